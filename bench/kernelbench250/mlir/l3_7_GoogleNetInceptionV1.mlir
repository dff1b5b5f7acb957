// Imported by htam-import from 7_GoogleNetInceptionV1.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), conv1_weight 64x3x7x7 (parameter:conv1.weight), conv1_bias 64 (parameter:conv1.bias), conv2_weight 64x64x1x1 (parameter:conv2.weight), conv2_bias 64 (parameter:conv2.bias), conv3_weight 192x64x3x3 (parameter:conv3.weight), conv3_bias 192 (parameter:conv3.bias), inception3a_branch1x1_weight 64x192x1x1 (parameter:inception3a.branch1x1.weight), inception3a_branch1x1_bias 64 (parameter:inception3a.branch1x1.bias), inception3a_branch3x3_0_weight 96x192x1x1 (parameter:inception3a.branch3x3.0.weight), inception3a_branch3x3_0_bias 96 (parameter:inception3a.branch3x3.0.bias), inception3a_branch3x3_1_weight 128x96x3x3 (parameter:inception3a.branch3x3.1.weight), inception3a_branch3x3_1_bias 128 (parameter:inception3a.branch3x3.1.bias), inception3a_branch5x5_0_weight 16x192x1x1 (parameter:inception3a.branch5x5.0.weight), inception3a_branch5x5_0_bias 16 (parameter:inception3a.branch5x5.0.bias), inception3a_branch5x5_1_weight 32x16x5x5 (parameter:inception3a.branch5x5.1.weight), inception3a_branch5x5_1_bias 32 (parameter:inception3a.branch5x5.1.bias), inception3a_branch_pool_1_weight 32x192x1x1 (parameter:inception3a.branch_pool.1.weight), inception3a_branch_pool_1_bias 32 (parameter:inception3a.branch_pool.1.bias), inception3b_branch1x1_weight 128x256x1x1 (parameter:inception3b.branch1x1.weight), inception3b_branch1x1_bias 128 (parameter:inception3b.branch1x1.bias), inception3b_branch3x3_0_weight 128x256x1x1 (parameter:inception3b.branch3x3.0.weight), inception3b_branch3x3_0_bias 128 (parameter:inception3b.branch3x3.0.bias), inception3b_branch3x3_1_weight 192x128x3x3 (parameter:inception3b.branch3x3.1.weight), inception3b_branch3x3_1_bias 192 (parameter:inception3b.branch3x3.1.bias), inception3b_branch5x5_0_weight 32x256x1x1 (parameter:inception3b.branch5x5.0.weight), inception3b_branch5x5_0_bias 32 (parameter:inception3b.branch5x5.0.bias), inception3b_branch5x5_1_weight 96x32x5x5 (parameter:inception3b.branch5x5.1.weight), inception3b_branch5x5_1_bias 96 (parameter:inception3b.branch5x5.1.bias), inception3b_branch_pool_1_weight 64x256x1x1 (parameter:inception3b.branch_pool.1.weight), inception3b_branch_pool_1_bias 64 (parameter:inception3b.branch_pool.1.bias), inception4a_branch1x1_weight 192x480x1x1 (parameter:inception4a.branch1x1.weight), inception4a_branch1x1_bias 192 (parameter:inception4a.branch1x1.bias), inception4a_branch3x3_0_weight 96x480x1x1 (parameter:inception4a.branch3x3.0.weight), inception4a_branch3x3_0_bias 96 (parameter:inception4a.branch3x3.0.bias), inception4a_branch3x3_1_weight 208x96x3x3 (parameter:inception4a.branch3x3.1.weight), inception4a_branch3x3_1_bias 208 (parameter:inception4a.branch3x3.1.bias), inception4a_branch5x5_0_weight 16x480x1x1 (parameter:inception4a.branch5x5.0.weight), inception4a_branch5x5_0_bias 16 (parameter:inception4a.branch5x5.0.bias), inception4a_branch5x5_1_weight 48x16x5x5 (parameter:inception4a.branch5x5.1.weight), inception4a_branch5x5_1_bias 48 (parameter:inception4a.branch5x5.1.bias), inception4a_branch_pool_1_weight 64x480x1x1 (parameter:inception4a.branch_pool.1.weight), inception4a_branch_pool_1_bias 64 (parameter:inception4a.branch_pool.1.bias), inception4b_branch1x1_weight 160x512x1x1 (parameter:inception4b.branch1x1.weight), inception4b_branch1x1_bias 160 (parameter:inception4b.branch1x1.bias), inception4b_branch3x3_0_weight 112x512x1x1 (parameter:inception4b.branch3x3.0.weight), inception4b_branch3x3_0_bias 112 (parameter:inception4b.branch3x3.0.bias), inception4b_branch3x3_1_weight 224x112x3x3 (parameter:inception4b.branch3x3.1.weight), inception4b_branch3x3_1_bias 224 (parameter:inception4b.branch3x3.1.bias), inception4b_branch5x5_0_weight 24x512x1x1 (parameter:inception4b.branch5x5.0.weight), inception4b_branch5x5_0_bias 24 (parameter:inception4b.branch5x5.0.bias), inception4b_branch5x5_1_weight 64x24x5x5 (parameter:inception4b.branch5x5.1.weight), inception4b_branch5x5_1_bias 64 (parameter:inception4b.branch5x5.1.bias), inception4b_branch_pool_1_weight 64x512x1x1 (parameter:inception4b.branch_pool.1.weight), inception4b_branch_pool_1_bias 64 (parameter:inception4b.branch_pool.1.bias), inception4c_branch1x1_weight 128x512x1x1 (parameter:inception4c.branch1x1.weight), inception4c_branch1x1_bias 128 (parameter:inception4c.branch1x1.bias), inception4c_branch3x3_0_weight 128x512x1x1 (parameter:inception4c.branch3x3.0.weight), inception4c_branch3x3_0_bias 128 (parameter:inception4c.branch3x3.0.bias), inception4c_branch3x3_1_weight 256x128x3x3 (parameter:inception4c.branch3x3.1.weight), inception4c_branch3x3_1_bias 256 (parameter:inception4c.branch3x3.1.bias), inception4c_branch5x5_0_weight 24x512x1x1 (parameter:inception4c.branch5x5.0.weight), inception4c_branch5x5_0_bias 24 (parameter:inception4c.branch5x5.0.bias), inception4c_branch5x5_1_weight 64x24x5x5 (parameter:inception4c.branch5x5.1.weight), inception4c_branch5x5_1_bias 64 (parameter:inception4c.branch5x5.1.bias), inception4c_branch_pool_1_weight 64x512x1x1 (parameter:inception4c.branch_pool.1.weight), inception4c_branch_pool_1_bias 64 (parameter:inception4c.branch_pool.1.bias), inception4d_branch1x1_weight 112x512x1x1 (parameter:inception4d.branch1x1.weight), inception4d_branch1x1_bias 112 (parameter:inception4d.branch1x1.bias), inception4d_branch3x3_0_weight 144x512x1x1 (parameter:inception4d.branch3x3.0.weight), inception4d_branch3x3_0_bias 144 (parameter:inception4d.branch3x3.0.bias), inception4d_branch3x3_1_weight 288x144x3x3 (parameter:inception4d.branch3x3.1.weight), inception4d_branch3x3_1_bias 288 (parameter:inception4d.branch3x3.1.bias), inception4d_branch5x5_0_weight 32x512x1x1 (parameter:inception4d.branch5x5.0.weight), inception4d_branch5x5_0_bias 32 (parameter:inception4d.branch5x5.0.bias), inception4d_branch5x5_1_weight 64x32x5x5 (parameter:inception4d.branch5x5.1.weight), inception4d_branch5x5_1_bias 64 (parameter:inception4d.branch5x5.1.bias), inception4d_branch_pool_1_weight 64x512x1x1 (parameter:inception4d.branch_pool.1.weight), inception4d_branch_pool_1_bias 64 (parameter:inception4d.branch_pool.1.bias), inception4e_branch1x1_weight 256x528x1x1 (parameter:inception4e.branch1x1.weight), inception4e_branch1x1_bias 256 (parameter:inception4e.branch1x1.bias), inception4e_branch3x3_0_weight 160x528x1x1 (parameter:inception4e.branch3x3.0.weight), inception4e_branch3x3_0_bias 160 (parameter:inception4e.branch3x3.0.bias), inception4e_branch3x3_1_weight 320x160x3x3 (parameter:inception4e.branch3x3.1.weight), inception4e_branch3x3_1_bias 320 (parameter:inception4e.branch3x3.1.bias), inception4e_branch5x5_0_weight 32x528x1x1 (parameter:inception4e.branch5x5.0.weight), inception4e_branch5x5_0_bias 32 (parameter:inception4e.branch5x5.0.bias), inception4e_branch5x5_1_weight 128x32x5x5 (parameter:inception4e.branch5x5.1.weight), inception4e_branch5x5_1_bias 128 (parameter:inception4e.branch5x5.1.bias), inception4e_branch_pool_1_weight 128x528x1x1 (parameter:inception4e.branch_pool.1.weight), inception4e_branch_pool_1_bias 128 (parameter:inception4e.branch_pool.1.bias), inception5a_branch1x1_weight 256x832x1x1 (parameter:inception5a.branch1x1.weight), inception5a_branch1x1_bias 256 (parameter:inception5a.branch1x1.bias), inception5a_branch3x3_0_weight 160x832x1x1 (parameter:inception5a.branch3x3.0.weight), inception5a_branch3x3_0_bias 160 (parameter:inception5a.branch3x3.0.bias), inception5a_branch3x3_1_weight 320x160x3x3 (parameter:inception5a.branch3x3.1.weight), inception5a_branch3x3_1_bias 320 (parameter:inception5a.branch3x3.1.bias), inception5a_branch5x5_0_weight 32x832x1x1 (parameter:inception5a.branch5x5.0.weight), inception5a_branch5x5_0_bias 32 (parameter:inception5a.branch5x5.0.bias), inception5a_branch5x5_1_weight 128x32x5x5 (parameter:inception5a.branch5x5.1.weight), inception5a_branch5x5_1_bias 128 (parameter:inception5a.branch5x5.1.bias), inception5a_branch_pool_1_weight 128x832x1x1 (parameter:inception5a.branch_pool.1.weight), inception5a_branch_pool_1_bias 128 (parameter:inception5a.branch_pool.1.bias), inception5b_branch1x1_weight 384x832x1x1 (parameter:inception5b.branch1x1.weight), inception5b_branch1x1_bias 384 (parameter:inception5b.branch1x1.bias), inception5b_branch3x3_0_weight 192x832x1x1 (parameter:inception5b.branch3x3.0.weight), inception5b_branch3x3_0_bias 192 (parameter:inception5b.branch3x3.0.bias), inception5b_branch3x3_1_weight 384x192x3x3 (parameter:inception5b.branch3x3.1.weight), inception5b_branch3x3_1_bias 384 (parameter:inception5b.branch3x3.1.bias), inception5b_branch5x5_0_weight 48x832x1x1 (parameter:inception5b.branch5x5.0.weight), inception5b_branch5x5_0_bias 48 (parameter:inception5b.branch5x5.0.bias), inception5b_branch5x5_1_weight 128x48x5x5 (parameter:inception5b.branch5x5.1.weight), inception5b_branch5x5_1_bias 128 (parameter:inception5b.branch5x5.1.bias), inception5b_branch_pool_1_weight 128x832x1x1 (parameter:inception5b.branch_pool.1.weight), inception5b_branch_pool_1_bias 128 (parameter:inception5b.branch_pool.1.bias), fc_weight 1000x1024 (parameter:fc.weight), fc_bias 1000 (parameter:fc.bias)
func.func @l3_7_googlenetinceptionv1(
    %x: tensor<10x3x224x224xf32>,
    %conv1_weight: tensor<64x3x7x7xf32> {htam.init = "uniform(-0.0824786099..0.0824786099)"},
    %conv1_bias: tensor<64xf32> {htam.init = "uniform(-0.0824786099..0.0824786099)"},
    %conv2_weight: tensor<64x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %conv2_bias: tensor<64xf32> {htam.init = "uniform(-0.125..0.125)"},
    %conv3_weight: tensor<192x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %conv3_bias: tensor<192xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %inception3a_branch1x1_weight: tensor<64x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %inception3a_branch1x1_bias: tensor<64xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %inception3a_branch3x3_0_weight: tensor<96x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %inception3a_branch3x3_0_bias: tensor<96xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %inception3a_branch3x3_1_weight: tensor<128x96x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %inception3a_branch3x3_1_bias: tensor<128xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %inception3a_branch5x5_0_weight: tensor<16x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %inception3a_branch5x5_0_bias: tensor<16xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %inception3a_branch5x5_1_weight: tensor<32x16x5x5xf32> {htam.init = "uniform(-0.05..0.05)"},
    %inception3a_branch5x5_1_bias: tensor<32xf32> {htam.init = "uniform(-0.05..0.05)"},
    %inception3a_branch_pool_1_weight: tensor<32x192x1x1xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %inception3a_branch_pool_1_bias: tensor<32xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %inception3b_branch1x1_weight: tensor<128x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %inception3b_branch1x1_bias: tensor<128xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %inception3b_branch3x3_0_weight: tensor<128x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %inception3b_branch3x3_0_bias: tensor<128xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %inception3b_branch3x3_1_weight: tensor<192x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %inception3b_branch3x3_1_bias: tensor<192xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %inception3b_branch5x5_0_weight: tensor<32x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %inception3b_branch5x5_0_bias: tensor<32xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %inception3b_branch5x5_1_weight: tensor<96x32x5x5xf32> {htam.init = "uniform(-0.0353553391..0.0353553391)"},
    %inception3b_branch5x5_1_bias: tensor<96xf32> {htam.init = "uniform(-0.0353553391..0.0353553391)"},
    %inception3b_branch_pool_1_weight: tensor<64x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %inception3b_branch_pool_1_bias: tensor<64xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %inception4a_branch1x1_weight: tensor<192x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %inception4a_branch1x1_bias: tensor<192xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %inception4a_branch3x3_0_weight: tensor<96x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %inception4a_branch3x3_0_bias: tensor<96xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %inception4a_branch3x3_1_weight: tensor<208x96x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %inception4a_branch3x3_1_bias: tensor<208xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %inception4a_branch5x5_0_weight: tensor<16x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %inception4a_branch5x5_0_bias: tensor<16xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %inception4a_branch5x5_1_weight: tensor<48x16x5x5xf32> {htam.init = "uniform(-0.05..0.05)"},
    %inception4a_branch5x5_1_bias: tensor<48xf32> {htam.init = "uniform(-0.05..0.05)"},
    %inception4a_branch_pool_1_weight: tensor<64x480x1x1xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %inception4a_branch_pool_1_bias: tensor<64xf32> {htam.init = "uniform(-0.0456435465..0.0456435465)"},
    %inception4b_branch1x1_weight: tensor<160x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4b_branch1x1_bias: tensor<160xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4b_branch3x3_0_weight: tensor<112x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4b_branch3x3_0_bias: tensor<112xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4b_branch3x3_1_weight: tensor<224x112x3x3xf32> {htam.init = "uniform(-0.0314970394..0.0314970394)"},
    %inception4b_branch3x3_1_bias: tensor<224xf32> {htam.init = "uniform(-0.0314970394..0.0314970394)"},
    %inception4b_branch5x5_0_weight: tensor<24x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4b_branch5x5_0_bias: tensor<24xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4b_branch5x5_1_weight: tensor<64x24x5x5xf32> {htam.init = "uniform(-0.040824829..0.040824829)"},
    %inception4b_branch5x5_1_bias: tensor<64xf32> {htam.init = "uniform(-0.040824829..0.040824829)"},
    %inception4b_branch_pool_1_weight: tensor<64x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4b_branch_pool_1_bias: tensor<64xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4c_branch1x1_weight: tensor<128x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4c_branch1x1_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4c_branch3x3_0_weight: tensor<128x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4c_branch3x3_0_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4c_branch3x3_1_weight: tensor<256x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %inception4c_branch3x3_1_bias: tensor<256xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %inception4c_branch5x5_0_weight: tensor<24x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4c_branch5x5_0_bias: tensor<24xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4c_branch5x5_1_weight: tensor<64x24x5x5xf32> {htam.init = "uniform(-0.040824829..0.040824829)"},
    %inception4c_branch5x5_1_bias: tensor<64xf32> {htam.init = "uniform(-0.040824829..0.040824829)"},
    %inception4c_branch_pool_1_weight: tensor<64x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4c_branch_pool_1_bias: tensor<64xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4d_branch1x1_weight: tensor<112x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4d_branch1x1_bias: tensor<112xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4d_branch3x3_0_weight: tensor<144x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4d_branch3x3_0_bias: tensor<144xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4d_branch3x3_1_weight: tensor<288x144x3x3xf32> {htam.init = "uniform(-0.0277777778..0.0277777778)"},
    %inception4d_branch3x3_1_bias: tensor<288xf32> {htam.init = "uniform(-0.0277777778..0.0277777778)"},
    %inception4d_branch5x5_0_weight: tensor<32x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4d_branch5x5_0_bias: tensor<32xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4d_branch5x5_1_weight: tensor<64x32x5x5xf32> {htam.init = "uniform(-0.0353553391..0.0353553391)"},
    %inception4d_branch5x5_1_bias: tensor<64xf32> {htam.init = "uniform(-0.0353553391..0.0353553391)"},
    %inception4d_branch_pool_1_weight: tensor<64x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4d_branch_pool_1_bias: tensor<64xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %inception4e_branch1x1_weight: tensor<256x528x1x1xf32> {htam.init = "uniform(-0.043519414..0.043519414)"},
    %inception4e_branch1x1_bias: tensor<256xf32> {htam.init = "uniform(-0.043519414..0.043519414)"},
    %inception4e_branch3x3_0_weight: tensor<160x528x1x1xf32> {htam.init = "uniform(-0.043519414..0.043519414)"},
    %inception4e_branch3x3_0_bias: tensor<160xf32> {htam.init = "uniform(-0.043519414..0.043519414)"},
    %inception4e_branch3x3_1_weight: tensor<320x160x3x3xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"},
    %inception4e_branch3x3_1_bias: tensor<320xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"},
    %inception4e_branch5x5_0_weight: tensor<32x528x1x1xf32> {htam.init = "uniform(-0.043519414..0.043519414)"},
    %inception4e_branch5x5_0_bias: tensor<32xf32> {htam.init = "uniform(-0.043519414..0.043519414)"},
    %inception4e_branch5x5_1_weight: tensor<128x32x5x5xf32> {htam.init = "uniform(-0.0353553391..0.0353553391)"},
    %inception4e_branch5x5_1_bias: tensor<128xf32> {htam.init = "uniform(-0.0353553391..0.0353553391)"},
    %inception4e_branch_pool_1_weight: tensor<128x528x1x1xf32> {htam.init = "uniform(-0.043519414..0.043519414)"},
    %inception4e_branch_pool_1_bias: tensor<128xf32> {htam.init = "uniform(-0.043519414..0.043519414)"},
    %inception5a_branch1x1_weight: tensor<256x832x1x1xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5a_branch1x1_bias: tensor<256xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5a_branch3x3_0_weight: tensor<160x832x1x1xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5a_branch3x3_0_bias: tensor<160xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5a_branch3x3_1_weight: tensor<320x160x3x3xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"},
    %inception5a_branch3x3_1_bias: tensor<320xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"},
    %inception5a_branch5x5_0_weight: tensor<32x832x1x1xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5a_branch5x5_0_bias: tensor<32xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5a_branch5x5_1_weight: tensor<128x32x5x5xf32> {htam.init = "uniform(-0.0353553391..0.0353553391)"},
    %inception5a_branch5x5_1_bias: tensor<128xf32> {htam.init = "uniform(-0.0353553391..0.0353553391)"},
    %inception5a_branch_pool_1_weight: tensor<128x832x1x1xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5a_branch_pool_1_bias: tensor<128xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5b_branch1x1_weight: tensor<384x832x1x1xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5b_branch1x1_bias: tensor<384xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5b_branch3x3_0_weight: tensor<192x832x1x1xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5b_branch3x3_0_bias: tensor<192xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5b_branch3x3_1_weight: tensor<384x192x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %inception5b_branch3x3_1_bias: tensor<384xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"},
    %inception5b_branch5x5_0_weight: tensor<48x832x1x1xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5b_branch5x5_0_bias: tensor<48xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5b_branch5x5_1_weight: tensor<128x48x5x5xf32> {htam.init = "uniform(-0.0288675135..0.0288675135)"},
    %inception5b_branch5x5_1_bias: tensor<128xf32> {htam.init = "uniform(-0.0288675135..0.0288675135)"},
    %inception5b_branch_pool_1_weight: tensor<128x832x1x1xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %inception5b_branch_pool_1_bias: tensor<128xf32> {htam.init = "uniform(-0.0346687623..0.0346687623)"},
    %fc_weight: tensor<1000x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %fc_bias: tensor<1000xf32> {htam.init = "uniform(-0.03125..0.03125)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 49.0 : f32
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
  %e10 = tensor.empty() : tensor<10x64x112x112xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %conv1_bias : tensor<10x64x112x112xf32>, tensor<64xf32>) outs(%e10 : tensor<10x64x112x112xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<10x64x112x112xf32>
  %e16 = tensor.empty() : tensor<10x64x112x112xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<10x64x112x112xf32>) outs(%e16 : tensor<10x64x112x112xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.maximumf %a17, %c0 : f32
    linalg.yield %b19 : f32
  } -> tensor<10x64x112x112xf32>
  %e21 = tensor.empty() : tensor<10x64x114x114xf32>
  %f22 = linalg.fill ins(%c1 : f32) outs(%e21 : tensor<10x64x114x114xf32>) -> tensor<10x64x114x114xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g20 : tensor<10x64x112x112xf32>) outs(%f22 : tensor<10x64x114x114xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    linalg.yield %a23 : f32
  } -> tensor<10x64x114x114xf32>
  %e26 = tensor.empty() : tensor<10x64x56x56xf32>
  %f27 = linalg.fill ins(%c1 : f32) outs(%e26 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e28 = tensor.empty() : tensor<3x3xf32>
  %pool29 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g25, %e28 : tensor<10x64x114x114xf32>, tensor<3x3xf32>) outs(%f27 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e30 = tensor.empty() : tensor<10x64x56x56xf32>
  %f31 = linalg.fill ins(%c0 : f32) outs(%e30 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %conv32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool29, %conv2_weight : tensor<10x64x56x56xf32>, tensor<64x64x1x1xf32>) outs(%f31 : tensor<10x64x56x56xf32>) -> tensor<10x64x56x56xf32>
  %e34 = tensor.empty() : tensor<10x64x56x56xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv32, %conv2_bias : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e34 : tensor<10x64x56x56xf32>) {
  ^bb0(%a35: f32, %a36: f32, %o37: f32):
    %b38 = arith.addf %a35, %a36 : f32
    linalg.yield %b38 : f32
  } -> tensor<10x64x56x56xf32>
  %e40 = tensor.empty() : tensor<10x64x56x56xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g39 : tensor<10x64x56x56xf32>) outs(%e40 : tensor<10x64x56x56xf32>) {
  ^bb0(%a41: f32, %o42: f32):
    %b43 = arith.maximumf %a41, %c0 : f32
    linalg.yield %b43 : f32
  } -> tensor<10x64x56x56xf32>
  %e45 = tensor.empty() : tensor<10x64x58x58xf32>
  %f46 = linalg.fill ins(%c0 : f32) outs(%e45 : tensor<10x64x58x58xf32>) -> tensor<10x64x58x58xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g44 : tensor<10x64x56x56xf32>) outs(%f46 : tensor<10x64x58x58xf32>) {
  ^bb0(%a47: f32, %o48: f32):
    linalg.yield %a47 : f32
  } -> tensor<10x64x58x58xf32>
  %e50 = tensor.empty() : tensor<10x192x56x56xf32>
  %f51 = linalg.fill ins(%c0 : f32) outs(%e50 : tensor<10x192x56x56xf32>) -> tensor<10x192x56x56xf32>
  %conv52 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g49, %conv3_weight : tensor<10x64x58x58xf32>, tensor<192x64x3x3xf32>) outs(%f51 : tensor<10x192x56x56xf32>) -> tensor<10x192x56x56xf32>
  %e54 = tensor.empty() : tensor<10x192x56x56xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv52, %conv3_bias : tensor<10x192x56x56xf32>, tensor<192xf32>) outs(%e54 : tensor<10x192x56x56xf32>) {
  ^bb0(%a55: f32, %a56: f32, %o57: f32):
    %b58 = arith.addf %a55, %a56 : f32
    linalg.yield %b58 : f32
  } -> tensor<10x192x56x56xf32>
  %e60 = tensor.empty() : tensor<10x192x56x56xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g59 : tensor<10x192x56x56xf32>) outs(%e60 : tensor<10x192x56x56xf32>) {
  ^bb0(%a61: f32, %o62: f32):
    %b63 = arith.maximumf %a61, %c0 : f32
    linalg.yield %b63 : f32
  } -> tensor<10x192x56x56xf32>
  %e65 = tensor.empty() : tensor<10x192x58x58xf32>
  %f66 = linalg.fill ins(%c1 : f32) outs(%e65 : tensor<10x192x58x58xf32>) -> tensor<10x192x58x58xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g64 : tensor<10x192x56x56xf32>) outs(%f66 : tensor<10x192x58x58xf32>) {
  ^bb0(%a67: f32, %o68: f32):
    linalg.yield %a67 : f32
  } -> tensor<10x192x58x58xf32>
  %e70 = tensor.empty() : tensor<10x192x28x28xf32>
  %f71 = linalg.fill ins(%c1 : f32) outs(%e70 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %e72 = tensor.empty() : tensor<3x3xf32>
  %pool73 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g69, %e72 : tensor<10x192x58x58xf32>, tensor<3x3xf32>) outs(%f71 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %e74 = tensor.empty() : tensor<10x64x28x28xf32>
  %f75 = linalg.fill ins(%c0 : f32) outs(%e74 : tensor<10x64x28x28xf32>) -> tensor<10x64x28x28xf32>
  %conv76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool73, %inception3a_branch1x1_weight : tensor<10x192x28x28xf32>, tensor<64x192x1x1xf32>) outs(%f75 : tensor<10x64x28x28xf32>) -> tensor<10x64x28x28xf32>
  %e78 = tensor.empty() : tensor<10x64x28x28xf32>
  %g83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv76, %inception3a_branch1x1_bias : tensor<10x64x28x28xf32>, tensor<64xf32>) outs(%e78 : tensor<10x64x28x28xf32>) {
  ^bb0(%a79: f32, %a80: f32, %o81: f32):
    %b82 = arith.addf %a79, %a80 : f32
    linalg.yield %b82 : f32
  } -> tensor<10x64x28x28xf32>
  %e84 = tensor.empty() : tensor<10x96x28x28xf32>
  %f85 = linalg.fill ins(%c0 : f32) outs(%e84 : tensor<10x96x28x28xf32>) -> tensor<10x96x28x28xf32>
  %conv86 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool73, %inception3a_branch3x3_0_weight : tensor<10x192x28x28xf32>, tensor<96x192x1x1xf32>) outs(%f85 : tensor<10x96x28x28xf32>) -> tensor<10x96x28x28xf32>
  %e88 = tensor.empty() : tensor<10x96x28x28xf32>
  %g93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv86, %inception3a_branch3x3_0_bias : tensor<10x96x28x28xf32>, tensor<96xf32>) outs(%e88 : tensor<10x96x28x28xf32>) {
  ^bb0(%a89: f32, %a90: f32, %o91: f32):
    %b92 = arith.addf %a89, %a90 : f32
    linalg.yield %b92 : f32
  } -> tensor<10x96x28x28xf32>
  %e94 = tensor.empty() : tensor<10x96x30x30xf32>
  %f95 = linalg.fill ins(%c0 : f32) outs(%e94 : tensor<10x96x30x30xf32>) -> tensor<10x96x30x30xf32>
  %g98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g93 : tensor<10x96x28x28xf32>) outs(%f95 : tensor<10x96x30x30xf32>) {
  ^bb0(%a96: f32, %o97: f32):
    linalg.yield %a96 : f32
  } -> tensor<10x96x30x30xf32>
  %e99 = tensor.empty() : tensor<10x128x28x28xf32>
  %f100 = linalg.fill ins(%c0 : f32) outs(%e99 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv101 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g98, %inception3a_branch3x3_1_weight : tensor<10x96x30x30xf32>, tensor<128x96x3x3xf32>) outs(%f100 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e103 = tensor.empty() : tensor<10x128x28x28xf32>
  %g108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv101, %inception3a_branch3x3_1_bias : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e103 : tensor<10x128x28x28xf32>) {
  ^bb0(%a104: f32, %a105: f32, %o106: f32):
    %b107 = arith.addf %a104, %a105 : f32
    linalg.yield %b107 : f32
  } -> tensor<10x128x28x28xf32>
  %e109 = tensor.empty() : tensor<10x16x28x28xf32>
  %f110 = linalg.fill ins(%c0 : f32) outs(%e109 : tensor<10x16x28x28xf32>) -> tensor<10x16x28x28xf32>
  %conv111 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool73, %inception3a_branch5x5_0_weight : tensor<10x192x28x28xf32>, tensor<16x192x1x1xf32>) outs(%f110 : tensor<10x16x28x28xf32>) -> tensor<10x16x28x28xf32>
  %e113 = tensor.empty() : tensor<10x16x28x28xf32>
  %g118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv111, %inception3a_branch5x5_0_bias : tensor<10x16x28x28xf32>, tensor<16xf32>) outs(%e113 : tensor<10x16x28x28xf32>) {
  ^bb0(%a114: f32, %a115: f32, %o116: f32):
    %b117 = arith.addf %a114, %a115 : f32
    linalg.yield %b117 : f32
  } -> tensor<10x16x28x28xf32>
  %e119 = tensor.empty() : tensor<10x16x32x32xf32>
  %f120 = linalg.fill ins(%c0 : f32) outs(%e119 : tensor<10x16x32x32xf32>) -> tensor<10x16x32x32xf32>
  %g123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g118 : tensor<10x16x28x28xf32>) outs(%f120 : tensor<10x16x32x32xf32>) {
  ^bb0(%a121: f32, %o122: f32):
    linalg.yield %a121 : f32
  } -> tensor<10x16x32x32xf32>
  %e124 = tensor.empty() : tensor<10x32x28x28xf32>
  %f125 = linalg.fill ins(%c0 : f32) outs(%e124 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g123, %inception3a_branch5x5_1_weight : tensor<10x16x32x32xf32>, tensor<32x16x5x5xf32>) outs(%f125 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e128 = tensor.empty() : tensor<10x32x28x28xf32>
  %g133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv126, %inception3a_branch5x5_1_bias : tensor<10x32x28x28xf32>, tensor<32xf32>) outs(%e128 : tensor<10x32x28x28xf32>) {
  ^bb0(%a129: f32, %a130: f32, %o131: f32):
    %b132 = arith.addf %a129, %a130 : f32
    linalg.yield %b132 : f32
  } -> tensor<10x32x28x28xf32>
  %e134 = tensor.empty() : tensor<10x192x30x30xf32>
  %f135 = linalg.fill ins(%c1 : f32) outs(%e134 : tensor<10x192x30x30xf32>) -> tensor<10x192x30x30xf32>
  %g138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool73 : tensor<10x192x28x28xf32>) outs(%f135 : tensor<10x192x30x30xf32>) {
  ^bb0(%a136: f32, %o137: f32):
    linalg.yield %a136 : f32
  } -> tensor<10x192x30x30xf32>
  %e139 = tensor.empty() : tensor<10x192x28x28xf32>
  %f140 = linalg.fill ins(%c1 : f32) outs(%e139 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %e141 = tensor.empty() : tensor<3x3xf32>
  %pool142 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g138, %e141 : tensor<10x192x30x30xf32>, tensor<3x3xf32>) outs(%f140 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %e143 = tensor.empty() : tensor<10x32x28x28xf32>
  %f144 = linalg.fill ins(%c0 : f32) outs(%e143 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv145 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool142, %inception3a_branch_pool_1_weight : tensor<10x192x28x28xf32>, tensor<32x192x1x1xf32>) outs(%f144 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e147 = tensor.empty() : tensor<10x32x28x28xf32>
  %g152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv145, %inception3a_branch_pool_1_bias : tensor<10x32x28x28xf32>, tensor<32xf32>) outs(%e147 : tensor<10x32x28x28xf32>) {
  ^bb0(%a148: f32, %a149: f32, %o150: f32):
    %b151 = arith.addf %a148, %a149 : f32
    linalg.yield %b151 : f32
  } -> tensor<10x32x28x28xf32>
  %e153 = tensor.empty() : tensor<10x256x28x28xf32>
  %cat154 = tensor.insert_slice %g83 into %e153[0, 0, 0, 0] [10, 64, 28, 28] [1, 1, 1, 1] : tensor<10x64x28x28xf32> into tensor<10x256x28x28xf32>
  %cat155 = tensor.insert_slice %g108 into %cat154[0, 64, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x256x28x28xf32>
  %cat156 = tensor.insert_slice %g133 into %cat155[0, 192, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x256x28x28xf32>
  %cat157 = tensor.insert_slice %g152 into %cat156[0, 224, 0, 0] [10, 32, 28, 28] [1, 1, 1, 1] : tensor<10x32x28x28xf32> into tensor<10x256x28x28xf32>
  %e158 = tensor.empty() : tensor<10x128x28x28xf32>
  %f159 = linalg.fill ins(%c0 : f32) outs(%e158 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv160 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat157, %inception3b_branch1x1_weight : tensor<10x256x28x28xf32>, tensor<128x256x1x1xf32>) outs(%f159 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e162 = tensor.empty() : tensor<10x128x28x28xf32>
  %g167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv160, %inception3b_branch1x1_bias : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e162 : tensor<10x128x28x28xf32>) {
  ^bb0(%a163: f32, %a164: f32, %o165: f32):
    %b166 = arith.addf %a163, %a164 : f32
    linalg.yield %b166 : f32
  } -> tensor<10x128x28x28xf32>
  %e168 = tensor.empty() : tensor<10x128x28x28xf32>
  %f169 = linalg.fill ins(%c0 : f32) outs(%e168 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %conv170 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat157, %inception3b_branch3x3_0_weight : tensor<10x256x28x28xf32>, tensor<128x256x1x1xf32>) outs(%f169 : tensor<10x128x28x28xf32>) -> tensor<10x128x28x28xf32>
  %e172 = tensor.empty() : tensor<10x128x28x28xf32>
  %g177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv170, %inception3b_branch3x3_0_bias : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e172 : tensor<10x128x28x28xf32>) {
  ^bb0(%a173: f32, %a174: f32, %o175: f32):
    %b176 = arith.addf %a173, %a174 : f32
    linalg.yield %b176 : f32
  } -> tensor<10x128x28x28xf32>
  %e178 = tensor.empty() : tensor<10x128x30x30xf32>
  %f179 = linalg.fill ins(%c0 : f32) outs(%e178 : tensor<10x128x30x30xf32>) -> tensor<10x128x30x30xf32>
  %g182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g177 : tensor<10x128x28x28xf32>) outs(%f179 : tensor<10x128x30x30xf32>) {
  ^bb0(%a180: f32, %o181: f32):
    linalg.yield %a180 : f32
  } -> tensor<10x128x30x30xf32>
  %e183 = tensor.empty() : tensor<10x192x28x28xf32>
  %f184 = linalg.fill ins(%c0 : f32) outs(%e183 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %conv185 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g182, %inception3b_branch3x3_1_weight : tensor<10x128x30x30xf32>, tensor<192x128x3x3xf32>) outs(%f184 : tensor<10x192x28x28xf32>) -> tensor<10x192x28x28xf32>
  %e187 = tensor.empty() : tensor<10x192x28x28xf32>
  %g192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv185, %inception3b_branch3x3_1_bias : tensor<10x192x28x28xf32>, tensor<192xf32>) outs(%e187 : tensor<10x192x28x28xf32>) {
  ^bb0(%a188: f32, %a189: f32, %o190: f32):
    %b191 = arith.addf %a188, %a189 : f32
    linalg.yield %b191 : f32
  } -> tensor<10x192x28x28xf32>
  %e193 = tensor.empty() : tensor<10x32x28x28xf32>
  %f194 = linalg.fill ins(%c0 : f32) outs(%e193 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %conv195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat157, %inception3b_branch5x5_0_weight : tensor<10x256x28x28xf32>, tensor<32x256x1x1xf32>) outs(%f194 : tensor<10x32x28x28xf32>) -> tensor<10x32x28x28xf32>
  %e197 = tensor.empty() : tensor<10x32x28x28xf32>
  %g202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv195, %inception3b_branch5x5_0_bias : tensor<10x32x28x28xf32>, tensor<32xf32>) outs(%e197 : tensor<10x32x28x28xf32>) {
  ^bb0(%a198: f32, %a199: f32, %o200: f32):
    %b201 = arith.addf %a198, %a199 : f32
    linalg.yield %b201 : f32
  } -> tensor<10x32x28x28xf32>
  %e203 = tensor.empty() : tensor<10x32x32x32xf32>
  %f204 = linalg.fill ins(%c0 : f32) outs(%e203 : tensor<10x32x32x32xf32>) -> tensor<10x32x32x32xf32>
  %g207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g202 : tensor<10x32x28x28xf32>) outs(%f204 : tensor<10x32x32x32xf32>) {
  ^bb0(%a205: f32, %o206: f32):
    linalg.yield %a205 : f32
  } -> tensor<10x32x32x32xf32>
  %e208 = tensor.empty() : tensor<10x96x28x28xf32>
  %f209 = linalg.fill ins(%c0 : f32) outs(%e208 : tensor<10x96x28x28xf32>) -> tensor<10x96x28x28xf32>
  %conv210 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g207, %inception3b_branch5x5_1_weight : tensor<10x32x32x32xf32>, tensor<96x32x5x5xf32>) outs(%f209 : tensor<10x96x28x28xf32>) -> tensor<10x96x28x28xf32>
  %e212 = tensor.empty() : tensor<10x96x28x28xf32>
  %g217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv210, %inception3b_branch5x5_1_bias : tensor<10x96x28x28xf32>, tensor<96xf32>) outs(%e212 : tensor<10x96x28x28xf32>) {
  ^bb0(%a213: f32, %a214: f32, %o215: f32):
    %b216 = arith.addf %a213, %a214 : f32
    linalg.yield %b216 : f32
  } -> tensor<10x96x28x28xf32>
  %e218 = tensor.empty() : tensor<10x256x30x30xf32>
  %f219 = linalg.fill ins(%c1 : f32) outs(%e218 : tensor<10x256x30x30xf32>) -> tensor<10x256x30x30xf32>
  %g222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat157 : tensor<10x256x28x28xf32>) outs(%f219 : tensor<10x256x30x30xf32>) {
  ^bb0(%a220: f32, %o221: f32):
    linalg.yield %a220 : f32
  } -> tensor<10x256x30x30xf32>
  %e223 = tensor.empty() : tensor<10x256x28x28xf32>
  %f224 = linalg.fill ins(%c1 : f32) outs(%e223 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e225 = tensor.empty() : tensor<3x3xf32>
  %pool226 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g222, %e225 : tensor<10x256x30x30xf32>, tensor<3x3xf32>) outs(%f224 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e227 = tensor.empty() : tensor<10x64x28x28xf32>
  %f228 = linalg.fill ins(%c0 : f32) outs(%e227 : tensor<10x64x28x28xf32>) -> tensor<10x64x28x28xf32>
  %conv229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool226, %inception3b_branch_pool_1_weight : tensor<10x256x28x28xf32>, tensor<64x256x1x1xf32>) outs(%f228 : tensor<10x64x28x28xf32>) -> tensor<10x64x28x28xf32>
  %e231 = tensor.empty() : tensor<10x64x28x28xf32>
  %g236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv229, %inception3b_branch_pool_1_bias : tensor<10x64x28x28xf32>, tensor<64xf32>) outs(%e231 : tensor<10x64x28x28xf32>) {
  ^bb0(%a232: f32, %a233: f32, %o234: f32):
    %b235 = arith.addf %a232, %a233 : f32
    linalg.yield %b235 : f32
  } -> tensor<10x64x28x28xf32>
  %e237 = tensor.empty() : tensor<10x480x28x28xf32>
  %cat238 = tensor.insert_slice %g167 into %e237[0, 0, 0, 0] [10, 128, 28, 28] [1, 1, 1, 1] : tensor<10x128x28x28xf32> into tensor<10x480x28x28xf32>
  %cat239 = tensor.insert_slice %g192 into %cat238[0, 128, 0, 0] [10, 192, 28, 28] [1, 1, 1, 1] : tensor<10x192x28x28xf32> into tensor<10x480x28x28xf32>
  %cat240 = tensor.insert_slice %g217 into %cat239[0, 320, 0, 0] [10, 96, 28, 28] [1, 1, 1, 1] : tensor<10x96x28x28xf32> into tensor<10x480x28x28xf32>
  %cat241 = tensor.insert_slice %g236 into %cat240[0, 416, 0, 0] [10, 64, 28, 28] [1, 1, 1, 1] : tensor<10x64x28x28xf32> into tensor<10x480x28x28xf32>
  %e242 = tensor.empty() : tensor<10x480x30x30xf32>
  %f243 = linalg.fill ins(%c1 : f32) outs(%e242 : tensor<10x480x30x30xf32>) -> tensor<10x480x30x30xf32>
  %g246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat241 : tensor<10x480x28x28xf32>) outs(%f243 : tensor<10x480x30x30xf32>) {
  ^bb0(%a244: f32, %o245: f32):
    linalg.yield %a244 : f32
  } -> tensor<10x480x30x30xf32>
  %e247 = tensor.empty() : tensor<10x480x14x14xf32>
  %f248 = linalg.fill ins(%c1 : f32) outs(%e247 : tensor<10x480x14x14xf32>) -> tensor<10x480x14x14xf32>
  %e249 = tensor.empty() : tensor<3x3xf32>
  %pool250 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g246, %e249 : tensor<10x480x30x30xf32>, tensor<3x3xf32>) outs(%f248 : tensor<10x480x14x14xf32>) -> tensor<10x480x14x14xf32>
  %e251 = tensor.empty() : tensor<10x192x14x14xf32>
  %f252 = linalg.fill ins(%c0 : f32) outs(%e251 : tensor<10x192x14x14xf32>) -> tensor<10x192x14x14xf32>
  %conv253 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool250, %inception4a_branch1x1_weight : tensor<10x480x14x14xf32>, tensor<192x480x1x1xf32>) outs(%f252 : tensor<10x192x14x14xf32>) -> tensor<10x192x14x14xf32>
  %e255 = tensor.empty() : tensor<10x192x14x14xf32>
  %g260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv253, %inception4a_branch1x1_bias : tensor<10x192x14x14xf32>, tensor<192xf32>) outs(%e255 : tensor<10x192x14x14xf32>) {
  ^bb0(%a256: f32, %a257: f32, %o258: f32):
    %b259 = arith.addf %a256, %a257 : f32
    linalg.yield %b259 : f32
  } -> tensor<10x192x14x14xf32>
  %e261 = tensor.empty() : tensor<10x96x14x14xf32>
  %f262 = linalg.fill ins(%c0 : f32) outs(%e261 : tensor<10x96x14x14xf32>) -> tensor<10x96x14x14xf32>
  %conv263 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool250, %inception4a_branch3x3_0_weight : tensor<10x480x14x14xf32>, tensor<96x480x1x1xf32>) outs(%f262 : tensor<10x96x14x14xf32>) -> tensor<10x96x14x14xf32>
  %e265 = tensor.empty() : tensor<10x96x14x14xf32>
  %g270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv263, %inception4a_branch3x3_0_bias : tensor<10x96x14x14xf32>, tensor<96xf32>) outs(%e265 : tensor<10x96x14x14xf32>) {
  ^bb0(%a266: f32, %a267: f32, %o268: f32):
    %b269 = arith.addf %a266, %a267 : f32
    linalg.yield %b269 : f32
  } -> tensor<10x96x14x14xf32>
  %e271 = tensor.empty() : tensor<10x96x16x16xf32>
  %f272 = linalg.fill ins(%c0 : f32) outs(%e271 : tensor<10x96x16x16xf32>) -> tensor<10x96x16x16xf32>
  %g275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g270 : tensor<10x96x14x14xf32>) outs(%f272 : tensor<10x96x16x16xf32>) {
  ^bb0(%a273: f32, %o274: f32):
    linalg.yield %a273 : f32
  } -> tensor<10x96x16x16xf32>
  %e276 = tensor.empty() : tensor<10x208x14x14xf32>
  %f277 = linalg.fill ins(%c0 : f32) outs(%e276 : tensor<10x208x14x14xf32>) -> tensor<10x208x14x14xf32>
  %conv278 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g275, %inception4a_branch3x3_1_weight : tensor<10x96x16x16xf32>, tensor<208x96x3x3xf32>) outs(%f277 : tensor<10x208x14x14xf32>) -> tensor<10x208x14x14xf32>
  %e280 = tensor.empty() : tensor<10x208x14x14xf32>
  %g285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv278, %inception4a_branch3x3_1_bias : tensor<10x208x14x14xf32>, tensor<208xf32>) outs(%e280 : tensor<10x208x14x14xf32>) {
  ^bb0(%a281: f32, %a282: f32, %o283: f32):
    %b284 = arith.addf %a281, %a282 : f32
    linalg.yield %b284 : f32
  } -> tensor<10x208x14x14xf32>
  %e286 = tensor.empty() : tensor<10x16x14x14xf32>
  %f287 = linalg.fill ins(%c0 : f32) outs(%e286 : tensor<10x16x14x14xf32>) -> tensor<10x16x14x14xf32>
  %conv288 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool250, %inception4a_branch5x5_0_weight : tensor<10x480x14x14xf32>, tensor<16x480x1x1xf32>) outs(%f287 : tensor<10x16x14x14xf32>) -> tensor<10x16x14x14xf32>
  %e290 = tensor.empty() : tensor<10x16x14x14xf32>
  %g295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv288, %inception4a_branch5x5_0_bias : tensor<10x16x14x14xf32>, tensor<16xf32>) outs(%e290 : tensor<10x16x14x14xf32>) {
  ^bb0(%a291: f32, %a292: f32, %o293: f32):
    %b294 = arith.addf %a291, %a292 : f32
    linalg.yield %b294 : f32
  } -> tensor<10x16x14x14xf32>
  %e296 = tensor.empty() : tensor<10x16x18x18xf32>
  %f297 = linalg.fill ins(%c0 : f32) outs(%e296 : tensor<10x16x18x18xf32>) -> tensor<10x16x18x18xf32>
  %g300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g295 : tensor<10x16x14x14xf32>) outs(%f297 : tensor<10x16x18x18xf32>) {
  ^bb0(%a298: f32, %o299: f32):
    linalg.yield %a298 : f32
  } -> tensor<10x16x18x18xf32>
  %e301 = tensor.empty() : tensor<10x48x14x14xf32>
  %f302 = linalg.fill ins(%c0 : f32) outs(%e301 : tensor<10x48x14x14xf32>) -> tensor<10x48x14x14xf32>
  %conv303 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g300, %inception4a_branch5x5_1_weight : tensor<10x16x18x18xf32>, tensor<48x16x5x5xf32>) outs(%f302 : tensor<10x48x14x14xf32>) -> tensor<10x48x14x14xf32>
  %e305 = tensor.empty() : tensor<10x48x14x14xf32>
  %g310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv303, %inception4a_branch5x5_1_bias : tensor<10x48x14x14xf32>, tensor<48xf32>) outs(%e305 : tensor<10x48x14x14xf32>) {
  ^bb0(%a306: f32, %a307: f32, %o308: f32):
    %b309 = arith.addf %a306, %a307 : f32
    linalg.yield %b309 : f32
  } -> tensor<10x48x14x14xf32>
  %e311 = tensor.empty() : tensor<10x480x16x16xf32>
  %f312 = linalg.fill ins(%c1 : f32) outs(%e311 : tensor<10x480x16x16xf32>) -> tensor<10x480x16x16xf32>
  %g315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool250 : tensor<10x480x14x14xf32>) outs(%f312 : tensor<10x480x16x16xf32>) {
  ^bb0(%a313: f32, %o314: f32):
    linalg.yield %a313 : f32
  } -> tensor<10x480x16x16xf32>
  %e316 = tensor.empty() : tensor<10x480x14x14xf32>
  %f317 = linalg.fill ins(%c1 : f32) outs(%e316 : tensor<10x480x14x14xf32>) -> tensor<10x480x14x14xf32>
  %e318 = tensor.empty() : tensor<3x3xf32>
  %pool319 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g315, %e318 : tensor<10x480x16x16xf32>, tensor<3x3xf32>) outs(%f317 : tensor<10x480x14x14xf32>) -> tensor<10x480x14x14xf32>
  %e320 = tensor.empty() : tensor<10x64x14x14xf32>
  %f321 = linalg.fill ins(%c0 : f32) outs(%e320 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv322 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool319, %inception4a_branch_pool_1_weight : tensor<10x480x14x14xf32>, tensor<64x480x1x1xf32>) outs(%f321 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e324 = tensor.empty() : tensor<10x64x14x14xf32>
  %g329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv322, %inception4a_branch_pool_1_bias : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e324 : tensor<10x64x14x14xf32>) {
  ^bb0(%a325: f32, %a326: f32, %o327: f32):
    %b328 = arith.addf %a325, %a326 : f32
    linalg.yield %b328 : f32
  } -> tensor<10x64x14x14xf32>
  %e330 = tensor.empty() : tensor<10x512x14x14xf32>
  %cat331 = tensor.insert_slice %g260 into %e330[0, 0, 0, 0] [10, 192, 14, 14] [1, 1, 1, 1] : tensor<10x192x14x14xf32> into tensor<10x512x14x14xf32>
  %cat332 = tensor.insert_slice %g285 into %cat331[0, 192, 0, 0] [10, 208, 14, 14] [1, 1, 1, 1] : tensor<10x208x14x14xf32> into tensor<10x512x14x14xf32>
  %cat333 = tensor.insert_slice %g310 into %cat332[0, 400, 0, 0] [10, 48, 14, 14] [1, 1, 1, 1] : tensor<10x48x14x14xf32> into tensor<10x512x14x14xf32>
  %cat334 = tensor.insert_slice %g329 into %cat333[0, 448, 0, 0] [10, 64, 14, 14] [1, 1, 1, 1] : tensor<10x64x14x14xf32> into tensor<10x512x14x14xf32>
  %e335 = tensor.empty() : tensor<10x160x14x14xf32>
  %f336 = linalg.fill ins(%c0 : f32) outs(%e335 : tensor<10x160x14x14xf32>) -> tensor<10x160x14x14xf32>
  %conv337 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat334, %inception4b_branch1x1_weight : tensor<10x512x14x14xf32>, tensor<160x512x1x1xf32>) outs(%f336 : tensor<10x160x14x14xf32>) -> tensor<10x160x14x14xf32>
  %e339 = tensor.empty() : tensor<10x160x14x14xf32>
  %g344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv337, %inception4b_branch1x1_bias : tensor<10x160x14x14xf32>, tensor<160xf32>) outs(%e339 : tensor<10x160x14x14xf32>) {
  ^bb0(%a340: f32, %a341: f32, %o342: f32):
    %b343 = arith.addf %a340, %a341 : f32
    linalg.yield %b343 : f32
  } -> tensor<10x160x14x14xf32>
  %e345 = tensor.empty() : tensor<10x112x14x14xf32>
  %f346 = linalg.fill ins(%c0 : f32) outs(%e345 : tensor<10x112x14x14xf32>) -> tensor<10x112x14x14xf32>
  %conv347 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat334, %inception4b_branch3x3_0_weight : tensor<10x512x14x14xf32>, tensor<112x512x1x1xf32>) outs(%f346 : tensor<10x112x14x14xf32>) -> tensor<10x112x14x14xf32>
  %e349 = tensor.empty() : tensor<10x112x14x14xf32>
  %g354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv347, %inception4b_branch3x3_0_bias : tensor<10x112x14x14xf32>, tensor<112xf32>) outs(%e349 : tensor<10x112x14x14xf32>) {
  ^bb0(%a350: f32, %a351: f32, %o352: f32):
    %b353 = arith.addf %a350, %a351 : f32
    linalg.yield %b353 : f32
  } -> tensor<10x112x14x14xf32>
  %e355 = tensor.empty() : tensor<10x112x16x16xf32>
  %f356 = linalg.fill ins(%c0 : f32) outs(%e355 : tensor<10x112x16x16xf32>) -> tensor<10x112x16x16xf32>
  %g359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g354 : tensor<10x112x14x14xf32>) outs(%f356 : tensor<10x112x16x16xf32>) {
  ^bb0(%a357: f32, %o358: f32):
    linalg.yield %a357 : f32
  } -> tensor<10x112x16x16xf32>
  %e360 = tensor.empty() : tensor<10x224x14x14xf32>
  %f361 = linalg.fill ins(%c0 : f32) outs(%e360 : tensor<10x224x14x14xf32>) -> tensor<10x224x14x14xf32>
  %conv362 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g359, %inception4b_branch3x3_1_weight : tensor<10x112x16x16xf32>, tensor<224x112x3x3xf32>) outs(%f361 : tensor<10x224x14x14xf32>) -> tensor<10x224x14x14xf32>
  %e364 = tensor.empty() : tensor<10x224x14x14xf32>
  %g369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv362, %inception4b_branch3x3_1_bias : tensor<10x224x14x14xf32>, tensor<224xf32>) outs(%e364 : tensor<10x224x14x14xf32>) {
  ^bb0(%a365: f32, %a366: f32, %o367: f32):
    %b368 = arith.addf %a365, %a366 : f32
    linalg.yield %b368 : f32
  } -> tensor<10x224x14x14xf32>
  %e370 = tensor.empty() : tensor<10x24x14x14xf32>
  %f371 = linalg.fill ins(%c0 : f32) outs(%e370 : tensor<10x24x14x14xf32>) -> tensor<10x24x14x14xf32>
  %conv372 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat334, %inception4b_branch5x5_0_weight : tensor<10x512x14x14xf32>, tensor<24x512x1x1xf32>) outs(%f371 : tensor<10x24x14x14xf32>) -> tensor<10x24x14x14xf32>
  %e374 = tensor.empty() : tensor<10x24x14x14xf32>
  %g379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv372, %inception4b_branch5x5_0_bias : tensor<10x24x14x14xf32>, tensor<24xf32>) outs(%e374 : tensor<10x24x14x14xf32>) {
  ^bb0(%a375: f32, %a376: f32, %o377: f32):
    %b378 = arith.addf %a375, %a376 : f32
    linalg.yield %b378 : f32
  } -> tensor<10x24x14x14xf32>
  %e380 = tensor.empty() : tensor<10x24x18x18xf32>
  %f381 = linalg.fill ins(%c0 : f32) outs(%e380 : tensor<10x24x18x18xf32>) -> tensor<10x24x18x18xf32>
  %g384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g379 : tensor<10x24x14x14xf32>) outs(%f381 : tensor<10x24x18x18xf32>) {
  ^bb0(%a382: f32, %o383: f32):
    linalg.yield %a382 : f32
  } -> tensor<10x24x18x18xf32>
  %e385 = tensor.empty() : tensor<10x64x14x14xf32>
  %f386 = linalg.fill ins(%c0 : f32) outs(%e385 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv387 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g384, %inception4b_branch5x5_1_weight : tensor<10x24x18x18xf32>, tensor<64x24x5x5xf32>) outs(%f386 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e389 = tensor.empty() : tensor<10x64x14x14xf32>
  %g394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv387, %inception4b_branch5x5_1_bias : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e389 : tensor<10x64x14x14xf32>) {
  ^bb0(%a390: f32, %a391: f32, %o392: f32):
    %b393 = arith.addf %a390, %a391 : f32
    linalg.yield %b393 : f32
  } -> tensor<10x64x14x14xf32>
  %e395 = tensor.empty() : tensor<10x512x16x16xf32>
  %f396 = linalg.fill ins(%c1 : f32) outs(%e395 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat334 : tensor<10x512x14x14xf32>) outs(%f396 : tensor<10x512x16x16xf32>) {
  ^bb0(%a397: f32, %o398: f32):
    linalg.yield %a397 : f32
  } -> tensor<10x512x16x16xf32>
  %e400 = tensor.empty() : tensor<10x512x14x14xf32>
  %f401 = linalg.fill ins(%c1 : f32) outs(%e400 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e402 = tensor.empty() : tensor<3x3xf32>
  %pool403 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g399, %e402 : tensor<10x512x16x16xf32>, tensor<3x3xf32>) outs(%f401 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e404 = tensor.empty() : tensor<10x64x14x14xf32>
  %f405 = linalg.fill ins(%c0 : f32) outs(%e404 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv406 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool403, %inception4b_branch_pool_1_weight : tensor<10x512x14x14xf32>, tensor<64x512x1x1xf32>) outs(%f405 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e408 = tensor.empty() : tensor<10x64x14x14xf32>
  %g413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv406, %inception4b_branch_pool_1_bias : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e408 : tensor<10x64x14x14xf32>) {
  ^bb0(%a409: f32, %a410: f32, %o411: f32):
    %b412 = arith.addf %a409, %a410 : f32
    linalg.yield %b412 : f32
  } -> tensor<10x64x14x14xf32>
  %e414 = tensor.empty() : tensor<10x512x14x14xf32>
  %cat415 = tensor.insert_slice %g344 into %e414[0, 0, 0, 0] [10, 160, 14, 14] [1, 1, 1, 1] : tensor<10x160x14x14xf32> into tensor<10x512x14x14xf32>
  %cat416 = tensor.insert_slice %g369 into %cat415[0, 160, 0, 0] [10, 224, 14, 14] [1, 1, 1, 1] : tensor<10x224x14x14xf32> into tensor<10x512x14x14xf32>
  %cat417 = tensor.insert_slice %g394 into %cat416[0, 384, 0, 0] [10, 64, 14, 14] [1, 1, 1, 1] : tensor<10x64x14x14xf32> into tensor<10x512x14x14xf32>
  %cat418 = tensor.insert_slice %g413 into %cat417[0, 448, 0, 0] [10, 64, 14, 14] [1, 1, 1, 1] : tensor<10x64x14x14xf32> into tensor<10x512x14x14xf32>
  %e419 = tensor.empty() : tensor<10x128x14x14xf32>
  %f420 = linalg.fill ins(%c0 : f32) outs(%e419 : tensor<10x128x14x14xf32>) -> tensor<10x128x14x14xf32>
  %conv421 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat418, %inception4c_branch1x1_weight : tensor<10x512x14x14xf32>, tensor<128x512x1x1xf32>) outs(%f420 : tensor<10x128x14x14xf32>) -> tensor<10x128x14x14xf32>
  %e423 = tensor.empty() : tensor<10x128x14x14xf32>
  %g428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv421, %inception4c_branch1x1_bias : tensor<10x128x14x14xf32>, tensor<128xf32>) outs(%e423 : tensor<10x128x14x14xf32>) {
  ^bb0(%a424: f32, %a425: f32, %o426: f32):
    %b427 = arith.addf %a424, %a425 : f32
    linalg.yield %b427 : f32
  } -> tensor<10x128x14x14xf32>
  %e429 = tensor.empty() : tensor<10x128x14x14xf32>
  %f430 = linalg.fill ins(%c0 : f32) outs(%e429 : tensor<10x128x14x14xf32>) -> tensor<10x128x14x14xf32>
  %conv431 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat418, %inception4c_branch3x3_0_weight : tensor<10x512x14x14xf32>, tensor<128x512x1x1xf32>) outs(%f430 : tensor<10x128x14x14xf32>) -> tensor<10x128x14x14xf32>
  %e433 = tensor.empty() : tensor<10x128x14x14xf32>
  %g438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv431, %inception4c_branch3x3_0_bias : tensor<10x128x14x14xf32>, tensor<128xf32>) outs(%e433 : tensor<10x128x14x14xf32>) {
  ^bb0(%a434: f32, %a435: f32, %o436: f32):
    %b437 = arith.addf %a434, %a435 : f32
    linalg.yield %b437 : f32
  } -> tensor<10x128x14x14xf32>
  %e439 = tensor.empty() : tensor<10x128x16x16xf32>
  %f440 = linalg.fill ins(%c0 : f32) outs(%e439 : tensor<10x128x16x16xf32>) -> tensor<10x128x16x16xf32>
  %g443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g438 : tensor<10x128x14x14xf32>) outs(%f440 : tensor<10x128x16x16xf32>) {
  ^bb0(%a441: f32, %o442: f32):
    linalg.yield %a441 : f32
  } -> tensor<10x128x16x16xf32>
  %e444 = tensor.empty() : tensor<10x256x14x14xf32>
  %f445 = linalg.fill ins(%c0 : f32) outs(%e444 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv446 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g443, %inception4c_branch3x3_1_weight : tensor<10x128x16x16xf32>, tensor<256x128x3x3xf32>) outs(%f445 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e448 = tensor.empty() : tensor<10x256x14x14xf32>
  %g453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv446, %inception4c_branch3x3_1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e448 : tensor<10x256x14x14xf32>) {
  ^bb0(%a449: f32, %a450: f32, %o451: f32):
    %b452 = arith.addf %a449, %a450 : f32
    linalg.yield %b452 : f32
  } -> tensor<10x256x14x14xf32>
  %e454 = tensor.empty() : tensor<10x24x14x14xf32>
  %f455 = linalg.fill ins(%c0 : f32) outs(%e454 : tensor<10x24x14x14xf32>) -> tensor<10x24x14x14xf32>
  %conv456 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat418, %inception4c_branch5x5_0_weight : tensor<10x512x14x14xf32>, tensor<24x512x1x1xf32>) outs(%f455 : tensor<10x24x14x14xf32>) -> tensor<10x24x14x14xf32>
  %e458 = tensor.empty() : tensor<10x24x14x14xf32>
  %g463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv456, %inception4c_branch5x5_0_bias : tensor<10x24x14x14xf32>, tensor<24xf32>) outs(%e458 : tensor<10x24x14x14xf32>) {
  ^bb0(%a459: f32, %a460: f32, %o461: f32):
    %b462 = arith.addf %a459, %a460 : f32
    linalg.yield %b462 : f32
  } -> tensor<10x24x14x14xf32>
  %e464 = tensor.empty() : tensor<10x24x18x18xf32>
  %f465 = linalg.fill ins(%c0 : f32) outs(%e464 : tensor<10x24x18x18xf32>) -> tensor<10x24x18x18xf32>
  %g468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g463 : tensor<10x24x14x14xf32>) outs(%f465 : tensor<10x24x18x18xf32>) {
  ^bb0(%a466: f32, %o467: f32):
    linalg.yield %a466 : f32
  } -> tensor<10x24x18x18xf32>
  %e469 = tensor.empty() : tensor<10x64x14x14xf32>
  %f470 = linalg.fill ins(%c0 : f32) outs(%e469 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv471 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g468, %inception4c_branch5x5_1_weight : tensor<10x24x18x18xf32>, tensor<64x24x5x5xf32>) outs(%f470 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e473 = tensor.empty() : tensor<10x64x14x14xf32>
  %g478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv471, %inception4c_branch5x5_1_bias : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e473 : tensor<10x64x14x14xf32>) {
  ^bb0(%a474: f32, %a475: f32, %o476: f32):
    %b477 = arith.addf %a474, %a475 : f32
    linalg.yield %b477 : f32
  } -> tensor<10x64x14x14xf32>
  %e479 = tensor.empty() : tensor<10x512x16x16xf32>
  %f480 = linalg.fill ins(%c1 : f32) outs(%e479 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat418 : tensor<10x512x14x14xf32>) outs(%f480 : tensor<10x512x16x16xf32>) {
  ^bb0(%a481: f32, %o482: f32):
    linalg.yield %a481 : f32
  } -> tensor<10x512x16x16xf32>
  %e484 = tensor.empty() : tensor<10x512x14x14xf32>
  %f485 = linalg.fill ins(%c1 : f32) outs(%e484 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e486 = tensor.empty() : tensor<3x3xf32>
  %pool487 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g483, %e486 : tensor<10x512x16x16xf32>, tensor<3x3xf32>) outs(%f485 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e488 = tensor.empty() : tensor<10x64x14x14xf32>
  %f489 = linalg.fill ins(%c0 : f32) outs(%e488 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv490 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool487, %inception4c_branch_pool_1_weight : tensor<10x512x14x14xf32>, tensor<64x512x1x1xf32>) outs(%f489 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e492 = tensor.empty() : tensor<10x64x14x14xf32>
  %g497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv490, %inception4c_branch_pool_1_bias : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e492 : tensor<10x64x14x14xf32>) {
  ^bb0(%a493: f32, %a494: f32, %o495: f32):
    %b496 = arith.addf %a493, %a494 : f32
    linalg.yield %b496 : f32
  } -> tensor<10x64x14x14xf32>
  %e498 = tensor.empty() : tensor<10x512x14x14xf32>
  %cat499 = tensor.insert_slice %g428 into %e498[0, 0, 0, 0] [10, 128, 14, 14] [1, 1, 1, 1] : tensor<10x128x14x14xf32> into tensor<10x512x14x14xf32>
  %cat500 = tensor.insert_slice %g453 into %cat499[0, 128, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x512x14x14xf32>
  %cat501 = tensor.insert_slice %g478 into %cat500[0, 384, 0, 0] [10, 64, 14, 14] [1, 1, 1, 1] : tensor<10x64x14x14xf32> into tensor<10x512x14x14xf32>
  %cat502 = tensor.insert_slice %g497 into %cat501[0, 448, 0, 0] [10, 64, 14, 14] [1, 1, 1, 1] : tensor<10x64x14x14xf32> into tensor<10x512x14x14xf32>
  %e503 = tensor.empty() : tensor<10x112x14x14xf32>
  %f504 = linalg.fill ins(%c0 : f32) outs(%e503 : tensor<10x112x14x14xf32>) -> tensor<10x112x14x14xf32>
  %conv505 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat502, %inception4d_branch1x1_weight : tensor<10x512x14x14xf32>, tensor<112x512x1x1xf32>) outs(%f504 : tensor<10x112x14x14xf32>) -> tensor<10x112x14x14xf32>
  %e507 = tensor.empty() : tensor<10x112x14x14xf32>
  %g512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv505, %inception4d_branch1x1_bias : tensor<10x112x14x14xf32>, tensor<112xf32>) outs(%e507 : tensor<10x112x14x14xf32>) {
  ^bb0(%a508: f32, %a509: f32, %o510: f32):
    %b511 = arith.addf %a508, %a509 : f32
    linalg.yield %b511 : f32
  } -> tensor<10x112x14x14xf32>
  %e513 = tensor.empty() : tensor<10x144x14x14xf32>
  %f514 = linalg.fill ins(%c0 : f32) outs(%e513 : tensor<10x144x14x14xf32>) -> tensor<10x144x14x14xf32>
  %conv515 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat502, %inception4d_branch3x3_0_weight : tensor<10x512x14x14xf32>, tensor<144x512x1x1xf32>) outs(%f514 : tensor<10x144x14x14xf32>) -> tensor<10x144x14x14xf32>
  %e517 = tensor.empty() : tensor<10x144x14x14xf32>
  %g522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv515, %inception4d_branch3x3_0_bias : tensor<10x144x14x14xf32>, tensor<144xf32>) outs(%e517 : tensor<10x144x14x14xf32>) {
  ^bb0(%a518: f32, %a519: f32, %o520: f32):
    %b521 = arith.addf %a518, %a519 : f32
    linalg.yield %b521 : f32
  } -> tensor<10x144x14x14xf32>
  %e523 = tensor.empty() : tensor<10x144x16x16xf32>
  %f524 = linalg.fill ins(%c0 : f32) outs(%e523 : tensor<10x144x16x16xf32>) -> tensor<10x144x16x16xf32>
  %g527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g522 : tensor<10x144x14x14xf32>) outs(%f524 : tensor<10x144x16x16xf32>) {
  ^bb0(%a525: f32, %o526: f32):
    linalg.yield %a525 : f32
  } -> tensor<10x144x16x16xf32>
  %e528 = tensor.empty() : tensor<10x288x14x14xf32>
  %f529 = linalg.fill ins(%c0 : f32) outs(%e528 : tensor<10x288x14x14xf32>) -> tensor<10x288x14x14xf32>
  %conv530 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g527, %inception4d_branch3x3_1_weight : tensor<10x144x16x16xf32>, tensor<288x144x3x3xf32>) outs(%f529 : tensor<10x288x14x14xf32>) -> tensor<10x288x14x14xf32>
  %e532 = tensor.empty() : tensor<10x288x14x14xf32>
  %g537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv530, %inception4d_branch3x3_1_bias : tensor<10x288x14x14xf32>, tensor<288xf32>) outs(%e532 : tensor<10x288x14x14xf32>) {
  ^bb0(%a533: f32, %a534: f32, %o535: f32):
    %b536 = arith.addf %a533, %a534 : f32
    linalg.yield %b536 : f32
  } -> tensor<10x288x14x14xf32>
  %e538 = tensor.empty() : tensor<10x32x14x14xf32>
  %f539 = linalg.fill ins(%c0 : f32) outs(%e538 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv540 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat502, %inception4d_branch5x5_0_weight : tensor<10x512x14x14xf32>, tensor<32x512x1x1xf32>) outs(%f539 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e542 = tensor.empty() : tensor<10x32x14x14xf32>
  %g547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv540, %inception4d_branch5x5_0_bias : tensor<10x32x14x14xf32>, tensor<32xf32>) outs(%e542 : tensor<10x32x14x14xf32>) {
  ^bb0(%a543: f32, %a544: f32, %o545: f32):
    %b546 = arith.addf %a543, %a544 : f32
    linalg.yield %b546 : f32
  } -> tensor<10x32x14x14xf32>
  %e548 = tensor.empty() : tensor<10x32x18x18xf32>
  %f549 = linalg.fill ins(%c0 : f32) outs(%e548 : tensor<10x32x18x18xf32>) -> tensor<10x32x18x18xf32>
  %g552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g547 : tensor<10x32x14x14xf32>) outs(%f549 : tensor<10x32x18x18xf32>) {
  ^bb0(%a550: f32, %o551: f32):
    linalg.yield %a550 : f32
  } -> tensor<10x32x18x18xf32>
  %e553 = tensor.empty() : tensor<10x64x14x14xf32>
  %f554 = linalg.fill ins(%c0 : f32) outs(%e553 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv555 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g552, %inception4d_branch5x5_1_weight : tensor<10x32x18x18xf32>, tensor<64x32x5x5xf32>) outs(%f554 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e557 = tensor.empty() : tensor<10x64x14x14xf32>
  %g562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv555, %inception4d_branch5x5_1_bias : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e557 : tensor<10x64x14x14xf32>) {
  ^bb0(%a558: f32, %a559: f32, %o560: f32):
    %b561 = arith.addf %a558, %a559 : f32
    linalg.yield %b561 : f32
  } -> tensor<10x64x14x14xf32>
  %e563 = tensor.empty() : tensor<10x512x16x16xf32>
  %f564 = linalg.fill ins(%c1 : f32) outs(%e563 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat502 : tensor<10x512x14x14xf32>) outs(%f564 : tensor<10x512x16x16xf32>) {
  ^bb0(%a565: f32, %o566: f32):
    linalg.yield %a565 : f32
  } -> tensor<10x512x16x16xf32>
  %e568 = tensor.empty() : tensor<10x512x14x14xf32>
  %f569 = linalg.fill ins(%c1 : f32) outs(%e568 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e570 = tensor.empty() : tensor<3x3xf32>
  %pool571 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g567, %e570 : tensor<10x512x16x16xf32>, tensor<3x3xf32>) outs(%f569 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e572 = tensor.empty() : tensor<10x64x14x14xf32>
  %f573 = linalg.fill ins(%c0 : f32) outs(%e572 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %conv574 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool571, %inception4d_branch_pool_1_weight : tensor<10x512x14x14xf32>, tensor<64x512x1x1xf32>) outs(%f573 : tensor<10x64x14x14xf32>) -> tensor<10x64x14x14xf32>
  %e576 = tensor.empty() : tensor<10x64x14x14xf32>
  %g581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv574, %inception4d_branch_pool_1_bias : tensor<10x64x14x14xf32>, tensor<64xf32>) outs(%e576 : tensor<10x64x14x14xf32>) {
  ^bb0(%a577: f32, %a578: f32, %o579: f32):
    %b580 = arith.addf %a577, %a578 : f32
    linalg.yield %b580 : f32
  } -> tensor<10x64x14x14xf32>
  %e582 = tensor.empty() : tensor<10x528x14x14xf32>
  %cat583 = tensor.insert_slice %g512 into %e582[0, 0, 0, 0] [10, 112, 14, 14] [1, 1, 1, 1] : tensor<10x112x14x14xf32> into tensor<10x528x14x14xf32>
  %cat584 = tensor.insert_slice %g537 into %cat583[0, 112, 0, 0] [10, 288, 14, 14] [1, 1, 1, 1] : tensor<10x288x14x14xf32> into tensor<10x528x14x14xf32>
  %cat585 = tensor.insert_slice %g562 into %cat584[0, 400, 0, 0] [10, 64, 14, 14] [1, 1, 1, 1] : tensor<10x64x14x14xf32> into tensor<10x528x14x14xf32>
  %cat586 = tensor.insert_slice %g581 into %cat585[0, 464, 0, 0] [10, 64, 14, 14] [1, 1, 1, 1] : tensor<10x64x14x14xf32> into tensor<10x528x14x14xf32>
  %e587 = tensor.empty() : tensor<10x256x14x14xf32>
  %f588 = linalg.fill ins(%c0 : f32) outs(%e587 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %conv589 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat586, %inception4e_branch1x1_weight : tensor<10x528x14x14xf32>, tensor<256x528x1x1xf32>) outs(%f588 : tensor<10x256x14x14xf32>) -> tensor<10x256x14x14xf32>
  %e591 = tensor.empty() : tensor<10x256x14x14xf32>
  %g596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv589, %inception4e_branch1x1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e591 : tensor<10x256x14x14xf32>) {
  ^bb0(%a592: f32, %a593: f32, %o594: f32):
    %b595 = arith.addf %a592, %a593 : f32
    linalg.yield %b595 : f32
  } -> tensor<10x256x14x14xf32>
  %e597 = tensor.empty() : tensor<10x160x14x14xf32>
  %f598 = linalg.fill ins(%c0 : f32) outs(%e597 : tensor<10x160x14x14xf32>) -> tensor<10x160x14x14xf32>
  %conv599 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat586, %inception4e_branch3x3_0_weight : tensor<10x528x14x14xf32>, tensor<160x528x1x1xf32>) outs(%f598 : tensor<10x160x14x14xf32>) -> tensor<10x160x14x14xf32>
  %e601 = tensor.empty() : tensor<10x160x14x14xf32>
  %g606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv599, %inception4e_branch3x3_0_bias : tensor<10x160x14x14xf32>, tensor<160xf32>) outs(%e601 : tensor<10x160x14x14xf32>) {
  ^bb0(%a602: f32, %a603: f32, %o604: f32):
    %b605 = arith.addf %a602, %a603 : f32
    linalg.yield %b605 : f32
  } -> tensor<10x160x14x14xf32>
  %e607 = tensor.empty() : tensor<10x160x16x16xf32>
  %f608 = linalg.fill ins(%c0 : f32) outs(%e607 : tensor<10x160x16x16xf32>) -> tensor<10x160x16x16xf32>
  %g611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g606 : tensor<10x160x14x14xf32>) outs(%f608 : tensor<10x160x16x16xf32>) {
  ^bb0(%a609: f32, %o610: f32):
    linalg.yield %a609 : f32
  } -> tensor<10x160x16x16xf32>
  %e612 = tensor.empty() : tensor<10x320x14x14xf32>
  %f613 = linalg.fill ins(%c0 : f32) outs(%e612 : tensor<10x320x14x14xf32>) -> tensor<10x320x14x14xf32>
  %conv614 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g611, %inception4e_branch3x3_1_weight : tensor<10x160x16x16xf32>, tensor<320x160x3x3xf32>) outs(%f613 : tensor<10x320x14x14xf32>) -> tensor<10x320x14x14xf32>
  %e616 = tensor.empty() : tensor<10x320x14x14xf32>
  %g621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv614, %inception4e_branch3x3_1_bias : tensor<10x320x14x14xf32>, tensor<320xf32>) outs(%e616 : tensor<10x320x14x14xf32>) {
  ^bb0(%a617: f32, %a618: f32, %o619: f32):
    %b620 = arith.addf %a617, %a618 : f32
    linalg.yield %b620 : f32
  } -> tensor<10x320x14x14xf32>
  %e622 = tensor.empty() : tensor<10x32x14x14xf32>
  %f623 = linalg.fill ins(%c0 : f32) outs(%e622 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %conv624 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat586, %inception4e_branch5x5_0_weight : tensor<10x528x14x14xf32>, tensor<32x528x1x1xf32>) outs(%f623 : tensor<10x32x14x14xf32>) -> tensor<10x32x14x14xf32>
  %e626 = tensor.empty() : tensor<10x32x14x14xf32>
  %g631 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv624, %inception4e_branch5x5_0_bias : tensor<10x32x14x14xf32>, tensor<32xf32>) outs(%e626 : tensor<10x32x14x14xf32>) {
  ^bb0(%a627: f32, %a628: f32, %o629: f32):
    %b630 = arith.addf %a627, %a628 : f32
    linalg.yield %b630 : f32
  } -> tensor<10x32x14x14xf32>
  %e632 = tensor.empty() : tensor<10x32x18x18xf32>
  %f633 = linalg.fill ins(%c0 : f32) outs(%e632 : tensor<10x32x18x18xf32>) -> tensor<10x32x18x18xf32>
  %g636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g631 : tensor<10x32x14x14xf32>) outs(%f633 : tensor<10x32x18x18xf32>) {
  ^bb0(%a634: f32, %o635: f32):
    linalg.yield %a634 : f32
  } -> tensor<10x32x18x18xf32>
  %e637 = tensor.empty() : tensor<10x128x14x14xf32>
  %f638 = linalg.fill ins(%c0 : f32) outs(%e637 : tensor<10x128x14x14xf32>) -> tensor<10x128x14x14xf32>
  %conv639 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g636, %inception4e_branch5x5_1_weight : tensor<10x32x18x18xf32>, tensor<128x32x5x5xf32>) outs(%f638 : tensor<10x128x14x14xf32>) -> tensor<10x128x14x14xf32>
  %e641 = tensor.empty() : tensor<10x128x14x14xf32>
  %g646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv639, %inception4e_branch5x5_1_bias : tensor<10x128x14x14xf32>, tensor<128xf32>) outs(%e641 : tensor<10x128x14x14xf32>) {
  ^bb0(%a642: f32, %a643: f32, %o644: f32):
    %b645 = arith.addf %a642, %a643 : f32
    linalg.yield %b645 : f32
  } -> tensor<10x128x14x14xf32>
  %e647 = tensor.empty() : tensor<10x528x16x16xf32>
  %f648 = linalg.fill ins(%c1 : f32) outs(%e647 : tensor<10x528x16x16xf32>) -> tensor<10x528x16x16xf32>
  %g651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat586 : tensor<10x528x14x14xf32>) outs(%f648 : tensor<10x528x16x16xf32>) {
  ^bb0(%a649: f32, %o650: f32):
    linalg.yield %a649 : f32
  } -> tensor<10x528x16x16xf32>
  %e652 = tensor.empty() : tensor<10x528x14x14xf32>
  %f653 = linalg.fill ins(%c1 : f32) outs(%e652 : tensor<10x528x14x14xf32>) -> tensor<10x528x14x14xf32>
  %e654 = tensor.empty() : tensor<3x3xf32>
  %pool655 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g651, %e654 : tensor<10x528x16x16xf32>, tensor<3x3xf32>) outs(%f653 : tensor<10x528x14x14xf32>) -> tensor<10x528x14x14xf32>
  %e656 = tensor.empty() : tensor<10x128x14x14xf32>
  %f657 = linalg.fill ins(%c0 : f32) outs(%e656 : tensor<10x128x14x14xf32>) -> tensor<10x128x14x14xf32>
  %conv658 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool655, %inception4e_branch_pool_1_weight : tensor<10x528x14x14xf32>, tensor<128x528x1x1xf32>) outs(%f657 : tensor<10x128x14x14xf32>) -> tensor<10x128x14x14xf32>
  %e660 = tensor.empty() : tensor<10x128x14x14xf32>
  %g665 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv658, %inception4e_branch_pool_1_bias : tensor<10x128x14x14xf32>, tensor<128xf32>) outs(%e660 : tensor<10x128x14x14xf32>) {
  ^bb0(%a661: f32, %a662: f32, %o663: f32):
    %b664 = arith.addf %a661, %a662 : f32
    linalg.yield %b664 : f32
  } -> tensor<10x128x14x14xf32>
  %e666 = tensor.empty() : tensor<10x832x14x14xf32>
  %cat667 = tensor.insert_slice %g596 into %e666[0, 0, 0, 0] [10, 256, 14, 14] [1, 1, 1, 1] : tensor<10x256x14x14xf32> into tensor<10x832x14x14xf32>
  %cat668 = tensor.insert_slice %g621 into %cat667[0, 256, 0, 0] [10, 320, 14, 14] [1, 1, 1, 1] : tensor<10x320x14x14xf32> into tensor<10x832x14x14xf32>
  %cat669 = tensor.insert_slice %g646 into %cat668[0, 576, 0, 0] [10, 128, 14, 14] [1, 1, 1, 1] : tensor<10x128x14x14xf32> into tensor<10x832x14x14xf32>
  %cat670 = tensor.insert_slice %g665 into %cat669[0, 704, 0, 0] [10, 128, 14, 14] [1, 1, 1, 1] : tensor<10x128x14x14xf32> into tensor<10x832x14x14xf32>
  %e671 = tensor.empty() : tensor<10x832x16x16xf32>
  %f672 = linalg.fill ins(%c1 : f32) outs(%e671 : tensor<10x832x16x16xf32>) -> tensor<10x832x16x16xf32>
  %g675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat670 : tensor<10x832x14x14xf32>) outs(%f672 : tensor<10x832x16x16xf32>) {
  ^bb0(%a673: f32, %o674: f32):
    linalg.yield %a673 : f32
  } -> tensor<10x832x16x16xf32>
  %e676 = tensor.empty() : tensor<10x832x7x7xf32>
  %f677 = linalg.fill ins(%c1 : f32) outs(%e676 : tensor<10x832x7x7xf32>) -> tensor<10x832x7x7xf32>
  %e678 = tensor.empty() : tensor<3x3xf32>
  %pool679 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g675, %e678 : tensor<10x832x16x16xf32>, tensor<3x3xf32>) outs(%f677 : tensor<10x832x7x7xf32>) -> tensor<10x832x7x7xf32>
  %e680 = tensor.empty() : tensor<10x256x7x7xf32>
  %f681 = linalg.fill ins(%c0 : f32) outs(%e680 : tensor<10x256x7x7xf32>) -> tensor<10x256x7x7xf32>
  %conv682 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool679, %inception5a_branch1x1_weight : tensor<10x832x7x7xf32>, tensor<256x832x1x1xf32>) outs(%f681 : tensor<10x256x7x7xf32>) -> tensor<10x256x7x7xf32>
  %e684 = tensor.empty() : tensor<10x256x7x7xf32>
  %g689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv682, %inception5a_branch1x1_bias : tensor<10x256x7x7xf32>, tensor<256xf32>) outs(%e684 : tensor<10x256x7x7xf32>) {
  ^bb0(%a685: f32, %a686: f32, %o687: f32):
    %b688 = arith.addf %a685, %a686 : f32
    linalg.yield %b688 : f32
  } -> tensor<10x256x7x7xf32>
  %e690 = tensor.empty() : tensor<10x160x7x7xf32>
  %f691 = linalg.fill ins(%c0 : f32) outs(%e690 : tensor<10x160x7x7xf32>) -> tensor<10x160x7x7xf32>
  %conv692 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool679, %inception5a_branch3x3_0_weight : tensor<10x832x7x7xf32>, tensor<160x832x1x1xf32>) outs(%f691 : tensor<10x160x7x7xf32>) -> tensor<10x160x7x7xf32>
  %e694 = tensor.empty() : tensor<10x160x7x7xf32>
  %g699 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv692, %inception5a_branch3x3_0_bias : tensor<10x160x7x7xf32>, tensor<160xf32>) outs(%e694 : tensor<10x160x7x7xf32>) {
  ^bb0(%a695: f32, %a696: f32, %o697: f32):
    %b698 = arith.addf %a695, %a696 : f32
    linalg.yield %b698 : f32
  } -> tensor<10x160x7x7xf32>
  %e700 = tensor.empty() : tensor<10x160x9x9xf32>
  %f701 = linalg.fill ins(%c0 : f32) outs(%e700 : tensor<10x160x9x9xf32>) -> tensor<10x160x9x9xf32>
  %g704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g699 : tensor<10x160x7x7xf32>) outs(%f701 : tensor<10x160x9x9xf32>) {
  ^bb0(%a702: f32, %o703: f32):
    linalg.yield %a702 : f32
  } -> tensor<10x160x9x9xf32>
  %e705 = tensor.empty() : tensor<10x320x7x7xf32>
  %f706 = linalg.fill ins(%c0 : f32) outs(%e705 : tensor<10x320x7x7xf32>) -> tensor<10x320x7x7xf32>
  %conv707 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g704, %inception5a_branch3x3_1_weight : tensor<10x160x9x9xf32>, tensor<320x160x3x3xf32>) outs(%f706 : tensor<10x320x7x7xf32>) -> tensor<10x320x7x7xf32>
  %e709 = tensor.empty() : tensor<10x320x7x7xf32>
  %g714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv707, %inception5a_branch3x3_1_bias : tensor<10x320x7x7xf32>, tensor<320xf32>) outs(%e709 : tensor<10x320x7x7xf32>) {
  ^bb0(%a710: f32, %a711: f32, %o712: f32):
    %b713 = arith.addf %a710, %a711 : f32
    linalg.yield %b713 : f32
  } -> tensor<10x320x7x7xf32>
  %e715 = tensor.empty() : tensor<10x32x7x7xf32>
  %f716 = linalg.fill ins(%c0 : f32) outs(%e715 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %conv717 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool679, %inception5a_branch5x5_0_weight : tensor<10x832x7x7xf32>, tensor<32x832x1x1xf32>) outs(%f716 : tensor<10x32x7x7xf32>) -> tensor<10x32x7x7xf32>
  %e719 = tensor.empty() : tensor<10x32x7x7xf32>
  %g724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv717, %inception5a_branch5x5_0_bias : tensor<10x32x7x7xf32>, tensor<32xf32>) outs(%e719 : tensor<10x32x7x7xf32>) {
  ^bb0(%a720: f32, %a721: f32, %o722: f32):
    %b723 = arith.addf %a720, %a721 : f32
    linalg.yield %b723 : f32
  } -> tensor<10x32x7x7xf32>
  %e725 = tensor.empty() : tensor<10x32x11x11xf32>
  %f726 = linalg.fill ins(%c0 : f32) outs(%e725 : tensor<10x32x11x11xf32>) -> tensor<10x32x11x11xf32>
  %g729 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g724 : tensor<10x32x7x7xf32>) outs(%f726 : tensor<10x32x11x11xf32>) {
  ^bb0(%a727: f32, %o728: f32):
    linalg.yield %a727 : f32
  } -> tensor<10x32x11x11xf32>
  %e730 = tensor.empty() : tensor<10x128x7x7xf32>
  %f731 = linalg.fill ins(%c0 : f32) outs(%e730 : tensor<10x128x7x7xf32>) -> tensor<10x128x7x7xf32>
  %conv732 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g729, %inception5a_branch5x5_1_weight : tensor<10x32x11x11xf32>, tensor<128x32x5x5xf32>) outs(%f731 : tensor<10x128x7x7xf32>) -> tensor<10x128x7x7xf32>
  %e734 = tensor.empty() : tensor<10x128x7x7xf32>
  %g739 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv732, %inception5a_branch5x5_1_bias : tensor<10x128x7x7xf32>, tensor<128xf32>) outs(%e734 : tensor<10x128x7x7xf32>) {
  ^bb0(%a735: f32, %a736: f32, %o737: f32):
    %b738 = arith.addf %a735, %a736 : f32
    linalg.yield %b738 : f32
  } -> tensor<10x128x7x7xf32>
  %e740 = tensor.empty() : tensor<10x832x9x9xf32>
  %f741 = linalg.fill ins(%c1 : f32) outs(%e740 : tensor<10x832x9x9xf32>) -> tensor<10x832x9x9xf32>
  %g744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool679 : tensor<10x832x7x7xf32>) outs(%f741 : tensor<10x832x9x9xf32>) {
  ^bb0(%a742: f32, %o743: f32):
    linalg.yield %a742 : f32
  } -> tensor<10x832x9x9xf32>
  %e745 = tensor.empty() : tensor<10x832x7x7xf32>
  %f746 = linalg.fill ins(%c1 : f32) outs(%e745 : tensor<10x832x7x7xf32>) -> tensor<10x832x7x7xf32>
  %e747 = tensor.empty() : tensor<3x3xf32>
  %pool748 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g744, %e747 : tensor<10x832x9x9xf32>, tensor<3x3xf32>) outs(%f746 : tensor<10x832x7x7xf32>) -> tensor<10x832x7x7xf32>
  %e749 = tensor.empty() : tensor<10x128x7x7xf32>
  %f750 = linalg.fill ins(%c0 : f32) outs(%e749 : tensor<10x128x7x7xf32>) -> tensor<10x128x7x7xf32>
  %conv751 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool748, %inception5a_branch_pool_1_weight : tensor<10x832x7x7xf32>, tensor<128x832x1x1xf32>) outs(%f750 : tensor<10x128x7x7xf32>) -> tensor<10x128x7x7xf32>
  %e753 = tensor.empty() : tensor<10x128x7x7xf32>
  %g758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv751, %inception5a_branch_pool_1_bias : tensor<10x128x7x7xf32>, tensor<128xf32>) outs(%e753 : tensor<10x128x7x7xf32>) {
  ^bb0(%a754: f32, %a755: f32, %o756: f32):
    %b757 = arith.addf %a754, %a755 : f32
    linalg.yield %b757 : f32
  } -> tensor<10x128x7x7xf32>
  %e759 = tensor.empty() : tensor<10x832x7x7xf32>
  %cat760 = tensor.insert_slice %g689 into %e759[0, 0, 0, 0] [10, 256, 7, 7] [1, 1, 1, 1] : tensor<10x256x7x7xf32> into tensor<10x832x7x7xf32>
  %cat761 = tensor.insert_slice %g714 into %cat760[0, 256, 0, 0] [10, 320, 7, 7] [1, 1, 1, 1] : tensor<10x320x7x7xf32> into tensor<10x832x7x7xf32>
  %cat762 = tensor.insert_slice %g739 into %cat761[0, 576, 0, 0] [10, 128, 7, 7] [1, 1, 1, 1] : tensor<10x128x7x7xf32> into tensor<10x832x7x7xf32>
  %cat763 = tensor.insert_slice %g758 into %cat762[0, 704, 0, 0] [10, 128, 7, 7] [1, 1, 1, 1] : tensor<10x128x7x7xf32> into tensor<10x832x7x7xf32>
  %e764 = tensor.empty() : tensor<10x384x7x7xf32>
  %f765 = linalg.fill ins(%c0 : f32) outs(%e764 : tensor<10x384x7x7xf32>) -> tensor<10x384x7x7xf32>
  %conv766 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat763, %inception5b_branch1x1_weight : tensor<10x832x7x7xf32>, tensor<384x832x1x1xf32>) outs(%f765 : tensor<10x384x7x7xf32>) -> tensor<10x384x7x7xf32>
  %e768 = tensor.empty() : tensor<10x384x7x7xf32>
  %g773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv766, %inception5b_branch1x1_bias : tensor<10x384x7x7xf32>, tensor<384xf32>) outs(%e768 : tensor<10x384x7x7xf32>) {
  ^bb0(%a769: f32, %a770: f32, %o771: f32):
    %b772 = arith.addf %a769, %a770 : f32
    linalg.yield %b772 : f32
  } -> tensor<10x384x7x7xf32>
  %e774 = tensor.empty() : tensor<10x192x7x7xf32>
  %f775 = linalg.fill ins(%c0 : f32) outs(%e774 : tensor<10x192x7x7xf32>) -> tensor<10x192x7x7xf32>
  %conv776 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat763, %inception5b_branch3x3_0_weight : tensor<10x832x7x7xf32>, tensor<192x832x1x1xf32>) outs(%f775 : tensor<10x192x7x7xf32>) -> tensor<10x192x7x7xf32>
  %e778 = tensor.empty() : tensor<10x192x7x7xf32>
  %g783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv776, %inception5b_branch3x3_0_bias : tensor<10x192x7x7xf32>, tensor<192xf32>) outs(%e778 : tensor<10x192x7x7xf32>) {
  ^bb0(%a779: f32, %a780: f32, %o781: f32):
    %b782 = arith.addf %a779, %a780 : f32
    linalg.yield %b782 : f32
  } -> tensor<10x192x7x7xf32>
  %e784 = tensor.empty() : tensor<10x192x9x9xf32>
  %f785 = linalg.fill ins(%c0 : f32) outs(%e784 : tensor<10x192x9x9xf32>) -> tensor<10x192x9x9xf32>
  %g788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g783 : tensor<10x192x7x7xf32>) outs(%f785 : tensor<10x192x9x9xf32>) {
  ^bb0(%a786: f32, %o787: f32):
    linalg.yield %a786 : f32
  } -> tensor<10x192x9x9xf32>
  %e789 = tensor.empty() : tensor<10x384x7x7xf32>
  %f790 = linalg.fill ins(%c0 : f32) outs(%e789 : tensor<10x384x7x7xf32>) -> tensor<10x384x7x7xf32>
  %conv791 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g788, %inception5b_branch3x3_1_weight : tensor<10x192x9x9xf32>, tensor<384x192x3x3xf32>) outs(%f790 : tensor<10x384x7x7xf32>) -> tensor<10x384x7x7xf32>
  %e793 = tensor.empty() : tensor<10x384x7x7xf32>
  %g798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv791, %inception5b_branch3x3_1_bias : tensor<10x384x7x7xf32>, tensor<384xf32>) outs(%e793 : tensor<10x384x7x7xf32>) {
  ^bb0(%a794: f32, %a795: f32, %o796: f32):
    %b797 = arith.addf %a794, %a795 : f32
    linalg.yield %b797 : f32
  } -> tensor<10x384x7x7xf32>
  %e799 = tensor.empty() : tensor<10x48x7x7xf32>
  %f800 = linalg.fill ins(%c0 : f32) outs(%e799 : tensor<10x48x7x7xf32>) -> tensor<10x48x7x7xf32>
  %conv801 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cat763, %inception5b_branch5x5_0_weight : tensor<10x832x7x7xf32>, tensor<48x832x1x1xf32>) outs(%f800 : tensor<10x48x7x7xf32>) -> tensor<10x48x7x7xf32>
  %e803 = tensor.empty() : tensor<10x48x7x7xf32>
  %g808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv801, %inception5b_branch5x5_0_bias : tensor<10x48x7x7xf32>, tensor<48xf32>) outs(%e803 : tensor<10x48x7x7xf32>) {
  ^bb0(%a804: f32, %a805: f32, %o806: f32):
    %b807 = arith.addf %a804, %a805 : f32
    linalg.yield %b807 : f32
  } -> tensor<10x48x7x7xf32>
  %e809 = tensor.empty() : tensor<10x48x11x11xf32>
  %f810 = linalg.fill ins(%c0 : f32) outs(%e809 : tensor<10x48x11x11xf32>) -> tensor<10x48x11x11xf32>
  %g813 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g808 : tensor<10x48x7x7xf32>) outs(%f810 : tensor<10x48x11x11xf32>) {
  ^bb0(%a811: f32, %o812: f32):
    linalg.yield %a811 : f32
  } -> tensor<10x48x11x11xf32>
  %e814 = tensor.empty() : tensor<10x128x7x7xf32>
  %f815 = linalg.fill ins(%c0 : f32) outs(%e814 : tensor<10x128x7x7xf32>) -> tensor<10x128x7x7xf32>
  %conv816 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g813, %inception5b_branch5x5_1_weight : tensor<10x48x11x11xf32>, tensor<128x48x5x5xf32>) outs(%f815 : tensor<10x128x7x7xf32>) -> tensor<10x128x7x7xf32>
  %e818 = tensor.empty() : tensor<10x128x7x7xf32>
  %g823 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv816, %inception5b_branch5x5_1_bias : tensor<10x128x7x7xf32>, tensor<128xf32>) outs(%e818 : tensor<10x128x7x7xf32>) {
  ^bb0(%a819: f32, %a820: f32, %o821: f32):
    %b822 = arith.addf %a819, %a820 : f32
    linalg.yield %b822 : f32
  } -> tensor<10x128x7x7xf32>
  %e824 = tensor.empty() : tensor<10x832x9x9xf32>
  %f825 = linalg.fill ins(%c1 : f32) outs(%e824 : tensor<10x832x9x9xf32>) -> tensor<10x832x9x9xf32>
  %g828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat763 : tensor<10x832x7x7xf32>) outs(%f825 : tensor<10x832x9x9xf32>) {
  ^bb0(%a826: f32, %o827: f32):
    linalg.yield %a826 : f32
  } -> tensor<10x832x9x9xf32>
  %e829 = tensor.empty() : tensor<10x832x7x7xf32>
  %f830 = linalg.fill ins(%c1 : f32) outs(%e829 : tensor<10x832x7x7xf32>) -> tensor<10x832x7x7xf32>
  %e831 = tensor.empty() : tensor<3x3xf32>
  %pool832 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g828, %e831 : tensor<10x832x9x9xf32>, tensor<3x3xf32>) outs(%f830 : tensor<10x832x7x7xf32>) -> tensor<10x832x7x7xf32>
  %e833 = tensor.empty() : tensor<10x128x7x7xf32>
  %f834 = linalg.fill ins(%c0 : f32) outs(%e833 : tensor<10x128x7x7xf32>) -> tensor<10x128x7x7xf32>
  %conv835 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool832, %inception5b_branch_pool_1_weight : tensor<10x832x7x7xf32>, tensor<128x832x1x1xf32>) outs(%f834 : tensor<10x128x7x7xf32>) -> tensor<10x128x7x7xf32>
  %e837 = tensor.empty() : tensor<10x128x7x7xf32>
  %g842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv835, %inception5b_branch_pool_1_bias : tensor<10x128x7x7xf32>, tensor<128xf32>) outs(%e837 : tensor<10x128x7x7xf32>) {
  ^bb0(%a838: f32, %a839: f32, %o840: f32):
    %b841 = arith.addf %a838, %a839 : f32
    linalg.yield %b841 : f32
  } -> tensor<10x128x7x7xf32>
  %e843 = tensor.empty() : tensor<10x1024x7x7xf32>
  %cat844 = tensor.insert_slice %g773 into %e843[0, 0, 0, 0] [10, 384, 7, 7] [1, 1, 1, 1] : tensor<10x384x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat845 = tensor.insert_slice %g798 into %cat844[0, 384, 0, 0] [10, 384, 7, 7] [1, 1, 1, 1] : tensor<10x384x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat846 = tensor.insert_slice %g823 into %cat845[0, 768, 0, 0] [10, 128, 7, 7] [1, 1, 1, 1] : tensor<10x128x7x7xf32> into tensor<10x1024x7x7xf32>
  %cat847 = tensor.insert_slice %g842 into %cat846[0, 896, 0, 0] [10, 128, 7, 7] [1, 1, 1, 1] : tensor<10x128x7x7xf32> into tensor<10x1024x7x7xf32>
  %e848 = tensor.empty() : tensor<10x1024xf32>
  %f849 = linalg.fill ins(%c0 : f32) outs(%e848 : tensor<10x1024xf32>) -> tensor<10x1024xf32>
  %g853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%cat847 : tensor<10x1024x7x7xf32>) outs(%f849 : tensor<10x1024xf32>) {
  ^bb0(%a850: f32, %o851: f32):
    %b852 = arith.addf %a850, %o851 : f32
    linalg.yield %b852 : f32
  } -> tensor<10x1024xf32>
  %e854 = tensor.empty() : tensor<10x1024xf32>
  %g858 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g853 : tensor<10x1024xf32>) outs(%e854 : tensor<10x1024xf32>) {
  ^bb0(%a855: f32, %o856: f32):
    %b857 = arith.divf %a855, %c2 : f32
    linalg.yield %b857 : f32
  } -> tensor<10x1024xf32>
  %r859 = tensor.expand_shape %g858 [[0], [1, 2, 3]] output_shape [10, 1024, 1, 1] : tensor<10x1024xf32> into tensor<10x1024x1x1xf32>
  %r860 = tensor.collapse_shape %r859 [[0], [1, 2, 3]] : tensor<10x1024x1x1xf32> into tensor<10x1024xf32>
  %e861 = tensor.empty() : tensor<10x1000xf32>
  %f862 = linalg.fill ins(%c0 : f32) outs(%e861 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm863 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r860, %fc_weight : tensor<10x1024xf32>, tensor<1000x1024xf32>) outs(%f862 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e864 = tensor.empty() : tensor<10x1000xf32>
  %g869 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm863, %fc_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e864 : tensor<10x1000xf32>) {
  ^bb0(%a865: f32, %a866: f32, %o867: f32):
    %b868 = arith.addf %a865, %a866 : f32
    linalg.yield %b868 : f32
  } -> tensor<10x1000xf32>
  return %g869 : tensor<10x1000xf32>
}
