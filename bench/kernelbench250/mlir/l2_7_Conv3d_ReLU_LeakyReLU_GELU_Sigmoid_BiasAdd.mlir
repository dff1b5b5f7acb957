// Imported by htam-import from 7_Conv3d_ReLU_LeakyReLU_GELU_Sigmoid_BiasAdd.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x8x32x64x64 (input), conv_weight 32x8x3x3x3 (parameter:conv.weight), conv_bias 32 (parameter:conv.bias), bias 32x1x1x1 (parameter:bias)
func.func @l2_7_conv3d_relu_leakyrelu_gelu_sigmoid_biasadd(
    %x: tensor<64x8x32x64x64xf32>,
    %conv_weight: tensor<32x8x3x3x3xf32> {htam.init = "uniform(-0.0680413817..0.0680413817)"},
    %conv_bias: tensor<32xf32> {htam.init = "uniform(-0.0680413817..0.0680413817)"},
    %bias: tensor<32x1x1x1xf32> {htam.init = "normal"}) -> (tensor<64x32x30x62x62xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.01 : f32
  %c2 = arith.constant 0.5 : f32
  %c3 = arith.constant 0.70710677 : f32
  %c4 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<64x32x30x62x62xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x32x30x62x62xf32>) -> tensor<64x32x30x62x62xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<64x8x32x64x64xf32>, tensor<32x8x3x3x3xf32>) outs(%f2 : tensor<64x32x30x62x62xf32>) -> tensor<64x32x30x62x62xf32>
  %e5 = tensor.empty() : tensor<64x32x30x62x62xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<64x32x30x62x62xf32>, tensor<32xf32>) outs(%e5 : tensor<64x32x30x62x62xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<64x32x30x62x62xf32>
  %e11 = tensor.empty() : tensor<64x32x30x62x62xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<64x32x30x62x62xf32>) outs(%e11 : tensor<64x32x30x62x62xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.maximumf %a12, %c0 : f32
    linalg.yield %b14 : f32
  } -> tensor<64x32x30x62x62xf32>
  %e16 = tensor.empty() : tensor<64x32x30x62x62xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<64x32x30x62x62xf32>) outs(%e16 : tensor<64x32x30x62x62xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.mulf %a17, %c1 : f32
    %b20 = arith.cmpf ogt, %a17, %c0 : f32
    %b21 = arith.select %b20, %a17, %b19 : f32
    linalg.yield %b21 : f32
  } -> tensor<64x32x30x62x62xf32>
  %e23 = tensor.empty() : tensor<64x32x30x62x62xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g22 : tensor<64x32x30x62x62xf32>) outs(%e23 : tensor<64x32x30x62x62xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.mulf %a24, %c2 : f32
    %b27 = arith.mulf %a24, %c3 : f32
    %b28 = math.erf %b27 : f32
    %b29 = arith.addf %b28, %c4 : f32
    %b30 = arith.mulf %b26, %b29 : f32
    linalg.yield %b30 : f32
  } -> tensor<64x32x30x62x62xf32>
  %e32 = tensor.empty() : tensor<64x32x30x62x62xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g31 : tensor<64x32x30x62x62xf32>) outs(%e32 : tensor<64x32x30x62x62xf32>) {
  ^bb0(%a33: f32, %o34: f32):
    %b35 = arith.negf %a33 : f32
    %b36 = math.exp %b35 : f32
    %b37 = arith.addf %b36, %c4 : f32
    %b38 = arith.divf %c4, %b37 : f32
    linalg.yield %b38 : f32
  } -> tensor<64x32x30x62x62xf32>
  %r40 = tensor.collapse_shape %bias [[0, 1, 2, 3]] : tensor<32x1x1x1xf32> into tensor<32xf32>
  %e41 = tensor.empty() : tensor<64x32x30x62x62xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g39, %r40 : tensor<64x32x30x62x62xf32>, tensor<32xf32>) outs(%e41 : tensor<64x32x30x62x62xf32>) {
  ^bb0(%a42: f32, %a43: f32, %o44: f32):
    %b45 = arith.addf %a42, %a43 : f32
    linalg.yield %b45 : f32
  } -> tensor<64x32x30x62x62xf32>
  return %g46 : tensor<64x32x30x62x62xf32>
}
