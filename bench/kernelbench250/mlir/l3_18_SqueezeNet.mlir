// Imported by htam-import from 18_SqueezeNet.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x3x512x512 (input), features_0_weight 96x3x7x7 (parameter:features.0.weight), features_0_bias 96 (parameter:features.0.bias), features_3_squeeze_weight 16x96x1x1 (parameter:features.3.squeeze.weight), features_3_squeeze_bias 16 (parameter:features.3.squeeze.bias), features_3_expand1x1_weight 64x16x1x1 (parameter:features.3.expand1x1.weight), features_3_expand1x1_bias 64 (parameter:features.3.expand1x1.bias), features_3_expand3x3_weight 64x16x3x3 (parameter:features.3.expand3x3.weight), features_3_expand3x3_bias 64 (parameter:features.3.expand3x3.bias), features_4_squeeze_weight 16x128x1x1 (parameter:features.4.squeeze.weight), features_4_squeeze_bias 16 (parameter:features.4.squeeze.bias), features_4_expand1x1_weight 64x16x1x1 (parameter:features.4.expand1x1.weight), features_4_expand1x1_bias 64 (parameter:features.4.expand1x1.bias), features_4_expand3x3_weight 64x16x3x3 (parameter:features.4.expand3x3.weight), features_4_expand3x3_bias 64 (parameter:features.4.expand3x3.bias), features_5_squeeze_weight 32x128x1x1 (parameter:features.5.squeeze.weight), features_5_squeeze_bias 32 (parameter:features.5.squeeze.bias), features_5_expand1x1_weight 128x32x1x1 (parameter:features.5.expand1x1.weight), features_5_expand1x1_bias 128 (parameter:features.5.expand1x1.bias), features_5_expand3x3_weight 128x32x3x3 (parameter:features.5.expand3x3.weight), features_5_expand3x3_bias 128 (parameter:features.5.expand3x3.bias), features_7_squeeze_weight 32x256x1x1 (parameter:features.7.squeeze.weight), features_7_squeeze_bias 32 (parameter:features.7.squeeze.bias), features_7_expand1x1_weight 128x32x1x1 (parameter:features.7.expand1x1.weight), features_7_expand1x1_bias 128 (parameter:features.7.expand1x1.bias), features_7_expand3x3_weight 128x32x3x3 (parameter:features.7.expand3x3.weight), features_7_expand3x3_bias 128 (parameter:features.7.expand3x3.bias), features_8_squeeze_weight 48x256x1x1 (parameter:features.8.squeeze.weight), features_8_squeeze_bias 48 (parameter:features.8.squeeze.bias), features_8_expand1x1_weight 192x48x1x1 (parameter:features.8.expand1x1.weight), features_8_expand1x1_bias 192 (parameter:features.8.expand1x1.bias), features_8_expand3x3_weight 192x48x3x3 (parameter:features.8.expand3x3.weight), features_8_expand3x3_bias 192 (parameter:features.8.expand3x3.bias), features_9_squeeze_weight 48x384x1x1 (parameter:features.9.squeeze.weight), features_9_squeeze_bias 48 (parameter:features.9.squeeze.bias), features_9_expand1x1_weight 192x48x1x1 (parameter:features.9.expand1x1.weight), features_9_expand1x1_bias 192 (parameter:features.9.expand1x1.bias), features_9_expand3x3_weight 192x48x3x3 (parameter:features.9.expand3x3.weight), features_9_expand3x3_bias 192 (parameter:features.9.expand3x3.bias), features_10_squeeze_weight 64x384x1x1 (parameter:features.10.squeeze.weight), features_10_squeeze_bias 64 (parameter:features.10.squeeze.bias), features_10_expand1x1_weight 256x64x1x1 (parameter:features.10.expand1x1.weight), features_10_expand1x1_bias 256 (parameter:features.10.expand1x1.bias), features_10_expand3x3_weight 256x64x3x3 (parameter:features.10.expand3x3.weight), features_10_expand3x3_bias 256 (parameter:features.10.expand3x3.bias), features_12_squeeze_weight 64x512x1x1 (parameter:features.12.squeeze.weight), features_12_squeeze_bias 64 (parameter:features.12.squeeze.bias), features_12_expand1x1_weight 256x64x1x1 (parameter:features.12.expand1x1.weight), features_12_expand1x1_bias 256 (parameter:features.12.expand1x1.bias), features_12_expand3x3_weight 256x64x3x3 (parameter:features.12.expand3x3.weight), features_12_expand3x3_bias 256 (parameter:features.12.expand3x3.bias), classifier_1_weight 1000x512x1x1 (parameter:classifier.1.weight), classifier_1_bias 1000 (parameter:classifier.1.bias)
func.func @l3_18_squeezenet(
    %x: tensor<64x3x512x512xf32>,
    %features_0_weight: tensor<96x3x7x7xf32> {htam.init = "uniform(-0.0824786099..0.0824786099)"},
    %features_0_bias: tensor<96xf32> {htam.init = "uniform(-0.0824786099..0.0824786099)"},
    %features_3_squeeze_weight: tensor<16x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %features_3_squeeze_bias: tensor<16xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %features_3_expand1x1_weight: tensor<64x16x1x1xf32> {htam.init = "uniform(-0.25..0.25)"},
    %features_3_expand1x1_bias: tensor<64xf32> {htam.init = "uniform(-0.25..0.25)"},
    %features_3_expand3x3_weight: tensor<64x16x3x3xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %features_3_expand3x3_bias: tensor<64xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %features_4_squeeze_weight: tensor<16x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %features_4_squeeze_bias: tensor<16xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %features_4_expand1x1_weight: tensor<64x16x1x1xf32> {htam.init = "uniform(-0.25..0.25)"},
    %features_4_expand1x1_bias: tensor<64xf32> {htam.init = "uniform(-0.25..0.25)"},
    %features_4_expand3x3_weight: tensor<64x16x3x3xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %features_4_expand3x3_bias: tensor<64xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %features_5_squeeze_weight: tensor<32x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %features_5_squeeze_bias: tensor<32xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %features_5_expand1x1_weight: tensor<128x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %features_5_expand1x1_bias: tensor<128xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %features_5_expand3x3_weight: tensor<128x32x3x3xf32> {htam.init = "uniform(-0.0589255651..0.0589255651)"},
    %features_5_expand3x3_bias: tensor<128xf32> {htam.init = "uniform(-0.0589255651..0.0589255651)"},
    %features_7_squeeze_weight: tensor<32x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %features_7_squeeze_bias: tensor<32xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %features_7_expand1x1_weight: tensor<128x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %features_7_expand1x1_bias: tensor<128xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %features_7_expand3x3_weight: tensor<128x32x3x3xf32> {htam.init = "uniform(-0.0589255651..0.0589255651)"},
    %features_7_expand3x3_bias: tensor<128xf32> {htam.init = "uniform(-0.0589255651..0.0589255651)"},
    %features_8_squeeze_weight: tensor<48x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %features_8_squeeze_bias: tensor<48xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %features_8_expand1x1_weight: tensor<192x48x1x1xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %features_8_expand1x1_bias: tensor<192xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %features_8_expand3x3_weight: tensor<192x48x3x3xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %features_8_expand3x3_bias: tensor<192xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %features_9_squeeze_weight: tensor<48x384x1x1xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %features_9_squeeze_bias: tensor<48xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %features_9_expand1x1_weight: tensor<192x48x1x1xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %features_9_expand1x1_bias: tensor<192xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %features_9_expand3x3_weight: tensor<192x48x3x3xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %features_9_expand3x3_bias: tensor<192xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %features_10_squeeze_weight: tensor<64x384x1x1xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %features_10_squeeze_bias: tensor<64xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %features_10_expand1x1_weight: tensor<256x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %features_10_expand1x1_bias: tensor<256xf32> {htam.init = "uniform(-0.125..0.125)"},
    %features_10_expand3x3_weight: tensor<256x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_10_expand3x3_bias: tensor<256xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_12_squeeze_weight: tensor<64x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %features_12_squeeze_bias: tensor<64xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %features_12_expand1x1_weight: tensor<256x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %features_12_expand1x1_bias: tensor<256xf32> {htam.init = "uniform(-0.125..0.125)"},
    %features_12_expand3x3_weight: tensor<256x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_12_expand3x3_bias: tensor<256xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %classifier_1_weight: tensor<1000x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %classifier_1_bias: tensor<1000xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"}) -> (tensor<64x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 961.0 : f32
  %e1 = tensor.empty() : tensor<64x96x253x253xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x96x253x253xf32>) -> tensor<64x96x253x253xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %features_0_weight : tensor<64x3x512x512xf32>, tensor<96x3x7x7xf32>) outs(%f2 : tensor<64x96x253x253xf32>) -> tensor<64x96x253x253xf32>
  %e5 = tensor.empty() : tensor<64x96x253x253xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %features_0_bias : tensor<64x96x253x253xf32>, tensor<96xf32>) outs(%e5 : tensor<64x96x253x253xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<64x96x253x253xf32>
  %e11 = tensor.empty() : tensor<64x96x253x253xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<64x96x253x253xf32>) outs(%e11 : tensor<64x96x253x253xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.maximumf %a12, %c0 : f32
    linalg.yield %b14 : f32
  } -> tensor<64x96x253x253xf32>
  %e16 = tensor.empty() : tensor<64x96x126x126xf32>
  %f17 = linalg.fill ins(%c1 : f32) outs(%e16 : tensor<64x96x126x126xf32>) -> tensor<64x96x126x126xf32>
  %e18 = tensor.empty() : tensor<3x3xf32>
  %pool19 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g15, %e18 : tensor<64x96x253x253xf32>, tensor<3x3xf32>) outs(%f17 : tensor<64x96x126x126xf32>) -> tensor<64x96x126x126xf32>
  %e20 = tensor.empty() : tensor<64x16x126x126xf32>
  %f21 = linalg.fill ins(%c0 : f32) outs(%e20 : tensor<64x16x126x126xf32>) -> tensor<64x16x126x126xf32>
  %conv22 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool19, %features_3_squeeze_weight : tensor<64x96x126x126xf32>, tensor<16x96x1x1xf32>) outs(%f21 : tensor<64x16x126x126xf32>) -> tensor<64x16x126x126xf32>
  %e24 = tensor.empty() : tensor<64x16x126x126xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv22, %features_3_squeeze_bias : tensor<64x16x126x126xf32>, tensor<16xf32>) outs(%e24 : tensor<64x16x126x126xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.addf %a25, %a26 : f32
    linalg.yield %b28 : f32
  } -> tensor<64x16x126x126xf32>
  %e30 = tensor.empty() : tensor<64x16x126x126xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g29 : tensor<64x16x126x126xf32>) outs(%e30 : tensor<64x16x126x126xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.maximumf %a31, %c0 : f32
    linalg.yield %b33 : f32
  } -> tensor<64x16x126x126xf32>
  %e35 = tensor.empty() : tensor<64x64x126x126xf32>
  %f36 = linalg.fill ins(%c0 : f32) outs(%e35 : tensor<64x64x126x126xf32>) -> tensor<64x64x126x126xf32>
  %conv37 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g34, %features_3_expand1x1_weight : tensor<64x16x126x126xf32>, tensor<64x16x1x1xf32>) outs(%f36 : tensor<64x64x126x126xf32>) -> tensor<64x64x126x126xf32>
  %e39 = tensor.empty() : tensor<64x64x126x126xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv37, %features_3_expand1x1_bias : tensor<64x64x126x126xf32>, tensor<64xf32>) outs(%e39 : tensor<64x64x126x126xf32>) {
  ^bb0(%a40: f32, %a41: f32, %o42: f32):
    %b43 = arith.addf %a40, %a41 : f32
    linalg.yield %b43 : f32
  } -> tensor<64x64x126x126xf32>
  %e45 = tensor.empty() : tensor<64x64x126x126xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g44 : tensor<64x64x126x126xf32>) outs(%e45 : tensor<64x64x126x126xf32>) {
  ^bb0(%a46: f32, %o47: f32):
    %b48 = arith.maximumf %a46, %c0 : f32
    linalg.yield %b48 : f32
  } -> tensor<64x64x126x126xf32>
  %e50 = tensor.empty() : tensor<64x16x128x128xf32>
  %f51 = linalg.fill ins(%c0 : f32) outs(%e50 : tensor<64x16x128x128xf32>) -> tensor<64x16x128x128xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g34 : tensor<64x16x126x126xf32>) outs(%f51 : tensor<64x16x128x128xf32>) {
  ^bb0(%a52: f32, %o53: f32):
    linalg.yield %a52 : f32
  } -> tensor<64x16x128x128xf32>
  %e55 = tensor.empty() : tensor<64x64x126x126xf32>
  %f56 = linalg.fill ins(%c0 : f32) outs(%e55 : tensor<64x64x126x126xf32>) -> tensor<64x64x126x126xf32>
  %conv57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g54, %features_3_expand3x3_weight : tensor<64x16x128x128xf32>, tensor<64x16x3x3xf32>) outs(%f56 : tensor<64x64x126x126xf32>) -> tensor<64x64x126x126xf32>
  %e59 = tensor.empty() : tensor<64x64x126x126xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv57, %features_3_expand3x3_bias : tensor<64x64x126x126xf32>, tensor<64xf32>) outs(%e59 : tensor<64x64x126x126xf32>) {
  ^bb0(%a60: f32, %a61: f32, %o62: f32):
    %b63 = arith.addf %a60, %a61 : f32
    linalg.yield %b63 : f32
  } -> tensor<64x64x126x126xf32>
  %e65 = tensor.empty() : tensor<64x64x126x126xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g64 : tensor<64x64x126x126xf32>) outs(%e65 : tensor<64x64x126x126xf32>) {
  ^bb0(%a66: f32, %o67: f32):
    %b68 = arith.maximumf %a66, %c0 : f32
    linalg.yield %b68 : f32
  } -> tensor<64x64x126x126xf32>
  %e70 = tensor.empty() : tensor<64x128x126x126xf32>
  %cat71 = tensor.insert_slice %g49 into %e70[0, 0, 0, 0] [64, 64, 126, 126] [1, 1, 1, 1] : tensor<64x64x126x126xf32> into tensor<64x128x126x126xf32>
  %cat72 = tensor.insert_slice %g69 into %cat71[0, 64, 0, 0] [64, 64, 126, 126] [1, 1, 1, 1] : tensor<64x64x126x126xf32> into tensor<64x128x126x126xf32>
  %e73 = tensor.empty() : tensor<64x16x126x126xf32>
  %f74 = linalg.fill ins(%c0 : f32) outs(%e73 : tensor<64x16x126x126xf32>) -> tensor<64x16x126x126xf32>
  %conv75 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat72, %features_4_squeeze_weight : tensor<64x128x126x126xf32>, tensor<16x128x1x1xf32>) outs(%f74 : tensor<64x16x126x126xf32>) -> tensor<64x16x126x126xf32>
  %e77 = tensor.empty() : tensor<64x16x126x126xf32>
  %g82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv75, %features_4_squeeze_bias : tensor<64x16x126x126xf32>, tensor<16xf32>) outs(%e77 : tensor<64x16x126x126xf32>) {
  ^bb0(%a78: f32, %a79: f32, %o80: f32):
    %b81 = arith.addf %a78, %a79 : f32
    linalg.yield %b81 : f32
  } -> tensor<64x16x126x126xf32>
  %e83 = tensor.empty() : tensor<64x16x126x126xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g82 : tensor<64x16x126x126xf32>) outs(%e83 : tensor<64x16x126x126xf32>) {
  ^bb0(%a84: f32, %o85: f32):
    %b86 = arith.maximumf %a84, %c0 : f32
    linalg.yield %b86 : f32
  } -> tensor<64x16x126x126xf32>
  %e88 = tensor.empty() : tensor<64x64x126x126xf32>
  %f89 = linalg.fill ins(%c0 : f32) outs(%e88 : tensor<64x64x126x126xf32>) -> tensor<64x64x126x126xf32>
  %conv90 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g87, %features_4_expand1x1_weight : tensor<64x16x126x126xf32>, tensor<64x16x1x1xf32>) outs(%f89 : tensor<64x64x126x126xf32>) -> tensor<64x64x126x126xf32>
  %e92 = tensor.empty() : tensor<64x64x126x126xf32>
  %g97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv90, %features_4_expand1x1_bias : tensor<64x64x126x126xf32>, tensor<64xf32>) outs(%e92 : tensor<64x64x126x126xf32>) {
  ^bb0(%a93: f32, %a94: f32, %o95: f32):
    %b96 = arith.addf %a93, %a94 : f32
    linalg.yield %b96 : f32
  } -> tensor<64x64x126x126xf32>
  %e98 = tensor.empty() : tensor<64x64x126x126xf32>
  %g102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g97 : tensor<64x64x126x126xf32>) outs(%e98 : tensor<64x64x126x126xf32>) {
  ^bb0(%a99: f32, %o100: f32):
    %b101 = arith.maximumf %a99, %c0 : f32
    linalg.yield %b101 : f32
  } -> tensor<64x64x126x126xf32>
  %e103 = tensor.empty() : tensor<64x16x128x128xf32>
  %f104 = linalg.fill ins(%c0 : f32) outs(%e103 : tensor<64x16x128x128xf32>) -> tensor<64x16x128x128xf32>
  %g107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g87 : tensor<64x16x126x126xf32>) outs(%f104 : tensor<64x16x128x128xf32>) {
  ^bb0(%a105: f32, %o106: f32):
    linalg.yield %a105 : f32
  } -> tensor<64x16x128x128xf32>
  %e108 = tensor.empty() : tensor<64x64x126x126xf32>
  %f109 = linalg.fill ins(%c0 : f32) outs(%e108 : tensor<64x64x126x126xf32>) -> tensor<64x64x126x126xf32>
  %conv110 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g107, %features_4_expand3x3_weight : tensor<64x16x128x128xf32>, tensor<64x16x3x3xf32>) outs(%f109 : tensor<64x64x126x126xf32>) -> tensor<64x64x126x126xf32>
  %e112 = tensor.empty() : tensor<64x64x126x126xf32>
  %g117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv110, %features_4_expand3x3_bias : tensor<64x64x126x126xf32>, tensor<64xf32>) outs(%e112 : tensor<64x64x126x126xf32>) {
  ^bb0(%a113: f32, %a114: f32, %o115: f32):
    %b116 = arith.addf %a113, %a114 : f32
    linalg.yield %b116 : f32
  } -> tensor<64x64x126x126xf32>
  %e118 = tensor.empty() : tensor<64x64x126x126xf32>
  %g122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g117 : tensor<64x64x126x126xf32>) outs(%e118 : tensor<64x64x126x126xf32>) {
  ^bb0(%a119: f32, %o120: f32):
    %b121 = arith.maximumf %a119, %c0 : f32
    linalg.yield %b121 : f32
  } -> tensor<64x64x126x126xf32>
  %e123 = tensor.empty() : tensor<64x128x126x126xf32>
  %cat124 = tensor.insert_slice %g102 into %e123[0, 0, 0, 0] [64, 64, 126, 126] [1, 1, 1, 1] : tensor<64x64x126x126xf32> into tensor<64x128x126x126xf32>
  %cat125 = tensor.insert_slice %g122 into %cat124[0, 64, 0, 0] [64, 64, 126, 126] [1, 1, 1, 1] : tensor<64x64x126x126xf32> into tensor<64x128x126x126xf32>
  %e126 = tensor.empty() : tensor<64x32x126x126xf32>
  %f127 = linalg.fill ins(%c0 : f32) outs(%e126 : tensor<64x32x126x126xf32>) -> tensor<64x32x126x126xf32>
  %conv128 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat125, %features_5_squeeze_weight : tensor<64x128x126x126xf32>, tensor<32x128x1x1xf32>) outs(%f127 : tensor<64x32x126x126xf32>) -> tensor<64x32x126x126xf32>
  %e130 = tensor.empty() : tensor<64x32x126x126xf32>
  %g135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv128, %features_5_squeeze_bias : tensor<64x32x126x126xf32>, tensor<32xf32>) outs(%e130 : tensor<64x32x126x126xf32>) {
  ^bb0(%a131: f32, %a132: f32, %o133: f32):
    %b134 = arith.addf %a131, %a132 : f32
    linalg.yield %b134 : f32
  } -> tensor<64x32x126x126xf32>
  %e136 = tensor.empty() : tensor<64x32x126x126xf32>
  %g140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g135 : tensor<64x32x126x126xf32>) outs(%e136 : tensor<64x32x126x126xf32>) {
  ^bb0(%a137: f32, %o138: f32):
    %b139 = arith.maximumf %a137, %c0 : f32
    linalg.yield %b139 : f32
  } -> tensor<64x32x126x126xf32>
  %e141 = tensor.empty() : tensor<64x128x126x126xf32>
  %f142 = linalg.fill ins(%c0 : f32) outs(%e141 : tensor<64x128x126x126xf32>) -> tensor<64x128x126x126xf32>
  %conv143 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g140, %features_5_expand1x1_weight : tensor<64x32x126x126xf32>, tensor<128x32x1x1xf32>) outs(%f142 : tensor<64x128x126x126xf32>) -> tensor<64x128x126x126xf32>
  %e145 = tensor.empty() : tensor<64x128x126x126xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv143, %features_5_expand1x1_bias : tensor<64x128x126x126xf32>, tensor<128xf32>) outs(%e145 : tensor<64x128x126x126xf32>) {
  ^bb0(%a146: f32, %a147: f32, %o148: f32):
    %b149 = arith.addf %a146, %a147 : f32
    linalg.yield %b149 : f32
  } -> tensor<64x128x126x126xf32>
  %e151 = tensor.empty() : tensor<64x128x126x126xf32>
  %g155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g150 : tensor<64x128x126x126xf32>) outs(%e151 : tensor<64x128x126x126xf32>) {
  ^bb0(%a152: f32, %o153: f32):
    %b154 = arith.maximumf %a152, %c0 : f32
    linalg.yield %b154 : f32
  } -> tensor<64x128x126x126xf32>
  %e156 = tensor.empty() : tensor<64x32x128x128xf32>
  %f157 = linalg.fill ins(%c0 : f32) outs(%e156 : tensor<64x32x128x128xf32>) -> tensor<64x32x128x128xf32>
  %g160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g140 : tensor<64x32x126x126xf32>) outs(%f157 : tensor<64x32x128x128xf32>) {
  ^bb0(%a158: f32, %o159: f32):
    linalg.yield %a158 : f32
  } -> tensor<64x32x128x128xf32>
  %e161 = tensor.empty() : tensor<64x128x126x126xf32>
  %f162 = linalg.fill ins(%c0 : f32) outs(%e161 : tensor<64x128x126x126xf32>) -> tensor<64x128x126x126xf32>
  %conv163 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g160, %features_5_expand3x3_weight : tensor<64x32x128x128xf32>, tensor<128x32x3x3xf32>) outs(%f162 : tensor<64x128x126x126xf32>) -> tensor<64x128x126x126xf32>
  %e165 = tensor.empty() : tensor<64x128x126x126xf32>
  %g170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv163, %features_5_expand3x3_bias : tensor<64x128x126x126xf32>, tensor<128xf32>) outs(%e165 : tensor<64x128x126x126xf32>) {
  ^bb0(%a166: f32, %a167: f32, %o168: f32):
    %b169 = arith.addf %a166, %a167 : f32
    linalg.yield %b169 : f32
  } -> tensor<64x128x126x126xf32>
  %e171 = tensor.empty() : tensor<64x128x126x126xf32>
  %g175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g170 : tensor<64x128x126x126xf32>) outs(%e171 : tensor<64x128x126x126xf32>) {
  ^bb0(%a172: f32, %o173: f32):
    %b174 = arith.maximumf %a172, %c0 : f32
    linalg.yield %b174 : f32
  } -> tensor<64x128x126x126xf32>
  %e176 = tensor.empty() : tensor<64x256x126x126xf32>
  %cat177 = tensor.insert_slice %g155 into %e176[0, 0, 0, 0] [64, 128, 126, 126] [1, 1, 1, 1] : tensor<64x128x126x126xf32> into tensor<64x256x126x126xf32>
  %cat178 = tensor.insert_slice %g175 into %cat177[0, 128, 0, 0] [64, 128, 126, 126] [1, 1, 1, 1] : tensor<64x128x126x126xf32> into tensor<64x256x126x126xf32>
  %e179 = tensor.empty() : tensor<64x256x127x127xf32>
  %f180 = linalg.fill ins(%c1 : f32) outs(%e179 : tensor<64x256x127x127xf32>) -> tensor<64x256x127x127xf32>
  %ins181 = tensor.insert_slice %cat178 into %f180[0, 0, 0, 0] [64, 256, 126, 126] [1, 1, 1, 1] : tensor<64x256x126x126xf32> into tensor<64x256x127x127xf32>
  %e182 = tensor.empty() : tensor<64x256x63x63xf32>
  %f183 = linalg.fill ins(%c1 : f32) outs(%e182 : tensor<64x256x63x63xf32>) -> tensor<64x256x63x63xf32>
  %e184 = tensor.empty() : tensor<3x3xf32>
  %pool185 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%ins181, %e184 : tensor<64x256x127x127xf32>, tensor<3x3xf32>) outs(%f183 : tensor<64x256x63x63xf32>) -> tensor<64x256x63x63xf32>
  %e186 = tensor.empty() : tensor<64x32x63x63xf32>
  %f187 = linalg.fill ins(%c0 : f32) outs(%e186 : tensor<64x32x63x63xf32>) -> tensor<64x32x63x63xf32>
  %conv188 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool185, %features_7_squeeze_weight : tensor<64x256x63x63xf32>, tensor<32x256x1x1xf32>) outs(%f187 : tensor<64x32x63x63xf32>) -> tensor<64x32x63x63xf32>
  %e190 = tensor.empty() : tensor<64x32x63x63xf32>
  %g195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv188, %features_7_squeeze_bias : tensor<64x32x63x63xf32>, tensor<32xf32>) outs(%e190 : tensor<64x32x63x63xf32>) {
  ^bb0(%a191: f32, %a192: f32, %o193: f32):
    %b194 = arith.addf %a191, %a192 : f32
    linalg.yield %b194 : f32
  } -> tensor<64x32x63x63xf32>
  %e196 = tensor.empty() : tensor<64x32x63x63xf32>
  %g200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g195 : tensor<64x32x63x63xf32>) outs(%e196 : tensor<64x32x63x63xf32>) {
  ^bb0(%a197: f32, %o198: f32):
    %b199 = arith.maximumf %a197, %c0 : f32
    linalg.yield %b199 : f32
  } -> tensor<64x32x63x63xf32>
  %e201 = tensor.empty() : tensor<64x128x63x63xf32>
  %f202 = linalg.fill ins(%c0 : f32) outs(%e201 : tensor<64x128x63x63xf32>) -> tensor<64x128x63x63xf32>
  %conv203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g200, %features_7_expand1x1_weight : tensor<64x32x63x63xf32>, tensor<128x32x1x1xf32>) outs(%f202 : tensor<64x128x63x63xf32>) -> tensor<64x128x63x63xf32>
  %e205 = tensor.empty() : tensor<64x128x63x63xf32>
  %g210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv203, %features_7_expand1x1_bias : tensor<64x128x63x63xf32>, tensor<128xf32>) outs(%e205 : tensor<64x128x63x63xf32>) {
  ^bb0(%a206: f32, %a207: f32, %o208: f32):
    %b209 = arith.addf %a206, %a207 : f32
    linalg.yield %b209 : f32
  } -> tensor<64x128x63x63xf32>
  %e211 = tensor.empty() : tensor<64x128x63x63xf32>
  %g215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g210 : tensor<64x128x63x63xf32>) outs(%e211 : tensor<64x128x63x63xf32>) {
  ^bb0(%a212: f32, %o213: f32):
    %b214 = arith.maximumf %a212, %c0 : f32
    linalg.yield %b214 : f32
  } -> tensor<64x128x63x63xf32>
  %e216 = tensor.empty() : tensor<64x32x65x65xf32>
  %f217 = linalg.fill ins(%c0 : f32) outs(%e216 : tensor<64x32x65x65xf32>) -> tensor<64x32x65x65xf32>
  %g220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g200 : tensor<64x32x63x63xf32>) outs(%f217 : tensor<64x32x65x65xf32>) {
  ^bb0(%a218: f32, %o219: f32):
    linalg.yield %a218 : f32
  } -> tensor<64x32x65x65xf32>
  %e221 = tensor.empty() : tensor<64x128x63x63xf32>
  %f222 = linalg.fill ins(%c0 : f32) outs(%e221 : tensor<64x128x63x63xf32>) -> tensor<64x128x63x63xf32>
  %conv223 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g220, %features_7_expand3x3_weight : tensor<64x32x65x65xf32>, tensor<128x32x3x3xf32>) outs(%f222 : tensor<64x128x63x63xf32>) -> tensor<64x128x63x63xf32>
  %e225 = tensor.empty() : tensor<64x128x63x63xf32>
  %g230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv223, %features_7_expand3x3_bias : tensor<64x128x63x63xf32>, tensor<128xf32>) outs(%e225 : tensor<64x128x63x63xf32>) {
  ^bb0(%a226: f32, %a227: f32, %o228: f32):
    %b229 = arith.addf %a226, %a227 : f32
    linalg.yield %b229 : f32
  } -> tensor<64x128x63x63xf32>
  %e231 = tensor.empty() : tensor<64x128x63x63xf32>
  %g235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g230 : tensor<64x128x63x63xf32>) outs(%e231 : tensor<64x128x63x63xf32>) {
  ^bb0(%a232: f32, %o233: f32):
    %b234 = arith.maximumf %a232, %c0 : f32
    linalg.yield %b234 : f32
  } -> tensor<64x128x63x63xf32>
  %e236 = tensor.empty() : tensor<64x256x63x63xf32>
  %cat237 = tensor.insert_slice %g215 into %e236[0, 0, 0, 0] [64, 128, 63, 63] [1, 1, 1, 1] : tensor<64x128x63x63xf32> into tensor<64x256x63x63xf32>
  %cat238 = tensor.insert_slice %g235 into %cat237[0, 128, 0, 0] [64, 128, 63, 63] [1, 1, 1, 1] : tensor<64x128x63x63xf32> into tensor<64x256x63x63xf32>
  %e239 = tensor.empty() : tensor<64x48x63x63xf32>
  %f240 = linalg.fill ins(%c0 : f32) outs(%e239 : tensor<64x48x63x63xf32>) -> tensor<64x48x63x63xf32>
  %conv241 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat238, %features_8_squeeze_weight : tensor<64x256x63x63xf32>, tensor<48x256x1x1xf32>) outs(%f240 : tensor<64x48x63x63xf32>) -> tensor<64x48x63x63xf32>
  %e243 = tensor.empty() : tensor<64x48x63x63xf32>
  %g248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv241, %features_8_squeeze_bias : tensor<64x48x63x63xf32>, tensor<48xf32>) outs(%e243 : tensor<64x48x63x63xf32>) {
  ^bb0(%a244: f32, %a245: f32, %o246: f32):
    %b247 = arith.addf %a244, %a245 : f32
    linalg.yield %b247 : f32
  } -> tensor<64x48x63x63xf32>
  %e249 = tensor.empty() : tensor<64x48x63x63xf32>
  %g253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g248 : tensor<64x48x63x63xf32>) outs(%e249 : tensor<64x48x63x63xf32>) {
  ^bb0(%a250: f32, %o251: f32):
    %b252 = arith.maximumf %a250, %c0 : f32
    linalg.yield %b252 : f32
  } -> tensor<64x48x63x63xf32>
  %e254 = tensor.empty() : tensor<64x192x63x63xf32>
  %f255 = linalg.fill ins(%c0 : f32) outs(%e254 : tensor<64x192x63x63xf32>) -> tensor<64x192x63x63xf32>
  %conv256 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g253, %features_8_expand1x1_weight : tensor<64x48x63x63xf32>, tensor<192x48x1x1xf32>) outs(%f255 : tensor<64x192x63x63xf32>) -> tensor<64x192x63x63xf32>
  %e258 = tensor.empty() : tensor<64x192x63x63xf32>
  %g263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv256, %features_8_expand1x1_bias : tensor<64x192x63x63xf32>, tensor<192xf32>) outs(%e258 : tensor<64x192x63x63xf32>) {
  ^bb0(%a259: f32, %a260: f32, %o261: f32):
    %b262 = arith.addf %a259, %a260 : f32
    linalg.yield %b262 : f32
  } -> tensor<64x192x63x63xf32>
  %e264 = tensor.empty() : tensor<64x192x63x63xf32>
  %g268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g263 : tensor<64x192x63x63xf32>) outs(%e264 : tensor<64x192x63x63xf32>) {
  ^bb0(%a265: f32, %o266: f32):
    %b267 = arith.maximumf %a265, %c0 : f32
    linalg.yield %b267 : f32
  } -> tensor<64x192x63x63xf32>
  %e269 = tensor.empty() : tensor<64x48x65x65xf32>
  %f270 = linalg.fill ins(%c0 : f32) outs(%e269 : tensor<64x48x65x65xf32>) -> tensor<64x48x65x65xf32>
  %g273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g253 : tensor<64x48x63x63xf32>) outs(%f270 : tensor<64x48x65x65xf32>) {
  ^bb0(%a271: f32, %o272: f32):
    linalg.yield %a271 : f32
  } -> tensor<64x48x65x65xf32>
  %e274 = tensor.empty() : tensor<64x192x63x63xf32>
  %f275 = linalg.fill ins(%c0 : f32) outs(%e274 : tensor<64x192x63x63xf32>) -> tensor<64x192x63x63xf32>
  %conv276 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g273, %features_8_expand3x3_weight : tensor<64x48x65x65xf32>, tensor<192x48x3x3xf32>) outs(%f275 : tensor<64x192x63x63xf32>) -> tensor<64x192x63x63xf32>
  %e278 = tensor.empty() : tensor<64x192x63x63xf32>
  %g283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv276, %features_8_expand3x3_bias : tensor<64x192x63x63xf32>, tensor<192xf32>) outs(%e278 : tensor<64x192x63x63xf32>) {
  ^bb0(%a279: f32, %a280: f32, %o281: f32):
    %b282 = arith.addf %a279, %a280 : f32
    linalg.yield %b282 : f32
  } -> tensor<64x192x63x63xf32>
  %e284 = tensor.empty() : tensor<64x192x63x63xf32>
  %g288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g283 : tensor<64x192x63x63xf32>) outs(%e284 : tensor<64x192x63x63xf32>) {
  ^bb0(%a285: f32, %o286: f32):
    %b287 = arith.maximumf %a285, %c0 : f32
    linalg.yield %b287 : f32
  } -> tensor<64x192x63x63xf32>
  %e289 = tensor.empty() : tensor<64x384x63x63xf32>
  %cat290 = tensor.insert_slice %g268 into %e289[0, 0, 0, 0] [64, 192, 63, 63] [1, 1, 1, 1] : tensor<64x192x63x63xf32> into tensor<64x384x63x63xf32>
  %cat291 = tensor.insert_slice %g288 into %cat290[0, 192, 0, 0] [64, 192, 63, 63] [1, 1, 1, 1] : tensor<64x192x63x63xf32> into tensor<64x384x63x63xf32>
  %e292 = tensor.empty() : tensor<64x48x63x63xf32>
  %f293 = linalg.fill ins(%c0 : f32) outs(%e292 : tensor<64x48x63x63xf32>) -> tensor<64x48x63x63xf32>
  %conv294 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat291, %features_9_squeeze_weight : tensor<64x384x63x63xf32>, tensor<48x384x1x1xf32>) outs(%f293 : tensor<64x48x63x63xf32>) -> tensor<64x48x63x63xf32>
  %e296 = tensor.empty() : tensor<64x48x63x63xf32>
  %g301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv294, %features_9_squeeze_bias : tensor<64x48x63x63xf32>, tensor<48xf32>) outs(%e296 : tensor<64x48x63x63xf32>) {
  ^bb0(%a297: f32, %a298: f32, %o299: f32):
    %b300 = arith.addf %a297, %a298 : f32
    linalg.yield %b300 : f32
  } -> tensor<64x48x63x63xf32>
  %e302 = tensor.empty() : tensor<64x48x63x63xf32>
  %g306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g301 : tensor<64x48x63x63xf32>) outs(%e302 : tensor<64x48x63x63xf32>) {
  ^bb0(%a303: f32, %o304: f32):
    %b305 = arith.maximumf %a303, %c0 : f32
    linalg.yield %b305 : f32
  } -> tensor<64x48x63x63xf32>
  %e307 = tensor.empty() : tensor<64x192x63x63xf32>
  %f308 = linalg.fill ins(%c0 : f32) outs(%e307 : tensor<64x192x63x63xf32>) -> tensor<64x192x63x63xf32>
  %conv309 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g306, %features_9_expand1x1_weight : tensor<64x48x63x63xf32>, tensor<192x48x1x1xf32>) outs(%f308 : tensor<64x192x63x63xf32>) -> tensor<64x192x63x63xf32>
  %e311 = tensor.empty() : tensor<64x192x63x63xf32>
  %g316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv309, %features_9_expand1x1_bias : tensor<64x192x63x63xf32>, tensor<192xf32>) outs(%e311 : tensor<64x192x63x63xf32>) {
  ^bb0(%a312: f32, %a313: f32, %o314: f32):
    %b315 = arith.addf %a312, %a313 : f32
    linalg.yield %b315 : f32
  } -> tensor<64x192x63x63xf32>
  %e317 = tensor.empty() : tensor<64x192x63x63xf32>
  %g321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g316 : tensor<64x192x63x63xf32>) outs(%e317 : tensor<64x192x63x63xf32>) {
  ^bb0(%a318: f32, %o319: f32):
    %b320 = arith.maximumf %a318, %c0 : f32
    linalg.yield %b320 : f32
  } -> tensor<64x192x63x63xf32>
  %e322 = tensor.empty() : tensor<64x48x65x65xf32>
  %f323 = linalg.fill ins(%c0 : f32) outs(%e322 : tensor<64x48x65x65xf32>) -> tensor<64x48x65x65xf32>
  %g326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g306 : tensor<64x48x63x63xf32>) outs(%f323 : tensor<64x48x65x65xf32>) {
  ^bb0(%a324: f32, %o325: f32):
    linalg.yield %a324 : f32
  } -> tensor<64x48x65x65xf32>
  %e327 = tensor.empty() : tensor<64x192x63x63xf32>
  %f328 = linalg.fill ins(%c0 : f32) outs(%e327 : tensor<64x192x63x63xf32>) -> tensor<64x192x63x63xf32>
  %conv329 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g326, %features_9_expand3x3_weight : tensor<64x48x65x65xf32>, tensor<192x48x3x3xf32>) outs(%f328 : tensor<64x192x63x63xf32>) -> tensor<64x192x63x63xf32>
  %e331 = tensor.empty() : tensor<64x192x63x63xf32>
  %g336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv329, %features_9_expand3x3_bias : tensor<64x192x63x63xf32>, tensor<192xf32>) outs(%e331 : tensor<64x192x63x63xf32>) {
  ^bb0(%a332: f32, %a333: f32, %o334: f32):
    %b335 = arith.addf %a332, %a333 : f32
    linalg.yield %b335 : f32
  } -> tensor<64x192x63x63xf32>
  %e337 = tensor.empty() : tensor<64x192x63x63xf32>
  %g341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g336 : tensor<64x192x63x63xf32>) outs(%e337 : tensor<64x192x63x63xf32>) {
  ^bb0(%a338: f32, %o339: f32):
    %b340 = arith.maximumf %a338, %c0 : f32
    linalg.yield %b340 : f32
  } -> tensor<64x192x63x63xf32>
  %e342 = tensor.empty() : tensor<64x384x63x63xf32>
  %cat343 = tensor.insert_slice %g321 into %e342[0, 0, 0, 0] [64, 192, 63, 63] [1, 1, 1, 1] : tensor<64x192x63x63xf32> into tensor<64x384x63x63xf32>
  %cat344 = tensor.insert_slice %g341 into %cat343[0, 192, 0, 0] [64, 192, 63, 63] [1, 1, 1, 1] : tensor<64x192x63x63xf32> into tensor<64x384x63x63xf32>
  %e345 = tensor.empty() : tensor<64x64x63x63xf32>
  %f346 = linalg.fill ins(%c0 : f32) outs(%e345 : tensor<64x64x63x63xf32>) -> tensor<64x64x63x63xf32>
  %conv347 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat344, %features_10_squeeze_weight : tensor<64x384x63x63xf32>, tensor<64x384x1x1xf32>) outs(%f346 : tensor<64x64x63x63xf32>) -> tensor<64x64x63x63xf32>
  %e349 = tensor.empty() : tensor<64x64x63x63xf32>
  %g354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv347, %features_10_squeeze_bias : tensor<64x64x63x63xf32>, tensor<64xf32>) outs(%e349 : tensor<64x64x63x63xf32>) {
  ^bb0(%a350: f32, %a351: f32, %o352: f32):
    %b353 = arith.addf %a350, %a351 : f32
    linalg.yield %b353 : f32
  } -> tensor<64x64x63x63xf32>
  %e355 = tensor.empty() : tensor<64x64x63x63xf32>
  %g359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g354 : tensor<64x64x63x63xf32>) outs(%e355 : tensor<64x64x63x63xf32>) {
  ^bb0(%a356: f32, %o357: f32):
    %b358 = arith.maximumf %a356, %c0 : f32
    linalg.yield %b358 : f32
  } -> tensor<64x64x63x63xf32>
  %e360 = tensor.empty() : tensor<64x256x63x63xf32>
  %f361 = linalg.fill ins(%c0 : f32) outs(%e360 : tensor<64x256x63x63xf32>) -> tensor<64x256x63x63xf32>
  %conv362 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g359, %features_10_expand1x1_weight : tensor<64x64x63x63xf32>, tensor<256x64x1x1xf32>) outs(%f361 : tensor<64x256x63x63xf32>) -> tensor<64x256x63x63xf32>
  %e364 = tensor.empty() : tensor<64x256x63x63xf32>
  %g369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv362, %features_10_expand1x1_bias : tensor<64x256x63x63xf32>, tensor<256xf32>) outs(%e364 : tensor<64x256x63x63xf32>) {
  ^bb0(%a365: f32, %a366: f32, %o367: f32):
    %b368 = arith.addf %a365, %a366 : f32
    linalg.yield %b368 : f32
  } -> tensor<64x256x63x63xf32>
  %e370 = tensor.empty() : tensor<64x256x63x63xf32>
  %g374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g369 : tensor<64x256x63x63xf32>) outs(%e370 : tensor<64x256x63x63xf32>) {
  ^bb0(%a371: f32, %o372: f32):
    %b373 = arith.maximumf %a371, %c0 : f32
    linalg.yield %b373 : f32
  } -> tensor<64x256x63x63xf32>
  %e375 = tensor.empty() : tensor<64x64x65x65xf32>
  %f376 = linalg.fill ins(%c0 : f32) outs(%e375 : tensor<64x64x65x65xf32>) -> tensor<64x64x65x65xf32>
  %g379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g359 : tensor<64x64x63x63xf32>) outs(%f376 : tensor<64x64x65x65xf32>) {
  ^bb0(%a377: f32, %o378: f32):
    linalg.yield %a377 : f32
  } -> tensor<64x64x65x65xf32>
  %e380 = tensor.empty() : tensor<64x256x63x63xf32>
  %f381 = linalg.fill ins(%c0 : f32) outs(%e380 : tensor<64x256x63x63xf32>) -> tensor<64x256x63x63xf32>
  %conv382 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g379, %features_10_expand3x3_weight : tensor<64x64x65x65xf32>, tensor<256x64x3x3xf32>) outs(%f381 : tensor<64x256x63x63xf32>) -> tensor<64x256x63x63xf32>
  %e384 = tensor.empty() : tensor<64x256x63x63xf32>
  %g389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv382, %features_10_expand3x3_bias : tensor<64x256x63x63xf32>, tensor<256xf32>) outs(%e384 : tensor<64x256x63x63xf32>) {
  ^bb0(%a385: f32, %a386: f32, %o387: f32):
    %b388 = arith.addf %a385, %a386 : f32
    linalg.yield %b388 : f32
  } -> tensor<64x256x63x63xf32>
  %e390 = tensor.empty() : tensor<64x256x63x63xf32>
  %g394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g389 : tensor<64x256x63x63xf32>) outs(%e390 : tensor<64x256x63x63xf32>) {
  ^bb0(%a391: f32, %o392: f32):
    %b393 = arith.maximumf %a391, %c0 : f32
    linalg.yield %b393 : f32
  } -> tensor<64x256x63x63xf32>
  %e395 = tensor.empty() : tensor<64x512x63x63xf32>
  %cat396 = tensor.insert_slice %g374 into %e395[0, 0, 0, 0] [64, 256, 63, 63] [1, 1, 1, 1] : tensor<64x256x63x63xf32> into tensor<64x512x63x63xf32>
  %cat397 = tensor.insert_slice %g394 into %cat396[0, 256, 0, 0] [64, 256, 63, 63] [1, 1, 1, 1] : tensor<64x256x63x63xf32> into tensor<64x512x63x63xf32>
  %e398 = tensor.empty() : tensor<64x512x31x31xf32>
  %f399 = linalg.fill ins(%c1 : f32) outs(%e398 : tensor<64x512x31x31xf32>) -> tensor<64x512x31x31xf32>
  %e400 = tensor.empty() : tensor<3x3xf32>
  %pool401 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%cat397, %e400 : tensor<64x512x63x63xf32>, tensor<3x3xf32>) outs(%f399 : tensor<64x512x31x31xf32>) -> tensor<64x512x31x31xf32>
  %e402 = tensor.empty() : tensor<64x64x31x31xf32>
  %f403 = linalg.fill ins(%c0 : f32) outs(%e402 : tensor<64x64x31x31xf32>) -> tensor<64x64x31x31xf32>
  %conv404 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool401, %features_12_squeeze_weight : tensor<64x512x31x31xf32>, tensor<64x512x1x1xf32>) outs(%f403 : tensor<64x64x31x31xf32>) -> tensor<64x64x31x31xf32>
  %e406 = tensor.empty() : tensor<64x64x31x31xf32>
  %g411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv404, %features_12_squeeze_bias : tensor<64x64x31x31xf32>, tensor<64xf32>) outs(%e406 : tensor<64x64x31x31xf32>) {
  ^bb0(%a407: f32, %a408: f32, %o409: f32):
    %b410 = arith.addf %a407, %a408 : f32
    linalg.yield %b410 : f32
  } -> tensor<64x64x31x31xf32>
  %e412 = tensor.empty() : tensor<64x64x31x31xf32>
  %g416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g411 : tensor<64x64x31x31xf32>) outs(%e412 : tensor<64x64x31x31xf32>) {
  ^bb0(%a413: f32, %o414: f32):
    %b415 = arith.maximumf %a413, %c0 : f32
    linalg.yield %b415 : f32
  } -> tensor<64x64x31x31xf32>
  %e417 = tensor.empty() : tensor<64x256x31x31xf32>
  %f418 = linalg.fill ins(%c0 : f32) outs(%e417 : tensor<64x256x31x31xf32>) -> tensor<64x256x31x31xf32>
  %conv419 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g416, %features_12_expand1x1_weight : tensor<64x64x31x31xf32>, tensor<256x64x1x1xf32>) outs(%f418 : tensor<64x256x31x31xf32>) -> tensor<64x256x31x31xf32>
  %e421 = tensor.empty() : tensor<64x256x31x31xf32>
  %g426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv419, %features_12_expand1x1_bias : tensor<64x256x31x31xf32>, tensor<256xf32>) outs(%e421 : tensor<64x256x31x31xf32>) {
  ^bb0(%a422: f32, %a423: f32, %o424: f32):
    %b425 = arith.addf %a422, %a423 : f32
    linalg.yield %b425 : f32
  } -> tensor<64x256x31x31xf32>
  %e427 = tensor.empty() : tensor<64x256x31x31xf32>
  %g431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g426 : tensor<64x256x31x31xf32>) outs(%e427 : tensor<64x256x31x31xf32>) {
  ^bb0(%a428: f32, %o429: f32):
    %b430 = arith.maximumf %a428, %c0 : f32
    linalg.yield %b430 : f32
  } -> tensor<64x256x31x31xf32>
  %e432 = tensor.empty() : tensor<64x64x33x33xf32>
  %f433 = linalg.fill ins(%c0 : f32) outs(%e432 : tensor<64x64x33x33xf32>) -> tensor<64x64x33x33xf32>
  %g436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g416 : tensor<64x64x31x31xf32>) outs(%f433 : tensor<64x64x33x33xf32>) {
  ^bb0(%a434: f32, %o435: f32):
    linalg.yield %a434 : f32
  } -> tensor<64x64x33x33xf32>
  %e437 = tensor.empty() : tensor<64x256x31x31xf32>
  %f438 = linalg.fill ins(%c0 : f32) outs(%e437 : tensor<64x256x31x31xf32>) -> tensor<64x256x31x31xf32>
  %conv439 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g436, %features_12_expand3x3_weight : tensor<64x64x33x33xf32>, tensor<256x64x3x3xf32>) outs(%f438 : tensor<64x256x31x31xf32>) -> tensor<64x256x31x31xf32>
  %e441 = tensor.empty() : tensor<64x256x31x31xf32>
  %g446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv439, %features_12_expand3x3_bias : tensor<64x256x31x31xf32>, tensor<256xf32>) outs(%e441 : tensor<64x256x31x31xf32>) {
  ^bb0(%a442: f32, %a443: f32, %o444: f32):
    %b445 = arith.addf %a442, %a443 : f32
    linalg.yield %b445 : f32
  } -> tensor<64x256x31x31xf32>
  %e447 = tensor.empty() : tensor<64x256x31x31xf32>
  %g451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g446 : tensor<64x256x31x31xf32>) outs(%e447 : tensor<64x256x31x31xf32>) {
  ^bb0(%a448: f32, %o449: f32):
    %b450 = arith.maximumf %a448, %c0 : f32
    linalg.yield %b450 : f32
  } -> tensor<64x256x31x31xf32>
  %e452 = tensor.empty() : tensor<64x512x31x31xf32>
  %cat453 = tensor.insert_slice %g431 into %e452[0, 0, 0, 0] [64, 256, 31, 31] [1, 1, 1, 1] : tensor<64x256x31x31xf32> into tensor<64x512x31x31xf32>
  %cat454 = tensor.insert_slice %g451 into %cat453[0, 256, 0, 0] [64, 256, 31, 31] [1, 1, 1, 1] : tensor<64x256x31x31xf32> into tensor<64x512x31x31xf32>
  %e455 = tensor.empty() : tensor<64x1000x31x31xf32>
  %f456 = linalg.fill ins(%c0 : f32) outs(%e455 : tensor<64x1000x31x31xf32>) -> tensor<64x1000x31x31xf32>
  %conv457 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat454, %classifier_1_weight : tensor<64x512x31x31xf32>, tensor<1000x512x1x1xf32>) outs(%f456 : tensor<64x1000x31x31xf32>) -> tensor<64x1000x31x31xf32>
  %e459 = tensor.empty() : tensor<64x1000x31x31xf32>
  %g464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv457, %classifier_1_bias : tensor<64x1000x31x31xf32>, tensor<1000xf32>) outs(%e459 : tensor<64x1000x31x31xf32>) {
  ^bb0(%a460: f32, %a461: f32, %o462: f32):
    %b463 = arith.addf %a460, %a461 : f32
    linalg.yield %b463 : f32
  } -> tensor<64x1000x31x31xf32>
  %e465 = tensor.empty() : tensor<64x1000x31x31xf32>
  %g469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g464 : tensor<64x1000x31x31xf32>) outs(%e465 : tensor<64x1000x31x31xf32>) {
  ^bb0(%a466: f32, %o467: f32):
    %b468 = arith.maximumf %a466, %c0 : f32
    linalg.yield %b468 : f32
  } -> tensor<64x1000x31x31xf32>
  %e470 = tensor.empty() : tensor<64x1000xf32>
  %f471 = linalg.fill ins(%c0 : f32) outs(%e470 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
  %g475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g469 : tensor<64x1000x31x31xf32>) outs(%f471 : tensor<64x1000xf32>) {
  ^bb0(%a472: f32, %o473: f32):
    %b474 = arith.addf %a472, %o473 : f32
    linalg.yield %b474 : f32
  } -> tensor<64x1000xf32>
  %e476 = tensor.empty() : tensor<64x1000xf32>
  %g480 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g475 : tensor<64x1000xf32>) outs(%e476 : tensor<64x1000xf32>) {
  ^bb0(%a477: f32, %o478: f32):
    %b479 = arith.divf %a477, %c2 : f32
    linalg.yield %b479 : f32
  } -> tensor<64x1000xf32>
  %r481 = tensor.expand_shape %g480 [[0], [1, 2, 3]] output_shape [64, 1000, 1, 1] : tensor<64x1000xf32> into tensor<64x1000x1x1xf32>
  %r482 = tensor.collapse_shape %r481 [[0], [1, 2, 3]] : tensor<64x1000x1x1xf32> into tensor<64x1000xf32>
  return %r482 : tensor<64x1000xf32>
}
