// RUN: htam-opt %s -split-input-file --htam-lower-cpu | FileCheck %s

// The task in the reference's destination-passing form (inputs, then one
// out-parameter per result, no result), lowered to serial loops in the LLVM
// dialect, with the C interface wrapper the JIT calls (one descriptor
// pointer per argument). No GPU op is left.
// CHECK-LABEL: llvm.func @add(
// CHECK-SAME: %{{.+}}: i64) attributes {llvm.emit_c_interface}
// CHECK: llvm.cond_br
// CHECK: llvm.fadd %{{.+}}, %{{.+}} : f32
// CHECK: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_add(%{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr)
// CHECK: llvm.call @add(
// CHECK-NOT: gpu.
func.func @add(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.add ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Math without an LLVM intrinsic (erf) becomes a libm call (resolved by the JIT
// in the host process); exp stays an intrinsic.
// CHECK-LABEL: llvm.func @erff(f32) -> f32
// CHECK-LABEL: llvm.func @act(
// CHECK: llvm.intr.exp
// CHECK: llvm.call @erff
func.func @act(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = math.exp %in : f32
    %b = math.erf %a : f32
    linalg.yield %b : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// A padded input: the copy into the padding's strided interior is loops,
// not a call of the memrefCopy runtime function, which the JIT lacks.
// CHECK-LABEL: llvm.func @pad(
// CHECK-NOT: memrefCopy
// CHECK: llvm.return
func.func @pad(%x: tensor<4x4xf32>) -> tensor<6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %r = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return %r : tensor<6x6xf32>
}
