// Imported by htam-import from 26_ConvTranspose3d_Add_HardSwish.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x32x16x16x16 (input), add_input 128x64x32x32x32 (input), conv_transpose_weight 32x64x3x3x3 (parameter:conv_transpose.weight), conv_transpose_bias 64 (parameter:conv_transpose.bias)
func.func @l2_26_convtranspose3d_add_hardswish(
    %x: tensor<128x32x16x16x16xf32>,
    %add_input: tensor<128x64x32x32x32xf32>,
    %conv_transpose_weight: tensor<32x64x3x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %conv_transpose_bias: tensor<64xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"}) -> (tensor<128x64x32x32x32xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 3.0 : f32
  %c2 = arith.constant 6.0 : f32
  %e1 = tensor.empty() : tensor<128x32x34x34x34xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x32x34x34x34xf32>) -> tensor<128x32x34x34x34xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<128x32x16x16x16xf32>) outs(%f2 : tensor<128x32x34x34x34xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<128x32x34x34x34xf32>
  %r6 = tensor.expand_shape %conv_transpose_weight [[0, 1], [2], [3], [4], [5]] output_shape [1, 32, 64, 3, 3, 3] : tensor<32x64x3x3x3xf32> into tensor<1x32x64x3x3x3xf32>
  %e7 = tensor.empty() : tensor<1x64x32x3x3x3xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, -d3 + 2, -d4 + 2, -d5 + 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r6 : tensor<1x32x64x3x3x3xf32>) outs(%e7 : tensor<1x64x32x3x3x3xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    linalg.yield %a8 : f32
  } -> tensor<1x64x32x3x3x3xf32>
  %r11 = tensor.collapse_shape %g10 [[0, 1], [2], [3], [4], [5]] : tensor<1x64x32x3x3x3xf32> into tensor<64x32x3x3x3xf32>
  %e12 = tensor.empty() : tensor<128x64x32x32x32xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<128x64x32x32x32xf32>) -> tensor<128x64x32x32x32xf32>
  %conv14 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%g5, %r11 : tensor<128x32x34x34x34xf32>, tensor<64x32x3x3x3xf32>) outs(%f13 : tensor<128x64x32x32x32xf32>) -> tensor<128x64x32x32x32xf32>
  %e16 = tensor.empty() : tensor<128x64x32x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %conv_transpose_bias : tensor<128x64x32x32x32xf32>, tensor<64xf32>) outs(%e16 : tensor<128x64x32x32x32xf32>) {
  ^bb0(%a17: f32, %a18: f32, %o19: f32):
    %b20 = arith.addf %a17, %a18 : f32
    linalg.yield %b20 : f32
  } -> tensor<128x64x32x32x32xf32>
  %e22 = tensor.empty() : tensor<128x64x32x32x32xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g21, %add_input : tensor<128x64x32x32x32xf32>, tensor<128x64x32x32x32xf32>) outs(%e22 : tensor<128x64x32x32x32xf32>) {
  ^bb0(%a23: f32, %a24: f32, %o25: f32):
    %b26 = arith.addf %a23, %a24 : f32
    linalg.yield %b26 : f32
  } -> tensor<128x64x32x32x32xf32>
  %e28 = tensor.empty() : tensor<128x64x32x32x32xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g27 : tensor<128x64x32x32x32xf32>) outs(%e28 : tensor<128x64x32x32x32xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.addf %a29, %c1 : f32
    %b32 = arith.maximumf %b31, %c0 : f32
    %b33 = arith.minimumf %b32, %c2 : f32
    %b34 = arith.mulf %a29, %b33 : f32
    %b35 = arith.divf %b34, %c2 : f32
    linalg.yield %b35 : f32
  } -> tensor<128x64x32x32x32xf32>
  %e37 = tensor.empty() : tensor<128x64x32x32x32xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g27, %g36 : tensor<128x64x32x32x32xf32>, tensor<128x64x32x32x32xf32>) outs(%e37 : tensor<128x64x32x32x32xf32>) {
  ^bb0(%a38: f32, %a39: f32, %o40: f32):
    %b41 = arith.mulf %a38, %a39 : f32
    linalg.yield %b41 : f32
  } -> tensor<128x64x32x32x32xf32>
  return %g42 : tensor<128x64x32x32x32xf32>
}
