// Imported by htam-import from 63_Gemm_ReLU_Divide.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), linear_weight 8192x8192 (parameter:linear.weight), linear_bias 8192 (parameter:linear.bias)
func.func @l2_63_gemm_relu_divide(
    %x: tensor<1024x8192xf32>,
    %linear_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %linear_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<1024x8192xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.0 : f32
  %e1 = tensor.empty() : tensor<1024x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %linear_weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e4 = tensor.empty() : tensor<1024x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %linear_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<1024x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x8192xf32>
  %e10 = tensor.empty() : tensor<1024x8192xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<1024x8192xf32>) outs(%e10 : tensor<1024x8192xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.maximumf %a11, %c0 : f32
    linalg.yield %b13 : f32
  } -> tensor<1024x8192xf32>
  %e15 = tensor.empty() : tensor<1024x8192xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g14 : tensor<1024x8192xf32>) outs(%e15 : tensor<1024x8192xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = arith.divf %a16, %c1 : f32
    linalg.yield %b18 : f32
  } -> tensor<1024x8192xf32>
  return %g19 : tensor<1024x8192xf32>
}
