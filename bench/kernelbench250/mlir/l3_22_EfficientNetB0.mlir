// Imported by htam-import from 22_EfficientNetB0.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), conv1_weight 32x3x3x3 (parameter:conv1.weight), bn1_weight 32 (parameter:bn1.weight), bn1_bias 32 (parameter:bn1.bias), blocks_0_depthwise_conv_0_weight 32x1x3x3 (parameter:blocks.0.depthwise_conv.0.weight), blocks_0_depthwise_conv_1_weight 32 (parameter:blocks.0.depthwise_conv.1.weight), blocks_0_depthwise_conv_1_bias 32 (parameter:blocks.0.depthwise_conv.1.bias), blocks_0_project_conv_0_weight 16x32x1x1 (parameter:blocks.0.project_conv.0.weight), blocks_0_project_conv_1_weight 16 (parameter:blocks.0.project_conv.1.weight), blocks_0_project_conv_1_bias 16 (parameter:blocks.0.project_conv.1.bias), blocks_1_expand_conv_0_weight 96x16x1x1 (parameter:blocks.1.expand_conv.0.weight), blocks_1_expand_conv_1_weight 96 (parameter:blocks.1.expand_conv.1.weight), blocks_1_expand_conv_1_bias 96 (parameter:blocks.1.expand_conv.1.bias), blocks_1_depthwise_conv_0_weight 96x1x3x3 (parameter:blocks.1.depthwise_conv.0.weight), blocks_1_depthwise_conv_1_weight 96 (parameter:blocks.1.depthwise_conv.1.weight), blocks_1_depthwise_conv_1_bias 96 (parameter:blocks.1.depthwise_conv.1.bias), blocks_1_project_conv_0_weight 24x96x1x1 (parameter:blocks.1.project_conv.0.weight), blocks_1_project_conv_1_weight 24 (parameter:blocks.1.project_conv.1.weight), blocks_1_project_conv_1_bias 24 (parameter:blocks.1.project_conv.1.bias), blocks_2_expand_conv_0_weight 144x24x1x1 (parameter:blocks.2.expand_conv.0.weight), blocks_2_expand_conv_1_weight 144 (parameter:blocks.2.expand_conv.1.weight), blocks_2_expand_conv_1_bias 144 (parameter:blocks.2.expand_conv.1.bias), blocks_2_depthwise_conv_0_weight 144x1x3x3 (parameter:blocks.2.depthwise_conv.0.weight), blocks_2_depthwise_conv_1_weight 144 (parameter:blocks.2.depthwise_conv.1.weight), blocks_2_depthwise_conv_1_bias 144 (parameter:blocks.2.depthwise_conv.1.bias), blocks_2_project_conv_0_weight 24x144x1x1 (parameter:blocks.2.project_conv.0.weight), blocks_2_project_conv_1_weight 24 (parameter:blocks.2.project_conv.1.weight), blocks_2_project_conv_1_bias 24 (parameter:blocks.2.project_conv.1.bias), blocks_3_expand_conv_0_weight 144x24x1x1 (parameter:blocks.3.expand_conv.0.weight), blocks_3_expand_conv_1_weight 144 (parameter:blocks.3.expand_conv.1.weight), blocks_3_expand_conv_1_bias 144 (parameter:blocks.3.expand_conv.1.bias), blocks_3_depthwise_conv_0_weight 144x1x5x5 (parameter:blocks.3.depthwise_conv.0.weight), blocks_3_depthwise_conv_1_weight 144 (parameter:blocks.3.depthwise_conv.1.weight), blocks_3_depthwise_conv_1_bias 144 (parameter:blocks.3.depthwise_conv.1.bias), blocks_3_project_conv_0_weight 40x144x1x1 (parameter:blocks.3.project_conv.0.weight), blocks_3_project_conv_1_weight 40 (parameter:blocks.3.project_conv.1.weight), blocks_3_project_conv_1_bias 40 (parameter:blocks.3.project_conv.1.bias), blocks_4_expand_conv_0_weight 240x40x1x1 (parameter:blocks.4.expand_conv.0.weight), blocks_4_expand_conv_1_weight 240 (parameter:blocks.4.expand_conv.1.weight), blocks_4_expand_conv_1_bias 240 (parameter:blocks.4.expand_conv.1.bias), blocks_4_depthwise_conv_0_weight 240x1x5x5 (parameter:blocks.4.depthwise_conv.0.weight), blocks_4_depthwise_conv_1_weight 240 (parameter:blocks.4.depthwise_conv.1.weight), blocks_4_depthwise_conv_1_bias 240 (parameter:blocks.4.depthwise_conv.1.bias), blocks_4_project_conv_0_weight 40x240x1x1 (parameter:blocks.4.project_conv.0.weight), blocks_4_project_conv_1_weight 40 (parameter:blocks.4.project_conv.1.weight), blocks_4_project_conv_1_bias 40 (parameter:blocks.4.project_conv.1.bias), blocks_5_expand_conv_0_weight 240x40x1x1 (parameter:blocks.5.expand_conv.0.weight), blocks_5_expand_conv_1_weight 240 (parameter:blocks.5.expand_conv.1.weight), blocks_5_expand_conv_1_bias 240 (parameter:blocks.5.expand_conv.1.bias), blocks_5_depthwise_conv_0_weight 240x1x3x3 (parameter:blocks.5.depthwise_conv.0.weight), blocks_5_depthwise_conv_1_weight 240 (parameter:blocks.5.depthwise_conv.1.weight), blocks_5_depthwise_conv_1_bias 240 (parameter:blocks.5.depthwise_conv.1.bias), blocks_5_project_conv_0_weight 80x240x1x1 (parameter:blocks.5.project_conv.0.weight), blocks_5_project_conv_1_weight 80 (parameter:blocks.5.project_conv.1.weight), blocks_5_project_conv_1_bias 80 (parameter:blocks.5.project_conv.1.bias), blocks_6_expand_conv_0_weight 480x80x1x1 (parameter:blocks.6.expand_conv.0.weight), blocks_6_expand_conv_1_weight 480 (parameter:blocks.6.expand_conv.1.weight), blocks_6_expand_conv_1_bias 480 (parameter:blocks.6.expand_conv.1.bias), blocks_6_depthwise_conv_0_weight 480x1x3x3 (parameter:blocks.6.depthwise_conv.0.weight), blocks_6_depthwise_conv_1_weight 480 (parameter:blocks.6.depthwise_conv.1.weight), blocks_6_depthwise_conv_1_bias 480 (parameter:blocks.6.depthwise_conv.1.bias), blocks_6_project_conv_0_weight 80x480x1x1 (parameter:blocks.6.project_conv.0.weight), blocks_6_project_conv_1_weight 80 (parameter:blocks.6.project_conv.1.weight), blocks_6_project_conv_1_bias 80 (parameter:blocks.6.project_conv.1.bias), blocks_7_expand_conv_0_weight 480x80x1x1 (parameter:blocks.7.expand_conv.0.weight), blocks_7_expand_conv_1_weight 480 (parameter:blocks.7.expand_conv.1.weight), blocks_7_expand_conv_1_bias 480 (parameter:blocks.7.expand_conv.1.bias), blocks_7_depthwise_conv_0_weight 480x1x5x5 (parameter:blocks.7.depthwise_conv.0.weight), blocks_7_depthwise_conv_1_weight 480 (parameter:blocks.7.depthwise_conv.1.weight), blocks_7_depthwise_conv_1_bias 480 (parameter:blocks.7.depthwise_conv.1.bias), blocks_7_project_conv_0_weight 112x480x1x1 (parameter:blocks.7.project_conv.0.weight), blocks_7_project_conv_1_weight 112 (parameter:blocks.7.project_conv.1.weight), blocks_7_project_conv_1_bias 112 (parameter:blocks.7.project_conv.1.bias), blocks_8_expand_conv_0_weight 672x112x1x1 (parameter:blocks.8.expand_conv.0.weight), blocks_8_expand_conv_1_weight 672 (parameter:blocks.8.expand_conv.1.weight), blocks_8_expand_conv_1_bias 672 (parameter:blocks.8.expand_conv.1.bias), blocks_8_depthwise_conv_0_weight 672x1x5x5 (parameter:blocks.8.depthwise_conv.0.weight), blocks_8_depthwise_conv_1_weight 672 (parameter:blocks.8.depthwise_conv.1.weight), blocks_8_depthwise_conv_1_bias 672 (parameter:blocks.8.depthwise_conv.1.bias), blocks_8_project_conv_0_weight 112x672x1x1 (parameter:blocks.8.project_conv.0.weight), blocks_8_project_conv_1_weight 112 (parameter:blocks.8.project_conv.1.weight), blocks_8_project_conv_1_bias 112 (parameter:blocks.8.project_conv.1.bias), blocks_9_expand_conv_0_weight 672x112x1x1 (parameter:blocks.9.expand_conv.0.weight), blocks_9_expand_conv_1_weight 672 (parameter:blocks.9.expand_conv.1.weight), blocks_9_expand_conv_1_bias 672 (parameter:blocks.9.expand_conv.1.bias), blocks_9_depthwise_conv_0_weight 672x1x5x5 (parameter:blocks.9.depthwise_conv.0.weight), blocks_9_depthwise_conv_1_weight 672 (parameter:blocks.9.depthwise_conv.1.weight), blocks_9_depthwise_conv_1_bias 672 (parameter:blocks.9.depthwise_conv.1.bias), blocks_9_project_conv_0_weight 192x672x1x1 (parameter:blocks.9.project_conv.0.weight), blocks_9_project_conv_1_weight 192 (parameter:blocks.9.project_conv.1.weight), blocks_9_project_conv_1_bias 192 (parameter:blocks.9.project_conv.1.bias), blocks_10_expand_conv_0_weight 1152x192x1x1 (parameter:blocks.10.expand_conv.0.weight), blocks_10_expand_conv_1_weight 1152 (parameter:blocks.10.expand_conv.1.weight), blocks_10_expand_conv_1_bias 1152 (parameter:blocks.10.expand_conv.1.bias), blocks_10_depthwise_conv_0_weight 1152x1x5x5 (parameter:blocks.10.depthwise_conv.0.weight), blocks_10_depthwise_conv_1_weight 1152 (parameter:blocks.10.depthwise_conv.1.weight), blocks_10_depthwise_conv_1_bias 1152 (parameter:blocks.10.depthwise_conv.1.bias), blocks_10_project_conv_0_weight 192x1152x1x1 (parameter:blocks.10.project_conv.0.weight), blocks_10_project_conv_1_weight 192 (parameter:blocks.10.project_conv.1.weight), blocks_10_project_conv_1_bias 192 (parameter:blocks.10.project_conv.1.bias), blocks_11_expand_conv_0_weight 1152x192x1x1 (parameter:blocks.11.expand_conv.0.weight), blocks_11_expand_conv_1_weight 1152 (parameter:blocks.11.expand_conv.1.weight), blocks_11_expand_conv_1_bias 1152 (parameter:blocks.11.expand_conv.1.bias), blocks_11_depthwise_conv_0_weight 1152x1x5x5 (parameter:blocks.11.depthwise_conv.0.weight), blocks_11_depthwise_conv_1_weight 1152 (parameter:blocks.11.depthwise_conv.1.weight), blocks_11_depthwise_conv_1_bias 1152 (parameter:blocks.11.depthwise_conv.1.bias), blocks_11_project_conv_0_weight 192x1152x1x1 (parameter:blocks.11.project_conv.0.weight), blocks_11_project_conv_1_weight 192 (parameter:blocks.11.project_conv.1.weight), blocks_11_project_conv_1_bias 192 (parameter:blocks.11.project_conv.1.bias), blocks_12_expand_conv_0_weight 1152x192x1x1 (parameter:blocks.12.expand_conv.0.weight), blocks_12_expand_conv_1_weight 1152 (parameter:blocks.12.expand_conv.1.weight), blocks_12_expand_conv_1_bias 1152 (parameter:blocks.12.expand_conv.1.bias), blocks_12_depthwise_conv_0_weight 1152x1x3x3 (parameter:blocks.12.depthwise_conv.0.weight), blocks_12_depthwise_conv_1_weight 1152 (parameter:blocks.12.depthwise_conv.1.weight), blocks_12_depthwise_conv_1_bias 1152 (parameter:blocks.12.depthwise_conv.1.bias), blocks_12_project_conv_0_weight 320x1152x1x1 (parameter:blocks.12.project_conv.0.weight), blocks_12_project_conv_1_weight 320 (parameter:blocks.12.project_conv.1.weight), blocks_12_project_conv_1_bias 320 (parameter:blocks.12.project_conv.1.bias), conv2_weight 1280x320x1x1 (parameter:conv2.weight), bn2_weight 1280 (parameter:bn2.weight), bn2_bias 1280 (parameter:bn2.bias), fc_weight 1000x1280 (parameter:fc.weight), fc_bias 1000 (parameter:fc.bias)
func.func @l3_22_efficientnetb0(
    %x: tensor<10x3x224x224xf32>,
    %conv1_weight: tensor<32x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %bn1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_0_depthwise_conv_0_weight: tensor<32x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %blocks_0_depthwise_conv_1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_0_depthwise_conv_1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_0_project_conv_0_weight: tensor<16x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %blocks_0_project_conv_1_weight: tensor<16xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_0_project_conv_1_bias: tensor<16xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_1_expand_conv_0_weight: tensor<96x16x1x1xf32> {htam.init = "uniform(-0.25..0.25)"},
    %blocks_1_expand_conv_1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_1_expand_conv_1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_1_depthwise_conv_0_weight: tensor<96x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %blocks_1_depthwise_conv_1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_1_depthwise_conv_1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_1_project_conv_0_weight: tensor<24x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %blocks_1_project_conv_1_weight: tensor<24xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_1_project_conv_1_bias: tensor<24xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_2_expand_conv_0_weight: tensor<144x24x1x1xf32> {htam.init = "uniform(-0.204124145..0.204124145)"},
    %blocks_2_expand_conv_1_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_2_expand_conv_1_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_2_depthwise_conv_0_weight: tensor<144x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %blocks_2_depthwise_conv_1_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_2_depthwise_conv_1_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_2_project_conv_0_weight: tensor<24x144x1x1xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %blocks_2_project_conv_1_weight: tensor<24xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_2_project_conv_1_bias: tensor<24xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_3_expand_conv_0_weight: tensor<144x24x1x1xf32> {htam.init = "uniform(-0.204124145..0.204124145)"},
    %blocks_3_expand_conv_1_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_3_expand_conv_1_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_3_depthwise_conv_0_weight: tensor<144x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %blocks_3_depthwise_conv_1_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_3_depthwise_conv_1_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_3_project_conv_0_weight: tensor<40x144x1x1xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %blocks_3_project_conv_1_weight: tensor<40xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_3_project_conv_1_bias: tensor<40xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_4_expand_conv_0_weight: tensor<240x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %blocks_4_expand_conv_1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_4_expand_conv_1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_4_depthwise_conv_0_weight: tensor<240x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %blocks_4_depthwise_conv_1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_4_depthwise_conv_1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_4_project_conv_0_weight: tensor<40x240x1x1xf32> {htam.init = "uniform(-0.0645497224..0.0645497224)"},
    %blocks_4_project_conv_1_weight: tensor<40xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_4_project_conv_1_bias: tensor<40xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_5_expand_conv_0_weight: tensor<240x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %blocks_5_expand_conv_1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_5_expand_conv_1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_5_depthwise_conv_0_weight: tensor<240x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %blocks_5_depthwise_conv_1_weight: tensor<240xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_5_depthwise_conv_1_bias: tensor<240xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_5_project_conv_0_weight: tensor<80x240x1x1xf32> {htam.init = "uniform(-0.0645497224..0.0645497224)"},
    %blocks_5_project_conv_1_weight: tensor<80xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_5_project_conv_1_bias: tensor<80xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_6_expand_conv_0_weight: tensor<480x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %blocks_6_expand_conv_1_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_6_expand_conv_1_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_6_depthwise_conv_0_weight: tensor<480x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %blocks_6_depthwise_conv_1_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_6_depthwise_conv_1_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_6_project_conv_0_weight: tensor<80x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %blocks_6_project_conv_1_weight: tensor<80xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_6_project_conv_1_bias: tensor<80xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_7_expand_conv_0_weight: tensor<480x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %blocks_7_expand_conv_1_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_7_expand_conv_1_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_7_depthwise_conv_0_weight: tensor<480x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %blocks_7_depthwise_conv_1_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_7_depthwise_conv_1_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_7_project_conv_0_weight: tensor<112x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %blocks_7_project_conv_1_weight: tensor<112xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_7_project_conv_1_bias: tensor<112xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_8_expand_conv_0_weight: tensor<672x112x1x1xf32> {htam.init = "uniform(-0.0944911183..0.0944911183)"},
    %blocks_8_expand_conv_1_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_8_expand_conv_1_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_8_depthwise_conv_0_weight: tensor<672x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %blocks_8_depthwise_conv_1_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_8_depthwise_conv_1_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_8_project_conv_0_weight: tensor<112x672x1x1xf32> {htam.init = "uniform(-0.0385758375..0.0385758375)"},
    %blocks_8_project_conv_1_weight: tensor<112xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_8_project_conv_1_bias: tensor<112xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_9_expand_conv_0_weight: tensor<672x112x1x1xf32> {htam.init = "uniform(-0.0944911183..0.0944911183)"},
    %blocks_9_expand_conv_1_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_9_expand_conv_1_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_9_depthwise_conv_0_weight: tensor<672x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %blocks_9_depthwise_conv_1_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_9_depthwise_conv_1_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_9_project_conv_0_weight: tensor<192x672x1x1xf32> {htam.init = "uniform(-0.0385758375..0.0385758375)"},
    %blocks_9_project_conv_1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_9_project_conv_1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_10_expand_conv_0_weight: tensor<1152x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %blocks_10_expand_conv_1_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_10_expand_conv_1_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_10_depthwise_conv_0_weight: tensor<1152x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %blocks_10_depthwise_conv_1_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_10_depthwise_conv_1_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_10_project_conv_0_weight: tensor<192x1152x1x1xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %blocks_10_project_conv_1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_10_project_conv_1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_11_expand_conv_0_weight: tensor<1152x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %blocks_11_expand_conv_1_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_11_expand_conv_1_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_11_depthwise_conv_0_weight: tensor<1152x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %blocks_11_depthwise_conv_1_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_11_depthwise_conv_1_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_11_project_conv_0_weight: tensor<192x1152x1x1xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %blocks_11_project_conv_1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_11_project_conv_1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_12_expand_conv_0_weight: tensor<1152x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %blocks_12_expand_conv_1_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_12_expand_conv_1_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_12_depthwise_conv_0_weight: tensor<1152x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %blocks_12_depthwise_conv_1_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_12_depthwise_conv_1_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %blocks_12_project_conv_0_weight: tensor<320x1152x1x1xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %blocks_12_project_conv_1_weight: tensor<320xf32> {htam.init = "uniform(0.5..1.5)"},
    %blocks_12_project_conv_1_bias: tensor<320xf32> {htam.init = "uniform(-0.5..0.5)"},
    %conv2_weight: tensor<1280x320x1x1xf32> {htam.init = "uniform(-0.0559016994..0.0559016994)"},
    %bn2_weight: tensor<1280xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn2_bias: tensor<1280xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_weight: tensor<1000x1280xf32> {htam.init = "uniform(-0.0279508497..0.0279508497)"},
    %fc_bias: tensor<1000xf32> {htam.init = "uniform(-0.0279508497..0.0279508497)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.2544e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 6.0 : f32
  %c4 = arith.constant 3.136e+04 : f32
  %c5 = arith.constant 7.84e+03 : f32
  %c6 = arith.constant 1.96e+03 : f32
  %c7 = arith.constant 4.9e+02 : f32
  %c8 = arith.constant 49.0 : f32
  %e1 = tensor.empty() : tensor<10x3x226x226xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x3x226x226xf32>) -> tensor<10x3x226x226xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<10x3x224x224xf32>) outs(%f2 : tensor<10x3x226x226xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<10x3x226x226xf32>
  %e6 = tensor.empty() : tensor<10x32x112x112xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<10x32x112x112xf32>) -> tensor<10x32x112x112xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g5, %conv1_weight : tensor<10x3x226x226xf32>, tensor<32x3x3x3xf32>) outs(%f7 : tensor<10x32x112x112xf32>) -> tensor<10x32x112x112xf32>
  %e9 = tensor.empty() : tensor<10x32x112xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<10x32x112xf32>) -> tensor<10x32x112xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv8 : tensor<10x32x112x112xf32>) outs(%f10 : tensor<10x32x112xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.addf %a11, %o12 : f32
    linalg.yield %b13 : f32
  } -> tensor<10x32x112xf32>
  %e15 = tensor.empty() : tensor<32xf32>
  %f16 = linalg.fill ins(%c0 : f32) outs(%e15 : tensor<32xf32>) -> tensor<32xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g14 : tensor<10x32x112xf32>) outs(%f16 : tensor<32xf32>) {
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
  %e27 = tensor.empty() : tensor<10x32x112x112xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25 : tensor<10x32x112x112xf32>, tensor<32xf32>) outs(%e27 : tensor<10x32x112x112xf32>) {
  ^bb0(%a28: f32, %a29: f32, %o30: f32):
    %b31 = arith.subf %a28, %a29 : f32
    %b32 = arith.mulf %b31, %b31 : f32
    linalg.yield %b32 : f32
  } -> tensor<10x32x112x112xf32>
  %e34 = tensor.empty() : tensor<10x32x112xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<10x32x112xf32>) -> tensor<10x32x112xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g33 : tensor<10x32x112x112xf32>) outs(%f35 : tensor<10x32x112xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.addf %a36, %o37 : f32
    linalg.yield %b38 : f32
  } -> tensor<10x32x112xf32>
  %e40 = tensor.empty() : tensor<32xf32>
  %f41 = linalg.fill ins(%c0 : f32) outs(%e40 : tensor<32xf32>) -> tensor<32xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g39 : tensor<10x32x112xf32>) outs(%f41 : tensor<32xf32>) {
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
  %e54 = tensor.empty() : tensor<10x32x112x112xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25, %g50, %bn1_weight, %bn1_bias : tensor<10x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e54 : tensor<10x32x112x112xf32>) {
  ^bb0(%a55: f32, %a56: f32, %a57: f32, %a58: f32, %a59: f32, %o60: f32):
    %b61 = arith.addf %a57, %c2 : f32
    %b62 = math.sqrt %b61 : f32
    %b63 = arith.subf %a55, %a56 : f32
    %b64 = arith.divf %b63, %b62 : f32
    %b65 = arith.mulf %b64, %a58 : f32
    %b66 = arith.addf %b65, %a59 : f32
    linalg.yield %b66 : f32
  } -> tensor<10x32x112x112xf32>
  %e68 = tensor.empty() : tensor<10x32x112x112xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g67 : tensor<10x32x112x112xf32>) outs(%e68 : tensor<10x32x112x112xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    %b71 = arith.maximumf %a69, %c0 : f32
    linalg.yield %b71 : f32
  } -> tensor<10x32x112x112xf32>
  %e73 = tensor.empty() : tensor<10x32x114x114xf32>
  %f74 = linalg.fill ins(%c0 : f32) outs(%e73 : tensor<10x32x114x114xf32>) -> tensor<10x32x114x114xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g72 : tensor<10x32x112x112xf32>) outs(%f74 : tensor<10x32x114x114xf32>) {
  ^bb0(%a75: f32, %o76: f32):
    linalg.yield %a75 : f32
  } -> tensor<10x32x114x114xf32>
  %r78 = tensor.expand_shape %blocks_0_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [32, 1, 1, 3, 3] : tensor<32x1x3x3xf32> into tensor<32x1x1x3x3xf32>
  %r79 = tensor.expand_shape %g77 [[0], [1], [2, 3], [4]] output_shape [10, 32, 1, 114, 114] : tensor<10x32x114x114xf32> into tensor<10x32x1x114x114xf32>
  %e80 = tensor.empty() : tensor<10x32x1x112x112xf32>
  %f81 = linalg.fill ins(%c0 : f32) outs(%e80 : tensor<10x32x1x112x112xf32>) -> tensor<10x32x1x112x112xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r79, %r78 : tensor<10x32x1x114x114xf32>, tensor<32x1x1x3x3xf32>) outs(%f81 : tensor<10x32x1x112x112xf32>) {
  ^bb0(%a82: f32, %a83: f32, %o84: f32):
    %b85 = arith.mulf %a82, %a83 : f32
    %b86 = arith.addf %o84, %b85 : f32
    linalg.yield %b86 : f32
  } -> tensor<10x32x1x112x112xf32>
  %r88 = tensor.collapse_shape %g87 [[0], [1], [2, 3], [4]] : tensor<10x32x1x112x112xf32> into tensor<10x32x112x112xf32>
  %e89 = tensor.empty() : tensor<10x32x112xf32>
  %f90 = linalg.fill ins(%c0 : f32) outs(%e89 : tensor<10x32x112xf32>) -> tensor<10x32x112xf32>
  %g94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r88 : tensor<10x32x112x112xf32>) outs(%f90 : tensor<10x32x112xf32>) {
  ^bb0(%a91: f32, %o92: f32):
    %b93 = arith.addf %a91, %o92 : f32
    linalg.yield %b93 : f32
  } -> tensor<10x32x112xf32>
  %e95 = tensor.empty() : tensor<32xf32>
  %f96 = linalg.fill ins(%c0 : f32) outs(%e95 : tensor<32xf32>) -> tensor<32xf32>
  %g100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g94 : tensor<10x32x112xf32>) outs(%f96 : tensor<32xf32>) {
  ^bb0(%a97: f32, %o98: f32):
    %b99 = arith.addf %a97, %o98 : f32
    linalg.yield %b99 : f32
  } -> tensor<32xf32>
  %e101 = tensor.empty() : tensor<32xf32>
  %g105 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g100 : tensor<32xf32>) outs(%e101 : tensor<32xf32>) {
  ^bb0(%a102: f32, %o103: f32):
    %b104 = arith.divf %a102, %c1 : f32
    linalg.yield %b104 : f32
  } -> tensor<32xf32>
  %e107 = tensor.empty() : tensor<10x32x112x112xf32>
  %g113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r88, %g105 : tensor<10x32x112x112xf32>, tensor<32xf32>) outs(%e107 : tensor<10x32x112x112xf32>) {
  ^bb0(%a108: f32, %a109: f32, %o110: f32):
    %b111 = arith.subf %a108, %a109 : f32
    %b112 = arith.mulf %b111, %b111 : f32
    linalg.yield %b112 : f32
  } -> tensor<10x32x112x112xf32>
  %e114 = tensor.empty() : tensor<10x32x112xf32>
  %f115 = linalg.fill ins(%c0 : f32) outs(%e114 : tensor<10x32x112xf32>) -> tensor<10x32x112xf32>
  %g119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g113 : tensor<10x32x112x112xf32>) outs(%f115 : tensor<10x32x112xf32>) {
  ^bb0(%a116: f32, %o117: f32):
    %b118 = arith.addf %a116, %o117 : f32
    linalg.yield %b118 : f32
  } -> tensor<10x32x112xf32>
  %e120 = tensor.empty() : tensor<32xf32>
  %f121 = linalg.fill ins(%c0 : f32) outs(%e120 : tensor<32xf32>) -> tensor<32xf32>
  %g125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g119 : tensor<10x32x112xf32>) outs(%f121 : tensor<32xf32>) {
  ^bb0(%a122: f32, %o123: f32):
    %b124 = arith.addf %a122, %o123 : f32
    linalg.yield %b124 : f32
  } -> tensor<32xf32>
  %e126 = tensor.empty() : tensor<32xf32>
  %g130 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g125 : tensor<32xf32>) outs(%e126 : tensor<32xf32>) {
  ^bb0(%a127: f32, %o128: f32):
    %b129 = arith.divf %a127, %c1 : f32
    linalg.yield %b129 : f32
  } -> tensor<32xf32>
  %e134 = tensor.empty() : tensor<10x32x112x112xf32>
  %g147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r88, %g105, %g130, %blocks_0_depthwise_conv_1_weight, %blocks_0_depthwise_conv_1_bias : tensor<10x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e134 : tensor<10x32x112x112xf32>) {
  ^bb0(%a135: f32, %a136: f32, %a137: f32, %a138: f32, %a139: f32, %o140: f32):
    %b141 = arith.addf %a137, %c2 : f32
    %b142 = math.sqrt %b141 : f32
    %b143 = arith.subf %a135, %a136 : f32
    %b144 = arith.divf %b143, %b142 : f32
    %b145 = arith.mulf %b144, %a138 : f32
    %b146 = arith.addf %b145, %a139 : f32
    linalg.yield %b146 : f32
  } -> tensor<10x32x112x112xf32>
  %e148 = tensor.empty() : tensor<10x32x112x112xf32>
  %g153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g147 : tensor<10x32x112x112xf32>) outs(%e148 : tensor<10x32x112x112xf32>) {
  ^bb0(%a149: f32, %o150: f32):
    %b151 = arith.maximumf %a149, %c0 : f32
    %b152 = arith.minimumf %b151, %c3 : f32
    linalg.yield %b152 : f32
  } -> tensor<10x32x112x112xf32>
  %e154 = tensor.empty() : tensor<10x16x112x112xf32>
  %f155 = linalg.fill ins(%c0 : f32) outs(%e154 : tensor<10x16x112x112xf32>) -> tensor<10x16x112x112xf32>
  %conv156 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g153, %blocks_0_project_conv_0_weight : tensor<10x32x112x112xf32>, tensor<16x32x1x1xf32>) outs(%f155 : tensor<10x16x112x112xf32>) -> tensor<10x16x112x112xf32>
  %e157 = tensor.empty() : tensor<10x16x112xf32>
  %f158 = linalg.fill ins(%c0 : f32) outs(%e157 : tensor<10x16x112xf32>) -> tensor<10x16x112xf32>
  %g162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv156 : tensor<10x16x112x112xf32>) outs(%f158 : tensor<10x16x112xf32>) {
  ^bb0(%a159: f32, %o160: f32):
    %b161 = arith.addf %a159, %o160 : f32
    linalg.yield %b161 : f32
  } -> tensor<10x16x112xf32>
  %e163 = tensor.empty() : tensor<16xf32>
  %f164 = linalg.fill ins(%c0 : f32) outs(%e163 : tensor<16xf32>) -> tensor<16xf32>
  %g168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g162 : tensor<10x16x112xf32>) outs(%f164 : tensor<16xf32>) {
  ^bb0(%a165: f32, %o166: f32):
    %b167 = arith.addf %a165, %o166 : f32
    linalg.yield %b167 : f32
  } -> tensor<16xf32>
  %e169 = tensor.empty() : tensor<16xf32>
  %g173 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g168 : tensor<16xf32>) outs(%e169 : tensor<16xf32>) {
  ^bb0(%a170: f32, %o171: f32):
    %b172 = arith.divf %a170, %c1 : f32
    linalg.yield %b172 : f32
  } -> tensor<16xf32>
  %e175 = tensor.empty() : tensor<10x16x112x112xf32>
  %g181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv156, %g173 : tensor<10x16x112x112xf32>, tensor<16xf32>) outs(%e175 : tensor<10x16x112x112xf32>) {
  ^bb0(%a176: f32, %a177: f32, %o178: f32):
    %b179 = arith.subf %a176, %a177 : f32
    %b180 = arith.mulf %b179, %b179 : f32
    linalg.yield %b180 : f32
  } -> tensor<10x16x112x112xf32>
  %e182 = tensor.empty() : tensor<10x16x112xf32>
  %f183 = linalg.fill ins(%c0 : f32) outs(%e182 : tensor<10x16x112xf32>) -> tensor<10x16x112xf32>
  %g187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g181 : tensor<10x16x112x112xf32>) outs(%f183 : tensor<10x16x112xf32>) {
  ^bb0(%a184: f32, %o185: f32):
    %b186 = arith.addf %a184, %o185 : f32
    linalg.yield %b186 : f32
  } -> tensor<10x16x112xf32>
  %e188 = tensor.empty() : tensor<16xf32>
  %f189 = linalg.fill ins(%c0 : f32) outs(%e188 : tensor<16xf32>) -> tensor<16xf32>
  %g193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g187 : tensor<10x16x112xf32>) outs(%f189 : tensor<16xf32>) {
  ^bb0(%a190: f32, %o191: f32):
    %b192 = arith.addf %a190, %o191 : f32
    linalg.yield %b192 : f32
  } -> tensor<16xf32>
  %e194 = tensor.empty() : tensor<16xf32>
  %g198 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g193 : tensor<16xf32>) outs(%e194 : tensor<16xf32>) {
  ^bb0(%a195: f32, %o196: f32):
    %b197 = arith.divf %a195, %c1 : f32
    linalg.yield %b197 : f32
  } -> tensor<16xf32>
  %e202 = tensor.empty() : tensor<10x16x112x112xf32>
  %g215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv156, %g173, %g198, %blocks_0_project_conv_1_weight, %blocks_0_project_conv_1_bias : tensor<10x16x112x112xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e202 : tensor<10x16x112x112xf32>) {
  ^bb0(%a203: f32, %a204: f32, %a205: f32, %a206: f32, %a207: f32, %o208: f32):
    %b209 = arith.addf %a205, %c2 : f32
    %b210 = math.sqrt %b209 : f32
    %b211 = arith.subf %a203, %a204 : f32
    %b212 = arith.divf %b211, %b210 : f32
    %b213 = arith.mulf %b212, %a206 : f32
    %b214 = arith.addf %b213, %a207 : f32
    linalg.yield %b214 : f32
  } -> tensor<10x16x112x112xf32>
  %e216 = tensor.empty() : tensor<10x96x112x112xf32>
  %f217 = linalg.fill ins(%c0 : f32) outs(%e216 : tensor<10x96x112x112xf32>) -> tensor<10x96x112x112xf32>
  %conv218 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g215, %blocks_1_expand_conv_0_weight : tensor<10x16x112x112xf32>, tensor<96x16x1x1xf32>) outs(%f217 : tensor<10x96x112x112xf32>) -> tensor<10x96x112x112xf32>
  %e219 = tensor.empty() : tensor<10x96x112xf32>
  %f220 = linalg.fill ins(%c0 : f32) outs(%e219 : tensor<10x96x112xf32>) -> tensor<10x96x112xf32>
  %g224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv218 : tensor<10x96x112x112xf32>) outs(%f220 : tensor<10x96x112xf32>) {
  ^bb0(%a221: f32, %o222: f32):
    %b223 = arith.addf %a221, %o222 : f32
    linalg.yield %b223 : f32
  } -> tensor<10x96x112xf32>
  %e225 = tensor.empty() : tensor<96xf32>
  %f226 = linalg.fill ins(%c0 : f32) outs(%e225 : tensor<96xf32>) -> tensor<96xf32>
  %g230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g224 : tensor<10x96x112xf32>) outs(%f226 : tensor<96xf32>) {
  ^bb0(%a227: f32, %o228: f32):
    %b229 = arith.addf %a227, %o228 : f32
    linalg.yield %b229 : f32
  } -> tensor<96xf32>
  %e231 = tensor.empty() : tensor<96xf32>
  %g235 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g230 : tensor<96xf32>) outs(%e231 : tensor<96xf32>) {
  ^bb0(%a232: f32, %o233: f32):
    %b234 = arith.divf %a232, %c1 : f32
    linalg.yield %b234 : f32
  } -> tensor<96xf32>
  %e237 = tensor.empty() : tensor<10x96x112x112xf32>
  %g243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv218, %g235 : tensor<10x96x112x112xf32>, tensor<96xf32>) outs(%e237 : tensor<10x96x112x112xf32>) {
  ^bb0(%a238: f32, %a239: f32, %o240: f32):
    %b241 = arith.subf %a238, %a239 : f32
    %b242 = arith.mulf %b241, %b241 : f32
    linalg.yield %b242 : f32
  } -> tensor<10x96x112x112xf32>
  %e244 = tensor.empty() : tensor<10x96x112xf32>
  %f245 = linalg.fill ins(%c0 : f32) outs(%e244 : tensor<10x96x112xf32>) -> tensor<10x96x112xf32>
  %g249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g243 : tensor<10x96x112x112xf32>) outs(%f245 : tensor<10x96x112xf32>) {
  ^bb0(%a246: f32, %o247: f32):
    %b248 = arith.addf %a246, %o247 : f32
    linalg.yield %b248 : f32
  } -> tensor<10x96x112xf32>
  %e250 = tensor.empty() : tensor<96xf32>
  %f251 = linalg.fill ins(%c0 : f32) outs(%e250 : tensor<96xf32>) -> tensor<96xf32>
  %g255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g249 : tensor<10x96x112xf32>) outs(%f251 : tensor<96xf32>) {
  ^bb0(%a252: f32, %o253: f32):
    %b254 = arith.addf %a252, %o253 : f32
    linalg.yield %b254 : f32
  } -> tensor<96xf32>
  %e256 = tensor.empty() : tensor<96xf32>
  %g260 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g255 : tensor<96xf32>) outs(%e256 : tensor<96xf32>) {
  ^bb0(%a257: f32, %o258: f32):
    %b259 = arith.divf %a257, %c1 : f32
    linalg.yield %b259 : f32
  } -> tensor<96xf32>
  %e264 = tensor.empty() : tensor<10x96x112x112xf32>
  %g277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv218, %g235, %g260, %blocks_1_expand_conv_1_weight, %blocks_1_expand_conv_1_bias : tensor<10x96x112x112xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e264 : tensor<10x96x112x112xf32>) {
  ^bb0(%a265: f32, %a266: f32, %a267: f32, %a268: f32, %a269: f32, %o270: f32):
    %b271 = arith.addf %a267, %c2 : f32
    %b272 = math.sqrt %b271 : f32
    %b273 = arith.subf %a265, %a266 : f32
    %b274 = arith.divf %b273, %b272 : f32
    %b275 = arith.mulf %b274, %a268 : f32
    %b276 = arith.addf %b275, %a269 : f32
    linalg.yield %b276 : f32
  } -> tensor<10x96x112x112xf32>
  %e278 = tensor.empty() : tensor<10x96x112x112xf32>
  %g283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g277 : tensor<10x96x112x112xf32>) outs(%e278 : tensor<10x96x112x112xf32>) {
  ^bb0(%a279: f32, %o280: f32):
    %b281 = arith.maximumf %a279, %c0 : f32
    %b282 = arith.minimumf %b281, %c3 : f32
    linalg.yield %b282 : f32
  } -> tensor<10x96x112x112xf32>
  %e284 = tensor.empty() : tensor<10x96x114x114xf32>
  %f285 = linalg.fill ins(%c0 : f32) outs(%e284 : tensor<10x96x114x114xf32>) -> tensor<10x96x114x114xf32>
  %g288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g283 : tensor<10x96x112x112xf32>) outs(%f285 : tensor<10x96x114x114xf32>) {
  ^bb0(%a286: f32, %o287: f32):
    linalg.yield %a286 : f32
  } -> tensor<10x96x114x114xf32>
  %r289 = tensor.expand_shape %blocks_1_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [96, 1, 1, 3, 3] : tensor<96x1x3x3xf32> into tensor<96x1x1x3x3xf32>
  %r290 = tensor.expand_shape %g288 [[0], [1], [2, 3], [4]] output_shape [10, 96, 1, 114, 114] : tensor<10x96x114x114xf32> into tensor<10x96x1x114x114xf32>
  %e291 = tensor.empty() : tensor<10x96x1x56x56xf32>
  %f292 = linalg.fill ins(%c0 : f32) outs(%e291 : tensor<10x96x1x56x56xf32>) -> tensor<10x96x1x56x56xf32>
  %g298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r290, %r289 : tensor<10x96x1x114x114xf32>, tensor<96x1x1x3x3xf32>) outs(%f292 : tensor<10x96x1x56x56xf32>) {
  ^bb0(%a293: f32, %a294: f32, %o295: f32):
    %b296 = arith.mulf %a293, %a294 : f32
    %b297 = arith.addf %o295, %b296 : f32
    linalg.yield %b297 : f32
  } -> tensor<10x96x1x56x56xf32>
  %r299 = tensor.collapse_shape %g298 [[0], [1], [2, 3], [4]] : tensor<10x96x1x56x56xf32> into tensor<10x96x56x56xf32>
  %e300 = tensor.empty() : tensor<96xf32>
  %f301 = linalg.fill ins(%c0 : f32) outs(%e300 : tensor<96xf32>) -> tensor<96xf32>
  %g305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r299 : tensor<10x96x56x56xf32>) outs(%f301 : tensor<96xf32>) {
  ^bb0(%a302: f32, %o303: f32):
    %b304 = arith.addf %a302, %o303 : f32
    linalg.yield %b304 : f32
  } -> tensor<96xf32>
  %e306 = tensor.empty() : tensor<96xf32>
  %g310 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g305 : tensor<96xf32>) outs(%e306 : tensor<96xf32>) {
  ^bb0(%a307: f32, %o308: f32):
    %b309 = arith.divf %a307, %c4 : f32
    linalg.yield %b309 : f32
  } -> tensor<96xf32>
  %e312 = tensor.empty() : tensor<10x96x56x56xf32>
  %g318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r299, %g310 : tensor<10x96x56x56xf32>, tensor<96xf32>) outs(%e312 : tensor<10x96x56x56xf32>) {
  ^bb0(%a313: f32, %a314: f32, %o315: f32):
    %b316 = arith.subf %a313, %a314 : f32
    %b317 = arith.mulf %b316, %b316 : f32
    linalg.yield %b317 : f32
  } -> tensor<10x96x56x56xf32>
  %e319 = tensor.empty() : tensor<96xf32>
  %f320 = linalg.fill ins(%c0 : f32) outs(%e319 : tensor<96xf32>) -> tensor<96xf32>
  %g324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g318 : tensor<10x96x56x56xf32>) outs(%f320 : tensor<96xf32>) {
  ^bb0(%a321: f32, %o322: f32):
    %b323 = arith.addf %a321, %o322 : f32
    linalg.yield %b323 : f32
  } -> tensor<96xf32>
  %e325 = tensor.empty() : tensor<96xf32>
  %g329 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g324 : tensor<96xf32>) outs(%e325 : tensor<96xf32>) {
  ^bb0(%a326: f32, %o327: f32):
    %b328 = arith.divf %a326, %c4 : f32
    linalg.yield %b328 : f32
  } -> tensor<96xf32>
  %e333 = tensor.empty() : tensor<10x96x56x56xf32>
  %g346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r299, %g310, %g329, %blocks_1_depthwise_conv_1_weight, %blocks_1_depthwise_conv_1_bias : tensor<10x96x56x56xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e333 : tensor<10x96x56x56xf32>) {
  ^bb0(%a334: f32, %a335: f32, %a336: f32, %a337: f32, %a338: f32, %o339: f32):
    %b340 = arith.addf %a336, %c2 : f32
    %b341 = math.sqrt %b340 : f32
    %b342 = arith.subf %a334, %a335 : f32
    %b343 = arith.divf %b342, %b341 : f32
    %b344 = arith.mulf %b343, %a337 : f32
    %b345 = arith.addf %b344, %a338 : f32
    linalg.yield %b345 : f32
  } -> tensor<10x96x56x56xf32>
  %e347 = tensor.empty() : tensor<10x96x56x56xf32>
  %g352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g346 : tensor<10x96x56x56xf32>) outs(%e347 : tensor<10x96x56x56xf32>) {
  ^bb0(%a348: f32, %o349: f32):
    %b350 = arith.maximumf %a348, %c0 : f32
    %b351 = arith.minimumf %b350, %c3 : f32
    linalg.yield %b351 : f32
  } -> tensor<10x96x56x56xf32>
  %e353 = tensor.empty() : tensor<10x24x56x56xf32>
  %f354 = linalg.fill ins(%c0 : f32) outs(%e353 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %conv355 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g352, %blocks_1_project_conv_0_weight : tensor<10x96x56x56xf32>, tensor<24x96x1x1xf32>) outs(%f354 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %e356 = tensor.empty() : tensor<24xf32>
  %f357 = linalg.fill ins(%c0 : f32) outs(%e356 : tensor<24xf32>) -> tensor<24xf32>
  %g361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv355 : tensor<10x24x56x56xf32>) outs(%f357 : tensor<24xf32>) {
  ^bb0(%a358: f32, %o359: f32):
    %b360 = arith.addf %a358, %o359 : f32
    linalg.yield %b360 : f32
  } -> tensor<24xf32>
  %e362 = tensor.empty() : tensor<24xf32>
  %g366 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g361 : tensor<24xf32>) outs(%e362 : tensor<24xf32>) {
  ^bb0(%a363: f32, %o364: f32):
    %b365 = arith.divf %a363, %c4 : f32
    linalg.yield %b365 : f32
  } -> tensor<24xf32>
  %e368 = tensor.empty() : tensor<10x24x56x56xf32>
  %g374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv355, %g366 : tensor<10x24x56x56xf32>, tensor<24xf32>) outs(%e368 : tensor<10x24x56x56xf32>) {
  ^bb0(%a369: f32, %a370: f32, %o371: f32):
    %b372 = arith.subf %a369, %a370 : f32
    %b373 = arith.mulf %b372, %b372 : f32
    linalg.yield %b373 : f32
  } -> tensor<10x24x56x56xf32>
  %e375 = tensor.empty() : tensor<24xf32>
  %f376 = linalg.fill ins(%c0 : f32) outs(%e375 : tensor<24xf32>) -> tensor<24xf32>
  %g380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g374 : tensor<10x24x56x56xf32>) outs(%f376 : tensor<24xf32>) {
  ^bb0(%a377: f32, %o378: f32):
    %b379 = arith.addf %a377, %o378 : f32
    linalg.yield %b379 : f32
  } -> tensor<24xf32>
  %e381 = tensor.empty() : tensor<24xf32>
  %g385 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g380 : tensor<24xf32>) outs(%e381 : tensor<24xf32>) {
  ^bb0(%a382: f32, %o383: f32):
    %b384 = arith.divf %a382, %c4 : f32
    linalg.yield %b384 : f32
  } -> tensor<24xf32>
  %e389 = tensor.empty() : tensor<10x24x56x56xf32>
  %g402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv355, %g366, %g385, %blocks_1_project_conv_1_weight, %blocks_1_project_conv_1_bias : tensor<10x24x56x56xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%e389 : tensor<10x24x56x56xf32>) {
  ^bb0(%a390: f32, %a391: f32, %a392: f32, %a393: f32, %a394: f32, %o395: f32):
    %b396 = arith.addf %a392, %c2 : f32
    %b397 = math.sqrt %b396 : f32
    %b398 = arith.subf %a390, %a391 : f32
    %b399 = arith.divf %b398, %b397 : f32
    %b400 = arith.mulf %b399, %a393 : f32
    %b401 = arith.addf %b400, %a394 : f32
    linalg.yield %b401 : f32
  } -> tensor<10x24x56x56xf32>
  %e403 = tensor.empty() : tensor<10x144x56x56xf32>
  %f404 = linalg.fill ins(%c0 : f32) outs(%e403 : tensor<10x144x56x56xf32>) -> tensor<10x144x56x56xf32>
  %conv405 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g402, %blocks_2_expand_conv_0_weight : tensor<10x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%f404 : tensor<10x144x56x56xf32>) -> tensor<10x144x56x56xf32>
  %e406 = tensor.empty() : tensor<144xf32>
  %f407 = linalg.fill ins(%c0 : f32) outs(%e406 : tensor<144xf32>) -> tensor<144xf32>
  %g411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv405 : tensor<10x144x56x56xf32>) outs(%f407 : tensor<144xf32>) {
  ^bb0(%a408: f32, %o409: f32):
    %b410 = arith.addf %a408, %o409 : f32
    linalg.yield %b410 : f32
  } -> tensor<144xf32>
  %e412 = tensor.empty() : tensor<144xf32>
  %g416 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g411 : tensor<144xf32>) outs(%e412 : tensor<144xf32>) {
  ^bb0(%a413: f32, %o414: f32):
    %b415 = arith.divf %a413, %c4 : f32
    linalg.yield %b415 : f32
  } -> tensor<144xf32>
  %e418 = tensor.empty() : tensor<10x144x56x56xf32>
  %g424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv405, %g416 : tensor<10x144x56x56xf32>, tensor<144xf32>) outs(%e418 : tensor<10x144x56x56xf32>) {
  ^bb0(%a419: f32, %a420: f32, %o421: f32):
    %b422 = arith.subf %a419, %a420 : f32
    %b423 = arith.mulf %b422, %b422 : f32
    linalg.yield %b423 : f32
  } -> tensor<10x144x56x56xf32>
  %e425 = tensor.empty() : tensor<144xf32>
  %f426 = linalg.fill ins(%c0 : f32) outs(%e425 : tensor<144xf32>) -> tensor<144xf32>
  %g430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g424 : tensor<10x144x56x56xf32>) outs(%f426 : tensor<144xf32>) {
  ^bb0(%a427: f32, %o428: f32):
    %b429 = arith.addf %a427, %o428 : f32
    linalg.yield %b429 : f32
  } -> tensor<144xf32>
  %e431 = tensor.empty() : tensor<144xf32>
  %g435 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g430 : tensor<144xf32>) outs(%e431 : tensor<144xf32>) {
  ^bb0(%a432: f32, %o433: f32):
    %b434 = arith.divf %a432, %c4 : f32
    linalg.yield %b434 : f32
  } -> tensor<144xf32>
  %e439 = tensor.empty() : tensor<10x144x56x56xf32>
  %g452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv405, %g416, %g435, %blocks_2_expand_conv_1_weight, %blocks_2_expand_conv_1_bias : tensor<10x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e439 : tensor<10x144x56x56xf32>) {
  ^bb0(%a440: f32, %a441: f32, %a442: f32, %a443: f32, %a444: f32, %o445: f32):
    %b446 = arith.addf %a442, %c2 : f32
    %b447 = math.sqrt %b446 : f32
    %b448 = arith.subf %a440, %a441 : f32
    %b449 = arith.divf %b448, %b447 : f32
    %b450 = arith.mulf %b449, %a443 : f32
    %b451 = arith.addf %b450, %a444 : f32
    linalg.yield %b451 : f32
  } -> tensor<10x144x56x56xf32>
  %e453 = tensor.empty() : tensor<10x144x56x56xf32>
  %g458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g452 : tensor<10x144x56x56xf32>) outs(%e453 : tensor<10x144x56x56xf32>) {
  ^bb0(%a454: f32, %o455: f32):
    %b456 = arith.maximumf %a454, %c0 : f32
    %b457 = arith.minimumf %b456, %c3 : f32
    linalg.yield %b457 : f32
  } -> tensor<10x144x56x56xf32>
  %e459 = tensor.empty() : tensor<10x144x58x58xf32>
  %f460 = linalg.fill ins(%c0 : f32) outs(%e459 : tensor<10x144x58x58xf32>) -> tensor<10x144x58x58xf32>
  %g463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g458 : tensor<10x144x56x56xf32>) outs(%f460 : tensor<10x144x58x58xf32>) {
  ^bb0(%a461: f32, %o462: f32):
    linalg.yield %a461 : f32
  } -> tensor<10x144x58x58xf32>
  %r464 = tensor.expand_shape %blocks_2_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [144, 1, 1, 3, 3] : tensor<144x1x3x3xf32> into tensor<144x1x1x3x3xf32>
  %r465 = tensor.expand_shape %g463 [[0], [1], [2, 3], [4]] output_shape [10, 144, 1, 58, 58] : tensor<10x144x58x58xf32> into tensor<10x144x1x58x58xf32>
  %e466 = tensor.empty() : tensor<10x144x1x56x56xf32>
  %f467 = linalg.fill ins(%c0 : f32) outs(%e466 : tensor<10x144x1x56x56xf32>) -> tensor<10x144x1x56x56xf32>
  %g473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r465, %r464 : tensor<10x144x1x58x58xf32>, tensor<144x1x1x3x3xf32>) outs(%f467 : tensor<10x144x1x56x56xf32>) {
  ^bb0(%a468: f32, %a469: f32, %o470: f32):
    %b471 = arith.mulf %a468, %a469 : f32
    %b472 = arith.addf %o470, %b471 : f32
    linalg.yield %b472 : f32
  } -> tensor<10x144x1x56x56xf32>
  %r474 = tensor.collapse_shape %g473 [[0], [1], [2, 3], [4]] : tensor<10x144x1x56x56xf32> into tensor<10x144x56x56xf32>
  %e475 = tensor.empty() : tensor<144xf32>
  %f476 = linalg.fill ins(%c0 : f32) outs(%e475 : tensor<144xf32>) -> tensor<144xf32>
  %g480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r474 : tensor<10x144x56x56xf32>) outs(%f476 : tensor<144xf32>) {
  ^bb0(%a477: f32, %o478: f32):
    %b479 = arith.addf %a477, %o478 : f32
    linalg.yield %b479 : f32
  } -> tensor<144xf32>
  %e481 = tensor.empty() : tensor<144xf32>
  %g485 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g480 : tensor<144xf32>) outs(%e481 : tensor<144xf32>) {
  ^bb0(%a482: f32, %o483: f32):
    %b484 = arith.divf %a482, %c4 : f32
    linalg.yield %b484 : f32
  } -> tensor<144xf32>
  %e487 = tensor.empty() : tensor<10x144x56x56xf32>
  %g493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r474, %g485 : tensor<10x144x56x56xf32>, tensor<144xf32>) outs(%e487 : tensor<10x144x56x56xf32>) {
  ^bb0(%a488: f32, %a489: f32, %o490: f32):
    %b491 = arith.subf %a488, %a489 : f32
    %b492 = arith.mulf %b491, %b491 : f32
    linalg.yield %b492 : f32
  } -> tensor<10x144x56x56xf32>
  %e494 = tensor.empty() : tensor<144xf32>
  %f495 = linalg.fill ins(%c0 : f32) outs(%e494 : tensor<144xf32>) -> tensor<144xf32>
  %g499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g493 : tensor<10x144x56x56xf32>) outs(%f495 : tensor<144xf32>) {
  ^bb0(%a496: f32, %o497: f32):
    %b498 = arith.addf %a496, %o497 : f32
    linalg.yield %b498 : f32
  } -> tensor<144xf32>
  %e500 = tensor.empty() : tensor<144xf32>
  %g504 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g499 : tensor<144xf32>) outs(%e500 : tensor<144xf32>) {
  ^bb0(%a501: f32, %o502: f32):
    %b503 = arith.divf %a501, %c4 : f32
    linalg.yield %b503 : f32
  } -> tensor<144xf32>
  %e508 = tensor.empty() : tensor<10x144x56x56xf32>
  %g521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r474, %g485, %g504, %blocks_2_depthwise_conv_1_weight, %blocks_2_depthwise_conv_1_bias : tensor<10x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e508 : tensor<10x144x56x56xf32>) {
  ^bb0(%a509: f32, %a510: f32, %a511: f32, %a512: f32, %a513: f32, %o514: f32):
    %b515 = arith.addf %a511, %c2 : f32
    %b516 = math.sqrt %b515 : f32
    %b517 = arith.subf %a509, %a510 : f32
    %b518 = arith.divf %b517, %b516 : f32
    %b519 = arith.mulf %b518, %a512 : f32
    %b520 = arith.addf %b519, %a513 : f32
    linalg.yield %b520 : f32
  } -> tensor<10x144x56x56xf32>
  %e522 = tensor.empty() : tensor<10x144x56x56xf32>
  %g527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g521 : tensor<10x144x56x56xf32>) outs(%e522 : tensor<10x144x56x56xf32>) {
  ^bb0(%a523: f32, %o524: f32):
    %b525 = arith.maximumf %a523, %c0 : f32
    %b526 = arith.minimumf %b525, %c3 : f32
    linalg.yield %b526 : f32
  } -> tensor<10x144x56x56xf32>
  %e528 = tensor.empty() : tensor<10x24x56x56xf32>
  %f529 = linalg.fill ins(%c0 : f32) outs(%e528 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %conv530 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g527, %blocks_2_project_conv_0_weight : tensor<10x144x56x56xf32>, tensor<24x144x1x1xf32>) outs(%f529 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %e531 = tensor.empty() : tensor<24xf32>
  %f532 = linalg.fill ins(%c0 : f32) outs(%e531 : tensor<24xf32>) -> tensor<24xf32>
  %g536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv530 : tensor<10x24x56x56xf32>) outs(%f532 : tensor<24xf32>) {
  ^bb0(%a533: f32, %o534: f32):
    %b535 = arith.addf %a533, %o534 : f32
    linalg.yield %b535 : f32
  } -> tensor<24xf32>
  %e537 = tensor.empty() : tensor<24xf32>
  %g541 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g536 : tensor<24xf32>) outs(%e537 : tensor<24xf32>) {
  ^bb0(%a538: f32, %o539: f32):
    %b540 = arith.divf %a538, %c4 : f32
    linalg.yield %b540 : f32
  } -> tensor<24xf32>
  %e543 = tensor.empty() : tensor<10x24x56x56xf32>
  %g549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv530, %g541 : tensor<10x24x56x56xf32>, tensor<24xf32>) outs(%e543 : tensor<10x24x56x56xf32>) {
  ^bb0(%a544: f32, %a545: f32, %o546: f32):
    %b547 = arith.subf %a544, %a545 : f32
    %b548 = arith.mulf %b547, %b547 : f32
    linalg.yield %b548 : f32
  } -> tensor<10x24x56x56xf32>
  %e550 = tensor.empty() : tensor<24xf32>
  %f551 = linalg.fill ins(%c0 : f32) outs(%e550 : tensor<24xf32>) -> tensor<24xf32>
  %g555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g549 : tensor<10x24x56x56xf32>) outs(%f551 : tensor<24xf32>) {
  ^bb0(%a552: f32, %o553: f32):
    %b554 = arith.addf %a552, %o553 : f32
    linalg.yield %b554 : f32
  } -> tensor<24xf32>
  %e556 = tensor.empty() : tensor<24xf32>
  %g560 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g555 : tensor<24xf32>) outs(%e556 : tensor<24xf32>) {
  ^bb0(%a557: f32, %o558: f32):
    %b559 = arith.divf %a557, %c4 : f32
    linalg.yield %b559 : f32
  } -> tensor<24xf32>
  %e564 = tensor.empty() : tensor<10x24x56x56xf32>
  %g577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv530, %g541, %g560, %blocks_2_project_conv_1_weight, %blocks_2_project_conv_1_bias : tensor<10x24x56x56xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%e564 : tensor<10x24x56x56xf32>) {
  ^bb0(%a565: f32, %a566: f32, %a567: f32, %a568: f32, %a569: f32, %o570: f32):
    %b571 = arith.addf %a567, %c2 : f32
    %b572 = math.sqrt %b571 : f32
    %b573 = arith.subf %a565, %a566 : f32
    %b574 = arith.divf %b573, %b572 : f32
    %b575 = arith.mulf %b574, %a568 : f32
    %b576 = arith.addf %b575, %a569 : f32
    linalg.yield %b576 : f32
  } -> tensor<10x24x56x56xf32>
  %e578 = tensor.empty() : tensor<10x24x56x56xf32>
  %g583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g577, %g402 : tensor<10x24x56x56xf32>, tensor<10x24x56x56xf32>) outs(%e578 : tensor<10x24x56x56xf32>) {
  ^bb0(%a579: f32, %a580: f32, %o581: f32):
    %b582 = arith.addf %a579, %a580 : f32
    linalg.yield %b582 : f32
  } -> tensor<10x24x56x56xf32>
  %e584 = tensor.empty() : tensor<10x144x56x56xf32>
  %f585 = linalg.fill ins(%c0 : f32) outs(%e584 : tensor<10x144x56x56xf32>) -> tensor<10x144x56x56xf32>
  %conv586 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g583, %blocks_3_expand_conv_0_weight : tensor<10x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%f585 : tensor<10x144x56x56xf32>) -> tensor<10x144x56x56xf32>
  %e587 = tensor.empty() : tensor<144xf32>
  %f588 = linalg.fill ins(%c0 : f32) outs(%e587 : tensor<144xf32>) -> tensor<144xf32>
  %g592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv586 : tensor<10x144x56x56xf32>) outs(%f588 : tensor<144xf32>) {
  ^bb0(%a589: f32, %o590: f32):
    %b591 = arith.addf %a589, %o590 : f32
    linalg.yield %b591 : f32
  } -> tensor<144xf32>
  %e593 = tensor.empty() : tensor<144xf32>
  %g597 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g592 : tensor<144xf32>) outs(%e593 : tensor<144xf32>) {
  ^bb0(%a594: f32, %o595: f32):
    %b596 = arith.divf %a594, %c4 : f32
    linalg.yield %b596 : f32
  } -> tensor<144xf32>
  %e599 = tensor.empty() : tensor<10x144x56x56xf32>
  %g605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv586, %g597 : tensor<10x144x56x56xf32>, tensor<144xf32>) outs(%e599 : tensor<10x144x56x56xf32>) {
  ^bb0(%a600: f32, %a601: f32, %o602: f32):
    %b603 = arith.subf %a600, %a601 : f32
    %b604 = arith.mulf %b603, %b603 : f32
    linalg.yield %b604 : f32
  } -> tensor<10x144x56x56xf32>
  %e606 = tensor.empty() : tensor<144xf32>
  %f607 = linalg.fill ins(%c0 : f32) outs(%e606 : tensor<144xf32>) -> tensor<144xf32>
  %g611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g605 : tensor<10x144x56x56xf32>) outs(%f607 : tensor<144xf32>) {
  ^bb0(%a608: f32, %o609: f32):
    %b610 = arith.addf %a608, %o609 : f32
    linalg.yield %b610 : f32
  } -> tensor<144xf32>
  %e612 = tensor.empty() : tensor<144xf32>
  %g616 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g611 : tensor<144xf32>) outs(%e612 : tensor<144xf32>) {
  ^bb0(%a613: f32, %o614: f32):
    %b615 = arith.divf %a613, %c4 : f32
    linalg.yield %b615 : f32
  } -> tensor<144xf32>
  %e620 = tensor.empty() : tensor<10x144x56x56xf32>
  %g633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv586, %g597, %g616, %blocks_3_expand_conv_1_weight, %blocks_3_expand_conv_1_bias : tensor<10x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e620 : tensor<10x144x56x56xf32>) {
  ^bb0(%a621: f32, %a622: f32, %a623: f32, %a624: f32, %a625: f32, %o626: f32):
    %b627 = arith.addf %a623, %c2 : f32
    %b628 = math.sqrt %b627 : f32
    %b629 = arith.subf %a621, %a622 : f32
    %b630 = arith.divf %b629, %b628 : f32
    %b631 = arith.mulf %b630, %a624 : f32
    %b632 = arith.addf %b631, %a625 : f32
    linalg.yield %b632 : f32
  } -> tensor<10x144x56x56xf32>
  %e634 = tensor.empty() : tensor<10x144x56x56xf32>
  %g639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g633 : tensor<10x144x56x56xf32>) outs(%e634 : tensor<10x144x56x56xf32>) {
  ^bb0(%a635: f32, %o636: f32):
    %b637 = arith.maximumf %a635, %c0 : f32
    %b638 = arith.minimumf %b637, %c3 : f32
    linalg.yield %b638 : f32
  } -> tensor<10x144x56x56xf32>
  %e640 = tensor.empty() : tensor<10x144x60x60xf32>
  %f641 = linalg.fill ins(%c0 : f32) outs(%e640 : tensor<10x144x60x60xf32>) -> tensor<10x144x60x60xf32>
  %g644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g639 : tensor<10x144x56x56xf32>) outs(%f641 : tensor<10x144x60x60xf32>) {
  ^bb0(%a642: f32, %o643: f32):
    linalg.yield %a642 : f32
  } -> tensor<10x144x60x60xf32>
  %r645 = tensor.expand_shape %blocks_3_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [144, 1, 1, 5, 5] : tensor<144x1x5x5xf32> into tensor<144x1x1x5x5xf32>
  %r646 = tensor.expand_shape %g644 [[0], [1], [2, 3], [4]] output_shape [10, 144, 1, 60, 60] : tensor<10x144x60x60xf32> into tensor<10x144x1x60x60xf32>
  %e647 = tensor.empty() : tensor<10x144x1x28x28xf32>
  %f648 = linalg.fill ins(%c0 : f32) outs(%e647 : tensor<10x144x1x28x28xf32>) -> tensor<10x144x1x28x28xf32>
  %g654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r646, %r645 : tensor<10x144x1x60x60xf32>, tensor<144x1x1x5x5xf32>) outs(%f648 : tensor<10x144x1x28x28xf32>) {
  ^bb0(%a649: f32, %a650: f32, %o651: f32):
    %b652 = arith.mulf %a649, %a650 : f32
    %b653 = arith.addf %o651, %b652 : f32
    linalg.yield %b653 : f32
  } -> tensor<10x144x1x28x28xf32>
  %r655 = tensor.collapse_shape %g654 [[0], [1], [2, 3], [4]] : tensor<10x144x1x28x28xf32> into tensor<10x144x28x28xf32>
  %e656 = tensor.empty() : tensor<144xf32>
  %f657 = linalg.fill ins(%c0 : f32) outs(%e656 : tensor<144xf32>) -> tensor<144xf32>
  %g661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r655 : tensor<10x144x28x28xf32>) outs(%f657 : tensor<144xf32>) {
  ^bb0(%a658: f32, %o659: f32):
    %b660 = arith.addf %a658, %o659 : f32
    linalg.yield %b660 : f32
  } -> tensor<144xf32>
  %e662 = tensor.empty() : tensor<144xf32>
  %g666 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g661 : tensor<144xf32>) outs(%e662 : tensor<144xf32>) {
  ^bb0(%a663: f32, %o664: f32):
    %b665 = arith.divf %a663, %c5 : f32
    linalg.yield %b665 : f32
  } -> tensor<144xf32>
  %e668 = tensor.empty() : tensor<10x144x28x28xf32>
  %g674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r655, %g666 : tensor<10x144x28x28xf32>, tensor<144xf32>) outs(%e668 : tensor<10x144x28x28xf32>) {
  ^bb0(%a669: f32, %a670: f32, %o671: f32):
    %b672 = arith.subf %a669, %a670 : f32
    %b673 = arith.mulf %b672, %b672 : f32
    linalg.yield %b673 : f32
  } -> tensor<10x144x28x28xf32>
  %e675 = tensor.empty() : tensor<144xf32>
  %f676 = linalg.fill ins(%c0 : f32) outs(%e675 : tensor<144xf32>) -> tensor<144xf32>
  %g680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g674 : tensor<10x144x28x28xf32>) outs(%f676 : tensor<144xf32>) {
  ^bb0(%a677: f32, %o678: f32):
    %b679 = arith.addf %a677, %o678 : f32
    linalg.yield %b679 : f32
  } -> tensor<144xf32>
  %e681 = tensor.empty() : tensor<144xf32>
  %g685 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g680 : tensor<144xf32>) outs(%e681 : tensor<144xf32>) {
  ^bb0(%a682: f32, %o683: f32):
    %b684 = arith.divf %a682, %c5 : f32
    linalg.yield %b684 : f32
  } -> tensor<144xf32>
  %e689 = tensor.empty() : tensor<10x144x28x28xf32>
  %g702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r655, %g666, %g685, %blocks_3_depthwise_conv_1_weight, %blocks_3_depthwise_conv_1_bias : tensor<10x144x28x28xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e689 : tensor<10x144x28x28xf32>) {
  ^bb0(%a690: f32, %a691: f32, %a692: f32, %a693: f32, %a694: f32, %o695: f32):
    %b696 = arith.addf %a692, %c2 : f32
    %b697 = math.sqrt %b696 : f32
    %b698 = arith.subf %a690, %a691 : f32
    %b699 = arith.divf %b698, %b697 : f32
    %b700 = arith.mulf %b699, %a693 : f32
    %b701 = arith.addf %b700, %a694 : f32
    linalg.yield %b701 : f32
  } -> tensor<10x144x28x28xf32>
  %e703 = tensor.empty() : tensor<10x144x28x28xf32>
  %g708 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g702 : tensor<10x144x28x28xf32>) outs(%e703 : tensor<10x144x28x28xf32>) {
  ^bb0(%a704: f32, %o705: f32):
    %b706 = arith.maximumf %a704, %c0 : f32
    %b707 = arith.minimumf %b706, %c3 : f32
    linalg.yield %b707 : f32
  } -> tensor<10x144x28x28xf32>
  %e709 = tensor.empty() : tensor<10x40x28x28xf32>
  %f710 = linalg.fill ins(%c0 : f32) outs(%e709 : tensor<10x40x28x28xf32>) -> tensor<10x40x28x28xf32>
  %conv711 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g708, %blocks_3_project_conv_0_weight : tensor<10x144x28x28xf32>, tensor<40x144x1x1xf32>) outs(%f710 : tensor<10x40x28x28xf32>) -> tensor<10x40x28x28xf32>
  %e712 = tensor.empty() : tensor<40xf32>
  %f713 = linalg.fill ins(%c0 : f32) outs(%e712 : tensor<40xf32>) -> tensor<40xf32>
  %g717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv711 : tensor<10x40x28x28xf32>) outs(%f713 : tensor<40xf32>) {
  ^bb0(%a714: f32, %o715: f32):
    %b716 = arith.addf %a714, %o715 : f32
    linalg.yield %b716 : f32
  } -> tensor<40xf32>
  %e718 = tensor.empty() : tensor<40xf32>
  %g722 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g717 : tensor<40xf32>) outs(%e718 : tensor<40xf32>) {
  ^bb0(%a719: f32, %o720: f32):
    %b721 = arith.divf %a719, %c5 : f32
    linalg.yield %b721 : f32
  } -> tensor<40xf32>
  %e724 = tensor.empty() : tensor<10x40x28x28xf32>
  %g730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv711, %g722 : tensor<10x40x28x28xf32>, tensor<40xf32>) outs(%e724 : tensor<10x40x28x28xf32>) {
  ^bb0(%a725: f32, %a726: f32, %o727: f32):
    %b728 = arith.subf %a725, %a726 : f32
    %b729 = arith.mulf %b728, %b728 : f32
    linalg.yield %b729 : f32
  } -> tensor<10x40x28x28xf32>
  %e731 = tensor.empty() : tensor<40xf32>
  %f732 = linalg.fill ins(%c0 : f32) outs(%e731 : tensor<40xf32>) -> tensor<40xf32>
  %g736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g730 : tensor<10x40x28x28xf32>) outs(%f732 : tensor<40xf32>) {
  ^bb0(%a733: f32, %o734: f32):
    %b735 = arith.addf %a733, %o734 : f32
    linalg.yield %b735 : f32
  } -> tensor<40xf32>
  %e737 = tensor.empty() : tensor<40xf32>
  %g741 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g736 : tensor<40xf32>) outs(%e737 : tensor<40xf32>) {
  ^bb0(%a738: f32, %o739: f32):
    %b740 = arith.divf %a738, %c5 : f32
    linalg.yield %b740 : f32
  } -> tensor<40xf32>
  %e745 = tensor.empty() : tensor<10x40x28x28xf32>
  %g758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv711, %g722, %g741, %blocks_3_project_conv_1_weight, %blocks_3_project_conv_1_bias : tensor<10x40x28x28xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) outs(%e745 : tensor<10x40x28x28xf32>) {
  ^bb0(%a746: f32, %a747: f32, %a748: f32, %a749: f32, %a750: f32, %o751: f32):
    %b752 = arith.addf %a748, %c2 : f32
    %b753 = math.sqrt %b752 : f32
    %b754 = arith.subf %a746, %a747 : f32
    %b755 = arith.divf %b754, %b753 : f32
    %b756 = arith.mulf %b755, %a749 : f32
    %b757 = arith.addf %b756, %a750 : f32
    linalg.yield %b757 : f32
  } -> tensor<10x40x28x28xf32>
  %e759 = tensor.empty() : tensor<10x240x28x28xf32>
  %f760 = linalg.fill ins(%c0 : f32) outs(%e759 : tensor<10x240x28x28xf32>) -> tensor<10x240x28x28xf32>
  %conv761 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g758, %blocks_4_expand_conv_0_weight : tensor<10x40x28x28xf32>, tensor<240x40x1x1xf32>) outs(%f760 : tensor<10x240x28x28xf32>) -> tensor<10x240x28x28xf32>
  %e762 = tensor.empty() : tensor<240xf32>
  %f763 = linalg.fill ins(%c0 : f32) outs(%e762 : tensor<240xf32>) -> tensor<240xf32>
  %g767 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv761 : tensor<10x240x28x28xf32>) outs(%f763 : tensor<240xf32>) {
  ^bb0(%a764: f32, %o765: f32):
    %b766 = arith.addf %a764, %o765 : f32
    linalg.yield %b766 : f32
  } -> tensor<240xf32>
  %e768 = tensor.empty() : tensor<240xf32>
  %g772 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g767 : tensor<240xf32>) outs(%e768 : tensor<240xf32>) {
  ^bb0(%a769: f32, %o770: f32):
    %b771 = arith.divf %a769, %c5 : f32
    linalg.yield %b771 : f32
  } -> tensor<240xf32>
  %e774 = tensor.empty() : tensor<10x240x28x28xf32>
  %g780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv761, %g772 : tensor<10x240x28x28xf32>, tensor<240xf32>) outs(%e774 : tensor<10x240x28x28xf32>) {
  ^bb0(%a775: f32, %a776: f32, %o777: f32):
    %b778 = arith.subf %a775, %a776 : f32
    %b779 = arith.mulf %b778, %b778 : f32
    linalg.yield %b779 : f32
  } -> tensor<10x240x28x28xf32>
  %e781 = tensor.empty() : tensor<240xf32>
  %f782 = linalg.fill ins(%c0 : f32) outs(%e781 : tensor<240xf32>) -> tensor<240xf32>
  %g786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g780 : tensor<10x240x28x28xf32>) outs(%f782 : tensor<240xf32>) {
  ^bb0(%a783: f32, %o784: f32):
    %b785 = arith.addf %a783, %o784 : f32
    linalg.yield %b785 : f32
  } -> tensor<240xf32>
  %e787 = tensor.empty() : tensor<240xf32>
  %g791 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g786 : tensor<240xf32>) outs(%e787 : tensor<240xf32>) {
  ^bb0(%a788: f32, %o789: f32):
    %b790 = arith.divf %a788, %c5 : f32
    linalg.yield %b790 : f32
  } -> tensor<240xf32>
  %e795 = tensor.empty() : tensor<10x240x28x28xf32>
  %g808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv761, %g772, %g791, %blocks_4_expand_conv_1_weight, %blocks_4_expand_conv_1_bias : tensor<10x240x28x28xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e795 : tensor<10x240x28x28xf32>) {
  ^bb0(%a796: f32, %a797: f32, %a798: f32, %a799: f32, %a800: f32, %o801: f32):
    %b802 = arith.addf %a798, %c2 : f32
    %b803 = math.sqrt %b802 : f32
    %b804 = arith.subf %a796, %a797 : f32
    %b805 = arith.divf %b804, %b803 : f32
    %b806 = arith.mulf %b805, %a799 : f32
    %b807 = arith.addf %b806, %a800 : f32
    linalg.yield %b807 : f32
  } -> tensor<10x240x28x28xf32>
  %e809 = tensor.empty() : tensor<10x240x28x28xf32>
  %g814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g808 : tensor<10x240x28x28xf32>) outs(%e809 : tensor<10x240x28x28xf32>) {
  ^bb0(%a810: f32, %o811: f32):
    %b812 = arith.maximumf %a810, %c0 : f32
    %b813 = arith.minimumf %b812, %c3 : f32
    linalg.yield %b813 : f32
  } -> tensor<10x240x28x28xf32>
  %e815 = tensor.empty() : tensor<10x240x32x32xf32>
  %f816 = linalg.fill ins(%c0 : f32) outs(%e815 : tensor<10x240x32x32xf32>) -> tensor<10x240x32x32xf32>
  %g819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g814 : tensor<10x240x28x28xf32>) outs(%f816 : tensor<10x240x32x32xf32>) {
  ^bb0(%a817: f32, %o818: f32):
    linalg.yield %a817 : f32
  } -> tensor<10x240x32x32xf32>
  %r820 = tensor.expand_shape %blocks_4_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [240, 1, 1, 5, 5] : tensor<240x1x5x5xf32> into tensor<240x1x1x5x5xf32>
  %r821 = tensor.expand_shape %g819 [[0], [1], [2, 3], [4]] output_shape [10, 240, 1, 32, 32] : tensor<10x240x32x32xf32> into tensor<10x240x1x32x32xf32>
  %e822 = tensor.empty() : tensor<10x240x1x28x28xf32>
  %f823 = linalg.fill ins(%c0 : f32) outs(%e822 : tensor<10x240x1x28x28xf32>) -> tensor<10x240x1x28x28xf32>
  %g829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r821, %r820 : tensor<10x240x1x32x32xf32>, tensor<240x1x1x5x5xf32>) outs(%f823 : tensor<10x240x1x28x28xf32>) {
  ^bb0(%a824: f32, %a825: f32, %o826: f32):
    %b827 = arith.mulf %a824, %a825 : f32
    %b828 = arith.addf %o826, %b827 : f32
    linalg.yield %b828 : f32
  } -> tensor<10x240x1x28x28xf32>
  %r830 = tensor.collapse_shape %g829 [[0], [1], [2, 3], [4]] : tensor<10x240x1x28x28xf32> into tensor<10x240x28x28xf32>
  %e831 = tensor.empty() : tensor<240xf32>
  %f832 = linalg.fill ins(%c0 : f32) outs(%e831 : tensor<240xf32>) -> tensor<240xf32>
  %g836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r830 : tensor<10x240x28x28xf32>) outs(%f832 : tensor<240xf32>) {
  ^bb0(%a833: f32, %o834: f32):
    %b835 = arith.addf %a833, %o834 : f32
    linalg.yield %b835 : f32
  } -> tensor<240xf32>
  %e837 = tensor.empty() : tensor<240xf32>
  %g841 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g836 : tensor<240xf32>) outs(%e837 : tensor<240xf32>) {
  ^bb0(%a838: f32, %o839: f32):
    %b840 = arith.divf %a838, %c5 : f32
    linalg.yield %b840 : f32
  } -> tensor<240xf32>
  %e843 = tensor.empty() : tensor<10x240x28x28xf32>
  %g849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r830, %g841 : tensor<10x240x28x28xf32>, tensor<240xf32>) outs(%e843 : tensor<10x240x28x28xf32>) {
  ^bb0(%a844: f32, %a845: f32, %o846: f32):
    %b847 = arith.subf %a844, %a845 : f32
    %b848 = arith.mulf %b847, %b847 : f32
    linalg.yield %b848 : f32
  } -> tensor<10x240x28x28xf32>
  %e850 = tensor.empty() : tensor<240xf32>
  %f851 = linalg.fill ins(%c0 : f32) outs(%e850 : tensor<240xf32>) -> tensor<240xf32>
  %g855 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g849 : tensor<10x240x28x28xf32>) outs(%f851 : tensor<240xf32>) {
  ^bb0(%a852: f32, %o853: f32):
    %b854 = arith.addf %a852, %o853 : f32
    linalg.yield %b854 : f32
  } -> tensor<240xf32>
  %e856 = tensor.empty() : tensor<240xf32>
  %g860 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g855 : tensor<240xf32>) outs(%e856 : tensor<240xf32>) {
  ^bb0(%a857: f32, %o858: f32):
    %b859 = arith.divf %a857, %c5 : f32
    linalg.yield %b859 : f32
  } -> tensor<240xf32>
  %e864 = tensor.empty() : tensor<10x240x28x28xf32>
  %g877 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r830, %g841, %g860, %blocks_4_depthwise_conv_1_weight, %blocks_4_depthwise_conv_1_bias : tensor<10x240x28x28xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e864 : tensor<10x240x28x28xf32>) {
  ^bb0(%a865: f32, %a866: f32, %a867: f32, %a868: f32, %a869: f32, %o870: f32):
    %b871 = arith.addf %a867, %c2 : f32
    %b872 = math.sqrt %b871 : f32
    %b873 = arith.subf %a865, %a866 : f32
    %b874 = arith.divf %b873, %b872 : f32
    %b875 = arith.mulf %b874, %a868 : f32
    %b876 = arith.addf %b875, %a869 : f32
    linalg.yield %b876 : f32
  } -> tensor<10x240x28x28xf32>
  %e878 = tensor.empty() : tensor<10x240x28x28xf32>
  %g883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g877 : tensor<10x240x28x28xf32>) outs(%e878 : tensor<10x240x28x28xf32>) {
  ^bb0(%a879: f32, %o880: f32):
    %b881 = arith.maximumf %a879, %c0 : f32
    %b882 = arith.minimumf %b881, %c3 : f32
    linalg.yield %b882 : f32
  } -> tensor<10x240x28x28xf32>
  %e884 = tensor.empty() : tensor<10x40x28x28xf32>
  %f885 = linalg.fill ins(%c0 : f32) outs(%e884 : tensor<10x40x28x28xf32>) -> tensor<10x40x28x28xf32>
  %conv886 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g883, %blocks_4_project_conv_0_weight : tensor<10x240x28x28xf32>, tensor<40x240x1x1xf32>) outs(%f885 : tensor<10x40x28x28xf32>) -> tensor<10x40x28x28xf32>
  %e887 = tensor.empty() : tensor<40xf32>
  %f888 = linalg.fill ins(%c0 : f32) outs(%e887 : tensor<40xf32>) -> tensor<40xf32>
  %g892 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv886 : tensor<10x40x28x28xf32>) outs(%f888 : tensor<40xf32>) {
  ^bb0(%a889: f32, %o890: f32):
    %b891 = arith.addf %a889, %o890 : f32
    linalg.yield %b891 : f32
  } -> tensor<40xf32>
  %e893 = tensor.empty() : tensor<40xf32>
  %g897 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g892 : tensor<40xf32>) outs(%e893 : tensor<40xf32>) {
  ^bb0(%a894: f32, %o895: f32):
    %b896 = arith.divf %a894, %c5 : f32
    linalg.yield %b896 : f32
  } -> tensor<40xf32>
  %e899 = tensor.empty() : tensor<10x40x28x28xf32>
  %g905 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv886, %g897 : tensor<10x40x28x28xf32>, tensor<40xf32>) outs(%e899 : tensor<10x40x28x28xf32>) {
  ^bb0(%a900: f32, %a901: f32, %o902: f32):
    %b903 = arith.subf %a900, %a901 : f32
    %b904 = arith.mulf %b903, %b903 : f32
    linalg.yield %b904 : f32
  } -> tensor<10x40x28x28xf32>
  %e906 = tensor.empty() : tensor<40xf32>
  %f907 = linalg.fill ins(%c0 : f32) outs(%e906 : tensor<40xf32>) -> tensor<40xf32>
  %g911 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g905 : tensor<10x40x28x28xf32>) outs(%f907 : tensor<40xf32>) {
  ^bb0(%a908: f32, %o909: f32):
    %b910 = arith.addf %a908, %o909 : f32
    linalg.yield %b910 : f32
  } -> tensor<40xf32>
  %e912 = tensor.empty() : tensor<40xf32>
  %g916 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g911 : tensor<40xf32>) outs(%e912 : tensor<40xf32>) {
  ^bb0(%a913: f32, %o914: f32):
    %b915 = arith.divf %a913, %c5 : f32
    linalg.yield %b915 : f32
  } -> tensor<40xf32>
  %e920 = tensor.empty() : tensor<10x40x28x28xf32>
  %g933 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv886, %g897, %g916, %blocks_4_project_conv_1_weight, %blocks_4_project_conv_1_bias : tensor<10x40x28x28xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) outs(%e920 : tensor<10x40x28x28xf32>) {
  ^bb0(%a921: f32, %a922: f32, %a923: f32, %a924: f32, %a925: f32, %o926: f32):
    %b927 = arith.addf %a923, %c2 : f32
    %b928 = math.sqrt %b927 : f32
    %b929 = arith.subf %a921, %a922 : f32
    %b930 = arith.divf %b929, %b928 : f32
    %b931 = arith.mulf %b930, %a924 : f32
    %b932 = arith.addf %b931, %a925 : f32
    linalg.yield %b932 : f32
  } -> tensor<10x40x28x28xf32>
  %e934 = tensor.empty() : tensor<10x40x28x28xf32>
  %g939 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g933, %g758 : tensor<10x40x28x28xf32>, tensor<10x40x28x28xf32>) outs(%e934 : tensor<10x40x28x28xf32>) {
  ^bb0(%a935: f32, %a936: f32, %o937: f32):
    %b938 = arith.addf %a935, %a936 : f32
    linalg.yield %b938 : f32
  } -> tensor<10x40x28x28xf32>
  %e940 = tensor.empty() : tensor<10x240x28x28xf32>
  %f941 = linalg.fill ins(%c0 : f32) outs(%e940 : tensor<10x240x28x28xf32>) -> tensor<10x240x28x28xf32>
  %conv942 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g939, %blocks_5_expand_conv_0_weight : tensor<10x40x28x28xf32>, tensor<240x40x1x1xf32>) outs(%f941 : tensor<10x240x28x28xf32>) -> tensor<10x240x28x28xf32>
  %e943 = tensor.empty() : tensor<240xf32>
  %f944 = linalg.fill ins(%c0 : f32) outs(%e943 : tensor<240xf32>) -> tensor<240xf32>
  %g948 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv942 : tensor<10x240x28x28xf32>) outs(%f944 : tensor<240xf32>) {
  ^bb0(%a945: f32, %o946: f32):
    %b947 = arith.addf %a945, %o946 : f32
    linalg.yield %b947 : f32
  } -> tensor<240xf32>
  %e949 = tensor.empty() : tensor<240xf32>
  %g953 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g948 : tensor<240xf32>) outs(%e949 : tensor<240xf32>) {
  ^bb0(%a950: f32, %o951: f32):
    %b952 = arith.divf %a950, %c5 : f32
    linalg.yield %b952 : f32
  } -> tensor<240xf32>
  %e955 = tensor.empty() : tensor<10x240x28x28xf32>
  %g961 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv942, %g953 : tensor<10x240x28x28xf32>, tensor<240xf32>) outs(%e955 : tensor<10x240x28x28xf32>) {
  ^bb0(%a956: f32, %a957: f32, %o958: f32):
    %b959 = arith.subf %a956, %a957 : f32
    %b960 = arith.mulf %b959, %b959 : f32
    linalg.yield %b960 : f32
  } -> tensor<10x240x28x28xf32>
  %e962 = tensor.empty() : tensor<240xf32>
  %f963 = linalg.fill ins(%c0 : f32) outs(%e962 : tensor<240xf32>) -> tensor<240xf32>
  %g967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g961 : tensor<10x240x28x28xf32>) outs(%f963 : tensor<240xf32>) {
  ^bb0(%a964: f32, %o965: f32):
    %b966 = arith.addf %a964, %o965 : f32
    linalg.yield %b966 : f32
  } -> tensor<240xf32>
  %e968 = tensor.empty() : tensor<240xf32>
  %g972 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g967 : tensor<240xf32>) outs(%e968 : tensor<240xf32>) {
  ^bb0(%a969: f32, %o970: f32):
    %b971 = arith.divf %a969, %c5 : f32
    linalg.yield %b971 : f32
  } -> tensor<240xf32>
  %e976 = tensor.empty() : tensor<10x240x28x28xf32>
  %g989 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv942, %g953, %g972, %blocks_5_expand_conv_1_weight, %blocks_5_expand_conv_1_bias : tensor<10x240x28x28xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e976 : tensor<10x240x28x28xf32>) {
  ^bb0(%a977: f32, %a978: f32, %a979: f32, %a980: f32, %a981: f32, %o982: f32):
    %b983 = arith.addf %a979, %c2 : f32
    %b984 = math.sqrt %b983 : f32
    %b985 = arith.subf %a977, %a978 : f32
    %b986 = arith.divf %b985, %b984 : f32
    %b987 = arith.mulf %b986, %a980 : f32
    %b988 = arith.addf %b987, %a981 : f32
    linalg.yield %b988 : f32
  } -> tensor<10x240x28x28xf32>
  %e990 = tensor.empty() : tensor<10x240x28x28xf32>
  %g995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g989 : tensor<10x240x28x28xf32>) outs(%e990 : tensor<10x240x28x28xf32>) {
  ^bb0(%a991: f32, %o992: f32):
    %b993 = arith.maximumf %a991, %c0 : f32
    %b994 = arith.minimumf %b993, %c3 : f32
    linalg.yield %b994 : f32
  } -> tensor<10x240x28x28xf32>
  %e996 = tensor.empty() : tensor<10x240x30x30xf32>
  %f997 = linalg.fill ins(%c0 : f32) outs(%e996 : tensor<10x240x30x30xf32>) -> tensor<10x240x30x30xf32>
  %g1000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g995 : tensor<10x240x28x28xf32>) outs(%f997 : tensor<10x240x30x30xf32>) {
  ^bb0(%a998: f32, %o999: f32):
    linalg.yield %a998 : f32
  } -> tensor<10x240x30x30xf32>
  %r1001 = tensor.expand_shape %blocks_5_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [240, 1, 1, 3, 3] : tensor<240x1x3x3xf32> into tensor<240x1x1x3x3xf32>
  %r1002 = tensor.expand_shape %g1000 [[0], [1], [2, 3], [4]] output_shape [10, 240, 1, 30, 30] : tensor<10x240x30x30xf32> into tensor<10x240x1x30x30xf32>
  %e1003 = tensor.empty() : tensor<10x240x1x14x14xf32>
  %f1004 = linalg.fill ins(%c0 : f32) outs(%e1003 : tensor<10x240x1x14x14xf32>) -> tensor<10x240x1x14x14xf32>
  %g1010 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1002, %r1001 : tensor<10x240x1x30x30xf32>, tensor<240x1x1x3x3xf32>) outs(%f1004 : tensor<10x240x1x14x14xf32>) {
  ^bb0(%a1005: f32, %a1006: f32, %o1007: f32):
    %b1008 = arith.mulf %a1005, %a1006 : f32
    %b1009 = arith.addf %o1007, %b1008 : f32
    linalg.yield %b1009 : f32
  } -> tensor<10x240x1x14x14xf32>
  %r1011 = tensor.collapse_shape %g1010 [[0], [1], [2, 3], [4]] : tensor<10x240x1x14x14xf32> into tensor<10x240x14x14xf32>
  %e1012 = tensor.empty() : tensor<240xf32>
  %f1013 = linalg.fill ins(%c0 : f32) outs(%e1012 : tensor<240xf32>) -> tensor<240xf32>
  %g1017 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1011 : tensor<10x240x14x14xf32>) outs(%f1013 : tensor<240xf32>) {
  ^bb0(%a1014: f32, %o1015: f32):
    %b1016 = arith.addf %a1014, %o1015 : f32
    linalg.yield %b1016 : f32
  } -> tensor<240xf32>
  %e1018 = tensor.empty() : tensor<240xf32>
  %g1022 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1017 : tensor<240xf32>) outs(%e1018 : tensor<240xf32>) {
  ^bb0(%a1019: f32, %o1020: f32):
    %b1021 = arith.divf %a1019, %c6 : f32
    linalg.yield %b1021 : f32
  } -> tensor<240xf32>
  %e1024 = tensor.empty() : tensor<10x240x14x14xf32>
  %g1030 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1011, %g1022 : tensor<10x240x14x14xf32>, tensor<240xf32>) outs(%e1024 : tensor<10x240x14x14xf32>) {
  ^bb0(%a1025: f32, %a1026: f32, %o1027: f32):
    %b1028 = arith.subf %a1025, %a1026 : f32
    %b1029 = arith.mulf %b1028, %b1028 : f32
    linalg.yield %b1029 : f32
  } -> tensor<10x240x14x14xf32>
  %e1031 = tensor.empty() : tensor<240xf32>
  %f1032 = linalg.fill ins(%c0 : f32) outs(%e1031 : tensor<240xf32>) -> tensor<240xf32>
  %g1036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1030 : tensor<10x240x14x14xf32>) outs(%f1032 : tensor<240xf32>) {
  ^bb0(%a1033: f32, %o1034: f32):
    %b1035 = arith.addf %a1033, %o1034 : f32
    linalg.yield %b1035 : f32
  } -> tensor<240xf32>
  %e1037 = tensor.empty() : tensor<240xf32>
  %g1041 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1036 : tensor<240xf32>) outs(%e1037 : tensor<240xf32>) {
  ^bb0(%a1038: f32, %o1039: f32):
    %b1040 = arith.divf %a1038, %c6 : f32
    linalg.yield %b1040 : f32
  } -> tensor<240xf32>
  %e1045 = tensor.empty() : tensor<10x240x14x14xf32>
  %g1058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1011, %g1022, %g1041, %blocks_5_depthwise_conv_1_weight, %blocks_5_depthwise_conv_1_bias : tensor<10x240x14x14xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) outs(%e1045 : tensor<10x240x14x14xf32>) {
  ^bb0(%a1046: f32, %a1047: f32, %a1048: f32, %a1049: f32, %a1050: f32, %o1051: f32):
    %b1052 = arith.addf %a1048, %c2 : f32
    %b1053 = math.sqrt %b1052 : f32
    %b1054 = arith.subf %a1046, %a1047 : f32
    %b1055 = arith.divf %b1054, %b1053 : f32
    %b1056 = arith.mulf %b1055, %a1049 : f32
    %b1057 = arith.addf %b1056, %a1050 : f32
    linalg.yield %b1057 : f32
  } -> tensor<10x240x14x14xf32>
  %e1059 = tensor.empty() : tensor<10x240x14x14xf32>
  %g1064 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1058 : tensor<10x240x14x14xf32>) outs(%e1059 : tensor<10x240x14x14xf32>) {
  ^bb0(%a1060: f32, %o1061: f32):
    %b1062 = arith.maximumf %a1060, %c0 : f32
    %b1063 = arith.minimumf %b1062, %c3 : f32
    linalg.yield %b1063 : f32
  } -> tensor<10x240x14x14xf32>
  %e1065 = tensor.empty() : tensor<10x80x14x14xf32>
  %f1066 = linalg.fill ins(%c0 : f32) outs(%e1065 : tensor<10x80x14x14xf32>) -> tensor<10x80x14x14xf32>
  %conv1067 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1064, %blocks_5_project_conv_0_weight : tensor<10x240x14x14xf32>, tensor<80x240x1x1xf32>) outs(%f1066 : tensor<10x80x14x14xf32>) -> tensor<10x80x14x14xf32>
  %e1068 = tensor.empty() : tensor<80xf32>
  %f1069 = linalg.fill ins(%c0 : f32) outs(%e1068 : tensor<80xf32>) -> tensor<80xf32>
  %g1073 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1067 : tensor<10x80x14x14xf32>) outs(%f1069 : tensor<80xf32>) {
  ^bb0(%a1070: f32, %o1071: f32):
    %b1072 = arith.addf %a1070, %o1071 : f32
    linalg.yield %b1072 : f32
  } -> tensor<80xf32>
  %e1074 = tensor.empty() : tensor<80xf32>
  %g1078 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1073 : tensor<80xf32>) outs(%e1074 : tensor<80xf32>) {
  ^bb0(%a1075: f32, %o1076: f32):
    %b1077 = arith.divf %a1075, %c6 : f32
    linalg.yield %b1077 : f32
  } -> tensor<80xf32>
  %e1080 = tensor.empty() : tensor<10x80x14x14xf32>
  %g1086 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1067, %g1078 : tensor<10x80x14x14xf32>, tensor<80xf32>) outs(%e1080 : tensor<10x80x14x14xf32>) {
  ^bb0(%a1081: f32, %a1082: f32, %o1083: f32):
    %b1084 = arith.subf %a1081, %a1082 : f32
    %b1085 = arith.mulf %b1084, %b1084 : f32
    linalg.yield %b1085 : f32
  } -> tensor<10x80x14x14xf32>
  %e1087 = tensor.empty() : tensor<80xf32>
  %f1088 = linalg.fill ins(%c0 : f32) outs(%e1087 : tensor<80xf32>) -> tensor<80xf32>
  %g1092 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1086 : tensor<10x80x14x14xf32>) outs(%f1088 : tensor<80xf32>) {
  ^bb0(%a1089: f32, %o1090: f32):
    %b1091 = arith.addf %a1089, %o1090 : f32
    linalg.yield %b1091 : f32
  } -> tensor<80xf32>
  %e1093 = tensor.empty() : tensor<80xf32>
  %g1097 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1092 : tensor<80xf32>) outs(%e1093 : tensor<80xf32>) {
  ^bb0(%a1094: f32, %o1095: f32):
    %b1096 = arith.divf %a1094, %c6 : f32
    linalg.yield %b1096 : f32
  } -> tensor<80xf32>
  %e1101 = tensor.empty() : tensor<10x80x14x14xf32>
  %g1114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1067, %g1078, %g1097, %blocks_5_project_conv_1_weight, %blocks_5_project_conv_1_bias : tensor<10x80x14x14xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>) outs(%e1101 : tensor<10x80x14x14xf32>) {
  ^bb0(%a1102: f32, %a1103: f32, %a1104: f32, %a1105: f32, %a1106: f32, %o1107: f32):
    %b1108 = arith.addf %a1104, %c2 : f32
    %b1109 = math.sqrt %b1108 : f32
    %b1110 = arith.subf %a1102, %a1103 : f32
    %b1111 = arith.divf %b1110, %b1109 : f32
    %b1112 = arith.mulf %b1111, %a1105 : f32
    %b1113 = arith.addf %b1112, %a1106 : f32
    linalg.yield %b1113 : f32
  } -> tensor<10x80x14x14xf32>
  %e1115 = tensor.empty() : tensor<10x480x14x14xf32>
  %f1116 = linalg.fill ins(%c0 : f32) outs(%e1115 : tensor<10x480x14x14xf32>) -> tensor<10x480x14x14xf32>
  %conv1117 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1114, %blocks_6_expand_conv_0_weight : tensor<10x80x14x14xf32>, tensor<480x80x1x1xf32>) outs(%f1116 : tensor<10x480x14x14xf32>) -> tensor<10x480x14x14xf32>
  %e1118 = tensor.empty() : tensor<480xf32>
  %f1119 = linalg.fill ins(%c0 : f32) outs(%e1118 : tensor<480xf32>) -> tensor<480xf32>
  %g1123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1117 : tensor<10x480x14x14xf32>) outs(%f1119 : tensor<480xf32>) {
  ^bb0(%a1120: f32, %o1121: f32):
    %b1122 = arith.addf %a1120, %o1121 : f32
    linalg.yield %b1122 : f32
  } -> tensor<480xf32>
  %e1124 = tensor.empty() : tensor<480xf32>
  %g1128 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1123 : tensor<480xf32>) outs(%e1124 : tensor<480xf32>) {
  ^bb0(%a1125: f32, %o1126: f32):
    %b1127 = arith.divf %a1125, %c6 : f32
    linalg.yield %b1127 : f32
  } -> tensor<480xf32>
  %e1130 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1117, %g1128 : tensor<10x480x14x14xf32>, tensor<480xf32>) outs(%e1130 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1131: f32, %a1132: f32, %o1133: f32):
    %b1134 = arith.subf %a1131, %a1132 : f32
    %b1135 = arith.mulf %b1134, %b1134 : f32
    linalg.yield %b1135 : f32
  } -> tensor<10x480x14x14xf32>
  %e1137 = tensor.empty() : tensor<480xf32>
  %f1138 = linalg.fill ins(%c0 : f32) outs(%e1137 : tensor<480xf32>) -> tensor<480xf32>
  %g1142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1136 : tensor<10x480x14x14xf32>) outs(%f1138 : tensor<480xf32>) {
  ^bb0(%a1139: f32, %o1140: f32):
    %b1141 = arith.addf %a1139, %o1140 : f32
    linalg.yield %b1141 : f32
  } -> tensor<480xf32>
  %e1143 = tensor.empty() : tensor<480xf32>
  %g1147 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1142 : tensor<480xf32>) outs(%e1143 : tensor<480xf32>) {
  ^bb0(%a1144: f32, %o1145: f32):
    %b1146 = arith.divf %a1144, %c6 : f32
    linalg.yield %b1146 : f32
  } -> tensor<480xf32>
  %e1151 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1117, %g1128, %g1147, %blocks_6_expand_conv_1_weight, %blocks_6_expand_conv_1_bias : tensor<10x480x14x14xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1151 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1152: f32, %a1153: f32, %a1154: f32, %a1155: f32, %a1156: f32, %o1157: f32):
    %b1158 = arith.addf %a1154, %c2 : f32
    %b1159 = math.sqrt %b1158 : f32
    %b1160 = arith.subf %a1152, %a1153 : f32
    %b1161 = arith.divf %b1160, %b1159 : f32
    %b1162 = arith.mulf %b1161, %a1155 : f32
    %b1163 = arith.addf %b1162, %a1156 : f32
    linalg.yield %b1163 : f32
  } -> tensor<10x480x14x14xf32>
  %e1165 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1164 : tensor<10x480x14x14xf32>) outs(%e1165 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1166: f32, %o1167: f32):
    %b1168 = arith.maximumf %a1166, %c0 : f32
    %b1169 = arith.minimumf %b1168, %c3 : f32
    linalg.yield %b1169 : f32
  } -> tensor<10x480x14x14xf32>
  %e1171 = tensor.empty() : tensor<10x480x16x16xf32>
  %f1172 = linalg.fill ins(%c0 : f32) outs(%e1171 : tensor<10x480x16x16xf32>) -> tensor<10x480x16x16xf32>
  %g1175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1170 : tensor<10x480x14x14xf32>) outs(%f1172 : tensor<10x480x16x16xf32>) {
  ^bb0(%a1173: f32, %o1174: f32):
    linalg.yield %a1173 : f32
  } -> tensor<10x480x16x16xf32>
  %r1176 = tensor.expand_shape %blocks_6_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [480, 1, 1, 3, 3] : tensor<480x1x3x3xf32> into tensor<480x1x1x3x3xf32>
  %r1177 = tensor.expand_shape %g1175 [[0], [1], [2, 3], [4]] output_shape [10, 480, 1, 16, 16] : tensor<10x480x16x16xf32> into tensor<10x480x1x16x16xf32>
  %e1178 = tensor.empty() : tensor<10x480x1x14x14xf32>
  %f1179 = linalg.fill ins(%c0 : f32) outs(%e1178 : tensor<10x480x1x14x14xf32>) -> tensor<10x480x1x14x14xf32>
  %g1185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1177, %r1176 : tensor<10x480x1x16x16xf32>, tensor<480x1x1x3x3xf32>) outs(%f1179 : tensor<10x480x1x14x14xf32>) {
  ^bb0(%a1180: f32, %a1181: f32, %o1182: f32):
    %b1183 = arith.mulf %a1180, %a1181 : f32
    %b1184 = arith.addf %o1182, %b1183 : f32
    linalg.yield %b1184 : f32
  } -> tensor<10x480x1x14x14xf32>
  %r1186 = tensor.collapse_shape %g1185 [[0], [1], [2, 3], [4]] : tensor<10x480x1x14x14xf32> into tensor<10x480x14x14xf32>
  %e1187 = tensor.empty() : tensor<480xf32>
  %f1188 = linalg.fill ins(%c0 : f32) outs(%e1187 : tensor<480xf32>) -> tensor<480xf32>
  %g1192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1186 : tensor<10x480x14x14xf32>) outs(%f1188 : tensor<480xf32>) {
  ^bb0(%a1189: f32, %o1190: f32):
    %b1191 = arith.addf %a1189, %o1190 : f32
    linalg.yield %b1191 : f32
  } -> tensor<480xf32>
  %e1193 = tensor.empty() : tensor<480xf32>
  %g1197 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1192 : tensor<480xf32>) outs(%e1193 : tensor<480xf32>) {
  ^bb0(%a1194: f32, %o1195: f32):
    %b1196 = arith.divf %a1194, %c6 : f32
    linalg.yield %b1196 : f32
  } -> tensor<480xf32>
  %e1199 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1186, %g1197 : tensor<10x480x14x14xf32>, tensor<480xf32>) outs(%e1199 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1200: f32, %a1201: f32, %o1202: f32):
    %b1203 = arith.subf %a1200, %a1201 : f32
    %b1204 = arith.mulf %b1203, %b1203 : f32
    linalg.yield %b1204 : f32
  } -> tensor<10x480x14x14xf32>
  %e1206 = tensor.empty() : tensor<480xf32>
  %f1207 = linalg.fill ins(%c0 : f32) outs(%e1206 : tensor<480xf32>) -> tensor<480xf32>
  %g1211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1205 : tensor<10x480x14x14xf32>) outs(%f1207 : tensor<480xf32>) {
  ^bb0(%a1208: f32, %o1209: f32):
    %b1210 = arith.addf %a1208, %o1209 : f32
    linalg.yield %b1210 : f32
  } -> tensor<480xf32>
  %e1212 = tensor.empty() : tensor<480xf32>
  %g1216 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1211 : tensor<480xf32>) outs(%e1212 : tensor<480xf32>) {
  ^bb0(%a1213: f32, %o1214: f32):
    %b1215 = arith.divf %a1213, %c6 : f32
    linalg.yield %b1215 : f32
  } -> tensor<480xf32>
  %e1220 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1186, %g1197, %g1216, %blocks_6_depthwise_conv_1_weight, %blocks_6_depthwise_conv_1_bias : tensor<10x480x14x14xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1220 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1221: f32, %a1222: f32, %a1223: f32, %a1224: f32, %a1225: f32, %o1226: f32):
    %b1227 = arith.addf %a1223, %c2 : f32
    %b1228 = math.sqrt %b1227 : f32
    %b1229 = arith.subf %a1221, %a1222 : f32
    %b1230 = arith.divf %b1229, %b1228 : f32
    %b1231 = arith.mulf %b1230, %a1224 : f32
    %b1232 = arith.addf %b1231, %a1225 : f32
    linalg.yield %b1232 : f32
  } -> tensor<10x480x14x14xf32>
  %e1234 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1233 : tensor<10x480x14x14xf32>) outs(%e1234 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1235: f32, %o1236: f32):
    %b1237 = arith.maximumf %a1235, %c0 : f32
    %b1238 = arith.minimumf %b1237, %c3 : f32
    linalg.yield %b1238 : f32
  } -> tensor<10x480x14x14xf32>
  %e1240 = tensor.empty() : tensor<10x80x14x14xf32>
  %f1241 = linalg.fill ins(%c0 : f32) outs(%e1240 : tensor<10x80x14x14xf32>) -> tensor<10x80x14x14xf32>
  %conv1242 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1239, %blocks_6_project_conv_0_weight : tensor<10x480x14x14xf32>, tensor<80x480x1x1xf32>) outs(%f1241 : tensor<10x80x14x14xf32>) -> tensor<10x80x14x14xf32>
  %e1243 = tensor.empty() : tensor<80xf32>
  %f1244 = linalg.fill ins(%c0 : f32) outs(%e1243 : tensor<80xf32>) -> tensor<80xf32>
  %g1248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1242 : tensor<10x80x14x14xf32>) outs(%f1244 : tensor<80xf32>) {
  ^bb0(%a1245: f32, %o1246: f32):
    %b1247 = arith.addf %a1245, %o1246 : f32
    linalg.yield %b1247 : f32
  } -> tensor<80xf32>
  %e1249 = tensor.empty() : tensor<80xf32>
  %g1253 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1248 : tensor<80xf32>) outs(%e1249 : tensor<80xf32>) {
  ^bb0(%a1250: f32, %o1251: f32):
    %b1252 = arith.divf %a1250, %c6 : f32
    linalg.yield %b1252 : f32
  } -> tensor<80xf32>
  %e1255 = tensor.empty() : tensor<10x80x14x14xf32>
  %g1261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1242, %g1253 : tensor<10x80x14x14xf32>, tensor<80xf32>) outs(%e1255 : tensor<10x80x14x14xf32>) {
  ^bb0(%a1256: f32, %a1257: f32, %o1258: f32):
    %b1259 = arith.subf %a1256, %a1257 : f32
    %b1260 = arith.mulf %b1259, %b1259 : f32
    linalg.yield %b1260 : f32
  } -> tensor<10x80x14x14xf32>
  %e1262 = tensor.empty() : tensor<80xf32>
  %f1263 = linalg.fill ins(%c0 : f32) outs(%e1262 : tensor<80xf32>) -> tensor<80xf32>
  %g1267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1261 : tensor<10x80x14x14xf32>) outs(%f1263 : tensor<80xf32>) {
  ^bb0(%a1264: f32, %o1265: f32):
    %b1266 = arith.addf %a1264, %o1265 : f32
    linalg.yield %b1266 : f32
  } -> tensor<80xf32>
  %e1268 = tensor.empty() : tensor<80xf32>
  %g1272 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1267 : tensor<80xf32>) outs(%e1268 : tensor<80xf32>) {
  ^bb0(%a1269: f32, %o1270: f32):
    %b1271 = arith.divf %a1269, %c6 : f32
    linalg.yield %b1271 : f32
  } -> tensor<80xf32>
  %e1276 = tensor.empty() : tensor<10x80x14x14xf32>
  %g1289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1242, %g1253, %g1272, %blocks_6_project_conv_1_weight, %blocks_6_project_conv_1_bias : tensor<10x80x14x14xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>, tensor<80xf32>) outs(%e1276 : tensor<10x80x14x14xf32>) {
  ^bb0(%a1277: f32, %a1278: f32, %a1279: f32, %a1280: f32, %a1281: f32, %o1282: f32):
    %b1283 = arith.addf %a1279, %c2 : f32
    %b1284 = math.sqrt %b1283 : f32
    %b1285 = arith.subf %a1277, %a1278 : f32
    %b1286 = arith.divf %b1285, %b1284 : f32
    %b1287 = arith.mulf %b1286, %a1280 : f32
    %b1288 = arith.addf %b1287, %a1281 : f32
    linalg.yield %b1288 : f32
  } -> tensor<10x80x14x14xf32>
  %e1290 = tensor.empty() : tensor<10x80x14x14xf32>
  %g1295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1289, %g1114 : tensor<10x80x14x14xf32>, tensor<10x80x14x14xf32>) outs(%e1290 : tensor<10x80x14x14xf32>) {
  ^bb0(%a1291: f32, %a1292: f32, %o1293: f32):
    %b1294 = arith.addf %a1291, %a1292 : f32
    linalg.yield %b1294 : f32
  } -> tensor<10x80x14x14xf32>
  %e1296 = tensor.empty() : tensor<10x480x14x14xf32>
  %f1297 = linalg.fill ins(%c0 : f32) outs(%e1296 : tensor<10x480x14x14xf32>) -> tensor<10x480x14x14xf32>
  %conv1298 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1295, %blocks_7_expand_conv_0_weight : tensor<10x80x14x14xf32>, tensor<480x80x1x1xf32>) outs(%f1297 : tensor<10x480x14x14xf32>) -> tensor<10x480x14x14xf32>
  %e1299 = tensor.empty() : tensor<480xf32>
  %f1300 = linalg.fill ins(%c0 : f32) outs(%e1299 : tensor<480xf32>) -> tensor<480xf32>
  %g1304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1298 : tensor<10x480x14x14xf32>) outs(%f1300 : tensor<480xf32>) {
  ^bb0(%a1301: f32, %o1302: f32):
    %b1303 = arith.addf %a1301, %o1302 : f32
    linalg.yield %b1303 : f32
  } -> tensor<480xf32>
  %e1305 = tensor.empty() : tensor<480xf32>
  %g1309 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1304 : tensor<480xf32>) outs(%e1305 : tensor<480xf32>) {
  ^bb0(%a1306: f32, %o1307: f32):
    %b1308 = arith.divf %a1306, %c6 : f32
    linalg.yield %b1308 : f32
  } -> tensor<480xf32>
  %e1311 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1298, %g1309 : tensor<10x480x14x14xf32>, tensor<480xf32>) outs(%e1311 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1312: f32, %a1313: f32, %o1314: f32):
    %b1315 = arith.subf %a1312, %a1313 : f32
    %b1316 = arith.mulf %b1315, %b1315 : f32
    linalg.yield %b1316 : f32
  } -> tensor<10x480x14x14xf32>
  %e1318 = tensor.empty() : tensor<480xf32>
  %f1319 = linalg.fill ins(%c0 : f32) outs(%e1318 : tensor<480xf32>) -> tensor<480xf32>
  %g1323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1317 : tensor<10x480x14x14xf32>) outs(%f1319 : tensor<480xf32>) {
  ^bb0(%a1320: f32, %o1321: f32):
    %b1322 = arith.addf %a1320, %o1321 : f32
    linalg.yield %b1322 : f32
  } -> tensor<480xf32>
  %e1324 = tensor.empty() : tensor<480xf32>
  %g1328 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1323 : tensor<480xf32>) outs(%e1324 : tensor<480xf32>) {
  ^bb0(%a1325: f32, %o1326: f32):
    %b1327 = arith.divf %a1325, %c6 : f32
    linalg.yield %b1327 : f32
  } -> tensor<480xf32>
  %e1332 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1298, %g1309, %g1328, %blocks_7_expand_conv_1_weight, %blocks_7_expand_conv_1_bias : tensor<10x480x14x14xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1332 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1333: f32, %a1334: f32, %a1335: f32, %a1336: f32, %a1337: f32, %o1338: f32):
    %b1339 = arith.addf %a1335, %c2 : f32
    %b1340 = math.sqrt %b1339 : f32
    %b1341 = arith.subf %a1333, %a1334 : f32
    %b1342 = arith.divf %b1341, %b1340 : f32
    %b1343 = arith.mulf %b1342, %a1336 : f32
    %b1344 = arith.addf %b1343, %a1337 : f32
    linalg.yield %b1344 : f32
  } -> tensor<10x480x14x14xf32>
  %e1346 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1345 : tensor<10x480x14x14xf32>) outs(%e1346 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1347: f32, %o1348: f32):
    %b1349 = arith.maximumf %a1347, %c0 : f32
    %b1350 = arith.minimumf %b1349, %c3 : f32
    linalg.yield %b1350 : f32
  } -> tensor<10x480x14x14xf32>
  %e1352 = tensor.empty() : tensor<10x480x18x18xf32>
  %f1353 = linalg.fill ins(%c0 : f32) outs(%e1352 : tensor<10x480x18x18xf32>) -> tensor<10x480x18x18xf32>
  %g1356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1351 : tensor<10x480x14x14xf32>) outs(%f1353 : tensor<10x480x18x18xf32>) {
  ^bb0(%a1354: f32, %o1355: f32):
    linalg.yield %a1354 : f32
  } -> tensor<10x480x18x18xf32>
  %r1357 = tensor.expand_shape %blocks_7_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [480, 1, 1, 5, 5] : tensor<480x1x5x5xf32> into tensor<480x1x1x5x5xf32>
  %r1358 = tensor.expand_shape %g1356 [[0], [1], [2, 3], [4]] output_shape [10, 480, 1, 18, 18] : tensor<10x480x18x18xf32> into tensor<10x480x1x18x18xf32>
  %e1359 = tensor.empty() : tensor<10x480x1x14x14xf32>
  %f1360 = linalg.fill ins(%c0 : f32) outs(%e1359 : tensor<10x480x1x14x14xf32>) -> tensor<10x480x1x14x14xf32>
  %g1366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1358, %r1357 : tensor<10x480x1x18x18xf32>, tensor<480x1x1x5x5xf32>) outs(%f1360 : tensor<10x480x1x14x14xf32>) {
  ^bb0(%a1361: f32, %a1362: f32, %o1363: f32):
    %b1364 = arith.mulf %a1361, %a1362 : f32
    %b1365 = arith.addf %o1363, %b1364 : f32
    linalg.yield %b1365 : f32
  } -> tensor<10x480x1x14x14xf32>
  %r1367 = tensor.collapse_shape %g1366 [[0], [1], [2, 3], [4]] : tensor<10x480x1x14x14xf32> into tensor<10x480x14x14xf32>
  %e1368 = tensor.empty() : tensor<480xf32>
  %f1369 = linalg.fill ins(%c0 : f32) outs(%e1368 : tensor<480xf32>) -> tensor<480xf32>
  %g1373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1367 : tensor<10x480x14x14xf32>) outs(%f1369 : tensor<480xf32>) {
  ^bb0(%a1370: f32, %o1371: f32):
    %b1372 = arith.addf %a1370, %o1371 : f32
    linalg.yield %b1372 : f32
  } -> tensor<480xf32>
  %e1374 = tensor.empty() : tensor<480xf32>
  %g1378 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1373 : tensor<480xf32>) outs(%e1374 : tensor<480xf32>) {
  ^bb0(%a1375: f32, %o1376: f32):
    %b1377 = arith.divf %a1375, %c6 : f32
    linalg.yield %b1377 : f32
  } -> tensor<480xf32>
  %e1380 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1367, %g1378 : tensor<10x480x14x14xf32>, tensor<480xf32>) outs(%e1380 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1381: f32, %a1382: f32, %o1383: f32):
    %b1384 = arith.subf %a1381, %a1382 : f32
    %b1385 = arith.mulf %b1384, %b1384 : f32
    linalg.yield %b1385 : f32
  } -> tensor<10x480x14x14xf32>
  %e1387 = tensor.empty() : tensor<480xf32>
  %f1388 = linalg.fill ins(%c0 : f32) outs(%e1387 : tensor<480xf32>) -> tensor<480xf32>
  %g1392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1386 : tensor<10x480x14x14xf32>) outs(%f1388 : tensor<480xf32>) {
  ^bb0(%a1389: f32, %o1390: f32):
    %b1391 = arith.addf %a1389, %o1390 : f32
    linalg.yield %b1391 : f32
  } -> tensor<480xf32>
  %e1393 = tensor.empty() : tensor<480xf32>
  %g1397 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1392 : tensor<480xf32>) outs(%e1393 : tensor<480xf32>) {
  ^bb0(%a1394: f32, %o1395: f32):
    %b1396 = arith.divf %a1394, %c6 : f32
    linalg.yield %b1396 : f32
  } -> tensor<480xf32>
  %e1401 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1367, %g1378, %g1397, %blocks_7_depthwise_conv_1_weight, %blocks_7_depthwise_conv_1_bias : tensor<10x480x14x14xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1401 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1402: f32, %a1403: f32, %a1404: f32, %a1405: f32, %a1406: f32, %o1407: f32):
    %b1408 = arith.addf %a1404, %c2 : f32
    %b1409 = math.sqrt %b1408 : f32
    %b1410 = arith.subf %a1402, %a1403 : f32
    %b1411 = arith.divf %b1410, %b1409 : f32
    %b1412 = arith.mulf %b1411, %a1405 : f32
    %b1413 = arith.addf %b1412, %a1406 : f32
    linalg.yield %b1413 : f32
  } -> tensor<10x480x14x14xf32>
  %e1415 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1414 : tensor<10x480x14x14xf32>) outs(%e1415 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1416: f32, %o1417: f32):
    %b1418 = arith.maximumf %a1416, %c0 : f32
    %b1419 = arith.minimumf %b1418, %c3 : f32
    linalg.yield %b1419 : f32
  } -> tensor<10x480x14x14xf32>
  %e1421 = tensor.empty() : tensor<10x112x14x14xf32>
  %f1422 = linalg.fill ins(%c0 : f32) outs(%e1421 : tensor<10x112x14x14xf32>) -> tensor<10x112x14x14xf32>
  %conv1423 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1420, %blocks_7_project_conv_0_weight : tensor<10x480x14x14xf32>, tensor<112x480x1x1xf32>) outs(%f1422 : tensor<10x112x14x14xf32>) -> tensor<10x112x14x14xf32>
  %e1424 = tensor.empty() : tensor<112xf32>
  %f1425 = linalg.fill ins(%c0 : f32) outs(%e1424 : tensor<112xf32>) -> tensor<112xf32>
  %g1429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1423 : tensor<10x112x14x14xf32>) outs(%f1425 : tensor<112xf32>) {
  ^bb0(%a1426: f32, %o1427: f32):
    %b1428 = arith.addf %a1426, %o1427 : f32
    linalg.yield %b1428 : f32
  } -> tensor<112xf32>
  %e1430 = tensor.empty() : tensor<112xf32>
  %g1434 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1429 : tensor<112xf32>) outs(%e1430 : tensor<112xf32>) {
  ^bb0(%a1431: f32, %o1432: f32):
    %b1433 = arith.divf %a1431, %c6 : f32
    linalg.yield %b1433 : f32
  } -> tensor<112xf32>
  %e1436 = tensor.empty() : tensor<10x112x14x14xf32>
  %g1442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1423, %g1434 : tensor<10x112x14x14xf32>, tensor<112xf32>) outs(%e1436 : tensor<10x112x14x14xf32>) {
  ^bb0(%a1437: f32, %a1438: f32, %o1439: f32):
    %b1440 = arith.subf %a1437, %a1438 : f32
    %b1441 = arith.mulf %b1440, %b1440 : f32
    linalg.yield %b1441 : f32
  } -> tensor<10x112x14x14xf32>
  %e1443 = tensor.empty() : tensor<112xf32>
  %f1444 = linalg.fill ins(%c0 : f32) outs(%e1443 : tensor<112xf32>) -> tensor<112xf32>
  %g1448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1442 : tensor<10x112x14x14xf32>) outs(%f1444 : tensor<112xf32>) {
  ^bb0(%a1445: f32, %o1446: f32):
    %b1447 = arith.addf %a1445, %o1446 : f32
    linalg.yield %b1447 : f32
  } -> tensor<112xf32>
  %e1449 = tensor.empty() : tensor<112xf32>
  %g1453 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1448 : tensor<112xf32>) outs(%e1449 : tensor<112xf32>) {
  ^bb0(%a1450: f32, %o1451: f32):
    %b1452 = arith.divf %a1450, %c6 : f32
    linalg.yield %b1452 : f32
  } -> tensor<112xf32>
  %e1457 = tensor.empty() : tensor<10x112x14x14xf32>
  %g1470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1423, %g1434, %g1453, %blocks_7_project_conv_1_weight, %blocks_7_project_conv_1_bias : tensor<10x112x14x14xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>) outs(%e1457 : tensor<10x112x14x14xf32>) {
  ^bb0(%a1458: f32, %a1459: f32, %a1460: f32, %a1461: f32, %a1462: f32, %o1463: f32):
    %b1464 = arith.addf %a1460, %c2 : f32
    %b1465 = math.sqrt %b1464 : f32
    %b1466 = arith.subf %a1458, %a1459 : f32
    %b1467 = arith.divf %b1466, %b1465 : f32
    %b1468 = arith.mulf %b1467, %a1461 : f32
    %b1469 = arith.addf %b1468, %a1462 : f32
    linalg.yield %b1469 : f32
  } -> tensor<10x112x14x14xf32>
  %e1471 = tensor.empty() : tensor<10x672x14x14xf32>
  %f1472 = linalg.fill ins(%c0 : f32) outs(%e1471 : tensor<10x672x14x14xf32>) -> tensor<10x672x14x14xf32>
  %conv1473 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1470, %blocks_8_expand_conv_0_weight : tensor<10x112x14x14xf32>, tensor<672x112x1x1xf32>) outs(%f1472 : tensor<10x672x14x14xf32>) -> tensor<10x672x14x14xf32>
  %e1474 = tensor.empty() : tensor<672xf32>
  %f1475 = linalg.fill ins(%c0 : f32) outs(%e1474 : tensor<672xf32>) -> tensor<672xf32>
  %g1479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1473 : tensor<10x672x14x14xf32>) outs(%f1475 : tensor<672xf32>) {
  ^bb0(%a1476: f32, %o1477: f32):
    %b1478 = arith.addf %a1476, %o1477 : f32
    linalg.yield %b1478 : f32
  } -> tensor<672xf32>
  %e1480 = tensor.empty() : tensor<672xf32>
  %g1484 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1479 : tensor<672xf32>) outs(%e1480 : tensor<672xf32>) {
  ^bb0(%a1481: f32, %o1482: f32):
    %b1483 = arith.divf %a1481, %c6 : f32
    linalg.yield %b1483 : f32
  } -> tensor<672xf32>
  %e1486 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1473, %g1484 : tensor<10x672x14x14xf32>, tensor<672xf32>) outs(%e1486 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1487: f32, %a1488: f32, %o1489: f32):
    %b1490 = arith.subf %a1487, %a1488 : f32
    %b1491 = arith.mulf %b1490, %b1490 : f32
    linalg.yield %b1491 : f32
  } -> tensor<10x672x14x14xf32>
  %e1493 = tensor.empty() : tensor<672xf32>
  %f1494 = linalg.fill ins(%c0 : f32) outs(%e1493 : tensor<672xf32>) -> tensor<672xf32>
  %g1498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1492 : tensor<10x672x14x14xf32>) outs(%f1494 : tensor<672xf32>) {
  ^bb0(%a1495: f32, %o1496: f32):
    %b1497 = arith.addf %a1495, %o1496 : f32
    linalg.yield %b1497 : f32
  } -> tensor<672xf32>
  %e1499 = tensor.empty() : tensor<672xf32>
  %g1503 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1498 : tensor<672xf32>) outs(%e1499 : tensor<672xf32>) {
  ^bb0(%a1500: f32, %o1501: f32):
    %b1502 = arith.divf %a1500, %c6 : f32
    linalg.yield %b1502 : f32
  } -> tensor<672xf32>
  %e1507 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1473, %g1484, %g1503, %blocks_8_expand_conv_1_weight, %blocks_8_expand_conv_1_bias : tensor<10x672x14x14xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e1507 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1508: f32, %a1509: f32, %a1510: f32, %a1511: f32, %a1512: f32, %o1513: f32):
    %b1514 = arith.addf %a1510, %c2 : f32
    %b1515 = math.sqrt %b1514 : f32
    %b1516 = arith.subf %a1508, %a1509 : f32
    %b1517 = arith.divf %b1516, %b1515 : f32
    %b1518 = arith.mulf %b1517, %a1511 : f32
    %b1519 = arith.addf %b1518, %a1512 : f32
    linalg.yield %b1519 : f32
  } -> tensor<10x672x14x14xf32>
  %e1521 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1520 : tensor<10x672x14x14xf32>) outs(%e1521 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1522: f32, %o1523: f32):
    %b1524 = arith.maximumf %a1522, %c0 : f32
    %b1525 = arith.minimumf %b1524, %c3 : f32
    linalg.yield %b1525 : f32
  } -> tensor<10x672x14x14xf32>
  %e1527 = tensor.empty() : tensor<10x672x18x18xf32>
  %f1528 = linalg.fill ins(%c0 : f32) outs(%e1527 : tensor<10x672x18x18xf32>) -> tensor<10x672x18x18xf32>
  %g1531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1526 : tensor<10x672x14x14xf32>) outs(%f1528 : tensor<10x672x18x18xf32>) {
  ^bb0(%a1529: f32, %o1530: f32):
    linalg.yield %a1529 : f32
  } -> tensor<10x672x18x18xf32>
  %r1532 = tensor.expand_shape %blocks_8_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [672, 1, 1, 5, 5] : tensor<672x1x5x5xf32> into tensor<672x1x1x5x5xf32>
  %r1533 = tensor.expand_shape %g1531 [[0], [1], [2, 3], [4]] output_shape [10, 672, 1, 18, 18] : tensor<10x672x18x18xf32> into tensor<10x672x1x18x18xf32>
  %e1534 = tensor.empty() : tensor<10x672x1x14x14xf32>
  %f1535 = linalg.fill ins(%c0 : f32) outs(%e1534 : tensor<10x672x1x14x14xf32>) -> tensor<10x672x1x14x14xf32>
  %g1541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1533, %r1532 : tensor<10x672x1x18x18xf32>, tensor<672x1x1x5x5xf32>) outs(%f1535 : tensor<10x672x1x14x14xf32>) {
  ^bb0(%a1536: f32, %a1537: f32, %o1538: f32):
    %b1539 = arith.mulf %a1536, %a1537 : f32
    %b1540 = arith.addf %o1538, %b1539 : f32
    linalg.yield %b1540 : f32
  } -> tensor<10x672x1x14x14xf32>
  %r1542 = tensor.collapse_shape %g1541 [[0], [1], [2, 3], [4]] : tensor<10x672x1x14x14xf32> into tensor<10x672x14x14xf32>
  %e1543 = tensor.empty() : tensor<672xf32>
  %f1544 = linalg.fill ins(%c0 : f32) outs(%e1543 : tensor<672xf32>) -> tensor<672xf32>
  %g1548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1542 : tensor<10x672x14x14xf32>) outs(%f1544 : tensor<672xf32>) {
  ^bb0(%a1545: f32, %o1546: f32):
    %b1547 = arith.addf %a1545, %o1546 : f32
    linalg.yield %b1547 : f32
  } -> tensor<672xf32>
  %e1549 = tensor.empty() : tensor<672xf32>
  %g1553 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1548 : tensor<672xf32>) outs(%e1549 : tensor<672xf32>) {
  ^bb0(%a1550: f32, %o1551: f32):
    %b1552 = arith.divf %a1550, %c6 : f32
    linalg.yield %b1552 : f32
  } -> tensor<672xf32>
  %e1555 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1542, %g1553 : tensor<10x672x14x14xf32>, tensor<672xf32>) outs(%e1555 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1556: f32, %a1557: f32, %o1558: f32):
    %b1559 = arith.subf %a1556, %a1557 : f32
    %b1560 = arith.mulf %b1559, %b1559 : f32
    linalg.yield %b1560 : f32
  } -> tensor<10x672x14x14xf32>
  %e1562 = tensor.empty() : tensor<672xf32>
  %f1563 = linalg.fill ins(%c0 : f32) outs(%e1562 : tensor<672xf32>) -> tensor<672xf32>
  %g1567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1561 : tensor<10x672x14x14xf32>) outs(%f1563 : tensor<672xf32>) {
  ^bb0(%a1564: f32, %o1565: f32):
    %b1566 = arith.addf %a1564, %o1565 : f32
    linalg.yield %b1566 : f32
  } -> tensor<672xf32>
  %e1568 = tensor.empty() : tensor<672xf32>
  %g1572 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1567 : tensor<672xf32>) outs(%e1568 : tensor<672xf32>) {
  ^bb0(%a1569: f32, %o1570: f32):
    %b1571 = arith.divf %a1569, %c6 : f32
    linalg.yield %b1571 : f32
  } -> tensor<672xf32>
  %e1576 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1542, %g1553, %g1572, %blocks_8_depthwise_conv_1_weight, %blocks_8_depthwise_conv_1_bias : tensor<10x672x14x14xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e1576 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1577: f32, %a1578: f32, %a1579: f32, %a1580: f32, %a1581: f32, %o1582: f32):
    %b1583 = arith.addf %a1579, %c2 : f32
    %b1584 = math.sqrt %b1583 : f32
    %b1585 = arith.subf %a1577, %a1578 : f32
    %b1586 = arith.divf %b1585, %b1584 : f32
    %b1587 = arith.mulf %b1586, %a1580 : f32
    %b1588 = arith.addf %b1587, %a1581 : f32
    linalg.yield %b1588 : f32
  } -> tensor<10x672x14x14xf32>
  %e1590 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1589 : tensor<10x672x14x14xf32>) outs(%e1590 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1591: f32, %o1592: f32):
    %b1593 = arith.maximumf %a1591, %c0 : f32
    %b1594 = arith.minimumf %b1593, %c3 : f32
    linalg.yield %b1594 : f32
  } -> tensor<10x672x14x14xf32>
  %e1596 = tensor.empty() : tensor<10x112x14x14xf32>
  %f1597 = linalg.fill ins(%c0 : f32) outs(%e1596 : tensor<10x112x14x14xf32>) -> tensor<10x112x14x14xf32>
  %conv1598 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1595, %blocks_8_project_conv_0_weight : tensor<10x672x14x14xf32>, tensor<112x672x1x1xf32>) outs(%f1597 : tensor<10x112x14x14xf32>) -> tensor<10x112x14x14xf32>
  %e1599 = tensor.empty() : tensor<112xf32>
  %f1600 = linalg.fill ins(%c0 : f32) outs(%e1599 : tensor<112xf32>) -> tensor<112xf32>
  %g1604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1598 : tensor<10x112x14x14xf32>) outs(%f1600 : tensor<112xf32>) {
  ^bb0(%a1601: f32, %o1602: f32):
    %b1603 = arith.addf %a1601, %o1602 : f32
    linalg.yield %b1603 : f32
  } -> tensor<112xf32>
  %e1605 = tensor.empty() : tensor<112xf32>
  %g1609 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1604 : tensor<112xf32>) outs(%e1605 : tensor<112xf32>) {
  ^bb0(%a1606: f32, %o1607: f32):
    %b1608 = arith.divf %a1606, %c6 : f32
    linalg.yield %b1608 : f32
  } -> tensor<112xf32>
  %e1611 = tensor.empty() : tensor<10x112x14x14xf32>
  %g1617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1598, %g1609 : tensor<10x112x14x14xf32>, tensor<112xf32>) outs(%e1611 : tensor<10x112x14x14xf32>) {
  ^bb0(%a1612: f32, %a1613: f32, %o1614: f32):
    %b1615 = arith.subf %a1612, %a1613 : f32
    %b1616 = arith.mulf %b1615, %b1615 : f32
    linalg.yield %b1616 : f32
  } -> tensor<10x112x14x14xf32>
  %e1618 = tensor.empty() : tensor<112xf32>
  %f1619 = linalg.fill ins(%c0 : f32) outs(%e1618 : tensor<112xf32>) -> tensor<112xf32>
  %g1623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1617 : tensor<10x112x14x14xf32>) outs(%f1619 : tensor<112xf32>) {
  ^bb0(%a1620: f32, %o1621: f32):
    %b1622 = arith.addf %a1620, %o1621 : f32
    linalg.yield %b1622 : f32
  } -> tensor<112xf32>
  %e1624 = tensor.empty() : tensor<112xf32>
  %g1628 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1623 : tensor<112xf32>) outs(%e1624 : tensor<112xf32>) {
  ^bb0(%a1625: f32, %o1626: f32):
    %b1627 = arith.divf %a1625, %c6 : f32
    linalg.yield %b1627 : f32
  } -> tensor<112xf32>
  %e1632 = tensor.empty() : tensor<10x112x14x14xf32>
  %g1645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1598, %g1609, %g1628, %blocks_8_project_conv_1_weight, %blocks_8_project_conv_1_bias : tensor<10x112x14x14xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>, tensor<112xf32>) outs(%e1632 : tensor<10x112x14x14xf32>) {
  ^bb0(%a1633: f32, %a1634: f32, %a1635: f32, %a1636: f32, %a1637: f32, %o1638: f32):
    %b1639 = arith.addf %a1635, %c2 : f32
    %b1640 = math.sqrt %b1639 : f32
    %b1641 = arith.subf %a1633, %a1634 : f32
    %b1642 = arith.divf %b1641, %b1640 : f32
    %b1643 = arith.mulf %b1642, %a1636 : f32
    %b1644 = arith.addf %b1643, %a1637 : f32
    linalg.yield %b1644 : f32
  } -> tensor<10x112x14x14xf32>
  %e1646 = tensor.empty() : tensor<10x112x14x14xf32>
  %g1651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1645, %g1470 : tensor<10x112x14x14xf32>, tensor<10x112x14x14xf32>) outs(%e1646 : tensor<10x112x14x14xf32>) {
  ^bb0(%a1647: f32, %a1648: f32, %o1649: f32):
    %b1650 = arith.addf %a1647, %a1648 : f32
    linalg.yield %b1650 : f32
  } -> tensor<10x112x14x14xf32>
  %e1652 = tensor.empty() : tensor<10x672x14x14xf32>
  %f1653 = linalg.fill ins(%c0 : f32) outs(%e1652 : tensor<10x672x14x14xf32>) -> tensor<10x672x14x14xf32>
  %conv1654 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1651, %blocks_9_expand_conv_0_weight : tensor<10x112x14x14xf32>, tensor<672x112x1x1xf32>) outs(%f1653 : tensor<10x672x14x14xf32>) -> tensor<10x672x14x14xf32>
  %e1655 = tensor.empty() : tensor<672xf32>
  %f1656 = linalg.fill ins(%c0 : f32) outs(%e1655 : tensor<672xf32>) -> tensor<672xf32>
  %g1660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1654 : tensor<10x672x14x14xf32>) outs(%f1656 : tensor<672xf32>) {
  ^bb0(%a1657: f32, %o1658: f32):
    %b1659 = arith.addf %a1657, %o1658 : f32
    linalg.yield %b1659 : f32
  } -> tensor<672xf32>
  %e1661 = tensor.empty() : tensor<672xf32>
  %g1665 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1660 : tensor<672xf32>) outs(%e1661 : tensor<672xf32>) {
  ^bb0(%a1662: f32, %o1663: f32):
    %b1664 = arith.divf %a1662, %c6 : f32
    linalg.yield %b1664 : f32
  } -> tensor<672xf32>
  %e1667 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1654, %g1665 : tensor<10x672x14x14xf32>, tensor<672xf32>) outs(%e1667 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1668: f32, %a1669: f32, %o1670: f32):
    %b1671 = arith.subf %a1668, %a1669 : f32
    %b1672 = arith.mulf %b1671, %b1671 : f32
    linalg.yield %b1672 : f32
  } -> tensor<10x672x14x14xf32>
  %e1674 = tensor.empty() : tensor<672xf32>
  %f1675 = linalg.fill ins(%c0 : f32) outs(%e1674 : tensor<672xf32>) -> tensor<672xf32>
  %g1679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1673 : tensor<10x672x14x14xf32>) outs(%f1675 : tensor<672xf32>) {
  ^bb0(%a1676: f32, %o1677: f32):
    %b1678 = arith.addf %a1676, %o1677 : f32
    linalg.yield %b1678 : f32
  } -> tensor<672xf32>
  %e1680 = tensor.empty() : tensor<672xf32>
  %g1684 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1679 : tensor<672xf32>) outs(%e1680 : tensor<672xf32>) {
  ^bb0(%a1681: f32, %o1682: f32):
    %b1683 = arith.divf %a1681, %c6 : f32
    linalg.yield %b1683 : f32
  } -> tensor<672xf32>
  %e1688 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1654, %g1665, %g1684, %blocks_9_expand_conv_1_weight, %blocks_9_expand_conv_1_bias : tensor<10x672x14x14xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e1688 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1689: f32, %a1690: f32, %a1691: f32, %a1692: f32, %a1693: f32, %o1694: f32):
    %b1695 = arith.addf %a1691, %c2 : f32
    %b1696 = math.sqrt %b1695 : f32
    %b1697 = arith.subf %a1689, %a1690 : f32
    %b1698 = arith.divf %b1697, %b1696 : f32
    %b1699 = arith.mulf %b1698, %a1692 : f32
    %b1700 = arith.addf %b1699, %a1693 : f32
    linalg.yield %b1700 : f32
  } -> tensor<10x672x14x14xf32>
  %e1702 = tensor.empty() : tensor<10x672x14x14xf32>
  %g1707 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1701 : tensor<10x672x14x14xf32>) outs(%e1702 : tensor<10x672x14x14xf32>) {
  ^bb0(%a1703: f32, %o1704: f32):
    %b1705 = arith.maximumf %a1703, %c0 : f32
    %b1706 = arith.minimumf %b1705, %c3 : f32
    linalg.yield %b1706 : f32
  } -> tensor<10x672x14x14xf32>
  %e1708 = tensor.empty() : tensor<10x672x18x18xf32>
  %f1709 = linalg.fill ins(%c0 : f32) outs(%e1708 : tensor<10x672x18x18xf32>) -> tensor<10x672x18x18xf32>
  %g1712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1707 : tensor<10x672x14x14xf32>) outs(%f1709 : tensor<10x672x18x18xf32>) {
  ^bb0(%a1710: f32, %o1711: f32):
    linalg.yield %a1710 : f32
  } -> tensor<10x672x18x18xf32>
  %r1713 = tensor.expand_shape %blocks_9_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [672, 1, 1, 5, 5] : tensor<672x1x5x5xf32> into tensor<672x1x1x5x5xf32>
  %r1714 = tensor.expand_shape %g1712 [[0], [1], [2, 3], [4]] output_shape [10, 672, 1, 18, 18] : tensor<10x672x18x18xf32> into tensor<10x672x1x18x18xf32>
  %e1715 = tensor.empty() : tensor<10x672x1x7x7xf32>
  %f1716 = linalg.fill ins(%c0 : f32) outs(%e1715 : tensor<10x672x1x7x7xf32>) -> tensor<10x672x1x7x7xf32>
  %g1722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1714, %r1713 : tensor<10x672x1x18x18xf32>, tensor<672x1x1x5x5xf32>) outs(%f1716 : tensor<10x672x1x7x7xf32>) {
  ^bb0(%a1717: f32, %a1718: f32, %o1719: f32):
    %b1720 = arith.mulf %a1717, %a1718 : f32
    %b1721 = arith.addf %o1719, %b1720 : f32
    linalg.yield %b1721 : f32
  } -> tensor<10x672x1x7x7xf32>
  %r1723 = tensor.collapse_shape %g1722 [[0], [1], [2, 3], [4]] : tensor<10x672x1x7x7xf32> into tensor<10x672x7x7xf32>
  %e1724 = tensor.empty() : tensor<672xf32>
  %f1725 = linalg.fill ins(%c0 : f32) outs(%e1724 : tensor<672xf32>) -> tensor<672xf32>
  %g1729 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1723 : tensor<10x672x7x7xf32>) outs(%f1725 : tensor<672xf32>) {
  ^bb0(%a1726: f32, %o1727: f32):
    %b1728 = arith.addf %a1726, %o1727 : f32
    linalg.yield %b1728 : f32
  } -> tensor<672xf32>
  %e1730 = tensor.empty() : tensor<672xf32>
  %g1734 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1729 : tensor<672xf32>) outs(%e1730 : tensor<672xf32>) {
  ^bb0(%a1731: f32, %o1732: f32):
    %b1733 = arith.divf %a1731, %c7 : f32
    linalg.yield %b1733 : f32
  } -> tensor<672xf32>
  %e1736 = tensor.empty() : tensor<10x672x7x7xf32>
  %g1742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1723, %g1734 : tensor<10x672x7x7xf32>, tensor<672xf32>) outs(%e1736 : tensor<10x672x7x7xf32>) {
  ^bb0(%a1737: f32, %a1738: f32, %o1739: f32):
    %b1740 = arith.subf %a1737, %a1738 : f32
    %b1741 = arith.mulf %b1740, %b1740 : f32
    linalg.yield %b1741 : f32
  } -> tensor<10x672x7x7xf32>
  %e1743 = tensor.empty() : tensor<672xf32>
  %f1744 = linalg.fill ins(%c0 : f32) outs(%e1743 : tensor<672xf32>) -> tensor<672xf32>
  %g1748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1742 : tensor<10x672x7x7xf32>) outs(%f1744 : tensor<672xf32>) {
  ^bb0(%a1745: f32, %o1746: f32):
    %b1747 = arith.addf %a1745, %o1746 : f32
    linalg.yield %b1747 : f32
  } -> tensor<672xf32>
  %e1749 = tensor.empty() : tensor<672xf32>
  %g1753 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1748 : tensor<672xf32>) outs(%e1749 : tensor<672xf32>) {
  ^bb0(%a1750: f32, %o1751: f32):
    %b1752 = arith.divf %a1750, %c7 : f32
    linalg.yield %b1752 : f32
  } -> tensor<672xf32>
  %e1757 = tensor.empty() : tensor<10x672x7x7xf32>
  %g1770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1723, %g1734, %g1753, %blocks_9_depthwise_conv_1_weight, %blocks_9_depthwise_conv_1_bias : tensor<10x672x7x7xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e1757 : tensor<10x672x7x7xf32>) {
  ^bb0(%a1758: f32, %a1759: f32, %a1760: f32, %a1761: f32, %a1762: f32, %o1763: f32):
    %b1764 = arith.addf %a1760, %c2 : f32
    %b1765 = math.sqrt %b1764 : f32
    %b1766 = arith.subf %a1758, %a1759 : f32
    %b1767 = arith.divf %b1766, %b1765 : f32
    %b1768 = arith.mulf %b1767, %a1761 : f32
    %b1769 = arith.addf %b1768, %a1762 : f32
    linalg.yield %b1769 : f32
  } -> tensor<10x672x7x7xf32>
  %e1771 = tensor.empty() : tensor<10x672x7x7xf32>
  %g1776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1770 : tensor<10x672x7x7xf32>) outs(%e1771 : tensor<10x672x7x7xf32>) {
  ^bb0(%a1772: f32, %o1773: f32):
    %b1774 = arith.maximumf %a1772, %c0 : f32
    %b1775 = arith.minimumf %b1774, %c3 : f32
    linalg.yield %b1775 : f32
  } -> tensor<10x672x7x7xf32>
  %e1777 = tensor.empty() : tensor<10x192x7x7xf32>
  %f1778 = linalg.fill ins(%c0 : f32) outs(%e1777 : tensor<10x192x7x7xf32>) -> tensor<10x192x7x7xf32>
  %conv1779 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1776, %blocks_9_project_conv_0_weight : tensor<10x672x7x7xf32>, tensor<192x672x1x1xf32>) outs(%f1778 : tensor<10x192x7x7xf32>) -> tensor<10x192x7x7xf32>
  %e1780 = tensor.empty() : tensor<192xf32>
  %f1781 = linalg.fill ins(%c0 : f32) outs(%e1780 : tensor<192xf32>) -> tensor<192xf32>
  %g1785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1779 : tensor<10x192x7x7xf32>) outs(%f1781 : tensor<192xf32>) {
  ^bb0(%a1782: f32, %o1783: f32):
    %b1784 = arith.addf %a1782, %o1783 : f32
    linalg.yield %b1784 : f32
  } -> tensor<192xf32>
  %e1786 = tensor.empty() : tensor<192xf32>
  %g1790 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1785 : tensor<192xf32>) outs(%e1786 : tensor<192xf32>) {
  ^bb0(%a1787: f32, %o1788: f32):
    %b1789 = arith.divf %a1787, %c7 : f32
    linalg.yield %b1789 : f32
  } -> tensor<192xf32>
  %e1792 = tensor.empty() : tensor<10x192x7x7xf32>
  %g1798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1779, %g1790 : tensor<10x192x7x7xf32>, tensor<192xf32>) outs(%e1792 : tensor<10x192x7x7xf32>) {
  ^bb0(%a1793: f32, %a1794: f32, %o1795: f32):
    %b1796 = arith.subf %a1793, %a1794 : f32
    %b1797 = arith.mulf %b1796, %b1796 : f32
    linalg.yield %b1797 : f32
  } -> tensor<10x192x7x7xf32>
  %e1799 = tensor.empty() : tensor<192xf32>
  %f1800 = linalg.fill ins(%c0 : f32) outs(%e1799 : tensor<192xf32>) -> tensor<192xf32>
  %g1804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1798 : tensor<10x192x7x7xf32>) outs(%f1800 : tensor<192xf32>) {
  ^bb0(%a1801: f32, %o1802: f32):
    %b1803 = arith.addf %a1801, %o1802 : f32
    linalg.yield %b1803 : f32
  } -> tensor<192xf32>
  %e1805 = tensor.empty() : tensor<192xf32>
  %g1809 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1804 : tensor<192xf32>) outs(%e1805 : tensor<192xf32>) {
  ^bb0(%a1806: f32, %o1807: f32):
    %b1808 = arith.divf %a1806, %c7 : f32
    linalg.yield %b1808 : f32
  } -> tensor<192xf32>
  %e1813 = tensor.empty() : tensor<10x192x7x7xf32>
  %g1826 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1779, %g1790, %g1809, %blocks_9_project_conv_1_weight, %blocks_9_project_conv_1_bias : tensor<10x192x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1813 : tensor<10x192x7x7xf32>) {
  ^bb0(%a1814: f32, %a1815: f32, %a1816: f32, %a1817: f32, %a1818: f32, %o1819: f32):
    %b1820 = arith.addf %a1816, %c2 : f32
    %b1821 = math.sqrt %b1820 : f32
    %b1822 = arith.subf %a1814, %a1815 : f32
    %b1823 = arith.divf %b1822, %b1821 : f32
    %b1824 = arith.mulf %b1823, %a1817 : f32
    %b1825 = arith.addf %b1824, %a1818 : f32
    linalg.yield %b1825 : f32
  } -> tensor<10x192x7x7xf32>
  %e1827 = tensor.empty() : tensor<10x1152x7x7xf32>
  %f1828 = linalg.fill ins(%c0 : f32) outs(%e1827 : tensor<10x1152x7x7xf32>) -> tensor<10x1152x7x7xf32>
  %conv1829 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1826, %blocks_10_expand_conv_0_weight : tensor<10x192x7x7xf32>, tensor<1152x192x1x1xf32>) outs(%f1828 : tensor<10x1152x7x7xf32>) -> tensor<10x1152x7x7xf32>
  %e1830 = tensor.empty() : tensor<1152xf32>
  %f1831 = linalg.fill ins(%c0 : f32) outs(%e1830 : tensor<1152xf32>) -> tensor<1152xf32>
  %g1835 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1829 : tensor<10x1152x7x7xf32>) outs(%f1831 : tensor<1152xf32>) {
  ^bb0(%a1832: f32, %o1833: f32):
    %b1834 = arith.addf %a1832, %o1833 : f32
    linalg.yield %b1834 : f32
  } -> tensor<1152xf32>
  %e1836 = tensor.empty() : tensor<1152xf32>
  %g1840 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1835 : tensor<1152xf32>) outs(%e1836 : tensor<1152xf32>) {
  ^bb0(%a1837: f32, %o1838: f32):
    %b1839 = arith.divf %a1837, %c7 : f32
    linalg.yield %b1839 : f32
  } -> tensor<1152xf32>
  %e1842 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g1848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1829, %g1840 : tensor<10x1152x7x7xf32>, tensor<1152xf32>) outs(%e1842 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a1843: f32, %a1844: f32, %o1845: f32):
    %b1846 = arith.subf %a1843, %a1844 : f32
    %b1847 = arith.mulf %b1846, %b1846 : f32
    linalg.yield %b1847 : f32
  } -> tensor<10x1152x7x7xf32>
  %e1849 = tensor.empty() : tensor<1152xf32>
  %f1850 = linalg.fill ins(%c0 : f32) outs(%e1849 : tensor<1152xf32>) -> tensor<1152xf32>
  %g1854 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1848 : tensor<10x1152x7x7xf32>) outs(%f1850 : tensor<1152xf32>) {
  ^bb0(%a1851: f32, %o1852: f32):
    %b1853 = arith.addf %a1851, %o1852 : f32
    linalg.yield %b1853 : f32
  } -> tensor<1152xf32>
  %e1855 = tensor.empty() : tensor<1152xf32>
  %g1859 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1854 : tensor<1152xf32>) outs(%e1855 : tensor<1152xf32>) {
  ^bb0(%a1856: f32, %o1857: f32):
    %b1858 = arith.divf %a1856, %c7 : f32
    linalg.yield %b1858 : f32
  } -> tensor<1152xf32>
  %e1863 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g1876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1829, %g1840, %g1859, %blocks_10_expand_conv_1_weight, %blocks_10_expand_conv_1_bias : tensor<10x1152x7x7xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e1863 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a1864: f32, %a1865: f32, %a1866: f32, %a1867: f32, %a1868: f32, %o1869: f32):
    %b1870 = arith.addf %a1866, %c2 : f32
    %b1871 = math.sqrt %b1870 : f32
    %b1872 = arith.subf %a1864, %a1865 : f32
    %b1873 = arith.divf %b1872, %b1871 : f32
    %b1874 = arith.mulf %b1873, %a1867 : f32
    %b1875 = arith.addf %b1874, %a1868 : f32
    linalg.yield %b1875 : f32
  } -> tensor<10x1152x7x7xf32>
  %e1877 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g1882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1876 : tensor<10x1152x7x7xf32>) outs(%e1877 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a1878: f32, %o1879: f32):
    %b1880 = arith.maximumf %a1878, %c0 : f32
    %b1881 = arith.minimumf %b1880, %c3 : f32
    linalg.yield %b1881 : f32
  } -> tensor<10x1152x7x7xf32>
  %e1883 = tensor.empty() : tensor<10x1152x11x11xf32>
  %f1884 = linalg.fill ins(%c0 : f32) outs(%e1883 : tensor<10x1152x11x11xf32>) -> tensor<10x1152x11x11xf32>
  %g1887 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1882 : tensor<10x1152x7x7xf32>) outs(%f1884 : tensor<10x1152x11x11xf32>) {
  ^bb0(%a1885: f32, %o1886: f32):
    linalg.yield %a1885 : f32
  } -> tensor<10x1152x11x11xf32>
  %r1888 = tensor.expand_shape %blocks_10_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [1152, 1, 1, 5, 5] : tensor<1152x1x5x5xf32> into tensor<1152x1x1x5x5xf32>
  %r1889 = tensor.expand_shape %g1887 [[0], [1], [2, 3], [4]] output_shape [10, 1152, 1, 11, 11] : tensor<10x1152x11x11xf32> into tensor<10x1152x1x11x11xf32>
  %e1890 = tensor.empty() : tensor<10x1152x1x7x7xf32>
  %f1891 = linalg.fill ins(%c0 : f32) outs(%e1890 : tensor<10x1152x1x7x7xf32>) -> tensor<10x1152x1x7x7xf32>
  %g1897 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1889, %r1888 : tensor<10x1152x1x11x11xf32>, tensor<1152x1x1x5x5xf32>) outs(%f1891 : tensor<10x1152x1x7x7xf32>) {
  ^bb0(%a1892: f32, %a1893: f32, %o1894: f32):
    %b1895 = arith.mulf %a1892, %a1893 : f32
    %b1896 = arith.addf %o1894, %b1895 : f32
    linalg.yield %b1896 : f32
  } -> tensor<10x1152x1x7x7xf32>
  %r1898 = tensor.collapse_shape %g1897 [[0], [1], [2, 3], [4]] : tensor<10x1152x1x7x7xf32> into tensor<10x1152x7x7xf32>
  %e1899 = tensor.empty() : tensor<1152xf32>
  %f1900 = linalg.fill ins(%c0 : f32) outs(%e1899 : tensor<1152xf32>) -> tensor<1152xf32>
  %g1904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1898 : tensor<10x1152x7x7xf32>) outs(%f1900 : tensor<1152xf32>) {
  ^bb0(%a1901: f32, %o1902: f32):
    %b1903 = arith.addf %a1901, %o1902 : f32
    linalg.yield %b1903 : f32
  } -> tensor<1152xf32>
  %e1905 = tensor.empty() : tensor<1152xf32>
  %g1909 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1904 : tensor<1152xf32>) outs(%e1905 : tensor<1152xf32>) {
  ^bb0(%a1906: f32, %o1907: f32):
    %b1908 = arith.divf %a1906, %c7 : f32
    linalg.yield %b1908 : f32
  } -> tensor<1152xf32>
  %e1911 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g1917 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1898, %g1909 : tensor<10x1152x7x7xf32>, tensor<1152xf32>) outs(%e1911 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a1912: f32, %a1913: f32, %o1914: f32):
    %b1915 = arith.subf %a1912, %a1913 : f32
    %b1916 = arith.mulf %b1915, %b1915 : f32
    linalg.yield %b1916 : f32
  } -> tensor<10x1152x7x7xf32>
  %e1918 = tensor.empty() : tensor<1152xf32>
  %f1919 = linalg.fill ins(%c0 : f32) outs(%e1918 : tensor<1152xf32>) -> tensor<1152xf32>
  %g1923 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1917 : tensor<10x1152x7x7xf32>) outs(%f1919 : tensor<1152xf32>) {
  ^bb0(%a1920: f32, %o1921: f32):
    %b1922 = arith.addf %a1920, %o1921 : f32
    linalg.yield %b1922 : f32
  } -> tensor<1152xf32>
  %e1924 = tensor.empty() : tensor<1152xf32>
  %g1928 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1923 : tensor<1152xf32>) outs(%e1924 : tensor<1152xf32>) {
  ^bb0(%a1925: f32, %o1926: f32):
    %b1927 = arith.divf %a1925, %c7 : f32
    linalg.yield %b1927 : f32
  } -> tensor<1152xf32>
  %e1932 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g1945 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1898, %g1909, %g1928, %blocks_10_depthwise_conv_1_weight, %blocks_10_depthwise_conv_1_bias : tensor<10x1152x7x7xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e1932 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a1933: f32, %a1934: f32, %a1935: f32, %a1936: f32, %a1937: f32, %o1938: f32):
    %b1939 = arith.addf %a1935, %c2 : f32
    %b1940 = math.sqrt %b1939 : f32
    %b1941 = arith.subf %a1933, %a1934 : f32
    %b1942 = arith.divf %b1941, %b1940 : f32
    %b1943 = arith.mulf %b1942, %a1936 : f32
    %b1944 = arith.addf %b1943, %a1937 : f32
    linalg.yield %b1944 : f32
  } -> tensor<10x1152x7x7xf32>
  %e1946 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g1951 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1945 : tensor<10x1152x7x7xf32>) outs(%e1946 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a1947: f32, %o1948: f32):
    %b1949 = arith.maximumf %a1947, %c0 : f32
    %b1950 = arith.minimumf %b1949, %c3 : f32
    linalg.yield %b1950 : f32
  } -> tensor<10x1152x7x7xf32>
  %e1952 = tensor.empty() : tensor<10x192x7x7xf32>
  %f1953 = linalg.fill ins(%c0 : f32) outs(%e1952 : tensor<10x192x7x7xf32>) -> tensor<10x192x7x7xf32>
  %conv1954 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1951, %blocks_10_project_conv_0_weight : tensor<10x1152x7x7xf32>, tensor<192x1152x1x1xf32>) outs(%f1953 : tensor<10x192x7x7xf32>) -> tensor<10x192x7x7xf32>
  %e1955 = tensor.empty() : tensor<192xf32>
  %f1956 = linalg.fill ins(%c0 : f32) outs(%e1955 : tensor<192xf32>) -> tensor<192xf32>
  %g1960 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1954 : tensor<10x192x7x7xf32>) outs(%f1956 : tensor<192xf32>) {
  ^bb0(%a1957: f32, %o1958: f32):
    %b1959 = arith.addf %a1957, %o1958 : f32
    linalg.yield %b1959 : f32
  } -> tensor<192xf32>
  %e1961 = tensor.empty() : tensor<192xf32>
  %g1965 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1960 : tensor<192xf32>) outs(%e1961 : tensor<192xf32>) {
  ^bb0(%a1962: f32, %o1963: f32):
    %b1964 = arith.divf %a1962, %c7 : f32
    linalg.yield %b1964 : f32
  } -> tensor<192xf32>
  %e1967 = tensor.empty() : tensor<10x192x7x7xf32>
  %g1973 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1954, %g1965 : tensor<10x192x7x7xf32>, tensor<192xf32>) outs(%e1967 : tensor<10x192x7x7xf32>) {
  ^bb0(%a1968: f32, %a1969: f32, %o1970: f32):
    %b1971 = arith.subf %a1968, %a1969 : f32
    %b1972 = arith.mulf %b1971, %b1971 : f32
    linalg.yield %b1972 : f32
  } -> tensor<10x192x7x7xf32>
  %e1974 = tensor.empty() : tensor<192xf32>
  %f1975 = linalg.fill ins(%c0 : f32) outs(%e1974 : tensor<192xf32>) -> tensor<192xf32>
  %g1979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1973 : tensor<10x192x7x7xf32>) outs(%f1975 : tensor<192xf32>) {
  ^bb0(%a1976: f32, %o1977: f32):
    %b1978 = arith.addf %a1976, %o1977 : f32
    linalg.yield %b1978 : f32
  } -> tensor<192xf32>
  %e1980 = tensor.empty() : tensor<192xf32>
  %g1984 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1979 : tensor<192xf32>) outs(%e1980 : tensor<192xf32>) {
  ^bb0(%a1981: f32, %o1982: f32):
    %b1983 = arith.divf %a1981, %c7 : f32
    linalg.yield %b1983 : f32
  } -> tensor<192xf32>
  %e1988 = tensor.empty() : tensor<10x192x7x7xf32>
  %g2001 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1954, %g1965, %g1984, %blocks_10_project_conv_1_weight, %blocks_10_project_conv_1_bias : tensor<10x192x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1988 : tensor<10x192x7x7xf32>) {
  ^bb0(%a1989: f32, %a1990: f32, %a1991: f32, %a1992: f32, %a1993: f32, %o1994: f32):
    %b1995 = arith.addf %a1991, %c2 : f32
    %b1996 = math.sqrt %b1995 : f32
    %b1997 = arith.subf %a1989, %a1990 : f32
    %b1998 = arith.divf %b1997, %b1996 : f32
    %b1999 = arith.mulf %b1998, %a1992 : f32
    %b2000 = arith.addf %b1999, %a1993 : f32
    linalg.yield %b2000 : f32
  } -> tensor<10x192x7x7xf32>
  %e2002 = tensor.empty() : tensor<10x192x7x7xf32>
  %g2007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2001, %g1826 : tensor<10x192x7x7xf32>, tensor<10x192x7x7xf32>) outs(%e2002 : tensor<10x192x7x7xf32>) {
  ^bb0(%a2003: f32, %a2004: f32, %o2005: f32):
    %b2006 = arith.addf %a2003, %a2004 : f32
    linalg.yield %b2006 : f32
  } -> tensor<10x192x7x7xf32>
  %e2008 = tensor.empty() : tensor<10x1152x7x7xf32>
  %f2009 = linalg.fill ins(%c0 : f32) outs(%e2008 : tensor<10x1152x7x7xf32>) -> tensor<10x1152x7x7xf32>
  %conv2010 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2007, %blocks_11_expand_conv_0_weight : tensor<10x192x7x7xf32>, tensor<1152x192x1x1xf32>) outs(%f2009 : tensor<10x1152x7x7xf32>) -> tensor<10x1152x7x7xf32>
  %e2011 = tensor.empty() : tensor<1152xf32>
  %f2012 = linalg.fill ins(%c0 : f32) outs(%e2011 : tensor<1152xf32>) -> tensor<1152xf32>
  %g2016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2010 : tensor<10x1152x7x7xf32>) outs(%f2012 : tensor<1152xf32>) {
  ^bb0(%a2013: f32, %o2014: f32):
    %b2015 = arith.addf %a2013, %o2014 : f32
    linalg.yield %b2015 : f32
  } -> tensor<1152xf32>
  %e2017 = tensor.empty() : tensor<1152xf32>
  %g2021 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2016 : tensor<1152xf32>) outs(%e2017 : tensor<1152xf32>) {
  ^bb0(%a2018: f32, %o2019: f32):
    %b2020 = arith.divf %a2018, %c7 : f32
    linalg.yield %b2020 : f32
  } -> tensor<1152xf32>
  %e2023 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2029 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2010, %g2021 : tensor<10x1152x7x7xf32>, tensor<1152xf32>) outs(%e2023 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2024: f32, %a2025: f32, %o2026: f32):
    %b2027 = arith.subf %a2024, %a2025 : f32
    %b2028 = arith.mulf %b2027, %b2027 : f32
    linalg.yield %b2028 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2030 = tensor.empty() : tensor<1152xf32>
  %f2031 = linalg.fill ins(%c0 : f32) outs(%e2030 : tensor<1152xf32>) -> tensor<1152xf32>
  %g2035 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2029 : tensor<10x1152x7x7xf32>) outs(%f2031 : tensor<1152xf32>) {
  ^bb0(%a2032: f32, %o2033: f32):
    %b2034 = arith.addf %a2032, %o2033 : f32
    linalg.yield %b2034 : f32
  } -> tensor<1152xf32>
  %e2036 = tensor.empty() : tensor<1152xf32>
  %g2040 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2035 : tensor<1152xf32>) outs(%e2036 : tensor<1152xf32>) {
  ^bb0(%a2037: f32, %o2038: f32):
    %b2039 = arith.divf %a2037, %c7 : f32
    linalg.yield %b2039 : f32
  } -> tensor<1152xf32>
  %e2044 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2057 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2010, %g2021, %g2040, %blocks_11_expand_conv_1_weight, %blocks_11_expand_conv_1_bias : tensor<10x1152x7x7xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e2044 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2045: f32, %a2046: f32, %a2047: f32, %a2048: f32, %a2049: f32, %o2050: f32):
    %b2051 = arith.addf %a2047, %c2 : f32
    %b2052 = math.sqrt %b2051 : f32
    %b2053 = arith.subf %a2045, %a2046 : f32
    %b2054 = arith.divf %b2053, %b2052 : f32
    %b2055 = arith.mulf %b2054, %a2048 : f32
    %b2056 = arith.addf %b2055, %a2049 : f32
    linalg.yield %b2056 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2058 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2063 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2057 : tensor<10x1152x7x7xf32>) outs(%e2058 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2059: f32, %o2060: f32):
    %b2061 = arith.maximumf %a2059, %c0 : f32
    %b2062 = arith.minimumf %b2061, %c3 : f32
    linalg.yield %b2062 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2064 = tensor.empty() : tensor<10x1152x11x11xf32>
  %f2065 = linalg.fill ins(%c0 : f32) outs(%e2064 : tensor<10x1152x11x11xf32>) -> tensor<10x1152x11x11xf32>
  %g2068 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2063 : tensor<10x1152x7x7xf32>) outs(%f2065 : tensor<10x1152x11x11xf32>) {
  ^bb0(%a2066: f32, %o2067: f32):
    linalg.yield %a2066 : f32
  } -> tensor<10x1152x11x11xf32>
  %r2069 = tensor.expand_shape %blocks_11_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [1152, 1, 1, 5, 5] : tensor<1152x1x5x5xf32> into tensor<1152x1x1x5x5xf32>
  %r2070 = tensor.expand_shape %g2068 [[0], [1], [2, 3], [4]] output_shape [10, 1152, 1, 11, 11] : tensor<10x1152x11x11xf32> into tensor<10x1152x1x11x11xf32>
  %e2071 = tensor.empty() : tensor<10x1152x1x7x7xf32>
  %f2072 = linalg.fill ins(%c0 : f32) outs(%e2071 : tensor<10x1152x1x7x7xf32>) -> tensor<10x1152x1x7x7xf32>
  %g2078 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2070, %r2069 : tensor<10x1152x1x11x11xf32>, tensor<1152x1x1x5x5xf32>) outs(%f2072 : tensor<10x1152x1x7x7xf32>) {
  ^bb0(%a2073: f32, %a2074: f32, %o2075: f32):
    %b2076 = arith.mulf %a2073, %a2074 : f32
    %b2077 = arith.addf %o2075, %b2076 : f32
    linalg.yield %b2077 : f32
  } -> tensor<10x1152x1x7x7xf32>
  %r2079 = tensor.collapse_shape %g2078 [[0], [1], [2, 3], [4]] : tensor<10x1152x1x7x7xf32> into tensor<10x1152x7x7xf32>
  %e2080 = tensor.empty() : tensor<1152xf32>
  %f2081 = linalg.fill ins(%c0 : f32) outs(%e2080 : tensor<1152xf32>) -> tensor<1152xf32>
  %g2085 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2079 : tensor<10x1152x7x7xf32>) outs(%f2081 : tensor<1152xf32>) {
  ^bb0(%a2082: f32, %o2083: f32):
    %b2084 = arith.addf %a2082, %o2083 : f32
    linalg.yield %b2084 : f32
  } -> tensor<1152xf32>
  %e2086 = tensor.empty() : tensor<1152xf32>
  %g2090 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2085 : tensor<1152xf32>) outs(%e2086 : tensor<1152xf32>) {
  ^bb0(%a2087: f32, %o2088: f32):
    %b2089 = arith.divf %a2087, %c7 : f32
    linalg.yield %b2089 : f32
  } -> tensor<1152xf32>
  %e2092 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2098 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2079, %g2090 : tensor<10x1152x7x7xf32>, tensor<1152xf32>) outs(%e2092 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2093: f32, %a2094: f32, %o2095: f32):
    %b2096 = arith.subf %a2093, %a2094 : f32
    %b2097 = arith.mulf %b2096, %b2096 : f32
    linalg.yield %b2097 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2099 = tensor.empty() : tensor<1152xf32>
  %f2100 = linalg.fill ins(%c0 : f32) outs(%e2099 : tensor<1152xf32>) -> tensor<1152xf32>
  %g2104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2098 : tensor<10x1152x7x7xf32>) outs(%f2100 : tensor<1152xf32>) {
  ^bb0(%a2101: f32, %o2102: f32):
    %b2103 = arith.addf %a2101, %o2102 : f32
    linalg.yield %b2103 : f32
  } -> tensor<1152xf32>
  %e2105 = tensor.empty() : tensor<1152xf32>
  %g2109 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2104 : tensor<1152xf32>) outs(%e2105 : tensor<1152xf32>) {
  ^bb0(%a2106: f32, %o2107: f32):
    %b2108 = arith.divf %a2106, %c7 : f32
    linalg.yield %b2108 : f32
  } -> tensor<1152xf32>
  %e2113 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2079, %g2090, %g2109, %blocks_11_depthwise_conv_1_weight, %blocks_11_depthwise_conv_1_bias : tensor<10x1152x7x7xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e2113 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2114: f32, %a2115: f32, %a2116: f32, %a2117: f32, %a2118: f32, %o2119: f32):
    %b2120 = arith.addf %a2116, %c2 : f32
    %b2121 = math.sqrt %b2120 : f32
    %b2122 = arith.subf %a2114, %a2115 : f32
    %b2123 = arith.divf %b2122, %b2121 : f32
    %b2124 = arith.mulf %b2123, %a2117 : f32
    %b2125 = arith.addf %b2124, %a2118 : f32
    linalg.yield %b2125 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2127 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2126 : tensor<10x1152x7x7xf32>) outs(%e2127 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2128: f32, %o2129: f32):
    %b2130 = arith.maximumf %a2128, %c0 : f32
    %b2131 = arith.minimumf %b2130, %c3 : f32
    linalg.yield %b2131 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2133 = tensor.empty() : tensor<10x192x7x7xf32>
  %f2134 = linalg.fill ins(%c0 : f32) outs(%e2133 : tensor<10x192x7x7xf32>) -> tensor<10x192x7x7xf32>
  %conv2135 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2132, %blocks_11_project_conv_0_weight : tensor<10x1152x7x7xf32>, tensor<192x1152x1x1xf32>) outs(%f2134 : tensor<10x192x7x7xf32>) -> tensor<10x192x7x7xf32>
  %e2136 = tensor.empty() : tensor<192xf32>
  %f2137 = linalg.fill ins(%c0 : f32) outs(%e2136 : tensor<192xf32>) -> tensor<192xf32>
  %g2141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2135 : tensor<10x192x7x7xf32>) outs(%f2137 : tensor<192xf32>) {
  ^bb0(%a2138: f32, %o2139: f32):
    %b2140 = arith.addf %a2138, %o2139 : f32
    linalg.yield %b2140 : f32
  } -> tensor<192xf32>
  %e2142 = tensor.empty() : tensor<192xf32>
  %g2146 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2141 : tensor<192xf32>) outs(%e2142 : tensor<192xf32>) {
  ^bb0(%a2143: f32, %o2144: f32):
    %b2145 = arith.divf %a2143, %c7 : f32
    linalg.yield %b2145 : f32
  } -> tensor<192xf32>
  %e2148 = tensor.empty() : tensor<10x192x7x7xf32>
  %g2154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2135, %g2146 : tensor<10x192x7x7xf32>, tensor<192xf32>) outs(%e2148 : tensor<10x192x7x7xf32>) {
  ^bb0(%a2149: f32, %a2150: f32, %o2151: f32):
    %b2152 = arith.subf %a2149, %a2150 : f32
    %b2153 = arith.mulf %b2152, %b2152 : f32
    linalg.yield %b2153 : f32
  } -> tensor<10x192x7x7xf32>
  %e2155 = tensor.empty() : tensor<192xf32>
  %f2156 = linalg.fill ins(%c0 : f32) outs(%e2155 : tensor<192xf32>) -> tensor<192xf32>
  %g2160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2154 : tensor<10x192x7x7xf32>) outs(%f2156 : tensor<192xf32>) {
  ^bb0(%a2157: f32, %o2158: f32):
    %b2159 = arith.addf %a2157, %o2158 : f32
    linalg.yield %b2159 : f32
  } -> tensor<192xf32>
  %e2161 = tensor.empty() : tensor<192xf32>
  %g2165 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2160 : tensor<192xf32>) outs(%e2161 : tensor<192xf32>) {
  ^bb0(%a2162: f32, %o2163: f32):
    %b2164 = arith.divf %a2162, %c7 : f32
    linalg.yield %b2164 : f32
  } -> tensor<192xf32>
  %e2169 = tensor.empty() : tensor<10x192x7x7xf32>
  %g2182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2135, %g2146, %g2165, %blocks_11_project_conv_1_weight, %blocks_11_project_conv_1_bias : tensor<10x192x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e2169 : tensor<10x192x7x7xf32>) {
  ^bb0(%a2170: f32, %a2171: f32, %a2172: f32, %a2173: f32, %a2174: f32, %o2175: f32):
    %b2176 = arith.addf %a2172, %c2 : f32
    %b2177 = math.sqrt %b2176 : f32
    %b2178 = arith.subf %a2170, %a2171 : f32
    %b2179 = arith.divf %b2178, %b2177 : f32
    %b2180 = arith.mulf %b2179, %a2173 : f32
    %b2181 = arith.addf %b2180, %a2174 : f32
    linalg.yield %b2181 : f32
  } -> tensor<10x192x7x7xf32>
  %e2183 = tensor.empty() : tensor<10x192x7x7xf32>
  %g2188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2182, %g2007 : tensor<10x192x7x7xf32>, tensor<10x192x7x7xf32>) outs(%e2183 : tensor<10x192x7x7xf32>) {
  ^bb0(%a2184: f32, %a2185: f32, %o2186: f32):
    %b2187 = arith.addf %a2184, %a2185 : f32
    linalg.yield %b2187 : f32
  } -> tensor<10x192x7x7xf32>
  %e2189 = tensor.empty() : tensor<10x1152x7x7xf32>
  %f2190 = linalg.fill ins(%c0 : f32) outs(%e2189 : tensor<10x1152x7x7xf32>) -> tensor<10x1152x7x7xf32>
  %conv2191 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2188, %blocks_12_expand_conv_0_weight : tensor<10x192x7x7xf32>, tensor<1152x192x1x1xf32>) outs(%f2190 : tensor<10x1152x7x7xf32>) -> tensor<10x1152x7x7xf32>
  %e2192 = tensor.empty() : tensor<1152xf32>
  %f2193 = linalg.fill ins(%c0 : f32) outs(%e2192 : tensor<1152xf32>) -> tensor<1152xf32>
  %g2197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2191 : tensor<10x1152x7x7xf32>) outs(%f2193 : tensor<1152xf32>) {
  ^bb0(%a2194: f32, %o2195: f32):
    %b2196 = arith.addf %a2194, %o2195 : f32
    linalg.yield %b2196 : f32
  } -> tensor<1152xf32>
  %e2198 = tensor.empty() : tensor<1152xf32>
  %g2202 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2197 : tensor<1152xf32>) outs(%e2198 : tensor<1152xf32>) {
  ^bb0(%a2199: f32, %o2200: f32):
    %b2201 = arith.divf %a2199, %c7 : f32
    linalg.yield %b2201 : f32
  } -> tensor<1152xf32>
  %e2204 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2191, %g2202 : tensor<10x1152x7x7xf32>, tensor<1152xf32>) outs(%e2204 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2205: f32, %a2206: f32, %o2207: f32):
    %b2208 = arith.subf %a2205, %a2206 : f32
    %b2209 = arith.mulf %b2208, %b2208 : f32
    linalg.yield %b2209 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2211 = tensor.empty() : tensor<1152xf32>
  %f2212 = linalg.fill ins(%c0 : f32) outs(%e2211 : tensor<1152xf32>) -> tensor<1152xf32>
  %g2216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2210 : tensor<10x1152x7x7xf32>) outs(%f2212 : tensor<1152xf32>) {
  ^bb0(%a2213: f32, %o2214: f32):
    %b2215 = arith.addf %a2213, %o2214 : f32
    linalg.yield %b2215 : f32
  } -> tensor<1152xf32>
  %e2217 = tensor.empty() : tensor<1152xf32>
  %g2221 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2216 : tensor<1152xf32>) outs(%e2217 : tensor<1152xf32>) {
  ^bb0(%a2218: f32, %o2219: f32):
    %b2220 = arith.divf %a2218, %c7 : f32
    linalg.yield %b2220 : f32
  } -> tensor<1152xf32>
  %e2225 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2191, %g2202, %g2221, %blocks_12_expand_conv_1_weight, %blocks_12_expand_conv_1_bias : tensor<10x1152x7x7xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e2225 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2226: f32, %a2227: f32, %a2228: f32, %a2229: f32, %a2230: f32, %o2231: f32):
    %b2232 = arith.addf %a2228, %c2 : f32
    %b2233 = math.sqrt %b2232 : f32
    %b2234 = arith.subf %a2226, %a2227 : f32
    %b2235 = arith.divf %b2234, %b2233 : f32
    %b2236 = arith.mulf %b2235, %a2229 : f32
    %b2237 = arith.addf %b2236, %a2230 : f32
    linalg.yield %b2237 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2239 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2238 : tensor<10x1152x7x7xf32>) outs(%e2239 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2240: f32, %o2241: f32):
    %b2242 = arith.maximumf %a2240, %c0 : f32
    %b2243 = arith.minimumf %b2242, %c3 : f32
    linalg.yield %b2243 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2245 = tensor.empty() : tensor<10x1152x9x9xf32>
  %f2246 = linalg.fill ins(%c0 : f32) outs(%e2245 : tensor<10x1152x9x9xf32>) -> tensor<10x1152x9x9xf32>
  %g2249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2244 : tensor<10x1152x7x7xf32>) outs(%f2246 : tensor<10x1152x9x9xf32>) {
  ^bb0(%a2247: f32, %o2248: f32):
    linalg.yield %a2247 : f32
  } -> tensor<10x1152x9x9xf32>
  %r2250 = tensor.expand_shape %blocks_12_depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [1152, 1, 1, 3, 3] : tensor<1152x1x3x3xf32> into tensor<1152x1x1x3x3xf32>
  %r2251 = tensor.expand_shape %g2249 [[0], [1], [2, 3], [4]] output_shape [10, 1152, 1, 9, 9] : tensor<10x1152x9x9xf32> into tensor<10x1152x1x9x9xf32>
  %e2252 = tensor.empty() : tensor<10x1152x1x7x7xf32>
  %f2253 = linalg.fill ins(%c0 : f32) outs(%e2252 : tensor<10x1152x1x7x7xf32>) -> tensor<10x1152x1x7x7xf32>
  %g2259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2251, %r2250 : tensor<10x1152x1x9x9xf32>, tensor<1152x1x1x3x3xf32>) outs(%f2253 : tensor<10x1152x1x7x7xf32>) {
  ^bb0(%a2254: f32, %a2255: f32, %o2256: f32):
    %b2257 = arith.mulf %a2254, %a2255 : f32
    %b2258 = arith.addf %o2256, %b2257 : f32
    linalg.yield %b2258 : f32
  } -> tensor<10x1152x1x7x7xf32>
  %r2260 = tensor.collapse_shape %g2259 [[0], [1], [2, 3], [4]] : tensor<10x1152x1x7x7xf32> into tensor<10x1152x7x7xf32>
  %e2261 = tensor.empty() : tensor<1152xf32>
  %f2262 = linalg.fill ins(%c0 : f32) outs(%e2261 : tensor<1152xf32>) -> tensor<1152xf32>
  %g2266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2260 : tensor<10x1152x7x7xf32>) outs(%f2262 : tensor<1152xf32>) {
  ^bb0(%a2263: f32, %o2264: f32):
    %b2265 = arith.addf %a2263, %o2264 : f32
    linalg.yield %b2265 : f32
  } -> tensor<1152xf32>
  %e2267 = tensor.empty() : tensor<1152xf32>
  %g2271 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2266 : tensor<1152xf32>) outs(%e2267 : tensor<1152xf32>) {
  ^bb0(%a2268: f32, %o2269: f32):
    %b2270 = arith.divf %a2268, %c7 : f32
    linalg.yield %b2270 : f32
  } -> tensor<1152xf32>
  %e2273 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2260, %g2271 : tensor<10x1152x7x7xf32>, tensor<1152xf32>) outs(%e2273 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2274: f32, %a2275: f32, %o2276: f32):
    %b2277 = arith.subf %a2274, %a2275 : f32
    %b2278 = arith.mulf %b2277, %b2277 : f32
    linalg.yield %b2278 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2280 = tensor.empty() : tensor<1152xf32>
  %f2281 = linalg.fill ins(%c0 : f32) outs(%e2280 : tensor<1152xf32>) -> tensor<1152xf32>
  %g2285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2279 : tensor<10x1152x7x7xf32>) outs(%f2281 : tensor<1152xf32>) {
  ^bb0(%a2282: f32, %o2283: f32):
    %b2284 = arith.addf %a2282, %o2283 : f32
    linalg.yield %b2284 : f32
  } -> tensor<1152xf32>
  %e2286 = tensor.empty() : tensor<1152xf32>
  %g2290 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2285 : tensor<1152xf32>) outs(%e2286 : tensor<1152xf32>) {
  ^bb0(%a2287: f32, %o2288: f32):
    %b2289 = arith.divf %a2287, %c7 : f32
    linalg.yield %b2289 : f32
  } -> tensor<1152xf32>
  %e2294 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2260, %g2271, %g2290, %blocks_12_depthwise_conv_1_weight, %blocks_12_depthwise_conv_1_bias : tensor<10x1152x7x7xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e2294 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2295: f32, %a2296: f32, %a2297: f32, %a2298: f32, %a2299: f32, %o2300: f32):
    %b2301 = arith.addf %a2297, %c2 : f32
    %b2302 = math.sqrt %b2301 : f32
    %b2303 = arith.subf %a2295, %a2296 : f32
    %b2304 = arith.divf %b2303, %b2302 : f32
    %b2305 = arith.mulf %b2304, %a2298 : f32
    %b2306 = arith.addf %b2305, %a2299 : f32
    linalg.yield %b2306 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2308 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g2313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2307 : tensor<10x1152x7x7xf32>) outs(%e2308 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a2309: f32, %o2310: f32):
    %b2311 = arith.maximumf %a2309, %c0 : f32
    %b2312 = arith.minimumf %b2311, %c3 : f32
    linalg.yield %b2312 : f32
  } -> tensor<10x1152x7x7xf32>
  %e2314 = tensor.empty() : tensor<10x320x7x7xf32>
  %f2315 = linalg.fill ins(%c0 : f32) outs(%e2314 : tensor<10x320x7x7xf32>) -> tensor<10x320x7x7xf32>
  %conv2316 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2313, %blocks_12_project_conv_0_weight : tensor<10x1152x7x7xf32>, tensor<320x1152x1x1xf32>) outs(%f2315 : tensor<10x320x7x7xf32>) -> tensor<10x320x7x7xf32>
  %e2317 = tensor.empty() : tensor<320xf32>
  %f2318 = linalg.fill ins(%c0 : f32) outs(%e2317 : tensor<320xf32>) -> tensor<320xf32>
  %g2322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2316 : tensor<10x320x7x7xf32>) outs(%f2318 : tensor<320xf32>) {
  ^bb0(%a2319: f32, %o2320: f32):
    %b2321 = arith.addf %a2319, %o2320 : f32
    linalg.yield %b2321 : f32
  } -> tensor<320xf32>
  %e2323 = tensor.empty() : tensor<320xf32>
  %g2327 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2322 : tensor<320xf32>) outs(%e2323 : tensor<320xf32>) {
  ^bb0(%a2324: f32, %o2325: f32):
    %b2326 = arith.divf %a2324, %c7 : f32
    linalg.yield %b2326 : f32
  } -> tensor<320xf32>
  %e2329 = tensor.empty() : tensor<10x320x7x7xf32>
  %g2335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2316, %g2327 : tensor<10x320x7x7xf32>, tensor<320xf32>) outs(%e2329 : tensor<10x320x7x7xf32>) {
  ^bb0(%a2330: f32, %a2331: f32, %o2332: f32):
    %b2333 = arith.subf %a2330, %a2331 : f32
    %b2334 = arith.mulf %b2333, %b2333 : f32
    linalg.yield %b2334 : f32
  } -> tensor<10x320x7x7xf32>
  %e2336 = tensor.empty() : tensor<320xf32>
  %f2337 = linalg.fill ins(%c0 : f32) outs(%e2336 : tensor<320xf32>) -> tensor<320xf32>
  %g2341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2335 : tensor<10x320x7x7xf32>) outs(%f2337 : tensor<320xf32>) {
  ^bb0(%a2338: f32, %o2339: f32):
    %b2340 = arith.addf %a2338, %o2339 : f32
    linalg.yield %b2340 : f32
  } -> tensor<320xf32>
  %e2342 = tensor.empty() : tensor<320xf32>
  %g2346 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2341 : tensor<320xf32>) outs(%e2342 : tensor<320xf32>) {
  ^bb0(%a2343: f32, %o2344: f32):
    %b2345 = arith.divf %a2343, %c7 : f32
    linalg.yield %b2345 : f32
  } -> tensor<320xf32>
  %e2350 = tensor.empty() : tensor<10x320x7x7xf32>
  %g2363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2316, %g2327, %g2346, %blocks_12_project_conv_1_weight, %blocks_12_project_conv_1_bias : tensor<10x320x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>) outs(%e2350 : tensor<10x320x7x7xf32>) {
  ^bb0(%a2351: f32, %a2352: f32, %a2353: f32, %a2354: f32, %a2355: f32, %o2356: f32):
    %b2357 = arith.addf %a2353, %c2 : f32
    %b2358 = math.sqrt %b2357 : f32
    %b2359 = arith.subf %a2351, %a2352 : f32
    %b2360 = arith.divf %b2359, %b2358 : f32
    %b2361 = arith.mulf %b2360, %a2354 : f32
    %b2362 = arith.addf %b2361, %a2355 : f32
    linalg.yield %b2362 : f32
  } -> tensor<10x320x7x7xf32>
  %e2364 = tensor.empty() : tensor<10x1280x7x7xf32>
  %f2365 = linalg.fill ins(%c0 : f32) outs(%e2364 : tensor<10x1280x7x7xf32>) -> tensor<10x1280x7x7xf32>
  %conv2366 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2363, %conv2_weight : tensor<10x320x7x7xf32>, tensor<1280x320x1x1xf32>) outs(%f2365 : tensor<10x1280x7x7xf32>) -> tensor<10x1280x7x7xf32>
  %e2367 = tensor.empty() : tensor<1280xf32>
  %f2368 = linalg.fill ins(%c0 : f32) outs(%e2367 : tensor<1280xf32>) -> tensor<1280xf32>
  %g2372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2366 : tensor<10x1280x7x7xf32>) outs(%f2368 : tensor<1280xf32>) {
  ^bb0(%a2369: f32, %o2370: f32):
    %b2371 = arith.addf %a2369, %o2370 : f32
    linalg.yield %b2371 : f32
  } -> tensor<1280xf32>
  %e2373 = tensor.empty() : tensor<1280xf32>
  %g2377 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2372 : tensor<1280xf32>) outs(%e2373 : tensor<1280xf32>) {
  ^bb0(%a2374: f32, %o2375: f32):
    %b2376 = arith.divf %a2374, %c7 : f32
    linalg.yield %b2376 : f32
  } -> tensor<1280xf32>
  %e2379 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g2385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2366, %g2377 : tensor<10x1280x7x7xf32>, tensor<1280xf32>) outs(%e2379 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a2380: f32, %a2381: f32, %o2382: f32):
    %b2383 = arith.subf %a2380, %a2381 : f32
    %b2384 = arith.mulf %b2383, %b2383 : f32
    linalg.yield %b2384 : f32
  } -> tensor<10x1280x7x7xf32>
  %e2386 = tensor.empty() : tensor<1280xf32>
  %f2387 = linalg.fill ins(%c0 : f32) outs(%e2386 : tensor<1280xf32>) -> tensor<1280xf32>
  %g2391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2385 : tensor<10x1280x7x7xf32>) outs(%f2387 : tensor<1280xf32>) {
  ^bb0(%a2388: f32, %o2389: f32):
    %b2390 = arith.addf %a2388, %o2389 : f32
    linalg.yield %b2390 : f32
  } -> tensor<1280xf32>
  %e2392 = tensor.empty() : tensor<1280xf32>
  %g2396 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2391 : tensor<1280xf32>) outs(%e2392 : tensor<1280xf32>) {
  ^bb0(%a2393: f32, %o2394: f32):
    %b2395 = arith.divf %a2393, %c7 : f32
    linalg.yield %b2395 : f32
  } -> tensor<1280xf32>
  %e2400 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g2413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2366, %g2377, %g2396, %bn2_weight, %bn2_bias : tensor<10x1280x7x7xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>) outs(%e2400 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a2401: f32, %a2402: f32, %a2403: f32, %a2404: f32, %a2405: f32, %o2406: f32):
    %b2407 = arith.addf %a2403, %c2 : f32
    %b2408 = math.sqrt %b2407 : f32
    %b2409 = arith.subf %a2401, %a2402 : f32
    %b2410 = arith.divf %b2409, %b2408 : f32
    %b2411 = arith.mulf %b2410, %a2404 : f32
    %b2412 = arith.addf %b2411, %a2405 : f32
    linalg.yield %b2412 : f32
  } -> tensor<10x1280x7x7xf32>
  %e2414 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g2418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2413 : tensor<10x1280x7x7xf32>) outs(%e2414 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a2415: f32, %o2416: f32):
    %b2417 = arith.maximumf %a2415, %c0 : f32
    linalg.yield %b2417 : f32
  } -> tensor<10x1280x7x7xf32>
  %e2419 = tensor.empty() : tensor<10x1280xf32>
  %f2420 = linalg.fill ins(%c0 : f32) outs(%e2419 : tensor<10x1280xf32>) -> tensor<10x1280xf32>
  %g2424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g2418 : tensor<10x1280x7x7xf32>) outs(%f2420 : tensor<10x1280xf32>) {
  ^bb0(%a2421: f32, %o2422: f32):
    %b2423 = arith.addf %a2421, %o2422 : f32
    linalg.yield %b2423 : f32
  } -> tensor<10x1280xf32>
  %e2425 = tensor.empty() : tensor<10x1280xf32>
  %g2429 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2424 : tensor<10x1280xf32>) outs(%e2425 : tensor<10x1280xf32>) {
  ^bb0(%a2426: f32, %o2427: f32):
    %b2428 = arith.divf %a2426, %c8 : f32
    linalg.yield %b2428 : f32
  } -> tensor<10x1280xf32>
  %r2430 = tensor.expand_shape %g2429 [[0], [1, 2, 3]] output_shape [10, 1280, 1, 1] : tensor<10x1280xf32> into tensor<10x1280x1x1xf32>
  %r2431 = tensor.collapse_shape %r2430 [[0], [1, 2, 3]] : tensor<10x1280x1x1xf32> into tensor<10x1280xf32>
  %e2432 = tensor.empty() : tensor<10x1000xf32>
  %f2433 = linalg.fill ins(%c0 : f32) outs(%e2432 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm2434 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2431, %fc_weight : tensor<10x1280xf32>, tensor<1000x1280xf32>) outs(%f2433 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e2435 = tensor.empty() : tensor<10x1000xf32>
  %g2440 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2434, %fc_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e2435 : tensor<10x1000xf32>) {
  ^bb0(%a2436: f32, %a2437: f32, %o2438: f32):
    %b2439 = arith.addf %a2436, %a2437 : f32
    linalg.yield %b2439 : f32
  } -> tensor<10x1000xf32>
  return %g2440 : tensor<10x1000xf32>
}
