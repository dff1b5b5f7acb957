// Imported by htam-import from 21_EfficientNetMBConv.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x112x224x224 (input), expand_conv_0_weight 672x112x1x1 (parameter:expand_conv.0.weight), expand_conv_1_weight 672 (parameter:expand_conv.1.weight), expand_conv_1_bias 672 (parameter:expand_conv.1.bias), depthwise_conv_0_weight 672x1x5x5 (parameter:depthwise_conv.0.weight), depthwise_conv_1_weight 672 (parameter:depthwise_conv.1.weight), depthwise_conv_1_bias 672 (parameter:depthwise_conv.1.bias), project_conv_0_weight 192x672x1x1 (parameter:project_conv.0.weight), project_conv_1_weight 192 (parameter:project_conv.1.weight), project_conv_1_bias 192 (parameter:project_conv.1.bias)
func.func @l3_21_efficientnetmbconv(
    %x: tensor<10x112x224x224xf32>,
    %expand_conv_0_weight: tensor<672x112x1x1xf32> {htam.init = "uniform(-0.0944911183..0.0944911183)"},
    %expand_conv_1_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %expand_conv_1_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %depthwise_conv_0_weight: tensor<672x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %depthwise_conv_1_weight: tensor<672xf32> {htam.init = "uniform(0.5..1.5)"},
    %depthwise_conv_1_bias: tensor<672xf32> {htam.init = "uniform(-0.5..0.5)"},
    %project_conv_0_weight: tensor<192x672x1x1xf32> {htam.init = "uniform(-0.0385758375..0.0385758375)"},
    %project_conv_1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %project_conv_1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<10x192x112x112xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 5.0176e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 6.0 : f32
  %c4 = arith.constant 1.2544e+05 : f32
  %e1 = tensor.empty() : tensor<10x672x224x224xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x672x224x224xf32>) -> tensor<10x672x224x224xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %expand_conv_0_weight : tensor<10x112x224x224xf32>, tensor<672x112x1x1xf32>) outs(%f2 : tensor<10x672x224x224xf32>) -> tensor<10x672x224x224xf32>
  %e4 = tensor.empty() : tensor<10x672x224xf32>
  %f5 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<10x672x224xf32>) -> tensor<10x672x224xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv3 : tensor<10x672x224x224xf32>) outs(%f5 : tensor<10x672x224xf32>) {
  ^bb0(%a6: f32, %o7: f32):
    %b8 = arith.addf %a6, %o7 : f32
    linalg.yield %b8 : f32
  } -> tensor<10x672x224xf32>
  %e10 = tensor.empty() : tensor<672xf32>
  %f11 = linalg.fill ins(%c0 : f32) outs(%e10 : tensor<672xf32>) -> tensor<672xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g9 : tensor<10x672x224xf32>) outs(%f11 : tensor<672xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.addf %a12, %o13 : f32
    linalg.yield %b14 : f32
  } -> tensor<672xf32>
  %e16 = tensor.empty() : tensor<672xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g15 : tensor<672xf32>) outs(%e16 : tensor<672xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.divf %a17, %c1 : f32
    linalg.yield %b19 : f32
  } -> tensor<672xf32>
  %e22 = tensor.empty() : tensor<10x672x224x224xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %g20 : tensor<10x672x224x224xf32>, tensor<672xf32>) outs(%e22 : tensor<10x672x224x224xf32>) {
  ^bb0(%a23: f32, %a24: f32, %o25: f32):
    %b26 = arith.subf %a23, %a24 : f32
    %b27 = arith.mulf %b26, %b26 : f32
    linalg.yield %b27 : f32
  } -> tensor<10x672x224x224xf32>
  %e29 = tensor.empty() : tensor<10x672x224xf32>
  %f30 = linalg.fill ins(%c0 : f32) outs(%e29 : tensor<10x672x224xf32>) -> tensor<10x672x224xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g28 : tensor<10x672x224x224xf32>) outs(%f30 : tensor<10x672x224xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.addf %a31, %o32 : f32
    linalg.yield %b33 : f32
  } -> tensor<10x672x224xf32>
  %e35 = tensor.empty() : tensor<672xf32>
  %f36 = linalg.fill ins(%c0 : f32) outs(%e35 : tensor<672xf32>) -> tensor<672xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g34 : tensor<10x672x224xf32>) outs(%f36 : tensor<672xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.addf %a37, %o38 : f32
    linalg.yield %b39 : f32
  } -> tensor<672xf32>
  %e41 = tensor.empty() : tensor<672xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g40 : tensor<672xf32>) outs(%e41 : tensor<672xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    %b44 = arith.divf %a42, %c1 : f32
    linalg.yield %b44 : f32
  } -> tensor<672xf32>
  %e49 = tensor.empty() : tensor<10x672x224x224xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %g20, %g45, %expand_conv_1_weight, %expand_conv_1_bias : tensor<10x672x224x224xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e49 : tensor<10x672x224x224xf32>) {
  ^bb0(%a50: f32, %a51: f32, %a52: f32, %a53: f32, %a54: f32, %o55: f32):
    %b56 = arith.addf %a52, %c2 : f32
    %b57 = math.sqrt %b56 : f32
    %b58 = arith.subf %a50, %a51 : f32
    %b59 = arith.divf %b58, %b57 : f32
    %b60 = arith.mulf %b59, %a53 : f32
    %b61 = arith.addf %b60, %a54 : f32
    linalg.yield %b61 : f32
  } -> tensor<10x672x224x224xf32>
  %e63 = tensor.empty() : tensor<10x672x224x224xf32>
  %g68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g62 : tensor<10x672x224x224xf32>) outs(%e63 : tensor<10x672x224x224xf32>) {
  ^bb0(%a64: f32, %o65: f32):
    %b66 = arith.maximumf %a64, %c0 : f32
    %b67 = arith.minimumf %b66, %c3 : f32
    linalg.yield %b67 : f32
  } -> tensor<10x672x224x224xf32>
  %e69 = tensor.empty() : tensor<10x672x228x228xf32>
  %f70 = linalg.fill ins(%c0 : f32) outs(%e69 : tensor<10x672x228x228xf32>) -> tensor<10x672x228x228xf32>
  %g73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g68 : tensor<10x672x224x224xf32>) outs(%f70 : tensor<10x672x228x228xf32>) {
  ^bb0(%a71: f32, %o72: f32):
    linalg.yield %a71 : f32
  } -> tensor<10x672x228x228xf32>
  %r74 = tensor.expand_shape %depthwise_conv_0_weight [[0], [1], [2, 3], [4]] output_shape [672, 1, 1, 5, 5] : tensor<672x1x5x5xf32> into tensor<672x1x1x5x5xf32>
  %r75 = tensor.expand_shape %g73 [[0], [1], [2, 3], [4]] output_shape [10, 672, 1, 228, 228] : tensor<10x672x228x228xf32> into tensor<10x672x1x228x228xf32>
  %e76 = tensor.empty() : tensor<10x672x1x112x112xf32>
  %f77 = linalg.fill ins(%c0 : f32) outs(%e76 : tensor<10x672x1x112x112xf32>) -> tensor<10x672x1x112x112xf32>
  %g83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r75, %r74 : tensor<10x672x1x228x228xf32>, tensor<672x1x1x5x5xf32>) outs(%f77 : tensor<10x672x1x112x112xf32>) {
  ^bb0(%a78: f32, %a79: f32, %o80: f32):
    %b81 = arith.mulf %a78, %a79 : f32
    %b82 = arith.addf %o80, %b81 : f32
    linalg.yield %b82 : f32
  } -> tensor<10x672x1x112x112xf32>
  %r84 = tensor.collapse_shape %g83 [[0], [1], [2, 3], [4]] : tensor<10x672x1x112x112xf32> into tensor<10x672x112x112xf32>
  %e85 = tensor.empty() : tensor<10x672x112xf32>
  %f86 = linalg.fill ins(%c0 : f32) outs(%e85 : tensor<10x672x112xf32>) -> tensor<10x672x112xf32>
  %g90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r84 : tensor<10x672x112x112xf32>) outs(%f86 : tensor<10x672x112xf32>) {
  ^bb0(%a87: f32, %o88: f32):
    %b89 = arith.addf %a87, %o88 : f32
    linalg.yield %b89 : f32
  } -> tensor<10x672x112xf32>
  %e91 = tensor.empty() : tensor<672xf32>
  %f92 = linalg.fill ins(%c0 : f32) outs(%e91 : tensor<672xf32>) -> tensor<672xf32>
  %g96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g90 : tensor<10x672x112xf32>) outs(%f92 : tensor<672xf32>) {
  ^bb0(%a93: f32, %o94: f32):
    %b95 = arith.addf %a93, %o94 : f32
    linalg.yield %b95 : f32
  } -> tensor<672xf32>
  %e97 = tensor.empty() : tensor<672xf32>
  %g101 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g96 : tensor<672xf32>) outs(%e97 : tensor<672xf32>) {
  ^bb0(%a98: f32, %o99: f32):
    %b100 = arith.divf %a98, %c4 : f32
    linalg.yield %b100 : f32
  } -> tensor<672xf32>
  %e103 = tensor.empty() : tensor<10x672x112x112xf32>
  %g109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r84, %g101 : tensor<10x672x112x112xf32>, tensor<672xf32>) outs(%e103 : tensor<10x672x112x112xf32>) {
  ^bb0(%a104: f32, %a105: f32, %o106: f32):
    %b107 = arith.subf %a104, %a105 : f32
    %b108 = arith.mulf %b107, %b107 : f32
    linalg.yield %b108 : f32
  } -> tensor<10x672x112x112xf32>
  %e110 = tensor.empty() : tensor<10x672x112xf32>
  %f111 = linalg.fill ins(%c0 : f32) outs(%e110 : tensor<10x672x112xf32>) -> tensor<10x672x112xf32>
  %g115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g109 : tensor<10x672x112x112xf32>) outs(%f111 : tensor<10x672x112xf32>) {
  ^bb0(%a112: f32, %o113: f32):
    %b114 = arith.addf %a112, %o113 : f32
    linalg.yield %b114 : f32
  } -> tensor<10x672x112xf32>
  %e116 = tensor.empty() : tensor<672xf32>
  %f117 = linalg.fill ins(%c0 : f32) outs(%e116 : tensor<672xf32>) -> tensor<672xf32>
  %g121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g115 : tensor<10x672x112xf32>) outs(%f117 : tensor<672xf32>) {
  ^bb0(%a118: f32, %o119: f32):
    %b120 = arith.addf %a118, %o119 : f32
    linalg.yield %b120 : f32
  } -> tensor<672xf32>
  %e122 = tensor.empty() : tensor<672xf32>
  %g126 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g121 : tensor<672xf32>) outs(%e122 : tensor<672xf32>) {
  ^bb0(%a123: f32, %o124: f32):
    %b125 = arith.divf %a123, %c4 : f32
    linalg.yield %b125 : f32
  } -> tensor<672xf32>
  %e130 = tensor.empty() : tensor<10x672x112x112xf32>
  %g143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r84, %g101, %g126, %depthwise_conv_1_weight, %depthwise_conv_1_bias : tensor<10x672x112x112xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>, tensor<672xf32>) outs(%e130 : tensor<10x672x112x112xf32>) {
  ^bb0(%a131: f32, %a132: f32, %a133: f32, %a134: f32, %a135: f32, %o136: f32):
    %b137 = arith.addf %a133, %c2 : f32
    %b138 = math.sqrt %b137 : f32
    %b139 = arith.subf %a131, %a132 : f32
    %b140 = arith.divf %b139, %b138 : f32
    %b141 = arith.mulf %b140, %a134 : f32
    %b142 = arith.addf %b141, %a135 : f32
    linalg.yield %b142 : f32
  } -> tensor<10x672x112x112xf32>
  %e144 = tensor.empty() : tensor<10x672x112x112xf32>
  %g149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g143 : tensor<10x672x112x112xf32>) outs(%e144 : tensor<10x672x112x112xf32>) {
  ^bb0(%a145: f32, %o146: f32):
    %b147 = arith.maximumf %a145, %c0 : f32
    %b148 = arith.minimumf %b147, %c3 : f32
    linalg.yield %b148 : f32
  } -> tensor<10x672x112x112xf32>
  %e150 = tensor.empty() : tensor<10x192x112x112xf32>
  %f151 = linalg.fill ins(%c0 : f32) outs(%e150 : tensor<10x192x112x112xf32>) -> tensor<10x192x112x112xf32>
  %conv152 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g149, %project_conv_0_weight : tensor<10x672x112x112xf32>, tensor<192x672x1x1xf32>) outs(%f151 : tensor<10x192x112x112xf32>) -> tensor<10x192x112x112xf32>
  %e153 = tensor.empty() : tensor<10x192x112xf32>
  %f154 = linalg.fill ins(%c0 : f32) outs(%e153 : tensor<10x192x112xf32>) -> tensor<10x192x112xf32>
  %g158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv152 : tensor<10x192x112x112xf32>) outs(%f154 : tensor<10x192x112xf32>) {
  ^bb0(%a155: f32, %o156: f32):
    %b157 = arith.addf %a155, %o156 : f32
    linalg.yield %b157 : f32
  } -> tensor<10x192x112xf32>
  %e159 = tensor.empty() : tensor<192xf32>
  %f160 = linalg.fill ins(%c0 : f32) outs(%e159 : tensor<192xf32>) -> tensor<192xf32>
  %g164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g158 : tensor<10x192x112xf32>) outs(%f160 : tensor<192xf32>) {
  ^bb0(%a161: f32, %o162: f32):
    %b163 = arith.addf %a161, %o162 : f32
    linalg.yield %b163 : f32
  } -> tensor<192xf32>
  %e165 = tensor.empty() : tensor<192xf32>
  %g169 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g164 : tensor<192xf32>) outs(%e165 : tensor<192xf32>) {
  ^bb0(%a166: f32, %o167: f32):
    %b168 = arith.divf %a166, %c4 : f32
    linalg.yield %b168 : f32
  } -> tensor<192xf32>
  %e171 = tensor.empty() : tensor<10x192x112x112xf32>
  %g177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv152, %g169 : tensor<10x192x112x112xf32>, tensor<192xf32>) outs(%e171 : tensor<10x192x112x112xf32>) {
  ^bb0(%a172: f32, %a173: f32, %o174: f32):
    %b175 = arith.subf %a172, %a173 : f32
    %b176 = arith.mulf %b175, %b175 : f32
    linalg.yield %b176 : f32
  } -> tensor<10x192x112x112xf32>
  %e178 = tensor.empty() : tensor<10x192x112xf32>
  %f179 = linalg.fill ins(%c0 : f32) outs(%e178 : tensor<10x192x112xf32>) -> tensor<10x192x112xf32>
  %g183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g177 : tensor<10x192x112x112xf32>) outs(%f179 : tensor<10x192x112xf32>) {
  ^bb0(%a180: f32, %o181: f32):
    %b182 = arith.addf %a180, %o181 : f32
    linalg.yield %b182 : f32
  } -> tensor<10x192x112xf32>
  %e184 = tensor.empty() : tensor<192xf32>
  %f185 = linalg.fill ins(%c0 : f32) outs(%e184 : tensor<192xf32>) -> tensor<192xf32>
  %g189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g183 : tensor<10x192x112xf32>) outs(%f185 : tensor<192xf32>) {
  ^bb0(%a186: f32, %o187: f32):
    %b188 = arith.addf %a186, %o187 : f32
    linalg.yield %b188 : f32
  } -> tensor<192xf32>
  %e190 = tensor.empty() : tensor<192xf32>
  %g194 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g189 : tensor<192xf32>) outs(%e190 : tensor<192xf32>) {
  ^bb0(%a191: f32, %o192: f32):
    %b193 = arith.divf %a191, %c4 : f32
    linalg.yield %b193 : f32
  } -> tensor<192xf32>
  %e198 = tensor.empty() : tensor<10x192x112x112xf32>
  %g211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv152, %g169, %g194, %project_conv_1_weight, %project_conv_1_bias : tensor<10x192x112x112xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e198 : tensor<10x192x112x112xf32>) {
  ^bb0(%a199: f32, %a200: f32, %a201: f32, %a202: f32, %a203: f32, %o204: f32):
    %b205 = arith.addf %a201, %c2 : f32
    %b206 = math.sqrt %b205 : f32
    %b207 = arith.subf %a199, %a200 : f32
    %b208 = arith.divf %b207, %b206 : f32
    %b209 = arith.mulf %b208, %a202 : f32
    %b210 = arith.addf %b209, %a203 : f32
    linalg.yield %b210 : f32
  } -> tensor<10x192x112x112xf32>
  return %g211 : tensor<10x192x112x112xf32>
}
