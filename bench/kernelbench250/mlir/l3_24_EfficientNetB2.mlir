// Imported by htam-import from 24_EfficientNetB2.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2x3x224x224 (input), conv1_weight 32x3x3x3 (parameter:conv1.weight), bn1_weight 32 (parameter:bn1.weight), bn1_bias 32 (parameter:bn1.bias), mbconv1_0_weight 96x32x1x1 (parameter:mbconv1.0.weight), mbconv1_1_weight 96 (parameter:mbconv1.1.weight), mbconv1_1_bias 96 (parameter:mbconv1.1.bias), mbconv1_3_weight 96x1x3x3 (parameter:mbconv1.3.weight), mbconv1_4_weight 96 (parameter:mbconv1.4.weight), mbconv1_4_bias 96 (parameter:mbconv1.4.bias), mbconv1_7_weight 24x96x1x1 (parameter:mbconv1.7.weight), mbconv1_9_weight 96x24x1x1 (parameter:mbconv1.9.weight), mbconv1_11_weight 96x96x1x1 (parameter:mbconv1.11.weight), mbconv1_12_weight 96 (parameter:mbconv1.12.weight), mbconv1_12_bias 96 (parameter:mbconv1.12.bias), mbconv2_0_weight 576x96x1x1 (parameter:mbconv2.0.weight), mbconv2_1_weight 576 (parameter:mbconv2.1.weight), mbconv2_1_bias 576 (parameter:mbconv2.1.bias), mbconv2_3_weight 576x1x3x3 (parameter:mbconv2.3.weight), mbconv2_4_weight 576 (parameter:mbconv2.4.weight), mbconv2_4_bias 576 (parameter:mbconv2.4.bias), mbconv2_7_weight 144x576x1x1 (parameter:mbconv2.7.weight), mbconv2_9_weight 576x144x1x1 (parameter:mbconv2.9.weight), mbconv2_11_weight 144x576x1x1 (parameter:mbconv2.11.weight), mbconv2_12_weight 144 (parameter:mbconv2.12.weight), mbconv2_12_bias 144 (parameter:mbconv2.12.bias), mbconv3_0_weight 864x144x1x1 (parameter:mbconv3.0.weight), mbconv3_1_weight 864 (parameter:mbconv3.1.weight), mbconv3_1_bias 864 (parameter:mbconv3.1.bias), mbconv3_3_weight 864x1x3x3 (parameter:mbconv3.3.weight), mbconv3_4_weight 864 (parameter:mbconv3.4.weight), mbconv3_4_bias 864 (parameter:mbconv3.4.bias), mbconv3_7_weight 216x864x1x1 (parameter:mbconv3.7.weight), mbconv3_9_weight 864x216x1x1 (parameter:mbconv3.9.weight), mbconv3_11_weight 192x864x1x1 (parameter:mbconv3.11.weight), mbconv3_12_weight 192 (parameter:mbconv3.12.weight), mbconv3_12_bias 192 (parameter:mbconv3.12.bias), mbconv4_0_weight 1152x192x1x1 (parameter:mbconv4.0.weight), mbconv4_1_weight 1152 (parameter:mbconv4.1.weight), mbconv4_1_bias 1152 (parameter:mbconv4.1.bias), mbconv4_3_weight 1152x1x3x3 (parameter:mbconv4.3.weight), mbconv4_4_weight 1152 (parameter:mbconv4.4.weight), mbconv4_4_bias 1152 (parameter:mbconv4.4.bias), mbconv4_7_weight 288x1152x1x1 (parameter:mbconv4.7.weight), mbconv4_9_weight 1152x288x1x1 (parameter:mbconv4.9.weight), mbconv4_11_weight 288x1152x1x1 (parameter:mbconv4.11.weight), mbconv4_12_weight 288 (parameter:mbconv4.12.weight), mbconv4_12_bias 288 (parameter:mbconv4.12.bias), mbconv5_0_weight 1728x288x1x1 (parameter:mbconv5.0.weight), mbconv5_1_weight 1728 (parameter:mbconv5.1.weight), mbconv5_1_bias 1728 (parameter:mbconv5.1.bias), mbconv5_3_weight 1728x1x3x3 (parameter:mbconv5.3.weight), mbconv5_4_weight 1728 (parameter:mbconv5.4.weight), mbconv5_4_bias 1728 (parameter:mbconv5.4.bias), mbconv5_7_weight 432x1728x1x1 (parameter:mbconv5.7.weight), mbconv5_9_weight 1728x432x1x1 (parameter:mbconv5.9.weight), mbconv5_11_weight 384x1728x1x1 (parameter:mbconv5.11.weight), mbconv5_12_weight 384 (parameter:mbconv5.12.weight), mbconv5_12_bias 384 (parameter:mbconv5.12.bias), conv_final_weight 1408x384x1x1 (parameter:conv_final.weight), bn_final_weight 1408 (parameter:bn_final.weight), bn_final_bias 1408 (parameter:bn_final.bias), fc_weight 1000x1408 (parameter:fc.weight), fc_bias 1000 (parameter:fc.bias)
func.func @l3_24_efficientnetb2(
    %x: tensor<2x3x224x224xf32>,
    %conv1_weight: tensor<32x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %bn1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv1_0_weight: tensor<96x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %mbconv1_1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv1_1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv1_3_weight: tensor<96x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv1_4_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv1_4_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv1_7_weight: tensor<24x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %mbconv1_9_weight: tensor<96x24x1x1xf32> {htam.init = "uniform(-0.204124145..0.204124145)"},
    %mbconv1_11_weight: tensor<96x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %mbconv1_12_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv1_12_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv2_0_weight: tensor<576x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %mbconv2_1_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv2_1_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv2_3_weight: tensor<576x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv2_4_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv2_4_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv2_7_weight: tensor<144x576x1x1xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %mbconv2_9_weight: tensor<576x144x1x1xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %mbconv2_11_weight: tensor<144x576x1x1xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %mbconv2_12_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv2_12_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv3_0_weight: tensor<864x144x1x1xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %mbconv3_1_weight: tensor<864xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv3_1_bias: tensor<864xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv3_3_weight: tensor<864x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv3_4_weight: tensor<864xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv3_4_bias: tensor<864xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv3_7_weight: tensor<216x864x1x1xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %mbconv3_9_weight: tensor<864x216x1x1xf32> {htam.init = "uniform(-0.0680413817..0.0680413817)"},
    %mbconv3_11_weight: tensor<192x864x1x1xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %mbconv3_12_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv3_12_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv4_0_weight: tensor<1152x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %mbconv4_1_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv4_1_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv4_3_weight: tensor<1152x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv4_4_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv4_4_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv4_7_weight: tensor<288x1152x1x1xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %mbconv4_9_weight: tensor<1152x288x1x1xf32> {htam.init = "uniform(-0.0589255651..0.0589255651)"},
    %mbconv4_11_weight: tensor<288x1152x1x1xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %mbconv4_12_weight: tensor<288xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv4_12_bias: tensor<288xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv5_0_weight: tensor<1728x288x1x1xf32> {htam.init = "uniform(-0.0589255651..0.0589255651)"},
    %mbconv5_1_weight: tensor<1728xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv5_1_bias: tensor<1728xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv5_3_weight: tensor<1728x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv5_4_weight: tensor<1728xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv5_4_bias: tensor<1728xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv5_7_weight: tensor<432x1728x1x1xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %mbconv5_9_weight: tensor<1728x432x1x1xf32> {htam.init = "uniform(-0.0481125224..0.0481125224)"},
    %mbconv5_11_weight: tensor<384x1728x1x1xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %mbconv5_12_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv5_12_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %conv_final_weight: tensor<1408x384x1x1xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %bn_final_weight: tensor<1408xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn_final_bias: tensor<1408xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_weight: tensor<1000x1408xf32> {htam.init = "uniform(-0.0266500895..0.0266500895)"},
    %fc_bias: tensor<1000xf32> {htam.init = "uniform(-0.0266500895..0.0266500895)"}) -> (tensor<2x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 25088.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 12544.0 : f32
  %c4 = arith.constant 1.0 : f32
  %c5 = arith.constant 2.0 : f32
  %e1 = tensor.empty() : tensor<2x3x226x226xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<2x3x226x226xf32>) -> tensor<2x3x226x226xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x224x224xf32>) outs(%f2 : tensor<2x3x226x226xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<2x3x226x226xf32>
  %e6 = tensor.empty() : tensor<2x32x112x112xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<2x32x112x112xf32>) -> tensor<2x32x112x112xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g5, %conv1_weight : tensor<2x3x226x226xf32>, tensor<32x3x3x3xf32>) outs(%f7 : tensor<2x32x112x112xf32>) -> tensor<2x32x112x112xf32>
  %e9 = tensor.empty() : tensor<32xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<32xf32>) -> tensor<32xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv8 : tensor<2x32x112x112xf32>) outs(%f10 : tensor<32xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.addf %a11, %o12 : f32
    linalg.yield %b13 : f32
  } -> tensor<32xf32>
  %e15 = tensor.empty() : tensor<32xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g14 : tensor<32xf32>) outs(%e15 : tensor<32xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = arith.divf %a16, %c1 : f32
    linalg.yield %b18 : f32
  } -> tensor<32xf32>
  %e21 = tensor.empty() : tensor<2x32x112x112xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g19 : tensor<2x32x112x112xf32>, tensor<32xf32>) outs(%e21 : tensor<2x32x112x112xf32>) {
  ^bb0(%a22: f32, %a23: f32, %o24: f32):
    %b25 = arith.subf %a22, %a23 : f32
    %b26 = arith.mulf %b25, %b25 : f32
    linalg.yield %b26 : f32
  } -> tensor<2x32x112x112xf32>
  %e28 = tensor.empty() : tensor<32xf32>
  %f29 = linalg.fill ins(%c0 : f32) outs(%e28 : tensor<32xf32>) -> tensor<32xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g27 : tensor<2x32x112x112xf32>) outs(%f29 : tensor<32xf32>) {
  ^bb0(%a30: f32, %o31: f32):
    %b32 = arith.addf %a30, %o31 : f32
    linalg.yield %b32 : f32
  } -> tensor<32xf32>
  %e34 = tensor.empty() : tensor<32xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g33 : tensor<32xf32>) outs(%e34 : tensor<32xf32>) {
  ^bb0(%a35: f32, %o36: f32):
    %b37 = arith.divf %a35, %c1 : f32
    linalg.yield %b37 : f32
  } -> tensor<32xf32>
  %e42 = tensor.empty() : tensor<2x32x112x112xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g19, %g38, %bn1_weight, %bn1_bias : tensor<2x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e42 : tensor<2x32x112x112xf32>) {
  ^bb0(%a43: f32, %a44: f32, %a45: f32, %a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.addf %a45, %c2 : f32
    %b50 = math.sqrt %b49 : f32
    %b51 = arith.subf %a43, %a44 : f32
    %b52 = arith.divf %b51, %b50 : f32
    %b53 = arith.mulf %b52, %a46 : f32
    %b54 = arith.addf %b53, %a47 : f32
    linalg.yield %b54 : f32
  } -> tensor<2x32x112x112xf32>
  %e56 = tensor.empty() : tensor<2x32x112x112xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g55 : tensor<2x32x112x112xf32>) outs(%e56 : tensor<2x32x112x112xf32>) {
  ^bb0(%a57: f32, %o58: f32):
    %b59 = arith.maximumf %a57, %c0 : f32
    linalg.yield %b59 : f32
  } -> tensor<2x32x112x112xf32>
  %e61 = tensor.empty() : tensor<2x96x112x112xf32>
  %f62 = linalg.fill ins(%c0 : f32) outs(%e61 : tensor<2x96x112x112xf32>) -> tensor<2x96x112x112xf32>
  %conv63 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g60, %mbconv1_0_weight : tensor<2x32x112x112xf32>, tensor<96x32x1x1xf32>) outs(%f62 : tensor<2x96x112x112xf32>) -> tensor<2x96x112x112xf32>
  %e64 = tensor.empty() : tensor<96xf32>
  %f65 = linalg.fill ins(%c0 : f32) outs(%e64 : tensor<96xf32>) -> tensor<96xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv63 : tensor<2x96x112x112xf32>) outs(%f65 : tensor<96xf32>) {
  ^bb0(%a66: f32, %o67: f32):
    %b68 = arith.addf %a66, %o67 : f32
    linalg.yield %b68 : f32
  } -> tensor<96xf32>
  %e70 = tensor.empty() : tensor<96xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g69 : tensor<96xf32>) outs(%e70 : tensor<96xf32>) {
  ^bb0(%a71: f32, %o72: f32):
    %b73 = arith.divf %a71, %c1 : f32
    linalg.yield %b73 : f32
  } -> tensor<96xf32>
  %e76 = tensor.empty() : tensor<2x96x112x112xf32>
  %g82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv63, %g74 : tensor<2x96x112x112xf32>, tensor<96xf32>) outs(%e76 : tensor<2x96x112x112xf32>) {
  ^bb0(%a77: f32, %a78: f32, %o79: f32):
    %b80 = arith.subf %a77, %a78 : f32
    %b81 = arith.mulf %b80, %b80 : f32
    linalg.yield %b81 : f32
  } -> tensor<2x96x112x112xf32>
  %e83 = tensor.empty() : tensor<96xf32>
  %f84 = linalg.fill ins(%c0 : f32) outs(%e83 : tensor<96xf32>) -> tensor<96xf32>
  %g88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g82 : tensor<2x96x112x112xf32>) outs(%f84 : tensor<96xf32>) {
  ^bb0(%a85: f32, %o86: f32):
    %b87 = arith.addf %a85, %o86 : f32
    linalg.yield %b87 : f32
  } -> tensor<96xf32>
  %e89 = tensor.empty() : tensor<96xf32>
  %g93 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g88 : tensor<96xf32>) outs(%e89 : tensor<96xf32>) {
  ^bb0(%a90: f32, %o91: f32):
    %b92 = arith.divf %a90, %c1 : f32
    linalg.yield %b92 : f32
  } -> tensor<96xf32>
  %e97 = tensor.empty() : tensor<2x96x112x112xf32>
  %g110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv63, %g74, %g93, %mbconv1_1_weight, %mbconv1_1_bias : tensor<2x96x112x112xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e97 : tensor<2x96x112x112xf32>) {
  ^bb0(%a98: f32, %a99: f32, %a100: f32, %a101: f32, %a102: f32, %o103: f32):
    %b104 = arith.addf %a100, %c2 : f32
    %b105 = math.sqrt %b104 : f32
    %b106 = arith.subf %a98, %a99 : f32
    %b107 = arith.divf %b106, %b105 : f32
    %b108 = arith.mulf %b107, %a101 : f32
    %b109 = arith.addf %b108, %a102 : f32
    linalg.yield %b109 : f32
  } -> tensor<2x96x112x112xf32>
  %e111 = tensor.empty() : tensor<2x96x112x112xf32>
  %g115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g110 : tensor<2x96x112x112xf32>) outs(%e111 : tensor<2x96x112x112xf32>) {
  ^bb0(%a112: f32, %o113: f32):
    %b114 = arith.maximumf %a112, %c0 : f32
    linalg.yield %b114 : f32
  } -> tensor<2x96x112x112xf32>
  %e116 = tensor.empty() : tensor<2x96x114x114xf32>
  %f117 = linalg.fill ins(%c0 : f32) outs(%e116 : tensor<2x96x114x114xf32>) -> tensor<2x96x114x114xf32>
  %g120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g115 : tensor<2x96x112x112xf32>) outs(%f117 : tensor<2x96x114x114xf32>) {
  ^bb0(%a118: f32, %o119: f32):
    linalg.yield %a118 : f32
  } -> tensor<2x96x114x114xf32>
  %r121 = tensor.expand_shape %mbconv1_3_weight [[0], [1], [2, 3], [4]] output_shape [96, 1, 1, 3, 3] : tensor<96x1x3x3xf32> into tensor<96x1x1x3x3xf32>
  %r122 = tensor.expand_shape %g120 [[0], [1], [2, 3], [4]] output_shape [2, 96, 1, 114, 114] : tensor<2x96x114x114xf32> into tensor<2x96x1x114x114xf32>
  %e123 = tensor.empty() : tensor<2x96x1x112x112xf32>
  %f124 = linalg.fill ins(%c0 : f32) outs(%e123 : tensor<2x96x1x112x112xf32>) -> tensor<2x96x1x112x112xf32>
  %g130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r122, %r121 : tensor<2x96x1x114x114xf32>, tensor<96x1x1x3x3xf32>) outs(%f124 : tensor<2x96x1x112x112xf32>) {
  ^bb0(%a125: f32, %a126: f32, %o127: f32):
    %b128 = arith.mulf %a125, %a126 : f32
    %b129 = arith.addf %o127, %b128 : f32
    linalg.yield %b129 : f32
  } -> tensor<2x96x1x112x112xf32>
  %r131 = tensor.collapse_shape %g130 [[0], [1], [2, 3], [4]] : tensor<2x96x1x112x112xf32> into tensor<2x96x112x112xf32>
  %e132 = tensor.empty() : tensor<96xf32>
  %f133 = linalg.fill ins(%c0 : f32) outs(%e132 : tensor<96xf32>) -> tensor<96xf32>
  %g137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r131 : tensor<2x96x112x112xf32>) outs(%f133 : tensor<96xf32>) {
  ^bb0(%a134: f32, %o135: f32):
    %b136 = arith.addf %a134, %o135 : f32
    linalg.yield %b136 : f32
  } -> tensor<96xf32>
  %e138 = tensor.empty() : tensor<96xf32>
  %g142 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g137 : tensor<96xf32>) outs(%e138 : tensor<96xf32>) {
  ^bb0(%a139: f32, %o140: f32):
    %b141 = arith.divf %a139, %c1 : f32
    linalg.yield %b141 : f32
  } -> tensor<96xf32>
  %e144 = tensor.empty() : tensor<2x96x112x112xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r131, %g142 : tensor<2x96x112x112xf32>, tensor<96xf32>) outs(%e144 : tensor<2x96x112x112xf32>) {
  ^bb0(%a145: f32, %a146: f32, %o147: f32):
    %b148 = arith.subf %a145, %a146 : f32
    %b149 = arith.mulf %b148, %b148 : f32
    linalg.yield %b149 : f32
  } -> tensor<2x96x112x112xf32>
  %e151 = tensor.empty() : tensor<96xf32>
  %f152 = linalg.fill ins(%c0 : f32) outs(%e151 : tensor<96xf32>) -> tensor<96xf32>
  %g156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g150 : tensor<2x96x112x112xf32>) outs(%f152 : tensor<96xf32>) {
  ^bb0(%a153: f32, %o154: f32):
    %b155 = arith.addf %a153, %o154 : f32
    linalg.yield %b155 : f32
  } -> tensor<96xf32>
  %e157 = tensor.empty() : tensor<96xf32>
  %g161 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g156 : tensor<96xf32>) outs(%e157 : tensor<96xf32>) {
  ^bb0(%a158: f32, %o159: f32):
    %b160 = arith.divf %a158, %c1 : f32
    linalg.yield %b160 : f32
  } -> tensor<96xf32>
  %e165 = tensor.empty() : tensor<2x96x112x112xf32>
  %g178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r131, %g142, %g161, %mbconv1_4_weight, %mbconv1_4_bias : tensor<2x96x112x112xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e165 : tensor<2x96x112x112xf32>) {
  ^bb0(%a166: f32, %a167: f32, %a168: f32, %a169: f32, %a170: f32, %o171: f32):
    %b172 = arith.addf %a168, %c2 : f32
    %b173 = math.sqrt %b172 : f32
    %b174 = arith.subf %a166, %a167 : f32
    %b175 = arith.divf %b174, %b173 : f32
    %b176 = arith.mulf %b175, %a169 : f32
    %b177 = arith.addf %b176, %a170 : f32
    linalg.yield %b177 : f32
  } -> tensor<2x96x112x112xf32>
  %e179 = tensor.empty() : tensor<2x96x112x112xf32>
  %g183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g178 : tensor<2x96x112x112xf32>) outs(%e179 : tensor<2x96x112x112xf32>) {
  ^bb0(%a180: f32, %o181: f32):
    %b182 = arith.maximumf %a180, %c0 : f32
    linalg.yield %b182 : f32
  } -> tensor<2x96x112x112xf32>
  %e184 = tensor.empty() : tensor<2x96xf32>
  %f185 = linalg.fill ins(%c0 : f32) outs(%e184 : tensor<2x96xf32>) -> tensor<2x96xf32>
  %g189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g183 : tensor<2x96x112x112xf32>) outs(%f185 : tensor<2x96xf32>) {
  ^bb0(%a186: f32, %o187: f32):
    %b188 = arith.addf %a186, %o187 : f32
    linalg.yield %b188 : f32
  } -> tensor<2x96xf32>
  %e190 = tensor.empty() : tensor<2x96xf32>
  %g194 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g189 : tensor<2x96xf32>) outs(%e190 : tensor<2x96xf32>) {
  ^bb0(%a191: f32, %o192: f32):
    %b193 = arith.divf %a191, %c3 : f32
    linalg.yield %b193 : f32
  } -> tensor<2x96xf32>
  %r195 = tensor.expand_shape %g194 [[0], [1, 2, 3]] output_shape [2, 96, 1, 1] : tensor<2x96xf32> into tensor<2x96x1x1xf32>
  %e196 = tensor.empty() : tensor<2x24x1x1xf32>
  %f197 = linalg.fill ins(%c0 : f32) outs(%e196 : tensor<2x24x1x1xf32>) -> tensor<2x24x1x1xf32>
  %conv198 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r195, %mbconv1_7_weight : tensor<2x96x1x1xf32>, tensor<24x96x1x1xf32>) outs(%f197 : tensor<2x24x1x1xf32>) -> tensor<2x24x1x1xf32>
  %e199 = tensor.empty() : tensor<2x24x1x1xf32>
  %g203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv198 : tensor<2x24x1x1xf32>) outs(%e199 : tensor<2x24x1x1xf32>) {
  ^bb0(%a200: f32, %o201: f32):
    %b202 = arith.maximumf %a200, %c0 : f32
    linalg.yield %b202 : f32
  } -> tensor<2x24x1x1xf32>
  %e204 = tensor.empty() : tensor<2x96x1x1xf32>
  %f205 = linalg.fill ins(%c0 : f32) outs(%e204 : tensor<2x96x1x1xf32>) -> tensor<2x96x1x1xf32>
  %conv206 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g203, %mbconv1_9_weight : tensor<2x24x1x1xf32>, tensor<96x24x1x1xf32>) outs(%f205 : tensor<2x96x1x1xf32>) -> tensor<2x96x1x1xf32>
  %e207 = tensor.empty() : tensor<2x96x1x1xf32>
  %g214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv206 : tensor<2x96x1x1xf32>) outs(%e207 : tensor<2x96x1x1xf32>) {
  ^bb0(%a208: f32, %o209: f32):
    %b210 = arith.negf %a208 : f32
    %b211 = math.exp %b210 : f32
    %b212 = arith.addf %b211, %c4 : f32
    %b213 = arith.divf %c4, %b212 : f32
    linalg.yield %b213 : f32
  } -> tensor<2x96x1x1xf32>
  %e215 = tensor.empty() : tensor<2x96x1x1xf32>
  %f216 = linalg.fill ins(%c0 : f32) outs(%e215 : tensor<2x96x1x1xf32>) -> tensor<2x96x1x1xf32>
  %conv217 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g214, %mbconv1_11_weight : tensor<2x96x1x1xf32>, tensor<96x96x1x1xf32>) outs(%f216 : tensor<2x96x1x1xf32>) -> tensor<2x96x1x1xf32>
  %e218 = tensor.empty() : tensor<96xf32>
  %f219 = linalg.fill ins(%c0 : f32) outs(%e218 : tensor<96xf32>) -> tensor<96xf32>
  %g223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv217 : tensor<2x96x1x1xf32>) outs(%f219 : tensor<96xf32>) {
  ^bb0(%a220: f32, %o221: f32):
    %b222 = arith.addf %a220, %o221 : f32
    linalg.yield %b222 : f32
  } -> tensor<96xf32>
  %e224 = tensor.empty() : tensor<96xf32>
  %g228 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g223 : tensor<96xf32>) outs(%e224 : tensor<96xf32>) {
  ^bb0(%a225: f32, %o226: f32):
    %b227 = arith.divf %a225, %c5 : f32
    linalg.yield %b227 : f32
  } -> tensor<96xf32>
  %r229 = tensor.expand_shape %g228 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32>
  %r230 = tensor.collapse_shape %r229 [[0, 1], [2], [3]] : tensor<1x96x1x1xf32> into tensor<96x1x1xf32>
  %e231 = tensor.empty() : tensor<2x96x1x1xf32>
  %g237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv217, %r230 : tensor<2x96x1x1xf32>, tensor<96x1x1xf32>) outs(%e231 : tensor<2x96x1x1xf32>) {
  ^bb0(%a232: f32, %a233: f32, %o234: f32):
    %b235 = arith.subf %a232, %a233 : f32
    %b236 = arith.mulf %b235, %b235 : f32
    linalg.yield %b236 : f32
  } -> tensor<2x96x1x1xf32>
  %e238 = tensor.empty() : tensor<96xf32>
  %f239 = linalg.fill ins(%c0 : f32) outs(%e238 : tensor<96xf32>) -> tensor<96xf32>
  %g243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g237 : tensor<2x96x1x1xf32>) outs(%f239 : tensor<96xf32>) {
  ^bb0(%a240: f32, %o241: f32):
    %b242 = arith.addf %a240, %o241 : f32
    linalg.yield %b242 : f32
  } -> tensor<96xf32>
  %e244 = tensor.empty() : tensor<96xf32>
  %g248 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g243 : tensor<96xf32>) outs(%e244 : tensor<96xf32>) {
  ^bb0(%a245: f32, %o246: f32):
    %b247 = arith.divf %a245, %c5 : f32
    linalg.yield %b247 : f32
  } -> tensor<96xf32>
  %r249 = tensor.expand_shape %g248 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32>
  %r250 = tensor.expand_shape %mbconv1_12_weight [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
  %r251 = tensor.expand_shape %mbconv1_12_bias [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
  %r252 = tensor.collapse_shape %r229 [[0, 1], [2], [3]] : tensor<1x96x1x1xf32> into tensor<96x1x1xf32>
  %r253 = tensor.collapse_shape %r249 [[0, 1], [2], [3]] : tensor<1x96x1x1xf32> into tensor<96x1x1xf32>
  %e254 = tensor.empty() : tensor<2x96x1x1xf32>
  %g267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv217, %r252, %r253, %r250, %r251 : tensor<2x96x1x1xf32>, tensor<96x1x1xf32>, tensor<96x1x1xf32>, tensor<96x1x1xf32>, tensor<96x1x1xf32>) outs(%e254 : tensor<2x96x1x1xf32>) {
  ^bb0(%a255: f32, %a256: f32, %a257: f32, %a258: f32, %a259: f32, %o260: f32):
    %b261 = arith.addf %a257, %c2 : f32
    %b262 = math.sqrt %b261 : f32
    %b263 = arith.subf %a255, %a256 : f32
    %b264 = arith.divf %b263, %b262 : f32
    %b265 = arith.mulf %b264, %a258 : f32
    %b266 = arith.addf %b265, %a259 : f32
    linalg.yield %b266 : f32
  } -> tensor<2x96x1x1xf32>
  %e268 = tensor.empty() : tensor<2x576x1x1xf32>
  %f269 = linalg.fill ins(%c0 : f32) outs(%e268 : tensor<2x576x1x1xf32>) -> tensor<2x576x1x1xf32>
  %conv270 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g267, %mbconv2_0_weight : tensor<2x96x1x1xf32>, tensor<576x96x1x1xf32>) outs(%f269 : tensor<2x576x1x1xf32>) -> tensor<2x576x1x1xf32>
  %e271 = tensor.empty() : tensor<576xf32>
  %f272 = linalg.fill ins(%c0 : f32) outs(%e271 : tensor<576xf32>) -> tensor<576xf32>
  %g276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv270 : tensor<2x576x1x1xf32>) outs(%f272 : tensor<576xf32>) {
  ^bb0(%a273: f32, %o274: f32):
    %b275 = arith.addf %a273, %o274 : f32
    linalg.yield %b275 : f32
  } -> tensor<576xf32>
  %e277 = tensor.empty() : tensor<576xf32>
  %g281 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g276 : tensor<576xf32>) outs(%e277 : tensor<576xf32>) {
  ^bb0(%a278: f32, %o279: f32):
    %b280 = arith.divf %a278, %c5 : f32
    linalg.yield %b280 : f32
  } -> tensor<576xf32>
  %r282 = tensor.expand_shape %g281 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
  %r283 = tensor.collapse_shape %r282 [[0, 1], [2], [3]] : tensor<1x576x1x1xf32> into tensor<576x1x1xf32>
  %e284 = tensor.empty() : tensor<2x576x1x1xf32>
  %g290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv270, %r283 : tensor<2x576x1x1xf32>, tensor<576x1x1xf32>) outs(%e284 : tensor<2x576x1x1xf32>) {
  ^bb0(%a285: f32, %a286: f32, %o287: f32):
    %b288 = arith.subf %a285, %a286 : f32
    %b289 = arith.mulf %b288, %b288 : f32
    linalg.yield %b289 : f32
  } -> tensor<2x576x1x1xf32>
  %e291 = tensor.empty() : tensor<576xf32>
  %f292 = linalg.fill ins(%c0 : f32) outs(%e291 : tensor<576xf32>) -> tensor<576xf32>
  %g296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g290 : tensor<2x576x1x1xf32>) outs(%f292 : tensor<576xf32>) {
  ^bb0(%a293: f32, %o294: f32):
    %b295 = arith.addf %a293, %o294 : f32
    linalg.yield %b295 : f32
  } -> tensor<576xf32>
  %e297 = tensor.empty() : tensor<576xf32>
  %g301 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g296 : tensor<576xf32>) outs(%e297 : tensor<576xf32>) {
  ^bb0(%a298: f32, %o299: f32):
    %b300 = arith.divf %a298, %c5 : f32
    linalg.yield %b300 : f32
  } -> tensor<576xf32>
  %r302 = tensor.expand_shape %g301 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
  %r303 = tensor.expand_shape %mbconv2_1_weight [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
  %r304 = tensor.expand_shape %mbconv2_1_bias [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
  %r305 = tensor.collapse_shape %r282 [[0, 1], [2], [3]] : tensor<1x576x1x1xf32> into tensor<576x1x1xf32>
  %r306 = tensor.collapse_shape %r302 [[0, 1], [2], [3]] : tensor<1x576x1x1xf32> into tensor<576x1x1xf32>
  %e307 = tensor.empty() : tensor<2x576x1x1xf32>
  %g320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv270, %r305, %r306, %r303, %r304 : tensor<2x576x1x1xf32>, tensor<576x1x1xf32>, tensor<576x1x1xf32>, tensor<576x1x1xf32>, tensor<576x1x1xf32>) outs(%e307 : tensor<2x576x1x1xf32>) {
  ^bb0(%a308: f32, %a309: f32, %a310: f32, %a311: f32, %a312: f32, %o313: f32):
    %b314 = arith.addf %a310, %c2 : f32
    %b315 = math.sqrt %b314 : f32
    %b316 = arith.subf %a308, %a309 : f32
    %b317 = arith.divf %b316, %b315 : f32
    %b318 = arith.mulf %b317, %a311 : f32
    %b319 = arith.addf %b318, %a312 : f32
    linalg.yield %b319 : f32
  } -> tensor<2x576x1x1xf32>
  %e321 = tensor.empty() : tensor<2x576x1x1xf32>
  %g325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g320 : tensor<2x576x1x1xf32>) outs(%e321 : tensor<2x576x1x1xf32>) {
  ^bb0(%a322: f32, %o323: f32):
    %b324 = arith.maximumf %a322, %c0 : f32
    linalg.yield %b324 : f32
  } -> tensor<2x576x1x1xf32>
  %e326 = tensor.empty() : tensor<2x576x3x3xf32>
  %f327 = linalg.fill ins(%c0 : f32) outs(%e326 : tensor<2x576x3x3xf32>) -> tensor<2x576x3x3xf32>
  %g330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g325 : tensor<2x576x1x1xf32>) outs(%f327 : tensor<2x576x3x3xf32>) {
  ^bb0(%a328: f32, %o329: f32):
    linalg.yield %a328 : f32
  } -> tensor<2x576x3x3xf32>
  %r331 = tensor.expand_shape %mbconv2_3_weight [[0], [1], [2, 3], [4]] output_shape [576, 1, 1, 3, 3] : tensor<576x1x3x3xf32> into tensor<576x1x1x3x3xf32>
  %r332 = tensor.expand_shape %g330 [[0], [1], [2, 3], [4]] output_shape [2, 576, 1, 3, 3] : tensor<2x576x3x3xf32> into tensor<2x576x1x3x3xf32>
  %e333 = tensor.empty() : tensor<2x576x1x1x1xf32>
  %f334 = linalg.fill ins(%c0 : f32) outs(%e333 : tensor<2x576x1x1x1xf32>) -> tensor<2x576x1x1x1xf32>
  %g340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r332, %r331 : tensor<2x576x1x3x3xf32>, tensor<576x1x1x3x3xf32>) outs(%f334 : tensor<2x576x1x1x1xf32>) {
  ^bb0(%a335: f32, %a336: f32, %o337: f32):
    %b338 = arith.mulf %a335, %a336 : f32
    %b339 = arith.addf %o337, %b338 : f32
    linalg.yield %b339 : f32
  } -> tensor<2x576x1x1x1xf32>
  %r341 = tensor.collapse_shape %g340 [[0], [1], [2], [3, 4]] : tensor<2x576x1x1x1xf32> into tensor<2x576x1x1xf32>
  %e342 = tensor.empty() : tensor<576xf32>
  %f343 = linalg.fill ins(%c0 : f32) outs(%e342 : tensor<576xf32>) -> tensor<576xf32>
  %g347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r341 : tensor<2x576x1x1xf32>) outs(%f343 : tensor<576xf32>) {
  ^bb0(%a344: f32, %o345: f32):
    %b346 = arith.addf %a344, %o345 : f32
    linalg.yield %b346 : f32
  } -> tensor<576xf32>
  %e348 = tensor.empty() : tensor<576xf32>
  %g352 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g347 : tensor<576xf32>) outs(%e348 : tensor<576xf32>) {
  ^bb0(%a349: f32, %o350: f32):
    %b351 = arith.divf %a349, %c5 : f32
    linalg.yield %b351 : f32
  } -> tensor<576xf32>
  %r353 = tensor.expand_shape %g352 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
  %r354 = tensor.collapse_shape %r353 [[0, 1], [2], [3]] : tensor<1x576x1x1xf32> into tensor<576x1x1xf32>
  %e355 = tensor.empty() : tensor<2x576x1x1xf32>
  %g361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r341, %r354 : tensor<2x576x1x1xf32>, tensor<576x1x1xf32>) outs(%e355 : tensor<2x576x1x1xf32>) {
  ^bb0(%a356: f32, %a357: f32, %o358: f32):
    %b359 = arith.subf %a356, %a357 : f32
    %b360 = arith.mulf %b359, %b359 : f32
    linalg.yield %b360 : f32
  } -> tensor<2x576x1x1xf32>
  %e362 = tensor.empty() : tensor<576xf32>
  %f363 = linalg.fill ins(%c0 : f32) outs(%e362 : tensor<576xf32>) -> tensor<576xf32>
  %g367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g361 : tensor<2x576x1x1xf32>) outs(%f363 : tensor<576xf32>) {
  ^bb0(%a364: f32, %o365: f32):
    %b366 = arith.addf %a364, %o365 : f32
    linalg.yield %b366 : f32
  } -> tensor<576xf32>
  %e368 = tensor.empty() : tensor<576xf32>
  %g372 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g367 : tensor<576xf32>) outs(%e368 : tensor<576xf32>) {
  ^bb0(%a369: f32, %o370: f32):
    %b371 = arith.divf %a369, %c5 : f32
    linalg.yield %b371 : f32
  } -> tensor<576xf32>
  %r373 = tensor.expand_shape %g372 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
  %r374 = tensor.expand_shape %mbconv2_4_weight [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
  %r375 = tensor.expand_shape %mbconv2_4_bias [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
  %r376 = tensor.collapse_shape %r353 [[0, 1], [2], [3]] : tensor<1x576x1x1xf32> into tensor<576x1x1xf32>
  %r377 = tensor.collapse_shape %r373 [[0, 1], [2], [3]] : tensor<1x576x1x1xf32> into tensor<576x1x1xf32>
  %e378 = tensor.empty() : tensor<2x576x1x1xf32>
  %g391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r341, %r376, %r377, %r374, %r375 : tensor<2x576x1x1xf32>, tensor<576x1x1xf32>, tensor<576x1x1xf32>, tensor<576x1x1xf32>, tensor<576x1x1xf32>) outs(%e378 : tensor<2x576x1x1xf32>) {
  ^bb0(%a379: f32, %a380: f32, %a381: f32, %a382: f32, %a383: f32, %o384: f32):
    %b385 = arith.addf %a381, %c2 : f32
    %b386 = math.sqrt %b385 : f32
    %b387 = arith.subf %a379, %a380 : f32
    %b388 = arith.divf %b387, %b386 : f32
    %b389 = arith.mulf %b388, %a382 : f32
    %b390 = arith.addf %b389, %a383 : f32
    linalg.yield %b390 : f32
  } -> tensor<2x576x1x1xf32>
  %e392 = tensor.empty() : tensor<2x576x1x1xf32>
  %g396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g391 : tensor<2x576x1x1xf32>) outs(%e392 : tensor<2x576x1x1xf32>) {
  ^bb0(%a393: f32, %o394: f32):
    %b395 = arith.maximumf %a393, %c0 : f32
    linalg.yield %b395 : f32
  } -> tensor<2x576x1x1xf32>
  %e397 = tensor.empty() : tensor<2x576xf32>
  %f398 = linalg.fill ins(%c0 : f32) outs(%e397 : tensor<2x576xf32>) -> tensor<2x576xf32>
  %g402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g396 : tensor<2x576x1x1xf32>) outs(%f398 : tensor<2x576xf32>) {
  ^bb0(%a399: f32, %o400: f32):
    %b401 = arith.addf %a399, %o400 : f32
    linalg.yield %b401 : f32
  } -> tensor<2x576xf32>
  %e403 = tensor.empty() : tensor<2x576xf32>
  %g407 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g402 : tensor<2x576xf32>) outs(%e403 : tensor<2x576xf32>) {
  ^bb0(%a404: f32, %o405: f32):
    %b406 = arith.divf %a404, %c4 : f32
    linalg.yield %b406 : f32
  } -> tensor<2x576xf32>
  %r408 = tensor.expand_shape %g407 [[0], [1, 2, 3]] output_shape [2, 576, 1, 1] : tensor<2x576xf32> into tensor<2x576x1x1xf32>
  %e409 = tensor.empty() : tensor<2x144x1x1xf32>
  %f410 = linalg.fill ins(%c0 : f32) outs(%e409 : tensor<2x144x1x1xf32>) -> tensor<2x144x1x1xf32>
  %conv411 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r408, %mbconv2_7_weight : tensor<2x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%f410 : tensor<2x144x1x1xf32>) -> tensor<2x144x1x1xf32>
  %e412 = tensor.empty() : tensor<2x144x1x1xf32>
  %g416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv411 : tensor<2x144x1x1xf32>) outs(%e412 : tensor<2x144x1x1xf32>) {
  ^bb0(%a413: f32, %o414: f32):
    %b415 = arith.maximumf %a413, %c0 : f32
    linalg.yield %b415 : f32
  } -> tensor<2x144x1x1xf32>
  %e417 = tensor.empty() : tensor<2x576x1x1xf32>
  %f418 = linalg.fill ins(%c0 : f32) outs(%e417 : tensor<2x576x1x1xf32>) -> tensor<2x576x1x1xf32>
  %conv419 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g416, %mbconv2_9_weight : tensor<2x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%f418 : tensor<2x576x1x1xf32>) -> tensor<2x576x1x1xf32>
  %e420 = tensor.empty() : tensor<2x576x1x1xf32>
  %g427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv419 : tensor<2x576x1x1xf32>) outs(%e420 : tensor<2x576x1x1xf32>) {
  ^bb0(%a421: f32, %o422: f32):
    %b423 = arith.negf %a421 : f32
    %b424 = math.exp %b423 : f32
    %b425 = arith.addf %b424, %c4 : f32
    %b426 = arith.divf %c4, %b425 : f32
    linalg.yield %b426 : f32
  } -> tensor<2x576x1x1xf32>
  %e428 = tensor.empty() : tensor<2x144x1x1xf32>
  %f429 = linalg.fill ins(%c0 : f32) outs(%e428 : tensor<2x144x1x1xf32>) -> tensor<2x144x1x1xf32>
  %conv430 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g427, %mbconv2_11_weight : tensor<2x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%f429 : tensor<2x144x1x1xf32>) -> tensor<2x144x1x1xf32>
  %e431 = tensor.empty() : tensor<144xf32>
  %f432 = linalg.fill ins(%c0 : f32) outs(%e431 : tensor<144xf32>) -> tensor<144xf32>
  %g436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv430 : tensor<2x144x1x1xf32>) outs(%f432 : tensor<144xf32>) {
  ^bb0(%a433: f32, %o434: f32):
    %b435 = arith.addf %a433, %o434 : f32
    linalg.yield %b435 : f32
  } -> tensor<144xf32>
  %e437 = tensor.empty() : tensor<144xf32>
  %g441 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g436 : tensor<144xf32>) outs(%e437 : tensor<144xf32>) {
  ^bb0(%a438: f32, %o439: f32):
    %b440 = arith.divf %a438, %c5 : f32
    linalg.yield %b440 : f32
  } -> tensor<144xf32>
  %r442 = tensor.expand_shape %g441 [[0, 1, 2, 3]] output_shape [1, 144, 1, 1] : tensor<144xf32> into tensor<1x144x1x1xf32>
  %r443 = tensor.collapse_shape %r442 [[0, 1], [2], [3]] : tensor<1x144x1x1xf32> into tensor<144x1x1xf32>
  %e444 = tensor.empty() : tensor<2x144x1x1xf32>
  %g450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv430, %r443 : tensor<2x144x1x1xf32>, tensor<144x1x1xf32>) outs(%e444 : tensor<2x144x1x1xf32>) {
  ^bb0(%a445: f32, %a446: f32, %o447: f32):
    %b448 = arith.subf %a445, %a446 : f32
    %b449 = arith.mulf %b448, %b448 : f32
    linalg.yield %b449 : f32
  } -> tensor<2x144x1x1xf32>
  %e451 = tensor.empty() : tensor<144xf32>
  %f452 = linalg.fill ins(%c0 : f32) outs(%e451 : tensor<144xf32>) -> tensor<144xf32>
  %g456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g450 : tensor<2x144x1x1xf32>) outs(%f452 : tensor<144xf32>) {
  ^bb0(%a453: f32, %o454: f32):
    %b455 = arith.addf %a453, %o454 : f32
    linalg.yield %b455 : f32
  } -> tensor<144xf32>
  %e457 = tensor.empty() : tensor<144xf32>
  %g461 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g456 : tensor<144xf32>) outs(%e457 : tensor<144xf32>) {
  ^bb0(%a458: f32, %o459: f32):
    %b460 = arith.divf %a458, %c5 : f32
    linalg.yield %b460 : f32
  } -> tensor<144xf32>
  %r462 = tensor.expand_shape %g461 [[0, 1, 2, 3]] output_shape [1, 144, 1, 1] : tensor<144xf32> into tensor<1x144x1x1xf32>
  %r463 = tensor.expand_shape %mbconv2_12_weight [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
  %r464 = tensor.expand_shape %mbconv2_12_bias [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
  %r465 = tensor.collapse_shape %r442 [[0, 1], [2], [3]] : tensor<1x144x1x1xf32> into tensor<144x1x1xf32>
  %r466 = tensor.collapse_shape %r462 [[0, 1], [2], [3]] : tensor<1x144x1x1xf32> into tensor<144x1x1xf32>
  %e467 = tensor.empty() : tensor<2x144x1x1xf32>
  %g480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv430, %r465, %r466, %r463, %r464 : tensor<2x144x1x1xf32>, tensor<144x1x1xf32>, tensor<144x1x1xf32>, tensor<144x1x1xf32>, tensor<144x1x1xf32>) outs(%e467 : tensor<2x144x1x1xf32>) {
  ^bb0(%a468: f32, %a469: f32, %a470: f32, %a471: f32, %a472: f32, %o473: f32):
    %b474 = arith.addf %a470, %c2 : f32
    %b475 = math.sqrt %b474 : f32
    %b476 = arith.subf %a468, %a469 : f32
    %b477 = arith.divf %b476, %b475 : f32
    %b478 = arith.mulf %b477, %a471 : f32
    %b479 = arith.addf %b478, %a472 : f32
    linalg.yield %b479 : f32
  } -> tensor<2x144x1x1xf32>
  %e481 = tensor.empty() : tensor<2x864x1x1xf32>
  %f482 = linalg.fill ins(%c0 : f32) outs(%e481 : tensor<2x864x1x1xf32>) -> tensor<2x864x1x1xf32>
  %conv483 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g480, %mbconv3_0_weight : tensor<2x144x1x1xf32>, tensor<864x144x1x1xf32>) outs(%f482 : tensor<2x864x1x1xf32>) -> tensor<2x864x1x1xf32>
  %e484 = tensor.empty() : tensor<864xf32>
  %f485 = linalg.fill ins(%c0 : f32) outs(%e484 : tensor<864xf32>) -> tensor<864xf32>
  %g489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv483 : tensor<2x864x1x1xf32>) outs(%f485 : tensor<864xf32>) {
  ^bb0(%a486: f32, %o487: f32):
    %b488 = arith.addf %a486, %o487 : f32
    linalg.yield %b488 : f32
  } -> tensor<864xf32>
  %e490 = tensor.empty() : tensor<864xf32>
  %g494 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g489 : tensor<864xf32>) outs(%e490 : tensor<864xf32>) {
  ^bb0(%a491: f32, %o492: f32):
    %b493 = arith.divf %a491, %c5 : f32
    linalg.yield %b493 : f32
  } -> tensor<864xf32>
  %r495 = tensor.expand_shape %g494 [[0, 1, 2, 3]] output_shape [1, 864, 1, 1] : tensor<864xf32> into tensor<1x864x1x1xf32>
  %r496 = tensor.collapse_shape %r495 [[0, 1], [2], [3]] : tensor<1x864x1x1xf32> into tensor<864x1x1xf32>
  %e497 = tensor.empty() : tensor<2x864x1x1xf32>
  %g503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv483, %r496 : tensor<2x864x1x1xf32>, tensor<864x1x1xf32>) outs(%e497 : tensor<2x864x1x1xf32>) {
  ^bb0(%a498: f32, %a499: f32, %o500: f32):
    %b501 = arith.subf %a498, %a499 : f32
    %b502 = arith.mulf %b501, %b501 : f32
    linalg.yield %b502 : f32
  } -> tensor<2x864x1x1xf32>
  %e504 = tensor.empty() : tensor<864xf32>
  %f505 = linalg.fill ins(%c0 : f32) outs(%e504 : tensor<864xf32>) -> tensor<864xf32>
  %g509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g503 : tensor<2x864x1x1xf32>) outs(%f505 : tensor<864xf32>) {
  ^bb0(%a506: f32, %o507: f32):
    %b508 = arith.addf %a506, %o507 : f32
    linalg.yield %b508 : f32
  } -> tensor<864xf32>
  %e510 = tensor.empty() : tensor<864xf32>
  %g514 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g509 : tensor<864xf32>) outs(%e510 : tensor<864xf32>) {
  ^bb0(%a511: f32, %o512: f32):
    %b513 = arith.divf %a511, %c5 : f32
    linalg.yield %b513 : f32
  } -> tensor<864xf32>
  %r515 = tensor.expand_shape %g514 [[0, 1, 2, 3]] output_shape [1, 864, 1, 1] : tensor<864xf32> into tensor<1x864x1x1xf32>
  %r516 = tensor.expand_shape %mbconv3_1_weight [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
  %r517 = tensor.expand_shape %mbconv3_1_bias [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
  %r518 = tensor.collapse_shape %r495 [[0, 1], [2], [3]] : tensor<1x864x1x1xf32> into tensor<864x1x1xf32>
  %r519 = tensor.collapse_shape %r515 [[0, 1], [2], [3]] : tensor<1x864x1x1xf32> into tensor<864x1x1xf32>
  %e520 = tensor.empty() : tensor<2x864x1x1xf32>
  %g533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv483, %r518, %r519, %r516, %r517 : tensor<2x864x1x1xf32>, tensor<864x1x1xf32>, tensor<864x1x1xf32>, tensor<864x1x1xf32>, tensor<864x1x1xf32>) outs(%e520 : tensor<2x864x1x1xf32>) {
  ^bb0(%a521: f32, %a522: f32, %a523: f32, %a524: f32, %a525: f32, %o526: f32):
    %b527 = arith.addf %a523, %c2 : f32
    %b528 = math.sqrt %b527 : f32
    %b529 = arith.subf %a521, %a522 : f32
    %b530 = arith.divf %b529, %b528 : f32
    %b531 = arith.mulf %b530, %a524 : f32
    %b532 = arith.addf %b531, %a525 : f32
    linalg.yield %b532 : f32
  } -> tensor<2x864x1x1xf32>
  %e534 = tensor.empty() : tensor<2x864x1x1xf32>
  %g538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g533 : tensor<2x864x1x1xf32>) outs(%e534 : tensor<2x864x1x1xf32>) {
  ^bb0(%a535: f32, %o536: f32):
    %b537 = arith.maximumf %a535, %c0 : f32
    linalg.yield %b537 : f32
  } -> tensor<2x864x1x1xf32>
  %e539 = tensor.empty() : tensor<2x864x3x3xf32>
  %f540 = linalg.fill ins(%c0 : f32) outs(%e539 : tensor<2x864x3x3xf32>) -> tensor<2x864x3x3xf32>
  %g543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g538 : tensor<2x864x1x1xf32>) outs(%f540 : tensor<2x864x3x3xf32>) {
  ^bb0(%a541: f32, %o542: f32):
    linalg.yield %a541 : f32
  } -> tensor<2x864x3x3xf32>
  %r544 = tensor.expand_shape %mbconv3_3_weight [[0], [1], [2, 3], [4]] output_shape [864, 1, 1, 3, 3] : tensor<864x1x3x3xf32> into tensor<864x1x1x3x3xf32>
  %r545 = tensor.expand_shape %g543 [[0], [1], [2, 3], [4]] output_shape [2, 864, 1, 3, 3] : tensor<2x864x3x3xf32> into tensor<2x864x1x3x3xf32>
  %e546 = tensor.empty() : tensor<2x864x1x1x1xf32>
  %f547 = linalg.fill ins(%c0 : f32) outs(%e546 : tensor<2x864x1x1x1xf32>) -> tensor<2x864x1x1x1xf32>
  %g553 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r545, %r544 : tensor<2x864x1x3x3xf32>, tensor<864x1x1x3x3xf32>) outs(%f547 : tensor<2x864x1x1x1xf32>) {
  ^bb0(%a548: f32, %a549: f32, %o550: f32):
    %b551 = arith.mulf %a548, %a549 : f32
    %b552 = arith.addf %o550, %b551 : f32
    linalg.yield %b552 : f32
  } -> tensor<2x864x1x1x1xf32>
  %r554 = tensor.collapse_shape %g553 [[0], [1], [2], [3, 4]] : tensor<2x864x1x1x1xf32> into tensor<2x864x1x1xf32>
  %e555 = tensor.empty() : tensor<864xf32>
  %f556 = linalg.fill ins(%c0 : f32) outs(%e555 : tensor<864xf32>) -> tensor<864xf32>
  %g560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r554 : tensor<2x864x1x1xf32>) outs(%f556 : tensor<864xf32>) {
  ^bb0(%a557: f32, %o558: f32):
    %b559 = arith.addf %a557, %o558 : f32
    linalg.yield %b559 : f32
  } -> tensor<864xf32>
  %e561 = tensor.empty() : tensor<864xf32>
  %g565 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g560 : tensor<864xf32>) outs(%e561 : tensor<864xf32>) {
  ^bb0(%a562: f32, %o563: f32):
    %b564 = arith.divf %a562, %c5 : f32
    linalg.yield %b564 : f32
  } -> tensor<864xf32>
  %r566 = tensor.expand_shape %g565 [[0, 1, 2, 3]] output_shape [1, 864, 1, 1] : tensor<864xf32> into tensor<1x864x1x1xf32>
  %r567 = tensor.collapse_shape %r566 [[0, 1], [2], [3]] : tensor<1x864x1x1xf32> into tensor<864x1x1xf32>
  %e568 = tensor.empty() : tensor<2x864x1x1xf32>
  %g574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r554, %r567 : tensor<2x864x1x1xf32>, tensor<864x1x1xf32>) outs(%e568 : tensor<2x864x1x1xf32>) {
  ^bb0(%a569: f32, %a570: f32, %o571: f32):
    %b572 = arith.subf %a569, %a570 : f32
    %b573 = arith.mulf %b572, %b572 : f32
    linalg.yield %b573 : f32
  } -> tensor<2x864x1x1xf32>
  %e575 = tensor.empty() : tensor<864xf32>
  %f576 = linalg.fill ins(%c0 : f32) outs(%e575 : tensor<864xf32>) -> tensor<864xf32>
  %g580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g574 : tensor<2x864x1x1xf32>) outs(%f576 : tensor<864xf32>) {
  ^bb0(%a577: f32, %o578: f32):
    %b579 = arith.addf %a577, %o578 : f32
    linalg.yield %b579 : f32
  } -> tensor<864xf32>
  %e581 = tensor.empty() : tensor<864xf32>
  %g585 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g580 : tensor<864xf32>) outs(%e581 : tensor<864xf32>) {
  ^bb0(%a582: f32, %o583: f32):
    %b584 = arith.divf %a582, %c5 : f32
    linalg.yield %b584 : f32
  } -> tensor<864xf32>
  %r586 = tensor.expand_shape %g585 [[0, 1, 2, 3]] output_shape [1, 864, 1, 1] : tensor<864xf32> into tensor<1x864x1x1xf32>
  %r587 = tensor.expand_shape %mbconv3_4_weight [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
  %r588 = tensor.expand_shape %mbconv3_4_bias [[0, 1, 2]] output_shape [864, 1, 1] : tensor<864xf32> into tensor<864x1x1xf32>
  %r589 = tensor.collapse_shape %r566 [[0, 1], [2], [3]] : tensor<1x864x1x1xf32> into tensor<864x1x1xf32>
  %r590 = tensor.collapse_shape %r586 [[0, 1], [2], [3]] : tensor<1x864x1x1xf32> into tensor<864x1x1xf32>
  %e591 = tensor.empty() : tensor<2x864x1x1xf32>
  %g604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r554, %r589, %r590, %r587, %r588 : tensor<2x864x1x1xf32>, tensor<864x1x1xf32>, tensor<864x1x1xf32>, tensor<864x1x1xf32>, tensor<864x1x1xf32>) outs(%e591 : tensor<2x864x1x1xf32>) {
  ^bb0(%a592: f32, %a593: f32, %a594: f32, %a595: f32, %a596: f32, %o597: f32):
    %b598 = arith.addf %a594, %c2 : f32
    %b599 = math.sqrt %b598 : f32
    %b600 = arith.subf %a592, %a593 : f32
    %b601 = arith.divf %b600, %b599 : f32
    %b602 = arith.mulf %b601, %a595 : f32
    %b603 = arith.addf %b602, %a596 : f32
    linalg.yield %b603 : f32
  } -> tensor<2x864x1x1xf32>
  %e605 = tensor.empty() : tensor<2x864x1x1xf32>
  %g609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g604 : tensor<2x864x1x1xf32>) outs(%e605 : tensor<2x864x1x1xf32>) {
  ^bb0(%a606: f32, %o607: f32):
    %b608 = arith.maximumf %a606, %c0 : f32
    linalg.yield %b608 : f32
  } -> tensor<2x864x1x1xf32>
  %e610 = tensor.empty() : tensor<2x864xf32>
  %f611 = linalg.fill ins(%c0 : f32) outs(%e610 : tensor<2x864xf32>) -> tensor<2x864xf32>
  %g615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g609 : tensor<2x864x1x1xf32>) outs(%f611 : tensor<2x864xf32>) {
  ^bb0(%a612: f32, %o613: f32):
    %b614 = arith.addf %a612, %o613 : f32
    linalg.yield %b614 : f32
  } -> tensor<2x864xf32>
  %e616 = tensor.empty() : tensor<2x864xf32>
  %g620 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g615 : tensor<2x864xf32>) outs(%e616 : tensor<2x864xf32>) {
  ^bb0(%a617: f32, %o618: f32):
    %b619 = arith.divf %a617, %c4 : f32
    linalg.yield %b619 : f32
  } -> tensor<2x864xf32>
  %r621 = tensor.expand_shape %g620 [[0], [1, 2, 3]] output_shape [2, 864, 1, 1] : tensor<2x864xf32> into tensor<2x864x1x1xf32>
  %e622 = tensor.empty() : tensor<2x216x1x1xf32>
  %f623 = linalg.fill ins(%c0 : f32) outs(%e622 : tensor<2x216x1x1xf32>) -> tensor<2x216x1x1xf32>
  %conv624 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r621, %mbconv3_7_weight : tensor<2x864x1x1xf32>, tensor<216x864x1x1xf32>) outs(%f623 : tensor<2x216x1x1xf32>) -> tensor<2x216x1x1xf32>
  %e625 = tensor.empty() : tensor<2x216x1x1xf32>
  %g629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv624 : tensor<2x216x1x1xf32>) outs(%e625 : tensor<2x216x1x1xf32>) {
  ^bb0(%a626: f32, %o627: f32):
    %b628 = arith.maximumf %a626, %c0 : f32
    linalg.yield %b628 : f32
  } -> tensor<2x216x1x1xf32>
  %e630 = tensor.empty() : tensor<2x864x1x1xf32>
  %f631 = linalg.fill ins(%c0 : f32) outs(%e630 : tensor<2x864x1x1xf32>) -> tensor<2x864x1x1xf32>
  %conv632 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g629, %mbconv3_9_weight : tensor<2x216x1x1xf32>, tensor<864x216x1x1xf32>) outs(%f631 : tensor<2x864x1x1xf32>) -> tensor<2x864x1x1xf32>
  %e633 = tensor.empty() : tensor<2x864x1x1xf32>
  %g640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv632 : tensor<2x864x1x1xf32>) outs(%e633 : tensor<2x864x1x1xf32>) {
  ^bb0(%a634: f32, %o635: f32):
    %b636 = arith.negf %a634 : f32
    %b637 = math.exp %b636 : f32
    %b638 = arith.addf %b637, %c4 : f32
    %b639 = arith.divf %c4, %b638 : f32
    linalg.yield %b639 : f32
  } -> tensor<2x864x1x1xf32>
  %e641 = tensor.empty() : tensor<2x192x1x1xf32>
  %f642 = linalg.fill ins(%c0 : f32) outs(%e641 : tensor<2x192x1x1xf32>) -> tensor<2x192x1x1xf32>
  %conv643 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g640, %mbconv3_11_weight : tensor<2x864x1x1xf32>, tensor<192x864x1x1xf32>) outs(%f642 : tensor<2x192x1x1xf32>) -> tensor<2x192x1x1xf32>
  %e644 = tensor.empty() : tensor<192xf32>
  %f645 = linalg.fill ins(%c0 : f32) outs(%e644 : tensor<192xf32>) -> tensor<192xf32>
  %g649 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv643 : tensor<2x192x1x1xf32>) outs(%f645 : tensor<192xf32>) {
  ^bb0(%a646: f32, %o647: f32):
    %b648 = arith.addf %a646, %o647 : f32
    linalg.yield %b648 : f32
  } -> tensor<192xf32>
  %e650 = tensor.empty() : tensor<192xf32>
  %g654 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g649 : tensor<192xf32>) outs(%e650 : tensor<192xf32>) {
  ^bb0(%a651: f32, %o652: f32):
    %b653 = arith.divf %a651, %c5 : f32
    linalg.yield %b653 : f32
  } -> tensor<192xf32>
  %r655 = tensor.expand_shape %g654 [[0, 1, 2, 3]] output_shape [1, 192, 1, 1] : tensor<192xf32> into tensor<1x192x1x1xf32>
  %r656 = tensor.collapse_shape %r655 [[0, 1], [2], [3]] : tensor<1x192x1x1xf32> into tensor<192x1x1xf32>
  %e657 = tensor.empty() : tensor<2x192x1x1xf32>
  %g663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv643, %r656 : tensor<2x192x1x1xf32>, tensor<192x1x1xf32>) outs(%e657 : tensor<2x192x1x1xf32>) {
  ^bb0(%a658: f32, %a659: f32, %o660: f32):
    %b661 = arith.subf %a658, %a659 : f32
    %b662 = arith.mulf %b661, %b661 : f32
    linalg.yield %b662 : f32
  } -> tensor<2x192x1x1xf32>
  %e664 = tensor.empty() : tensor<192xf32>
  %f665 = linalg.fill ins(%c0 : f32) outs(%e664 : tensor<192xf32>) -> tensor<192xf32>
  %g669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g663 : tensor<2x192x1x1xf32>) outs(%f665 : tensor<192xf32>) {
  ^bb0(%a666: f32, %o667: f32):
    %b668 = arith.addf %a666, %o667 : f32
    linalg.yield %b668 : f32
  } -> tensor<192xf32>
  %e670 = tensor.empty() : tensor<192xf32>
  %g674 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g669 : tensor<192xf32>) outs(%e670 : tensor<192xf32>) {
  ^bb0(%a671: f32, %o672: f32):
    %b673 = arith.divf %a671, %c5 : f32
    linalg.yield %b673 : f32
  } -> tensor<192xf32>
  %r675 = tensor.expand_shape %g674 [[0, 1, 2, 3]] output_shape [1, 192, 1, 1] : tensor<192xf32> into tensor<1x192x1x1xf32>
  %r676 = tensor.expand_shape %mbconv3_12_weight [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
  %r677 = tensor.expand_shape %mbconv3_12_bias [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
  %r678 = tensor.collapse_shape %r655 [[0, 1], [2], [3]] : tensor<1x192x1x1xf32> into tensor<192x1x1xf32>
  %r679 = tensor.collapse_shape %r675 [[0, 1], [2], [3]] : tensor<1x192x1x1xf32> into tensor<192x1x1xf32>
  %e680 = tensor.empty() : tensor<2x192x1x1xf32>
  %g693 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv643, %r678, %r679, %r676, %r677 : tensor<2x192x1x1xf32>, tensor<192x1x1xf32>, tensor<192x1x1xf32>, tensor<192x1x1xf32>, tensor<192x1x1xf32>) outs(%e680 : tensor<2x192x1x1xf32>) {
  ^bb0(%a681: f32, %a682: f32, %a683: f32, %a684: f32, %a685: f32, %o686: f32):
    %b687 = arith.addf %a683, %c2 : f32
    %b688 = math.sqrt %b687 : f32
    %b689 = arith.subf %a681, %a682 : f32
    %b690 = arith.divf %b689, %b688 : f32
    %b691 = arith.mulf %b690, %a684 : f32
    %b692 = arith.addf %b691, %a685 : f32
    linalg.yield %b692 : f32
  } -> tensor<2x192x1x1xf32>
  %e694 = tensor.empty() : tensor<2x1152x1x1xf32>
  %f695 = linalg.fill ins(%c0 : f32) outs(%e694 : tensor<2x1152x1x1xf32>) -> tensor<2x1152x1x1xf32>
  %conv696 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g693, %mbconv4_0_weight : tensor<2x192x1x1xf32>, tensor<1152x192x1x1xf32>) outs(%f695 : tensor<2x1152x1x1xf32>) -> tensor<2x1152x1x1xf32>
  %e697 = tensor.empty() : tensor<1152xf32>
  %f698 = linalg.fill ins(%c0 : f32) outs(%e697 : tensor<1152xf32>) -> tensor<1152xf32>
  %g702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv696 : tensor<2x1152x1x1xf32>) outs(%f698 : tensor<1152xf32>) {
  ^bb0(%a699: f32, %o700: f32):
    %b701 = arith.addf %a699, %o700 : f32
    linalg.yield %b701 : f32
  } -> tensor<1152xf32>
  %e703 = tensor.empty() : tensor<1152xf32>
  %g707 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g702 : tensor<1152xf32>) outs(%e703 : tensor<1152xf32>) {
  ^bb0(%a704: f32, %o705: f32):
    %b706 = arith.divf %a704, %c5 : f32
    linalg.yield %b706 : f32
  } -> tensor<1152xf32>
  %r708 = tensor.expand_shape %g707 [[0, 1, 2, 3]] output_shape [1, 1152, 1, 1] : tensor<1152xf32> into tensor<1x1152x1x1xf32>
  %r709 = tensor.collapse_shape %r708 [[0, 1], [2], [3]] : tensor<1x1152x1x1xf32> into tensor<1152x1x1xf32>
  %e710 = tensor.empty() : tensor<2x1152x1x1xf32>
  %g716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv696, %r709 : tensor<2x1152x1x1xf32>, tensor<1152x1x1xf32>) outs(%e710 : tensor<2x1152x1x1xf32>) {
  ^bb0(%a711: f32, %a712: f32, %o713: f32):
    %b714 = arith.subf %a711, %a712 : f32
    %b715 = arith.mulf %b714, %b714 : f32
    linalg.yield %b715 : f32
  } -> tensor<2x1152x1x1xf32>
  %e717 = tensor.empty() : tensor<1152xf32>
  %f718 = linalg.fill ins(%c0 : f32) outs(%e717 : tensor<1152xf32>) -> tensor<1152xf32>
  %g722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g716 : tensor<2x1152x1x1xf32>) outs(%f718 : tensor<1152xf32>) {
  ^bb0(%a719: f32, %o720: f32):
    %b721 = arith.addf %a719, %o720 : f32
    linalg.yield %b721 : f32
  } -> tensor<1152xf32>
  %e723 = tensor.empty() : tensor<1152xf32>
  %g727 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g722 : tensor<1152xf32>) outs(%e723 : tensor<1152xf32>) {
  ^bb0(%a724: f32, %o725: f32):
    %b726 = arith.divf %a724, %c5 : f32
    linalg.yield %b726 : f32
  } -> tensor<1152xf32>
  %r728 = tensor.expand_shape %g727 [[0, 1, 2, 3]] output_shape [1, 1152, 1, 1] : tensor<1152xf32> into tensor<1x1152x1x1xf32>
  %r729 = tensor.expand_shape %mbconv4_1_weight [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
  %r730 = tensor.expand_shape %mbconv4_1_bias [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
  %r731 = tensor.collapse_shape %r708 [[0, 1], [2], [3]] : tensor<1x1152x1x1xf32> into tensor<1152x1x1xf32>
  %r732 = tensor.collapse_shape %r728 [[0, 1], [2], [3]] : tensor<1x1152x1x1xf32> into tensor<1152x1x1xf32>
  %e733 = tensor.empty() : tensor<2x1152x1x1xf32>
  %g746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv696, %r731, %r732, %r729, %r730 : tensor<2x1152x1x1xf32>, tensor<1152x1x1xf32>, tensor<1152x1x1xf32>, tensor<1152x1x1xf32>, tensor<1152x1x1xf32>) outs(%e733 : tensor<2x1152x1x1xf32>) {
  ^bb0(%a734: f32, %a735: f32, %a736: f32, %a737: f32, %a738: f32, %o739: f32):
    %b740 = arith.addf %a736, %c2 : f32
    %b741 = math.sqrt %b740 : f32
    %b742 = arith.subf %a734, %a735 : f32
    %b743 = arith.divf %b742, %b741 : f32
    %b744 = arith.mulf %b743, %a737 : f32
    %b745 = arith.addf %b744, %a738 : f32
    linalg.yield %b745 : f32
  } -> tensor<2x1152x1x1xf32>
  %e747 = tensor.empty() : tensor<2x1152x1x1xf32>
  %g751 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g746 : tensor<2x1152x1x1xf32>) outs(%e747 : tensor<2x1152x1x1xf32>) {
  ^bb0(%a748: f32, %o749: f32):
    %b750 = arith.maximumf %a748, %c0 : f32
    linalg.yield %b750 : f32
  } -> tensor<2x1152x1x1xf32>
  %e752 = tensor.empty() : tensor<2x1152x3x3xf32>
  %f753 = linalg.fill ins(%c0 : f32) outs(%e752 : tensor<2x1152x3x3xf32>) -> tensor<2x1152x3x3xf32>
  %g756 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g751 : tensor<2x1152x1x1xf32>) outs(%f753 : tensor<2x1152x3x3xf32>) {
  ^bb0(%a754: f32, %o755: f32):
    linalg.yield %a754 : f32
  } -> tensor<2x1152x3x3xf32>
  %r757 = tensor.expand_shape %mbconv4_3_weight [[0], [1], [2, 3], [4]] output_shape [1152, 1, 1, 3, 3] : tensor<1152x1x3x3xf32> into tensor<1152x1x1x3x3xf32>
  %r758 = tensor.expand_shape %g756 [[0], [1], [2, 3], [4]] output_shape [2, 1152, 1, 3, 3] : tensor<2x1152x3x3xf32> into tensor<2x1152x1x3x3xf32>
  %e759 = tensor.empty() : tensor<2x1152x1x1x1xf32>
  %f760 = linalg.fill ins(%c0 : f32) outs(%e759 : tensor<2x1152x1x1x1xf32>) -> tensor<2x1152x1x1x1xf32>
  %g766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r758, %r757 : tensor<2x1152x1x3x3xf32>, tensor<1152x1x1x3x3xf32>) outs(%f760 : tensor<2x1152x1x1x1xf32>) {
  ^bb0(%a761: f32, %a762: f32, %o763: f32):
    %b764 = arith.mulf %a761, %a762 : f32
    %b765 = arith.addf %o763, %b764 : f32
    linalg.yield %b765 : f32
  } -> tensor<2x1152x1x1x1xf32>
  %r767 = tensor.collapse_shape %g766 [[0], [1], [2], [3, 4]] : tensor<2x1152x1x1x1xf32> into tensor<2x1152x1x1xf32>
  %e768 = tensor.empty() : tensor<1152xf32>
  %f769 = linalg.fill ins(%c0 : f32) outs(%e768 : tensor<1152xf32>) -> tensor<1152xf32>
  %g773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r767 : tensor<2x1152x1x1xf32>) outs(%f769 : tensor<1152xf32>) {
  ^bb0(%a770: f32, %o771: f32):
    %b772 = arith.addf %a770, %o771 : f32
    linalg.yield %b772 : f32
  } -> tensor<1152xf32>
  %e774 = tensor.empty() : tensor<1152xf32>
  %g778 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g773 : tensor<1152xf32>) outs(%e774 : tensor<1152xf32>) {
  ^bb0(%a775: f32, %o776: f32):
    %b777 = arith.divf %a775, %c5 : f32
    linalg.yield %b777 : f32
  } -> tensor<1152xf32>
  %r779 = tensor.expand_shape %g778 [[0, 1, 2, 3]] output_shape [1, 1152, 1, 1] : tensor<1152xf32> into tensor<1x1152x1x1xf32>
  %r780 = tensor.collapse_shape %r779 [[0, 1], [2], [3]] : tensor<1x1152x1x1xf32> into tensor<1152x1x1xf32>
  %e781 = tensor.empty() : tensor<2x1152x1x1xf32>
  %g787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r767, %r780 : tensor<2x1152x1x1xf32>, tensor<1152x1x1xf32>) outs(%e781 : tensor<2x1152x1x1xf32>) {
  ^bb0(%a782: f32, %a783: f32, %o784: f32):
    %b785 = arith.subf %a782, %a783 : f32
    %b786 = arith.mulf %b785, %b785 : f32
    linalg.yield %b786 : f32
  } -> tensor<2x1152x1x1xf32>
  %e788 = tensor.empty() : tensor<1152xf32>
  %f789 = linalg.fill ins(%c0 : f32) outs(%e788 : tensor<1152xf32>) -> tensor<1152xf32>
  %g793 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g787 : tensor<2x1152x1x1xf32>) outs(%f789 : tensor<1152xf32>) {
  ^bb0(%a790: f32, %o791: f32):
    %b792 = arith.addf %a790, %o791 : f32
    linalg.yield %b792 : f32
  } -> tensor<1152xf32>
  %e794 = tensor.empty() : tensor<1152xf32>
  %g798 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g793 : tensor<1152xf32>) outs(%e794 : tensor<1152xf32>) {
  ^bb0(%a795: f32, %o796: f32):
    %b797 = arith.divf %a795, %c5 : f32
    linalg.yield %b797 : f32
  } -> tensor<1152xf32>
  %r799 = tensor.expand_shape %g798 [[0, 1, 2, 3]] output_shape [1, 1152, 1, 1] : tensor<1152xf32> into tensor<1x1152x1x1xf32>
  %r800 = tensor.expand_shape %mbconv4_4_weight [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
  %r801 = tensor.expand_shape %mbconv4_4_bias [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
  %r802 = tensor.collapse_shape %r779 [[0, 1], [2], [3]] : tensor<1x1152x1x1xf32> into tensor<1152x1x1xf32>
  %r803 = tensor.collapse_shape %r799 [[0, 1], [2], [3]] : tensor<1x1152x1x1xf32> into tensor<1152x1x1xf32>
  %e804 = tensor.empty() : tensor<2x1152x1x1xf32>
  %g817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r767, %r802, %r803, %r800, %r801 : tensor<2x1152x1x1xf32>, tensor<1152x1x1xf32>, tensor<1152x1x1xf32>, tensor<1152x1x1xf32>, tensor<1152x1x1xf32>) outs(%e804 : tensor<2x1152x1x1xf32>) {
  ^bb0(%a805: f32, %a806: f32, %a807: f32, %a808: f32, %a809: f32, %o810: f32):
    %b811 = arith.addf %a807, %c2 : f32
    %b812 = math.sqrt %b811 : f32
    %b813 = arith.subf %a805, %a806 : f32
    %b814 = arith.divf %b813, %b812 : f32
    %b815 = arith.mulf %b814, %a808 : f32
    %b816 = arith.addf %b815, %a809 : f32
    linalg.yield %b816 : f32
  } -> tensor<2x1152x1x1xf32>
  %e818 = tensor.empty() : tensor<2x1152x1x1xf32>
  %g822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g817 : tensor<2x1152x1x1xf32>) outs(%e818 : tensor<2x1152x1x1xf32>) {
  ^bb0(%a819: f32, %o820: f32):
    %b821 = arith.maximumf %a819, %c0 : f32
    linalg.yield %b821 : f32
  } -> tensor<2x1152x1x1xf32>
  %e823 = tensor.empty() : tensor<2x1152xf32>
  %f824 = linalg.fill ins(%c0 : f32) outs(%e823 : tensor<2x1152xf32>) -> tensor<2x1152xf32>
  %g828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g822 : tensor<2x1152x1x1xf32>) outs(%f824 : tensor<2x1152xf32>) {
  ^bb0(%a825: f32, %o826: f32):
    %b827 = arith.addf %a825, %o826 : f32
    linalg.yield %b827 : f32
  } -> tensor<2x1152xf32>
  %e829 = tensor.empty() : tensor<2x1152xf32>
  %g833 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g828 : tensor<2x1152xf32>) outs(%e829 : tensor<2x1152xf32>) {
  ^bb0(%a830: f32, %o831: f32):
    %b832 = arith.divf %a830, %c4 : f32
    linalg.yield %b832 : f32
  } -> tensor<2x1152xf32>
  %r834 = tensor.expand_shape %g833 [[0], [1, 2, 3]] output_shape [2, 1152, 1, 1] : tensor<2x1152xf32> into tensor<2x1152x1x1xf32>
  %e835 = tensor.empty() : tensor<2x288x1x1xf32>
  %f836 = linalg.fill ins(%c0 : f32) outs(%e835 : tensor<2x288x1x1xf32>) -> tensor<2x288x1x1xf32>
  %conv837 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r834, %mbconv4_7_weight : tensor<2x1152x1x1xf32>, tensor<288x1152x1x1xf32>) outs(%f836 : tensor<2x288x1x1xf32>) -> tensor<2x288x1x1xf32>
  %e838 = tensor.empty() : tensor<2x288x1x1xf32>
  %g842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv837 : tensor<2x288x1x1xf32>) outs(%e838 : tensor<2x288x1x1xf32>) {
  ^bb0(%a839: f32, %o840: f32):
    %b841 = arith.maximumf %a839, %c0 : f32
    linalg.yield %b841 : f32
  } -> tensor<2x288x1x1xf32>
  %e843 = tensor.empty() : tensor<2x1152x1x1xf32>
  %f844 = linalg.fill ins(%c0 : f32) outs(%e843 : tensor<2x1152x1x1xf32>) -> tensor<2x1152x1x1xf32>
  %conv845 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g842, %mbconv4_9_weight : tensor<2x288x1x1xf32>, tensor<1152x288x1x1xf32>) outs(%f844 : tensor<2x1152x1x1xf32>) -> tensor<2x1152x1x1xf32>
  %e846 = tensor.empty() : tensor<2x1152x1x1xf32>
  %g853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv845 : tensor<2x1152x1x1xf32>) outs(%e846 : tensor<2x1152x1x1xf32>) {
  ^bb0(%a847: f32, %o848: f32):
    %b849 = arith.negf %a847 : f32
    %b850 = math.exp %b849 : f32
    %b851 = arith.addf %b850, %c4 : f32
    %b852 = arith.divf %c4, %b851 : f32
    linalg.yield %b852 : f32
  } -> tensor<2x1152x1x1xf32>
  %e854 = tensor.empty() : tensor<2x288x1x1xf32>
  %f855 = linalg.fill ins(%c0 : f32) outs(%e854 : tensor<2x288x1x1xf32>) -> tensor<2x288x1x1xf32>
  %conv856 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g853, %mbconv4_11_weight : tensor<2x1152x1x1xf32>, tensor<288x1152x1x1xf32>) outs(%f855 : tensor<2x288x1x1xf32>) -> tensor<2x288x1x1xf32>
  %e857 = tensor.empty() : tensor<288xf32>
  %f858 = linalg.fill ins(%c0 : f32) outs(%e857 : tensor<288xf32>) -> tensor<288xf32>
  %g862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv856 : tensor<2x288x1x1xf32>) outs(%f858 : tensor<288xf32>) {
  ^bb0(%a859: f32, %o860: f32):
    %b861 = arith.addf %a859, %o860 : f32
    linalg.yield %b861 : f32
  } -> tensor<288xf32>
  %e863 = tensor.empty() : tensor<288xf32>
  %g867 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g862 : tensor<288xf32>) outs(%e863 : tensor<288xf32>) {
  ^bb0(%a864: f32, %o865: f32):
    %b866 = arith.divf %a864, %c5 : f32
    linalg.yield %b866 : f32
  } -> tensor<288xf32>
  %r868 = tensor.expand_shape %g867 [[0, 1, 2, 3]] output_shape [1, 288, 1, 1] : tensor<288xf32> into tensor<1x288x1x1xf32>
  %r869 = tensor.collapse_shape %r868 [[0, 1], [2], [3]] : tensor<1x288x1x1xf32> into tensor<288x1x1xf32>
  %e870 = tensor.empty() : tensor<2x288x1x1xf32>
  %g876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv856, %r869 : tensor<2x288x1x1xf32>, tensor<288x1x1xf32>) outs(%e870 : tensor<2x288x1x1xf32>) {
  ^bb0(%a871: f32, %a872: f32, %o873: f32):
    %b874 = arith.subf %a871, %a872 : f32
    %b875 = arith.mulf %b874, %b874 : f32
    linalg.yield %b875 : f32
  } -> tensor<2x288x1x1xf32>
  %e877 = tensor.empty() : tensor<288xf32>
  %f878 = linalg.fill ins(%c0 : f32) outs(%e877 : tensor<288xf32>) -> tensor<288xf32>
  %g882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g876 : tensor<2x288x1x1xf32>) outs(%f878 : tensor<288xf32>) {
  ^bb0(%a879: f32, %o880: f32):
    %b881 = arith.addf %a879, %o880 : f32
    linalg.yield %b881 : f32
  } -> tensor<288xf32>
  %e883 = tensor.empty() : tensor<288xf32>
  %g887 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g882 : tensor<288xf32>) outs(%e883 : tensor<288xf32>) {
  ^bb0(%a884: f32, %o885: f32):
    %b886 = arith.divf %a884, %c5 : f32
    linalg.yield %b886 : f32
  } -> tensor<288xf32>
  %r888 = tensor.expand_shape %g887 [[0, 1, 2, 3]] output_shape [1, 288, 1, 1] : tensor<288xf32> into tensor<1x288x1x1xf32>
  %r889 = tensor.expand_shape %mbconv4_12_weight [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
  %r890 = tensor.expand_shape %mbconv4_12_bias [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
  %r891 = tensor.collapse_shape %r868 [[0, 1], [2], [3]] : tensor<1x288x1x1xf32> into tensor<288x1x1xf32>
  %r892 = tensor.collapse_shape %r888 [[0, 1], [2], [3]] : tensor<1x288x1x1xf32> into tensor<288x1x1xf32>
  %e893 = tensor.empty() : tensor<2x288x1x1xf32>
  %g906 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv856, %r891, %r892, %r889, %r890 : tensor<2x288x1x1xf32>, tensor<288x1x1xf32>, tensor<288x1x1xf32>, tensor<288x1x1xf32>, tensor<288x1x1xf32>) outs(%e893 : tensor<2x288x1x1xf32>) {
  ^bb0(%a894: f32, %a895: f32, %a896: f32, %a897: f32, %a898: f32, %o899: f32):
    %b900 = arith.addf %a896, %c2 : f32
    %b901 = math.sqrt %b900 : f32
    %b902 = arith.subf %a894, %a895 : f32
    %b903 = arith.divf %b902, %b901 : f32
    %b904 = arith.mulf %b903, %a897 : f32
    %b905 = arith.addf %b904, %a898 : f32
    linalg.yield %b905 : f32
  } -> tensor<2x288x1x1xf32>
  %e907 = tensor.empty() : tensor<2x1728x1x1xf32>
  %f908 = linalg.fill ins(%c0 : f32) outs(%e907 : tensor<2x1728x1x1xf32>) -> tensor<2x1728x1x1xf32>
  %conv909 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g906, %mbconv5_0_weight : tensor<2x288x1x1xf32>, tensor<1728x288x1x1xf32>) outs(%f908 : tensor<2x1728x1x1xf32>) -> tensor<2x1728x1x1xf32>
  %e910 = tensor.empty() : tensor<1728xf32>
  %f911 = linalg.fill ins(%c0 : f32) outs(%e910 : tensor<1728xf32>) -> tensor<1728xf32>
  %g915 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv909 : tensor<2x1728x1x1xf32>) outs(%f911 : tensor<1728xf32>) {
  ^bb0(%a912: f32, %o913: f32):
    %b914 = arith.addf %a912, %o913 : f32
    linalg.yield %b914 : f32
  } -> tensor<1728xf32>
  %e916 = tensor.empty() : tensor<1728xf32>
  %g920 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g915 : tensor<1728xf32>) outs(%e916 : tensor<1728xf32>) {
  ^bb0(%a917: f32, %o918: f32):
    %b919 = arith.divf %a917, %c5 : f32
    linalg.yield %b919 : f32
  } -> tensor<1728xf32>
  %r921 = tensor.expand_shape %g920 [[0, 1, 2, 3]] output_shape [1, 1728, 1, 1] : tensor<1728xf32> into tensor<1x1728x1x1xf32>
  %r922 = tensor.collapse_shape %r921 [[0, 1], [2], [3]] : tensor<1x1728x1x1xf32> into tensor<1728x1x1xf32>
  %e923 = tensor.empty() : tensor<2x1728x1x1xf32>
  %g929 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv909, %r922 : tensor<2x1728x1x1xf32>, tensor<1728x1x1xf32>) outs(%e923 : tensor<2x1728x1x1xf32>) {
  ^bb0(%a924: f32, %a925: f32, %o926: f32):
    %b927 = arith.subf %a924, %a925 : f32
    %b928 = arith.mulf %b927, %b927 : f32
    linalg.yield %b928 : f32
  } -> tensor<2x1728x1x1xf32>
  %e930 = tensor.empty() : tensor<1728xf32>
  %f931 = linalg.fill ins(%c0 : f32) outs(%e930 : tensor<1728xf32>) -> tensor<1728xf32>
  %g935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g929 : tensor<2x1728x1x1xf32>) outs(%f931 : tensor<1728xf32>) {
  ^bb0(%a932: f32, %o933: f32):
    %b934 = arith.addf %a932, %o933 : f32
    linalg.yield %b934 : f32
  } -> tensor<1728xf32>
  %e936 = tensor.empty() : tensor<1728xf32>
  %g940 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g935 : tensor<1728xf32>) outs(%e936 : tensor<1728xf32>) {
  ^bb0(%a937: f32, %o938: f32):
    %b939 = arith.divf %a937, %c5 : f32
    linalg.yield %b939 : f32
  } -> tensor<1728xf32>
  %r941 = tensor.expand_shape %g940 [[0, 1, 2, 3]] output_shape [1, 1728, 1, 1] : tensor<1728xf32> into tensor<1x1728x1x1xf32>
  %r942 = tensor.expand_shape %mbconv5_1_weight [[0, 1, 2]] output_shape [1728, 1, 1] : tensor<1728xf32> into tensor<1728x1x1xf32>
  %r943 = tensor.expand_shape %mbconv5_1_bias [[0, 1, 2]] output_shape [1728, 1, 1] : tensor<1728xf32> into tensor<1728x1x1xf32>
  %r944 = tensor.collapse_shape %r921 [[0, 1], [2], [3]] : tensor<1x1728x1x1xf32> into tensor<1728x1x1xf32>
  %r945 = tensor.collapse_shape %r941 [[0, 1], [2], [3]] : tensor<1x1728x1x1xf32> into tensor<1728x1x1xf32>
  %e946 = tensor.empty() : tensor<2x1728x1x1xf32>
  %g959 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv909, %r944, %r945, %r942, %r943 : tensor<2x1728x1x1xf32>, tensor<1728x1x1xf32>, tensor<1728x1x1xf32>, tensor<1728x1x1xf32>, tensor<1728x1x1xf32>) outs(%e946 : tensor<2x1728x1x1xf32>) {
  ^bb0(%a947: f32, %a948: f32, %a949: f32, %a950: f32, %a951: f32, %o952: f32):
    %b953 = arith.addf %a949, %c2 : f32
    %b954 = math.sqrt %b953 : f32
    %b955 = arith.subf %a947, %a948 : f32
    %b956 = arith.divf %b955, %b954 : f32
    %b957 = arith.mulf %b956, %a950 : f32
    %b958 = arith.addf %b957, %a951 : f32
    linalg.yield %b958 : f32
  } -> tensor<2x1728x1x1xf32>
  %e960 = tensor.empty() : tensor<2x1728x1x1xf32>
  %g964 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g959 : tensor<2x1728x1x1xf32>) outs(%e960 : tensor<2x1728x1x1xf32>) {
  ^bb0(%a961: f32, %o962: f32):
    %b963 = arith.maximumf %a961, %c0 : f32
    linalg.yield %b963 : f32
  } -> tensor<2x1728x1x1xf32>
  %e965 = tensor.empty() : tensor<2x1728x3x3xf32>
  %f966 = linalg.fill ins(%c0 : f32) outs(%e965 : tensor<2x1728x3x3xf32>) -> tensor<2x1728x3x3xf32>
  %g969 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g964 : tensor<2x1728x1x1xf32>) outs(%f966 : tensor<2x1728x3x3xf32>) {
  ^bb0(%a967: f32, %o968: f32):
    linalg.yield %a967 : f32
  } -> tensor<2x1728x3x3xf32>
  %r970 = tensor.expand_shape %mbconv5_3_weight [[0], [1], [2, 3], [4]] output_shape [1728, 1, 1, 3, 3] : tensor<1728x1x3x3xf32> into tensor<1728x1x1x3x3xf32>
  %r971 = tensor.expand_shape %g969 [[0], [1], [2, 3], [4]] output_shape [2, 1728, 1, 3, 3] : tensor<2x1728x3x3xf32> into tensor<2x1728x1x3x3xf32>
  %e972 = tensor.empty() : tensor<2x1728x1x1x1xf32>
  %f973 = linalg.fill ins(%c0 : f32) outs(%e972 : tensor<2x1728x1x1x1xf32>) -> tensor<2x1728x1x1x1xf32>
  %g979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r971, %r970 : tensor<2x1728x1x3x3xf32>, tensor<1728x1x1x3x3xf32>) outs(%f973 : tensor<2x1728x1x1x1xf32>) {
  ^bb0(%a974: f32, %a975: f32, %o976: f32):
    %b977 = arith.mulf %a974, %a975 : f32
    %b978 = arith.addf %o976, %b977 : f32
    linalg.yield %b978 : f32
  } -> tensor<2x1728x1x1x1xf32>
  %r980 = tensor.collapse_shape %g979 [[0], [1], [2], [3, 4]] : tensor<2x1728x1x1x1xf32> into tensor<2x1728x1x1xf32>
  %e981 = tensor.empty() : tensor<1728xf32>
  %f982 = linalg.fill ins(%c0 : f32) outs(%e981 : tensor<1728xf32>) -> tensor<1728xf32>
  %g986 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r980 : tensor<2x1728x1x1xf32>) outs(%f982 : tensor<1728xf32>) {
  ^bb0(%a983: f32, %o984: f32):
    %b985 = arith.addf %a983, %o984 : f32
    linalg.yield %b985 : f32
  } -> tensor<1728xf32>
  %e987 = tensor.empty() : tensor<1728xf32>
  %g991 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g986 : tensor<1728xf32>) outs(%e987 : tensor<1728xf32>) {
  ^bb0(%a988: f32, %o989: f32):
    %b990 = arith.divf %a988, %c5 : f32
    linalg.yield %b990 : f32
  } -> tensor<1728xf32>
  %r992 = tensor.expand_shape %g991 [[0, 1, 2, 3]] output_shape [1, 1728, 1, 1] : tensor<1728xf32> into tensor<1x1728x1x1xf32>
  %r993 = tensor.collapse_shape %r992 [[0, 1], [2], [3]] : tensor<1x1728x1x1xf32> into tensor<1728x1x1xf32>
  %e994 = tensor.empty() : tensor<2x1728x1x1xf32>
  %g1000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r980, %r993 : tensor<2x1728x1x1xf32>, tensor<1728x1x1xf32>) outs(%e994 : tensor<2x1728x1x1xf32>) {
  ^bb0(%a995: f32, %a996: f32, %o997: f32):
    %b998 = arith.subf %a995, %a996 : f32
    %b999 = arith.mulf %b998, %b998 : f32
    linalg.yield %b999 : f32
  } -> tensor<2x1728x1x1xf32>
  %e1001 = tensor.empty() : tensor<1728xf32>
  %f1002 = linalg.fill ins(%c0 : f32) outs(%e1001 : tensor<1728xf32>) -> tensor<1728xf32>
  %g1006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1000 : tensor<2x1728x1x1xf32>) outs(%f1002 : tensor<1728xf32>) {
  ^bb0(%a1003: f32, %o1004: f32):
    %b1005 = arith.addf %a1003, %o1004 : f32
    linalg.yield %b1005 : f32
  } -> tensor<1728xf32>
  %e1007 = tensor.empty() : tensor<1728xf32>
  %g1011 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1006 : tensor<1728xf32>) outs(%e1007 : tensor<1728xf32>) {
  ^bb0(%a1008: f32, %o1009: f32):
    %b1010 = arith.divf %a1008, %c5 : f32
    linalg.yield %b1010 : f32
  } -> tensor<1728xf32>
  %r1012 = tensor.expand_shape %g1011 [[0, 1, 2, 3]] output_shape [1, 1728, 1, 1] : tensor<1728xf32> into tensor<1x1728x1x1xf32>
  %r1013 = tensor.expand_shape %mbconv5_4_weight [[0, 1, 2]] output_shape [1728, 1, 1] : tensor<1728xf32> into tensor<1728x1x1xf32>
  %r1014 = tensor.expand_shape %mbconv5_4_bias [[0, 1, 2]] output_shape [1728, 1, 1] : tensor<1728xf32> into tensor<1728x1x1xf32>
  %r1015 = tensor.collapse_shape %r992 [[0, 1], [2], [3]] : tensor<1x1728x1x1xf32> into tensor<1728x1x1xf32>
  %r1016 = tensor.collapse_shape %r1012 [[0, 1], [2], [3]] : tensor<1x1728x1x1xf32> into tensor<1728x1x1xf32>
  %e1017 = tensor.empty() : tensor<2x1728x1x1xf32>
  %g1030 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r980, %r1015, %r1016, %r1013, %r1014 : tensor<2x1728x1x1xf32>, tensor<1728x1x1xf32>, tensor<1728x1x1xf32>, tensor<1728x1x1xf32>, tensor<1728x1x1xf32>) outs(%e1017 : tensor<2x1728x1x1xf32>) {
  ^bb0(%a1018: f32, %a1019: f32, %a1020: f32, %a1021: f32, %a1022: f32, %o1023: f32):
    %b1024 = arith.addf %a1020, %c2 : f32
    %b1025 = math.sqrt %b1024 : f32
    %b1026 = arith.subf %a1018, %a1019 : f32
    %b1027 = arith.divf %b1026, %b1025 : f32
    %b1028 = arith.mulf %b1027, %a1021 : f32
    %b1029 = arith.addf %b1028, %a1022 : f32
    linalg.yield %b1029 : f32
  } -> tensor<2x1728x1x1xf32>
  %e1031 = tensor.empty() : tensor<2x1728x1x1xf32>
  %g1035 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1030 : tensor<2x1728x1x1xf32>) outs(%e1031 : tensor<2x1728x1x1xf32>) {
  ^bb0(%a1032: f32, %o1033: f32):
    %b1034 = arith.maximumf %a1032, %c0 : f32
    linalg.yield %b1034 : f32
  } -> tensor<2x1728x1x1xf32>
  %e1036 = tensor.empty() : tensor<2x1728xf32>
  %f1037 = linalg.fill ins(%c0 : f32) outs(%e1036 : tensor<2x1728xf32>) -> tensor<2x1728xf32>
  %g1041 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g1035 : tensor<2x1728x1x1xf32>) outs(%f1037 : tensor<2x1728xf32>) {
  ^bb0(%a1038: f32, %o1039: f32):
    %b1040 = arith.addf %a1038, %o1039 : f32
    linalg.yield %b1040 : f32
  } -> tensor<2x1728xf32>
  %e1042 = tensor.empty() : tensor<2x1728xf32>
  %g1046 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1041 : tensor<2x1728xf32>) outs(%e1042 : tensor<2x1728xf32>) {
  ^bb0(%a1043: f32, %o1044: f32):
    %b1045 = arith.divf %a1043, %c4 : f32
    linalg.yield %b1045 : f32
  } -> tensor<2x1728xf32>
  %r1047 = tensor.expand_shape %g1046 [[0], [1, 2, 3]] output_shape [2, 1728, 1, 1] : tensor<2x1728xf32> into tensor<2x1728x1x1xf32>
  %e1048 = tensor.empty() : tensor<2x432x1x1xf32>
  %f1049 = linalg.fill ins(%c0 : f32) outs(%e1048 : tensor<2x432x1x1xf32>) -> tensor<2x432x1x1xf32>
  %conv1050 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r1047, %mbconv5_7_weight : tensor<2x1728x1x1xf32>, tensor<432x1728x1x1xf32>) outs(%f1049 : tensor<2x432x1x1xf32>) -> tensor<2x432x1x1xf32>
  %e1051 = tensor.empty() : tensor<2x432x1x1xf32>
  %g1055 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1050 : tensor<2x432x1x1xf32>) outs(%e1051 : tensor<2x432x1x1xf32>) {
  ^bb0(%a1052: f32, %o1053: f32):
    %b1054 = arith.maximumf %a1052, %c0 : f32
    linalg.yield %b1054 : f32
  } -> tensor<2x432x1x1xf32>
  %e1056 = tensor.empty() : tensor<2x1728x1x1xf32>
  %f1057 = linalg.fill ins(%c0 : f32) outs(%e1056 : tensor<2x1728x1x1xf32>) -> tensor<2x1728x1x1xf32>
  %conv1058 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1055, %mbconv5_9_weight : tensor<2x432x1x1xf32>, tensor<1728x432x1x1xf32>) outs(%f1057 : tensor<2x1728x1x1xf32>) -> tensor<2x1728x1x1xf32>
  %e1059 = tensor.empty() : tensor<2x1728x1x1xf32>
  %g1066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1058 : tensor<2x1728x1x1xf32>) outs(%e1059 : tensor<2x1728x1x1xf32>) {
  ^bb0(%a1060: f32, %o1061: f32):
    %b1062 = arith.negf %a1060 : f32
    %b1063 = math.exp %b1062 : f32
    %b1064 = arith.addf %b1063, %c4 : f32
    %b1065 = arith.divf %c4, %b1064 : f32
    linalg.yield %b1065 : f32
  } -> tensor<2x1728x1x1xf32>
  %e1067 = tensor.empty() : tensor<2x384x1x1xf32>
  %f1068 = linalg.fill ins(%c0 : f32) outs(%e1067 : tensor<2x384x1x1xf32>) -> tensor<2x384x1x1xf32>
  %conv1069 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1066, %mbconv5_11_weight : tensor<2x1728x1x1xf32>, tensor<384x1728x1x1xf32>) outs(%f1068 : tensor<2x384x1x1xf32>) -> tensor<2x384x1x1xf32>
  %e1070 = tensor.empty() : tensor<384xf32>
  %f1071 = linalg.fill ins(%c0 : f32) outs(%e1070 : tensor<384xf32>) -> tensor<384xf32>
  %g1075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1069 : tensor<2x384x1x1xf32>) outs(%f1071 : tensor<384xf32>) {
  ^bb0(%a1072: f32, %o1073: f32):
    %b1074 = arith.addf %a1072, %o1073 : f32
    linalg.yield %b1074 : f32
  } -> tensor<384xf32>
  %e1076 = tensor.empty() : tensor<384xf32>
  %g1080 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1075 : tensor<384xf32>) outs(%e1076 : tensor<384xf32>) {
  ^bb0(%a1077: f32, %o1078: f32):
    %b1079 = arith.divf %a1077, %c5 : f32
    linalg.yield %b1079 : f32
  } -> tensor<384xf32>
  %r1081 = tensor.expand_shape %g1080 [[0, 1, 2, 3]] output_shape [1, 384, 1, 1] : tensor<384xf32> into tensor<1x384x1x1xf32>
  %r1082 = tensor.collapse_shape %r1081 [[0, 1], [2], [3]] : tensor<1x384x1x1xf32> into tensor<384x1x1xf32>
  %e1083 = tensor.empty() : tensor<2x384x1x1xf32>
  %g1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1069, %r1082 : tensor<2x384x1x1xf32>, tensor<384x1x1xf32>) outs(%e1083 : tensor<2x384x1x1xf32>) {
  ^bb0(%a1084: f32, %a1085: f32, %o1086: f32):
    %b1087 = arith.subf %a1084, %a1085 : f32
    %b1088 = arith.mulf %b1087, %b1087 : f32
    linalg.yield %b1088 : f32
  } -> tensor<2x384x1x1xf32>
  %e1090 = tensor.empty() : tensor<384xf32>
  %f1091 = linalg.fill ins(%c0 : f32) outs(%e1090 : tensor<384xf32>) -> tensor<384xf32>
  %g1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1089 : tensor<2x384x1x1xf32>) outs(%f1091 : tensor<384xf32>) {
  ^bb0(%a1092: f32, %o1093: f32):
    %b1094 = arith.addf %a1092, %o1093 : f32
    linalg.yield %b1094 : f32
  } -> tensor<384xf32>
  %e1096 = tensor.empty() : tensor<384xf32>
  %g1100 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1095 : tensor<384xf32>) outs(%e1096 : tensor<384xf32>) {
  ^bb0(%a1097: f32, %o1098: f32):
    %b1099 = arith.divf %a1097, %c5 : f32
    linalg.yield %b1099 : f32
  } -> tensor<384xf32>
  %r1101 = tensor.expand_shape %g1100 [[0, 1, 2, 3]] output_shape [1, 384, 1, 1] : tensor<384xf32> into tensor<1x384x1x1xf32>
  %r1102 = tensor.expand_shape %mbconv5_12_weight [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
  %r1103 = tensor.expand_shape %mbconv5_12_bias [[0, 1, 2]] output_shape [384, 1, 1] : tensor<384xf32> into tensor<384x1x1xf32>
  %r1104 = tensor.collapse_shape %r1081 [[0, 1], [2], [3]] : tensor<1x384x1x1xf32> into tensor<384x1x1xf32>
  %r1105 = tensor.collapse_shape %r1101 [[0, 1], [2], [3]] : tensor<1x384x1x1xf32> into tensor<384x1x1xf32>
  %e1106 = tensor.empty() : tensor<2x384x1x1xf32>
  %g1119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1069, %r1104, %r1105, %r1102, %r1103 : tensor<2x384x1x1xf32>, tensor<384x1x1xf32>, tensor<384x1x1xf32>, tensor<384x1x1xf32>, tensor<384x1x1xf32>) outs(%e1106 : tensor<2x384x1x1xf32>) {
  ^bb0(%a1107: f32, %a1108: f32, %a1109: f32, %a1110: f32, %a1111: f32, %o1112: f32):
    %b1113 = arith.addf %a1109, %c2 : f32
    %b1114 = math.sqrt %b1113 : f32
    %b1115 = arith.subf %a1107, %a1108 : f32
    %b1116 = arith.divf %b1115, %b1114 : f32
    %b1117 = arith.mulf %b1116, %a1110 : f32
    %b1118 = arith.addf %b1117, %a1111 : f32
    linalg.yield %b1118 : f32
  } -> tensor<2x384x1x1xf32>
  %e1120 = tensor.empty() : tensor<2x1408x1x1xf32>
  %f1121 = linalg.fill ins(%c0 : f32) outs(%e1120 : tensor<2x1408x1x1xf32>) -> tensor<2x1408x1x1xf32>
  %conv1122 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1119, %conv_final_weight : tensor<2x384x1x1xf32>, tensor<1408x384x1x1xf32>) outs(%f1121 : tensor<2x1408x1x1xf32>) -> tensor<2x1408x1x1xf32>
  %e1123 = tensor.empty() : tensor<1408xf32>
  %f1124 = linalg.fill ins(%c0 : f32) outs(%e1123 : tensor<1408xf32>) -> tensor<1408xf32>
  %g1128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1122 : tensor<2x1408x1x1xf32>) outs(%f1124 : tensor<1408xf32>) {
  ^bb0(%a1125: f32, %o1126: f32):
    %b1127 = arith.addf %a1125, %o1126 : f32
    linalg.yield %b1127 : f32
  } -> tensor<1408xf32>
  %e1129 = tensor.empty() : tensor<1408xf32>
  %g1133 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1128 : tensor<1408xf32>) outs(%e1129 : tensor<1408xf32>) {
  ^bb0(%a1130: f32, %o1131: f32):
    %b1132 = arith.divf %a1130, %c5 : f32
    linalg.yield %b1132 : f32
  } -> tensor<1408xf32>
  %r1134 = tensor.expand_shape %g1133 [[0, 1, 2, 3]] output_shape [1, 1408, 1, 1] : tensor<1408xf32> into tensor<1x1408x1x1xf32>
  %r1135 = tensor.collapse_shape %r1134 [[0, 1], [2], [3]] : tensor<1x1408x1x1xf32> into tensor<1408x1x1xf32>
  %e1136 = tensor.empty() : tensor<2x1408x1x1xf32>
  %g1142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1122, %r1135 : tensor<2x1408x1x1xf32>, tensor<1408x1x1xf32>) outs(%e1136 : tensor<2x1408x1x1xf32>) {
  ^bb0(%a1137: f32, %a1138: f32, %o1139: f32):
    %b1140 = arith.subf %a1137, %a1138 : f32
    %b1141 = arith.mulf %b1140, %b1140 : f32
    linalg.yield %b1141 : f32
  } -> tensor<2x1408x1x1xf32>
  %e1143 = tensor.empty() : tensor<1408xf32>
  %f1144 = linalg.fill ins(%c0 : f32) outs(%e1143 : tensor<1408xf32>) -> tensor<1408xf32>
  %g1148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1142 : tensor<2x1408x1x1xf32>) outs(%f1144 : tensor<1408xf32>) {
  ^bb0(%a1145: f32, %o1146: f32):
    %b1147 = arith.addf %a1145, %o1146 : f32
    linalg.yield %b1147 : f32
  } -> tensor<1408xf32>
  %e1149 = tensor.empty() : tensor<1408xf32>
  %g1153 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1148 : tensor<1408xf32>) outs(%e1149 : tensor<1408xf32>) {
  ^bb0(%a1150: f32, %o1151: f32):
    %b1152 = arith.divf %a1150, %c5 : f32
    linalg.yield %b1152 : f32
  } -> tensor<1408xf32>
  %r1154 = tensor.expand_shape %g1153 [[0, 1, 2, 3]] output_shape [1, 1408, 1, 1] : tensor<1408xf32> into tensor<1x1408x1x1xf32>
  %r1155 = tensor.expand_shape %bn_final_weight [[0, 1, 2]] output_shape [1408, 1, 1] : tensor<1408xf32> into tensor<1408x1x1xf32>
  %r1156 = tensor.expand_shape %bn_final_bias [[0, 1, 2]] output_shape [1408, 1, 1] : tensor<1408xf32> into tensor<1408x1x1xf32>
  %r1157 = tensor.collapse_shape %r1134 [[0, 1], [2], [3]] : tensor<1x1408x1x1xf32> into tensor<1408x1x1xf32>
  %r1158 = tensor.collapse_shape %r1154 [[0, 1], [2], [3]] : tensor<1x1408x1x1xf32> into tensor<1408x1x1xf32>
  %e1159 = tensor.empty() : tensor<2x1408x1x1xf32>
  %g1172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1122, %r1157, %r1158, %r1155, %r1156 : tensor<2x1408x1x1xf32>, tensor<1408x1x1xf32>, tensor<1408x1x1xf32>, tensor<1408x1x1xf32>, tensor<1408x1x1xf32>) outs(%e1159 : tensor<2x1408x1x1xf32>) {
  ^bb0(%a1160: f32, %a1161: f32, %a1162: f32, %a1163: f32, %a1164: f32, %o1165: f32):
    %b1166 = arith.addf %a1162, %c2 : f32
    %b1167 = math.sqrt %b1166 : f32
    %b1168 = arith.subf %a1160, %a1161 : f32
    %b1169 = arith.divf %b1168, %b1167 : f32
    %b1170 = arith.mulf %b1169, %a1163 : f32
    %b1171 = arith.addf %b1170, %a1164 : f32
    linalg.yield %b1171 : f32
  } -> tensor<2x1408x1x1xf32>
  %e1173 = tensor.empty() : tensor<2x1408x1x1xf32>
  %g1177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1172 : tensor<2x1408x1x1xf32>) outs(%e1173 : tensor<2x1408x1x1xf32>) {
  ^bb0(%a1174: f32, %o1175: f32):
    %b1176 = arith.maximumf %a1174, %c0 : f32
    linalg.yield %b1176 : f32
  } -> tensor<2x1408x1x1xf32>
  %e1178 = tensor.empty() : tensor<2x1408xf32>
  %f1179 = linalg.fill ins(%c0 : f32) outs(%e1178 : tensor<2x1408xf32>) -> tensor<2x1408xf32>
  %g1183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g1177 : tensor<2x1408x1x1xf32>) outs(%f1179 : tensor<2x1408xf32>) {
  ^bb0(%a1180: f32, %o1181: f32):
    %b1182 = arith.addf %a1180, %o1181 : f32
    linalg.yield %b1182 : f32
  } -> tensor<2x1408xf32>
  %e1184 = tensor.empty() : tensor<2x1408xf32>
  %g1188 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1183 : tensor<2x1408xf32>) outs(%e1184 : tensor<2x1408xf32>) {
  ^bb0(%a1185: f32, %o1186: f32):
    %b1187 = arith.divf %a1185, %c4 : f32
    linalg.yield %b1187 : f32
  } -> tensor<2x1408xf32>
  %r1189 = tensor.expand_shape %g1188 [[0], [1, 2, 3]] output_shape [2, 1408, 1, 1] : tensor<2x1408xf32> into tensor<2x1408x1x1xf32>
  %r1190 = tensor.collapse_shape %r1189 [[0], [1, 2, 3]] : tensor<2x1408x1x1xf32> into tensor<2x1408xf32>
  %e1191 = tensor.empty() : tensor<2x1000xf32>
  %f1192 = linalg.fill ins(%c0 : f32) outs(%e1191 : tensor<2x1000xf32>) -> tensor<2x1000xf32>
  %mm1193 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1190, %fc_weight : tensor<2x1408xf32>, tensor<1000x1408xf32>) outs(%f1192 : tensor<2x1000xf32>) -> tensor<2x1000xf32>
  %e1194 = tensor.empty() : tensor<2x1000xf32>
  %g1199 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1193, %fc_bias : tensor<2x1000xf32>, tensor<1000xf32>) outs(%e1194 : tensor<2x1000xf32>) {
  ^bb0(%a1195: f32, %a1196: f32, %o1197: f32):
    %b1198 = arith.addf %a1195, %a1196 : f32
    linalg.yield %b1198 : f32
  } -> tensor<2x1000xf32>
  return %g1199 : tensor<2x1000xf32>
}
