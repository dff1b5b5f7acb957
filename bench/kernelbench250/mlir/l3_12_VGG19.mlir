// Imported by htam-import from 12_VGG19.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), features_0_weight 64x3x3x3 (parameter:features.0.weight), features_0_bias 64 (parameter:features.0.bias), features_2_weight 64x64x3x3 (parameter:features.2.weight), features_2_bias 64 (parameter:features.2.bias), features_5_weight 128x64x3x3 (parameter:features.5.weight), features_5_bias 128 (parameter:features.5.bias), features_7_weight 128x128x3x3 (parameter:features.7.weight), features_7_bias 128 (parameter:features.7.bias), features_10_weight 256x128x3x3 (parameter:features.10.weight), features_10_bias 256 (parameter:features.10.bias), features_12_weight 256x256x3x3 (parameter:features.12.weight), features_12_bias 256 (parameter:features.12.bias), features_14_weight 256x256x3x3 (parameter:features.14.weight), features_14_bias 256 (parameter:features.14.bias), features_16_weight 256x256x3x3 (parameter:features.16.weight), features_16_bias 256 (parameter:features.16.bias), features_19_weight 512x256x3x3 (parameter:features.19.weight), features_19_bias 512 (parameter:features.19.bias), features_21_weight 512x512x3x3 (parameter:features.21.weight), features_21_bias 512 (parameter:features.21.bias), features_23_weight 512x512x3x3 (parameter:features.23.weight), features_23_bias 512 (parameter:features.23.bias), features_25_weight 512x512x3x3 (parameter:features.25.weight), features_25_bias 512 (parameter:features.25.bias), features_28_weight 512x512x3x3 (parameter:features.28.weight), features_28_bias 512 (parameter:features.28.bias), features_30_weight 512x512x3x3 (parameter:features.30.weight), features_30_bias 512 (parameter:features.30.bias), features_32_weight 512x512x3x3 (parameter:features.32.weight), features_32_bias 512 (parameter:features.32.bias), features_34_weight 512x512x3x3 (parameter:features.34.weight), features_34_bias 512 (parameter:features.34.bias), classifier_0_weight 4096x25088 (parameter:classifier.0.weight), classifier_0_bias 4096 (parameter:classifier.0.bias), classifier_3_weight 4096x4096 (parameter:classifier.3.weight), classifier_3_bias 4096 (parameter:classifier.3.bias), classifier_6_weight 1000x4096 (parameter:classifier.6.weight), classifier_6_bias 1000 (parameter:classifier.6.bias)
func.func @l3_12_vgg19(
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
    %features_16_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_16_bias: tensor<256xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_19_weight: tensor<512x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_19_bias: tensor<512xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %features_21_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_21_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_23_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_23_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_25_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_25_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_28_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_28_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_30_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_30_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_32_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_32_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_34_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %features_34_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
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
  %e149 = tensor.empty() : tensor<10x256x58x58xf32>
  %f150 = linalg.fill ins(%c0 : f32) outs(%e149 : tensor<10x256x58x58xf32>) -> tensor<10x256x58x58xf32>
  %g153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g148 : tensor<10x256x56x56xf32>) outs(%f150 : tensor<10x256x58x58xf32>) {
  ^bb0(%a151: f32, %o152: f32):
    linalg.yield %a151 : f32
  } -> tensor<10x256x58x58xf32>
  %e154 = tensor.empty() : tensor<10x256x56x56xf32>
  %f155 = linalg.fill ins(%c0 : f32) outs(%e154 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %conv156 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g153, %features_16_weight : tensor<10x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%f155 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %e158 = tensor.empty() : tensor<10x256x56x56xf32>
  %g163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv156, %features_16_bias : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e158 : tensor<10x256x56x56xf32>) {
  ^bb0(%a159: f32, %a160: f32, %o161: f32):
    %b162 = arith.addf %a159, %a160 : f32
    linalg.yield %b162 : f32
  } -> tensor<10x256x56x56xf32>
  %e164 = tensor.empty() : tensor<10x256x56x56xf32>
  %g168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g163 : tensor<10x256x56x56xf32>) outs(%e164 : tensor<10x256x56x56xf32>) {
  ^bb0(%a165: f32, %o166: f32):
    %b167 = arith.maximumf %a165, %c0 : f32
    linalg.yield %b167 : f32
  } -> tensor<10x256x56x56xf32>
  %e169 = tensor.empty() : tensor<10x256x28x28xf32>
  %f170 = linalg.fill ins(%c1 : f32) outs(%e169 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e171 = tensor.empty() : tensor<2x2xf32>
  %pool172 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g168, %e171 : tensor<10x256x56x56xf32>, tensor<2x2xf32>) outs(%f170 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e173 = tensor.empty() : tensor<10x256x30x30xf32>
  %f174 = linalg.fill ins(%c0 : f32) outs(%e173 : tensor<10x256x30x30xf32>) -> tensor<10x256x30x30xf32>
  %g177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool172 : tensor<10x256x28x28xf32>) outs(%f174 : tensor<10x256x30x30xf32>) {
  ^bb0(%a175: f32, %o176: f32):
    linalg.yield %a175 : f32
  } -> tensor<10x256x30x30xf32>
  %e178 = tensor.empty() : tensor<10x512x28x28xf32>
  %f179 = linalg.fill ins(%c0 : f32) outs(%e178 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv180 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g177, %features_19_weight : tensor<10x256x30x30xf32>, tensor<512x256x3x3xf32>) outs(%f179 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
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
  %e213 = tensor.empty() : tensor<10x512x30x30xf32>
  %f214 = linalg.fill ins(%c0 : f32) outs(%e213 : tensor<10x512x30x30xf32>) -> tensor<10x512x30x30xf32>
  %g217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g212 : tensor<10x512x28x28xf32>) outs(%f214 : tensor<10x512x30x30xf32>) {
  ^bb0(%a215: f32, %o216: f32):
    linalg.yield %a215 : f32
  } -> tensor<10x512x30x30xf32>
  %e218 = tensor.empty() : tensor<10x512x28x28xf32>
  %f219 = linalg.fill ins(%c0 : f32) outs(%e218 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv220 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g217, %features_23_weight : tensor<10x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%f219 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e222 = tensor.empty() : tensor<10x512x28x28xf32>
  %g227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv220, %features_23_bias : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e222 : tensor<10x512x28x28xf32>) {
  ^bb0(%a223: f32, %a224: f32, %o225: f32):
    %b226 = arith.addf %a223, %a224 : f32
    linalg.yield %b226 : f32
  } -> tensor<10x512x28x28xf32>
  %e228 = tensor.empty() : tensor<10x512x28x28xf32>
  %g232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g227 : tensor<10x512x28x28xf32>) outs(%e228 : tensor<10x512x28x28xf32>) {
  ^bb0(%a229: f32, %o230: f32):
    %b231 = arith.maximumf %a229, %c0 : f32
    linalg.yield %b231 : f32
  } -> tensor<10x512x28x28xf32>
  %e233 = tensor.empty() : tensor<10x512x30x30xf32>
  %f234 = linalg.fill ins(%c0 : f32) outs(%e233 : tensor<10x512x30x30xf32>) -> tensor<10x512x30x30xf32>
  %g237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g232 : tensor<10x512x28x28xf32>) outs(%f234 : tensor<10x512x30x30xf32>) {
  ^bb0(%a235: f32, %o236: f32):
    linalg.yield %a235 : f32
  } -> tensor<10x512x30x30xf32>
  %e238 = tensor.empty() : tensor<10x512x28x28xf32>
  %f239 = linalg.fill ins(%c0 : f32) outs(%e238 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv240 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g237, %features_25_weight : tensor<10x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%f239 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e242 = tensor.empty() : tensor<10x512x28x28xf32>
  %g247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv240, %features_25_bias : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e242 : tensor<10x512x28x28xf32>) {
  ^bb0(%a243: f32, %a244: f32, %o245: f32):
    %b246 = arith.addf %a243, %a244 : f32
    linalg.yield %b246 : f32
  } -> tensor<10x512x28x28xf32>
  %e248 = tensor.empty() : tensor<10x512x28x28xf32>
  %g252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g247 : tensor<10x512x28x28xf32>) outs(%e248 : tensor<10x512x28x28xf32>) {
  ^bb0(%a249: f32, %o250: f32):
    %b251 = arith.maximumf %a249, %c0 : f32
    linalg.yield %b251 : f32
  } -> tensor<10x512x28x28xf32>
  %e253 = tensor.empty() : tensor<10x512x14x14xf32>
  %f254 = linalg.fill ins(%c1 : f32) outs(%e253 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e255 = tensor.empty() : tensor<2x2xf32>
  %pool256 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g252, %e255 : tensor<10x512x28x28xf32>, tensor<2x2xf32>) outs(%f254 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e257 = tensor.empty() : tensor<10x512x16x16xf32>
  %f258 = linalg.fill ins(%c0 : f32) outs(%e257 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool256 : tensor<10x512x14x14xf32>) outs(%f258 : tensor<10x512x16x16xf32>) {
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
  %e277 = tensor.empty() : tensor<10x512x16x16xf32>
  %f278 = linalg.fill ins(%c0 : f32) outs(%e277 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g276 : tensor<10x512x14x14xf32>) outs(%f278 : tensor<10x512x16x16xf32>) {
  ^bb0(%a279: f32, %o280: f32):
    linalg.yield %a279 : f32
  } -> tensor<10x512x16x16xf32>
  %e282 = tensor.empty() : tensor<10x512x14x14xf32>
  %f283 = linalg.fill ins(%c0 : f32) outs(%e282 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv284 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g281, %features_30_weight : tensor<10x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%f283 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e286 = tensor.empty() : tensor<10x512x14x14xf32>
  %g291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv284, %features_30_bias : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e286 : tensor<10x512x14x14xf32>) {
  ^bb0(%a287: f32, %a288: f32, %o289: f32):
    %b290 = arith.addf %a287, %a288 : f32
    linalg.yield %b290 : f32
  } -> tensor<10x512x14x14xf32>
  %e292 = tensor.empty() : tensor<10x512x14x14xf32>
  %g296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g291 : tensor<10x512x14x14xf32>) outs(%e292 : tensor<10x512x14x14xf32>) {
  ^bb0(%a293: f32, %o294: f32):
    %b295 = arith.maximumf %a293, %c0 : f32
    linalg.yield %b295 : f32
  } -> tensor<10x512x14x14xf32>
  %e297 = tensor.empty() : tensor<10x512x16x16xf32>
  %f298 = linalg.fill ins(%c0 : f32) outs(%e297 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g296 : tensor<10x512x14x14xf32>) outs(%f298 : tensor<10x512x16x16xf32>) {
  ^bb0(%a299: f32, %o300: f32):
    linalg.yield %a299 : f32
  } -> tensor<10x512x16x16xf32>
  %e302 = tensor.empty() : tensor<10x512x14x14xf32>
  %f303 = linalg.fill ins(%c0 : f32) outs(%e302 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv304 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g301, %features_32_weight : tensor<10x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%f303 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e306 = tensor.empty() : tensor<10x512x14x14xf32>
  %g311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv304, %features_32_bias : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e306 : tensor<10x512x14x14xf32>) {
  ^bb0(%a307: f32, %a308: f32, %o309: f32):
    %b310 = arith.addf %a307, %a308 : f32
    linalg.yield %b310 : f32
  } -> tensor<10x512x14x14xf32>
  %e312 = tensor.empty() : tensor<10x512x14x14xf32>
  %g316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g311 : tensor<10x512x14x14xf32>) outs(%e312 : tensor<10x512x14x14xf32>) {
  ^bb0(%a313: f32, %o314: f32):
    %b315 = arith.maximumf %a313, %c0 : f32
    linalg.yield %b315 : f32
  } -> tensor<10x512x14x14xf32>
  %e317 = tensor.empty() : tensor<10x512x16x16xf32>
  %f318 = linalg.fill ins(%c0 : f32) outs(%e317 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g316 : tensor<10x512x14x14xf32>) outs(%f318 : tensor<10x512x16x16xf32>) {
  ^bb0(%a319: f32, %o320: f32):
    linalg.yield %a319 : f32
  } -> tensor<10x512x16x16xf32>
  %e322 = tensor.empty() : tensor<10x512x14x14xf32>
  %f323 = linalg.fill ins(%c0 : f32) outs(%e322 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv324 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g321, %features_34_weight : tensor<10x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%f323 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e326 = tensor.empty() : tensor<10x512x14x14xf32>
  %g331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv324, %features_34_bias : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e326 : tensor<10x512x14x14xf32>) {
  ^bb0(%a327: f32, %a328: f32, %o329: f32):
    %b330 = arith.addf %a327, %a328 : f32
    linalg.yield %b330 : f32
  } -> tensor<10x512x14x14xf32>
  %e332 = tensor.empty() : tensor<10x512x14x14xf32>
  %g336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g331 : tensor<10x512x14x14xf32>) outs(%e332 : tensor<10x512x14x14xf32>) {
  ^bb0(%a333: f32, %o334: f32):
    %b335 = arith.maximumf %a333, %c0 : f32
    linalg.yield %b335 : f32
  } -> tensor<10x512x14x14xf32>
  %e337 = tensor.empty() : tensor<10x512x7x7xf32>
  %f338 = linalg.fill ins(%c1 : f32) outs(%e337 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e339 = tensor.empty() : tensor<2x2xf32>
  %pool340 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g336, %e339 : tensor<10x512x14x14xf32>, tensor<2x2xf32>) outs(%f338 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %r341 = tensor.collapse_shape %pool340 [[0], [1, 2, 3]] : tensor<10x512x7x7xf32> into tensor<10x25088xf32>
  %e342 = tensor.empty() : tensor<10x4096xf32>
  %f343 = linalg.fill ins(%c0 : f32) outs(%e342 : tensor<10x4096xf32>) -> tensor<10x4096xf32>
  %mm344 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r341, %classifier_0_weight : tensor<10x25088xf32>, tensor<4096x25088xf32>) outs(%f343 : tensor<10x4096xf32>) -> tensor<10x4096xf32>
  %e345 = tensor.empty() : tensor<10x4096xf32>
  %g350 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm344, %classifier_0_bias : tensor<10x4096xf32>, tensor<4096xf32>) outs(%e345 : tensor<10x4096xf32>) {
  ^bb0(%a346: f32, %a347: f32, %o348: f32):
    %b349 = arith.addf %a346, %a347 : f32
    linalg.yield %b349 : f32
  } -> tensor<10x4096xf32>
  %e351 = tensor.empty() : tensor<10x4096xf32>
  %g355 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g350 : tensor<10x4096xf32>) outs(%e351 : tensor<10x4096xf32>) {
  ^bb0(%a352: f32, %o353: f32):
    %b354 = arith.maximumf %a352, %c0 : f32
    linalg.yield %b354 : f32
  } -> tensor<10x4096xf32>
  %e356 = tensor.empty() : tensor<10x4096xf32>
  %f357 = linalg.fill ins(%c0 : f32) outs(%e356 : tensor<10x4096xf32>) -> tensor<10x4096xf32>
  %mm358 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g355, %classifier_3_weight : tensor<10x4096xf32>, tensor<4096x4096xf32>) outs(%f357 : tensor<10x4096xf32>) -> tensor<10x4096xf32>
  %e359 = tensor.empty() : tensor<10x4096xf32>
  %g364 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm358, %classifier_3_bias : tensor<10x4096xf32>, tensor<4096xf32>) outs(%e359 : tensor<10x4096xf32>) {
  ^bb0(%a360: f32, %a361: f32, %o362: f32):
    %b363 = arith.addf %a360, %a361 : f32
    linalg.yield %b363 : f32
  } -> tensor<10x4096xf32>
  %e365 = tensor.empty() : tensor<10x4096xf32>
  %g369 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g364 : tensor<10x4096xf32>) outs(%e365 : tensor<10x4096xf32>) {
  ^bb0(%a366: f32, %o367: f32):
    %b368 = arith.maximumf %a366, %c0 : f32
    linalg.yield %b368 : f32
  } -> tensor<10x4096xf32>
  %e370 = tensor.empty() : tensor<10x1000xf32>
  %f371 = linalg.fill ins(%c0 : f32) outs(%e370 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm372 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g369, %classifier_6_weight : tensor<10x4096xf32>, tensor<1000x4096xf32>) outs(%f371 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e373 = tensor.empty() : tensor<10x1000xf32>
  %g378 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm372, %classifier_6_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e373 : tensor<10x1000xf32>) {
  ^bb0(%a374: f32, %a375: f32, %o376: f32):
    %b377 = arith.addf %a374, %a375 : f32
    linalg.yield %b377 : f32
  } -> tensor<10x1000xf32>
  return %g378 : tensor<10x1000xf32>
}
