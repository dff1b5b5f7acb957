// A matmul plus a bias over M (one value per row): not a cuBLASLt bias
// epilogue (that one runs along N), so the add stays in a generated kernel.
func.func @matmul_bias_rows(%a: tensor<64x48xf32>, %b: tensor<48x72xf32>,
                            %bias: tensor<64xf32>) -> tensor<64x72xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x72xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x72xf32>) -> tensor<64x72xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x48xf32>, tensor<48x72xf32>)
      outs(%acc : tensor<64x72xf32>) -> tensor<64x72xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<64x72xf32>, tensor<64xf32>) outs(%e : tensor<64x72xf32>) {
  ^bb0(%v: f32, %bv: f32, %out: f32):
    %s = arith.addf %v, %bv : f32
    linalg.yield %s : f32
  } -> tensor<64x72xf32>
  return %y : tensor<64x72xf32>
}
