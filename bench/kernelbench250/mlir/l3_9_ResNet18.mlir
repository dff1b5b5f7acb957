// Imported by htam-import from 9_ResNet18.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2x3x224x224 (input), conv1_weight 64x3x7x7 (parameter:conv1.weight), bn1_weight 64 (parameter:bn1.weight), bn1_bias 64 (parameter:bn1.bias), layer1_0_conv1_weight 64x64x3x3 (parameter:layer1.0.conv1.weight), layer1_0_bn1_weight 64 (parameter:layer1.0.bn1.weight), layer1_0_bn1_bias 64 (parameter:layer1.0.bn1.bias), layer1_0_conv2_weight 64x64x3x3 (parameter:layer1.0.conv2.weight), layer1_0_bn2_weight 64 (parameter:layer1.0.bn2.weight), layer1_0_bn2_bias 64 (parameter:layer1.0.bn2.bias), layer1_1_conv1_weight 64x64x3x3 (parameter:layer1.1.conv1.weight), layer1_1_bn1_weight 64 (parameter:layer1.1.bn1.weight), layer1_1_bn1_bias 64 (parameter:layer1.1.bn1.bias), layer1_1_conv2_weight 64x64x3x3 (parameter:layer1.1.conv2.weight), layer1_1_bn2_weight 64 (parameter:layer1.1.bn2.weight), layer1_1_bn2_bias 64 (parameter:layer1.1.bn2.bias), layer2_0_conv1_weight 128x64x3x3 (parameter:layer2.0.conv1.weight), layer2_0_bn1_weight 128 (parameter:layer2.0.bn1.weight), layer2_0_bn1_bias 128 (parameter:layer2.0.bn1.bias), layer2_0_conv2_weight 128x128x3x3 (parameter:layer2.0.conv2.weight), layer2_0_bn2_weight 128 (parameter:layer2.0.bn2.weight), layer2_0_bn2_bias 128 (parameter:layer2.0.bn2.bias), layer2_0_downsample_0_weight 128x64x1x1 (parameter:layer2.0.downsample.0.weight), layer2_0_downsample_1_weight 128 (parameter:layer2.0.downsample.1.weight), layer2_0_downsample_1_bias 128 (parameter:layer2.0.downsample.1.bias), layer2_1_conv1_weight 128x128x3x3 (parameter:layer2.1.conv1.weight), layer2_1_bn1_weight 128 (parameter:layer2.1.bn1.weight), layer2_1_bn1_bias 128 (parameter:layer2.1.bn1.bias), layer2_1_conv2_weight 128x128x3x3 (parameter:layer2.1.conv2.weight), layer2_1_bn2_weight 128 (parameter:layer2.1.bn2.weight), layer2_1_bn2_bias 128 (parameter:layer2.1.bn2.bias), layer3_0_conv1_weight 256x128x3x3 (parameter:layer3.0.conv1.weight), layer3_0_bn1_weight 256 (parameter:layer3.0.bn1.weight), layer3_0_bn1_bias 256 (parameter:layer3.0.bn1.bias), layer3_0_conv2_weight 256x256x3x3 (parameter:layer3.0.conv2.weight), layer3_0_bn2_weight 256 (parameter:layer3.0.bn2.weight), layer3_0_bn2_bias 256 (parameter:layer3.0.bn2.bias), layer3_0_downsample_0_weight 256x128x1x1 (parameter:layer3.0.downsample.0.weight), layer3_0_downsample_1_weight 256 (parameter:layer3.0.downsample.1.weight), layer3_0_downsample_1_bias 256 (parameter:layer3.0.downsample.1.bias), layer3_1_conv1_weight 256x256x3x3 (parameter:layer3.1.conv1.weight), layer3_1_bn1_weight 256 (parameter:layer3.1.bn1.weight), layer3_1_bn1_bias 256 (parameter:layer3.1.bn1.bias), layer3_1_conv2_weight 256x256x3x3 (parameter:layer3.1.conv2.weight), layer3_1_bn2_weight 256 (parameter:layer3.1.bn2.weight), layer3_1_bn2_bias 256 (parameter:layer3.1.bn2.bias), layer4_0_conv1_weight 512x256x3x3 (parameter:layer4.0.conv1.weight), layer4_0_bn1_weight 512 (parameter:layer4.0.bn1.weight), layer4_0_bn1_bias 512 (parameter:layer4.0.bn1.bias), layer4_0_conv2_weight 512x512x3x3 (parameter:layer4.0.conv2.weight), layer4_0_bn2_weight 512 (parameter:layer4.0.bn2.weight), layer4_0_bn2_bias 512 (parameter:layer4.0.bn2.bias), layer4_0_downsample_0_weight 512x256x1x1 (parameter:layer4.0.downsample.0.weight), layer4_0_downsample_1_weight 512 (parameter:layer4.0.downsample.1.weight), layer4_0_downsample_1_bias 512 (parameter:layer4.0.downsample.1.bias), layer4_1_conv1_weight 512x512x3x3 (parameter:layer4.1.conv1.weight), layer4_1_bn1_weight 512 (parameter:layer4.1.bn1.weight), layer4_1_bn1_bias 512 (parameter:layer4.1.bn1.bias), layer4_1_conv2_weight 512x512x3x3 (parameter:layer4.1.conv2.weight), layer4_1_bn2_weight 512 (parameter:layer4.1.bn2.weight), layer4_1_bn2_bias 512 (parameter:layer4.1.bn2.bias), fc_weight 1000x512 (parameter:fc.weight), fc_bias 1000 (parameter:fc.bias)
func.func @l3_9_resnet18(
    %x: tensor<2x3x224x224xf32>,
    %conv1_weight: tensor<64x3x7x7xf32> {htam.init = "uniform(-0.0824786099..0.0824786099)"},
    %bn1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_0_conv1_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layer1_0_bn1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_0_bn1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_0_conv2_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layer1_0_bn2_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_0_bn2_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_1_conv1_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layer1_1_bn1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_1_bn1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_1_conv2_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layer1_1_bn2_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_1_bn2_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_0_conv1_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layer2_0_bn1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_0_bn1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_0_conv2_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layer2_0_bn2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_0_bn2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_0_downsample_0_weight: tensor<128x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %layer2_0_downsample_1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_0_downsample_1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_1_conv1_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layer2_1_bn1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_1_bn1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_1_conv2_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layer2_1_bn2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_1_bn2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_0_conv1_weight: tensor<256x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layer3_0_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_0_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_0_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_0_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_0_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_0_downsample_0_weight: tensor<256x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %layer3_0_downsample_1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_0_downsample_1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_1_conv1_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_1_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_1_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_1_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_1_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_1_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_0_conv1_weight: tensor<512x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer4_0_bn1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_0_bn1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_0_conv2_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %layer4_0_bn2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_0_bn2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_0_downsample_0_weight: tensor<512x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer4_0_downsample_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_0_downsample_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_1_conv1_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %layer4_1_bn1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_1_bn1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_1_conv2_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %layer4_1_bn2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_1_bn2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_weight: tensor<1000x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %fc_bias: tensor<1000xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"}) -> (tensor<2x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 25088.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 6272.0 : f32
  %c5 = arith.constant 1568.0 : f32
  %c6 = arith.constant 392.0 : f32
  %c7 = arith.constant 98.0 : f32
  %c8 = arith.constant 49.0 : f32
  %e1 = tensor.empty() : tensor<2x3x230x230xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<2x3x230x230xf32>) -> tensor<2x3x230x230xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 3, d3 + 3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x224x224xf32>) outs(%f2 : tensor<2x3x230x230xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<2x3x230x230xf32>
  %e6 = tensor.empty() : tensor<2x64x112x112xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<2x64x112x112xf32>) -> tensor<2x64x112x112xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g5, %conv1_weight : tensor<2x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%f7 : tensor<2x64x112x112xf32>) -> tensor<2x64x112x112xf32>
  %e9 = tensor.empty() : tensor<64xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<64xf32>) -> tensor<64xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv8 : tensor<2x64x112x112xf32>) outs(%f10 : tensor<64xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.addf %a11, %o12 : f32
    linalg.yield %b13 : f32
  } -> tensor<64xf32>
  %e15 = tensor.empty() : tensor<64xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g14 : tensor<64xf32>) outs(%e15 : tensor<64xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = arith.divf %a16, %c1 : f32
    linalg.yield %b18 : f32
  } -> tensor<64xf32>
  %e21 = tensor.empty() : tensor<2x64x112x112xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g19 : tensor<2x64x112x112xf32>, tensor<64xf32>) outs(%e21 : tensor<2x64x112x112xf32>) {
  ^bb0(%a22: f32, %a23: f32, %o24: f32):
    %b25 = arith.subf %a22, %a23 : f32
    %b26 = arith.mulf %b25, %b25 : f32
    linalg.yield %b26 : f32
  } -> tensor<2x64x112x112xf32>
  %e28 = tensor.empty() : tensor<64xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<64xf32>) -> tensor<64xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g27 : tensor<2x64x112x112xf32>) outs(%f29 : tensor<64xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<64xf32>
  %e34 = tensor.empty() : tensor<64xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g33 : tensor<64xf32>) outs(%e34 : tensor<64xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.divf %a35, %c1 : f32
    linalg.yield %b37 : f32
  } -> tensor<64xf32>
  %e42 = tensor.empty() : tensor<2x64x112x112xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g19, %g38, %bn1_weight, %bn1_bias : tensor<2x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e42 : tensor<2x64x112x112xf32>) {
  ^bb0(%a43: f32, %a44: f32, %a45: f32, %a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.addf %a45, %c2 : f32
    %b50 = math.sqrt %b49 : f32
    %b51 = arith.subf %a43, %a44 : f32
    %b52 = arith.divf %b51, %b50 : f32
    %b53 = arith.mulf %b52, %a46 : f32
    %b54 = arith.addf %b53, %a47 : f32
    linalg.yield %b54 : f32
  } -> tensor<2x64x112x112xf32>
  %e56 = tensor.empty() : tensor<2x64x112x112xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g55 : tensor<2x64x112x112xf32>) outs(%e56 : tensor<2x64x112x112xf32>) {
  ^bb0(%a57: f32, %o58: f32):
    %b59 = arith.maximumf %a57, %c0 : f32
    linalg.yield %b59 : f32
  } -> tensor<2x64x112x112xf32>
  %e61 = tensor.empty() : tensor<2x64x114x114xf32>
  %f62 = linalg.fill ins(%c3 : f32) outs(%e61 : tensor<2x64x114x114xf32>) -> tensor<2x64x114x114xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g60 : tensor<2x64x112x112xf32>) outs(%f62 : tensor<2x64x114x114xf32>) {
  ^bb0(%a63: f32, %o64: f32):
    linalg.yield %a63 : f32
  } -> tensor<2x64x114x114xf32>
  %e66 = tensor.empty() : tensor<2x64x56x56xf32>
  %f67 = linalg.fill ins(%c3 : f32) outs(%e66 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %e68 = tensor.empty() : tensor<3x3xf32>
  %pool69 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g65, %e68 : tensor<2x64x114x114xf32>, tensor<3x3xf32>) outs(%f67 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %e70 = tensor.empty() : tensor<2x64x58x58xf32>
  %f71 = linalg.fill ins(%c0 : f32) outs(%e70 : tensor<2x64x58x58xf32>) -> tensor<2x64x58x58xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool69 : tensor<2x64x56x56xf32>) outs(%f71 : tensor<2x64x58x58xf32>) {
  ^bb0(%a72: f32, %o73: f32):
    linalg.yield %a72 : f32
  } -> tensor<2x64x58x58xf32>
  %e75 = tensor.empty() : tensor<2x64x56x56xf32>
  %f76 = linalg.fill ins(%c0 : f32) outs(%e75 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %conv77 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g74, %layer1_0_conv1_weight : tensor<2x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%f76 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %e78 = tensor.empty() : tensor<64xf32>
  %f79 = linalg.fill ins(%c0 : f32) outs(%e78 : tensor<64xf32>) -> tensor<64xf32>
  %g83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv77 : tensor<2x64x56x56xf32>) outs(%f79 : tensor<64xf32>) {
  ^bb0(%a80: f32, %o81: f32):
    %b82 = arith.addf %a80, %o81 : f32
    linalg.yield %b82 : f32
  } -> tensor<64xf32>
  %e84 = tensor.empty() : tensor<64xf32>
  %g88 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g83 : tensor<64xf32>) outs(%e84 : tensor<64xf32>) {
  ^bb0(%a85: f32, %o86: f32):
    %b87 = arith.divf %a85, %c4 : f32
    linalg.yield %b87 : f32
  } -> tensor<64xf32>
  %e90 = tensor.empty() : tensor<2x64x56x56xf32>
  %g96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv77, %g88 : tensor<2x64x56x56xf32>, tensor<64xf32>) outs(%e90 : tensor<2x64x56x56xf32>) {
  ^bb0(%a91: f32, %a92: f32, %o93: f32):
    %b94 = arith.subf %a91, %a92 : f32
    %b95 = arith.mulf %b94, %b94 : f32
    linalg.yield %b95 : f32
  } -> tensor<2x64x56x56xf32>
  %e97 = tensor.empty() : tensor<64xf32>
  %f98 = linalg.fill ins(%c0 : f32) outs(%e97 : tensor<64xf32>) -> tensor<64xf32>
  %g102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g96 : tensor<2x64x56x56xf32>) outs(%f98 : tensor<64xf32>) {
  ^bb0(%a99: f32, %o100: f32):
    %b101 = arith.addf %a99, %o100 : f32
    linalg.yield %b101 : f32
  } -> tensor<64xf32>
  %e103 = tensor.empty() : tensor<64xf32>
  %g107 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g102 : tensor<64xf32>) outs(%e103 : tensor<64xf32>) {
  ^bb0(%a104: f32, %o105: f32):
    %b106 = arith.divf %a104, %c4 : f32
    linalg.yield %b106 : f32
  } -> tensor<64xf32>
  %e111 = tensor.empty() : tensor<2x64x56x56xf32>
  %g124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv77, %g88, %g107, %layer1_0_bn1_weight, %layer1_0_bn1_bias : tensor<2x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e111 : tensor<2x64x56x56xf32>) {
  ^bb0(%a112: f32, %a113: f32, %a114: f32, %a115: f32, %a116: f32, %o117: f32):
    %b118 = arith.addf %a114, %c2 : f32
    %b119 = math.sqrt %b118 : f32
    %b120 = arith.subf %a112, %a113 : f32
    %b121 = arith.divf %b120, %b119 : f32
    %b122 = arith.mulf %b121, %a115 : f32
    %b123 = arith.addf %b122, %a116 : f32
    linalg.yield %b123 : f32
  } -> tensor<2x64x56x56xf32>
  %e125 = tensor.empty() : tensor<2x64x56x56xf32>
  %g129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g124 : tensor<2x64x56x56xf32>) outs(%e125 : tensor<2x64x56x56xf32>) {
  ^bb0(%a126: f32, %o127: f32):
    %b128 = arith.maximumf %a126, %c0 : f32
    linalg.yield %b128 : f32
  } -> tensor<2x64x56x56xf32>
  %e130 = tensor.empty() : tensor<2x64x58x58xf32>
  %f131 = linalg.fill ins(%c0 : f32) outs(%e130 : tensor<2x64x58x58xf32>) -> tensor<2x64x58x58xf32>
  %g134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g129 : tensor<2x64x56x56xf32>) outs(%f131 : tensor<2x64x58x58xf32>) {
  ^bb0(%a132: f32, %o133: f32):
    linalg.yield %a132 : f32
  } -> tensor<2x64x58x58xf32>
  %e135 = tensor.empty() : tensor<2x64x56x56xf32>
  %f136 = linalg.fill ins(%c0 : f32) outs(%e135 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %conv137 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g134, %layer1_0_conv2_weight : tensor<2x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%f136 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %e138 = tensor.empty() : tensor<64xf32>
  %f139 = linalg.fill ins(%c0 : f32) outs(%e138 : tensor<64xf32>) -> tensor<64xf32>
  %g143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv137 : tensor<2x64x56x56xf32>) outs(%f139 : tensor<64xf32>) {
  ^bb0(%a140: f32, %o141: f32):
    %b142 = arith.addf %a140, %o141 : f32
    linalg.yield %b142 : f32
  } -> tensor<64xf32>
  %e144 = tensor.empty() : tensor<64xf32>
  %g148 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g143 : tensor<64xf32>) outs(%e144 : tensor<64xf32>) {
  ^bb0(%a145: f32, %o146: f32):
    %b147 = arith.divf %a145, %c4 : f32
    linalg.yield %b147 : f32
  } -> tensor<64xf32>
  %e150 = tensor.empty() : tensor<2x64x56x56xf32>
  %g156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv137, %g148 : tensor<2x64x56x56xf32>, tensor<64xf32>) outs(%e150 : tensor<2x64x56x56xf32>) {
  ^bb0(%a151: f32, %a152: f32, %o153: f32):
    %b154 = arith.subf %a151, %a152 : f32
    %b155 = arith.mulf %b154, %b154 : f32
    linalg.yield %b155 : f32
  } -> tensor<2x64x56x56xf32>
  %e157 = tensor.empty() : tensor<64xf32>
  %f158 = linalg.fill ins(%c0 : f32) outs(%e157 : tensor<64xf32>) -> tensor<64xf32>
  %g162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g156 : tensor<2x64x56x56xf32>) outs(%f158 : tensor<64xf32>) {
  ^bb0(%a159: f32, %o160: f32):
    %b161 = arith.addf %a159, %o160 : f32
    linalg.yield %b161 : f32
  } -> tensor<64xf32>
  %e163 = tensor.empty() : tensor<64xf32>
  %g167 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g162 : tensor<64xf32>) outs(%e163 : tensor<64xf32>) {
  ^bb0(%a164: f32, %o165: f32):
    %b166 = arith.divf %a164, %c4 : f32
    linalg.yield %b166 : f32
  } -> tensor<64xf32>
  %e171 = tensor.empty() : tensor<2x64x56x56xf32>
  %g184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv137, %g148, %g167, %layer1_0_bn2_weight, %layer1_0_bn2_bias : tensor<2x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e171 : tensor<2x64x56x56xf32>) {
  ^bb0(%a172: f32, %a173: f32, %a174: f32, %a175: f32, %a176: f32, %o177: f32):
    %b178 = arith.addf %a174, %c2 : f32
    %b179 = math.sqrt %b178 : f32
    %b180 = arith.subf %a172, %a173 : f32
    %b181 = arith.divf %b180, %b179 : f32
    %b182 = arith.mulf %b181, %a175 : f32
    %b183 = arith.addf %b182, %a176 : f32
    linalg.yield %b183 : f32
  } -> tensor<2x64x56x56xf32>
  %e185 = tensor.empty() : tensor<2x64x56x56xf32>
  %g190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g184, %pool69 : tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) outs(%e185 : tensor<2x64x56x56xf32>) {
  ^bb0(%a186: f32, %a187: f32, %o188: f32):
    %b189 = arith.addf %a186, %a187 : f32
    linalg.yield %b189 : f32
  } -> tensor<2x64x56x56xf32>
  %e191 = tensor.empty() : tensor<2x64x56x56xf32>
  %g195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g190 : tensor<2x64x56x56xf32>) outs(%e191 : tensor<2x64x56x56xf32>) {
  ^bb0(%a192: f32, %o193: f32):
    %b194 = arith.maximumf %a192, %c0 : f32
    linalg.yield %b194 : f32
  } -> tensor<2x64x56x56xf32>
  %e196 = tensor.empty() : tensor<2x64x58x58xf32>
  %f197 = linalg.fill ins(%c0 : f32) outs(%e196 : tensor<2x64x58x58xf32>) -> tensor<2x64x58x58xf32>
  %g200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g195 : tensor<2x64x56x56xf32>) outs(%f197 : tensor<2x64x58x58xf32>) {
  ^bb0(%a198: f32, %o199: f32):
    linalg.yield %a198 : f32
  } -> tensor<2x64x58x58xf32>
  %e201 = tensor.empty() : tensor<2x64x56x56xf32>
  %f202 = linalg.fill ins(%c0 : f32) outs(%e201 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %conv203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g200, %layer1_1_conv1_weight : tensor<2x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%f202 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %e204 = tensor.empty() : tensor<64xf32>
  %f205 = linalg.fill ins(%c0 : f32) outs(%e204 : tensor<64xf32>) -> tensor<64xf32>
  %g209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv203 : tensor<2x64x56x56xf32>) outs(%f205 : tensor<64xf32>) {
  ^bb0(%a206: f32, %o207: f32):
    %b208 = arith.addf %a206, %o207 : f32
    linalg.yield %b208 : f32
  } -> tensor<64xf32>
  %e210 = tensor.empty() : tensor<64xf32>
  %g214 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g209 : tensor<64xf32>) outs(%e210 : tensor<64xf32>) {
  ^bb0(%a211: f32, %o212: f32):
    %b213 = arith.divf %a211, %c4 : f32
    linalg.yield %b213 : f32
  } -> tensor<64xf32>
  %e216 = tensor.empty() : tensor<2x64x56x56xf32>
  %g222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv203, %g214 : tensor<2x64x56x56xf32>, tensor<64xf32>) outs(%e216 : tensor<2x64x56x56xf32>) {
  ^bb0(%a217: f32, %a218: f32, %o219: f32):
    %b220 = arith.subf %a217, %a218 : f32
    %b221 = arith.mulf %b220, %b220 : f32
    linalg.yield %b221 : f32
  } -> tensor<2x64x56x56xf32>
  %e223 = tensor.empty() : tensor<64xf32>
  %f224 = linalg.fill ins(%c0 : f32) outs(%e223 : tensor<64xf32>) -> tensor<64xf32>
  %g228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g222 : tensor<2x64x56x56xf32>) outs(%f224 : tensor<64xf32>) {
  ^bb0(%a225: f32, %o226: f32):
    %b227 = arith.addf %a225, %o226 : f32
    linalg.yield %b227 : f32
  } -> tensor<64xf32>
  %e229 = tensor.empty() : tensor<64xf32>
  %g233 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g228 : tensor<64xf32>) outs(%e229 : tensor<64xf32>) {
  ^bb0(%a230: f32, %o231: f32):
    %b232 = arith.divf %a230, %c4 : f32
    linalg.yield %b232 : f32
  } -> tensor<64xf32>
  %e237 = tensor.empty() : tensor<2x64x56x56xf32>
  %g250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv203, %g214, %g233, %layer1_1_bn1_weight, %layer1_1_bn1_bias : tensor<2x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e237 : tensor<2x64x56x56xf32>) {
  ^bb0(%a238: f32, %a239: f32, %a240: f32, %a241: f32, %a242: f32, %o243: f32):
    %b244 = arith.addf %a240, %c2 : f32
    %b245 = math.sqrt %b244 : f32
    %b246 = arith.subf %a238, %a239 : f32
    %b247 = arith.divf %b246, %b245 : f32
    %b248 = arith.mulf %b247, %a241 : f32
    %b249 = arith.addf %b248, %a242 : f32
    linalg.yield %b249 : f32
  } -> tensor<2x64x56x56xf32>
  %e251 = tensor.empty() : tensor<2x64x56x56xf32>
  %g255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g250 : tensor<2x64x56x56xf32>) outs(%e251 : tensor<2x64x56x56xf32>) {
  ^bb0(%a252: f32, %o253: f32):
    %b254 = arith.maximumf %a252, %c0 : f32
    linalg.yield %b254 : f32
  } -> tensor<2x64x56x56xf32>
  %e256 = tensor.empty() : tensor<2x64x58x58xf32>
  %f257 = linalg.fill ins(%c0 : f32) outs(%e256 : tensor<2x64x58x58xf32>) -> tensor<2x64x58x58xf32>
  %g260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g255 : tensor<2x64x56x56xf32>) outs(%f257 : tensor<2x64x58x58xf32>) {
  ^bb0(%a258: f32, %o259: f32):
    linalg.yield %a258 : f32
  } -> tensor<2x64x58x58xf32>
  %e261 = tensor.empty() : tensor<2x64x56x56xf32>
  %f262 = linalg.fill ins(%c0 : f32) outs(%e261 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %conv263 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g260, %layer1_1_conv2_weight : tensor<2x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%f262 : tensor<2x64x56x56xf32>) -> tensor<2x64x56x56xf32>
  %e264 = tensor.empty() : tensor<64xf32>
  %f265 = linalg.fill ins(%c0 : f32) outs(%e264 : tensor<64xf32>) -> tensor<64xf32>
  %g269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv263 : tensor<2x64x56x56xf32>) outs(%f265 : tensor<64xf32>) {
  ^bb0(%a266: f32, %o267: f32):
    %b268 = arith.addf %a266, %o267 : f32
    linalg.yield %b268 : f32
  } -> tensor<64xf32>
  %e270 = tensor.empty() : tensor<64xf32>
  %g274 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g269 : tensor<64xf32>) outs(%e270 : tensor<64xf32>) {
  ^bb0(%a271: f32, %o272: f32):
    %b273 = arith.divf %a271, %c4 : f32
    linalg.yield %b273 : f32
  } -> tensor<64xf32>
  %e276 = tensor.empty() : tensor<2x64x56x56xf32>
  %g282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv263, %g274 : tensor<2x64x56x56xf32>, tensor<64xf32>) outs(%e276 : tensor<2x64x56x56xf32>) {
  ^bb0(%a277: f32, %a278: f32, %o279: f32):
    %b280 = arith.subf %a277, %a278 : f32
    %b281 = arith.mulf %b280, %b280 : f32
    linalg.yield %b281 : f32
  } -> tensor<2x64x56x56xf32>
  %e283 = tensor.empty() : tensor<64xf32>
  %f284 = linalg.fill ins(%c0 : f32) outs(%e283 : tensor<64xf32>) -> tensor<64xf32>
  %g288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g282 : tensor<2x64x56x56xf32>) outs(%f284 : tensor<64xf32>) {
  ^bb0(%a285: f32, %o286: f32):
    %b287 = arith.addf %a285, %o286 : f32
    linalg.yield %b287 : f32
  } -> tensor<64xf32>
  %e289 = tensor.empty() : tensor<64xf32>
  %g293 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g288 : tensor<64xf32>) outs(%e289 : tensor<64xf32>) {
  ^bb0(%a290: f32, %o291: f32):
    %b292 = arith.divf %a290, %c4 : f32
    linalg.yield %b292 : f32
  } -> tensor<64xf32>
  %e297 = tensor.empty() : tensor<2x64x56x56xf32>
  %g310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv263, %g274, %g293, %layer1_1_bn2_weight, %layer1_1_bn2_bias : tensor<2x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e297 : tensor<2x64x56x56xf32>) {
  ^bb0(%a298: f32, %a299: f32, %a300: f32, %a301: f32, %a302: f32, %o303: f32):
    %b304 = arith.addf %a300, %c2 : f32
    %b305 = math.sqrt %b304 : f32
    %b306 = arith.subf %a298, %a299 : f32
    %b307 = arith.divf %b306, %b305 : f32
    %b308 = arith.mulf %b307, %a301 : f32
    %b309 = arith.addf %b308, %a302 : f32
    linalg.yield %b309 : f32
  } -> tensor<2x64x56x56xf32>
  %e311 = tensor.empty() : tensor<2x64x56x56xf32>
  %g316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g310, %g195 : tensor<2x64x56x56xf32>, tensor<2x64x56x56xf32>) outs(%e311 : tensor<2x64x56x56xf32>) {
  ^bb0(%a312: f32, %a313: f32, %o314: f32):
    %b315 = arith.addf %a312, %a313 : f32
    linalg.yield %b315 : f32
  } -> tensor<2x64x56x56xf32>
  %e317 = tensor.empty() : tensor<2x64x56x56xf32>
  %g321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g316 : tensor<2x64x56x56xf32>) outs(%e317 : tensor<2x64x56x56xf32>) {
  ^bb0(%a318: f32, %o319: f32):
    %b320 = arith.maximumf %a318, %c0 : f32
    linalg.yield %b320 : f32
  } -> tensor<2x64x56x56xf32>
  %e322 = tensor.empty() : tensor<2x64x58x58xf32>
  %f323 = linalg.fill ins(%c0 : f32) outs(%e322 : tensor<2x64x58x58xf32>) -> tensor<2x64x58x58xf32>
  %g326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g321 : tensor<2x64x56x56xf32>) outs(%f323 : tensor<2x64x58x58xf32>) {
  ^bb0(%a324: f32, %o325: f32):
    linalg.yield %a324 : f32
  } -> tensor<2x64x58x58xf32>
  %e327 = tensor.empty() : tensor<2x128x28x28xf32>
  %f328 = linalg.fill ins(%c0 : f32) outs(%e327 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %conv329 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g326, %layer2_0_conv1_weight : tensor<2x64x58x58xf32>, tensor<128x64x3x3xf32>) outs(%f328 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %e330 = tensor.empty() : tensor<128xf32>
  %f331 = linalg.fill ins(%c0 : f32) outs(%e330 : tensor<128xf32>) -> tensor<128xf32>
  %g335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv329 : tensor<2x128x28x28xf32>) outs(%f331 : tensor<128xf32>) {
  ^bb0(%a332: f32, %o333: f32):
    %b334 = arith.addf %a332, %o333 : f32
    linalg.yield %b334 : f32
  } -> tensor<128xf32>
  %e336 = tensor.empty() : tensor<128xf32>
  %g340 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g335 : tensor<128xf32>) outs(%e336 : tensor<128xf32>) {
  ^bb0(%a337: f32, %o338: f32):
    %b339 = arith.divf %a337, %c5 : f32
    linalg.yield %b339 : f32
  } -> tensor<128xf32>
  %e342 = tensor.empty() : tensor<2x128x28x28xf32>
  %g348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv329, %g340 : tensor<2x128x28x28xf32>, tensor<128xf32>) outs(%e342 : tensor<2x128x28x28xf32>) {
  ^bb0(%a343: f32, %a344: f32, %o345: f32):
    %b346 = arith.subf %a343, %a344 : f32
    %b347 = arith.mulf %b346, %b346 : f32
    linalg.yield %b347 : f32
  } -> tensor<2x128x28x28xf32>
  %e349 = tensor.empty() : tensor<128xf32>
  %f350 = linalg.fill ins(%c0 : f32) outs(%e349 : tensor<128xf32>) -> tensor<128xf32>
  %g354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g348 : tensor<2x128x28x28xf32>) outs(%f350 : tensor<128xf32>) {
  ^bb0(%a351: f32, %o352: f32):
    %b353 = arith.addf %a351, %o352 : f32
    linalg.yield %b353 : f32
  } -> tensor<128xf32>
  %e355 = tensor.empty() : tensor<128xf32>
  %g359 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g354 : tensor<128xf32>) outs(%e355 : tensor<128xf32>) {
  ^bb0(%a356: f32, %o357: f32):
    %b358 = arith.divf %a356, %c5 : f32
    linalg.yield %b358 : f32
  } -> tensor<128xf32>
  %e363 = tensor.empty() : tensor<2x128x28x28xf32>
  %g376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv329, %g340, %g359, %layer2_0_bn1_weight, %layer2_0_bn1_bias : tensor<2x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e363 : tensor<2x128x28x28xf32>) {
  ^bb0(%a364: f32, %a365: f32, %a366: f32, %a367: f32, %a368: f32, %o369: f32):
    %b370 = arith.addf %a366, %c2 : f32
    %b371 = math.sqrt %b370 : f32
    %b372 = arith.subf %a364, %a365 : f32
    %b373 = arith.divf %b372, %b371 : f32
    %b374 = arith.mulf %b373, %a367 : f32
    %b375 = arith.addf %b374, %a368 : f32
    linalg.yield %b375 : f32
  } -> tensor<2x128x28x28xf32>
  %e377 = tensor.empty() : tensor<2x128x28x28xf32>
  %g381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g376 : tensor<2x128x28x28xf32>) outs(%e377 : tensor<2x128x28x28xf32>) {
  ^bb0(%a378: f32, %o379: f32):
    %b380 = arith.maximumf %a378, %c0 : f32
    linalg.yield %b380 : f32
  } -> tensor<2x128x28x28xf32>
  %e382 = tensor.empty() : tensor<2x128x30x30xf32>
  %f383 = linalg.fill ins(%c0 : f32) outs(%e382 : tensor<2x128x30x30xf32>) -> tensor<2x128x30x30xf32>
  %g386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g381 : tensor<2x128x28x28xf32>) outs(%f383 : tensor<2x128x30x30xf32>) {
  ^bb0(%a384: f32, %o385: f32):
    linalg.yield %a384 : f32
  } -> tensor<2x128x30x30xf32>
  %e387 = tensor.empty() : tensor<2x128x28x28xf32>
  %f388 = linalg.fill ins(%c0 : f32) outs(%e387 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %conv389 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g386, %layer2_0_conv2_weight : tensor<2x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%f388 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %e390 = tensor.empty() : tensor<128xf32>
  %f391 = linalg.fill ins(%c0 : f32) outs(%e390 : tensor<128xf32>) -> tensor<128xf32>
  %g395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv389 : tensor<2x128x28x28xf32>) outs(%f391 : tensor<128xf32>) {
  ^bb0(%a392: f32, %o393: f32):
    %b394 = arith.addf %a392, %o393 : f32
    linalg.yield %b394 : f32
  } -> tensor<128xf32>
  %e396 = tensor.empty() : tensor<128xf32>
  %g400 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g395 : tensor<128xf32>) outs(%e396 : tensor<128xf32>) {
  ^bb0(%a397: f32, %o398: f32):
    %b399 = arith.divf %a397, %c5 : f32
    linalg.yield %b399 : f32
  } -> tensor<128xf32>
  %e402 = tensor.empty() : tensor<2x128x28x28xf32>
  %g408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv389, %g400 : tensor<2x128x28x28xf32>, tensor<128xf32>) outs(%e402 : tensor<2x128x28x28xf32>) {
  ^bb0(%a403: f32, %a404: f32, %o405: f32):
    %b406 = arith.subf %a403, %a404 : f32
    %b407 = arith.mulf %b406, %b406 : f32
    linalg.yield %b407 : f32
  } -> tensor<2x128x28x28xf32>
  %e409 = tensor.empty() : tensor<128xf32>
  %f410 = linalg.fill ins(%c0 : f32) outs(%e409 : tensor<128xf32>) -> tensor<128xf32>
  %g414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g408 : tensor<2x128x28x28xf32>) outs(%f410 : tensor<128xf32>) {
  ^bb0(%a411: f32, %o412: f32):
    %b413 = arith.addf %a411, %o412 : f32
    linalg.yield %b413 : f32
  } -> tensor<128xf32>
  %e415 = tensor.empty() : tensor<128xf32>
  %g419 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g414 : tensor<128xf32>) outs(%e415 : tensor<128xf32>) {
  ^bb0(%a416: f32, %o417: f32):
    %b418 = arith.divf %a416, %c5 : f32
    linalg.yield %b418 : f32
  } -> tensor<128xf32>
  %e423 = tensor.empty() : tensor<2x128x28x28xf32>
  %g436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv389, %g400, %g419, %layer2_0_bn2_weight, %layer2_0_bn2_bias : tensor<2x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e423 : tensor<2x128x28x28xf32>) {
  ^bb0(%a424: f32, %a425: f32, %a426: f32, %a427: f32, %a428: f32, %o429: f32):
    %b430 = arith.addf %a426, %c2 : f32
    %b431 = math.sqrt %b430 : f32
    %b432 = arith.subf %a424, %a425 : f32
    %b433 = arith.divf %b432, %b431 : f32
    %b434 = arith.mulf %b433, %a427 : f32
    %b435 = arith.addf %b434, %a428 : f32
    linalg.yield %b435 : f32
  } -> tensor<2x128x28x28xf32>
  %e437 = tensor.empty() : tensor<2x128x28x28xf32>
  %f438 = linalg.fill ins(%c0 : f32) outs(%e437 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %conv439 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g321, %layer2_0_downsample_0_weight : tensor<2x64x56x56xf32>, tensor<128x64x1x1xf32>) outs(%f438 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %e440 = tensor.empty() : tensor<128xf32>
  %f441 = linalg.fill ins(%c0 : f32) outs(%e440 : tensor<128xf32>) -> tensor<128xf32>
  %g445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv439 : tensor<2x128x28x28xf32>) outs(%f441 : tensor<128xf32>) {
  ^bb0(%a442: f32, %o443: f32):
    %b444 = arith.addf %a442, %o443 : f32
    linalg.yield %b444 : f32
  } -> tensor<128xf32>
  %e446 = tensor.empty() : tensor<128xf32>
  %g450 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g445 : tensor<128xf32>) outs(%e446 : tensor<128xf32>) {
  ^bb0(%a447: f32, %o448: f32):
    %b449 = arith.divf %a447, %c5 : f32
    linalg.yield %b449 : f32
  } -> tensor<128xf32>
  %e452 = tensor.empty() : tensor<2x128x28x28xf32>
  %g458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv439, %g450 : tensor<2x128x28x28xf32>, tensor<128xf32>) outs(%e452 : tensor<2x128x28x28xf32>) {
  ^bb0(%a453: f32, %a454: f32, %o455: f32):
    %b456 = arith.subf %a453, %a454 : f32
    %b457 = arith.mulf %b456, %b456 : f32
    linalg.yield %b457 : f32
  } -> tensor<2x128x28x28xf32>
  %e459 = tensor.empty() : tensor<128xf32>
  %f460 = linalg.fill ins(%c0 : f32) outs(%e459 : tensor<128xf32>) -> tensor<128xf32>
  %g464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g458 : tensor<2x128x28x28xf32>) outs(%f460 : tensor<128xf32>) {
  ^bb0(%a461: f32, %o462: f32):
    %b463 = arith.addf %a461, %o462 : f32
    linalg.yield %b463 : f32
  } -> tensor<128xf32>
  %e465 = tensor.empty() : tensor<128xf32>
  %g469 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g464 : tensor<128xf32>) outs(%e465 : tensor<128xf32>) {
  ^bb0(%a466: f32, %o467: f32):
    %b468 = arith.divf %a466, %c5 : f32
    linalg.yield %b468 : f32
  } -> tensor<128xf32>
  %e473 = tensor.empty() : tensor<2x128x28x28xf32>
  %g486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv439, %g450, %g469, %layer2_0_downsample_1_weight, %layer2_0_downsample_1_bias : tensor<2x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e473 : tensor<2x128x28x28xf32>) {
  ^bb0(%a474: f32, %a475: f32, %a476: f32, %a477: f32, %a478: f32, %o479: f32):
    %b480 = arith.addf %a476, %c2 : f32
    %b481 = math.sqrt %b480 : f32
    %b482 = arith.subf %a474, %a475 : f32
    %b483 = arith.divf %b482, %b481 : f32
    %b484 = arith.mulf %b483, %a477 : f32
    %b485 = arith.addf %b484, %a478 : f32
    linalg.yield %b485 : f32
  } -> tensor<2x128x28x28xf32>
  %e487 = tensor.empty() : tensor<2x128x28x28xf32>
  %g492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g436, %g486 : tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) outs(%e487 : tensor<2x128x28x28xf32>) {
  ^bb0(%a488: f32, %a489: f32, %o490: f32):
    %b491 = arith.addf %a488, %a489 : f32
    linalg.yield %b491 : f32
  } -> tensor<2x128x28x28xf32>
  %e493 = tensor.empty() : tensor<2x128x28x28xf32>
  %g497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g492 : tensor<2x128x28x28xf32>) outs(%e493 : tensor<2x128x28x28xf32>) {
  ^bb0(%a494: f32, %o495: f32):
    %b496 = arith.maximumf %a494, %c0 : f32
    linalg.yield %b496 : f32
  } -> tensor<2x128x28x28xf32>
  %e498 = tensor.empty() : tensor<2x128x30x30xf32>
  %f499 = linalg.fill ins(%c0 : f32) outs(%e498 : tensor<2x128x30x30xf32>) -> tensor<2x128x30x30xf32>
  %g502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g497 : tensor<2x128x28x28xf32>) outs(%f499 : tensor<2x128x30x30xf32>) {
  ^bb0(%a500: f32, %o501: f32):
    linalg.yield %a500 : f32
  } -> tensor<2x128x30x30xf32>
  %e503 = tensor.empty() : tensor<2x128x28x28xf32>
  %f504 = linalg.fill ins(%c0 : f32) outs(%e503 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %conv505 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g502, %layer2_1_conv1_weight : tensor<2x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%f504 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %e506 = tensor.empty() : tensor<128xf32>
  %f507 = linalg.fill ins(%c0 : f32) outs(%e506 : tensor<128xf32>) -> tensor<128xf32>
  %g511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv505 : tensor<2x128x28x28xf32>) outs(%f507 : tensor<128xf32>) {
  ^bb0(%a508: f32, %o509: f32):
    %b510 = arith.addf %a508, %o509 : f32
    linalg.yield %b510 : f32
  } -> tensor<128xf32>
  %e512 = tensor.empty() : tensor<128xf32>
  %g516 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g511 : tensor<128xf32>) outs(%e512 : tensor<128xf32>) {
  ^bb0(%a513: f32, %o514: f32):
    %b515 = arith.divf %a513, %c5 : f32
    linalg.yield %b515 : f32
  } -> tensor<128xf32>
  %e518 = tensor.empty() : tensor<2x128x28x28xf32>
  %g524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv505, %g516 : tensor<2x128x28x28xf32>, tensor<128xf32>) outs(%e518 : tensor<2x128x28x28xf32>) {
  ^bb0(%a519: f32, %a520: f32, %o521: f32):
    %b522 = arith.subf %a519, %a520 : f32
    %b523 = arith.mulf %b522, %b522 : f32
    linalg.yield %b523 : f32
  } -> tensor<2x128x28x28xf32>
  %e525 = tensor.empty() : tensor<128xf32>
  %f526 = linalg.fill ins(%c0 : f32) outs(%e525 : tensor<128xf32>) -> tensor<128xf32>
  %g530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g524 : tensor<2x128x28x28xf32>) outs(%f526 : tensor<128xf32>) {
  ^bb0(%a527: f32, %o528: f32):
    %b529 = arith.addf %a527, %o528 : f32
    linalg.yield %b529 : f32
  } -> tensor<128xf32>
  %e531 = tensor.empty() : tensor<128xf32>
  %g535 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g530 : tensor<128xf32>) outs(%e531 : tensor<128xf32>) {
  ^bb0(%a532: f32, %o533: f32):
    %b534 = arith.divf %a532, %c5 : f32
    linalg.yield %b534 : f32
  } -> tensor<128xf32>
  %e539 = tensor.empty() : tensor<2x128x28x28xf32>
  %g552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv505, %g516, %g535, %layer2_1_bn1_weight, %layer2_1_bn1_bias : tensor<2x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e539 : tensor<2x128x28x28xf32>) {
  ^bb0(%a540: f32, %a541: f32, %a542: f32, %a543: f32, %a544: f32, %o545: f32):
    %b546 = arith.addf %a542, %c2 : f32
    %b547 = math.sqrt %b546 : f32
    %b548 = arith.subf %a540, %a541 : f32
    %b549 = arith.divf %b548, %b547 : f32
    %b550 = arith.mulf %b549, %a543 : f32
    %b551 = arith.addf %b550, %a544 : f32
    linalg.yield %b551 : f32
  } -> tensor<2x128x28x28xf32>
  %e553 = tensor.empty() : tensor<2x128x28x28xf32>
  %g557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g552 : tensor<2x128x28x28xf32>) outs(%e553 : tensor<2x128x28x28xf32>) {
  ^bb0(%a554: f32, %o555: f32):
    %b556 = arith.maximumf %a554, %c0 : f32
    linalg.yield %b556 : f32
  } -> tensor<2x128x28x28xf32>
  %e558 = tensor.empty() : tensor<2x128x30x30xf32>
  %f559 = linalg.fill ins(%c0 : f32) outs(%e558 : tensor<2x128x30x30xf32>) -> tensor<2x128x30x30xf32>
  %g562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g557 : tensor<2x128x28x28xf32>) outs(%f559 : tensor<2x128x30x30xf32>) {
  ^bb0(%a560: f32, %o561: f32):
    linalg.yield %a560 : f32
  } -> tensor<2x128x30x30xf32>
  %e563 = tensor.empty() : tensor<2x128x28x28xf32>
  %f564 = linalg.fill ins(%c0 : f32) outs(%e563 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %conv565 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g562, %layer2_1_conv2_weight : tensor<2x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%f564 : tensor<2x128x28x28xf32>) -> tensor<2x128x28x28xf32>
  %e566 = tensor.empty() : tensor<128xf32>
  %f567 = linalg.fill ins(%c0 : f32) outs(%e566 : tensor<128xf32>) -> tensor<128xf32>
  %g571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv565 : tensor<2x128x28x28xf32>) outs(%f567 : tensor<128xf32>) {
  ^bb0(%a568: f32, %o569: f32):
    %b570 = arith.addf %a568, %o569 : f32
    linalg.yield %b570 : f32
  } -> tensor<128xf32>
  %e572 = tensor.empty() : tensor<128xf32>
  %g576 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g571 : tensor<128xf32>) outs(%e572 : tensor<128xf32>) {
  ^bb0(%a573: f32, %o574: f32):
    %b575 = arith.divf %a573, %c5 : f32
    linalg.yield %b575 : f32
  } -> tensor<128xf32>
  %e578 = tensor.empty() : tensor<2x128x28x28xf32>
  %g584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv565, %g576 : tensor<2x128x28x28xf32>, tensor<128xf32>) outs(%e578 : tensor<2x128x28x28xf32>) {
  ^bb0(%a579: f32, %a580: f32, %o581: f32):
    %b582 = arith.subf %a579, %a580 : f32
    %b583 = arith.mulf %b582, %b582 : f32
    linalg.yield %b583 : f32
  } -> tensor<2x128x28x28xf32>
  %e585 = tensor.empty() : tensor<128xf32>
  %f586 = linalg.fill ins(%c0 : f32) outs(%e585 : tensor<128xf32>) -> tensor<128xf32>
  %g590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g584 : tensor<2x128x28x28xf32>) outs(%f586 : tensor<128xf32>) {
  ^bb0(%a587: f32, %o588: f32):
    %b589 = arith.addf %a587, %o588 : f32
    linalg.yield %b589 : f32
  } -> tensor<128xf32>
  %e591 = tensor.empty() : tensor<128xf32>
  %g595 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g590 : tensor<128xf32>) outs(%e591 : tensor<128xf32>) {
  ^bb0(%a592: f32, %o593: f32):
    %b594 = arith.divf %a592, %c5 : f32
    linalg.yield %b594 : f32
  } -> tensor<128xf32>
  %e599 = tensor.empty() : tensor<2x128x28x28xf32>
  %g612 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv565, %g576, %g595, %layer2_1_bn2_weight, %layer2_1_bn2_bias : tensor<2x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e599 : tensor<2x128x28x28xf32>) {
  ^bb0(%a600: f32, %a601: f32, %a602: f32, %a603: f32, %a604: f32, %o605: f32):
    %b606 = arith.addf %a602, %c2 : f32
    %b607 = math.sqrt %b606 : f32
    %b608 = arith.subf %a600, %a601 : f32
    %b609 = arith.divf %b608, %b607 : f32
    %b610 = arith.mulf %b609, %a603 : f32
    %b611 = arith.addf %b610, %a604 : f32
    linalg.yield %b611 : f32
  } -> tensor<2x128x28x28xf32>
  %e613 = tensor.empty() : tensor<2x128x28x28xf32>
  %g618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g612, %g497 : tensor<2x128x28x28xf32>, tensor<2x128x28x28xf32>) outs(%e613 : tensor<2x128x28x28xf32>) {
  ^bb0(%a614: f32, %a615: f32, %o616: f32):
    %b617 = arith.addf %a614, %a615 : f32
    linalg.yield %b617 : f32
  } -> tensor<2x128x28x28xf32>
  %e619 = tensor.empty() : tensor<2x128x28x28xf32>
  %g623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g618 : tensor<2x128x28x28xf32>) outs(%e619 : tensor<2x128x28x28xf32>) {
  ^bb0(%a620: f32, %o621: f32):
    %b622 = arith.maximumf %a620, %c0 : f32
    linalg.yield %b622 : f32
  } -> tensor<2x128x28x28xf32>
  %e624 = tensor.empty() : tensor<2x128x30x30xf32>
  %f625 = linalg.fill ins(%c0 : f32) outs(%e624 : tensor<2x128x30x30xf32>) -> tensor<2x128x30x30xf32>
  %g628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g623 : tensor<2x128x28x28xf32>) outs(%f625 : tensor<2x128x30x30xf32>) {
  ^bb0(%a626: f32, %o627: f32):
    linalg.yield %a626 : f32
  } -> tensor<2x128x30x30xf32>
  %e629 = tensor.empty() : tensor<2x256x14x14xf32>
  %f630 = linalg.fill ins(%c0 : f32) outs(%e629 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %conv631 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g628, %layer3_0_conv1_weight : tensor<2x128x30x30xf32>, tensor<256x128x3x3xf32>) outs(%f630 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %e632 = tensor.empty() : tensor<256xf32>
  %f633 = linalg.fill ins(%c0 : f32) outs(%e632 : tensor<256xf32>) -> tensor<256xf32>
  %g637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv631 : tensor<2x256x14x14xf32>) outs(%f633 : tensor<256xf32>) {
  ^bb0(%a634: f32, %o635: f32):
    %b636 = arith.addf %a634, %o635 : f32
    linalg.yield %b636 : f32
  } -> tensor<256xf32>
  %e638 = tensor.empty() : tensor<256xf32>
  %g642 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g637 : tensor<256xf32>) outs(%e638 : tensor<256xf32>) {
  ^bb0(%a639: f32, %o640: f32):
    %b641 = arith.divf %a639, %c6 : f32
    linalg.yield %b641 : f32
  } -> tensor<256xf32>
  %e644 = tensor.empty() : tensor<2x256x14x14xf32>
  %g650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv631, %g642 : tensor<2x256x14x14xf32>, tensor<256xf32>) outs(%e644 : tensor<2x256x14x14xf32>) {
  ^bb0(%a645: f32, %a646: f32, %o647: f32):
    %b648 = arith.subf %a645, %a646 : f32
    %b649 = arith.mulf %b648, %b648 : f32
    linalg.yield %b649 : f32
  } -> tensor<2x256x14x14xf32>
  %e651 = tensor.empty() : tensor<256xf32>
  %f652 = linalg.fill ins(%c0 : f32) outs(%e651 : tensor<256xf32>) -> tensor<256xf32>
  %g656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g650 : tensor<2x256x14x14xf32>) outs(%f652 : tensor<256xf32>) {
  ^bb0(%a653: f32, %o654: f32):
    %b655 = arith.addf %a653, %o654 : f32
    linalg.yield %b655 : f32
  } -> tensor<256xf32>
  %e657 = tensor.empty() : tensor<256xf32>
  %g661 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g656 : tensor<256xf32>) outs(%e657 : tensor<256xf32>) {
  ^bb0(%a658: f32, %o659: f32):
    %b660 = arith.divf %a658, %c6 : f32
    linalg.yield %b660 : f32
  } -> tensor<256xf32>
  %e665 = tensor.empty() : tensor<2x256x14x14xf32>
  %g678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv631, %g642, %g661, %layer3_0_bn1_weight, %layer3_0_bn1_bias : tensor<2x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e665 : tensor<2x256x14x14xf32>) {
  ^bb0(%a666: f32, %a667: f32, %a668: f32, %a669: f32, %a670: f32, %o671: f32):
    %b672 = arith.addf %a668, %c2 : f32
    %b673 = math.sqrt %b672 : f32
    %b674 = arith.subf %a666, %a667 : f32
    %b675 = arith.divf %b674, %b673 : f32
    %b676 = arith.mulf %b675, %a669 : f32
    %b677 = arith.addf %b676, %a670 : f32
    linalg.yield %b677 : f32
  } -> tensor<2x256x14x14xf32>
  %e679 = tensor.empty() : tensor<2x256x14x14xf32>
  %g683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g678 : tensor<2x256x14x14xf32>) outs(%e679 : tensor<2x256x14x14xf32>) {
  ^bb0(%a680: f32, %o681: f32):
    %b682 = arith.maximumf %a680, %c0 : f32
    linalg.yield %b682 : f32
  } -> tensor<2x256x14x14xf32>
  %e684 = tensor.empty() : tensor<2x256x16x16xf32>
  %f685 = linalg.fill ins(%c0 : f32) outs(%e684 : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %g688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g683 : tensor<2x256x14x14xf32>) outs(%f685 : tensor<2x256x16x16xf32>) {
  ^bb0(%a686: f32, %o687: f32):
    linalg.yield %a686 : f32
  } -> tensor<2x256x16x16xf32>
  %e689 = tensor.empty() : tensor<2x256x14x14xf32>
  %f690 = linalg.fill ins(%c0 : f32) outs(%e689 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %conv691 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g688, %layer3_0_conv2_weight : tensor<2x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f690 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %e692 = tensor.empty() : tensor<256xf32>
  %f693 = linalg.fill ins(%c0 : f32) outs(%e692 : tensor<256xf32>) -> tensor<256xf32>
  %g697 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv691 : tensor<2x256x14x14xf32>) outs(%f693 : tensor<256xf32>) {
  ^bb0(%a694: f32, %o695: f32):
    %b696 = arith.addf %a694, %o695 : f32
    linalg.yield %b696 : f32
  } -> tensor<256xf32>
  %e698 = tensor.empty() : tensor<256xf32>
  %g702 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g697 : tensor<256xf32>) outs(%e698 : tensor<256xf32>) {
  ^bb0(%a699: f32, %o700: f32):
    %b701 = arith.divf %a699, %c6 : f32
    linalg.yield %b701 : f32
  } -> tensor<256xf32>
  %e704 = tensor.empty() : tensor<2x256x14x14xf32>
  %g710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv691, %g702 : tensor<2x256x14x14xf32>, tensor<256xf32>) outs(%e704 : tensor<2x256x14x14xf32>) {
  ^bb0(%a705: f32, %a706: f32, %o707: f32):
    %b708 = arith.subf %a705, %a706 : f32
    %b709 = arith.mulf %b708, %b708 : f32
    linalg.yield %b709 : f32
  } -> tensor<2x256x14x14xf32>
  %e711 = tensor.empty() : tensor<256xf32>
  %f712 = linalg.fill ins(%c0 : f32) outs(%e711 : tensor<256xf32>) -> tensor<256xf32>
  %g716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g710 : tensor<2x256x14x14xf32>) outs(%f712 : tensor<256xf32>) {
  ^bb0(%a713: f32, %o714: f32):
    %b715 = arith.addf %a713, %o714 : f32
    linalg.yield %b715 : f32
  } -> tensor<256xf32>
  %e717 = tensor.empty() : tensor<256xf32>
  %g721 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g716 : tensor<256xf32>) outs(%e717 : tensor<256xf32>) {
  ^bb0(%a718: f32, %o719: f32):
    %b720 = arith.divf %a718, %c6 : f32
    linalg.yield %b720 : f32
  } -> tensor<256xf32>
  %e725 = tensor.empty() : tensor<2x256x14x14xf32>
  %g738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv691, %g702, %g721, %layer3_0_bn2_weight, %layer3_0_bn2_bias : tensor<2x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e725 : tensor<2x256x14x14xf32>) {
  ^bb0(%a726: f32, %a727: f32, %a728: f32, %a729: f32, %a730: f32, %o731: f32):
    %b732 = arith.addf %a728, %c2 : f32
    %b733 = math.sqrt %b732 : f32
    %b734 = arith.subf %a726, %a727 : f32
    %b735 = arith.divf %b734, %b733 : f32
    %b736 = arith.mulf %b735, %a729 : f32
    %b737 = arith.addf %b736, %a730 : f32
    linalg.yield %b737 : f32
  } -> tensor<2x256x14x14xf32>
  %e739 = tensor.empty() : tensor<2x256x14x14xf32>
  %f740 = linalg.fill ins(%c0 : f32) outs(%e739 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %conv741 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g623, %layer3_0_downsample_0_weight : tensor<2x128x28x28xf32>, tensor<256x128x1x1xf32>) outs(%f740 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %e742 = tensor.empty() : tensor<256xf32>
  %f743 = linalg.fill ins(%c0 : f32) outs(%e742 : tensor<256xf32>) -> tensor<256xf32>
  %g747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv741 : tensor<2x256x14x14xf32>) outs(%f743 : tensor<256xf32>) {
  ^bb0(%a744: f32, %o745: f32):
    %b746 = arith.addf %a744, %o745 : f32
    linalg.yield %b746 : f32
  } -> tensor<256xf32>
  %e748 = tensor.empty() : tensor<256xf32>
  %g752 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g747 : tensor<256xf32>) outs(%e748 : tensor<256xf32>) {
  ^bb0(%a749: f32, %o750: f32):
    %b751 = arith.divf %a749, %c6 : f32
    linalg.yield %b751 : f32
  } -> tensor<256xf32>
  %e754 = tensor.empty() : tensor<2x256x14x14xf32>
  %g760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv741, %g752 : tensor<2x256x14x14xf32>, tensor<256xf32>) outs(%e754 : tensor<2x256x14x14xf32>) {
  ^bb0(%a755: f32, %a756: f32, %o757: f32):
    %b758 = arith.subf %a755, %a756 : f32
    %b759 = arith.mulf %b758, %b758 : f32
    linalg.yield %b759 : f32
  } -> tensor<2x256x14x14xf32>
  %e761 = tensor.empty() : tensor<256xf32>
  %f762 = linalg.fill ins(%c0 : f32) outs(%e761 : tensor<256xf32>) -> tensor<256xf32>
  %g766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g760 : tensor<2x256x14x14xf32>) outs(%f762 : tensor<256xf32>) {
  ^bb0(%a763: f32, %o764: f32):
    %b765 = arith.addf %a763, %o764 : f32
    linalg.yield %b765 : f32
  } -> tensor<256xf32>
  %e767 = tensor.empty() : tensor<256xf32>
  %g771 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g766 : tensor<256xf32>) outs(%e767 : tensor<256xf32>) {
  ^bb0(%a768: f32, %o769: f32):
    %b770 = arith.divf %a768, %c6 : f32
    linalg.yield %b770 : f32
  } -> tensor<256xf32>
  %e775 = tensor.empty() : tensor<2x256x14x14xf32>
  %g788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv741, %g752, %g771, %layer3_0_downsample_1_weight, %layer3_0_downsample_1_bias : tensor<2x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e775 : tensor<2x256x14x14xf32>) {
  ^bb0(%a776: f32, %a777: f32, %a778: f32, %a779: f32, %a780: f32, %o781: f32):
    %b782 = arith.addf %a778, %c2 : f32
    %b783 = math.sqrt %b782 : f32
    %b784 = arith.subf %a776, %a777 : f32
    %b785 = arith.divf %b784, %b783 : f32
    %b786 = arith.mulf %b785, %a779 : f32
    %b787 = arith.addf %b786, %a780 : f32
    linalg.yield %b787 : f32
  } -> tensor<2x256x14x14xf32>
  %e789 = tensor.empty() : tensor<2x256x14x14xf32>
  %g794 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g738, %g788 : tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) outs(%e789 : tensor<2x256x14x14xf32>) {
  ^bb0(%a790: f32, %a791: f32, %o792: f32):
    %b793 = arith.addf %a790, %a791 : f32
    linalg.yield %b793 : f32
  } -> tensor<2x256x14x14xf32>
  %e795 = tensor.empty() : tensor<2x256x14x14xf32>
  %g799 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g794 : tensor<2x256x14x14xf32>) outs(%e795 : tensor<2x256x14x14xf32>) {
  ^bb0(%a796: f32, %o797: f32):
    %b798 = arith.maximumf %a796, %c0 : f32
    linalg.yield %b798 : f32
  } -> tensor<2x256x14x14xf32>
  %e800 = tensor.empty() : tensor<2x256x16x16xf32>
  %f801 = linalg.fill ins(%c0 : f32) outs(%e800 : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %g804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g799 : tensor<2x256x14x14xf32>) outs(%f801 : tensor<2x256x16x16xf32>) {
  ^bb0(%a802: f32, %o803: f32):
    linalg.yield %a802 : f32
  } -> tensor<2x256x16x16xf32>
  %e805 = tensor.empty() : tensor<2x256x14x14xf32>
  %f806 = linalg.fill ins(%c0 : f32) outs(%e805 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %conv807 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g804, %layer3_1_conv1_weight : tensor<2x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f806 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %e808 = tensor.empty() : tensor<256xf32>
  %f809 = linalg.fill ins(%c0 : f32) outs(%e808 : tensor<256xf32>) -> tensor<256xf32>
  %g813 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv807 : tensor<2x256x14x14xf32>) outs(%f809 : tensor<256xf32>) {
  ^bb0(%a810: f32, %o811: f32):
    %b812 = arith.addf %a810, %o811 : f32
    linalg.yield %b812 : f32
  } -> tensor<256xf32>
  %e814 = tensor.empty() : tensor<256xf32>
  %g818 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g813 : tensor<256xf32>) outs(%e814 : tensor<256xf32>) {
  ^bb0(%a815: f32, %o816: f32):
    %b817 = arith.divf %a815, %c6 : f32
    linalg.yield %b817 : f32
  } -> tensor<256xf32>
  %e820 = tensor.empty() : tensor<2x256x14x14xf32>
  %g826 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv807, %g818 : tensor<2x256x14x14xf32>, tensor<256xf32>) outs(%e820 : tensor<2x256x14x14xf32>) {
  ^bb0(%a821: f32, %a822: f32, %o823: f32):
    %b824 = arith.subf %a821, %a822 : f32
    %b825 = arith.mulf %b824, %b824 : f32
    linalg.yield %b825 : f32
  } -> tensor<2x256x14x14xf32>
  %e827 = tensor.empty() : tensor<256xf32>
  %f828 = linalg.fill ins(%c0 : f32) outs(%e827 : tensor<256xf32>) -> tensor<256xf32>
  %g832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g826 : tensor<2x256x14x14xf32>) outs(%f828 : tensor<256xf32>) {
  ^bb0(%a829: f32, %o830: f32):
    %b831 = arith.addf %a829, %o830 : f32
    linalg.yield %b831 : f32
  } -> tensor<256xf32>
  %e833 = tensor.empty() : tensor<256xf32>
  %g837 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g832 : tensor<256xf32>) outs(%e833 : tensor<256xf32>) {
  ^bb0(%a834: f32, %o835: f32):
    %b836 = arith.divf %a834, %c6 : f32
    linalg.yield %b836 : f32
  } -> tensor<256xf32>
  %e841 = tensor.empty() : tensor<2x256x14x14xf32>
  %g854 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv807, %g818, %g837, %layer3_1_bn1_weight, %layer3_1_bn1_bias : tensor<2x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e841 : tensor<2x256x14x14xf32>) {
  ^bb0(%a842: f32, %a843: f32, %a844: f32, %a845: f32, %a846: f32, %o847: f32):
    %b848 = arith.addf %a844, %c2 : f32
    %b849 = math.sqrt %b848 : f32
    %b850 = arith.subf %a842, %a843 : f32
    %b851 = arith.divf %b850, %b849 : f32
    %b852 = arith.mulf %b851, %a845 : f32
    %b853 = arith.addf %b852, %a846 : f32
    linalg.yield %b853 : f32
  } -> tensor<2x256x14x14xf32>
  %e855 = tensor.empty() : tensor<2x256x14x14xf32>
  %g859 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g854 : tensor<2x256x14x14xf32>) outs(%e855 : tensor<2x256x14x14xf32>) {
  ^bb0(%a856: f32, %o857: f32):
    %b858 = arith.maximumf %a856, %c0 : f32
    linalg.yield %b858 : f32
  } -> tensor<2x256x14x14xf32>
  %e860 = tensor.empty() : tensor<2x256x16x16xf32>
  %f861 = linalg.fill ins(%c0 : f32) outs(%e860 : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %g864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g859 : tensor<2x256x14x14xf32>) outs(%f861 : tensor<2x256x16x16xf32>) {
  ^bb0(%a862: f32, %o863: f32):
    linalg.yield %a862 : f32
  } -> tensor<2x256x16x16xf32>
  %e865 = tensor.empty() : tensor<2x256x14x14xf32>
  %f866 = linalg.fill ins(%c0 : f32) outs(%e865 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %conv867 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g864, %layer3_1_conv2_weight : tensor<2x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f866 : tensor<2x256x14x14xf32>) -> tensor<2x256x14x14xf32>
  %e868 = tensor.empty() : tensor<256xf32>
  %f869 = linalg.fill ins(%c0 : f32) outs(%e868 : tensor<256xf32>) -> tensor<256xf32>
  %g873 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv867 : tensor<2x256x14x14xf32>) outs(%f869 : tensor<256xf32>) {
  ^bb0(%a870: f32, %o871: f32):
    %b872 = arith.addf %a870, %o871 : f32
    linalg.yield %b872 : f32
  } -> tensor<256xf32>
  %e874 = tensor.empty() : tensor<256xf32>
  %g878 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g873 : tensor<256xf32>) outs(%e874 : tensor<256xf32>) {
  ^bb0(%a875: f32, %o876: f32):
    %b877 = arith.divf %a875, %c6 : f32
    linalg.yield %b877 : f32
  } -> tensor<256xf32>
  %e880 = tensor.empty() : tensor<2x256x14x14xf32>
  %g886 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv867, %g878 : tensor<2x256x14x14xf32>, tensor<256xf32>) outs(%e880 : tensor<2x256x14x14xf32>) {
  ^bb0(%a881: f32, %a882: f32, %o883: f32):
    %b884 = arith.subf %a881, %a882 : f32
    %b885 = arith.mulf %b884, %b884 : f32
    linalg.yield %b885 : f32
  } -> tensor<2x256x14x14xf32>
  %e887 = tensor.empty() : tensor<256xf32>
  %f888 = linalg.fill ins(%c0 : f32) outs(%e887 : tensor<256xf32>) -> tensor<256xf32>
  %g892 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g886 : tensor<2x256x14x14xf32>) outs(%f888 : tensor<256xf32>) {
  ^bb0(%a889: f32, %o890: f32):
    %b891 = arith.addf %a889, %o890 : f32
    linalg.yield %b891 : f32
  } -> tensor<256xf32>
  %e893 = tensor.empty() : tensor<256xf32>
  %g897 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g892 : tensor<256xf32>) outs(%e893 : tensor<256xf32>) {
  ^bb0(%a894: f32, %o895: f32):
    %b896 = arith.divf %a894, %c6 : f32
    linalg.yield %b896 : f32
  } -> tensor<256xf32>
  %e901 = tensor.empty() : tensor<2x256x14x14xf32>
  %g914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv867, %g878, %g897, %layer3_1_bn2_weight, %layer3_1_bn2_bias : tensor<2x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e901 : tensor<2x256x14x14xf32>) {
  ^bb0(%a902: f32, %a903: f32, %a904: f32, %a905: f32, %a906: f32, %o907: f32):
    %b908 = arith.addf %a904, %c2 : f32
    %b909 = math.sqrt %b908 : f32
    %b910 = arith.subf %a902, %a903 : f32
    %b911 = arith.divf %b910, %b909 : f32
    %b912 = arith.mulf %b911, %a905 : f32
    %b913 = arith.addf %b912, %a906 : f32
    linalg.yield %b913 : f32
  } -> tensor<2x256x14x14xf32>
  %e915 = tensor.empty() : tensor<2x256x14x14xf32>
  %g920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g914, %g799 : tensor<2x256x14x14xf32>, tensor<2x256x14x14xf32>) outs(%e915 : tensor<2x256x14x14xf32>) {
  ^bb0(%a916: f32, %a917: f32, %o918: f32):
    %b919 = arith.addf %a916, %a917 : f32
    linalg.yield %b919 : f32
  } -> tensor<2x256x14x14xf32>
  %e921 = tensor.empty() : tensor<2x256x14x14xf32>
  %g925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g920 : tensor<2x256x14x14xf32>) outs(%e921 : tensor<2x256x14x14xf32>) {
  ^bb0(%a922: f32, %o923: f32):
    %b924 = arith.maximumf %a922, %c0 : f32
    linalg.yield %b924 : f32
  } -> tensor<2x256x14x14xf32>
  %e926 = tensor.empty() : tensor<2x256x16x16xf32>
  %f927 = linalg.fill ins(%c0 : f32) outs(%e926 : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %g930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g925 : tensor<2x256x14x14xf32>) outs(%f927 : tensor<2x256x16x16xf32>) {
  ^bb0(%a928: f32, %o929: f32):
    linalg.yield %a928 : f32
  } -> tensor<2x256x16x16xf32>
  %e931 = tensor.empty() : tensor<2x512x7x7xf32>
  %f932 = linalg.fill ins(%c0 : f32) outs(%e931 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %conv933 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g930, %layer4_0_conv1_weight : tensor<2x256x16x16xf32>, tensor<512x256x3x3xf32>) outs(%f932 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %e934 = tensor.empty() : tensor<512xf32>
  %f935 = linalg.fill ins(%c0 : f32) outs(%e934 : tensor<512xf32>) -> tensor<512xf32>
  %g939 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv933 : tensor<2x512x7x7xf32>) outs(%f935 : tensor<512xf32>) {
  ^bb0(%a936: f32, %o937: f32):
    %b938 = arith.addf %a936, %o937 : f32
    linalg.yield %b938 : f32
  } -> tensor<512xf32>
  %e940 = tensor.empty() : tensor<512xf32>
  %g944 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g939 : tensor<512xf32>) outs(%e940 : tensor<512xf32>) {
  ^bb0(%a941: f32, %o942: f32):
    %b943 = arith.divf %a941, %c7 : f32
    linalg.yield %b943 : f32
  } -> tensor<512xf32>
  %e946 = tensor.empty() : tensor<2x512x7x7xf32>
  %g952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv933, %g944 : tensor<2x512x7x7xf32>, tensor<512xf32>) outs(%e946 : tensor<2x512x7x7xf32>) {
  ^bb0(%a947: f32, %a948: f32, %o949: f32):
    %b950 = arith.subf %a947, %a948 : f32
    %b951 = arith.mulf %b950, %b950 : f32
    linalg.yield %b951 : f32
  } -> tensor<2x512x7x7xf32>
  %e953 = tensor.empty() : tensor<512xf32>
  %f954 = linalg.fill ins(%c0 : f32) outs(%e953 : tensor<512xf32>) -> tensor<512xf32>
  %g958 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g952 : tensor<2x512x7x7xf32>) outs(%f954 : tensor<512xf32>) {
  ^bb0(%a955: f32, %o956: f32):
    %b957 = arith.addf %a955, %o956 : f32
    linalg.yield %b957 : f32
  } -> tensor<512xf32>
  %e959 = tensor.empty() : tensor<512xf32>
  %g963 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g958 : tensor<512xf32>) outs(%e959 : tensor<512xf32>) {
  ^bb0(%a960: f32, %o961: f32):
    %b962 = arith.divf %a960, %c7 : f32
    linalg.yield %b962 : f32
  } -> tensor<512xf32>
  %e967 = tensor.empty() : tensor<2x512x7x7xf32>
  %g980 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv933, %g944, %g963, %layer4_0_bn1_weight, %layer4_0_bn1_bias : tensor<2x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e967 : tensor<2x512x7x7xf32>) {
  ^bb0(%a968: f32, %a969: f32, %a970: f32, %a971: f32, %a972: f32, %o973: f32):
    %b974 = arith.addf %a970, %c2 : f32
    %b975 = math.sqrt %b974 : f32
    %b976 = arith.subf %a968, %a969 : f32
    %b977 = arith.divf %b976, %b975 : f32
    %b978 = arith.mulf %b977, %a971 : f32
    %b979 = arith.addf %b978, %a972 : f32
    linalg.yield %b979 : f32
  } -> tensor<2x512x7x7xf32>
  %e981 = tensor.empty() : tensor<2x512x7x7xf32>
  %g985 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g980 : tensor<2x512x7x7xf32>) outs(%e981 : tensor<2x512x7x7xf32>) {
  ^bb0(%a982: f32, %o983: f32):
    %b984 = arith.maximumf %a982, %c0 : f32
    linalg.yield %b984 : f32
  } -> tensor<2x512x7x7xf32>
  %e986 = tensor.empty() : tensor<2x512x9x9xf32>
  %f987 = linalg.fill ins(%c0 : f32) outs(%e986 : tensor<2x512x9x9xf32>) -> tensor<2x512x9x9xf32>
  %g990 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g985 : tensor<2x512x7x7xf32>) outs(%f987 : tensor<2x512x9x9xf32>) {
  ^bb0(%a988: f32, %o989: f32):
    linalg.yield %a988 : f32
  } -> tensor<2x512x9x9xf32>
  %e991 = tensor.empty() : tensor<2x512x7x7xf32>
  %f992 = linalg.fill ins(%c0 : f32) outs(%e991 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %conv993 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g990, %layer4_0_conv2_weight : tensor<2x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%f992 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %e994 = tensor.empty() : tensor<512xf32>
  %f995 = linalg.fill ins(%c0 : f32) outs(%e994 : tensor<512xf32>) -> tensor<512xf32>
  %g999 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv993 : tensor<2x512x7x7xf32>) outs(%f995 : tensor<512xf32>) {
  ^bb0(%a996: f32, %o997: f32):
    %b998 = arith.addf %a996, %o997 : f32
    linalg.yield %b998 : f32
  } -> tensor<512xf32>
  %e1000 = tensor.empty() : tensor<512xf32>
  %g1004 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g999 : tensor<512xf32>) outs(%e1000 : tensor<512xf32>) {
  ^bb0(%a1001: f32, %o1002: f32):
    %b1003 = arith.divf %a1001, %c7 : f32
    linalg.yield %b1003 : f32
  } -> tensor<512xf32>
  %e1006 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1012 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv993, %g1004 : tensor<2x512x7x7xf32>, tensor<512xf32>) outs(%e1006 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1007: f32, %a1008: f32, %o1009: f32):
    %b1010 = arith.subf %a1007, %a1008 : f32
    %b1011 = arith.mulf %b1010, %b1010 : f32
    linalg.yield %b1011 : f32
  } -> tensor<2x512x7x7xf32>
  %e1013 = tensor.empty() : tensor<512xf32>
  %f1014 = linalg.fill ins(%c0 : f32) outs(%e1013 : tensor<512xf32>) -> tensor<512xf32>
  %g1018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1012 : tensor<2x512x7x7xf32>) outs(%f1014 : tensor<512xf32>) {
  ^bb0(%a1015: f32, %o1016: f32):
    %b1017 = arith.addf %a1015, %o1016 : f32
    linalg.yield %b1017 : f32
  } -> tensor<512xf32>
  %e1019 = tensor.empty() : tensor<512xf32>
  %g1023 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1018 : tensor<512xf32>) outs(%e1019 : tensor<512xf32>) {
  ^bb0(%a1020: f32, %o1021: f32):
    %b1022 = arith.divf %a1020, %c7 : f32
    linalg.yield %b1022 : f32
  } -> tensor<512xf32>
  %e1027 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1040 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv993, %g1004, %g1023, %layer4_0_bn2_weight, %layer4_0_bn2_bias : tensor<2x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1027 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1028: f32, %a1029: f32, %a1030: f32, %a1031: f32, %a1032: f32, %o1033: f32):
    %b1034 = arith.addf %a1030, %c2 : f32
    %b1035 = math.sqrt %b1034 : f32
    %b1036 = arith.subf %a1028, %a1029 : f32
    %b1037 = arith.divf %b1036, %b1035 : f32
    %b1038 = arith.mulf %b1037, %a1031 : f32
    %b1039 = arith.addf %b1038, %a1032 : f32
    linalg.yield %b1039 : f32
  } -> tensor<2x512x7x7xf32>
  %e1041 = tensor.empty() : tensor<2x512x7x7xf32>
  %f1042 = linalg.fill ins(%c0 : f32) outs(%e1041 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %conv1043 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g925, %layer4_0_downsample_0_weight : tensor<2x256x14x14xf32>, tensor<512x256x1x1xf32>) outs(%f1042 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %e1044 = tensor.empty() : tensor<512xf32>
  %f1045 = linalg.fill ins(%c0 : f32) outs(%e1044 : tensor<512xf32>) -> tensor<512xf32>
  %g1049 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1043 : tensor<2x512x7x7xf32>) outs(%f1045 : tensor<512xf32>) {
  ^bb0(%a1046: f32, %o1047: f32):
    %b1048 = arith.addf %a1046, %o1047 : f32
    linalg.yield %b1048 : f32
  } -> tensor<512xf32>
  %e1050 = tensor.empty() : tensor<512xf32>
  %g1054 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1049 : tensor<512xf32>) outs(%e1050 : tensor<512xf32>) {
  ^bb0(%a1051: f32, %o1052: f32):
    %b1053 = arith.divf %a1051, %c7 : f32
    linalg.yield %b1053 : f32
  } -> tensor<512xf32>
  %e1056 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1062 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1043, %g1054 : tensor<2x512x7x7xf32>, tensor<512xf32>) outs(%e1056 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1057: f32, %a1058: f32, %o1059: f32):
    %b1060 = arith.subf %a1057, %a1058 : f32
    %b1061 = arith.mulf %b1060, %b1060 : f32
    linalg.yield %b1061 : f32
  } -> tensor<2x512x7x7xf32>
  %e1063 = tensor.empty() : tensor<512xf32>
  %f1064 = linalg.fill ins(%c0 : f32) outs(%e1063 : tensor<512xf32>) -> tensor<512xf32>
  %g1068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1062 : tensor<2x512x7x7xf32>) outs(%f1064 : tensor<512xf32>) {
  ^bb0(%a1065: f32, %o1066: f32):
    %b1067 = arith.addf %a1065, %o1066 : f32
    linalg.yield %b1067 : f32
  } -> tensor<512xf32>
  %e1069 = tensor.empty() : tensor<512xf32>
  %g1073 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1068 : tensor<512xf32>) outs(%e1069 : tensor<512xf32>) {
  ^bb0(%a1070: f32, %o1071: f32):
    %b1072 = arith.divf %a1070, %c7 : f32
    linalg.yield %b1072 : f32
  } -> tensor<512xf32>
  %e1077 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1090 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1043, %g1054, %g1073, %layer4_0_downsample_1_weight, %layer4_0_downsample_1_bias : tensor<2x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1077 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1078: f32, %a1079: f32, %a1080: f32, %a1081: f32, %a1082: f32, %o1083: f32):
    %b1084 = arith.addf %a1080, %c2 : f32
    %b1085 = math.sqrt %b1084 : f32
    %b1086 = arith.subf %a1078, %a1079 : f32
    %b1087 = arith.divf %b1086, %b1085 : f32
    %b1088 = arith.mulf %b1087, %a1081 : f32
    %b1089 = arith.addf %b1088, %a1082 : f32
    linalg.yield %b1089 : f32
  } -> tensor<2x512x7x7xf32>
  %e1091 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1096 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1040, %g1090 : tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) outs(%e1091 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1092: f32, %a1093: f32, %o1094: f32):
    %b1095 = arith.addf %a1092, %a1093 : f32
    linalg.yield %b1095 : f32
  } -> tensor<2x512x7x7xf32>
  %e1097 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1096 : tensor<2x512x7x7xf32>) outs(%e1097 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1098: f32, %o1099: f32):
    %b1100 = arith.maximumf %a1098, %c0 : f32
    linalg.yield %b1100 : f32
  } -> tensor<2x512x7x7xf32>
  %e1102 = tensor.empty() : tensor<2x512x9x9xf32>
  %f1103 = linalg.fill ins(%c0 : f32) outs(%e1102 : tensor<2x512x9x9xf32>) -> tensor<2x512x9x9xf32>
  %g1106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1101 : tensor<2x512x7x7xf32>) outs(%f1103 : tensor<2x512x9x9xf32>) {
  ^bb0(%a1104: f32, %o1105: f32):
    linalg.yield %a1104 : f32
  } -> tensor<2x512x9x9xf32>
  %e1107 = tensor.empty() : tensor<2x512x7x7xf32>
  %f1108 = linalg.fill ins(%c0 : f32) outs(%e1107 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %conv1109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1106, %layer4_1_conv1_weight : tensor<2x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%f1108 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %e1110 = tensor.empty() : tensor<512xf32>
  %f1111 = linalg.fill ins(%c0 : f32) outs(%e1110 : tensor<512xf32>) -> tensor<512xf32>
  %g1115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1109 : tensor<2x512x7x7xf32>) outs(%f1111 : tensor<512xf32>) {
  ^bb0(%a1112: f32, %o1113: f32):
    %b1114 = arith.addf %a1112, %o1113 : f32
    linalg.yield %b1114 : f32
  } -> tensor<512xf32>
  %e1116 = tensor.empty() : tensor<512xf32>
  %g1120 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1115 : tensor<512xf32>) outs(%e1116 : tensor<512xf32>) {
  ^bb0(%a1117: f32, %o1118: f32):
    %b1119 = arith.divf %a1117, %c7 : f32
    linalg.yield %b1119 : f32
  } -> tensor<512xf32>
  %e1122 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1109, %g1120 : tensor<2x512x7x7xf32>, tensor<512xf32>) outs(%e1122 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1123: f32, %a1124: f32, %o1125: f32):
    %b1126 = arith.subf %a1123, %a1124 : f32
    %b1127 = arith.mulf %b1126, %b1126 : f32
    linalg.yield %b1127 : f32
  } -> tensor<2x512x7x7xf32>
  %e1129 = tensor.empty() : tensor<512xf32>
  %f1130 = linalg.fill ins(%c0 : f32) outs(%e1129 : tensor<512xf32>) -> tensor<512xf32>
  %g1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1128 : tensor<2x512x7x7xf32>) outs(%f1130 : tensor<512xf32>) {
  ^bb0(%a1131: f32, %o1132: f32):
    %b1133 = arith.addf %a1131, %o1132 : f32
    linalg.yield %b1133 : f32
  } -> tensor<512xf32>
  %e1135 = tensor.empty() : tensor<512xf32>
  %g1139 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1134 : tensor<512xf32>) outs(%e1135 : tensor<512xf32>) {
  ^bb0(%a1136: f32, %o1137: f32):
    %b1138 = arith.divf %a1136, %c7 : f32
    linalg.yield %b1138 : f32
  } -> tensor<512xf32>
  %e1143 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1109, %g1120, %g1139, %layer4_1_bn1_weight, %layer4_1_bn1_bias : tensor<2x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1143 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1144: f32, %a1145: f32, %a1146: f32, %a1147: f32, %a1148: f32, %o1149: f32):
    %b1150 = arith.addf %a1146, %c2 : f32
    %b1151 = math.sqrt %b1150 : f32
    %b1152 = arith.subf %a1144, %a1145 : f32
    %b1153 = arith.divf %b1152, %b1151 : f32
    %b1154 = arith.mulf %b1153, %a1147 : f32
    %b1155 = arith.addf %b1154, %a1148 : f32
    linalg.yield %b1155 : f32
  } -> tensor<2x512x7x7xf32>
  %e1157 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1156 : tensor<2x512x7x7xf32>) outs(%e1157 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1158: f32, %o1159: f32):
    %b1160 = arith.maximumf %a1158, %c0 : f32
    linalg.yield %b1160 : f32
  } -> tensor<2x512x7x7xf32>
  %e1162 = tensor.empty() : tensor<2x512x9x9xf32>
  %f1163 = linalg.fill ins(%c0 : f32) outs(%e1162 : tensor<2x512x9x9xf32>) -> tensor<2x512x9x9xf32>
  %g1166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1161 : tensor<2x512x7x7xf32>) outs(%f1163 : tensor<2x512x9x9xf32>) {
  ^bb0(%a1164: f32, %o1165: f32):
    linalg.yield %a1164 : f32
  } -> tensor<2x512x9x9xf32>
  %e1167 = tensor.empty() : tensor<2x512x7x7xf32>
  %f1168 = linalg.fill ins(%c0 : f32) outs(%e1167 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %conv1169 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1166, %layer4_1_conv2_weight : tensor<2x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%f1168 : tensor<2x512x7x7xf32>) -> tensor<2x512x7x7xf32>
  %e1170 = tensor.empty() : tensor<512xf32>
  %f1171 = linalg.fill ins(%c0 : f32) outs(%e1170 : tensor<512xf32>) -> tensor<512xf32>
  %g1175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1169 : tensor<2x512x7x7xf32>) outs(%f1171 : tensor<512xf32>) {
  ^bb0(%a1172: f32, %o1173: f32):
    %b1174 = arith.addf %a1172, %o1173 : f32
    linalg.yield %b1174 : f32
  } -> tensor<512xf32>
  %e1176 = tensor.empty() : tensor<512xf32>
  %g1180 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1175 : tensor<512xf32>) outs(%e1176 : tensor<512xf32>) {
  ^bb0(%a1177: f32, %o1178: f32):
    %b1179 = arith.divf %a1177, %c7 : f32
    linalg.yield %b1179 : f32
  } -> tensor<512xf32>
  %e1182 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1169, %g1180 : tensor<2x512x7x7xf32>, tensor<512xf32>) outs(%e1182 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1183: f32, %a1184: f32, %o1185: f32):
    %b1186 = arith.subf %a1183, %a1184 : f32
    %b1187 = arith.mulf %b1186, %b1186 : f32
    linalg.yield %b1187 : f32
  } -> tensor<2x512x7x7xf32>
  %e1189 = tensor.empty() : tensor<512xf32>
  %f1190 = linalg.fill ins(%c0 : f32) outs(%e1189 : tensor<512xf32>) -> tensor<512xf32>
  %g1194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1188 : tensor<2x512x7x7xf32>) outs(%f1190 : tensor<512xf32>) {
  ^bb0(%a1191: f32, %o1192: f32):
    %b1193 = arith.addf %a1191, %o1192 : f32
    linalg.yield %b1193 : f32
  } -> tensor<512xf32>
  %e1195 = tensor.empty() : tensor<512xf32>
  %g1199 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1194 : tensor<512xf32>) outs(%e1195 : tensor<512xf32>) {
  ^bb0(%a1196: f32, %o1197: f32):
    %b1198 = arith.divf %a1196, %c7 : f32
    linalg.yield %b1198 : f32
  } -> tensor<512xf32>
  %e1203 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1169, %g1180, %g1199, %layer4_1_bn2_weight, %layer4_1_bn2_bias : tensor<2x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1203 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1204: f32, %a1205: f32, %a1206: f32, %a1207: f32, %a1208: f32, %o1209: f32):
    %b1210 = arith.addf %a1206, %c2 : f32
    %b1211 = math.sqrt %b1210 : f32
    %b1212 = arith.subf %a1204, %a1205 : f32
    %b1213 = arith.divf %b1212, %b1211 : f32
    %b1214 = arith.mulf %b1213, %a1207 : f32
    %b1215 = arith.addf %b1214, %a1208 : f32
    linalg.yield %b1215 : f32
  } -> tensor<2x512x7x7xf32>
  %e1217 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1216, %g1101 : tensor<2x512x7x7xf32>, tensor<2x512x7x7xf32>) outs(%e1217 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1218: f32, %a1219: f32, %o1220: f32):
    %b1221 = arith.addf %a1218, %a1219 : f32
    linalg.yield %b1221 : f32
  } -> tensor<2x512x7x7xf32>
  %e1223 = tensor.empty() : tensor<2x512x7x7xf32>
  %g1227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1222 : tensor<2x512x7x7xf32>) outs(%e1223 : tensor<2x512x7x7xf32>) {
  ^bb0(%a1224: f32, %o1225: f32):
    %b1226 = arith.maximumf %a1224, %c0 : f32
    linalg.yield %b1226 : f32
  } -> tensor<2x512x7x7xf32>
  %e1228 = tensor.empty() : tensor<2x512xf32>
  %f1229 = linalg.fill ins(%c0 : f32) outs(%e1228 : tensor<2x512xf32>) -> tensor<2x512xf32>
  %g1233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g1227 : tensor<2x512x7x7xf32>) outs(%f1229 : tensor<2x512xf32>) {
  ^bb0(%a1230: f32, %o1231: f32):
    %b1232 = arith.addf %a1230, %o1231 : f32
    linalg.yield %b1232 : f32
  } -> tensor<2x512xf32>
  %e1234 = tensor.empty() : tensor<2x512xf32>
  %g1238 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1233 : tensor<2x512xf32>) outs(%e1234 : tensor<2x512xf32>) {
  ^bb0(%a1235: f32, %o1236: f32):
    %b1237 = arith.divf %a1235, %c8 : f32
    linalg.yield %b1237 : f32
  } -> tensor<2x512xf32>
  %r1239 = tensor.expand_shape %g1238 [[0], [1, 2, 3]] output_shape [2, 512, 1, 1] : tensor<2x512xf32> into tensor<2x512x1x1xf32>
  %r1240 = tensor.collapse_shape %r1239 [[0], [1, 2, 3]] : tensor<2x512x1x1xf32> into tensor<2x512xf32>
  %e1241 = tensor.empty() : tensor<2x1000xf32>
  %f1242 = linalg.fill ins(%c0 : f32) outs(%e1241 : tensor<2x1000xf32>) -> tensor<2x1000xf32>
  %mm1243 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1240, %fc_weight : tensor<2x512xf32>, tensor<1000x512xf32>) outs(%f1242 : tensor<2x1000xf32>) -> tensor<2x1000xf32>
  %e1244 = tensor.empty() : tensor<2x1000xf32>
  %g1249 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1243, %fc_bias : tensor<2x1000xf32>, tensor<1000xf32>) outs(%e1244 : tensor<2x1000xf32>) {
  ^bb0(%a1245: f32, %a1246: f32, %o1247: f32):
    %b1248 = arith.addf %a1245, %a1246 : f32
    linalg.yield %b1248 : f32
  } -> tensor<2x1000xf32>
  return %g1249 : tensor<2x1000xf32>
}
