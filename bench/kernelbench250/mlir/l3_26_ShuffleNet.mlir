// Imported by htam-import from 26_ShuffleNet.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), conv1_weight 24x3x3x3 (parameter:conv1.weight), bn1_weight 24 (parameter:bn1.weight), bn1_bias 24 (parameter:bn1.bias), stage2_0_conv1_weight 60x8x1x1 (parameter:stage2.0.conv1.weight), stage2_0_bn1_weight 60 (parameter:stage2.0.bn1.weight), stage2_0_bn1_bias 60 (parameter:stage2.0.bn1.bias), stage2_0_conv2_weight 60x1x3x3 (parameter:stage2.0.conv2.weight), stage2_0_bn2_weight 60 (parameter:stage2.0.bn2.weight), stage2_0_bn2_bias 60 (parameter:stage2.0.bn2.bias), stage2_0_conv3_weight 240x20x1x1 (parameter:stage2.0.conv3.weight), stage2_0_bn3_weight 240 (parameter:stage2.0.bn3.weight), stage2_0_bn3_bias 240 (parameter:stage2.0.bn3.bias), stage2_0_shortcut_0_weight 240x24x1x1 (parameter:stage2.0.shortcut.0.weight), stage2_0_shortcut_1_weight 240 (parameter:stage2.0.shortcut.1.weight), stage2_0_shortcut_1_bias 240 (parameter:stage2.0.shortcut.1.bias), stage2_1_conv1_weight 60x80x1x1 (parameter:stage2.1.conv1.weight), stage2_1_bn1_weight 60 (parameter:stage2.1.bn1.weight), stage2_1_bn1_bias 60 (parameter:stage2.1.bn1.bias), stage2_1_conv2_weight 60x1x3x3 (parameter:stage2.1.conv2.weight), stage2_1_bn2_weight 60 (parameter:stage2.1.bn2.weight), stage2_1_bn2_bias 60 (parameter:stage2.1.bn2.bias), stage2_1_conv3_weight 240x20x1x1 (parameter:stage2.1.conv3.weight), stage2_1_bn3_weight 240 (parameter:stage2.1.bn3.weight), stage2_1_bn3_bias 240 (parameter:stage2.1.bn3.bias), stage2_2_conv1_weight 60x80x1x1 (parameter:stage2.2.conv1.weight), stage2_2_bn1_weight 60 (parameter:stage2.2.bn1.weight), stage2_2_bn1_bias 60 (parameter:stage2.2.bn1.bias), stage2_2_conv2_weight 60x1x3x3 (parameter:stage2.2.conv2.weight), stage2_2_bn2_weight 60 (parameter:stage2.2.bn2.weight), stage2_2_bn2_bias 60 (parameter:stage2.2.bn2.bias), stage2_2_conv3_weight 240x20x1x1 (parameter:stage2.2.conv3.weight), stage2_2_bn3_weight 240 (parameter:stage2.2.bn3.weight), stage2_2_bn3_bias 240 (parameter:stage2.2.bn3.bias), stage3_0_conv1_weight 120x80x1x1 (parameter:stage3.0.conv1.weight), stage3_0_bn1_weight 120 (parameter:stage3.0.bn1.weight), stage3_0_bn1_bias 120 (parameter:stage3.0.bn1.bias), stage3_0_conv2_weight 120x1x3x3 (parameter:stage3.0.conv2.weight), stage3_0_bn2_weight 120 (parameter:stage3.0.bn2.weight), stage3_0_bn2_bias 120 (parameter:stage3.0.bn2.bias), stage3_0_conv3_weight 480x40x1x1 (parameter:stage3.0.conv3.weight), stage3_0_bn3_weight 480 (parameter:stage3.0.bn3.weight), stage3_0_bn3_bias 480 (parameter:stage3.0.bn3.bias), stage3_0_shortcut_0_weight 480x240x1x1 (parameter:stage3.0.shortcut.0.weight), stage3_0_shortcut_1_weight 480 (parameter:stage3.0.shortcut.1.weight), stage3_0_shortcut_1_bias 480 (parameter:stage3.0.shortcut.1.bias), stage3_1_conv1_weight 120x160x1x1 (parameter:stage3.1.conv1.weight), stage3_1_bn1_weight 120 (parameter:stage3.1.bn1.weight), stage3_1_bn1_bias 120 (parameter:stage3.1.bn1.bias), stage3_1_conv2_weight 120x1x3x3 (parameter:stage3.1.conv2.weight), stage3_1_bn2_weight 120 (parameter:stage3.1.bn2.weight), stage3_1_bn2_bias 120 (parameter:stage3.1.bn2.bias), stage3_1_conv3_weight 480x40x1x1 (parameter:stage3.1.conv3.weight), stage3_1_bn3_weight 480 (parameter:stage3.1.bn3.weight), stage3_1_bn3_bias 480 (parameter:stage3.1.bn3.bias), stage3_2_conv1_weight 120x160x1x1 (parameter:stage3.2.conv1.weight), stage3_2_bn1_weight 120 (parameter:stage3.2.bn1.weight), stage3_2_bn1_bias 120 (parameter:stage3.2.bn1.bias), stage3_2_conv2_weight 120x1x3x3 (parameter:stage3.2.conv2.weight), stage3_2_bn2_weight 120 (parameter:stage3.2.bn2.weight), stage3_2_bn2_bias 120 (parameter:stage3.2.bn2.bias), stage3_2_conv3_weight 480x40x1x1 (parameter:stage3.2.conv3.weight), stage3_2_bn3_weight 480 (parameter:stage3.2.bn3.weight), stage3_2_bn3_bias 480 (parameter:stage3.2.bn3.bias), stage3_3_conv1_weight 120x160x1x1 (parameter:stage3.3.conv1.weight), stage3_3_bn1_weight 120 (parameter:stage3.3.bn1.weight), stage3_3_bn1_bias 120 (parameter:stage3.3.bn1.bias), stage3_3_conv2_weight 120x1x3x3 (parameter:stage3.3.conv2.weight), stage3_3_bn2_weight 120 (parameter:stage3.3.bn2.weight), stage3_3_bn2_bias 120 (parameter:stage3.3.bn2.bias), stage3_3_conv3_weight 480x40x1x1 (parameter:stage3.3.conv3.weight), stage3_3_bn3_weight 480 (parameter:stage3.3.bn3.weight), stage3_3_bn3_bias 480 (parameter:stage3.3.bn3.bias), stage3_4_conv1_weight 120x160x1x1 (parameter:stage3.4.conv1.weight), stage3_4_bn1_weight 120 (parameter:stage3.4.bn1.weight), stage3_4_bn1_bias 120 (parameter:stage3.4.bn1.bias), stage3_4_conv2_weight 120x1x3x3 (parameter:stage3.4.conv2.weight), stage3_4_bn2_weight 120 (parameter:stage3.4.bn2.weight), stage3_4_bn2_bias 120 (parameter:stage3.4.bn2.bias), stage3_4_conv3_weight 480x40x1x1 (parameter:stage3.4.conv3.weight), stage3_4_bn3_weight 480 (parameter:stage3.4.bn3.weight), stage3_4_bn3_bias 480 (parameter:stage3.4.bn3.bias), stage3_5_conv1_weight 120x160x1x1 (parameter:stage3.5.conv1.weight), stage3_5_bn1_weight 120 (parameter:stage3.5.bn1.weight), stage3_5_bn1_bias 120 (parameter:stage3.5.bn1.bias), stage3_5_conv2_weight 120x1x3x3 (parameter:stage3.5.conv2.weight), stage3_5_bn2_weight 120 (parameter:stage3.5.bn2.weight), stage3_5_bn2_bias 120 (parameter:stage3.5.bn2.bias), stage3_5_conv3_weight 480x40x1x1 (parameter:stage3.5.conv3.weight), stage3_5_bn3_weight 480 (parameter:stage3.5.bn3.weight), stage3_5_bn3_bias 480 (parameter:stage3.5.bn3.bias), stage3_6_conv1_weight 120x160x1x1 (parameter:stage3.6.conv1.weight), stage3_6_bn1_weight 120 (parameter:stage3.6.bn1.weight), stage3_6_bn1_bias 120 (parameter:stage3.6.bn1.bias), stage3_6_conv2_weight 120x1x3x3 (parameter:stage3.6.conv2.weight), stage3_6_bn2_weight 120 (parameter:stage3.6.bn2.weight), stage3_6_bn2_bias 120 (parameter:stage3.6.bn2.bias), stage3_6_conv3_weight 480x40x1x1 (parameter:stage3.6.conv3.weight), stage3_6_bn3_weight 480 (parameter:stage3.6.bn3.weight), stage3_6_bn3_bias 480 (parameter:stage3.6.bn3.bias), stage4_0_conv1_weight 240x160x1x1 (parameter:stage4.0.conv1.weight), stage4_0_bn1_weight 240 (parameter:stage4.0.bn1.weight), stage4_0_bn1_bias 240 (parameter:stage4.0.bn1.bias), stage4_0_conv2_weight 240x1x3x3 (parameter:stage4.0.conv2.weight), stage4_0_bn2_weight 240 (parameter:stage4.0.bn2.weight), stage4_0_bn2_bias 240 (parameter:stage4.0.bn2.bias), stage4_0_conv3_weight 960x80x1x1 (parameter:stage4.0.conv3.weight), stage4_0_bn3_weight 960 (parameter:stage4.0.bn3.weight), stage4_0_bn3_bias 960 (parameter:stage4.0.bn3.bias), stage4_0_shortcut_0_weight 960x480x1x1 (parameter:stage4.0.shortcut.0.weight), stage4_0_shortcut_1_weight 960 (parameter:stage4.0.shortcut.1.weight), stage4_0_shortcut_1_bias 960 (parameter:stage4.0.shortcut.1.bias), stage4_1_conv1_weight 240x320x1x1 (parameter:stage4.1.conv1.weight), stage4_1_bn1_weight 240 (parameter:stage4.1.bn1.weight), stage4_1_bn1_bias 240 (parameter:stage4.1.bn1.bias), stage4_1_conv2_weight 240x1x3x3 (parameter:stage4.1.conv2.weight), stage4_1_bn2_weight 240 (parameter:stage4.1.bn2.weight), stage4_1_bn2_bias 240 (parameter:stage4.1.bn2.bias), stage4_1_conv3_weight 960x80x1x1 (parameter:stage4.1.conv3.weight), stage4_1_bn3_weight 960 (parameter:stage4.1.bn3.weight), stage4_1_bn3_bias 960 (parameter:stage4.1.bn3.bias), stage4_2_conv1_weight 240x320x1x1 (parameter:stage4.2.conv1.weight), stage4_2_bn1_weight 240 (parameter:stage4.2.bn1.weight), stage4_2_bn1_bias 240 (parameter:stage4.2.bn1.bias), stage4_2_conv2_weight 240x1x3x3 (parameter:stage4.2.conv2.weight), stage4_2_bn2_weight 240 (parameter:stage4.2.bn2.weight), stage4_2_bn2_bias 240 (parameter:stage4.2.bn2.bias), stage4_2_conv3_weight 960x80x1x1 (parameter:stage4.2.conv3.weight), stage4_2_bn3_weight 960 (parameter:stage4.2.bn3.weight), stage4_2_bn3_bias 960 (parameter:stage4.2.bn3.bias), conv5_weight 1024x960x1x1 (parameter:conv5.weight), bn5_weight 1024 (parameter:bn5.weight), bn5_bias 1024 (parameter:bn5.bias), fc_weight 1000x1024 (parameter:fc.weight), fc_bias 1000 (parameter:fc.bias)
func.func @l3_26_shufflenet(
    %x: tensor<10x3x224x224xf32>,
    %conv1_weight: tensor<24x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %bn1_weight: tensor<24xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn1_bias: tensor<24xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_0_conv1_weight: tensor<60x8x1x1xf32> {htam.init = "uniform(-0.353553391..0.353553391)"},
    %stage2_0_bn1_weight: tensor<60xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_0_bn1_bias: tensor<60xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_0_conv2_weight: tensor<60x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage2_0_bn2_weight: tensor<60xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_0_bn2_bias: tensor<60xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_0_conv3_weight: tensor<240x20x1x1xf32> {htam.init = "uniform(-0.223606798..0.223606798)"},
    %stage2_0_bn3_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_0_bn3_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_0_shortcut_0_weight: tensor<240x24x1x1xf32> {htam.init = "uniform(-0.204124145..0.204124145)"},
    %stage2_0_shortcut_1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_0_shortcut_1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_1_conv1_weight: tensor<60x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %stage2_1_bn1_weight: tensor<60xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_1_bn1_bias: tensor<60xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_1_conv2_weight: tensor<60x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage2_1_bn2_weight: tensor<60xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_1_bn2_bias: tensor<60xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_1_conv3_weight: tensor<240x20x1x1xf32> {htam.init = "uniform(-0.223606798..0.223606798)"},
    %stage2_1_bn3_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_1_bn3_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_2_conv1_weight: tensor<60x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %stage2_2_bn1_weight: tensor<60xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_2_bn1_bias: tensor<60xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_2_conv2_weight: tensor<60x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage2_2_bn2_weight: tensor<60xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_2_bn2_bias: tensor<60xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage2_2_conv3_weight: tensor<240x20x1x1xf32> {htam.init = "uniform(-0.223606798..0.223606798)"},
    %stage2_2_bn3_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage2_2_bn3_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_0_conv1_weight: tensor<120x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %stage3_0_bn1_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_0_bn1_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_0_conv2_weight: tensor<120x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage3_0_bn2_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_0_bn2_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_0_conv3_weight: tensor<480x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %stage3_0_bn3_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_0_bn3_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_0_shortcut_0_weight: tensor<480x240x1x1xf32> {htam.init = "uniform(-0.0645497224..0.0645497224)"},
    %stage3_0_shortcut_1_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_0_shortcut_1_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_1_conv1_weight: tensor<120x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %stage3_1_bn1_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_1_bn1_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_1_conv2_weight: tensor<120x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage3_1_bn2_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_1_bn2_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_1_conv3_weight: tensor<480x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %stage3_1_bn3_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_1_bn3_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_2_conv1_weight: tensor<120x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %stage3_2_bn1_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_2_bn1_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_2_conv2_weight: tensor<120x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage3_2_bn2_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_2_bn2_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_2_conv3_weight: tensor<480x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %stage3_2_bn3_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_2_bn3_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_3_conv1_weight: tensor<120x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %stage3_3_bn1_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_3_bn1_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_3_conv2_weight: tensor<120x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage3_3_bn2_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_3_bn2_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_3_conv3_weight: tensor<480x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %stage3_3_bn3_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_3_bn3_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_4_conv1_weight: tensor<120x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %stage3_4_bn1_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_4_bn1_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_4_conv2_weight: tensor<120x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage3_4_bn2_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_4_bn2_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_4_conv3_weight: tensor<480x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %stage3_4_bn3_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_4_bn3_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_5_conv1_weight: tensor<120x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %stage3_5_bn1_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_5_bn1_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_5_conv2_weight: tensor<120x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage3_5_bn2_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_5_bn2_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_5_conv3_weight: tensor<480x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %stage3_5_bn3_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_5_bn3_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_6_conv1_weight: tensor<120x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %stage3_6_bn1_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_6_bn1_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_6_conv2_weight: tensor<120x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage3_6_bn2_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_6_bn2_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage3_6_conv3_weight: tensor<480x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %stage3_6_bn3_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage3_6_bn3_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_0_conv1_weight: tensor<240x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %stage4_0_bn1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_0_bn1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_0_conv2_weight: tensor<240x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage4_0_bn2_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_0_bn2_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_0_conv3_weight: tensor<960x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %stage4_0_bn3_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_0_bn3_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_0_shortcut_0_weight: tensor<960x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %stage4_0_shortcut_1_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_0_shortcut_1_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_1_conv1_weight: tensor<240x320x1x1xf32> {htam.init = "uniform(-0.0559016994..0.0559016994)"},
    %stage4_1_bn1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_1_bn1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_1_conv2_weight: tensor<240x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage4_1_bn2_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_1_bn2_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_1_conv3_weight: tensor<960x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %stage4_1_bn3_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_1_bn3_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_2_conv1_weight: tensor<240x320x1x1xf32> {htam.init = "uniform(-0.0559016994..0.0559016994)"},
    %stage4_2_bn1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_2_bn1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_2_conv2_weight: tensor<240x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %stage4_2_bn2_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_2_bn2_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %stage4_2_conv3_weight: tensor<960x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %stage4_2_bn3_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %stage4_2_bn3_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %conv5_weight: tensor<1024x960x1x1xf32> {htam.init = "uniform(-0.0322748612..0.0322748612)"},
    %bn5_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn5_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_weight: tensor<1000x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %fc_bias: tensor<1000xf32> {htam.init = "uniform(-0.03125..0.03125)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.2544e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 3.136e+04 : f32
  %c5 = arith.constant 3136.0 : f32
  %e1 = tensor.empty() : tensor<10x3x226x226xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x3x226x226xf32>) -> tensor<10x3x226x226xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<10x3x224x224xf32>) outs(%f2 : tensor<10x3x226x226xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<10x3x226x226xf32>
  %e6 = tensor.empty() : tensor<10x24x112x112xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<10x24x112x112xf32>) -> tensor<10x24x112x112xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g5, %conv1_weight : tensor<10x3x226x226xf32>, tensor<24x3x3x3xf32>) outs(%f7 : tensor<10x24x112x112xf32>) -> tensor<10x24x112x112xf32>
  %e9 = tensor.empty() : tensor<10x24x112xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<10x24x112xf32>) -> tensor<10x24x112xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv8 : tensor<10x24x112x112xf32>) outs(%f10 : tensor<10x24x112xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.addf %a11, %o12 : f32
    linalg.yield %b13 : f32
  } -> tensor<10x24x112xf32>
  %e15 = tensor.empty() : tensor<24xf32>
  %f16 = linalg.fill ins(%c0 : f32) outs(%e15 : tensor<24xf32>) -> tensor<24xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g14 : tensor<10x24x112xf32>) outs(%f16 : tensor<24xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.addf %a17, %o18 : f32
    linalg.yield %b19 : f32
  } -> tensor<24xf32>
  %e21 = tensor.empty() : tensor<24xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g20 : tensor<24xf32>) outs(%e21 : tensor<24xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.divf %a22, %c1 : f32
    linalg.yield %b24 : f32
  } -> tensor<24xf32>
  %e27 = tensor.empty() : tensor<10x24x112x112xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25 : tensor<10x24x112x112xf32>, tensor<24xf32>) outs(%e27 : tensor<10x24x112x112xf32>) {
  ^bb0(%a28: f32, %a29: f32, %o30: f32):
    %b31 = arith.subf %a28, %a29 : f32
    %b32 = arith.mulf %b31, %b31 : f32
    linalg.yield %b32 : f32
  } -> tensor<10x24x112x112xf32>
  %e34 = tensor.empty() : tensor<10x24x112xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<10x24x112xf32>) -> tensor<10x24x112xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g33 : tensor<10x24x112x112xf32>) outs(%f35 : tensor<10x24x112xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.addf %a36, %o37 : f32
    linalg.yield %b38 : f32
  } -> tensor<10x24x112xf32>
  %e40 = tensor.empty() : tensor<24xf32>
  %f41 = linalg.fill ins(%c0 : f32) outs(%e40 : tensor<24xf32>) -> tensor<24xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g39 : tensor<10x24x112xf32>) outs(%f41 : tensor<24xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    %b44 = arith.addf %a42, %o43 : f32
    linalg.yield %b44 : f32
  } -> tensor<24xf32>
  %e46 = tensor.empty() : tensor<24xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g45 : tensor<24xf32>) outs(%e46 : tensor<24xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    %b49 = arith.divf %a47, %c1 : f32
    linalg.yield %b49 : f32
  } -> tensor<24xf32>
  %e54 = tensor.empty() : tensor<10x24x112x112xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25, %g50, %bn1_weight, %bn1_bias : tensor<10x24x112x112xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%e54 : tensor<10x24x112x112xf32>) {
  ^bb0(%a55: f32, %a56: f32, %a57: f32, %a58: f32, %a59: f32, %o60: f32):
    %b61 = arith.addf %a57, %c2 : f32
    %b62 = math.sqrt %b61 : f32
    %b63 = arith.subf %a55, %a56 : f32
    %b64 = arith.divf %b63, %b62 : f32
    %b65 = arith.mulf %b64, %a58 : f32
    %b66 = arith.addf %b65, %a59 : f32
    linalg.yield %b66 : f32
  } -> tensor<10x24x112x112xf32>
  %e68 = tensor.empty() : tensor<10x24x112x112xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g67 : tensor<10x24x112x112xf32>) outs(%e68 : tensor<10x24x112x112xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    %b71 = arith.maximumf %a69, %c0 : f32
    linalg.yield %b71 : f32
  } -> tensor<10x24x112x112xf32>
  %e73 = tensor.empty() : tensor<10x24x114x114xf32>
  %f74 = linalg.fill ins(%c3 : f32) outs(%e73 : tensor<10x24x114x114xf32>) -> tensor<10x24x114x114xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g72 : tensor<10x24x112x112xf32>) outs(%f74 : tensor<10x24x114x114xf32>) {
  ^bb0(%a75: f32, %o76: f32):
    linalg.yield %a75 : f32
  } -> tensor<10x24x114x114xf32>
  %e78 = tensor.empty() : tensor<10x24x56x56xf32>
  %f79 = linalg.fill ins(%c3 : f32) outs(%e78 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %e80 = tensor.empty() : tensor<3x3xf32>
  %pool81 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g77, %e80 : tensor<10x24x114x114xf32>, tensor<3x3xf32>) outs(%f79 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %r82 = tensor.expand_shape %stage2_0_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 20, 8, 1, 1] : tensor<60x8x1x1xf32> into tensor<3x20x8x1x1xf32>
  %r83 = tensor.expand_shape %pool81 [[0], [1, 2], [3], [4]] output_shape [10, 3, 8, 56, 56] : tensor<10x24x56x56xf32> into tensor<10x3x8x56x56xf32>
  %e84 = tensor.empty() : tensor<10x3x20x56x56xf32>
  %f85 = linalg.fill ins(%c0 : f32) outs(%e84 : tensor<10x3x20x56x56xf32>) -> tensor<10x3x20x56x56xf32>
  %g91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r83, %r82 : tensor<10x3x8x56x56xf32>, tensor<3x20x8x1x1xf32>) outs(%f85 : tensor<10x3x20x56x56xf32>) {
  ^bb0(%a86: f32, %a87: f32, %o88: f32):
    %b89 = arith.mulf %a86, %a87 : f32
    %b90 = arith.addf %o88, %b89 : f32
    linalg.yield %b90 : f32
  } -> tensor<10x3x20x56x56xf32>
  %r92 = tensor.collapse_shape %g91 [[0], [1, 2], [3], [4]] : tensor<10x3x20x56x56xf32> into tensor<10x60x56x56xf32>
  %e93 = tensor.empty() : tensor<60xf32>
  %f94 = linalg.fill ins(%c0 : f32) outs(%e93 : tensor<60xf32>) -> tensor<60xf32>
  %g98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r92 : tensor<10x60x56x56xf32>) outs(%f94 : tensor<60xf32>) {
  ^bb0(%a95: f32, %o96: f32):
    %b97 = arith.addf %a95, %o96 : f32
    linalg.yield %b97 : f32
  } -> tensor<60xf32>
  %e99 = tensor.empty() : tensor<60xf32>
  %g103 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g98 : tensor<60xf32>) outs(%e99 : tensor<60xf32>) {
  ^bb0(%a100: f32, %o101: f32):
    %b102 = arith.divf %a100, %c4 : f32
    linalg.yield %b102 : f32
  } -> tensor<60xf32>
  %e105 = tensor.empty() : tensor<10x60x56x56xf32>
  %g111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r92, %g103 : tensor<10x60x56x56xf32>, tensor<60xf32>) outs(%e105 : tensor<10x60x56x56xf32>) {
  ^bb0(%a106: f32, %a107: f32, %o108: f32):
    %b109 = arith.subf %a106, %a107 : f32
    %b110 = arith.mulf %b109, %b109 : f32
    linalg.yield %b110 : f32
  } -> tensor<10x60x56x56xf32>
  %e112 = tensor.empty() : tensor<60xf32>
  %f113 = linalg.fill ins(%c0 : f32) outs(%e112 : tensor<60xf32>) -> tensor<60xf32>
  %g117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g111 : tensor<10x60x56x56xf32>) outs(%f113 : tensor<60xf32>) {
  ^bb0(%a114: f32, %o115: f32):
    %b116 = arith.addf %a114, %o115 : f32
    linalg.yield %b116 : f32
  } -> tensor<60xf32>
  %e118 = tensor.empty() : tensor<60xf32>
  %g122 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g117 : tensor<60xf32>) outs(%e118 : tensor<60xf32>) {
  ^bb0(%a119: f32, %o120: f32):
    %b121 = arith.divf %a119, %c4 : f32
    linalg.yield %b121 : f32
  } -> tensor<60xf32>
  %e126 = tensor.empty() : tensor<10x60x56x56xf32>
  %g139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r92, %g103, %g122, %stage2_0_bn1_weight, %stage2_0_bn1_bias : tensor<10x60x56x56xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>) outs(%e126 : tensor<10x60x56x56xf32>) {
  ^bb0(%a127: f32, %a128: f32, %a129: f32, %a130: f32, %a131: f32, %o132: f32):
    %b133 = arith.addf %a129, %c2 : f32
    %b134 = math.sqrt %b133 : f32
    %b135 = arith.subf %a127, %a128 : f32
    %b136 = arith.divf %b135, %b134 : f32
    %b137 = arith.mulf %b136, %a130 : f32
    %b138 = arith.addf %b137, %a131 : f32
    linalg.yield %b138 : f32
  } -> tensor<10x60x56x56xf32>
  %e140 = tensor.empty() : tensor<10x60x56x56xf32>
  %g144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g139 : tensor<10x60x56x56xf32>) outs(%e140 : tensor<10x60x56x56xf32>) {
  ^bb0(%a141: f32, %o142: f32):
    %b143 = arith.maximumf %a141, %c0 : f32
    linalg.yield %b143 : f32
  } -> tensor<10x60x56x56xf32>
  %e145 = tensor.empty() : tensor<10x60x58x58xf32>
  %f146 = linalg.fill ins(%c0 : f32) outs(%e145 : tensor<10x60x58x58xf32>) -> tensor<10x60x58x58xf32>
  %g149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g144 : tensor<10x60x56x56xf32>) outs(%f146 : tensor<10x60x58x58xf32>) {
  ^bb0(%a147: f32, %o148: f32):
    linalg.yield %a147 : f32
  } -> tensor<10x60x58x58xf32>
  %r150 = tensor.expand_shape %stage2_0_conv2_weight [[0], [1], [2, 3], [4]] output_shape [60, 1, 1, 3, 3] : tensor<60x1x3x3xf32> into tensor<60x1x1x3x3xf32>
  %r151 = tensor.expand_shape %g149 [[0], [1], [2, 3], [4]] output_shape [10, 60, 1, 58, 58] : tensor<10x60x58x58xf32> into tensor<10x60x1x58x58xf32>
  %e152 = tensor.empty() : tensor<10x60x1x56x56xf32>
  %f153 = linalg.fill ins(%c0 : f32) outs(%e152 : tensor<10x60x1x56x56xf32>) -> tensor<10x60x1x56x56xf32>
  %g159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r151, %r150 : tensor<10x60x1x58x58xf32>, tensor<60x1x1x3x3xf32>) outs(%f153 : tensor<10x60x1x56x56xf32>) {
  ^bb0(%a154: f32, %a155: f32, %o156: f32):
    %b157 = arith.mulf %a154, %a155 : f32
    %b158 = arith.addf %o156, %b157 : f32
    linalg.yield %b158 : f32
  } -> tensor<10x60x1x56x56xf32>
  %r160 = tensor.collapse_shape %g159 [[0], [1], [2, 3], [4]] : tensor<10x60x1x56x56xf32> into tensor<10x60x56x56xf32>
  %e161 = tensor.empty() : tensor<60xf32>
  %f162 = linalg.fill ins(%c0 : f32) outs(%e161 : tensor<60xf32>) -> tensor<60xf32>
  %g166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r160 : tensor<10x60x56x56xf32>) outs(%f162 : tensor<60xf32>) {
  ^bb0(%a163: f32, %o164: f32):
    %b165 = arith.addf %a163, %o164 : f32
    linalg.yield %b165 : f32
  } -> tensor<60xf32>
  %e167 = tensor.empty() : tensor<60xf32>
  %g171 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g166 : tensor<60xf32>) outs(%e167 : tensor<60xf32>) {
  ^bb0(%a168: f32, %o169: f32):
    %b170 = arith.divf %a168, %c4 : f32
    linalg.yield %b170 : f32
  } -> tensor<60xf32>
  %e173 = tensor.empty() : tensor<10x60x56x56xf32>
  %g179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r160, %g171 : tensor<10x60x56x56xf32>, tensor<60xf32>) outs(%e173 : tensor<10x60x56x56xf32>) {
  ^bb0(%a174: f32, %a175: f32, %o176: f32):
    %b177 = arith.subf %a174, %a175 : f32
    %b178 = arith.mulf %b177, %b177 : f32
    linalg.yield %b178 : f32
  } -> tensor<10x60x56x56xf32>
  %e180 = tensor.empty() : tensor<60xf32>
  %f181 = linalg.fill ins(%c0 : f32) outs(%e180 : tensor<60xf32>) -> tensor<60xf32>
  %g185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g179 : tensor<10x60x56x56xf32>) outs(%f181 : tensor<60xf32>) {
  ^bb0(%a182: f32, %o183: f32):
    %b184 = arith.addf %a182, %o183 : f32
    linalg.yield %b184 : f32
  } -> tensor<60xf32>
  %e186 = tensor.empty() : tensor<60xf32>
  %g190 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g185 : tensor<60xf32>) outs(%e186 : tensor<60xf32>) {
  ^bb0(%a187: f32, %o188: f32):
    %b189 = arith.divf %a187, %c4 : f32
    linalg.yield %b189 : f32
  } -> tensor<60xf32>
  %e194 = tensor.empty() : tensor<10x60x56x56xf32>
  %g207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r160, %g171, %g190, %stage2_0_bn2_weight, %stage2_0_bn2_bias : tensor<10x60x56x56xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>) outs(%e194 : tensor<10x60x56x56xf32>) {
  ^bb0(%a195: f32, %a196: f32, %a197: f32, %a198: f32, %a199: f32, %o200: f32):
    %b201 = arith.addf %a197, %c2 : f32
    %b202 = math.sqrt %b201 : f32
    %b203 = arith.subf %a195, %a196 : f32
    %b204 = arith.divf %b203, %b202 : f32
    %b205 = arith.mulf %b204, %a198 : f32
    %b206 = arith.addf %b205, %a199 : f32
    linalg.yield %b206 : f32
  } -> tensor<10x60x56x56xf32>
  %r208 = tensor.expand_shape %g207 [[0], [1, 2], [3], [4]] output_shape [10, 3, 20, 56, 56] : tensor<10x60x56x56xf32> into tensor<10x3x20x56x56xf32>
  %e209 = tensor.empty() : tensor<10x20x3x56x56xf32>
  %g212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r208 : tensor<10x3x20x56x56xf32>) outs(%e209 : tensor<10x20x3x56x56xf32>) {
  ^bb0(%a210: f32, %o211: f32):
    linalg.yield %a210 : f32
  } -> tensor<10x20x3x56x56xf32>
  %r213 = tensor.collapse_shape %g212 [[0], [1, 2], [3], [4]] : tensor<10x20x3x56x56xf32> into tensor<10x60x56x56xf32>
  %r214 = tensor.expand_shape %stage2_0_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 80, 20, 1, 1] : tensor<240x20x1x1xf32> into tensor<3x80x20x1x1xf32>
  %r215 = tensor.expand_shape %r213 [[0], [1, 2], [3], [4]] output_shape [10, 3, 20, 56, 56] : tensor<10x60x56x56xf32> into tensor<10x3x20x56x56xf32>
  %e216 = tensor.empty() : tensor<10x3x80x56x56xf32>
  %f217 = linalg.fill ins(%c0 : f32) outs(%e216 : tensor<10x3x80x56x56xf32>) -> tensor<10x3x80x56x56xf32>
  %g223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r215, %r214 : tensor<10x3x20x56x56xf32>, tensor<3x80x20x1x1xf32>) outs(%f217 : tensor<10x3x80x56x56xf32>) {
  ^bb0(%a218: f32, %a219: f32, %o220: f32):
    %b221 = arith.mulf %a218, %a219 : f32
    %b222 = arith.addf %o220, %b221 : f32
    linalg.yield %b222 : f32
  } -> tensor<10x3x80x56x56xf32>
  %r224 = tensor.collapse_shape %g223 [[0], [1, 2], [3], [4]] : tensor<10x3x80x56x56xf32> into tensor<10x240x56x56xf32>
  %e225 = tensor.empty() : tensor<240xf32>
  %f226 = linalg.fill ins(%c0 : f32) outs(%e225 : tensor<240xf32>) -> tensor<240xf32>
  %g230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r224 : tensor<10x240x56x56xf32>) outs(%f226 : tensor<240xf32>) {
  ^bb0(%a227: f32, %o228: f32):
    %b229 = arith.addf %a227, %o228 : f32
    linalg.yield %b229 : f32
  } -> tensor<240xf32>
  %e231 = tensor.empty() : tensor<240xf32>
  %g235 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g230 : tensor<240xf32>) outs(%e231 : tensor<240xf32>) {
  ^bb0(%a232: f32, %o233: f32):
    %b234 = arith.divf %a232, %c4 : f32
    linalg.yield %b234 : f32
  } -> tensor<240xf32>
  %e237 = tensor.empty() : tensor<10x240x56x56xf32>
  %g243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r224, %g235 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e237 : tensor<10x240x56x56xf32>) {
  ^bb0(%a238: f32, %a239: f32, %o240: f32):
    %b241 = arith.subf %a238, %a239 : f32
    %b242 = arith.mulf %b241, %b241 : f32
    linalg.yield %b242 : f32
  } -> tensor<10x240x56x56xf32>
  %e244 = tensor.empty() : tensor<240xf32>
  %f245 = linalg.fill ins(%c0 : f32) outs(%e244 : tensor<240xf32>) -> tensor<240xf32>
  %g249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g243 : tensor<10x240x56x56xf32>) outs(%f245 : tensor<240xf32>) {
  ^bb0(%a246: f32, %o247: f32):
    %b248 = arith.addf %a246, %o247 : f32
    linalg.yield %b248 : f32
  } -> tensor<240xf32>
  %e250 = tensor.empty() : tensor<240xf32>
  %g254 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g249 : tensor<240xf32>) outs(%e250 : tensor<240xf32>) {
  ^bb0(%a251: f32, %o252: f32):
    %b253 = arith.divf %a251, %c4 : f32
    linalg.yield %b253 : f32
  } -> tensor<240xf32>
  %e258 = tensor.empty() : tensor<10x240x56x56xf32>
  %g271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r224, %g235, %g254, %stage2_0_bn3_weight, %stage2_0_bn3_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e258 : tensor<10x240x56x56xf32>) {
  ^bb0(%a259: f32, %a260: f32, %a261: f32, %a262: f32, %a263: f32, %o264: f32):
    %b265 = arith.addf %a261, %c2 : f32
    %b266 = math.sqrt %b265 : f32
    %b267 = arith.subf %a259, %a260 : f32
    %b268 = arith.divf %b267, %b266 : f32
    %b269 = arith.mulf %b268, %a262 : f32
    %b270 = arith.addf %b269, %a263 : f32
    linalg.yield %b270 : f32
  } -> tensor<10x240x56x56xf32>
  %e272 = tensor.empty() : tensor<10x240x56x56xf32>
  %g276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g271 : tensor<10x240x56x56xf32>) outs(%e272 : tensor<10x240x56x56xf32>) {
  ^bb0(%a273: f32, %o274: f32):
    %b275 = arith.maximumf %a273, %c0 : f32
    linalg.yield %b275 : f32
  } -> tensor<10x240x56x56xf32>
  %e277 = tensor.empty() : tensor<10x240x56x56xf32>
  %f278 = linalg.fill ins(%c0 : f32) outs(%e277 : tensor<10x240x56x56xf32>) -> tensor<10x240x56x56xf32>
  %conv279 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool81, %stage2_0_shortcut_0_weight : tensor<10x24x56x56xf32>, tensor<240x24x1x1xf32>) outs(%f278 : tensor<10x240x56x56xf32>) -> tensor<10x240x56x56xf32>
  %e280 = tensor.empty() : tensor<240xf32>
  %f281 = linalg.fill ins(%c0 : f32) outs(%e280 : tensor<240xf32>) -> tensor<240xf32>
  %g285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv279 : tensor<10x240x56x56xf32>) outs(%f281 : tensor<240xf32>) {
  ^bb0(%a282: f32, %o283: f32):
    %b284 = arith.addf %a282, %o283 : f32
    linalg.yield %b284 : f32
  } -> tensor<240xf32>
  %e286 = tensor.empty() : tensor<240xf32>
  %g290 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g285 : tensor<240xf32>) outs(%e286 : tensor<240xf32>) {
  ^bb0(%a287: f32, %o288: f32):
    %b289 = arith.divf %a287, %c4 : f32
    linalg.yield %b289 : f32
  } -> tensor<240xf32>
  %e292 = tensor.empty() : tensor<10x240x56x56xf32>
  %g298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv279, %g290 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e292 : tensor<10x240x56x56xf32>) {
  ^bb0(%a293: f32, %a294: f32, %o295: f32):
    %b296 = arith.subf %a293, %a294 : f32
    %b297 = arith.mulf %b296, %b296 : f32
    linalg.yield %b297 : f32
  } -> tensor<10x240x56x56xf32>
  %e299 = tensor.empty() : tensor<240xf32>
  %f300 = linalg.fill ins(%c0 : f32) outs(%e299 : tensor<240xf32>) -> tensor<240xf32>
  %g304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g298 : tensor<10x240x56x56xf32>) outs(%f300 : tensor<240xf32>) {
  ^bb0(%a301: f32, %o302: f32):
    %b303 = arith.addf %a301, %o302 : f32
    linalg.yield %b303 : f32
  } -> tensor<240xf32>
  %e305 = tensor.empty() : tensor<240xf32>
  %g309 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g304 : tensor<240xf32>) outs(%e305 : tensor<240xf32>) {
  ^bb0(%a306: f32, %o307: f32):
    %b308 = arith.divf %a306, %c4 : f32
    linalg.yield %b308 : f32
  } -> tensor<240xf32>
  %e313 = tensor.empty() : tensor<10x240x56x56xf32>
  %g326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv279, %g290, %g309, %stage2_0_shortcut_1_weight, %stage2_0_shortcut_1_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e313 : tensor<10x240x56x56xf32>) {
  ^bb0(%a314: f32, %a315: f32, %a316: f32, %a317: f32, %a318: f32, %o319: f32):
    %b320 = arith.addf %a316, %c2 : f32
    %b321 = math.sqrt %b320 : f32
    %b322 = arith.subf %a314, %a315 : f32
    %b323 = arith.divf %b322, %b321 : f32
    %b324 = arith.mulf %b323, %a317 : f32
    %b325 = arith.addf %b324, %a318 : f32
    linalg.yield %b325 : f32
  } -> tensor<10x240x56x56xf32>
  %e327 = tensor.empty() : tensor<10x240x56x56xf32>
  %g332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g276, %g326 : tensor<10x240x56x56xf32>, tensor<10x240x56x56xf32>) outs(%e327 : tensor<10x240x56x56xf32>) {
  ^bb0(%a328: f32, %a329: f32, %o330: f32):
    %b331 = arith.addf %a328, %a329 : f32
    linalg.yield %b331 : f32
  } -> tensor<10x240x56x56xf32>
  %r333 = tensor.expand_shape %stage2_1_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 20, 80, 1, 1] : tensor<60x80x1x1xf32> into tensor<3x20x80x1x1xf32>
  %r334 = tensor.expand_shape %g332 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e335 = tensor.empty() : tensor<10x3x20x56x56xf32>
  %f336 = linalg.fill ins(%c0 : f32) outs(%e335 : tensor<10x3x20x56x56xf32>) -> tensor<10x3x20x56x56xf32>
  %g342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r334, %r333 : tensor<10x3x80x56x56xf32>, tensor<3x20x80x1x1xf32>) outs(%f336 : tensor<10x3x20x56x56xf32>) {
  ^bb0(%a337: f32, %a338: f32, %o339: f32):
    %b340 = arith.mulf %a337, %a338 : f32
    %b341 = arith.addf %o339, %b340 : f32
    linalg.yield %b341 : f32
  } -> tensor<10x3x20x56x56xf32>
  %r343 = tensor.collapse_shape %g342 [[0], [1, 2], [3], [4]] : tensor<10x3x20x56x56xf32> into tensor<10x60x56x56xf32>
  %e344 = tensor.empty() : tensor<60xf32>
  %f345 = linalg.fill ins(%c0 : f32) outs(%e344 : tensor<60xf32>) -> tensor<60xf32>
  %g349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r343 : tensor<10x60x56x56xf32>) outs(%f345 : tensor<60xf32>) {
  ^bb0(%a346: f32, %o347: f32):
    %b348 = arith.addf %a346, %o347 : f32
    linalg.yield %b348 : f32
  } -> tensor<60xf32>
  %e350 = tensor.empty() : tensor<60xf32>
  %g354 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g349 : tensor<60xf32>) outs(%e350 : tensor<60xf32>) {
  ^bb0(%a351: f32, %o352: f32):
    %b353 = arith.divf %a351, %c4 : f32
    linalg.yield %b353 : f32
  } -> tensor<60xf32>
  %e356 = tensor.empty() : tensor<10x60x56x56xf32>
  %g362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r343, %g354 : tensor<10x60x56x56xf32>, tensor<60xf32>) outs(%e356 : tensor<10x60x56x56xf32>) {
  ^bb0(%a357: f32, %a358: f32, %o359: f32):
    %b360 = arith.subf %a357, %a358 : f32
    %b361 = arith.mulf %b360, %b360 : f32
    linalg.yield %b361 : f32
  } -> tensor<10x60x56x56xf32>
  %e363 = tensor.empty() : tensor<60xf32>
  %f364 = linalg.fill ins(%c0 : f32) outs(%e363 : tensor<60xf32>) -> tensor<60xf32>
  %g368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g362 : tensor<10x60x56x56xf32>) outs(%f364 : tensor<60xf32>) {
  ^bb0(%a365: f32, %o366: f32):
    %b367 = arith.addf %a365, %o366 : f32
    linalg.yield %b367 : f32
  } -> tensor<60xf32>
  %e369 = tensor.empty() : tensor<60xf32>
  %g373 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g368 : tensor<60xf32>) outs(%e369 : tensor<60xf32>) {
  ^bb0(%a370: f32, %o371: f32):
    %b372 = arith.divf %a370, %c4 : f32
    linalg.yield %b372 : f32
  } -> tensor<60xf32>
  %e377 = tensor.empty() : tensor<10x60x56x56xf32>
  %g390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r343, %g354, %g373, %stage2_1_bn1_weight, %stage2_1_bn1_bias : tensor<10x60x56x56xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>) outs(%e377 : tensor<10x60x56x56xf32>) {
  ^bb0(%a378: f32, %a379: f32, %a380: f32, %a381: f32, %a382: f32, %o383: f32):
    %b384 = arith.addf %a380, %c2 : f32
    %b385 = math.sqrt %b384 : f32
    %b386 = arith.subf %a378, %a379 : f32
    %b387 = arith.divf %b386, %b385 : f32
    %b388 = arith.mulf %b387, %a381 : f32
    %b389 = arith.addf %b388, %a382 : f32
    linalg.yield %b389 : f32
  } -> tensor<10x60x56x56xf32>
  %e391 = tensor.empty() : tensor<10x60x56x56xf32>
  %g395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g390 : tensor<10x60x56x56xf32>) outs(%e391 : tensor<10x60x56x56xf32>) {
  ^bb0(%a392: f32, %o393: f32):
    %b394 = arith.maximumf %a392, %c0 : f32
    linalg.yield %b394 : f32
  } -> tensor<10x60x56x56xf32>
  %e396 = tensor.empty() : tensor<10x60x58x58xf32>
  %f397 = linalg.fill ins(%c0 : f32) outs(%e396 : tensor<10x60x58x58xf32>) -> tensor<10x60x58x58xf32>
  %g400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g395 : tensor<10x60x56x56xf32>) outs(%f397 : tensor<10x60x58x58xf32>) {
  ^bb0(%a398: f32, %o399: f32):
    linalg.yield %a398 : f32
  } -> tensor<10x60x58x58xf32>
  %r401 = tensor.expand_shape %stage2_1_conv2_weight [[0], [1], [2, 3], [4]] output_shape [60, 1, 1, 3, 3] : tensor<60x1x3x3xf32> into tensor<60x1x1x3x3xf32>
  %r402 = tensor.expand_shape %g400 [[0], [1], [2, 3], [4]] output_shape [10, 60, 1, 58, 58] : tensor<10x60x58x58xf32> into tensor<10x60x1x58x58xf32>
  %e403 = tensor.empty() : tensor<10x60x1x56x56xf32>
  %f404 = linalg.fill ins(%c0 : f32) outs(%e403 : tensor<10x60x1x56x56xf32>) -> tensor<10x60x1x56x56xf32>
  %g410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r402, %r401 : tensor<10x60x1x58x58xf32>, tensor<60x1x1x3x3xf32>) outs(%f404 : tensor<10x60x1x56x56xf32>) {
  ^bb0(%a405: f32, %a406: f32, %o407: f32):
    %b408 = arith.mulf %a405, %a406 : f32
    %b409 = arith.addf %o407, %b408 : f32
    linalg.yield %b409 : f32
  } -> tensor<10x60x1x56x56xf32>
  %r411 = tensor.collapse_shape %g410 [[0], [1], [2, 3], [4]] : tensor<10x60x1x56x56xf32> into tensor<10x60x56x56xf32>
  %e412 = tensor.empty() : tensor<60xf32>
  %f413 = linalg.fill ins(%c0 : f32) outs(%e412 : tensor<60xf32>) -> tensor<60xf32>
  %g417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r411 : tensor<10x60x56x56xf32>) outs(%f413 : tensor<60xf32>) {
  ^bb0(%a414: f32, %o415: f32):
    %b416 = arith.addf %a414, %o415 : f32
    linalg.yield %b416 : f32
  } -> tensor<60xf32>
  %e418 = tensor.empty() : tensor<60xf32>
  %g422 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g417 : tensor<60xf32>) outs(%e418 : tensor<60xf32>) {
  ^bb0(%a419: f32, %o420: f32):
    %b421 = arith.divf %a419, %c4 : f32
    linalg.yield %b421 : f32
  } -> tensor<60xf32>
  %e424 = tensor.empty() : tensor<10x60x56x56xf32>
  %g430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r411, %g422 : tensor<10x60x56x56xf32>, tensor<60xf32>) outs(%e424 : tensor<10x60x56x56xf32>) {
  ^bb0(%a425: f32, %a426: f32, %o427: f32):
    %b428 = arith.subf %a425, %a426 : f32
    %b429 = arith.mulf %b428, %b428 : f32
    linalg.yield %b429 : f32
  } -> tensor<10x60x56x56xf32>
  %e431 = tensor.empty() : tensor<60xf32>
  %f432 = linalg.fill ins(%c0 : f32) outs(%e431 : tensor<60xf32>) -> tensor<60xf32>
  %g436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g430 : tensor<10x60x56x56xf32>) outs(%f432 : tensor<60xf32>) {
  ^bb0(%a433: f32, %o434: f32):
    %b435 = arith.addf %a433, %o434 : f32
    linalg.yield %b435 : f32
  } -> tensor<60xf32>
  %e437 = tensor.empty() : tensor<60xf32>
  %g441 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g436 : tensor<60xf32>) outs(%e437 : tensor<60xf32>) {
  ^bb0(%a438: f32, %o439: f32):
    %b440 = arith.divf %a438, %c4 : f32
    linalg.yield %b440 : f32
  } -> tensor<60xf32>
  %e445 = tensor.empty() : tensor<10x60x56x56xf32>
  %g458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r411, %g422, %g441, %stage2_1_bn2_weight, %stage2_1_bn2_bias : tensor<10x60x56x56xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>) outs(%e445 : tensor<10x60x56x56xf32>) {
  ^bb0(%a446: f32, %a447: f32, %a448: f32, %a449: f32, %a450: f32, %o451: f32):
    %b452 = arith.addf %a448, %c2 : f32
    %b453 = math.sqrt %b452 : f32
    %b454 = arith.subf %a446, %a447 : f32
    %b455 = arith.divf %b454, %b453 : f32
    %b456 = arith.mulf %b455, %a449 : f32
    %b457 = arith.addf %b456, %a450 : f32
    linalg.yield %b457 : f32
  } -> tensor<10x60x56x56xf32>
  %r459 = tensor.expand_shape %g458 [[0], [1, 2], [3], [4]] output_shape [10, 3, 20, 56, 56] : tensor<10x60x56x56xf32> into tensor<10x3x20x56x56xf32>
  %e460 = tensor.empty() : tensor<10x20x3x56x56xf32>
  %g463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r459 : tensor<10x3x20x56x56xf32>) outs(%e460 : tensor<10x20x3x56x56xf32>) {
  ^bb0(%a461: f32, %o462: f32):
    linalg.yield %a461 : f32
  } -> tensor<10x20x3x56x56xf32>
  %r464 = tensor.collapse_shape %g463 [[0], [1, 2], [3], [4]] : tensor<10x20x3x56x56xf32> into tensor<10x60x56x56xf32>
  %r465 = tensor.expand_shape %stage2_1_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 80, 20, 1, 1] : tensor<240x20x1x1xf32> into tensor<3x80x20x1x1xf32>
  %r466 = tensor.expand_shape %r464 [[0], [1, 2], [3], [4]] output_shape [10, 3, 20, 56, 56] : tensor<10x60x56x56xf32> into tensor<10x3x20x56x56xf32>
  %e467 = tensor.empty() : tensor<10x3x80x56x56xf32>
  %f468 = linalg.fill ins(%c0 : f32) outs(%e467 : tensor<10x3x80x56x56xf32>) -> tensor<10x3x80x56x56xf32>
  %g474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r466, %r465 : tensor<10x3x20x56x56xf32>, tensor<3x80x20x1x1xf32>) outs(%f468 : tensor<10x3x80x56x56xf32>) {
  ^bb0(%a469: f32, %a470: f32, %o471: f32):
    %b472 = arith.mulf %a469, %a470 : f32
    %b473 = arith.addf %o471, %b472 : f32
    linalg.yield %b473 : f32
  } -> tensor<10x3x80x56x56xf32>
  %r475 = tensor.collapse_shape %g474 [[0], [1, 2], [3], [4]] : tensor<10x3x80x56x56xf32> into tensor<10x240x56x56xf32>
  %e476 = tensor.empty() : tensor<240xf32>
  %f477 = linalg.fill ins(%c0 : f32) outs(%e476 : tensor<240xf32>) -> tensor<240xf32>
  %g481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r475 : tensor<10x240x56x56xf32>) outs(%f477 : tensor<240xf32>) {
  ^bb0(%a478: f32, %o479: f32):
    %b480 = arith.addf %a478, %o479 : f32
    linalg.yield %b480 : f32
  } -> tensor<240xf32>
  %e482 = tensor.empty() : tensor<240xf32>
  %g486 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g481 : tensor<240xf32>) outs(%e482 : tensor<240xf32>) {
  ^bb0(%a483: f32, %o484: f32):
    %b485 = arith.divf %a483, %c4 : f32
    linalg.yield %b485 : f32
  } -> tensor<240xf32>
  %e488 = tensor.empty() : tensor<10x240x56x56xf32>
  %g494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r475, %g486 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e488 : tensor<10x240x56x56xf32>) {
  ^bb0(%a489: f32, %a490: f32, %o491: f32):
    %b492 = arith.subf %a489, %a490 : f32
    %b493 = arith.mulf %b492, %b492 : f32
    linalg.yield %b493 : f32
  } -> tensor<10x240x56x56xf32>
  %e495 = tensor.empty() : tensor<240xf32>
  %f496 = linalg.fill ins(%c0 : f32) outs(%e495 : tensor<240xf32>) -> tensor<240xf32>
  %g500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g494 : tensor<10x240x56x56xf32>) outs(%f496 : tensor<240xf32>) {
  ^bb0(%a497: f32, %o498: f32):
    %b499 = arith.addf %a497, %o498 : f32
    linalg.yield %b499 : f32
  } -> tensor<240xf32>
  %e501 = tensor.empty() : tensor<240xf32>
  %g505 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g500 : tensor<240xf32>) outs(%e501 : tensor<240xf32>) {
  ^bb0(%a502: f32, %o503: f32):
    %b504 = arith.divf %a502, %c4 : f32
    linalg.yield %b504 : f32
  } -> tensor<240xf32>
  %e509 = tensor.empty() : tensor<10x240x56x56xf32>
  %g522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r475, %g486, %g505, %stage2_1_bn3_weight, %stage2_1_bn3_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e509 : tensor<10x240x56x56xf32>) {
  ^bb0(%a510: f32, %a511: f32, %a512: f32, %a513: f32, %a514: f32, %o515: f32):
    %b516 = arith.addf %a512, %c2 : f32
    %b517 = math.sqrt %b516 : f32
    %b518 = arith.subf %a510, %a511 : f32
    %b519 = arith.divf %b518, %b517 : f32
    %b520 = arith.mulf %b519, %a513 : f32
    %b521 = arith.addf %b520, %a514 : f32
    linalg.yield %b521 : f32
  } -> tensor<10x240x56x56xf32>
  %e523 = tensor.empty() : tensor<10x240x56x56xf32>
  %g527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g522 : tensor<10x240x56x56xf32>) outs(%e523 : tensor<10x240x56x56xf32>) {
  ^bb0(%a524: f32, %o525: f32):
    %b526 = arith.maximumf %a524, %c0 : f32
    linalg.yield %b526 : f32
  } -> tensor<10x240x56x56xf32>
  %e528 = tensor.empty() : tensor<10x240x56x56xf32>
  %g533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g527, %g332 : tensor<10x240x56x56xf32>, tensor<10x240x56x56xf32>) outs(%e528 : tensor<10x240x56x56xf32>) {
  ^bb0(%a529: f32, %a530: f32, %o531: f32):
    %b532 = arith.addf %a529, %a530 : f32
    linalg.yield %b532 : f32
  } -> tensor<10x240x56x56xf32>
  %r534 = tensor.expand_shape %stage2_2_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 20, 80, 1, 1] : tensor<60x80x1x1xf32> into tensor<3x20x80x1x1xf32>
  %r535 = tensor.expand_shape %g533 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e536 = tensor.empty() : tensor<10x3x20x56x56xf32>
  %f537 = linalg.fill ins(%c0 : f32) outs(%e536 : tensor<10x3x20x56x56xf32>) -> tensor<10x3x20x56x56xf32>
  %g543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r535, %r534 : tensor<10x3x80x56x56xf32>, tensor<3x20x80x1x1xf32>) outs(%f537 : tensor<10x3x20x56x56xf32>) {
  ^bb0(%a538: f32, %a539: f32, %o540: f32):
    %b541 = arith.mulf %a538, %a539 : f32
    %b542 = arith.addf %o540, %b541 : f32
    linalg.yield %b542 : f32
  } -> tensor<10x3x20x56x56xf32>
  %r544 = tensor.collapse_shape %g543 [[0], [1, 2], [3], [4]] : tensor<10x3x20x56x56xf32> into tensor<10x60x56x56xf32>
  %e545 = tensor.empty() : tensor<60xf32>
  %f546 = linalg.fill ins(%c0 : f32) outs(%e545 : tensor<60xf32>) -> tensor<60xf32>
  %g550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r544 : tensor<10x60x56x56xf32>) outs(%f546 : tensor<60xf32>) {
  ^bb0(%a547: f32, %o548: f32):
    %b549 = arith.addf %a547, %o548 : f32
    linalg.yield %b549 : f32
  } -> tensor<60xf32>
  %e551 = tensor.empty() : tensor<60xf32>
  %g555 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g550 : tensor<60xf32>) outs(%e551 : tensor<60xf32>) {
  ^bb0(%a552: f32, %o553: f32):
    %b554 = arith.divf %a552, %c4 : f32
    linalg.yield %b554 : f32
  } -> tensor<60xf32>
  %e557 = tensor.empty() : tensor<10x60x56x56xf32>
  %g563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r544, %g555 : tensor<10x60x56x56xf32>, tensor<60xf32>) outs(%e557 : tensor<10x60x56x56xf32>) {
  ^bb0(%a558: f32, %a559: f32, %o560: f32):
    %b561 = arith.subf %a558, %a559 : f32
    %b562 = arith.mulf %b561, %b561 : f32
    linalg.yield %b562 : f32
  } -> tensor<10x60x56x56xf32>
  %e564 = tensor.empty() : tensor<60xf32>
  %f565 = linalg.fill ins(%c0 : f32) outs(%e564 : tensor<60xf32>) -> tensor<60xf32>
  %g569 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g563 : tensor<10x60x56x56xf32>) outs(%f565 : tensor<60xf32>) {
  ^bb0(%a566: f32, %o567: f32):
    %b568 = arith.addf %a566, %o567 : f32
    linalg.yield %b568 : f32
  } -> tensor<60xf32>
  %e570 = tensor.empty() : tensor<60xf32>
  %g574 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g569 : tensor<60xf32>) outs(%e570 : tensor<60xf32>) {
  ^bb0(%a571: f32, %o572: f32):
    %b573 = arith.divf %a571, %c4 : f32
    linalg.yield %b573 : f32
  } -> tensor<60xf32>
  %e578 = tensor.empty() : tensor<10x60x56x56xf32>
  %g591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r544, %g555, %g574, %stage2_2_bn1_weight, %stage2_2_bn1_bias : tensor<10x60x56x56xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>) outs(%e578 : tensor<10x60x56x56xf32>) {
  ^bb0(%a579: f32, %a580: f32, %a581: f32, %a582: f32, %a583: f32, %o584: f32):
    %b585 = arith.addf %a581, %c2 : f32
    %b586 = math.sqrt %b585 : f32
    %b587 = arith.subf %a579, %a580 : f32
    %b588 = arith.divf %b587, %b586 : f32
    %b589 = arith.mulf %b588, %a582 : f32
    %b590 = arith.addf %b589, %a583 : f32
    linalg.yield %b590 : f32
  } -> tensor<10x60x56x56xf32>
  %e592 = tensor.empty() : tensor<10x60x56x56xf32>
  %g596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g591 : tensor<10x60x56x56xf32>) outs(%e592 : tensor<10x60x56x56xf32>) {
  ^bb0(%a593: f32, %o594: f32):
    %b595 = arith.maximumf %a593, %c0 : f32
    linalg.yield %b595 : f32
  } -> tensor<10x60x56x56xf32>
  %e597 = tensor.empty() : tensor<10x60x58x58xf32>
  %f598 = linalg.fill ins(%c0 : f32) outs(%e597 : tensor<10x60x58x58xf32>) -> tensor<10x60x58x58xf32>
  %g601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g596 : tensor<10x60x56x56xf32>) outs(%f598 : tensor<10x60x58x58xf32>) {
  ^bb0(%a599: f32, %o600: f32):
    linalg.yield %a599 : f32
  } -> tensor<10x60x58x58xf32>
  %r602 = tensor.expand_shape %stage2_2_conv2_weight [[0], [1], [2, 3], [4]] output_shape [60, 1, 1, 3, 3] : tensor<60x1x3x3xf32> into tensor<60x1x1x3x3xf32>
  %r603 = tensor.expand_shape %g601 [[0], [1], [2, 3], [4]] output_shape [10, 60, 1, 58, 58] : tensor<10x60x58x58xf32> into tensor<10x60x1x58x58xf32>
  %e604 = tensor.empty() : tensor<10x60x1x56x56xf32>
  %f605 = linalg.fill ins(%c0 : f32) outs(%e604 : tensor<10x60x1x56x56xf32>) -> tensor<10x60x1x56x56xf32>
  %g611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r603, %r602 : tensor<10x60x1x58x58xf32>, tensor<60x1x1x3x3xf32>) outs(%f605 : tensor<10x60x1x56x56xf32>) {
  ^bb0(%a606: f32, %a607: f32, %o608: f32):
    %b609 = arith.mulf %a606, %a607 : f32
    %b610 = arith.addf %o608, %b609 : f32
    linalg.yield %b610 : f32
  } -> tensor<10x60x1x56x56xf32>
  %r612 = tensor.collapse_shape %g611 [[0], [1], [2, 3], [4]] : tensor<10x60x1x56x56xf32> into tensor<10x60x56x56xf32>
  %e613 = tensor.empty() : tensor<60xf32>
  %f614 = linalg.fill ins(%c0 : f32) outs(%e613 : tensor<60xf32>) -> tensor<60xf32>
  %g618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r612 : tensor<10x60x56x56xf32>) outs(%f614 : tensor<60xf32>) {
  ^bb0(%a615: f32, %o616: f32):
    %b617 = arith.addf %a615, %o616 : f32
    linalg.yield %b617 : f32
  } -> tensor<60xf32>
  %e619 = tensor.empty() : tensor<60xf32>
  %g623 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g618 : tensor<60xf32>) outs(%e619 : tensor<60xf32>) {
  ^bb0(%a620: f32, %o621: f32):
    %b622 = arith.divf %a620, %c4 : f32
    linalg.yield %b622 : f32
  } -> tensor<60xf32>
  %e625 = tensor.empty() : tensor<10x60x56x56xf32>
  %g631 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r612, %g623 : tensor<10x60x56x56xf32>, tensor<60xf32>) outs(%e625 : tensor<10x60x56x56xf32>) {
  ^bb0(%a626: f32, %a627: f32, %o628: f32):
    %b629 = arith.subf %a626, %a627 : f32
    %b630 = arith.mulf %b629, %b629 : f32
    linalg.yield %b630 : f32
  } -> tensor<10x60x56x56xf32>
  %e632 = tensor.empty() : tensor<60xf32>
  %f633 = linalg.fill ins(%c0 : f32) outs(%e632 : tensor<60xf32>) -> tensor<60xf32>
  %g637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g631 : tensor<10x60x56x56xf32>) outs(%f633 : tensor<60xf32>) {
  ^bb0(%a634: f32, %o635: f32):
    %b636 = arith.addf %a634, %o635 : f32
    linalg.yield %b636 : f32
  } -> tensor<60xf32>
  %e638 = tensor.empty() : tensor<60xf32>
  %g642 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g637 : tensor<60xf32>) outs(%e638 : tensor<60xf32>) {
  ^bb0(%a639: f32, %o640: f32):
    %b641 = arith.divf %a639, %c4 : f32
    linalg.yield %b641 : f32
  } -> tensor<60xf32>
  %e646 = tensor.empty() : tensor<10x60x56x56xf32>
  %g659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r612, %g623, %g642, %stage2_2_bn2_weight, %stage2_2_bn2_bias : tensor<10x60x56x56xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>, tensor<60xf32>) outs(%e646 : tensor<10x60x56x56xf32>) {
  ^bb0(%a647: f32, %a648: f32, %a649: f32, %a650: f32, %a651: f32, %o652: f32):
    %b653 = arith.addf %a649, %c2 : f32
    %b654 = math.sqrt %b653 : f32
    %b655 = arith.subf %a647, %a648 : f32
    %b656 = arith.divf %b655, %b654 : f32
    %b657 = arith.mulf %b656, %a650 : f32
    %b658 = arith.addf %b657, %a651 : f32
    linalg.yield %b658 : f32
  } -> tensor<10x60x56x56xf32>
  %r660 = tensor.expand_shape %g659 [[0], [1, 2], [3], [4]] output_shape [10, 3, 20, 56, 56] : tensor<10x60x56x56xf32> into tensor<10x3x20x56x56xf32>
  %e661 = tensor.empty() : tensor<10x20x3x56x56xf32>
  %g664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r660 : tensor<10x3x20x56x56xf32>) outs(%e661 : tensor<10x20x3x56x56xf32>) {
  ^bb0(%a662: f32, %o663: f32):
    linalg.yield %a662 : f32
  } -> tensor<10x20x3x56x56xf32>
  %r665 = tensor.collapse_shape %g664 [[0], [1, 2], [3], [4]] : tensor<10x20x3x56x56xf32> into tensor<10x60x56x56xf32>
  %r666 = tensor.expand_shape %stage2_2_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 80, 20, 1, 1] : tensor<240x20x1x1xf32> into tensor<3x80x20x1x1xf32>
  %r667 = tensor.expand_shape %r665 [[0], [1, 2], [3], [4]] output_shape [10, 3, 20, 56, 56] : tensor<10x60x56x56xf32> into tensor<10x3x20x56x56xf32>
  %e668 = tensor.empty() : tensor<10x3x80x56x56xf32>
  %f669 = linalg.fill ins(%c0 : f32) outs(%e668 : tensor<10x3x80x56x56xf32>) -> tensor<10x3x80x56x56xf32>
  %g675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r667, %r666 : tensor<10x3x20x56x56xf32>, tensor<3x80x20x1x1xf32>) outs(%f669 : tensor<10x3x80x56x56xf32>) {
  ^bb0(%a670: f32, %a671: f32, %o672: f32):
    %b673 = arith.mulf %a670, %a671 : f32
    %b674 = arith.addf %o672, %b673 : f32
    linalg.yield %b674 : f32
  } -> tensor<10x3x80x56x56xf32>
  %r676 = tensor.collapse_shape %g675 [[0], [1, 2], [3], [4]] : tensor<10x3x80x56x56xf32> into tensor<10x240x56x56xf32>
  %e677 = tensor.empty() : tensor<240xf32>
  %f678 = linalg.fill ins(%c0 : f32) outs(%e677 : tensor<240xf32>) -> tensor<240xf32>
  %g682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r676 : tensor<10x240x56x56xf32>) outs(%f678 : tensor<240xf32>) {
  ^bb0(%a679: f32, %o680: f32):
    %b681 = arith.addf %a679, %o680 : f32
    linalg.yield %b681 : f32
  } -> tensor<240xf32>
  %e683 = tensor.empty() : tensor<240xf32>
  %g687 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g682 : tensor<240xf32>) outs(%e683 : tensor<240xf32>) {
  ^bb0(%a684: f32, %o685: f32):
    %b686 = arith.divf %a684, %c4 : f32
    linalg.yield %b686 : f32
  } -> tensor<240xf32>
  %e689 = tensor.empty() : tensor<10x240x56x56xf32>
  %g695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r676, %g687 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e689 : tensor<10x240x56x56xf32>) {
  ^bb0(%a690: f32, %a691: f32, %o692: f32):
    %b693 = arith.subf %a690, %a691 : f32
    %b694 = arith.mulf %b693, %b693 : f32
    linalg.yield %b694 : f32
  } -> tensor<10x240x56x56xf32>
  %e696 = tensor.empty() : tensor<240xf32>
  %f697 = linalg.fill ins(%c0 : f32) outs(%e696 : tensor<240xf32>) -> tensor<240xf32>
  %g701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g695 : tensor<10x240x56x56xf32>) outs(%f697 : tensor<240xf32>) {
  ^bb0(%a698: f32, %o699: f32):
    %b700 = arith.addf %a698, %o699 : f32
    linalg.yield %b700 : f32
  } -> tensor<240xf32>
  %e702 = tensor.empty() : tensor<240xf32>
  %g706 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g701 : tensor<240xf32>) outs(%e702 : tensor<240xf32>) {
  ^bb0(%a703: f32, %o704: f32):
    %b705 = arith.divf %a703, %c4 : f32
    linalg.yield %b705 : f32
  } -> tensor<240xf32>
  %e710 = tensor.empty() : tensor<10x240x56x56xf32>
  %g723 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r676, %g687, %g706, %stage2_2_bn3_weight, %stage2_2_bn3_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e710 : tensor<10x240x56x56xf32>) {
  ^bb0(%a711: f32, %a712: f32, %a713: f32, %a714: f32, %a715: f32, %o716: f32):
    %b717 = arith.addf %a713, %c2 : f32
    %b718 = math.sqrt %b717 : f32
    %b719 = arith.subf %a711, %a712 : f32
    %b720 = arith.divf %b719, %b718 : f32
    %b721 = arith.mulf %b720, %a714 : f32
    %b722 = arith.addf %b721, %a715 : f32
    linalg.yield %b722 : f32
  } -> tensor<10x240x56x56xf32>
  %e724 = tensor.empty() : tensor<10x240x56x56xf32>
  %g728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g723 : tensor<10x240x56x56xf32>) outs(%e724 : tensor<10x240x56x56xf32>) {
  ^bb0(%a725: f32, %o726: f32):
    %b727 = arith.maximumf %a725, %c0 : f32
    linalg.yield %b727 : f32
  } -> tensor<10x240x56x56xf32>
  %e729 = tensor.empty() : tensor<10x240x56x56xf32>
  %g734 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g728, %g533 : tensor<10x240x56x56xf32>, tensor<10x240x56x56xf32>) outs(%e729 : tensor<10x240x56x56xf32>) {
  ^bb0(%a730: f32, %a731: f32, %o732: f32):
    %b733 = arith.addf %a730, %a731 : f32
    linalg.yield %b733 : f32
  } -> tensor<10x240x56x56xf32>
  %r735 = tensor.expand_shape %stage3_0_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 40, 80, 1, 1] : tensor<120x80x1x1xf32> into tensor<3x40x80x1x1xf32>
  %r736 = tensor.expand_shape %g734 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e737 = tensor.empty() : tensor<10x3x40x56x56xf32>
  %f738 = linalg.fill ins(%c0 : f32) outs(%e737 : tensor<10x3x40x56x56xf32>) -> tensor<10x3x40x56x56xf32>
  %g744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r736, %r735 : tensor<10x3x80x56x56xf32>, tensor<3x40x80x1x1xf32>) outs(%f738 : tensor<10x3x40x56x56xf32>) {
  ^bb0(%a739: f32, %a740: f32, %o741: f32):
    %b742 = arith.mulf %a739, %a740 : f32
    %b743 = arith.addf %o741, %b742 : f32
    linalg.yield %b743 : f32
  } -> tensor<10x3x40x56x56xf32>
  %r745 = tensor.collapse_shape %g744 [[0], [1, 2], [3], [4]] : tensor<10x3x40x56x56xf32> into tensor<10x120x56x56xf32>
  %e746 = tensor.empty() : tensor<120xf32>
  %f747 = linalg.fill ins(%c0 : f32) outs(%e746 : tensor<120xf32>) -> tensor<120xf32>
  %g751 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r745 : tensor<10x120x56x56xf32>) outs(%f747 : tensor<120xf32>) {
  ^bb0(%a748: f32, %o749: f32):
    %b750 = arith.addf %a748, %o749 : f32
    linalg.yield %b750 : f32
  } -> tensor<120xf32>
  %e752 = tensor.empty() : tensor<120xf32>
  %g756 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g751 : tensor<120xf32>) outs(%e752 : tensor<120xf32>) {
  ^bb0(%a753: f32, %o754: f32):
    %b755 = arith.divf %a753, %c4 : f32
    linalg.yield %b755 : f32
  } -> tensor<120xf32>
  %e758 = tensor.empty() : tensor<10x120x56x56xf32>
  %g764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r745, %g756 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e758 : tensor<10x120x56x56xf32>) {
  ^bb0(%a759: f32, %a760: f32, %o761: f32):
    %b762 = arith.subf %a759, %a760 : f32
    %b763 = arith.mulf %b762, %b762 : f32
    linalg.yield %b763 : f32
  } -> tensor<10x120x56x56xf32>
  %e765 = tensor.empty() : tensor<120xf32>
  %f766 = linalg.fill ins(%c0 : f32) outs(%e765 : tensor<120xf32>) -> tensor<120xf32>
  %g770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g764 : tensor<10x120x56x56xf32>) outs(%f766 : tensor<120xf32>) {
  ^bb0(%a767: f32, %o768: f32):
    %b769 = arith.addf %a767, %o768 : f32
    linalg.yield %b769 : f32
  } -> tensor<120xf32>
  %e771 = tensor.empty() : tensor<120xf32>
  %g775 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g770 : tensor<120xf32>) outs(%e771 : tensor<120xf32>) {
  ^bb0(%a772: f32, %o773: f32):
    %b774 = arith.divf %a772, %c4 : f32
    linalg.yield %b774 : f32
  } -> tensor<120xf32>
  %e779 = tensor.empty() : tensor<10x120x56x56xf32>
  %g792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r745, %g756, %g775, %stage3_0_bn1_weight, %stage3_0_bn1_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e779 : tensor<10x120x56x56xf32>) {
  ^bb0(%a780: f32, %a781: f32, %a782: f32, %a783: f32, %a784: f32, %o785: f32):
    %b786 = arith.addf %a782, %c2 : f32
    %b787 = math.sqrt %b786 : f32
    %b788 = arith.subf %a780, %a781 : f32
    %b789 = arith.divf %b788, %b787 : f32
    %b790 = arith.mulf %b789, %a783 : f32
    %b791 = arith.addf %b790, %a784 : f32
    linalg.yield %b791 : f32
  } -> tensor<10x120x56x56xf32>
  %e793 = tensor.empty() : tensor<10x120x56x56xf32>
  %g797 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g792 : tensor<10x120x56x56xf32>) outs(%e793 : tensor<10x120x56x56xf32>) {
  ^bb0(%a794: f32, %o795: f32):
    %b796 = arith.maximumf %a794, %c0 : f32
    linalg.yield %b796 : f32
  } -> tensor<10x120x56x56xf32>
  %e798 = tensor.empty() : tensor<10x120x58x58xf32>
  %f799 = linalg.fill ins(%c0 : f32) outs(%e798 : tensor<10x120x58x58xf32>) -> tensor<10x120x58x58xf32>
  %g802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g797 : tensor<10x120x56x56xf32>) outs(%f799 : tensor<10x120x58x58xf32>) {
  ^bb0(%a800: f32, %o801: f32):
    linalg.yield %a800 : f32
  } -> tensor<10x120x58x58xf32>
  %r803 = tensor.expand_shape %stage3_0_conv2_weight [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
  %r804 = tensor.expand_shape %g802 [[0], [1], [2, 3], [4]] output_shape [10, 120, 1, 58, 58] : tensor<10x120x58x58xf32> into tensor<10x120x1x58x58xf32>
  %e805 = tensor.empty() : tensor<10x120x1x56x56xf32>
  %f806 = linalg.fill ins(%c0 : f32) outs(%e805 : tensor<10x120x1x56x56xf32>) -> tensor<10x120x1x56x56xf32>
  %g812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r804, %r803 : tensor<10x120x1x58x58xf32>, tensor<120x1x1x3x3xf32>) outs(%f806 : tensor<10x120x1x56x56xf32>) {
  ^bb0(%a807: f32, %a808: f32, %o809: f32):
    %b810 = arith.mulf %a807, %a808 : f32
    %b811 = arith.addf %o809, %b810 : f32
    linalg.yield %b811 : f32
  } -> tensor<10x120x1x56x56xf32>
  %r813 = tensor.collapse_shape %g812 [[0], [1], [2, 3], [4]] : tensor<10x120x1x56x56xf32> into tensor<10x120x56x56xf32>
  %e814 = tensor.empty() : tensor<120xf32>
  %f815 = linalg.fill ins(%c0 : f32) outs(%e814 : tensor<120xf32>) -> tensor<120xf32>
  %g819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r813 : tensor<10x120x56x56xf32>) outs(%f815 : tensor<120xf32>) {
  ^bb0(%a816: f32, %o817: f32):
    %b818 = arith.addf %a816, %o817 : f32
    linalg.yield %b818 : f32
  } -> tensor<120xf32>
  %e820 = tensor.empty() : tensor<120xf32>
  %g824 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g819 : tensor<120xf32>) outs(%e820 : tensor<120xf32>) {
  ^bb0(%a821: f32, %o822: f32):
    %b823 = arith.divf %a821, %c4 : f32
    linalg.yield %b823 : f32
  } -> tensor<120xf32>
  %e826 = tensor.empty() : tensor<10x120x56x56xf32>
  %g832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r813, %g824 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e826 : tensor<10x120x56x56xf32>) {
  ^bb0(%a827: f32, %a828: f32, %o829: f32):
    %b830 = arith.subf %a827, %a828 : f32
    %b831 = arith.mulf %b830, %b830 : f32
    linalg.yield %b831 : f32
  } -> tensor<10x120x56x56xf32>
  %e833 = tensor.empty() : tensor<120xf32>
  %f834 = linalg.fill ins(%c0 : f32) outs(%e833 : tensor<120xf32>) -> tensor<120xf32>
  %g838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g832 : tensor<10x120x56x56xf32>) outs(%f834 : tensor<120xf32>) {
  ^bb0(%a835: f32, %o836: f32):
    %b837 = arith.addf %a835, %o836 : f32
    linalg.yield %b837 : f32
  } -> tensor<120xf32>
  %e839 = tensor.empty() : tensor<120xf32>
  %g843 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g838 : tensor<120xf32>) outs(%e839 : tensor<120xf32>) {
  ^bb0(%a840: f32, %o841: f32):
    %b842 = arith.divf %a840, %c4 : f32
    linalg.yield %b842 : f32
  } -> tensor<120xf32>
  %e847 = tensor.empty() : tensor<10x120x56x56xf32>
  %g860 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r813, %g824, %g843, %stage3_0_bn2_weight, %stage3_0_bn2_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e847 : tensor<10x120x56x56xf32>) {
  ^bb0(%a848: f32, %a849: f32, %a850: f32, %a851: f32, %a852: f32, %o853: f32):
    %b854 = arith.addf %a850, %c2 : f32
    %b855 = math.sqrt %b854 : f32
    %b856 = arith.subf %a848, %a849 : f32
    %b857 = arith.divf %b856, %b855 : f32
    %b858 = arith.mulf %b857, %a851 : f32
    %b859 = arith.addf %b858, %a852 : f32
    linalg.yield %b859 : f32
  } -> tensor<10x120x56x56xf32>
  %r861 = tensor.expand_shape %g860 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e862 = tensor.empty() : tensor<10x40x3x56x56xf32>
  %g865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r861 : tensor<10x3x40x56x56xf32>) outs(%e862 : tensor<10x40x3x56x56xf32>) {
  ^bb0(%a863: f32, %o864: f32):
    linalg.yield %a863 : f32
  } -> tensor<10x40x3x56x56xf32>
  %r866 = tensor.collapse_shape %g865 [[0], [1, 2], [3], [4]] : tensor<10x40x3x56x56xf32> into tensor<10x120x56x56xf32>
  %r867 = tensor.expand_shape %stage3_0_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 160, 40, 1, 1] : tensor<480x40x1x1xf32> into tensor<3x160x40x1x1xf32>
  %r868 = tensor.expand_shape %r866 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e869 = tensor.empty() : tensor<10x3x160x56x56xf32>
  %f870 = linalg.fill ins(%c0 : f32) outs(%e869 : tensor<10x3x160x56x56xf32>) -> tensor<10x3x160x56x56xf32>
  %g876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r868, %r867 : tensor<10x3x40x56x56xf32>, tensor<3x160x40x1x1xf32>) outs(%f870 : tensor<10x3x160x56x56xf32>) {
  ^bb0(%a871: f32, %a872: f32, %o873: f32):
    %b874 = arith.mulf %a871, %a872 : f32
    %b875 = arith.addf %o873, %b874 : f32
    linalg.yield %b875 : f32
  } -> tensor<10x3x160x56x56xf32>
  %r877 = tensor.collapse_shape %g876 [[0], [1, 2], [3], [4]] : tensor<10x3x160x56x56xf32> into tensor<10x480x56x56xf32>
  %e878 = tensor.empty() : tensor<480xf32>
  %f879 = linalg.fill ins(%c0 : f32) outs(%e878 : tensor<480xf32>) -> tensor<480xf32>
  %g883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r877 : tensor<10x480x56x56xf32>) outs(%f879 : tensor<480xf32>) {
  ^bb0(%a880: f32, %o881: f32):
    %b882 = arith.addf %a880, %o881 : f32
    linalg.yield %b882 : f32
  } -> tensor<480xf32>
  %e884 = tensor.empty() : tensor<480xf32>
  %g888 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g883 : tensor<480xf32>) outs(%e884 : tensor<480xf32>) {
  ^bb0(%a885: f32, %o886: f32):
    %b887 = arith.divf %a885, %c4 : f32
    linalg.yield %b887 : f32
  } -> tensor<480xf32>
  %e890 = tensor.empty() : tensor<10x480x56x56xf32>
  %g896 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r877, %g888 : tensor<10x480x56x56xf32>, tensor<480xf32>) outs(%e890 : tensor<10x480x56x56xf32>) {
  ^bb0(%a891: f32, %a892: f32, %o893: f32):
    %b894 = arith.subf %a891, %a892 : f32
    %b895 = arith.mulf %b894, %b894 : f32
    linalg.yield %b895 : f32
  } -> tensor<10x480x56x56xf32>
  %e897 = tensor.empty() : tensor<480xf32>
  %f898 = linalg.fill ins(%c0 : f32) outs(%e897 : tensor<480xf32>) -> tensor<480xf32>
  %g902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g896 : tensor<10x480x56x56xf32>) outs(%f898 : tensor<480xf32>) {
  ^bb0(%a899: f32, %o900: f32):
    %b901 = arith.addf %a899, %o900 : f32
    linalg.yield %b901 : f32
  } -> tensor<480xf32>
  %e903 = tensor.empty() : tensor<480xf32>
  %g907 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g902 : tensor<480xf32>) outs(%e903 : tensor<480xf32>) {
  ^bb0(%a904: f32, %o905: f32):
    %b906 = arith.divf %a904, %c4 : f32
    linalg.yield %b906 : f32
  } -> tensor<480xf32>
  %e911 = tensor.empty() : tensor<10x480x56x56xf32>
  %g924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r877, %g888, %g907, %stage3_0_bn3_weight, %stage3_0_bn3_bias : tensor<10x480x56x56xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e911 : tensor<10x480x56x56xf32>) {
  ^bb0(%a912: f32, %a913: f32, %a914: f32, %a915: f32, %a916: f32, %o917: f32):
    %b918 = arith.addf %a914, %c2 : f32
    %b919 = math.sqrt %b918 : f32
    %b920 = arith.subf %a912, %a913 : f32
    %b921 = arith.divf %b920, %b919 : f32
    %b922 = arith.mulf %b921, %a915 : f32
    %b923 = arith.addf %b922, %a916 : f32
    linalg.yield %b923 : f32
  } -> tensor<10x480x56x56xf32>
  %e925 = tensor.empty() : tensor<10x480x56x56xf32>
  %g929 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g924 : tensor<10x480x56x56xf32>) outs(%e925 : tensor<10x480x56x56xf32>) {
  ^bb0(%a926: f32, %o927: f32):
    %b928 = arith.maximumf %a926, %c0 : f32
    linalg.yield %b928 : f32
  } -> tensor<10x480x56x56xf32>
  %e930 = tensor.empty() : tensor<10x480x56x56xf32>
  %f931 = linalg.fill ins(%c0 : f32) outs(%e930 : tensor<10x480x56x56xf32>) -> tensor<10x480x56x56xf32>
  %conv932 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g734, %stage3_0_shortcut_0_weight : tensor<10x240x56x56xf32>, tensor<480x240x1x1xf32>) outs(%f931 : tensor<10x480x56x56xf32>) -> tensor<10x480x56x56xf32>
  %e933 = tensor.empty() : tensor<480xf32>
  %f934 = linalg.fill ins(%c0 : f32) outs(%e933 : tensor<480xf32>) -> tensor<480xf32>
  %g938 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv932 : tensor<10x480x56x56xf32>) outs(%f934 : tensor<480xf32>) {
  ^bb0(%a935: f32, %o936: f32):
    %b937 = arith.addf %a935, %o936 : f32
    linalg.yield %b937 : f32
  } -> tensor<480xf32>
  %e939 = tensor.empty() : tensor<480xf32>
  %g943 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g938 : tensor<480xf32>) outs(%e939 : tensor<480xf32>) {
  ^bb0(%a940: f32, %o941: f32):
    %b942 = arith.divf %a940, %c4 : f32
    linalg.yield %b942 : f32
  } -> tensor<480xf32>
  %e945 = tensor.empty() : tensor<10x480x56x56xf32>
  %g951 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv932, %g943 : tensor<10x480x56x56xf32>, tensor<480xf32>) outs(%e945 : tensor<10x480x56x56xf32>) {
  ^bb0(%a946: f32, %a947: f32, %o948: f32):
    %b949 = arith.subf %a946, %a947 : f32
    %b950 = arith.mulf %b949, %b949 : f32
    linalg.yield %b950 : f32
  } -> tensor<10x480x56x56xf32>
  %e952 = tensor.empty() : tensor<480xf32>
  %f953 = linalg.fill ins(%c0 : f32) outs(%e952 : tensor<480xf32>) -> tensor<480xf32>
  %g957 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g951 : tensor<10x480x56x56xf32>) outs(%f953 : tensor<480xf32>) {
  ^bb0(%a954: f32, %o955: f32):
    %b956 = arith.addf %a954, %o955 : f32
    linalg.yield %b956 : f32
  } -> tensor<480xf32>
  %e958 = tensor.empty() : tensor<480xf32>
  %g962 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g957 : tensor<480xf32>) outs(%e958 : tensor<480xf32>) {
  ^bb0(%a959: f32, %o960: f32):
    %b961 = arith.divf %a959, %c4 : f32
    linalg.yield %b961 : f32
  } -> tensor<480xf32>
  %e966 = tensor.empty() : tensor<10x480x56x56xf32>
  %g979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv932, %g943, %g962, %stage3_0_shortcut_1_weight, %stage3_0_shortcut_1_bias : tensor<10x480x56x56xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e966 : tensor<10x480x56x56xf32>) {
  ^bb0(%a967: f32, %a968: f32, %a969: f32, %a970: f32, %a971: f32, %o972: f32):
    %b973 = arith.addf %a969, %c2 : f32
    %b974 = math.sqrt %b973 : f32
    %b975 = arith.subf %a967, %a968 : f32
    %b976 = arith.divf %b975, %b974 : f32
    %b977 = arith.mulf %b976, %a970 : f32
    %b978 = arith.addf %b977, %a971 : f32
    linalg.yield %b978 : f32
  } -> tensor<10x480x56x56xf32>
  %e980 = tensor.empty() : tensor<10x480x56x56xf32>
  %g985 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g929, %g979 : tensor<10x480x56x56xf32>, tensor<10x480x56x56xf32>) outs(%e980 : tensor<10x480x56x56xf32>) {
  ^bb0(%a981: f32, %a982: f32, %o983: f32):
    %b984 = arith.addf %a981, %a982 : f32
    linalg.yield %b984 : f32
  } -> tensor<10x480x56x56xf32>
  %r986 = tensor.expand_shape %stage3_1_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 40, 160, 1, 1] : tensor<120x160x1x1xf32> into tensor<3x40x160x1x1xf32>
  %r987 = tensor.expand_shape %g985 [[0], [1, 2], [3], [4]] output_shape [10, 3, 160, 56, 56] : tensor<10x480x56x56xf32> into tensor<10x3x160x56x56xf32>
  %e988 = tensor.empty() : tensor<10x3x40x56x56xf32>
  %f989 = linalg.fill ins(%c0 : f32) outs(%e988 : tensor<10x3x40x56x56xf32>) -> tensor<10x3x40x56x56xf32>
  %g995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r987, %r986 : tensor<10x3x160x56x56xf32>, tensor<3x40x160x1x1xf32>) outs(%f989 : tensor<10x3x40x56x56xf32>) {
  ^bb0(%a990: f32, %a991: f32, %o992: f32):
    %b993 = arith.mulf %a990, %a991 : f32
    %b994 = arith.addf %o992, %b993 : f32
    linalg.yield %b994 : f32
  } -> tensor<10x3x40x56x56xf32>
  %r996 = tensor.collapse_shape %g995 [[0], [1, 2], [3], [4]] : tensor<10x3x40x56x56xf32> into tensor<10x120x56x56xf32>
  %e997 = tensor.empty() : tensor<120xf32>
  %f998 = linalg.fill ins(%c0 : f32) outs(%e997 : tensor<120xf32>) -> tensor<120xf32>
  %g1002 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r996 : tensor<10x120x56x56xf32>) outs(%f998 : tensor<120xf32>) {
  ^bb0(%a999: f32, %o1000: f32):
    %b1001 = arith.addf %a999, %o1000 : f32
    linalg.yield %b1001 : f32
  } -> tensor<120xf32>
  %e1003 = tensor.empty() : tensor<120xf32>
  %g1007 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1002 : tensor<120xf32>) outs(%e1003 : tensor<120xf32>) {
  ^bb0(%a1004: f32, %o1005: f32):
    %b1006 = arith.divf %a1004, %c4 : f32
    linalg.yield %b1006 : f32
  } -> tensor<120xf32>
  %e1009 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1015 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r996, %g1007 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1009 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1010: f32, %a1011: f32, %o1012: f32):
    %b1013 = arith.subf %a1010, %a1011 : f32
    %b1014 = arith.mulf %b1013, %b1013 : f32
    linalg.yield %b1014 : f32
  } -> tensor<10x120x56x56xf32>
  %e1016 = tensor.empty() : tensor<120xf32>
  %f1017 = linalg.fill ins(%c0 : f32) outs(%e1016 : tensor<120xf32>) -> tensor<120xf32>
  %g1021 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1015 : tensor<10x120x56x56xf32>) outs(%f1017 : tensor<120xf32>) {
  ^bb0(%a1018: f32, %o1019: f32):
    %b1020 = arith.addf %a1018, %o1019 : f32
    linalg.yield %b1020 : f32
  } -> tensor<120xf32>
  %e1022 = tensor.empty() : tensor<120xf32>
  %g1026 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1021 : tensor<120xf32>) outs(%e1022 : tensor<120xf32>) {
  ^bb0(%a1023: f32, %o1024: f32):
    %b1025 = arith.divf %a1023, %c4 : f32
    linalg.yield %b1025 : f32
  } -> tensor<120xf32>
  %e1030 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1043 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r996, %g1007, %g1026, %stage3_1_bn1_weight, %stage3_1_bn1_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1030 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1031: f32, %a1032: f32, %a1033: f32, %a1034: f32, %a1035: f32, %o1036: f32):
    %b1037 = arith.addf %a1033, %c2 : f32
    %b1038 = math.sqrt %b1037 : f32
    %b1039 = arith.subf %a1031, %a1032 : f32
    %b1040 = arith.divf %b1039, %b1038 : f32
    %b1041 = arith.mulf %b1040, %a1034 : f32
    %b1042 = arith.addf %b1041, %a1035 : f32
    linalg.yield %b1042 : f32
  } -> tensor<10x120x56x56xf32>
  %e1044 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1043 : tensor<10x120x56x56xf32>) outs(%e1044 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1045: f32, %o1046: f32):
    %b1047 = arith.maximumf %a1045, %c0 : f32
    linalg.yield %b1047 : f32
  } -> tensor<10x120x56x56xf32>
  %e1049 = tensor.empty() : tensor<10x120x58x58xf32>
  %f1050 = linalg.fill ins(%c0 : f32) outs(%e1049 : tensor<10x120x58x58xf32>) -> tensor<10x120x58x58xf32>
  %g1053 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1048 : tensor<10x120x56x56xf32>) outs(%f1050 : tensor<10x120x58x58xf32>) {
  ^bb0(%a1051: f32, %o1052: f32):
    linalg.yield %a1051 : f32
  } -> tensor<10x120x58x58xf32>
  %r1054 = tensor.expand_shape %stage3_1_conv2_weight [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
  %r1055 = tensor.expand_shape %g1053 [[0], [1], [2, 3], [4]] output_shape [10, 120, 1, 58, 58] : tensor<10x120x58x58xf32> into tensor<10x120x1x58x58xf32>
  %e1056 = tensor.empty() : tensor<10x120x1x56x56xf32>
  %f1057 = linalg.fill ins(%c0 : f32) outs(%e1056 : tensor<10x120x1x56x56xf32>) -> tensor<10x120x1x56x56xf32>
  %g1063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1055, %r1054 : tensor<10x120x1x58x58xf32>, tensor<120x1x1x3x3xf32>) outs(%f1057 : tensor<10x120x1x56x56xf32>) {
  ^bb0(%a1058: f32, %a1059: f32, %o1060: f32):
    %b1061 = arith.mulf %a1058, %a1059 : f32
    %b1062 = arith.addf %o1060, %b1061 : f32
    linalg.yield %b1062 : f32
  } -> tensor<10x120x1x56x56xf32>
  %r1064 = tensor.collapse_shape %g1063 [[0], [1], [2, 3], [4]] : tensor<10x120x1x56x56xf32> into tensor<10x120x56x56xf32>
  %e1065 = tensor.empty() : tensor<120xf32>
  %f1066 = linalg.fill ins(%c0 : f32) outs(%e1065 : tensor<120xf32>) -> tensor<120xf32>
  %g1070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1064 : tensor<10x120x56x56xf32>) outs(%f1066 : tensor<120xf32>) {
  ^bb0(%a1067: f32, %o1068: f32):
    %b1069 = arith.addf %a1067, %o1068 : f32
    linalg.yield %b1069 : f32
  } -> tensor<120xf32>
  %e1071 = tensor.empty() : tensor<120xf32>
  %g1075 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1070 : tensor<120xf32>) outs(%e1071 : tensor<120xf32>) {
  ^bb0(%a1072: f32, %o1073: f32):
    %b1074 = arith.divf %a1072, %c4 : f32
    linalg.yield %b1074 : f32
  } -> tensor<120xf32>
  %e1077 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1064, %g1075 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1077 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1078: f32, %a1079: f32, %o1080: f32):
    %b1081 = arith.subf %a1078, %a1079 : f32
    %b1082 = arith.mulf %b1081, %b1081 : f32
    linalg.yield %b1082 : f32
  } -> tensor<10x120x56x56xf32>
  %e1084 = tensor.empty() : tensor<120xf32>
  %f1085 = linalg.fill ins(%c0 : f32) outs(%e1084 : tensor<120xf32>) -> tensor<120xf32>
  %g1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1083 : tensor<10x120x56x56xf32>) outs(%f1085 : tensor<120xf32>) {
  ^bb0(%a1086: f32, %o1087: f32):
    %b1088 = arith.addf %a1086, %o1087 : f32
    linalg.yield %b1088 : f32
  } -> tensor<120xf32>
  %e1090 = tensor.empty() : tensor<120xf32>
  %g1094 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1089 : tensor<120xf32>) outs(%e1090 : tensor<120xf32>) {
  ^bb0(%a1091: f32, %o1092: f32):
    %b1093 = arith.divf %a1091, %c4 : f32
    linalg.yield %b1093 : f32
  } -> tensor<120xf32>
  %e1098 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1064, %g1075, %g1094, %stage3_1_bn2_weight, %stage3_1_bn2_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1098 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1099: f32, %a1100: f32, %a1101: f32, %a1102: f32, %a1103: f32, %o1104: f32):
    %b1105 = arith.addf %a1101, %c2 : f32
    %b1106 = math.sqrt %b1105 : f32
    %b1107 = arith.subf %a1099, %a1100 : f32
    %b1108 = arith.divf %b1107, %b1106 : f32
    %b1109 = arith.mulf %b1108, %a1102 : f32
    %b1110 = arith.addf %b1109, %a1103 : f32
    linalg.yield %b1110 : f32
  } -> tensor<10x120x56x56xf32>
  %r1112 = tensor.expand_shape %g1111 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1113 = tensor.empty() : tensor<10x40x3x56x56xf32>
  %g1116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1112 : tensor<10x3x40x56x56xf32>) outs(%e1113 : tensor<10x40x3x56x56xf32>) {
  ^bb0(%a1114: f32, %o1115: f32):
    linalg.yield %a1114 : f32
  } -> tensor<10x40x3x56x56xf32>
  %r1117 = tensor.collapse_shape %g1116 [[0], [1, 2], [3], [4]] : tensor<10x40x3x56x56xf32> into tensor<10x120x56x56xf32>
  %r1118 = tensor.expand_shape %stage3_1_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 160, 40, 1, 1] : tensor<480x40x1x1xf32> into tensor<3x160x40x1x1xf32>
  %r1119 = tensor.expand_shape %r1117 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1120 = tensor.empty() : tensor<10x3x160x56x56xf32>
  %f1121 = linalg.fill ins(%c0 : f32) outs(%e1120 : tensor<10x3x160x56x56xf32>) -> tensor<10x3x160x56x56xf32>
  %g1127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1119, %r1118 : tensor<10x3x40x56x56xf32>, tensor<3x160x40x1x1xf32>) outs(%f1121 : tensor<10x3x160x56x56xf32>) {
  ^bb0(%a1122: f32, %a1123: f32, %o1124: f32):
    %b1125 = arith.mulf %a1122, %a1123 : f32
    %b1126 = arith.addf %o1124, %b1125 : f32
    linalg.yield %b1126 : f32
  } -> tensor<10x3x160x56x56xf32>
  %r1128 = tensor.collapse_shape %g1127 [[0], [1, 2], [3], [4]] : tensor<10x3x160x56x56xf32> into tensor<10x480x56x56xf32>
  %e1129 = tensor.empty() : tensor<480xf32>
  %f1130 = linalg.fill ins(%c0 : f32) outs(%e1129 : tensor<480xf32>) -> tensor<480xf32>
  %g1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1128 : tensor<10x480x56x56xf32>) outs(%f1130 : tensor<480xf32>) {
  ^bb0(%a1131: f32, %o1132: f32):
    %b1133 = arith.addf %a1131, %o1132 : f32
    linalg.yield %b1133 : f32
  } -> tensor<480xf32>
  %e1135 = tensor.empty() : tensor<480xf32>
  %g1139 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1134 : tensor<480xf32>) outs(%e1135 : tensor<480xf32>) {
  ^bb0(%a1136: f32, %o1137: f32):
    %b1138 = arith.divf %a1136, %c4 : f32
    linalg.yield %b1138 : f32
  } -> tensor<480xf32>
  %e1141 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1128, %g1139 : tensor<10x480x56x56xf32>, tensor<480xf32>) outs(%e1141 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1142: f32, %a1143: f32, %o1144: f32):
    %b1145 = arith.subf %a1142, %a1143 : f32
    %b1146 = arith.mulf %b1145, %b1145 : f32
    linalg.yield %b1146 : f32
  } -> tensor<10x480x56x56xf32>
  %e1148 = tensor.empty() : tensor<480xf32>
  %f1149 = linalg.fill ins(%c0 : f32) outs(%e1148 : tensor<480xf32>) -> tensor<480xf32>
  %g1153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1147 : tensor<10x480x56x56xf32>) outs(%f1149 : tensor<480xf32>) {
  ^bb0(%a1150: f32, %o1151: f32):
    %b1152 = arith.addf %a1150, %o1151 : f32
    linalg.yield %b1152 : f32
  } -> tensor<480xf32>
  %e1154 = tensor.empty() : tensor<480xf32>
  %g1158 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1153 : tensor<480xf32>) outs(%e1154 : tensor<480xf32>) {
  ^bb0(%a1155: f32, %o1156: f32):
    %b1157 = arith.divf %a1155, %c4 : f32
    linalg.yield %b1157 : f32
  } -> tensor<480xf32>
  %e1162 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1128, %g1139, %g1158, %stage3_1_bn3_weight, %stage3_1_bn3_bias : tensor<10x480x56x56xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1162 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1163: f32, %a1164: f32, %a1165: f32, %a1166: f32, %a1167: f32, %o1168: f32):
    %b1169 = arith.addf %a1165, %c2 : f32
    %b1170 = math.sqrt %b1169 : f32
    %b1171 = arith.subf %a1163, %a1164 : f32
    %b1172 = arith.divf %b1171, %b1170 : f32
    %b1173 = arith.mulf %b1172, %a1166 : f32
    %b1174 = arith.addf %b1173, %a1167 : f32
    linalg.yield %b1174 : f32
  } -> tensor<10x480x56x56xf32>
  %e1176 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1175 : tensor<10x480x56x56xf32>) outs(%e1176 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1177: f32, %o1178: f32):
    %b1179 = arith.maximumf %a1177, %c0 : f32
    linalg.yield %b1179 : f32
  } -> tensor<10x480x56x56xf32>
  %e1181 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1180, %g985 : tensor<10x480x56x56xf32>, tensor<10x480x56x56xf32>) outs(%e1181 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1182: f32, %a1183: f32, %o1184: f32):
    %b1185 = arith.addf %a1182, %a1183 : f32
    linalg.yield %b1185 : f32
  } -> tensor<10x480x56x56xf32>
  %r1187 = tensor.expand_shape %stage3_2_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 40, 160, 1, 1] : tensor<120x160x1x1xf32> into tensor<3x40x160x1x1xf32>
  %r1188 = tensor.expand_shape %g1186 [[0], [1, 2], [3], [4]] output_shape [10, 3, 160, 56, 56] : tensor<10x480x56x56xf32> into tensor<10x3x160x56x56xf32>
  %e1189 = tensor.empty() : tensor<10x3x40x56x56xf32>
  %f1190 = linalg.fill ins(%c0 : f32) outs(%e1189 : tensor<10x3x40x56x56xf32>) -> tensor<10x3x40x56x56xf32>
  %g1196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1188, %r1187 : tensor<10x3x160x56x56xf32>, tensor<3x40x160x1x1xf32>) outs(%f1190 : tensor<10x3x40x56x56xf32>) {
  ^bb0(%a1191: f32, %a1192: f32, %o1193: f32):
    %b1194 = arith.mulf %a1191, %a1192 : f32
    %b1195 = arith.addf %o1193, %b1194 : f32
    linalg.yield %b1195 : f32
  } -> tensor<10x3x40x56x56xf32>
  %r1197 = tensor.collapse_shape %g1196 [[0], [1, 2], [3], [4]] : tensor<10x3x40x56x56xf32> into tensor<10x120x56x56xf32>
  %e1198 = tensor.empty() : tensor<120xf32>
  %f1199 = linalg.fill ins(%c0 : f32) outs(%e1198 : tensor<120xf32>) -> tensor<120xf32>
  %g1203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1197 : tensor<10x120x56x56xf32>) outs(%f1199 : tensor<120xf32>) {
  ^bb0(%a1200: f32, %o1201: f32):
    %b1202 = arith.addf %a1200, %o1201 : f32
    linalg.yield %b1202 : f32
  } -> tensor<120xf32>
  %e1204 = tensor.empty() : tensor<120xf32>
  %g1208 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1203 : tensor<120xf32>) outs(%e1204 : tensor<120xf32>) {
  ^bb0(%a1205: f32, %o1206: f32):
    %b1207 = arith.divf %a1205, %c4 : f32
    linalg.yield %b1207 : f32
  } -> tensor<120xf32>
  %e1210 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1197, %g1208 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1210 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1211: f32, %a1212: f32, %o1213: f32):
    %b1214 = arith.subf %a1211, %a1212 : f32
    %b1215 = arith.mulf %b1214, %b1214 : f32
    linalg.yield %b1215 : f32
  } -> tensor<10x120x56x56xf32>
  %e1217 = tensor.empty() : tensor<120xf32>
  %f1218 = linalg.fill ins(%c0 : f32) outs(%e1217 : tensor<120xf32>) -> tensor<120xf32>
  %g1222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1216 : tensor<10x120x56x56xf32>) outs(%f1218 : tensor<120xf32>) {
  ^bb0(%a1219: f32, %o1220: f32):
    %b1221 = arith.addf %a1219, %o1220 : f32
    linalg.yield %b1221 : f32
  } -> tensor<120xf32>
  %e1223 = tensor.empty() : tensor<120xf32>
  %g1227 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1222 : tensor<120xf32>) outs(%e1223 : tensor<120xf32>) {
  ^bb0(%a1224: f32, %o1225: f32):
    %b1226 = arith.divf %a1224, %c4 : f32
    linalg.yield %b1226 : f32
  } -> tensor<120xf32>
  %e1231 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1197, %g1208, %g1227, %stage3_2_bn1_weight, %stage3_2_bn1_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1231 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1232: f32, %a1233: f32, %a1234: f32, %a1235: f32, %a1236: f32, %o1237: f32):
    %b1238 = arith.addf %a1234, %c2 : f32
    %b1239 = math.sqrt %b1238 : f32
    %b1240 = arith.subf %a1232, %a1233 : f32
    %b1241 = arith.divf %b1240, %b1239 : f32
    %b1242 = arith.mulf %b1241, %a1235 : f32
    %b1243 = arith.addf %b1242, %a1236 : f32
    linalg.yield %b1243 : f32
  } -> tensor<10x120x56x56xf32>
  %e1245 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1244 : tensor<10x120x56x56xf32>) outs(%e1245 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1246: f32, %o1247: f32):
    %b1248 = arith.maximumf %a1246, %c0 : f32
    linalg.yield %b1248 : f32
  } -> tensor<10x120x56x56xf32>
  %e1250 = tensor.empty() : tensor<10x120x58x58xf32>
  %f1251 = linalg.fill ins(%c0 : f32) outs(%e1250 : tensor<10x120x58x58xf32>) -> tensor<10x120x58x58xf32>
  %g1254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1249 : tensor<10x120x56x56xf32>) outs(%f1251 : tensor<10x120x58x58xf32>) {
  ^bb0(%a1252: f32, %o1253: f32):
    linalg.yield %a1252 : f32
  } -> tensor<10x120x58x58xf32>
  %r1255 = tensor.expand_shape %stage3_2_conv2_weight [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
  %r1256 = tensor.expand_shape %g1254 [[0], [1], [2, 3], [4]] output_shape [10, 120, 1, 58, 58] : tensor<10x120x58x58xf32> into tensor<10x120x1x58x58xf32>
  %e1257 = tensor.empty() : tensor<10x120x1x56x56xf32>
  %f1258 = linalg.fill ins(%c0 : f32) outs(%e1257 : tensor<10x120x1x56x56xf32>) -> tensor<10x120x1x56x56xf32>
  %g1264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1256, %r1255 : tensor<10x120x1x58x58xf32>, tensor<120x1x1x3x3xf32>) outs(%f1258 : tensor<10x120x1x56x56xf32>) {
  ^bb0(%a1259: f32, %a1260: f32, %o1261: f32):
    %b1262 = arith.mulf %a1259, %a1260 : f32
    %b1263 = arith.addf %o1261, %b1262 : f32
    linalg.yield %b1263 : f32
  } -> tensor<10x120x1x56x56xf32>
  %r1265 = tensor.collapse_shape %g1264 [[0], [1], [2, 3], [4]] : tensor<10x120x1x56x56xf32> into tensor<10x120x56x56xf32>
  %e1266 = tensor.empty() : tensor<120xf32>
  %f1267 = linalg.fill ins(%c0 : f32) outs(%e1266 : tensor<120xf32>) -> tensor<120xf32>
  %g1271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1265 : tensor<10x120x56x56xf32>) outs(%f1267 : tensor<120xf32>) {
  ^bb0(%a1268: f32, %o1269: f32):
    %b1270 = arith.addf %a1268, %o1269 : f32
    linalg.yield %b1270 : f32
  } -> tensor<120xf32>
  %e1272 = tensor.empty() : tensor<120xf32>
  %g1276 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1271 : tensor<120xf32>) outs(%e1272 : tensor<120xf32>) {
  ^bb0(%a1273: f32, %o1274: f32):
    %b1275 = arith.divf %a1273, %c4 : f32
    linalg.yield %b1275 : f32
  } -> tensor<120xf32>
  %e1278 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1265, %g1276 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1278 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1279: f32, %a1280: f32, %o1281: f32):
    %b1282 = arith.subf %a1279, %a1280 : f32
    %b1283 = arith.mulf %b1282, %b1282 : f32
    linalg.yield %b1283 : f32
  } -> tensor<10x120x56x56xf32>
  %e1285 = tensor.empty() : tensor<120xf32>
  %f1286 = linalg.fill ins(%c0 : f32) outs(%e1285 : tensor<120xf32>) -> tensor<120xf32>
  %g1290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1284 : tensor<10x120x56x56xf32>) outs(%f1286 : tensor<120xf32>) {
  ^bb0(%a1287: f32, %o1288: f32):
    %b1289 = arith.addf %a1287, %o1288 : f32
    linalg.yield %b1289 : f32
  } -> tensor<120xf32>
  %e1291 = tensor.empty() : tensor<120xf32>
  %g1295 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1290 : tensor<120xf32>) outs(%e1291 : tensor<120xf32>) {
  ^bb0(%a1292: f32, %o1293: f32):
    %b1294 = arith.divf %a1292, %c4 : f32
    linalg.yield %b1294 : f32
  } -> tensor<120xf32>
  %e1299 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1265, %g1276, %g1295, %stage3_2_bn2_weight, %stage3_2_bn2_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1299 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1300: f32, %a1301: f32, %a1302: f32, %a1303: f32, %a1304: f32, %o1305: f32):
    %b1306 = arith.addf %a1302, %c2 : f32
    %b1307 = math.sqrt %b1306 : f32
    %b1308 = arith.subf %a1300, %a1301 : f32
    %b1309 = arith.divf %b1308, %b1307 : f32
    %b1310 = arith.mulf %b1309, %a1303 : f32
    %b1311 = arith.addf %b1310, %a1304 : f32
    linalg.yield %b1311 : f32
  } -> tensor<10x120x56x56xf32>
  %r1313 = tensor.expand_shape %g1312 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1314 = tensor.empty() : tensor<10x40x3x56x56xf32>
  %g1317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1313 : tensor<10x3x40x56x56xf32>) outs(%e1314 : tensor<10x40x3x56x56xf32>) {
  ^bb0(%a1315: f32, %o1316: f32):
    linalg.yield %a1315 : f32
  } -> tensor<10x40x3x56x56xf32>
  %r1318 = tensor.collapse_shape %g1317 [[0], [1, 2], [3], [4]] : tensor<10x40x3x56x56xf32> into tensor<10x120x56x56xf32>
  %r1319 = tensor.expand_shape %stage3_2_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 160, 40, 1, 1] : tensor<480x40x1x1xf32> into tensor<3x160x40x1x1xf32>
  %r1320 = tensor.expand_shape %r1318 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1321 = tensor.empty() : tensor<10x3x160x56x56xf32>
  %f1322 = linalg.fill ins(%c0 : f32) outs(%e1321 : tensor<10x3x160x56x56xf32>) -> tensor<10x3x160x56x56xf32>
  %g1328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1320, %r1319 : tensor<10x3x40x56x56xf32>, tensor<3x160x40x1x1xf32>) outs(%f1322 : tensor<10x3x160x56x56xf32>) {
  ^bb0(%a1323: f32, %a1324: f32, %o1325: f32):
    %b1326 = arith.mulf %a1323, %a1324 : f32
    %b1327 = arith.addf %o1325, %b1326 : f32
    linalg.yield %b1327 : f32
  } -> tensor<10x3x160x56x56xf32>
  %r1329 = tensor.collapse_shape %g1328 [[0], [1, 2], [3], [4]] : tensor<10x3x160x56x56xf32> into tensor<10x480x56x56xf32>
  %e1330 = tensor.empty() : tensor<480xf32>
  %f1331 = linalg.fill ins(%c0 : f32) outs(%e1330 : tensor<480xf32>) -> tensor<480xf32>
  %g1335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1329 : tensor<10x480x56x56xf32>) outs(%f1331 : tensor<480xf32>) {
  ^bb0(%a1332: f32, %o1333: f32):
    %b1334 = arith.addf %a1332, %o1333 : f32
    linalg.yield %b1334 : f32
  } -> tensor<480xf32>
  %e1336 = tensor.empty() : tensor<480xf32>
  %g1340 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1335 : tensor<480xf32>) outs(%e1336 : tensor<480xf32>) {
  ^bb0(%a1337: f32, %o1338: f32):
    %b1339 = arith.divf %a1337, %c4 : f32
    linalg.yield %b1339 : f32
  } -> tensor<480xf32>
  %e1342 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1329, %g1340 : tensor<10x480x56x56xf32>, tensor<480xf32>) outs(%e1342 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1343: f32, %a1344: f32, %o1345: f32):
    %b1346 = arith.subf %a1343, %a1344 : f32
    %b1347 = arith.mulf %b1346, %b1346 : f32
    linalg.yield %b1347 : f32
  } -> tensor<10x480x56x56xf32>
  %e1349 = tensor.empty() : tensor<480xf32>
  %f1350 = linalg.fill ins(%c0 : f32) outs(%e1349 : tensor<480xf32>) -> tensor<480xf32>
  %g1354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1348 : tensor<10x480x56x56xf32>) outs(%f1350 : tensor<480xf32>) {
  ^bb0(%a1351: f32, %o1352: f32):
    %b1353 = arith.addf %a1351, %o1352 : f32
    linalg.yield %b1353 : f32
  } -> tensor<480xf32>
  %e1355 = tensor.empty() : tensor<480xf32>
  %g1359 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1354 : tensor<480xf32>) outs(%e1355 : tensor<480xf32>) {
  ^bb0(%a1356: f32, %o1357: f32):
    %b1358 = arith.divf %a1356, %c4 : f32
    linalg.yield %b1358 : f32
  } -> tensor<480xf32>
  %e1363 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1329, %g1340, %g1359, %stage3_2_bn3_weight, %stage3_2_bn3_bias : tensor<10x480x56x56xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1363 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1364: f32, %a1365: f32, %a1366: f32, %a1367: f32, %a1368: f32, %o1369: f32):
    %b1370 = arith.addf %a1366, %c2 : f32
    %b1371 = math.sqrt %b1370 : f32
    %b1372 = arith.subf %a1364, %a1365 : f32
    %b1373 = arith.divf %b1372, %b1371 : f32
    %b1374 = arith.mulf %b1373, %a1367 : f32
    %b1375 = arith.addf %b1374, %a1368 : f32
    linalg.yield %b1375 : f32
  } -> tensor<10x480x56x56xf32>
  %e1377 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1376 : tensor<10x480x56x56xf32>) outs(%e1377 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1378: f32, %o1379: f32):
    %b1380 = arith.maximumf %a1378, %c0 : f32
    linalg.yield %b1380 : f32
  } -> tensor<10x480x56x56xf32>
  %e1382 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1381, %g1186 : tensor<10x480x56x56xf32>, tensor<10x480x56x56xf32>) outs(%e1382 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1383: f32, %a1384: f32, %o1385: f32):
    %b1386 = arith.addf %a1383, %a1384 : f32
    linalg.yield %b1386 : f32
  } -> tensor<10x480x56x56xf32>
  %r1388 = tensor.expand_shape %stage3_3_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 40, 160, 1, 1] : tensor<120x160x1x1xf32> into tensor<3x40x160x1x1xf32>
  %r1389 = tensor.expand_shape %g1387 [[0], [1, 2], [3], [4]] output_shape [10, 3, 160, 56, 56] : tensor<10x480x56x56xf32> into tensor<10x3x160x56x56xf32>
  %e1390 = tensor.empty() : tensor<10x3x40x56x56xf32>
  %f1391 = linalg.fill ins(%c0 : f32) outs(%e1390 : tensor<10x3x40x56x56xf32>) -> tensor<10x3x40x56x56xf32>
  %g1397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1389, %r1388 : tensor<10x3x160x56x56xf32>, tensor<3x40x160x1x1xf32>) outs(%f1391 : tensor<10x3x40x56x56xf32>) {
  ^bb0(%a1392: f32, %a1393: f32, %o1394: f32):
    %b1395 = arith.mulf %a1392, %a1393 : f32
    %b1396 = arith.addf %o1394, %b1395 : f32
    linalg.yield %b1396 : f32
  } -> tensor<10x3x40x56x56xf32>
  %r1398 = tensor.collapse_shape %g1397 [[0], [1, 2], [3], [4]] : tensor<10x3x40x56x56xf32> into tensor<10x120x56x56xf32>
  %e1399 = tensor.empty() : tensor<120xf32>
  %f1400 = linalg.fill ins(%c0 : f32) outs(%e1399 : tensor<120xf32>) -> tensor<120xf32>
  %g1404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1398 : tensor<10x120x56x56xf32>) outs(%f1400 : tensor<120xf32>) {
  ^bb0(%a1401: f32, %o1402: f32):
    %b1403 = arith.addf %a1401, %o1402 : f32
    linalg.yield %b1403 : f32
  } -> tensor<120xf32>
  %e1405 = tensor.empty() : tensor<120xf32>
  %g1409 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1404 : tensor<120xf32>) outs(%e1405 : tensor<120xf32>) {
  ^bb0(%a1406: f32, %o1407: f32):
    %b1408 = arith.divf %a1406, %c4 : f32
    linalg.yield %b1408 : f32
  } -> tensor<120xf32>
  %e1411 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1398, %g1409 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1411 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1412: f32, %a1413: f32, %o1414: f32):
    %b1415 = arith.subf %a1412, %a1413 : f32
    %b1416 = arith.mulf %b1415, %b1415 : f32
    linalg.yield %b1416 : f32
  } -> tensor<10x120x56x56xf32>
  %e1418 = tensor.empty() : tensor<120xf32>
  %f1419 = linalg.fill ins(%c0 : f32) outs(%e1418 : tensor<120xf32>) -> tensor<120xf32>
  %g1423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1417 : tensor<10x120x56x56xf32>) outs(%f1419 : tensor<120xf32>) {
  ^bb0(%a1420: f32, %o1421: f32):
    %b1422 = arith.addf %a1420, %o1421 : f32
    linalg.yield %b1422 : f32
  } -> tensor<120xf32>
  %e1424 = tensor.empty() : tensor<120xf32>
  %g1428 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1423 : tensor<120xf32>) outs(%e1424 : tensor<120xf32>) {
  ^bb0(%a1425: f32, %o1426: f32):
    %b1427 = arith.divf %a1425, %c4 : f32
    linalg.yield %b1427 : f32
  } -> tensor<120xf32>
  %e1432 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1398, %g1409, %g1428, %stage3_3_bn1_weight, %stage3_3_bn1_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1432 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1433: f32, %a1434: f32, %a1435: f32, %a1436: f32, %a1437: f32, %o1438: f32):
    %b1439 = arith.addf %a1435, %c2 : f32
    %b1440 = math.sqrt %b1439 : f32
    %b1441 = arith.subf %a1433, %a1434 : f32
    %b1442 = arith.divf %b1441, %b1440 : f32
    %b1443 = arith.mulf %b1442, %a1436 : f32
    %b1444 = arith.addf %b1443, %a1437 : f32
    linalg.yield %b1444 : f32
  } -> tensor<10x120x56x56xf32>
  %e1446 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1445 : tensor<10x120x56x56xf32>) outs(%e1446 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1447: f32, %o1448: f32):
    %b1449 = arith.maximumf %a1447, %c0 : f32
    linalg.yield %b1449 : f32
  } -> tensor<10x120x56x56xf32>
  %e1451 = tensor.empty() : tensor<10x120x58x58xf32>
  %f1452 = linalg.fill ins(%c0 : f32) outs(%e1451 : tensor<10x120x58x58xf32>) -> tensor<10x120x58x58xf32>
  %g1455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1450 : tensor<10x120x56x56xf32>) outs(%f1452 : tensor<10x120x58x58xf32>) {
  ^bb0(%a1453: f32, %o1454: f32):
    linalg.yield %a1453 : f32
  } -> tensor<10x120x58x58xf32>
  %r1456 = tensor.expand_shape %stage3_3_conv2_weight [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
  %r1457 = tensor.expand_shape %g1455 [[0], [1], [2, 3], [4]] output_shape [10, 120, 1, 58, 58] : tensor<10x120x58x58xf32> into tensor<10x120x1x58x58xf32>
  %e1458 = tensor.empty() : tensor<10x120x1x56x56xf32>
  %f1459 = linalg.fill ins(%c0 : f32) outs(%e1458 : tensor<10x120x1x56x56xf32>) -> tensor<10x120x1x56x56xf32>
  %g1465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1457, %r1456 : tensor<10x120x1x58x58xf32>, tensor<120x1x1x3x3xf32>) outs(%f1459 : tensor<10x120x1x56x56xf32>) {
  ^bb0(%a1460: f32, %a1461: f32, %o1462: f32):
    %b1463 = arith.mulf %a1460, %a1461 : f32
    %b1464 = arith.addf %o1462, %b1463 : f32
    linalg.yield %b1464 : f32
  } -> tensor<10x120x1x56x56xf32>
  %r1466 = tensor.collapse_shape %g1465 [[0], [1], [2, 3], [4]] : tensor<10x120x1x56x56xf32> into tensor<10x120x56x56xf32>
  %e1467 = tensor.empty() : tensor<120xf32>
  %f1468 = linalg.fill ins(%c0 : f32) outs(%e1467 : tensor<120xf32>) -> tensor<120xf32>
  %g1472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1466 : tensor<10x120x56x56xf32>) outs(%f1468 : tensor<120xf32>) {
  ^bb0(%a1469: f32, %o1470: f32):
    %b1471 = arith.addf %a1469, %o1470 : f32
    linalg.yield %b1471 : f32
  } -> tensor<120xf32>
  %e1473 = tensor.empty() : tensor<120xf32>
  %g1477 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1472 : tensor<120xf32>) outs(%e1473 : tensor<120xf32>) {
  ^bb0(%a1474: f32, %o1475: f32):
    %b1476 = arith.divf %a1474, %c4 : f32
    linalg.yield %b1476 : f32
  } -> tensor<120xf32>
  %e1479 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1466, %g1477 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1479 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1480: f32, %a1481: f32, %o1482: f32):
    %b1483 = arith.subf %a1480, %a1481 : f32
    %b1484 = arith.mulf %b1483, %b1483 : f32
    linalg.yield %b1484 : f32
  } -> tensor<10x120x56x56xf32>
  %e1486 = tensor.empty() : tensor<120xf32>
  %f1487 = linalg.fill ins(%c0 : f32) outs(%e1486 : tensor<120xf32>) -> tensor<120xf32>
  %g1491 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1485 : tensor<10x120x56x56xf32>) outs(%f1487 : tensor<120xf32>) {
  ^bb0(%a1488: f32, %o1489: f32):
    %b1490 = arith.addf %a1488, %o1489 : f32
    linalg.yield %b1490 : f32
  } -> tensor<120xf32>
  %e1492 = tensor.empty() : tensor<120xf32>
  %g1496 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1491 : tensor<120xf32>) outs(%e1492 : tensor<120xf32>) {
  ^bb0(%a1493: f32, %o1494: f32):
    %b1495 = arith.divf %a1493, %c4 : f32
    linalg.yield %b1495 : f32
  } -> tensor<120xf32>
  %e1500 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1466, %g1477, %g1496, %stage3_3_bn2_weight, %stage3_3_bn2_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1500 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1501: f32, %a1502: f32, %a1503: f32, %a1504: f32, %a1505: f32, %o1506: f32):
    %b1507 = arith.addf %a1503, %c2 : f32
    %b1508 = math.sqrt %b1507 : f32
    %b1509 = arith.subf %a1501, %a1502 : f32
    %b1510 = arith.divf %b1509, %b1508 : f32
    %b1511 = arith.mulf %b1510, %a1504 : f32
    %b1512 = arith.addf %b1511, %a1505 : f32
    linalg.yield %b1512 : f32
  } -> tensor<10x120x56x56xf32>
  %r1514 = tensor.expand_shape %g1513 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1515 = tensor.empty() : tensor<10x40x3x56x56xf32>
  %g1518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1514 : tensor<10x3x40x56x56xf32>) outs(%e1515 : tensor<10x40x3x56x56xf32>) {
  ^bb0(%a1516: f32, %o1517: f32):
    linalg.yield %a1516 : f32
  } -> tensor<10x40x3x56x56xf32>
  %r1519 = tensor.collapse_shape %g1518 [[0], [1, 2], [3], [4]] : tensor<10x40x3x56x56xf32> into tensor<10x120x56x56xf32>
  %r1520 = tensor.expand_shape %stage3_3_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 160, 40, 1, 1] : tensor<480x40x1x1xf32> into tensor<3x160x40x1x1xf32>
  %r1521 = tensor.expand_shape %r1519 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1522 = tensor.empty() : tensor<10x3x160x56x56xf32>
  %f1523 = linalg.fill ins(%c0 : f32) outs(%e1522 : tensor<10x3x160x56x56xf32>) -> tensor<10x3x160x56x56xf32>
  %g1529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1521, %r1520 : tensor<10x3x40x56x56xf32>, tensor<3x160x40x1x1xf32>) outs(%f1523 : tensor<10x3x160x56x56xf32>) {
  ^bb0(%a1524: f32, %a1525: f32, %o1526: f32):
    %b1527 = arith.mulf %a1524, %a1525 : f32
    %b1528 = arith.addf %o1526, %b1527 : f32
    linalg.yield %b1528 : f32
  } -> tensor<10x3x160x56x56xf32>
  %r1530 = tensor.collapse_shape %g1529 [[0], [1, 2], [3], [4]] : tensor<10x3x160x56x56xf32> into tensor<10x480x56x56xf32>
  %e1531 = tensor.empty() : tensor<480xf32>
  %f1532 = linalg.fill ins(%c0 : f32) outs(%e1531 : tensor<480xf32>) -> tensor<480xf32>
  %g1536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1530 : tensor<10x480x56x56xf32>) outs(%f1532 : tensor<480xf32>) {
  ^bb0(%a1533: f32, %o1534: f32):
    %b1535 = arith.addf %a1533, %o1534 : f32
    linalg.yield %b1535 : f32
  } -> tensor<480xf32>
  %e1537 = tensor.empty() : tensor<480xf32>
  %g1541 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1536 : tensor<480xf32>) outs(%e1537 : tensor<480xf32>) {
  ^bb0(%a1538: f32, %o1539: f32):
    %b1540 = arith.divf %a1538, %c4 : f32
    linalg.yield %b1540 : f32
  } -> tensor<480xf32>
  %e1543 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1530, %g1541 : tensor<10x480x56x56xf32>, tensor<480xf32>) outs(%e1543 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1544: f32, %a1545: f32, %o1546: f32):
    %b1547 = arith.subf %a1544, %a1545 : f32
    %b1548 = arith.mulf %b1547, %b1547 : f32
    linalg.yield %b1548 : f32
  } -> tensor<10x480x56x56xf32>
  %e1550 = tensor.empty() : tensor<480xf32>
  %f1551 = linalg.fill ins(%c0 : f32) outs(%e1550 : tensor<480xf32>) -> tensor<480xf32>
  %g1555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1549 : tensor<10x480x56x56xf32>) outs(%f1551 : tensor<480xf32>) {
  ^bb0(%a1552: f32, %o1553: f32):
    %b1554 = arith.addf %a1552, %o1553 : f32
    linalg.yield %b1554 : f32
  } -> tensor<480xf32>
  %e1556 = tensor.empty() : tensor<480xf32>
  %g1560 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1555 : tensor<480xf32>) outs(%e1556 : tensor<480xf32>) {
  ^bb0(%a1557: f32, %o1558: f32):
    %b1559 = arith.divf %a1557, %c4 : f32
    linalg.yield %b1559 : f32
  } -> tensor<480xf32>
  %e1564 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1530, %g1541, %g1560, %stage3_3_bn3_weight, %stage3_3_bn3_bias : tensor<10x480x56x56xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1564 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1565: f32, %a1566: f32, %a1567: f32, %a1568: f32, %a1569: f32, %o1570: f32):
    %b1571 = arith.addf %a1567, %c2 : f32
    %b1572 = math.sqrt %b1571 : f32
    %b1573 = arith.subf %a1565, %a1566 : f32
    %b1574 = arith.divf %b1573, %b1572 : f32
    %b1575 = arith.mulf %b1574, %a1568 : f32
    %b1576 = arith.addf %b1575, %a1569 : f32
    linalg.yield %b1576 : f32
  } -> tensor<10x480x56x56xf32>
  %e1578 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1577 : tensor<10x480x56x56xf32>) outs(%e1578 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1579: f32, %o1580: f32):
    %b1581 = arith.maximumf %a1579, %c0 : f32
    linalg.yield %b1581 : f32
  } -> tensor<10x480x56x56xf32>
  %e1583 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1582, %g1387 : tensor<10x480x56x56xf32>, tensor<10x480x56x56xf32>) outs(%e1583 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1584: f32, %a1585: f32, %o1586: f32):
    %b1587 = arith.addf %a1584, %a1585 : f32
    linalg.yield %b1587 : f32
  } -> tensor<10x480x56x56xf32>
  %r1589 = tensor.expand_shape %stage3_4_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 40, 160, 1, 1] : tensor<120x160x1x1xf32> into tensor<3x40x160x1x1xf32>
  %r1590 = tensor.expand_shape %g1588 [[0], [1, 2], [3], [4]] output_shape [10, 3, 160, 56, 56] : tensor<10x480x56x56xf32> into tensor<10x3x160x56x56xf32>
  %e1591 = tensor.empty() : tensor<10x3x40x56x56xf32>
  %f1592 = linalg.fill ins(%c0 : f32) outs(%e1591 : tensor<10x3x40x56x56xf32>) -> tensor<10x3x40x56x56xf32>
  %g1598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1590, %r1589 : tensor<10x3x160x56x56xf32>, tensor<3x40x160x1x1xf32>) outs(%f1592 : tensor<10x3x40x56x56xf32>) {
  ^bb0(%a1593: f32, %a1594: f32, %o1595: f32):
    %b1596 = arith.mulf %a1593, %a1594 : f32
    %b1597 = arith.addf %o1595, %b1596 : f32
    linalg.yield %b1597 : f32
  } -> tensor<10x3x40x56x56xf32>
  %r1599 = tensor.collapse_shape %g1598 [[0], [1, 2], [3], [4]] : tensor<10x3x40x56x56xf32> into tensor<10x120x56x56xf32>
  %e1600 = tensor.empty() : tensor<120xf32>
  %f1601 = linalg.fill ins(%c0 : f32) outs(%e1600 : tensor<120xf32>) -> tensor<120xf32>
  %g1605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1599 : tensor<10x120x56x56xf32>) outs(%f1601 : tensor<120xf32>) {
  ^bb0(%a1602: f32, %o1603: f32):
    %b1604 = arith.addf %a1602, %o1603 : f32
    linalg.yield %b1604 : f32
  } -> tensor<120xf32>
  %e1606 = tensor.empty() : tensor<120xf32>
  %g1610 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1605 : tensor<120xf32>) outs(%e1606 : tensor<120xf32>) {
  ^bb0(%a1607: f32, %o1608: f32):
    %b1609 = arith.divf %a1607, %c4 : f32
    linalg.yield %b1609 : f32
  } -> tensor<120xf32>
  %e1612 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1599, %g1610 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1612 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1613: f32, %a1614: f32, %o1615: f32):
    %b1616 = arith.subf %a1613, %a1614 : f32
    %b1617 = arith.mulf %b1616, %b1616 : f32
    linalg.yield %b1617 : f32
  } -> tensor<10x120x56x56xf32>
  %e1619 = tensor.empty() : tensor<120xf32>
  %f1620 = linalg.fill ins(%c0 : f32) outs(%e1619 : tensor<120xf32>) -> tensor<120xf32>
  %g1624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1618 : tensor<10x120x56x56xf32>) outs(%f1620 : tensor<120xf32>) {
  ^bb0(%a1621: f32, %o1622: f32):
    %b1623 = arith.addf %a1621, %o1622 : f32
    linalg.yield %b1623 : f32
  } -> tensor<120xf32>
  %e1625 = tensor.empty() : tensor<120xf32>
  %g1629 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1624 : tensor<120xf32>) outs(%e1625 : tensor<120xf32>) {
  ^bb0(%a1626: f32, %o1627: f32):
    %b1628 = arith.divf %a1626, %c4 : f32
    linalg.yield %b1628 : f32
  } -> tensor<120xf32>
  %e1633 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1599, %g1610, %g1629, %stage3_4_bn1_weight, %stage3_4_bn1_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1633 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1634: f32, %a1635: f32, %a1636: f32, %a1637: f32, %a1638: f32, %o1639: f32):
    %b1640 = arith.addf %a1636, %c2 : f32
    %b1641 = math.sqrt %b1640 : f32
    %b1642 = arith.subf %a1634, %a1635 : f32
    %b1643 = arith.divf %b1642, %b1641 : f32
    %b1644 = arith.mulf %b1643, %a1637 : f32
    %b1645 = arith.addf %b1644, %a1638 : f32
    linalg.yield %b1645 : f32
  } -> tensor<10x120x56x56xf32>
  %e1647 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1646 : tensor<10x120x56x56xf32>) outs(%e1647 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1648: f32, %o1649: f32):
    %b1650 = arith.maximumf %a1648, %c0 : f32
    linalg.yield %b1650 : f32
  } -> tensor<10x120x56x56xf32>
  %e1652 = tensor.empty() : tensor<10x120x58x58xf32>
  %f1653 = linalg.fill ins(%c0 : f32) outs(%e1652 : tensor<10x120x58x58xf32>) -> tensor<10x120x58x58xf32>
  %g1656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1651 : tensor<10x120x56x56xf32>) outs(%f1653 : tensor<10x120x58x58xf32>) {
  ^bb0(%a1654: f32, %o1655: f32):
    linalg.yield %a1654 : f32
  } -> tensor<10x120x58x58xf32>
  %r1657 = tensor.expand_shape %stage3_4_conv2_weight [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
  %r1658 = tensor.expand_shape %g1656 [[0], [1], [2, 3], [4]] output_shape [10, 120, 1, 58, 58] : tensor<10x120x58x58xf32> into tensor<10x120x1x58x58xf32>
  %e1659 = tensor.empty() : tensor<10x120x1x56x56xf32>
  %f1660 = linalg.fill ins(%c0 : f32) outs(%e1659 : tensor<10x120x1x56x56xf32>) -> tensor<10x120x1x56x56xf32>
  %g1666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1658, %r1657 : tensor<10x120x1x58x58xf32>, tensor<120x1x1x3x3xf32>) outs(%f1660 : tensor<10x120x1x56x56xf32>) {
  ^bb0(%a1661: f32, %a1662: f32, %o1663: f32):
    %b1664 = arith.mulf %a1661, %a1662 : f32
    %b1665 = arith.addf %o1663, %b1664 : f32
    linalg.yield %b1665 : f32
  } -> tensor<10x120x1x56x56xf32>
  %r1667 = tensor.collapse_shape %g1666 [[0], [1], [2, 3], [4]] : tensor<10x120x1x56x56xf32> into tensor<10x120x56x56xf32>
  %e1668 = tensor.empty() : tensor<120xf32>
  %f1669 = linalg.fill ins(%c0 : f32) outs(%e1668 : tensor<120xf32>) -> tensor<120xf32>
  %g1673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1667 : tensor<10x120x56x56xf32>) outs(%f1669 : tensor<120xf32>) {
  ^bb0(%a1670: f32, %o1671: f32):
    %b1672 = arith.addf %a1670, %o1671 : f32
    linalg.yield %b1672 : f32
  } -> tensor<120xf32>
  %e1674 = tensor.empty() : tensor<120xf32>
  %g1678 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1673 : tensor<120xf32>) outs(%e1674 : tensor<120xf32>) {
  ^bb0(%a1675: f32, %o1676: f32):
    %b1677 = arith.divf %a1675, %c4 : f32
    linalg.yield %b1677 : f32
  } -> tensor<120xf32>
  %e1680 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1667, %g1678 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1680 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1681: f32, %a1682: f32, %o1683: f32):
    %b1684 = arith.subf %a1681, %a1682 : f32
    %b1685 = arith.mulf %b1684, %b1684 : f32
    linalg.yield %b1685 : f32
  } -> tensor<10x120x56x56xf32>
  %e1687 = tensor.empty() : tensor<120xf32>
  %f1688 = linalg.fill ins(%c0 : f32) outs(%e1687 : tensor<120xf32>) -> tensor<120xf32>
  %g1692 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1686 : tensor<10x120x56x56xf32>) outs(%f1688 : tensor<120xf32>) {
  ^bb0(%a1689: f32, %o1690: f32):
    %b1691 = arith.addf %a1689, %o1690 : f32
    linalg.yield %b1691 : f32
  } -> tensor<120xf32>
  %e1693 = tensor.empty() : tensor<120xf32>
  %g1697 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1692 : tensor<120xf32>) outs(%e1693 : tensor<120xf32>) {
  ^bb0(%a1694: f32, %o1695: f32):
    %b1696 = arith.divf %a1694, %c4 : f32
    linalg.yield %b1696 : f32
  } -> tensor<120xf32>
  %e1701 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1667, %g1678, %g1697, %stage3_4_bn2_weight, %stage3_4_bn2_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1701 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1702: f32, %a1703: f32, %a1704: f32, %a1705: f32, %a1706: f32, %o1707: f32):
    %b1708 = arith.addf %a1704, %c2 : f32
    %b1709 = math.sqrt %b1708 : f32
    %b1710 = arith.subf %a1702, %a1703 : f32
    %b1711 = arith.divf %b1710, %b1709 : f32
    %b1712 = arith.mulf %b1711, %a1705 : f32
    %b1713 = arith.addf %b1712, %a1706 : f32
    linalg.yield %b1713 : f32
  } -> tensor<10x120x56x56xf32>
  %r1715 = tensor.expand_shape %g1714 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1716 = tensor.empty() : tensor<10x40x3x56x56xf32>
  %g1719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1715 : tensor<10x3x40x56x56xf32>) outs(%e1716 : tensor<10x40x3x56x56xf32>) {
  ^bb0(%a1717: f32, %o1718: f32):
    linalg.yield %a1717 : f32
  } -> tensor<10x40x3x56x56xf32>
  %r1720 = tensor.collapse_shape %g1719 [[0], [1, 2], [3], [4]] : tensor<10x40x3x56x56xf32> into tensor<10x120x56x56xf32>
  %r1721 = tensor.expand_shape %stage3_4_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 160, 40, 1, 1] : tensor<480x40x1x1xf32> into tensor<3x160x40x1x1xf32>
  %r1722 = tensor.expand_shape %r1720 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1723 = tensor.empty() : tensor<10x3x160x56x56xf32>
  %f1724 = linalg.fill ins(%c0 : f32) outs(%e1723 : tensor<10x3x160x56x56xf32>) -> tensor<10x3x160x56x56xf32>
  %g1730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1722, %r1721 : tensor<10x3x40x56x56xf32>, tensor<3x160x40x1x1xf32>) outs(%f1724 : tensor<10x3x160x56x56xf32>) {
  ^bb0(%a1725: f32, %a1726: f32, %o1727: f32):
    %b1728 = arith.mulf %a1725, %a1726 : f32
    %b1729 = arith.addf %o1727, %b1728 : f32
    linalg.yield %b1729 : f32
  } -> tensor<10x3x160x56x56xf32>
  %r1731 = tensor.collapse_shape %g1730 [[0], [1, 2], [3], [4]] : tensor<10x3x160x56x56xf32> into tensor<10x480x56x56xf32>
  %e1732 = tensor.empty() : tensor<480xf32>
  %f1733 = linalg.fill ins(%c0 : f32) outs(%e1732 : tensor<480xf32>) -> tensor<480xf32>
  %g1737 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1731 : tensor<10x480x56x56xf32>) outs(%f1733 : tensor<480xf32>) {
  ^bb0(%a1734: f32, %o1735: f32):
    %b1736 = arith.addf %a1734, %o1735 : f32
    linalg.yield %b1736 : f32
  } -> tensor<480xf32>
  %e1738 = tensor.empty() : tensor<480xf32>
  %g1742 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1737 : tensor<480xf32>) outs(%e1738 : tensor<480xf32>) {
  ^bb0(%a1739: f32, %o1740: f32):
    %b1741 = arith.divf %a1739, %c4 : f32
    linalg.yield %b1741 : f32
  } -> tensor<480xf32>
  %e1744 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1731, %g1742 : tensor<10x480x56x56xf32>, tensor<480xf32>) outs(%e1744 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1745: f32, %a1746: f32, %o1747: f32):
    %b1748 = arith.subf %a1745, %a1746 : f32
    %b1749 = arith.mulf %b1748, %b1748 : f32
    linalg.yield %b1749 : f32
  } -> tensor<10x480x56x56xf32>
  %e1751 = tensor.empty() : tensor<480xf32>
  %f1752 = linalg.fill ins(%c0 : f32) outs(%e1751 : tensor<480xf32>) -> tensor<480xf32>
  %g1756 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1750 : tensor<10x480x56x56xf32>) outs(%f1752 : tensor<480xf32>) {
  ^bb0(%a1753: f32, %o1754: f32):
    %b1755 = arith.addf %a1753, %o1754 : f32
    linalg.yield %b1755 : f32
  } -> tensor<480xf32>
  %e1757 = tensor.empty() : tensor<480xf32>
  %g1761 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1756 : tensor<480xf32>) outs(%e1757 : tensor<480xf32>) {
  ^bb0(%a1758: f32, %o1759: f32):
    %b1760 = arith.divf %a1758, %c4 : f32
    linalg.yield %b1760 : f32
  } -> tensor<480xf32>
  %e1765 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1778 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1731, %g1742, %g1761, %stage3_4_bn3_weight, %stage3_4_bn3_bias : tensor<10x480x56x56xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1765 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1766: f32, %a1767: f32, %a1768: f32, %a1769: f32, %a1770: f32, %o1771: f32):
    %b1772 = arith.addf %a1768, %c2 : f32
    %b1773 = math.sqrt %b1772 : f32
    %b1774 = arith.subf %a1766, %a1767 : f32
    %b1775 = arith.divf %b1774, %b1773 : f32
    %b1776 = arith.mulf %b1775, %a1769 : f32
    %b1777 = arith.addf %b1776, %a1770 : f32
    linalg.yield %b1777 : f32
  } -> tensor<10x480x56x56xf32>
  %e1779 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1778 : tensor<10x480x56x56xf32>) outs(%e1779 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1780: f32, %o1781: f32):
    %b1782 = arith.maximumf %a1780, %c0 : f32
    linalg.yield %b1782 : f32
  } -> tensor<10x480x56x56xf32>
  %e1784 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1783, %g1588 : tensor<10x480x56x56xf32>, tensor<10x480x56x56xf32>) outs(%e1784 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1785: f32, %a1786: f32, %o1787: f32):
    %b1788 = arith.addf %a1785, %a1786 : f32
    linalg.yield %b1788 : f32
  } -> tensor<10x480x56x56xf32>
  %r1790 = tensor.expand_shape %stage3_5_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 40, 160, 1, 1] : tensor<120x160x1x1xf32> into tensor<3x40x160x1x1xf32>
  %r1791 = tensor.expand_shape %g1789 [[0], [1, 2], [3], [4]] output_shape [10, 3, 160, 56, 56] : tensor<10x480x56x56xf32> into tensor<10x3x160x56x56xf32>
  %e1792 = tensor.empty() : tensor<10x3x40x56x56xf32>
  %f1793 = linalg.fill ins(%c0 : f32) outs(%e1792 : tensor<10x3x40x56x56xf32>) -> tensor<10x3x40x56x56xf32>
  %g1799 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1791, %r1790 : tensor<10x3x160x56x56xf32>, tensor<3x40x160x1x1xf32>) outs(%f1793 : tensor<10x3x40x56x56xf32>) {
  ^bb0(%a1794: f32, %a1795: f32, %o1796: f32):
    %b1797 = arith.mulf %a1794, %a1795 : f32
    %b1798 = arith.addf %o1796, %b1797 : f32
    linalg.yield %b1798 : f32
  } -> tensor<10x3x40x56x56xf32>
  %r1800 = tensor.collapse_shape %g1799 [[0], [1, 2], [3], [4]] : tensor<10x3x40x56x56xf32> into tensor<10x120x56x56xf32>
  %e1801 = tensor.empty() : tensor<120xf32>
  %f1802 = linalg.fill ins(%c0 : f32) outs(%e1801 : tensor<120xf32>) -> tensor<120xf32>
  %g1806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1800 : tensor<10x120x56x56xf32>) outs(%f1802 : tensor<120xf32>) {
  ^bb0(%a1803: f32, %o1804: f32):
    %b1805 = arith.addf %a1803, %o1804 : f32
    linalg.yield %b1805 : f32
  } -> tensor<120xf32>
  %e1807 = tensor.empty() : tensor<120xf32>
  %g1811 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1806 : tensor<120xf32>) outs(%e1807 : tensor<120xf32>) {
  ^bb0(%a1808: f32, %o1809: f32):
    %b1810 = arith.divf %a1808, %c4 : f32
    linalg.yield %b1810 : f32
  } -> tensor<120xf32>
  %e1813 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1800, %g1811 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1813 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1814: f32, %a1815: f32, %o1816: f32):
    %b1817 = arith.subf %a1814, %a1815 : f32
    %b1818 = arith.mulf %b1817, %b1817 : f32
    linalg.yield %b1818 : f32
  } -> tensor<10x120x56x56xf32>
  %e1820 = tensor.empty() : tensor<120xf32>
  %f1821 = linalg.fill ins(%c0 : f32) outs(%e1820 : tensor<120xf32>) -> tensor<120xf32>
  %g1825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1819 : tensor<10x120x56x56xf32>) outs(%f1821 : tensor<120xf32>) {
  ^bb0(%a1822: f32, %o1823: f32):
    %b1824 = arith.addf %a1822, %o1823 : f32
    linalg.yield %b1824 : f32
  } -> tensor<120xf32>
  %e1826 = tensor.empty() : tensor<120xf32>
  %g1830 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1825 : tensor<120xf32>) outs(%e1826 : tensor<120xf32>) {
  ^bb0(%a1827: f32, %o1828: f32):
    %b1829 = arith.divf %a1827, %c4 : f32
    linalg.yield %b1829 : f32
  } -> tensor<120xf32>
  %e1834 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1847 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1800, %g1811, %g1830, %stage3_5_bn1_weight, %stage3_5_bn1_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1834 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1835: f32, %a1836: f32, %a1837: f32, %a1838: f32, %a1839: f32, %o1840: f32):
    %b1841 = arith.addf %a1837, %c2 : f32
    %b1842 = math.sqrt %b1841 : f32
    %b1843 = arith.subf %a1835, %a1836 : f32
    %b1844 = arith.divf %b1843, %b1842 : f32
    %b1845 = arith.mulf %b1844, %a1838 : f32
    %b1846 = arith.addf %b1845, %a1839 : f32
    linalg.yield %b1846 : f32
  } -> tensor<10x120x56x56xf32>
  %e1848 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1847 : tensor<10x120x56x56xf32>) outs(%e1848 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1849: f32, %o1850: f32):
    %b1851 = arith.maximumf %a1849, %c0 : f32
    linalg.yield %b1851 : f32
  } -> tensor<10x120x56x56xf32>
  %e1853 = tensor.empty() : tensor<10x120x58x58xf32>
  %f1854 = linalg.fill ins(%c0 : f32) outs(%e1853 : tensor<10x120x58x58xf32>) -> tensor<10x120x58x58xf32>
  %g1857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1852 : tensor<10x120x56x56xf32>) outs(%f1854 : tensor<10x120x58x58xf32>) {
  ^bb0(%a1855: f32, %o1856: f32):
    linalg.yield %a1855 : f32
  } -> tensor<10x120x58x58xf32>
  %r1858 = tensor.expand_shape %stage3_5_conv2_weight [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
  %r1859 = tensor.expand_shape %g1857 [[0], [1], [2, 3], [4]] output_shape [10, 120, 1, 58, 58] : tensor<10x120x58x58xf32> into tensor<10x120x1x58x58xf32>
  %e1860 = tensor.empty() : tensor<10x120x1x56x56xf32>
  %f1861 = linalg.fill ins(%c0 : f32) outs(%e1860 : tensor<10x120x1x56x56xf32>) -> tensor<10x120x1x56x56xf32>
  %g1867 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1859, %r1858 : tensor<10x120x1x58x58xf32>, tensor<120x1x1x3x3xf32>) outs(%f1861 : tensor<10x120x1x56x56xf32>) {
  ^bb0(%a1862: f32, %a1863: f32, %o1864: f32):
    %b1865 = arith.mulf %a1862, %a1863 : f32
    %b1866 = arith.addf %o1864, %b1865 : f32
    linalg.yield %b1866 : f32
  } -> tensor<10x120x1x56x56xf32>
  %r1868 = tensor.collapse_shape %g1867 [[0], [1], [2, 3], [4]] : tensor<10x120x1x56x56xf32> into tensor<10x120x56x56xf32>
  %e1869 = tensor.empty() : tensor<120xf32>
  %f1870 = linalg.fill ins(%c0 : f32) outs(%e1869 : tensor<120xf32>) -> tensor<120xf32>
  %g1874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1868 : tensor<10x120x56x56xf32>) outs(%f1870 : tensor<120xf32>) {
  ^bb0(%a1871: f32, %o1872: f32):
    %b1873 = arith.addf %a1871, %o1872 : f32
    linalg.yield %b1873 : f32
  } -> tensor<120xf32>
  %e1875 = tensor.empty() : tensor<120xf32>
  %g1879 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1874 : tensor<120xf32>) outs(%e1875 : tensor<120xf32>) {
  ^bb0(%a1876: f32, %o1877: f32):
    %b1878 = arith.divf %a1876, %c4 : f32
    linalg.yield %b1878 : f32
  } -> tensor<120xf32>
  %e1881 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1887 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1868, %g1879 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e1881 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1882: f32, %a1883: f32, %o1884: f32):
    %b1885 = arith.subf %a1882, %a1883 : f32
    %b1886 = arith.mulf %b1885, %b1885 : f32
    linalg.yield %b1886 : f32
  } -> tensor<10x120x56x56xf32>
  %e1888 = tensor.empty() : tensor<120xf32>
  %f1889 = linalg.fill ins(%c0 : f32) outs(%e1888 : tensor<120xf32>) -> tensor<120xf32>
  %g1893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1887 : tensor<10x120x56x56xf32>) outs(%f1889 : tensor<120xf32>) {
  ^bb0(%a1890: f32, %o1891: f32):
    %b1892 = arith.addf %a1890, %o1891 : f32
    linalg.yield %b1892 : f32
  } -> tensor<120xf32>
  %e1894 = tensor.empty() : tensor<120xf32>
  %g1898 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1893 : tensor<120xf32>) outs(%e1894 : tensor<120xf32>) {
  ^bb0(%a1895: f32, %o1896: f32):
    %b1897 = arith.divf %a1895, %c4 : f32
    linalg.yield %b1897 : f32
  } -> tensor<120xf32>
  %e1902 = tensor.empty() : tensor<10x120x56x56xf32>
  %g1915 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1868, %g1879, %g1898, %stage3_5_bn2_weight, %stage3_5_bn2_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e1902 : tensor<10x120x56x56xf32>) {
  ^bb0(%a1903: f32, %a1904: f32, %a1905: f32, %a1906: f32, %a1907: f32, %o1908: f32):
    %b1909 = arith.addf %a1905, %c2 : f32
    %b1910 = math.sqrt %b1909 : f32
    %b1911 = arith.subf %a1903, %a1904 : f32
    %b1912 = arith.divf %b1911, %b1910 : f32
    %b1913 = arith.mulf %b1912, %a1906 : f32
    %b1914 = arith.addf %b1913, %a1907 : f32
    linalg.yield %b1914 : f32
  } -> tensor<10x120x56x56xf32>
  %r1916 = tensor.expand_shape %g1915 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1917 = tensor.empty() : tensor<10x40x3x56x56xf32>
  %g1920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1916 : tensor<10x3x40x56x56xf32>) outs(%e1917 : tensor<10x40x3x56x56xf32>) {
  ^bb0(%a1918: f32, %o1919: f32):
    linalg.yield %a1918 : f32
  } -> tensor<10x40x3x56x56xf32>
  %r1921 = tensor.collapse_shape %g1920 [[0], [1, 2], [3], [4]] : tensor<10x40x3x56x56xf32> into tensor<10x120x56x56xf32>
  %r1922 = tensor.expand_shape %stage3_5_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 160, 40, 1, 1] : tensor<480x40x1x1xf32> into tensor<3x160x40x1x1xf32>
  %r1923 = tensor.expand_shape %r1921 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e1924 = tensor.empty() : tensor<10x3x160x56x56xf32>
  %f1925 = linalg.fill ins(%c0 : f32) outs(%e1924 : tensor<10x3x160x56x56xf32>) -> tensor<10x3x160x56x56xf32>
  %g1931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1923, %r1922 : tensor<10x3x40x56x56xf32>, tensor<3x160x40x1x1xf32>) outs(%f1925 : tensor<10x3x160x56x56xf32>) {
  ^bb0(%a1926: f32, %a1927: f32, %o1928: f32):
    %b1929 = arith.mulf %a1926, %a1927 : f32
    %b1930 = arith.addf %o1928, %b1929 : f32
    linalg.yield %b1930 : f32
  } -> tensor<10x3x160x56x56xf32>
  %r1932 = tensor.collapse_shape %g1931 [[0], [1, 2], [3], [4]] : tensor<10x3x160x56x56xf32> into tensor<10x480x56x56xf32>
  %e1933 = tensor.empty() : tensor<480xf32>
  %f1934 = linalg.fill ins(%c0 : f32) outs(%e1933 : tensor<480xf32>) -> tensor<480xf32>
  %g1938 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1932 : tensor<10x480x56x56xf32>) outs(%f1934 : tensor<480xf32>) {
  ^bb0(%a1935: f32, %o1936: f32):
    %b1937 = arith.addf %a1935, %o1936 : f32
    linalg.yield %b1937 : f32
  } -> tensor<480xf32>
  %e1939 = tensor.empty() : tensor<480xf32>
  %g1943 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1938 : tensor<480xf32>) outs(%e1939 : tensor<480xf32>) {
  ^bb0(%a1940: f32, %o1941: f32):
    %b1942 = arith.divf %a1940, %c4 : f32
    linalg.yield %b1942 : f32
  } -> tensor<480xf32>
  %e1945 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1951 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1932, %g1943 : tensor<10x480x56x56xf32>, tensor<480xf32>) outs(%e1945 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1946: f32, %a1947: f32, %o1948: f32):
    %b1949 = arith.subf %a1946, %a1947 : f32
    %b1950 = arith.mulf %b1949, %b1949 : f32
    linalg.yield %b1950 : f32
  } -> tensor<10x480x56x56xf32>
  %e1952 = tensor.empty() : tensor<480xf32>
  %f1953 = linalg.fill ins(%c0 : f32) outs(%e1952 : tensor<480xf32>) -> tensor<480xf32>
  %g1957 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1951 : tensor<10x480x56x56xf32>) outs(%f1953 : tensor<480xf32>) {
  ^bb0(%a1954: f32, %o1955: f32):
    %b1956 = arith.addf %a1954, %o1955 : f32
    linalg.yield %b1956 : f32
  } -> tensor<480xf32>
  %e1958 = tensor.empty() : tensor<480xf32>
  %g1962 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1957 : tensor<480xf32>) outs(%e1958 : tensor<480xf32>) {
  ^bb0(%a1959: f32, %o1960: f32):
    %b1961 = arith.divf %a1959, %c4 : f32
    linalg.yield %b1961 : f32
  } -> tensor<480xf32>
  %e1966 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1932, %g1943, %g1962, %stage3_5_bn3_weight, %stage3_5_bn3_bias : tensor<10x480x56x56xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1966 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1967: f32, %a1968: f32, %a1969: f32, %a1970: f32, %a1971: f32, %o1972: f32):
    %b1973 = arith.addf %a1969, %c2 : f32
    %b1974 = math.sqrt %b1973 : f32
    %b1975 = arith.subf %a1967, %a1968 : f32
    %b1976 = arith.divf %b1975, %b1974 : f32
    %b1977 = arith.mulf %b1976, %a1970 : f32
    %b1978 = arith.addf %b1977, %a1971 : f32
    linalg.yield %b1978 : f32
  } -> tensor<10x480x56x56xf32>
  %e1980 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1984 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1979 : tensor<10x480x56x56xf32>) outs(%e1980 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1981: f32, %o1982: f32):
    %b1983 = arith.maximumf %a1981, %c0 : f32
    linalg.yield %b1983 : f32
  } -> tensor<10x480x56x56xf32>
  %e1985 = tensor.empty() : tensor<10x480x56x56xf32>
  %g1990 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1984, %g1789 : tensor<10x480x56x56xf32>, tensor<10x480x56x56xf32>) outs(%e1985 : tensor<10x480x56x56xf32>) {
  ^bb0(%a1986: f32, %a1987: f32, %o1988: f32):
    %b1989 = arith.addf %a1986, %a1987 : f32
    linalg.yield %b1989 : f32
  } -> tensor<10x480x56x56xf32>
  %r1991 = tensor.expand_shape %stage3_6_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 40, 160, 1, 1] : tensor<120x160x1x1xf32> into tensor<3x40x160x1x1xf32>
  %r1992 = tensor.expand_shape %g1990 [[0], [1, 2], [3], [4]] output_shape [10, 3, 160, 56, 56] : tensor<10x480x56x56xf32> into tensor<10x3x160x56x56xf32>
  %e1993 = tensor.empty() : tensor<10x3x40x56x56xf32>
  %f1994 = linalg.fill ins(%c0 : f32) outs(%e1993 : tensor<10x3x40x56x56xf32>) -> tensor<10x3x40x56x56xf32>
  %g2000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1992, %r1991 : tensor<10x3x160x56x56xf32>, tensor<3x40x160x1x1xf32>) outs(%f1994 : tensor<10x3x40x56x56xf32>) {
  ^bb0(%a1995: f32, %a1996: f32, %o1997: f32):
    %b1998 = arith.mulf %a1995, %a1996 : f32
    %b1999 = arith.addf %o1997, %b1998 : f32
    linalg.yield %b1999 : f32
  } -> tensor<10x3x40x56x56xf32>
  %r2001 = tensor.collapse_shape %g2000 [[0], [1, 2], [3], [4]] : tensor<10x3x40x56x56xf32> into tensor<10x120x56x56xf32>
  %e2002 = tensor.empty() : tensor<120xf32>
  %f2003 = linalg.fill ins(%c0 : f32) outs(%e2002 : tensor<120xf32>) -> tensor<120xf32>
  %g2007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2001 : tensor<10x120x56x56xf32>) outs(%f2003 : tensor<120xf32>) {
  ^bb0(%a2004: f32, %o2005: f32):
    %b2006 = arith.addf %a2004, %o2005 : f32
    linalg.yield %b2006 : f32
  } -> tensor<120xf32>
  %e2008 = tensor.empty() : tensor<120xf32>
  %g2012 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2007 : tensor<120xf32>) outs(%e2008 : tensor<120xf32>) {
  ^bb0(%a2009: f32, %o2010: f32):
    %b2011 = arith.divf %a2009, %c4 : f32
    linalg.yield %b2011 : f32
  } -> tensor<120xf32>
  %e2014 = tensor.empty() : tensor<10x120x56x56xf32>
  %g2020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2001, %g2012 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e2014 : tensor<10x120x56x56xf32>) {
  ^bb0(%a2015: f32, %a2016: f32, %o2017: f32):
    %b2018 = arith.subf %a2015, %a2016 : f32
    %b2019 = arith.mulf %b2018, %b2018 : f32
    linalg.yield %b2019 : f32
  } -> tensor<10x120x56x56xf32>
  %e2021 = tensor.empty() : tensor<120xf32>
  %f2022 = linalg.fill ins(%c0 : f32) outs(%e2021 : tensor<120xf32>) -> tensor<120xf32>
  %g2026 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2020 : tensor<10x120x56x56xf32>) outs(%f2022 : tensor<120xf32>) {
  ^bb0(%a2023: f32, %o2024: f32):
    %b2025 = arith.addf %a2023, %o2024 : f32
    linalg.yield %b2025 : f32
  } -> tensor<120xf32>
  %e2027 = tensor.empty() : tensor<120xf32>
  %g2031 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2026 : tensor<120xf32>) outs(%e2027 : tensor<120xf32>) {
  ^bb0(%a2028: f32, %o2029: f32):
    %b2030 = arith.divf %a2028, %c4 : f32
    linalg.yield %b2030 : f32
  } -> tensor<120xf32>
  %e2035 = tensor.empty() : tensor<10x120x56x56xf32>
  %g2048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2001, %g2012, %g2031, %stage3_6_bn1_weight, %stage3_6_bn1_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e2035 : tensor<10x120x56x56xf32>) {
  ^bb0(%a2036: f32, %a2037: f32, %a2038: f32, %a2039: f32, %a2040: f32, %o2041: f32):
    %b2042 = arith.addf %a2038, %c2 : f32
    %b2043 = math.sqrt %b2042 : f32
    %b2044 = arith.subf %a2036, %a2037 : f32
    %b2045 = arith.divf %b2044, %b2043 : f32
    %b2046 = arith.mulf %b2045, %a2039 : f32
    %b2047 = arith.addf %b2046, %a2040 : f32
    linalg.yield %b2047 : f32
  } -> tensor<10x120x56x56xf32>
  %e2049 = tensor.empty() : tensor<10x120x56x56xf32>
  %g2053 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2048 : tensor<10x120x56x56xf32>) outs(%e2049 : tensor<10x120x56x56xf32>) {
  ^bb0(%a2050: f32, %o2051: f32):
    %b2052 = arith.maximumf %a2050, %c0 : f32
    linalg.yield %b2052 : f32
  } -> tensor<10x120x56x56xf32>
  %e2054 = tensor.empty() : tensor<10x120x58x58xf32>
  %f2055 = linalg.fill ins(%c0 : f32) outs(%e2054 : tensor<10x120x58x58xf32>) -> tensor<10x120x58x58xf32>
  %g2058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2053 : tensor<10x120x56x56xf32>) outs(%f2055 : tensor<10x120x58x58xf32>) {
  ^bb0(%a2056: f32, %o2057: f32):
    linalg.yield %a2056 : f32
  } -> tensor<10x120x58x58xf32>
  %r2059 = tensor.expand_shape %stage3_6_conv2_weight [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
  %r2060 = tensor.expand_shape %g2058 [[0], [1], [2, 3], [4]] output_shape [10, 120, 1, 58, 58] : tensor<10x120x58x58xf32> into tensor<10x120x1x58x58xf32>
  %e2061 = tensor.empty() : tensor<10x120x1x56x56xf32>
  %f2062 = linalg.fill ins(%c0 : f32) outs(%e2061 : tensor<10x120x1x56x56xf32>) -> tensor<10x120x1x56x56xf32>
  %g2068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2060, %r2059 : tensor<10x120x1x58x58xf32>, tensor<120x1x1x3x3xf32>) outs(%f2062 : tensor<10x120x1x56x56xf32>) {
  ^bb0(%a2063: f32, %a2064: f32, %o2065: f32):
    %b2066 = arith.mulf %a2063, %a2064 : f32
    %b2067 = arith.addf %o2065, %b2066 : f32
    linalg.yield %b2067 : f32
  } -> tensor<10x120x1x56x56xf32>
  %r2069 = tensor.collapse_shape %g2068 [[0], [1], [2, 3], [4]] : tensor<10x120x1x56x56xf32> into tensor<10x120x56x56xf32>
  %e2070 = tensor.empty() : tensor<120xf32>
  %f2071 = linalg.fill ins(%c0 : f32) outs(%e2070 : tensor<120xf32>) -> tensor<120xf32>
  %g2075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2069 : tensor<10x120x56x56xf32>) outs(%f2071 : tensor<120xf32>) {
  ^bb0(%a2072: f32, %o2073: f32):
    %b2074 = arith.addf %a2072, %o2073 : f32
    linalg.yield %b2074 : f32
  } -> tensor<120xf32>
  %e2076 = tensor.empty() : tensor<120xf32>
  %g2080 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2075 : tensor<120xf32>) outs(%e2076 : tensor<120xf32>) {
  ^bb0(%a2077: f32, %o2078: f32):
    %b2079 = arith.divf %a2077, %c4 : f32
    linalg.yield %b2079 : f32
  } -> tensor<120xf32>
  %e2082 = tensor.empty() : tensor<10x120x56x56xf32>
  %g2088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2069, %g2080 : tensor<10x120x56x56xf32>, tensor<120xf32>) outs(%e2082 : tensor<10x120x56x56xf32>) {
  ^bb0(%a2083: f32, %a2084: f32, %o2085: f32):
    %b2086 = arith.subf %a2083, %a2084 : f32
    %b2087 = arith.mulf %b2086, %b2086 : f32
    linalg.yield %b2087 : f32
  } -> tensor<10x120x56x56xf32>
  %e2089 = tensor.empty() : tensor<120xf32>
  %f2090 = linalg.fill ins(%c0 : f32) outs(%e2089 : tensor<120xf32>) -> tensor<120xf32>
  %g2094 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2088 : tensor<10x120x56x56xf32>) outs(%f2090 : tensor<120xf32>) {
  ^bb0(%a2091: f32, %o2092: f32):
    %b2093 = arith.addf %a2091, %o2092 : f32
    linalg.yield %b2093 : f32
  } -> tensor<120xf32>
  %e2095 = tensor.empty() : tensor<120xf32>
  %g2099 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2094 : tensor<120xf32>) outs(%e2095 : tensor<120xf32>) {
  ^bb0(%a2096: f32, %o2097: f32):
    %b2098 = arith.divf %a2096, %c4 : f32
    linalg.yield %b2098 : f32
  } -> tensor<120xf32>
  %e2103 = tensor.empty() : tensor<10x120x56x56xf32>
  %g2116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2069, %g2080, %g2099, %stage3_6_bn2_weight, %stage3_6_bn2_bias : tensor<10x120x56x56xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e2103 : tensor<10x120x56x56xf32>) {
  ^bb0(%a2104: f32, %a2105: f32, %a2106: f32, %a2107: f32, %a2108: f32, %o2109: f32):
    %b2110 = arith.addf %a2106, %c2 : f32
    %b2111 = math.sqrt %b2110 : f32
    %b2112 = arith.subf %a2104, %a2105 : f32
    %b2113 = arith.divf %b2112, %b2111 : f32
    %b2114 = arith.mulf %b2113, %a2107 : f32
    %b2115 = arith.addf %b2114, %a2108 : f32
    linalg.yield %b2115 : f32
  } -> tensor<10x120x56x56xf32>
  %r2117 = tensor.expand_shape %g2116 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e2118 = tensor.empty() : tensor<10x40x3x56x56xf32>
  %g2121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2117 : tensor<10x3x40x56x56xf32>) outs(%e2118 : tensor<10x40x3x56x56xf32>) {
  ^bb0(%a2119: f32, %o2120: f32):
    linalg.yield %a2119 : f32
  } -> tensor<10x40x3x56x56xf32>
  %r2122 = tensor.collapse_shape %g2121 [[0], [1, 2], [3], [4]] : tensor<10x40x3x56x56xf32> into tensor<10x120x56x56xf32>
  %r2123 = tensor.expand_shape %stage3_6_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 160, 40, 1, 1] : tensor<480x40x1x1xf32> into tensor<3x160x40x1x1xf32>
  %r2124 = tensor.expand_shape %r2122 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 56, 56] : tensor<10x120x56x56xf32> into tensor<10x3x40x56x56xf32>
  %e2125 = tensor.empty() : tensor<10x3x160x56x56xf32>
  %f2126 = linalg.fill ins(%c0 : f32) outs(%e2125 : tensor<10x3x160x56x56xf32>) -> tensor<10x3x160x56x56xf32>
  %g2132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2124, %r2123 : tensor<10x3x40x56x56xf32>, tensor<3x160x40x1x1xf32>) outs(%f2126 : tensor<10x3x160x56x56xf32>) {
  ^bb0(%a2127: f32, %a2128: f32, %o2129: f32):
    %b2130 = arith.mulf %a2127, %a2128 : f32
    %b2131 = arith.addf %o2129, %b2130 : f32
    linalg.yield %b2131 : f32
  } -> tensor<10x3x160x56x56xf32>
  %r2133 = tensor.collapse_shape %g2132 [[0], [1, 2], [3], [4]] : tensor<10x3x160x56x56xf32> into tensor<10x480x56x56xf32>
  %e2134 = tensor.empty() : tensor<480xf32>
  %f2135 = linalg.fill ins(%c0 : f32) outs(%e2134 : tensor<480xf32>) -> tensor<480xf32>
  %g2139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2133 : tensor<10x480x56x56xf32>) outs(%f2135 : tensor<480xf32>) {
  ^bb0(%a2136: f32, %o2137: f32):
    %b2138 = arith.addf %a2136, %o2137 : f32
    linalg.yield %b2138 : f32
  } -> tensor<480xf32>
  %e2140 = tensor.empty() : tensor<480xf32>
  %g2144 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2139 : tensor<480xf32>) outs(%e2140 : tensor<480xf32>) {
  ^bb0(%a2141: f32, %o2142: f32):
    %b2143 = arith.divf %a2141, %c4 : f32
    linalg.yield %b2143 : f32
  } -> tensor<480xf32>
  %e2146 = tensor.empty() : tensor<10x480x56x56xf32>
  %g2152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2133, %g2144 : tensor<10x480x56x56xf32>, tensor<480xf32>) outs(%e2146 : tensor<10x480x56x56xf32>) {
  ^bb0(%a2147: f32, %a2148: f32, %o2149: f32):
    %b2150 = arith.subf %a2147, %a2148 : f32
    %b2151 = arith.mulf %b2150, %b2150 : f32
    linalg.yield %b2151 : f32
  } -> tensor<10x480x56x56xf32>
  %e2153 = tensor.empty() : tensor<480xf32>
  %f2154 = linalg.fill ins(%c0 : f32) outs(%e2153 : tensor<480xf32>) -> tensor<480xf32>
  %g2158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2152 : tensor<10x480x56x56xf32>) outs(%f2154 : tensor<480xf32>) {
  ^bb0(%a2155: f32, %o2156: f32):
    %b2157 = arith.addf %a2155, %o2156 : f32
    linalg.yield %b2157 : f32
  } -> tensor<480xf32>
  %e2159 = tensor.empty() : tensor<480xf32>
  %g2163 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2158 : tensor<480xf32>) outs(%e2159 : tensor<480xf32>) {
  ^bb0(%a2160: f32, %o2161: f32):
    %b2162 = arith.divf %a2160, %c4 : f32
    linalg.yield %b2162 : f32
  } -> tensor<480xf32>
  %e2167 = tensor.empty() : tensor<10x480x56x56xf32>
  %g2180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2133, %g2144, %g2163, %stage3_6_bn3_weight, %stage3_6_bn3_bias : tensor<10x480x56x56xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e2167 : tensor<10x480x56x56xf32>) {
  ^bb0(%a2168: f32, %a2169: f32, %a2170: f32, %a2171: f32, %a2172: f32, %o2173: f32):
    %b2174 = arith.addf %a2170, %c2 : f32
    %b2175 = math.sqrt %b2174 : f32
    %b2176 = arith.subf %a2168, %a2169 : f32
    %b2177 = arith.divf %b2176, %b2175 : f32
    %b2178 = arith.mulf %b2177, %a2171 : f32
    %b2179 = arith.addf %b2178, %a2172 : f32
    linalg.yield %b2179 : f32
  } -> tensor<10x480x56x56xf32>
  %e2181 = tensor.empty() : tensor<10x480x56x56xf32>
  %g2185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2180 : tensor<10x480x56x56xf32>) outs(%e2181 : tensor<10x480x56x56xf32>) {
  ^bb0(%a2182: f32, %o2183: f32):
    %b2184 = arith.maximumf %a2182, %c0 : f32
    linalg.yield %b2184 : f32
  } -> tensor<10x480x56x56xf32>
  %e2186 = tensor.empty() : tensor<10x480x56x56xf32>
  %g2191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2185, %g1990 : tensor<10x480x56x56xf32>, tensor<10x480x56x56xf32>) outs(%e2186 : tensor<10x480x56x56xf32>) {
  ^bb0(%a2187: f32, %a2188: f32, %o2189: f32):
    %b2190 = arith.addf %a2187, %a2188 : f32
    linalg.yield %b2190 : f32
  } -> tensor<10x480x56x56xf32>
  %r2192 = tensor.expand_shape %stage4_0_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 80, 160, 1, 1] : tensor<240x160x1x1xf32> into tensor<3x80x160x1x1xf32>
  %r2193 = tensor.expand_shape %g2191 [[0], [1, 2], [3], [4]] output_shape [10, 3, 160, 56, 56] : tensor<10x480x56x56xf32> into tensor<10x3x160x56x56xf32>
  %e2194 = tensor.empty() : tensor<10x3x80x56x56xf32>
  %f2195 = linalg.fill ins(%c0 : f32) outs(%e2194 : tensor<10x3x80x56x56xf32>) -> tensor<10x3x80x56x56xf32>
  %g2201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2193, %r2192 : tensor<10x3x160x56x56xf32>, tensor<3x80x160x1x1xf32>) outs(%f2195 : tensor<10x3x80x56x56xf32>) {
  ^bb0(%a2196: f32, %a2197: f32, %o2198: f32):
    %b2199 = arith.mulf %a2196, %a2197 : f32
    %b2200 = arith.addf %o2198, %b2199 : f32
    linalg.yield %b2200 : f32
  } -> tensor<10x3x80x56x56xf32>
  %r2202 = tensor.collapse_shape %g2201 [[0], [1, 2], [3], [4]] : tensor<10x3x80x56x56xf32> into tensor<10x240x56x56xf32>
  %e2203 = tensor.empty() : tensor<240xf32>
  %f2204 = linalg.fill ins(%c0 : f32) outs(%e2203 : tensor<240xf32>) -> tensor<240xf32>
  %g2208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2202 : tensor<10x240x56x56xf32>) outs(%f2204 : tensor<240xf32>) {
  ^bb0(%a2205: f32, %o2206: f32):
    %b2207 = arith.addf %a2205, %o2206 : f32
    linalg.yield %b2207 : f32
  } -> tensor<240xf32>
  %e2209 = tensor.empty() : tensor<240xf32>
  %g2213 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2208 : tensor<240xf32>) outs(%e2209 : tensor<240xf32>) {
  ^bb0(%a2210: f32, %o2211: f32):
    %b2212 = arith.divf %a2210, %c4 : f32
    linalg.yield %b2212 : f32
  } -> tensor<240xf32>
  %e2215 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2202, %g2213 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e2215 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2216: f32, %a2217: f32, %o2218: f32):
    %b2219 = arith.subf %a2216, %a2217 : f32
    %b2220 = arith.mulf %b2219, %b2219 : f32
    linalg.yield %b2220 : f32
  } -> tensor<10x240x56x56xf32>
  %e2222 = tensor.empty() : tensor<240xf32>
  %f2223 = linalg.fill ins(%c0 : f32) outs(%e2222 : tensor<240xf32>) -> tensor<240xf32>
  %g2227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2221 : tensor<10x240x56x56xf32>) outs(%f2223 : tensor<240xf32>) {
  ^bb0(%a2224: f32, %o2225: f32):
    %b2226 = arith.addf %a2224, %o2225 : f32
    linalg.yield %b2226 : f32
  } -> tensor<240xf32>
  %e2228 = tensor.empty() : tensor<240xf32>
  %g2232 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2227 : tensor<240xf32>) outs(%e2228 : tensor<240xf32>) {
  ^bb0(%a2229: f32, %o2230: f32):
    %b2231 = arith.divf %a2229, %c4 : f32
    linalg.yield %b2231 : f32
  } -> tensor<240xf32>
  %e2236 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2202, %g2213, %g2232, %stage4_0_bn1_weight, %stage4_0_bn1_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e2236 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2237: f32, %a2238: f32, %a2239: f32, %a2240: f32, %a2241: f32, %o2242: f32):
    %b2243 = arith.addf %a2239, %c2 : f32
    %b2244 = math.sqrt %b2243 : f32
    %b2245 = arith.subf %a2237, %a2238 : f32
    %b2246 = arith.divf %b2245, %b2244 : f32
    %b2247 = arith.mulf %b2246, %a2240 : f32
    %b2248 = arith.addf %b2247, %a2241 : f32
    linalg.yield %b2248 : f32
  } -> tensor<10x240x56x56xf32>
  %e2250 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2249 : tensor<10x240x56x56xf32>) outs(%e2250 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2251: f32, %o2252: f32):
    %b2253 = arith.maximumf %a2251, %c0 : f32
    linalg.yield %b2253 : f32
  } -> tensor<10x240x56x56xf32>
  %e2255 = tensor.empty() : tensor<10x240x58x58xf32>
  %f2256 = linalg.fill ins(%c0 : f32) outs(%e2255 : tensor<10x240x58x58xf32>) -> tensor<10x240x58x58xf32>
  %g2259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2254 : tensor<10x240x56x56xf32>) outs(%f2256 : tensor<10x240x58x58xf32>) {
  ^bb0(%a2257: f32, %o2258: f32):
    linalg.yield %a2257 : f32
  } -> tensor<10x240x58x58xf32>
  %r2260 = tensor.expand_shape %stage4_0_conv2_weight [[0], [1], [2, 3], [4]] output_shape [240, 1, 1, 3, 3] : tensor<240x1x3x3xf32> into tensor<240x1x1x3x3xf32>
  %r2261 = tensor.expand_shape %g2259 [[0], [1], [2, 3], [4]] output_shape [10, 240, 1, 58, 58] : tensor<10x240x58x58xf32> into tensor<10x240x1x58x58xf32>
  %e2262 = tensor.empty() : tensor<10x240x1x56x56xf32>
  %f2263 = linalg.fill ins(%c0 : f32) outs(%e2262 : tensor<10x240x1x56x56xf32>) -> tensor<10x240x1x56x56xf32>
  %g2269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2261, %r2260 : tensor<10x240x1x58x58xf32>, tensor<240x1x1x3x3xf32>) outs(%f2263 : tensor<10x240x1x56x56xf32>) {
  ^bb0(%a2264: f32, %a2265: f32, %o2266: f32):
    %b2267 = arith.mulf %a2264, %a2265 : f32
    %b2268 = arith.addf %o2266, %b2267 : f32
    linalg.yield %b2268 : f32
  } -> tensor<10x240x1x56x56xf32>
  %r2270 = tensor.collapse_shape %g2269 [[0], [1], [2, 3], [4]] : tensor<10x240x1x56x56xf32> into tensor<10x240x56x56xf32>
  %e2271 = tensor.empty() : tensor<240xf32>
  %f2272 = linalg.fill ins(%c0 : f32) outs(%e2271 : tensor<240xf32>) -> tensor<240xf32>
  %g2276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2270 : tensor<10x240x56x56xf32>) outs(%f2272 : tensor<240xf32>) {
  ^bb0(%a2273: f32, %o2274: f32):
    %b2275 = arith.addf %a2273, %o2274 : f32
    linalg.yield %b2275 : f32
  } -> tensor<240xf32>
  %e2277 = tensor.empty() : tensor<240xf32>
  %g2281 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2276 : tensor<240xf32>) outs(%e2277 : tensor<240xf32>) {
  ^bb0(%a2278: f32, %o2279: f32):
    %b2280 = arith.divf %a2278, %c4 : f32
    linalg.yield %b2280 : f32
  } -> tensor<240xf32>
  %e2283 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2270, %g2281 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e2283 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2284: f32, %a2285: f32, %o2286: f32):
    %b2287 = arith.subf %a2284, %a2285 : f32
    %b2288 = arith.mulf %b2287, %b2287 : f32
    linalg.yield %b2288 : f32
  } -> tensor<10x240x56x56xf32>
  %e2290 = tensor.empty() : tensor<240xf32>
  %f2291 = linalg.fill ins(%c0 : f32) outs(%e2290 : tensor<240xf32>) -> tensor<240xf32>
  %g2295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2289 : tensor<10x240x56x56xf32>) outs(%f2291 : tensor<240xf32>) {
  ^bb0(%a2292: f32, %o2293: f32):
    %b2294 = arith.addf %a2292, %o2293 : f32
    linalg.yield %b2294 : f32
  } -> tensor<240xf32>
  %e2296 = tensor.empty() : tensor<240xf32>
  %g2300 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2295 : tensor<240xf32>) outs(%e2296 : tensor<240xf32>) {
  ^bb0(%a2297: f32, %o2298: f32):
    %b2299 = arith.divf %a2297, %c4 : f32
    linalg.yield %b2299 : f32
  } -> tensor<240xf32>
  %e2304 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2270, %g2281, %g2300, %stage4_0_bn2_weight, %stage4_0_bn2_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e2304 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2305: f32, %a2306: f32, %a2307: f32, %a2308: f32, %a2309: f32, %o2310: f32):
    %b2311 = arith.addf %a2307, %c2 : f32
    %b2312 = math.sqrt %b2311 : f32
    %b2313 = arith.subf %a2305, %a2306 : f32
    %b2314 = arith.divf %b2313, %b2312 : f32
    %b2315 = arith.mulf %b2314, %a2308 : f32
    %b2316 = arith.addf %b2315, %a2309 : f32
    linalg.yield %b2316 : f32
  } -> tensor<10x240x56x56xf32>
  %r2318 = tensor.expand_shape %g2317 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e2319 = tensor.empty() : tensor<10x80x3x56x56xf32>
  %g2322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2318 : tensor<10x3x80x56x56xf32>) outs(%e2319 : tensor<10x80x3x56x56xf32>) {
  ^bb0(%a2320: f32, %o2321: f32):
    linalg.yield %a2320 : f32
  } -> tensor<10x80x3x56x56xf32>
  %r2323 = tensor.collapse_shape %g2322 [[0], [1, 2], [3], [4]] : tensor<10x80x3x56x56xf32> into tensor<10x240x56x56xf32>
  %r2324 = tensor.expand_shape %stage4_0_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 320, 80, 1, 1] : tensor<960x80x1x1xf32> into tensor<3x320x80x1x1xf32>
  %r2325 = tensor.expand_shape %r2323 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e2326 = tensor.empty() : tensor<10x3x320x56x56xf32>
  %f2327 = linalg.fill ins(%c0 : f32) outs(%e2326 : tensor<10x3x320x56x56xf32>) -> tensor<10x3x320x56x56xf32>
  %g2333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2325, %r2324 : tensor<10x3x80x56x56xf32>, tensor<3x320x80x1x1xf32>) outs(%f2327 : tensor<10x3x320x56x56xf32>) {
  ^bb0(%a2328: f32, %a2329: f32, %o2330: f32):
    %b2331 = arith.mulf %a2328, %a2329 : f32
    %b2332 = arith.addf %o2330, %b2331 : f32
    linalg.yield %b2332 : f32
  } -> tensor<10x3x320x56x56xf32>
  %r2334 = tensor.collapse_shape %g2333 [[0], [1, 2], [3], [4]] : tensor<10x3x320x56x56xf32> into tensor<10x960x56x56xf32>
  %e2335 = tensor.empty() : tensor<960xf32>
  %f2336 = linalg.fill ins(%c0 : f32) outs(%e2335 : tensor<960xf32>) -> tensor<960xf32>
  %g2340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2334 : tensor<10x960x56x56xf32>) outs(%f2336 : tensor<960xf32>) {
  ^bb0(%a2337: f32, %o2338: f32):
    %b2339 = arith.addf %a2337, %o2338 : f32
    linalg.yield %b2339 : f32
  } -> tensor<960xf32>
  %e2341 = tensor.empty() : tensor<960xf32>
  %g2345 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2340 : tensor<960xf32>) outs(%e2341 : tensor<960xf32>) {
  ^bb0(%a2342: f32, %o2343: f32):
    %b2344 = arith.divf %a2342, %c4 : f32
    linalg.yield %b2344 : f32
  } -> tensor<960xf32>
  %e2347 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2334, %g2345 : tensor<10x960x56x56xf32>, tensor<960xf32>) outs(%e2347 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2348: f32, %a2349: f32, %o2350: f32):
    %b2351 = arith.subf %a2348, %a2349 : f32
    %b2352 = arith.mulf %b2351, %b2351 : f32
    linalg.yield %b2352 : f32
  } -> tensor<10x960x56x56xf32>
  %e2354 = tensor.empty() : tensor<960xf32>
  %f2355 = linalg.fill ins(%c0 : f32) outs(%e2354 : tensor<960xf32>) -> tensor<960xf32>
  %g2359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2353 : tensor<10x960x56x56xf32>) outs(%f2355 : tensor<960xf32>) {
  ^bb0(%a2356: f32, %o2357: f32):
    %b2358 = arith.addf %a2356, %o2357 : f32
    linalg.yield %b2358 : f32
  } -> tensor<960xf32>
  %e2360 = tensor.empty() : tensor<960xf32>
  %g2364 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2359 : tensor<960xf32>) outs(%e2360 : tensor<960xf32>) {
  ^bb0(%a2361: f32, %o2362: f32):
    %b2363 = arith.divf %a2361, %c4 : f32
    linalg.yield %b2363 : f32
  } -> tensor<960xf32>
  %e2368 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2334, %g2345, %g2364, %stage4_0_bn3_weight, %stage4_0_bn3_bias : tensor<10x960x56x56xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2368 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2369: f32, %a2370: f32, %a2371: f32, %a2372: f32, %a2373: f32, %o2374: f32):
    %b2375 = arith.addf %a2371, %c2 : f32
    %b2376 = math.sqrt %b2375 : f32
    %b2377 = arith.subf %a2369, %a2370 : f32
    %b2378 = arith.divf %b2377, %b2376 : f32
    %b2379 = arith.mulf %b2378, %a2372 : f32
    %b2380 = arith.addf %b2379, %a2373 : f32
    linalg.yield %b2380 : f32
  } -> tensor<10x960x56x56xf32>
  %e2382 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2381 : tensor<10x960x56x56xf32>) outs(%e2382 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2383: f32, %o2384: f32):
    %b2385 = arith.maximumf %a2383, %c0 : f32
    linalg.yield %b2385 : f32
  } -> tensor<10x960x56x56xf32>
  %e2387 = tensor.empty() : tensor<10x960x56x56xf32>
  %f2388 = linalg.fill ins(%c0 : f32) outs(%e2387 : tensor<10x960x56x56xf32>) -> tensor<10x960x56x56xf32>
  %conv2389 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2191, %stage4_0_shortcut_0_weight : tensor<10x480x56x56xf32>, tensor<960x480x1x1xf32>) outs(%f2388 : tensor<10x960x56x56xf32>) -> tensor<10x960x56x56xf32>
  %e2390 = tensor.empty() : tensor<960xf32>
  %f2391 = linalg.fill ins(%c0 : f32) outs(%e2390 : tensor<960xf32>) -> tensor<960xf32>
  %g2395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2389 : tensor<10x960x56x56xf32>) outs(%f2391 : tensor<960xf32>) {
  ^bb0(%a2392: f32, %o2393: f32):
    %b2394 = arith.addf %a2392, %o2393 : f32
    linalg.yield %b2394 : f32
  } -> tensor<960xf32>
  %e2396 = tensor.empty() : tensor<960xf32>
  %g2400 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2395 : tensor<960xf32>) outs(%e2396 : tensor<960xf32>) {
  ^bb0(%a2397: f32, %o2398: f32):
    %b2399 = arith.divf %a2397, %c4 : f32
    linalg.yield %b2399 : f32
  } -> tensor<960xf32>
  %e2402 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2389, %g2400 : tensor<10x960x56x56xf32>, tensor<960xf32>) outs(%e2402 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2403: f32, %a2404: f32, %o2405: f32):
    %b2406 = arith.subf %a2403, %a2404 : f32
    %b2407 = arith.mulf %b2406, %b2406 : f32
    linalg.yield %b2407 : f32
  } -> tensor<10x960x56x56xf32>
  %e2409 = tensor.empty() : tensor<960xf32>
  %f2410 = linalg.fill ins(%c0 : f32) outs(%e2409 : tensor<960xf32>) -> tensor<960xf32>
  %g2414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2408 : tensor<10x960x56x56xf32>) outs(%f2410 : tensor<960xf32>) {
  ^bb0(%a2411: f32, %o2412: f32):
    %b2413 = arith.addf %a2411, %o2412 : f32
    linalg.yield %b2413 : f32
  } -> tensor<960xf32>
  %e2415 = tensor.empty() : tensor<960xf32>
  %g2419 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2414 : tensor<960xf32>) outs(%e2415 : tensor<960xf32>) {
  ^bb0(%a2416: f32, %o2417: f32):
    %b2418 = arith.divf %a2416, %c4 : f32
    linalg.yield %b2418 : f32
  } -> tensor<960xf32>
  %e2423 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2389, %g2400, %g2419, %stage4_0_shortcut_1_weight, %stage4_0_shortcut_1_bias : tensor<10x960x56x56xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2423 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2424: f32, %a2425: f32, %a2426: f32, %a2427: f32, %a2428: f32, %o2429: f32):
    %b2430 = arith.addf %a2426, %c2 : f32
    %b2431 = math.sqrt %b2430 : f32
    %b2432 = arith.subf %a2424, %a2425 : f32
    %b2433 = arith.divf %b2432, %b2431 : f32
    %b2434 = arith.mulf %b2433, %a2427 : f32
    %b2435 = arith.addf %b2434, %a2428 : f32
    linalg.yield %b2435 : f32
  } -> tensor<10x960x56x56xf32>
  %e2437 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2386, %g2436 : tensor<10x960x56x56xf32>, tensor<10x960x56x56xf32>) outs(%e2437 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2438: f32, %a2439: f32, %o2440: f32):
    %b2441 = arith.addf %a2438, %a2439 : f32
    linalg.yield %b2441 : f32
  } -> tensor<10x960x56x56xf32>
  %r2443 = tensor.expand_shape %stage4_1_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 80, 320, 1, 1] : tensor<240x320x1x1xf32> into tensor<3x80x320x1x1xf32>
  %r2444 = tensor.expand_shape %g2442 [[0], [1, 2], [3], [4]] output_shape [10, 3, 320, 56, 56] : tensor<10x960x56x56xf32> into tensor<10x3x320x56x56xf32>
  %e2445 = tensor.empty() : tensor<10x3x80x56x56xf32>
  %f2446 = linalg.fill ins(%c0 : f32) outs(%e2445 : tensor<10x3x80x56x56xf32>) -> tensor<10x3x80x56x56xf32>
  %g2452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2444, %r2443 : tensor<10x3x320x56x56xf32>, tensor<3x80x320x1x1xf32>) outs(%f2446 : tensor<10x3x80x56x56xf32>) {
  ^bb0(%a2447: f32, %a2448: f32, %o2449: f32):
    %b2450 = arith.mulf %a2447, %a2448 : f32
    %b2451 = arith.addf %o2449, %b2450 : f32
    linalg.yield %b2451 : f32
  } -> tensor<10x3x80x56x56xf32>
  %r2453 = tensor.collapse_shape %g2452 [[0], [1, 2], [3], [4]] : tensor<10x3x80x56x56xf32> into tensor<10x240x56x56xf32>
  %e2454 = tensor.empty() : tensor<240xf32>
  %f2455 = linalg.fill ins(%c0 : f32) outs(%e2454 : tensor<240xf32>) -> tensor<240xf32>
  %g2459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2453 : tensor<10x240x56x56xf32>) outs(%f2455 : tensor<240xf32>) {
  ^bb0(%a2456: f32, %o2457: f32):
    %b2458 = arith.addf %a2456, %o2457 : f32
    linalg.yield %b2458 : f32
  } -> tensor<240xf32>
  %e2460 = tensor.empty() : tensor<240xf32>
  %g2464 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2459 : tensor<240xf32>) outs(%e2460 : tensor<240xf32>) {
  ^bb0(%a2461: f32, %o2462: f32):
    %b2463 = arith.divf %a2461, %c4 : f32
    linalg.yield %b2463 : f32
  } -> tensor<240xf32>
  %e2466 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2453, %g2464 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e2466 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2467: f32, %a2468: f32, %o2469: f32):
    %b2470 = arith.subf %a2467, %a2468 : f32
    %b2471 = arith.mulf %b2470, %b2470 : f32
    linalg.yield %b2471 : f32
  } -> tensor<10x240x56x56xf32>
  %e2473 = tensor.empty() : tensor<240xf32>
  %f2474 = linalg.fill ins(%c0 : f32) outs(%e2473 : tensor<240xf32>) -> tensor<240xf32>
  %g2478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2472 : tensor<10x240x56x56xf32>) outs(%f2474 : tensor<240xf32>) {
  ^bb0(%a2475: f32, %o2476: f32):
    %b2477 = arith.addf %a2475, %o2476 : f32
    linalg.yield %b2477 : f32
  } -> tensor<240xf32>
  %e2479 = tensor.empty() : tensor<240xf32>
  %g2483 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2478 : tensor<240xf32>) outs(%e2479 : tensor<240xf32>) {
  ^bb0(%a2480: f32, %o2481: f32):
    %b2482 = arith.divf %a2480, %c4 : f32
    linalg.yield %b2482 : f32
  } -> tensor<240xf32>
  %e2487 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2453, %g2464, %g2483, %stage4_1_bn1_weight, %stage4_1_bn1_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e2487 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2488: f32, %a2489: f32, %a2490: f32, %a2491: f32, %a2492: f32, %o2493: f32):
    %b2494 = arith.addf %a2490, %c2 : f32
    %b2495 = math.sqrt %b2494 : f32
    %b2496 = arith.subf %a2488, %a2489 : f32
    %b2497 = arith.divf %b2496, %b2495 : f32
    %b2498 = arith.mulf %b2497, %a2491 : f32
    %b2499 = arith.addf %b2498, %a2492 : f32
    linalg.yield %b2499 : f32
  } -> tensor<10x240x56x56xf32>
  %e2501 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2500 : tensor<10x240x56x56xf32>) outs(%e2501 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2502: f32, %o2503: f32):
    %b2504 = arith.maximumf %a2502, %c0 : f32
    linalg.yield %b2504 : f32
  } -> tensor<10x240x56x56xf32>
  %e2506 = tensor.empty() : tensor<10x240x58x58xf32>
  %f2507 = linalg.fill ins(%c0 : f32) outs(%e2506 : tensor<10x240x58x58xf32>) -> tensor<10x240x58x58xf32>
  %g2510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2505 : tensor<10x240x56x56xf32>) outs(%f2507 : tensor<10x240x58x58xf32>) {
  ^bb0(%a2508: f32, %o2509: f32):
    linalg.yield %a2508 : f32
  } -> tensor<10x240x58x58xf32>
  %r2511 = tensor.expand_shape %stage4_1_conv2_weight [[0], [1], [2, 3], [4]] output_shape [240, 1, 1, 3, 3] : tensor<240x1x3x3xf32> into tensor<240x1x1x3x3xf32>
  %r2512 = tensor.expand_shape %g2510 [[0], [1], [2, 3], [4]] output_shape [10, 240, 1, 58, 58] : tensor<10x240x58x58xf32> into tensor<10x240x1x58x58xf32>
  %e2513 = tensor.empty() : tensor<10x240x1x56x56xf32>
  %f2514 = linalg.fill ins(%c0 : f32) outs(%e2513 : tensor<10x240x1x56x56xf32>) -> tensor<10x240x1x56x56xf32>
  %g2520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2512, %r2511 : tensor<10x240x1x58x58xf32>, tensor<240x1x1x3x3xf32>) outs(%f2514 : tensor<10x240x1x56x56xf32>) {
  ^bb0(%a2515: f32, %a2516: f32, %o2517: f32):
    %b2518 = arith.mulf %a2515, %a2516 : f32
    %b2519 = arith.addf %o2517, %b2518 : f32
    linalg.yield %b2519 : f32
  } -> tensor<10x240x1x56x56xf32>
  %r2521 = tensor.collapse_shape %g2520 [[0], [1], [2, 3], [4]] : tensor<10x240x1x56x56xf32> into tensor<10x240x56x56xf32>
  %e2522 = tensor.empty() : tensor<240xf32>
  %f2523 = linalg.fill ins(%c0 : f32) outs(%e2522 : tensor<240xf32>) -> tensor<240xf32>
  %g2527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2521 : tensor<10x240x56x56xf32>) outs(%f2523 : tensor<240xf32>) {
  ^bb0(%a2524: f32, %o2525: f32):
    %b2526 = arith.addf %a2524, %o2525 : f32
    linalg.yield %b2526 : f32
  } -> tensor<240xf32>
  %e2528 = tensor.empty() : tensor<240xf32>
  %g2532 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2527 : tensor<240xf32>) outs(%e2528 : tensor<240xf32>) {
  ^bb0(%a2529: f32, %o2530: f32):
    %b2531 = arith.divf %a2529, %c4 : f32
    linalg.yield %b2531 : f32
  } -> tensor<240xf32>
  %e2534 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2521, %g2532 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e2534 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2535: f32, %a2536: f32, %o2537: f32):
    %b2538 = arith.subf %a2535, %a2536 : f32
    %b2539 = arith.mulf %b2538, %b2538 : f32
    linalg.yield %b2539 : f32
  } -> tensor<10x240x56x56xf32>
  %e2541 = tensor.empty() : tensor<240xf32>
  %f2542 = linalg.fill ins(%c0 : f32) outs(%e2541 : tensor<240xf32>) -> tensor<240xf32>
  %g2546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2540 : tensor<10x240x56x56xf32>) outs(%f2542 : tensor<240xf32>) {
  ^bb0(%a2543: f32, %o2544: f32):
    %b2545 = arith.addf %a2543, %o2544 : f32
    linalg.yield %b2545 : f32
  } -> tensor<240xf32>
  %e2547 = tensor.empty() : tensor<240xf32>
  %g2551 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2546 : tensor<240xf32>) outs(%e2547 : tensor<240xf32>) {
  ^bb0(%a2548: f32, %o2549: f32):
    %b2550 = arith.divf %a2548, %c4 : f32
    linalg.yield %b2550 : f32
  } -> tensor<240xf32>
  %e2555 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2521, %g2532, %g2551, %stage4_1_bn2_weight, %stage4_1_bn2_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e2555 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2556: f32, %a2557: f32, %a2558: f32, %a2559: f32, %a2560: f32, %o2561: f32):
    %b2562 = arith.addf %a2558, %c2 : f32
    %b2563 = math.sqrt %b2562 : f32
    %b2564 = arith.subf %a2556, %a2557 : f32
    %b2565 = arith.divf %b2564, %b2563 : f32
    %b2566 = arith.mulf %b2565, %a2559 : f32
    %b2567 = arith.addf %b2566, %a2560 : f32
    linalg.yield %b2567 : f32
  } -> tensor<10x240x56x56xf32>
  %r2569 = tensor.expand_shape %g2568 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e2570 = tensor.empty() : tensor<10x80x3x56x56xf32>
  %g2573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2569 : tensor<10x3x80x56x56xf32>) outs(%e2570 : tensor<10x80x3x56x56xf32>) {
  ^bb0(%a2571: f32, %o2572: f32):
    linalg.yield %a2571 : f32
  } -> tensor<10x80x3x56x56xf32>
  %r2574 = tensor.collapse_shape %g2573 [[0], [1, 2], [3], [4]] : tensor<10x80x3x56x56xf32> into tensor<10x240x56x56xf32>
  %r2575 = tensor.expand_shape %stage4_1_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 320, 80, 1, 1] : tensor<960x80x1x1xf32> into tensor<3x320x80x1x1xf32>
  %r2576 = tensor.expand_shape %r2574 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e2577 = tensor.empty() : tensor<10x3x320x56x56xf32>
  %f2578 = linalg.fill ins(%c0 : f32) outs(%e2577 : tensor<10x3x320x56x56xf32>) -> tensor<10x3x320x56x56xf32>
  %g2584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2576, %r2575 : tensor<10x3x80x56x56xf32>, tensor<3x320x80x1x1xf32>) outs(%f2578 : tensor<10x3x320x56x56xf32>) {
  ^bb0(%a2579: f32, %a2580: f32, %o2581: f32):
    %b2582 = arith.mulf %a2579, %a2580 : f32
    %b2583 = arith.addf %o2581, %b2582 : f32
    linalg.yield %b2583 : f32
  } -> tensor<10x3x320x56x56xf32>
  %r2585 = tensor.collapse_shape %g2584 [[0], [1, 2], [3], [4]] : tensor<10x3x320x56x56xf32> into tensor<10x960x56x56xf32>
  %e2586 = tensor.empty() : tensor<960xf32>
  %f2587 = linalg.fill ins(%c0 : f32) outs(%e2586 : tensor<960xf32>) -> tensor<960xf32>
  %g2591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2585 : tensor<10x960x56x56xf32>) outs(%f2587 : tensor<960xf32>) {
  ^bb0(%a2588: f32, %o2589: f32):
    %b2590 = arith.addf %a2588, %o2589 : f32
    linalg.yield %b2590 : f32
  } -> tensor<960xf32>
  %e2592 = tensor.empty() : tensor<960xf32>
  %g2596 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2591 : tensor<960xf32>) outs(%e2592 : tensor<960xf32>) {
  ^bb0(%a2593: f32, %o2594: f32):
    %b2595 = arith.divf %a2593, %c4 : f32
    linalg.yield %b2595 : f32
  } -> tensor<960xf32>
  %e2598 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2585, %g2596 : tensor<10x960x56x56xf32>, tensor<960xf32>) outs(%e2598 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2599: f32, %a2600: f32, %o2601: f32):
    %b2602 = arith.subf %a2599, %a2600 : f32
    %b2603 = arith.mulf %b2602, %b2602 : f32
    linalg.yield %b2603 : f32
  } -> tensor<10x960x56x56xf32>
  %e2605 = tensor.empty() : tensor<960xf32>
  %f2606 = linalg.fill ins(%c0 : f32) outs(%e2605 : tensor<960xf32>) -> tensor<960xf32>
  %g2610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2604 : tensor<10x960x56x56xf32>) outs(%f2606 : tensor<960xf32>) {
  ^bb0(%a2607: f32, %o2608: f32):
    %b2609 = arith.addf %a2607, %o2608 : f32
    linalg.yield %b2609 : f32
  } -> tensor<960xf32>
  %e2611 = tensor.empty() : tensor<960xf32>
  %g2615 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2610 : tensor<960xf32>) outs(%e2611 : tensor<960xf32>) {
  ^bb0(%a2612: f32, %o2613: f32):
    %b2614 = arith.divf %a2612, %c4 : f32
    linalg.yield %b2614 : f32
  } -> tensor<960xf32>
  %e2619 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2585, %g2596, %g2615, %stage4_1_bn3_weight, %stage4_1_bn3_bias : tensor<10x960x56x56xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2619 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2620: f32, %a2621: f32, %a2622: f32, %a2623: f32, %a2624: f32, %o2625: f32):
    %b2626 = arith.addf %a2622, %c2 : f32
    %b2627 = math.sqrt %b2626 : f32
    %b2628 = arith.subf %a2620, %a2621 : f32
    %b2629 = arith.divf %b2628, %b2627 : f32
    %b2630 = arith.mulf %b2629, %a2623 : f32
    %b2631 = arith.addf %b2630, %a2624 : f32
    linalg.yield %b2631 : f32
  } -> tensor<10x960x56x56xf32>
  %e2633 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2632 : tensor<10x960x56x56xf32>) outs(%e2633 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2634: f32, %o2635: f32):
    %b2636 = arith.maximumf %a2634, %c0 : f32
    linalg.yield %b2636 : f32
  } -> tensor<10x960x56x56xf32>
  %e2638 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2637, %g2442 : tensor<10x960x56x56xf32>, tensor<10x960x56x56xf32>) outs(%e2638 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2639: f32, %a2640: f32, %o2641: f32):
    %b2642 = arith.addf %a2639, %a2640 : f32
    linalg.yield %b2642 : f32
  } -> tensor<10x960x56x56xf32>
  %r2644 = tensor.expand_shape %stage4_2_conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 80, 320, 1, 1] : tensor<240x320x1x1xf32> into tensor<3x80x320x1x1xf32>
  %r2645 = tensor.expand_shape %g2643 [[0], [1, 2], [3], [4]] output_shape [10, 3, 320, 56, 56] : tensor<10x960x56x56xf32> into tensor<10x3x320x56x56xf32>
  %e2646 = tensor.empty() : tensor<10x3x80x56x56xf32>
  %f2647 = linalg.fill ins(%c0 : f32) outs(%e2646 : tensor<10x3x80x56x56xf32>) -> tensor<10x3x80x56x56xf32>
  %g2653 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2645, %r2644 : tensor<10x3x320x56x56xf32>, tensor<3x80x320x1x1xf32>) outs(%f2647 : tensor<10x3x80x56x56xf32>) {
  ^bb0(%a2648: f32, %a2649: f32, %o2650: f32):
    %b2651 = arith.mulf %a2648, %a2649 : f32
    %b2652 = arith.addf %o2650, %b2651 : f32
    linalg.yield %b2652 : f32
  } -> tensor<10x3x80x56x56xf32>
  %r2654 = tensor.collapse_shape %g2653 [[0], [1, 2], [3], [4]] : tensor<10x3x80x56x56xf32> into tensor<10x240x56x56xf32>
  %e2655 = tensor.empty() : tensor<240xf32>
  %f2656 = linalg.fill ins(%c0 : f32) outs(%e2655 : tensor<240xf32>) -> tensor<240xf32>
  %g2660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2654 : tensor<10x240x56x56xf32>) outs(%f2656 : tensor<240xf32>) {
  ^bb0(%a2657: f32, %o2658: f32):
    %b2659 = arith.addf %a2657, %o2658 : f32
    linalg.yield %b2659 : f32
  } -> tensor<240xf32>
  %e2661 = tensor.empty() : tensor<240xf32>
  %g2665 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2660 : tensor<240xf32>) outs(%e2661 : tensor<240xf32>) {
  ^bb0(%a2662: f32, %o2663: f32):
    %b2664 = arith.divf %a2662, %c4 : f32
    linalg.yield %b2664 : f32
  } -> tensor<240xf32>
  %e2667 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2654, %g2665 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e2667 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2668: f32, %a2669: f32, %o2670: f32):
    %b2671 = arith.subf %a2668, %a2669 : f32
    %b2672 = arith.mulf %b2671, %b2671 : f32
    linalg.yield %b2672 : f32
  } -> tensor<10x240x56x56xf32>
  %e2674 = tensor.empty() : tensor<240xf32>
  %f2675 = linalg.fill ins(%c0 : f32) outs(%e2674 : tensor<240xf32>) -> tensor<240xf32>
  %g2679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2673 : tensor<10x240x56x56xf32>) outs(%f2675 : tensor<240xf32>) {
  ^bb0(%a2676: f32, %o2677: f32):
    %b2678 = arith.addf %a2676, %o2677 : f32
    linalg.yield %b2678 : f32
  } -> tensor<240xf32>
  %e2680 = tensor.empty() : tensor<240xf32>
  %g2684 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2679 : tensor<240xf32>) outs(%e2680 : tensor<240xf32>) {
  ^bb0(%a2681: f32, %o2682: f32):
    %b2683 = arith.divf %a2681, %c4 : f32
    linalg.yield %b2683 : f32
  } -> tensor<240xf32>
  %e2688 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2654, %g2665, %g2684, %stage4_2_bn1_weight, %stage4_2_bn1_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e2688 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2689: f32, %a2690: f32, %a2691: f32, %a2692: f32, %a2693: f32, %o2694: f32):
    %b2695 = arith.addf %a2691, %c2 : f32
    %b2696 = math.sqrt %b2695 : f32
    %b2697 = arith.subf %a2689, %a2690 : f32
    %b2698 = arith.divf %b2697, %b2696 : f32
    %b2699 = arith.mulf %b2698, %a2692 : f32
    %b2700 = arith.addf %b2699, %a2693 : f32
    linalg.yield %b2700 : f32
  } -> tensor<10x240x56x56xf32>
  %e2702 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2701 : tensor<10x240x56x56xf32>) outs(%e2702 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2703: f32, %o2704: f32):
    %b2705 = arith.maximumf %a2703, %c0 : f32
    linalg.yield %b2705 : f32
  } -> tensor<10x240x56x56xf32>
  %e2707 = tensor.empty() : tensor<10x240x58x58xf32>
  %f2708 = linalg.fill ins(%c0 : f32) outs(%e2707 : tensor<10x240x58x58xf32>) -> tensor<10x240x58x58xf32>
  %g2711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2706 : tensor<10x240x56x56xf32>) outs(%f2708 : tensor<10x240x58x58xf32>) {
  ^bb0(%a2709: f32, %o2710: f32):
    linalg.yield %a2709 : f32
  } -> tensor<10x240x58x58xf32>
  %r2712 = tensor.expand_shape %stage4_2_conv2_weight [[0], [1], [2, 3], [4]] output_shape [240, 1, 1, 3, 3] : tensor<240x1x3x3xf32> into tensor<240x1x1x3x3xf32>
  %r2713 = tensor.expand_shape %g2711 [[0], [1], [2, 3], [4]] output_shape [10, 240, 1, 58, 58] : tensor<10x240x58x58xf32> into tensor<10x240x1x58x58xf32>
  %e2714 = tensor.empty() : tensor<10x240x1x56x56xf32>
  %f2715 = linalg.fill ins(%c0 : f32) outs(%e2714 : tensor<10x240x1x56x56xf32>) -> tensor<10x240x1x56x56xf32>
  %g2721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2713, %r2712 : tensor<10x240x1x58x58xf32>, tensor<240x1x1x3x3xf32>) outs(%f2715 : tensor<10x240x1x56x56xf32>) {
  ^bb0(%a2716: f32, %a2717: f32, %o2718: f32):
    %b2719 = arith.mulf %a2716, %a2717 : f32
    %b2720 = arith.addf %o2718, %b2719 : f32
    linalg.yield %b2720 : f32
  } -> tensor<10x240x1x56x56xf32>
  %r2722 = tensor.collapse_shape %g2721 [[0], [1], [2, 3], [4]] : tensor<10x240x1x56x56xf32> into tensor<10x240x56x56xf32>
  %e2723 = tensor.empty() : tensor<240xf32>
  %f2724 = linalg.fill ins(%c0 : f32) outs(%e2723 : tensor<240xf32>) -> tensor<240xf32>
  %g2728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2722 : tensor<10x240x56x56xf32>) outs(%f2724 : tensor<240xf32>) {
  ^bb0(%a2725: f32, %o2726: f32):
    %b2727 = arith.addf %a2725, %o2726 : f32
    linalg.yield %b2727 : f32
  } -> tensor<240xf32>
  %e2729 = tensor.empty() : tensor<240xf32>
  %g2733 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2728 : tensor<240xf32>) outs(%e2729 : tensor<240xf32>) {
  ^bb0(%a2730: f32, %o2731: f32):
    %b2732 = arith.divf %a2730, %c4 : f32
    linalg.yield %b2732 : f32
  } -> tensor<240xf32>
  %e2735 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2722, %g2733 : tensor<10x240x56x56xf32>, tensor<240xf32>) outs(%e2735 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2736: f32, %a2737: f32, %o2738: f32):
    %b2739 = arith.subf %a2736, %a2737 : f32
    %b2740 = arith.mulf %b2739, %b2739 : f32
    linalg.yield %b2740 : f32
  } -> tensor<10x240x56x56xf32>
  %e2742 = tensor.empty() : tensor<240xf32>
  %f2743 = linalg.fill ins(%c0 : f32) outs(%e2742 : tensor<240xf32>) -> tensor<240xf32>
  %g2747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2741 : tensor<10x240x56x56xf32>) outs(%f2743 : tensor<240xf32>) {
  ^bb0(%a2744: f32, %o2745: f32):
    %b2746 = arith.addf %a2744, %o2745 : f32
    linalg.yield %b2746 : f32
  } -> tensor<240xf32>
  %e2748 = tensor.empty() : tensor<240xf32>
  %g2752 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2747 : tensor<240xf32>) outs(%e2748 : tensor<240xf32>) {
  ^bb0(%a2749: f32, %o2750: f32):
    %b2751 = arith.divf %a2749, %c4 : f32
    linalg.yield %b2751 : f32
  } -> tensor<240xf32>
  %e2756 = tensor.empty() : tensor<10x240x56x56xf32>
  %g2769 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2722, %g2733, %g2752, %stage4_2_bn2_weight, %stage4_2_bn2_bias : tensor<10x240x56x56xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e2756 : tensor<10x240x56x56xf32>) {
  ^bb0(%a2757: f32, %a2758: f32, %a2759: f32, %a2760: f32, %a2761: f32, %o2762: f32):
    %b2763 = arith.addf %a2759, %c2 : f32
    %b2764 = math.sqrt %b2763 : f32
    %b2765 = arith.subf %a2757, %a2758 : f32
    %b2766 = arith.divf %b2765, %b2764 : f32
    %b2767 = arith.mulf %b2766, %a2760 : f32
    %b2768 = arith.addf %b2767, %a2761 : f32
    linalg.yield %b2768 : f32
  } -> tensor<10x240x56x56xf32>
  %r2770 = tensor.expand_shape %g2769 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e2771 = tensor.empty() : tensor<10x80x3x56x56xf32>
  %g2774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2770 : tensor<10x3x80x56x56xf32>) outs(%e2771 : tensor<10x80x3x56x56xf32>) {
  ^bb0(%a2772: f32, %o2773: f32):
    linalg.yield %a2772 : f32
  } -> tensor<10x80x3x56x56xf32>
  %r2775 = tensor.collapse_shape %g2774 [[0], [1, 2], [3], [4]] : tensor<10x80x3x56x56xf32> into tensor<10x240x56x56xf32>
  %r2776 = tensor.expand_shape %stage4_2_conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 320, 80, 1, 1] : tensor<960x80x1x1xf32> into tensor<3x320x80x1x1xf32>
  %r2777 = tensor.expand_shape %r2775 [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 56, 56] : tensor<10x240x56x56xf32> into tensor<10x3x80x56x56xf32>
  %e2778 = tensor.empty() : tensor<10x3x320x56x56xf32>
  %f2779 = linalg.fill ins(%c0 : f32) outs(%e2778 : tensor<10x3x320x56x56xf32>) -> tensor<10x3x320x56x56xf32>
  %g2785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2777, %r2776 : tensor<10x3x80x56x56xf32>, tensor<3x320x80x1x1xf32>) outs(%f2779 : tensor<10x3x320x56x56xf32>) {
  ^bb0(%a2780: f32, %a2781: f32, %o2782: f32):
    %b2783 = arith.mulf %a2780, %a2781 : f32
    %b2784 = arith.addf %o2782, %b2783 : f32
    linalg.yield %b2784 : f32
  } -> tensor<10x3x320x56x56xf32>
  %r2786 = tensor.collapse_shape %g2785 [[0], [1, 2], [3], [4]] : tensor<10x3x320x56x56xf32> into tensor<10x960x56x56xf32>
  %e2787 = tensor.empty() : tensor<960xf32>
  %f2788 = linalg.fill ins(%c0 : f32) outs(%e2787 : tensor<960xf32>) -> tensor<960xf32>
  %g2792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2786 : tensor<10x960x56x56xf32>) outs(%f2788 : tensor<960xf32>) {
  ^bb0(%a2789: f32, %o2790: f32):
    %b2791 = arith.addf %a2789, %o2790 : f32
    linalg.yield %b2791 : f32
  } -> tensor<960xf32>
  %e2793 = tensor.empty() : tensor<960xf32>
  %g2797 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2792 : tensor<960xf32>) outs(%e2793 : tensor<960xf32>) {
  ^bb0(%a2794: f32, %o2795: f32):
    %b2796 = arith.divf %a2794, %c4 : f32
    linalg.yield %b2796 : f32
  } -> tensor<960xf32>
  %e2799 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2786, %g2797 : tensor<10x960x56x56xf32>, tensor<960xf32>) outs(%e2799 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2800: f32, %a2801: f32, %o2802: f32):
    %b2803 = arith.subf %a2800, %a2801 : f32
    %b2804 = arith.mulf %b2803, %b2803 : f32
    linalg.yield %b2804 : f32
  } -> tensor<10x960x56x56xf32>
  %e2806 = tensor.empty() : tensor<960xf32>
  %f2807 = linalg.fill ins(%c0 : f32) outs(%e2806 : tensor<960xf32>) -> tensor<960xf32>
  %g2811 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2805 : tensor<10x960x56x56xf32>) outs(%f2807 : tensor<960xf32>) {
  ^bb0(%a2808: f32, %o2809: f32):
    %b2810 = arith.addf %a2808, %o2809 : f32
    linalg.yield %b2810 : f32
  } -> tensor<960xf32>
  %e2812 = tensor.empty() : tensor<960xf32>
  %g2816 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2811 : tensor<960xf32>) outs(%e2812 : tensor<960xf32>) {
  ^bb0(%a2813: f32, %o2814: f32):
    %b2815 = arith.divf %a2813, %c4 : f32
    linalg.yield %b2815 : f32
  } -> tensor<960xf32>
  %e2820 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2833 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2786, %g2797, %g2816, %stage4_2_bn3_weight, %stage4_2_bn3_bias : tensor<10x960x56x56xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2820 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2821: f32, %a2822: f32, %a2823: f32, %a2824: f32, %a2825: f32, %o2826: f32):
    %b2827 = arith.addf %a2823, %c2 : f32
    %b2828 = math.sqrt %b2827 : f32
    %b2829 = arith.subf %a2821, %a2822 : f32
    %b2830 = arith.divf %b2829, %b2828 : f32
    %b2831 = arith.mulf %b2830, %a2824 : f32
    %b2832 = arith.addf %b2831, %a2825 : f32
    linalg.yield %b2832 : f32
  } -> tensor<10x960x56x56xf32>
  %e2834 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2833 : tensor<10x960x56x56xf32>) outs(%e2834 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2835: f32, %o2836: f32):
    %b2837 = arith.maximumf %a2835, %c0 : f32
    linalg.yield %b2837 : f32
  } -> tensor<10x960x56x56xf32>
  %e2839 = tensor.empty() : tensor<10x960x56x56xf32>
  %g2844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2838, %g2643 : tensor<10x960x56x56xf32>, tensor<10x960x56x56xf32>) outs(%e2839 : tensor<10x960x56x56xf32>) {
  ^bb0(%a2840: f32, %a2841: f32, %o2842: f32):
    %b2843 = arith.addf %a2840, %a2841 : f32
    linalg.yield %b2843 : f32
  } -> tensor<10x960x56x56xf32>
  %e2845 = tensor.empty() : tensor<10x1024x56x56xf32>
  %f2846 = linalg.fill ins(%c0 : f32) outs(%e2845 : tensor<10x1024x56x56xf32>) -> tensor<10x1024x56x56xf32>
  %conv2847 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2844, %conv5_weight : tensor<10x960x56x56xf32>, tensor<1024x960x1x1xf32>) outs(%f2846 : tensor<10x1024x56x56xf32>) -> tensor<10x1024x56x56xf32>
  %e2848 = tensor.empty() : tensor<1024xf32>
  %f2849 = linalg.fill ins(%c0 : f32) outs(%e2848 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2847 : tensor<10x1024x56x56xf32>) outs(%f2849 : tensor<1024xf32>) {
  ^bb0(%a2850: f32, %o2851: f32):
    %b2852 = arith.addf %a2850, %o2851 : f32
    linalg.yield %b2852 : f32
  } -> tensor<1024xf32>
  %e2854 = tensor.empty() : tensor<1024xf32>
  %g2858 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2853 : tensor<1024xf32>) outs(%e2854 : tensor<1024xf32>) {
  ^bb0(%a2855: f32, %o2856: f32):
    %b2857 = arith.divf %a2855, %c4 : f32
    linalg.yield %b2857 : f32
  } -> tensor<1024xf32>
  %e2860 = tensor.empty() : tensor<10x1024x56x56xf32>
  %g2866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2847, %g2858 : tensor<10x1024x56x56xf32>, tensor<1024xf32>) outs(%e2860 : tensor<10x1024x56x56xf32>) {
  ^bb0(%a2861: f32, %a2862: f32, %o2863: f32):
    %b2864 = arith.subf %a2861, %a2862 : f32
    %b2865 = arith.mulf %b2864, %b2864 : f32
    linalg.yield %b2865 : f32
  } -> tensor<10x1024x56x56xf32>
  %e2867 = tensor.empty() : tensor<1024xf32>
  %f2868 = linalg.fill ins(%c0 : f32) outs(%e2867 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2866 : tensor<10x1024x56x56xf32>) outs(%f2868 : tensor<1024xf32>) {
  ^bb0(%a2869: f32, %o2870: f32):
    %b2871 = arith.addf %a2869, %o2870 : f32
    linalg.yield %b2871 : f32
  } -> tensor<1024xf32>
  %e2873 = tensor.empty() : tensor<1024xf32>
  %g2877 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2872 : tensor<1024xf32>) outs(%e2873 : tensor<1024xf32>) {
  ^bb0(%a2874: f32, %o2875: f32):
    %b2876 = arith.divf %a2874, %c4 : f32
    linalg.yield %b2876 : f32
  } -> tensor<1024xf32>
  %e2881 = tensor.empty() : tensor<10x1024x56x56xf32>
  %g2894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2847, %g2858, %g2877, %bn5_weight, %bn5_bias : tensor<10x1024x56x56xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e2881 : tensor<10x1024x56x56xf32>) {
  ^bb0(%a2882: f32, %a2883: f32, %a2884: f32, %a2885: f32, %a2886: f32, %o2887: f32):
    %b2888 = arith.addf %a2884, %c2 : f32
    %b2889 = math.sqrt %b2888 : f32
    %b2890 = arith.subf %a2882, %a2883 : f32
    %b2891 = arith.divf %b2890, %b2889 : f32
    %b2892 = arith.mulf %b2891, %a2885 : f32
    %b2893 = arith.addf %b2892, %a2886 : f32
    linalg.yield %b2893 : f32
  } -> tensor<10x1024x56x56xf32>
  %e2895 = tensor.empty() : tensor<10x1024x56x56xf32>
  %g2899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2894 : tensor<10x1024x56x56xf32>) outs(%e2895 : tensor<10x1024x56x56xf32>) {
  ^bb0(%a2896: f32, %o2897: f32):
    %b2898 = arith.maximumf %a2896, %c0 : f32
    linalg.yield %b2898 : f32
  } -> tensor<10x1024x56x56xf32>
  %e2900 = tensor.empty() : tensor<10x1024xf32>
  %f2901 = linalg.fill ins(%c0 : f32) outs(%e2900 : tensor<10x1024xf32>) -> tensor<10x1024xf32>
  %g2905 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g2899 : tensor<10x1024x56x56xf32>) outs(%f2901 : tensor<10x1024xf32>) {
  ^bb0(%a2902: f32, %o2903: f32):
    %b2904 = arith.addf %a2902, %o2903 : f32
    linalg.yield %b2904 : f32
  } -> tensor<10x1024xf32>
  %e2906 = tensor.empty() : tensor<10x1024xf32>
  %g2910 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2905 : tensor<10x1024xf32>) outs(%e2906 : tensor<10x1024xf32>) {
  ^bb0(%a2907: f32, %o2908: f32):
    %b2909 = arith.divf %a2907, %c5 : f32
    linalg.yield %b2909 : f32
  } -> tensor<10x1024xf32>
  %r2911 = tensor.expand_shape %g2910 [[0], [1, 2, 3]] output_shape [10, 1024, 1, 1] : tensor<10x1024xf32> into tensor<10x1024x1x1xf32>
  %r2912 = tensor.collapse_shape %r2911 [[0], [1, 2, 3]] : tensor<10x1024x1x1xf32> into tensor<10x1024xf32>
  %e2913 = tensor.empty() : tensor<10x1000xf32>
  %f2914 = linalg.fill ins(%c0 : f32) outs(%e2913 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm2915 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2912, %fc_weight : tensor<10x1024xf32>, tensor<1000x1024xf32>) outs(%f2914 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e2916 = tensor.empty() : tensor<10x1000xf32>
  %g2921 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2915, %fc_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e2916 : tensor<10x1000xf32>) {
  ^bb0(%a2917: f32, %a2918: f32, %o2919: f32):
    %b2920 = arith.addf %a2917, %a2918 : f32
    linalg.yield %b2920 : f32
  } -> tensor<10x1000xf32>
  return %g2921 : tensor<10x1000xf32>
}
