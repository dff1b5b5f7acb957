// Imported by htam-import from 10_ResNet101.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), conv1_weight 64x3x7x7 (parameter:conv1.weight), bn1_weight 64 (parameter:bn1.weight), bn1_bias 64 (parameter:bn1.bias), layer1_0_conv1_weight 64x64x1x1 (parameter:layer1.0.conv1.weight), layer1_0_bn1_weight 64 (parameter:layer1.0.bn1.weight), layer1_0_bn1_bias 64 (parameter:layer1.0.bn1.bias), layer1_0_conv2_weight 64x64x3x3 (parameter:layer1.0.conv2.weight), layer1_0_bn2_weight 64 (parameter:layer1.0.bn2.weight), layer1_0_bn2_bias 64 (parameter:layer1.0.bn2.bias), layer1_0_conv3_weight 256x64x1x1 (parameter:layer1.0.conv3.weight), layer1_0_bn3_weight 256 (parameter:layer1.0.bn3.weight), layer1_0_bn3_bias 256 (parameter:layer1.0.bn3.bias), layer1_0_downsample_0_weight 256x64x1x1 (parameter:layer1.0.downsample.0.weight), layer1_0_downsample_1_weight 256 (parameter:layer1.0.downsample.1.weight), layer1_0_downsample_1_bias 256 (parameter:layer1.0.downsample.1.bias), layer1_1_conv1_weight 64x256x1x1 (parameter:layer1.1.conv1.weight), layer1_1_bn1_weight 64 (parameter:layer1.1.bn1.weight), layer1_1_bn1_bias 64 (parameter:layer1.1.bn1.bias), layer1_1_conv2_weight 64x64x3x3 (parameter:layer1.1.conv2.weight), layer1_1_bn2_weight 64 (parameter:layer1.1.bn2.weight), layer1_1_bn2_bias 64 (parameter:layer1.1.bn2.bias), layer1_1_conv3_weight 256x64x1x1 (parameter:layer1.1.conv3.weight), layer1_1_bn3_weight 256 (parameter:layer1.1.bn3.weight), layer1_1_bn3_bias 256 (parameter:layer1.1.bn3.bias), layer1_2_conv1_weight 64x256x1x1 (parameter:layer1.2.conv1.weight), layer1_2_bn1_weight 64 (parameter:layer1.2.bn1.weight), layer1_2_bn1_bias 64 (parameter:layer1.2.bn1.bias), layer1_2_conv2_weight 64x64x3x3 (parameter:layer1.2.conv2.weight), layer1_2_bn2_weight 64 (parameter:layer1.2.bn2.weight), layer1_2_bn2_bias 64 (parameter:layer1.2.bn2.bias), layer1_2_conv3_weight 256x64x1x1 (parameter:layer1.2.conv3.weight), layer1_2_bn3_weight 256 (parameter:layer1.2.bn3.weight), layer1_2_bn3_bias 256 (parameter:layer1.2.bn3.bias), layer2_0_conv1_weight 128x256x1x1 (parameter:layer2.0.conv1.weight), layer2_0_bn1_weight 128 (parameter:layer2.0.bn1.weight), layer2_0_bn1_bias 128 (parameter:layer2.0.bn1.bias), layer2_0_conv2_weight 128x128x3x3 (parameter:layer2.0.conv2.weight), layer2_0_bn2_weight 128 (parameter:layer2.0.bn2.weight), layer2_0_bn2_bias 128 (parameter:layer2.0.bn2.bias), layer2_0_conv3_weight 512x128x1x1 (parameter:layer2.0.conv3.weight), layer2_0_bn3_weight 512 (parameter:layer2.0.bn3.weight), layer2_0_bn3_bias 512 (parameter:layer2.0.bn3.bias), layer2_0_downsample_0_weight 512x256x1x1 (parameter:layer2.0.downsample.0.weight), layer2_0_downsample_1_weight 512 (parameter:layer2.0.downsample.1.weight), layer2_0_downsample_1_bias 512 (parameter:layer2.0.downsample.1.bias), layer2_1_conv1_weight 128x512x1x1 (parameter:layer2.1.conv1.weight), layer2_1_bn1_weight 128 (parameter:layer2.1.bn1.weight), layer2_1_bn1_bias 128 (parameter:layer2.1.bn1.bias), layer2_1_conv2_weight 128x128x3x3 (parameter:layer2.1.conv2.weight), layer2_1_bn2_weight 128 (parameter:layer2.1.bn2.weight), layer2_1_bn2_bias 128 (parameter:layer2.1.bn2.bias), layer2_1_conv3_weight 512x128x1x1 (parameter:layer2.1.conv3.weight), layer2_1_bn3_weight 512 (parameter:layer2.1.bn3.weight), layer2_1_bn3_bias 512 (parameter:layer2.1.bn3.bias), layer2_2_conv1_weight 128x512x1x1 (parameter:layer2.2.conv1.weight), layer2_2_bn1_weight 128 (parameter:layer2.2.bn1.weight), layer2_2_bn1_bias 128 (parameter:layer2.2.bn1.bias), layer2_2_conv2_weight 128x128x3x3 (parameter:layer2.2.conv2.weight), layer2_2_bn2_weight 128 (parameter:layer2.2.bn2.weight), layer2_2_bn2_bias 128 (parameter:layer2.2.bn2.bias), layer2_2_conv3_weight 512x128x1x1 (parameter:layer2.2.conv3.weight), layer2_2_bn3_weight 512 (parameter:layer2.2.bn3.weight), layer2_2_bn3_bias 512 (parameter:layer2.2.bn3.bias), layer2_3_conv1_weight 128x512x1x1 (parameter:layer2.3.conv1.weight), layer2_3_bn1_weight 128 (parameter:layer2.3.bn1.weight), layer2_3_bn1_bias 128 (parameter:layer2.3.bn1.bias), layer2_3_conv2_weight 128x128x3x3 (parameter:layer2.3.conv2.weight), layer2_3_bn2_weight 128 (parameter:layer2.3.bn2.weight), layer2_3_bn2_bias 128 (parameter:layer2.3.bn2.bias), layer2_3_conv3_weight 512x128x1x1 (parameter:layer2.3.conv3.weight), layer2_3_bn3_weight 512 (parameter:layer2.3.bn3.weight), layer2_3_bn3_bias 512 (parameter:layer2.3.bn3.bias), layer3_0_conv1_weight 256x512x1x1 (parameter:layer3.0.conv1.weight), layer3_0_bn1_weight 256 (parameter:layer3.0.bn1.weight), layer3_0_bn1_bias 256 (parameter:layer3.0.bn1.bias), layer3_0_conv2_weight 256x256x3x3 (parameter:layer3.0.conv2.weight), layer3_0_bn2_weight 256 (parameter:layer3.0.bn2.weight), layer3_0_bn2_bias 256 (parameter:layer3.0.bn2.bias), layer3_0_conv3_weight 1024x256x1x1 (parameter:layer3.0.conv3.weight), layer3_0_bn3_weight 1024 (parameter:layer3.0.bn3.weight), layer3_0_bn3_bias 1024 (parameter:layer3.0.bn3.bias), layer3_0_downsample_0_weight 1024x512x1x1 (parameter:layer3.0.downsample.0.weight), layer3_0_downsample_1_weight 1024 (parameter:layer3.0.downsample.1.weight), layer3_0_downsample_1_bias 1024 (parameter:layer3.0.downsample.1.bias), layer3_1_conv1_weight 256x1024x1x1 (parameter:layer3.1.conv1.weight), layer3_1_bn1_weight 256 (parameter:layer3.1.bn1.weight), layer3_1_bn1_bias 256 (parameter:layer3.1.bn1.bias), layer3_1_conv2_weight 256x256x3x3 (parameter:layer3.1.conv2.weight), layer3_1_bn2_weight 256 (parameter:layer3.1.bn2.weight), layer3_1_bn2_bias 256 (parameter:layer3.1.bn2.bias), layer3_1_conv3_weight 1024x256x1x1 (parameter:layer3.1.conv3.weight), layer3_1_bn3_weight 1024 (parameter:layer3.1.bn3.weight), layer3_1_bn3_bias 1024 (parameter:layer3.1.bn3.bias), layer3_2_conv1_weight 256x1024x1x1 (parameter:layer3.2.conv1.weight), layer3_2_bn1_weight 256 (parameter:layer3.2.bn1.weight), layer3_2_bn1_bias 256 (parameter:layer3.2.bn1.bias), layer3_2_conv2_weight 256x256x3x3 (parameter:layer3.2.conv2.weight), layer3_2_bn2_weight 256 (parameter:layer3.2.bn2.weight), layer3_2_bn2_bias 256 (parameter:layer3.2.bn2.bias), layer3_2_conv3_weight 1024x256x1x1 (parameter:layer3.2.conv3.weight), layer3_2_bn3_weight 1024 (parameter:layer3.2.bn3.weight), layer3_2_bn3_bias 1024 (parameter:layer3.2.bn3.bias), layer3_3_conv1_weight 256x1024x1x1 (parameter:layer3.3.conv1.weight), layer3_3_bn1_weight 256 (parameter:layer3.3.bn1.weight), layer3_3_bn1_bias 256 (parameter:layer3.3.bn1.bias), layer3_3_conv2_weight 256x256x3x3 (parameter:layer3.3.conv2.weight), layer3_3_bn2_weight 256 (parameter:layer3.3.bn2.weight), layer3_3_bn2_bias 256 (parameter:layer3.3.bn2.bias), layer3_3_conv3_weight 1024x256x1x1 (parameter:layer3.3.conv3.weight), layer3_3_bn3_weight 1024 (parameter:layer3.3.bn3.weight), layer3_3_bn3_bias 1024 (parameter:layer3.3.bn3.bias), layer3_4_conv1_weight 256x1024x1x1 (parameter:layer3.4.conv1.weight), layer3_4_bn1_weight 256 (parameter:layer3.4.bn1.weight), layer3_4_bn1_bias 256 (parameter:layer3.4.bn1.bias), layer3_4_conv2_weight 256x256x3x3 (parameter:layer3.4.conv2.weight), layer3_4_bn2_weight 256 (parameter:layer3.4.bn2.weight), layer3_4_bn2_bias 256 (parameter:layer3.4.bn2.bias), layer3_4_conv3_weight 1024x256x1x1 (parameter:layer3.4.conv3.weight), layer3_4_bn3_weight 1024 (parameter:layer3.4.bn3.weight), layer3_4_bn3_bias 1024 (parameter:layer3.4.bn3.bias), layer3_5_conv1_weight 256x1024x1x1 (parameter:layer3.5.conv1.weight), layer3_5_bn1_weight 256 (parameter:layer3.5.bn1.weight), layer3_5_bn1_bias 256 (parameter:layer3.5.bn1.bias), layer3_5_conv2_weight 256x256x3x3 (parameter:layer3.5.conv2.weight), layer3_5_bn2_weight 256 (parameter:layer3.5.bn2.weight), layer3_5_bn2_bias 256 (parameter:layer3.5.bn2.bias), layer3_5_conv3_weight 1024x256x1x1 (parameter:layer3.5.conv3.weight), layer3_5_bn3_weight 1024 (parameter:layer3.5.bn3.weight), layer3_5_bn3_bias 1024 (parameter:layer3.5.bn3.bias), layer3_6_conv1_weight 256x1024x1x1 (parameter:layer3.6.conv1.weight), layer3_6_bn1_weight 256 (parameter:layer3.6.bn1.weight), layer3_6_bn1_bias 256 (parameter:layer3.6.bn1.bias), layer3_6_conv2_weight 256x256x3x3 (parameter:layer3.6.conv2.weight), layer3_6_bn2_weight 256 (parameter:layer3.6.bn2.weight), layer3_6_bn2_bias 256 (parameter:layer3.6.bn2.bias), layer3_6_conv3_weight 1024x256x1x1 (parameter:layer3.6.conv3.weight), layer3_6_bn3_weight 1024 (parameter:layer3.6.bn3.weight), layer3_6_bn3_bias 1024 (parameter:layer3.6.bn3.bias), layer3_7_conv1_weight 256x1024x1x1 (parameter:layer3.7.conv1.weight), layer3_7_bn1_weight 256 (parameter:layer3.7.bn1.weight), layer3_7_bn1_bias 256 (parameter:layer3.7.bn1.bias), layer3_7_conv2_weight 256x256x3x3 (parameter:layer3.7.conv2.weight), layer3_7_bn2_weight 256 (parameter:layer3.7.bn2.weight), layer3_7_bn2_bias 256 (parameter:layer3.7.bn2.bias), layer3_7_conv3_weight 1024x256x1x1 (parameter:layer3.7.conv3.weight), layer3_7_bn3_weight 1024 (parameter:layer3.7.bn3.weight), layer3_7_bn3_bias 1024 (parameter:layer3.7.bn3.bias), layer3_8_conv1_weight 256x1024x1x1 (parameter:layer3.8.conv1.weight), layer3_8_bn1_weight 256 (parameter:layer3.8.bn1.weight), layer3_8_bn1_bias 256 (parameter:layer3.8.bn1.bias), layer3_8_conv2_weight 256x256x3x3 (parameter:layer3.8.conv2.weight), layer3_8_bn2_weight 256 (parameter:layer3.8.bn2.weight), layer3_8_bn2_bias 256 (parameter:layer3.8.bn2.bias), layer3_8_conv3_weight 1024x256x1x1 (parameter:layer3.8.conv3.weight), layer3_8_bn3_weight 1024 (parameter:layer3.8.bn3.weight), layer3_8_bn3_bias 1024 (parameter:layer3.8.bn3.bias), layer3_9_conv1_weight 256x1024x1x1 (parameter:layer3.9.conv1.weight), layer3_9_bn1_weight 256 (parameter:layer3.9.bn1.weight), layer3_9_bn1_bias 256 (parameter:layer3.9.bn1.bias), layer3_9_conv2_weight 256x256x3x3 (parameter:layer3.9.conv2.weight), layer3_9_bn2_weight 256 (parameter:layer3.9.bn2.weight), layer3_9_bn2_bias 256 (parameter:layer3.9.bn2.bias), layer3_9_conv3_weight 1024x256x1x1 (parameter:layer3.9.conv3.weight), layer3_9_bn3_weight 1024 (parameter:layer3.9.bn3.weight), layer3_9_bn3_bias 1024 (parameter:layer3.9.bn3.bias), layer3_10_conv1_weight 256x1024x1x1 (parameter:layer3.10.conv1.weight), layer3_10_bn1_weight 256 (parameter:layer3.10.bn1.weight), layer3_10_bn1_bias 256 (parameter:layer3.10.bn1.bias), layer3_10_conv2_weight 256x256x3x3 (parameter:layer3.10.conv2.weight), layer3_10_bn2_weight 256 (parameter:layer3.10.bn2.weight), layer3_10_bn2_bias 256 (parameter:layer3.10.bn2.bias), layer3_10_conv3_weight 1024x256x1x1 (parameter:layer3.10.conv3.weight), layer3_10_bn3_weight 1024 (parameter:layer3.10.bn3.weight), layer3_10_bn3_bias 1024 (parameter:layer3.10.bn3.bias), layer3_11_conv1_weight 256x1024x1x1 (parameter:layer3.11.conv1.weight), layer3_11_bn1_weight 256 (parameter:layer3.11.bn1.weight), layer3_11_bn1_bias 256 (parameter:layer3.11.bn1.bias), layer3_11_conv2_weight 256x256x3x3 (parameter:layer3.11.conv2.weight), layer3_11_bn2_weight 256 (parameter:layer3.11.bn2.weight), layer3_11_bn2_bias 256 (parameter:layer3.11.bn2.bias), layer3_11_conv3_weight 1024x256x1x1 (parameter:layer3.11.conv3.weight), layer3_11_bn3_weight 1024 (parameter:layer3.11.bn3.weight), layer3_11_bn3_bias 1024 (parameter:layer3.11.bn3.bias), layer3_12_conv1_weight 256x1024x1x1 (parameter:layer3.12.conv1.weight), layer3_12_bn1_weight 256 (parameter:layer3.12.bn1.weight), layer3_12_bn1_bias 256 (parameter:layer3.12.bn1.bias), layer3_12_conv2_weight 256x256x3x3 (parameter:layer3.12.conv2.weight), layer3_12_bn2_weight 256 (parameter:layer3.12.bn2.weight), layer3_12_bn2_bias 256 (parameter:layer3.12.bn2.bias), layer3_12_conv3_weight 1024x256x1x1 (parameter:layer3.12.conv3.weight), layer3_12_bn3_weight 1024 (parameter:layer3.12.bn3.weight), layer3_12_bn3_bias 1024 (parameter:layer3.12.bn3.bias), layer3_13_conv1_weight 256x1024x1x1 (parameter:layer3.13.conv1.weight), layer3_13_bn1_weight 256 (parameter:layer3.13.bn1.weight), layer3_13_bn1_bias 256 (parameter:layer3.13.bn1.bias), layer3_13_conv2_weight 256x256x3x3 (parameter:layer3.13.conv2.weight), layer3_13_bn2_weight 256 (parameter:layer3.13.bn2.weight), layer3_13_bn2_bias 256 (parameter:layer3.13.bn2.bias), layer3_13_conv3_weight 1024x256x1x1 (parameter:layer3.13.conv3.weight), layer3_13_bn3_weight 1024 (parameter:layer3.13.bn3.weight), layer3_13_bn3_bias 1024 (parameter:layer3.13.bn3.bias), layer3_14_conv1_weight 256x1024x1x1 (parameter:layer3.14.conv1.weight), layer3_14_bn1_weight 256 (parameter:layer3.14.bn1.weight), layer3_14_bn1_bias 256 (parameter:layer3.14.bn1.bias), layer3_14_conv2_weight 256x256x3x3 (parameter:layer3.14.conv2.weight), layer3_14_bn2_weight 256 (parameter:layer3.14.bn2.weight), layer3_14_bn2_bias 256 (parameter:layer3.14.bn2.bias), layer3_14_conv3_weight 1024x256x1x1 (parameter:layer3.14.conv3.weight), layer3_14_bn3_weight 1024 (parameter:layer3.14.bn3.weight), layer3_14_bn3_bias 1024 (parameter:layer3.14.bn3.bias), layer3_15_conv1_weight 256x1024x1x1 (parameter:layer3.15.conv1.weight), layer3_15_bn1_weight 256 (parameter:layer3.15.bn1.weight), layer3_15_bn1_bias 256 (parameter:layer3.15.bn1.bias), layer3_15_conv2_weight 256x256x3x3 (parameter:layer3.15.conv2.weight), layer3_15_bn2_weight 256 (parameter:layer3.15.bn2.weight), layer3_15_bn2_bias 256 (parameter:layer3.15.bn2.bias), layer3_15_conv3_weight 1024x256x1x1 (parameter:layer3.15.conv3.weight), layer3_15_bn3_weight 1024 (parameter:layer3.15.bn3.weight), layer3_15_bn3_bias 1024 (parameter:layer3.15.bn3.bias), layer3_16_conv1_weight 256x1024x1x1 (parameter:layer3.16.conv1.weight), layer3_16_bn1_weight 256 (parameter:layer3.16.bn1.weight), layer3_16_bn1_bias 256 (parameter:layer3.16.bn1.bias), layer3_16_conv2_weight 256x256x3x3 (parameter:layer3.16.conv2.weight), layer3_16_bn2_weight 256 (parameter:layer3.16.bn2.weight), layer3_16_bn2_bias 256 (parameter:layer3.16.bn2.bias), layer3_16_conv3_weight 1024x256x1x1 (parameter:layer3.16.conv3.weight), layer3_16_bn3_weight 1024 (parameter:layer3.16.bn3.weight), layer3_16_bn3_bias 1024 (parameter:layer3.16.bn3.bias), layer3_17_conv1_weight 256x1024x1x1 (parameter:layer3.17.conv1.weight), layer3_17_bn1_weight 256 (parameter:layer3.17.bn1.weight), layer3_17_bn1_bias 256 (parameter:layer3.17.bn1.bias), layer3_17_conv2_weight 256x256x3x3 (parameter:layer3.17.conv2.weight), layer3_17_bn2_weight 256 (parameter:layer3.17.bn2.weight), layer3_17_bn2_bias 256 (parameter:layer3.17.bn2.bias), layer3_17_conv3_weight 1024x256x1x1 (parameter:layer3.17.conv3.weight), layer3_17_bn3_weight 1024 (parameter:layer3.17.bn3.weight), layer3_17_bn3_bias 1024 (parameter:layer3.17.bn3.bias), layer3_18_conv1_weight 256x1024x1x1 (parameter:layer3.18.conv1.weight), layer3_18_bn1_weight 256 (parameter:layer3.18.bn1.weight), layer3_18_bn1_bias 256 (parameter:layer3.18.bn1.bias), layer3_18_conv2_weight 256x256x3x3 (parameter:layer3.18.conv2.weight), layer3_18_bn2_weight 256 (parameter:layer3.18.bn2.weight), layer3_18_bn2_bias 256 (parameter:layer3.18.bn2.bias), layer3_18_conv3_weight 1024x256x1x1 (parameter:layer3.18.conv3.weight), layer3_18_bn3_weight 1024 (parameter:layer3.18.bn3.weight), layer3_18_bn3_bias 1024 (parameter:layer3.18.bn3.bias), layer3_19_conv1_weight 256x1024x1x1 (parameter:layer3.19.conv1.weight), layer3_19_bn1_weight 256 (parameter:layer3.19.bn1.weight), layer3_19_bn1_bias 256 (parameter:layer3.19.bn1.bias), layer3_19_conv2_weight 256x256x3x3 (parameter:layer3.19.conv2.weight), layer3_19_bn2_weight 256 (parameter:layer3.19.bn2.weight), layer3_19_bn2_bias 256 (parameter:layer3.19.bn2.bias), layer3_19_conv3_weight 1024x256x1x1 (parameter:layer3.19.conv3.weight), layer3_19_bn3_weight 1024 (parameter:layer3.19.bn3.weight), layer3_19_bn3_bias 1024 (parameter:layer3.19.bn3.bias), layer3_20_conv1_weight 256x1024x1x1 (parameter:layer3.20.conv1.weight), layer3_20_bn1_weight 256 (parameter:layer3.20.bn1.weight), layer3_20_bn1_bias 256 (parameter:layer3.20.bn1.bias), layer3_20_conv2_weight 256x256x3x3 (parameter:layer3.20.conv2.weight), layer3_20_bn2_weight 256 (parameter:layer3.20.bn2.weight), layer3_20_bn2_bias 256 (parameter:layer3.20.bn2.bias), layer3_20_conv3_weight 1024x256x1x1 (parameter:layer3.20.conv3.weight), layer3_20_bn3_weight 1024 (parameter:layer3.20.bn3.weight), layer3_20_bn3_bias 1024 (parameter:layer3.20.bn3.bias), layer3_21_conv1_weight 256x1024x1x1 (parameter:layer3.21.conv1.weight), layer3_21_bn1_weight 256 (parameter:layer3.21.bn1.weight), layer3_21_bn1_bias 256 (parameter:layer3.21.bn1.bias), layer3_21_conv2_weight 256x256x3x3 (parameter:layer3.21.conv2.weight), layer3_21_bn2_weight 256 (parameter:layer3.21.bn2.weight), layer3_21_bn2_bias 256 (parameter:layer3.21.bn2.bias), layer3_21_conv3_weight 1024x256x1x1 (parameter:layer3.21.conv3.weight), layer3_21_bn3_weight 1024 (parameter:layer3.21.bn3.weight), layer3_21_bn3_bias 1024 (parameter:layer3.21.bn3.bias), layer3_22_conv1_weight 256x1024x1x1 (parameter:layer3.22.conv1.weight), layer3_22_bn1_weight 256 (parameter:layer3.22.bn1.weight), layer3_22_bn1_bias 256 (parameter:layer3.22.bn1.bias), layer3_22_conv2_weight 256x256x3x3 (parameter:layer3.22.conv2.weight), layer3_22_bn2_weight 256 (parameter:layer3.22.bn2.weight), layer3_22_bn2_bias 256 (parameter:layer3.22.bn2.bias), layer3_22_conv3_weight 1024x256x1x1 (parameter:layer3.22.conv3.weight), layer3_22_bn3_weight 1024 (parameter:layer3.22.bn3.weight), layer3_22_bn3_bias 1024 (parameter:layer3.22.bn3.bias), layer4_0_conv1_weight 512x1024x1x1 (parameter:layer4.0.conv1.weight), layer4_0_bn1_weight 512 (parameter:layer4.0.bn1.weight), layer4_0_bn1_bias 512 (parameter:layer4.0.bn1.bias), layer4_0_conv2_weight 512x512x3x3 (parameter:layer4.0.conv2.weight), layer4_0_bn2_weight 512 (parameter:layer4.0.bn2.weight), layer4_0_bn2_bias 512 (parameter:layer4.0.bn2.bias), layer4_0_conv3_weight 2048x512x1x1 (parameter:layer4.0.conv3.weight), layer4_0_bn3_weight 2048 (parameter:layer4.0.bn3.weight), layer4_0_bn3_bias 2048 (parameter:layer4.0.bn3.bias), layer4_0_downsample_0_weight 2048x1024x1x1 (parameter:layer4.0.downsample.0.weight), layer4_0_downsample_1_weight 2048 (parameter:layer4.0.downsample.1.weight), layer4_0_downsample_1_bias 2048 (parameter:layer4.0.downsample.1.bias), layer4_1_conv1_weight 512x2048x1x1 (parameter:layer4.1.conv1.weight), layer4_1_bn1_weight 512 (parameter:layer4.1.bn1.weight), layer4_1_bn1_bias 512 (parameter:layer4.1.bn1.bias), layer4_1_conv2_weight 512x512x3x3 (parameter:layer4.1.conv2.weight), layer4_1_bn2_weight 512 (parameter:layer4.1.bn2.weight), layer4_1_bn2_bias 512 (parameter:layer4.1.bn2.bias), layer4_1_conv3_weight 2048x512x1x1 (parameter:layer4.1.conv3.weight), layer4_1_bn3_weight 2048 (parameter:layer4.1.bn3.weight), layer4_1_bn3_bias 2048 (parameter:layer4.1.bn3.bias), layer4_2_conv1_weight 512x2048x1x1 (parameter:layer4.2.conv1.weight), layer4_2_bn1_weight 512 (parameter:layer4.2.bn1.weight), layer4_2_bn1_bias 512 (parameter:layer4.2.bn1.bias), layer4_2_conv2_weight 512x512x3x3 (parameter:layer4.2.conv2.weight), layer4_2_bn2_weight 512 (parameter:layer4.2.bn2.weight), layer4_2_bn2_bias 512 (parameter:layer4.2.bn2.bias), layer4_2_conv3_weight 2048x512x1x1 (parameter:layer4.2.conv3.weight), layer4_2_bn3_weight 2048 (parameter:layer4.2.bn3.weight), layer4_2_bn3_bias 2048 (parameter:layer4.2.bn3.bias), fc_weight 1000x2048 (parameter:fc.weight), fc_bias 1000 (parameter:fc.bias)
func.func @l3_10_resnet101(
    %x: tensor<10x3x224x224xf32>,
    %conv1_weight: tensor<64x3x7x7xf32> {htam.init = "uniform(-0.0824786099..0.0824786099)"},
    %bn1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_0_conv1_weight: tensor<64x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %layer1_0_bn1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_0_bn1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_0_conv2_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layer1_0_bn2_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_0_bn2_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_0_conv3_weight: tensor<256x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %layer1_0_bn3_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_0_bn3_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_0_downsample_0_weight: tensor<256x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %layer1_0_downsample_1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_0_downsample_1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_1_conv1_weight: tensor<64x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer1_1_bn1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_1_bn1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_1_conv2_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layer1_1_bn2_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_1_bn2_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_1_conv3_weight: tensor<256x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %layer1_1_bn3_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_1_bn3_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_2_conv1_weight: tensor<64x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer1_2_bn1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_2_bn1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_2_conv2_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layer1_2_bn2_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_2_bn2_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer1_2_conv3_weight: tensor<256x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %layer1_2_bn3_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer1_2_bn3_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_0_conv1_weight: tensor<128x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer2_0_bn1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_0_bn1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_0_conv2_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layer2_0_bn2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_0_bn2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_0_conv3_weight: tensor<512x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %layer2_0_bn3_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_0_bn3_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_0_downsample_0_weight: tensor<512x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer2_0_downsample_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_0_downsample_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_1_conv1_weight: tensor<128x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layer2_1_bn1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_1_bn1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_1_conv2_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layer2_1_bn2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_1_bn2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_1_conv3_weight: tensor<512x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %layer2_1_bn3_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_1_bn3_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_2_conv1_weight: tensor<128x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layer2_2_bn1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_2_bn1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_2_conv2_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layer2_2_bn2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_2_bn2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_2_conv3_weight: tensor<512x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %layer2_2_bn3_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_2_bn3_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_3_conv1_weight: tensor<128x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layer2_3_bn1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_3_bn1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_3_conv2_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layer2_3_bn2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_3_bn2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer2_3_conv3_weight: tensor<512x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %layer2_3_bn3_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer2_3_bn3_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_0_conv1_weight: tensor<256x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layer3_0_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_0_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_0_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_0_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_0_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_0_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_0_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_0_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_0_downsample_0_weight: tensor<1024x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layer3_0_downsample_1_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_0_downsample_1_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_1_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_1_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_1_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_1_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_1_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_1_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_1_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_1_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_1_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_2_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_2_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_2_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_2_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_2_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_2_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_2_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_2_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_2_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_3_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_3_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_3_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_3_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_3_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_3_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_3_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_3_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_3_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_4_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_4_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_4_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_4_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_4_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_4_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_4_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_4_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_4_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_5_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_5_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_5_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_5_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_5_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_5_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_5_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_5_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_5_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_6_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_6_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_6_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_6_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_6_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_6_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_6_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_6_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_6_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_7_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_7_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_7_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_7_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_7_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_7_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_7_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_7_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_7_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_8_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_8_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_8_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_8_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_8_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_8_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_8_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_8_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_8_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_9_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_9_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_9_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_9_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_9_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_9_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_9_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_9_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_9_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_10_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_10_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_10_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_10_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_10_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_10_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_10_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_10_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_10_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_11_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_11_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_11_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_11_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_11_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_11_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_11_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_11_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_11_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_12_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_12_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_12_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_12_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_12_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_12_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_12_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_12_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_12_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_13_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_13_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_13_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_13_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_13_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_13_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_13_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_13_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_13_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_14_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_14_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_14_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_14_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_14_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_14_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_14_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_14_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_14_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_15_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_15_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_15_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_15_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_15_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_15_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_15_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_15_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_15_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_16_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_16_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_16_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_16_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_16_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_16_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_16_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_16_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_16_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_17_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_17_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_17_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_17_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_17_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_17_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_17_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_17_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_17_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_18_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_18_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_18_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_18_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_18_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_18_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_18_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_18_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_18_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_19_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_19_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_19_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_19_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_19_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_19_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_19_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_19_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_19_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_20_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_20_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_20_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_20_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_20_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_20_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_20_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_20_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_20_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_21_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_21_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_21_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_21_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_21_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_21_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_21_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_21_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_21_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_22_conv1_weight: tensor<256x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer3_22_bn1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_22_bn1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_22_conv2_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %layer3_22_bn2_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_22_bn2_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer3_22_conv3_weight: tensor<1024x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %layer3_22_bn3_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer3_22_bn3_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_0_conv1_weight: tensor<512x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer4_0_bn1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_0_bn1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_0_conv2_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %layer4_0_bn2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_0_bn2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_0_conv3_weight: tensor<2048x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layer4_0_bn3_weight: tensor<2048xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_0_bn3_bias: tensor<2048xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_0_downsample_0_weight: tensor<2048x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %layer4_0_downsample_1_weight: tensor<2048xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_0_downsample_1_bias: tensor<2048xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_1_conv1_weight: tensor<512x2048x1x1xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %layer4_1_bn1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_1_bn1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_1_conv2_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %layer4_1_bn2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_1_bn2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_1_conv3_weight: tensor<2048x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layer4_1_bn3_weight: tensor<2048xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_1_bn3_bias: tensor<2048xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_2_conv1_weight: tensor<512x2048x1x1xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %layer4_2_bn1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_2_bn1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_2_conv2_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %layer4_2_bn2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_2_bn2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layer4_2_conv3_weight: tensor<2048x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layer4_2_bn3_weight: tensor<2048xf32> {htam.init = "uniform(0.5..1.5)"},
    %layer4_2_bn3_bias: tensor<2048xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_weight: tensor<1000x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %fc_bias: tensor<1000xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.2544e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 3.136e+04 : f32
  %c5 = arith.constant 7.84e+03 : f32
  %c6 = arith.constant 1.96e+03 : f32
  %c7 = arith.constant 4.9e+02 : f32
  %c8 = arith.constant 49.0 : f32
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
      ins(%g5, %conv1_weight : tensor<10x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%f7 : tensor<10x64x112x112xf32>) -> tensor<10x64x112x112xf32>
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
      ins(%conv8, %g25, %g50, %bn1_weight, %bn1_bias : tensor<10x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e54 : tensor<10x64x112x112xf32>) {
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
  %e82 = tensor.empty() : tensor<10x64x56x56xf32>
  %f83 = linalg.fill ins(%c0 : f32) outs(%e82 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %conv84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool81, %layer1_0_conv1_weight : tensor<10x64x56x56xf32>, tensor<64x64x1x1xf32>) outs(%f83 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e85 = tensor.empty() : tensor<64xf32>
  %f86 = linalg.fill ins(%c0 : f32) outs(%e85 : tensor<64xf32>) -> tensor<64xf32>
  %g90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv84 : tensor<10x64x56x56xf32>) outs(%f86 : tensor<64xf32>) {
  ^bb0(%a87: f32, %o88: f32):
    %b89 = arith.addf %a87, %o88 : f32
    linalg.yield %b89 : f32
  } -> tensor<64xf32>
  %e91 = tensor.empty() : tensor<64xf32>
  %g95 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g90 : tensor<64xf32>) outs(%e91 : tensor<64xf32>) {
  ^bb0(%a92: f32, %o93: f32):
    %b94 = arith.divf %a92, %c4 : f32
    linalg.yield %b94 : f32
  } -> tensor<64xf32>
  %e97 = tensor.empty() : tensor<10x64x56x56xf32>
  %g103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv84, %g95 : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e97 : tensor<10x64x56x56xf32>) {
  ^bb0(%a98: f32, %a99: f32, %o100: f32):
    %b101 = arith.subf %a98, %a99 : f32
    %b102 = arith.mulf %b101, %b101 : f32
    linalg.yield %b102 : f32
  } -> tensor<10x64x56x56xf32>
  %e104 = tensor.empty() : tensor<64xf32>
  %f105 = linalg.fill ins(%c0 : f32) outs(%e104 : tensor<64xf32>) -> tensor<64xf32>
  %g109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g103 : tensor<10x64x56x56xf32>) outs(%f105 : tensor<64xf32>) {
  ^bb0(%a106: f32, %o107: f32):
    %b108 = arith.addf %a106, %o107 : f32
    linalg.yield %b108 : f32
  } -> tensor<64xf32>
  %e110 = tensor.empty() : tensor<64xf32>
  %g114 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g109 : tensor<64xf32>) outs(%e110 : tensor<64xf32>) {
  ^bb0(%a111: f32, %o112: f32):
    %b113 = arith.divf %a111, %c4 : f32
    linalg.yield %b113 : f32
  } -> tensor<64xf32>
  %e118 = tensor.empty() : tensor<10x64x56x56xf32>
  %g131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv84, %g95, %g114, %layer1_0_bn1_weight, %layer1_0_bn1_bias : tensor<10x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e118 : tensor<10x64x56x56xf32>) {
  ^bb0(%a119: f32, %a120: f32, %a121: f32, %a122: f32, %a123: f32, %o124: f32):
    %b125 = arith.addf %a121, %c2 : f32
    %b126 = math.sqrt %b125 : f32
    %b127 = arith.subf %a119, %a120 : f32
    %b128 = arith.divf %b127, %b126 : f32
    %b129 = arith.mulf %b128, %a122 : f32
    %b130 = arith.addf %b129, %a123 : f32
    linalg.yield %b130 : f32
  } -> tensor<10x64x56x56xf32>
  %e132 = tensor.empty() : tensor<10x64x56x56xf32>
  %g136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g131 : tensor<10x64x56x56xf32>) outs(%e132 : tensor<10x64x56x56xf32>) {
  ^bb0(%a133: f32, %o134: f32):
    %b135 = arith.maximumf %a133, %c0 : f32
    linalg.yield %b135 : f32
  } -> tensor<10x64x56x56xf32>
  %e137 = tensor.empty() : tensor<10x64x58x58xf32>
  %f138 = linalg.fill ins(%c0 : f32) outs(%e137 : tensor<10x64x58x58xf32>) -> tensor<10x64x58x58xf32>
  %g141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g136 : tensor<10x64x56x56xf32>) outs(%f138 : tensor<10x64x58x58xf32>) {
  ^bb0(%a139: f32, %o140: f32):
    linalg.yield %a139 : f32
  } -> tensor<10x64x58x58xf32>
  %e142 = tensor.empty() : tensor<10x64x56x56xf32>
  %f143 = linalg.fill ins(%c0 : f32) outs(%e142 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %conv144 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g141, %layer1_0_conv2_weight : tensor<10x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%f143 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e145 = tensor.empty() : tensor<64xf32>
  %f146 = linalg.fill ins(%c0 : f32) outs(%e145 : tensor<64xf32>) -> tensor<64xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv144 : tensor<10x64x56x56xf32>) outs(%f146 : tensor<64xf32>) {
  ^bb0(%a147: f32, %o148: f32):
    %b149 = arith.addf %a147, %o148 : f32
    linalg.yield %b149 : f32
  } -> tensor<64xf32>
  %e151 = tensor.empty() : tensor<64xf32>
  %g155 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g150 : tensor<64xf32>) outs(%e151 : tensor<64xf32>) {
  ^bb0(%a152: f32, %o153: f32):
    %b154 = arith.divf %a152, %c4 : f32
    linalg.yield %b154 : f32
  } -> tensor<64xf32>
  %e157 = tensor.empty() : tensor<10x64x56x56xf32>
  %g163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv144, %g155 : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e157 : tensor<10x64x56x56xf32>) {
  ^bb0(%a158: f32, %a159: f32, %o160: f32):
    %b161 = arith.subf %a158, %a159 : f32
    %b162 = arith.mulf %b161, %b161 : f32
    linalg.yield %b162 : f32
  } -> tensor<10x64x56x56xf32>
  %e164 = tensor.empty() : tensor<64xf32>
  %f165 = linalg.fill ins(%c0 : f32) outs(%e164 : tensor<64xf32>) -> tensor<64xf32>
  %g169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g163 : tensor<10x64x56x56xf32>) outs(%f165 : tensor<64xf32>) {
  ^bb0(%a166: f32, %o167: f32):
    %b168 = arith.addf %a166, %o167 : f32
    linalg.yield %b168 : f32
  } -> tensor<64xf32>
  %e170 = tensor.empty() : tensor<64xf32>
  %g174 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g169 : tensor<64xf32>) outs(%e170 : tensor<64xf32>) {
  ^bb0(%a171: f32, %o172: f32):
    %b173 = arith.divf %a171, %c4 : f32
    linalg.yield %b173 : f32
  } -> tensor<64xf32>
  %e178 = tensor.empty() : tensor<10x64x56x56xf32>
  %g191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv144, %g155, %g174, %layer1_0_bn2_weight, %layer1_0_bn2_bias : tensor<10x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e178 : tensor<10x64x56x56xf32>) {
  ^bb0(%a179: f32, %a180: f32, %a181: f32, %a182: f32, %a183: f32, %o184: f32):
    %b185 = arith.addf %a181, %c2 : f32
    %b186 = math.sqrt %b185 : f32
    %b187 = arith.subf %a179, %a180 : f32
    %b188 = arith.divf %b187, %b186 : f32
    %b189 = arith.mulf %b188, %a182 : f32
    %b190 = arith.addf %b189, %a183 : f32
    linalg.yield %b190 : f32
  } -> tensor<10x64x56x56xf32>
  %e192 = tensor.empty() : tensor<10x64x56x56xf32>
  %g196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g191 : tensor<10x64x56x56xf32>) outs(%e192 : tensor<10x64x56x56xf32>) {
  ^bb0(%a193: f32, %o194: f32):
    %b195 = arith.maximumf %a193, %c0 : f32
    linalg.yield %b195 : f32
  } -> tensor<10x64x56x56xf32>
  %e197 = tensor.empty() : tensor<10x256x56x56xf32>
  %f198 = linalg.fill ins(%c0 : f32) outs(%e197 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %conv199 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g196, %layer1_0_conv3_weight : tensor<10x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%f198 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %e200 = tensor.empty() : tensor<256xf32>
  %f201 = linalg.fill ins(%c0 : f32) outs(%e200 : tensor<256xf32>) -> tensor<256xf32>
  %g205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv199 : tensor<10x256x56x56xf32>) outs(%f201 : tensor<256xf32>) {
  ^bb0(%a202: f32, %o203: f32):
    %b204 = arith.addf %a202, %o203 : f32
    linalg.yield %b204 : f32
  } -> tensor<256xf32>
  %e206 = tensor.empty() : tensor<256xf32>
  %g210 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g205 : tensor<256xf32>) outs(%e206 : tensor<256xf32>) {
  ^bb0(%a207: f32, %o208: f32):
    %b209 = arith.divf %a207, %c4 : f32
    linalg.yield %b209 : f32
  } -> tensor<256xf32>
  %e212 = tensor.empty() : tensor<10x256x56x56xf32>
  %g218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv199, %g210 : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e212 : tensor<10x256x56x56xf32>) {
  ^bb0(%a213: f32, %a214: f32, %o215: f32):
    %b216 = arith.subf %a213, %a214 : f32
    %b217 = arith.mulf %b216, %b216 : f32
    linalg.yield %b217 : f32
  } -> tensor<10x256x56x56xf32>
  %e219 = tensor.empty() : tensor<256xf32>
  %f220 = linalg.fill ins(%c0 : f32) outs(%e219 : tensor<256xf32>) -> tensor<256xf32>
  %g224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g218 : tensor<10x256x56x56xf32>) outs(%f220 : tensor<256xf32>) {
  ^bb0(%a221: f32, %o222: f32):
    %b223 = arith.addf %a221, %o222 : f32
    linalg.yield %b223 : f32
  } -> tensor<256xf32>
  %e225 = tensor.empty() : tensor<256xf32>
  %g229 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g224 : tensor<256xf32>) outs(%e225 : tensor<256xf32>) {
  ^bb0(%a226: f32, %o227: f32):
    %b228 = arith.divf %a226, %c4 : f32
    linalg.yield %b228 : f32
  } -> tensor<256xf32>
  %e233 = tensor.empty() : tensor<10x256x56x56xf32>
  %g246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv199, %g210, %g229, %layer1_0_bn3_weight, %layer1_0_bn3_bias : tensor<10x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e233 : tensor<10x256x56x56xf32>) {
  ^bb0(%a234: f32, %a235: f32, %a236: f32, %a237: f32, %a238: f32, %o239: f32):
    %b240 = arith.addf %a236, %c2 : f32
    %b241 = math.sqrt %b240 : f32
    %b242 = arith.subf %a234, %a235 : f32
    %b243 = arith.divf %b242, %b241 : f32
    %b244 = arith.mulf %b243, %a237 : f32
    %b245 = arith.addf %b244, %a238 : f32
    linalg.yield %b245 : f32
  } -> tensor<10x256x56x56xf32>
  %e247 = tensor.empty() : tensor<10x256x56x56xf32>
  %f248 = linalg.fill ins(%c0 : f32) outs(%e247 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %conv249 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool81, %layer1_0_downsample_0_weight : tensor<10x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%f248 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %e250 = tensor.empty() : tensor<256xf32>
  %f251 = linalg.fill ins(%c0 : f32) outs(%e250 : tensor<256xf32>) -> tensor<256xf32>
  %g255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv249 : tensor<10x256x56x56xf32>) outs(%f251 : tensor<256xf32>) {
  ^bb0(%a252: f32, %o253: f32):
    %b254 = arith.addf %a252, %o253 : f32
    linalg.yield %b254 : f32
  } -> tensor<256xf32>
  %e256 = tensor.empty() : tensor<256xf32>
  %g260 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g255 : tensor<256xf32>) outs(%e256 : tensor<256xf32>) {
  ^bb0(%a257: f32, %o258: f32):
    %b259 = arith.divf %a257, %c4 : f32
    linalg.yield %b259 : f32
  } -> tensor<256xf32>
  %e262 = tensor.empty() : tensor<10x256x56x56xf32>
  %g268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv249, %g260 : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e262 : tensor<10x256x56x56xf32>) {
  ^bb0(%a263: f32, %a264: f32, %o265: f32):
    %b266 = arith.subf %a263, %a264 : f32
    %b267 = arith.mulf %b266, %b266 : f32
    linalg.yield %b267 : f32
  } -> tensor<10x256x56x56xf32>
  %e269 = tensor.empty() : tensor<256xf32>
  %f270 = linalg.fill ins(%c0 : f32) outs(%e269 : tensor<256xf32>) -> tensor<256xf32>
  %g274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g268 : tensor<10x256x56x56xf32>) outs(%f270 : tensor<256xf32>) {
  ^bb0(%a271: f32, %o272: f32):
    %b273 = arith.addf %a271, %o272 : f32
    linalg.yield %b273 : f32
  } -> tensor<256xf32>
  %e275 = tensor.empty() : tensor<256xf32>
  %g279 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g274 : tensor<256xf32>) outs(%e275 : tensor<256xf32>) {
  ^bb0(%a276: f32, %o277: f32):
    %b278 = arith.divf %a276, %c4 : f32
    linalg.yield %b278 : f32
  } -> tensor<256xf32>
  %e283 = tensor.empty() : tensor<10x256x56x56xf32>
  %g296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv249, %g260, %g279, %layer1_0_downsample_1_weight, %layer1_0_downsample_1_bias : tensor<10x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e283 : tensor<10x256x56x56xf32>) {
  ^bb0(%a284: f32, %a285: f32, %a286: f32, %a287: f32, %a288: f32, %o289: f32):
    %b290 = arith.addf %a286, %c2 : f32
    %b291 = math.sqrt %b290 : f32
    %b292 = arith.subf %a284, %a285 : f32
    %b293 = arith.divf %b292, %b291 : f32
    %b294 = arith.mulf %b293, %a287 : f32
    %b295 = arith.addf %b294, %a288 : f32
    linalg.yield %b295 : f32
  } -> tensor<10x256x56x56xf32>
  %e297 = tensor.empty() : tensor<10x256x56x56xf32>
  %g302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g246, %g296 : tensor<10x256x56x56xf32>, tensor<10x256x56x56xf32>) outs(%e297 : tensor<10x256x56x56xf32>) {
  ^bb0(%a298: f32, %a299: f32, %o300: f32):
    %b301 = arith.addf %a298, %a299 : f32
    linalg.yield %b301 : f32
  } -> tensor<10x256x56x56xf32>
  %e303 = tensor.empty() : tensor<10x256x56x56xf32>
  %g307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g302 : tensor<10x256x56x56xf32>) outs(%e303 : tensor<10x256x56x56xf32>) {
  ^bb0(%a304: f32, %o305: f32):
    %b306 = arith.maximumf %a304, %c0 : f32
    linalg.yield %b306 : f32
  } -> tensor<10x256x56x56xf32>
  %e308 = tensor.empty() : tensor<10x64x56x56xf32>
  %f309 = linalg.fill ins(%c0 : f32) outs(%e308 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %conv310 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g307, %layer1_1_conv1_weight : tensor<10x256x56x56xf32>, tensor<64x256x1x1xf32>) outs(%f309 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e311 = tensor.empty() : tensor<64xf32>
  %f312 = linalg.fill ins(%c0 : f32) outs(%e311 : tensor<64xf32>) -> tensor<64xf32>
  %g316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv310 : tensor<10x64x56x56xf32>) outs(%f312 : tensor<64xf32>) {
  ^bb0(%a313: f32, %o314: f32):
    %b315 = arith.addf %a313, %o314 : f32
    linalg.yield %b315 : f32
  } -> tensor<64xf32>
  %e317 = tensor.empty() : tensor<64xf32>
  %g321 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g316 : tensor<64xf32>) outs(%e317 : tensor<64xf32>) {
  ^bb0(%a318: f32, %o319: f32):
    %b320 = arith.divf %a318, %c4 : f32
    linalg.yield %b320 : f32
  } -> tensor<64xf32>
  %e323 = tensor.empty() : tensor<10x64x56x56xf32>
  %g329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv310, %g321 : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e323 : tensor<10x64x56x56xf32>) {
  ^bb0(%a324: f32, %a325: f32, %o326: f32):
    %b327 = arith.subf %a324, %a325 : f32
    %b328 = arith.mulf %b327, %b327 : f32
    linalg.yield %b328 : f32
  } -> tensor<10x64x56x56xf32>
  %e330 = tensor.empty() : tensor<64xf32>
  %f331 = linalg.fill ins(%c0 : f32) outs(%e330 : tensor<64xf32>) -> tensor<64xf32>
  %g335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g329 : tensor<10x64x56x56xf32>) outs(%f331 : tensor<64xf32>) {
  ^bb0(%a332: f32, %o333: f32):
    %b334 = arith.addf %a332, %o333 : f32
    linalg.yield %b334 : f32
  } -> tensor<64xf32>
  %e336 = tensor.empty() : tensor<64xf32>
  %g340 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g335 : tensor<64xf32>) outs(%e336 : tensor<64xf32>) {
  ^bb0(%a337: f32, %o338: f32):
    %b339 = arith.divf %a337, %c4 : f32
    linalg.yield %b339 : f32
  } -> tensor<64xf32>
  %e344 = tensor.empty() : tensor<10x64x56x56xf32>
  %g357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv310, %g321, %g340, %layer1_1_bn1_weight, %layer1_1_bn1_bias : tensor<10x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e344 : tensor<10x64x56x56xf32>) {
  ^bb0(%a345: f32, %a346: f32, %a347: f32, %a348: f32, %a349: f32, %o350: f32):
    %b351 = arith.addf %a347, %c2 : f32
    %b352 = math.sqrt %b351 : f32
    %b353 = arith.subf %a345, %a346 : f32
    %b354 = arith.divf %b353, %b352 : f32
    %b355 = arith.mulf %b354, %a348 : f32
    %b356 = arith.addf %b355, %a349 : f32
    linalg.yield %b356 : f32
  } -> tensor<10x64x56x56xf32>
  %e358 = tensor.empty() : tensor<10x64x56x56xf32>
  %g362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g357 : tensor<10x64x56x56xf32>) outs(%e358 : tensor<10x64x56x56xf32>) {
  ^bb0(%a359: f32, %o360: f32):
    %b361 = arith.maximumf %a359, %c0 : f32
    linalg.yield %b361 : f32
  } -> tensor<10x64x56x56xf32>
  %e363 = tensor.empty() : tensor<10x64x58x58xf32>
  %f364 = linalg.fill ins(%c0 : f32) outs(%e363 : tensor<10x64x58x58xf32>) -> tensor<10x64x58x58xf32>
  %g367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g362 : tensor<10x64x56x56xf32>) outs(%f364 : tensor<10x64x58x58xf32>) {
  ^bb0(%a365: f32, %o366: f32):
    linalg.yield %a365 : f32
  } -> tensor<10x64x58x58xf32>
  %e368 = tensor.empty() : tensor<10x64x56x56xf32>
  %f369 = linalg.fill ins(%c0 : f32) outs(%e368 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %conv370 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g367, %layer1_1_conv2_weight : tensor<10x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%f369 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e371 = tensor.empty() : tensor<64xf32>
  %f372 = linalg.fill ins(%c0 : f32) outs(%e371 : tensor<64xf32>) -> tensor<64xf32>
  %g376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv370 : tensor<10x64x56x56xf32>) outs(%f372 : tensor<64xf32>) {
  ^bb0(%a373: f32, %o374: f32):
    %b375 = arith.addf %a373, %o374 : f32
    linalg.yield %b375 : f32
  } -> tensor<64xf32>
  %e377 = tensor.empty() : tensor<64xf32>
  %g381 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g376 : tensor<64xf32>) outs(%e377 : tensor<64xf32>) {
  ^bb0(%a378: f32, %o379: f32):
    %b380 = arith.divf %a378, %c4 : f32
    linalg.yield %b380 : f32
  } -> tensor<64xf32>
  %e383 = tensor.empty() : tensor<10x64x56x56xf32>
  %g389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv370, %g381 : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e383 : tensor<10x64x56x56xf32>) {
  ^bb0(%a384: f32, %a385: f32, %o386: f32):
    %b387 = arith.subf %a384, %a385 : f32
    %b388 = arith.mulf %b387, %b387 : f32
    linalg.yield %b388 : f32
  } -> tensor<10x64x56x56xf32>
  %e390 = tensor.empty() : tensor<64xf32>
  %f391 = linalg.fill ins(%c0 : f32) outs(%e390 : tensor<64xf32>) -> tensor<64xf32>
  %g395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g389 : tensor<10x64x56x56xf32>) outs(%f391 : tensor<64xf32>) {
  ^bb0(%a392: f32, %o393: f32):
    %b394 = arith.addf %a392, %o393 : f32
    linalg.yield %b394 : f32
  } -> tensor<64xf32>
  %e396 = tensor.empty() : tensor<64xf32>
  %g400 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g395 : tensor<64xf32>) outs(%e396 : tensor<64xf32>) {
  ^bb0(%a397: f32, %o398: f32):
    %b399 = arith.divf %a397, %c4 : f32
    linalg.yield %b399 : f32
  } -> tensor<64xf32>
  %e404 = tensor.empty() : tensor<10x64x56x56xf32>
  %g417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv370, %g381, %g400, %layer1_1_bn2_weight, %layer1_1_bn2_bias : tensor<10x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e404 : tensor<10x64x56x56xf32>) {
  ^bb0(%a405: f32, %a406: f32, %a407: f32, %a408: f32, %a409: f32, %o410: f32):
    %b411 = arith.addf %a407, %c2 : f32
    %b412 = math.sqrt %b411 : f32
    %b413 = arith.subf %a405, %a406 : f32
    %b414 = arith.divf %b413, %b412 : f32
    %b415 = arith.mulf %b414, %a408 : f32
    %b416 = arith.addf %b415, %a409 : f32
    linalg.yield %b416 : f32
  } -> tensor<10x64x56x56xf32>
  %e418 = tensor.empty() : tensor<10x64x56x56xf32>
  %g422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g417 : tensor<10x64x56x56xf32>) outs(%e418 : tensor<10x64x56x56xf32>) {
  ^bb0(%a419: f32, %o420: f32):
    %b421 = arith.maximumf %a419, %c0 : f32
    linalg.yield %b421 : f32
  } -> tensor<10x64x56x56xf32>
  %e423 = tensor.empty() : tensor<10x256x56x56xf32>
  %f424 = linalg.fill ins(%c0 : f32) outs(%e423 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %conv425 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g422, %layer1_1_conv3_weight : tensor<10x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%f424 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %e426 = tensor.empty() : tensor<256xf32>
  %f427 = linalg.fill ins(%c0 : f32) outs(%e426 : tensor<256xf32>) -> tensor<256xf32>
  %g431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv425 : tensor<10x256x56x56xf32>) outs(%f427 : tensor<256xf32>) {
  ^bb0(%a428: f32, %o429: f32):
    %b430 = arith.addf %a428, %o429 : f32
    linalg.yield %b430 : f32
  } -> tensor<256xf32>
  %e432 = tensor.empty() : tensor<256xf32>
  %g436 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g431 : tensor<256xf32>) outs(%e432 : tensor<256xf32>) {
  ^bb0(%a433: f32, %o434: f32):
    %b435 = arith.divf %a433, %c4 : f32
    linalg.yield %b435 : f32
  } -> tensor<256xf32>
  %e438 = tensor.empty() : tensor<10x256x56x56xf32>
  %g444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv425, %g436 : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e438 : tensor<10x256x56x56xf32>) {
  ^bb0(%a439: f32, %a440: f32, %o441: f32):
    %b442 = arith.subf %a439, %a440 : f32
    %b443 = arith.mulf %b442, %b442 : f32
    linalg.yield %b443 : f32
  } -> tensor<10x256x56x56xf32>
  %e445 = tensor.empty() : tensor<256xf32>
  %f446 = linalg.fill ins(%c0 : f32) outs(%e445 : tensor<256xf32>) -> tensor<256xf32>
  %g450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g444 : tensor<10x256x56x56xf32>) outs(%f446 : tensor<256xf32>) {
  ^bb0(%a447: f32, %o448: f32):
    %b449 = arith.addf %a447, %o448 : f32
    linalg.yield %b449 : f32
  } -> tensor<256xf32>
  %e451 = tensor.empty() : tensor<256xf32>
  %g455 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g450 : tensor<256xf32>) outs(%e451 : tensor<256xf32>) {
  ^bb0(%a452: f32, %o453: f32):
    %b454 = arith.divf %a452, %c4 : f32
    linalg.yield %b454 : f32
  } -> tensor<256xf32>
  %e459 = tensor.empty() : tensor<10x256x56x56xf32>
  %g472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv425, %g436, %g455, %layer1_1_bn3_weight, %layer1_1_bn3_bias : tensor<10x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e459 : tensor<10x256x56x56xf32>) {
  ^bb0(%a460: f32, %a461: f32, %a462: f32, %a463: f32, %a464: f32, %o465: f32):
    %b466 = arith.addf %a462, %c2 : f32
    %b467 = math.sqrt %b466 : f32
    %b468 = arith.subf %a460, %a461 : f32
    %b469 = arith.divf %b468, %b467 : f32
    %b470 = arith.mulf %b469, %a463 : f32
    %b471 = arith.addf %b470, %a464 : f32
    linalg.yield %b471 : f32
  } -> tensor<10x256x56x56xf32>
  %e473 = tensor.empty() : tensor<10x256x56x56xf32>
  %g478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g472, %g307 : tensor<10x256x56x56xf32>, tensor<10x256x56x56xf32>) outs(%e473 : tensor<10x256x56x56xf32>) {
  ^bb0(%a474: f32, %a475: f32, %o476: f32):
    %b477 = arith.addf %a474, %a475 : f32
    linalg.yield %b477 : f32
  } -> tensor<10x256x56x56xf32>
  %e479 = tensor.empty() : tensor<10x256x56x56xf32>
  %g483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g478 : tensor<10x256x56x56xf32>) outs(%e479 : tensor<10x256x56x56xf32>) {
  ^bb0(%a480: f32, %o481: f32):
    %b482 = arith.maximumf %a480, %c0 : f32
    linalg.yield %b482 : f32
  } -> tensor<10x256x56x56xf32>
  %e484 = tensor.empty() : tensor<10x64x56x56xf32>
  %f485 = linalg.fill ins(%c0 : f32) outs(%e484 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %conv486 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g483, %layer1_2_conv1_weight : tensor<10x256x56x56xf32>, tensor<64x256x1x1xf32>) outs(%f485 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e487 = tensor.empty() : tensor<64xf32>
  %f488 = linalg.fill ins(%c0 : f32) outs(%e487 : tensor<64xf32>) -> tensor<64xf32>
  %g492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv486 : tensor<10x64x56x56xf32>) outs(%f488 : tensor<64xf32>) {
  ^bb0(%a489: f32, %o490: f32):
    %b491 = arith.addf %a489, %o490 : f32
    linalg.yield %b491 : f32
  } -> tensor<64xf32>
  %e493 = tensor.empty() : tensor<64xf32>
  %g497 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g492 : tensor<64xf32>) outs(%e493 : tensor<64xf32>) {
  ^bb0(%a494: f32, %o495: f32):
    %b496 = arith.divf %a494, %c4 : f32
    linalg.yield %b496 : f32
  } -> tensor<64xf32>
  %e499 = tensor.empty() : tensor<10x64x56x56xf32>
  %g505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv486, %g497 : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e499 : tensor<10x64x56x56xf32>) {
  ^bb0(%a500: f32, %a501: f32, %o502: f32):
    %b503 = arith.subf %a500, %a501 : f32
    %b504 = arith.mulf %b503, %b503 : f32
    linalg.yield %b504 : f32
  } -> tensor<10x64x56x56xf32>
  %e506 = tensor.empty() : tensor<64xf32>
  %f507 = linalg.fill ins(%c0 : f32) outs(%e506 : tensor<64xf32>) -> tensor<64xf32>
  %g511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g505 : tensor<10x64x56x56xf32>) outs(%f507 : tensor<64xf32>) {
  ^bb0(%a508: f32, %o509: f32):
    %b510 = arith.addf %a508, %o509 : f32
    linalg.yield %b510 : f32
  } -> tensor<64xf32>
  %e512 = tensor.empty() : tensor<64xf32>
  %g516 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g511 : tensor<64xf32>) outs(%e512 : tensor<64xf32>) {
  ^bb0(%a513: f32, %o514: f32):
    %b515 = arith.divf %a513, %c4 : f32
    linalg.yield %b515 : f32
  } -> tensor<64xf32>
  %e520 = tensor.empty() : tensor<10x64x56x56xf32>
  %g533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv486, %g497, %g516, %layer1_2_bn1_weight, %layer1_2_bn1_bias : tensor<10x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e520 : tensor<10x64x56x56xf32>) {
  ^bb0(%a521: f32, %a522: f32, %a523: f32, %a524: f32, %a525: f32, %o526: f32):
    %b527 = arith.addf %a523, %c2 : f32
    %b528 = math.sqrt %b527 : f32
    %b529 = arith.subf %a521, %a522 : f32
    %b530 = arith.divf %b529, %b528 : f32
    %b531 = arith.mulf %b530, %a524 : f32
    %b532 = arith.addf %b531, %a525 : f32
    linalg.yield %b532 : f32
  } -> tensor<10x64x56x56xf32>
  %e534 = tensor.empty() : tensor<10x64x56x56xf32>
  %g538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g533 : tensor<10x64x56x56xf32>) outs(%e534 : tensor<10x64x56x56xf32>) {
  ^bb0(%a535: f32, %o536: f32):
    %b537 = arith.maximumf %a535, %c0 : f32
    linalg.yield %b537 : f32
  } -> tensor<10x64x56x56xf32>
  %e539 = tensor.empty() : tensor<10x64x58x58xf32>
  %f540 = linalg.fill ins(%c0 : f32) outs(%e539 : tensor<10x64x58x58xf32>) -> tensor<10x64x58x58xf32>
  %g543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g538 : tensor<10x64x56x56xf32>) outs(%f540 : tensor<10x64x58x58xf32>) {
  ^bb0(%a541: f32, %o542: f32):
    linalg.yield %a541 : f32
  } -> tensor<10x64x58x58xf32>
  %e544 = tensor.empty() : tensor<10x64x56x56xf32>
  %f545 = linalg.fill ins(%c0 : f32) outs(%e544 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %conv546 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g543, %layer1_2_conv2_weight : tensor<10x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%f545 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e547 = tensor.empty() : tensor<64xf32>
  %f548 = linalg.fill ins(%c0 : f32) outs(%e547 : tensor<64xf32>) -> tensor<64xf32>
  %g552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv546 : tensor<10x64x56x56xf32>) outs(%f548 : tensor<64xf32>) {
  ^bb0(%a549: f32, %o550: f32):
    %b551 = arith.addf %a549, %o550 : f32
    linalg.yield %b551 : f32
  } -> tensor<64xf32>
  %e553 = tensor.empty() : tensor<64xf32>
  %g557 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g552 : tensor<64xf32>) outs(%e553 : tensor<64xf32>) {
  ^bb0(%a554: f32, %o555: f32):
    %b556 = arith.divf %a554, %c4 : f32
    linalg.yield %b556 : f32
  } -> tensor<64xf32>
  %e559 = tensor.empty() : tensor<10x64x56x56xf32>
  %g565 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv546, %g557 : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e559 : tensor<10x64x56x56xf32>) {
  ^bb0(%a560: f32, %a561: f32, %o562: f32):
    %b563 = arith.subf %a560, %a561 : f32
    %b564 = arith.mulf %b563, %b563 : f32
    linalg.yield %b564 : f32
  } -> tensor<10x64x56x56xf32>
  %e566 = tensor.empty() : tensor<64xf32>
  %f567 = linalg.fill ins(%c0 : f32) outs(%e566 : tensor<64xf32>) -> tensor<64xf32>
  %g571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g565 : tensor<10x64x56x56xf32>) outs(%f567 : tensor<64xf32>) {
  ^bb0(%a568: f32, %o569: f32):
    %b570 = arith.addf %a568, %o569 : f32
    linalg.yield %b570 : f32
  } -> tensor<64xf32>
  %e572 = tensor.empty() : tensor<64xf32>
  %g576 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g571 : tensor<64xf32>) outs(%e572 : tensor<64xf32>) {
  ^bb0(%a573: f32, %o574: f32):
    %b575 = arith.divf %a573, %c4 : f32
    linalg.yield %b575 : f32
  } -> tensor<64xf32>
  %e580 = tensor.empty() : tensor<10x64x56x56xf32>
  %g593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv546, %g557, %g576, %layer1_2_bn2_weight, %layer1_2_bn2_bias : tensor<10x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e580 : tensor<10x64x56x56xf32>) {
  ^bb0(%a581: f32, %a582: f32, %a583: f32, %a584: f32, %a585: f32, %o586: f32):
    %b587 = arith.addf %a583, %c2 : f32
    %b588 = math.sqrt %b587 : f32
    %b589 = arith.subf %a581, %a582 : f32
    %b590 = arith.divf %b589, %b588 : f32
    %b591 = arith.mulf %b590, %a584 : f32
    %b592 = arith.addf %b591, %a585 : f32
    linalg.yield %b592 : f32
  } -> tensor<10x64x56x56xf32>
  %e594 = tensor.empty() : tensor<10x64x56x56xf32>
  %g598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g593 : tensor<10x64x56x56xf32>) outs(%e594 : tensor<10x64x56x56xf32>) {
  ^bb0(%a595: f32, %o596: f32):
    %b597 = arith.maximumf %a595, %c0 : f32
    linalg.yield %b597 : f32
  } -> tensor<10x64x56x56xf32>
  %e599 = tensor.empty() : tensor<10x256x56x56xf32>
  %f600 = linalg.fill ins(%c0 : f32) outs(%e599 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %conv601 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g598, %layer1_2_conv3_weight : tensor<10x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%f600 : tensor<10x256x56x56xf32>) -> tensor<10x256x56x56xf32>
  %e602 = tensor.empty() : tensor<256xf32>
  %f603 = linalg.fill ins(%c0 : f32) outs(%e602 : tensor<256xf32>) -> tensor<256xf32>
  %g607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv601 : tensor<10x256x56x56xf32>) outs(%f603 : tensor<256xf32>) {
  ^bb0(%a604: f32, %o605: f32):
    %b606 = arith.addf %a604, %o605 : f32
    linalg.yield %b606 : f32
  } -> tensor<256xf32>
  %e608 = tensor.empty() : tensor<256xf32>
  %g612 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g607 : tensor<256xf32>) outs(%e608 : tensor<256xf32>) {
  ^bb0(%a609: f32, %o610: f32):
    %b611 = arith.divf %a609, %c4 : f32
    linalg.yield %b611 : f32
  } -> tensor<256xf32>
  %e614 = tensor.empty() : tensor<10x256x56x56xf32>
  %g620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv601, %g612 : tensor<10x256x56x56xf32>, tensor<256xf32>) outs(%e614 : tensor<10x256x56x56xf32>) {
  ^bb0(%a615: f32, %a616: f32, %o617: f32):
    %b618 = arith.subf %a615, %a616 : f32
    %b619 = arith.mulf %b618, %b618 : f32
    linalg.yield %b619 : f32
  } -> tensor<10x256x56x56xf32>
  %e621 = tensor.empty() : tensor<256xf32>
  %f622 = linalg.fill ins(%c0 : f32) outs(%e621 : tensor<256xf32>) -> tensor<256xf32>
  %g626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g620 : tensor<10x256x56x56xf32>) outs(%f622 : tensor<256xf32>) {
  ^bb0(%a623: f32, %o624: f32):
    %b625 = arith.addf %a623, %o624 : f32
    linalg.yield %b625 : f32
  } -> tensor<256xf32>
  %e627 = tensor.empty() : tensor<256xf32>
  %g631 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g626 : tensor<256xf32>) outs(%e627 : tensor<256xf32>) {
  ^bb0(%a628: f32, %o629: f32):
    %b630 = arith.divf %a628, %c4 : f32
    linalg.yield %b630 : f32
  } -> tensor<256xf32>
  %e635 = tensor.empty() : tensor<10x256x56x56xf32>
  %g648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv601, %g612, %g631, %layer1_2_bn3_weight, %layer1_2_bn3_bias : tensor<10x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e635 : tensor<10x256x56x56xf32>) {
  ^bb0(%a636: f32, %a637: f32, %a638: f32, %a639: f32, %a640: f32, %o641: f32):
    %b642 = arith.addf %a638, %c2 : f32
    %b643 = math.sqrt %b642 : f32
    %b644 = arith.subf %a636, %a637 : f32
    %b645 = arith.divf %b644, %b643 : f32
    %b646 = arith.mulf %b645, %a639 : f32
    %b647 = arith.addf %b646, %a640 : f32
    linalg.yield %b647 : f32
  } -> tensor<10x256x56x56xf32>
  %e649 = tensor.empty() : tensor<10x256x56x56xf32>
  %g654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g648, %g483 : tensor<10x256x56x56xf32>, tensor<10x256x56x56xf32>) outs(%e649 : tensor<10x256x56x56xf32>) {
  ^bb0(%a650: f32, %a651: f32, %o652: f32):
    %b653 = arith.addf %a650, %a651 : f32
    linalg.yield %b653 : f32
  } -> tensor<10x256x56x56xf32>
  %e655 = tensor.empty() : tensor<10x256x56x56xf32>
  %g659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g654 : tensor<10x256x56x56xf32>) outs(%e655 : tensor<10x256x56x56xf32>) {
  ^bb0(%a656: f32, %o657: f32):
    %b658 = arith.maximumf %a656, %c0 : f32
    linalg.yield %b658 : f32
  } -> tensor<10x256x56x56xf32>
  %e660 = tensor.empty() : tensor<10x128x56x56xf32>
  %f661 = linalg.fill ins(%c0 : f32) outs(%e660 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %conv662 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g659, %layer2_0_conv1_weight : tensor<10x256x56x56xf32>, tensor<128x256x1x1xf32>) outs(%f661 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %e663 = tensor.empty() : tensor<128xf32>
  %f664 = linalg.fill ins(%c0 : f32) outs(%e663 : tensor<128xf32>) -> tensor<128xf32>
  %g668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv662 : tensor<10x128x56x56xf32>) outs(%f664 : tensor<128xf32>) {
  ^bb0(%a665: f32, %o666: f32):
    %b667 = arith.addf %a665, %o666 : f32
    linalg.yield %b667 : f32
  } -> tensor<128xf32>
  %e669 = tensor.empty() : tensor<128xf32>
  %g673 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g668 : tensor<128xf32>) outs(%e669 : tensor<128xf32>) {
  ^bb0(%a670: f32, %o671: f32):
    %b672 = arith.divf %a670, %c4 : f32
    linalg.yield %b672 : f32
  } -> tensor<128xf32>
  %e675 = tensor.empty() : tensor<10x128x56x56xf32>
  %g681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv662, %g673 : tensor<10x128x56x56xf32>, tensor<128xf32>) outs(%e675 : tensor<10x128x56x56xf32>) {
  ^bb0(%a676: f32, %a677: f32, %o678: f32):
    %b679 = arith.subf %a676, %a677 : f32
    %b680 = arith.mulf %b679, %b679 : f32
    linalg.yield %b680 : f32
  } -> tensor<10x128x56x56xf32>
  %e682 = tensor.empty() : tensor<128xf32>
  %f683 = linalg.fill ins(%c0 : f32) outs(%e682 : tensor<128xf32>) -> tensor<128xf32>
  %g687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g681 : tensor<10x128x56x56xf32>) outs(%f683 : tensor<128xf32>) {
  ^bb0(%a684: f32, %o685: f32):
    %b686 = arith.addf %a684, %o685 : f32
    linalg.yield %b686 : f32
  } -> tensor<128xf32>
  %e688 = tensor.empty() : tensor<128xf32>
  %g692 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g687 : tensor<128xf32>) outs(%e688 : tensor<128xf32>) {
  ^bb0(%a689: f32, %o690: f32):
    %b691 = arith.divf %a689, %c4 : f32
    linalg.yield %b691 : f32
  } -> tensor<128xf32>
  %e696 = tensor.empty() : tensor<10x128x56x56xf32>
  %g709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv662, %g673, %g692, %layer2_0_bn1_weight, %layer2_0_bn1_bias : tensor<10x128x56x56xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e696 : tensor<10x128x56x56xf32>) {
  ^bb0(%a697: f32, %a698: f32, %a699: f32, %a700: f32, %a701: f32, %o702: f32):
    %b703 = arith.addf %a699, %c2 : f32
    %b704 = math.sqrt %b703 : f32
    %b705 = arith.subf %a697, %a698 : f32
    %b706 = arith.divf %b705, %b704 : f32
    %b707 = arith.mulf %b706, %a700 : f32
    %b708 = arith.addf %b707, %a701 : f32
    linalg.yield %b708 : f32
  } -> tensor<10x128x56x56xf32>
  %e710 = tensor.empty() : tensor<10x128x56x56xf32>
  %g714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g709 : tensor<10x128x56x56xf32>) outs(%e710 : tensor<10x128x56x56xf32>) {
  ^bb0(%a711: f32, %o712: f32):
    %b713 = arith.maximumf %a711, %c0 : f32
    linalg.yield %b713 : f32
  } -> tensor<10x128x56x56xf32>
  %e715 = tensor.empty() : tensor<10x128x58x58xf32>
  %f716 = linalg.fill ins(%c0 : f32) outs(%e715 : tensor<10x128x58x58xf32>) -> tensor<10x128x58x58xf32>
  %g719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g714 : tensor<10x128x56x56xf32>) outs(%f716 : tensor<10x128x58x58xf32>) {
  ^bb0(%a717: f32, %o718: f32):
    linalg.yield %a717 : f32
  } -> tensor<10x128x58x58xf32>
  %e720 = tensor.empty() : tensor<10x128x28x28xf32>
  %f721 = linalg.fill ins(%c0 : f32) outs(%e720 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv722 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g719, %layer2_0_conv2_weight : tensor<10x128x58x58xf32>, tensor<128x128x3x3xf32>) outs(%f721 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e723 = tensor.empty() : tensor<128xf32>
  %f724 = linalg.fill ins(%c0 : f32) outs(%e723 : tensor<128xf32>) -> tensor<128xf32>
  %g728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv722 : tensor<10x128x28x28xf32>) outs(%f724 : tensor<128xf32>) {
  ^bb0(%a725: f32, %o726: f32):
    %b727 = arith.addf %a725, %o726 : f32
    linalg.yield %b727 : f32
  } -> tensor<128xf32>
  %e729 = tensor.empty() : tensor<128xf32>
  %g733 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g728 : tensor<128xf32>) outs(%e729 : tensor<128xf32>) {
  ^bb0(%a730: f32, %o731: f32):
    %b732 = arith.divf %a730, %c5 : f32
    linalg.yield %b732 : f32
  } -> tensor<128xf32>
  %e735 = tensor.empty() : tensor<10x128x28x28xf32>
  %g741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv722, %g733 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e735 : tensor<10x128x28x28xf32>) {
  ^bb0(%a736: f32, %a737: f32, %o738: f32):
    %b739 = arith.subf %a736, %a737 : f32
    %b740 = arith.mulf %b739, %b739 : f32
    linalg.yield %b740 : f32
  } -> tensor<10x128x28x28xf32>
  %e742 = tensor.empty() : tensor<128xf32>
  %f743 = linalg.fill ins(%c0 : f32) outs(%e742 : tensor<128xf32>) -> tensor<128xf32>
  %g747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g741 : tensor<10x128x28x28xf32>) outs(%f743 : tensor<128xf32>) {
  ^bb0(%a744: f32, %o745: f32):
    %b746 = arith.addf %a744, %o745 : f32
    linalg.yield %b746 : f32
  } -> tensor<128xf32>
  %e748 = tensor.empty() : tensor<128xf32>
  %g752 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g747 : tensor<128xf32>) outs(%e748 : tensor<128xf32>) {
  ^bb0(%a749: f32, %o750: f32):
    %b751 = arith.divf %a749, %c5 : f32
    linalg.yield %b751 : f32
  } -> tensor<128xf32>
  %e756 = tensor.empty() : tensor<10x128x28x28xf32>
  %g769 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv722, %g733, %g752, %layer2_0_bn2_weight, %layer2_0_bn2_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e756 : tensor<10x128x28x28xf32>) {
  ^bb0(%a757: f32, %a758: f32, %a759: f32, %a760: f32, %a761: f32, %o762: f32):
    %b763 = arith.addf %a759, %c2 : f32
    %b764 = math.sqrt %b763 : f32
    %b765 = arith.subf %a757, %a758 : f32
    %b766 = arith.divf %b765, %b764 : f32
    %b767 = arith.mulf %b766, %a760 : f32
    %b768 = arith.addf %b767, %a761 : f32
    linalg.yield %b768 : f32
  } -> tensor<10x128x28x28xf32>
  %e770 = tensor.empty() : tensor<10x128x28x28xf32>
  %g774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g769 : tensor<10x128x28x28xf32>) outs(%e770 : tensor<10x128x28x28xf32>) {
  ^bb0(%a771: f32, %o772: f32):
    %b773 = arith.maximumf %a771, %c0 : f32
    linalg.yield %b773 : f32
  } -> tensor<10x128x28x28xf32>
  %e775 = tensor.empty() : tensor<10x512x28x28xf32>
  %f776 = linalg.fill ins(%c0 : f32) outs(%e775 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv777 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g774, %layer2_0_conv3_weight : tensor<10x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%f776 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e778 = tensor.empty() : tensor<512xf32>
  %f779 = linalg.fill ins(%c0 : f32) outs(%e778 : tensor<512xf32>) -> tensor<512xf32>
  %g783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv777 : tensor<10x512x28x28xf32>) outs(%f779 : tensor<512xf32>) {
  ^bb0(%a780: f32, %o781: f32):
    %b782 = arith.addf %a780, %o781 : f32
    linalg.yield %b782 : f32
  } -> tensor<512xf32>
  %e784 = tensor.empty() : tensor<512xf32>
  %g788 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g783 : tensor<512xf32>) outs(%e784 : tensor<512xf32>) {
  ^bb0(%a785: f32, %o786: f32):
    %b787 = arith.divf %a785, %c5 : f32
    linalg.yield %b787 : f32
  } -> tensor<512xf32>
  %e790 = tensor.empty() : tensor<10x512x28x28xf32>
  %g796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv777, %g788 : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e790 : tensor<10x512x28x28xf32>) {
  ^bb0(%a791: f32, %a792: f32, %o793: f32):
    %b794 = arith.subf %a791, %a792 : f32
    %b795 = arith.mulf %b794, %b794 : f32
    linalg.yield %b795 : f32
  } -> tensor<10x512x28x28xf32>
  %e797 = tensor.empty() : tensor<512xf32>
  %f798 = linalg.fill ins(%c0 : f32) outs(%e797 : tensor<512xf32>) -> tensor<512xf32>
  %g802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g796 : tensor<10x512x28x28xf32>) outs(%f798 : tensor<512xf32>) {
  ^bb0(%a799: f32, %o800: f32):
    %b801 = arith.addf %a799, %o800 : f32
    linalg.yield %b801 : f32
  } -> tensor<512xf32>
  %e803 = tensor.empty() : tensor<512xf32>
  %g807 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g802 : tensor<512xf32>) outs(%e803 : tensor<512xf32>) {
  ^bb0(%a804: f32, %o805: f32):
    %b806 = arith.divf %a804, %c5 : f32
    linalg.yield %b806 : f32
  } -> tensor<512xf32>
  %e811 = tensor.empty() : tensor<10x512x28x28xf32>
  %g824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv777, %g788, %g807, %layer2_0_bn3_weight, %layer2_0_bn3_bias : tensor<10x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e811 : tensor<10x512x28x28xf32>) {
  ^bb0(%a812: f32, %a813: f32, %a814: f32, %a815: f32, %a816: f32, %o817: f32):
    %b818 = arith.addf %a814, %c2 : f32
    %b819 = math.sqrt %b818 : f32
    %b820 = arith.subf %a812, %a813 : f32
    %b821 = arith.divf %b820, %b819 : f32
    %b822 = arith.mulf %b821, %a815 : f32
    %b823 = arith.addf %b822, %a816 : f32
    linalg.yield %b823 : f32
  } -> tensor<10x512x28x28xf32>
  %e825 = tensor.empty() : tensor<10x512x28x28xf32>
  %f826 = linalg.fill ins(%c0 : f32) outs(%e825 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv827 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g659, %layer2_0_downsample_0_weight : tensor<10x256x56x56xf32>, tensor<512x256x1x1xf32>) outs(%f826 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e828 = tensor.empty() : tensor<512xf32>
  %f829 = linalg.fill ins(%c0 : f32) outs(%e828 : tensor<512xf32>) -> tensor<512xf32>
  %g833 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv827 : tensor<10x512x28x28xf32>) outs(%f829 : tensor<512xf32>) {
  ^bb0(%a830: f32, %o831: f32):
    %b832 = arith.addf %a830, %o831 : f32
    linalg.yield %b832 : f32
  } -> tensor<512xf32>
  %e834 = tensor.empty() : tensor<512xf32>
  %g838 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g833 : tensor<512xf32>) outs(%e834 : tensor<512xf32>) {
  ^bb0(%a835: f32, %o836: f32):
    %b837 = arith.divf %a835, %c5 : f32
    linalg.yield %b837 : f32
  } -> tensor<512xf32>
  %e840 = tensor.empty() : tensor<10x512x28x28xf32>
  %g846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv827, %g838 : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e840 : tensor<10x512x28x28xf32>) {
  ^bb0(%a841: f32, %a842: f32, %o843: f32):
    %b844 = arith.subf %a841, %a842 : f32
    %b845 = arith.mulf %b844, %b844 : f32
    linalg.yield %b845 : f32
  } -> tensor<10x512x28x28xf32>
  %e847 = tensor.empty() : tensor<512xf32>
  %f848 = linalg.fill ins(%c0 : f32) outs(%e847 : tensor<512xf32>) -> tensor<512xf32>
  %g852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g846 : tensor<10x512x28x28xf32>) outs(%f848 : tensor<512xf32>) {
  ^bb0(%a849: f32, %o850: f32):
    %b851 = arith.addf %a849, %o850 : f32
    linalg.yield %b851 : f32
  } -> tensor<512xf32>
  %e853 = tensor.empty() : tensor<512xf32>
  %g857 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g852 : tensor<512xf32>) outs(%e853 : tensor<512xf32>) {
  ^bb0(%a854: f32, %o855: f32):
    %b856 = arith.divf %a854, %c5 : f32
    linalg.yield %b856 : f32
  } -> tensor<512xf32>
  %e861 = tensor.empty() : tensor<10x512x28x28xf32>
  %g874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv827, %g838, %g857, %layer2_0_downsample_1_weight, %layer2_0_downsample_1_bias : tensor<10x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e861 : tensor<10x512x28x28xf32>) {
  ^bb0(%a862: f32, %a863: f32, %a864: f32, %a865: f32, %a866: f32, %o867: f32):
    %b868 = arith.addf %a864, %c2 : f32
    %b869 = math.sqrt %b868 : f32
    %b870 = arith.subf %a862, %a863 : f32
    %b871 = arith.divf %b870, %b869 : f32
    %b872 = arith.mulf %b871, %a865 : f32
    %b873 = arith.addf %b872, %a866 : f32
    linalg.yield %b873 : f32
  } -> tensor<10x512x28x28xf32>
  %e875 = tensor.empty() : tensor<10x512x28x28xf32>
  %g880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g824, %g874 : tensor<10x512x28x28xf32>, tensor<10x512x28x28xf32>) outs(%e875 : tensor<10x512x28x28xf32>) {
  ^bb0(%a876: f32, %a877: f32, %o878: f32):
    %b879 = arith.addf %a876, %a877 : f32
    linalg.yield %b879 : f32
  } -> tensor<10x512x28x28xf32>
  %e881 = tensor.empty() : tensor<10x512x28x28xf32>
  %g885 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g880 : tensor<10x512x28x28xf32>) outs(%e881 : tensor<10x512x28x28xf32>) {
  ^bb0(%a882: f32, %o883: f32):
    %b884 = arith.maximumf %a882, %c0 : f32
    linalg.yield %b884 : f32
  } -> tensor<10x512x28x28xf32>
  %e886 = tensor.empty() : tensor<10x128x28x28xf32>
  %f887 = linalg.fill ins(%c0 : f32) outs(%e886 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv888 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g885, %layer2_1_conv1_weight : tensor<10x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%f887 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e889 = tensor.empty() : tensor<128xf32>
  %f890 = linalg.fill ins(%c0 : f32) outs(%e889 : tensor<128xf32>) -> tensor<128xf32>
  %g894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv888 : tensor<10x128x28x28xf32>) outs(%f890 : tensor<128xf32>) {
  ^bb0(%a891: f32, %o892: f32):
    %b893 = arith.addf %a891, %o892 : f32
    linalg.yield %b893 : f32
  } -> tensor<128xf32>
  %e895 = tensor.empty() : tensor<128xf32>
  %g899 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g894 : tensor<128xf32>) outs(%e895 : tensor<128xf32>) {
  ^bb0(%a896: f32, %o897: f32):
    %b898 = arith.divf %a896, %c5 : f32
    linalg.yield %b898 : f32
  } -> tensor<128xf32>
  %e901 = tensor.empty() : tensor<10x128x28x28xf32>
  %g907 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv888, %g899 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e901 : tensor<10x128x28x28xf32>) {
  ^bb0(%a902: f32, %a903: f32, %o904: f32):
    %b905 = arith.subf %a902, %a903 : f32
    %b906 = arith.mulf %b905, %b905 : f32
    linalg.yield %b906 : f32
  } -> tensor<10x128x28x28xf32>
  %e908 = tensor.empty() : tensor<128xf32>
  %f909 = linalg.fill ins(%c0 : f32) outs(%e908 : tensor<128xf32>) -> tensor<128xf32>
  %g913 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g907 : tensor<10x128x28x28xf32>) outs(%f909 : tensor<128xf32>) {
  ^bb0(%a910: f32, %o911: f32):
    %b912 = arith.addf %a910, %o911 : f32
    linalg.yield %b912 : f32
  } -> tensor<128xf32>
  %e914 = tensor.empty() : tensor<128xf32>
  %g918 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g913 : tensor<128xf32>) outs(%e914 : tensor<128xf32>) {
  ^bb0(%a915: f32, %o916: f32):
    %b917 = arith.divf %a915, %c5 : f32
    linalg.yield %b917 : f32
  } -> tensor<128xf32>
  %e922 = tensor.empty() : tensor<10x128x28x28xf32>
  %g935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv888, %g899, %g918, %layer2_1_bn1_weight, %layer2_1_bn1_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e922 : tensor<10x128x28x28xf32>) {
  ^bb0(%a923: f32, %a924: f32, %a925: f32, %a926: f32, %a927: f32, %o928: f32):
    %b929 = arith.addf %a925, %c2 : f32
    %b930 = math.sqrt %b929 : f32
    %b931 = arith.subf %a923, %a924 : f32
    %b932 = arith.divf %b931, %b930 : f32
    %b933 = arith.mulf %b932, %a926 : f32
    %b934 = arith.addf %b933, %a927 : f32
    linalg.yield %b934 : f32
  } -> tensor<10x128x28x28xf32>
  %e936 = tensor.empty() : tensor<10x128x28x28xf32>
  %g940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g935 : tensor<10x128x28x28xf32>) outs(%e936 : tensor<10x128x28x28xf32>) {
  ^bb0(%a937: f32, %o938: f32):
    %b939 = arith.maximumf %a937, %c0 : f32
    linalg.yield %b939 : f32
  } -> tensor<10x128x28x28xf32>
  %e941 = tensor.empty() : tensor<10x128x30x30xf32>
  %f942 = linalg.fill ins(%c0 : f32) outs(%e941 : tensor<10x128x30x30xf32>) -> tensor<10x128x30x30xf32>
  %g945 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g940 : tensor<10x128x28x28xf32>) outs(%f942 : tensor<10x128x30x30xf32>) {
  ^bb0(%a943: f32, %o944: f32):
    linalg.yield %a943 : f32
  } -> tensor<10x128x30x30xf32>
  %e946 = tensor.empty() : tensor<10x128x28x28xf32>
  %f947 = linalg.fill ins(%c0 : f32) outs(%e946 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv948 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g945, %layer2_1_conv2_weight : tensor<10x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%f947 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e949 = tensor.empty() : tensor<128xf32>
  %f950 = linalg.fill ins(%c0 : f32) outs(%e949 : tensor<128xf32>) -> tensor<128xf32>
  %g954 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv948 : tensor<10x128x28x28xf32>) outs(%f950 : tensor<128xf32>) {
  ^bb0(%a951: f32, %o952: f32):
    %b953 = arith.addf %a951, %o952 : f32
    linalg.yield %b953 : f32
  } -> tensor<128xf32>
  %e955 = tensor.empty() : tensor<128xf32>
  %g959 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g954 : tensor<128xf32>) outs(%e955 : tensor<128xf32>) {
  ^bb0(%a956: f32, %o957: f32):
    %b958 = arith.divf %a956, %c5 : f32
    linalg.yield %b958 : f32
  } -> tensor<128xf32>
  %e961 = tensor.empty() : tensor<10x128x28x28xf32>
  %g967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv948, %g959 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e961 : tensor<10x128x28x28xf32>) {
  ^bb0(%a962: f32, %a963: f32, %o964: f32):
    %b965 = arith.subf %a962, %a963 : f32
    %b966 = arith.mulf %b965, %b965 : f32
    linalg.yield %b966 : f32
  } -> tensor<10x128x28x28xf32>
  %e968 = tensor.empty() : tensor<128xf32>
  %f969 = linalg.fill ins(%c0 : f32) outs(%e968 : tensor<128xf32>) -> tensor<128xf32>
  %g973 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g967 : tensor<10x128x28x28xf32>) outs(%f969 : tensor<128xf32>) {
  ^bb0(%a970: f32, %o971: f32):
    %b972 = arith.addf %a970, %o971 : f32
    linalg.yield %b972 : f32
  } -> tensor<128xf32>
  %e974 = tensor.empty() : tensor<128xf32>
  %g978 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g973 : tensor<128xf32>) outs(%e974 : tensor<128xf32>) {
  ^bb0(%a975: f32, %o976: f32):
    %b977 = arith.divf %a975, %c5 : f32
    linalg.yield %b977 : f32
  } -> tensor<128xf32>
  %e982 = tensor.empty() : tensor<10x128x28x28xf32>
  %g995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv948, %g959, %g978, %layer2_1_bn2_weight, %layer2_1_bn2_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e982 : tensor<10x128x28x28xf32>) {
  ^bb0(%a983: f32, %a984: f32, %a985: f32, %a986: f32, %a987: f32, %o988: f32):
    %b989 = arith.addf %a985, %c2 : f32
    %b990 = math.sqrt %b989 : f32
    %b991 = arith.subf %a983, %a984 : f32
    %b992 = arith.divf %b991, %b990 : f32
    %b993 = arith.mulf %b992, %a986 : f32
    %b994 = arith.addf %b993, %a987 : f32
    linalg.yield %b994 : f32
  } -> tensor<10x128x28x28xf32>
  %e996 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g995 : tensor<10x128x28x28xf32>) outs(%e996 : tensor<10x128x28x28xf32>) {
  ^bb0(%a997: f32, %o998: f32):
    %b999 = arith.maximumf %a997, %c0 : f32
    linalg.yield %b999 : f32
  } -> tensor<10x128x28x28xf32>
  %e1001 = tensor.empty() : tensor<10x512x28x28xf32>
  %f1002 = linalg.fill ins(%c0 : f32) outs(%e1001 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv1003 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1000, %layer2_1_conv3_weight : tensor<10x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%f1002 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e1004 = tensor.empty() : tensor<512xf32>
  %f1005 = linalg.fill ins(%c0 : f32) outs(%e1004 : tensor<512xf32>) -> tensor<512xf32>
  %g1009 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1003 : tensor<10x512x28x28xf32>) outs(%f1005 : tensor<512xf32>) {
  ^bb0(%a1006: f32, %o1007: f32):
    %b1008 = arith.addf %a1006, %o1007 : f32
    linalg.yield %b1008 : f32
  } -> tensor<512xf32>
  %e1010 = tensor.empty() : tensor<512xf32>
  %g1014 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1009 : tensor<512xf32>) outs(%e1010 : tensor<512xf32>) {
  ^bb0(%a1011: f32, %o1012: f32):
    %b1013 = arith.divf %a1011, %c5 : f32
    linalg.yield %b1013 : f32
  } -> tensor<512xf32>
  %e1016 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1003, %g1014 : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e1016 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1017: f32, %a1018: f32, %o1019: f32):
    %b1020 = arith.subf %a1017, %a1018 : f32
    %b1021 = arith.mulf %b1020, %b1020 : f32
    linalg.yield %b1021 : f32
  } -> tensor<10x512x28x28xf32>
  %e1023 = tensor.empty() : tensor<512xf32>
  %f1024 = linalg.fill ins(%c0 : f32) outs(%e1023 : tensor<512xf32>) -> tensor<512xf32>
  %g1028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1022 : tensor<10x512x28x28xf32>) outs(%f1024 : tensor<512xf32>) {
  ^bb0(%a1025: f32, %o1026: f32):
    %b1027 = arith.addf %a1025, %o1026 : f32
    linalg.yield %b1027 : f32
  } -> tensor<512xf32>
  %e1029 = tensor.empty() : tensor<512xf32>
  %g1033 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1028 : tensor<512xf32>) outs(%e1029 : tensor<512xf32>) {
  ^bb0(%a1030: f32, %o1031: f32):
    %b1032 = arith.divf %a1030, %c5 : f32
    linalg.yield %b1032 : f32
  } -> tensor<512xf32>
  %e1037 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1003, %g1014, %g1033, %layer2_1_bn3_weight, %layer2_1_bn3_bias : tensor<10x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1037 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1038: f32, %a1039: f32, %a1040: f32, %a1041: f32, %a1042: f32, %o1043: f32):
    %b1044 = arith.addf %a1040, %c2 : f32
    %b1045 = math.sqrt %b1044 : f32
    %b1046 = arith.subf %a1038, %a1039 : f32
    %b1047 = arith.divf %b1046, %b1045 : f32
    %b1048 = arith.mulf %b1047, %a1041 : f32
    %b1049 = arith.addf %b1048, %a1042 : f32
    linalg.yield %b1049 : f32
  } -> tensor<10x512x28x28xf32>
  %e1051 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1050, %g885 : tensor<10x512x28x28xf32>, tensor<10x512x28x28xf32>) outs(%e1051 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1052: f32, %a1053: f32, %o1054: f32):
    %b1055 = arith.addf %a1052, %a1053 : f32
    linalg.yield %b1055 : f32
  } -> tensor<10x512x28x28xf32>
  %e1057 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1061 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1056 : tensor<10x512x28x28xf32>) outs(%e1057 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1058: f32, %o1059: f32):
    %b1060 = arith.maximumf %a1058, %c0 : f32
    linalg.yield %b1060 : f32
  } -> tensor<10x512x28x28xf32>
  %e1062 = tensor.empty() : tensor<10x128x28x28xf32>
  %f1063 = linalg.fill ins(%c0 : f32) outs(%e1062 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv1064 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1061, %layer2_2_conv1_weight : tensor<10x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%f1063 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e1065 = tensor.empty() : tensor<128xf32>
  %f1066 = linalg.fill ins(%c0 : f32) outs(%e1065 : tensor<128xf32>) -> tensor<128xf32>
  %g1070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1064 : tensor<10x128x28x28xf32>) outs(%f1066 : tensor<128xf32>) {
  ^bb0(%a1067: f32, %o1068: f32):
    %b1069 = arith.addf %a1067, %o1068 : f32
    linalg.yield %b1069 : f32
  } -> tensor<128xf32>
  %e1071 = tensor.empty() : tensor<128xf32>
  %g1075 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1070 : tensor<128xf32>) outs(%e1071 : tensor<128xf32>) {
  ^bb0(%a1072: f32, %o1073: f32):
    %b1074 = arith.divf %a1072, %c5 : f32
    linalg.yield %b1074 : f32
  } -> tensor<128xf32>
  %e1077 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1083 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1064, %g1075 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e1077 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1078: f32, %a1079: f32, %o1080: f32):
    %b1081 = arith.subf %a1078, %a1079 : f32
    %b1082 = arith.mulf %b1081, %b1081 : f32
    linalg.yield %b1082 : f32
  } -> tensor<10x128x28x28xf32>
  %e1084 = tensor.empty() : tensor<128xf32>
  %f1085 = linalg.fill ins(%c0 : f32) outs(%e1084 : tensor<128xf32>) -> tensor<128xf32>
  %g1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1083 : tensor<10x128x28x28xf32>) outs(%f1085 : tensor<128xf32>) {
  ^bb0(%a1086: f32, %o1087: f32):
    %b1088 = arith.addf %a1086, %o1087 : f32
    linalg.yield %b1088 : f32
  } -> tensor<128xf32>
  %e1090 = tensor.empty() : tensor<128xf32>
  %g1094 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1089 : tensor<128xf32>) outs(%e1090 : tensor<128xf32>) {
  ^bb0(%a1091: f32, %o1092: f32):
    %b1093 = arith.divf %a1091, %c5 : f32
    linalg.yield %b1093 : f32
  } -> tensor<128xf32>
  %e1098 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1064, %g1075, %g1094, %layer2_2_bn1_weight, %layer2_2_bn1_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1098 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1099: f32, %a1100: f32, %a1101: f32, %a1102: f32, %a1103: f32, %o1104: f32):
    %b1105 = arith.addf %a1101, %c2 : f32
    %b1106 = math.sqrt %b1105 : f32
    %b1107 = arith.subf %a1099, %a1100 : f32
    %b1108 = arith.divf %b1107, %b1106 : f32
    %b1109 = arith.mulf %b1108, %a1102 : f32
    %b1110 = arith.addf %b1109, %a1103 : f32
    linalg.yield %b1110 : f32
  } -> tensor<10x128x28x28xf32>
  %e1112 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1111 : tensor<10x128x28x28xf32>) outs(%e1112 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1113: f32, %o1114: f32):
    %b1115 = arith.maximumf %a1113, %c0 : f32
    linalg.yield %b1115 : f32
  } -> tensor<10x128x28x28xf32>
  %e1117 = tensor.empty() : tensor<10x128x30x30xf32>
  %f1118 = linalg.fill ins(%c0 : f32) outs(%e1117 : tensor<10x128x30x30xf32>) -> tensor<10x128x30x30xf32>
  %g1121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1116 : tensor<10x128x28x28xf32>) outs(%f1118 : tensor<10x128x30x30xf32>) {
  ^bb0(%a1119: f32, %o1120: f32):
    linalg.yield %a1119 : f32
  } -> tensor<10x128x30x30xf32>
  %e1122 = tensor.empty() : tensor<10x128x28x28xf32>
  %f1123 = linalg.fill ins(%c0 : f32) outs(%e1122 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv1124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1121, %layer2_2_conv2_weight : tensor<10x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%f1123 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e1125 = tensor.empty() : tensor<128xf32>
  %f1126 = linalg.fill ins(%c0 : f32) outs(%e1125 : tensor<128xf32>) -> tensor<128xf32>
  %g1130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1124 : tensor<10x128x28x28xf32>) outs(%f1126 : tensor<128xf32>) {
  ^bb0(%a1127: f32, %o1128: f32):
    %b1129 = arith.addf %a1127, %o1128 : f32
    linalg.yield %b1129 : f32
  } -> tensor<128xf32>
  %e1131 = tensor.empty() : tensor<128xf32>
  %g1135 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1130 : tensor<128xf32>) outs(%e1131 : tensor<128xf32>) {
  ^bb0(%a1132: f32, %o1133: f32):
    %b1134 = arith.divf %a1132, %c5 : f32
    linalg.yield %b1134 : f32
  } -> tensor<128xf32>
  %e1137 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1124, %g1135 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e1137 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1138: f32, %a1139: f32, %o1140: f32):
    %b1141 = arith.subf %a1138, %a1139 : f32
    %b1142 = arith.mulf %b1141, %b1141 : f32
    linalg.yield %b1142 : f32
  } -> tensor<10x128x28x28xf32>
  %e1144 = tensor.empty() : tensor<128xf32>
  %f1145 = linalg.fill ins(%c0 : f32) outs(%e1144 : tensor<128xf32>) -> tensor<128xf32>
  %g1149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1143 : tensor<10x128x28x28xf32>) outs(%f1145 : tensor<128xf32>) {
  ^bb0(%a1146: f32, %o1147: f32):
    %b1148 = arith.addf %a1146, %o1147 : f32
    linalg.yield %b1148 : f32
  } -> tensor<128xf32>
  %e1150 = tensor.empty() : tensor<128xf32>
  %g1154 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1149 : tensor<128xf32>) outs(%e1150 : tensor<128xf32>) {
  ^bb0(%a1151: f32, %o1152: f32):
    %b1153 = arith.divf %a1151, %c5 : f32
    linalg.yield %b1153 : f32
  } -> tensor<128xf32>
  %e1158 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1124, %g1135, %g1154, %layer2_2_bn2_weight, %layer2_2_bn2_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1158 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1159: f32, %a1160: f32, %a1161: f32, %a1162: f32, %a1163: f32, %o1164: f32):
    %b1165 = arith.addf %a1161, %c2 : f32
    %b1166 = math.sqrt %b1165 : f32
    %b1167 = arith.subf %a1159, %a1160 : f32
    %b1168 = arith.divf %b1167, %b1166 : f32
    %b1169 = arith.mulf %b1168, %a1162 : f32
    %b1170 = arith.addf %b1169, %a1163 : f32
    linalg.yield %b1170 : f32
  } -> tensor<10x128x28x28xf32>
  %e1172 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1171 : tensor<10x128x28x28xf32>) outs(%e1172 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1173: f32, %o1174: f32):
    %b1175 = arith.maximumf %a1173, %c0 : f32
    linalg.yield %b1175 : f32
  } -> tensor<10x128x28x28xf32>
  %e1177 = tensor.empty() : tensor<10x512x28x28xf32>
  %f1178 = linalg.fill ins(%c0 : f32) outs(%e1177 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv1179 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1176, %layer2_2_conv3_weight : tensor<10x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%f1178 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e1180 = tensor.empty() : tensor<512xf32>
  %f1181 = linalg.fill ins(%c0 : f32) outs(%e1180 : tensor<512xf32>) -> tensor<512xf32>
  %g1185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1179 : tensor<10x512x28x28xf32>) outs(%f1181 : tensor<512xf32>) {
  ^bb0(%a1182: f32, %o1183: f32):
    %b1184 = arith.addf %a1182, %o1183 : f32
    linalg.yield %b1184 : f32
  } -> tensor<512xf32>
  %e1186 = tensor.empty() : tensor<512xf32>
  %g1190 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1185 : tensor<512xf32>) outs(%e1186 : tensor<512xf32>) {
  ^bb0(%a1187: f32, %o1188: f32):
    %b1189 = arith.divf %a1187, %c5 : f32
    linalg.yield %b1189 : f32
  } -> tensor<512xf32>
  %e1192 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1179, %g1190 : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e1192 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1193: f32, %a1194: f32, %o1195: f32):
    %b1196 = arith.subf %a1193, %a1194 : f32
    %b1197 = arith.mulf %b1196, %b1196 : f32
    linalg.yield %b1197 : f32
  } -> tensor<10x512x28x28xf32>
  %e1199 = tensor.empty() : tensor<512xf32>
  %f1200 = linalg.fill ins(%c0 : f32) outs(%e1199 : tensor<512xf32>) -> tensor<512xf32>
  %g1204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1198 : tensor<10x512x28x28xf32>) outs(%f1200 : tensor<512xf32>) {
  ^bb0(%a1201: f32, %o1202: f32):
    %b1203 = arith.addf %a1201, %o1202 : f32
    linalg.yield %b1203 : f32
  } -> tensor<512xf32>
  %e1205 = tensor.empty() : tensor<512xf32>
  %g1209 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1204 : tensor<512xf32>) outs(%e1205 : tensor<512xf32>) {
  ^bb0(%a1206: f32, %o1207: f32):
    %b1208 = arith.divf %a1206, %c5 : f32
    linalg.yield %b1208 : f32
  } -> tensor<512xf32>
  %e1213 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1179, %g1190, %g1209, %layer2_2_bn3_weight, %layer2_2_bn3_bias : tensor<10x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1213 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1214: f32, %a1215: f32, %a1216: f32, %a1217: f32, %a1218: f32, %o1219: f32):
    %b1220 = arith.addf %a1216, %c2 : f32
    %b1221 = math.sqrt %b1220 : f32
    %b1222 = arith.subf %a1214, %a1215 : f32
    %b1223 = arith.divf %b1222, %b1221 : f32
    %b1224 = arith.mulf %b1223, %a1217 : f32
    %b1225 = arith.addf %b1224, %a1218 : f32
    linalg.yield %b1225 : f32
  } -> tensor<10x512x28x28xf32>
  %e1227 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1226, %g1061 : tensor<10x512x28x28xf32>, tensor<10x512x28x28xf32>) outs(%e1227 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1228: f32, %a1229: f32, %o1230: f32):
    %b1231 = arith.addf %a1228, %a1229 : f32
    linalg.yield %b1231 : f32
  } -> tensor<10x512x28x28xf32>
  %e1233 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1232 : tensor<10x512x28x28xf32>) outs(%e1233 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1234: f32, %o1235: f32):
    %b1236 = arith.maximumf %a1234, %c0 : f32
    linalg.yield %b1236 : f32
  } -> tensor<10x512x28x28xf32>
  %e1238 = tensor.empty() : tensor<10x128x28x28xf32>
  %f1239 = linalg.fill ins(%c0 : f32) outs(%e1238 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv1240 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1237, %layer2_3_conv1_weight : tensor<10x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%f1239 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e1241 = tensor.empty() : tensor<128xf32>
  %f1242 = linalg.fill ins(%c0 : f32) outs(%e1241 : tensor<128xf32>) -> tensor<128xf32>
  %g1246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1240 : tensor<10x128x28x28xf32>) outs(%f1242 : tensor<128xf32>) {
  ^bb0(%a1243: f32, %o1244: f32):
    %b1245 = arith.addf %a1243, %o1244 : f32
    linalg.yield %b1245 : f32
  } -> tensor<128xf32>
  %e1247 = tensor.empty() : tensor<128xf32>
  %g1251 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1246 : tensor<128xf32>) outs(%e1247 : tensor<128xf32>) {
  ^bb0(%a1248: f32, %o1249: f32):
    %b1250 = arith.divf %a1248, %c5 : f32
    linalg.yield %b1250 : f32
  } -> tensor<128xf32>
  %e1253 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1240, %g1251 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e1253 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1254: f32, %a1255: f32, %o1256: f32):
    %b1257 = arith.subf %a1254, %a1255 : f32
    %b1258 = arith.mulf %b1257, %b1257 : f32
    linalg.yield %b1258 : f32
  } -> tensor<10x128x28x28xf32>
  %e1260 = tensor.empty() : tensor<128xf32>
  %f1261 = linalg.fill ins(%c0 : f32) outs(%e1260 : tensor<128xf32>) -> tensor<128xf32>
  %g1265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1259 : tensor<10x128x28x28xf32>) outs(%f1261 : tensor<128xf32>) {
  ^bb0(%a1262: f32, %o1263: f32):
    %b1264 = arith.addf %a1262, %o1263 : f32
    linalg.yield %b1264 : f32
  } -> tensor<128xf32>
  %e1266 = tensor.empty() : tensor<128xf32>
  %g1270 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1265 : tensor<128xf32>) outs(%e1266 : tensor<128xf32>) {
  ^bb0(%a1267: f32, %o1268: f32):
    %b1269 = arith.divf %a1267, %c5 : f32
    linalg.yield %b1269 : f32
  } -> tensor<128xf32>
  %e1274 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1240, %g1251, %g1270, %layer2_3_bn1_weight, %layer2_3_bn1_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1274 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1275: f32, %a1276: f32, %a1277: f32, %a1278: f32, %a1279: f32, %o1280: f32):
    %b1281 = arith.addf %a1277, %c2 : f32
    %b1282 = math.sqrt %b1281 : f32
    %b1283 = arith.subf %a1275, %a1276 : f32
    %b1284 = arith.divf %b1283, %b1282 : f32
    %b1285 = arith.mulf %b1284, %a1278 : f32
    %b1286 = arith.addf %b1285, %a1279 : f32
    linalg.yield %b1286 : f32
  } -> tensor<10x128x28x28xf32>
  %e1288 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1287 : tensor<10x128x28x28xf32>) outs(%e1288 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1289: f32, %o1290: f32):
    %b1291 = arith.maximumf %a1289, %c0 : f32
    linalg.yield %b1291 : f32
  } -> tensor<10x128x28x28xf32>
  %e1293 = tensor.empty() : tensor<10x128x30x30xf32>
  %f1294 = linalg.fill ins(%c0 : f32) outs(%e1293 : tensor<10x128x30x30xf32>) -> tensor<10x128x30x30xf32>
  %g1297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1292 : tensor<10x128x28x28xf32>) outs(%f1294 : tensor<10x128x30x30xf32>) {
  ^bb0(%a1295: f32, %o1296: f32):
    linalg.yield %a1295 : f32
  } -> tensor<10x128x30x30xf32>
  %e1298 = tensor.empty() : tensor<10x128x28x28xf32>
  %f1299 = linalg.fill ins(%c0 : f32) outs(%e1298 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv1300 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1297, %layer2_3_conv2_weight : tensor<10x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%f1299 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e1301 = tensor.empty() : tensor<128xf32>
  %f1302 = linalg.fill ins(%c0 : f32) outs(%e1301 : tensor<128xf32>) -> tensor<128xf32>
  %g1306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1300 : tensor<10x128x28x28xf32>) outs(%f1302 : tensor<128xf32>) {
  ^bb0(%a1303: f32, %o1304: f32):
    %b1305 = arith.addf %a1303, %o1304 : f32
    linalg.yield %b1305 : f32
  } -> tensor<128xf32>
  %e1307 = tensor.empty() : tensor<128xf32>
  %g1311 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1306 : tensor<128xf32>) outs(%e1307 : tensor<128xf32>) {
  ^bb0(%a1308: f32, %o1309: f32):
    %b1310 = arith.divf %a1308, %c5 : f32
    linalg.yield %b1310 : f32
  } -> tensor<128xf32>
  %e1313 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1300, %g1311 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e1313 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1314: f32, %a1315: f32, %o1316: f32):
    %b1317 = arith.subf %a1314, %a1315 : f32
    %b1318 = arith.mulf %b1317, %b1317 : f32
    linalg.yield %b1318 : f32
  } -> tensor<10x128x28x28xf32>
  %e1320 = tensor.empty() : tensor<128xf32>
  %f1321 = linalg.fill ins(%c0 : f32) outs(%e1320 : tensor<128xf32>) -> tensor<128xf32>
  %g1325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1319 : tensor<10x128x28x28xf32>) outs(%f1321 : tensor<128xf32>) {
  ^bb0(%a1322: f32, %o1323: f32):
    %b1324 = arith.addf %a1322, %o1323 : f32
    linalg.yield %b1324 : f32
  } -> tensor<128xf32>
  %e1326 = tensor.empty() : tensor<128xf32>
  %g1330 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1325 : tensor<128xf32>) outs(%e1326 : tensor<128xf32>) {
  ^bb0(%a1327: f32, %o1328: f32):
    %b1329 = arith.divf %a1327, %c5 : f32
    linalg.yield %b1329 : f32
  } -> tensor<128xf32>
  %e1334 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1300, %g1311, %g1330, %layer2_3_bn2_weight, %layer2_3_bn2_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1334 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1335: f32, %a1336: f32, %a1337: f32, %a1338: f32, %a1339: f32, %o1340: f32):
    %b1341 = arith.addf %a1337, %c2 : f32
    %b1342 = math.sqrt %b1341 : f32
    %b1343 = arith.subf %a1335, %a1336 : f32
    %b1344 = arith.divf %b1343, %b1342 : f32
    %b1345 = arith.mulf %b1344, %a1338 : f32
    %b1346 = arith.addf %b1345, %a1339 : f32
    linalg.yield %b1346 : f32
  } -> tensor<10x128x28x28xf32>
  %e1348 = tensor.empty() : tensor<10x128x28x28xf32>
  %g1352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1347 : tensor<10x128x28x28xf32>) outs(%e1348 : tensor<10x128x28x28xf32>) {
  ^bb0(%a1349: f32, %o1350: f32):
    %b1351 = arith.maximumf %a1349, %c0 : f32
    linalg.yield %b1351 : f32
  } -> tensor<10x128x28x28xf32>
  %e1353 = tensor.empty() : tensor<10x512x28x28xf32>
  %f1354 = linalg.fill ins(%c0 : f32) outs(%e1353 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %conv1355 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1352, %layer2_3_conv3_weight : tensor<10x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%f1354 : tensor<10x512x28x28xf32>) -> tensor<10x512x28x28xf32>
  %e1356 = tensor.empty() : tensor<512xf32>
  %f1357 = linalg.fill ins(%c0 : f32) outs(%e1356 : tensor<512xf32>) -> tensor<512xf32>
  %g1361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1355 : tensor<10x512x28x28xf32>) outs(%f1357 : tensor<512xf32>) {
  ^bb0(%a1358: f32, %o1359: f32):
    %b1360 = arith.addf %a1358, %o1359 : f32
    linalg.yield %b1360 : f32
  } -> tensor<512xf32>
  %e1362 = tensor.empty() : tensor<512xf32>
  %g1366 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1361 : tensor<512xf32>) outs(%e1362 : tensor<512xf32>) {
  ^bb0(%a1363: f32, %o1364: f32):
    %b1365 = arith.divf %a1363, %c5 : f32
    linalg.yield %b1365 : f32
  } -> tensor<512xf32>
  %e1368 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1355, %g1366 : tensor<10x512x28x28xf32>, tensor<512xf32>) outs(%e1368 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1369: f32, %a1370: f32, %o1371: f32):
    %b1372 = arith.subf %a1369, %a1370 : f32
    %b1373 = arith.mulf %b1372, %b1372 : f32
    linalg.yield %b1373 : f32
  } -> tensor<10x512x28x28xf32>
  %e1375 = tensor.empty() : tensor<512xf32>
  %f1376 = linalg.fill ins(%c0 : f32) outs(%e1375 : tensor<512xf32>) -> tensor<512xf32>
  %g1380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1374 : tensor<10x512x28x28xf32>) outs(%f1376 : tensor<512xf32>) {
  ^bb0(%a1377: f32, %o1378: f32):
    %b1379 = arith.addf %a1377, %o1378 : f32
    linalg.yield %b1379 : f32
  } -> tensor<512xf32>
  %e1381 = tensor.empty() : tensor<512xf32>
  %g1385 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1380 : tensor<512xf32>) outs(%e1381 : tensor<512xf32>) {
  ^bb0(%a1382: f32, %o1383: f32):
    %b1384 = arith.divf %a1382, %c5 : f32
    linalg.yield %b1384 : f32
  } -> tensor<512xf32>
  %e1389 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1355, %g1366, %g1385, %layer2_3_bn3_weight, %layer2_3_bn3_bias : tensor<10x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1389 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1390: f32, %a1391: f32, %a1392: f32, %a1393: f32, %a1394: f32, %o1395: f32):
    %b1396 = arith.addf %a1392, %c2 : f32
    %b1397 = math.sqrt %b1396 : f32
    %b1398 = arith.subf %a1390, %a1391 : f32
    %b1399 = arith.divf %b1398, %b1397 : f32
    %b1400 = arith.mulf %b1399, %a1393 : f32
    %b1401 = arith.addf %b1400, %a1394 : f32
    linalg.yield %b1401 : f32
  } -> tensor<10x512x28x28xf32>
  %e1403 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1402, %g1237 : tensor<10x512x28x28xf32>, tensor<10x512x28x28xf32>) outs(%e1403 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1404: f32, %a1405: f32, %o1406: f32):
    %b1407 = arith.addf %a1404, %a1405 : f32
    linalg.yield %b1407 : f32
  } -> tensor<10x512x28x28xf32>
  %e1409 = tensor.empty() : tensor<10x512x28x28xf32>
  %g1413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1408 : tensor<10x512x28x28xf32>) outs(%e1409 : tensor<10x512x28x28xf32>) {
  ^bb0(%a1410: f32, %o1411: f32):
    %b1412 = arith.maximumf %a1410, %c0 : f32
    linalg.yield %b1412 : f32
  } -> tensor<10x512x28x28xf32>
  %e1414 = tensor.empty() : tensor<10x256x28x28xf32>
  %f1415 = linalg.fill ins(%c0 : f32) outs(%e1414 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %conv1416 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1413, %layer3_0_conv1_weight : tensor<10x512x28x28xf32>, tensor<256x512x1x1xf32>) outs(%f1415 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e1417 = tensor.empty() : tensor<256xf32>
  %f1418 = linalg.fill ins(%c0 : f32) outs(%e1417 : tensor<256xf32>) -> tensor<256xf32>
  %g1422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1416 : tensor<10x256x28x28xf32>) outs(%f1418 : tensor<256xf32>) {
  ^bb0(%a1419: f32, %o1420: f32):
    %b1421 = arith.addf %a1419, %o1420 : f32
    linalg.yield %b1421 : f32
  } -> tensor<256xf32>
  %e1423 = tensor.empty() : tensor<256xf32>
  %g1427 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1422 : tensor<256xf32>) outs(%e1423 : tensor<256xf32>) {
  ^bb0(%a1424: f32, %o1425: f32):
    %b1426 = arith.divf %a1424, %c5 : f32
    linalg.yield %b1426 : f32
  } -> tensor<256xf32>
  %e1429 = tensor.empty() : tensor<10x256x28x28xf32>
  %g1435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1416, %g1427 : tensor<10x256x28x28xf32>, tensor<256xf32>) outs(%e1429 : tensor<10x256x28x28xf32>) {
  ^bb0(%a1430: f32, %a1431: f32, %o1432: f32):
    %b1433 = arith.subf %a1430, %a1431 : f32
    %b1434 = arith.mulf %b1433, %b1433 : f32
    linalg.yield %b1434 : f32
  } -> tensor<10x256x28x28xf32>
  %e1436 = tensor.empty() : tensor<256xf32>
  %f1437 = linalg.fill ins(%c0 : f32) outs(%e1436 : tensor<256xf32>) -> tensor<256xf32>
  %g1441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1435 : tensor<10x256x28x28xf32>) outs(%f1437 : tensor<256xf32>) {
  ^bb0(%a1438: f32, %o1439: f32):
    %b1440 = arith.addf %a1438, %o1439 : f32
    linalg.yield %b1440 : f32
  } -> tensor<256xf32>
  %e1442 = tensor.empty() : tensor<256xf32>
  %g1446 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1441 : tensor<256xf32>) outs(%e1442 : tensor<256xf32>) {
  ^bb0(%a1443: f32, %o1444: f32):
    %b1445 = arith.divf %a1443, %c5 : f32
    linalg.yield %b1445 : f32
  } -> tensor<256xf32>
  %e1450 = tensor.empty() : tensor<10x256x28x28xf32>
  %g1463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1416, %g1427, %g1446, %layer3_0_bn1_weight, %layer3_0_bn1_bias : tensor<10x256x28x28xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e1450 : tensor<10x256x28x28xf32>) {
  ^bb0(%a1451: f32, %a1452: f32, %a1453: f32, %a1454: f32, %a1455: f32, %o1456: f32):
    %b1457 = arith.addf %a1453, %c2 : f32
    %b1458 = math.sqrt %b1457 : f32
    %b1459 = arith.subf %a1451, %a1452 : f32
    %b1460 = arith.divf %b1459, %b1458 : f32
    %b1461 = arith.mulf %b1460, %a1454 : f32
    %b1462 = arith.addf %b1461, %a1455 : f32
    linalg.yield %b1462 : f32
  } -> tensor<10x256x28x28xf32>
  %e1464 = tensor.empty() : tensor<10x256x28x28xf32>
  %g1468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1463 : tensor<10x256x28x28xf32>) outs(%e1464 : tensor<10x256x28x28xf32>) {
  ^bb0(%a1465: f32, %o1466: f32):
    %b1467 = arith.maximumf %a1465, %c0 : f32
    linalg.yield %b1467 : f32
  } -> tensor<10x256x28x28xf32>
  %e1469 = tensor.empty() : tensor<10x256x30x30xf32>
  %f1470 = linalg.fill ins(%c0 : f32) outs(%e1469 : tensor<10x256x30x30xf32>) -> tensor<10x256x30x30xf32>
  %g1473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1468 : tensor<10x256x28x28xf32>) outs(%f1470 : tensor<10x256x30x30xf32>) {
  ^bb0(%a1471: f32, %o1472: f32):
    linalg.yield %a1471 : f32
  } -> tensor<10x256x30x30xf32>
  %e1474 = tensor.empty() : tensor<10x256x14x14xf32>
  %f1475 = linalg.fill ins(%c0 : f32) outs(%e1474 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv1476 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g1473, %layer3_0_conv2_weight : tensor<10x256x30x30xf32>, tensor<256x256x3x3xf32>) outs(%f1475 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e1477 = tensor.empty() : tensor<256xf32>
  %f1478 = linalg.fill ins(%c0 : f32) outs(%e1477 : tensor<256xf32>) -> tensor<256xf32>
  %g1482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1476 : tensor<10x256x14x14xf32>) outs(%f1478 : tensor<256xf32>) {
  ^bb0(%a1479: f32, %o1480: f32):
    %b1481 = arith.addf %a1479, %o1480 : f32
    linalg.yield %b1481 : f32
  } -> tensor<256xf32>
  %e1483 = tensor.empty() : tensor<256xf32>
  %g1487 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1482 : tensor<256xf32>) outs(%e1483 : tensor<256xf32>) {
  ^bb0(%a1484: f32, %o1485: f32):
    %b1486 = arith.divf %a1484, %c6 : f32
    linalg.yield %b1486 : f32
  } -> tensor<256xf32>
  %e1489 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1476, %g1487 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e1489 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1490: f32, %a1491: f32, %o1492: f32):
    %b1493 = arith.subf %a1490, %a1491 : f32
    %b1494 = arith.mulf %b1493, %b1493 : f32
    linalg.yield %b1494 : f32
  } -> tensor<10x256x14x14xf32>
  %e1496 = tensor.empty() : tensor<256xf32>
  %f1497 = linalg.fill ins(%c0 : f32) outs(%e1496 : tensor<256xf32>) -> tensor<256xf32>
  %g1501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1495 : tensor<10x256x14x14xf32>) outs(%f1497 : tensor<256xf32>) {
  ^bb0(%a1498: f32, %o1499: f32):
    %b1500 = arith.addf %a1498, %o1499 : f32
    linalg.yield %b1500 : f32
  } -> tensor<256xf32>
  %e1502 = tensor.empty() : tensor<256xf32>
  %g1506 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1501 : tensor<256xf32>) outs(%e1502 : tensor<256xf32>) {
  ^bb0(%a1503: f32, %o1504: f32):
    %b1505 = arith.divf %a1503, %c6 : f32
    linalg.yield %b1505 : f32
  } -> tensor<256xf32>
  %e1510 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1476, %g1487, %g1506, %layer3_0_bn2_weight, %layer3_0_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e1510 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1511: f32, %a1512: f32, %a1513: f32, %a1514: f32, %a1515: f32, %o1516: f32):
    %b1517 = arith.addf %a1513, %c2 : f32
    %b1518 = math.sqrt %b1517 : f32
    %b1519 = arith.subf %a1511, %a1512 : f32
    %b1520 = arith.divf %b1519, %b1518 : f32
    %b1521 = arith.mulf %b1520, %a1514 : f32
    %b1522 = arith.addf %b1521, %a1515 : f32
    linalg.yield %b1522 : f32
  } -> tensor<10x256x14x14xf32>
  %e1524 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1523 : tensor<10x256x14x14xf32>) outs(%e1524 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1525: f32, %o1526: f32):
    %b1527 = arith.maximumf %a1525, %c0 : f32
    linalg.yield %b1527 : f32
  } -> tensor<10x256x14x14xf32>
  %e1529 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f1530 = linalg.fill ins(%c0 : f32) outs(%e1529 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv1531 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1528, %layer3_0_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f1530 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e1532 = tensor.empty() : tensor<1024xf32>
  %f1533 = linalg.fill ins(%c0 : f32) outs(%e1532 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1531 : tensor<10x1024x14x14xf32>) outs(%f1533 : tensor<1024xf32>) {
  ^bb0(%a1534: f32, %o1535: f32):
    %b1536 = arith.addf %a1534, %o1535 : f32
    linalg.yield %b1536 : f32
  } -> tensor<1024xf32>
  %e1538 = tensor.empty() : tensor<1024xf32>
  %g1542 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1537 : tensor<1024xf32>) outs(%e1538 : tensor<1024xf32>) {
  ^bb0(%a1539: f32, %o1540: f32):
    %b1541 = arith.divf %a1539, %c6 : f32
    linalg.yield %b1541 : f32
  } -> tensor<1024xf32>
  %e1544 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1531, %g1542 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e1544 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1545: f32, %a1546: f32, %o1547: f32):
    %b1548 = arith.subf %a1545, %a1546 : f32
    %b1549 = arith.mulf %b1548, %b1548 : f32
    linalg.yield %b1549 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1551 = tensor.empty() : tensor<1024xf32>
  %f1552 = linalg.fill ins(%c0 : f32) outs(%e1551 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1550 : tensor<10x1024x14x14xf32>) outs(%f1552 : tensor<1024xf32>) {
  ^bb0(%a1553: f32, %o1554: f32):
    %b1555 = arith.addf %a1553, %o1554 : f32
    linalg.yield %b1555 : f32
  } -> tensor<1024xf32>
  %e1557 = tensor.empty() : tensor<1024xf32>
  %g1561 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1556 : tensor<1024xf32>) outs(%e1557 : tensor<1024xf32>) {
  ^bb0(%a1558: f32, %o1559: f32):
    %b1560 = arith.divf %a1558, %c6 : f32
    linalg.yield %b1560 : f32
  } -> tensor<1024xf32>
  %e1565 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1531, %g1542, %g1561, %layer3_0_bn3_weight, %layer3_0_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e1565 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1566: f32, %a1567: f32, %a1568: f32, %a1569: f32, %a1570: f32, %o1571: f32):
    %b1572 = arith.addf %a1568, %c2 : f32
    %b1573 = math.sqrt %b1572 : f32
    %b1574 = arith.subf %a1566, %a1567 : f32
    %b1575 = arith.divf %b1574, %b1573 : f32
    %b1576 = arith.mulf %b1575, %a1569 : f32
    %b1577 = arith.addf %b1576, %a1570 : f32
    linalg.yield %b1577 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1579 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f1580 = linalg.fill ins(%c0 : f32) outs(%e1579 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv1581 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g1413, %layer3_0_downsample_0_weight : tensor<10x512x28x28xf32>, tensor<1024x512x1x1xf32>) outs(%f1580 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e1582 = tensor.empty() : tensor<1024xf32>
  %f1583 = linalg.fill ins(%c0 : f32) outs(%e1582 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1581 : tensor<10x1024x14x14xf32>) outs(%f1583 : tensor<1024xf32>) {
  ^bb0(%a1584: f32, %o1585: f32):
    %b1586 = arith.addf %a1584, %o1585 : f32
    linalg.yield %b1586 : f32
  } -> tensor<1024xf32>
  %e1588 = tensor.empty() : tensor<1024xf32>
  %g1592 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1587 : tensor<1024xf32>) outs(%e1588 : tensor<1024xf32>) {
  ^bb0(%a1589: f32, %o1590: f32):
    %b1591 = arith.divf %a1589, %c6 : f32
    linalg.yield %b1591 : f32
  } -> tensor<1024xf32>
  %e1594 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1581, %g1592 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e1594 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1595: f32, %a1596: f32, %o1597: f32):
    %b1598 = arith.subf %a1595, %a1596 : f32
    %b1599 = arith.mulf %b1598, %b1598 : f32
    linalg.yield %b1599 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1601 = tensor.empty() : tensor<1024xf32>
  %f1602 = linalg.fill ins(%c0 : f32) outs(%e1601 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1600 : tensor<10x1024x14x14xf32>) outs(%f1602 : tensor<1024xf32>) {
  ^bb0(%a1603: f32, %o1604: f32):
    %b1605 = arith.addf %a1603, %o1604 : f32
    linalg.yield %b1605 : f32
  } -> tensor<1024xf32>
  %e1607 = tensor.empty() : tensor<1024xf32>
  %g1611 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1606 : tensor<1024xf32>) outs(%e1607 : tensor<1024xf32>) {
  ^bb0(%a1608: f32, %o1609: f32):
    %b1610 = arith.divf %a1608, %c6 : f32
    linalg.yield %b1610 : f32
  } -> tensor<1024xf32>
  %e1615 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1581, %g1592, %g1611, %layer3_0_downsample_1_weight, %layer3_0_downsample_1_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e1615 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1616: f32, %a1617: f32, %a1618: f32, %a1619: f32, %a1620: f32, %o1621: f32):
    %b1622 = arith.addf %a1618, %c2 : f32
    %b1623 = math.sqrt %b1622 : f32
    %b1624 = arith.subf %a1616, %a1617 : f32
    %b1625 = arith.divf %b1624, %b1623 : f32
    %b1626 = arith.mulf %b1625, %a1619 : f32
    %b1627 = arith.addf %b1626, %a1620 : f32
    linalg.yield %b1627 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1629 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1578, %g1628 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e1629 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1630: f32, %a1631: f32, %o1632: f32):
    %b1633 = arith.addf %a1630, %a1631 : f32
    linalg.yield %b1633 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1635 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1634 : tensor<10x1024x14x14xf32>) outs(%e1635 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1636: f32, %o1637: f32):
    %b1638 = arith.maximumf %a1636, %c0 : f32
    linalg.yield %b1638 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1640 = tensor.empty() : tensor<10x256x14x14xf32>
  %f1641 = linalg.fill ins(%c0 : f32) outs(%e1640 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv1642 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1639, %layer3_1_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f1641 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e1643 = tensor.empty() : tensor<256xf32>
  %f1644 = linalg.fill ins(%c0 : f32) outs(%e1643 : tensor<256xf32>) -> tensor<256xf32>
  %g1648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1642 : tensor<10x256x14x14xf32>) outs(%f1644 : tensor<256xf32>) {
  ^bb0(%a1645: f32, %o1646: f32):
    %b1647 = arith.addf %a1645, %o1646 : f32
    linalg.yield %b1647 : f32
  } -> tensor<256xf32>
  %e1649 = tensor.empty() : tensor<256xf32>
  %g1653 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1648 : tensor<256xf32>) outs(%e1649 : tensor<256xf32>) {
  ^bb0(%a1650: f32, %o1651: f32):
    %b1652 = arith.divf %a1650, %c6 : f32
    linalg.yield %b1652 : f32
  } -> tensor<256xf32>
  %e1655 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1642, %g1653 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e1655 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1656: f32, %a1657: f32, %o1658: f32):
    %b1659 = arith.subf %a1656, %a1657 : f32
    %b1660 = arith.mulf %b1659, %b1659 : f32
    linalg.yield %b1660 : f32
  } -> tensor<10x256x14x14xf32>
  %e1662 = tensor.empty() : tensor<256xf32>
  %f1663 = linalg.fill ins(%c0 : f32) outs(%e1662 : tensor<256xf32>) -> tensor<256xf32>
  %g1667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1661 : tensor<10x256x14x14xf32>) outs(%f1663 : tensor<256xf32>) {
  ^bb0(%a1664: f32, %o1665: f32):
    %b1666 = arith.addf %a1664, %o1665 : f32
    linalg.yield %b1666 : f32
  } -> tensor<256xf32>
  %e1668 = tensor.empty() : tensor<256xf32>
  %g1672 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1667 : tensor<256xf32>) outs(%e1668 : tensor<256xf32>) {
  ^bb0(%a1669: f32, %o1670: f32):
    %b1671 = arith.divf %a1669, %c6 : f32
    linalg.yield %b1671 : f32
  } -> tensor<256xf32>
  %e1676 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1642, %g1653, %g1672, %layer3_1_bn1_weight, %layer3_1_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e1676 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1677: f32, %a1678: f32, %a1679: f32, %a1680: f32, %a1681: f32, %o1682: f32):
    %b1683 = arith.addf %a1679, %c2 : f32
    %b1684 = math.sqrt %b1683 : f32
    %b1685 = arith.subf %a1677, %a1678 : f32
    %b1686 = arith.divf %b1685, %b1684 : f32
    %b1687 = arith.mulf %b1686, %a1680 : f32
    %b1688 = arith.addf %b1687, %a1681 : f32
    linalg.yield %b1688 : f32
  } -> tensor<10x256x14x14xf32>
  %e1690 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1694 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1689 : tensor<10x256x14x14xf32>) outs(%e1690 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1691: f32, %o1692: f32):
    %b1693 = arith.maximumf %a1691, %c0 : f32
    linalg.yield %b1693 : f32
  } -> tensor<10x256x14x14xf32>
  %e1695 = tensor.empty() : tensor<10x256x16x16xf32>
  %f1696 = linalg.fill ins(%c0 : f32) outs(%e1695 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g1699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1694 : tensor<10x256x14x14xf32>) outs(%f1696 : tensor<10x256x16x16xf32>) {
  ^bb0(%a1697: f32, %o1698: f32):
    linalg.yield %a1697 : f32
  } -> tensor<10x256x16x16xf32>
  %e1700 = tensor.empty() : tensor<10x256x14x14xf32>
  %f1701 = linalg.fill ins(%c0 : f32) outs(%e1700 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv1702 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1699, %layer3_1_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f1701 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e1703 = tensor.empty() : tensor<256xf32>
  %f1704 = linalg.fill ins(%c0 : f32) outs(%e1703 : tensor<256xf32>) -> tensor<256xf32>
  %g1708 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1702 : tensor<10x256x14x14xf32>) outs(%f1704 : tensor<256xf32>) {
  ^bb0(%a1705: f32, %o1706: f32):
    %b1707 = arith.addf %a1705, %o1706 : f32
    linalg.yield %b1707 : f32
  } -> tensor<256xf32>
  %e1709 = tensor.empty() : tensor<256xf32>
  %g1713 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1708 : tensor<256xf32>) outs(%e1709 : tensor<256xf32>) {
  ^bb0(%a1710: f32, %o1711: f32):
    %b1712 = arith.divf %a1710, %c6 : f32
    linalg.yield %b1712 : f32
  } -> tensor<256xf32>
  %e1715 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1702, %g1713 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e1715 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1716: f32, %a1717: f32, %o1718: f32):
    %b1719 = arith.subf %a1716, %a1717 : f32
    %b1720 = arith.mulf %b1719, %b1719 : f32
    linalg.yield %b1720 : f32
  } -> tensor<10x256x14x14xf32>
  %e1722 = tensor.empty() : tensor<256xf32>
  %f1723 = linalg.fill ins(%c0 : f32) outs(%e1722 : tensor<256xf32>) -> tensor<256xf32>
  %g1727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1721 : tensor<10x256x14x14xf32>) outs(%f1723 : tensor<256xf32>) {
  ^bb0(%a1724: f32, %o1725: f32):
    %b1726 = arith.addf %a1724, %o1725 : f32
    linalg.yield %b1726 : f32
  } -> tensor<256xf32>
  %e1728 = tensor.empty() : tensor<256xf32>
  %g1732 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1727 : tensor<256xf32>) outs(%e1728 : tensor<256xf32>) {
  ^bb0(%a1729: f32, %o1730: f32):
    %b1731 = arith.divf %a1729, %c6 : f32
    linalg.yield %b1731 : f32
  } -> tensor<256xf32>
  %e1736 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1702, %g1713, %g1732, %layer3_1_bn2_weight, %layer3_1_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e1736 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1737: f32, %a1738: f32, %a1739: f32, %a1740: f32, %a1741: f32, %o1742: f32):
    %b1743 = arith.addf %a1739, %c2 : f32
    %b1744 = math.sqrt %b1743 : f32
    %b1745 = arith.subf %a1737, %a1738 : f32
    %b1746 = arith.divf %b1745, %b1744 : f32
    %b1747 = arith.mulf %b1746, %a1740 : f32
    %b1748 = arith.addf %b1747, %a1741 : f32
    linalg.yield %b1748 : f32
  } -> tensor<10x256x14x14xf32>
  %e1750 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1749 : tensor<10x256x14x14xf32>) outs(%e1750 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1751: f32, %o1752: f32):
    %b1753 = arith.maximumf %a1751, %c0 : f32
    linalg.yield %b1753 : f32
  } -> tensor<10x256x14x14xf32>
  %e1755 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f1756 = linalg.fill ins(%c0 : f32) outs(%e1755 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv1757 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1754, %layer3_1_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f1756 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e1758 = tensor.empty() : tensor<1024xf32>
  %f1759 = linalg.fill ins(%c0 : f32) outs(%e1758 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1757 : tensor<10x1024x14x14xf32>) outs(%f1759 : tensor<1024xf32>) {
  ^bb0(%a1760: f32, %o1761: f32):
    %b1762 = arith.addf %a1760, %o1761 : f32
    linalg.yield %b1762 : f32
  } -> tensor<1024xf32>
  %e1764 = tensor.empty() : tensor<1024xf32>
  %g1768 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1763 : tensor<1024xf32>) outs(%e1764 : tensor<1024xf32>) {
  ^bb0(%a1765: f32, %o1766: f32):
    %b1767 = arith.divf %a1765, %c6 : f32
    linalg.yield %b1767 : f32
  } -> tensor<1024xf32>
  %e1770 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1757, %g1768 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e1770 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1771: f32, %a1772: f32, %o1773: f32):
    %b1774 = arith.subf %a1771, %a1772 : f32
    %b1775 = arith.mulf %b1774, %b1774 : f32
    linalg.yield %b1775 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1777 = tensor.empty() : tensor<1024xf32>
  %f1778 = linalg.fill ins(%c0 : f32) outs(%e1777 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1776 : tensor<10x1024x14x14xf32>) outs(%f1778 : tensor<1024xf32>) {
  ^bb0(%a1779: f32, %o1780: f32):
    %b1781 = arith.addf %a1779, %o1780 : f32
    linalg.yield %b1781 : f32
  } -> tensor<1024xf32>
  %e1783 = tensor.empty() : tensor<1024xf32>
  %g1787 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1782 : tensor<1024xf32>) outs(%e1783 : tensor<1024xf32>) {
  ^bb0(%a1784: f32, %o1785: f32):
    %b1786 = arith.divf %a1784, %c6 : f32
    linalg.yield %b1786 : f32
  } -> tensor<1024xf32>
  %e1791 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1757, %g1768, %g1787, %layer3_1_bn3_weight, %layer3_1_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e1791 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1792: f32, %a1793: f32, %a1794: f32, %a1795: f32, %a1796: f32, %o1797: f32):
    %b1798 = arith.addf %a1794, %c2 : f32
    %b1799 = math.sqrt %b1798 : f32
    %b1800 = arith.subf %a1792, %a1793 : f32
    %b1801 = arith.divf %b1800, %b1799 : f32
    %b1802 = arith.mulf %b1801, %a1795 : f32
    %b1803 = arith.addf %b1802, %a1796 : f32
    linalg.yield %b1803 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1805 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1804, %g1639 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e1805 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1806: f32, %a1807: f32, %o1808: f32):
    %b1809 = arith.addf %a1806, %a1807 : f32
    linalg.yield %b1809 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1811 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1810 : tensor<10x1024x14x14xf32>) outs(%e1811 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1812: f32, %o1813: f32):
    %b1814 = arith.maximumf %a1812, %c0 : f32
    linalg.yield %b1814 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1816 = tensor.empty() : tensor<10x256x14x14xf32>
  %f1817 = linalg.fill ins(%c0 : f32) outs(%e1816 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv1818 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1815, %layer3_2_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f1817 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e1819 = tensor.empty() : tensor<256xf32>
  %f1820 = linalg.fill ins(%c0 : f32) outs(%e1819 : tensor<256xf32>) -> tensor<256xf32>
  %g1824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1818 : tensor<10x256x14x14xf32>) outs(%f1820 : tensor<256xf32>) {
  ^bb0(%a1821: f32, %o1822: f32):
    %b1823 = arith.addf %a1821, %o1822 : f32
    linalg.yield %b1823 : f32
  } -> tensor<256xf32>
  %e1825 = tensor.empty() : tensor<256xf32>
  %g1829 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1824 : tensor<256xf32>) outs(%e1825 : tensor<256xf32>) {
  ^bb0(%a1826: f32, %o1827: f32):
    %b1828 = arith.divf %a1826, %c6 : f32
    linalg.yield %b1828 : f32
  } -> tensor<256xf32>
  %e1831 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1837 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1818, %g1829 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e1831 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1832: f32, %a1833: f32, %o1834: f32):
    %b1835 = arith.subf %a1832, %a1833 : f32
    %b1836 = arith.mulf %b1835, %b1835 : f32
    linalg.yield %b1836 : f32
  } -> tensor<10x256x14x14xf32>
  %e1838 = tensor.empty() : tensor<256xf32>
  %f1839 = linalg.fill ins(%c0 : f32) outs(%e1838 : tensor<256xf32>) -> tensor<256xf32>
  %g1843 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1837 : tensor<10x256x14x14xf32>) outs(%f1839 : tensor<256xf32>) {
  ^bb0(%a1840: f32, %o1841: f32):
    %b1842 = arith.addf %a1840, %o1841 : f32
    linalg.yield %b1842 : f32
  } -> tensor<256xf32>
  %e1844 = tensor.empty() : tensor<256xf32>
  %g1848 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1843 : tensor<256xf32>) outs(%e1844 : tensor<256xf32>) {
  ^bb0(%a1845: f32, %o1846: f32):
    %b1847 = arith.divf %a1845, %c6 : f32
    linalg.yield %b1847 : f32
  } -> tensor<256xf32>
  %e1852 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1818, %g1829, %g1848, %layer3_2_bn1_weight, %layer3_2_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e1852 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1853: f32, %a1854: f32, %a1855: f32, %a1856: f32, %a1857: f32, %o1858: f32):
    %b1859 = arith.addf %a1855, %c2 : f32
    %b1860 = math.sqrt %b1859 : f32
    %b1861 = arith.subf %a1853, %a1854 : f32
    %b1862 = arith.divf %b1861, %b1860 : f32
    %b1863 = arith.mulf %b1862, %a1856 : f32
    %b1864 = arith.addf %b1863, %a1857 : f32
    linalg.yield %b1864 : f32
  } -> tensor<10x256x14x14xf32>
  %e1866 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1865 : tensor<10x256x14x14xf32>) outs(%e1866 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1867: f32, %o1868: f32):
    %b1869 = arith.maximumf %a1867, %c0 : f32
    linalg.yield %b1869 : f32
  } -> tensor<10x256x14x14xf32>
  %e1871 = tensor.empty() : tensor<10x256x16x16xf32>
  %f1872 = linalg.fill ins(%c0 : f32) outs(%e1871 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g1875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1870 : tensor<10x256x14x14xf32>) outs(%f1872 : tensor<10x256x16x16xf32>) {
  ^bb0(%a1873: f32, %o1874: f32):
    linalg.yield %a1873 : f32
  } -> tensor<10x256x16x16xf32>
  %e1876 = tensor.empty() : tensor<10x256x14x14xf32>
  %f1877 = linalg.fill ins(%c0 : f32) outs(%e1876 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv1878 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1875, %layer3_2_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f1877 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e1879 = tensor.empty() : tensor<256xf32>
  %f1880 = linalg.fill ins(%c0 : f32) outs(%e1879 : tensor<256xf32>) -> tensor<256xf32>
  %g1884 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1878 : tensor<10x256x14x14xf32>) outs(%f1880 : tensor<256xf32>) {
  ^bb0(%a1881: f32, %o1882: f32):
    %b1883 = arith.addf %a1881, %o1882 : f32
    linalg.yield %b1883 : f32
  } -> tensor<256xf32>
  %e1885 = tensor.empty() : tensor<256xf32>
  %g1889 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1884 : tensor<256xf32>) outs(%e1885 : tensor<256xf32>) {
  ^bb0(%a1886: f32, %o1887: f32):
    %b1888 = arith.divf %a1886, %c6 : f32
    linalg.yield %b1888 : f32
  } -> tensor<256xf32>
  %e1891 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1897 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1878, %g1889 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e1891 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1892: f32, %a1893: f32, %o1894: f32):
    %b1895 = arith.subf %a1892, %a1893 : f32
    %b1896 = arith.mulf %b1895, %b1895 : f32
    linalg.yield %b1896 : f32
  } -> tensor<10x256x14x14xf32>
  %e1898 = tensor.empty() : tensor<256xf32>
  %f1899 = linalg.fill ins(%c0 : f32) outs(%e1898 : tensor<256xf32>) -> tensor<256xf32>
  %g1903 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1897 : tensor<10x256x14x14xf32>) outs(%f1899 : tensor<256xf32>) {
  ^bb0(%a1900: f32, %o1901: f32):
    %b1902 = arith.addf %a1900, %o1901 : f32
    linalg.yield %b1902 : f32
  } -> tensor<256xf32>
  %e1904 = tensor.empty() : tensor<256xf32>
  %g1908 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1903 : tensor<256xf32>) outs(%e1904 : tensor<256xf32>) {
  ^bb0(%a1905: f32, %o1906: f32):
    %b1907 = arith.divf %a1905, %c6 : f32
    linalg.yield %b1907 : f32
  } -> tensor<256xf32>
  %e1912 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1878, %g1889, %g1908, %layer3_2_bn2_weight, %layer3_2_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e1912 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1913: f32, %a1914: f32, %a1915: f32, %a1916: f32, %a1917: f32, %o1918: f32):
    %b1919 = arith.addf %a1915, %c2 : f32
    %b1920 = math.sqrt %b1919 : f32
    %b1921 = arith.subf %a1913, %a1914 : f32
    %b1922 = arith.divf %b1921, %b1920 : f32
    %b1923 = arith.mulf %b1922, %a1916 : f32
    %b1924 = arith.addf %b1923, %a1917 : f32
    linalg.yield %b1924 : f32
  } -> tensor<10x256x14x14xf32>
  %e1926 = tensor.empty() : tensor<10x256x14x14xf32>
  %g1930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1925 : tensor<10x256x14x14xf32>) outs(%e1926 : tensor<10x256x14x14xf32>) {
  ^bb0(%a1927: f32, %o1928: f32):
    %b1929 = arith.maximumf %a1927, %c0 : f32
    linalg.yield %b1929 : f32
  } -> tensor<10x256x14x14xf32>
  %e1931 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f1932 = linalg.fill ins(%c0 : f32) outs(%e1931 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv1933 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1930, %layer3_2_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f1932 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e1934 = tensor.empty() : tensor<1024xf32>
  %f1935 = linalg.fill ins(%c0 : f32) outs(%e1934 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1939 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1933 : tensor<10x1024x14x14xf32>) outs(%f1935 : tensor<1024xf32>) {
  ^bb0(%a1936: f32, %o1937: f32):
    %b1938 = arith.addf %a1936, %o1937 : f32
    linalg.yield %b1938 : f32
  } -> tensor<1024xf32>
  %e1940 = tensor.empty() : tensor<1024xf32>
  %g1944 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1939 : tensor<1024xf32>) outs(%e1940 : tensor<1024xf32>) {
  ^bb0(%a1941: f32, %o1942: f32):
    %b1943 = arith.divf %a1941, %c6 : f32
    linalg.yield %b1943 : f32
  } -> tensor<1024xf32>
  %e1946 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1933, %g1944 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e1946 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1947: f32, %a1948: f32, %o1949: f32):
    %b1950 = arith.subf %a1947, %a1948 : f32
    %b1951 = arith.mulf %b1950, %b1950 : f32
    linalg.yield %b1951 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1953 = tensor.empty() : tensor<1024xf32>
  %f1954 = linalg.fill ins(%c0 : f32) outs(%e1953 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1958 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1952 : tensor<10x1024x14x14xf32>) outs(%f1954 : tensor<1024xf32>) {
  ^bb0(%a1955: f32, %o1956: f32):
    %b1957 = arith.addf %a1955, %o1956 : f32
    linalg.yield %b1957 : f32
  } -> tensor<1024xf32>
  %e1959 = tensor.empty() : tensor<1024xf32>
  %g1963 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1958 : tensor<1024xf32>) outs(%e1959 : tensor<1024xf32>) {
  ^bb0(%a1960: f32, %o1961: f32):
    %b1962 = arith.divf %a1960, %c6 : f32
    linalg.yield %b1962 : f32
  } -> tensor<1024xf32>
  %e1967 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1980 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1933, %g1944, %g1963, %layer3_2_bn3_weight, %layer3_2_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e1967 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1968: f32, %a1969: f32, %a1970: f32, %a1971: f32, %a1972: f32, %o1973: f32):
    %b1974 = arith.addf %a1970, %c2 : f32
    %b1975 = math.sqrt %b1974 : f32
    %b1976 = arith.subf %a1968, %a1969 : f32
    %b1977 = arith.divf %b1976, %b1975 : f32
    %b1978 = arith.mulf %b1977, %a1971 : f32
    %b1979 = arith.addf %b1978, %a1972 : f32
    linalg.yield %b1979 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1981 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1986 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1980, %g1815 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e1981 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1982: f32, %a1983: f32, %o1984: f32):
    %b1985 = arith.addf %a1982, %a1983 : f32
    linalg.yield %b1985 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1987 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g1991 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1986 : tensor<10x1024x14x14xf32>) outs(%e1987 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a1988: f32, %o1989: f32):
    %b1990 = arith.maximumf %a1988, %c0 : f32
    linalg.yield %b1990 : f32
  } -> tensor<10x1024x14x14xf32>
  %e1992 = tensor.empty() : tensor<10x256x14x14xf32>
  %f1993 = linalg.fill ins(%c0 : f32) outs(%e1992 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv1994 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1991, %layer3_3_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f1993 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e1995 = tensor.empty() : tensor<256xf32>
  %f1996 = linalg.fill ins(%c0 : f32) outs(%e1995 : tensor<256xf32>) -> tensor<256xf32>
  %g2000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1994 : tensor<10x256x14x14xf32>) outs(%f1996 : tensor<256xf32>) {
  ^bb0(%a1997: f32, %o1998: f32):
    %b1999 = arith.addf %a1997, %o1998 : f32
    linalg.yield %b1999 : f32
  } -> tensor<256xf32>
  %e2001 = tensor.empty() : tensor<256xf32>
  %g2005 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2000 : tensor<256xf32>) outs(%e2001 : tensor<256xf32>) {
  ^bb0(%a2002: f32, %o2003: f32):
    %b2004 = arith.divf %a2002, %c6 : f32
    linalg.yield %b2004 : f32
  } -> tensor<256xf32>
  %e2007 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1994, %g2005 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2007 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2008: f32, %a2009: f32, %o2010: f32):
    %b2011 = arith.subf %a2008, %a2009 : f32
    %b2012 = arith.mulf %b2011, %b2011 : f32
    linalg.yield %b2012 : f32
  } -> tensor<10x256x14x14xf32>
  %e2014 = tensor.empty() : tensor<256xf32>
  %f2015 = linalg.fill ins(%c0 : f32) outs(%e2014 : tensor<256xf32>) -> tensor<256xf32>
  %g2019 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2013 : tensor<10x256x14x14xf32>) outs(%f2015 : tensor<256xf32>) {
  ^bb0(%a2016: f32, %o2017: f32):
    %b2018 = arith.addf %a2016, %o2017 : f32
    linalg.yield %b2018 : f32
  } -> tensor<256xf32>
  %e2020 = tensor.empty() : tensor<256xf32>
  %g2024 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2019 : tensor<256xf32>) outs(%e2020 : tensor<256xf32>) {
  ^bb0(%a2021: f32, %o2022: f32):
    %b2023 = arith.divf %a2021, %c6 : f32
    linalg.yield %b2023 : f32
  } -> tensor<256xf32>
  %e2028 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2041 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1994, %g2005, %g2024, %layer3_3_bn1_weight, %layer3_3_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2028 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2029: f32, %a2030: f32, %a2031: f32, %a2032: f32, %a2033: f32, %o2034: f32):
    %b2035 = arith.addf %a2031, %c2 : f32
    %b2036 = math.sqrt %b2035 : f32
    %b2037 = arith.subf %a2029, %a2030 : f32
    %b2038 = arith.divf %b2037, %b2036 : f32
    %b2039 = arith.mulf %b2038, %a2032 : f32
    %b2040 = arith.addf %b2039, %a2033 : f32
    linalg.yield %b2040 : f32
  } -> tensor<10x256x14x14xf32>
  %e2042 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2046 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2041 : tensor<10x256x14x14xf32>) outs(%e2042 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2043: f32, %o2044: f32):
    %b2045 = arith.maximumf %a2043, %c0 : f32
    linalg.yield %b2045 : f32
  } -> tensor<10x256x14x14xf32>
  %e2047 = tensor.empty() : tensor<10x256x16x16xf32>
  %f2048 = linalg.fill ins(%c0 : f32) outs(%e2047 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g2051 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2046 : tensor<10x256x14x14xf32>) outs(%f2048 : tensor<10x256x16x16xf32>) {
  ^bb0(%a2049: f32, %o2050: f32):
    linalg.yield %a2049 : f32
  } -> tensor<10x256x16x16xf32>
  %e2052 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2053 = linalg.fill ins(%c0 : f32) outs(%e2052 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2054 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2051, %layer3_3_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f2053 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2055 = tensor.empty() : tensor<256xf32>
  %f2056 = linalg.fill ins(%c0 : f32) outs(%e2055 : tensor<256xf32>) -> tensor<256xf32>
  %g2060 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2054 : tensor<10x256x14x14xf32>) outs(%f2056 : tensor<256xf32>) {
  ^bb0(%a2057: f32, %o2058: f32):
    %b2059 = arith.addf %a2057, %o2058 : f32
    linalg.yield %b2059 : f32
  } -> tensor<256xf32>
  %e2061 = tensor.empty() : tensor<256xf32>
  %g2065 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2060 : tensor<256xf32>) outs(%e2061 : tensor<256xf32>) {
  ^bb0(%a2062: f32, %o2063: f32):
    %b2064 = arith.divf %a2062, %c6 : f32
    linalg.yield %b2064 : f32
  } -> tensor<256xf32>
  %e2067 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2073 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2054, %g2065 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2067 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2068: f32, %a2069: f32, %o2070: f32):
    %b2071 = arith.subf %a2068, %a2069 : f32
    %b2072 = arith.mulf %b2071, %b2071 : f32
    linalg.yield %b2072 : f32
  } -> tensor<10x256x14x14xf32>
  %e2074 = tensor.empty() : tensor<256xf32>
  %f2075 = linalg.fill ins(%c0 : f32) outs(%e2074 : tensor<256xf32>) -> tensor<256xf32>
  %g2079 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2073 : tensor<10x256x14x14xf32>) outs(%f2075 : tensor<256xf32>) {
  ^bb0(%a2076: f32, %o2077: f32):
    %b2078 = arith.addf %a2076, %o2077 : f32
    linalg.yield %b2078 : f32
  } -> tensor<256xf32>
  %e2080 = tensor.empty() : tensor<256xf32>
  %g2084 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2079 : tensor<256xf32>) outs(%e2080 : tensor<256xf32>) {
  ^bb0(%a2081: f32, %o2082: f32):
    %b2083 = arith.divf %a2081, %c6 : f32
    linalg.yield %b2083 : f32
  } -> tensor<256xf32>
  %e2088 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2054, %g2065, %g2084, %layer3_3_bn2_weight, %layer3_3_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2088 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2089: f32, %a2090: f32, %a2091: f32, %a2092: f32, %a2093: f32, %o2094: f32):
    %b2095 = arith.addf %a2091, %c2 : f32
    %b2096 = math.sqrt %b2095 : f32
    %b2097 = arith.subf %a2089, %a2090 : f32
    %b2098 = arith.divf %b2097, %b2096 : f32
    %b2099 = arith.mulf %b2098, %a2092 : f32
    %b2100 = arith.addf %b2099, %a2093 : f32
    linalg.yield %b2100 : f32
  } -> tensor<10x256x14x14xf32>
  %e2102 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2101 : tensor<10x256x14x14xf32>) outs(%e2102 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2103: f32, %o2104: f32):
    %b2105 = arith.maximumf %a2103, %c0 : f32
    linalg.yield %b2105 : f32
  } -> tensor<10x256x14x14xf32>
  %e2107 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f2108 = linalg.fill ins(%c0 : f32) outs(%e2107 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv2109 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2106, %layer3_3_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f2108 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e2110 = tensor.empty() : tensor<1024xf32>
  %f2111 = linalg.fill ins(%c0 : f32) outs(%e2110 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2109 : tensor<10x1024x14x14xf32>) outs(%f2111 : tensor<1024xf32>) {
  ^bb0(%a2112: f32, %o2113: f32):
    %b2114 = arith.addf %a2112, %o2113 : f32
    linalg.yield %b2114 : f32
  } -> tensor<1024xf32>
  %e2116 = tensor.empty() : tensor<1024xf32>
  %g2120 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2115 : tensor<1024xf32>) outs(%e2116 : tensor<1024xf32>) {
  ^bb0(%a2117: f32, %o2118: f32):
    %b2119 = arith.divf %a2117, %c6 : f32
    linalg.yield %b2119 : f32
  } -> tensor<1024xf32>
  %e2122 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2109, %g2120 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e2122 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2123: f32, %a2124: f32, %o2125: f32):
    %b2126 = arith.subf %a2123, %a2124 : f32
    %b2127 = arith.mulf %b2126, %b2126 : f32
    linalg.yield %b2127 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2129 = tensor.empty() : tensor<1024xf32>
  %f2130 = linalg.fill ins(%c0 : f32) outs(%e2129 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2128 : tensor<10x1024x14x14xf32>) outs(%f2130 : tensor<1024xf32>) {
  ^bb0(%a2131: f32, %o2132: f32):
    %b2133 = arith.addf %a2131, %o2132 : f32
    linalg.yield %b2133 : f32
  } -> tensor<1024xf32>
  %e2135 = tensor.empty() : tensor<1024xf32>
  %g2139 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2134 : tensor<1024xf32>) outs(%e2135 : tensor<1024xf32>) {
  ^bb0(%a2136: f32, %o2137: f32):
    %b2138 = arith.divf %a2136, %c6 : f32
    linalg.yield %b2138 : f32
  } -> tensor<1024xf32>
  %e2143 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2109, %g2120, %g2139, %layer3_3_bn3_weight, %layer3_3_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e2143 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2144: f32, %a2145: f32, %a2146: f32, %a2147: f32, %a2148: f32, %o2149: f32):
    %b2150 = arith.addf %a2146, %c2 : f32
    %b2151 = math.sqrt %b2150 : f32
    %b2152 = arith.subf %a2144, %a2145 : f32
    %b2153 = arith.divf %b2152, %b2151 : f32
    %b2154 = arith.mulf %b2153, %a2147 : f32
    %b2155 = arith.addf %b2154, %a2148 : f32
    linalg.yield %b2155 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2157 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2156, %g1991 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e2157 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2158: f32, %a2159: f32, %o2160: f32):
    %b2161 = arith.addf %a2158, %a2159 : f32
    linalg.yield %b2161 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2163 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2162 : tensor<10x1024x14x14xf32>) outs(%e2163 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2164: f32, %o2165: f32):
    %b2166 = arith.maximumf %a2164, %c0 : f32
    linalg.yield %b2166 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2168 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2169 = linalg.fill ins(%c0 : f32) outs(%e2168 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2170 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2167, %layer3_4_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f2169 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2171 = tensor.empty() : tensor<256xf32>
  %f2172 = linalg.fill ins(%c0 : f32) outs(%e2171 : tensor<256xf32>) -> tensor<256xf32>
  %g2176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2170 : tensor<10x256x14x14xf32>) outs(%f2172 : tensor<256xf32>) {
  ^bb0(%a2173: f32, %o2174: f32):
    %b2175 = arith.addf %a2173, %o2174 : f32
    linalg.yield %b2175 : f32
  } -> tensor<256xf32>
  %e2177 = tensor.empty() : tensor<256xf32>
  %g2181 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2176 : tensor<256xf32>) outs(%e2177 : tensor<256xf32>) {
  ^bb0(%a2178: f32, %o2179: f32):
    %b2180 = arith.divf %a2178, %c6 : f32
    linalg.yield %b2180 : f32
  } -> tensor<256xf32>
  %e2183 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2170, %g2181 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2183 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2184: f32, %a2185: f32, %o2186: f32):
    %b2187 = arith.subf %a2184, %a2185 : f32
    %b2188 = arith.mulf %b2187, %b2187 : f32
    linalg.yield %b2188 : f32
  } -> tensor<10x256x14x14xf32>
  %e2190 = tensor.empty() : tensor<256xf32>
  %f2191 = linalg.fill ins(%c0 : f32) outs(%e2190 : tensor<256xf32>) -> tensor<256xf32>
  %g2195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2189 : tensor<10x256x14x14xf32>) outs(%f2191 : tensor<256xf32>) {
  ^bb0(%a2192: f32, %o2193: f32):
    %b2194 = arith.addf %a2192, %o2193 : f32
    linalg.yield %b2194 : f32
  } -> tensor<256xf32>
  %e2196 = tensor.empty() : tensor<256xf32>
  %g2200 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2195 : tensor<256xf32>) outs(%e2196 : tensor<256xf32>) {
  ^bb0(%a2197: f32, %o2198: f32):
    %b2199 = arith.divf %a2197, %c6 : f32
    linalg.yield %b2199 : f32
  } -> tensor<256xf32>
  %e2204 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2170, %g2181, %g2200, %layer3_4_bn1_weight, %layer3_4_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2204 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2205: f32, %a2206: f32, %a2207: f32, %a2208: f32, %a2209: f32, %o2210: f32):
    %b2211 = arith.addf %a2207, %c2 : f32
    %b2212 = math.sqrt %b2211 : f32
    %b2213 = arith.subf %a2205, %a2206 : f32
    %b2214 = arith.divf %b2213, %b2212 : f32
    %b2215 = arith.mulf %b2214, %a2208 : f32
    %b2216 = arith.addf %b2215, %a2209 : f32
    linalg.yield %b2216 : f32
  } -> tensor<10x256x14x14xf32>
  %e2218 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2217 : tensor<10x256x14x14xf32>) outs(%e2218 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2219: f32, %o2220: f32):
    %b2221 = arith.maximumf %a2219, %c0 : f32
    linalg.yield %b2221 : f32
  } -> tensor<10x256x14x14xf32>
  %e2223 = tensor.empty() : tensor<10x256x16x16xf32>
  %f2224 = linalg.fill ins(%c0 : f32) outs(%e2223 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g2227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2222 : tensor<10x256x14x14xf32>) outs(%f2224 : tensor<10x256x16x16xf32>) {
  ^bb0(%a2225: f32, %o2226: f32):
    linalg.yield %a2225 : f32
  } -> tensor<10x256x16x16xf32>
  %e2228 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2229 = linalg.fill ins(%c0 : f32) outs(%e2228 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2230 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2227, %layer3_4_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f2229 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2231 = tensor.empty() : tensor<256xf32>
  %f2232 = linalg.fill ins(%c0 : f32) outs(%e2231 : tensor<256xf32>) -> tensor<256xf32>
  %g2236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2230 : tensor<10x256x14x14xf32>) outs(%f2232 : tensor<256xf32>) {
  ^bb0(%a2233: f32, %o2234: f32):
    %b2235 = arith.addf %a2233, %o2234 : f32
    linalg.yield %b2235 : f32
  } -> tensor<256xf32>
  %e2237 = tensor.empty() : tensor<256xf32>
  %g2241 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2236 : tensor<256xf32>) outs(%e2237 : tensor<256xf32>) {
  ^bb0(%a2238: f32, %o2239: f32):
    %b2240 = arith.divf %a2238, %c6 : f32
    linalg.yield %b2240 : f32
  } -> tensor<256xf32>
  %e2243 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2230, %g2241 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2243 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2244: f32, %a2245: f32, %o2246: f32):
    %b2247 = arith.subf %a2244, %a2245 : f32
    %b2248 = arith.mulf %b2247, %b2247 : f32
    linalg.yield %b2248 : f32
  } -> tensor<10x256x14x14xf32>
  %e2250 = tensor.empty() : tensor<256xf32>
  %f2251 = linalg.fill ins(%c0 : f32) outs(%e2250 : tensor<256xf32>) -> tensor<256xf32>
  %g2255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2249 : tensor<10x256x14x14xf32>) outs(%f2251 : tensor<256xf32>) {
  ^bb0(%a2252: f32, %o2253: f32):
    %b2254 = arith.addf %a2252, %o2253 : f32
    linalg.yield %b2254 : f32
  } -> tensor<256xf32>
  %e2256 = tensor.empty() : tensor<256xf32>
  %g2260 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2255 : tensor<256xf32>) outs(%e2256 : tensor<256xf32>) {
  ^bb0(%a2257: f32, %o2258: f32):
    %b2259 = arith.divf %a2257, %c6 : f32
    linalg.yield %b2259 : f32
  } -> tensor<256xf32>
  %e2264 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2230, %g2241, %g2260, %layer3_4_bn2_weight, %layer3_4_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2264 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2265: f32, %a2266: f32, %a2267: f32, %a2268: f32, %a2269: f32, %o2270: f32):
    %b2271 = arith.addf %a2267, %c2 : f32
    %b2272 = math.sqrt %b2271 : f32
    %b2273 = arith.subf %a2265, %a2266 : f32
    %b2274 = arith.divf %b2273, %b2272 : f32
    %b2275 = arith.mulf %b2274, %a2268 : f32
    %b2276 = arith.addf %b2275, %a2269 : f32
    linalg.yield %b2276 : f32
  } -> tensor<10x256x14x14xf32>
  %e2278 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2277 : tensor<10x256x14x14xf32>) outs(%e2278 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2279: f32, %o2280: f32):
    %b2281 = arith.maximumf %a2279, %c0 : f32
    linalg.yield %b2281 : f32
  } -> tensor<10x256x14x14xf32>
  %e2283 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f2284 = linalg.fill ins(%c0 : f32) outs(%e2283 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv2285 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2282, %layer3_4_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f2284 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e2286 = tensor.empty() : tensor<1024xf32>
  %f2287 = linalg.fill ins(%c0 : f32) outs(%e2286 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2285 : tensor<10x1024x14x14xf32>) outs(%f2287 : tensor<1024xf32>) {
  ^bb0(%a2288: f32, %o2289: f32):
    %b2290 = arith.addf %a2288, %o2289 : f32
    linalg.yield %b2290 : f32
  } -> tensor<1024xf32>
  %e2292 = tensor.empty() : tensor<1024xf32>
  %g2296 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2291 : tensor<1024xf32>) outs(%e2292 : tensor<1024xf32>) {
  ^bb0(%a2293: f32, %o2294: f32):
    %b2295 = arith.divf %a2293, %c6 : f32
    linalg.yield %b2295 : f32
  } -> tensor<1024xf32>
  %e2298 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2285, %g2296 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e2298 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2299: f32, %a2300: f32, %o2301: f32):
    %b2302 = arith.subf %a2299, %a2300 : f32
    %b2303 = arith.mulf %b2302, %b2302 : f32
    linalg.yield %b2303 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2305 = tensor.empty() : tensor<1024xf32>
  %f2306 = linalg.fill ins(%c0 : f32) outs(%e2305 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2304 : tensor<10x1024x14x14xf32>) outs(%f2306 : tensor<1024xf32>) {
  ^bb0(%a2307: f32, %o2308: f32):
    %b2309 = arith.addf %a2307, %o2308 : f32
    linalg.yield %b2309 : f32
  } -> tensor<1024xf32>
  %e2311 = tensor.empty() : tensor<1024xf32>
  %g2315 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2310 : tensor<1024xf32>) outs(%e2311 : tensor<1024xf32>) {
  ^bb0(%a2312: f32, %o2313: f32):
    %b2314 = arith.divf %a2312, %c6 : f32
    linalg.yield %b2314 : f32
  } -> tensor<1024xf32>
  %e2319 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2285, %g2296, %g2315, %layer3_4_bn3_weight, %layer3_4_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e2319 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2320: f32, %a2321: f32, %a2322: f32, %a2323: f32, %a2324: f32, %o2325: f32):
    %b2326 = arith.addf %a2322, %c2 : f32
    %b2327 = math.sqrt %b2326 : f32
    %b2328 = arith.subf %a2320, %a2321 : f32
    %b2329 = arith.divf %b2328, %b2327 : f32
    %b2330 = arith.mulf %b2329, %a2323 : f32
    %b2331 = arith.addf %b2330, %a2324 : f32
    linalg.yield %b2331 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2333 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2338 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2332, %g2167 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e2333 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2334: f32, %a2335: f32, %o2336: f32):
    %b2337 = arith.addf %a2334, %a2335 : f32
    linalg.yield %b2337 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2339 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2338 : tensor<10x1024x14x14xf32>) outs(%e2339 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2340: f32, %o2341: f32):
    %b2342 = arith.maximumf %a2340, %c0 : f32
    linalg.yield %b2342 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2344 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2345 = linalg.fill ins(%c0 : f32) outs(%e2344 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2346 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2343, %layer3_5_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f2345 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2347 = tensor.empty() : tensor<256xf32>
  %f2348 = linalg.fill ins(%c0 : f32) outs(%e2347 : tensor<256xf32>) -> tensor<256xf32>
  %g2352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2346 : tensor<10x256x14x14xf32>) outs(%f2348 : tensor<256xf32>) {
  ^bb0(%a2349: f32, %o2350: f32):
    %b2351 = arith.addf %a2349, %o2350 : f32
    linalg.yield %b2351 : f32
  } -> tensor<256xf32>
  %e2353 = tensor.empty() : tensor<256xf32>
  %g2357 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2352 : tensor<256xf32>) outs(%e2353 : tensor<256xf32>) {
  ^bb0(%a2354: f32, %o2355: f32):
    %b2356 = arith.divf %a2354, %c6 : f32
    linalg.yield %b2356 : f32
  } -> tensor<256xf32>
  %e2359 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2346, %g2357 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2359 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2360: f32, %a2361: f32, %o2362: f32):
    %b2363 = arith.subf %a2360, %a2361 : f32
    %b2364 = arith.mulf %b2363, %b2363 : f32
    linalg.yield %b2364 : f32
  } -> tensor<10x256x14x14xf32>
  %e2366 = tensor.empty() : tensor<256xf32>
  %f2367 = linalg.fill ins(%c0 : f32) outs(%e2366 : tensor<256xf32>) -> tensor<256xf32>
  %g2371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2365 : tensor<10x256x14x14xf32>) outs(%f2367 : tensor<256xf32>) {
  ^bb0(%a2368: f32, %o2369: f32):
    %b2370 = arith.addf %a2368, %o2369 : f32
    linalg.yield %b2370 : f32
  } -> tensor<256xf32>
  %e2372 = tensor.empty() : tensor<256xf32>
  %g2376 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2371 : tensor<256xf32>) outs(%e2372 : tensor<256xf32>) {
  ^bb0(%a2373: f32, %o2374: f32):
    %b2375 = arith.divf %a2373, %c6 : f32
    linalg.yield %b2375 : f32
  } -> tensor<256xf32>
  %e2380 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2346, %g2357, %g2376, %layer3_5_bn1_weight, %layer3_5_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2380 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2381: f32, %a2382: f32, %a2383: f32, %a2384: f32, %a2385: f32, %o2386: f32):
    %b2387 = arith.addf %a2383, %c2 : f32
    %b2388 = math.sqrt %b2387 : f32
    %b2389 = arith.subf %a2381, %a2382 : f32
    %b2390 = arith.divf %b2389, %b2388 : f32
    %b2391 = arith.mulf %b2390, %a2384 : f32
    %b2392 = arith.addf %b2391, %a2385 : f32
    linalg.yield %b2392 : f32
  } -> tensor<10x256x14x14xf32>
  %e2394 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2393 : tensor<10x256x14x14xf32>) outs(%e2394 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2395: f32, %o2396: f32):
    %b2397 = arith.maximumf %a2395, %c0 : f32
    linalg.yield %b2397 : f32
  } -> tensor<10x256x14x14xf32>
  %e2399 = tensor.empty() : tensor<10x256x16x16xf32>
  %f2400 = linalg.fill ins(%c0 : f32) outs(%e2399 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g2403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2398 : tensor<10x256x14x14xf32>) outs(%f2400 : tensor<10x256x16x16xf32>) {
  ^bb0(%a2401: f32, %o2402: f32):
    linalg.yield %a2401 : f32
  } -> tensor<10x256x16x16xf32>
  %e2404 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2405 = linalg.fill ins(%c0 : f32) outs(%e2404 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2406 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2403, %layer3_5_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f2405 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2407 = tensor.empty() : tensor<256xf32>
  %f2408 = linalg.fill ins(%c0 : f32) outs(%e2407 : tensor<256xf32>) -> tensor<256xf32>
  %g2412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2406 : tensor<10x256x14x14xf32>) outs(%f2408 : tensor<256xf32>) {
  ^bb0(%a2409: f32, %o2410: f32):
    %b2411 = arith.addf %a2409, %o2410 : f32
    linalg.yield %b2411 : f32
  } -> tensor<256xf32>
  %e2413 = tensor.empty() : tensor<256xf32>
  %g2417 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2412 : tensor<256xf32>) outs(%e2413 : tensor<256xf32>) {
  ^bb0(%a2414: f32, %o2415: f32):
    %b2416 = arith.divf %a2414, %c6 : f32
    linalg.yield %b2416 : f32
  } -> tensor<256xf32>
  %e2419 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2406, %g2417 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2419 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2420: f32, %a2421: f32, %o2422: f32):
    %b2423 = arith.subf %a2420, %a2421 : f32
    %b2424 = arith.mulf %b2423, %b2423 : f32
    linalg.yield %b2424 : f32
  } -> tensor<10x256x14x14xf32>
  %e2426 = tensor.empty() : tensor<256xf32>
  %f2427 = linalg.fill ins(%c0 : f32) outs(%e2426 : tensor<256xf32>) -> tensor<256xf32>
  %g2431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2425 : tensor<10x256x14x14xf32>) outs(%f2427 : tensor<256xf32>) {
  ^bb0(%a2428: f32, %o2429: f32):
    %b2430 = arith.addf %a2428, %o2429 : f32
    linalg.yield %b2430 : f32
  } -> tensor<256xf32>
  %e2432 = tensor.empty() : tensor<256xf32>
  %g2436 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2431 : tensor<256xf32>) outs(%e2432 : tensor<256xf32>) {
  ^bb0(%a2433: f32, %o2434: f32):
    %b2435 = arith.divf %a2433, %c6 : f32
    linalg.yield %b2435 : f32
  } -> tensor<256xf32>
  %e2440 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2406, %g2417, %g2436, %layer3_5_bn2_weight, %layer3_5_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2440 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2441: f32, %a2442: f32, %a2443: f32, %a2444: f32, %a2445: f32, %o2446: f32):
    %b2447 = arith.addf %a2443, %c2 : f32
    %b2448 = math.sqrt %b2447 : f32
    %b2449 = arith.subf %a2441, %a2442 : f32
    %b2450 = arith.divf %b2449, %b2448 : f32
    %b2451 = arith.mulf %b2450, %a2444 : f32
    %b2452 = arith.addf %b2451, %a2445 : f32
    linalg.yield %b2452 : f32
  } -> tensor<10x256x14x14xf32>
  %e2454 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2453 : tensor<10x256x14x14xf32>) outs(%e2454 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2455: f32, %o2456: f32):
    %b2457 = arith.maximumf %a2455, %c0 : f32
    linalg.yield %b2457 : f32
  } -> tensor<10x256x14x14xf32>
  %e2459 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f2460 = linalg.fill ins(%c0 : f32) outs(%e2459 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv2461 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2458, %layer3_5_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f2460 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e2462 = tensor.empty() : tensor<1024xf32>
  %f2463 = linalg.fill ins(%c0 : f32) outs(%e2462 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2461 : tensor<10x1024x14x14xf32>) outs(%f2463 : tensor<1024xf32>) {
  ^bb0(%a2464: f32, %o2465: f32):
    %b2466 = arith.addf %a2464, %o2465 : f32
    linalg.yield %b2466 : f32
  } -> tensor<1024xf32>
  %e2468 = tensor.empty() : tensor<1024xf32>
  %g2472 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2467 : tensor<1024xf32>) outs(%e2468 : tensor<1024xf32>) {
  ^bb0(%a2469: f32, %o2470: f32):
    %b2471 = arith.divf %a2469, %c6 : f32
    linalg.yield %b2471 : f32
  } -> tensor<1024xf32>
  %e2474 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2461, %g2472 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e2474 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2475: f32, %a2476: f32, %o2477: f32):
    %b2478 = arith.subf %a2475, %a2476 : f32
    %b2479 = arith.mulf %b2478, %b2478 : f32
    linalg.yield %b2479 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2481 = tensor.empty() : tensor<1024xf32>
  %f2482 = linalg.fill ins(%c0 : f32) outs(%e2481 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2480 : tensor<10x1024x14x14xf32>) outs(%f2482 : tensor<1024xf32>) {
  ^bb0(%a2483: f32, %o2484: f32):
    %b2485 = arith.addf %a2483, %o2484 : f32
    linalg.yield %b2485 : f32
  } -> tensor<1024xf32>
  %e2487 = tensor.empty() : tensor<1024xf32>
  %g2491 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2486 : tensor<1024xf32>) outs(%e2487 : tensor<1024xf32>) {
  ^bb0(%a2488: f32, %o2489: f32):
    %b2490 = arith.divf %a2488, %c6 : f32
    linalg.yield %b2490 : f32
  } -> tensor<1024xf32>
  %e2495 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2461, %g2472, %g2491, %layer3_5_bn3_weight, %layer3_5_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e2495 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2496: f32, %a2497: f32, %a2498: f32, %a2499: f32, %a2500: f32, %o2501: f32):
    %b2502 = arith.addf %a2498, %c2 : f32
    %b2503 = math.sqrt %b2502 : f32
    %b2504 = arith.subf %a2496, %a2497 : f32
    %b2505 = arith.divf %b2504, %b2503 : f32
    %b2506 = arith.mulf %b2505, %a2499 : f32
    %b2507 = arith.addf %b2506, %a2500 : f32
    linalg.yield %b2507 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2509 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2508, %g2343 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e2509 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2510: f32, %a2511: f32, %o2512: f32):
    %b2513 = arith.addf %a2510, %a2511 : f32
    linalg.yield %b2513 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2515 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2514 : tensor<10x1024x14x14xf32>) outs(%e2515 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2516: f32, %o2517: f32):
    %b2518 = arith.maximumf %a2516, %c0 : f32
    linalg.yield %b2518 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2520 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2521 = linalg.fill ins(%c0 : f32) outs(%e2520 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2522 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2519, %layer3_6_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f2521 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2523 = tensor.empty() : tensor<256xf32>
  %f2524 = linalg.fill ins(%c0 : f32) outs(%e2523 : tensor<256xf32>) -> tensor<256xf32>
  %g2528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2522 : tensor<10x256x14x14xf32>) outs(%f2524 : tensor<256xf32>) {
  ^bb0(%a2525: f32, %o2526: f32):
    %b2527 = arith.addf %a2525, %o2526 : f32
    linalg.yield %b2527 : f32
  } -> tensor<256xf32>
  %e2529 = tensor.empty() : tensor<256xf32>
  %g2533 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2528 : tensor<256xf32>) outs(%e2529 : tensor<256xf32>) {
  ^bb0(%a2530: f32, %o2531: f32):
    %b2532 = arith.divf %a2530, %c6 : f32
    linalg.yield %b2532 : f32
  } -> tensor<256xf32>
  %e2535 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2522, %g2533 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2535 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2536: f32, %a2537: f32, %o2538: f32):
    %b2539 = arith.subf %a2536, %a2537 : f32
    %b2540 = arith.mulf %b2539, %b2539 : f32
    linalg.yield %b2540 : f32
  } -> tensor<10x256x14x14xf32>
  %e2542 = tensor.empty() : tensor<256xf32>
  %f2543 = linalg.fill ins(%c0 : f32) outs(%e2542 : tensor<256xf32>) -> tensor<256xf32>
  %g2547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2541 : tensor<10x256x14x14xf32>) outs(%f2543 : tensor<256xf32>) {
  ^bb0(%a2544: f32, %o2545: f32):
    %b2546 = arith.addf %a2544, %o2545 : f32
    linalg.yield %b2546 : f32
  } -> tensor<256xf32>
  %e2548 = tensor.empty() : tensor<256xf32>
  %g2552 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2547 : tensor<256xf32>) outs(%e2548 : tensor<256xf32>) {
  ^bb0(%a2549: f32, %o2550: f32):
    %b2551 = arith.divf %a2549, %c6 : f32
    linalg.yield %b2551 : f32
  } -> tensor<256xf32>
  %e2556 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2569 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2522, %g2533, %g2552, %layer3_6_bn1_weight, %layer3_6_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2556 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2557: f32, %a2558: f32, %a2559: f32, %a2560: f32, %a2561: f32, %o2562: f32):
    %b2563 = arith.addf %a2559, %c2 : f32
    %b2564 = math.sqrt %b2563 : f32
    %b2565 = arith.subf %a2557, %a2558 : f32
    %b2566 = arith.divf %b2565, %b2564 : f32
    %b2567 = arith.mulf %b2566, %a2560 : f32
    %b2568 = arith.addf %b2567, %a2561 : f32
    linalg.yield %b2568 : f32
  } -> tensor<10x256x14x14xf32>
  %e2570 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2569 : tensor<10x256x14x14xf32>) outs(%e2570 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2571: f32, %o2572: f32):
    %b2573 = arith.maximumf %a2571, %c0 : f32
    linalg.yield %b2573 : f32
  } -> tensor<10x256x14x14xf32>
  %e2575 = tensor.empty() : tensor<10x256x16x16xf32>
  %f2576 = linalg.fill ins(%c0 : f32) outs(%e2575 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g2579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2574 : tensor<10x256x14x14xf32>) outs(%f2576 : tensor<10x256x16x16xf32>) {
  ^bb0(%a2577: f32, %o2578: f32):
    linalg.yield %a2577 : f32
  } -> tensor<10x256x16x16xf32>
  %e2580 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2581 = linalg.fill ins(%c0 : f32) outs(%e2580 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2582 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2579, %layer3_6_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f2581 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2583 = tensor.empty() : tensor<256xf32>
  %f2584 = linalg.fill ins(%c0 : f32) outs(%e2583 : tensor<256xf32>) -> tensor<256xf32>
  %g2588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2582 : tensor<10x256x14x14xf32>) outs(%f2584 : tensor<256xf32>) {
  ^bb0(%a2585: f32, %o2586: f32):
    %b2587 = arith.addf %a2585, %o2586 : f32
    linalg.yield %b2587 : f32
  } -> tensor<256xf32>
  %e2589 = tensor.empty() : tensor<256xf32>
  %g2593 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2588 : tensor<256xf32>) outs(%e2589 : tensor<256xf32>) {
  ^bb0(%a2590: f32, %o2591: f32):
    %b2592 = arith.divf %a2590, %c6 : f32
    linalg.yield %b2592 : f32
  } -> tensor<256xf32>
  %e2595 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2582, %g2593 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2595 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2596: f32, %a2597: f32, %o2598: f32):
    %b2599 = arith.subf %a2596, %a2597 : f32
    %b2600 = arith.mulf %b2599, %b2599 : f32
    linalg.yield %b2600 : f32
  } -> tensor<10x256x14x14xf32>
  %e2602 = tensor.empty() : tensor<256xf32>
  %f2603 = linalg.fill ins(%c0 : f32) outs(%e2602 : tensor<256xf32>) -> tensor<256xf32>
  %g2607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2601 : tensor<10x256x14x14xf32>) outs(%f2603 : tensor<256xf32>) {
  ^bb0(%a2604: f32, %o2605: f32):
    %b2606 = arith.addf %a2604, %o2605 : f32
    linalg.yield %b2606 : f32
  } -> tensor<256xf32>
  %e2608 = tensor.empty() : tensor<256xf32>
  %g2612 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2607 : tensor<256xf32>) outs(%e2608 : tensor<256xf32>) {
  ^bb0(%a2609: f32, %o2610: f32):
    %b2611 = arith.divf %a2609, %c6 : f32
    linalg.yield %b2611 : f32
  } -> tensor<256xf32>
  %e2616 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2582, %g2593, %g2612, %layer3_6_bn2_weight, %layer3_6_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2616 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2617: f32, %a2618: f32, %a2619: f32, %a2620: f32, %a2621: f32, %o2622: f32):
    %b2623 = arith.addf %a2619, %c2 : f32
    %b2624 = math.sqrt %b2623 : f32
    %b2625 = arith.subf %a2617, %a2618 : f32
    %b2626 = arith.divf %b2625, %b2624 : f32
    %b2627 = arith.mulf %b2626, %a2620 : f32
    %b2628 = arith.addf %b2627, %a2621 : f32
    linalg.yield %b2628 : f32
  } -> tensor<10x256x14x14xf32>
  %e2630 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2629 : tensor<10x256x14x14xf32>) outs(%e2630 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2631: f32, %o2632: f32):
    %b2633 = arith.maximumf %a2631, %c0 : f32
    linalg.yield %b2633 : f32
  } -> tensor<10x256x14x14xf32>
  %e2635 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f2636 = linalg.fill ins(%c0 : f32) outs(%e2635 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv2637 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2634, %layer3_6_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f2636 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e2638 = tensor.empty() : tensor<1024xf32>
  %f2639 = linalg.fill ins(%c0 : f32) outs(%e2638 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2637 : tensor<10x1024x14x14xf32>) outs(%f2639 : tensor<1024xf32>) {
  ^bb0(%a2640: f32, %o2641: f32):
    %b2642 = arith.addf %a2640, %o2641 : f32
    linalg.yield %b2642 : f32
  } -> tensor<1024xf32>
  %e2644 = tensor.empty() : tensor<1024xf32>
  %g2648 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2643 : tensor<1024xf32>) outs(%e2644 : tensor<1024xf32>) {
  ^bb0(%a2645: f32, %o2646: f32):
    %b2647 = arith.divf %a2645, %c6 : f32
    linalg.yield %b2647 : f32
  } -> tensor<1024xf32>
  %e2650 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2637, %g2648 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e2650 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2651: f32, %a2652: f32, %o2653: f32):
    %b2654 = arith.subf %a2651, %a2652 : f32
    %b2655 = arith.mulf %b2654, %b2654 : f32
    linalg.yield %b2655 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2657 = tensor.empty() : tensor<1024xf32>
  %f2658 = linalg.fill ins(%c0 : f32) outs(%e2657 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2656 : tensor<10x1024x14x14xf32>) outs(%f2658 : tensor<1024xf32>) {
  ^bb0(%a2659: f32, %o2660: f32):
    %b2661 = arith.addf %a2659, %o2660 : f32
    linalg.yield %b2661 : f32
  } -> tensor<1024xf32>
  %e2663 = tensor.empty() : tensor<1024xf32>
  %g2667 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2662 : tensor<1024xf32>) outs(%e2663 : tensor<1024xf32>) {
  ^bb0(%a2664: f32, %o2665: f32):
    %b2666 = arith.divf %a2664, %c6 : f32
    linalg.yield %b2666 : f32
  } -> tensor<1024xf32>
  %e2671 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2637, %g2648, %g2667, %layer3_6_bn3_weight, %layer3_6_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e2671 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2672: f32, %a2673: f32, %a2674: f32, %a2675: f32, %a2676: f32, %o2677: f32):
    %b2678 = arith.addf %a2674, %c2 : f32
    %b2679 = math.sqrt %b2678 : f32
    %b2680 = arith.subf %a2672, %a2673 : f32
    %b2681 = arith.divf %b2680, %b2679 : f32
    %b2682 = arith.mulf %b2681, %a2675 : f32
    %b2683 = arith.addf %b2682, %a2676 : f32
    linalg.yield %b2683 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2685 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2684, %g2519 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e2685 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2686: f32, %a2687: f32, %o2688: f32):
    %b2689 = arith.addf %a2686, %a2687 : f32
    linalg.yield %b2689 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2691 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2690 : tensor<10x1024x14x14xf32>) outs(%e2691 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2692: f32, %o2693: f32):
    %b2694 = arith.maximumf %a2692, %c0 : f32
    linalg.yield %b2694 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2696 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2697 = linalg.fill ins(%c0 : f32) outs(%e2696 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2698 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2695, %layer3_7_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f2697 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2699 = tensor.empty() : tensor<256xf32>
  %f2700 = linalg.fill ins(%c0 : f32) outs(%e2699 : tensor<256xf32>) -> tensor<256xf32>
  %g2704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2698 : tensor<10x256x14x14xf32>) outs(%f2700 : tensor<256xf32>) {
  ^bb0(%a2701: f32, %o2702: f32):
    %b2703 = arith.addf %a2701, %o2702 : f32
    linalg.yield %b2703 : f32
  } -> tensor<256xf32>
  %e2705 = tensor.empty() : tensor<256xf32>
  %g2709 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2704 : tensor<256xf32>) outs(%e2705 : tensor<256xf32>) {
  ^bb0(%a2706: f32, %o2707: f32):
    %b2708 = arith.divf %a2706, %c6 : f32
    linalg.yield %b2708 : f32
  } -> tensor<256xf32>
  %e2711 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2698, %g2709 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2711 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2712: f32, %a2713: f32, %o2714: f32):
    %b2715 = arith.subf %a2712, %a2713 : f32
    %b2716 = arith.mulf %b2715, %b2715 : f32
    linalg.yield %b2716 : f32
  } -> tensor<10x256x14x14xf32>
  %e2718 = tensor.empty() : tensor<256xf32>
  %f2719 = linalg.fill ins(%c0 : f32) outs(%e2718 : tensor<256xf32>) -> tensor<256xf32>
  %g2723 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2717 : tensor<10x256x14x14xf32>) outs(%f2719 : tensor<256xf32>) {
  ^bb0(%a2720: f32, %o2721: f32):
    %b2722 = arith.addf %a2720, %o2721 : f32
    linalg.yield %b2722 : f32
  } -> tensor<256xf32>
  %e2724 = tensor.empty() : tensor<256xf32>
  %g2728 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2723 : tensor<256xf32>) outs(%e2724 : tensor<256xf32>) {
  ^bb0(%a2725: f32, %o2726: f32):
    %b2727 = arith.divf %a2725, %c6 : f32
    linalg.yield %b2727 : f32
  } -> tensor<256xf32>
  %e2732 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2698, %g2709, %g2728, %layer3_7_bn1_weight, %layer3_7_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2732 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2733: f32, %a2734: f32, %a2735: f32, %a2736: f32, %a2737: f32, %o2738: f32):
    %b2739 = arith.addf %a2735, %c2 : f32
    %b2740 = math.sqrt %b2739 : f32
    %b2741 = arith.subf %a2733, %a2734 : f32
    %b2742 = arith.divf %b2741, %b2740 : f32
    %b2743 = arith.mulf %b2742, %a2736 : f32
    %b2744 = arith.addf %b2743, %a2737 : f32
    linalg.yield %b2744 : f32
  } -> tensor<10x256x14x14xf32>
  %e2746 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2745 : tensor<10x256x14x14xf32>) outs(%e2746 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2747: f32, %o2748: f32):
    %b2749 = arith.maximumf %a2747, %c0 : f32
    linalg.yield %b2749 : f32
  } -> tensor<10x256x14x14xf32>
  %e2751 = tensor.empty() : tensor<10x256x16x16xf32>
  %f2752 = linalg.fill ins(%c0 : f32) outs(%e2751 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g2755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2750 : tensor<10x256x14x14xf32>) outs(%f2752 : tensor<10x256x16x16xf32>) {
  ^bb0(%a2753: f32, %o2754: f32):
    linalg.yield %a2753 : f32
  } -> tensor<10x256x16x16xf32>
  %e2756 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2757 = linalg.fill ins(%c0 : f32) outs(%e2756 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2758 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2755, %layer3_7_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f2757 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2759 = tensor.empty() : tensor<256xf32>
  %f2760 = linalg.fill ins(%c0 : f32) outs(%e2759 : tensor<256xf32>) -> tensor<256xf32>
  %g2764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2758 : tensor<10x256x14x14xf32>) outs(%f2760 : tensor<256xf32>) {
  ^bb0(%a2761: f32, %o2762: f32):
    %b2763 = arith.addf %a2761, %o2762 : f32
    linalg.yield %b2763 : f32
  } -> tensor<256xf32>
  %e2765 = tensor.empty() : tensor<256xf32>
  %g2769 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2764 : tensor<256xf32>) outs(%e2765 : tensor<256xf32>) {
  ^bb0(%a2766: f32, %o2767: f32):
    %b2768 = arith.divf %a2766, %c6 : f32
    linalg.yield %b2768 : f32
  } -> tensor<256xf32>
  %e2771 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2777 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2758, %g2769 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2771 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2772: f32, %a2773: f32, %o2774: f32):
    %b2775 = arith.subf %a2772, %a2773 : f32
    %b2776 = arith.mulf %b2775, %b2775 : f32
    linalg.yield %b2776 : f32
  } -> tensor<10x256x14x14xf32>
  %e2778 = tensor.empty() : tensor<256xf32>
  %f2779 = linalg.fill ins(%c0 : f32) outs(%e2778 : tensor<256xf32>) -> tensor<256xf32>
  %g2783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2777 : tensor<10x256x14x14xf32>) outs(%f2779 : tensor<256xf32>) {
  ^bb0(%a2780: f32, %o2781: f32):
    %b2782 = arith.addf %a2780, %o2781 : f32
    linalg.yield %b2782 : f32
  } -> tensor<256xf32>
  %e2784 = tensor.empty() : tensor<256xf32>
  %g2788 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2783 : tensor<256xf32>) outs(%e2784 : tensor<256xf32>) {
  ^bb0(%a2785: f32, %o2786: f32):
    %b2787 = arith.divf %a2785, %c6 : f32
    linalg.yield %b2787 : f32
  } -> tensor<256xf32>
  %e2792 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2758, %g2769, %g2788, %layer3_7_bn2_weight, %layer3_7_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2792 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2793: f32, %a2794: f32, %a2795: f32, %a2796: f32, %a2797: f32, %o2798: f32):
    %b2799 = arith.addf %a2795, %c2 : f32
    %b2800 = math.sqrt %b2799 : f32
    %b2801 = arith.subf %a2793, %a2794 : f32
    %b2802 = arith.divf %b2801, %b2800 : f32
    %b2803 = arith.mulf %b2802, %a2796 : f32
    %b2804 = arith.addf %b2803, %a2797 : f32
    linalg.yield %b2804 : f32
  } -> tensor<10x256x14x14xf32>
  %e2806 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2805 : tensor<10x256x14x14xf32>) outs(%e2806 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2807: f32, %o2808: f32):
    %b2809 = arith.maximumf %a2807, %c0 : f32
    linalg.yield %b2809 : f32
  } -> tensor<10x256x14x14xf32>
  %e2811 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f2812 = linalg.fill ins(%c0 : f32) outs(%e2811 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv2813 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2810, %layer3_7_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f2812 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e2814 = tensor.empty() : tensor<1024xf32>
  %f2815 = linalg.fill ins(%c0 : f32) outs(%e2814 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2813 : tensor<10x1024x14x14xf32>) outs(%f2815 : tensor<1024xf32>) {
  ^bb0(%a2816: f32, %o2817: f32):
    %b2818 = arith.addf %a2816, %o2817 : f32
    linalg.yield %b2818 : f32
  } -> tensor<1024xf32>
  %e2820 = tensor.empty() : tensor<1024xf32>
  %g2824 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2819 : tensor<1024xf32>) outs(%e2820 : tensor<1024xf32>) {
  ^bb0(%a2821: f32, %o2822: f32):
    %b2823 = arith.divf %a2821, %c6 : f32
    linalg.yield %b2823 : f32
  } -> tensor<1024xf32>
  %e2826 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2813, %g2824 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e2826 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2827: f32, %a2828: f32, %o2829: f32):
    %b2830 = arith.subf %a2827, %a2828 : f32
    %b2831 = arith.mulf %b2830, %b2830 : f32
    linalg.yield %b2831 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2833 = tensor.empty() : tensor<1024xf32>
  %f2834 = linalg.fill ins(%c0 : f32) outs(%e2833 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2832 : tensor<10x1024x14x14xf32>) outs(%f2834 : tensor<1024xf32>) {
  ^bb0(%a2835: f32, %o2836: f32):
    %b2837 = arith.addf %a2835, %o2836 : f32
    linalg.yield %b2837 : f32
  } -> tensor<1024xf32>
  %e2839 = tensor.empty() : tensor<1024xf32>
  %g2843 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2838 : tensor<1024xf32>) outs(%e2839 : tensor<1024xf32>) {
  ^bb0(%a2840: f32, %o2841: f32):
    %b2842 = arith.divf %a2840, %c6 : f32
    linalg.yield %b2842 : f32
  } -> tensor<1024xf32>
  %e2847 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2860 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2813, %g2824, %g2843, %layer3_7_bn3_weight, %layer3_7_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e2847 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2848: f32, %a2849: f32, %a2850: f32, %a2851: f32, %a2852: f32, %o2853: f32):
    %b2854 = arith.addf %a2850, %c2 : f32
    %b2855 = math.sqrt %b2854 : f32
    %b2856 = arith.subf %a2848, %a2849 : f32
    %b2857 = arith.divf %b2856, %b2855 : f32
    %b2858 = arith.mulf %b2857, %a2851 : f32
    %b2859 = arith.addf %b2858, %a2852 : f32
    linalg.yield %b2859 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2861 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2860, %g2695 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e2861 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2862: f32, %a2863: f32, %o2864: f32):
    %b2865 = arith.addf %a2862, %a2863 : f32
    linalg.yield %b2865 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2867 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g2871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2866 : tensor<10x1024x14x14xf32>) outs(%e2867 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a2868: f32, %o2869: f32):
    %b2870 = arith.maximumf %a2868, %c0 : f32
    linalg.yield %b2870 : f32
  } -> tensor<10x1024x14x14xf32>
  %e2872 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2873 = linalg.fill ins(%c0 : f32) outs(%e2872 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2874 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2871, %layer3_8_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f2873 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2875 = tensor.empty() : tensor<256xf32>
  %f2876 = linalg.fill ins(%c0 : f32) outs(%e2875 : tensor<256xf32>) -> tensor<256xf32>
  %g2880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2874 : tensor<10x256x14x14xf32>) outs(%f2876 : tensor<256xf32>) {
  ^bb0(%a2877: f32, %o2878: f32):
    %b2879 = arith.addf %a2877, %o2878 : f32
    linalg.yield %b2879 : f32
  } -> tensor<256xf32>
  %e2881 = tensor.empty() : tensor<256xf32>
  %g2885 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2880 : tensor<256xf32>) outs(%e2881 : tensor<256xf32>) {
  ^bb0(%a2882: f32, %o2883: f32):
    %b2884 = arith.divf %a2882, %c6 : f32
    linalg.yield %b2884 : f32
  } -> tensor<256xf32>
  %e2887 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2874, %g2885 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2887 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2888: f32, %a2889: f32, %o2890: f32):
    %b2891 = arith.subf %a2888, %a2889 : f32
    %b2892 = arith.mulf %b2891, %b2891 : f32
    linalg.yield %b2892 : f32
  } -> tensor<10x256x14x14xf32>
  %e2894 = tensor.empty() : tensor<256xf32>
  %f2895 = linalg.fill ins(%c0 : f32) outs(%e2894 : tensor<256xf32>) -> tensor<256xf32>
  %g2899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2893 : tensor<10x256x14x14xf32>) outs(%f2895 : tensor<256xf32>) {
  ^bb0(%a2896: f32, %o2897: f32):
    %b2898 = arith.addf %a2896, %o2897 : f32
    linalg.yield %b2898 : f32
  } -> tensor<256xf32>
  %e2900 = tensor.empty() : tensor<256xf32>
  %g2904 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2899 : tensor<256xf32>) outs(%e2900 : tensor<256xf32>) {
  ^bb0(%a2901: f32, %o2902: f32):
    %b2903 = arith.divf %a2901, %c6 : f32
    linalg.yield %b2903 : f32
  } -> tensor<256xf32>
  %e2908 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2921 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2874, %g2885, %g2904, %layer3_8_bn1_weight, %layer3_8_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2908 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2909: f32, %a2910: f32, %a2911: f32, %a2912: f32, %a2913: f32, %o2914: f32):
    %b2915 = arith.addf %a2911, %c2 : f32
    %b2916 = math.sqrt %b2915 : f32
    %b2917 = arith.subf %a2909, %a2910 : f32
    %b2918 = arith.divf %b2917, %b2916 : f32
    %b2919 = arith.mulf %b2918, %a2912 : f32
    %b2920 = arith.addf %b2919, %a2913 : f32
    linalg.yield %b2920 : f32
  } -> tensor<10x256x14x14xf32>
  %e2922 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2926 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2921 : tensor<10x256x14x14xf32>) outs(%e2922 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2923: f32, %o2924: f32):
    %b2925 = arith.maximumf %a2923, %c0 : f32
    linalg.yield %b2925 : f32
  } -> tensor<10x256x14x14xf32>
  %e2927 = tensor.empty() : tensor<10x256x16x16xf32>
  %f2928 = linalg.fill ins(%c0 : f32) outs(%e2927 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g2931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2926 : tensor<10x256x14x14xf32>) outs(%f2928 : tensor<10x256x16x16xf32>) {
  ^bb0(%a2929: f32, %o2930: f32):
    linalg.yield %a2929 : f32
  } -> tensor<10x256x16x16xf32>
  %e2932 = tensor.empty() : tensor<10x256x14x14xf32>
  %f2933 = linalg.fill ins(%c0 : f32) outs(%e2932 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv2934 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2931, %layer3_8_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f2933 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e2935 = tensor.empty() : tensor<256xf32>
  %f2936 = linalg.fill ins(%c0 : f32) outs(%e2935 : tensor<256xf32>) -> tensor<256xf32>
  %g2940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2934 : tensor<10x256x14x14xf32>) outs(%f2936 : tensor<256xf32>) {
  ^bb0(%a2937: f32, %o2938: f32):
    %b2939 = arith.addf %a2937, %o2938 : f32
    linalg.yield %b2939 : f32
  } -> tensor<256xf32>
  %e2941 = tensor.empty() : tensor<256xf32>
  %g2945 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2940 : tensor<256xf32>) outs(%e2941 : tensor<256xf32>) {
  ^bb0(%a2942: f32, %o2943: f32):
    %b2944 = arith.divf %a2942, %c6 : f32
    linalg.yield %b2944 : f32
  } -> tensor<256xf32>
  %e2947 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2953 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2934, %g2945 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e2947 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2948: f32, %a2949: f32, %o2950: f32):
    %b2951 = arith.subf %a2948, %a2949 : f32
    %b2952 = arith.mulf %b2951, %b2951 : f32
    linalg.yield %b2952 : f32
  } -> tensor<10x256x14x14xf32>
  %e2954 = tensor.empty() : tensor<256xf32>
  %f2955 = linalg.fill ins(%c0 : f32) outs(%e2954 : tensor<256xf32>) -> tensor<256xf32>
  %g2959 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g2953 : tensor<10x256x14x14xf32>) outs(%f2955 : tensor<256xf32>) {
  ^bb0(%a2956: f32, %o2957: f32):
    %b2958 = arith.addf %a2956, %o2957 : f32
    linalg.yield %b2958 : f32
  } -> tensor<256xf32>
  %e2960 = tensor.empty() : tensor<256xf32>
  %g2964 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2959 : tensor<256xf32>) outs(%e2960 : tensor<256xf32>) {
  ^bb0(%a2961: f32, %o2962: f32):
    %b2963 = arith.divf %a2961, %c6 : f32
    linalg.yield %b2963 : f32
  } -> tensor<256xf32>
  %e2968 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2981 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2934, %g2945, %g2964, %layer3_8_bn2_weight, %layer3_8_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e2968 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2969: f32, %a2970: f32, %a2971: f32, %a2972: f32, %a2973: f32, %o2974: f32):
    %b2975 = arith.addf %a2971, %c2 : f32
    %b2976 = math.sqrt %b2975 : f32
    %b2977 = arith.subf %a2969, %a2970 : f32
    %b2978 = arith.divf %b2977, %b2976 : f32
    %b2979 = arith.mulf %b2978, %a2972 : f32
    %b2980 = arith.addf %b2979, %a2973 : f32
    linalg.yield %b2980 : f32
  } -> tensor<10x256x14x14xf32>
  %e2982 = tensor.empty() : tensor<10x256x14x14xf32>
  %g2986 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2981 : tensor<10x256x14x14xf32>) outs(%e2982 : tensor<10x256x14x14xf32>) {
  ^bb0(%a2983: f32, %o2984: f32):
    %b2985 = arith.maximumf %a2983, %c0 : f32
    linalg.yield %b2985 : f32
  } -> tensor<10x256x14x14xf32>
  %e2987 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f2988 = linalg.fill ins(%c0 : f32) outs(%e2987 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv2989 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g2986, %layer3_8_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f2988 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e2990 = tensor.empty() : tensor<1024xf32>
  %f2991 = linalg.fill ins(%c0 : f32) outs(%e2990 : tensor<1024xf32>) -> tensor<1024xf32>
  %g2995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv2989 : tensor<10x1024x14x14xf32>) outs(%f2991 : tensor<1024xf32>) {
  ^bb0(%a2992: f32, %o2993: f32):
    %b2994 = arith.addf %a2992, %o2993 : f32
    linalg.yield %b2994 : f32
  } -> tensor<1024xf32>
  %e2996 = tensor.empty() : tensor<1024xf32>
  %g3000 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g2995 : tensor<1024xf32>) outs(%e2996 : tensor<1024xf32>) {
  ^bb0(%a2997: f32, %o2998: f32):
    %b2999 = arith.divf %a2997, %c6 : f32
    linalg.yield %b2999 : f32
  } -> tensor<1024xf32>
  %e3002 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3008 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2989, %g3000 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e3002 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3003: f32, %a3004: f32, %o3005: f32):
    %b3006 = arith.subf %a3003, %a3004 : f32
    %b3007 = arith.mulf %b3006, %b3006 : f32
    linalg.yield %b3007 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3009 = tensor.empty() : tensor<1024xf32>
  %f3010 = linalg.fill ins(%c0 : f32) outs(%e3009 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3014 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3008 : tensor<10x1024x14x14xf32>) outs(%f3010 : tensor<1024xf32>) {
  ^bb0(%a3011: f32, %o3012: f32):
    %b3013 = arith.addf %a3011, %o3012 : f32
    linalg.yield %b3013 : f32
  } -> tensor<1024xf32>
  %e3015 = tensor.empty() : tensor<1024xf32>
  %g3019 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3014 : tensor<1024xf32>) outs(%e3015 : tensor<1024xf32>) {
  ^bb0(%a3016: f32, %o3017: f32):
    %b3018 = arith.divf %a3016, %c6 : f32
    linalg.yield %b3018 : f32
  } -> tensor<1024xf32>
  %e3023 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2989, %g3000, %g3019, %layer3_8_bn3_weight, %layer3_8_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e3023 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3024: f32, %a3025: f32, %a3026: f32, %a3027: f32, %a3028: f32, %o3029: f32):
    %b3030 = arith.addf %a3026, %c2 : f32
    %b3031 = math.sqrt %b3030 : f32
    %b3032 = arith.subf %a3024, %a3025 : f32
    %b3033 = arith.divf %b3032, %b3031 : f32
    %b3034 = arith.mulf %b3033, %a3027 : f32
    %b3035 = arith.addf %b3034, %a3028 : f32
    linalg.yield %b3035 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3037 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3036, %g2871 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e3037 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3038: f32, %a3039: f32, %o3040: f32):
    %b3041 = arith.addf %a3038, %a3039 : f32
    linalg.yield %b3041 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3043 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3042 : tensor<10x1024x14x14xf32>) outs(%e3043 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3044: f32, %o3045: f32):
    %b3046 = arith.maximumf %a3044, %c0 : f32
    linalg.yield %b3046 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3048 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3049 = linalg.fill ins(%c0 : f32) outs(%e3048 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3050 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3047, %layer3_9_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f3049 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3051 = tensor.empty() : tensor<256xf32>
  %f3052 = linalg.fill ins(%c0 : f32) outs(%e3051 : tensor<256xf32>) -> tensor<256xf32>
  %g3056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3050 : tensor<10x256x14x14xf32>) outs(%f3052 : tensor<256xf32>) {
  ^bb0(%a3053: f32, %o3054: f32):
    %b3055 = arith.addf %a3053, %o3054 : f32
    linalg.yield %b3055 : f32
  } -> tensor<256xf32>
  %e3057 = tensor.empty() : tensor<256xf32>
  %g3061 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3056 : tensor<256xf32>) outs(%e3057 : tensor<256xf32>) {
  ^bb0(%a3058: f32, %o3059: f32):
    %b3060 = arith.divf %a3058, %c6 : f32
    linalg.yield %b3060 : f32
  } -> tensor<256xf32>
  %e3063 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3069 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3050, %g3061 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3063 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3064: f32, %a3065: f32, %o3066: f32):
    %b3067 = arith.subf %a3064, %a3065 : f32
    %b3068 = arith.mulf %b3067, %b3067 : f32
    linalg.yield %b3068 : f32
  } -> tensor<10x256x14x14xf32>
  %e3070 = tensor.empty() : tensor<256xf32>
  %f3071 = linalg.fill ins(%c0 : f32) outs(%e3070 : tensor<256xf32>) -> tensor<256xf32>
  %g3075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3069 : tensor<10x256x14x14xf32>) outs(%f3071 : tensor<256xf32>) {
  ^bb0(%a3072: f32, %o3073: f32):
    %b3074 = arith.addf %a3072, %o3073 : f32
    linalg.yield %b3074 : f32
  } -> tensor<256xf32>
  %e3076 = tensor.empty() : tensor<256xf32>
  %g3080 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3075 : tensor<256xf32>) outs(%e3076 : tensor<256xf32>) {
  ^bb0(%a3077: f32, %o3078: f32):
    %b3079 = arith.divf %a3077, %c6 : f32
    linalg.yield %b3079 : f32
  } -> tensor<256xf32>
  %e3084 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3097 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3050, %g3061, %g3080, %layer3_9_bn1_weight, %layer3_9_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3084 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3085: f32, %a3086: f32, %a3087: f32, %a3088: f32, %a3089: f32, %o3090: f32):
    %b3091 = arith.addf %a3087, %c2 : f32
    %b3092 = math.sqrt %b3091 : f32
    %b3093 = arith.subf %a3085, %a3086 : f32
    %b3094 = arith.divf %b3093, %b3092 : f32
    %b3095 = arith.mulf %b3094, %a3088 : f32
    %b3096 = arith.addf %b3095, %a3089 : f32
    linalg.yield %b3096 : f32
  } -> tensor<10x256x14x14xf32>
  %e3098 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3097 : tensor<10x256x14x14xf32>) outs(%e3098 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3099: f32, %o3100: f32):
    %b3101 = arith.maximumf %a3099, %c0 : f32
    linalg.yield %b3101 : f32
  } -> tensor<10x256x14x14xf32>
  %e3103 = tensor.empty() : tensor<10x256x16x16xf32>
  %f3104 = linalg.fill ins(%c0 : f32) outs(%e3103 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g3107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3102 : tensor<10x256x14x14xf32>) outs(%f3104 : tensor<10x256x16x16xf32>) {
  ^bb0(%a3105: f32, %o3106: f32):
    linalg.yield %a3105 : f32
  } -> tensor<10x256x16x16xf32>
  %e3108 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3109 = linalg.fill ins(%c0 : f32) outs(%e3108 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3110 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3107, %layer3_9_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f3109 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3111 = tensor.empty() : tensor<256xf32>
  %f3112 = linalg.fill ins(%c0 : f32) outs(%e3111 : tensor<256xf32>) -> tensor<256xf32>
  %g3116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3110 : tensor<10x256x14x14xf32>) outs(%f3112 : tensor<256xf32>) {
  ^bb0(%a3113: f32, %o3114: f32):
    %b3115 = arith.addf %a3113, %o3114 : f32
    linalg.yield %b3115 : f32
  } -> tensor<256xf32>
  %e3117 = tensor.empty() : tensor<256xf32>
  %g3121 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3116 : tensor<256xf32>) outs(%e3117 : tensor<256xf32>) {
  ^bb0(%a3118: f32, %o3119: f32):
    %b3120 = arith.divf %a3118, %c6 : f32
    linalg.yield %b3120 : f32
  } -> tensor<256xf32>
  %e3123 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3110, %g3121 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3123 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3124: f32, %a3125: f32, %o3126: f32):
    %b3127 = arith.subf %a3124, %a3125 : f32
    %b3128 = arith.mulf %b3127, %b3127 : f32
    linalg.yield %b3128 : f32
  } -> tensor<10x256x14x14xf32>
  %e3130 = tensor.empty() : tensor<256xf32>
  %f3131 = linalg.fill ins(%c0 : f32) outs(%e3130 : tensor<256xf32>) -> tensor<256xf32>
  %g3135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3129 : tensor<10x256x14x14xf32>) outs(%f3131 : tensor<256xf32>) {
  ^bb0(%a3132: f32, %o3133: f32):
    %b3134 = arith.addf %a3132, %o3133 : f32
    linalg.yield %b3134 : f32
  } -> tensor<256xf32>
  %e3136 = tensor.empty() : tensor<256xf32>
  %g3140 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3135 : tensor<256xf32>) outs(%e3136 : tensor<256xf32>) {
  ^bb0(%a3137: f32, %o3138: f32):
    %b3139 = arith.divf %a3137, %c6 : f32
    linalg.yield %b3139 : f32
  } -> tensor<256xf32>
  %e3144 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3110, %g3121, %g3140, %layer3_9_bn2_weight, %layer3_9_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3144 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3145: f32, %a3146: f32, %a3147: f32, %a3148: f32, %a3149: f32, %o3150: f32):
    %b3151 = arith.addf %a3147, %c2 : f32
    %b3152 = math.sqrt %b3151 : f32
    %b3153 = arith.subf %a3145, %a3146 : f32
    %b3154 = arith.divf %b3153, %b3152 : f32
    %b3155 = arith.mulf %b3154, %a3148 : f32
    %b3156 = arith.addf %b3155, %a3149 : f32
    linalg.yield %b3156 : f32
  } -> tensor<10x256x14x14xf32>
  %e3158 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3157 : tensor<10x256x14x14xf32>) outs(%e3158 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3159: f32, %o3160: f32):
    %b3161 = arith.maximumf %a3159, %c0 : f32
    linalg.yield %b3161 : f32
  } -> tensor<10x256x14x14xf32>
  %e3163 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f3164 = linalg.fill ins(%c0 : f32) outs(%e3163 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv3165 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3162, %layer3_9_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f3164 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e3166 = tensor.empty() : tensor<1024xf32>
  %f3167 = linalg.fill ins(%c0 : f32) outs(%e3166 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3165 : tensor<10x1024x14x14xf32>) outs(%f3167 : tensor<1024xf32>) {
  ^bb0(%a3168: f32, %o3169: f32):
    %b3170 = arith.addf %a3168, %o3169 : f32
    linalg.yield %b3170 : f32
  } -> tensor<1024xf32>
  %e3172 = tensor.empty() : tensor<1024xf32>
  %g3176 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3171 : tensor<1024xf32>) outs(%e3172 : tensor<1024xf32>) {
  ^bb0(%a3173: f32, %o3174: f32):
    %b3175 = arith.divf %a3173, %c6 : f32
    linalg.yield %b3175 : f32
  } -> tensor<1024xf32>
  %e3178 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3165, %g3176 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e3178 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3179: f32, %a3180: f32, %o3181: f32):
    %b3182 = arith.subf %a3179, %a3180 : f32
    %b3183 = arith.mulf %b3182, %b3182 : f32
    linalg.yield %b3183 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3185 = tensor.empty() : tensor<1024xf32>
  %f3186 = linalg.fill ins(%c0 : f32) outs(%e3185 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3184 : tensor<10x1024x14x14xf32>) outs(%f3186 : tensor<1024xf32>) {
  ^bb0(%a3187: f32, %o3188: f32):
    %b3189 = arith.addf %a3187, %o3188 : f32
    linalg.yield %b3189 : f32
  } -> tensor<1024xf32>
  %e3191 = tensor.empty() : tensor<1024xf32>
  %g3195 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3190 : tensor<1024xf32>) outs(%e3191 : tensor<1024xf32>) {
  ^bb0(%a3192: f32, %o3193: f32):
    %b3194 = arith.divf %a3192, %c6 : f32
    linalg.yield %b3194 : f32
  } -> tensor<1024xf32>
  %e3199 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3165, %g3176, %g3195, %layer3_9_bn3_weight, %layer3_9_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e3199 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3200: f32, %a3201: f32, %a3202: f32, %a3203: f32, %a3204: f32, %o3205: f32):
    %b3206 = arith.addf %a3202, %c2 : f32
    %b3207 = math.sqrt %b3206 : f32
    %b3208 = arith.subf %a3200, %a3201 : f32
    %b3209 = arith.divf %b3208, %b3207 : f32
    %b3210 = arith.mulf %b3209, %a3203 : f32
    %b3211 = arith.addf %b3210, %a3204 : f32
    linalg.yield %b3211 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3213 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3212, %g3047 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e3213 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3214: f32, %a3215: f32, %o3216: f32):
    %b3217 = arith.addf %a3214, %a3215 : f32
    linalg.yield %b3217 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3219 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3218 : tensor<10x1024x14x14xf32>) outs(%e3219 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3220: f32, %o3221: f32):
    %b3222 = arith.maximumf %a3220, %c0 : f32
    linalg.yield %b3222 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3224 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3225 = linalg.fill ins(%c0 : f32) outs(%e3224 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3223, %layer3_10_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f3225 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3227 = tensor.empty() : tensor<256xf32>
  %f3228 = linalg.fill ins(%c0 : f32) outs(%e3227 : tensor<256xf32>) -> tensor<256xf32>
  %g3232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3226 : tensor<10x256x14x14xf32>) outs(%f3228 : tensor<256xf32>) {
  ^bb0(%a3229: f32, %o3230: f32):
    %b3231 = arith.addf %a3229, %o3230 : f32
    linalg.yield %b3231 : f32
  } -> tensor<256xf32>
  %e3233 = tensor.empty() : tensor<256xf32>
  %g3237 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3232 : tensor<256xf32>) outs(%e3233 : tensor<256xf32>) {
  ^bb0(%a3234: f32, %o3235: f32):
    %b3236 = arith.divf %a3234, %c6 : f32
    linalg.yield %b3236 : f32
  } -> tensor<256xf32>
  %e3239 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3226, %g3237 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3239 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3240: f32, %a3241: f32, %o3242: f32):
    %b3243 = arith.subf %a3240, %a3241 : f32
    %b3244 = arith.mulf %b3243, %b3243 : f32
    linalg.yield %b3244 : f32
  } -> tensor<10x256x14x14xf32>
  %e3246 = tensor.empty() : tensor<256xf32>
  %f3247 = linalg.fill ins(%c0 : f32) outs(%e3246 : tensor<256xf32>) -> tensor<256xf32>
  %g3251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3245 : tensor<10x256x14x14xf32>) outs(%f3247 : tensor<256xf32>) {
  ^bb0(%a3248: f32, %o3249: f32):
    %b3250 = arith.addf %a3248, %o3249 : f32
    linalg.yield %b3250 : f32
  } -> tensor<256xf32>
  %e3252 = tensor.empty() : tensor<256xf32>
  %g3256 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3251 : tensor<256xf32>) outs(%e3252 : tensor<256xf32>) {
  ^bb0(%a3253: f32, %o3254: f32):
    %b3255 = arith.divf %a3253, %c6 : f32
    linalg.yield %b3255 : f32
  } -> tensor<256xf32>
  %e3260 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3226, %g3237, %g3256, %layer3_10_bn1_weight, %layer3_10_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3260 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3261: f32, %a3262: f32, %a3263: f32, %a3264: f32, %a3265: f32, %o3266: f32):
    %b3267 = arith.addf %a3263, %c2 : f32
    %b3268 = math.sqrt %b3267 : f32
    %b3269 = arith.subf %a3261, %a3262 : f32
    %b3270 = arith.divf %b3269, %b3268 : f32
    %b3271 = arith.mulf %b3270, %a3264 : f32
    %b3272 = arith.addf %b3271, %a3265 : f32
    linalg.yield %b3272 : f32
  } -> tensor<10x256x14x14xf32>
  %e3274 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3273 : tensor<10x256x14x14xf32>) outs(%e3274 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3275: f32, %o3276: f32):
    %b3277 = arith.maximumf %a3275, %c0 : f32
    linalg.yield %b3277 : f32
  } -> tensor<10x256x14x14xf32>
  %e3279 = tensor.empty() : tensor<10x256x16x16xf32>
  %f3280 = linalg.fill ins(%c0 : f32) outs(%e3279 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g3283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3278 : tensor<10x256x14x14xf32>) outs(%f3280 : tensor<10x256x16x16xf32>) {
  ^bb0(%a3281: f32, %o3282: f32):
    linalg.yield %a3281 : f32
  } -> tensor<10x256x16x16xf32>
  %e3284 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3285 = linalg.fill ins(%c0 : f32) outs(%e3284 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3286 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3283, %layer3_10_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f3285 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3287 = tensor.empty() : tensor<256xf32>
  %f3288 = linalg.fill ins(%c0 : f32) outs(%e3287 : tensor<256xf32>) -> tensor<256xf32>
  %g3292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3286 : tensor<10x256x14x14xf32>) outs(%f3288 : tensor<256xf32>) {
  ^bb0(%a3289: f32, %o3290: f32):
    %b3291 = arith.addf %a3289, %o3290 : f32
    linalg.yield %b3291 : f32
  } -> tensor<256xf32>
  %e3293 = tensor.empty() : tensor<256xf32>
  %g3297 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3292 : tensor<256xf32>) outs(%e3293 : tensor<256xf32>) {
  ^bb0(%a3294: f32, %o3295: f32):
    %b3296 = arith.divf %a3294, %c6 : f32
    linalg.yield %b3296 : f32
  } -> tensor<256xf32>
  %e3299 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3286, %g3297 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3299 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3300: f32, %a3301: f32, %o3302: f32):
    %b3303 = arith.subf %a3300, %a3301 : f32
    %b3304 = arith.mulf %b3303, %b3303 : f32
    linalg.yield %b3304 : f32
  } -> tensor<10x256x14x14xf32>
  %e3306 = tensor.empty() : tensor<256xf32>
  %f3307 = linalg.fill ins(%c0 : f32) outs(%e3306 : tensor<256xf32>) -> tensor<256xf32>
  %g3311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3305 : tensor<10x256x14x14xf32>) outs(%f3307 : tensor<256xf32>) {
  ^bb0(%a3308: f32, %o3309: f32):
    %b3310 = arith.addf %a3308, %o3309 : f32
    linalg.yield %b3310 : f32
  } -> tensor<256xf32>
  %e3312 = tensor.empty() : tensor<256xf32>
  %g3316 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3311 : tensor<256xf32>) outs(%e3312 : tensor<256xf32>) {
  ^bb0(%a3313: f32, %o3314: f32):
    %b3315 = arith.divf %a3313, %c6 : f32
    linalg.yield %b3315 : f32
  } -> tensor<256xf32>
  %e3320 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3286, %g3297, %g3316, %layer3_10_bn2_weight, %layer3_10_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3320 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3321: f32, %a3322: f32, %a3323: f32, %a3324: f32, %a3325: f32, %o3326: f32):
    %b3327 = arith.addf %a3323, %c2 : f32
    %b3328 = math.sqrt %b3327 : f32
    %b3329 = arith.subf %a3321, %a3322 : f32
    %b3330 = arith.divf %b3329, %b3328 : f32
    %b3331 = arith.mulf %b3330, %a3324 : f32
    %b3332 = arith.addf %b3331, %a3325 : f32
    linalg.yield %b3332 : f32
  } -> tensor<10x256x14x14xf32>
  %e3334 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3338 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3333 : tensor<10x256x14x14xf32>) outs(%e3334 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3335: f32, %o3336: f32):
    %b3337 = arith.maximumf %a3335, %c0 : f32
    linalg.yield %b3337 : f32
  } -> tensor<10x256x14x14xf32>
  %e3339 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f3340 = linalg.fill ins(%c0 : f32) outs(%e3339 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv3341 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3338, %layer3_10_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f3340 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e3342 = tensor.empty() : tensor<1024xf32>
  %f3343 = linalg.fill ins(%c0 : f32) outs(%e3342 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3341 : tensor<10x1024x14x14xf32>) outs(%f3343 : tensor<1024xf32>) {
  ^bb0(%a3344: f32, %o3345: f32):
    %b3346 = arith.addf %a3344, %o3345 : f32
    linalg.yield %b3346 : f32
  } -> tensor<1024xf32>
  %e3348 = tensor.empty() : tensor<1024xf32>
  %g3352 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3347 : tensor<1024xf32>) outs(%e3348 : tensor<1024xf32>) {
  ^bb0(%a3349: f32, %o3350: f32):
    %b3351 = arith.divf %a3349, %c6 : f32
    linalg.yield %b3351 : f32
  } -> tensor<1024xf32>
  %e3354 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3341, %g3352 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e3354 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3355: f32, %a3356: f32, %o3357: f32):
    %b3358 = arith.subf %a3355, %a3356 : f32
    %b3359 = arith.mulf %b3358, %b3358 : f32
    linalg.yield %b3359 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3361 = tensor.empty() : tensor<1024xf32>
  %f3362 = linalg.fill ins(%c0 : f32) outs(%e3361 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3360 : tensor<10x1024x14x14xf32>) outs(%f3362 : tensor<1024xf32>) {
  ^bb0(%a3363: f32, %o3364: f32):
    %b3365 = arith.addf %a3363, %o3364 : f32
    linalg.yield %b3365 : f32
  } -> tensor<1024xf32>
  %e3367 = tensor.empty() : tensor<1024xf32>
  %g3371 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3366 : tensor<1024xf32>) outs(%e3367 : tensor<1024xf32>) {
  ^bb0(%a3368: f32, %o3369: f32):
    %b3370 = arith.divf %a3368, %c6 : f32
    linalg.yield %b3370 : f32
  } -> tensor<1024xf32>
  %e3375 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3341, %g3352, %g3371, %layer3_10_bn3_weight, %layer3_10_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e3375 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3376: f32, %a3377: f32, %a3378: f32, %a3379: f32, %a3380: f32, %o3381: f32):
    %b3382 = arith.addf %a3378, %c2 : f32
    %b3383 = math.sqrt %b3382 : f32
    %b3384 = arith.subf %a3376, %a3377 : f32
    %b3385 = arith.divf %b3384, %b3383 : f32
    %b3386 = arith.mulf %b3385, %a3379 : f32
    %b3387 = arith.addf %b3386, %a3380 : f32
    linalg.yield %b3387 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3389 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3388, %g3223 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e3389 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3390: f32, %a3391: f32, %o3392: f32):
    %b3393 = arith.addf %a3390, %a3391 : f32
    linalg.yield %b3393 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3395 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3394 : tensor<10x1024x14x14xf32>) outs(%e3395 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3396: f32, %o3397: f32):
    %b3398 = arith.maximumf %a3396, %c0 : f32
    linalg.yield %b3398 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3400 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3401 = linalg.fill ins(%c0 : f32) outs(%e3400 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3402 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3399, %layer3_11_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f3401 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3403 = tensor.empty() : tensor<256xf32>
  %f3404 = linalg.fill ins(%c0 : f32) outs(%e3403 : tensor<256xf32>) -> tensor<256xf32>
  %g3408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3402 : tensor<10x256x14x14xf32>) outs(%f3404 : tensor<256xf32>) {
  ^bb0(%a3405: f32, %o3406: f32):
    %b3407 = arith.addf %a3405, %o3406 : f32
    linalg.yield %b3407 : f32
  } -> tensor<256xf32>
  %e3409 = tensor.empty() : tensor<256xf32>
  %g3413 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3408 : tensor<256xf32>) outs(%e3409 : tensor<256xf32>) {
  ^bb0(%a3410: f32, %o3411: f32):
    %b3412 = arith.divf %a3410, %c6 : f32
    linalg.yield %b3412 : f32
  } -> tensor<256xf32>
  %e3415 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3402, %g3413 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3415 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3416: f32, %a3417: f32, %o3418: f32):
    %b3419 = arith.subf %a3416, %a3417 : f32
    %b3420 = arith.mulf %b3419, %b3419 : f32
    linalg.yield %b3420 : f32
  } -> tensor<10x256x14x14xf32>
  %e3422 = tensor.empty() : tensor<256xf32>
  %f3423 = linalg.fill ins(%c0 : f32) outs(%e3422 : tensor<256xf32>) -> tensor<256xf32>
  %g3427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3421 : tensor<10x256x14x14xf32>) outs(%f3423 : tensor<256xf32>) {
  ^bb0(%a3424: f32, %o3425: f32):
    %b3426 = arith.addf %a3424, %o3425 : f32
    linalg.yield %b3426 : f32
  } -> tensor<256xf32>
  %e3428 = tensor.empty() : tensor<256xf32>
  %g3432 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3427 : tensor<256xf32>) outs(%e3428 : tensor<256xf32>) {
  ^bb0(%a3429: f32, %o3430: f32):
    %b3431 = arith.divf %a3429, %c6 : f32
    linalg.yield %b3431 : f32
  } -> tensor<256xf32>
  %e3436 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3402, %g3413, %g3432, %layer3_11_bn1_weight, %layer3_11_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3436 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3437: f32, %a3438: f32, %a3439: f32, %a3440: f32, %a3441: f32, %o3442: f32):
    %b3443 = arith.addf %a3439, %c2 : f32
    %b3444 = math.sqrt %b3443 : f32
    %b3445 = arith.subf %a3437, %a3438 : f32
    %b3446 = arith.divf %b3445, %b3444 : f32
    %b3447 = arith.mulf %b3446, %a3440 : f32
    %b3448 = arith.addf %b3447, %a3441 : f32
    linalg.yield %b3448 : f32
  } -> tensor<10x256x14x14xf32>
  %e3450 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3449 : tensor<10x256x14x14xf32>) outs(%e3450 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3451: f32, %o3452: f32):
    %b3453 = arith.maximumf %a3451, %c0 : f32
    linalg.yield %b3453 : f32
  } -> tensor<10x256x14x14xf32>
  %e3455 = tensor.empty() : tensor<10x256x16x16xf32>
  %f3456 = linalg.fill ins(%c0 : f32) outs(%e3455 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g3459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3454 : tensor<10x256x14x14xf32>) outs(%f3456 : tensor<10x256x16x16xf32>) {
  ^bb0(%a3457: f32, %o3458: f32):
    linalg.yield %a3457 : f32
  } -> tensor<10x256x16x16xf32>
  %e3460 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3461 = linalg.fill ins(%c0 : f32) outs(%e3460 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3462 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3459, %layer3_11_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f3461 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3463 = tensor.empty() : tensor<256xf32>
  %f3464 = linalg.fill ins(%c0 : f32) outs(%e3463 : tensor<256xf32>) -> tensor<256xf32>
  %g3468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3462 : tensor<10x256x14x14xf32>) outs(%f3464 : tensor<256xf32>) {
  ^bb0(%a3465: f32, %o3466: f32):
    %b3467 = arith.addf %a3465, %o3466 : f32
    linalg.yield %b3467 : f32
  } -> tensor<256xf32>
  %e3469 = tensor.empty() : tensor<256xf32>
  %g3473 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3468 : tensor<256xf32>) outs(%e3469 : tensor<256xf32>) {
  ^bb0(%a3470: f32, %o3471: f32):
    %b3472 = arith.divf %a3470, %c6 : f32
    linalg.yield %b3472 : f32
  } -> tensor<256xf32>
  %e3475 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3462, %g3473 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3475 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3476: f32, %a3477: f32, %o3478: f32):
    %b3479 = arith.subf %a3476, %a3477 : f32
    %b3480 = arith.mulf %b3479, %b3479 : f32
    linalg.yield %b3480 : f32
  } -> tensor<10x256x14x14xf32>
  %e3482 = tensor.empty() : tensor<256xf32>
  %f3483 = linalg.fill ins(%c0 : f32) outs(%e3482 : tensor<256xf32>) -> tensor<256xf32>
  %g3487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3481 : tensor<10x256x14x14xf32>) outs(%f3483 : tensor<256xf32>) {
  ^bb0(%a3484: f32, %o3485: f32):
    %b3486 = arith.addf %a3484, %o3485 : f32
    linalg.yield %b3486 : f32
  } -> tensor<256xf32>
  %e3488 = tensor.empty() : tensor<256xf32>
  %g3492 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3487 : tensor<256xf32>) outs(%e3488 : tensor<256xf32>) {
  ^bb0(%a3489: f32, %o3490: f32):
    %b3491 = arith.divf %a3489, %c6 : f32
    linalg.yield %b3491 : f32
  } -> tensor<256xf32>
  %e3496 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3462, %g3473, %g3492, %layer3_11_bn2_weight, %layer3_11_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3496 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3497: f32, %a3498: f32, %a3499: f32, %a3500: f32, %a3501: f32, %o3502: f32):
    %b3503 = arith.addf %a3499, %c2 : f32
    %b3504 = math.sqrt %b3503 : f32
    %b3505 = arith.subf %a3497, %a3498 : f32
    %b3506 = arith.divf %b3505, %b3504 : f32
    %b3507 = arith.mulf %b3506, %a3500 : f32
    %b3508 = arith.addf %b3507, %a3501 : f32
    linalg.yield %b3508 : f32
  } -> tensor<10x256x14x14xf32>
  %e3510 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3509 : tensor<10x256x14x14xf32>) outs(%e3510 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3511: f32, %o3512: f32):
    %b3513 = arith.maximumf %a3511, %c0 : f32
    linalg.yield %b3513 : f32
  } -> tensor<10x256x14x14xf32>
  %e3515 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f3516 = linalg.fill ins(%c0 : f32) outs(%e3515 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv3517 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3514, %layer3_11_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f3516 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e3518 = tensor.empty() : tensor<1024xf32>
  %f3519 = linalg.fill ins(%c0 : f32) outs(%e3518 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3517 : tensor<10x1024x14x14xf32>) outs(%f3519 : tensor<1024xf32>) {
  ^bb0(%a3520: f32, %o3521: f32):
    %b3522 = arith.addf %a3520, %o3521 : f32
    linalg.yield %b3522 : f32
  } -> tensor<1024xf32>
  %e3524 = tensor.empty() : tensor<1024xf32>
  %g3528 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3523 : tensor<1024xf32>) outs(%e3524 : tensor<1024xf32>) {
  ^bb0(%a3525: f32, %o3526: f32):
    %b3527 = arith.divf %a3525, %c6 : f32
    linalg.yield %b3527 : f32
  } -> tensor<1024xf32>
  %e3530 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3517, %g3528 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e3530 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3531: f32, %a3532: f32, %o3533: f32):
    %b3534 = arith.subf %a3531, %a3532 : f32
    %b3535 = arith.mulf %b3534, %b3534 : f32
    linalg.yield %b3535 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3537 = tensor.empty() : tensor<1024xf32>
  %f3538 = linalg.fill ins(%c0 : f32) outs(%e3537 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3536 : tensor<10x1024x14x14xf32>) outs(%f3538 : tensor<1024xf32>) {
  ^bb0(%a3539: f32, %o3540: f32):
    %b3541 = arith.addf %a3539, %o3540 : f32
    linalg.yield %b3541 : f32
  } -> tensor<1024xf32>
  %e3543 = tensor.empty() : tensor<1024xf32>
  %g3547 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3542 : tensor<1024xf32>) outs(%e3543 : tensor<1024xf32>) {
  ^bb0(%a3544: f32, %o3545: f32):
    %b3546 = arith.divf %a3544, %c6 : f32
    linalg.yield %b3546 : f32
  } -> tensor<1024xf32>
  %e3551 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3517, %g3528, %g3547, %layer3_11_bn3_weight, %layer3_11_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e3551 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3552: f32, %a3553: f32, %a3554: f32, %a3555: f32, %a3556: f32, %o3557: f32):
    %b3558 = arith.addf %a3554, %c2 : f32
    %b3559 = math.sqrt %b3558 : f32
    %b3560 = arith.subf %a3552, %a3553 : f32
    %b3561 = arith.divf %b3560, %b3559 : f32
    %b3562 = arith.mulf %b3561, %a3555 : f32
    %b3563 = arith.addf %b3562, %a3556 : f32
    linalg.yield %b3563 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3565 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3564, %g3399 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e3565 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3566: f32, %a3567: f32, %o3568: f32):
    %b3569 = arith.addf %a3566, %a3567 : f32
    linalg.yield %b3569 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3571 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3570 : tensor<10x1024x14x14xf32>) outs(%e3571 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3572: f32, %o3573: f32):
    %b3574 = arith.maximumf %a3572, %c0 : f32
    linalg.yield %b3574 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3576 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3577 = linalg.fill ins(%c0 : f32) outs(%e3576 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3578 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3575, %layer3_12_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f3577 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3579 = tensor.empty() : tensor<256xf32>
  %f3580 = linalg.fill ins(%c0 : f32) outs(%e3579 : tensor<256xf32>) -> tensor<256xf32>
  %g3584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3578 : tensor<10x256x14x14xf32>) outs(%f3580 : tensor<256xf32>) {
  ^bb0(%a3581: f32, %o3582: f32):
    %b3583 = arith.addf %a3581, %o3582 : f32
    linalg.yield %b3583 : f32
  } -> tensor<256xf32>
  %e3585 = tensor.empty() : tensor<256xf32>
  %g3589 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3584 : tensor<256xf32>) outs(%e3585 : tensor<256xf32>) {
  ^bb0(%a3586: f32, %o3587: f32):
    %b3588 = arith.divf %a3586, %c6 : f32
    linalg.yield %b3588 : f32
  } -> tensor<256xf32>
  %e3591 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3597 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3578, %g3589 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3591 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3592: f32, %a3593: f32, %o3594: f32):
    %b3595 = arith.subf %a3592, %a3593 : f32
    %b3596 = arith.mulf %b3595, %b3595 : f32
    linalg.yield %b3596 : f32
  } -> tensor<10x256x14x14xf32>
  %e3598 = tensor.empty() : tensor<256xf32>
  %f3599 = linalg.fill ins(%c0 : f32) outs(%e3598 : tensor<256xf32>) -> tensor<256xf32>
  %g3603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3597 : tensor<10x256x14x14xf32>) outs(%f3599 : tensor<256xf32>) {
  ^bb0(%a3600: f32, %o3601: f32):
    %b3602 = arith.addf %a3600, %o3601 : f32
    linalg.yield %b3602 : f32
  } -> tensor<256xf32>
  %e3604 = tensor.empty() : tensor<256xf32>
  %g3608 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3603 : tensor<256xf32>) outs(%e3604 : tensor<256xf32>) {
  ^bb0(%a3605: f32, %o3606: f32):
    %b3607 = arith.divf %a3605, %c6 : f32
    linalg.yield %b3607 : f32
  } -> tensor<256xf32>
  %e3612 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3578, %g3589, %g3608, %layer3_12_bn1_weight, %layer3_12_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3612 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3613: f32, %a3614: f32, %a3615: f32, %a3616: f32, %a3617: f32, %o3618: f32):
    %b3619 = arith.addf %a3615, %c2 : f32
    %b3620 = math.sqrt %b3619 : f32
    %b3621 = arith.subf %a3613, %a3614 : f32
    %b3622 = arith.divf %b3621, %b3620 : f32
    %b3623 = arith.mulf %b3622, %a3616 : f32
    %b3624 = arith.addf %b3623, %a3617 : f32
    linalg.yield %b3624 : f32
  } -> tensor<10x256x14x14xf32>
  %e3626 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3625 : tensor<10x256x14x14xf32>) outs(%e3626 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3627: f32, %o3628: f32):
    %b3629 = arith.maximumf %a3627, %c0 : f32
    linalg.yield %b3629 : f32
  } -> tensor<10x256x14x14xf32>
  %e3631 = tensor.empty() : tensor<10x256x16x16xf32>
  %f3632 = linalg.fill ins(%c0 : f32) outs(%e3631 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g3635 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3630 : tensor<10x256x14x14xf32>) outs(%f3632 : tensor<10x256x16x16xf32>) {
  ^bb0(%a3633: f32, %o3634: f32):
    linalg.yield %a3633 : f32
  } -> tensor<10x256x16x16xf32>
  %e3636 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3637 = linalg.fill ins(%c0 : f32) outs(%e3636 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3638 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3635, %layer3_12_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f3637 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3639 = tensor.empty() : tensor<256xf32>
  %f3640 = linalg.fill ins(%c0 : f32) outs(%e3639 : tensor<256xf32>) -> tensor<256xf32>
  %g3644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3638 : tensor<10x256x14x14xf32>) outs(%f3640 : tensor<256xf32>) {
  ^bb0(%a3641: f32, %o3642: f32):
    %b3643 = arith.addf %a3641, %o3642 : f32
    linalg.yield %b3643 : f32
  } -> tensor<256xf32>
  %e3645 = tensor.empty() : tensor<256xf32>
  %g3649 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3644 : tensor<256xf32>) outs(%e3645 : tensor<256xf32>) {
  ^bb0(%a3646: f32, %o3647: f32):
    %b3648 = arith.divf %a3646, %c6 : f32
    linalg.yield %b3648 : f32
  } -> tensor<256xf32>
  %e3651 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3657 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3638, %g3649 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3651 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3652: f32, %a3653: f32, %o3654: f32):
    %b3655 = arith.subf %a3652, %a3653 : f32
    %b3656 = arith.mulf %b3655, %b3655 : f32
    linalg.yield %b3656 : f32
  } -> tensor<10x256x14x14xf32>
  %e3658 = tensor.empty() : tensor<256xf32>
  %f3659 = linalg.fill ins(%c0 : f32) outs(%e3658 : tensor<256xf32>) -> tensor<256xf32>
  %g3663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3657 : tensor<10x256x14x14xf32>) outs(%f3659 : tensor<256xf32>) {
  ^bb0(%a3660: f32, %o3661: f32):
    %b3662 = arith.addf %a3660, %o3661 : f32
    linalg.yield %b3662 : f32
  } -> tensor<256xf32>
  %e3664 = tensor.empty() : tensor<256xf32>
  %g3668 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3663 : tensor<256xf32>) outs(%e3664 : tensor<256xf32>) {
  ^bb0(%a3665: f32, %o3666: f32):
    %b3667 = arith.divf %a3665, %c6 : f32
    linalg.yield %b3667 : f32
  } -> tensor<256xf32>
  %e3672 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3638, %g3649, %g3668, %layer3_12_bn2_weight, %layer3_12_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3672 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3673: f32, %a3674: f32, %a3675: f32, %a3676: f32, %a3677: f32, %o3678: f32):
    %b3679 = arith.addf %a3675, %c2 : f32
    %b3680 = math.sqrt %b3679 : f32
    %b3681 = arith.subf %a3673, %a3674 : f32
    %b3682 = arith.divf %b3681, %b3680 : f32
    %b3683 = arith.mulf %b3682, %a3676 : f32
    %b3684 = arith.addf %b3683, %a3677 : f32
    linalg.yield %b3684 : f32
  } -> tensor<10x256x14x14xf32>
  %e3686 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3685 : tensor<10x256x14x14xf32>) outs(%e3686 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3687: f32, %o3688: f32):
    %b3689 = arith.maximumf %a3687, %c0 : f32
    linalg.yield %b3689 : f32
  } -> tensor<10x256x14x14xf32>
  %e3691 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f3692 = linalg.fill ins(%c0 : f32) outs(%e3691 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv3693 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3690, %layer3_12_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f3692 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e3694 = tensor.empty() : tensor<1024xf32>
  %f3695 = linalg.fill ins(%c0 : f32) outs(%e3694 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3693 : tensor<10x1024x14x14xf32>) outs(%f3695 : tensor<1024xf32>) {
  ^bb0(%a3696: f32, %o3697: f32):
    %b3698 = arith.addf %a3696, %o3697 : f32
    linalg.yield %b3698 : f32
  } -> tensor<1024xf32>
  %e3700 = tensor.empty() : tensor<1024xf32>
  %g3704 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3699 : tensor<1024xf32>) outs(%e3700 : tensor<1024xf32>) {
  ^bb0(%a3701: f32, %o3702: f32):
    %b3703 = arith.divf %a3701, %c6 : f32
    linalg.yield %b3703 : f32
  } -> tensor<1024xf32>
  %e3706 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3693, %g3704 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e3706 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3707: f32, %a3708: f32, %o3709: f32):
    %b3710 = arith.subf %a3707, %a3708 : f32
    %b3711 = arith.mulf %b3710, %b3710 : f32
    linalg.yield %b3711 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3713 = tensor.empty() : tensor<1024xf32>
  %f3714 = linalg.fill ins(%c0 : f32) outs(%e3713 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3712 : tensor<10x1024x14x14xf32>) outs(%f3714 : tensor<1024xf32>) {
  ^bb0(%a3715: f32, %o3716: f32):
    %b3717 = arith.addf %a3715, %o3716 : f32
    linalg.yield %b3717 : f32
  } -> tensor<1024xf32>
  %e3719 = tensor.empty() : tensor<1024xf32>
  %g3723 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3718 : tensor<1024xf32>) outs(%e3719 : tensor<1024xf32>) {
  ^bb0(%a3720: f32, %o3721: f32):
    %b3722 = arith.divf %a3720, %c6 : f32
    linalg.yield %b3722 : f32
  } -> tensor<1024xf32>
  %e3727 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3693, %g3704, %g3723, %layer3_12_bn3_weight, %layer3_12_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e3727 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3728: f32, %a3729: f32, %a3730: f32, %a3731: f32, %a3732: f32, %o3733: f32):
    %b3734 = arith.addf %a3730, %c2 : f32
    %b3735 = math.sqrt %b3734 : f32
    %b3736 = arith.subf %a3728, %a3729 : f32
    %b3737 = arith.divf %b3736, %b3735 : f32
    %b3738 = arith.mulf %b3737, %a3731 : f32
    %b3739 = arith.addf %b3738, %a3732 : f32
    linalg.yield %b3739 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3741 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3740, %g3575 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e3741 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3742: f32, %a3743: f32, %o3744: f32):
    %b3745 = arith.addf %a3742, %a3743 : f32
    linalg.yield %b3745 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3747 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3751 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3746 : tensor<10x1024x14x14xf32>) outs(%e3747 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3748: f32, %o3749: f32):
    %b3750 = arith.maximumf %a3748, %c0 : f32
    linalg.yield %b3750 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3752 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3753 = linalg.fill ins(%c0 : f32) outs(%e3752 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3754 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3751, %layer3_13_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f3753 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3755 = tensor.empty() : tensor<256xf32>
  %f3756 = linalg.fill ins(%c0 : f32) outs(%e3755 : tensor<256xf32>) -> tensor<256xf32>
  %g3760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3754 : tensor<10x256x14x14xf32>) outs(%f3756 : tensor<256xf32>) {
  ^bb0(%a3757: f32, %o3758: f32):
    %b3759 = arith.addf %a3757, %o3758 : f32
    linalg.yield %b3759 : f32
  } -> tensor<256xf32>
  %e3761 = tensor.empty() : tensor<256xf32>
  %g3765 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3760 : tensor<256xf32>) outs(%e3761 : tensor<256xf32>) {
  ^bb0(%a3762: f32, %o3763: f32):
    %b3764 = arith.divf %a3762, %c6 : f32
    linalg.yield %b3764 : f32
  } -> tensor<256xf32>
  %e3767 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3754, %g3765 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3767 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3768: f32, %a3769: f32, %o3770: f32):
    %b3771 = arith.subf %a3768, %a3769 : f32
    %b3772 = arith.mulf %b3771, %b3771 : f32
    linalg.yield %b3772 : f32
  } -> tensor<10x256x14x14xf32>
  %e3774 = tensor.empty() : tensor<256xf32>
  %f3775 = linalg.fill ins(%c0 : f32) outs(%e3774 : tensor<256xf32>) -> tensor<256xf32>
  %g3779 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3773 : tensor<10x256x14x14xf32>) outs(%f3775 : tensor<256xf32>) {
  ^bb0(%a3776: f32, %o3777: f32):
    %b3778 = arith.addf %a3776, %o3777 : f32
    linalg.yield %b3778 : f32
  } -> tensor<256xf32>
  %e3780 = tensor.empty() : tensor<256xf32>
  %g3784 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3779 : tensor<256xf32>) outs(%e3780 : tensor<256xf32>) {
  ^bb0(%a3781: f32, %o3782: f32):
    %b3783 = arith.divf %a3781, %c6 : f32
    linalg.yield %b3783 : f32
  } -> tensor<256xf32>
  %e3788 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3754, %g3765, %g3784, %layer3_13_bn1_weight, %layer3_13_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3788 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3789: f32, %a3790: f32, %a3791: f32, %a3792: f32, %a3793: f32, %o3794: f32):
    %b3795 = arith.addf %a3791, %c2 : f32
    %b3796 = math.sqrt %b3795 : f32
    %b3797 = arith.subf %a3789, %a3790 : f32
    %b3798 = arith.divf %b3797, %b3796 : f32
    %b3799 = arith.mulf %b3798, %a3792 : f32
    %b3800 = arith.addf %b3799, %a3793 : f32
    linalg.yield %b3800 : f32
  } -> tensor<10x256x14x14xf32>
  %e3802 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3801 : tensor<10x256x14x14xf32>) outs(%e3802 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3803: f32, %o3804: f32):
    %b3805 = arith.maximumf %a3803, %c0 : f32
    linalg.yield %b3805 : f32
  } -> tensor<10x256x14x14xf32>
  %e3807 = tensor.empty() : tensor<10x256x16x16xf32>
  %f3808 = linalg.fill ins(%c0 : f32) outs(%e3807 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g3811 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3806 : tensor<10x256x14x14xf32>) outs(%f3808 : tensor<10x256x16x16xf32>) {
  ^bb0(%a3809: f32, %o3810: f32):
    linalg.yield %a3809 : f32
  } -> tensor<10x256x16x16xf32>
  %e3812 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3813 = linalg.fill ins(%c0 : f32) outs(%e3812 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3814 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3811, %layer3_13_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f3813 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3815 = tensor.empty() : tensor<256xf32>
  %f3816 = linalg.fill ins(%c0 : f32) outs(%e3815 : tensor<256xf32>) -> tensor<256xf32>
  %g3820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3814 : tensor<10x256x14x14xf32>) outs(%f3816 : tensor<256xf32>) {
  ^bb0(%a3817: f32, %o3818: f32):
    %b3819 = arith.addf %a3817, %o3818 : f32
    linalg.yield %b3819 : f32
  } -> tensor<256xf32>
  %e3821 = tensor.empty() : tensor<256xf32>
  %g3825 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3820 : tensor<256xf32>) outs(%e3821 : tensor<256xf32>) {
  ^bb0(%a3822: f32, %o3823: f32):
    %b3824 = arith.divf %a3822, %c6 : f32
    linalg.yield %b3824 : f32
  } -> tensor<256xf32>
  %e3827 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3833 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3814, %g3825 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3827 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3828: f32, %a3829: f32, %o3830: f32):
    %b3831 = arith.subf %a3828, %a3829 : f32
    %b3832 = arith.mulf %b3831, %b3831 : f32
    linalg.yield %b3832 : f32
  } -> tensor<10x256x14x14xf32>
  %e3834 = tensor.empty() : tensor<256xf32>
  %f3835 = linalg.fill ins(%c0 : f32) outs(%e3834 : tensor<256xf32>) -> tensor<256xf32>
  %g3839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3833 : tensor<10x256x14x14xf32>) outs(%f3835 : tensor<256xf32>) {
  ^bb0(%a3836: f32, %o3837: f32):
    %b3838 = arith.addf %a3836, %o3837 : f32
    linalg.yield %b3838 : f32
  } -> tensor<256xf32>
  %e3840 = tensor.empty() : tensor<256xf32>
  %g3844 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3839 : tensor<256xf32>) outs(%e3840 : tensor<256xf32>) {
  ^bb0(%a3841: f32, %o3842: f32):
    %b3843 = arith.divf %a3841, %c6 : f32
    linalg.yield %b3843 : f32
  } -> tensor<256xf32>
  %e3848 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3814, %g3825, %g3844, %layer3_13_bn2_weight, %layer3_13_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3848 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3849: f32, %a3850: f32, %a3851: f32, %a3852: f32, %a3853: f32, %o3854: f32):
    %b3855 = arith.addf %a3851, %c2 : f32
    %b3856 = math.sqrt %b3855 : f32
    %b3857 = arith.subf %a3849, %a3850 : f32
    %b3858 = arith.divf %b3857, %b3856 : f32
    %b3859 = arith.mulf %b3858, %a3852 : f32
    %b3860 = arith.addf %b3859, %a3853 : f32
    linalg.yield %b3860 : f32
  } -> tensor<10x256x14x14xf32>
  %e3862 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3861 : tensor<10x256x14x14xf32>) outs(%e3862 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3863: f32, %o3864: f32):
    %b3865 = arith.maximumf %a3863, %c0 : f32
    linalg.yield %b3865 : f32
  } -> tensor<10x256x14x14xf32>
  %e3867 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f3868 = linalg.fill ins(%c0 : f32) outs(%e3867 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv3869 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3866, %layer3_13_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f3868 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e3870 = tensor.empty() : tensor<1024xf32>
  %f3871 = linalg.fill ins(%c0 : f32) outs(%e3870 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3869 : tensor<10x1024x14x14xf32>) outs(%f3871 : tensor<1024xf32>) {
  ^bb0(%a3872: f32, %o3873: f32):
    %b3874 = arith.addf %a3872, %o3873 : f32
    linalg.yield %b3874 : f32
  } -> tensor<1024xf32>
  %e3876 = tensor.empty() : tensor<1024xf32>
  %g3880 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3875 : tensor<1024xf32>) outs(%e3876 : tensor<1024xf32>) {
  ^bb0(%a3877: f32, %o3878: f32):
    %b3879 = arith.divf %a3877, %c6 : f32
    linalg.yield %b3879 : f32
  } -> tensor<1024xf32>
  %e3882 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3888 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3869, %g3880 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e3882 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3883: f32, %a3884: f32, %o3885: f32):
    %b3886 = arith.subf %a3883, %a3884 : f32
    %b3887 = arith.mulf %b3886, %b3886 : f32
    linalg.yield %b3887 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3889 = tensor.empty() : tensor<1024xf32>
  %f3890 = linalg.fill ins(%c0 : f32) outs(%e3889 : tensor<1024xf32>) -> tensor<1024xf32>
  %g3894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3888 : tensor<10x1024x14x14xf32>) outs(%f3890 : tensor<1024xf32>) {
  ^bb0(%a3891: f32, %o3892: f32):
    %b3893 = arith.addf %a3891, %o3892 : f32
    linalg.yield %b3893 : f32
  } -> tensor<1024xf32>
  %e3895 = tensor.empty() : tensor<1024xf32>
  %g3899 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3894 : tensor<1024xf32>) outs(%e3895 : tensor<1024xf32>) {
  ^bb0(%a3896: f32, %o3897: f32):
    %b3898 = arith.divf %a3896, %c6 : f32
    linalg.yield %b3898 : f32
  } -> tensor<1024xf32>
  %e3903 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3916 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3869, %g3880, %g3899, %layer3_13_bn3_weight, %layer3_13_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e3903 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3904: f32, %a3905: f32, %a3906: f32, %a3907: f32, %a3908: f32, %o3909: f32):
    %b3910 = arith.addf %a3906, %c2 : f32
    %b3911 = math.sqrt %b3910 : f32
    %b3912 = arith.subf %a3904, %a3905 : f32
    %b3913 = arith.divf %b3912, %b3911 : f32
    %b3914 = arith.mulf %b3913, %a3907 : f32
    %b3915 = arith.addf %b3914, %a3908 : f32
    linalg.yield %b3915 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3917 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3922 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3916, %g3751 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e3917 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3918: f32, %a3919: f32, %o3920: f32):
    %b3921 = arith.addf %a3918, %a3919 : f32
    linalg.yield %b3921 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3923 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g3927 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3922 : tensor<10x1024x14x14xf32>) outs(%e3923 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a3924: f32, %o3925: f32):
    %b3926 = arith.maximumf %a3924, %c0 : f32
    linalg.yield %b3926 : f32
  } -> tensor<10x1024x14x14xf32>
  %e3928 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3929 = linalg.fill ins(%c0 : f32) outs(%e3928 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3930 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3927, %layer3_14_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f3929 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3931 = tensor.empty() : tensor<256xf32>
  %f3932 = linalg.fill ins(%c0 : f32) outs(%e3931 : tensor<256xf32>) -> tensor<256xf32>
  %g3936 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3930 : tensor<10x256x14x14xf32>) outs(%f3932 : tensor<256xf32>) {
  ^bb0(%a3933: f32, %o3934: f32):
    %b3935 = arith.addf %a3933, %o3934 : f32
    linalg.yield %b3935 : f32
  } -> tensor<256xf32>
  %e3937 = tensor.empty() : tensor<256xf32>
  %g3941 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3936 : tensor<256xf32>) outs(%e3937 : tensor<256xf32>) {
  ^bb0(%a3938: f32, %o3939: f32):
    %b3940 = arith.divf %a3938, %c6 : f32
    linalg.yield %b3940 : f32
  } -> tensor<256xf32>
  %e3943 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3930, %g3941 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e3943 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3944: f32, %a3945: f32, %o3946: f32):
    %b3947 = arith.subf %a3944, %a3945 : f32
    %b3948 = arith.mulf %b3947, %b3947 : f32
    linalg.yield %b3948 : f32
  } -> tensor<10x256x14x14xf32>
  %e3950 = tensor.empty() : tensor<256xf32>
  %f3951 = linalg.fill ins(%c0 : f32) outs(%e3950 : tensor<256xf32>) -> tensor<256xf32>
  %g3955 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g3949 : tensor<10x256x14x14xf32>) outs(%f3951 : tensor<256xf32>) {
  ^bb0(%a3952: f32, %o3953: f32):
    %b3954 = arith.addf %a3952, %o3953 : f32
    linalg.yield %b3954 : f32
  } -> tensor<256xf32>
  %e3956 = tensor.empty() : tensor<256xf32>
  %g3960 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3955 : tensor<256xf32>) outs(%e3956 : tensor<256xf32>) {
  ^bb0(%a3957: f32, %o3958: f32):
    %b3959 = arith.divf %a3957, %c6 : f32
    linalg.yield %b3959 : f32
  } -> tensor<256xf32>
  %e3964 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3977 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3930, %g3941, %g3960, %layer3_14_bn1_weight, %layer3_14_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e3964 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3965: f32, %a3966: f32, %a3967: f32, %a3968: f32, %a3969: f32, %o3970: f32):
    %b3971 = arith.addf %a3967, %c2 : f32
    %b3972 = math.sqrt %b3971 : f32
    %b3973 = arith.subf %a3965, %a3966 : f32
    %b3974 = arith.divf %b3973, %b3972 : f32
    %b3975 = arith.mulf %b3974, %a3968 : f32
    %b3976 = arith.addf %b3975, %a3969 : f32
    linalg.yield %b3976 : f32
  } -> tensor<10x256x14x14xf32>
  %e3978 = tensor.empty() : tensor<10x256x14x14xf32>
  %g3982 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3977 : tensor<10x256x14x14xf32>) outs(%e3978 : tensor<10x256x14x14xf32>) {
  ^bb0(%a3979: f32, %o3980: f32):
    %b3981 = arith.maximumf %a3979, %c0 : f32
    linalg.yield %b3981 : f32
  } -> tensor<10x256x14x14xf32>
  %e3983 = tensor.empty() : tensor<10x256x16x16xf32>
  %f3984 = linalg.fill ins(%c0 : f32) outs(%e3983 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g3987 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3982 : tensor<10x256x14x14xf32>) outs(%f3984 : tensor<10x256x16x16xf32>) {
  ^bb0(%a3985: f32, %o3986: f32):
    linalg.yield %a3985 : f32
  } -> tensor<10x256x16x16xf32>
  %e3988 = tensor.empty() : tensor<10x256x14x14xf32>
  %f3989 = linalg.fill ins(%c0 : f32) outs(%e3988 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv3990 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g3987, %layer3_14_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f3989 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e3991 = tensor.empty() : tensor<256xf32>
  %f3992 = linalg.fill ins(%c0 : f32) outs(%e3991 : tensor<256xf32>) -> tensor<256xf32>
  %g3996 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv3990 : tensor<10x256x14x14xf32>) outs(%f3992 : tensor<256xf32>) {
  ^bb0(%a3993: f32, %o3994: f32):
    %b3995 = arith.addf %a3993, %o3994 : f32
    linalg.yield %b3995 : f32
  } -> tensor<256xf32>
  %e3997 = tensor.empty() : tensor<256xf32>
  %g4001 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g3996 : tensor<256xf32>) outs(%e3997 : tensor<256xf32>) {
  ^bb0(%a3998: f32, %o3999: f32):
    %b4000 = arith.divf %a3998, %c6 : f32
    linalg.yield %b4000 : f32
  } -> tensor<256xf32>
  %e4003 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4009 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3990, %g4001 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4003 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4004: f32, %a4005: f32, %o4006: f32):
    %b4007 = arith.subf %a4004, %a4005 : f32
    %b4008 = arith.mulf %b4007, %b4007 : f32
    linalg.yield %b4008 : f32
  } -> tensor<10x256x14x14xf32>
  %e4010 = tensor.empty() : tensor<256xf32>
  %f4011 = linalg.fill ins(%c0 : f32) outs(%e4010 : tensor<256xf32>) -> tensor<256xf32>
  %g4015 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4009 : tensor<10x256x14x14xf32>) outs(%f4011 : tensor<256xf32>) {
  ^bb0(%a4012: f32, %o4013: f32):
    %b4014 = arith.addf %a4012, %o4013 : f32
    linalg.yield %b4014 : f32
  } -> tensor<256xf32>
  %e4016 = tensor.empty() : tensor<256xf32>
  %g4020 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4015 : tensor<256xf32>) outs(%e4016 : tensor<256xf32>) {
  ^bb0(%a4017: f32, %o4018: f32):
    %b4019 = arith.divf %a4017, %c6 : f32
    linalg.yield %b4019 : f32
  } -> tensor<256xf32>
  %e4024 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3990, %g4001, %g4020, %layer3_14_bn2_weight, %layer3_14_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4024 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4025: f32, %a4026: f32, %a4027: f32, %a4028: f32, %a4029: f32, %o4030: f32):
    %b4031 = arith.addf %a4027, %c2 : f32
    %b4032 = math.sqrt %b4031 : f32
    %b4033 = arith.subf %a4025, %a4026 : f32
    %b4034 = arith.divf %b4033, %b4032 : f32
    %b4035 = arith.mulf %b4034, %a4028 : f32
    %b4036 = arith.addf %b4035, %a4029 : f32
    linalg.yield %b4036 : f32
  } -> tensor<10x256x14x14xf32>
  %e4038 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4037 : tensor<10x256x14x14xf32>) outs(%e4038 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4039: f32, %o4040: f32):
    %b4041 = arith.maximumf %a4039, %c0 : f32
    linalg.yield %b4041 : f32
  } -> tensor<10x256x14x14xf32>
  %e4043 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f4044 = linalg.fill ins(%c0 : f32) outs(%e4043 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv4045 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4042, %layer3_14_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f4044 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e4046 = tensor.empty() : tensor<1024xf32>
  %f4047 = linalg.fill ins(%c0 : f32) outs(%e4046 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4051 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4045 : tensor<10x1024x14x14xf32>) outs(%f4047 : tensor<1024xf32>) {
  ^bb0(%a4048: f32, %o4049: f32):
    %b4050 = arith.addf %a4048, %o4049 : f32
    linalg.yield %b4050 : f32
  } -> tensor<1024xf32>
  %e4052 = tensor.empty() : tensor<1024xf32>
  %g4056 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4051 : tensor<1024xf32>) outs(%e4052 : tensor<1024xf32>) {
  ^bb0(%a4053: f32, %o4054: f32):
    %b4055 = arith.divf %a4053, %c6 : f32
    linalg.yield %b4055 : f32
  } -> tensor<1024xf32>
  %e4058 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4064 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4045, %g4056 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e4058 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4059: f32, %a4060: f32, %o4061: f32):
    %b4062 = arith.subf %a4059, %a4060 : f32
    %b4063 = arith.mulf %b4062, %b4062 : f32
    linalg.yield %b4063 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4065 = tensor.empty() : tensor<1024xf32>
  %f4066 = linalg.fill ins(%c0 : f32) outs(%e4065 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4064 : tensor<10x1024x14x14xf32>) outs(%f4066 : tensor<1024xf32>) {
  ^bb0(%a4067: f32, %o4068: f32):
    %b4069 = arith.addf %a4067, %o4068 : f32
    linalg.yield %b4069 : f32
  } -> tensor<1024xf32>
  %e4071 = tensor.empty() : tensor<1024xf32>
  %g4075 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4070 : tensor<1024xf32>) outs(%e4071 : tensor<1024xf32>) {
  ^bb0(%a4072: f32, %o4073: f32):
    %b4074 = arith.divf %a4072, %c6 : f32
    linalg.yield %b4074 : f32
  } -> tensor<1024xf32>
  %e4079 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4092 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4045, %g4056, %g4075, %layer3_14_bn3_weight, %layer3_14_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e4079 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4080: f32, %a4081: f32, %a4082: f32, %a4083: f32, %a4084: f32, %o4085: f32):
    %b4086 = arith.addf %a4082, %c2 : f32
    %b4087 = math.sqrt %b4086 : f32
    %b4088 = arith.subf %a4080, %a4081 : f32
    %b4089 = arith.divf %b4088, %b4087 : f32
    %b4090 = arith.mulf %b4089, %a4083 : f32
    %b4091 = arith.addf %b4090, %a4084 : f32
    linalg.yield %b4091 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4093 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4098 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4092, %g3927 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e4093 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4094: f32, %a4095: f32, %o4096: f32):
    %b4097 = arith.addf %a4094, %a4095 : f32
    linalg.yield %b4097 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4099 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4098 : tensor<10x1024x14x14xf32>) outs(%e4099 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4100: f32, %o4101: f32):
    %b4102 = arith.maximumf %a4100, %c0 : f32
    linalg.yield %b4102 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4104 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4105 = linalg.fill ins(%c0 : f32) outs(%e4104 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4103, %layer3_15_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f4105 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4107 = tensor.empty() : tensor<256xf32>
  %f4108 = linalg.fill ins(%c0 : f32) outs(%e4107 : tensor<256xf32>) -> tensor<256xf32>
  %g4112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4106 : tensor<10x256x14x14xf32>) outs(%f4108 : tensor<256xf32>) {
  ^bb0(%a4109: f32, %o4110: f32):
    %b4111 = arith.addf %a4109, %o4110 : f32
    linalg.yield %b4111 : f32
  } -> tensor<256xf32>
  %e4113 = tensor.empty() : tensor<256xf32>
  %g4117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4112 : tensor<256xf32>) outs(%e4113 : tensor<256xf32>) {
  ^bb0(%a4114: f32, %o4115: f32):
    %b4116 = arith.divf %a4114, %c6 : f32
    linalg.yield %b4116 : f32
  } -> tensor<256xf32>
  %e4119 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4106, %g4117 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4119 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4120: f32, %a4121: f32, %o4122: f32):
    %b4123 = arith.subf %a4120, %a4121 : f32
    %b4124 = arith.mulf %b4123, %b4123 : f32
    linalg.yield %b4124 : f32
  } -> tensor<10x256x14x14xf32>
  %e4126 = tensor.empty() : tensor<256xf32>
  %f4127 = linalg.fill ins(%c0 : f32) outs(%e4126 : tensor<256xf32>) -> tensor<256xf32>
  %g4131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4125 : tensor<10x256x14x14xf32>) outs(%f4127 : tensor<256xf32>) {
  ^bb0(%a4128: f32, %o4129: f32):
    %b4130 = arith.addf %a4128, %o4129 : f32
    linalg.yield %b4130 : f32
  } -> tensor<256xf32>
  %e4132 = tensor.empty() : tensor<256xf32>
  %g4136 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4131 : tensor<256xf32>) outs(%e4132 : tensor<256xf32>) {
  ^bb0(%a4133: f32, %o4134: f32):
    %b4135 = arith.divf %a4133, %c6 : f32
    linalg.yield %b4135 : f32
  } -> tensor<256xf32>
  %e4140 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4106, %g4117, %g4136, %layer3_15_bn1_weight, %layer3_15_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4140 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4141: f32, %a4142: f32, %a4143: f32, %a4144: f32, %a4145: f32, %o4146: f32):
    %b4147 = arith.addf %a4143, %c2 : f32
    %b4148 = math.sqrt %b4147 : f32
    %b4149 = arith.subf %a4141, %a4142 : f32
    %b4150 = arith.divf %b4149, %b4148 : f32
    %b4151 = arith.mulf %b4150, %a4144 : f32
    %b4152 = arith.addf %b4151, %a4145 : f32
    linalg.yield %b4152 : f32
  } -> tensor<10x256x14x14xf32>
  %e4154 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4153 : tensor<10x256x14x14xf32>) outs(%e4154 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4155: f32, %o4156: f32):
    %b4157 = arith.maximumf %a4155, %c0 : f32
    linalg.yield %b4157 : f32
  } -> tensor<10x256x14x14xf32>
  %e4159 = tensor.empty() : tensor<10x256x16x16xf32>
  %f4160 = linalg.fill ins(%c0 : f32) outs(%e4159 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g4163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4158 : tensor<10x256x14x14xf32>) outs(%f4160 : tensor<10x256x16x16xf32>) {
  ^bb0(%a4161: f32, %o4162: f32):
    linalg.yield %a4161 : f32
  } -> tensor<10x256x16x16xf32>
  %e4164 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4165 = linalg.fill ins(%c0 : f32) outs(%e4164 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4163, %layer3_15_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f4165 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4167 = tensor.empty() : tensor<256xf32>
  %f4168 = linalg.fill ins(%c0 : f32) outs(%e4167 : tensor<256xf32>) -> tensor<256xf32>
  %g4172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4166 : tensor<10x256x14x14xf32>) outs(%f4168 : tensor<256xf32>) {
  ^bb0(%a4169: f32, %o4170: f32):
    %b4171 = arith.addf %a4169, %o4170 : f32
    linalg.yield %b4171 : f32
  } -> tensor<256xf32>
  %e4173 = tensor.empty() : tensor<256xf32>
  %g4177 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4172 : tensor<256xf32>) outs(%e4173 : tensor<256xf32>) {
  ^bb0(%a4174: f32, %o4175: f32):
    %b4176 = arith.divf %a4174, %c6 : f32
    linalg.yield %b4176 : f32
  } -> tensor<256xf32>
  %e4179 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4166, %g4177 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4179 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4180: f32, %a4181: f32, %o4182: f32):
    %b4183 = arith.subf %a4180, %a4181 : f32
    %b4184 = arith.mulf %b4183, %b4183 : f32
    linalg.yield %b4184 : f32
  } -> tensor<10x256x14x14xf32>
  %e4186 = tensor.empty() : tensor<256xf32>
  %f4187 = linalg.fill ins(%c0 : f32) outs(%e4186 : tensor<256xf32>) -> tensor<256xf32>
  %g4191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4185 : tensor<10x256x14x14xf32>) outs(%f4187 : tensor<256xf32>) {
  ^bb0(%a4188: f32, %o4189: f32):
    %b4190 = arith.addf %a4188, %o4189 : f32
    linalg.yield %b4190 : f32
  } -> tensor<256xf32>
  %e4192 = tensor.empty() : tensor<256xf32>
  %g4196 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4191 : tensor<256xf32>) outs(%e4192 : tensor<256xf32>) {
  ^bb0(%a4193: f32, %o4194: f32):
    %b4195 = arith.divf %a4193, %c6 : f32
    linalg.yield %b4195 : f32
  } -> tensor<256xf32>
  %e4200 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4166, %g4177, %g4196, %layer3_15_bn2_weight, %layer3_15_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4200 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4201: f32, %a4202: f32, %a4203: f32, %a4204: f32, %a4205: f32, %o4206: f32):
    %b4207 = arith.addf %a4203, %c2 : f32
    %b4208 = math.sqrt %b4207 : f32
    %b4209 = arith.subf %a4201, %a4202 : f32
    %b4210 = arith.divf %b4209, %b4208 : f32
    %b4211 = arith.mulf %b4210, %a4204 : f32
    %b4212 = arith.addf %b4211, %a4205 : f32
    linalg.yield %b4212 : f32
  } -> tensor<10x256x14x14xf32>
  %e4214 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4213 : tensor<10x256x14x14xf32>) outs(%e4214 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4215: f32, %o4216: f32):
    %b4217 = arith.maximumf %a4215, %c0 : f32
    linalg.yield %b4217 : f32
  } -> tensor<10x256x14x14xf32>
  %e4219 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f4220 = linalg.fill ins(%c0 : f32) outs(%e4219 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv4221 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4218, %layer3_15_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f4220 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e4222 = tensor.empty() : tensor<1024xf32>
  %f4223 = linalg.fill ins(%c0 : f32) outs(%e4222 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4221 : tensor<10x1024x14x14xf32>) outs(%f4223 : tensor<1024xf32>) {
  ^bb0(%a4224: f32, %o4225: f32):
    %b4226 = arith.addf %a4224, %o4225 : f32
    linalg.yield %b4226 : f32
  } -> tensor<1024xf32>
  %e4228 = tensor.empty() : tensor<1024xf32>
  %g4232 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4227 : tensor<1024xf32>) outs(%e4228 : tensor<1024xf32>) {
  ^bb0(%a4229: f32, %o4230: f32):
    %b4231 = arith.divf %a4229, %c6 : f32
    linalg.yield %b4231 : f32
  } -> tensor<1024xf32>
  %e4234 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4221, %g4232 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e4234 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4235: f32, %a4236: f32, %o4237: f32):
    %b4238 = arith.subf %a4235, %a4236 : f32
    %b4239 = arith.mulf %b4238, %b4238 : f32
    linalg.yield %b4239 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4241 = tensor.empty() : tensor<1024xf32>
  %f4242 = linalg.fill ins(%c0 : f32) outs(%e4241 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4240 : tensor<10x1024x14x14xf32>) outs(%f4242 : tensor<1024xf32>) {
  ^bb0(%a4243: f32, %o4244: f32):
    %b4245 = arith.addf %a4243, %o4244 : f32
    linalg.yield %b4245 : f32
  } -> tensor<1024xf32>
  %e4247 = tensor.empty() : tensor<1024xf32>
  %g4251 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4246 : tensor<1024xf32>) outs(%e4247 : tensor<1024xf32>) {
  ^bb0(%a4248: f32, %o4249: f32):
    %b4250 = arith.divf %a4248, %c6 : f32
    linalg.yield %b4250 : f32
  } -> tensor<1024xf32>
  %e4255 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4221, %g4232, %g4251, %layer3_15_bn3_weight, %layer3_15_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e4255 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4256: f32, %a4257: f32, %a4258: f32, %a4259: f32, %a4260: f32, %o4261: f32):
    %b4262 = arith.addf %a4258, %c2 : f32
    %b4263 = math.sqrt %b4262 : f32
    %b4264 = arith.subf %a4256, %a4257 : f32
    %b4265 = arith.divf %b4264, %b4263 : f32
    %b4266 = arith.mulf %b4265, %a4259 : f32
    %b4267 = arith.addf %b4266, %a4260 : f32
    linalg.yield %b4267 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4269 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4268, %g4103 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e4269 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4270: f32, %a4271: f32, %o4272: f32):
    %b4273 = arith.addf %a4270, %a4271 : f32
    linalg.yield %b4273 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4275 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4274 : tensor<10x1024x14x14xf32>) outs(%e4275 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4276: f32, %o4277: f32):
    %b4278 = arith.maximumf %a4276, %c0 : f32
    linalg.yield %b4278 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4280 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4281 = linalg.fill ins(%c0 : f32) outs(%e4280 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4282 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4279, %layer3_16_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f4281 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4283 = tensor.empty() : tensor<256xf32>
  %f4284 = linalg.fill ins(%c0 : f32) outs(%e4283 : tensor<256xf32>) -> tensor<256xf32>
  %g4288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4282 : tensor<10x256x14x14xf32>) outs(%f4284 : tensor<256xf32>) {
  ^bb0(%a4285: f32, %o4286: f32):
    %b4287 = arith.addf %a4285, %o4286 : f32
    linalg.yield %b4287 : f32
  } -> tensor<256xf32>
  %e4289 = tensor.empty() : tensor<256xf32>
  %g4293 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4288 : tensor<256xf32>) outs(%e4289 : tensor<256xf32>) {
  ^bb0(%a4290: f32, %o4291: f32):
    %b4292 = arith.divf %a4290, %c6 : f32
    linalg.yield %b4292 : f32
  } -> tensor<256xf32>
  %e4295 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4282, %g4293 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4295 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4296: f32, %a4297: f32, %o4298: f32):
    %b4299 = arith.subf %a4296, %a4297 : f32
    %b4300 = arith.mulf %b4299, %b4299 : f32
    linalg.yield %b4300 : f32
  } -> tensor<10x256x14x14xf32>
  %e4302 = tensor.empty() : tensor<256xf32>
  %f4303 = linalg.fill ins(%c0 : f32) outs(%e4302 : tensor<256xf32>) -> tensor<256xf32>
  %g4307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4301 : tensor<10x256x14x14xf32>) outs(%f4303 : tensor<256xf32>) {
  ^bb0(%a4304: f32, %o4305: f32):
    %b4306 = arith.addf %a4304, %o4305 : f32
    linalg.yield %b4306 : f32
  } -> tensor<256xf32>
  %e4308 = tensor.empty() : tensor<256xf32>
  %g4312 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4307 : tensor<256xf32>) outs(%e4308 : tensor<256xf32>) {
  ^bb0(%a4309: f32, %o4310: f32):
    %b4311 = arith.divf %a4309, %c6 : f32
    linalg.yield %b4311 : f32
  } -> tensor<256xf32>
  %e4316 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4282, %g4293, %g4312, %layer3_16_bn1_weight, %layer3_16_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4316 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4317: f32, %a4318: f32, %a4319: f32, %a4320: f32, %a4321: f32, %o4322: f32):
    %b4323 = arith.addf %a4319, %c2 : f32
    %b4324 = math.sqrt %b4323 : f32
    %b4325 = arith.subf %a4317, %a4318 : f32
    %b4326 = arith.divf %b4325, %b4324 : f32
    %b4327 = arith.mulf %b4326, %a4320 : f32
    %b4328 = arith.addf %b4327, %a4321 : f32
    linalg.yield %b4328 : f32
  } -> tensor<10x256x14x14xf32>
  %e4330 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4329 : tensor<10x256x14x14xf32>) outs(%e4330 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4331: f32, %o4332: f32):
    %b4333 = arith.maximumf %a4331, %c0 : f32
    linalg.yield %b4333 : f32
  } -> tensor<10x256x14x14xf32>
  %e4335 = tensor.empty() : tensor<10x256x16x16xf32>
  %f4336 = linalg.fill ins(%c0 : f32) outs(%e4335 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g4339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4334 : tensor<10x256x14x14xf32>) outs(%f4336 : tensor<10x256x16x16xf32>) {
  ^bb0(%a4337: f32, %o4338: f32):
    linalg.yield %a4337 : f32
  } -> tensor<10x256x16x16xf32>
  %e4340 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4341 = linalg.fill ins(%c0 : f32) outs(%e4340 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4342 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4339, %layer3_16_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f4341 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4343 = tensor.empty() : tensor<256xf32>
  %f4344 = linalg.fill ins(%c0 : f32) outs(%e4343 : tensor<256xf32>) -> tensor<256xf32>
  %g4348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4342 : tensor<10x256x14x14xf32>) outs(%f4344 : tensor<256xf32>) {
  ^bb0(%a4345: f32, %o4346: f32):
    %b4347 = arith.addf %a4345, %o4346 : f32
    linalg.yield %b4347 : f32
  } -> tensor<256xf32>
  %e4349 = tensor.empty() : tensor<256xf32>
  %g4353 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4348 : tensor<256xf32>) outs(%e4349 : tensor<256xf32>) {
  ^bb0(%a4350: f32, %o4351: f32):
    %b4352 = arith.divf %a4350, %c6 : f32
    linalg.yield %b4352 : f32
  } -> tensor<256xf32>
  %e4355 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4342, %g4353 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4355 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4356: f32, %a4357: f32, %o4358: f32):
    %b4359 = arith.subf %a4356, %a4357 : f32
    %b4360 = arith.mulf %b4359, %b4359 : f32
    linalg.yield %b4360 : f32
  } -> tensor<10x256x14x14xf32>
  %e4362 = tensor.empty() : tensor<256xf32>
  %f4363 = linalg.fill ins(%c0 : f32) outs(%e4362 : tensor<256xf32>) -> tensor<256xf32>
  %g4367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4361 : tensor<10x256x14x14xf32>) outs(%f4363 : tensor<256xf32>) {
  ^bb0(%a4364: f32, %o4365: f32):
    %b4366 = arith.addf %a4364, %o4365 : f32
    linalg.yield %b4366 : f32
  } -> tensor<256xf32>
  %e4368 = tensor.empty() : tensor<256xf32>
  %g4372 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4367 : tensor<256xf32>) outs(%e4368 : tensor<256xf32>) {
  ^bb0(%a4369: f32, %o4370: f32):
    %b4371 = arith.divf %a4369, %c6 : f32
    linalg.yield %b4371 : f32
  } -> tensor<256xf32>
  %e4376 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4342, %g4353, %g4372, %layer3_16_bn2_weight, %layer3_16_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4376 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4377: f32, %a4378: f32, %a4379: f32, %a4380: f32, %a4381: f32, %o4382: f32):
    %b4383 = arith.addf %a4379, %c2 : f32
    %b4384 = math.sqrt %b4383 : f32
    %b4385 = arith.subf %a4377, %a4378 : f32
    %b4386 = arith.divf %b4385, %b4384 : f32
    %b4387 = arith.mulf %b4386, %a4380 : f32
    %b4388 = arith.addf %b4387, %a4381 : f32
    linalg.yield %b4388 : f32
  } -> tensor<10x256x14x14xf32>
  %e4390 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4389 : tensor<10x256x14x14xf32>) outs(%e4390 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4391: f32, %o4392: f32):
    %b4393 = arith.maximumf %a4391, %c0 : f32
    linalg.yield %b4393 : f32
  } -> tensor<10x256x14x14xf32>
  %e4395 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f4396 = linalg.fill ins(%c0 : f32) outs(%e4395 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv4397 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4394, %layer3_16_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f4396 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e4398 = tensor.empty() : tensor<1024xf32>
  %f4399 = linalg.fill ins(%c0 : f32) outs(%e4398 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4397 : tensor<10x1024x14x14xf32>) outs(%f4399 : tensor<1024xf32>) {
  ^bb0(%a4400: f32, %o4401: f32):
    %b4402 = arith.addf %a4400, %o4401 : f32
    linalg.yield %b4402 : f32
  } -> tensor<1024xf32>
  %e4404 = tensor.empty() : tensor<1024xf32>
  %g4408 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4403 : tensor<1024xf32>) outs(%e4404 : tensor<1024xf32>) {
  ^bb0(%a4405: f32, %o4406: f32):
    %b4407 = arith.divf %a4405, %c6 : f32
    linalg.yield %b4407 : f32
  } -> tensor<1024xf32>
  %e4410 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4397, %g4408 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e4410 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4411: f32, %a4412: f32, %o4413: f32):
    %b4414 = arith.subf %a4411, %a4412 : f32
    %b4415 = arith.mulf %b4414, %b4414 : f32
    linalg.yield %b4415 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4417 = tensor.empty() : tensor<1024xf32>
  %f4418 = linalg.fill ins(%c0 : f32) outs(%e4417 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4416 : tensor<10x1024x14x14xf32>) outs(%f4418 : tensor<1024xf32>) {
  ^bb0(%a4419: f32, %o4420: f32):
    %b4421 = arith.addf %a4419, %o4420 : f32
    linalg.yield %b4421 : f32
  } -> tensor<1024xf32>
  %e4423 = tensor.empty() : tensor<1024xf32>
  %g4427 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4422 : tensor<1024xf32>) outs(%e4423 : tensor<1024xf32>) {
  ^bb0(%a4424: f32, %o4425: f32):
    %b4426 = arith.divf %a4424, %c6 : f32
    linalg.yield %b4426 : f32
  } -> tensor<1024xf32>
  %e4431 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4397, %g4408, %g4427, %layer3_16_bn3_weight, %layer3_16_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e4431 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4432: f32, %a4433: f32, %a4434: f32, %a4435: f32, %a4436: f32, %o4437: f32):
    %b4438 = arith.addf %a4434, %c2 : f32
    %b4439 = math.sqrt %b4438 : f32
    %b4440 = arith.subf %a4432, %a4433 : f32
    %b4441 = arith.divf %b4440, %b4439 : f32
    %b4442 = arith.mulf %b4441, %a4435 : f32
    %b4443 = arith.addf %b4442, %a4436 : f32
    linalg.yield %b4443 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4445 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4444, %g4279 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e4445 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4446: f32, %a4447: f32, %o4448: f32):
    %b4449 = arith.addf %a4446, %a4447 : f32
    linalg.yield %b4449 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4451 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4450 : tensor<10x1024x14x14xf32>) outs(%e4451 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4452: f32, %o4453: f32):
    %b4454 = arith.maximumf %a4452, %c0 : f32
    linalg.yield %b4454 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4456 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4457 = linalg.fill ins(%c0 : f32) outs(%e4456 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4458 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4455, %layer3_17_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f4457 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4459 = tensor.empty() : tensor<256xf32>
  %f4460 = linalg.fill ins(%c0 : f32) outs(%e4459 : tensor<256xf32>) -> tensor<256xf32>
  %g4464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4458 : tensor<10x256x14x14xf32>) outs(%f4460 : tensor<256xf32>) {
  ^bb0(%a4461: f32, %o4462: f32):
    %b4463 = arith.addf %a4461, %o4462 : f32
    linalg.yield %b4463 : f32
  } -> tensor<256xf32>
  %e4465 = tensor.empty() : tensor<256xf32>
  %g4469 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4464 : tensor<256xf32>) outs(%e4465 : tensor<256xf32>) {
  ^bb0(%a4466: f32, %o4467: f32):
    %b4468 = arith.divf %a4466, %c6 : f32
    linalg.yield %b4468 : f32
  } -> tensor<256xf32>
  %e4471 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4458, %g4469 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4471 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4472: f32, %a4473: f32, %o4474: f32):
    %b4475 = arith.subf %a4472, %a4473 : f32
    %b4476 = arith.mulf %b4475, %b4475 : f32
    linalg.yield %b4476 : f32
  } -> tensor<10x256x14x14xf32>
  %e4478 = tensor.empty() : tensor<256xf32>
  %f4479 = linalg.fill ins(%c0 : f32) outs(%e4478 : tensor<256xf32>) -> tensor<256xf32>
  %g4483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4477 : tensor<10x256x14x14xf32>) outs(%f4479 : tensor<256xf32>) {
  ^bb0(%a4480: f32, %o4481: f32):
    %b4482 = arith.addf %a4480, %o4481 : f32
    linalg.yield %b4482 : f32
  } -> tensor<256xf32>
  %e4484 = tensor.empty() : tensor<256xf32>
  %g4488 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4483 : tensor<256xf32>) outs(%e4484 : tensor<256xf32>) {
  ^bb0(%a4485: f32, %o4486: f32):
    %b4487 = arith.divf %a4485, %c6 : f32
    linalg.yield %b4487 : f32
  } -> tensor<256xf32>
  %e4492 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4458, %g4469, %g4488, %layer3_17_bn1_weight, %layer3_17_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4492 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4493: f32, %a4494: f32, %a4495: f32, %a4496: f32, %a4497: f32, %o4498: f32):
    %b4499 = arith.addf %a4495, %c2 : f32
    %b4500 = math.sqrt %b4499 : f32
    %b4501 = arith.subf %a4493, %a4494 : f32
    %b4502 = arith.divf %b4501, %b4500 : f32
    %b4503 = arith.mulf %b4502, %a4496 : f32
    %b4504 = arith.addf %b4503, %a4497 : f32
    linalg.yield %b4504 : f32
  } -> tensor<10x256x14x14xf32>
  %e4506 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4505 : tensor<10x256x14x14xf32>) outs(%e4506 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4507: f32, %o4508: f32):
    %b4509 = arith.maximumf %a4507, %c0 : f32
    linalg.yield %b4509 : f32
  } -> tensor<10x256x14x14xf32>
  %e4511 = tensor.empty() : tensor<10x256x16x16xf32>
  %f4512 = linalg.fill ins(%c0 : f32) outs(%e4511 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g4515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4510 : tensor<10x256x14x14xf32>) outs(%f4512 : tensor<10x256x16x16xf32>) {
  ^bb0(%a4513: f32, %o4514: f32):
    linalg.yield %a4513 : f32
  } -> tensor<10x256x16x16xf32>
  %e4516 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4517 = linalg.fill ins(%c0 : f32) outs(%e4516 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4518 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4515, %layer3_17_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f4517 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4519 = tensor.empty() : tensor<256xf32>
  %f4520 = linalg.fill ins(%c0 : f32) outs(%e4519 : tensor<256xf32>) -> tensor<256xf32>
  %g4524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4518 : tensor<10x256x14x14xf32>) outs(%f4520 : tensor<256xf32>) {
  ^bb0(%a4521: f32, %o4522: f32):
    %b4523 = arith.addf %a4521, %o4522 : f32
    linalg.yield %b4523 : f32
  } -> tensor<256xf32>
  %e4525 = tensor.empty() : tensor<256xf32>
  %g4529 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4524 : tensor<256xf32>) outs(%e4525 : tensor<256xf32>) {
  ^bb0(%a4526: f32, %o4527: f32):
    %b4528 = arith.divf %a4526, %c6 : f32
    linalg.yield %b4528 : f32
  } -> tensor<256xf32>
  %e4531 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4518, %g4529 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4531 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4532: f32, %a4533: f32, %o4534: f32):
    %b4535 = arith.subf %a4532, %a4533 : f32
    %b4536 = arith.mulf %b4535, %b4535 : f32
    linalg.yield %b4536 : f32
  } -> tensor<10x256x14x14xf32>
  %e4538 = tensor.empty() : tensor<256xf32>
  %f4539 = linalg.fill ins(%c0 : f32) outs(%e4538 : tensor<256xf32>) -> tensor<256xf32>
  %g4543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4537 : tensor<10x256x14x14xf32>) outs(%f4539 : tensor<256xf32>) {
  ^bb0(%a4540: f32, %o4541: f32):
    %b4542 = arith.addf %a4540, %o4541 : f32
    linalg.yield %b4542 : f32
  } -> tensor<256xf32>
  %e4544 = tensor.empty() : tensor<256xf32>
  %g4548 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4543 : tensor<256xf32>) outs(%e4544 : tensor<256xf32>) {
  ^bb0(%a4545: f32, %o4546: f32):
    %b4547 = arith.divf %a4545, %c6 : f32
    linalg.yield %b4547 : f32
  } -> tensor<256xf32>
  %e4552 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4565 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4518, %g4529, %g4548, %layer3_17_bn2_weight, %layer3_17_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4552 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4553: f32, %a4554: f32, %a4555: f32, %a4556: f32, %a4557: f32, %o4558: f32):
    %b4559 = arith.addf %a4555, %c2 : f32
    %b4560 = math.sqrt %b4559 : f32
    %b4561 = arith.subf %a4553, %a4554 : f32
    %b4562 = arith.divf %b4561, %b4560 : f32
    %b4563 = arith.mulf %b4562, %a4556 : f32
    %b4564 = arith.addf %b4563, %a4557 : f32
    linalg.yield %b4564 : f32
  } -> tensor<10x256x14x14xf32>
  %e4566 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4565 : tensor<10x256x14x14xf32>) outs(%e4566 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4567: f32, %o4568: f32):
    %b4569 = arith.maximumf %a4567, %c0 : f32
    linalg.yield %b4569 : f32
  } -> tensor<10x256x14x14xf32>
  %e4571 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f4572 = linalg.fill ins(%c0 : f32) outs(%e4571 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv4573 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4570, %layer3_17_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f4572 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e4574 = tensor.empty() : tensor<1024xf32>
  %f4575 = linalg.fill ins(%c0 : f32) outs(%e4574 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4573 : tensor<10x1024x14x14xf32>) outs(%f4575 : tensor<1024xf32>) {
  ^bb0(%a4576: f32, %o4577: f32):
    %b4578 = arith.addf %a4576, %o4577 : f32
    linalg.yield %b4578 : f32
  } -> tensor<1024xf32>
  %e4580 = tensor.empty() : tensor<1024xf32>
  %g4584 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4579 : tensor<1024xf32>) outs(%e4580 : tensor<1024xf32>) {
  ^bb0(%a4581: f32, %o4582: f32):
    %b4583 = arith.divf %a4581, %c6 : f32
    linalg.yield %b4583 : f32
  } -> tensor<1024xf32>
  %e4586 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4573, %g4584 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e4586 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4587: f32, %a4588: f32, %o4589: f32):
    %b4590 = arith.subf %a4587, %a4588 : f32
    %b4591 = arith.mulf %b4590, %b4590 : f32
    linalg.yield %b4591 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4593 = tensor.empty() : tensor<1024xf32>
  %f4594 = linalg.fill ins(%c0 : f32) outs(%e4593 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4592 : tensor<10x1024x14x14xf32>) outs(%f4594 : tensor<1024xf32>) {
  ^bb0(%a4595: f32, %o4596: f32):
    %b4597 = arith.addf %a4595, %o4596 : f32
    linalg.yield %b4597 : f32
  } -> tensor<1024xf32>
  %e4599 = tensor.empty() : tensor<1024xf32>
  %g4603 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4598 : tensor<1024xf32>) outs(%e4599 : tensor<1024xf32>) {
  ^bb0(%a4600: f32, %o4601: f32):
    %b4602 = arith.divf %a4600, %c6 : f32
    linalg.yield %b4602 : f32
  } -> tensor<1024xf32>
  %e4607 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4573, %g4584, %g4603, %layer3_17_bn3_weight, %layer3_17_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e4607 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4608: f32, %a4609: f32, %a4610: f32, %a4611: f32, %a4612: f32, %o4613: f32):
    %b4614 = arith.addf %a4610, %c2 : f32
    %b4615 = math.sqrt %b4614 : f32
    %b4616 = arith.subf %a4608, %a4609 : f32
    %b4617 = arith.divf %b4616, %b4615 : f32
    %b4618 = arith.mulf %b4617, %a4611 : f32
    %b4619 = arith.addf %b4618, %a4612 : f32
    linalg.yield %b4619 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4621 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4620, %g4455 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e4621 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4622: f32, %a4623: f32, %o4624: f32):
    %b4625 = arith.addf %a4622, %a4623 : f32
    linalg.yield %b4625 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4627 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4631 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4626 : tensor<10x1024x14x14xf32>) outs(%e4627 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4628: f32, %o4629: f32):
    %b4630 = arith.maximumf %a4628, %c0 : f32
    linalg.yield %b4630 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4632 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4633 = linalg.fill ins(%c0 : f32) outs(%e4632 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4634 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4631, %layer3_18_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f4633 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4635 = tensor.empty() : tensor<256xf32>
  %f4636 = linalg.fill ins(%c0 : f32) outs(%e4635 : tensor<256xf32>) -> tensor<256xf32>
  %g4640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4634 : tensor<10x256x14x14xf32>) outs(%f4636 : tensor<256xf32>) {
  ^bb0(%a4637: f32, %o4638: f32):
    %b4639 = arith.addf %a4637, %o4638 : f32
    linalg.yield %b4639 : f32
  } -> tensor<256xf32>
  %e4641 = tensor.empty() : tensor<256xf32>
  %g4645 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4640 : tensor<256xf32>) outs(%e4641 : tensor<256xf32>) {
  ^bb0(%a4642: f32, %o4643: f32):
    %b4644 = arith.divf %a4642, %c6 : f32
    linalg.yield %b4644 : f32
  } -> tensor<256xf32>
  %e4647 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4653 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4634, %g4645 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4647 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4648: f32, %a4649: f32, %o4650: f32):
    %b4651 = arith.subf %a4648, %a4649 : f32
    %b4652 = arith.mulf %b4651, %b4651 : f32
    linalg.yield %b4652 : f32
  } -> tensor<10x256x14x14xf32>
  %e4654 = tensor.empty() : tensor<256xf32>
  %f4655 = linalg.fill ins(%c0 : f32) outs(%e4654 : tensor<256xf32>) -> tensor<256xf32>
  %g4659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4653 : tensor<10x256x14x14xf32>) outs(%f4655 : tensor<256xf32>) {
  ^bb0(%a4656: f32, %o4657: f32):
    %b4658 = arith.addf %a4656, %o4657 : f32
    linalg.yield %b4658 : f32
  } -> tensor<256xf32>
  %e4660 = tensor.empty() : tensor<256xf32>
  %g4664 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4659 : tensor<256xf32>) outs(%e4660 : tensor<256xf32>) {
  ^bb0(%a4661: f32, %o4662: f32):
    %b4663 = arith.divf %a4661, %c6 : f32
    linalg.yield %b4663 : f32
  } -> tensor<256xf32>
  %e4668 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4634, %g4645, %g4664, %layer3_18_bn1_weight, %layer3_18_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4668 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4669: f32, %a4670: f32, %a4671: f32, %a4672: f32, %a4673: f32, %o4674: f32):
    %b4675 = arith.addf %a4671, %c2 : f32
    %b4676 = math.sqrt %b4675 : f32
    %b4677 = arith.subf %a4669, %a4670 : f32
    %b4678 = arith.divf %b4677, %b4676 : f32
    %b4679 = arith.mulf %b4678, %a4672 : f32
    %b4680 = arith.addf %b4679, %a4673 : f32
    linalg.yield %b4680 : f32
  } -> tensor<10x256x14x14xf32>
  %e4682 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4681 : tensor<10x256x14x14xf32>) outs(%e4682 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4683: f32, %o4684: f32):
    %b4685 = arith.maximumf %a4683, %c0 : f32
    linalg.yield %b4685 : f32
  } -> tensor<10x256x14x14xf32>
  %e4687 = tensor.empty() : tensor<10x256x16x16xf32>
  %f4688 = linalg.fill ins(%c0 : f32) outs(%e4687 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g4691 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4686 : tensor<10x256x14x14xf32>) outs(%f4688 : tensor<10x256x16x16xf32>) {
  ^bb0(%a4689: f32, %o4690: f32):
    linalg.yield %a4689 : f32
  } -> tensor<10x256x16x16xf32>
  %e4692 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4693 = linalg.fill ins(%c0 : f32) outs(%e4692 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4694 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4691, %layer3_18_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f4693 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4695 = tensor.empty() : tensor<256xf32>
  %f4696 = linalg.fill ins(%c0 : f32) outs(%e4695 : tensor<256xf32>) -> tensor<256xf32>
  %g4700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4694 : tensor<10x256x14x14xf32>) outs(%f4696 : tensor<256xf32>) {
  ^bb0(%a4697: f32, %o4698: f32):
    %b4699 = arith.addf %a4697, %o4698 : f32
    linalg.yield %b4699 : f32
  } -> tensor<256xf32>
  %e4701 = tensor.empty() : tensor<256xf32>
  %g4705 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4700 : tensor<256xf32>) outs(%e4701 : tensor<256xf32>) {
  ^bb0(%a4702: f32, %o4703: f32):
    %b4704 = arith.divf %a4702, %c6 : f32
    linalg.yield %b4704 : f32
  } -> tensor<256xf32>
  %e4707 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4694, %g4705 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4707 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4708: f32, %a4709: f32, %o4710: f32):
    %b4711 = arith.subf %a4708, %a4709 : f32
    %b4712 = arith.mulf %b4711, %b4711 : f32
    linalg.yield %b4712 : f32
  } -> tensor<10x256x14x14xf32>
  %e4714 = tensor.empty() : tensor<256xf32>
  %f4715 = linalg.fill ins(%c0 : f32) outs(%e4714 : tensor<256xf32>) -> tensor<256xf32>
  %g4719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4713 : tensor<10x256x14x14xf32>) outs(%f4715 : tensor<256xf32>) {
  ^bb0(%a4716: f32, %o4717: f32):
    %b4718 = arith.addf %a4716, %o4717 : f32
    linalg.yield %b4718 : f32
  } -> tensor<256xf32>
  %e4720 = tensor.empty() : tensor<256xf32>
  %g4724 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4719 : tensor<256xf32>) outs(%e4720 : tensor<256xf32>) {
  ^bb0(%a4721: f32, %o4722: f32):
    %b4723 = arith.divf %a4721, %c6 : f32
    linalg.yield %b4723 : f32
  } -> tensor<256xf32>
  %e4728 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4694, %g4705, %g4724, %layer3_18_bn2_weight, %layer3_18_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4728 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4729: f32, %a4730: f32, %a4731: f32, %a4732: f32, %a4733: f32, %o4734: f32):
    %b4735 = arith.addf %a4731, %c2 : f32
    %b4736 = math.sqrt %b4735 : f32
    %b4737 = arith.subf %a4729, %a4730 : f32
    %b4738 = arith.divf %b4737, %b4736 : f32
    %b4739 = arith.mulf %b4738, %a4732 : f32
    %b4740 = arith.addf %b4739, %a4733 : f32
    linalg.yield %b4740 : f32
  } -> tensor<10x256x14x14xf32>
  %e4742 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4741 : tensor<10x256x14x14xf32>) outs(%e4742 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4743: f32, %o4744: f32):
    %b4745 = arith.maximumf %a4743, %c0 : f32
    linalg.yield %b4745 : f32
  } -> tensor<10x256x14x14xf32>
  %e4747 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f4748 = linalg.fill ins(%c0 : f32) outs(%e4747 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv4749 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4746, %layer3_18_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f4748 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e4750 = tensor.empty() : tensor<1024xf32>
  %f4751 = linalg.fill ins(%c0 : f32) outs(%e4750 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4755 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4749 : tensor<10x1024x14x14xf32>) outs(%f4751 : tensor<1024xf32>) {
  ^bb0(%a4752: f32, %o4753: f32):
    %b4754 = arith.addf %a4752, %o4753 : f32
    linalg.yield %b4754 : f32
  } -> tensor<1024xf32>
  %e4756 = tensor.empty() : tensor<1024xf32>
  %g4760 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4755 : tensor<1024xf32>) outs(%e4756 : tensor<1024xf32>) {
  ^bb0(%a4757: f32, %o4758: f32):
    %b4759 = arith.divf %a4757, %c6 : f32
    linalg.yield %b4759 : f32
  } -> tensor<1024xf32>
  %e4762 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4749, %g4760 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e4762 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4763: f32, %a4764: f32, %o4765: f32):
    %b4766 = arith.subf %a4763, %a4764 : f32
    %b4767 = arith.mulf %b4766, %b4766 : f32
    linalg.yield %b4767 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4769 = tensor.empty() : tensor<1024xf32>
  %f4770 = linalg.fill ins(%c0 : f32) outs(%e4769 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4768 : tensor<10x1024x14x14xf32>) outs(%f4770 : tensor<1024xf32>) {
  ^bb0(%a4771: f32, %o4772: f32):
    %b4773 = arith.addf %a4771, %o4772 : f32
    linalg.yield %b4773 : f32
  } -> tensor<1024xf32>
  %e4775 = tensor.empty() : tensor<1024xf32>
  %g4779 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4774 : tensor<1024xf32>) outs(%e4775 : tensor<1024xf32>) {
  ^bb0(%a4776: f32, %o4777: f32):
    %b4778 = arith.divf %a4776, %c6 : f32
    linalg.yield %b4778 : f32
  } -> tensor<1024xf32>
  %e4783 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4749, %g4760, %g4779, %layer3_18_bn3_weight, %layer3_18_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e4783 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4784: f32, %a4785: f32, %a4786: f32, %a4787: f32, %a4788: f32, %o4789: f32):
    %b4790 = arith.addf %a4786, %c2 : f32
    %b4791 = math.sqrt %b4790 : f32
    %b4792 = arith.subf %a4784, %a4785 : f32
    %b4793 = arith.divf %b4792, %b4791 : f32
    %b4794 = arith.mulf %b4793, %a4787 : f32
    %b4795 = arith.addf %b4794, %a4788 : f32
    linalg.yield %b4795 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4797 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4796, %g4631 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e4797 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4798: f32, %a4799: f32, %o4800: f32):
    %b4801 = arith.addf %a4798, %a4799 : f32
    linalg.yield %b4801 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4803 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4807 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4802 : tensor<10x1024x14x14xf32>) outs(%e4803 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4804: f32, %o4805: f32):
    %b4806 = arith.maximumf %a4804, %c0 : f32
    linalg.yield %b4806 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4808 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4809 = linalg.fill ins(%c0 : f32) outs(%e4808 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4810 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4807, %layer3_19_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f4809 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4811 = tensor.empty() : tensor<256xf32>
  %f4812 = linalg.fill ins(%c0 : f32) outs(%e4811 : tensor<256xf32>) -> tensor<256xf32>
  %g4816 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4810 : tensor<10x256x14x14xf32>) outs(%f4812 : tensor<256xf32>) {
  ^bb0(%a4813: f32, %o4814: f32):
    %b4815 = arith.addf %a4813, %o4814 : f32
    linalg.yield %b4815 : f32
  } -> tensor<256xf32>
  %e4817 = tensor.empty() : tensor<256xf32>
  %g4821 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4816 : tensor<256xf32>) outs(%e4817 : tensor<256xf32>) {
  ^bb0(%a4818: f32, %o4819: f32):
    %b4820 = arith.divf %a4818, %c6 : f32
    linalg.yield %b4820 : f32
  } -> tensor<256xf32>
  %e4823 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4810, %g4821 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4823 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4824: f32, %a4825: f32, %o4826: f32):
    %b4827 = arith.subf %a4824, %a4825 : f32
    %b4828 = arith.mulf %b4827, %b4827 : f32
    linalg.yield %b4828 : f32
  } -> tensor<10x256x14x14xf32>
  %e4830 = tensor.empty() : tensor<256xf32>
  %f4831 = linalg.fill ins(%c0 : f32) outs(%e4830 : tensor<256xf32>) -> tensor<256xf32>
  %g4835 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4829 : tensor<10x256x14x14xf32>) outs(%f4831 : tensor<256xf32>) {
  ^bb0(%a4832: f32, %o4833: f32):
    %b4834 = arith.addf %a4832, %o4833 : f32
    linalg.yield %b4834 : f32
  } -> tensor<256xf32>
  %e4836 = tensor.empty() : tensor<256xf32>
  %g4840 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4835 : tensor<256xf32>) outs(%e4836 : tensor<256xf32>) {
  ^bb0(%a4837: f32, %o4838: f32):
    %b4839 = arith.divf %a4837, %c6 : f32
    linalg.yield %b4839 : f32
  } -> tensor<256xf32>
  %e4844 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4810, %g4821, %g4840, %layer3_19_bn1_weight, %layer3_19_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4844 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4845: f32, %a4846: f32, %a4847: f32, %a4848: f32, %a4849: f32, %o4850: f32):
    %b4851 = arith.addf %a4847, %c2 : f32
    %b4852 = math.sqrt %b4851 : f32
    %b4853 = arith.subf %a4845, %a4846 : f32
    %b4854 = arith.divf %b4853, %b4852 : f32
    %b4855 = arith.mulf %b4854, %a4848 : f32
    %b4856 = arith.addf %b4855, %a4849 : f32
    linalg.yield %b4856 : f32
  } -> tensor<10x256x14x14xf32>
  %e4858 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4857 : tensor<10x256x14x14xf32>) outs(%e4858 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4859: f32, %o4860: f32):
    %b4861 = arith.maximumf %a4859, %c0 : f32
    linalg.yield %b4861 : f32
  } -> tensor<10x256x14x14xf32>
  %e4863 = tensor.empty() : tensor<10x256x16x16xf32>
  %f4864 = linalg.fill ins(%c0 : f32) outs(%e4863 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g4867 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4862 : tensor<10x256x14x14xf32>) outs(%f4864 : tensor<10x256x16x16xf32>) {
  ^bb0(%a4865: f32, %o4866: f32):
    linalg.yield %a4865 : f32
  } -> tensor<10x256x16x16xf32>
  %e4868 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4869 = linalg.fill ins(%c0 : f32) outs(%e4868 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4870 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4867, %layer3_19_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f4869 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4871 = tensor.empty() : tensor<256xf32>
  %f4872 = linalg.fill ins(%c0 : f32) outs(%e4871 : tensor<256xf32>) -> tensor<256xf32>
  %g4876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4870 : tensor<10x256x14x14xf32>) outs(%f4872 : tensor<256xf32>) {
  ^bb0(%a4873: f32, %o4874: f32):
    %b4875 = arith.addf %a4873, %o4874 : f32
    linalg.yield %b4875 : f32
  } -> tensor<256xf32>
  %e4877 = tensor.empty() : tensor<256xf32>
  %g4881 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4876 : tensor<256xf32>) outs(%e4877 : tensor<256xf32>) {
  ^bb0(%a4878: f32, %o4879: f32):
    %b4880 = arith.divf %a4878, %c6 : f32
    linalg.yield %b4880 : f32
  } -> tensor<256xf32>
  %e4883 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4870, %g4881 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4883 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4884: f32, %a4885: f32, %o4886: f32):
    %b4887 = arith.subf %a4884, %a4885 : f32
    %b4888 = arith.mulf %b4887, %b4887 : f32
    linalg.yield %b4888 : f32
  } -> tensor<10x256x14x14xf32>
  %e4890 = tensor.empty() : tensor<256xf32>
  %f4891 = linalg.fill ins(%c0 : f32) outs(%e4890 : tensor<256xf32>) -> tensor<256xf32>
  %g4895 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4889 : tensor<10x256x14x14xf32>) outs(%f4891 : tensor<256xf32>) {
  ^bb0(%a4892: f32, %o4893: f32):
    %b4894 = arith.addf %a4892, %o4893 : f32
    linalg.yield %b4894 : f32
  } -> tensor<256xf32>
  %e4896 = tensor.empty() : tensor<256xf32>
  %g4900 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4895 : tensor<256xf32>) outs(%e4896 : tensor<256xf32>) {
  ^bb0(%a4897: f32, %o4898: f32):
    %b4899 = arith.divf %a4897, %c6 : f32
    linalg.yield %b4899 : f32
  } -> tensor<256xf32>
  %e4904 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4917 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4870, %g4881, %g4900, %layer3_19_bn2_weight, %layer3_19_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e4904 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4905: f32, %a4906: f32, %a4907: f32, %a4908: f32, %a4909: f32, %o4910: f32):
    %b4911 = arith.addf %a4907, %c2 : f32
    %b4912 = math.sqrt %b4911 : f32
    %b4913 = arith.subf %a4905, %a4906 : f32
    %b4914 = arith.divf %b4913, %b4912 : f32
    %b4915 = arith.mulf %b4914, %a4908 : f32
    %b4916 = arith.addf %b4915, %a4909 : f32
    linalg.yield %b4916 : f32
  } -> tensor<10x256x14x14xf32>
  %e4918 = tensor.empty() : tensor<10x256x14x14xf32>
  %g4922 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4917 : tensor<10x256x14x14xf32>) outs(%e4918 : tensor<10x256x14x14xf32>) {
  ^bb0(%a4919: f32, %o4920: f32):
    %b4921 = arith.maximumf %a4919, %c0 : f32
    linalg.yield %b4921 : f32
  } -> tensor<10x256x14x14xf32>
  %e4923 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f4924 = linalg.fill ins(%c0 : f32) outs(%e4923 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv4925 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4922, %layer3_19_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f4924 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e4926 = tensor.empty() : tensor<1024xf32>
  %f4927 = linalg.fill ins(%c0 : f32) outs(%e4926 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4931 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4925 : tensor<10x1024x14x14xf32>) outs(%f4927 : tensor<1024xf32>) {
  ^bb0(%a4928: f32, %o4929: f32):
    %b4930 = arith.addf %a4928, %o4929 : f32
    linalg.yield %b4930 : f32
  } -> tensor<1024xf32>
  %e4932 = tensor.empty() : tensor<1024xf32>
  %g4936 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4931 : tensor<1024xf32>) outs(%e4932 : tensor<1024xf32>) {
  ^bb0(%a4933: f32, %o4934: f32):
    %b4935 = arith.divf %a4933, %c6 : f32
    linalg.yield %b4935 : f32
  } -> tensor<1024xf32>
  %e4938 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4944 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4925, %g4936 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e4938 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4939: f32, %a4940: f32, %o4941: f32):
    %b4942 = arith.subf %a4939, %a4940 : f32
    %b4943 = arith.mulf %b4942, %b4942 : f32
    linalg.yield %b4943 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4945 = tensor.empty() : tensor<1024xf32>
  %f4946 = linalg.fill ins(%c0 : f32) outs(%e4945 : tensor<1024xf32>) -> tensor<1024xf32>
  %g4950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g4944 : tensor<10x1024x14x14xf32>) outs(%f4946 : tensor<1024xf32>) {
  ^bb0(%a4947: f32, %o4948: f32):
    %b4949 = arith.addf %a4947, %o4948 : f32
    linalg.yield %b4949 : f32
  } -> tensor<1024xf32>
  %e4951 = tensor.empty() : tensor<1024xf32>
  %g4955 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4950 : tensor<1024xf32>) outs(%e4951 : tensor<1024xf32>) {
  ^bb0(%a4952: f32, %o4953: f32):
    %b4954 = arith.divf %a4952, %c6 : f32
    linalg.yield %b4954 : f32
  } -> tensor<1024xf32>
  %e4959 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4972 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4925, %g4936, %g4955, %layer3_19_bn3_weight, %layer3_19_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e4959 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4960: f32, %a4961: f32, %a4962: f32, %a4963: f32, %a4964: f32, %o4965: f32):
    %b4966 = arith.addf %a4962, %c2 : f32
    %b4967 = math.sqrt %b4966 : f32
    %b4968 = arith.subf %a4960, %a4961 : f32
    %b4969 = arith.divf %b4968, %b4967 : f32
    %b4970 = arith.mulf %b4969, %a4963 : f32
    %b4971 = arith.addf %b4970, %a4964 : f32
    linalg.yield %b4971 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4973 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4978 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4972, %g4807 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e4973 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4974: f32, %a4975: f32, %o4976: f32):
    %b4977 = arith.addf %a4974, %a4975 : f32
    linalg.yield %b4977 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4979 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g4983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4978 : tensor<10x1024x14x14xf32>) outs(%e4979 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a4980: f32, %o4981: f32):
    %b4982 = arith.maximumf %a4980, %c0 : f32
    linalg.yield %b4982 : f32
  } -> tensor<10x1024x14x14xf32>
  %e4984 = tensor.empty() : tensor<10x256x14x14xf32>
  %f4985 = linalg.fill ins(%c0 : f32) outs(%e4984 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv4986 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g4983, %layer3_20_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f4985 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e4987 = tensor.empty() : tensor<256xf32>
  %f4988 = linalg.fill ins(%c0 : f32) outs(%e4987 : tensor<256xf32>) -> tensor<256xf32>
  %g4992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4986 : tensor<10x256x14x14xf32>) outs(%f4988 : tensor<256xf32>) {
  ^bb0(%a4989: f32, %o4990: f32):
    %b4991 = arith.addf %a4989, %o4990 : f32
    linalg.yield %b4991 : f32
  } -> tensor<256xf32>
  %e4993 = tensor.empty() : tensor<256xf32>
  %g4997 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g4992 : tensor<256xf32>) outs(%e4993 : tensor<256xf32>) {
  ^bb0(%a4994: f32, %o4995: f32):
    %b4996 = arith.divf %a4994, %c6 : f32
    linalg.yield %b4996 : f32
  } -> tensor<256xf32>
  %e4999 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5005 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4986, %g4997 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e4999 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5000: f32, %a5001: f32, %o5002: f32):
    %b5003 = arith.subf %a5000, %a5001 : f32
    %b5004 = arith.mulf %b5003, %b5003 : f32
    linalg.yield %b5004 : f32
  } -> tensor<10x256x14x14xf32>
  %e5006 = tensor.empty() : tensor<256xf32>
  %f5007 = linalg.fill ins(%c0 : f32) outs(%e5006 : tensor<256xf32>) -> tensor<256xf32>
  %g5011 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5005 : tensor<10x256x14x14xf32>) outs(%f5007 : tensor<256xf32>) {
  ^bb0(%a5008: f32, %o5009: f32):
    %b5010 = arith.addf %a5008, %o5009 : f32
    linalg.yield %b5010 : f32
  } -> tensor<256xf32>
  %e5012 = tensor.empty() : tensor<256xf32>
  %g5016 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5011 : tensor<256xf32>) outs(%e5012 : tensor<256xf32>) {
  ^bb0(%a5013: f32, %o5014: f32):
    %b5015 = arith.divf %a5013, %c6 : f32
    linalg.yield %b5015 : f32
  } -> tensor<256xf32>
  %e5020 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5033 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4986, %g4997, %g5016, %layer3_20_bn1_weight, %layer3_20_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e5020 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5021: f32, %a5022: f32, %a5023: f32, %a5024: f32, %a5025: f32, %o5026: f32):
    %b5027 = arith.addf %a5023, %c2 : f32
    %b5028 = math.sqrt %b5027 : f32
    %b5029 = arith.subf %a5021, %a5022 : f32
    %b5030 = arith.divf %b5029, %b5028 : f32
    %b5031 = arith.mulf %b5030, %a5024 : f32
    %b5032 = arith.addf %b5031, %a5025 : f32
    linalg.yield %b5032 : f32
  } -> tensor<10x256x14x14xf32>
  %e5034 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5038 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5033 : tensor<10x256x14x14xf32>) outs(%e5034 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5035: f32, %o5036: f32):
    %b5037 = arith.maximumf %a5035, %c0 : f32
    linalg.yield %b5037 : f32
  } -> tensor<10x256x14x14xf32>
  %e5039 = tensor.empty() : tensor<10x256x16x16xf32>
  %f5040 = linalg.fill ins(%c0 : f32) outs(%e5039 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g5043 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5038 : tensor<10x256x14x14xf32>) outs(%f5040 : tensor<10x256x16x16xf32>) {
  ^bb0(%a5041: f32, %o5042: f32):
    linalg.yield %a5041 : f32
  } -> tensor<10x256x16x16xf32>
  %e5044 = tensor.empty() : tensor<10x256x14x14xf32>
  %f5045 = linalg.fill ins(%c0 : f32) outs(%e5044 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv5046 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5043, %layer3_20_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f5045 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e5047 = tensor.empty() : tensor<256xf32>
  %f5048 = linalg.fill ins(%c0 : f32) outs(%e5047 : tensor<256xf32>) -> tensor<256xf32>
  %g5052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5046 : tensor<10x256x14x14xf32>) outs(%f5048 : tensor<256xf32>) {
  ^bb0(%a5049: f32, %o5050: f32):
    %b5051 = arith.addf %a5049, %o5050 : f32
    linalg.yield %b5051 : f32
  } -> tensor<256xf32>
  %e5053 = tensor.empty() : tensor<256xf32>
  %g5057 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5052 : tensor<256xf32>) outs(%e5053 : tensor<256xf32>) {
  ^bb0(%a5054: f32, %o5055: f32):
    %b5056 = arith.divf %a5054, %c6 : f32
    linalg.yield %b5056 : f32
  } -> tensor<256xf32>
  %e5059 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5065 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5046, %g5057 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e5059 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5060: f32, %a5061: f32, %o5062: f32):
    %b5063 = arith.subf %a5060, %a5061 : f32
    %b5064 = arith.mulf %b5063, %b5063 : f32
    linalg.yield %b5064 : f32
  } -> tensor<10x256x14x14xf32>
  %e5066 = tensor.empty() : tensor<256xf32>
  %f5067 = linalg.fill ins(%c0 : f32) outs(%e5066 : tensor<256xf32>) -> tensor<256xf32>
  %g5071 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5065 : tensor<10x256x14x14xf32>) outs(%f5067 : tensor<256xf32>) {
  ^bb0(%a5068: f32, %o5069: f32):
    %b5070 = arith.addf %a5068, %o5069 : f32
    linalg.yield %b5070 : f32
  } -> tensor<256xf32>
  %e5072 = tensor.empty() : tensor<256xf32>
  %g5076 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5071 : tensor<256xf32>) outs(%e5072 : tensor<256xf32>) {
  ^bb0(%a5073: f32, %o5074: f32):
    %b5075 = arith.divf %a5073, %c6 : f32
    linalg.yield %b5075 : f32
  } -> tensor<256xf32>
  %e5080 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5093 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5046, %g5057, %g5076, %layer3_20_bn2_weight, %layer3_20_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e5080 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5081: f32, %a5082: f32, %a5083: f32, %a5084: f32, %a5085: f32, %o5086: f32):
    %b5087 = arith.addf %a5083, %c2 : f32
    %b5088 = math.sqrt %b5087 : f32
    %b5089 = arith.subf %a5081, %a5082 : f32
    %b5090 = arith.divf %b5089, %b5088 : f32
    %b5091 = arith.mulf %b5090, %a5084 : f32
    %b5092 = arith.addf %b5091, %a5085 : f32
    linalg.yield %b5092 : f32
  } -> tensor<10x256x14x14xf32>
  %e5094 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5098 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5093 : tensor<10x256x14x14xf32>) outs(%e5094 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5095: f32, %o5096: f32):
    %b5097 = arith.maximumf %a5095, %c0 : f32
    linalg.yield %b5097 : f32
  } -> tensor<10x256x14x14xf32>
  %e5099 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f5100 = linalg.fill ins(%c0 : f32) outs(%e5099 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv5101 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5098, %layer3_20_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f5100 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e5102 = tensor.empty() : tensor<1024xf32>
  %f5103 = linalg.fill ins(%c0 : f32) outs(%e5102 : tensor<1024xf32>) -> tensor<1024xf32>
  %g5107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5101 : tensor<10x1024x14x14xf32>) outs(%f5103 : tensor<1024xf32>) {
  ^bb0(%a5104: f32, %o5105: f32):
    %b5106 = arith.addf %a5104, %o5105 : f32
    linalg.yield %b5106 : f32
  } -> tensor<1024xf32>
  %e5108 = tensor.empty() : tensor<1024xf32>
  %g5112 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5107 : tensor<1024xf32>) outs(%e5108 : tensor<1024xf32>) {
  ^bb0(%a5109: f32, %o5110: f32):
    %b5111 = arith.divf %a5109, %c6 : f32
    linalg.yield %b5111 : f32
  } -> tensor<1024xf32>
  %e5114 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5101, %g5112 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e5114 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5115: f32, %a5116: f32, %o5117: f32):
    %b5118 = arith.subf %a5115, %a5116 : f32
    %b5119 = arith.mulf %b5118, %b5118 : f32
    linalg.yield %b5119 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5121 = tensor.empty() : tensor<1024xf32>
  %f5122 = linalg.fill ins(%c0 : f32) outs(%e5121 : tensor<1024xf32>) -> tensor<1024xf32>
  %g5126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5120 : tensor<10x1024x14x14xf32>) outs(%f5122 : tensor<1024xf32>) {
  ^bb0(%a5123: f32, %o5124: f32):
    %b5125 = arith.addf %a5123, %o5124 : f32
    linalg.yield %b5125 : f32
  } -> tensor<1024xf32>
  %e5127 = tensor.empty() : tensor<1024xf32>
  %g5131 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5126 : tensor<1024xf32>) outs(%e5127 : tensor<1024xf32>) {
  ^bb0(%a5128: f32, %o5129: f32):
    %b5130 = arith.divf %a5128, %c6 : f32
    linalg.yield %b5130 : f32
  } -> tensor<1024xf32>
  %e5135 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5101, %g5112, %g5131, %layer3_20_bn3_weight, %layer3_20_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e5135 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5136: f32, %a5137: f32, %a5138: f32, %a5139: f32, %a5140: f32, %o5141: f32):
    %b5142 = arith.addf %a5138, %c2 : f32
    %b5143 = math.sqrt %b5142 : f32
    %b5144 = arith.subf %a5136, %a5137 : f32
    %b5145 = arith.divf %b5144, %b5143 : f32
    %b5146 = arith.mulf %b5145, %a5139 : f32
    %b5147 = arith.addf %b5146, %a5140 : f32
    linalg.yield %b5147 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5149 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5148, %g4983 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e5149 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5150: f32, %a5151: f32, %o5152: f32):
    %b5153 = arith.addf %a5150, %a5151 : f32
    linalg.yield %b5153 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5155 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5154 : tensor<10x1024x14x14xf32>) outs(%e5155 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5156: f32, %o5157: f32):
    %b5158 = arith.maximumf %a5156, %c0 : f32
    linalg.yield %b5158 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5160 = tensor.empty() : tensor<10x256x14x14xf32>
  %f5161 = linalg.fill ins(%c0 : f32) outs(%e5160 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv5162 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5159, %layer3_21_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f5161 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e5163 = tensor.empty() : tensor<256xf32>
  %f5164 = linalg.fill ins(%c0 : f32) outs(%e5163 : tensor<256xf32>) -> tensor<256xf32>
  %g5168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5162 : tensor<10x256x14x14xf32>) outs(%f5164 : tensor<256xf32>) {
  ^bb0(%a5165: f32, %o5166: f32):
    %b5167 = arith.addf %a5165, %o5166 : f32
    linalg.yield %b5167 : f32
  } -> tensor<256xf32>
  %e5169 = tensor.empty() : tensor<256xf32>
  %g5173 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5168 : tensor<256xf32>) outs(%e5169 : tensor<256xf32>) {
  ^bb0(%a5170: f32, %o5171: f32):
    %b5172 = arith.divf %a5170, %c6 : f32
    linalg.yield %b5172 : f32
  } -> tensor<256xf32>
  %e5175 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5162, %g5173 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e5175 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5176: f32, %a5177: f32, %o5178: f32):
    %b5179 = arith.subf %a5176, %a5177 : f32
    %b5180 = arith.mulf %b5179, %b5179 : f32
    linalg.yield %b5180 : f32
  } -> tensor<10x256x14x14xf32>
  %e5182 = tensor.empty() : tensor<256xf32>
  %f5183 = linalg.fill ins(%c0 : f32) outs(%e5182 : tensor<256xf32>) -> tensor<256xf32>
  %g5187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5181 : tensor<10x256x14x14xf32>) outs(%f5183 : tensor<256xf32>) {
  ^bb0(%a5184: f32, %o5185: f32):
    %b5186 = arith.addf %a5184, %o5185 : f32
    linalg.yield %b5186 : f32
  } -> tensor<256xf32>
  %e5188 = tensor.empty() : tensor<256xf32>
  %g5192 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5187 : tensor<256xf32>) outs(%e5188 : tensor<256xf32>) {
  ^bb0(%a5189: f32, %o5190: f32):
    %b5191 = arith.divf %a5189, %c6 : f32
    linalg.yield %b5191 : f32
  } -> tensor<256xf32>
  %e5196 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5162, %g5173, %g5192, %layer3_21_bn1_weight, %layer3_21_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e5196 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5197: f32, %a5198: f32, %a5199: f32, %a5200: f32, %a5201: f32, %o5202: f32):
    %b5203 = arith.addf %a5199, %c2 : f32
    %b5204 = math.sqrt %b5203 : f32
    %b5205 = arith.subf %a5197, %a5198 : f32
    %b5206 = arith.divf %b5205, %b5204 : f32
    %b5207 = arith.mulf %b5206, %a5200 : f32
    %b5208 = arith.addf %b5207, %a5201 : f32
    linalg.yield %b5208 : f32
  } -> tensor<10x256x14x14xf32>
  %e5210 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5209 : tensor<10x256x14x14xf32>) outs(%e5210 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5211: f32, %o5212: f32):
    %b5213 = arith.maximumf %a5211, %c0 : f32
    linalg.yield %b5213 : f32
  } -> tensor<10x256x14x14xf32>
  %e5215 = tensor.empty() : tensor<10x256x16x16xf32>
  %f5216 = linalg.fill ins(%c0 : f32) outs(%e5215 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g5219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5214 : tensor<10x256x14x14xf32>) outs(%f5216 : tensor<10x256x16x16xf32>) {
  ^bb0(%a5217: f32, %o5218: f32):
    linalg.yield %a5217 : f32
  } -> tensor<10x256x16x16xf32>
  %e5220 = tensor.empty() : tensor<10x256x14x14xf32>
  %f5221 = linalg.fill ins(%c0 : f32) outs(%e5220 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv5222 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5219, %layer3_21_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f5221 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e5223 = tensor.empty() : tensor<256xf32>
  %f5224 = linalg.fill ins(%c0 : f32) outs(%e5223 : tensor<256xf32>) -> tensor<256xf32>
  %g5228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5222 : tensor<10x256x14x14xf32>) outs(%f5224 : tensor<256xf32>) {
  ^bb0(%a5225: f32, %o5226: f32):
    %b5227 = arith.addf %a5225, %o5226 : f32
    linalg.yield %b5227 : f32
  } -> tensor<256xf32>
  %e5229 = tensor.empty() : tensor<256xf32>
  %g5233 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5228 : tensor<256xf32>) outs(%e5229 : tensor<256xf32>) {
  ^bb0(%a5230: f32, %o5231: f32):
    %b5232 = arith.divf %a5230, %c6 : f32
    linalg.yield %b5232 : f32
  } -> tensor<256xf32>
  %e5235 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5222, %g5233 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e5235 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5236: f32, %a5237: f32, %o5238: f32):
    %b5239 = arith.subf %a5236, %a5237 : f32
    %b5240 = arith.mulf %b5239, %b5239 : f32
    linalg.yield %b5240 : f32
  } -> tensor<10x256x14x14xf32>
  %e5242 = tensor.empty() : tensor<256xf32>
  %f5243 = linalg.fill ins(%c0 : f32) outs(%e5242 : tensor<256xf32>) -> tensor<256xf32>
  %g5247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5241 : tensor<10x256x14x14xf32>) outs(%f5243 : tensor<256xf32>) {
  ^bb0(%a5244: f32, %o5245: f32):
    %b5246 = arith.addf %a5244, %o5245 : f32
    linalg.yield %b5246 : f32
  } -> tensor<256xf32>
  %e5248 = tensor.empty() : tensor<256xf32>
  %g5252 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5247 : tensor<256xf32>) outs(%e5248 : tensor<256xf32>) {
  ^bb0(%a5249: f32, %o5250: f32):
    %b5251 = arith.divf %a5249, %c6 : f32
    linalg.yield %b5251 : f32
  } -> tensor<256xf32>
  %e5256 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5222, %g5233, %g5252, %layer3_21_bn2_weight, %layer3_21_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e5256 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5257: f32, %a5258: f32, %a5259: f32, %a5260: f32, %a5261: f32, %o5262: f32):
    %b5263 = arith.addf %a5259, %c2 : f32
    %b5264 = math.sqrt %b5263 : f32
    %b5265 = arith.subf %a5257, %a5258 : f32
    %b5266 = arith.divf %b5265, %b5264 : f32
    %b5267 = arith.mulf %b5266, %a5260 : f32
    %b5268 = arith.addf %b5267, %a5261 : f32
    linalg.yield %b5268 : f32
  } -> tensor<10x256x14x14xf32>
  %e5270 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5269 : tensor<10x256x14x14xf32>) outs(%e5270 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5271: f32, %o5272: f32):
    %b5273 = arith.maximumf %a5271, %c0 : f32
    linalg.yield %b5273 : f32
  } -> tensor<10x256x14x14xf32>
  %e5275 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f5276 = linalg.fill ins(%c0 : f32) outs(%e5275 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv5277 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5274, %layer3_21_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f5276 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e5278 = tensor.empty() : tensor<1024xf32>
  %f5279 = linalg.fill ins(%c0 : f32) outs(%e5278 : tensor<1024xf32>) -> tensor<1024xf32>
  %g5283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5277 : tensor<10x1024x14x14xf32>) outs(%f5279 : tensor<1024xf32>) {
  ^bb0(%a5280: f32, %o5281: f32):
    %b5282 = arith.addf %a5280, %o5281 : f32
    linalg.yield %b5282 : f32
  } -> tensor<1024xf32>
  %e5284 = tensor.empty() : tensor<1024xf32>
  %g5288 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5283 : tensor<1024xf32>) outs(%e5284 : tensor<1024xf32>) {
  ^bb0(%a5285: f32, %o5286: f32):
    %b5287 = arith.divf %a5285, %c6 : f32
    linalg.yield %b5287 : f32
  } -> tensor<1024xf32>
  %e5290 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5277, %g5288 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e5290 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5291: f32, %a5292: f32, %o5293: f32):
    %b5294 = arith.subf %a5291, %a5292 : f32
    %b5295 = arith.mulf %b5294, %b5294 : f32
    linalg.yield %b5295 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5297 = tensor.empty() : tensor<1024xf32>
  %f5298 = linalg.fill ins(%c0 : f32) outs(%e5297 : tensor<1024xf32>) -> tensor<1024xf32>
  %g5302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5296 : tensor<10x1024x14x14xf32>) outs(%f5298 : tensor<1024xf32>) {
  ^bb0(%a5299: f32, %o5300: f32):
    %b5301 = arith.addf %a5299, %o5300 : f32
    linalg.yield %b5301 : f32
  } -> tensor<1024xf32>
  %e5303 = tensor.empty() : tensor<1024xf32>
  %g5307 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5302 : tensor<1024xf32>) outs(%e5303 : tensor<1024xf32>) {
  ^bb0(%a5304: f32, %o5305: f32):
    %b5306 = arith.divf %a5304, %c6 : f32
    linalg.yield %b5306 : f32
  } -> tensor<1024xf32>
  %e5311 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5277, %g5288, %g5307, %layer3_21_bn3_weight, %layer3_21_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e5311 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5312: f32, %a5313: f32, %a5314: f32, %a5315: f32, %a5316: f32, %o5317: f32):
    %b5318 = arith.addf %a5314, %c2 : f32
    %b5319 = math.sqrt %b5318 : f32
    %b5320 = arith.subf %a5312, %a5313 : f32
    %b5321 = arith.divf %b5320, %b5319 : f32
    %b5322 = arith.mulf %b5321, %a5315 : f32
    %b5323 = arith.addf %b5322, %a5316 : f32
    linalg.yield %b5323 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5325 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5324, %g5159 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e5325 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5326: f32, %a5327: f32, %o5328: f32):
    %b5329 = arith.addf %a5326, %a5327 : f32
    linalg.yield %b5329 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5331 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5330 : tensor<10x1024x14x14xf32>) outs(%e5331 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5332: f32, %o5333: f32):
    %b5334 = arith.maximumf %a5332, %c0 : f32
    linalg.yield %b5334 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5336 = tensor.empty() : tensor<10x256x14x14xf32>
  %f5337 = linalg.fill ins(%c0 : f32) outs(%e5336 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv5338 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5335, %layer3_22_conv1_weight : tensor<10x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%f5337 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e5339 = tensor.empty() : tensor<256xf32>
  %f5340 = linalg.fill ins(%c0 : f32) outs(%e5339 : tensor<256xf32>) -> tensor<256xf32>
  %g5344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5338 : tensor<10x256x14x14xf32>) outs(%f5340 : tensor<256xf32>) {
  ^bb0(%a5341: f32, %o5342: f32):
    %b5343 = arith.addf %a5341, %o5342 : f32
    linalg.yield %b5343 : f32
  } -> tensor<256xf32>
  %e5345 = tensor.empty() : tensor<256xf32>
  %g5349 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5344 : tensor<256xf32>) outs(%e5345 : tensor<256xf32>) {
  ^bb0(%a5346: f32, %o5347: f32):
    %b5348 = arith.divf %a5346, %c6 : f32
    linalg.yield %b5348 : f32
  } -> tensor<256xf32>
  %e5351 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5338, %g5349 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e5351 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5352: f32, %a5353: f32, %o5354: f32):
    %b5355 = arith.subf %a5352, %a5353 : f32
    %b5356 = arith.mulf %b5355, %b5355 : f32
    linalg.yield %b5356 : f32
  } -> tensor<10x256x14x14xf32>
  %e5358 = tensor.empty() : tensor<256xf32>
  %f5359 = linalg.fill ins(%c0 : f32) outs(%e5358 : tensor<256xf32>) -> tensor<256xf32>
  %g5363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5357 : tensor<10x256x14x14xf32>) outs(%f5359 : tensor<256xf32>) {
  ^bb0(%a5360: f32, %o5361: f32):
    %b5362 = arith.addf %a5360, %o5361 : f32
    linalg.yield %b5362 : f32
  } -> tensor<256xf32>
  %e5364 = tensor.empty() : tensor<256xf32>
  %g5368 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5363 : tensor<256xf32>) outs(%e5364 : tensor<256xf32>) {
  ^bb0(%a5365: f32, %o5366: f32):
    %b5367 = arith.divf %a5365, %c6 : f32
    linalg.yield %b5367 : f32
  } -> tensor<256xf32>
  %e5372 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5338, %g5349, %g5368, %layer3_22_bn1_weight, %layer3_22_bn1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e5372 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5373: f32, %a5374: f32, %a5375: f32, %a5376: f32, %a5377: f32, %o5378: f32):
    %b5379 = arith.addf %a5375, %c2 : f32
    %b5380 = math.sqrt %b5379 : f32
    %b5381 = arith.subf %a5373, %a5374 : f32
    %b5382 = arith.divf %b5381, %b5380 : f32
    %b5383 = arith.mulf %b5382, %a5376 : f32
    %b5384 = arith.addf %b5383, %a5377 : f32
    linalg.yield %b5384 : f32
  } -> tensor<10x256x14x14xf32>
  %e5386 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5385 : tensor<10x256x14x14xf32>) outs(%e5386 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5387: f32, %o5388: f32):
    %b5389 = arith.maximumf %a5387, %c0 : f32
    linalg.yield %b5389 : f32
  } -> tensor<10x256x14x14xf32>
  %e5391 = tensor.empty() : tensor<10x256x16x16xf32>
  %f5392 = linalg.fill ins(%c0 : f32) outs(%e5391 : tensor<10x256x16x16xf32>) -> tensor<10x256x16x16xf32>
  %g5395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5390 : tensor<10x256x14x14xf32>) outs(%f5392 : tensor<10x256x16x16xf32>) {
  ^bb0(%a5393: f32, %o5394: f32):
    linalg.yield %a5393 : f32
  } -> tensor<10x256x16x16xf32>
  %e5396 = tensor.empty() : tensor<10x256x14x14xf32>
  %f5397 = linalg.fill ins(%c0 : f32) outs(%e5396 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv5398 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5395, %layer3_22_conv2_weight : tensor<10x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%f5397 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e5399 = tensor.empty() : tensor<256xf32>
  %f5400 = linalg.fill ins(%c0 : f32) outs(%e5399 : tensor<256xf32>) -> tensor<256xf32>
  %g5404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5398 : tensor<10x256x14x14xf32>) outs(%f5400 : tensor<256xf32>) {
  ^bb0(%a5401: f32, %o5402: f32):
    %b5403 = arith.addf %a5401, %o5402 : f32
    linalg.yield %b5403 : f32
  } -> tensor<256xf32>
  %e5405 = tensor.empty() : tensor<256xf32>
  %g5409 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5404 : tensor<256xf32>) outs(%e5405 : tensor<256xf32>) {
  ^bb0(%a5406: f32, %o5407: f32):
    %b5408 = arith.divf %a5406, %c6 : f32
    linalg.yield %b5408 : f32
  } -> tensor<256xf32>
  %e5411 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5398, %g5409 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e5411 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5412: f32, %a5413: f32, %o5414: f32):
    %b5415 = arith.subf %a5412, %a5413 : f32
    %b5416 = arith.mulf %b5415, %b5415 : f32
    linalg.yield %b5416 : f32
  } -> tensor<10x256x14x14xf32>
  %e5418 = tensor.empty() : tensor<256xf32>
  %f5419 = linalg.fill ins(%c0 : f32) outs(%e5418 : tensor<256xf32>) -> tensor<256xf32>
  %g5423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5417 : tensor<10x256x14x14xf32>) outs(%f5419 : tensor<256xf32>) {
  ^bb0(%a5420: f32, %o5421: f32):
    %b5422 = arith.addf %a5420, %o5421 : f32
    linalg.yield %b5422 : f32
  } -> tensor<256xf32>
  %e5424 = tensor.empty() : tensor<256xf32>
  %g5428 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5423 : tensor<256xf32>) outs(%e5424 : tensor<256xf32>) {
  ^bb0(%a5425: f32, %o5426: f32):
    %b5427 = arith.divf %a5425, %c6 : f32
    linalg.yield %b5427 : f32
  } -> tensor<256xf32>
  %e5432 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5398, %g5409, %g5428, %layer3_22_bn2_weight, %layer3_22_bn2_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e5432 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5433: f32, %a5434: f32, %a5435: f32, %a5436: f32, %a5437: f32, %o5438: f32):
    %b5439 = arith.addf %a5435, %c2 : f32
    %b5440 = math.sqrt %b5439 : f32
    %b5441 = arith.subf %a5433, %a5434 : f32
    %b5442 = arith.divf %b5441, %b5440 : f32
    %b5443 = arith.mulf %b5442, %a5436 : f32
    %b5444 = arith.addf %b5443, %a5437 : f32
    linalg.yield %b5444 : f32
  } -> tensor<10x256x14x14xf32>
  %e5446 = tensor.empty() : tensor<10x256x14x14xf32>
  %g5450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5445 : tensor<10x256x14x14xf32>) outs(%e5446 : tensor<10x256x14x14xf32>) {
  ^bb0(%a5447: f32, %o5448: f32):
    %b5449 = arith.maximumf %a5447, %c0 : f32
    linalg.yield %b5449 : f32
  } -> tensor<10x256x14x14xf32>
  %e5451 = tensor.empty() : tensor<10x1024x14x14xf32>
  %f5452 = linalg.fill ins(%c0 : f32) outs(%e5451 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %conv5453 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5450, %layer3_22_conv3_weight : tensor<10x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%f5452 : tensor<10x1024x14x14xf32>) -> tensor<10x1024x14x14xf32>
  %e5454 = tensor.empty() : tensor<1024xf32>
  %f5455 = linalg.fill ins(%c0 : f32) outs(%e5454 : tensor<1024xf32>) -> tensor<1024xf32>
  %g5459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5453 : tensor<10x1024x14x14xf32>) outs(%f5455 : tensor<1024xf32>) {
  ^bb0(%a5456: f32, %o5457: f32):
    %b5458 = arith.addf %a5456, %o5457 : f32
    linalg.yield %b5458 : f32
  } -> tensor<1024xf32>
  %e5460 = tensor.empty() : tensor<1024xf32>
  %g5464 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5459 : tensor<1024xf32>) outs(%e5460 : tensor<1024xf32>) {
  ^bb0(%a5461: f32, %o5462: f32):
    %b5463 = arith.divf %a5461, %c6 : f32
    linalg.yield %b5463 : f32
  } -> tensor<1024xf32>
  %e5466 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5453, %g5464 : tensor<10x1024x14x14xf32>, tensor<1024xf32>) outs(%e5466 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5467: f32, %a5468: f32, %o5469: f32):
    %b5470 = arith.subf %a5467, %a5468 : f32
    %b5471 = arith.mulf %b5470, %b5470 : f32
    linalg.yield %b5471 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5473 = tensor.empty() : tensor<1024xf32>
  %f5474 = linalg.fill ins(%c0 : f32) outs(%e5473 : tensor<1024xf32>) -> tensor<1024xf32>
  %g5478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5472 : tensor<10x1024x14x14xf32>) outs(%f5474 : tensor<1024xf32>) {
  ^bb0(%a5475: f32, %o5476: f32):
    %b5477 = arith.addf %a5475, %o5476 : f32
    linalg.yield %b5477 : f32
  } -> tensor<1024xf32>
  %e5479 = tensor.empty() : tensor<1024xf32>
  %g5483 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5478 : tensor<1024xf32>) outs(%e5479 : tensor<1024xf32>) {
  ^bb0(%a5480: f32, %o5481: f32):
    %b5482 = arith.divf %a5480, %c6 : f32
    linalg.yield %b5482 : f32
  } -> tensor<1024xf32>
  %e5487 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5453, %g5464, %g5483, %layer3_22_bn3_weight, %layer3_22_bn3_bias : tensor<10x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e5487 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5488: f32, %a5489: f32, %a5490: f32, %a5491: f32, %a5492: f32, %o5493: f32):
    %b5494 = arith.addf %a5490, %c2 : f32
    %b5495 = math.sqrt %b5494 : f32
    %b5496 = arith.subf %a5488, %a5489 : f32
    %b5497 = arith.divf %b5496, %b5495 : f32
    %b5498 = arith.mulf %b5497, %a5491 : f32
    %b5499 = arith.addf %b5498, %a5492 : f32
    linalg.yield %b5499 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5501 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5500, %g5335 : tensor<10x1024x14x14xf32>, tensor<10x1024x14x14xf32>) outs(%e5501 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5502: f32, %a5503: f32, %o5504: f32):
    %b5505 = arith.addf %a5502, %a5503 : f32
    linalg.yield %b5505 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5507 = tensor.empty() : tensor<10x1024x14x14xf32>
  %g5511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5506 : tensor<10x1024x14x14xf32>) outs(%e5507 : tensor<10x1024x14x14xf32>) {
  ^bb0(%a5508: f32, %o5509: f32):
    %b5510 = arith.maximumf %a5508, %c0 : f32
    linalg.yield %b5510 : f32
  } -> tensor<10x1024x14x14xf32>
  %e5512 = tensor.empty() : tensor<10x512x14x14xf32>
  %f5513 = linalg.fill ins(%c0 : f32) outs(%e5512 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv5514 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5511, %layer4_0_conv1_weight : tensor<10x1024x14x14xf32>, tensor<512x1024x1x1xf32>) outs(%f5513 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e5515 = tensor.empty() : tensor<512xf32>
  %f5516 = linalg.fill ins(%c0 : f32) outs(%e5515 : tensor<512xf32>) -> tensor<512xf32>
  %g5520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5514 : tensor<10x512x14x14xf32>) outs(%f5516 : tensor<512xf32>) {
  ^bb0(%a5517: f32, %o5518: f32):
    %b5519 = arith.addf %a5517, %o5518 : f32
    linalg.yield %b5519 : f32
  } -> tensor<512xf32>
  %e5521 = tensor.empty() : tensor<512xf32>
  %g5525 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5520 : tensor<512xf32>) outs(%e5521 : tensor<512xf32>) {
  ^bb0(%a5522: f32, %o5523: f32):
    %b5524 = arith.divf %a5522, %c6 : f32
    linalg.yield %b5524 : f32
  } -> tensor<512xf32>
  %e5527 = tensor.empty() : tensor<10x512x14x14xf32>
  %g5533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5514, %g5525 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e5527 : tensor<10x512x14x14xf32>) {
  ^bb0(%a5528: f32, %a5529: f32, %o5530: f32):
    %b5531 = arith.subf %a5528, %a5529 : f32
    %b5532 = arith.mulf %b5531, %b5531 : f32
    linalg.yield %b5532 : f32
  } -> tensor<10x512x14x14xf32>
  %e5534 = tensor.empty() : tensor<512xf32>
  %f5535 = linalg.fill ins(%c0 : f32) outs(%e5534 : tensor<512xf32>) -> tensor<512xf32>
  %g5539 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5533 : tensor<10x512x14x14xf32>) outs(%f5535 : tensor<512xf32>) {
  ^bb0(%a5536: f32, %o5537: f32):
    %b5538 = arith.addf %a5536, %o5537 : f32
    linalg.yield %b5538 : f32
  } -> tensor<512xf32>
  %e5540 = tensor.empty() : tensor<512xf32>
  %g5544 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5539 : tensor<512xf32>) outs(%e5540 : tensor<512xf32>) {
  ^bb0(%a5541: f32, %o5542: f32):
    %b5543 = arith.divf %a5541, %c6 : f32
    linalg.yield %b5543 : f32
  } -> tensor<512xf32>
  %e5548 = tensor.empty() : tensor<10x512x14x14xf32>
  %g5561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5514, %g5525, %g5544, %layer4_0_bn1_weight, %layer4_0_bn1_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e5548 : tensor<10x512x14x14xf32>) {
  ^bb0(%a5549: f32, %a5550: f32, %a5551: f32, %a5552: f32, %a5553: f32, %o5554: f32):
    %b5555 = arith.addf %a5551, %c2 : f32
    %b5556 = math.sqrt %b5555 : f32
    %b5557 = arith.subf %a5549, %a5550 : f32
    %b5558 = arith.divf %b5557, %b5556 : f32
    %b5559 = arith.mulf %b5558, %a5552 : f32
    %b5560 = arith.addf %b5559, %a5553 : f32
    linalg.yield %b5560 : f32
  } -> tensor<10x512x14x14xf32>
  %e5562 = tensor.empty() : tensor<10x512x14x14xf32>
  %g5566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5561 : tensor<10x512x14x14xf32>) outs(%e5562 : tensor<10x512x14x14xf32>) {
  ^bb0(%a5563: f32, %o5564: f32):
    %b5565 = arith.maximumf %a5563, %c0 : f32
    linalg.yield %b5565 : f32
  } -> tensor<10x512x14x14xf32>
  %e5567 = tensor.empty() : tensor<10x512x16x16xf32>
  %f5568 = linalg.fill ins(%c0 : f32) outs(%e5567 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g5571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5566 : tensor<10x512x14x14xf32>) outs(%f5568 : tensor<10x512x16x16xf32>) {
  ^bb0(%a5569: f32, %o5570: f32):
    linalg.yield %a5569 : f32
  } -> tensor<10x512x16x16xf32>
  %e5572 = tensor.empty() : tensor<10x512x7x7xf32>
  %f5573 = linalg.fill ins(%c0 : f32) outs(%e5572 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %conv5574 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g5571, %layer4_0_conv2_weight : tensor<10x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%f5573 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e5575 = tensor.empty() : tensor<512xf32>
  %f5576 = linalg.fill ins(%c0 : f32) outs(%e5575 : tensor<512xf32>) -> tensor<512xf32>
  %g5580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5574 : tensor<10x512x7x7xf32>) outs(%f5576 : tensor<512xf32>) {
  ^bb0(%a5577: f32, %o5578: f32):
    %b5579 = arith.addf %a5577, %o5578 : f32
    linalg.yield %b5579 : f32
  } -> tensor<512xf32>
  %e5581 = tensor.empty() : tensor<512xf32>
  %g5585 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5580 : tensor<512xf32>) outs(%e5581 : tensor<512xf32>) {
  ^bb0(%a5582: f32, %o5583: f32):
    %b5584 = arith.divf %a5582, %c7 : f32
    linalg.yield %b5584 : f32
  } -> tensor<512xf32>
  %e5587 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5574, %g5585 : tensor<10x512x7x7xf32>, tensor<512xf32>) outs(%e5587 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5588: f32, %a5589: f32, %o5590: f32):
    %b5591 = arith.subf %a5588, %a5589 : f32
    %b5592 = arith.mulf %b5591, %b5591 : f32
    linalg.yield %b5592 : f32
  } -> tensor<10x512x7x7xf32>
  %e5594 = tensor.empty() : tensor<512xf32>
  %f5595 = linalg.fill ins(%c0 : f32) outs(%e5594 : tensor<512xf32>) -> tensor<512xf32>
  %g5599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5593 : tensor<10x512x7x7xf32>) outs(%f5595 : tensor<512xf32>) {
  ^bb0(%a5596: f32, %o5597: f32):
    %b5598 = arith.addf %a5596, %o5597 : f32
    linalg.yield %b5598 : f32
  } -> tensor<512xf32>
  %e5600 = tensor.empty() : tensor<512xf32>
  %g5604 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5599 : tensor<512xf32>) outs(%e5600 : tensor<512xf32>) {
  ^bb0(%a5601: f32, %o5602: f32):
    %b5603 = arith.divf %a5601, %c7 : f32
    linalg.yield %b5603 : f32
  } -> tensor<512xf32>
  %e5608 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5574, %g5585, %g5604, %layer4_0_bn2_weight, %layer4_0_bn2_bias : tensor<10x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e5608 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5609: f32, %a5610: f32, %a5611: f32, %a5612: f32, %a5613: f32, %o5614: f32):
    %b5615 = arith.addf %a5611, %c2 : f32
    %b5616 = math.sqrt %b5615 : f32
    %b5617 = arith.subf %a5609, %a5610 : f32
    %b5618 = arith.divf %b5617, %b5616 : f32
    %b5619 = arith.mulf %b5618, %a5612 : f32
    %b5620 = arith.addf %b5619, %a5613 : f32
    linalg.yield %b5620 : f32
  } -> tensor<10x512x7x7xf32>
  %e5622 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5621 : tensor<10x512x7x7xf32>) outs(%e5622 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5623: f32, %o5624: f32):
    %b5625 = arith.maximumf %a5623, %c0 : f32
    linalg.yield %b5625 : f32
  } -> tensor<10x512x7x7xf32>
  %e5627 = tensor.empty() : tensor<10x2048x7x7xf32>
  %f5628 = linalg.fill ins(%c0 : f32) outs(%e5627 : tensor<10x2048x7x7xf32>) -> tensor<10x2048x7x7xf32>
  %conv5629 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5626, %layer4_0_conv3_weight : tensor<10x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%f5628 : tensor<10x2048x7x7xf32>) -> tensor<10x2048x7x7xf32>
  %e5630 = tensor.empty() : tensor<2048xf32>
  %f5631 = linalg.fill ins(%c0 : f32) outs(%e5630 : tensor<2048xf32>) -> tensor<2048xf32>
  %g5635 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5629 : tensor<10x2048x7x7xf32>) outs(%f5631 : tensor<2048xf32>) {
  ^bb0(%a5632: f32, %o5633: f32):
    %b5634 = arith.addf %a5632, %o5633 : f32
    linalg.yield %b5634 : f32
  } -> tensor<2048xf32>
  %e5636 = tensor.empty() : tensor<2048xf32>
  %g5640 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5635 : tensor<2048xf32>) outs(%e5636 : tensor<2048xf32>) {
  ^bb0(%a5637: f32, %o5638: f32):
    %b5639 = arith.divf %a5637, %c7 : f32
    linalg.yield %b5639 : f32
  } -> tensor<2048xf32>
  %e5642 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5629, %g5640 : tensor<10x2048x7x7xf32>, tensor<2048xf32>) outs(%e5642 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5643: f32, %a5644: f32, %o5645: f32):
    %b5646 = arith.subf %a5643, %a5644 : f32
    %b5647 = arith.mulf %b5646, %b5646 : f32
    linalg.yield %b5647 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5649 = tensor.empty() : tensor<2048xf32>
  %f5650 = linalg.fill ins(%c0 : f32) outs(%e5649 : tensor<2048xf32>) -> tensor<2048xf32>
  %g5654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5648 : tensor<10x2048x7x7xf32>) outs(%f5650 : tensor<2048xf32>) {
  ^bb0(%a5651: f32, %o5652: f32):
    %b5653 = arith.addf %a5651, %o5652 : f32
    linalg.yield %b5653 : f32
  } -> tensor<2048xf32>
  %e5655 = tensor.empty() : tensor<2048xf32>
  %g5659 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5654 : tensor<2048xf32>) outs(%e5655 : tensor<2048xf32>) {
  ^bb0(%a5656: f32, %o5657: f32):
    %b5658 = arith.divf %a5656, %c7 : f32
    linalg.yield %b5658 : f32
  } -> tensor<2048xf32>
  %e5663 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5629, %g5640, %g5659, %layer4_0_bn3_weight, %layer4_0_bn3_bias : tensor<10x2048x7x7xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>) outs(%e5663 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5664: f32, %a5665: f32, %a5666: f32, %a5667: f32, %a5668: f32, %o5669: f32):
    %b5670 = arith.addf %a5666, %c2 : f32
    %b5671 = math.sqrt %b5670 : f32
    %b5672 = arith.subf %a5664, %a5665 : f32
    %b5673 = arith.divf %b5672, %b5671 : f32
    %b5674 = arith.mulf %b5673, %a5667 : f32
    %b5675 = arith.addf %b5674, %a5668 : f32
    linalg.yield %b5675 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5677 = tensor.empty() : tensor<10x2048x7x7xf32>
  %f5678 = linalg.fill ins(%c0 : f32) outs(%e5677 : tensor<10x2048x7x7xf32>) -> tensor<10x2048x7x7xf32>
  %conv5679 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g5511, %layer4_0_downsample_0_weight : tensor<10x1024x14x14xf32>, tensor<2048x1024x1x1xf32>) outs(%f5678 : tensor<10x2048x7x7xf32>) -> tensor<10x2048x7x7xf32>
  %e5680 = tensor.empty() : tensor<2048xf32>
  %f5681 = linalg.fill ins(%c0 : f32) outs(%e5680 : tensor<2048xf32>) -> tensor<2048xf32>
  %g5685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5679 : tensor<10x2048x7x7xf32>) outs(%f5681 : tensor<2048xf32>) {
  ^bb0(%a5682: f32, %o5683: f32):
    %b5684 = arith.addf %a5682, %o5683 : f32
    linalg.yield %b5684 : f32
  } -> tensor<2048xf32>
  %e5686 = tensor.empty() : tensor<2048xf32>
  %g5690 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5685 : tensor<2048xf32>) outs(%e5686 : tensor<2048xf32>) {
  ^bb0(%a5687: f32, %o5688: f32):
    %b5689 = arith.divf %a5687, %c7 : f32
    linalg.yield %b5689 : f32
  } -> tensor<2048xf32>
  %e5692 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5679, %g5690 : tensor<10x2048x7x7xf32>, tensor<2048xf32>) outs(%e5692 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5693: f32, %a5694: f32, %o5695: f32):
    %b5696 = arith.subf %a5693, %a5694 : f32
    %b5697 = arith.mulf %b5696, %b5696 : f32
    linalg.yield %b5697 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5699 = tensor.empty() : tensor<2048xf32>
  %f5700 = linalg.fill ins(%c0 : f32) outs(%e5699 : tensor<2048xf32>) -> tensor<2048xf32>
  %g5704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5698 : tensor<10x2048x7x7xf32>) outs(%f5700 : tensor<2048xf32>) {
  ^bb0(%a5701: f32, %o5702: f32):
    %b5703 = arith.addf %a5701, %o5702 : f32
    linalg.yield %b5703 : f32
  } -> tensor<2048xf32>
  %e5705 = tensor.empty() : tensor<2048xf32>
  %g5709 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5704 : tensor<2048xf32>) outs(%e5705 : tensor<2048xf32>) {
  ^bb0(%a5706: f32, %o5707: f32):
    %b5708 = arith.divf %a5706, %c7 : f32
    linalg.yield %b5708 : f32
  } -> tensor<2048xf32>
  %e5713 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5679, %g5690, %g5709, %layer4_0_downsample_1_weight, %layer4_0_downsample_1_bias : tensor<10x2048x7x7xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>) outs(%e5713 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5714: f32, %a5715: f32, %a5716: f32, %a5717: f32, %a5718: f32, %o5719: f32):
    %b5720 = arith.addf %a5716, %c2 : f32
    %b5721 = math.sqrt %b5720 : f32
    %b5722 = arith.subf %a5714, %a5715 : f32
    %b5723 = arith.divf %b5722, %b5721 : f32
    %b5724 = arith.mulf %b5723, %a5717 : f32
    %b5725 = arith.addf %b5724, %a5718 : f32
    linalg.yield %b5725 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5727 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5676, %g5726 : tensor<10x2048x7x7xf32>, tensor<10x2048x7x7xf32>) outs(%e5727 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5728: f32, %a5729: f32, %o5730: f32):
    %b5731 = arith.addf %a5728, %a5729 : f32
    linalg.yield %b5731 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5733 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5737 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5732 : tensor<10x2048x7x7xf32>) outs(%e5733 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5734: f32, %o5735: f32):
    %b5736 = arith.maximumf %a5734, %c0 : f32
    linalg.yield %b5736 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5738 = tensor.empty() : tensor<10x512x7x7xf32>
  %f5739 = linalg.fill ins(%c0 : f32) outs(%e5738 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %conv5740 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5737, %layer4_1_conv1_weight : tensor<10x2048x7x7xf32>, tensor<512x2048x1x1xf32>) outs(%f5739 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e5741 = tensor.empty() : tensor<512xf32>
  %f5742 = linalg.fill ins(%c0 : f32) outs(%e5741 : tensor<512xf32>) -> tensor<512xf32>
  %g5746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5740 : tensor<10x512x7x7xf32>) outs(%f5742 : tensor<512xf32>) {
  ^bb0(%a5743: f32, %o5744: f32):
    %b5745 = arith.addf %a5743, %o5744 : f32
    linalg.yield %b5745 : f32
  } -> tensor<512xf32>
  %e5747 = tensor.empty() : tensor<512xf32>
  %g5751 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5746 : tensor<512xf32>) outs(%e5747 : tensor<512xf32>) {
  ^bb0(%a5748: f32, %o5749: f32):
    %b5750 = arith.divf %a5748, %c7 : f32
    linalg.yield %b5750 : f32
  } -> tensor<512xf32>
  %e5753 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5759 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5740, %g5751 : tensor<10x512x7x7xf32>, tensor<512xf32>) outs(%e5753 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5754: f32, %a5755: f32, %o5756: f32):
    %b5757 = arith.subf %a5754, %a5755 : f32
    %b5758 = arith.mulf %b5757, %b5757 : f32
    linalg.yield %b5758 : f32
  } -> tensor<10x512x7x7xf32>
  %e5760 = tensor.empty() : tensor<512xf32>
  %f5761 = linalg.fill ins(%c0 : f32) outs(%e5760 : tensor<512xf32>) -> tensor<512xf32>
  %g5765 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5759 : tensor<10x512x7x7xf32>) outs(%f5761 : tensor<512xf32>) {
  ^bb0(%a5762: f32, %o5763: f32):
    %b5764 = arith.addf %a5762, %o5763 : f32
    linalg.yield %b5764 : f32
  } -> tensor<512xf32>
  %e5766 = tensor.empty() : tensor<512xf32>
  %g5770 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5765 : tensor<512xf32>) outs(%e5766 : tensor<512xf32>) {
  ^bb0(%a5767: f32, %o5768: f32):
    %b5769 = arith.divf %a5767, %c7 : f32
    linalg.yield %b5769 : f32
  } -> tensor<512xf32>
  %e5774 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5740, %g5751, %g5770, %layer4_1_bn1_weight, %layer4_1_bn1_bias : tensor<10x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e5774 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5775: f32, %a5776: f32, %a5777: f32, %a5778: f32, %a5779: f32, %o5780: f32):
    %b5781 = arith.addf %a5777, %c2 : f32
    %b5782 = math.sqrt %b5781 : f32
    %b5783 = arith.subf %a5775, %a5776 : f32
    %b5784 = arith.divf %b5783, %b5782 : f32
    %b5785 = arith.mulf %b5784, %a5778 : f32
    %b5786 = arith.addf %b5785, %a5779 : f32
    linalg.yield %b5786 : f32
  } -> tensor<10x512x7x7xf32>
  %e5788 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5787 : tensor<10x512x7x7xf32>) outs(%e5788 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5789: f32, %o5790: f32):
    %b5791 = arith.maximumf %a5789, %c0 : f32
    linalg.yield %b5791 : f32
  } -> tensor<10x512x7x7xf32>
  %e5793 = tensor.empty() : tensor<10x512x9x9xf32>
  %f5794 = linalg.fill ins(%c0 : f32) outs(%e5793 : tensor<10x512x9x9xf32>) -> tensor<10x512x9x9xf32>
  %g5797 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5792 : tensor<10x512x7x7xf32>) outs(%f5794 : tensor<10x512x9x9xf32>) {
  ^bb0(%a5795: f32, %o5796: f32):
    linalg.yield %a5795 : f32
  } -> tensor<10x512x9x9xf32>
  %e5798 = tensor.empty() : tensor<10x512x7x7xf32>
  %f5799 = linalg.fill ins(%c0 : f32) outs(%e5798 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %conv5800 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5797, %layer4_1_conv2_weight : tensor<10x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%f5799 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e5801 = tensor.empty() : tensor<512xf32>
  %f5802 = linalg.fill ins(%c0 : f32) outs(%e5801 : tensor<512xf32>) -> tensor<512xf32>
  %g5806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5800 : tensor<10x512x7x7xf32>) outs(%f5802 : tensor<512xf32>) {
  ^bb0(%a5803: f32, %o5804: f32):
    %b5805 = arith.addf %a5803, %o5804 : f32
    linalg.yield %b5805 : f32
  } -> tensor<512xf32>
  %e5807 = tensor.empty() : tensor<512xf32>
  %g5811 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5806 : tensor<512xf32>) outs(%e5807 : tensor<512xf32>) {
  ^bb0(%a5808: f32, %o5809: f32):
    %b5810 = arith.divf %a5808, %c7 : f32
    linalg.yield %b5810 : f32
  } -> tensor<512xf32>
  %e5813 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5800, %g5811 : tensor<10x512x7x7xf32>, tensor<512xf32>) outs(%e5813 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5814: f32, %a5815: f32, %o5816: f32):
    %b5817 = arith.subf %a5814, %a5815 : f32
    %b5818 = arith.mulf %b5817, %b5817 : f32
    linalg.yield %b5818 : f32
  } -> tensor<10x512x7x7xf32>
  %e5820 = tensor.empty() : tensor<512xf32>
  %f5821 = linalg.fill ins(%c0 : f32) outs(%e5820 : tensor<512xf32>) -> tensor<512xf32>
  %g5825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5819 : tensor<10x512x7x7xf32>) outs(%f5821 : tensor<512xf32>) {
  ^bb0(%a5822: f32, %o5823: f32):
    %b5824 = arith.addf %a5822, %o5823 : f32
    linalg.yield %b5824 : f32
  } -> tensor<512xf32>
  %e5826 = tensor.empty() : tensor<512xf32>
  %g5830 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5825 : tensor<512xf32>) outs(%e5826 : tensor<512xf32>) {
  ^bb0(%a5827: f32, %o5828: f32):
    %b5829 = arith.divf %a5827, %c7 : f32
    linalg.yield %b5829 : f32
  } -> tensor<512xf32>
  %e5834 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5847 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5800, %g5811, %g5830, %layer4_1_bn2_weight, %layer4_1_bn2_bias : tensor<10x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e5834 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5835: f32, %a5836: f32, %a5837: f32, %a5838: f32, %a5839: f32, %o5840: f32):
    %b5841 = arith.addf %a5837, %c2 : f32
    %b5842 = math.sqrt %b5841 : f32
    %b5843 = arith.subf %a5835, %a5836 : f32
    %b5844 = arith.divf %b5843, %b5842 : f32
    %b5845 = arith.mulf %b5844, %a5838 : f32
    %b5846 = arith.addf %b5845, %a5839 : f32
    linalg.yield %b5846 : f32
  } -> tensor<10x512x7x7xf32>
  %e5848 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5847 : tensor<10x512x7x7xf32>) outs(%e5848 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5849: f32, %o5850: f32):
    %b5851 = arith.maximumf %a5849, %c0 : f32
    linalg.yield %b5851 : f32
  } -> tensor<10x512x7x7xf32>
  %e5853 = tensor.empty() : tensor<10x2048x7x7xf32>
  %f5854 = linalg.fill ins(%c0 : f32) outs(%e5853 : tensor<10x2048x7x7xf32>) -> tensor<10x2048x7x7xf32>
  %conv5855 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5852, %layer4_1_conv3_weight : tensor<10x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%f5854 : tensor<10x2048x7x7xf32>) -> tensor<10x2048x7x7xf32>
  %e5856 = tensor.empty() : tensor<2048xf32>
  %f5857 = linalg.fill ins(%c0 : f32) outs(%e5856 : tensor<2048xf32>) -> tensor<2048xf32>
  %g5861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5855 : tensor<10x2048x7x7xf32>) outs(%f5857 : tensor<2048xf32>) {
  ^bb0(%a5858: f32, %o5859: f32):
    %b5860 = arith.addf %a5858, %o5859 : f32
    linalg.yield %b5860 : f32
  } -> tensor<2048xf32>
  %e5862 = tensor.empty() : tensor<2048xf32>
  %g5866 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5861 : tensor<2048xf32>) outs(%e5862 : tensor<2048xf32>) {
  ^bb0(%a5863: f32, %o5864: f32):
    %b5865 = arith.divf %a5863, %c7 : f32
    linalg.yield %b5865 : f32
  } -> tensor<2048xf32>
  %e5868 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5855, %g5866 : tensor<10x2048x7x7xf32>, tensor<2048xf32>) outs(%e5868 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5869: f32, %a5870: f32, %o5871: f32):
    %b5872 = arith.subf %a5869, %a5870 : f32
    %b5873 = arith.mulf %b5872, %b5872 : f32
    linalg.yield %b5873 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5875 = tensor.empty() : tensor<2048xf32>
  %f5876 = linalg.fill ins(%c0 : f32) outs(%e5875 : tensor<2048xf32>) -> tensor<2048xf32>
  %g5880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5874 : tensor<10x2048x7x7xf32>) outs(%f5876 : tensor<2048xf32>) {
  ^bb0(%a5877: f32, %o5878: f32):
    %b5879 = arith.addf %a5877, %o5878 : f32
    linalg.yield %b5879 : f32
  } -> tensor<2048xf32>
  %e5881 = tensor.empty() : tensor<2048xf32>
  %g5885 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5880 : tensor<2048xf32>) outs(%e5881 : tensor<2048xf32>) {
  ^bb0(%a5882: f32, %o5883: f32):
    %b5884 = arith.divf %a5882, %c7 : f32
    linalg.yield %b5884 : f32
  } -> tensor<2048xf32>
  %e5889 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5855, %g5866, %g5885, %layer4_1_bn3_weight, %layer4_1_bn3_bias : tensor<10x2048x7x7xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>) outs(%e5889 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5890: f32, %a5891: f32, %a5892: f32, %a5893: f32, %a5894: f32, %o5895: f32):
    %b5896 = arith.addf %a5892, %c2 : f32
    %b5897 = math.sqrt %b5896 : f32
    %b5898 = arith.subf %a5890, %a5891 : f32
    %b5899 = arith.divf %b5898, %b5897 : f32
    %b5900 = arith.mulf %b5899, %a5893 : f32
    %b5901 = arith.addf %b5900, %a5894 : f32
    linalg.yield %b5901 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5903 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5902, %g5737 : tensor<10x2048x7x7xf32>, tensor<10x2048x7x7xf32>) outs(%e5903 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5904: f32, %a5905: f32, %o5906: f32):
    %b5907 = arith.addf %a5904, %a5905 : f32
    linalg.yield %b5907 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5909 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g5913 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5908 : tensor<10x2048x7x7xf32>) outs(%e5909 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a5910: f32, %o5911: f32):
    %b5912 = arith.maximumf %a5910, %c0 : f32
    linalg.yield %b5912 : f32
  } -> tensor<10x2048x7x7xf32>
  %e5914 = tensor.empty() : tensor<10x512x7x7xf32>
  %f5915 = linalg.fill ins(%c0 : f32) outs(%e5914 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %conv5916 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5913, %layer4_2_conv1_weight : tensor<10x2048x7x7xf32>, tensor<512x2048x1x1xf32>) outs(%f5915 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e5917 = tensor.empty() : tensor<512xf32>
  %f5918 = linalg.fill ins(%c0 : f32) outs(%e5917 : tensor<512xf32>) -> tensor<512xf32>
  %g5922 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5916 : tensor<10x512x7x7xf32>) outs(%f5918 : tensor<512xf32>) {
  ^bb0(%a5919: f32, %o5920: f32):
    %b5921 = arith.addf %a5919, %o5920 : f32
    linalg.yield %b5921 : f32
  } -> tensor<512xf32>
  %e5923 = tensor.empty() : tensor<512xf32>
  %g5927 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5922 : tensor<512xf32>) outs(%e5923 : tensor<512xf32>) {
  ^bb0(%a5924: f32, %o5925: f32):
    %b5926 = arith.divf %a5924, %c7 : f32
    linalg.yield %b5926 : f32
  } -> tensor<512xf32>
  %e5929 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5916, %g5927 : tensor<10x512x7x7xf32>, tensor<512xf32>) outs(%e5929 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5930: f32, %a5931: f32, %o5932: f32):
    %b5933 = arith.subf %a5930, %a5931 : f32
    %b5934 = arith.mulf %b5933, %b5933 : f32
    linalg.yield %b5934 : f32
  } -> tensor<10x512x7x7xf32>
  %e5936 = tensor.empty() : tensor<512xf32>
  %f5937 = linalg.fill ins(%c0 : f32) outs(%e5936 : tensor<512xf32>) -> tensor<512xf32>
  %g5941 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5935 : tensor<10x512x7x7xf32>) outs(%f5937 : tensor<512xf32>) {
  ^bb0(%a5938: f32, %o5939: f32):
    %b5940 = arith.addf %a5938, %o5939 : f32
    linalg.yield %b5940 : f32
  } -> tensor<512xf32>
  %e5942 = tensor.empty() : tensor<512xf32>
  %g5946 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5941 : tensor<512xf32>) outs(%e5942 : tensor<512xf32>) {
  ^bb0(%a5943: f32, %o5944: f32):
    %b5945 = arith.divf %a5943, %c7 : f32
    linalg.yield %b5945 : f32
  } -> tensor<512xf32>
  %e5950 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5963 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5916, %g5927, %g5946, %layer4_2_bn1_weight, %layer4_2_bn1_bias : tensor<10x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e5950 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5951: f32, %a5952: f32, %a5953: f32, %a5954: f32, %a5955: f32, %o5956: f32):
    %b5957 = arith.addf %a5953, %c2 : f32
    %b5958 = math.sqrt %b5957 : f32
    %b5959 = arith.subf %a5951, %a5952 : f32
    %b5960 = arith.divf %b5959, %b5958 : f32
    %b5961 = arith.mulf %b5960, %a5954 : f32
    %b5962 = arith.addf %b5961, %a5955 : f32
    linalg.yield %b5962 : f32
  } -> tensor<10x512x7x7xf32>
  %e5964 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5968 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5963 : tensor<10x512x7x7xf32>) outs(%e5964 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5965: f32, %o5966: f32):
    %b5967 = arith.maximumf %a5965, %c0 : f32
    linalg.yield %b5967 : f32
  } -> tensor<10x512x7x7xf32>
  %e5969 = tensor.empty() : tensor<10x512x9x9xf32>
  %f5970 = linalg.fill ins(%c0 : f32) outs(%e5969 : tensor<10x512x9x9xf32>) -> tensor<10x512x9x9xf32>
  %g5973 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g5968 : tensor<10x512x7x7xf32>) outs(%f5970 : tensor<10x512x9x9xf32>) {
  ^bb0(%a5971: f32, %o5972: f32):
    linalg.yield %a5971 : f32
  } -> tensor<10x512x9x9xf32>
  %e5974 = tensor.empty() : tensor<10x512x7x7xf32>
  %f5975 = linalg.fill ins(%c0 : f32) outs(%e5974 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %conv5976 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5973, %layer4_2_conv2_weight : tensor<10x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%f5975 : tensor<10x512x7x7xf32>) -> tensor<10x512x7x7xf32>
  %e5977 = tensor.empty() : tensor<512xf32>
  %f5978 = linalg.fill ins(%c0 : f32) outs(%e5977 : tensor<512xf32>) -> tensor<512xf32>
  %g5982 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv5976 : tensor<10x512x7x7xf32>) outs(%f5978 : tensor<512xf32>) {
  ^bb0(%a5979: f32, %o5980: f32):
    %b5981 = arith.addf %a5979, %o5980 : f32
    linalg.yield %b5981 : f32
  } -> tensor<512xf32>
  %e5983 = tensor.empty() : tensor<512xf32>
  %g5987 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g5982 : tensor<512xf32>) outs(%e5983 : tensor<512xf32>) {
  ^bb0(%a5984: f32, %o5985: f32):
    %b5986 = arith.divf %a5984, %c7 : f32
    linalg.yield %b5986 : f32
  } -> tensor<512xf32>
  %e5989 = tensor.empty() : tensor<10x512x7x7xf32>
  %g5995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5976, %g5987 : tensor<10x512x7x7xf32>, tensor<512xf32>) outs(%e5989 : tensor<10x512x7x7xf32>) {
  ^bb0(%a5990: f32, %a5991: f32, %o5992: f32):
    %b5993 = arith.subf %a5990, %a5991 : f32
    %b5994 = arith.mulf %b5993, %b5993 : f32
    linalg.yield %b5994 : f32
  } -> tensor<10x512x7x7xf32>
  %e5996 = tensor.empty() : tensor<512xf32>
  %f5997 = linalg.fill ins(%c0 : f32) outs(%e5996 : tensor<512xf32>) -> tensor<512xf32>
  %g6001 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g5995 : tensor<10x512x7x7xf32>) outs(%f5997 : tensor<512xf32>) {
  ^bb0(%a5998: f32, %o5999: f32):
    %b6000 = arith.addf %a5998, %o5999 : f32
    linalg.yield %b6000 : f32
  } -> tensor<512xf32>
  %e6002 = tensor.empty() : tensor<512xf32>
  %g6006 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6001 : tensor<512xf32>) outs(%e6002 : tensor<512xf32>) {
  ^bb0(%a6003: f32, %o6004: f32):
    %b6005 = arith.divf %a6003, %c7 : f32
    linalg.yield %b6005 : f32
  } -> tensor<512xf32>
  %e6010 = tensor.empty() : tensor<10x512x7x7xf32>
  %g6023 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5976, %g5987, %g6006, %layer4_2_bn2_weight, %layer4_2_bn2_bias : tensor<10x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e6010 : tensor<10x512x7x7xf32>) {
  ^bb0(%a6011: f32, %a6012: f32, %a6013: f32, %a6014: f32, %a6015: f32, %o6016: f32):
    %b6017 = arith.addf %a6013, %c2 : f32
    %b6018 = math.sqrt %b6017 : f32
    %b6019 = arith.subf %a6011, %a6012 : f32
    %b6020 = arith.divf %b6019, %b6018 : f32
    %b6021 = arith.mulf %b6020, %a6014 : f32
    %b6022 = arith.addf %b6021, %a6015 : f32
    linalg.yield %b6022 : f32
  } -> tensor<10x512x7x7xf32>
  %e6024 = tensor.empty() : tensor<10x512x7x7xf32>
  %g6028 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6023 : tensor<10x512x7x7xf32>) outs(%e6024 : tensor<10x512x7x7xf32>) {
  ^bb0(%a6025: f32, %o6026: f32):
    %b6027 = arith.maximumf %a6025, %c0 : f32
    linalg.yield %b6027 : f32
  } -> tensor<10x512x7x7xf32>
  %e6029 = tensor.empty() : tensor<10x2048x7x7xf32>
  %f6030 = linalg.fill ins(%c0 : f32) outs(%e6029 : tensor<10x2048x7x7xf32>) -> tensor<10x2048x7x7xf32>
  %conv6031 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g6028, %layer4_2_conv3_weight : tensor<10x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%f6030 : tensor<10x2048x7x7xf32>) -> tensor<10x2048x7x7xf32>
  %e6032 = tensor.empty() : tensor<2048xf32>
  %f6033 = linalg.fill ins(%c0 : f32) outs(%e6032 : tensor<2048xf32>) -> tensor<2048xf32>
  %g6037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv6031 : tensor<10x2048x7x7xf32>) outs(%f6033 : tensor<2048xf32>) {
  ^bb0(%a6034: f32, %o6035: f32):
    %b6036 = arith.addf %a6034, %o6035 : f32
    linalg.yield %b6036 : f32
  } -> tensor<2048xf32>
  %e6038 = tensor.empty() : tensor<2048xf32>
  %g6042 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6037 : tensor<2048xf32>) outs(%e6038 : tensor<2048xf32>) {
  ^bb0(%a6039: f32, %o6040: f32):
    %b6041 = arith.divf %a6039, %c7 : f32
    linalg.yield %b6041 : f32
  } -> tensor<2048xf32>
  %e6044 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g6050 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv6031, %g6042 : tensor<10x2048x7x7xf32>, tensor<2048xf32>) outs(%e6044 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a6045: f32, %a6046: f32, %o6047: f32):
    %b6048 = arith.subf %a6045, %a6046 : f32
    %b6049 = arith.mulf %b6048, %b6048 : f32
    linalg.yield %b6049 : f32
  } -> tensor<10x2048x7x7xf32>
  %e6051 = tensor.empty() : tensor<2048xf32>
  %f6052 = linalg.fill ins(%c0 : f32) outs(%e6051 : tensor<2048xf32>) -> tensor<2048xf32>
  %g6056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g6050 : tensor<10x2048x7x7xf32>) outs(%f6052 : tensor<2048xf32>) {
  ^bb0(%a6053: f32, %o6054: f32):
    %b6055 = arith.addf %a6053, %o6054 : f32
    linalg.yield %b6055 : f32
  } -> tensor<2048xf32>
  %e6057 = tensor.empty() : tensor<2048xf32>
  %g6061 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6056 : tensor<2048xf32>) outs(%e6057 : tensor<2048xf32>) {
  ^bb0(%a6058: f32, %o6059: f32):
    %b6060 = arith.divf %a6058, %c7 : f32
    linalg.yield %b6060 : f32
  } -> tensor<2048xf32>
  %e6065 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g6078 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv6031, %g6042, %g6061, %layer4_2_bn3_weight, %layer4_2_bn3_bias : tensor<10x2048x7x7xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xf32>) outs(%e6065 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a6066: f32, %a6067: f32, %a6068: f32, %a6069: f32, %a6070: f32, %o6071: f32):
    %b6072 = arith.addf %a6068, %c2 : f32
    %b6073 = math.sqrt %b6072 : f32
    %b6074 = arith.subf %a6066, %a6067 : f32
    %b6075 = arith.divf %b6074, %b6073 : f32
    %b6076 = arith.mulf %b6075, %a6069 : f32
    %b6077 = arith.addf %b6076, %a6070 : f32
    linalg.yield %b6077 : f32
  } -> tensor<10x2048x7x7xf32>
  %e6079 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g6084 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6078, %g5913 : tensor<10x2048x7x7xf32>, tensor<10x2048x7x7xf32>) outs(%e6079 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a6080: f32, %a6081: f32, %o6082: f32):
    %b6083 = arith.addf %a6080, %a6081 : f32
    linalg.yield %b6083 : f32
  } -> tensor<10x2048x7x7xf32>
  %e6085 = tensor.empty() : tensor<10x2048x7x7xf32>
  %g6089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g6084 : tensor<10x2048x7x7xf32>) outs(%e6085 : tensor<10x2048x7x7xf32>) {
  ^bb0(%a6086: f32, %o6087: f32):
    %b6088 = arith.maximumf %a6086, %c0 : f32
    linalg.yield %b6088 : f32
  } -> tensor<10x2048x7x7xf32>
  %e6090 = tensor.empty() : tensor<10x2048xf32>
  %f6091 = linalg.fill ins(%c0 : f32) outs(%e6090 : tensor<10x2048xf32>) -> tensor<10x2048xf32>
  %g6095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g6089 : tensor<10x2048x7x7xf32>) outs(%f6091 : tensor<10x2048xf32>) {
  ^bb0(%a6092: f32, %o6093: f32):
    %b6094 = arith.addf %a6092, %o6093 : f32
    linalg.yield %b6094 : f32
  } -> tensor<10x2048xf32>
  %e6096 = tensor.empty() : tensor<10x2048xf32>
  %g6100 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6095 : tensor<10x2048xf32>) outs(%e6096 : tensor<10x2048xf32>) {
  ^bb0(%a6097: f32, %o6098: f32):
    %b6099 = arith.divf %a6097, %c8 : f32
    linalg.yield %b6099 : f32
  } -> tensor<10x2048xf32>
  %r6101 = tensor.expand_shape %g6100 [[0], [1, 2, 3]] output_shape [10, 2048, 1, 1] : tensor<10x2048xf32> into tensor<10x2048x1x1xf32>
  %r6102 = tensor.collapse_shape %r6101 [[0], [1, 2, 3]] : tensor<10x2048x1x1xf32> into tensor<10x2048xf32>
  %e6103 = tensor.empty() : tensor<10x1000xf32>
  %f6104 = linalg.fill ins(%c0 : f32) outs(%e6103 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm6105 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r6102, %fc_weight : tensor<10x2048xf32>, tensor<1000x2048xf32>) outs(%f6104 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e6106 = tensor.empty() : tensor<10x1000xf32>
  %g6111 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6105, %fc_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e6106 : tensor<10x1000xf32>) {
  ^bb0(%a6107: f32, %a6108: f32, %o6109: f32):
    %b6110 = arith.addf %a6107, %a6108 : f32
    linalg.yield %b6110 : f32
  } -> tensor<10x1000xf32>
  return %g6111 : tensor<10x1000xf32>
}
