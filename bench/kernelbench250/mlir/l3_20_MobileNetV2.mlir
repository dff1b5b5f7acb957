// Imported by htam-import from 20_MobileNetV2.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), features_0_weight 32x3x3x3 (parameter:features.0.weight), features_1_weight 32 (parameter:features.1.weight), features_1_bias 32 (parameter:features.1.bias), features_3_0_weight 32x1x3x3 (parameter:features.3.0.weight), features_3_1_weight 32 (parameter:features.3.1.weight), features_3_1_bias 32 (parameter:features.3.1.bias), features_3_3_weight 16x32x1x1 (parameter:features.3.3.weight), features_3_4_weight 16 (parameter:features.3.4.weight), features_3_4_bias 16 (parameter:features.3.4.bias), features_4_0_weight 96x16x1x1 (parameter:features.4.0.weight), features_4_1_weight 96 (parameter:features.4.1.weight), features_4_1_bias 96 (parameter:features.4.1.bias), features_4_3_weight 96x1x3x3 (parameter:features.4.3.weight), features_4_4_weight 96 (parameter:features.4.4.weight), features_4_4_bias 96 (parameter:features.4.4.bias), features_4_6_weight 24x96x1x1 (parameter:features.4.6.weight), features_4_7_weight 24 (parameter:features.4.7.weight), features_4_7_bias 24 (parameter:features.4.7.bias), features_5_0_weight 144x24x1x1 (parameter:features.5.0.weight), features_5_1_weight 144 (parameter:features.5.1.weight), features_5_1_bias 144 (parameter:features.5.1.bias), features_5_3_weight 144x1x3x3 (parameter:features.5.3.weight), features_5_4_weight 144 (parameter:features.5.4.weight), features_5_4_bias 144 (parameter:features.5.4.bias), features_5_6_weight 24x144x1x1 (parameter:features.5.6.weight), features_5_7_weight 24 (parameter:features.5.7.weight), features_5_7_bias 24 (parameter:features.5.7.bias), features_6_0_weight 144x24x1x1 (parameter:features.6.0.weight), features_6_1_weight 144 (parameter:features.6.1.weight), features_6_1_bias 144 (parameter:features.6.1.bias), features_6_3_weight 144x1x3x3 (parameter:features.6.3.weight), features_6_4_weight 144 (parameter:features.6.4.weight), features_6_4_bias 144 (parameter:features.6.4.bias), features_6_6_weight 32x144x1x1 (parameter:features.6.6.weight), features_6_7_weight 32 (parameter:features.6.7.weight), features_6_7_bias 32 (parameter:features.6.7.bias), features_7_0_weight 192x32x1x1 (parameter:features.7.0.weight), features_7_1_weight 192 (parameter:features.7.1.weight), features_7_1_bias 192 (parameter:features.7.1.bias), features_7_3_weight 192x1x3x3 (parameter:features.7.3.weight), features_7_4_weight 192 (parameter:features.7.4.weight), features_7_4_bias 192 (parameter:features.7.4.bias), features_7_6_weight 32x192x1x1 (parameter:features.7.6.weight), features_7_7_weight 32 (parameter:features.7.7.weight), features_7_7_bias 32 (parameter:features.7.7.bias), features_8_0_weight 192x32x1x1 (parameter:features.8.0.weight), features_8_1_weight 192 (parameter:features.8.1.weight), features_8_1_bias 192 (parameter:features.8.1.bias), features_8_3_weight 192x1x3x3 (parameter:features.8.3.weight), features_8_4_weight 192 (parameter:features.8.4.weight), features_8_4_bias 192 (parameter:features.8.4.bias), features_8_6_weight 32x192x1x1 (parameter:features.8.6.weight), features_8_7_weight 32 (parameter:features.8.7.weight), features_8_7_bias 32 (parameter:features.8.7.bias), features_9_0_weight 192x32x1x1 (parameter:features.9.0.weight), features_9_1_weight 192 (parameter:features.9.1.weight), features_9_1_bias 192 (parameter:features.9.1.bias), features_9_3_weight 192x1x3x3 (parameter:features.9.3.weight), features_9_4_weight 192 (parameter:features.9.4.weight), features_9_4_bias 192 (parameter:features.9.4.bias), features_9_6_weight 64x192x1x1 (parameter:features.9.6.weight), features_9_7_weight 64 (parameter:features.9.7.weight), features_9_7_bias 64 (parameter:features.9.7.bias), features_10_0_weight 384x64x1x1 (parameter:features.10.0.weight), features_10_1_weight 384 (parameter:features.10.1.weight), features_10_1_bias 384 (parameter:features.10.1.bias), features_10_3_weight 384x1x3x3 (parameter:features.10.3.weight), features_10_4_weight 384 (parameter:features.10.4.weight), features_10_4_bias 384 (parameter:features.10.4.bias), features_10_6_weight 64x384x1x1 (parameter:features.10.6.weight), features_10_7_weight 64 (parameter:features.10.7.weight), features_10_7_bias 64 (parameter:features.10.7.bias), features_11_0_weight 384x64x1x1 (parameter:features.11.0.weight), features_11_1_weight 384 (parameter:features.11.1.weight), features_11_1_bias 384 (parameter:features.11.1.bias), features_11_3_weight 384x1x3x3 (parameter:features.11.3.weight), features_11_4_weight 384 (parameter:features.11.4.weight), features_11_4_bias 384 (parameter:features.11.4.bias), features_11_6_weight 64x384x1x1 (parameter:features.11.6.weight), features_11_7_weight 64 (parameter:features.11.7.weight), features_11_7_bias 64 (parameter:features.11.7.bias), features_12_0_weight 384x64x1x1 (parameter:features.12.0.weight), features_12_1_weight 384 (parameter:features.12.1.weight), features_12_1_bias 384 (parameter:features.12.1.bias), features_12_3_weight 384x1x3x3 (parameter:features.12.3.weight), features_12_4_weight 384 (parameter:features.12.4.weight), features_12_4_bias 384 (parameter:features.12.4.bias), features_12_6_weight 64x384x1x1 (parameter:features.12.6.weight), features_12_7_weight 64 (parameter:features.12.7.weight), features_12_7_bias 64 (parameter:features.12.7.bias), features_13_0_weight 384x64x1x1 (parameter:features.13.0.weight), features_13_1_weight 384 (parameter:features.13.1.weight), features_13_1_bias 384 (parameter:features.13.1.bias), features_13_3_weight 384x1x3x3 (parameter:features.13.3.weight), features_13_4_weight 384 (parameter:features.13.4.weight), features_13_4_bias 384 (parameter:features.13.4.bias), features_13_6_weight 96x384x1x1 (parameter:features.13.6.weight), features_13_7_weight 96 (parameter:features.13.7.weight), features_13_7_bias 96 (parameter:features.13.7.bias), features_14_0_weight 576x96x1x1 (parameter:features.14.0.weight), features_14_1_weight 576 (parameter:features.14.1.weight), features_14_1_bias 576 (parameter:features.14.1.bias), features_14_3_weight 576x1x3x3 (parameter:features.14.3.weight), features_14_4_weight 576 (parameter:features.14.4.weight), features_14_4_bias 576 (parameter:features.14.4.bias), features_14_6_weight 96x576x1x1 (parameter:features.14.6.weight), features_14_7_weight 96 (parameter:features.14.7.weight), features_14_7_bias 96 (parameter:features.14.7.bias), features_15_0_weight 576x96x1x1 (parameter:features.15.0.weight), features_15_1_weight 576 (parameter:features.15.1.weight), features_15_1_bias 576 (parameter:features.15.1.bias), features_15_3_weight 576x1x3x3 (parameter:features.15.3.weight), features_15_4_weight 576 (parameter:features.15.4.weight), features_15_4_bias 576 (parameter:features.15.4.bias), features_15_6_weight 96x576x1x1 (parameter:features.15.6.weight), features_15_7_weight 96 (parameter:features.15.7.weight), features_15_7_bias 96 (parameter:features.15.7.bias), features_16_0_weight 576x96x1x1 (parameter:features.16.0.weight), features_16_1_weight 576 (parameter:features.16.1.weight), features_16_1_bias 576 (parameter:features.16.1.bias), features_16_3_weight 576x1x3x3 (parameter:features.16.3.weight), features_16_4_weight 576 (parameter:features.16.4.weight), features_16_4_bias 576 (parameter:features.16.4.bias), features_16_6_weight 160x576x1x1 (parameter:features.16.6.weight), features_16_7_weight 160 (parameter:features.16.7.weight), features_16_7_bias 160 (parameter:features.16.7.bias), features_17_0_weight 960x160x1x1 (parameter:features.17.0.weight), features_17_1_weight 960 (parameter:features.17.1.weight), features_17_1_bias 960 (parameter:features.17.1.bias), features_17_3_weight 960x1x3x3 (parameter:features.17.3.weight), features_17_4_weight 960 (parameter:features.17.4.weight), features_17_4_bias 960 (parameter:features.17.4.bias), features_17_6_weight 160x960x1x1 (parameter:features.17.6.weight), features_17_7_weight 160 (parameter:features.17.7.weight), features_17_7_bias 160 (parameter:features.17.7.bias), features_18_0_weight 960x160x1x1 (parameter:features.18.0.weight), features_18_1_weight 960 (parameter:features.18.1.weight), features_18_1_bias 960 (parameter:features.18.1.bias), features_18_3_weight 960x1x3x3 (parameter:features.18.3.weight), features_18_4_weight 960 (parameter:features.18.4.weight), features_18_4_bias 960 (parameter:features.18.4.bias), features_18_6_weight 160x960x1x1 (parameter:features.18.6.weight), features_18_7_weight 160 (parameter:features.18.7.weight), features_18_7_bias 160 (parameter:features.18.7.bias), features_19_0_weight 960x160x1x1 (parameter:features.19.0.weight), features_19_1_weight 960 (parameter:features.19.1.weight), features_19_1_bias 960 (parameter:features.19.1.bias), features_19_3_weight 960x1x3x3 (parameter:features.19.3.weight), features_19_4_weight 960 (parameter:features.19.4.weight), features_19_4_bias 960 (parameter:features.19.4.bias), features_19_6_weight 320x960x1x1 (parameter:features.19.6.weight), features_19_7_weight 320 (parameter:features.19.7.weight), features_19_7_bias 320 (parameter:features.19.7.bias), features_20_weight 1280x320x1x1 (parameter:features.20.weight), features_21_weight 1280 (parameter:features.21.weight), features_21_bias 1280 (parameter:features.21.bias), classifier_1_weight 1000x1280 (parameter:classifier.1.weight), classifier_1_bias 1000 (parameter:classifier.1.bias)
func.func @l3_20_mobilenetv2(
    %x: tensor<10x3x224x224xf32>,
    %features_0_weight: tensor<32x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %features_1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_3_0_weight: tensor<32x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_3_1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_3_1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_3_3_weight: tensor<16x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %features_3_4_weight: tensor<16xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_3_4_bias: tensor<16xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_4_0_weight: tensor<96x16x1x1xf32> {htam.init = "uniform(-0.25..0.25)"},
    %features_4_1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_4_1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_4_3_weight: tensor<96x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_4_4_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_4_4_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_4_6_weight: tensor<24x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %features_4_7_weight: tensor<24xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_4_7_bias: tensor<24xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_5_0_weight: tensor<144x24x1x1xf32> {htam.init = "uniform(-0.204124145..0.204124145)"},
    %features_5_1_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_5_1_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_5_3_weight: tensor<144x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_5_4_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_5_4_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_5_6_weight: tensor<24x144x1x1xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %features_5_7_weight: tensor<24xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_5_7_bias: tensor<24xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_6_0_weight: tensor<144x24x1x1xf32> {htam.init = "uniform(-0.204124145..0.204124145)"},
    %features_6_1_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_6_1_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_6_3_weight: tensor<144x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_6_4_weight: tensor<144xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_6_4_bias: tensor<144xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_6_6_weight: tensor<32x144x1x1xf32> {htam.init = "uniform(-0.0833333333..0.0833333333)"},
    %features_6_7_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_6_7_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_7_0_weight: tensor<192x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %features_7_1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_7_1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_7_3_weight: tensor<192x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_7_4_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_7_4_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_7_6_weight: tensor<32x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %features_7_7_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_7_7_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_8_0_weight: tensor<192x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %features_8_1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_8_1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_8_3_weight: tensor<192x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_8_4_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_8_4_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_8_6_weight: tensor<32x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %features_8_7_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_8_7_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_9_0_weight: tensor<192x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %features_9_1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_9_1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_9_3_weight: tensor<192x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_9_4_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_9_4_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_9_6_weight: tensor<64x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %features_9_7_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_9_7_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_10_0_weight: tensor<384x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %features_10_1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_10_1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_10_3_weight: tensor<384x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_10_4_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_10_4_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_10_6_weight: tensor<64x384x1x1xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %features_10_7_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_10_7_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_11_0_weight: tensor<384x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %features_11_1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_11_1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_11_3_weight: tensor<384x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_11_4_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_11_4_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_11_6_weight: tensor<64x384x1x1xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %features_11_7_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_11_7_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_12_0_weight: tensor<384x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %features_12_1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_12_1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_12_3_weight: tensor<384x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_12_4_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_12_4_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_12_6_weight: tensor<64x384x1x1xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %features_12_7_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_12_7_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_13_0_weight: tensor<384x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %features_13_1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_13_1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_13_3_weight: tensor<384x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_13_4_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_13_4_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_13_6_weight: tensor<96x384x1x1xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %features_13_7_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_13_7_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_14_0_weight: tensor<576x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %features_14_1_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_14_1_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_14_3_weight: tensor<576x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_14_4_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_14_4_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_14_6_weight: tensor<96x576x1x1xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_14_7_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_14_7_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_15_0_weight: tensor<576x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %features_15_1_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_15_1_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_15_3_weight: tensor<576x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_15_4_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_15_4_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_15_6_weight: tensor<96x576x1x1xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_15_7_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_15_7_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_16_0_weight: tensor<576x96x1x1xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %features_16_1_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_16_1_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_16_3_weight: tensor<576x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_16_4_weight: tensor<576xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_16_4_bias: tensor<576xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_16_6_weight: tensor<160x576x1x1xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %features_16_7_weight: tensor<160xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_16_7_bias: tensor<160xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_17_0_weight: tensor<960x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %features_17_1_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_17_1_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_17_3_weight: tensor<960x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_17_4_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_17_4_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_17_6_weight: tensor<160x960x1x1xf32> {htam.init = "uniform(-0.0322748612..0.0322748612)"},
    %features_17_7_weight: tensor<160xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_17_7_bias: tensor<160xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_18_0_weight: tensor<960x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %features_18_1_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_18_1_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_18_3_weight: tensor<960x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_18_4_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_18_4_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_18_6_weight: tensor<160x960x1x1xf32> {htam.init = "uniform(-0.0322748612..0.0322748612)"},
    %features_18_7_weight: tensor<160xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_18_7_bias: tensor<160xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_19_0_weight: tensor<960x160x1x1xf32> {htam.init = "uniform(-0.0790569415..0.0790569415)"},
    %features_19_1_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_19_1_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_19_3_weight: tensor<960x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %features_19_4_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_19_4_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_19_6_weight: tensor<320x960x1x1xf32> {htam.init = "uniform(-0.0322748612..0.0322748612)"},
    %features_19_7_weight: tensor<320xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_19_7_bias: tensor<320xf32> {htam.init = "uniform(-0.5..0.5)"},
    %features_20_weight: tensor<1280x320x1x1xf32> {htam.init = "uniform(-0.0559016994..0.0559016994)"},
    %features_21_weight: tensor<1280xf32> {htam.init = "uniform(0.5..1.5)"},
    %features_21_bias: tensor<1280xf32> {htam.init = "uniform(-0.5..0.5)"},
    %classifier_1_weight: tensor<1000x1280xf32> {htam.init = "uniform(-0.0279508497..0.0279508497)"},
    %classifier_1_bias: tensor<1000xf32> {htam.init = "uniform(-0.0279508497..0.0279508497)"}) -> (tensor<10x1000xf32>) {
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
      ins(%g5, %features_0_weight : tensor<10x3x226x226xf32>, tensor<32x3x3x3xf32>) outs(%f7 : tensor<10x32x112x112xf32>) -> tensor<10x32x112x112xf32>
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
      ins(%conv8, %g25, %g50, %features_1_weight, %features_1_bias : tensor<10x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e54 : tensor<10x32x112x112xf32>) {
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
  %g73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g67 : tensor<10x32x112x112xf32>) outs(%e68 : tensor<10x32x112x112xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    %b71 = arith.maximumf %a69, %c0 : f32
    %b72 = arith.minimumf %b71, %c3 : f32
    linalg.yield %b72 : f32
  } -> tensor<10x32x112x112xf32>
  %e74 = tensor.empty() : tensor<10x32x114x114xf32>
  %f75 = linalg.fill ins(%c0 : f32) outs(%e74 : tensor<10x32x114x114xf32>) -> tensor<10x32x114x114xf32>
  %g78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g73 : tensor<10x32x112x112xf32>) outs(%f75 : tensor<10x32x114x114xf32>) {
  ^bb0(%a76: f32, %o77: f32):
    linalg.yield %a76 : f32
  } -> tensor<10x32x114x114xf32>
  %r79 = tensor.expand_shape %features_3_0_weight [[0], [1], [2, 3], [4]] output_shape [32, 1, 1, 3, 3] : tensor<32x1x3x3xf32> into tensor<32x1x1x3x3xf32>
  %r80 = tensor.expand_shape %g78 [[0], [1], [2, 3], [4]] output_shape [10, 32, 1, 114, 114] : tensor<10x32x114x114xf32> into tensor<10x32x1x114x114xf32>
  %e81 = tensor.empty() : tensor<10x32x1x112x112xf32>
  %f82 = linalg.fill ins(%c0 : f32) outs(%e81 : tensor<10x32x1x112x112xf32>) -> tensor<10x32x1x112x112xf32>
  %g88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r80, %r79 : tensor<10x32x1x114x114xf32>, tensor<32x1x1x3x3xf32>) outs(%f82 : tensor<10x32x1x112x112xf32>) {
  ^bb0(%a83: f32, %a84: f32, %o85: f32):
    %b86 = arith.mulf %a83, %a84 : f32
    %b87 = arith.addf %o85, %b86 : f32
    linalg.yield %b87 : f32
  } -> tensor<10x32x1x112x112xf32>
  %r89 = tensor.collapse_shape %g88 [[0], [1], [2, 3], [4]] : tensor<10x32x1x112x112xf32> into tensor<10x32x112x112xf32>
  %e90 = tensor.empty() : tensor<10x32x112xf32>
  %f91 = linalg.fill ins(%c0 : f32) outs(%e90 : tensor<10x32x112xf32>) -> tensor<10x32x112xf32>
  %g95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r89 : tensor<10x32x112x112xf32>) outs(%f91 : tensor<10x32x112xf32>) {
  ^bb0(%a92: f32, %o93: f32):
    %b94 = arith.addf %a92, %o93 : f32
    linalg.yield %b94 : f32
  } -> tensor<10x32x112xf32>
  %e96 = tensor.empty() : tensor<32xf32>
  %f97 = linalg.fill ins(%c0 : f32) outs(%e96 : tensor<32xf32>) -> tensor<32xf32>
  %g101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g95 : tensor<10x32x112xf32>) outs(%f97 : tensor<32xf32>) {
  ^bb0(%a98: f32, %o99: f32):
    %b100 = arith.addf %a98, %o99 : f32
    linalg.yield %b100 : f32
  } -> tensor<32xf32>
  %e102 = tensor.empty() : tensor<32xf32>
  %g106 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g101 : tensor<32xf32>) outs(%e102 : tensor<32xf32>) {
  ^bb0(%a103: f32, %o104: f32):
    %b105 = arith.divf %a103, %c1 : f32
    linalg.yield %b105 : f32
  } -> tensor<32xf32>
  %e108 = tensor.empty() : tensor<10x32x112x112xf32>
  %g114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r89, %g106 : tensor<10x32x112x112xf32>, tensor<32xf32>) outs(%e108 : tensor<10x32x112x112xf32>) {
  ^bb0(%a109: f32, %a110: f32, %o111: f32):
    %b112 = arith.subf %a109, %a110 : f32
    %b113 = arith.mulf %b112, %b112 : f32
    linalg.yield %b113 : f32
  } -> tensor<10x32x112x112xf32>
  %e115 = tensor.empty() : tensor<10x32x112xf32>
  %f116 = linalg.fill ins(%c0 : f32) outs(%e115 : tensor<10x32x112xf32>) -> tensor<10x32x112xf32>
  %g120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g114 : tensor<10x32x112x112xf32>) outs(%f116 : tensor<10x32x112xf32>) {
  ^bb0(%a117: f32, %o118: f32):
    %b119 = arith.addf %a117, %o118 : f32
    linalg.yield %b119 : f32
  } -> tensor<10x32x112xf32>
  %e121 = tensor.empty() : tensor<32xf32>
  %f122 = linalg.fill ins(%c0 : f32) outs(%e121 : tensor<32xf32>) -> tensor<32xf32>
  %g126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g120 : tensor<10x32x112xf32>) outs(%f122 : tensor<32xf32>) {
  ^bb0(%a123: f32, %o124: f32):
    %b125 = arith.addf %a123, %o124 : f32
    linalg.yield %b125 : f32
  } -> tensor<32xf32>
  %e127 = tensor.empty() : tensor<32xf32>
  %g131 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g126 : tensor<32xf32>) outs(%e127 : tensor<32xf32>) {
  ^bb0(%a128: f32, %o129: f32):
    %b130 = arith.divf %a128, %c1 : f32
    linalg.yield %b130 : f32
  } -> tensor<32xf32>
  %e135 = tensor.empty() : tensor<10x32x112x112xf32>
  %g148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r89, %g106, %g131, %features_3_1_weight, %features_3_1_bias : tensor<10x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e135 : tensor<10x32x112x112xf32>) {
  ^bb0(%a136: f32, %a137: f32, %a138: f32, %a139: f32, %a140: f32, %o141: f32):
    %b142 = arith.addf %a138, %c2 : f32
    %b143 = math.sqrt %b142 : f32
    %b144 = arith.subf %a136, %a137 : f32
    %b145 = arith.divf %b144, %b143 : f32
    %b146 = arith.mulf %b145, %a139 : f32
    %b147 = arith.addf %b146, %a140 : f32
    linalg.yield %b147 : f32
  } -> tensor<10x32x112x112xf32>
  %e149 = tensor.empty() : tensor<10x32x112x112xf32>
  %g154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g148 : tensor<10x32x112x112xf32>) outs(%e149 : tensor<10x32x112x112xf32>) {
  ^bb0(%a150: f32, %o151: f32):
    %b152 = arith.maximumf %a150, %c0 : f32
    %b153 = arith.minimumf %b152, %c3 : f32
    linalg.yield %b153 : f32
  } -> tensor<10x32x112x112xf32>
  %e155 = tensor.empty() : tensor<10x16x112x112xf32>
  %f156 = linalg.fill ins(%c0 : f32) outs(%e155 : tensor<10x16x112x112xf32>) -> tensor<10x16x112x112xf32>
  %conv157 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g154, %features_3_3_weight : tensor<10x32x112x112xf32>, tensor<16x32x1x1xf32>) outs(%f156 : tensor<10x16x112x112xf32>) -> tensor<10x16x112x112xf32>
  %e158 = tensor.empty() : tensor<10x16x112xf32>
  %f159 = linalg.fill ins(%c0 : f32) outs(%e158 : tensor<10x16x112xf32>) -> tensor<10x16x112xf32>
  %g163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv157 : tensor<10x16x112x112xf32>) outs(%f159 : tensor<10x16x112xf32>) {
  ^bb0(%a160: f32, %o161: f32):
    %b162 = arith.addf %a160, %o161 : f32
    linalg.yield %b162 : f32
  } -> tensor<10x16x112xf32>
  %e164 = tensor.empty() : tensor<16xf32>
  %f165 = linalg.fill ins(%c0 : f32) outs(%e164 : tensor<16xf32>) -> tensor<16xf32>
  %g169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g163 : tensor<10x16x112xf32>) outs(%f165 : tensor<16xf32>) {
  ^bb0(%a166: f32, %o167: f32):
    %b168 = arith.addf %a166, %o167 : f32
    linalg.yield %b168 : f32
  } -> tensor<16xf32>
  %e170 = tensor.empty() : tensor<16xf32>
  %g174 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g169 : tensor<16xf32>) outs(%e170 : tensor<16xf32>) {
  ^bb0(%a171: f32, %o172: f32):
    %b173 = arith.divf %a171, %c1 : f32
    linalg.yield %b173 : f32
  } -> tensor<16xf32>
  %e176 = tensor.empty() : tensor<10x16x112x112xf32>
  %g182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv157, %g174 : tensor<10x16x112x112xf32>, tensor<16xf32>) outs(%e176 : tensor<10x16x112x112xf32>) {
  ^bb0(%a177: f32, %a178: f32, %o179: f32):
    %b180 = arith.subf %a177, %a178 : f32
    %b181 = arith.mulf %b180, %b180 : f32
    linalg.yield %b181 : f32
  } -> tensor<10x16x112x112xf32>
  %e183 = tensor.empty() : tensor<10x16x112xf32>
  %f184 = linalg.fill ins(%c0 : f32) outs(%e183 : tensor<10x16x112xf32>) -> tensor<10x16x112xf32>
  %g188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g182 : tensor<10x16x112x112xf32>) outs(%f184 : tensor<10x16x112xf32>) {
  ^bb0(%a185: f32, %o186: f32):
    %b187 = arith.addf %a185, %o186 : f32
    linalg.yield %b187 : f32
  } -> tensor<10x16x112xf32>
  %e189 = tensor.empty() : tensor<16xf32>
  %f190 = linalg.fill ins(%c0 : f32) outs(%e189 : tensor<16xf32>) -> tensor<16xf32>
  %g194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g188 : tensor<10x16x112xf32>) outs(%f190 : tensor<16xf32>) {
  ^bb0(%a191: f32, %o192: f32):
    %b193 = arith.addf %a191, %o192 : f32
    linalg.yield %b193 : f32
  } -> tensor<16xf32>
  %e195 = tensor.empty() : tensor<16xf32>
  %g199 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g194 : tensor<16xf32>) outs(%e195 : tensor<16xf32>) {
  ^bb0(%a196: f32, %o197: f32):
    %b198 = arith.divf %a196, %c1 : f32
    linalg.yield %b198 : f32
  } -> tensor<16xf32>
  %e203 = tensor.empty() : tensor<10x16x112x112xf32>
  %g216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv157, %g174, %g199, %features_3_4_weight, %features_3_4_bias : tensor<10x16x112x112xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e203 : tensor<10x16x112x112xf32>) {
  ^bb0(%a204: f32, %a205: f32, %a206: f32, %a207: f32, %a208: f32, %o209: f32):
    %b210 = arith.addf %a206, %c2 : f32
    %b211 = math.sqrt %b210 : f32
    %b212 = arith.subf %a204, %a205 : f32
    %b213 = arith.divf %b212, %b211 : f32
    %b214 = arith.mulf %b213, %a207 : f32
    %b215 = arith.addf %b214, %a208 : f32
    linalg.yield %b215 : f32
  } -> tensor<10x16x112x112xf32>
  %e217 = tensor.empty() : tensor<10x96x112x112xf32>
  %f218 = linalg.fill ins(%c0 : f32) outs(%e217 : tensor<10x96x112x112xf32>) -> tensor<10x96x112x112xf32>
  %conv219 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g216, %features_4_0_weight : tensor<10x16x112x112xf32>, tensor<96x16x1x1xf32>) outs(%f218 : tensor<10x96x112x112xf32>) -> tensor<10x96x112x112xf32>
  %e220 = tensor.empty() : tensor<10x96x112xf32>
  %f221 = linalg.fill ins(%c0 : f32) outs(%e220 : tensor<10x96x112xf32>) -> tensor<10x96x112xf32>
  %g225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv219 : tensor<10x96x112x112xf32>) outs(%f221 : tensor<10x96x112xf32>) {
  ^bb0(%a222: f32, %o223: f32):
    %b224 = arith.addf %a222, %o223 : f32
    linalg.yield %b224 : f32
  } -> tensor<10x96x112xf32>
  %e226 = tensor.empty() : tensor<96xf32>
  %f227 = linalg.fill ins(%c0 : f32) outs(%e226 : tensor<96xf32>) -> tensor<96xf32>
  %g231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g225 : tensor<10x96x112xf32>) outs(%f227 : tensor<96xf32>) {
  ^bb0(%a228: f32, %o229: f32):
    %b230 = arith.addf %a228, %o229 : f32
    linalg.yield %b230 : f32
  } -> tensor<96xf32>
  %e232 = tensor.empty() : tensor<96xf32>
  %g236 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g231 : tensor<96xf32>) outs(%e232 : tensor<96xf32>) {
  ^bb0(%a233: f32, %o234: f32):
    %b235 = arith.divf %a233, %c1 : f32
    linalg.yield %b235 : f32
  } -> tensor<96xf32>
  %e238 = tensor.empty() : tensor<10x96x112x112xf32>
  %g244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv219, %g236 : tensor<10x96x112x112xf32>, tensor<96xf32>) outs(%e238 : tensor<10x96x112x112xf32>) {
  ^bb0(%a239: f32, %a240: f32, %o241: f32):
    %b242 = arith.subf %a239, %a240 : f32
    %b243 = arith.mulf %b242, %b242 : f32
    linalg.yield %b243 : f32
  } -> tensor<10x96x112x112xf32>
  %e245 = tensor.empty() : tensor<10x96x112xf32>
  %f246 = linalg.fill ins(%c0 : f32) outs(%e245 : tensor<10x96x112xf32>) -> tensor<10x96x112xf32>
  %g250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g244 : tensor<10x96x112x112xf32>) outs(%f246 : tensor<10x96x112xf32>) {
  ^bb0(%a247: f32, %o248: f32):
    %b249 = arith.addf %a247, %o248 : f32
    linalg.yield %b249 : f32
  } -> tensor<10x96x112xf32>
  %e251 = tensor.empty() : tensor<96xf32>
  %f252 = linalg.fill ins(%c0 : f32) outs(%e251 : tensor<96xf32>) -> tensor<96xf32>
  %g256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g250 : tensor<10x96x112xf32>) outs(%f252 : tensor<96xf32>) {
  ^bb0(%a253: f32, %o254: f32):
    %b255 = arith.addf %a253, %o254 : f32
    linalg.yield %b255 : f32
  } -> tensor<96xf32>
  %e257 = tensor.empty() : tensor<96xf32>
  %g261 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g256 : tensor<96xf32>) outs(%e257 : tensor<96xf32>) {
  ^bb0(%a258: f32, %o259: f32):
    %b260 = arith.divf %a258, %c1 : f32
    linalg.yield %b260 : f32
  } -> tensor<96xf32>
  %e265 = tensor.empty() : tensor<10x96x112x112xf32>
  %g278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv219, %g236, %g261, %features_4_1_weight, %features_4_1_bias : tensor<10x96x112x112xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e265 : tensor<10x96x112x112xf32>) {
  ^bb0(%a266: f32, %a267: f32, %a268: f32, %a269: f32, %a270: f32, %o271: f32):
    %b272 = arith.addf %a268, %c2 : f32
    %b273 = math.sqrt %b272 : f32
    %b274 = arith.subf %a266, %a267 : f32
    %b275 = arith.divf %b274, %b273 : f32
    %b276 = arith.mulf %b275, %a269 : f32
    %b277 = arith.addf %b276, %a270 : f32
    linalg.yield %b277 : f32
  } -> tensor<10x96x112x112xf32>
  %e279 = tensor.empty() : tensor<10x96x112x112xf32>
  %g284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g278 : tensor<10x96x112x112xf32>) outs(%e279 : tensor<10x96x112x112xf32>) {
  ^bb0(%a280: f32, %o281: f32):
    %b282 = arith.maximumf %a280, %c0 : f32
    %b283 = arith.minimumf %b282, %c3 : f32
    linalg.yield %b283 : f32
  } -> tensor<10x96x112x112xf32>
  %e285 = tensor.empty() : tensor<10x96x114x114xf32>
  %f286 = linalg.fill ins(%c0 : f32) outs(%e285 : tensor<10x96x114x114xf32>) -> tensor<10x96x114x114xf32>
  %g289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g284 : tensor<10x96x112x112xf32>) outs(%f286 : tensor<10x96x114x114xf32>) {
  ^bb0(%a287: f32, %o288: f32):
    linalg.yield %a287 : f32
  } -> tensor<10x96x114x114xf32>
  %r290 = tensor.expand_shape %features_4_3_weight [[0], [1], [2, 3], [4]] output_shape [96, 1, 1, 3, 3] : tensor<96x1x3x3xf32> into tensor<96x1x1x3x3xf32>
  %r291 = tensor.expand_shape %g289 [[0], [1], [2, 3], [4]] output_shape [10, 96, 1, 114, 114] : tensor<10x96x114x114xf32> into tensor<10x96x1x114x114xf32>
  %e292 = tensor.empty() : tensor<10x96x1x56x56xf32>
  %f293 = linalg.fill ins(%c0 : f32) outs(%e292 : tensor<10x96x1x56x56xf32>) -> tensor<10x96x1x56x56xf32>
  %g299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r291, %r290 : tensor<10x96x1x114x114xf32>, tensor<96x1x1x3x3xf32>) outs(%f293 : tensor<10x96x1x56x56xf32>) {
  ^bb0(%a294: f32, %a295: f32, %o296: f32):
    %b297 = arith.mulf %a294, %a295 : f32
    %b298 = arith.addf %o296, %b297 : f32
    linalg.yield %b298 : f32
  } -> tensor<10x96x1x56x56xf32>
  %r300 = tensor.collapse_shape %g299 [[0], [1], [2, 3], [4]] : tensor<10x96x1x56x56xf32> into tensor<10x96x56x56xf32>
  %e301 = tensor.empty() : tensor<96xf32>
  %f302 = linalg.fill ins(%c0 : f32) outs(%e301 : tensor<96xf32>) -> tensor<96xf32>
  %g306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r300 : tensor<10x96x56x56xf32>) outs(%f302 : tensor<96xf32>) {
  ^bb0(%a303: f32, %o304: f32):
    %b305 = arith.addf %a303, %o304 : f32
    linalg.yield %b305 : f32
  } -> tensor<96xf32>
  %e307 = tensor.empty() : tensor<96xf32>
  %g311 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g306 : tensor<96xf32>) outs(%e307 : tensor<96xf32>) {
  ^bb0(%a308: f32, %o309: f32):
    %b310 = arith.divf %a308, %c4 : f32
    linalg.yield %b310 : f32
  } -> tensor<96xf32>
  %e313 = tensor.empty() : tensor<10x96x56x56xf32>
  %g319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r300, %g311 : tensor<10x96x56x56xf32>, tensor<96xf32>) outs(%e313 : tensor<10x96x56x56xf32>) {
  ^bb0(%a314: f32, %a315: f32, %o316: f32):
    %b317 = arith.subf %a314, %a315 : f32
    %b318 = arith.mulf %b317, %b317 : f32
    linalg.yield %b318 : f32
  } -> tensor<10x96x56x56xf32>
  %e320 = tensor.empty() : tensor<96xf32>
  %f321 = linalg.fill ins(%c0 : f32) outs(%e320 : tensor<96xf32>) -> tensor<96xf32>
  %g325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g319 : tensor<10x96x56x56xf32>) outs(%f321 : tensor<96xf32>) {
  ^bb0(%a322: f32, %o323: f32):
    %b324 = arith.addf %a322, %o323 : f32
    linalg.yield %b324 : f32
  } -> tensor<96xf32>
  %e326 = tensor.empty() : tensor<96xf32>
  %g330 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g325 : tensor<96xf32>) outs(%e326 : tensor<96xf32>) {
  ^bb0(%a327: f32, %o328: f32):
    %b329 = arith.divf %a327, %c4 : f32
    linalg.yield %b329 : f32
  } -> tensor<96xf32>
  %e334 = tensor.empty() : tensor<10x96x56x56xf32>
  %g347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r300, %g311, %g330, %features_4_4_weight, %features_4_4_bias : tensor<10x96x56x56xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e334 : tensor<10x96x56x56xf32>) {
  ^bb0(%a335: f32, %a336: f32, %a337: f32, %a338: f32, %a339: f32, %o340: f32):
    %b341 = arith.addf %a337, %c2 : f32
    %b342 = math.sqrt %b341 : f32
    %b343 = arith.subf %a335, %a336 : f32
    %b344 = arith.divf %b343, %b342 : f32
    %b345 = arith.mulf %b344, %a338 : f32
    %b346 = arith.addf %b345, %a339 : f32
    linalg.yield %b346 : f32
  } -> tensor<10x96x56x56xf32>
  %e348 = tensor.empty() : tensor<10x96x56x56xf32>
  %g353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g347 : tensor<10x96x56x56xf32>) outs(%e348 : tensor<10x96x56x56xf32>) {
  ^bb0(%a349: f32, %o350: f32):
    %b351 = arith.maximumf %a349, %c0 : f32
    %b352 = arith.minimumf %b351, %c3 : f32
    linalg.yield %b352 : f32
  } -> tensor<10x96x56x56xf32>
  %e354 = tensor.empty() : tensor<10x24x56x56xf32>
  %f355 = linalg.fill ins(%c0 : f32) outs(%e354 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %conv356 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g353, %features_4_6_weight : tensor<10x96x56x56xf32>, tensor<24x96x1x1xf32>) outs(%f355 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %e357 = tensor.empty() : tensor<24xf32>
  %f358 = linalg.fill ins(%c0 : f32) outs(%e357 : tensor<24xf32>) -> tensor<24xf32>
  %g362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv356 : tensor<10x24x56x56xf32>) outs(%f358 : tensor<24xf32>) {
  ^bb0(%a359: f32, %o360: f32):
    %b361 = arith.addf %a359, %o360 : f32
    linalg.yield %b361 : f32
  } -> tensor<24xf32>
  %e363 = tensor.empty() : tensor<24xf32>
  %g367 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g362 : tensor<24xf32>) outs(%e363 : tensor<24xf32>) {
  ^bb0(%a364: f32, %o365: f32):
    %b366 = arith.divf %a364, %c4 : f32
    linalg.yield %b366 : f32
  } -> tensor<24xf32>
  %e369 = tensor.empty() : tensor<10x24x56x56xf32>
  %g375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv356, %g367 : tensor<10x24x56x56xf32>, tensor<24xf32>) outs(%e369 : tensor<10x24x56x56xf32>) {
  ^bb0(%a370: f32, %a371: f32, %o372: f32):
    %b373 = arith.subf %a370, %a371 : f32
    %b374 = arith.mulf %b373, %b373 : f32
    linalg.yield %b374 : f32
  } -> tensor<10x24x56x56xf32>
  %e376 = tensor.empty() : tensor<24xf32>
  %f377 = linalg.fill ins(%c0 : f32) outs(%e376 : tensor<24xf32>) -> tensor<24xf32>
  %g381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g375 : tensor<10x24x56x56xf32>) outs(%f377 : tensor<24xf32>) {
  ^bb0(%a378: f32, %o379: f32):
    %b380 = arith.addf %a378, %o379 : f32
    linalg.yield %b380 : f32
  } -> tensor<24xf32>
  %e382 = tensor.empty() : tensor<24xf32>
  %g386 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g381 : tensor<24xf32>) outs(%e382 : tensor<24xf32>) {
  ^bb0(%a383: f32, %o384: f32):
    %b385 = arith.divf %a383, %c4 : f32
    linalg.yield %b385 : f32
  } -> tensor<24xf32>
  %e390 = tensor.empty() : tensor<10x24x56x56xf32>
  %g403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv356, %g367, %g386, %features_4_7_weight, %features_4_7_bias : tensor<10x24x56x56xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%e390 : tensor<10x24x56x56xf32>) {
  ^bb0(%a391: f32, %a392: f32, %a393: f32, %a394: f32, %a395: f32, %o396: f32):
    %b397 = arith.addf %a393, %c2 : f32
    %b398 = math.sqrt %b397 : f32
    %b399 = arith.subf %a391, %a392 : f32
    %b400 = arith.divf %b399, %b398 : f32
    %b401 = arith.mulf %b400, %a394 : f32
    %b402 = arith.addf %b401, %a395 : f32
    linalg.yield %b402 : f32
  } -> tensor<10x24x56x56xf32>
  %e404 = tensor.empty() : tensor<10x144x56x56xf32>
  %f405 = linalg.fill ins(%c0 : f32) outs(%e404 : tensor<10x144x56x56xf32>) -> tensor<10x144x56x56xf32>
  %conv406 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g403, %features_5_0_weight : tensor<10x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%f405 : tensor<10x144x56x56xf32>) -> tensor<10x144x56x56xf32>
  %e407 = tensor.empty() : tensor<144xf32>
  %f408 = linalg.fill ins(%c0 : f32) outs(%e407 : tensor<144xf32>) -> tensor<144xf32>
  %g412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv406 : tensor<10x144x56x56xf32>) outs(%f408 : tensor<144xf32>) {
  ^bb0(%a409: f32, %o410: f32):
    %b411 = arith.addf %a409, %o410 : f32
    linalg.yield %b411 : f32
  } -> tensor<144xf32>
  %e413 = tensor.empty() : tensor<144xf32>
  %g417 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g412 : tensor<144xf32>) outs(%e413 : tensor<144xf32>) {
  ^bb0(%a414: f32, %o415: f32):
    %b416 = arith.divf %a414, %c4 : f32
    linalg.yield %b416 : f32
  } -> tensor<144xf32>
  %e419 = tensor.empty() : tensor<10x144x56x56xf32>
  %g425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv406, %g417 : tensor<10x144x56x56xf32>, tensor<144xf32>) outs(%e419 : tensor<10x144x56x56xf32>) {
  ^bb0(%a420: f32, %a421: f32, %o422: f32):
    %b423 = arith.subf %a420, %a421 : f32
    %b424 = arith.mulf %b423, %b423 : f32
    linalg.yield %b424 : f32
  } -> tensor<10x144x56x56xf32>
  %e426 = tensor.empty() : tensor<144xf32>
  %f427 = linalg.fill ins(%c0 : f32) outs(%e426 : tensor<144xf32>) -> tensor<144xf32>
  %g431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g425 : tensor<10x144x56x56xf32>) outs(%f427 : tensor<144xf32>) {
  ^bb0(%a428: f32, %o429: f32):
    %b430 = arith.addf %a428, %o429 : f32
    linalg.yield %b430 : f32
  } -> tensor<144xf32>
  %e432 = tensor.empty() : tensor<144xf32>
  %g436 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g431 : tensor<144xf32>) outs(%e432 : tensor<144xf32>) {
  ^bb0(%a433: f32, %o434: f32):
    %b435 = arith.divf %a433, %c4 : f32
    linalg.yield %b435 : f32
  } -> tensor<144xf32>
  %e440 = tensor.empty() : tensor<10x144x56x56xf32>
  %g453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv406, %g417, %g436, %features_5_1_weight, %features_5_1_bias : tensor<10x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e440 : tensor<10x144x56x56xf32>) {
  ^bb0(%a441: f32, %a442: f32, %a443: f32, %a444: f32, %a445: f32, %o446: f32):
    %b447 = arith.addf %a443, %c2 : f32
    %b448 = math.sqrt %b447 : f32
    %b449 = arith.subf %a441, %a442 : f32
    %b450 = arith.divf %b449, %b448 : f32
    %b451 = arith.mulf %b450, %a444 : f32
    %b452 = arith.addf %b451, %a445 : f32
    linalg.yield %b452 : f32
  } -> tensor<10x144x56x56xf32>
  %e454 = tensor.empty() : tensor<10x144x56x56xf32>
  %g459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g453 : tensor<10x144x56x56xf32>) outs(%e454 : tensor<10x144x56x56xf32>) {
  ^bb0(%a455: f32, %o456: f32):
    %b457 = arith.maximumf %a455, %c0 : f32
    %b458 = arith.minimumf %b457, %c3 : f32
    linalg.yield %b458 : f32
  } -> tensor<10x144x56x56xf32>
  %e460 = tensor.empty() : tensor<10x144x58x58xf32>
  %f461 = linalg.fill ins(%c0 : f32) outs(%e460 : tensor<10x144x58x58xf32>) -> tensor<10x144x58x58xf32>
  %g464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g459 : tensor<10x144x56x56xf32>) outs(%f461 : tensor<10x144x58x58xf32>) {
  ^bb0(%a462: f32, %o463: f32):
    linalg.yield %a462 : f32
  } -> tensor<10x144x58x58xf32>
  %r465 = tensor.expand_shape %features_5_3_weight [[0], [1], [2, 3], [4]] output_shape [144, 1, 1, 3, 3] : tensor<144x1x3x3xf32> into tensor<144x1x1x3x3xf32>
  %r466 = tensor.expand_shape %g464 [[0], [1], [2, 3], [4]] output_shape [10, 144, 1, 58, 58] : tensor<10x144x58x58xf32> into tensor<10x144x1x58x58xf32>
  %e467 = tensor.empty() : tensor<10x144x1x56x56xf32>
  %f468 = linalg.fill ins(%c0 : f32) outs(%e467 : tensor<10x144x1x56x56xf32>) -> tensor<10x144x1x56x56xf32>
  %g474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r466, %r465 : tensor<10x144x1x58x58xf32>, tensor<144x1x1x3x3xf32>) outs(%f468 : tensor<10x144x1x56x56xf32>) {
  ^bb0(%a469: f32, %a470: f32, %o471: f32):
    %b472 = arith.mulf %a469, %a470 : f32
    %b473 = arith.addf %o471, %b472 : f32
    linalg.yield %b473 : f32
  } -> tensor<10x144x1x56x56xf32>
  %r475 = tensor.collapse_shape %g474 [[0], [1], [2, 3], [4]] : tensor<10x144x1x56x56xf32> into tensor<10x144x56x56xf32>
  %e476 = tensor.empty() : tensor<144xf32>
  %f477 = linalg.fill ins(%c0 : f32) outs(%e476 : tensor<144xf32>) -> tensor<144xf32>
  %g481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r475 : tensor<10x144x56x56xf32>) outs(%f477 : tensor<144xf32>) {
  ^bb0(%a478: f32, %o479: f32):
    %b480 = arith.addf %a478, %o479 : f32
    linalg.yield %b480 : f32
  } -> tensor<144xf32>
  %e482 = tensor.empty() : tensor<144xf32>
  %g486 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g481 : tensor<144xf32>) outs(%e482 : tensor<144xf32>) {
  ^bb0(%a483: f32, %o484: f32):
    %b485 = arith.divf %a483, %c4 : f32
    linalg.yield %b485 : f32
  } -> tensor<144xf32>
  %e488 = tensor.empty() : tensor<10x144x56x56xf32>
  %g494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r475, %g486 : tensor<10x144x56x56xf32>, tensor<144xf32>) outs(%e488 : tensor<10x144x56x56xf32>) {
  ^bb0(%a489: f32, %a490: f32, %o491: f32):
    %b492 = arith.subf %a489, %a490 : f32
    %b493 = arith.mulf %b492, %b492 : f32
    linalg.yield %b493 : f32
  } -> tensor<10x144x56x56xf32>
  %e495 = tensor.empty() : tensor<144xf32>
  %f496 = linalg.fill ins(%c0 : f32) outs(%e495 : tensor<144xf32>) -> tensor<144xf32>
  %g500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g494 : tensor<10x144x56x56xf32>) outs(%f496 : tensor<144xf32>) {
  ^bb0(%a497: f32, %o498: f32):
    %b499 = arith.addf %a497, %o498 : f32
    linalg.yield %b499 : f32
  } -> tensor<144xf32>
  %e501 = tensor.empty() : tensor<144xf32>
  %g505 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g500 : tensor<144xf32>) outs(%e501 : tensor<144xf32>) {
  ^bb0(%a502: f32, %o503: f32):
    %b504 = arith.divf %a502, %c4 : f32
    linalg.yield %b504 : f32
  } -> tensor<144xf32>
  %e509 = tensor.empty() : tensor<10x144x56x56xf32>
  %g522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r475, %g486, %g505, %features_5_4_weight, %features_5_4_bias : tensor<10x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e509 : tensor<10x144x56x56xf32>) {
  ^bb0(%a510: f32, %a511: f32, %a512: f32, %a513: f32, %a514: f32, %o515: f32):
    %b516 = arith.addf %a512, %c2 : f32
    %b517 = math.sqrt %b516 : f32
    %b518 = arith.subf %a510, %a511 : f32
    %b519 = arith.divf %b518, %b517 : f32
    %b520 = arith.mulf %b519, %a513 : f32
    %b521 = arith.addf %b520, %a514 : f32
    linalg.yield %b521 : f32
  } -> tensor<10x144x56x56xf32>
  %e523 = tensor.empty() : tensor<10x144x56x56xf32>
  %g528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g522 : tensor<10x144x56x56xf32>) outs(%e523 : tensor<10x144x56x56xf32>) {
  ^bb0(%a524: f32, %o525: f32):
    %b526 = arith.maximumf %a524, %c0 : f32
    %b527 = arith.minimumf %b526, %c3 : f32
    linalg.yield %b527 : f32
  } -> tensor<10x144x56x56xf32>
  %e529 = tensor.empty() : tensor<10x24x56x56xf32>
  %f530 = linalg.fill ins(%c0 : f32) outs(%e529 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %conv531 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g528, %features_5_6_weight : tensor<10x144x56x56xf32>, tensor<24x144x1x1xf32>) outs(%f530 : tensor<10x24x56x56xf32>) -> tensor<10x24x56x56xf32>
  %e532 = tensor.empty() : tensor<24xf32>
  %f533 = linalg.fill ins(%c0 : f32) outs(%e532 : tensor<24xf32>) -> tensor<24xf32>
  %g537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv531 : tensor<10x24x56x56xf32>) outs(%f533 : tensor<24xf32>) {
  ^bb0(%a534: f32, %o535: f32):
    %b536 = arith.addf %a534, %o535 : f32
    linalg.yield %b536 : f32
  } -> tensor<24xf32>
  %e538 = tensor.empty() : tensor<24xf32>
  %g542 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g537 : tensor<24xf32>) outs(%e538 : tensor<24xf32>) {
  ^bb0(%a539: f32, %o540: f32):
    %b541 = arith.divf %a539, %c4 : f32
    linalg.yield %b541 : f32
  } -> tensor<24xf32>
  %e544 = tensor.empty() : tensor<10x24x56x56xf32>
  %g550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv531, %g542 : tensor<10x24x56x56xf32>, tensor<24xf32>) outs(%e544 : tensor<10x24x56x56xf32>) {
  ^bb0(%a545: f32, %a546: f32, %o547: f32):
    %b548 = arith.subf %a545, %a546 : f32
    %b549 = arith.mulf %b548, %b548 : f32
    linalg.yield %b549 : f32
  } -> tensor<10x24x56x56xf32>
  %e551 = tensor.empty() : tensor<24xf32>
  %f552 = linalg.fill ins(%c0 : f32) outs(%e551 : tensor<24xf32>) -> tensor<24xf32>
  %g556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g550 : tensor<10x24x56x56xf32>) outs(%f552 : tensor<24xf32>) {
  ^bb0(%a553: f32, %o554: f32):
    %b555 = arith.addf %a553, %o554 : f32
    linalg.yield %b555 : f32
  } -> tensor<24xf32>
  %e557 = tensor.empty() : tensor<24xf32>
  %g561 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g556 : tensor<24xf32>) outs(%e557 : tensor<24xf32>) {
  ^bb0(%a558: f32, %o559: f32):
    %b560 = arith.divf %a558, %c4 : f32
    linalg.yield %b560 : f32
  } -> tensor<24xf32>
  %e565 = tensor.empty() : tensor<10x24x56x56xf32>
  %g578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv531, %g542, %g561, %features_5_7_weight, %features_5_7_bias : tensor<10x24x56x56xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%e565 : tensor<10x24x56x56xf32>) {
  ^bb0(%a566: f32, %a567: f32, %a568: f32, %a569: f32, %a570: f32, %o571: f32):
    %b572 = arith.addf %a568, %c2 : f32
    %b573 = math.sqrt %b572 : f32
    %b574 = arith.subf %a566, %a567 : f32
    %b575 = arith.divf %b574, %b573 : f32
    %b576 = arith.mulf %b575, %a569 : f32
    %b577 = arith.addf %b576, %a570 : f32
    linalg.yield %b577 : f32
  } -> tensor<10x24x56x56xf32>
  %e579 = tensor.empty() : tensor<10x144x56x56xf32>
  %f580 = linalg.fill ins(%c0 : f32) outs(%e579 : tensor<10x144x56x56xf32>) -> tensor<10x144x56x56xf32>
  %conv581 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g578, %features_6_0_weight : tensor<10x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%f580 : tensor<10x144x56x56xf32>) -> tensor<10x144x56x56xf32>
  %e582 = tensor.empty() : tensor<144xf32>
  %f583 = linalg.fill ins(%c0 : f32) outs(%e582 : tensor<144xf32>) -> tensor<144xf32>
  %g587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv581 : tensor<10x144x56x56xf32>) outs(%f583 : tensor<144xf32>) {
  ^bb0(%a584: f32, %o585: f32):
    %b586 = arith.addf %a584, %o585 : f32
    linalg.yield %b586 : f32
  } -> tensor<144xf32>
  %e588 = tensor.empty() : tensor<144xf32>
  %g592 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g587 : tensor<144xf32>) outs(%e588 : tensor<144xf32>) {
  ^bb0(%a589: f32, %o590: f32):
    %b591 = arith.divf %a589, %c4 : f32
    linalg.yield %b591 : f32
  } -> tensor<144xf32>
  %e594 = tensor.empty() : tensor<10x144x56x56xf32>
  %g600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv581, %g592 : tensor<10x144x56x56xf32>, tensor<144xf32>) outs(%e594 : tensor<10x144x56x56xf32>) {
  ^bb0(%a595: f32, %a596: f32, %o597: f32):
    %b598 = arith.subf %a595, %a596 : f32
    %b599 = arith.mulf %b598, %b598 : f32
    linalg.yield %b599 : f32
  } -> tensor<10x144x56x56xf32>
  %e601 = tensor.empty() : tensor<144xf32>
  %f602 = linalg.fill ins(%c0 : f32) outs(%e601 : tensor<144xf32>) -> tensor<144xf32>
  %g606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g600 : tensor<10x144x56x56xf32>) outs(%f602 : tensor<144xf32>) {
  ^bb0(%a603: f32, %o604: f32):
    %b605 = arith.addf %a603, %o604 : f32
    linalg.yield %b605 : f32
  } -> tensor<144xf32>
  %e607 = tensor.empty() : tensor<144xf32>
  %g611 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g606 : tensor<144xf32>) outs(%e607 : tensor<144xf32>) {
  ^bb0(%a608: f32, %o609: f32):
    %b610 = arith.divf %a608, %c4 : f32
    linalg.yield %b610 : f32
  } -> tensor<144xf32>
  %e615 = tensor.empty() : tensor<10x144x56x56xf32>
  %g628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv581, %g592, %g611, %features_6_1_weight, %features_6_1_bias : tensor<10x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e615 : tensor<10x144x56x56xf32>) {
  ^bb0(%a616: f32, %a617: f32, %a618: f32, %a619: f32, %a620: f32, %o621: f32):
    %b622 = arith.addf %a618, %c2 : f32
    %b623 = math.sqrt %b622 : f32
    %b624 = arith.subf %a616, %a617 : f32
    %b625 = arith.divf %b624, %b623 : f32
    %b626 = arith.mulf %b625, %a619 : f32
    %b627 = arith.addf %b626, %a620 : f32
    linalg.yield %b627 : f32
  } -> tensor<10x144x56x56xf32>
  %e629 = tensor.empty() : tensor<10x144x56x56xf32>
  %g634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g628 : tensor<10x144x56x56xf32>) outs(%e629 : tensor<10x144x56x56xf32>) {
  ^bb0(%a630: f32, %o631: f32):
    %b632 = arith.maximumf %a630, %c0 : f32
    %b633 = arith.minimumf %b632, %c3 : f32
    linalg.yield %b633 : f32
  } -> tensor<10x144x56x56xf32>
  %e635 = tensor.empty() : tensor<10x144x58x58xf32>
  %f636 = linalg.fill ins(%c0 : f32) outs(%e635 : tensor<10x144x58x58xf32>) -> tensor<10x144x58x58xf32>
  %g639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g634 : tensor<10x144x56x56xf32>) outs(%f636 : tensor<10x144x58x58xf32>) {
  ^bb0(%a637: f32, %o638: f32):
    linalg.yield %a637 : f32
  } -> tensor<10x144x58x58xf32>
  %r640 = tensor.expand_shape %features_6_3_weight [[0], [1], [2, 3], [4]] output_shape [144, 1, 1, 3, 3] : tensor<144x1x3x3xf32> into tensor<144x1x1x3x3xf32>
  %r641 = tensor.expand_shape %g639 [[0], [1], [2, 3], [4]] output_shape [10, 144, 1, 58, 58] : tensor<10x144x58x58xf32> into tensor<10x144x1x58x58xf32>
  %e642 = tensor.empty() : tensor<10x144x1x28x28xf32>
  %f643 = linalg.fill ins(%c0 : f32) outs(%e642 : tensor<10x144x1x28x28xf32>) -> tensor<10x144x1x28x28xf32>
  %g649 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r641, %r640 : tensor<10x144x1x58x58xf32>, tensor<144x1x1x3x3xf32>) outs(%f643 : tensor<10x144x1x28x28xf32>) {
  ^bb0(%a644: f32, %a645: f32, %o646: f32):
    %b647 = arith.mulf %a644, %a645 : f32
    %b648 = arith.addf %o646, %b647 : f32
    linalg.yield %b648 : f32
  } -> tensor<10x144x1x28x28xf32>
  %r650 = tensor.collapse_shape %g649 [[0], [1], [2, 3], [4]] : tensor<10x144x1x28x28xf32> into tensor<10x144x28x28xf32>
  %e651 = tensor.empty() : tensor<144xf32>
  %f652 = linalg.fill ins(%c0 : f32) outs(%e651 : tensor<144xf32>) -> tensor<144xf32>
  %g656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r650 : tensor<10x144x28x28xf32>) outs(%f652 : tensor<144xf32>) {
  ^bb0(%a653: f32, %o654: f32):
    %b655 = arith.addf %a653, %o654 : f32
    linalg.yield %b655 : f32
  } -> tensor<144xf32>
  %e657 = tensor.empty() : tensor<144xf32>
  %g661 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g656 : tensor<144xf32>) outs(%e657 : tensor<144xf32>) {
  ^bb0(%a658: f32, %o659: f32):
    %b660 = arith.divf %a658, %c5 : f32
    linalg.yield %b660 : f32
  } -> tensor<144xf32>
  %e663 = tensor.empty() : tensor<10x144x28x28xf32>
  %g669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r650, %g661 : tensor<10x144x28x28xf32>, tensor<144xf32>) outs(%e663 : tensor<10x144x28x28xf32>) {
  ^bb0(%a664: f32, %a665: f32, %o666: f32):
    %b667 = arith.subf %a664, %a665 : f32
    %b668 = arith.mulf %b667, %b667 : f32
    linalg.yield %b668 : f32
  } -> tensor<10x144x28x28xf32>
  %e670 = tensor.empty() : tensor<144xf32>
  %f671 = linalg.fill ins(%c0 : f32) outs(%e670 : tensor<144xf32>) -> tensor<144xf32>
  %g675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g669 : tensor<10x144x28x28xf32>) outs(%f671 : tensor<144xf32>) {
  ^bb0(%a672: f32, %o673: f32):
    %b674 = arith.addf %a672, %o673 : f32
    linalg.yield %b674 : f32
  } -> tensor<144xf32>
  %e676 = tensor.empty() : tensor<144xf32>
  %g680 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g675 : tensor<144xf32>) outs(%e676 : tensor<144xf32>) {
  ^bb0(%a677: f32, %o678: f32):
    %b679 = arith.divf %a677, %c5 : f32
    linalg.yield %b679 : f32
  } -> tensor<144xf32>
  %e684 = tensor.empty() : tensor<10x144x28x28xf32>
  %g697 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r650, %g661, %g680, %features_6_4_weight, %features_6_4_bias : tensor<10x144x28x28xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%e684 : tensor<10x144x28x28xf32>) {
  ^bb0(%a685: f32, %a686: f32, %a687: f32, %a688: f32, %a689: f32, %o690: f32):
    %b691 = arith.addf %a687, %c2 : f32
    %b692 = math.sqrt %b691 : f32
    %b693 = arith.subf %a685, %a686 : f32
    %b694 = arith.divf %b693, %b692 : f32
    %b695 = arith.mulf %b694, %a688 : f32
    %b696 = arith.addf %b695, %a689 : f32
    linalg.yield %b696 : f32
  } -> tensor<10x144x28x28xf32>
  %e698 = tensor.empty() : tensor<10x144x28x28xf32>
  %g703 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g697 : tensor<10x144x28x28xf32>) outs(%e698 : tensor<10x144x28x28xf32>) {
  ^bb0(%a699: f32, %o700: f32):
    %b701 = arith.maximumf %a699, %c0 : f32
    %b702 = arith.minimumf %b701, %c3 : f32
    linalg.yield %b702 : f32
  } -> tensor<10x144x28x28xf32>
  %e704 = tensor.empty() : tensor<10x32x28x28xf32>
  %f705 = linalg.fill ins(%c0 : f32) outs(%e704 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv706 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g703, %features_6_6_weight : tensor<10x144x28x28xf32>, tensor<32x144x1x1xf32>) outs(%f705 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e707 = tensor.empty() : tensor<32xf32>
  %f708 = linalg.fill ins(%c0 : f32) outs(%e707 : tensor<32xf32>) -> tensor<32xf32>
  %g712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv706 : tensor<10x32x28x28xf32>) outs(%f708 : tensor<32xf32>) {
  ^bb0(%a709: f32, %o710: f32):
    %b711 = arith.addf %a709, %o710 : f32
    linalg.yield %b711 : f32
  } -> tensor<32xf32>
  %e713 = tensor.empty() : tensor<32xf32>
  %g717 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g712 : tensor<32xf32>) outs(%e713 : tensor<32xf32>) {
  ^bb0(%a714: f32, %o715: f32):
    %b716 = arith.divf %a714, %c5 : f32
    linalg.yield %b716 : f32
  } -> tensor<32xf32>
  %e719 = tensor.empty() : tensor<10x32x28x28xf32>
  %g725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv706, %g717 : tensor<10x32x28x28xf32>, tensor<32xf32>) outs(%e719 : tensor<10x32x28x28xf32>) {
  ^bb0(%a720: f32, %a721: f32, %o722: f32):
    %b723 = arith.subf %a720, %a721 : f32
    %b724 = arith.mulf %b723, %b723 : f32
    linalg.yield %b724 : f32
  } -> tensor<10x32x28x28xf32>
  %e726 = tensor.empty() : tensor<32xf32>
  %f727 = linalg.fill ins(%c0 : f32) outs(%e726 : tensor<32xf32>) -> tensor<32xf32>
  %g731 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g725 : tensor<10x32x28x28xf32>) outs(%f727 : tensor<32xf32>) {
  ^bb0(%a728: f32, %o729: f32):
    %b730 = arith.addf %a728, %o729 : f32
    linalg.yield %b730 : f32
  } -> tensor<32xf32>
  %e732 = tensor.empty() : tensor<32xf32>
  %g736 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g731 : tensor<32xf32>) outs(%e732 : tensor<32xf32>) {
  ^bb0(%a733: f32, %o734: f32):
    %b735 = arith.divf %a733, %c5 : f32
    linalg.yield %b735 : f32
  } -> tensor<32xf32>
  %e740 = tensor.empty() : tensor<10x32x28x28xf32>
  %g753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv706, %g717, %g736, %features_6_7_weight, %features_6_7_bias : tensor<10x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e740 : tensor<10x32x28x28xf32>) {
  ^bb0(%a741: f32, %a742: f32, %a743: f32, %a744: f32, %a745: f32, %o746: f32):
    %b747 = arith.addf %a743, %c2 : f32
    %b748 = math.sqrt %b747 : f32
    %b749 = arith.subf %a741, %a742 : f32
    %b750 = arith.divf %b749, %b748 : f32
    %b751 = arith.mulf %b750, %a744 : f32
    %b752 = arith.addf %b751, %a745 : f32
    linalg.yield %b752 : f32
  } -> tensor<10x32x28x28xf32>
  %e754 = tensor.empty() : tensor<10x192x28x28xf32>
  %f755 = linalg.fill ins(%c0 : f32) outs(%e754 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %conv756 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g753, %features_7_0_weight : tensor<10x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%f755 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %e757 = tensor.empty() : tensor<192xf32>
  %f758 = linalg.fill ins(%c0 : f32) outs(%e757 : tensor<192xf32>) -> tensor<192xf32>
  %g762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv756 : tensor<10x192x28x28xf32>) outs(%f758 : tensor<192xf32>) {
  ^bb0(%a759: f32, %o760: f32):
    %b761 = arith.addf %a759, %o760 : f32
    linalg.yield %b761 : f32
  } -> tensor<192xf32>
  %e763 = tensor.empty() : tensor<192xf32>
  %g767 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g762 : tensor<192xf32>) outs(%e763 : tensor<192xf32>) {
  ^bb0(%a764: f32, %o765: f32):
    %b766 = arith.divf %a764, %c5 : f32
    linalg.yield %b766 : f32
  } -> tensor<192xf32>
  %e769 = tensor.empty() : tensor<10x192x28x28xf32>
  %g775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv756, %g767 : tensor<10x192x28x28xf32>, tensor<192xf32>) outs(%e769 : tensor<10x192x28x28xf32>) {
  ^bb0(%a770: f32, %a771: f32, %o772: f32):
    %b773 = arith.subf %a770, %a771 : f32
    %b774 = arith.mulf %b773, %b773 : f32
    linalg.yield %b774 : f32
  } -> tensor<10x192x28x28xf32>
  %e776 = tensor.empty() : tensor<192xf32>
  %f777 = linalg.fill ins(%c0 : f32) outs(%e776 : tensor<192xf32>) -> tensor<192xf32>
  %g781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g775 : tensor<10x192x28x28xf32>) outs(%f777 : tensor<192xf32>) {
  ^bb0(%a778: f32, %o779: f32):
    %b780 = arith.addf %a778, %o779 : f32
    linalg.yield %b780 : f32
  } -> tensor<192xf32>
  %e782 = tensor.empty() : tensor<192xf32>
  %g786 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g781 : tensor<192xf32>) outs(%e782 : tensor<192xf32>) {
  ^bb0(%a783: f32, %o784: f32):
    %b785 = arith.divf %a783, %c5 : f32
    linalg.yield %b785 : f32
  } -> tensor<192xf32>
  %e790 = tensor.empty() : tensor<10x192x28x28xf32>
  %g803 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv756, %g767, %g786, %features_7_1_weight, %features_7_1_bias : tensor<10x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e790 : tensor<10x192x28x28xf32>) {
  ^bb0(%a791: f32, %a792: f32, %a793: f32, %a794: f32, %a795: f32, %o796: f32):
    %b797 = arith.addf %a793, %c2 : f32
    %b798 = math.sqrt %b797 : f32
    %b799 = arith.subf %a791, %a792 : f32
    %b800 = arith.divf %b799, %b798 : f32
    %b801 = arith.mulf %b800, %a794 : f32
    %b802 = arith.addf %b801, %a795 : f32
    linalg.yield %b802 : f32
  } -> tensor<10x192x28x28xf32>
  %e804 = tensor.empty() : tensor<10x192x28x28xf32>
  %g809 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g803 : tensor<10x192x28x28xf32>) outs(%e804 : tensor<10x192x28x28xf32>) {
  ^bb0(%a805: f32, %o806: f32):
    %b807 = arith.maximumf %a805, %c0 : f32
    %b808 = arith.minimumf %b807, %c3 : f32
    linalg.yield %b808 : f32
  } -> tensor<10x192x28x28xf32>
  %e810 = tensor.empty() : tensor<10x192x30x30xf32>
  %f811 = linalg.fill ins(%c0 : f32) outs(%e810 : tensor<10x192x30x30xf32>) -> tensor<10x192x30x30xf32>
  %g814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g809 : tensor<10x192x28x28xf32>) outs(%f811 : tensor<10x192x30x30xf32>) {
  ^bb0(%a812: f32, %o813: f32):
    linalg.yield %a812 : f32
  } -> tensor<10x192x30x30xf32>
  %r815 = tensor.expand_shape %features_7_3_weight [[0], [1], [2, 3], [4]] output_shape [192, 1, 1, 3, 3] : tensor<192x1x3x3xf32> into tensor<192x1x1x3x3xf32>
  %r816 = tensor.expand_shape %g814 [[0], [1], [2, 3], [4]] output_shape [10, 192, 1, 30, 30] : tensor<10x192x30x30xf32> into tensor<10x192x1x30x30xf32>
  %e817 = tensor.empty() : tensor<10x192x1x28x28xf32>
  %f818 = linalg.fill ins(%c0 : f32) outs(%e817 : tensor<10x192x1x28x28xf32>) -> tensor<10x192x1x28x28xf32>
  %g824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r816, %r815 : tensor<10x192x1x30x30xf32>, tensor<192x1x1x3x3xf32>) outs(%f818 : tensor<10x192x1x28x28xf32>) {
  ^bb0(%a819: f32, %a820: f32, %o821: f32):
    %b822 = arith.mulf %a819, %a820 : f32
    %b823 = arith.addf %o821, %b822 : f32
    linalg.yield %b823 : f32
  } -> tensor<10x192x1x28x28xf32>
  %r825 = tensor.collapse_shape %g824 [[0], [1], [2, 3], [4]] : tensor<10x192x1x28x28xf32> into tensor<10x192x28x28xf32>
  %e826 = tensor.empty() : tensor<192xf32>
  %f827 = linalg.fill ins(%c0 : f32) outs(%e826 : tensor<192xf32>) -> tensor<192xf32>
  %g831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r825 : tensor<10x192x28x28xf32>) outs(%f827 : tensor<192xf32>) {
  ^bb0(%a828: f32, %o829: f32):
    %b830 = arith.addf %a828, %o829 : f32
    linalg.yield %b830 : f32
  } -> tensor<192xf32>
  %e832 = tensor.empty() : tensor<192xf32>
  %g836 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g831 : tensor<192xf32>) outs(%e832 : tensor<192xf32>) {
  ^bb0(%a833: f32, %o834: f32):
    %b835 = arith.divf %a833, %c5 : f32
    linalg.yield %b835 : f32
  } -> tensor<192xf32>
  %e838 = tensor.empty() : tensor<10x192x28x28xf32>
  %g844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r825, %g836 : tensor<10x192x28x28xf32>, tensor<192xf32>) outs(%e838 : tensor<10x192x28x28xf32>) {
  ^bb0(%a839: f32, %a840: f32, %o841: f32):
    %b842 = arith.subf %a839, %a840 : f32
    %b843 = arith.mulf %b842, %b842 : f32
    linalg.yield %b843 : f32
  } -> tensor<10x192x28x28xf32>
  %e845 = tensor.empty() : tensor<192xf32>
  %f846 = linalg.fill ins(%c0 : f32) outs(%e845 : tensor<192xf32>) -> tensor<192xf32>
  %g850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g844 : tensor<10x192x28x28xf32>) outs(%f846 : tensor<192xf32>) {
  ^bb0(%a847: f32, %o848: f32):
    %b849 = arith.addf %a847, %o848 : f32
    linalg.yield %b849 : f32
  } -> tensor<192xf32>
  %e851 = tensor.empty() : tensor<192xf32>
  %g855 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g850 : tensor<192xf32>) outs(%e851 : tensor<192xf32>) {
  ^bb0(%a852: f32, %o853: f32):
    %b854 = arith.divf %a852, %c5 : f32
    linalg.yield %b854 : f32
  } -> tensor<192xf32>
  %e859 = tensor.empty() : tensor<10x192x28x28xf32>
  %g872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r825, %g836, %g855, %features_7_4_weight, %features_7_4_bias : tensor<10x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e859 : tensor<10x192x28x28xf32>) {
  ^bb0(%a860: f32, %a861: f32, %a862: f32, %a863: f32, %a864: f32, %o865: f32):
    %b866 = arith.addf %a862, %c2 : f32
    %b867 = math.sqrt %b866 : f32
    %b868 = arith.subf %a860, %a861 : f32
    %b869 = arith.divf %b868, %b867 : f32
    %b870 = arith.mulf %b869, %a863 : f32
    %b871 = arith.addf %b870, %a864 : f32
    linalg.yield %b871 : f32
  } -> tensor<10x192x28x28xf32>
  %e873 = tensor.empty() : tensor<10x192x28x28xf32>
  %g878 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g872 : tensor<10x192x28x28xf32>) outs(%e873 : tensor<10x192x28x28xf32>) {
  ^bb0(%a874: f32, %o875: f32):
    %b876 = arith.maximumf %a874, %c0 : f32
    %b877 = arith.minimumf %b876, %c3 : f32
    linalg.yield %b877 : f32
  } -> tensor<10x192x28x28xf32>
  %e879 = tensor.empty() : tensor<10x32x28x28xf32>
  %f880 = linalg.fill ins(%c0 : f32) outs(%e879 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv881 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g878, %features_7_6_weight : tensor<10x192x28x28xf32>, tensor<32x192x1x1xf32>) outs(%f880 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e882 = tensor.empty() : tensor<32xf32>
  %f883 = linalg.fill ins(%c0 : f32) outs(%e882 : tensor<32xf32>) -> tensor<32xf32>
  %g887 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv881 : tensor<10x32x28x28xf32>) outs(%f883 : tensor<32xf32>) {
  ^bb0(%a884: f32, %o885: f32):
    %b886 = arith.addf %a884, %o885 : f32
    linalg.yield %b886 : f32
  } -> tensor<32xf32>
  %e888 = tensor.empty() : tensor<32xf32>
  %g892 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g887 : tensor<32xf32>) outs(%e888 : tensor<32xf32>) {
  ^bb0(%a889: f32, %o890: f32):
    %b891 = arith.divf %a889, %c5 : f32
    linalg.yield %b891 : f32
  } -> tensor<32xf32>
  %e894 = tensor.empty() : tensor<10x32x28x28xf32>
  %g900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv881, %g892 : tensor<10x32x28x28xf32>, tensor<32xf32>) outs(%e894 : tensor<10x32x28x28xf32>) {
  ^bb0(%a895: f32, %a896: f32, %o897: f32):
    %b898 = arith.subf %a895, %a896 : f32
    %b899 = arith.mulf %b898, %b898 : f32
    linalg.yield %b899 : f32
  } -> tensor<10x32x28x28xf32>
  %e901 = tensor.empty() : tensor<32xf32>
  %f902 = linalg.fill ins(%c0 : f32) outs(%e901 : tensor<32xf32>) -> tensor<32xf32>
  %g906 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g900 : tensor<10x32x28x28xf32>) outs(%f902 : tensor<32xf32>) {
  ^bb0(%a903: f32, %o904: f32):
    %b905 = arith.addf %a903, %o904 : f32
    linalg.yield %b905 : f32
  } -> tensor<32xf32>
  %e907 = tensor.empty() : tensor<32xf32>
  %g911 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g906 : tensor<32xf32>) outs(%e907 : tensor<32xf32>) {
  ^bb0(%a908: f32, %o909: f32):
    %b910 = arith.divf %a908, %c5 : f32
    linalg.yield %b910 : f32
  } -> tensor<32xf32>
  %e915 = tensor.empty() : tensor<10x32x28x28xf32>
  %g928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv881, %g892, %g911, %features_7_7_weight, %features_7_7_bias : tensor<10x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e915 : tensor<10x32x28x28xf32>) {
  ^bb0(%a916: f32, %a917: f32, %a918: f32, %a919: f32, %a920: f32, %o921: f32):
    %b922 = arith.addf %a918, %c2 : f32
    %b923 = math.sqrt %b922 : f32
    %b924 = arith.subf %a916, %a917 : f32
    %b925 = arith.divf %b924, %b923 : f32
    %b926 = arith.mulf %b925, %a919 : f32
    %b927 = arith.addf %b926, %a920 : f32
    linalg.yield %b927 : f32
  } -> tensor<10x32x28x28xf32>
  %e929 = tensor.empty() : tensor<10x192x28x28xf32>
  %f930 = linalg.fill ins(%c0 : f32) outs(%e929 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %conv931 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g928, %features_8_0_weight : tensor<10x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%f930 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %e932 = tensor.empty() : tensor<192xf32>
  %f933 = linalg.fill ins(%c0 : f32) outs(%e932 : tensor<192xf32>) -> tensor<192xf32>
  %g937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv931 : tensor<10x192x28x28xf32>) outs(%f933 : tensor<192xf32>) {
  ^bb0(%a934: f32, %o935: f32):
    %b936 = arith.addf %a934, %o935 : f32
    linalg.yield %b936 : f32
  } -> tensor<192xf32>
  %e938 = tensor.empty() : tensor<192xf32>
  %g942 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g937 : tensor<192xf32>) outs(%e938 : tensor<192xf32>) {
  ^bb0(%a939: f32, %o940: f32):
    %b941 = arith.divf %a939, %c5 : f32
    linalg.yield %b941 : f32
  } -> tensor<192xf32>
  %e944 = tensor.empty() : tensor<10x192x28x28xf32>
  %g950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv931, %g942 : tensor<10x192x28x28xf32>, tensor<192xf32>) outs(%e944 : tensor<10x192x28x28xf32>) {
  ^bb0(%a945: f32, %a946: f32, %o947: f32):
    %b948 = arith.subf %a945, %a946 : f32
    %b949 = arith.mulf %b948, %b948 : f32
    linalg.yield %b949 : f32
  } -> tensor<10x192x28x28xf32>
  %e951 = tensor.empty() : tensor<192xf32>
  %f952 = linalg.fill ins(%c0 : f32) outs(%e951 : tensor<192xf32>) -> tensor<192xf32>
  %g956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g950 : tensor<10x192x28x28xf32>) outs(%f952 : tensor<192xf32>) {
  ^bb0(%a953: f32, %o954: f32):
    %b955 = arith.addf %a953, %o954 : f32
    linalg.yield %b955 : f32
  } -> tensor<192xf32>
  %e957 = tensor.empty() : tensor<192xf32>
  %g961 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g956 : tensor<192xf32>) outs(%e957 : tensor<192xf32>) {
  ^bb0(%a958: f32, %o959: f32):
    %b960 = arith.divf %a958, %c5 : f32
    linalg.yield %b960 : f32
  } -> tensor<192xf32>
  %e965 = tensor.empty() : tensor<10x192x28x28xf32>
  %g978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv931, %g942, %g961, %features_8_1_weight, %features_8_1_bias : tensor<10x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e965 : tensor<10x192x28x28xf32>) {
  ^bb0(%a966: f32, %a967: f32, %a968: f32, %a969: f32, %a970: f32, %o971: f32):
    %b972 = arith.addf %a968, %c2 : f32
    %b973 = math.sqrt %b972 : f32
    %b974 = arith.subf %a966, %a967 : f32
    %b975 = arith.divf %b974, %b973 : f32
    %b976 = arith.mulf %b975, %a969 : f32
    %b977 = arith.addf %b976, %a970 : f32
    linalg.yield %b977 : f32
  } -> tensor<10x192x28x28xf32>
  %e979 = tensor.empty() : tensor<10x192x28x28xf32>
  %g984 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g978 : tensor<10x192x28x28xf32>) outs(%e979 : tensor<10x192x28x28xf32>) {
  ^bb0(%a980: f32, %o981: f32):
    %b982 = arith.maximumf %a980, %c0 : f32
    %b983 = arith.minimumf %b982, %c3 : f32
    linalg.yield %b983 : f32
  } -> tensor<10x192x28x28xf32>
  %e985 = tensor.empty() : tensor<10x192x30x30xf32>
  %f986 = linalg.fill ins(%c0 : f32) outs(%e985 : tensor<10x192x30x30xf32>) -> tensor<10x192x30x30xf32>
  %g989 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g984 : tensor<10x192x28x28xf32>) outs(%f986 : tensor<10x192x30x30xf32>) {
  ^bb0(%a987: f32, %o988: f32):
    linalg.yield %a987 : f32
  } -> tensor<10x192x30x30xf32>
  %r990 = tensor.expand_shape %features_8_3_weight [[0], [1], [2, 3], [4]] output_shape [192, 1, 1, 3, 3] : tensor<192x1x3x3xf32> into tensor<192x1x1x3x3xf32>
  %r991 = tensor.expand_shape %g989 [[0], [1], [2, 3], [4]] output_shape [10, 192, 1, 30, 30] : tensor<10x192x30x30xf32> into tensor<10x192x1x30x30xf32>
  %e992 = tensor.empty() : tensor<10x192x1x28x28xf32>
  %f993 = linalg.fill ins(%c0 : f32) outs(%e992 : tensor<10x192x1x28x28xf32>) -> tensor<10x192x1x28x28xf32>
  %g999 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r991, %r990 : tensor<10x192x1x30x30xf32>, tensor<192x1x1x3x3xf32>) outs(%f993 : tensor<10x192x1x28x28xf32>) {
  ^bb0(%a994: f32, %a995: f32, %o996: f32):
    %b997 = arith.mulf %a994, %a995 : f32
    %b998 = arith.addf %o996, %b997 : f32
    linalg.yield %b998 : f32
  } -> tensor<10x192x1x28x28xf32>
  %r1000 = tensor.collapse_shape %g999 [[0], [1], [2, 3], [4]] : tensor<10x192x1x28x28xf32> into tensor<10x192x28x28xf32>
  %e1001 = tensor.empty() : tensor<192xf32>
  %f1002 = linalg.fill ins(%c0 : f32) outs(%e1001 : tensor<192xf32>) -> tensor<192xf32>
  %g1006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1000 : tensor<10x192x28x28xf32>) outs(%f1002 : tensor<192xf32>) {
  ^bb0(%a1003: f32, %o1004: f32):
    %b1005 = arith.addf %a1003, %o1004 : f32
    linalg.yield %b1005 : f32
  } -> tensor<192xf32>
  %e1007 = tensor.empty() : tensor<192xf32>
  %g1011 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1006 : tensor<192xf32>) outs(%e1007 : tensor<192xf32>) {
  ^bb0(%a1008: f32, %o1009: f32):
    %b1010 = arith.divf %a1008, %c5 : f32
    linalg.yield %b1010 : f32
  } -> tensor<192xf32>
  %e1013 = tensor.empty() : tensor<10x192x28x28xf32>
  %g1019 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1000, %g1011 : tensor<10x192x28x28xf32>, tensor<192xf32>) outs(%e1013 : tensor<10x192x28x28xf32>) {
  ^bb0(%a1014: f32, %a1015: f32, %o1016: f32):
    %b1017 = arith.subf %a1014, %a1015 : f32
    %b1018 = arith.mulf %b1017, %b1017 : f32
    linalg.yield %b1018 : f32
  } -> tensor<10x192x28x28xf32>
  %e1020 = tensor.empty() : tensor<192xf32>
  %f1021 = linalg.fill ins(%c0 : f32) outs(%e1020 : tensor<192xf32>) -> tensor<192xf32>
  %g1025 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1019 : tensor<10x192x28x28xf32>) outs(%f1021 : tensor<192xf32>) {
  ^bb0(%a1022: f32, %o1023: f32):
    %b1024 = arith.addf %a1022, %o1023 : f32
    linalg.yield %b1024 : f32
  } -> tensor<192xf32>
  %e1026 = tensor.empty() : tensor<192xf32>
  %g1030 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1025 : tensor<192xf32>) outs(%e1026 : tensor<192xf32>) {
  ^bb0(%a1027: f32, %o1028: f32):
    %b1029 = arith.divf %a1027, %c5 : f32
    linalg.yield %b1029 : f32
  } -> tensor<192xf32>
  %e1034 = tensor.empty() : tensor<10x192x28x28xf32>
  %g1047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1000, %g1011, %g1030, %features_8_4_weight, %features_8_4_bias : tensor<10x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1034 : tensor<10x192x28x28xf32>) {
  ^bb0(%a1035: f32, %a1036: f32, %a1037: f32, %a1038: f32, %a1039: f32, %o1040: f32):
    %b1041 = arith.addf %a1037, %c2 : f32
    %b1042 = math.sqrt %b1041 : f32
    %b1043 = arith.subf %a1035, %a1036 : f32
    %b1044 = arith.divf %b1043, %b1042 : f32
    %b1045 = arith.mulf %b1044, %a1038 : f32
    %b1046 = arith.addf %b1045, %a1039 : f32
    linalg.yield %b1046 : f32
  } -> tensor<10x192x28x28xf32>
  %e1048 = tensor.empty() : tensor<10x192x28x28xf32>
  %g1053 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1047 : tensor<10x192x28x28xf32>) outs(%e1048 : tensor<10x192x28x28xf32>) {
  ^bb0(%a1049: f32, %o1050: f32):
    %b1051 = arith.maximumf %a1049, %c0 : f32
    %b1052 = arith.minimumf %b1051, %c3 : f32
    linalg.yield %b1052 : f32
  } -> tensor<10x192x28x28xf32>
  %e1054 = tensor.empty() : tensor<10x32x28x28xf32>
  %f1055 = linalg.fill ins(%c0 : f32) outs(%e1054 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv1056 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1053, %features_8_6_weight : tensor<10x192x28x28xf32>, tensor<32x192x1x1xf32>) outs(%f1055 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e1057 = tensor.empty() : tensor<32xf32>
  %f1058 = linalg.fill ins(%c0 : f32) outs(%e1057 : tensor<32xf32>) -> tensor<32xf32>
  %g1062 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1056 : tensor<10x32x28x28xf32>) outs(%f1058 : tensor<32xf32>) {
  ^bb0(%a1059: f32, %o1060: f32):
    %b1061 = arith.addf %a1059, %o1060 : f32
    linalg.yield %b1061 : f32
  } -> tensor<32xf32>
  %e1063 = tensor.empty() : tensor<32xf32>
  %g1067 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1062 : tensor<32xf32>) outs(%e1063 : tensor<32xf32>) {
  ^bb0(%a1064: f32, %o1065: f32):
    %b1066 = arith.divf %a1064, %c5 : f32
    linalg.yield %b1066 : f32
  } -> tensor<32xf32>
  %e1069 = tensor.empty() : tensor<10x32x28x28xf32>
  %g1075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1056, %g1067 : tensor<10x32x28x28xf32>, tensor<32xf32>) outs(%e1069 : tensor<10x32x28x28xf32>) {
  ^bb0(%a1070: f32, %a1071: f32, %o1072: f32):
    %b1073 = arith.subf %a1070, %a1071 : f32
    %b1074 = arith.mulf %b1073, %b1073 : f32
    linalg.yield %b1074 : f32
  } -> tensor<10x32x28x28xf32>
  %e1076 = tensor.empty() : tensor<32xf32>
  %f1077 = linalg.fill ins(%c0 : f32) outs(%e1076 : tensor<32xf32>) -> tensor<32xf32>
  %g1081 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1075 : tensor<10x32x28x28xf32>) outs(%f1077 : tensor<32xf32>) {
  ^bb0(%a1078: f32, %o1079: f32):
    %b1080 = arith.addf %a1078, %o1079 : f32
    linalg.yield %b1080 : f32
  } -> tensor<32xf32>
  %e1082 = tensor.empty() : tensor<32xf32>
  %g1086 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1081 : tensor<32xf32>) outs(%e1082 : tensor<32xf32>) {
  ^bb0(%a1083: f32, %o1084: f32):
    %b1085 = arith.divf %a1083, %c5 : f32
    linalg.yield %b1085 : f32
  } -> tensor<32xf32>
  %e1090 = tensor.empty() : tensor<10x32x28x28xf32>
  %g1103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1056, %g1067, %g1086, %features_8_7_weight, %features_8_7_bias : tensor<10x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e1090 : tensor<10x32x28x28xf32>) {
  ^bb0(%a1091: f32, %a1092: f32, %a1093: f32, %a1094: f32, %a1095: f32, %o1096: f32):
    %b1097 = arith.addf %a1093, %c2 : f32
    %b1098 = math.sqrt %b1097 : f32
    %b1099 = arith.subf %a1091, %a1092 : f32
    %b1100 = arith.divf %b1099, %b1098 : f32
    %b1101 = arith.mulf %b1100, %a1094 : f32
    %b1102 = arith.addf %b1101, %a1095 : f32
    linalg.yield %b1102 : f32
  } -> tensor<10x32x28x28xf32>
  %e1104 = tensor.empty() : tensor<10x192x28x28xf32>
  %f1105 = linalg.fill ins(%c0 : f32) outs(%e1104 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %conv1106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1103, %features_9_0_weight : tensor<10x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%f1105 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %e1107 = tensor.empty() : tensor<192xf32>
  %f1108 = linalg.fill ins(%c0 : f32) outs(%e1107 : tensor<192xf32>) -> tensor<192xf32>
  %g1112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1106 : tensor<10x192x28x28xf32>) outs(%f1108 : tensor<192xf32>) {
  ^bb0(%a1109: f32, %o1110: f32):
    %b1111 = arith.addf %a1109, %o1110 : f32
    linalg.yield %b1111 : f32
  } -> tensor<192xf32>
  %e1113 = tensor.empty() : tensor<192xf32>
  %g1117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1112 : tensor<192xf32>) outs(%e1113 : tensor<192xf32>) {
  ^bb0(%a1114: f32, %o1115: f32):
    %b1116 = arith.divf %a1114, %c5 : f32
    linalg.yield %b1116 : f32
  } -> tensor<192xf32>
  %e1119 = tensor.empty() : tensor<10x192x28x28xf32>
  %g1125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1106, %g1117 : tensor<10x192x28x28xf32>, tensor<192xf32>) outs(%e1119 : tensor<10x192x28x28xf32>) {
  ^bb0(%a1120: f32, %a1121: f32, %o1122: f32):
    %b1123 = arith.subf %a1120, %a1121 : f32
    %b1124 = arith.mulf %b1123, %b1123 : f32
    linalg.yield %b1124 : f32
  } -> tensor<10x192x28x28xf32>
  %e1126 = tensor.empty() : tensor<192xf32>
  %f1127 = linalg.fill ins(%c0 : f32) outs(%e1126 : tensor<192xf32>) -> tensor<192xf32>
  %g1131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1125 : tensor<10x192x28x28xf32>) outs(%f1127 : tensor<192xf32>) {
  ^bb0(%a1128: f32, %o1129: f32):
    %b1130 = arith.addf %a1128, %o1129 : f32
    linalg.yield %b1130 : f32
  } -> tensor<192xf32>
  %e1132 = tensor.empty() : tensor<192xf32>
  %g1136 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1131 : tensor<192xf32>) outs(%e1132 : tensor<192xf32>) {
  ^bb0(%a1133: f32, %o1134: f32):
    %b1135 = arith.divf %a1133, %c5 : f32
    linalg.yield %b1135 : f32
  } -> tensor<192xf32>
  %e1140 = tensor.empty() : tensor<10x192x28x28xf32>
  %g1153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1106, %g1117, %g1136, %features_9_1_weight, %features_9_1_bias : tensor<10x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1140 : tensor<10x192x28x28xf32>) {
  ^bb0(%a1141: f32, %a1142: f32, %a1143: f32, %a1144: f32, %a1145: f32, %o1146: f32):
    %b1147 = arith.addf %a1143, %c2 : f32
    %b1148 = math.sqrt %b1147 : f32
    %b1149 = arith.subf %a1141, %a1142 : f32
    %b1150 = arith.divf %b1149, %b1148 : f32
    %b1151 = arith.mulf %b1150, %a1144 : f32
    %b1152 = arith.addf %b1151, %a1145 : f32
    linalg.yield %b1152 : f32
  } -> tensor<10x192x28x28xf32>
  %e1154 = tensor.empty() : tensor<10x192x28x28xf32>
  %g1159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1153 : tensor<10x192x28x28xf32>) outs(%e1154 : tensor<10x192x28x28xf32>) {
  ^bb0(%a1155: f32, %o1156: f32):
    %b1157 = arith.maximumf %a1155, %c0 : f32
    %b1158 = arith.minimumf %b1157, %c3 : f32
    linalg.yield %b1158 : f32
  } -> tensor<10x192x28x28xf32>
  %e1160 = tensor.empty() : tensor<10x192x30x30xf32>
  %f1161 = linalg.fill ins(%c0 : f32) outs(%e1160 : tensor<10x192x30x30xf32>) -> tensor<10x192x30x30xf32>
  %g1164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1159 : tensor<10x192x28x28xf32>) outs(%f1161 : tensor<10x192x30x30xf32>) {
  ^bb0(%a1162: f32, %o1163: f32):
    linalg.yield %a1162 : f32
  } -> tensor<10x192x30x30xf32>
  %r1165 = tensor.expand_shape %features_9_3_weight [[0], [1], [2, 3], [4]] output_shape [192, 1, 1, 3, 3] : tensor<192x1x3x3xf32> into tensor<192x1x1x3x3xf32>
  %r1166 = tensor.expand_shape %g1164 [[0], [1], [2, 3], [4]] output_shape [10, 192, 1, 30, 30] : tensor<10x192x30x30xf32> into tensor<10x192x1x30x30xf32>
  %e1167 = tensor.empty() : tensor<10x192x1x14x14xf32>
  %f1168 = linalg.fill ins(%c0 : f32) outs(%e1167 : tensor<10x192x1x14x14xf32>) -> tensor<10x192x1x14x14xf32>
  %g1174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1166, %r1165 : tensor<10x192x1x30x30xf32>, tensor<192x1x1x3x3xf32>) outs(%f1168 : tensor<10x192x1x14x14xf32>) {
  ^bb0(%a1169: f32, %a1170: f32, %o1171: f32):
    %b1172 = arith.mulf %a1169, %a1170 : f32
    %b1173 = arith.addf %o1171, %b1172 : f32
    linalg.yield %b1173 : f32
  } -> tensor<10x192x1x14x14xf32>
  %r1175 = tensor.collapse_shape %g1174 [[0], [1], [2, 3], [4]] : tensor<10x192x1x14x14xf32> into tensor<10x192x14x14xf32>
  %e1176 = tensor.empty() : tensor<192xf32>
  %f1177 = linalg.fill ins(%c0 : f32) outs(%e1176 : tensor<192xf32>) -> tensor<192xf32>
  %g1181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1175 : tensor<10x192x14x14xf32>) outs(%f1177 : tensor<192xf32>) {
  ^bb0(%a1178: f32, %o1179: f32):
    %b1180 = arith.addf %a1178, %o1179 : f32
    linalg.yield %b1180 : f32
  } -> tensor<192xf32>
  %e1182 = tensor.empty() : tensor<192xf32>
  %g1186 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1181 : tensor<192xf32>) outs(%e1182 : tensor<192xf32>) {
  ^bb0(%a1183: f32, %o1184: f32):
    %b1185 = arith.divf %a1183, %c6 : f32
    linalg.yield %b1185 : f32
  } -> tensor<192xf32>
  %e1188 = tensor.empty() : tensor<10x192x14x14xf32>
  %g1194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1175, %g1186 : tensor<10x192x14x14xf32>, tensor<192xf32>) outs(%e1188 : tensor<10x192x14x14xf32>) {
  ^bb0(%a1189: f32, %a1190: f32, %o1191: f32):
    %b1192 = arith.subf %a1189, %a1190 : f32
    %b1193 = arith.mulf %b1192, %b1192 : f32
    linalg.yield %b1193 : f32
  } -> tensor<10x192x14x14xf32>
  %e1195 = tensor.empty() : tensor<192xf32>
  %f1196 = linalg.fill ins(%c0 : f32) outs(%e1195 : tensor<192xf32>) -> tensor<192xf32>
  %g1200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1194 : tensor<10x192x14x14xf32>) outs(%f1196 : tensor<192xf32>) {
  ^bb0(%a1197: f32, %o1198: f32):
    %b1199 = arith.addf %a1197, %o1198 : f32
    linalg.yield %b1199 : f32
  } -> tensor<192xf32>
  %e1201 = tensor.empty() : tensor<192xf32>
  %g1205 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1200 : tensor<192xf32>) outs(%e1201 : tensor<192xf32>) {
  ^bb0(%a1202: f32, %o1203: f32):
    %b1204 = arith.divf %a1202, %c6 : f32
    linalg.yield %b1204 : f32
  } -> tensor<192xf32>
  %e1209 = tensor.empty() : tensor<10x192x14x14xf32>
  %g1222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1175, %g1186, %g1205, %features_9_4_weight, %features_9_4_bias : tensor<10x192x14x14xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1209 : tensor<10x192x14x14xf32>) {
  ^bb0(%a1210: f32, %a1211: f32, %a1212: f32, %a1213: f32, %a1214: f32, %o1215: f32):
    %b1216 = arith.addf %a1212, %c2 : f32
    %b1217 = math.sqrt %b1216 : f32
    %b1218 = arith.subf %a1210, %a1211 : f32
    %b1219 = arith.divf %b1218, %b1217 : f32
    %b1220 = arith.mulf %b1219, %a1213 : f32
    %b1221 = arith.addf %b1220, %a1214 : f32
    linalg.yield %b1221 : f32
  } -> tensor<10x192x14x14xf32>
  %e1223 = tensor.empty() : tensor<10x192x14x14xf32>
  %g1228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1222 : tensor<10x192x14x14xf32>) outs(%e1223 : tensor<10x192x14x14xf32>) {
  ^bb0(%a1224: f32, %o1225: f32):
    %b1226 = arith.maximumf %a1224, %c0 : f32
    %b1227 = arith.minimumf %b1226, %c3 : f32
    linalg.yield %b1227 : f32
  } -> tensor<10x192x14x14xf32>
  %e1229 = tensor.empty() : tensor<10x64x14x14xf32>
  %f1230 = linalg.fill ins(%c0 : f32) outs(%e1229 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv1231 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1228, %features_9_6_weight : tensor<10x192x14x14xf32>, tensor<64x192x1x1xf32>) outs(%f1230 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e1232 = tensor.empty() : tensor<64xf32>
  %f1233 = linalg.fill ins(%c0 : f32) outs(%e1232 : tensor<64xf32>) -> tensor<64xf32>
  %g1237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1231 : tensor<10x64x14x14xf32>) outs(%f1233 : tensor<64xf32>) {
  ^bb0(%a1234: f32, %o1235: f32):
    %b1236 = arith.addf %a1234, %o1235 : f32
    linalg.yield %b1236 : f32
  } -> tensor<64xf32>
  %e1238 = tensor.empty() : tensor<64xf32>
  %g1242 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1237 : tensor<64xf32>) outs(%e1238 : tensor<64xf32>) {
  ^bb0(%a1239: f32, %o1240: f32):
    %b1241 = arith.divf %a1239, %c6 : f32
    linalg.yield %b1241 : f32
  } -> tensor<64xf32>
  %e1244 = tensor.empty() : tensor<10x64x14x14xf32>
  %g1250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1231, %g1242 : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e1244 : tensor<10x64x14x14xf32>) {
  ^bb0(%a1245: f32, %a1246: f32, %o1247: f32):
    %b1248 = arith.subf %a1245, %a1246 : f32
    %b1249 = arith.mulf %b1248, %b1248 : f32
    linalg.yield %b1249 : f32
  } -> tensor<10x64x14x14xf32>
  %e1251 = tensor.empty() : tensor<64xf32>
  %f1252 = linalg.fill ins(%c0 : f32) outs(%e1251 : tensor<64xf32>) -> tensor<64xf32>
  %g1256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1250 : tensor<10x64x14x14xf32>) outs(%f1252 : tensor<64xf32>) {
  ^bb0(%a1253: f32, %o1254: f32):
    %b1255 = arith.addf %a1253, %o1254 : f32
    linalg.yield %b1255 : f32
  } -> tensor<64xf32>
  %e1257 = tensor.empty() : tensor<64xf32>
  %g1261 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1256 : tensor<64xf32>) outs(%e1257 : tensor<64xf32>) {
  ^bb0(%a1258: f32, %o1259: f32):
    %b1260 = arith.divf %a1258, %c6 : f32
    linalg.yield %b1260 : f32
  } -> tensor<64xf32>
  %e1265 = tensor.empty() : tensor<10x64x14x14xf32>
  %g1278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1231, %g1242, %g1261, %features_9_7_weight, %features_9_7_bias : tensor<10x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e1265 : tensor<10x64x14x14xf32>) {
  ^bb0(%a1266: f32, %a1267: f32, %a1268: f32, %a1269: f32, %a1270: f32, %o1271: f32):
    %b1272 = arith.addf %a1268, %c2 : f32
    %b1273 = math.sqrt %b1272 : f32
    %b1274 = arith.subf %a1266, %a1267 : f32
    %b1275 = arith.divf %b1274, %b1273 : f32
    %b1276 = arith.mulf %b1275, %a1269 : f32
    %b1277 = arith.addf %b1276, %a1270 : f32
    linalg.yield %b1277 : f32
  } -> tensor<10x64x14x14xf32>
  %e1279 = tensor.empty() : tensor<10x384x14x14xf32>
  %f1280 = linalg.fill ins(%c0 : f32) outs(%e1279 : tensor<10x384x14x14xf32>) -> tensor<10x384x14x14xf32>
  %conv1281 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1278, %features_10_0_weight : tensor<10x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%f1280 : tensor<10x384x14x14xf32>) -> tensor<10x384x14x14xf32>
  %e1282 = tensor.empty() : tensor<384xf32>
  %f1283 = linalg.fill ins(%c0 : f32) outs(%e1282 : tensor<384xf32>) -> tensor<384xf32>
  %g1287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1281 : tensor<10x384x14x14xf32>) outs(%f1283 : tensor<384xf32>) {
  ^bb0(%a1284: f32, %o1285: f32):
    %b1286 = arith.addf %a1284, %o1285 : f32
    linalg.yield %b1286 : f32
  } -> tensor<384xf32>
  %e1288 = tensor.empty() : tensor<384xf32>
  %g1292 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1287 : tensor<384xf32>) outs(%e1288 : tensor<384xf32>) {
  ^bb0(%a1289: f32, %o1290: f32):
    %b1291 = arith.divf %a1289, %c6 : f32
    linalg.yield %b1291 : f32
  } -> tensor<384xf32>
  %e1294 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1281, %g1292 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1294 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1295: f32, %a1296: f32, %o1297: f32):
    %b1298 = arith.subf %a1295, %a1296 : f32
    %b1299 = arith.mulf %b1298, %b1298 : f32
    linalg.yield %b1299 : f32
  } -> tensor<10x384x14x14xf32>
  %e1301 = tensor.empty() : tensor<384xf32>
  %f1302 = linalg.fill ins(%c0 : f32) outs(%e1301 : tensor<384xf32>) -> tensor<384xf32>
  %g1306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1300 : tensor<10x384x14x14xf32>) outs(%f1302 : tensor<384xf32>) {
  ^bb0(%a1303: f32, %o1304: f32):
    %b1305 = arith.addf %a1303, %o1304 : f32
    linalg.yield %b1305 : f32
  } -> tensor<384xf32>
  %e1307 = tensor.empty() : tensor<384xf32>
  %g1311 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1306 : tensor<384xf32>) outs(%e1307 : tensor<384xf32>) {
  ^bb0(%a1308: f32, %o1309: f32):
    %b1310 = arith.divf %a1308, %c6 : f32
    linalg.yield %b1310 : f32
  } -> tensor<384xf32>
  %e1315 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1281, %g1292, %g1311, %features_10_1_weight, %features_10_1_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1315 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1316: f32, %a1317: f32, %a1318: f32, %a1319: f32, %a1320: f32, %o1321: f32):
    %b1322 = arith.addf %a1318, %c2 : f32
    %b1323 = math.sqrt %b1322 : f32
    %b1324 = arith.subf %a1316, %a1317 : f32
    %b1325 = arith.divf %b1324, %b1323 : f32
    %b1326 = arith.mulf %b1325, %a1319 : f32
    %b1327 = arith.addf %b1326, %a1320 : f32
    linalg.yield %b1327 : f32
  } -> tensor<10x384x14x14xf32>
  %e1329 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1328 : tensor<10x384x14x14xf32>) outs(%e1329 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1330: f32, %o1331: f32):
    %b1332 = arith.maximumf %a1330, %c0 : f32
    %b1333 = arith.minimumf %b1332, %c3 : f32
    linalg.yield %b1333 : f32
  } -> tensor<10x384x14x14xf32>
  %e1335 = tensor.empty() : tensor<10x384x16x16xf32>
  %f1336 = linalg.fill ins(%c0 : f32) outs(%e1335 : tensor<10x384x16x16xf32>) -> tensor<10x384x16x16xf32>
  %g1339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1334 : tensor<10x384x14x14xf32>) outs(%f1336 : tensor<10x384x16x16xf32>) {
  ^bb0(%a1337: f32, %o1338: f32):
    linalg.yield %a1337 : f32
  } -> tensor<10x384x16x16xf32>
  %r1340 = tensor.expand_shape %features_10_3_weight [[0], [1], [2, 3], [4]] output_shape [384, 1, 1, 3, 3] : tensor<384x1x3x3xf32> into tensor<384x1x1x3x3xf32>
  %r1341 = tensor.expand_shape %g1339 [[0], [1], [2, 3], [4]] output_shape [10, 384, 1, 16, 16] : tensor<10x384x16x16xf32> into tensor<10x384x1x16x16xf32>
  %e1342 = tensor.empty() : tensor<10x384x1x14x14xf32>
  %f1343 = linalg.fill ins(%c0 : f32) outs(%e1342 : tensor<10x384x1x14x14xf32>) -> tensor<10x384x1x14x14xf32>
  %g1349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1341, %r1340 : tensor<10x384x1x16x16xf32>, tensor<384x1x1x3x3xf32>) outs(%f1343 : tensor<10x384x1x14x14xf32>) {
  ^bb0(%a1344: f32, %a1345: f32, %o1346: f32):
    %b1347 = arith.mulf %a1344, %a1345 : f32
    %b1348 = arith.addf %o1346, %b1347 : f32
    linalg.yield %b1348 : f32
  } -> tensor<10x384x1x14x14xf32>
  %r1350 = tensor.collapse_shape %g1349 [[0], [1], [2, 3], [4]] : tensor<10x384x1x14x14xf32> into tensor<10x384x14x14xf32>
  %e1351 = tensor.empty() : tensor<384xf32>
  %f1352 = linalg.fill ins(%c0 : f32) outs(%e1351 : tensor<384xf32>) -> tensor<384xf32>
  %g1356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1350 : tensor<10x384x14x14xf32>) outs(%f1352 : tensor<384xf32>) {
  ^bb0(%a1353: f32, %o1354: f32):
    %b1355 = arith.addf %a1353, %o1354 : f32
    linalg.yield %b1355 : f32
  } -> tensor<384xf32>
  %e1357 = tensor.empty() : tensor<384xf32>
  %g1361 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1356 : tensor<384xf32>) outs(%e1357 : tensor<384xf32>) {
  ^bb0(%a1358: f32, %o1359: f32):
    %b1360 = arith.divf %a1358, %c6 : f32
    linalg.yield %b1360 : f32
  } -> tensor<384xf32>
  %e1363 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1350, %g1361 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1363 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1364: f32, %a1365: f32, %o1366: f32):
    %b1367 = arith.subf %a1364, %a1365 : f32
    %b1368 = arith.mulf %b1367, %b1367 : f32
    linalg.yield %b1368 : f32
  } -> tensor<10x384x14x14xf32>
  %e1370 = tensor.empty() : tensor<384xf32>
  %f1371 = linalg.fill ins(%c0 : f32) outs(%e1370 : tensor<384xf32>) -> tensor<384xf32>
  %g1375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1369 : tensor<10x384x14x14xf32>) outs(%f1371 : tensor<384xf32>) {
  ^bb0(%a1372: f32, %o1373: f32):
    %b1374 = arith.addf %a1372, %o1373 : f32
    linalg.yield %b1374 : f32
  } -> tensor<384xf32>
  %e1376 = tensor.empty() : tensor<384xf32>
  %g1380 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1375 : tensor<384xf32>) outs(%e1376 : tensor<384xf32>) {
  ^bb0(%a1377: f32, %o1378: f32):
    %b1379 = arith.divf %a1377, %c6 : f32
    linalg.yield %b1379 : f32
  } -> tensor<384xf32>
  %e1384 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1350, %g1361, %g1380, %features_10_4_weight, %features_10_4_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1384 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1385: f32, %a1386: f32, %a1387: f32, %a1388: f32, %a1389: f32, %o1390: f32):
    %b1391 = arith.addf %a1387, %c2 : f32
    %b1392 = math.sqrt %b1391 : f32
    %b1393 = arith.subf %a1385, %a1386 : f32
    %b1394 = arith.divf %b1393, %b1392 : f32
    %b1395 = arith.mulf %b1394, %a1388 : f32
    %b1396 = arith.addf %b1395, %a1389 : f32
    linalg.yield %b1396 : f32
  } -> tensor<10x384x14x14xf32>
  %e1398 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1397 : tensor<10x384x14x14xf32>) outs(%e1398 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1399: f32, %o1400: f32):
    %b1401 = arith.maximumf %a1399, %c0 : f32
    %b1402 = arith.minimumf %b1401, %c3 : f32
    linalg.yield %b1402 : f32
  } -> tensor<10x384x14x14xf32>
  %e1404 = tensor.empty() : tensor<10x64x14x14xf32>
  %f1405 = linalg.fill ins(%c0 : f32) outs(%e1404 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv1406 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1403, %features_10_6_weight : tensor<10x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%f1405 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e1407 = tensor.empty() : tensor<64xf32>
  %f1408 = linalg.fill ins(%c0 : f32) outs(%e1407 : tensor<64xf32>) -> tensor<64xf32>
  %g1412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1406 : tensor<10x64x14x14xf32>) outs(%f1408 : tensor<64xf32>) {
  ^bb0(%a1409: f32, %o1410: f32):
    %b1411 = arith.addf %a1409, %o1410 : f32
    linalg.yield %b1411 : f32
  } -> tensor<64xf32>
  %e1413 = tensor.empty() : tensor<64xf32>
  %g1417 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1412 : tensor<64xf32>) outs(%e1413 : tensor<64xf32>) {
  ^bb0(%a1414: f32, %o1415: f32):
    %b1416 = arith.divf %a1414, %c6 : f32
    linalg.yield %b1416 : f32
  } -> tensor<64xf32>
  %e1419 = tensor.empty() : tensor<10x64x14x14xf32>
  %g1425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1406, %g1417 : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e1419 : tensor<10x64x14x14xf32>) {
  ^bb0(%a1420: f32, %a1421: f32, %o1422: f32):
    %b1423 = arith.subf %a1420, %a1421 : f32
    %b1424 = arith.mulf %b1423, %b1423 : f32
    linalg.yield %b1424 : f32
  } -> tensor<10x64x14x14xf32>
  %e1426 = tensor.empty() : tensor<64xf32>
  %f1427 = linalg.fill ins(%c0 : f32) outs(%e1426 : tensor<64xf32>) -> tensor<64xf32>
  %g1431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1425 : tensor<10x64x14x14xf32>) outs(%f1427 : tensor<64xf32>) {
  ^bb0(%a1428: f32, %o1429: f32):
    %b1430 = arith.addf %a1428, %o1429 : f32
    linalg.yield %b1430 : f32
  } -> tensor<64xf32>
  %e1432 = tensor.empty() : tensor<64xf32>
  %g1436 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1431 : tensor<64xf32>) outs(%e1432 : tensor<64xf32>) {
  ^bb0(%a1433: f32, %o1434: f32):
    %b1435 = arith.divf %a1433, %c6 : f32
    linalg.yield %b1435 : f32
  } -> tensor<64xf32>
  %e1440 = tensor.empty() : tensor<10x64x14x14xf32>
  %g1453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1406, %g1417, %g1436, %features_10_7_weight, %features_10_7_bias : tensor<10x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e1440 : tensor<10x64x14x14xf32>) {
  ^bb0(%a1441: f32, %a1442: f32, %a1443: f32, %a1444: f32, %a1445: f32, %o1446: f32):
    %b1447 = arith.addf %a1443, %c2 : f32
    %b1448 = math.sqrt %b1447 : f32
    %b1449 = arith.subf %a1441, %a1442 : f32
    %b1450 = arith.divf %b1449, %b1448 : f32
    %b1451 = arith.mulf %b1450, %a1444 : f32
    %b1452 = arith.addf %b1451, %a1445 : f32
    linalg.yield %b1452 : f32
  } -> tensor<10x64x14x14xf32>
  %e1454 = tensor.empty() : tensor<10x384x14x14xf32>
  %f1455 = linalg.fill ins(%c0 : f32) outs(%e1454 : tensor<10x384x14x14xf32>) -> tensor<10x384x14x14xf32>
  %conv1456 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1453, %features_11_0_weight : tensor<10x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%f1455 : tensor<10x384x14x14xf32>) -> tensor<10x384x14x14xf32>
  %e1457 = tensor.empty() : tensor<384xf32>
  %f1458 = linalg.fill ins(%c0 : f32) outs(%e1457 : tensor<384xf32>) -> tensor<384xf32>
  %g1462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1456 : tensor<10x384x14x14xf32>) outs(%f1458 : tensor<384xf32>) {
  ^bb0(%a1459: f32, %o1460: f32):
    %b1461 = arith.addf %a1459, %o1460 : f32
    linalg.yield %b1461 : f32
  } -> tensor<384xf32>
  %e1463 = tensor.empty() : tensor<384xf32>
  %g1467 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1462 : tensor<384xf32>) outs(%e1463 : tensor<384xf32>) {
  ^bb0(%a1464: f32, %o1465: f32):
    %b1466 = arith.divf %a1464, %c6 : f32
    linalg.yield %b1466 : f32
  } -> tensor<384xf32>
  %e1469 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1456, %g1467 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1469 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1470: f32, %a1471: f32, %o1472: f32):
    %b1473 = arith.subf %a1470, %a1471 : f32
    %b1474 = arith.mulf %b1473, %b1473 : f32
    linalg.yield %b1474 : f32
  } -> tensor<10x384x14x14xf32>
  %e1476 = tensor.empty() : tensor<384xf32>
  %f1477 = linalg.fill ins(%c0 : f32) outs(%e1476 : tensor<384xf32>) -> tensor<384xf32>
  %g1481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1475 : tensor<10x384x14x14xf32>) outs(%f1477 : tensor<384xf32>) {
  ^bb0(%a1478: f32, %o1479: f32):
    %b1480 = arith.addf %a1478, %o1479 : f32
    linalg.yield %b1480 : f32
  } -> tensor<384xf32>
  %e1482 = tensor.empty() : tensor<384xf32>
  %g1486 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1481 : tensor<384xf32>) outs(%e1482 : tensor<384xf32>) {
  ^bb0(%a1483: f32, %o1484: f32):
    %b1485 = arith.divf %a1483, %c6 : f32
    linalg.yield %b1485 : f32
  } -> tensor<384xf32>
  %e1490 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1456, %g1467, %g1486, %features_11_1_weight, %features_11_1_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1490 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1491: f32, %a1492: f32, %a1493: f32, %a1494: f32, %a1495: f32, %o1496: f32):
    %b1497 = arith.addf %a1493, %c2 : f32
    %b1498 = math.sqrt %b1497 : f32
    %b1499 = arith.subf %a1491, %a1492 : f32
    %b1500 = arith.divf %b1499, %b1498 : f32
    %b1501 = arith.mulf %b1500, %a1494 : f32
    %b1502 = arith.addf %b1501, %a1495 : f32
    linalg.yield %b1502 : f32
  } -> tensor<10x384x14x14xf32>
  %e1504 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1503 : tensor<10x384x14x14xf32>) outs(%e1504 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1505: f32, %o1506: f32):
    %b1507 = arith.maximumf %a1505, %c0 : f32
    %b1508 = arith.minimumf %b1507, %c3 : f32
    linalg.yield %b1508 : f32
  } -> tensor<10x384x14x14xf32>
  %e1510 = tensor.empty() : tensor<10x384x16x16xf32>
  %f1511 = linalg.fill ins(%c0 : f32) outs(%e1510 : tensor<10x384x16x16xf32>) -> tensor<10x384x16x16xf32>
  %g1514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1509 : tensor<10x384x14x14xf32>) outs(%f1511 : tensor<10x384x16x16xf32>) {
  ^bb0(%a1512: f32, %o1513: f32):
    linalg.yield %a1512 : f32
  } -> tensor<10x384x16x16xf32>
  %r1515 = tensor.expand_shape %features_11_3_weight [[0], [1], [2, 3], [4]] output_shape [384, 1, 1, 3, 3] : tensor<384x1x3x3xf32> into tensor<384x1x1x3x3xf32>
  %r1516 = tensor.expand_shape %g1514 [[0], [1], [2, 3], [4]] output_shape [10, 384, 1, 16, 16] : tensor<10x384x16x16xf32> into tensor<10x384x1x16x16xf32>
  %e1517 = tensor.empty() : tensor<10x384x1x14x14xf32>
  %f1518 = linalg.fill ins(%c0 : f32) outs(%e1517 : tensor<10x384x1x14x14xf32>) -> tensor<10x384x1x14x14xf32>
  %g1524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1516, %r1515 : tensor<10x384x1x16x16xf32>, tensor<384x1x1x3x3xf32>) outs(%f1518 : tensor<10x384x1x14x14xf32>) {
  ^bb0(%a1519: f32, %a1520: f32, %o1521: f32):
    %b1522 = arith.mulf %a1519, %a1520 : f32
    %b1523 = arith.addf %o1521, %b1522 : f32
    linalg.yield %b1523 : f32
  } -> tensor<10x384x1x14x14xf32>
  %r1525 = tensor.collapse_shape %g1524 [[0], [1], [2, 3], [4]] : tensor<10x384x1x14x14xf32> into tensor<10x384x14x14xf32>
  %e1526 = tensor.empty() : tensor<384xf32>
  %f1527 = linalg.fill ins(%c0 : f32) outs(%e1526 : tensor<384xf32>) -> tensor<384xf32>
  %g1531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1525 : tensor<10x384x14x14xf32>) outs(%f1527 : tensor<384xf32>) {
  ^bb0(%a1528: f32, %o1529: f32):
    %b1530 = arith.addf %a1528, %o1529 : f32
    linalg.yield %b1530 : f32
  } -> tensor<384xf32>
  %e1532 = tensor.empty() : tensor<384xf32>
  %g1536 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1531 : tensor<384xf32>) outs(%e1532 : tensor<384xf32>) {
  ^bb0(%a1533: f32, %o1534: f32):
    %b1535 = arith.divf %a1533, %c6 : f32
    linalg.yield %b1535 : f32
  } -> tensor<384xf32>
  %e1538 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1525, %g1536 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1538 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1539: f32, %a1540: f32, %o1541: f32):
    %b1542 = arith.subf %a1539, %a1540 : f32
    %b1543 = arith.mulf %b1542, %b1542 : f32
    linalg.yield %b1543 : f32
  } -> tensor<10x384x14x14xf32>
  %e1545 = tensor.empty() : tensor<384xf32>
  %f1546 = linalg.fill ins(%c0 : f32) outs(%e1545 : tensor<384xf32>) -> tensor<384xf32>
  %g1550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1544 : tensor<10x384x14x14xf32>) outs(%f1546 : tensor<384xf32>) {
  ^bb0(%a1547: f32, %o1548: f32):
    %b1549 = arith.addf %a1547, %o1548 : f32
    linalg.yield %b1549 : f32
  } -> tensor<384xf32>
  %e1551 = tensor.empty() : tensor<384xf32>
  %g1555 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1550 : tensor<384xf32>) outs(%e1551 : tensor<384xf32>) {
  ^bb0(%a1552: f32, %o1553: f32):
    %b1554 = arith.divf %a1552, %c6 : f32
    linalg.yield %b1554 : f32
  } -> tensor<384xf32>
  %e1559 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1525, %g1536, %g1555, %features_11_4_weight, %features_11_4_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1559 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1560: f32, %a1561: f32, %a1562: f32, %a1563: f32, %a1564: f32, %o1565: f32):
    %b1566 = arith.addf %a1562, %c2 : f32
    %b1567 = math.sqrt %b1566 : f32
    %b1568 = arith.subf %a1560, %a1561 : f32
    %b1569 = arith.divf %b1568, %b1567 : f32
    %b1570 = arith.mulf %b1569, %a1563 : f32
    %b1571 = arith.addf %b1570, %a1564 : f32
    linalg.yield %b1571 : f32
  } -> tensor<10x384x14x14xf32>
  %e1573 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1572 : tensor<10x384x14x14xf32>) outs(%e1573 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1574: f32, %o1575: f32):
    %b1576 = arith.maximumf %a1574, %c0 : f32
    %b1577 = arith.minimumf %b1576, %c3 : f32
    linalg.yield %b1577 : f32
  } -> tensor<10x384x14x14xf32>
  %e1579 = tensor.empty() : tensor<10x64x14x14xf32>
  %f1580 = linalg.fill ins(%c0 : f32) outs(%e1579 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv1581 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1578, %features_11_6_weight : tensor<10x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%f1580 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e1582 = tensor.empty() : tensor<64xf32>
  %f1583 = linalg.fill ins(%c0 : f32) outs(%e1582 : tensor<64xf32>) -> tensor<64xf32>
  %g1587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1581 : tensor<10x64x14x14xf32>) outs(%f1583 : tensor<64xf32>) {
  ^bb0(%a1584: f32, %o1585: f32):
    %b1586 = arith.addf %a1584, %o1585 : f32
    linalg.yield %b1586 : f32
  } -> tensor<64xf32>
  %e1588 = tensor.empty() : tensor<64xf32>
  %g1592 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1587 : tensor<64xf32>) outs(%e1588 : tensor<64xf32>) {
  ^bb0(%a1589: f32, %o1590: f32):
    %b1591 = arith.divf %a1589, %c6 : f32
    linalg.yield %b1591 : f32
  } -> tensor<64xf32>
  %e1594 = tensor.empty() : tensor<10x64x14x14xf32>
  %g1600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1581, %g1592 : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e1594 : tensor<10x64x14x14xf32>) {
  ^bb0(%a1595: f32, %a1596: f32, %o1597: f32):
    %b1598 = arith.subf %a1595, %a1596 : f32
    %b1599 = arith.mulf %b1598, %b1598 : f32
    linalg.yield %b1599 : f32
  } -> tensor<10x64x14x14xf32>
  %e1601 = tensor.empty() : tensor<64xf32>
  %f1602 = linalg.fill ins(%c0 : f32) outs(%e1601 : tensor<64xf32>) -> tensor<64xf32>
  %g1606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1600 : tensor<10x64x14x14xf32>) outs(%f1602 : tensor<64xf32>) {
  ^bb0(%a1603: f32, %o1604: f32):
    %b1605 = arith.addf %a1603, %o1604 : f32
    linalg.yield %b1605 : f32
  } -> tensor<64xf32>
  %e1607 = tensor.empty() : tensor<64xf32>
  %g1611 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1606 : tensor<64xf32>) outs(%e1607 : tensor<64xf32>) {
  ^bb0(%a1608: f32, %o1609: f32):
    %b1610 = arith.divf %a1608, %c6 : f32
    linalg.yield %b1610 : f32
  } -> tensor<64xf32>
  %e1615 = tensor.empty() : tensor<10x64x14x14xf32>
  %g1628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1581, %g1592, %g1611, %features_11_7_weight, %features_11_7_bias : tensor<10x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e1615 : tensor<10x64x14x14xf32>) {
  ^bb0(%a1616: f32, %a1617: f32, %a1618: f32, %a1619: f32, %a1620: f32, %o1621: f32):
    %b1622 = arith.addf %a1618, %c2 : f32
    %b1623 = math.sqrt %b1622 : f32
    %b1624 = arith.subf %a1616, %a1617 : f32
    %b1625 = arith.divf %b1624, %b1623 : f32
    %b1626 = arith.mulf %b1625, %a1619 : f32
    %b1627 = arith.addf %b1626, %a1620 : f32
    linalg.yield %b1627 : f32
  } -> tensor<10x64x14x14xf32>
  %e1629 = tensor.empty() : tensor<10x384x14x14xf32>
  %f1630 = linalg.fill ins(%c0 : f32) outs(%e1629 : tensor<10x384x14x14xf32>) -> tensor<10x384x14x14xf32>
  %conv1631 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1628, %features_12_0_weight : tensor<10x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%f1630 : tensor<10x384x14x14xf32>) -> tensor<10x384x14x14xf32>
  %e1632 = tensor.empty() : tensor<384xf32>
  %f1633 = linalg.fill ins(%c0 : f32) outs(%e1632 : tensor<384xf32>) -> tensor<384xf32>
  %g1637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1631 : tensor<10x384x14x14xf32>) outs(%f1633 : tensor<384xf32>) {
  ^bb0(%a1634: f32, %o1635: f32):
    %b1636 = arith.addf %a1634, %o1635 : f32
    linalg.yield %b1636 : f32
  } -> tensor<384xf32>
  %e1638 = tensor.empty() : tensor<384xf32>
  %g1642 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1637 : tensor<384xf32>) outs(%e1638 : tensor<384xf32>) {
  ^bb0(%a1639: f32, %o1640: f32):
    %b1641 = arith.divf %a1639, %c6 : f32
    linalg.yield %b1641 : f32
  } -> tensor<384xf32>
  %e1644 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1631, %g1642 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1644 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1645: f32, %a1646: f32, %o1647: f32):
    %b1648 = arith.subf %a1645, %a1646 : f32
    %b1649 = arith.mulf %b1648, %b1648 : f32
    linalg.yield %b1649 : f32
  } -> tensor<10x384x14x14xf32>
  %e1651 = tensor.empty() : tensor<384xf32>
  %f1652 = linalg.fill ins(%c0 : f32) outs(%e1651 : tensor<384xf32>) -> tensor<384xf32>
  %g1656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1650 : tensor<10x384x14x14xf32>) outs(%f1652 : tensor<384xf32>) {
  ^bb0(%a1653: f32, %o1654: f32):
    %b1655 = arith.addf %a1653, %o1654 : f32
    linalg.yield %b1655 : f32
  } -> tensor<384xf32>
  %e1657 = tensor.empty() : tensor<384xf32>
  %g1661 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1656 : tensor<384xf32>) outs(%e1657 : tensor<384xf32>) {
  ^bb0(%a1658: f32, %o1659: f32):
    %b1660 = arith.divf %a1658, %c6 : f32
    linalg.yield %b1660 : f32
  } -> tensor<384xf32>
  %e1665 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1631, %g1642, %g1661, %features_12_1_weight, %features_12_1_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1665 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1666: f32, %a1667: f32, %a1668: f32, %a1669: f32, %a1670: f32, %o1671: f32):
    %b1672 = arith.addf %a1668, %c2 : f32
    %b1673 = math.sqrt %b1672 : f32
    %b1674 = arith.subf %a1666, %a1667 : f32
    %b1675 = arith.divf %b1674, %b1673 : f32
    %b1676 = arith.mulf %b1675, %a1669 : f32
    %b1677 = arith.addf %b1676, %a1670 : f32
    linalg.yield %b1677 : f32
  } -> tensor<10x384x14x14xf32>
  %e1679 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1678 : tensor<10x384x14x14xf32>) outs(%e1679 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1680: f32, %o1681: f32):
    %b1682 = arith.maximumf %a1680, %c0 : f32
    %b1683 = arith.minimumf %b1682, %c3 : f32
    linalg.yield %b1683 : f32
  } -> tensor<10x384x14x14xf32>
  %e1685 = tensor.empty() : tensor<10x384x16x16xf32>
  %f1686 = linalg.fill ins(%c0 : f32) outs(%e1685 : tensor<10x384x16x16xf32>) -> tensor<10x384x16x16xf32>
  %g1689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1684 : tensor<10x384x14x14xf32>) outs(%f1686 : tensor<10x384x16x16xf32>) {
  ^bb0(%a1687: f32, %o1688: f32):
    linalg.yield %a1687 : f32
  } -> tensor<10x384x16x16xf32>
  %r1690 = tensor.expand_shape %features_12_3_weight [[0], [1], [2, 3], [4]] output_shape [384, 1, 1, 3, 3] : tensor<384x1x3x3xf32> into tensor<384x1x1x3x3xf32>
  %r1691 = tensor.expand_shape %g1689 [[0], [1], [2, 3], [4]] output_shape [10, 384, 1, 16, 16] : tensor<10x384x16x16xf32> into tensor<10x384x1x16x16xf32>
  %e1692 = tensor.empty() : tensor<10x384x1x14x14xf32>
  %f1693 = linalg.fill ins(%c0 : f32) outs(%e1692 : tensor<10x384x1x14x14xf32>) -> tensor<10x384x1x14x14xf32>
  %g1699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1691, %r1690 : tensor<10x384x1x16x16xf32>, tensor<384x1x1x3x3xf32>) outs(%f1693 : tensor<10x384x1x14x14xf32>) {
  ^bb0(%a1694: f32, %a1695: f32, %o1696: f32):
    %b1697 = arith.mulf %a1694, %a1695 : f32
    %b1698 = arith.addf %o1696, %b1697 : f32
    linalg.yield %b1698 : f32
  } -> tensor<10x384x1x14x14xf32>
  %r1700 = tensor.collapse_shape %g1699 [[0], [1], [2, 3], [4]] : tensor<10x384x1x14x14xf32> into tensor<10x384x14x14xf32>
  %e1701 = tensor.empty() : tensor<384xf32>
  %f1702 = linalg.fill ins(%c0 : f32) outs(%e1701 : tensor<384xf32>) -> tensor<384xf32>
  %g1706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1700 : tensor<10x384x14x14xf32>) outs(%f1702 : tensor<384xf32>) {
  ^bb0(%a1703: f32, %o1704: f32):
    %b1705 = arith.addf %a1703, %o1704 : f32
    linalg.yield %b1705 : f32
  } -> tensor<384xf32>
  %e1707 = tensor.empty() : tensor<384xf32>
  %g1711 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1706 : tensor<384xf32>) outs(%e1707 : tensor<384xf32>) {
  ^bb0(%a1708: f32, %o1709: f32):
    %b1710 = arith.divf %a1708, %c6 : f32
    linalg.yield %b1710 : f32
  } -> tensor<384xf32>
  %e1713 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1700, %g1711 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1713 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1714: f32, %a1715: f32, %o1716: f32):
    %b1717 = arith.subf %a1714, %a1715 : f32
    %b1718 = arith.mulf %b1717, %b1717 : f32
    linalg.yield %b1718 : f32
  } -> tensor<10x384x14x14xf32>
  %e1720 = tensor.empty() : tensor<384xf32>
  %f1721 = linalg.fill ins(%c0 : f32) outs(%e1720 : tensor<384xf32>) -> tensor<384xf32>
  %g1725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1719 : tensor<10x384x14x14xf32>) outs(%f1721 : tensor<384xf32>) {
  ^bb0(%a1722: f32, %o1723: f32):
    %b1724 = arith.addf %a1722, %o1723 : f32
    linalg.yield %b1724 : f32
  } -> tensor<384xf32>
  %e1726 = tensor.empty() : tensor<384xf32>
  %g1730 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1725 : tensor<384xf32>) outs(%e1726 : tensor<384xf32>) {
  ^bb0(%a1727: f32, %o1728: f32):
    %b1729 = arith.divf %a1727, %c6 : f32
    linalg.yield %b1729 : f32
  } -> tensor<384xf32>
  %e1734 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1700, %g1711, %g1730, %features_12_4_weight, %features_12_4_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1734 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1735: f32, %a1736: f32, %a1737: f32, %a1738: f32, %a1739: f32, %o1740: f32):
    %b1741 = arith.addf %a1737, %c2 : f32
    %b1742 = math.sqrt %b1741 : f32
    %b1743 = arith.subf %a1735, %a1736 : f32
    %b1744 = arith.divf %b1743, %b1742 : f32
    %b1745 = arith.mulf %b1744, %a1738 : f32
    %b1746 = arith.addf %b1745, %a1739 : f32
    linalg.yield %b1746 : f32
  } -> tensor<10x384x14x14xf32>
  %e1748 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1747 : tensor<10x384x14x14xf32>) outs(%e1748 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1749: f32, %o1750: f32):
    %b1751 = arith.maximumf %a1749, %c0 : f32
    %b1752 = arith.minimumf %b1751, %c3 : f32
    linalg.yield %b1752 : f32
  } -> tensor<10x384x14x14xf32>
  %e1754 = tensor.empty() : tensor<10x64x14x14xf32>
  %f1755 = linalg.fill ins(%c0 : f32) outs(%e1754 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv1756 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1753, %features_12_6_weight : tensor<10x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%f1755 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e1757 = tensor.empty() : tensor<64xf32>
  %f1758 = linalg.fill ins(%c0 : f32) outs(%e1757 : tensor<64xf32>) -> tensor<64xf32>
  %g1762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1756 : tensor<10x64x14x14xf32>) outs(%f1758 : tensor<64xf32>) {
  ^bb0(%a1759: f32, %o1760: f32):
    %b1761 = arith.addf %a1759, %o1760 : f32
    linalg.yield %b1761 : f32
  } -> tensor<64xf32>
  %e1763 = tensor.empty() : tensor<64xf32>
  %g1767 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1762 : tensor<64xf32>) outs(%e1763 : tensor<64xf32>) {
  ^bb0(%a1764: f32, %o1765: f32):
    %b1766 = arith.divf %a1764, %c6 : f32
    linalg.yield %b1766 : f32
  } -> tensor<64xf32>
  %e1769 = tensor.empty() : tensor<10x64x14x14xf32>
  %g1775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1756, %g1767 : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e1769 : tensor<10x64x14x14xf32>) {
  ^bb0(%a1770: f32, %a1771: f32, %o1772: f32):
    %b1773 = arith.subf %a1770, %a1771 : f32
    %b1774 = arith.mulf %b1773, %b1773 : f32
    linalg.yield %b1774 : f32
  } -> tensor<10x64x14x14xf32>
  %e1776 = tensor.empty() : tensor<64xf32>
  %f1777 = linalg.fill ins(%c0 : f32) outs(%e1776 : tensor<64xf32>) -> tensor<64xf32>
  %g1781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1775 : tensor<10x64x14x14xf32>) outs(%f1777 : tensor<64xf32>) {
  ^bb0(%a1778: f32, %o1779: f32):
    %b1780 = arith.addf %a1778, %o1779 : f32
    linalg.yield %b1780 : f32
  } -> tensor<64xf32>
  %e1782 = tensor.empty() : tensor<64xf32>
  %g1786 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1781 : tensor<64xf32>) outs(%e1782 : tensor<64xf32>) {
  ^bb0(%a1783: f32, %o1784: f32):
    %b1785 = arith.divf %a1783, %c6 : f32
    linalg.yield %b1785 : f32
  } -> tensor<64xf32>
  %e1790 = tensor.empty() : tensor<10x64x14x14xf32>
  %g1803 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1756, %g1767, %g1786, %features_12_7_weight, %features_12_7_bias : tensor<10x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e1790 : tensor<10x64x14x14xf32>) {
  ^bb0(%a1791: f32, %a1792: f32, %a1793: f32, %a1794: f32, %a1795: f32, %o1796: f32):
    %b1797 = arith.addf %a1793, %c2 : f32
    %b1798 = math.sqrt %b1797 : f32
    %b1799 = arith.subf %a1791, %a1792 : f32
    %b1800 = arith.divf %b1799, %b1798 : f32
    %b1801 = arith.mulf %b1800, %a1794 : f32
    %b1802 = arith.addf %b1801, %a1795 : f32
    linalg.yield %b1802 : f32
  } -> tensor<10x64x14x14xf32>
  %e1804 = tensor.empty() : tensor<10x384x14x14xf32>
  %f1805 = linalg.fill ins(%c0 : f32) outs(%e1804 : tensor<10x384x14x14xf32>) -> tensor<10x384x14x14xf32>
  %conv1806 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1803, %features_13_0_weight : tensor<10x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%f1805 : tensor<10x384x14x14xf32>) -> tensor<10x384x14x14xf32>
  %e1807 = tensor.empty() : tensor<384xf32>
  %f1808 = linalg.fill ins(%c0 : f32) outs(%e1807 : tensor<384xf32>) -> tensor<384xf32>
  %g1812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1806 : tensor<10x384x14x14xf32>) outs(%f1808 : tensor<384xf32>) {
  ^bb0(%a1809: f32, %o1810: f32):
    %b1811 = arith.addf %a1809, %o1810 : f32
    linalg.yield %b1811 : f32
  } -> tensor<384xf32>
  %e1813 = tensor.empty() : tensor<384xf32>
  %g1817 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1812 : tensor<384xf32>) outs(%e1813 : tensor<384xf32>) {
  ^bb0(%a1814: f32, %o1815: f32):
    %b1816 = arith.divf %a1814, %c6 : f32
    linalg.yield %b1816 : f32
  } -> tensor<384xf32>
  %e1819 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1806, %g1817 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1819 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1820: f32, %a1821: f32, %o1822: f32):
    %b1823 = arith.subf %a1820, %a1821 : f32
    %b1824 = arith.mulf %b1823, %b1823 : f32
    linalg.yield %b1824 : f32
  } -> tensor<10x384x14x14xf32>
  %e1826 = tensor.empty() : tensor<384xf32>
  %f1827 = linalg.fill ins(%c0 : f32) outs(%e1826 : tensor<384xf32>) -> tensor<384xf32>
  %g1831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1825 : tensor<10x384x14x14xf32>) outs(%f1827 : tensor<384xf32>) {
  ^bb0(%a1828: f32, %o1829: f32):
    %b1830 = arith.addf %a1828, %o1829 : f32
    linalg.yield %b1830 : f32
  } -> tensor<384xf32>
  %e1832 = tensor.empty() : tensor<384xf32>
  %g1836 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1831 : tensor<384xf32>) outs(%e1832 : tensor<384xf32>) {
  ^bb0(%a1833: f32, %o1834: f32):
    %b1835 = arith.divf %a1833, %c6 : f32
    linalg.yield %b1835 : f32
  } -> tensor<384xf32>
  %e1840 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1806, %g1817, %g1836, %features_13_1_weight, %features_13_1_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1840 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1841: f32, %a1842: f32, %a1843: f32, %a1844: f32, %a1845: f32, %o1846: f32):
    %b1847 = arith.addf %a1843, %c2 : f32
    %b1848 = math.sqrt %b1847 : f32
    %b1849 = arith.subf %a1841, %a1842 : f32
    %b1850 = arith.divf %b1849, %b1848 : f32
    %b1851 = arith.mulf %b1850, %a1844 : f32
    %b1852 = arith.addf %b1851, %a1845 : f32
    linalg.yield %b1852 : f32
  } -> tensor<10x384x14x14xf32>
  %e1854 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1859 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1853 : tensor<10x384x14x14xf32>) outs(%e1854 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1855: f32, %o1856: f32):
    %b1857 = arith.maximumf %a1855, %c0 : f32
    %b1858 = arith.minimumf %b1857, %c3 : f32
    linalg.yield %b1858 : f32
  } -> tensor<10x384x14x14xf32>
  %e1860 = tensor.empty() : tensor<10x384x16x16xf32>
  %f1861 = linalg.fill ins(%c0 : f32) outs(%e1860 : tensor<10x384x16x16xf32>) -> tensor<10x384x16x16xf32>
  %g1864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1859 : tensor<10x384x14x14xf32>) outs(%f1861 : tensor<10x384x16x16xf32>) {
  ^bb0(%a1862: f32, %o1863: f32):
    linalg.yield %a1862 : f32
  } -> tensor<10x384x16x16xf32>
  %r1865 = tensor.expand_shape %features_13_3_weight [[0], [1], [2, 3], [4]] output_shape [384, 1, 1, 3, 3] : tensor<384x1x3x3xf32> into tensor<384x1x1x3x3xf32>
  %r1866 = tensor.expand_shape %g1864 [[0], [1], [2, 3], [4]] output_shape [10, 384, 1, 16, 16] : tensor<10x384x16x16xf32> into tensor<10x384x1x16x16xf32>
  %e1867 = tensor.empty() : tensor<10x384x1x14x14xf32>
  %f1868 = linalg.fill ins(%c0 : f32) outs(%e1867 : tensor<10x384x1x14x14xf32>) -> tensor<10x384x1x14x14xf32>
  %g1874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1866, %r1865 : tensor<10x384x1x16x16xf32>, tensor<384x1x1x3x3xf32>) outs(%f1868 : tensor<10x384x1x14x14xf32>) {
  ^bb0(%a1869: f32, %a1870: f32, %o1871: f32):
    %b1872 = arith.mulf %a1869, %a1870 : f32
    %b1873 = arith.addf %o1871, %b1872 : f32
    linalg.yield %b1873 : f32
  } -> tensor<10x384x1x14x14xf32>
  %r1875 = tensor.collapse_shape %g1874 [[0], [1], [2, 3], [4]] : tensor<10x384x1x14x14xf32> into tensor<10x384x14x14xf32>
  %e1876 = tensor.empty() : tensor<384xf32>
  %f1877 = linalg.fill ins(%c0 : f32) outs(%e1876 : tensor<384xf32>) -> tensor<384xf32>
  %g1881 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1875 : tensor<10x384x14x14xf32>) outs(%f1877 : tensor<384xf32>) {
  ^bb0(%a1878: f32, %o1879: f32):
    %b1880 = arith.addf %a1878, %o1879 : f32
    linalg.yield %b1880 : f32
  } -> tensor<384xf32>
  %e1882 = tensor.empty() : tensor<384xf32>
  %g1886 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1881 : tensor<384xf32>) outs(%e1882 : tensor<384xf32>) {
  ^bb0(%a1883: f32, %o1884: f32):
    %b1885 = arith.divf %a1883, %c6 : f32
    linalg.yield %b1885 : f32
  } -> tensor<384xf32>
  %e1888 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1875, %g1886 : tensor<10x384x14x14xf32>, tensor<384xf32>) outs(%e1888 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1889: f32, %a1890: f32, %o1891: f32):
    %b1892 = arith.subf %a1889, %a1890 : f32
    %b1893 = arith.mulf %b1892, %b1892 : f32
    linalg.yield %b1893 : f32
  } -> tensor<10x384x14x14xf32>
  %e1895 = tensor.empty() : tensor<384xf32>
  %f1896 = linalg.fill ins(%c0 : f32) outs(%e1895 : tensor<384xf32>) -> tensor<384xf32>
  %g1900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1894 : tensor<10x384x14x14xf32>) outs(%f1896 : tensor<384xf32>) {
  ^bb0(%a1897: f32, %o1898: f32):
    %b1899 = arith.addf %a1897, %o1898 : f32
    linalg.yield %b1899 : f32
  } -> tensor<384xf32>
  %e1901 = tensor.empty() : tensor<384xf32>
  %g1905 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1900 : tensor<384xf32>) outs(%e1901 : tensor<384xf32>) {
  ^bb0(%a1902: f32, %o1903: f32):
    %b1904 = arith.divf %a1902, %c6 : f32
    linalg.yield %b1904 : f32
  } -> tensor<384xf32>
  %e1909 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1922 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1875, %g1886, %g1905, %features_13_4_weight, %features_13_4_bias : tensor<10x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1909 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1910: f32, %a1911: f32, %a1912: f32, %a1913: f32, %a1914: f32, %o1915: f32):
    %b1916 = arith.addf %a1912, %c2 : f32
    %b1917 = math.sqrt %b1916 : f32
    %b1918 = arith.subf %a1910, %a1911 : f32
    %b1919 = arith.divf %b1918, %b1917 : f32
    %b1920 = arith.mulf %b1919, %a1913 : f32
    %b1921 = arith.addf %b1920, %a1914 : f32
    linalg.yield %b1921 : f32
  } -> tensor<10x384x14x14xf32>
  %e1923 = tensor.empty() : tensor<10x384x14x14xf32>
  %g1928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1922 : tensor<10x384x14x14xf32>) outs(%e1923 : tensor<10x384x14x14xf32>) {
  ^bb0(%a1924: f32, %o1925: f32):
    %b1926 = arith.maximumf %a1924, %c0 : f32
    %b1927 = arith.minimumf %b1926, %c3 : f32
    linalg.yield %b1927 : f32
  } -> tensor<10x384x14x14xf32>
  %e1929 = tensor.empty() : tensor<10x96x14x14xf32>
  %f1930 = linalg.fill ins(%c0 : f32) outs(%e1929 : tensor<10x96x14x14xf32>) -> tensor<10x96x14x14xf32>
  %conv1931 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1928, %features_13_6_weight : tensor<10x384x14x14xf32>, tensor<96x384x1x1xf32>) outs(%f1930 : tensor<10x96x14x14xf32>) -> tensor<10x96x14x14xf32>
  %e1932 = tensor.empty() : tensor<96xf32>
  %f1933 = linalg.fill ins(%c0 : f32) outs(%e1932 : tensor<96xf32>) -> tensor<96xf32>
  %g1937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1931 : tensor<10x96x14x14xf32>) outs(%f1933 : tensor<96xf32>) {
  ^bb0(%a1934: f32, %o1935: f32):
    %b1936 = arith.addf %a1934, %o1935 : f32
    linalg.yield %b1936 : f32
  } -> tensor<96xf32>
  %e1938 = tensor.empty() : tensor<96xf32>
  %g1942 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1937 : tensor<96xf32>) outs(%e1938 : tensor<96xf32>) {
  ^bb0(%a1939: f32, %o1940: f32):
    %b1941 = arith.divf %a1939, %c6 : f32
    linalg.yield %b1941 : f32
  } -> tensor<96xf32>
  %e1944 = tensor.empty() : tensor<10x96x14x14xf32>
  %g1950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1931, %g1942 : tensor<10x96x14x14xf32>, tensor<96xf32>) outs(%e1944 : tensor<10x96x14x14xf32>) {
  ^bb0(%a1945: f32, %a1946: f32, %o1947: f32):
    %b1948 = arith.subf %a1945, %a1946 : f32
    %b1949 = arith.mulf %b1948, %b1948 : f32
    linalg.yield %b1949 : f32
  } -> tensor<10x96x14x14xf32>
  %e1951 = tensor.empty() : tensor<96xf32>
  %f1952 = linalg.fill ins(%c0 : f32) outs(%e1951 : tensor<96xf32>) -> tensor<96xf32>
  %g1956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1950 : tensor<10x96x14x14xf32>) outs(%f1952 : tensor<96xf32>) {
  ^bb0(%a1953: f32, %o1954: f32):
    %b1955 = arith.addf %a1953, %o1954 : f32
    linalg.yield %b1955 : f32
  } -> tensor<96xf32>
  %e1957 = tensor.empty() : tensor<96xf32>
  %g1961 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1956 : tensor<96xf32>) outs(%e1957 : tensor<96xf32>) {
  ^bb0(%a1958: f32, %o1959: f32):
    %b1960 = arith.divf %a1958, %c6 : f32
    linalg.yield %b1960 : f32
  } -> tensor<96xf32>
  %e1965 = tensor.empty() : tensor<10x96x14x14xf32>
  %g1978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1931, %g1942, %g1961, %features_13_7_weight, %features_13_7_bias : tensor<10x96x14x14xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e1965 : tensor<10x96x14x14xf32>) {
  ^bb0(%a1966: f32, %a1967: f32, %a1968: f32, %a1969: f32, %a1970: f32, %o1971: f32):
    %b1972 = arith.addf %a1968, %c2 : f32
    %b1973 = math.sqrt %b1972 : f32
    %b1974 = arith.subf %a1966, %a1967 : f32
    %b1975 = arith.divf %b1974, %b1973 : f32
    %b1976 = arith.mulf %b1975, %a1969 : f32
    %b1977 = arith.addf %b1976, %a1970 : f32
    linalg.yield %b1977 : f32
  } -> tensor<10x96x14x14xf32>
  %e1979 = tensor.empty() : tensor<10x576x14x14xf32>
  %f1980 = linalg.fill ins(%c0 : f32) outs(%e1979 : tensor<10x576x14x14xf32>) -> tensor<10x576x14x14xf32>
  %conv1981 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1978, %features_14_0_weight : tensor<10x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%f1980 : tensor<10x576x14x14xf32>) -> tensor<10x576x14x14xf32>
  %e1982 = tensor.empty() : tensor<576xf32>
  %f1983 = linalg.fill ins(%c0 : f32) outs(%e1982 : tensor<576xf32>) -> tensor<576xf32>
  %g1987 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1981 : tensor<10x576x14x14xf32>) outs(%f1983 : tensor<576xf32>) {
  ^bb0(%a1984: f32, %o1985: f32):
    %b1986 = arith.addf %a1984, %o1985 : f32
    linalg.yield %b1986 : f32
  } -> tensor<576xf32>
  %e1988 = tensor.empty() : tensor<576xf32>
  %g1992 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1987 : tensor<576xf32>) outs(%e1988 : tensor<576xf32>) {
  ^bb0(%a1989: f32, %o1990: f32):
    %b1991 = arith.divf %a1989, %c6 : f32
    linalg.yield %b1991 : f32
  } -> tensor<576xf32>
  %e1994 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1981, %g1992 : tensor<10x576x14x14xf32>, tensor<576xf32>) outs(%e1994 : tensor<10x576x14x14xf32>) {
  ^bb0(%a1995: f32, %a1996: f32, %o1997: f32):
    %b1998 = arith.subf %a1995, %a1996 : f32
    %b1999 = arith.mulf %b1998, %b1998 : f32
    linalg.yield %b1999 : f32
  } -> tensor<10x576x14x14xf32>
  %e2001 = tensor.empty() : tensor<576xf32>
  %f2002 = linalg.fill ins(%c0 : f32) outs(%e2001 : tensor<576xf32>) -> tensor<576xf32>
  %g2006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2000 : tensor<10x576x14x14xf32>) outs(%f2002 : tensor<576xf32>) {
  ^bb0(%a2003: f32, %o2004: f32):
    %b2005 = arith.addf %a2003, %o2004 : f32
    linalg.yield %b2005 : f32
  } -> tensor<576xf32>
  %e2007 = tensor.empty() : tensor<576xf32>
  %g2011 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2006 : tensor<576xf32>) outs(%e2007 : tensor<576xf32>) {
  ^bb0(%a2008: f32, %o2009: f32):
    %b2010 = arith.divf %a2008, %c6 : f32
    linalg.yield %b2010 : f32
  } -> tensor<576xf32>
  %e2015 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1981, %g1992, %g2011, %features_14_1_weight, %features_14_1_bias : tensor<10x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%e2015 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2016: f32, %a2017: f32, %a2018: f32, %a2019: f32, %a2020: f32, %o2021: f32):
    %b2022 = arith.addf %a2018, %c2 : f32
    %b2023 = math.sqrt %b2022 : f32
    %b2024 = arith.subf %a2016, %a2017 : f32
    %b2025 = arith.divf %b2024, %b2023 : f32
    %b2026 = arith.mulf %b2025, %a2019 : f32
    %b2027 = arith.addf %b2026, %a2020 : f32
    linalg.yield %b2027 : f32
  } -> tensor<10x576x14x14xf32>
  %e2029 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2034 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2028 : tensor<10x576x14x14xf32>) outs(%e2029 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2030: f32, %o2031: f32):
    %b2032 = arith.maximumf %a2030, %c0 : f32
    %b2033 = arith.minimumf %b2032, %c3 : f32
    linalg.yield %b2033 : f32
  } -> tensor<10x576x14x14xf32>
  %e2035 = tensor.empty() : tensor<10x576x16x16xf32>
  %f2036 = linalg.fill ins(%c0 : f32) outs(%e2035 : tensor<10x576x16x16xf32>) -> tensor<10x576x16x16xf32>
  %g2039 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2034 : tensor<10x576x14x14xf32>) outs(%f2036 : tensor<10x576x16x16xf32>) {
  ^bb0(%a2037: f32, %o2038: f32):
    linalg.yield %a2037 : f32
  } -> tensor<10x576x16x16xf32>
  %r2040 = tensor.expand_shape %features_14_3_weight [[0], [1], [2, 3], [4]] output_shape [576, 1, 1, 3, 3] : tensor<576x1x3x3xf32> into tensor<576x1x1x3x3xf32>
  %r2041 = tensor.expand_shape %g2039 [[0], [1], [2, 3], [4]] output_shape [10, 576, 1, 16, 16] : tensor<10x576x16x16xf32> into tensor<10x576x1x16x16xf32>
  %e2042 = tensor.empty() : tensor<10x576x1x14x14xf32>
  %f2043 = linalg.fill ins(%c0 : f32) outs(%e2042 : tensor<10x576x1x14x14xf32>) -> tensor<10x576x1x14x14xf32>
  %g2049 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2041, %r2040 : tensor<10x576x1x16x16xf32>, tensor<576x1x1x3x3xf32>) outs(%f2043 : tensor<10x576x1x14x14xf32>) {
  ^bb0(%a2044: f32, %a2045: f32, %o2046: f32):
    %b2047 = arith.mulf %a2044, %a2045 : f32
    %b2048 = arith.addf %o2046, %b2047 : f32
    linalg.yield %b2048 : f32
  } -> tensor<10x576x1x14x14xf32>
  %r2050 = tensor.collapse_shape %g2049 [[0], [1], [2, 3], [4]] : tensor<10x576x1x14x14xf32> into tensor<10x576x14x14xf32>
  %e2051 = tensor.empty() : tensor<576xf32>
  %f2052 = linalg.fill ins(%c0 : f32) outs(%e2051 : tensor<576xf32>) -> tensor<576xf32>
  %g2056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2050 : tensor<10x576x14x14xf32>) outs(%f2052 : tensor<576xf32>) {
  ^bb0(%a2053: f32, %o2054: f32):
    %b2055 = arith.addf %a2053, %o2054 : f32
    linalg.yield %b2055 : f32
  } -> tensor<576xf32>
  %e2057 = tensor.empty() : tensor<576xf32>
  %g2061 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2056 : tensor<576xf32>) outs(%e2057 : tensor<576xf32>) {
  ^bb0(%a2058: f32, %o2059: f32):
    %b2060 = arith.divf %a2058, %c6 : f32
    linalg.yield %b2060 : f32
  } -> tensor<576xf32>
  %e2063 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2069 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2050, %g2061 : tensor<10x576x14x14xf32>, tensor<576xf32>) outs(%e2063 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2064: f32, %a2065: f32, %o2066: f32):
    %b2067 = arith.subf %a2064, %a2065 : f32
    %b2068 = arith.mulf %b2067, %b2067 : f32
    linalg.yield %b2068 : f32
  } -> tensor<10x576x14x14xf32>
  %e2070 = tensor.empty() : tensor<576xf32>
  %f2071 = linalg.fill ins(%c0 : f32) outs(%e2070 : tensor<576xf32>) -> tensor<576xf32>
  %g2075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2069 : tensor<10x576x14x14xf32>) outs(%f2071 : tensor<576xf32>) {
  ^bb0(%a2072: f32, %o2073: f32):
    %b2074 = arith.addf %a2072, %o2073 : f32
    linalg.yield %b2074 : f32
  } -> tensor<576xf32>
  %e2076 = tensor.empty() : tensor<576xf32>
  %g2080 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2075 : tensor<576xf32>) outs(%e2076 : tensor<576xf32>) {
  ^bb0(%a2077: f32, %o2078: f32):
    %b2079 = arith.divf %a2077, %c6 : f32
    linalg.yield %b2079 : f32
  } -> tensor<576xf32>
  %e2084 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2097 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2050, %g2061, %g2080, %features_14_4_weight, %features_14_4_bias : tensor<10x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%e2084 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2085: f32, %a2086: f32, %a2087: f32, %a2088: f32, %a2089: f32, %o2090: f32):
    %b2091 = arith.addf %a2087, %c2 : f32
    %b2092 = math.sqrt %b2091 : f32
    %b2093 = arith.subf %a2085, %a2086 : f32
    %b2094 = arith.divf %b2093, %b2092 : f32
    %b2095 = arith.mulf %b2094, %a2088 : f32
    %b2096 = arith.addf %b2095, %a2089 : f32
    linalg.yield %b2096 : f32
  } -> tensor<10x576x14x14xf32>
  %e2098 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2097 : tensor<10x576x14x14xf32>) outs(%e2098 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2099: f32, %o2100: f32):
    %b2101 = arith.maximumf %a2099, %c0 : f32
    %b2102 = arith.minimumf %b2101, %c3 : f32
    linalg.yield %b2102 : f32
  } -> tensor<10x576x14x14xf32>
  %e2104 = tensor.empty() : tensor<10x96x14x14xf32>
  %f2105 = linalg.fill ins(%c0 : f32) outs(%e2104 : tensor<10x96x14x14xf32>) -> tensor<10x96x14x14xf32>
  %conv2106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2103, %features_14_6_weight : tensor<10x576x14x14xf32>, tensor<96x576x1x1xf32>) outs(%f2105 : tensor<10x96x14x14xf32>) -> tensor<10x96x14x14xf32>
  %e2107 = tensor.empty() : tensor<96xf32>
  %f2108 = linalg.fill ins(%c0 : f32) outs(%e2107 : tensor<96xf32>) -> tensor<96xf32>
  %g2112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2106 : tensor<10x96x14x14xf32>) outs(%f2108 : tensor<96xf32>) {
  ^bb0(%a2109: f32, %o2110: f32):
    %b2111 = arith.addf %a2109, %o2110 : f32
    linalg.yield %b2111 : f32
  } -> tensor<96xf32>
  %e2113 = tensor.empty() : tensor<96xf32>
  %g2117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2112 : tensor<96xf32>) outs(%e2113 : tensor<96xf32>) {
  ^bb0(%a2114: f32, %o2115: f32):
    %b2116 = arith.divf %a2114, %c6 : f32
    linalg.yield %b2116 : f32
  } -> tensor<96xf32>
  %e2119 = tensor.empty() : tensor<10x96x14x14xf32>
  %g2125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2106, %g2117 : tensor<10x96x14x14xf32>, tensor<96xf32>) outs(%e2119 : tensor<10x96x14x14xf32>) {
  ^bb0(%a2120: f32, %a2121: f32, %o2122: f32):
    %b2123 = arith.subf %a2120, %a2121 : f32
    %b2124 = arith.mulf %b2123, %b2123 : f32
    linalg.yield %b2124 : f32
  } -> tensor<10x96x14x14xf32>
  %e2126 = tensor.empty() : tensor<96xf32>
  %f2127 = linalg.fill ins(%c0 : f32) outs(%e2126 : tensor<96xf32>) -> tensor<96xf32>
  %g2131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2125 : tensor<10x96x14x14xf32>) outs(%f2127 : tensor<96xf32>) {
  ^bb0(%a2128: f32, %o2129: f32):
    %b2130 = arith.addf %a2128, %o2129 : f32
    linalg.yield %b2130 : f32
  } -> tensor<96xf32>
  %e2132 = tensor.empty() : tensor<96xf32>
  %g2136 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2131 : tensor<96xf32>) outs(%e2132 : tensor<96xf32>) {
  ^bb0(%a2133: f32, %o2134: f32):
    %b2135 = arith.divf %a2133, %c6 : f32
    linalg.yield %b2135 : f32
  } -> tensor<96xf32>
  %e2140 = tensor.empty() : tensor<10x96x14x14xf32>
  %g2153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2106, %g2117, %g2136, %features_14_7_weight, %features_14_7_bias : tensor<10x96x14x14xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e2140 : tensor<10x96x14x14xf32>) {
  ^bb0(%a2141: f32, %a2142: f32, %a2143: f32, %a2144: f32, %a2145: f32, %o2146: f32):
    %b2147 = arith.addf %a2143, %c2 : f32
    %b2148 = math.sqrt %b2147 : f32
    %b2149 = arith.subf %a2141, %a2142 : f32
    %b2150 = arith.divf %b2149, %b2148 : f32
    %b2151 = arith.mulf %b2150, %a2144 : f32
    %b2152 = arith.addf %b2151, %a2145 : f32
    linalg.yield %b2152 : f32
  } -> tensor<10x96x14x14xf32>
  %e2154 = tensor.empty() : tensor<10x576x14x14xf32>
  %f2155 = linalg.fill ins(%c0 : f32) outs(%e2154 : tensor<10x576x14x14xf32>) -> tensor<10x576x14x14xf32>
  %conv2156 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2153, %features_15_0_weight : tensor<10x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%f2155 : tensor<10x576x14x14xf32>) -> tensor<10x576x14x14xf32>
  %e2157 = tensor.empty() : tensor<576xf32>
  %f2158 = linalg.fill ins(%c0 : f32) outs(%e2157 : tensor<576xf32>) -> tensor<576xf32>
  %g2162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2156 : tensor<10x576x14x14xf32>) outs(%f2158 : tensor<576xf32>) {
  ^bb0(%a2159: f32, %o2160: f32):
    %b2161 = arith.addf %a2159, %o2160 : f32
    linalg.yield %b2161 : f32
  } -> tensor<576xf32>
  %e2163 = tensor.empty() : tensor<576xf32>
  %g2167 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2162 : tensor<576xf32>) outs(%e2163 : tensor<576xf32>) {
  ^bb0(%a2164: f32, %o2165: f32):
    %b2166 = arith.divf %a2164, %c6 : f32
    linalg.yield %b2166 : f32
  } -> tensor<576xf32>
  %e2169 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2156, %g2167 : tensor<10x576x14x14xf32>, tensor<576xf32>) outs(%e2169 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2170: f32, %a2171: f32, %o2172: f32):
    %b2173 = arith.subf %a2170, %a2171 : f32
    %b2174 = arith.mulf %b2173, %b2173 : f32
    linalg.yield %b2174 : f32
  } -> tensor<10x576x14x14xf32>
  %e2176 = tensor.empty() : tensor<576xf32>
  %f2177 = linalg.fill ins(%c0 : f32) outs(%e2176 : tensor<576xf32>) -> tensor<576xf32>
  %g2181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2175 : tensor<10x576x14x14xf32>) outs(%f2177 : tensor<576xf32>) {
  ^bb0(%a2178: f32, %o2179: f32):
    %b2180 = arith.addf %a2178, %o2179 : f32
    linalg.yield %b2180 : f32
  } -> tensor<576xf32>
  %e2182 = tensor.empty() : tensor<576xf32>
  %g2186 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2181 : tensor<576xf32>) outs(%e2182 : tensor<576xf32>) {
  ^bb0(%a2183: f32, %o2184: f32):
    %b2185 = arith.divf %a2183, %c6 : f32
    linalg.yield %b2185 : f32
  } -> tensor<576xf32>
  %e2190 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2156, %g2167, %g2186, %features_15_1_weight, %features_15_1_bias : tensor<10x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%e2190 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2191: f32, %a2192: f32, %a2193: f32, %a2194: f32, %a2195: f32, %o2196: f32):
    %b2197 = arith.addf %a2193, %c2 : f32
    %b2198 = math.sqrt %b2197 : f32
    %b2199 = arith.subf %a2191, %a2192 : f32
    %b2200 = arith.divf %b2199, %b2198 : f32
    %b2201 = arith.mulf %b2200, %a2194 : f32
    %b2202 = arith.addf %b2201, %a2195 : f32
    linalg.yield %b2202 : f32
  } -> tensor<10x576x14x14xf32>
  %e2204 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2203 : tensor<10x576x14x14xf32>) outs(%e2204 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2205: f32, %o2206: f32):
    %b2207 = arith.maximumf %a2205, %c0 : f32
    %b2208 = arith.minimumf %b2207, %c3 : f32
    linalg.yield %b2208 : f32
  } -> tensor<10x576x14x14xf32>
  %e2210 = tensor.empty() : tensor<10x576x16x16xf32>
  %f2211 = linalg.fill ins(%c0 : f32) outs(%e2210 : tensor<10x576x16x16xf32>) -> tensor<10x576x16x16xf32>
  %g2214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2209 : tensor<10x576x14x14xf32>) outs(%f2211 : tensor<10x576x16x16xf32>) {
  ^bb0(%a2212: f32, %o2213: f32):
    linalg.yield %a2212 : f32
  } -> tensor<10x576x16x16xf32>
  %r2215 = tensor.expand_shape %features_15_3_weight [[0], [1], [2, 3], [4]] output_shape [576, 1, 1, 3, 3] : tensor<576x1x3x3xf32> into tensor<576x1x1x3x3xf32>
  %r2216 = tensor.expand_shape %g2214 [[0], [1], [2, 3], [4]] output_shape [10, 576, 1, 16, 16] : tensor<10x576x16x16xf32> into tensor<10x576x1x16x16xf32>
  %e2217 = tensor.empty() : tensor<10x576x1x14x14xf32>
  %f2218 = linalg.fill ins(%c0 : f32) outs(%e2217 : tensor<10x576x1x14x14xf32>) -> tensor<10x576x1x14x14xf32>
  %g2224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2216, %r2215 : tensor<10x576x1x16x16xf32>, tensor<576x1x1x3x3xf32>) outs(%f2218 : tensor<10x576x1x14x14xf32>) {
  ^bb0(%a2219: f32, %a2220: f32, %o2221: f32):
    %b2222 = arith.mulf %a2219, %a2220 : f32
    %b2223 = arith.addf %o2221, %b2222 : f32
    linalg.yield %b2223 : f32
  } -> tensor<10x576x1x14x14xf32>
  %r2225 = tensor.collapse_shape %g2224 [[0], [1], [2, 3], [4]] : tensor<10x576x1x14x14xf32> into tensor<10x576x14x14xf32>
  %e2226 = tensor.empty() : tensor<576xf32>
  %f2227 = linalg.fill ins(%c0 : f32) outs(%e2226 : tensor<576xf32>) -> tensor<576xf32>
  %g2231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2225 : tensor<10x576x14x14xf32>) outs(%f2227 : tensor<576xf32>) {
  ^bb0(%a2228: f32, %o2229: f32):
    %b2230 = arith.addf %a2228, %o2229 : f32
    linalg.yield %b2230 : f32
  } -> tensor<576xf32>
  %e2232 = tensor.empty() : tensor<576xf32>
  %g2236 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2231 : tensor<576xf32>) outs(%e2232 : tensor<576xf32>) {
  ^bb0(%a2233: f32, %o2234: f32):
    %b2235 = arith.divf %a2233, %c6 : f32
    linalg.yield %b2235 : f32
  } -> tensor<576xf32>
  %e2238 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2225, %g2236 : tensor<10x576x14x14xf32>, tensor<576xf32>) outs(%e2238 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2239: f32, %a2240: f32, %o2241: f32):
    %b2242 = arith.subf %a2239, %a2240 : f32
    %b2243 = arith.mulf %b2242, %b2242 : f32
    linalg.yield %b2243 : f32
  } -> tensor<10x576x14x14xf32>
  %e2245 = tensor.empty() : tensor<576xf32>
  %f2246 = linalg.fill ins(%c0 : f32) outs(%e2245 : tensor<576xf32>) -> tensor<576xf32>
  %g2250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2244 : tensor<10x576x14x14xf32>) outs(%f2246 : tensor<576xf32>) {
  ^bb0(%a2247: f32, %o2248: f32):
    %b2249 = arith.addf %a2247, %o2248 : f32
    linalg.yield %b2249 : f32
  } -> tensor<576xf32>
  %e2251 = tensor.empty() : tensor<576xf32>
  %g2255 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2250 : tensor<576xf32>) outs(%e2251 : tensor<576xf32>) {
  ^bb0(%a2252: f32, %o2253: f32):
    %b2254 = arith.divf %a2252, %c6 : f32
    linalg.yield %b2254 : f32
  } -> tensor<576xf32>
  %e2259 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2225, %g2236, %g2255, %features_15_4_weight, %features_15_4_bias : tensor<10x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%e2259 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2260: f32, %a2261: f32, %a2262: f32, %a2263: f32, %a2264: f32, %o2265: f32):
    %b2266 = arith.addf %a2262, %c2 : f32
    %b2267 = math.sqrt %b2266 : f32
    %b2268 = arith.subf %a2260, %a2261 : f32
    %b2269 = arith.divf %b2268, %b2267 : f32
    %b2270 = arith.mulf %b2269, %a2263 : f32
    %b2271 = arith.addf %b2270, %a2264 : f32
    linalg.yield %b2271 : f32
  } -> tensor<10x576x14x14xf32>
  %e2273 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2272 : tensor<10x576x14x14xf32>) outs(%e2273 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2274: f32, %o2275: f32):
    %b2276 = arith.maximumf %a2274, %c0 : f32
    %b2277 = arith.minimumf %b2276, %c3 : f32
    linalg.yield %b2277 : f32
  } -> tensor<10x576x14x14xf32>
  %e2279 = tensor.empty() : tensor<10x96x14x14xf32>
  %f2280 = linalg.fill ins(%c0 : f32) outs(%e2279 : tensor<10x96x14x14xf32>) -> tensor<10x96x14x14xf32>
  %conv2281 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2278, %features_15_6_weight : tensor<10x576x14x14xf32>, tensor<96x576x1x1xf32>) outs(%f2280 : tensor<10x96x14x14xf32>) -> tensor<10x96x14x14xf32>
  %e2282 = tensor.empty() : tensor<96xf32>
  %f2283 = linalg.fill ins(%c0 : f32) outs(%e2282 : tensor<96xf32>) -> tensor<96xf32>
  %g2287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2281 : tensor<10x96x14x14xf32>) outs(%f2283 : tensor<96xf32>) {
  ^bb0(%a2284: f32, %o2285: f32):
    %b2286 = arith.addf %a2284, %o2285 : f32
    linalg.yield %b2286 : f32
  } -> tensor<96xf32>
  %e2288 = tensor.empty() : tensor<96xf32>
  %g2292 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2287 : tensor<96xf32>) outs(%e2288 : tensor<96xf32>) {
  ^bb0(%a2289: f32, %o2290: f32):
    %b2291 = arith.divf %a2289, %c6 : f32
    linalg.yield %b2291 : f32
  } -> tensor<96xf32>
  %e2294 = tensor.empty() : tensor<10x96x14x14xf32>
  %g2300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2281, %g2292 : tensor<10x96x14x14xf32>, tensor<96xf32>) outs(%e2294 : tensor<10x96x14x14xf32>) {
  ^bb0(%a2295: f32, %a2296: f32, %o2297: f32):
    %b2298 = arith.subf %a2295, %a2296 : f32
    %b2299 = arith.mulf %b2298, %b2298 : f32
    linalg.yield %b2299 : f32
  } -> tensor<10x96x14x14xf32>
  %e2301 = tensor.empty() : tensor<96xf32>
  %f2302 = linalg.fill ins(%c0 : f32) outs(%e2301 : tensor<96xf32>) -> tensor<96xf32>
  %g2306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2300 : tensor<10x96x14x14xf32>) outs(%f2302 : tensor<96xf32>) {
  ^bb0(%a2303: f32, %o2304: f32):
    %b2305 = arith.addf %a2303, %o2304 : f32
    linalg.yield %b2305 : f32
  } -> tensor<96xf32>
  %e2307 = tensor.empty() : tensor<96xf32>
  %g2311 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2306 : tensor<96xf32>) outs(%e2307 : tensor<96xf32>) {
  ^bb0(%a2308: f32, %o2309: f32):
    %b2310 = arith.divf %a2308, %c6 : f32
    linalg.yield %b2310 : f32
  } -> tensor<96xf32>
  %e2315 = tensor.empty() : tensor<10x96x14x14xf32>
  %g2328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2281, %g2292, %g2311, %features_15_7_weight, %features_15_7_bias : tensor<10x96x14x14xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e2315 : tensor<10x96x14x14xf32>) {
  ^bb0(%a2316: f32, %a2317: f32, %a2318: f32, %a2319: f32, %a2320: f32, %o2321: f32):
    %b2322 = arith.addf %a2318, %c2 : f32
    %b2323 = math.sqrt %b2322 : f32
    %b2324 = arith.subf %a2316, %a2317 : f32
    %b2325 = arith.divf %b2324, %b2323 : f32
    %b2326 = arith.mulf %b2325, %a2319 : f32
    %b2327 = arith.addf %b2326, %a2320 : f32
    linalg.yield %b2327 : f32
  } -> tensor<10x96x14x14xf32>
  %e2329 = tensor.empty() : tensor<10x576x14x14xf32>
  %f2330 = linalg.fill ins(%c0 : f32) outs(%e2329 : tensor<10x576x14x14xf32>) -> tensor<10x576x14x14xf32>
  %conv2331 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2328, %features_16_0_weight : tensor<10x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%f2330 : tensor<10x576x14x14xf32>) -> tensor<10x576x14x14xf32>
  %e2332 = tensor.empty() : tensor<576xf32>
  %f2333 = linalg.fill ins(%c0 : f32) outs(%e2332 : tensor<576xf32>) -> tensor<576xf32>
  %g2337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2331 : tensor<10x576x14x14xf32>) outs(%f2333 : tensor<576xf32>) {
  ^bb0(%a2334: f32, %o2335: f32):
    %b2336 = arith.addf %a2334, %o2335 : f32
    linalg.yield %b2336 : f32
  } -> tensor<576xf32>
  %e2338 = tensor.empty() : tensor<576xf32>
  %g2342 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2337 : tensor<576xf32>) outs(%e2338 : tensor<576xf32>) {
  ^bb0(%a2339: f32, %o2340: f32):
    %b2341 = arith.divf %a2339, %c6 : f32
    linalg.yield %b2341 : f32
  } -> tensor<576xf32>
  %e2344 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2331, %g2342 : tensor<10x576x14x14xf32>, tensor<576xf32>) outs(%e2344 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2345: f32, %a2346: f32, %o2347: f32):
    %b2348 = arith.subf %a2345, %a2346 : f32
    %b2349 = arith.mulf %b2348, %b2348 : f32
    linalg.yield %b2349 : f32
  } -> tensor<10x576x14x14xf32>
  %e2351 = tensor.empty() : tensor<576xf32>
  %f2352 = linalg.fill ins(%c0 : f32) outs(%e2351 : tensor<576xf32>) -> tensor<576xf32>
  %g2356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2350 : tensor<10x576x14x14xf32>) outs(%f2352 : tensor<576xf32>) {
  ^bb0(%a2353: f32, %o2354: f32):
    %b2355 = arith.addf %a2353, %o2354 : f32
    linalg.yield %b2355 : f32
  } -> tensor<576xf32>
  %e2357 = tensor.empty() : tensor<576xf32>
  %g2361 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2356 : tensor<576xf32>) outs(%e2357 : tensor<576xf32>) {
  ^bb0(%a2358: f32, %o2359: f32):
    %b2360 = arith.divf %a2358, %c6 : f32
    linalg.yield %b2360 : f32
  } -> tensor<576xf32>
  %e2365 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2331, %g2342, %g2361, %features_16_1_weight, %features_16_1_bias : tensor<10x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%e2365 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2366: f32, %a2367: f32, %a2368: f32, %a2369: f32, %a2370: f32, %o2371: f32):
    %b2372 = arith.addf %a2368, %c2 : f32
    %b2373 = math.sqrt %b2372 : f32
    %b2374 = arith.subf %a2366, %a2367 : f32
    %b2375 = arith.divf %b2374, %b2373 : f32
    %b2376 = arith.mulf %b2375, %a2369 : f32
    %b2377 = arith.addf %b2376, %a2370 : f32
    linalg.yield %b2377 : f32
  } -> tensor<10x576x14x14xf32>
  %e2379 = tensor.empty() : tensor<10x576x14x14xf32>
  %g2384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2378 : tensor<10x576x14x14xf32>) outs(%e2379 : tensor<10x576x14x14xf32>) {
  ^bb0(%a2380: f32, %o2381: f32):
    %b2382 = arith.maximumf %a2380, %c0 : f32
    %b2383 = arith.minimumf %b2382, %c3 : f32
    linalg.yield %b2383 : f32
  } -> tensor<10x576x14x14xf32>
  %e2385 = tensor.empty() : tensor<10x576x16x16xf32>
  %f2386 = linalg.fill ins(%c0 : f32) outs(%e2385 : tensor<10x576x16x16xf32>) -> tensor<10x576x16x16xf32>
  %g2389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2384 : tensor<10x576x14x14xf32>) outs(%f2386 : tensor<10x576x16x16xf32>) {
  ^bb0(%a2387: f32, %o2388: f32):
    linalg.yield %a2387 : f32
  } -> tensor<10x576x16x16xf32>
  %r2390 = tensor.expand_shape %features_16_3_weight [[0], [1], [2, 3], [4]] output_shape [576, 1, 1, 3, 3] : tensor<576x1x3x3xf32> into tensor<576x1x1x3x3xf32>
  %r2391 = tensor.expand_shape %g2389 [[0], [1], [2, 3], [4]] output_shape [10, 576, 1, 16, 16] : tensor<10x576x16x16xf32> into tensor<10x576x1x16x16xf32>
  %e2392 = tensor.empty() : tensor<10x576x1x7x7xf32>
  %f2393 = linalg.fill ins(%c0 : f32) outs(%e2392 : tensor<10x576x1x7x7xf32>) -> tensor<10x576x1x7x7xf32>
  %g2399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2391, %r2390 : tensor<10x576x1x16x16xf32>, tensor<576x1x1x3x3xf32>) outs(%f2393 : tensor<10x576x1x7x7xf32>) {
  ^bb0(%a2394: f32, %a2395: f32, %o2396: f32):
    %b2397 = arith.mulf %a2394, %a2395 : f32
    %b2398 = arith.addf %o2396, %b2397 : f32
    linalg.yield %b2398 : f32
  } -> tensor<10x576x1x7x7xf32>
  %r2400 = tensor.collapse_shape %g2399 [[0], [1], [2, 3], [4]] : tensor<10x576x1x7x7xf32> into tensor<10x576x7x7xf32>
  %e2401 = tensor.empty() : tensor<576xf32>
  %f2402 = linalg.fill ins(%c0 : f32) outs(%e2401 : tensor<576xf32>) -> tensor<576xf32>
  %g2406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2400 : tensor<10x576x7x7xf32>) outs(%f2402 : tensor<576xf32>) {
  ^bb0(%a2403: f32, %o2404: f32):
    %b2405 = arith.addf %a2403, %o2404 : f32
    linalg.yield %b2405 : f32
  } -> tensor<576xf32>
  %e2407 = tensor.empty() : tensor<576xf32>
  %g2411 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2406 : tensor<576xf32>) outs(%e2407 : tensor<576xf32>) {
  ^bb0(%a2408: f32, %o2409: f32):
    %b2410 = arith.divf %a2408, %c7 : f32
    linalg.yield %b2410 : f32
  } -> tensor<576xf32>
  %e2413 = tensor.empty() : tensor<10x576x7x7xf32>
  %g2419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2400, %g2411 : tensor<10x576x7x7xf32>, tensor<576xf32>) outs(%e2413 : tensor<10x576x7x7xf32>) {
  ^bb0(%a2414: f32, %a2415: f32, %o2416: f32):
    %b2417 = arith.subf %a2414, %a2415 : f32
    %b2418 = arith.mulf %b2417, %b2417 : f32
    linalg.yield %b2418 : f32
  } -> tensor<10x576x7x7xf32>
  %e2420 = tensor.empty() : tensor<576xf32>
  %f2421 = linalg.fill ins(%c0 : f32) outs(%e2420 : tensor<576xf32>) -> tensor<576xf32>
  %g2425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2419 : tensor<10x576x7x7xf32>) outs(%f2421 : tensor<576xf32>) {
  ^bb0(%a2422: f32, %o2423: f32):
    %b2424 = arith.addf %a2422, %o2423 : f32
    linalg.yield %b2424 : f32
  } -> tensor<576xf32>
  %e2426 = tensor.empty() : tensor<576xf32>
  %g2430 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2425 : tensor<576xf32>) outs(%e2426 : tensor<576xf32>) {
  ^bb0(%a2427: f32, %o2428: f32):
    %b2429 = arith.divf %a2427, %c7 : f32
    linalg.yield %b2429 : f32
  } -> tensor<576xf32>
  %e2434 = tensor.empty() : tensor<10x576x7x7xf32>
  %g2447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2400, %g2411, %g2430, %features_16_4_weight, %features_16_4_bias : tensor<10x576x7x7xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%e2434 : tensor<10x576x7x7xf32>) {
  ^bb0(%a2435: f32, %a2436: f32, %a2437: f32, %a2438: f32, %a2439: f32, %o2440: f32):
    %b2441 = arith.addf %a2437, %c2 : f32
    %b2442 = math.sqrt %b2441 : f32
    %b2443 = arith.subf %a2435, %a2436 : f32
    %b2444 = arith.divf %b2443, %b2442 : f32
    %b2445 = arith.mulf %b2444, %a2438 : f32
    %b2446 = arith.addf %b2445, %a2439 : f32
    linalg.yield %b2446 : f32
  } -> tensor<10x576x7x7xf32>
  %e2448 = tensor.empty() : tensor<10x576x7x7xf32>
  %g2453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2447 : tensor<10x576x7x7xf32>) outs(%e2448 : tensor<10x576x7x7xf32>) {
  ^bb0(%a2449: f32, %o2450: f32):
    %b2451 = arith.maximumf %a2449, %c0 : f32
    %b2452 = arith.minimumf %b2451, %c3 : f32
    linalg.yield %b2452 : f32
  } -> tensor<10x576x7x7xf32>
  %e2454 = tensor.empty() : tensor<10x160x7x7xf32>
  %f2455 = linalg.fill ins(%c0 : f32) outs(%e2454 : tensor<10x160x7x7xf32>) -> tensor<10x160x7x7xf32>
  %conv2456 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2453, %features_16_6_weight : tensor<10x576x7x7xf32>, tensor<160x576x1x1xf32>) outs(%f2455 : tensor<10x160x7x7xf32>) -> tensor<10x160x7x7xf32>
  %e2457 = tensor.empty() : tensor<160xf32>
  %f2458 = linalg.fill ins(%c0 : f32) outs(%e2457 : tensor<160xf32>) -> tensor<160xf32>
  %g2462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2456 : tensor<10x160x7x7xf32>) outs(%f2458 : tensor<160xf32>) {
  ^bb0(%a2459: f32, %o2460: f32):
    %b2461 = arith.addf %a2459, %o2460 : f32
    linalg.yield %b2461 : f32
  } -> tensor<160xf32>
  %e2463 = tensor.empty() : tensor<160xf32>
  %g2467 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2462 : tensor<160xf32>) outs(%e2463 : tensor<160xf32>) {
  ^bb0(%a2464: f32, %o2465: f32):
    %b2466 = arith.divf %a2464, %c7 : f32
    linalg.yield %b2466 : f32
  } -> tensor<160xf32>
  %e2469 = tensor.empty() : tensor<10x160x7x7xf32>
  %g2475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2456, %g2467 : tensor<10x160x7x7xf32>, tensor<160xf32>) outs(%e2469 : tensor<10x160x7x7xf32>) {
  ^bb0(%a2470: f32, %a2471: f32, %o2472: f32):
    %b2473 = arith.subf %a2470, %a2471 : f32
    %b2474 = arith.mulf %b2473, %b2473 : f32
    linalg.yield %b2474 : f32
  } -> tensor<10x160x7x7xf32>
  %e2476 = tensor.empty() : tensor<160xf32>
  %f2477 = linalg.fill ins(%c0 : f32) outs(%e2476 : tensor<160xf32>) -> tensor<160xf32>
  %g2481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2475 : tensor<10x160x7x7xf32>) outs(%f2477 : tensor<160xf32>) {
  ^bb0(%a2478: f32, %o2479: f32):
    %b2480 = arith.addf %a2478, %o2479 : f32
    linalg.yield %b2480 : f32
  } -> tensor<160xf32>
  %e2482 = tensor.empty() : tensor<160xf32>
  %g2486 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2481 : tensor<160xf32>) outs(%e2482 : tensor<160xf32>) {
  ^bb0(%a2483: f32, %o2484: f32):
    %b2485 = arith.divf %a2483, %c7 : f32
    linalg.yield %b2485 : f32
  } -> tensor<160xf32>
  %e2490 = tensor.empty() : tensor<10x160x7x7xf32>
  %g2503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2456, %g2467, %g2486, %features_16_7_weight, %features_16_7_bias : tensor<10x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%e2490 : tensor<10x160x7x7xf32>) {
  ^bb0(%a2491: f32, %a2492: f32, %a2493: f32, %a2494: f32, %a2495: f32, %o2496: f32):
    %b2497 = arith.addf %a2493, %c2 : f32
    %b2498 = math.sqrt %b2497 : f32
    %b2499 = arith.subf %a2491, %a2492 : f32
    %b2500 = arith.divf %b2499, %b2498 : f32
    %b2501 = arith.mulf %b2500, %a2494 : f32
    %b2502 = arith.addf %b2501, %a2495 : f32
    linalg.yield %b2502 : f32
  } -> tensor<10x160x7x7xf32>
  %e2504 = tensor.empty() : tensor<10x960x7x7xf32>
  %f2505 = linalg.fill ins(%c0 : f32) outs(%e2504 : tensor<10x960x7x7xf32>) -> tensor<10x960x7x7xf32>
  %conv2506 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2503, %features_17_0_weight : tensor<10x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%f2505 : tensor<10x960x7x7xf32>) -> tensor<10x960x7x7xf32>
  %e2507 = tensor.empty() : tensor<960xf32>
  %f2508 = linalg.fill ins(%c0 : f32) outs(%e2507 : tensor<960xf32>) -> tensor<960xf32>
  %g2512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2506 : tensor<10x960x7x7xf32>) outs(%f2508 : tensor<960xf32>) {
  ^bb0(%a2509: f32, %o2510: f32):
    %b2511 = arith.addf %a2509, %o2510 : f32
    linalg.yield %b2511 : f32
  } -> tensor<960xf32>
  %e2513 = tensor.empty() : tensor<960xf32>
  %g2517 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2512 : tensor<960xf32>) outs(%e2513 : tensor<960xf32>) {
  ^bb0(%a2514: f32, %o2515: f32):
    %b2516 = arith.divf %a2514, %c7 : f32
    linalg.yield %b2516 : f32
  } -> tensor<960xf32>
  %e2519 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2525 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2506, %g2517 : tensor<10x960x7x7xf32>, tensor<960xf32>) outs(%e2519 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2520: f32, %a2521: f32, %o2522: f32):
    %b2523 = arith.subf %a2520, %a2521 : f32
    %b2524 = arith.mulf %b2523, %b2523 : f32
    linalg.yield %b2524 : f32
  } -> tensor<10x960x7x7xf32>
  %e2526 = tensor.empty() : tensor<960xf32>
  %f2527 = linalg.fill ins(%c0 : f32) outs(%e2526 : tensor<960xf32>) -> tensor<960xf32>
  %g2531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2525 : tensor<10x960x7x7xf32>) outs(%f2527 : tensor<960xf32>) {
  ^bb0(%a2528: f32, %o2529: f32):
    %b2530 = arith.addf %a2528, %o2529 : f32
    linalg.yield %b2530 : f32
  } -> tensor<960xf32>
  %e2532 = tensor.empty() : tensor<960xf32>
  %g2536 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2531 : tensor<960xf32>) outs(%e2532 : tensor<960xf32>) {
  ^bb0(%a2533: f32, %o2534: f32):
    %b2535 = arith.divf %a2533, %c7 : f32
    linalg.yield %b2535 : f32
  } -> tensor<960xf32>
  %e2540 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2553 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2506, %g2517, %g2536, %features_17_1_weight, %features_17_1_bias : tensor<10x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2540 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2541: f32, %a2542: f32, %a2543: f32, %a2544: f32, %a2545: f32, %o2546: f32):
    %b2547 = arith.addf %a2543, %c2 : f32
    %b2548 = math.sqrt %b2547 : f32
    %b2549 = arith.subf %a2541, %a2542 : f32
    %b2550 = arith.divf %b2549, %b2548 : f32
    %b2551 = arith.mulf %b2550, %a2544 : f32
    %b2552 = arith.addf %b2551, %a2545 : f32
    linalg.yield %b2552 : f32
  } -> tensor<10x960x7x7xf32>
  %e2554 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2553 : tensor<10x960x7x7xf32>) outs(%e2554 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2555: f32, %o2556: f32):
    %b2557 = arith.maximumf %a2555, %c0 : f32
    %b2558 = arith.minimumf %b2557, %c3 : f32
    linalg.yield %b2558 : f32
  } -> tensor<10x960x7x7xf32>
  %e2560 = tensor.empty() : tensor<10x960x9x9xf32>
  %f2561 = linalg.fill ins(%c0 : f32) outs(%e2560 : tensor<10x960x9x9xf32>) -> tensor<10x960x9x9xf32>
  %g2564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2559 : tensor<10x960x7x7xf32>) outs(%f2561 : tensor<10x960x9x9xf32>) {
  ^bb0(%a2562: f32, %o2563: f32):
    linalg.yield %a2562 : f32
  } -> tensor<10x960x9x9xf32>
  %r2565 = tensor.expand_shape %features_17_3_weight [[0], [1], [2, 3], [4]] output_shape [960, 1, 1, 3, 3] : tensor<960x1x3x3xf32> into tensor<960x1x1x3x3xf32>
  %r2566 = tensor.expand_shape %g2564 [[0], [1], [2, 3], [4]] output_shape [10, 960, 1, 9, 9] : tensor<10x960x9x9xf32> into tensor<10x960x1x9x9xf32>
  %e2567 = tensor.empty() : tensor<10x960x1x7x7xf32>
  %f2568 = linalg.fill ins(%c0 : f32) outs(%e2567 : tensor<10x960x1x7x7xf32>) -> tensor<10x960x1x7x7xf32>
  %g2574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2566, %r2565 : tensor<10x960x1x9x9xf32>, tensor<960x1x1x3x3xf32>) outs(%f2568 : tensor<10x960x1x7x7xf32>) {
  ^bb0(%a2569: f32, %a2570: f32, %o2571: f32):
    %b2572 = arith.mulf %a2569, %a2570 : f32
    %b2573 = arith.addf %o2571, %b2572 : f32
    linalg.yield %b2573 : f32
  } -> tensor<10x960x1x7x7xf32>
  %r2575 = tensor.collapse_shape %g2574 [[0], [1], [2, 3], [4]] : tensor<10x960x1x7x7xf32> into tensor<10x960x7x7xf32>
  %e2576 = tensor.empty() : tensor<960xf32>
  %f2577 = linalg.fill ins(%c0 : f32) outs(%e2576 : tensor<960xf32>) -> tensor<960xf32>
  %g2581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2575 : tensor<10x960x7x7xf32>) outs(%f2577 : tensor<960xf32>) {
  ^bb0(%a2578: f32, %o2579: f32):
    %b2580 = arith.addf %a2578, %o2579 : f32
    linalg.yield %b2580 : f32
  } -> tensor<960xf32>
  %e2582 = tensor.empty() : tensor<960xf32>
  %g2586 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2581 : tensor<960xf32>) outs(%e2582 : tensor<960xf32>) {
  ^bb0(%a2583: f32, %o2584: f32):
    %b2585 = arith.divf %a2583, %c7 : f32
    linalg.yield %b2585 : f32
  } -> tensor<960xf32>
  %e2588 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2575, %g2586 : tensor<10x960x7x7xf32>, tensor<960xf32>) outs(%e2588 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2589: f32, %a2590: f32, %o2591: f32):
    %b2592 = arith.subf %a2589, %a2590 : f32
    %b2593 = arith.mulf %b2592, %b2592 : f32
    linalg.yield %b2593 : f32
  } -> tensor<10x960x7x7xf32>
  %e2595 = tensor.empty() : tensor<960xf32>
  %f2596 = linalg.fill ins(%c0 : f32) outs(%e2595 : tensor<960xf32>) -> tensor<960xf32>
  %g2600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2594 : tensor<10x960x7x7xf32>) outs(%f2596 : tensor<960xf32>) {
  ^bb0(%a2597: f32, %o2598: f32):
    %b2599 = arith.addf %a2597, %o2598 : f32
    linalg.yield %b2599 : f32
  } -> tensor<960xf32>
  %e2601 = tensor.empty() : tensor<960xf32>
  %g2605 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2600 : tensor<960xf32>) outs(%e2601 : tensor<960xf32>) {
  ^bb0(%a2602: f32, %o2603: f32):
    %b2604 = arith.divf %a2602, %c7 : f32
    linalg.yield %b2604 : f32
  } -> tensor<960xf32>
  %e2609 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2575, %g2586, %g2605, %features_17_4_weight, %features_17_4_bias : tensor<10x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2609 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2610: f32, %a2611: f32, %a2612: f32, %a2613: f32, %a2614: f32, %o2615: f32):
    %b2616 = arith.addf %a2612, %c2 : f32
    %b2617 = math.sqrt %b2616 : f32
    %b2618 = arith.subf %a2610, %a2611 : f32
    %b2619 = arith.divf %b2618, %b2617 : f32
    %b2620 = arith.mulf %b2619, %a2613 : f32
    %b2621 = arith.addf %b2620, %a2614 : f32
    linalg.yield %b2621 : f32
  } -> tensor<10x960x7x7xf32>
  %e2623 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2622 : tensor<10x960x7x7xf32>) outs(%e2623 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2624: f32, %o2625: f32):
    %b2626 = arith.maximumf %a2624, %c0 : f32
    %b2627 = arith.minimumf %b2626, %c3 : f32
    linalg.yield %b2627 : f32
  } -> tensor<10x960x7x7xf32>
  %e2629 = tensor.empty() : tensor<10x160x7x7xf32>
  %f2630 = linalg.fill ins(%c0 : f32) outs(%e2629 : tensor<10x160x7x7xf32>) -> tensor<10x160x7x7xf32>
  %conv2631 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2628, %features_17_6_weight : tensor<10x960x7x7xf32>, tensor<160x960x1x1xf32>) outs(%f2630 : tensor<10x160x7x7xf32>) -> tensor<10x160x7x7xf32>
  %e2632 = tensor.empty() : tensor<160xf32>
  %f2633 = linalg.fill ins(%c0 : f32) outs(%e2632 : tensor<160xf32>) -> tensor<160xf32>
  %g2637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2631 : tensor<10x160x7x7xf32>) outs(%f2633 : tensor<160xf32>) {
  ^bb0(%a2634: f32, %o2635: f32):
    %b2636 = arith.addf %a2634, %o2635 : f32
    linalg.yield %b2636 : f32
  } -> tensor<160xf32>
  %e2638 = tensor.empty() : tensor<160xf32>
  %g2642 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2637 : tensor<160xf32>) outs(%e2638 : tensor<160xf32>) {
  ^bb0(%a2639: f32, %o2640: f32):
    %b2641 = arith.divf %a2639, %c7 : f32
    linalg.yield %b2641 : f32
  } -> tensor<160xf32>
  %e2644 = tensor.empty() : tensor<10x160x7x7xf32>
  %g2650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2631, %g2642 : tensor<10x160x7x7xf32>, tensor<160xf32>) outs(%e2644 : tensor<10x160x7x7xf32>) {
  ^bb0(%a2645: f32, %a2646: f32, %o2647: f32):
    %b2648 = arith.subf %a2645, %a2646 : f32
    %b2649 = arith.mulf %b2648, %b2648 : f32
    linalg.yield %b2649 : f32
  } -> tensor<10x160x7x7xf32>
  %e2651 = tensor.empty() : tensor<160xf32>
  %f2652 = linalg.fill ins(%c0 : f32) outs(%e2651 : tensor<160xf32>) -> tensor<160xf32>
  %g2656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2650 : tensor<10x160x7x7xf32>) outs(%f2652 : tensor<160xf32>) {
  ^bb0(%a2653: f32, %o2654: f32):
    %b2655 = arith.addf %a2653, %o2654 : f32
    linalg.yield %b2655 : f32
  } -> tensor<160xf32>
  %e2657 = tensor.empty() : tensor<160xf32>
  %g2661 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2656 : tensor<160xf32>) outs(%e2657 : tensor<160xf32>) {
  ^bb0(%a2658: f32, %o2659: f32):
    %b2660 = arith.divf %a2658, %c7 : f32
    linalg.yield %b2660 : f32
  } -> tensor<160xf32>
  %e2665 = tensor.empty() : tensor<10x160x7x7xf32>
  %g2678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2631, %g2642, %g2661, %features_17_7_weight, %features_17_7_bias : tensor<10x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%e2665 : tensor<10x160x7x7xf32>) {
  ^bb0(%a2666: f32, %a2667: f32, %a2668: f32, %a2669: f32, %a2670: f32, %o2671: f32):
    %b2672 = arith.addf %a2668, %c2 : f32
    %b2673 = math.sqrt %b2672 : f32
    %b2674 = arith.subf %a2666, %a2667 : f32
    %b2675 = arith.divf %b2674, %b2673 : f32
    %b2676 = arith.mulf %b2675, %a2669 : f32
    %b2677 = arith.addf %b2676, %a2670 : f32
    linalg.yield %b2677 : f32
  } -> tensor<10x160x7x7xf32>
  %e2679 = tensor.empty() : tensor<10x960x7x7xf32>
  %f2680 = linalg.fill ins(%c0 : f32) outs(%e2679 : tensor<10x960x7x7xf32>) -> tensor<10x960x7x7xf32>
  %conv2681 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2678, %features_18_0_weight : tensor<10x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%f2680 : tensor<10x960x7x7xf32>) -> tensor<10x960x7x7xf32>
  %e2682 = tensor.empty() : tensor<960xf32>
  %f2683 = linalg.fill ins(%c0 : f32) outs(%e2682 : tensor<960xf32>) -> tensor<960xf32>
  %g2687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2681 : tensor<10x960x7x7xf32>) outs(%f2683 : tensor<960xf32>) {
  ^bb0(%a2684: f32, %o2685: f32):
    %b2686 = arith.addf %a2684, %o2685 : f32
    linalg.yield %b2686 : f32
  } -> tensor<960xf32>
  %e2688 = tensor.empty() : tensor<960xf32>
  %g2692 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2687 : tensor<960xf32>) outs(%e2688 : tensor<960xf32>) {
  ^bb0(%a2689: f32, %o2690: f32):
    %b2691 = arith.divf %a2689, %c7 : f32
    linalg.yield %b2691 : f32
  } -> tensor<960xf32>
  %e2694 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2681, %g2692 : tensor<10x960x7x7xf32>, tensor<960xf32>) outs(%e2694 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2695: f32, %a2696: f32, %o2697: f32):
    %b2698 = arith.subf %a2695, %a2696 : f32
    %b2699 = arith.mulf %b2698, %b2698 : f32
    linalg.yield %b2699 : f32
  } -> tensor<10x960x7x7xf32>
  %e2701 = tensor.empty() : tensor<960xf32>
  %f2702 = linalg.fill ins(%c0 : f32) outs(%e2701 : tensor<960xf32>) -> tensor<960xf32>
  %g2706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2700 : tensor<10x960x7x7xf32>) outs(%f2702 : tensor<960xf32>) {
  ^bb0(%a2703: f32, %o2704: f32):
    %b2705 = arith.addf %a2703, %o2704 : f32
    linalg.yield %b2705 : f32
  } -> tensor<960xf32>
  %e2707 = tensor.empty() : tensor<960xf32>
  %g2711 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2706 : tensor<960xf32>) outs(%e2707 : tensor<960xf32>) {
  ^bb0(%a2708: f32, %o2709: f32):
    %b2710 = arith.divf %a2708, %c7 : f32
    linalg.yield %b2710 : f32
  } -> tensor<960xf32>
  %e2715 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2681, %g2692, %g2711, %features_18_1_weight, %features_18_1_bias : tensor<10x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2715 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2716: f32, %a2717: f32, %a2718: f32, %a2719: f32, %a2720: f32, %o2721: f32):
    %b2722 = arith.addf %a2718, %c2 : f32
    %b2723 = math.sqrt %b2722 : f32
    %b2724 = arith.subf %a2716, %a2717 : f32
    %b2725 = arith.divf %b2724, %b2723 : f32
    %b2726 = arith.mulf %b2725, %a2719 : f32
    %b2727 = arith.addf %b2726, %a2720 : f32
    linalg.yield %b2727 : f32
  } -> tensor<10x960x7x7xf32>
  %e2729 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2734 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2728 : tensor<10x960x7x7xf32>) outs(%e2729 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2730: f32, %o2731: f32):
    %b2732 = arith.maximumf %a2730, %c0 : f32
    %b2733 = arith.minimumf %b2732, %c3 : f32
    linalg.yield %b2733 : f32
  } -> tensor<10x960x7x7xf32>
  %e2735 = tensor.empty() : tensor<10x960x9x9xf32>
  %f2736 = linalg.fill ins(%c0 : f32) outs(%e2735 : tensor<10x960x9x9xf32>) -> tensor<10x960x9x9xf32>
  %g2739 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2734 : tensor<10x960x7x7xf32>) outs(%f2736 : tensor<10x960x9x9xf32>) {
  ^bb0(%a2737: f32, %o2738: f32):
    linalg.yield %a2737 : f32
  } -> tensor<10x960x9x9xf32>
  %r2740 = tensor.expand_shape %features_18_3_weight [[0], [1], [2, 3], [4]] output_shape [960, 1, 1, 3, 3] : tensor<960x1x3x3xf32> into tensor<960x1x1x3x3xf32>
  %r2741 = tensor.expand_shape %g2739 [[0], [1], [2, 3], [4]] output_shape [10, 960, 1, 9, 9] : tensor<10x960x9x9xf32> into tensor<10x960x1x9x9xf32>
  %e2742 = tensor.empty() : tensor<10x960x1x7x7xf32>
  %f2743 = linalg.fill ins(%c0 : f32) outs(%e2742 : tensor<10x960x1x7x7xf32>) -> tensor<10x960x1x7x7xf32>
  %g2749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2741, %r2740 : tensor<10x960x1x9x9xf32>, tensor<960x1x1x3x3xf32>) outs(%f2743 : tensor<10x960x1x7x7xf32>) {
  ^bb0(%a2744: f32, %a2745: f32, %o2746: f32):
    %b2747 = arith.mulf %a2744, %a2745 : f32
    %b2748 = arith.addf %o2746, %b2747 : f32
    linalg.yield %b2748 : f32
  } -> tensor<10x960x1x7x7xf32>
  %r2750 = tensor.collapse_shape %g2749 [[0], [1], [2, 3], [4]] : tensor<10x960x1x7x7xf32> into tensor<10x960x7x7xf32>
  %e2751 = tensor.empty() : tensor<960xf32>
  %f2752 = linalg.fill ins(%c0 : f32) outs(%e2751 : tensor<960xf32>) -> tensor<960xf32>
  %g2756 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2750 : tensor<10x960x7x7xf32>) outs(%f2752 : tensor<960xf32>) {
  ^bb0(%a2753: f32, %o2754: f32):
    %b2755 = arith.addf %a2753, %o2754 : f32
    linalg.yield %b2755 : f32
  } -> tensor<960xf32>
  %e2757 = tensor.empty() : tensor<960xf32>
  %g2761 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2756 : tensor<960xf32>) outs(%e2757 : tensor<960xf32>) {
  ^bb0(%a2758: f32, %o2759: f32):
    %b2760 = arith.divf %a2758, %c7 : f32
    linalg.yield %b2760 : f32
  } -> tensor<960xf32>
  %e2763 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2769 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2750, %g2761 : tensor<10x960x7x7xf32>, tensor<960xf32>) outs(%e2763 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2764: f32, %a2765: f32, %o2766: f32):
    %b2767 = arith.subf %a2764, %a2765 : f32
    %b2768 = arith.mulf %b2767, %b2767 : f32
    linalg.yield %b2768 : f32
  } -> tensor<10x960x7x7xf32>
  %e2770 = tensor.empty() : tensor<960xf32>
  %f2771 = linalg.fill ins(%c0 : f32) outs(%e2770 : tensor<960xf32>) -> tensor<960xf32>
  %g2775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2769 : tensor<10x960x7x7xf32>) outs(%f2771 : tensor<960xf32>) {
  ^bb0(%a2772: f32, %o2773: f32):
    %b2774 = arith.addf %a2772, %o2773 : f32
    linalg.yield %b2774 : f32
  } -> tensor<960xf32>
  %e2776 = tensor.empty() : tensor<960xf32>
  %g2780 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2775 : tensor<960xf32>) outs(%e2776 : tensor<960xf32>) {
  ^bb0(%a2777: f32, %o2778: f32):
    %b2779 = arith.divf %a2777, %c7 : f32
    linalg.yield %b2779 : f32
  } -> tensor<960xf32>
  %e2784 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2797 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2750, %g2761, %g2780, %features_18_4_weight, %features_18_4_bias : tensor<10x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2784 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2785: f32, %a2786: f32, %a2787: f32, %a2788: f32, %a2789: f32, %o2790: f32):
    %b2791 = arith.addf %a2787, %c2 : f32
    %b2792 = math.sqrt %b2791 : f32
    %b2793 = arith.subf %a2785, %a2786 : f32
    %b2794 = arith.divf %b2793, %b2792 : f32
    %b2795 = arith.mulf %b2794, %a2788 : f32
    %b2796 = arith.addf %b2795, %a2789 : f32
    linalg.yield %b2796 : f32
  } -> tensor<10x960x7x7xf32>
  %e2798 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2803 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2797 : tensor<10x960x7x7xf32>) outs(%e2798 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2799: f32, %o2800: f32):
    %b2801 = arith.maximumf %a2799, %c0 : f32
    %b2802 = arith.minimumf %b2801, %c3 : f32
    linalg.yield %b2802 : f32
  } -> tensor<10x960x7x7xf32>
  %e2804 = tensor.empty() : tensor<10x160x7x7xf32>
  %f2805 = linalg.fill ins(%c0 : f32) outs(%e2804 : tensor<10x160x7x7xf32>) -> tensor<10x160x7x7xf32>
  %conv2806 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2803, %features_18_6_weight : tensor<10x960x7x7xf32>, tensor<160x960x1x1xf32>) outs(%f2805 : tensor<10x160x7x7xf32>) -> tensor<10x160x7x7xf32>
  %e2807 = tensor.empty() : tensor<160xf32>
  %f2808 = linalg.fill ins(%c0 : f32) outs(%e2807 : tensor<160xf32>) -> tensor<160xf32>
  %g2812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2806 : tensor<10x160x7x7xf32>) outs(%f2808 : tensor<160xf32>) {
  ^bb0(%a2809: f32, %o2810: f32):
    %b2811 = arith.addf %a2809, %o2810 : f32
    linalg.yield %b2811 : f32
  } -> tensor<160xf32>
  %e2813 = tensor.empty() : tensor<160xf32>
  %g2817 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2812 : tensor<160xf32>) outs(%e2813 : tensor<160xf32>) {
  ^bb0(%a2814: f32, %o2815: f32):
    %b2816 = arith.divf %a2814, %c7 : f32
    linalg.yield %b2816 : f32
  } -> tensor<160xf32>
  %e2819 = tensor.empty() : tensor<10x160x7x7xf32>
  %g2825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2806, %g2817 : tensor<10x160x7x7xf32>, tensor<160xf32>) outs(%e2819 : tensor<10x160x7x7xf32>) {
  ^bb0(%a2820: f32, %a2821: f32, %o2822: f32):
    %b2823 = arith.subf %a2820, %a2821 : f32
    %b2824 = arith.mulf %b2823, %b2823 : f32
    linalg.yield %b2824 : f32
  } -> tensor<10x160x7x7xf32>
  %e2826 = tensor.empty() : tensor<160xf32>
  %f2827 = linalg.fill ins(%c0 : f32) outs(%e2826 : tensor<160xf32>) -> tensor<160xf32>
  %g2831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2825 : tensor<10x160x7x7xf32>) outs(%f2827 : tensor<160xf32>) {
  ^bb0(%a2828: f32, %o2829: f32):
    %b2830 = arith.addf %a2828, %o2829 : f32
    linalg.yield %b2830 : f32
  } -> tensor<160xf32>
  %e2832 = tensor.empty() : tensor<160xf32>
  %g2836 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2831 : tensor<160xf32>) outs(%e2832 : tensor<160xf32>) {
  ^bb0(%a2833: f32, %o2834: f32):
    %b2835 = arith.divf %a2833, %c7 : f32
    linalg.yield %b2835 : f32
  } -> tensor<160xf32>
  %e2840 = tensor.empty() : tensor<10x160x7x7xf32>
  %g2853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2806, %g2817, %g2836, %features_18_7_weight, %features_18_7_bias : tensor<10x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%e2840 : tensor<10x160x7x7xf32>) {
  ^bb0(%a2841: f32, %a2842: f32, %a2843: f32, %a2844: f32, %a2845: f32, %o2846: f32):
    %b2847 = arith.addf %a2843, %c2 : f32
    %b2848 = math.sqrt %b2847 : f32
    %b2849 = arith.subf %a2841, %a2842 : f32
    %b2850 = arith.divf %b2849, %b2848 : f32
    %b2851 = arith.mulf %b2850, %a2844 : f32
    %b2852 = arith.addf %b2851, %a2845 : f32
    linalg.yield %b2852 : f32
  } -> tensor<10x160x7x7xf32>
  %e2854 = tensor.empty() : tensor<10x960x7x7xf32>
  %f2855 = linalg.fill ins(%c0 : f32) outs(%e2854 : tensor<10x960x7x7xf32>) -> tensor<10x960x7x7xf32>
  %conv2856 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2853, %features_19_0_weight : tensor<10x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%f2855 : tensor<10x960x7x7xf32>) -> tensor<10x960x7x7xf32>
  %e2857 = tensor.empty() : tensor<960xf32>
  %f2858 = linalg.fill ins(%c0 : f32) outs(%e2857 : tensor<960xf32>) -> tensor<960xf32>
  %g2862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2856 : tensor<10x960x7x7xf32>) outs(%f2858 : tensor<960xf32>) {
  ^bb0(%a2859: f32, %o2860: f32):
    %b2861 = arith.addf %a2859, %o2860 : f32
    linalg.yield %b2861 : f32
  } -> tensor<960xf32>
  %e2863 = tensor.empty() : tensor<960xf32>
  %g2867 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2862 : tensor<960xf32>) outs(%e2863 : tensor<960xf32>) {
  ^bb0(%a2864: f32, %o2865: f32):
    %b2866 = arith.divf %a2864, %c7 : f32
    linalg.yield %b2866 : f32
  } -> tensor<960xf32>
  %e2869 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2856, %g2867 : tensor<10x960x7x7xf32>, tensor<960xf32>) outs(%e2869 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2870: f32, %a2871: f32, %o2872: f32):
    %b2873 = arith.subf %a2870, %a2871 : f32
    %b2874 = arith.mulf %b2873, %b2873 : f32
    linalg.yield %b2874 : f32
  } -> tensor<10x960x7x7xf32>
  %e2876 = tensor.empty() : tensor<960xf32>
  %f2877 = linalg.fill ins(%c0 : f32) outs(%e2876 : tensor<960xf32>) -> tensor<960xf32>
  %g2881 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2875 : tensor<10x960x7x7xf32>) outs(%f2877 : tensor<960xf32>) {
  ^bb0(%a2878: f32, %o2879: f32):
    %b2880 = arith.addf %a2878, %o2879 : f32
    linalg.yield %b2880 : f32
  } -> tensor<960xf32>
  %e2882 = tensor.empty() : tensor<960xf32>
  %g2886 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2881 : tensor<960xf32>) outs(%e2882 : tensor<960xf32>) {
  ^bb0(%a2883: f32, %o2884: f32):
    %b2885 = arith.divf %a2883, %c7 : f32
    linalg.yield %b2885 : f32
  } -> tensor<960xf32>
  %e2890 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2903 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2856, %g2867, %g2886, %features_19_1_weight, %features_19_1_bias : tensor<10x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2890 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2891: f32, %a2892: f32, %a2893: f32, %a2894: f32, %a2895: f32, %o2896: f32):
    %b2897 = arith.addf %a2893, %c2 : f32
    %b2898 = math.sqrt %b2897 : f32
    %b2899 = arith.subf %a2891, %a2892 : f32
    %b2900 = arith.divf %b2899, %b2898 : f32
    %b2901 = arith.mulf %b2900, %a2894 : f32
    %b2902 = arith.addf %b2901, %a2895 : f32
    linalg.yield %b2902 : f32
  } -> tensor<10x960x7x7xf32>
  %e2904 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2909 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2903 : tensor<10x960x7x7xf32>) outs(%e2904 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2905: f32, %o2906: f32):
    %b2907 = arith.maximumf %a2905, %c0 : f32
    %b2908 = arith.minimumf %b2907, %c3 : f32
    linalg.yield %b2908 : f32
  } -> tensor<10x960x7x7xf32>
  %e2910 = tensor.empty() : tensor<10x960x9x9xf32>
  %f2911 = linalg.fill ins(%c0 : f32) outs(%e2910 : tensor<10x960x9x9xf32>) -> tensor<10x960x9x9xf32>
  %g2914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2909 : tensor<10x960x7x7xf32>) outs(%f2911 : tensor<10x960x9x9xf32>) {
  ^bb0(%a2912: f32, %o2913: f32):
    linalg.yield %a2912 : f32
  } -> tensor<10x960x9x9xf32>
  %r2915 = tensor.expand_shape %features_19_3_weight [[0], [1], [2, 3], [4]] output_shape [960, 1, 1, 3, 3] : tensor<960x1x3x3xf32> into tensor<960x1x1x3x3xf32>
  %r2916 = tensor.expand_shape %g2914 [[0], [1], [2, 3], [4]] output_shape [10, 960, 1, 9, 9] : tensor<10x960x9x9xf32> into tensor<10x960x1x9x9xf32>
  %e2917 = tensor.empty() : tensor<10x960x1x7x7xf32>
  %f2918 = linalg.fill ins(%c0 : f32) outs(%e2917 : tensor<10x960x1x7x7xf32>) -> tensor<10x960x1x7x7xf32>
  %g2924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2916, %r2915 : tensor<10x960x1x9x9xf32>, tensor<960x1x1x3x3xf32>) outs(%f2918 : tensor<10x960x1x7x7xf32>) {
  ^bb0(%a2919: f32, %a2920: f32, %o2921: f32):
    %b2922 = arith.mulf %a2919, %a2920 : f32
    %b2923 = arith.addf %o2921, %b2922 : f32
    linalg.yield %b2923 : f32
  } -> tensor<10x960x1x7x7xf32>
  %r2925 = tensor.collapse_shape %g2924 [[0], [1], [2, 3], [4]] : tensor<10x960x1x7x7xf32> into tensor<10x960x7x7xf32>
  %e2926 = tensor.empty() : tensor<960xf32>
  %f2927 = linalg.fill ins(%c0 : f32) outs(%e2926 : tensor<960xf32>) -> tensor<960xf32>
  %g2931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r2925 : tensor<10x960x7x7xf32>) outs(%f2927 : tensor<960xf32>) {
  ^bb0(%a2928: f32, %o2929: f32):
    %b2930 = arith.addf %a2928, %o2929 : f32
    linalg.yield %b2930 : f32
  } -> tensor<960xf32>
  %e2932 = tensor.empty() : tensor<960xf32>
  %g2936 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2931 : tensor<960xf32>) outs(%e2932 : tensor<960xf32>) {
  ^bb0(%a2933: f32, %o2934: f32):
    %b2935 = arith.divf %a2933, %c7 : f32
    linalg.yield %b2935 : f32
  } -> tensor<960xf32>
  %e2938 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2944 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2925, %g2936 : tensor<10x960x7x7xf32>, tensor<960xf32>) outs(%e2938 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2939: f32, %a2940: f32, %o2941: f32):
    %b2942 = arith.subf %a2939, %a2940 : f32
    %b2943 = arith.mulf %b2942, %b2942 : f32
    linalg.yield %b2943 : f32
  } -> tensor<10x960x7x7xf32>
  %e2945 = tensor.empty() : tensor<960xf32>
  %f2946 = linalg.fill ins(%c0 : f32) outs(%e2945 : tensor<960xf32>) -> tensor<960xf32>
  %g2950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2944 : tensor<10x960x7x7xf32>) outs(%f2946 : tensor<960xf32>) {
  ^bb0(%a2947: f32, %o2948: f32):
    %b2949 = arith.addf %a2947, %o2948 : f32
    linalg.yield %b2949 : f32
  } -> tensor<960xf32>
  %e2951 = tensor.empty() : tensor<960xf32>
  %g2955 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2950 : tensor<960xf32>) outs(%e2951 : tensor<960xf32>) {
  ^bb0(%a2952: f32, %o2953: f32):
    %b2954 = arith.divf %a2952, %c7 : f32
    linalg.yield %b2954 : f32
  } -> tensor<960xf32>
  %e2959 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2972 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2925, %g2936, %g2955, %features_19_4_weight, %features_19_4_bias : tensor<10x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e2959 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2960: f32, %a2961: f32, %a2962: f32, %a2963: f32, %a2964: f32, %o2965: f32):
    %b2966 = arith.addf %a2962, %c2 : f32
    %b2967 = math.sqrt %b2966 : f32
    %b2968 = arith.subf %a2960, %a2961 : f32
    %b2969 = arith.divf %b2968, %b2967 : f32
    %b2970 = arith.mulf %b2969, %a2963 : f32
    %b2971 = arith.addf %b2970, %a2964 : f32
    linalg.yield %b2971 : f32
  } -> tensor<10x960x7x7xf32>
  %e2973 = tensor.empty() : tensor<10x960x7x7xf32>
  %g2978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2972 : tensor<10x960x7x7xf32>) outs(%e2973 : tensor<10x960x7x7xf32>) {
  ^bb0(%a2974: f32, %o2975: f32):
    %b2976 = arith.maximumf %a2974, %c0 : f32
    %b2977 = arith.minimumf %b2976, %c3 : f32
    linalg.yield %b2977 : f32
  } -> tensor<10x960x7x7xf32>
  %e2979 = tensor.empty() : tensor<10x320x7x7xf32>
  %f2980 = linalg.fill ins(%c0 : f32) outs(%e2979 : tensor<10x320x7x7xf32>) -> tensor<10x320x7x7xf32>
  %conv2981 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2978, %features_19_6_weight : tensor<10x960x7x7xf32>, tensor<320x960x1x1xf32>) outs(%f2980 : tensor<10x320x7x7xf32>) -> tensor<10x320x7x7xf32>
  %e2982 = tensor.empty() : tensor<320xf32>
  %f2983 = linalg.fill ins(%c0 : f32) outs(%e2982 : tensor<320xf32>) -> tensor<320xf32>
  %g2987 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2981 : tensor<10x320x7x7xf32>) outs(%f2983 : tensor<320xf32>) {
  ^bb0(%a2984: f32, %o2985: f32):
    %b2986 = arith.addf %a2984, %o2985 : f32
    linalg.yield %b2986 : f32
  } -> tensor<320xf32>
  %e2988 = tensor.empty() : tensor<320xf32>
  %g2992 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2987 : tensor<320xf32>) outs(%e2988 : tensor<320xf32>) {
  ^bb0(%a2989: f32, %o2990: f32):
    %b2991 = arith.divf %a2989, %c7 : f32
    linalg.yield %b2991 : f32
  } -> tensor<320xf32>
  %e2994 = tensor.empty() : tensor<10x320x7x7xf32>
  %g3000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2981, %g2992 : tensor<10x320x7x7xf32>, tensor<320xf32>) outs(%e2994 : tensor<10x320x7x7xf32>) {
  ^bb0(%a2995: f32, %a2996: f32, %o2997: f32):
    %b2998 = arith.subf %a2995, %a2996 : f32
    %b2999 = arith.mulf %b2998, %b2998 : f32
    linalg.yield %b2999 : f32
  } -> tensor<10x320x7x7xf32>
  %e3001 = tensor.empty() : tensor<320xf32>
  %f3002 = linalg.fill ins(%c0 : f32) outs(%e3001 : tensor<320xf32>) -> tensor<320xf32>
  %g3006 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3000 : tensor<10x320x7x7xf32>) outs(%f3002 : tensor<320xf32>) {
  ^bb0(%a3003: f32, %o3004: f32):
    %b3005 = arith.addf %a3003, %o3004 : f32
    linalg.yield %b3005 : f32
  } -> tensor<320xf32>
  %e3007 = tensor.empty() : tensor<320xf32>
  %g3011 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3006 : tensor<320xf32>) outs(%e3007 : tensor<320xf32>) {
  ^bb0(%a3008: f32, %o3009: f32):
    %b3010 = arith.divf %a3008, %c7 : f32
    linalg.yield %b3010 : f32
  } -> tensor<320xf32>
  %e3015 = tensor.empty() : tensor<10x320x7x7xf32>
  %g3028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2981, %g2992, %g3011, %features_19_7_weight, %features_19_7_bias : tensor<10x320x7x7xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>) outs(%e3015 : tensor<10x320x7x7xf32>) {
  ^bb0(%a3016: f32, %a3017: f32, %a3018: f32, %a3019: f32, %a3020: f32, %o3021: f32):
    %b3022 = arith.addf %a3018, %c2 : f32
    %b3023 = math.sqrt %b3022 : f32
    %b3024 = arith.subf %a3016, %a3017 : f32
    %b3025 = arith.divf %b3024, %b3023 : f32
    %b3026 = arith.mulf %b3025, %a3019 : f32
    %b3027 = arith.addf %b3026, %a3020 : f32
    linalg.yield %b3027 : f32
  } -> tensor<10x320x7x7xf32>
  %e3029 = tensor.empty() : tensor<10x1280x7x7xf32>
  %f3030 = linalg.fill ins(%c0 : f32) outs(%e3029 : tensor<10x1280x7x7xf32>) -> tensor<10x1280x7x7xf32>
  %conv3031 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3028, %features_20_weight : tensor<10x320x7x7xf32>, tensor<1280x320x1x1xf32>) outs(%f3030 : tensor<10x1280x7x7xf32>) -> tensor<10x1280x7x7xf32>
  %e3032 = tensor.empty() : tensor<1280xf32>
  %f3033 = linalg.fill ins(%c0 : f32) outs(%e3032 : tensor<1280xf32>) -> tensor<1280xf32>
  %g3037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3031 : tensor<10x1280x7x7xf32>) outs(%f3033 : tensor<1280xf32>) {
  ^bb0(%a3034: f32, %o3035: f32):
    %b3036 = arith.addf %a3034, %o3035 : f32
    linalg.yield %b3036 : f32
  } -> tensor<1280xf32>
  %e3038 = tensor.empty() : tensor<1280xf32>
  %g3042 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3037 : tensor<1280xf32>) outs(%e3038 : tensor<1280xf32>) {
  ^bb0(%a3039: f32, %o3040: f32):
    %b3041 = arith.divf %a3039, %c7 : f32
    linalg.yield %b3041 : f32
  } -> tensor<1280xf32>
  %e3044 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g3050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3031, %g3042 : tensor<10x1280x7x7xf32>, tensor<1280xf32>) outs(%e3044 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a3045: f32, %a3046: f32, %o3047: f32):
    %b3048 = arith.subf %a3045, %a3046 : f32
    %b3049 = arith.mulf %b3048, %b3048 : f32
    linalg.yield %b3049 : f32
  } -> tensor<10x1280x7x7xf32>
  %e3051 = tensor.empty() : tensor<1280xf32>
  %f3052 = linalg.fill ins(%c0 : f32) outs(%e3051 : tensor<1280xf32>) -> tensor<1280xf32>
  %g3056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3050 : tensor<10x1280x7x7xf32>) outs(%f3052 : tensor<1280xf32>) {
  ^bb0(%a3053: f32, %o3054: f32):
    %b3055 = arith.addf %a3053, %o3054 : f32
    linalg.yield %b3055 : f32
  } -> tensor<1280xf32>
  %e3057 = tensor.empty() : tensor<1280xf32>
  %g3061 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3056 : tensor<1280xf32>) outs(%e3057 : tensor<1280xf32>) {
  ^bb0(%a3058: f32, %o3059: f32):
    %b3060 = arith.divf %a3058, %c7 : f32
    linalg.yield %b3060 : f32
  } -> tensor<1280xf32>
  %e3065 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g3078 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3031, %g3042, %g3061, %features_21_weight, %features_21_bias : tensor<10x1280x7x7xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>) outs(%e3065 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a3066: f32, %a3067: f32, %a3068: f32, %a3069: f32, %a3070: f32, %o3071: f32):
    %b3072 = arith.addf %a3068, %c2 : f32
    %b3073 = math.sqrt %b3072 : f32
    %b3074 = arith.subf %a3066, %a3067 : f32
    %b3075 = arith.divf %b3074, %b3073 : f32
    %b3076 = arith.mulf %b3075, %a3069 : f32
    %b3077 = arith.addf %b3076, %a3070 : f32
    linalg.yield %b3077 : f32
  } -> tensor<10x1280x7x7xf32>
  %e3079 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g3084 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3078 : tensor<10x1280x7x7xf32>) outs(%e3079 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a3080: f32, %o3081: f32):
    %b3082 = arith.maximumf %a3080, %c0 : f32
    %b3083 = arith.minimumf %b3082, %c3 : f32
    linalg.yield %b3083 : f32
  } -> tensor<10x1280x7x7xf32>
  %e3085 = tensor.empty() : tensor<10x1280xf32>
  %f3086 = linalg.fill ins(%c0 : f32) outs(%e3085 : tensor<10x1280xf32>) -> tensor<10x1280xf32>
  %g3090 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g3084 : tensor<10x1280x7x7xf32>) outs(%f3086 : tensor<10x1280xf32>) {
  ^bb0(%a3087: f32, %o3088: f32):
    %b3089 = arith.addf %a3087, %o3088 : f32
    linalg.yield %b3089 : f32
  } -> tensor<10x1280xf32>
  %e3091 = tensor.empty() : tensor<10x1280xf32>
  %g3095 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3090 : tensor<10x1280xf32>) outs(%e3091 : tensor<10x1280xf32>) {
  ^bb0(%a3092: f32, %o3093: f32):
    %b3094 = arith.divf %a3092, %c8 : f32
    linalg.yield %b3094 : f32
  } -> tensor<10x1280xf32>
  %r3096 = tensor.expand_shape %g3095 [[0], [1, 2, 3]] output_shape [10, 1280, 1, 1] : tensor<10x1280xf32> into tensor<10x1280x1x1xf32>
  %r3097 = tensor.collapse_shape %r3096 [[0], [1, 2, 3]] : tensor<10x1280x1x1xf32> into tensor<10x1280xf32>
  %e3098 = tensor.empty() : tensor<10x1000xf32>
  %f3099 = linalg.fill ins(%c0 : f32) outs(%e3098 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm3100 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3097, %classifier_1_weight : tensor<10x1280xf32>, tensor<1000x1280xf32>) outs(%f3099 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e3101 = tensor.empty() : tensor<10x1000xf32>
  %g3106 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3100, %classifier_1_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e3101 : tensor<10x1000xf32>) {
  ^bb0(%a3102: f32, %a3103: f32, %o3104: f32):
    %b3105 = arith.addf %a3102, %a3103 : f32
    linalg.yield %b3105 : f32
  } -> tensor<10x1000xf32>
  return %g3106 : tensor<10x1000xf32>
}
