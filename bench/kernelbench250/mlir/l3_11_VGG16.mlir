// Imported by htam-import from 11_VGG16.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), features_0_weight 64x3x3x3 (parameter:features.0.weight), features_0_bias 64 (parameter:features.0.bias), features_2_weight 64x64x3x3 (parameter:features.2.weight), features_2_bias 64 (parameter:features.2.bias), features_5_weight 128x64x3x3 (parameter:features.5.weight), features_5_bias 128 (parameter:features.5.bias), features_7_weight 128x128x3x3 (parameter:features.7.weight), features_7_bias 128 (parameter:features.7.bias), features_10_weight 256x128x3x3 (parameter:features.10.weight), features_10_bias 256 (parameter:features.10.bias), features_12_weight 256x256x3x3 (parameter:features.12.weight), features_12_bias 256 (parameter:features.12.bias), features_14_weight 256x256x3x3 (parameter:features.14.weight), features_14_bias 256 (parameter:features.14.bias), features_17_weight 512x256x3x3 (parameter:features.17.weight), features_17_bias 512 (parameter:features.17.bias), features_19_weight 512x512x3x3 (parameter:features.19.weight), features_19_bias 512 (parameter:features.19.bias), features_21_weight 512x512x3x3 (parameter:features.21.weight), features_21_bias 512 (parameter:features.21.bias), features_24_weight 512x512x3x3 (parameter:features.24.weight), features_24_bias 512 (parameter:features.24.bias), features_26_weight 512x512x3x3 (parameter:features.26.weight), features_26_bias 512 (parameter:features.26.bias), features_28_weight 512x512x3x3 (parameter:features.28.weight), features_28_bias 512 (parameter:features.28.bias), classifier_0_weight 4096x25088 (parameter:classifier.0.weight), classifier_0_bias 4096 (parameter:classifier.0.bias), classifier_3_weight 4096x4096 (parameter:classifier.3.weight), classifier_3_bias 4096 (parameter:classifier.3.bias), classifier_6_weight 1000x4096 (parameter:classifier.6.weight), classifier_6_bias 1000 (parameter:classifier.6.bias)
func.func @l3_11_vgg16(
    %x: tensor<10x3x224x224xf32>,
    %features_0_weight: tensor<64x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %features_0_bias: tensor<64xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %features_2_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_2_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_5_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_5_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_7_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %features_7_bias: tensor<128xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %features_10_weight: tensor<256x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %features_10_bias: tensor<256xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %features_12_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_12_bias: tensor<256xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_14_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_14_bias: tensor<256xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_17_weight: tensor<512x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_17_bias: tensor<512xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_19_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_19_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_21_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_21_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_24_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_24_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_26_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_26_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_28_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_28_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %classifier_0_weight: tensor<4096x25088xf32> {htam.init = "uniform(-0.0063134534..0.0063134534)"},
    %classifier_0_bias: tensor<4096xf32> {htam.init = "uniform(-0.0063134534..0.0063134534)"},
    %classifier_3_weight: tensor<4096x4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %classifier_3_bias: tensor<4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %classifier_6_weight: tensor<1000x4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %classifier_6_bias: tensor<1000xf32> {htam.init = "uniform(-0.015625..0.015625)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<10x3x226x226xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x3x226x226xf32>) -> tensor<10x3x226x226xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<10x3x224x224xf32>) outs(%f2 : tensor<10x3x226x226xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<10x3x226x226xf32>
  %e6 = tensor.empty() : tensor<10x64x224x224xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %features_0_weight : tensor<10x3x226x226xf32>, tensor<64x3x3x3xf32>) outs(%f7 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %e10 = tensor.empty() : tensor<10x64x224x224xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %features_0_bias : tensor<10x64x224x224xf32>, tensor<64xf32>) outs(%e10 : tensor<10x64x224x224xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<10x64x224x224xf32>
  %e16 = tensor.empty() : tensor<10x64x224x224xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<10x64x224x224xf32>) outs(%e16 : tensor<10x64x224x224xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.maximumf %a17, %c0 : f32
    linalg.yield %b19 : f32
  } -> tensor<10x64x224x224xf32>
  %e21 = tensor.empty() : tensor<10x64x226x226xf32>
  %f22 = linalg.fill ins(%c0 : f32) outs(%e21 : tensor<10x64x226x226xf32>) -> tensor<10x64x226x226xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g20 : tensor<10x64x224x224xf32>) outs(%f22 : tensor<10x64x226x226xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    linalg.yield %a23 : f32
  } -> tensor<10x64x226x226xf32>
  %e26 = tensor.empty() : tensor<10x64x224x224xf32>
  %f27 = linalg.fill ins(%c0 : f32) outs(%e26 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %conv28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g25, %features_2_weight : tensor<10x64x226x226xf32>, tensor<64x64x3x3xf32>) outs(%f27 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %e30 = tensor.empty() : tensor<10x64x224x224xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv28, %features_2_bias : tensor<10x64x224x224xf32>, tensor<64xf32>) outs(%e30 : tensor<10x64x224x224xf32>) {
  ^bb0(%a31: f32, %a32: f32, %o33: f32):
    %b34 = arith.addf %a31, %a32 : f32
    linalg.yield %b34 : f32
  } -> tensor<10x64x224x224xf32>
  %e36 = tensor.empty() : tensor<10x64x224x224xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g35 : tensor<10x64x224x224xf32>) outs(%e36 : tensor<10x64x224x224xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.maximumf %a37, %c0 : f32
    linalg.yield %b39 : f32
  } -> tensor<10x64x224x224xf32>
  %e41 = tensor.empty() : tensor<10x64x112x112xf32>
  %f42 = linalg.fill ins(%c1 : f32) outs(%e41 : tensor<10x64x112x112xf32>) -> tensor<10x64x112x112xf32>
  %e43 = tensor.empty() : tensor<2x2xf32>
  %pool44 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g40, %e43 : tensor<10x64x224x224xf32>, tensor<2x2xf32>) outs(%f42 : tensor<10x64x112x112xf32>) -> tensor<10x64x112x112xf32>
  %e45 = tensor.empty() : tensor<10x64x114x114xf32>
  %f46 = linalg.fill ins(%c0 : f32) outs(%e45 : tensor<10x64x114x114xf32>) -> tensor<10x64x114x114xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool44 : tensor<10x64x112x112xf32>) outs(%f46 : tensor<10x64x114x114xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    linalg.yield %a47 : f32
  } -> tensor<10x64x114x114xf32>
  %e50 = tensor.empty() : tensor<10x128x112x112xf32>
  %f51 = linalg.fill ins(%c0 : f32) outs(%e50 : tensor<10x128x112x112xf32>) -> tensor<10x128x112x112xf32>
  %conv52 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g49, %features_5_weight : tensor<10x64x114x114xf32>, tensor<128x64x3x3xf32>) outs(%f51 : tensor<10x128x112x112xf32>) -> tensor<10x128x112x112xf32>
  %e54 = tensor.empty() : tensor<10x128x112x112xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv52, %features_5_bias : tensor<10x128x112x112xf32>, tensor<128xf32>) outs(%e54 : tensor<10x128x112x112xf32>) {
  ^bb0(%a55: f32, %a56: f32, %o57: f32):
    %b58 = arith.addf %a55, %a56 : f32
    linalg.yield %b58 : f32
  } -> tensor<10x128x112x112xf32>
  %e60 = tensor.empty() : tensor<10x128x112x112xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g59 : tensor<10x128x112x112xf32>) outs(%e60 : tensor<10x128x112x112xf32>) {
  ^bb0(%a61: f32, %o62: f32):
    %b63 = arith.maximumf %a61, %c0 : f32
    linalg.yield %b63 : f32
  } -> tensor<10x128x112x112xf32>
  %e65 = tensor.empty() : tensor<10x128x114x114xf32>
  %f66 = linalg.fill ins(%c0 : f32) outs(%e65 : tensor<10x128x114x114xf32>) -> tensor<10x128x114x114xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g64 : tensor<10x128x112x112xf32>) outs(%f66 : tensor<10x128x114x114xf32>) {
  ^bb0(%a67: f32, %o68: f32):
    linalg.yield %a67 : f32
  } -> tensor<10x128x114x114xf32>
  %e70 = tensor.empty() : tensor<10x128x112x112xf32>
  %f71 = linalg.fill ins(%c0 : f32) outs(%e70 : tensor<10x128x112x112xf32>) -> tensor<10x128x112x112xf32>
  %conv72 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g69, %features_7_weight : tensor<10x128x114x114xf32>, tensor<128x128x3x3xf32>) outs(%f71 : tensor<10x128x112x112xf32>) -> tensor<10x128x112x112xf32>
  %e74 = tensor.empty() : tensor<10x128x112x112xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv72, %features_7_bias : tensor<10x128x112x112xf32>, tensor<128xf32>) outs(%e74 : tensor<10x128x112x112xf32>) {
  ^bb0(%a75: f32, %a76: f32, %o77: f32):
    %b78 = arith.addf %a75, %a76 : f32
    linalg.yield %b78 : f32
  } -> tensor<10x128x112x112xf32>
  %e80 = tensor.empty() : tensor<10x128x112x112xf32>
  %g84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g79 : tensor<10x128x112x112xf32>) outs(%e80 : tensor<10x128x112x112xf32>) {
  ^bb0(%a81: f32, %o82: f32):
    %b83 = arith.maximumf %a81, %c0 : f32
    linalg.yield %b83 : f32
  } -> tensor<10x128x112x112xf32>
  %e85 = tensor.empty() : tensor<10x128x56x56xf32>
  %f86 = linalg.fill ins(%c1 : f32) outs(%e85 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %e87 = tensor.empty() : tensor<2x2xf32>
  %pool88 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g84, %e87 : tensor<10x128x112x112xf32>, tensor<2x2xf32>) outs(%f86 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %e89 = tensor.empty() : tensor<10x128x58x58xf32>
  %f90 = linalg.fill ins(%c0 : f32) outs(%e89 : tensor<10x128x58x58xf32>) -> tensor<10x128x58x58xf32>
  %g93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool88 : tensor<10x128x56x56xf32>) outs(%f90 : tensor<10x128x58x58xf32>) {
  ^bb0(%a91: f32, %o92: f32):
    linalg.yield %a91 : f32
  } -> tensor<10x128x58x58xf32>
  %e94 = tensor.empty() : tensor<10x256x56x56xf32>
  %f95 = linalg.fill ins(%c0 : f32) outs(%e94 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %conv96 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g93, %features_10_weight : tensor<10x128x58x58xf32>, tensor<256x128x3x3xf32>) outs(%f95 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %e98 = tensor.empty() : tensor<10x256x56x56xf32>
  %g103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv96, %features_10_bias : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e98 : tensor<10x256x56x56xf32>) {
  ^bb0(%a99: f32, %a100: f32, %o101: f32):
    %b102 = arith.addf %a99, %a100 : f32
    linalg.yield %b102 : f32
  } -> tensor<10x256x56x56xf32>
  %e104 = tensor.empty() : tensor<10x256x56x56xf32>
  %g108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g103 : tensor<10x256x56x56xf32>) outs(%e104 : tensor<10x256x56x56xf32>) {
  ^bb0(%a105: f32, %o106: f32):
    %b107 = arith.maximumf %a105, %c0 : f32
    linalg.yield %b107 : f32
  } -> tensor<10x256x56x56xf32>
  %e109 = tensor.empty() : tensor<10x256x58x58xf32>
  %f110 = linalg.fill ins(%c0 : f32) outs(%e109 : tensor<10x256x58x58xf32>) -> tensor<10x256x58x58xf32>
  %g113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g108 : tensor<10x256x56x56xf32>) outs(%f110 : tensor<10x256x58x58xf32>) {
  ^bb0(%a111: f32, %o112: f32):
    linalg.yield %a111 : f32
  } -> tensor<10x256x58x58xf32>
  %e114 = tensor.empty() : tensor<10x256x56x56xf32>
  %f115 = linalg.fill ins(%c0 : f32) outs(%e114 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %conv116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g113, %features_12_weight : tensor<10x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%f115 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %e118 = tensor.empty() : tensor<10x256x56x56xf32>
  %g123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv116, %features_12_bias : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e118 : tensor<10x256x56x56xf32>) {
  ^bb0(%a119: f32, %a120: f32, %o121: f32):
    %b122 = arith.addf %a119, %a120 : f32
    linalg.yield %b122 : f32
  } -> tensor<10x256x56x56xf32>
  %e124 = tensor.empty() : tensor<10x256x56x56xf32>
  %g128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g123 : tensor<10x256x56x56xf32>) outs(%e124 : tensor<10x256x56x56xf32>) {
  ^bb0(%a125: f32, %o126: f32):
    %b127 = arith.maximumf %a125, %c0 : f32
    linalg.yield %b127 : f32
  } -> tensor<10x256x56x56xf32>
  %e129 = tensor.empty() : tensor<10x256x58x58xf32>
  %f130 = linalg.fill ins(%c0 : f32) outs(%e129 : tensor<10x256x58x58xf32>) -> tensor<10x256x58x58xf32>
  %g133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g128 : tensor<10x256x56x56xf32>) outs(%f130 : tensor<10x256x58x58xf32>) {
  ^bb0(%a131: f32, %o132: f32):
    linalg.yield %a131 : f32
  } -> tensor<10x256x58x58xf32>
  %e134 = tensor.empty() : tensor<10x256x56x56xf32>
  %f135 = linalg.fill ins(%c0 : f32) outs(%e134 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %conv136 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g133, %features_14_weight : tensor<10x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%f135 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %e138 = tensor.empty() : tensor<10x256x56x56xf32>
  %g143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv136, %features_14_bias : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e138 : tensor<10x256x56x56xf32>) {
  ^bb0(%a139: f32, %a140: f32, %o141: f32):
    %b142 = arith.addf %a139, %a140 : f32
    linalg.yield %b142 : f32
  } -> tensor<10x256x56x56xf32>
  %e144 = tensor.empty() : tensor<10x256x56x56xf32>
  %g148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g143 : tensor<10x256x56x56xf32>) outs(%e144 : tensor<10x256x56x56xf32>) {
  ^bb0(%a145: f32, %o146: f32):
    %b147 = arith.maximumf %a145, %c0 : f32
    linalg.yield %b147 : f32
  } -> tensor<10x256x56x56xf32>
  %e149 = tensor.empty() : tensor<10x256x28x28xf32>
  %f150 = linalg.fill ins(%c1 : f32) outs(%e149 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e151 = tensor.empty() : tensor<2x2xf32>
  %pool152 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g148, %e151 : tensor<10x256x56x56xf32>, tensor<2x2xf32>) outs(%f150 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e153 = tensor.empty() : tensor<10x256x30x30xf32>
  %f154 = linalg.fill ins(%c0 : f32) outs(%e153 : tensor<10x256x30x30xf32>) -> tensor<10x256x30x30xf32>
  %g157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool152 : tensor<10x256x28x28xf32>) outs(%f154 : tensor<10x256x30x30xf32>) {
  ^bb0(%a155: f32, %o156: f32):
    linalg.yield %a155 : f32
  } -> tensor<10x256x30x30xf32>
  %e158 = tensor.empty() : tensor<10x512x28x28xf32>
  %f159 = linalg.fill ins(%c0 : f32) outs(%e158 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv160 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g157, %features_17_weight : tensor<10x256x30x30xf32>, tensor<512x256x3x3xf32>) outs(%f159 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e162 = tensor.empty() : tensor<10x512x28x28xf32>
  %g167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv160, %features_17_bias : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e162 : tensor<10x512x28x28xf32>) {
  ^bb0(%a163: f32, %a164: f32, %o165: f32):
    %b166 = arith.addf %a163, %a164 : f32
    linalg.yield %b166 : f32
  } -> tensor<10x512x28x28xf32>
  %e168 = tensor.empty() : tensor<10x512x28x28xf32>
  %g172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g167 : tensor<10x512x28x28xf32>) outs(%e168 : tensor<10x512x28x28xf32>) {
  ^bb0(%a169: f32, %o170: f32):
    %b171 = arith.maximumf %a169, %c0 : f32
    linalg.yield %b171 : f32
  } -> tensor<10x512x28x28xf32>
  %e173 = tensor.empty() : tensor<10x512x30x30xf32>
  %f174 = linalg.fill ins(%c0 : f32) outs(%e173 : tensor<10x512x30x30xf32>) -> tensor<10x512x30x30xf32>
  %g177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g172 : tensor<10x512x28x28xf32>) outs(%f174 : tensor<10x512x30x30xf32>) {
  ^bb0(%a175: f32, %o176: f32):
    linalg.yield %a175 : f32
  } -> tensor<10x512x30x30xf32>
  %e178 = tensor.empty() : tensor<10x512x28x28xf32>
  %f179 = linalg.fill ins(%c0 : f32) outs(%e178 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv180 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g177, %features_19_weight : tensor<10x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%f179 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e182 = tensor.empty() : tensor<10x512x28x28xf32>
  %g187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv180, %features_19_bias : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e182 : tensor<10x512x28x28xf32>) {
  ^bb0(%a183: f32, %a184: f32, %o185: f32):
    %b186 = arith.addf %a183, %a184 : f32
    linalg.yield %b186 : f32
  } -> tensor<10x512x28x28xf32>
  %e188 = tensor.empty() : tensor<10x512x28x28xf32>
  %g192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g187 : tensor<10x512x28x28xf32>) outs(%e188 : tensor<10x512x28x28xf32>) {
  ^bb0(%a189: f32, %o190: f32):
    %b191 = arith.maximumf %a189, %c0 : f32
    linalg.yield %b191 : f32
  } -> tensor<10x512x28x28xf32>
  %e193 = tensor.empty() : tensor<10x512x30x30xf32>
  %f194 = linalg.fill ins(%c0 : f32) outs(%e193 : tensor<10x512x30x30xf32>) -> tensor<10x512x30x30xf32>
  %g197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g192 : tensor<10x512x28x28xf32>) outs(%f194 : tensor<10x512x30x30xf32>) {
  ^bb0(%a195: f32, %o196: f32):
    linalg.yield %a195 : f32
  } -> tensor<10x512x30x30xf32>
  %e198 = tensor.empty() : tensor<10x512x28x28xf32>
  %f199 = linalg.fill ins(%c0 : f32) outs(%e198 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv200 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g197, %features_21_weight : tensor<10x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%f199 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e202 = tensor.empty() : tensor<10x512x28x28xf32>
  %g207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv200, %features_21_bias : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e202 : tensor<10x512x28x28xf32>) {
  ^bb0(%a203: f32, %a204: f32, %o205: f32):
    %b206 = arith.addf %a203, %a204 : f32
    linalg.yield %b206 : f32
  } -> tensor<10x512x28x28xf32>
  %e208 = tensor.empty() : tensor<10x512x28x28xf32>
  %g212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g207 : tensor<10x512x28x28xf32>) outs(%e208 : tensor<10x512x28x28xf32>) {
  ^bb0(%a209: f32, %o210: f32):
    %b211 = arith.maximumf %a209, %c0 : f32
    linalg.yield %b211 : f32
  } -> tensor<10x512x28x28xf32>
  %e213 = tensor.empty() : tensor<10x512x14x14xf32>
  %f214 = linalg.fill ins(%c1 : f32) outs(%e213 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e215 = tensor.empty() : tensor<2x2xf32>
  %pool216 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g212, %e215 : tensor<10x512x28x28xf32>, tensor<2x2xf32>) outs(%f214 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e217 = tensor.empty() : tensor<10x512x16x16xf32>
  %f218 = linalg.fill ins(%c0 : f32) outs(%e217 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool216 : tensor<10x512x14x14xf32>) outs(%f218 : tensor<10x512x16x16xf32>) {
  ^bb0(%a219: f32, %o220: f32):
    linalg.yield %a219 : f32
  } -> tensor<10x512x16x16xf32>
  %e222 = tensor.empty() : tensor<10x512x14x14xf32>
  %f223 = linalg.fill ins(%c0 : f32) outs(%e222 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv224 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g221, %features_24_weight : tensor<10x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%f223 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e226 = tensor.empty() : tensor<10x512x14x14xf32>
  %g231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv224, %features_24_bias : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e226 : tensor<10x512x14x14xf32>) {
  ^bb0(%a227: f32, %a228: f32, %o229: f32):
    %b230 = arith.addf %a227, %a228 : f32
    linalg.yield %b230 : f32
  } -> tensor<10x512x14x14xf32>
  %e232 = tensor.empty() : tensor<10x512x14x14xf32>
  %g236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g231 : tensor<10x512x14x14xf32>) outs(%e232 : tensor<10x512x14x14xf32>) {
  ^bb0(%a233: f32, %o234: f32):
    %b235 = arith.maximumf %a233, %c0 : f32
    linalg.yield %b235 : f32
  } -> tensor<10x512x14x14xf32>
  %e237 = tensor.empty() : tensor<10x512x16x16xf32>
  %f238 = linalg.fill ins(%c0 : f32) outs(%e237 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g236 : tensor<10x512x14x14xf32>) outs(%f238 : tensor<10x512x16x16xf32>) {
  ^bb0(%a239: f32, %o240: f32):
    linalg.yield %a239 : f32
  } -> tensor<10x512x16x16xf32>
  %e242 = tensor.empty() : tensor<10x512x14x14xf32>
  %f243 = linalg.fill ins(%c0 : f32) outs(%e242 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv244 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g241, %features_26_weight : tensor<10x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%f243 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e246 = tensor.empty() : tensor<10x512x14x14xf32>
  %g251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv244, %features_26_bias : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e246 : tensor<10x512x14x14xf32>) {
  ^bb0(%a247: f32, %a248: f32, %o249: f32):
    %b250 = arith.addf %a247, %a248 : f32
    linalg.yield %b250 : f32
  } -> tensor<10x512x14x14xf32>
  %e252 = tensor.empty() : tensor<10x512x14x14xf32>
  %g256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g251 : tensor<10x512x14x14xf32>) outs(%e252 : tensor<10x512x14x14xf32>) {
  ^bb0(%a253: f32, %o254: f32):
    %b255 = arith.maximumf %a253, %c0 : f32
    linalg.yield %b255 : f32
  } -> tensor<10x512x14x14xf32>
  %e257 = tensor.empty() : tensor<10x512x16x16xf32>
  %f258 = linalg.fill ins(%c0 : f32) outs(%e257 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g256 : tensor<10x512x14x14xf32>) outs(%f258 : tensor<10x512x16x16xf32>) {
  ^bb0(%a259: f32, %o260: f32):
    linalg.yield %a259 : f32
  } -> tensor<10x512x16x16xf32>
  %e262 = tensor.empty() : tensor<10x512x14x14xf32>
  %f263 = linalg.fill ins(%c0 : f32) outs(%e262 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv264 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g261, %features_28_weight : tensor<10x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%f263 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e266 = tensor.empty() : tensor<10x512x14x14xf32>
  %g271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv264, %features_28_bias : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e266 : tensor<10x512x14x14xf32>) {
  ^bb0(%a267: f32, %a268: f32, %o269: f32):
    %b270 = arith.addf %a267, %a268 : f32
    linalg.yield %b270 : f32
  } -> tensor<10x512x14x14xf32>
  %e272 = tensor.empty() : tensor<10x512x14x14xf32>
  %g276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g271 : tensor<10x512x14x14xf32>) outs(%e272 : tensor<10x512x14x14xf32>) {
  ^bb0(%a273: f32, %o274: f32):
    %b275 = arith.maximumf %a273, %c0 : f32
    linalg.yield %b275 : f32
  } -> tensor<10x512x14x14xf32>
  %e277 = tensor.empty() : tensor<10x512x7x7xf32>
  %f278 = linalg.fill ins(%c1 : f32) outs(%e277 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e279 = tensor.empty() : tensor<2x2xf32>
  %pool280 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g276, %e279 : tensor<10x512x14x14xf32>, tensor<2x2xf32>) outs(%f278 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %r281 = tensor.collapse_shape %pool280 [[0], [1, 2, 3]] : tensor<10x512x7x7xf32> into tensor<10x25088xf32>
  %e282 = tensor.empty() : tensor<10x4096xf32>
  %f283 = linalg.fill ins(%c0 : f32) outs(%e282 : tensor<10x4096xf32>) -> tensor<10x4096xf32>
  %mm284 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r281, %classifier_0_weight : tensor<10x25088xf32>, tensor<4096x25088xf32>) outs(%f283 : tensor<10x4096xf32>) -> tensor<10x4096xf32>
  %e285 = tensor.empty() : tensor<10x4096xf32>
  %g290 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm284, %classifier_0_bias : tensor<10x4096xf32>, tensor<4096xf32>) outs(%e285 : tensor<10x4096xf32>) {
  ^bb0(%a286: f32, %a287: f32, %o288: f32):
    %b289 = arith.addf %a286, %a287 : f32
    linalg.yield %b289 : f32
  } -> tensor<10x4096xf32>
  %e291 = tensor.empty() : tensor<10x4096xf32>
  %g295 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g290 : tensor<10x4096xf32>) outs(%e291 : tensor<10x4096xf32>) {
  ^bb0(%a292: f32, %o293: f32):
    %b294 = arith.maximumf %a292, %c0 : f32
    linalg.yield %b294 : f32
  } -> tensor<10x4096xf32>
  %e296 = tensor.empty() : tensor<10x4096xf32>
  %f297 = linalg.fill ins(%c0 : f32) outs(%e296 : tensor<10x4096xf32>) -> tensor<10x4096xf32>
  %mm298 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g295, %classifier_3_weight : tensor<10x4096xf32>, tensor<4096x4096xf32>) outs(%f297 : tensor<10x4096xf32>) -> tensor<10x4096xf32>
  %e299 = tensor.empty() : tensor<10x4096xf32>
  %g304 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm298, %classifier_3_bias : tensor<10x4096xf32>, tensor<4096xf32>) outs(%e299 : tensor<10x4096xf32>) {
  ^bb0(%a300: f32, %a301: f32, %o302: f32):
    %b303 = arith.addf %a300, %a301 : f32
    linalg.yield %b303 : f32
  } -> tensor<10x4096xf32>
  %e305 = tensor.empty() : tensor<10x4096xf32>
  %g309 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g304 : tensor<10x4096xf32>) outs(%e305 : tensor<10x4096xf32>) {
  ^bb0(%a306: f32, %o307: f32):
    %b308 = arith.maximumf %a306, %c0 : f32
    linalg.yield %b308 : f32
  } -> tensor<10x4096xf32>
  %e310 = tensor.empty() : tensor<10x1000xf32>
  %f311 = linalg.fill ins(%c0 : f32) outs(%e310 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm312 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g309, %classifier_6_weight : tensor<10x4096xf32>, tensor<1000x4096xf32>) outs(%f311 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e313 = tensor.empty() : tensor<10x1000xf32>
  %g318 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm312, %classifier_6_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e313 : tensor<10x1000xf32>) {
  ^bb0(%a314: f32, %a315: f32, %o316: f32):
    %b317 = arith.addf %a314, %a315 : f32
    linalg.yield %b317 : f32
  } -> tensor<10x1000xf32>
  return %g318 : tensor<10x1000xf32>
}
