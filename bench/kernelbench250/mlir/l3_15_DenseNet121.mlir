// Imported by htam-import from 15_DenseNet121.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), features_0_weight 64x3x7x7 (parameter:features.0.weight), features_1_weight 64 (parameter:features.1.weight), features_1_bias 64 (parameter:features.1.bias), dense_blocks_0_layers_0_0_weight 64 (parameter:dense_blocks.0.layers.0.0.weight), dense_blocks_0_layers_0_0_bias 64 (parameter:dense_blocks.0.layers.0.0.bias), dense_blocks_0_layers_0_2_weight 32x64x3x3 (parameter:dense_blocks.0.layers.0.2.weight), dense_blocks_0_layers_1_0_weight 96 (parameter:dense_blocks.0.layers.1.0.weight), dense_blocks_0_layers_1_0_bias 96 (parameter:dense_blocks.0.layers.1.0.bias), dense_blocks_0_layers_1_2_weight 32x96x3x3 (parameter:dense_blocks.0.layers.1.2.weight), dense_blocks_0_layers_2_0_weight 128 (parameter:dense_blocks.0.layers.2.0.weight), dense_blocks_0_layers_2_0_bias 128 (parameter:dense_blocks.0.layers.2.0.bias), dense_blocks_0_layers_2_2_weight 32x128x3x3 (parameter:dense_blocks.0.layers.2.2.weight), dense_blocks_0_layers_3_0_weight 160 (parameter:dense_blocks.0.layers.3.0.weight), dense_blocks_0_layers_3_0_bias 160 (parameter:dense_blocks.0.layers.3.0.bias), dense_blocks_0_layers_3_2_weight 32x160x3x3 (parameter:dense_blocks.0.layers.3.2.weight), dense_blocks_0_layers_4_0_weight 192 (parameter:dense_blocks.0.layers.4.0.weight), dense_blocks_0_layers_4_0_bias 192 (parameter:dense_blocks.0.layers.4.0.bias), dense_blocks_0_layers_4_2_weight 32x192x3x3 (parameter:dense_blocks.0.layers.4.2.weight), dense_blocks_0_layers_5_0_weight 224 (parameter:dense_blocks.0.layers.5.0.weight), dense_blocks_0_layers_5_0_bias 224 (parameter:dense_blocks.0.layers.5.0.bias), dense_blocks_0_layers_5_2_weight 32x224x3x3 (parameter:dense_blocks.0.layers.5.2.weight), transition_layers_0_transition_0_weight 256 (parameter:transition_layers.0.transition.0.weight), transition_layers_0_transition_0_bias 256 (parameter:transition_layers.0.transition.0.bias), transition_layers_0_transition_2_weight 128x256x1x1 (parameter:transition_layers.0.transition.2.weight), dense_blocks_1_layers_0_0_weight 128 (parameter:dense_blocks.1.layers.0.0.weight), dense_blocks_1_layers_0_0_bias 128 (parameter:dense_blocks.1.layers.0.0.bias), dense_blocks_1_layers_0_2_weight 32x128x3x3 (parameter:dense_blocks.1.layers.0.2.weight), dense_blocks_1_layers_1_0_weight 160 (parameter:dense_blocks.1.layers.1.0.weight), dense_blocks_1_layers_1_0_bias 160 (parameter:dense_blocks.1.layers.1.0.bias), dense_blocks_1_layers_1_2_weight 32x160x3x3 (parameter:dense_blocks.1.layers.1.2.weight), dense_blocks_1_layers_2_0_weight 192 (parameter:dense_blocks.1.layers.2.0.weight), dense_blocks_1_layers_2_0_bias 192 (parameter:dense_blocks.1.layers.2.0.bias), dense_blocks_1_layers_2_2_weight 32x192x3x3 (parameter:dense_blocks.1.layers.2.2.weight), dense_blocks_1_layers_3_0_weight 224 (parameter:dense_blocks.1.layers.3.0.weight), dense_blocks_1_layers_3_0_bias 224 (parameter:dense_blocks.1.layers.3.0.bias), dense_blocks_1_layers_3_2_weight 32x224x3x3 (parameter:dense_blocks.1.layers.3.2.weight), dense_blocks_1_layers_4_0_weight 256 (parameter:dense_blocks.1.layers.4.0.weight), dense_blocks_1_layers_4_0_bias 256 (parameter:dense_blocks.1.layers.4.0.bias), dense_blocks_1_layers_4_2_weight 32x256x3x3 (parameter:dense_blocks.1.layers.4.2.weight), dense_blocks_1_layers_5_0_weight 288 (parameter:dense_blocks.1.layers.5.0.weight), dense_blocks_1_layers_5_0_bias 288 (parameter:dense_blocks.1.layers.5.0.bias), dense_blocks_1_layers_5_2_weight 32x288x3x3 (parameter:dense_blocks.1.layers.5.2.weight), dense_blocks_1_layers_6_0_weight 320 (parameter:dense_blocks.1.layers.6.0.weight), dense_blocks_1_layers_6_0_bias 320 (parameter:dense_blocks.1.layers.6.0.bias), dense_blocks_1_layers_6_2_weight 32x320x3x3 (parameter:dense_blocks.1.layers.6.2.weight), dense_blocks_1_layers_7_0_weight 352 (parameter:dense_blocks.1.layers.7.0.weight), dense_blocks_1_layers_7_0_bias 352 (parameter:dense_blocks.1.layers.7.0.bias), dense_blocks_1_layers_7_2_weight 32x352x3x3 (parameter:dense_blocks.1.layers.7.2.weight), dense_blocks_1_layers_8_0_weight 384 (parameter:dense_blocks.1.layers.8.0.weight), dense_blocks_1_layers_8_0_bias 384 (parameter:dense_blocks.1.layers.8.0.bias), dense_blocks_1_layers_8_2_weight 32x384x3x3 (parameter:dense_blocks.1.layers.8.2.weight), dense_blocks_1_layers_9_0_weight 416 (parameter:dense_blocks.1.layers.9.0.weight), dense_blocks_1_layers_9_0_bias 416 (parameter:dense_blocks.1.layers.9.0.bias), dense_blocks_1_layers_9_2_weight 32x416x3x3 (parameter:dense_blocks.1.layers.9.2.weight), dense_blocks_1_layers_10_0_weight 448 (parameter:dense_blocks.1.layers.10.0.weight), dense_blocks_1_layers_10_0_bias 448 (parameter:dense_blocks.1.layers.10.0.bias), dense_blocks_1_layers_10_2_weight 32x448x3x3 (parameter:dense_blocks.1.layers.10.2.weight), dense_blocks_1_layers_11_0_weight 480 (parameter:dense_blocks.1.layers.11.0.weight), dense_blocks_1_layers_11_0_bias 480 (parameter:dense_blocks.1.layers.11.0.bias), dense_blocks_1_layers_11_2_weight 32x480x3x3 (parameter:dense_blocks.1.layers.11.2.weight), transition_layers_1_transition_0_weight 512 (parameter:transition_layers.1.transition.0.weight), transition_layers_1_transition_0_bias 512 (parameter:transition_layers.1.transition.0.bias), transition_layers_1_transition_2_weight 256x512x1x1 (parameter:transition_layers.1.transition.2.weight), dense_blocks_2_layers_0_0_weight 256 (parameter:dense_blocks.2.layers.0.0.weight), dense_blocks_2_layers_0_0_bias 256 (parameter:dense_blocks.2.layers.0.0.bias), dense_blocks_2_layers_0_2_weight 32x256x3x3 (parameter:dense_blocks.2.layers.0.2.weight), dense_blocks_2_layers_1_0_weight 288 (parameter:dense_blocks.2.layers.1.0.weight), dense_blocks_2_layers_1_0_bias 288 (parameter:dense_blocks.2.layers.1.0.bias), dense_blocks_2_layers_1_2_weight 32x288x3x3 (parameter:dense_blocks.2.layers.1.2.weight), dense_blocks_2_layers_2_0_weight 320 (parameter:dense_blocks.2.layers.2.0.weight), dense_blocks_2_layers_2_0_bias 320 (parameter:dense_blocks.2.layers.2.0.bias), dense_blocks_2_layers_2_2_weight 32x320x3x3 (parameter:dense_blocks.2.layers.2.2.weight), dense_blocks_2_layers_3_0_weight 352 (parameter:dense_blocks.2.layers.3.0.weight), dense_blocks_2_layers_3_0_bias 352 (parameter:dense_blocks.2.layers.3.0.bias), dense_blocks_2_layers_3_2_weight 32x352x3x3 (parameter:dense_blocks.2.layers.3.2.weight), dense_blocks_2_layers_4_0_weight 384 (parameter:dense_blocks.2.layers.4.0.weight), dense_blocks_2_layers_4_0_bias 384 (parameter:dense_blocks.2.layers.4.0.bias), dense_blocks_2_layers_4_2_weight 32x384x3x3 (parameter:dense_blocks.2.layers.4.2.weight), dense_blocks_2_layers_5_0_weight 416 (parameter:dense_blocks.2.layers.5.0.weight), dense_blocks_2_layers_5_0_bias 416 (parameter:dense_blocks.2.layers.5.0.bias), dense_blocks_2_layers_5_2_weight 32x416x3x3 (parameter:dense_blocks.2.layers.5.2.weight), dense_blocks_2_layers_6_0_weight 448 (parameter:dense_blocks.2.layers.6.0.weight), dense_blocks_2_layers_6_0_bias 448 (parameter:dense_blocks.2.layers.6.0.bias), dense_blocks_2_layers_6_2_weight 32x448x3x3 (parameter:dense_blocks.2.layers.6.2.weight), dense_blocks_2_layers_7_0_weight 480 (parameter:dense_blocks.2.layers.7.0.weight), dense_blocks_2_layers_7_0_bias 480 (parameter:dense_blocks.2.layers.7.0.bias), dense_blocks_2_layers_7_2_weight 32x480x3x3 (parameter:dense_blocks.2.layers.7.2.weight), dense_blocks_2_layers_8_0_weight 512 (parameter:dense_blocks.2.layers.8.0.weight), dense_blocks_2_layers_8_0_bias 512 (parameter:dense_blocks.2.layers.8.0.bias), dense_blocks_2_layers_8_2_weight 32x512x3x3 (parameter:dense_blocks.2.layers.8.2.weight), dense_blocks_2_layers_9_0_weight 544 (parameter:dense_blocks.2.layers.9.0.weight), dense_blocks_2_layers_9_0_bias 544 (parameter:dense_blocks.2.layers.9.0.bias), dense_blocks_2_layers_9_2_weight 32x544x3x3 (parameter:dense_blocks.2.layers.9.2.weight), dense_blocks_2_layers_10_0_weight 576 (parameter:dense_blocks.2.layers.10.0.weight), dense_blocks_2_layers_10_0_bias 576 (parameter:dense_blocks.2.layers.10.0.bias), dense_blocks_2_layers_10_2_weight 32x576x3x3 (parameter:dense_blocks.2.layers.10.2.weight), dense_blocks_2_layers_11_0_weight 608 (parameter:dense_blocks.2.layers.11.0.weight), dense_blocks_2_layers_11_0_bias 608 (parameter:dense_blocks.2.layers.11.0.bias), dense_blocks_2_layers_11_2_weight 32x608x3x3 (parameter:dense_blocks.2.layers.11.2.weight), dense_blocks_2_layers_12_0_weight 640 (parameter:dense_blocks.2.layers.12.0.weight), dense_blocks_2_layers_12_0_bias 640 (parameter:dense_blocks.2.layers.12.0.bias), dense_blocks_2_layers_12_2_weight 32x640x3x3 (parameter:dense_blocks.2.layers.12.2.weight), dense_blocks_2_layers_13_0_weight 672 (parameter:dense_blocks.2.layers.13.0.weight), dense_blocks_2_layers_13_0_bias 672 (parameter:dense_blocks.2.layers.13.0.bias), dense_blocks_2_layers_13_2_weight 32x672x3x3 (parameter:dense_blocks.2.layers.13.2.weight), dense_blocks_2_layers_14_0_weight 704 (parameter:dense_blocks.2.layers.14.0.weight), dense_blocks_2_layers_14_0_bias 704 (parameter:dense_blocks.2.layers.14.0.bias), dense_blocks_2_layers_14_2_weight 32x704x3x3 (parameter:dense_blocks.2.layers.14.2.weight), dense_blocks_2_layers_15_0_weight 736 (parameter:dense_blocks.2.layers.15.0.weight), dense_blocks_2_layers_15_0_bias 736 (parameter:dense_blocks.2.layers.15.0.bias), dense_blocks_2_layers_15_2_weight 32x736x3x3 (parameter:dense_blocks.2.layers.15.2.weight), dense_blocks_2_layers_16_0_weight 768 (parameter:dense_blocks.2.layers.16.0.weight), dense_blocks_2_layers_16_0_bias 768 (parameter:dense_blocks.2.layers.16.0.bias), dense_blocks_2_layers_16_2_weight 32x768x3x3 (parameter:dense_blocks.2.layers.16.2.weight), dense_blocks_2_layers_17_0_weight 800 (parameter:dense_blocks.2.layers.17.0.weight), dense_blocks_2_layers_17_0_bias 800 (parameter:dense_blocks.2.layers.17.0.bias), dense_blocks_2_layers_17_2_weight 32x800x3x3 (parameter:dense_blocks.2.layers.17.2.weight), dense_blocks_2_layers_18_0_weight 832 (parameter:dense_blocks.2.layers.18.0.weight), dense_blocks_2_layers_18_0_bias 832 (parameter:dense_blocks.2.layers.18.0.bias), dense_blocks_2_layers_18_2_weight 32x832x3x3 (parameter:dense_blocks.2.layers.18.2.weight), dense_blocks_2_layers_19_0_weight 864 (parameter:dense_blocks.2.layers.19.0.weight), dense_blocks_2_layers_19_0_bias 864 (parameter:dense_blocks.2.layers.19.0.bias), dense_blocks_2_layers_19_2_weight 32x864x3x3 (parameter:dense_blocks.2.layers.19.2.weight), dense_blocks_2_layers_20_0_weight 896 (parameter:dense_blocks.2.layers.20.0.weight), dense_blocks_2_layers_20_0_bias 896 (parameter:dense_blocks.2.layers.20.0.bias), dense_blocks_2_layers_20_2_weight 32x896x3x3 (parameter:dense_blocks.2.layers.20.2.weight), dense_blocks_2_layers_21_0_weight 928 (parameter:dense_blocks.2.layers.21.0.weight), dense_blocks_2_layers_21_0_bias 928 (parameter:dense_blocks.2.layers.21.0.bias), dense_blocks_2_layers_21_2_weight 32x928x3x3 (parameter:dense_blocks.2.layers.21.2.weight), dense_blocks_2_layers_22_0_weight 960 (parameter:dense_blocks.2.layers.22.0.weight), dense_blocks_2_layers_22_0_bias 960 (parameter:dense_blocks.2.layers.22.0.bias), dense_blocks_2_layers_22_2_weight 32x960x3x3 (parameter:dense_blocks.2.layers.22.2.weight), dense_blocks_2_layers_23_0_weight 992 (parameter:dense_blocks.2.layers.23.0.weight), dense_blocks_2_layers_23_0_bias 992 (parameter:dense_blocks.2.layers.23.0.bias), dense_blocks_2_layers_23_2_weight 32x992x3x3 (parameter:dense_blocks.2.layers.23.2.weight), transition_layers_2_transition_0_weight 1024 (parameter:transition_layers.2.transition.0.weight), transition_layers_2_transition_0_bias 1024 (parameter:transition_layers.2.transition.0.bias), transition_layers_2_transition_2_weight 512x1024x1x1 (parameter:transition_layers.2.transition.2.weight), dense_blocks_3_layers_0_0_weight 512 (parameter:dense_blocks.3.layers.0.0.weight), dense_blocks_3_layers_0_0_bias 512 (parameter:dense_blocks.3.layers.0.0.bias), dense_blocks_3_layers_0_2_weight 32x512x3x3 (parameter:dense_blocks.3.layers.0.2.weight), dense_blocks_3_layers_1_0_weight 544 (parameter:dense_blocks.3.layers.1.0.weight), dense_blocks_3_layers_1_0_bias 544 (parameter:dense_blocks.3.layers.1.0.bias), dense_blocks_3_layers_1_2_weight 32x544x3x3 (parameter:dense_blocks.3.layers.1.2.weight), dense_blocks_3_layers_2_0_weight 576 (parameter:dense_blocks.3.layers.2.0.weight), dense_blocks_3_layers_2_0_bias 576 (parameter:dense_blocks.3.layers.2.0.bias), dense_blocks_3_layers_2_2_weight 32x576x3x3 (parameter:dense_blocks.3.layers.2.2.weight), dense_blocks_3_layers_3_0_weight 608 (parameter:dense_blocks.3.layers.3.0.weight), dense_blocks_3_layers_3_0_bias 608 (parameter:dense_blocks.3.layers.3.0.bias), dense_blocks_3_layers_3_2_weight 32x608x3x3 (parameter:dense_blocks.3.layers.3.2.weight), dense_blocks_3_layers_4_0_weight 640 (parameter:dense_blocks.3.layers.4.0.weight), dense_blocks_3_layers_4_0_bias 640 (parameter:dense_blocks.3.layers.4.0.bias), dense_blocks_3_layers_4_2_weight 32x640x3x3 (parameter:dense_blocks.3.layers.4.2.weight), dense_blocks_3_layers_5_0_weight 672 (parameter:dense_blocks.3.layers.5.0.weight), dense_blocks_3_layers_5_0_bias 672 (parameter:dense_blocks.3.layers.5.0.bias), dense_blocks_3_layers_5_2_weight 32x672x3x3 (parameter:dense_blocks.3.layers.5.2.weight), dense_blocks_3_layers_6_0_weight 704 (parameter:dense_blocks.3.layers.6.0.weight), dense_blocks_3_layers_6_0_bias 704 (parameter:dense_blocks.3.layers.6.0.bias), dense_blocks_3_layers_6_2_weight 32x704x3x3 (parameter:dense_blocks.3.layers.6.2.weight), dense_blocks_3_layers_7_0_weight 736 (parameter:dense_blocks.3.layers.7.0.weight), dense_blocks_3_layers_7_0_bias 736 (parameter:dense_blocks.3.layers.7.0.bias), dense_blocks_3_layers_7_2_weight 32x736x3x3 (parameter:dense_blocks.3.layers.7.2.weight), dense_blocks_3_layers_8_0_weight 768 (parameter:dense_blocks.3.layers.8.0.weight), dense_blocks_3_layers_8_0_bias 768 (parameter:dense_blocks.3.layers.8.0.bias), dense_blocks_3_layers_8_2_weight 32x768x3x3 (parameter:dense_blocks.3.layers.8.2.weight), dense_blocks_3_layers_9_0_weight 800 (parameter:dense_blocks.3.layers.9.0.weight), dense_blocks_3_layers_9_0_bias 800 (parameter:dense_blocks.3.layers.9.0.bias), dense_blocks_3_layers_9_2_weight 32x800x3x3 (parameter:dense_blocks.3.layers.9.2.weight), dense_blocks_3_layers_10_0_weight 832 (parameter:dense_blocks.3.layers.10.0.weight), dense_blocks_3_layers_10_0_bias 832 (parameter:dense_blocks.3.layers.10.0.bias), dense_blocks_3_layers_10_2_weight 32x832x3x3 (parameter:dense_blocks.3.layers.10.2.weight), dense_blocks_3_layers_11_0_weight 864 (parameter:dense_blocks.3.layers.11.0.weight), dense_blocks_3_layers_11_0_bias 864 (parameter:dense_blocks.3.layers.11.0.bias), dense_blocks_3_layers_11_2_weight 32x864x3x3 (parameter:dense_blocks.3.layers.11.2.weight), dense_blocks_3_layers_12_0_weight 896 (parameter:dense_blocks.3.layers.12.0.weight), dense_blocks_3_layers_12_0_bias 896 (parameter:dense_blocks.3.layers.12.0.bias), dense_blocks_3_layers_12_2_weight 32x896x3x3 (parameter:dense_blocks.3.layers.12.2.weight), dense_blocks_3_layers_13_0_weight 928 (parameter:dense_blocks.3.layers.13.0.weight), dense_blocks_3_layers_13_0_bias 928 (parameter:dense_blocks.3.layers.13.0.bias), dense_blocks_3_layers_13_2_weight 32x928x3x3 (parameter:dense_blocks.3.layers.13.2.weight), dense_blocks_3_layers_14_0_weight 960 (parameter:dense_blocks.3.layers.14.0.weight), dense_blocks_3_layers_14_0_bias 960 (parameter:dense_blocks.3.layers.14.0.bias), dense_blocks_3_layers_14_2_weight 32x960x3x3 (parameter:dense_blocks.3.layers.14.2.weight), dense_blocks_3_layers_15_0_weight 992 (parameter:dense_blocks.3.layers.15.0.weight), dense_blocks_3_layers_15_0_bias 992 (parameter:dense_blocks.3.layers.15.0.bias), dense_blocks_3_layers_15_2_weight 32x992x3x3 (parameter:dense_blocks.3.layers.15.2.weight), final_bn_weight 1024 (parameter:final_bn.weight), final_bn_bias 1024 (parameter:final_bn.bias), classifier_weight 10x1024 (parameter:classifier.weight), classifier_bias 10 (parameter:classifier.bias)
func.func @l3_15_densenet121(
    %x: tensor<10x3x224x224xf32>,
    %features_0_weight: tensor<64x3x7x7xf32> {htam.init = "uniform(-0.0824786099..0.0824786099)"},
    %features_1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_0_layers_0_0_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_0_layers_0_0_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_0_layers_0_2_weight: tensor<32x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %dense_blocks_0_layers_1_0_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_0_layers_1_0_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_0_layers_1_2_weight: tensor<32x96x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %dense_blocks_0_layers_2_0_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_0_layers_2_0_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_0_layers_2_2_weight: tensor<32x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %dense_blocks_0_layers_3_0_weight: tensor<160xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_0_layers_3_0_bias: tensor<160xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_0_layers_3_2_weight: tensor<32x160x3x3xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"},
    %dense_blocks_0_layers_4_0_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_0_layers_4_0_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_0_layers_4_2_weight: tensor<32x192x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %dense_blocks_0_layers_5_0_weight: tensor<224xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_0_layers_5_0_bias: tensor<224xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_0_layers_5_2_weight: tensor<32x224x3x3xf32> {htam.init = "uniform(-0.0222717702..0.0222717702)"},
    %transition_layers_0_transition_0_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %transition_layers_0_transition_0_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transition_layers_0_transition_2_weight: tensor<128x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %dense_blocks_1_layers_0_0_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_0_0_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_0_2_weight: tensor<32x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %dense_blocks_1_layers_1_0_weight: tensor<160xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_1_0_bias: tensor<160xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_1_2_weight: tensor<32x160x3x3xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"},
    %dense_blocks_1_layers_2_0_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_2_0_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_2_2_weight: tensor<32x192x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %dense_blocks_1_layers_3_0_weight: tensor<224xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_3_0_bias: tensor<224xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_3_2_weight: tensor<32x224x3x3xf32> {htam.init = "uniform(-0.0222717702..0.0222717702)"},
    %dense_blocks_1_layers_4_0_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_4_0_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_4_2_weight: tensor<32x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %dense_blocks_1_layers_5_0_weight: tensor<288xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_5_0_bias: tensor<288xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_5_2_weight: tensor<32x288x3x3xf32> {htam.init = "uniform(-0.019641855..0.019641855)"},
    %dense_blocks_1_layers_6_0_weight: tensor<320xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_6_0_bias: tensor<320xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_6_2_weight: tensor<32x320x3x3xf32> {htam.init = "uniform(-0.0186338998..0.0186338998)"},
    %dense_blocks_1_layers_7_0_weight: tensor<352xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_7_0_bias: tensor<352xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_7_2_weight: tensor<32x352x3x3xf32> {htam.init = "uniform(-0.0177667264..0.0177667264)"},
    %dense_blocks_1_layers_8_0_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_8_0_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_8_2_weight: tensor<32x384x3x3xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"},
    %dense_blocks_1_layers_9_0_weight: tensor<416xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_9_0_bias: tensor<416xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_9_2_weight: tensor<32x416x3x3xf32> {htam.init = "uniform(-0.0163430113..0.0163430113)"},
    %dense_blocks_1_layers_10_0_weight: tensor<448xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_10_0_bias: tensor<448xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_10_2_weight: tensor<32x448x3x3xf32> {htam.init = "uniform(-0.0157485197..0.0157485197)"},
    %dense_blocks_1_layers_11_0_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_1_layers_11_0_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_1_layers_11_2_weight: tensor<32x480x3x3xf32> {htam.init = "uniform(-0.0152145155..0.0152145155)"},
    %transition_layers_1_transition_0_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transition_layers_1_transition_0_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transition_layers_1_transition_2_weight: tensor<256x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %dense_blocks_2_layers_0_0_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_0_0_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_0_2_weight: tensor<32x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %dense_blocks_2_layers_1_0_weight: tensor<288xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_1_0_bias: tensor<288xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_1_2_weight: tensor<32x288x3x3xf32> {htam.init = "uniform(-0.019641855..0.019641855)"},
    %dense_blocks_2_layers_2_0_weight: tensor<320xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_2_0_bias: tensor<320xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_2_2_weight: tensor<32x320x3x3xf32> {htam.init = "uniform(-0.0186338998..0.0186338998)"},
    %dense_blocks_2_layers_3_0_weight: tensor<352xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_3_0_bias: tensor<352xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_3_2_weight: tensor<32x352x3x3xf32> {htam.init = "uniform(-0.0177667264..0.0177667264)"},
    %dense_blocks_2_layers_4_0_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_4_0_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_4_2_weight: tensor<32x384x3x3xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"},
    %dense_blocks_2_layers_5_0_weight: tensor<416xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_5_0_bias: tensor<416xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_5_2_weight: tensor<32x416x3x3xf32> {htam.init = "uniform(-0.0163430113..0.0163430113)"},
    %dense_blocks_2_layers_6_0_weight: tensor<448xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_6_0_bias: tensor<448xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_6_2_weight: tensor<32x448x3x3xf32> {htam.init = "uniform(-0.0157485197..0.0157485197)"},
    %dense_blocks_2_layers_7_0_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_7_0_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_7_2_weight: tensor<32x480x3x3xf32> {htam.init = "uniform(-0.0152145155..0.0152145155)"},
    %dense_blocks_2_layers_8_0_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_8_0_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_8_2_weight: tensor<32x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %dense_blocks_2_layers_9_0_weight: tensor<544xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_9_0_bias: tensor<544xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_9_2_weight: tensor<32x544x3x3xf32> {htam.init = "uniform(-0.0142915488..0.0142915488)"},
    %dense_blocks_2_layers_10_0_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_10_0_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_10_2_weight: tensor<32x576x3x3xf32> {htam.init = "uniform(-0.0138888889..0.0138888889)"},
    %dense_blocks_2_layers_11_0_weight: tensor<608xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_11_0_bias: tensor<608xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_11_2_weight: tensor<32x608x3x3xf32> {htam.init = "uniform(-0.0135184518..0.0135184518)"},
    %dense_blocks_2_layers_12_0_weight: tensor<640xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_12_0_bias: tensor<640xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_12_2_weight: tensor<32x640x3x3xf32> {htam.init = "uniform(-0.0131761569..0.0131761569)"},
    %dense_blocks_2_layers_13_0_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_13_0_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_13_2_weight: tensor<32x672x3x3xf32> {htam.init = "uniform(-0.0128586125..0.0128586125)"},
    %dense_blocks_2_layers_14_0_weight: tensor<704xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_14_0_bias: tensor<704xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_14_2_weight: tensor<32x704x3x3xf32> {htam.init = "uniform(-0.0125629727..0.0125629727)"},
    %dense_blocks_2_layers_15_0_weight: tensor<736xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_15_0_bias: tensor<736xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_15_2_weight: tensor<32x736x3x3xf32> {htam.init = "uniform(-0.0122868297..0.0122868297)"},
    %dense_blocks_2_layers_16_0_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_16_0_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_16_2_weight: tensor<32x768x3x3xf32> {htam.init = "uniform(-0.0120281306..0.0120281306)"},
    %dense_blocks_2_layers_17_0_weight: tensor<800xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_17_0_bias: tensor<800xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_17_2_weight: tensor<32x800x3x3xf32> {htam.init = "uniform(-0.011785113..0.011785113)"},
    %dense_blocks_2_layers_18_0_weight: tensor<832xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_18_0_bias: tensor<832xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_18_2_weight: tensor<32x832x3x3xf32> {htam.init = "uniform(-0.0115562541..0.0115562541)"},
    %dense_blocks_2_layers_19_0_weight: tensor<864xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_19_0_bias: tensor<864xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_19_2_weight: tensor<32x864x3x3xf32> {htam.init = "uniform(-0.0113402303..0.0113402303)"},
    %dense_blocks_2_layers_20_0_weight: tensor<896xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_20_0_bias: tensor<896xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_20_2_weight: tensor<32x896x3x3xf32> {htam.init = "uniform(-0.0111358851..0.0111358851)"},
    %dense_blocks_2_layers_21_0_weight: tensor<928xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_21_0_bias: tensor<928xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_21_2_weight: tensor<32x928x3x3xf32> {htam.init = "uniform(-0.0109422027..0.0109422027)"},
    %dense_blocks_2_layers_22_0_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_22_0_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_22_2_weight: tensor<32x960x3x3xf32> {htam.init = "uniform(-0.0107582871..0.0107582871)"},
    %dense_blocks_2_layers_23_0_weight: tensor<992xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_23_0_bias: tensor<992xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_23_2_weight: tensor<32x992x3x3xf32> {htam.init = "uniform(-0.0105833439..0.0105833439)"},
    %transition_layers_2_transition_0_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %transition_layers_2_transition_0_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transition_layers_2_transition_2_weight: tensor<512x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %dense_blocks_3_layers_0_0_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_0_0_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_0_2_weight: tensor<32x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %dense_blocks_3_layers_1_0_weight: tensor<544xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_1_0_bias: tensor<544xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_1_2_weight: tensor<32x544x3x3xf32> {htam.init = "uniform(-0.0142915488..0.0142915488)"},
    %dense_blocks_3_layers_2_0_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_2_0_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_2_2_weight: tensor<32x576x3x3xf32> {htam.init = "uniform(-0.0138888889..0.0138888889)"},
    %dense_blocks_3_layers_3_0_weight: tensor<608xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_3_0_bias: tensor<608xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_3_2_weight: tensor<32x608x3x3xf32> {htam.init = "uniform(-0.0135184518..0.0135184518)"},
    %dense_blocks_3_layers_4_0_weight: tensor<640xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_4_0_bias: tensor<640xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_4_2_weight: tensor<32x640x3x3xf32> {htam.init = "uniform(-0.0131761569..0.0131761569)"},
    %dense_blocks_3_layers_5_0_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_5_0_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_5_2_weight: tensor<32x672x3x3xf32> {htam.init = "uniform(-0.0128586125..0.0128586125)"},
    %dense_blocks_3_layers_6_0_weight: tensor<704xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_6_0_bias: tensor<704xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_6_2_weight: tensor<32x704x3x3xf32> {htam.init = "uniform(-0.0125629727..0.0125629727)"},
    %dense_blocks_3_layers_7_0_weight: tensor<736xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_7_0_bias: tensor<736xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_7_2_weight: tensor<32x736x3x3xf32> {htam.init = "uniform(-0.0122868297..0.0122868297)"},
    %dense_blocks_3_layers_8_0_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_8_0_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_8_2_weight: tensor<32x768x3x3xf32> {htam.init = "uniform(-0.0120281306..0.0120281306)"},
    %dense_blocks_3_layers_9_0_weight: tensor<800xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_9_0_bias: tensor<800xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_9_2_weight: tensor<32x800x3x3xf32> {htam.init = "uniform(-0.011785113..0.011785113)"},
    %dense_blocks_3_layers_10_0_weight: tensor<832xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_10_0_bias: tensor<832xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_10_2_weight: tensor<32x832x3x3xf32> {htam.init = "uniform(-0.0115562541..0.0115562541)"},
    %dense_blocks_3_layers_11_0_weight: tensor<864xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_11_0_bias: tensor<864xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_11_2_weight: tensor<32x864x3x3xf32> {htam.init = "uniform(-0.0113402303..0.0113402303)"},
    %dense_blocks_3_layers_12_0_weight: tensor<896xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_12_0_bias: tensor<896xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_12_2_weight: tensor<32x896x3x3xf32> {htam.init = "uniform(-0.0111358851..0.0111358851)"},
    %dense_blocks_3_layers_13_0_weight: tensor<928xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_13_0_bias: tensor<928xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_13_2_weight: tensor<32x928x3x3xf32> {htam.init = "uniform(-0.0109422027..0.0109422027)"},
    %dense_blocks_3_layers_14_0_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_14_0_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_14_2_weight: tensor<32x960x3x3xf32> {htam.init = "uniform(-0.0107582871..0.0107582871)"},
    %dense_blocks_3_layers_15_0_weight: tensor<992xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_15_0_bias: tensor<992xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_15_2_weight: tensor<32x992x3x3xf32> {htam.init = "uniform(-0.0105833439..0.0105833439)"},
    %final_bn_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %final_bn_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %classifier_weight: tensor<10x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %classifier_bias: tensor<10xf32> {htam.init = "uniform(-0.03125..0.03125)"}) -> (tensor<10x10xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.2544e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 3.136e+04 : f32
  %c5 = arith.constant 4.0 : f32
  %c6 = arith.constant 7.84e+03 : f32
  %c7 = arith.constant 1.96e+03 : f32
  %c8 = arith.constant 4.9e+02 : f32
  %c9 = arith.constant 49.0 : f32
  %e1 = tensor.empty() : tensor<10x3x230x230xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x3x230x230xf32>) -> tensor<10x3x230x230xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 3, d3 + 3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<10x3x224x224xf32>) outs(%f2 : tensor<10x3x230x230xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<10x3x230x230xf32>
  %e6 = tensor.empty() : tensor<10x64x112x112xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<10x64x112x112xf32>) -> tensor<10x64x112x112xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g5, %features_0_weight : tensor<10x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%f7 : tensor<10x64x112x112xf32>) -> tensor<10x64x112x112xf32>
  %e9 = tensor.empty() : tensor<10x64x112xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<10x64x112xf32>) -> tensor<10x64x112xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv8 : tensor<10x64x112x112xf32>) outs(%f10 : tensor<10x64x112xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.addf %a11, %o12 : f32
    linalg.yield %b13 : f32
  } -> tensor<10x64x112xf32>
  %e15 = tensor.empty() : tensor<64xf32>
  %f16 = linalg.fill ins(%c0 : f32) outs(%e15 : tensor<64xf32>) -> tensor<64xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g14 : tensor<10x64x112xf32>) outs(%f16 : tensor<64xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.addf %a17, %o18 : f32
    linalg.yield %b19 : f32
  } -> tensor<64xf32>
  %e21 = tensor.empty() : tensor<64xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g20 : tensor<64xf32>) outs(%e21 : tensor<64xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.divf %a22, %c1 : f32
    linalg.yield %b24 : f32
  } -> tensor<64xf32>
  %e27 = tensor.empty() : tensor<10x64x112x112xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25 : tensor<10x64x112x112xf32>, tensor<64xf32>) outs(%e27 : tensor<10x64x112x112xf32>) {
  ^bb0(%a28: f32, %a29: f32, %o30: f32):
    %b31 = arith.subf %a28, %a29 : f32
    %b32 = arith.mulf %b31, %b31 : f32
    linalg.yield %b32 : f32
  } -> tensor<10x64x112x112xf32>
  %e34 = tensor.empty() : tensor<10x64x112xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<10x64x112xf32>) -> tensor<10x64x112xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g33 : tensor<10x64x112x112xf32>) outs(%f35 : tensor<10x64x112xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.addf %a36, %o37 : f32
    linalg.yield %b38 : f32
  } -> tensor<10x64x112xf32>
  %e40 = tensor.empty() : tensor<64xf32>
  %f41 = linalg.fill ins(%c0 : f32) outs(%e40 : tensor<64xf32>) -> tensor<64xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g39 : tensor<10x64x112xf32>) outs(%f41 : tensor<64xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    %b44 = arith.addf %a42, %o43 : f32
    linalg.yield %b44 : f32
  } -> tensor<64xf32>
  %e46 = tensor.empty() : tensor<64xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g45 : tensor<64xf32>) outs(%e46 : tensor<64xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    %b49 = arith.divf %a47, %c1 : f32
    linalg.yield %b49 : f32
  } -> tensor<64xf32>
  %e54 = tensor.empty() : tensor<10x64x112x112xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25, %g50, %features_1_weight, %features_1_bias : tensor<10x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e54 : tensor<10x64x112x112xf32>) {
  ^bb0(%a55: f32, %a56: f32, %a57: f32, %a58: f32, %a59: f32, %o60: f32):
    %b61 = arith.addf %a57, %c2 : f32
    %b62 = math.sqrt %b61 : f32
    %b63 = arith.subf %a55, %a56 : f32
    %b64 = arith.divf %b63, %b62 : f32
    %b65 = arith.mulf %b64, %a58 : f32
    %b66 = arith.addf %b65, %a59 : f32
    linalg.yield %b66 : f32
  } -> tensor<10x64x112x112xf32>
  %e68 = tensor.empty() : tensor<10x64x112x112xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g67 : tensor<10x64x112x112xf32>) outs(%e68 : tensor<10x64x112x112xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    %b71 = arith.maximumf %a69, %c0 : f32
    linalg.yield %b71 : f32
  } -> tensor<10x64x112x112xf32>
  %e73 = tensor.empty() : tensor<10x64x114x114xf32>
  %f74 = linalg.fill ins(%c3 : f32) outs(%e73 : tensor<10x64x114x114xf32>) -> tensor<10x64x114x114xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g72 : tensor<10x64x112x112xf32>) outs(%f74 : tensor<10x64x114x114xf32>) {
  ^bb0(%a75: f32, %o76: f32):
    linalg.yield %a75 : f32
  } -> tensor<10x64x114x114xf32>
  %e78 = tensor.empty() : tensor<10x64x56x56xf32>
  %f79 = linalg.fill ins(%c3 : f32) outs(%e78 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e80 = tensor.empty() : tensor<3x3xf32>
  %pool81 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g77, %e80 : tensor<10x64x114x114xf32>, tensor<3x3xf32>) outs(%f79 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e82 = tensor.empty() : tensor<64xf32>
  %f83 = linalg.fill ins(%c0 : f32) outs(%e82 : tensor<64xf32>) -> tensor<64xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%pool81 : tensor<10x64x56x56xf32>) outs(%f83 : tensor<64xf32>) {
  ^bb0(%a84: f32, %o85: f32):
    %b86 = arith.addf %a84, %o85 : f32
    linalg.yield %b86 : f32
  } -> tensor<64xf32>
  %e88 = tensor.empty() : tensor<64xf32>
  %g92 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g87 : tensor<64xf32>) outs(%e88 : tensor<64xf32>) {
  ^bb0(%a89: f32, %o90: f32):
    %b91 = arith.divf %a89, %c4 : f32
    linalg.yield %b91 : f32
  } -> tensor<64xf32>
  %e94 = tensor.empty() : tensor<10x64x56x56xf32>
  %g100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool81, %g92 : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e94 : tensor<10x64x56x56xf32>) {
  ^bb0(%a95: f32, %a96: f32, %o97: f32):
    %b98 = arith.subf %a95, %a96 : f32
    %b99 = arith.mulf %b98, %b98 : f32
    linalg.yield %b99 : f32
  } -> tensor<10x64x56x56xf32>
  %e101 = tensor.empty() : tensor<64xf32>
  %f102 = linalg.fill ins(%c0 : f32) outs(%e101 : tensor<64xf32>) -> tensor<64xf32>
  %g106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g100 : tensor<10x64x56x56xf32>) outs(%f102 : tensor<64xf32>) {
  ^bb0(%a103: f32, %o104: f32):
    %b105 = arith.addf %a103, %o104 : f32
    linalg.yield %b105 : f32
  } -> tensor<64xf32>
  %e107 = tensor.empty() : tensor<64xf32>
  %g111 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g106 : tensor<64xf32>) outs(%e107 : tensor<64xf32>) {
  ^bb0(%a108: f32, %o109: f32):
    %b110 = arith.divf %a108, %c4 : f32
    linalg.yield %b110 : f32
  } -> tensor<64xf32>
  %e115 = tensor.empty() : tensor<10x64x56x56xf32>
  %g128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool81, %g92, %g111, %dense_blocks_0_layers_0_0_weight, %dense_blocks_0_layers_0_0_bias : tensor<10x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e115 : tensor<10x64x56x56xf32>) {
  ^bb0(%a116: f32, %a117: f32, %a118: f32, %a119: f32, %a120: f32, %o121: f32):
    %b122 = arith.addf %a118, %c2 : f32
    %b123 = math.sqrt %b122 : f32
    %b124 = arith.subf %a116, %a117 : f32
    %b125 = arith.divf %b124, %b123 : f32
    %b126 = arith.mulf %b125, %a119 : f32
    %b127 = arith.addf %b126, %a120 : f32
    linalg.yield %b127 : f32
  } -> tensor<10x64x56x56xf32>
  %e129 = tensor.empty() : tensor<10x64x56x56xf32>
  %g133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g128 : tensor<10x64x56x56xf32>) outs(%e129 : tensor<10x64x56x56xf32>) {
  ^bb0(%a130: f32, %o131: f32):
    %b132 = arith.maximumf %a130, %c0 : f32
    linalg.yield %b132 : f32
  } -> tensor<10x64x56x56xf32>
  %e134 = tensor.empty() : tensor<10x64x58x58xf32>
  %f135 = linalg.fill ins(%c0 : f32) outs(%e134 : tensor<10x64x58x58xf32>) -> tensor<10x64x58x58xf32>
  %g138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g133 : tensor<10x64x56x56xf32>) outs(%f135 : tensor<10x64x58x58xf32>) {
  ^bb0(%a136: f32, %o137: f32):
    linalg.yield %a136 : f32
  } -> tensor<10x64x58x58xf32>
  %e139 = tensor.empty() : tensor<10x32x56x56xf32>
  %f140 = linalg.fill ins(%c0 : f32) outs(%e139 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %conv141 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g138, %dense_blocks_0_layers_0_2_weight : tensor<10x64x58x58xf32>, tensor<32x64x3x3xf32>) outs(%f140 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %e142 = tensor.empty() : tensor<10x96x56x56xf32>
  %cat143 = tensor.insert_slice %pool81 into %e142[0, 0, 0, 0] [10, 64, 56, 56] [1, 1, 1, 1] : tensor<10x64x56x56xf32> into tensor<10x96x56x56xf32>
  %cat144 = tensor.insert_slice %conv141 into %cat143[0, 64, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x96x56x56xf32>
  %e145 = tensor.empty() : tensor<96xf32>
  %f146 = linalg.fill ins(%c0 : f32) outs(%e145 : tensor<96xf32>) -> tensor<96xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat144 : tensor<10x96x56x56xf32>) outs(%f146 : tensor<96xf32>) {
  ^bb0(%a147: f32, %o148: f32):
    %b149 = arith.addf %a147, %o148 : f32
    linalg.yield %b149 : f32
  } -> tensor<96xf32>
  %e151 = tensor.empty() : tensor<96xf32>
  %g155 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g150 : tensor<96xf32>) outs(%e151 : tensor<96xf32>) {
  ^bb0(%a152: f32, %o153: f32):
    %b154 = arith.divf %a152, %c4 : f32
    linalg.yield %b154 : f32
  } -> tensor<96xf32>
  %e157 = tensor.empty() : tensor<10x96x56x56xf32>
  %g163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat144, %g155 : tensor<10x96x56x56xf32>, tensor<96xf32>) outs(%e157 : tensor<10x96x56x56xf32>) {
  ^bb0(%a158: f32, %a159: f32, %o160: f32):
    %b161 = arith.subf %a158, %a159 : f32
    %b162 = arith.mulf %b161, %b161 : f32
    linalg.yield %b162 : f32
  } -> tensor<10x96x56x56xf32>
  %e164 = tensor.empty() : tensor<96xf32>
  %f165 = linalg.fill ins(%c0 : f32) outs(%e164 : tensor<96xf32>) -> tensor<96xf32>
  %g169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g163 : tensor<10x96x56x56xf32>) outs(%f165 : tensor<96xf32>) {
  ^bb0(%a166: f32, %o167: f32):
    %b168 = arith.addf %a166, %o167 : f32
    linalg.yield %b168 : f32
  } -> tensor<96xf32>
  %e170 = tensor.empty() : tensor<96xf32>
  %g174 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g169 : tensor<96xf32>) outs(%e170 : tensor<96xf32>) {
  ^bb0(%a171: f32, %o172: f32):
    %b173 = arith.divf %a171, %c4 : f32
    linalg.yield %b173 : f32
  } -> tensor<96xf32>
  %e178 = tensor.empty() : tensor<10x96x56x56xf32>
  %g191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat144, %g155, %g174, %dense_blocks_0_layers_1_0_weight, %dense_blocks_0_layers_1_0_bias : tensor<10x96x56x56xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e178 : tensor<10x96x56x56xf32>) {
  ^bb0(%a179: f32, %a180: f32, %a181: f32, %a182: f32, %a183: f32, %o184: f32):
    %b185 = arith.addf %a181, %c2 : f32
    %b186 = math.sqrt %b185 : f32
    %b187 = arith.subf %a179, %a180 : f32
    %b188 = arith.divf %b187, %b186 : f32
    %b189 = arith.mulf %b188, %a182 : f32
    %b190 = arith.addf %b189, %a183 : f32
    linalg.yield %b190 : f32
  } -> tensor<10x96x56x56xf32>
  %e192 = tensor.empty() : tensor<10x96x56x56xf32>
  %g196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g191 : tensor<10x96x56x56xf32>) outs(%e192 : tensor<10x96x56x56xf32>) {
  ^bb0(%a193: f32, %o194: f32):
    %b195 = arith.maximumf %a193, %c0 : f32
    linalg.yield %b195 : f32
  } -> tensor<10x96x56x56xf32>
  %e197 = tensor.empty() : tensor<10x96x58x58xf32>
  %f198 = linalg.fill ins(%c0 : f32) outs(%e197 : tensor<10x96x58x58xf32>) -> tensor<10x96x58x58xf32>
  %g201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g196 : tensor<10x96x56x56xf32>) outs(%f198 : tensor<10x96x58x58xf32>) {
  ^bb0(%a199: f32, %o200: f32):
    linalg.yield %a199 : f32
  } -> tensor<10x96x58x58xf32>
  %e202 = tensor.empty() : tensor<10x32x56x56xf32>
  %f203 = linalg.fill ins(%c0 : f32) outs(%e202 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %conv204 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g201, %dense_blocks_0_layers_1_2_weight : tensor<10x96x58x58xf32>, tensor<32x96x3x3xf32>) outs(%f203 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %e205 = tensor.empty() : tensor<10x128x56x56xf32>
  %cat206 = tensor.insert_slice %pool81 into %e205[0, 0, 0, 0] [10, 64, 56, 56] [1, 1, 1, 1] : tensor<10x64x56x56xf32> into tensor<10x128x56x56xf32>
  %cat207 = tensor.insert_slice %conv141 into %cat206[0, 64, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x128x56x56xf32>
  %cat208 = tensor.insert_slice %conv204 into %cat207[0, 96, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x128x56x56xf32>
  %e209 = tensor.empty() : tensor<128xf32>
  %f210 = linalg.fill ins(%c0 : f32) outs(%e209 : tensor<128xf32>) -> tensor<128xf32>
  %g214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat208 : tensor<10x128x56x56xf32>) outs(%f210 : tensor<128xf32>) {
  ^bb0(%a211: f32, %o212: f32):
    %b213 = arith.addf %a211, %o212 : f32
    linalg.yield %b213 : f32
  } -> tensor<128xf32>
  %e215 = tensor.empty() : tensor<128xf32>
  %g219 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g214 : tensor<128xf32>) outs(%e215 : tensor<128xf32>) {
  ^bb0(%a216: f32, %o217: f32):
    %b218 = arith.divf %a216, %c4 : f32
    linalg.yield %b218 : f32
  } -> tensor<128xf32>
  %e221 = tensor.empty() : tensor<10x128x56x56xf32>
  %g227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat208, %g219 : tensor<10x128x56x56xf32>, tensor<128xf32>) outs(%e221 : tensor<10x128x56x56xf32>) {
  ^bb0(%a222: f32, %a223: f32, %o224: f32):
    %b225 = arith.subf %a222, %a223 : f32
    %b226 = arith.mulf %b225, %b225 : f32
    linalg.yield %b226 : f32
  } -> tensor<10x128x56x56xf32>
  %e228 = tensor.empty() : tensor<128xf32>
  %f229 = linalg.fill ins(%c0 : f32) outs(%e228 : tensor<128xf32>) -> tensor<128xf32>
  %g233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g227 : tensor<10x128x56x56xf32>) outs(%f229 : tensor<128xf32>) {
  ^bb0(%a230: f32, %o231: f32):
    %b232 = arith.addf %a230, %o231 : f32
    linalg.yield %b232 : f32
  } -> tensor<128xf32>
  %e234 = tensor.empty() : tensor<128xf32>
  %g238 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g233 : tensor<128xf32>) outs(%e234 : tensor<128xf32>) {
  ^bb0(%a235: f32, %o236: f32):
    %b237 = arith.divf %a235, %c4 : f32
    linalg.yield %b237 : f32
  } -> tensor<128xf32>
  %e242 = tensor.empty() : tensor<10x128x56x56xf32>
  %g255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat208, %g219, %g238, %dense_blocks_0_layers_2_0_weight, %dense_blocks_0_layers_2_0_bias : tensor<10x128x56x56xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e242 : tensor<10x128x56x56xf32>) {
  ^bb0(%a243: f32, %a244: f32, %a245: f32, %a246: f32, %a247: f32, %o248: f32):
    %b249 = arith.addf %a245, %c2 : f32
    %b250 = math.sqrt %b249 : f32
    %b251 = arith.subf %a243, %a244 : f32
    %b252 = arith.divf %b251, %b250 : f32
    %b253 = arith.mulf %b252, %a246 : f32
    %b254 = arith.addf %b253, %a247 : f32
    linalg.yield %b254 : f32
  } -> tensor<10x128x56x56xf32>
  %e256 = tensor.empty() : tensor<10x128x56x56xf32>
  %g260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g255 : tensor<10x128x56x56xf32>) outs(%e256 : tensor<10x128x56x56xf32>) {
  ^bb0(%a257: f32, %o258: f32):
    %b259 = arith.maximumf %a257, %c0 : f32
    linalg.yield %b259 : f32
  } -> tensor<10x128x56x56xf32>
  %e261 = tensor.empty() : tensor<10x128x58x58xf32>
  %f262 = linalg.fill ins(%c0 : f32) outs(%e261 : tensor<10x128x58x58xf32>) -> tensor<10x128x58x58xf32>
  %g265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g260 : tensor<10x128x56x56xf32>) outs(%f262 : tensor<10x128x58x58xf32>) {
  ^bb0(%a263: f32, %o264: f32):
    linalg.yield %a263 : f32
  } -> tensor<10x128x58x58xf32>
  %e266 = tensor.empty() : tensor<10x32x56x56xf32>
  %f267 = linalg.fill ins(%c0 : f32) outs(%e266 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %conv268 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g265, %dense_blocks_0_layers_2_2_weight : tensor<10x128x58x58xf32>, tensor<32x128x3x3xf32>) outs(%f267 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %e269 = tensor.empty() : tensor<10x160x56x56xf32>
  %cat270 = tensor.insert_slice %pool81 into %e269[0, 0, 0, 0] [10, 64, 56, 56] [1, 1, 1, 1] : tensor<10x64x56x56xf32> into tensor<10x160x56x56xf32>
  %cat271 = tensor.insert_slice %conv141 into %cat270[0, 64, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x160x56x56xf32>
  %cat272 = tensor.insert_slice %conv204 into %cat271[0, 96, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x160x56x56xf32>
  %cat273 = tensor.insert_slice %conv268 into %cat272[0, 128, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x160x56x56xf32>
  %e274 = tensor.empty() : tensor<160xf32>
  %f275 = linalg.fill ins(%c0 : f32) outs(%e274 : tensor<160xf32>) -> tensor<160xf32>
  %g279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat273 : tensor<10x160x56x56xf32>) outs(%f275 : tensor<160xf32>) {
  ^bb0(%a276: f32, %o277: f32):
    %b278 = arith.addf %a276, %o277 : f32
    linalg.yield %b278 : f32
  } -> tensor<160xf32>
  %e280 = tensor.empty() : tensor<160xf32>
  %g284 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g279 : tensor<160xf32>) outs(%e280 : tensor<160xf32>) {
  ^bb0(%a281: f32, %o282: f32):
    %b283 = arith.divf %a281, %c4 : f32
    linalg.yield %b283 : f32
  } -> tensor<160xf32>
  %e286 = tensor.empty() : tensor<10x160x56x56xf32>
  %g292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat273, %g284 : tensor<10x160x56x56xf32>, tensor<160xf32>) outs(%e286 : tensor<10x160x56x56xf32>) {
  ^bb0(%a287: f32, %a288: f32, %o289: f32):
    %b290 = arith.subf %a287, %a288 : f32
    %b291 = arith.mulf %b290, %b290 : f32
    linalg.yield %b291 : f32
  } -> tensor<10x160x56x56xf32>
  %e293 = tensor.empty() : tensor<160xf32>
  %f294 = linalg.fill ins(%c0 : f32) outs(%e293 : tensor<160xf32>) -> tensor<160xf32>
  %g298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g292 : tensor<10x160x56x56xf32>) outs(%f294 : tensor<160xf32>) {
  ^bb0(%a295: f32, %o296: f32):
    %b297 = arith.addf %a295, %o296 : f32
    linalg.yield %b297 : f32
  } -> tensor<160xf32>
  %e299 = tensor.empty() : tensor<160xf32>
  %g303 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g298 : tensor<160xf32>) outs(%e299 : tensor<160xf32>) {
  ^bb0(%a300: f32, %o301: f32):
    %b302 = arith.divf %a300, %c4 : f32
    linalg.yield %b302 : f32
  } -> tensor<160xf32>
  %e307 = tensor.empty() : tensor<10x160x56x56xf32>
  %g320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat273, %g284, %g303, %dense_blocks_0_layers_3_0_weight, %dense_blocks_0_layers_3_0_bias : tensor<10x160x56x56xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%e307 : tensor<10x160x56x56xf32>) {
  ^bb0(%a308: f32, %a309: f32, %a310: f32, %a311: f32, %a312: f32, %o313: f32):
    %b314 = arith.addf %a310, %c2 : f32
    %b315 = math.sqrt %b314 : f32
    %b316 = arith.subf %a308, %a309 : f32
    %b317 = arith.divf %b316, %b315 : f32
    %b318 = arith.mulf %b317, %a311 : f32
    %b319 = arith.addf %b318, %a312 : f32
    linalg.yield %b319 : f32
  } -> tensor<10x160x56x56xf32>
  %e321 = tensor.empty() : tensor<10x160x56x56xf32>
  %g325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g320 : tensor<10x160x56x56xf32>) outs(%e321 : tensor<10x160x56x56xf32>) {
  ^bb0(%a322: f32, %o323: f32):
    %b324 = arith.maximumf %a322, %c0 : f32
    linalg.yield %b324 : f32
  } -> tensor<10x160x56x56xf32>
  %e326 = tensor.empty() : tensor<10x160x58x58xf32>
  %f327 = linalg.fill ins(%c0 : f32) outs(%e326 : tensor<10x160x58x58xf32>) -> tensor<10x160x58x58xf32>
  %g330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g325 : tensor<10x160x56x56xf32>) outs(%f327 : tensor<10x160x58x58xf32>) {
  ^bb0(%a328: f32, %o329: f32):
    linalg.yield %a328 : f32
  } -> tensor<10x160x58x58xf32>
  %e331 = tensor.empty() : tensor<10x32x56x56xf32>
  %f332 = linalg.fill ins(%c0 : f32) outs(%e331 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %conv333 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g330, %dense_blocks_0_layers_3_2_weight : tensor<10x160x58x58xf32>, tensor<32x160x3x3xf32>) outs(%f332 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %e334 = tensor.empty() : tensor<10x192x56x56xf32>
  %cat335 = tensor.insert_slice %pool81 into %e334[0, 0, 0, 0] [10, 64, 56, 56] [1, 1, 1, 1] : tensor<10x64x56x56xf32> into tensor<10x192x56x56xf32>
  %cat336 = tensor.insert_slice %conv141 into %cat335[0, 64, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x192x56x56xf32>
  %cat337 = tensor.insert_slice %conv204 into %cat336[0, 96, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x192x56x56xf32>
  %cat338 = tensor.insert_slice %conv268 into %cat337[0, 128, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x192x56x56xf32>
  %cat339 = tensor.insert_slice %conv333 into %cat338[0, 160, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x192x56x56xf32>
  %e340 = tensor.empty() : tensor<192xf32>
  %f341 = linalg.fill ins(%c0 : f32) outs(%e340 : tensor<192xf32>) -> tensor<192xf32>
  %g345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat339 : tensor<10x192x56x56xf32>) outs(%f341 : tensor<192xf32>) {
  ^bb0(%a342: f32, %o343: f32):
    %b344 = arith.addf %a342, %o343 : f32
    linalg.yield %b344 : f32
  } -> tensor<192xf32>
  %e346 = tensor.empty() : tensor<192xf32>
  %g350 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g345 : tensor<192xf32>) outs(%e346 : tensor<192xf32>) {
  ^bb0(%a347: f32, %o348: f32):
    %b349 = arith.divf %a347, %c4 : f32
    linalg.yield %b349 : f32
  } -> tensor<192xf32>
  %e352 = tensor.empty() : tensor<10x192x56x56xf32>
  %g358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat339, %g350 : tensor<10x192x56x56xf32>, tensor<192xf32>) outs(%e352 : tensor<10x192x56x56xf32>) {
  ^bb0(%a353: f32, %a354: f32, %o355: f32):
    %b356 = arith.subf %a353, %a354 : f32
    %b357 = arith.mulf %b356, %b356 : f32
    linalg.yield %b357 : f32
  } -> tensor<10x192x56x56xf32>
  %e359 = tensor.empty() : tensor<192xf32>
  %f360 = linalg.fill ins(%c0 : f32) outs(%e359 : tensor<192xf32>) -> tensor<192xf32>
  %g364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g358 : tensor<10x192x56x56xf32>) outs(%f360 : tensor<192xf32>) {
  ^bb0(%a361: f32, %o362: f32):
    %b363 = arith.addf %a361, %o362 : f32
    linalg.yield %b363 : f32
  } -> tensor<192xf32>
  %e365 = tensor.empty() : tensor<192xf32>
  %g369 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g364 : tensor<192xf32>) outs(%e365 : tensor<192xf32>) {
  ^bb0(%a366: f32, %o367: f32):
    %b368 = arith.divf %a366, %c4 : f32
    linalg.yield %b368 : f32
  } -> tensor<192xf32>
  %e373 = tensor.empty() : tensor<10x192x56x56xf32>
  %g386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat339, %g350, %g369, %dense_blocks_0_layers_4_0_weight, %dense_blocks_0_layers_4_0_bias : tensor<10x192x56x56xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e373 : tensor<10x192x56x56xf32>) {
  ^bb0(%a374: f32, %a375: f32, %a376: f32, %a377: f32, %a378: f32, %o379: f32):
    %b380 = arith.addf %a376, %c2 : f32
    %b381 = math.sqrt %b380 : f32
    %b382 = arith.subf %a374, %a375 : f32
    %b383 = arith.divf %b382, %b381 : f32
    %b384 = arith.mulf %b383, %a377 : f32
    %b385 = arith.addf %b384, %a378 : f32
    linalg.yield %b385 : f32
  } -> tensor<10x192x56x56xf32>
  %e387 = tensor.empty() : tensor<10x192x56x56xf32>
  %g391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g386 : tensor<10x192x56x56xf32>) outs(%e387 : tensor<10x192x56x56xf32>) {
  ^bb0(%a388: f32, %o389: f32):
    %b390 = arith.maximumf %a388, %c0 : f32
    linalg.yield %b390 : f32
  } -> tensor<10x192x56x56xf32>
  %e392 = tensor.empty() : tensor<10x192x58x58xf32>
  %f393 = linalg.fill ins(%c0 : f32) outs(%e392 : tensor<10x192x58x58xf32>) -> tensor<10x192x58x58xf32>
  %g396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g391 : tensor<10x192x56x56xf32>) outs(%f393 : tensor<10x192x58x58xf32>) {
  ^bb0(%a394: f32, %o395: f32):
    linalg.yield %a394 : f32
  } -> tensor<10x192x58x58xf32>
  %e397 = tensor.empty() : tensor<10x32x56x56xf32>
  %f398 = linalg.fill ins(%c0 : f32) outs(%e397 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %conv399 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g396, %dense_blocks_0_layers_4_2_weight : tensor<10x192x58x58xf32>, tensor<32x192x3x3xf32>) outs(%f398 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %e400 = tensor.empty() : tensor<10x224x56x56xf32>
  %cat401 = tensor.insert_slice %pool81 into %e400[0, 0, 0, 0] [10, 64, 56, 56] [1, 1, 1, 1] : tensor<10x64x56x56xf32> into tensor<10x224x56x56xf32>
  %cat402 = tensor.insert_slice %conv141 into %cat401[0, 64, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x224x56x56xf32>
  %cat403 = tensor.insert_slice %conv204 into %cat402[0, 96, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x224x56x56xf32>
  %cat404 = tensor.insert_slice %conv268 into %cat403[0, 128, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x224x56x56xf32>
  %cat405 = tensor.insert_slice %conv333 into %cat404[0, 160, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x224x56x56xf32>
  %cat406 = tensor.insert_slice %conv399 into %cat405[0, 192, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x224x56x56xf32>
  %e407 = tensor.empty() : tensor<224xf32>
  %f408 = linalg.fill ins(%c0 : f32) outs(%e407 : tensor<224xf32>) -> tensor<224xf32>
  %g412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat406 : tensor<10x224x56x56xf32>) outs(%f408 : tensor<224xf32>) {
  ^bb0(%a409: f32, %o410: f32):
    %b411 = arith.addf %a409, %o410 : f32
    linalg.yield %b411 : f32
  } -> tensor<224xf32>
  %e413 = tensor.empty() : tensor<224xf32>
  %g417 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g412 : tensor<224xf32>) outs(%e413 : tensor<224xf32>) {
  ^bb0(%a414: f32, %o415: f32):
    %b416 = arith.divf %a414, %c4 : f32
    linalg.yield %b416 : f32
  } -> tensor<224xf32>
  %e419 = tensor.empty() : tensor<10x224x56x56xf32>
  %g425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat406, %g417 : tensor<10x224x56x56xf32>, tensor<224xf32>) outs(%e419 : tensor<10x224x56x56xf32>) {
  ^bb0(%a420: f32, %a421: f32, %o422: f32):
    %b423 = arith.subf %a420, %a421 : f32
    %b424 = arith.mulf %b423, %b423 : f32
    linalg.yield %b424 : f32
  } -> tensor<10x224x56x56xf32>
  %e426 = tensor.empty() : tensor<224xf32>
  %f427 = linalg.fill ins(%c0 : f32) outs(%e426 : tensor<224xf32>) -> tensor<224xf32>
  %g431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g425 : tensor<10x224x56x56xf32>) outs(%f427 : tensor<224xf32>) {
  ^bb0(%a428: f32, %o429: f32):
    %b430 = arith.addf %a428, %o429 : f32
    linalg.yield %b430 : f32
  } -> tensor<224xf32>
  %e432 = tensor.empty() : tensor<224xf32>
  %g436 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g431 : tensor<224xf32>) outs(%e432 : tensor<224xf32>) {
  ^bb0(%a433: f32, %o434: f32):
    %b435 = arith.divf %a433, %c4 : f32
    linalg.yield %b435 : f32
  } -> tensor<224xf32>
  %e440 = tensor.empty() : tensor<10x224x56x56xf32>
  %g453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat406, %g417, %g436, %dense_blocks_0_layers_5_0_weight, %dense_blocks_0_layers_5_0_bias : tensor<10x224x56x56xf32>, tensor<224xf32>, tensor<224xf32>, tensor<224xf32>, tensor<224xf32>) outs(%e440 : tensor<10x224x56x56xf32>) {
  ^bb0(%a441: f32, %a442: f32, %a443: f32, %a444: f32, %a445: f32, %o446: f32):
    %b447 = arith.addf %a443, %c2 : f32
    %b448 = math.sqrt %b447 : f32
    %b449 = arith.subf %a441, %a442 : f32
    %b450 = arith.divf %b449, %b448 : f32
    %b451 = arith.mulf %b450, %a444 : f32
    %b452 = arith.addf %b451, %a445 : f32
    linalg.yield %b452 : f32
  } -> tensor<10x224x56x56xf32>
  %e454 = tensor.empty() : tensor<10x224x56x56xf32>
  %g458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g453 : tensor<10x224x56x56xf32>) outs(%e454 : tensor<10x224x56x56xf32>) {
  ^bb0(%a455: f32, %o456: f32):
    %b457 = arith.maximumf %a455, %c0 : f32
    linalg.yield %b457 : f32
  } -> tensor<10x224x56x56xf32>
  %e459 = tensor.empty() : tensor<10x224x58x58xf32>
  %f460 = linalg.fill ins(%c0 : f32) outs(%e459 : tensor<10x224x58x58xf32>) -> tensor<10x224x58x58xf32>
  %g463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g458 : tensor<10x224x56x56xf32>) outs(%f460 : tensor<10x224x58x58xf32>) {
  ^bb0(%a461: f32, %o462: f32):
    linalg.yield %a461 : f32
  } -> tensor<10x224x58x58xf32>
  %e464 = tensor.empty() : tensor<10x32x56x56xf32>
  %f465 = linalg.fill ins(%c0 : f32) outs(%e464 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %conv466 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g463, %dense_blocks_0_layers_5_2_weight : tensor<10x224x58x58xf32>, tensor<32x224x3x3xf32>) outs(%f465 : tensor<10x32x56x56xf32>) -> tensor<10x32x56x56xf32>
  %e467 = tensor.empty() : tensor<10x256x56x56xf32>
  %cat468 = tensor.insert_slice %pool81 into %e467[0, 0, 0, 0] [10, 64, 56, 56] [1, 1, 1, 1] : tensor<10x64x56x56xf32> into tensor<10x256x56x56xf32>
  %cat469 = tensor.insert_slice %conv141 into %cat468[0, 64, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x256x56x56xf32>
  %cat470 = tensor.insert_slice %conv204 into %cat469[0, 96, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x256x56x56xf32>
  %cat471 = tensor.insert_slice %conv268 into %cat470[0, 128, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x256x56x56xf32>
  %cat472 = tensor.insert_slice %conv333 into %cat471[0, 160, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x256x56x56xf32>
  %cat473 = tensor.insert_slice %conv399 into %cat472[0, 192, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x256x56x56xf32>
  %cat474 = tensor.insert_slice %conv466 into %cat473[0, 224, 0, 0] [10, 32, 56, 56] [1, 1, 1, 1] : tensor<10x32x56x56xf32> into tensor<10x256x56x56xf32>
  %e475 = tensor.empty() : tensor<256xf32>
  %f476 = linalg.fill ins(%c0 : f32) outs(%e475 : tensor<256xf32>) -> tensor<256xf32>
  %g480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat474 : tensor<10x256x56x56xf32>) outs(%f476 : tensor<256xf32>) {
  ^bb0(%a477: f32, %o478: f32):
    %b479 = arith.addf %a477, %o478 : f32
    linalg.yield %b479 : f32
  } -> tensor<256xf32>
  %e481 = tensor.empty() : tensor<256xf32>
  %g485 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g480 : tensor<256xf32>) outs(%e481 : tensor<256xf32>) {
  ^bb0(%a482: f32, %o483: f32):
    %b484 = arith.divf %a482, %c4 : f32
    linalg.yield %b484 : f32
  } -> tensor<256xf32>
  %e487 = tensor.empty() : tensor<10x256x56x56xf32>
  %g493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat474, %g485 : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e487 : tensor<10x256x56x56xf32>) {
  ^bb0(%a488: f32, %a489: f32, %o490: f32):
    %b491 = arith.subf %a488, %a489 : f32
    %b492 = arith.mulf %b491, %b491 : f32
    linalg.yield %b492 : f32
  } -> tensor<10x256x56x56xf32>
  %e494 = tensor.empty() : tensor<256xf32>
  %f495 = linalg.fill ins(%c0 : f32) outs(%e494 : tensor<256xf32>) -> tensor<256xf32>
  %g499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g493 : tensor<10x256x56x56xf32>) outs(%f495 : tensor<256xf32>) {
  ^bb0(%a496: f32, %o497: f32):
    %b498 = arith.addf %a496, %o497 : f32
    linalg.yield %b498 : f32
  } -> tensor<256xf32>
  %e500 = tensor.empty() : tensor<256xf32>
  %g504 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g499 : tensor<256xf32>) outs(%e500 : tensor<256xf32>) {
  ^bb0(%a501: f32, %o502: f32):
    %b503 = arith.divf %a501, %c4 : f32
    linalg.yield %b503 : f32
  } -> tensor<256xf32>
  %e508 = tensor.empty() : tensor<10x256x56x56xf32>
  %g521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat474, %g485, %g504, %transition_layers_0_transition_0_weight, %transition_layers_0_transition_0_bias : tensor<10x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e508 : tensor<10x256x56x56xf32>) {
  ^bb0(%a509: f32, %a510: f32, %a511: f32, %a512: f32, %a513: f32, %o514: f32):
    %b515 = arith.addf %a511, %c2 : f32
    %b516 = math.sqrt %b515 : f32
    %b517 = arith.subf %a509, %a510 : f32
    %b518 = arith.divf %b517, %b516 : f32
    %b519 = arith.mulf %b518, %a512 : f32
    %b520 = arith.addf %b519, %a513 : f32
    linalg.yield %b520 : f32
  } -> tensor<10x256x56x56xf32>
  %e522 = tensor.empty() : tensor<10x256x56x56xf32>
  %g526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g521 : tensor<10x256x56x56xf32>) outs(%e522 : tensor<10x256x56x56xf32>) {
  ^bb0(%a523: f32, %o524: f32):
    %b525 = arith.maximumf %a523, %c0 : f32
    linalg.yield %b525 : f32
  } -> tensor<10x256x56x56xf32>
  %e527 = tensor.empty() : tensor<10x128x56x56xf32>
  %f528 = linalg.fill ins(%c0 : f32) outs(%e527 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %conv529 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g526, %transition_layers_0_transition_2_weight : tensor<10x256x56x56xf32>, tensor<128x256x1x1xf32>) outs(%f528 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %e530 = tensor.empty() : tensor<10x128x28x28xf32>
  %f531 = linalg.fill ins(%c0 : f32) outs(%e530 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e532 = tensor.empty() : tensor<2x2xf32>
  %pool533 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%conv529, %e532 : tensor<10x128x56x56xf32>, tensor<2x2xf32>) outs(%f531 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e534 = tensor.empty() : tensor<10x128x28x28xf32>
  %g538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool533 : tensor<10x128x28x28xf32>) outs(%e534 : tensor<10x128x28x28xf32>) {
  ^bb0(%a535: f32, %o536: f32):
    %b537 = arith.divf %a535, %c5 : f32
    linalg.yield %b537 : f32
  } -> tensor<10x128x28x28xf32>
  %e539 = tensor.empty() : tensor<128xf32>
  %f540 = linalg.fill ins(%c0 : f32) outs(%e539 : tensor<128xf32>) -> tensor<128xf32>
  %g544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g538 : tensor<10x128x28x28xf32>) outs(%f540 : tensor<128xf32>) {
  ^bb0(%a541: f32, %o542: f32):
    %b543 = arith.addf %a541, %o542 : f32
    linalg.yield %b543 : f32
  } -> tensor<128xf32>
  %e545 = tensor.empty() : tensor<128xf32>
  %g549 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g544 : tensor<128xf32>) outs(%e545 : tensor<128xf32>) {
  ^bb0(%a546: f32, %o547: f32):
    %b548 = arith.divf %a546, %c6 : f32
    linalg.yield %b548 : f32
  } -> tensor<128xf32>
  %e551 = tensor.empty() : tensor<10x128x28x28xf32>
  %g557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g538, %g549 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e551 : tensor<10x128x28x28xf32>) {
  ^bb0(%a552: f32, %a553: f32, %o554: f32):
    %b555 = arith.subf %a552, %a553 : f32
    %b556 = arith.mulf %b555, %b555 : f32
    linalg.yield %b556 : f32
  } -> tensor<10x128x28x28xf32>
  %e558 = tensor.empty() : tensor<128xf32>
  %f559 = linalg.fill ins(%c0 : f32) outs(%e558 : tensor<128xf32>) -> tensor<128xf32>
  %g563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g557 : tensor<10x128x28x28xf32>) outs(%f559 : tensor<128xf32>) {
  ^bb0(%a560: f32, %o561: f32):
    %b562 = arith.addf %a560, %o561 : f32
    linalg.yield %b562 : f32
  } -> tensor<128xf32>
  %e564 = tensor.empty() : tensor<128xf32>
  %g568 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g563 : tensor<128xf32>) outs(%e564 : tensor<128xf32>) {
  ^bb0(%a565: f32, %o566: f32):
    %b567 = arith.divf %a565, %c6 : f32
    linalg.yield %b567 : f32
  } -> tensor<128xf32>
  %e572 = tensor.empty() : tensor<10x128x28x28xf32>
  %g585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g538, %g549, %g568, %dense_blocks_1_layers_0_0_weight, %dense_blocks_1_layers_0_0_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e572 : tensor<10x128x28x28xf32>) {
  ^bb0(%a573: f32, %a574: f32, %a575: f32, %a576: f32, %a577: f32, %o578: f32):
    %b579 = arith.addf %a575, %c2 : f32
    %b580 = math.sqrt %b579 : f32
    %b581 = arith.subf %a573, %a574 : f32
    %b582 = arith.divf %b581, %b580 : f32
    %b583 = arith.mulf %b582, %a576 : f32
    %b584 = arith.addf %b583, %a577 : f32
    linalg.yield %b584 : f32
  } -> tensor<10x128x28x28xf32>
  %e586 = tensor.empty() : tensor<10x128x28x28xf32>
  %g590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g585 : tensor<10x128x28x28xf32>) outs(%e586 : tensor<10x128x28x28xf32>) {
  ^bb0(%a587: f32, %o588: f32):
    %b589 = arith.maximumf %a587, %c0 : f32
    linalg.yield %b589 : f32
  } -> tensor<10x128x28x28xf32>
  %e591 = tensor.empty() : tensor<10x128x30x30xf32>
  %f592 = linalg.fill ins(%c0 : f32) outs(%e591 : tensor<10x128x30x30xf32>) -> tensor<10x128x30x30xf32>
  %g595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g590 : tensor<10x128x28x28xf32>) outs(%f592 : tensor<10x128x30x30xf32>) {
  ^bb0(%a593: f32, %o594: f32):
    linalg.yield %a593 : f32
  } -> tensor<10x128x30x30xf32>
  %e596 = tensor.empty() : tensor<10x32x28x28xf32>
  %f597 = linalg.fill ins(%c0 : f32) outs(%e596 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv598 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g595, %dense_blocks_1_layers_0_2_weight : tensor<10x128x30x30xf32>, tensor<32x128x3x3xf32>) outs(%f597 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e599 = tensor.empty() : tensor<10x160x28x28xf32>
  %cat600 = tensor.insert_slice %g538 into %e599[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x160x28x28xf32>
  %cat601 = tensor.insert_slice %conv598 into %cat600[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x160x28x28xf32>
  %e602 = tensor.empty() : tensor<160xf32>
  %f603 = linalg.fill ins(%c0 : f32) outs(%e602 : tensor<160xf32>) -> tensor<160xf32>
  %g607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat601 : tensor<10x160x28x28xf32>) outs(%f603 : tensor<160xf32>) {
  ^bb0(%a604: f32, %o605: f32):
    %b606 = arith.addf %a604, %o605 : f32
    linalg.yield %b606 : f32
  } -> tensor<160xf32>
  %e608 = tensor.empty() : tensor<160xf32>
  %g612 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g607 : tensor<160xf32>) outs(%e608 : tensor<160xf32>) {
  ^bb0(%a609: f32, %o610: f32):
    %b611 = arith.divf %a609, %c6 : f32
    linalg.yield %b611 : f32
  } -> tensor<160xf32>
  %e614 = tensor.empty() : tensor<10x160x28x28xf32>
  %g620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat601, %g612 : tensor<10x160x28x28xf32>, tensor<160xf32>) outs(%e614 : tensor<10x160x28x28xf32>) {
  ^bb0(%a615: f32, %a616: f32, %o617: f32):
    %b618 = arith.subf %a615, %a616 : f32
    %b619 = arith.mulf %b618, %b618 : f32
    linalg.yield %b619 : f32
  } -> tensor<10x160x28x28xf32>
  %e621 = tensor.empty() : tensor<160xf32>
  %f622 = linalg.fill ins(%c0 : f32) outs(%e621 : tensor<160xf32>) -> tensor<160xf32>
  %g626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g620 : tensor<10x160x28x28xf32>) outs(%f622 : tensor<160xf32>) {
  ^bb0(%a623: f32, %o624: f32):
    %b625 = arith.addf %a623, %o624 : f32
    linalg.yield %b625 : f32
  } -> tensor<160xf32>
  %e627 = tensor.empty() : tensor<160xf32>
  %g631 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g626 : tensor<160xf32>) outs(%e627 : tensor<160xf32>) {
  ^bb0(%a628: f32, %o629: f32):
    %b630 = arith.divf %a628, %c6 : f32
    linalg.yield %b630 : f32
  } -> tensor<160xf32>
  %e635 = tensor.empty() : tensor<10x160x28x28xf32>
  %g648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat601, %g612, %g631, %dense_blocks_1_layers_1_0_weight, %dense_blocks_1_layers_1_0_bias : tensor<10x160x28x28xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%e635 : tensor<10x160x28x28xf32>) {
  ^bb0(%a636: f32, %a637: f32, %a638: f32, %a639: f32, %a640: f32, %o641: f32):
    %b642 = arith.addf %a638, %c2 : f32
    %b643 = math.sqrt %b642 : f32
    %b644 = arith.subf %a636, %a637 : f32
    %b645 = arith.divf %b644, %b643 : f32
    %b646 = arith.mulf %b645, %a639 : f32
    %b647 = arith.addf %b646, %a640 : f32
    linalg.yield %b647 : f32
  } -> tensor<10x160x28x28xf32>
  %e649 = tensor.empty() : tensor<10x160x28x28xf32>
  %g653 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g648 : tensor<10x160x28x28xf32>) outs(%e649 : tensor<10x160x28x28xf32>) {
  ^bb0(%a650: f32, %o651: f32):
    %b652 = arith.maximumf %a650, %c0 : f32
    linalg.yield %b652 : f32
  } -> tensor<10x160x28x28xf32>
  %e654 = tensor.empty() : tensor<10x160x30x30xf32>
  %f655 = linalg.fill ins(%c0 : f32) outs(%e654 : tensor<10x160x30x30xf32>) -> tensor<10x160x30x30xf32>
  %g658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g653 : tensor<10x160x28x28xf32>) outs(%f655 : tensor<10x160x30x30xf32>) {
  ^bb0(%a656: f32, %o657: f32):
    linalg.yield %a656 : f32
  } -> tensor<10x160x30x30xf32>
  %e659 = tensor.empty() : tensor<10x32x28x28xf32>
  %f660 = linalg.fill ins(%c0 : f32) outs(%e659 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv661 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g658, %dense_blocks_1_layers_1_2_weight : tensor<10x160x30x30xf32>, tensor<32x160x3x3xf32>) outs(%f660 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e662 = tensor.empty() : tensor<10x192x28x28xf32>
  %cat663 = tensor.insert_slice %g538 into %e662[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x192x28x28xf32>
  %cat664 = tensor.insert_slice %conv598 into %cat663[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x192x28x28xf32>
  %cat665 = tensor.insert_slice %conv661 into %cat664[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x192x28x28xf32>
  %e666 = tensor.empty() : tensor<192xf32>
  %f667 = linalg.fill ins(%c0 : f32) outs(%e666 : tensor<192xf32>) -> tensor<192xf32>
  %g671 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat665 : tensor<10x192x28x28xf32>) outs(%f667 : tensor<192xf32>) {
  ^bb0(%a668: f32, %o669: f32):
    %b670 = arith.addf %a668, %o669 : f32
    linalg.yield %b670 : f32
  } -> tensor<192xf32>
  %e672 = tensor.empty() : tensor<192xf32>
  %g676 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g671 : tensor<192xf32>) outs(%e672 : tensor<192xf32>) {
  ^bb0(%a673: f32, %o674: f32):
    %b675 = arith.divf %a673, %c6 : f32
    linalg.yield %b675 : f32
  } -> tensor<192xf32>
  %e678 = tensor.empty() : tensor<10x192x28x28xf32>
  %g684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat665, %g676 : tensor<10x192x28x28xf32>, tensor<192xf32>) outs(%e678 : tensor<10x192x28x28xf32>) {
  ^bb0(%a679: f32, %a680: f32, %o681: f32):
    %b682 = arith.subf %a679, %a680 : f32
    %b683 = arith.mulf %b682, %b682 : f32
    linalg.yield %b683 : f32
  } -> tensor<10x192x28x28xf32>
  %e685 = tensor.empty() : tensor<192xf32>
  %f686 = linalg.fill ins(%c0 : f32) outs(%e685 : tensor<192xf32>) -> tensor<192xf32>
  %g690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g684 : tensor<10x192x28x28xf32>) outs(%f686 : tensor<192xf32>) {
  ^bb0(%a687: f32, %o688: f32):
    %b689 = arith.addf %a687, %o688 : f32
    linalg.yield %b689 : f32
  } -> tensor<192xf32>
  %e691 = tensor.empty() : tensor<192xf32>
  %g695 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g690 : tensor<192xf32>) outs(%e691 : tensor<192xf32>) {
  ^bb0(%a692: f32, %o693: f32):
    %b694 = arith.divf %a692, %c6 : f32
    linalg.yield %b694 : f32
  } -> tensor<192xf32>
  %e699 = tensor.empty() : tensor<10x192x28x28xf32>
  %g712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat665, %g676, %g695, %dense_blocks_1_layers_2_0_weight, %dense_blocks_1_layers_2_0_bias : tensor<10x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e699 : tensor<10x192x28x28xf32>) {
  ^bb0(%a700: f32, %a701: f32, %a702: f32, %a703: f32, %a704: f32, %o705: f32):
    %b706 = arith.addf %a702, %c2 : f32
    %b707 = math.sqrt %b706 : f32
    %b708 = arith.subf %a700, %a701 : f32
    %b709 = arith.divf %b708, %b707 : f32
    %b710 = arith.mulf %b709, %a703 : f32
    %b711 = arith.addf %b710, %a704 : f32
    linalg.yield %b711 : f32
  } -> tensor<10x192x28x28xf32>
  %e713 = tensor.empty() : tensor<10x192x28x28xf32>
  %g717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g712 : tensor<10x192x28x28xf32>) outs(%e713 : tensor<10x192x28x28xf32>) {
  ^bb0(%a714: f32, %o715: f32):
    %b716 = arith.maximumf %a714, %c0 : f32
    linalg.yield %b716 : f32
  } -> tensor<10x192x28x28xf32>
  %e718 = tensor.empty() : tensor<10x192x30x30xf32>
  %f719 = linalg.fill ins(%c0 : f32) outs(%e718 : tensor<10x192x30x30xf32>) -> tensor<10x192x30x30xf32>
  %g722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g717 : tensor<10x192x28x28xf32>) outs(%f719 : tensor<10x192x30x30xf32>) {
  ^bb0(%a720: f32, %o721: f32):
    linalg.yield %a720 : f32
  } -> tensor<10x192x30x30xf32>
  %e723 = tensor.empty() : tensor<10x32x28x28xf32>
  %f724 = linalg.fill ins(%c0 : f32) outs(%e723 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv725 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g722, %dense_blocks_1_layers_2_2_weight : tensor<10x192x30x30xf32>, tensor<32x192x3x3xf32>) outs(%f724 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e726 = tensor.empty() : tensor<10x224x28x28xf32>
  %cat727 = tensor.insert_slice %g538 into %e726[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x224x28x28xf32>
  %cat728 = tensor.insert_slice %conv598 into %cat727[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x224x28x28xf32>
  %cat729 = tensor.insert_slice %conv661 into %cat728[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x224x28x28xf32>
  %cat730 = tensor.insert_slice %conv725 into %cat729[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x224x28x28xf32>
  %e731 = tensor.empty() : tensor<224xf32>
  %f732 = linalg.fill ins(%c0 : f32) outs(%e731 : tensor<224xf32>) -> tensor<224xf32>
  %g736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat730 : tensor<10x224x28x28xf32>) outs(%f732 : tensor<224xf32>) {
  ^bb0(%a733: f32, %o734: f32):
    %b735 = arith.addf %a733, %o734 : f32
    linalg.yield %b735 : f32
  } -> tensor<224xf32>
  %e737 = tensor.empty() : tensor<224xf32>
  %g741 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g736 : tensor<224xf32>) outs(%e737 : tensor<224xf32>) {
  ^bb0(%a738: f32, %o739: f32):
    %b740 = arith.divf %a738, %c6 : f32
    linalg.yield %b740 : f32
  } -> tensor<224xf32>
  %e743 = tensor.empty() : tensor<10x224x28x28xf32>
  %g749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat730, %g741 : tensor<10x224x28x28xf32>, tensor<224xf32>) outs(%e743 : tensor<10x224x28x28xf32>) {
  ^bb0(%a744: f32, %a745: f32, %o746: f32):
    %b747 = arith.subf %a744, %a745 : f32
    %b748 = arith.mulf %b747, %b747 : f32
    linalg.yield %b748 : f32
  } -> tensor<10x224x28x28xf32>
  %e750 = tensor.empty() : tensor<224xf32>
  %f751 = linalg.fill ins(%c0 : f32) outs(%e750 : tensor<224xf32>) -> tensor<224xf32>
  %g755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g749 : tensor<10x224x28x28xf32>) outs(%f751 : tensor<224xf32>) {
  ^bb0(%a752: f32, %o753: f32):
    %b754 = arith.addf %a752, %o753 : f32
    linalg.yield %b754 : f32
  } -> tensor<224xf32>
  %e756 = tensor.empty() : tensor<224xf32>
  %g760 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g755 : tensor<224xf32>) outs(%e756 : tensor<224xf32>) {
  ^bb0(%a757: f32, %o758: f32):
    %b759 = arith.divf %a757, %c6 : f32
    linalg.yield %b759 : f32
  } -> tensor<224xf32>
  %e764 = tensor.empty() : tensor<10x224x28x28xf32>
  %g777 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat730, %g741, %g760, %dense_blocks_1_layers_3_0_weight, %dense_blocks_1_layers_3_0_bias : tensor<10x224x28x28xf32>, tensor<224xf32>, tensor<224xf32>, tensor<224xf32>, tensor<224xf32>) outs(%e764 : tensor<10x224x28x28xf32>) {
  ^bb0(%a765: f32, %a766: f32, %a767: f32, %a768: f32, %a769: f32, %o770: f32):
    %b771 = arith.addf %a767, %c2 : f32
    %b772 = math.sqrt %b771 : f32
    %b773 = arith.subf %a765, %a766 : f32
    %b774 = arith.divf %b773, %b772 : f32
    %b775 = arith.mulf %b774, %a768 : f32
    %b776 = arith.addf %b775, %a769 : f32
    linalg.yield %b776 : f32
  } -> tensor<10x224x28x28xf32>
  %e778 = tensor.empty() : tensor<10x224x28x28xf32>
  %g782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g777 : tensor<10x224x28x28xf32>) outs(%e778 : tensor<10x224x28x28xf32>) {
  ^bb0(%a779: f32, %o780: f32):
    %b781 = arith.maximumf %a779, %c0 : f32
    linalg.yield %b781 : f32
  } -> tensor<10x224x28x28xf32>
  %e783 = tensor.empty() : tensor<10x224x30x30xf32>
  %f784 = linalg.fill ins(%c0 : f32) outs(%e783 : tensor<10x224x30x30xf32>) -> tensor<10x224x30x30xf32>
  %g787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g782 : tensor<10x224x28x28xf32>) outs(%f784 : tensor<10x224x30x30xf32>) {
  ^bb0(%a785: f32, %o786: f32):
    linalg.yield %a785 : f32
  } -> tensor<10x224x30x30xf32>
  %e788 = tensor.empty() : tensor<10x32x28x28xf32>
  %f789 = linalg.fill ins(%c0 : f32) outs(%e788 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv790 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g787, %dense_blocks_1_layers_3_2_weight : tensor<10x224x30x30xf32>, tensor<32x224x3x3xf32>) outs(%f789 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e791 = tensor.empty() : tensor<10x256x28x28xf32>
  %cat792 = tensor.insert_slice %g538 into %e791[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x256x28x28xf32>
  %cat793 = tensor.insert_slice %conv598 into %cat792[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x256x28x28xf32>
  %cat794 = tensor.insert_slice %conv661 into %cat793[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x256x28x28xf32>
  %cat795 = tensor.insert_slice %conv725 into %cat794[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x256x28x28xf32>
  %cat796 = tensor.insert_slice %conv790 into %cat795[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x256x28x28xf32>
  %e797 = tensor.empty() : tensor<256xf32>
  %f798 = linalg.fill ins(%c0 : f32) outs(%e797 : tensor<256xf32>) -> tensor<256xf32>
  %g802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat796 : tensor<10x256x28x28xf32>) outs(%f798 : tensor<256xf32>) {
  ^bb0(%a799: f32, %o800: f32):
    %b801 = arith.addf %a799, %o800 : f32
    linalg.yield %b801 : f32
  } -> tensor<256xf32>
  %e803 = tensor.empty() : tensor<256xf32>
  %g807 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g802 : tensor<256xf32>) outs(%e803 : tensor<256xf32>) {
  ^bb0(%a804: f32, %o805: f32):
    %b806 = arith.divf %a804, %c6 : f32
    linalg.yield %b806 : f32
  } -> tensor<256xf32>
  %e809 = tensor.empty() : tensor<10x256x28x28xf32>
  %g815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat796, %g807 : tensor<10x256x28x28xf32>, tensor<256xf32>) outs(%e809 : tensor<10x256x28x28xf32>) {
  ^bb0(%a810: f32, %a811: f32, %o812: f32):
    %b813 = arith.subf %a810, %a811 : f32
    %b814 = arith.mulf %b813, %b813 : f32
    linalg.yield %b814 : f32
  } -> tensor<10x256x28x28xf32>
  %e816 = tensor.empty() : tensor<256xf32>
  %f817 = linalg.fill ins(%c0 : f32) outs(%e816 : tensor<256xf32>) -> tensor<256xf32>
  %g821 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g815 : tensor<10x256x28x28xf32>) outs(%f817 : tensor<256xf32>) {
  ^bb0(%a818: f32, %o819: f32):
    %b820 = arith.addf %a818, %o819 : f32
    linalg.yield %b820 : f32
  } -> tensor<256xf32>
  %e822 = tensor.empty() : tensor<256xf32>
  %g826 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g821 : tensor<256xf32>) outs(%e822 : tensor<256xf32>) {
  ^bb0(%a823: f32, %o824: f32):
    %b825 = arith.divf %a823, %c6 : f32
    linalg.yield %b825 : f32
  } -> tensor<256xf32>
  %e830 = tensor.empty() : tensor<10x256x28x28xf32>
  %g843 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat796, %g807, %g826, %dense_blocks_1_layers_4_0_weight, %dense_blocks_1_layers_4_0_bias : tensor<10x256x28x28xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e830 : tensor<10x256x28x28xf32>) {
  ^bb0(%a831: f32, %a832: f32, %a833: f32, %a834: f32, %a835: f32, %o836: f32):
    %b837 = arith.addf %a833, %c2 : f32
    %b838 = math.sqrt %b837 : f32
    %b839 = arith.subf %a831, %a832 : f32
    %b840 = arith.divf %b839, %b838 : f32
    %b841 = arith.mulf %b840, %a834 : f32
    %b842 = arith.addf %b841, %a835 : f32
    linalg.yield %b842 : f32
  } -> tensor<10x256x28x28xf32>
  %e844 = tensor.empty() : tensor<10x256x28x28xf32>
  %g848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g843 : tensor<10x256x28x28xf32>) outs(%e844 : tensor<10x256x28x28xf32>) {
  ^bb0(%a845: f32, %o846: f32):
    %b847 = arith.maximumf %a845, %c0 : f32
    linalg.yield %b847 : f32
  } -> tensor<10x256x28x28xf32>
  %e849 = tensor.empty() : tensor<10x256x30x30xf32>
  %f850 = linalg.fill ins(%c0 : f32) outs(%e849 : tensor<10x256x30x30xf32>) -> tensor<10x256x30x30xf32>
  %g853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g848 : tensor<10x256x28x28xf32>) outs(%f850 : tensor<10x256x30x30xf32>) {
  ^bb0(%a851: f32, %o852: f32):
    linalg.yield %a851 : f32
  } -> tensor<10x256x30x30xf32>
  %e854 = tensor.empty() : tensor<10x32x28x28xf32>
  %f855 = linalg.fill ins(%c0 : f32) outs(%e854 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv856 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g853, %dense_blocks_1_layers_4_2_weight : tensor<10x256x30x30xf32>, tensor<32x256x3x3xf32>) outs(%f855 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e857 = tensor.empty() : tensor<10x288x28x28xf32>
  %cat858 = tensor.insert_slice %g538 into %e857[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x288x28x28xf32>
  %cat859 = tensor.insert_slice %conv598 into %cat858[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x288x28x28xf32>
  %cat860 = tensor.insert_slice %conv661 into %cat859[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x288x28x28xf32>
  %cat861 = tensor.insert_slice %conv725 into %cat860[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x288x28x28xf32>
  %cat862 = tensor.insert_slice %conv790 into %cat861[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x288x28x28xf32>
  %cat863 = tensor.insert_slice %conv856 into %cat862[0, 256, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x288x28x28xf32>
  %e864 = tensor.empty() : tensor<288xf32>
  %f865 = linalg.fill ins(%c0 : f32) outs(%e864 : tensor<288xf32>) -> tensor<288xf32>
  %g869 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat863 : tensor<10x288x28x28xf32>) outs(%f865 : tensor<288xf32>) {
  ^bb0(%a866: f32, %o867: f32):
    %b868 = arith.addf %a866, %o867 : f32
    linalg.yield %b868 : f32
  } -> tensor<288xf32>
  %e870 = tensor.empty() : tensor<288xf32>
  %g874 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g869 : tensor<288xf32>) outs(%e870 : tensor<288xf32>) {
  ^bb0(%a871: f32, %o872: f32):
    %b873 = arith.divf %a871, %c6 : f32
    linalg.yield %b873 : f32
  } -> tensor<288xf32>
  %e876 = tensor.empty() : tensor<10x288x28x28xf32>
  %g882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat863, %g874 : tensor<10x288x28x28xf32>, tensor<288xf32>) outs(%e876 : tensor<10x288x28x28xf32>) {
  ^bb0(%a877: f32, %a878: f32, %o879: f32):
    %b880 = arith.subf %a877, %a878 : f32
    %b881 = arith.mulf %b880, %b880 : f32
    linalg.yield %b881 : f32
  } -> tensor<10x288x28x28xf32>
  %e883 = tensor.empty() : tensor<288xf32>
  %f884 = linalg.fill ins(%c0 : f32) outs(%e883 : tensor<288xf32>) -> tensor<288xf32>
  %g888 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g882 : tensor<10x288x28x28xf32>) outs(%f884 : tensor<288xf32>) {
  ^bb0(%a885: f32, %o886: f32):
    %b887 = arith.addf %a885, %o886 : f32
    linalg.yield %b887 : f32
  } -> tensor<288xf32>
  %e889 = tensor.empty() : tensor<288xf32>
  %g893 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g888 : tensor<288xf32>) outs(%e889 : tensor<288xf32>) {
  ^bb0(%a890: f32, %o891: f32):
    %b892 = arith.divf %a890, %c6 : f32
    linalg.yield %b892 : f32
  } -> tensor<288xf32>
  %e897 = tensor.empty() : tensor<10x288x28x28xf32>
  %g910 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat863, %g874, %g893, %dense_blocks_1_layers_5_0_weight, %dense_blocks_1_layers_5_0_bias : tensor<10x288x28x28xf32>, tensor<288xf32>, tensor<288xf32>, tensor<288xf32>, tensor<288xf32>) outs(%e897 : tensor<10x288x28x28xf32>) {
  ^bb0(%a898: f32, %a899: f32, %a900: f32, %a901: f32, %a902: f32, %o903: f32):
    %b904 = arith.addf %a900, %c2 : f32
    %b905 = math.sqrt %b904 : f32
    %b906 = arith.subf %a898, %a899 : f32
    %b907 = arith.divf %b906, %b905 : f32
    %b908 = arith.mulf %b907, %a901 : f32
    %b909 = arith.addf %b908, %a902 : f32
    linalg.yield %b909 : f32
  } -> tensor<10x288x28x28xf32>
  %e911 = tensor.empty() : tensor<10x288x28x28xf32>
  %g915 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g910 : tensor<10x288x28x28xf32>) outs(%e911 : tensor<10x288x28x28xf32>) {
  ^bb0(%a912: f32, %o913: f32):
    %b914 = arith.maximumf %a912, %c0 : f32
    linalg.yield %b914 : f32
  } -> tensor<10x288x28x28xf32>
  %e916 = tensor.empty() : tensor<10x288x30x30xf32>
  %f917 = linalg.fill ins(%c0 : f32) outs(%e916 : tensor<10x288x30x30xf32>) -> tensor<10x288x30x30xf32>
  %g920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g915 : tensor<10x288x28x28xf32>) outs(%f917 : tensor<10x288x30x30xf32>) {
  ^bb0(%a918: f32, %o919: f32):
    linalg.yield %a918 : f32
  } -> tensor<10x288x30x30xf32>
  %e921 = tensor.empty() : tensor<10x32x28x28xf32>
  %f922 = linalg.fill ins(%c0 : f32) outs(%e921 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv923 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g920, %dense_blocks_1_layers_5_2_weight : tensor<10x288x30x30xf32>, tensor<32x288x3x3xf32>) outs(%f922 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e924 = tensor.empty() : tensor<10x320x28x28xf32>
  %cat925 = tensor.insert_slice %g538 into %e924[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x320x28x28xf32>
  %cat926 = tensor.insert_slice %conv598 into %cat925[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x320x28x28xf32>
  %cat927 = tensor.insert_slice %conv661 into %cat926[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x320x28x28xf32>
  %cat928 = tensor.insert_slice %conv725 into %cat927[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x320x28x28xf32>
  %cat929 = tensor.insert_slice %conv790 into %cat928[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x320x28x28xf32>
  %cat930 = tensor.insert_slice %conv856 into %cat929[0, 256, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x320x28x28xf32>
  %cat931 = tensor.insert_slice %conv923 into %cat930[0, 288, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x320x28x28xf32>
  %e932 = tensor.empty() : tensor<320xf32>
  %f933 = linalg.fill ins(%c0 : f32) outs(%e932 : tensor<320xf32>) -> tensor<320xf32>
  %g937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat931 : tensor<10x320x28x28xf32>) outs(%f933 : tensor<320xf32>) {
  ^bb0(%a934: f32, %o935: f32):
    %b936 = arith.addf %a934, %o935 : f32
    linalg.yield %b936 : f32
  } -> tensor<320xf32>
  %e938 = tensor.empty() : tensor<320xf32>
  %g942 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g937 : tensor<320xf32>) outs(%e938 : tensor<320xf32>) {
  ^bb0(%a939: f32, %o940: f32):
    %b941 = arith.divf %a939, %c6 : f32
    linalg.yield %b941 : f32
  } -> tensor<320xf32>
  %e944 = tensor.empty() : tensor<10x320x28x28xf32>
  %g950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat931, %g942 : tensor<10x320x28x28xf32>, tensor<320xf32>) outs(%e944 : tensor<10x320x28x28xf32>) {
  ^bb0(%a945: f32, %a946: f32, %o947: f32):
    %b948 = arith.subf %a945, %a946 : f32
    %b949 = arith.mulf %b948, %b948 : f32
    linalg.yield %b949 : f32
  } -> tensor<10x320x28x28xf32>
  %e951 = tensor.empty() : tensor<320xf32>
  %f952 = linalg.fill ins(%c0 : f32) outs(%e951 : tensor<320xf32>) -> tensor<320xf32>
  %g956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g950 : tensor<10x320x28x28xf32>) outs(%f952 : tensor<320xf32>) {
  ^bb0(%a953: f32, %o954: f32):
    %b955 = arith.addf %a953, %o954 : f32
    linalg.yield %b955 : f32
  } -> tensor<320xf32>
  %e957 = tensor.empty() : tensor<320xf32>
  %g961 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g956 : tensor<320xf32>) outs(%e957 : tensor<320xf32>) {
  ^bb0(%a958: f32, %o959: f32):
    %b960 = arith.divf %a958, %c6 : f32
    linalg.yield %b960 : f32
  } -> tensor<320xf32>
  %e965 = tensor.empty() : tensor<10x320x28x28xf32>
  %g978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat931, %g942, %g961, %dense_blocks_1_layers_6_0_weight, %dense_blocks_1_layers_6_0_bias : tensor<10x320x28x28xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>) outs(%e965 : tensor<10x320x28x28xf32>) {
  ^bb0(%a966: f32, %a967: f32, %a968: f32, %a969: f32, %a970: f32, %o971: f32):
    %b972 = arith.addf %a968, %c2 : f32
    %b973 = math.sqrt %b972 : f32
    %b974 = arith.subf %a966, %a967 : f32
    %b975 = arith.divf %b974, %b973 : f32
    %b976 = arith.mulf %b975, %a969 : f32
    %b977 = arith.addf %b976, %a970 : f32
    linalg.yield %b977 : f32
  } -> tensor<10x320x28x28xf32>
  %e979 = tensor.empty() : tensor<10x320x28x28xf32>
  %g983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g978 : tensor<10x320x28x28xf32>) outs(%e979 : tensor<10x320x28x28xf32>) {
  ^bb0(%a980: f32, %o981: f32):
    %b982 = arith.maximumf %a980, %c0 : f32
    linalg.yield %b982 : f32
  } -> tensor<10x320x28x28xf32>
  %e984 = tensor.empty() : tensor<10x320x30x30xf32>
  %f985 = linalg.fill ins(%c0 : f32) outs(%e984 : tensor<10x320x30x30xf32>) -> tensor<10x320x30x30xf32>
  %g988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g983 : tensor<10x320x28x28xf32>) outs(%f985 : tensor<10x320x30x30xf32>) {
  ^bb0(%a986: f32, %o987: f32):
    linalg.yield %a986 : f32
  } -> tensor<10x320x30x30xf32>
  %e989 = tensor.empty() : tensor<10x32x28x28xf32>
  %f990 = linalg.fill ins(%c0 : f32) outs(%e989 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv991 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g988, %dense_blocks_1_layers_6_2_weight : tensor<10x320x30x30xf32>, tensor<32x320x3x3xf32>) outs(%f990 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e992 = tensor.empty() : tensor<10x352x28x28xf32>
  %cat993 = tensor.insert_slice %g538 into %e992[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x352x28x28xf32>
  %cat994 = tensor.insert_slice %conv598 into %cat993[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x352x28x28xf32>
  %cat995 = tensor.insert_slice %conv661 into %cat994[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x352x28x28xf32>
  %cat996 = tensor.insert_slice %conv725 into %cat995[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x352x28x28xf32>
  %cat997 = tensor.insert_slice %conv790 into %cat996[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x352x28x28xf32>
  %cat998 = tensor.insert_slice %conv856 into %cat997[0, 256, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x352x28x28xf32>
  %cat999 = tensor.insert_slice %conv923 into %cat998[0, 288, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x352x28x28xf32>
  %cat1000 = tensor.insert_slice %conv991 into %cat999[0, 320, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x352x28x28xf32>
  %e1001 = tensor.empty() : tensor<352xf32>
  %f1002 = linalg.fill ins(%c0 : f32) outs(%e1001 : tensor<352xf32>) -> tensor<352xf32>
  %g1006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1000 : tensor<10x352x28x28xf32>) outs(%f1002 : tensor<352xf32>) {
  ^bb0(%a1003: f32, %o1004: f32):
    %b1005 = arith.addf %a1003, %o1004 : f32
    linalg.yield %b1005 : f32
  } -> tensor<352xf32>
  %e1007 = tensor.empty() : tensor<352xf32>
  %g1011 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1006 : tensor<352xf32>) outs(%e1007 : tensor<352xf32>) {
  ^bb0(%a1008: f32, %o1009: f32):
    %b1010 = arith.divf %a1008, %c6 : f32
    linalg.yield %b1010 : f32
  } -> tensor<352xf32>
  %e1013 = tensor.empty() : tensor<10x352x28x28xf32>
  %g1019 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1000, %g1011 : tensor<10x352x28x28xf32>, tensor<352xf32>) outs(%e1013 : tensor<10x352x28x28xf32>) {
  ^bb0(%a1014: f32, %a1015: f32, %o1016: f32):
    %b1017 = arith.subf %a1014, %a1015 : f32
    %b1018 = arith.mulf %b1017, %b1017 : f32
    linalg.yield %b1018 : f32
  } -> tensor<10x352x28x28xf32>
  %e1020 = tensor.empty() : tensor<352xf32>
  %f1021 = linalg.fill ins(%c0 : f32) outs(%e1020 : tensor<352xf32>) -> tensor<352xf32>
  %g1025 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1019 : tensor<10x352x28x28xf32>) outs(%f1021 : tensor<352xf32>) {
  ^bb0(%a1022: f32, %o1023: f32):
    %b1024 = arith.addf %a1022, %o1023 : f32
    linalg.yield %b1024 : f32
  } -> tensor<352xf32>
  %e1026 = tensor.empty() : tensor<352xf32>
  %g1030 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1025 : tensor<352xf32>) outs(%e1026 : tensor<352xf32>) {
  ^bb0(%a1027: f32, %o1028: f32):
    %b1029 = arith.divf %a1027, %c6 : f32
    linalg.yield %b1029 : f32
  } -> tensor<352xf32>
  %e1034 = tensor.empty() : tensor<10x352x28x28xf32>
  %g1047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1000, %g1011, %g1030, %dense_blocks_1_layers_7_0_weight, %dense_blocks_1_layers_7_0_bias : tensor<10x352x28x28xf32>, tensor<352xf32>, tensor<352xf32>, tensor<352xf32>, tensor<352xf32>) outs(%e1034 : tensor<10x352x28x28xf32>) {
  ^bb0(%a1035: f32, %a1036: f32, %a1037: f32, %a1038: f32, %a1039: f32, %o1040: f32):
    %b1041 = arith.addf %a1037, %c2 : f32
    %b1042 = math.sqrt %b1041 : f32
    %b1043 = arith.subf %a1035, %a1036 : f32
    %b1044 = arith.divf %b1043, %b1042 : f32
    %b1045 = arith.mulf %b1044, %a1038 : f32
    %b1046 = arith.addf %b1045, %a1039 : f32
    linalg.yield %b1046 : f32
  } -> tensor<10x352x28x28xf32>
  %e1048 = tensor.empty() : tensor<10x352x28x28xf32>
  %g1052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1047 : tensor<10x352x28x28xf32>) outs(%e1048 : tensor<10x352x28x28xf32>) {
  ^bb0(%a1049: f32, %o1050: f32):
    %b1051 = arith.maximumf %a1049, %c0 : f32
    linalg.yield %b1051 : f32
  } -> tensor<10x352x28x28xf32>
  %e1053 = tensor.empty() : tensor<10x352x30x30xf32>
  %f1054 = linalg.fill ins(%c0 : f32) outs(%e1053 : tensor<10x352x30x30xf32>) -> tensor<10x352x30x30xf32>
  %g1057 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1052 : tensor<10x352x28x28xf32>) outs(%f1054 : tensor<10x352x30x30xf32>) {
  ^bb0(%a1055: f32, %o1056: f32):
    linalg.yield %a1055 : f32
  } -> tensor<10x352x30x30xf32>
  %e1058 = tensor.empty() : tensor<10x32x28x28xf32>
  %f1059 = linalg.fill ins(%c0 : f32) outs(%e1058 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv1060 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1057, %dense_blocks_1_layers_7_2_weight : tensor<10x352x30x30xf32>, tensor<32x352x3x3xf32>) outs(%f1059 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e1061 = tensor.empty() : tensor<10x384x28x28xf32>
  %cat1062 = tensor.insert_slice %g538 into %e1061[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x384x28x28xf32>
  %cat1063 = tensor.insert_slice %conv598 into %cat1062[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x384x28x28xf32>
  %cat1064 = tensor.insert_slice %conv661 into %cat1063[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x384x28x28xf32>
  %cat1065 = tensor.insert_slice %conv725 into %cat1064[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x384x28x28xf32>
  %cat1066 = tensor.insert_slice %conv790 into %cat1065[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x384x28x28xf32>
  %cat1067 = tensor.insert_slice %conv856 into %cat1066[0, 256, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x384x28x28xf32>
  %cat1068 = tensor.insert_slice %conv923 into %cat1067[0, 288, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x384x28x28xf32>
  %cat1069 = tensor.insert_slice %conv991 into %cat1068[0, 320, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x384x28x28xf32>
  %cat1070 = tensor.insert_slice %conv1060 into %cat1069[0, 352, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x384x28x28xf32>
  %e1071 = tensor.empty() : tensor<384xf32>
  %f1072 = linalg.fill ins(%c0 : f32) outs(%e1071 : tensor<384xf32>) -> tensor<384xf32>
  %g1076 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1070 : tensor<10x384x28x28xf32>) outs(%f1072 : tensor<384xf32>) {
  ^bb0(%a1073: f32, %o1074: f32):
    %b1075 = arith.addf %a1073, %o1074 : f32
    linalg.yield %b1075 : f32
  } -> tensor<384xf32>
  %e1077 = tensor.empty() : tensor<384xf32>
  %g1081 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1076 : tensor<384xf32>) outs(%e1077 : tensor<384xf32>) {
  ^bb0(%a1078: f32, %o1079: f32):
    %b1080 = arith.divf %a1078, %c6 : f32
    linalg.yield %b1080 : f32
  } -> tensor<384xf32>
  %e1083 = tensor.empty() : tensor<10x384x28x28xf32>
  %g1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1070, %g1081 : tensor<10x384x28x28xf32>, tensor<384xf32>) outs(%e1083 : tensor<10x384x28x28xf32>) {
  ^bb0(%a1084: f32, %a1085: f32, %o1086: f32):
    %b1087 = arith.subf %a1084, %a1085 : f32
    %b1088 = arith.mulf %b1087, %b1087 : f32
    linalg.yield %b1088 : f32
  } -> tensor<10x384x28x28xf32>
  %e1090 = tensor.empty() : tensor<384xf32>
  %f1091 = linalg.fill ins(%c0 : f32) outs(%e1090 : tensor<384xf32>) -> tensor<384xf32>
  %g1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1089 : tensor<10x384x28x28xf32>) outs(%f1091 : tensor<384xf32>) {
  ^bb0(%a1092: f32, %o1093: f32):
    %b1094 = arith.addf %a1092, %o1093 : f32
    linalg.yield %b1094 : f32
  } -> tensor<384xf32>
  %e1096 = tensor.empty() : tensor<384xf32>
  %g1100 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1095 : tensor<384xf32>) outs(%e1096 : tensor<384xf32>) {
  ^bb0(%a1097: f32, %o1098: f32):
    %b1099 = arith.divf %a1097, %c6 : f32
    linalg.yield %b1099 : f32
  } -> tensor<384xf32>
  %e1104 = tensor.empty() : tensor<10x384x28x28xf32>
  %g1117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1070, %g1081, %g1100, %dense_blocks_1_layers_8_0_weight, %dense_blocks_1_layers_8_0_bias : tensor<10x384x28x28xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1104 : tensor<10x384x28x28xf32>) {
  ^bb0(%a1105: f32, %a1106: f32, %a1107: f32, %a1108: f32, %a1109: f32, %o1110: f32):
    %b1111 = arith.addf %a1107, %c2 : f32
    %b1112 = math.sqrt %b1111 : f32
    %b1113 = arith.subf %a1105, %a1106 : f32
    %b1114 = arith.divf %b1113, %b1112 : f32
    %b1115 = arith.mulf %b1114, %a1108 : f32
    %b1116 = arith.addf %b1115, %a1109 : f32
    linalg.yield %b1116 : f32
  } -> tensor<10x384x28x28xf32>
  %e1118 = tensor.empty() : tensor<10x384x28x28xf32>
  %g1122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1117 : tensor<10x384x28x28xf32>) outs(%e1118 : tensor<10x384x28x28xf32>) {
  ^bb0(%a1119: f32, %o1120: f32):
    %b1121 = arith.maximumf %a1119, %c0 : f32
    linalg.yield %b1121 : f32
  } -> tensor<10x384x28x28xf32>
  %e1123 = tensor.empty() : tensor<10x384x30x30xf32>
  %f1124 = linalg.fill ins(%c0 : f32) outs(%e1123 : tensor<10x384x30x30xf32>) -> tensor<10x384x30x30xf32>
  %g1127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1122 : tensor<10x384x28x28xf32>) outs(%f1124 : tensor<10x384x30x30xf32>) {
  ^bb0(%a1125: f32, %o1126: f32):
    linalg.yield %a1125 : f32
  } -> tensor<10x384x30x30xf32>
  %e1128 = tensor.empty() : tensor<10x32x28x28xf32>
  %f1129 = linalg.fill ins(%c0 : f32) outs(%e1128 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv1130 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1127, %dense_blocks_1_layers_8_2_weight : tensor<10x384x30x30xf32>, tensor<32x384x3x3xf32>) outs(%f1129 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e1131 = tensor.empty() : tensor<10x416x28x28xf32>
  %cat1132 = tensor.insert_slice %g538 into %e1131[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1133 = tensor.insert_slice %conv598 into %cat1132[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1134 = tensor.insert_slice %conv661 into %cat1133[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1135 = tensor.insert_slice %conv725 into %cat1134[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1136 = tensor.insert_slice %conv790 into %cat1135[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1137 = tensor.insert_slice %conv856 into %cat1136[0, 256, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1138 = tensor.insert_slice %conv923 into %cat1137[0, 288, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1139 = tensor.insert_slice %conv991 into %cat1138[0, 320, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1140 = tensor.insert_slice %conv1060 into %cat1139[0, 352, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %cat1141 = tensor.insert_slice %conv1130 into %cat1140[0, 384, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x416x28x28xf32>
  %e1142 = tensor.empty() : tensor<416xf32>
  %f1143 = linalg.fill ins(%c0 : f32) outs(%e1142 : tensor<416xf32>) -> tensor<416xf32>
  %g1147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1141 : tensor<10x416x28x28xf32>) outs(%f1143 : tensor<416xf32>) {
  ^bb0(%a1144: f32, %o1145: f32):
    %b1146 = arith.addf %a1144, %o1145 : f32
    linalg.yield %b1146 : f32
  } -> tensor<416xf32>
  %e1148 = tensor.empty() : tensor<416xf32>
  %g1152 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1147 : tensor<416xf32>) outs(%e1148 : tensor<416xf32>) {
  ^bb0(%a1149: f32, %o1150: f32):
    %b1151 = arith.divf %a1149, %c6 : f32
    linalg.yield %b1151 : f32
  } -> tensor<416xf32>
  %e1154 = tensor.empty() : tensor<10x416x28x28xf32>
  %g1160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1141, %g1152 : tensor<10x416x28x28xf32>, tensor<416xf32>) outs(%e1154 : tensor<10x416x28x28xf32>) {
  ^bb0(%a1155: f32, %a1156: f32, %o1157: f32):
    %b1158 = arith.subf %a1155, %a1156 : f32
    %b1159 = arith.mulf %b1158, %b1158 : f32
    linalg.yield %b1159 : f32
  } -> tensor<10x416x28x28xf32>
  %e1161 = tensor.empty() : tensor<416xf32>
  %f1162 = linalg.fill ins(%c0 : f32) outs(%e1161 : tensor<416xf32>) -> tensor<416xf32>
  %g1166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1160 : tensor<10x416x28x28xf32>) outs(%f1162 : tensor<416xf32>) {
  ^bb0(%a1163: f32, %o1164: f32):
    %b1165 = arith.addf %a1163, %o1164 : f32
    linalg.yield %b1165 : f32
  } -> tensor<416xf32>
  %e1167 = tensor.empty() : tensor<416xf32>
  %g1171 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1166 : tensor<416xf32>) outs(%e1167 : tensor<416xf32>) {
  ^bb0(%a1168: f32, %o1169: f32):
    %b1170 = arith.divf %a1168, %c6 : f32
    linalg.yield %b1170 : f32
  } -> tensor<416xf32>
  %e1175 = tensor.empty() : tensor<10x416x28x28xf32>
  %g1188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1141, %g1152, %g1171, %dense_blocks_1_layers_9_0_weight, %dense_blocks_1_layers_9_0_bias : tensor<10x416x28x28xf32>, tensor<416xf32>, tensor<416xf32>, tensor<416xf32>, tensor<416xf32>) outs(%e1175 : tensor<10x416x28x28xf32>) {
  ^bb0(%a1176: f32, %a1177: f32, %a1178: f32, %a1179: f32, %a1180: f32, %o1181: f32):
    %b1182 = arith.addf %a1178, %c2 : f32
    %b1183 = math.sqrt %b1182 : f32
    %b1184 = arith.subf %a1176, %a1177 : f32
    %b1185 = arith.divf %b1184, %b1183 : f32
    %b1186 = arith.mulf %b1185, %a1179 : f32
    %b1187 = arith.addf %b1186, %a1180 : f32
    linalg.yield %b1187 : f32
  } -> tensor<10x416x28x28xf32>
  %e1189 = tensor.empty() : tensor<10x416x28x28xf32>
  %g1193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1188 : tensor<10x416x28x28xf32>) outs(%e1189 : tensor<10x416x28x28xf32>) {
  ^bb0(%a1190: f32, %o1191: f32):
    %b1192 = arith.maximumf %a1190, %c0 : f32
    linalg.yield %b1192 : f32
  } -> tensor<10x416x28x28xf32>
  %e1194 = tensor.empty() : tensor<10x416x30x30xf32>
  %f1195 = linalg.fill ins(%c0 : f32) outs(%e1194 : tensor<10x416x30x30xf32>) -> tensor<10x416x30x30xf32>
  %g1198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1193 : tensor<10x416x28x28xf32>) outs(%f1195 : tensor<10x416x30x30xf32>) {
  ^bb0(%a1196: f32, %o1197: f32):
    linalg.yield %a1196 : f32
  } -> tensor<10x416x30x30xf32>
  %e1199 = tensor.empty() : tensor<10x32x28x28xf32>
  %f1200 = linalg.fill ins(%c0 : f32) outs(%e1199 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv1201 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1198, %dense_blocks_1_layers_9_2_weight : tensor<10x416x30x30xf32>, tensor<32x416x3x3xf32>) outs(%f1200 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e1202 = tensor.empty() : tensor<10x448x28x28xf32>
  %cat1203 = tensor.insert_slice %g538 into %e1202[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1204 = tensor.insert_slice %conv598 into %cat1203[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1205 = tensor.insert_slice %conv661 into %cat1204[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1206 = tensor.insert_slice %conv725 into %cat1205[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1207 = tensor.insert_slice %conv790 into %cat1206[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1208 = tensor.insert_slice %conv856 into %cat1207[0, 256, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1209 = tensor.insert_slice %conv923 into %cat1208[0, 288, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1210 = tensor.insert_slice %conv991 into %cat1209[0, 320, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1211 = tensor.insert_slice %conv1060 into %cat1210[0, 352, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1212 = tensor.insert_slice %conv1130 into %cat1211[0, 384, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %cat1213 = tensor.insert_slice %conv1201 into %cat1212[0, 416, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x448x28x28xf32>
  %e1214 = tensor.empty() : tensor<448xf32>
  %f1215 = linalg.fill ins(%c0 : f32) outs(%e1214 : tensor<448xf32>) -> tensor<448xf32>
  %g1219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1213 : tensor<10x448x28x28xf32>) outs(%f1215 : tensor<448xf32>) {
  ^bb0(%a1216: f32, %o1217: f32):
    %b1218 = arith.addf %a1216, %o1217 : f32
    linalg.yield %b1218 : f32
  } -> tensor<448xf32>
  %e1220 = tensor.empty() : tensor<448xf32>
  %g1224 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1219 : tensor<448xf32>) outs(%e1220 : tensor<448xf32>) {
  ^bb0(%a1221: f32, %o1222: f32):
    %b1223 = arith.divf %a1221, %c6 : f32
    linalg.yield %b1223 : f32
  } -> tensor<448xf32>
  %e1226 = tensor.empty() : tensor<10x448x28x28xf32>
  %g1232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1213, %g1224 : tensor<10x448x28x28xf32>, tensor<448xf32>) outs(%e1226 : tensor<10x448x28x28xf32>) {
  ^bb0(%a1227: f32, %a1228: f32, %o1229: f32):
    %b1230 = arith.subf %a1227, %a1228 : f32
    %b1231 = arith.mulf %b1230, %b1230 : f32
    linalg.yield %b1231 : f32
  } -> tensor<10x448x28x28xf32>
  %e1233 = tensor.empty() : tensor<448xf32>
  %f1234 = linalg.fill ins(%c0 : f32) outs(%e1233 : tensor<448xf32>) -> tensor<448xf32>
  %g1238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1232 : tensor<10x448x28x28xf32>) outs(%f1234 : tensor<448xf32>) {
  ^bb0(%a1235: f32, %o1236: f32):
    %b1237 = arith.addf %a1235, %o1236 : f32
    linalg.yield %b1237 : f32
  } -> tensor<448xf32>
  %e1239 = tensor.empty() : tensor<448xf32>
  %g1243 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1238 : tensor<448xf32>) outs(%e1239 : tensor<448xf32>) {
  ^bb0(%a1240: f32, %o1241: f32):
    %b1242 = arith.divf %a1240, %c6 : f32
    linalg.yield %b1242 : f32
  } -> tensor<448xf32>
  %e1247 = tensor.empty() : tensor<10x448x28x28xf32>
  %g1260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1213, %g1224, %g1243, %dense_blocks_1_layers_10_0_weight, %dense_blocks_1_layers_10_0_bias : tensor<10x448x28x28xf32>, tensor<448xf32>, tensor<448xf32>, tensor<448xf32>, tensor<448xf32>) outs(%e1247 : tensor<10x448x28x28xf32>) {
  ^bb0(%a1248: f32, %a1249: f32, %a1250: f32, %a1251: f32, %a1252: f32, %o1253: f32):
    %b1254 = arith.addf %a1250, %c2 : f32
    %b1255 = math.sqrt %b1254 : f32
    %b1256 = arith.subf %a1248, %a1249 : f32
    %b1257 = arith.divf %b1256, %b1255 : f32
    %b1258 = arith.mulf %b1257, %a1251 : f32
    %b1259 = arith.addf %b1258, %a1252 : f32
    linalg.yield %b1259 : f32
  } -> tensor<10x448x28x28xf32>
  %e1261 = tensor.empty() : tensor<10x448x28x28xf32>
  %g1265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1260 : tensor<10x448x28x28xf32>) outs(%e1261 : tensor<10x448x28x28xf32>) {
  ^bb0(%a1262: f32, %o1263: f32):
    %b1264 = arith.maximumf %a1262, %c0 : f32
    linalg.yield %b1264 : f32
  } -> tensor<10x448x28x28xf32>
  %e1266 = tensor.empty() : tensor<10x448x30x30xf32>
  %f1267 = linalg.fill ins(%c0 : f32) outs(%e1266 : tensor<10x448x30x30xf32>) -> tensor<10x448x30x30xf32>
  %g1270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1265 : tensor<10x448x28x28xf32>) outs(%f1267 : tensor<10x448x30x30xf32>) {
  ^bb0(%a1268: f32, %o1269: f32):
    linalg.yield %a1268 : f32
  } -> tensor<10x448x30x30xf32>
  %e1271 = tensor.empty() : tensor<10x32x28x28xf32>
  %f1272 = linalg.fill ins(%c0 : f32) outs(%e1271 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv1273 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1270, %dense_blocks_1_layers_10_2_weight : tensor<10x448x30x30xf32>, tensor<32x448x3x3xf32>) outs(%f1272 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e1274 = tensor.empty() : tensor<10x480x28x28xf32>
  %cat1275 = tensor.insert_slice %g538 into %e1274[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1276 = tensor.insert_slice %conv598 into %cat1275[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1277 = tensor.insert_slice %conv661 into %cat1276[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1278 = tensor.insert_slice %conv725 into %cat1277[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1279 = tensor.insert_slice %conv790 into %cat1278[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1280 = tensor.insert_slice %conv856 into %cat1279[0, 256, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1281 = tensor.insert_slice %conv923 into %cat1280[0, 288, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1282 = tensor.insert_slice %conv991 into %cat1281[0, 320, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1283 = tensor.insert_slice %conv1060 into %cat1282[0, 352, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1284 = tensor.insert_slice %conv1130 into %cat1283[0, 384, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1285 = tensor.insert_slice %conv1201 into %cat1284[0, 416, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %cat1286 = tensor.insert_slice %conv1273 into %cat1285[0, 448, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x480x28x28xf32>
  %e1287 = tensor.empty() : tensor<480xf32>
  %f1288 = linalg.fill ins(%c0 : f32) outs(%e1287 : tensor<480xf32>) -> tensor<480xf32>
  %g1292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1286 : tensor<10x480x28x28xf32>) outs(%f1288 : tensor<480xf32>) {
  ^bb0(%a1289: f32, %o1290: f32):
    %b1291 = arith.addf %a1289, %o1290 : f32
    linalg.yield %b1291 : f32
  } -> tensor<480xf32>
  %e1293 = tensor.empty() : tensor<480xf32>
  %g1297 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1292 : tensor<480xf32>) outs(%e1293 : tensor<480xf32>) {
  ^bb0(%a1294: f32, %o1295: f32):
    %b1296 = arith.divf %a1294, %c6 : f32
    linalg.yield %b1296 : f32
  } -> tensor<480xf32>
  %e1299 = tensor.empty() : tensor<10x480x28x28xf32>
  %g1305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1286, %g1297 : tensor<10x480x28x28xf32>, tensor<480xf32>) outs(%e1299 : tensor<10x480x28x28xf32>) {
  ^bb0(%a1300: f32, %a1301: f32, %o1302: f32):
    %b1303 = arith.subf %a1300, %a1301 : f32
    %b1304 = arith.mulf %b1303, %b1303 : f32
    linalg.yield %b1304 : f32
  } -> tensor<10x480x28x28xf32>
  %e1306 = tensor.empty() : tensor<480xf32>
  %f1307 = linalg.fill ins(%c0 : f32) outs(%e1306 : tensor<480xf32>) -> tensor<480xf32>
  %g1311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1305 : tensor<10x480x28x28xf32>) outs(%f1307 : tensor<480xf32>) {
  ^bb0(%a1308: f32, %o1309: f32):
    %b1310 = arith.addf %a1308, %o1309 : f32
    linalg.yield %b1310 : f32
  } -> tensor<480xf32>
  %e1312 = tensor.empty() : tensor<480xf32>
  %g1316 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1311 : tensor<480xf32>) outs(%e1312 : tensor<480xf32>) {
  ^bb0(%a1313: f32, %o1314: f32):
    %b1315 = arith.divf %a1313, %c6 : f32
    linalg.yield %b1315 : f32
  } -> tensor<480xf32>
  %e1320 = tensor.empty() : tensor<10x480x28x28xf32>
  %g1333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1286, %g1297, %g1316, %dense_blocks_1_layers_11_0_weight, %dense_blocks_1_layers_11_0_bias : tensor<10x480x28x28xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1320 : tensor<10x480x28x28xf32>) {
  ^bb0(%a1321: f32, %a1322: f32, %a1323: f32, %a1324: f32, %a1325: f32, %o1326: f32):
    %b1327 = arith.addf %a1323, %c2 : f32
    %b1328 = math.sqrt %b1327 : f32
    %b1329 = arith.subf %a1321, %a1322 : f32
    %b1330 = arith.divf %b1329, %b1328 : f32
    %b1331 = arith.mulf %b1330, %a1324 : f32
    %b1332 = arith.addf %b1331, %a1325 : f32
    linalg.yield %b1332 : f32
  } -> tensor<10x480x28x28xf32>
  %e1334 = tensor.empty() : tensor<10x480x28x28xf32>
  %g1338 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1333 : tensor<10x480x28x28xf32>) outs(%e1334 : tensor<10x480x28x28xf32>) {
  ^bb0(%a1335: f32, %o1336: f32):
    %b1337 = arith.maximumf %a1335, %c0 : f32
    linalg.yield %b1337 : f32
  } -> tensor<10x480x28x28xf32>
  %e1339 = tensor.empty() : tensor<10x480x30x30xf32>
  %f1340 = linalg.fill ins(%c0 : f32) outs(%e1339 : tensor<10x480x30x30xf32>) -> tensor<10x480x30x30xf32>
  %g1343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1338 : tensor<10x480x28x28xf32>) outs(%f1340 : tensor<10x480x30x30xf32>) {
  ^bb0(%a1341: f32, %o1342: f32):
    linalg.yield %a1341 : f32
  } -> tensor<10x480x30x30xf32>
  %e1344 = tensor.empty() : tensor<10x32x28x28xf32>
  %f1345 = linalg.fill ins(%c0 : f32) outs(%e1344 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv1346 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1343, %dense_blocks_1_layers_11_2_weight : tensor<10x480x30x30xf32>, tensor<32x480x3x3xf32>) outs(%f1345 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e1347 = tensor.empty() : tensor<10x512x28x28xf32>
  %cat1348 = tensor.insert_slice %g538 into %e1347[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1349 = tensor.insert_slice %conv598 into %cat1348[0, 128, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1350 = tensor.insert_slice %conv661 into %cat1349[0, 160, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1351 = tensor.insert_slice %conv725 into %cat1350[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1352 = tensor.insert_slice %conv790 into %cat1351[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1353 = tensor.insert_slice %conv856 into %cat1352[0, 256, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1354 = tensor.insert_slice %conv923 into %cat1353[0, 288, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1355 = tensor.insert_slice %conv991 into %cat1354[0, 320, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1356 = tensor.insert_slice %conv1060 into %cat1355[0, 352, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1357 = tensor.insert_slice %conv1130 into %cat1356[0, 384, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1358 = tensor.insert_slice %conv1201 into %cat1357[0, 416, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1359 = tensor.insert_slice %conv1273 into %cat1358[0, 448, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %cat1360 = tensor.insert_slice %conv1346 into %cat1359[0, 480, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x512x28x28xf32>
  %e1361 = tensor.empty() : tensor<512xf32>
  %f1362 = linalg.fill ins(%c0 : f32) outs(%e1361 : tensor<512xf32>) -> tensor<512xf32>
  %g1366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1360 : tensor<10x512x28x28xf32>) outs(%f1362 : tensor<512xf32>) {
  ^bb0(%a1363: f32, %o1364: f32):
    %b1365 = arith.addf %a1363, %o1364 : f32
    linalg.yield %b1365 : f32
  } -> tensor<512xf32>
  %e1367 = tensor.empty() : tensor<512xf32>
  %g1371 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1366 : tensor<512xf32>) outs(%e1367 : tensor<512xf32>) {
  ^bb0(%a1368: f32, %o1369: f32):
    %b1370 = arith.divf %a1368, %c6 : f32
    linalg.yield %b1370 : f32
  } -> tensor<512xf32>
  %e1373 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1360, %g1371 : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e1373 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1374: f32, %a1375: f32, %o1376: f32):
    %b1377 = arith.subf %a1374, %a1375 : f32
    %b1378 = arith.mulf %b1377, %b1377 : f32
    linalg.yield %b1378 : f32
  } -> tensor<10x512x28x28xf32>
  %e1380 = tensor.empty() : tensor<512xf32>
  %f1381 = linalg.fill ins(%c0 : f32) outs(%e1380 : tensor<512xf32>) -> tensor<512xf32>
  %g1385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1379 : tensor<10x512x28x28xf32>) outs(%f1381 : tensor<512xf32>) {
  ^bb0(%a1382: f32, %o1383: f32):
    %b1384 = arith.addf %a1382, %o1383 : f32
    linalg.yield %b1384 : f32
  } -> tensor<512xf32>
  %e1386 = tensor.empty() : tensor<512xf32>
  %g1390 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1385 : tensor<512xf32>) outs(%e1386 : tensor<512xf32>) {
  ^bb0(%a1387: f32, %o1388: f32):
    %b1389 = arith.divf %a1387, %c6 : f32
    linalg.yield %b1389 : f32
  } -> tensor<512xf32>
  %e1394 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1360, %g1371, %g1390, %transition_layers_1_transition_0_weight, %transition_layers_1_transition_0_bias : tensor<10x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1394 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1395: f32, %a1396: f32, %a1397: f32, %a1398: f32, %a1399: f32, %o1400: f32):
    %b1401 = arith.addf %a1397, %c2 : f32
    %b1402 = math.sqrt %b1401 : f32
    %b1403 = arith.subf %a1395, %a1396 : f32
    %b1404 = arith.divf %b1403, %b1402 : f32
    %b1405 = arith.mulf %b1404, %a1398 : f32
    %b1406 = arith.addf %b1405, %a1399 : f32
    linalg.yield %b1406 : f32
  } -> tensor<10x512x28x28xf32>
  %e1408 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1407 : tensor<10x512x28x28xf32>) outs(%e1408 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1409: f32, %o1410: f32):
    %b1411 = arith.maximumf %a1409, %c0 : f32
    linalg.yield %b1411 : f32
  } -> tensor<10x512x28x28xf32>
  %e1413 = tensor.empty() : tensor<10x256x28x28xf32>
  %f1414 = linalg.fill ins(%c0 : f32) outs(%e1413 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %conv1415 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1412, %transition_layers_1_transition_2_weight : tensor<10x512x28x28xf32>, tensor<256x512x1x1xf32>) outs(%f1414 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e1416 = tensor.empty() : tensor<10x256x14x14xf32>
  %f1417 = linalg.fill ins(%c0 : f32) outs(%e1416 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e1418 = tensor.empty() : tensor<2x2xf32>
  %pool1419 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%conv1415, %e1418 : tensor<10x256x28x28xf32>, tensor<2x2xf32>) outs(%f1417 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e1420 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool1419 : tensor<10x256x14x14xf32>) outs(%e1420 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1421: f32, %o1422: f32):
    %b1423 = arith.divf %a1421, %c5 : f32
    linalg.yield %b1423 : f32
  } -> tensor<10x256x14x14xf32>
  %e1425 = tensor.empty() : tensor<256xf32>
  %f1426 = linalg.fill ins(%c0 : f32) outs(%e1425 : tensor<256xf32>) -> tensor<256xf32>
  %g1430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1424 : tensor<10x256x14x14xf32>) outs(%f1426 : tensor<256xf32>) {
  ^bb0(%a1427: f32, %o1428: f32):
    %b1429 = arith.addf %a1427, %o1428 : f32
    linalg.yield %b1429 : f32
  } -> tensor<256xf32>
  %e1431 = tensor.empty() : tensor<256xf32>
  %g1435 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1430 : tensor<256xf32>) outs(%e1431 : tensor<256xf32>) {
  ^bb0(%a1432: f32, %o1433: f32):
    %b1434 = arith.divf %a1432, %c7 : f32
    linalg.yield %b1434 : f32
  } -> tensor<256xf32>
  %e1437 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1424, %g1435 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e1437 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1438: f32, %a1439: f32, %o1440: f32):
    %b1441 = arith.subf %a1438, %a1439 : f32
    %b1442 = arith.mulf %b1441, %b1441 : f32
    linalg.yield %b1442 : f32
  } -> tensor<10x256x14x14xf32>
  %e1444 = tensor.empty() : tensor<256xf32>
  %f1445 = linalg.fill ins(%c0 : f32) outs(%e1444 : tensor<256xf32>) -> tensor<256xf32>
  %g1449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1443 : tensor<10x256x14x14xf32>) outs(%f1445 : tensor<256xf32>) {
  ^bb0(%a1446: f32, %o1447: f32):
    %b1448 = arith.addf %a1446, %o1447 : f32
    linalg.yield %b1448 : f32
  } -> tensor<256xf32>
  %e1450 = tensor.empty() : tensor<256xf32>
  %g1454 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1449 : tensor<256xf32>) outs(%e1450 : tensor<256xf32>) {
  ^bb0(%a1451: f32, %o1452: f32):
    %b1453 = arith.divf %a1451, %c7 : f32
    linalg.yield %b1453 : f32
  } -> tensor<256xf32>
  %e1458 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1424, %g1435, %g1454, %dense_blocks_2_layers_0_0_weight, %dense_blocks_2_layers_0_0_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e1458 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1459: f32, %a1460: f32, %a1461: f32, %a1462: f32, %a1463: f32, %o1464: f32):
    %b1465 = arith.addf %a1461, %c2 : f32
    %b1466 = math.sqrt %b1465 : f32
    %b1467 = arith.subf %a1459, %a1460 : f32
    %b1468 = arith.divf %b1467, %b1466 : f32
    %b1469 = arith.mulf %b1468, %a1462 : f32
    %b1470 = arith.addf %b1469, %a1463 : f32
    linalg.yield %b1470 : f32
  } -> tensor<10x256x14x14xf32>
  %e1472 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1471 : tensor<10x256x14x14xf32>) outs(%e1472 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1473: f32, %o1474: f32):
    %b1475 = arith.maximumf %a1473, %c0 : f32
    linalg.yield %b1475 : f32
  } -> tensor<10x256x14x14xf32>
  %e1477 = tensor.empty() : tensor<10x256x16x16xf32>
  %f1478 = linalg.fill ins(%c0 : f32) outs(%e1477 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g1481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1476 : tensor<10x256x14x14xf32>) outs(%f1478 : tensor<10x256x16x16xf32>) {
  ^bb0(%a1479: f32, %o1480: f32):
    linalg.yield %a1479 : f32
  } -> tensor<10x256x16x16xf32>
  %e1482 = tensor.empty() : tensor<10x32x14x14xf32>
  %f1483 = linalg.fill ins(%c0 : f32) outs(%e1482 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv1484 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1481, %dense_blocks_2_layers_0_2_weight : tensor<10x256x16x16xf32>, tensor<32x256x3x3xf32>) outs(%f1483 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e1485 = tensor.empty() : tensor<10x288x14x14xf32>
  %cat1486 = tensor.insert_slice %g1424 into %e1485[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x288x14x14xf32>
  %cat1487 = tensor.insert_slice %conv1484 into %cat1486[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x288x14x14xf32>
  %e1488 = tensor.empty() : tensor<288xf32>
  %f1489 = linalg.fill ins(%c0 : f32) outs(%e1488 : tensor<288xf32>) -> tensor<288xf32>
  %g1493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1487 : tensor<10x288x14x14xf32>) outs(%f1489 : tensor<288xf32>) {
  ^bb0(%a1490: f32, %o1491: f32):
    %b1492 = arith.addf %a1490, %o1491 : f32
    linalg.yield %b1492 : f32
  } -> tensor<288xf32>
  %e1494 = tensor.empty() : tensor<288xf32>
  %g1498 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1493 : tensor<288xf32>) outs(%e1494 : tensor<288xf32>) {
  ^bb0(%a1495: f32, %o1496: f32):
    %b1497 = arith.divf %a1495, %c7 : f32
    linalg.yield %b1497 : f32
  } -> tensor<288xf32>
  %e1500 = tensor.empty() : tensor<10x288x14x14xf32>
  %g1506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1487, %g1498 : tensor<10x288x14x14xf32>, tensor<288xf32>) outs(%e1500 : tensor<10x288x14x14xf32>) {
  ^bb0(%a1501: f32, %a1502: f32, %o1503: f32):
    %b1504 = arith.subf %a1501, %a1502 : f32
    %b1505 = arith.mulf %b1504, %b1504 : f32
    linalg.yield %b1505 : f32
  } -> tensor<10x288x14x14xf32>
  %e1507 = tensor.empty() : tensor<288xf32>
  %f1508 = linalg.fill ins(%c0 : f32) outs(%e1507 : tensor<288xf32>) -> tensor<288xf32>
  %g1512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1506 : tensor<10x288x14x14xf32>) outs(%f1508 : tensor<288xf32>) {
  ^bb0(%a1509: f32, %o1510: f32):
    %b1511 = arith.addf %a1509, %o1510 : f32
    linalg.yield %b1511 : f32
  } -> tensor<288xf32>
  %e1513 = tensor.empty() : tensor<288xf32>
  %g1517 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1512 : tensor<288xf32>) outs(%e1513 : tensor<288xf32>) {
  ^bb0(%a1514: f32, %o1515: f32):
    %b1516 = arith.divf %a1514, %c7 : f32
    linalg.yield %b1516 : f32
  } -> tensor<288xf32>
  %e1521 = tensor.empty() : tensor<10x288x14x14xf32>
  %g1534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1487, %g1498, %g1517, %dense_blocks_2_layers_1_0_weight, %dense_blocks_2_layers_1_0_bias : tensor<10x288x14x14xf32>, tensor<288xf32>, tensor<288xf32>, tensor<288xf32>, tensor<288xf32>) outs(%e1521 : tensor<10x288x14x14xf32>) {
  ^bb0(%a1522: f32, %a1523: f32, %a1524: f32, %a1525: f32, %a1526: f32, %o1527: f32):
    %b1528 = arith.addf %a1524, %c2 : f32
    %b1529 = math.sqrt %b1528 : f32
    %b1530 = arith.subf %a1522, %a1523 : f32
    %b1531 = arith.divf %b1530, %b1529 : f32
    %b1532 = arith.mulf %b1531, %a1525 : f32
    %b1533 = arith.addf %b1532, %a1526 : f32
    linalg.yield %b1533 : f32
  } -> tensor<10x288x14x14xf32>
  %e1535 = tensor.empty() : tensor<10x288x14x14xf32>
  %g1539 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1534 : tensor<10x288x14x14xf32>) outs(%e1535 : tensor<10x288x14x14xf32>) {
  ^bb0(%a1536: f32, %o1537: f32):
    %b1538 = arith.maximumf %a1536, %c0 : f32
    linalg.yield %b1538 : f32
  } -> tensor<10x288x14x14xf32>
  %e1540 = tensor.empty() : tensor<10x288x16x16xf32>
  %f1541 = linalg.fill ins(%c0 : f32) outs(%e1540 : tensor<10x288x16x16xf32>) -> tensor<10x288x16x16xf32>
  %g1544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1539 : tensor<10x288x14x14xf32>) outs(%f1541 : tensor<10x288x16x16xf32>) {
  ^bb0(%a1542: f32, %o1543: f32):
    linalg.yield %a1542 : f32
  } -> tensor<10x288x16x16xf32>
  %e1545 = tensor.empty() : tensor<10x32x14x14xf32>
  %f1546 = linalg.fill ins(%c0 : f32) outs(%e1545 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv1547 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1544, %dense_blocks_2_layers_1_2_weight : tensor<10x288x16x16xf32>, tensor<32x288x3x3xf32>) outs(%f1546 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e1548 = tensor.empty() : tensor<10x320x14x14xf32>
  %cat1549 = tensor.insert_slice %g1424 into %e1548[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x320x14x14xf32>
  %cat1550 = tensor.insert_slice %conv1484 into %cat1549[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x320x14x14xf32>
  %cat1551 = tensor.insert_slice %conv1547 into %cat1550[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x320x14x14xf32>
  %e1552 = tensor.empty() : tensor<320xf32>
  %f1553 = linalg.fill ins(%c0 : f32) outs(%e1552 : tensor<320xf32>) -> tensor<320xf32>
  %g1557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1551 : tensor<10x320x14x14xf32>) outs(%f1553 : tensor<320xf32>) {
  ^bb0(%a1554: f32, %o1555: f32):
    %b1556 = arith.addf %a1554, %o1555 : f32
    linalg.yield %b1556 : f32
  } -> tensor<320xf32>
  %e1558 = tensor.empty() : tensor<320xf32>
  %g1562 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1557 : tensor<320xf32>) outs(%e1558 : tensor<320xf32>) {
  ^bb0(%a1559: f32, %o1560: f32):
    %b1561 = arith.divf %a1559, %c7 : f32
    linalg.yield %b1561 : f32
  } -> tensor<320xf32>
  %e1564 = tensor.empty() : tensor<10x320x14x14xf32>
  %g1570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1551, %g1562 : tensor<10x320x14x14xf32>, tensor<320xf32>) outs(%e1564 : tensor<10x320x14x14xf32>) {
  ^bb0(%a1565: f32, %a1566: f32, %o1567: f32):
    %b1568 = arith.subf %a1565, %a1566 : f32
    %b1569 = arith.mulf %b1568, %b1568 : f32
    linalg.yield %b1569 : f32
  } -> tensor<10x320x14x14xf32>
  %e1571 = tensor.empty() : tensor<320xf32>
  %f1572 = linalg.fill ins(%c0 : f32) outs(%e1571 : tensor<320xf32>) -> tensor<320xf32>
  %g1576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1570 : tensor<10x320x14x14xf32>) outs(%f1572 : tensor<320xf32>) {
  ^bb0(%a1573: f32, %o1574: f32):
    %b1575 = arith.addf %a1573, %o1574 : f32
    linalg.yield %b1575 : f32
  } -> tensor<320xf32>
  %e1577 = tensor.empty() : tensor<320xf32>
  %g1581 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1576 : tensor<320xf32>) outs(%e1577 : tensor<320xf32>) {
  ^bb0(%a1578: f32, %o1579: f32):
    %b1580 = arith.divf %a1578, %c7 : f32
    linalg.yield %b1580 : f32
  } -> tensor<320xf32>
  %e1585 = tensor.empty() : tensor<10x320x14x14xf32>
  %g1598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1551, %g1562, %g1581, %dense_blocks_2_layers_2_0_weight, %dense_blocks_2_layers_2_0_bias : tensor<10x320x14x14xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>) outs(%e1585 : tensor<10x320x14x14xf32>) {
  ^bb0(%a1586: f32, %a1587: f32, %a1588: f32, %a1589: f32, %a1590: f32, %o1591: f32):
    %b1592 = arith.addf %a1588, %c2 : f32
    %b1593 = math.sqrt %b1592 : f32
    %b1594 = arith.subf %a1586, %a1587 : f32
    %b1595 = arith.divf %b1594, %b1593 : f32
    %b1596 = arith.mulf %b1595, %a1589 : f32
    %b1597 = arith.addf %b1596, %a1590 : f32
    linalg.yield %b1597 : f32
  } -> tensor<10x320x14x14xf32>
  %e1599 = tensor.empty() : tensor<10x320x14x14xf32>
  %g1603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1598 : tensor<10x320x14x14xf32>) outs(%e1599 : tensor<10x320x14x14xf32>) {
  ^bb0(%a1600: f32, %o1601: f32):
    %b1602 = arith.maximumf %a1600, %c0 : f32
    linalg.yield %b1602 : f32
  } -> tensor<10x320x14x14xf32>
  %e1604 = tensor.empty() : tensor<10x320x16x16xf32>
  %f1605 = linalg.fill ins(%c0 : f32) outs(%e1604 : tensor<10x320x16x16xf32>) -> tensor<10x320x16x16xf32>
  %g1608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1603 : tensor<10x320x14x14xf32>) outs(%f1605 : tensor<10x320x16x16xf32>) {
  ^bb0(%a1606: f32, %o1607: f32):
    linalg.yield %a1606 : f32
  } -> tensor<10x320x16x16xf32>
  %e1609 = tensor.empty() : tensor<10x32x14x14xf32>
  %f1610 = linalg.fill ins(%c0 : f32) outs(%e1609 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv1611 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1608, %dense_blocks_2_layers_2_2_weight : tensor<10x320x16x16xf32>, tensor<32x320x3x3xf32>) outs(%f1610 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e1612 = tensor.empty() : tensor<10x352x14x14xf32>
  %cat1613 = tensor.insert_slice %g1424 into %e1612[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x352x14x14xf32>
  %cat1614 = tensor.insert_slice %conv1484 into %cat1613[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x352x14x14xf32>
  %cat1615 = tensor.insert_slice %conv1547 into %cat1614[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x352x14x14xf32>
  %cat1616 = tensor.insert_slice %conv1611 into %cat1615[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x352x14x14xf32>
  %e1617 = tensor.empty() : tensor<352xf32>
  %f1618 = linalg.fill ins(%c0 : f32) outs(%e1617 : tensor<352xf32>) -> tensor<352xf32>
  %g1622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1616 : tensor<10x352x14x14xf32>) outs(%f1618 : tensor<352xf32>) {
  ^bb0(%a1619: f32, %o1620: f32):
    %b1621 = arith.addf %a1619, %o1620 : f32
    linalg.yield %b1621 : f32
  } -> tensor<352xf32>
  %e1623 = tensor.empty() : tensor<352xf32>
  %g1627 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1622 : tensor<352xf32>) outs(%e1623 : tensor<352xf32>) {
  ^bb0(%a1624: f32, %o1625: f32):
    %b1626 = arith.divf %a1624, %c7 : f32
    linalg.yield %b1626 : f32
  } -> tensor<352xf32>
  %e1629 = tensor.empty() : tensor<10x352x14x14xf32>
  %g1635 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1616, %g1627 : tensor<10x352x14x14xf32>, tensor<352xf32>) outs(%e1629 : tensor<10x352x14x14xf32>) {
  ^bb0(%a1630: f32, %a1631: f32, %o1632: f32):
    %b1633 = arith.subf %a1630, %a1631 : f32
    %b1634 = arith.mulf %b1633, %b1633 : f32
    linalg.yield %b1634 : f32
  } -> tensor<10x352x14x14xf32>
  %e1636 = tensor.empty() : tensor<352xf32>
  %f1637 = linalg.fill ins(%c0 : f32) outs(%e1636 : tensor<352xf32>) -> tensor<352xf32>
  %g1641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1635 : tensor<10x352x14x14xf32>) outs(%f1637 : tensor<352xf32>) {
  ^bb0(%a1638: f32, %o1639: f32):
    %b1640 = arith.addf %a1638, %o1639 : f32
    linalg.yield %b1640 : f32
  } -> tensor<352xf32>
  %e1642 = tensor.empty() : tensor<352xf32>
  %g1646 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1641 : tensor<352xf32>) outs(%e1642 : tensor<352xf32>) {
  ^bb0(%a1643: f32, %o1644: f32):
    %b1645 = arith.divf %a1643, %c7 : f32
    linalg.yield %b1645 : f32
  } -> tensor<352xf32>
  %e1650 = tensor.empty() : tensor<10x352x14x14xf32>
  %g1663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1616, %g1627, %g1646, %dense_blocks_2_layers_3_0_weight, %dense_blocks_2_layers_3_0_bias : tensor<10x352x14x14xf32>, tensor<352xf32>, tensor<352xf32>, tensor<352xf32>, tensor<352xf32>) outs(%e1650 : tensor<10x352x14x14xf32>) {
  ^bb0(%a1651: f32, %a1652: f32, %a1653: f32, %a1654: f32, %a1655: f32, %o1656: f32):
    %b1657 = arith.addf %a1653, %c2 : f32
    %b1658 = math.sqrt %b1657 : f32
    %b1659 = arith.subf %a1651, %a1652 : f32
    %b1660 = arith.divf %b1659, %b1658 : f32
    %b1661 = arith.mulf %b1660, %a1654 : f32
    %b1662 = arith.addf %b1661, %a1655 : f32
    linalg.yield %b1662 : f32
  } -> tensor<10x352x14x14xf32>
  %e1664 = tensor.empty() : tensor<10x352x14x14xf32>
  %g1668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1663 : tensor<10x352x14x14xf32>) outs(%e1664 : tensor<10x352x14x14xf32>) {
  ^bb0(%a1665: f32, %o1666: f32):
    %b1667 = arith.maximumf %a1665, %c0 : f32
    linalg.yield %b1667 : f32
  } -> tensor<10x352x14x14xf32>
  %e1669 = tensor.empty() : tensor<10x352x16x16xf32>
  %f1670 = linalg.fill ins(%c0 : f32) outs(%e1669 : tensor<10x352x16x16xf32>) -> tensor<10x352x16x16xf32>
  %g1673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1668 : tensor<10x352x14x14xf32>) outs(%f1670 : tensor<10x352x16x16xf32>) {
  ^bb0(%a1671: f32, %o1672: f32):
    linalg.yield %a1671 : f32
  } -> tensor<10x352x16x16xf32>
  %e1674 = tensor.empty() : tensor<10x32x14x14xf32>
  %f1675 = linalg.fill ins(%c0 : f32) outs(%e1674 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv1676 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1673, %dense_blocks_2_layers_3_2_weight : tensor<10x352x16x16xf32>, tensor<32x352x3x3xf32>) outs(%f1675 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e1677 = tensor.empty() : tensor<10x384x14x14xf32>
  %cat1678 = tensor.insert_slice %g1424 into %e1677[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x384x14x14xf32>
  %cat1679 = tensor.insert_slice %conv1484 into %cat1678[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x384x14x14xf32>
  %cat1680 = tensor.insert_slice %conv1547 into %cat1679[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x384x14x14xf32>
  %cat1681 = tensor.insert_slice %conv1611 into %cat1680[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x384x14x14xf32>
  %cat1682 = tensor.insert_slice %conv1676 into %cat1681[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x384x14x14xf32>
  %e1683 = tensor.empty() : tensor<384xf32>
  %f1684 = linalg.fill ins(%c0 : f32) outs(%e1683 : tensor<384xf32>) -> tensor<384xf32>
  %g1688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1682 : tensor<10x384x14x14xf32>) outs(%f1684 : tensor<384xf32>) {
  ^bb0(%a1685: f32, %o1686: f32):
    %b1687 = arith.addf %a1685, %o1686 : f32
    linalg.yield %b1687 : f32
  } -> tensor<384xf32>
  %e1689 = tensor.empty() : tensor<384xf32>
  %g1693 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1688 : tensor<384xf32>) outs(%e1689 : tensor<384xf32>) {
  ^bb0(%a1690: f32, %o1691: f32):
    %b1692 = arith.divf %a1690, %c7 : f32
    linalg.yield %b1692 : f32
  } -> tensor<384xf32>
  %e1695 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1682, %g1693 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1695 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1696: f32, %a1697: f32, %o1698: f32):
    %b1699 = arith.subf %a1696, %a1697 : f32
    %b1700 = arith.mulf %b1699, %b1699 : f32
    linalg.yield %b1700 : f32
  } -> tensor<10x384x14x14xf32>
  %e1702 = tensor.empty() : tensor<384xf32>
  %f1703 = linalg.fill ins(%c0 : f32) outs(%e1702 : tensor<384xf32>) -> tensor<384xf32>
  %g1707 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1701 : tensor<10x384x14x14xf32>) outs(%f1703 : tensor<384xf32>) {
  ^bb0(%a1704: f32, %o1705: f32):
    %b1706 = arith.addf %a1704, %o1705 : f32
    linalg.yield %b1706 : f32
  } -> tensor<384xf32>
  %e1708 = tensor.empty() : tensor<384xf32>
  %g1712 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1707 : tensor<384xf32>) outs(%e1708 : tensor<384xf32>) {
  ^bb0(%a1709: f32, %o1710: f32):
    %b1711 = arith.divf %a1709, %c7 : f32
    linalg.yield %b1711 : f32
  } -> tensor<384xf32>
  %e1716 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1729 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1682, %g1693, %g1712, %dense_blocks_2_layers_4_0_weight, %dense_blocks_2_layers_4_0_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1716 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1717: f32, %a1718: f32, %a1719: f32, %a1720: f32, %a1721: f32, %o1722: f32):
    %b1723 = arith.addf %a1719, %c2 : f32
    %b1724 = math.sqrt %b1723 : f32
    %b1725 = arith.subf %a1717, %a1718 : f32
    %b1726 = arith.divf %b1725, %b1724 : f32
    %b1727 = arith.mulf %b1726, %a1720 : f32
    %b1728 = arith.addf %b1727, %a1721 : f32
    linalg.yield %b1728 : f32
  } -> tensor<10x384x14x14xf32>
  %e1730 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1734 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1729 : tensor<10x384x14x14xf32>) outs(%e1730 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1731: f32, %o1732: f32):
    %b1733 = arith.maximumf %a1731, %c0 : f32
    linalg.yield %b1733 : f32
  } -> tensor<10x384x14x14xf32>
  %e1735 = tensor.empty() : tensor<10x384x16x16xf32>
  %f1736 = linalg.fill ins(%c0 : f32) outs(%e1735 : tensor<10x384x16x16xf32>) -> tensor<10x384x16x16xf32>
  %g1739 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1734 : tensor<10x384x14x14xf32>) outs(%f1736 : tensor<10x384x16x16xf32>) {
  ^bb0(%a1737: f32, %o1738: f32):
    linalg.yield %a1737 : f32
  } -> tensor<10x384x16x16xf32>
  %e1740 = tensor.empty() : tensor<10x32x14x14xf32>
  %f1741 = linalg.fill ins(%c0 : f32) outs(%e1740 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv1742 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1739, %dense_blocks_2_layers_4_2_weight : tensor<10x384x16x16xf32>, tensor<32x384x3x3xf32>) outs(%f1741 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e1743 = tensor.empty() : tensor<10x416x14x14xf32>
  %cat1744 = tensor.insert_slice %g1424 into %e1743[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x416x14x14xf32>
  %cat1745 = tensor.insert_slice %conv1484 into %cat1744[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x416x14x14xf32>
  %cat1746 = tensor.insert_slice %conv1547 into %cat1745[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x416x14x14xf32>
  %cat1747 = tensor.insert_slice %conv1611 into %cat1746[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x416x14x14xf32>
  %cat1748 = tensor.insert_slice %conv1676 into %cat1747[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x416x14x14xf32>
  %cat1749 = tensor.insert_slice %conv1742 into %cat1748[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x416x14x14xf32>
  %e1750 = tensor.empty() : tensor<416xf32>
  %f1751 = linalg.fill ins(%c0 : f32) outs(%e1750 : tensor<416xf32>) -> tensor<416xf32>
  %g1755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1749 : tensor<10x416x14x14xf32>) outs(%f1751 : tensor<416xf32>) {
  ^bb0(%a1752: f32, %o1753: f32):
    %b1754 = arith.addf %a1752, %o1753 : f32
    linalg.yield %b1754 : f32
  } -> tensor<416xf32>
  %e1756 = tensor.empty() : tensor<416xf32>
  %g1760 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1755 : tensor<416xf32>) outs(%e1756 : tensor<416xf32>) {
  ^bb0(%a1757: f32, %o1758: f32):
    %b1759 = arith.divf %a1757, %c7 : f32
    linalg.yield %b1759 : f32
  } -> tensor<416xf32>
  %e1762 = tensor.empty() : tensor<10x416x14x14xf32>
  %g1768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1749, %g1760 : tensor<10x416x14x14xf32>, tensor<416xf32>) outs(%e1762 : tensor<10x416x14x14xf32>) {
  ^bb0(%a1763: f32, %a1764: f32, %o1765: f32):
    %b1766 = arith.subf %a1763, %a1764 : f32
    %b1767 = arith.mulf %b1766, %b1766 : f32
    linalg.yield %b1767 : f32
  } -> tensor<10x416x14x14xf32>
  %e1769 = tensor.empty() : tensor<416xf32>
  %f1770 = linalg.fill ins(%c0 : f32) outs(%e1769 : tensor<416xf32>) -> tensor<416xf32>
  %g1774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1768 : tensor<10x416x14x14xf32>) outs(%f1770 : tensor<416xf32>) {
  ^bb0(%a1771: f32, %o1772: f32):
    %b1773 = arith.addf %a1771, %o1772 : f32
    linalg.yield %b1773 : f32
  } -> tensor<416xf32>
  %e1775 = tensor.empty() : tensor<416xf32>
  %g1779 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1774 : tensor<416xf32>) outs(%e1775 : tensor<416xf32>) {
  ^bb0(%a1776: f32, %o1777: f32):
    %b1778 = arith.divf %a1776, %c7 : f32
    linalg.yield %b1778 : f32
  } -> tensor<416xf32>
  %e1783 = tensor.empty() : tensor<10x416x14x14xf32>
  %g1796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1749, %g1760, %g1779, %dense_blocks_2_layers_5_0_weight, %dense_blocks_2_layers_5_0_bias : tensor<10x416x14x14xf32>, tensor<416xf32>, tensor<416xf32>, tensor<416xf32>, tensor<416xf32>) outs(%e1783 : tensor<10x416x14x14xf32>) {
  ^bb0(%a1784: f32, %a1785: f32, %a1786: f32, %a1787: f32, %a1788: f32, %o1789: f32):
    %b1790 = arith.addf %a1786, %c2 : f32
    %b1791 = math.sqrt %b1790 : f32
    %b1792 = arith.subf %a1784, %a1785 : f32
    %b1793 = arith.divf %b1792, %b1791 : f32
    %b1794 = arith.mulf %b1793, %a1787 : f32
    %b1795 = arith.addf %b1794, %a1788 : f32
    linalg.yield %b1795 : f32
  } -> tensor<10x416x14x14xf32>
  %e1797 = tensor.empty() : tensor<10x416x14x14xf32>
  %g1801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1796 : tensor<10x416x14x14xf32>) outs(%e1797 : tensor<10x416x14x14xf32>) {
  ^bb0(%a1798: f32, %o1799: f32):
    %b1800 = arith.maximumf %a1798, %c0 : f32
    linalg.yield %b1800 : f32
  } -> tensor<10x416x14x14xf32>
  %e1802 = tensor.empty() : tensor<10x416x16x16xf32>
  %f1803 = linalg.fill ins(%c0 : f32) outs(%e1802 : tensor<10x416x16x16xf32>) -> tensor<10x416x16x16xf32>
  %g1806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1801 : tensor<10x416x14x14xf32>) outs(%f1803 : tensor<10x416x16x16xf32>) {
  ^bb0(%a1804: f32, %o1805: f32):
    linalg.yield %a1804 : f32
  } -> tensor<10x416x16x16xf32>
  %e1807 = tensor.empty() : tensor<10x32x14x14xf32>
  %f1808 = linalg.fill ins(%c0 : f32) outs(%e1807 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv1809 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1806, %dense_blocks_2_layers_5_2_weight : tensor<10x416x16x16xf32>, tensor<32x416x3x3xf32>) outs(%f1808 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e1810 = tensor.empty() : tensor<10x448x14x14xf32>
  %cat1811 = tensor.insert_slice %g1424 into %e1810[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x448x14x14xf32>
  %cat1812 = tensor.insert_slice %conv1484 into %cat1811[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x448x14x14xf32>
  %cat1813 = tensor.insert_slice %conv1547 into %cat1812[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x448x14x14xf32>
  %cat1814 = tensor.insert_slice %conv1611 into %cat1813[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x448x14x14xf32>
  %cat1815 = tensor.insert_slice %conv1676 into %cat1814[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x448x14x14xf32>
  %cat1816 = tensor.insert_slice %conv1742 into %cat1815[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x448x14x14xf32>
  %cat1817 = tensor.insert_slice %conv1809 into %cat1816[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x448x14x14xf32>
  %e1818 = tensor.empty() : tensor<448xf32>
  %f1819 = linalg.fill ins(%c0 : f32) outs(%e1818 : tensor<448xf32>) -> tensor<448xf32>
  %g1823 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1817 : tensor<10x448x14x14xf32>) outs(%f1819 : tensor<448xf32>) {
  ^bb0(%a1820: f32, %o1821: f32):
    %b1822 = arith.addf %a1820, %o1821 : f32
    linalg.yield %b1822 : f32
  } -> tensor<448xf32>
  %e1824 = tensor.empty() : tensor<448xf32>
  %g1828 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1823 : tensor<448xf32>) outs(%e1824 : tensor<448xf32>) {
  ^bb0(%a1825: f32, %o1826: f32):
    %b1827 = arith.divf %a1825, %c7 : f32
    linalg.yield %b1827 : f32
  } -> tensor<448xf32>
  %e1830 = tensor.empty() : tensor<10x448x14x14xf32>
  %g1836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1817, %g1828 : tensor<10x448x14x14xf32>, tensor<448xf32>) outs(%e1830 : tensor<10x448x14x14xf32>) {
  ^bb0(%a1831: f32, %a1832: f32, %o1833: f32):
    %b1834 = arith.subf %a1831, %a1832 : f32
    %b1835 = arith.mulf %b1834, %b1834 : f32
    linalg.yield %b1835 : f32
  } -> tensor<10x448x14x14xf32>
  %e1837 = tensor.empty() : tensor<448xf32>
  %f1838 = linalg.fill ins(%c0 : f32) outs(%e1837 : tensor<448xf32>) -> tensor<448xf32>
  %g1842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1836 : tensor<10x448x14x14xf32>) outs(%f1838 : tensor<448xf32>) {
  ^bb0(%a1839: f32, %o1840: f32):
    %b1841 = arith.addf %a1839, %o1840 : f32
    linalg.yield %b1841 : f32
  } -> tensor<448xf32>
  %e1843 = tensor.empty() : tensor<448xf32>
  %g1847 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1842 : tensor<448xf32>) outs(%e1843 : tensor<448xf32>) {
  ^bb0(%a1844: f32, %o1845: f32):
    %b1846 = arith.divf %a1844, %c7 : f32
    linalg.yield %b1846 : f32
  } -> tensor<448xf32>
  %e1851 = tensor.empty() : tensor<10x448x14x14xf32>
  %g1864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1817, %g1828, %g1847, %dense_blocks_2_layers_6_0_weight, %dense_blocks_2_layers_6_0_bias : tensor<10x448x14x14xf32>, tensor<448xf32>, tensor<448xf32>, tensor<448xf32>, tensor<448xf32>) outs(%e1851 : tensor<10x448x14x14xf32>) {
  ^bb0(%a1852: f32, %a1853: f32, %a1854: f32, %a1855: f32, %a1856: f32, %o1857: f32):
    %b1858 = arith.addf %a1854, %c2 : f32
    %b1859 = math.sqrt %b1858 : f32
    %b1860 = arith.subf %a1852, %a1853 : f32
    %b1861 = arith.divf %b1860, %b1859 : f32
    %b1862 = arith.mulf %b1861, %a1855 : f32
    %b1863 = arith.addf %b1862, %a1856 : f32
    linalg.yield %b1863 : f32
  } -> tensor<10x448x14x14xf32>
  %e1865 = tensor.empty() : tensor<10x448x14x14xf32>
  %g1869 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1864 : tensor<10x448x14x14xf32>) outs(%e1865 : tensor<10x448x14x14xf32>) {
  ^bb0(%a1866: f32, %o1867: f32):
    %b1868 = arith.maximumf %a1866, %c0 : f32
    linalg.yield %b1868 : f32
  } -> tensor<10x448x14x14xf32>
  %e1870 = tensor.empty() : tensor<10x448x16x16xf32>
  %f1871 = linalg.fill ins(%c0 : f32) outs(%e1870 : tensor<10x448x16x16xf32>) -> tensor<10x448x16x16xf32>
  %g1874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1869 : tensor<10x448x14x14xf32>) outs(%f1871 : tensor<10x448x16x16xf32>) {
  ^bb0(%a1872: f32, %o1873: f32):
    linalg.yield %a1872 : f32
  } -> tensor<10x448x16x16xf32>
  %e1875 = tensor.empty() : tensor<10x32x14x14xf32>
  %f1876 = linalg.fill ins(%c0 : f32) outs(%e1875 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv1877 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1874, %dense_blocks_2_layers_6_2_weight : tensor<10x448x16x16xf32>, tensor<32x448x3x3xf32>) outs(%f1876 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e1878 = tensor.empty() : tensor<10x480x14x14xf32>
  %cat1879 = tensor.insert_slice %g1424 into %e1878[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x480x14x14xf32>
  %cat1880 = tensor.insert_slice %conv1484 into %cat1879[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x480x14x14xf32>
  %cat1881 = tensor.insert_slice %conv1547 into %cat1880[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x480x14x14xf32>
  %cat1882 = tensor.insert_slice %conv1611 into %cat1881[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x480x14x14xf32>
  %cat1883 = tensor.insert_slice %conv1676 into %cat1882[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x480x14x14xf32>
  %cat1884 = tensor.insert_slice %conv1742 into %cat1883[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x480x14x14xf32>
  %cat1885 = tensor.insert_slice %conv1809 into %cat1884[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x480x14x14xf32>
  %cat1886 = tensor.insert_slice %conv1877 into %cat1885[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x480x14x14xf32>
  %e1887 = tensor.empty() : tensor<480xf32>
  %f1888 = linalg.fill ins(%c0 : f32) outs(%e1887 : tensor<480xf32>) -> tensor<480xf32>
  %g1892 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1886 : tensor<10x480x14x14xf32>) outs(%f1888 : tensor<480xf32>) {
  ^bb0(%a1889: f32, %o1890: f32):
    %b1891 = arith.addf %a1889, %o1890 : f32
    linalg.yield %b1891 : f32
  } -> tensor<480xf32>
  %e1893 = tensor.empty() : tensor<480xf32>
  %g1897 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1892 : tensor<480xf32>) outs(%e1893 : tensor<480xf32>) {
  ^bb0(%a1894: f32, %o1895: f32):
    %b1896 = arith.divf %a1894, %c7 : f32
    linalg.yield %b1896 : f32
  } -> tensor<480xf32>
  %e1899 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1905 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1886, %g1897 : tensor<10x480x14x14xf32>, tensor<480xf32>) outs(%e1899 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1900: f32, %a1901: f32, %o1902: f32):
    %b1903 = arith.subf %a1900, %a1901 : f32
    %b1904 = arith.mulf %b1903, %b1903 : f32
    linalg.yield %b1904 : f32
  } -> tensor<10x480x14x14xf32>
  %e1906 = tensor.empty() : tensor<480xf32>
  %f1907 = linalg.fill ins(%c0 : f32) outs(%e1906 : tensor<480xf32>) -> tensor<480xf32>
  %g1911 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1905 : tensor<10x480x14x14xf32>) outs(%f1907 : tensor<480xf32>) {
  ^bb0(%a1908: f32, %o1909: f32):
    %b1910 = arith.addf %a1908, %o1909 : f32
    linalg.yield %b1910 : f32
  } -> tensor<480xf32>
  %e1912 = tensor.empty() : tensor<480xf32>
  %g1916 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1911 : tensor<480xf32>) outs(%e1912 : tensor<480xf32>) {
  ^bb0(%a1913: f32, %o1914: f32):
    %b1915 = arith.divf %a1913, %c7 : f32
    linalg.yield %b1915 : f32
  } -> tensor<480xf32>
  %e1920 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1933 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1886, %g1897, %g1916, %dense_blocks_2_layers_7_0_weight, %dense_blocks_2_layers_7_0_bias : tensor<10x480x14x14xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e1920 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1921: f32, %a1922: f32, %a1923: f32, %a1924: f32, %a1925: f32, %o1926: f32):
    %b1927 = arith.addf %a1923, %c2 : f32
    %b1928 = math.sqrt %b1927 : f32
    %b1929 = arith.subf %a1921, %a1922 : f32
    %b1930 = arith.divf %b1929, %b1928 : f32
    %b1931 = arith.mulf %b1930, %a1924 : f32
    %b1932 = arith.addf %b1931, %a1925 : f32
    linalg.yield %b1932 : f32
  } -> tensor<10x480x14x14xf32>
  %e1934 = tensor.empty() : tensor<10x480x14x14xf32>
  %g1938 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1933 : tensor<10x480x14x14xf32>) outs(%e1934 : tensor<10x480x14x14xf32>) {
  ^bb0(%a1935: f32, %o1936: f32):
    %b1937 = arith.maximumf %a1935, %c0 : f32
    linalg.yield %b1937 : f32
  } -> tensor<10x480x14x14xf32>
  %e1939 = tensor.empty() : tensor<10x480x16x16xf32>
  %f1940 = linalg.fill ins(%c0 : f32) outs(%e1939 : tensor<10x480x16x16xf32>) -> tensor<10x480x16x16xf32>
  %g1943 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1938 : tensor<10x480x14x14xf32>) outs(%f1940 : tensor<10x480x16x16xf32>) {
  ^bb0(%a1941: f32, %o1942: f32):
    linalg.yield %a1941 : f32
  } -> tensor<10x480x16x16xf32>
  %e1944 = tensor.empty() : tensor<10x32x14x14xf32>
  %f1945 = linalg.fill ins(%c0 : f32) outs(%e1944 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv1946 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1943, %dense_blocks_2_layers_7_2_weight : tensor<10x480x16x16xf32>, tensor<32x480x3x3xf32>) outs(%f1945 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e1947 = tensor.empty() : tensor<10x512x14x14xf32>
  %cat1948 = tensor.insert_slice %g1424 into %e1947[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x512x14x14xf32>
  %cat1949 = tensor.insert_slice %conv1484 into %cat1948[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x512x14x14xf32>
  %cat1950 = tensor.insert_slice %conv1547 into %cat1949[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x512x14x14xf32>
  %cat1951 = tensor.insert_slice %conv1611 into %cat1950[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x512x14x14xf32>
  %cat1952 = tensor.insert_slice %conv1676 into %cat1951[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x512x14x14xf32>
  %cat1953 = tensor.insert_slice %conv1742 into %cat1952[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x512x14x14xf32>
  %cat1954 = tensor.insert_slice %conv1809 into %cat1953[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x512x14x14xf32>
  %cat1955 = tensor.insert_slice %conv1877 into %cat1954[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x512x14x14xf32>
  %cat1956 = tensor.insert_slice %conv1946 into %cat1955[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x512x14x14xf32>
  %e1957 = tensor.empty() : tensor<512xf32>
  %f1958 = linalg.fill ins(%c0 : f32) outs(%e1957 : tensor<512xf32>) -> tensor<512xf32>
  %g1962 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat1956 : tensor<10x512x14x14xf32>) outs(%f1958 : tensor<512xf32>) {
  ^bb0(%a1959: f32, %o1960: f32):
    %b1961 = arith.addf %a1959, %o1960 : f32
    linalg.yield %b1961 : f32
  } -> tensor<512xf32>
  %e1963 = tensor.empty() : tensor<512xf32>
  %g1967 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1962 : tensor<512xf32>) outs(%e1963 : tensor<512xf32>) {
  ^bb0(%a1964: f32, %o1965: f32):
    %b1966 = arith.divf %a1964, %c7 : f32
    linalg.yield %b1966 : f32
  } -> tensor<512xf32>
  %e1969 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1975 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1956, %g1967 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e1969 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1970: f32, %a1971: f32, %o1972: f32):
    %b1973 = arith.subf %a1970, %a1971 : f32
    %b1974 = arith.mulf %b1973, %b1973 : f32
    linalg.yield %b1974 : f32
  } -> tensor<10x512x14x14xf32>
  %e1976 = tensor.empty() : tensor<512xf32>
  %f1977 = linalg.fill ins(%c0 : f32) outs(%e1976 : tensor<512xf32>) -> tensor<512xf32>
  %g1981 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1975 : tensor<10x512x14x14xf32>) outs(%f1977 : tensor<512xf32>) {
  ^bb0(%a1978: f32, %o1979: f32):
    %b1980 = arith.addf %a1978, %o1979 : f32
    linalg.yield %b1980 : f32
  } -> tensor<512xf32>
  %e1982 = tensor.empty() : tensor<512xf32>
  %g1986 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1981 : tensor<512xf32>) outs(%e1982 : tensor<512xf32>) {
  ^bb0(%a1983: f32, %o1984: f32):
    %b1985 = arith.divf %a1983, %c7 : f32
    linalg.yield %b1985 : f32
  } -> tensor<512xf32>
  %e1990 = tensor.empty() : tensor<10x512x14x14xf32>
  %g2003 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1956, %g1967, %g1986, %dense_blocks_2_layers_8_0_weight, %dense_blocks_2_layers_8_0_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1990 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1991: f32, %a1992: f32, %a1993: f32, %a1994: f32, %a1995: f32, %o1996: f32):
    %b1997 = arith.addf %a1993, %c2 : f32
    %b1998 = math.sqrt %b1997 : f32
    %b1999 = arith.subf %a1991, %a1992 : f32
    %b2000 = arith.divf %b1999, %b1998 : f32
    %b2001 = arith.mulf %b2000, %a1994 : f32
    %b2002 = arith.addf %b2001, %a1995 : f32
    linalg.yield %b2002 : f32
  } -> tensor<10x512x14x14xf32>
  %e2004 = tensor.empty() : tensor<10x512x14x14xf32>
  %g2008 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2003 : tensor<10x512x14x14xf32>) outs(%e2004 : tensor<10x512x14x14xf32>) {
  ^bb0(%a2005: f32, %o2006: f32):
    %b2007 = arith.maximumf %a2005, %c0 : f32
    linalg.yield %b2007 : f32
  } -> tensor<10x512x14x14xf32>
  %e2009 = tensor.empty() : tensor<10x512x16x16xf32>
  %f2010 = linalg.fill ins(%c0 : f32) outs(%e2009 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g2013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2008 : tensor<10x512x14x14xf32>) outs(%f2010 : tensor<10x512x16x16xf32>) {
  ^bb0(%a2011: f32, %o2012: f32):
    linalg.yield %a2011 : f32
  } -> tensor<10x512x16x16xf32>
  %e2014 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2015 = linalg.fill ins(%c0 : f32) outs(%e2014 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2016 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2013, %dense_blocks_2_layers_8_2_weight : tensor<10x512x16x16xf32>, tensor<32x512x3x3xf32>) outs(%f2015 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2017 = tensor.empty() : tensor<10x544x14x14xf32>
  %cat2018 = tensor.insert_slice %g1424 into %e2017[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2019 = tensor.insert_slice %conv1484 into %cat2018[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2020 = tensor.insert_slice %conv1547 into %cat2019[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2021 = tensor.insert_slice %conv1611 into %cat2020[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2022 = tensor.insert_slice %conv1676 into %cat2021[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2023 = tensor.insert_slice %conv1742 into %cat2022[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2024 = tensor.insert_slice %conv1809 into %cat2023[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2025 = tensor.insert_slice %conv1877 into %cat2024[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2026 = tensor.insert_slice %conv1946 into %cat2025[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %cat2027 = tensor.insert_slice %conv2016 into %cat2026[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x544x14x14xf32>
  %e2028 = tensor.empty() : tensor<544xf32>
  %f2029 = linalg.fill ins(%c0 : f32) outs(%e2028 : tensor<544xf32>) -> tensor<544xf32>
  %g2033 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2027 : tensor<10x544x14x14xf32>) outs(%f2029 : tensor<544xf32>) {
  ^bb0(%a2030: f32, %o2031: f32):
    %b2032 = arith.addf %a2030, %o2031 : f32
    linalg.yield %b2032 : f32
  } -> tensor<544xf32>
  %e2034 = tensor.empty() : tensor<544xf32>
  %g2038 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2033 : tensor<544xf32>) outs(%e2034 : tensor<544xf32>) {
  ^bb0(%a2035: f32, %o2036: f32):
    %b2037 = arith.divf %a2035, %c7 : f32
    linalg.yield %b2037 : f32
  } -> tensor<544xf32>
  %e2040 = tensor.empty() : tensor<10x544x14x14xf32>
  %g2046 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2027, %g2038 : tensor<10x544x14x14xf32>, tensor<544xf32>) outs(%e2040 : tensor<10x544x14x14xf32>) {
  ^bb0(%a2041: f32, %a2042: f32, %o2043: f32):
    %b2044 = arith.subf %a2041, %a2042 : f32
    %b2045 = arith.mulf %b2044, %b2044 : f32
    linalg.yield %b2045 : f32
  } -> tensor<10x544x14x14xf32>
  %e2047 = tensor.empty() : tensor<544xf32>
  %f2048 = linalg.fill ins(%c0 : f32) outs(%e2047 : tensor<544xf32>) -> tensor<544xf32>
  %g2052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2046 : tensor<10x544x14x14xf32>) outs(%f2048 : tensor<544xf32>) {
  ^bb0(%a2049: f32, %o2050: f32):
    %b2051 = arith.addf %a2049, %o2050 : f32
    linalg.yield %b2051 : f32
  } -> tensor<544xf32>
  %e2053 = tensor.empty() : tensor<544xf32>
  %g2057 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2052 : tensor<544xf32>) outs(%e2053 : tensor<544xf32>) {
  ^bb0(%a2054: f32, %o2055: f32):
    %b2056 = arith.divf %a2054, %c7 : f32
    linalg.yield %b2056 : f32
  } -> tensor<544xf32>
  %e2061 = tensor.empty() : tensor<10x544x14x14xf32>
  %g2074 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2027, %g2038, %g2057, %dense_blocks_2_layers_9_0_weight, %dense_blocks_2_layers_9_0_bias : tensor<10x544x14x14xf32>, tensor<544xf32>, tensor<544xf32>, tensor<544xf32>, tensor<544xf32>) outs(%e2061 : tensor<10x544x14x14xf32>) {
  ^bb0(%a2062: f32, %a2063: f32, %a2064: f32, %a2065: f32, %a2066: f32, %o2067: f32):
    %b2068 = arith.addf %a2064, %c2 : f32
    %b2069 = math.sqrt %b2068 : f32
    %b2070 = arith.subf %a2062, %a2063 : f32
    %b2071 = arith.divf %b2070, %b2069 : f32
    %b2072 = arith.mulf %b2071, %a2065 : f32
    %b2073 = arith.addf %b2072, %a2066 : f32
    linalg.yield %b2073 : f32
  } -> tensor<10x544x14x14xf32>
  %e2075 = tensor.empty() : tensor<10x544x14x14xf32>
  %g2079 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2074 : tensor<10x544x14x14xf32>) outs(%e2075 : tensor<10x544x14x14xf32>) {
  ^bb0(%a2076: f32, %o2077: f32):
    %b2078 = arith.maximumf %a2076, %c0 : f32
    linalg.yield %b2078 : f32
  } -> tensor<10x544x14x14xf32>
  %e2080 = tensor.empty() : tensor<10x544x16x16xf32>
  %f2081 = linalg.fill ins(%c0 : f32) outs(%e2080 : tensor<10x544x16x16xf32>) -> tensor<10x544x16x16xf32>
  %g2084 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2079 : tensor<10x544x14x14xf32>) outs(%f2081 : tensor<10x544x16x16xf32>) {
  ^bb0(%a2082: f32, %o2083: f32):
    linalg.yield %a2082 : f32
  } -> tensor<10x544x16x16xf32>
  %e2085 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2086 = linalg.fill ins(%c0 : f32) outs(%e2085 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2087 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2084, %dense_blocks_2_layers_9_2_weight : tensor<10x544x16x16xf32>, tensor<32x544x3x3xf32>) outs(%f2086 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2088 = tensor.empty() : tensor<10x576x14x14xf32>
  %cat2089 = tensor.insert_slice %g1424 into %e2088[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2090 = tensor.insert_slice %conv1484 into %cat2089[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2091 = tensor.insert_slice %conv1547 into %cat2090[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2092 = tensor.insert_slice %conv1611 into %cat2091[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2093 = tensor.insert_slice %conv1676 into %cat2092[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2094 = tensor.insert_slice %conv1742 into %cat2093[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2095 = tensor.insert_slice %conv1809 into %cat2094[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2096 = tensor.insert_slice %conv1877 into %cat2095[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2097 = tensor.insert_slice %conv1946 into %cat2096[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2098 = tensor.insert_slice %conv2016 into %cat2097[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %cat2099 = tensor.insert_slice %conv2087 into %cat2098[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x576x14x14xf32>
  %e2100 = tensor.empty() : tensor<576xf32>
  %f2101 = linalg.fill ins(%c0 : f32) outs(%e2100 : tensor<576xf32>) -> tensor<576xf32>
  %g2105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2099 : tensor<10x576x14x14xf32>) outs(%f2101 : tensor<576xf32>) {
  ^bb0(%a2102: f32, %o2103: f32):
    %b2104 = arith.addf %a2102, %o2103 : f32
    linalg.yield %b2104 : f32
  } -> tensor<576xf32>
  %e2106 = tensor.empty() : tensor<576xf32>
  %g2110 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2105 : tensor<576xf32>) outs(%e2106 : tensor<576xf32>) {
  ^bb0(%a2107: f32, %o2108: f32):
    %b2109 = arith.divf %a2107, %c7 : f32
    linalg.yield %b2109 : f32
  } -> tensor<576xf32>
  %e2112 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2099, %g2110 : tensor<10x576x14x14xf32>, tensor<576xf32>) outs(%e2112 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2113: f32, %a2114: f32, %o2115: f32):
    %b2116 = arith.subf %a2113, %a2114 : f32
    %b2117 = arith.mulf %b2116, %b2116 : f32
    linalg.yield %b2117 : f32
  } -> tensor<10x576x14x14xf32>
  %e2119 = tensor.empty() : tensor<576xf32>
  %f2120 = linalg.fill ins(%c0 : f32) outs(%e2119 : tensor<576xf32>) -> tensor<576xf32>
  %g2124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2118 : tensor<10x576x14x14xf32>) outs(%f2120 : tensor<576xf32>) {
  ^bb0(%a2121: f32, %o2122: f32):
    %b2123 = arith.addf %a2121, %o2122 : f32
    linalg.yield %b2123 : f32
  } -> tensor<576xf32>
  %e2125 = tensor.empty() : tensor<576xf32>
  %g2129 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2124 : tensor<576xf32>) outs(%e2125 : tensor<576xf32>) {
  ^bb0(%a2126: f32, %o2127: f32):
    %b2128 = arith.divf %a2126, %c7 : f32
    linalg.yield %b2128 : f32
  } -> tensor<576xf32>
  %e2133 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2099, %g2110, %g2129, %dense_blocks_2_layers_10_0_weight, %dense_blocks_2_layers_10_0_bias : tensor<10x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%e2133 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2134: f32, %a2135: f32, %a2136: f32, %a2137: f32, %a2138: f32, %o2139: f32):
    %b2140 = arith.addf %a2136, %c2 : f32
    %b2141 = math.sqrt %b2140 : f32
    %b2142 = arith.subf %a2134, %a2135 : f32
    %b2143 = arith.divf %b2142, %b2141 : f32
    %b2144 = arith.mulf %b2143, %a2137 : f32
    %b2145 = arith.addf %b2144, %a2138 : f32
    linalg.yield %b2145 : f32
  } -> tensor<10x576x14x14xf32>
  %e2147 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2146 : tensor<10x576x14x14xf32>) outs(%e2147 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2148: f32, %o2149: f32):
    %b2150 = arith.maximumf %a2148, %c0 : f32
    linalg.yield %b2150 : f32
  } -> tensor<10x576x14x14xf32>
  %e2152 = tensor.empty() : tensor<10x576x16x16xf32>
  %f2153 = linalg.fill ins(%c0 : f32) outs(%e2152 : tensor<10x576x16x16xf32>) -> tensor<10x576x16x16xf32>
  %g2156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2151 : tensor<10x576x14x14xf32>) outs(%f2153 : tensor<10x576x16x16xf32>) {
  ^bb0(%a2154: f32, %o2155: f32):
    linalg.yield %a2154 : f32
  } -> tensor<10x576x16x16xf32>
  %e2157 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2158 = linalg.fill ins(%c0 : f32) outs(%e2157 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2159 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2156, %dense_blocks_2_layers_10_2_weight : tensor<10x576x16x16xf32>, tensor<32x576x3x3xf32>) outs(%f2158 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2160 = tensor.empty() : tensor<10x608x14x14xf32>
  %cat2161 = tensor.insert_slice %g1424 into %e2160[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2162 = tensor.insert_slice %conv1484 into %cat2161[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2163 = tensor.insert_slice %conv1547 into %cat2162[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2164 = tensor.insert_slice %conv1611 into %cat2163[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2165 = tensor.insert_slice %conv1676 into %cat2164[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2166 = tensor.insert_slice %conv1742 into %cat2165[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2167 = tensor.insert_slice %conv1809 into %cat2166[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2168 = tensor.insert_slice %conv1877 into %cat2167[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2169 = tensor.insert_slice %conv1946 into %cat2168[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2170 = tensor.insert_slice %conv2016 into %cat2169[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2171 = tensor.insert_slice %conv2087 into %cat2170[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %cat2172 = tensor.insert_slice %conv2159 into %cat2171[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x608x14x14xf32>
  %e2173 = tensor.empty() : tensor<608xf32>
  %f2174 = linalg.fill ins(%c0 : f32) outs(%e2173 : tensor<608xf32>) -> tensor<608xf32>
  %g2178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2172 : tensor<10x608x14x14xf32>) outs(%f2174 : tensor<608xf32>) {
  ^bb0(%a2175: f32, %o2176: f32):
    %b2177 = arith.addf %a2175, %o2176 : f32
    linalg.yield %b2177 : f32
  } -> tensor<608xf32>
  %e2179 = tensor.empty() : tensor<608xf32>
  %g2183 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2178 : tensor<608xf32>) outs(%e2179 : tensor<608xf32>) {
  ^bb0(%a2180: f32, %o2181: f32):
    %b2182 = arith.divf %a2180, %c7 : f32
    linalg.yield %b2182 : f32
  } -> tensor<608xf32>
  %e2185 = tensor.empty() : tensor<10x608x14x14xf32>
  %g2191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2172, %g2183 : tensor<10x608x14x14xf32>, tensor<608xf32>) outs(%e2185 : tensor<10x608x14x14xf32>) {
  ^bb0(%a2186: f32, %a2187: f32, %o2188: f32):
    %b2189 = arith.subf %a2186, %a2187 : f32
    %b2190 = arith.mulf %b2189, %b2189 : f32
    linalg.yield %b2190 : f32
  } -> tensor<10x608x14x14xf32>
  %e2192 = tensor.empty() : tensor<608xf32>
  %f2193 = linalg.fill ins(%c0 : f32) outs(%e2192 : tensor<608xf32>) -> tensor<608xf32>
  %g2197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2191 : tensor<10x608x14x14xf32>) outs(%f2193 : tensor<608xf32>) {
  ^bb0(%a2194: f32, %o2195: f32):
    %b2196 = arith.addf %a2194, %o2195 : f32
    linalg.yield %b2196 : f32
  } -> tensor<608xf32>
  %e2198 = tensor.empty() : tensor<608xf32>
  %g2202 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2197 : tensor<608xf32>) outs(%e2198 : tensor<608xf32>) {
  ^bb0(%a2199: f32, %o2200: f32):
    %b2201 = arith.divf %a2199, %c7 : f32
    linalg.yield %b2201 : f32
  } -> tensor<608xf32>
  %e2206 = tensor.empty() : tensor<10x608x14x14xf32>
  %g2219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2172, %g2183, %g2202, %dense_blocks_2_layers_11_0_weight, %dense_blocks_2_layers_11_0_bias : tensor<10x608x14x14xf32>, tensor<608xf32>, tensor<608xf32>, tensor<608xf32>, tensor<608xf32>) outs(%e2206 : tensor<10x608x14x14xf32>) {
  ^bb0(%a2207: f32, %a2208: f32, %a2209: f32, %a2210: f32, %a2211: f32, %o2212: f32):
    %b2213 = arith.addf %a2209, %c2 : f32
    %b2214 = math.sqrt %b2213 : f32
    %b2215 = arith.subf %a2207, %a2208 : f32
    %b2216 = arith.divf %b2215, %b2214 : f32
    %b2217 = arith.mulf %b2216, %a2210 : f32
    %b2218 = arith.addf %b2217, %a2211 : f32
    linalg.yield %b2218 : f32
  } -> tensor<10x608x14x14xf32>
  %e2220 = tensor.empty() : tensor<10x608x14x14xf32>
  %g2224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2219 : tensor<10x608x14x14xf32>) outs(%e2220 : tensor<10x608x14x14xf32>) {
  ^bb0(%a2221: f32, %o2222: f32):
    %b2223 = arith.maximumf %a2221, %c0 : f32
    linalg.yield %b2223 : f32
  } -> tensor<10x608x14x14xf32>
  %e2225 = tensor.empty() : tensor<10x608x16x16xf32>
  %f2226 = linalg.fill ins(%c0 : f32) outs(%e2225 : tensor<10x608x16x16xf32>) -> tensor<10x608x16x16xf32>
  %g2229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2224 : tensor<10x608x14x14xf32>) outs(%f2226 : tensor<10x608x16x16xf32>) {
  ^bb0(%a2227: f32, %o2228: f32):
    linalg.yield %a2227 : f32
  } -> tensor<10x608x16x16xf32>
  %e2230 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2231 = linalg.fill ins(%c0 : f32) outs(%e2230 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2232 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2229, %dense_blocks_2_layers_11_2_weight : tensor<10x608x16x16xf32>, tensor<32x608x3x3xf32>) outs(%f2231 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2233 = tensor.empty() : tensor<10x640x14x14xf32>
  %cat2234 = tensor.insert_slice %g1424 into %e2233[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2235 = tensor.insert_slice %conv1484 into %cat2234[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2236 = tensor.insert_slice %conv1547 into %cat2235[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2237 = tensor.insert_slice %conv1611 into %cat2236[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2238 = tensor.insert_slice %conv1676 into %cat2237[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2239 = tensor.insert_slice %conv1742 into %cat2238[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2240 = tensor.insert_slice %conv1809 into %cat2239[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2241 = tensor.insert_slice %conv1877 into %cat2240[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2242 = tensor.insert_slice %conv1946 into %cat2241[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2243 = tensor.insert_slice %conv2016 into %cat2242[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2244 = tensor.insert_slice %conv2087 into %cat2243[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2245 = tensor.insert_slice %conv2159 into %cat2244[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %cat2246 = tensor.insert_slice %conv2232 into %cat2245[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x640x14x14xf32>
  %e2247 = tensor.empty() : tensor<640xf32>
  %f2248 = linalg.fill ins(%c0 : f32) outs(%e2247 : tensor<640xf32>) -> tensor<640xf32>
  %g2252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2246 : tensor<10x640x14x14xf32>) outs(%f2248 : tensor<640xf32>) {
  ^bb0(%a2249: f32, %o2250: f32):
    %b2251 = arith.addf %a2249, %o2250 : f32
    linalg.yield %b2251 : f32
  } -> tensor<640xf32>
  %e2253 = tensor.empty() : tensor<640xf32>
  %g2257 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2252 : tensor<640xf32>) outs(%e2253 : tensor<640xf32>) {
  ^bb0(%a2254: f32, %o2255: f32):
    %b2256 = arith.divf %a2254, %c7 : f32
    linalg.yield %b2256 : f32
  } -> tensor<640xf32>
  %e2259 = tensor.empty() : tensor<10x640x14x14xf32>
  %g2265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2246, %g2257 : tensor<10x640x14x14xf32>, tensor<640xf32>) outs(%e2259 : tensor<10x640x14x14xf32>) {
  ^bb0(%a2260: f32, %a2261: f32, %o2262: f32):
    %b2263 = arith.subf %a2260, %a2261 : f32
    %b2264 = arith.mulf %b2263, %b2263 : f32
    linalg.yield %b2264 : f32
  } -> tensor<10x640x14x14xf32>
  %e2266 = tensor.empty() : tensor<640xf32>
  %f2267 = linalg.fill ins(%c0 : f32) outs(%e2266 : tensor<640xf32>) -> tensor<640xf32>
  %g2271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2265 : tensor<10x640x14x14xf32>) outs(%f2267 : tensor<640xf32>) {
  ^bb0(%a2268: f32, %o2269: f32):
    %b2270 = arith.addf %a2268, %o2269 : f32
    linalg.yield %b2270 : f32
  } -> tensor<640xf32>
  %e2272 = tensor.empty() : tensor<640xf32>
  %g2276 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2271 : tensor<640xf32>) outs(%e2272 : tensor<640xf32>) {
  ^bb0(%a2273: f32, %o2274: f32):
    %b2275 = arith.divf %a2273, %c7 : f32
    linalg.yield %b2275 : f32
  } -> tensor<640xf32>
  %e2280 = tensor.empty() : tensor<10x640x14x14xf32>
  %g2293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2246, %g2257, %g2276, %dense_blocks_2_layers_12_0_weight, %dense_blocks_2_layers_12_0_bias : tensor<10x640x14x14xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640xf32>) outs(%e2280 : tensor<10x640x14x14xf32>) {
  ^bb0(%a2281: f32, %a2282: f32, %a2283: f32, %a2284: f32, %a2285: f32, %o2286: f32):
    %b2287 = arith.addf %a2283, %c2 : f32
    %b2288 = math.sqrt %b2287 : f32
    %b2289 = arith.subf %a2281, %a2282 : f32
    %b2290 = arith.divf %b2289, %b2288 : f32
    %b2291 = arith.mulf %b2290, %a2284 : f32
    %b2292 = arith.addf %b2291, %a2285 : f32
    linalg.yield %b2292 : f32
  } -> tensor<10x640x14x14xf32>
  %e2294 = tensor.empty() : tensor<10x640x14x14xf32>
  %g2298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2293 : tensor<10x640x14x14xf32>) outs(%e2294 : tensor<10x640x14x14xf32>) {
  ^bb0(%a2295: f32, %o2296: f32):
    %b2297 = arith.maximumf %a2295, %c0 : f32
    linalg.yield %b2297 : f32
  } -> tensor<10x640x14x14xf32>
  %e2299 = tensor.empty() : tensor<10x640x16x16xf32>
  %f2300 = linalg.fill ins(%c0 : f32) outs(%e2299 : tensor<10x640x16x16xf32>) -> tensor<10x640x16x16xf32>
  %g2303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2298 : tensor<10x640x14x14xf32>) outs(%f2300 : tensor<10x640x16x16xf32>) {
  ^bb0(%a2301: f32, %o2302: f32):
    linalg.yield %a2301 : f32
  } -> tensor<10x640x16x16xf32>
  %e2304 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2305 = linalg.fill ins(%c0 : f32) outs(%e2304 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2306 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2303, %dense_blocks_2_layers_12_2_weight : tensor<10x640x16x16xf32>, tensor<32x640x3x3xf32>) outs(%f2305 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2307 = tensor.empty() : tensor<10x672x14x14xf32>
  %cat2308 = tensor.insert_slice %g1424 into %e2307[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2309 = tensor.insert_slice %conv1484 into %cat2308[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2310 = tensor.insert_slice %conv1547 into %cat2309[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2311 = tensor.insert_slice %conv1611 into %cat2310[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2312 = tensor.insert_slice %conv1676 into %cat2311[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2313 = tensor.insert_slice %conv1742 into %cat2312[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2314 = tensor.insert_slice %conv1809 into %cat2313[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2315 = tensor.insert_slice %conv1877 into %cat2314[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2316 = tensor.insert_slice %conv1946 into %cat2315[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2317 = tensor.insert_slice %conv2016 into %cat2316[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2318 = tensor.insert_slice %conv2087 into %cat2317[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2319 = tensor.insert_slice %conv2159 into %cat2318[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2320 = tensor.insert_slice %conv2232 into %cat2319[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %cat2321 = tensor.insert_slice %conv2306 into %cat2320[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x672x14x14xf32>
  %e2322 = tensor.empty() : tensor<672xf32>
  %f2323 = linalg.fill ins(%c0 : f32) outs(%e2322 : tensor<672xf32>) -> tensor<672xf32>
  %g2327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2321 : tensor<10x672x14x14xf32>) outs(%f2323 : tensor<672xf32>) {
  ^bb0(%a2324: f32, %o2325: f32):
    %b2326 = arith.addf %a2324, %o2325 : f32
    linalg.yield %b2326 : f32
  } -> tensor<672xf32>
  %e2328 = tensor.empty() : tensor<672xf32>
  %g2332 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2327 : tensor<672xf32>) outs(%e2328 : tensor<672xf32>) {
  ^bb0(%a2329: f32, %o2330: f32):
    %b2331 = arith.divf %a2329, %c7 : f32
    linalg.yield %b2331 : f32
  } -> tensor<672xf32>
  %e2334 = tensor.empty() : tensor<10x672x14x14xf32>
  %g2340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2321, %g2332 : tensor<10x672x14x14xf32>, tensor<672xf32>) outs(%e2334 : tensor<10x672x14x14xf32>) {
  ^bb0(%a2335: f32, %a2336: f32, %o2337: f32):
    %b2338 = arith.subf %a2335, %a2336 : f32
    %b2339 = arith.mulf %b2338, %b2338 : f32
    linalg.yield %b2339 : f32
  } -> tensor<10x672x14x14xf32>
  %e2341 = tensor.empty() : tensor<672xf32>
  %f2342 = linalg.fill ins(%c0 : f32) outs(%e2341 : tensor<672xf32>) -> tensor<672xf32>
  %g2346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2340 : tensor<10x672x14x14xf32>) outs(%f2342 : tensor<672xf32>) {
  ^bb0(%a2343: f32, %o2344: f32):
    %b2345 = arith.addf %a2343, %o2344 : f32
    linalg.yield %b2345 : f32
  } -> tensor<672xf32>
  %e2347 = tensor.empty() : tensor<672xf32>
  %g2351 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2346 : tensor<672xf32>) outs(%e2347 : tensor<672xf32>) {
  ^bb0(%a2348: f32, %o2349: f32):
    %b2350 = arith.divf %a2348, %c7 : f32
    linalg.yield %b2350 : f32
  } -> tensor<672xf32>
  %e2355 = tensor.empty() : tensor<10x672x14x14xf32>
  %g2368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2321, %g2332, %g2351, %dense_blocks_2_layers_13_0_weight, %dense_blocks_2_layers_13_0_bias : tensor<10x672x14x14xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e2355 : tensor<10x672x14x14xf32>) {
  ^bb0(%a2356: f32, %a2357: f32, %a2358: f32, %a2359: f32, %a2360: f32, %o2361: f32):
    %b2362 = arith.addf %a2358, %c2 : f32
    %b2363 = math.sqrt %b2362 : f32
    %b2364 = arith.subf %a2356, %a2357 : f32
    %b2365 = arith.divf %b2364, %b2363 : f32
    %b2366 = arith.mulf %b2365, %a2359 : f32
    %b2367 = arith.addf %b2366, %a2360 : f32
    linalg.yield %b2367 : f32
  } -> tensor<10x672x14x14xf32>
  %e2369 = tensor.empty() : tensor<10x672x14x14xf32>
  %g2373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2368 : tensor<10x672x14x14xf32>) outs(%e2369 : tensor<10x672x14x14xf32>) {
  ^bb0(%a2370: f32, %o2371: f32):
    %b2372 = arith.maximumf %a2370, %c0 : f32
    linalg.yield %b2372 : f32
  } -> tensor<10x672x14x14xf32>
  %e2374 = tensor.empty() : tensor<10x672x16x16xf32>
  %f2375 = linalg.fill ins(%c0 : f32) outs(%e2374 : tensor<10x672x16x16xf32>) -> tensor<10x672x16x16xf32>
  %g2378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2373 : tensor<10x672x14x14xf32>) outs(%f2375 : tensor<10x672x16x16xf32>) {
  ^bb0(%a2376: f32, %o2377: f32):
    linalg.yield %a2376 : f32
  } -> tensor<10x672x16x16xf32>
  %e2379 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2380 = linalg.fill ins(%c0 : f32) outs(%e2379 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2381 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2378, %dense_blocks_2_layers_13_2_weight : tensor<10x672x16x16xf32>, tensor<32x672x3x3xf32>) outs(%f2380 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2382 = tensor.empty() : tensor<10x704x14x14xf32>
  %cat2383 = tensor.insert_slice %g1424 into %e2382[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2384 = tensor.insert_slice %conv1484 into %cat2383[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2385 = tensor.insert_slice %conv1547 into %cat2384[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2386 = tensor.insert_slice %conv1611 into %cat2385[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2387 = tensor.insert_slice %conv1676 into %cat2386[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2388 = tensor.insert_slice %conv1742 into %cat2387[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2389 = tensor.insert_slice %conv1809 into %cat2388[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2390 = tensor.insert_slice %conv1877 into %cat2389[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2391 = tensor.insert_slice %conv1946 into %cat2390[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2392 = tensor.insert_slice %conv2016 into %cat2391[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2393 = tensor.insert_slice %conv2087 into %cat2392[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2394 = tensor.insert_slice %conv2159 into %cat2393[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2395 = tensor.insert_slice %conv2232 into %cat2394[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2396 = tensor.insert_slice %conv2306 into %cat2395[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %cat2397 = tensor.insert_slice %conv2381 into %cat2396[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x704x14x14xf32>
  %e2398 = tensor.empty() : tensor<704xf32>
  %f2399 = linalg.fill ins(%c0 : f32) outs(%e2398 : tensor<704xf32>) -> tensor<704xf32>
  %g2403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2397 : tensor<10x704x14x14xf32>) outs(%f2399 : tensor<704xf32>) {
  ^bb0(%a2400: f32, %o2401: f32):
    %b2402 = arith.addf %a2400, %o2401 : f32
    linalg.yield %b2402 : f32
  } -> tensor<704xf32>
  %e2404 = tensor.empty() : tensor<704xf32>
  %g2408 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2403 : tensor<704xf32>) outs(%e2404 : tensor<704xf32>) {
  ^bb0(%a2405: f32, %o2406: f32):
    %b2407 = arith.divf %a2405, %c7 : f32
    linalg.yield %b2407 : f32
  } -> tensor<704xf32>
  %e2410 = tensor.empty() : tensor<10x704x14x14xf32>
  %g2416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2397, %g2408 : tensor<10x704x14x14xf32>, tensor<704xf32>) outs(%e2410 : tensor<10x704x14x14xf32>) {
  ^bb0(%a2411: f32, %a2412: f32, %o2413: f32):
    %b2414 = arith.subf %a2411, %a2412 : f32
    %b2415 = arith.mulf %b2414, %b2414 : f32
    linalg.yield %b2415 : f32
  } -> tensor<10x704x14x14xf32>
  %e2417 = tensor.empty() : tensor<704xf32>
  %f2418 = linalg.fill ins(%c0 : f32) outs(%e2417 : tensor<704xf32>) -> tensor<704xf32>
  %g2422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2416 : tensor<10x704x14x14xf32>) outs(%f2418 : tensor<704xf32>) {
  ^bb0(%a2419: f32, %o2420: f32):
    %b2421 = arith.addf %a2419, %o2420 : f32
    linalg.yield %b2421 : f32
  } -> tensor<704xf32>
  %e2423 = tensor.empty() : tensor<704xf32>
  %g2427 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2422 : tensor<704xf32>) outs(%e2423 : tensor<704xf32>) {
  ^bb0(%a2424: f32, %o2425: f32):
    %b2426 = arith.divf %a2424, %c7 : f32
    linalg.yield %b2426 : f32
  } -> tensor<704xf32>
  %e2431 = tensor.empty() : tensor<10x704x14x14xf32>
  %g2444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2397, %g2408, %g2427, %dense_blocks_2_layers_14_0_weight, %dense_blocks_2_layers_14_0_bias : tensor<10x704x14x14xf32>, tensor<704xf32>, tensor<704xf32>, tensor<704xf32>, tensor<704xf32>) outs(%e2431 : tensor<10x704x14x14xf32>) {
  ^bb0(%a2432: f32, %a2433: f32, %a2434: f32, %a2435: f32, %a2436: f32, %o2437: f32):
    %b2438 = arith.addf %a2434, %c2 : f32
    %b2439 = math.sqrt %b2438 : f32
    %b2440 = arith.subf %a2432, %a2433 : f32
    %b2441 = arith.divf %b2440, %b2439 : f32
    %b2442 = arith.mulf %b2441, %a2435 : f32
    %b2443 = arith.addf %b2442, %a2436 : f32
    linalg.yield %b2443 : f32
  } -> tensor<10x704x14x14xf32>
  %e2445 = tensor.empty() : tensor<10x704x14x14xf32>
  %g2449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2444 : tensor<10x704x14x14xf32>) outs(%e2445 : tensor<10x704x14x14xf32>) {
  ^bb0(%a2446: f32, %o2447: f32):
    %b2448 = arith.maximumf %a2446, %c0 : f32
    linalg.yield %b2448 : f32
  } -> tensor<10x704x14x14xf32>
  %e2450 = tensor.empty() : tensor<10x704x16x16xf32>
  %f2451 = linalg.fill ins(%c0 : f32) outs(%e2450 : tensor<10x704x16x16xf32>) -> tensor<10x704x16x16xf32>
  %g2454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2449 : tensor<10x704x14x14xf32>) outs(%f2451 : tensor<10x704x16x16xf32>) {
  ^bb0(%a2452: f32, %o2453: f32):
    linalg.yield %a2452 : f32
  } -> tensor<10x704x16x16xf32>
  %e2455 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2456 = linalg.fill ins(%c0 : f32) outs(%e2455 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2457 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2454, %dense_blocks_2_layers_14_2_weight : tensor<10x704x16x16xf32>, tensor<32x704x3x3xf32>) outs(%f2456 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2458 = tensor.empty() : tensor<10x736x14x14xf32>
  %cat2459 = tensor.insert_slice %g1424 into %e2458[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2460 = tensor.insert_slice %conv1484 into %cat2459[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2461 = tensor.insert_slice %conv1547 into %cat2460[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2462 = tensor.insert_slice %conv1611 into %cat2461[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2463 = tensor.insert_slice %conv1676 into %cat2462[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2464 = tensor.insert_slice %conv1742 into %cat2463[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2465 = tensor.insert_slice %conv1809 into %cat2464[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2466 = tensor.insert_slice %conv1877 into %cat2465[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2467 = tensor.insert_slice %conv1946 into %cat2466[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2468 = tensor.insert_slice %conv2016 into %cat2467[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2469 = tensor.insert_slice %conv2087 into %cat2468[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2470 = tensor.insert_slice %conv2159 into %cat2469[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2471 = tensor.insert_slice %conv2232 into %cat2470[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2472 = tensor.insert_slice %conv2306 into %cat2471[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2473 = tensor.insert_slice %conv2381 into %cat2472[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %cat2474 = tensor.insert_slice %conv2457 into %cat2473[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x736x14x14xf32>
  %e2475 = tensor.empty() : tensor<736xf32>
  %f2476 = linalg.fill ins(%c0 : f32) outs(%e2475 : tensor<736xf32>) -> tensor<736xf32>
  %g2480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2474 : tensor<10x736x14x14xf32>) outs(%f2476 : tensor<736xf32>) {
  ^bb0(%a2477: f32, %o2478: f32):
    %b2479 = arith.addf %a2477, %o2478 : f32
    linalg.yield %b2479 : f32
  } -> tensor<736xf32>
  %e2481 = tensor.empty() : tensor<736xf32>
  %g2485 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2480 : tensor<736xf32>) outs(%e2481 : tensor<736xf32>) {
  ^bb0(%a2482: f32, %o2483: f32):
    %b2484 = arith.divf %a2482, %c7 : f32
    linalg.yield %b2484 : f32
  } -> tensor<736xf32>
  %e2487 = tensor.empty() : tensor<10x736x14x14xf32>
  %g2493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2474, %g2485 : tensor<10x736x14x14xf32>, tensor<736xf32>) outs(%e2487 : tensor<10x736x14x14xf32>) {
  ^bb0(%a2488: f32, %a2489: f32, %o2490: f32):
    %b2491 = arith.subf %a2488, %a2489 : f32
    %b2492 = arith.mulf %b2491, %b2491 : f32
    linalg.yield %b2492 : f32
  } -> tensor<10x736x14x14xf32>
  %e2494 = tensor.empty() : tensor<736xf32>
  %f2495 = linalg.fill ins(%c0 : f32) outs(%e2494 : tensor<736xf32>) -> tensor<736xf32>
  %g2499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2493 : tensor<10x736x14x14xf32>) outs(%f2495 : tensor<736xf32>) {
  ^bb0(%a2496: f32, %o2497: f32):
    %b2498 = arith.addf %a2496, %o2497 : f32
    linalg.yield %b2498 : f32
  } -> tensor<736xf32>
  %e2500 = tensor.empty() : tensor<736xf32>
  %g2504 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2499 : tensor<736xf32>) outs(%e2500 : tensor<736xf32>) {
  ^bb0(%a2501: f32, %o2502: f32):
    %b2503 = arith.divf %a2501, %c7 : f32
    linalg.yield %b2503 : f32
  } -> tensor<736xf32>
  %e2508 = tensor.empty() : tensor<10x736x14x14xf32>
  %g2521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2474, %g2485, %g2504, %dense_blocks_2_layers_15_0_weight, %dense_blocks_2_layers_15_0_bias : tensor<10x736x14x14xf32>, tensor<736xf32>, tensor<736xf32>, tensor<736xf32>, tensor<736xf32>) outs(%e2508 : tensor<10x736x14x14xf32>) {
  ^bb0(%a2509: f32, %a2510: f32, %a2511: f32, %a2512: f32, %a2513: f32, %o2514: f32):
    %b2515 = arith.addf %a2511, %c2 : f32
    %b2516 = math.sqrt %b2515 : f32
    %b2517 = arith.subf %a2509, %a2510 : f32
    %b2518 = arith.divf %b2517, %b2516 : f32
    %b2519 = arith.mulf %b2518, %a2512 : f32
    %b2520 = arith.addf %b2519, %a2513 : f32
    linalg.yield %b2520 : f32
  } -> tensor<10x736x14x14xf32>
  %e2522 = tensor.empty() : tensor<10x736x14x14xf32>
  %g2526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2521 : tensor<10x736x14x14xf32>) outs(%e2522 : tensor<10x736x14x14xf32>) {
  ^bb0(%a2523: f32, %o2524: f32):
    %b2525 = arith.maximumf %a2523, %c0 : f32
    linalg.yield %b2525 : f32
  } -> tensor<10x736x14x14xf32>
  %e2527 = tensor.empty() : tensor<10x736x16x16xf32>
  %f2528 = linalg.fill ins(%c0 : f32) outs(%e2527 : tensor<10x736x16x16xf32>) -> tensor<10x736x16x16xf32>
  %g2531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2526 : tensor<10x736x14x14xf32>) outs(%f2528 : tensor<10x736x16x16xf32>) {
  ^bb0(%a2529: f32, %o2530: f32):
    linalg.yield %a2529 : f32
  } -> tensor<10x736x16x16xf32>
  %e2532 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2533 = linalg.fill ins(%c0 : f32) outs(%e2532 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2534 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2531, %dense_blocks_2_layers_15_2_weight : tensor<10x736x16x16xf32>, tensor<32x736x3x3xf32>) outs(%f2533 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2535 = tensor.empty() : tensor<10x768x14x14xf32>
  %cat2536 = tensor.insert_slice %g1424 into %e2535[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2537 = tensor.insert_slice %conv1484 into %cat2536[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2538 = tensor.insert_slice %conv1547 into %cat2537[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2539 = tensor.insert_slice %conv1611 into %cat2538[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2540 = tensor.insert_slice %conv1676 into %cat2539[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2541 = tensor.insert_slice %conv1742 into %cat2540[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2542 = tensor.insert_slice %conv1809 into %cat2541[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2543 = tensor.insert_slice %conv1877 into %cat2542[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2544 = tensor.insert_slice %conv1946 into %cat2543[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2545 = tensor.insert_slice %conv2016 into %cat2544[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2546 = tensor.insert_slice %conv2087 into %cat2545[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2547 = tensor.insert_slice %conv2159 into %cat2546[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2548 = tensor.insert_slice %conv2232 into %cat2547[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2549 = tensor.insert_slice %conv2306 into %cat2548[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2550 = tensor.insert_slice %conv2381 into %cat2549[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2551 = tensor.insert_slice %conv2457 into %cat2550[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %cat2552 = tensor.insert_slice %conv2534 into %cat2551[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x768x14x14xf32>
  %e2553 = tensor.empty() : tensor<768xf32>
  %f2554 = linalg.fill ins(%c0 : f32) outs(%e2553 : tensor<768xf32>) -> tensor<768xf32>
  %g2558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2552 : tensor<10x768x14x14xf32>) outs(%f2554 : tensor<768xf32>) {
  ^bb0(%a2555: f32, %o2556: f32):
    %b2557 = arith.addf %a2555, %o2556 : f32
    linalg.yield %b2557 : f32
  } -> tensor<768xf32>
  %e2559 = tensor.empty() : tensor<768xf32>
  %g2563 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2558 : tensor<768xf32>) outs(%e2559 : tensor<768xf32>) {
  ^bb0(%a2560: f32, %o2561: f32):
    %b2562 = arith.divf %a2560, %c7 : f32
    linalg.yield %b2562 : f32
  } -> tensor<768xf32>
  %e2565 = tensor.empty() : tensor<10x768x14x14xf32>
  %g2571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2552, %g2563 : tensor<10x768x14x14xf32>, tensor<768xf32>) outs(%e2565 : tensor<10x768x14x14xf32>) {
  ^bb0(%a2566: f32, %a2567: f32, %o2568: f32):
    %b2569 = arith.subf %a2566, %a2567 : f32
    %b2570 = arith.mulf %b2569, %b2569 : f32
    linalg.yield %b2570 : f32
  } -> tensor<10x768x14x14xf32>
  %e2572 = tensor.empty() : tensor<768xf32>
  %f2573 = linalg.fill ins(%c0 : f32) outs(%e2572 : tensor<768xf32>) -> tensor<768xf32>
  %g2577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2571 : tensor<10x768x14x14xf32>) outs(%f2573 : tensor<768xf32>) {
  ^bb0(%a2574: f32, %o2575: f32):
    %b2576 = arith.addf %a2574, %o2575 : f32
    linalg.yield %b2576 : f32
  } -> tensor<768xf32>
  %e2578 = tensor.empty() : tensor<768xf32>
  %g2582 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2577 : tensor<768xf32>) outs(%e2578 : tensor<768xf32>) {
  ^bb0(%a2579: f32, %o2580: f32):
    %b2581 = arith.divf %a2579, %c7 : f32
    linalg.yield %b2581 : f32
  } -> tensor<768xf32>
  %e2586 = tensor.empty() : tensor<10x768x14x14xf32>
  %g2599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2552, %g2563, %g2582, %dense_blocks_2_layers_16_0_weight, %dense_blocks_2_layers_16_0_bias : tensor<10x768x14x14xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e2586 : tensor<10x768x14x14xf32>) {
  ^bb0(%a2587: f32, %a2588: f32, %a2589: f32, %a2590: f32, %a2591: f32, %o2592: f32):
    %b2593 = arith.addf %a2589, %c2 : f32
    %b2594 = math.sqrt %b2593 : f32
    %b2595 = arith.subf %a2587, %a2588 : f32
    %b2596 = arith.divf %b2595, %b2594 : f32
    %b2597 = arith.mulf %b2596, %a2590 : f32
    %b2598 = arith.addf %b2597, %a2591 : f32
    linalg.yield %b2598 : f32
  } -> tensor<10x768x14x14xf32>
  %e2600 = tensor.empty() : tensor<10x768x14x14xf32>
  %g2604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2599 : tensor<10x768x14x14xf32>) outs(%e2600 : tensor<10x768x14x14xf32>) {
  ^bb0(%a2601: f32, %o2602: f32):
    %b2603 = arith.maximumf %a2601, %c0 : f32
    linalg.yield %b2603 : f32
  } -> tensor<10x768x14x14xf32>
  %e2605 = tensor.empty() : tensor<10x768x16x16xf32>
  %f2606 = linalg.fill ins(%c0 : f32) outs(%e2605 : tensor<10x768x16x16xf32>) -> tensor<10x768x16x16xf32>
  %g2609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2604 : tensor<10x768x14x14xf32>) outs(%f2606 : tensor<10x768x16x16xf32>) {
  ^bb0(%a2607: f32, %o2608: f32):
    linalg.yield %a2607 : f32
  } -> tensor<10x768x16x16xf32>
  %e2610 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2611 = linalg.fill ins(%c0 : f32) outs(%e2610 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2612 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2609, %dense_blocks_2_layers_16_2_weight : tensor<10x768x16x16xf32>, tensor<32x768x3x3xf32>) outs(%f2611 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2613 = tensor.empty() : tensor<10x800x14x14xf32>
  %cat2614 = tensor.insert_slice %g1424 into %e2613[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2615 = tensor.insert_slice %conv1484 into %cat2614[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2616 = tensor.insert_slice %conv1547 into %cat2615[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2617 = tensor.insert_slice %conv1611 into %cat2616[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2618 = tensor.insert_slice %conv1676 into %cat2617[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2619 = tensor.insert_slice %conv1742 into %cat2618[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2620 = tensor.insert_slice %conv1809 into %cat2619[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2621 = tensor.insert_slice %conv1877 into %cat2620[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2622 = tensor.insert_slice %conv1946 into %cat2621[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2623 = tensor.insert_slice %conv2016 into %cat2622[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2624 = tensor.insert_slice %conv2087 into %cat2623[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2625 = tensor.insert_slice %conv2159 into %cat2624[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2626 = tensor.insert_slice %conv2232 into %cat2625[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2627 = tensor.insert_slice %conv2306 into %cat2626[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2628 = tensor.insert_slice %conv2381 into %cat2627[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2629 = tensor.insert_slice %conv2457 into %cat2628[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2630 = tensor.insert_slice %conv2534 into %cat2629[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %cat2631 = tensor.insert_slice %conv2612 into %cat2630[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x800x14x14xf32>
  %e2632 = tensor.empty() : tensor<800xf32>
  %f2633 = linalg.fill ins(%c0 : f32) outs(%e2632 : tensor<800xf32>) -> tensor<800xf32>
  %g2637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2631 : tensor<10x800x14x14xf32>) outs(%f2633 : tensor<800xf32>) {
  ^bb0(%a2634: f32, %o2635: f32):
    %b2636 = arith.addf %a2634, %o2635 : f32
    linalg.yield %b2636 : f32
  } -> tensor<800xf32>
  %e2638 = tensor.empty() : tensor<800xf32>
  %g2642 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2637 : tensor<800xf32>) outs(%e2638 : tensor<800xf32>) {
  ^bb0(%a2639: f32, %o2640: f32):
    %b2641 = arith.divf %a2639, %c7 : f32
    linalg.yield %b2641 : f32
  } -> tensor<800xf32>
  %e2644 = tensor.empty() : tensor<10x800x14x14xf32>
  %g2650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2631, %g2642 : tensor<10x800x14x14xf32>, tensor<800xf32>) outs(%e2644 : tensor<10x800x14x14xf32>) {
  ^bb0(%a2645: f32, %a2646: f32, %o2647: f32):
    %b2648 = arith.subf %a2645, %a2646 : f32
    %b2649 = arith.mulf %b2648, %b2648 : f32
    linalg.yield %b2649 : f32
  } -> tensor<10x800x14x14xf32>
  %e2651 = tensor.empty() : tensor<800xf32>
  %f2652 = linalg.fill ins(%c0 : f32) outs(%e2651 : tensor<800xf32>) -> tensor<800xf32>
  %g2656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2650 : tensor<10x800x14x14xf32>) outs(%f2652 : tensor<800xf32>) {
  ^bb0(%a2653: f32, %o2654: f32):
    %b2655 = arith.addf %a2653, %o2654 : f32
    linalg.yield %b2655 : f32
  } -> tensor<800xf32>
  %e2657 = tensor.empty() : tensor<800xf32>
  %g2661 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2656 : tensor<800xf32>) outs(%e2657 : tensor<800xf32>) {
  ^bb0(%a2658: f32, %o2659: f32):
    %b2660 = arith.divf %a2658, %c7 : f32
    linalg.yield %b2660 : f32
  } -> tensor<800xf32>
  %e2665 = tensor.empty() : tensor<10x800x14x14xf32>
  %g2678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2631, %g2642, %g2661, %dense_blocks_2_layers_17_0_weight, %dense_blocks_2_layers_17_0_bias : tensor<10x800x14x14xf32>, tensor<800xf32>, tensor<800xf32>, tensor<800xf32>, tensor<800xf32>) outs(%e2665 : tensor<10x800x14x14xf32>) {
  ^bb0(%a2666: f32, %a2667: f32, %a2668: f32, %a2669: f32, %a2670: f32, %o2671: f32):
    %b2672 = arith.addf %a2668, %c2 : f32
    %b2673 = math.sqrt %b2672 : f32
    %b2674 = arith.subf %a2666, %a2667 : f32
    %b2675 = arith.divf %b2674, %b2673 : f32
    %b2676 = arith.mulf %b2675, %a2669 : f32
    %b2677 = arith.addf %b2676, %a2670 : f32
    linalg.yield %b2677 : f32
  } -> tensor<10x800x14x14xf32>
  %e2679 = tensor.empty() : tensor<10x800x14x14xf32>
  %g2683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2678 : tensor<10x800x14x14xf32>) outs(%e2679 : tensor<10x800x14x14xf32>) {
  ^bb0(%a2680: f32, %o2681: f32):
    %b2682 = arith.maximumf %a2680, %c0 : f32
    linalg.yield %b2682 : f32
  } -> tensor<10x800x14x14xf32>
  %e2684 = tensor.empty() : tensor<10x800x16x16xf32>
  %f2685 = linalg.fill ins(%c0 : f32) outs(%e2684 : tensor<10x800x16x16xf32>) -> tensor<10x800x16x16xf32>
  %g2688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2683 : tensor<10x800x14x14xf32>) outs(%f2685 : tensor<10x800x16x16xf32>) {
  ^bb0(%a2686: f32, %o2687: f32):
    linalg.yield %a2686 : f32
  } -> tensor<10x800x16x16xf32>
  %e2689 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2690 = linalg.fill ins(%c0 : f32) outs(%e2689 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2691 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2688, %dense_blocks_2_layers_17_2_weight : tensor<10x800x16x16xf32>, tensor<32x800x3x3xf32>) outs(%f2690 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2692 = tensor.empty() : tensor<10x832x14x14xf32>
  %cat2693 = tensor.insert_slice %g1424 into %e2692[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2694 = tensor.insert_slice %conv1484 into %cat2693[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2695 = tensor.insert_slice %conv1547 into %cat2694[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2696 = tensor.insert_slice %conv1611 into %cat2695[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2697 = tensor.insert_slice %conv1676 into %cat2696[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2698 = tensor.insert_slice %conv1742 into %cat2697[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2699 = tensor.insert_slice %conv1809 into %cat2698[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2700 = tensor.insert_slice %conv1877 into %cat2699[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2701 = tensor.insert_slice %conv1946 into %cat2700[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2702 = tensor.insert_slice %conv2016 into %cat2701[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2703 = tensor.insert_slice %conv2087 into %cat2702[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2704 = tensor.insert_slice %conv2159 into %cat2703[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2705 = tensor.insert_slice %conv2232 into %cat2704[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2706 = tensor.insert_slice %conv2306 into %cat2705[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2707 = tensor.insert_slice %conv2381 into %cat2706[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2708 = tensor.insert_slice %conv2457 into %cat2707[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2709 = tensor.insert_slice %conv2534 into %cat2708[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2710 = tensor.insert_slice %conv2612 into %cat2709[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %cat2711 = tensor.insert_slice %conv2691 into %cat2710[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x832x14x14xf32>
  %e2712 = tensor.empty() : tensor<832xf32>
  %f2713 = linalg.fill ins(%c0 : f32) outs(%e2712 : tensor<832xf32>) -> tensor<832xf32>
  %g2717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2711 : tensor<10x832x14x14xf32>) outs(%f2713 : tensor<832xf32>) {
  ^bb0(%a2714: f32, %o2715: f32):
    %b2716 = arith.addf %a2714, %o2715 : f32
    linalg.yield %b2716 : f32
  } -> tensor<832xf32>
  %e2718 = tensor.empty() : tensor<832xf32>
  %g2722 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2717 : tensor<832xf32>) outs(%e2718 : tensor<832xf32>) {
  ^bb0(%a2719: f32, %o2720: f32):
    %b2721 = arith.divf %a2719, %c7 : f32
    linalg.yield %b2721 : f32
  } -> tensor<832xf32>
  %e2724 = tensor.empty() : tensor<10x832x14x14xf32>
  %g2730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2711, %g2722 : tensor<10x832x14x14xf32>, tensor<832xf32>) outs(%e2724 : tensor<10x832x14x14xf32>) {
  ^bb0(%a2725: f32, %a2726: f32, %o2727: f32):
    %b2728 = arith.subf %a2725, %a2726 : f32
    %b2729 = arith.mulf %b2728, %b2728 : f32
    linalg.yield %b2729 : f32
  } -> tensor<10x832x14x14xf32>
  %e2731 = tensor.empty() : tensor<832xf32>
  %f2732 = linalg.fill ins(%c0 : f32) outs(%e2731 : tensor<832xf32>) -> tensor<832xf32>
  %g2736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2730 : tensor<10x832x14x14xf32>) outs(%f2732 : tensor<832xf32>) {
  ^bb0(%a2733: f32, %o2734: f32):
    %b2735 = arith.addf %a2733, %o2734 : f32
    linalg.yield %b2735 : f32
  } -> tensor<832xf32>
  %e2737 = tensor.empty() : tensor<832xf32>
  %g2741 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2736 : tensor<832xf32>) outs(%e2737 : tensor<832xf32>) {
  ^bb0(%a2738: f32, %o2739: f32):
    %b2740 = arith.divf %a2738, %c7 : f32
    linalg.yield %b2740 : f32
  } -> tensor<832xf32>
  %e2745 = tensor.empty() : tensor<10x832x14x14xf32>
  %g2758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2711, %g2722, %g2741, %dense_blocks_2_layers_18_0_weight, %dense_blocks_2_layers_18_0_bias : tensor<10x832x14x14xf32>, tensor<832xf32>, tensor<832xf32>, tensor<832xf32>, tensor<832xf32>) outs(%e2745 : tensor<10x832x14x14xf32>) {
  ^bb0(%a2746: f32, %a2747: f32, %a2748: f32, %a2749: f32, %a2750: f32, %o2751: f32):
    %b2752 = arith.addf %a2748, %c2 : f32
    %b2753 = math.sqrt %b2752 : f32
    %b2754 = arith.subf %a2746, %a2747 : f32
    %b2755 = arith.divf %b2754, %b2753 : f32
    %b2756 = arith.mulf %b2755, %a2749 : f32
    %b2757 = arith.addf %b2756, %a2750 : f32
    linalg.yield %b2757 : f32
  } -> tensor<10x832x14x14xf32>
  %e2759 = tensor.empty() : tensor<10x832x14x14xf32>
  %g2763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2758 : tensor<10x832x14x14xf32>) outs(%e2759 : tensor<10x832x14x14xf32>) {
  ^bb0(%a2760: f32, %o2761: f32):
    %b2762 = arith.maximumf %a2760, %c0 : f32
    linalg.yield %b2762 : f32
  } -> tensor<10x832x14x14xf32>
  %e2764 = tensor.empty() : tensor<10x832x16x16xf32>
  %f2765 = linalg.fill ins(%c0 : f32) outs(%e2764 : tensor<10x832x16x16xf32>) -> tensor<10x832x16x16xf32>
  %g2768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2763 : tensor<10x832x14x14xf32>) outs(%f2765 : tensor<10x832x16x16xf32>) {
  ^bb0(%a2766: f32, %o2767: f32):
    linalg.yield %a2766 : f32
  } -> tensor<10x832x16x16xf32>
  %e2769 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2770 = linalg.fill ins(%c0 : f32) outs(%e2769 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2771 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2768, %dense_blocks_2_layers_18_2_weight : tensor<10x832x16x16xf32>, tensor<32x832x3x3xf32>) outs(%f2770 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2772 = tensor.empty() : tensor<10x864x14x14xf32>
  %cat2773 = tensor.insert_slice %g1424 into %e2772[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2774 = tensor.insert_slice %conv1484 into %cat2773[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2775 = tensor.insert_slice %conv1547 into %cat2774[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2776 = tensor.insert_slice %conv1611 into %cat2775[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2777 = tensor.insert_slice %conv1676 into %cat2776[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2778 = tensor.insert_slice %conv1742 into %cat2777[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2779 = tensor.insert_slice %conv1809 into %cat2778[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2780 = tensor.insert_slice %conv1877 into %cat2779[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2781 = tensor.insert_slice %conv1946 into %cat2780[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2782 = tensor.insert_slice %conv2016 into %cat2781[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2783 = tensor.insert_slice %conv2087 into %cat2782[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2784 = tensor.insert_slice %conv2159 into %cat2783[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2785 = tensor.insert_slice %conv2232 into %cat2784[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2786 = tensor.insert_slice %conv2306 into %cat2785[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2787 = tensor.insert_slice %conv2381 into %cat2786[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2788 = tensor.insert_slice %conv2457 into %cat2787[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2789 = tensor.insert_slice %conv2534 into %cat2788[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2790 = tensor.insert_slice %conv2612 into %cat2789[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2791 = tensor.insert_slice %conv2691 into %cat2790[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %cat2792 = tensor.insert_slice %conv2771 into %cat2791[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x864x14x14xf32>
  %e2793 = tensor.empty() : tensor<864xf32>
  %f2794 = linalg.fill ins(%c0 : f32) outs(%e2793 : tensor<864xf32>) -> tensor<864xf32>
  %g2798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2792 : tensor<10x864x14x14xf32>) outs(%f2794 : tensor<864xf32>) {
  ^bb0(%a2795: f32, %o2796: f32):
    %b2797 = arith.addf %a2795, %o2796 : f32
    linalg.yield %b2797 : f32
  } -> tensor<864xf32>
  %e2799 = tensor.empty() : tensor<864xf32>
  %g2803 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2798 : tensor<864xf32>) outs(%e2799 : tensor<864xf32>) {
  ^bb0(%a2800: f32, %o2801: f32):
    %b2802 = arith.divf %a2800, %c7 : f32
    linalg.yield %b2802 : f32
  } -> tensor<864xf32>
  %e2805 = tensor.empty() : tensor<10x864x14x14xf32>
  %g2811 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2792, %g2803 : tensor<10x864x14x14xf32>, tensor<864xf32>) outs(%e2805 : tensor<10x864x14x14xf32>) {
  ^bb0(%a2806: f32, %a2807: f32, %o2808: f32):
    %b2809 = arith.subf %a2806, %a2807 : f32
    %b2810 = arith.mulf %b2809, %b2809 : f32
    linalg.yield %b2810 : f32
  } -> tensor<10x864x14x14xf32>
  %e2812 = tensor.empty() : tensor<864xf32>
  %f2813 = linalg.fill ins(%c0 : f32) outs(%e2812 : tensor<864xf32>) -> tensor<864xf32>
  %g2817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2811 : tensor<10x864x14x14xf32>) outs(%f2813 : tensor<864xf32>) {
  ^bb0(%a2814: f32, %o2815: f32):
    %b2816 = arith.addf %a2814, %o2815 : f32
    linalg.yield %b2816 : f32
  } -> tensor<864xf32>
  %e2818 = tensor.empty() : tensor<864xf32>
  %g2822 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2817 : tensor<864xf32>) outs(%e2818 : tensor<864xf32>) {
  ^bb0(%a2819: f32, %o2820: f32):
    %b2821 = arith.divf %a2819, %c7 : f32
    linalg.yield %b2821 : f32
  } -> tensor<864xf32>
  %e2826 = tensor.empty() : tensor<10x864x14x14xf32>
  %g2839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2792, %g2803, %g2822, %dense_blocks_2_layers_19_0_weight, %dense_blocks_2_layers_19_0_bias : tensor<10x864x14x14xf32>, tensor<864xf32>, tensor<864xf32>, tensor<864xf32>, tensor<864xf32>) outs(%e2826 : tensor<10x864x14x14xf32>) {
  ^bb0(%a2827: f32, %a2828: f32, %a2829: f32, %a2830: f32, %a2831: f32, %o2832: f32):
    %b2833 = arith.addf %a2829, %c2 : f32
    %b2834 = math.sqrt %b2833 : f32
    %b2835 = arith.subf %a2827, %a2828 : f32
    %b2836 = arith.divf %b2835, %b2834 : f32
    %b2837 = arith.mulf %b2836, %a2830 : f32
    %b2838 = arith.addf %b2837, %a2831 : f32
    linalg.yield %b2838 : f32
  } -> tensor<10x864x14x14xf32>
  %e2840 = tensor.empty() : tensor<10x864x14x14xf32>
  %g2844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2839 : tensor<10x864x14x14xf32>) outs(%e2840 : tensor<10x864x14x14xf32>) {
  ^bb0(%a2841: f32, %o2842: f32):
    %b2843 = arith.maximumf %a2841, %c0 : f32
    linalg.yield %b2843 : f32
  } -> tensor<10x864x14x14xf32>
  %e2845 = tensor.empty() : tensor<10x864x16x16xf32>
  %f2846 = linalg.fill ins(%c0 : f32) outs(%e2845 : tensor<10x864x16x16xf32>) -> tensor<10x864x16x16xf32>
  %g2849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2844 : tensor<10x864x14x14xf32>) outs(%f2846 : tensor<10x864x16x16xf32>) {
  ^bb0(%a2847: f32, %o2848: f32):
    linalg.yield %a2847 : f32
  } -> tensor<10x864x16x16xf32>
  %e2850 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2851 = linalg.fill ins(%c0 : f32) outs(%e2850 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2852 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2849, %dense_blocks_2_layers_19_2_weight : tensor<10x864x16x16xf32>, tensor<32x864x3x3xf32>) outs(%f2851 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2853 = tensor.empty() : tensor<10x896x14x14xf32>
  %cat2854 = tensor.insert_slice %g1424 into %e2853[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2855 = tensor.insert_slice %conv1484 into %cat2854[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2856 = tensor.insert_slice %conv1547 into %cat2855[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2857 = tensor.insert_slice %conv1611 into %cat2856[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2858 = tensor.insert_slice %conv1676 into %cat2857[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2859 = tensor.insert_slice %conv1742 into %cat2858[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2860 = tensor.insert_slice %conv1809 into %cat2859[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2861 = tensor.insert_slice %conv1877 into %cat2860[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2862 = tensor.insert_slice %conv1946 into %cat2861[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2863 = tensor.insert_slice %conv2016 into %cat2862[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2864 = tensor.insert_slice %conv2087 into %cat2863[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2865 = tensor.insert_slice %conv2159 into %cat2864[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2866 = tensor.insert_slice %conv2232 into %cat2865[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2867 = tensor.insert_slice %conv2306 into %cat2866[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2868 = tensor.insert_slice %conv2381 into %cat2867[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2869 = tensor.insert_slice %conv2457 into %cat2868[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2870 = tensor.insert_slice %conv2534 into %cat2869[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2871 = tensor.insert_slice %conv2612 into %cat2870[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2872 = tensor.insert_slice %conv2691 into %cat2871[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2873 = tensor.insert_slice %conv2771 into %cat2872[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %cat2874 = tensor.insert_slice %conv2852 into %cat2873[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x896x14x14xf32>
  %e2875 = tensor.empty() : tensor<896xf32>
  %f2876 = linalg.fill ins(%c0 : f32) outs(%e2875 : tensor<896xf32>) -> tensor<896xf32>
  %g2880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2874 : tensor<10x896x14x14xf32>) outs(%f2876 : tensor<896xf32>) {
  ^bb0(%a2877: f32, %o2878: f32):
    %b2879 = arith.addf %a2877, %o2878 : f32
    linalg.yield %b2879 : f32
  } -> tensor<896xf32>
  %e2881 = tensor.empty() : tensor<896xf32>
  %g2885 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2880 : tensor<896xf32>) outs(%e2881 : tensor<896xf32>) {
  ^bb0(%a2882: f32, %o2883: f32):
    %b2884 = arith.divf %a2882, %c7 : f32
    linalg.yield %b2884 : f32
  } -> tensor<896xf32>
  %e2887 = tensor.empty() : tensor<10x896x14x14xf32>
  %g2893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2874, %g2885 : tensor<10x896x14x14xf32>, tensor<896xf32>) outs(%e2887 : tensor<10x896x14x14xf32>) {
  ^bb0(%a2888: f32, %a2889: f32, %o2890: f32):
    %b2891 = arith.subf %a2888, %a2889 : f32
    %b2892 = arith.mulf %b2891, %b2891 : f32
    linalg.yield %b2892 : f32
  } -> tensor<10x896x14x14xf32>
  %e2894 = tensor.empty() : tensor<896xf32>
  %f2895 = linalg.fill ins(%c0 : f32) outs(%e2894 : tensor<896xf32>) -> tensor<896xf32>
  %g2899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2893 : tensor<10x896x14x14xf32>) outs(%f2895 : tensor<896xf32>) {
  ^bb0(%a2896: f32, %o2897: f32):
    %b2898 = arith.addf %a2896, %o2897 : f32
    linalg.yield %b2898 : f32
  } -> tensor<896xf32>
  %e2900 = tensor.empty() : tensor<896xf32>
  %g2904 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2899 : tensor<896xf32>) outs(%e2900 : tensor<896xf32>) {
  ^bb0(%a2901: f32, %o2902: f32):
    %b2903 = arith.divf %a2901, %c7 : f32
    linalg.yield %b2903 : f32
  } -> tensor<896xf32>
  %e2908 = tensor.empty() : tensor<10x896x14x14xf32>
  %g2921 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2874, %g2885, %g2904, %dense_blocks_2_layers_20_0_weight, %dense_blocks_2_layers_20_0_bias : tensor<10x896x14x14xf32>, tensor<896xf32>, tensor<896xf32>, tensor<896xf32>, tensor<896xf32>) outs(%e2908 : tensor<10x896x14x14xf32>) {
  ^bb0(%a2909: f32, %a2910: f32, %a2911: f32, %a2912: f32, %a2913: f32, %o2914: f32):
    %b2915 = arith.addf %a2911, %c2 : f32
    %b2916 = math.sqrt %b2915 : f32
    %b2917 = arith.subf %a2909, %a2910 : f32
    %b2918 = arith.divf %b2917, %b2916 : f32
    %b2919 = arith.mulf %b2918, %a2912 : f32
    %b2920 = arith.addf %b2919, %a2913 : f32
    linalg.yield %b2920 : f32
  } -> tensor<10x896x14x14xf32>
  %e2922 = tensor.empty() : tensor<10x896x14x14xf32>
  %g2926 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2921 : tensor<10x896x14x14xf32>) outs(%e2922 : tensor<10x896x14x14xf32>) {
  ^bb0(%a2923: f32, %o2924: f32):
    %b2925 = arith.maximumf %a2923, %c0 : f32
    linalg.yield %b2925 : f32
  } -> tensor<10x896x14x14xf32>
  %e2927 = tensor.empty() : tensor<10x896x16x16xf32>
  %f2928 = linalg.fill ins(%c0 : f32) outs(%e2927 : tensor<10x896x16x16xf32>) -> tensor<10x896x16x16xf32>
  %g2931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2926 : tensor<10x896x14x14xf32>) outs(%f2928 : tensor<10x896x16x16xf32>) {
  ^bb0(%a2929: f32, %o2930: f32):
    linalg.yield %a2929 : f32
  } -> tensor<10x896x16x16xf32>
  %e2932 = tensor.empty() : tensor<10x32x14x14xf32>
  %f2933 = linalg.fill ins(%c0 : f32) outs(%e2932 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv2934 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2931, %dense_blocks_2_layers_20_2_weight : tensor<10x896x16x16xf32>, tensor<32x896x3x3xf32>) outs(%f2933 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e2935 = tensor.empty() : tensor<10x928x14x14xf32>
  %cat2936 = tensor.insert_slice %g1424 into %e2935[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2937 = tensor.insert_slice %conv1484 into %cat2936[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2938 = tensor.insert_slice %conv1547 into %cat2937[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2939 = tensor.insert_slice %conv1611 into %cat2938[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2940 = tensor.insert_slice %conv1676 into %cat2939[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2941 = tensor.insert_slice %conv1742 into %cat2940[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2942 = tensor.insert_slice %conv1809 into %cat2941[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2943 = tensor.insert_slice %conv1877 into %cat2942[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2944 = tensor.insert_slice %conv1946 into %cat2943[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2945 = tensor.insert_slice %conv2016 into %cat2944[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2946 = tensor.insert_slice %conv2087 into %cat2945[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2947 = tensor.insert_slice %conv2159 into %cat2946[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2948 = tensor.insert_slice %conv2232 into %cat2947[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2949 = tensor.insert_slice %conv2306 into %cat2948[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2950 = tensor.insert_slice %conv2381 into %cat2949[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2951 = tensor.insert_slice %conv2457 into %cat2950[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2952 = tensor.insert_slice %conv2534 into %cat2951[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2953 = tensor.insert_slice %conv2612 into %cat2952[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2954 = tensor.insert_slice %conv2691 into %cat2953[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2955 = tensor.insert_slice %conv2771 into %cat2954[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2956 = tensor.insert_slice %conv2852 into %cat2955[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %cat2957 = tensor.insert_slice %conv2934 into %cat2956[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x928x14x14xf32>
  %e2958 = tensor.empty() : tensor<928xf32>
  %f2959 = linalg.fill ins(%c0 : f32) outs(%e2958 : tensor<928xf32>) -> tensor<928xf32>
  %g2963 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat2957 : tensor<10x928x14x14xf32>) outs(%f2959 : tensor<928xf32>) {
  ^bb0(%a2960: f32, %o2961: f32):
    %b2962 = arith.addf %a2960, %o2961 : f32
    linalg.yield %b2962 : f32
  } -> tensor<928xf32>
  %e2964 = tensor.empty() : tensor<928xf32>
  %g2968 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2963 : tensor<928xf32>) outs(%e2964 : tensor<928xf32>) {
  ^bb0(%a2965: f32, %o2966: f32):
    %b2967 = arith.divf %a2965, %c7 : f32
    linalg.yield %b2967 : f32
  } -> tensor<928xf32>
  %e2970 = tensor.empty() : tensor<10x928x14x14xf32>
  %g2976 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2957, %g2968 : tensor<10x928x14x14xf32>, tensor<928xf32>) outs(%e2970 : tensor<10x928x14x14xf32>) {
  ^bb0(%a2971: f32, %a2972: f32, %o2973: f32):
    %b2974 = arith.subf %a2971, %a2972 : f32
    %b2975 = arith.mulf %b2974, %b2974 : f32
    linalg.yield %b2975 : f32
  } -> tensor<10x928x14x14xf32>
  %e2977 = tensor.empty() : tensor<928xf32>
  %f2978 = linalg.fill ins(%c0 : f32) outs(%e2977 : tensor<928xf32>) -> tensor<928xf32>
  %g2982 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2976 : tensor<10x928x14x14xf32>) outs(%f2978 : tensor<928xf32>) {
  ^bb0(%a2979: f32, %o2980: f32):
    %b2981 = arith.addf %a2979, %o2980 : f32
    linalg.yield %b2981 : f32
  } -> tensor<928xf32>
  %e2983 = tensor.empty() : tensor<928xf32>
  %g2987 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2982 : tensor<928xf32>) outs(%e2983 : tensor<928xf32>) {
  ^bb0(%a2984: f32, %o2985: f32):
    %b2986 = arith.divf %a2984, %c7 : f32
    linalg.yield %b2986 : f32
  } -> tensor<928xf32>
  %e2991 = tensor.empty() : tensor<10x928x14x14xf32>
  %g3004 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat2957, %g2968, %g2987, %dense_blocks_2_layers_21_0_weight, %dense_blocks_2_layers_21_0_bias : tensor<10x928x14x14xf32>, tensor<928xf32>, tensor<928xf32>, tensor<928xf32>, tensor<928xf32>) outs(%e2991 : tensor<10x928x14x14xf32>) {
  ^bb0(%a2992: f32, %a2993: f32, %a2994: f32, %a2995: f32, %a2996: f32, %o2997: f32):
    %b2998 = arith.addf %a2994, %c2 : f32
    %b2999 = math.sqrt %b2998 : f32
    %b3000 = arith.subf %a2992, %a2993 : f32
    %b3001 = arith.divf %b3000, %b2999 : f32
    %b3002 = arith.mulf %b3001, %a2995 : f32
    %b3003 = arith.addf %b3002, %a2996 : f32
    linalg.yield %b3003 : f32
  } -> tensor<10x928x14x14xf32>
  %e3005 = tensor.empty() : tensor<10x928x14x14xf32>
  %g3009 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3004 : tensor<10x928x14x14xf32>) outs(%e3005 : tensor<10x928x14x14xf32>) {
  ^bb0(%a3006: f32, %o3007: f32):
    %b3008 = arith.maximumf %a3006, %c0 : f32
    linalg.yield %b3008 : f32
  } -> tensor<10x928x14x14xf32>
  %e3010 = tensor.empty() : tensor<10x928x16x16xf32>
  %f3011 = linalg.fill ins(%c0 : f32) outs(%e3010 : tensor<10x928x16x16xf32>) -> tensor<10x928x16x16xf32>
  %g3014 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3009 : tensor<10x928x14x14xf32>) outs(%f3011 : tensor<10x928x16x16xf32>) {
  ^bb0(%a3012: f32, %o3013: f32):
    linalg.yield %a3012 : f32
  } -> tensor<10x928x16x16xf32>
  %e3015 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3016 = linalg.fill ins(%c0 : f32) outs(%e3015 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3017 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3014, %dense_blocks_2_layers_21_2_weight : tensor<10x928x16x16xf32>, tensor<32x928x3x3xf32>) outs(%f3016 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3018 = tensor.empty() : tensor<10x960x14x14xf32>
  %cat3019 = tensor.insert_slice %g1424 into %e3018[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3020 = tensor.insert_slice %conv1484 into %cat3019[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3021 = tensor.insert_slice %conv1547 into %cat3020[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3022 = tensor.insert_slice %conv1611 into %cat3021[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3023 = tensor.insert_slice %conv1676 into %cat3022[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3024 = tensor.insert_slice %conv1742 into %cat3023[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3025 = tensor.insert_slice %conv1809 into %cat3024[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3026 = tensor.insert_slice %conv1877 into %cat3025[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3027 = tensor.insert_slice %conv1946 into %cat3026[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3028 = tensor.insert_slice %conv2016 into %cat3027[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3029 = tensor.insert_slice %conv2087 into %cat3028[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3030 = tensor.insert_slice %conv2159 into %cat3029[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3031 = tensor.insert_slice %conv2232 into %cat3030[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3032 = tensor.insert_slice %conv2306 into %cat3031[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3033 = tensor.insert_slice %conv2381 into %cat3032[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3034 = tensor.insert_slice %conv2457 into %cat3033[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3035 = tensor.insert_slice %conv2534 into %cat3034[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3036 = tensor.insert_slice %conv2612 into %cat3035[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3037 = tensor.insert_slice %conv2691 into %cat3036[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3038 = tensor.insert_slice %conv2771 into %cat3037[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3039 = tensor.insert_slice %conv2852 into %cat3038[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3040 = tensor.insert_slice %conv2934 into %cat3039[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %cat3041 = tensor.insert_slice %conv3017 into %cat3040[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x960x14x14xf32>
  %e3042 = tensor.empty() : tensor<960xf32>
  %f3043 = linalg.fill ins(%c0 : f32) outs(%e3042 : tensor<960xf32>) -> tensor<960xf32>
  %g3047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3041 : tensor<10x960x14x14xf32>) outs(%f3043 : tensor<960xf32>) {
  ^bb0(%a3044: f32, %o3045: f32):
    %b3046 = arith.addf %a3044, %o3045 : f32
    linalg.yield %b3046 : f32
  } -> tensor<960xf32>
  %e3048 = tensor.empty() : tensor<960xf32>
  %g3052 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3047 : tensor<960xf32>) outs(%e3048 : tensor<960xf32>) {
  ^bb0(%a3049: f32, %o3050: f32):
    %b3051 = arith.divf %a3049, %c7 : f32
    linalg.yield %b3051 : f32
  } -> tensor<960xf32>
  %e3054 = tensor.empty() : tensor<10x960x14x14xf32>
  %g3060 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3041, %g3052 : tensor<10x960x14x14xf32>, tensor<960xf32>) outs(%e3054 : tensor<10x960x14x14xf32>) {
  ^bb0(%a3055: f32, %a3056: f32, %o3057: f32):
    %b3058 = arith.subf %a3055, %a3056 : f32
    %b3059 = arith.mulf %b3058, %b3058 : f32
    linalg.yield %b3059 : f32
  } -> tensor<10x960x14x14xf32>
  %e3061 = tensor.empty() : tensor<960xf32>
  %f3062 = linalg.fill ins(%c0 : f32) outs(%e3061 : tensor<960xf32>) -> tensor<960xf32>
  %g3066 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3060 : tensor<10x960x14x14xf32>) outs(%f3062 : tensor<960xf32>) {
  ^bb0(%a3063: f32, %o3064: f32):
    %b3065 = arith.addf %a3063, %o3064 : f32
    linalg.yield %b3065 : f32
  } -> tensor<960xf32>
  %e3067 = tensor.empty() : tensor<960xf32>
  %g3071 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3066 : tensor<960xf32>) outs(%e3067 : tensor<960xf32>) {
  ^bb0(%a3068: f32, %o3069: f32):
    %b3070 = arith.divf %a3068, %c7 : f32
    linalg.yield %b3070 : f32
  } -> tensor<960xf32>
  %e3075 = tensor.empty() : tensor<10x960x14x14xf32>
  %g3088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3041, %g3052, %g3071, %dense_blocks_2_layers_22_0_weight, %dense_blocks_2_layers_22_0_bias : tensor<10x960x14x14xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e3075 : tensor<10x960x14x14xf32>) {
  ^bb0(%a3076: f32, %a3077: f32, %a3078: f32, %a3079: f32, %a3080: f32, %o3081: f32):
    %b3082 = arith.addf %a3078, %c2 : f32
    %b3083 = math.sqrt %b3082 : f32
    %b3084 = arith.subf %a3076, %a3077 : f32
    %b3085 = arith.divf %b3084, %b3083 : f32
    %b3086 = arith.mulf %b3085, %a3079 : f32
    %b3087 = arith.addf %b3086, %a3080 : f32
    linalg.yield %b3087 : f32
  } -> tensor<10x960x14x14xf32>
  %e3089 = tensor.empty() : tensor<10x960x14x14xf32>
  %g3093 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3088 : tensor<10x960x14x14xf32>) outs(%e3089 : tensor<10x960x14x14xf32>) {
  ^bb0(%a3090: f32, %o3091: f32):
    %b3092 = arith.maximumf %a3090, %c0 : f32
    linalg.yield %b3092 : f32
  } -> tensor<10x960x14x14xf32>
  %e3094 = tensor.empty() : tensor<10x960x16x16xf32>
  %f3095 = linalg.fill ins(%c0 : f32) outs(%e3094 : tensor<10x960x16x16xf32>) -> tensor<10x960x16x16xf32>
  %g3098 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3093 : tensor<10x960x14x14xf32>) outs(%f3095 : tensor<10x960x16x16xf32>) {
  ^bb0(%a3096: f32, %o3097: f32):
    linalg.yield %a3096 : f32
  } -> tensor<10x960x16x16xf32>
  %e3099 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3100 = linalg.fill ins(%c0 : f32) outs(%e3099 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3101 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3098, %dense_blocks_2_layers_22_2_weight : tensor<10x960x16x16xf32>, tensor<32x960x3x3xf32>) outs(%f3100 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3102 = tensor.empty() : tensor<10x992x14x14xf32>
  %cat3103 = tensor.insert_slice %g1424 into %e3102[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3104 = tensor.insert_slice %conv1484 into %cat3103[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3105 = tensor.insert_slice %conv1547 into %cat3104[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3106 = tensor.insert_slice %conv1611 into %cat3105[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3107 = tensor.insert_slice %conv1676 into %cat3106[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3108 = tensor.insert_slice %conv1742 into %cat3107[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3109 = tensor.insert_slice %conv1809 into %cat3108[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3110 = tensor.insert_slice %conv1877 into %cat3109[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3111 = tensor.insert_slice %conv1946 into %cat3110[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3112 = tensor.insert_slice %conv2016 into %cat3111[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3113 = tensor.insert_slice %conv2087 into %cat3112[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3114 = tensor.insert_slice %conv2159 into %cat3113[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3115 = tensor.insert_slice %conv2232 into %cat3114[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3116 = tensor.insert_slice %conv2306 into %cat3115[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3117 = tensor.insert_slice %conv2381 into %cat3116[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3118 = tensor.insert_slice %conv2457 into %cat3117[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3119 = tensor.insert_slice %conv2534 into %cat3118[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3120 = tensor.insert_slice %conv2612 into %cat3119[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3121 = tensor.insert_slice %conv2691 into %cat3120[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3122 = tensor.insert_slice %conv2771 into %cat3121[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3123 = tensor.insert_slice %conv2852 into %cat3122[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3124 = tensor.insert_slice %conv2934 into %cat3123[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3125 = tensor.insert_slice %conv3017 into %cat3124[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %cat3126 = tensor.insert_slice %conv3101 into %cat3125[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x992x14x14xf32>
  %e3127 = tensor.empty() : tensor<992xf32>
  %f3128 = linalg.fill ins(%c0 : f32) outs(%e3127 : tensor<992xf32>) -> tensor<992xf32>
  %g3132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3126 : tensor<10x992x14x14xf32>) outs(%f3128 : tensor<992xf32>) {
  ^bb0(%a3129: f32, %o3130: f32):
    %b3131 = arith.addf %a3129, %o3130 : f32
    linalg.yield %b3131 : f32
  } -> tensor<992xf32>
  %e3133 = tensor.empty() : tensor<992xf32>
  %g3137 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3132 : tensor<992xf32>) outs(%e3133 : tensor<992xf32>) {
  ^bb0(%a3134: f32, %o3135: f32):
    %b3136 = arith.divf %a3134, %c7 : f32
    linalg.yield %b3136 : f32
  } -> tensor<992xf32>
  %e3139 = tensor.empty() : tensor<10x992x14x14xf32>
  %g3145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3126, %g3137 : tensor<10x992x14x14xf32>, tensor<992xf32>) outs(%e3139 : tensor<10x992x14x14xf32>) {
  ^bb0(%a3140: f32, %a3141: f32, %o3142: f32):
    %b3143 = arith.subf %a3140, %a3141 : f32
    %b3144 = arith.mulf %b3143, %b3143 : f32
    linalg.yield %b3144 : f32
  } -> tensor<10x992x14x14xf32>
  %e3146 = tensor.empty() : tensor<992xf32>
  %f3147 = linalg.fill ins(%c0 : f32) outs(%e3146 : tensor<992xf32>) -> tensor<992xf32>
  %g3151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3145 : tensor<10x992x14x14xf32>) outs(%f3147 : tensor<992xf32>) {
  ^bb0(%a3148: f32, %o3149: f32):
    %b3150 = arith.addf %a3148, %o3149 : f32
    linalg.yield %b3150 : f32
  } -> tensor<992xf32>
  %e3152 = tensor.empty() : tensor<992xf32>
  %g3156 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3151 : tensor<992xf32>) outs(%e3152 : tensor<992xf32>) {
  ^bb0(%a3153: f32, %o3154: f32):
    %b3155 = arith.divf %a3153, %c7 : f32
    linalg.yield %b3155 : f32
  } -> tensor<992xf32>
  %e3160 = tensor.empty() : tensor<10x992x14x14xf32>
  %g3173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3126, %g3137, %g3156, %dense_blocks_2_layers_23_0_weight, %dense_blocks_2_layers_23_0_bias : tensor<10x992x14x14xf32>, tensor<992xf32>, tensor<992xf32>, tensor<992xf32>, tensor<992xf32>) outs(%e3160 : tensor<10x992x14x14xf32>) {
  ^bb0(%a3161: f32, %a3162: f32, %a3163: f32, %a3164: f32, %a3165: f32, %o3166: f32):
    %b3167 = arith.addf %a3163, %c2 : f32
    %b3168 = math.sqrt %b3167 : f32
    %b3169 = arith.subf %a3161, %a3162 : f32
    %b3170 = arith.divf %b3169, %b3168 : f32
    %b3171 = arith.mulf %b3170, %a3164 : f32
    %b3172 = arith.addf %b3171, %a3165 : f32
    linalg.yield %b3172 : f32
  } -> tensor<10x992x14x14xf32>
  %e3174 = tensor.empty() : tensor<10x992x14x14xf32>
  %g3178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3173 : tensor<10x992x14x14xf32>) outs(%e3174 : tensor<10x992x14x14xf32>) {
  ^bb0(%a3175: f32, %o3176: f32):
    %b3177 = arith.maximumf %a3175, %c0 : f32
    linalg.yield %b3177 : f32
  } -> tensor<10x992x14x14xf32>
  %e3179 = tensor.empty() : tensor<10x992x16x16xf32>
  %f3180 = linalg.fill ins(%c0 : f32) outs(%e3179 : tensor<10x992x16x16xf32>) -> tensor<10x992x16x16xf32>
  %g3183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3178 : tensor<10x992x14x14xf32>) outs(%f3180 : tensor<10x992x16x16xf32>) {
  ^bb0(%a3181: f32, %o3182: f32):
    linalg.yield %a3181 : f32
  } -> tensor<10x992x16x16xf32>
  %e3184 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3185 = linalg.fill ins(%c0 : f32) outs(%e3184 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3186 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3183, %dense_blocks_2_layers_23_2_weight : tensor<10x992x16x16xf32>, tensor<32x992x3x3xf32>) outs(%f3185 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3187 = tensor.empty() : tensor<10x1024x14x14xf32>
  %cat3188 = tensor.insert_slice %g1424 into %e3187[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3189 = tensor.insert_slice %conv1484 into %cat3188[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3190 = tensor.insert_slice %conv1547 into %cat3189[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3191 = tensor.insert_slice %conv1611 into %cat3190[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3192 = tensor.insert_slice %conv1676 into %cat3191[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3193 = tensor.insert_slice %conv1742 into %cat3192[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3194 = tensor.insert_slice %conv1809 into %cat3193[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3195 = tensor.insert_slice %conv1877 into %cat3194[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3196 = tensor.insert_slice %conv1946 into %cat3195[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3197 = tensor.insert_slice %conv2016 into %cat3196[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3198 = tensor.insert_slice %conv2087 into %cat3197[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3199 = tensor.insert_slice %conv2159 into %cat3198[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3200 = tensor.insert_slice %conv2232 into %cat3199[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3201 = tensor.insert_slice %conv2306 into %cat3200[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3202 = tensor.insert_slice %conv2381 into %cat3201[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3203 = tensor.insert_slice %conv2457 into %cat3202[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3204 = tensor.insert_slice %conv2534 into %cat3203[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3205 = tensor.insert_slice %conv2612 into %cat3204[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3206 = tensor.insert_slice %conv2691 into %cat3205[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3207 = tensor.insert_slice %conv2771 into %cat3206[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3208 = tensor.insert_slice %conv2852 into %cat3207[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3209 = tensor.insert_slice %conv2934 into %cat3208[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3210 = tensor.insert_slice %conv3017 into %cat3209[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3211 = tensor.insert_slice %conv3101 into %cat3210[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %cat3212 = tensor.insert_slice %conv3186 into %cat3211[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1024x14x14xf32>
  %e3213 = tensor.empty() : tensor<1024xf32>
  %f3214 = linalg.fill ins(%c0 : f32) outs(%e3213 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3212 : tensor<10x1024x14x14xf32>) outs(%f3214 : tensor<1024xf32>) {
  ^bb0(%a3215: f32, %o3216: f32):
    %b3217 = arith.addf %a3215, %o3216 : f32
    linalg.yield %b3217 : f32
  } -> tensor<1024xf32>
  %e3219 = tensor.empty() : tensor<1024xf32>
  %g3223 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3218 : tensor<1024xf32>) outs(%e3219 : tensor<1024xf32>) {
  ^bb0(%a3220: f32, %o3221: f32):
    %b3222 = arith.divf %a3220, %c7 : f32
    linalg.yield %b3222 : f32
  } -> tensor<1024xf32>
  %e3225 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3212, %g3223 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e3225 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3226: f32, %a3227: f32, %o3228: f32):
    %b3229 = arith.subf %a3226, %a3227 : f32
    %b3230 = arith.mulf %b3229, %b3229 : f32
    linalg.yield %b3230 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3232 = tensor.empty() : tensor<1024xf32>
  %f3233 = linalg.fill ins(%c0 : f32) outs(%e3232 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3231 : tensor<10x1024x14x14xf32>) outs(%f3233 : tensor<1024xf32>) {
  ^bb0(%a3234: f32, %o3235: f32):
    %b3236 = arith.addf %a3234, %o3235 : f32
    linalg.yield %b3236 : f32
  } -> tensor<1024xf32>
  %e3238 = tensor.empty() : tensor<1024xf32>
  %g3242 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3237 : tensor<1024xf32>) outs(%e3238 : tensor<1024xf32>) {
  ^bb0(%a3239: f32, %o3240: f32):
    %b3241 = arith.divf %a3239, %c7 : f32
    linalg.yield %b3241 : f32
  } -> tensor<1024xf32>
  %e3246 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3212, %g3223, %g3242, %transition_layers_2_transition_0_weight, %transition_layers_2_transition_0_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e3246 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3247: f32, %a3248: f32, %a3249: f32, %a3250: f32, %a3251: f32, %o3252: f32):
    %b3253 = arith.addf %a3249, %c2 : f32
    %b3254 = math.sqrt %b3253 : f32
    %b3255 = arith.subf %a3247, %a3248 : f32
    %b3256 = arith.divf %b3255, %b3254 : f32
    %b3257 = arith.mulf %b3256, %a3250 : f32
    %b3258 = arith.addf %b3257, %a3251 : f32
    linalg.yield %b3258 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3260 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3259 : tensor<10x1024x14x14xf32>) outs(%e3260 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3261: f32, %o3262: f32):
    %b3263 = arith.maximumf %a3261, %c0 : f32
    linalg.yield %b3263 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3265 = tensor.empty() : tensor<10x512x14x14xf32>
  %f3266 = linalg.fill ins(%c0 : f32) outs(%e3265 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv3267 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3264, %transition_layers_2_transition_2_weight : tensor<10x1024x14x14xf32>, tensor<512x1024x1x1xf32>) outs(%f3266 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e3268 = tensor.empty() : tensor<10x512x7x7xf32>
  %f3269 = linalg.fill ins(%c0 : f32) outs(%e3268 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e3270 = tensor.empty() : tensor<2x2xf32>
  %pool3271 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%conv3267, %e3270 : tensor<10x512x14x14xf32>, tensor<2x2xf32>) outs(%f3269 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e3272 = tensor.empty() : tensor<10x512x7x7xf32>
  %g3276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool3271 : tensor<10x512x7x7xf32>) outs(%e3272 : tensor<10x512x7x7xf32>) {
  ^bb0(%a3273: f32, %o3274: f32):
    %b3275 = arith.divf %a3273, %c5 : f32
    linalg.yield %b3275 : f32
  } -> tensor<10x512x7x7xf32>
  %e3277 = tensor.empty() : tensor<512xf32>
  %f3278 = linalg.fill ins(%c0 : f32) outs(%e3277 : tensor<512xf32>) -> tensor<512xf32>
  %g3282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3276 : tensor<10x512x7x7xf32>) outs(%f3278 : tensor<512xf32>) {
  ^bb0(%a3279: f32, %o3280: f32):
    %b3281 = arith.addf %a3279, %o3280 : f32
    linalg.yield %b3281 : f32
  } -> tensor<512xf32>
  %e3283 = tensor.empty() : tensor<512xf32>
  %g3287 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3282 : tensor<512xf32>) outs(%e3283 : tensor<512xf32>) {
  ^bb0(%a3284: f32, %o3285: f32):
    %b3286 = arith.divf %a3284, %c8 : f32
    linalg.yield %b3286 : f32
  } -> tensor<512xf32>
  %e3289 = tensor.empty() : tensor<10x512x7x7xf32>
  %g3295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3276, %g3287 : tensor<10x512x7x7xf32>, tensor<512xf32>) outs(%e3289 : tensor<10x512x7x7xf32>) {
  ^bb0(%a3290: f32, %a3291: f32, %o3292: f32):
    %b3293 = arith.subf %a3290, %a3291 : f32
    %b3294 = arith.mulf %b3293, %b3293 : f32
    linalg.yield %b3294 : f32
  } -> tensor<10x512x7x7xf32>
  %e3296 = tensor.empty() : tensor<512xf32>
  %f3297 = linalg.fill ins(%c0 : f32) outs(%e3296 : tensor<512xf32>) -> tensor<512xf32>
  %g3301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3295 : tensor<10x512x7x7xf32>) outs(%f3297 : tensor<512xf32>) {
  ^bb0(%a3298: f32, %o3299: f32):
    %b3300 = arith.addf %a3298, %o3299 : f32
    linalg.yield %b3300 : f32
  } -> tensor<512xf32>
  %e3302 = tensor.empty() : tensor<512xf32>
  %g3306 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3301 : tensor<512xf32>) outs(%e3302 : tensor<512xf32>) {
  ^bb0(%a3303: f32, %o3304: f32):
    %b3305 = arith.divf %a3303, %c8 : f32
    linalg.yield %b3305 : f32
  } -> tensor<512xf32>
  %e3310 = tensor.empty() : tensor<10x512x7x7xf32>
  %g3323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3276, %g3287, %g3306, %dense_blocks_3_layers_0_0_weight, %dense_blocks_3_layers_0_0_bias : tensor<10x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e3310 : tensor<10x512x7x7xf32>) {
  ^bb0(%a3311: f32, %a3312: f32, %a3313: f32, %a3314: f32, %a3315: f32, %o3316: f32):
    %b3317 = arith.addf %a3313, %c2 : f32
    %b3318 = math.sqrt %b3317 : f32
    %b3319 = arith.subf %a3311, %a3312 : f32
    %b3320 = arith.divf %b3319, %b3318 : f32
    %b3321 = arith.mulf %b3320, %a3314 : f32
    %b3322 = arith.addf %b3321, %a3315 : f32
    linalg.yield %b3322 : f32
  } -> tensor<10x512x7x7xf32>
  %e3324 = tensor.empty() : tensor<10x512x7x7xf32>
  %g3328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3323 : tensor<10x512x7x7xf32>) outs(%e3324 : tensor<10x512x7x7xf32>) {
  ^bb0(%a3325: f32, %o3326: f32):
    %b3327 = arith.maximumf %a3325, %c0 : f32
    linalg.yield %b3327 : f32
  } -> tensor<10x512x7x7xf32>
  %e3329 = tensor.empty() : tensor<10x512x9x9xf32>
  %f3330 = linalg.fill ins(%c0 : f32) outs(%e3329 : tensor<10x512x9x9xf32>) -> tensor<10x512x9x9xf32>
  %g3333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3328 : tensor<10x512x7x7xf32>) outs(%f3330 : tensor<10x512x9x9xf32>) {
  ^bb0(%a3331: f32, %o3332: f32):
    linalg.yield %a3331 : f32
  } -> tensor<10x512x9x9xf32>
  %e3334 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3335 = linalg.fill ins(%c0 : f32) outs(%e3334 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3336 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3333, %dense_blocks_3_layers_0_2_weight : tensor<10x512x9x9xf32>, tensor<32x512x3x3xf32>) outs(%f3335 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3337 = tensor.empty() : tensor<10x544x7x7xf32>
  %cat3338 = tensor.insert_slice %g3276 into %e3337[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x544x7x7xf32>
  %cat3339 = tensor.insert_slice %conv3336 into %cat3338[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x544x7x7xf32>
  %e3340 = tensor.empty() : tensor<544xf32>
  %f3341 = linalg.fill ins(%c0 : f32) outs(%e3340 : tensor<544xf32>) -> tensor<544xf32>
  %g3345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3339 : tensor<10x544x7x7xf32>) outs(%f3341 : tensor<544xf32>) {
  ^bb0(%a3342: f32, %o3343: f32):
    %b3344 = arith.addf %a3342, %o3343 : f32
    linalg.yield %b3344 : f32
  } -> tensor<544xf32>
  %e3346 = tensor.empty() : tensor<544xf32>
  %g3350 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3345 : tensor<544xf32>) outs(%e3346 : tensor<544xf32>) {
  ^bb0(%a3347: f32, %o3348: f32):
    %b3349 = arith.divf %a3347, %c8 : f32
    linalg.yield %b3349 : f32
  } -> tensor<544xf32>
  %e3352 = tensor.empty() : tensor<10x544x7x7xf32>
  %g3358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3339, %g3350 : tensor<10x544x7x7xf32>, tensor<544xf32>) outs(%e3352 : tensor<10x544x7x7xf32>) {
  ^bb0(%a3353: f32, %a3354: f32, %o3355: f32):
    %b3356 = arith.subf %a3353, %a3354 : f32
    %b3357 = arith.mulf %b3356, %b3356 : f32
    linalg.yield %b3357 : f32
  } -> tensor<10x544x7x7xf32>
  %e3359 = tensor.empty() : tensor<544xf32>
  %f3360 = linalg.fill ins(%c0 : f32) outs(%e3359 : tensor<544xf32>) -> tensor<544xf32>
  %g3364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3358 : tensor<10x544x7x7xf32>) outs(%f3360 : tensor<544xf32>) {
  ^bb0(%a3361: f32, %o3362: f32):
    %b3363 = arith.addf %a3361, %o3362 : f32
    linalg.yield %b3363 : f32
  } -> tensor<544xf32>
  %e3365 = tensor.empty() : tensor<544xf32>
  %g3369 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3364 : tensor<544xf32>) outs(%e3365 : tensor<544xf32>) {
  ^bb0(%a3366: f32, %o3367: f32):
    %b3368 = arith.divf %a3366, %c8 : f32
    linalg.yield %b3368 : f32
  } -> tensor<544xf32>
  %e3373 = tensor.empty() : tensor<10x544x7x7xf32>
  %g3386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3339, %g3350, %g3369, %dense_blocks_3_layers_1_0_weight, %dense_blocks_3_layers_1_0_bias : tensor<10x544x7x7xf32>, tensor<544xf32>, tensor<544xf32>, tensor<544xf32>, tensor<544xf32>) outs(%e3373 : tensor<10x544x7x7xf32>) {
  ^bb0(%a3374: f32, %a3375: f32, %a3376: f32, %a3377: f32, %a3378: f32, %o3379: f32):
    %b3380 = arith.addf %a3376, %c2 : f32
    %b3381 = math.sqrt %b3380 : f32
    %b3382 = arith.subf %a3374, %a3375 : f32
    %b3383 = arith.divf %b3382, %b3381 : f32
    %b3384 = arith.mulf %b3383, %a3377 : f32
    %b3385 = arith.addf %b3384, %a3378 : f32
    linalg.yield %b3385 : f32
  } -> tensor<10x544x7x7xf32>
  %e3387 = tensor.empty() : tensor<10x544x7x7xf32>
  %g3391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3386 : tensor<10x544x7x7xf32>) outs(%e3387 : tensor<10x544x7x7xf32>) {
  ^bb0(%a3388: f32, %o3389: f32):
    %b3390 = arith.maximumf %a3388, %c0 : f32
    linalg.yield %b3390 : f32
  } -> tensor<10x544x7x7xf32>
  %e3392 = tensor.empty() : tensor<10x544x9x9xf32>
  %f3393 = linalg.fill ins(%c0 : f32) outs(%e3392 : tensor<10x544x9x9xf32>) -> tensor<10x544x9x9xf32>
  %g3396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3391 : tensor<10x544x7x7xf32>) outs(%f3393 : tensor<10x544x9x9xf32>) {
  ^bb0(%a3394: f32, %o3395: f32):
    linalg.yield %a3394 : f32
  } -> tensor<10x544x9x9xf32>
  %e3397 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3398 = linalg.fill ins(%c0 : f32) outs(%e3397 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3399 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3396, %dense_blocks_3_layers_1_2_weight : tensor<10x544x9x9xf32>, tensor<32x544x3x3xf32>) outs(%f3398 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3400 = tensor.empty() : tensor<10x576x7x7xf32>
  %cat3401 = tensor.insert_slice %g3276 into %e3400[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x576x7x7xf32>
  %cat3402 = tensor.insert_slice %conv3336 into %cat3401[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x576x7x7xf32>
  %cat3403 = tensor.insert_slice %conv3399 into %cat3402[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x576x7x7xf32>
  %e3404 = tensor.empty() : tensor<576xf32>
  %f3405 = linalg.fill ins(%c0 : f32) outs(%e3404 : tensor<576xf32>) -> tensor<576xf32>
  %g3409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3403 : tensor<10x576x7x7xf32>) outs(%f3405 : tensor<576xf32>) {
  ^bb0(%a3406: f32, %o3407: f32):
    %b3408 = arith.addf %a3406, %o3407 : f32
    linalg.yield %b3408 : f32
  } -> tensor<576xf32>
  %e3410 = tensor.empty() : tensor<576xf32>
  %g3414 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3409 : tensor<576xf32>) outs(%e3410 : tensor<576xf32>) {
  ^bb0(%a3411: f32, %o3412: f32):
    %b3413 = arith.divf %a3411, %c8 : f32
    linalg.yield %b3413 : f32
  } -> tensor<576xf32>
  %e3416 = tensor.empty() : tensor<10x576x7x7xf32>
  %g3422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3403, %g3414 : tensor<10x576x7x7xf32>, tensor<576xf32>) outs(%e3416 : tensor<10x576x7x7xf32>) {
  ^bb0(%a3417: f32, %a3418: f32, %o3419: f32):
    %b3420 = arith.subf %a3417, %a3418 : f32
    %b3421 = arith.mulf %b3420, %b3420 : f32
    linalg.yield %b3421 : f32
  } -> tensor<10x576x7x7xf32>
  %e3423 = tensor.empty() : tensor<576xf32>
  %f3424 = linalg.fill ins(%c0 : f32) outs(%e3423 : tensor<576xf32>) -> tensor<576xf32>
  %g3428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3422 : tensor<10x576x7x7xf32>) outs(%f3424 : tensor<576xf32>) {
  ^bb0(%a3425: f32, %o3426: f32):
    %b3427 = arith.addf %a3425, %o3426 : f32
    linalg.yield %b3427 : f32
  } -> tensor<576xf32>
  %e3429 = tensor.empty() : tensor<576xf32>
  %g3433 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3428 : tensor<576xf32>) outs(%e3429 : tensor<576xf32>) {
  ^bb0(%a3430: f32, %o3431: f32):
    %b3432 = arith.divf %a3430, %c8 : f32
    linalg.yield %b3432 : f32
  } -> tensor<576xf32>
  %e3437 = tensor.empty() : tensor<10x576x7x7xf32>
  %g3450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3403, %g3414, %g3433, %dense_blocks_3_layers_2_0_weight, %dense_blocks_3_layers_2_0_bias : tensor<10x576x7x7xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%e3437 : tensor<10x576x7x7xf32>) {
  ^bb0(%a3438: f32, %a3439: f32, %a3440: f32, %a3441: f32, %a3442: f32, %o3443: f32):
    %b3444 = arith.addf %a3440, %c2 : f32
    %b3445 = math.sqrt %b3444 : f32
    %b3446 = arith.subf %a3438, %a3439 : f32
    %b3447 = arith.divf %b3446, %b3445 : f32
    %b3448 = arith.mulf %b3447, %a3441 : f32
    %b3449 = arith.addf %b3448, %a3442 : f32
    linalg.yield %b3449 : f32
  } -> tensor<10x576x7x7xf32>
  %e3451 = tensor.empty() : tensor<10x576x7x7xf32>
  %g3455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3450 : tensor<10x576x7x7xf32>) outs(%e3451 : tensor<10x576x7x7xf32>) {
  ^bb0(%a3452: f32, %o3453: f32):
    %b3454 = arith.maximumf %a3452, %c0 : f32
    linalg.yield %b3454 : f32
  } -> tensor<10x576x7x7xf32>
  %e3456 = tensor.empty() : tensor<10x576x9x9xf32>
  %f3457 = linalg.fill ins(%c0 : f32) outs(%e3456 : tensor<10x576x9x9xf32>) -> tensor<10x576x9x9xf32>
  %g3460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3455 : tensor<10x576x7x7xf32>) outs(%f3457 : tensor<10x576x9x9xf32>) {
  ^bb0(%a3458: f32, %o3459: f32):
    linalg.yield %a3458 : f32
  } -> tensor<10x576x9x9xf32>
  %e3461 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3462 = linalg.fill ins(%c0 : f32) outs(%e3461 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3463 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3460, %dense_blocks_3_layers_2_2_weight : tensor<10x576x9x9xf32>, tensor<32x576x3x3xf32>) outs(%f3462 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3464 = tensor.empty() : tensor<10x608x7x7xf32>
  %cat3465 = tensor.insert_slice %g3276 into %e3464[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x608x7x7xf32>
  %cat3466 = tensor.insert_slice %conv3336 into %cat3465[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x608x7x7xf32>
  %cat3467 = tensor.insert_slice %conv3399 into %cat3466[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x608x7x7xf32>
  %cat3468 = tensor.insert_slice %conv3463 into %cat3467[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x608x7x7xf32>
  %e3469 = tensor.empty() : tensor<608xf32>
  %f3470 = linalg.fill ins(%c0 : f32) outs(%e3469 : tensor<608xf32>) -> tensor<608xf32>
  %g3474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3468 : tensor<10x608x7x7xf32>) outs(%f3470 : tensor<608xf32>) {
  ^bb0(%a3471: f32, %o3472: f32):
    %b3473 = arith.addf %a3471, %o3472 : f32
    linalg.yield %b3473 : f32
  } -> tensor<608xf32>
  %e3475 = tensor.empty() : tensor<608xf32>
  %g3479 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3474 : tensor<608xf32>) outs(%e3475 : tensor<608xf32>) {
  ^bb0(%a3476: f32, %o3477: f32):
    %b3478 = arith.divf %a3476, %c8 : f32
    linalg.yield %b3478 : f32
  } -> tensor<608xf32>
  %e3481 = tensor.empty() : tensor<10x608x7x7xf32>
  %g3487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3468, %g3479 : tensor<10x608x7x7xf32>, tensor<608xf32>) outs(%e3481 : tensor<10x608x7x7xf32>) {
  ^bb0(%a3482: f32, %a3483: f32, %o3484: f32):
    %b3485 = arith.subf %a3482, %a3483 : f32
    %b3486 = arith.mulf %b3485, %b3485 : f32
    linalg.yield %b3486 : f32
  } -> tensor<10x608x7x7xf32>
  %e3488 = tensor.empty() : tensor<608xf32>
  %f3489 = linalg.fill ins(%c0 : f32) outs(%e3488 : tensor<608xf32>) -> tensor<608xf32>
  %g3493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3487 : tensor<10x608x7x7xf32>) outs(%f3489 : tensor<608xf32>) {
  ^bb0(%a3490: f32, %o3491: f32):
    %b3492 = arith.addf %a3490, %o3491 : f32
    linalg.yield %b3492 : f32
  } -> tensor<608xf32>
  %e3494 = tensor.empty() : tensor<608xf32>
  %g3498 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3493 : tensor<608xf32>) outs(%e3494 : tensor<608xf32>) {
  ^bb0(%a3495: f32, %o3496: f32):
    %b3497 = arith.divf %a3495, %c8 : f32
    linalg.yield %b3497 : f32
  } -> tensor<608xf32>
  %e3502 = tensor.empty() : tensor<10x608x7x7xf32>
  %g3515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3468, %g3479, %g3498, %dense_blocks_3_layers_3_0_weight, %dense_blocks_3_layers_3_0_bias : tensor<10x608x7x7xf32>, tensor<608xf32>, tensor<608xf32>, tensor<608xf32>, tensor<608xf32>) outs(%e3502 : tensor<10x608x7x7xf32>) {
  ^bb0(%a3503: f32, %a3504: f32, %a3505: f32, %a3506: f32, %a3507: f32, %o3508: f32):
    %b3509 = arith.addf %a3505, %c2 : f32
    %b3510 = math.sqrt %b3509 : f32
    %b3511 = arith.subf %a3503, %a3504 : f32
    %b3512 = arith.divf %b3511, %b3510 : f32
    %b3513 = arith.mulf %b3512, %a3506 : f32
    %b3514 = arith.addf %b3513, %a3507 : f32
    linalg.yield %b3514 : f32
  } -> tensor<10x608x7x7xf32>
  %e3516 = tensor.empty() : tensor<10x608x7x7xf32>
  %g3520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3515 : tensor<10x608x7x7xf32>) outs(%e3516 : tensor<10x608x7x7xf32>) {
  ^bb0(%a3517: f32, %o3518: f32):
    %b3519 = arith.maximumf %a3517, %c0 : f32
    linalg.yield %b3519 : f32
  } -> tensor<10x608x7x7xf32>
  %e3521 = tensor.empty() : tensor<10x608x9x9xf32>
  %f3522 = linalg.fill ins(%c0 : f32) outs(%e3521 : tensor<10x608x9x9xf32>) -> tensor<10x608x9x9xf32>
  %g3525 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3520 : tensor<10x608x7x7xf32>) outs(%f3522 : tensor<10x608x9x9xf32>) {
  ^bb0(%a3523: f32, %o3524: f32):
    linalg.yield %a3523 : f32
  } -> tensor<10x608x9x9xf32>
  %e3526 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3527 = linalg.fill ins(%c0 : f32) outs(%e3526 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3528 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3525, %dense_blocks_3_layers_3_2_weight : tensor<10x608x9x9xf32>, tensor<32x608x3x3xf32>) outs(%f3527 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3529 = tensor.empty() : tensor<10x640x7x7xf32>
  %cat3530 = tensor.insert_slice %g3276 into %e3529[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x640x7x7xf32>
  %cat3531 = tensor.insert_slice %conv3336 into %cat3530[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x640x7x7xf32>
  %cat3532 = tensor.insert_slice %conv3399 into %cat3531[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x640x7x7xf32>
  %cat3533 = tensor.insert_slice %conv3463 into %cat3532[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x640x7x7xf32>
  %cat3534 = tensor.insert_slice %conv3528 into %cat3533[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x640x7x7xf32>
  %e3535 = tensor.empty() : tensor<640xf32>
  %f3536 = linalg.fill ins(%c0 : f32) outs(%e3535 : tensor<640xf32>) -> tensor<640xf32>
  %g3540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3534 : tensor<10x640x7x7xf32>) outs(%f3536 : tensor<640xf32>) {
  ^bb0(%a3537: f32, %o3538: f32):
    %b3539 = arith.addf %a3537, %o3538 : f32
    linalg.yield %b3539 : f32
  } -> tensor<640xf32>
  %e3541 = tensor.empty() : tensor<640xf32>
  %g3545 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3540 : tensor<640xf32>) outs(%e3541 : tensor<640xf32>) {
  ^bb0(%a3542: f32, %o3543: f32):
    %b3544 = arith.divf %a3542, %c8 : f32
    linalg.yield %b3544 : f32
  } -> tensor<640xf32>
  %e3547 = tensor.empty() : tensor<10x640x7x7xf32>
  %g3553 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3534, %g3545 : tensor<10x640x7x7xf32>, tensor<640xf32>) outs(%e3547 : tensor<10x640x7x7xf32>) {
  ^bb0(%a3548: f32, %a3549: f32, %o3550: f32):
    %b3551 = arith.subf %a3548, %a3549 : f32
    %b3552 = arith.mulf %b3551, %b3551 : f32
    linalg.yield %b3552 : f32
  } -> tensor<10x640x7x7xf32>
  %e3554 = tensor.empty() : tensor<640xf32>
  %f3555 = linalg.fill ins(%c0 : f32) outs(%e3554 : tensor<640xf32>) -> tensor<640xf32>
  %g3559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3553 : tensor<10x640x7x7xf32>) outs(%f3555 : tensor<640xf32>) {
  ^bb0(%a3556: f32, %o3557: f32):
    %b3558 = arith.addf %a3556, %o3557 : f32
    linalg.yield %b3558 : f32
  } -> tensor<640xf32>
  %e3560 = tensor.empty() : tensor<640xf32>
  %g3564 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3559 : tensor<640xf32>) outs(%e3560 : tensor<640xf32>) {
  ^bb0(%a3561: f32, %o3562: f32):
    %b3563 = arith.divf %a3561, %c8 : f32
    linalg.yield %b3563 : f32
  } -> tensor<640xf32>
  %e3568 = tensor.empty() : tensor<10x640x7x7xf32>
  %g3581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3534, %g3545, %g3564, %dense_blocks_3_layers_4_0_weight, %dense_blocks_3_layers_4_0_bias : tensor<10x640x7x7xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640xf32>) outs(%e3568 : tensor<10x640x7x7xf32>) {
  ^bb0(%a3569: f32, %a3570: f32, %a3571: f32, %a3572: f32, %a3573: f32, %o3574: f32):
    %b3575 = arith.addf %a3571, %c2 : f32
    %b3576 = math.sqrt %b3575 : f32
    %b3577 = arith.subf %a3569, %a3570 : f32
    %b3578 = arith.divf %b3577, %b3576 : f32
    %b3579 = arith.mulf %b3578, %a3572 : f32
    %b3580 = arith.addf %b3579, %a3573 : f32
    linalg.yield %b3580 : f32
  } -> tensor<10x640x7x7xf32>
  %e3582 = tensor.empty() : tensor<10x640x7x7xf32>
  %g3586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3581 : tensor<10x640x7x7xf32>) outs(%e3582 : tensor<10x640x7x7xf32>) {
  ^bb0(%a3583: f32, %o3584: f32):
    %b3585 = arith.maximumf %a3583, %c0 : f32
    linalg.yield %b3585 : f32
  } -> tensor<10x640x7x7xf32>
  %e3587 = tensor.empty() : tensor<10x640x9x9xf32>
  %f3588 = linalg.fill ins(%c0 : f32) outs(%e3587 : tensor<10x640x9x9xf32>) -> tensor<10x640x9x9xf32>
  %g3591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3586 : tensor<10x640x7x7xf32>) outs(%f3588 : tensor<10x640x9x9xf32>) {
  ^bb0(%a3589: f32, %o3590: f32):
    linalg.yield %a3589 : f32
  } -> tensor<10x640x9x9xf32>
  %e3592 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3593 = linalg.fill ins(%c0 : f32) outs(%e3592 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3594 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3591, %dense_blocks_3_layers_4_2_weight : tensor<10x640x9x9xf32>, tensor<32x640x3x3xf32>) outs(%f3593 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3595 = tensor.empty() : tensor<10x672x7x7xf32>
  %cat3596 = tensor.insert_slice %g3276 into %e3595[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x672x7x7xf32>
  %cat3597 = tensor.insert_slice %conv3336 into %cat3596[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x672x7x7xf32>
  %cat3598 = tensor.insert_slice %conv3399 into %cat3597[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x672x7x7xf32>
  %cat3599 = tensor.insert_slice %conv3463 into %cat3598[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x672x7x7xf32>
  %cat3600 = tensor.insert_slice %conv3528 into %cat3599[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x672x7x7xf32>
  %cat3601 = tensor.insert_slice %conv3594 into %cat3600[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x672x7x7xf32>
  %e3602 = tensor.empty() : tensor<672xf32>
  %f3603 = linalg.fill ins(%c0 : f32) outs(%e3602 : tensor<672xf32>) -> tensor<672xf32>
  %g3607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3601 : tensor<10x672x7x7xf32>) outs(%f3603 : tensor<672xf32>) {
  ^bb0(%a3604: f32, %o3605: f32):
    %b3606 = arith.addf %a3604, %o3605 : f32
    linalg.yield %b3606 : f32
  } -> tensor<672xf32>
  %e3608 = tensor.empty() : tensor<672xf32>
  %g3612 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3607 : tensor<672xf32>) outs(%e3608 : tensor<672xf32>) {
  ^bb0(%a3609: f32, %o3610: f32):
    %b3611 = arith.divf %a3609, %c8 : f32
    linalg.yield %b3611 : f32
  } -> tensor<672xf32>
  %e3614 = tensor.empty() : tensor<10x672x7x7xf32>
  %g3620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3601, %g3612 : tensor<10x672x7x7xf32>, tensor<672xf32>) outs(%e3614 : tensor<10x672x7x7xf32>) {
  ^bb0(%a3615: f32, %a3616: f32, %o3617: f32):
    %b3618 = arith.subf %a3615, %a3616 : f32
    %b3619 = arith.mulf %b3618, %b3618 : f32
    linalg.yield %b3619 : f32
  } -> tensor<10x672x7x7xf32>
  %e3621 = tensor.empty() : tensor<672xf32>
  %f3622 = linalg.fill ins(%c0 : f32) outs(%e3621 : tensor<672xf32>) -> tensor<672xf32>
  %g3626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3620 : tensor<10x672x7x7xf32>) outs(%f3622 : tensor<672xf32>) {
  ^bb0(%a3623: f32, %o3624: f32):
    %b3625 = arith.addf %a3623, %o3624 : f32
    linalg.yield %b3625 : f32
  } -> tensor<672xf32>
  %e3627 = tensor.empty() : tensor<672xf32>
  %g3631 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3626 : tensor<672xf32>) outs(%e3627 : tensor<672xf32>) {
  ^bb0(%a3628: f32, %o3629: f32):
    %b3630 = arith.divf %a3628, %c8 : f32
    linalg.yield %b3630 : f32
  } -> tensor<672xf32>
  %e3635 = tensor.empty() : tensor<10x672x7x7xf32>
  %g3648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3601, %g3612, %g3631, %dense_blocks_3_layers_5_0_weight, %dense_blocks_3_layers_5_0_bias : tensor<10x672x7x7xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e3635 : tensor<10x672x7x7xf32>) {
  ^bb0(%a3636: f32, %a3637: f32, %a3638: f32, %a3639: f32, %a3640: f32, %o3641: f32):
    %b3642 = arith.addf %a3638, %c2 : f32
    %b3643 = math.sqrt %b3642 : f32
    %b3644 = arith.subf %a3636, %a3637 : f32
    %b3645 = arith.divf %b3644, %b3643 : f32
    %b3646 = arith.mulf %b3645, %a3639 : f32
    %b3647 = arith.addf %b3646, %a3640 : f32
    linalg.yield %b3647 : f32
  } -> tensor<10x672x7x7xf32>
  %e3649 = tensor.empty() : tensor<10x672x7x7xf32>
  %g3653 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3648 : tensor<10x672x7x7xf32>) outs(%e3649 : tensor<10x672x7x7xf32>) {
  ^bb0(%a3650: f32, %o3651: f32):
    %b3652 = arith.maximumf %a3650, %c0 : f32
    linalg.yield %b3652 : f32
  } -> tensor<10x672x7x7xf32>
  %e3654 = tensor.empty() : tensor<10x672x9x9xf32>
  %f3655 = linalg.fill ins(%c0 : f32) outs(%e3654 : tensor<10x672x9x9xf32>) -> tensor<10x672x9x9xf32>
  %g3658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3653 : tensor<10x672x7x7xf32>) outs(%f3655 : tensor<10x672x9x9xf32>) {
  ^bb0(%a3656: f32, %o3657: f32):
    linalg.yield %a3656 : f32
  } -> tensor<10x672x9x9xf32>
  %e3659 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3660 = linalg.fill ins(%c0 : f32) outs(%e3659 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3661 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3658, %dense_blocks_3_layers_5_2_weight : tensor<10x672x9x9xf32>, tensor<32x672x3x3xf32>) outs(%f3660 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3662 = tensor.empty() : tensor<10x704x7x7xf32>
  %cat3663 = tensor.insert_slice %g3276 into %e3662[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x704x7x7xf32>
  %cat3664 = tensor.insert_slice %conv3336 into %cat3663[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x704x7x7xf32>
  %cat3665 = tensor.insert_slice %conv3399 into %cat3664[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x704x7x7xf32>
  %cat3666 = tensor.insert_slice %conv3463 into %cat3665[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x704x7x7xf32>
  %cat3667 = tensor.insert_slice %conv3528 into %cat3666[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x704x7x7xf32>
  %cat3668 = tensor.insert_slice %conv3594 into %cat3667[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x704x7x7xf32>
  %cat3669 = tensor.insert_slice %conv3661 into %cat3668[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x704x7x7xf32>
  %e3670 = tensor.empty() : tensor<704xf32>
  %f3671 = linalg.fill ins(%c0 : f32) outs(%e3670 : tensor<704xf32>) -> tensor<704xf32>
  %g3675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3669 : tensor<10x704x7x7xf32>) outs(%f3671 : tensor<704xf32>) {
  ^bb0(%a3672: f32, %o3673: f32):
    %b3674 = arith.addf %a3672, %o3673 : f32
    linalg.yield %b3674 : f32
  } -> tensor<704xf32>
  %e3676 = tensor.empty() : tensor<704xf32>
  %g3680 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3675 : tensor<704xf32>) outs(%e3676 : tensor<704xf32>) {
  ^bb0(%a3677: f32, %o3678: f32):
    %b3679 = arith.divf %a3677, %c8 : f32
    linalg.yield %b3679 : f32
  } -> tensor<704xf32>
  %e3682 = tensor.empty() : tensor<10x704x7x7xf32>
  %g3688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3669, %g3680 : tensor<10x704x7x7xf32>, tensor<704xf32>) outs(%e3682 : tensor<10x704x7x7xf32>) {
  ^bb0(%a3683: f32, %a3684: f32, %o3685: f32):
    %b3686 = arith.subf %a3683, %a3684 : f32
    %b3687 = arith.mulf %b3686, %b3686 : f32
    linalg.yield %b3687 : f32
  } -> tensor<10x704x7x7xf32>
  %e3689 = tensor.empty() : tensor<704xf32>
  %f3690 = linalg.fill ins(%c0 : f32) outs(%e3689 : tensor<704xf32>) -> tensor<704xf32>
  %g3694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3688 : tensor<10x704x7x7xf32>) outs(%f3690 : tensor<704xf32>) {
  ^bb0(%a3691: f32, %o3692: f32):
    %b3693 = arith.addf %a3691, %o3692 : f32
    linalg.yield %b3693 : f32
  } -> tensor<704xf32>
  %e3695 = tensor.empty() : tensor<704xf32>
  %g3699 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3694 : tensor<704xf32>) outs(%e3695 : tensor<704xf32>) {
  ^bb0(%a3696: f32, %o3697: f32):
    %b3698 = arith.divf %a3696, %c8 : f32
    linalg.yield %b3698 : f32
  } -> tensor<704xf32>
  %e3703 = tensor.empty() : tensor<10x704x7x7xf32>
  %g3716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3669, %g3680, %g3699, %dense_blocks_3_layers_6_0_weight, %dense_blocks_3_layers_6_0_bias : tensor<10x704x7x7xf32>, tensor<704xf32>, tensor<704xf32>, tensor<704xf32>, tensor<704xf32>) outs(%e3703 : tensor<10x704x7x7xf32>) {
  ^bb0(%a3704: f32, %a3705: f32, %a3706: f32, %a3707: f32, %a3708: f32, %o3709: f32):
    %b3710 = arith.addf %a3706, %c2 : f32
    %b3711 = math.sqrt %b3710 : f32
    %b3712 = arith.subf %a3704, %a3705 : f32
    %b3713 = arith.divf %b3712, %b3711 : f32
    %b3714 = arith.mulf %b3713, %a3707 : f32
    %b3715 = arith.addf %b3714, %a3708 : f32
    linalg.yield %b3715 : f32
  } -> tensor<10x704x7x7xf32>
  %e3717 = tensor.empty() : tensor<10x704x7x7xf32>
  %g3721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3716 : tensor<10x704x7x7xf32>) outs(%e3717 : tensor<10x704x7x7xf32>) {
  ^bb0(%a3718: f32, %o3719: f32):
    %b3720 = arith.maximumf %a3718, %c0 : f32
    linalg.yield %b3720 : f32
  } -> tensor<10x704x7x7xf32>
  %e3722 = tensor.empty() : tensor<10x704x9x9xf32>
  %f3723 = linalg.fill ins(%c0 : f32) outs(%e3722 : tensor<10x704x9x9xf32>) -> tensor<10x704x9x9xf32>
  %g3726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3721 : tensor<10x704x7x7xf32>) outs(%f3723 : tensor<10x704x9x9xf32>) {
  ^bb0(%a3724: f32, %o3725: f32):
    linalg.yield %a3724 : f32
  } -> tensor<10x704x9x9xf32>
  %e3727 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3728 = linalg.fill ins(%c0 : f32) outs(%e3727 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3729 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3726, %dense_blocks_3_layers_6_2_weight : tensor<10x704x9x9xf32>, tensor<32x704x3x3xf32>) outs(%f3728 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3730 = tensor.empty() : tensor<10x736x7x7xf32>
  %cat3731 = tensor.insert_slice %g3276 into %e3730[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x736x7x7xf32>
  %cat3732 = tensor.insert_slice %conv3336 into %cat3731[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x736x7x7xf32>
  %cat3733 = tensor.insert_slice %conv3399 into %cat3732[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x736x7x7xf32>
  %cat3734 = tensor.insert_slice %conv3463 into %cat3733[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x736x7x7xf32>
  %cat3735 = tensor.insert_slice %conv3528 into %cat3734[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x736x7x7xf32>
  %cat3736 = tensor.insert_slice %conv3594 into %cat3735[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x736x7x7xf32>
  %cat3737 = tensor.insert_slice %conv3661 into %cat3736[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x736x7x7xf32>
  %cat3738 = tensor.insert_slice %conv3729 into %cat3737[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x736x7x7xf32>
  %e3739 = tensor.empty() : tensor<736xf32>
  %f3740 = linalg.fill ins(%c0 : f32) outs(%e3739 : tensor<736xf32>) -> tensor<736xf32>
  %g3744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3738 : tensor<10x736x7x7xf32>) outs(%f3740 : tensor<736xf32>) {
  ^bb0(%a3741: f32, %o3742: f32):
    %b3743 = arith.addf %a3741, %o3742 : f32
    linalg.yield %b3743 : f32
  } -> tensor<736xf32>
  %e3745 = tensor.empty() : tensor<736xf32>
  %g3749 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3744 : tensor<736xf32>) outs(%e3745 : tensor<736xf32>) {
  ^bb0(%a3746: f32, %o3747: f32):
    %b3748 = arith.divf %a3746, %c8 : f32
    linalg.yield %b3748 : f32
  } -> tensor<736xf32>
  %e3751 = tensor.empty() : tensor<10x736x7x7xf32>
  %g3757 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3738, %g3749 : tensor<10x736x7x7xf32>, tensor<736xf32>) outs(%e3751 : tensor<10x736x7x7xf32>) {
  ^bb0(%a3752: f32, %a3753: f32, %o3754: f32):
    %b3755 = arith.subf %a3752, %a3753 : f32
    %b3756 = arith.mulf %b3755, %b3755 : f32
    linalg.yield %b3756 : f32
  } -> tensor<10x736x7x7xf32>
  %e3758 = tensor.empty() : tensor<736xf32>
  %f3759 = linalg.fill ins(%c0 : f32) outs(%e3758 : tensor<736xf32>) -> tensor<736xf32>
  %g3763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3757 : tensor<10x736x7x7xf32>) outs(%f3759 : tensor<736xf32>) {
  ^bb0(%a3760: f32, %o3761: f32):
    %b3762 = arith.addf %a3760, %o3761 : f32
    linalg.yield %b3762 : f32
  } -> tensor<736xf32>
  %e3764 = tensor.empty() : tensor<736xf32>
  %g3768 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3763 : tensor<736xf32>) outs(%e3764 : tensor<736xf32>) {
  ^bb0(%a3765: f32, %o3766: f32):
    %b3767 = arith.divf %a3765, %c8 : f32
    linalg.yield %b3767 : f32
  } -> tensor<736xf32>
  %e3772 = tensor.empty() : tensor<10x736x7x7xf32>
  %g3785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3738, %g3749, %g3768, %dense_blocks_3_layers_7_0_weight, %dense_blocks_3_layers_7_0_bias : tensor<10x736x7x7xf32>, tensor<736xf32>, tensor<736xf32>, tensor<736xf32>, tensor<736xf32>) outs(%e3772 : tensor<10x736x7x7xf32>) {
  ^bb0(%a3773: f32, %a3774: f32, %a3775: f32, %a3776: f32, %a3777: f32, %o3778: f32):
    %b3779 = arith.addf %a3775, %c2 : f32
    %b3780 = math.sqrt %b3779 : f32
    %b3781 = arith.subf %a3773, %a3774 : f32
    %b3782 = arith.divf %b3781, %b3780 : f32
    %b3783 = arith.mulf %b3782, %a3776 : f32
    %b3784 = arith.addf %b3783, %a3777 : f32
    linalg.yield %b3784 : f32
  } -> tensor<10x736x7x7xf32>
  %e3786 = tensor.empty() : tensor<10x736x7x7xf32>
  %g3790 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3785 : tensor<10x736x7x7xf32>) outs(%e3786 : tensor<10x736x7x7xf32>) {
  ^bb0(%a3787: f32, %o3788: f32):
    %b3789 = arith.maximumf %a3787, %c0 : f32
    linalg.yield %b3789 : f32
  } -> tensor<10x736x7x7xf32>
  %e3791 = tensor.empty() : tensor<10x736x9x9xf32>
  %f3792 = linalg.fill ins(%c0 : f32) outs(%e3791 : tensor<10x736x9x9xf32>) -> tensor<10x736x9x9xf32>
  %g3795 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3790 : tensor<10x736x7x7xf32>) outs(%f3792 : tensor<10x736x9x9xf32>) {
  ^bb0(%a3793: f32, %o3794: f32):
    linalg.yield %a3793 : f32
  } -> tensor<10x736x9x9xf32>
  %e3796 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3797 = linalg.fill ins(%c0 : f32) outs(%e3796 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3798 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3795, %dense_blocks_3_layers_7_2_weight : tensor<10x736x9x9xf32>, tensor<32x736x3x3xf32>) outs(%f3797 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3799 = tensor.empty() : tensor<10x768x7x7xf32>
  %cat3800 = tensor.insert_slice %g3276 into %e3799[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x768x7x7xf32>
  %cat3801 = tensor.insert_slice %conv3336 into %cat3800[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x768x7x7xf32>
  %cat3802 = tensor.insert_slice %conv3399 into %cat3801[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x768x7x7xf32>
  %cat3803 = tensor.insert_slice %conv3463 into %cat3802[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x768x7x7xf32>
  %cat3804 = tensor.insert_slice %conv3528 into %cat3803[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x768x7x7xf32>
  %cat3805 = tensor.insert_slice %conv3594 into %cat3804[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x768x7x7xf32>
  %cat3806 = tensor.insert_slice %conv3661 into %cat3805[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x768x7x7xf32>
  %cat3807 = tensor.insert_slice %conv3729 into %cat3806[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x768x7x7xf32>
  %cat3808 = tensor.insert_slice %conv3798 into %cat3807[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x768x7x7xf32>
  %e3809 = tensor.empty() : tensor<768xf32>
  %f3810 = linalg.fill ins(%c0 : f32) outs(%e3809 : tensor<768xf32>) -> tensor<768xf32>
  %g3814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3808 : tensor<10x768x7x7xf32>) outs(%f3810 : tensor<768xf32>) {
  ^bb0(%a3811: f32, %o3812: f32):
    %b3813 = arith.addf %a3811, %o3812 : f32
    linalg.yield %b3813 : f32
  } -> tensor<768xf32>
  %e3815 = tensor.empty() : tensor<768xf32>
  %g3819 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3814 : tensor<768xf32>) outs(%e3815 : tensor<768xf32>) {
  ^bb0(%a3816: f32, %o3817: f32):
    %b3818 = arith.divf %a3816, %c8 : f32
    linalg.yield %b3818 : f32
  } -> tensor<768xf32>
  %e3821 = tensor.empty() : tensor<10x768x7x7xf32>
  %g3827 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3808, %g3819 : tensor<10x768x7x7xf32>, tensor<768xf32>) outs(%e3821 : tensor<10x768x7x7xf32>) {
  ^bb0(%a3822: f32, %a3823: f32, %o3824: f32):
    %b3825 = arith.subf %a3822, %a3823 : f32
    %b3826 = arith.mulf %b3825, %b3825 : f32
    linalg.yield %b3826 : f32
  } -> tensor<10x768x7x7xf32>
  %e3828 = tensor.empty() : tensor<768xf32>
  %f3829 = linalg.fill ins(%c0 : f32) outs(%e3828 : tensor<768xf32>) -> tensor<768xf32>
  %g3833 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3827 : tensor<10x768x7x7xf32>) outs(%f3829 : tensor<768xf32>) {
  ^bb0(%a3830: f32, %o3831: f32):
    %b3832 = arith.addf %a3830, %o3831 : f32
    linalg.yield %b3832 : f32
  } -> tensor<768xf32>
  %e3834 = tensor.empty() : tensor<768xf32>
  %g3838 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3833 : tensor<768xf32>) outs(%e3834 : tensor<768xf32>) {
  ^bb0(%a3835: f32, %o3836: f32):
    %b3837 = arith.divf %a3835, %c8 : f32
    linalg.yield %b3837 : f32
  } -> tensor<768xf32>
  %e3842 = tensor.empty() : tensor<10x768x7x7xf32>
  %g3855 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3808, %g3819, %g3838, %dense_blocks_3_layers_8_0_weight, %dense_blocks_3_layers_8_0_bias : tensor<10x768x7x7xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e3842 : tensor<10x768x7x7xf32>) {
  ^bb0(%a3843: f32, %a3844: f32, %a3845: f32, %a3846: f32, %a3847: f32, %o3848: f32):
    %b3849 = arith.addf %a3845, %c2 : f32
    %b3850 = math.sqrt %b3849 : f32
    %b3851 = arith.subf %a3843, %a3844 : f32
    %b3852 = arith.divf %b3851, %b3850 : f32
    %b3853 = arith.mulf %b3852, %a3846 : f32
    %b3854 = arith.addf %b3853, %a3847 : f32
    linalg.yield %b3854 : f32
  } -> tensor<10x768x7x7xf32>
  %e3856 = tensor.empty() : tensor<10x768x7x7xf32>
  %g3860 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3855 : tensor<10x768x7x7xf32>) outs(%e3856 : tensor<10x768x7x7xf32>) {
  ^bb0(%a3857: f32, %o3858: f32):
    %b3859 = arith.maximumf %a3857, %c0 : f32
    linalg.yield %b3859 : f32
  } -> tensor<10x768x7x7xf32>
  %e3861 = tensor.empty() : tensor<10x768x9x9xf32>
  %f3862 = linalg.fill ins(%c0 : f32) outs(%e3861 : tensor<10x768x9x9xf32>) -> tensor<10x768x9x9xf32>
  %g3865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3860 : tensor<10x768x7x7xf32>) outs(%f3862 : tensor<10x768x9x9xf32>) {
  ^bb0(%a3863: f32, %o3864: f32):
    linalg.yield %a3863 : f32
  } -> tensor<10x768x9x9xf32>
  %e3866 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3867 = linalg.fill ins(%c0 : f32) outs(%e3866 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3868 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3865, %dense_blocks_3_layers_8_2_weight : tensor<10x768x9x9xf32>, tensor<32x768x3x3xf32>) outs(%f3867 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3869 = tensor.empty() : tensor<10x800x7x7xf32>
  %cat3870 = tensor.insert_slice %g3276 into %e3869[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3871 = tensor.insert_slice %conv3336 into %cat3870[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3872 = tensor.insert_slice %conv3399 into %cat3871[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3873 = tensor.insert_slice %conv3463 into %cat3872[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3874 = tensor.insert_slice %conv3528 into %cat3873[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3875 = tensor.insert_slice %conv3594 into %cat3874[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3876 = tensor.insert_slice %conv3661 into %cat3875[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3877 = tensor.insert_slice %conv3729 into %cat3876[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3878 = tensor.insert_slice %conv3798 into %cat3877[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %cat3879 = tensor.insert_slice %conv3868 into %cat3878[0, 768, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x800x7x7xf32>
  %e3880 = tensor.empty() : tensor<800xf32>
  %f3881 = linalg.fill ins(%c0 : f32) outs(%e3880 : tensor<800xf32>) -> tensor<800xf32>
  %g3885 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3879 : tensor<10x800x7x7xf32>) outs(%f3881 : tensor<800xf32>) {
  ^bb0(%a3882: f32, %o3883: f32):
    %b3884 = arith.addf %a3882, %o3883 : f32
    linalg.yield %b3884 : f32
  } -> tensor<800xf32>
  %e3886 = tensor.empty() : tensor<800xf32>
  %g3890 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3885 : tensor<800xf32>) outs(%e3886 : tensor<800xf32>) {
  ^bb0(%a3887: f32, %o3888: f32):
    %b3889 = arith.divf %a3887, %c8 : f32
    linalg.yield %b3889 : f32
  } -> tensor<800xf32>
  %e3892 = tensor.empty() : tensor<10x800x7x7xf32>
  %g3898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3879, %g3890 : tensor<10x800x7x7xf32>, tensor<800xf32>) outs(%e3892 : tensor<10x800x7x7xf32>) {
  ^bb0(%a3893: f32, %a3894: f32, %o3895: f32):
    %b3896 = arith.subf %a3893, %a3894 : f32
    %b3897 = arith.mulf %b3896, %b3896 : f32
    linalg.yield %b3897 : f32
  } -> tensor<10x800x7x7xf32>
  %e3899 = tensor.empty() : tensor<800xf32>
  %f3900 = linalg.fill ins(%c0 : f32) outs(%e3899 : tensor<800xf32>) -> tensor<800xf32>
  %g3904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3898 : tensor<10x800x7x7xf32>) outs(%f3900 : tensor<800xf32>) {
  ^bb0(%a3901: f32, %o3902: f32):
    %b3903 = arith.addf %a3901, %o3902 : f32
    linalg.yield %b3903 : f32
  } -> tensor<800xf32>
  %e3905 = tensor.empty() : tensor<800xf32>
  %g3909 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3904 : tensor<800xf32>) outs(%e3905 : tensor<800xf32>) {
  ^bb0(%a3906: f32, %o3907: f32):
    %b3908 = arith.divf %a3906, %c8 : f32
    linalg.yield %b3908 : f32
  } -> tensor<800xf32>
  %e3913 = tensor.empty() : tensor<10x800x7x7xf32>
  %g3926 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3879, %g3890, %g3909, %dense_blocks_3_layers_9_0_weight, %dense_blocks_3_layers_9_0_bias : tensor<10x800x7x7xf32>, tensor<800xf32>, tensor<800xf32>, tensor<800xf32>, tensor<800xf32>) outs(%e3913 : tensor<10x800x7x7xf32>) {
  ^bb0(%a3914: f32, %a3915: f32, %a3916: f32, %a3917: f32, %a3918: f32, %o3919: f32):
    %b3920 = arith.addf %a3916, %c2 : f32
    %b3921 = math.sqrt %b3920 : f32
    %b3922 = arith.subf %a3914, %a3915 : f32
    %b3923 = arith.divf %b3922, %b3921 : f32
    %b3924 = arith.mulf %b3923, %a3917 : f32
    %b3925 = arith.addf %b3924, %a3918 : f32
    linalg.yield %b3925 : f32
  } -> tensor<10x800x7x7xf32>
  %e3927 = tensor.empty() : tensor<10x800x7x7xf32>
  %g3931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3926 : tensor<10x800x7x7xf32>) outs(%e3927 : tensor<10x800x7x7xf32>) {
  ^bb0(%a3928: f32, %o3929: f32):
    %b3930 = arith.maximumf %a3928, %c0 : f32
    linalg.yield %b3930 : f32
  } -> tensor<10x800x7x7xf32>
  %e3932 = tensor.empty() : tensor<10x800x9x9xf32>
  %f3933 = linalg.fill ins(%c0 : f32) outs(%e3932 : tensor<10x800x9x9xf32>) -> tensor<10x800x9x9xf32>
  %g3936 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3931 : tensor<10x800x7x7xf32>) outs(%f3933 : tensor<10x800x9x9xf32>) {
  ^bb0(%a3934: f32, %o3935: f32):
    linalg.yield %a3934 : f32
  } -> tensor<10x800x9x9xf32>
  %e3937 = tensor.empty() : tensor<10x32x7x7xf32>
  %f3938 = linalg.fill ins(%c0 : f32) outs(%e3937 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv3939 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3936, %dense_blocks_3_layers_9_2_weight : tensor<10x800x9x9xf32>, tensor<32x800x3x3xf32>) outs(%f3938 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e3940 = tensor.empty() : tensor<10x832x7x7xf32>
  %cat3941 = tensor.insert_slice %g3276 into %e3940[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3942 = tensor.insert_slice %conv3336 into %cat3941[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3943 = tensor.insert_slice %conv3399 into %cat3942[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3944 = tensor.insert_slice %conv3463 into %cat3943[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3945 = tensor.insert_slice %conv3528 into %cat3944[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3946 = tensor.insert_slice %conv3594 into %cat3945[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3947 = tensor.insert_slice %conv3661 into %cat3946[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3948 = tensor.insert_slice %conv3729 into %cat3947[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3949 = tensor.insert_slice %conv3798 into %cat3948[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3950 = tensor.insert_slice %conv3868 into %cat3949[0, 768, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %cat3951 = tensor.insert_slice %conv3939 into %cat3950[0, 800, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x832x7x7xf32>
  %e3952 = tensor.empty() : tensor<832xf32>
  %f3953 = linalg.fill ins(%c0 : f32) outs(%e3952 : tensor<832xf32>) -> tensor<832xf32>
  %g3957 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3951 : tensor<10x832x7x7xf32>) outs(%f3953 : tensor<832xf32>) {
  ^bb0(%a3954: f32, %o3955: f32):
    %b3956 = arith.addf %a3954, %o3955 : f32
    linalg.yield %b3956 : f32
  } -> tensor<832xf32>
  %e3958 = tensor.empty() : tensor<832xf32>
  %g3962 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3957 : tensor<832xf32>) outs(%e3958 : tensor<832xf32>) {
  ^bb0(%a3959: f32, %o3960: f32):
    %b3961 = arith.divf %a3959, %c8 : f32
    linalg.yield %b3961 : f32
  } -> tensor<832xf32>
  %e3964 = tensor.empty() : tensor<10x832x7x7xf32>
  %g3970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3951, %g3962 : tensor<10x832x7x7xf32>, tensor<832xf32>) outs(%e3964 : tensor<10x832x7x7xf32>) {
  ^bb0(%a3965: f32, %a3966: f32, %o3967: f32):
    %b3968 = arith.subf %a3965, %a3966 : f32
    %b3969 = arith.mulf %b3968, %b3968 : f32
    linalg.yield %b3969 : f32
  } -> tensor<10x832x7x7xf32>
  %e3971 = tensor.empty() : tensor<832xf32>
  %f3972 = linalg.fill ins(%c0 : f32) outs(%e3971 : tensor<832xf32>) -> tensor<832xf32>
  %g3976 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3970 : tensor<10x832x7x7xf32>) outs(%f3972 : tensor<832xf32>) {
  ^bb0(%a3973: f32, %o3974: f32):
    %b3975 = arith.addf %a3973, %o3974 : f32
    linalg.yield %b3975 : f32
  } -> tensor<832xf32>
  %e3977 = tensor.empty() : tensor<832xf32>
  %g3981 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3976 : tensor<832xf32>) outs(%e3977 : tensor<832xf32>) {
  ^bb0(%a3978: f32, %o3979: f32):
    %b3980 = arith.divf %a3978, %c8 : f32
    linalg.yield %b3980 : f32
  } -> tensor<832xf32>
  %e3985 = tensor.empty() : tensor<10x832x7x7xf32>
  %g3998 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3951, %g3962, %g3981, %dense_blocks_3_layers_10_0_weight, %dense_blocks_3_layers_10_0_bias : tensor<10x832x7x7xf32>, tensor<832xf32>, tensor<832xf32>, tensor<832xf32>, tensor<832xf32>) outs(%e3985 : tensor<10x832x7x7xf32>) {
  ^bb0(%a3986: f32, %a3987: f32, %a3988: f32, %a3989: f32, %a3990: f32, %o3991: f32):
    %b3992 = arith.addf %a3988, %c2 : f32
    %b3993 = math.sqrt %b3992 : f32
    %b3994 = arith.subf %a3986, %a3987 : f32
    %b3995 = arith.divf %b3994, %b3993 : f32
    %b3996 = arith.mulf %b3995, %a3989 : f32
    %b3997 = arith.addf %b3996, %a3990 : f32
    linalg.yield %b3997 : f32
  } -> tensor<10x832x7x7xf32>
  %e3999 = tensor.empty() : tensor<10x832x7x7xf32>
  %g4003 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3998 : tensor<10x832x7x7xf32>) outs(%e3999 : tensor<10x832x7x7xf32>) {
  ^bb0(%a4000: f32, %o4001: f32):
    %b4002 = arith.maximumf %a4000, %c0 : f32
    linalg.yield %b4002 : f32
  } -> tensor<10x832x7x7xf32>
  %e4004 = tensor.empty() : tensor<10x832x9x9xf32>
  %f4005 = linalg.fill ins(%c0 : f32) outs(%e4004 : tensor<10x832x9x9xf32>) -> tensor<10x832x9x9xf32>
  %g4008 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4003 : tensor<10x832x7x7xf32>) outs(%f4005 : tensor<10x832x9x9xf32>) {
  ^bb0(%a4006: f32, %o4007: f32):
    linalg.yield %a4006 : f32
  } -> tensor<10x832x9x9xf32>
  %e4009 = tensor.empty() : tensor<10x32x7x7xf32>
  %f4010 = linalg.fill ins(%c0 : f32) outs(%e4009 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv4011 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4008, %dense_blocks_3_layers_10_2_weight : tensor<10x832x9x9xf32>, tensor<32x832x3x3xf32>) outs(%f4010 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e4012 = tensor.empty() : tensor<10x864x7x7xf32>
  %cat4013 = tensor.insert_slice %g3276 into %e4012[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4014 = tensor.insert_slice %conv3336 into %cat4013[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4015 = tensor.insert_slice %conv3399 into %cat4014[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4016 = tensor.insert_slice %conv3463 into %cat4015[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4017 = tensor.insert_slice %conv3528 into %cat4016[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4018 = tensor.insert_slice %conv3594 into %cat4017[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4019 = tensor.insert_slice %conv3661 into %cat4018[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4020 = tensor.insert_slice %conv3729 into %cat4019[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4021 = tensor.insert_slice %conv3798 into %cat4020[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4022 = tensor.insert_slice %conv3868 into %cat4021[0, 768, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4023 = tensor.insert_slice %conv3939 into %cat4022[0, 800, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %cat4024 = tensor.insert_slice %conv4011 into %cat4023[0, 832, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x864x7x7xf32>
  %e4025 = tensor.empty() : tensor<864xf32>
  %f4026 = linalg.fill ins(%c0 : f32) outs(%e4025 : tensor<864xf32>) -> tensor<864xf32>
  %g4030 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4024 : tensor<10x864x7x7xf32>) outs(%f4026 : tensor<864xf32>) {
  ^bb0(%a4027: f32, %o4028: f32):
    %b4029 = arith.addf %a4027, %o4028 : f32
    linalg.yield %b4029 : f32
  } -> tensor<864xf32>
  %e4031 = tensor.empty() : tensor<864xf32>
  %g4035 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4030 : tensor<864xf32>) outs(%e4031 : tensor<864xf32>) {
  ^bb0(%a4032: f32, %o4033: f32):
    %b4034 = arith.divf %a4032, %c8 : f32
    linalg.yield %b4034 : f32
  } -> tensor<864xf32>
  %e4037 = tensor.empty() : tensor<10x864x7x7xf32>
  %g4043 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4024, %g4035 : tensor<10x864x7x7xf32>, tensor<864xf32>) outs(%e4037 : tensor<10x864x7x7xf32>) {
  ^bb0(%a4038: f32, %a4039: f32, %o4040: f32):
    %b4041 = arith.subf %a4038, %a4039 : f32
    %b4042 = arith.mulf %b4041, %b4041 : f32
    linalg.yield %b4042 : f32
  } -> tensor<10x864x7x7xf32>
  %e4044 = tensor.empty() : tensor<864xf32>
  %f4045 = linalg.fill ins(%c0 : f32) outs(%e4044 : tensor<864xf32>) -> tensor<864xf32>
  %g4049 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4043 : tensor<10x864x7x7xf32>) outs(%f4045 : tensor<864xf32>) {
  ^bb0(%a4046: f32, %o4047: f32):
    %b4048 = arith.addf %a4046, %o4047 : f32
    linalg.yield %b4048 : f32
  } -> tensor<864xf32>
  %e4050 = tensor.empty() : tensor<864xf32>
  %g4054 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4049 : tensor<864xf32>) outs(%e4050 : tensor<864xf32>) {
  ^bb0(%a4051: f32, %o4052: f32):
    %b4053 = arith.divf %a4051, %c8 : f32
    linalg.yield %b4053 : f32
  } -> tensor<864xf32>
  %e4058 = tensor.empty() : tensor<10x864x7x7xf32>
  %g4071 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4024, %g4035, %g4054, %dense_blocks_3_layers_11_0_weight, %dense_blocks_3_layers_11_0_bias : tensor<10x864x7x7xf32>, tensor<864xf32>, tensor<864xf32>, tensor<864xf32>, tensor<864xf32>) outs(%e4058 : tensor<10x864x7x7xf32>) {
  ^bb0(%a4059: f32, %a4060: f32, %a4061: f32, %a4062: f32, %a4063: f32, %o4064: f32):
    %b4065 = arith.addf %a4061, %c2 : f32
    %b4066 = math.sqrt %b4065 : f32
    %b4067 = arith.subf %a4059, %a4060 : f32
    %b4068 = arith.divf %b4067, %b4066 : f32
    %b4069 = arith.mulf %b4068, %a4062 : f32
    %b4070 = arith.addf %b4069, %a4063 : f32
    linalg.yield %b4070 : f32
  } -> tensor<10x864x7x7xf32>
  %e4072 = tensor.empty() : tensor<10x864x7x7xf32>
  %g4076 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4071 : tensor<10x864x7x7xf32>) outs(%e4072 : tensor<10x864x7x7xf32>) {
  ^bb0(%a4073: f32, %o4074: f32):
    %b4075 = arith.maximumf %a4073, %c0 : f32
    linalg.yield %b4075 : f32
  } -> tensor<10x864x7x7xf32>
  %e4077 = tensor.empty() : tensor<10x864x9x9xf32>
  %f4078 = linalg.fill ins(%c0 : f32) outs(%e4077 : tensor<10x864x9x9xf32>) -> tensor<10x864x9x9xf32>
  %g4081 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4076 : tensor<10x864x7x7xf32>) outs(%f4078 : tensor<10x864x9x9xf32>) {
  ^bb0(%a4079: f32, %o4080: f32):
    linalg.yield %a4079 : f32
  } -> tensor<10x864x9x9xf32>
  %e4082 = tensor.empty() : tensor<10x32x7x7xf32>
  %f4083 = linalg.fill ins(%c0 : f32) outs(%e4082 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv4084 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4081, %dense_blocks_3_layers_11_2_weight : tensor<10x864x9x9xf32>, tensor<32x864x3x3xf32>) outs(%f4083 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e4085 = tensor.empty() : tensor<10x896x7x7xf32>
  %cat4086 = tensor.insert_slice %g3276 into %e4085[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4087 = tensor.insert_slice %conv3336 into %cat4086[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4088 = tensor.insert_slice %conv3399 into %cat4087[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4089 = tensor.insert_slice %conv3463 into %cat4088[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4090 = tensor.insert_slice %conv3528 into %cat4089[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4091 = tensor.insert_slice %conv3594 into %cat4090[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4092 = tensor.insert_slice %conv3661 into %cat4091[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4093 = tensor.insert_slice %conv3729 into %cat4092[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4094 = tensor.insert_slice %conv3798 into %cat4093[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4095 = tensor.insert_slice %conv3868 into %cat4094[0, 768, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4096 = tensor.insert_slice %conv3939 into %cat4095[0, 800, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4097 = tensor.insert_slice %conv4011 into %cat4096[0, 832, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %cat4098 = tensor.insert_slice %conv4084 into %cat4097[0, 864, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x896x7x7xf32>
  %e4099 = tensor.empty() : tensor<896xf32>
  %f4100 = linalg.fill ins(%c0 : f32) outs(%e4099 : tensor<896xf32>) -> tensor<896xf32>
  %g4104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4098 : tensor<10x896x7x7xf32>) outs(%f4100 : tensor<896xf32>) {
  ^bb0(%a4101: f32, %o4102: f32):
    %b4103 = arith.addf %a4101, %o4102 : f32
    linalg.yield %b4103 : f32
  } -> tensor<896xf32>
  %e4105 = tensor.empty() : tensor<896xf32>
  %g4109 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4104 : tensor<896xf32>) outs(%e4105 : tensor<896xf32>) {
  ^bb0(%a4106: f32, %o4107: f32):
    %b4108 = arith.divf %a4106, %c8 : f32
    linalg.yield %b4108 : f32
  } -> tensor<896xf32>
  %e4111 = tensor.empty() : tensor<10x896x7x7xf32>
  %g4117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4098, %g4109 : tensor<10x896x7x7xf32>, tensor<896xf32>) outs(%e4111 : tensor<10x896x7x7xf32>) {
  ^bb0(%a4112: f32, %a4113: f32, %o4114: f32):
    %b4115 = arith.subf %a4112, %a4113 : f32
    %b4116 = arith.mulf %b4115, %b4115 : f32
    linalg.yield %b4116 : f32
  } -> tensor<10x896x7x7xf32>
  %e4118 = tensor.empty() : tensor<896xf32>
  %f4119 = linalg.fill ins(%c0 : f32) outs(%e4118 : tensor<896xf32>) -> tensor<896xf32>
  %g4123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4117 : tensor<10x896x7x7xf32>) outs(%f4119 : tensor<896xf32>) {
  ^bb0(%a4120: f32, %o4121: f32):
    %b4122 = arith.addf %a4120, %o4121 : f32
    linalg.yield %b4122 : f32
  } -> tensor<896xf32>
  %e4124 = tensor.empty() : tensor<896xf32>
  %g4128 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4123 : tensor<896xf32>) outs(%e4124 : tensor<896xf32>) {
  ^bb0(%a4125: f32, %o4126: f32):
    %b4127 = arith.divf %a4125, %c8 : f32
    linalg.yield %b4127 : f32
  } -> tensor<896xf32>
  %e4132 = tensor.empty() : tensor<10x896x7x7xf32>
  %g4145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4098, %g4109, %g4128, %dense_blocks_3_layers_12_0_weight, %dense_blocks_3_layers_12_0_bias : tensor<10x896x7x7xf32>, tensor<896xf32>, tensor<896xf32>, tensor<896xf32>, tensor<896xf32>) outs(%e4132 : tensor<10x896x7x7xf32>) {
  ^bb0(%a4133: f32, %a4134: f32, %a4135: f32, %a4136: f32, %a4137: f32, %o4138: f32):
    %b4139 = arith.addf %a4135, %c2 : f32
    %b4140 = math.sqrt %b4139 : f32
    %b4141 = arith.subf %a4133, %a4134 : f32
    %b4142 = arith.divf %b4141, %b4140 : f32
    %b4143 = arith.mulf %b4142, %a4136 : f32
    %b4144 = arith.addf %b4143, %a4137 : f32
    linalg.yield %b4144 : f32
  } -> tensor<10x896x7x7xf32>
  %e4146 = tensor.empty() : tensor<10x896x7x7xf32>
  %g4150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4145 : tensor<10x896x7x7xf32>) outs(%e4146 : tensor<10x896x7x7xf32>) {
  ^bb0(%a4147: f32, %o4148: f32):
    %b4149 = arith.maximumf %a4147, %c0 : f32
    linalg.yield %b4149 : f32
  } -> tensor<10x896x7x7xf32>
  %e4151 = tensor.empty() : tensor<10x896x9x9xf32>
  %f4152 = linalg.fill ins(%c0 : f32) outs(%e4151 : tensor<10x896x9x9xf32>) -> tensor<10x896x9x9xf32>
  %g4155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4150 : tensor<10x896x7x7xf32>) outs(%f4152 : tensor<10x896x9x9xf32>) {
  ^bb0(%a4153: f32, %o4154: f32):
    linalg.yield %a4153 : f32
  } -> tensor<10x896x9x9xf32>
  %e4156 = tensor.empty() : tensor<10x32x7x7xf32>
  %f4157 = linalg.fill ins(%c0 : f32) outs(%e4156 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv4158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4155, %dense_blocks_3_layers_12_2_weight : tensor<10x896x9x9xf32>, tensor<32x896x3x3xf32>) outs(%f4157 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e4159 = tensor.empty() : tensor<10x928x7x7xf32>
  %cat4160 = tensor.insert_slice %g3276 into %e4159[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4161 = tensor.insert_slice %conv3336 into %cat4160[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4162 = tensor.insert_slice %conv3399 into %cat4161[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4163 = tensor.insert_slice %conv3463 into %cat4162[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4164 = tensor.insert_slice %conv3528 into %cat4163[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4165 = tensor.insert_slice %conv3594 into %cat4164[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4166 = tensor.insert_slice %conv3661 into %cat4165[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4167 = tensor.insert_slice %conv3729 into %cat4166[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4168 = tensor.insert_slice %conv3798 into %cat4167[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4169 = tensor.insert_slice %conv3868 into %cat4168[0, 768, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4170 = tensor.insert_slice %conv3939 into %cat4169[0, 800, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4171 = tensor.insert_slice %conv4011 into %cat4170[0, 832, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4172 = tensor.insert_slice %conv4084 into %cat4171[0, 864, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %cat4173 = tensor.insert_slice %conv4158 into %cat4172[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %e4174 = tensor.empty() : tensor<928xf32>
  %f4175 = linalg.fill ins(%c0 : f32) outs(%e4174 : tensor<928xf32>) -> tensor<928xf32>
  %g4179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4173 : tensor<10x928x7x7xf32>) outs(%f4175 : tensor<928xf32>) {
  ^bb0(%a4176: f32, %o4177: f32):
    %b4178 = arith.addf %a4176, %o4177 : f32
    linalg.yield %b4178 : f32
  } -> tensor<928xf32>
  %e4180 = tensor.empty() : tensor<928xf32>
  %g4184 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4179 : tensor<928xf32>) outs(%e4180 : tensor<928xf32>) {
  ^bb0(%a4181: f32, %o4182: f32):
    %b4183 = arith.divf %a4181, %c8 : f32
    linalg.yield %b4183 : f32
  } -> tensor<928xf32>
  %e4186 = tensor.empty() : tensor<10x928x7x7xf32>
  %g4192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4173, %g4184 : tensor<10x928x7x7xf32>, tensor<928xf32>) outs(%e4186 : tensor<10x928x7x7xf32>) {
  ^bb0(%a4187: f32, %a4188: f32, %o4189: f32):
    %b4190 = arith.subf %a4187, %a4188 : f32
    %b4191 = arith.mulf %b4190, %b4190 : f32
    linalg.yield %b4191 : f32
  } -> tensor<10x928x7x7xf32>
  %e4193 = tensor.empty() : tensor<928xf32>
  %f4194 = linalg.fill ins(%c0 : f32) outs(%e4193 : tensor<928xf32>) -> tensor<928xf32>
  %g4198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4192 : tensor<10x928x7x7xf32>) outs(%f4194 : tensor<928xf32>) {
  ^bb0(%a4195: f32, %o4196: f32):
    %b4197 = arith.addf %a4195, %o4196 : f32
    linalg.yield %b4197 : f32
  } -> tensor<928xf32>
  %e4199 = tensor.empty() : tensor<928xf32>
  %g4203 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4198 : tensor<928xf32>) outs(%e4199 : tensor<928xf32>) {
  ^bb0(%a4200: f32, %o4201: f32):
    %b4202 = arith.divf %a4200, %c8 : f32
    linalg.yield %b4202 : f32
  } -> tensor<928xf32>
  %e4207 = tensor.empty() : tensor<10x928x7x7xf32>
  %g4220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4173, %g4184, %g4203, %dense_blocks_3_layers_13_0_weight, %dense_blocks_3_layers_13_0_bias : tensor<10x928x7x7xf32>, tensor<928xf32>, tensor<928xf32>, tensor<928xf32>, tensor<928xf32>) outs(%e4207 : tensor<10x928x7x7xf32>) {
  ^bb0(%a4208: f32, %a4209: f32, %a4210: f32, %a4211: f32, %a4212: f32, %o4213: f32):
    %b4214 = arith.addf %a4210, %c2 : f32
    %b4215 = math.sqrt %b4214 : f32
    %b4216 = arith.subf %a4208, %a4209 : f32
    %b4217 = arith.divf %b4216, %b4215 : f32
    %b4218 = arith.mulf %b4217, %a4211 : f32
    %b4219 = arith.addf %b4218, %a4212 : f32
    linalg.yield %b4219 : f32
  } -> tensor<10x928x7x7xf32>
  %e4221 = tensor.empty() : tensor<10x928x7x7xf32>
  %g4225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4220 : tensor<10x928x7x7xf32>) outs(%e4221 : tensor<10x928x7x7xf32>) {
  ^bb0(%a4222: f32, %o4223: f32):
    %b4224 = arith.maximumf %a4222, %c0 : f32
    linalg.yield %b4224 : f32
  } -> tensor<10x928x7x7xf32>
  %e4226 = tensor.empty() : tensor<10x928x9x9xf32>
  %f4227 = linalg.fill ins(%c0 : f32) outs(%e4226 : tensor<10x928x9x9xf32>) -> tensor<10x928x9x9xf32>
  %g4230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4225 : tensor<10x928x7x7xf32>) outs(%f4227 : tensor<10x928x9x9xf32>) {
  ^bb0(%a4228: f32, %o4229: f32):
    linalg.yield %a4228 : f32
  } -> tensor<10x928x9x9xf32>
  %e4231 = tensor.empty() : tensor<10x32x7x7xf32>
  %f4232 = linalg.fill ins(%c0 : f32) outs(%e4231 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv4233 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4230, %dense_blocks_3_layers_13_2_weight : tensor<10x928x9x9xf32>, tensor<32x928x3x3xf32>) outs(%f4232 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e4234 = tensor.empty() : tensor<10x960x7x7xf32>
  %cat4235 = tensor.insert_slice %g3276 into %e4234[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4236 = tensor.insert_slice %conv3336 into %cat4235[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4237 = tensor.insert_slice %conv3399 into %cat4236[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4238 = tensor.insert_slice %conv3463 into %cat4237[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4239 = tensor.insert_slice %conv3528 into %cat4238[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4240 = tensor.insert_slice %conv3594 into %cat4239[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4241 = tensor.insert_slice %conv3661 into %cat4240[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4242 = tensor.insert_slice %conv3729 into %cat4241[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4243 = tensor.insert_slice %conv3798 into %cat4242[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4244 = tensor.insert_slice %conv3868 into %cat4243[0, 768, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4245 = tensor.insert_slice %conv3939 into %cat4244[0, 800, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4246 = tensor.insert_slice %conv4011 into %cat4245[0, 832, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4247 = tensor.insert_slice %conv4084 into %cat4246[0, 864, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4248 = tensor.insert_slice %conv4158 into %cat4247[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat4249 = tensor.insert_slice %conv4233 into %cat4248[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %e4250 = tensor.empty() : tensor<960xf32>
  %f4251 = linalg.fill ins(%c0 : f32) outs(%e4250 : tensor<960xf32>) -> tensor<960xf32>
  %g4255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4249 : tensor<10x960x7x7xf32>) outs(%f4251 : tensor<960xf32>) {
  ^bb0(%a4252: f32, %o4253: f32):
    %b4254 = arith.addf %a4252, %o4253 : f32
    linalg.yield %b4254 : f32
  } -> tensor<960xf32>
  %e4256 = tensor.empty() : tensor<960xf32>
  %g4260 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4255 : tensor<960xf32>) outs(%e4256 : tensor<960xf32>) {
  ^bb0(%a4257: f32, %o4258: f32):
    %b4259 = arith.divf %a4257, %c8 : f32
    linalg.yield %b4259 : f32
  } -> tensor<960xf32>
  %e4262 = tensor.empty() : tensor<10x960x7x7xf32>
  %g4268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4249, %g4260 : tensor<10x960x7x7xf32>, tensor<960xf32>) outs(%e4262 : tensor<10x960x7x7xf32>) {
  ^bb0(%a4263: f32, %a4264: f32, %o4265: f32):
    %b4266 = arith.subf %a4263, %a4264 : f32
    %b4267 = arith.mulf %b4266, %b4266 : f32
    linalg.yield %b4267 : f32
  } -> tensor<10x960x7x7xf32>
  %e4269 = tensor.empty() : tensor<960xf32>
  %f4270 = linalg.fill ins(%c0 : f32) outs(%e4269 : tensor<960xf32>) -> tensor<960xf32>
  %g4274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4268 : tensor<10x960x7x7xf32>) outs(%f4270 : tensor<960xf32>) {
  ^bb0(%a4271: f32, %o4272: f32):
    %b4273 = arith.addf %a4271, %o4272 : f32
    linalg.yield %b4273 : f32
  } -> tensor<960xf32>
  %e4275 = tensor.empty() : tensor<960xf32>
  %g4279 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4274 : tensor<960xf32>) outs(%e4275 : tensor<960xf32>) {
  ^bb0(%a4276: f32, %o4277: f32):
    %b4278 = arith.divf %a4276, %c8 : f32
    linalg.yield %b4278 : f32
  } -> tensor<960xf32>
  %e4283 = tensor.empty() : tensor<10x960x7x7xf32>
  %g4296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4249, %g4260, %g4279, %dense_blocks_3_layers_14_0_weight, %dense_blocks_3_layers_14_0_bias : tensor<10x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e4283 : tensor<10x960x7x7xf32>) {
  ^bb0(%a4284: f32, %a4285: f32, %a4286: f32, %a4287: f32, %a4288: f32, %o4289: f32):
    %b4290 = arith.addf %a4286, %c2 : f32
    %b4291 = math.sqrt %b4290 : f32
    %b4292 = arith.subf %a4284, %a4285 : f32
    %b4293 = arith.divf %b4292, %b4291 : f32
    %b4294 = arith.mulf %b4293, %a4287 : f32
    %b4295 = arith.addf %b4294, %a4288 : f32
    linalg.yield %b4295 : f32
  } -> tensor<10x960x7x7xf32>
  %e4297 = tensor.empty() : tensor<10x960x7x7xf32>
  %g4301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4296 : tensor<10x960x7x7xf32>) outs(%e4297 : tensor<10x960x7x7xf32>) {
  ^bb0(%a4298: f32, %o4299: f32):
    %b4300 = arith.maximumf %a4298, %c0 : f32
    linalg.yield %b4300 : f32
  } -> tensor<10x960x7x7xf32>
  %e4302 = tensor.empty() : tensor<10x960x9x9xf32>
  %f4303 = linalg.fill ins(%c0 : f32) outs(%e4302 : tensor<10x960x9x9xf32>) -> tensor<10x960x9x9xf32>
  %g4306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4301 : tensor<10x960x7x7xf32>) outs(%f4303 : tensor<10x960x9x9xf32>) {
  ^bb0(%a4304: f32, %o4305: f32):
    linalg.yield %a4304 : f32
  } -> tensor<10x960x9x9xf32>
  %e4307 = tensor.empty() : tensor<10x32x7x7xf32>
  %f4308 = linalg.fill ins(%c0 : f32) outs(%e4307 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv4309 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4306, %dense_blocks_3_layers_14_2_weight : tensor<10x960x9x9xf32>, tensor<32x960x3x3xf32>) outs(%f4308 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e4310 = tensor.empty() : tensor<10x992x7x7xf32>
  %cat4311 = tensor.insert_slice %g3276 into %e4310[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4312 = tensor.insert_slice %conv3336 into %cat4311[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4313 = tensor.insert_slice %conv3399 into %cat4312[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4314 = tensor.insert_slice %conv3463 into %cat4313[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4315 = tensor.insert_slice %conv3528 into %cat4314[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4316 = tensor.insert_slice %conv3594 into %cat4315[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4317 = tensor.insert_slice %conv3661 into %cat4316[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4318 = tensor.insert_slice %conv3729 into %cat4317[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4319 = tensor.insert_slice %conv3798 into %cat4318[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4320 = tensor.insert_slice %conv3868 into %cat4319[0, 768, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4321 = tensor.insert_slice %conv3939 into %cat4320[0, 800, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4322 = tensor.insert_slice %conv4011 into %cat4321[0, 832, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4323 = tensor.insert_slice %conv4084 into %cat4322[0, 864, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4324 = tensor.insert_slice %conv4158 into %cat4323[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4325 = tensor.insert_slice %conv4233 into %cat4324[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat4326 = tensor.insert_slice %conv4309 into %cat4325[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %e4327 = tensor.empty() : tensor<992xf32>
  %f4328 = linalg.fill ins(%c0 : f32) outs(%e4327 : tensor<992xf32>) -> tensor<992xf32>
  %g4332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4326 : tensor<10x992x7x7xf32>) outs(%f4328 : tensor<992xf32>) {
  ^bb0(%a4329: f32, %o4330: f32):
    %b4331 = arith.addf %a4329, %o4330 : f32
    linalg.yield %b4331 : f32
  } -> tensor<992xf32>
  %e4333 = tensor.empty() : tensor<992xf32>
  %g4337 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4332 : tensor<992xf32>) outs(%e4333 : tensor<992xf32>) {
  ^bb0(%a4334: f32, %o4335: f32):
    %b4336 = arith.divf %a4334, %c8 : f32
    linalg.yield %b4336 : f32
  } -> tensor<992xf32>
  %e4339 = tensor.empty() : tensor<10x992x7x7xf32>
  %g4345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4326, %g4337 : tensor<10x992x7x7xf32>, tensor<992xf32>) outs(%e4339 : tensor<10x992x7x7xf32>) {
  ^bb0(%a4340: f32, %a4341: f32, %o4342: f32):
    %b4343 = arith.subf %a4340, %a4341 : f32
    %b4344 = arith.mulf %b4343, %b4343 : f32
    linalg.yield %b4344 : f32
  } -> tensor<10x992x7x7xf32>
  %e4346 = tensor.empty() : tensor<992xf32>
  %f4347 = linalg.fill ins(%c0 : f32) outs(%e4346 : tensor<992xf32>) -> tensor<992xf32>
  %g4351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4345 : tensor<10x992x7x7xf32>) outs(%f4347 : tensor<992xf32>) {
  ^bb0(%a4348: f32, %o4349: f32):
    %b4350 = arith.addf %a4348, %o4349 : f32
    linalg.yield %b4350 : f32
  } -> tensor<992xf32>
  %e4352 = tensor.empty() : tensor<992xf32>
  %g4356 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4351 : tensor<992xf32>) outs(%e4352 : tensor<992xf32>) {
  ^bb0(%a4353: f32, %o4354: f32):
    %b4355 = arith.divf %a4353, %c8 : f32
    linalg.yield %b4355 : f32
  } -> tensor<992xf32>
  %e4360 = tensor.empty() : tensor<10x992x7x7xf32>
  %g4373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4326, %g4337, %g4356, %dense_blocks_3_layers_15_0_weight, %dense_blocks_3_layers_15_0_bias : tensor<10x992x7x7xf32>, tensor<992xf32>, tensor<992xf32>, tensor<992xf32>, tensor<992xf32>) outs(%e4360 : tensor<10x992x7x7xf32>) {
  ^bb0(%a4361: f32, %a4362: f32, %a4363: f32, %a4364: f32, %a4365: f32, %o4366: f32):
    %b4367 = arith.addf %a4363, %c2 : f32
    %b4368 = math.sqrt %b4367 : f32
    %b4369 = arith.subf %a4361, %a4362 : f32
    %b4370 = arith.divf %b4369, %b4368 : f32
    %b4371 = arith.mulf %b4370, %a4364 : f32
    %b4372 = arith.addf %b4371, %a4365 : f32
    linalg.yield %b4372 : f32
  } -> tensor<10x992x7x7xf32>
  %e4374 = tensor.empty() : tensor<10x992x7x7xf32>
  %g4378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4373 : tensor<10x992x7x7xf32>) outs(%e4374 : tensor<10x992x7x7xf32>) {
  ^bb0(%a4375: f32, %o4376: f32):
    %b4377 = arith.maximumf %a4375, %c0 : f32
    linalg.yield %b4377 : f32
  } -> tensor<10x992x7x7xf32>
  %e4379 = tensor.empty() : tensor<10x992x9x9xf32>
  %f4380 = linalg.fill ins(%c0 : f32) outs(%e4379 : tensor<10x992x9x9xf32>) -> tensor<10x992x9x9xf32>
  %g4383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4378 : tensor<10x992x7x7xf32>) outs(%f4380 : tensor<10x992x9x9xf32>) {
  ^bb0(%a4381: f32, %o4382: f32):
    linalg.yield %a4381 : f32
  } -> tensor<10x992x9x9xf32>
  %e4384 = tensor.empty() : tensor<10x32x7x7xf32>
  %f4385 = linalg.fill ins(%c0 : f32) outs(%e4384 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv4386 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4383, %dense_blocks_3_layers_15_2_weight : tensor<10x992x9x9xf32>, tensor<32x992x3x3xf32>) outs(%f4385 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e4387 = tensor.empty() : tensor<10x1024x7x7xf32>
  %cat4388 = tensor.insert_slice %g3276 into %e4387[0, 0, 0, 0] [10, 512, 7, 7] [1, 1, 1, 1] : tensor<10x512x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4389 = tensor.insert_slice %conv3336 into %cat4388[0, 512, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4390 = tensor.insert_slice %conv3399 into %cat4389[0, 544, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4391 = tensor.insert_slice %conv3463 into %cat4390[0, 576, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4392 = tensor.insert_slice %conv3528 into %cat4391[0, 608, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4393 = tensor.insert_slice %conv3594 into %cat4392[0, 640, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4394 = tensor.insert_slice %conv3661 into %cat4393[0, 672, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4395 = tensor.insert_slice %conv3729 into %cat4394[0, 704, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4396 = tensor.insert_slice %conv3798 into %cat4395[0, 736, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4397 = tensor.insert_slice %conv3868 into %cat4396[0, 768, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4398 = tensor.insert_slice %conv3939 into %cat4397[0, 800, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4399 = tensor.insert_slice %conv4011 into %cat4398[0, 832, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4400 = tensor.insert_slice %conv4084 into %cat4399[0, 864, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4401 = tensor.insert_slice %conv4158 into %cat4400[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4402 = tensor.insert_slice %conv4233 into %cat4401[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4403 = tensor.insert_slice %conv4309 into %cat4402[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat4404 = tensor.insert_slice %conv4386 into %cat4403[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %e4405 = tensor.empty() : tensor<1024xf32>
  %f4406 = linalg.fill ins(%c0 : f32) outs(%e4405 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4404 : tensor<10x1024x7x7xf32>) outs(%f4406 : tensor<1024xf32>) {
  ^bb0(%a4407: f32, %o4408: f32):
    %b4409 = arith.addf %a4407, %o4408 : f32
    linalg.yield %b4409 : f32
  } -> tensor<1024xf32>
  %e4411 = tensor.empty() : tensor<1024xf32>
  %g4415 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4410 : tensor<1024xf32>) outs(%e4411 : tensor<1024xf32>) {
  ^bb0(%a4412: f32, %o4413: f32):
    %b4414 = arith.divf %a4412, %c8 : f32
    linalg.yield %b4414 : f32
  } -> tensor<1024xf32>
  %e4417 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g4423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4404, %g4415 : tensor<10x1024x7x7xf32>, tensor<1024xf32>) outs(%e4417 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a4418: f32, %a4419: f32, %o4420: f32):
    %b4421 = arith.subf %a4418, %a4419 : f32
    %b4422 = arith.mulf %b4421, %b4421 : f32
    linalg.yield %b4422 : f32
  } -> tensor<10x1024x7x7xf32>
  %e4424 = tensor.empty() : tensor<1024xf32>
  %f4425 = linalg.fill ins(%c0 : f32) outs(%e4424 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4423 : tensor<10x1024x7x7xf32>) outs(%f4425 : tensor<1024xf32>) {
  ^bb0(%a4426: f32, %o4427: f32):
    %b4428 = arith.addf %a4426, %o4427 : f32
    linalg.yield %b4428 : f32
  } -> tensor<1024xf32>
  %e4430 = tensor.empty() : tensor<1024xf32>
  %g4434 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4429 : tensor<1024xf32>) outs(%e4430 : tensor<1024xf32>) {
  ^bb0(%a4431: f32, %o4432: f32):
    %b4433 = arith.divf %a4431, %c8 : f32
    linalg.yield %b4433 : f32
  } -> tensor<1024xf32>
  %e4438 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g4451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4404, %g4415, %g4434, %final_bn_weight, %final_bn_bias : tensor<10x1024x7x7xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e4438 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a4439: f32, %a4440: f32, %a4441: f32, %a4442: f32, %a4443: f32, %o4444: f32):
    %b4445 = arith.addf %a4441, %c2 : f32
    %b4446 = math.sqrt %b4445 : f32
    %b4447 = arith.subf %a4439, %a4440 : f32
    %b4448 = arith.divf %b4447, %b4446 : f32
    %b4449 = arith.mulf %b4448, %a4442 : f32
    %b4450 = arith.addf %b4449, %a4443 : f32
    linalg.yield %b4450 : f32
  } -> tensor<10x1024x7x7xf32>
  %e4452 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g4456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4451 : tensor<10x1024x7x7xf32>) outs(%e4452 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a4453: f32, %o4454: f32):
    %b4455 = arith.maximumf %a4453, %c0 : f32
    linalg.yield %b4455 : f32
  } -> tensor<10x1024x7x7xf32>
  %e4457 = tensor.empty() : tensor<10x1024xf32>
  %f4458 = linalg.fill ins(%c0 : f32) outs(%e4457 : tensor<10x1024xf32>) -> tensor<10x1024xf32>
  %g4462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g4456 : tensor<10x1024x7x7xf32>) outs(%f4458 : tensor<10x1024xf32>) {
  ^bb0(%a4459: f32, %o4460: f32):
    %b4461 = arith.addf %a4459, %o4460 : f32
    linalg.yield %b4461 : f32
  } -> tensor<10x1024xf32>
  %e4463 = tensor.empty() : tensor<10x1024xf32>
  %g4467 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4462 : tensor<10x1024xf32>) outs(%e4463 : tensor<10x1024xf32>) {
  ^bb0(%a4464: f32, %o4465: f32):
    %b4466 = arith.divf %a4464, %c9 : f32
    linalg.yield %b4466 : f32
  } -> tensor<10x1024xf32>
  %r4468 = tensor.expand_shape %g4467 [[0], [1, 2, 3]] output_shape [10, 1024, 1, 1] : tensor<10x1024xf32> into tensor<10x1024x1x1xf32>
  %r4469 = tensor.collapse_shape %r4468 [[0], [1, 2, 3]] : tensor<10x1024x1x1xf32> into tensor<10x1024xf32>
  %e4470 = tensor.empty() : tensor<10x10xf32>
  %f4471 = linalg.fill ins(%c0 : f32) outs(%e4470 : tensor<10x10xf32>) -> tensor<10x10xf32>
  %mm4472 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r4469, %classifier_weight : tensor<10x1024xf32>, tensor<10x1024xf32>) outs(%f4471 : tensor<10x10xf32>) -> tensor<10x10xf32>
  %e4473 = tensor.empty() : tensor<10x10xf32>
  %g4478 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4472, %classifier_bias : tensor<10x10xf32>, tensor<10xf32>) outs(%e4473 : tensor<10x10xf32>) {
  ^bb0(%a4474: f32, %a4475: f32, %o4476: f32):
    %b4477 = arith.addf %a4474, %a4475 : f32
    linalg.yield %b4477 : f32
  } -> tensor<10x10xf32>
  return %g4478 : tensor<10x10xf32>
}
