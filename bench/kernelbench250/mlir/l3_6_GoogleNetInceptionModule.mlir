// Imported by htam-import from 6_GoogleNetInceptionModule.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x480x224x224 (input), branch1x1_weight 192x480x1x1 (parameter:branch1x1.weight), branch1x1_bias 192 (parameter:branch1x1.bias), branch3x3_0_weight 96x480x1x1 (parameter:branch3x3.0.weight), branch3x3_0_bias 96 (parameter:branch3x3.0.bias), branch3x3_1_weight 208x96x3x3 (parameter:branch3x3.1.weight), branch3x3_1_bias 208 (parameter:branch3x3.1.bias), branch5x5_0_weight 16x480x1x1 (parameter:branch5x5.0.weight), branch5x5_0_bias 16 (parameter:branch5x5.0.bias), branch5x5_1_weight 48x16x5x5 (parameter:branch5x5.1.weight), branch5x5_1_bias 48 (parameter:branch5x5.1.bias), branch_pool_1_weight 64x480x1x1 (parameter:branch_pool.1.weight), branch_pool_1_bias 64 (parameter:branch_pool.1.bias)
func.func @l3_6_googlenetinceptionmodule(
    %x: tensor<10x480x224x224xf32>,
    %branch1x1_weight: tensor<192x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %branch1x1_bias: tensor<192xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %branch3x3_0_weight: tensor<96x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %branch3x3_0_bias: tensor<96xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %branch3x3_1_weight: tensor<208x96x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %branch3x3_1_bias: tensor<208xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %branch5x5_0_weight: tensor<16x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %branch5x5_0_bias: tensor<16xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %branch5x5_1_weight: tensor<48x16x5x5xf32> {htam.init = "uniform(-0.05..0.05)"},
    %branch5x5_1_bias: tensor<48xf32> {htam.init = "uniform(-0.05..0.05)"},
    %branch_pool_1_weight: tensor<64x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %branch_pool_1_bias: tensor<64xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"}) -> (tensor<10x512x224x224xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<10x192x224x224xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x192x224x224xf32>) -> tensor<10x192x224x224xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %branch1x1_weight : tensor<10x480x224x224xf32>, tensor<192x480x1x1xf32>) outs(%f2 : tensor<10x192x224x224xf32>) -> tensor<10x192x224x224xf32>
  %e5 = tensor.empty() : tensor<10x192x224x224xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %branch1x1_bias : tensor<10x192x224x224xf32>, tensor<192xf32>) outs(%e5 : tensor<10x192x224x224xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<10x192x224x224xf32>
  %e11 = tensor.empty() : tensor<10x96x224x224xf32>
  %f12 = linalg.fill ins(%c0 : f32) outs(%e11 : tensor<10x96x224x224xf32>) -> tensor<10x96x224x224xf32>
  %conv13 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %branch3x3_0_weight : tensor<10x480x224x224xf32>, tensor<96x480x1x1xf32>) outs(%f12 : tensor<10x96x224x224xf32>) -> tensor<10x96x224x224xf32>
  %e15 = tensor.empty() : tensor<10x96x224x224xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv13, %branch3x3_0_bias : tensor<10x96x224x224xf32>, tensor<96xf32>) outs(%e15 : tensor<10x96x224x224xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.addf %a16, %a17 : f32
    linalg.yield %b19 : f32
  } -> tensor<10x96x224x224xf32>
  %e21 = tensor.empty() : tensor<10x96x226x226xf32>
  %f22 = linalg.fill ins(%c0 : f32) outs(%e21 : tensor<10x96x226x226xf32>) -> tensor<10x96x226x226xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g20 : tensor<10x96x224x224xf32>) outs(%f22 : tensor<10x96x226x226xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    linalg.yield %a23 : f32
  } -> tensor<10x96x226x226xf32>
  %e26 = tensor.empty() : tensor<10x208x224x224xf32>
  %f27 = linalg.fill ins(%c0 : f32) outs(%e26 : tensor<10x208x224x224xf32>) -> tensor<10x208x224x224xf32>
  %conv28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g25, %branch3x3_1_weight : tensor<10x96x226x226xf32>, tensor<208x96x3x3xf32>) outs(%f27 : tensor<10x208x224x224xf32>) -> tensor<10x208x224x224xf32>
  %e30 = tensor.empty() : tensor<10x208x224x224xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv28, %branch3x3_1_bias : tensor<10x208x224x224xf32>, tensor<208xf32>) outs(%e30 : tensor<10x208x224x224xf32>) {
  ^bb0(%a31: f32, %a32: f32, %o33: f32):
    %b34 = arith.addf %a31, %a32 : f32
    linalg.yield %b34 : f32
  } -> tensor<10x208x224x224xf32>
  %e36 = tensor.empty() : tensor<10x16x224x224xf32>
  %f37 = linalg.fill ins(%c0 : f32) outs(%e36 : tensor<10x16x224x224xf32>) -> tensor<10x16x224x224xf32>
  %conv38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %branch5x5_0_weight : tensor<10x480x224x224xf32>, tensor<16x480x1x1xf32>) outs(%f37 : tensor<10x16x224x224xf32>) -> tensor<10x16x224x224xf32>
  %e40 = tensor.empty() : tensor<10x16x224x224xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv38, %branch5x5_0_bias : tensor<10x16x224x224xf32>, tensor<16xf32>) outs(%e40 : tensor<10x16x224x224xf32>) {
  ^bb0(%a41: f32, %a42: f32, %o43: f32):
    %b44 = arith.addf %a41, %a42 : f32
    linalg.yield %b44 : f32
  } -> tensor<10x16x224x224xf32>
  %e46 = tensor.empty() : tensor<10x16x228x228xf32>
  %f47 = linalg.fill ins(%c0 : f32) outs(%e46 : tensor<10x16x228x228xf32>) -> tensor<10x16x228x228xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g45 : tensor<10x16x224x224xf32>) outs(%f47 : tensor<10x16x228x228xf32>) {
  ^bb0(%a48: f32, %o49: f32):
    linalg.yield %a48 : f32
  } -> tensor<10x16x228x228xf32>
  %e51 = tensor.empty() : tensor<10x48x224x224xf32>
  %f52 = linalg.fill ins(%c0 : f32) outs(%e51 : tensor<10x48x224x224xf32>) -> tensor<10x48x224x224xf32>
  %conv53 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g50, %branch5x5_1_weight : tensor<10x16x228x228xf32>, tensor<48x16x5x5xf32>) outs(%f52 : tensor<10x48x224x224xf32>) -> tensor<10x48x224x224xf32>
  %e55 = tensor.empty() : tensor<10x48x224x224xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv53, %branch5x5_1_bias : tensor<10x48x224x224xf32>, tensor<48xf32>) outs(%e55 : tensor<10x48x224x224xf32>) {
  ^bb0(%a56: f32, %a57: f32, %o58: f32):
    %b59 = arith.addf %a56, %a57 : f32
    linalg.yield %b59 : f32
  } -> tensor<10x48x224x224xf32>
  %e61 = tensor.empty() : tensor<10x480x226x226xf32>
  %f62 = linalg.fill ins(%c1 : f32) outs(%e61 : tensor<10x480x226x226xf32>) -> tensor<10x480x226x226xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<10x480x224x224xf32>) outs(%f62 : tensor<10x480x226x226xf32>) {
  ^bb0(%a63: f32, %o64: f32):
    linalg.yield %a63 : f32
  } -> tensor<10x480x226x226xf32>
  %e66 = tensor.empty() : tensor<10x480x224x224xf32>
  %f67 = linalg.fill ins(%c1 : f32) outs(%e66 : tensor<10x480x224x224xf32>) -> tensor<10x480x224x224xf32>
  %e68 = tensor.empty() : tensor<3x3xf32>
  %pool69 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g65, %e68 : tensor<10x480x226x226xf32>, tensor<3x3xf32>) outs(%f67 : tensor<10x480x224x224xf32>) -> tensor<10x480x224x224xf32>
  %e70 = tensor.empty() : tensor<10x64x224x224xf32>
  %f71 = linalg.fill ins(%c0 : f32) outs(%e70 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %conv72 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool69, %branch_pool_1_weight : tensor<10x480x224x224xf32>, tensor<64x480x1x1xf32>) outs(%f71 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %e74 = tensor.empty() : tensor<10x64x224x224xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv72, %branch_pool_1_bias : tensor<10x64x224x224xf32>, tensor<64xf32>) outs(%e74 : tensor<10x64x224x224xf32>) {
  ^bb0(%a75: f32, %a76: f32, %o77: f32):
    %b78 = arith.addf %a75, %a76 : f32
    linalg.yield %b78 : f32
  } -> tensor<10x64x224x224xf32>
  %e80 = tensor.empty() : tensor<10x512x224x224xf32>
  %cat81 = tensor.insert_slice %g10 into %e80[0, 0, 0, 0] [10, 192, 224, 224] [1, 1, 1, 1] : tensor<10x192x224x224xf32> into tensor<10x512x224x224xf32>
  %cat82 = tensor.insert_slice %g35 into %cat81[0, 192, 0, 0] [10, 208, 224, 224] [1, 1, 1, 1] : tensor<10x208x224x224xf32> into tensor<10x512x224x224xf32>
  %cat83 = tensor.insert_slice %g60 into %cat82[0, 400, 0, 0] [10, 48, 224, 224] [1, 1, 1, 1] : tensor<10x48x224x224xf32> into tensor<10x512x224x224xf32>
  %cat84 = tensor.insert_slice %g79 into %cat83[0, 448, 0, 0] [10, 64, 224, 224] [1, 1, 1, 1] : tensor<10x64x224x224xf32> into tensor<10x512x224x224xf32>
  return %cat84 : tensor<10x512x224x224xf32>
}
