// RUN: not htam-opt %s --htam-memory-access-pipeline="vector-width=8" 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not htam-opt %s --htam-memory-access="vector-width=3" 2>&1 | FileCheck %s --check-prefix=PASS
// PIPE: htam-memory-access-pipeline: vector-width must be 1, 2 or 4, got 8
// PASS: error: htam-memory-access: vector-width must be 1, 2 or 4 (32-bit elements, 16-byte accesses at most), got 3
func.func @neg(%x: tensor<64xf32>) -> tensor<64xf32> {
  %r = arith.negf %x : tensor<64xf32>
  return %r : tensor<64xf32>
}
