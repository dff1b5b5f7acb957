// Imported by htam-import from 79_Conv3d_Multiply_InstanceNorm_Clamp_Multiply_Max.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x3x16x32x32 (input), conv_weight 16x3x3x3x3 (parameter:conv.weight), conv_bias 16 (parameter:conv.bias), multiplier 16x1x1x1 (parameter:multiplier)
func.func @l2_79_conv3d_multiply_instancenorm_clamp_multiply_max(
    %x: tensor<128x3x16x32x32xf32>,
    %conv_weight: tensor<16x3x3x3x3xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %conv_bias: tensor<16xf32> {htam.init = "uniform(-0.111111111..0.111111111)"},
    %multiplier: tensor<16x1x1x1xf32> {htam.init = "uniform(-2.330477..1.22153783)"}) -> (tensor<128x14x30x30xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.26e+04 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant -1.0 : f32
  %c4 = arith.constant 1.0 : f32
  %c5 = arith.constant 0xFF800000 : f32
  %c6 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x16x14x30x30xf32>) -> tensor<128x16x14x30x30xf32>
  %conv3 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %conv_weight : tensor<128x3x16x32x32xf32>, tensor<16x3x3x3x3xf32>) outs(%f2 : tensor<128x16x14x30x30xf32>) -> tensor<128x16x14x30x30xf32>
  %e5 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias : tensor<128x16x14x30x30xf32>, tensor<16xf32>) outs(%e5 : tensor<128x16x14x30x30xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<128x16x14x30x30xf32>
  %r11 = tensor.collapse_shape %multiplier [[0, 1, 2, 3]] : tensor<16x1x1x1xf32> into tensor<16xf32>
  %e12 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g10, %r11 : tensor<128x16x14x30x30xf32>, tensor<16xf32>) outs(%e12 : tensor<128x16x14x30x30xf32>) {
  ^bb0(%a13: f32, %a14: f32, %o15: f32):
    %b16 = arith.mulf %a13, %a14 : f32
    linalg.yield %b16 : f32
  } -> tensor<128x16x14x30x30xf32>
  %e18 = tensor.empty() : tensor<128x16xf32>
  %f19 = linalg.fill ins(%c0 : f32) outs(%e18 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g17 : tensor<128x16x14x30x30xf32>) outs(%f19 : tensor<128x16xf32>) {
  ^bb0(%a20: f32, %o21: f32):
    %b22 = arith.addf %a20, %o21 : f32
    linalg.yield %b22 : f32
  } -> tensor<128x16xf32>
  %e24 = tensor.empty() : tensor<128x16xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g23 : tensor<128x16xf32>) outs(%e24 : tensor<128x16xf32>) {
  ^bb0(%a25: f32, %o26: f32):
    %b27 = arith.divf %a25, %c1 : f32
    linalg.yield %b27 : f32
  } -> tensor<128x16xf32>
  %e30 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g17, %g28 : tensor<128x16x14x30x30xf32>, tensor<128x16xf32>) outs(%e30 : tensor<128x16x14x30x30xf32>) {
  ^bb0(%a31: f32, %a32: f32, %o33: f32):
    %b34 = arith.subf %a31, %a32 : f32
    %b35 = arith.mulf %b34, %b34 : f32
    linalg.yield %b35 : f32
  } -> tensor<128x16x14x30x30xf32>
  %e37 = tensor.empty() : tensor<128x16xf32>
  %f38 = linalg.fill ins(%c0 : f32) outs(%e37 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%g36 : tensor<128x16x14x30x30xf32>) outs(%f38 : tensor<128x16xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.addf %a39, %o40 : f32
    linalg.yield %b41 : f32
  } -> tensor<128x16xf32>
  %e43 = tensor.empty() : tensor<128x16xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g42 : tensor<128x16xf32>) outs(%e43 : tensor<128x16xf32>) {
  ^bb0(%a44: f32, %o45: f32):
    %b46 = arith.divf %a44, %c1 : f32
    linalg.yield %b46 : f32
  } -> tensor<128x16xf32>
  %e49 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g17, %g28, %g47 : tensor<128x16x14x30x30xf32>, tensor<128x16xf32>, tensor<128x16xf32>) outs(%e49 : tensor<128x16x14x30x30xf32>) {
  ^bb0(%a50: f32, %a51: f32, %a52: f32, %o53: f32):
    %b54 = arith.addf %a52, %c2 : f32
    %b55 = math.sqrt %b54 : f32
    %b56 = arith.subf %a50, %a51 : f32
    %b57 = arith.divf %b56, %b55 : f32
    linalg.yield %b57 : f32
  } -> tensor<128x16x14x30x30xf32>
  %e59 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g58 : tensor<128x16x14x30x30xf32>) outs(%e59 : tensor<128x16x14x30x30xf32>) {
  ^bb0(%a60: f32, %o61: f32):
    %b62 = arith.maximumf %a60, %c3 : f32
    %b63 = arith.minimumf %b62, %c4 : f32
    linalg.yield %b63 : f32
  } -> tensor<128x16x14x30x30xf32>
  %r65 = tensor.collapse_shape %multiplier [[0, 1, 2, 3]] : tensor<16x1x1x1xf32> into tensor<16xf32>
  %e66 = tensor.empty() : tensor<128x16x14x30x30xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g64, %r65 : tensor<128x16x14x30x30xf32>, tensor<16xf32>) outs(%e66 : tensor<128x16x14x30x30xf32>) {
  ^bb0(%a67: f32, %a68: f32, %o69: f32):
    %b70 = arith.mulf %a67, %a68 : f32
    linalg.yield %b70 : f32
  } -> tensor<128x16x14x30x30xf32>
  %e72 = tensor.empty() : tensor<128x14x30x30xf32>
  %f73 = linalg.fill ins(%c5 : f32) outs(%e72 : tensor<128x14x30x30xf32>) -> tensor<128x14x30x30xf32>
  %e74 = tensor.empty() : tensor<128x14x30x30xi64>
  %f75 = linalg.fill ins(%c6 : i64) outs(%e74 : tensor<128x14x30x30xi64>) -> tensor<128x14x30x30xi64>
  %g86:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%g71 : tensor<128x16x14x30x30xf32>) outs(%f73, %f75 : tensor<128x14x30x30xf32>, tensor<128x14x30x30xi64>) {
  ^bb0(%a76: f32, %o77: f32, %o78: i64):
    %i79 = linalg.index 1 : index
    %b80 = arith.index_cast %i79 : index to i64
    %b81 = arith.cmpf ogt, %a76, %o77 : f32
    %b82 = arith.cmpf uno, %a76, %a76 : f32
    %b83 = arith.ori %b81, %b82 : i1
    %b84 = arith.select %b83, %a76, %o77 : f32
    %b85 = arith.select %b83, %b80, %o78 : i64
    linalg.yield %b84, %b85 : f32, i64
  } -> (tensor<128x14x30x30xf32>, tensor<128x14x30x30xi64>)
  return %g86#0 : tensor<128x14x30x30xf32>
}
