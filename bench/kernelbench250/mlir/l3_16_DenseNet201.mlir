// Imported by htam-import from 16_DenseNet201.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), features_0_weight 64x3x7x7 (parameter:features.0.weight), features_1_weight 64 (parameter:features.1.weight), features_1_bias 64 (parameter:features.1.bias), dense_blocks_0_layers_0_0_weight 64 (parameter:dense_blocks.0.layers.0.0.weight), dense_blocks_0_layers_0_0_bias 64 (parameter:dense_blocks.0.layers.0.0.bias), dense_blocks_0_layers_0_2_weight 32x64x3x3 (parameter:dense_blocks.0.layers.0.2.weight), dense_blocks_0_layers_1_0_weight 96 (parameter:dense_blocks.0.layers.1.0.weight), dense_blocks_0_layers_1_0_bias 96 (parameter:dense_blocks.0.layers.1.0.bias), dense_blocks_0_layers_1_2_weight 32x96x3x3 (parameter:dense_blocks.0.layers.1.2.weight), dense_blocks_0_layers_2_0_weight 128 (parameter:dense_blocks.0.layers.2.0.weight), dense_blocks_0_layers_2_0_bias 128 (parameter:dense_blocks.0.layers.2.0.bias), dense_blocks_0_layers_2_2_weight 32x128x3x3 (parameter:dense_blocks.0.layers.2.2.weight), dense_blocks_0_layers_3_0_weight 160 (parameter:dense_blocks.0.layers.3.0.weight), dense_blocks_0_layers_3_0_bias 160 (parameter:dense_blocks.0.layers.3.0.bias), dense_blocks_0_layers_3_2_weight 32x160x3x3 (parameter:dense_blocks.0.layers.3.2.weight), dense_blocks_0_layers_4_0_weight 192 (parameter:dense_blocks.0.layers.4.0.weight), dense_blocks_0_layers_4_0_bias 192 (parameter:dense_blocks.0.layers.4.0.bias), dense_blocks_0_layers_4_2_weight 32x192x3x3 (parameter:dense_blocks.0.layers.4.2.weight), dense_blocks_0_layers_5_0_weight 224 (parameter:dense_blocks.0.layers.5.0.weight), dense_blocks_0_layers_5_0_bias 224 (parameter:dense_blocks.0.layers.5.0.bias), dense_blocks_0_layers_5_2_weight 32x224x3x3 (parameter:dense_blocks.0.layers.5.2.weight), transition_layers_0_transition_0_weight 256 (parameter:transition_layers.0.transition.0.weight), transition_layers_0_transition_0_bias 256 (parameter:transition_layers.0.transition.0.bias), transition_layers_0_transition_2_weight 128x256x1x1 (parameter:transition_layers.0.transition.2.weight), dense_blocks_1_layers_0_0_weight 128 (parameter:dense_blocks.1.layers.0.0.weight), dense_blocks_1_layers_0_0_bias 128 (parameter:dense_blocks.1.layers.0.0.bias), dense_blocks_1_layers_0_2_weight 32x128x3x3 (parameter:dense_blocks.1.layers.0.2.weight), dense_blocks_1_layers_1_0_weight 160 (parameter:dense_blocks.1.layers.1.0.weight), dense_blocks_1_layers_1_0_bias 160 (parameter:dense_blocks.1.layers.1.0.bias), dense_blocks_1_layers_1_2_weight 32x160x3x3 (parameter:dense_blocks.1.layers.1.2.weight), dense_blocks_1_layers_2_0_weight 192 (parameter:dense_blocks.1.layers.2.0.weight), dense_blocks_1_layers_2_0_bias 192 (parameter:dense_blocks.1.layers.2.0.bias), dense_blocks_1_layers_2_2_weight 32x192x3x3 (parameter:dense_blocks.1.layers.2.2.weight), dense_blocks_1_layers_3_0_weight 224 (parameter:dense_blocks.1.layers.3.0.weight), dense_blocks_1_layers_3_0_bias 224 (parameter:dense_blocks.1.layers.3.0.bias), dense_blocks_1_layers_3_2_weight 32x224x3x3 (parameter:dense_blocks.1.layers.3.2.weight), dense_blocks_1_layers_4_0_weight 256 (parameter:dense_blocks.1.layers.4.0.weight), dense_blocks_1_layers_4_0_bias 256 (parameter:dense_blocks.1.layers.4.0.bias), dense_blocks_1_layers_4_2_weight 32x256x3x3 (parameter:dense_blocks.1.layers.4.2.weight), dense_blocks_1_layers_5_0_weight 288 (parameter:dense_blocks.1.layers.5.0.weight), dense_blocks_1_layers_5_0_bias 288 (parameter:dense_blocks.1.layers.5.0.bias), dense_blocks_1_layers_5_2_weight 32x288x3x3 (parameter:dense_blocks.1.layers.5.2.weight), dense_blocks_1_layers_6_0_weight 320 (parameter:dense_blocks.1.layers.6.0.weight), dense_blocks_1_layers_6_0_bias 320 (parameter:dense_blocks.1.layers.6.0.bias), dense_blocks_1_layers_6_2_weight 32x320x3x3 (parameter:dense_blocks.1.layers.6.2.weight), dense_blocks_1_layers_7_0_weight 352 (parameter:dense_blocks.1.layers.7.0.weight), dense_blocks_1_layers_7_0_bias 352 (parameter:dense_blocks.1.layers.7.0.bias), dense_blocks_1_layers_7_2_weight 32x352x3x3 (parameter:dense_blocks.1.layers.7.2.weight), dense_blocks_1_layers_8_0_weight 384 (parameter:dense_blocks.1.layers.8.0.weight), dense_blocks_1_layers_8_0_bias 384 (parameter:dense_blocks.1.layers.8.0.bias), dense_blocks_1_layers_8_2_weight 32x384x3x3 (parameter:dense_blocks.1.layers.8.2.weight), dense_blocks_1_layers_9_0_weight 416 (parameter:dense_blocks.1.layers.9.0.weight), dense_blocks_1_layers_9_0_bias 416 (parameter:dense_blocks.1.layers.9.0.bias), dense_blocks_1_layers_9_2_weight 32x416x3x3 (parameter:dense_blocks.1.layers.9.2.weight), dense_blocks_1_layers_10_0_weight 448 (parameter:dense_blocks.1.layers.10.0.weight), dense_blocks_1_layers_10_0_bias 448 (parameter:dense_blocks.1.layers.10.0.bias), dense_blocks_1_layers_10_2_weight 32x448x3x3 (parameter:dense_blocks.1.layers.10.2.weight), dense_blocks_1_layers_11_0_weight 480 (parameter:dense_blocks.1.layers.11.0.weight), dense_blocks_1_layers_11_0_bias 480 (parameter:dense_blocks.1.layers.11.0.bias), dense_blocks_1_layers_11_2_weight 32x480x3x3 (parameter:dense_blocks.1.layers.11.2.weight), transition_layers_1_transition_0_weight 512 (parameter:transition_layers.1.transition.0.weight), transition_layers_1_transition_0_bias 512 (parameter:transition_layers.1.transition.0.bias), transition_layers_1_transition_2_weight 256x512x1x1 (parameter:transition_layers.1.transition.2.weight), dense_blocks_2_layers_0_0_weight 256 (parameter:dense_blocks.2.layers.0.0.weight), dense_blocks_2_layers_0_0_bias 256 (parameter:dense_blocks.2.layers.0.0.bias), dense_blocks_2_layers_0_2_weight 32x256x3x3 (parameter:dense_blocks.2.layers.0.2.weight), dense_blocks_2_layers_1_0_weight 288 (parameter:dense_blocks.2.layers.1.0.weight), dense_blocks_2_layers_1_0_bias 288 (parameter:dense_blocks.2.layers.1.0.bias), dense_blocks_2_layers_1_2_weight 32x288x3x3 (parameter:dense_blocks.2.layers.1.2.weight), dense_blocks_2_layers_2_0_weight 320 (parameter:dense_blocks.2.layers.2.0.weight), dense_blocks_2_layers_2_0_bias 320 (parameter:dense_blocks.2.layers.2.0.bias), dense_blocks_2_layers_2_2_weight 32x320x3x3 (parameter:dense_blocks.2.layers.2.2.weight), dense_blocks_2_layers_3_0_weight 352 (parameter:dense_blocks.2.layers.3.0.weight), dense_blocks_2_layers_3_0_bias 352 (parameter:dense_blocks.2.layers.3.0.bias), dense_blocks_2_layers_3_2_weight 32x352x3x3 (parameter:dense_blocks.2.layers.3.2.weight), dense_blocks_2_layers_4_0_weight 384 (parameter:dense_blocks.2.layers.4.0.weight), dense_blocks_2_layers_4_0_bias 384 (parameter:dense_blocks.2.layers.4.0.bias), dense_blocks_2_layers_4_2_weight 32x384x3x3 (parameter:dense_blocks.2.layers.4.2.weight), dense_blocks_2_layers_5_0_weight 416 (parameter:dense_blocks.2.layers.5.0.weight), dense_blocks_2_layers_5_0_bias 416 (parameter:dense_blocks.2.layers.5.0.bias), dense_blocks_2_layers_5_2_weight 32x416x3x3 (parameter:dense_blocks.2.layers.5.2.weight), dense_blocks_2_layers_6_0_weight 448 (parameter:dense_blocks.2.layers.6.0.weight), dense_blocks_2_layers_6_0_bias 448 (parameter:dense_blocks.2.layers.6.0.bias), dense_blocks_2_layers_6_2_weight 32x448x3x3 (parameter:dense_blocks.2.layers.6.2.weight), dense_blocks_2_layers_7_0_weight 480 (parameter:dense_blocks.2.layers.7.0.weight), dense_blocks_2_layers_7_0_bias 480 (parameter:dense_blocks.2.layers.7.0.bias), dense_blocks_2_layers_7_2_weight 32x480x3x3 (parameter:dense_blocks.2.layers.7.2.weight), dense_blocks_2_layers_8_0_weight 512 (parameter:dense_blocks.2.layers.8.0.weight), dense_blocks_2_layers_8_0_bias 512 (parameter:dense_blocks.2.layers.8.0.bias), dense_blocks_2_layers_8_2_weight 32x512x3x3 (parameter:dense_blocks.2.layers.8.2.weight), dense_blocks_2_layers_9_0_weight 544 (parameter:dense_blocks.2.layers.9.0.weight), dense_blocks_2_layers_9_0_bias 544 (parameter:dense_blocks.2.layers.9.0.bias), dense_blocks_2_layers_9_2_weight 32x544x3x3 (parameter:dense_blocks.2.layers.9.2.weight), dense_blocks_2_layers_10_0_weight 576 (parameter:dense_blocks.2.layers.10.0.weight), dense_blocks_2_layers_10_0_bias 576 (parameter:dense_blocks.2.layers.10.0.bias), dense_blocks_2_layers_10_2_weight 32x576x3x3 (parameter:dense_blocks.2.layers.10.2.weight), dense_blocks_2_layers_11_0_weight 608 (parameter:dense_blocks.2.layers.11.0.weight), dense_blocks_2_layers_11_0_bias 608 (parameter:dense_blocks.2.layers.11.0.bias), dense_blocks_2_layers_11_2_weight 32x608x3x3 (parameter:dense_blocks.2.layers.11.2.weight), dense_blocks_2_layers_12_0_weight 640 (parameter:dense_blocks.2.layers.12.0.weight), dense_blocks_2_layers_12_0_bias 640 (parameter:dense_blocks.2.layers.12.0.bias), dense_blocks_2_layers_12_2_weight 32x640x3x3 (parameter:dense_blocks.2.layers.12.2.weight), dense_blocks_2_layers_13_0_weight 672 (parameter:dense_blocks.2.layers.13.0.weight), dense_blocks_2_layers_13_0_bias 672 (parameter:dense_blocks.2.layers.13.0.bias), dense_blocks_2_layers_13_2_weight 32x672x3x3 (parameter:dense_blocks.2.layers.13.2.weight), dense_blocks_2_layers_14_0_weight 704 (parameter:dense_blocks.2.layers.14.0.weight), dense_blocks_2_layers_14_0_bias 704 (parameter:dense_blocks.2.layers.14.0.bias), dense_blocks_2_layers_14_2_weight 32x704x3x3 (parameter:dense_blocks.2.layers.14.2.weight), dense_blocks_2_layers_15_0_weight 736 (parameter:dense_blocks.2.layers.15.0.weight), dense_blocks_2_layers_15_0_bias 736 (parameter:dense_blocks.2.layers.15.0.bias), dense_blocks_2_layers_15_2_weight 32x736x3x3 (parameter:dense_blocks.2.layers.15.2.weight), dense_blocks_2_layers_16_0_weight 768 (parameter:dense_blocks.2.layers.16.0.weight), dense_blocks_2_layers_16_0_bias 768 (parameter:dense_blocks.2.layers.16.0.bias), dense_blocks_2_layers_16_2_weight 32x768x3x3 (parameter:dense_blocks.2.layers.16.2.weight), dense_blocks_2_layers_17_0_weight 800 (parameter:dense_blocks.2.layers.17.0.weight), dense_blocks_2_layers_17_0_bias 800 (parameter:dense_blocks.2.layers.17.0.bias), dense_blocks_2_layers_17_2_weight 32x800x3x3 (parameter:dense_blocks.2.layers.17.2.weight), dense_blocks_2_layers_18_0_weight 832 (parameter:dense_blocks.2.layers.18.0.weight), dense_blocks_2_layers_18_0_bias 832 (parameter:dense_blocks.2.layers.18.0.bias), dense_blocks_2_layers_18_2_weight 32x832x3x3 (parameter:dense_blocks.2.layers.18.2.weight), dense_blocks_2_layers_19_0_weight 864 (parameter:dense_blocks.2.layers.19.0.weight), dense_blocks_2_layers_19_0_bias 864 (parameter:dense_blocks.2.layers.19.0.bias), dense_blocks_2_layers_19_2_weight 32x864x3x3 (parameter:dense_blocks.2.layers.19.2.weight), dense_blocks_2_layers_20_0_weight 896 (parameter:dense_blocks.2.layers.20.0.weight), dense_blocks_2_layers_20_0_bias 896 (parameter:dense_blocks.2.layers.20.0.bias), dense_blocks_2_layers_20_2_weight 32x896x3x3 (parameter:dense_blocks.2.layers.20.2.weight), dense_blocks_2_layers_21_0_weight 928 (parameter:dense_blocks.2.layers.21.0.weight), dense_blocks_2_layers_21_0_bias 928 (parameter:dense_blocks.2.layers.21.0.bias), dense_blocks_2_layers_21_2_weight 32x928x3x3 (parameter:dense_blocks.2.layers.21.2.weight), dense_blocks_2_layers_22_0_weight 960 (parameter:dense_blocks.2.layers.22.0.weight), dense_blocks_2_layers_22_0_bias 960 (parameter:dense_blocks.2.layers.22.0.bias), dense_blocks_2_layers_22_2_weight 32x960x3x3 (parameter:dense_blocks.2.layers.22.2.weight), dense_blocks_2_layers_23_0_weight 992 (parameter:dense_blocks.2.layers.23.0.weight), dense_blocks_2_layers_23_0_bias 992 (parameter:dense_blocks.2.layers.23.0.bias), dense_blocks_2_layers_23_2_weight 32x992x3x3 (parameter:dense_blocks.2.layers.23.2.weight), dense_blocks_2_layers_24_0_weight 1024 (parameter:dense_blocks.2.layers.24.0.weight), dense_blocks_2_layers_24_0_bias 1024 (parameter:dense_blocks.2.layers.24.0.bias), dense_blocks_2_layers_24_2_weight 32x1024x3x3 (parameter:dense_blocks.2.layers.24.2.weight), dense_blocks_2_layers_25_0_weight 1056 (parameter:dense_blocks.2.layers.25.0.weight), dense_blocks_2_layers_25_0_bias 1056 (parameter:dense_blocks.2.layers.25.0.bias), dense_blocks_2_layers_25_2_weight 32x1056x3x3 (parameter:dense_blocks.2.layers.25.2.weight), dense_blocks_2_layers_26_0_weight 1088 (parameter:dense_blocks.2.layers.26.0.weight), dense_blocks_2_layers_26_0_bias 1088 (parameter:dense_blocks.2.layers.26.0.bias), dense_blocks_2_layers_26_2_weight 32x1088x3x3 (parameter:dense_blocks.2.layers.26.2.weight), dense_blocks_2_layers_27_0_weight 1120 (parameter:dense_blocks.2.layers.27.0.weight), dense_blocks_2_layers_27_0_bias 1120 (parameter:dense_blocks.2.layers.27.0.bias), dense_blocks_2_layers_27_2_weight 32x1120x3x3 (parameter:dense_blocks.2.layers.27.2.weight), dense_blocks_2_layers_28_0_weight 1152 (parameter:dense_blocks.2.layers.28.0.weight), dense_blocks_2_layers_28_0_bias 1152 (parameter:dense_blocks.2.layers.28.0.bias), dense_blocks_2_layers_28_2_weight 32x1152x3x3 (parameter:dense_blocks.2.layers.28.2.weight), dense_blocks_2_layers_29_0_weight 1184 (parameter:dense_blocks.2.layers.29.0.weight), dense_blocks_2_layers_29_0_bias 1184 (parameter:dense_blocks.2.layers.29.0.bias), dense_blocks_2_layers_29_2_weight 32x1184x3x3 (parameter:dense_blocks.2.layers.29.2.weight), dense_blocks_2_layers_30_0_weight 1216 (parameter:dense_blocks.2.layers.30.0.weight), dense_blocks_2_layers_30_0_bias 1216 (parameter:dense_blocks.2.layers.30.0.bias), dense_blocks_2_layers_30_2_weight 32x1216x3x3 (parameter:dense_blocks.2.layers.30.2.weight), dense_blocks_2_layers_31_0_weight 1248 (parameter:dense_blocks.2.layers.31.0.weight), dense_blocks_2_layers_31_0_bias 1248 (parameter:dense_blocks.2.layers.31.0.bias), dense_blocks_2_layers_31_2_weight 32x1248x3x3 (parameter:dense_blocks.2.layers.31.2.weight), dense_blocks_2_layers_32_0_weight 1280 (parameter:dense_blocks.2.layers.32.0.weight), dense_blocks_2_layers_32_0_bias 1280 (parameter:dense_blocks.2.layers.32.0.bias), dense_blocks_2_layers_32_2_weight 32x1280x3x3 (parameter:dense_blocks.2.layers.32.2.weight), dense_blocks_2_layers_33_0_weight 1312 (parameter:dense_blocks.2.layers.33.0.weight), dense_blocks_2_layers_33_0_bias 1312 (parameter:dense_blocks.2.layers.33.0.bias), dense_blocks_2_layers_33_2_weight 32x1312x3x3 (parameter:dense_blocks.2.layers.33.2.weight), dense_blocks_2_layers_34_0_weight 1344 (parameter:dense_blocks.2.layers.34.0.weight), dense_blocks_2_layers_34_0_bias 1344 (parameter:dense_blocks.2.layers.34.0.bias), dense_blocks_2_layers_34_2_weight 32x1344x3x3 (parameter:dense_blocks.2.layers.34.2.weight), dense_blocks_2_layers_35_0_weight 1376 (parameter:dense_blocks.2.layers.35.0.weight), dense_blocks_2_layers_35_0_bias 1376 (parameter:dense_blocks.2.layers.35.0.bias), dense_blocks_2_layers_35_2_weight 32x1376x3x3 (parameter:dense_blocks.2.layers.35.2.weight), dense_blocks_2_layers_36_0_weight 1408 (parameter:dense_blocks.2.layers.36.0.weight), dense_blocks_2_layers_36_0_bias 1408 (parameter:dense_blocks.2.layers.36.0.bias), dense_blocks_2_layers_36_2_weight 32x1408x3x3 (parameter:dense_blocks.2.layers.36.2.weight), dense_blocks_2_layers_37_0_weight 1440 (parameter:dense_blocks.2.layers.37.0.weight), dense_blocks_2_layers_37_0_bias 1440 (parameter:dense_blocks.2.layers.37.0.bias), dense_blocks_2_layers_37_2_weight 32x1440x3x3 (parameter:dense_blocks.2.layers.37.2.weight), dense_blocks_2_layers_38_0_weight 1472 (parameter:dense_blocks.2.layers.38.0.weight), dense_blocks_2_layers_38_0_bias 1472 (parameter:dense_blocks.2.layers.38.0.bias), dense_blocks_2_layers_38_2_weight 32x1472x3x3 (parameter:dense_blocks.2.layers.38.2.weight), dense_blocks_2_layers_39_0_weight 1504 (parameter:dense_blocks.2.layers.39.0.weight), dense_blocks_2_layers_39_0_bias 1504 (parameter:dense_blocks.2.layers.39.0.bias), dense_blocks_2_layers_39_2_weight 32x1504x3x3 (parameter:dense_blocks.2.layers.39.2.weight), dense_blocks_2_layers_40_0_weight 1536 (parameter:dense_blocks.2.layers.40.0.weight), dense_blocks_2_layers_40_0_bias 1536 (parameter:dense_blocks.2.layers.40.0.bias), dense_blocks_2_layers_40_2_weight 32x1536x3x3 (parameter:dense_blocks.2.layers.40.2.weight), dense_blocks_2_layers_41_0_weight 1568 (parameter:dense_blocks.2.layers.41.0.weight), dense_blocks_2_layers_41_0_bias 1568 (parameter:dense_blocks.2.layers.41.0.bias), dense_blocks_2_layers_41_2_weight 32x1568x3x3 (parameter:dense_blocks.2.layers.41.2.weight), dense_blocks_2_layers_42_0_weight 1600 (parameter:dense_blocks.2.layers.42.0.weight), dense_blocks_2_layers_42_0_bias 1600 (parameter:dense_blocks.2.layers.42.0.bias), dense_blocks_2_layers_42_2_weight 32x1600x3x3 (parameter:dense_blocks.2.layers.42.2.weight), dense_blocks_2_layers_43_0_weight 1632 (parameter:dense_blocks.2.layers.43.0.weight), dense_blocks_2_layers_43_0_bias 1632 (parameter:dense_blocks.2.layers.43.0.bias), dense_blocks_2_layers_43_2_weight 32x1632x3x3 (parameter:dense_blocks.2.layers.43.2.weight), dense_blocks_2_layers_44_0_weight 1664 (parameter:dense_blocks.2.layers.44.0.weight), dense_blocks_2_layers_44_0_bias 1664 (parameter:dense_blocks.2.layers.44.0.bias), dense_blocks_2_layers_44_2_weight 32x1664x3x3 (parameter:dense_blocks.2.layers.44.2.weight), dense_blocks_2_layers_45_0_weight 1696 (parameter:dense_blocks.2.layers.45.0.weight), dense_blocks_2_layers_45_0_bias 1696 (parameter:dense_blocks.2.layers.45.0.bias), dense_blocks_2_layers_45_2_weight 32x1696x3x3 (parameter:dense_blocks.2.layers.45.2.weight), dense_blocks_2_layers_46_0_weight 1728 (parameter:dense_blocks.2.layers.46.0.weight), dense_blocks_2_layers_46_0_bias 1728 (parameter:dense_blocks.2.layers.46.0.bias), dense_blocks_2_layers_46_2_weight 32x1728x3x3 (parameter:dense_blocks.2.layers.46.2.weight), dense_blocks_2_layers_47_0_weight 1760 (parameter:dense_blocks.2.layers.47.0.weight), dense_blocks_2_layers_47_0_bias 1760 (parameter:dense_blocks.2.layers.47.0.bias), dense_blocks_2_layers_47_2_weight 32x1760x3x3 (parameter:dense_blocks.2.layers.47.2.weight), transition_layers_2_transition_0_weight 1792 (parameter:transition_layers.2.transition.0.weight), transition_layers_2_transition_0_bias 1792 (parameter:transition_layers.2.transition.0.bias), transition_layers_2_transition_2_weight 896x1792x1x1 (parameter:transition_layers.2.transition.2.weight), dense_blocks_3_layers_0_0_weight 896 (parameter:dense_blocks.3.layers.0.0.weight), dense_blocks_3_layers_0_0_bias 896 (parameter:dense_blocks.3.layers.0.0.bias), dense_blocks_3_layers_0_2_weight 32x896x3x3 (parameter:dense_blocks.3.layers.0.2.weight), dense_blocks_3_layers_1_0_weight 928 (parameter:dense_blocks.3.layers.1.0.weight), dense_blocks_3_layers_1_0_bias 928 (parameter:dense_blocks.3.layers.1.0.bias), dense_blocks_3_layers_1_2_weight 32x928x3x3 (parameter:dense_blocks.3.layers.1.2.weight), dense_blocks_3_layers_2_0_weight 960 (parameter:dense_blocks.3.layers.2.0.weight), dense_blocks_3_layers_2_0_bias 960 (parameter:dense_blocks.3.layers.2.0.bias), dense_blocks_3_layers_2_2_weight 32x960x3x3 (parameter:dense_blocks.3.layers.2.2.weight), dense_blocks_3_layers_3_0_weight 992 (parameter:dense_blocks.3.layers.3.0.weight), dense_blocks_3_layers_3_0_bias 992 (parameter:dense_blocks.3.layers.3.0.bias), dense_blocks_3_layers_3_2_weight 32x992x3x3 (parameter:dense_blocks.3.layers.3.2.weight), dense_blocks_3_layers_4_0_weight 1024 (parameter:dense_blocks.3.layers.4.0.weight), dense_blocks_3_layers_4_0_bias 1024 (parameter:dense_blocks.3.layers.4.0.bias), dense_blocks_3_layers_4_2_weight 32x1024x3x3 (parameter:dense_blocks.3.layers.4.2.weight), dense_blocks_3_layers_5_0_weight 1056 (parameter:dense_blocks.3.layers.5.0.weight), dense_blocks_3_layers_5_0_bias 1056 (parameter:dense_blocks.3.layers.5.0.bias), dense_blocks_3_layers_5_2_weight 32x1056x3x3 (parameter:dense_blocks.3.layers.5.2.weight), dense_blocks_3_layers_6_0_weight 1088 (parameter:dense_blocks.3.layers.6.0.weight), dense_blocks_3_layers_6_0_bias 1088 (parameter:dense_blocks.3.layers.6.0.bias), dense_blocks_3_layers_6_2_weight 32x1088x3x3 (parameter:dense_blocks.3.layers.6.2.weight), dense_blocks_3_layers_7_0_weight 1120 (parameter:dense_blocks.3.layers.7.0.weight), dense_blocks_3_layers_7_0_bias 1120 (parameter:dense_blocks.3.layers.7.0.bias), dense_blocks_3_layers_7_2_weight 32x1120x3x3 (parameter:dense_blocks.3.layers.7.2.weight), dense_blocks_3_layers_8_0_weight 1152 (parameter:dense_blocks.3.layers.8.0.weight), dense_blocks_3_layers_8_0_bias 1152 (parameter:dense_blocks.3.layers.8.0.bias), dense_blocks_3_layers_8_2_weight 32x1152x3x3 (parameter:dense_blocks.3.layers.8.2.weight), dense_blocks_3_layers_9_0_weight 1184 (parameter:dense_blocks.3.layers.9.0.weight), dense_blocks_3_layers_9_0_bias 1184 (parameter:dense_blocks.3.layers.9.0.bias), dense_blocks_3_layers_9_2_weight 32x1184x3x3 (parameter:dense_blocks.3.layers.9.2.weight), dense_blocks_3_layers_10_0_weight 1216 (parameter:dense_blocks.3.layers.10.0.weight), dense_blocks_3_layers_10_0_bias 1216 (parameter:dense_blocks.3.layers.10.0.bias), dense_blocks_3_layers_10_2_weight 32x1216x3x3 (parameter:dense_blocks.3.layers.10.2.weight), dense_blocks_3_layers_11_0_weight 1248 (parameter:dense_blocks.3.layers.11.0.weight), dense_blocks_3_layers_11_0_bias 1248 (parameter:dense_blocks.3.layers.11.0.bias), dense_blocks_3_layers_11_2_weight 32x1248x3x3 (parameter:dense_blocks.3.layers.11.2.weight), dense_blocks_3_layers_12_0_weight 1280 (parameter:dense_blocks.3.layers.12.0.weight), dense_blocks_3_layers_12_0_bias 1280 (parameter:dense_blocks.3.layers.12.0.bias), dense_blocks_3_layers_12_2_weight 32x1280x3x3 (parameter:dense_blocks.3.layers.12.2.weight), dense_blocks_3_layers_13_0_weight 1312 (parameter:dense_blocks.3.layers.13.0.weight), dense_blocks_3_layers_13_0_bias 1312 (parameter:dense_blocks.3.layers.13.0.bias), dense_blocks_3_layers_13_2_weight 32x1312x3x3 (parameter:dense_blocks.3.layers.13.2.weight), dense_blocks_3_layers_14_0_weight 1344 (parameter:dense_blocks.3.layers.14.0.weight), dense_blocks_3_layers_14_0_bias 1344 (parameter:dense_blocks.3.layers.14.0.bias), dense_blocks_3_layers_14_2_weight 32x1344x3x3 (parameter:dense_blocks.3.layers.14.2.weight), dense_blocks_3_layers_15_0_weight 1376 (parameter:dense_blocks.3.layers.15.0.weight), dense_blocks_3_layers_15_0_bias 1376 (parameter:dense_blocks.3.layers.15.0.bias), dense_blocks_3_layers_15_2_weight 32x1376x3x3 (parameter:dense_blocks.3.layers.15.2.weight), dense_blocks_3_layers_16_0_weight 1408 (parameter:dense_blocks.3.layers.16.0.weight), dense_blocks_3_layers_16_0_bias 1408 (parameter:dense_blocks.3.layers.16.0.bias), dense_blocks_3_layers_16_2_weight 32x1408x3x3 (parameter:dense_blocks.3.layers.16.2.weight), dense_blocks_3_layers_17_0_weight 1440 (parameter:dense_blocks.3.layers.17.0.weight), dense_blocks_3_layers_17_0_bias 1440 (parameter:dense_blocks.3.layers.17.0.bias), dense_blocks_3_layers_17_2_weight 32x1440x3x3 (parameter:dense_blocks.3.layers.17.2.weight), dense_blocks_3_layers_18_0_weight 1472 (parameter:dense_blocks.3.layers.18.0.weight), dense_blocks_3_layers_18_0_bias 1472 (parameter:dense_blocks.3.layers.18.0.bias), dense_blocks_3_layers_18_2_weight 32x1472x3x3 (parameter:dense_blocks.3.layers.18.2.weight), dense_blocks_3_layers_19_0_weight 1504 (parameter:dense_blocks.3.layers.19.0.weight), dense_blocks_3_layers_19_0_bias 1504 (parameter:dense_blocks.3.layers.19.0.bias), dense_blocks_3_layers_19_2_weight 32x1504x3x3 (parameter:dense_blocks.3.layers.19.2.weight), dense_blocks_3_layers_20_0_weight 1536 (parameter:dense_blocks.3.layers.20.0.weight), dense_blocks_3_layers_20_0_bias 1536 (parameter:dense_blocks.3.layers.20.0.bias), dense_blocks_3_layers_20_2_weight 32x1536x3x3 (parameter:dense_blocks.3.layers.20.2.weight), dense_blocks_3_layers_21_0_weight 1568 (parameter:dense_blocks.3.layers.21.0.weight), dense_blocks_3_layers_21_0_bias 1568 (parameter:dense_blocks.3.layers.21.0.bias), dense_blocks_3_layers_21_2_weight 32x1568x3x3 (parameter:dense_blocks.3.layers.21.2.weight), dense_blocks_3_layers_22_0_weight 1600 (parameter:dense_blocks.3.layers.22.0.weight), dense_blocks_3_layers_22_0_bias 1600 (parameter:dense_blocks.3.layers.22.0.bias), dense_blocks_3_layers_22_2_weight 32x1600x3x3 (parameter:dense_blocks.3.layers.22.2.weight), dense_blocks_3_layers_23_0_weight 1632 (parameter:dense_blocks.3.layers.23.0.weight), dense_blocks_3_layers_23_0_bias 1632 (parameter:dense_blocks.3.layers.23.0.bias), dense_blocks_3_layers_23_2_weight 32x1632x3x3 (parameter:dense_blocks.3.layers.23.2.weight), dense_blocks_3_layers_24_0_weight 1664 (parameter:dense_blocks.3.layers.24.0.weight), dense_blocks_3_layers_24_0_bias 1664 (parameter:dense_blocks.3.layers.24.0.bias), dense_blocks_3_layers_24_2_weight 32x1664x3x3 (parameter:dense_blocks.3.layers.24.2.weight), dense_blocks_3_layers_25_0_weight 1696 (parameter:dense_blocks.3.layers.25.0.weight), dense_blocks_3_layers_25_0_bias 1696 (parameter:dense_blocks.3.layers.25.0.bias), dense_blocks_3_layers_25_2_weight 32x1696x3x3 (parameter:dense_blocks.3.layers.25.2.weight), dense_blocks_3_layers_26_0_weight 1728 (parameter:dense_blocks.3.layers.26.0.weight), dense_blocks_3_layers_26_0_bias 1728 (parameter:dense_blocks.3.layers.26.0.bias), dense_blocks_3_layers_26_2_weight 32x1728x3x3 (parameter:dense_blocks.3.layers.26.2.weight), dense_blocks_3_layers_27_0_weight 1760 (parameter:dense_blocks.3.layers.27.0.weight), dense_blocks_3_layers_27_0_bias 1760 (parameter:dense_blocks.3.layers.27.0.bias), dense_blocks_3_layers_27_2_weight 32x1760x3x3 (parameter:dense_blocks.3.layers.27.2.weight), dense_blocks_3_layers_28_0_weight 1792 (parameter:dense_blocks.3.layers.28.0.weight), dense_blocks_3_layers_28_0_bias 1792 (parameter:dense_blocks.3.layers.28.0.bias), dense_blocks_3_layers_28_2_weight 32x1792x3x3 (parameter:dense_blocks.3.layers.28.2.weight), dense_blocks_3_layers_29_0_weight 1824 (parameter:dense_blocks.3.layers.29.0.weight), dense_blocks_3_layers_29_0_bias 1824 (parameter:dense_blocks.3.layers.29.0.bias), dense_blocks_3_layers_29_2_weight 32x1824x3x3 (parameter:dense_blocks.3.layers.29.2.weight), dense_blocks_3_layers_30_0_weight 1856 (parameter:dense_blocks.3.layers.30.0.weight), dense_blocks_3_layers_30_0_bias 1856 (parameter:dense_blocks.3.layers.30.0.bias), dense_blocks_3_layers_30_2_weight 32x1856x3x3 (parameter:dense_blocks.3.layers.30.2.weight), dense_blocks_3_layers_31_0_weight 1888 (parameter:dense_blocks.3.layers.31.0.weight), dense_blocks_3_layers_31_0_bias 1888 (parameter:dense_blocks.3.layers.31.0.bias), dense_blocks_3_layers_31_2_weight 32x1888x3x3 (parameter:dense_blocks.3.layers.31.2.weight), final_bn_weight 1920 (parameter:final_bn.weight), final_bn_bias 1920 (parameter:final_bn.bias), classifier_weight 10x1920 (parameter:classifier.weight), classifier_bias 10 (parameter:classifier.bias)
func.func @l3_16_densenet201(
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
    %dense_blocks_2_layers_24_0_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_24_0_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_24_2_weight: tensor<32x1024x3x3xf32> {htam.init = "uniform(-0.0104166667..0.0104166667)"},
    %dense_blocks_2_layers_25_0_weight: tensor<1056xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_25_0_bias: tensor<1056xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_25_2_weight: tensor<32x1056x3x3xf32> {htam.init = "uniform(-0.0102576242..0.0102576242)"},
    %dense_blocks_2_layers_26_0_weight: tensor<1088xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_26_0_bias: tensor<1088xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_26_2_weight: tensor<32x1088x3x3xf32> {htam.init = "uniform(-0.010105651..0.010105651)"},
    %dense_blocks_2_layers_27_0_weight: tensor<1120xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_27_0_bias: tensor<1120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_27_2_weight: tensor<32x1120x3x3xf32> {htam.init = "uniform(-0.00996023841..0.00996023841)"},
    %dense_blocks_2_layers_28_0_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_28_0_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_28_2_weight: tensor<32x1152x3x3xf32> {htam.init = "uniform(-0.00982092752..0.00982092752)"},
    %dense_blocks_2_layers_29_0_weight: tensor<1184xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_29_0_bias: tensor<1184xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_29_2_weight: tensor<32x1184x3x3xf32> {htam.init = "uniform(-0.00968730323..0.00968730323)"},
    %dense_blocks_2_layers_30_0_weight: tensor<1216xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_30_0_bias: tensor<1216xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_30_2_weight: tensor<32x1216x3x3xf32> {htam.init = "uniform(-0.00955898891..0.00955898891)"},
    %dense_blocks_2_layers_31_0_weight: tensor<1248xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_31_0_bias: tensor<1248xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_31_2_weight: tensor<32x1248x3x3xf32> {htam.init = "uniform(-0.00943564195..0.00943564195)"},
    %dense_blocks_2_layers_32_0_weight: tensor<1280xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_32_0_bias: tensor<1280xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_32_2_weight: tensor<32x1280x3x3xf32> {htam.init = "uniform(-0.00931694991..0.00931694991)"},
    %dense_blocks_2_layers_33_0_weight: tensor<1312xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_33_0_bias: tensor<1312xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_33_2_weight: tensor<32x1312x3x3xf32> {htam.init = "uniform(-0.00920262717..0.00920262717)"},
    %dense_blocks_2_layers_34_0_weight: tensor<1344xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_34_0_bias: tensor<1344xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_34_2_weight: tensor<32x1344x3x3xf32> {htam.init = "uniform(-0.00909241209..0.00909241209)"},
    %dense_blocks_2_layers_35_0_weight: tensor<1376xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_35_0_bias: tensor<1376xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_35_2_weight: tensor<32x1376x3x3xf32> {htam.init = "uniform(-0.00898606443..0.00898606443)"},
    %dense_blocks_2_layers_36_0_weight: tensor<1408xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_36_0_bias: tensor<1408xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_36_2_weight: tensor<32x1408x3x3xf32> {htam.init = "uniform(-0.00888336318..0.00888336318)"},
    %dense_blocks_2_layers_37_0_weight: tensor<1440xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_37_0_bias: tensor<1440xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_37_2_weight: tensor<32x1440x3x3xf32> {htam.init = "uniform(-0.00878410461..0.00878410461)"},
    %dense_blocks_2_layers_38_0_weight: tensor<1472xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_38_0_bias: tensor<1472xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_38_2_weight: tensor<32x1472x3x3xf32> {htam.init = "uniform(-0.00868810059..0.00868810059)"},
    %dense_blocks_2_layers_39_0_weight: tensor<1504xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_39_0_bias: tensor<1504xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_39_2_weight: tensor<32x1504x3x3xf32> {htam.init = "uniform(-0.00859517705..0.00859517705)"},
    %dense_blocks_2_layers_40_0_weight: tensor<1536xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_40_0_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_40_2_weight: tensor<32x1536x3x3xf32> {htam.init = "uniform(-0.00850517272..0.00850517272)"},
    %dense_blocks_2_layers_41_0_weight: tensor<1568xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_41_0_bias: tensor<1568xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_41_2_weight: tensor<32x1568x3x3xf32> {htam.init = "uniform(-0.00841793787..0.00841793787)"},
    %dense_blocks_2_layers_42_0_weight: tensor<1600xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_42_0_bias: tensor<1600xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_42_2_weight: tensor<32x1600x3x3xf32> {htam.init = "uniform(-0.00833333333..0.00833333333)"},
    %dense_blocks_2_layers_43_0_weight: tensor<1632xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_43_0_bias: tensor<1632xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_43_2_weight: tensor<32x1632x3x3xf32> {htam.init = "uniform(-0.00825122952..0.00825122952)"},
    %dense_blocks_2_layers_44_0_weight: tensor<1664xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_44_0_bias: tensor<1664xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_44_2_weight: tensor<32x1664x3x3xf32> {htam.init = "uniform(-0.00817150563..0.00817150563)"},
    %dense_blocks_2_layers_45_0_weight: tensor<1696xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_45_0_bias: tensor<1696xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_45_2_weight: tensor<32x1696x3x3xf32> {htam.init = "uniform(-0.00809404885..0.00809404885)"},
    %dense_blocks_2_layers_46_0_weight: tensor<1728xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_46_0_bias: tensor<1728xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_46_2_weight: tensor<32x1728x3x3xf32> {htam.init = "uniform(-0.00801875374..0.00801875374)"},
    %dense_blocks_2_layers_47_0_weight: tensor<1760xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_2_layers_47_0_bias: tensor<1760xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_2_layers_47_2_weight: tensor<32x1760x3x3xf32> {htam.init = "uniform(-0.00794552158..0.00794552158)"},
    %transition_layers_2_transition_0_weight: tensor<1792xf32> {htam.init = "uniform(0.5..1.5)"},
    %transition_layers_2_transition_0_bias: tensor<1792xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transition_layers_2_transition_2_weight: tensor<896x1792x1x1xf32> {htam.init = "uniform(-0.0236227796..0.0236227796)"},
    %dense_blocks_3_layers_0_0_weight: tensor<896xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_0_0_bias: tensor<896xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_0_2_weight: tensor<32x896x3x3xf32> {htam.init = "uniform(-0.0111358851..0.0111358851)"},
    %dense_blocks_3_layers_1_0_weight: tensor<928xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_1_0_bias: tensor<928xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_1_2_weight: tensor<32x928x3x3xf32> {htam.init = "uniform(-0.0109422027..0.0109422027)"},
    %dense_blocks_3_layers_2_0_weight: tensor<960xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_2_0_bias: tensor<960xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_2_2_weight: tensor<32x960x3x3xf32> {htam.init = "uniform(-0.0107582871..0.0107582871)"},
    %dense_blocks_3_layers_3_0_weight: tensor<992xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_3_0_bias: tensor<992xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_3_2_weight: tensor<32x992x3x3xf32> {htam.init = "uniform(-0.0105833439..0.0105833439)"},
    %dense_blocks_3_layers_4_0_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_4_0_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_4_2_weight: tensor<32x1024x3x3xf32> {htam.init = "uniform(-0.0104166667..0.0104166667)"},
    %dense_blocks_3_layers_5_0_weight: tensor<1056xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_5_0_bias: tensor<1056xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_5_2_weight: tensor<32x1056x3x3xf32> {htam.init = "uniform(-0.0102576242..0.0102576242)"},
    %dense_blocks_3_layers_6_0_weight: tensor<1088xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_6_0_bias: tensor<1088xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_6_2_weight: tensor<32x1088x3x3xf32> {htam.init = "uniform(-0.010105651..0.010105651)"},
    %dense_blocks_3_layers_7_0_weight: tensor<1120xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_7_0_bias: tensor<1120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_7_2_weight: tensor<32x1120x3x3xf32> {htam.init = "uniform(-0.00996023841..0.00996023841)"},
    %dense_blocks_3_layers_8_0_weight: tensor<1152xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_8_0_bias: tensor<1152xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_8_2_weight: tensor<32x1152x3x3xf32> {htam.init = "uniform(-0.00982092752..0.00982092752)"},
    %dense_blocks_3_layers_9_0_weight: tensor<1184xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_9_0_bias: tensor<1184xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_9_2_weight: tensor<32x1184x3x3xf32> {htam.init = "uniform(-0.00968730323..0.00968730323)"},
    %dense_blocks_3_layers_10_0_weight: tensor<1216xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_10_0_bias: tensor<1216xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_10_2_weight: tensor<32x1216x3x3xf32> {htam.init = "uniform(-0.00955898891..0.00955898891)"},
    %dense_blocks_3_layers_11_0_weight: tensor<1248xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_11_0_bias: tensor<1248xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_11_2_weight: tensor<32x1248x3x3xf32> {htam.init = "uniform(-0.00943564195..0.00943564195)"},
    %dense_blocks_3_layers_12_0_weight: tensor<1280xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_12_0_bias: tensor<1280xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_12_2_weight: tensor<32x1280x3x3xf32> {htam.init = "uniform(-0.00931694991..0.00931694991)"},
    %dense_blocks_3_layers_13_0_weight: tensor<1312xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_13_0_bias: tensor<1312xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_13_2_weight: tensor<32x1312x3x3xf32> {htam.init = "uniform(-0.00920262717..0.00920262717)"},
    %dense_blocks_3_layers_14_0_weight: tensor<1344xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_14_0_bias: tensor<1344xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_14_2_weight: tensor<32x1344x3x3xf32> {htam.init = "uniform(-0.00909241209..0.00909241209)"},
    %dense_blocks_3_layers_15_0_weight: tensor<1376xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_15_0_bias: tensor<1376xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_15_2_weight: tensor<32x1376x3x3xf32> {htam.init = "uniform(-0.00898606443..0.00898606443)"},
    %dense_blocks_3_layers_16_0_weight: tensor<1408xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_16_0_bias: tensor<1408xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_16_2_weight: tensor<32x1408x3x3xf32> {htam.init = "uniform(-0.00888336318..0.00888336318)"},
    %dense_blocks_3_layers_17_0_weight: tensor<1440xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_17_0_bias: tensor<1440xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_17_2_weight: tensor<32x1440x3x3xf32> {htam.init = "uniform(-0.00878410461..0.00878410461)"},
    %dense_blocks_3_layers_18_0_weight: tensor<1472xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_18_0_bias: tensor<1472xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_18_2_weight: tensor<32x1472x3x3xf32> {htam.init = "uniform(-0.00868810059..0.00868810059)"},
    %dense_blocks_3_layers_19_0_weight: tensor<1504xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_19_0_bias: tensor<1504xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_19_2_weight: tensor<32x1504x3x3xf32> {htam.init = "uniform(-0.00859517705..0.00859517705)"},
    %dense_blocks_3_layers_20_0_weight: tensor<1536xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_20_0_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_20_2_weight: tensor<32x1536x3x3xf32> {htam.init = "uniform(-0.00850517272..0.00850517272)"},
    %dense_blocks_3_layers_21_0_weight: tensor<1568xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_21_0_bias: tensor<1568xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_21_2_weight: tensor<32x1568x3x3xf32> {htam.init = "uniform(-0.00841793787..0.00841793787)"},
    %dense_blocks_3_layers_22_0_weight: tensor<1600xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_22_0_bias: tensor<1600xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_22_2_weight: tensor<32x1600x3x3xf32> {htam.init = "uniform(-0.00833333333..0.00833333333)"},
    %dense_blocks_3_layers_23_0_weight: tensor<1632xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_23_0_bias: tensor<1632xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_23_2_weight: tensor<32x1632x3x3xf32> {htam.init = "uniform(-0.00825122952..0.00825122952)"},
    %dense_blocks_3_layers_24_0_weight: tensor<1664xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_24_0_bias: tensor<1664xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_24_2_weight: tensor<32x1664x3x3xf32> {htam.init = "uniform(-0.00817150563..0.00817150563)"},
    %dense_blocks_3_layers_25_0_weight: tensor<1696xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_25_0_bias: tensor<1696xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_25_2_weight: tensor<32x1696x3x3xf32> {htam.init = "uniform(-0.00809404885..0.00809404885)"},
    %dense_blocks_3_layers_26_0_weight: tensor<1728xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_26_0_bias: tensor<1728xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_26_2_weight: tensor<32x1728x3x3xf32> {htam.init = "uniform(-0.00801875374..0.00801875374)"},
    %dense_blocks_3_layers_27_0_weight: tensor<1760xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_27_0_bias: tensor<1760xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_27_2_weight: tensor<32x1760x3x3xf32> {htam.init = "uniform(-0.00794552158..0.00794552158)"},
    %dense_blocks_3_layers_28_0_weight: tensor<1792xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_28_0_bias: tensor<1792xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_28_2_weight: tensor<32x1792x3x3xf32> {htam.init = "uniform(-0.00787425985..0.00787425985)"},
    %dense_blocks_3_layers_29_0_weight: tensor<1824xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_29_0_bias: tensor<1824xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_29_2_weight: tensor<32x1824x3x3xf32> {htam.init = "uniform(-0.00780488176..0.00780488176)"},
    %dense_blocks_3_layers_30_0_weight: tensor<1856xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_30_0_bias: tensor<1856xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_30_2_weight: tensor<32x1856x3x3xf32> {htam.init = "uniform(-0.00773730576..0.00773730576)"},
    %dense_blocks_3_layers_31_0_weight: tensor<1888xf32> {htam.init = "uniform(0.5..1.5)"},
    %dense_blocks_3_layers_31_0_bias: tensor<1888xf32> {htam.init = "uniform(-0.5..0.5)"},
    %dense_blocks_3_layers_31_2_weight: tensor<32x1888x3x3xf32> {htam.init = "uniform(-0.00767145515..0.00767145515)"},
    %final_bn_weight: tensor<1920xf32> {htam.init = "uniform(0.5..1.5)"},
    %final_bn_bias: tensor<1920xf32> {htam.init = "uniform(-0.5..0.5)"},
    %classifier_weight: tensor<10x1920xf32> {htam.init = "uniform(-0.0228217732..0.0228217732)"},
    %classifier_bias: tensor<10xf32> {htam.init = "uniform(-0.0228217732..0.0228217732)"}) -> (tensor<10x10xf32>) {
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
      ins(%cat3212, %g3223, %g3242, %dense_blocks_2_layers_24_0_weight, %dense_blocks_2_layers_24_0_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e3246 : tensor<10x1024x14x14xf32>) {
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
  %e3265 = tensor.empty() : tensor<10x1024x16x16xf32>
  %f3266 = linalg.fill ins(%c0 : f32) outs(%e3265 : tensor<10x1024x16x16xf32>) -> tensor<10x1024x16x16xf32>
  %g3269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3264 : tensor<10x1024x14x14xf32>) outs(%f3266 : tensor<10x1024x16x16xf32>) {
  ^bb0(%a3267: f32, %o3268: f32):
    linalg.yield %a3267 : f32
  } -> tensor<10x1024x16x16xf32>
  %e3270 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3271 = linalg.fill ins(%c0 : f32) outs(%e3270 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3272 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3269, %dense_blocks_2_layers_24_2_weight : tensor<10x1024x16x16xf32>, tensor<32x1024x3x3xf32>) outs(%f3271 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3273 = tensor.empty() : tensor<10x1056x14x14xf32>
  %cat3274 = tensor.insert_slice %g1424 into %e3273[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3275 = tensor.insert_slice %conv1484 into %cat3274[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3276 = tensor.insert_slice %conv1547 into %cat3275[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3277 = tensor.insert_slice %conv1611 into %cat3276[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3278 = tensor.insert_slice %conv1676 into %cat3277[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3279 = tensor.insert_slice %conv1742 into %cat3278[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3280 = tensor.insert_slice %conv1809 into %cat3279[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3281 = tensor.insert_slice %conv1877 into %cat3280[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3282 = tensor.insert_slice %conv1946 into %cat3281[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3283 = tensor.insert_slice %conv2016 into %cat3282[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3284 = tensor.insert_slice %conv2087 into %cat3283[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3285 = tensor.insert_slice %conv2159 into %cat3284[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3286 = tensor.insert_slice %conv2232 into %cat3285[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3287 = tensor.insert_slice %conv2306 into %cat3286[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3288 = tensor.insert_slice %conv2381 into %cat3287[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3289 = tensor.insert_slice %conv2457 into %cat3288[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3290 = tensor.insert_slice %conv2534 into %cat3289[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3291 = tensor.insert_slice %conv2612 into %cat3290[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3292 = tensor.insert_slice %conv2691 into %cat3291[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3293 = tensor.insert_slice %conv2771 into %cat3292[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3294 = tensor.insert_slice %conv2852 into %cat3293[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3295 = tensor.insert_slice %conv2934 into %cat3294[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3296 = tensor.insert_slice %conv3017 into %cat3295[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3297 = tensor.insert_slice %conv3101 into %cat3296[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3298 = tensor.insert_slice %conv3186 into %cat3297[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %cat3299 = tensor.insert_slice %conv3272 into %cat3298[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1056x14x14xf32>
  %e3300 = tensor.empty() : tensor<1056xf32>
  %f3301 = linalg.fill ins(%c0 : f32) outs(%e3300 : tensor<1056xf32>) -> tensor<1056xf32>
  %g3305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3299 : tensor<10x1056x14x14xf32>) outs(%f3301 : tensor<1056xf32>) {
  ^bb0(%a3302: f32, %o3303: f32):
    %b3304 = arith.addf %a3302, %o3303 : f32
    linalg.yield %b3304 : f32
  } -> tensor<1056xf32>
  %e3306 = tensor.empty() : tensor<1056xf32>
  %g3310 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3305 : tensor<1056xf32>) outs(%e3306 : tensor<1056xf32>) {
  ^bb0(%a3307: f32, %o3308: f32):
    %b3309 = arith.divf %a3307, %c7 : f32
    linalg.yield %b3309 : f32
  } -> tensor<1056xf32>
  %e3312 = tensor.empty() : tensor<10x1056x14x14xf32>
  %g3318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3299, %g3310 : tensor<10x1056x14x14xf32>, tensor<1056xf32>) outs(%e3312 : tensor<10x1056x14x14xf32>) {
  ^bb0(%a3313: f32, %a3314: f32, %o3315: f32):
    %b3316 = arith.subf %a3313, %a3314 : f32
    %b3317 = arith.mulf %b3316, %b3316 : f32
    linalg.yield %b3317 : f32
  } -> tensor<10x1056x14x14xf32>
  %e3319 = tensor.empty() : tensor<1056xf32>
  %f3320 = linalg.fill ins(%c0 : f32) outs(%e3319 : tensor<1056xf32>) -> tensor<1056xf32>
  %g3324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3318 : tensor<10x1056x14x14xf32>) outs(%f3320 : tensor<1056xf32>) {
  ^bb0(%a3321: f32, %o3322: f32):
    %b3323 = arith.addf %a3321, %o3322 : f32
    linalg.yield %b3323 : f32
  } -> tensor<1056xf32>
  %e3325 = tensor.empty() : tensor<1056xf32>
  %g3329 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3324 : tensor<1056xf32>) outs(%e3325 : tensor<1056xf32>) {
  ^bb0(%a3326: f32, %o3327: f32):
    %b3328 = arith.divf %a3326, %c7 : f32
    linalg.yield %b3328 : f32
  } -> tensor<1056xf32>
  %e3333 = tensor.empty() : tensor<10x1056x14x14xf32>
  %g3346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3299, %g3310, %g3329, %dense_blocks_2_layers_25_0_weight, %dense_blocks_2_layers_25_0_bias : tensor<10x1056x14x14xf32>, tensor<1056xf32>, tensor<1056xf32>, tensor<1056xf32>, tensor<1056xf32>) outs(%e3333 : tensor<10x1056x14x14xf32>) {
  ^bb0(%a3334: f32, %a3335: f32, %a3336: f32, %a3337: f32, %a3338: f32, %o3339: f32):
    %b3340 = arith.addf %a3336, %c2 : f32
    %b3341 = math.sqrt %b3340 : f32
    %b3342 = arith.subf %a3334, %a3335 : f32
    %b3343 = arith.divf %b3342, %b3341 : f32
    %b3344 = arith.mulf %b3343, %a3337 : f32
    %b3345 = arith.addf %b3344, %a3338 : f32
    linalg.yield %b3345 : f32
  } -> tensor<10x1056x14x14xf32>
  %e3347 = tensor.empty() : tensor<10x1056x14x14xf32>
  %g3351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3346 : tensor<10x1056x14x14xf32>) outs(%e3347 : tensor<10x1056x14x14xf32>) {
  ^bb0(%a3348: f32, %o3349: f32):
    %b3350 = arith.maximumf %a3348, %c0 : f32
    linalg.yield %b3350 : f32
  } -> tensor<10x1056x14x14xf32>
  %e3352 = tensor.empty() : tensor<10x1056x16x16xf32>
  %f3353 = linalg.fill ins(%c0 : f32) outs(%e3352 : tensor<10x1056x16x16xf32>) -> tensor<10x1056x16x16xf32>
  %g3356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3351 : tensor<10x1056x14x14xf32>) outs(%f3353 : tensor<10x1056x16x16xf32>) {
  ^bb0(%a3354: f32, %o3355: f32):
    linalg.yield %a3354 : f32
  } -> tensor<10x1056x16x16xf32>
  %e3357 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3358 = linalg.fill ins(%c0 : f32) outs(%e3357 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3359 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3356, %dense_blocks_2_layers_25_2_weight : tensor<10x1056x16x16xf32>, tensor<32x1056x3x3xf32>) outs(%f3358 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3360 = tensor.empty() : tensor<10x1088x14x14xf32>
  %cat3361 = tensor.insert_slice %g1424 into %e3360[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3362 = tensor.insert_slice %conv1484 into %cat3361[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3363 = tensor.insert_slice %conv1547 into %cat3362[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3364 = tensor.insert_slice %conv1611 into %cat3363[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3365 = tensor.insert_slice %conv1676 into %cat3364[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3366 = tensor.insert_slice %conv1742 into %cat3365[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3367 = tensor.insert_slice %conv1809 into %cat3366[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3368 = tensor.insert_slice %conv1877 into %cat3367[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3369 = tensor.insert_slice %conv1946 into %cat3368[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3370 = tensor.insert_slice %conv2016 into %cat3369[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3371 = tensor.insert_slice %conv2087 into %cat3370[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3372 = tensor.insert_slice %conv2159 into %cat3371[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3373 = tensor.insert_slice %conv2232 into %cat3372[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3374 = tensor.insert_slice %conv2306 into %cat3373[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3375 = tensor.insert_slice %conv2381 into %cat3374[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3376 = tensor.insert_slice %conv2457 into %cat3375[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3377 = tensor.insert_slice %conv2534 into %cat3376[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3378 = tensor.insert_slice %conv2612 into %cat3377[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3379 = tensor.insert_slice %conv2691 into %cat3378[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3380 = tensor.insert_slice %conv2771 into %cat3379[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3381 = tensor.insert_slice %conv2852 into %cat3380[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3382 = tensor.insert_slice %conv2934 into %cat3381[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3383 = tensor.insert_slice %conv3017 into %cat3382[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3384 = tensor.insert_slice %conv3101 into %cat3383[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3385 = tensor.insert_slice %conv3186 into %cat3384[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3386 = tensor.insert_slice %conv3272 into %cat3385[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %cat3387 = tensor.insert_slice %conv3359 into %cat3386[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1088x14x14xf32>
  %e3388 = tensor.empty() : tensor<1088xf32>
  %f3389 = linalg.fill ins(%c0 : f32) outs(%e3388 : tensor<1088xf32>) -> tensor<1088xf32>
  %g3393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3387 : tensor<10x1088x14x14xf32>) outs(%f3389 : tensor<1088xf32>) {
  ^bb0(%a3390: f32, %o3391: f32):
    %b3392 = arith.addf %a3390, %o3391 : f32
    linalg.yield %b3392 : f32
  } -> tensor<1088xf32>
  %e3394 = tensor.empty() : tensor<1088xf32>
  %g3398 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3393 : tensor<1088xf32>) outs(%e3394 : tensor<1088xf32>) {
  ^bb0(%a3395: f32, %o3396: f32):
    %b3397 = arith.divf %a3395, %c7 : f32
    linalg.yield %b3397 : f32
  } -> tensor<1088xf32>
  %e3400 = tensor.empty() : tensor<10x1088x14x14xf32>
  %g3406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3387, %g3398 : tensor<10x1088x14x14xf32>, tensor<1088xf32>) outs(%e3400 : tensor<10x1088x14x14xf32>) {
  ^bb0(%a3401: f32, %a3402: f32, %o3403: f32):
    %b3404 = arith.subf %a3401, %a3402 : f32
    %b3405 = arith.mulf %b3404, %b3404 : f32
    linalg.yield %b3405 : f32
  } -> tensor<10x1088x14x14xf32>
  %e3407 = tensor.empty() : tensor<1088xf32>
  %f3408 = linalg.fill ins(%c0 : f32) outs(%e3407 : tensor<1088xf32>) -> tensor<1088xf32>
  %g3412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3406 : tensor<10x1088x14x14xf32>) outs(%f3408 : tensor<1088xf32>) {
  ^bb0(%a3409: f32, %o3410: f32):
    %b3411 = arith.addf %a3409, %o3410 : f32
    linalg.yield %b3411 : f32
  } -> tensor<1088xf32>
  %e3413 = tensor.empty() : tensor<1088xf32>
  %g3417 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3412 : tensor<1088xf32>) outs(%e3413 : tensor<1088xf32>) {
  ^bb0(%a3414: f32, %o3415: f32):
    %b3416 = arith.divf %a3414, %c7 : f32
    linalg.yield %b3416 : f32
  } -> tensor<1088xf32>
  %e3421 = tensor.empty() : tensor<10x1088x14x14xf32>
  %g3434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3387, %g3398, %g3417, %dense_blocks_2_layers_26_0_weight, %dense_blocks_2_layers_26_0_bias : tensor<10x1088x14x14xf32>, tensor<1088xf32>, tensor<1088xf32>, tensor<1088xf32>, tensor<1088xf32>) outs(%e3421 : tensor<10x1088x14x14xf32>) {
  ^bb0(%a3422: f32, %a3423: f32, %a3424: f32, %a3425: f32, %a3426: f32, %o3427: f32):
    %b3428 = arith.addf %a3424, %c2 : f32
    %b3429 = math.sqrt %b3428 : f32
    %b3430 = arith.subf %a3422, %a3423 : f32
    %b3431 = arith.divf %b3430, %b3429 : f32
    %b3432 = arith.mulf %b3431, %a3425 : f32
    %b3433 = arith.addf %b3432, %a3426 : f32
    linalg.yield %b3433 : f32
  } -> tensor<10x1088x14x14xf32>
  %e3435 = tensor.empty() : tensor<10x1088x14x14xf32>
  %g3439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3434 : tensor<10x1088x14x14xf32>) outs(%e3435 : tensor<10x1088x14x14xf32>) {
  ^bb0(%a3436: f32, %o3437: f32):
    %b3438 = arith.maximumf %a3436, %c0 : f32
    linalg.yield %b3438 : f32
  } -> tensor<10x1088x14x14xf32>
  %e3440 = tensor.empty() : tensor<10x1088x16x16xf32>
  %f3441 = linalg.fill ins(%c0 : f32) outs(%e3440 : tensor<10x1088x16x16xf32>) -> tensor<10x1088x16x16xf32>
  %g3444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3439 : tensor<10x1088x14x14xf32>) outs(%f3441 : tensor<10x1088x16x16xf32>) {
  ^bb0(%a3442: f32, %o3443: f32):
    linalg.yield %a3442 : f32
  } -> tensor<10x1088x16x16xf32>
  %e3445 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3446 = linalg.fill ins(%c0 : f32) outs(%e3445 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3447 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3444, %dense_blocks_2_layers_26_2_weight : tensor<10x1088x16x16xf32>, tensor<32x1088x3x3xf32>) outs(%f3446 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3448 = tensor.empty() : tensor<10x1120x14x14xf32>
  %cat3449 = tensor.insert_slice %g1424 into %e3448[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3450 = tensor.insert_slice %conv1484 into %cat3449[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3451 = tensor.insert_slice %conv1547 into %cat3450[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3452 = tensor.insert_slice %conv1611 into %cat3451[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3453 = tensor.insert_slice %conv1676 into %cat3452[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3454 = tensor.insert_slice %conv1742 into %cat3453[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3455 = tensor.insert_slice %conv1809 into %cat3454[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3456 = tensor.insert_slice %conv1877 into %cat3455[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3457 = tensor.insert_slice %conv1946 into %cat3456[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3458 = tensor.insert_slice %conv2016 into %cat3457[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3459 = tensor.insert_slice %conv2087 into %cat3458[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3460 = tensor.insert_slice %conv2159 into %cat3459[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3461 = tensor.insert_slice %conv2232 into %cat3460[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3462 = tensor.insert_slice %conv2306 into %cat3461[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3463 = tensor.insert_slice %conv2381 into %cat3462[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3464 = tensor.insert_slice %conv2457 into %cat3463[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3465 = tensor.insert_slice %conv2534 into %cat3464[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3466 = tensor.insert_slice %conv2612 into %cat3465[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3467 = tensor.insert_slice %conv2691 into %cat3466[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3468 = tensor.insert_slice %conv2771 into %cat3467[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3469 = tensor.insert_slice %conv2852 into %cat3468[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3470 = tensor.insert_slice %conv2934 into %cat3469[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3471 = tensor.insert_slice %conv3017 into %cat3470[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3472 = tensor.insert_slice %conv3101 into %cat3471[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3473 = tensor.insert_slice %conv3186 into %cat3472[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3474 = tensor.insert_slice %conv3272 into %cat3473[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3475 = tensor.insert_slice %conv3359 into %cat3474[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %cat3476 = tensor.insert_slice %conv3447 into %cat3475[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1120x14x14xf32>
  %e3477 = tensor.empty() : tensor<1120xf32>
  %f3478 = linalg.fill ins(%c0 : f32) outs(%e3477 : tensor<1120xf32>) -> tensor<1120xf32>
  %g3482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3476 : tensor<10x1120x14x14xf32>) outs(%f3478 : tensor<1120xf32>) {
  ^bb0(%a3479: f32, %o3480: f32):
    %b3481 = arith.addf %a3479, %o3480 : f32
    linalg.yield %b3481 : f32
  } -> tensor<1120xf32>
  %e3483 = tensor.empty() : tensor<1120xf32>
  %g3487 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3482 : tensor<1120xf32>) outs(%e3483 : tensor<1120xf32>) {
  ^bb0(%a3484: f32, %o3485: f32):
    %b3486 = arith.divf %a3484, %c7 : f32
    linalg.yield %b3486 : f32
  } -> tensor<1120xf32>
  %e3489 = tensor.empty() : tensor<10x1120x14x14xf32>
  %g3495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3476, %g3487 : tensor<10x1120x14x14xf32>, tensor<1120xf32>) outs(%e3489 : tensor<10x1120x14x14xf32>) {
  ^bb0(%a3490: f32, %a3491: f32, %o3492: f32):
    %b3493 = arith.subf %a3490, %a3491 : f32
    %b3494 = arith.mulf %b3493, %b3493 : f32
    linalg.yield %b3494 : f32
  } -> tensor<10x1120x14x14xf32>
  %e3496 = tensor.empty() : tensor<1120xf32>
  %f3497 = linalg.fill ins(%c0 : f32) outs(%e3496 : tensor<1120xf32>) -> tensor<1120xf32>
  %g3501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3495 : tensor<10x1120x14x14xf32>) outs(%f3497 : tensor<1120xf32>) {
  ^bb0(%a3498: f32, %o3499: f32):
    %b3500 = arith.addf %a3498, %o3499 : f32
    linalg.yield %b3500 : f32
  } -> tensor<1120xf32>
  %e3502 = tensor.empty() : tensor<1120xf32>
  %g3506 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3501 : tensor<1120xf32>) outs(%e3502 : tensor<1120xf32>) {
  ^bb0(%a3503: f32, %o3504: f32):
    %b3505 = arith.divf %a3503, %c7 : f32
    linalg.yield %b3505 : f32
  } -> tensor<1120xf32>
  %e3510 = tensor.empty() : tensor<10x1120x14x14xf32>
  %g3523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3476, %g3487, %g3506, %dense_blocks_2_layers_27_0_weight, %dense_blocks_2_layers_27_0_bias : tensor<10x1120x14x14xf32>, tensor<1120xf32>, tensor<1120xf32>, tensor<1120xf32>, tensor<1120xf32>) outs(%e3510 : tensor<10x1120x14x14xf32>) {
  ^bb0(%a3511: f32, %a3512: f32, %a3513: f32, %a3514: f32, %a3515: f32, %o3516: f32):
    %b3517 = arith.addf %a3513, %c2 : f32
    %b3518 = math.sqrt %b3517 : f32
    %b3519 = arith.subf %a3511, %a3512 : f32
    %b3520 = arith.divf %b3519, %b3518 : f32
    %b3521 = arith.mulf %b3520, %a3514 : f32
    %b3522 = arith.addf %b3521, %a3515 : f32
    linalg.yield %b3522 : f32
  } -> tensor<10x1120x14x14xf32>
  %e3524 = tensor.empty() : tensor<10x1120x14x14xf32>
  %g3528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3523 : tensor<10x1120x14x14xf32>) outs(%e3524 : tensor<10x1120x14x14xf32>) {
  ^bb0(%a3525: f32, %o3526: f32):
    %b3527 = arith.maximumf %a3525, %c0 : f32
    linalg.yield %b3527 : f32
  } -> tensor<10x1120x14x14xf32>
  %e3529 = tensor.empty() : tensor<10x1120x16x16xf32>
  %f3530 = linalg.fill ins(%c0 : f32) outs(%e3529 : tensor<10x1120x16x16xf32>) -> tensor<10x1120x16x16xf32>
  %g3533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3528 : tensor<10x1120x14x14xf32>) outs(%f3530 : tensor<10x1120x16x16xf32>) {
  ^bb0(%a3531: f32, %o3532: f32):
    linalg.yield %a3531 : f32
  } -> tensor<10x1120x16x16xf32>
  %e3534 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3535 = linalg.fill ins(%c0 : f32) outs(%e3534 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3536 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3533, %dense_blocks_2_layers_27_2_weight : tensor<10x1120x16x16xf32>, tensor<32x1120x3x3xf32>) outs(%f3535 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3537 = tensor.empty() : tensor<10x1152x14x14xf32>
  %cat3538 = tensor.insert_slice %g1424 into %e3537[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3539 = tensor.insert_slice %conv1484 into %cat3538[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3540 = tensor.insert_slice %conv1547 into %cat3539[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3541 = tensor.insert_slice %conv1611 into %cat3540[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3542 = tensor.insert_slice %conv1676 into %cat3541[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3543 = tensor.insert_slice %conv1742 into %cat3542[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3544 = tensor.insert_slice %conv1809 into %cat3543[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3545 = tensor.insert_slice %conv1877 into %cat3544[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3546 = tensor.insert_slice %conv1946 into %cat3545[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3547 = tensor.insert_slice %conv2016 into %cat3546[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3548 = tensor.insert_slice %conv2087 into %cat3547[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3549 = tensor.insert_slice %conv2159 into %cat3548[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3550 = tensor.insert_slice %conv2232 into %cat3549[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3551 = tensor.insert_slice %conv2306 into %cat3550[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3552 = tensor.insert_slice %conv2381 into %cat3551[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3553 = tensor.insert_slice %conv2457 into %cat3552[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3554 = tensor.insert_slice %conv2534 into %cat3553[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3555 = tensor.insert_slice %conv2612 into %cat3554[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3556 = tensor.insert_slice %conv2691 into %cat3555[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3557 = tensor.insert_slice %conv2771 into %cat3556[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3558 = tensor.insert_slice %conv2852 into %cat3557[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3559 = tensor.insert_slice %conv2934 into %cat3558[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3560 = tensor.insert_slice %conv3017 into %cat3559[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3561 = tensor.insert_slice %conv3101 into %cat3560[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3562 = tensor.insert_slice %conv3186 into %cat3561[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3563 = tensor.insert_slice %conv3272 into %cat3562[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3564 = tensor.insert_slice %conv3359 into %cat3563[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3565 = tensor.insert_slice %conv3447 into %cat3564[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %cat3566 = tensor.insert_slice %conv3536 into %cat3565[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1152x14x14xf32>
  %e3567 = tensor.empty() : tensor<1152xf32>
  %f3568 = linalg.fill ins(%c0 : f32) outs(%e3567 : tensor<1152xf32>) -> tensor<1152xf32>
  %g3572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3566 : tensor<10x1152x14x14xf32>) outs(%f3568 : tensor<1152xf32>) {
  ^bb0(%a3569: f32, %o3570: f32):
    %b3571 = arith.addf %a3569, %o3570 : f32
    linalg.yield %b3571 : f32
  } -> tensor<1152xf32>
  %e3573 = tensor.empty() : tensor<1152xf32>
  %g3577 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3572 : tensor<1152xf32>) outs(%e3573 : tensor<1152xf32>) {
  ^bb0(%a3574: f32, %o3575: f32):
    %b3576 = arith.divf %a3574, %c7 : f32
    linalg.yield %b3576 : f32
  } -> tensor<1152xf32>
  %e3579 = tensor.empty() : tensor<10x1152x14x14xf32>
  %g3585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3566, %g3577 : tensor<10x1152x14x14xf32>, tensor<1152xf32>) outs(%e3579 : tensor<10x1152x14x14xf32>) {
  ^bb0(%a3580: f32, %a3581: f32, %o3582: f32):
    %b3583 = arith.subf %a3580, %a3581 : f32
    %b3584 = arith.mulf %b3583, %b3583 : f32
    linalg.yield %b3584 : f32
  } -> tensor<10x1152x14x14xf32>
  %e3586 = tensor.empty() : tensor<1152xf32>
  %f3587 = linalg.fill ins(%c0 : f32) outs(%e3586 : tensor<1152xf32>) -> tensor<1152xf32>
  %g3591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3585 : tensor<10x1152x14x14xf32>) outs(%f3587 : tensor<1152xf32>) {
  ^bb0(%a3588: f32, %o3589: f32):
    %b3590 = arith.addf %a3588, %o3589 : f32
    linalg.yield %b3590 : f32
  } -> tensor<1152xf32>
  %e3592 = tensor.empty() : tensor<1152xf32>
  %g3596 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3591 : tensor<1152xf32>) outs(%e3592 : tensor<1152xf32>) {
  ^bb0(%a3593: f32, %o3594: f32):
    %b3595 = arith.divf %a3593, %c7 : f32
    linalg.yield %b3595 : f32
  } -> tensor<1152xf32>
  %e3600 = tensor.empty() : tensor<10x1152x14x14xf32>
  %g3613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3566, %g3577, %g3596, %dense_blocks_2_layers_28_0_weight, %dense_blocks_2_layers_28_0_bias : tensor<10x1152x14x14xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e3600 : tensor<10x1152x14x14xf32>) {
  ^bb0(%a3601: f32, %a3602: f32, %a3603: f32, %a3604: f32, %a3605: f32, %o3606: f32):
    %b3607 = arith.addf %a3603, %c2 : f32
    %b3608 = math.sqrt %b3607 : f32
    %b3609 = arith.subf %a3601, %a3602 : f32
    %b3610 = arith.divf %b3609, %b3608 : f32
    %b3611 = arith.mulf %b3610, %a3604 : f32
    %b3612 = arith.addf %b3611, %a3605 : f32
    linalg.yield %b3612 : f32
  } -> tensor<10x1152x14x14xf32>
  %e3614 = tensor.empty() : tensor<10x1152x14x14xf32>
  %g3618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3613 : tensor<10x1152x14x14xf32>) outs(%e3614 : tensor<10x1152x14x14xf32>) {
  ^bb0(%a3615: f32, %o3616: f32):
    %b3617 = arith.maximumf %a3615, %c0 : f32
    linalg.yield %b3617 : f32
  } -> tensor<10x1152x14x14xf32>
  %e3619 = tensor.empty() : tensor<10x1152x16x16xf32>
  %f3620 = linalg.fill ins(%c0 : f32) outs(%e3619 : tensor<10x1152x16x16xf32>) -> tensor<10x1152x16x16xf32>
  %g3623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3618 : tensor<10x1152x14x14xf32>) outs(%f3620 : tensor<10x1152x16x16xf32>) {
  ^bb0(%a3621: f32, %o3622: f32):
    linalg.yield %a3621 : f32
  } -> tensor<10x1152x16x16xf32>
  %e3624 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3625 = linalg.fill ins(%c0 : f32) outs(%e3624 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3626 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3623, %dense_blocks_2_layers_28_2_weight : tensor<10x1152x16x16xf32>, tensor<32x1152x3x3xf32>) outs(%f3625 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3627 = tensor.empty() : tensor<10x1184x14x14xf32>
  %cat3628 = tensor.insert_slice %g1424 into %e3627[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3629 = tensor.insert_slice %conv1484 into %cat3628[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3630 = tensor.insert_slice %conv1547 into %cat3629[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3631 = tensor.insert_slice %conv1611 into %cat3630[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3632 = tensor.insert_slice %conv1676 into %cat3631[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3633 = tensor.insert_slice %conv1742 into %cat3632[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3634 = tensor.insert_slice %conv1809 into %cat3633[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3635 = tensor.insert_slice %conv1877 into %cat3634[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3636 = tensor.insert_slice %conv1946 into %cat3635[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3637 = tensor.insert_slice %conv2016 into %cat3636[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3638 = tensor.insert_slice %conv2087 into %cat3637[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3639 = tensor.insert_slice %conv2159 into %cat3638[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3640 = tensor.insert_slice %conv2232 into %cat3639[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3641 = tensor.insert_slice %conv2306 into %cat3640[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3642 = tensor.insert_slice %conv2381 into %cat3641[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3643 = tensor.insert_slice %conv2457 into %cat3642[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3644 = tensor.insert_slice %conv2534 into %cat3643[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3645 = tensor.insert_slice %conv2612 into %cat3644[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3646 = tensor.insert_slice %conv2691 into %cat3645[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3647 = tensor.insert_slice %conv2771 into %cat3646[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3648 = tensor.insert_slice %conv2852 into %cat3647[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3649 = tensor.insert_slice %conv2934 into %cat3648[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3650 = tensor.insert_slice %conv3017 into %cat3649[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3651 = tensor.insert_slice %conv3101 into %cat3650[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3652 = tensor.insert_slice %conv3186 into %cat3651[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3653 = tensor.insert_slice %conv3272 into %cat3652[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3654 = tensor.insert_slice %conv3359 into %cat3653[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3655 = tensor.insert_slice %conv3447 into %cat3654[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3656 = tensor.insert_slice %conv3536 into %cat3655[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %cat3657 = tensor.insert_slice %conv3626 into %cat3656[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1184x14x14xf32>
  %e3658 = tensor.empty() : tensor<1184xf32>
  %f3659 = linalg.fill ins(%c0 : f32) outs(%e3658 : tensor<1184xf32>) -> tensor<1184xf32>
  %g3663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3657 : tensor<10x1184x14x14xf32>) outs(%f3659 : tensor<1184xf32>) {
  ^bb0(%a3660: f32, %o3661: f32):
    %b3662 = arith.addf %a3660, %o3661 : f32
    linalg.yield %b3662 : f32
  } -> tensor<1184xf32>
  %e3664 = tensor.empty() : tensor<1184xf32>
  %g3668 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3663 : tensor<1184xf32>) outs(%e3664 : tensor<1184xf32>) {
  ^bb0(%a3665: f32, %o3666: f32):
    %b3667 = arith.divf %a3665, %c7 : f32
    linalg.yield %b3667 : f32
  } -> tensor<1184xf32>
  %e3670 = tensor.empty() : tensor<10x1184x14x14xf32>
  %g3676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3657, %g3668 : tensor<10x1184x14x14xf32>, tensor<1184xf32>) outs(%e3670 : tensor<10x1184x14x14xf32>) {
  ^bb0(%a3671: f32, %a3672: f32, %o3673: f32):
    %b3674 = arith.subf %a3671, %a3672 : f32
    %b3675 = arith.mulf %b3674, %b3674 : f32
    linalg.yield %b3675 : f32
  } -> tensor<10x1184x14x14xf32>
  %e3677 = tensor.empty() : tensor<1184xf32>
  %f3678 = linalg.fill ins(%c0 : f32) outs(%e3677 : tensor<1184xf32>) -> tensor<1184xf32>
  %g3682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3676 : tensor<10x1184x14x14xf32>) outs(%f3678 : tensor<1184xf32>) {
  ^bb0(%a3679: f32, %o3680: f32):
    %b3681 = arith.addf %a3679, %o3680 : f32
    linalg.yield %b3681 : f32
  } -> tensor<1184xf32>
  %e3683 = tensor.empty() : tensor<1184xf32>
  %g3687 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3682 : tensor<1184xf32>) outs(%e3683 : tensor<1184xf32>) {
  ^bb0(%a3684: f32, %o3685: f32):
    %b3686 = arith.divf %a3684, %c7 : f32
    linalg.yield %b3686 : f32
  } -> tensor<1184xf32>
  %e3691 = tensor.empty() : tensor<10x1184x14x14xf32>
  %g3704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3657, %g3668, %g3687, %dense_blocks_2_layers_29_0_weight, %dense_blocks_2_layers_29_0_bias : tensor<10x1184x14x14xf32>, tensor<1184xf32>, tensor<1184xf32>, tensor<1184xf32>, tensor<1184xf32>) outs(%e3691 : tensor<10x1184x14x14xf32>) {
  ^bb0(%a3692: f32, %a3693: f32, %a3694: f32, %a3695: f32, %a3696: f32, %o3697: f32):
    %b3698 = arith.addf %a3694, %c2 : f32
    %b3699 = math.sqrt %b3698 : f32
    %b3700 = arith.subf %a3692, %a3693 : f32
    %b3701 = arith.divf %b3700, %b3699 : f32
    %b3702 = arith.mulf %b3701, %a3695 : f32
    %b3703 = arith.addf %b3702, %a3696 : f32
    linalg.yield %b3703 : f32
  } -> tensor<10x1184x14x14xf32>
  %e3705 = tensor.empty() : tensor<10x1184x14x14xf32>
  %g3709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3704 : tensor<10x1184x14x14xf32>) outs(%e3705 : tensor<10x1184x14x14xf32>) {
  ^bb0(%a3706: f32, %o3707: f32):
    %b3708 = arith.maximumf %a3706, %c0 : f32
    linalg.yield %b3708 : f32
  } -> tensor<10x1184x14x14xf32>
  %e3710 = tensor.empty() : tensor<10x1184x16x16xf32>
  %f3711 = linalg.fill ins(%c0 : f32) outs(%e3710 : tensor<10x1184x16x16xf32>) -> tensor<10x1184x16x16xf32>
  %g3714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3709 : tensor<10x1184x14x14xf32>) outs(%f3711 : tensor<10x1184x16x16xf32>) {
  ^bb0(%a3712: f32, %o3713: f32):
    linalg.yield %a3712 : f32
  } -> tensor<10x1184x16x16xf32>
  %e3715 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3716 = linalg.fill ins(%c0 : f32) outs(%e3715 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3717 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3714, %dense_blocks_2_layers_29_2_weight : tensor<10x1184x16x16xf32>, tensor<32x1184x3x3xf32>) outs(%f3716 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3718 = tensor.empty() : tensor<10x1216x14x14xf32>
  %cat3719 = tensor.insert_slice %g1424 into %e3718[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3720 = tensor.insert_slice %conv1484 into %cat3719[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3721 = tensor.insert_slice %conv1547 into %cat3720[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3722 = tensor.insert_slice %conv1611 into %cat3721[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3723 = tensor.insert_slice %conv1676 into %cat3722[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3724 = tensor.insert_slice %conv1742 into %cat3723[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3725 = tensor.insert_slice %conv1809 into %cat3724[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3726 = tensor.insert_slice %conv1877 into %cat3725[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3727 = tensor.insert_slice %conv1946 into %cat3726[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3728 = tensor.insert_slice %conv2016 into %cat3727[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3729 = tensor.insert_slice %conv2087 into %cat3728[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3730 = tensor.insert_slice %conv2159 into %cat3729[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3731 = tensor.insert_slice %conv2232 into %cat3730[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3732 = tensor.insert_slice %conv2306 into %cat3731[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3733 = tensor.insert_slice %conv2381 into %cat3732[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3734 = tensor.insert_slice %conv2457 into %cat3733[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3735 = tensor.insert_slice %conv2534 into %cat3734[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3736 = tensor.insert_slice %conv2612 into %cat3735[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3737 = tensor.insert_slice %conv2691 into %cat3736[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3738 = tensor.insert_slice %conv2771 into %cat3737[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3739 = tensor.insert_slice %conv2852 into %cat3738[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3740 = tensor.insert_slice %conv2934 into %cat3739[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3741 = tensor.insert_slice %conv3017 into %cat3740[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3742 = tensor.insert_slice %conv3101 into %cat3741[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3743 = tensor.insert_slice %conv3186 into %cat3742[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3744 = tensor.insert_slice %conv3272 into %cat3743[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3745 = tensor.insert_slice %conv3359 into %cat3744[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3746 = tensor.insert_slice %conv3447 into %cat3745[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3747 = tensor.insert_slice %conv3536 into %cat3746[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3748 = tensor.insert_slice %conv3626 into %cat3747[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %cat3749 = tensor.insert_slice %conv3717 into %cat3748[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1216x14x14xf32>
  %e3750 = tensor.empty() : tensor<1216xf32>
  %f3751 = linalg.fill ins(%c0 : f32) outs(%e3750 : tensor<1216xf32>) -> tensor<1216xf32>
  %g3755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3749 : tensor<10x1216x14x14xf32>) outs(%f3751 : tensor<1216xf32>) {
  ^bb0(%a3752: f32, %o3753: f32):
    %b3754 = arith.addf %a3752, %o3753 : f32
    linalg.yield %b3754 : f32
  } -> tensor<1216xf32>
  %e3756 = tensor.empty() : tensor<1216xf32>
  %g3760 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3755 : tensor<1216xf32>) outs(%e3756 : tensor<1216xf32>) {
  ^bb0(%a3757: f32, %o3758: f32):
    %b3759 = arith.divf %a3757, %c7 : f32
    linalg.yield %b3759 : f32
  } -> tensor<1216xf32>
  %e3762 = tensor.empty() : tensor<10x1216x14x14xf32>
  %g3768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3749, %g3760 : tensor<10x1216x14x14xf32>, tensor<1216xf32>) outs(%e3762 : tensor<10x1216x14x14xf32>) {
  ^bb0(%a3763: f32, %a3764: f32, %o3765: f32):
    %b3766 = arith.subf %a3763, %a3764 : f32
    %b3767 = arith.mulf %b3766, %b3766 : f32
    linalg.yield %b3767 : f32
  } -> tensor<10x1216x14x14xf32>
  %e3769 = tensor.empty() : tensor<1216xf32>
  %f3770 = linalg.fill ins(%c0 : f32) outs(%e3769 : tensor<1216xf32>) -> tensor<1216xf32>
  %g3774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3768 : tensor<10x1216x14x14xf32>) outs(%f3770 : tensor<1216xf32>) {
  ^bb0(%a3771: f32, %o3772: f32):
    %b3773 = arith.addf %a3771, %o3772 : f32
    linalg.yield %b3773 : f32
  } -> tensor<1216xf32>
  %e3775 = tensor.empty() : tensor<1216xf32>
  %g3779 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3774 : tensor<1216xf32>) outs(%e3775 : tensor<1216xf32>) {
  ^bb0(%a3776: f32, %o3777: f32):
    %b3778 = arith.divf %a3776, %c7 : f32
    linalg.yield %b3778 : f32
  } -> tensor<1216xf32>
  %e3783 = tensor.empty() : tensor<10x1216x14x14xf32>
  %g3796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3749, %g3760, %g3779, %dense_blocks_2_layers_30_0_weight, %dense_blocks_2_layers_30_0_bias : tensor<10x1216x14x14xf32>, tensor<1216xf32>, tensor<1216xf32>, tensor<1216xf32>, tensor<1216xf32>) outs(%e3783 : tensor<10x1216x14x14xf32>) {
  ^bb0(%a3784: f32, %a3785: f32, %a3786: f32, %a3787: f32, %a3788: f32, %o3789: f32):
    %b3790 = arith.addf %a3786, %c2 : f32
    %b3791 = math.sqrt %b3790 : f32
    %b3792 = arith.subf %a3784, %a3785 : f32
    %b3793 = arith.divf %b3792, %b3791 : f32
    %b3794 = arith.mulf %b3793, %a3787 : f32
    %b3795 = arith.addf %b3794, %a3788 : f32
    linalg.yield %b3795 : f32
  } -> tensor<10x1216x14x14xf32>
  %e3797 = tensor.empty() : tensor<10x1216x14x14xf32>
  %g3801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3796 : tensor<10x1216x14x14xf32>) outs(%e3797 : tensor<10x1216x14x14xf32>) {
  ^bb0(%a3798: f32, %o3799: f32):
    %b3800 = arith.maximumf %a3798, %c0 : f32
    linalg.yield %b3800 : f32
  } -> tensor<10x1216x14x14xf32>
  %e3802 = tensor.empty() : tensor<10x1216x16x16xf32>
  %f3803 = linalg.fill ins(%c0 : f32) outs(%e3802 : tensor<10x1216x16x16xf32>) -> tensor<10x1216x16x16xf32>
  %g3806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3801 : tensor<10x1216x14x14xf32>) outs(%f3803 : tensor<10x1216x16x16xf32>) {
  ^bb0(%a3804: f32, %o3805: f32):
    linalg.yield %a3804 : f32
  } -> tensor<10x1216x16x16xf32>
  %e3807 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3808 = linalg.fill ins(%c0 : f32) outs(%e3807 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3809 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3806, %dense_blocks_2_layers_30_2_weight : tensor<10x1216x16x16xf32>, tensor<32x1216x3x3xf32>) outs(%f3808 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3810 = tensor.empty() : tensor<10x1248x14x14xf32>
  %cat3811 = tensor.insert_slice %g1424 into %e3810[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3812 = tensor.insert_slice %conv1484 into %cat3811[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3813 = tensor.insert_slice %conv1547 into %cat3812[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3814 = tensor.insert_slice %conv1611 into %cat3813[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3815 = tensor.insert_slice %conv1676 into %cat3814[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3816 = tensor.insert_slice %conv1742 into %cat3815[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3817 = tensor.insert_slice %conv1809 into %cat3816[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3818 = tensor.insert_slice %conv1877 into %cat3817[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3819 = tensor.insert_slice %conv1946 into %cat3818[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3820 = tensor.insert_slice %conv2016 into %cat3819[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3821 = tensor.insert_slice %conv2087 into %cat3820[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3822 = tensor.insert_slice %conv2159 into %cat3821[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3823 = tensor.insert_slice %conv2232 into %cat3822[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3824 = tensor.insert_slice %conv2306 into %cat3823[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3825 = tensor.insert_slice %conv2381 into %cat3824[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3826 = tensor.insert_slice %conv2457 into %cat3825[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3827 = tensor.insert_slice %conv2534 into %cat3826[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3828 = tensor.insert_slice %conv2612 into %cat3827[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3829 = tensor.insert_slice %conv2691 into %cat3828[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3830 = tensor.insert_slice %conv2771 into %cat3829[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3831 = tensor.insert_slice %conv2852 into %cat3830[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3832 = tensor.insert_slice %conv2934 into %cat3831[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3833 = tensor.insert_slice %conv3017 into %cat3832[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3834 = tensor.insert_slice %conv3101 into %cat3833[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3835 = tensor.insert_slice %conv3186 into %cat3834[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3836 = tensor.insert_slice %conv3272 into %cat3835[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3837 = tensor.insert_slice %conv3359 into %cat3836[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3838 = tensor.insert_slice %conv3447 into %cat3837[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3839 = tensor.insert_slice %conv3536 into %cat3838[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3840 = tensor.insert_slice %conv3626 into %cat3839[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3841 = tensor.insert_slice %conv3717 into %cat3840[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %cat3842 = tensor.insert_slice %conv3809 into %cat3841[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1248x14x14xf32>
  %e3843 = tensor.empty() : tensor<1248xf32>
  %f3844 = linalg.fill ins(%c0 : f32) outs(%e3843 : tensor<1248xf32>) -> tensor<1248xf32>
  %g3848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3842 : tensor<10x1248x14x14xf32>) outs(%f3844 : tensor<1248xf32>) {
  ^bb0(%a3845: f32, %o3846: f32):
    %b3847 = arith.addf %a3845, %o3846 : f32
    linalg.yield %b3847 : f32
  } -> tensor<1248xf32>
  %e3849 = tensor.empty() : tensor<1248xf32>
  %g3853 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3848 : tensor<1248xf32>) outs(%e3849 : tensor<1248xf32>) {
  ^bb0(%a3850: f32, %o3851: f32):
    %b3852 = arith.divf %a3850, %c7 : f32
    linalg.yield %b3852 : f32
  } -> tensor<1248xf32>
  %e3855 = tensor.empty() : tensor<10x1248x14x14xf32>
  %g3861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3842, %g3853 : tensor<10x1248x14x14xf32>, tensor<1248xf32>) outs(%e3855 : tensor<10x1248x14x14xf32>) {
  ^bb0(%a3856: f32, %a3857: f32, %o3858: f32):
    %b3859 = arith.subf %a3856, %a3857 : f32
    %b3860 = arith.mulf %b3859, %b3859 : f32
    linalg.yield %b3860 : f32
  } -> tensor<10x1248x14x14xf32>
  %e3862 = tensor.empty() : tensor<1248xf32>
  %f3863 = linalg.fill ins(%c0 : f32) outs(%e3862 : tensor<1248xf32>) -> tensor<1248xf32>
  %g3867 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3861 : tensor<10x1248x14x14xf32>) outs(%f3863 : tensor<1248xf32>) {
  ^bb0(%a3864: f32, %o3865: f32):
    %b3866 = arith.addf %a3864, %o3865 : f32
    linalg.yield %b3866 : f32
  } -> tensor<1248xf32>
  %e3868 = tensor.empty() : tensor<1248xf32>
  %g3872 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3867 : tensor<1248xf32>) outs(%e3868 : tensor<1248xf32>) {
  ^bb0(%a3869: f32, %o3870: f32):
    %b3871 = arith.divf %a3869, %c7 : f32
    linalg.yield %b3871 : f32
  } -> tensor<1248xf32>
  %e3876 = tensor.empty() : tensor<10x1248x14x14xf32>
  %g3889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3842, %g3853, %g3872, %dense_blocks_2_layers_31_0_weight, %dense_blocks_2_layers_31_0_bias : tensor<10x1248x14x14xf32>, tensor<1248xf32>, tensor<1248xf32>, tensor<1248xf32>, tensor<1248xf32>) outs(%e3876 : tensor<10x1248x14x14xf32>) {
  ^bb0(%a3877: f32, %a3878: f32, %a3879: f32, %a3880: f32, %a3881: f32, %o3882: f32):
    %b3883 = arith.addf %a3879, %c2 : f32
    %b3884 = math.sqrt %b3883 : f32
    %b3885 = arith.subf %a3877, %a3878 : f32
    %b3886 = arith.divf %b3885, %b3884 : f32
    %b3887 = arith.mulf %b3886, %a3880 : f32
    %b3888 = arith.addf %b3887, %a3881 : f32
    linalg.yield %b3888 : f32
  } -> tensor<10x1248x14x14xf32>
  %e3890 = tensor.empty() : tensor<10x1248x14x14xf32>
  %g3894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3889 : tensor<10x1248x14x14xf32>) outs(%e3890 : tensor<10x1248x14x14xf32>) {
  ^bb0(%a3891: f32, %o3892: f32):
    %b3893 = arith.maximumf %a3891, %c0 : f32
    linalg.yield %b3893 : f32
  } -> tensor<10x1248x14x14xf32>
  %e3895 = tensor.empty() : tensor<10x1248x16x16xf32>
  %f3896 = linalg.fill ins(%c0 : f32) outs(%e3895 : tensor<10x1248x16x16xf32>) -> tensor<10x1248x16x16xf32>
  %g3899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3894 : tensor<10x1248x14x14xf32>) outs(%f3896 : tensor<10x1248x16x16xf32>) {
  ^bb0(%a3897: f32, %o3898: f32):
    linalg.yield %a3897 : f32
  } -> tensor<10x1248x16x16xf32>
  %e3900 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3901 = linalg.fill ins(%c0 : f32) outs(%e3900 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3902 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3899, %dense_blocks_2_layers_31_2_weight : tensor<10x1248x16x16xf32>, tensor<32x1248x3x3xf32>) outs(%f3901 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3903 = tensor.empty() : tensor<10x1280x14x14xf32>
  %cat3904 = tensor.insert_slice %g1424 into %e3903[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3905 = tensor.insert_slice %conv1484 into %cat3904[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3906 = tensor.insert_slice %conv1547 into %cat3905[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3907 = tensor.insert_slice %conv1611 into %cat3906[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3908 = tensor.insert_slice %conv1676 into %cat3907[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3909 = tensor.insert_slice %conv1742 into %cat3908[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3910 = tensor.insert_slice %conv1809 into %cat3909[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3911 = tensor.insert_slice %conv1877 into %cat3910[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3912 = tensor.insert_slice %conv1946 into %cat3911[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3913 = tensor.insert_slice %conv2016 into %cat3912[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3914 = tensor.insert_slice %conv2087 into %cat3913[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3915 = tensor.insert_slice %conv2159 into %cat3914[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3916 = tensor.insert_slice %conv2232 into %cat3915[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3917 = tensor.insert_slice %conv2306 into %cat3916[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3918 = tensor.insert_slice %conv2381 into %cat3917[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3919 = tensor.insert_slice %conv2457 into %cat3918[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3920 = tensor.insert_slice %conv2534 into %cat3919[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3921 = tensor.insert_slice %conv2612 into %cat3920[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3922 = tensor.insert_slice %conv2691 into %cat3921[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3923 = tensor.insert_slice %conv2771 into %cat3922[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3924 = tensor.insert_slice %conv2852 into %cat3923[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3925 = tensor.insert_slice %conv2934 into %cat3924[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3926 = tensor.insert_slice %conv3017 into %cat3925[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3927 = tensor.insert_slice %conv3101 into %cat3926[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3928 = tensor.insert_slice %conv3186 into %cat3927[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3929 = tensor.insert_slice %conv3272 into %cat3928[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3930 = tensor.insert_slice %conv3359 into %cat3929[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3931 = tensor.insert_slice %conv3447 into %cat3930[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3932 = tensor.insert_slice %conv3536 into %cat3931[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3933 = tensor.insert_slice %conv3626 into %cat3932[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3934 = tensor.insert_slice %conv3717 into %cat3933[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3935 = tensor.insert_slice %conv3809 into %cat3934[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %cat3936 = tensor.insert_slice %conv3902 into %cat3935[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1280x14x14xf32>
  %e3937 = tensor.empty() : tensor<1280xf32>
  %f3938 = linalg.fill ins(%c0 : f32) outs(%e3937 : tensor<1280xf32>) -> tensor<1280xf32>
  %g3942 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat3936 : tensor<10x1280x14x14xf32>) outs(%f3938 : tensor<1280xf32>) {
  ^bb0(%a3939: f32, %o3940: f32):
    %b3941 = arith.addf %a3939, %o3940 : f32
    linalg.yield %b3941 : f32
  } -> tensor<1280xf32>
  %e3943 = tensor.empty() : tensor<1280xf32>
  %g3947 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3942 : tensor<1280xf32>) outs(%e3943 : tensor<1280xf32>) {
  ^bb0(%a3944: f32, %o3945: f32):
    %b3946 = arith.divf %a3944, %c7 : f32
    linalg.yield %b3946 : f32
  } -> tensor<1280xf32>
  %e3949 = tensor.empty() : tensor<10x1280x14x14xf32>
  %g3955 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3936, %g3947 : tensor<10x1280x14x14xf32>, tensor<1280xf32>) outs(%e3949 : tensor<10x1280x14x14xf32>) {
  ^bb0(%a3950: f32, %a3951: f32, %o3952: f32):
    %b3953 = arith.subf %a3950, %a3951 : f32
    %b3954 = arith.mulf %b3953, %b3953 : f32
    linalg.yield %b3954 : f32
  } -> tensor<10x1280x14x14xf32>
  %e3956 = tensor.empty() : tensor<1280xf32>
  %f3957 = linalg.fill ins(%c0 : f32) outs(%e3956 : tensor<1280xf32>) -> tensor<1280xf32>
  %g3961 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3955 : tensor<10x1280x14x14xf32>) outs(%f3957 : tensor<1280xf32>) {
  ^bb0(%a3958: f32, %o3959: f32):
    %b3960 = arith.addf %a3958, %o3959 : f32
    linalg.yield %b3960 : f32
  } -> tensor<1280xf32>
  %e3962 = tensor.empty() : tensor<1280xf32>
  %g3966 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3961 : tensor<1280xf32>) outs(%e3962 : tensor<1280xf32>) {
  ^bb0(%a3963: f32, %o3964: f32):
    %b3965 = arith.divf %a3963, %c7 : f32
    linalg.yield %b3965 : f32
  } -> tensor<1280xf32>
  %e3970 = tensor.empty() : tensor<10x1280x14x14xf32>
  %g3983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat3936, %g3947, %g3966, %dense_blocks_2_layers_32_0_weight, %dense_blocks_2_layers_32_0_bias : tensor<10x1280x14x14xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>) outs(%e3970 : tensor<10x1280x14x14xf32>) {
  ^bb0(%a3971: f32, %a3972: f32, %a3973: f32, %a3974: f32, %a3975: f32, %o3976: f32):
    %b3977 = arith.addf %a3973, %c2 : f32
    %b3978 = math.sqrt %b3977 : f32
    %b3979 = arith.subf %a3971, %a3972 : f32
    %b3980 = arith.divf %b3979, %b3978 : f32
    %b3981 = arith.mulf %b3980, %a3974 : f32
    %b3982 = arith.addf %b3981, %a3975 : f32
    linalg.yield %b3982 : f32
  } -> tensor<10x1280x14x14xf32>
  %e3984 = tensor.empty() : tensor<10x1280x14x14xf32>
  %g3988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3983 : tensor<10x1280x14x14xf32>) outs(%e3984 : tensor<10x1280x14x14xf32>) {
  ^bb0(%a3985: f32, %o3986: f32):
    %b3987 = arith.maximumf %a3985, %c0 : f32
    linalg.yield %b3987 : f32
  } -> tensor<10x1280x14x14xf32>
  %e3989 = tensor.empty() : tensor<10x1280x16x16xf32>
  %f3990 = linalg.fill ins(%c0 : f32) outs(%e3989 : tensor<10x1280x16x16xf32>) -> tensor<10x1280x16x16xf32>
  %g3993 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3988 : tensor<10x1280x14x14xf32>) outs(%f3990 : tensor<10x1280x16x16xf32>) {
  ^bb0(%a3991: f32, %o3992: f32):
    linalg.yield %a3991 : f32
  } -> tensor<10x1280x16x16xf32>
  %e3994 = tensor.empty() : tensor<10x32x14x14xf32>
  %f3995 = linalg.fill ins(%c0 : f32) outs(%e3994 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv3996 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3993, %dense_blocks_2_layers_32_2_weight : tensor<10x1280x16x16xf32>, tensor<32x1280x3x3xf32>) outs(%f3995 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e3997 = tensor.empty() : tensor<10x1312x14x14xf32>
  %cat3998 = tensor.insert_slice %g1424 into %e3997[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat3999 = tensor.insert_slice %conv1484 into %cat3998[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4000 = tensor.insert_slice %conv1547 into %cat3999[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4001 = tensor.insert_slice %conv1611 into %cat4000[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4002 = tensor.insert_slice %conv1676 into %cat4001[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4003 = tensor.insert_slice %conv1742 into %cat4002[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4004 = tensor.insert_slice %conv1809 into %cat4003[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4005 = tensor.insert_slice %conv1877 into %cat4004[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4006 = tensor.insert_slice %conv1946 into %cat4005[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4007 = tensor.insert_slice %conv2016 into %cat4006[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4008 = tensor.insert_slice %conv2087 into %cat4007[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4009 = tensor.insert_slice %conv2159 into %cat4008[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4010 = tensor.insert_slice %conv2232 into %cat4009[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4011 = tensor.insert_slice %conv2306 into %cat4010[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4012 = tensor.insert_slice %conv2381 into %cat4011[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4013 = tensor.insert_slice %conv2457 into %cat4012[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4014 = tensor.insert_slice %conv2534 into %cat4013[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4015 = tensor.insert_slice %conv2612 into %cat4014[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4016 = tensor.insert_slice %conv2691 into %cat4015[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4017 = tensor.insert_slice %conv2771 into %cat4016[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4018 = tensor.insert_slice %conv2852 into %cat4017[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4019 = tensor.insert_slice %conv2934 into %cat4018[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4020 = tensor.insert_slice %conv3017 into %cat4019[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4021 = tensor.insert_slice %conv3101 into %cat4020[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4022 = tensor.insert_slice %conv3186 into %cat4021[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4023 = tensor.insert_slice %conv3272 into %cat4022[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4024 = tensor.insert_slice %conv3359 into %cat4023[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4025 = tensor.insert_slice %conv3447 into %cat4024[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4026 = tensor.insert_slice %conv3536 into %cat4025[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4027 = tensor.insert_slice %conv3626 into %cat4026[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4028 = tensor.insert_slice %conv3717 into %cat4027[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4029 = tensor.insert_slice %conv3809 into %cat4028[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4030 = tensor.insert_slice %conv3902 into %cat4029[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %cat4031 = tensor.insert_slice %conv3996 into %cat4030[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1312x14x14xf32>
  %e4032 = tensor.empty() : tensor<1312xf32>
  %f4033 = linalg.fill ins(%c0 : f32) outs(%e4032 : tensor<1312xf32>) -> tensor<1312xf32>
  %g4037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4031 : tensor<10x1312x14x14xf32>) outs(%f4033 : tensor<1312xf32>) {
  ^bb0(%a4034: f32, %o4035: f32):
    %b4036 = arith.addf %a4034, %o4035 : f32
    linalg.yield %b4036 : f32
  } -> tensor<1312xf32>
  %e4038 = tensor.empty() : tensor<1312xf32>
  %g4042 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4037 : tensor<1312xf32>) outs(%e4038 : tensor<1312xf32>) {
  ^bb0(%a4039: f32, %o4040: f32):
    %b4041 = arith.divf %a4039, %c7 : f32
    linalg.yield %b4041 : f32
  } -> tensor<1312xf32>
  %e4044 = tensor.empty() : tensor<10x1312x14x14xf32>
  %g4050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4031, %g4042 : tensor<10x1312x14x14xf32>, tensor<1312xf32>) outs(%e4044 : tensor<10x1312x14x14xf32>) {
  ^bb0(%a4045: f32, %a4046: f32, %o4047: f32):
    %b4048 = arith.subf %a4045, %a4046 : f32
    %b4049 = arith.mulf %b4048, %b4048 : f32
    linalg.yield %b4049 : f32
  } -> tensor<10x1312x14x14xf32>
  %e4051 = tensor.empty() : tensor<1312xf32>
  %f4052 = linalg.fill ins(%c0 : f32) outs(%e4051 : tensor<1312xf32>) -> tensor<1312xf32>
  %g4056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4050 : tensor<10x1312x14x14xf32>) outs(%f4052 : tensor<1312xf32>) {
  ^bb0(%a4053: f32, %o4054: f32):
    %b4055 = arith.addf %a4053, %o4054 : f32
    linalg.yield %b4055 : f32
  } -> tensor<1312xf32>
  %e4057 = tensor.empty() : tensor<1312xf32>
  %g4061 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4056 : tensor<1312xf32>) outs(%e4057 : tensor<1312xf32>) {
  ^bb0(%a4058: f32, %o4059: f32):
    %b4060 = arith.divf %a4058, %c7 : f32
    linalg.yield %b4060 : f32
  } -> tensor<1312xf32>
  %e4065 = tensor.empty() : tensor<10x1312x14x14xf32>
  %g4078 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4031, %g4042, %g4061, %dense_blocks_2_layers_33_0_weight, %dense_blocks_2_layers_33_0_bias : tensor<10x1312x14x14xf32>, tensor<1312xf32>, tensor<1312xf32>, tensor<1312xf32>, tensor<1312xf32>) outs(%e4065 : tensor<10x1312x14x14xf32>) {
  ^bb0(%a4066: f32, %a4067: f32, %a4068: f32, %a4069: f32, %a4070: f32, %o4071: f32):
    %b4072 = arith.addf %a4068, %c2 : f32
    %b4073 = math.sqrt %b4072 : f32
    %b4074 = arith.subf %a4066, %a4067 : f32
    %b4075 = arith.divf %b4074, %b4073 : f32
    %b4076 = arith.mulf %b4075, %a4069 : f32
    %b4077 = arith.addf %b4076, %a4070 : f32
    linalg.yield %b4077 : f32
  } -> tensor<10x1312x14x14xf32>
  %e4079 = tensor.empty() : tensor<10x1312x14x14xf32>
  %g4083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4078 : tensor<10x1312x14x14xf32>) outs(%e4079 : tensor<10x1312x14x14xf32>) {
  ^bb0(%a4080: f32, %o4081: f32):
    %b4082 = arith.maximumf %a4080, %c0 : f32
    linalg.yield %b4082 : f32
  } -> tensor<10x1312x14x14xf32>
  %e4084 = tensor.empty() : tensor<10x1312x16x16xf32>
  %f4085 = linalg.fill ins(%c0 : f32) outs(%e4084 : tensor<10x1312x16x16xf32>) -> tensor<10x1312x16x16xf32>
  %g4088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4083 : tensor<10x1312x14x14xf32>) outs(%f4085 : tensor<10x1312x16x16xf32>) {
  ^bb0(%a4086: f32, %o4087: f32):
    linalg.yield %a4086 : f32
  } -> tensor<10x1312x16x16xf32>
  %e4089 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4090 = linalg.fill ins(%c0 : f32) outs(%e4089 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4091 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4088, %dense_blocks_2_layers_33_2_weight : tensor<10x1312x16x16xf32>, tensor<32x1312x3x3xf32>) outs(%f4090 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4092 = tensor.empty() : tensor<10x1344x14x14xf32>
  %cat4093 = tensor.insert_slice %g1424 into %e4092[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4094 = tensor.insert_slice %conv1484 into %cat4093[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4095 = tensor.insert_slice %conv1547 into %cat4094[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4096 = tensor.insert_slice %conv1611 into %cat4095[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4097 = tensor.insert_slice %conv1676 into %cat4096[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4098 = tensor.insert_slice %conv1742 into %cat4097[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4099 = tensor.insert_slice %conv1809 into %cat4098[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4100 = tensor.insert_slice %conv1877 into %cat4099[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4101 = tensor.insert_slice %conv1946 into %cat4100[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4102 = tensor.insert_slice %conv2016 into %cat4101[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4103 = tensor.insert_slice %conv2087 into %cat4102[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4104 = tensor.insert_slice %conv2159 into %cat4103[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4105 = tensor.insert_slice %conv2232 into %cat4104[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4106 = tensor.insert_slice %conv2306 into %cat4105[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4107 = tensor.insert_slice %conv2381 into %cat4106[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4108 = tensor.insert_slice %conv2457 into %cat4107[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4109 = tensor.insert_slice %conv2534 into %cat4108[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4110 = tensor.insert_slice %conv2612 into %cat4109[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4111 = tensor.insert_slice %conv2691 into %cat4110[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4112 = tensor.insert_slice %conv2771 into %cat4111[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4113 = tensor.insert_slice %conv2852 into %cat4112[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4114 = tensor.insert_slice %conv2934 into %cat4113[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4115 = tensor.insert_slice %conv3017 into %cat4114[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4116 = tensor.insert_slice %conv3101 into %cat4115[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4117 = tensor.insert_slice %conv3186 into %cat4116[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4118 = tensor.insert_slice %conv3272 into %cat4117[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4119 = tensor.insert_slice %conv3359 into %cat4118[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4120 = tensor.insert_slice %conv3447 into %cat4119[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4121 = tensor.insert_slice %conv3536 into %cat4120[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4122 = tensor.insert_slice %conv3626 into %cat4121[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4123 = tensor.insert_slice %conv3717 into %cat4122[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4124 = tensor.insert_slice %conv3809 into %cat4123[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4125 = tensor.insert_slice %conv3902 into %cat4124[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4126 = tensor.insert_slice %conv3996 into %cat4125[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %cat4127 = tensor.insert_slice %conv4091 into %cat4126[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1344x14x14xf32>
  %e4128 = tensor.empty() : tensor<1344xf32>
  %f4129 = linalg.fill ins(%c0 : f32) outs(%e4128 : tensor<1344xf32>) -> tensor<1344xf32>
  %g4133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4127 : tensor<10x1344x14x14xf32>) outs(%f4129 : tensor<1344xf32>) {
  ^bb0(%a4130: f32, %o4131: f32):
    %b4132 = arith.addf %a4130, %o4131 : f32
    linalg.yield %b4132 : f32
  } -> tensor<1344xf32>
  %e4134 = tensor.empty() : tensor<1344xf32>
  %g4138 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4133 : tensor<1344xf32>) outs(%e4134 : tensor<1344xf32>) {
  ^bb0(%a4135: f32, %o4136: f32):
    %b4137 = arith.divf %a4135, %c7 : f32
    linalg.yield %b4137 : f32
  } -> tensor<1344xf32>
  %e4140 = tensor.empty() : tensor<10x1344x14x14xf32>
  %g4146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4127, %g4138 : tensor<10x1344x14x14xf32>, tensor<1344xf32>) outs(%e4140 : tensor<10x1344x14x14xf32>) {
  ^bb0(%a4141: f32, %a4142: f32, %o4143: f32):
    %b4144 = arith.subf %a4141, %a4142 : f32
    %b4145 = arith.mulf %b4144, %b4144 : f32
    linalg.yield %b4145 : f32
  } -> tensor<10x1344x14x14xf32>
  %e4147 = tensor.empty() : tensor<1344xf32>
  %f4148 = linalg.fill ins(%c0 : f32) outs(%e4147 : tensor<1344xf32>) -> tensor<1344xf32>
  %g4152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4146 : tensor<10x1344x14x14xf32>) outs(%f4148 : tensor<1344xf32>) {
  ^bb0(%a4149: f32, %o4150: f32):
    %b4151 = arith.addf %a4149, %o4150 : f32
    linalg.yield %b4151 : f32
  } -> tensor<1344xf32>
  %e4153 = tensor.empty() : tensor<1344xf32>
  %g4157 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4152 : tensor<1344xf32>) outs(%e4153 : tensor<1344xf32>) {
  ^bb0(%a4154: f32, %o4155: f32):
    %b4156 = arith.divf %a4154, %c7 : f32
    linalg.yield %b4156 : f32
  } -> tensor<1344xf32>
  %e4161 = tensor.empty() : tensor<10x1344x14x14xf32>
  %g4174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4127, %g4138, %g4157, %dense_blocks_2_layers_34_0_weight, %dense_blocks_2_layers_34_0_bias : tensor<10x1344x14x14xf32>, tensor<1344xf32>, tensor<1344xf32>, tensor<1344xf32>, tensor<1344xf32>) outs(%e4161 : tensor<10x1344x14x14xf32>) {
  ^bb0(%a4162: f32, %a4163: f32, %a4164: f32, %a4165: f32, %a4166: f32, %o4167: f32):
    %b4168 = arith.addf %a4164, %c2 : f32
    %b4169 = math.sqrt %b4168 : f32
    %b4170 = arith.subf %a4162, %a4163 : f32
    %b4171 = arith.divf %b4170, %b4169 : f32
    %b4172 = arith.mulf %b4171, %a4165 : f32
    %b4173 = arith.addf %b4172, %a4166 : f32
    linalg.yield %b4173 : f32
  } -> tensor<10x1344x14x14xf32>
  %e4175 = tensor.empty() : tensor<10x1344x14x14xf32>
  %g4179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4174 : tensor<10x1344x14x14xf32>) outs(%e4175 : tensor<10x1344x14x14xf32>) {
  ^bb0(%a4176: f32, %o4177: f32):
    %b4178 = arith.maximumf %a4176, %c0 : f32
    linalg.yield %b4178 : f32
  } -> tensor<10x1344x14x14xf32>
  %e4180 = tensor.empty() : tensor<10x1344x16x16xf32>
  %f4181 = linalg.fill ins(%c0 : f32) outs(%e4180 : tensor<10x1344x16x16xf32>) -> tensor<10x1344x16x16xf32>
  %g4184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4179 : tensor<10x1344x14x14xf32>) outs(%f4181 : tensor<10x1344x16x16xf32>) {
  ^bb0(%a4182: f32, %o4183: f32):
    linalg.yield %a4182 : f32
  } -> tensor<10x1344x16x16xf32>
  %e4185 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4186 = linalg.fill ins(%c0 : f32) outs(%e4185 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4184, %dense_blocks_2_layers_34_2_weight : tensor<10x1344x16x16xf32>, tensor<32x1344x3x3xf32>) outs(%f4186 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4188 = tensor.empty() : tensor<10x1376x14x14xf32>
  %cat4189 = tensor.insert_slice %g1424 into %e4188[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4190 = tensor.insert_slice %conv1484 into %cat4189[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4191 = tensor.insert_slice %conv1547 into %cat4190[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4192 = tensor.insert_slice %conv1611 into %cat4191[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4193 = tensor.insert_slice %conv1676 into %cat4192[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4194 = tensor.insert_slice %conv1742 into %cat4193[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4195 = tensor.insert_slice %conv1809 into %cat4194[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4196 = tensor.insert_slice %conv1877 into %cat4195[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4197 = tensor.insert_slice %conv1946 into %cat4196[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4198 = tensor.insert_slice %conv2016 into %cat4197[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4199 = tensor.insert_slice %conv2087 into %cat4198[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4200 = tensor.insert_slice %conv2159 into %cat4199[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4201 = tensor.insert_slice %conv2232 into %cat4200[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4202 = tensor.insert_slice %conv2306 into %cat4201[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4203 = tensor.insert_slice %conv2381 into %cat4202[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4204 = tensor.insert_slice %conv2457 into %cat4203[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4205 = tensor.insert_slice %conv2534 into %cat4204[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4206 = tensor.insert_slice %conv2612 into %cat4205[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4207 = tensor.insert_slice %conv2691 into %cat4206[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4208 = tensor.insert_slice %conv2771 into %cat4207[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4209 = tensor.insert_slice %conv2852 into %cat4208[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4210 = tensor.insert_slice %conv2934 into %cat4209[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4211 = tensor.insert_slice %conv3017 into %cat4210[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4212 = tensor.insert_slice %conv3101 into %cat4211[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4213 = tensor.insert_slice %conv3186 into %cat4212[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4214 = tensor.insert_slice %conv3272 into %cat4213[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4215 = tensor.insert_slice %conv3359 into %cat4214[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4216 = tensor.insert_slice %conv3447 into %cat4215[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4217 = tensor.insert_slice %conv3536 into %cat4216[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4218 = tensor.insert_slice %conv3626 into %cat4217[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4219 = tensor.insert_slice %conv3717 into %cat4218[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4220 = tensor.insert_slice %conv3809 into %cat4219[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4221 = tensor.insert_slice %conv3902 into %cat4220[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4222 = tensor.insert_slice %conv3996 into %cat4221[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4223 = tensor.insert_slice %conv4091 into %cat4222[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %cat4224 = tensor.insert_slice %conv4187 into %cat4223[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1376x14x14xf32>
  %e4225 = tensor.empty() : tensor<1376xf32>
  %f4226 = linalg.fill ins(%c0 : f32) outs(%e4225 : tensor<1376xf32>) -> tensor<1376xf32>
  %g4230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4224 : tensor<10x1376x14x14xf32>) outs(%f4226 : tensor<1376xf32>) {
  ^bb0(%a4227: f32, %o4228: f32):
    %b4229 = arith.addf %a4227, %o4228 : f32
    linalg.yield %b4229 : f32
  } -> tensor<1376xf32>
  %e4231 = tensor.empty() : tensor<1376xf32>
  %g4235 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4230 : tensor<1376xf32>) outs(%e4231 : tensor<1376xf32>) {
  ^bb0(%a4232: f32, %o4233: f32):
    %b4234 = arith.divf %a4232, %c7 : f32
    linalg.yield %b4234 : f32
  } -> tensor<1376xf32>
  %e4237 = tensor.empty() : tensor<10x1376x14x14xf32>
  %g4243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4224, %g4235 : tensor<10x1376x14x14xf32>, tensor<1376xf32>) outs(%e4237 : tensor<10x1376x14x14xf32>) {
  ^bb0(%a4238: f32, %a4239: f32, %o4240: f32):
    %b4241 = arith.subf %a4238, %a4239 : f32
    %b4242 = arith.mulf %b4241, %b4241 : f32
    linalg.yield %b4242 : f32
  } -> tensor<10x1376x14x14xf32>
  %e4244 = tensor.empty() : tensor<1376xf32>
  %f4245 = linalg.fill ins(%c0 : f32) outs(%e4244 : tensor<1376xf32>) -> tensor<1376xf32>
  %g4249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4243 : tensor<10x1376x14x14xf32>) outs(%f4245 : tensor<1376xf32>) {
  ^bb0(%a4246: f32, %o4247: f32):
    %b4248 = arith.addf %a4246, %o4247 : f32
    linalg.yield %b4248 : f32
  } -> tensor<1376xf32>
  %e4250 = tensor.empty() : tensor<1376xf32>
  %g4254 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4249 : tensor<1376xf32>) outs(%e4250 : tensor<1376xf32>) {
  ^bb0(%a4251: f32, %o4252: f32):
    %b4253 = arith.divf %a4251, %c7 : f32
    linalg.yield %b4253 : f32
  } -> tensor<1376xf32>
  %e4258 = tensor.empty() : tensor<10x1376x14x14xf32>
  %g4271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4224, %g4235, %g4254, %dense_blocks_2_layers_35_0_weight, %dense_blocks_2_layers_35_0_bias : tensor<10x1376x14x14xf32>, tensor<1376xf32>, tensor<1376xf32>, tensor<1376xf32>, tensor<1376xf32>) outs(%e4258 : tensor<10x1376x14x14xf32>) {
  ^bb0(%a4259: f32, %a4260: f32, %a4261: f32, %a4262: f32, %a4263: f32, %o4264: f32):
    %b4265 = arith.addf %a4261, %c2 : f32
    %b4266 = math.sqrt %b4265 : f32
    %b4267 = arith.subf %a4259, %a4260 : f32
    %b4268 = arith.divf %b4267, %b4266 : f32
    %b4269 = arith.mulf %b4268, %a4262 : f32
    %b4270 = arith.addf %b4269, %a4263 : f32
    linalg.yield %b4270 : f32
  } -> tensor<10x1376x14x14xf32>
  %e4272 = tensor.empty() : tensor<10x1376x14x14xf32>
  %g4276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4271 : tensor<10x1376x14x14xf32>) outs(%e4272 : tensor<10x1376x14x14xf32>) {
  ^bb0(%a4273: f32, %o4274: f32):
    %b4275 = arith.maximumf %a4273, %c0 : f32
    linalg.yield %b4275 : f32
  } -> tensor<10x1376x14x14xf32>
  %e4277 = tensor.empty() : tensor<10x1376x16x16xf32>
  %f4278 = linalg.fill ins(%c0 : f32) outs(%e4277 : tensor<10x1376x16x16xf32>) -> tensor<10x1376x16x16xf32>
  %g4281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4276 : tensor<10x1376x14x14xf32>) outs(%f4278 : tensor<10x1376x16x16xf32>) {
  ^bb0(%a4279: f32, %o4280: f32):
    linalg.yield %a4279 : f32
  } -> tensor<10x1376x16x16xf32>
  %e4282 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4283 = linalg.fill ins(%c0 : f32) outs(%e4282 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4284 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4281, %dense_blocks_2_layers_35_2_weight : tensor<10x1376x16x16xf32>, tensor<32x1376x3x3xf32>) outs(%f4283 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4285 = tensor.empty() : tensor<10x1408x14x14xf32>
  %cat4286 = tensor.insert_slice %g1424 into %e4285[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4287 = tensor.insert_slice %conv1484 into %cat4286[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4288 = tensor.insert_slice %conv1547 into %cat4287[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4289 = tensor.insert_slice %conv1611 into %cat4288[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4290 = tensor.insert_slice %conv1676 into %cat4289[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4291 = tensor.insert_slice %conv1742 into %cat4290[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4292 = tensor.insert_slice %conv1809 into %cat4291[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4293 = tensor.insert_slice %conv1877 into %cat4292[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4294 = tensor.insert_slice %conv1946 into %cat4293[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4295 = tensor.insert_slice %conv2016 into %cat4294[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4296 = tensor.insert_slice %conv2087 into %cat4295[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4297 = tensor.insert_slice %conv2159 into %cat4296[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4298 = tensor.insert_slice %conv2232 into %cat4297[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4299 = tensor.insert_slice %conv2306 into %cat4298[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4300 = tensor.insert_slice %conv2381 into %cat4299[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4301 = tensor.insert_slice %conv2457 into %cat4300[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4302 = tensor.insert_slice %conv2534 into %cat4301[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4303 = tensor.insert_slice %conv2612 into %cat4302[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4304 = tensor.insert_slice %conv2691 into %cat4303[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4305 = tensor.insert_slice %conv2771 into %cat4304[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4306 = tensor.insert_slice %conv2852 into %cat4305[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4307 = tensor.insert_slice %conv2934 into %cat4306[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4308 = tensor.insert_slice %conv3017 into %cat4307[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4309 = tensor.insert_slice %conv3101 into %cat4308[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4310 = tensor.insert_slice %conv3186 into %cat4309[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4311 = tensor.insert_slice %conv3272 into %cat4310[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4312 = tensor.insert_slice %conv3359 into %cat4311[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4313 = tensor.insert_slice %conv3447 into %cat4312[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4314 = tensor.insert_slice %conv3536 into %cat4313[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4315 = tensor.insert_slice %conv3626 into %cat4314[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4316 = tensor.insert_slice %conv3717 into %cat4315[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4317 = tensor.insert_slice %conv3809 into %cat4316[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4318 = tensor.insert_slice %conv3902 into %cat4317[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4319 = tensor.insert_slice %conv3996 into %cat4318[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4320 = tensor.insert_slice %conv4091 into %cat4319[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4321 = tensor.insert_slice %conv4187 into %cat4320[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %cat4322 = tensor.insert_slice %conv4284 into %cat4321[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1408x14x14xf32>
  %e4323 = tensor.empty() : tensor<1408xf32>
  %f4324 = linalg.fill ins(%c0 : f32) outs(%e4323 : tensor<1408xf32>) -> tensor<1408xf32>
  %g4328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4322 : tensor<10x1408x14x14xf32>) outs(%f4324 : tensor<1408xf32>) {
  ^bb0(%a4325: f32, %o4326: f32):
    %b4327 = arith.addf %a4325, %o4326 : f32
    linalg.yield %b4327 : f32
  } -> tensor<1408xf32>
  %e4329 = tensor.empty() : tensor<1408xf32>
  %g4333 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4328 : tensor<1408xf32>) outs(%e4329 : tensor<1408xf32>) {
  ^bb0(%a4330: f32, %o4331: f32):
    %b4332 = arith.divf %a4330, %c7 : f32
    linalg.yield %b4332 : f32
  } -> tensor<1408xf32>
  %e4335 = tensor.empty() : tensor<10x1408x14x14xf32>
  %g4341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4322, %g4333 : tensor<10x1408x14x14xf32>, tensor<1408xf32>) outs(%e4335 : tensor<10x1408x14x14xf32>) {
  ^bb0(%a4336: f32, %a4337: f32, %o4338: f32):
    %b4339 = arith.subf %a4336, %a4337 : f32
    %b4340 = arith.mulf %b4339, %b4339 : f32
    linalg.yield %b4340 : f32
  } -> tensor<10x1408x14x14xf32>
  %e4342 = tensor.empty() : tensor<1408xf32>
  %f4343 = linalg.fill ins(%c0 : f32) outs(%e4342 : tensor<1408xf32>) -> tensor<1408xf32>
  %g4347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4341 : tensor<10x1408x14x14xf32>) outs(%f4343 : tensor<1408xf32>) {
  ^bb0(%a4344: f32, %o4345: f32):
    %b4346 = arith.addf %a4344, %o4345 : f32
    linalg.yield %b4346 : f32
  } -> tensor<1408xf32>
  %e4348 = tensor.empty() : tensor<1408xf32>
  %g4352 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4347 : tensor<1408xf32>) outs(%e4348 : tensor<1408xf32>) {
  ^bb0(%a4349: f32, %o4350: f32):
    %b4351 = arith.divf %a4349, %c7 : f32
    linalg.yield %b4351 : f32
  } -> tensor<1408xf32>
  %e4356 = tensor.empty() : tensor<10x1408x14x14xf32>
  %g4369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4322, %g4333, %g4352, %dense_blocks_2_layers_36_0_weight, %dense_blocks_2_layers_36_0_bias : tensor<10x1408x14x14xf32>, tensor<1408xf32>, tensor<1408xf32>, tensor<1408xf32>, tensor<1408xf32>) outs(%e4356 : tensor<10x1408x14x14xf32>) {
  ^bb0(%a4357: f32, %a4358: f32, %a4359: f32, %a4360: f32, %a4361: f32, %o4362: f32):
    %b4363 = arith.addf %a4359, %c2 : f32
    %b4364 = math.sqrt %b4363 : f32
    %b4365 = arith.subf %a4357, %a4358 : f32
    %b4366 = arith.divf %b4365, %b4364 : f32
    %b4367 = arith.mulf %b4366, %a4360 : f32
    %b4368 = arith.addf %b4367, %a4361 : f32
    linalg.yield %b4368 : f32
  } -> tensor<10x1408x14x14xf32>
  %e4370 = tensor.empty() : tensor<10x1408x14x14xf32>
  %g4374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4369 : tensor<10x1408x14x14xf32>) outs(%e4370 : tensor<10x1408x14x14xf32>) {
  ^bb0(%a4371: f32, %o4372: f32):
    %b4373 = arith.maximumf %a4371, %c0 : f32
    linalg.yield %b4373 : f32
  } -> tensor<10x1408x14x14xf32>
  %e4375 = tensor.empty() : tensor<10x1408x16x16xf32>
  %f4376 = linalg.fill ins(%c0 : f32) outs(%e4375 : tensor<10x1408x16x16xf32>) -> tensor<10x1408x16x16xf32>
  %g4379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4374 : tensor<10x1408x14x14xf32>) outs(%f4376 : tensor<10x1408x16x16xf32>) {
  ^bb0(%a4377: f32, %o4378: f32):
    linalg.yield %a4377 : f32
  } -> tensor<10x1408x16x16xf32>
  %e4380 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4381 = linalg.fill ins(%c0 : f32) outs(%e4380 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4382 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4379, %dense_blocks_2_layers_36_2_weight : tensor<10x1408x16x16xf32>, tensor<32x1408x3x3xf32>) outs(%f4381 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4383 = tensor.empty() : tensor<10x1440x14x14xf32>
  %cat4384 = tensor.insert_slice %g1424 into %e4383[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4385 = tensor.insert_slice %conv1484 into %cat4384[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4386 = tensor.insert_slice %conv1547 into %cat4385[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4387 = tensor.insert_slice %conv1611 into %cat4386[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4388 = tensor.insert_slice %conv1676 into %cat4387[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4389 = tensor.insert_slice %conv1742 into %cat4388[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4390 = tensor.insert_slice %conv1809 into %cat4389[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4391 = tensor.insert_slice %conv1877 into %cat4390[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4392 = tensor.insert_slice %conv1946 into %cat4391[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4393 = tensor.insert_slice %conv2016 into %cat4392[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4394 = tensor.insert_slice %conv2087 into %cat4393[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4395 = tensor.insert_slice %conv2159 into %cat4394[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4396 = tensor.insert_slice %conv2232 into %cat4395[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4397 = tensor.insert_slice %conv2306 into %cat4396[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4398 = tensor.insert_slice %conv2381 into %cat4397[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4399 = tensor.insert_slice %conv2457 into %cat4398[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4400 = tensor.insert_slice %conv2534 into %cat4399[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4401 = tensor.insert_slice %conv2612 into %cat4400[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4402 = tensor.insert_slice %conv2691 into %cat4401[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4403 = tensor.insert_slice %conv2771 into %cat4402[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4404 = tensor.insert_slice %conv2852 into %cat4403[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4405 = tensor.insert_slice %conv2934 into %cat4404[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4406 = tensor.insert_slice %conv3017 into %cat4405[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4407 = tensor.insert_slice %conv3101 into %cat4406[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4408 = tensor.insert_slice %conv3186 into %cat4407[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4409 = tensor.insert_slice %conv3272 into %cat4408[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4410 = tensor.insert_slice %conv3359 into %cat4409[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4411 = tensor.insert_slice %conv3447 into %cat4410[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4412 = tensor.insert_slice %conv3536 into %cat4411[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4413 = tensor.insert_slice %conv3626 into %cat4412[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4414 = tensor.insert_slice %conv3717 into %cat4413[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4415 = tensor.insert_slice %conv3809 into %cat4414[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4416 = tensor.insert_slice %conv3902 into %cat4415[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4417 = tensor.insert_slice %conv3996 into %cat4416[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4418 = tensor.insert_slice %conv4091 into %cat4417[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4419 = tensor.insert_slice %conv4187 into %cat4418[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4420 = tensor.insert_slice %conv4284 into %cat4419[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %cat4421 = tensor.insert_slice %conv4382 into %cat4420[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1440x14x14xf32>
  %e4422 = tensor.empty() : tensor<1440xf32>
  %f4423 = linalg.fill ins(%c0 : f32) outs(%e4422 : tensor<1440xf32>) -> tensor<1440xf32>
  %g4427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4421 : tensor<10x1440x14x14xf32>) outs(%f4423 : tensor<1440xf32>) {
  ^bb0(%a4424: f32, %o4425: f32):
    %b4426 = arith.addf %a4424, %o4425 : f32
    linalg.yield %b4426 : f32
  } -> tensor<1440xf32>
  %e4428 = tensor.empty() : tensor<1440xf32>
  %g4432 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4427 : tensor<1440xf32>) outs(%e4428 : tensor<1440xf32>) {
  ^bb0(%a4429: f32, %o4430: f32):
    %b4431 = arith.divf %a4429, %c7 : f32
    linalg.yield %b4431 : f32
  } -> tensor<1440xf32>
  %e4434 = tensor.empty() : tensor<10x1440x14x14xf32>
  %g4440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4421, %g4432 : tensor<10x1440x14x14xf32>, tensor<1440xf32>) outs(%e4434 : tensor<10x1440x14x14xf32>) {
  ^bb0(%a4435: f32, %a4436: f32, %o4437: f32):
    %b4438 = arith.subf %a4435, %a4436 : f32
    %b4439 = arith.mulf %b4438, %b4438 : f32
    linalg.yield %b4439 : f32
  } -> tensor<10x1440x14x14xf32>
  %e4441 = tensor.empty() : tensor<1440xf32>
  %f4442 = linalg.fill ins(%c0 : f32) outs(%e4441 : tensor<1440xf32>) -> tensor<1440xf32>
  %g4446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4440 : tensor<10x1440x14x14xf32>) outs(%f4442 : tensor<1440xf32>) {
  ^bb0(%a4443: f32, %o4444: f32):
    %b4445 = arith.addf %a4443, %o4444 : f32
    linalg.yield %b4445 : f32
  } -> tensor<1440xf32>
  %e4447 = tensor.empty() : tensor<1440xf32>
  %g4451 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4446 : tensor<1440xf32>) outs(%e4447 : tensor<1440xf32>) {
  ^bb0(%a4448: f32, %o4449: f32):
    %b4450 = arith.divf %a4448, %c7 : f32
    linalg.yield %b4450 : f32
  } -> tensor<1440xf32>
  %e4455 = tensor.empty() : tensor<10x1440x14x14xf32>
  %g4468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4421, %g4432, %g4451, %dense_blocks_2_layers_37_0_weight, %dense_blocks_2_layers_37_0_bias : tensor<10x1440x14x14xf32>, tensor<1440xf32>, tensor<1440xf32>, tensor<1440xf32>, tensor<1440xf32>) outs(%e4455 : tensor<10x1440x14x14xf32>) {
  ^bb0(%a4456: f32, %a4457: f32, %a4458: f32, %a4459: f32, %a4460: f32, %o4461: f32):
    %b4462 = arith.addf %a4458, %c2 : f32
    %b4463 = math.sqrt %b4462 : f32
    %b4464 = arith.subf %a4456, %a4457 : f32
    %b4465 = arith.divf %b4464, %b4463 : f32
    %b4466 = arith.mulf %b4465, %a4459 : f32
    %b4467 = arith.addf %b4466, %a4460 : f32
    linalg.yield %b4467 : f32
  } -> tensor<10x1440x14x14xf32>
  %e4469 = tensor.empty() : tensor<10x1440x14x14xf32>
  %g4473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4468 : tensor<10x1440x14x14xf32>) outs(%e4469 : tensor<10x1440x14x14xf32>) {
  ^bb0(%a4470: f32, %o4471: f32):
    %b4472 = arith.maximumf %a4470, %c0 : f32
    linalg.yield %b4472 : f32
  } -> tensor<10x1440x14x14xf32>
  %e4474 = tensor.empty() : tensor<10x1440x16x16xf32>
  %f4475 = linalg.fill ins(%c0 : f32) outs(%e4474 : tensor<10x1440x16x16xf32>) -> tensor<10x1440x16x16xf32>
  %g4478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4473 : tensor<10x1440x14x14xf32>) outs(%f4475 : tensor<10x1440x16x16xf32>) {
  ^bb0(%a4476: f32, %o4477: f32):
    linalg.yield %a4476 : f32
  } -> tensor<10x1440x16x16xf32>
  %e4479 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4480 = linalg.fill ins(%c0 : f32) outs(%e4479 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4481 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4478, %dense_blocks_2_layers_37_2_weight : tensor<10x1440x16x16xf32>, tensor<32x1440x3x3xf32>) outs(%f4480 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4482 = tensor.empty() : tensor<10x1472x14x14xf32>
  %cat4483 = tensor.insert_slice %g1424 into %e4482[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4484 = tensor.insert_slice %conv1484 into %cat4483[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4485 = tensor.insert_slice %conv1547 into %cat4484[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4486 = tensor.insert_slice %conv1611 into %cat4485[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4487 = tensor.insert_slice %conv1676 into %cat4486[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4488 = tensor.insert_slice %conv1742 into %cat4487[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4489 = tensor.insert_slice %conv1809 into %cat4488[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4490 = tensor.insert_slice %conv1877 into %cat4489[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4491 = tensor.insert_slice %conv1946 into %cat4490[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4492 = tensor.insert_slice %conv2016 into %cat4491[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4493 = tensor.insert_slice %conv2087 into %cat4492[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4494 = tensor.insert_slice %conv2159 into %cat4493[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4495 = tensor.insert_slice %conv2232 into %cat4494[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4496 = tensor.insert_slice %conv2306 into %cat4495[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4497 = tensor.insert_slice %conv2381 into %cat4496[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4498 = tensor.insert_slice %conv2457 into %cat4497[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4499 = tensor.insert_slice %conv2534 into %cat4498[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4500 = tensor.insert_slice %conv2612 into %cat4499[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4501 = tensor.insert_slice %conv2691 into %cat4500[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4502 = tensor.insert_slice %conv2771 into %cat4501[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4503 = tensor.insert_slice %conv2852 into %cat4502[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4504 = tensor.insert_slice %conv2934 into %cat4503[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4505 = tensor.insert_slice %conv3017 into %cat4504[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4506 = tensor.insert_slice %conv3101 into %cat4505[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4507 = tensor.insert_slice %conv3186 into %cat4506[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4508 = tensor.insert_slice %conv3272 into %cat4507[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4509 = tensor.insert_slice %conv3359 into %cat4508[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4510 = tensor.insert_slice %conv3447 into %cat4509[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4511 = tensor.insert_slice %conv3536 into %cat4510[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4512 = tensor.insert_slice %conv3626 into %cat4511[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4513 = tensor.insert_slice %conv3717 into %cat4512[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4514 = tensor.insert_slice %conv3809 into %cat4513[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4515 = tensor.insert_slice %conv3902 into %cat4514[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4516 = tensor.insert_slice %conv3996 into %cat4515[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4517 = tensor.insert_slice %conv4091 into %cat4516[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4518 = tensor.insert_slice %conv4187 into %cat4517[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4519 = tensor.insert_slice %conv4284 into %cat4518[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4520 = tensor.insert_slice %conv4382 into %cat4519[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %cat4521 = tensor.insert_slice %conv4481 into %cat4520[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1472x14x14xf32>
  %e4522 = tensor.empty() : tensor<1472xf32>
  %f4523 = linalg.fill ins(%c0 : f32) outs(%e4522 : tensor<1472xf32>) -> tensor<1472xf32>
  %g4527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4521 : tensor<10x1472x14x14xf32>) outs(%f4523 : tensor<1472xf32>) {
  ^bb0(%a4524: f32, %o4525: f32):
    %b4526 = arith.addf %a4524, %o4525 : f32
    linalg.yield %b4526 : f32
  } -> tensor<1472xf32>
  %e4528 = tensor.empty() : tensor<1472xf32>
  %g4532 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4527 : tensor<1472xf32>) outs(%e4528 : tensor<1472xf32>) {
  ^bb0(%a4529: f32, %o4530: f32):
    %b4531 = arith.divf %a4529, %c7 : f32
    linalg.yield %b4531 : f32
  } -> tensor<1472xf32>
  %e4534 = tensor.empty() : tensor<10x1472x14x14xf32>
  %g4540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4521, %g4532 : tensor<10x1472x14x14xf32>, tensor<1472xf32>) outs(%e4534 : tensor<10x1472x14x14xf32>) {
  ^bb0(%a4535: f32, %a4536: f32, %o4537: f32):
    %b4538 = arith.subf %a4535, %a4536 : f32
    %b4539 = arith.mulf %b4538, %b4538 : f32
    linalg.yield %b4539 : f32
  } -> tensor<10x1472x14x14xf32>
  %e4541 = tensor.empty() : tensor<1472xf32>
  %f4542 = linalg.fill ins(%c0 : f32) outs(%e4541 : tensor<1472xf32>) -> tensor<1472xf32>
  %g4546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4540 : tensor<10x1472x14x14xf32>) outs(%f4542 : tensor<1472xf32>) {
  ^bb0(%a4543: f32, %o4544: f32):
    %b4545 = arith.addf %a4543, %o4544 : f32
    linalg.yield %b4545 : f32
  } -> tensor<1472xf32>
  %e4547 = tensor.empty() : tensor<1472xf32>
  %g4551 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4546 : tensor<1472xf32>) outs(%e4547 : tensor<1472xf32>) {
  ^bb0(%a4548: f32, %o4549: f32):
    %b4550 = arith.divf %a4548, %c7 : f32
    linalg.yield %b4550 : f32
  } -> tensor<1472xf32>
  %e4555 = tensor.empty() : tensor<10x1472x14x14xf32>
  %g4568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4521, %g4532, %g4551, %dense_blocks_2_layers_38_0_weight, %dense_blocks_2_layers_38_0_bias : tensor<10x1472x14x14xf32>, tensor<1472xf32>, tensor<1472xf32>, tensor<1472xf32>, tensor<1472xf32>) outs(%e4555 : tensor<10x1472x14x14xf32>) {
  ^bb0(%a4556: f32, %a4557: f32, %a4558: f32, %a4559: f32, %a4560: f32, %o4561: f32):
    %b4562 = arith.addf %a4558, %c2 : f32
    %b4563 = math.sqrt %b4562 : f32
    %b4564 = arith.subf %a4556, %a4557 : f32
    %b4565 = arith.divf %b4564, %b4563 : f32
    %b4566 = arith.mulf %b4565, %a4559 : f32
    %b4567 = arith.addf %b4566, %a4560 : f32
    linalg.yield %b4567 : f32
  } -> tensor<10x1472x14x14xf32>
  %e4569 = tensor.empty() : tensor<10x1472x14x14xf32>
  %g4573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4568 : tensor<10x1472x14x14xf32>) outs(%e4569 : tensor<10x1472x14x14xf32>) {
  ^bb0(%a4570: f32, %o4571: f32):
    %b4572 = arith.maximumf %a4570, %c0 : f32
    linalg.yield %b4572 : f32
  } -> tensor<10x1472x14x14xf32>
  %e4574 = tensor.empty() : tensor<10x1472x16x16xf32>
  %f4575 = linalg.fill ins(%c0 : f32) outs(%e4574 : tensor<10x1472x16x16xf32>) -> tensor<10x1472x16x16xf32>
  %g4578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4573 : tensor<10x1472x14x14xf32>) outs(%f4575 : tensor<10x1472x16x16xf32>) {
  ^bb0(%a4576: f32, %o4577: f32):
    linalg.yield %a4576 : f32
  } -> tensor<10x1472x16x16xf32>
  %e4579 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4580 = linalg.fill ins(%c0 : f32) outs(%e4579 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4581 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4578, %dense_blocks_2_layers_38_2_weight : tensor<10x1472x16x16xf32>, tensor<32x1472x3x3xf32>) outs(%f4580 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4582 = tensor.empty() : tensor<10x1504x14x14xf32>
  %cat4583 = tensor.insert_slice %g1424 into %e4582[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4584 = tensor.insert_slice %conv1484 into %cat4583[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4585 = tensor.insert_slice %conv1547 into %cat4584[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4586 = tensor.insert_slice %conv1611 into %cat4585[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4587 = tensor.insert_slice %conv1676 into %cat4586[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4588 = tensor.insert_slice %conv1742 into %cat4587[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4589 = tensor.insert_slice %conv1809 into %cat4588[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4590 = tensor.insert_slice %conv1877 into %cat4589[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4591 = tensor.insert_slice %conv1946 into %cat4590[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4592 = tensor.insert_slice %conv2016 into %cat4591[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4593 = tensor.insert_slice %conv2087 into %cat4592[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4594 = tensor.insert_slice %conv2159 into %cat4593[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4595 = tensor.insert_slice %conv2232 into %cat4594[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4596 = tensor.insert_slice %conv2306 into %cat4595[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4597 = tensor.insert_slice %conv2381 into %cat4596[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4598 = tensor.insert_slice %conv2457 into %cat4597[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4599 = tensor.insert_slice %conv2534 into %cat4598[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4600 = tensor.insert_slice %conv2612 into %cat4599[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4601 = tensor.insert_slice %conv2691 into %cat4600[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4602 = tensor.insert_slice %conv2771 into %cat4601[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4603 = tensor.insert_slice %conv2852 into %cat4602[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4604 = tensor.insert_slice %conv2934 into %cat4603[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4605 = tensor.insert_slice %conv3017 into %cat4604[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4606 = tensor.insert_slice %conv3101 into %cat4605[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4607 = tensor.insert_slice %conv3186 into %cat4606[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4608 = tensor.insert_slice %conv3272 into %cat4607[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4609 = tensor.insert_slice %conv3359 into %cat4608[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4610 = tensor.insert_slice %conv3447 into %cat4609[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4611 = tensor.insert_slice %conv3536 into %cat4610[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4612 = tensor.insert_slice %conv3626 into %cat4611[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4613 = tensor.insert_slice %conv3717 into %cat4612[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4614 = tensor.insert_slice %conv3809 into %cat4613[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4615 = tensor.insert_slice %conv3902 into %cat4614[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4616 = tensor.insert_slice %conv3996 into %cat4615[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4617 = tensor.insert_slice %conv4091 into %cat4616[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4618 = tensor.insert_slice %conv4187 into %cat4617[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4619 = tensor.insert_slice %conv4284 into %cat4618[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4620 = tensor.insert_slice %conv4382 into %cat4619[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4621 = tensor.insert_slice %conv4481 into %cat4620[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %cat4622 = tensor.insert_slice %conv4581 into %cat4621[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1504x14x14xf32>
  %e4623 = tensor.empty() : tensor<1504xf32>
  %f4624 = linalg.fill ins(%c0 : f32) outs(%e4623 : tensor<1504xf32>) -> tensor<1504xf32>
  %g4628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4622 : tensor<10x1504x14x14xf32>) outs(%f4624 : tensor<1504xf32>) {
  ^bb0(%a4625: f32, %o4626: f32):
    %b4627 = arith.addf %a4625, %o4626 : f32
    linalg.yield %b4627 : f32
  } -> tensor<1504xf32>
  %e4629 = tensor.empty() : tensor<1504xf32>
  %g4633 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4628 : tensor<1504xf32>) outs(%e4629 : tensor<1504xf32>) {
  ^bb0(%a4630: f32, %o4631: f32):
    %b4632 = arith.divf %a4630, %c7 : f32
    linalg.yield %b4632 : f32
  } -> tensor<1504xf32>
  %e4635 = tensor.empty() : tensor<10x1504x14x14xf32>
  %g4641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4622, %g4633 : tensor<10x1504x14x14xf32>, tensor<1504xf32>) outs(%e4635 : tensor<10x1504x14x14xf32>) {
  ^bb0(%a4636: f32, %a4637: f32, %o4638: f32):
    %b4639 = arith.subf %a4636, %a4637 : f32
    %b4640 = arith.mulf %b4639, %b4639 : f32
    linalg.yield %b4640 : f32
  } -> tensor<10x1504x14x14xf32>
  %e4642 = tensor.empty() : tensor<1504xf32>
  %f4643 = linalg.fill ins(%c0 : f32) outs(%e4642 : tensor<1504xf32>) -> tensor<1504xf32>
  %g4647 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4641 : tensor<10x1504x14x14xf32>) outs(%f4643 : tensor<1504xf32>) {
  ^bb0(%a4644: f32, %o4645: f32):
    %b4646 = arith.addf %a4644, %o4645 : f32
    linalg.yield %b4646 : f32
  } -> tensor<1504xf32>
  %e4648 = tensor.empty() : tensor<1504xf32>
  %g4652 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4647 : tensor<1504xf32>) outs(%e4648 : tensor<1504xf32>) {
  ^bb0(%a4649: f32, %o4650: f32):
    %b4651 = arith.divf %a4649, %c7 : f32
    linalg.yield %b4651 : f32
  } -> tensor<1504xf32>
  %e4656 = tensor.empty() : tensor<10x1504x14x14xf32>
  %g4669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4622, %g4633, %g4652, %dense_blocks_2_layers_39_0_weight, %dense_blocks_2_layers_39_0_bias : tensor<10x1504x14x14xf32>, tensor<1504xf32>, tensor<1504xf32>, tensor<1504xf32>, tensor<1504xf32>) outs(%e4656 : tensor<10x1504x14x14xf32>) {
  ^bb0(%a4657: f32, %a4658: f32, %a4659: f32, %a4660: f32, %a4661: f32, %o4662: f32):
    %b4663 = arith.addf %a4659, %c2 : f32
    %b4664 = math.sqrt %b4663 : f32
    %b4665 = arith.subf %a4657, %a4658 : f32
    %b4666 = arith.divf %b4665, %b4664 : f32
    %b4667 = arith.mulf %b4666, %a4660 : f32
    %b4668 = arith.addf %b4667, %a4661 : f32
    linalg.yield %b4668 : f32
  } -> tensor<10x1504x14x14xf32>
  %e4670 = tensor.empty() : tensor<10x1504x14x14xf32>
  %g4674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4669 : tensor<10x1504x14x14xf32>) outs(%e4670 : tensor<10x1504x14x14xf32>) {
  ^bb0(%a4671: f32, %o4672: f32):
    %b4673 = arith.maximumf %a4671, %c0 : f32
    linalg.yield %b4673 : f32
  } -> tensor<10x1504x14x14xf32>
  %e4675 = tensor.empty() : tensor<10x1504x16x16xf32>
  %f4676 = linalg.fill ins(%c0 : f32) outs(%e4675 : tensor<10x1504x16x16xf32>) -> tensor<10x1504x16x16xf32>
  %g4679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4674 : tensor<10x1504x14x14xf32>) outs(%f4676 : tensor<10x1504x16x16xf32>) {
  ^bb0(%a4677: f32, %o4678: f32):
    linalg.yield %a4677 : f32
  } -> tensor<10x1504x16x16xf32>
  %e4680 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4681 = linalg.fill ins(%c0 : f32) outs(%e4680 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4682 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4679, %dense_blocks_2_layers_39_2_weight : tensor<10x1504x16x16xf32>, tensor<32x1504x3x3xf32>) outs(%f4681 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4683 = tensor.empty() : tensor<10x1536x14x14xf32>
  %cat4684 = tensor.insert_slice %g1424 into %e4683[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4685 = tensor.insert_slice %conv1484 into %cat4684[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4686 = tensor.insert_slice %conv1547 into %cat4685[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4687 = tensor.insert_slice %conv1611 into %cat4686[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4688 = tensor.insert_slice %conv1676 into %cat4687[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4689 = tensor.insert_slice %conv1742 into %cat4688[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4690 = tensor.insert_slice %conv1809 into %cat4689[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4691 = tensor.insert_slice %conv1877 into %cat4690[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4692 = tensor.insert_slice %conv1946 into %cat4691[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4693 = tensor.insert_slice %conv2016 into %cat4692[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4694 = tensor.insert_slice %conv2087 into %cat4693[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4695 = tensor.insert_slice %conv2159 into %cat4694[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4696 = tensor.insert_slice %conv2232 into %cat4695[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4697 = tensor.insert_slice %conv2306 into %cat4696[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4698 = tensor.insert_slice %conv2381 into %cat4697[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4699 = tensor.insert_slice %conv2457 into %cat4698[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4700 = tensor.insert_slice %conv2534 into %cat4699[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4701 = tensor.insert_slice %conv2612 into %cat4700[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4702 = tensor.insert_slice %conv2691 into %cat4701[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4703 = tensor.insert_slice %conv2771 into %cat4702[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4704 = tensor.insert_slice %conv2852 into %cat4703[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4705 = tensor.insert_slice %conv2934 into %cat4704[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4706 = tensor.insert_slice %conv3017 into %cat4705[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4707 = tensor.insert_slice %conv3101 into %cat4706[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4708 = tensor.insert_slice %conv3186 into %cat4707[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4709 = tensor.insert_slice %conv3272 into %cat4708[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4710 = tensor.insert_slice %conv3359 into %cat4709[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4711 = tensor.insert_slice %conv3447 into %cat4710[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4712 = tensor.insert_slice %conv3536 into %cat4711[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4713 = tensor.insert_slice %conv3626 into %cat4712[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4714 = tensor.insert_slice %conv3717 into %cat4713[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4715 = tensor.insert_slice %conv3809 into %cat4714[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4716 = tensor.insert_slice %conv3902 into %cat4715[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4717 = tensor.insert_slice %conv3996 into %cat4716[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4718 = tensor.insert_slice %conv4091 into %cat4717[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4719 = tensor.insert_slice %conv4187 into %cat4718[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4720 = tensor.insert_slice %conv4284 into %cat4719[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4721 = tensor.insert_slice %conv4382 into %cat4720[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4722 = tensor.insert_slice %conv4481 into %cat4721[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4723 = tensor.insert_slice %conv4581 into %cat4722[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %cat4724 = tensor.insert_slice %conv4682 into %cat4723[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1536x14x14xf32>
  %e4725 = tensor.empty() : tensor<1536xf32>
  %f4726 = linalg.fill ins(%c0 : f32) outs(%e4725 : tensor<1536xf32>) -> tensor<1536xf32>
  %g4730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4724 : tensor<10x1536x14x14xf32>) outs(%f4726 : tensor<1536xf32>) {
  ^bb0(%a4727: f32, %o4728: f32):
    %b4729 = arith.addf %a4727, %o4728 : f32
    linalg.yield %b4729 : f32
  } -> tensor<1536xf32>
  %e4731 = tensor.empty() : tensor<1536xf32>
  %g4735 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4730 : tensor<1536xf32>) outs(%e4731 : tensor<1536xf32>) {
  ^bb0(%a4732: f32, %o4733: f32):
    %b4734 = arith.divf %a4732, %c7 : f32
    linalg.yield %b4734 : f32
  } -> tensor<1536xf32>
  %e4737 = tensor.empty() : tensor<10x1536x14x14xf32>
  %g4743 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4724, %g4735 : tensor<10x1536x14x14xf32>, tensor<1536xf32>) outs(%e4737 : tensor<10x1536x14x14xf32>) {
  ^bb0(%a4738: f32, %a4739: f32, %o4740: f32):
    %b4741 = arith.subf %a4738, %a4739 : f32
    %b4742 = arith.mulf %b4741, %b4741 : f32
    linalg.yield %b4742 : f32
  } -> tensor<10x1536x14x14xf32>
  %e4744 = tensor.empty() : tensor<1536xf32>
  %f4745 = linalg.fill ins(%c0 : f32) outs(%e4744 : tensor<1536xf32>) -> tensor<1536xf32>
  %g4749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4743 : tensor<10x1536x14x14xf32>) outs(%f4745 : tensor<1536xf32>) {
  ^bb0(%a4746: f32, %o4747: f32):
    %b4748 = arith.addf %a4746, %o4747 : f32
    linalg.yield %b4748 : f32
  } -> tensor<1536xf32>
  %e4750 = tensor.empty() : tensor<1536xf32>
  %g4754 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4749 : tensor<1536xf32>) outs(%e4750 : tensor<1536xf32>) {
  ^bb0(%a4751: f32, %o4752: f32):
    %b4753 = arith.divf %a4751, %c7 : f32
    linalg.yield %b4753 : f32
  } -> tensor<1536xf32>
  %e4758 = tensor.empty() : tensor<10x1536x14x14xf32>
  %g4771 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4724, %g4735, %g4754, %dense_blocks_2_layers_40_0_weight, %dense_blocks_2_layers_40_0_bias : tensor<10x1536x14x14xf32>, tensor<1536xf32>, tensor<1536xf32>, tensor<1536xf32>, tensor<1536xf32>) outs(%e4758 : tensor<10x1536x14x14xf32>) {
  ^bb0(%a4759: f32, %a4760: f32, %a4761: f32, %a4762: f32, %a4763: f32, %o4764: f32):
    %b4765 = arith.addf %a4761, %c2 : f32
    %b4766 = math.sqrt %b4765 : f32
    %b4767 = arith.subf %a4759, %a4760 : f32
    %b4768 = arith.divf %b4767, %b4766 : f32
    %b4769 = arith.mulf %b4768, %a4762 : f32
    %b4770 = arith.addf %b4769, %a4763 : f32
    linalg.yield %b4770 : f32
  } -> tensor<10x1536x14x14xf32>
  %e4772 = tensor.empty() : tensor<10x1536x14x14xf32>
  %g4776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4771 : tensor<10x1536x14x14xf32>) outs(%e4772 : tensor<10x1536x14x14xf32>) {
  ^bb0(%a4773: f32, %o4774: f32):
    %b4775 = arith.maximumf %a4773, %c0 : f32
    linalg.yield %b4775 : f32
  } -> tensor<10x1536x14x14xf32>
  %e4777 = tensor.empty() : tensor<10x1536x16x16xf32>
  %f4778 = linalg.fill ins(%c0 : f32) outs(%e4777 : tensor<10x1536x16x16xf32>) -> tensor<10x1536x16x16xf32>
  %g4781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4776 : tensor<10x1536x14x14xf32>) outs(%f4778 : tensor<10x1536x16x16xf32>) {
  ^bb0(%a4779: f32, %o4780: f32):
    linalg.yield %a4779 : f32
  } -> tensor<10x1536x16x16xf32>
  %e4782 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4783 = linalg.fill ins(%c0 : f32) outs(%e4782 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4784 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4781, %dense_blocks_2_layers_40_2_weight : tensor<10x1536x16x16xf32>, tensor<32x1536x3x3xf32>) outs(%f4783 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4785 = tensor.empty() : tensor<10x1568x14x14xf32>
  %cat4786 = tensor.insert_slice %g1424 into %e4785[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4787 = tensor.insert_slice %conv1484 into %cat4786[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4788 = tensor.insert_slice %conv1547 into %cat4787[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4789 = tensor.insert_slice %conv1611 into %cat4788[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4790 = tensor.insert_slice %conv1676 into %cat4789[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4791 = tensor.insert_slice %conv1742 into %cat4790[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4792 = tensor.insert_slice %conv1809 into %cat4791[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4793 = tensor.insert_slice %conv1877 into %cat4792[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4794 = tensor.insert_slice %conv1946 into %cat4793[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4795 = tensor.insert_slice %conv2016 into %cat4794[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4796 = tensor.insert_slice %conv2087 into %cat4795[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4797 = tensor.insert_slice %conv2159 into %cat4796[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4798 = tensor.insert_slice %conv2232 into %cat4797[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4799 = tensor.insert_slice %conv2306 into %cat4798[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4800 = tensor.insert_slice %conv2381 into %cat4799[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4801 = tensor.insert_slice %conv2457 into %cat4800[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4802 = tensor.insert_slice %conv2534 into %cat4801[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4803 = tensor.insert_slice %conv2612 into %cat4802[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4804 = tensor.insert_slice %conv2691 into %cat4803[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4805 = tensor.insert_slice %conv2771 into %cat4804[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4806 = tensor.insert_slice %conv2852 into %cat4805[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4807 = tensor.insert_slice %conv2934 into %cat4806[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4808 = tensor.insert_slice %conv3017 into %cat4807[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4809 = tensor.insert_slice %conv3101 into %cat4808[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4810 = tensor.insert_slice %conv3186 into %cat4809[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4811 = tensor.insert_slice %conv3272 into %cat4810[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4812 = tensor.insert_slice %conv3359 into %cat4811[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4813 = tensor.insert_slice %conv3447 into %cat4812[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4814 = tensor.insert_slice %conv3536 into %cat4813[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4815 = tensor.insert_slice %conv3626 into %cat4814[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4816 = tensor.insert_slice %conv3717 into %cat4815[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4817 = tensor.insert_slice %conv3809 into %cat4816[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4818 = tensor.insert_slice %conv3902 into %cat4817[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4819 = tensor.insert_slice %conv3996 into %cat4818[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4820 = tensor.insert_slice %conv4091 into %cat4819[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4821 = tensor.insert_slice %conv4187 into %cat4820[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4822 = tensor.insert_slice %conv4284 into %cat4821[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4823 = tensor.insert_slice %conv4382 into %cat4822[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4824 = tensor.insert_slice %conv4481 into %cat4823[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4825 = tensor.insert_slice %conv4581 into %cat4824[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4826 = tensor.insert_slice %conv4682 into %cat4825[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %cat4827 = tensor.insert_slice %conv4784 into %cat4826[0, 1536, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1568x14x14xf32>
  %e4828 = tensor.empty() : tensor<1568xf32>
  %f4829 = linalg.fill ins(%c0 : f32) outs(%e4828 : tensor<1568xf32>) -> tensor<1568xf32>
  %g4833 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4827 : tensor<10x1568x14x14xf32>) outs(%f4829 : tensor<1568xf32>) {
  ^bb0(%a4830: f32, %o4831: f32):
    %b4832 = arith.addf %a4830, %o4831 : f32
    linalg.yield %b4832 : f32
  } -> tensor<1568xf32>
  %e4834 = tensor.empty() : tensor<1568xf32>
  %g4838 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4833 : tensor<1568xf32>) outs(%e4834 : tensor<1568xf32>) {
  ^bb0(%a4835: f32, %o4836: f32):
    %b4837 = arith.divf %a4835, %c7 : f32
    linalg.yield %b4837 : f32
  } -> tensor<1568xf32>
  %e4840 = tensor.empty() : tensor<10x1568x14x14xf32>
  %g4846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4827, %g4838 : tensor<10x1568x14x14xf32>, tensor<1568xf32>) outs(%e4840 : tensor<10x1568x14x14xf32>) {
  ^bb0(%a4841: f32, %a4842: f32, %o4843: f32):
    %b4844 = arith.subf %a4841, %a4842 : f32
    %b4845 = arith.mulf %b4844, %b4844 : f32
    linalg.yield %b4845 : f32
  } -> tensor<10x1568x14x14xf32>
  %e4847 = tensor.empty() : tensor<1568xf32>
  %f4848 = linalg.fill ins(%c0 : f32) outs(%e4847 : tensor<1568xf32>) -> tensor<1568xf32>
  %g4852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4846 : tensor<10x1568x14x14xf32>) outs(%f4848 : tensor<1568xf32>) {
  ^bb0(%a4849: f32, %o4850: f32):
    %b4851 = arith.addf %a4849, %o4850 : f32
    linalg.yield %b4851 : f32
  } -> tensor<1568xf32>
  %e4853 = tensor.empty() : tensor<1568xf32>
  %g4857 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4852 : tensor<1568xf32>) outs(%e4853 : tensor<1568xf32>) {
  ^bb0(%a4854: f32, %o4855: f32):
    %b4856 = arith.divf %a4854, %c7 : f32
    linalg.yield %b4856 : f32
  } -> tensor<1568xf32>
  %e4861 = tensor.empty() : tensor<10x1568x14x14xf32>
  %g4874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4827, %g4838, %g4857, %dense_blocks_2_layers_41_0_weight, %dense_blocks_2_layers_41_0_bias : tensor<10x1568x14x14xf32>, tensor<1568xf32>, tensor<1568xf32>, tensor<1568xf32>, tensor<1568xf32>) outs(%e4861 : tensor<10x1568x14x14xf32>) {
  ^bb0(%a4862: f32, %a4863: f32, %a4864: f32, %a4865: f32, %a4866: f32, %o4867: f32):
    %b4868 = arith.addf %a4864, %c2 : f32
    %b4869 = math.sqrt %b4868 : f32
    %b4870 = arith.subf %a4862, %a4863 : f32
    %b4871 = arith.divf %b4870, %b4869 : f32
    %b4872 = arith.mulf %b4871, %a4865 : f32
    %b4873 = arith.addf %b4872, %a4866 : f32
    linalg.yield %b4873 : f32
  } -> tensor<10x1568x14x14xf32>
  %e4875 = tensor.empty() : tensor<10x1568x14x14xf32>
  %g4879 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4874 : tensor<10x1568x14x14xf32>) outs(%e4875 : tensor<10x1568x14x14xf32>) {
  ^bb0(%a4876: f32, %o4877: f32):
    %b4878 = arith.maximumf %a4876, %c0 : f32
    linalg.yield %b4878 : f32
  } -> tensor<10x1568x14x14xf32>
  %e4880 = tensor.empty() : tensor<10x1568x16x16xf32>
  %f4881 = linalg.fill ins(%c0 : f32) outs(%e4880 : tensor<10x1568x16x16xf32>) -> tensor<10x1568x16x16xf32>
  %g4884 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4879 : tensor<10x1568x14x14xf32>) outs(%f4881 : tensor<10x1568x16x16xf32>) {
  ^bb0(%a4882: f32, %o4883: f32):
    linalg.yield %a4882 : f32
  } -> tensor<10x1568x16x16xf32>
  %e4885 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4886 = linalg.fill ins(%c0 : f32) outs(%e4885 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4887 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4884, %dense_blocks_2_layers_41_2_weight : tensor<10x1568x16x16xf32>, tensor<32x1568x3x3xf32>) outs(%f4886 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4888 = tensor.empty() : tensor<10x1600x14x14xf32>
  %cat4889 = tensor.insert_slice %g1424 into %e4888[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4890 = tensor.insert_slice %conv1484 into %cat4889[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4891 = tensor.insert_slice %conv1547 into %cat4890[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4892 = tensor.insert_slice %conv1611 into %cat4891[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4893 = tensor.insert_slice %conv1676 into %cat4892[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4894 = tensor.insert_slice %conv1742 into %cat4893[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4895 = tensor.insert_slice %conv1809 into %cat4894[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4896 = tensor.insert_slice %conv1877 into %cat4895[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4897 = tensor.insert_slice %conv1946 into %cat4896[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4898 = tensor.insert_slice %conv2016 into %cat4897[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4899 = tensor.insert_slice %conv2087 into %cat4898[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4900 = tensor.insert_slice %conv2159 into %cat4899[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4901 = tensor.insert_slice %conv2232 into %cat4900[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4902 = tensor.insert_slice %conv2306 into %cat4901[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4903 = tensor.insert_slice %conv2381 into %cat4902[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4904 = tensor.insert_slice %conv2457 into %cat4903[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4905 = tensor.insert_slice %conv2534 into %cat4904[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4906 = tensor.insert_slice %conv2612 into %cat4905[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4907 = tensor.insert_slice %conv2691 into %cat4906[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4908 = tensor.insert_slice %conv2771 into %cat4907[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4909 = tensor.insert_slice %conv2852 into %cat4908[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4910 = tensor.insert_slice %conv2934 into %cat4909[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4911 = tensor.insert_slice %conv3017 into %cat4910[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4912 = tensor.insert_slice %conv3101 into %cat4911[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4913 = tensor.insert_slice %conv3186 into %cat4912[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4914 = tensor.insert_slice %conv3272 into %cat4913[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4915 = tensor.insert_slice %conv3359 into %cat4914[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4916 = tensor.insert_slice %conv3447 into %cat4915[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4917 = tensor.insert_slice %conv3536 into %cat4916[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4918 = tensor.insert_slice %conv3626 into %cat4917[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4919 = tensor.insert_slice %conv3717 into %cat4918[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4920 = tensor.insert_slice %conv3809 into %cat4919[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4921 = tensor.insert_slice %conv3902 into %cat4920[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4922 = tensor.insert_slice %conv3996 into %cat4921[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4923 = tensor.insert_slice %conv4091 into %cat4922[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4924 = tensor.insert_slice %conv4187 into %cat4923[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4925 = tensor.insert_slice %conv4284 into %cat4924[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4926 = tensor.insert_slice %conv4382 into %cat4925[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4927 = tensor.insert_slice %conv4481 into %cat4926[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4928 = tensor.insert_slice %conv4581 into %cat4927[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4929 = tensor.insert_slice %conv4682 into %cat4928[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4930 = tensor.insert_slice %conv4784 into %cat4929[0, 1536, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %cat4931 = tensor.insert_slice %conv4887 into %cat4930[0, 1568, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1600x14x14xf32>
  %e4932 = tensor.empty() : tensor<1600xf32>
  %f4933 = linalg.fill ins(%c0 : f32) outs(%e4932 : tensor<1600xf32>) -> tensor<1600xf32>
  %g4937 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat4931 : tensor<10x1600x14x14xf32>) outs(%f4933 : tensor<1600xf32>) {
  ^bb0(%a4934: f32, %o4935: f32):
    %b4936 = arith.addf %a4934, %o4935 : f32
    linalg.yield %b4936 : f32
  } -> tensor<1600xf32>
  %e4938 = tensor.empty() : tensor<1600xf32>
  %g4942 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4937 : tensor<1600xf32>) outs(%e4938 : tensor<1600xf32>) {
  ^bb0(%a4939: f32, %o4940: f32):
    %b4941 = arith.divf %a4939, %c7 : f32
    linalg.yield %b4941 : f32
  } -> tensor<1600xf32>
  %e4944 = tensor.empty() : tensor<10x1600x14x14xf32>
  %g4950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4931, %g4942 : tensor<10x1600x14x14xf32>, tensor<1600xf32>) outs(%e4944 : tensor<10x1600x14x14xf32>) {
  ^bb0(%a4945: f32, %a4946: f32, %o4947: f32):
    %b4948 = arith.subf %a4945, %a4946 : f32
    %b4949 = arith.mulf %b4948, %b4948 : f32
    linalg.yield %b4949 : f32
  } -> tensor<10x1600x14x14xf32>
  %e4951 = tensor.empty() : tensor<1600xf32>
  %f4952 = linalg.fill ins(%c0 : f32) outs(%e4951 : tensor<1600xf32>) -> tensor<1600xf32>
  %g4956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4950 : tensor<10x1600x14x14xf32>) outs(%f4952 : tensor<1600xf32>) {
  ^bb0(%a4953: f32, %o4954: f32):
    %b4955 = arith.addf %a4953, %o4954 : f32
    linalg.yield %b4955 : f32
  } -> tensor<1600xf32>
  %e4957 = tensor.empty() : tensor<1600xf32>
  %g4961 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4956 : tensor<1600xf32>) outs(%e4957 : tensor<1600xf32>) {
  ^bb0(%a4958: f32, %o4959: f32):
    %b4960 = arith.divf %a4958, %c7 : f32
    linalg.yield %b4960 : f32
  } -> tensor<1600xf32>
  %e4965 = tensor.empty() : tensor<10x1600x14x14xf32>
  %g4978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat4931, %g4942, %g4961, %dense_blocks_2_layers_42_0_weight, %dense_blocks_2_layers_42_0_bias : tensor<10x1600x14x14xf32>, tensor<1600xf32>, tensor<1600xf32>, tensor<1600xf32>, tensor<1600xf32>) outs(%e4965 : tensor<10x1600x14x14xf32>) {
  ^bb0(%a4966: f32, %a4967: f32, %a4968: f32, %a4969: f32, %a4970: f32, %o4971: f32):
    %b4972 = arith.addf %a4968, %c2 : f32
    %b4973 = math.sqrt %b4972 : f32
    %b4974 = arith.subf %a4966, %a4967 : f32
    %b4975 = arith.divf %b4974, %b4973 : f32
    %b4976 = arith.mulf %b4975, %a4969 : f32
    %b4977 = arith.addf %b4976, %a4970 : f32
    linalg.yield %b4977 : f32
  } -> tensor<10x1600x14x14xf32>
  %e4979 = tensor.empty() : tensor<10x1600x14x14xf32>
  %g4983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4978 : tensor<10x1600x14x14xf32>) outs(%e4979 : tensor<10x1600x14x14xf32>) {
  ^bb0(%a4980: f32, %o4981: f32):
    %b4982 = arith.maximumf %a4980, %c0 : f32
    linalg.yield %b4982 : f32
  } -> tensor<10x1600x14x14xf32>
  %e4984 = tensor.empty() : tensor<10x1600x16x16xf32>
  %f4985 = linalg.fill ins(%c0 : f32) outs(%e4984 : tensor<10x1600x16x16xf32>) -> tensor<10x1600x16x16xf32>
  %g4988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4983 : tensor<10x1600x14x14xf32>) outs(%f4985 : tensor<10x1600x16x16xf32>) {
  ^bb0(%a4986: f32, %o4987: f32):
    linalg.yield %a4986 : f32
  } -> tensor<10x1600x16x16xf32>
  %e4989 = tensor.empty() : tensor<10x32x14x14xf32>
  %f4990 = linalg.fill ins(%c0 : f32) outs(%e4989 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv4991 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4988, %dense_blocks_2_layers_42_2_weight : tensor<10x1600x16x16xf32>, tensor<32x1600x3x3xf32>) outs(%f4990 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e4992 = tensor.empty() : tensor<10x1632x14x14xf32>
  %cat4993 = tensor.insert_slice %g1424 into %e4992[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat4994 = tensor.insert_slice %conv1484 into %cat4993[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat4995 = tensor.insert_slice %conv1547 into %cat4994[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat4996 = tensor.insert_slice %conv1611 into %cat4995[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat4997 = tensor.insert_slice %conv1676 into %cat4996[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat4998 = tensor.insert_slice %conv1742 into %cat4997[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat4999 = tensor.insert_slice %conv1809 into %cat4998[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5000 = tensor.insert_slice %conv1877 into %cat4999[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5001 = tensor.insert_slice %conv1946 into %cat5000[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5002 = tensor.insert_slice %conv2016 into %cat5001[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5003 = tensor.insert_slice %conv2087 into %cat5002[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5004 = tensor.insert_slice %conv2159 into %cat5003[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5005 = tensor.insert_slice %conv2232 into %cat5004[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5006 = tensor.insert_slice %conv2306 into %cat5005[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5007 = tensor.insert_slice %conv2381 into %cat5006[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5008 = tensor.insert_slice %conv2457 into %cat5007[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5009 = tensor.insert_slice %conv2534 into %cat5008[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5010 = tensor.insert_slice %conv2612 into %cat5009[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5011 = tensor.insert_slice %conv2691 into %cat5010[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5012 = tensor.insert_slice %conv2771 into %cat5011[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5013 = tensor.insert_slice %conv2852 into %cat5012[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5014 = tensor.insert_slice %conv2934 into %cat5013[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5015 = tensor.insert_slice %conv3017 into %cat5014[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5016 = tensor.insert_slice %conv3101 into %cat5015[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5017 = tensor.insert_slice %conv3186 into %cat5016[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5018 = tensor.insert_slice %conv3272 into %cat5017[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5019 = tensor.insert_slice %conv3359 into %cat5018[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5020 = tensor.insert_slice %conv3447 into %cat5019[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5021 = tensor.insert_slice %conv3536 into %cat5020[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5022 = tensor.insert_slice %conv3626 into %cat5021[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5023 = tensor.insert_slice %conv3717 into %cat5022[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5024 = tensor.insert_slice %conv3809 into %cat5023[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5025 = tensor.insert_slice %conv3902 into %cat5024[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5026 = tensor.insert_slice %conv3996 into %cat5025[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5027 = tensor.insert_slice %conv4091 into %cat5026[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5028 = tensor.insert_slice %conv4187 into %cat5027[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5029 = tensor.insert_slice %conv4284 into %cat5028[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5030 = tensor.insert_slice %conv4382 into %cat5029[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5031 = tensor.insert_slice %conv4481 into %cat5030[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5032 = tensor.insert_slice %conv4581 into %cat5031[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5033 = tensor.insert_slice %conv4682 into %cat5032[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5034 = tensor.insert_slice %conv4784 into %cat5033[0, 1536, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5035 = tensor.insert_slice %conv4887 into %cat5034[0, 1568, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %cat5036 = tensor.insert_slice %conv4991 into %cat5035[0, 1600, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1632x14x14xf32>
  %e5037 = tensor.empty() : tensor<1632xf32>
  %f5038 = linalg.fill ins(%c0 : f32) outs(%e5037 : tensor<1632xf32>) -> tensor<1632xf32>
  %g5042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5036 : tensor<10x1632x14x14xf32>) outs(%f5038 : tensor<1632xf32>) {
  ^bb0(%a5039: f32, %o5040: f32):
    %b5041 = arith.addf %a5039, %o5040 : f32
    linalg.yield %b5041 : f32
  } -> tensor<1632xf32>
  %e5043 = tensor.empty() : tensor<1632xf32>
  %g5047 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5042 : tensor<1632xf32>) outs(%e5043 : tensor<1632xf32>) {
  ^bb0(%a5044: f32, %o5045: f32):
    %b5046 = arith.divf %a5044, %c7 : f32
    linalg.yield %b5046 : f32
  } -> tensor<1632xf32>
  %e5049 = tensor.empty() : tensor<10x1632x14x14xf32>
  %g5055 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5036, %g5047 : tensor<10x1632x14x14xf32>, tensor<1632xf32>) outs(%e5049 : tensor<10x1632x14x14xf32>) {
  ^bb0(%a5050: f32, %a5051: f32, %o5052: f32):
    %b5053 = arith.subf %a5050, %a5051 : f32
    %b5054 = arith.mulf %b5053, %b5053 : f32
    linalg.yield %b5054 : f32
  } -> tensor<10x1632x14x14xf32>
  %e5056 = tensor.empty() : tensor<1632xf32>
  %f5057 = linalg.fill ins(%c0 : f32) outs(%e5056 : tensor<1632xf32>) -> tensor<1632xf32>
  %g5061 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5055 : tensor<10x1632x14x14xf32>) outs(%f5057 : tensor<1632xf32>) {
  ^bb0(%a5058: f32, %o5059: f32):
    %b5060 = arith.addf %a5058, %o5059 : f32
    linalg.yield %b5060 : f32
  } -> tensor<1632xf32>
  %e5062 = tensor.empty() : tensor<1632xf32>
  %g5066 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5061 : tensor<1632xf32>) outs(%e5062 : tensor<1632xf32>) {
  ^bb0(%a5063: f32, %o5064: f32):
    %b5065 = arith.divf %a5063, %c7 : f32
    linalg.yield %b5065 : f32
  } -> tensor<1632xf32>
  %e5070 = tensor.empty() : tensor<10x1632x14x14xf32>
  %g5083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5036, %g5047, %g5066, %dense_blocks_2_layers_43_0_weight, %dense_blocks_2_layers_43_0_bias : tensor<10x1632x14x14xf32>, tensor<1632xf32>, tensor<1632xf32>, tensor<1632xf32>, tensor<1632xf32>) outs(%e5070 : tensor<10x1632x14x14xf32>) {
  ^bb0(%a5071: f32, %a5072: f32, %a5073: f32, %a5074: f32, %a5075: f32, %o5076: f32):
    %b5077 = arith.addf %a5073, %c2 : f32
    %b5078 = math.sqrt %b5077 : f32
    %b5079 = arith.subf %a5071, %a5072 : f32
    %b5080 = arith.divf %b5079, %b5078 : f32
    %b5081 = arith.mulf %b5080, %a5074 : f32
    %b5082 = arith.addf %b5081, %a5075 : f32
    linalg.yield %b5082 : f32
  } -> tensor<10x1632x14x14xf32>
  %e5084 = tensor.empty() : tensor<10x1632x14x14xf32>
  %g5088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5083 : tensor<10x1632x14x14xf32>) outs(%e5084 : tensor<10x1632x14x14xf32>) {
  ^bb0(%a5085: f32, %o5086: f32):
    %b5087 = arith.maximumf %a5085, %c0 : f32
    linalg.yield %b5087 : f32
  } -> tensor<10x1632x14x14xf32>
  %e5089 = tensor.empty() : tensor<10x1632x16x16xf32>
  %f5090 = linalg.fill ins(%c0 : f32) outs(%e5089 : tensor<10x1632x16x16xf32>) -> tensor<10x1632x16x16xf32>
  %g5093 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5088 : tensor<10x1632x14x14xf32>) outs(%f5090 : tensor<10x1632x16x16xf32>) {
  ^bb0(%a5091: f32, %o5092: f32):
    linalg.yield %a5091 : f32
  } -> tensor<10x1632x16x16xf32>
  %e5094 = tensor.empty() : tensor<10x32x14x14xf32>
  %f5095 = linalg.fill ins(%c0 : f32) outs(%e5094 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv5096 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5093, %dense_blocks_2_layers_43_2_weight : tensor<10x1632x16x16xf32>, tensor<32x1632x3x3xf32>) outs(%f5095 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e5097 = tensor.empty() : tensor<10x1664x14x14xf32>
  %cat5098 = tensor.insert_slice %g1424 into %e5097[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5099 = tensor.insert_slice %conv1484 into %cat5098[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5100 = tensor.insert_slice %conv1547 into %cat5099[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5101 = tensor.insert_slice %conv1611 into %cat5100[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5102 = tensor.insert_slice %conv1676 into %cat5101[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5103 = tensor.insert_slice %conv1742 into %cat5102[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5104 = tensor.insert_slice %conv1809 into %cat5103[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5105 = tensor.insert_slice %conv1877 into %cat5104[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5106 = tensor.insert_slice %conv1946 into %cat5105[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5107 = tensor.insert_slice %conv2016 into %cat5106[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5108 = tensor.insert_slice %conv2087 into %cat5107[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5109 = tensor.insert_slice %conv2159 into %cat5108[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5110 = tensor.insert_slice %conv2232 into %cat5109[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5111 = tensor.insert_slice %conv2306 into %cat5110[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5112 = tensor.insert_slice %conv2381 into %cat5111[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5113 = tensor.insert_slice %conv2457 into %cat5112[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5114 = tensor.insert_slice %conv2534 into %cat5113[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5115 = tensor.insert_slice %conv2612 into %cat5114[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5116 = tensor.insert_slice %conv2691 into %cat5115[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5117 = tensor.insert_slice %conv2771 into %cat5116[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5118 = tensor.insert_slice %conv2852 into %cat5117[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5119 = tensor.insert_slice %conv2934 into %cat5118[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5120 = tensor.insert_slice %conv3017 into %cat5119[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5121 = tensor.insert_slice %conv3101 into %cat5120[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5122 = tensor.insert_slice %conv3186 into %cat5121[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5123 = tensor.insert_slice %conv3272 into %cat5122[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5124 = tensor.insert_slice %conv3359 into %cat5123[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5125 = tensor.insert_slice %conv3447 into %cat5124[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5126 = tensor.insert_slice %conv3536 into %cat5125[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5127 = tensor.insert_slice %conv3626 into %cat5126[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5128 = tensor.insert_slice %conv3717 into %cat5127[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5129 = tensor.insert_slice %conv3809 into %cat5128[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5130 = tensor.insert_slice %conv3902 into %cat5129[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5131 = tensor.insert_slice %conv3996 into %cat5130[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5132 = tensor.insert_slice %conv4091 into %cat5131[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5133 = tensor.insert_slice %conv4187 into %cat5132[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5134 = tensor.insert_slice %conv4284 into %cat5133[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5135 = tensor.insert_slice %conv4382 into %cat5134[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5136 = tensor.insert_slice %conv4481 into %cat5135[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5137 = tensor.insert_slice %conv4581 into %cat5136[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5138 = tensor.insert_slice %conv4682 into %cat5137[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5139 = tensor.insert_slice %conv4784 into %cat5138[0, 1536, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5140 = tensor.insert_slice %conv4887 into %cat5139[0, 1568, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5141 = tensor.insert_slice %conv4991 into %cat5140[0, 1600, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %cat5142 = tensor.insert_slice %conv5096 into %cat5141[0, 1632, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1664x14x14xf32>
  %e5143 = tensor.empty() : tensor<1664xf32>
  %f5144 = linalg.fill ins(%c0 : f32) outs(%e5143 : tensor<1664xf32>) -> tensor<1664xf32>
  %g5148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5142 : tensor<10x1664x14x14xf32>) outs(%f5144 : tensor<1664xf32>) {
  ^bb0(%a5145: f32, %o5146: f32):
    %b5147 = arith.addf %a5145, %o5146 : f32
    linalg.yield %b5147 : f32
  } -> tensor<1664xf32>
  %e5149 = tensor.empty() : tensor<1664xf32>
  %g5153 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5148 : tensor<1664xf32>) outs(%e5149 : tensor<1664xf32>) {
  ^bb0(%a5150: f32, %o5151: f32):
    %b5152 = arith.divf %a5150, %c7 : f32
    linalg.yield %b5152 : f32
  } -> tensor<1664xf32>
  %e5155 = tensor.empty() : tensor<10x1664x14x14xf32>
  %g5161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5142, %g5153 : tensor<10x1664x14x14xf32>, tensor<1664xf32>) outs(%e5155 : tensor<10x1664x14x14xf32>) {
  ^bb0(%a5156: f32, %a5157: f32, %o5158: f32):
    %b5159 = arith.subf %a5156, %a5157 : f32
    %b5160 = arith.mulf %b5159, %b5159 : f32
    linalg.yield %b5160 : f32
  } -> tensor<10x1664x14x14xf32>
  %e5162 = tensor.empty() : tensor<1664xf32>
  %f5163 = linalg.fill ins(%c0 : f32) outs(%e5162 : tensor<1664xf32>) -> tensor<1664xf32>
  %g5167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5161 : tensor<10x1664x14x14xf32>) outs(%f5163 : tensor<1664xf32>) {
  ^bb0(%a5164: f32, %o5165: f32):
    %b5166 = arith.addf %a5164, %o5165 : f32
    linalg.yield %b5166 : f32
  } -> tensor<1664xf32>
  %e5168 = tensor.empty() : tensor<1664xf32>
  %g5172 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5167 : tensor<1664xf32>) outs(%e5168 : tensor<1664xf32>) {
  ^bb0(%a5169: f32, %o5170: f32):
    %b5171 = arith.divf %a5169, %c7 : f32
    linalg.yield %b5171 : f32
  } -> tensor<1664xf32>
  %e5176 = tensor.empty() : tensor<10x1664x14x14xf32>
  %g5189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5142, %g5153, %g5172, %dense_blocks_2_layers_44_0_weight, %dense_blocks_2_layers_44_0_bias : tensor<10x1664x14x14xf32>, tensor<1664xf32>, tensor<1664xf32>, tensor<1664xf32>, tensor<1664xf32>) outs(%e5176 : tensor<10x1664x14x14xf32>) {
  ^bb0(%a5177: f32, %a5178: f32, %a5179: f32, %a5180: f32, %a5181: f32, %o5182: f32):
    %b5183 = arith.addf %a5179, %c2 : f32
    %b5184 = math.sqrt %b5183 : f32
    %b5185 = arith.subf %a5177, %a5178 : f32
    %b5186 = arith.divf %b5185, %b5184 : f32
    %b5187 = arith.mulf %b5186, %a5180 : f32
    %b5188 = arith.addf %b5187, %a5181 : f32
    linalg.yield %b5188 : f32
  } -> tensor<10x1664x14x14xf32>
  %e5190 = tensor.empty() : tensor<10x1664x14x14xf32>
  %g5194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5189 : tensor<10x1664x14x14xf32>) outs(%e5190 : tensor<10x1664x14x14xf32>) {
  ^bb0(%a5191: f32, %o5192: f32):
    %b5193 = arith.maximumf %a5191, %c0 : f32
    linalg.yield %b5193 : f32
  } -> tensor<10x1664x14x14xf32>
  %e5195 = tensor.empty() : tensor<10x1664x16x16xf32>
  %f5196 = linalg.fill ins(%c0 : f32) outs(%e5195 : tensor<10x1664x16x16xf32>) -> tensor<10x1664x16x16xf32>
  %g5199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5194 : tensor<10x1664x14x14xf32>) outs(%f5196 : tensor<10x1664x16x16xf32>) {
  ^bb0(%a5197: f32, %o5198: f32):
    linalg.yield %a5197 : f32
  } -> tensor<10x1664x16x16xf32>
  %e5200 = tensor.empty() : tensor<10x32x14x14xf32>
  %f5201 = linalg.fill ins(%c0 : f32) outs(%e5200 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv5202 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5199, %dense_blocks_2_layers_44_2_weight : tensor<10x1664x16x16xf32>, tensor<32x1664x3x3xf32>) outs(%f5201 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e5203 = tensor.empty() : tensor<10x1696x14x14xf32>
  %cat5204 = tensor.insert_slice %g1424 into %e5203[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5205 = tensor.insert_slice %conv1484 into %cat5204[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5206 = tensor.insert_slice %conv1547 into %cat5205[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5207 = tensor.insert_slice %conv1611 into %cat5206[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5208 = tensor.insert_slice %conv1676 into %cat5207[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5209 = tensor.insert_slice %conv1742 into %cat5208[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5210 = tensor.insert_slice %conv1809 into %cat5209[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5211 = tensor.insert_slice %conv1877 into %cat5210[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5212 = tensor.insert_slice %conv1946 into %cat5211[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5213 = tensor.insert_slice %conv2016 into %cat5212[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5214 = tensor.insert_slice %conv2087 into %cat5213[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5215 = tensor.insert_slice %conv2159 into %cat5214[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5216 = tensor.insert_slice %conv2232 into %cat5215[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5217 = tensor.insert_slice %conv2306 into %cat5216[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5218 = tensor.insert_slice %conv2381 into %cat5217[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5219 = tensor.insert_slice %conv2457 into %cat5218[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5220 = tensor.insert_slice %conv2534 into %cat5219[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5221 = tensor.insert_slice %conv2612 into %cat5220[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5222 = tensor.insert_slice %conv2691 into %cat5221[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5223 = tensor.insert_slice %conv2771 into %cat5222[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5224 = tensor.insert_slice %conv2852 into %cat5223[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5225 = tensor.insert_slice %conv2934 into %cat5224[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5226 = tensor.insert_slice %conv3017 into %cat5225[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5227 = tensor.insert_slice %conv3101 into %cat5226[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5228 = tensor.insert_slice %conv3186 into %cat5227[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5229 = tensor.insert_slice %conv3272 into %cat5228[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5230 = tensor.insert_slice %conv3359 into %cat5229[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5231 = tensor.insert_slice %conv3447 into %cat5230[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5232 = tensor.insert_slice %conv3536 into %cat5231[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5233 = tensor.insert_slice %conv3626 into %cat5232[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5234 = tensor.insert_slice %conv3717 into %cat5233[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5235 = tensor.insert_slice %conv3809 into %cat5234[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5236 = tensor.insert_slice %conv3902 into %cat5235[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5237 = tensor.insert_slice %conv3996 into %cat5236[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5238 = tensor.insert_slice %conv4091 into %cat5237[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5239 = tensor.insert_slice %conv4187 into %cat5238[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5240 = tensor.insert_slice %conv4284 into %cat5239[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5241 = tensor.insert_slice %conv4382 into %cat5240[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5242 = tensor.insert_slice %conv4481 into %cat5241[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5243 = tensor.insert_slice %conv4581 into %cat5242[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5244 = tensor.insert_slice %conv4682 into %cat5243[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5245 = tensor.insert_slice %conv4784 into %cat5244[0, 1536, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5246 = tensor.insert_slice %conv4887 into %cat5245[0, 1568, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5247 = tensor.insert_slice %conv4991 into %cat5246[0, 1600, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5248 = tensor.insert_slice %conv5096 into %cat5247[0, 1632, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %cat5249 = tensor.insert_slice %conv5202 into %cat5248[0, 1664, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1696x14x14xf32>
  %e5250 = tensor.empty() : tensor<1696xf32>
  %f5251 = linalg.fill ins(%c0 : f32) outs(%e5250 : tensor<1696xf32>) -> tensor<1696xf32>
  %g5255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5249 : tensor<10x1696x14x14xf32>) outs(%f5251 : tensor<1696xf32>) {
  ^bb0(%a5252: f32, %o5253: f32):
    %b5254 = arith.addf %a5252, %o5253 : f32
    linalg.yield %b5254 : f32
  } -> tensor<1696xf32>
  %e5256 = tensor.empty() : tensor<1696xf32>
  %g5260 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5255 : tensor<1696xf32>) outs(%e5256 : tensor<1696xf32>) {
  ^bb0(%a5257: f32, %o5258: f32):
    %b5259 = arith.divf %a5257, %c7 : f32
    linalg.yield %b5259 : f32
  } -> tensor<1696xf32>
  %e5262 = tensor.empty() : tensor<10x1696x14x14xf32>
  %g5268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5249, %g5260 : tensor<10x1696x14x14xf32>, tensor<1696xf32>) outs(%e5262 : tensor<10x1696x14x14xf32>) {
  ^bb0(%a5263: f32, %a5264: f32, %o5265: f32):
    %b5266 = arith.subf %a5263, %a5264 : f32
    %b5267 = arith.mulf %b5266, %b5266 : f32
    linalg.yield %b5267 : f32
  } -> tensor<10x1696x14x14xf32>
  %e5269 = tensor.empty() : tensor<1696xf32>
  %f5270 = linalg.fill ins(%c0 : f32) outs(%e5269 : tensor<1696xf32>) -> tensor<1696xf32>
  %g5274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5268 : tensor<10x1696x14x14xf32>) outs(%f5270 : tensor<1696xf32>) {
  ^bb0(%a5271: f32, %o5272: f32):
    %b5273 = arith.addf %a5271, %o5272 : f32
    linalg.yield %b5273 : f32
  } -> tensor<1696xf32>
  %e5275 = tensor.empty() : tensor<1696xf32>
  %g5279 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5274 : tensor<1696xf32>) outs(%e5275 : tensor<1696xf32>) {
  ^bb0(%a5276: f32, %o5277: f32):
    %b5278 = arith.divf %a5276, %c7 : f32
    linalg.yield %b5278 : f32
  } -> tensor<1696xf32>
  %e5283 = tensor.empty() : tensor<10x1696x14x14xf32>
  %g5296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5249, %g5260, %g5279, %dense_blocks_2_layers_45_0_weight, %dense_blocks_2_layers_45_0_bias : tensor<10x1696x14x14xf32>, tensor<1696xf32>, tensor<1696xf32>, tensor<1696xf32>, tensor<1696xf32>) outs(%e5283 : tensor<10x1696x14x14xf32>) {
  ^bb0(%a5284: f32, %a5285: f32, %a5286: f32, %a5287: f32, %a5288: f32, %o5289: f32):
    %b5290 = arith.addf %a5286, %c2 : f32
    %b5291 = math.sqrt %b5290 : f32
    %b5292 = arith.subf %a5284, %a5285 : f32
    %b5293 = arith.divf %b5292, %b5291 : f32
    %b5294 = arith.mulf %b5293, %a5287 : f32
    %b5295 = arith.addf %b5294, %a5288 : f32
    linalg.yield %b5295 : f32
  } -> tensor<10x1696x14x14xf32>
  %e5297 = tensor.empty() : tensor<10x1696x14x14xf32>
  %g5301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5296 : tensor<10x1696x14x14xf32>) outs(%e5297 : tensor<10x1696x14x14xf32>) {
  ^bb0(%a5298: f32, %o5299: f32):
    %b5300 = arith.maximumf %a5298, %c0 : f32
    linalg.yield %b5300 : f32
  } -> tensor<10x1696x14x14xf32>
  %e5302 = tensor.empty() : tensor<10x1696x16x16xf32>
  %f5303 = linalg.fill ins(%c0 : f32) outs(%e5302 : tensor<10x1696x16x16xf32>) -> tensor<10x1696x16x16xf32>
  %g5306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5301 : tensor<10x1696x14x14xf32>) outs(%f5303 : tensor<10x1696x16x16xf32>) {
  ^bb0(%a5304: f32, %o5305: f32):
    linalg.yield %a5304 : f32
  } -> tensor<10x1696x16x16xf32>
  %e5307 = tensor.empty() : tensor<10x32x14x14xf32>
  %f5308 = linalg.fill ins(%c0 : f32) outs(%e5307 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv5309 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5306, %dense_blocks_2_layers_45_2_weight : tensor<10x1696x16x16xf32>, tensor<32x1696x3x3xf32>) outs(%f5308 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e5310 = tensor.empty() : tensor<10x1728x14x14xf32>
  %cat5311 = tensor.insert_slice %g1424 into %e5310[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5312 = tensor.insert_slice %conv1484 into %cat5311[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5313 = tensor.insert_slice %conv1547 into %cat5312[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5314 = tensor.insert_slice %conv1611 into %cat5313[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5315 = tensor.insert_slice %conv1676 into %cat5314[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5316 = tensor.insert_slice %conv1742 into %cat5315[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5317 = tensor.insert_slice %conv1809 into %cat5316[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5318 = tensor.insert_slice %conv1877 into %cat5317[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5319 = tensor.insert_slice %conv1946 into %cat5318[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5320 = tensor.insert_slice %conv2016 into %cat5319[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5321 = tensor.insert_slice %conv2087 into %cat5320[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5322 = tensor.insert_slice %conv2159 into %cat5321[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5323 = tensor.insert_slice %conv2232 into %cat5322[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5324 = tensor.insert_slice %conv2306 into %cat5323[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5325 = tensor.insert_slice %conv2381 into %cat5324[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5326 = tensor.insert_slice %conv2457 into %cat5325[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5327 = tensor.insert_slice %conv2534 into %cat5326[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5328 = tensor.insert_slice %conv2612 into %cat5327[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5329 = tensor.insert_slice %conv2691 into %cat5328[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5330 = tensor.insert_slice %conv2771 into %cat5329[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5331 = tensor.insert_slice %conv2852 into %cat5330[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5332 = tensor.insert_slice %conv2934 into %cat5331[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5333 = tensor.insert_slice %conv3017 into %cat5332[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5334 = tensor.insert_slice %conv3101 into %cat5333[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5335 = tensor.insert_slice %conv3186 into %cat5334[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5336 = tensor.insert_slice %conv3272 into %cat5335[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5337 = tensor.insert_slice %conv3359 into %cat5336[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5338 = tensor.insert_slice %conv3447 into %cat5337[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5339 = tensor.insert_slice %conv3536 into %cat5338[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5340 = tensor.insert_slice %conv3626 into %cat5339[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5341 = tensor.insert_slice %conv3717 into %cat5340[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5342 = tensor.insert_slice %conv3809 into %cat5341[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5343 = tensor.insert_slice %conv3902 into %cat5342[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5344 = tensor.insert_slice %conv3996 into %cat5343[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5345 = tensor.insert_slice %conv4091 into %cat5344[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5346 = tensor.insert_slice %conv4187 into %cat5345[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5347 = tensor.insert_slice %conv4284 into %cat5346[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5348 = tensor.insert_slice %conv4382 into %cat5347[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5349 = tensor.insert_slice %conv4481 into %cat5348[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5350 = tensor.insert_slice %conv4581 into %cat5349[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5351 = tensor.insert_slice %conv4682 into %cat5350[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5352 = tensor.insert_slice %conv4784 into %cat5351[0, 1536, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5353 = tensor.insert_slice %conv4887 into %cat5352[0, 1568, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5354 = tensor.insert_slice %conv4991 into %cat5353[0, 1600, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5355 = tensor.insert_slice %conv5096 into %cat5354[0, 1632, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5356 = tensor.insert_slice %conv5202 into %cat5355[0, 1664, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %cat5357 = tensor.insert_slice %conv5309 into %cat5356[0, 1696, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1728x14x14xf32>
  %e5358 = tensor.empty() : tensor<1728xf32>
  %f5359 = linalg.fill ins(%c0 : f32) outs(%e5358 : tensor<1728xf32>) -> tensor<1728xf32>
  %g5363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5357 : tensor<10x1728x14x14xf32>) outs(%f5359 : tensor<1728xf32>) {
  ^bb0(%a5360: f32, %o5361: f32):
    %b5362 = arith.addf %a5360, %o5361 : f32
    linalg.yield %b5362 : f32
  } -> tensor<1728xf32>
  %e5364 = tensor.empty() : tensor<1728xf32>
  %g5368 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5363 : tensor<1728xf32>) outs(%e5364 : tensor<1728xf32>) {
  ^bb0(%a5365: f32, %o5366: f32):
    %b5367 = arith.divf %a5365, %c7 : f32
    linalg.yield %b5367 : f32
  } -> tensor<1728xf32>
  %e5370 = tensor.empty() : tensor<10x1728x14x14xf32>
  %g5376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5357, %g5368 : tensor<10x1728x14x14xf32>, tensor<1728xf32>) outs(%e5370 : tensor<10x1728x14x14xf32>) {
  ^bb0(%a5371: f32, %a5372: f32, %o5373: f32):
    %b5374 = arith.subf %a5371, %a5372 : f32
    %b5375 = arith.mulf %b5374, %b5374 : f32
    linalg.yield %b5375 : f32
  } -> tensor<10x1728x14x14xf32>
  %e5377 = tensor.empty() : tensor<1728xf32>
  %f5378 = linalg.fill ins(%c0 : f32) outs(%e5377 : tensor<1728xf32>) -> tensor<1728xf32>
  %g5382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5376 : tensor<10x1728x14x14xf32>) outs(%f5378 : tensor<1728xf32>) {
  ^bb0(%a5379: f32, %o5380: f32):
    %b5381 = arith.addf %a5379, %o5380 : f32
    linalg.yield %b5381 : f32
  } -> tensor<1728xf32>
  %e5383 = tensor.empty() : tensor<1728xf32>
  %g5387 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5382 : tensor<1728xf32>) outs(%e5383 : tensor<1728xf32>) {
  ^bb0(%a5384: f32, %o5385: f32):
    %b5386 = arith.divf %a5384, %c7 : f32
    linalg.yield %b5386 : f32
  } -> tensor<1728xf32>
  %e5391 = tensor.empty() : tensor<10x1728x14x14xf32>
  %g5404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5357, %g5368, %g5387, %dense_blocks_2_layers_46_0_weight, %dense_blocks_2_layers_46_0_bias : tensor<10x1728x14x14xf32>, tensor<1728xf32>, tensor<1728xf32>, tensor<1728xf32>, tensor<1728xf32>) outs(%e5391 : tensor<10x1728x14x14xf32>) {
  ^bb0(%a5392: f32, %a5393: f32, %a5394: f32, %a5395: f32, %a5396: f32, %o5397: f32):
    %b5398 = arith.addf %a5394, %c2 : f32
    %b5399 = math.sqrt %b5398 : f32
    %b5400 = arith.subf %a5392, %a5393 : f32
    %b5401 = arith.divf %b5400, %b5399 : f32
    %b5402 = arith.mulf %b5401, %a5395 : f32
    %b5403 = arith.addf %b5402, %a5396 : f32
    linalg.yield %b5403 : f32
  } -> tensor<10x1728x14x14xf32>
  %e5405 = tensor.empty() : tensor<10x1728x14x14xf32>
  %g5409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5404 : tensor<10x1728x14x14xf32>) outs(%e5405 : tensor<10x1728x14x14xf32>) {
  ^bb0(%a5406: f32, %o5407: f32):
    %b5408 = arith.maximumf %a5406, %c0 : f32
    linalg.yield %b5408 : f32
  } -> tensor<10x1728x14x14xf32>
  %e5410 = tensor.empty() : tensor<10x1728x16x16xf32>
  %f5411 = linalg.fill ins(%c0 : f32) outs(%e5410 : tensor<10x1728x16x16xf32>) -> tensor<10x1728x16x16xf32>
  %g5414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5409 : tensor<10x1728x14x14xf32>) outs(%f5411 : tensor<10x1728x16x16xf32>) {
  ^bb0(%a5412: f32, %o5413: f32):
    linalg.yield %a5412 : f32
  } -> tensor<10x1728x16x16xf32>
  %e5415 = tensor.empty() : tensor<10x32x14x14xf32>
  %f5416 = linalg.fill ins(%c0 : f32) outs(%e5415 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv5417 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5414, %dense_blocks_2_layers_46_2_weight : tensor<10x1728x16x16xf32>, tensor<32x1728x3x3xf32>) outs(%f5416 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e5418 = tensor.empty() : tensor<10x1760x14x14xf32>
  %cat5419 = tensor.insert_slice %g1424 into %e5418[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5420 = tensor.insert_slice %conv1484 into %cat5419[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5421 = tensor.insert_slice %conv1547 into %cat5420[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5422 = tensor.insert_slice %conv1611 into %cat5421[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5423 = tensor.insert_slice %conv1676 into %cat5422[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5424 = tensor.insert_slice %conv1742 into %cat5423[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5425 = tensor.insert_slice %conv1809 into %cat5424[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5426 = tensor.insert_slice %conv1877 into %cat5425[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5427 = tensor.insert_slice %conv1946 into %cat5426[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5428 = tensor.insert_slice %conv2016 into %cat5427[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5429 = tensor.insert_slice %conv2087 into %cat5428[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5430 = tensor.insert_slice %conv2159 into %cat5429[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5431 = tensor.insert_slice %conv2232 into %cat5430[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5432 = tensor.insert_slice %conv2306 into %cat5431[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5433 = tensor.insert_slice %conv2381 into %cat5432[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5434 = tensor.insert_slice %conv2457 into %cat5433[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5435 = tensor.insert_slice %conv2534 into %cat5434[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5436 = tensor.insert_slice %conv2612 into %cat5435[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5437 = tensor.insert_slice %conv2691 into %cat5436[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5438 = tensor.insert_slice %conv2771 into %cat5437[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5439 = tensor.insert_slice %conv2852 into %cat5438[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5440 = tensor.insert_slice %conv2934 into %cat5439[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5441 = tensor.insert_slice %conv3017 into %cat5440[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5442 = tensor.insert_slice %conv3101 into %cat5441[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5443 = tensor.insert_slice %conv3186 into %cat5442[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5444 = tensor.insert_slice %conv3272 into %cat5443[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5445 = tensor.insert_slice %conv3359 into %cat5444[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5446 = tensor.insert_slice %conv3447 into %cat5445[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5447 = tensor.insert_slice %conv3536 into %cat5446[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5448 = tensor.insert_slice %conv3626 into %cat5447[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5449 = tensor.insert_slice %conv3717 into %cat5448[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5450 = tensor.insert_slice %conv3809 into %cat5449[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5451 = tensor.insert_slice %conv3902 into %cat5450[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5452 = tensor.insert_slice %conv3996 into %cat5451[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5453 = tensor.insert_slice %conv4091 into %cat5452[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5454 = tensor.insert_slice %conv4187 into %cat5453[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5455 = tensor.insert_slice %conv4284 into %cat5454[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5456 = tensor.insert_slice %conv4382 into %cat5455[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5457 = tensor.insert_slice %conv4481 into %cat5456[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5458 = tensor.insert_slice %conv4581 into %cat5457[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5459 = tensor.insert_slice %conv4682 into %cat5458[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5460 = tensor.insert_slice %conv4784 into %cat5459[0, 1536, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5461 = tensor.insert_slice %conv4887 into %cat5460[0, 1568, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5462 = tensor.insert_slice %conv4991 into %cat5461[0, 1600, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5463 = tensor.insert_slice %conv5096 into %cat5462[0, 1632, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5464 = tensor.insert_slice %conv5202 into %cat5463[0, 1664, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5465 = tensor.insert_slice %conv5309 into %cat5464[0, 1696, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %cat5466 = tensor.insert_slice %conv5417 into %cat5465[0, 1728, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1760x14x14xf32>
  %e5467 = tensor.empty() : tensor<1760xf32>
  %f5468 = linalg.fill ins(%c0 : f32) outs(%e5467 : tensor<1760xf32>) -> tensor<1760xf32>
  %g5472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5466 : tensor<10x1760x14x14xf32>) outs(%f5468 : tensor<1760xf32>) {
  ^bb0(%a5469: f32, %o5470: f32):
    %b5471 = arith.addf %a5469, %o5470 : f32
    linalg.yield %b5471 : f32
  } -> tensor<1760xf32>
  %e5473 = tensor.empty() : tensor<1760xf32>
  %g5477 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5472 : tensor<1760xf32>) outs(%e5473 : tensor<1760xf32>) {
  ^bb0(%a5474: f32, %o5475: f32):
    %b5476 = arith.divf %a5474, %c7 : f32
    linalg.yield %b5476 : f32
  } -> tensor<1760xf32>
  %e5479 = tensor.empty() : tensor<10x1760x14x14xf32>
  %g5485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5466, %g5477 : tensor<10x1760x14x14xf32>, tensor<1760xf32>) outs(%e5479 : tensor<10x1760x14x14xf32>) {
  ^bb0(%a5480: f32, %a5481: f32, %o5482: f32):
    %b5483 = arith.subf %a5480, %a5481 : f32
    %b5484 = arith.mulf %b5483, %b5483 : f32
    linalg.yield %b5484 : f32
  } -> tensor<10x1760x14x14xf32>
  %e5486 = tensor.empty() : tensor<1760xf32>
  %f5487 = linalg.fill ins(%c0 : f32) outs(%e5486 : tensor<1760xf32>) -> tensor<1760xf32>
  %g5491 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5485 : tensor<10x1760x14x14xf32>) outs(%f5487 : tensor<1760xf32>) {
  ^bb0(%a5488: f32, %o5489: f32):
    %b5490 = arith.addf %a5488, %o5489 : f32
    linalg.yield %b5490 : f32
  } -> tensor<1760xf32>
  %e5492 = tensor.empty() : tensor<1760xf32>
  %g5496 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5491 : tensor<1760xf32>) outs(%e5492 : tensor<1760xf32>) {
  ^bb0(%a5493: f32, %o5494: f32):
    %b5495 = arith.divf %a5493, %c7 : f32
    linalg.yield %b5495 : f32
  } -> tensor<1760xf32>
  %e5500 = tensor.empty() : tensor<10x1760x14x14xf32>
  %g5513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5466, %g5477, %g5496, %dense_blocks_2_layers_47_0_weight, %dense_blocks_2_layers_47_0_bias : tensor<10x1760x14x14xf32>, tensor<1760xf32>, tensor<1760xf32>, tensor<1760xf32>, tensor<1760xf32>) outs(%e5500 : tensor<10x1760x14x14xf32>) {
  ^bb0(%a5501: f32, %a5502: f32, %a5503: f32, %a5504: f32, %a5505: f32, %o5506: f32):
    %b5507 = arith.addf %a5503, %c2 : f32
    %b5508 = math.sqrt %b5507 : f32
    %b5509 = arith.subf %a5501, %a5502 : f32
    %b5510 = arith.divf %b5509, %b5508 : f32
    %b5511 = arith.mulf %b5510, %a5504 : f32
    %b5512 = arith.addf %b5511, %a5505 : f32
    linalg.yield %b5512 : f32
  } -> tensor<10x1760x14x14xf32>
  %e5514 = tensor.empty() : tensor<10x1760x14x14xf32>
  %g5518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5513 : tensor<10x1760x14x14xf32>) outs(%e5514 : tensor<10x1760x14x14xf32>) {
  ^bb0(%a5515: f32, %o5516: f32):
    %b5517 = arith.maximumf %a5515, %c0 : f32
    linalg.yield %b5517 : f32
  } -> tensor<10x1760x14x14xf32>
  %e5519 = tensor.empty() : tensor<10x1760x16x16xf32>
  %f5520 = linalg.fill ins(%c0 : f32) outs(%e5519 : tensor<10x1760x16x16xf32>) -> tensor<10x1760x16x16xf32>
  %g5523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5518 : tensor<10x1760x14x14xf32>) outs(%f5520 : tensor<10x1760x16x16xf32>) {
  ^bb0(%a5521: f32, %o5522: f32):
    linalg.yield %a5521 : f32
  } -> tensor<10x1760x16x16xf32>
  %e5524 = tensor.empty() : tensor<10x32x14x14xf32>
  %f5525 = linalg.fill ins(%c0 : f32) outs(%e5524 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv5526 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5523, %dense_blocks_2_layers_47_2_weight : tensor<10x1760x16x16xf32>, tensor<32x1760x3x3xf32>) outs(%f5525 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e5527 = tensor.empty() : tensor<10x1792x14x14xf32>
  %cat5528 = tensor.insert_slice %g1424 into %e5527[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5529 = tensor.insert_slice %conv1484 into %cat5528[0, 256, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5530 = tensor.insert_slice %conv1547 into %cat5529[0, 288, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5531 = tensor.insert_slice %conv1611 into %cat5530[0, 320, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5532 = tensor.insert_slice %conv1676 into %cat5531[0, 352, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5533 = tensor.insert_slice %conv1742 into %cat5532[0, 384, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5534 = tensor.insert_slice %conv1809 into %cat5533[0, 416, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5535 = tensor.insert_slice %conv1877 into %cat5534[0, 448, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5536 = tensor.insert_slice %conv1946 into %cat5535[0, 480, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5537 = tensor.insert_slice %conv2016 into %cat5536[0, 512, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5538 = tensor.insert_slice %conv2087 into %cat5537[0, 544, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5539 = tensor.insert_slice %conv2159 into %cat5538[0, 576, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5540 = tensor.insert_slice %conv2232 into %cat5539[0, 608, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5541 = tensor.insert_slice %conv2306 into %cat5540[0, 640, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5542 = tensor.insert_slice %conv2381 into %cat5541[0, 672, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5543 = tensor.insert_slice %conv2457 into %cat5542[0, 704, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5544 = tensor.insert_slice %conv2534 into %cat5543[0, 736, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5545 = tensor.insert_slice %conv2612 into %cat5544[0, 768, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5546 = tensor.insert_slice %conv2691 into %cat5545[0, 800, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5547 = tensor.insert_slice %conv2771 into %cat5546[0, 832, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5548 = tensor.insert_slice %conv2852 into %cat5547[0, 864, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5549 = tensor.insert_slice %conv2934 into %cat5548[0, 896, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5550 = tensor.insert_slice %conv3017 into %cat5549[0, 928, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5551 = tensor.insert_slice %conv3101 into %cat5550[0, 960, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5552 = tensor.insert_slice %conv3186 into %cat5551[0, 992, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5553 = tensor.insert_slice %conv3272 into %cat5552[0, 1024, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5554 = tensor.insert_slice %conv3359 into %cat5553[0, 1056, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5555 = tensor.insert_slice %conv3447 into %cat5554[0, 1088, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5556 = tensor.insert_slice %conv3536 into %cat5555[0, 1120, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5557 = tensor.insert_slice %conv3626 into %cat5556[0, 1152, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5558 = tensor.insert_slice %conv3717 into %cat5557[0, 1184, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5559 = tensor.insert_slice %conv3809 into %cat5558[0, 1216, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5560 = tensor.insert_slice %conv3902 into %cat5559[0, 1248, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5561 = tensor.insert_slice %conv3996 into %cat5560[0, 1280, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5562 = tensor.insert_slice %conv4091 into %cat5561[0, 1312, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5563 = tensor.insert_slice %conv4187 into %cat5562[0, 1344, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5564 = tensor.insert_slice %conv4284 into %cat5563[0, 1376, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5565 = tensor.insert_slice %conv4382 into %cat5564[0, 1408, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5566 = tensor.insert_slice %conv4481 into %cat5565[0, 1440, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5567 = tensor.insert_slice %conv4581 into %cat5566[0, 1472, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5568 = tensor.insert_slice %conv4682 into %cat5567[0, 1504, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5569 = tensor.insert_slice %conv4784 into %cat5568[0, 1536, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5570 = tensor.insert_slice %conv4887 into %cat5569[0, 1568, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5571 = tensor.insert_slice %conv4991 into %cat5570[0, 1600, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5572 = tensor.insert_slice %conv5096 into %cat5571[0, 1632, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5573 = tensor.insert_slice %conv5202 into %cat5572[0, 1664, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5574 = tensor.insert_slice %conv5309 into %cat5573[0, 1696, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5575 = tensor.insert_slice %conv5417 into %cat5574[0, 1728, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %cat5576 = tensor.insert_slice %conv5526 into %cat5575[0, 1760, 0, 0] [10, 32, 14, 14] [1, 1, 1, 1] : tensor<10x32x14x14xf32> into tensor<10x1792x14x14xf32>
  %e5577 = tensor.empty() : tensor<1792xf32>
  %f5578 = linalg.fill ins(%c0 : f32) outs(%e5577 : tensor<1792xf32>) -> tensor<1792xf32>
  %g5582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5576 : tensor<10x1792x14x14xf32>) outs(%f5578 : tensor<1792xf32>) {
  ^bb0(%a5579: f32, %o5580: f32):
    %b5581 = arith.addf %a5579, %o5580 : f32
    linalg.yield %b5581 : f32
  } -> tensor<1792xf32>
  %e5583 = tensor.empty() : tensor<1792xf32>
  %g5587 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5582 : tensor<1792xf32>) outs(%e5583 : tensor<1792xf32>) {
  ^bb0(%a5584: f32, %o5585: f32):
    %b5586 = arith.divf %a5584, %c7 : f32
    linalg.yield %b5586 : f32
  } -> tensor<1792xf32>
  %e5589 = tensor.empty() : tensor<10x1792x14x14xf32>
  %g5595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5576, %g5587 : tensor<10x1792x14x14xf32>, tensor<1792xf32>) outs(%e5589 : tensor<10x1792x14x14xf32>) {
  ^bb0(%a5590: f32, %a5591: f32, %o5592: f32):
    %b5593 = arith.subf %a5590, %a5591 : f32
    %b5594 = arith.mulf %b5593, %b5593 : f32
    linalg.yield %b5594 : f32
  } -> tensor<10x1792x14x14xf32>
  %e5596 = tensor.empty() : tensor<1792xf32>
  %f5597 = linalg.fill ins(%c0 : f32) outs(%e5596 : tensor<1792xf32>) -> tensor<1792xf32>
  %g5601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5595 : tensor<10x1792x14x14xf32>) outs(%f5597 : tensor<1792xf32>) {
  ^bb0(%a5598: f32, %o5599: f32):
    %b5600 = arith.addf %a5598, %o5599 : f32
    linalg.yield %b5600 : f32
  } -> tensor<1792xf32>
  %e5602 = tensor.empty() : tensor<1792xf32>
  %g5606 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5601 : tensor<1792xf32>) outs(%e5602 : tensor<1792xf32>) {
  ^bb0(%a5603: f32, %o5604: f32):
    %b5605 = arith.divf %a5603, %c7 : f32
    linalg.yield %b5605 : f32
  } -> tensor<1792xf32>
  %e5610 = tensor.empty() : tensor<10x1792x14x14xf32>
  %g5623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5576, %g5587, %g5606, %transition_layers_2_transition_0_weight, %transition_layers_2_transition_0_bias : tensor<10x1792x14x14xf32>, tensor<1792xf32>, tensor<1792xf32>, tensor<1792xf32>, tensor<1792xf32>) outs(%e5610 : tensor<10x1792x14x14xf32>) {
  ^bb0(%a5611: f32, %a5612: f32, %a5613: f32, %a5614: f32, %a5615: f32, %o5616: f32):
    %b5617 = arith.addf %a5613, %c2 : f32
    %b5618 = math.sqrt %b5617 : f32
    %b5619 = arith.subf %a5611, %a5612 : f32
    %b5620 = arith.divf %b5619, %b5618 : f32
    %b5621 = arith.mulf %b5620, %a5614 : f32
    %b5622 = arith.addf %b5621, %a5615 : f32
    linalg.yield %b5622 : f32
  } -> tensor<10x1792x14x14xf32>
  %e5624 = tensor.empty() : tensor<10x1792x14x14xf32>
  %g5628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5623 : tensor<10x1792x14x14xf32>) outs(%e5624 : tensor<10x1792x14x14xf32>) {
  ^bb0(%a5625: f32, %o5626: f32):
    %b5627 = arith.maximumf %a5625, %c0 : f32
    linalg.yield %b5627 : f32
  } -> tensor<10x1792x14x14xf32>
  %e5629 = tensor.empty() : tensor<10x896x14x14xf32>
  %f5630 = linalg.fill ins(%c0 : f32) outs(%e5629 : tensor<10x896x14x14xf32>) -> tensor<10x896x14x14xf32>
  %conv5631 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5628, %transition_layers_2_transition_2_weight : tensor<10x1792x14x14xf32>, tensor<896x1792x1x1xf32>) outs(%f5630 : tensor<10x896x14x14xf32>) -> tensor<10x896x14x14xf32>
  %e5632 = tensor.empty() : tensor<10x896x7x7xf32>
  %f5633 = linalg.fill ins(%c0 : f32) outs(%e5632 : tensor<10x896x7x7xf32>) -> tensor<10x896x7x7xf32>
  %e5634 = tensor.empty() : tensor<2x2xf32>
  %pool5635 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%conv5631, %e5634 : tensor<10x896x14x14xf32>, tensor<2x2xf32>) outs(%f5633 : tensor<10x896x7x7xf32>) -> tensor<10x896x7x7xf32>
  %e5636 = tensor.empty() : tensor<10x896x7x7xf32>
  %g5640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool5635 : tensor<10x896x7x7xf32>) outs(%e5636 : tensor<10x896x7x7xf32>) {
  ^bb0(%a5637: f32, %o5638: f32):
    %b5639 = arith.divf %a5637, %c5 : f32
    linalg.yield %b5639 : f32
  } -> tensor<10x896x7x7xf32>
  %e5641 = tensor.empty() : tensor<896xf32>
  %f5642 = linalg.fill ins(%c0 : f32) outs(%e5641 : tensor<896xf32>) -> tensor<896xf32>
  %g5646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5640 : tensor<10x896x7x7xf32>) outs(%f5642 : tensor<896xf32>) {
  ^bb0(%a5643: f32, %o5644: f32):
    %b5645 = arith.addf %a5643, %o5644 : f32
    linalg.yield %b5645 : f32
  } -> tensor<896xf32>
  %e5647 = tensor.empty() : tensor<896xf32>
  %g5651 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5646 : tensor<896xf32>) outs(%e5647 : tensor<896xf32>) {
  ^bb0(%a5648: f32, %o5649: f32):
    %b5650 = arith.divf %a5648, %c8 : f32
    linalg.yield %b5650 : f32
  } -> tensor<896xf32>
  %e5653 = tensor.empty() : tensor<10x896x7x7xf32>
  %g5659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5640, %g5651 : tensor<10x896x7x7xf32>, tensor<896xf32>) outs(%e5653 : tensor<10x896x7x7xf32>) {
  ^bb0(%a5654: f32, %a5655: f32, %o5656: f32):
    %b5657 = arith.subf %a5654, %a5655 : f32
    %b5658 = arith.mulf %b5657, %b5657 : f32
    linalg.yield %b5658 : f32
  } -> tensor<10x896x7x7xf32>
  %e5660 = tensor.empty() : tensor<896xf32>
  %f5661 = linalg.fill ins(%c0 : f32) outs(%e5660 : tensor<896xf32>) -> tensor<896xf32>
  %g5665 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5659 : tensor<10x896x7x7xf32>) outs(%f5661 : tensor<896xf32>) {
  ^bb0(%a5662: f32, %o5663: f32):
    %b5664 = arith.addf %a5662, %o5663 : f32
    linalg.yield %b5664 : f32
  } -> tensor<896xf32>
  %e5666 = tensor.empty() : tensor<896xf32>
  %g5670 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5665 : tensor<896xf32>) outs(%e5666 : tensor<896xf32>) {
  ^bb0(%a5667: f32, %o5668: f32):
    %b5669 = arith.divf %a5667, %c8 : f32
    linalg.yield %b5669 : f32
  } -> tensor<896xf32>
  %e5674 = tensor.empty() : tensor<10x896x7x7xf32>
  %g5687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5640, %g5651, %g5670, %dense_blocks_3_layers_0_0_weight, %dense_blocks_3_layers_0_0_bias : tensor<10x896x7x7xf32>, tensor<896xf32>, tensor<896xf32>, tensor<896xf32>, tensor<896xf32>) outs(%e5674 : tensor<10x896x7x7xf32>) {
  ^bb0(%a5675: f32, %a5676: f32, %a5677: f32, %a5678: f32, %a5679: f32, %o5680: f32):
    %b5681 = arith.addf %a5677, %c2 : f32
    %b5682 = math.sqrt %b5681 : f32
    %b5683 = arith.subf %a5675, %a5676 : f32
    %b5684 = arith.divf %b5683, %b5682 : f32
    %b5685 = arith.mulf %b5684, %a5678 : f32
    %b5686 = arith.addf %b5685, %a5679 : f32
    linalg.yield %b5686 : f32
  } -> tensor<10x896x7x7xf32>
  %e5688 = tensor.empty() : tensor<10x896x7x7xf32>
  %g5692 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5687 : tensor<10x896x7x7xf32>) outs(%e5688 : tensor<10x896x7x7xf32>) {
  ^bb0(%a5689: f32, %o5690: f32):
    %b5691 = arith.maximumf %a5689, %c0 : f32
    linalg.yield %b5691 : f32
  } -> tensor<10x896x7x7xf32>
  %e5693 = tensor.empty() : tensor<10x896x9x9xf32>
  %f5694 = linalg.fill ins(%c0 : f32) outs(%e5693 : tensor<10x896x9x9xf32>) -> tensor<10x896x9x9xf32>
  %g5697 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5692 : tensor<10x896x7x7xf32>) outs(%f5694 : tensor<10x896x9x9xf32>) {
  ^bb0(%a5695: f32, %o5696: f32):
    linalg.yield %a5695 : f32
  } -> tensor<10x896x9x9xf32>
  %e5698 = tensor.empty() : tensor<10x32x7x7xf32>
  %f5699 = linalg.fill ins(%c0 : f32) outs(%e5698 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv5700 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5697, %dense_blocks_3_layers_0_2_weight : tensor<10x896x9x9xf32>, tensor<32x896x3x3xf32>) outs(%f5699 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e5701 = tensor.empty() : tensor<10x928x7x7xf32>
  %cat5702 = tensor.insert_slice %g5640 into %e5701[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x928x7x7xf32>
  %cat5703 = tensor.insert_slice %conv5700 into %cat5702[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x928x7x7xf32>
  %e5704 = tensor.empty() : tensor<928xf32>
  %f5705 = linalg.fill ins(%c0 : f32) outs(%e5704 : tensor<928xf32>) -> tensor<928xf32>
  %g5709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5703 : tensor<10x928x7x7xf32>) outs(%f5705 : tensor<928xf32>) {
  ^bb0(%a5706: f32, %o5707: f32):
    %b5708 = arith.addf %a5706, %o5707 : f32
    linalg.yield %b5708 : f32
  } -> tensor<928xf32>
  %e5710 = tensor.empty() : tensor<928xf32>
  %g5714 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5709 : tensor<928xf32>) outs(%e5710 : tensor<928xf32>) {
  ^bb0(%a5711: f32, %o5712: f32):
    %b5713 = arith.divf %a5711, %c8 : f32
    linalg.yield %b5713 : f32
  } -> tensor<928xf32>
  %e5716 = tensor.empty() : tensor<10x928x7x7xf32>
  %g5722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5703, %g5714 : tensor<10x928x7x7xf32>, tensor<928xf32>) outs(%e5716 : tensor<10x928x7x7xf32>) {
  ^bb0(%a5717: f32, %a5718: f32, %o5719: f32):
    %b5720 = arith.subf %a5717, %a5718 : f32
    %b5721 = arith.mulf %b5720, %b5720 : f32
    linalg.yield %b5721 : f32
  } -> tensor<10x928x7x7xf32>
  %e5723 = tensor.empty() : tensor<928xf32>
  %f5724 = linalg.fill ins(%c0 : f32) outs(%e5723 : tensor<928xf32>) -> tensor<928xf32>
  %g5728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5722 : tensor<10x928x7x7xf32>) outs(%f5724 : tensor<928xf32>) {
  ^bb0(%a5725: f32, %o5726: f32):
    %b5727 = arith.addf %a5725, %o5726 : f32
    linalg.yield %b5727 : f32
  } -> tensor<928xf32>
  %e5729 = tensor.empty() : tensor<928xf32>
  %g5733 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5728 : tensor<928xf32>) outs(%e5729 : tensor<928xf32>) {
  ^bb0(%a5730: f32, %o5731: f32):
    %b5732 = arith.divf %a5730, %c8 : f32
    linalg.yield %b5732 : f32
  } -> tensor<928xf32>
  %e5737 = tensor.empty() : tensor<10x928x7x7xf32>
  %g5750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5703, %g5714, %g5733, %dense_blocks_3_layers_1_0_weight, %dense_blocks_3_layers_1_0_bias : tensor<10x928x7x7xf32>, tensor<928xf32>, tensor<928xf32>, tensor<928xf32>, tensor<928xf32>) outs(%e5737 : tensor<10x928x7x7xf32>) {
  ^bb0(%a5738: f32, %a5739: f32, %a5740: f32, %a5741: f32, %a5742: f32, %o5743: f32):
    %b5744 = arith.addf %a5740, %c2 : f32
    %b5745 = math.sqrt %b5744 : f32
    %b5746 = arith.subf %a5738, %a5739 : f32
    %b5747 = arith.divf %b5746, %b5745 : f32
    %b5748 = arith.mulf %b5747, %a5741 : f32
    %b5749 = arith.addf %b5748, %a5742 : f32
    linalg.yield %b5749 : f32
  } -> tensor<10x928x7x7xf32>
  %e5751 = tensor.empty() : tensor<10x928x7x7xf32>
  %g5755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5750 : tensor<10x928x7x7xf32>) outs(%e5751 : tensor<10x928x7x7xf32>) {
  ^bb0(%a5752: f32, %o5753: f32):
    %b5754 = arith.maximumf %a5752, %c0 : f32
    linalg.yield %b5754 : f32
  } -> tensor<10x928x7x7xf32>
  %e5756 = tensor.empty() : tensor<10x928x9x9xf32>
  %f5757 = linalg.fill ins(%c0 : f32) outs(%e5756 : tensor<10x928x9x9xf32>) -> tensor<10x928x9x9xf32>
  %g5760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5755 : tensor<10x928x7x7xf32>) outs(%f5757 : tensor<10x928x9x9xf32>) {
  ^bb0(%a5758: f32, %o5759: f32):
    linalg.yield %a5758 : f32
  } -> tensor<10x928x9x9xf32>
  %e5761 = tensor.empty() : tensor<10x32x7x7xf32>
  %f5762 = linalg.fill ins(%c0 : f32) outs(%e5761 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv5763 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5760, %dense_blocks_3_layers_1_2_weight : tensor<10x928x9x9xf32>, tensor<32x928x3x3xf32>) outs(%f5762 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e5764 = tensor.empty() : tensor<10x960x7x7xf32>
  %cat5765 = tensor.insert_slice %g5640 into %e5764[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x960x7x7xf32>
  %cat5766 = tensor.insert_slice %conv5700 into %cat5765[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %cat5767 = tensor.insert_slice %conv5763 into %cat5766[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x960x7x7xf32>
  %e5768 = tensor.empty() : tensor<960xf32>
  %f5769 = linalg.fill ins(%c0 : f32) outs(%e5768 : tensor<960xf32>) -> tensor<960xf32>
  %g5773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5767 : tensor<10x960x7x7xf32>) outs(%f5769 : tensor<960xf32>) {
  ^bb0(%a5770: f32, %o5771: f32):
    %b5772 = arith.addf %a5770, %o5771 : f32
    linalg.yield %b5772 : f32
  } -> tensor<960xf32>
  %e5774 = tensor.empty() : tensor<960xf32>
  %g5778 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5773 : tensor<960xf32>) outs(%e5774 : tensor<960xf32>) {
  ^bb0(%a5775: f32, %o5776: f32):
    %b5777 = arith.divf %a5775, %c8 : f32
    linalg.yield %b5777 : f32
  } -> tensor<960xf32>
  %e5780 = tensor.empty() : tensor<10x960x7x7xf32>
  %g5786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5767, %g5778 : tensor<10x960x7x7xf32>, tensor<960xf32>) outs(%e5780 : tensor<10x960x7x7xf32>) {
  ^bb0(%a5781: f32, %a5782: f32, %o5783: f32):
    %b5784 = arith.subf %a5781, %a5782 : f32
    %b5785 = arith.mulf %b5784, %b5784 : f32
    linalg.yield %b5785 : f32
  } -> tensor<10x960x7x7xf32>
  %e5787 = tensor.empty() : tensor<960xf32>
  %f5788 = linalg.fill ins(%c0 : f32) outs(%e5787 : tensor<960xf32>) -> tensor<960xf32>
  %g5792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5786 : tensor<10x960x7x7xf32>) outs(%f5788 : tensor<960xf32>) {
  ^bb0(%a5789: f32, %o5790: f32):
    %b5791 = arith.addf %a5789, %o5790 : f32
    linalg.yield %b5791 : f32
  } -> tensor<960xf32>
  %e5793 = tensor.empty() : tensor<960xf32>
  %g5797 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5792 : tensor<960xf32>) outs(%e5793 : tensor<960xf32>) {
  ^bb0(%a5794: f32, %o5795: f32):
    %b5796 = arith.divf %a5794, %c8 : f32
    linalg.yield %b5796 : f32
  } -> tensor<960xf32>
  %e5801 = tensor.empty() : tensor<10x960x7x7xf32>
  %g5814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5767, %g5778, %g5797, %dense_blocks_3_layers_2_0_weight, %dense_blocks_3_layers_2_0_bias : tensor<10x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%e5801 : tensor<10x960x7x7xf32>) {
  ^bb0(%a5802: f32, %a5803: f32, %a5804: f32, %a5805: f32, %a5806: f32, %o5807: f32):
    %b5808 = arith.addf %a5804, %c2 : f32
    %b5809 = math.sqrt %b5808 : f32
    %b5810 = arith.subf %a5802, %a5803 : f32
    %b5811 = arith.divf %b5810, %b5809 : f32
    %b5812 = arith.mulf %b5811, %a5805 : f32
    %b5813 = arith.addf %b5812, %a5806 : f32
    linalg.yield %b5813 : f32
  } -> tensor<10x960x7x7xf32>
  %e5815 = tensor.empty() : tensor<10x960x7x7xf32>
  %g5819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5814 : tensor<10x960x7x7xf32>) outs(%e5815 : tensor<10x960x7x7xf32>) {
  ^bb0(%a5816: f32, %o5817: f32):
    %b5818 = arith.maximumf %a5816, %c0 : f32
    linalg.yield %b5818 : f32
  } -> tensor<10x960x7x7xf32>
  %e5820 = tensor.empty() : tensor<10x960x9x9xf32>
  %f5821 = linalg.fill ins(%c0 : f32) outs(%e5820 : tensor<10x960x9x9xf32>) -> tensor<10x960x9x9xf32>
  %g5824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5819 : tensor<10x960x7x7xf32>) outs(%f5821 : tensor<10x960x9x9xf32>) {
  ^bb0(%a5822: f32, %o5823: f32):
    linalg.yield %a5822 : f32
  } -> tensor<10x960x9x9xf32>
  %e5825 = tensor.empty() : tensor<10x32x7x7xf32>
  %f5826 = linalg.fill ins(%c0 : f32) outs(%e5825 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv5827 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5824, %dense_blocks_3_layers_2_2_weight : tensor<10x960x9x9xf32>, tensor<32x960x3x3xf32>) outs(%f5826 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e5828 = tensor.empty() : tensor<10x992x7x7xf32>
  %cat5829 = tensor.insert_slice %g5640 into %e5828[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x992x7x7xf32>
  %cat5830 = tensor.insert_slice %conv5700 into %cat5829[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat5831 = tensor.insert_slice %conv5763 into %cat5830[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %cat5832 = tensor.insert_slice %conv5827 into %cat5831[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x992x7x7xf32>
  %e5833 = tensor.empty() : tensor<992xf32>
  %f5834 = linalg.fill ins(%c0 : f32) outs(%e5833 : tensor<992xf32>) -> tensor<992xf32>
  %g5838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5832 : tensor<10x992x7x7xf32>) outs(%f5834 : tensor<992xf32>) {
  ^bb0(%a5835: f32, %o5836: f32):
    %b5837 = arith.addf %a5835, %o5836 : f32
    linalg.yield %b5837 : f32
  } -> tensor<992xf32>
  %e5839 = tensor.empty() : tensor<992xf32>
  %g5843 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5838 : tensor<992xf32>) outs(%e5839 : tensor<992xf32>) {
  ^bb0(%a5840: f32, %o5841: f32):
    %b5842 = arith.divf %a5840, %c8 : f32
    linalg.yield %b5842 : f32
  } -> tensor<992xf32>
  %e5845 = tensor.empty() : tensor<10x992x7x7xf32>
  %g5851 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5832, %g5843 : tensor<10x992x7x7xf32>, tensor<992xf32>) outs(%e5845 : tensor<10x992x7x7xf32>) {
  ^bb0(%a5846: f32, %a5847: f32, %o5848: f32):
    %b5849 = arith.subf %a5846, %a5847 : f32
    %b5850 = arith.mulf %b5849, %b5849 : f32
    linalg.yield %b5850 : f32
  } -> tensor<10x992x7x7xf32>
  %e5852 = tensor.empty() : tensor<992xf32>
  %f5853 = linalg.fill ins(%c0 : f32) outs(%e5852 : tensor<992xf32>) -> tensor<992xf32>
  %g5857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5851 : tensor<10x992x7x7xf32>) outs(%f5853 : tensor<992xf32>) {
  ^bb0(%a5854: f32, %o5855: f32):
    %b5856 = arith.addf %a5854, %o5855 : f32
    linalg.yield %b5856 : f32
  } -> tensor<992xf32>
  %e5858 = tensor.empty() : tensor<992xf32>
  %g5862 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5857 : tensor<992xf32>) outs(%e5858 : tensor<992xf32>) {
  ^bb0(%a5859: f32, %o5860: f32):
    %b5861 = arith.divf %a5859, %c8 : f32
    linalg.yield %b5861 : f32
  } -> tensor<992xf32>
  %e5866 = tensor.empty() : tensor<10x992x7x7xf32>
  %g5879 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5832, %g5843, %g5862, %dense_blocks_3_layers_3_0_weight, %dense_blocks_3_layers_3_0_bias : tensor<10x992x7x7xf32>, tensor<992xf32>, tensor<992xf32>, tensor<992xf32>, tensor<992xf32>) outs(%e5866 : tensor<10x992x7x7xf32>) {
  ^bb0(%a5867: f32, %a5868: f32, %a5869: f32, %a5870: f32, %a5871: f32, %o5872: f32):
    %b5873 = arith.addf %a5869, %c2 : f32
    %b5874 = math.sqrt %b5873 : f32
    %b5875 = arith.subf %a5867, %a5868 : f32
    %b5876 = arith.divf %b5875, %b5874 : f32
    %b5877 = arith.mulf %b5876, %a5870 : f32
    %b5878 = arith.addf %b5877, %a5871 : f32
    linalg.yield %b5878 : f32
  } -> tensor<10x992x7x7xf32>
  %e5880 = tensor.empty() : tensor<10x992x7x7xf32>
  %g5884 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5879 : tensor<10x992x7x7xf32>) outs(%e5880 : tensor<10x992x7x7xf32>) {
  ^bb0(%a5881: f32, %o5882: f32):
    %b5883 = arith.maximumf %a5881, %c0 : f32
    linalg.yield %b5883 : f32
  } -> tensor<10x992x7x7xf32>
  %e5885 = tensor.empty() : tensor<10x992x9x9xf32>
  %f5886 = linalg.fill ins(%c0 : f32) outs(%e5885 : tensor<10x992x9x9xf32>) -> tensor<10x992x9x9xf32>
  %g5889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5884 : tensor<10x992x7x7xf32>) outs(%f5886 : tensor<10x992x9x9xf32>) {
  ^bb0(%a5887: f32, %o5888: f32):
    linalg.yield %a5887 : f32
  } -> tensor<10x992x9x9xf32>
  %e5890 = tensor.empty() : tensor<10x32x7x7xf32>
  %f5891 = linalg.fill ins(%c0 : f32) outs(%e5890 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv5892 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5889, %dense_blocks_3_layers_3_2_weight : tensor<10x992x9x9xf32>, tensor<32x992x3x3xf32>) outs(%f5891 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e5893 = tensor.empty() : tensor<10x1024x7x7xf32>
  %cat5894 = tensor.insert_slice %g5640 into %e5893[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat5895 = tensor.insert_slice %conv5700 into %cat5894[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat5896 = tensor.insert_slice %conv5763 into %cat5895[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat5897 = tensor.insert_slice %conv5827 into %cat5896[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat5898 = tensor.insert_slice %conv5892 into %cat5897[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1024x7x7xf32>
  %e5899 = tensor.empty() : tensor<1024xf32>
  %f5900 = linalg.fill ins(%c0 : f32) outs(%e5899 : tensor<1024xf32>) -> tensor<1024xf32>
  %g5904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5898 : tensor<10x1024x7x7xf32>) outs(%f5900 : tensor<1024xf32>) {
  ^bb0(%a5901: f32, %o5902: f32):
    %b5903 = arith.addf %a5901, %o5902 : f32
    linalg.yield %b5903 : f32
  } -> tensor<1024xf32>
  %e5905 = tensor.empty() : tensor<1024xf32>
  %g5909 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5904 : tensor<1024xf32>) outs(%e5905 : tensor<1024xf32>) {
  ^bb0(%a5906: f32, %o5907: f32):
    %b5908 = arith.divf %a5906, %c8 : f32
    linalg.yield %b5908 : f32
  } -> tensor<1024xf32>
  %e5911 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g5917 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5898, %g5909 : tensor<10x1024x7x7xf32>, tensor<1024xf32>) outs(%e5911 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a5912: f32, %a5913: f32, %o5914: f32):
    %b5915 = arith.subf %a5912, %a5913 : f32
    %b5916 = arith.mulf %b5915, %b5915 : f32
    linalg.yield %b5916 : f32
  } -> tensor<10x1024x7x7xf32>
  %e5918 = tensor.empty() : tensor<1024xf32>
  %f5919 = linalg.fill ins(%c0 : f32) outs(%e5918 : tensor<1024xf32>) -> tensor<1024xf32>
  %g5923 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5917 : tensor<10x1024x7x7xf32>) outs(%f5919 : tensor<1024xf32>) {
  ^bb0(%a5920: f32, %o5921: f32):
    %b5922 = arith.addf %a5920, %o5921 : f32
    linalg.yield %b5922 : f32
  } -> tensor<1024xf32>
  %e5924 = tensor.empty() : tensor<1024xf32>
  %g5928 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5923 : tensor<1024xf32>) outs(%e5924 : tensor<1024xf32>) {
  ^bb0(%a5925: f32, %o5926: f32):
    %b5927 = arith.divf %a5925, %c8 : f32
    linalg.yield %b5927 : f32
  } -> tensor<1024xf32>
  %e5932 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g5945 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5898, %g5909, %g5928, %dense_blocks_3_layers_4_0_weight, %dense_blocks_3_layers_4_0_bias : tensor<10x1024x7x7xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e5932 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a5933: f32, %a5934: f32, %a5935: f32, %a5936: f32, %a5937: f32, %o5938: f32):
    %b5939 = arith.addf %a5935, %c2 : f32
    %b5940 = math.sqrt %b5939 : f32
    %b5941 = arith.subf %a5933, %a5934 : f32
    %b5942 = arith.divf %b5941, %b5940 : f32
    %b5943 = arith.mulf %b5942, %a5936 : f32
    %b5944 = arith.addf %b5943, %a5937 : f32
    linalg.yield %b5944 : f32
  } -> tensor<10x1024x7x7xf32>
  %e5946 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g5950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5945 : tensor<10x1024x7x7xf32>) outs(%e5946 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a5947: f32, %o5948: f32):
    %b5949 = arith.maximumf %a5947, %c0 : f32
    linalg.yield %b5949 : f32
  } -> tensor<10x1024x7x7xf32>
  %e5951 = tensor.empty() : tensor<10x1024x9x9xf32>
  %f5952 = linalg.fill ins(%c0 : f32) outs(%e5951 : tensor<10x1024x9x9xf32>) -> tensor<10x1024x9x9xf32>
  %g5955 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5950 : tensor<10x1024x7x7xf32>) outs(%f5952 : tensor<10x1024x9x9xf32>) {
  ^bb0(%a5953: f32, %o5954: f32):
    linalg.yield %a5953 : f32
  } -> tensor<10x1024x9x9xf32>
  %e5956 = tensor.empty() : tensor<10x32x7x7xf32>
  %f5957 = linalg.fill ins(%c0 : f32) outs(%e5956 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv5958 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5955, %dense_blocks_3_layers_4_2_weight : tensor<10x1024x9x9xf32>, tensor<32x1024x3x3xf32>) outs(%f5957 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e5959 = tensor.empty() : tensor<10x1056x7x7xf32>
  %cat5960 = tensor.insert_slice %g5640 into %e5959[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1056x7x7xf32>
  %cat5961 = tensor.insert_slice %conv5700 into %cat5960[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1056x7x7xf32>
  %cat5962 = tensor.insert_slice %conv5763 into %cat5961[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1056x7x7xf32>
  %cat5963 = tensor.insert_slice %conv5827 into %cat5962[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1056x7x7xf32>
  %cat5964 = tensor.insert_slice %conv5892 into %cat5963[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1056x7x7xf32>
  %cat5965 = tensor.insert_slice %conv5958 into %cat5964[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1056x7x7xf32>
  %e5966 = tensor.empty() : tensor<1056xf32>
  %f5967 = linalg.fill ins(%c0 : f32) outs(%e5966 : tensor<1056xf32>) -> tensor<1056xf32>
  %g5971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat5965 : tensor<10x1056x7x7xf32>) outs(%f5967 : tensor<1056xf32>) {
  ^bb0(%a5968: f32, %o5969: f32):
    %b5970 = arith.addf %a5968, %o5969 : f32
    linalg.yield %b5970 : f32
  } -> tensor<1056xf32>
  %e5972 = tensor.empty() : tensor<1056xf32>
  %g5976 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5971 : tensor<1056xf32>) outs(%e5972 : tensor<1056xf32>) {
  ^bb0(%a5973: f32, %o5974: f32):
    %b5975 = arith.divf %a5973, %c8 : f32
    linalg.yield %b5975 : f32
  } -> tensor<1056xf32>
  %e5978 = tensor.empty() : tensor<10x1056x7x7xf32>
  %g5984 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5965, %g5976 : tensor<10x1056x7x7xf32>, tensor<1056xf32>) outs(%e5978 : tensor<10x1056x7x7xf32>) {
  ^bb0(%a5979: f32, %a5980: f32, %o5981: f32):
    %b5982 = arith.subf %a5979, %a5980 : f32
    %b5983 = arith.mulf %b5982, %b5982 : f32
    linalg.yield %b5983 : f32
  } -> tensor<10x1056x7x7xf32>
  %e5985 = tensor.empty() : tensor<1056xf32>
  %f5986 = linalg.fill ins(%c0 : f32) outs(%e5985 : tensor<1056xf32>) -> tensor<1056xf32>
  %g5990 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5984 : tensor<10x1056x7x7xf32>) outs(%f5986 : tensor<1056xf32>) {
  ^bb0(%a5987: f32, %o5988: f32):
    %b5989 = arith.addf %a5987, %o5988 : f32
    linalg.yield %b5989 : f32
  } -> tensor<1056xf32>
  %e5991 = tensor.empty() : tensor<1056xf32>
  %g5995 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5990 : tensor<1056xf32>) outs(%e5991 : tensor<1056xf32>) {
  ^bb0(%a5992: f32, %o5993: f32):
    %b5994 = arith.divf %a5992, %c8 : f32
    linalg.yield %b5994 : f32
  } -> tensor<1056xf32>
  %e5999 = tensor.empty() : tensor<10x1056x7x7xf32>
  %g6012 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat5965, %g5976, %g5995, %dense_blocks_3_layers_5_0_weight, %dense_blocks_3_layers_5_0_bias : tensor<10x1056x7x7xf32>, tensor<1056xf32>, tensor<1056xf32>, tensor<1056xf32>, tensor<1056xf32>) outs(%e5999 : tensor<10x1056x7x7xf32>) {
  ^bb0(%a6000: f32, %a6001: f32, %a6002: f32, %a6003: f32, %a6004: f32, %o6005: f32):
    %b6006 = arith.addf %a6002, %c2 : f32
    %b6007 = math.sqrt %b6006 : f32
    %b6008 = arith.subf %a6000, %a6001 : f32
    %b6009 = arith.divf %b6008, %b6007 : f32
    %b6010 = arith.mulf %b6009, %a6003 : f32
    %b6011 = arith.addf %b6010, %a6004 : f32
    linalg.yield %b6011 : f32
  } -> tensor<10x1056x7x7xf32>
  %e6013 = tensor.empty() : tensor<10x1056x7x7xf32>
  %g6017 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6012 : tensor<10x1056x7x7xf32>) outs(%e6013 : tensor<10x1056x7x7xf32>) {
  ^bb0(%a6014: f32, %o6015: f32):
    %b6016 = arith.maximumf %a6014, %c0 : f32
    linalg.yield %b6016 : f32
  } -> tensor<10x1056x7x7xf32>
  %e6018 = tensor.empty() : tensor<10x1056x9x9xf32>
  %f6019 = linalg.fill ins(%c0 : f32) outs(%e6018 : tensor<10x1056x9x9xf32>) -> tensor<10x1056x9x9xf32>
  %g6022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6017 : tensor<10x1056x7x7xf32>) outs(%f6019 : tensor<10x1056x9x9xf32>) {
  ^bb0(%a6020: f32, %o6021: f32):
    linalg.yield %a6020 : f32
  } -> tensor<10x1056x9x9xf32>
  %e6023 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6024 = linalg.fill ins(%c0 : f32) outs(%e6023 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6025 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6022, %dense_blocks_3_layers_5_2_weight : tensor<10x1056x9x9xf32>, tensor<32x1056x3x3xf32>) outs(%f6024 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6026 = tensor.empty() : tensor<10x1088x7x7xf32>
  %cat6027 = tensor.insert_slice %g5640 into %e6026[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1088x7x7xf32>
  %cat6028 = tensor.insert_slice %conv5700 into %cat6027[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1088x7x7xf32>
  %cat6029 = tensor.insert_slice %conv5763 into %cat6028[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1088x7x7xf32>
  %cat6030 = tensor.insert_slice %conv5827 into %cat6029[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1088x7x7xf32>
  %cat6031 = tensor.insert_slice %conv5892 into %cat6030[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1088x7x7xf32>
  %cat6032 = tensor.insert_slice %conv5958 into %cat6031[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1088x7x7xf32>
  %cat6033 = tensor.insert_slice %conv6025 into %cat6032[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1088x7x7xf32>
  %e6034 = tensor.empty() : tensor<1088xf32>
  %f6035 = linalg.fill ins(%c0 : f32) outs(%e6034 : tensor<1088xf32>) -> tensor<1088xf32>
  %g6039 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6033 : tensor<10x1088x7x7xf32>) outs(%f6035 : tensor<1088xf32>) {
  ^bb0(%a6036: f32, %o6037: f32):
    %b6038 = arith.addf %a6036, %o6037 : f32
    linalg.yield %b6038 : f32
  } -> tensor<1088xf32>
  %e6040 = tensor.empty() : tensor<1088xf32>
  %g6044 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6039 : tensor<1088xf32>) outs(%e6040 : tensor<1088xf32>) {
  ^bb0(%a6041: f32, %o6042: f32):
    %b6043 = arith.divf %a6041, %c8 : f32
    linalg.yield %b6043 : f32
  } -> tensor<1088xf32>
  %e6046 = tensor.empty() : tensor<10x1088x7x7xf32>
  %g6052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6033, %g6044 : tensor<10x1088x7x7xf32>, tensor<1088xf32>) outs(%e6046 : tensor<10x1088x7x7xf32>) {
  ^bb0(%a6047: f32, %a6048: f32, %o6049: f32):
    %b6050 = arith.subf %a6047, %a6048 : f32
    %b6051 = arith.mulf %b6050, %b6050 : f32
    linalg.yield %b6051 : f32
  } -> tensor<10x1088x7x7xf32>
  %e6053 = tensor.empty() : tensor<1088xf32>
  %f6054 = linalg.fill ins(%c0 : f32) outs(%e6053 : tensor<1088xf32>) -> tensor<1088xf32>
  %g6058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6052 : tensor<10x1088x7x7xf32>) outs(%f6054 : tensor<1088xf32>) {
  ^bb0(%a6055: f32, %o6056: f32):
    %b6057 = arith.addf %a6055, %o6056 : f32
    linalg.yield %b6057 : f32
  } -> tensor<1088xf32>
  %e6059 = tensor.empty() : tensor<1088xf32>
  %g6063 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6058 : tensor<1088xf32>) outs(%e6059 : tensor<1088xf32>) {
  ^bb0(%a6060: f32, %o6061: f32):
    %b6062 = arith.divf %a6060, %c8 : f32
    linalg.yield %b6062 : f32
  } -> tensor<1088xf32>
  %e6067 = tensor.empty() : tensor<10x1088x7x7xf32>
  %g6080 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6033, %g6044, %g6063, %dense_blocks_3_layers_6_0_weight, %dense_blocks_3_layers_6_0_bias : tensor<10x1088x7x7xf32>, tensor<1088xf32>, tensor<1088xf32>, tensor<1088xf32>, tensor<1088xf32>) outs(%e6067 : tensor<10x1088x7x7xf32>) {
  ^bb0(%a6068: f32, %a6069: f32, %a6070: f32, %a6071: f32, %a6072: f32, %o6073: f32):
    %b6074 = arith.addf %a6070, %c2 : f32
    %b6075 = math.sqrt %b6074 : f32
    %b6076 = arith.subf %a6068, %a6069 : f32
    %b6077 = arith.divf %b6076, %b6075 : f32
    %b6078 = arith.mulf %b6077, %a6071 : f32
    %b6079 = arith.addf %b6078, %a6072 : f32
    linalg.yield %b6079 : f32
  } -> tensor<10x1088x7x7xf32>
  %e6081 = tensor.empty() : tensor<10x1088x7x7xf32>
  %g6085 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6080 : tensor<10x1088x7x7xf32>) outs(%e6081 : tensor<10x1088x7x7xf32>) {
  ^bb0(%a6082: f32, %o6083: f32):
    %b6084 = arith.maximumf %a6082, %c0 : f32
    linalg.yield %b6084 : f32
  } -> tensor<10x1088x7x7xf32>
  %e6086 = tensor.empty() : tensor<10x1088x9x9xf32>
  %f6087 = linalg.fill ins(%c0 : f32) outs(%e6086 : tensor<10x1088x9x9xf32>) -> tensor<10x1088x9x9xf32>
  %g6090 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6085 : tensor<10x1088x7x7xf32>) outs(%f6087 : tensor<10x1088x9x9xf32>) {
  ^bb0(%a6088: f32, %o6089: f32):
    linalg.yield %a6088 : f32
  } -> tensor<10x1088x9x9xf32>
  %e6091 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6092 = linalg.fill ins(%c0 : f32) outs(%e6091 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6093 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6090, %dense_blocks_3_layers_6_2_weight : tensor<10x1088x9x9xf32>, tensor<32x1088x3x3xf32>) outs(%f6092 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6094 = tensor.empty() : tensor<10x1120x7x7xf32>
  %cat6095 = tensor.insert_slice %g5640 into %e6094[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1120x7x7xf32>
  %cat6096 = tensor.insert_slice %conv5700 into %cat6095[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1120x7x7xf32>
  %cat6097 = tensor.insert_slice %conv5763 into %cat6096[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1120x7x7xf32>
  %cat6098 = tensor.insert_slice %conv5827 into %cat6097[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1120x7x7xf32>
  %cat6099 = tensor.insert_slice %conv5892 into %cat6098[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1120x7x7xf32>
  %cat6100 = tensor.insert_slice %conv5958 into %cat6099[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1120x7x7xf32>
  %cat6101 = tensor.insert_slice %conv6025 into %cat6100[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1120x7x7xf32>
  %cat6102 = tensor.insert_slice %conv6093 into %cat6101[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1120x7x7xf32>
  %e6103 = tensor.empty() : tensor<1120xf32>
  %f6104 = linalg.fill ins(%c0 : f32) outs(%e6103 : tensor<1120xf32>) -> tensor<1120xf32>
  %g6108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6102 : tensor<10x1120x7x7xf32>) outs(%f6104 : tensor<1120xf32>) {
  ^bb0(%a6105: f32, %o6106: f32):
    %b6107 = arith.addf %a6105, %o6106 : f32
    linalg.yield %b6107 : f32
  } -> tensor<1120xf32>
  %e6109 = tensor.empty() : tensor<1120xf32>
  %g6113 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6108 : tensor<1120xf32>) outs(%e6109 : tensor<1120xf32>) {
  ^bb0(%a6110: f32, %o6111: f32):
    %b6112 = arith.divf %a6110, %c8 : f32
    linalg.yield %b6112 : f32
  } -> tensor<1120xf32>
  %e6115 = tensor.empty() : tensor<10x1120x7x7xf32>
  %g6121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6102, %g6113 : tensor<10x1120x7x7xf32>, tensor<1120xf32>) outs(%e6115 : tensor<10x1120x7x7xf32>) {
  ^bb0(%a6116: f32, %a6117: f32, %o6118: f32):
    %b6119 = arith.subf %a6116, %a6117 : f32
    %b6120 = arith.mulf %b6119, %b6119 : f32
    linalg.yield %b6120 : f32
  } -> tensor<10x1120x7x7xf32>
  %e6122 = tensor.empty() : tensor<1120xf32>
  %f6123 = linalg.fill ins(%c0 : f32) outs(%e6122 : tensor<1120xf32>) -> tensor<1120xf32>
  %g6127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6121 : tensor<10x1120x7x7xf32>) outs(%f6123 : tensor<1120xf32>) {
  ^bb0(%a6124: f32, %o6125: f32):
    %b6126 = arith.addf %a6124, %o6125 : f32
    linalg.yield %b6126 : f32
  } -> tensor<1120xf32>
  %e6128 = tensor.empty() : tensor<1120xf32>
  %g6132 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6127 : tensor<1120xf32>) outs(%e6128 : tensor<1120xf32>) {
  ^bb0(%a6129: f32, %o6130: f32):
    %b6131 = arith.divf %a6129, %c8 : f32
    linalg.yield %b6131 : f32
  } -> tensor<1120xf32>
  %e6136 = tensor.empty() : tensor<10x1120x7x7xf32>
  %g6149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6102, %g6113, %g6132, %dense_blocks_3_layers_7_0_weight, %dense_blocks_3_layers_7_0_bias : tensor<10x1120x7x7xf32>, tensor<1120xf32>, tensor<1120xf32>, tensor<1120xf32>, tensor<1120xf32>) outs(%e6136 : tensor<10x1120x7x7xf32>) {
  ^bb0(%a6137: f32, %a6138: f32, %a6139: f32, %a6140: f32, %a6141: f32, %o6142: f32):
    %b6143 = arith.addf %a6139, %c2 : f32
    %b6144 = math.sqrt %b6143 : f32
    %b6145 = arith.subf %a6137, %a6138 : f32
    %b6146 = arith.divf %b6145, %b6144 : f32
    %b6147 = arith.mulf %b6146, %a6140 : f32
    %b6148 = arith.addf %b6147, %a6141 : f32
    linalg.yield %b6148 : f32
  } -> tensor<10x1120x7x7xf32>
  %e6150 = tensor.empty() : tensor<10x1120x7x7xf32>
  %g6154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6149 : tensor<10x1120x7x7xf32>) outs(%e6150 : tensor<10x1120x7x7xf32>) {
  ^bb0(%a6151: f32, %o6152: f32):
    %b6153 = arith.maximumf %a6151, %c0 : f32
    linalg.yield %b6153 : f32
  } -> tensor<10x1120x7x7xf32>
  %e6155 = tensor.empty() : tensor<10x1120x9x9xf32>
  %f6156 = linalg.fill ins(%c0 : f32) outs(%e6155 : tensor<10x1120x9x9xf32>) -> tensor<10x1120x9x9xf32>
  %g6159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6154 : tensor<10x1120x7x7xf32>) outs(%f6156 : tensor<10x1120x9x9xf32>) {
  ^bb0(%a6157: f32, %o6158: f32):
    linalg.yield %a6157 : f32
  } -> tensor<10x1120x9x9xf32>
  %e6160 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6161 = linalg.fill ins(%c0 : f32) outs(%e6160 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6162 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6159, %dense_blocks_3_layers_7_2_weight : tensor<10x1120x9x9xf32>, tensor<32x1120x3x3xf32>) outs(%f6161 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6163 = tensor.empty() : tensor<10x1152x7x7xf32>
  %cat6164 = tensor.insert_slice %g5640 into %e6163[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1152x7x7xf32>
  %cat6165 = tensor.insert_slice %conv5700 into %cat6164[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1152x7x7xf32>
  %cat6166 = tensor.insert_slice %conv5763 into %cat6165[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1152x7x7xf32>
  %cat6167 = tensor.insert_slice %conv5827 into %cat6166[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1152x7x7xf32>
  %cat6168 = tensor.insert_slice %conv5892 into %cat6167[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1152x7x7xf32>
  %cat6169 = tensor.insert_slice %conv5958 into %cat6168[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1152x7x7xf32>
  %cat6170 = tensor.insert_slice %conv6025 into %cat6169[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1152x7x7xf32>
  %cat6171 = tensor.insert_slice %conv6093 into %cat6170[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1152x7x7xf32>
  %cat6172 = tensor.insert_slice %conv6162 into %cat6171[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1152x7x7xf32>
  %e6173 = tensor.empty() : tensor<1152xf32>
  %f6174 = linalg.fill ins(%c0 : f32) outs(%e6173 : tensor<1152xf32>) -> tensor<1152xf32>
  %g6178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6172 : tensor<10x1152x7x7xf32>) outs(%f6174 : tensor<1152xf32>) {
  ^bb0(%a6175: f32, %o6176: f32):
    %b6177 = arith.addf %a6175, %o6176 : f32
    linalg.yield %b6177 : f32
  } -> tensor<1152xf32>
  %e6179 = tensor.empty() : tensor<1152xf32>
  %g6183 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6178 : tensor<1152xf32>) outs(%e6179 : tensor<1152xf32>) {
  ^bb0(%a6180: f32, %o6181: f32):
    %b6182 = arith.divf %a6180, %c8 : f32
    linalg.yield %b6182 : f32
  } -> tensor<1152xf32>
  %e6185 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g6191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6172, %g6183 : tensor<10x1152x7x7xf32>, tensor<1152xf32>) outs(%e6185 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a6186: f32, %a6187: f32, %o6188: f32):
    %b6189 = arith.subf %a6186, %a6187 : f32
    %b6190 = arith.mulf %b6189, %b6189 : f32
    linalg.yield %b6190 : f32
  } -> tensor<10x1152x7x7xf32>
  %e6192 = tensor.empty() : tensor<1152xf32>
  %f6193 = linalg.fill ins(%c0 : f32) outs(%e6192 : tensor<1152xf32>) -> tensor<1152xf32>
  %g6197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6191 : tensor<10x1152x7x7xf32>) outs(%f6193 : tensor<1152xf32>) {
  ^bb0(%a6194: f32, %o6195: f32):
    %b6196 = arith.addf %a6194, %o6195 : f32
    linalg.yield %b6196 : f32
  } -> tensor<1152xf32>
  %e6198 = tensor.empty() : tensor<1152xf32>
  %g6202 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6197 : tensor<1152xf32>) outs(%e6198 : tensor<1152xf32>) {
  ^bb0(%a6199: f32, %o6200: f32):
    %b6201 = arith.divf %a6199, %c8 : f32
    linalg.yield %b6201 : f32
  } -> tensor<1152xf32>
  %e6206 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g6219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6172, %g6183, %g6202, %dense_blocks_3_layers_8_0_weight, %dense_blocks_3_layers_8_0_bias : tensor<10x1152x7x7xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>, tensor<1152xf32>) outs(%e6206 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a6207: f32, %a6208: f32, %a6209: f32, %a6210: f32, %a6211: f32, %o6212: f32):
    %b6213 = arith.addf %a6209, %c2 : f32
    %b6214 = math.sqrt %b6213 : f32
    %b6215 = arith.subf %a6207, %a6208 : f32
    %b6216 = arith.divf %b6215, %b6214 : f32
    %b6217 = arith.mulf %b6216, %a6210 : f32
    %b6218 = arith.addf %b6217, %a6211 : f32
    linalg.yield %b6218 : f32
  } -> tensor<10x1152x7x7xf32>
  %e6220 = tensor.empty() : tensor<10x1152x7x7xf32>
  %g6224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6219 : tensor<10x1152x7x7xf32>) outs(%e6220 : tensor<10x1152x7x7xf32>) {
  ^bb0(%a6221: f32, %o6222: f32):
    %b6223 = arith.maximumf %a6221, %c0 : f32
    linalg.yield %b6223 : f32
  } -> tensor<10x1152x7x7xf32>
  %e6225 = tensor.empty() : tensor<10x1152x9x9xf32>
  %f6226 = linalg.fill ins(%c0 : f32) outs(%e6225 : tensor<10x1152x9x9xf32>) -> tensor<10x1152x9x9xf32>
  %g6229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6224 : tensor<10x1152x7x7xf32>) outs(%f6226 : tensor<10x1152x9x9xf32>) {
  ^bb0(%a6227: f32, %o6228: f32):
    linalg.yield %a6227 : f32
  } -> tensor<10x1152x9x9xf32>
  %e6230 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6231 = linalg.fill ins(%c0 : f32) outs(%e6230 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6232 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6229, %dense_blocks_3_layers_8_2_weight : tensor<10x1152x9x9xf32>, tensor<32x1152x3x3xf32>) outs(%f6231 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6233 = tensor.empty() : tensor<10x1184x7x7xf32>
  %cat6234 = tensor.insert_slice %g5640 into %e6233[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6235 = tensor.insert_slice %conv5700 into %cat6234[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6236 = tensor.insert_slice %conv5763 into %cat6235[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6237 = tensor.insert_slice %conv5827 into %cat6236[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6238 = tensor.insert_slice %conv5892 into %cat6237[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6239 = tensor.insert_slice %conv5958 into %cat6238[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6240 = tensor.insert_slice %conv6025 into %cat6239[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6241 = tensor.insert_slice %conv6093 into %cat6240[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6242 = tensor.insert_slice %conv6162 into %cat6241[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %cat6243 = tensor.insert_slice %conv6232 into %cat6242[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1184x7x7xf32>
  %e6244 = tensor.empty() : tensor<1184xf32>
  %f6245 = linalg.fill ins(%c0 : f32) outs(%e6244 : tensor<1184xf32>) -> tensor<1184xf32>
  %g6249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6243 : tensor<10x1184x7x7xf32>) outs(%f6245 : tensor<1184xf32>) {
  ^bb0(%a6246: f32, %o6247: f32):
    %b6248 = arith.addf %a6246, %o6247 : f32
    linalg.yield %b6248 : f32
  } -> tensor<1184xf32>
  %e6250 = tensor.empty() : tensor<1184xf32>
  %g6254 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6249 : tensor<1184xf32>) outs(%e6250 : tensor<1184xf32>) {
  ^bb0(%a6251: f32, %o6252: f32):
    %b6253 = arith.divf %a6251, %c8 : f32
    linalg.yield %b6253 : f32
  } -> tensor<1184xf32>
  %e6256 = tensor.empty() : tensor<10x1184x7x7xf32>
  %g6262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6243, %g6254 : tensor<10x1184x7x7xf32>, tensor<1184xf32>) outs(%e6256 : tensor<10x1184x7x7xf32>) {
  ^bb0(%a6257: f32, %a6258: f32, %o6259: f32):
    %b6260 = arith.subf %a6257, %a6258 : f32
    %b6261 = arith.mulf %b6260, %b6260 : f32
    linalg.yield %b6261 : f32
  } -> tensor<10x1184x7x7xf32>
  %e6263 = tensor.empty() : tensor<1184xf32>
  %f6264 = linalg.fill ins(%c0 : f32) outs(%e6263 : tensor<1184xf32>) -> tensor<1184xf32>
  %g6268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6262 : tensor<10x1184x7x7xf32>) outs(%f6264 : tensor<1184xf32>) {
  ^bb0(%a6265: f32, %o6266: f32):
    %b6267 = arith.addf %a6265, %o6266 : f32
    linalg.yield %b6267 : f32
  } -> tensor<1184xf32>
  %e6269 = tensor.empty() : tensor<1184xf32>
  %g6273 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6268 : tensor<1184xf32>) outs(%e6269 : tensor<1184xf32>) {
  ^bb0(%a6270: f32, %o6271: f32):
    %b6272 = arith.divf %a6270, %c8 : f32
    linalg.yield %b6272 : f32
  } -> tensor<1184xf32>
  %e6277 = tensor.empty() : tensor<10x1184x7x7xf32>
  %g6290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6243, %g6254, %g6273, %dense_blocks_3_layers_9_0_weight, %dense_blocks_3_layers_9_0_bias : tensor<10x1184x7x7xf32>, tensor<1184xf32>, tensor<1184xf32>, tensor<1184xf32>, tensor<1184xf32>) outs(%e6277 : tensor<10x1184x7x7xf32>) {
  ^bb0(%a6278: f32, %a6279: f32, %a6280: f32, %a6281: f32, %a6282: f32, %o6283: f32):
    %b6284 = arith.addf %a6280, %c2 : f32
    %b6285 = math.sqrt %b6284 : f32
    %b6286 = arith.subf %a6278, %a6279 : f32
    %b6287 = arith.divf %b6286, %b6285 : f32
    %b6288 = arith.mulf %b6287, %a6281 : f32
    %b6289 = arith.addf %b6288, %a6282 : f32
    linalg.yield %b6289 : f32
  } -> tensor<10x1184x7x7xf32>
  %e6291 = tensor.empty() : tensor<10x1184x7x7xf32>
  %g6295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6290 : tensor<10x1184x7x7xf32>) outs(%e6291 : tensor<10x1184x7x7xf32>) {
  ^bb0(%a6292: f32, %o6293: f32):
    %b6294 = arith.maximumf %a6292, %c0 : f32
    linalg.yield %b6294 : f32
  } -> tensor<10x1184x7x7xf32>
  %e6296 = tensor.empty() : tensor<10x1184x9x9xf32>
  %f6297 = linalg.fill ins(%c0 : f32) outs(%e6296 : tensor<10x1184x9x9xf32>) -> tensor<10x1184x9x9xf32>
  %g6300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6295 : tensor<10x1184x7x7xf32>) outs(%f6297 : tensor<10x1184x9x9xf32>) {
  ^bb0(%a6298: f32, %o6299: f32):
    linalg.yield %a6298 : f32
  } -> tensor<10x1184x9x9xf32>
  %e6301 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6302 = linalg.fill ins(%c0 : f32) outs(%e6301 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6303 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6300, %dense_blocks_3_layers_9_2_weight : tensor<10x1184x9x9xf32>, tensor<32x1184x3x3xf32>) outs(%f6302 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6304 = tensor.empty() : tensor<10x1216x7x7xf32>
  %cat6305 = tensor.insert_slice %g5640 into %e6304[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6306 = tensor.insert_slice %conv5700 into %cat6305[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6307 = tensor.insert_slice %conv5763 into %cat6306[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6308 = tensor.insert_slice %conv5827 into %cat6307[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6309 = tensor.insert_slice %conv5892 into %cat6308[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6310 = tensor.insert_slice %conv5958 into %cat6309[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6311 = tensor.insert_slice %conv6025 into %cat6310[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6312 = tensor.insert_slice %conv6093 into %cat6311[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6313 = tensor.insert_slice %conv6162 into %cat6312[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6314 = tensor.insert_slice %conv6232 into %cat6313[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %cat6315 = tensor.insert_slice %conv6303 into %cat6314[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1216x7x7xf32>
  %e6316 = tensor.empty() : tensor<1216xf32>
  %f6317 = linalg.fill ins(%c0 : f32) outs(%e6316 : tensor<1216xf32>) -> tensor<1216xf32>
  %g6321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6315 : tensor<10x1216x7x7xf32>) outs(%f6317 : tensor<1216xf32>) {
  ^bb0(%a6318: f32, %o6319: f32):
    %b6320 = arith.addf %a6318, %o6319 : f32
    linalg.yield %b6320 : f32
  } -> tensor<1216xf32>
  %e6322 = tensor.empty() : tensor<1216xf32>
  %g6326 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6321 : tensor<1216xf32>) outs(%e6322 : tensor<1216xf32>) {
  ^bb0(%a6323: f32, %o6324: f32):
    %b6325 = arith.divf %a6323, %c8 : f32
    linalg.yield %b6325 : f32
  } -> tensor<1216xf32>
  %e6328 = tensor.empty() : tensor<10x1216x7x7xf32>
  %g6334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6315, %g6326 : tensor<10x1216x7x7xf32>, tensor<1216xf32>) outs(%e6328 : tensor<10x1216x7x7xf32>) {
  ^bb0(%a6329: f32, %a6330: f32, %o6331: f32):
    %b6332 = arith.subf %a6329, %a6330 : f32
    %b6333 = arith.mulf %b6332, %b6332 : f32
    linalg.yield %b6333 : f32
  } -> tensor<10x1216x7x7xf32>
  %e6335 = tensor.empty() : tensor<1216xf32>
  %f6336 = linalg.fill ins(%c0 : f32) outs(%e6335 : tensor<1216xf32>) -> tensor<1216xf32>
  %g6340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6334 : tensor<10x1216x7x7xf32>) outs(%f6336 : tensor<1216xf32>) {
  ^bb0(%a6337: f32, %o6338: f32):
    %b6339 = arith.addf %a6337, %o6338 : f32
    linalg.yield %b6339 : f32
  } -> tensor<1216xf32>
  %e6341 = tensor.empty() : tensor<1216xf32>
  %g6345 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6340 : tensor<1216xf32>) outs(%e6341 : tensor<1216xf32>) {
  ^bb0(%a6342: f32, %o6343: f32):
    %b6344 = arith.divf %a6342, %c8 : f32
    linalg.yield %b6344 : f32
  } -> tensor<1216xf32>
  %e6349 = tensor.empty() : tensor<10x1216x7x7xf32>
  %g6362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6315, %g6326, %g6345, %dense_blocks_3_layers_10_0_weight, %dense_blocks_3_layers_10_0_bias : tensor<10x1216x7x7xf32>, tensor<1216xf32>, tensor<1216xf32>, tensor<1216xf32>, tensor<1216xf32>) outs(%e6349 : tensor<10x1216x7x7xf32>) {
  ^bb0(%a6350: f32, %a6351: f32, %a6352: f32, %a6353: f32, %a6354: f32, %o6355: f32):
    %b6356 = arith.addf %a6352, %c2 : f32
    %b6357 = math.sqrt %b6356 : f32
    %b6358 = arith.subf %a6350, %a6351 : f32
    %b6359 = arith.divf %b6358, %b6357 : f32
    %b6360 = arith.mulf %b6359, %a6353 : f32
    %b6361 = arith.addf %b6360, %a6354 : f32
    linalg.yield %b6361 : f32
  } -> tensor<10x1216x7x7xf32>
  %e6363 = tensor.empty() : tensor<10x1216x7x7xf32>
  %g6367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6362 : tensor<10x1216x7x7xf32>) outs(%e6363 : tensor<10x1216x7x7xf32>) {
  ^bb0(%a6364: f32, %o6365: f32):
    %b6366 = arith.maximumf %a6364, %c0 : f32
    linalg.yield %b6366 : f32
  } -> tensor<10x1216x7x7xf32>
  %e6368 = tensor.empty() : tensor<10x1216x9x9xf32>
  %f6369 = linalg.fill ins(%c0 : f32) outs(%e6368 : tensor<10x1216x9x9xf32>) -> tensor<10x1216x9x9xf32>
  %g6372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6367 : tensor<10x1216x7x7xf32>) outs(%f6369 : tensor<10x1216x9x9xf32>) {
  ^bb0(%a6370: f32, %o6371: f32):
    linalg.yield %a6370 : f32
  } -> tensor<10x1216x9x9xf32>
  %e6373 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6374 = linalg.fill ins(%c0 : f32) outs(%e6373 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6375 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6372, %dense_blocks_3_layers_10_2_weight : tensor<10x1216x9x9xf32>, tensor<32x1216x3x3xf32>) outs(%f6374 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6376 = tensor.empty() : tensor<10x1248x7x7xf32>
  %cat6377 = tensor.insert_slice %g5640 into %e6376[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6378 = tensor.insert_slice %conv5700 into %cat6377[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6379 = tensor.insert_slice %conv5763 into %cat6378[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6380 = tensor.insert_slice %conv5827 into %cat6379[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6381 = tensor.insert_slice %conv5892 into %cat6380[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6382 = tensor.insert_slice %conv5958 into %cat6381[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6383 = tensor.insert_slice %conv6025 into %cat6382[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6384 = tensor.insert_slice %conv6093 into %cat6383[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6385 = tensor.insert_slice %conv6162 into %cat6384[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6386 = tensor.insert_slice %conv6232 into %cat6385[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6387 = tensor.insert_slice %conv6303 into %cat6386[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %cat6388 = tensor.insert_slice %conv6375 into %cat6387[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1248x7x7xf32>
  %e6389 = tensor.empty() : tensor<1248xf32>
  %f6390 = linalg.fill ins(%c0 : f32) outs(%e6389 : tensor<1248xf32>) -> tensor<1248xf32>
  %g6394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6388 : tensor<10x1248x7x7xf32>) outs(%f6390 : tensor<1248xf32>) {
  ^bb0(%a6391: f32, %o6392: f32):
    %b6393 = arith.addf %a6391, %o6392 : f32
    linalg.yield %b6393 : f32
  } -> tensor<1248xf32>
  %e6395 = tensor.empty() : tensor<1248xf32>
  %g6399 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6394 : tensor<1248xf32>) outs(%e6395 : tensor<1248xf32>) {
  ^bb0(%a6396: f32, %o6397: f32):
    %b6398 = arith.divf %a6396, %c8 : f32
    linalg.yield %b6398 : f32
  } -> tensor<1248xf32>
  %e6401 = tensor.empty() : tensor<10x1248x7x7xf32>
  %g6407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6388, %g6399 : tensor<10x1248x7x7xf32>, tensor<1248xf32>) outs(%e6401 : tensor<10x1248x7x7xf32>) {
  ^bb0(%a6402: f32, %a6403: f32, %o6404: f32):
    %b6405 = arith.subf %a6402, %a6403 : f32
    %b6406 = arith.mulf %b6405, %b6405 : f32
    linalg.yield %b6406 : f32
  } -> tensor<10x1248x7x7xf32>
  %e6408 = tensor.empty() : tensor<1248xf32>
  %f6409 = linalg.fill ins(%c0 : f32) outs(%e6408 : tensor<1248xf32>) -> tensor<1248xf32>
  %g6413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6407 : tensor<10x1248x7x7xf32>) outs(%f6409 : tensor<1248xf32>) {
  ^bb0(%a6410: f32, %o6411: f32):
    %b6412 = arith.addf %a6410, %o6411 : f32
    linalg.yield %b6412 : f32
  } -> tensor<1248xf32>
  %e6414 = tensor.empty() : tensor<1248xf32>
  %g6418 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6413 : tensor<1248xf32>) outs(%e6414 : tensor<1248xf32>) {
  ^bb0(%a6415: f32, %o6416: f32):
    %b6417 = arith.divf %a6415, %c8 : f32
    linalg.yield %b6417 : f32
  } -> tensor<1248xf32>
  %e6422 = tensor.empty() : tensor<10x1248x7x7xf32>
  %g6435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6388, %g6399, %g6418, %dense_blocks_3_layers_11_0_weight, %dense_blocks_3_layers_11_0_bias : tensor<10x1248x7x7xf32>, tensor<1248xf32>, tensor<1248xf32>, tensor<1248xf32>, tensor<1248xf32>) outs(%e6422 : tensor<10x1248x7x7xf32>) {
  ^bb0(%a6423: f32, %a6424: f32, %a6425: f32, %a6426: f32, %a6427: f32, %o6428: f32):
    %b6429 = arith.addf %a6425, %c2 : f32
    %b6430 = math.sqrt %b6429 : f32
    %b6431 = arith.subf %a6423, %a6424 : f32
    %b6432 = arith.divf %b6431, %b6430 : f32
    %b6433 = arith.mulf %b6432, %a6426 : f32
    %b6434 = arith.addf %b6433, %a6427 : f32
    linalg.yield %b6434 : f32
  } -> tensor<10x1248x7x7xf32>
  %e6436 = tensor.empty() : tensor<10x1248x7x7xf32>
  %g6440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6435 : tensor<10x1248x7x7xf32>) outs(%e6436 : tensor<10x1248x7x7xf32>) {
  ^bb0(%a6437: f32, %o6438: f32):
    %b6439 = arith.maximumf %a6437, %c0 : f32
    linalg.yield %b6439 : f32
  } -> tensor<10x1248x7x7xf32>
  %e6441 = tensor.empty() : tensor<10x1248x9x9xf32>
  %f6442 = linalg.fill ins(%c0 : f32) outs(%e6441 : tensor<10x1248x9x9xf32>) -> tensor<10x1248x9x9xf32>
  %g6445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6440 : tensor<10x1248x7x7xf32>) outs(%f6442 : tensor<10x1248x9x9xf32>) {
  ^bb0(%a6443: f32, %o6444: f32):
    linalg.yield %a6443 : f32
  } -> tensor<10x1248x9x9xf32>
  %e6446 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6447 = linalg.fill ins(%c0 : f32) outs(%e6446 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6448 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6445, %dense_blocks_3_layers_11_2_weight : tensor<10x1248x9x9xf32>, tensor<32x1248x3x3xf32>) outs(%f6447 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6449 = tensor.empty() : tensor<10x1280x7x7xf32>
  %cat6450 = tensor.insert_slice %g5640 into %e6449[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6451 = tensor.insert_slice %conv5700 into %cat6450[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6452 = tensor.insert_slice %conv5763 into %cat6451[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6453 = tensor.insert_slice %conv5827 into %cat6452[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6454 = tensor.insert_slice %conv5892 into %cat6453[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6455 = tensor.insert_slice %conv5958 into %cat6454[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6456 = tensor.insert_slice %conv6025 into %cat6455[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6457 = tensor.insert_slice %conv6093 into %cat6456[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6458 = tensor.insert_slice %conv6162 into %cat6457[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6459 = tensor.insert_slice %conv6232 into %cat6458[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6460 = tensor.insert_slice %conv6303 into %cat6459[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6461 = tensor.insert_slice %conv6375 into %cat6460[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %cat6462 = tensor.insert_slice %conv6448 into %cat6461[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1280x7x7xf32>
  %e6463 = tensor.empty() : tensor<1280xf32>
  %f6464 = linalg.fill ins(%c0 : f32) outs(%e6463 : tensor<1280xf32>) -> tensor<1280xf32>
  %g6468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6462 : tensor<10x1280x7x7xf32>) outs(%f6464 : tensor<1280xf32>) {
  ^bb0(%a6465: f32, %o6466: f32):
    %b6467 = arith.addf %a6465, %o6466 : f32
    linalg.yield %b6467 : f32
  } -> tensor<1280xf32>
  %e6469 = tensor.empty() : tensor<1280xf32>
  %g6473 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6468 : tensor<1280xf32>) outs(%e6469 : tensor<1280xf32>) {
  ^bb0(%a6470: f32, %o6471: f32):
    %b6472 = arith.divf %a6470, %c8 : f32
    linalg.yield %b6472 : f32
  } -> tensor<1280xf32>
  %e6475 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g6481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6462, %g6473 : tensor<10x1280x7x7xf32>, tensor<1280xf32>) outs(%e6475 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a6476: f32, %a6477: f32, %o6478: f32):
    %b6479 = arith.subf %a6476, %a6477 : f32
    %b6480 = arith.mulf %b6479, %b6479 : f32
    linalg.yield %b6480 : f32
  } -> tensor<10x1280x7x7xf32>
  %e6482 = tensor.empty() : tensor<1280xf32>
  %f6483 = linalg.fill ins(%c0 : f32) outs(%e6482 : tensor<1280xf32>) -> tensor<1280xf32>
  %g6487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6481 : tensor<10x1280x7x7xf32>) outs(%f6483 : tensor<1280xf32>) {
  ^bb0(%a6484: f32, %o6485: f32):
    %b6486 = arith.addf %a6484, %o6485 : f32
    linalg.yield %b6486 : f32
  } -> tensor<1280xf32>
  %e6488 = tensor.empty() : tensor<1280xf32>
  %g6492 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6487 : tensor<1280xf32>) outs(%e6488 : tensor<1280xf32>) {
  ^bb0(%a6489: f32, %o6490: f32):
    %b6491 = arith.divf %a6489, %c8 : f32
    linalg.yield %b6491 : f32
  } -> tensor<1280xf32>
  %e6496 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g6509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6462, %g6473, %g6492, %dense_blocks_3_layers_12_0_weight, %dense_blocks_3_layers_12_0_bias : tensor<10x1280x7x7xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>) outs(%e6496 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a6497: f32, %a6498: f32, %a6499: f32, %a6500: f32, %a6501: f32, %o6502: f32):
    %b6503 = arith.addf %a6499, %c2 : f32
    %b6504 = math.sqrt %b6503 : f32
    %b6505 = arith.subf %a6497, %a6498 : f32
    %b6506 = arith.divf %b6505, %b6504 : f32
    %b6507 = arith.mulf %b6506, %a6500 : f32
    %b6508 = arith.addf %b6507, %a6501 : f32
    linalg.yield %b6508 : f32
  } -> tensor<10x1280x7x7xf32>
  %e6510 = tensor.empty() : tensor<10x1280x7x7xf32>
  %g6514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6509 : tensor<10x1280x7x7xf32>) outs(%e6510 : tensor<10x1280x7x7xf32>) {
  ^bb0(%a6511: f32, %o6512: f32):
    %b6513 = arith.maximumf %a6511, %c0 : f32
    linalg.yield %b6513 : f32
  } -> tensor<10x1280x7x7xf32>
  %e6515 = tensor.empty() : tensor<10x1280x9x9xf32>
  %f6516 = linalg.fill ins(%c0 : f32) outs(%e6515 : tensor<10x1280x9x9xf32>) -> tensor<10x1280x9x9xf32>
  %g6519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6514 : tensor<10x1280x7x7xf32>) outs(%f6516 : tensor<10x1280x9x9xf32>) {
  ^bb0(%a6517: f32, %o6518: f32):
    linalg.yield %a6517 : f32
  } -> tensor<10x1280x9x9xf32>
  %e6520 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6521 = linalg.fill ins(%c0 : f32) outs(%e6520 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6522 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6519, %dense_blocks_3_layers_12_2_weight : tensor<10x1280x9x9xf32>, tensor<32x1280x3x3xf32>) outs(%f6521 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6523 = tensor.empty() : tensor<10x1312x7x7xf32>
  %cat6524 = tensor.insert_slice %g5640 into %e6523[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6525 = tensor.insert_slice %conv5700 into %cat6524[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6526 = tensor.insert_slice %conv5763 into %cat6525[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6527 = tensor.insert_slice %conv5827 into %cat6526[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6528 = tensor.insert_slice %conv5892 into %cat6527[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6529 = tensor.insert_slice %conv5958 into %cat6528[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6530 = tensor.insert_slice %conv6025 into %cat6529[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6531 = tensor.insert_slice %conv6093 into %cat6530[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6532 = tensor.insert_slice %conv6162 into %cat6531[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6533 = tensor.insert_slice %conv6232 into %cat6532[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6534 = tensor.insert_slice %conv6303 into %cat6533[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6535 = tensor.insert_slice %conv6375 into %cat6534[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6536 = tensor.insert_slice %conv6448 into %cat6535[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %cat6537 = tensor.insert_slice %conv6522 into %cat6536[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1312x7x7xf32>
  %e6538 = tensor.empty() : tensor<1312xf32>
  %f6539 = linalg.fill ins(%c0 : f32) outs(%e6538 : tensor<1312xf32>) -> tensor<1312xf32>
  %g6543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6537 : tensor<10x1312x7x7xf32>) outs(%f6539 : tensor<1312xf32>) {
  ^bb0(%a6540: f32, %o6541: f32):
    %b6542 = arith.addf %a6540, %o6541 : f32
    linalg.yield %b6542 : f32
  } -> tensor<1312xf32>
  %e6544 = tensor.empty() : tensor<1312xf32>
  %g6548 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6543 : tensor<1312xf32>) outs(%e6544 : tensor<1312xf32>) {
  ^bb0(%a6545: f32, %o6546: f32):
    %b6547 = arith.divf %a6545, %c8 : f32
    linalg.yield %b6547 : f32
  } -> tensor<1312xf32>
  %e6550 = tensor.empty() : tensor<10x1312x7x7xf32>
  %g6556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6537, %g6548 : tensor<10x1312x7x7xf32>, tensor<1312xf32>) outs(%e6550 : tensor<10x1312x7x7xf32>) {
  ^bb0(%a6551: f32, %a6552: f32, %o6553: f32):
    %b6554 = arith.subf %a6551, %a6552 : f32
    %b6555 = arith.mulf %b6554, %b6554 : f32
    linalg.yield %b6555 : f32
  } -> tensor<10x1312x7x7xf32>
  %e6557 = tensor.empty() : tensor<1312xf32>
  %f6558 = linalg.fill ins(%c0 : f32) outs(%e6557 : tensor<1312xf32>) -> tensor<1312xf32>
  %g6562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6556 : tensor<10x1312x7x7xf32>) outs(%f6558 : tensor<1312xf32>) {
  ^bb0(%a6559: f32, %o6560: f32):
    %b6561 = arith.addf %a6559, %o6560 : f32
    linalg.yield %b6561 : f32
  } -> tensor<1312xf32>
  %e6563 = tensor.empty() : tensor<1312xf32>
  %g6567 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6562 : tensor<1312xf32>) outs(%e6563 : tensor<1312xf32>) {
  ^bb0(%a6564: f32, %o6565: f32):
    %b6566 = arith.divf %a6564, %c8 : f32
    linalg.yield %b6566 : f32
  } -> tensor<1312xf32>
  %e6571 = tensor.empty() : tensor<10x1312x7x7xf32>
  %g6584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6537, %g6548, %g6567, %dense_blocks_3_layers_13_0_weight, %dense_blocks_3_layers_13_0_bias : tensor<10x1312x7x7xf32>, tensor<1312xf32>, tensor<1312xf32>, tensor<1312xf32>, tensor<1312xf32>) outs(%e6571 : tensor<10x1312x7x7xf32>) {
  ^bb0(%a6572: f32, %a6573: f32, %a6574: f32, %a6575: f32, %a6576: f32, %o6577: f32):
    %b6578 = arith.addf %a6574, %c2 : f32
    %b6579 = math.sqrt %b6578 : f32
    %b6580 = arith.subf %a6572, %a6573 : f32
    %b6581 = arith.divf %b6580, %b6579 : f32
    %b6582 = arith.mulf %b6581, %a6575 : f32
    %b6583 = arith.addf %b6582, %a6576 : f32
    linalg.yield %b6583 : f32
  } -> tensor<10x1312x7x7xf32>
  %e6585 = tensor.empty() : tensor<10x1312x7x7xf32>
  %g6589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6584 : tensor<10x1312x7x7xf32>) outs(%e6585 : tensor<10x1312x7x7xf32>) {
  ^bb0(%a6586: f32, %o6587: f32):
    %b6588 = arith.maximumf %a6586, %c0 : f32
    linalg.yield %b6588 : f32
  } -> tensor<10x1312x7x7xf32>
  %e6590 = tensor.empty() : tensor<10x1312x9x9xf32>
  %f6591 = linalg.fill ins(%c0 : f32) outs(%e6590 : tensor<10x1312x9x9xf32>) -> tensor<10x1312x9x9xf32>
  %g6594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6589 : tensor<10x1312x7x7xf32>) outs(%f6591 : tensor<10x1312x9x9xf32>) {
  ^bb0(%a6592: f32, %o6593: f32):
    linalg.yield %a6592 : f32
  } -> tensor<10x1312x9x9xf32>
  %e6595 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6596 = linalg.fill ins(%c0 : f32) outs(%e6595 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6597 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6594, %dense_blocks_3_layers_13_2_weight : tensor<10x1312x9x9xf32>, tensor<32x1312x3x3xf32>) outs(%f6596 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6598 = tensor.empty() : tensor<10x1344x7x7xf32>
  %cat6599 = tensor.insert_slice %g5640 into %e6598[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6600 = tensor.insert_slice %conv5700 into %cat6599[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6601 = tensor.insert_slice %conv5763 into %cat6600[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6602 = tensor.insert_slice %conv5827 into %cat6601[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6603 = tensor.insert_slice %conv5892 into %cat6602[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6604 = tensor.insert_slice %conv5958 into %cat6603[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6605 = tensor.insert_slice %conv6025 into %cat6604[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6606 = tensor.insert_slice %conv6093 into %cat6605[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6607 = tensor.insert_slice %conv6162 into %cat6606[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6608 = tensor.insert_slice %conv6232 into %cat6607[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6609 = tensor.insert_slice %conv6303 into %cat6608[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6610 = tensor.insert_slice %conv6375 into %cat6609[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6611 = tensor.insert_slice %conv6448 into %cat6610[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6612 = tensor.insert_slice %conv6522 into %cat6611[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %cat6613 = tensor.insert_slice %conv6597 into %cat6612[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1344x7x7xf32>
  %e6614 = tensor.empty() : tensor<1344xf32>
  %f6615 = linalg.fill ins(%c0 : f32) outs(%e6614 : tensor<1344xf32>) -> tensor<1344xf32>
  %g6619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6613 : tensor<10x1344x7x7xf32>) outs(%f6615 : tensor<1344xf32>) {
  ^bb0(%a6616: f32, %o6617: f32):
    %b6618 = arith.addf %a6616, %o6617 : f32
    linalg.yield %b6618 : f32
  } -> tensor<1344xf32>
  %e6620 = tensor.empty() : tensor<1344xf32>
  %g6624 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6619 : tensor<1344xf32>) outs(%e6620 : tensor<1344xf32>) {
  ^bb0(%a6621: f32, %o6622: f32):
    %b6623 = arith.divf %a6621, %c8 : f32
    linalg.yield %b6623 : f32
  } -> tensor<1344xf32>
  %e6626 = tensor.empty() : tensor<10x1344x7x7xf32>
  %g6632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6613, %g6624 : tensor<10x1344x7x7xf32>, tensor<1344xf32>) outs(%e6626 : tensor<10x1344x7x7xf32>) {
  ^bb0(%a6627: f32, %a6628: f32, %o6629: f32):
    %b6630 = arith.subf %a6627, %a6628 : f32
    %b6631 = arith.mulf %b6630, %b6630 : f32
    linalg.yield %b6631 : f32
  } -> tensor<10x1344x7x7xf32>
  %e6633 = tensor.empty() : tensor<1344xf32>
  %f6634 = linalg.fill ins(%c0 : f32) outs(%e6633 : tensor<1344xf32>) -> tensor<1344xf32>
  %g6638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6632 : tensor<10x1344x7x7xf32>) outs(%f6634 : tensor<1344xf32>) {
  ^bb0(%a6635: f32, %o6636: f32):
    %b6637 = arith.addf %a6635, %o6636 : f32
    linalg.yield %b6637 : f32
  } -> tensor<1344xf32>
  %e6639 = tensor.empty() : tensor<1344xf32>
  %g6643 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6638 : tensor<1344xf32>) outs(%e6639 : tensor<1344xf32>) {
  ^bb0(%a6640: f32, %o6641: f32):
    %b6642 = arith.divf %a6640, %c8 : f32
    linalg.yield %b6642 : f32
  } -> tensor<1344xf32>
  %e6647 = tensor.empty() : tensor<10x1344x7x7xf32>
  %g6660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6613, %g6624, %g6643, %dense_blocks_3_layers_14_0_weight, %dense_blocks_3_layers_14_0_bias : tensor<10x1344x7x7xf32>, tensor<1344xf32>, tensor<1344xf32>, tensor<1344xf32>, tensor<1344xf32>) outs(%e6647 : tensor<10x1344x7x7xf32>) {
  ^bb0(%a6648: f32, %a6649: f32, %a6650: f32, %a6651: f32, %a6652: f32, %o6653: f32):
    %b6654 = arith.addf %a6650, %c2 : f32
    %b6655 = math.sqrt %b6654 : f32
    %b6656 = arith.subf %a6648, %a6649 : f32
    %b6657 = arith.divf %b6656, %b6655 : f32
    %b6658 = arith.mulf %b6657, %a6651 : f32
    %b6659 = arith.addf %b6658, %a6652 : f32
    linalg.yield %b6659 : f32
  } -> tensor<10x1344x7x7xf32>
  %e6661 = tensor.empty() : tensor<10x1344x7x7xf32>
  %g6665 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6660 : tensor<10x1344x7x7xf32>) outs(%e6661 : tensor<10x1344x7x7xf32>) {
  ^bb0(%a6662: f32, %o6663: f32):
    %b6664 = arith.maximumf %a6662, %c0 : f32
    linalg.yield %b6664 : f32
  } -> tensor<10x1344x7x7xf32>
  %e6666 = tensor.empty() : tensor<10x1344x9x9xf32>
  %f6667 = linalg.fill ins(%c0 : f32) outs(%e6666 : tensor<10x1344x9x9xf32>) -> tensor<10x1344x9x9xf32>
  %g6670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6665 : tensor<10x1344x7x7xf32>) outs(%f6667 : tensor<10x1344x9x9xf32>) {
  ^bb0(%a6668: f32, %o6669: f32):
    linalg.yield %a6668 : f32
  } -> tensor<10x1344x9x9xf32>
  %e6671 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6672 = linalg.fill ins(%c0 : f32) outs(%e6671 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6673 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6670, %dense_blocks_3_layers_14_2_weight : tensor<10x1344x9x9xf32>, tensor<32x1344x3x3xf32>) outs(%f6672 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6674 = tensor.empty() : tensor<10x1376x7x7xf32>
  %cat6675 = tensor.insert_slice %g5640 into %e6674[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6676 = tensor.insert_slice %conv5700 into %cat6675[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6677 = tensor.insert_slice %conv5763 into %cat6676[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6678 = tensor.insert_slice %conv5827 into %cat6677[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6679 = tensor.insert_slice %conv5892 into %cat6678[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6680 = tensor.insert_slice %conv5958 into %cat6679[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6681 = tensor.insert_slice %conv6025 into %cat6680[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6682 = tensor.insert_slice %conv6093 into %cat6681[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6683 = tensor.insert_slice %conv6162 into %cat6682[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6684 = tensor.insert_slice %conv6232 into %cat6683[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6685 = tensor.insert_slice %conv6303 into %cat6684[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6686 = tensor.insert_slice %conv6375 into %cat6685[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6687 = tensor.insert_slice %conv6448 into %cat6686[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6688 = tensor.insert_slice %conv6522 into %cat6687[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6689 = tensor.insert_slice %conv6597 into %cat6688[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %cat6690 = tensor.insert_slice %conv6673 into %cat6689[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1376x7x7xf32>
  %e6691 = tensor.empty() : tensor<1376xf32>
  %f6692 = linalg.fill ins(%c0 : f32) outs(%e6691 : tensor<1376xf32>) -> tensor<1376xf32>
  %g6696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6690 : tensor<10x1376x7x7xf32>) outs(%f6692 : tensor<1376xf32>) {
  ^bb0(%a6693: f32, %o6694: f32):
    %b6695 = arith.addf %a6693, %o6694 : f32
    linalg.yield %b6695 : f32
  } -> tensor<1376xf32>
  %e6697 = tensor.empty() : tensor<1376xf32>
  %g6701 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6696 : tensor<1376xf32>) outs(%e6697 : tensor<1376xf32>) {
  ^bb0(%a6698: f32, %o6699: f32):
    %b6700 = arith.divf %a6698, %c8 : f32
    linalg.yield %b6700 : f32
  } -> tensor<1376xf32>
  %e6703 = tensor.empty() : tensor<10x1376x7x7xf32>
  %g6709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6690, %g6701 : tensor<10x1376x7x7xf32>, tensor<1376xf32>) outs(%e6703 : tensor<10x1376x7x7xf32>) {
  ^bb0(%a6704: f32, %a6705: f32, %o6706: f32):
    %b6707 = arith.subf %a6704, %a6705 : f32
    %b6708 = arith.mulf %b6707, %b6707 : f32
    linalg.yield %b6708 : f32
  } -> tensor<10x1376x7x7xf32>
  %e6710 = tensor.empty() : tensor<1376xf32>
  %f6711 = linalg.fill ins(%c0 : f32) outs(%e6710 : tensor<1376xf32>) -> tensor<1376xf32>
  %g6715 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6709 : tensor<10x1376x7x7xf32>) outs(%f6711 : tensor<1376xf32>) {
  ^bb0(%a6712: f32, %o6713: f32):
    %b6714 = arith.addf %a6712, %o6713 : f32
    linalg.yield %b6714 : f32
  } -> tensor<1376xf32>
  %e6716 = tensor.empty() : tensor<1376xf32>
  %g6720 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6715 : tensor<1376xf32>) outs(%e6716 : tensor<1376xf32>) {
  ^bb0(%a6717: f32, %o6718: f32):
    %b6719 = arith.divf %a6717, %c8 : f32
    linalg.yield %b6719 : f32
  } -> tensor<1376xf32>
  %e6724 = tensor.empty() : tensor<10x1376x7x7xf32>
  %g6737 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6690, %g6701, %g6720, %dense_blocks_3_layers_15_0_weight, %dense_blocks_3_layers_15_0_bias : tensor<10x1376x7x7xf32>, tensor<1376xf32>, tensor<1376xf32>, tensor<1376xf32>, tensor<1376xf32>) outs(%e6724 : tensor<10x1376x7x7xf32>) {
  ^bb0(%a6725: f32, %a6726: f32, %a6727: f32, %a6728: f32, %a6729: f32, %o6730: f32):
    %b6731 = arith.addf %a6727, %c2 : f32
    %b6732 = math.sqrt %b6731 : f32
    %b6733 = arith.subf %a6725, %a6726 : f32
    %b6734 = arith.divf %b6733, %b6732 : f32
    %b6735 = arith.mulf %b6734, %a6728 : f32
    %b6736 = arith.addf %b6735, %a6729 : f32
    linalg.yield %b6736 : f32
  } -> tensor<10x1376x7x7xf32>
  %e6738 = tensor.empty() : tensor<10x1376x7x7xf32>
  %g6742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6737 : tensor<10x1376x7x7xf32>) outs(%e6738 : tensor<10x1376x7x7xf32>) {
  ^bb0(%a6739: f32, %o6740: f32):
    %b6741 = arith.maximumf %a6739, %c0 : f32
    linalg.yield %b6741 : f32
  } -> tensor<10x1376x7x7xf32>
  %e6743 = tensor.empty() : tensor<10x1376x9x9xf32>
  %f6744 = linalg.fill ins(%c0 : f32) outs(%e6743 : tensor<10x1376x9x9xf32>) -> tensor<10x1376x9x9xf32>
  %g6747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6742 : tensor<10x1376x7x7xf32>) outs(%f6744 : tensor<10x1376x9x9xf32>) {
  ^bb0(%a6745: f32, %o6746: f32):
    linalg.yield %a6745 : f32
  } -> tensor<10x1376x9x9xf32>
  %e6748 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6749 = linalg.fill ins(%c0 : f32) outs(%e6748 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6750 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6747, %dense_blocks_3_layers_15_2_weight : tensor<10x1376x9x9xf32>, tensor<32x1376x3x3xf32>) outs(%f6749 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6751 = tensor.empty() : tensor<10x1408x7x7xf32>
  %cat6752 = tensor.insert_slice %g5640 into %e6751[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6753 = tensor.insert_slice %conv5700 into %cat6752[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6754 = tensor.insert_slice %conv5763 into %cat6753[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6755 = tensor.insert_slice %conv5827 into %cat6754[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6756 = tensor.insert_slice %conv5892 into %cat6755[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6757 = tensor.insert_slice %conv5958 into %cat6756[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6758 = tensor.insert_slice %conv6025 into %cat6757[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6759 = tensor.insert_slice %conv6093 into %cat6758[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6760 = tensor.insert_slice %conv6162 into %cat6759[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6761 = tensor.insert_slice %conv6232 into %cat6760[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6762 = tensor.insert_slice %conv6303 into %cat6761[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6763 = tensor.insert_slice %conv6375 into %cat6762[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6764 = tensor.insert_slice %conv6448 into %cat6763[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6765 = tensor.insert_slice %conv6522 into %cat6764[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6766 = tensor.insert_slice %conv6597 into %cat6765[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6767 = tensor.insert_slice %conv6673 into %cat6766[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %cat6768 = tensor.insert_slice %conv6750 into %cat6767[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1408x7x7xf32>
  %e6769 = tensor.empty() : tensor<1408xf32>
  %f6770 = linalg.fill ins(%c0 : f32) outs(%e6769 : tensor<1408xf32>) -> tensor<1408xf32>
  %g6774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6768 : tensor<10x1408x7x7xf32>) outs(%f6770 : tensor<1408xf32>) {
  ^bb0(%a6771: f32, %o6772: f32):
    %b6773 = arith.addf %a6771, %o6772 : f32
    linalg.yield %b6773 : f32
  } -> tensor<1408xf32>
  %e6775 = tensor.empty() : tensor<1408xf32>
  %g6779 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6774 : tensor<1408xf32>) outs(%e6775 : tensor<1408xf32>) {
  ^bb0(%a6776: f32, %o6777: f32):
    %b6778 = arith.divf %a6776, %c8 : f32
    linalg.yield %b6778 : f32
  } -> tensor<1408xf32>
  %e6781 = tensor.empty() : tensor<10x1408x7x7xf32>
  %g6787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6768, %g6779 : tensor<10x1408x7x7xf32>, tensor<1408xf32>) outs(%e6781 : tensor<10x1408x7x7xf32>) {
  ^bb0(%a6782: f32, %a6783: f32, %o6784: f32):
    %b6785 = arith.subf %a6782, %a6783 : f32
    %b6786 = arith.mulf %b6785, %b6785 : f32
    linalg.yield %b6786 : f32
  } -> tensor<10x1408x7x7xf32>
  %e6788 = tensor.empty() : tensor<1408xf32>
  %f6789 = linalg.fill ins(%c0 : f32) outs(%e6788 : tensor<1408xf32>) -> tensor<1408xf32>
  %g6793 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6787 : tensor<10x1408x7x7xf32>) outs(%f6789 : tensor<1408xf32>) {
  ^bb0(%a6790: f32, %o6791: f32):
    %b6792 = arith.addf %a6790, %o6791 : f32
    linalg.yield %b6792 : f32
  } -> tensor<1408xf32>
  %e6794 = tensor.empty() : tensor<1408xf32>
  %g6798 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6793 : tensor<1408xf32>) outs(%e6794 : tensor<1408xf32>) {
  ^bb0(%a6795: f32, %o6796: f32):
    %b6797 = arith.divf %a6795, %c8 : f32
    linalg.yield %b6797 : f32
  } -> tensor<1408xf32>
  %e6802 = tensor.empty() : tensor<10x1408x7x7xf32>
  %g6815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6768, %g6779, %g6798, %dense_blocks_3_layers_16_0_weight, %dense_blocks_3_layers_16_0_bias : tensor<10x1408x7x7xf32>, tensor<1408xf32>, tensor<1408xf32>, tensor<1408xf32>, tensor<1408xf32>) outs(%e6802 : tensor<10x1408x7x7xf32>) {
  ^bb0(%a6803: f32, %a6804: f32, %a6805: f32, %a6806: f32, %a6807: f32, %o6808: f32):
    %b6809 = arith.addf %a6805, %c2 : f32
    %b6810 = math.sqrt %b6809 : f32
    %b6811 = arith.subf %a6803, %a6804 : f32
    %b6812 = arith.divf %b6811, %b6810 : f32
    %b6813 = arith.mulf %b6812, %a6806 : f32
    %b6814 = arith.addf %b6813, %a6807 : f32
    linalg.yield %b6814 : f32
  } -> tensor<10x1408x7x7xf32>
  %e6816 = tensor.empty() : tensor<10x1408x7x7xf32>
  %g6820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6815 : tensor<10x1408x7x7xf32>) outs(%e6816 : tensor<10x1408x7x7xf32>) {
  ^bb0(%a6817: f32, %o6818: f32):
    %b6819 = arith.maximumf %a6817, %c0 : f32
    linalg.yield %b6819 : f32
  } -> tensor<10x1408x7x7xf32>
  %e6821 = tensor.empty() : tensor<10x1408x9x9xf32>
  %f6822 = linalg.fill ins(%c0 : f32) outs(%e6821 : tensor<10x1408x9x9xf32>) -> tensor<10x1408x9x9xf32>
  %g6825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6820 : tensor<10x1408x7x7xf32>) outs(%f6822 : tensor<10x1408x9x9xf32>) {
  ^bb0(%a6823: f32, %o6824: f32):
    linalg.yield %a6823 : f32
  } -> tensor<10x1408x9x9xf32>
  %e6826 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6827 = linalg.fill ins(%c0 : f32) outs(%e6826 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6828 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6825, %dense_blocks_3_layers_16_2_weight : tensor<10x1408x9x9xf32>, tensor<32x1408x3x3xf32>) outs(%f6827 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6829 = tensor.empty() : tensor<10x1440x7x7xf32>
  %cat6830 = tensor.insert_slice %g5640 into %e6829[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6831 = tensor.insert_slice %conv5700 into %cat6830[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6832 = tensor.insert_slice %conv5763 into %cat6831[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6833 = tensor.insert_slice %conv5827 into %cat6832[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6834 = tensor.insert_slice %conv5892 into %cat6833[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6835 = tensor.insert_slice %conv5958 into %cat6834[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6836 = tensor.insert_slice %conv6025 into %cat6835[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6837 = tensor.insert_slice %conv6093 into %cat6836[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6838 = tensor.insert_slice %conv6162 into %cat6837[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6839 = tensor.insert_slice %conv6232 into %cat6838[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6840 = tensor.insert_slice %conv6303 into %cat6839[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6841 = tensor.insert_slice %conv6375 into %cat6840[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6842 = tensor.insert_slice %conv6448 into %cat6841[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6843 = tensor.insert_slice %conv6522 into %cat6842[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6844 = tensor.insert_slice %conv6597 into %cat6843[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6845 = tensor.insert_slice %conv6673 into %cat6844[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6846 = tensor.insert_slice %conv6750 into %cat6845[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %cat6847 = tensor.insert_slice %conv6828 into %cat6846[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1440x7x7xf32>
  %e6848 = tensor.empty() : tensor<1440xf32>
  %f6849 = linalg.fill ins(%c0 : f32) outs(%e6848 : tensor<1440xf32>) -> tensor<1440xf32>
  %g6853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6847 : tensor<10x1440x7x7xf32>) outs(%f6849 : tensor<1440xf32>) {
  ^bb0(%a6850: f32, %o6851: f32):
    %b6852 = arith.addf %a6850, %o6851 : f32
    linalg.yield %b6852 : f32
  } -> tensor<1440xf32>
  %e6854 = tensor.empty() : tensor<1440xf32>
  %g6858 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6853 : tensor<1440xf32>) outs(%e6854 : tensor<1440xf32>) {
  ^bb0(%a6855: f32, %o6856: f32):
    %b6857 = arith.divf %a6855, %c8 : f32
    linalg.yield %b6857 : f32
  } -> tensor<1440xf32>
  %e6860 = tensor.empty() : tensor<10x1440x7x7xf32>
  %g6866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6847, %g6858 : tensor<10x1440x7x7xf32>, tensor<1440xf32>) outs(%e6860 : tensor<10x1440x7x7xf32>) {
  ^bb0(%a6861: f32, %a6862: f32, %o6863: f32):
    %b6864 = arith.subf %a6861, %a6862 : f32
    %b6865 = arith.mulf %b6864, %b6864 : f32
    linalg.yield %b6865 : f32
  } -> tensor<10x1440x7x7xf32>
  %e6867 = tensor.empty() : tensor<1440xf32>
  %f6868 = linalg.fill ins(%c0 : f32) outs(%e6867 : tensor<1440xf32>) -> tensor<1440xf32>
  %g6872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6866 : tensor<10x1440x7x7xf32>) outs(%f6868 : tensor<1440xf32>) {
  ^bb0(%a6869: f32, %o6870: f32):
    %b6871 = arith.addf %a6869, %o6870 : f32
    linalg.yield %b6871 : f32
  } -> tensor<1440xf32>
  %e6873 = tensor.empty() : tensor<1440xf32>
  %g6877 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6872 : tensor<1440xf32>) outs(%e6873 : tensor<1440xf32>) {
  ^bb0(%a6874: f32, %o6875: f32):
    %b6876 = arith.divf %a6874, %c8 : f32
    linalg.yield %b6876 : f32
  } -> tensor<1440xf32>
  %e6881 = tensor.empty() : tensor<10x1440x7x7xf32>
  %g6894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6847, %g6858, %g6877, %dense_blocks_3_layers_17_0_weight, %dense_blocks_3_layers_17_0_bias : tensor<10x1440x7x7xf32>, tensor<1440xf32>, tensor<1440xf32>, tensor<1440xf32>, tensor<1440xf32>) outs(%e6881 : tensor<10x1440x7x7xf32>) {
  ^bb0(%a6882: f32, %a6883: f32, %a6884: f32, %a6885: f32, %a6886: f32, %o6887: f32):
    %b6888 = arith.addf %a6884, %c2 : f32
    %b6889 = math.sqrt %b6888 : f32
    %b6890 = arith.subf %a6882, %a6883 : f32
    %b6891 = arith.divf %b6890, %b6889 : f32
    %b6892 = arith.mulf %b6891, %a6885 : f32
    %b6893 = arith.addf %b6892, %a6886 : f32
    linalg.yield %b6893 : f32
  } -> tensor<10x1440x7x7xf32>
  %e6895 = tensor.empty() : tensor<10x1440x7x7xf32>
  %g6899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6894 : tensor<10x1440x7x7xf32>) outs(%e6895 : tensor<10x1440x7x7xf32>) {
  ^bb0(%a6896: f32, %o6897: f32):
    %b6898 = arith.maximumf %a6896, %c0 : f32
    linalg.yield %b6898 : f32
  } -> tensor<10x1440x7x7xf32>
  %e6900 = tensor.empty() : tensor<10x1440x9x9xf32>
  %f6901 = linalg.fill ins(%c0 : f32) outs(%e6900 : tensor<10x1440x9x9xf32>) -> tensor<10x1440x9x9xf32>
  %g6904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6899 : tensor<10x1440x7x7xf32>) outs(%f6901 : tensor<10x1440x9x9xf32>) {
  ^bb0(%a6902: f32, %o6903: f32):
    linalg.yield %a6902 : f32
  } -> tensor<10x1440x9x9xf32>
  %e6905 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6906 = linalg.fill ins(%c0 : f32) outs(%e6905 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6907 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6904, %dense_blocks_3_layers_17_2_weight : tensor<10x1440x9x9xf32>, tensor<32x1440x3x3xf32>) outs(%f6906 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6908 = tensor.empty() : tensor<10x1472x7x7xf32>
  %cat6909 = tensor.insert_slice %g5640 into %e6908[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6910 = tensor.insert_slice %conv5700 into %cat6909[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6911 = tensor.insert_slice %conv5763 into %cat6910[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6912 = tensor.insert_slice %conv5827 into %cat6911[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6913 = tensor.insert_slice %conv5892 into %cat6912[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6914 = tensor.insert_slice %conv5958 into %cat6913[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6915 = tensor.insert_slice %conv6025 into %cat6914[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6916 = tensor.insert_slice %conv6093 into %cat6915[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6917 = tensor.insert_slice %conv6162 into %cat6916[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6918 = tensor.insert_slice %conv6232 into %cat6917[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6919 = tensor.insert_slice %conv6303 into %cat6918[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6920 = tensor.insert_slice %conv6375 into %cat6919[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6921 = tensor.insert_slice %conv6448 into %cat6920[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6922 = tensor.insert_slice %conv6522 into %cat6921[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6923 = tensor.insert_slice %conv6597 into %cat6922[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6924 = tensor.insert_slice %conv6673 into %cat6923[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6925 = tensor.insert_slice %conv6750 into %cat6924[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6926 = tensor.insert_slice %conv6828 into %cat6925[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %cat6927 = tensor.insert_slice %conv6907 into %cat6926[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1472x7x7xf32>
  %e6928 = tensor.empty() : tensor<1472xf32>
  %f6929 = linalg.fill ins(%c0 : f32) outs(%e6928 : tensor<1472xf32>) -> tensor<1472xf32>
  %g6933 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat6927 : tensor<10x1472x7x7xf32>) outs(%f6929 : tensor<1472xf32>) {
  ^bb0(%a6930: f32, %o6931: f32):
    %b6932 = arith.addf %a6930, %o6931 : f32
    linalg.yield %b6932 : f32
  } -> tensor<1472xf32>
  %e6934 = tensor.empty() : tensor<1472xf32>
  %g6938 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6933 : tensor<1472xf32>) outs(%e6934 : tensor<1472xf32>) {
  ^bb0(%a6935: f32, %o6936: f32):
    %b6937 = arith.divf %a6935, %c8 : f32
    linalg.yield %b6937 : f32
  } -> tensor<1472xf32>
  %e6940 = tensor.empty() : tensor<10x1472x7x7xf32>
  %g6946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6927, %g6938 : tensor<10x1472x7x7xf32>, tensor<1472xf32>) outs(%e6940 : tensor<10x1472x7x7xf32>) {
  ^bb0(%a6941: f32, %a6942: f32, %o6943: f32):
    %b6944 = arith.subf %a6941, %a6942 : f32
    %b6945 = arith.mulf %b6944, %b6944 : f32
    linalg.yield %b6945 : f32
  } -> tensor<10x1472x7x7xf32>
  %e6947 = tensor.empty() : tensor<1472xf32>
  %f6948 = linalg.fill ins(%c0 : f32) outs(%e6947 : tensor<1472xf32>) -> tensor<1472xf32>
  %g6952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6946 : tensor<10x1472x7x7xf32>) outs(%f6948 : tensor<1472xf32>) {
  ^bb0(%a6949: f32, %o6950: f32):
    %b6951 = arith.addf %a6949, %o6950 : f32
    linalg.yield %b6951 : f32
  } -> tensor<1472xf32>
  %e6953 = tensor.empty() : tensor<1472xf32>
  %g6957 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6952 : tensor<1472xf32>) outs(%e6953 : tensor<1472xf32>) {
  ^bb0(%a6954: f32, %o6955: f32):
    %b6956 = arith.divf %a6954, %c8 : f32
    linalg.yield %b6956 : f32
  } -> tensor<1472xf32>
  %e6961 = tensor.empty() : tensor<10x1472x7x7xf32>
  %g6974 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat6927, %g6938, %g6957, %dense_blocks_3_layers_18_0_weight, %dense_blocks_3_layers_18_0_bias : tensor<10x1472x7x7xf32>, tensor<1472xf32>, tensor<1472xf32>, tensor<1472xf32>, tensor<1472xf32>) outs(%e6961 : tensor<10x1472x7x7xf32>) {
  ^bb0(%a6962: f32, %a6963: f32, %a6964: f32, %a6965: f32, %a6966: f32, %o6967: f32):
    %b6968 = arith.addf %a6964, %c2 : f32
    %b6969 = math.sqrt %b6968 : f32
    %b6970 = arith.subf %a6962, %a6963 : f32
    %b6971 = arith.divf %b6970, %b6969 : f32
    %b6972 = arith.mulf %b6971, %a6965 : f32
    %b6973 = arith.addf %b6972, %a6966 : f32
    linalg.yield %b6973 : f32
  } -> tensor<10x1472x7x7xf32>
  %e6975 = tensor.empty() : tensor<10x1472x7x7xf32>
  %g6979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6974 : tensor<10x1472x7x7xf32>) outs(%e6975 : tensor<10x1472x7x7xf32>) {
  ^bb0(%a6976: f32, %o6977: f32):
    %b6978 = arith.maximumf %a6976, %c0 : f32
    linalg.yield %b6978 : f32
  } -> tensor<10x1472x7x7xf32>
  %e6980 = tensor.empty() : tensor<10x1472x9x9xf32>
  %f6981 = linalg.fill ins(%c0 : f32) outs(%e6980 : tensor<10x1472x9x9xf32>) -> tensor<10x1472x9x9xf32>
  %g6984 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6979 : tensor<10x1472x7x7xf32>) outs(%f6981 : tensor<10x1472x9x9xf32>) {
  ^bb0(%a6982: f32, %o6983: f32):
    linalg.yield %a6982 : f32
  } -> tensor<10x1472x9x9xf32>
  %e6985 = tensor.empty() : tensor<10x32x7x7xf32>
  %f6986 = linalg.fill ins(%c0 : f32) outs(%e6985 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv6987 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6984, %dense_blocks_3_layers_18_2_weight : tensor<10x1472x9x9xf32>, tensor<32x1472x3x3xf32>) outs(%f6986 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e6988 = tensor.empty() : tensor<10x1504x7x7xf32>
  %cat6989 = tensor.insert_slice %g5640 into %e6988[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6990 = tensor.insert_slice %conv5700 into %cat6989[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6991 = tensor.insert_slice %conv5763 into %cat6990[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6992 = tensor.insert_slice %conv5827 into %cat6991[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6993 = tensor.insert_slice %conv5892 into %cat6992[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6994 = tensor.insert_slice %conv5958 into %cat6993[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6995 = tensor.insert_slice %conv6025 into %cat6994[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6996 = tensor.insert_slice %conv6093 into %cat6995[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6997 = tensor.insert_slice %conv6162 into %cat6996[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6998 = tensor.insert_slice %conv6232 into %cat6997[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat6999 = tensor.insert_slice %conv6303 into %cat6998[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7000 = tensor.insert_slice %conv6375 into %cat6999[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7001 = tensor.insert_slice %conv6448 into %cat7000[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7002 = tensor.insert_slice %conv6522 into %cat7001[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7003 = tensor.insert_slice %conv6597 into %cat7002[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7004 = tensor.insert_slice %conv6673 into %cat7003[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7005 = tensor.insert_slice %conv6750 into %cat7004[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7006 = tensor.insert_slice %conv6828 into %cat7005[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7007 = tensor.insert_slice %conv6907 into %cat7006[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %cat7008 = tensor.insert_slice %conv6987 into %cat7007[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1504x7x7xf32>
  %e7009 = tensor.empty() : tensor<1504xf32>
  %f7010 = linalg.fill ins(%c0 : f32) outs(%e7009 : tensor<1504xf32>) -> tensor<1504xf32>
  %g7014 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7008 : tensor<10x1504x7x7xf32>) outs(%f7010 : tensor<1504xf32>) {
  ^bb0(%a7011: f32, %o7012: f32):
    %b7013 = arith.addf %a7011, %o7012 : f32
    linalg.yield %b7013 : f32
  } -> tensor<1504xf32>
  %e7015 = tensor.empty() : tensor<1504xf32>
  %g7019 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7014 : tensor<1504xf32>) outs(%e7015 : tensor<1504xf32>) {
  ^bb0(%a7016: f32, %o7017: f32):
    %b7018 = arith.divf %a7016, %c8 : f32
    linalg.yield %b7018 : f32
  } -> tensor<1504xf32>
  %e7021 = tensor.empty() : tensor<10x1504x7x7xf32>
  %g7027 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7008, %g7019 : tensor<10x1504x7x7xf32>, tensor<1504xf32>) outs(%e7021 : tensor<10x1504x7x7xf32>) {
  ^bb0(%a7022: f32, %a7023: f32, %o7024: f32):
    %b7025 = arith.subf %a7022, %a7023 : f32
    %b7026 = arith.mulf %b7025, %b7025 : f32
    linalg.yield %b7026 : f32
  } -> tensor<10x1504x7x7xf32>
  %e7028 = tensor.empty() : tensor<1504xf32>
  %f7029 = linalg.fill ins(%c0 : f32) outs(%e7028 : tensor<1504xf32>) -> tensor<1504xf32>
  %g7033 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7027 : tensor<10x1504x7x7xf32>) outs(%f7029 : tensor<1504xf32>) {
  ^bb0(%a7030: f32, %o7031: f32):
    %b7032 = arith.addf %a7030, %o7031 : f32
    linalg.yield %b7032 : f32
  } -> tensor<1504xf32>
  %e7034 = tensor.empty() : tensor<1504xf32>
  %g7038 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7033 : tensor<1504xf32>) outs(%e7034 : tensor<1504xf32>) {
  ^bb0(%a7035: f32, %o7036: f32):
    %b7037 = arith.divf %a7035, %c8 : f32
    linalg.yield %b7037 : f32
  } -> tensor<1504xf32>
  %e7042 = tensor.empty() : tensor<10x1504x7x7xf32>
  %g7055 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7008, %g7019, %g7038, %dense_blocks_3_layers_19_0_weight, %dense_blocks_3_layers_19_0_bias : tensor<10x1504x7x7xf32>, tensor<1504xf32>, tensor<1504xf32>, tensor<1504xf32>, tensor<1504xf32>) outs(%e7042 : tensor<10x1504x7x7xf32>) {
  ^bb0(%a7043: f32, %a7044: f32, %a7045: f32, %a7046: f32, %a7047: f32, %o7048: f32):
    %b7049 = arith.addf %a7045, %c2 : f32
    %b7050 = math.sqrt %b7049 : f32
    %b7051 = arith.subf %a7043, %a7044 : f32
    %b7052 = arith.divf %b7051, %b7050 : f32
    %b7053 = arith.mulf %b7052, %a7046 : f32
    %b7054 = arith.addf %b7053, %a7047 : f32
    linalg.yield %b7054 : f32
  } -> tensor<10x1504x7x7xf32>
  %e7056 = tensor.empty() : tensor<10x1504x7x7xf32>
  %g7060 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7055 : tensor<10x1504x7x7xf32>) outs(%e7056 : tensor<10x1504x7x7xf32>) {
  ^bb0(%a7057: f32, %o7058: f32):
    %b7059 = arith.maximumf %a7057, %c0 : f32
    linalg.yield %b7059 : f32
  } -> tensor<10x1504x7x7xf32>
  %e7061 = tensor.empty() : tensor<10x1504x9x9xf32>
  %f7062 = linalg.fill ins(%c0 : f32) outs(%e7061 : tensor<10x1504x9x9xf32>) -> tensor<10x1504x9x9xf32>
  %g7065 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7060 : tensor<10x1504x7x7xf32>) outs(%f7062 : tensor<10x1504x9x9xf32>) {
  ^bb0(%a7063: f32, %o7064: f32):
    linalg.yield %a7063 : f32
  } -> tensor<10x1504x9x9xf32>
  %e7066 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7067 = linalg.fill ins(%c0 : f32) outs(%e7066 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7068 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7065, %dense_blocks_3_layers_19_2_weight : tensor<10x1504x9x9xf32>, tensor<32x1504x3x3xf32>) outs(%f7067 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7069 = tensor.empty() : tensor<10x1536x7x7xf32>
  %cat7070 = tensor.insert_slice %g5640 into %e7069[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7071 = tensor.insert_slice %conv5700 into %cat7070[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7072 = tensor.insert_slice %conv5763 into %cat7071[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7073 = tensor.insert_slice %conv5827 into %cat7072[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7074 = tensor.insert_slice %conv5892 into %cat7073[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7075 = tensor.insert_slice %conv5958 into %cat7074[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7076 = tensor.insert_slice %conv6025 into %cat7075[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7077 = tensor.insert_slice %conv6093 into %cat7076[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7078 = tensor.insert_slice %conv6162 into %cat7077[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7079 = tensor.insert_slice %conv6232 into %cat7078[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7080 = tensor.insert_slice %conv6303 into %cat7079[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7081 = tensor.insert_slice %conv6375 into %cat7080[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7082 = tensor.insert_slice %conv6448 into %cat7081[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7083 = tensor.insert_slice %conv6522 into %cat7082[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7084 = tensor.insert_slice %conv6597 into %cat7083[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7085 = tensor.insert_slice %conv6673 into %cat7084[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7086 = tensor.insert_slice %conv6750 into %cat7085[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7087 = tensor.insert_slice %conv6828 into %cat7086[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7088 = tensor.insert_slice %conv6907 into %cat7087[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7089 = tensor.insert_slice %conv6987 into %cat7088[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %cat7090 = tensor.insert_slice %conv7068 into %cat7089[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1536x7x7xf32>
  %e7091 = tensor.empty() : tensor<1536xf32>
  %f7092 = linalg.fill ins(%c0 : f32) outs(%e7091 : tensor<1536xf32>) -> tensor<1536xf32>
  %g7096 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7090 : tensor<10x1536x7x7xf32>) outs(%f7092 : tensor<1536xf32>) {
  ^bb0(%a7093: f32, %o7094: f32):
    %b7095 = arith.addf %a7093, %o7094 : f32
    linalg.yield %b7095 : f32
  } -> tensor<1536xf32>
  %e7097 = tensor.empty() : tensor<1536xf32>
  %g7101 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7096 : tensor<1536xf32>) outs(%e7097 : tensor<1536xf32>) {
  ^bb0(%a7098: f32, %o7099: f32):
    %b7100 = arith.divf %a7098, %c8 : f32
    linalg.yield %b7100 : f32
  } -> tensor<1536xf32>
  %e7103 = tensor.empty() : tensor<10x1536x7x7xf32>
  %g7109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7090, %g7101 : tensor<10x1536x7x7xf32>, tensor<1536xf32>) outs(%e7103 : tensor<10x1536x7x7xf32>) {
  ^bb0(%a7104: f32, %a7105: f32, %o7106: f32):
    %b7107 = arith.subf %a7104, %a7105 : f32
    %b7108 = arith.mulf %b7107, %b7107 : f32
    linalg.yield %b7108 : f32
  } -> tensor<10x1536x7x7xf32>
  %e7110 = tensor.empty() : tensor<1536xf32>
  %f7111 = linalg.fill ins(%c0 : f32) outs(%e7110 : tensor<1536xf32>) -> tensor<1536xf32>
  %g7115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7109 : tensor<10x1536x7x7xf32>) outs(%f7111 : tensor<1536xf32>) {
  ^bb0(%a7112: f32, %o7113: f32):
    %b7114 = arith.addf %a7112, %o7113 : f32
    linalg.yield %b7114 : f32
  } -> tensor<1536xf32>
  %e7116 = tensor.empty() : tensor<1536xf32>
  %g7120 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7115 : tensor<1536xf32>) outs(%e7116 : tensor<1536xf32>) {
  ^bb0(%a7117: f32, %o7118: f32):
    %b7119 = arith.divf %a7117, %c8 : f32
    linalg.yield %b7119 : f32
  } -> tensor<1536xf32>
  %e7124 = tensor.empty() : tensor<10x1536x7x7xf32>
  %g7137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7090, %g7101, %g7120, %dense_blocks_3_layers_20_0_weight, %dense_blocks_3_layers_20_0_bias : tensor<10x1536x7x7xf32>, tensor<1536xf32>, tensor<1536xf32>, tensor<1536xf32>, tensor<1536xf32>) outs(%e7124 : tensor<10x1536x7x7xf32>) {
  ^bb0(%a7125: f32, %a7126: f32, %a7127: f32, %a7128: f32, %a7129: f32, %o7130: f32):
    %b7131 = arith.addf %a7127, %c2 : f32
    %b7132 = math.sqrt %b7131 : f32
    %b7133 = arith.subf %a7125, %a7126 : f32
    %b7134 = arith.divf %b7133, %b7132 : f32
    %b7135 = arith.mulf %b7134, %a7128 : f32
    %b7136 = arith.addf %b7135, %a7129 : f32
    linalg.yield %b7136 : f32
  } -> tensor<10x1536x7x7xf32>
  %e7138 = tensor.empty() : tensor<10x1536x7x7xf32>
  %g7142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7137 : tensor<10x1536x7x7xf32>) outs(%e7138 : tensor<10x1536x7x7xf32>) {
  ^bb0(%a7139: f32, %o7140: f32):
    %b7141 = arith.maximumf %a7139, %c0 : f32
    linalg.yield %b7141 : f32
  } -> tensor<10x1536x7x7xf32>
  %e7143 = tensor.empty() : tensor<10x1536x9x9xf32>
  %f7144 = linalg.fill ins(%c0 : f32) outs(%e7143 : tensor<10x1536x9x9xf32>) -> tensor<10x1536x9x9xf32>
  %g7147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7142 : tensor<10x1536x7x7xf32>) outs(%f7144 : tensor<10x1536x9x9xf32>) {
  ^bb0(%a7145: f32, %o7146: f32):
    linalg.yield %a7145 : f32
  } -> tensor<10x1536x9x9xf32>
  %e7148 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7149 = linalg.fill ins(%c0 : f32) outs(%e7148 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7150 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7147, %dense_blocks_3_layers_20_2_weight : tensor<10x1536x9x9xf32>, tensor<32x1536x3x3xf32>) outs(%f7149 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7151 = tensor.empty() : tensor<10x1568x7x7xf32>
  %cat7152 = tensor.insert_slice %g5640 into %e7151[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7153 = tensor.insert_slice %conv5700 into %cat7152[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7154 = tensor.insert_slice %conv5763 into %cat7153[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7155 = tensor.insert_slice %conv5827 into %cat7154[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7156 = tensor.insert_slice %conv5892 into %cat7155[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7157 = tensor.insert_slice %conv5958 into %cat7156[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7158 = tensor.insert_slice %conv6025 into %cat7157[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7159 = tensor.insert_slice %conv6093 into %cat7158[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7160 = tensor.insert_slice %conv6162 into %cat7159[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7161 = tensor.insert_slice %conv6232 into %cat7160[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7162 = tensor.insert_slice %conv6303 into %cat7161[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7163 = tensor.insert_slice %conv6375 into %cat7162[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7164 = tensor.insert_slice %conv6448 into %cat7163[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7165 = tensor.insert_slice %conv6522 into %cat7164[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7166 = tensor.insert_slice %conv6597 into %cat7165[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7167 = tensor.insert_slice %conv6673 into %cat7166[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7168 = tensor.insert_slice %conv6750 into %cat7167[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7169 = tensor.insert_slice %conv6828 into %cat7168[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7170 = tensor.insert_slice %conv6907 into %cat7169[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7171 = tensor.insert_slice %conv6987 into %cat7170[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7172 = tensor.insert_slice %conv7068 into %cat7171[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %cat7173 = tensor.insert_slice %conv7150 into %cat7172[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1568x7x7xf32>
  %e7174 = tensor.empty() : tensor<1568xf32>
  %f7175 = linalg.fill ins(%c0 : f32) outs(%e7174 : tensor<1568xf32>) -> tensor<1568xf32>
  %g7179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7173 : tensor<10x1568x7x7xf32>) outs(%f7175 : tensor<1568xf32>) {
  ^bb0(%a7176: f32, %o7177: f32):
    %b7178 = arith.addf %a7176, %o7177 : f32
    linalg.yield %b7178 : f32
  } -> tensor<1568xf32>
  %e7180 = tensor.empty() : tensor<1568xf32>
  %g7184 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7179 : tensor<1568xf32>) outs(%e7180 : tensor<1568xf32>) {
  ^bb0(%a7181: f32, %o7182: f32):
    %b7183 = arith.divf %a7181, %c8 : f32
    linalg.yield %b7183 : f32
  } -> tensor<1568xf32>
  %e7186 = tensor.empty() : tensor<10x1568x7x7xf32>
  %g7192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7173, %g7184 : tensor<10x1568x7x7xf32>, tensor<1568xf32>) outs(%e7186 : tensor<10x1568x7x7xf32>) {
  ^bb0(%a7187: f32, %a7188: f32, %o7189: f32):
    %b7190 = arith.subf %a7187, %a7188 : f32
    %b7191 = arith.mulf %b7190, %b7190 : f32
    linalg.yield %b7191 : f32
  } -> tensor<10x1568x7x7xf32>
  %e7193 = tensor.empty() : tensor<1568xf32>
  %f7194 = linalg.fill ins(%c0 : f32) outs(%e7193 : tensor<1568xf32>) -> tensor<1568xf32>
  %g7198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7192 : tensor<10x1568x7x7xf32>) outs(%f7194 : tensor<1568xf32>) {
  ^bb0(%a7195: f32, %o7196: f32):
    %b7197 = arith.addf %a7195, %o7196 : f32
    linalg.yield %b7197 : f32
  } -> tensor<1568xf32>
  %e7199 = tensor.empty() : tensor<1568xf32>
  %g7203 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7198 : tensor<1568xf32>) outs(%e7199 : tensor<1568xf32>) {
  ^bb0(%a7200: f32, %o7201: f32):
    %b7202 = arith.divf %a7200, %c8 : f32
    linalg.yield %b7202 : f32
  } -> tensor<1568xf32>
  %e7207 = tensor.empty() : tensor<10x1568x7x7xf32>
  %g7220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7173, %g7184, %g7203, %dense_blocks_3_layers_21_0_weight, %dense_blocks_3_layers_21_0_bias : tensor<10x1568x7x7xf32>, tensor<1568xf32>, tensor<1568xf32>, tensor<1568xf32>, tensor<1568xf32>) outs(%e7207 : tensor<10x1568x7x7xf32>) {
  ^bb0(%a7208: f32, %a7209: f32, %a7210: f32, %a7211: f32, %a7212: f32, %o7213: f32):
    %b7214 = arith.addf %a7210, %c2 : f32
    %b7215 = math.sqrt %b7214 : f32
    %b7216 = arith.subf %a7208, %a7209 : f32
    %b7217 = arith.divf %b7216, %b7215 : f32
    %b7218 = arith.mulf %b7217, %a7211 : f32
    %b7219 = arith.addf %b7218, %a7212 : f32
    linalg.yield %b7219 : f32
  } -> tensor<10x1568x7x7xf32>
  %e7221 = tensor.empty() : tensor<10x1568x7x7xf32>
  %g7225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7220 : tensor<10x1568x7x7xf32>) outs(%e7221 : tensor<10x1568x7x7xf32>) {
  ^bb0(%a7222: f32, %o7223: f32):
    %b7224 = arith.maximumf %a7222, %c0 : f32
    linalg.yield %b7224 : f32
  } -> tensor<10x1568x7x7xf32>
  %e7226 = tensor.empty() : tensor<10x1568x9x9xf32>
  %f7227 = linalg.fill ins(%c0 : f32) outs(%e7226 : tensor<10x1568x9x9xf32>) -> tensor<10x1568x9x9xf32>
  %g7230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7225 : tensor<10x1568x7x7xf32>) outs(%f7227 : tensor<10x1568x9x9xf32>) {
  ^bb0(%a7228: f32, %o7229: f32):
    linalg.yield %a7228 : f32
  } -> tensor<10x1568x9x9xf32>
  %e7231 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7232 = linalg.fill ins(%c0 : f32) outs(%e7231 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7233 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7230, %dense_blocks_3_layers_21_2_weight : tensor<10x1568x9x9xf32>, tensor<32x1568x3x3xf32>) outs(%f7232 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7234 = tensor.empty() : tensor<10x1600x7x7xf32>
  %cat7235 = tensor.insert_slice %g5640 into %e7234[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7236 = tensor.insert_slice %conv5700 into %cat7235[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7237 = tensor.insert_slice %conv5763 into %cat7236[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7238 = tensor.insert_slice %conv5827 into %cat7237[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7239 = tensor.insert_slice %conv5892 into %cat7238[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7240 = tensor.insert_slice %conv5958 into %cat7239[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7241 = tensor.insert_slice %conv6025 into %cat7240[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7242 = tensor.insert_slice %conv6093 into %cat7241[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7243 = tensor.insert_slice %conv6162 into %cat7242[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7244 = tensor.insert_slice %conv6232 into %cat7243[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7245 = tensor.insert_slice %conv6303 into %cat7244[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7246 = tensor.insert_slice %conv6375 into %cat7245[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7247 = tensor.insert_slice %conv6448 into %cat7246[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7248 = tensor.insert_slice %conv6522 into %cat7247[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7249 = tensor.insert_slice %conv6597 into %cat7248[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7250 = tensor.insert_slice %conv6673 into %cat7249[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7251 = tensor.insert_slice %conv6750 into %cat7250[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7252 = tensor.insert_slice %conv6828 into %cat7251[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7253 = tensor.insert_slice %conv6907 into %cat7252[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7254 = tensor.insert_slice %conv6987 into %cat7253[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7255 = tensor.insert_slice %conv7068 into %cat7254[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7256 = tensor.insert_slice %conv7150 into %cat7255[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %cat7257 = tensor.insert_slice %conv7233 into %cat7256[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1600x7x7xf32>
  %e7258 = tensor.empty() : tensor<1600xf32>
  %f7259 = linalg.fill ins(%c0 : f32) outs(%e7258 : tensor<1600xf32>) -> tensor<1600xf32>
  %g7263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7257 : tensor<10x1600x7x7xf32>) outs(%f7259 : tensor<1600xf32>) {
  ^bb0(%a7260: f32, %o7261: f32):
    %b7262 = arith.addf %a7260, %o7261 : f32
    linalg.yield %b7262 : f32
  } -> tensor<1600xf32>
  %e7264 = tensor.empty() : tensor<1600xf32>
  %g7268 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7263 : tensor<1600xf32>) outs(%e7264 : tensor<1600xf32>) {
  ^bb0(%a7265: f32, %o7266: f32):
    %b7267 = arith.divf %a7265, %c8 : f32
    linalg.yield %b7267 : f32
  } -> tensor<1600xf32>
  %e7270 = tensor.empty() : tensor<10x1600x7x7xf32>
  %g7276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7257, %g7268 : tensor<10x1600x7x7xf32>, tensor<1600xf32>) outs(%e7270 : tensor<10x1600x7x7xf32>) {
  ^bb0(%a7271: f32, %a7272: f32, %o7273: f32):
    %b7274 = arith.subf %a7271, %a7272 : f32
    %b7275 = arith.mulf %b7274, %b7274 : f32
    linalg.yield %b7275 : f32
  } -> tensor<10x1600x7x7xf32>
  %e7277 = tensor.empty() : tensor<1600xf32>
  %f7278 = linalg.fill ins(%c0 : f32) outs(%e7277 : tensor<1600xf32>) -> tensor<1600xf32>
  %g7282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7276 : tensor<10x1600x7x7xf32>) outs(%f7278 : tensor<1600xf32>) {
  ^bb0(%a7279: f32, %o7280: f32):
    %b7281 = arith.addf %a7279, %o7280 : f32
    linalg.yield %b7281 : f32
  } -> tensor<1600xf32>
  %e7283 = tensor.empty() : tensor<1600xf32>
  %g7287 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7282 : tensor<1600xf32>) outs(%e7283 : tensor<1600xf32>) {
  ^bb0(%a7284: f32, %o7285: f32):
    %b7286 = arith.divf %a7284, %c8 : f32
    linalg.yield %b7286 : f32
  } -> tensor<1600xf32>
  %e7291 = tensor.empty() : tensor<10x1600x7x7xf32>
  %g7304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7257, %g7268, %g7287, %dense_blocks_3_layers_22_0_weight, %dense_blocks_3_layers_22_0_bias : tensor<10x1600x7x7xf32>, tensor<1600xf32>, tensor<1600xf32>, tensor<1600xf32>, tensor<1600xf32>) outs(%e7291 : tensor<10x1600x7x7xf32>) {
  ^bb0(%a7292: f32, %a7293: f32, %a7294: f32, %a7295: f32, %a7296: f32, %o7297: f32):
    %b7298 = arith.addf %a7294, %c2 : f32
    %b7299 = math.sqrt %b7298 : f32
    %b7300 = arith.subf %a7292, %a7293 : f32
    %b7301 = arith.divf %b7300, %b7299 : f32
    %b7302 = arith.mulf %b7301, %a7295 : f32
    %b7303 = arith.addf %b7302, %a7296 : f32
    linalg.yield %b7303 : f32
  } -> tensor<10x1600x7x7xf32>
  %e7305 = tensor.empty() : tensor<10x1600x7x7xf32>
  %g7309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7304 : tensor<10x1600x7x7xf32>) outs(%e7305 : tensor<10x1600x7x7xf32>) {
  ^bb0(%a7306: f32, %o7307: f32):
    %b7308 = arith.maximumf %a7306, %c0 : f32
    linalg.yield %b7308 : f32
  } -> tensor<10x1600x7x7xf32>
  %e7310 = tensor.empty() : tensor<10x1600x9x9xf32>
  %f7311 = linalg.fill ins(%c0 : f32) outs(%e7310 : tensor<10x1600x9x9xf32>) -> tensor<10x1600x9x9xf32>
  %g7314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7309 : tensor<10x1600x7x7xf32>) outs(%f7311 : tensor<10x1600x9x9xf32>) {
  ^bb0(%a7312: f32, %o7313: f32):
    linalg.yield %a7312 : f32
  } -> tensor<10x1600x9x9xf32>
  %e7315 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7316 = linalg.fill ins(%c0 : f32) outs(%e7315 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7317 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7314, %dense_blocks_3_layers_22_2_weight : tensor<10x1600x9x9xf32>, tensor<32x1600x3x3xf32>) outs(%f7316 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7318 = tensor.empty() : tensor<10x1632x7x7xf32>
  %cat7319 = tensor.insert_slice %g5640 into %e7318[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7320 = tensor.insert_slice %conv5700 into %cat7319[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7321 = tensor.insert_slice %conv5763 into %cat7320[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7322 = tensor.insert_slice %conv5827 into %cat7321[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7323 = tensor.insert_slice %conv5892 into %cat7322[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7324 = tensor.insert_slice %conv5958 into %cat7323[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7325 = tensor.insert_slice %conv6025 into %cat7324[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7326 = tensor.insert_slice %conv6093 into %cat7325[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7327 = tensor.insert_slice %conv6162 into %cat7326[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7328 = tensor.insert_slice %conv6232 into %cat7327[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7329 = tensor.insert_slice %conv6303 into %cat7328[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7330 = tensor.insert_slice %conv6375 into %cat7329[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7331 = tensor.insert_slice %conv6448 into %cat7330[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7332 = tensor.insert_slice %conv6522 into %cat7331[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7333 = tensor.insert_slice %conv6597 into %cat7332[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7334 = tensor.insert_slice %conv6673 into %cat7333[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7335 = tensor.insert_slice %conv6750 into %cat7334[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7336 = tensor.insert_slice %conv6828 into %cat7335[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7337 = tensor.insert_slice %conv6907 into %cat7336[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7338 = tensor.insert_slice %conv6987 into %cat7337[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7339 = tensor.insert_slice %conv7068 into %cat7338[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7340 = tensor.insert_slice %conv7150 into %cat7339[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7341 = tensor.insert_slice %conv7233 into %cat7340[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %cat7342 = tensor.insert_slice %conv7317 into %cat7341[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1632x7x7xf32>
  %e7343 = tensor.empty() : tensor<1632xf32>
  %f7344 = linalg.fill ins(%c0 : f32) outs(%e7343 : tensor<1632xf32>) -> tensor<1632xf32>
  %g7348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7342 : tensor<10x1632x7x7xf32>) outs(%f7344 : tensor<1632xf32>) {
  ^bb0(%a7345: f32, %o7346: f32):
    %b7347 = arith.addf %a7345, %o7346 : f32
    linalg.yield %b7347 : f32
  } -> tensor<1632xf32>
  %e7349 = tensor.empty() : tensor<1632xf32>
  %g7353 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7348 : tensor<1632xf32>) outs(%e7349 : tensor<1632xf32>) {
  ^bb0(%a7350: f32, %o7351: f32):
    %b7352 = arith.divf %a7350, %c8 : f32
    linalg.yield %b7352 : f32
  } -> tensor<1632xf32>
  %e7355 = tensor.empty() : tensor<10x1632x7x7xf32>
  %g7361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7342, %g7353 : tensor<10x1632x7x7xf32>, tensor<1632xf32>) outs(%e7355 : tensor<10x1632x7x7xf32>) {
  ^bb0(%a7356: f32, %a7357: f32, %o7358: f32):
    %b7359 = arith.subf %a7356, %a7357 : f32
    %b7360 = arith.mulf %b7359, %b7359 : f32
    linalg.yield %b7360 : f32
  } -> tensor<10x1632x7x7xf32>
  %e7362 = tensor.empty() : tensor<1632xf32>
  %f7363 = linalg.fill ins(%c0 : f32) outs(%e7362 : tensor<1632xf32>) -> tensor<1632xf32>
  %g7367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7361 : tensor<10x1632x7x7xf32>) outs(%f7363 : tensor<1632xf32>) {
  ^bb0(%a7364: f32, %o7365: f32):
    %b7366 = arith.addf %a7364, %o7365 : f32
    linalg.yield %b7366 : f32
  } -> tensor<1632xf32>
  %e7368 = tensor.empty() : tensor<1632xf32>
  %g7372 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7367 : tensor<1632xf32>) outs(%e7368 : tensor<1632xf32>) {
  ^bb0(%a7369: f32, %o7370: f32):
    %b7371 = arith.divf %a7369, %c8 : f32
    linalg.yield %b7371 : f32
  } -> tensor<1632xf32>
  %e7376 = tensor.empty() : tensor<10x1632x7x7xf32>
  %g7389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7342, %g7353, %g7372, %dense_blocks_3_layers_23_0_weight, %dense_blocks_3_layers_23_0_bias : tensor<10x1632x7x7xf32>, tensor<1632xf32>, tensor<1632xf32>, tensor<1632xf32>, tensor<1632xf32>) outs(%e7376 : tensor<10x1632x7x7xf32>) {
  ^bb0(%a7377: f32, %a7378: f32, %a7379: f32, %a7380: f32, %a7381: f32, %o7382: f32):
    %b7383 = arith.addf %a7379, %c2 : f32
    %b7384 = math.sqrt %b7383 : f32
    %b7385 = arith.subf %a7377, %a7378 : f32
    %b7386 = arith.divf %b7385, %b7384 : f32
    %b7387 = arith.mulf %b7386, %a7380 : f32
    %b7388 = arith.addf %b7387, %a7381 : f32
    linalg.yield %b7388 : f32
  } -> tensor<10x1632x7x7xf32>
  %e7390 = tensor.empty() : tensor<10x1632x7x7xf32>
  %g7394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7389 : tensor<10x1632x7x7xf32>) outs(%e7390 : tensor<10x1632x7x7xf32>) {
  ^bb0(%a7391: f32, %o7392: f32):
    %b7393 = arith.maximumf %a7391, %c0 : f32
    linalg.yield %b7393 : f32
  } -> tensor<10x1632x7x7xf32>
  %e7395 = tensor.empty() : tensor<10x1632x9x9xf32>
  %f7396 = linalg.fill ins(%c0 : f32) outs(%e7395 : tensor<10x1632x9x9xf32>) -> tensor<10x1632x9x9xf32>
  %g7399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7394 : tensor<10x1632x7x7xf32>) outs(%f7396 : tensor<10x1632x9x9xf32>) {
  ^bb0(%a7397: f32, %o7398: f32):
    linalg.yield %a7397 : f32
  } -> tensor<10x1632x9x9xf32>
  %e7400 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7401 = linalg.fill ins(%c0 : f32) outs(%e7400 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7402 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7399, %dense_blocks_3_layers_23_2_weight : tensor<10x1632x9x9xf32>, tensor<32x1632x3x3xf32>) outs(%f7401 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7403 = tensor.empty() : tensor<10x1664x7x7xf32>
  %cat7404 = tensor.insert_slice %g5640 into %e7403[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7405 = tensor.insert_slice %conv5700 into %cat7404[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7406 = tensor.insert_slice %conv5763 into %cat7405[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7407 = tensor.insert_slice %conv5827 into %cat7406[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7408 = tensor.insert_slice %conv5892 into %cat7407[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7409 = tensor.insert_slice %conv5958 into %cat7408[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7410 = tensor.insert_slice %conv6025 into %cat7409[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7411 = tensor.insert_slice %conv6093 into %cat7410[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7412 = tensor.insert_slice %conv6162 into %cat7411[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7413 = tensor.insert_slice %conv6232 into %cat7412[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7414 = tensor.insert_slice %conv6303 into %cat7413[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7415 = tensor.insert_slice %conv6375 into %cat7414[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7416 = tensor.insert_slice %conv6448 into %cat7415[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7417 = tensor.insert_slice %conv6522 into %cat7416[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7418 = tensor.insert_slice %conv6597 into %cat7417[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7419 = tensor.insert_slice %conv6673 into %cat7418[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7420 = tensor.insert_slice %conv6750 into %cat7419[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7421 = tensor.insert_slice %conv6828 into %cat7420[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7422 = tensor.insert_slice %conv6907 into %cat7421[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7423 = tensor.insert_slice %conv6987 into %cat7422[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7424 = tensor.insert_slice %conv7068 into %cat7423[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7425 = tensor.insert_slice %conv7150 into %cat7424[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7426 = tensor.insert_slice %conv7233 into %cat7425[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7427 = tensor.insert_slice %conv7317 into %cat7426[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %cat7428 = tensor.insert_slice %conv7402 into %cat7427[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1664x7x7xf32>
  %e7429 = tensor.empty() : tensor<1664xf32>
  %f7430 = linalg.fill ins(%c0 : f32) outs(%e7429 : tensor<1664xf32>) -> tensor<1664xf32>
  %g7434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7428 : tensor<10x1664x7x7xf32>) outs(%f7430 : tensor<1664xf32>) {
  ^bb0(%a7431: f32, %o7432: f32):
    %b7433 = arith.addf %a7431, %o7432 : f32
    linalg.yield %b7433 : f32
  } -> tensor<1664xf32>
  %e7435 = tensor.empty() : tensor<1664xf32>
  %g7439 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7434 : tensor<1664xf32>) outs(%e7435 : tensor<1664xf32>) {
  ^bb0(%a7436: f32, %o7437: f32):
    %b7438 = arith.divf %a7436, %c8 : f32
    linalg.yield %b7438 : f32
  } -> tensor<1664xf32>
  %e7441 = tensor.empty() : tensor<10x1664x7x7xf32>
  %g7447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7428, %g7439 : tensor<10x1664x7x7xf32>, tensor<1664xf32>) outs(%e7441 : tensor<10x1664x7x7xf32>) {
  ^bb0(%a7442: f32, %a7443: f32, %o7444: f32):
    %b7445 = arith.subf %a7442, %a7443 : f32
    %b7446 = arith.mulf %b7445, %b7445 : f32
    linalg.yield %b7446 : f32
  } -> tensor<10x1664x7x7xf32>
  %e7448 = tensor.empty() : tensor<1664xf32>
  %f7449 = linalg.fill ins(%c0 : f32) outs(%e7448 : tensor<1664xf32>) -> tensor<1664xf32>
  %g7453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7447 : tensor<10x1664x7x7xf32>) outs(%f7449 : tensor<1664xf32>) {
  ^bb0(%a7450: f32, %o7451: f32):
    %b7452 = arith.addf %a7450, %o7451 : f32
    linalg.yield %b7452 : f32
  } -> tensor<1664xf32>
  %e7454 = tensor.empty() : tensor<1664xf32>
  %g7458 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7453 : tensor<1664xf32>) outs(%e7454 : tensor<1664xf32>) {
  ^bb0(%a7455: f32, %o7456: f32):
    %b7457 = arith.divf %a7455, %c8 : f32
    linalg.yield %b7457 : f32
  } -> tensor<1664xf32>
  %e7462 = tensor.empty() : tensor<10x1664x7x7xf32>
  %g7475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7428, %g7439, %g7458, %dense_blocks_3_layers_24_0_weight, %dense_blocks_3_layers_24_0_bias : tensor<10x1664x7x7xf32>, tensor<1664xf32>, tensor<1664xf32>, tensor<1664xf32>, tensor<1664xf32>) outs(%e7462 : tensor<10x1664x7x7xf32>) {
  ^bb0(%a7463: f32, %a7464: f32, %a7465: f32, %a7466: f32, %a7467: f32, %o7468: f32):
    %b7469 = arith.addf %a7465, %c2 : f32
    %b7470 = math.sqrt %b7469 : f32
    %b7471 = arith.subf %a7463, %a7464 : f32
    %b7472 = arith.divf %b7471, %b7470 : f32
    %b7473 = arith.mulf %b7472, %a7466 : f32
    %b7474 = arith.addf %b7473, %a7467 : f32
    linalg.yield %b7474 : f32
  } -> tensor<10x1664x7x7xf32>
  %e7476 = tensor.empty() : tensor<10x1664x7x7xf32>
  %g7480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7475 : tensor<10x1664x7x7xf32>) outs(%e7476 : tensor<10x1664x7x7xf32>) {
  ^bb0(%a7477: f32, %o7478: f32):
    %b7479 = arith.maximumf %a7477, %c0 : f32
    linalg.yield %b7479 : f32
  } -> tensor<10x1664x7x7xf32>
  %e7481 = tensor.empty() : tensor<10x1664x9x9xf32>
  %f7482 = linalg.fill ins(%c0 : f32) outs(%e7481 : tensor<10x1664x9x9xf32>) -> tensor<10x1664x9x9xf32>
  %g7485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7480 : tensor<10x1664x7x7xf32>) outs(%f7482 : tensor<10x1664x9x9xf32>) {
  ^bb0(%a7483: f32, %o7484: f32):
    linalg.yield %a7483 : f32
  } -> tensor<10x1664x9x9xf32>
  %e7486 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7487 = linalg.fill ins(%c0 : f32) outs(%e7486 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7488 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7485, %dense_blocks_3_layers_24_2_weight : tensor<10x1664x9x9xf32>, tensor<32x1664x3x3xf32>) outs(%f7487 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7489 = tensor.empty() : tensor<10x1696x7x7xf32>
  %cat7490 = tensor.insert_slice %g5640 into %e7489[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7491 = tensor.insert_slice %conv5700 into %cat7490[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7492 = tensor.insert_slice %conv5763 into %cat7491[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7493 = tensor.insert_slice %conv5827 into %cat7492[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7494 = tensor.insert_slice %conv5892 into %cat7493[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7495 = tensor.insert_slice %conv5958 into %cat7494[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7496 = tensor.insert_slice %conv6025 into %cat7495[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7497 = tensor.insert_slice %conv6093 into %cat7496[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7498 = tensor.insert_slice %conv6162 into %cat7497[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7499 = tensor.insert_slice %conv6232 into %cat7498[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7500 = tensor.insert_slice %conv6303 into %cat7499[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7501 = tensor.insert_slice %conv6375 into %cat7500[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7502 = tensor.insert_slice %conv6448 into %cat7501[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7503 = tensor.insert_slice %conv6522 into %cat7502[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7504 = tensor.insert_slice %conv6597 into %cat7503[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7505 = tensor.insert_slice %conv6673 into %cat7504[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7506 = tensor.insert_slice %conv6750 into %cat7505[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7507 = tensor.insert_slice %conv6828 into %cat7506[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7508 = tensor.insert_slice %conv6907 into %cat7507[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7509 = tensor.insert_slice %conv6987 into %cat7508[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7510 = tensor.insert_slice %conv7068 into %cat7509[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7511 = tensor.insert_slice %conv7150 into %cat7510[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7512 = tensor.insert_slice %conv7233 into %cat7511[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7513 = tensor.insert_slice %conv7317 into %cat7512[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7514 = tensor.insert_slice %conv7402 into %cat7513[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %cat7515 = tensor.insert_slice %conv7488 into %cat7514[0, 1664, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1696x7x7xf32>
  %e7516 = tensor.empty() : tensor<1696xf32>
  %f7517 = linalg.fill ins(%c0 : f32) outs(%e7516 : tensor<1696xf32>) -> tensor<1696xf32>
  %g7521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7515 : tensor<10x1696x7x7xf32>) outs(%f7517 : tensor<1696xf32>) {
  ^bb0(%a7518: f32, %o7519: f32):
    %b7520 = arith.addf %a7518, %o7519 : f32
    linalg.yield %b7520 : f32
  } -> tensor<1696xf32>
  %e7522 = tensor.empty() : tensor<1696xf32>
  %g7526 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7521 : tensor<1696xf32>) outs(%e7522 : tensor<1696xf32>) {
  ^bb0(%a7523: f32, %o7524: f32):
    %b7525 = arith.divf %a7523, %c8 : f32
    linalg.yield %b7525 : f32
  } -> tensor<1696xf32>
  %e7528 = tensor.empty() : tensor<10x1696x7x7xf32>
  %g7534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7515, %g7526 : tensor<10x1696x7x7xf32>, tensor<1696xf32>) outs(%e7528 : tensor<10x1696x7x7xf32>) {
  ^bb0(%a7529: f32, %a7530: f32, %o7531: f32):
    %b7532 = arith.subf %a7529, %a7530 : f32
    %b7533 = arith.mulf %b7532, %b7532 : f32
    linalg.yield %b7533 : f32
  } -> tensor<10x1696x7x7xf32>
  %e7535 = tensor.empty() : tensor<1696xf32>
  %f7536 = linalg.fill ins(%c0 : f32) outs(%e7535 : tensor<1696xf32>) -> tensor<1696xf32>
  %g7540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7534 : tensor<10x1696x7x7xf32>) outs(%f7536 : tensor<1696xf32>) {
  ^bb0(%a7537: f32, %o7538: f32):
    %b7539 = arith.addf %a7537, %o7538 : f32
    linalg.yield %b7539 : f32
  } -> tensor<1696xf32>
  %e7541 = tensor.empty() : tensor<1696xf32>
  %g7545 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7540 : tensor<1696xf32>) outs(%e7541 : tensor<1696xf32>) {
  ^bb0(%a7542: f32, %o7543: f32):
    %b7544 = arith.divf %a7542, %c8 : f32
    linalg.yield %b7544 : f32
  } -> tensor<1696xf32>
  %e7549 = tensor.empty() : tensor<10x1696x7x7xf32>
  %g7562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7515, %g7526, %g7545, %dense_blocks_3_layers_25_0_weight, %dense_blocks_3_layers_25_0_bias : tensor<10x1696x7x7xf32>, tensor<1696xf32>, tensor<1696xf32>, tensor<1696xf32>, tensor<1696xf32>) outs(%e7549 : tensor<10x1696x7x7xf32>) {
  ^bb0(%a7550: f32, %a7551: f32, %a7552: f32, %a7553: f32, %a7554: f32, %o7555: f32):
    %b7556 = arith.addf %a7552, %c2 : f32
    %b7557 = math.sqrt %b7556 : f32
    %b7558 = arith.subf %a7550, %a7551 : f32
    %b7559 = arith.divf %b7558, %b7557 : f32
    %b7560 = arith.mulf %b7559, %a7553 : f32
    %b7561 = arith.addf %b7560, %a7554 : f32
    linalg.yield %b7561 : f32
  } -> tensor<10x1696x7x7xf32>
  %e7563 = tensor.empty() : tensor<10x1696x7x7xf32>
  %g7567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7562 : tensor<10x1696x7x7xf32>) outs(%e7563 : tensor<10x1696x7x7xf32>) {
  ^bb0(%a7564: f32, %o7565: f32):
    %b7566 = arith.maximumf %a7564, %c0 : f32
    linalg.yield %b7566 : f32
  } -> tensor<10x1696x7x7xf32>
  %e7568 = tensor.empty() : tensor<10x1696x9x9xf32>
  %f7569 = linalg.fill ins(%c0 : f32) outs(%e7568 : tensor<10x1696x9x9xf32>) -> tensor<10x1696x9x9xf32>
  %g7572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7567 : tensor<10x1696x7x7xf32>) outs(%f7569 : tensor<10x1696x9x9xf32>) {
  ^bb0(%a7570: f32, %o7571: f32):
    linalg.yield %a7570 : f32
  } -> tensor<10x1696x9x9xf32>
  %e7573 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7574 = linalg.fill ins(%c0 : f32) outs(%e7573 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7575 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7572, %dense_blocks_3_layers_25_2_weight : tensor<10x1696x9x9xf32>, tensor<32x1696x3x3xf32>) outs(%f7574 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7576 = tensor.empty() : tensor<10x1728x7x7xf32>
  %cat7577 = tensor.insert_slice %g5640 into %e7576[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7578 = tensor.insert_slice %conv5700 into %cat7577[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7579 = tensor.insert_slice %conv5763 into %cat7578[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7580 = tensor.insert_slice %conv5827 into %cat7579[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7581 = tensor.insert_slice %conv5892 into %cat7580[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7582 = tensor.insert_slice %conv5958 into %cat7581[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7583 = tensor.insert_slice %conv6025 into %cat7582[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7584 = tensor.insert_slice %conv6093 into %cat7583[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7585 = tensor.insert_slice %conv6162 into %cat7584[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7586 = tensor.insert_slice %conv6232 into %cat7585[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7587 = tensor.insert_slice %conv6303 into %cat7586[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7588 = tensor.insert_slice %conv6375 into %cat7587[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7589 = tensor.insert_slice %conv6448 into %cat7588[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7590 = tensor.insert_slice %conv6522 into %cat7589[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7591 = tensor.insert_slice %conv6597 into %cat7590[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7592 = tensor.insert_slice %conv6673 into %cat7591[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7593 = tensor.insert_slice %conv6750 into %cat7592[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7594 = tensor.insert_slice %conv6828 into %cat7593[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7595 = tensor.insert_slice %conv6907 into %cat7594[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7596 = tensor.insert_slice %conv6987 into %cat7595[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7597 = tensor.insert_slice %conv7068 into %cat7596[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7598 = tensor.insert_slice %conv7150 into %cat7597[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7599 = tensor.insert_slice %conv7233 into %cat7598[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7600 = tensor.insert_slice %conv7317 into %cat7599[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7601 = tensor.insert_slice %conv7402 into %cat7600[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7602 = tensor.insert_slice %conv7488 into %cat7601[0, 1664, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %cat7603 = tensor.insert_slice %conv7575 into %cat7602[0, 1696, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1728x7x7xf32>
  %e7604 = tensor.empty() : tensor<1728xf32>
  %f7605 = linalg.fill ins(%c0 : f32) outs(%e7604 : tensor<1728xf32>) -> tensor<1728xf32>
  %g7609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7603 : tensor<10x1728x7x7xf32>) outs(%f7605 : tensor<1728xf32>) {
  ^bb0(%a7606: f32, %o7607: f32):
    %b7608 = arith.addf %a7606, %o7607 : f32
    linalg.yield %b7608 : f32
  } -> tensor<1728xf32>
  %e7610 = tensor.empty() : tensor<1728xf32>
  %g7614 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7609 : tensor<1728xf32>) outs(%e7610 : tensor<1728xf32>) {
  ^bb0(%a7611: f32, %o7612: f32):
    %b7613 = arith.divf %a7611, %c8 : f32
    linalg.yield %b7613 : f32
  } -> tensor<1728xf32>
  %e7616 = tensor.empty() : tensor<10x1728x7x7xf32>
  %g7622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7603, %g7614 : tensor<10x1728x7x7xf32>, tensor<1728xf32>) outs(%e7616 : tensor<10x1728x7x7xf32>) {
  ^bb0(%a7617: f32, %a7618: f32, %o7619: f32):
    %b7620 = arith.subf %a7617, %a7618 : f32
    %b7621 = arith.mulf %b7620, %b7620 : f32
    linalg.yield %b7621 : f32
  } -> tensor<10x1728x7x7xf32>
  %e7623 = tensor.empty() : tensor<1728xf32>
  %f7624 = linalg.fill ins(%c0 : f32) outs(%e7623 : tensor<1728xf32>) -> tensor<1728xf32>
  %g7628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7622 : tensor<10x1728x7x7xf32>) outs(%f7624 : tensor<1728xf32>) {
  ^bb0(%a7625: f32, %o7626: f32):
    %b7627 = arith.addf %a7625, %o7626 : f32
    linalg.yield %b7627 : f32
  } -> tensor<1728xf32>
  %e7629 = tensor.empty() : tensor<1728xf32>
  %g7633 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7628 : tensor<1728xf32>) outs(%e7629 : tensor<1728xf32>) {
  ^bb0(%a7630: f32, %o7631: f32):
    %b7632 = arith.divf %a7630, %c8 : f32
    linalg.yield %b7632 : f32
  } -> tensor<1728xf32>
  %e7637 = tensor.empty() : tensor<10x1728x7x7xf32>
  %g7650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7603, %g7614, %g7633, %dense_blocks_3_layers_26_0_weight, %dense_blocks_3_layers_26_0_bias : tensor<10x1728x7x7xf32>, tensor<1728xf32>, tensor<1728xf32>, tensor<1728xf32>, tensor<1728xf32>) outs(%e7637 : tensor<10x1728x7x7xf32>) {
  ^bb0(%a7638: f32, %a7639: f32, %a7640: f32, %a7641: f32, %a7642: f32, %o7643: f32):
    %b7644 = arith.addf %a7640, %c2 : f32
    %b7645 = math.sqrt %b7644 : f32
    %b7646 = arith.subf %a7638, %a7639 : f32
    %b7647 = arith.divf %b7646, %b7645 : f32
    %b7648 = arith.mulf %b7647, %a7641 : f32
    %b7649 = arith.addf %b7648, %a7642 : f32
    linalg.yield %b7649 : f32
  } -> tensor<10x1728x7x7xf32>
  %e7651 = tensor.empty() : tensor<10x1728x7x7xf32>
  %g7655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7650 : tensor<10x1728x7x7xf32>) outs(%e7651 : tensor<10x1728x7x7xf32>) {
  ^bb0(%a7652: f32, %o7653: f32):
    %b7654 = arith.maximumf %a7652, %c0 : f32
    linalg.yield %b7654 : f32
  } -> tensor<10x1728x7x7xf32>
  %e7656 = tensor.empty() : tensor<10x1728x9x9xf32>
  %f7657 = linalg.fill ins(%c0 : f32) outs(%e7656 : tensor<10x1728x9x9xf32>) -> tensor<10x1728x9x9xf32>
  %g7660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7655 : tensor<10x1728x7x7xf32>) outs(%f7657 : tensor<10x1728x9x9xf32>) {
  ^bb0(%a7658: f32, %o7659: f32):
    linalg.yield %a7658 : f32
  } -> tensor<10x1728x9x9xf32>
  %e7661 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7662 = linalg.fill ins(%c0 : f32) outs(%e7661 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7663 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7660, %dense_blocks_3_layers_26_2_weight : tensor<10x1728x9x9xf32>, tensor<32x1728x3x3xf32>) outs(%f7662 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7664 = tensor.empty() : tensor<10x1760x7x7xf32>
  %cat7665 = tensor.insert_slice %g5640 into %e7664[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7666 = tensor.insert_slice %conv5700 into %cat7665[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7667 = tensor.insert_slice %conv5763 into %cat7666[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7668 = tensor.insert_slice %conv5827 into %cat7667[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7669 = tensor.insert_slice %conv5892 into %cat7668[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7670 = tensor.insert_slice %conv5958 into %cat7669[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7671 = tensor.insert_slice %conv6025 into %cat7670[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7672 = tensor.insert_slice %conv6093 into %cat7671[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7673 = tensor.insert_slice %conv6162 into %cat7672[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7674 = tensor.insert_slice %conv6232 into %cat7673[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7675 = tensor.insert_slice %conv6303 into %cat7674[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7676 = tensor.insert_slice %conv6375 into %cat7675[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7677 = tensor.insert_slice %conv6448 into %cat7676[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7678 = tensor.insert_slice %conv6522 into %cat7677[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7679 = tensor.insert_slice %conv6597 into %cat7678[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7680 = tensor.insert_slice %conv6673 into %cat7679[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7681 = tensor.insert_slice %conv6750 into %cat7680[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7682 = tensor.insert_slice %conv6828 into %cat7681[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7683 = tensor.insert_slice %conv6907 into %cat7682[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7684 = tensor.insert_slice %conv6987 into %cat7683[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7685 = tensor.insert_slice %conv7068 into %cat7684[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7686 = tensor.insert_slice %conv7150 into %cat7685[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7687 = tensor.insert_slice %conv7233 into %cat7686[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7688 = tensor.insert_slice %conv7317 into %cat7687[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7689 = tensor.insert_slice %conv7402 into %cat7688[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7690 = tensor.insert_slice %conv7488 into %cat7689[0, 1664, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7691 = tensor.insert_slice %conv7575 into %cat7690[0, 1696, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %cat7692 = tensor.insert_slice %conv7663 into %cat7691[0, 1728, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1760x7x7xf32>
  %e7693 = tensor.empty() : tensor<1760xf32>
  %f7694 = linalg.fill ins(%c0 : f32) outs(%e7693 : tensor<1760xf32>) -> tensor<1760xf32>
  %g7698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7692 : tensor<10x1760x7x7xf32>) outs(%f7694 : tensor<1760xf32>) {
  ^bb0(%a7695: f32, %o7696: f32):
    %b7697 = arith.addf %a7695, %o7696 : f32
    linalg.yield %b7697 : f32
  } -> tensor<1760xf32>
  %e7699 = tensor.empty() : tensor<1760xf32>
  %g7703 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7698 : tensor<1760xf32>) outs(%e7699 : tensor<1760xf32>) {
  ^bb0(%a7700: f32, %o7701: f32):
    %b7702 = arith.divf %a7700, %c8 : f32
    linalg.yield %b7702 : f32
  } -> tensor<1760xf32>
  %e7705 = tensor.empty() : tensor<10x1760x7x7xf32>
  %g7711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7692, %g7703 : tensor<10x1760x7x7xf32>, tensor<1760xf32>) outs(%e7705 : tensor<10x1760x7x7xf32>) {
  ^bb0(%a7706: f32, %a7707: f32, %o7708: f32):
    %b7709 = arith.subf %a7706, %a7707 : f32
    %b7710 = arith.mulf %b7709, %b7709 : f32
    linalg.yield %b7710 : f32
  } -> tensor<10x1760x7x7xf32>
  %e7712 = tensor.empty() : tensor<1760xf32>
  %f7713 = linalg.fill ins(%c0 : f32) outs(%e7712 : tensor<1760xf32>) -> tensor<1760xf32>
  %g7717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7711 : tensor<10x1760x7x7xf32>) outs(%f7713 : tensor<1760xf32>) {
  ^bb0(%a7714: f32, %o7715: f32):
    %b7716 = arith.addf %a7714, %o7715 : f32
    linalg.yield %b7716 : f32
  } -> tensor<1760xf32>
  %e7718 = tensor.empty() : tensor<1760xf32>
  %g7722 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7717 : tensor<1760xf32>) outs(%e7718 : tensor<1760xf32>) {
  ^bb0(%a7719: f32, %o7720: f32):
    %b7721 = arith.divf %a7719, %c8 : f32
    linalg.yield %b7721 : f32
  } -> tensor<1760xf32>
  %e7726 = tensor.empty() : tensor<10x1760x7x7xf32>
  %g7739 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7692, %g7703, %g7722, %dense_blocks_3_layers_27_0_weight, %dense_blocks_3_layers_27_0_bias : tensor<10x1760x7x7xf32>, tensor<1760xf32>, tensor<1760xf32>, tensor<1760xf32>, tensor<1760xf32>) outs(%e7726 : tensor<10x1760x7x7xf32>) {
  ^bb0(%a7727: f32, %a7728: f32, %a7729: f32, %a7730: f32, %a7731: f32, %o7732: f32):
    %b7733 = arith.addf %a7729, %c2 : f32
    %b7734 = math.sqrt %b7733 : f32
    %b7735 = arith.subf %a7727, %a7728 : f32
    %b7736 = arith.divf %b7735, %b7734 : f32
    %b7737 = arith.mulf %b7736, %a7730 : f32
    %b7738 = arith.addf %b7737, %a7731 : f32
    linalg.yield %b7738 : f32
  } -> tensor<10x1760x7x7xf32>
  %e7740 = tensor.empty() : tensor<10x1760x7x7xf32>
  %g7744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7739 : tensor<10x1760x7x7xf32>) outs(%e7740 : tensor<10x1760x7x7xf32>) {
  ^bb0(%a7741: f32, %o7742: f32):
    %b7743 = arith.maximumf %a7741, %c0 : f32
    linalg.yield %b7743 : f32
  } -> tensor<10x1760x7x7xf32>
  %e7745 = tensor.empty() : tensor<10x1760x9x9xf32>
  %f7746 = linalg.fill ins(%c0 : f32) outs(%e7745 : tensor<10x1760x9x9xf32>) -> tensor<10x1760x9x9xf32>
  %g7749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7744 : tensor<10x1760x7x7xf32>) outs(%f7746 : tensor<10x1760x9x9xf32>) {
  ^bb0(%a7747: f32, %o7748: f32):
    linalg.yield %a7747 : f32
  } -> tensor<10x1760x9x9xf32>
  %e7750 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7751 = linalg.fill ins(%c0 : f32) outs(%e7750 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7752 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7749, %dense_blocks_3_layers_27_2_weight : tensor<10x1760x9x9xf32>, tensor<32x1760x3x3xf32>) outs(%f7751 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7753 = tensor.empty() : tensor<10x1792x7x7xf32>
  %cat7754 = tensor.insert_slice %g5640 into %e7753[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7755 = tensor.insert_slice %conv5700 into %cat7754[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7756 = tensor.insert_slice %conv5763 into %cat7755[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7757 = tensor.insert_slice %conv5827 into %cat7756[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7758 = tensor.insert_slice %conv5892 into %cat7757[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7759 = tensor.insert_slice %conv5958 into %cat7758[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7760 = tensor.insert_slice %conv6025 into %cat7759[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7761 = tensor.insert_slice %conv6093 into %cat7760[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7762 = tensor.insert_slice %conv6162 into %cat7761[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7763 = tensor.insert_slice %conv6232 into %cat7762[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7764 = tensor.insert_slice %conv6303 into %cat7763[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7765 = tensor.insert_slice %conv6375 into %cat7764[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7766 = tensor.insert_slice %conv6448 into %cat7765[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7767 = tensor.insert_slice %conv6522 into %cat7766[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7768 = tensor.insert_slice %conv6597 into %cat7767[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7769 = tensor.insert_slice %conv6673 into %cat7768[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7770 = tensor.insert_slice %conv6750 into %cat7769[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7771 = tensor.insert_slice %conv6828 into %cat7770[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7772 = tensor.insert_slice %conv6907 into %cat7771[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7773 = tensor.insert_slice %conv6987 into %cat7772[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7774 = tensor.insert_slice %conv7068 into %cat7773[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7775 = tensor.insert_slice %conv7150 into %cat7774[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7776 = tensor.insert_slice %conv7233 into %cat7775[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7777 = tensor.insert_slice %conv7317 into %cat7776[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7778 = tensor.insert_slice %conv7402 into %cat7777[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7779 = tensor.insert_slice %conv7488 into %cat7778[0, 1664, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7780 = tensor.insert_slice %conv7575 into %cat7779[0, 1696, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7781 = tensor.insert_slice %conv7663 into %cat7780[0, 1728, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %cat7782 = tensor.insert_slice %conv7752 into %cat7781[0, 1760, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1792x7x7xf32>
  %e7783 = tensor.empty() : tensor<1792xf32>
  %f7784 = linalg.fill ins(%c0 : f32) outs(%e7783 : tensor<1792xf32>) -> tensor<1792xf32>
  %g7788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7782 : tensor<10x1792x7x7xf32>) outs(%f7784 : tensor<1792xf32>) {
  ^bb0(%a7785: f32, %o7786: f32):
    %b7787 = arith.addf %a7785, %o7786 : f32
    linalg.yield %b7787 : f32
  } -> tensor<1792xf32>
  %e7789 = tensor.empty() : tensor<1792xf32>
  %g7793 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7788 : tensor<1792xf32>) outs(%e7789 : tensor<1792xf32>) {
  ^bb0(%a7790: f32, %o7791: f32):
    %b7792 = arith.divf %a7790, %c8 : f32
    linalg.yield %b7792 : f32
  } -> tensor<1792xf32>
  %e7795 = tensor.empty() : tensor<10x1792x7x7xf32>
  %g7801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7782, %g7793 : tensor<10x1792x7x7xf32>, tensor<1792xf32>) outs(%e7795 : tensor<10x1792x7x7xf32>) {
  ^bb0(%a7796: f32, %a7797: f32, %o7798: f32):
    %b7799 = arith.subf %a7796, %a7797 : f32
    %b7800 = arith.mulf %b7799, %b7799 : f32
    linalg.yield %b7800 : f32
  } -> tensor<10x1792x7x7xf32>
  %e7802 = tensor.empty() : tensor<1792xf32>
  %f7803 = linalg.fill ins(%c0 : f32) outs(%e7802 : tensor<1792xf32>) -> tensor<1792xf32>
  %g7807 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7801 : tensor<10x1792x7x7xf32>) outs(%f7803 : tensor<1792xf32>) {
  ^bb0(%a7804: f32, %o7805: f32):
    %b7806 = arith.addf %a7804, %o7805 : f32
    linalg.yield %b7806 : f32
  } -> tensor<1792xf32>
  %e7808 = tensor.empty() : tensor<1792xf32>
  %g7812 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7807 : tensor<1792xf32>) outs(%e7808 : tensor<1792xf32>) {
  ^bb0(%a7809: f32, %o7810: f32):
    %b7811 = arith.divf %a7809, %c8 : f32
    linalg.yield %b7811 : f32
  } -> tensor<1792xf32>
  %e7816 = tensor.empty() : tensor<10x1792x7x7xf32>
  %g7829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7782, %g7793, %g7812, %dense_blocks_3_layers_28_0_weight, %dense_blocks_3_layers_28_0_bias : tensor<10x1792x7x7xf32>, tensor<1792xf32>, tensor<1792xf32>, tensor<1792xf32>, tensor<1792xf32>) outs(%e7816 : tensor<10x1792x7x7xf32>) {
  ^bb0(%a7817: f32, %a7818: f32, %a7819: f32, %a7820: f32, %a7821: f32, %o7822: f32):
    %b7823 = arith.addf %a7819, %c2 : f32
    %b7824 = math.sqrt %b7823 : f32
    %b7825 = arith.subf %a7817, %a7818 : f32
    %b7826 = arith.divf %b7825, %b7824 : f32
    %b7827 = arith.mulf %b7826, %a7820 : f32
    %b7828 = arith.addf %b7827, %a7821 : f32
    linalg.yield %b7828 : f32
  } -> tensor<10x1792x7x7xf32>
  %e7830 = tensor.empty() : tensor<10x1792x7x7xf32>
  %g7834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7829 : tensor<10x1792x7x7xf32>) outs(%e7830 : tensor<10x1792x7x7xf32>) {
  ^bb0(%a7831: f32, %o7832: f32):
    %b7833 = arith.maximumf %a7831, %c0 : f32
    linalg.yield %b7833 : f32
  } -> tensor<10x1792x7x7xf32>
  %e7835 = tensor.empty() : tensor<10x1792x9x9xf32>
  %f7836 = linalg.fill ins(%c0 : f32) outs(%e7835 : tensor<10x1792x9x9xf32>) -> tensor<10x1792x9x9xf32>
  %g7839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7834 : tensor<10x1792x7x7xf32>) outs(%f7836 : tensor<10x1792x9x9xf32>) {
  ^bb0(%a7837: f32, %o7838: f32):
    linalg.yield %a7837 : f32
  } -> tensor<10x1792x9x9xf32>
  %e7840 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7841 = linalg.fill ins(%c0 : f32) outs(%e7840 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7842 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7839, %dense_blocks_3_layers_28_2_weight : tensor<10x1792x9x9xf32>, tensor<32x1792x3x3xf32>) outs(%f7841 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7843 = tensor.empty() : tensor<10x1824x7x7xf32>
  %cat7844 = tensor.insert_slice %g5640 into %e7843[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7845 = tensor.insert_slice %conv5700 into %cat7844[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7846 = tensor.insert_slice %conv5763 into %cat7845[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7847 = tensor.insert_slice %conv5827 into %cat7846[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7848 = tensor.insert_slice %conv5892 into %cat7847[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7849 = tensor.insert_slice %conv5958 into %cat7848[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7850 = tensor.insert_slice %conv6025 into %cat7849[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7851 = tensor.insert_slice %conv6093 into %cat7850[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7852 = tensor.insert_slice %conv6162 into %cat7851[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7853 = tensor.insert_slice %conv6232 into %cat7852[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7854 = tensor.insert_slice %conv6303 into %cat7853[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7855 = tensor.insert_slice %conv6375 into %cat7854[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7856 = tensor.insert_slice %conv6448 into %cat7855[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7857 = tensor.insert_slice %conv6522 into %cat7856[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7858 = tensor.insert_slice %conv6597 into %cat7857[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7859 = tensor.insert_slice %conv6673 into %cat7858[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7860 = tensor.insert_slice %conv6750 into %cat7859[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7861 = tensor.insert_slice %conv6828 into %cat7860[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7862 = tensor.insert_slice %conv6907 into %cat7861[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7863 = tensor.insert_slice %conv6987 into %cat7862[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7864 = tensor.insert_slice %conv7068 into %cat7863[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7865 = tensor.insert_slice %conv7150 into %cat7864[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7866 = tensor.insert_slice %conv7233 into %cat7865[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7867 = tensor.insert_slice %conv7317 into %cat7866[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7868 = tensor.insert_slice %conv7402 into %cat7867[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7869 = tensor.insert_slice %conv7488 into %cat7868[0, 1664, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7870 = tensor.insert_slice %conv7575 into %cat7869[0, 1696, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7871 = tensor.insert_slice %conv7663 into %cat7870[0, 1728, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7872 = tensor.insert_slice %conv7752 into %cat7871[0, 1760, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %cat7873 = tensor.insert_slice %conv7842 into %cat7872[0, 1792, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1824x7x7xf32>
  %e7874 = tensor.empty() : tensor<1824xf32>
  %f7875 = linalg.fill ins(%c0 : f32) outs(%e7874 : tensor<1824xf32>) -> tensor<1824xf32>
  %g7879 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7873 : tensor<10x1824x7x7xf32>) outs(%f7875 : tensor<1824xf32>) {
  ^bb0(%a7876: f32, %o7877: f32):
    %b7878 = arith.addf %a7876, %o7877 : f32
    linalg.yield %b7878 : f32
  } -> tensor<1824xf32>
  %e7880 = tensor.empty() : tensor<1824xf32>
  %g7884 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7879 : tensor<1824xf32>) outs(%e7880 : tensor<1824xf32>) {
  ^bb0(%a7881: f32, %o7882: f32):
    %b7883 = arith.divf %a7881, %c8 : f32
    linalg.yield %b7883 : f32
  } -> tensor<1824xf32>
  %e7886 = tensor.empty() : tensor<10x1824x7x7xf32>
  %g7892 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7873, %g7884 : tensor<10x1824x7x7xf32>, tensor<1824xf32>) outs(%e7886 : tensor<10x1824x7x7xf32>) {
  ^bb0(%a7887: f32, %a7888: f32, %o7889: f32):
    %b7890 = arith.subf %a7887, %a7888 : f32
    %b7891 = arith.mulf %b7890, %b7890 : f32
    linalg.yield %b7891 : f32
  } -> tensor<10x1824x7x7xf32>
  %e7893 = tensor.empty() : tensor<1824xf32>
  %f7894 = linalg.fill ins(%c0 : f32) outs(%e7893 : tensor<1824xf32>) -> tensor<1824xf32>
  %g7898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7892 : tensor<10x1824x7x7xf32>) outs(%f7894 : tensor<1824xf32>) {
  ^bb0(%a7895: f32, %o7896: f32):
    %b7897 = arith.addf %a7895, %o7896 : f32
    linalg.yield %b7897 : f32
  } -> tensor<1824xf32>
  %e7899 = tensor.empty() : tensor<1824xf32>
  %g7903 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7898 : tensor<1824xf32>) outs(%e7899 : tensor<1824xf32>) {
  ^bb0(%a7900: f32, %o7901: f32):
    %b7902 = arith.divf %a7900, %c8 : f32
    linalg.yield %b7902 : f32
  } -> tensor<1824xf32>
  %e7907 = tensor.empty() : tensor<10x1824x7x7xf32>
  %g7920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7873, %g7884, %g7903, %dense_blocks_3_layers_29_0_weight, %dense_blocks_3_layers_29_0_bias : tensor<10x1824x7x7xf32>, tensor<1824xf32>, tensor<1824xf32>, tensor<1824xf32>, tensor<1824xf32>) outs(%e7907 : tensor<10x1824x7x7xf32>) {
  ^bb0(%a7908: f32, %a7909: f32, %a7910: f32, %a7911: f32, %a7912: f32, %o7913: f32):
    %b7914 = arith.addf %a7910, %c2 : f32
    %b7915 = math.sqrt %b7914 : f32
    %b7916 = arith.subf %a7908, %a7909 : f32
    %b7917 = arith.divf %b7916, %b7915 : f32
    %b7918 = arith.mulf %b7917, %a7911 : f32
    %b7919 = arith.addf %b7918, %a7912 : f32
    linalg.yield %b7919 : f32
  } -> tensor<10x1824x7x7xf32>
  %e7921 = tensor.empty() : tensor<10x1824x7x7xf32>
  %g7925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7920 : tensor<10x1824x7x7xf32>) outs(%e7921 : tensor<10x1824x7x7xf32>) {
  ^bb0(%a7922: f32, %o7923: f32):
    %b7924 = arith.maximumf %a7922, %c0 : f32
    linalg.yield %b7924 : f32
  } -> tensor<10x1824x7x7xf32>
  %e7926 = tensor.empty() : tensor<10x1824x9x9xf32>
  %f7927 = linalg.fill ins(%c0 : f32) outs(%e7926 : tensor<10x1824x9x9xf32>) -> tensor<10x1824x9x9xf32>
  %g7930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g7925 : tensor<10x1824x7x7xf32>) outs(%f7927 : tensor<10x1824x9x9xf32>) {
  ^bb0(%a7928: f32, %o7929: f32):
    linalg.yield %a7928 : f32
  } -> tensor<10x1824x9x9xf32>
  %e7931 = tensor.empty() : tensor<10x32x7x7xf32>
  %f7932 = linalg.fill ins(%c0 : f32) outs(%e7931 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv7933 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g7930, %dense_blocks_3_layers_29_2_weight : tensor<10x1824x9x9xf32>, tensor<32x1824x3x3xf32>) outs(%f7932 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e7934 = tensor.empty() : tensor<10x1856x7x7xf32>
  %cat7935 = tensor.insert_slice %g5640 into %e7934[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7936 = tensor.insert_slice %conv5700 into %cat7935[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7937 = tensor.insert_slice %conv5763 into %cat7936[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7938 = tensor.insert_slice %conv5827 into %cat7937[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7939 = tensor.insert_slice %conv5892 into %cat7938[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7940 = tensor.insert_slice %conv5958 into %cat7939[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7941 = tensor.insert_slice %conv6025 into %cat7940[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7942 = tensor.insert_slice %conv6093 into %cat7941[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7943 = tensor.insert_slice %conv6162 into %cat7942[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7944 = tensor.insert_slice %conv6232 into %cat7943[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7945 = tensor.insert_slice %conv6303 into %cat7944[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7946 = tensor.insert_slice %conv6375 into %cat7945[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7947 = tensor.insert_slice %conv6448 into %cat7946[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7948 = tensor.insert_slice %conv6522 into %cat7947[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7949 = tensor.insert_slice %conv6597 into %cat7948[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7950 = tensor.insert_slice %conv6673 into %cat7949[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7951 = tensor.insert_slice %conv6750 into %cat7950[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7952 = tensor.insert_slice %conv6828 into %cat7951[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7953 = tensor.insert_slice %conv6907 into %cat7952[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7954 = tensor.insert_slice %conv6987 into %cat7953[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7955 = tensor.insert_slice %conv7068 into %cat7954[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7956 = tensor.insert_slice %conv7150 into %cat7955[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7957 = tensor.insert_slice %conv7233 into %cat7956[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7958 = tensor.insert_slice %conv7317 into %cat7957[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7959 = tensor.insert_slice %conv7402 into %cat7958[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7960 = tensor.insert_slice %conv7488 into %cat7959[0, 1664, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7961 = tensor.insert_slice %conv7575 into %cat7960[0, 1696, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7962 = tensor.insert_slice %conv7663 into %cat7961[0, 1728, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7963 = tensor.insert_slice %conv7752 into %cat7962[0, 1760, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7964 = tensor.insert_slice %conv7842 into %cat7963[0, 1792, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %cat7965 = tensor.insert_slice %conv7933 into %cat7964[0, 1824, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1856x7x7xf32>
  %e7966 = tensor.empty() : tensor<1856xf32>
  %f7967 = linalg.fill ins(%c0 : f32) outs(%e7966 : tensor<1856xf32>) -> tensor<1856xf32>
  %g7971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat7965 : tensor<10x1856x7x7xf32>) outs(%f7967 : tensor<1856xf32>) {
  ^bb0(%a7968: f32, %o7969: f32):
    %b7970 = arith.addf %a7968, %o7969 : f32
    linalg.yield %b7970 : f32
  } -> tensor<1856xf32>
  %e7972 = tensor.empty() : tensor<1856xf32>
  %g7976 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7971 : tensor<1856xf32>) outs(%e7972 : tensor<1856xf32>) {
  ^bb0(%a7973: f32, %o7974: f32):
    %b7975 = arith.divf %a7973, %c8 : f32
    linalg.yield %b7975 : f32
  } -> tensor<1856xf32>
  %e7978 = tensor.empty() : tensor<10x1856x7x7xf32>
  %g7984 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7965, %g7976 : tensor<10x1856x7x7xf32>, tensor<1856xf32>) outs(%e7978 : tensor<10x1856x7x7xf32>) {
  ^bb0(%a7979: f32, %a7980: f32, %o7981: f32):
    %b7982 = arith.subf %a7979, %a7980 : f32
    %b7983 = arith.mulf %b7982, %b7982 : f32
    linalg.yield %b7983 : f32
  } -> tensor<10x1856x7x7xf32>
  %e7985 = tensor.empty() : tensor<1856xf32>
  %f7986 = linalg.fill ins(%c0 : f32) outs(%e7985 : tensor<1856xf32>) -> tensor<1856xf32>
  %g7990 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g7984 : tensor<10x1856x7x7xf32>) outs(%f7986 : tensor<1856xf32>) {
  ^bb0(%a7987: f32, %o7988: f32):
    %b7989 = arith.addf %a7987, %o7988 : f32
    linalg.yield %b7989 : f32
  } -> tensor<1856xf32>
  %e7991 = tensor.empty() : tensor<1856xf32>
  %g7995 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g7990 : tensor<1856xf32>) outs(%e7991 : tensor<1856xf32>) {
  ^bb0(%a7992: f32, %o7993: f32):
    %b7994 = arith.divf %a7992, %c8 : f32
    linalg.yield %b7994 : f32
  } -> tensor<1856xf32>
  %e7999 = tensor.empty() : tensor<10x1856x7x7xf32>
  %g8012 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat7965, %g7976, %g7995, %dense_blocks_3_layers_30_0_weight, %dense_blocks_3_layers_30_0_bias : tensor<10x1856x7x7xf32>, tensor<1856xf32>, tensor<1856xf32>, tensor<1856xf32>, tensor<1856xf32>) outs(%e7999 : tensor<10x1856x7x7xf32>) {
  ^bb0(%a8000: f32, %a8001: f32, %a8002: f32, %a8003: f32, %a8004: f32, %o8005: f32):
    %b8006 = arith.addf %a8002, %c2 : f32
    %b8007 = math.sqrt %b8006 : f32
    %b8008 = arith.subf %a8000, %a8001 : f32
    %b8009 = arith.divf %b8008, %b8007 : f32
    %b8010 = arith.mulf %b8009, %a8003 : f32
    %b8011 = arith.addf %b8010, %a8004 : f32
    linalg.yield %b8011 : f32
  } -> tensor<10x1856x7x7xf32>
  %e8013 = tensor.empty() : tensor<10x1856x7x7xf32>
  %g8017 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g8012 : tensor<10x1856x7x7xf32>) outs(%e8013 : tensor<10x1856x7x7xf32>) {
  ^bb0(%a8014: f32, %o8015: f32):
    %b8016 = arith.maximumf %a8014, %c0 : f32
    linalg.yield %b8016 : f32
  } -> tensor<10x1856x7x7xf32>
  %e8018 = tensor.empty() : tensor<10x1856x9x9xf32>
  %f8019 = linalg.fill ins(%c0 : f32) outs(%e8018 : tensor<10x1856x9x9xf32>) -> tensor<10x1856x9x9xf32>
  %g8022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g8017 : tensor<10x1856x7x7xf32>) outs(%f8019 : tensor<10x1856x9x9xf32>) {
  ^bb0(%a8020: f32, %o8021: f32):
    linalg.yield %a8020 : f32
  } -> tensor<10x1856x9x9xf32>
  %e8023 = tensor.empty() : tensor<10x32x7x7xf32>
  %f8024 = linalg.fill ins(%c0 : f32) outs(%e8023 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv8025 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g8022, %dense_blocks_3_layers_30_2_weight : tensor<10x1856x9x9xf32>, tensor<32x1856x3x3xf32>) outs(%f8024 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e8026 = tensor.empty() : tensor<10x1888x7x7xf32>
  %cat8027 = tensor.insert_slice %g5640 into %e8026[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8028 = tensor.insert_slice %conv5700 into %cat8027[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8029 = tensor.insert_slice %conv5763 into %cat8028[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8030 = tensor.insert_slice %conv5827 into %cat8029[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8031 = tensor.insert_slice %conv5892 into %cat8030[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8032 = tensor.insert_slice %conv5958 into %cat8031[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8033 = tensor.insert_slice %conv6025 into %cat8032[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8034 = tensor.insert_slice %conv6093 into %cat8033[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8035 = tensor.insert_slice %conv6162 into %cat8034[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8036 = tensor.insert_slice %conv6232 into %cat8035[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8037 = tensor.insert_slice %conv6303 into %cat8036[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8038 = tensor.insert_slice %conv6375 into %cat8037[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8039 = tensor.insert_slice %conv6448 into %cat8038[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8040 = tensor.insert_slice %conv6522 into %cat8039[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8041 = tensor.insert_slice %conv6597 into %cat8040[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8042 = tensor.insert_slice %conv6673 into %cat8041[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8043 = tensor.insert_slice %conv6750 into %cat8042[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8044 = tensor.insert_slice %conv6828 into %cat8043[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8045 = tensor.insert_slice %conv6907 into %cat8044[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8046 = tensor.insert_slice %conv6987 into %cat8045[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8047 = tensor.insert_slice %conv7068 into %cat8046[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8048 = tensor.insert_slice %conv7150 into %cat8047[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8049 = tensor.insert_slice %conv7233 into %cat8048[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8050 = tensor.insert_slice %conv7317 into %cat8049[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8051 = tensor.insert_slice %conv7402 into %cat8050[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8052 = tensor.insert_slice %conv7488 into %cat8051[0, 1664, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8053 = tensor.insert_slice %conv7575 into %cat8052[0, 1696, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8054 = tensor.insert_slice %conv7663 into %cat8053[0, 1728, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8055 = tensor.insert_slice %conv7752 into %cat8054[0, 1760, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8056 = tensor.insert_slice %conv7842 into %cat8055[0, 1792, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8057 = tensor.insert_slice %conv7933 into %cat8056[0, 1824, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %cat8058 = tensor.insert_slice %conv8025 into %cat8057[0, 1856, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1888x7x7xf32>
  %e8059 = tensor.empty() : tensor<1888xf32>
  %f8060 = linalg.fill ins(%c0 : f32) outs(%e8059 : tensor<1888xf32>) -> tensor<1888xf32>
  %g8064 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat8058 : tensor<10x1888x7x7xf32>) outs(%f8060 : tensor<1888xf32>) {
  ^bb0(%a8061: f32, %o8062: f32):
    %b8063 = arith.addf %a8061, %o8062 : f32
    linalg.yield %b8063 : f32
  } -> tensor<1888xf32>
  %e8065 = tensor.empty() : tensor<1888xf32>
  %g8069 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g8064 : tensor<1888xf32>) outs(%e8065 : tensor<1888xf32>) {
  ^bb0(%a8066: f32, %o8067: f32):
    %b8068 = arith.divf %a8066, %c8 : f32
    linalg.yield %b8068 : f32
  } -> tensor<1888xf32>
  %e8071 = tensor.empty() : tensor<10x1888x7x7xf32>
  %g8077 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat8058, %g8069 : tensor<10x1888x7x7xf32>, tensor<1888xf32>) outs(%e8071 : tensor<10x1888x7x7xf32>) {
  ^bb0(%a8072: f32, %a8073: f32, %o8074: f32):
    %b8075 = arith.subf %a8072, %a8073 : f32
    %b8076 = arith.mulf %b8075, %b8075 : f32
    linalg.yield %b8076 : f32
  } -> tensor<10x1888x7x7xf32>
  %e8078 = tensor.empty() : tensor<1888xf32>
  %f8079 = linalg.fill ins(%c0 : f32) outs(%e8078 : tensor<1888xf32>) -> tensor<1888xf32>
  %g8083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g8077 : tensor<10x1888x7x7xf32>) outs(%f8079 : tensor<1888xf32>) {
  ^bb0(%a8080: f32, %o8081: f32):
    %b8082 = arith.addf %a8080, %o8081 : f32
    linalg.yield %b8082 : f32
  } -> tensor<1888xf32>
  %e8084 = tensor.empty() : tensor<1888xf32>
  %g8088 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g8083 : tensor<1888xf32>) outs(%e8084 : tensor<1888xf32>) {
  ^bb0(%a8085: f32, %o8086: f32):
    %b8087 = arith.divf %a8085, %c8 : f32
    linalg.yield %b8087 : f32
  } -> tensor<1888xf32>
  %e8092 = tensor.empty() : tensor<10x1888x7x7xf32>
  %g8105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat8058, %g8069, %g8088, %dense_blocks_3_layers_31_0_weight, %dense_blocks_3_layers_31_0_bias : tensor<10x1888x7x7xf32>, tensor<1888xf32>, tensor<1888xf32>, tensor<1888xf32>, tensor<1888xf32>) outs(%e8092 : tensor<10x1888x7x7xf32>) {
  ^bb0(%a8093: f32, %a8094: f32, %a8095: f32, %a8096: f32, %a8097: f32, %o8098: f32):
    %b8099 = arith.addf %a8095, %c2 : f32
    %b8100 = math.sqrt %b8099 : f32
    %b8101 = arith.subf %a8093, %a8094 : f32
    %b8102 = arith.divf %b8101, %b8100 : f32
    %b8103 = arith.mulf %b8102, %a8096 : f32
    %b8104 = arith.addf %b8103, %a8097 : f32
    linalg.yield %b8104 : f32
  } -> tensor<10x1888x7x7xf32>
  %e8106 = tensor.empty() : tensor<10x1888x7x7xf32>
  %g8110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g8105 : tensor<10x1888x7x7xf32>) outs(%e8106 : tensor<10x1888x7x7xf32>) {
  ^bb0(%a8107: f32, %o8108: f32):
    %b8109 = arith.maximumf %a8107, %c0 : f32
    linalg.yield %b8109 : f32
  } -> tensor<10x1888x7x7xf32>
  %e8111 = tensor.empty() : tensor<10x1888x9x9xf32>
  %f8112 = linalg.fill ins(%c0 : f32) outs(%e8111 : tensor<10x1888x9x9xf32>) -> tensor<10x1888x9x9xf32>
  %g8115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g8110 : tensor<10x1888x7x7xf32>) outs(%f8112 : tensor<10x1888x9x9xf32>) {
  ^bb0(%a8113: f32, %o8114: f32):
    linalg.yield %a8113 : f32
  } -> tensor<10x1888x9x9xf32>
  %e8116 = tensor.empty() : tensor<10x32x7x7xf32>
  %f8117 = linalg.fill ins(%c0 : f32) outs(%e8116 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv8118 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g8115, %dense_blocks_3_layers_31_2_weight : tensor<10x1888x9x9xf32>, tensor<32x1888x3x3xf32>) outs(%f8117 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e8119 = tensor.empty() : tensor<10x1920x7x7xf32>
  %cat8120 = tensor.insert_slice %g5640 into %e8119[0, 0, 0, 0] [10, 896, 7, 7] [1, 1, 1, 1] : tensor<10x896x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8121 = tensor.insert_slice %conv5700 into %cat8120[0, 896, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8122 = tensor.insert_slice %conv5763 into %cat8121[0, 928, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8123 = tensor.insert_slice %conv5827 into %cat8122[0, 960, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8124 = tensor.insert_slice %conv5892 into %cat8123[0, 992, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8125 = tensor.insert_slice %conv5958 into %cat8124[0, 1024, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8126 = tensor.insert_slice %conv6025 into %cat8125[0, 1056, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8127 = tensor.insert_slice %conv6093 into %cat8126[0, 1088, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8128 = tensor.insert_slice %conv6162 into %cat8127[0, 1120, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8129 = tensor.insert_slice %conv6232 into %cat8128[0, 1152, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8130 = tensor.insert_slice %conv6303 into %cat8129[0, 1184, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8131 = tensor.insert_slice %conv6375 into %cat8130[0, 1216, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8132 = tensor.insert_slice %conv6448 into %cat8131[0, 1248, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8133 = tensor.insert_slice %conv6522 into %cat8132[0, 1280, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8134 = tensor.insert_slice %conv6597 into %cat8133[0, 1312, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8135 = tensor.insert_slice %conv6673 into %cat8134[0, 1344, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8136 = tensor.insert_slice %conv6750 into %cat8135[0, 1376, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8137 = tensor.insert_slice %conv6828 into %cat8136[0, 1408, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8138 = tensor.insert_slice %conv6907 into %cat8137[0, 1440, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8139 = tensor.insert_slice %conv6987 into %cat8138[0, 1472, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8140 = tensor.insert_slice %conv7068 into %cat8139[0, 1504, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8141 = tensor.insert_slice %conv7150 into %cat8140[0, 1536, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8142 = tensor.insert_slice %conv7233 into %cat8141[0, 1568, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8143 = tensor.insert_slice %conv7317 into %cat8142[0, 1600, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8144 = tensor.insert_slice %conv7402 into %cat8143[0, 1632, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8145 = tensor.insert_slice %conv7488 into %cat8144[0, 1664, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8146 = tensor.insert_slice %conv7575 into %cat8145[0, 1696, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8147 = tensor.insert_slice %conv7663 into %cat8146[0, 1728, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8148 = tensor.insert_slice %conv7752 into %cat8147[0, 1760, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8149 = tensor.insert_slice %conv7842 into %cat8148[0, 1792, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8150 = tensor.insert_slice %conv7933 into %cat8149[0, 1824, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8151 = tensor.insert_slice %conv8025 into %cat8150[0, 1856, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %cat8152 = tensor.insert_slice %conv8118 into %cat8151[0, 1888, 0, 0] [10, 32, 7, 7] [1, 1, 1, 1] : tensor<10x32x7x7xf32> into tensor<10x1920x7x7xf32>
  %e8153 = tensor.empty() : tensor<1920xf32>
  %f8154 = linalg.fill ins(%c0 : f32) outs(%e8153 : tensor<1920xf32>) -> tensor<1920xf32>
  %g8158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%cat8152 : tensor<10x1920x7x7xf32>) outs(%f8154 : tensor<1920xf32>) {
  ^bb0(%a8155: f32, %o8156: f32):
    %b8157 = arith.addf %a8155, %o8156 : f32
    linalg.yield %b8157 : f32
  } -> tensor<1920xf32>
  %e8159 = tensor.empty() : tensor<1920xf32>
  %g8163 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g8158 : tensor<1920xf32>) outs(%e8159 : tensor<1920xf32>) {
  ^bb0(%a8160: f32, %o8161: f32):
    %b8162 = arith.divf %a8160, %c8 : f32
    linalg.yield %b8162 : f32
  } -> tensor<1920xf32>
  %e8165 = tensor.empty() : tensor<10x1920x7x7xf32>
  %g8171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat8152, %g8163 : tensor<10x1920x7x7xf32>, tensor<1920xf32>) outs(%e8165 : tensor<10x1920x7x7xf32>) {
  ^bb0(%a8166: f32, %a8167: f32, %o8168: f32):
    %b8169 = arith.subf %a8166, %a8167 : f32
    %b8170 = arith.mulf %b8169, %b8169 : f32
    linalg.yield %b8170 : f32
  } -> tensor<10x1920x7x7xf32>
  %e8172 = tensor.empty() : tensor<1920xf32>
  %f8173 = linalg.fill ins(%c0 : f32) outs(%e8172 : tensor<1920xf32>) -> tensor<1920xf32>
  %g8177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g8171 : tensor<10x1920x7x7xf32>) outs(%f8173 : tensor<1920xf32>) {
  ^bb0(%a8174: f32, %o8175: f32):
    %b8176 = arith.addf %a8174, %o8175 : f32
    linalg.yield %b8176 : f32
  } -> tensor<1920xf32>
  %e8178 = tensor.empty() : tensor<1920xf32>
  %g8182 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g8177 : tensor<1920xf32>) outs(%e8178 : tensor<1920xf32>) {
  ^bb0(%a8179: f32, %o8180: f32):
    %b8181 = arith.divf %a8179, %c8 : f32
    linalg.yield %b8181 : f32
  } -> tensor<1920xf32>
  %e8186 = tensor.empty() : tensor<10x1920x7x7xf32>
  %g8199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat8152, %g8163, %g8182, %final_bn_weight, %final_bn_bias : tensor<10x1920x7x7xf32>, tensor<1920xf32>, tensor<1920xf32>, tensor<1920xf32>, tensor<1920xf32>) outs(%e8186 : tensor<10x1920x7x7xf32>) {
  ^bb0(%a8187: f32, %a8188: f32, %a8189: f32, %a8190: f32, %a8191: f32, %o8192: f32):
    %b8193 = arith.addf %a8189, %c2 : f32
    %b8194 = math.sqrt %b8193 : f32
    %b8195 = arith.subf %a8187, %a8188 : f32
    %b8196 = arith.divf %b8195, %b8194 : f32
    %b8197 = arith.mulf %b8196, %a8190 : f32
    %b8198 = arith.addf %b8197, %a8191 : f32
    linalg.yield %b8198 : f32
  } -> tensor<10x1920x7x7xf32>
  %e8200 = tensor.empty() : tensor<10x1920x7x7xf32>
  %g8204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g8199 : tensor<10x1920x7x7xf32>) outs(%e8200 : tensor<10x1920x7x7xf32>) {
  ^bb0(%a8201: f32, %o8202: f32):
    %b8203 = arith.maximumf %a8201, %c0 : f32
    linalg.yield %b8203 : f32
  } -> tensor<10x1920x7x7xf32>
  %e8205 = tensor.empty() : tensor<10x1920xf32>
  %f8206 = linalg.fill ins(%c0 : f32) outs(%e8205 : tensor<10x1920xf32>) -> tensor<10x1920xf32>
  %g8210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g8204 : tensor<10x1920x7x7xf32>) outs(%f8206 : tensor<10x1920xf32>) {
  ^bb0(%a8207: f32, %o8208: f32):
    %b8209 = arith.addf %a8207, %o8208 : f32
    linalg.yield %b8209 : f32
  } -> tensor<10x1920xf32>
  %e8211 = tensor.empty() : tensor<10x1920xf32>
  %g8215 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g8210 : tensor<10x1920xf32>) outs(%e8211 : tensor<10x1920xf32>) {
  ^bb0(%a8212: f32, %o8213: f32):
    %b8214 = arith.divf %a8212, %c9 : f32
    linalg.yield %b8214 : f32
  } -> tensor<10x1920xf32>
  %r8216 = tensor.expand_shape %g8215 [[0], [1, 2, 3]] output_shape [10, 1920, 1, 1] : tensor<10x1920xf32> into tensor<10x1920x1x1xf32>
  %r8217 = tensor.collapse_shape %r8216 [[0], [1, 2, 3]] : tensor<10x1920x1x1xf32> into tensor<10x1920xf32>
  %e8218 = tensor.empty() : tensor<10x10xf32>
  %f8219 = linalg.fill ins(%c0 : f32) outs(%e8218 : tensor<10x10xf32>) -> tensor<10x10xf32>
  %mm8220 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r8217, %classifier_weight : tensor<10x1920xf32>, tensor<10x1920xf32>) outs(%f8219 : tensor<10x10xf32>) -> tensor<10x10xf32>
  %e8221 = tensor.empty() : tensor<10x10xf32>
  %g8226 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm8220, %classifier_bias : tensor<10x10xf32>, tensor<10xf32>) outs(%e8221 : tensor<10x10xf32>) {
  ^bb0(%a8222: f32, %a8223: f32, %o8224: f32):
    %b8225 = arith.addf %a8222, %a8223 : f32
    linalg.yield %b8225 : f32
  } -> tensor<10x10xf32>
  return %g8226 : tensor<10x10xf32>
}
