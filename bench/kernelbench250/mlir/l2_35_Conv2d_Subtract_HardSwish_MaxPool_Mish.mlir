// Imported by htam-import from 35_Conv2d_Subtract_HardSwish_MaxPool_Mish.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x64x128x128 (input), conv_weight 128x64x3x3 (parameter:conv.weight), conv_bias 128 (parameter:conv.bias)
func.func @l2_35_conv2d_subtract_hardswish_maxpool_mish(
    %x: tensor<128x64x128x128xf32>,
    %conv_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"}) -> (tensor<128x128x63x63xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.5 : f32
  %c2 = arith.constant 3.0 : f32
  %c3 = arith.constant 6.0 : f32
  %c4 = arith.constant 0xFF800000 : f32
  %c5 = arith.constant 2.0e+01 : f32
  %e1 = tensor.empty() : tensor<128x128x126x126xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x128x126x126xf32>) -> tensor<128x128x126x126xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<128x64x128x128xf32>, tensor<128x64x3x3xf32>) outs(%f2 : tensor<128x128x126x126xf32>) -> tensor<128x128x126x126xf32>
  %e5 = tensor.empty() : tensor<128x128x126x126xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x128x126x126xf32>, tensor<128xf32>) outs(%e5 : tensor<128x128x126x126xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x128x126x126xf32>
  %e11 = tensor.empty() : tensor<128x128x126x126xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<128x128x126x126xf32>) outs(%e11 : tensor<128x128x126x126xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.subf %a12, %c1 : f32
    linalg.yield %b14 : f32
  } -> tensor<128x128x126x126xf32>
  %e16 = tensor.empty() : tensor<128x128x126x126xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<128x128x126x126xf32>) outs(%e16 : tensor<128x128x126x126xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.addf %a17, %c2 : f32
    %b20 = arith.maximumf %b19, %c0 : f32
    %b21 = arith.minimumf %b20, %c3 : f32
    %b22 = arith.mulf %a17, %b21 : f32
    %b23 = arith.divf %b22, %c3 : f32
    linalg.yield %b23 : f32
  } -> tensor<128x128x126x126xf32>
  %e25 = tensor.empty() : tensor<128x128x63x63xf32>
  %f26 = linalg.fill ins(%c4 : f32) outs(%e25 : tensor<128x128x63x63xf32>) -> tensor<128x128x63x63xf32>
  %e27 = tensor.empty() : tensor<2x2xf32>
  %pool28 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g24, %e27 : tensor<128x128x126x126xf32>, tensor<2x2xf32>) outs(%f26 : tensor<128x128x63x63xf32>) -> tensor<128x128x63x63xf32>
  %e29 = tensor.empty() : tensor<128x128x63x63xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool28 : tensor<128x128x63x63xf32>) outs(%e29 : tensor<128x128x63x63xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = math.exp %a30 : f32
    %b33 = math.log1p %b32 : f32
    %b34 = arith.cmpf ogt, %a30, %c5 : f32
    %b35 = arith.select %b34, %a30, %b33 : f32
    %b36 = math.tanh %b35 : f32
    %b37 = arith.mulf %a30, %b36 : f32
    linalg.yield %b37 : f32
  } -> tensor<128x128x63x63xf32>
  return %g38 : tensor<128x128x63x63xf32>
}
