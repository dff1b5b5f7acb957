// Imported by htam-import from 19_MobileNetV1.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), model_0_0_weight 32x3x3x3 (parameter:model.0.0.weight), model_0_1_weight 32 (parameter:model.0.1.weight), model_0_1_bias 32 (parameter:model.0.1.bias), model_1_0_weight 32x1x3x3 (parameter:model.1.0.weight), model_1_1_weight 32 (parameter:model.1.1.weight), model_1_1_bias 32 (parameter:model.1.1.bias), model_1_3_weight 64x32x1x1 (parameter:model.1.3.weight), model_1_4_weight 64 (parameter:model.1.4.weight), model_1_4_bias 64 (parameter:model.1.4.bias), model_2_0_weight 64x1x3x3 (parameter:model.2.0.weight), model_2_1_weight 64 (parameter:model.2.1.weight), model_2_1_bias 64 (parameter:model.2.1.bias), model_2_3_weight 128x64x1x1 (parameter:model.2.3.weight), model_2_4_weight 128 (parameter:model.2.4.weight), model_2_4_bias 128 (parameter:model.2.4.bias), model_3_0_weight 128x1x3x3 (parameter:model.3.0.weight), model_3_1_weight 128 (parameter:model.3.1.weight), model_3_1_bias 128 (parameter:model.3.1.bias), model_3_3_weight 128x128x1x1 (parameter:model.3.3.weight), model_3_4_weight 128 (parameter:model.3.4.weight), model_3_4_bias 128 (parameter:model.3.4.bias), model_4_0_weight 128x1x3x3 (parameter:model.4.0.weight), model_4_1_weight 128 (parameter:model.4.1.weight), model_4_1_bias 128 (parameter:model.4.1.bias), model_4_3_weight 256x128x1x1 (parameter:model.4.3.weight), model_4_4_weight 256 (parameter:model.4.4.weight), model_4_4_bias 256 (parameter:model.4.4.bias), model_5_0_weight 256x1x3x3 (parameter:model.5.0.weight), model_5_1_weight 256 (parameter:model.5.1.weight), model_5_1_bias 256 (parameter:model.5.1.bias), model_5_3_weight 256x256x1x1 (parameter:model.5.3.weight), model_5_4_weight 256 (parameter:model.5.4.weight), model_5_4_bias 256 (parameter:model.5.4.bias), model_6_0_weight 256x1x3x3 (parameter:model.6.0.weight), model_6_1_weight 256 (parameter:model.6.1.weight), model_6_1_bias 256 (parameter:model.6.1.bias), model_6_3_weight 512x256x1x1 (parameter:model.6.3.weight), model_6_4_weight 512 (parameter:model.6.4.weight), model_6_4_bias 512 (parameter:model.6.4.bias), model_7_0_weight 512x1x3x3 (parameter:model.7.0.weight), model_7_1_weight 512 (parameter:model.7.1.weight), model_7_1_bias 512 (parameter:model.7.1.bias), model_7_3_weight 512x512x1x1 (parameter:model.7.3.weight), model_7_4_weight 512 (parameter:model.7.4.weight), model_7_4_bias 512 (parameter:model.7.4.bias), model_8_0_weight 512x1x3x3 (parameter:model.8.0.weight), model_8_1_weight 512 (parameter:model.8.1.weight), model_8_1_bias 512 (parameter:model.8.1.bias), model_8_3_weight 512x512x1x1 (parameter:model.8.3.weight), model_8_4_weight 512 (parameter:model.8.4.weight), model_8_4_bias 512 (parameter:model.8.4.bias), model_9_0_weight 512x1x3x3 (parameter:model.9.0.weight), model_9_1_weight 512 (parameter:model.9.1.weight), model_9_1_bias 512 (parameter:model.9.1.bias), model_9_3_weight 512x512x1x1 (parameter:model.9.3.weight), model_9_4_weight 512 (parameter:model.9.4.weight), model_9_4_bias 512 (parameter:model.9.4.bias), model_10_0_weight 512x1x3x3 (parameter:model.10.0.weight), model_10_1_weight 512 (parameter:model.10.1.weight), model_10_1_bias 512 (parameter:model.10.1.bias), model_10_3_weight 512x512x1x1 (parameter:model.10.3.weight), model_10_4_weight 512 (parameter:model.10.4.weight), model_10_4_bias 512 (parameter:model.10.4.bias), model_11_0_weight 512x1x3x3 (parameter:model.11.0.weight), model_11_1_weight 512 (parameter:model.11.1.weight), model_11_1_bias 512 (parameter:model.11.1.bias), model_11_3_weight 512x512x1x1 (parameter:model.11.3.weight), model_11_4_weight 512 (parameter:model.11.4.weight), model_11_4_bias 512 (parameter:model.11.4.bias), model_12_0_weight 512x1x3x3 (parameter:model.12.0.weight), model_12_1_weight 512 (parameter:model.12.1.weight), model_12_1_bias 512 (parameter:model.12.1.bias), model_12_3_weight 1024x512x1x1 (parameter:model.12.3.weight), model_12_4_weight 1024 (parameter:model.12.4.weight), model_12_4_bias 1024 (parameter:model.12.4.bias), model_13_0_weight 1024x1x3x3 (parameter:model.13.0.weight), model_13_1_weight 1024 (parameter:model.13.1.weight), model_13_1_bias 1024 (parameter:model.13.1.bias), model_13_3_weight 1024x1024x1x1 (parameter:model.13.3.weight), model_13_4_weight 1024 (parameter:model.13.4.weight), model_13_4_bias 1024 (parameter:model.13.4.bias), fc_weight 1000x1024 (parameter:fc.weight), fc_bias 1000 (parameter:fc.bias)
func.func @l3_19_mobilenetv1(
    %x: tensor<10x3x224x224xf32>,
    %model_0_0_weight: tensor<32x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %model_0_1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_0_1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_1_0_weight: tensor<32x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_1_1_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_1_1_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_1_3_weight: tensor<64x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"},
    %model_1_4_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_1_4_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_2_0_weight: tensor<64x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_2_1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_2_1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_2_3_weight: tensor<128x64x1x1xf32> {htam.init = "uniform(-0.125..0.125)"},
    %model_2_4_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_2_4_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_3_0_weight: tensor<128x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_3_1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_3_1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_3_3_weight: tensor<128x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %model_3_4_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_3_4_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_4_0_weight: tensor<128x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_4_1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_4_1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_4_3_weight: tensor<256x128x1x1xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %model_4_4_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_4_4_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_5_0_weight: tensor<256x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_5_1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_5_1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_5_3_weight: tensor<256x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %model_5_4_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_5_4_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_6_0_weight: tensor<256x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_6_1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_6_1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_6_3_weight: tensor<512x256x1x1xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %model_6_4_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_6_4_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_7_0_weight: tensor<512x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_7_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_7_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_7_3_weight: tensor<512x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %model_7_4_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_7_4_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_8_0_weight: tensor<512x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_8_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_8_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_8_3_weight: tensor<512x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %model_8_4_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_8_4_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_9_0_weight: tensor<512x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_9_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_9_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_9_3_weight: tensor<512x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %model_9_4_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_9_4_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_10_0_weight: tensor<512x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_10_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_10_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_10_3_weight: tensor<512x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %model_10_4_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_10_4_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_11_0_weight: tensor<512x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_11_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_11_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_11_3_weight: tensor<512x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %model_11_4_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_11_4_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_12_0_weight: tensor<512x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_12_1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_12_1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_12_3_weight: tensor<1024x512x1x1xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %model_12_4_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_12_4_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_13_0_weight: tensor<1024x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %model_13_1_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_13_1_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %model_13_3_weight: tensor<1024x1024x1x1xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %model_13_4_weight: tensor<1024xf32> {htam.init = "uniform(0.5..1.5)"},
    %model_13_4_bias: tensor<1024xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_weight: tensor<1000x1024xf32> {htam.init = "uniform(-0.03125..0.03125)"},
    %fc_bias: tensor<1000xf32> {htam.init = "uniform(-0.03125..0.03125)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.2544e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 3.136e+04 : f32
  %c4 = arith.constant 7.84e+03 : f32
  %c5 = arith.constant 1.96e+03 : f32
  %c6 = arith.constant 4.9e+02 : f32
  %c7 = arith.constant 49.0 : f32
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
      ins(%g5, %model_0_0_weight : tensor<10x3x226x226xf32>, tensor<32x3x3x3xf32>) outs(%f7 : tensor<10x32x112x112xf32>) -> tensor<10x32x112x112xf32>
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
      ins(%conv8, %g25, %g50, %model_0_1_weight, %model_0_1_bias : tensor<10x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e54 : tensor<10x32x112x112xf32>) {
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
  %r78 = tensor.expand_shape %model_1_0_weight [[0], [1], [2, 3], [4]] output_shape [32, 1, 1, 3, 3] : tensor<32x1x3x3xf32> into tensor<32x1x1x3x3xf32>
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
      ins(%r88, %g105, %g130, %model_1_1_weight, %model_1_1_bias : tensor<10x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e134 : tensor<10x32x112x112xf32>) {
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
  %g152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g147 : tensor<10x32x112x112xf32>) outs(%e148 : tensor<10x32x112x112xf32>) {
  ^bb0(%a149: f32, %o150: f32):
    %b151 = arith.maximumf %a149, %c0 : f32
    linalg.yield %b151 : f32
  } -> tensor<10x32x112x112xf32>
  %e153 = tensor.empty() : tensor<10x64x112x112xf32>
  %f154 = linalg.fill ins(%c0 : f32) outs(%e153 : tensor<10x64x112x112xf32>) -> tensor<10x64x112x112xf32>
  %conv155 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g152, %model_1_3_weight : tensor<10x32x112x112xf32>, tensor<64x32x1x1xf32>) outs(%f154 : tensor<10x64x112x112xf32>) -> tensor<10x64x112x112xf32>
  %e156 = tensor.empty() : tensor<10x64x112xf32>
  %f157 = linalg.fill ins(%c0 : f32) outs(%e156 : tensor<10x64x112xf32>) -> tensor<10x64x112xf32>
  %g161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv155 : tensor<10x64x112x112xf32>) outs(%f157 : tensor<10x64x112xf32>) {
  ^bb0(%a158: f32, %o159: f32):
    %b160 = arith.addf %a158, %o159 : f32
    linalg.yield %b160 : f32
  } -> tensor<10x64x112xf32>
  %e162 = tensor.empty() : tensor<64xf32>
  %f163 = linalg.fill ins(%c0 : f32) outs(%e162 : tensor<64xf32>) -> tensor<64xf32>
  %g167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g161 : tensor<10x64x112xf32>) outs(%f163 : tensor<64xf32>) {
  ^bb0(%a164: f32, %o165: f32):
    %b166 = arith.addf %a164, %o165 : f32
    linalg.yield %b166 : f32
  } -> tensor<64xf32>
  %e168 = tensor.empty() : tensor<64xf32>
  %g172 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g167 : tensor<64xf32>) outs(%e168 : tensor<64xf32>) {
  ^bb0(%a169: f32, %o170: f32):
    %b171 = arith.divf %a169, %c1 : f32
    linalg.yield %b171 : f32
  } -> tensor<64xf32>
  %e174 = tensor.empty() : tensor<10x64x112x112xf32>
  %g180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv155, %g172 : tensor<10x64x112x112xf32>, tensor<64xf32>) outs(%e174 : tensor<10x64x112x112xf32>) {
  ^bb0(%a175: f32, %a176: f32, %o177: f32):
    %b178 = arith.subf %a175, %a176 : f32
    %b179 = arith.mulf %b178, %b178 : f32
    linalg.yield %b179 : f32
  } -> tensor<10x64x112x112xf32>
  %e181 = tensor.empty() : tensor<10x64x112xf32>
  %f182 = linalg.fill ins(%c0 : f32) outs(%e181 : tensor<10x64x112xf32>) -> tensor<10x64x112xf32>
  %g186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g180 : tensor<10x64x112x112xf32>) outs(%f182 : tensor<10x64x112xf32>) {
  ^bb0(%a183: f32, %o184: f32):
    %b185 = arith.addf %a183, %o184 : f32
    linalg.yield %b185 : f32
  } -> tensor<10x64x112xf32>
  %e187 = tensor.empty() : tensor<64xf32>
  %f188 = linalg.fill ins(%c0 : f32) outs(%e187 : tensor<64xf32>) -> tensor<64xf32>
  %g192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g186 : tensor<10x64x112xf32>) outs(%f188 : tensor<64xf32>) {
  ^bb0(%a189: f32, %o190: f32):
    %b191 = arith.addf %a189, %o190 : f32
    linalg.yield %b191 : f32
  } -> tensor<64xf32>
  %e193 = tensor.empty() : tensor<64xf32>
  %g197 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g192 : tensor<64xf32>) outs(%e193 : tensor<64xf32>) {
  ^bb0(%a194: f32, %o195: f32):
    %b196 = arith.divf %a194, %c1 : f32
    linalg.yield %b196 : f32
  } -> tensor<64xf32>
  %e201 = tensor.empty() : tensor<10x64x112x112xf32>
  %g214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv155, %g172, %g197, %model_1_4_weight, %model_1_4_bias : tensor<10x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e201 : tensor<10x64x112x112xf32>) {
  ^bb0(%a202: f32, %a203: f32, %a204: f32, %a205: f32, %a206: f32, %o207: f32):
    %b208 = arith.addf %a204, %c2 : f32
    %b209 = math.sqrt %b208 : f32
    %b210 = arith.subf %a202, %a203 : f32
    %b211 = arith.divf %b210, %b209 : f32
    %b212 = arith.mulf %b211, %a205 : f32
    %b213 = arith.addf %b212, %a206 : f32
    linalg.yield %b213 : f32
  } -> tensor<10x64x112x112xf32>
  %e215 = tensor.empty() : tensor<10x64x112x112xf32>
  %g219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g214 : tensor<10x64x112x112xf32>) outs(%e215 : tensor<10x64x112x112xf32>) {
  ^bb0(%a216: f32, %o217: f32):
    %b218 = arith.maximumf %a216, %c0 : f32
    linalg.yield %b218 : f32
  } -> tensor<10x64x112x112xf32>
  %e220 = tensor.empty() : tensor<10x64x114x114xf32>
  %f221 = linalg.fill ins(%c0 : f32) outs(%e220 : tensor<10x64x114x114xf32>) -> tensor<10x64x114x114xf32>
  %g224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g219 : tensor<10x64x112x112xf32>) outs(%f221 : tensor<10x64x114x114xf32>) {
  ^bb0(%a222: f32, %o223: f32):
    linalg.yield %a222 : f32
  } -> tensor<10x64x114x114xf32>
  %r225 = tensor.expand_shape %model_2_0_weight [[0], [1], [2, 3], [4]] output_shape [64, 1, 1, 3, 3] : tensor<64x1x3x3xf32> into tensor<64x1x1x3x3xf32>
  %r226 = tensor.expand_shape %g224 [[0], [1], [2, 3], [4]] output_shape [10, 64, 1, 114, 114] : tensor<10x64x114x114xf32> into tensor<10x64x1x114x114xf32>
  %e227 = tensor.empty() : tensor<10x64x1x56x56xf32>
  %f228 = linalg.fill ins(%c0 : f32) outs(%e227 : tensor<10x64x1x56x56xf32>) -> tensor<10x64x1x56x56xf32>
  %g234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r226, %r225 : tensor<10x64x1x114x114xf32>, tensor<64x1x1x3x3xf32>) outs(%f228 : tensor<10x64x1x56x56xf32>) {
  ^bb0(%a229: f32, %a230: f32, %o231: f32):
    %b232 = arith.mulf %a229, %a230 : f32
    %b233 = arith.addf %o231, %b232 : f32
    linalg.yield %b233 : f32
  } -> tensor<10x64x1x56x56xf32>
  %r235 = tensor.collapse_shape %g234 [[0], [1], [2, 3], [4]] : tensor<10x64x1x56x56xf32> into tensor<10x64x56x56xf32>
  %e236 = tensor.empty() : tensor<64xf32>
  %f237 = linalg.fill ins(%c0 : f32) outs(%e236 : tensor<64xf32>) -> tensor<64xf32>
  %g241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r235 : tensor<10x64x56x56xf32>) outs(%f237 : tensor<64xf32>) {
  ^bb0(%a238: f32, %o239: f32):
    %b240 = arith.addf %a238, %o239 : f32
    linalg.yield %b240 : f32
  } -> tensor<64xf32>
  %e242 = tensor.empty() : tensor<64xf32>
  %g246 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g241 : tensor<64xf32>) outs(%e242 : tensor<64xf32>) {
  ^bb0(%a243: f32, %o244: f32):
    %b245 = arith.divf %a243, %c3 : f32
    linalg.yield %b245 : f32
  } -> tensor<64xf32>
  %e248 = tensor.empty() : tensor<10x64x56x56xf32>
  %g254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r235, %g246 : tensor<10x64x56x56xf32>, tensor<64xf32>) outs(%e248 : tensor<10x64x56x56xf32>) {
  ^bb0(%a249: f32, %a250: f32, %o251: f32):
    %b252 = arith.subf %a249, %a250 : f32
    %b253 = arith.mulf %b252, %b252 : f32
    linalg.yield %b253 : f32
  } -> tensor<10x64x56x56xf32>
  %e255 = tensor.empty() : tensor<64xf32>
  %f256 = linalg.fill ins(%c0 : f32) outs(%e255 : tensor<64xf32>) -> tensor<64xf32>
  %g260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g254 : tensor<10x64x56x56xf32>) outs(%f256 : tensor<64xf32>) {
  ^bb0(%a257: f32, %o258: f32):
    %b259 = arith.addf %a257, %o258 : f32
    linalg.yield %b259 : f32
  } -> tensor<64xf32>
  %e261 = tensor.empty() : tensor<64xf32>
  %g265 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g260 : tensor<64xf32>) outs(%e261 : tensor<64xf32>) {
  ^bb0(%a262: f32, %o263: f32):
    %b264 = arith.divf %a262, %c3 : f32
    linalg.yield %b264 : f32
  } -> tensor<64xf32>
  %e269 = tensor.empty() : tensor<10x64x56x56xf32>
  %g282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r235, %g246, %g265, %model_2_1_weight, %model_2_1_bias : tensor<10x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e269 : tensor<10x64x56x56xf32>) {
  ^bb0(%a270: f32, %a271: f32, %a272: f32, %a273: f32, %a274: f32, %o275: f32):
    %b276 = arith.addf %a272, %c2 : f32
    %b277 = math.sqrt %b276 : f32
    %b278 = arith.subf %a270, %a271 : f32
    %b279 = arith.divf %b278, %b277 : f32
    %b280 = arith.mulf %b279, %a273 : f32
    %b281 = arith.addf %b280, %a274 : f32
    linalg.yield %b281 : f32
  } -> tensor<10x64x56x56xf32>
  %e283 = tensor.empty() : tensor<10x64x56x56xf32>
  %g287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g282 : tensor<10x64x56x56xf32>) outs(%e283 : tensor<10x64x56x56xf32>) {
  ^bb0(%a284: f32, %o285: f32):
    %b286 = arith.maximumf %a284, %c0 : f32
    linalg.yield %b286 : f32
  } -> tensor<10x64x56x56xf32>
  %e288 = tensor.empty() : tensor<10x128x56x56xf32>
  %f289 = linalg.fill ins(%c0 : f32) outs(%e288 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %conv290 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g287, %model_2_3_weight : tensor<10x64x56x56xf32>, tensor<128x64x1x1xf32>) outs(%f289 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %e291 = tensor.empty() : tensor<128xf32>
  %f292 = linalg.fill ins(%c0 : f32) outs(%e291 : tensor<128xf32>) -> tensor<128xf32>
  %g296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv290 : tensor<10x128x56x56xf32>) outs(%f292 : tensor<128xf32>) {
  ^bb0(%a293: f32, %o294: f32):
    %b295 = arith.addf %a293, %o294 : f32
    linalg.yield %b295 : f32
  } -> tensor<128xf32>
  %e297 = tensor.empty() : tensor<128xf32>
  %g301 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g296 : tensor<128xf32>) outs(%e297 : tensor<128xf32>) {
  ^bb0(%a298: f32, %o299: f32):
    %b300 = arith.divf %a298, %c3 : f32
    linalg.yield %b300 : f32
  } -> tensor<128xf32>
  %e303 = tensor.empty() : tensor<10x128x56x56xf32>
  %g309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv290, %g301 : tensor<10x128x56x56xf32>, tensor<128xf32>) outs(%e303 : tensor<10x128x56x56xf32>) {
  ^bb0(%a304: f32, %a305: f32, %o306: f32):
    %b307 = arith.subf %a304, %a305 : f32
    %b308 = arith.mulf %b307, %b307 : f32
    linalg.yield %b308 : f32
  } -> tensor<10x128x56x56xf32>
  %e310 = tensor.empty() : tensor<128xf32>
  %f311 = linalg.fill ins(%c0 : f32) outs(%e310 : tensor<128xf32>) -> tensor<128xf32>
  %g315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g309 : tensor<10x128x56x56xf32>) outs(%f311 : tensor<128xf32>) {
  ^bb0(%a312: f32, %o313: f32):
    %b314 = arith.addf %a312, %o313 : f32
    linalg.yield %b314 : f32
  } -> tensor<128xf32>
  %e316 = tensor.empty() : tensor<128xf32>
  %g320 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g315 : tensor<128xf32>) outs(%e316 : tensor<128xf32>) {
  ^bb0(%a317: f32, %o318: f32):
    %b319 = arith.divf %a317, %c3 : f32
    linalg.yield %b319 : f32
  } -> tensor<128xf32>
  %e324 = tensor.empty() : tensor<10x128x56x56xf32>
  %g337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv290, %g301, %g320, %model_2_4_weight, %model_2_4_bias : tensor<10x128x56x56xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e324 : tensor<10x128x56x56xf32>) {
  ^bb0(%a325: f32, %a326: f32, %a327: f32, %a328: f32, %a329: f32, %o330: f32):
    %b331 = arith.addf %a327, %c2 : f32
    %b332 = math.sqrt %b331 : f32
    %b333 = arith.subf %a325, %a326 : f32
    %b334 = arith.divf %b333, %b332 : f32
    %b335 = arith.mulf %b334, %a328 : f32
    %b336 = arith.addf %b335, %a329 : f32
    linalg.yield %b336 : f32
  } -> tensor<10x128x56x56xf32>
  %e338 = tensor.empty() : tensor<10x128x56x56xf32>
  %g342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g337 : tensor<10x128x56x56xf32>) outs(%e338 : tensor<10x128x56x56xf32>) {
  ^bb0(%a339: f32, %o340: f32):
    %b341 = arith.maximumf %a339, %c0 : f32
    linalg.yield %b341 : f32
  } -> tensor<10x128x56x56xf32>
  %e343 = tensor.empty() : tensor<10x128x58x58xf32>
  %f344 = linalg.fill ins(%c0 : f32) outs(%e343 : tensor<10x128x58x58xf32>) -> tensor<10x128x58x58xf32>
  %g347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g342 : tensor<10x128x56x56xf32>) outs(%f344 : tensor<10x128x58x58xf32>) {
  ^bb0(%a345: f32, %o346: f32):
    linalg.yield %a345 : f32
  } -> tensor<10x128x58x58xf32>
  %r348 = tensor.expand_shape %model_3_0_weight [[0], [1], [2, 3], [4]] output_shape [128, 1, 1, 3, 3] : tensor<128x1x3x3xf32> into tensor<128x1x1x3x3xf32>
  %r349 = tensor.expand_shape %g347 [[0], [1], [2, 3], [4]] output_shape [10, 128, 1, 58, 58] : tensor<10x128x58x58xf32> into tensor<10x128x1x58x58xf32>
  %e350 = tensor.empty() : tensor<10x128x1x56x56xf32>
  %f351 = linalg.fill ins(%c0 : f32) outs(%e350 : tensor<10x128x1x56x56xf32>) -> tensor<10x128x1x56x56xf32>
  %g357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r349, %r348 : tensor<10x128x1x58x58xf32>, tensor<128x1x1x3x3xf32>) outs(%f351 : tensor<10x128x1x56x56xf32>) {
  ^bb0(%a352: f32, %a353: f32, %o354: f32):
    %b355 = arith.mulf %a352, %a353 : f32
    %b356 = arith.addf %o354, %b355 : f32
    linalg.yield %b356 : f32
  } -> tensor<10x128x1x56x56xf32>
  %r358 = tensor.collapse_shape %g357 [[0], [1], [2, 3], [4]] : tensor<10x128x1x56x56xf32> into tensor<10x128x56x56xf32>
  %e359 = tensor.empty() : tensor<128xf32>
  %f360 = linalg.fill ins(%c0 : f32) outs(%e359 : tensor<128xf32>) -> tensor<128xf32>
  %g364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r358 : tensor<10x128x56x56xf32>) outs(%f360 : tensor<128xf32>) {
  ^bb0(%a361: f32, %o362: f32):
    %b363 = arith.addf %a361, %o362 : f32
    linalg.yield %b363 : f32
  } -> tensor<128xf32>
  %e365 = tensor.empty() : tensor<128xf32>
  %g369 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g364 : tensor<128xf32>) outs(%e365 : tensor<128xf32>) {
  ^bb0(%a366: f32, %o367: f32):
    %b368 = arith.divf %a366, %c3 : f32
    linalg.yield %b368 : f32
  } -> tensor<128xf32>
  %e371 = tensor.empty() : tensor<10x128x56x56xf32>
  %g377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r358, %g369 : tensor<10x128x56x56xf32>, tensor<128xf32>) outs(%e371 : tensor<10x128x56x56xf32>) {
  ^bb0(%a372: f32, %a373: f32, %o374: f32):
    %b375 = arith.subf %a372, %a373 : f32
    %b376 = arith.mulf %b375, %b375 : f32
    linalg.yield %b376 : f32
  } -> tensor<10x128x56x56xf32>
  %e378 = tensor.empty() : tensor<128xf32>
  %f379 = linalg.fill ins(%c0 : f32) outs(%e378 : tensor<128xf32>) -> tensor<128xf32>
  %g383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g377 : tensor<10x128x56x56xf32>) outs(%f379 : tensor<128xf32>) {
  ^bb0(%a380: f32, %o381: f32):
    %b382 = arith.addf %a380, %o381 : f32
    linalg.yield %b382 : f32
  } -> tensor<128xf32>
  %e384 = tensor.empty() : tensor<128xf32>
  %g388 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g383 : tensor<128xf32>) outs(%e384 : tensor<128xf32>) {
  ^bb0(%a385: f32, %o386: f32):
    %b387 = arith.divf %a385, %c3 : f32
    linalg.yield %b387 : f32
  } -> tensor<128xf32>
  %e392 = tensor.empty() : tensor<10x128x56x56xf32>
  %g405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r358, %g369, %g388, %model_3_1_weight, %model_3_1_bias : tensor<10x128x56x56xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e392 : tensor<10x128x56x56xf32>) {
  ^bb0(%a393: f32, %a394: f32, %a395: f32, %a396: f32, %a397: f32, %o398: f32):
    %b399 = arith.addf %a395, %c2 : f32
    %b400 = math.sqrt %b399 : f32
    %b401 = arith.subf %a393, %a394 : f32
    %b402 = arith.divf %b401, %b400 : f32
    %b403 = arith.mulf %b402, %a396 : f32
    %b404 = arith.addf %b403, %a397 : f32
    linalg.yield %b404 : f32
  } -> tensor<10x128x56x56xf32>
  %e406 = tensor.empty() : tensor<10x128x56x56xf32>
  %g410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g405 : tensor<10x128x56x56xf32>) outs(%e406 : tensor<10x128x56x56xf32>) {
  ^bb0(%a407: f32, %o408: f32):
    %b409 = arith.maximumf %a407, %c0 : f32
    linalg.yield %b409 : f32
  } -> tensor<10x128x56x56xf32>
  %e411 = tensor.empty() : tensor<10x128x56x56xf32>
  %f412 = linalg.fill ins(%c0 : f32) outs(%e411 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %conv413 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g410, %model_3_3_weight : tensor<10x128x56x56xf32>, tensor<128x128x1x1xf32>) outs(%f412 : tensor<10x128x56x56xf32>) -> tensor<10x128x56x56xf32>
  %e414 = tensor.empty() : tensor<128xf32>
  %f415 = linalg.fill ins(%c0 : f32) outs(%e414 : tensor<128xf32>) -> tensor<128xf32>
  %g419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv413 : tensor<10x128x56x56xf32>) outs(%f415 : tensor<128xf32>) {
  ^bb0(%a416: f32, %o417: f32):
    %b418 = arith.addf %a416, %o417 : f32
    linalg.yield %b418 : f32
  } -> tensor<128xf32>
  %e420 = tensor.empty() : tensor<128xf32>
  %g424 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g419 : tensor<128xf32>) outs(%e420 : tensor<128xf32>) {
  ^bb0(%a421: f32, %o422: f32):
    %b423 = arith.divf %a421, %c3 : f32
    linalg.yield %b423 : f32
  } -> tensor<128xf32>
  %e426 = tensor.empty() : tensor<10x128x56x56xf32>
  %g432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv413, %g424 : tensor<10x128x56x56xf32>, tensor<128xf32>) outs(%e426 : tensor<10x128x56x56xf32>) {
  ^bb0(%a427: f32, %a428: f32, %o429: f32):
    %b430 = arith.subf %a427, %a428 : f32
    %b431 = arith.mulf %b430, %b430 : f32
    linalg.yield %b431 : f32
  } -> tensor<10x128x56x56xf32>
  %e433 = tensor.empty() : tensor<128xf32>
  %f434 = linalg.fill ins(%c0 : f32) outs(%e433 : tensor<128xf32>) -> tensor<128xf32>
  %g438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g432 : tensor<10x128x56x56xf32>) outs(%f434 : tensor<128xf32>) {
  ^bb0(%a435: f32, %o436: f32):
    %b437 = arith.addf %a435, %o436 : f32
    linalg.yield %b437 : f32
  } -> tensor<128xf32>
  %e439 = tensor.empty() : tensor<128xf32>
  %g443 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g438 : tensor<128xf32>) outs(%e439 : tensor<128xf32>) {
  ^bb0(%a440: f32, %o441: f32):
    %b442 = arith.divf %a440, %c3 : f32
    linalg.yield %b442 : f32
  } -> tensor<128xf32>
  %e447 = tensor.empty() : tensor<10x128x56x56xf32>
  %g460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv413, %g424, %g443, %model_3_4_weight, %model_3_4_bias : tensor<10x128x56x56xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e447 : tensor<10x128x56x56xf32>) {
  ^bb0(%a448: f32, %a449: f32, %a450: f32, %a451: f32, %a452: f32, %o453: f32):
    %b454 = arith.addf %a450, %c2 : f32
    %b455 = math.sqrt %b454 : f32
    %b456 = arith.subf %a448, %a449 : f32
    %b457 = arith.divf %b456, %b455 : f32
    %b458 = arith.mulf %b457, %a451 : f32
    %b459 = arith.addf %b458, %a452 : f32
    linalg.yield %b459 : f32
  } -> tensor<10x128x56x56xf32>
  %e461 = tensor.empty() : tensor<10x128x56x56xf32>
  %g465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g460 : tensor<10x128x56x56xf32>) outs(%e461 : tensor<10x128x56x56xf32>) {
  ^bb0(%a462: f32, %o463: f32):
    %b464 = arith.maximumf %a462, %c0 : f32
    linalg.yield %b464 : f32
  } -> tensor<10x128x56x56xf32>
  %e466 = tensor.empty() : tensor<10x128x58x58xf32>
  %f467 = linalg.fill ins(%c0 : f32) outs(%e466 : tensor<10x128x58x58xf32>) -> tensor<10x128x58x58xf32>
  %g470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g465 : tensor<10x128x56x56xf32>) outs(%f467 : tensor<10x128x58x58xf32>) {
  ^bb0(%a468: f32, %o469: f32):
    linalg.yield %a468 : f32
  } -> tensor<10x128x58x58xf32>
  %r471 = tensor.expand_shape %model_4_0_weight [[0], [1], [2, 3], [4]] output_shape [128, 1, 1, 3, 3] : tensor<128x1x3x3xf32> into tensor<128x1x1x3x3xf32>
  %r472 = tensor.expand_shape %g470 [[0], [1], [2, 3], [4]] output_shape [10, 128, 1, 58, 58] : tensor<10x128x58x58xf32> into tensor<10x128x1x58x58xf32>
  %e473 = tensor.empty() : tensor<10x128x1x28x28xf32>
  %f474 = linalg.fill ins(%c0 : f32) outs(%e473 : tensor<10x128x1x28x28xf32>) -> tensor<10x128x1x28x28xf32>
  %g480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r472, %r471 : tensor<10x128x1x58x58xf32>, tensor<128x1x1x3x3xf32>) outs(%f474 : tensor<10x128x1x28x28xf32>) {
  ^bb0(%a475: f32, %a476: f32, %o477: f32):
    %b478 = arith.mulf %a475, %a476 : f32
    %b479 = arith.addf %o477, %b478 : f32
    linalg.yield %b479 : f32
  } -> tensor<10x128x1x28x28xf32>
  %r481 = tensor.collapse_shape %g480 [[0], [1], [2, 3], [4]] : tensor<10x128x1x28x28xf32> into tensor<10x128x28x28xf32>
  %e482 = tensor.empty() : tensor<128xf32>
  %f483 = linalg.fill ins(%c0 : f32) outs(%e482 : tensor<128xf32>) -> tensor<128xf32>
  %g487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r481 : tensor<10x128x28x28xf32>) outs(%f483 : tensor<128xf32>) {
  ^bb0(%a484: f32, %o485: f32):
    %b486 = arith.addf %a484, %o485 : f32
    linalg.yield %b486 : f32
  } -> tensor<128xf32>
  %e488 = tensor.empty() : tensor<128xf32>
  %g492 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g487 : tensor<128xf32>) outs(%e488 : tensor<128xf32>) {
  ^bb0(%a489: f32, %o490: f32):
    %b491 = arith.divf %a489, %c4 : f32
    linalg.yield %b491 : f32
  } -> tensor<128xf32>
  %e494 = tensor.empty() : tensor<10x128x28x28xf32>
  %g500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r481, %g492 : tensor<10x128x28x28xf32>, tensor<128xf32>) outs(%e494 : tensor<10x128x28x28xf32>) {
  ^bb0(%a495: f32, %a496: f32, %o497: f32):
    %b498 = arith.subf %a495, %a496 : f32
    %b499 = arith.mulf %b498, %b498 : f32
    linalg.yield %b499 : f32
  } -> tensor<10x128x28x28xf32>
  %e501 = tensor.empty() : tensor<128xf32>
  %f502 = linalg.fill ins(%c0 : f32) outs(%e501 : tensor<128xf32>) -> tensor<128xf32>
  %g506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g500 : tensor<10x128x28x28xf32>) outs(%f502 : tensor<128xf32>) {
  ^bb0(%a503: f32, %o504: f32):
    %b505 = arith.addf %a503, %o504 : f32
    linalg.yield %b505 : f32
  } -> tensor<128xf32>
  %e507 = tensor.empty() : tensor<128xf32>
  %g511 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g506 : tensor<128xf32>) outs(%e507 : tensor<128xf32>) {
  ^bb0(%a508: f32, %o509: f32):
    %b510 = arith.divf %a508, %c4 : f32
    linalg.yield %b510 : f32
  } -> tensor<128xf32>
  %e515 = tensor.empty() : tensor<10x128x28x28xf32>
  %g528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r481, %g492, %g511, %model_4_1_weight, %model_4_1_bias : tensor<10x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e515 : tensor<10x128x28x28xf32>) {
  ^bb0(%a516: f32, %a517: f32, %a518: f32, %a519: f32, %a520: f32, %o521: f32):
    %b522 = arith.addf %a518, %c2 : f32
    %b523 = math.sqrt %b522 : f32
    %b524 = arith.subf %a516, %a517 : f32
    %b525 = arith.divf %b524, %b523 : f32
    %b526 = arith.mulf %b525, %a519 : f32
    %b527 = arith.addf %b526, %a520 : f32
    linalg.yield %b527 : f32
  } -> tensor<10x128x28x28xf32>
  %e529 = tensor.empty() : tensor<10x128x28x28xf32>
  %g533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g528 : tensor<10x128x28x28xf32>) outs(%e529 : tensor<10x128x28x28xf32>) {
  ^bb0(%a530: f32, %o531: f32):
    %b532 = arith.maximumf %a530, %c0 : f32
    linalg.yield %b532 : f32
  } -> tensor<10x128x28x28xf32>
  %e534 = tensor.empty() : tensor<10x256x28x28xf32>
  %f535 = linalg.fill ins(%c0 : f32) outs(%e534 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %conv536 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g533, %model_4_3_weight : tensor<10x128x28x28xf32>, tensor<256x128x1x1xf32>) outs(%f535 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e537 = tensor.empty() : tensor<256xf32>
  %f538 = linalg.fill ins(%c0 : f32) outs(%e537 : tensor<256xf32>) -> tensor<256xf32>
  %g542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv536 : tensor<10x256x28x28xf32>) outs(%f538 : tensor<256xf32>) {
  ^bb0(%a539: f32, %o540: f32):
    %b541 = arith.addf %a539, %o540 : f32
    linalg.yield %b541 : f32
  } -> tensor<256xf32>
  %e543 = tensor.empty() : tensor<256xf32>
  %g547 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g542 : tensor<256xf32>) outs(%e543 : tensor<256xf32>) {
  ^bb0(%a544: f32, %o545: f32):
    %b546 = arith.divf %a544, %c4 : f32
    linalg.yield %b546 : f32
  } -> tensor<256xf32>
  %e549 = tensor.empty() : tensor<10x256x28x28xf32>
  %g555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv536, %g547 : tensor<10x256x28x28xf32>, tensor<256xf32>) outs(%e549 : tensor<10x256x28x28xf32>) {
  ^bb0(%a550: f32, %a551: f32, %o552: f32):
    %b553 = arith.subf %a550, %a551 : f32
    %b554 = arith.mulf %b553, %b553 : f32
    linalg.yield %b554 : f32
  } -> tensor<10x256x28x28xf32>
  %e556 = tensor.empty() : tensor<256xf32>
  %f557 = linalg.fill ins(%c0 : f32) outs(%e556 : tensor<256xf32>) -> tensor<256xf32>
  %g561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g555 : tensor<10x256x28x28xf32>) outs(%f557 : tensor<256xf32>) {
  ^bb0(%a558: f32, %o559: f32):
    %b560 = arith.addf %a558, %o559 : f32
    linalg.yield %b560 : f32
  } -> tensor<256xf32>
  %e562 = tensor.empty() : tensor<256xf32>
  %g566 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g561 : tensor<256xf32>) outs(%e562 : tensor<256xf32>) {
  ^bb0(%a563: f32, %o564: f32):
    %b565 = arith.divf %a563, %c4 : f32
    linalg.yield %b565 : f32
  } -> tensor<256xf32>
  %e570 = tensor.empty() : tensor<10x256x28x28xf32>
  %g583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv536, %g547, %g566, %model_4_4_weight, %model_4_4_bias : tensor<10x256x28x28xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e570 : tensor<10x256x28x28xf32>) {
  ^bb0(%a571: f32, %a572: f32, %a573: f32, %a574: f32, %a575: f32, %o576: f32):
    %b577 = arith.addf %a573, %c2 : f32
    %b578 = math.sqrt %b577 : f32
    %b579 = arith.subf %a571, %a572 : f32
    %b580 = arith.divf %b579, %b578 : f32
    %b581 = arith.mulf %b580, %a574 : f32
    %b582 = arith.addf %b581, %a575 : f32
    linalg.yield %b582 : f32
  } -> tensor<10x256x28x28xf32>
  %e584 = tensor.empty() : tensor<10x256x28x28xf32>
  %g588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g583 : tensor<10x256x28x28xf32>) outs(%e584 : tensor<10x256x28x28xf32>) {
  ^bb0(%a585: f32, %o586: f32):
    %b587 = arith.maximumf %a585, %c0 : f32
    linalg.yield %b587 : f32
  } -> tensor<10x256x28x28xf32>
  %e589 = tensor.empty() : tensor<10x256x30x30xf32>
  %f590 = linalg.fill ins(%c0 : f32) outs(%e589 : tensor<10x256x30x30xf32>) -> tensor<10x256x30x30xf32>
  %g593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g588 : tensor<10x256x28x28xf32>) outs(%f590 : tensor<10x256x30x30xf32>) {
  ^bb0(%a591: f32, %o592: f32):
    linalg.yield %a591 : f32
  } -> tensor<10x256x30x30xf32>
  %r594 = tensor.expand_shape %model_5_0_weight [[0], [1], [2, 3], [4]] output_shape [256, 1, 1, 3, 3] : tensor<256x1x3x3xf32> into tensor<256x1x1x3x3xf32>
  %r595 = tensor.expand_shape %g593 [[0], [1], [2, 3], [4]] output_shape [10, 256, 1, 30, 30] : tensor<10x256x30x30xf32> into tensor<10x256x1x30x30xf32>
  %e596 = tensor.empty() : tensor<10x256x1x28x28xf32>
  %f597 = linalg.fill ins(%c0 : f32) outs(%e596 : tensor<10x256x1x28x28xf32>) -> tensor<10x256x1x28x28xf32>
  %g603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r595, %r594 : tensor<10x256x1x30x30xf32>, tensor<256x1x1x3x3xf32>) outs(%f597 : tensor<10x256x1x28x28xf32>) {
  ^bb0(%a598: f32, %a599: f32, %o600: f32):
    %b601 = arith.mulf %a598, %a599 : f32
    %b602 = arith.addf %o600, %b601 : f32
    linalg.yield %b602 : f32
  } -> tensor<10x256x1x28x28xf32>
  %r604 = tensor.collapse_shape %g603 [[0], [1], [2, 3], [4]] : tensor<10x256x1x28x28xf32> into tensor<10x256x28x28xf32>
  %e605 = tensor.empty() : tensor<256xf32>
  %f606 = linalg.fill ins(%c0 : f32) outs(%e605 : tensor<256xf32>) -> tensor<256xf32>
  %g610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r604 : tensor<10x256x28x28xf32>) outs(%f606 : tensor<256xf32>) {
  ^bb0(%a607: f32, %o608: f32):
    %b609 = arith.addf %a607, %o608 : f32
    linalg.yield %b609 : f32
  } -> tensor<256xf32>
  %e611 = tensor.empty() : tensor<256xf32>
  %g615 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g610 : tensor<256xf32>) outs(%e611 : tensor<256xf32>) {
  ^bb0(%a612: f32, %o613: f32):
    %b614 = arith.divf %a612, %c4 : f32
    linalg.yield %b614 : f32
  } -> tensor<256xf32>
  %e617 = tensor.empty() : tensor<10x256x28x28xf32>
  %g623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r604, %g615 : tensor<10x256x28x28xf32>, tensor<256xf32>) outs(%e617 : tensor<10x256x28x28xf32>) {
  ^bb0(%a618: f32, %a619: f32, %o620: f32):
    %b621 = arith.subf %a618, %a619 : f32
    %b622 = arith.mulf %b621, %b621 : f32
    linalg.yield %b622 : f32
  } -> tensor<10x256x28x28xf32>
  %e624 = tensor.empty() : tensor<256xf32>
  %f625 = linalg.fill ins(%c0 : f32) outs(%e624 : tensor<256xf32>) -> tensor<256xf32>
  %g629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g623 : tensor<10x256x28x28xf32>) outs(%f625 : tensor<256xf32>) {
  ^bb0(%a626: f32, %o627: f32):
    %b628 = arith.addf %a626, %o627 : f32
    linalg.yield %b628 : f32
  } -> tensor<256xf32>
  %e630 = tensor.empty() : tensor<256xf32>
  %g634 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g629 : tensor<256xf32>) outs(%e630 : tensor<256xf32>) {
  ^bb0(%a631: f32, %o632: f32):
    %b633 = arith.divf %a631, %c4 : f32
    linalg.yield %b633 : f32
  } -> tensor<256xf32>
  %e638 = tensor.empty() : tensor<10x256x28x28xf32>
  %g651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r604, %g615, %g634, %model_5_1_weight, %model_5_1_bias : tensor<10x256x28x28xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e638 : tensor<10x256x28x28xf32>) {
  ^bb0(%a639: f32, %a640: f32, %a641: f32, %a642: f32, %a643: f32, %o644: f32):
    %b645 = arith.addf %a641, %c2 : f32
    %b646 = math.sqrt %b645 : f32
    %b647 = arith.subf %a639, %a640 : f32
    %b648 = arith.divf %b647, %b646 : f32
    %b649 = arith.mulf %b648, %a642 : f32
    %b650 = arith.addf %b649, %a643 : f32
    linalg.yield %b650 : f32
  } -> tensor<10x256x28x28xf32>
  %e652 = tensor.empty() : tensor<10x256x28x28xf32>
  %g656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g651 : tensor<10x256x28x28xf32>) outs(%e652 : tensor<10x256x28x28xf32>) {
  ^bb0(%a653: f32, %o654: f32):
    %b655 = arith.maximumf %a653, %c0 : f32
    linalg.yield %b655 : f32
  } -> tensor<10x256x28x28xf32>
  %e657 = tensor.empty() : tensor<10x256x28x28xf32>
  %f658 = linalg.fill ins(%c0 : f32) outs(%e657 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %conv659 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g656, %model_5_3_weight : tensor<10x256x28x28xf32>, tensor<256x256x1x1xf32>) outs(%f658 : tensor<10x256x28x28xf32>) -> tensor<10x256x28x28xf32>
  %e660 = tensor.empty() : tensor<256xf32>
  %f661 = linalg.fill ins(%c0 : f32) outs(%e660 : tensor<256xf32>) -> tensor<256xf32>
  %g665 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv659 : tensor<10x256x28x28xf32>) outs(%f661 : tensor<256xf32>) {
  ^bb0(%a662: f32, %o663: f32):
    %b664 = arith.addf %a662, %o663 : f32
    linalg.yield %b664 : f32
  } -> tensor<256xf32>
  %e666 = tensor.empty() : tensor<256xf32>
  %g670 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g665 : tensor<256xf32>) outs(%e666 : tensor<256xf32>) {
  ^bb0(%a667: f32, %o668: f32):
    %b669 = arith.divf %a667, %c4 : f32
    linalg.yield %b669 : f32
  } -> tensor<256xf32>
  %e672 = tensor.empty() : tensor<10x256x28x28xf32>
  %g678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv659, %g670 : tensor<10x256x28x28xf32>, tensor<256xf32>) outs(%e672 : tensor<10x256x28x28xf32>) {
  ^bb0(%a673: f32, %a674: f32, %o675: f32):
    %b676 = arith.subf %a673, %a674 : f32
    %b677 = arith.mulf %b676, %b676 : f32
    linalg.yield %b677 : f32
  } -> tensor<10x256x28x28xf32>
  %e679 = tensor.empty() : tensor<256xf32>
  %f680 = linalg.fill ins(%c0 : f32) outs(%e679 : tensor<256xf32>) -> tensor<256xf32>
  %g684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g678 : tensor<10x256x28x28xf32>) outs(%f680 : tensor<256xf32>) {
  ^bb0(%a681: f32, %o682: f32):
    %b683 = arith.addf %a681, %o682 : f32
    linalg.yield %b683 : f32
  } -> tensor<256xf32>
  %e685 = tensor.empty() : tensor<256xf32>
  %g689 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g684 : tensor<256xf32>) outs(%e685 : tensor<256xf32>) {
  ^bb0(%a686: f32, %o687: f32):
    %b688 = arith.divf %a686, %c4 : f32
    linalg.yield %b688 : f32
  } -> tensor<256xf32>
  %e693 = tensor.empty() : tensor<10x256x28x28xf32>
  %g706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv659, %g670, %g689, %model_5_4_weight, %model_5_4_bias : tensor<10x256x28x28xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e693 : tensor<10x256x28x28xf32>) {
  ^bb0(%a694: f32, %a695: f32, %a696: f32, %a697: f32, %a698: f32, %o699: f32):
    %b700 = arith.addf %a696, %c2 : f32
    %b701 = math.sqrt %b700 : f32
    %b702 = arith.subf %a694, %a695 : f32
    %b703 = arith.divf %b702, %b701 : f32
    %b704 = arith.mulf %b703, %a697 : f32
    %b705 = arith.addf %b704, %a698 : f32
    linalg.yield %b705 : f32
  } -> tensor<10x256x28x28xf32>
  %e707 = tensor.empty() : tensor<10x256x28x28xf32>
  %g711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g706 : tensor<10x256x28x28xf32>) outs(%e707 : tensor<10x256x28x28xf32>) {
  ^bb0(%a708: f32, %o709: f32):
    %b710 = arith.maximumf %a708, %c0 : f32
    linalg.yield %b710 : f32
  } -> tensor<10x256x28x28xf32>
  %e712 = tensor.empty() : tensor<10x256x30x30xf32>
  %f713 = linalg.fill ins(%c0 : f32) outs(%e712 : tensor<10x256x30x30xf32>) -> tensor<10x256x30x30xf32>
  %g716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g711 : tensor<10x256x28x28xf32>) outs(%f713 : tensor<10x256x30x30xf32>) {
  ^bb0(%a714: f32, %o715: f32):
    linalg.yield %a714 : f32
  } -> tensor<10x256x30x30xf32>
  %r717 = tensor.expand_shape %model_6_0_weight [[0], [1], [2, 3], [4]] output_shape [256, 1, 1, 3, 3] : tensor<256x1x3x3xf32> into tensor<256x1x1x3x3xf32>
  %r718 = tensor.expand_shape %g716 [[0], [1], [2, 3], [4]] output_shape [10, 256, 1, 30, 30] : tensor<10x256x30x30xf32> into tensor<10x256x1x30x30xf32>
  %e719 = tensor.empty() : tensor<10x256x1x14x14xf32>
  %f720 = linalg.fill ins(%c0 : f32) outs(%e719 : tensor<10x256x1x14x14xf32>) -> tensor<10x256x1x14x14xf32>
  %g726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r718, %r717 : tensor<10x256x1x30x30xf32>, tensor<256x1x1x3x3xf32>) outs(%f720 : tensor<10x256x1x14x14xf32>) {
  ^bb0(%a721: f32, %a722: f32, %o723: f32):
    %b724 = arith.mulf %a721, %a722 : f32
    %b725 = arith.addf %o723, %b724 : f32
    linalg.yield %b725 : f32
  } -> tensor<10x256x1x14x14xf32>
  %r727 = tensor.collapse_shape %g726 [[0], [1], [2, 3], [4]] : tensor<10x256x1x14x14xf32> into tensor<10x256x14x14xf32>
  %e728 = tensor.empty() : tensor<256xf32>
  %f729 = linalg.fill ins(%c0 : f32) outs(%e728 : tensor<256xf32>) -> tensor<256xf32>
  %g733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r727 : tensor<10x256x14x14xf32>) outs(%f729 : tensor<256xf32>) {
  ^bb0(%a730: f32, %o731: f32):
    %b732 = arith.addf %a730, %o731 : f32
    linalg.yield %b732 : f32
  } -> tensor<256xf32>
  %e734 = tensor.empty() : tensor<256xf32>
  %g738 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g733 : tensor<256xf32>) outs(%e734 : tensor<256xf32>) {
  ^bb0(%a735: f32, %o736: f32):
    %b737 = arith.divf %a735, %c5 : f32
    linalg.yield %b737 : f32
  } -> tensor<256xf32>
  %e740 = tensor.empty() : tensor<10x256x14x14xf32>
  %g746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r727, %g738 : tensor<10x256x14x14xf32>, tensor<256xf32>) outs(%e740 : tensor<10x256x14x14xf32>) {
  ^bb0(%a741: f32, %a742: f32, %o743: f32):
    %b744 = arith.subf %a741, %a742 : f32
    %b745 = arith.mulf %b744, %b744 : f32
    linalg.yield %b745 : f32
  } -> tensor<10x256x14x14xf32>
  %e747 = tensor.empty() : tensor<256xf32>
  %f748 = linalg.fill ins(%c0 : f32) outs(%e747 : tensor<256xf32>) -> tensor<256xf32>
  %g752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g746 : tensor<10x256x14x14xf32>) outs(%f748 : tensor<256xf32>) {
  ^bb0(%a749: f32, %o750: f32):
    %b751 = arith.addf %a749, %o750 : f32
    linalg.yield %b751 : f32
  } -> tensor<256xf32>
  %e753 = tensor.empty() : tensor<256xf32>
  %g757 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g752 : tensor<256xf32>) outs(%e753 : tensor<256xf32>) {
  ^bb0(%a754: f32, %o755: f32):
    %b756 = arith.divf %a754, %c5 : f32
    linalg.yield %b756 : f32
  } -> tensor<256xf32>
  %e761 = tensor.empty() : tensor<10x256x14x14xf32>
  %g774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r727, %g738, %g757, %model_6_1_weight, %model_6_1_bias : tensor<10x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e761 : tensor<10x256x14x14xf32>) {
  ^bb0(%a762: f32, %a763: f32, %a764: f32, %a765: f32, %a766: f32, %o767: f32):
    %b768 = arith.addf %a764, %c2 : f32
    %b769 = math.sqrt %b768 : f32
    %b770 = arith.subf %a762, %a763 : f32
    %b771 = arith.divf %b770, %b769 : f32
    %b772 = arith.mulf %b771, %a765 : f32
    %b773 = arith.addf %b772, %a766 : f32
    linalg.yield %b773 : f32
  } -> tensor<10x256x14x14xf32>
  %e775 = tensor.empty() : tensor<10x256x14x14xf32>
  %g779 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g774 : tensor<10x256x14x14xf32>) outs(%e775 : tensor<10x256x14x14xf32>) {
  ^bb0(%a776: f32, %o777: f32):
    %b778 = arith.maximumf %a776, %c0 : f32
    linalg.yield %b778 : f32
  } -> tensor<10x256x14x14xf32>
  %e780 = tensor.empty() : tensor<10x512x14x14xf32>
  %f781 = linalg.fill ins(%c0 : f32) outs(%e780 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv782 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g779, %model_6_3_weight : tensor<10x256x14x14xf32>, tensor<512x256x1x1xf32>) outs(%f781 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e783 = tensor.empty() : tensor<512xf32>
  %f784 = linalg.fill ins(%c0 : f32) outs(%e783 : tensor<512xf32>) -> tensor<512xf32>
  %g788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv782 : tensor<10x512x14x14xf32>) outs(%f784 : tensor<512xf32>) {
  ^bb0(%a785: f32, %o786: f32):
    %b787 = arith.addf %a785, %o786 : f32
    linalg.yield %b787 : f32
  } -> tensor<512xf32>
  %e789 = tensor.empty() : tensor<512xf32>
  %g793 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g788 : tensor<512xf32>) outs(%e789 : tensor<512xf32>) {
  ^bb0(%a790: f32, %o791: f32):
    %b792 = arith.divf %a790, %c5 : f32
    linalg.yield %b792 : f32
  } -> tensor<512xf32>
  %e795 = tensor.empty() : tensor<10x512x14x14xf32>
  %g801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv782, %g793 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e795 : tensor<10x512x14x14xf32>) {
  ^bb0(%a796: f32, %a797: f32, %o798: f32):
    %b799 = arith.subf %a796, %a797 : f32
    %b800 = arith.mulf %b799, %b799 : f32
    linalg.yield %b800 : f32
  } -> tensor<10x512x14x14xf32>
  %e802 = tensor.empty() : tensor<512xf32>
  %f803 = linalg.fill ins(%c0 : f32) outs(%e802 : tensor<512xf32>) -> tensor<512xf32>
  %g807 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g801 : tensor<10x512x14x14xf32>) outs(%f803 : tensor<512xf32>) {
  ^bb0(%a804: f32, %o805: f32):
    %b806 = arith.addf %a804, %o805 : f32
    linalg.yield %b806 : f32
  } -> tensor<512xf32>
  %e808 = tensor.empty() : tensor<512xf32>
  %g812 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g807 : tensor<512xf32>) outs(%e808 : tensor<512xf32>) {
  ^bb0(%a809: f32, %o810: f32):
    %b811 = arith.divf %a809, %c5 : f32
    linalg.yield %b811 : f32
  } -> tensor<512xf32>
  %e816 = tensor.empty() : tensor<10x512x14x14xf32>
  %g829 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv782, %g793, %g812, %model_6_4_weight, %model_6_4_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e816 : tensor<10x512x14x14xf32>) {
  ^bb0(%a817: f32, %a818: f32, %a819: f32, %a820: f32, %a821: f32, %o822: f32):
    %b823 = arith.addf %a819, %c2 : f32
    %b824 = math.sqrt %b823 : f32
    %b825 = arith.subf %a817, %a818 : f32
    %b826 = arith.divf %b825, %b824 : f32
    %b827 = arith.mulf %b826, %a820 : f32
    %b828 = arith.addf %b827, %a821 : f32
    linalg.yield %b828 : f32
  } -> tensor<10x512x14x14xf32>
  %e830 = tensor.empty() : tensor<10x512x14x14xf32>
  %g834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g829 : tensor<10x512x14x14xf32>) outs(%e830 : tensor<10x512x14x14xf32>) {
  ^bb0(%a831: f32, %o832: f32):
    %b833 = arith.maximumf %a831, %c0 : f32
    linalg.yield %b833 : f32
  } -> tensor<10x512x14x14xf32>
  %e835 = tensor.empty() : tensor<10x512x16x16xf32>
  %f836 = linalg.fill ins(%c0 : f32) outs(%e835 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g834 : tensor<10x512x14x14xf32>) outs(%f836 : tensor<10x512x16x16xf32>) {
  ^bb0(%a837: f32, %o838: f32):
    linalg.yield %a837 : f32
  } -> tensor<10x512x16x16xf32>
  %r840 = tensor.expand_shape %model_7_0_weight [[0], [1], [2, 3], [4]] output_shape [512, 1, 1, 3, 3] : tensor<512x1x3x3xf32> into tensor<512x1x1x3x3xf32>
  %r841 = tensor.expand_shape %g839 [[0], [1], [2, 3], [4]] output_shape [10, 512, 1, 16, 16] : tensor<10x512x16x16xf32> into tensor<10x512x1x16x16xf32>
  %e842 = tensor.empty() : tensor<10x512x1x14x14xf32>
  %f843 = linalg.fill ins(%c0 : f32) outs(%e842 : tensor<10x512x1x14x14xf32>) -> tensor<10x512x1x14x14xf32>
  %g849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r841, %r840 : tensor<10x512x1x16x16xf32>, tensor<512x1x1x3x3xf32>) outs(%f843 : tensor<10x512x1x14x14xf32>) {
  ^bb0(%a844: f32, %a845: f32, %o846: f32):
    %b847 = arith.mulf %a844, %a845 : f32
    %b848 = arith.addf %o846, %b847 : f32
    linalg.yield %b848 : f32
  } -> tensor<10x512x1x14x14xf32>
  %r850 = tensor.collapse_shape %g849 [[0], [1], [2, 3], [4]] : tensor<10x512x1x14x14xf32> into tensor<10x512x14x14xf32>
  %e851 = tensor.empty() : tensor<512xf32>
  %f852 = linalg.fill ins(%c0 : f32) outs(%e851 : tensor<512xf32>) -> tensor<512xf32>
  %g856 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r850 : tensor<10x512x14x14xf32>) outs(%f852 : tensor<512xf32>) {
  ^bb0(%a853: f32, %o854: f32):
    %b855 = arith.addf %a853, %o854 : f32
    linalg.yield %b855 : f32
  } -> tensor<512xf32>
  %e857 = tensor.empty() : tensor<512xf32>
  %g861 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g856 : tensor<512xf32>) outs(%e857 : tensor<512xf32>) {
  ^bb0(%a858: f32, %o859: f32):
    %b860 = arith.divf %a858, %c5 : f32
    linalg.yield %b860 : f32
  } -> tensor<512xf32>
  %e863 = tensor.empty() : tensor<10x512x14x14xf32>
  %g869 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r850, %g861 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e863 : tensor<10x512x14x14xf32>) {
  ^bb0(%a864: f32, %a865: f32, %o866: f32):
    %b867 = arith.subf %a864, %a865 : f32
    %b868 = arith.mulf %b867, %b867 : f32
    linalg.yield %b868 : f32
  } -> tensor<10x512x14x14xf32>
  %e870 = tensor.empty() : tensor<512xf32>
  %f871 = linalg.fill ins(%c0 : f32) outs(%e870 : tensor<512xf32>) -> tensor<512xf32>
  %g875 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g869 : tensor<10x512x14x14xf32>) outs(%f871 : tensor<512xf32>) {
  ^bb0(%a872: f32, %o873: f32):
    %b874 = arith.addf %a872, %o873 : f32
    linalg.yield %b874 : f32
  } -> tensor<512xf32>
  %e876 = tensor.empty() : tensor<512xf32>
  %g880 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g875 : tensor<512xf32>) outs(%e876 : tensor<512xf32>) {
  ^bb0(%a877: f32, %o878: f32):
    %b879 = arith.divf %a877, %c5 : f32
    linalg.yield %b879 : f32
  } -> tensor<512xf32>
  %e884 = tensor.empty() : tensor<10x512x14x14xf32>
  %g897 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r850, %g861, %g880, %model_7_1_weight, %model_7_1_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e884 : tensor<10x512x14x14xf32>) {
  ^bb0(%a885: f32, %a886: f32, %a887: f32, %a888: f32, %a889: f32, %o890: f32):
    %b891 = arith.addf %a887, %c2 : f32
    %b892 = math.sqrt %b891 : f32
    %b893 = arith.subf %a885, %a886 : f32
    %b894 = arith.divf %b893, %b892 : f32
    %b895 = arith.mulf %b894, %a888 : f32
    %b896 = arith.addf %b895, %a889 : f32
    linalg.yield %b896 : f32
  } -> tensor<10x512x14x14xf32>
  %e898 = tensor.empty() : tensor<10x512x14x14xf32>
  %g902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g897 : tensor<10x512x14x14xf32>) outs(%e898 : tensor<10x512x14x14xf32>) {
  ^bb0(%a899: f32, %o900: f32):
    %b901 = arith.maximumf %a899, %c0 : f32
    linalg.yield %b901 : f32
  } -> tensor<10x512x14x14xf32>
  %e903 = tensor.empty() : tensor<10x512x14x14xf32>
  %f904 = linalg.fill ins(%c0 : f32) outs(%e903 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv905 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g902, %model_7_3_weight : tensor<10x512x14x14xf32>, tensor<512x512x1x1xf32>) outs(%f904 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e906 = tensor.empty() : tensor<512xf32>
  %f907 = linalg.fill ins(%c0 : f32) outs(%e906 : tensor<512xf32>) -> tensor<512xf32>
  %g911 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv905 : tensor<10x512x14x14xf32>) outs(%f907 : tensor<512xf32>) {
  ^bb0(%a908: f32, %o909: f32):
    %b910 = arith.addf %a908, %o909 : f32
    linalg.yield %b910 : f32
  } -> tensor<512xf32>
  %e912 = tensor.empty() : tensor<512xf32>
  %g916 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g911 : tensor<512xf32>) outs(%e912 : tensor<512xf32>) {
  ^bb0(%a913: f32, %o914: f32):
    %b915 = arith.divf %a913, %c5 : f32
    linalg.yield %b915 : f32
  } -> tensor<512xf32>
  %e918 = tensor.empty() : tensor<10x512x14x14xf32>
  %g924 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv905, %g916 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e918 : tensor<10x512x14x14xf32>) {
  ^bb0(%a919: f32, %a920: f32, %o921: f32):
    %b922 = arith.subf %a919, %a920 : f32
    %b923 = arith.mulf %b922, %b922 : f32
    linalg.yield %b923 : f32
  } -> tensor<10x512x14x14xf32>
  %e925 = tensor.empty() : tensor<512xf32>
  %f926 = linalg.fill ins(%c0 : f32) outs(%e925 : tensor<512xf32>) -> tensor<512xf32>
  %g930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g924 : tensor<10x512x14x14xf32>) outs(%f926 : tensor<512xf32>) {
  ^bb0(%a927: f32, %o928: f32):
    %b929 = arith.addf %a927, %o928 : f32
    linalg.yield %b929 : f32
  } -> tensor<512xf32>
  %e931 = tensor.empty() : tensor<512xf32>
  %g935 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g930 : tensor<512xf32>) outs(%e931 : tensor<512xf32>) {
  ^bb0(%a932: f32, %o933: f32):
    %b934 = arith.divf %a932, %c5 : f32
    linalg.yield %b934 : f32
  } -> tensor<512xf32>
  %e939 = tensor.empty() : tensor<10x512x14x14xf32>
  %g952 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv905, %g916, %g935, %model_7_4_weight, %model_7_4_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e939 : tensor<10x512x14x14xf32>) {
  ^bb0(%a940: f32, %a941: f32, %a942: f32, %a943: f32, %a944: f32, %o945: f32):
    %b946 = arith.addf %a942, %c2 : f32
    %b947 = math.sqrt %b946 : f32
    %b948 = arith.subf %a940, %a941 : f32
    %b949 = arith.divf %b948, %b947 : f32
    %b950 = arith.mulf %b949, %a943 : f32
    %b951 = arith.addf %b950, %a944 : f32
    linalg.yield %b951 : f32
  } -> tensor<10x512x14x14xf32>
  %e953 = tensor.empty() : tensor<10x512x14x14xf32>
  %g957 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g952 : tensor<10x512x14x14xf32>) outs(%e953 : tensor<10x512x14x14xf32>) {
  ^bb0(%a954: f32, %o955: f32):
    %b956 = arith.maximumf %a954, %c0 : f32
    linalg.yield %b956 : f32
  } -> tensor<10x512x14x14xf32>
  %e958 = tensor.empty() : tensor<10x512x16x16xf32>
  %f959 = linalg.fill ins(%c0 : f32) outs(%e958 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g962 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g957 : tensor<10x512x14x14xf32>) outs(%f959 : tensor<10x512x16x16xf32>) {
  ^bb0(%a960: f32, %o961: f32):
    linalg.yield %a960 : f32
  } -> tensor<10x512x16x16xf32>
  %r963 = tensor.expand_shape %model_8_0_weight [[0], [1], [2, 3], [4]] output_shape [512, 1, 1, 3, 3] : tensor<512x1x3x3xf32> into tensor<512x1x1x3x3xf32>
  %r964 = tensor.expand_shape %g962 [[0], [1], [2, 3], [4]] output_shape [10, 512, 1, 16, 16] : tensor<10x512x16x16xf32> into tensor<10x512x1x16x16xf32>
  %e965 = tensor.empty() : tensor<10x512x1x14x14xf32>
  %f966 = linalg.fill ins(%c0 : f32) outs(%e965 : tensor<10x512x1x14x14xf32>) -> tensor<10x512x1x14x14xf32>
  %g972 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r964, %r963 : tensor<10x512x1x16x16xf32>, tensor<512x1x1x3x3xf32>) outs(%f966 : tensor<10x512x1x14x14xf32>) {
  ^bb0(%a967: f32, %a968: f32, %o969: f32):
    %b970 = arith.mulf %a967, %a968 : f32
    %b971 = arith.addf %o969, %b970 : f32
    linalg.yield %b971 : f32
  } -> tensor<10x512x1x14x14xf32>
  %r973 = tensor.collapse_shape %g972 [[0], [1], [2, 3], [4]] : tensor<10x512x1x14x14xf32> into tensor<10x512x14x14xf32>
  %e974 = tensor.empty() : tensor<512xf32>
  %f975 = linalg.fill ins(%c0 : f32) outs(%e974 : tensor<512xf32>) -> tensor<512xf32>
  %g979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r973 : tensor<10x512x14x14xf32>) outs(%f975 : tensor<512xf32>) {
  ^bb0(%a976: f32, %o977: f32):
    %b978 = arith.addf %a976, %o977 : f32
    linalg.yield %b978 : f32
  } -> tensor<512xf32>
  %e980 = tensor.empty() : tensor<512xf32>
  %g984 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g979 : tensor<512xf32>) outs(%e980 : tensor<512xf32>) {
  ^bb0(%a981: f32, %o982: f32):
    %b983 = arith.divf %a981, %c5 : f32
    linalg.yield %b983 : f32
  } -> tensor<512xf32>
  %e986 = tensor.empty() : tensor<10x512x14x14xf32>
  %g992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r973, %g984 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e986 : tensor<10x512x14x14xf32>) {
  ^bb0(%a987: f32, %a988: f32, %o989: f32):
    %b990 = arith.subf %a987, %a988 : f32
    %b991 = arith.mulf %b990, %b990 : f32
    linalg.yield %b991 : f32
  } -> tensor<10x512x14x14xf32>
  %e993 = tensor.empty() : tensor<512xf32>
  %f994 = linalg.fill ins(%c0 : f32) outs(%e993 : tensor<512xf32>) -> tensor<512xf32>
  %g998 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g992 : tensor<10x512x14x14xf32>) outs(%f994 : tensor<512xf32>) {
  ^bb0(%a995: f32, %o996: f32):
    %b997 = arith.addf %a995, %o996 : f32
    linalg.yield %b997 : f32
  } -> tensor<512xf32>
  %e999 = tensor.empty() : tensor<512xf32>
  %g1003 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g998 : tensor<512xf32>) outs(%e999 : tensor<512xf32>) {
  ^bb0(%a1000: f32, %o1001: f32):
    %b1002 = arith.divf %a1000, %c5 : f32
    linalg.yield %b1002 : f32
  } -> tensor<512xf32>
  %e1007 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1020 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r973, %g984, %g1003, %model_8_1_weight, %model_8_1_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1007 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1008: f32, %a1009: f32, %a1010: f32, %a1011: f32, %a1012: f32, %o1013: f32):
    %b1014 = arith.addf %a1010, %c2 : f32
    %b1015 = math.sqrt %b1014 : f32
    %b1016 = arith.subf %a1008, %a1009 : f32
    %b1017 = arith.divf %b1016, %b1015 : f32
    %b1018 = arith.mulf %b1017, %a1011 : f32
    %b1019 = arith.addf %b1018, %a1012 : f32
    linalg.yield %b1019 : f32
  } -> tensor<10x512x14x14xf32>
  %e1021 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1025 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1020 : tensor<10x512x14x14xf32>) outs(%e1021 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1022: f32, %o1023: f32):
    %b1024 = arith.maximumf %a1022, %c0 : f32
    linalg.yield %b1024 : f32
  } -> tensor<10x512x14x14xf32>
  %e1026 = tensor.empty() : tensor<10x512x14x14xf32>
  %f1027 = linalg.fill ins(%c0 : f32) outs(%e1026 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv1028 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1025, %model_8_3_weight : tensor<10x512x14x14xf32>, tensor<512x512x1x1xf32>) outs(%f1027 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e1029 = tensor.empty() : tensor<512xf32>
  %f1030 = linalg.fill ins(%c0 : f32) outs(%e1029 : tensor<512xf32>) -> tensor<512xf32>
  %g1034 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1028 : tensor<10x512x14x14xf32>) outs(%f1030 : tensor<512xf32>) {
  ^bb0(%a1031: f32, %o1032: f32):
    %b1033 = arith.addf %a1031, %o1032 : f32
    linalg.yield %b1033 : f32
  } -> tensor<512xf32>
  %e1035 = tensor.empty() : tensor<512xf32>
  %g1039 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1034 : tensor<512xf32>) outs(%e1035 : tensor<512xf32>) {
  ^bb0(%a1036: f32, %o1037: f32):
    %b1038 = arith.divf %a1036, %c5 : f32
    linalg.yield %b1038 : f32
  } -> tensor<512xf32>
  %e1041 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1047 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1028, %g1039 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e1041 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1042: f32, %a1043: f32, %o1044: f32):
    %b1045 = arith.subf %a1042, %a1043 : f32
    %b1046 = arith.mulf %b1045, %b1045 : f32
    linalg.yield %b1046 : f32
  } -> tensor<10x512x14x14xf32>
  %e1048 = tensor.empty() : tensor<512xf32>
  %f1049 = linalg.fill ins(%c0 : f32) outs(%e1048 : tensor<512xf32>) -> tensor<512xf32>
  %g1053 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1047 : tensor<10x512x14x14xf32>) outs(%f1049 : tensor<512xf32>) {
  ^bb0(%a1050: f32, %o1051: f32):
    %b1052 = arith.addf %a1050, %o1051 : f32
    linalg.yield %b1052 : f32
  } -> tensor<512xf32>
  %e1054 = tensor.empty() : tensor<512xf32>
  %g1058 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1053 : tensor<512xf32>) outs(%e1054 : tensor<512xf32>) {
  ^bb0(%a1055: f32, %o1056: f32):
    %b1057 = arith.divf %a1055, %c5 : f32
    linalg.yield %b1057 : f32
  } -> tensor<512xf32>
  %e1062 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1028, %g1039, %g1058, %model_8_4_weight, %model_8_4_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1062 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1063: f32, %a1064: f32, %a1065: f32, %a1066: f32, %a1067: f32, %o1068: f32):
    %b1069 = arith.addf %a1065, %c2 : f32
    %b1070 = math.sqrt %b1069 : f32
    %b1071 = arith.subf %a1063, %a1064 : f32
    %b1072 = arith.divf %b1071, %b1070 : f32
    %b1073 = arith.mulf %b1072, %a1066 : f32
    %b1074 = arith.addf %b1073, %a1067 : f32
    linalg.yield %b1074 : f32
  } -> tensor<10x512x14x14xf32>
  %e1076 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1080 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1075 : tensor<10x512x14x14xf32>) outs(%e1076 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1077: f32, %o1078: f32):
    %b1079 = arith.maximumf %a1077, %c0 : f32
    linalg.yield %b1079 : f32
  } -> tensor<10x512x14x14xf32>
  %e1081 = tensor.empty() : tensor<10x512x16x16xf32>
  %f1082 = linalg.fill ins(%c0 : f32) outs(%e1081 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g1085 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1080 : tensor<10x512x14x14xf32>) outs(%f1082 : tensor<10x512x16x16xf32>) {
  ^bb0(%a1083: f32, %o1084: f32):
    linalg.yield %a1083 : f32
  } -> tensor<10x512x16x16xf32>
  %r1086 = tensor.expand_shape %model_9_0_weight [[0], [1], [2, 3], [4]] output_shape [512, 1, 1, 3, 3] : tensor<512x1x3x3xf32> into tensor<512x1x1x3x3xf32>
  %r1087 = tensor.expand_shape %g1085 [[0], [1], [2, 3], [4]] output_shape [10, 512, 1, 16, 16] : tensor<10x512x16x16xf32> into tensor<10x512x1x16x16xf32>
  %e1088 = tensor.empty() : tensor<10x512x1x14x14xf32>
  %f1089 = linalg.fill ins(%c0 : f32) outs(%e1088 : tensor<10x512x1x14x14xf32>) -> tensor<10x512x1x14x14xf32>
  %g1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1087, %r1086 : tensor<10x512x1x16x16xf32>, tensor<512x1x1x3x3xf32>) outs(%f1089 : tensor<10x512x1x14x14xf32>) {
  ^bb0(%a1090: f32, %a1091: f32, %o1092: f32):
    %b1093 = arith.mulf %a1090, %a1091 : f32
    %b1094 = arith.addf %o1092, %b1093 : f32
    linalg.yield %b1094 : f32
  } -> tensor<10x512x1x14x14xf32>
  %r1096 = tensor.collapse_shape %g1095 [[0], [1], [2, 3], [4]] : tensor<10x512x1x14x14xf32> into tensor<10x512x14x14xf32>
  %e1097 = tensor.empty() : tensor<512xf32>
  %f1098 = linalg.fill ins(%c0 : f32) outs(%e1097 : tensor<512xf32>) -> tensor<512xf32>
  %g1102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1096 : tensor<10x512x14x14xf32>) outs(%f1098 : tensor<512xf32>) {
  ^bb0(%a1099: f32, %o1100: f32):
    %b1101 = arith.addf %a1099, %o1100 : f32
    linalg.yield %b1101 : f32
  } -> tensor<512xf32>
  %e1103 = tensor.empty() : tensor<512xf32>
  %g1107 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1102 : tensor<512xf32>) outs(%e1103 : tensor<512xf32>) {
  ^bb0(%a1104: f32, %o1105: f32):
    %b1106 = arith.divf %a1104, %c5 : f32
    linalg.yield %b1106 : f32
  } -> tensor<512xf32>
  %e1109 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1096, %g1107 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e1109 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1110: f32, %a1111: f32, %o1112: f32):
    %b1113 = arith.subf %a1110, %a1111 : f32
    %b1114 = arith.mulf %b1113, %b1113 : f32
    linalg.yield %b1114 : f32
  } -> tensor<10x512x14x14xf32>
  %e1116 = tensor.empty() : tensor<512xf32>
  %f1117 = linalg.fill ins(%c0 : f32) outs(%e1116 : tensor<512xf32>) -> tensor<512xf32>
  %g1121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1115 : tensor<10x512x14x14xf32>) outs(%f1117 : tensor<512xf32>) {
  ^bb0(%a1118: f32, %o1119: f32):
    %b1120 = arith.addf %a1118, %o1119 : f32
    linalg.yield %b1120 : f32
  } -> tensor<512xf32>
  %e1122 = tensor.empty() : tensor<512xf32>
  %g1126 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1121 : tensor<512xf32>) outs(%e1122 : tensor<512xf32>) {
  ^bb0(%a1123: f32, %o1124: f32):
    %b1125 = arith.divf %a1123, %c5 : f32
    linalg.yield %b1125 : f32
  } -> tensor<512xf32>
  %e1130 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1096, %g1107, %g1126, %model_9_1_weight, %model_9_1_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1130 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1131: f32, %a1132: f32, %a1133: f32, %a1134: f32, %a1135: f32, %o1136: f32):
    %b1137 = arith.addf %a1133, %c2 : f32
    %b1138 = math.sqrt %b1137 : f32
    %b1139 = arith.subf %a1131, %a1132 : f32
    %b1140 = arith.divf %b1139, %b1138 : f32
    %b1141 = arith.mulf %b1140, %a1134 : f32
    %b1142 = arith.addf %b1141, %a1135 : f32
    linalg.yield %b1142 : f32
  } -> tensor<10x512x14x14xf32>
  %e1144 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1143 : tensor<10x512x14x14xf32>) outs(%e1144 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1145: f32, %o1146: f32):
    %b1147 = arith.maximumf %a1145, %c0 : f32
    linalg.yield %b1147 : f32
  } -> tensor<10x512x14x14xf32>
  %e1149 = tensor.empty() : tensor<10x512x14x14xf32>
  %f1150 = linalg.fill ins(%c0 : f32) outs(%e1149 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv1151 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1148, %model_9_3_weight : tensor<10x512x14x14xf32>, tensor<512x512x1x1xf32>) outs(%f1150 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e1152 = tensor.empty() : tensor<512xf32>
  %f1153 = linalg.fill ins(%c0 : f32) outs(%e1152 : tensor<512xf32>) -> tensor<512xf32>
  %g1157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1151 : tensor<10x512x14x14xf32>) outs(%f1153 : tensor<512xf32>) {
  ^bb0(%a1154: f32, %o1155: f32):
    %b1156 = arith.addf %a1154, %o1155 : f32
    linalg.yield %b1156 : f32
  } -> tensor<512xf32>
  %e1158 = tensor.empty() : tensor<512xf32>
  %g1162 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1157 : tensor<512xf32>) outs(%e1158 : tensor<512xf32>) {
  ^bb0(%a1159: f32, %o1160: f32):
    %b1161 = arith.divf %a1159, %c5 : f32
    linalg.yield %b1161 : f32
  } -> tensor<512xf32>
  %e1164 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1151, %g1162 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e1164 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1165: f32, %a1166: f32, %o1167: f32):
    %b1168 = arith.subf %a1165, %a1166 : f32
    %b1169 = arith.mulf %b1168, %b1168 : f32
    linalg.yield %b1169 : f32
  } -> tensor<10x512x14x14xf32>
  %e1171 = tensor.empty() : tensor<512xf32>
  %f1172 = linalg.fill ins(%c0 : f32) outs(%e1171 : tensor<512xf32>) -> tensor<512xf32>
  %g1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1170 : tensor<10x512x14x14xf32>) outs(%f1172 : tensor<512xf32>) {
  ^bb0(%a1173: f32, %o1174: f32):
    %b1175 = arith.addf %a1173, %o1174 : f32
    linalg.yield %b1175 : f32
  } -> tensor<512xf32>
  %e1177 = tensor.empty() : tensor<512xf32>
  %g1181 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1176 : tensor<512xf32>) outs(%e1177 : tensor<512xf32>) {
  ^bb0(%a1178: f32, %o1179: f32):
    %b1180 = arith.divf %a1178, %c5 : f32
    linalg.yield %b1180 : f32
  } -> tensor<512xf32>
  %e1185 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1151, %g1162, %g1181, %model_9_4_weight, %model_9_4_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1185 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1186: f32, %a1187: f32, %a1188: f32, %a1189: f32, %a1190: f32, %o1191: f32):
    %b1192 = arith.addf %a1188, %c2 : f32
    %b1193 = math.sqrt %b1192 : f32
    %b1194 = arith.subf %a1186, %a1187 : f32
    %b1195 = arith.divf %b1194, %b1193 : f32
    %b1196 = arith.mulf %b1195, %a1189 : f32
    %b1197 = arith.addf %b1196, %a1190 : f32
    linalg.yield %b1197 : f32
  } -> tensor<10x512x14x14xf32>
  %e1199 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1198 : tensor<10x512x14x14xf32>) outs(%e1199 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1200: f32, %o1201: f32):
    %b1202 = arith.maximumf %a1200, %c0 : f32
    linalg.yield %b1202 : f32
  } -> tensor<10x512x14x14xf32>
  %e1204 = tensor.empty() : tensor<10x512x16x16xf32>
  %f1205 = linalg.fill ins(%c0 : f32) outs(%e1204 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g1208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1203 : tensor<10x512x14x14xf32>) outs(%f1205 : tensor<10x512x16x16xf32>) {
  ^bb0(%a1206: f32, %o1207: f32):
    linalg.yield %a1206 : f32
  } -> tensor<10x512x16x16xf32>
  %r1209 = tensor.expand_shape %model_10_0_weight [[0], [1], [2, 3], [4]] output_shape [512, 1, 1, 3, 3] : tensor<512x1x3x3xf32> into tensor<512x1x1x3x3xf32>
  %r1210 = tensor.expand_shape %g1208 [[0], [1], [2, 3], [4]] output_shape [10, 512, 1, 16, 16] : tensor<10x512x16x16xf32> into tensor<10x512x1x16x16xf32>
  %e1211 = tensor.empty() : tensor<10x512x1x14x14xf32>
  %f1212 = linalg.fill ins(%c0 : f32) outs(%e1211 : tensor<10x512x1x14x14xf32>) -> tensor<10x512x1x14x14xf32>
  %g1218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1210, %r1209 : tensor<10x512x1x16x16xf32>, tensor<512x1x1x3x3xf32>) outs(%f1212 : tensor<10x512x1x14x14xf32>) {
  ^bb0(%a1213: f32, %a1214: f32, %o1215: f32):
    %b1216 = arith.mulf %a1213, %a1214 : f32
    %b1217 = arith.addf %o1215, %b1216 : f32
    linalg.yield %b1217 : f32
  } -> tensor<10x512x1x14x14xf32>
  %r1219 = tensor.collapse_shape %g1218 [[0], [1], [2, 3], [4]] : tensor<10x512x1x14x14xf32> into tensor<10x512x14x14xf32>
  %e1220 = tensor.empty() : tensor<512xf32>
  %f1221 = linalg.fill ins(%c0 : f32) outs(%e1220 : tensor<512xf32>) -> tensor<512xf32>
  %g1225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1219 : tensor<10x512x14x14xf32>) outs(%f1221 : tensor<512xf32>) {
  ^bb0(%a1222: f32, %o1223: f32):
    %b1224 = arith.addf %a1222, %o1223 : f32
    linalg.yield %b1224 : f32
  } -> tensor<512xf32>
  %e1226 = tensor.empty() : tensor<512xf32>
  %g1230 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1225 : tensor<512xf32>) outs(%e1226 : tensor<512xf32>) {
  ^bb0(%a1227: f32, %o1228: f32):
    %b1229 = arith.divf %a1227, %c5 : f32
    linalg.yield %b1229 : f32
  } -> tensor<512xf32>
  %e1232 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1219, %g1230 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e1232 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1233: f32, %a1234: f32, %o1235: f32):
    %b1236 = arith.subf %a1233, %a1234 : f32
    %b1237 = arith.mulf %b1236, %b1236 : f32
    linalg.yield %b1237 : f32
  } -> tensor<10x512x14x14xf32>
  %e1239 = tensor.empty() : tensor<512xf32>
  %f1240 = linalg.fill ins(%c0 : f32) outs(%e1239 : tensor<512xf32>) -> tensor<512xf32>
  %g1244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1238 : tensor<10x512x14x14xf32>) outs(%f1240 : tensor<512xf32>) {
  ^bb0(%a1241: f32, %o1242: f32):
    %b1243 = arith.addf %a1241, %o1242 : f32
    linalg.yield %b1243 : f32
  } -> tensor<512xf32>
  %e1245 = tensor.empty() : tensor<512xf32>
  %g1249 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1244 : tensor<512xf32>) outs(%e1245 : tensor<512xf32>) {
  ^bb0(%a1246: f32, %o1247: f32):
    %b1248 = arith.divf %a1246, %c5 : f32
    linalg.yield %b1248 : f32
  } -> tensor<512xf32>
  %e1253 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1266 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1219, %g1230, %g1249, %model_10_1_weight, %model_10_1_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1253 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1254: f32, %a1255: f32, %a1256: f32, %a1257: f32, %a1258: f32, %o1259: f32):
    %b1260 = arith.addf %a1256, %c2 : f32
    %b1261 = math.sqrt %b1260 : f32
    %b1262 = arith.subf %a1254, %a1255 : f32
    %b1263 = arith.divf %b1262, %b1261 : f32
    %b1264 = arith.mulf %b1263, %a1257 : f32
    %b1265 = arith.addf %b1264, %a1258 : f32
    linalg.yield %b1265 : f32
  } -> tensor<10x512x14x14xf32>
  %e1267 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1266 : tensor<10x512x14x14xf32>) outs(%e1267 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1268: f32, %o1269: f32):
    %b1270 = arith.maximumf %a1268, %c0 : f32
    linalg.yield %b1270 : f32
  } -> tensor<10x512x14x14xf32>
  %e1272 = tensor.empty() : tensor<10x512x14x14xf32>
  %f1273 = linalg.fill ins(%c0 : f32) outs(%e1272 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv1274 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1271, %model_10_3_weight : tensor<10x512x14x14xf32>, tensor<512x512x1x1xf32>) outs(%f1273 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e1275 = tensor.empty() : tensor<512xf32>
  %f1276 = linalg.fill ins(%c0 : f32) outs(%e1275 : tensor<512xf32>) -> tensor<512xf32>
  %g1280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1274 : tensor<10x512x14x14xf32>) outs(%f1276 : tensor<512xf32>) {
  ^bb0(%a1277: f32, %o1278: f32):
    %b1279 = arith.addf %a1277, %o1278 : f32
    linalg.yield %b1279 : f32
  } -> tensor<512xf32>
  %e1281 = tensor.empty() : tensor<512xf32>
  %g1285 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1280 : tensor<512xf32>) outs(%e1281 : tensor<512xf32>) {
  ^bb0(%a1282: f32, %o1283: f32):
    %b1284 = arith.divf %a1282, %c5 : f32
    linalg.yield %b1284 : f32
  } -> tensor<512xf32>
  %e1287 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1274, %g1285 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e1287 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1288: f32, %a1289: f32, %o1290: f32):
    %b1291 = arith.subf %a1288, %a1289 : f32
    %b1292 = arith.mulf %b1291, %b1291 : f32
    linalg.yield %b1292 : f32
  } -> tensor<10x512x14x14xf32>
  %e1294 = tensor.empty() : tensor<512xf32>
  %f1295 = linalg.fill ins(%c0 : f32) outs(%e1294 : tensor<512xf32>) -> tensor<512xf32>
  %g1299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1293 : tensor<10x512x14x14xf32>) outs(%f1295 : tensor<512xf32>) {
  ^bb0(%a1296: f32, %o1297: f32):
    %b1298 = arith.addf %a1296, %o1297 : f32
    linalg.yield %b1298 : f32
  } -> tensor<512xf32>
  %e1300 = tensor.empty() : tensor<512xf32>
  %g1304 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1299 : tensor<512xf32>) outs(%e1300 : tensor<512xf32>) {
  ^bb0(%a1301: f32, %o1302: f32):
    %b1303 = arith.divf %a1301, %c5 : f32
    linalg.yield %b1303 : f32
  } -> tensor<512xf32>
  %e1308 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1274, %g1285, %g1304, %model_10_4_weight, %model_10_4_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1308 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1309: f32, %a1310: f32, %a1311: f32, %a1312: f32, %a1313: f32, %o1314: f32):
    %b1315 = arith.addf %a1311, %c2 : f32
    %b1316 = math.sqrt %b1315 : f32
    %b1317 = arith.subf %a1309, %a1310 : f32
    %b1318 = arith.divf %b1317, %b1316 : f32
    %b1319 = arith.mulf %b1318, %a1312 : f32
    %b1320 = arith.addf %b1319, %a1313 : f32
    linalg.yield %b1320 : f32
  } -> tensor<10x512x14x14xf32>
  %e1322 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1321 : tensor<10x512x14x14xf32>) outs(%e1322 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1323: f32, %o1324: f32):
    %b1325 = arith.maximumf %a1323, %c0 : f32
    linalg.yield %b1325 : f32
  } -> tensor<10x512x14x14xf32>
  %e1327 = tensor.empty() : tensor<10x512x16x16xf32>
  %f1328 = linalg.fill ins(%c0 : f32) outs(%e1327 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g1331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1326 : tensor<10x512x14x14xf32>) outs(%f1328 : tensor<10x512x16x16xf32>) {
  ^bb0(%a1329: f32, %o1330: f32):
    linalg.yield %a1329 : f32
  } -> tensor<10x512x16x16xf32>
  %r1332 = tensor.expand_shape %model_11_0_weight [[0], [1], [2, 3], [4]] output_shape [512, 1, 1, 3, 3] : tensor<512x1x3x3xf32> into tensor<512x1x1x3x3xf32>
  %r1333 = tensor.expand_shape %g1331 [[0], [1], [2, 3], [4]] output_shape [10, 512, 1, 16, 16] : tensor<10x512x16x16xf32> into tensor<10x512x1x16x16xf32>
  %e1334 = tensor.empty() : tensor<10x512x1x14x14xf32>
  %f1335 = linalg.fill ins(%c0 : f32) outs(%e1334 : tensor<10x512x1x14x14xf32>) -> tensor<10x512x1x14x14xf32>
  %g1341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1333, %r1332 : tensor<10x512x1x16x16xf32>, tensor<512x1x1x3x3xf32>) outs(%f1335 : tensor<10x512x1x14x14xf32>) {
  ^bb0(%a1336: f32, %a1337: f32, %o1338: f32):
    %b1339 = arith.mulf %a1336, %a1337 : f32
    %b1340 = arith.addf %o1338, %b1339 : f32
    linalg.yield %b1340 : f32
  } -> tensor<10x512x1x14x14xf32>
  %r1342 = tensor.collapse_shape %g1341 [[0], [1], [2, 3], [4]] : tensor<10x512x1x14x14xf32> into tensor<10x512x14x14xf32>
  %e1343 = tensor.empty() : tensor<512xf32>
  %f1344 = linalg.fill ins(%c0 : f32) outs(%e1343 : tensor<512xf32>) -> tensor<512xf32>
  %g1348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1342 : tensor<10x512x14x14xf32>) outs(%f1344 : tensor<512xf32>) {
  ^bb0(%a1345: f32, %o1346: f32):
    %b1347 = arith.addf %a1345, %o1346 : f32
    linalg.yield %b1347 : f32
  } -> tensor<512xf32>
  %e1349 = tensor.empty() : tensor<512xf32>
  %g1353 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1348 : tensor<512xf32>) outs(%e1349 : tensor<512xf32>) {
  ^bb0(%a1350: f32, %o1351: f32):
    %b1352 = arith.divf %a1350, %c5 : f32
    linalg.yield %b1352 : f32
  } -> tensor<512xf32>
  %e1355 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1342, %g1353 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e1355 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1356: f32, %a1357: f32, %o1358: f32):
    %b1359 = arith.subf %a1356, %a1357 : f32
    %b1360 = arith.mulf %b1359, %b1359 : f32
    linalg.yield %b1360 : f32
  } -> tensor<10x512x14x14xf32>
  %e1362 = tensor.empty() : tensor<512xf32>
  %f1363 = linalg.fill ins(%c0 : f32) outs(%e1362 : tensor<512xf32>) -> tensor<512xf32>
  %g1367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1361 : tensor<10x512x14x14xf32>) outs(%f1363 : tensor<512xf32>) {
  ^bb0(%a1364: f32, %o1365: f32):
    %b1366 = arith.addf %a1364, %o1365 : f32
    linalg.yield %b1366 : f32
  } -> tensor<512xf32>
  %e1368 = tensor.empty() : tensor<512xf32>
  %g1372 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1367 : tensor<512xf32>) outs(%e1368 : tensor<512xf32>) {
  ^bb0(%a1369: f32, %o1370: f32):
    %b1371 = arith.divf %a1369, %c5 : f32
    linalg.yield %b1371 : f32
  } -> tensor<512xf32>
  %e1376 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1342, %g1353, %g1372, %model_11_1_weight, %model_11_1_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1376 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1377: f32, %a1378: f32, %a1379: f32, %a1380: f32, %a1381: f32, %o1382: f32):
    %b1383 = arith.addf %a1379, %c2 : f32
    %b1384 = math.sqrt %b1383 : f32
    %b1385 = arith.subf %a1377, %a1378 : f32
    %b1386 = arith.divf %b1385, %b1384 : f32
    %b1387 = arith.mulf %b1386, %a1380 : f32
    %b1388 = arith.addf %b1387, %a1381 : f32
    linalg.yield %b1388 : f32
  } -> tensor<10x512x14x14xf32>
  %e1390 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1389 : tensor<10x512x14x14xf32>) outs(%e1390 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1391: f32, %o1392: f32):
    %b1393 = arith.maximumf %a1391, %c0 : f32
    linalg.yield %b1393 : f32
  } -> tensor<10x512x14x14xf32>
  %e1395 = tensor.empty() : tensor<10x512x14x14xf32>
  %f1396 = linalg.fill ins(%c0 : f32) outs(%e1395 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %conv1397 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1394, %model_11_3_weight : tensor<10x512x14x14xf32>, tensor<512x512x1x1xf32>) outs(%f1396 : tensor<10x512x14x14xf32>) -> tensor<10x512x14x14xf32>
  %e1398 = tensor.empty() : tensor<512xf32>
  %f1399 = linalg.fill ins(%c0 : f32) outs(%e1398 : tensor<512xf32>) -> tensor<512xf32>
  %g1403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1397 : tensor<10x512x14x14xf32>) outs(%f1399 : tensor<512xf32>) {
  ^bb0(%a1400: f32, %o1401: f32):
    %b1402 = arith.addf %a1400, %o1401 : f32
    linalg.yield %b1402 : f32
  } -> tensor<512xf32>
  %e1404 = tensor.empty() : tensor<512xf32>
  %g1408 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1403 : tensor<512xf32>) outs(%e1404 : tensor<512xf32>) {
  ^bb0(%a1405: f32, %o1406: f32):
    %b1407 = arith.divf %a1405, %c5 : f32
    linalg.yield %b1407 : f32
  } -> tensor<512xf32>
  %e1410 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1397, %g1408 : tensor<10x512x14x14xf32>, tensor<512xf32>) outs(%e1410 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1411: f32, %a1412: f32, %o1413: f32):
    %b1414 = arith.subf %a1411, %a1412 : f32
    %b1415 = arith.mulf %b1414, %b1414 : f32
    linalg.yield %b1415 : f32
  } -> tensor<10x512x14x14xf32>
  %e1417 = tensor.empty() : tensor<512xf32>
  %f1418 = linalg.fill ins(%c0 : f32) outs(%e1417 : tensor<512xf32>) -> tensor<512xf32>
  %g1422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1416 : tensor<10x512x14x14xf32>) outs(%f1418 : tensor<512xf32>) {
  ^bb0(%a1419: f32, %o1420: f32):
    %b1421 = arith.addf %a1419, %o1420 : f32
    linalg.yield %b1421 : f32
  } -> tensor<512xf32>
  %e1423 = tensor.empty() : tensor<512xf32>
  %g1427 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1422 : tensor<512xf32>) outs(%e1423 : tensor<512xf32>) {
  ^bb0(%a1424: f32, %o1425: f32):
    %b1426 = arith.divf %a1424, %c5 : f32
    linalg.yield %b1426 : f32
  } -> tensor<512xf32>
  %e1431 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1397, %g1408, %g1427, %model_11_4_weight, %model_11_4_bias : tensor<10x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1431 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1432: f32, %a1433: f32, %a1434: f32, %a1435: f32, %a1436: f32, %o1437: f32):
    %b1438 = arith.addf %a1434, %c2 : f32
    %b1439 = math.sqrt %b1438 : f32
    %b1440 = arith.subf %a1432, %a1433 : f32
    %b1441 = arith.divf %b1440, %b1439 : f32
    %b1442 = arith.mulf %b1441, %a1435 : f32
    %b1443 = arith.addf %b1442, %a1436 : f32
    linalg.yield %b1443 : f32
  } -> tensor<10x512x14x14xf32>
  %e1445 = tensor.empty() : tensor<10x512x14x14xf32>
  %g1449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1444 : tensor<10x512x14x14xf32>) outs(%e1445 : tensor<10x512x14x14xf32>) {
  ^bb0(%a1446: f32, %o1447: f32):
    %b1448 = arith.maximumf %a1446, %c0 : f32
    linalg.yield %b1448 : f32
  } -> tensor<10x512x14x14xf32>
  %e1450 = tensor.empty() : tensor<10x512x16x16xf32>
  %f1451 = linalg.fill ins(%c0 : f32) outs(%e1450 : tensor<10x512x16x16xf32>) -> tensor<10x512x16x16xf32>
  %g1454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1449 : tensor<10x512x14x14xf32>) outs(%f1451 : tensor<10x512x16x16xf32>) {
  ^bb0(%a1452: f32, %o1453: f32):
    linalg.yield %a1452 : f32
  } -> tensor<10x512x16x16xf32>
  %r1455 = tensor.expand_shape %model_12_0_weight [[0], [1], [2, 3], [4]] output_shape [512, 1, 1, 3, 3] : tensor<512x1x3x3xf32> into tensor<512x1x1x3x3xf32>
  %r1456 = tensor.expand_shape %g1454 [[0], [1], [2, 3], [4]] output_shape [10, 512, 1, 16, 16] : tensor<10x512x16x16xf32> into tensor<10x512x1x16x16xf32>
  %e1457 = tensor.empty() : tensor<10x512x1x7x7xf32>
  %f1458 = linalg.fill ins(%c0 : f32) outs(%e1457 : tensor<10x512x1x7x7xf32>) -> tensor<10x512x1x7x7xf32>
  %g1464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1456, %r1455 : tensor<10x512x1x16x16xf32>, tensor<512x1x1x3x3xf32>) outs(%f1458 : tensor<10x512x1x7x7xf32>) {
  ^bb0(%a1459: f32, %a1460: f32, %o1461: f32):
    %b1462 = arith.mulf %a1459, %a1460 : f32
    %b1463 = arith.addf %o1461, %b1462 : f32
    linalg.yield %b1463 : f32
  } -> tensor<10x512x1x7x7xf32>
  %r1465 = tensor.collapse_shape %g1464 [[0], [1], [2, 3], [4]] : tensor<10x512x1x7x7xf32> into tensor<10x512x7x7xf32>
  %e1466 = tensor.empty() : tensor<512xf32>
  %f1467 = linalg.fill ins(%c0 : f32) outs(%e1466 : tensor<512xf32>) -> tensor<512xf32>
  %g1471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1465 : tensor<10x512x7x7xf32>) outs(%f1467 : tensor<512xf32>) {
  ^bb0(%a1468: f32, %o1469: f32):
    %b1470 = arith.addf %a1468, %o1469 : f32
    linalg.yield %b1470 : f32
  } -> tensor<512xf32>
  %e1472 = tensor.empty() : tensor<512xf32>
  %g1476 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1471 : tensor<512xf32>) outs(%e1472 : tensor<512xf32>) {
  ^bb0(%a1473: f32, %o1474: f32):
    %b1475 = arith.divf %a1473, %c6 : f32
    linalg.yield %b1475 : f32
  } -> tensor<512xf32>
  %e1478 = tensor.empty() : tensor<10x512x7x7xf32>
  %g1484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1465, %g1476 : tensor<10x512x7x7xf32>, tensor<512xf32>) outs(%e1478 : tensor<10x512x7x7xf32>) {
  ^bb0(%a1479: f32, %a1480: f32, %o1481: f32):
    %b1482 = arith.subf %a1479, %a1480 : f32
    %b1483 = arith.mulf %b1482, %b1482 : f32
    linalg.yield %b1483 : f32
  } -> tensor<10x512x7x7xf32>
  %e1485 = tensor.empty() : tensor<512xf32>
  %f1486 = linalg.fill ins(%c0 : f32) outs(%e1485 : tensor<512xf32>) -> tensor<512xf32>
  %g1490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1484 : tensor<10x512x7x7xf32>) outs(%f1486 : tensor<512xf32>) {
  ^bb0(%a1487: f32, %o1488: f32):
    %b1489 = arith.addf %a1487, %o1488 : f32
    linalg.yield %b1489 : f32
  } -> tensor<512xf32>
  %e1491 = tensor.empty() : tensor<512xf32>
  %g1495 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1490 : tensor<512xf32>) outs(%e1491 : tensor<512xf32>) {
  ^bb0(%a1492: f32, %o1493: f32):
    %b1494 = arith.divf %a1492, %c6 : f32
    linalg.yield %b1494 : f32
  } -> tensor<512xf32>
  %e1499 = tensor.empty() : tensor<10x512x7x7xf32>
  %g1512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1465, %g1476, %g1495, %model_12_1_weight, %model_12_1_bias : tensor<10x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1499 : tensor<10x512x7x7xf32>) {
  ^bb0(%a1500: f32, %a1501: f32, %a1502: f32, %a1503: f32, %a1504: f32, %o1505: f32):
    %b1506 = arith.addf %a1502, %c2 : f32
    %b1507 = math.sqrt %b1506 : f32
    %b1508 = arith.subf %a1500, %a1501 : f32
    %b1509 = arith.divf %b1508, %b1507 : f32
    %b1510 = arith.mulf %b1509, %a1503 : f32
    %b1511 = arith.addf %b1510, %a1504 : f32
    linalg.yield %b1511 : f32
  } -> tensor<10x512x7x7xf32>
  %e1513 = tensor.empty() : tensor<10x512x7x7xf32>
  %g1517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1512 : tensor<10x512x7x7xf32>) outs(%e1513 : tensor<10x512x7x7xf32>) {
  ^bb0(%a1514: f32, %o1515: f32):
    %b1516 = arith.maximumf %a1514, %c0 : f32
    linalg.yield %b1516 : f32
  } -> tensor<10x512x7x7xf32>
  %e1518 = tensor.empty() : tensor<10x1024x7x7xf32>
  %f1519 = linalg.fill ins(%c0 : f32) outs(%e1518 : tensor<10x1024x7x7xf32>) -> tensor<10x1024x7x7xf32>
  %conv1520 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1517, %model_12_3_weight : tensor<10x512x7x7xf32>, tensor<1024x512x1x1xf32>) outs(%f1519 : tensor<10x1024x7x7xf32>) -> tensor<10x1024x7x7xf32>
  %e1521 = tensor.empty() : tensor<1024xf32>
  %f1522 = linalg.fill ins(%c0 : f32) outs(%e1521 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1520 : tensor<10x1024x7x7xf32>) outs(%f1522 : tensor<1024xf32>) {
  ^bb0(%a1523: f32, %o1524: f32):
    %b1525 = arith.addf %a1523, %o1524 : f32
    linalg.yield %b1525 : f32
  } -> tensor<1024xf32>
  %e1527 = tensor.empty() : tensor<1024xf32>
  %g1531 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1526 : tensor<1024xf32>) outs(%e1527 : tensor<1024xf32>) {
  ^bb0(%a1528: f32, %o1529: f32):
    %b1530 = arith.divf %a1528, %c6 : f32
    linalg.yield %b1530 : f32
  } -> tensor<1024xf32>
  %e1533 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1539 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1520, %g1531 : tensor<10x1024x7x7xf32>, tensor<1024xf32>) outs(%e1533 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1534: f32, %a1535: f32, %o1536: f32):
    %b1537 = arith.subf %a1534, %a1535 : f32
    %b1538 = arith.mulf %b1537, %b1537 : f32
    linalg.yield %b1538 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1540 = tensor.empty() : tensor<1024xf32>
  %f1541 = linalg.fill ins(%c0 : f32) outs(%e1540 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1539 : tensor<10x1024x7x7xf32>) outs(%f1541 : tensor<1024xf32>) {
  ^bb0(%a1542: f32, %o1543: f32):
    %b1544 = arith.addf %a1542, %o1543 : f32
    linalg.yield %b1544 : f32
  } -> tensor<1024xf32>
  %e1546 = tensor.empty() : tensor<1024xf32>
  %g1550 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1545 : tensor<1024xf32>) outs(%e1546 : tensor<1024xf32>) {
  ^bb0(%a1547: f32, %o1548: f32):
    %b1549 = arith.divf %a1547, %c6 : f32
    linalg.yield %b1549 : f32
  } -> tensor<1024xf32>
  %e1554 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1520, %g1531, %g1550, %model_12_4_weight, %model_12_4_bias : tensor<10x1024x7x7xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e1554 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1555: f32, %a1556: f32, %a1557: f32, %a1558: f32, %a1559: f32, %o1560: f32):
    %b1561 = arith.addf %a1557, %c2 : f32
    %b1562 = math.sqrt %b1561 : f32
    %b1563 = arith.subf %a1555, %a1556 : f32
    %b1564 = arith.divf %b1563, %b1562 : f32
    %b1565 = arith.mulf %b1564, %a1558 : f32
    %b1566 = arith.addf %b1565, %a1559 : f32
    linalg.yield %b1566 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1568 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1567 : tensor<10x1024x7x7xf32>) outs(%e1568 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1569: f32, %o1570: f32):
    %b1571 = arith.maximumf %a1569, %c0 : f32
    linalg.yield %b1571 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1573 = tensor.empty() : tensor<10x1024x9x9xf32>
  %f1574 = linalg.fill ins(%c0 : f32) outs(%e1573 : tensor<10x1024x9x9xf32>) -> tensor<10x1024x9x9xf32>
  %g1577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1572 : tensor<10x1024x7x7xf32>) outs(%f1574 : tensor<10x1024x9x9xf32>) {
  ^bb0(%a1575: f32, %o1576: f32):
    linalg.yield %a1575 : f32
  } -> tensor<10x1024x9x9xf32>
  %r1578 = tensor.expand_shape %model_13_0_weight [[0], [1], [2, 3], [4]] output_shape [1024, 1, 1, 3, 3] : tensor<1024x1x3x3xf32> into tensor<1024x1x1x3x3xf32>
  %r1579 = tensor.expand_shape %g1577 [[0], [1], [2, 3], [4]] output_shape [10, 1024, 1, 9, 9] : tensor<10x1024x9x9xf32> into tensor<10x1024x1x9x9xf32>
  %e1580 = tensor.empty() : tensor<10x1024x1x7x7xf32>
  %f1581 = linalg.fill ins(%c0 : f32) outs(%e1580 : tensor<10x1024x1x7x7xf32>) -> tensor<10x1024x1x7x7xf32>
  %g1587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r1579, %r1578 : tensor<10x1024x1x9x9xf32>, tensor<1024x1x1x3x3xf32>) outs(%f1581 : tensor<10x1024x1x7x7xf32>) {
  ^bb0(%a1582: f32, %a1583: f32, %o1584: f32):
    %b1585 = arith.mulf %a1582, %a1583 : f32
    %b1586 = arith.addf %o1584, %b1585 : f32
    linalg.yield %b1586 : f32
  } -> tensor<10x1024x1x7x7xf32>
  %r1588 = tensor.collapse_shape %g1587 [[0], [1], [2, 3], [4]] : tensor<10x1024x1x7x7xf32> into tensor<10x1024x7x7xf32>
  %e1589 = tensor.empty() : tensor<1024xf32>
  %f1590 = linalg.fill ins(%c0 : f32) outs(%e1589 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%r1588 : tensor<10x1024x7x7xf32>) outs(%f1590 : tensor<1024xf32>) {
  ^bb0(%a1591: f32, %o1592: f32):
    %b1593 = arith.addf %a1591, %o1592 : f32
    linalg.yield %b1593 : f32
  } -> tensor<1024xf32>
  %e1595 = tensor.empty() : tensor<1024xf32>
  %g1599 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1594 : tensor<1024xf32>) outs(%e1595 : tensor<1024xf32>) {
  ^bb0(%a1596: f32, %o1597: f32):
    %b1598 = arith.divf %a1596, %c6 : f32
    linalg.yield %b1598 : f32
  } -> tensor<1024xf32>
  %e1601 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1588, %g1599 : tensor<10x1024x7x7xf32>, tensor<1024xf32>) outs(%e1601 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1602: f32, %a1603: f32, %o1604: f32):
    %b1605 = arith.subf %a1602, %a1603 : f32
    %b1606 = arith.mulf %b1605, %b1605 : f32
    linalg.yield %b1606 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1608 = tensor.empty() : tensor<1024xf32>
  %f1609 = linalg.fill ins(%c0 : f32) outs(%e1608 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1607 : tensor<10x1024x7x7xf32>) outs(%f1609 : tensor<1024xf32>) {
  ^bb0(%a1610: f32, %o1611: f32):
    %b1612 = arith.addf %a1610, %o1611 : f32
    linalg.yield %b1612 : f32
  } -> tensor<1024xf32>
  %e1614 = tensor.empty() : tensor<1024xf32>
  %g1618 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1613 : tensor<1024xf32>) outs(%e1614 : tensor<1024xf32>) {
  ^bb0(%a1615: f32, %o1616: f32):
    %b1617 = arith.divf %a1615, %c6 : f32
    linalg.yield %b1617 : f32
  } -> tensor<1024xf32>
  %e1622 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1635 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1588, %g1599, %g1618, %model_13_1_weight, %model_13_1_bias : tensor<10x1024x7x7xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e1622 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1623: f32, %a1624: f32, %a1625: f32, %a1626: f32, %a1627: f32, %o1628: f32):
    %b1629 = arith.addf %a1625, %c2 : f32
    %b1630 = math.sqrt %b1629 : f32
    %b1631 = arith.subf %a1623, %a1624 : f32
    %b1632 = arith.divf %b1631, %b1630 : f32
    %b1633 = arith.mulf %b1632, %a1626 : f32
    %b1634 = arith.addf %b1633, %a1627 : f32
    linalg.yield %b1634 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1636 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1635 : tensor<10x1024x7x7xf32>) outs(%e1636 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1637: f32, %o1638: f32):
    %b1639 = arith.maximumf %a1637, %c0 : f32
    linalg.yield %b1639 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1641 = tensor.empty() : tensor<10x1024x7x7xf32>
  %f1642 = linalg.fill ins(%c0 : f32) outs(%e1641 : tensor<10x1024x7x7xf32>) -> tensor<10x1024x7x7xf32>
  %conv1643 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g1640, %model_13_3_weight : tensor<10x1024x7x7xf32>, tensor<1024x1024x1x1xf32>) outs(%f1642 : tensor<10x1024x7x7xf32>) -> tensor<10x1024x7x7xf32>
  %e1644 = tensor.empty() : tensor<1024xf32>
  %f1645 = linalg.fill ins(%c0 : f32) outs(%e1644 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1649 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv1643 : tensor<10x1024x7x7xf32>) outs(%f1645 : tensor<1024xf32>) {
  ^bb0(%a1646: f32, %o1647: f32):
    %b1648 = arith.addf %a1646, %o1647 : f32
    linalg.yield %b1648 : f32
  } -> tensor<1024xf32>
  %e1650 = tensor.empty() : tensor<1024xf32>
  %g1654 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1649 : tensor<1024xf32>) outs(%e1650 : tensor<1024xf32>) {
  ^bb0(%a1651: f32, %o1652: f32):
    %b1653 = arith.divf %a1651, %c6 : f32
    linalg.yield %b1653 : f32
  } -> tensor<1024xf32>
  %e1656 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1643, %g1654 : tensor<10x1024x7x7xf32>, tensor<1024xf32>) outs(%e1656 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1657: f32, %a1658: f32, %o1659: f32):
    %b1660 = arith.subf %a1657, %a1658 : f32
    %b1661 = arith.mulf %b1660, %b1660 : f32
    linalg.yield %b1661 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1663 = tensor.empty() : tensor<1024xf32>
  %f1664 = linalg.fill ins(%c0 : f32) outs(%e1663 : tensor<1024xf32>) -> tensor<1024xf32>
  %g1668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g1662 : tensor<10x1024x7x7xf32>) outs(%f1664 : tensor<1024xf32>) {
  ^bb0(%a1665: f32, %o1666: f32):
    %b1667 = arith.addf %a1665, %o1666 : f32
    linalg.yield %b1667 : f32
  } -> tensor<1024xf32>
  %e1669 = tensor.empty() : tensor<1024xf32>
  %g1673 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g1668 : tensor<1024xf32>) outs(%e1669 : tensor<1024xf32>) {
  ^bb0(%a1670: f32, %o1671: f32):
    %b1672 = arith.divf %a1670, %c6 : f32
    linalg.yield %b1672 : f32
  } -> tensor<1024xf32>
  %e1677 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1643, %g1654, %g1673, %model_13_4_weight, %model_13_4_bias : tensor<10x1024x7x7xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e1677 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1678: f32, %a1679: f32, %a1680: f32, %a1681: f32, %a1682: f32, %o1683: f32):
    %b1684 = arith.addf %a1680, %c2 : f32
    %b1685 = math.sqrt %b1684 : f32
    %b1686 = arith.subf %a1678, %a1679 : f32
    %b1687 = arith.divf %b1686, %b1685 : f32
    %b1688 = arith.mulf %b1687, %a1681 : f32
    %b1689 = arith.addf %b1688, %a1682 : f32
    linalg.yield %b1689 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1691 = tensor.empty() : tensor<10x1024x7x7xf32>
  %g1695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1690 : tensor<10x1024x7x7xf32>) outs(%e1691 : tensor<10x1024x7x7xf32>) {
  ^bb0(%a1692: f32, %o1693: f32):
    %b1694 = arith.maximumf %a1692, %c0 : f32
    linalg.yield %b1694 : f32
  } -> tensor<10x1024x7x7xf32>
  %e1696 = tensor.empty() : tensor<10x1024x1x1xf32>
  %f1697 = linalg.fill ins(%c0 : f32) outs(%e1696 : tensor<10x1024x1x1xf32>) -> tensor<10x1024x1x1xf32>
  %e1698 = tensor.empty() : tensor<7x7xf32>
  %pool1699 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<7> : tensor<2xi64>}
      ins(%g1695, %e1698 : tensor<10x1024x7x7xf32>, tensor<7x7xf32>) outs(%f1697 : tensor<10x1024x1x1xf32>) -> tensor<10x1024x1x1xf32>
  %e1700 = tensor.empty() : tensor<10x1024x1x1xf32>
  %g1704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool1699 : tensor<10x1024x1x1xf32>) outs(%e1700 : tensor<10x1024x1x1xf32>) {
  ^bb0(%a1701: f32, %o1702: f32):
    %b1703 = arith.divf %a1701, %c7 : f32
    linalg.yield %b1703 : f32
  } -> tensor<10x1024x1x1xf32>
  %r1705 = tensor.collapse_shape %g1704 [[0], [1, 2, 3]] : tensor<10x1024x1x1xf32> into tensor<10x1024xf32>
  %e1706 = tensor.empty() : tensor<10x1000xf32>
  %f1707 = linalg.fill ins(%c0 : f32) outs(%e1706 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm1708 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1705, %fc_weight : tensor<10x1024xf32>, tensor<1000x1024xf32>) outs(%f1707 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e1709 = tensor.empty() : tensor<10x1000xf32>
  %g1714 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1708, %fc_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e1709 : tensor<10x1000xf32>) {
  ^bb0(%a1710: f32, %a1711: f32, %o1712: f32):
    %b1713 = arith.addf %a1710, %a1711 : f32
    linalg.yield %b1713 : f32
  } -> tensor<10x1000xf32>
  return %g1714 : tensor<10x1000xf32>
}
