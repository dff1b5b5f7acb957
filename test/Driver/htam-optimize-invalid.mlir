// RUN: not htam-opt %s --htam-optimize="proposer=llm" 2>&1 | FileCheck %s --check-prefix=LLM
// RUN: not htam-opt %s --htam-optimize="steps=0" 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not htam-opt %s --htam-optimize="memory=%t.missing.yaml dry-run=true" 2>&1 | FileCheck %s --check-prefix=MEMORY
// RUN: not htam-opt %s --htam-optimize="dry-run=true inject-fault=bogus" 2>&1 | FileCheck %s --check-prefix=FAULT

// LLM: error: htam-optimize: proposer 'llm' is not available
// STEPS: error: htam-optimize: steps must be at least 1
// MEMORY: error: htam-optimize: cannot use the memory:
// FAULT: error: htam-optimize: inject-fault must be compile or generate, got 'bogus'
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
