// Imported by htam-import from 23_EfficientNetB1.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x240x240 (input), conv1_weight 32x3x3x3 (parameter:conv1.weight), bn1_weight 32 (parameter:bn1.weight), bn1_bias 32 (parameter:bn1.bias), mbconv1_0_weight 32x32x1x1 (parameter:mbconv1.0.weight), mbconv1_1_weight 32 (parameter:mbconv1.1.weight), mbconv1_1_bias 32 (parameter:mbconv1.1.bias), mbconv1_3_weight 32x1x3x3 (parameter:mbconv1.3.weight), mbconv1_4_weight 32 (parameter:mbconv1.4.weight), mbconv1_4_bias 32 (parameter:mbconv1.4.bias), mbconv1_6_weight 16x32x1x1 (parameter:mbconv1.6.weight), mbconv1_7_weight 16 (parameter:mbconv1.7.weight), mbconv1_7_bias 16 (parameter:mbconv1.7.bias), mbconv2_0_weight 96x16x1x1 (parameter:mbconv2.0.weight), mbconv2_1_weight 96 (parameter:mbconv2.1.weight), mbconv2_1_bias 96 (parameter:mbconv2.1.bias), mbconv2_3_weight 96x1x3x3 (parameter:mbconv2.3.weight), mbconv2_4_weight 96 (parameter:mbconv2.4.weight), mbconv2_4_bias 96 (parameter:mbconv2.4.bias), mbconv2_6_weight 24x96x1x1 (parameter:mbconv2.6.weight), mbconv2_7_weight 24 (parameter:mbconv2.7.weight), mbconv2_7_bias 24 (parameter:mbconv2.7.bias), mbconv3_0_weight 144x24x1x1 (parameter:mbconv3.0.weight), mbconv3_1_weight 144 (parameter:mbconv3.1.weight), mbconv3_1_bias 144 (parameter:mbconv3.1.bias), mbconv3_3_weight 144x1x3x3 (parameter:mbconv3.3.weight), mbconv3_4_weight 144 (parameter:mbconv3.4.weight), mbconv3_4_bias 144 (parameter:mbconv3.4.bias), mbconv3_6_weight 40x144x1x1 (parameter:mbconv3.6.weight), mbconv3_7_weight 40 (parameter:mbconv3.7.weight), mbconv3_7_bias 40 (parameter:mbconv3.7.bias), mbconv4_0_weight 240x40x1x1 (parameter:mbconv4.0.weight), mbconv4_1_weight 240 (parameter:mbconv4.1.weight), mbconv4_1_bias 240 (parameter:mbconv4.1.bias), mbconv4_3_weight 240x1x3x3 (parameter:mbconv4.3.weight), mbconv4_4_weight 240 (parameter:mbconv4.4.weight), mbconv4_4_bias 240 (parameter:mbconv4.4.bias), mbconv4_6_weight 80x240x1x1 (parameter:mbconv4.6.weight), mbconv4_7_weight 80 (parameter:mbconv4.7.weight), mbconv4_7_bias 80 (parameter:mbconv4.7.bias), mbconv5_0_weight 480x80x1x1 (parameter:mbconv5.0.weight), mbconv5_1_weight 480 (parameter:mbconv5.1.weight), mbconv5_1_bias 480 (parameter:mbconv5.1.bias), mbconv5_3_weight 480x1x3x3 (parameter:mbconv5.3.weight), mbconv5_4_weight 480 (parameter:mbconv5.4.weight), mbconv5_4_bias 480 (parameter:mbconv5.4.bias), mbconv5_6_weight 112x480x1x1 (parameter:mbconv5.6.weight), mbconv5_7_weight 112 (parameter:mbconv5.7.weight), mbconv5_7_bias 112 (parameter:mbconv5.7.bias), mbconv6_0_weight 672x112x1x1 (parameter:mbconv6.0.weight), mbconv6_1_weight 672 (parameter:mbconv6.1.weight), mbconv6_1_bias 672 (parameter:mbconv6.1.bias), mbconv6_3_weight 672x1x3x3 (parameter:mbconv6.3.weight), mbconv6_4_weight 672 (parameter:mbconv6.4.weight), mbconv6_4_bias 672 (parameter:mbconv6.4.bias), mbconv6_6_weight 192x672x1x1 (parameter:mbconv6.6.weight), mbconv6_7_weight 192 (parameter:mbconv6.7.weight), mbconv6_7_bias 192 (parameter:mbconv6.7.bias), mbconv7_0_weight 1152x192x1x1 (parameter:mbconv7.0.weight), mbconv7_1_weight 1152 (parameter:mbconv7.1.weight), mbconv7_1_bias 1152 (parameter:mbconv7.1.bias), mbconv7_3_weight 1152x1x3x3 (parameter:mbconv7.3.weight), mbconv7_4_weight 1152 (parameter:mbconv7.4.weight), mbconv7_4_bias 1152 (parameter:mbconv7.4.bias), mbconv7_6_weight 320x1152x1x1 (parameter:mbconv7.6.weight), mbconv7_7_weight 320 (parameter:mbconv7.7.weight), mbconv7_7_bias 320 (parameter:mbconv7.7.bias), conv2_weight 1280x320x1x1 (parameter:conv2.weight), bn2_weight 1280 (parameter:bn2.weight), bn2_bias 1280 (parameter:bn2.bias), fc_weight 1000x1280 (parameter:fc.weight), fc_bias 1000 (parameter:fc.bias)
func.func @l3_23_efficientnetb1(
    %x: tensor<10x3x240x240xf32>,
    %conv1_weight: tensor<32x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %bn1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv1_0_weight: tensor<32x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %mbconv1_1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv1_1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv1_3_weight: tensor<32x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv1_4_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv1_4_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv1_6_weight: tensor<16x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %mbconv1_7_weight: tensor<16xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv1_7_bias: tensor<16xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv2_0_weight: tensor<96x16x1x1xf32> {htam.init = "uniform(-0.25..0.25)"},
    %mbconv2_1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv2_1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv2_3_weight: tensor<96x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv2_4_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv2_4_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv2_6_weight: tensor<24x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %mbconv2_7_weight: tensor<24xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv2_7_bias: tensor<24xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv3_0_weight: tensor<144x24x1x1xf32> {htam.init = "uniform(-0.204124145..0.204124145)"},
    %mbconv3_1_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv3_1_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv3_3_weight: tensor<144x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv3_4_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv3_4_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv3_6_weight: tensor<40x144x1x1xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %mbconv3_7_weight: tensor<40xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv3_7_bias: tensor<40xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv4_0_weight: tensor<240x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %mbconv4_1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv4_1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv4_3_weight: tensor<240x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv4_4_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv4_4_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv4_6_weight: tensor<80x240x1x1xf32> {htam.init = "uniform(-0.0645497224..0.0645497224)"},
    %mbconv4_7_weight: tensor<80xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv4_7_bias: tensor<80xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv5_0_weight: tensor<480x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %mbconv5_1_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv5_1_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv5_3_weight: tensor<480x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv5_4_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv5_4_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv5_6_weight: tensor<112x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %mbconv5_7_weight: tensor<112xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv5_7_bias: tensor<112xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv6_0_weight: tensor<672x112x1x1xf32> {htam.init = "uniform(-0.0944911183..0.0944911183)"},
    %mbconv6_1_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv6_1_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv6_3_weight: tensor<672x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv6_4_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv6_4_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv6_6_weight: tensor<192x672x1x1xf32> {htam.init = "uniform(-0.0385758375..0.0385758375)"},
    %mbconv6_7_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv6_7_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv7_0_weight: tensor<1152x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %mbconv7_1_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv7_1_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv7_3_weight: tensor<1152x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %mbconv7_4_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv7_4_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mbconv7_6_weight: tensor<320x1152x1x1xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %mbconv7_7_weight: tensor<320xf32> {htam.init = "uniform(0.5..1.5)"},
    %mbconv7_7_bias: tensor<320xf32> {htam.init = "uniform(-0.5..0.5)"},
    %conv2_weight: tensor<1280x320x1x1xf32> {htam.init = "uniform(-0.0559016994..0.0559016994)"},
    %bn2_weight: tensor<1280xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn2_bias: tensor<1280xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_weight: tensor<1000x1280xf32> {htam.init = "uniform(-0.0279508497..0.0279508497)"},
    %fc_bias: tensor<1000xf32> {htam.init = "uniform(-0.0279508497..0.0279508497)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.44e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 6.0 : f32
  %c4 = arith.constant 3.6e+04 : f32
  %c5 = arith.constant 9.0e+03 : f32
  %c6 = arith.constant 2.25e+03 : f32
  %c7 = arith.constant 6.4e+02 : f32
  %c8 = arith.constant 64.0 : f32
  %e1 = tensor.empty() : tensor<10x3x242x242xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x3x242x242xf32>) -> tensor<10x3x242x242xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<10x3x240x240xf32>) outs(%f2 : tensor<10x3x242x242xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<10x3x242x242xf32>
  %e6 = tensor.empty() : tensor<10x32x120x120xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<10x32x120x120xf32>) -> tensor<10x32x120x120xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g5, %conv1_weight : tensor<10x3x242x242xf32>, tensor<32x3x3x3xf32>) outs(%f7 : tensor<10x32x120x120xf32>) -> tensor<10x32x120x120xf32>
  %e9 = tensor.empty() : tensor<10x32x120xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<10x32x120xf32>) -> tensor<10x32x120xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv8 : tensor<10x32x120x120xf32>) outs(%f10 : tensor<10x32x120xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.addf %a11, %o12 : f32
    linalg.yield %b13 : f32
  } -> tensor<10x32x120xf32>
  %e15 = tensor.empty() : tensor<32xf32>
  %f16 = linalg.fill ins(%c0 : f32) outs(%e15 : tensor<32xf32>) -> tensor<32xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g14 : tensor<10x32x120xf32>) outs(%f16 : tensor<32xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.addf %a17, %o18 : f32
    linalg.yield %b19 : f32
  } -> tensor<32xf32>
  %e21 = tensor.empty() : tensor<32xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g20 : tensor<32xf32>) outs(%e21 : tensor<32xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.divf %a22, %c1 : f32
    linalg.yield %b24 : f32
  } -> tensor<32xf32>
  %e27 = tensor.empty() : tensor<10x32x120x120xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25 : tensor<10x32x120x120xf32>, tensor<32xf32>) outs(%e27 : tensor<10x32x120x120xf32>) {
  ^bb0(%a28: f32, %a29: f32, %o30: f32):
    %b31 = arith.subf %a28, %a29 : f32
    %b32 = arith.mulf %b31, %b31 : f32
    linalg.yield %b32 : f32
  } -> tensor<10x32x120x120xf32>
  %e34 = tensor.empty() : tensor<10x32x120xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<10x32x120xf32>) -> tensor<10x32x120xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g33 : tensor<10x32x120x120xf32>) outs(%f35 : tensor<10x32x120xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.addf %a36, %o37 : f32
    linalg.yield %b38 : f32
  } -> tensor<10x32x120xf32>
  %e40 = tensor.empty() : tensor<32xf32>
  %f41 = linalg.fill ins(%c0 : f32) outs(%e40 : tensor<32xf32>) -> tensor<32xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g39 : tensor<10x32x120xf32>) outs(%f41 : tensor<32xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    %b44 = arith.addf %a42, %o43 : f32
    linalg.yield %b44 : f32
  } -> tensor<32xf32>
  %e46 = tensor.empty() : tensor<32xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g45 : tensor<32xf32>) outs(%e46 : tensor<32xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    %b49 = arith.divf %a47, %c1 : f32
    linalg.yield %b49 : f32
  } -> tensor<32xf32>
  %e54 = tensor.empty() : tensor<10x32x120x120xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25, %g50, %bn1_weight, %bn1_bias : tensor<10x32x120x120xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e54 : tensor<10x32x120x120xf32>) {
  ^bb0(%a55: f32, %a56: f32, %a57: f32, %a58: f32, %a59: f32, %o60: f32):
    %b61 = arith.addf %a57, %c2 : f32
    %b62 = math.sqrt %b61 : f32
    %b63 = arith.subf %a55, %a56 : f32
    %b64 = arith.divf %b63, %b62 : f32
    %b65 = arith.mulf %b64, %a58 : f32
    %b66 = arith.addf %b65, %a59 : f32
    linalg.yield %b66 : f32
  } -> tensor<10x32x120x120xf32>
  %e68 = tensor.empty() : tensor<10x32x120x120xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g67 : tensor<10x32x120x120xf32>) outs(%e68 : tensor<10x32x120x120xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    %b71 = arith.maximumf %a69, %c0 : f32
    linalg.yield %b71 : f32
  } -> tensor<10x32x120x120xf32>
  %e73 = tensor.empty() : tensor<10x32x120x120xf32>
  %f74 = linalg.fill ins(%c0 : f32) outs(%e73 : tensor<10x32x120x120xf32>) -> tensor<10x32x120x120xf32>
  %conv75 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g72, %mbconv1_0_weight : tensor<10x32x120x120xf32>, tensor<32x32x1x1xf32>) outs(%f74 : tensor<10x32x120x120xf32>) -> tensor<10x32x120x120xf32>
  %e76 = tensor.empty() : tensor<10x32x120xf32>
  %f77 = linalg.fill ins(%c0 : f32) outs(%e76 : tensor<10x32x120xf32>) -> tensor<10x32x120xf32>
  %g81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv75 : tensor<10x32x120x120xf32>) outs(%f77 : tensor<10x32x120xf32>) {
  ^bb0(%a78: f32, %o79: f32):
    %b80 = arith.addf %a78, %o79 : f32
    linalg.yield %b80 : f32
  } -> tensor<10x32x120xf32>
  %e82 = tensor.empty() : tensor<32xf32>
  %f83 = linalg.fill ins(%c0 : f32) outs(%e82 : tensor<32xf32>) -> tensor<32xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g81 : tensor<10x32x120xf32>) outs(%f83 : tensor<32xf32>) {
  ^bb0(%a84: f32, %o85: f32):
    %b86 = arith.addf %a84, %o85 : f32
    linalg.yield %b86 : f32
  } -> tensor<32xf32>
  %e88 = tensor.empty() : tensor<32xf32>
  %g92 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g87 : tensor<32xf32>) outs(%e88 : tensor<32xf32>) {
  ^bb0(%a89: f32, %o90: f32):
    %b91 = arith.divf %a89, %c1 : f32
    linalg.yield %b91 : f32
  } -> tensor<32xf32>
  %e94 = tensor.empty() : tensor<10x32x120x120xf32>
  %g100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv75, %g92 : tensor<10x32x120x120xf32>, tensor<32xf32>) outs(%e94 : tensor<10x32x120x120xf32>) {
  ^bb0(%a95: f32, %a96: f32, %o97: f32):
    %b98 = arith.subf %a95, %a96 : f32
    %b99 = arith.mulf %b98, %b98 : f32
    linalg.yield %b99 : f32
  } -> tensor<10x32x120x120xf32>
  %e101 = tensor.empty() : tensor<10x32x120xf32>
  %f102 = linalg.fill ins(%c0 : f32) outs(%e101 : tensor<10x32x120xf32>) -> tensor<10x32x120xf32>
  %g106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g100 : tensor<10x32x120x120xf32>) outs(%f102 : tensor<10x32x120xf32>) {
  ^bb0(%a103: f32, %o104: f32):
    %b105 = arith.addf %a103, %o104 : f32
    linalg.yield %b105 : f32
  } -> tensor<10x32x120xf32>
  %e107 = tensor.empty() : tensor<32xf32>
  %f108 = linalg.fill ins(%c0 : f32) outs(%e107 : tensor<32xf32>) -> tensor<32xf32>
  %g112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g106 : tensor<10x32x120xf32>) outs(%f108 : tensor<32xf32>) {
  ^bb0(%a109: f32, %o110: f32):
    %b111 = arith.addf %a109, %o110 : f32
    linalg.yield %b111 : f32
  } -> tensor<32xf32>
  %e113 = tensor.empty() : tensor<32xf32>
  %g117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g112 : tensor<32xf32>) outs(%e113 : tensor<32xf32>) {
  ^bb0(%a114: f32, %o115: f32):
    %b116 = arith.divf %a114, %c1 : f32
    linalg.yield %b116 : f32
  } -> tensor<32xf32>
  %e121 = tensor.empty() : tensor<10x32x120x120xf32>
  %g134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv75, %g92, %g117, %mbconv1_1_weight, %mbconv1_1_bias : tensor<10x32x120x120xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e121 : tensor<10x32x120x120xf32>) {
  ^bb0(%a122: f32, %a123: f32, %a124: f32, %a125: f32, %a126: f32, %o127: f32):
    %b128 = arith.addf %a124, %c2 : f32
    %b129 = math.sqrt %b128 : f32
    %b130 = arith.subf %a122, %a123 : f32
    %b131 = arith.divf %b130, %b129 : f32
    %b132 = arith.mulf %b131, %a125 : f32
    %b133 = arith.addf %b132, %a126 : f32
    linalg.yield %b133 : f32
  } -> tensor<10x32x120x120xf32>
  %e135 = tensor.empty() : tensor<10x32x120x120xf32>
  %g140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g134 : tensor<10x32x120x120xf32>) outs(%e135 : tensor<10x32x120x120xf32>) {
  ^bb0(%a136: f32, %o137: f32):
    %b138 = arith.maximumf %a136, %c0 : f32
    %b139 = arith.minimumf %b138, %c3 : f32
    linalg.yield %b139 : f32
  } -> tensor<10x32x120x120xf32>
  %e141 = tensor.empty() : tensor<10x32x122x122xf32>
  %f142 = linalg.fill ins(%c0 : f32) outs(%e141 : tensor<10x32x122x122xf32>) -> tensor<10x32x122x122xf32>
  %g145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g140 : tensor<10x32x120x120xf32>) outs(%f142 : tensor<10x32x122x122xf32>) {
  ^bb0(%a143: f32, %o144: f32):
    linalg.yield %a143 : f32
  } -> tensor<10x32x122x122xf32>
  %r146 = tensor.expand_shape %mbconv1_3_weight [[0], [1], [2, 3], [4]] output_shape [32, 1, 1, 3, 3] : tensor<32x1x3x3xf32> into tensor<32x1x1x3x3xf32>
  %r147 = tensor.expand_shape %g145 [[0], [1], [2, 3], [4]] output_shape [10, 32, 1, 122, 122] : tensor<10x32x122x122xf32> into tensor<10x32x1x122x122xf32>
  %e148 = tensor.empty() : tensor<10x32x1x120x120xf32>
  %f149 = linalg.fill ins(%c0 : f32) outs(%e148 : tensor<10x32x1x120x120xf32>) -> tensor<10x32x1x120x120xf32>
  %g155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r147, %r146 : tensor<10x32x1x122x122xf32>, tensor<32x1x1x3x3xf32>) outs(%f149 : tensor<10x32x1x120x120xf32>) {
  ^bb0(%a150: f32, %a151: f32, %o152: f32):
    %b153 = arith.mulf %a150, %a151 : f32
    %b154 = arith.addf %o152, %b153 : f32
    linalg.yield %b154 : f32
  } -> tensor<10x32x1x120x120xf32>
  %r156 = tensor.collapse_shape %g155 [[0], [1], [2, 3], [4]] : tensor<10x32x1x120x120xf32> into tensor<10x32x120x120xf32>
  %e157 = tensor.empty() : tensor<10x32x120xf32>
  %f158 = linalg.fill ins(%c0 : f32) outs(%e157 : tensor<10x32x120xf32>) -> tensor<10x32x120xf32>
  %g162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r156 : tensor<10x32x120x120xf32>) outs(%f158 : tensor<10x32x120xf32>) {
  ^bb0(%a159: f32, %o160: f32):
    %b161 = arith.addf %a159, %o160 : f32
    linalg.yield %b161 : f32
  } -> tensor<10x32x120xf32>
  %e163 = tensor.empty() : tensor<32xf32>
  %f164 = linalg.fill ins(%c0 : f32) outs(%e163 : tensor<32xf32>) -> tensor<32xf32>
  %g168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g162 : tensor<10x32x120xf32>) outs(%f164 : tensor<32xf32>) {
  ^bb0(%a165: f32, %o166: f32):
    %b167 = arith.addf %a165, %o166 : f32
    linalg.yield %b167 : f32
  } -> tensor<32xf32>
  %e169 = tensor.empty() : tensor<32xf32>
  %g173 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g168 : tensor<32xf32>) outs(%e169 : tensor<32xf32>) {
  ^bb0(%a170: f32, %o171: f32):
    %b172 = arith.divf %a170, %c1 : f32
    linalg.yield %b172 : f32
  } -> tensor<32xf32>
  %e175 = tensor.empty() : tensor<10x32x120x120xf32>
  %g181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r156, %g173 : tensor<10x32x120x120xf32>, tensor<32xf32>) outs(%e175 : tensor<10x32x120x120xf32>) {
  ^bb0(%a176: f32, %a177: f32, %o178: f32):
    %b179 = arith.subf %a176, %a177 : f32
    %b180 = arith.mulf %b179, %b179 : f32
    linalg.yield %b180 : f32
  } -> tensor<10x32x120x120xf32>
  %e182 = tensor.empty() : tensor<10x32x120xf32>
  %f183 = linalg.fill ins(%c0 : f32) outs(%e182 : tensor<10x32x120xf32>) -> tensor<10x32x120xf32>
  %g187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g181 : tensor<10x32x120x120xf32>) outs(%f183 : tensor<10x32x120xf32>) {
  ^bb0(%a184: f32, %o185: f32):
    %b186 = arith.addf %a184, %o185 : f32
    linalg.yield %b186 : f32
  } -> tensor<10x32x120xf32>
  %e188 = tensor.empty() : tensor<32xf32>
  %f189 = linalg.fill ins(%c0 : f32) outs(%e188 : tensor<32xf32>) -> tensor<32xf32>
  %g193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g187 : tensor<10x32x120xf32>) outs(%f189 : tensor<32xf32>) {
  ^bb0(%a190: f32, %o191: f32):
    %b192 = arith.addf %a190, %o191 : f32
    linalg.yield %b192 : f32
  } -> tensor<32xf32>
  %e194 = tensor.empty() : tensor<32xf32>
  %g198 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g193 : tensor<32xf32>) outs(%e194 : tensor<32xf32>) {
  ^bb0(%a195: f32, %o196: f32):
    %b197 = arith.divf %a195, %c1 : f32
    linalg.yield %b197 : f32
  } -> tensor<32xf32>
  %e202 = tensor.empty() : tensor<10x32x120x120xf32>
  %g215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r156, %g173, %g198, %mbconv1_4_weight, %mbconv1_4_bias : tensor<10x32x120x120xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e202 : tensor<10x32x120x120xf32>) {
  ^bb0(%a203: f32, %a204: f32, %a205: f32, %a206: f32, %a207: f32, %o208: f32):
    %b209 = arith.addf %a205, %c2 : f32
    %b210 = math.sqrt %b209 : f32
    %b211 = arith.subf %a203, %a204 : f32
    %b212 = arith.divf %b211, %b210 : f32
    %b213 = arith.mulf %b212, %a206 : f32
    %b214 = arith.addf %b213, %a207 : f32
    linalg.yield %b214 : f32
  } -> tensor<10x32x120x120xf32>
  %e216 = tensor.empty() : tensor<10x32x120x120xf32>
  %g221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g215 : tensor<10x32x120x120xf32>) outs(%e216 : tensor<10x32x120x120xf32>) {
  ^bb0(%a217: f32, %o218: f32):
    %b219 = arith.maximumf %a217, %c0 : f32
    %b220 = arith.minimumf %b219, %c3 : f32
    linalg.yield %b220 : f32
  } -> tensor<10x32x120x120xf32>
  %e222 = tensor.empty() : tensor<10x16x120x120xf32>
  %f223 = linalg.fill ins(%c0 : f32) outs(%e222 : tensor<10x16x120x120xf32>) -> tensor<10x16x120x120xf32>
  %conv224 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g221, %mbconv1_6_weight : tensor<10x32x120x120xf32>, tensor<16x32x1x1xf32>) outs(%f223 : tensor<10x16x120x120xf32>) -> tensor<10x16x120x120xf32>
  %e225 = tensor.empty() : tensor<10x16x120xf32>
  %f226 = linalg.fill ins(%c0 : f32) outs(%e225 : tensor<10x16x120xf32>) -> tensor<10x16x120xf32>
  %g230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv224 : tensor<10x16x120x120xf32>) outs(%f226 : tensor<10x16x120xf32>) {
  ^bb0(%a227: f32, %o228: f32):
    %b229 = arith.addf %a227, %o228 : f32
    linalg.yield %b229 : f32
  } -> tensor<10x16x120xf32>
  %e231 = tensor.empty() : tensor<16xf32>
  %f232 = linalg.fill ins(%c0 : f32) outs(%e231 : tensor<16xf32>) -> tensor<16xf32>
  %g236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g230 : tensor<10x16x120xf32>) outs(%f232 : tensor<16xf32>) {
  ^bb0(%a233: f32, %o234: f32):
    %b235 = arith.addf %a233, %o234 : f32
    linalg.yield %b235 : f32
  } -> tensor<16xf32>
  %e237 = tensor.empty() : tensor<16xf32>
  %g241 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g236 : tensor<16xf32>) outs(%e237 : tensor<16xf32>) {
  ^bb0(%a238: f32, %o239: f32):
    %b240 = arith.divf %a238, %c1 : f32
    linalg.yield %b240 : f32
  } -> tensor<16xf32>
  %e243 = tensor.empty() : tensor<10x16x120x120xf32>
  %g249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv224, %g241 : tensor<10x16x120x120xf32>, tensor<16xf32>) outs(%e243 : tensor<10x16x120x120xf32>) {
  ^bb0(%a244: f32, %a245: f32, %o246: f32):
    %b247 = arith.subf %a244, %a245 : f32
    %b248 = arith.mulf %b247, %b247 : f32
    linalg.yield %b248 : f32
  } -> tensor<10x16x120x120xf32>
  %e250 = tensor.empty() : tensor<10x16x120xf32>
  %f251 = linalg.fill ins(%c0 : f32) outs(%e250 : tensor<10x16x120xf32>) -> tensor<10x16x120xf32>
  %g255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g249 : tensor<10x16x120x120xf32>) outs(%f251 : tensor<10x16x120xf32>) {
  ^bb0(%a252: f32, %o253: f32):
    %b254 = arith.addf %a252, %o253 : f32
    linalg.yield %b254 : f32
  } -> tensor<10x16x120xf32>
  %e256 = tensor.empty() : tensor<16xf32>
  %f257 = linalg.fill ins(%c0 : f32) outs(%e256 : tensor<16xf32>) -> tensor<16xf32>
  %g261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g255 : tensor<10x16x120xf32>) outs(%f257 : tensor<16xf32>) {
  ^bb0(%a258: f32, %o259: f32):
    %b260 = arith.addf %a258, %o259 : f32
    linalg.yield %b260 : f32
  } -> tensor<16xf32>
  %e262 = tensor.empty() : tensor<16xf32>
  %g266 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g261 : tensor<16xf32>) outs(%e262 : tensor<16xf32>) {
  ^bb0(%a263: f32, %o264: f32):
    %b265 = arith.divf %a263, %c1 : f32
    linalg.yield %b265 : f32
  } -> tensor<16xf32>
  %e270 = tensor.empty() : tensor<10x16x120x120xf32>
  %g283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv224, %g241, %g266, %mbconv1_7_weight, %mbconv1_7_bias : tensor<10x16x120x120xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e270 : tensor<10x16x120x120xf32>) {
  ^bb0(%a271: f32, %a272: f32, %a273: f32, %a274: f32, %a275: f32, %o276: f32):
    %b277 = arith.addf %a273, %c2 : f32
    %b278 = math.sqrt %b277 : f32
    %b279 = arith.subf %a271, %a272 : f32
    %b280 = arith.divf %b279, %b278 : f32
    %b281 = arith.mulf %b280, %a274 : f32
    %b282 = arith.addf %b281, %a275 : f32
    linalg.yield %b282 : f32
  } -> tensor<10x16x120x120xf32>
  %e284 = tensor.empty() : tensor<10x96x120x120xf32>
  %f285 = linalg.fill ins(%c0 : f32) outs(%e284 : tensor<10x96x120x120xf32>) -> tensor<10x96x120x120xf32>
  %conv286 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g283, %mbconv2_0_weight : tensor<10x16x120x120xf32>, tensor<96x16x1x1xf32>) outs(%f285 : tensor<10x96x120x120xf32>) -> tensor<10x96x120x120xf32>
  %e287 = tensor.empty() : tensor<10x96x120xf32>
  %f288 = linalg.fill ins(%c0 : f32) outs(%e287 : tensor<10x96x120xf32>) -> tensor<10x96x120xf32>
  %g292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv286 : tensor<10x96x120x120xf32>) outs(%f288 : tensor<10x96x120xf32>) {
  ^bb0(%a289: f32, %o290: f32):
    %b291 = arith.addf %a289, %o290 : f32
    linalg.yield %b291 : f32
  } -> tensor<10x96x120xf32>
  %e293 = tensor.empty() : tensor<96xf32>
  %f294 = linalg.fill ins(%c0 : f32) outs(%e293 : tensor<96xf32>) -> tensor<96xf32>
  %g298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g292 : tensor<10x96x120xf32>) outs(%f294 : tensor<96xf32>) {
  ^bb0(%a295: f32, %o296: f32):
    %b297 = arith.addf %a295, %o296 : f32
    linalg.yield %b297 : f32
  } -> tensor<96xf32>
  %e299 = tensor.empty() : tensor<96xf32>
  %g303 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g298 : tensor<96xf32>) outs(%e299 : tensor<96xf32>) {
  ^bb0(%a300: f32, %o301: f32):
    %b302 = arith.divf %a300, %c1 : f32
    linalg.yield %b302 : f32
  } -> tensor<96xf32>
  %e305 = tensor.empty() : tensor<10x96x120x120xf32>
  %g311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv286, %g303 : tensor<10x96x120x120xf32>, tensor<96xf32>) outs(%e305 : tensor<10x96x120x120xf32>) {
  ^bb0(%a306: f32, %a307: f32, %o308: f32):
    %b309 = arith.subf %a306, %a307 : f32
    %b310 = arith.mulf %b309, %b309 : f32
    linalg.yield %b310 : f32
  } -> tensor<10x96x120x120xf32>
  %e312 = tensor.empty() : tensor<10x96x120xf32>
  %f313 = linalg.fill ins(%c0 : f32) outs(%e312 : tensor<10x96x120xf32>) -> tensor<10x96x120xf32>
  %g317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g311 : tensor<10x96x120x120xf32>) outs(%f313 : tensor<10x96x120xf32>) {
  ^bb0(%a314: f32, %o315: f32):
    %b316 = arith.addf %a314, %o315 : f32
    linalg.yield %b316 : f32
  } -> tensor<10x96x120xf32>
  %e318 = tensor.empty() : tensor<96xf32>
  %f319 = linalg.fill ins(%c0 : f32) outs(%e318 : tensor<96xf32>) -> tensor<96xf32>
  %g323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g317 : tensor<10x96x120xf32>) outs(%f319 : tensor<96xf32>) {
  ^bb0(%a320: f32, %o321: f32):
    %b322 = arith.addf %a320, %o321 : f32
    linalg.yield %b322 : f32
  } -> tensor<96xf32>
  %e324 = tensor.empty() : tensor<96xf32>
  %g328 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g323 : tensor<96xf32>) outs(%e324 : tensor<96xf32>) {
  ^bb0(%a325: f32, %o326: f32):
    %b327 = arith.divf %a325, %c1 : f32
    linalg.yield %b327 : f32
  } -> tensor<96xf32>
  %e332 = tensor.empty() : tensor<10x96x120x120xf32>
  %g345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv286, %g303, %g328, %mbconv2_1_weight, %mbconv2_1_bias : tensor<10x96x120x120xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e332 : tensor<10x96x120x120xf32>) {
  ^bb0(%a333: f32, %a334: f32, %a335: f32, %a336: f32, %a337: f32, %o338: f32):
    %b339 = arith.addf %a335, %c2 : f32
    %b340 = math.sqrt %b339 : f32
    %b341 = arith.subf %a333, %a334 : f32
    %b342 = arith.divf %b341, %b340 : f32
    %b343 = arith.mulf %b342, %a336 : f32
    %b344 = arith.addf %b343, %a337 : f32
    linalg.yield %b344 : f32
  } -> tensor<10x96x120x120xf32>
  %e346 = tensor.empty() : tensor<10x96x120x120xf32>
  %g351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g345 : tensor<10x96x120x120xf32>) outs(%e346 : tensor<10x96x120x120xf32>) {
  ^bb0(%a347: f32, %o348: f32):
    %b349 = arith.maximumf %a347, %c0 : f32
    %b350 = arith.minimumf %b349, %c3 : f32
    linalg.yield %b350 : f32
  } -> tensor<10x96x120x120xf32>
  %e352 = tensor.empty() : tensor<10x96x122x122xf32>
  %f353 = linalg.fill ins(%c0 : f32) outs(%e352 : tensor<10x96x122x122xf32>) -> tensor<10x96x122x122xf32>
  %g356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g351 : tensor<10x96x120x120xf32>) outs(%f353 : tensor<10x96x122x122xf32>) {
  ^bb0(%a354: f32, %o355: f32):
    linalg.yield %a354 : f32
  } -> tensor<10x96x122x122xf32>
  %r357 = tensor.expand_shape %mbconv2_3_weight [[0], [1], [2, 3], [4]] output_shape [96, 1, 1, 3, 3] : tensor<96x1x3x3xf32> into tensor<96x1x1x3x3xf32>
  %r358 = tensor.expand_shape %g356 [[0], [1], [2, 3], [4]] output_shape [10, 96, 1, 122, 122] : tensor<10x96x122x122xf32> into tensor<10x96x1x122x122xf32>
  %e359 = tensor.empty() : tensor<10x96x1x60x60xf32>
  %f360 = linalg.fill ins(%c0 : f32) outs(%e359 : tensor<10x96x1x60x60xf32>) -> tensor<10x96x1x60x60xf32>
  %g366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r358, %r357 : tensor<10x96x1x122x122xf32>, tensor<96x1x1x3x3xf32>) outs(%f360 : tensor<10x96x1x60x60xf32>) {
  ^bb0(%a361: f32, %a362: f32, %o363: f32):
    %b364 = arith.mulf %a361, %a362 : f32
    %b365 = arith.addf %o363, %b364 : f32
    linalg.yield %b365 : f32
  } -> tensor<10x96x1x60x60xf32>
  %r367 = tensor.collapse_shape %g366 [[0], [1], [2, 3], [4]] : tensor<10x96x1x60x60xf32> into tensor<10x96x60x60xf32>
  %e368 = tensor.empty() : tensor<96xf32>
  %f369 = linalg.fill ins(%c0 : f32) outs(%e368 : tensor<96xf32>) -> tensor<96xf32>
  %g373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r367 : tensor<10x96x60x60xf32>) outs(%f369 : tensor<96xf32>) {
  ^bb0(%a370: f32, %o371: f32):
    %b372 = arith.addf %a370, %o371 : f32
    linalg.yield %b372 : f32
  } -> tensor<96xf32>
  %e374 = tensor.empty() : tensor<96xf32>
  %g378 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g373 : tensor<96xf32>) outs(%e374 : tensor<96xf32>) {
  ^bb0(%a375: f32, %o376: f32):
    %b377 = arith.divf %a375, %c4 : f32
    linalg.yield %b377 : f32
  } -> tensor<96xf32>
  %e380 = tensor.empty() : tensor<10x96x60x60xf32>
  %g386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r367, %g378 : tensor<10x96x60x60xf32>, tensor<96xf32>) outs(%e380 : tensor<10x96x60x60xf32>) {
  ^bb0(%a381: f32, %a382: f32, %o383: f32):
    %b384 = arith.subf %a381, %a382 : f32
    %b385 = arith.mulf %b384, %b384 : f32
    linalg.yield %b385 : f32
  } -> tensor<10x96x60x60xf32>
  %e387 = tensor.empty() : tensor<96xf32>
  %f388 = linalg.fill ins(%c0 : f32) outs(%e387 : tensor<96xf32>) -> tensor<96xf32>
  %g392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g386 : tensor<10x96x60x60xf32>) outs(%f388 : tensor<96xf32>) {
  ^bb0(%a389: f32, %o390: f32):
    %b391 = arith.addf %a389, %o390 : f32
    linalg.yield %b391 : f32
  } -> tensor<96xf32>
  %e393 = tensor.empty() : tensor<96xf32>
  %g397 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g392 : tensor<96xf32>) outs(%e393 : tensor<96xf32>) {
  ^bb0(%a394: f32, %o395: f32):
    %b396 = arith.divf %a394, %c4 : f32
    linalg.yield %b396 : f32
  } -> tensor<96xf32>
  %e401 = tensor.empty() : tensor<10x96x60x60xf32>
  %g414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r367, %g378, %g397, %mbconv2_4_weight, %mbconv2_4_bias : tensor<10x96x60x60xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e401 : tensor<10x96x60x60xf32>) {
  ^bb0(%a402: f32, %a403: f32, %a404: f32, %a405: f32, %a406: f32, %o407: f32):
    %b408 = arith.addf %a404, %c2 : f32
    %b409 = math.sqrt %b408 : f32
    %b410 = arith.subf %a402, %a403 : f32
    %b411 = arith.divf %b410, %b409 : f32
    %b412 = arith.mulf %b411, %a405 : f32
    %b413 = arith.addf %b412, %a406 : f32
    linalg.yield %b413 : f32
  } -> tensor<10x96x60x60xf32>
  %e415 = tensor.empty() : tensor<10x96x60x60xf32>
  %g420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g414 : tensor<10x96x60x60xf32>) outs(%e415 : tensor<10x96x60x60xf32>) {
  ^bb0(%a416: f32, %o417: f32):
    %b418 = arith.maximumf %a416, %c0 : f32
    %b419 = arith.minimumf %b418, %c3 : f32
    linalg.yield %b419 : f32
  } -> tensor<10x96x60x60xf32>
  %e421 = tensor.empty() : tensor<10x24x60x60xf32>
  %f422 = linalg.fill ins(%c0 : f32) outs(%e421 : tensor<10x24x60x60xf32>) -> tensor<10x24x60x60xf32>
  %conv423 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g420, %mbconv2_6_weight : tensor<10x96x60x60xf32>, tensor<24x96x1x1xf32>) outs(%f422 : tensor<10x24x60x60xf32>) -> tensor<10x24x60x60xf32>
  %e424 = tensor.empty() : tensor<24xf32>
  %f425 = linalg.fill ins(%c0 : f32) outs(%e424 : tensor<24xf32>) -> tensor<24xf32>
  %g429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv423 : tensor<10x24x60x60xf32>) outs(%f425 : tensor<24xf32>) {
  ^bb0(%a426: f32, %o427: f32):
    %b428 = arith.addf %a426, %o427 : f32
    linalg.yield %b428 : f32
  } -> tensor<24xf32>
  %e430 = tensor.empty() : tensor<24xf32>
  %g434 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g429 : tensor<24xf32>) outs(%e430 : tensor<24xf32>) {
  ^bb0(%a431: f32, %o432: f32):
    %b433 = arith.divf %a431, %c4 : f32
    linalg.yield %b433 : f32
  } -> tensor<24xf32>
  %e436 = tensor.empty() : tensor<10x24x60x60xf32>
  %g442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv423, %g434 : tensor<10x24x60x60xf32>, tensor<24xf32>) outs(%e436 : tensor<10x24x60x60xf32>) {
  ^bb0(%a437: f32, %a438: f32, %o439: f32):
    %b440 = arith.subf %a437, %a438 : f32
    %b441 = arith.mulf %b440, %b440 : f32
    linalg.yield %b441 : f32
  } -> tensor<10x24x60x60xf32>
  %e443 = tensor.empty() : tensor<24xf32>
  %f444 = linalg.fill ins(%c0 : f32) outs(%e443 : tensor<24xf32>) -> tensor<24xf32>
  %g448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g442 : tensor<10x24x60x60xf32>) outs(%f444 : tensor<24xf32>) {
  ^bb0(%a445: f32, %o446: f32):
    %b447 = arith.addf %a445, %o446 : f32
    linalg.yield %b447 : f32
  } -> tensor<24xf32>
  %e449 = tensor.empty() : tensor<24xf32>
  %g453 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g448 : tensor<24xf32>) outs(%e449 : tensor<24xf32>) {
  ^bb0(%a450: f32, %o451: f32):
    %b452 = arith.divf %a450, %c4 : f32
    linalg.yield %b452 : f32
  } -> tensor<24xf32>
  %e457 = tensor.empty() : tensor<10x24x60x60xf32>
  %g470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv423, %g434, %g453, %mbconv2_7_weight, %mbconv2_7_bias : tensor<10x24x60x60xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%e457 : tensor<10x24x60x60xf32>) {
  ^bb0(%a458: f32, %a459: f32, %a460: f32, %a461: f32, %a462: f32, %o463: f32):
    %b464 = arith.addf %a460, %c2 : f32
    %b465 = math.sqrt %b464 : f32
    %b466 = arith.subf %a458, %a459 : f32
    %b467 = arith.divf %b466, %b465 : f32
    %b468 = arith.mulf %b467, %a461 : f32
    %b469 = arith.addf %b468, %a462 : f32
    linalg.yield %b469 : f32
  } -> tensor<10x24x60x60xf32>
  %e471 = tensor.empty() : tensor<10x144x60x60xf32>
  %f472 = linalg.fill ins(%c0 : f32) outs(%e471 : tensor<10x144x60x60xf32>) -> tensor<10x144x60x60xf32>
  %conv473 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g470, %mbconv3_0_weight : tensor<10x24x60x60xf32>, tensor<144x24x1x1xf32>) outs(%f472 : tensor<10x144x60x60xf32>) -> tensor<10x144x60x60xf32>
  %e474 = tensor.empty() : tensor<144xf32>
  %f475 = linalg.fill ins(%c0 : f32) outs(%e474 : tensor<144xf32>) -> tensor<144xf32>
  %g479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv473 : tensor<10x144x60x60xf32>) outs(%f475 : tensor<144xf32>) {
  ^bb0(%a476: f32, %o477: f32):
    %b478 = arith.addf %a476, %o477 : f32
    linalg.yield %b478 : f32
  } -> tensor<144xf32>
  %e480 = tensor.empty() : tensor<144xf32>
  %g484 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g479 : tensor<144xf32>) outs(%e480 : tensor<144xf32>) {
  ^bb0(%a481: f32, %o482: f32):
    %b483 = arith.divf %a481, %c4 : f32
    linalg.yield %b483 : f32
  } -> tensor<144xf32>
  %e486 = tensor.empty() : tensor<10x144x60x60xf32>
  %g492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv473, %g484 : tensor<10x144x60x60xf32>, tensor<144xf32>) outs(%e486 : tensor<10x144x60x60xf32>) {
  ^bb0(%a487: f32, %a488: f32, %o489: f32):
    %b490 = arith.subf %a487, %a488 : f32
    %b491 = arith.mulf %b490, %b490 : f32
    linalg.yield %b491 : f32
  } -> tensor<10x144x60x60xf32>
  %e493 = tensor.empty() : tensor<144xf32>
  %f494 = linalg.fill ins(%c0 : f32) outs(%e493 : tensor<144xf32>) -> tensor<144xf32>
  %g498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g492 : tensor<10x144x60x60xf32>) outs(%f494 : tensor<144xf32>) {
  ^bb0(%a495: f32, %o496: f32):
    %b497 = arith.addf %a495, %o496 : f32
    linalg.yield %b497 : f32
  } -> tensor<144xf32>
  %e499 = tensor.empty() : tensor<144xf32>
  %g503 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g498 : tensor<144xf32>) outs(%e499 : tensor<144xf32>) {
  ^bb0(%a500: f32, %o501: f32):
    %b502 = arith.divf %a500, %c4 : f32
    linalg.yield %b502 : f32
  } -> tensor<144xf32>
  %e507 = tensor.empty() : tensor<10x144x60x60xf32>
  %g520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv473, %g484, %g503, %mbconv3_1_weight, %mbconv3_1_bias : tensor<10x144x60x60xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e507 : tensor<10x144x60x60xf32>) {
  ^bb0(%a508: f32, %a509: f32, %a510: f32, %a511: f32, %a512: f32, %o513: f32):
    %b514 = arith.addf %a510, %c2 : f32
    %b515 = math.sqrt %b514 : f32
    %b516 = arith.subf %a508, %a509 : f32
    %b517 = arith.divf %b516, %b515 : f32
    %b518 = arith.mulf %b517, %a511 : f32
    %b519 = arith.addf %b518, %a512 : f32
    linalg.yield %b519 : f32
  } -> tensor<10x144x60x60xf32>
  %e521 = tensor.empty() : tensor<10x144x60x60xf32>
  %g526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g520 : tensor<10x144x60x60xf32>) outs(%e521 : tensor<10x144x60x60xf32>) {
  ^bb0(%a522: f32, %o523: f32):
    %b524 = arith.maximumf %a522, %c0 : f32
    %b525 = arith.minimumf %b524, %c3 : f32
    linalg.yield %b525 : f32
  } -> tensor<10x144x60x60xf32>
  %e527 = tensor.empty() : tensor<10x144x62x62xf32>
  %f528 = linalg.fill ins(%c0 : f32) outs(%e527 : tensor<10x144x62x62xf32>) -> tensor<10x144x62x62xf32>
  %g531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g526 : tensor<10x144x60x60xf32>) outs(%f528 : tensor<10x144x62x62xf32>) {
  ^bb0(%a529: f32, %o530: f32):
    linalg.yield %a529 : f32
  } -> tensor<10x144x62x62xf32>
  %r532 = tensor.expand_shape %mbconv3_3_weight [[0], [1], [2, 3], [4]] output_shape [144, 1, 1, 3, 3] : tensor<144x1x3x3xf32> into tensor<144x1x1x3x3xf32>
  %r533 = tensor.expand_shape %g531 [[0], [1], [2, 3], [4]] output_shape [10, 144, 1, 62, 62] : tensor<10x144x62x62xf32> into tensor<10x144x1x62x62xf32>
  %e534 = tensor.empty() : tensor<10x144x1x30x30xf32>
  %f535 = linalg.fill ins(%c0 : f32) outs(%e534 : tensor<10x144x1x30x30xf32>) -> tensor<10x144x1x30x30xf32>
  %g541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r533, %r532 : tensor<10x144x1x62x62xf32>, tensor<144x1x1x3x3xf32>) outs(%f535 : tensor<10x144x1x30x30xf32>) {
  ^bb0(%a536: f32, %a537: f32, %o538: f32):
    %b539 = arith.mulf %a536, %a537 : f32
    %b540 = arith.addf %o538, %b539 : f32
    linalg.yield %b540 : f32
  } -> tensor<10x144x1x30x30xf32>
  %r542 = tensor.collapse_shape %g541 [[0], [1], [2, 3], [4]] : tensor<10x144x1x30x30xf32> into tensor<10x144x30x30xf32>
  %e543 = tensor.empty() : tensor<144xf32>
  %f544 = linalg.fill ins(%c0 : f32) outs(%e543 : tensor<144xf32>) -> tensor<144xf32>
  %g548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r542 : tensor<10x144x30x30xf32>) outs(%f544 : tensor<144xf32>) {
  ^bb0(%a545: f32, %o546: f32):
    %b547 = arith.addf %a545, %o546 : f32
    linalg.yield %b547 : f32
  } -> tensor<144xf32>
  %e549 = tensor.empty() : tensor<144xf32>
  %g553 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g548 : tensor<144xf32>) outs(%e549 : tensor<144xf32>) {
  ^bb0(%a550: f32, %o551: f32):
    %b552 = arith.divf %a550, %c5 : f32
    linalg.yield %b552 : f32
  } -> tensor<144xf32>
  %e555 = tensor.empty() : tensor<10x144x30x30xf32>
  %g561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r542, %g553 : tensor<10x144x30x30xf32>, tensor<144xf32>) outs(%e555 : tensor<10x144x30x30xf32>) {
  ^bb0(%a556: f32, %a557: f32, %o558: f32):
    %b559 = arith.subf %a556, %a557 : f32
    %b560 = arith.mulf %b559, %b559 : f32
    linalg.yield %b560 : f32
  } -> tensor<10x144x30x30xf32>
  %e562 = tensor.empty() : tensor<144xf32>
  %f563 = linalg.fill ins(%c0 : f32) outs(%e562 : tensor<144xf32>) -> tensor<144xf32>
  %g567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g561 : tensor<10x144x30x30xf32>) outs(%f563 : tensor<144xf32>) {
  ^bb0(%a564: f32, %o565: f32):
    %b566 = arith.addf %a564, %o565 : f32
    linalg.yield %b566 : f32
  } -> tensor<144xf32>
  %e568 = tensor.empty() : tensor<144xf32>
  %g572 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g567 : tensor<144xf32>) outs(%e568 : tensor<144xf32>) {
  ^bb0(%a569: f32, %o570: f32):
    %b571 = arith.divf %a569, %c5 : f32
    linalg.yield %b571 : f32
  } -> tensor<144xf32>
  %e576 = tensor.empty() : tensor<10x144x30x30xf32>
  %g589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r542, %g553, %g572, %mbconv3_4_weight, %mbconv3_4_bias : tensor<10x144x30x30xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e576 : tensor<10x144x30x30xf32>) {
  ^bb0(%a577: f32, %a578: f32, %a579: f32, %a580: f32, %a581: f32, %o582: f32):
    %b583 = arith.addf %a579, %c2 : f32
    %b584 = math.sqrt %b583 : f32
    %b585 = arith.subf %a577, %a578 : f32
    %b586 = arith.divf %b585, %b584 : f32
    %b587 = arith.mulf %b586, %a580 : f32
    %b588 = arith.addf %b587, %a581 : f32
    linalg.yield %b588 : f32
  } -> tensor<10x144x30x30xf32>
  %e590 = tensor.empty() : tensor<10x144x30x30xf32>
  %g595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g589 : tensor<10x144x30x30xf32>) outs(%e590 : tensor<10x144x30x30xf32>) {
  ^bb0(%a591: f32, %o592: f32):
    %b593 = arith.maximumf %a591, %c0 : f32
    %b594 = arith.minimumf %b593, %c3 : f32
    linalg.yield %b594 : f32
  } -> tensor<10x144x30x30xf32>
  %e596 = tensor.empty() : tensor<10x40x30x30xf32>
  %f597 = linalg.fill ins(%c0 : f32) outs(%e596 : tensor<10x40x30x30xf32>) -> tensor<10x40x30x30xf32>
  %conv598 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g595, %mbconv3_6_weight : tensor<10x144x30x30xf32>, tensor<40x144x1x1xf32>) outs(%f597 : tensor<10x40x30x30xf32>) -> tensor<10x40x30x30xf32>
  %e599 = tensor.empty() : tensor<40xf32>
  %f600 = linalg.fill ins(%c0 : f32) outs(%e599 : tensor<40xf32>) -> tensor<40xf32>
  %g604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv598 : tensor<10x40x30x30xf32>) outs(%f600 : tensor<40xf32>) {
  ^bb0(%a601: f32, %o602: f32):
    %b603 = arith.addf %a601, %o602 : f32
    linalg.yield %b603 : f32
  } -> tensor<40xf32>
  %e605 = tensor.empty() : tensor<40xf32>
  %g609 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g604 : tensor<40xf32>) outs(%e605 : tensor<40xf32>) {
  ^bb0(%a606: f32, %o607: f32):
    %b608 = arith.divf %a606, %c5 : f32
    linalg.yield %b608 : f32
  } -> tensor<40xf32>
  %e611 = tensor.empty() : tensor<10x40x30x30xf32>
  %g617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv598, %g609 : tensor<10x40x30x30xf32>, tensor<40xf32>) outs(%e611 : tensor<10x40x30x30xf32>) {
  ^bb0(%a612: f32, %a613: f32, %o614: f32):
    %b615 = arith.subf %a612, %a613 : f32
    %b616 = arith.mulf %b615, %b615 : f32
    linalg.yield %b616 : f32
  } -> tensor<10x40x30x30xf32>
  %e618 = tensor.empty() : tensor<40xf32>
  %f619 = linalg.fill ins(%c0 : f32) outs(%e618 : tensor<40xf32>) -> tensor<40xf32>
  %g623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g617 : tensor<10x40x30x30xf32>) outs(%f619 : tensor<40xf32>) {
  ^bb0(%a620: f32, %o621: f32):
    %b622 = arith.addf %a620, %o621 : f32
    linalg.yield %b622 : f32
  } -> tensor<40xf32>
  %e624 = tensor.empty() : tensor<40xf32>
  %g628 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g623 : tensor<40xf32>) outs(%e624 : tensor<40xf32>) {
  ^bb0(%a625: f32, %o626: f32):
    %b627 = arith.divf %a625, %c5 : f32
    linalg.yield %b627 : f32
  } -> tensor<40xf32>
  %e632 = tensor.empty() : tensor<10x40x30x30xf32>
  %g645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv598, %g609, %g628, %mbconv3_7_weight, %mbconv3_7_bias : tensor<10x40x30x30xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) outs(%e632 : tensor<10x40x30x30xf32>) {
  ^bb0(%a633: f32, %a634: f32, %a635: f32, %a636: f32, %a637: f32, %o638: f32):
    %b639 = arith.addf %a635, %c2 : f32
    %b640 = math.sqrt %b639 : f32
    %b641 = arith.subf %a633, %a634 : f32
    %b642 = arith.divf %b641, %b640 : f32
    %b643 = arith.mulf %b642, %a636 : f32
    %b644 = arith.addf %b643, %a637 : f32
    linalg.yield %b644 : f32
  } -> tensor<10x40x30x30xf32>
  %e646 = tensor.empty() : tensor<10x240x30x30xf32>
  %f647 = linalg.fill ins(%c0 : f32) outs(%e646 : tensor<10x240x30x30xf32>) -> tensor<10x240x30x30xf32>
  %conv648 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g645, %mbconv4_0_weight : tensor<10x40x30x30xf32>, tensor<240x40x1x1xf32>) outs(%f647 : tensor<10x240x30x30xf32>) -> tensor<10x240x30x30xf32>
  %e649 = tensor.empty() : tensor<240xf32>
  %f650 = linalg.fill ins(%c0 : f32) outs(%e649 : tensor<240xf32>) -> tensor<240xf32>
  %g654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv648 : tensor<10x240x30x30xf32>) outs(%f650 : tensor<240xf32>) {
  ^bb0(%a651: f32, %o652: f32):
    %b653 = arith.addf %a651, %o652 : f32
    linalg.yield %b653 : f32
  } -> tensor<240xf32>
  %e655 = tensor.empty() : tensor<240xf32>
  %g659 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g654 : tensor<240xf32>) outs(%e655 : tensor<240xf32>) {
  ^bb0(%a656: f32, %o657: f32):
    %b658 = arith.divf %a656, %c5 : f32
    linalg.yield %b658 : f32
  } -> tensor<240xf32>
  %e661 = tensor.empty() : tensor<10x240x30x30xf32>
  %g667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv648, %g659 : tensor<10x240x30x30xf32>, tensor<240xf32>) outs(%e661 : tensor<10x240x30x30xf32>) {
  ^bb0(%a662: f32, %a663: f32, %o664: f32):
    %b665 = arith.subf %a662, %a663 : f32
    %b666 = arith.mulf %b665, %b665 : f32
    linalg.yield %b666 : f32
  } -> tensor<10x240x30x30xf32>
  %e668 = tensor.empty() : tensor<240xf32>
  %f669 = linalg.fill ins(%c0 : f32) outs(%e668 : tensor<240xf32>) -> tensor<240xf32>
  %g673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g667 : tensor<10x240x30x30xf32>) outs(%f669 : tensor<240xf32>) {
  ^bb0(%a670: f32, %o671: f32):
    %b672 = arith.addf %a670, %o671 : f32
    linalg.yield %b672 : f32
  } -> tensor<240xf32>
  %e674 = tensor.empty() : tensor<240xf32>
  %g678 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g673 : tensor<240xf32>) outs(%e674 : tensor<240xf32>) {
  ^bb0(%a675: f32, %o676: f32):
    %b677 = arith.divf %a675, %c5 : f32
    linalg.yield %b677 : f32
  } -> tensor<240xf32>
  %e682 = tensor.empty() : tensor<10x240x30x30xf32>
  %g695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv648, %g659, %g678, %mbconv4_1_weight, %mbconv4_1_bias : tensor<10x240x30x30xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e682 : tensor<10x240x30x30xf32>) {
  ^bb0(%a683: f32, %a684: f32, %a685: f32, %a686: f32, %a687: f32, %o688: f32):
    %b689 = arith.addf %a685, %c2 : f32
    %b690 = math.sqrt %b689 : f32
    %b691 = arith.subf %a683, %a684 : f32
    %b692 = arith.divf %b691, %b690 : f32
    %b693 = arith.mulf %b692, %a686 : f32
    %b694 = arith.addf %b693, %a687 : f32
    linalg.yield %b694 : f32
  } -> tensor<10x240x30x30xf32>
  %e696 = tensor.empty() : tensor<10x240x30x30xf32>
  %g701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g695 : tensor<10x240x30x30xf32>) outs(%e696 : tensor<10x240x30x30xf32>) {
  ^bb0(%a697: f32, %o698: f32):
    %b699 = arith.maximumf %a697, %c0 : f32
    %b700 = arith.minimumf %b699, %c3 : f32
    linalg.yield %b700 : f32
  } -> tensor<10x240x30x30xf32>
  %e702 = tensor.empty() : tensor<10x240x32x32xf32>
  %f703 = linalg.fill ins(%c0 : f32) outs(%e702 : tensor<10x240x32x32xf32>) -> tensor<10x240x32x32xf32>
  %g706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g701 : tensor<10x240x30x30xf32>) outs(%f703 : tensor<10x240x32x32xf32>) {
  ^bb0(%a704: f32, %o705: f32):
    linalg.yield %a704 : f32
  } -> tensor<10x240x32x32xf32>
  %r707 = tensor.expand_shape %mbconv4_3_weight [[0], [1], [2, 3], [4]] output_shape [240, 1, 1, 3, 3] : tensor<240x1x3x3xf32> into tensor<240x1x1x3x3xf32>
  %r708 = tensor.expand_shape %g706 [[0], [1], [2, 3], [4]] output_shape [10, 240, 1, 32, 32] : tensor<10x240x32x32xf32> into tensor<10x240x1x32x32xf32>
  %e709 = tensor.empty() : tensor<10x240x1x15x15xf32>
  %f710 = linalg.fill ins(%c0 : f32) outs(%e709 : tensor<10x240x1x15x15xf32>) -> tensor<10x240x1x15x15xf32>
  %g716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r708, %r707 : tensor<10x240x1x32x32xf32>, tensor<240x1x1x3x3xf32>) outs(%f710 : tensor<10x240x1x15x15xf32>) {
  ^bb0(%a711: f32, %a712: f32, %o713: f32):
    %b714 = arith.mulf %a711, %a712 : f32
    %b715 = arith.addf %o713, %b714 : f32
    linalg.yield %b715 : f32
  } -> tensor<10x240x1x15x15xf32>
  %r717 = tensor.collapse_shape %g716 [[0], [1], [2, 3], [4]] : tensor<10x240x1x15x15xf32> into tensor<10x240x15x15xf32>
  %e718 = tensor.empty() : tensor<240xf32>
  %f719 = linalg.fill ins(%c0 : f32) outs(%e718 : tensor<240xf32>) -> tensor<240xf32>
  %g723 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r717 : tensor<10x240x15x15xf32>) outs(%f719 : tensor<240xf32>) {
  ^bb0(%a720: f32, %o721: f32):
    %b722 = arith.addf %a720, %o721 : f32
    linalg.yield %b722 : f32
  } -> tensor<240xf32>
  %e724 = tensor.empty() : tensor<240xf32>
  %g728 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g723 : tensor<240xf32>) outs(%e724 : tensor<240xf32>) {
  ^bb0(%a725: f32, %o726: f32):
    %b727 = arith.divf %a725, %c6 : f32
    linalg.yield %b727 : f32
  } -> tensor<240xf32>
  %e730 = tensor.empty() : tensor<10x240x15x15xf32>
  %g736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r717, %g728 : tensor<10x240x15x15xf32>, tensor<240xf32>) outs(%e730 : tensor<10x240x15x15xf32>) {
  ^bb0(%a731: f32, %a732: f32, %o733: f32):
    %b734 = arith.subf %a731, %a732 : f32
    %b735 = arith.mulf %b734, %b734 : f32
    linalg.yield %b735 : f32
  } -> tensor<10x240x15x15xf32>
  %e737 = tensor.empty() : tensor<240xf32>
  %f738 = linalg.fill ins(%c0 : f32) outs(%e737 : tensor<240xf32>) -> tensor<240xf32>
  %g742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g736 : tensor<10x240x15x15xf32>) outs(%f738 : tensor<240xf32>) {
  ^bb0(%a739: f32, %o740: f32):
    %b741 = arith.addf %a739, %o740 : f32
    linalg.yield %b741 : f32
  } -> tensor<240xf32>
  %e743 = tensor.empty() : tensor<240xf32>
  %g747 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g742 : tensor<240xf32>) outs(%e743 : tensor<240xf32>) {
  ^bb0(%a744: f32, %o745: f32):
    %b746 = arith.divf %a744, %c6 : f32
    linalg.yield %b746 : f32
  } -> tensor<240xf32>
  %e751 = tensor.empty() : tensor<10x240x15x15xf32>
  %g764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r717, %g728, %g747, %mbconv4_4_weight, %mbconv4_4_bias : tensor<10x240x15x15xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e751 : tensor<10x240x15x15xf32>) {
  ^bb0(%a752: f32, %a753: f32, %a754: f32, %a755: f32, %a756: f32, %o757: f32):
    %b758 = arith.addf %a754, %c2 : f32
    %b759 = math.sqrt %b758 : f32
    %b760 = arith.subf %a752, %a753 : f32
    %b761 = arith.divf %b760, %b759 : f32
    %b762 = arith.mulf %b761, %a755 : f32
    %b763 = arith.addf %b762, %a756 : f32
    linalg.yield %b763 : f32
  } -> tensor<10x240x15x15xf32>
  %e765 = tensor.empty() : tensor<10x240x15x15xf32>
  %g770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g764 : tensor<10x240x15x15xf32>) outs(%e765 : tensor<10x240x15x15xf32>) {
  ^bb0(%a766: f32, %o767: f32):
    %b768 = arith.maximumf %a766, %c0 : f32
    %b769 = arith.minimumf %b768, %c3 : f32
    linalg.yield %b769 : f32
  } -> tensor<10x240x15x15xf32>
  %e771 = tensor.empty() : tensor<10x80x15x15xf32>
  %f772 = linalg.fill ins(%c0 : f32) outs(%e771 : tensor<10x80x15x15xf32>) -> tensor<10x80x15x15xf32>
  %conv773 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g770, %mbconv4_6_weight : tensor<10x240x15x15xf32>, tensor<80x240x1x1xf32>) outs(%f772 : tensor<10x80x15x15xf32>) -> tensor<10x80x15x15xf32>
  %e774 = tensor.empty() : tensor<80xf32>
  %f775 = linalg.fill ins(%c0 : f32) outs(%e774 : tensor<80xf32>) -> tensor<80xf32>
  %g779 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv773 : tensor<10x80x15x15xf32>) outs(%f775 : tensor<80xf32>) {
  ^bb0(%a776: f32, %o777: f32):
    %b778 = arith.addf %a776, %o777 : f32
    linalg.yield %b778 : f32
  } -> tensor<80xf32>
  %e780 = tensor.empty() : tensor<80xf32>
  %g784 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g779 : tensor<80xf32>) outs(%e780 : tensor<80xf32>) {
  ^bb0(%a781: f32, %o782: f32):
    %b783 = arith.divf %a781, %c6 : f32
    linalg.yield %b783 : f32
  } -> tensor<80xf32>
  %e786 = tensor.empty() : tensor<10x80x15x15xf32>
  %g792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv773, %g784 : tensor<10x80x15x15xf32>, tensor<80xf32>) outs(%e786 : tensor<10x80x15x15xf32>) {
  ^bb0(%a787: f32, %a788: f32, %o789: f32):
    %b790 = arith.subf %a787, %a788 : f32
    %b791 = arith.mulf %b790, %b790 : f32
    linalg.yield %b791 : f32
  } -> tensor<10x80x15x15xf32>
  %e793 = tensor.empty() : tensor<80xf32>
  %f794 = linalg.fill ins(%c0 : f32) outs(%e793 : tensor<80xf32>) -> tensor<80xf32>
  %g798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g792 : tensor<10x80x15x15xf32>) outs(%f794 : tensor<80xf32>) {
  ^bb0(%a795: f32, %o796: f32):
    %b797 = arith.addf %a795, %o796 : f32
    linalg.yield %b797 : f32
  } -> tensor<80xf32>
  %e799 = tensor.empty() : tensor<80xf32>
  %g803 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g798 : tensor<80xf32>) outs(%e799 : tensor<80xf32>) {
  ^bb0(%a800: f32, %o801: f32):
    %b802 = arith.divf %a800, %c6 : f32
    linalg.yield %b802 : f32
  } -> tensor<80xf32>
  %e807 = tensor.empty() : tensor<10x80x15x15xf32>
  %g820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv773, %g784, %g803, %mbconv4_7_weight, %mbconv4_7_bias : tensor<10x80x15x15xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>) outs(%e807 : tensor<10x80x15x15xf32>) {
  ^bb0(%a808: f32, %a809: f32, %a810: f32, %a811: f32, %a812: f32, %o813: f32):
    %b814 = arith.addf %a810, %c2 : f32
    %b815 = math.sqrt %b814 : f32
    %b816 = arith.subf %a808, %a809 : f32
    %b817 = arith.divf %b816, %b815 : f32
    %b818 = arith.mulf %b817, %a811 : f32
    %b819 = arith.addf %b818, %a812 : f32
    linalg.yield %b819 : f32
  } -> tensor<10x80x15x15xf32>
  %e821 = tensor.empty() : tensor<10x480x15x15xf32>
  %f822 = linalg.fill ins(%c0 : f32) outs(%e821 : tensor<10x480x15x15xf32>) -> tensor<10x480x15x15xf32>
  %conv823 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g820, %mbconv5_0_weight : tensor<10x80x15x15xf32>, tensor<480x80x1x1xf32>) outs(%f822 : tensor<10x480x15x15xf32>) -> tensor<10x480x15x15xf32>
  %e824 = tensor.empty() : tensor<480xf32>
  %f825 = linalg.fill ins(%c0 : f32) outs(%e824 : tensor<480xf32>) -> tensor<480xf32>
  %g829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv823 : tensor<10x480x15x15xf32>) outs(%f825 : tensor<480xf32>) {
  ^bb0(%a826: f32, %o827: f32):
    %b828 = arith.addf %a826, %o827 : f32
    linalg.yield %b828 : f32
  } -> tensor<480xf32>
  %e830 = tensor.empty() : tensor<480xf32>
  %g834 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g829 : tensor<480xf32>) outs(%e830 : tensor<480xf32>) {
  ^bb0(%a831: f32, %o832: f32):
    %b833 = arith.divf %a831, %c6 : f32
    linalg.yield %b833 : f32
  } -> tensor<480xf32>
  %e836 = tensor.empty() : tensor<10x480x15x15xf32>
  %g842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv823, %g834 : tensor<10x480x15x15xf32>, tensor<480xf32>) outs(%e836 : tensor<10x480x15x15xf32>) {
  ^bb0(%a837: f32, %a838: f32, %o839: f32):
    %b840 = arith.subf %a837, %a838 : f32
    %b841 = arith.mulf %b840, %b840 : f32
    linalg.yield %b841 : f32
  } -> tensor<10x480x15x15xf32>
  %e843 = tensor.empty() : tensor<480xf32>
  %f844 = linalg.fill ins(%c0 : f32) outs(%e843 : tensor<480xf32>) -> tensor<480xf32>
  %g848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g842 : tensor<10x480x15x15xf32>) outs(%f844 : tensor<480xf32>) {
  ^bb0(%a845: f32, %o846: f32):
    %b847 = arith.addf %a845, %o846 : f32
    linalg.yield %b847 : f32
  } -> tensor<480xf32>
  %e849 = tensor.empty() : tensor<480xf32>
  %g853 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g848 : tensor<480xf32>) outs(%e849 : tensor<480xf32>) {
  ^bb0(%a850: f32, %o851: f32):
    %b852 = arith.divf %a850, %c6 : f32
    linalg.yield %b852 : f32
  } -> tensor<480xf32>
  %e857 = tensor.empty() : tensor<10x480x15x15xf32>
  %g870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv823, %g834, %g853, %mbconv5_1_weight, %mbconv5_1_bias : tensor<10x480x15x15xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e857 : tensor<10x480x15x15xf32>) {
  ^bb0(%a858: f32, %a859: f32, %a860: f32, %a861: f32, %a862: f32, %o863: f32):
    %b864 = arith.addf %a860, %c2 : f32
    %b865 = math.sqrt %b864 : f32
    %b866 = arith.subf %a858, %a859 : f32
    %b867 = arith.divf %b866, %b865 : f32
    %b868 = arith.mulf %b867, %a861 : f32
    %b869 = arith.addf %b868, %a862 : f32
    linalg.yield %b869 : f32
  } -> tensor<10x480x15x15xf32>
  %e871 = tensor.empty() : tensor<10x480x15x15xf32>
  %g876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g870 : tensor<10x480x15x15xf32>) outs(%e871 : tensor<10x480x15x15xf32>) {
  ^bb0(%a872: f32, %o873: f32):
    %b874 = arith.maximumf %a872, %c0 : f32
    %b875 = arith.minimumf %b874, %c3 : f32
    linalg.yield %b875 : f32
  } -> tensor<10x480x15x15xf32>
  %e877 = tensor.empty() : tensor<10x480x17x17xf32>
  %f878 = linalg.fill ins(%c0 : f32) outs(%e877 : tensor<10x480x17x17xf32>) -> tensor<10x480x17x17xf32>
  %g881 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g876 : tensor<10x480x15x15xf32>) outs(%f878 : tensor<10x480x17x17xf32>) {
  ^bb0(%a879: f32, %o880: f32):
    linalg.yield %a879 : f32
  } -> tensor<10x480x17x17xf32>
  %r882 = tensor.expand_shape %mbconv5_3_weight [[0], [1], [2, 3], [4]] output_shape [480, 1, 1, 3, 3] : tensor<480x1x3x3xf32> into tensor<480x1x1x3x3xf32>
  %r883 = tensor.expand_shape %g881 [[0], [1], [2, 3], [4]] output_shape [10, 480, 1, 17, 17] : tensor<10x480x17x17xf32> into tensor<10x480x1x17x17xf32>
  %e884 = tensor.empty() : tensor<10x480x1x15x15xf32>
  %f885 = linalg.fill ins(%c0 : f32) outs(%e884 : tensor<10x480x1x15x15xf32>) -> tensor<10x480x1x15x15xf32>
  %g891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r883, %r882 : tensor<10x480x1x17x17xf32>, tensor<480x1x1x3x3xf32>) outs(%f885 : tensor<10x480x1x15x15xf32>) {
  ^bb0(%a886: f32, %a887: f32, %o888: f32):
    %b889 = arith.mulf %a886, %a887 : f32
    %b890 = arith.addf %o888, %b889 : f32
    linalg.yield %b890 : f32
  } -> tensor<10x480x1x15x15xf32>
  %r892 = tensor.collapse_shape %g891 [[0], [1], [2, 3], [4]] : tensor<10x480x1x15x15xf32> into tensor<10x480x15x15xf32>
  %e893 = tensor.empty() : tensor<480xf32>
  %f894 = linalg.fill ins(%c0 : f32) outs(%e893 : tensor<480xf32>) -> tensor<480xf32>
  %g898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r892 : tensor<10x480x15x15xf32>) outs(%f894 : tensor<480xf32>) {
  ^bb0(%a895: f32, %o896: f32):
    %b897 = arith.addf %a895, %o896 : f32
    linalg.yield %b897 : f32
  } -> tensor<480xf32>
  %e899 = tensor.empty() : tensor<480xf32>
  %g903 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g898 : tensor<480xf32>) outs(%e899 : tensor<480xf32>) {
  ^bb0(%a900: f32, %o901: f32):
    %b902 = arith.divf %a900, %c6 : f32
    linalg.yield %b902 : f32
  } -> tensor<480xf32>
  %e905 = tensor.empty() : tensor<10x480x15x15xf32>
  %g911 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r892, %g903 : tensor<10x480x15x15xf32>, tensor<480xf32>) outs(%e905 : tensor<10x480x15x15xf32>) {
  ^bb0(%a906: f32, %a907: f32, %o908: f32):
    %b909 = arith.subf %a906, %a907 : f32
    %b910 = arith.mulf %b909, %b909 : f32
    linalg.yield %b910 : f32
  } -> tensor<10x480x15x15xf32>
  %e912 = tensor.empty() : tensor<480xf32>
  %f913 = linalg.fill ins(%c0 : f32) outs(%e912 : tensor<480xf32>) -> tensor<480xf32>
  %g917 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g911 : tensor<10x480x15x15xf32>) outs(%f913 : tensor<480xf32>) {
  ^bb0(%a914: f32, %o915: f32):
    %b916 = arith.addf %a914, %o915 : f32
    linalg.yield %b916 : f32
  } -> tensor<480xf32>
  %e918 = tensor.empty() : tensor<480xf32>
  %g922 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g917 : tensor<480xf32>) outs(%e918 : tensor<480xf32>) {
  ^bb0(%a919: f32, %o920: f32):
    %b921 = arith.divf %a919, %c6 : f32
    linalg.yield %b921 : f32
  } -> tensor<480xf32>
  %e926 = tensor.empty() : tensor<10x480x15x15xf32>
  %g939 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r892, %g903, %g922, %mbconv5_4_weight, %mbconv5_4_bias : tensor<10x480x15x15xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e926 : tensor<10x480x15x15xf32>) {
  ^bb0(%a927: f32, %a928: f32, %a929: f32, %a930: f32, %a931: f32, %o932: f32):
    %b933 = arith.addf %a929, %c2 : f32
    %b934 = math.sqrt %b933 : f32
    %b935 = arith.subf %a927, %a928 : f32
    %b936 = arith.divf %b935, %b934 : f32
    %b937 = arith.mulf %b936, %a930 : f32
    %b938 = arith.addf %b937, %a931 : f32
    linalg.yield %b938 : f32
  } -> tensor<10x480x15x15xf32>
  %e940 = tensor.empty() : tensor<10x480x15x15xf32>
  %g945 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g939 : tensor<10x480x15x15xf32>) outs(%e940 : tensor<10x480x15x15xf32>) {
  ^bb0(%a941: f32, %o942: f32):
    %b943 = arith.maximumf %a941, %c0 : f32
    %b944 = arith.minimumf %b943, %c3 : f32
    linalg.yield %b944 : f32
  } -> tensor<10x480x15x15xf32>
  %e946 = tensor.empty() : tensor<10x112x15x15xf32>
  %f947 = linalg.fill ins(%c0 : f32) outs(%e946 : tensor<10x112x15x15xf32>) -> tensor<10x112x15x15xf32>
  %conv948 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g945, %mbconv5_6_weight : tensor<10x480x15x15xf32>, tensor<112x480x1x1xf32>) outs(%f947 : tensor<10x112x15x15xf32>) -> tensor<10x112x15x15xf32>
  %e949 = tensor.empty() : tensor<112xf32>
  %f950 = linalg.fill ins(%c0 : f32) outs(%e949 : tensor<112xf32>) -> tensor<112xf32>
  %g954 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv948 : tensor<10x112x15x15xf32>) outs(%f950 : tensor<112xf32>) {
  ^bb0(%a951: f32, %o952: f32):
    %b953 = arith.addf %a951, %o952 : f32
    linalg.yield %b953 : f32
  } -> tensor<112xf32>
  %e955 = tensor.empty() : tensor<112xf32>
  %g959 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g954 : tensor<112xf32>) outs(%e955 : tensor<112xf32>) {
  ^bb0(%a956: f32, %o957: f32):
    %b958 = arith.divf %a956, %c6 : f32
    linalg.yield %b958 : f32
  } -> tensor<112xf32>
  %e961 = tensor.empty() : tensor<10x112x15x15xf32>
  %g967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv948, %g959 : tensor<10x112x15x15xf32>, tensor<112xf32>) outs(%e961 : tensor<10x112x15x15xf32>) {
  ^bb0(%a962: f32, %a963: f32, %o964: f32):
    %b965 = arith.subf %a962, %a963 : f32
    %b966 = arith.mulf %b965, %b965 : f32
    linalg.yield %b966 : f32
  } -> tensor<10x112x15x15xf32>
  %e968 = tensor.empty() : tensor<112xf32>
  %f969 = linalg.fill ins(%c0 : f32) outs(%e968 : tensor<112xf32>) -> tensor<112xf32>
  %g973 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g967 : tensor<10x112x15x15xf32>) outs(%f969 : tensor<112xf32>) {
  ^bb0(%a970: f32, %o971: f32):
    %b972 = arith.addf %a970, %o971 : f32
    linalg.yield %b972 : f32
  } -> tensor<112xf32>
  %e974 = tensor.empty() : tensor<112xf32>
  %g978 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g973 : tensor<112xf32>) outs(%e974 : tensor<112xf32>) {
  ^bb0(%a975: f32, %o976: f32):
    %b977 = arith.divf %a975, %c6 : f32
    linalg.yield %b977 : f32
  } -> tensor<112xf32>
  %e982 = tensor.empty() : tensor<10x112x15x15xf32>
  %g995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv948, %g959, %g978, %mbconv5_7_weight, %mbconv5_7_bias : tensor<10x112x15x15xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>) outs(%e982 : tensor<10x112x15x15xf32>) {
  ^bb0(%a983: f32, %a984: f32, %a985: f32, %a986: f32, %a987: f32, %o988: f32):
    %b989 = arith.addf %a985, %c2 : f32
    %b990 = math.sqrt %b989 : f32
    %b991 = arith.subf %a983, %a984 : f32
    %b992 = arith.divf %b991, %b990 : f32
    %b993 = arith.mulf %b992, %a986 : f32
    %b994 = arith.addf %b993, %a987 : f32
    linalg.yield %b994 : f32
  } -> tensor<10x112x15x15xf32>
  %e996 = tensor.empty() : tensor<10x672x15x15xf32>
  %f997 = linalg.fill ins(%c0 : f32) outs(%e996 : tensor<10x672x15x15xf32>) -> tensor<10x672x15x15xf32>
  %conv998 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g995, %mbconv6_0_weight : tensor<10x112x15x15xf32>, tensor<672x112x1x1xf32>) outs(%f997 : tensor<10x672x15x15xf32>) -> tensor<10x672x15x15xf32>
  %e999 = tensor.empty() : tensor<672xf32>
  %f1000 = linalg.fill ins(%c0 : f32) outs(%e999 : tensor<672xf32>) -> tensor<672xf32>
  %g1004 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv998 : tensor<10x672x15x15xf32>) outs(%f1000 : tensor<672xf32>) {
  ^bb0(%a1001: f32, %o1002: f32):
    %b1003 = arith.addf %a1001, %o1002 : f32
    linalg.yield %b1003 : f32
  } -> tensor<672xf32>
  %e1005 = tensor.empty() : tensor<672xf32>
  %g1009 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1004 : tensor<672xf32>) outs(%e1005 : tensor<672xf32>) {
  ^bb0(%a1006: f32, %o1007: f32):
    %b1008 = arith.divf %a1006, %c6 : f32
    linalg.yield %b1008 : f32
  } -> tensor<672xf32>
  %e1011 = tensor.empty() : tensor<10x672x15x15xf32>
  %g1017 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv998, %g1009 : tensor<10x672x15x15xf32>, tensor<672xf32>) outs(%e1011 : tensor<10x672x15x15xf32>) {
  ^bb0(%a1012: f32, %a1013: f32, %o1014: f32):
    %b1015 = arith.subf %a1012, %a1013 : f32
    %b1016 = arith.mulf %b1015, %b1015 : f32
    linalg.yield %b1016 : f32
  } -> tensor<10x672x15x15xf32>
  %e1018 = tensor.empty() : tensor<672xf32>
  %f1019 = linalg.fill ins(%c0 : f32) outs(%e1018 : tensor<672xf32>) -> tensor<672xf32>
  %g1023 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1017 : tensor<10x672x15x15xf32>) outs(%f1019 : tensor<672xf32>) {
  ^bb0(%a1020: f32, %o1021: f32):
    %b1022 = arith.addf %a1020, %o1021 : f32
    linalg.yield %b1022 : f32
  } -> tensor<672xf32>
  %e1024 = tensor.empty() : tensor<672xf32>
  %g1028 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1023 : tensor<672xf32>) outs(%e1024 : tensor<672xf32>) {
  ^bb0(%a1025: f32, %o1026: f32):
    %b1027 = arith.divf %a1025, %c6 : f32
    linalg.yield %b1027 : f32
  } -> tensor<672xf32>
  %e1032 = tensor.empty() : tensor<10x672x15x15xf32>
  %g1045 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv998, %g1009, %g1028, %mbconv6_1_weight, %mbconv6_1_bias : tensor<10x672x15x15xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e1032 : tensor<10x672x15x15xf32>) {
  ^bb0(%a1033: f32, %a1034: f32, %a1035: f32, %a1036: f32, %a1037: f32, %o1038: f32):
    %b1039 = arith.addf %a1035, %c2 : f32
    %b1040 = math.sqrt %b1039 : f32
    %b1041 = arith.subf %a1033, %a1034 : f32
    %b1042 = arith.divf %b1041, %b1040 : f32
    %b1043 = arith.mulf %b1042, %a1036 : f32
    %b1044 = arith.addf %b1043, %a1037 : f32
    linalg.yield %b1044 : f32
  } -> tensor<10x672x15x15xf32>
  %e1046 = tensor.empty() : tensor<10x672x15x15xf32>
  %g1051 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1045 : tensor<10x672x15x15xf32>) outs(%e1046 : tensor<10x672x15x15xf32>) {
  ^bb0(%a1047: f32, %o1048: f32):
    %b1049 = arith.maximumf %a1047, %c0 : f32
    %b1050 = arith.minimumf %b1049, %c3 : f32
    linalg.yield %b1050 : f32
  } -> tensor<10x672x15x15xf32>
  %e1052 = tensor.empty() : tensor<10x672x17x17xf32>
  %f1053 = linalg.fill ins(%c0 : f32) outs(%e1052 : tensor<10x672x17x17xf32>) -> tensor<10x672x17x17xf32>
  %g1056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1051 : tensor<10x672x15x15xf32>) outs(%f1053 : tensor<10x672x17x17xf32>) {
  ^bb0(%a1054: f32, %o1055: f32):
    linalg.yield %a1054 : f32
  } -> tensor<10x672x17x17xf32>
  %r1057 = tensor.expand_shape %mbconv6_3_weight [[0], [1], [2, 3], [4]] output_shape [672, 1, 1, 3, 3] : tensor<672x1x3x3xf32> into tensor<672x1x1x3x3xf32>
  %r1058 = tensor.expand_shape %g1056 [[0], [1], [2, 3], [4]] output_shape [10, 672, 1, 17, 17] : tensor<10x672x17x17xf32> into tensor<10x672x1x17x17xf32>
  %e1059 = tensor.empty() : tensor<10x672x1x8x8xf32>
  %f1060 = linalg.fill ins(%c0 : f32) outs(%e1059 : tensor<10x672x1x8x8xf32>) -> tensor<10x672x1x8x8xf32>
  %g1066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1058, %r1057 : tensor<10x672x1x17x17xf32>, tensor<672x1x1x3x3xf32>) outs(%f1060 : tensor<10x672x1x8x8xf32>) {
  ^bb0(%a1061: f32, %a1062: f32, %o1063: f32):
    %b1064 = arith.mulf %a1061, %a1062 : f32
    %b1065 = arith.addf %o1063, %b1064 : f32
    linalg.yield %b1065 : f32
  } -> tensor<10x672x1x8x8xf32>
  %r1067 = tensor.collapse_shape %g1066 [[0], [1], [2, 3], [4]] : tensor<10x672x1x8x8xf32> into tensor<10x672x8x8xf32>
  %e1068 = tensor.empty() : tensor<672xf32>
  %f1069 = linalg.fill ins(%c0 : f32) outs(%e1068 : tensor<672xf32>) -> tensor<672xf32>
  %g1073 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1067 : tensor<10x672x8x8xf32>) outs(%f1069 : tensor<672xf32>) {
  ^bb0(%a1070: f32, %o1071: f32):
    %b1072 = arith.addf %a1070, %o1071 : f32
    linalg.yield %b1072 : f32
  } -> tensor<672xf32>
  %e1074 = tensor.empty() : tensor<672xf32>
  %g1078 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1073 : tensor<672xf32>) outs(%e1074 : tensor<672xf32>) {
  ^bb0(%a1075: f32, %o1076: f32):
    %b1077 = arith.divf %a1075, %c7 : f32
    linalg.yield %b1077 : f32
  } -> tensor<672xf32>
  %e1080 = tensor.empty() : tensor<10x672x8x8xf32>
  %g1086 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1067, %g1078 : tensor<10x672x8x8xf32>, tensor<672xf32>) outs(%e1080 : tensor<10x672x8x8xf32>) {
  ^bb0(%a1081: f32, %a1082: f32, %o1083: f32):
    %b1084 = arith.subf %a1081, %a1082 : f32
    %b1085 = arith.mulf %b1084, %b1084 : f32
    linalg.yield %b1085 : f32
  } -> tensor<10x672x8x8xf32>
  %e1087 = tensor.empty() : tensor<672xf32>
  %f1088 = linalg.fill ins(%c0 : f32) outs(%e1087 : tensor<672xf32>) -> tensor<672xf32>
  %g1092 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1086 : tensor<10x672x8x8xf32>) outs(%f1088 : tensor<672xf32>) {
  ^bb0(%a1089: f32, %o1090: f32):
    %b1091 = arith.addf %a1089, %o1090 : f32
    linalg.yield %b1091 : f32
  } -> tensor<672xf32>
  %e1093 = tensor.empty() : tensor<672xf32>
  %g1097 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1092 : tensor<672xf32>) outs(%e1093 : tensor<672xf32>) {
  ^bb0(%a1094: f32, %o1095: f32):
    %b1096 = arith.divf %a1094, %c7 : f32
    linalg.yield %b1096 : f32
  } -> tensor<672xf32>
  %e1101 = tensor.empty() : tensor<10x672x8x8xf32>
  %g1114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1067, %g1078, %g1097, %mbconv6_4_weight, %mbconv6_4_bias : tensor<10x672x8x8xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e1101 : tensor<10x672x8x8xf32>) {
  ^bb0(%a1102: f32, %a1103: f32, %a1104: f32, %a1105: f32, %a1106: f32, %o1107: f32):
    %b1108 = arith.addf %a1104, %c2 : f32
    %b1109 = math.sqrt %b1108 : f32
    %b1110 = arith.subf %a1102, %a1103 : f32
    %b1111 = arith.divf %b1110, %b1109 : f32
    %b1112 = arith.mulf %b1111, %a1105 : f32
    %b1113 = arith.addf %b1112, %a1106 : f32
    linalg.yield %b1113 : f32
  } -> tensor<10x672x8x8xf32>
  %e1115 = tensor.empty() : tensor<10x672x8x8xf32>
  %g1120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1114 : tensor<10x672x8x8xf32>) outs(%e1115 : tensor<10x672x8x8xf32>) {
  ^bb0(%a1116: f32, %o1117: f32):
    %b1118 = arith.maximumf %a1116, %c0 : f32
    %b1119 = arith.minimumf %b1118, %c3 : f32
    linalg.yield %b1119 : f32
  } -> tensor<10x672x8x8xf32>
  %e1121 = tensor.empty() : tensor<10x192x8x8xf32>
  %f1122 = linalg.fill ins(%c0 : f32) outs(%e1121 : tensor<10x192x8x8xf32>) -> tensor<10x192x8x8xf32>
  %conv1123 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1120, %mbconv6_6_weight : tensor<10x672x8x8xf32>, tensor<192x672x1x1xf32>) outs(%f1122 : tensor<10x192x8x8xf32>) -> tensor<10x192x8x8xf32>
  %e1124 = tensor.empty() : tensor<192xf32>
  %f1125 = linalg.fill ins(%c0 : f32) outs(%e1124 : tensor<192xf32>) -> tensor<192xf32>
  %g1129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1123 : tensor<10x192x8x8xf32>) outs(%f1125 : tensor<192xf32>) {
  ^bb0(%a1126: f32, %o1127: f32):
    %b1128 = arith.addf %a1126, %o1127 : f32
    linalg.yield %b1128 : f32
  } -> tensor<192xf32>
  %e1130 = tensor.empty() : tensor<192xf32>
  %g1134 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1129 : tensor<192xf32>) outs(%e1130 : tensor<192xf32>) {
  ^bb0(%a1131: f32, %o1132: f32):
    %b1133 = arith.divf %a1131, %c7 : f32
    linalg.yield %b1133 : f32
  } -> tensor<192xf32>
  %e1136 = tensor.empty() : tensor<10x192x8x8xf32>
  %g1142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1123, %g1134 : tensor<10x192x8x8xf32>, tensor<192xf32>) outs(%e1136 : tensor<10x192x8x8xf32>) {
  ^bb0(%a1137: f32, %a1138: f32, %o1139: f32):
    %b1140 = arith.subf %a1137, %a1138 : f32
    %b1141 = arith.mulf %b1140, %b1140 : f32
    linalg.yield %b1141 : f32
  } -> tensor<10x192x8x8xf32>
  %e1143 = tensor.empty() : tensor<192xf32>
  %f1144 = linalg.fill ins(%c0 : f32) outs(%e1143 : tensor<192xf32>) -> tensor<192xf32>
  %g1148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1142 : tensor<10x192x8x8xf32>) outs(%f1144 : tensor<192xf32>) {
  ^bb0(%a1145: f32, %o1146: f32):
    %b1147 = arith.addf %a1145, %o1146 : f32
    linalg.yield %b1147 : f32
  } -> tensor<192xf32>
  %e1149 = tensor.empty() : tensor<192xf32>
  %g1153 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1148 : tensor<192xf32>) outs(%e1149 : tensor<192xf32>) {
  ^bb0(%a1150: f32, %o1151: f32):
    %b1152 = arith.divf %a1150, %c7 : f32
    linalg.yield %b1152 : f32
  } -> tensor<192xf32>
  %e1157 = tensor.empty() : tensor<10x192x8x8xf32>
  %g1170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1123, %g1134, %g1153, %mbconv6_7_weight, %mbconv6_7_bias : tensor<10x192x8x8xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1157 : tensor<10x192x8x8xf32>) {
  ^bb0(%a1158: f32, %a1159: f32, %a1160: f32, %a1161: f32, %a1162: f32, %o1163: f32):
    %b1164 = arith.addf %a1160, %c2 : f32
    %b1165 = math.sqrt %b1164 : f32
    %b1166 = arith.subf %a1158, %a1159 : f32
    %b1167 = arith.divf %b1166, %b1165 : f32
    %b1168 = arith.mulf %b1167, %a1161 : f32
    %b1169 = arith.addf %b1168, %a1162 : f32
    linalg.yield %b1169 : f32
  } -> tensor<10x192x8x8xf32>
  %e1171 = tensor.empty() : tensor<10x1152x8x8xf32>
  %f1172 = linalg.fill ins(%c0 : f32) outs(%e1171 : tensor<10x1152x8x8xf32>) -> tensor<10x1152x8x8xf32>
  %conv1173 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1170, %mbconv7_0_weight : tensor<10x192x8x8xf32>, tensor<1152x192x1x1xf32>) outs(%f1172 : tensor<10x1152x8x8xf32>) -> tensor<10x1152x8x8xf32>
  %e1174 = tensor.empty() : tensor<1152xf32>
  %f1175 = linalg.fill ins(%c0 : f32) outs(%e1174 : tensor<1152xf32>) -> tensor<1152xf32>
  %g1179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1173 : tensor<10x1152x8x8xf32>) outs(%f1175 : tensor<1152xf32>) {
  ^bb0(%a1176: f32, %o1177: f32):
    %b1178 = arith.addf %a1176, %o1177 : f32
    linalg.yield %b1178 : f32
  } -> tensor<1152xf32>
  %e1180 = tensor.empty() : tensor<1152xf32>
  %g1184 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1179 : tensor<1152xf32>) outs(%e1180 : tensor<1152xf32>) {
  ^bb0(%a1181: f32, %o1182: f32):
    %b1183 = arith.divf %a1181, %c7 : f32
    linalg.yield %b1183 : f32
  } -> tensor<1152xf32>
  %e1186 = tensor.empty() : tensor<10x1152x8x8xf32>
  %g1192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1173, %g1184 : tensor<10x1152x8x8xf32>, tensor<1152xf32>) outs(%e1186 : tensor<10x1152x8x8xf32>) {
  ^bb0(%a1187: f32, %a1188: f32, %o1189: f32):
    %b1190 = arith.subf %a1187, %a1188 : f32
    %b1191 = arith.mulf %b1190, %b1190 : f32
    linalg.yield %b1191 : f32
  } -> tensor<10x1152x8x8xf32>
  %e1193 = tensor.empty() : tensor<1152xf32>
  %f1194 = linalg.fill ins(%c0 : f32) outs(%e1193 : tensor<1152xf32>) -> tensor<1152xf32>
  %g1198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1192 : tensor<10x1152x8x8xf32>) outs(%f1194 : tensor<1152xf32>) {
  ^bb0(%a1195: f32, %o1196: f32):
    %b1197 = arith.addf %a1195, %o1196 : f32
    linalg.yield %b1197 : f32
  } -> tensor<1152xf32>
  %e1199 = tensor.empty() : tensor<1152xf32>
  %g1203 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1198 : tensor<1152xf32>) outs(%e1199 : tensor<1152xf32>) {
  ^bb0(%a1200: f32, %o1201: f32):
    %b1202 = arith.divf %a1200, %c7 : f32
    linalg.yield %b1202 : f32
  } -> tensor<1152xf32>
  %e1207 = tensor.empty() : tensor<10x1152x8x8xf32>
  %g1220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1173, %g1184, %g1203, %mbconv7_1_weight, %mbconv7_1_bias : tensor<10x1152x8x8xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e1207 : tensor<10x1152x8x8xf32>) {
  ^bb0(%a1208: f32, %a1209: f32, %a1210: f32, %a1211: f32, %a1212: f32, %o1213: f32):
    %b1214 = arith.addf %a1210, %c2 : f32
    %b1215 = math.sqrt %b1214 : f32
    %b1216 = arith.subf %a1208, %a1209 : f32
    %b1217 = arith.divf %b1216, %b1215 : f32
    %b1218 = arith.mulf %b1217, %a1211 : f32
    %b1219 = arith.addf %b1218, %a1212 : f32
    linalg.yield %b1219 : f32
  } -> tensor<10x1152x8x8xf32>
  %e1221 = tensor.empty() : tensor<10x1152x8x8xf32>
  %g1226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1220 : tensor<10x1152x8x8xf32>) outs(%e1221 : tensor<10x1152x8x8xf32>) {
  ^bb0(%a1222: f32, %o1223: f32):
    %b1224 = arith.maximumf %a1222, %c0 : f32
    %b1225 = arith.minimumf %b1224, %c3 : f32
    linalg.yield %b1225 : f32
  } -> tensor<10x1152x8x8xf32>
  %e1227 = tensor.empty() : tensor<10x1152x10x10xf32>
  %f1228 = linalg.fill ins(%c0 : f32) outs(%e1227 : tensor<10x1152x10x10xf32>) -> tensor<10x1152x10x10xf32>
  %g1231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1226 : tensor<10x1152x8x8xf32>) outs(%f1228 : tensor<10x1152x10x10xf32>) {
  ^bb0(%a1229: f32, %o1230: f32):
    linalg.yield %a1229 : f32
  } -> tensor<10x1152x10x10xf32>
  %r1232 = tensor.expand_shape %mbconv7_3_weight [[0], [1], [2, 3], [4]] output_shape [1152, 1, 1, 3, 3] : tensor<1152x1x3x3xf32> into tensor<1152x1x1x3x3xf32>
  %r1233 = tensor.expand_shape %g1231 [[0], [1], [2, 3], [4]] output_shape [10, 1152, 1, 10, 10] : tensor<10x1152x10x10xf32> into tensor<10x1152x1x10x10xf32>
  %e1234 = tensor.empty() : tensor<10x1152x1x8x8xf32>
  %f1235 = linalg.fill ins(%c0 : f32) outs(%e1234 : tensor<10x1152x1x8x8xf32>) -> tensor<10x1152x1x8x8xf32>
  %g1241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1233, %r1232 : tensor<10x1152x1x10x10xf32>, tensor<1152x1x1x3x3xf32>) outs(%f1235 : tensor<10x1152x1x8x8xf32>) {
  ^bb0(%a1236: f32, %a1237: f32, %o1238: f32):
    %b1239 = arith.mulf %a1236, %a1237 : f32
    %b1240 = arith.addf %o1238, %b1239 : f32
    linalg.yield %b1240 : f32
  } -> tensor<10x1152x1x8x8xf32>
  %r1242 = tensor.collapse_shape %g1241 [[0], [1], [2, 3], [4]] : tensor<10x1152x1x8x8xf32> into tensor<10x1152x8x8xf32>
  %e1243 = tensor.empty() : tensor<1152xf32>
  %f1244 = linalg.fill ins(%c0 : f32) outs(%e1243 : tensor<1152xf32>) -> tensor<1152xf32>
  %g1248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1242 : tensor<10x1152x8x8xf32>) outs(%f1244 : tensor<1152xf32>) {
  ^bb0(%a1245: f32, %o1246: f32):
    %b1247 = arith.addf %a1245, %o1246 : f32
    linalg.yield %b1247 : f32
  } -> tensor<1152xf32>
  %e1249 = tensor.empty() : tensor<1152xf32>
  %g1253 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1248 : tensor<1152xf32>) outs(%e1249 : tensor<1152xf32>) {
  ^bb0(%a1250: f32, %o1251: f32):
    %b1252 = arith.divf %a1250, %c7 : f32
    linalg.yield %b1252 : f32
  } -> tensor<1152xf32>
  %e1255 = tensor.empty() : tensor<10x1152x8x8xf32>
  %g1261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1242, %g1253 : tensor<10x1152x8x8xf32>, tensor<1152xf32>) outs(%e1255 : tensor<10x1152x8x8xf32>) {
  ^bb0(%a1256: f32, %a1257: f32, %o1258: f32):
    %b1259 = arith.subf %a1256, %a1257 : f32
    %b1260 = arith.mulf %b1259, %b1259 : f32
    linalg.yield %b1260 : f32
  } -> tensor<10x1152x8x8xf32>
  %e1262 = tensor.empty() : tensor<1152xf32>
  %f1263 = linalg.fill ins(%c0 : f32) outs(%e1262 : tensor<1152xf32>) -> tensor<1152xf32>
  %g1267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1261 : tensor<10x1152x8x8xf32>) outs(%f1263 : tensor<1152xf32>) {
  ^bb0(%a1264: f32, %o1265: f32):
    %b1266 = arith.addf %a1264, %o1265 : f32
    linalg.yield %b1266 : f32
  } -> tensor<1152xf32>
  %e1268 = tensor.empty() : tensor<1152xf32>
  %g1272 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1267 : tensor<1152xf32>) outs(%e1268 : tensor<1152xf32>) {
  ^bb0(%a1269: f32, %o1270: f32):
    %b1271 = arith.divf %a1269, %c7 : f32
    linalg.yield %b1271 : f32
  } -> tensor<1152xf32>
  %e1276 = tensor.empty() : tensor<10x1152x8x8xf32>
  %g1289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1242, %g1253, %g1272, %mbconv7_4_weight, %mbconv7_4_bias : tensor<10x1152x8x8xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e1276 : tensor<10x1152x8x8xf32>) {
  ^bb0(%a1277: f32, %a1278: f32, %a1279: f32, %a1280: f32, %a1281: f32, %o1282: f32):
    %b1283 = arith.addf %a1279, %c2 : f32
    %b1284 = math.sqrt %b1283 : f32
    %b1285 = arith.subf %a1277, %a1278 : f32
    %b1286 = arith.divf %b1285, %b1284 : f32
    %b1287 = arith.mulf %b1286, %a1280 : f32
    %b1288 = arith.addf %b1287, %a1281 : f32
    linalg.yield %b1288 : f32
  } -> tensor<10x1152x8x8xf32>
  %e1290 = tensor.empty() : tensor<10x1152x8x8xf32>
  %g1295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1289 : tensor<10x1152x8x8xf32>) outs(%e1290 : tensor<10x1152x8x8xf32>) {
  ^bb0(%a1291: f32, %o1292: f32):
    %b1293 = arith.maximumf %a1291, %c0 : f32
    %b1294 = arith.minimumf %b1293, %c3 : f32
    linalg.yield %b1294 : f32
  } -> tensor<10x1152x8x8xf32>
  %e1296 = tensor.empty() : tensor<10x320x8x8xf32>
  %f1297 = linalg.fill ins(%c0 : f32) outs(%e1296 : tensor<10x320x8x8xf32>) -> tensor<10x320x8x8xf32>
  %conv1298 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1295, %mbconv7_6_weight : tensor<10x1152x8x8xf32>, tensor<320x1152x1x1xf32>) outs(%f1297 : tensor<10x320x8x8xf32>) -> tensor<10x320x8x8xf32>
  %e1299 = tensor.empty() : tensor<320xf32>
  %f1300 = linalg.fill ins(%c0 : f32) outs(%e1299 : tensor<320xf32>) -> tensor<320xf32>
  %g1304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1298 : tensor<10x320x8x8xf32>) outs(%f1300 : tensor<320xf32>) {
  ^bb0(%a1301: f32, %o1302: f32):
    %b1303 = arith.addf %a1301, %o1302 : f32
    linalg.yield %b1303 : f32
  } -> tensor<320xf32>
  %e1305 = tensor.empty() : tensor<320xf32>
  %g1309 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1304 : tensor<320xf32>) outs(%e1305 : tensor<320xf32>) {
  ^bb0(%a1306: f32, %o1307: f32):
    %b1308 = arith.divf %a1306, %c7 : f32
    linalg.yield %b1308 : f32
  } -> tensor<320xf32>
  %e1311 = tensor.empty() : tensor<10x320x8x8xf32>
  %g1317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1298, %g1309 : tensor<10x320x8x8xf32>, tensor<320xf32>) outs(%e1311 : tensor<10x320x8x8xf32>) {
  ^bb0(%a1312: f32, %a1313: f32, %o1314: f32):
    %b1315 = arith.subf %a1312, %a1313 : f32
    %b1316 = arith.mulf %b1315, %b1315 : f32
    linalg.yield %b1316 : f32
  } -> tensor<10x320x8x8xf32>
  %e1318 = tensor.empty() : tensor<320xf32>
  %f1319 = linalg.fill ins(%c0 : f32) outs(%e1318 : tensor<320xf32>) -> tensor<320xf32>
  %g1323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1317 : tensor<10x320x8x8xf32>) outs(%f1319 : tensor<320xf32>) {
  ^bb0(%a1320: f32, %o1321: f32):
    %b1322 = arith.addf %a1320, %o1321 : f32
    linalg.yield %b1322 : f32
  } -> tensor<320xf32>
  %e1324 = tensor.empty() : tensor<320xf32>
  %g1328 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1323 : tensor<320xf32>) outs(%e1324 : tensor<320xf32>) {
  ^bb0(%a1325: f32, %o1326: f32):
    %b1327 = arith.divf %a1325, %c7 : f32
    linalg.yield %b1327 : f32
  } -> tensor<320xf32>
  %e1332 = tensor.empty() : tensor<10x320x8x8xf32>
  %g1345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1298, %g1309, %g1328, %mbconv7_7_weight, %mbconv7_7_bias : tensor<10x320x8x8xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>) outs(%e1332 : tensor<10x320x8x8xf32>) {
  ^bb0(%a1333: f32, %a1334: f32, %a1335: f32, %a1336: f32, %a1337: f32, %o1338: f32):
    %b1339 = arith.addf %a1335, %c2 : f32
    %b1340 = math.sqrt %b1339 : f32
    %b1341 = arith.subf %a1333, %a1334 : f32
    %b1342 = arith.divf %b1341, %b1340 : f32
    %b1343 = arith.mulf %b1342, %a1336 : f32
    %b1344 = arith.addf %b1343, %a1337 : f32
    linalg.yield %b1344 : f32
  } -> tensor<10x320x8x8xf32>
  %e1346 = tensor.empty() : tensor<10x1280x8x8xf32>
  %f1347 = linalg.fill ins(%c0 : f32) outs(%e1346 : tensor<10x1280x8x8xf32>) -> tensor<10x1280x8x8xf32>
  %conv1348 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1345, %conv2_weight : tensor<10x320x8x8xf32>, tensor<1280x320x1x1xf32>) outs(%f1347 : tensor<10x1280x8x8xf32>) -> tensor<10x1280x8x8xf32>
  %e1349 = tensor.empty() : tensor<1280xf32>
  %f1350 = linalg.fill ins(%c0 : f32) outs(%e1349 : tensor<1280xf32>) -> tensor<1280xf32>
  %g1354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1348 : tensor<10x1280x8x8xf32>) outs(%f1350 : tensor<1280xf32>) {
  ^bb0(%a1351: f32, %o1352: f32):
    %b1353 = arith.addf %a1351, %o1352 : f32
    linalg.yield %b1353 : f32
  } -> tensor<1280xf32>
  %e1355 = tensor.empty() : tensor<1280xf32>
  %g1359 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1354 : tensor<1280xf32>) outs(%e1355 : tensor<1280xf32>) {
  ^bb0(%a1356: f32, %o1357: f32):
    %b1358 = arith.divf %a1356, %c7 : f32
    linalg.yield %b1358 : f32
  } -> tensor<1280xf32>
  %e1361 = tensor.empty() : tensor<10x1280x8x8xf32>
  %g1367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1348, %g1359 : tensor<10x1280x8x8xf32>, tensor<1280xf32>) outs(%e1361 : tensor<10x1280x8x8xf32>) {
  ^bb0(%a1362: f32, %a1363: f32, %o1364: f32):
    %b1365 = arith.subf %a1362, %a1363 : f32
    %b1366 = arith.mulf %b1365, %b1365 : f32
    linalg.yield %b1366 : f32
  } -> tensor<10x1280x8x8xf32>
  %e1368 = tensor.empty() : tensor<1280xf32>
  %f1369 = linalg.fill ins(%c0 : f32) outs(%e1368 : tensor<1280xf32>) -> tensor<1280xf32>
  %g1373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1367 : tensor<10x1280x8x8xf32>) outs(%f1369 : tensor<1280xf32>) {
  ^bb0(%a1370: f32, %o1371: f32):
    %b1372 = arith.addf %a1370, %o1371 : f32
    linalg.yield %b1372 : f32
  } -> tensor<1280xf32>
  %e1374 = tensor.empty() : tensor<1280xf32>
  %g1378 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1373 : tensor<1280xf32>) outs(%e1374 : tensor<1280xf32>) {
  ^bb0(%a1375: f32, %o1376: f32):
    %b1377 = arith.divf %a1375, %c7 : f32
    linalg.yield %b1377 : f32
  } -> tensor<1280xf32>
  %e1382 = tensor.empty() : tensor<10x1280x8x8xf32>
  %g1395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1348, %g1359, %g1378, %bn2_weight, %bn2_bias : tensor<10x1280x8x8xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>) outs(%e1382 : tensor<10x1280x8x8xf32>) {
  ^bb0(%a1383: f32, %a1384: f32, %a1385: f32, %a1386: f32, %a1387: f32, %o1388: f32):
    %b1389 = arith.addf %a1385, %c2 : f32
    %b1390 = math.sqrt %b1389 : f32
    %b1391 = arith.subf %a1383, %a1384 : f32
    %b1392 = arith.divf %b1391, %b1390 : f32
    %b1393 = arith.mulf %b1392, %a1386 : f32
    %b1394 = arith.addf %b1393, %a1387 : f32
    linalg.yield %b1394 : f32
  } -> tensor<10x1280x8x8xf32>
  %e1396 = tensor.empty() : tensor<10x1280x8x8xf32>
  %g1400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1395 : tensor<10x1280x8x8xf32>) outs(%e1396 : tensor<10x1280x8x8xf32>) {
  ^bb0(%a1397: f32, %o1398: f32):
    %b1399 = arith.maximumf %a1397, %c0 : f32
    linalg.yield %b1399 : f32
  } -> tensor<10x1280x8x8xf32>
  %e1401 = tensor.empty() : tensor<10x1280xf32>
  %f1402 = linalg.fill ins(%c0 : f32) outs(%e1401 : tensor<10x1280xf32>) -> tensor<10x1280xf32>
  %g1406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g1400 : tensor<10x1280x8x8xf32>) outs(%f1402 : tensor<10x1280xf32>) {
  ^bb0(%a1403: f32, %o1404: f32):
    %b1405 = arith.addf %a1403, %o1404 : f32
    linalg.yield %b1405 : f32
  } -> tensor<10x1280xf32>
  %e1407 = tensor.empty() : tensor<10x1280xf32>
  %g1411 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1406 : tensor<10x1280xf32>) outs(%e1407 : tensor<10x1280xf32>) {
  ^bb0(%a1408: f32, %o1409: f32):
    %b1410 = arith.divf %a1408, %c8 : f32
    linalg.yield %b1410 : f32
  } -> tensor<10x1280xf32>
  %r1412 = tensor.expand_shape %g1411 [[0], [1, 2, 3]] output_shape [10, 1280, 1, 1] : tensor<10x1280xf32> into tensor<10x1280x1x1xf32>
  %r1413 = tensor.collapse_shape %r1412 [[0], [1, 2, 3]] : tensor<10x1280x1x1xf32> into tensor<10x1280xf32>
  %e1414 = tensor.empty() : tensor<10x1000xf32>
  %f1415 = linalg.fill ins(%c0 : f32) outs(%e1414 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm1416 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1413, %fc_weight : tensor<10x1280xf32>, tensor<1000x1280xf32>) outs(%f1415 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e1417 = tensor.empty() : tensor<10x1000xf32>
  %g1422 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1416, %fc_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e1417 : tensor<10x1000xf32>) {
  ^bb0(%a1418: f32, %a1419: f32, %o1420: f32):
    %b1421 = arith.addf %a1418, %a1419 : f32
    linalg.yield %b1421 : f32
  } -> tensor<10x1000xf32>
  return %g1422 : tensor<10x1000xf32>
}
