// Imported by htam-import from 27_RegNet.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8x3x224x224 (input), feature_extractor_0_0_weight 64x3x3x3 (parameter:feature_extractor.0.0.weight), feature_extractor_0_0_bias 64 (parameter:feature_extractor.0.0.bias), feature_extractor_0_1_weight 64 (parameter:feature_extractor.0.1.weight), feature_extractor_0_1_bias 64 (parameter:feature_extractor.0.1.bias), feature_extractor_0_3_weight 64x64x3x3 (parameter:feature_extractor.0.3.weight), feature_extractor_0_3_bias 64 (parameter:feature_extractor.0.3.bias), feature_extractor_0_4_weight 64 (parameter:feature_extractor.0.4.weight), feature_extractor_0_4_bias 64 (parameter:feature_extractor.0.4.bias), feature_extractor_1_0_weight 128x64x3x3 (parameter:feature_extractor.1.0.weight), feature_extractor_1_0_bias 128 (parameter:feature_extractor.1.0.bias), feature_extractor_1_1_weight 128 (parameter:feature_extractor.1.1.weight), feature_extractor_1_1_bias 128 (parameter:feature_extractor.1.1.bias), feature_extractor_1_3_weight 128x128x3x3 (parameter:feature_extractor.1.3.weight), feature_extractor_1_3_bias 128 (parameter:feature_extractor.1.3.bias), feature_extractor_1_4_weight 128 (parameter:feature_extractor.1.4.weight), feature_extractor_1_4_bias 128 (parameter:feature_extractor.1.4.bias), feature_extractor_2_0_weight 256x128x3x3 (parameter:feature_extractor.2.0.weight), feature_extractor_2_0_bias 256 (parameter:feature_extractor.2.0.bias), feature_extractor_2_1_weight 256 (parameter:feature_extractor.2.1.weight), feature_extractor_2_1_bias 256 (parameter:feature_extractor.2.1.bias), feature_extractor_2_3_weight 256x256x3x3 (parameter:feature_extractor.2.3.weight), feature_extractor_2_3_bias 256 (parameter:feature_extractor.2.3.bias), feature_extractor_2_4_weight 256 (parameter:feature_extractor.2.4.weight), feature_extractor_2_4_bias 256 (parameter:feature_extractor.2.4.bias), fc_weight 10x256 (parameter:fc.weight), fc_bias 10 (parameter:fc.bias)
func.func @l3_27_regnet(
    %x: tensor<8x3x224x224xf32>,
    %feature_extractor_0_0_weight: tensor<64x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %feature_extractor_0_0_bias: tensor<64xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %feature_extractor_0_1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %feature_extractor_0_1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %feature_extractor_0_3_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %feature_extractor_0_3_bias: tensor<64xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %feature_extractor_0_4_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %feature_extractor_0_4_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %feature_extractor_1_0_weight: tensor<128x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %feature_extractor_1_0_bias: tensor<128xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %feature_extractor_1_1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %feature_extractor_1_1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %feature_extractor_1_3_weight: tensor<128x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %feature_extractor_1_3_bias: tensor<128xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %feature_extractor_1_4_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %feature_extractor_1_4_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %feature_extractor_2_0_weight: tensor<256x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %feature_extractor_2_0_bias: tensor<256xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %feature_extractor_2_1_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %feature_extractor_2_1_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %feature_extractor_2_3_weight: tensor<256x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %feature_extractor_2_3_bias: tensor<256xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %feature_extractor_2_4_weight: tensor<256xf32> {htam.init = "uniform(0.5..1.5)"},
    %feature_extractor_2_4_bias: tensor<256xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_weight: tensor<10x256xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %fc_bias: tensor<10xf32> {htam.init = "uniform(-0.0625..0.0625)"}) -> (tensor<8x10xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 401408.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %c4 = arith.constant 100352.0 : f32
  %c5 = arith.constant 25088.0 : f32
  %c6 = arith.constant 784.0 : f32
  %e1 = tensor.empty() : tensor<8x3x226x226xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<8x3x226x226xf32>) -> tensor<8x3x226x226xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<8x3x224x224xf32>) outs(%f2 : tensor<8x3x226x226xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<8x3x226x226xf32>
  %e6 = tensor.empty() : tensor<8x64x224x224xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<8x64x224x224xf32>) -> tensor<8x64x224x224xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %feature_extractor_0_0_weight : tensor<8x3x226x226xf32>, tensor<64x3x3x3xf32>) outs(%f7 : tensor<8x64x224x224xf32>) -> tensor<8x64x224x224xf32>
  %e10 = tensor.empty() : tensor<8x64x224x224xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %feature_extractor_0_0_bias : tensor<8x64x224x224xf32>, tensor<64xf32>) outs(%e10 : tensor<8x64x224x224xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<8x64x224x224xf32>
  %e16 = tensor.empty() : tensor<8x64x224xf32>
  %f17 = linalg.fill ins(%c0 : f32) outs(%e16 : tensor<8x64x224xf32>) -> tensor<8x64x224xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g15 : tensor<8x64x224x224xf32>) outs(%f17 : tensor<8x64x224xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.addf %a18, %o19 : f32
    linalg.yield %b20 : f32
  } -> tensor<8x64x224xf32>
  %e22 = tensor.empty() : tensor<64xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<64xf32>) -> tensor<64xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g21 : tensor<8x64x224xf32>) outs(%f23 : tensor<64xf32>) {
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
  %e34 = tensor.empty() : tensor<8x64x224x224xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15, %g32 : tensor<8x64x224x224xf32>, tensor<64xf32>) outs(%e34 : tensor<8x64x224x224xf32>) {
  ^bb0(%a35: f32, %a36: f32, %o37: f32):
    %b38 = arith.subf %a35, %a36 : f32
    %b39 = arith.mulf %b38, %b38 : f32
    linalg.yield %b39 : f32
  } -> tensor<8x64x224x224xf32>
  %e41 = tensor.empty() : tensor<8x64x224xf32>
  %f42 = linalg.fill ins(%c0 : f32) outs(%e41 : tensor<8x64x224xf32>) -> tensor<8x64x224xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g40 : tensor<8x64x224x224xf32>) outs(%f42 : tensor<8x64x224xf32>) {
  ^bb0(%a43: f32, %o44: f32):
    %b45 = arith.addf %a43, %o44 : f32
    linalg.yield %b45 : f32
  } -> tensor<8x64x224xf32>
  %e47 = tensor.empty() : tensor<64xf32>
  %f48 = linalg.fill ins(%c0 : f32) outs(%e47 : tensor<64xf32>) -> tensor<64xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g46 : tensor<8x64x224xf32>) outs(%f48 : tensor<64xf32>) {
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
  %e61 = tensor.empty() : tensor<8x64x224x224xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15, %g32, %g57, %feature_extractor_0_1_weight, %feature_extractor_0_1_bias : tensor<8x64x224x224xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e61 : tensor<8x64x224x224xf32>) {
  ^bb0(%a62: f32, %a63: f32, %a64: f32, %a65: f32, %a66: f32, %o67: f32):
    %b68 = arith.addf %a64, %c2 : f32
    %b69 = math.sqrt %b68 : f32
    %b70 = arith.subf %a62, %a63 : f32
    %b71 = arith.divf %b70, %b69 : f32
    %b72 = arith.mulf %b71, %a65 : f32
    %b73 = arith.addf %b72, %a66 : f32
    linalg.yield %b73 : f32
  } -> tensor<8x64x224x224xf32>
  %e75 = tensor.empty() : tensor<8x64x224x224xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g74 : tensor<8x64x224x224xf32>) outs(%e75 : tensor<8x64x224x224xf32>) {
  ^bb0(%a76: f32, %o77: f32):
    %b78 = arith.maximumf %a76, %c0 : f32
    linalg.yield %b78 : f32
  } -> tensor<8x64x224x224xf32>
  %e80 = tensor.empty() : tensor<8x64x226x226xf32>
  %f81 = linalg.fill ins(%c0 : f32) outs(%e80 : tensor<8x64x226x226xf32>) -> tensor<8x64x226x226xf32>
  %g84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g79 : tensor<8x64x224x224xf32>) outs(%f81 : tensor<8x64x226x226xf32>) {
  ^bb0(%a82: f32, %o83: f32):
    linalg.yield %a82 : f32
  } -> tensor<8x64x226x226xf32>
  %e85 = tensor.empty() : tensor<8x64x224x224xf32>
  %f86 = linalg.fill ins(%c0 : f32) outs(%e85 : tensor<8x64x224x224xf32>) -> tensor<8x64x224x224xf32>
  %conv87 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g84, %feature_extractor_0_3_weight : tensor<8x64x226x226xf32>, tensor<64x64x3x3xf32>) outs(%f86 : tensor<8x64x224x224xf32>) -> tensor<8x64x224x224xf32>
  %e89 = tensor.empty() : tensor<8x64x224x224xf32>
  %g94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv87, %feature_extractor_0_3_bias : tensor<8x64x224x224xf32>, tensor<64xf32>) outs(%e89 : tensor<8x64x224x224xf32>) {
  ^bb0(%a90: f32, %a91: f32, %o92: f32):
    %b93 = arith.addf %a90, %a91 : f32
    linalg.yield %b93 : f32
  } -> tensor<8x64x224x224xf32>
  %e95 = tensor.empty() : tensor<8x64x224xf32>
  %f96 = linalg.fill ins(%c0 : f32) outs(%e95 : tensor<8x64x224xf32>) -> tensor<8x64x224xf32>
  %g100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g94 : tensor<8x64x224x224xf32>) outs(%f96 : tensor<8x64x224xf32>) {
  ^bb0(%a97: f32, %o98: f32):
    %b99 = arith.addf %a97, %o98 : f32
    linalg.yield %b99 : f32
  } -> tensor<8x64x224xf32>
  %e101 = tensor.empty() : tensor<64xf32>
  %f102 = linalg.fill ins(%c0 : f32) outs(%e101 : tensor<64xf32>) -> tensor<64xf32>
  %g106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g100 : tensor<8x64x224xf32>) outs(%f102 : tensor<64xf32>) {
  ^bb0(%a103: f32, %o104: f32):
    %b105 = arith.addf %a103, %o104 : f32
    linalg.yield %b105 : f32
  } -> tensor<64xf32>
  %e107 = tensor.empty() : tensor<64xf32>
  %g111 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g106 : tensor<64xf32>) outs(%e107 : tensor<64xf32>) {
  ^bb0(%a108: f32, %o109: f32):
    %b110 = arith.divf %a108, %c1 : f32
    linalg.yield %b110 : f32
  } -> tensor<64xf32>
  %e113 = tensor.empty() : tensor<8x64x224x224xf32>
  %g119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g94, %g111 : tensor<8x64x224x224xf32>, tensor<64xf32>) outs(%e113 : tensor<8x64x224x224xf32>) {
  ^bb0(%a114: f32, %a115: f32, %o116: f32):
    %b117 = arith.subf %a114, %a115 : f32
    %b118 = arith.mulf %b117, %b117 : f32
    linalg.yield %b118 : f32
  } -> tensor<8x64x224x224xf32>
  %e120 = tensor.empty() : tensor<8x64x224xf32>
  %f121 = linalg.fill ins(%c0 : f32) outs(%e120 : tensor<8x64x224xf32>) -> tensor<8x64x224xf32>
  %g125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g119 : tensor<8x64x224x224xf32>) outs(%f121 : tensor<8x64x224xf32>) {
  ^bb0(%a122: f32, %o123: f32):
    %b124 = arith.addf %a122, %o123 : f32
    linalg.yield %b124 : f32
  } -> tensor<8x64x224xf32>
  %e126 = tensor.empty() : tensor<64xf32>
  %f127 = linalg.fill ins(%c0 : f32) outs(%e126 : tensor<64xf32>) -> tensor<64xf32>
  %g131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g125 : tensor<8x64x224xf32>) outs(%f127 : tensor<64xf32>) {
  ^bb0(%a128: f32, %o129: f32):
    %b130 = arith.addf %a128, %o129 : f32
    linalg.yield %b130 : f32
  } -> tensor<64xf32>
  %e132 = tensor.empty() : tensor<64xf32>
  %g136 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g131 : tensor<64xf32>) outs(%e132 : tensor<64xf32>) {
  ^bb0(%a133: f32, %o134: f32):
    %b135 = arith.divf %a133, %c1 : f32
    linalg.yield %b135 : f32
  } -> tensor<64xf32>
  %e140 = tensor.empty() : tensor<8x64x224x224xf32>
  %g153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g94, %g111, %g136, %feature_extractor_0_4_weight, %feature_extractor_0_4_bias : tensor<8x64x224x224xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e140 : tensor<8x64x224x224xf32>) {
  ^bb0(%a141: f32, %a142: f32, %a143: f32, %a144: f32, %a145: f32, %o146: f32):
    %b147 = arith.addf %a143, %c2 : f32
    %b148 = math.sqrt %b147 : f32
    %b149 = arith.subf %a141, %a142 : f32
    %b150 = arith.divf %b149, %b148 : f32
    %b151 = arith.mulf %b150, %a144 : f32
    %b152 = arith.addf %b151, %a145 : f32
    linalg.yield %b152 : f32
  } -> tensor<8x64x224x224xf32>
  %e154 = tensor.empty() : tensor<8x64x224x224xf32>
  %g158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g153 : tensor<8x64x224x224xf32>) outs(%e154 : tensor<8x64x224x224xf32>) {
  ^bb0(%a155: f32, %o156: f32):
    %b157 = arith.maximumf %a155, %c0 : f32
    linalg.yield %b157 : f32
  } -> tensor<8x64x224x224xf32>
  %e159 = tensor.empty() : tensor<8x64x112x112xf32>
  %f160 = linalg.fill ins(%c3 : f32) outs(%e159 : tensor<8x64x112x112xf32>) -> tensor<8x64x112x112xf32>
  %e161 = tensor.empty() : tensor<2x2xf32>
  %pool162 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g158, %e161 : tensor<8x64x224x224xf32>, tensor<2x2xf32>) outs(%f160 : tensor<8x64x112x112xf32>) -> tensor<8x64x112x112xf32>
  %e163 = tensor.empty() : tensor<8x64x114x114xf32>
  %f164 = linalg.fill ins(%c0 : f32) outs(%e163 : tensor<8x64x114x114xf32>) -> tensor<8x64x114x114xf32>
  %g167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool162 : tensor<8x64x112x112xf32>) outs(%f164 : tensor<8x64x114x114xf32>) {
  ^bb0(%a165: f32, %o166: f32):
    linalg.yield %a165 : f32
  } -> tensor<8x64x114x114xf32>
  %e168 = tensor.empty() : tensor<8x128x112x112xf32>
  %f169 = linalg.fill ins(%c0 : f32) outs(%e168 : tensor<8x128x112x112xf32>) -> tensor<8x128x112x112xf32>
  %conv170 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g167, %feature_extractor_1_0_weight : tensor<8x64x114x114xf32>, tensor<128x64x3x3xf32>) outs(%f169 : tensor<8x128x112x112xf32>) -> tensor<8x128x112x112xf32>
  %e172 = tensor.empty() : tensor<8x128x112x112xf32>
  %g177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv170, %feature_extractor_1_0_bias : tensor<8x128x112x112xf32>, tensor<128xf32>) outs(%e172 : tensor<8x128x112x112xf32>) {
  ^bb0(%a173: f32, %a174: f32, %o175: f32):
    %b176 = arith.addf %a173, %a174 : f32
    linalg.yield %b176 : f32
  } -> tensor<8x128x112x112xf32>
  %e178 = tensor.empty() : tensor<8x128x112xf32>
  %f179 = linalg.fill ins(%c0 : f32) outs(%e178 : tensor<8x128x112xf32>) -> tensor<8x128x112xf32>
  %g183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g177 : tensor<8x128x112x112xf32>) outs(%f179 : tensor<8x128x112xf32>) {
  ^bb0(%a180: f32, %o181: f32):
    %b182 = arith.addf %a180, %o181 : f32
    linalg.yield %b182 : f32
  } -> tensor<8x128x112xf32>
  %e184 = tensor.empty() : tensor<128xf32>
  %f185 = linalg.fill ins(%c0 : f32) outs(%e184 : tensor<128xf32>) -> tensor<128xf32>
  %g189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g183 : tensor<8x128x112xf32>) outs(%f185 : tensor<128xf32>) {
  ^bb0(%a186: f32, %o187: f32):
    %b188 = arith.addf %a186, %o187 : f32
    linalg.yield %b188 : f32
  } -> tensor<128xf32>
  %e190 = tensor.empty() : tensor<128xf32>
  %g194 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g189 : tensor<128xf32>) outs(%e190 : tensor<128xf32>) {
  ^bb0(%a191: f32, %o192: f32):
    %b193 = arith.divf %a191, %c4 : f32
    linalg.yield %b193 : f32
  } -> tensor<128xf32>
  %e196 = tensor.empty() : tensor<8x128x112x112xf32>
  %g202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g177, %g194 : tensor<8x128x112x112xf32>, tensor<128xf32>) outs(%e196 : tensor<8x128x112x112xf32>) {
  ^bb0(%a197: f32, %a198: f32, %o199: f32):
    %b200 = arith.subf %a197, %a198 : f32
    %b201 = arith.mulf %b200, %b200 : f32
    linalg.yield %b201 : f32
  } -> tensor<8x128x112x112xf32>
  %e203 = tensor.empty() : tensor<8x128x112xf32>
  %f204 = linalg.fill ins(%c0 : f32) outs(%e203 : tensor<8x128x112xf32>) -> tensor<8x128x112xf32>
  %g208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g202 : tensor<8x128x112x112xf32>) outs(%f204 : tensor<8x128x112xf32>) {
  ^bb0(%a205: f32, %o206: f32):
    %b207 = arith.addf %a205, %o206 : f32
    linalg.yield %b207 : f32
  } -> tensor<8x128x112xf32>
  %e209 = tensor.empty() : tensor<128xf32>
  %f210 = linalg.fill ins(%c0 : f32) outs(%e209 : tensor<128xf32>) -> tensor<128xf32>
  %g214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g208 : tensor<8x128x112xf32>) outs(%f210 : tensor<128xf32>) {
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
  %e223 = tensor.empty() : tensor<8x128x112x112xf32>
  %g236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g177, %g194, %g219, %feature_extractor_1_1_weight, %feature_extractor_1_1_bias : tensor<8x128x112x112xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e223 : tensor<8x128x112x112xf32>) {
  ^bb0(%a224: f32, %a225: f32, %a226: f32, %a227: f32, %a228: f32, %o229: f32):
    %b230 = arith.addf %a226, %c2 : f32
    %b231 = math.sqrt %b230 : f32
    %b232 = arith.subf %a224, %a225 : f32
    %b233 = arith.divf %b232, %b231 : f32
    %b234 = arith.mulf %b233, %a227 : f32
    %b235 = arith.addf %b234, %a228 : f32
    linalg.yield %b235 : f32
  } -> tensor<8x128x112x112xf32>
  %e237 = tensor.empty() : tensor<8x128x112x112xf32>
  %g241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g236 : tensor<8x128x112x112xf32>) outs(%e237 : tensor<8x128x112x112xf32>) {
  ^bb0(%a238: f32, %o239: f32):
    %b240 = arith.maximumf %a238, %c0 : f32
    linalg.yield %b240 : f32
  } -> tensor<8x128x112x112xf32>
  %e242 = tensor.empty() : tensor<8x128x114x114xf32>
  %f243 = linalg.fill ins(%c0 : f32) outs(%e242 : tensor<8x128x114x114xf32>) -> tensor<8x128x114x114xf32>
  %g246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g241 : tensor<8x128x112x112xf32>) outs(%f243 : tensor<8x128x114x114xf32>) {
  ^bb0(%a244: f32, %o245: f32):
    linalg.yield %a244 : f32
  } -> tensor<8x128x114x114xf32>
  %e247 = tensor.empty() : tensor<8x128x112x112xf32>
  %f248 = linalg.fill ins(%c0 : f32) outs(%e247 : tensor<8x128x112x112xf32>) -> tensor<8x128x112x112xf32>
  %conv249 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g246, %feature_extractor_1_3_weight : tensor<8x128x114x114xf32>, tensor<128x128x3x3xf32>) outs(%f248 : tensor<8x128x112x112xf32>) -> tensor<8x128x112x112xf32>
  %e251 = tensor.empty() : tensor<8x128x112x112xf32>
  %g256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv249, %feature_extractor_1_3_bias : tensor<8x128x112x112xf32>, tensor<128xf32>) outs(%e251 : tensor<8x128x112x112xf32>) {
  ^bb0(%a252: f32, %a253: f32, %o254: f32):
    %b255 = arith.addf %a252, %a253 : f32
    linalg.yield %b255 : f32
  } -> tensor<8x128x112x112xf32>
  %e257 = tensor.empty() : tensor<8x128x112xf32>
  %f258 = linalg.fill ins(%c0 : f32) outs(%e257 : tensor<8x128x112xf32>) -> tensor<8x128x112xf32>
  %g262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g256 : tensor<8x128x112x112xf32>) outs(%f258 : tensor<8x128x112xf32>) {
  ^bb0(%a259: f32, %o260: f32):
    %b261 = arith.addf %a259, %o260 : f32
    linalg.yield %b261 : f32
  } -> tensor<8x128x112xf32>
  %e263 = tensor.empty() : tensor<128xf32>
  %f264 = linalg.fill ins(%c0 : f32) outs(%e263 : tensor<128xf32>) -> tensor<128xf32>
  %g268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g262 : tensor<8x128x112xf32>) outs(%f264 : tensor<128xf32>) {
  ^bb0(%a265: f32, %o266: f32):
    %b267 = arith.addf %a265, %o266 : f32
    linalg.yield %b267 : f32
  } -> tensor<128xf32>
  %e269 = tensor.empty() : tensor<128xf32>
  %g273 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g268 : tensor<128xf32>) outs(%e269 : tensor<128xf32>) {
  ^bb0(%a270: f32, %o271: f32):
    %b272 = arith.divf %a270, %c4 : f32
    linalg.yield %b272 : f32
  } -> tensor<128xf32>
  %e275 = tensor.empty() : tensor<8x128x112x112xf32>
  %g281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g256, %g273 : tensor<8x128x112x112xf32>, tensor<128xf32>) outs(%e275 : tensor<8x128x112x112xf32>) {
  ^bb0(%a276: f32, %a277: f32, %o278: f32):
    %b279 = arith.subf %a276, %a277 : f32
    %b280 = arith.mulf %b279, %b279 : f32
    linalg.yield %b280 : f32
  } -> tensor<8x128x112x112xf32>
  %e282 = tensor.empty() : tensor<8x128x112xf32>
  %f283 = linalg.fill ins(%c0 : f32) outs(%e282 : tensor<8x128x112xf32>) -> tensor<8x128x112xf32>
  %g287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g281 : tensor<8x128x112x112xf32>) outs(%f283 : tensor<8x128x112xf32>) {
  ^bb0(%a284: f32, %o285: f32):
    %b286 = arith.addf %a284, %o285 : f32
    linalg.yield %b286 : f32
  } -> tensor<8x128x112xf32>
  %e288 = tensor.empty() : tensor<128xf32>
  %f289 = linalg.fill ins(%c0 : f32) outs(%e288 : tensor<128xf32>) -> tensor<128xf32>
  %g293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g287 : tensor<8x128x112xf32>) outs(%f289 : tensor<128xf32>) {
  ^bb0(%a290: f32, %o291: f32):
    %b292 = arith.addf %a290, %o291 : f32
    linalg.yield %b292 : f32
  } -> tensor<128xf32>
  %e294 = tensor.empty() : tensor<128xf32>
  %g298 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g293 : tensor<128xf32>) outs(%e294 : tensor<128xf32>) {
  ^bb0(%a295: f32, %o296: f32):
    %b297 = arith.divf %a295, %c4 : f32
    linalg.yield %b297 : f32
  } -> tensor<128xf32>
  %e302 = tensor.empty() : tensor<8x128x112x112xf32>
  %g315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g256, %g273, %g298, %feature_extractor_1_4_weight, %feature_extractor_1_4_bias : tensor<8x128x112x112xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e302 : tensor<8x128x112x112xf32>) {
  ^bb0(%a303: f32, %a304: f32, %a305: f32, %a306: f32, %a307: f32, %o308: f32):
    %b309 = arith.addf %a305, %c2 : f32
    %b310 = math.sqrt %b309 : f32
    %b311 = arith.subf %a303, %a304 : f32
    %b312 = arith.divf %b311, %b310 : f32
    %b313 = arith.mulf %b312, %a306 : f32
    %b314 = arith.addf %b313, %a307 : f32
    linalg.yield %b314 : f32
  } -> tensor<8x128x112x112xf32>
  %e316 = tensor.empty() : tensor<8x128x112x112xf32>
  %g320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g315 : tensor<8x128x112x112xf32>) outs(%e316 : tensor<8x128x112x112xf32>) {
  ^bb0(%a317: f32, %o318: f32):
    %b319 = arith.maximumf %a317, %c0 : f32
    linalg.yield %b319 : f32
  } -> tensor<8x128x112x112xf32>
  %e321 = tensor.empty() : tensor<8x128x56x56xf32>
  %f322 = linalg.fill ins(%c3 : f32) outs(%e321 : tensor<8x128x56x56xf32>) -> tensor<8x128x56x56xf32>
  %e323 = tensor.empty() : tensor<2x2xf32>
  %pool324 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g320, %e323 : tensor<8x128x112x112xf32>, tensor<2x2xf32>) outs(%f322 : tensor<8x128x56x56xf32>) -> tensor<8x128x56x56xf32>
  %e325 = tensor.empty() : tensor<8x128x58x58xf32>
  %f326 = linalg.fill ins(%c0 : f32) outs(%e325 : tensor<8x128x58x58xf32>) -> tensor<8x128x58x58xf32>
  %g329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool324 : tensor<8x128x56x56xf32>) outs(%f326 : tensor<8x128x58x58xf32>) {
  ^bb0(%a327: f32, %o328: f32):
    linalg.yield %a327 : f32
  } -> tensor<8x128x58x58xf32>
  %e330 = tensor.empty() : tensor<8x256x56x56xf32>
  %f331 = linalg.fill ins(%c0 : f32) outs(%e330 : tensor<8x256x56x56xf32>) -> tensor<8x256x56x56xf32>
  %conv332 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g329, %feature_extractor_2_0_weight : tensor<8x128x58x58xf32>, tensor<256x128x3x3xf32>) outs(%f331 : tensor<8x256x56x56xf32>) -> tensor<8x256x56x56xf32>
  %e334 = tensor.empty() : tensor<8x256x56x56xf32>
  %g339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv332, %feature_extractor_2_0_bias : tensor<8x256x56x56xf32>, tensor<256xf32>) outs(%e334 : tensor<8x256x56x56xf32>) {
  ^bb0(%a335: f32, %a336: f32, %o337: f32):
    %b338 = arith.addf %a335, %a336 : f32
    linalg.yield %b338 : f32
  } -> tensor<8x256x56x56xf32>
  %e340 = tensor.empty() : tensor<256xf32>
  %f341 = linalg.fill ins(%c0 : f32) outs(%e340 : tensor<256xf32>) -> tensor<256xf32>
  %g345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g339 : tensor<8x256x56x56xf32>) outs(%f341 : tensor<256xf32>) {
  ^bb0(%a342: f32, %o343: f32):
    %b344 = arith.addf %a342, %o343 : f32
    linalg.yield %b344 : f32
  } -> tensor<256xf32>
  %e346 = tensor.empty() : tensor<256xf32>
  %g350 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g345 : tensor<256xf32>) outs(%e346 : tensor<256xf32>) {
  ^bb0(%a347: f32, %o348: f32):
    %b349 = arith.divf %a347, %c5 : f32
    linalg.yield %b349 : f32
  } -> tensor<256xf32>
  %e352 = tensor.empty() : tensor<8x256x56x56xf32>
  %g358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g339, %g350 : tensor<8x256x56x56xf32>, tensor<256xf32>) outs(%e352 : tensor<8x256x56x56xf32>) {
  ^bb0(%a353: f32, %a354: f32, %o355: f32):
    %b356 = arith.subf %a353, %a354 : f32
    %b357 = arith.mulf %b356, %b356 : f32
    linalg.yield %b357 : f32
  } -> tensor<8x256x56x56xf32>
  %e359 = tensor.empty() : tensor<256xf32>
  %f360 = linalg.fill ins(%c0 : f32) outs(%e359 : tensor<256xf32>) -> tensor<256xf32>
  %g364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g358 : tensor<8x256x56x56xf32>) outs(%f360 : tensor<256xf32>) {
  ^bb0(%a361: f32, %o362: f32):
    %b363 = arith.addf %a361, %o362 : f32
    linalg.yield %b363 : f32
  } -> tensor<256xf32>
  %e365 = tensor.empty() : tensor<256xf32>
  %g369 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g364 : tensor<256xf32>) outs(%e365 : tensor<256xf32>) {
  ^bb0(%a366: f32, %o367: f32):
    %b368 = arith.divf %a366, %c5 : f32
    linalg.yield %b368 : f32
  } -> tensor<256xf32>
  %e373 = tensor.empty() : tensor<8x256x56x56xf32>
  %g386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g339, %g350, %g369, %feature_extractor_2_1_weight, %feature_extractor_2_1_bias : tensor<8x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e373 : tensor<8x256x56x56xf32>) {
  ^bb0(%a374: f32, %a375: f32, %a376: f32, %a377: f32, %a378: f32, %o379: f32):
    %b380 = arith.addf %a376, %c2 : f32
    %b381 = math.sqrt %b380 : f32
    %b382 = arith.subf %a374, %a375 : f32
    %b383 = arith.divf %b382, %b381 : f32
    %b384 = arith.mulf %b383, %a377 : f32
    %b385 = arith.addf %b384, %a378 : f32
    linalg.yield %b385 : f32
  } -> tensor<8x256x56x56xf32>
  %e387 = tensor.empty() : tensor<8x256x56x56xf32>
  %g391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g386 : tensor<8x256x56x56xf32>) outs(%e387 : tensor<8x256x56x56xf32>) {
  ^bb0(%a388: f32, %o389: f32):
    %b390 = arith.maximumf %a388, %c0 : f32
    linalg.yield %b390 : f32
  } -> tensor<8x256x56x56xf32>
  %e392 = tensor.empty() : tensor<8x256x58x58xf32>
  %f393 = linalg.fill ins(%c0 : f32) outs(%e392 : tensor<8x256x58x58xf32>) -> tensor<8x256x58x58xf32>
  %g396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g391 : tensor<8x256x56x56xf32>) outs(%f393 : tensor<8x256x58x58xf32>) {
  ^bb0(%a394: f32, %o395: f32):
    linalg.yield %a394 : f32
  } -> tensor<8x256x58x58xf32>
  %e397 = tensor.empty() : tensor<8x256x56x56xf32>
  %f398 = linalg.fill ins(%c0 : f32) outs(%e397 : tensor<8x256x56x56xf32>) -> tensor<8x256x56x56xf32>
  %conv399 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g396, %feature_extractor_2_3_weight : tensor<8x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%f398 : tensor<8x256x56x56xf32>) -> tensor<8x256x56x56xf32>
  %e401 = tensor.empty() : tensor<8x256x56x56xf32>
  %g406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv399, %feature_extractor_2_3_bias : tensor<8x256x56x56xf32>, tensor<256xf32>) outs(%e401 : tensor<8x256x56x56xf32>) {
  ^bb0(%a402: f32, %a403: f32, %o404: f32):
    %b405 = arith.addf %a402, %a403 : f32
    linalg.yield %b405 : f32
  } -> tensor<8x256x56x56xf32>
  %e407 = tensor.empty() : tensor<256xf32>
  %f408 = linalg.fill ins(%c0 : f32) outs(%e407 : tensor<256xf32>) -> tensor<256xf32>
  %g412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g406 : tensor<8x256x56x56xf32>) outs(%f408 : tensor<256xf32>) {
  ^bb0(%a409: f32, %o410: f32):
    %b411 = arith.addf %a409, %o410 : f32
    linalg.yield %b411 : f32
  } -> tensor<256xf32>
  %e413 = tensor.empty() : tensor<256xf32>
  %g417 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g412 : tensor<256xf32>) outs(%e413 : tensor<256xf32>) {
  ^bb0(%a414: f32, %o415: f32):
    %b416 = arith.divf %a414, %c5 : f32
    linalg.yield %b416 : f32
  } -> tensor<256xf32>
  %e419 = tensor.empty() : tensor<8x256x56x56xf32>
  %g425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g406, %g417 : tensor<8x256x56x56xf32>, tensor<256xf32>) outs(%e419 : tensor<8x256x56x56xf32>) {
  ^bb0(%a420: f32, %a421: f32, %o422: f32):
    %b423 = arith.subf %a420, %a421 : f32
    %b424 = arith.mulf %b423, %b423 : f32
    linalg.yield %b424 : f32
  } -> tensor<8x256x56x56xf32>
  %e426 = tensor.empty() : tensor<256xf32>
  %f427 = linalg.fill ins(%c0 : f32) outs(%e426 : tensor<256xf32>) -> tensor<256xf32>
  %g431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%g425 : tensor<8x256x56x56xf32>) outs(%f427 : tensor<256xf32>) {
  ^bb0(%a428: f32, %o429: f32):
    %b430 = arith.addf %a428, %o429 : f32
    linalg.yield %b430 : f32
  } -> tensor<256xf32>
  %e432 = tensor.empty() : tensor<256xf32>
  %g436 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g431 : tensor<256xf32>) outs(%e432 : tensor<256xf32>) {
  ^bb0(%a433: f32, %o434: f32):
    %b435 = arith.divf %a433, %c5 : f32
    linalg.yield %b435 : f32
  } -> tensor<256xf32>
  %e440 = tensor.empty() : tensor<8x256x56x56xf32>
  %g453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g406, %g417, %g436, %feature_extractor_2_4_weight, %feature_extractor_2_4_bias : tensor<8x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%e440 : tensor<8x256x56x56xf32>) {
  ^bb0(%a441: f32, %a442: f32, %a443: f32, %a444: f32, %a445: f32, %o446: f32):
    %b447 = arith.addf %a443, %c2 : f32
    %b448 = math.sqrt %b447 : f32
    %b449 = arith.subf %a441, %a442 : f32
    %b450 = arith.divf %b449, %b448 : f32
    %b451 = arith.mulf %b450, %a444 : f32
    %b452 = arith.addf %b451, %a445 : f32
    linalg.yield %b452 : f32
  } -> tensor<8x256x56x56xf32>
  %e454 = tensor.empty() : tensor<8x256x56x56xf32>
  %g458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g453 : tensor<8x256x56x56xf32>) outs(%e454 : tensor<8x256x56x56xf32>) {
  ^bb0(%a455: f32, %o456: f32):
    %b457 = arith.maximumf %a455, %c0 : f32
    linalg.yield %b457 : f32
  } -> tensor<8x256x56x56xf32>
  %e459 = tensor.empty() : tensor<8x256x28x28xf32>
  %f460 = linalg.fill ins(%c3 : f32) outs(%e459 : tensor<8x256x28x28xf32>) -> tensor<8x256x28x28xf32>
  %e461 = tensor.empty() : tensor<2x2xf32>
  %pool462 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g458, %e461 : tensor<8x256x56x56xf32>, tensor<2x2xf32>) outs(%f460 : tensor<8x256x28x28xf32>) -> tensor<8x256x28x28xf32>
  %e463 = tensor.empty() : tensor<8x256xf32>
  %f464 = linalg.fill ins(%c0 : f32) outs(%e463 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %g468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%pool462 : tensor<8x256x28x28xf32>) outs(%f464 : tensor<8x256xf32>) {
  ^bb0(%a465: f32, %o466: f32):
    %b467 = arith.addf %a465, %o466 : f32
    linalg.yield %b467 : f32
  } -> tensor<8x256xf32>
  %e469 = tensor.empty() : tensor<8x256xf32>
  %g473 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g468 : tensor<8x256xf32>) outs(%e469 : tensor<8x256xf32>) {
  ^bb0(%a470: f32, %o471: f32):
    %b472 = arith.divf %a470, %c6 : f32
    linalg.yield %b472 : f32
  } -> tensor<8x256xf32>
  %e474 = tensor.empty() : tensor<8x10xf32>
  %f475 = linalg.fill ins(%c0 : f32) outs(%e474 : tensor<8x10xf32>) -> tensor<8x10xf32>
  %mm476 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g473, %fc_weight : tensor<8x256xf32>, tensor<10x256xf32>) outs(%f475 : tensor<8x10xf32>) -> tensor<8x10xf32>
  %e477 = tensor.empty() : tensor<8x10xf32>
  %g482 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm476, %fc_bias : tensor<8x10xf32>, tensor<10xf32>) outs(%e477 : tensor<8x10xf32>) {
  ^bb0(%a478: f32, %a479: f32, %o480: f32):
    %b481 = arith.addf %a478, %a479 : f32
    linalg.yield %b481 : f32
  } -> tensor<8x10xf32>
  return %g482 : tensor<8x10xf32>
}
