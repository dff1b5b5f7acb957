// Imported by htam-import from 25_ShuffleNetUnit.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x240x224x224 (input), conv1_weight 120x80x1x1 (parameter:conv1.weight), bn1_weight 120 (parameter:bn1.weight), bn1_bias 120 (parameter:bn1.bias), conv2_weight 120x1x3x3 (parameter:conv2.weight), bn2_weight 120 (parameter:bn2.weight), bn2_bias 120 (parameter:bn2.bias), conv3_weight 480x40x1x1 (parameter:conv3.weight), bn3_weight 480 (parameter:bn3.weight), bn3_bias 480 (parameter:bn3.bias), shortcut_0_weight 480x240x1x1 (parameter:shortcut.0.weight), shortcut_1_weight 480 (parameter:shortcut.1.weight), shortcut_1_bias 480 (parameter:shortcut.1.bias)
func.func @l3_25_shufflenetunit(
    %x: tensor<10x240x224x224xf32>,
    %conv1_weight: tensor<120x80x1x1xf32> {htam.init = "uniform(-0.111803399..0.111803399)"},
    %bn1_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn1_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %conv2_weight: tensor<120x1x3x3xf32> {htam.init = "uniform(-0.333333333..0.333333333)"},
    %bn2_weight: tensor<120xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn2_bias: tensor<120xf32> {htam.init = "uniform(-0.5..0.5)"},
    %conv3_weight: tensor<480x40x1x1xf32> {htam.init = "uniform(-0.158113883..0.158113883)"},
    %bn3_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn3_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"},
    %shortcut_0_weight: tensor<480x240x1x1xf32> {htam.init = "uniform(-0.0645497224..0.0645497224)"},
    %shortcut_1_weight: tensor<480xf32> {htam.init = "uniform(0.5..1.5)"},
    %shortcut_1_bias: tensor<480xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<10x480x224x224xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 5.0176e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %r1 = tensor.expand_shape %conv1_weight [[0, 1], [2], [3], [4]] output_shape [3, 40, 80, 1, 1] : tensor<120x80x1x1xf32> into tensor<3x40x80x1x1xf32>
  %r2 = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [10, 3, 80, 224, 224] : tensor<10x240x224x224xf32> into tensor<10x3x80x224x224xf32>
  %e3 = tensor.empty() : tensor<10x3x40x224x224xf32>
  %f4 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<10x3x40x224x224xf32>) -> tensor<10x3x40x224x224xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r2, %r1 : tensor<10x3x80x224x224xf32>, tensor<3x40x80x1x1xf32>) outs(%f4 : tensor<10x3x40x224x224xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.mulf %a5, %a6 : f32
    %b9 = arith.addf %o7, %b8 : f32
    linalg.yield %b9 : f32
  } -> tensor<10x3x40x224x224xf32>
  %r11 = tensor.collapse_shape %g10 [[0], [1, 2], [3], [4]] : tensor<10x3x40x224x224xf32> into tensor<10x120x224x224xf32>
  %e12 = tensor.empty() : tensor<10x120x224xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<10x120x224xf32>) -> tensor<10x120x224xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r11 : tensor<10x120x224x224xf32>) outs(%f13 : tensor<10x120x224xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %b16 = arith.addf %a14, %o15 : f32
    linalg.yield %b16 : f32
  } -> tensor<10x120x224xf32>
  %e18 = tensor.empty() : tensor<120xf32>
  %f19 = linalg.fill ins(%c0 : f32) outs(%e18 : tensor<120xf32>) -> tensor<120xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g17 : tensor<10x120x224xf32>) outs(%f19 : tensor<120xf32>) {
  ^bb0(%a20: f32, %o21: f32):
    %b22 = arith.addf %a20, %o21 : f32
    linalg.yield %b22 : f32
  } -> tensor<120xf32>
  %e24 = tensor.empty() : tensor<120xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g23 : tensor<120xf32>) outs(%e24 : tensor<120xf32>) {
  ^bb0(%a25: f32, %o26: f32):
    %b27 = arith.divf %a25, %c1 : f32
    linalg.yield %b27 : f32
  } -> tensor<120xf32>
  %e30 = tensor.empty() : tensor<10x120x224x224xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r11, %g28 : tensor<10x120x224x224xf32>, tensor<120xf32>) outs(%e30 : tensor<10x120x224x224xf32>) {
  ^bb0(%a31: f32, %a32: f32, %o33: f32):
    %b34 = arith.subf %a31, %a32 : f32
    %b35 = arith.mulf %b34, %b34 : f32
    linalg.yield %b35 : f32
  } -> tensor<10x120x224x224xf32>
  %e37 = tensor.empty() : tensor<10x120x224xf32>
  %f38 = linalg.fill ins(%c0 : f32) outs(%e37 : tensor<10x120x224xf32>) -> tensor<10x120x224xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g36 : tensor<10x120x224x224xf32>) outs(%f38 : tensor<10x120x224xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.addf %a39, %o40 : f32
    linalg.yield %b41 : f32
  } -> tensor<10x120x224xf32>
  %e43 = tensor.empty() : tensor<120xf32>
  %f44 = linalg.fill ins(%c0 : f32) outs(%e43 : tensor<120xf32>) -> tensor<120xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g42 : tensor<10x120x224xf32>) outs(%f44 : tensor<120xf32>) {
  ^bb0(%a45: f32, %o46: f32):
    %b47 = arith.addf %a45, %o46 : f32
    linalg.yield %b47 : f32
  } -> tensor<120xf32>
  %e49 = tensor.empty() : tensor<120xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g48 : tensor<120xf32>) outs(%e49 : tensor<120xf32>) {
  ^bb0(%a50: f32, %o51: f32):
    %b52 = arith.divf %a50, %c1 : f32
    linalg.yield %b52 : f32
  } -> tensor<120xf32>
  %e57 = tensor.empty() : tensor<10x120x224x224xf32>
  %g70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r11, %g28, %g53, %bn1_weight, %bn1_bias : tensor<10x120x224x224xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e57 : tensor<10x120x224x224xf32>) {
  ^bb0(%a58: f32, %a59: f32, %a60: f32, %a61: f32, %a62: f32, %o63: f32):
    %b64 = arith.addf %a60, %c2 : f32
    %b65 = math.sqrt %b64 : f32
    %b66 = arith.subf %a58, %a59 : f32
    %b67 = arith.divf %b66, %b65 : f32
    %b68 = arith.mulf %b67, %a61 : f32
    %b69 = arith.addf %b68, %a62 : f32
    linalg.yield %b69 : f32
  } -> tensor<10x120x224x224xf32>
  %e71 = tensor.empty() : tensor<10x120x224x224xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g70 : tensor<10x120x224x224xf32>) outs(%e71 : tensor<10x120x224x224xf32>) {
  ^bb0(%a72: f32, %o73: f32):
    %b74 = arith.maximumf %a72, %c0 : f32
    linalg.yield %b74 : f32
  } -> tensor<10x120x224x224xf32>
  %e76 = tensor.empty() : tensor<10x120x226x226xf32>
  %f77 = linalg.fill ins(%c0 : f32) outs(%e76 : tensor<10x120x226x226xf32>) -> tensor<10x120x226x226xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g75 : tensor<10x120x224x224xf32>) outs(%f77 : tensor<10x120x226x226xf32>) {
  ^bb0(%a78: f32, %o79: f32):
    linalg.yield %a78 : f32
  } -> tensor<10x120x226x226xf32>
  %r81 = tensor.expand_shape %conv2_weight [[0], [1], [2, 3], [4]] output_shape [120, 1, 1, 3, 3] : tensor<120x1x3x3xf32> into tensor<120x1x1x3x3xf32>
  %r82 = tensor.expand_shape %g80 [[0], [1], [2, 3], [4]] output_shape [10, 120, 1, 226, 226] : tensor<10x120x226x226xf32> into tensor<10x120x1x226x226xf32>
  %e83 = tensor.empty() : tensor<10x120x1x224x224xf32>
  %f84 = linalg.fill ins(%c0 : f32) outs(%e83 : tensor<10x120x1x224x224xf32>) -> tensor<10x120x1x224x224xf32>
  %g90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r82, %r81 : tensor<10x120x1x226x226xf32>, tensor<120x1x1x3x3xf32>) outs(%f84 : tensor<10x120x1x224x224xf32>) {
  ^bb0(%a85: f32, %a86: f32, %o87: f32):
    %b88 = arith.mulf %a85, %a86 : f32
    %b89 = arith.addf %o87, %b88 : f32
    linalg.yield %b89 : f32
  } -> tensor<10x120x1x224x224xf32>
  %r91 = tensor.collapse_shape %g90 [[0], [1], [2, 3], [4]] : tensor<10x120x1x224x224xf32> into tensor<10x120x224x224xf32>
  %e92 = tensor.empty() : tensor<10x120x224xf32>
  %f93 = linalg.fill ins(%c0 : f32) outs(%e92 : tensor<10x120x224xf32>) -> tensor<10x120x224xf32>
  %g97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r91 : tensor<10x120x224x224xf32>) outs(%f93 : tensor<10x120x224xf32>) {
  ^bb0(%a94: f32, %o95: f32):
    %b96 = arith.addf %a94, %o95 : f32
    linalg.yield %b96 : f32
  } -> tensor<10x120x224xf32>
  %e98 = tensor.empty() : tensor<120xf32>
  %f99 = linalg.fill ins(%c0 : f32) outs(%e98 : tensor<120xf32>) -> tensor<120xf32>
  %g103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g97 : tensor<10x120x224xf32>) outs(%f99 : tensor<120xf32>) {
  ^bb0(%a100: f32, %o101: f32):
    %b102 = arith.addf %a100, %o101 : f32
    linalg.yield %b102 : f32
  } -> tensor<120xf32>
  %e104 = tensor.empty() : tensor<120xf32>
  %g108 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g103 : tensor<120xf32>) outs(%e104 : tensor<120xf32>) {
  ^bb0(%a105: f32, %o106: f32):
    %b107 = arith.divf %a105, %c1 : f32
    linalg.yield %b107 : f32
  } -> tensor<120xf32>
  %e110 = tensor.empty() : tensor<10x120x224x224xf32>
  %g116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r91, %g108 : tensor<10x120x224x224xf32>, tensor<120xf32>) outs(%e110 : tensor<10x120x224x224xf32>) {
  ^bb0(%a111: f32, %a112: f32, %o113: f32):
    %b114 = arith.subf %a111, %a112 : f32
    %b115 = arith.mulf %b114, %b114 : f32
    linalg.yield %b115 : f32
  } -> tensor<10x120x224x224xf32>
  %e117 = tensor.empty() : tensor<10x120x224xf32>
  %f118 = linalg.fill ins(%c0 : f32) outs(%e117 : tensor<10x120x224xf32>) -> tensor<10x120x224xf32>
  %g122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g116 : tensor<10x120x224x224xf32>) outs(%f118 : tensor<10x120x224xf32>) {
  ^bb0(%a119: f32, %o120: f32):
    %b121 = arith.addf %a119, %o120 : f32
    linalg.yield %b121 : f32
  } -> tensor<10x120x224xf32>
  %e123 = tensor.empty() : tensor<120xf32>
  %f124 = linalg.fill ins(%c0 : f32) outs(%e123 : tensor<120xf32>) -> tensor<120xf32>
  %g128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g122 : tensor<10x120x224xf32>) outs(%f124 : tensor<120xf32>) {
  ^bb0(%a125: f32, %o126: f32):
    %b127 = arith.addf %a125, %o126 : f32
    linalg.yield %b127 : f32
  } -> tensor<120xf32>
  %e129 = tensor.empty() : tensor<120xf32>
  %g133 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g128 : tensor<120xf32>) outs(%e129 : tensor<120xf32>) {
  ^bb0(%a130: f32, %o131: f32):
    %b132 = arith.divf %a130, %c1 : f32
    linalg.yield %b132 : f32
  } -> tensor<120xf32>
  %e137 = tensor.empty() : tensor<10x120x224x224xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r91, %g108, %g133, %bn2_weight, %bn2_bias : tensor<10x120x224x224xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) outs(%e137 : tensor<10x120x224x224xf32>) {
  ^bb0(%a138: f32, %a139: f32, %a140: f32, %a141: f32, %a142: f32, %o143: f32):
    %b144 = arith.addf %a140, %c2 : f32
    %b145 = math.sqrt %b144 : f32
    %b146 = arith.subf %a138, %a139 : f32
    %b147 = arith.divf %b146, %b145 : f32
    %b148 = arith.mulf %b147, %a141 : f32
    %b149 = arith.addf %b148, %a142 : f32
    linalg.yield %b149 : f32
  } -> tensor<10x120x224x224xf32>
  %r151 = tensor.expand_shape %g150 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 224, 224] : tensor<10x120x224x224xf32> into tensor<10x3x40x224x224xf32>
  %e152 = tensor.empty() : tensor<10x40x3x224x224xf32>
  %g155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r151 : tensor<10x3x40x224x224xf32>) outs(%e152 : tensor<10x40x3x224x224xf32>) {
  ^bb0(%a153: f32, %o154: f32):
    linalg.yield %a153 : f32
  } -> tensor<10x40x3x224x224xf32>
  %r156 = tensor.collapse_shape %g155 [[0], [1, 2], [3], [4]] : tensor<10x40x3x224x224xf32> into tensor<10x120x224x224xf32>
  %r157 = tensor.expand_shape %conv3_weight [[0, 1], [2], [3], [4]] output_shape [3, 160, 40, 1, 1] : tensor<480x40x1x1xf32> into tensor<3x160x40x1x1xf32>
  %r158 = tensor.expand_shape %r156 [[0], [1, 2], [3], [4]] output_shape [10, 3, 40, 224, 224] : tensor<10x120x224x224xf32> into tensor<10x3x40x224x224xf32>
  %e159 = tensor.empty() : tensor<10x3x160x224x224xf32>
  %f160 = linalg.fill ins(%c0 : f32) outs(%e159 : tensor<10x3x160x224x224xf32>) -> tensor<10x3x160x224x224xf32>
  %g166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%r158, %r157 : tensor<10x3x40x224x224xf32>, tensor<3x160x40x1x1xf32>) outs(%f160 : tensor<10x3x160x224x224xf32>) {
  ^bb0(%a161: f32, %a162: f32, %o163: f32):
    %b164 = arith.mulf %a161, %a162 : f32
    %b165 = arith.addf %o163, %b164 : f32
    linalg.yield %b165 : f32
  } -> tensor<10x3x160x224x224xf32>
  %r167 = tensor.collapse_shape %g166 [[0], [1, 2], [3], [4]] : tensor<10x3x160x224x224xf32> into tensor<10x480x224x224xf32>
  %e168 = tensor.empty() : tensor<10x480x224xf32>
  %f169 = linalg.fill ins(%c0 : f32) outs(%e168 : tensor<10x480x224xf32>) -> tensor<10x480x224xf32>
  %g173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r167 : tensor<10x480x224x224xf32>) outs(%f169 : tensor<10x480x224xf32>) {
  ^bb0(%a170: f32, %o171: f32):
    %b172 = arith.addf %a170, %o171 : f32
    linalg.yield %b172 : f32
  } -> tensor<10x480x224xf32>
  %e174 = tensor.empty() : tensor<480xf32>
  %f175 = linalg.fill ins(%c0 : f32) outs(%e174 : tensor<480xf32>) -> tensor<480xf32>
  %g179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g173 : tensor<10x480x224xf32>) outs(%f175 : tensor<480xf32>) {
  ^bb0(%a176: f32, %o177: f32):
    %b178 = arith.addf %a176, %o177 : f32
    linalg.yield %b178 : f32
  } -> tensor<480xf32>
  %e180 = tensor.empty() : tensor<480xf32>
  %g184 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g179 : tensor<480xf32>) outs(%e180 : tensor<480xf32>) {
  ^bb0(%a181: f32, %o182: f32):
    %b183 = arith.divf %a181, %c1 : f32
    linalg.yield %b183 : f32
  } -> tensor<480xf32>
  %e186 = tensor.empty() : tensor<10x480x224x224xf32>
  %g192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r167, %g184 : tensor<10x480x224x224xf32>, tensor<480xf32>) outs(%e186 : tensor<10x480x224x224xf32>) {
  ^bb0(%a187: f32, %a188: f32, %o189: f32):
    %b190 = arith.subf %a187, %a188 : f32
    %b191 = arith.mulf %b190, %b190 : f32
    linalg.yield %b191 : f32
  } -> tensor<10x480x224x224xf32>
  %e193 = tensor.empty() : tensor<10x480x224xf32>
  %f194 = linalg.fill ins(%c0 : f32) outs(%e193 : tensor<10x480x224xf32>) -> tensor<10x480x224xf32>
  %g198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g192 : tensor<10x480x224x224xf32>) outs(%f194 : tensor<10x480x224xf32>) {
  ^bb0(%a195: f32, %o196: f32):
    %b197 = arith.addf %a195, %o196 : f32
    linalg.yield %b197 : f32
  } -> tensor<10x480x224xf32>
  %e199 = tensor.empty() : tensor<480xf32>
  %f200 = linalg.fill ins(%c0 : f32) outs(%e199 : tensor<480xf32>) -> tensor<480xf32>
  %g204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g198 : tensor<10x480x224xf32>) outs(%f200 : tensor<480xf32>) {
  ^bb0(%a201: f32, %o202: f32):
    %b203 = arith.addf %a201, %o202 : f32
    linalg.yield %b203 : f32
  } -> tensor<480xf32>
  %e205 = tensor.empty() : tensor<480xf32>
  %g209 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g204 : tensor<480xf32>) outs(%e205 : tensor<480xf32>) {
  ^bb0(%a206: f32, %o207: f32):
    %b208 = arith.divf %a206, %c1 : f32
    linalg.yield %b208 : f32
  } -> tensor<480xf32>
  %e213 = tensor.empty() : tensor<10x480x224x224xf32>
  %g226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r167, %g184, %g209, %bn3_weight, %bn3_bias : tensor<10x480x224x224xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e213 : tensor<10x480x224x224xf32>) {
  ^bb0(%a214: f32, %a215: f32, %a216: f32, %a217: f32, %a218: f32, %o219: f32):
    %b220 = arith.addf %a216, %c2 : f32
    %b221 = math.sqrt %b220 : f32
    %b222 = arith.subf %a214, %a215 : f32
    %b223 = arith.divf %b222, %b221 : f32
    %b224 = arith.mulf %b223, %a217 : f32
    %b225 = arith.addf %b224, %a218 : f32
    linalg.yield %b225 : f32
  } -> tensor<10x480x224x224xf32>
  %e227 = tensor.empty() : tensor<10x480x224x224xf32>
  %g231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g226 : tensor<10x480x224x224xf32>) outs(%e227 : tensor<10x480x224x224xf32>) {
  ^bb0(%a228: f32, %o229: f32):
    %b230 = arith.maximumf %a228, %c0 : f32
    linalg.yield %b230 : f32
  } -> tensor<10x480x224x224xf32>
  %e232 = tensor.empty() : tensor<10x480x224x224xf32>
  %f233 = linalg.fill ins(%c0 : f32) outs(%e232 : tensor<10x480x224x224xf32>) -> tensor<10x480x224x224xf32>
  %conv234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %shortcut_0_weight : tensor<10x240x224x224xf32>, tensor<480x240x1x1xf32>) outs(%f233 : tensor<10x480x224x224xf32>) -> tensor<10x480x224x224xf32>
  %e235 = tensor.empty() : tensor<10x480x224xf32>
  %f236 = linalg.fill ins(%c0 : f32) outs(%e235 : tensor<10x480x224xf32>) -> tensor<10x480x224xf32>
  %g240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv234 : tensor<10x480x224x224xf32>) outs(%f236 : tensor<10x480x224xf32>) {
  ^bb0(%a237: f32, %o238: f32):
    %b239 = arith.addf %a237, %o238 : f32
    linalg.yield %b239 : f32
  } -> tensor<10x480x224xf32>
  %e241 = tensor.empty() : tensor<480xf32>
  %f242 = linalg.fill ins(%c0 : f32) outs(%e241 : tensor<480xf32>) -> tensor<480xf32>
  %g246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g240 : tensor<10x480x224xf32>) outs(%f242 : tensor<480xf32>) {
  ^bb0(%a243: f32, %o244: f32):
    %b245 = arith.addf %a243, %o244 : f32
    linalg.yield %b245 : f32
  } -> tensor<480xf32>
  %e247 = tensor.empty() : tensor<480xf32>
  %g251 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g246 : tensor<480xf32>) outs(%e247 : tensor<480xf32>) {
  ^bb0(%a248: f32, %o249: f32):
    %b250 = arith.divf %a248, %c1 : f32
    linalg.yield %b250 : f32
  } -> tensor<480xf32>
  %e253 = tensor.empty() : tensor<10x480x224x224xf32>
  %g259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv234, %g251 : tensor<10x480x224x224xf32>, tensor<480xf32>) outs(%e253 : tensor<10x480x224x224xf32>) {
  ^bb0(%a254: f32, %a255: f32, %o256: f32):
    %b257 = arith.subf %a254, %a255 : f32
    %b258 = arith.mulf %b257, %b257 : f32
    linalg.yield %b258 : f32
  } -> tensor<10x480x224x224xf32>
  %e260 = tensor.empty() : tensor<10x480x224xf32>
  %f261 = linalg.fill ins(%c0 : f32) outs(%e260 : tensor<10x480x224xf32>) -> tensor<10x480x224xf32>
  %g265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g259 : tensor<10x480x224x224xf32>) outs(%f261 : tensor<10x480x224xf32>) {
  ^bb0(%a262: f32, %o263: f32):
    %b264 = arith.addf %a262, %o263 : f32
    linalg.yield %b264 : f32
  } -> tensor<10x480x224xf32>
  %e266 = tensor.empty() : tensor<480xf32>
  %f267 = linalg.fill ins(%c0 : f32) outs(%e266 : tensor<480xf32>) -> tensor<480xf32>
  %g271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g265 : tensor<10x480x224xf32>) outs(%f267 : tensor<480xf32>) {
  ^bb0(%a268: f32, %o269: f32):
    %b270 = arith.addf %a268, %o269 : f32
    linalg.yield %b270 : f32
  } -> tensor<480xf32>
  %e272 = tensor.empty() : tensor<480xf32>
  %g276 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g271 : tensor<480xf32>) outs(%e272 : tensor<480xf32>) {
  ^bb0(%a273: f32, %o274: f32):
    %b275 = arith.divf %a273, %c1 : f32
    linalg.yield %b275 : f32
  } -> tensor<480xf32>
  %e280 = tensor.empty() : tensor<10x480x224x224xf32>
  %g293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv234, %g251, %g276, %shortcut_1_weight, %shortcut_1_bias : tensor<10x480x224x224xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>, tensor<480xf32>) outs(%e280 : tensor<10x480x224x224xf32>) {
  ^bb0(%a281: f32, %a282: f32, %a283: f32, %a284: f32, %a285: f32, %o286: f32):
    %b287 = arith.addf %a283, %c2 : f32
    %b288 = math.sqrt %b287 : f32
    %b289 = arith.subf %a281, %a282 : f32
    %b290 = arith.divf %b289, %b288 : f32
    %b291 = arith.mulf %b290, %a284 : f32
    %b292 = arith.addf %b291, %a285 : f32
    linalg.yield %b292 : f32
  } -> tensor<10x480x224x224xf32>
  %e294 = tensor.empty() : tensor<10x480x224x224xf32>
  %g299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g231, %g293 : tensor<10x480x224x224xf32>, tensor<10x480x224x224xf32>) outs(%e294 : tensor<10x480x224x224xf32>) {
  ^bb0(%a295: f32, %a296: f32, %o297: f32):
    %b298 = arith.addf %a295, %a296 : f32
    linalg.yield %b298 : f32
  } -> tensor<10x480x224x224xf32>
  return %g299 : tensor<10x480x224x224xf32>
}
