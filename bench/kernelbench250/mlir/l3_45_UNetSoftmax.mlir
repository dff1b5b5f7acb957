// Imported by htam-import from 45_UNetSoftmax.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8x8x64x512 (input), encoder1_double_conv_0_weight 64x8x3x3 (parameter:encoder1.double_conv.0.weight), encoder1_double_conv_0_bias 64 (parameter:encoder1.double_conv.0.bias), encoder1_double_conv_1_weight 64 (parameter:encoder1.double_conv.1.weight), encoder1_double_conv_1_bias 64 (parameter:encoder1.double_conv.1.bias), encoder1_double_conv_3_weight 64x64x3x3 (parameter:encoder1.double_conv.3.weight), encoder1_double_conv_3_bias 64 (parameter:encoder1.double_conv.3.bias), encoder1_double_conv_4_weight 64 (parameter:encoder1.double_conv.4.weight), encoder1_double_conv_4_bias 64 (parameter:encoder1.double_conv.4.bias), encoder2_double_conv_0_weight 128x64x3x3 (parameter:encoder2.double_conv.0.weight), encoder2_double_conv_0_bias 128 (parameter:encoder2.double_conv.0.bias), encoder2_double_conv_1_weight 128 (parameter:encoder2.double_conv.1.weight), encoder2_double_conv_1_bias 128 (parameter:encoder2.double_conv.1.bias), encoder2_double_conv_3_weight 128x128x3x3 (parameter:encoder2.double_conv.3.weight), encoder2_double_conv_3_bias 128 (parameter:encoder2.double_conv.3.bias), encoder2_double_conv_4_weight 128 (parameter:encoder2.double_conv.4.weight), encoder2_double_conv_4_bias 128 (parameter:encoder2.double_conv.4.bias), encoder3_double_conv_0_weight 256x128x3x3 (parameter:encoder3.double_conv.0.weight), encoder3_double_conv_0_bias 256 (parameter:encoder3.double_conv.0.bias), encoder3_double_conv_1_weight 256 (parameter:encoder3.double_conv.1.weight), encoder3_double_conv_1_bias 256 (parameter:encoder3.double_conv.1.bias), encoder3_double_conv_3_weight 256x256x3x3 (parameter:encoder3.double_conv.3.weight), encoder3_double_conv_3_bias 256 (parameter:encoder3.double_conv.3.bias), encoder3_double_conv_4_weight 256 (parameter:encoder3.double_conv.4.weight), encoder3_double_conv_4_bias 256 (parameter:encoder3.double_conv.4.bias), encoder4_double_conv_0_weight 512x256x3x3 (parameter:encoder4.double_conv.0.weight), encoder4_double_conv_0_bias 512 (parameter:encoder4.double_conv.0.bias), encoder4_double_conv_1_weight 512 (parameter:encoder4.double_conv.1.weight), encoder4_double_conv_1_bias 512 (parameter:encoder4.double_conv.1.bias), encoder4_double_conv_3_weight 512x512x3x3 (parameter:encoder4.double_conv.3.weight), encoder4_double_conv_3_bias 512 (parameter:encoder4.double_conv.3.bias), encoder4_double_conv_4_weight 512 (parameter:encoder4.double_conv.4.weight), encoder4_double_conv_4_bias 512 (parameter:encoder4.double_conv.4.bias), bottleneck_double_conv_0_weight 1024x512x3x3 (parameter:bottleneck.double_conv.0.weight), bottleneck_double_conv_0_bias 1024 (parameter:bottleneck.double_conv.0.bias), bottleneck_double_conv_1_weight 1024 (parameter:bottleneck.double_conv.1.weight), bottleneck_double_conv_1_bias 1024 (parameter:bottleneck.double_conv.1.bias), bottleneck_double_conv_3_weight 1024x1024x3x3 (parameter:bottleneck.double_conv.3.weight), bottleneck_double_conv_3_bias 1024 (parameter:bottleneck.double_conv.3.bias), bottleneck_double_conv_4_weight 1024 (parameter:bottleneck.double_conv.4.weight), bottleneck_double_conv_4_bias 1024 (parameter:bottleneck.double_conv.4.bias), upconv4_weight 1024x512x2x2 (parameter:upconv4.weight), upconv4_bias 512 (parameter:upconv4.bias), decoder4_double_conv_0_weight 512x1024x3x3 (parameter:decoder4.double_conv.0.weight), decoder4_double_conv_0_bias 512 (parameter:decoder4.double_conv.0.bias), decoder4_double_conv_1_weight 512 (parameter:decoder4.double_conv.1.weight), decoder4_double_conv_1_bias 512 (parameter:decoder4.double_conv.1.bias), decoder4_double_conv_3_weight 512x512x3x3 (parameter:decoder4.double_conv.3.weight), decoder4_double_conv_3_bias 512 (parameter:decoder4.double_conv.3.bias), decoder4_double_conv_4_weight 512 (parameter:decoder4.double_conv.4.weight), decoder4_double_conv_4_bias 512 (parameter:decoder4.double_conv.4.bias), upconv3_weight 512x256x2x2 (parameter:upconv3.weight), upconv3_bias 256 (parameter:upconv3.bias), decoder3_double_conv_0_weight 256x512x3x3 (parameter:decoder3.double_conv.0.weight), decoder3_double_conv_0_bias 256 (parameter:decoder3.double_conv.0.bias), decoder3_double_conv_1_weight 256 (parameter:decoder3.double_conv.1.weight), decoder3_double_conv_1_bias 256 (parameter:decoder3.double_conv.1.bias), decoder3_double_conv_3_weight 256x256x3x3 (parameter:decoder3.double_conv.3.weight), decoder3_double_conv_3_bias 256 (parameter:decoder3.double_conv.3.bias), decoder3_double_conv_4_weight 256 (parameter:decoder3.double_conv.4.weight), decoder3_double_conv_4_bias 256 (parameter:decoder3.double_conv.4.bias), upconv2_weight 256x128x2x2 (parameter:upconv2.weight), upconv2_bias 128 (parameter:upconv2.bias), decoder2_double_conv_0_weight 128x256x3x3 (parameter:decoder2.double_conv.0.weight), decoder2_double_conv_0_bias 128 (parameter:decoder2.double_conv.0.bias), decoder2_double_conv_1_weight 128 (parameter:decoder2.double_conv.1.weight), decoder2_double_conv_1_bias 128 (parameter:decoder2.double_conv.1.bias), decoder2_double_conv_3_weight 128x128x3x3 (parameter:decoder2.double_conv.3.weight), decoder2_double_conv_3_bias 128 (parameter:decoder2.double_conv.3.bias), decoder2_double_conv_4_weight 128 (parameter:decoder2.double_conv.4.weight), decoder2_double_conv_4_bias 128 (parameter:decoder2.double_conv.4.bias), upconv1_weight 128x64x2x2 (parameter:upconv1.weight), upconv1_bias 64 (parameter:upconv1.bias), decoder1_double_conv_0_weight 64x128x3x3 (parameter:decoder1.double_conv.0.weight), decoder1_double_conv_0_bias 64 (parameter:decoder1.double_conv.0.bias), decoder1_double_conv_1_weight 64 (parameter:decoder1.double_conv.1.weight), decoder1_double_conv_1_bias 64 (parameter:decoder1.double_conv.1.bias), decoder1_double_conv_3_weight 64x64x3x3 (parameter:decoder1.double_conv.3.weight), decoder1_double_conv_3_bias 64 (parameter:decoder1.double_conv.3.bias), decoder1_double_conv_4_weight 64 (parameter:decoder1.double_conv.4.weight), decoder1_double_conv_4_bias 64 (parameter:decoder1.double_conv.4.bias), final_conv_weight 4x64x1x1 (parameter:final_conv.weight), final_conv_bias 4 (parameter:final_conv.bias)
func.func @l3_45_unetsoftmax(
    %x: tensor<8x8x64x512xf32>,
    %encoder1_double_conv_0_weight: tensor<64x8x3x3xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %encoder1_double_conv_0_bias: tensor<64xf32> {htam.init = "uniform(-0.11785113..0.11785113)"},
    %encoder1_double_conv_1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %encoder1_double_conv_1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %encoder1_double_conv_3_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %encoder1_double_conv_3_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %encoder1_double_conv_4_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %encoder1_double_conv_4_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %encoder2_double_conv_0_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %encoder2_double_conv_0_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %encoder2_double_conv_1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %encoder2_double_conv_1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %encoder2_double_conv_3_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %encoder2_double_conv_3_bias: tensor<128xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %encoder2_double_conv_4_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %encoder2_double_conv_4_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %encoder3_double_conv_0_weight: tensor<256x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %encoder3_double_conv_0_bias: tensor<256xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %encoder3_double_conv_1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %encoder3_double_conv_1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %encoder3_double_conv_3_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %encoder3_double_conv_3_bias: tensor<256xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %encoder3_double_conv_4_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %encoder3_double_conv_4_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %encoder4_double_conv_0_weight: tensor<512x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %encoder4_double_conv_0_bias: tensor<512xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %encoder4_double_conv_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %encoder4_double_conv_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %encoder4_double_conv_3_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %encoder4_double_conv_3_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %encoder4_double_conv_4_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %encoder4_double_conv_4_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %bottleneck_double_conv_0_weight: tensor<1024x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %bottleneck_double_conv_0_bias: tensor<1024xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %bottleneck_double_conv_1_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %bottleneck_double_conv_1_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %bottleneck_double_conv_3_weight: tensor<1024x1024x3x3xf32> {htam.init = "uniform(-0.0104166667..0.0104166667)"},
    %bottleneck_double_conv_3_bias: tensor<1024xf32> {htam.init = "uniform(-0.0104166667..0.0104166667)"},
    %bottleneck_double_conv_4_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %bottleneck_double_conv_4_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %upconv4_weight: tensor<1024x512x2x2xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %upconv4_bias: tensor<512xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %decoder4_double_conv_0_weight: tensor<512x1024x3x3xf32> {htam.init = "uniform(-0.0104166667..0.0104166667)"},
    %decoder4_double_conv_0_bias: tensor<512xf32> {htam.init = "uniform(-0.0104166667..0.0104166667)"},
    %decoder4_double_conv_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %decoder4_double_conv_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %decoder4_double_conv_3_weight: tensor<512x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %decoder4_double_conv_3_bias: tensor<512xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %decoder4_double_conv_4_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %decoder4_double_conv_4_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %upconv3_weight: tensor<512x256x2x2xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %upconv3_bias: tensor<256xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %decoder3_double_conv_0_weight: tensor<256x512x3x3xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %decoder3_double_conv_0_bias: tensor<256xf32> {htam.init = "uniform(-0.0147313913..0.0147313913)"},
    %decoder3_double_conv_1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %decoder3_double_conv_1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %decoder3_double_conv_3_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %decoder3_double_conv_3_bias: tensor<256xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %decoder3_double_conv_4_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %decoder3_double_conv_4_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %upconv2_weight: tensor<256x128x2x2xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %upconv2_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %decoder2_double_conv_0_weight: tensor<128x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %decoder2_double_conv_0_bias: tensor<128xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %decoder2_double_conv_1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %decoder2_double_conv_1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %decoder2_double_conv_3_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %decoder2_double_conv_3_bias: tensor<128xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %decoder2_double_conv_4_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %decoder2_double_conv_4_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %upconv1_weight: tensor<128x64x2x2xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %upconv1_bias: tensor<64xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %decoder1_double_conv_0_weight: tensor<64x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %decoder1_double_conv_0_bias: tensor<64xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %decoder1_double_conv_1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %decoder1_double_conv_1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %decoder1_double_conv_3_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %decoder1_double_conv_3_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %decoder1_double_conv_4_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %decoder1_double_conv_4_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %final_conv_weight: tensor<4x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %final_conv_bias: tensor<4xf32> {htam.init = "uniform(-0.125..0.125)"}) -> (tensor<8x4x64x512xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 262144.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 65536.0 : f32
  %c5 = arith.constant 16384.0 : f32
  %c6 = arith.constant 4096.0 : f32
  %c7 = arith.constant 1024.0 : f32
  %e1 = tensor.empty() : tensor<8x8x66x514xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x8x66x514xf32>) -> tensor<8x8x66x514xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<8x8x64x512xf32>) outs(%f2 : tensor<8x8x66x514xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<8x8x66x514xf32>
  %e6 = tensor.empty() : tensor<8x64x64x512xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %encoder1_double_conv_0_weight : tensor<8x8x66x514xf32>, tensor<64x8x3x3xf32>) outs(%f7 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e10 = tensor.empty() : tensor<8x64x64x512xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %encoder1_double_conv_0_bias : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e10 : tensor<8x64x64x512xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<8x64x64x512xf32>
  %e16 = tensor.empty() : tensor<8x64x64xf32>
  %f17 = linalg.fill ins(%c0 : f32) outs(%e16 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g15 : tensor<8x64x64x512xf32>) outs(%f17 : tensor<8x64x64xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.addf %a18, %o19 : f32
    linalg.yield %b20 : f32
  } -> tensor<8x64x64xf32>
  %e22 = tensor.empty() : tensor<64xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<64xf32>) -> tensor<64xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g21 : tensor<8x64x64xf32>) outs(%f23 : tensor<64xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<64xf32>
  %e28 = tensor.empty() : tensor<64xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g27 : tensor<64xf32>) outs(%e28 : tensor<64xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.divf %a29, %c1 : f32
    linalg.yield %b31 : f32
  } -> tensor<64xf32>
  %e34 = tensor.empty() : tensor<8x64x64x512xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15, %g32 : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e34 : tensor<8x64x64x512xf32>) {
  ^bb0(%a35: f32, %a36: f32, %o37: f32):
    %b38 = arith.subf %a35, %a36 : f32
    %b39 = arith.mulf %b38, %b38 : f32
    linalg.yield %b39 : f32
  } -> tensor<8x64x64x512xf32>
  %e41 = tensor.empty() : tensor<8x64x64xf32>
  %f42 = linalg.fill ins(%c0 : f32) outs(%e41 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g40 : tensor<8x64x64x512xf32>) outs(%f42 : tensor<8x64x64xf32>) {
  ^bb0(%a43: f32, %o44: f32):
    %b45 = arith.addf %a43, %o44 : f32
    linalg.yield %b45 : f32
  } -> tensor<8x64x64xf32>
  %e47 = tensor.empty() : tensor<64xf32>
  %f48 = linalg.fill ins(%c0 : f32) outs(%e47 : tensor<64xf32>) -> tensor<64xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g46 : tensor<8x64x64xf32>) outs(%f48 : tensor<64xf32>) {
  ^bb0(%a49: f32, %o50: f32):
    %b51 = arith.addf %a49, %o50 : f32
    linalg.yield %b51 : f32
  } -> tensor<64xf32>
  %e53 = tensor.empty() : tensor<64xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g52 : tensor<64xf32>) outs(%e53 : tensor<64xf32>) {
  ^bb0(%a54: f32, %o55: f32):
    %b56 = arith.divf %a54, %c1 : f32
    linalg.yield %b56 : f32
  } -> tensor<64xf32>
  %e61 = tensor.empty() : tensor<8x64x64x512xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15, %g32, %g57, %encoder1_double_conv_1_weight, %encoder1_double_conv_1_bias : tensor<8x64x64x512xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e61 : tensor<8x64x64x512xf32>) {
  ^bb0(%a62: f32, %a63: f32, %a64: f32, %a65: f32, %a66: f32, %o67: f32):
    %b68 = arith.addf %a64, %c2 : f32
    %b69 = math.sqrt %b68 : f32
    %b70 = arith.subf %a62, %a63 : f32
    %b71 = arith.divf %b70, %b69 : f32
    %b72 = arith.mulf %b71, %a65 : f32
    %b73 = arith.addf %b72, %a66 : f32
    linalg.yield %b73 : f32
  } -> tensor<8x64x64x512xf32>
  %e75 = tensor.empty() : tensor<8x64x64x512xf32>
  %sm76 = linalg.softmax dimension(3) ins(%g74 : tensor<8x64x64x512xf32>) outs(%e75 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e77 = tensor.empty() : tensor<8x64x66x514xf32>
  %f78 = linalg.fill ins(%c0 : f32) outs(%e77 : tensor<8x64x66x514xf32>) -> tensor<8x64x66x514xf32>
  %g81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm76 : tensor<8x64x64x512xf32>) outs(%f78 : tensor<8x64x66x514xf32>) {
  ^bb0(%a79: f32, %o80: f32):
    linalg.yield %a79 : f32
  } -> tensor<8x64x66x514xf32>
  %e82 = tensor.empty() : tensor<8x64x64x512xf32>
  %f83 = linalg.fill ins(%c0 : f32) outs(%e82 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %conv84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g81, %encoder1_double_conv_3_weight : tensor<8x64x66x514xf32>, tensor<64x64x3x3xf32>) outs(%f83 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e86 = tensor.empty() : tensor<8x64x64x512xf32>
  %g91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv84, %encoder1_double_conv_3_bias : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e86 : tensor<8x64x64x512xf32>) {
  ^bb0(%a87: f32, %a88: f32, %o89: f32):
    %b90 = arith.addf %a87, %a88 : f32
    linalg.yield %b90 : f32
  } -> tensor<8x64x64x512xf32>
  %e92 = tensor.empty() : tensor<8x64x64xf32>
  %f93 = linalg.fill ins(%c0 : f32) outs(%e92 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g91 : tensor<8x64x64x512xf32>) outs(%f93 : tensor<8x64x64xf32>) {
  ^bb0(%a94: f32, %o95: f32):
    %b96 = arith.addf %a94, %o95 : f32
    linalg.yield %b96 : f32
  } -> tensor<8x64x64xf32>
  %e98 = tensor.empty() : tensor<64xf32>
  %f99 = linalg.fill ins(%c0 : f32) outs(%e98 : tensor<64xf32>) -> tensor<64xf32>
  %g103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g97 : tensor<8x64x64xf32>) outs(%f99 : tensor<64xf32>) {
  ^bb0(%a100: f32, %o101: f32):
    %b102 = arith.addf %a100, %o101 : f32
    linalg.yield %b102 : f32
  } -> tensor<64xf32>
  %e104 = tensor.empty() : tensor<64xf32>
  %g108 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g103 : tensor<64xf32>) outs(%e104 : tensor<64xf32>) {
  ^bb0(%a105: f32, %o106: f32):
    %b107 = arith.divf %a105, %c1 : f32
    linalg.yield %b107 : f32
  } -> tensor<64xf32>
  %e110 = tensor.empty() : tensor<8x64x64x512xf32>
  %g116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g91, %g108 : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e110 : tensor<8x64x64x512xf32>) {
  ^bb0(%a111: f32, %a112: f32, %o113: f32):
    %b114 = arith.subf %a111, %a112 : f32
    %b115 = arith.mulf %b114, %b114 : f32
    linalg.yield %b115 : f32
  } -> tensor<8x64x64x512xf32>
  %e117 = tensor.empty() : tensor<8x64x64xf32>
  %f118 = linalg.fill ins(%c0 : f32) outs(%e117 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g116 : tensor<8x64x64x512xf32>) outs(%f118 : tensor<8x64x64xf32>) {
  ^bb0(%a119: f32, %o120: f32):
    %b121 = arith.addf %a119, %o120 : f32
    linalg.yield %b121 : f32
  } -> tensor<8x64x64xf32>
  %e123 = tensor.empty() : tensor<64xf32>
  %f124 = linalg.fill ins(%c0 : f32) outs(%e123 : tensor<64xf32>) -> tensor<64xf32>
  %g128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g122 : tensor<8x64x64xf32>) outs(%f124 : tensor<64xf32>) {
  ^bb0(%a125: f32, %o126: f32):
    %b127 = arith.addf %a125, %o126 : f32
    linalg.yield %b127 : f32
  } -> tensor<64xf32>
  %e129 = tensor.empty() : tensor<64xf32>
  %g133 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g128 : tensor<64xf32>) outs(%e129 : tensor<64xf32>) {
  ^bb0(%a130: f32, %o131: f32):
    %b132 = arith.divf %a130, %c1 : f32
    linalg.yield %b132 : f32
  } -> tensor<64xf32>
  %e137 = tensor.empty() : tensor<8x64x64x512xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g91, %g108, %g133, %encoder1_double_conv_4_weight, %encoder1_double_conv_4_bias : tensor<8x64x64x512xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e137 : tensor<8x64x64x512xf32>) {
  ^bb0(%a138: f32, %a139: f32, %a140: f32, %a141: f32, %a142: f32, %o143: f32):
    %b144 = arith.addf %a140, %c2 : f32
    %b145 = math.sqrt %b144 : f32
    %b146 = arith.subf %a138, %a139 : f32
    %b147 = arith.divf %b146, %b145 : f32
    %b148 = arith.mulf %b147, %a141 : f32
    %b149 = arith.addf %b148, %a142 : f32
    linalg.yield %b149 : f32
  } -> tensor<8x64x64x512xf32>
  %e151 = tensor.empty() : tensor<8x64x64x512xf32>
  %sm152 = linalg.softmax dimension(3) ins(%g150 : tensor<8x64x64x512xf32>) outs(%e151 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e153 = tensor.empty() : tensor<8x64x32x256xf32>
  %f154 = linalg.fill ins(%c3 : f32) outs(%e153 : tensor<8x64x32x256xf32>) -> tensor<8x64x32x256xf32>
  %e155 = tensor.empty() : tensor<2x2xf32>
  %pool156 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%sm152, %e155 : tensor<8x64x64x512xf32>, tensor<2x2xf32>) outs(%f154 : tensor<8x64x32x256xf32>) -> tensor<8x64x32x256xf32>
  %e157 = tensor.empty() : tensor<8x64x34x258xf32>
  %f158 = linalg.fill ins(%c0 : f32) outs(%e157 : tensor<8x64x34x258xf32>) -> tensor<8x64x34x258xf32>
  %g161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool156 : tensor<8x64x32x256xf32>) outs(%f158 : tensor<8x64x34x258xf32>) {
  ^bb0(%a159: f32, %o160: f32):
    linalg.yield %a159 : f32
  } -> tensor<8x64x34x258xf32>
  %e162 = tensor.empty() : tensor<8x128x32x256xf32>
  %f163 = linalg.fill ins(%c0 : f32) outs(%e162 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %conv164 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g161, %encoder2_double_conv_0_weight : tensor<8x64x34x258xf32>, tensor<128x64x3x3xf32>) outs(%f163 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e166 = tensor.empty() : tensor<8x128x32x256xf32>
  %g171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv164, %encoder2_double_conv_0_bias : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e166 : tensor<8x128x32x256xf32>) {
  ^bb0(%a167: f32, %a168: f32, %o169: f32):
    %b170 = arith.addf %a167, %a168 : f32
    linalg.yield %b170 : f32
  } -> tensor<8x128x32x256xf32>
  %e172 = tensor.empty() : tensor<128xf32>
  %f173 = linalg.fill ins(%c0 : f32) outs(%e172 : tensor<128xf32>) -> tensor<128xf32>
  %g177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g171 : tensor<8x128x32x256xf32>) outs(%f173 : tensor<128xf32>) {
  ^bb0(%a174: f32, %o175: f32):
    %b176 = arith.addf %a174, %o175 : f32
    linalg.yield %b176 : f32
  } -> tensor<128xf32>
  %e178 = tensor.empty() : tensor<128xf32>
  %g182 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g177 : tensor<128xf32>) outs(%e178 : tensor<128xf32>) {
  ^bb0(%a179: f32, %o180: f32):
    %b181 = arith.divf %a179, %c4 : f32
    linalg.yield %b181 : f32
  } -> tensor<128xf32>
  %e184 = tensor.empty() : tensor<8x128x32x256xf32>
  %g190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g171, %g182 : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e184 : tensor<8x128x32x256xf32>) {
  ^bb0(%a185: f32, %a186: f32, %o187: f32):
    %b188 = arith.subf %a185, %a186 : f32
    %b189 = arith.mulf %b188, %b188 : f32
    linalg.yield %b189 : f32
  } -> tensor<8x128x32x256xf32>
  %e191 = tensor.empty() : tensor<128xf32>
  %f192 = linalg.fill ins(%c0 : f32) outs(%e191 : tensor<128xf32>) -> tensor<128xf32>
  %g196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g190 : tensor<8x128x32x256xf32>) outs(%f192 : tensor<128xf32>) {
  ^bb0(%a193: f32, %o194: f32):
    %b195 = arith.addf %a193, %o194 : f32
    linalg.yield %b195 : f32
  } -> tensor<128xf32>
  %e197 = tensor.empty() : tensor<128xf32>
  %g201 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g196 : tensor<128xf32>) outs(%e197 : tensor<128xf32>) {
  ^bb0(%a198: f32, %o199: f32):
    %b200 = arith.divf %a198, %c4 : f32
    linalg.yield %b200 : f32
  } -> tensor<128xf32>
  %e205 = tensor.empty() : tensor<8x128x32x256xf32>
  %g218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g171, %g182, %g201, %encoder2_double_conv_1_weight, %encoder2_double_conv_1_bias : tensor<8x128x32x256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e205 : tensor<8x128x32x256xf32>) {
  ^bb0(%a206: f32, %a207: f32, %a208: f32, %a209: f32, %a210: f32, %o211: f32):
    %b212 = arith.addf %a208, %c2 : f32
    %b213 = math.sqrt %b212 : f32
    %b214 = arith.subf %a206, %a207 : f32
    %b215 = arith.divf %b214, %b213 : f32
    %b216 = arith.mulf %b215, %a209 : f32
    %b217 = arith.addf %b216, %a210 : f32
    linalg.yield %b217 : f32
  } -> tensor<8x128x32x256xf32>
  %e219 = tensor.empty() : tensor<8x128x32x256xf32>
  %sm220 = linalg.softmax dimension(3) ins(%g218 : tensor<8x128x32x256xf32>) outs(%e219 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e221 = tensor.empty() : tensor<8x128x34x258xf32>
  %f222 = linalg.fill ins(%c0 : f32) outs(%e221 : tensor<8x128x34x258xf32>) -> tensor<8x128x34x258xf32>
  %g225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm220 : tensor<8x128x32x256xf32>) outs(%f222 : tensor<8x128x34x258xf32>) {
  ^bb0(%a223: f32, %o224: f32):
    linalg.yield %a223 : f32
  } -> tensor<8x128x34x258xf32>
  %e226 = tensor.empty() : tensor<8x128x32x256xf32>
  %f227 = linalg.fill ins(%c0 : f32) outs(%e226 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %conv228 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g225, %encoder2_double_conv_3_weight : tensor<8x128x34x258xf32>, tensor<128x128x3x3xf32>) outs(%f227 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e230 = tensor.empty() : tensor<8x128x32x256xf32>
  %g235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv228, %encoder2_double_conv_3_bias : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e230 : tensor<8x128x32x256xf32>) {
  ^bb0(%a231: f32, %a232: f32, %o233: f32):
    %b234 = arith.addf %a231, %a232 : f32
    linalg.yield %b234 : f32
  } -> tensor<8x128x32x256xf32>
  %e236 = tensor.empty() : tensor<128xf32>
  %f237 = linalg.fill ins(%c0 : f32) outs(%e236 : tensor<128xf32>) -> tensor<128xf32>
  %g241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g235 : tensor<8x128x32x256xf32>) outs(%f237 : tensor<128xf32>) {
  ^bb0(%a238: f32, %o239: f32):
    %b240 = arith.addf %a238, %o239 : f32
    linalg.yield %b240 : f32
  } -> tensor<128xf32>
  %e242 = tensor.empty() : tensor<128xf32>
  %g246 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g241 : tensor<128xf32>) outs(%e242 : tensor<128xf32>) {
  ^bb0(%a243: f32, %o244: f32):
    %b245 = arith.divf %a243, %c4 : f32
    linalg.yield %b245 : f32
  } -> tensor<128xf32>
  %e248 = tensor.empty() : tensor<8x128x32x256xf32>
  %g254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g235, %g246 : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e248 : tensor<8x128x32x256xf32>) {
  ^bb0(%a249: f32, %a250: f32, %o251: f32):
    %b252 = arith.subf %a249, %a250 : f32
    %b253 = arith.mulf %b252, %b252 : f32
    linalg.yield %b253 : f32
  } -> tensor<8x128x32x256xf32>
  %e255 = tensor.empty() : tensor<128xf32>
  %f256 = linalg.fill ins(%c0 : f32) outs(%e255 : tensor<128xf32>) -> tensor<128xf32>
  %g260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g254 : tensor<8x128x32x256xf32>) outs(%f256 : tensor<128xf32>) {
  ^bb0(%a257: f32, %o258: f32):
    %b259 = arith.addf %a257, %o258 : f32
    linalg.yield %b259 : f32
  } -> tensor<128xf32>
  %e261 = tensor.empty() : tensor<128xf32>
  %g265 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g260 : tensor<128xf32>) outs(%e261 : tensor<128xf32>) {
  ^bb0(%a262: f32, %o263: f32):
    %b264 = arith.divf %a262, %c4 : f32
    linalg.yield %b264 : f32
  } -> tensor<128xf32>
  %e269 = tensor.empty() : tensor<8x128x32x256xf32>
  %g282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g235, %g246, %g265, %encoder2_double_conv_4_weight, %encoder2_double_conv_4_bias : tensor<8x128x32x256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e269 : tensor<8x128x32x256xf32>) {
  ^bb0(%a270: f32, %a271: f32, %a272: f32, %a273: f32, %a274: f32, %o275: f32):
    %b276 = arith.addf %a272, %c2 : f32
    %b277 = math.sqrt %b276 : f32
    %b278 = arith.subf %a270, %a271 : f32
    %b279 = arith.divf %b278, %b277 : f32
    %b280 = arith.mulf %b279, %a273 : f32
    %b281 = arith.addf %b280, %a274 : f32
    linalg.yield %b281 : f32
  } -> tensor<8x128x32x256xf32>
  %e283 = tensor.empty() : tensor<8x128x32x256xf32>
  %sm284 = linalg.softmax dimension(3) ins(%g282 : tensor<8x128x32x256xf32>) outs(%e283 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e285 = tensor.empty() : tensor<8x128x16x128xf32>
  %f286 = linalg.fill ins(%c3 : f32) outs(%e285 : tensor<8x128x16x128xf32>) -> tensor<8x128x16x128xf32>
  %e287 = tensor.empty() : tensor<2x2xf32>
  %pool288 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%sm284, %e287 : tensor<8x128x32x256xf32>, tensor<2x2xf32>) outs(%f286 : tensor<8x128x16x128xf32>) -> tensor<8x128x16x128xf32>
  %e289 = tensor.empty() : tensor<8x128x18x130xf32>
  %f290 = linalg.fill ins(%c0 : f32) outs(%e289 : tensor<8x128x18x130xf32>) -> tensor<8x128x18x130xf32>
  %g293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool288 : tensor<8x128x16x128xf32>) outs(%f290 : tensor<8x128x18x130xf32>) {
  ^bb0(%a291: f32, %o292: f32):
    linalg.yield %a291 : f32
  } -> tensor<8x128x18x130xf32>
  %e294 = tensor.empty() : tensor<8x256x16x128xf32>
  %f295 = linalg.fill ins(%c0 : f32) outs(%e294 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %conv296 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g293, %encoder3_double_conv_0_weight : tensor<8x128x18x130xf32>, tensor<256x128x3x3xf32>) outs(%f295 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e298 = tensor.empty() : tensor<8x256x16x128xf32>
  %g303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv296, %encoder3_double_conv_0_bias : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e298 : tensor<8x256x16x128xf32>) {
  ^bb0(%a299: f32, %a300: f32, %o301: f32):
    %b302 = arith.addf %a299, %a300 : f32
    linalg.yield %b302 : f32
  } -> tensor<8x256x16x128xf32>
  %e304 = tensor.empty() : tensor<256xf32>
  %f305 = linalg.fill ins(%c0 : f32) outs(%e304 : tensor<256xf32>) -> tensor<256xf32>
  %g309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g303 : tensor<8x256x16x128xf32>) outs(%f305 : tensor<256xf32>) {
  ^bb0(%a306: f32, %o307: f32):
    %b308 = arith.addf %a306, %o307 : f32
    linalg.yield %b308 : f32
  } -> tensor<256xf32>
  %e310 = tensor.empty() : tensor<256xf32>
  %g314 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g309 : tensor<256xf32>) outs(%e310 : tensor<256xf32>) {
  ^bb0(%a311: f32, %o312: f32):
    %b313 = arith.divf %a311, %c5 : f32
    linalg.yield %b313 : f32
  } -> tensor<256xf32>
  %e316 = tensor.empty() : tensor<8x256x16x128xf32>
  %g322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g303, %g314 : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e316 : tensor<8x256x16x128xf32>) {
  ^bb0(%a317: f32, %a318: f32, %o319: f32):
    %b320 = arith.subf %a317, %a318 : f32
    %b321 = arith.mulf %b320, %b320 : f32
    linalg.yield %b321 : f32
  } -> tensor<8x256x16x128xf32>
  %e323 = tensor.empty() : tensor<256xf32>
  %f324 = linalg.fill ins(%c0 : f32) outs(%e323 : tensor<256xf32>) -> tensor<256xf32>
  %g328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g322 : tensor<8x256x16x128xf32>) outs(%f324 : tensor<256xf32>) {
  ^bb0(%a325: f32, %o326: f32):
    %b327 = arith.addf %a325, %o326 : f32
    linalg.yield %b327 : f32
  } -> tensor<256xf32>
  %e329 = tensor.empty() : tensor<256xf32>
  %g333 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g328 : tensor<256xf32>) outs(%e329 : tensor<256xf32>) {
  ^bb0(%a330: f32, %o331: f32):
    %b332 = arith.divf %a330, %c5 : f32
    linalg.yield %b332 : f32
  } -> tensor<256xf32>
  %e337 = tensor.empty() : tensor<8x256x16x128xf32>
  %g350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g303, %g314, %g333, %encoder3_double_conv_1_weight, %encoder3_double_conv_1_bias : tensor<8x256x16x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e337 : tensor<8x256x16x128xf32>) {
  ^bb0(%a338: f32, %a339: f32, %a340: f32, %a341: f32, %a342: f32, %o343: f32):
    %b344 = arith.addf %a340, %c2 : f32
    %b345 = math.sqrt %b344 : f32
    %b346 = arith.subf %a338, %a339 : f32
    %b347 = arith.divf %b346, %b345 : f32
    %b348 = arith.mulf %b347, %a341 : f32
    %b349 = arith.addf %b348, %a342 : f32
    linalg.yield %b349 : f32
  } -> tensor<8x256x16x128xf32>
  %e351 = tensor.empty() : tensor<8x256x16x128xf32>
  %sm352 = linalg.softmax dimension(3) ins(%g350 : tensor<8x256x16x128xf32>) outs(%e351 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e353 = tensor.empty() : tensor<8x256x18x130xf32>
  %f354 = linalg.fill ins(%c0 : f32) outs(%e353 : tensor<8x256x18x130xf32>) -> tensor<8x256x18x130xf32>
  %g357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm352 : tensor<8x256x16x128xf32>) outs(%f354 : tensor<8x256x18x130xf32>) {
  ^bb0(%a355: f32, %o356: f32):
    linalg.yield %a355 : f32
  } -> tensor<8x256x18x130xf32>
  %e358 = tensor.empty() : tensor<8x256x16x128xf32>
  %f359 = linalg.fill ins(%c0 : f32) outs(%e358 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %conv360 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g357, %encoder3_double_conv_3_weight : tensor<8x256x18x130xf32>, tensor<256x256x3x3xf32>) outs(%f359 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e362 = tensor.empty() : tensor<8x256x16x128xf32>
  %g367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv360, %encoder3_double_conv_3_bias : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e362 : tensor<8x256x16x128xf32>) {
  ^bb0(%a363: f32, %a364: f32, %o365: f32):
    %b366 = arith.addf %a363, %a364 : f32
    linalg.yield %b366 : f32
  } -> tensor<8x256x16x128xf32>
  %e368 = tensor.empty() : tensor<256xf32>
  %f369 = linalg.fill ins(%c0 : f32) outs(%e368 : tensor<256xf32>) -> tensor<256xf32>
  %g373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g367 : tensor<8x256x16x128xf32>) outs(%f369 : tensor<256xf32>) {
  ^bb0(%a370: f32, %o371: f32):
    %b372 = arith.addf %a370, %o371 : f32
    linalg.yield %b372 : f32
  } -> tensor<256xf32>
  %e374 = tensor.empty() : tensor<256xf32>
  %g378 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g373 : tensor<256xf32>) outs(%e374 : tensor<256xf32>) {
  ^bb0(%a375: f32, %o376: f32):
    %b377 = arith.divf %a375, %c5 : f32
    linalg.yield %b377 : f32
  } -> tensor<256xf32>
  %e380 = tensor.empty() : tensor<8x256x16x128xf32>
  %g386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g367, %g378 : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e380 : tensor<8x256x16x128xf32>) {
  ^bb0(%a381: f32, %a382: f32, %o383: f32):
    %b384 = arith.subf %a381, %a382 : f32
    %b385 = arith.mulf %b384, %b384 : f32
    linalg.yield %b385 : f32
  } -> tensor<8x256x16x128xf32>
  %e387 = tensor.empty() : tensor<256xf32>
  %f388 = linalg.fill ins(%c0 : f32) outs(%e387 : tensor<256xf32>) -> tensor<256xf32>
  %g392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g386 : tensor<8x256x16x128xf32>) outs(%f388 : tensor<256xf32>) {
  ^bb0(%a389: f32, %o390: f32):
    %b391 = arith.addf %a389, %o390 : f32
    linalg.yield %b391 : f32
  } -> tensor<256xf32>
  %e393 = tensor.empty() : tensor<256xf32>
  %g397 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g392 : tensor<256xf32>) outs(%e393 : tensor<256xf32>) {
  ^bb0(%a394: f32, %o395: f32):
    %b396 = arith.divf %a394, %c5 : f32
    linalg.yield %b396 : f32
  } -> tensor<256xf32>
  %e401 = tensor.empty() : tensor<8x256x16x128xf32>
  %g414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g367, %g378, %g397, %encoder3_double_conv_4_weight, %encoder3_double_conv_4_bias : tensor<8x256x16x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e401 : tensor<8x256x16x128xf32>) {
  ^bb0(%a402: f32, %a403: f32, %a404: f32, %a405: f32, %a406: f32, %o407: f32):
    %b408 = arith.addf %a404, %c2 : f32
    %b409 = math.sqrt %b408 : f32
    %b410 = arith.subf %a402, %a403 : f32
    %b411 = arith.divf %b410, %b409 : f32
    %b412 = arith.mulf %b411, %a405 : f32
    %b413 = arith.addf %b412, %a406 : f32
    linalg.yield %b413 : f32
  } -> tensor<8x256x16x128xf32>
  %e415 = tensor.empty() : tensor<8x256x16x128xf32>
  %sm416 = linalg.softmax dimension(3) ins(%g414 : tensor<8x256x16x128xf32>) outs(%e415 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e417 = tensor.empty() : tensor<8x256x8x64xf32>
  %f418 = linalg.fill ins(%c3 : f32) outs(%e417 : tensor<8x256x8x64xf32>) -> tensor<8x256x8x64xf32>
  %e419 = tensor.empty() : tensor<2x2xf32>
  %pool420 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%sm416, %e419 : tensor<8x256x16x128xf32>, tensor<2x2xf32>) outs(%f418 : tensor<8x256x8x64xf32>) -> tensor<8x256x8x64xf32>
  %e421 = tensor.empty() : tensor<8x256x10x66xf32>
  %f422 = linalg.fill ins(%c0 : f32) outs(%e421 : tensor<8x256x10x66xf32>) -> tensor<8x256x10x66xf32>
  %g425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool420 : tensor<8x256x8x64xf32>) outs(%f422 : tensor<8x256x10x66xf32>) {
  ^bb0(%a423: f32, %o424: f32):
    linalg.yield %a423 : f32
  } -> tensor<8x256x10x66xf32>
  %e426 = tensor.empty() : tensor<8x512x8x64xf32>
  %f427 = linalg.fill ins(%c0 : f32) outs(%e426 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %conv428 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g425, %encoder4_double_conv_0_weight : tensor<8x256x10x66xf32>, tensor<512x256x3x3xf32>) outs(%f427 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e430 = tensor.empty() : tensor<8x512x8x64xf32>
  %g435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv428, %encoder4_double_conv_0_bias : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e430 : tensor<8x512x8x64xf32>) {
  ^bb0(%a431: f32, %a432: f32, %o433: f32):
    %b434 = arith.addf %a431, %a432 : f32
    linalg.yield %b434 : f32
  } -> tensor<8x512x8x64xf32>
  %e436 = tensor.empty() : tensor<512xf32>
  %f437 = linalg.fill ins(%c0 : f32) outs(%e436 : tensor<512xf32>) -> tensor<512xf32>
  %g441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g435 : tensor<8x512x8x64xf32>) outs(%f437 : tensor<512xf32>) {
  ^bb0(%a438: f32, %o439: f32):
    %b440 = arith.addf %a438, %o439 : f32
    linalg.yield %b440 : f32
  } -> tensor<512xf32>
  %e442 = tensor.empty() : tensor<512xf32>
  %g446 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g441 : tensor<512xf32>) outs(%e442 : tensor<512xf32>) {
  ^bb0(%a443: f32, %o444: f32):
    %b445 = arith.divf %a443, %c6 : f32
    linalg.yield %b445 : f32
  } -> tensor<512xf32>
  %e448 = tensor.empty() : tensor<8x512x8x64xf32>
  %g454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g435, %g446 : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e448 : tensor<8x512x8x64xf32>) {
  ^bb0(%a449: f32, %a450: f32, %o451: f32):
    %b452 = arith.subf %a449, %a450 : f32
    %b453 = arith.mulf %b452, %b452 : f32
    linalg.yield %b453 : f32
  } -> tensor<8x512x8x64xf32>
  %e455 = tensor.empty() : tensor<512xf32>
  %f456 = linalg.fill ins(%c0 : f32) outs(%e455 : tensor<512xf32>) -> tensor<512xf32>
  %g460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g454 : tensor<8x512x8x64xf32>) outs(%f456 : tensor<512xf32>) {
  ^bb0(%a457: f32, %o458: f32):
    %b459 = arith.addf %a457, %o458 : f32
    linalg.yield %b459 : f32
  } -> tensor<512xf32>
  %e461 = tensor.empty() : tensor<512xf32>
  %g465 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g460 : tensor<512xf32>) outs(%e461 : tensor<512xf32>) {
  ^bb0(%a462: f32, %o463: f32):
    %b464 = arith.divf %a462, %c6 : f32
    linalg.yield %b464 : f32
  } -> tensor<512xf32>
  %e469 = tensor.empty() : tensor<8x512x8x64xf32>
  %g482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g435, %g446, %g465, %encoder4_double_conv_1_weight, %encoder4_double_conv_1_bias : tensor<8x512x8x64xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e469 : tensor<8x512x8x64xf32>) {
  ^bb0(%a470: f32, %a471: f32, %a472: f32, %a473: f32, %a474: f32, %o475: f32):
    %b476 = arith.addf %a472, %c2 : f32
    %b477 = math.sqrt %b476 : f32
    %b478 = arith.subf %a470, %a471 : f32
    %b479 = arith.divf %b478, %b477 : f32
    %b480 = arith.mulf %b479, %a473 : f32
    %b481 = arith.addf %b480, %a474 : f32
    linalg.yield %b481 : f32
  } -> tensor<8x512x8x64xf32>
  %e483 = tensor.empty() : tensor<8x512x8x64xf32>
  %sm484 = linalg.softmax dimension(3) ins(%g482 : tensor<8x512x8x64xf32>) outs(%e483 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e485 = tensor.empty() : tensor<8x512x10x66xf32>
  %f486 = linalg.fill ins(%c0 : f32) outs(%e485 : tensor<8x512x10x66xf32>) -> tensor<8x512x10x66xf32>
  %g489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm484 : tensor<8x512x8x64xf32>) outs(%f486 : tensor<8x512x10x66xf32>) {
  ^bb0(%a487: f32, %o488: f32):
    linalg.yield %a487 : f32
  } -> tensor<8x512x10x66xf32>
  %e490 = tensor.empty() : tensor<8x512x8x64xf32>
  %f491 = linalg.fill ins(%c0 : f32) outs(%e490 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %conv492 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g489, %encoder4_double_conv_3_weight : tensor<8x512x10x66xf32>, tensor<512x512x3x3xf32>) outs(%f491 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e494 = tensor.empty() : tensor<8x512x8x64xf32>
  %g499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv492, %encoder4_double_conv_3_bias : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e494 : tensor<8x512x8x64xf32>) {
  ^bb0(%a495: f32, %a496: f32, %o497: f32):
    %b498 = arith.addf %a495, %a496 : f32
    linalg.yield %b498 : f32
  } -> tensor<8x512x8x64xf32>
  %e500 = tensor.empty() : tensor<512xf32>
  %f501 = linalg.fill ins(%c0 : f32) outs(%e500 : tensor<512xf32>) -> tensor<512xf32>
  %g505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g499 : tensor<8x512x8x64xf32>) outs(%f501 : tensor<512xf32>) {
  ^bb0(%a502: f32, %o503: f32):
    %b504 = arith.addf %a502, %o503 : f32
    linalg.yield %b504 : f32
  } -> tensor<512xf32>
  %e506 = tensor.empty() : tensor<512xf32>
  %g510 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g505 : tensor<512xf32>) outs(%e506 : tensor<512xf32>) {
  ^bb0(%a507: f32, %o508: f32):
    %b509 = arith.divf %a507, %c6 : f32
    linalg.yield %b509 : f32
  } -> tensor<512xf32>
  %e512 = tensor.empty() : tensor<8x512x8x64xf32>
  %g518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g499, %g510 : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e512 : tensor<8x512x8x64xf32>) {
  ^bb0(%a513: f32, %a514: f32, %o515: f32):
    %b516 = arith.subf %a513, %a514 : f32
    %b517 = arith.mulf %b516, %b516 : f32
    linalg.yield %b517 : f32
  } -> tensor<8x512x8x64xf32>
  %e519 = tensor.empty() : tensor<512xf32>
  %f520 = linalg.fill ins(%c0 : f32) outs(%e519 : tensor<512xf32>) -> tensor<512xf32>
  %g524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g518 : tensor<8x512x8x64xf32>) outs(%f520 : tensor<512xf32>) {
  ^bb0(%a521: f32, %o522: f32):
    %b523 = arith.addf %a521, %o522 : f32
    linalg.yield %b523 : f32
  } -> tensor<512xf32>
  %e525 = tensor.empty() : tensor<512xf32>
  %g529 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g524 : tensor<512xf32>) outs(%e525 : tensor<512xf32>) {
  ^bb0(%a526: f32, %o527: f32):
    %b528 = arith.divf %a526, %c6 : f32
    linalg.yield %b528 : f32
  } -> tensor<512xf32>
  %e533 = tensor.empty() : tensor<8x512x8x64xf32>
  %g546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g499, %g510, %g529, %encoder4_double_conv_4_weight, %encoder4_double_conv_4_bias : tensor<8x512x8x64xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e533 : tensor<8x512x8x64xf32>) {
  ^bb0(%a534: f32, %a535: f32, %a536: f32, %a537: f32, %a538: f32, %o539: f32):
    %b540 = arith.addf %a536, %c2 : f32
    %b541 = math.sqrt %b540 : f32
    %b542 = arith.subf %a534, %a535 : f32
    %b543 = arith.divf %b542, %b541 : f32
    %b544 = arith.mulf %b543, %a537 : f32
    %b545 = arith.addf %b544, %a538 : f32
    linalg.yield %b545 : f32
  } -> tensor<8x512x8x64xf32>
  %e547 = tensor.empty() : tensor<8x512x8x64xf32>
  %sm548 = linalg.softmax dimension(3) ins(%g546 : tensor<8x512x8x64xf32>) outs(%e547 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e549 = tensor.empty() : tensor<8x512x4x32xf32>
  %f550 = linalg.fill ins(%c3 : f32) outs(%e549 : tensor<8x512x4x32xf32>) -> tensor<8x512x4x32xf32>
  %e551 = tensor.empty() : tensor<2x2xf32>
  %pool552 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%sm548, %e551 : tensor<8x512x8x64xf32>, tensor<2x2xf32>) outs(%f550 : tensor<8x512x4x32xf32>) -> tensor<8x512x4x32xf32>
  %e553 = tensor.empty() : tensor<8x512x6x34xf32>
  %f554 = linalg.fill ins(%c0 : f32) outs(%e553 : tensor<8x512x6x34xf32>) -> tensor<8x512x6x34xf32>
  %g557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool552 : tensor<8x512x4x32xf32>) outs(%f554 : tensor<8x512x6x34xf32>) {
  ^bb0(%a555: f32, %o556: f32):
    linalg.yield %a555 : f32
  } -> tensor<8x512x6x34xf32>
  %e558 = tensor.empty() : tensor<8x1024x4x32xf32>
  %f559 = linalg.fill ins(%c0 : f32) outs(%e558 : tensor<8x1024x4x32xf32>) -> tensor<8x1024x4x32xf32>
  %conv560 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g557, %bottleneck_double_conv_0_weight : tensor<8x512x6x34xf32>, tensor<1024x512x3x3xf32>) outs(%f559 : tensor<8x1024x4x32xf32>) -> tensor<8x1024x4x32xf32>
  %e562 = tensor.empty() : tensor<8x1024x4x32xf32>
  %g567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv560, %bottleneck_double_conv_0_bias : tensor<8x1024x4x32xf32>, tensor<1024xf32>) outs(%e562 : tensor<8x1024x4x32xf32>) {
  ^bb0(%a563: f32, %a564: f32, %o565: f32):
    %b566 = arith.addf %a563, %a564 : f32
    linalg.yield %b566 : f32
  } -> tensor<8x1024x4x32xf32>
  %e568 = tensor.empty() : tensor<1024xf32>
  %f569 = linalg.fill ins(%c0 : f32) outs(%e568 : tensor<1024xf32>) -> tensor<1024xf32>
  %g573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g567 : tensor<8x1024x4x32xf32>) outs(%f569 : tensor<1024xf32>) {
  ^bb0(%a570: f32, %o571: f32):
    %b572 = arith.addf %a570, %o571 : f32
    linalg.yield %b572 : f32
  } -> tensor<1024xf32>
  %e574 = tensor.empty() : tensor<1024xf32>
  %g578 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g573 : tensor<1024xf32>) outs(%e574 : tensor<1024xf32>) {
  ^bb0(%a575: f32, %o576: f32):
    %b577 = arith.divf %a575, %c7 : f32
    linalg.yield %b577 : f32
  } -> tensor<1024xf32>
  %e580 = tensor.empty() : tensor<8x1024x4x32xf32>
  %g586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g567, %g578 : tensor<8x1024x4x32xf32>, tensor<1024xf32>) outs(%e580 : tensor<8x1024x4x32xf32>) {
  ^bb0(%a581: f32, %a582: f32, %o583: f32):
    %b584 = arith.subf %a581, %a582 : f32
    %b585 = arith.mulf %b584, %b584 : f32
    linalg.yield %b585 : f32
  } -> tensor<8x1024x4x32xf32>
  %e587 = tensor.empty() : tensor<1024xf32>
  %f588 = linalg.fill ins(%c0 : f32) outs(%e587 : tensor<1024xf32>) -> tensor<1024xf32>
  %g592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g586 : tensor<8x1024x4x32xf32>) outs(%f588 : tensor<1024xf32>) {
  ^bb0(%a589: f32, %o590: f32):
    %b591 = arith.addf %a589, %o590 : f32
    linalg.yield %b591 : f32
  } -> tensor<1024xf32>
  %e593 = tensor.empty() : tensor<1024xf32>
  %g597 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g592 : tensor<1024xf32>) outs(%e593 : tensor<1024xf32>) {
  ^bb0(%a594: f32, %o595: f32):
    %b596 = arith.divf %a594, %c7 : f32
    linalg.yield %b596 : f32
  } -> tensor<1024xf32>
  %e601 = tensor.empty() : tensor<8x1024x4x32xf32>
  %g614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g567, %g578, %g597, %bottleneck_double_conv_1_weight, %bottleneck_double_conv_1_bias : tensor<8x1024x4x32xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e601 : tensor<8x1024x4x32xf32>) {
  ^bb0(%a602: f32, %a603: f32, %a604: f32, %a605: f32, %a606: f32, %o607: f32):
    %b608 = arith.addf %a604, %c2 : f32
    %b609 = math.sqrt %b608 : f32
    %b610 = arith.subf %a602, %a603 : f32
    %b611 = arith.divf %b610, %b609 : f32
    %b612 = arith.mulf %b611, %a605 : f32
    %b613 = arith.addf %b612, %a606 : f32
    linalg.yield %b613 : f32
  } -> tensor<8x1024x4x32xf32>
  %e615 = tensor.empty() : tensor<8x1024x4x32xf32>
  %sm616 = linalg.softmax dimension(3) ins(%g614 : tensor<8x1024x4x32xf32>) outs(%e615 : tensor<8x1024x4x32xf32>) -> tensor<8x1024x4x32xf32>
  %e617 = tensor.empty() : tensor<8x1024x6x34xf32>
  %f618 = linalg.fill ins(%c0 : f32) outs(%e617 : tensor<8x1024x6x34xf32>) -> tensor<8x1024x6x34xf32>
  %g621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm616 : tensor<8x1024x4x32xf32>) outs(%f618 : tensor<8x1024x6x34xf32>) {
  ^bb0(%a619: f32, %o620: f32):
    linalg.yield %a619 : f32
  } -> tensor<8x1024x6x34xf32>
  %e622 = tensor.empty() : tensor<8x1024x4x32xf32>
  %f623 = linalg.fill ins(%c0 : f32) outs(%e622 : tensor<8x1024x4x32xf32>) -> tensor<8x1024x4x32xf32>
  %conv624 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g621, %bottleneck_double_conv_3_weight : tensor<8x1024x6x34xf32>, tensor<1024x1024x3x3xf32>) outs(%f623 : tensor<8x1024x4x32xf32>) -> tensor<8x1024x4x32xf32>
  %e626 = tensor.empty() : tensor<8x1024x4x32xf32>
  %g631 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv624, %bottleneck_double_conv_3_bias : tensor<8x1024x4x32xf32>, tensor<1024xf32>) outs(%e626 : tensor<8x1024x4x32xf32>) {
  ^bb0(%a627: f32, %a628: f32, %o629: f32):
    %b630 = arith.addf %a627, %a628 : f32
    linalg.yield %b630 : f32
  } -> tensor<8x1024x4x32xf32>
  %e632 = tensor.empty() : tensor<1024xf32>
  %f633 = linalg.fill ins(%c0 : f32) outs(%e632 : tensor<1024xf32>) -> tensor<1024xf32>
  %g637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g631 : tensor<8x1024x4x32xf32>) outs(%f633 : tensor<1024xf32>) {
  ^bb0(%a634: f32, %o635: f32):
    %b636 = arith.addf %a634, %o635 : f32
    linalg.yield %b636 : f32
  } -> tensor<1024xf32>
  %e638 = tensor.empty() : tensor<1024xf32>
  %g642 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g637 : tensor<1024xf32>) outs(%e638 : tensor<1024xf32>) {
  ^bb0(%a639: f32, %o640: f32):
    %b641 = arith.divf %a639, %c7 : f32
    linalg.yield %b641 : f32
  } -> tensor<1024xf32>
  %e644 = tensor.empty() : tensor<8x1024x4x32xf32>
  %g650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g631, %g642 : tensor<8x1024x4x32xf32>, tensor<1024xf32>) outs(%e644 : tensor<8x1024x4x32xf32>) {
  ^bb0(%a645: f32, %a646: f32, %o647: f32):
    %b648 = arith.subf %a645, %a646 : f32
    %b649 = arith.mulf %b648, %b648 : f32
    linalg.yield %b649 : f32
  } -> tensor<8x1024x4x32xf32>
  %e651 = tensor.empty() : tensor<1024xf32>
  %f652 = linalg.fill ins(%c0 : f32) outs(%e651 : tensor<1024xf32>) -> tensor<1024xf32>
  %g656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g650 : tensor<8x1024x4x32xf32>) outs(%f652 : tensor<1024xf32>) {
  ^bb0(%a653: f32, %o654: f32):
    %b655 = arith.addf %a653, %o654 : f32
    linalg.yield %b655 : f32
  } -> tensor<1024xf32>
  %e657 = tensor.empty() : tensor<1024xf32>
  %g661 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g656 : tensor<1024xf32>) outs(%e657 : tensor<1024xf32>) {
  ^bb0(%a658: f32, %o659: f32):
    %b660 = arith.divf %a658, %c7 : f32
    linalg.yield %b660 : f32
  } -> tensor<1024xf32>
  %e665 = tensor.empty() : tensor<8x1024x4x32xf32>
  %g678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g631, %g642, %g661, %bottleneck_double_conv_4_weight, %bottleneck_double_conv_4_bias : tensor<8x1024x4x32xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e665 : tensor<8x1024x4x32xf32>) {
  ^bb0(%a666: f32, %a667: f32, %a668: f32, %a669: f32, %a670: f32, %o671: f32):
    %b672 = arith.addf %a668, %c2 : f32
    %b673 = math.sqrt %b672 : f32
    %b674 = arith.subf %a666, %a667 : f32
    %b675 = arith.divf %b674, %b673 : f32
    %b676 = arith.mulf %b675, %a669 : f32
    %b677 = arith.addf %b676, %a670 : f32
    linalg.yield %b677 : f32
  } -> tensor<8x1024x4x32xf32>
  %e679 = tensor.empty() : tensor<8x1024x4x32xf32>
  %sm680 = linalg.softmax dimension(3) ins(%g678 : tensor<8x1024x4x32xf32>) outs(%e679 : tensor<8x1024x4x32xf32>) -> tensor<8x1024x4x32xf32>
  %e681 = tensor.empty() : tensor<8x1024x9x65xf32>
  %f682 = linalg.fill ins(%c0 : f32) outs(%e681 : tensor<8x1024x9x65xf32>) -> tensor<8x1024x9x65xf32>
  %g685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm680 : tensor<8x1024x4x32xf32>) outs(%f682 : tensor<8x1024x9x65xf32>) {
  ^bb0(%a683: f32, %o684: f32):
    linalg.yield %a683 : f32
  } -> tensor<8x1024x9x65xf32>
  %r686 = tensor.expand_shape %upconv4_weight [[0, 1], [2], [3], [4]] output_shape [1, 1024, 512, 2, 2] : tensor<1024x512x2x2xf32> into tensor<1x1024x512x2x2xf32>
  %e687 = tensor.empty() : tensor<1x512x1024x2x2xf32>
  %g690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 1, -d4 + 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r686 : tensor<1x1024x512x2x2xf32>) outs(%e687 : tensor<1x512x1024x2x2xf32>) {
  ^bb0(%a688: f32, %o689: f32):
    linalg.yield %a688 : f32
  } -> tensor<1x512x1024x2x2xf32>
  %r691 = tensor.collapse_shape %g690 [[0, 1], [2], [3], [4]] : tensor<1x512x1024x2x2xf32> into tensor<512x1024x2x2xf32>
  %e692 = tensor.empty() : tensor<8x512x8x64xf32>
  %f693 = linalg.fill ins(%c0 : f32) outs(%e692 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %conv694 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g685, %r691 : tensor<8x1024x9x65xf32>, tensor<512x1024x2x2xf32>) outs(%f693 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e696 = tensor.empty() : tensor<8x512x8x64xf32>
  %g701 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv694, %upconv4_bias : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e696 : tensor<8x512x8x64xf32>) {
  ^bb0(%a697: f32, %a698: f32, %o699: f32):
    %b700 = arith.addf %a697, %a698 : f32
    linalg.yield %b700 : f32
  } -> tensor<8x512x8x64xf32>
  %e702 = tensor.empty() : tensor<8x1024x8x64xf32>
  %cat703 = tensor.insert_slice %g701 into %e702[0, 0, 0, 0] [8, 512, 8, 64] [1, 1, 1, 1] : tensor<8x512x8x64xf32> into tensor<8x1024x8x64xf32>
  %cat704 = tensor.insert_slice %sm548 into %cat703[0, 512, 0, 0] [8, 512, 8, 64] [1, 1, 1, 1] : tensor<8x512x8x64xf32> into tensor<8x1024x8x64xf32>
  %e705 = tensor.empty() : tensor<8x1024x10x66xf32>
  %f706 = linalg.fill ins(%c0 : f32) outs(%e705 : tensor<8x1024x10x66xf32>) -> tensor<8x1024x10x66xf32>
  %g709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat704 : tensor<8x1024x8x64xf32>) outs(%f706 : tensor<8x1024x10x66xf32>) {
  ^bb0(%a707: f32, %o708: f32):
    linalg.yield %a707 : f32
  } -> tensor<8x1024x10x66xf32>
  %e710 = tensor.empty() : tensor<8x512x8x64xf32>
  %f711 = linalg.fill ins(%c0 : f32) outs(%e710 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %conv712 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g709, %decoder4_double_conv_0_weight : tensor<8x1024x10x66xf32>, tensor<512x1024x3x3xf32>) outs(%f711 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e714 = tensor.empty() : tensor<8x512x8x64xf32>
  %g719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv712, %decoder4_double_conv_0_bias : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e714 : tensor<8x512x8x64xf32>) {
  ^bb0(%a715: f32, %a716: f32, %o717: f32):
    %b718 = arith.addf %a715, %a716 : f32
    linalg.yield %b718 : f32
  } -> tensor<8x512x8x64xf32>
  %e720 = tensor.empty() : tensor<512xf32>
  %f721 = linalg.fill ins(%c0 : f32) outs(%e720 : tensor<512xf32>) -> tensor<512xf32>
  %g725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g719 : tensor<8x512x8x64xf32>) outs(%f721 : tensor<512xf32>) {
  ^bb0(%a722: f32, %o723: f32):
    %b724 = arith.addf %a722, %o723 : f32
    linalg.yield %b724 : f32
  } -> tensor<512xf32>
  %e726 = tensor.empty() : tensor<512xf32>
  %g730 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g725 : tensor<512xf32>) outs(%e726 : tensor<512xf32>) {
  ^bb0(%a727: f32, %o728: f32):
    %b729 = arith.divf %a727, %c6 : f32
    linalg.yield %b729 : f32
  } -> tensor<512xf32>
  %e732 = tensor.empty() : tensor<8x512x8x64xf32>
  %g738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g719, %g730 : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e732 : tensor<8x512x8x64xf32>) {
  ^bb0(%a733: f32, %a734: f32, %o735: f32):
    %b736 = arith.subf %a733, %a734 : f32
    %b737 = arith.mulf %b736, %b736 : f32
    linalg.yield %b737 : f32
  } -> tensor<8x512x8x64xf32>
  %e739 = tensor.empty() : tensor<512xf32>
  %f740 = linalg.fill ins(%c0 : f32) outs(%e739 : tensor<512xf32>) -> tensor<512xf32>
  %g744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g738 : tensor<8x512x8x64xf32>) outs(%f740 : tensor<512xf32>) {
  ^bb0(%a741: f32, %o742: f32):
    %b743 = arith.addf %a741, %o742 : f32
    linalg.yield %b743 : f32
  } -> tensor<512xf32>
  %e745 = tensor.empty() : tensor<512xf32>
  %g749 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g744 : tensor<512xf32>) outs(%e745 : tensor<512xf32>) {
  ^bb0(%a746: f32, %o747: f32):
    %b748 = arith.divf %a746, %c6 : f32
    linalg.yield %b748 : f32
  } -> tensor<512xf32>
  %e753 = tensor.empty() : tensor<8x512x8x64xf32>
  %g766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g719, %g730, %g749, %decoder4_double_conv_1_weight, %decoder4_double_conv_1_bias : tensor<8x512x8x64xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e753 : tensor<8x512x8x64xf32>) {
  ^bb0(%a754: f32, %a755: f32, %a756: f32, %a757: f32, %a758: f32, %o759: f32):
    %b760 = arith.addf %a756, %c2 : f32
    %b761 = math.sqrt %b760 : f32
    %b762 = arith.subf %a754, %a755 : f32
    %b763 = arith.divf %b762, %b761 : f32
    %b764 = arith.mulf %b763, %a757 : f32
    %b765 = arith.addf %b764, %a758 : f32
    linalg.yield %b765 : f32
  } -> tensor<8x512x8x64xf32>
  %e767 = tensor.empty() : tensor<8x512x8x64xf32>
  %sm768 = linalg.softmax dimension(3) ins(%g766 : tensor<8x512x8x64xf32>) outs(%e767 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e769 = tensor.empty() : tensor<8x512x10x66xf32>
  %f770 = linalg.fill ins(%c0 : f32) outs(%e769 : tensor<8x512x10x66xf32>) -> tensor<8x512x10x66xf32>
  %g773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm768 : tensor<8x512x8x64xf32>) outs(%f770 : tensor<8x512x10x66xf32>) {
  ^bb0(%a771: f32, %o772: f32):
    linalg.yield %a771 : f32
  } -> tensor<8x512x10x66xf32>
  %e774 = tensor.empty() : tensor<8x512x8x64xf32>
  %f775 = linalg.fill ins(%c0 : f32) outs(%e774 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %conv776 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g773, %decoder4_double_conv_3_weight : tensor<8x512x10x66xf32>, tensor<512x512x3x3xf32>) outs(%f775 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e778 = tensor.empty() : tensor<8x512x8x64xf32>
  %g783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv776, %decoder4_double_conv_3_bias : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e778 : tensor<8x512x8x64xf32>) {
  ^bb0(%a779: f32, %a780: f32, %o781: f32):
    %b782 = arith.addf %a779, %a780 : f32
    linalg.yield %b782 : f32
  } -> tensor<8x512x8x64xf32>
  %e784 = tensor.empty() : tensor<512xf32>
  %f785 = linalg.fill ins(%c0 : f32) outs(%e784 : tensor<512xf32>) -> tensor<512xf32>
  %g789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g783 : tensor<8x512x8x64xf32>) outs(%f785 : tensor<512xf32>) {
  ^bb0(%a786: f32, %o787: f32):
    %b788 = arith.addf %a786, %o787 : f32
    linalg.yield %b788 : f32
  } -> tensor<512xf32>
  %e790 = tensor.empty() : tensor<512xf32>
  %g794 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g789 : tensor<512xf32>) outs(%e790 : tensor<512xf32>) {
  ^bb0(%a791: f32, %o792: f32):
    %b793 = arith.divf %a791, %c6 : f32
    linalg.yield %b793 : f32
  } -> tensor<512xf32>
  %e796 = tensor.empty() : tensor<8x512x8x64xf32>
  %g802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g783, %g794 : tensor<8x512x8x64xf32>, tensor<512xf32>) outs(%e796 : tensor<8x512x8x64xf32>) {
  ^bb0(%a797: f32, %a798: f32, %o799: f32):
    %b800 = arith.subf %a797, %a798 : f32
    %b801 = arith.mulf %b800, %b800 : f32
    linalg.yield %b801 : f32
  } -> tensor<8x512x8x64xf32>
  %e803 = tensor.empty() : tensor<512xf32>
  %f804 = linalg.fill ins(%c0 : f32) outs(%e803 : tensor<512xf32>) -> tensor<512xf32>
  %g808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g802 : tensor<8x512x8x64xf32>) outs(%f804 : tensor<512xf32>) {
  ^bb0(%a805: f32, %o806: f32):
    %b807 = arith.addf %a805, %o806 : f32
    linalg.yield %b807 : f32
  } -> tensor<512xf32>
  %e809 = tensor.empty() : tensor<512xf32>
  %g813 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g808 : tensor<512xf32>) outs(%e809 : tensor<512xf32>) {
  ^bb0(%a810: f32, %o811: f32):
    %b812 = arith.divf %a810, %c6 : f32
    linalg.yield %b812 : f32
  } -> tensor<512xf32>
  %e817 = tensor.empty() : tensor<8x512x8x64xf32>
  %g830 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g783, %g794, %g813, %decoder4_double_conv_4_weight, %decoder4_double_conv_4_bias : tensor<8x512x8x64xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e817 : tensor<8x512x8x64xf32>) {
  ^bb0(%a818: f32, %a819: f32, %a820: f32, %a821: f32, %a822: f32, %o823: f32):
    %b824 = arith.addf %a820, %c2 : f32
    %b825 = math.sqrt %b824 : f32
    %b826 = arith.subf %a818, %a819 : f32
    %b827 = arith.divf %b826, %b825 : f32
    %b828 = arith.mulf %b827, %a821 : f32
    %b829 = arith.addf %b828, %a822 : f32
    linalg.yield %b829 : f32
  } -> tensor<8x512x8x64xf32>
  %e831 = tensor.empty() : tensor<8x512x8x64xf32>
  %sm832 = linalg.softmax dimension(3) ins(%g830 : tensor<8x512x8x64xf32>) outs(%e831 : tensor<8x512x8x64xf32>) -> tensor<8x512x8x64xf32>
  %e833 = tensor.empty() : tensor<8x512x17x129xf32>
  %f834 = linalg.fill ins(%c0 : f32) outs(%e833 : tensor<8x512x17x129xf32>) -> tensor<8x512x17x129xf32>
  %g837 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm832 : tensor<8x512x8x64xf32>) outs(%f834 : tensor<8x512x17x129xf32>) {
  ^bb0(%a835: f32, %o836: f32):
    linalg.yield %a835 : f32
  } -> tensor<8x512x17x129xf32>
  %r838 = tensor.expand_shape %upconv3_weight [[0, 1], [2], [3], [4]] output_shape [1, 512, 256, 2, 2] : tensor<512x256x2x2xf32> into tensor<1x512x256x2x2xf32>
  %e839 = tensor.empty() : tensor<1x256x512x2x2xf32>
  %g842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 1, -d4 + 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r838 : tensor<1x512x256x2x2xf32>) outs(%e839 : tensor<1x256x512x2x2xf32>) {
  ^bb0(%a840: f32, %o841: f32):
    linalg.yield %a840 : f32
  } -> tensor<1x256x512x2x2xf32>
  %r843 = tensor.collapse_shape %g842 [[0, 1], [2], [3], [4]] : tensor<1x256x512x2x2xf32> into tensor<256x512x2x2xf32>
  %e844 = tensor.empty() : tensor<8x256x16x128xf32>
  %f845 = linalg.fill ins(%c0 : f32) outs(%e844 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %conv846 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g837, %r843 : tensor<8x512x17x129xf32>, tensor<256x512x2x2xf32>) outs(%f845 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e848 = tensor.empty() : tensor<8x256x16x128xf32>
  %g853 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv846, %upconv3_bias : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e848 : tensor<8x256x16x128xf32>) {
  ^bb0(%a849: f32, %a850: f32, %o851: f32):
    %b852 = arith.addf %a849, %a850 : f32
    linalg.yield %b852 : f32
  } -> tensor<8x256x16x128xf32>
  %e854 = tensor.empty() : tensor<8x512x16x128xf32>
  %cat855 = tensor.insert_slice %g853 into %e854[0, 0, 0, 0] [8, 256, 16, 128] [1, 1, 1, 1] : tensor<8x256x16x128xf32> into tensor<8x512x16x128xf32>
  %cat856 = tensor.insert_slice %sm416 into %cat855[0, 256, 0, 0] [8, 256, 16, 128] [1, 1, 1, 1] : tensor<8x256x16x128xf32> into tensor<8x512x16x128xf32>
  %e857 = tensor.empty() : tensor<8x512x18x130xf32>
  %f858 = linalg.fill ins(%c0 : f32) outs(%e857 : tensor<8x512x18x130xf32>) -> tensor<8x512x18x130xf32>
  %g861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat856 : tensor<8x512x16x128xf32>) outs(%f858 : tensor<8x512x18x130xf32>) {
  ^bb0(%a859: f32, %o860: f32):
    linalg.yield %a859 : f32
  } -> tensor<8x512x18x130xf32>
  %e862 = tensor.empty() : tensor<8x256x16x128xf32>
  %f863 = linalg.fill ins(%c0 : f32) outs(%e862 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %conv864 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g861, %decoder3_double_conv_0_weight : tensor<8x512x18x130xf32>, tensor<256x512x3x3xf32>) outs(%f863 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e866 = tensor.empty() : tensor<8x256x16x128xf32>
  %g871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv864, %decoder3_double_conv_0_bias : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e866 : tensor<8x256x16x128xf32>) {
  ^bb0(%a867: f32, %a868: f32, %o869: f32):
    %b870 = arith.addf %a867, %a868 : f32
    linalg.yield %b870 : f32
  } -> tensor<8x256x16x128xf32>
  %e872 = tensor.empty() : tensor<256xf32>
  %f873 = linalg.fill ins(%c0 : f32) outs(%e872 : tensor<256xf32>) -> tensor<256xf32>
  %g877 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g871 : tensor<8x256x16x128xf32>) outs(%f873 : tensor<256xf32>) {
  ^bb0(%a874: f32, %o875: f32):
    %b876 = arith.addf %a874, %o875 : f32
    linalg.yield %b876 : f32
  } -> tensor<256xf32>
  %e878 = tensor.empty() : tensor<256xf32>
  %g882 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g877 : tensor<256xf32>) outs(%e878 : tensor<256xf32>) {
  ^bb0(%a879: f32, %o880: f32):
    %b881 = arith.divf %a879, %c5 : f32
    linalg.yield %b881 : f32
  } -> tensor<256xf32>
  %e884 = tensor.empty() : tensor<8x256x16x128xf32>
  %g890 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g871, %g882 : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e884 : tensor<8x256x16x128xf32>) {
  ^bb0(%a885: f32, %a886: f32, %o887: f32):
    %b888 = arith.subf %a885, %a886 : f32
    %b889 = arith.mulf %b888, %b888 : f32
    linalg.yield %b889 : f32
  } -> tensor<8x256x16x128xf32>
  %e891 = tensor.empty() : tensor<256xf32>
  %f892 = linalg.fill ins(%c0 : f32) outs(%e891 : tensor<256xf32>) -> tensor<256xf32>
  %g896 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g890 : tensor<8x256x16x128xf32>) outs(%f892 : tensor<256xf32>) {
  ^bb0(%a893: f32, %o894: f32):
    %b895 = arith.addf %a893, %o894 : f32
    linalg.yield %b895 : f32
  } -> tensor<256xf32>
  %e897 = tensor.empty() : tensor<256xf32>
  %g901 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g896 : tensor<256xf32>) outs(%e897 : tensor<256xf32>) {
  ^bb0(%a898: f32, %o899: f32):
    %b900 = arith.divf %a898, %c5 : f32
    linalg.yield %b900 : f32
  } -> tensor<256xf32>
  %e905 = tensor.empty() : tensor<8x256x16x128xf32>
  %g918 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g871, %g882, %g901, %decoder3_double_conv_1_weight, %decoder3_double_conv_1_bias : tensor<8x256x16x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e905 : tensor<8x256x16x128xf32>) {
  ^bb0(%a906: f32, %a907: f32, %a908: f32, %a909: f32, %a910: f32, %o911: f32):
    %b912 = arith.addf %a908, %c2 : f32
    %b913 = math.sqrt %b912 : f32
    %b914 = arith.subf %a906, %a907 : f32
    %b915 = arith.divf %b914, %b913 : f32
    %b916 = arith.mulf %b915, %a909 : f32
    %b917 = arith.addf %b916, %a910 : f32
    linalg.yield %b917 : f32
  } -> tensor<8x256x16x128xf32>
  %e919 = tensor.empty() : tensor<8x256x16x128xf32>
  %sm920 = linalg.softmax dimension(3) ins(%g918 : tensor<8x256x16x128xf32>) outs(%e919 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e921 = tensor.empty() : tensor<8x256x18x130xf32>
  %f922 = linalg.fill ins(%c0 : f32) outs(%e921 : tensor<8x256x18x130xf32>) -> tensor<8x256x18x130xf32>
  %g925 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm920 : tensor<8x256x16x128xf32>) outs(%f922 : tensor<8x256x18x130xf32>) {
  ^bb0(%a923: f32, %o924: f32):
    linalg.yield %a923 : f32
  } -> tensor<8x256x18x130xf32>
  %e926 = tensor.empty() : tensor<8x256x16x128xf32>
  %f927 = linalg.fill ins(%c0 : f32) outs(%e926 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %conv928 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g925, %decoder3_double_conv_3_weight : tensor<8x256x18x130xf32>, tensor<256x256x3x3xf32>) outs(%f927 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e930 = tensor.empty() : tensor<8x256x16x128xf32>
  %g935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv928, %decoder3_double_conv_3_bias : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e930 : tensor<8x256x16x128xf32>) {
  ^bb0(%a931: f32, %a932: f32, %o933: f32):
    %b934 = arith.addf %a931, %a932 : f32
    linalg.yield %b934 : f32
  } -> tensor<8x256x16x128xf32>
  %e936 = tensor.empty() : tensor<256xf32>
  %f937 = linalg.fill ins(%c0 : f32) outs(%e936 : tensor<256xf32>) -> tensor<256xf32>
  %g941 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g935 : tensor<8x256x16x128xf32>) outs(%f937 : tensor<256xf32>) {
  ^bb0(%a938: f32, %o939: f32):
    %b940 = arith.addf %a938, %o939 : f32
    linalg.yield %b940 : f32
  } -> tensor<256xf32>
  %e942 = tensor.empty() : tensor<256xf32>
  %g946 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g941 : tensor<256xf32>) outs(%e942 : tensor<256xf32>) {
  ^bb0(%a943: f32, %o944: f32):
    %b945 = arith.divf %a943, %c5 : f32
    linalg.yield %b945 : f32
  } -> tensor<256xf32>
  %e948 = tensor.empty() : tensor<8x256x16x128xf32>
  %g954 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g935, %g946 : tensor<8x256x16x128xf32>, tensor<256xf32>) outs(%e948 : tensor<8x256x16x128xf32>) {
  ^bb0(%a949: f32, %a950: f32, %o951: f32):
    %b952 = arith.subf %a949, %a950 : f32
    %b953 = arith.mulf %b952, %b952 : f32
    linalg.yield %b953 : f32
  } -> tensor<8x256x16x128xf32>
  %e955 = tensor.empty() : tensor<256xf32>
  %f956 = linalg.fill ins(%c0 : f32) outs(%e955 : tensor<256xf32>) -> tensor<256xf32>
  %g960 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g954 : tensor<8x256x16x128xf32>) outs(%f956 : tensor<256xf32>) {
  ^bb0(%a957: f32, %o958: f32):
    %b959 = arith.addf %a957, %o958 : f32
    linalg.yield %b959 : f32
  } -> tensor<256xf32>
  %e961 = tensor.empty() : tensor<256xf32>
  %g965 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g960 : tensor<256xf32>) outs(%e961 : tensor<256xf32>) {
  ^bb0(%a962: f32, %o963: f32):
    %b964 = arith.divf %a962, %c5 : f32
    linalg.yield %b964 : f32
  } -> tensor<256xf32>
  %e969 = tensor.empty() : tensor<8x256x16x128xf32>
  %g982 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g935, %g946, %g965, %decoder3_double_conv_4_weight, %decoder3_double_conv_4_bias : tensor<8x256x16x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e969 : tensor<8x256x16x128xf32>) {
  ^bb0(%a970: f32, %a971: f32, %a972: f32, %a973: f32, %a974: f32, %o975: f32):
    %b976 = arith.addf %a972, %c2 : f32
    %b977 = math.sqrt %b976 : f32
    %b978 = arith.subf %a970, %a971 : f32
    %b979 = arith.divf %b978, %b977 : f32
    %b980 = arith.mulf %b979, %a973 : f32
    %b981 = arith.addf %b980, %a974 : f32
    linalg.yield %b981 : f32
  } -> tensor<8x256x16x128xf32>
  %e983 = tensor.empty() : tensor<8x256x16x128xf32>
  %sm984 = linalg.softmax dimension(3) ins(%g982 : tensor<8x256x16x128xf32>) outs(%e983 : tensor<8x256x16x128xf32>) -> tensor<8x256x16x128xf32>
  %e985 = tensor.empty() : tensor<8x256x33x257xf32>
  %f986 = linalg.fill ins(%c0 : f32) outs(%e985 : tensor<8x256x33x257xf32>) -> tensor<8x256x33x257xf32>
  %g989 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm984 : tensor<8x256x16x128xf32>) outs(%f986 : tensor<8x256x33x257xf32>) {
  ^bb0(%a987: f32, %o988: f32):
    linalg.yield %a987 : f32
  } -> tensor<8x256x33x257xf32>
  %r990 = tensor.expand_shape %upconv2_weight [[0, 1], [2], [3], [4]] output_shape [1, 256, 128, 2, 2] : tensor<256x128x2x2xf32> into tensor<1x256x128x2x2xf32>
  %e991 = tensor.empty() : tensor<1x128x256x2x2xf32>
  %g994 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 1, -d4 + 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r990 : tensor<1x256x128x2x2xf32>) outs(%e991 : tensor<1x128x256x2x2xf32>) {
  ^bb0(%a992: f32, %o993: f32):
    linalg.yield %a992 : f32
  } -> tensor<1x128x256x2x2xf32>
  %r995 = tensor.collapse_shape %g994 [[0, 1], [2], [3], [4]] : tensor<1x128x256x2x2xf32> into tensor<128x256x2x2xf32>
  %e996 = tensor.empty() : tensor<8x128x32x256xf32>
  %f997 = linalg.fill ins(%c0 : f32) outs(%e996 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %conv998 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g989, %r995 : tensor<8x256x33x257xf32>, tensor<128x256x2x2xf32>) outs(%f997 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e1000 = tensor.empty() : tensor<8x128x32x256xf32>
  %g1005 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv998, %upconv2_bias : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e1000 : tensor<8x128x32x256xf32>) {
  ^bb0(%a1001: f32, %a1002: f32, %o1003: f32):
    %b1004 = arith.addf %a1001, %a1002 : f32
    linalg.yield %b1004 : f32
  } -> tensor<8x128x32x256xf32>
  %e1006 = tensor.empty() : tensor<8x256x32x256xf32>
  %cat1007 = tensor.insert_slice %g1005 into %e1006[0, 0, 0, 0] [8, 128, 32, 256] [1, 1, 1, 1] : tensor<8x128x32x256xf32> into tensor<8x256x32x256xf32>
  %cat1008 = tensor.insert_slice %sm284 into %cat1007[0, 128, 0, 0] [8, 128, 32, 256] [1, 1, 1, 1] : tensor<8x128x32x256xf32> into tensor<8x256x32x256xf32>
  %e1009 = tensor.empty() : tensor<8x256x34x258xf32>
  %f1010 = linalg.fill ins(%c0 : f32) outs(%e1009 : tensor<8x256x34x258xf32>) -> tensor<8x256x34x258xf32>
  %g1013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1008 : tensor<8x256x32x256xf32>) outs(%f1010 : tensor<8x256x34x258xf32>) {
  ^bb0(%a1011: f32, %o1012: f32):
    linalg.yield %a1011 : f32
  } -> tensor<8x256x34x258xf32>
  %e1014 = tensor.empty() : tensor<8x128x32x256xf32>
  %f1015 = linalg.fill ins(%c0 : f32) outs(%e1014 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %conv1016 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1013, %decoder2_double_conv_0_weight : tensor<8x256x34x258xf32>, tensor<128x256x3x3xf32>) outs(%f1015 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e1018 = tensor.empty() : tensor<8x128x32x256xf32>
  %g1023 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1016, %decoder2_double_conv_0_bias : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e1018 : tensor<8x128x32x256xf32>) {
  ^bb0(%a1019: f32, %a1020: f32, %o1021: f32):
    %b1022 = arith.addf %a1019, %a1020 : f32
    linalg.yield %b1022 : f32
  } -> tensor<8x128x32x256xf32>
  %e1024 = tensor.empty() : tensor<128xf32>
  %f1025 = linalg.fill ins(%c0 : f32) outs(%e1024 : tensor<128xf32>) -> tensor<128xf32>
  %g1029 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1023 : tensor<8x128x32x256xf32>) outs(%f1025 : tensor<128xf32>) {
  ^bb0(%a1026: f32, %o1027: f32):
    %b1028 = arith.addf %a1026, %o1027 : f32
    linalg.yield %b1028 : f32
  } -> tensor<128xf32>
  %e1030 = tensor.empty() : tensor<128xf32>
  %g1034 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1029 : tensor<128xf32>) outs(%e1030 : tensor<128xf32>) {
  ^bb0(%a1031: f32, %o1032: f32):
    %b1033 = arith.divf %a1031, %c4 : f32
    linalg.yield %b1033 : f32
  } -> tensor<128xf32>
  %e1036 = tensor.empty() : tensor<8x128x32x256xf32>
  %g1042 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1023, %g1034 : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e1036 : tensor<8x128x32x256xf32>) {
  ^bb0(%a1037: f32, %a1038: f32, %o1039: f32):
    %b1040 = arith.subf %a1037, %a1038 : f32
    %b1041 = arith.mulf %b1040, %b1040 : f32
    linalg.yield %b1041 : f32
  } -> tensor<8x128x32x256xf32>
  %e1043 = tensor.empty() : tensor<128xf32>
  %f1044 = linalg.fill ins(%c0 : f32) outs(%e1043 : tensor<128xf32>) -> tensor<128xf32>
  %g1048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1042 : tensor<8x128x32x256xf32>) outs(%f1044 : tensor<128xf32>) {
  ^bb0(%a1045: f32, %o1046: f32):
    %b1047 = arith.addf %a1045, %o1046 : f32
    linalg.yield %b1047 : f32
  } -> tensor<128xf32>
  %e1049 = tensor.empty() : tensor<128xf32>
  %g1053 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1048 : tensor<128xf32>) outs(%e1049 : tensor<128xf32>) {
  ^bb0(%a1050: f32, %o1051: f32):
    %b1052 = arith.divf %a1050, %c4 : f32
    linalg.yield %b1052 : f32
  } -> tensor<128xf32>
  %e1057 = tensor.empty() : tensor<8x128x32x256xf32>
  %g1070 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1023, %g1034, %g1053, %decoder2_double_conv_1_weight, %decoder2_double_conv_1_bias : tensor<8x128x32x256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1057 : tensor<8x128x32x256xf32>) {
  ^bb0(%a1058: f32, %a1059: f32, %a1060: f32, %a1061: f32, %a1062: f32, %o1063: f32):
    %b1064 = arith.addf %a1060, %c2 : f32
    %b1065 = math.sqrt %b1064 : f32
    %b1066 = arith.subf %a1058, %a1059 : f32
    %b1067 = arith.divf %b1066, %b1065 : f32
    %b1068 = arith.mulf %b1067, %a1061 : f32
    %b1069 = arith.addf %b1068, %a1062 : f32
    linalg.yield %b1069 : f32
  } -> tensor<8x128x32x256xf32>
  %e1071 = tensor.empty() : tensor<8x128x32x256xf32>
  %sm1072 = linalg.softmax dimension(3) ins(%g1070 : tensor<8x128x32x256xf32>) outs(%e1071 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e1073 = tensor.empty() : tensor<8x128x34x258xf32>
  %f1074 = linalg.fill ins(%c0 : f32) outs(%e1073 : tensor<8x128x34x258xf32>) -> tensor<8x128x34x258xf32>
  %g1077 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm1072 : tensor<8x128x32x256xf32>) outs(%f1074 : tensor<8x128x34x258xf32>) {
  ^bb0(%a1075: f32, %o1076: f32):
    linalg.yield %a1075 : f32
  } -> tensor<8x128x34x258xf32>
  %e1078 = tensor.empty() : tensor<8x128x32x256xf32>
  %f1079 = linalg.fill ins(%c0 : f32) outs(%e1078 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %conv1080 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1077, %decoder2_double_conv_3_weight : tensor<8x128x34x258xf32>, tensor<128x128x3x3xf32>) outs(%f1079 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e1082 = tensor.empty() : tensor<8x128x32x256xf32>
  %g1087 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1080, %decoder2_double_conv_3_bias : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e1082 : tensor<8x128x32x256xf32>) {
  ^bb0(%a1083: f32, %a1084: f32, %o1085: f32):
    %b1086 = arith.addf %a1083, %a1084 : f32
    linalg.yield %b1086 : f32
  } -> tensor<8x128x32x256xf32>
  %e1088 = tensor.empty() : tensor<128xf32>
  %f1089 = linalg.fill ins(%c0 : f32) outs(%e1088 : tensor<128xf32>) -> tensor<128xf32>
  %g1093 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1087 : tensor<8x128x32x256xf32>) outs(%f1089 : tensor<128xf32>) {
  ^bb0(%a1090: f32, %o1091: f32):
    %b1092 = arith.addf %a1090, %o1091 : f32
    linalg.yield %b1092 : f32
  } -> tensor<128xf32>
  %e1094 = tensor.empty() : tensor<128xf32>
  %g1098 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1093 : tensor<128xf32>) outs(%e1094 : tensor<128xf32>) {
  ^bb0(%a1095: f32, %o1096: f32):
    %b1097 = arith.divf %a1095, %c4 : f32
    linalg.yield %b1097 : f32
  } -> tensor<128xf32>
  %e1100 = tensor.empty() : tensor<8x128x32x256xf32>
  %g1106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1087, %g1098 : tensor<8x128x32x256xf32>, tensor<128xf32>) outs(%e1100 : tensor<8x128x32x256xf32>) {
  ^bb0(%a1101: f32, %a1102: f32, %o1103: f32):
    %b1104 = arith.subf %a1101, %a1102 : f32
    %b1105 = arith.mulf %b1104, %b1104 : f32
    linalg.yield %b1105 : f32
  } -> tensor<8x128x32x256xf32>
  %e1107 = tensor.empty() : tensor<128xf32>
  %f1108 = linalg.fill ins(%c0 : f32) outs(%e1107 : tensor<128xf32>) -> tensor<128xf32>
  %g1112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1106 : tensor<8x128x32x256xf32>) outs(%f1108 : tensor<128xf32>) {
  ^bb0(%a1109: f32, %o1110: f32):
    %b1111 = arith.addf %a1109, %o1110 : f32
    linalg.yield %b1111 : f32
  } -> tensor<128xf32>
  %e1113 = tensor.empty() : tensor<128xf32>
  %g1117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1112 : tensor<128xf32>) outs(%e1113 : tensor<128xf32>) {
  ^bb0(%a1114: f32, %o1115: f32):
    %b1116 = arith.divf %a1114, %c4 : f32
    linalg.yield %b1116 : f32
  } -> tensor<128xf32>
  %e1121 = tensor.empty() : tensor<8x128x32x256xf32>
  %g1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1087, %g1098, %g1117, %decoder2_double_conv_4_weight, %decoder2_double_conv_4_bias : tensor<8x128x32x256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1121 : tensor<8x128x32x256xf32>) {
  ^bb0(%a1122: f32, %a1123: f32, %a1124: f32, %a1125: f32, %a1126: f32, %o1127: f32):
    %b1128 = arith.addf %a1124, %c2 : f32
    %b1129 = math.sqrt %b1128 : f32
    %b1130 = arith.subf %a1122, %a1123 : f32
    %b1131 = arith.divf %b1130, %b1129 : f32
    %b1132 = arith.mulf %b1131, %a1125 : f32
    %b1133 = arith.addf %b1132, %a1126 : f32
    linalg.yield %b1133 : f32
  } -> tensor<8x128x32x256xf32>
  %e1135 = tensor.empty() : tensor<8x128x32x256xf32>
  %sm1136 = linalg.softmax dimension(3) ins(%g1134 : tensor<8x128x32x256xf32>) outs(%e1135 : tensor<8x128x32x256xf32>) -> tensor<8x128x32x256xf32>
  %e1137 = tensor.empty() : tensor<8x128x65x513xf32>
  %f1138 = linalg.fill ins(%c0 : f32) outs(%e1137 : tensor<8x128x65x513xf32>) -> tensor<8x128x65x513xf32>
  %g1141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm1136 : tensor<8x128x32x256xf32>) outs(%f1138 : tensor<8x128x65x513xf32>) {
  ^bb0(%a1139: f32, %o1140: f32):
    linalg.yield %a1139 : f32
  } -> tensor<8x128x65x513xf32>
  %r1142 = tensor.expand_shape %upconv1_weight [[0, 1], [2], [3], [4]] output_shape [1, 128, 64, 2, 2] : tensor<128x64x2x2xf32> into tensor<1x128x64x2x2xf32>
  %e1143 = tensor.empty() : tensor<1x64x128x2x2xf32>
  %g1146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 1, -d4 + 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1142 : tensor<1x128x64x2x2xf32>) outs(%e1143 : tensor<1x64x128x2x2xf32>) {
  ^bb0(%a1144: f32, %o1145: f32):
    linalg.yield %a1144 : f32
  } -> tensor<1x64x128x2x2xf32>
  %r1147 = tensor.collapse_shape %g1146 [[0, 1], [2], [3], [4]] : tensor<1x64x128x2x2xf32> into tensor<64x128x2x2xf32>
  %e1148 = tensor.empty() : tensor<8x64x64x512xf32>
  %f1149 = linalg.fill ins(%c0 : f32) outs(%e1148 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %conv1150 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1141, %r1147 : tensor<8x128x65x513xf32>, tensor<64x128x2x2xf32>) outs(%f1149 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e1152 = tensor.empty() : tensor<8x64x64x512xf32>
  %g1157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1150, %upconv1_bias : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e1152 : tensor<8x64x64x512xf32>) {
  ^bb0(%a1153: f32, %a1154: f32, %o1155: f32):
    %b1156 = arith.addf %a1153, %a1154 : f32
    linalg.yield %b1156 : f32
  } -> tensor<8x64x64x512xf32>
  %e1158 = tensor.empty() : tensor<8x128x64x512xf32>
  %cat1159 = tensor.insert_slice %g1157 into %e1158[0, 0, 0, 0] [8, 64, 64, 512] [1, 1, 1, 1] : tensor<8x64x64x512xf32> into tensor<8x128x64x512xf32>
  %cat1160 = tensor.insert_slice %sm152 into %cat1159[0, 64, 0, 0] [8, 64, 64, 512] [1, 1, 1, 1] : tensor<8x64x64x512xf32> into tensor<8x128x64x512xf32>
  %e1161 = tensor.empty() : tensor<8x128x66x514xf32>
  %f1162 = linalg.fill ins(%c0 : f32) outs(%e1161 : tensor<8x128x66x514xf32>) -> tensor<8x128x66x514xf32>
  %g1165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat1160 : tensor<8x128x64x512xf32>) outs(%f1162 : tensor<8x128x66x514xf32>) {
  ^bb0(%a1163: f32, %o1164: f32):
    linalg.yield %a1163 : f32
  } -> tensor<8x128x66x514xf32>
  %e1166 = tensor.empty() : tensor<8x64x64x512xf32>
  %f1167 = linalg.fill ins(%c0 : f32) outs(%e1166 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %conv1168 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1165, %decoder1_double_conv_0_weight : tensor<8x128x66x514xf32>, tensor<64x128x3x3xf32>) outs(%f1167 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e1170 = tensor.empty() : tensor<8x64x64x512xf32>
  %g1175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1168, %decoder1_double_conv_0_bias : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e1170 : tensor<8x64x64x512xf32>) {
  ^bb0(%a1171: f32, %a1172: f32, %o1173: f32):
    %b1174 = arith.addf %a1171, %a1172 : f32
    linalg.yield %b1174 : f32
  } -> tensor<8x64x64x512xf32>
  %e1176 = tensor.empty() : tensor<8x64x64xf32>
  %f1177 = linalg.fill ins(%c0 : f32) outs(%e1176 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g1181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g1175 : tensor<8x64x64x512xf32>) outs(%f1177 : tensor<8x64x64xf32>) {
  ^bb0(%a1178: f32, %o1179: f32):
    %b1180 = arith.addf %a1178, %o1179 : f32
    linalg.yield %b1180 : f32
  } -> tensor<8x64x64xf32>
  %e1182 = tensor.empty() : tensor<64xf32>
  %f1183 = linalg.fill ins(%c0 : f32) outs(%e1182 : tensor<64xf32>) -> tensor<64xf32>
  %g1187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g1181 : tensor<8x64x64xf32>) outs(%f1183 : tensor<64xf32>) {
  ^bb0(%a1184: f32, %o1185: f32):
    %b1186 = arith.addf %a1184, %o1185 : f32
    linalg.yield %b1186 : f32
  } -> tensor<64xf32>
  %e1188 = tensor.empty() : tensor<64xf32>
  %g1192 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1187 : tensor<64xf32>) outs(%e1188 : tensor<64xf32>) {
  ^bb0(%a1189: f32, %o1190: f32):
    %b1191 = arith.divf %a1189, %c1 : f32
    linalg.yield %b1191 : f32
  } -> tensor<64xf32>
  %e1194 = tensor.empty() : tensor<8x64x64x512xf32>
  %g1200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1175, %g1192 : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e1194 : tensor<8x64x64x512xf32>) {
  ^bb0(%a1195: f32, %a1196: f32, %o1197: f32):
    %b1198 = arith.subf %a1195, %a1196 : f32
    %b1199 = arith.mulf %b1198, %b1198 : f32
    linalg.yield %b1199 : f32
  } -> tensor<8x64x64x512xf32>
  %e1201 = tensor.empty() : tensor<8x64x64xf32>
  %f1202 = linalg.fill ins(%c0 : f32) outs(%e1201 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g1206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g1200 : tensor<8x64x64x512xf32>) outs(%f1202 : tensor<8x64x64xf32>) {
  ^bb0(%a1203: f32, %o1204: f32):
    %b1205 = arith.addf %a1203, %o1204 : f32
    linalg.yield %b1205 : f32
  } -> tensor<8x64x64xf32>
  %e1207 = tensor.empty() : tensor<64xf32>
  %f1208 = linalg.fill ins(%c0 : f32) outs(%e1207 : tensor<64xf32>) -> tensor<64xf32>
  %g1212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g1206 : tensor<8x64x64xf32>) outs(%f1208 : tensor<64xf32>) {
  ^bb0(%a1209: f32, %o1210: f32):
    %b1211 = arith.addf %a1209, %o1210 : f32
    linalg.yield %b1211 : f32
  } -> tensor<64xf32>
  %e1213 = tensor.empty() : tensor<64xf32>
  %g1217 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1212 : tensor<64xf32>) outs(%e1213 : tensor<64xf32>) {
  ^bb0(%a1214: f32, %o1215: f32):
    %b1216 = arith.divf %a1214, %c1 : f32
    linalg.yield %b1216 : f32
  } -> tensor<64xf32>
  %e1221 = tensor.empty() : tensor<8x64x64x512xf32>
  %g1234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1175, %g1192, %g1217, %decoder1_double_conv_1_weight, %decoder1_double_conv_1_bias : tensor<8x64x64x512xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e1221 : tensor<8x64x64x512xf32>) {
  ^bb0(%a1222: f32, %a1223: f32, %a1224: f32, %a1225: f32, %a1226: f32, %o1227: f32):
    %b1228 = arith.addf %a1224, %c2 : f32
    %b1229 = math.sqrt %b1228 : f32
    %b1230 = arith.subf %a1222, %a1223 : f32
    %b1231 = arith.divf %b1230, %b1229 : f32
    %b1232 = arith.mulf %b1231, %a1225 : f32
    %b1233 = arith.addf %b1232, %a1226 : f32
    linalg.yield %b1233 : f32
  } -> tensor<8x64x64x512xf32>
  %e1235 = tensor.empty() : tensor<8x64x64x512xf32>
  %sm1236 = linalg.softmax dimension(3) ins(%g1234 : tensor<8x64x64x512xf32>) outs(%e1235 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e1237 = tensor.empty() : tensor<8x64x66x514xf32>
  %f1238 = linalg.fill ins(%c0 : f32) outs(%e1237 : tensor<8x64x66x514xf32>) -> tensor<8x64x66x514xf32>
  %g1241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sm1236 : tensor<8x64x64x512xf32>) outs(%f1238 : tensor<8x64x66x514xf32>) {
  ^bb0(%a1239: f32, %o1240: f32):
    linalg.yield %a1239 : f32
  } -> tensor<8x64x66x514xf32>
  %e1242 = tensor.empty() : tensor<8x64x64x512xf32>
  %f1243 = linalg.fill ins(%c0 : f32) outs(%e1242 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %conv1244 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1241, %decoder1_double_conv_3_weight : tensor<8x64x66x514xf32>, tensor<64x64x3x3xf32>) outs(%f1243 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e1246 = tensor.empty() : tensor<8x64x64x512xf32>
  %g1251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1244, %decoder1_double_conv_3_bias : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e1246 : tensor<8x64x64x512xf32>) {
  ^bb0(%a1247: f32, %a1248: f32, %o1249: f32):
    %b1250 = arith.addf %a1247, %a1248 : f32
    linalg.yield %b1250 : f32
  } -> tensor<8x64x64x512xf32>
  %e1252 = tensor.empty() : tensor<8x64x64xf32>
  %f1253 = linalg.fill ins(%c0 : f32) outs(%e1252 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g1257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g1251 : tensor<8x64x64x512xf32>) outs(%f1253 : tensor<8x64x64xf32>) {
  ^bb0(%a1254: f32, %o1255: f32):
    %b1256 = arith.addf %a1254, %o1255 : f32
    linalg.yield %b1256 : f32
  } -> tensor<8x64x64xf32>
  %e1258 = tensor.empty() : tensor<64xf32>
  %f1259 = linalg.fill ins(%c0 : f32) outs(%e1258 : tensor<64xf32>) -> tensor<64xf32>
  %g1263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g1257 : tensor<8x64x64xf32>) outs(%f1259 : tensor<64xf32>) {
  ^bb0(%a1260: f32, %o1261: f32):
    %b1262 = arith.addf %a1260, %o1261 : f32
    linalg.yield %b1262 : f32
  } -> tensor<64xf32>
  %e1264 = tensor.empty() : tensor<64xf32>
  %g1268 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1263 : tensor<64xf32>) outs(%e1264 : tensor<64xf32>) {
  ^bb0(%a1265: f32, %o1266: f32):
    %b1267 = arith.divf %a1265, %c1 : f32
    linalg.yield %b1267 : f32
  } -> tensor<64xf32>
  %e1270 = tensor.empty() : tensor<8x64x64x512xf32>
  %g1276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1251, %g1268 : tensor<8x64x64x512xf32>, tensor<64xf32>) outs(%e1270 : tensor<8x64x64x512xf32>) {
  ^bb0(%a1271: f32, %a1272: f32, %o1273: f32):
    %b1274 = arith.subf %a1271, %a1272 : f32
    %b1275 = arith.mulf %b1274, %b1274 : f32
    linalg.yield %b1275 : f32
  } -> tensor<8x64x64x512xf32>
  %e1277 = tensor.empty() : tensor<8x64x64xf32>
  %f1278 = linalg.fill ins(%c0 : f32) outs(%e1277 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %g1282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g1276 : tensor<8x64x64x512xf32>) outs(%f1278 : tensor<8x64x64xf32>) {
  ^bb0(%a1279: f32, %o1280: f32):
    %b1281 = arith.addf %a1279, %o1280 : f32
    linalg.yield %b1281 : f32
  } -> tensor<8x64x64xf32>
  %e1283 = tensor.empty() : tensor<64xf32>
  %f1284 = linalg.fill ins(%c0 : f32) outs(%e1283 : tensor<64xf32>) -> tensor<64xf32>
  %g1288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g1282 : tensor<8x64x64xf32>) outs(%f1284 : tensor<64xf32>) {
  ^bb0(%a1285: f32, %o1286: f32):
    %b1287 = arith.addf %a1285, %o1286 : f32
    linalg.yield %b1287 : f32
  } -> tensor<64xf32>
  %e1289 = tensor.empty() : tensor<64xf32>
  %g1293 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1288 : tensor<64xf32>) outs(%e1289 : tensor<64xf32>) {
  ^bb0(%a1290: f32, %o1291: f32):
    %b1292 = arith.divf %a1290, %c1 : f32
    linalg.yield %b1292 : f32
  } -> tensor<64xf32>
  %e1297 = tensor.empty() : tensor<8x64x64x512xf32>
  %g1310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1251, %g1268, %g1293, %decoder1_double_conv_4_weight, %decoder1_double_conv_4_bias : tensor<8x64x64x512xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e1297 : tensor<8x64x64x512xf32>) {
  ^bb0(%a1298: f32, %a1299: f32, %a1300: f32, %a1301: f32, %a1302: f32, %o1303: f32):
    %b1304 = arith.addf %a1300, %c2 : f32
    %b1305 = math.sqrt %b1304 : f32
    %b1306 = arith.subf %a1298, %a1299 : f32
    %b1307 = arith.divf %b1306, %b1305 : f32
    %b1308 = arith.mulf %b1307, %a1301 : f32
    %b1309 = arith.addf %b1308, %a1302 : f32
    linalg.yield %b1309 : f32
  } -> tensor<8x64x64x512xf32>
  %e1311 = tensor.empty() : tensor<8x64x64x512xf32>
  %sm1312 = linalg.softmax dimension(3) ins(%g1310 : tensor<8x64x64x512xf32>) outs(%e1311 : tensor<8x64x64x512xf32>) -> tensor<8x64x64x512xf32>
  %e1313 = tensor.empty() : tensor<8x4x64x512xf32>
  %f1314 = linalg.fill ins(%c0 : f32) outs(%e1313 : tensor<8x4x64x512xf32>) -> tensor<8x4x64x512xf32>
  %conv1315 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%sm1312, %final_conv_weight : tensor<8x64x64x512xf32>, tensor<4x64x1x1xf32>) outs(%f1314 : tensor<8x4x64x512xf32>) -> tensor<8x4x64x512xf32>
  %e1317 = tensor.empty() : tensor<8x4x64x512xf32>
  %g1322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1315, %final_conv_bias : tensor<8x4x64x512xf32>, tensor<4xf32>) outs(%e1317 : tensor<8x4x64x512xf32>) {
  ^bb0(%a1318: f32, %a1319: f32, %o1320: f32):
    %b1321 = arith.addf %a1318, %a1319 : f32
    linalg.yield %b1321 : f32
  } -> tensor<8x4x64x512xf32>
  return %g1322 : tensor<8x4x64x512xf32>
}
