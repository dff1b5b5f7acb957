// The upstream tensor -> GPU -> NVVM recipe runs inside htam-opt: every
// dialect, interface model, pass and translation it needs is registered.
// RUN: htam-opt %s --one-shot-bufferize=bufferize-function-boundaries \
// RUN:   --convert-linalg-to-parallel-loops \
// RUN:   --scf-parallel-loop-tiling=parallel-loop-tile-sizes=1,256 \
// RUN:   --gpu-map-parallel-loops --convert-parallel-loops-to-gpu \
// RUN:   --gpu-kernel-outlining \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa" \
// RUN:   | FileCheck %s --check-prefix=PTX
// RUN: htam-opt %s --one-shot-bufferize=bufferize-function-boundaries \
// RUN:   --convert-linalg-to-parallel-loops \
// RUN:   --scf-parallel-loop-tiling=parallel-loop-tile-sizes=1,256 \
// RUN:   --gpu-map-parallel-loops --convert-parallel-loops-to-gpu \
// RUN:   --gpu-kernel-outlining \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=bin" \
// RUN:   | FileCheck %s --check-prefix=CUBIN
// REQUIRES: ptxas

// PTX: llvm.func @relu(
// PTX: gpu.launch_func @relu_kernel::@relu_kernel
// PTX: gpu.binary @relu_kernel
// PTX-SAME: .target sm_90
// PTX-SAME: .entry relu_kernel(
// PTX-SAME: max.NaN.f32

// CUBIN: gpu.binary @relu_kernel
// CUBIN-SAME: bin = "\7FELF
func.func @relu(%x: tensor<64x512xf32>) -> tensor<64x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x512xf32>) outs(%e : tensor<64x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<64x512xf32>
  return %r : tensor<64x512xf32>
}
