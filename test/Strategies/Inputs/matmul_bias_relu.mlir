// Linear layer: matmul + bias (broadcast over rows) + ReLU, fused epilogue.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @matmul_bias_relu(%a: tensor<64x128xf32>, %b: tensor<128x96xf32>,
                            %bias: tensor<96xf32>) -> tensor<64x96xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x96xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x96xf32>) -> tensor<64x96xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x128xf32>, tensor<128x96xf32>)
      outs(%acc : tensor<64x96xf32>) -> tensor<64x96xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<64x96xf32>, tensor<96xf32>) outs(%e : tensor<64x96xf32>) {
  ^bb0(%v: f32, %bv: f32, %out: f32):
    %s = arith.addf %v, %bv : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x96xf32>
  return %y : tensor<64x96xf32>
}
