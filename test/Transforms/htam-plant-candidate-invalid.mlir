// RUN: not htam-opt %s --htam-plant-candidate=kind=wrong 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not htam-opt %s --htam-plant-candidate=kind=copy 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: not htam-opt %s --htam-plant-candidate=kind=reverse 2>&1 | FileCheck %s --check-prefix=REVERSE
// RUN: not htam-opt %s --htam-plant-candidate="kind=ignore-input input=3" 2>&1 | FileCheck %s --check-prefix=INPUT

// UNKNOWN: for the --kind option: unknown value 'wrong', valid values: zeros, constant, copy, tiny, one-off, partial, edge, ignore-input, tf32, fp16, reverse
// No input has the output's type: the kind does not apply.
// COPY: invalid.mlir:[[@LINE+4]]:1: error: htam-plant-candidate: no f32 tensor result this kind applies to
// An elementwise task has no reduction to reverse.
// REVERSE: :[[@LINE+2]]:1: error: htam-plant-candidate: no reduction to reverse
// INPUT: error: htam-plant-candidate: input 3 out of range (1 f32 tensor inputs)
func.func @scale(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>)
      permutation = [1, 0]
  return %t : tensor<8x4xf32>
}
