// Imported by htam-import from 48_Conv3d_Scaling_Tanh_Multiply_Sigmoid.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x64x64 (input), conv_weight 16x3x3x3x3 (parameter:conv.weight), conv_bias 16 (parameter:conv.bias), scaling_factor 16x1x1x1 (parameter:scaling_factor), bias 16x1x1x1 (parameter:bias)
func.func @l2_48_conv3d_scaling_tanh_multiply_sigmoid(
    %x: tensor<128x3x16x64x64xf32>,
    %conv_weight: tensor<16x3x3x3x3xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %conv_bias: tensor<16xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %scaling_factor: tensor<16x1x1x1xf32> {htam.init = "uniform(-2.330477..1.22153783)"},
    %bias: tensor<16x1x1x1xf32> {htam.init = "uniform(-1.92910361..2.05616879)"}) -> (tensor<128x16x14x62x62xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x16x14x62x62xf32>) -> tensor<128x16x14x62x62xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<128x3x16x64x64xf32>, tensor<16x3x3x3x3xf32>) outs(%f2 : tensor<128x16x14x62x62xf32>) -> tensor<128x16x14x62x62xf32>
  %e5 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x16x14x62x62xf32>, tensor<16xf32>) outs(%e5 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x16x14x62x62xf32>
  %r11 = tensor.collapse_shape %scaling_factor [[0, 1, 2, 3]] : tensor<16x1x1x1xf32> into tensor<16xf32>
  %e12 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %r11 : tensor<128x16x14x62x62xf32>, tensor<16xf32>) outs(%e12 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a13: f32, %a14: f32, %o15: f32):
    %b16 = arith.mulf %a13, %a14 : f32
    linalg.yield %b16 : f32
  } -> tensor<128x16x14x62x62xf32>
  %e18 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g17 : tensor<128x16x14x62x62xf32>) outs(%e18 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a19: f32, %o20: f32):
    %b21 = math.tanh %a19 : f32
    linalg.yield %b21 : f32
  } -> tensor<128x16x14x62x62xf32>
  %r23 = tensor.collapse_shape %bias [[0, 1, 2, 3]] : tensor<16x1x1x1xf32> into tensor<16xf32>
  %e24 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g22, %r23 : tensor<128x16x14x62x62xf32>, tensor<16xf32>) outs(%e24 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.mulf %a25, %a26 : f32
    linalg.yield %b28 : f32
  } -> tensor<128x16x14x62x62xf32>
  %e30 = tensor.empty() : tensor<128x16x14x62x62xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g29 : tensor<128x16x14x62x62xf32>) outs(%e30 : tensor<128x16x14x62x62xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.negf %a31 : f32
    %b34 = math.exp %b33 : f32
    %b35 = arith.addf %b34, %c1 : f32
    %b36 = arith.divf %c1, %b35 : f32
    linalg.yield %b36 : f32
  } -> tensor<128x16x14x62x62xf32>
  return %g37 : tensor<128x16x14x62x62xf32>
}
