// Imported by htam-import from 44_MiniGPTBlock.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x512x768 (input), ln_1_weight 768 (parameter:ln_1.weight), ln_1_bias 768 (parameter:ln_1.bias), attn_c_attn_weight 2304x768 (parameter:attn.c_attn.weight), attn_c_attn_bias 2304 (parameter:attn.c_attn.bias), attn_bias 1x1x1024x1024 (parameter:attn.bias), attn_c_proj_weight 768x768 (parameter:attn.c_proj.weight), attn_c_proj_bias 768 (parameter:attn.c_proj.bias), ln_2_weight 768 (parameter:ln_2.weight), ln_2_bias 768 (parameter:ln_2.bias), mlp_c_fc_weight 3072x768 (parameter:mlp.c_fc.weight), mlp_c_fc_bias 3072 (parameter:mlp.c_fc.bias), mlp_c_proj_weight 768x3072 (parameter:mlp.c_proj.weight), mlp_c_proj_bias 768 (parameter:mlp.c_proj.bias)
func.func @l3_44_minigptblock(
    %x: tensor<128x512x768xf32>,
    %ln_1_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %ln_1_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %attn_c_attn_weight: tensor<2304x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %attn_c_attn_bias: tensor<2304xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %attn_bias: tensor<1x1x1024x1024xf32> {htam.init = "uniform(0..1)"},
    %attn_c_proj_weight: tensor<768x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %attn_c_proj_bias: tensor<768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %ln_2_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %ln_2_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mlp_c_fc_weight: tensor<3072x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %mlp_c_fc_bias: tensor<3072xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %mlp_c_proj_weight: tensor<768x3072xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %mlp_c_proj_bias: tensor<768xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"}) -> (tensor<128x512x768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 768.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0.10206208 : f32
  %c4 = arith.constant 0xFF800000 : f32
  %c5 = arith.constant 0.5 : f32
  %c6 = arith.constant 0.044715 : f32
  %c7 = arith.constant 0.7978846 : f32
  %c8 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<128x512xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<128x512x768xf32>) outs(%f2 : tensor<128x512xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.addf %a3, %o4 : f32
    linalg.yield %b5 : f32
  } -> tensor<128x512xf32>
  %e7 = tensor.empty() : tensor<128x512xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6 : tensor<128x512xf32>) outs(%e7 : tensor<128x512xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    %b10 = arith.divf %a8, %c1 : f32
    linalg.yield %b10 : f32
  } -> tensor<128x512xf32>
  %e13 = tensor.empty() : tensor<128x512x768xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %g11 : tensor<128x512x768xf32>, tensor<128x512xf32>) outs(%e13 : tensor<128x512x768xf32>) {
  ^bb0(%a14: f32, %a15: f32, %o16: f32):
    %b17 = arith.subf %a14, %a15 : f32
    %b18 = arith.mulf %b17, %b17 : f32
    linalg.yield %b18 : f32
  } -> tensor<128x512x768xf32>
  %e20 = tensor.empty() : tensor<128x512xf32>
  %f21 = linalg.fill ins(%c0 : f32) outs(%e20 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g19 : tensor<128x512x768xf32>) outs(%f21 : tensor<128x512xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.addf %a22, %o23 : f32
    linalg.yield %b24 : f32
  } -> tensor<128x512xf32>
  %e26 = tensor.empty() : tensor<128x512xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g25 : tensor<128x512xf32>) outs(%e26 : tensor<128x512xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    %b29 = arith.divf %a27, %c1 : f32
    linalg.yield %b29 : f32
  } -> tensor<128x512xf32>
  %e32 = tensor.empty() : tensor<128x512x768xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %g11, %g30, %ln_1_weight, %ln_1_bias : tensor<128x512x768xf32>, tensor<128x512xf32>, tensor<128x512xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e32 : tensor<128x512x768xf32>) {
  ^bb0(%a33: f32, %a34: f32, %a35: f32, %a36: f32, %a37: f32, %o38: f32):
    %b39 = arith.addf %a35, %c2 : f32
    %b40 = math.sqrt %b39 : f32
    %b41 = arith.subf %a33, %a34 : f32
    %b42 = arith.divf %b41, %b40 : f32
    %b43 = arith.mulf %b42, %a36 : f32
    %b44 = arith.addf %b43, %a37 : f32
    linalg.yield %b44 : f32
  } -> tensor<128x512x768xf32>
  %r46 = tensor.collapse_shape %g45 [[0, 1], [2]] : tensor<128x512x768xf32> into tensor<65536x768xf32>
  %e47 = tensor.empty() : tensor<65536x2304xf32>
  %f48 = linalg.fill ins(%c0 : f32) outs(%e47 : tensor<65536x2304xf32>) -> tensor<65536x2304xf32>
  %mm49 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r46, %attn_c_attn_weight : tensor<65536x768xf32>, tensor<2304x768xf32>) outs(%f48 : tensor<65536x2304xf32>) -> tensor<65536x2304xf32>
  %e50 = tensor.empty() : tensor<65536x2304xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm49, %attn_c_attn_bias : tensor<65536x2304xf32>, tensor<2304xf32>) outs(%e50 : tensor<65536x2304xf32>) {
  ^bb0(%a51: f32, %a52: f32, %o53: f32):
    %b54 = arith.addf %a51, %a52 : f32
    linalg.yield %b54 : f32
  } -> tensor<65536x2304xf32>
  %r56 = tensor.expand_shape %g55 [[0, 1], [2]] output_shape [128, 512, 2304] : tensor<65536x2304xf32> into tensor<128x512x2304xf32>
  %s57 = tensor.extract_slice %r56[0, 0, 0] [128, 512, 768] [1, 1, 1] : tensor<128x512x2304xf32> to tensor<128x512x768xf32>
  %s58 = tensor.extract_slice %r56[0, 0, 768] [128, 512, 768] [1, 1, 1] : tensor<128x512x2304xf32> to tensor<128x512x768xf32>
  %s59 = tensor.extract_slice %r56[0, 0, 1536] [128, 512, 768] [1, 1, 1] : tensor<128x512x2304xf32> to tensor<128x512x768xf32>
  %r60 = tensor.expand_shape %s58 [[0], [1], [2, 3]] output_shape [128, 512, 8, 96] : tensor<128x512x768xf32> into tensor<128x512x8x96xf32>
  %e61 = tensor.empty() : tensor<128x8x512x96xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r60 : tensor<128x512x8x96xf32>) outs(%e61 : tensor<128x8x512x96xf32>) {
  ^bb0(%a62: f32, %o63: f32):
    linalg.yield %a62 : f32
  } -> tensor<128x8x512x96xf32>
  %r65 = tensor.expand_shape %s57 [[0], [1], [2, 3]] output_shape [128, 512, 8, 96] : tensor<128x512x768xf32> into tensor<128x512x8x96xf32>
  %e66 = tensor.empty() : tensor<128x8x512x96xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r65 : tensor<128x512x8x96xf32>) outs(%e66 : tensor<128x8x512x96xf32>) {
  ^bb0(%a67: f32, %o68: f32):
    linalg.yield %a67 : f32
  } -> tensor<128x8x512x96xf32>
  %r70 = tensor.expand_shape %s59 [[0], [1], [2, 3]] output_shape [128, 512, 8, 96] : tensor<128x512x768xf32> into tensor<128x512x8x96xf32>
  %e71 = tensor.empty() : tensor<128x8x512x96xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r70 : tensor<128x512x8x96xf32>) outs(%e71 : tensor<128x8x512x96xf32>) {
  ^bb0(%a72: f32, %o73: f32):
    linalg.yield %a72 : f32
  } -> tensor<128x8x512x96xf32>
  %e75 = tensor.empty() : tensor<128x8x96x512xf32>
  %g78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g64 : tensor<128x8x512x96xf32>) outs(%e75 : tensor<128x8x96x512xf32>) {
  ^bb0(%a76: f32, %o77: f32):
    linalg.yield %a76 : f32
  } -> tensor<128x8x96x512xf32>
  %e79 = tensor.empty() : tensor<128x8x512x512xf32>
  %f80 = linalg.fill ins(%c0 : f32) outs(%e79 : tensor<128x8x512x512xf32>) -> tensor<128x8x512x512xf32>
  %g86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g69, %g78 : tensor<128x8x512x96xf32>, tensor<128x8x96x512xf32>) outs(%f80 : tensor<128x8x512x512xf32>) {
  ^bb0(%a81: f32, %a82: f32, %o83: f32):
    %b84 = arith.mulf %a81, %a82 : f32
    %b85 = arith.addf %o83, %b84 : f32
    linalg.yield %b85 : f32
  } -> tensor<128x8x512x512xf32>
  %e87 = tensor.empty() : tensor<128x8x512x512xf32>
  %g91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g86 : tensor<128x8x512x512xf32>) outs(%e87 : tensor<128x8x512x512xf32>) {
  ^bb0(%a88: f32, %o89: f32):
    %b90 = arith.mulf %a88, %c3 : f32
    linalg.yield %b90 : f32
  } -> tensor<128x8x512x512xf32>
  %s92 = tensor.extract_slice %attn_bias[0, 0, 0, 0] [1, 1, 512, 512] [1, 1, 1, 1] : tensor<1x1x1024x1024xf32> to tensor<1x1x512x512xf32>
  %e93 = tensor.empty() : tensor<1x1x512x512xi1>
  %g97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s92 : tensor<1x1x512x512xf32>) outs(%e93 : tensor<1x1x512x512xi1>) {
  ^bb0(%a94: f32, %o95: i1):
    %b96 = arith.cmpf oeq, %a94, %c0 : f32
    linalg.yield %b96 : i1
  } -> tensor<1x1x512x512xi1>
  %r98 = tensor.collapse_shape %g97 [[0, 1, 2], [3]] : tensor<1x1x512x512xi1> into tensor<512x512xi1>
  %e99 = tensor.empty() : tensor<128x8x512x512xf32>
  %g104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r98, %g91 : tensor<512x512xi1>, tensor<128x8x512x512xf32>) outs(%e99 : tensor<128x8x512x512xf32>) {
  ^bb0(%a100: i1, %a101: f32, %o102: f32):
    %b103 = arith.select %a100, %c4, %a101 : f32
    linalg.yield %b103 : f32
  } -> tensor<128x8x512x512xf32>
  %e105 = tensor.empty() : tensor<128x8x512x512xf32>
  %sm106 = linalg.softmax dimension(3) ins(%g104 : tensor<128x8x512x512xf32>) outs(%e105 : tensor<128x8x512x512xf32>) -> tensor<128x8x512x512xf32>
  %e107 = tensor.empty() : tensor<128x8x512x96xf32>
  %f108 = linalg.fill ins(%c0 : f32) outs(%e107 : tensor<128x8x512x96xf32>) -> tensor<128x8x512x96xf32>
  %g114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm106, %g74 : tensor<128x8x512x512xf32>, tensor<128x8x512x96xf32>) outs(%f108 : tensor<128x8x512x96xf32>) {
  ^bb0(%a109: f32, %a110: f32, %o111: f32):
    %b112 = arith.mulf %a109, %a110 : f32
    %b113 = arith.addf %o111, %b112 : f32
    linalg.yield %b113 : f32
  } -> tensor<128x8x512x96xf32>
  %e115 = tensor.empty() : tensor<128x512x8x96xf32>
  %g118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g114 : tensor<128x8x512x96xf32>) outs(%e115 : tensor<128x512x8x96xf32>) {
  ^bb0(%a116: f32, %o117: f32):
    linalg.yield %a116 : f32
  } -> tensor<128x512x8x96xf32>
  %r119 = tensor.collapse_shape %g118 [[0], [1], [2, 3]] : tensor<128x512x8x96xf32> into tensor<128x512x768xf32>
  %r120 = tensor.collapse_shape %r119 [[0, 1], [2]] : tensor<128x512x768xf32> into tensor<65536x768xf32>
  %e121 = tensor.empty() : tensor<65536x768xf32>
  %f122 = linalg.fill ins(%c0 : f32) outs(%e121 : tensor<65536x768xf32>) -> tensor<65536x768xf32>
  %mm123 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r120, %attn_c_proj_weight : tensor<65536x768xf32>, tensor<768x768xf32>) outs(%f122 : tensor<65536x768xf32>) -> tensor<65536x768xf32>
  %e124 = tensor.empty() : tensor<65536x768xf32>
  %g129 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm123, %attn_c_proj_bias : tensor<65536x768xf32>, tensor<768xf32>) outs(%e124 : tensor<65536x768xf32>) {
  ^bb0(%a125: f32, %a126: f32, %o127: f32):
    %b128 = arith.addf %a125, %a126 : f32
    linalg.yield %b128 : f32
  } -> tensor<65536x768xf32>
  %r130 = tensor.expand_shape %g129 [[0, 1], [2]] output_shape [128, 512, 768] : tensor<65536x768xf32> into tensor<128x512x768xf32>
  %e131 = tensor.empty() : tensor<128x512x768xf32>
  %g136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %r130 : tensor<128x512x768xf32>, tensor<128x512x768xf32>) outs(%e131 : tensor<128x512x768xf32>) {
  ^bb0(%a132: f32, %a133: f32, %o134: f32):
    %b135 = arith.addf %a132, %a133 : f32
    linalg.yield %b135 : f32
  } -> tensor<128x512x768xf32>
  %e137 = tensor.empty() : tensor<128x512xf32>
  %f138 = linalg.fill ins(%c0 : f32) outs(%e137 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %g142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g136 : tensor<128x512x768xf32>) outs(%f138 : tensor<128x512xf32>) {
  ^bb0(%a139: f32, %o140: f32):
    %b141 = arith.addf %a139, %o140 : f32
    linalg.yield %b141 : f32
  } -> tensor<128x512xf32>
  %e143 = tensor.empty() : tensor<128x512xf32>
  %g147 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g142 : tensor<128x512xf32>) outs(%e143 : tensor<128x512xf32>) {
  ^bb0(%a144: f32, %o145: f32):
    %b146 = arith.divf %a144, %c1 : f32
    linalg.yield %b146 : f32
  } -> tensor<128x512xf32>
  %e149 = tensor.empty() : tensor<128x512x768xf32>
  %g155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g136, %g147 : tensor<128x512x768xf32>, tensor<128x512xf32>) outs(%e149 : tensor<128x512x768xf32>) {
  ^bb0(%a150: f32, %a151: f32, %o152: f32):
    %b153 = arith.subf %a150, %a151 : f32
    %b154 = arith.mulf %b153, %b153 : f32
    linalg.yield %b154 : f32
  } -> tensor<128x512x768xf32>
  %e156 = tensor.empty() : tensor<128x512xf32>
  %f157 = linalg.fill ins(%c0 : f32) outs(%e156 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %g161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g155 : tensor<128x512x768xf32>) outs(%f157 : tensor<128x512xf32>) {
  ^bb0(%a158: f32, %o159: f32):
    %b160 = arith.addf %a158, %o159 : f32
    linalg.yield %b160 : f32
  } -> tensor<128x512xf32>
  %e162 = tensor.empty() : tensor<128x512xf32>
  %g166 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g161 : tensor<128x512xf32>) outs(%e162 : tensor<128x512xf32>) {
  ^bb0(%a163: f32, %o164: f32):
    %b165 = arith.divf %a163, %c1 : f32
    linalg.yield %b165 : f32
  } -> tensor<128x512xf32>
  %e168 = tensor.empty() : tensor<128x512x768xf32>
  %g181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g136, %g147, %g166, %ln_2_weight, %ln_2_bias : tensor<128x512x768xf32>, tensor<128x512xf32>, tensor<128x512xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e168 : tensor<128x512x768xf32>) {
  ^bb0(%a169: f32, %a170: f32, %a171: f32, %a172: f32, %a173: f32, %o174: f32):
    %b175 = arith.addf %a171, %c2 : f32
    %b176 = math.sqrt %b175 : f32
    %b177 = arith.subf %a169, %a170 : f32
    %b178 = arith.divf %b177, %b176 : f32
    %b179 = arith.mulf %b178, %a172 : f32
    %b180 = arith.addf %b179, %a173 : f32
    linalg.yield %b180 : f32
  } -> tensor<128x512x768xf32>
  %r182 = tensor.collapse_shape %g181 [[0, 1], [2]] : tensor<128x512x768xf32> into tensor<65536x768xf32>
  %e183 = tensor.empty() : tensor<65536x3072xf32>
  %f184 = linalg.fill ins(%c0 : f32) outs(%e183 : tensor<65536x3072xf32>) -> tensor<65536x3072xf32>
  %mm185 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r182, %mlp_c_fc_weight : tensor<65536x768xf32>, tensor<3072x768xf32>) outs(%f184 : tensor<65536x3072xf32>) -> tensor<65536x3072xf32>
  %e186 = tensor.empty() : tensor<65536x3072xf32>
  %g191 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm185, %mlp_c_fc_bias : tensor<65536x3072xf32>, tensor<3072xf32>) outs(%e186 : tensor<65536x3072xf32>) {
  ^bb0(%a187: f32, %a188: f32, %o189: f32):
    %b190 = arith.addf %a187, %a188 : f32
    linalg.yield %b190 : f32
  } -> tensor<65536x3072xf32>
  %r192 = tensor.expand_shape %g191 [[0, 1], [2]] output_shape [128, 512, 3072] : tensor<65536x3072xf32> into tensor<128x512x3072xf32>
  %e193 = tensor.empty() : tensor<128x512x3072xf32>
  %g197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r192 : tensor<128x512x3072xf32>) outs(%e193 : tensor<128x512x3072xf32>) {
  ^bb0(%a194: f32, %o195: f32):
    %b196 = arith.mulf %c5, %a194 : f32
    linalg.yield %b196 : f32
  } -> tensor<128x512x3072xf32>
  %e198 = tensor.empty() : tensor<128x512x3072xf32>
  %g203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r192 : tensor<128x512x3072xf32>) outs(%e198 : tensor<128x512x3072xf32>) {
  ^bb0(%a199: f32, %o200: f32):
    %b201 = arith.mulf %a199, %a199 : f32
    %b202 = arith.mulf %b201, %a199 : f32
    linalg.yield %b202 : f32
  } -> tensor<128x512x3072xf32>
  %e204 = tensor.empty() : tensor<128x512x3072xf32>
  %g208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g203 : tensor<128x512x3072xf32>) outs(%e204 : tensor<128x512x3072xf32>) {
  ^bb0(%a205: f32, %o206: f32):
    %b207 = arith.mulf %c6, %a205 : f32
    linalg.yield %b207 : f32
  } -> tensor<128x512x3072xf32>
  %e209 = tensor.empty() : tensor<128x512x3072xf32>
  %g214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r192, %g208 : tensor<128x512x3072xf32>, tensor<128x512x3072xf32>) outs(%e209 : tensor<128x512x3072xf32>) {
  ^bb0(%a210: f32, %a211: f32, %o212: f32):
    %b213 = arith.addf %a210, %a211 : f32
    linalg.yield %b213 : f32
  } -> tensor<128x512x3072xf32>
  %e215 = tensor.empty() : tensor<128x512x3072xf32>
  %g219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g214 : tensor<128x512x3072xf32>) outs(%e215 : tensor<128x512x3072xf32>) {
  ^bb0(%a216: f32, %o217: f32):
    %b218 = arith.mulf %c7, %a216 : f32
    linalg.yield %b218 : f32
  } -> tensor<128x512x3072xf32>
  %e220 = tensor.empty() : tensor<128x512x3072xf32>
  %g224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g219 : tensor<128x512x3072xf32>) outs(%e220 : tensor<128x512x3072xf32>) {
  ^bb0(%a221: f32, %o222: f32):
    %b223 = math.tanh %a221 : f32
    linalg.yield %b223 : f32
  } -> tensor<128x512x3072xf32>
  %e225 = tensor.empty() : tensor<128x512x3072xf32>
  %g229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g224 : tensor<128x512x3072xf32>) outs(%e225 : tensor<128x512x3072xf32>) {
  ^bb0(%a226: f32, %o227: f32):
    %b228 = arith.addf %c8, %a226 : f32
    linalg.yield %b228 : f32
  } -> tensor<128x512x3072xf32>
  %e230 = tensor.empty() : tensor<128x512x3072xf32>
  %g235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g197, %g229 : tensor<128x512x3072xf32>, tensor<128x512x3072xf32>) outs(%e230 : tensor<128x512x3072xf32>) {
  ^bb0(%a231: f32, %a232: f32, %o233: f32):
    %b234 = arith.mulf %a231, %a232 : f32
    linalg.yield %b234 : f32
  } -> tensor<128x512x3072xf32>
  %r236 = tensor.collapse_shape %g235 [[0, 1], [2]] : tensor<128x512x3072xf32> into tensor<65536x3072xf32>
  %e237 = tensor.empty() : tensor<65536x768xf32>
  %f238 = linalg.fill ins(%c0 : f32) outs(%e237 : tensor<65536x768xf32>) -> tensor<65536x768xf32>
  %mm239 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r236, %mlp_c_proj_weight : tensor<65536x3072xf32>, tensor<768x3072xf32>) outs(%f238 : tensor<65536x768xf32>) -> tensor<65536x768xf32>
  %e240 = tensor.empty() : tensor<65536x768xf32>
  %g245 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm239, %mlp_c_proj_bias : tensor<65536x768xf32>, tensor<768xf32>) outs(%e240 : tensor<65536x768xf32>) {
  ^bb0(%a241: f32, %a242: f32, %o243: f32):
    %b244 = arith.addf %a241, %a242 : f32
    linalg.yield %b244 : f32
  } -> tensor<65536x768xf32>
  %r246 = tensor.expand_shape %g245 [[0, 1], [2]] output_shape [128, 512, 768] : tensor<65536x768xf32> into tensor<128x512x768xf32>
  %e247 = tensor.empty() : tensor<128x512x768xf32>
  %g252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g136, %r246 : tensor<128x512x768xf32>, tensor<128x512x768xf32>) outs(%e247 : tensor<128x512x768xf32>) {
  ^bb0(%a248: f32, %a249: f32, %o250: f32):
    %b251 = arith.addf %a248, %a249 : f32
    linalg.yield %b251 : f32
  } -> tensor<128x512x768xf32>
  return %g252 : tensor<128x512x768xf32>
}
