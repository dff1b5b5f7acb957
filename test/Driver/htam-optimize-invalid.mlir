// RUN: not htam-opt %s --htam-optimize="proposer=llm" 2>&1 | FileCheck %s --check-prefix=LLM
// RUN: not htam-opt %s --htam-optimize="proposer=llm llm-url=http://127.0.0.1:9/v1" 2>&1 | FileCheck %s --check-prefix=MODEL
// RUN: env -u HTAM_NO_SUCH_KEY not htam-opt %s --htam-optimize="proposer=llm llm-url=http://127.0.0.1:9/v1 llm-model=m llm-key-env=HTAM_NO_SUCH_KEY" 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: not htam-opt %s --htam-optimize="proposer=llm llm-url=http://127.0.0.1:9/v1 llm-model=m llm-prices=cheap" 2>&1 | FileCheck %s --check-prefix=PRICES
// RUN: not htam-opt %s --htam-optimize="proposer=replay" 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not htam-opt %s --htam-optimize="proposer=replay llm-transcript=%t.missing.jsonl" 2>&1 | FileCheck %s --check-prefix=REPLAY-MISSING
// RUN: not htam-opt %s --htam-optimize="proposer=oracle" 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not htam-opt %s --htam-optimize="steps=0" 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not htam-opt %s --htam-optimize="reference-time-limit=0" 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: not htam-opt %s --htam-optimize="timeout=-1" 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: not htam-opt %s --htam-optimize="atol=-1e-3" 2>&1 | FileCheck %s --check-prefix=TOL
// RUN: not htam-opt %s --htam-optimize="memory=%t.missing.yaml dry-run=true" 2>&1 | FileCheck %s --check-prefix=MEMORY
// RUN: not htam-opt %s --htam-optimize="dry-run=true inject-fault=bogus" 2>&1 | FileCheck %s --check-prefix=FAULT
// RUN: not htam-opt %s --htam-optimize="dry-run=true reference-us=-5" 2>&1 | FileCheck %s --check-prefix=REFUS
// RUN: sed 's/@f(/@g(/' %s | cat %s - | not htam-opt --htam-optimize="dry-run=true reference-us=5" 2>&1 | FileCheck %s --check-prefix=REFUS

// LLM: error: htam-optimize: proposer=llm needs llm-model=<model name>
// MODEL: error: htam-optimize: proposer=llm needs llm-model=<model name>
// KEY: error: htam-optimize: the environment variable 'HTAM_NO_SUCH_KEY' (llm-key-env) is not set
// PRICES: error: htam-optimize: llm-prices must be 'IN,OUT' in USD per million tokens (e.g. 0.27,1.10), got 'cheap'
// REPLAY: error: htam-optimize: proposer=replay needs llm-transcript=<file recorded by a proposer=llm run>
// REPLAY-MISSING: error: htam-optimize: cannot read the transcript {{.*}}missing.jsonl: No such file or directory
// KIND: for the --proposer option: unknown value 'oracle', valid values: builtin, llm, replay
// STEPS: error: htam-optimize: steps must be at least 1
// LIMIT: error: htam-optimize: timeout and reference-time-limit must be positive
// TOL: error: htam-optimize: atol and rtol must not be negative
// MEMORY: error: htam-optimize: cannot use the memory:
// REFUS: error: htam-optimize: reference-us must be positive and is for modules with one task
// FAULT: for the --inject-fault option: unknown value 'bogus', valid values: none, compile, generate
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
