// A batched matmul, a bias over N shared by every batch entry (the bias
// first in the add), then ReLU written with maxnumf and a zero defined in
// the payload.
func.func @bmm_bias_relu(%a: tensor<3x40x24xf32>, %b: tensor<3x24x56xf32>,
                         %bias: tensor<56xf32>) -> tensor<3x40x56xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x40x56xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3x40x56xf32>) -> tensor<3x40x56xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<3x40x24xf32>, tensor<3x24x56xf32>)
      outs(%acc : tensor<3x40x56xf32>) -> tensor<3x40x56xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c, %bias : tensor<3x40x56xf32>, tensor<56xf32>) outs(%e : tensor<3x40x56xf32>) {
  ^bb0(%v: f32, %bv: f32, %out: f32):
    %s = arith.addf %bv, %v : f32
    %z = arith.constant 0.0 : f32
    %r = arith.maxnumf %s, %z : f32
    linalg.yield %r : f32
  } -> tensor<3x40x56xf32>
  return %y : tensor<3x40x56xf32>
}
