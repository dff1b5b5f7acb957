// Imported by htam-import from 8_ResNetBasicBlock.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), conv1_weight 64x3x3x3 (parameter:conv1.weight), bn1_weight 64 (parameter:bn1.weight), bn1_bias 64 (parameter:bn1.bias), conv2_weight 64x64x3x3 (parameter:conv2.weight), bn2_weight 64 (parameter:bn2.weight), bn2_bias 64 (parameter:bn2.bias), downsample_0_weight 64x3x1x1 (parameter:downsample.0.weight), downsample_1_weight 64 (parameter:downsample.1.weight), downsample_1_bias 64 (parameter:downsample.1.bias)
func.func @l3_8_resnetbasicblock(
    %x: tensor<10x3x224x224xf32>,
    %conv1_weight: tensor<64x3x3x3xf32> {htam.init = "uniform(-0.19245009..0.19245009)"},
    %bn1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %conv2_weight: tensor<64x64x3x3xf32> {htam.init = "uniform(-0.0416666667..0.0416666667)"},
    %bn2_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn2_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"},
    %downsample_0_weight: tensor<64x3x1x1xf32> {htam.init = "uniform(-0.577350269..0.577350269)"},
    %downsample_1_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %downsample_1_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<10x64x224x224xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 5.0176e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<10x3x226x226xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x3x226x226xf32>) -> tensor<10x3x226x226xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<10x3x224x224xf32>) outs(%f2 : tensor<10x3x226x226xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<10x3x226x226xf32>
  %e6 = tensor.empty() : tensor<10x64x224x224xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g5, %conv1_weight : tensor<10x3x226x226xf32>, tensor<64x3x3x3xf32>) outs(%f7 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %e9 = tensor.empty() : tensor<10x64x224xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<10x64x224xf32>) -> tensor<10x64x224xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv8 : tensor<10x64x224x224xf32>) outs(%f10 : tensor<10x64x224xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.addf %a11, %o12 : f32
    linalg.yield %b13 : f32
  } -> tensor<10x64x224xf32>
  %e15 = tensor.empty() : tensor<64xf32>
  %f16 = linalg.fill ins(%c0 : f32) outs(%e15 : tensor<64xf32>) -> tensor<64xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g14 : tensor<10x64x224xf32>) outs(%f16 : tensor<64xf32>) {
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
  %e27 = tensor.empty() : tensor<10x64x224x224xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25 : tensor<10x64x224x224xf32>, tensor<64xf32>) outs(%e27 : tensor<10x64x224x224xf32>) {
  ^bb0(%a28: f32, %a29: f32, %o30: f32):
    %b31 = arith.subf %a28, %a29 : f32
    %b32 = arith.mulf %b31, %b31 : f32
    linalg.yield %b32 : f32
  } -> tensor<10x64x224x224xf32>
  %e34 = tensor.empty() : tensor<10x64x224xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<10x64x224xf32>) -> tensor<10x64x224xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g33 : tensor<10x64x224x224xf32>) outs(%f35 : tensor<10x64x224xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.addf %a36, %o37 : f32
    linalg.yield %b38 : f32
  } -> tensor<10x64x224xf32>
  %e40 = tensor.empty() : tensor<64xf32>
  %f41 = linalg.fill ins(%c0 : f32) outs(%e40 : tensor<64xf32>) -> tensor<64xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g39 : tensor<10x64x224xf32>) outs(%f41 : tensor<64xf32>) {
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
  %e54 = tensor.empty() : tensor<10x64x224x224xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %g25, %g50, %bn1_weight, %bn1_bias : tensor<10x64x224x224xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e54 : tensor<10x64x224x224xf32>) {
  ^bb0(%a55: f32, %a56: f32, %a57: f32, %a58: f32, %a59: f32, %o60: f32):
    %b61 = arith.addf %a57, %c2 : f32
    %b62 = math.sqrt %b61 : f32
    %b63 = arith.subf %a55, %a56 : f32
    %b64 = arith.divf %b63, %b62 : f32
    %b65 = arith.mulf %b64, %a58 : f32
    %b66 = arith.addf %b65, %a59 : f32
    linalg.yield %b66 : f32
  } -> tensor<10x64x224x224xf32>
  %e68 = tensor.empty() : tensor<10x64x224x224xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g67 : tensor<10x64x224x224xf32>) outs(%e68 : tensor<10x64x224x224xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    %b71 = arith.maximumf %a69, %c0 : f32
    linalg.yield %b71 : f32
  } -> tensor<10x64x224x224xf32>
  %e73 = tensor.empty() : tensor<10x64x226x226xf32>
  %f74 = linalg.fill ins(%c0 : f32) outs(%e73 : tensor<10x64x226x226xf32>) -> tensor<10x64x226x226xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g72 : tensor<10x64x224x224xf32>) outs(%f74 : tensor<10x64x226x226xf32>) {
  ^bb0(%a75: f32, %o76: f32):
    linalg.yield %a75 : f32
  } -> tensor<10x64x226x226xf32>
  %e78 = tensor.empty() : tensor<10x64x224x224xf32>
  %f79 = linalg.fill ins(%c0 : f32) outs(%e78 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %conv80 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g77, %conv2_weight : tensor<10x64x226x226xf32>, tensor<64x64x3x3xf32>) outs(%f79 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %e81 = tensor.empty() : tensor<10x64x224xf32>
  %f82 = linalg.fill ins(%c0 : f32) outs(%e81 : tensor<10x64x224xf32>) -> tensor<10x64x224xf32>
  %g86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv80 : tensor<10x64x224x224xf32>) outs(%f82 : tensor<10x64x224xf32>) {
  ^bb0(%a83: f32, %o84: f32):
    %b85 = arith.addf %a83, %o84 : f32
    linalg.yield %b85 : f32
  } -> tensor<10x64x224xf32>
  %e87 = tensor.empty() : tensor<64xf32>
  %f88 = linalg.fill ins(%c0 : f32) outs(%e87 : tensor<64xf32>) -> tensor<64xf32>
  %g92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g86 : tensor<10x64x224xf32>) outs(%f88 : tensor<64xf32>) {
  ^bb0(%a89: f32, %o90: f32):
    %b91 = arith.addf %a89, %o90 : f32
    linalg.yield %b91 : f32
  } -> tensor<64xf32>
  %e93 = tensor.empty() : tensor<64xf32>
  %g97 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g92 : tensor<64xf32>) outs(%e93 : tensor<64xf32>) {
  ^bb0(%a94: f32, %o95: f32):
    %b96 = arith.divf %a94, %c1 : f32
    linalg.yield %b96 : f32
  } -> tensor<64xf32>
  %e99 = tensor.empty() : tensor<10x64x224x224xf32>
  %g105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv80, %g97 : tensor<10x64x224x224xf32>, tensor<64xf32>) outs(%e99 : tensor<10x64x224x224xf32>) {
  ^bb0(%a100: f32, %a101: f32, %o102: f32):
    %b103 = arith.subf %a100, %a101 : f32
    %b104 = arith.mulf %b103, %b103 : f32
    linalg.yield %b104 : f32
  } -> tensor<10x64x224x224xf32>
  %e106 = tensor.empty() : tensor<10x64x224xf32>
  %f107 = linalg.fill ins(%c0 : f32) outs(%e106 : tensor<10x64x224xf32>) -> tensor<10x64x224xf32>
  %g111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g105 : tensor<10x64x224x224xf32>) outs(%f107 : tensor<10x64x224xf32>) {
  ^bb0(%a108: f32, %o109: f32):
    %b110 = arith.addf %a108, %o109 : f32
    linalg.yield %b110 : f32
  } -> tensor<10x64x224xf32>
  %e112 = tensor.empty() : tensor<64xf32>
  %f113 = linalg.fill ins(%c0 : f32) outs(%e112 : tensor<64xf32>) -> tensor<64xf32>
  %g117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g111 : tensor<10x64x224xf32>) outs(%f113 : tensor<64xf32>) {
  ^bb0(%a114: f32, %o115: f32):
    %b116 = arith.addf %a114, %o115 : f32
    linalg.yield %b116 : f32
  } -> tensor<64xf32>
  %e118 = tensor.empty() : tensor<64xf32>
  %g122 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g117 : tensor<64xf32>) outs(%e118 : tensor<64xf32>) {
  ^bb0(%a119: f32, %o120: f32):
    %b121 = arith.divf %a119, %c1 : f32
    linalg.yield %b121 : f32
  } -> tensor<64xf32>
  %e126 = tensor.empty() : tensor<10x64x224x224xf32>
  %g139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv80, %g97, %g122, %bn2_weight, %bn2_bias : tensor<10x64x224x224xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e126 : tensor<10x64x224x224xf32>) {
  ^bb0(%a127: f32, %a128: f32, %a129: f32, %a130: f32, %a131: f32, %o132: f32):
    %b133 = arith.addf %a129, %c2 : f32
    %b134 = math.sqrt %b133 : f32
    %b135 = arith.subf %a127, %a128 : f32
    %b136 = arith.divf %b135, %b134 : f32
    %b137 = arith.mulf %b136, %a130 : f32
    %b138 = arith.addf %b137, %a131 : f32
    linalg.yield %b138 : f32
  } -> tensor<10x64x224x224xf32>
  %e140 = tensor.empty() : tensor<10x64x224x224xf32>
  %f141 = linalg.fill ins(%c0 : f32) outs(%e140 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %conv142 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %downsample_0_weight : tensor<10x3x224x224xf32>, tensor<64x3x1x1xf32>) outs(%f141 : tensor<10x64x224x224xf32>) -> tensor<10x64x224x224xf32>
  %e143 = tensor.empty() : tensor<10x64x224xf32>
  %f144 = linalg.fill ins(%c0 : f32) outs(%e143 : tensor<10x64x224xf32>) -> tensor<10x64x224xf32>
  %g148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%conv142 : tensor<10x64x224x224xf32>) outs(%f144 : tensor<10x64x224xf32>) {
  ^bb0(%a145: f32, %o146: f32):
    %b147 = arith.addf %a145, %o146 : f32
    linalg.yield %b147 : f32
  } -> tensor<10x64x224xf32>
  %e149 = tensor.empty() : tensor<64xf32>
  %f150 = linalg.fill ins(%c0 : f32) outs(%e149 : tensor<64xf32>) -> tensor<64xf32>
  %g154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g148 : tensor<10x64x224xf32>) outs(%f150 : tensor<64xf32>) {
  ^bb0(%a151: f32, %o152: f32):
    %b153 = arith.addf %a151, %o152 : f32
    linalg.yield %b153 : f32
  } -> tensor<64xf32>
  %e155 = tensor.empty() : tensor<64xf32>
  %g159 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g154 : tensor<64xf32>) outs(%e155 : tensor<64xf32>) {
  ^bb0(%a156: f32, %o157: f32):
    %b158 = arith.divf %a156, %c1 : f32
    linalg.yield %b158 : f32
  } -> tensor<64xf32>
  %e161 = tensor.empty() : tensor<10x64x224x224xf32>
  %g167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv142, %g159 : tensor<10x64x224x224xf32>, tensor<64xf32>) outs(%e161 : tensor<10x64x224x224xf32>) {
  ^bb0(%a162: f32, %a163: f32, %o164: f32):
    %b165 = arith.subf %a162, %a163 : f32
    %b166 = arith.mulf %b165, %b165 : f32
    linalg.yield %b166 : f32
  } -> tensor<10x64x224x224xf32>
  %e168 = tensor.empty() : tensor<10x64x224xf32>
  %f169 = linalg.fill ins(%c0 : f32) outs(%e168 : tensor<10x64x224xf32>) -> tensor<10x64x224xf32>
  %g173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g167 : tensor<10x64x224x224xf32>) outs(%f169 : tensor<10x64x224xf32>) {
  ^bb0(%a170: f32, %o171: f32):
    %b172 = arith.addf %a170, %o171 : f32
    linalg.yield %b172 : f32
  } -> tensor<10x64x224xf32>
  %e174 = tensor.empty() : tensor<64xf32>
  %f175 = linalg.fill ins(%c0 : f32) outs(%e174 : tensor<64xf32>) -> tensor<64xf32>
  %g179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g173 : tensor<10x64x224xf32>) outs(%f175 : tensor<64xf32>) {
  ^bb0(%a176: f32, %o177: f32):
    %b178 = arith.addf %a176, %o177 : f32
    linalg.yield %b178 : f32
  } -> tensor<64xf32>
  %e180 = tensor.empty() : tensor<64xf32>
  %g184 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g179 : tensor<64xf32>) outs(%e180 : tensor<64xf32>) {
  ^bb0(%a181: f32, %o182: f32):
    %b183 = arith.divf %a181, %c1 : f32
    linalg.yield %b183 : f32
  } -> tensor<64xf32>
  %e188 = tensor.empty() : tensor<10x64x224x224xf32>
  %g201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv142, %g159, %g184, %downsample_1_weight, %downsample_1_bias : tensor<10x64x224x224xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e188 : tensor<10x64x224x224xf32>) {
  ^bb0(%a189: f32, %a190: f32, %a191: f32, %a192: f32, %a193: f32, %o194: f32):
    %b195 = arith.addf %a191, %c2 : f32
    %b196 = math.sqrt %b195 : f32
    %b197 = arith.subf %a189, %a190 : f32
    %b198 = arith.divf %b197, %b196 : f32
    %b199 = arith.mulf %b198, %a192 : f32
    %b200 = arith.addf %b199, %a193 : f32
    linalg.yield %b200 : f32
  } -> tensor<10x64x224x224xf32>
  %e202 = tensor.empty() : tensor<10x64x224x224xf32>
  %g207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g139, %g201 : tensor<10x64x224x224xf32>, tensor<10x64x224x224xf32>) outs(%e202 : tensor<10x64x224x224xf32>) {
  ^bb0(%a203: f32, %a204: f32, %o205: f32):
    %b206 = arith.addf %a203, %a204 : f32
    linalg.yield %b206 : f32
  } -> tensor<10x64x224x224xf32>
  %e208 = tensor.empty() : tensor<10x64x224x224xf32>
  %g212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g207 : tensor<10x64x224x224xf32>) outs(%e208 : tensor<10x64x224x224xf32>) {
  ^bb0(%a209: f32, %o210: f32):
    %b211 = arith.maximumf %a209, %c0 : f32
    linalg.yield %b211 : f32
  } -> tensor<10x64x224x224xf32>
  return %g212 : tensor<10x64x224x224xf32>
}
