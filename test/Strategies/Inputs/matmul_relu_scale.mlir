// A matmul, ReLU (no bias), then a scaling: ReLU in the cuBLASLt epilogue,
// the scaling in a generated kernel.
func.func @matmul_relu_scale(%a: tensor<64x48xf32>, %b: tensor<48x72xf32>) -> tensor<64x72xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<64x72xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x72xf32>) -> tensor<64x72xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x48xf32>, tensor<48x72xf32>)
      outs(%acc : tensor<64x72xf32>) -> tensor<64x72xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x72xf32>) outs(%e : tensor<64x72xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    %s = arith.mulf %r, %half : f32
    linalg.yield %s : f32
  } -> tensor<64x72xf32>
  return %y : tensor<64x72xf32>
}
