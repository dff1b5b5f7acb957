// Imported by htam-import from 14_DenseNet121DenseBlock.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x32x224x224 (input), layers_0_0_weight 32 (parameter:layers.0.0.weight), layers_0_0_bias 32 (parameter:layers.0.0.bias), layers_0_2_weight 32x32x3x3 (parameter:layers.0.2.weight), layers_1_0_weight 64 (parameter:layers.1.0.weight), layers_1_0_bias 64 (parameter:layers.1.0.bias), layers_1_2_weight 32x64x3x3 (parameter:layers.1.2.weight), layers_2_0_weight 96 (parameter:layers.2.0.weight), layers_2_0_bias 96 (parameter:layers.2.0.bias), layers_2_2_weight 32x96x3x3 (parameter:layers.2.2.weight), layers_3_0_weight 128 (parameter:layers.3.0.weight), layers_3_0_bias 128 (parameter:layers.3.0.bias), layers_3_2_weight 32x128x3x3 (parameter:layers.3.2.weight), layers_4_0_weight 160 (parameter:layers.4.0.weight), layers_4_0_bias 160 (parameter:layers.4.0.bias), layers_4_2_weight 32x160x3x3 (parameter:layers.4.2.weight), layers_5_0_weight 192 (parameter:layers.5.0.weight), layers_5_0_bias 192 (parameter:layers.5.0.bias), layers_5_2_weight 32x192x3x3 (parameter:layers.5.2.weight)
func.func @l3_14_densenet121denseblock(
    %x: tensor<10x32x224x224xf32>,
    %layers_0_0_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_0_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_2_weight: tensor<32x32x3x3xf32> {htam.init = "uniform(-0.0589255651..0.0589255651)"},
    %layers_1_0_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_0_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_2_weight: tensor<32x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %layers_2_0_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_0_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_2_weight: tensor<32x96x3x3xf32> {htam.init = "uniform(-0.0340206909..0.0340206909)"},
    %layers_3_0_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_0_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_2_weight: tensor<32x128x3x3xf32> {htam.init = "uniform(-0.0294627825..0.0294627825)"},
    %layers_4_0_weight: tensor<160xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_4_0_bias: tensor<160xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_4_2_weight: tensor<32x160x3x3xf32> {htam.init = "uniform(-0.0263523138..0.0263523138)"},
    %layers_5_0_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_5_0_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_5_2_weight: tensor<32x192x3x3xf32> {htam.init = "uniform(-0.0240562612..0.0240562612)"}) -> (tensor<10x224x224x224xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 5.0176e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<10x32x224xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x32x224xf32>) -> tensor<10x32x224xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<10x32x224x224xf32>) outs(%f2 : tensor<10x32x224xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.addf %a3, %o4 : f32
    linalg.yield %b5 : f32
  } -> tensor<10x32x224xf32>
  %e7 = tensor.empty() : tensor<32xf32>
  %f8 = linalg.fill ins(%c0 : f32) outs(%e7 : tensor<32xf32>) -> tensor<32xf32>
  %g12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g6 : tensor<10x32x224xf32>) outs(%f8 : tensor<32xf32>) {
  ^bb0(%a9: f32, %o10: f32):
    %b11 = arith.addf %a9, %o10 : f32
    linalg.yield %b11 : f32
  } -> tensor<32xf32>
  %e13 = tensor.empty() : tensor<32xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g12 : tensor<32xf32>) outs(%e13 : tensor<32xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %b16 = arith.divf %a14, %c1 : f32
    linalg.yield %b16 : f32
  } -> tensor<32xf32>
  %e19 = tensor.empty() : tensor<10x32x224x224xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g17 : tensor<10x32x224x224xf32>, tensor<32xf32>) outs(%e19 : tensor<10x32x224x224xf32>) {
  ^bb0(%a20: f32, %a21: f32, %o22: f32):
    %b23 = arith.subf %a20, %a21 : f32
    %b24 = arith.mulf %b23, %b23 : f32
    linalg.yield %b24 : f32
  } -> tensor<10x32x224x224xf32>
  %e26 = tensor.empty() : tensor<10x32x224xf32>
  %f27 = linalg.fill ins(%c0 : f32) outs(%e26 : tensor<10x32x224xf32>) -> tensor<10x32x224xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g25 : tensor<10x32x224x224xf32>) outs(%f27 : tensor<10x32x224xf32>) {
  ^bb0(%a28: f32, %o29: f32):
    %b30 = arith.addf %a28, %o29 : f32
    linalg.yield %b30 : f32
  } -> tensor<10x32x224xf32>
  %e32 = tensor.empty() : tensor<32xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<32xf32>) -> tensor<32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g31 : tensor<10x32x224xf32>) outs(%f33 : tensor<32xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %a34, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<32xf32>
  %e38 = tensor.empty() : tensor<32xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g37 : tensor<32xf32>) outs(%e38 : tensor<32xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.divf %a39, %c1 : f32
    linalg.yield %b41 : f32
  } -> tensor<32xf32>
  %e46 = tensor.empty() : tensor<10x32x224x224xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g17, %g42, %layers_0_0_weight, %layers_0_0_bias : tensor<10x32x224x224xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e46 : tensor<10x32x224x224xf32>) {
  ^bb0(%a47: f32, %a48: f32, %a49: f32, %a50: f32, %a51: f32, %o52: f32):
    %b53 = arith.addf %a49, %c2 : f32
    %b54 = math.sqrt %b53 : f32
    %b55 = arith.subf %a47, %a48 : f32
    %b56 = arith.divf %b55, %b54 : f32
    %b57 = arith.mulf %b56, %a50 : f32
    %b58 = arith.addf %b57, %a51 : f32
    linalg.yield %b58 : f32
  } -> tensor<10x32x224x224xf32>
  %e60 = tensor.empty() : tensor<10x32x224x224xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g59 : tensor<10x32x224x224xf32>) outs(%e60 : tensor<10x32x224x224xf32>) {
  ^bb0(%a61: f32, %o62: f32):
    %b63 = arith.maximumf %a61, %c0 : f32
    linalg.yield %b63 : f32
  } -> tensor<10x32x224x224xf32>
  %e65 = tensor.empty() : tensor<10x32x226x226xf32>
  %f66 = linalg.fill ins(%c0 : f32) outs(%e65 : tensor<10x32x226x226xf32>) -> tensor<10x32x226x226xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g64 : tensor<10x32x224x224xf32>) outs(%f66 : tensor<10x32x226x226xf32>) {
  ^bb0(%a67: f32, %o68: f32):
    linalg.yield %a67 : f32
  } -> tensor<10x32x226x226xf32>
  %e70 = tensor.empty() : tensor<10x32x224x224xf32>
  %f71 = linalg.fill ins(%c0 : f32) outs(%e70 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %conv72 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g69, %layers_0_2_weight : tensor<10x32x226x226xf32>, tensor<32x32x3x3xf32>) outs(%f71 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %e73 = tensor.empty() : tensor<10x64x224x224xf32>
  %cat74 = tensor.insert_slice %x into %e73[0, 0, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x64x224x224xf32>
  %cat75 = tensor.insert_slice %conv72 into %cat74[0, 32, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x64x224x224xf32>
  %e76 = tensor.empty() : tensor<10x64x224xf32>
  %f77 = linalg.fill ins(%c0 : f32) outs(%e76 : tensor<10x64x224xf32>) -> tensor<10x64x224xf32>
  %g81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cat75 : tensor<10x64x224x224xf32>) outs(%f77 : tensor<10x64x224xf32>) {
  ^bb0(%a78: f32, %o79: f32):
    %b80 = arith.addf %a78, %o79 : f32
    linalg.yield %b80 : f32
  } -> tensor<10x64x224xf32>
  %e82 = tensor.empty() : tensor<64xf32>
  %f83 = linalg.fill ins(%c0 : f32) outs(%e82 : tensor<64xf32>) -> tensor<64xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g81 : tensor<10x64x224xf32>) outs(%f83 : tensor<64xf32>) {
  ^bb0(%a84: f32, %o85: f32):
    %b86 = arith.addf %a84, %o85 : f32
    linalg.yield %b86 : f32
  } -> tensor<64xf32>
  %e88 = tensor.empty() : tensor<64xf32>
  %g92 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g87 : tensor<64xf32>) outs(%e88 : tensor<64xf32>) {
  ^bb0(%a89: f32, %o90: f32):
    %b91 = arith.divf %a89, %c1 : f32
    linalg.yield %b91 : f32
  } -> tensor<64xf32>
  %e94 = tensor.empty() : tensor<10x64x224x224xf32>
  %g100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat75, %g92 : tensor<10x64x224x224xf32>, tensor<64xf32>) outs(%e94 : tensor<10x64x224x224xf32>) {
  ^bb0(%a95: f32, %a96: f32, %o97: f32):
    %b98 = arith.subf %a95, %a96 : f32
    %b99 = arith.mulf %b98, %b98 : f32
    linalg.yield %b99 : f32
  } -> tensor<10x64x224x224xf32>
  %e101 = tensor.empty() : tensor<10x64x224xf32>
  %f102 = linalg.fill ins(%c0 : f32) outs(%e101 : tensor<10x64x224xf32>) -> tensor<10x64x224xf32>
  %g106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g100 : tensor<10x64x224x224xf32>) outs(%f102 : tensor<10x64x224xf32>) {
  ^bb0(%a103: f32, %o104: f32):
    %b105 = arith.addf %a103, %o104 : f32
    linalg.yield %b105 : f32
  } -> tensor<10x64x224xf32>
  %e107 = tensor.empty() : tensor<64xf32>
  %f108 = linalg.fill ins(%c0 : f32) outs(%e107 : tensor<64xf32>) -> tensor<64xf32>
  %g112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g106 : tensor<10x64x224xf32>) outs(%f108 : tensor<64xf32>) {
  ^bb0(%a109: f32, %o110: f32):
    %b111 = arith.addf %a109, %o110 : f32
    linalg.yield %b111 : f32
  } -> tensor<64xf32>
  %e113 = tensor.empty() : tensor<64xf32>
  %g117 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g112 : tensor<64xf32>) outs(%e113 : tensor<64xf32>) {
  ^bb0(%a114: f32, %o115: f32):
    %b116 = arith.divf %a114, %c1 : f32
    linalg.yield %b116 : f32
  } -> tensor<64xf32>
  %e121 = tensor.empty() : tensor<10x64x224x224xf32>
  %g134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat75, %g92, %g117, %layers_1_0_weight, %layers_1_0_bias : tensor<10x64x224x224xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e121 : tensor<10x64x224x224xf32>) {
  ^bb0(%a122: f32, %a123: f32, %a124: f32, %a125: f32, %a126: f32, %o127: f32):
    %b128 = arith.addf %a124, %c2 : f32
    %b129 = math.sqrt %b128 : f32
    %b130 = arith.subf %a122, %a123 : f32
    %b131 = arith.divf %b130, %b129 : f32
    %b132 = arith.mulf %b131, %a125 : f32
    %b133 = arith.addf %b132, %a126 : f32
    linalg.yield %b133 : f32
  } -> tensor<10x64x224x224xf32>
  %e135 = tensor.empty() : tensor<10x64x224x224xf32>
  %g139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g134 : tensor<10x64x224x224xf32>) outs(%e135 : tensor<10x64x224x224xf32>) {
  ^bb0(%a136: f32, %o137: f32):
    %b138 = arith.maximumf %a136, %c0 : f32
    linalg.yield %b138 : f32
  } -> tensor<10x64x224x224xf32>
  %e140 = tensor.empty() : tensor<10x64x226x226xf32>
  %f141 = linalg.fill ins(%c0 : f32) outs(%e140 : tensor<10x64x226x226xf32>) -> tensor<10x64x226x226xf32>
  %g144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g139 : tensor<10x64x224x224xf32>) outs(%f141 : tensor<10x64x226x226xf32>) {
  ^bb0(%a142: f32, %o143: f32):
    linalg.yield %a142 : f32
  } -> tensor<10x64x226x226xf32>
  %e145 = tensor.empty() : tensor<10x32x224x224xf32>
  %f146 = linalg.fill ins(%c0 : f32) outs(%e145 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %conv147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g144, %layers_1_2_weight : tensor<10x64x226x226xf32>, tensor<32x64x3x3xf32>) outs(%f146 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %e148 = tensor.empty() : tensor<10x96x224x224xf32>
  %cat149 = tensor.insert_slice %x into %e148[0, 0, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x96x224x224xf32>
  %cat150 = tensor.insert_slice %conv72 into %cat149[0, 32, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x96x224x224xf32>
  %cat151 = tensor.insert_slice %conv147 into %cat150[0, 64, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x96x224x224xf32>
  %e152 = tensor.empty() : tensor<10x96x224xf32>
  %f153 = linalg.fill ins(%c0 : f32) outs(%e152 : tensor<10x96x224xf32>) -> tensor<10x96x224xf32>
  %g157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cat151 : tensor<10x96x224x224xf32>) outs(%f153 : tensor<10x96x224xf32>) {
  ^bb0(%a154: f32, %o155: f32):
    %b156 = arith.addf %a154, %o155 : f32
    linalg.yield %b156 : f32
  } -> tensor<10x96x224xf32>
  %e158 = tensor.empty() : tensor<96xf32>
  %f159 = linalg.fill ins(%c0 : f32) outs(%e158 : tensor<96xf32>) -> tensor<96xf32>
  %g163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g157 : tensor<10x96x224xf32>) outs(%f159 : tensor<96xf32>) {
  ^bb0(%a160: f32, %o161: f32):
    %b162 = arith.addf %a160, %o161 : f32
    linalg.yield %b162 : f32
  } -> tensor<96xf32>
  %e164 = tensor.empty() : tensor<96xf32>
  %g168 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g163 : tensor<96xf32>) outs(%e164 : tensor<96xf32>) {
  ^bb0(%a165: f32, %o166: f32):
    %b167 = arith.divf %a165, %c1 : f32
    linalg.yield %b167 : f32
  } -> tensor<96xf32>
  %e170 = tensor.empty() : tensor<10x96x224x224xf32>
  %g176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat151, %g168 : tensor<10x96x224x224xf32>, tensor<96xf32>) outs(%e170 : tensor<10x96x224x224xf32>) {
  ^bb0(%a171: f32, %a172: f32, %o173: f32):
    %b174 = arith.subf %a171, %a172 : f32
    %b175 = arith.mulf %b174, %b174 : f32
    linalg.yield %b175 : f32
  } -> tensor<10x96x224x224xf32>
  %e177 = tensor.empty() : tensor<10x96x224xf32>
  %f178 = linalg.fill ins(%c0 : f32) outs(%e177 : tensor<10x96x224xf32>) -> tensor<10x96x224xf32>
  %g182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g176 : tensor<10x96x224x224xf32>) outs(%f178 : tensor<10x96x224xf32>) {
  ^bb0(%a179: f32, %o180: f32):
    %b181 = arith.addf %a179, %o180 : f32
    linalg.yield %b181 : f32
  } -> tensor<10x96x224xf32>
  %e183 = tensor.empty() : tensor<96xf32>
  %f184 = linalg.fill ins(%c0 : f32) outs(%e183 : tensor<96xf32>) -> tensor<96xf32>
  %g188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g182 : tensor<10x96x224xf32>) outs(%f184 : tensor<96xf32>) {
  ^bb0(%a185: f32, %o186: f32):
    %b187 = arith.addf %a185, %o186 : f32
    linalg.yield %b187 : f32
  } -> tensor<96xf32>
  %e189 = tensor.empty() : tensor<96xf32>
  %g193 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g188 : tensor<96xf32>) outs(%e189 : tensor<96xf32>) {
  ^bb0(%a190: f32, %o191: f32):
    %b192 = arith.divf %a190, %c1 : f32
    linalg.yield %b192 : f32
  } -> tensor<96xf32>
  %e197 = tensor.empty() : tensor<10x96x224x224xf32>
  %g210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat151, %g168, %g193, %layers_2_0_weight, %layers_2_0_bias : tensor<10x96x224x224xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e197 : tensor<10x96x224x224xf32>) {
  ^bb0(%a198: f32, %a199: f32, %a200: f32, %a201: f32, %a202: f32, %o203: f32):
    %b204 = arith.addf %a200, %c2 : f32
    %b205 = math.sqrt %b204 : f32
    %b206 = arith.subf %a198, %a199 : f32
    %b207 = arith.divf %b206, %b205 : f32
    %b208 = arith.mulf %b207, %a201 : f32
    %b209 = arith.addf %b208, %a202 : f32
    linalg.yield %b209 : f32
  } -> tensor<10x96x224x224xf32>
  %e211 = tensor.empty() : tensor<10x96x224x224xf32>
  %g215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g210 : tensor<10x96x224x224xf32>) outs(%e211 : tensor<10x96x224x224xf32>) {
  ^bb0(%a212: f32, %o213: f32):
    %b214 = arith.maximumf %a212, %c0 : f32
    linalg.yield %b214 : f32
  } -> tensor<10x96x224x224xf32>
  %e216 = tensor.empty() : tensor<10x96x226x226xf32>
  %f217 = linalg.fill ins(%c0 : f32) outs(%e216 : tensor<10x96x226x226xf32>) -> tensor<10x96x226x226xf32>
  %g220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g215 : tensor<10x96x224x224xf32>) outs(%f217 : tensor<10x96x226x226xf32>) {
  ^bb0(%a218: f32, %o219: f32):
    linalg.yield %a218 : f32
  } -> tensor<10x96x226x226xf32>
  %e221 = tensor.empty() : tensor<10x32x224x224xf32>
  %f222 = linalg.fill ins(%c0 : f32) outs(%e221 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %conv223 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g220, %layers_2_2_weight : tensor<10x96x226x226xf32>, tensor<32x96x3x3xf32>) outs(%f222 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %e224 = tensor.empty() : tensor<10x128x224x224xf32>
  %cat225 = tensor.insert_slice %x into %e224[0, 0, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x128x224x224xf32>
  %cat226 = tensor.insert_slice %conv72 into %cat225[0, 32, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x128x224x224xf32>
  %cat227 = tensor.insert_slice %conv147 into %cat226[0, 64, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x128x224x224xf32>
  %cat228 = tensor.insert_slice %conv223 into %cat227[0, 96, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x128x224x224xf32>
  %e229 = tensor.empty() : tensor<10x128x224xf32>
  %f230 = linalg.fill ins(%c0 : f32) outs(%e229 : tensor<10x128x224xf32>) -> tensor<10x128x224xf32>
  %g234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cat228 : tensor<10x128x224x224xf32>) outs(%f230 : tensor<10x128x224xf32>) {
  ^bb0(%a231: f32, %o232: f32):
    %b233 = arith.addf %a231, %o232 : f32
    linalg.yield %b233 : f32
  } -> tensor<10x128x224xf32>
  %e235 = tensor.empty() : tensor<128xf32>
  %f236 = linalg.fill ins(%c0 : f32) outs(%e235 : tensor<128xf32>) -> tensor<128xf32>
  %g240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g234 : tensor<10x128x224xf32>) outs(%f236 : tensor<128xf32>) {
  ^bb0(%a237: f32, %o238: f32):
    %b239 = arith.addf %a237, %o238 : f32
    linalg.yield %b239 : f32
  } -> tensor<128xf32>
  %e241 = tensor.empty() : tensor<128xf32>
  %g245 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g240 : tensor<128xf32>) outs(%e241 : tensor<128xf32>) {
  ^bb0(%a242: f32, %o243: f32):
    %b244 = arith.divf %a242, %c1 : f32
    linalg.yield %b244 : f32
  } -> tensor<128xf32>
  %e247 = tensor.empty() : tensor<10x128x224x224xf32>
  %g253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat228, %g245 : tensor<10x128x224x224xf32>, tensor<128xf32>) outs(%e247 : tensor<10x128x224x224xf32>) {
  ^bb0(%a248: f32, %a249: f32, %o250: f32):
    %b251 = arith.subf %a248, %a249 : f32
    %b252 = arith.mulf %b251, %b251 : f32
    linalg.yield %b252 : f32
  } -> tensor<10x128x224x224xf32>
  %e254 = tensor.empty() : tensor<10x128x224xf32>
  %f255 = linalg.fill ins(%c0 : f32) outs(%e254 : tensor<10x128x224xf32>) -> tensor<10x128x224xf32>
  %g259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g253 : tensor<10x128x224x224xf32>) outs(%f255 : tensor<10x128x224xf32>) {
  ^bb0(%a256: f32, %o257: f32):
    %b258 = arith.addf %a256, %o257 : f32
    linalg.yield %b258 : f32
  } -> tensor<10x128x224xf32>
  %e260 = tensor.empty() : tensor<128xf32>
  %f261 = linalg.fill ins(%c0 : f32) outs(%e260 : tensor<128xf32>) -> tensor<128xf32>
  %g265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g259 : tensor<10x128x224xf32>) outs(%f261 : tensor<128xf32>) {
  ^bb0(%a262: f32, %o263: f32):
    %b264 = arith.addf %a262, %o263 : f32
    linalg.yield %b264 : f32
  } -> tensor<128xf32>
  %e266 = tensor.empty() : tensor<128xf32>
  %g270 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g265 : tensor<128xf32>) outs(%e266 : tensor<128xf32>) {
  ^bb0(%a267: f32, %o268: f32):
    %b269 = arith.divf %a267, %c1 : f32
    linalg.yield %b269 : f32
  } -> tensor<128xf32>
  %e274 = tensor.empty() : tensor<10x128x224x224xf32>
  %g287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat228, %g245, %g270, %layers_3_0_weight, %layers_3_0_bias : tensor<10x128x224x224xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e274 : tensor<10x128x224x224xf32>) {
  ^bb0(%a275: f32, %a276: f32, %a277: f32, %a278: f32, %a279: f32, %o280: f32):
    %b281 = arith.addf %a277, %c2 : f32
    %b282 = math.sqrt %b281 : f32
    %b283 = arith.subf %a275, %a276 : f32
    %b284 = arith.divf %b283, %b282 : f32
    %b285 = arith.mulf %b284, %a278 : f32
    %b286 = arith.addf %b285, %a279 : f32
    linalg.yield %b286 : f32
  } -> tensor<10x128x224x224xf32>
  %e288 = tensor.empty() : tensor<10x128x224x224xf32>
  %g292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g287 : tensor<10x128x224x224xf32>) outs(%e288 : tensor<10x128x224x224xf32>) {
  ^bb0(%a289: f32, %o290: f32):
    %b291 = arith.maximumf %a289, %c0 : f32
    linalg.yield %b291 : f32
  } -> tensor<10x128x224x224xf32>
  %e293 = tensor.empty() : tensor<10x128x226x226xf32>
  %f294 = linalg.fill ins(%c0 : f32) outs(%e293 : tensor<10x128x226x226xf32>) -> tensor<10x128x226x226xf32>
  %g297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g292 : tensor<10x128x224x224xf32>) outs(%f294 : tensor<10x128x226x226xf32>) {
  ^bb0(%a295: f32, %o296: f32):
    linalg.yield %a295 : f32
  } -> tensor<10x128x226x226xf32>
  %e298 = tensor.empty() : tensor<10x32x224x224xf32>
  %f299 = linalg.fill ins(%c0 : f32) outs(%e298 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %conv300 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g297, %layers_3_2_weight : tensor<10x128x226x226xf32>, tensor<32x128x3x3xf32>) outs(%f299 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %e301 = tensor.empty() : tensor<10x160x224x224xf32>
  %cat302 = tensor.insert_slice %x into %e301[0, 0, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x160x224x224xf32>
  %cat303 = tensor.insert_slice %conv72 into %cat302[0, 32, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x160x224x224xf32>
  %cat304 = tensor.insert_slice %conv147 into %cat303[0, 64, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x160x224x224xf32>
  %cat305 = tensor.insert_slice %conv223 into %cat304[0, 96, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x160x224x224xf32>
  %cat306 = tensor.insert_slice %conv300 into %cat305[0, 128, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x160x224x224xf32>
  %e307 = tensor.empty() : tensor<10x160x224xf32>
  %f308 = linalg.fill ins(%c0 : f32) outs(%e307 : tensor<10x160x224xf32>) -> tensor<10x160x224xf32>
  %g312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cat306 : tensor<10x160x224x224xf32>) outs(%f308 : tensor<10x160x224xf32>) {
  ^bb0(%a309: f32, %o310: f32):
    %b311 = arith.addf %a309, %o310 : f32
    linalg.yield %b311 : f32
  } -> tensor<10x160x224xf32>
  %e313 = tensor.empty() : tensor<160xf32>
  %f314 = linalg.fill ins(%c0 : f32) outs(%e313 : tensor<160xf32>) -> tensor<160xf32>
  %g318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g312 : tensor<10x160x224xf32>) outs(%f314 : tensor<160xf32>) {
  ^bb0(%a315: f32, %o316: f32):
    %b317 = arith.addf %a315, %o316 : f32
    linalg.yield %b317 : f32
  } -> tensor<160xf32>
  %e319 = tensor.empty() : tensor<160xf32>
  %g323 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g318 : tensor<160xf32>) outs(%e319 : tensor<160xf32>) {
  ^bb0(%a320: f32, %o321: f32):
    %b322 = arith.divf %a320, %c1 : f32
    linalg.yield %b322 : f32
  } -> tensor<160xf32>
  %e325 = tensor.empty() : tensor<10x160x224x224xf32>
  %g331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat306, %g323 : tensor<10x160x224x224xf32>, tensor<160xf32>) outs(%e325 : tensor<10x160x224x224xf32>) {
  ^bb0(%a326: f32, %a327: f32, %o328: f32):
    %b329 = arith.subf %a326, %a327 : f32
    %b330 = arith.mulf %b329, %b329 : f32
    linalg.yield %b330 : f32
  } -> tensor<10x160x224x224xf32>
  %e332 = tensor.empty() : tensor<10x160x224xf32>
  %f333 = linalg.fill ins(%c0 : f32) outs(%e332 : tensor<10x160x224xf32>) -> tensor<10x160x224xf32>
  %g337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g331 : tensor<10x160x224x224xf32>) outs(%f333 : tensor<10x160x224xf32>) {
  ^bb0(%a334: f32, %o335: f32):
    %b336 = arith.addf %a334, %o335 : f32
    linalg.yield %b336 : f32
  } -> tensor<10x160x224xf32>
  %e338 = tensor.empty() : tensor<160xf32>
  %f339 = linalg.fill ins(%c0 : f32) outs(%e338 : tensor<160xf32>) -> tensor<160xf32>
  %g343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g337 : tensor<10x160x224xf32>) outs(%f339 : tensor<160xf32>) {
  ^bb0(%a340: f32, %o341: f32):
    %b342 = arith.addf %a340, %o341 : f32
    linalg.yield %b342 : f32
  } -> tensor<160xf32>
  %e344 = tensor.empty() : tensor<160xf32>
  %g348 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g343 : tensor<160xf32>) outs(%e344 : tensor<160xf32>) {
  ^bb0(%a345: f32, %o346: f32):
    %b347 = arith.divf %a345, %c1 : f32
    linalg.yield %b347 : f32
  } -> tensor<160xf32>
  %e352 = tensor.empty() : tensor<10x160x224x224xf32>
  %g365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat306, %g323, %g348, %layers_4_0_weight, %layers_4_0_bias : tensor<10x160x224x224xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%e352 : tensor<10x160x224x224xf32>) {
  ^bb0(%a353: f32, %a354: f32, %a355: f32, %a356: f32, %a357: f32, %o358: f32):
    %b359 = arith.addf %a355, %c2 : f32
    %b360 = math.sqrt %b359 : f32
    %b361 = arith.subf %a353, %a354 : f32
    %b362 = arith.divf %b361, %b360 : f32
    %b363 = arith.mulf %b362, %a356 : f32
    %b364 = arith.addf %b363, %a357 : f32
    linalg.yield %b364 : f32
  } -> tensor<10x160x224x224xf32>
  %e366 = tensor.empty() : tensor<10x160x224x224xf32>
  %g370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g365 : tensor<10x160x224x224xf32>) outs(%e366 : tensor<10x160x224x224xf32>) {
  ^bb0(%a367: f32, %o368: f32):
    %b369 = arith.maximumf %a367, %c0 : f32
    linalg.yield %b369 : f32
  } -> tensor<10x160x224x224xf32>
  %e371 = tensor.empty() : tensor<10x160x226x226xf32>
  %f372 = linalg.fill ins(%c0 : f32) outs(%e371 : tensor<10x160x226x226xf32>) -> tensor<10x160x226x226xf32>
  %g375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g370 : tensor<10x160x224x224xf32>) outs(%f372 : tensor<10x160x226x226xf32>) {
  ^bb0(%a373: f32, %o374: f32):
    linalg.yield %a373 : f32
  } -> tensor<10x160x226x226xf32>
  %e376 = tensor.empty() : tensor<10x32x224x224xf32>
  %f377 = linalg.fill ins(%c0 : f32) outs(%e376 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %conv378 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g375, %layers_4_2_weight : tensor<10x160x226x226xf32>, tensor<32x160x3x3xf32>) outs(%f377 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %e379 = tensor.empty() : tensor<10x192x224x224xf32>
  %cat380 = tensor.insert_slice %x into %e379[0, 0, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x192x224x224xf32>
  %cat381 = tensor.insert_slice %conv72 into %cat380[0, 32, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x192x224x224xf32>
  %cat382 = tensor.insert_slice %conv147 into %cat381[0, 64, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x192x224x224xf32>
  %cat383 = tensor.insert_slice %conv223 into %cat382[0, 96, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x192x224x224xf32>
  %cat384 = tensor.insert_slice %conv300 into %cat383[0, 128, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x192x224x224xf32>
  %cat385 = tensor.insert_slice %conv378 into %cat384[0, 160, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x192x224x224xf32>
  %e386 = tensor.empty() : tensor<10x192x224xf32>
  %f387 = linalg.fill ins(%c0 : f32) outs(%e386 : tensor<10x192x224xf32>) -> tensor<10x192x224xf32>
  %g391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cat385 : tensor<10x192x224x224xf32>) outs(%f387 : tensor<10x192x224xf32>) {
  ^bb0(%a388: f32, %o389: f32):
    %b390 = arith.addf %a388, %o389 : f32
    linalg.yield %b390 : f32
  } -> tensor<10x192x224xf32>
  %e392 = tensor.empty() : tensor<192xf32>
  %f393 = linalg.fill ins(%c0 : f32) outs(%e392 : tensor<192xf32>) -> tensor<192xf32>
  %g397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g391 : tensor<10x192x224xf32>) outs(%f393 : tensor<192xf32>) {
  ^bb0(%a394: f32, %o395: f32):
    %b396 = arith.addf %a394, %o395 : f32
    linalg.yield %b396 : f32
  } -> tensor<192xf32>
  %e398 = tensor.empty() : tensor<192xf32>
  %g402 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g397 : tensor<192xf32>) outs(%e398 : tensor<192xf32>) {
  ^bb0(%a399: f32, %o400: f32):
    %b401 = arith.divf %a399, %c1 : f32
    linalg.yield %b401 : f32
  } -> tensor<192xf32>
  %e404 = tensor.empty() : tensor<10x192x224x224xf32>
  %g410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat385, %g402 : tensor<10x192x224x224xf32>, tensor<192xf32>) outs(%e404 : tensor<10x192x224x224xf32>) {
  ^bb0(%a405: f32, %a406: f32, %o407: f32):
    %b408 = arith.subf %a405, %a406 : f32
    %b409 = arith.mulf %b408, %b408 : f32
    linalg.yield %b409 : f32
  } -> tensor<10x192x224x224xf32>
  %e411 = tensor.empty() : tensor<10x192x224xf32>
  %f412 = linalg.fill ins(%c0 : f32) outs(%e411 : tensor<10x192x224xf32>) -> tensor<10x192x224xf32>
  %g416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g410 : tensor<10x192x224x224xf32>) outs(%f412 : tensor<10x192x224xf32>) {
  ^bb0(%a413: f32, %o414: f32):
    %b415 = arith.addf %a413, %o414 : f32
    linalg.yield %b415 : f32
  } -> tensor<10x192x224xf32>
  %e417 = tensor.empty() : tensor<192xf32>
  %f418 = linalg.fill ins(%c0 : f32) outs(%e417 : tensor<192xf32>) -> tensor<192xf32>
  %g422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g416 : tensor<10x192x224xf32>) outs(%f418 : tensor<192xf32>) {
  ^bb0(%a419: f32, %o420: f32):
    %b421 = arith.addf %a419, %o420 : f32
    linalg.yield %b421 : f32
  } -> tensor<192xf32>
  %e423 = tensor.empty() : tensor<192xf32>
  %g427 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g422 : tensor<192xf32>) outs(%e423 : tensor<192xf32>) {
  ^bb0(%a424: f32, %o425: f32):
    %b426 = arith.divf %a424, %c1 : f32
    linalg.yield %b426 : f32
  } -> tensor<192xf32>
  %e431 = tensor.empty() : tensor<10x192x224x224xf32>
  %g444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%cat385, %g402, %g427, %layers_5_0_weight, %layers_5_0_bias : tensor<10x192x224x224xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e431 : tensor<10x192x224x224xf32>) {
  ^bb0(%a432: f32, %a433: f32, %a434: f32, %a435: f32, %a436: f32, %o437: f32):
    %b438 = arith.addf %a434, %c2 : f32
    %b439 = math.sqrt %b438 : f32
    %b440 = arith.subf %a432, %a433 : f32
    %b441 = arith.divf %b440, %b439 : f32
    %b442 = arith.mulf %b441, %a435 : f32
    %b443 = arith.addf %b442, %a436 : f32
    linalg.yield %b443 : f32
  } -> tensor<10x192x224x224xf32>
  %e445 = tensor.empty() : tensor<10x192x224x224xf32>
  %g449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g444 : tensor<10x192x224x224xf32>) outs(%e445 : tensor<10x192x224x224xf32>) {
  ^bb0(%a446: f32, %o447: f32):
    %b448 = arith.maximumf %a446, %c0 : f32
    linalg.yield %b448 : f32
  } -> tensor<10x192x224x224xf32>
  %e450 = tensor.empty() : tensor<10x192x226x226xf32>
  %f451 = linalg.fill ins(%c0 : f32) outs(%e450 : tensor<10x192x226x226xf32>) -> tensor<10x192x226x226xf32>
  %g454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g449 : tensor<10x192x224x224xf32>) outs(%f451 : tensor<10x192x226x226xf32>) {
  ^bb0(%a452: f32, %o453: f32):
    linalg.yield %a452 : f32
  } -> tensor<10x192x226x226xf32>
  %e455 = tensor.empty() : tensor<10x32x224x224xf32>
  %f456 = linalg.fill ins(%c0 : f32) outs(%e455 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %conv457 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g454, %layers_5_2_weight : tensor<10x192x226x226xf32>, tensor<32x192x3x3xf32>) outs(%f456 : tensor<10x32x224x224xf32>) -> tensor<10x32x224x224xf32>
  %e458 = tensor.empty() : tensor<10x224x224x224xf32>
  %cat459 = tensor.insert_slice %x into %e458[0, 0, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x224x224x224xf32>
  %cat460 = tensor.insert_slice %conv72 into %cat459[0, 32, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x224x224x224xf32>
  %cat461 = tensor.insert_slice %conv147 into %cat460[0, 64, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x224x224x224xf32>
  %cat462 = tensor.insert_slice %conv223 into %cat461[0, 96, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x224x224x224xf32>
  %cat463 = tensor.insert_slice %conv300 into %cat462[0, 128, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x224x224x224xf32>
  %cat464 = tensor.insert_slice %conv378 into %cat463[0, 160, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x224x224x224xf32>
  %cat465 = tensor.insert_slice %conv457 into %cat464[0, 192, 0, 0] [10, 32, 224, 224] [1, 1, 1, 1] : tensor<10x32x224x224xf32> into tensor<10x224x224x224xf32>
  return %cat465 : tensor<10x224x224x224xf32>
}
