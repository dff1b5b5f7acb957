// Imported by htam-import from 34_ConvTranspose3d_LayerNorm_GELU_Scaling.py (torch 1.13.0a0, torch.fx)
// Arguments: x 32x32x16x32x32 (input), conv_transpose_weight 32x64x4x4x4 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias), layer_norm_weight 64 (parameter:layer_norm.weight), layer_norm_bias 64 (parameter:layer_norm.bias)
func.func @l2_34_convtranspose3d_layernorm_gelu_scaling(
    %x: tensor<32x32x16x32x32xf32>,
    %conv_transpose_weight: tensor<32x64x4x4x4xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %layer_norm_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer_norm_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<32x64x32x64x64xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 64.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0.5 : f32
  %c4 = arith.constant 0.70710677 : f32
  %c5 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<32x32x35x67x67xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<32x32x35x67x67xf32>) -> tensor<32x32x35x67x67xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 2, d3 * 2 + 2, d4 * 2 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<32x32x16x32x32xf32>) outs(%f2 : tensor<32x32x35x67x67xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<32x32x35x67x67xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 32, 64, 4, 4, 4] : tensor<32x64x4x4x4xf32> into tensor<1x32x64x4x4x4xf32>
  %e7 = tensor.empty() : tensor<1x64x32x4x4x4xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 3, -d4 + 3, -d5 + 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x32x64x4x4x4xf32>) outs(%e7 : tensor<1x64x32x4x4x4xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x32x4x4x4xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x64x32x4x4x4xf32> into tensor<64x32x4x4x4xf32>
  %e12 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<32x64x32x64x64xf32>) -> tensor<32x64x32x64x64xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<32x32x35x67x67xf32>, tensor<64x32x4x4x4xf32>) outs(%f13 : tensor<32x64x32x64x64xf32>) -> tensor<32x64x32x64x64xf32>
  %e16 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<32x64x32x64x64xf32>, tensor<64xf32>) outs(%e16 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e22 = tensor.empty() : tensor<32x64x32x64xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<32x64x32x64xf32>) -> tensor<32x64x32x64xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g21 : tensor<32x64x32x64x64xf32>) outs(%f23 : tensor<32x64x32x64xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<32x64x32x64xf32>
  %e28 = tensor.empty() : tensor<32x64x32x64xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g27 : tensor<32x64x32x64xf32>) outs(%e28 : tensor<32x64x32x64xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.divf %a29, %c1 : f32
    linalg.yield %b31 : f32
  } -> tensor<32x64x32x64xf32>
  %e34 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g32 : tensor<32x64x32x64x64xf32>, tensor<32x64x32x64xf32>) outs(%e34 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a35: f32, %a36: f32, %o37: f32):
    %b38 = arith.subf %a35, %a36 : f32
    %b39 = arith.mulf %b38, %b38 : f32
    linalg.yield %b39 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e41 = tensor.empty() : tensor<32x64x32x64xf32>
  %f42 = linalg.fill ins(%c0 : f32) outs(%e41 : tensor<32x64x32x64xf32>) -> tensor<32x64x32x64xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g40 : tensor<32x64x32x64x64xf32>) outs(%f42 : tensor<32x64x32x64xf32>) {
  ^bb0(%a43: f32, %o44: f32):
    %b45 = arith.addf %a43, %o44 : f32
    linalg.yield %b45 : f32
  } -> tensor<32x64x32x64xf32>
  %e47 = tensor.empty() : tensor<32x64x32x64xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g46 : tensor<32x64x32x64xf32>) outs(%e47 : tensor<32x64x32x64xf32>) {
  ^bb0(%a48: f32, %o49: f32):
    %b50 = arith.divf %a48, %c1 : f32
    linalg.yield %b50 : f32
  } -> tensor<32x64x32x64xf32>
  %e53 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %g32, %g51, %layer_norm_weight, %layer_norm_bias : tensor<32x64x32x64x64xf32>, tensor<32x64x32x64xf32>, tensor<32x64x32x64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e53 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a54: f32, %a55: f32, %a56: f32, %a57: f32, %a58: f32, %o59: f32):
    %b60 = arith.addf %a56, %c2 : f32
    %b61 = math.sqrt %b60 : f32
    %b62 = arith.subf %a54, %a55 : f32
    %b63 = arith.divf %b62, %b61 : f32
    %b64 = arith.mulf %b63, %a57 : f32
    %b65 = arith.addf %b64, %a58 : f32
    linalg.yield %b65 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e67 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g66 : tensor<32x64x32x64x64xf32>) outs(%e67 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a68: f32, %o69: f32):
    %b70 = arith.mulf %a68, %c3 : f32
    %b71 = arith.mulf %a68, %c4 : f32
    %b72 = math.erf %b71 : f32
    %b73 = arith.addf %b72, %c5 : f32
    %b74 = arith.mulf %b70, %b73 : f32
    linalg.yield %b74 : f32
  } -> tensor<32x64x32x64x64xf32>
  %e76 = tensor.empty() : tensor<32x64x32x64x64xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g75 : tensor<32x64x32x64x64xf32>) outs(%e76 : tensor<32x64x32x64x64xf32>) {
  ^bb0(%a77: f32, %o78: f32):
    %b79 = arith.mulf %a77, %c5 : f32
    linalg.yield %b79 : f32
  } -> tensor<32x64x32x64x64xf32>
  return %g80 : tensor<32x64x32x64x64xf32>
}
