// RUN: htam-opt %s --htam-instruction-throughput-pipeline="fma=true" | FileCheck %s --check-prefix=FMA
// RUN: htam-opt %s --htam-lower-reference | FileCheck %s --check-prefix=REF
// RUN: htam-opt %s --htam-instruction-throughput-pipeline="unroll=4" --mlir-print-ir-before=convert-gpu-to-nvvm 2>&1 >/dev/null | FileCheck %s --check-prefix=UNROLL
// RUN: htam-opt %s --htam-parallelism-pipeline="max-registers=64 min-blocks-per-sm=2" | FileCheck %s --check-prefix=BOUNDS
// RUN: htam-opt %s --linalg-generalize-named-ops --htam-set-fast-math="flags=contract" | FileCheck %s --check-prefix=CONTRACT
// RUN: not htam-opt %s --htam-parallelism-pipeline="max-registers=300" 2>&1 | FileCheck %s --check-prefix=BAD-REGS
// RUN: not htam-opt %s --htam-instruction-throughput-pipeline="unroll=0" 2>&1 | FileCheck %s --check-prefix=BAD-UNROLL
// RUN: not htam-opt %s --htam-set-fast-math="flags=fastest" 2>&1 | FileCheck %s --check-prefix=BAD-FLAGS
// RUN: not htam-opt %s --htam-lower-reference="kernel-pipeline=htam-no-such-pass" 2>&1 | FileCheck %s --check-prefix=BAD-HOOK

// The matmul's k loop: a multiply and an add per step, rounded twice in the
// reference, fused into one fma with fma=true.
// REF: gpu.binary
// REF-NOT: fma.rn.f32
// FMA: gpu.binary
// FMA-SAME: fma.rn.f32
// CONTRACT: arith.mulf %{{.+}}, %{{.+}} fastmath<contract> : f32
// CONTRACT: arith.addf %{{.+}}, %{{.+}} fastmath<contract> : f32

// Unrolled by 4: four products per iteration of the k loop (48 = 12 x 4),
// whose counter steps by 4.
// UNROLL: gpu.func @mm_kernel_0
// UNROLL-COUNT-4: arith.mulf
// UNROLL-NOT: arith.mulf
// UNROLL: arith.addi %{{.+}}, %c4 : index
// UNROLL-NOT: arith.mulf
// UNROLL: gpu.return

// BOUNDS: gpu.binary
// BOUNDS-SAME: .maxnreg 64
// BOUNDS-SAME: .minnctapersm 2

// BAD-REGS: htam-kernel-launch-bounds: max-registers must be 0 (no cap) or 16 to 255, got 300
// BAD-UNROLL: htam-unroll-inner-loops: factor must be 1 to 64, got 0
// BAD-FLAGS: for the --flags option: unknown value 'fastest', valid values: fast, contract
// BAD-HOOK: error: htam-lower-reference: invalid kernel-pipeline 'htam-no-such-pass'
func.func @mm(%a: tensor<32x48xf32>, %b: tensor<48x64xf32>, %c: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<32x48xf32>, tensor<48x64xf32>) outs(%c : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}
