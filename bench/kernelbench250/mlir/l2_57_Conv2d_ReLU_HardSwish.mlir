// Imported by htam-import from 57_Conv2d_ReLU_HardSwish.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x8x128x128 (input), conv_weight 64x8x3x3 (parameter:conv.weight), conv_bias 64 (parameter:conv.bias)
func.func @l2_57_conv2d_relu_hardswish(
    %x: tensor<128x8x128x128xf32>,
    %conv_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %conv_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"}) -> (tensor<128x64x126x126xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 3.0 : f32
  %c2 = arith.constant 6.0 : f32
  %c3 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<128x64x126x126xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x64x126x126xf32>) -> tensor<128x64x126x126xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x8x128x128xf32>, tensor<64x8x3x3xf32>) outs(%f2 : tensor<128x64x126x126xf32>) -> tensor<128x64x126x126xf32>
  %e5 = tensor.empty() : tensor<128x64x126x126xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x64x126x126xf32>, tensor<64xf32>) outs(%e5 : tensor<128x64x126x126xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x64x126x126xf32>
  %e11 = tensor.empty() : tensor<128x64x126x126xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x64x126x126xf32>) outs(%e11 : tensor<128x64x126x126xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.maximumf %a12, %c0 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x64x126x126xf32>
  %e16 = tensor.empty() : tensor<128x64x126x126xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<128x64x126x126xf32>) outs(%e16 : tensor<128x64x126x126xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.addf %a17, %c1 : f32
    linalg.yield %b19 : f32
  } -> tensor<128x64x126x126xf32>
  %e21 = tensor.empty() : tensor<128x64x126x126xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g20 : tensor<128x64x126x126xf32>) outs(%e21 : tensor<128x64x126x126xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.divf %a22, %c2 : f32
    linalg.yield %b24 : f32
  } -> tensor<128x64x126x126xf32>
  %e26 = tensor.empty() : tensor<128x64x126x126xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g25 : tensor<128x64x126x126xf32>) outs(%e26 : tensor<128x64x126x126xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    %b29 = arith.maximumf %a27, %c0 : f32
    %b30 = arith.minimumf %b29, %c3 : f32
    linalg.yield %b30 : f32
  } -> tensor<128x64x126x126xf32>
  %e32 = tensor.empty() : tensor<128x64x126x126xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15, %g31 : tensor<128x64x126x126xf32>, tensor<128x64x126x126xf32>) outs(%e32 : tensor<128x64x126x126xf32>) {
  ^bb0(%a33: f32, %a34: f32, %o35: f32):
    %b36 = arith.mulf %a33, %a34 : f32
    linalg.yield %b36 : f32
  } -> tensor<128x64x126x126xf32>
  return %g37 : tensor<128x64x126x126xf32>
}
