// Imported by htam-import from 31_VisionAttention.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2x128x128x128 (input), attn_in_proj_weight 384x128 (parameter:attn.in_proj_weight), attn_in_proj_bias 384 (parameter:attn.in_proj_bias), attn_out_proj_weight 128x128 (parameter:attn.out_proj.weight), attn_out_proj_bias 128 (parameter:attn.out_proj.bias), norm_weight 128 (parameter:norm.weight), norm_bias 128 (parameter:norm.bias)
func.func @l3_31_visionattention(
    %x: tensor<2x128x128x128xf32>,
    %attn_in_proj_weight: tensor<384x128xf32> {htam.init = "uniform(-0.108250797..0.108248696)"},
    %attn_in_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %attn_out_proj_weight: tensor<128x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %attn_out_proj_bias: tensor<128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %norm_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %norm_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<2x128x128x128xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.17677669 : f32
  %c3 = arith.constant 128.0 : f32
  %c4 = arith.constant 1.0e-05 : f32
  %r1 = tensor.collapse_shape %x [[0], [1], [2, 3]] : tensor<2x128x128x128xf32> into tensor<2x128x16384xf32>
  %e2 = tensor.empty() : tensor<16384x2x128xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1 : tensor<2x128x16384xf32>) outs(%e2 : tensor<16384x2x128xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<16384x2x128xf32>
  %e6 = tensor.empty() : tensor<2x16384x128xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g5 : tensor<16384x2x128xf32>) outs(%e6 : tensor<2x16384x128xf32>) {
  ^bb0(%a7: f32, %o8: f32):
    linalg.yield %a7 : f32
  } -> tensor<2x16384x128xf32>
  %e10 = tensor.empty() : tensor<2x16384x128xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g5 : tensor<16384x2x128xf32>) outs(%e10 : tensor<2x16384x128xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    linalg.yield %a11 : f32
  } -> tensor<2x16384x128xf32>
  %e14 = tensor.empty() : tensor<2x16384x128xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g5 : tensor<16384x2x128xf32>) outs(%e14 : tensor<2x16384x128xf32>) {
  ^bb0(%a15: f32, %o16: f32):
    linalg.yield %a15 : f32
  } -> tensor<2x16384x128xf32>
  %s18 = tensor.extract_slice %attn_in_proj_weight[0, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s19 = tensor.extract_slice %attn_in_proj_bias[0] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r20 = tensor.collapse_shape %g9 [[0, 1], [2]] : tensor<2x16384x128xf32> into tensor<32768x128xf32>
  %e21 = tensor.empty() : tensor<32768x128xf32>
  %f22 = linalg.fill ins(%c0 : f32) outs(%e21 : tensor<32768x128xf32>) -> tensor<32768x128xf32>
  %mm23 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r20, %s18 : tensor<32768x128xf32>, tensor<128x128xf32>) outs(%f22 : tensor<32768x128xf32>) -> tensor<32768x128xf32>
  %e24 = tensor.empty() : tensor<32768x128xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm23, %s19 : tensor<32768x128xf32>, tensor<128xf32>) outs(%e24 : tensor<32768x128xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.addf %a25, %a26 : f32
    linalg.yield %b28 : f32
  } -> tensor<32768x128xf32>
  %r30 = tensor.expand_shape %g29 [[0, 1], [2]] output_shape [2, 16384, 128] : tensor<32768x128xf32> into tensor<2x16384x128xf32>
  %r31 = tensor.expand_shape %r30 [[0], [1], [2, 3]] output_shape [2, 16384, 4, 32] : tensor<2x16384x128xf32> into tensor<2x16384x4x32xf32>
  %e32 = tensor.empty() : tensor<2x4x16384x32xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r31 : tensor<2x16384x4x32xf32>) outs(%e32 : tensor<2x4x16384x32xf32>) {
  ^bb0(%a33: f32, %o34: f32):
    linalg.yield %a33 : f32
  } -> tensor<2x4x16384x32xf32>
  %s36 = tensor.extract_slice %attn_in_proj_weight[128, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s37 = tensor.extract_slice %attn_in_proj_bias[128] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r38 = tensor.collapse_shape %g13 [[0, 1], [2]] : tensor<2x16384x128xf32> into tensor<32768x128xf32>
  %e39 = tensor.empty() : tensor<32768x128xf32>
  %f40 = linalg.fill ins(%c0 : f32) outs(%e39 : tensor<32768x128xf32>) -> tensor<32768x128xf32>
  %mm41 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r38, %s36 : tensor<32768x128xf32>, tensor<128x128xf32>) outs(%f40 : tensor<32768x128xf32>) -> tensor<32768x128xf32>
  %e42 = tensor.empty() : tensor<32768x128xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm41, %s37 : tensor<32768x128xf32>, tensor<128xf32>) outs(%e42 : tensor<32768x128xf32>) {
  ^bb0(%a43: f32, %a44: f32, %o45: f32):
    %b46 = arith.addf %a43, %a44 : f32
    linalg.yield %b46 : f32
  } -> tensor<32768x128xf32>
  %r48 = tensor.expand_shape %g47 [[0, 1], [2]] output_shape [2, 16384, 128] : tensor<32768x128xf32> into tensor<2x16384x128xf32>
  %r49 = tensor.expand_shape %r48 [[0], [1], [2, 3]] output_shape [2, 16384, 4, 32] : tensor<2x16384x128xf32> into tensor<2x16384x4x32xf32>
  %e50 = tensor.empty() : tensor<2x4x16384x32xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r49 : tensor<2x16384x4x32xf32>) outs(%e50 : tensor<2x4x16384x32xf32>) {
  ^bb0(%a51: f32, %o52: f32):
    linalg.yield %a51 : f32
  } -> tensor<2x4x16384x32xf32>
  %s54 = tensor.extract_slice %attn_in_proj_weight[256, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s55 = tensor.extract_slice %attn_in_proj_bias[256] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r56 = tensor.collapse_shape %g17 [[0, 1], [2]] : tensor<2x16384x128xf32> into tensor<32768x128xf32>
  %e57 = tensor.empty() : tensor<32768x128xf32>
  %f58 = linalg.fill ins(%c0 : f32) outs(%e57 : tensor<32768x128xf32>) -> tensor<32768x128xf32>
  %mm59 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r56, %s54 : tensor<32768x128xf32>, tensor<128x128xf32>) outs(%f58 : tensor<32768x128xf32>) -> tensor<32768x128xf32>
  %e60 = tensor.empty() : tensor<32768x128xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm59, %s55 : tensor<32768x128xf32>, tensor<128xf32>) outs(%e60 : tensor<32768x128xf32>) {
  ^bb0(%a61: f32, %a62: f32, %o63: f32):
    %b64 = arith.addf %a61, %a62 : f32
    linalg.yield %b64 : f32
  } -> tensor<32768x128xf32>
  %r66 = tensor.expand_shape %g65 [[0, 1], [2]] output_shape [2, 16384, 128] : tensor<32768x128xf32> into tensor<2x16384x128xf32>
  %r67 = tensor.expand_shape %r66 [[0], [1], [2, 3]] output_shape [2, 16384, 4, 32] : tensor<2x16384x128xf32> into tensor<2x16384x4x32xf32>
  %e68 = tensor.empty() : tensor<2x4x16384x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r67 : tensor<2x16384x4x32xf32>) outs(%e68 : tensor<2x4x16384x32xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    linalg.yield %a69 : f32
  } -> tensor<2x4x16384x32xf32>
  %e72 = tensor.empty() : tensor<2x4x32x16384xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g53 : tensor<2x4x16384x32xf32>) outs(%e72 : tensor<2x4x32x16384xf32>) {
  ^bb0(%a73: f32, %o74: f32):
    linalg.yield %a73 : f32
  } -> tensor<2x4x32x16384xf32>
  %r76 = tensor.collapse_shape %g35 [[0, 1], [2], [3]] : tensor<2x4x16384x32xf32> into tensor<8x16384x32xf32>
  %r77 = tensor.collapse_shape %g75 [[0, 1], [2], [3]] : tensor<2x4x32x16384xf32> into tensor<8x32x16384xf32>
  %e78 = tensor.empty() : tensor<8x16384x16384xf32>
  %f79 = linalg.fill ins(%c0 : f32) outs(%e78 : tensor<8x16384x16384xf32>) -> tensor<8x16384x16384xf32>
  %bmm80 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r76, %r77 : tensor<8x16384x32xf32>, tensor<8x32x16384xf32>) outs(%f79 : tensor<8x16384x16384xf32>) -> tensor<8x16384x16384xf32>
  %r81 = tensor.expand_shape %bmm80 [[0, 1], [2], [3]] output_shape [2, 4, 16384, 16384] : tensor<8x16384x16384xf32> into tensor<2x4x16384x16384xf32>
  %e82 = tensor.empty() : tensor<2x4x16384x16384xf32>
  %g86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r81 : tensor<2x4x16384x16384xf32>) outs(%e82 : tensor<2x4x16384x16384xf32>) {
  ^bb0(%a83: f32, %o84: f32):
    %b85 = arith.mulf %a83, %c1 : f32
    linalg.yield %b85 : f32
  } -> tensor<2x4x16384x16384xf32>
  %e87 = tensor.empty() : tensor<2x4x16384x16384xf32>
  %sm88 = linalg.softmax dimension(3) ins(%g86 : tensor<2x4x16384x16384xf32>) outs(%e87 : tensor<2x4x16384x16384xf32>) -> tensor<2x4x16384x16384xf32>
  %r89 = tensor.collapse_shape %sm88 [[0, 1], [2], [3]] : tensor<2x4x16384x16384xf32> into tensor<8x16384x16384xf32>
  %r90 = tensor.collapse_shape %g71 [[0, 1], [2], [3]] : tensor<2x4x16384x32xf32> into tensor<8x16384x32xf32>
  %e91 = tensor.empty() : tensor<8x16384x32xf32>
  %f92 = linalg.fill ins(%c0 : f32) outs(%e91 : tensor<8x16384x32xf32>) -> tensor<8x16384x32xf32>
  %bmm93 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r89, %r90 : tensor<8x16384x16384xf32>, tensor<8x16384x32xf32>) outs(%f92 : tensor<8x16384x32xf32>) -> tensor<8x16384x32xf32>
  %r94 = tensor.expand_shape %bmm93 [[0, 1], [2], [3]] output_shape [2, 4, 16384, 32] : tensor<8x16384x32xf32> into tensor<2x4x16384x32xf32>
  %e95 = tensor.empty() : tensor<2x16384x4x32xf32>
  %g98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r94 : tensor<2x4x16384x32xf32>) outs(%e95 : tensor<2x16384x4x32xf32>) {
  ^bb0(%a96: f32, %o97: f32):
    linalg.yield %a96 : f32
  } -> tensor<2x16384x4x32xf32>
  %r99 = tensor.collapse_shape %g98 [[0], [1], [2, 3]] : tensor<2x16384x4x32xf32> into tensor<2x16384x128xf32>
  %r100 = tensor.collapse_shape %r99 [[0, 1], [2]] : tensor<2x16384x128xf32> into tensor<32768x128xf32>
  %e101 = tensor.empty() : tensor<32768x128xf32>
  %f102 = linalg.fill ins(%c0 : f32) outs(%e101 : tensor<32768x128xf32>) -> tensor<32768x128xf32>
  %mm103 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r100, %attn_out_proj_weight : tensor<32768x128xf32>, tensor<128x128xf32>) outs(%f102 : tensor<32768x128xf32>) -> tensor<32768x128xf32>
  %e104 = tensor.empty() : tensor<32768x128xf32>
  %g109 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm103, %attn_out_proj_bias : tensor<32768x128xf32>, tensor<128xf32>) outs(%e104 : tensor<32768x128xf32>) {
  ^bb0(%a105: f32, %a106: f32, %o107: f32):
    %b108 = arith.addf %a105, %a106 : f32
    linalg.yield %b108 : f32
  } -> tensor<32768x128xf32>
  %r110 = tensor.expand_shape %g109 [[0, 1], [2]] output_shape [2, 16384, 128] : tensor<32768x128xf32> into tensor<2x16384x128xf32>
  %e111 = tensor.empty() : tensor<16384x2x128xf32>
  %g114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r110 : tensor<2x16384x128xf32>) outs(%e111 : tensor<16384x2x128xf32>) {
  ^bb0(%a112: f32, %o113: f32):
    linalg.yield %a112 : f32
  } -> tensor<16384x2x128xf32>
  %e126 = tensor.empty() : tensor<16384x2x128xf32>
  %g131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g114, %g5 : tensor<16384x2x128xf32>, tensor<16384x2x128xf32>) outs(%e126 : tensor<16384x2x128xf32>) {
  ^bb0(%a127: f32, %a128: f32, %o129: f32):
    %b130 = arith.addf %a127, %a128 : f32
    linalg.yield %b130 : f32
  } -> tensor<16384x2x128xf32>
  %e132 = tensor.empty() : tensor<16384x2xf32>
  %f133 = linalg.fill ins(%c0 : f32) outs(%e132 : tensor<16384x2xf32>) -> tensor<16384x2xf32>
  %g137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g131 : tensor<16384x2x128xf32>) outs(%f133 : tensor<16384x2xf32>) {
  ^bb0(%a134: f32, %o135: f32):
    %b136 = arith.addf %a134, %o135 : f32
    linalg.yield %b136 : f32
  } -> tensor<16384x2xf32>
  %e138 = tensor.empty() : tensor<16384x2xf32>
  %g142 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g137 : tensor<16384x2xf32>) outs(%e138 : tensor<16384x2xf32>) {
  ^bb0(%a139: f32, %o140: f32):
    %b141 = arith.divf %a139, %c3 : f32
    linalg.yield %b141 : f32
  } -> tensor<16384x2xf32>
  %e144 = tensor.empty() : tensor<16384x2x128xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g131, %g142 : tensor<16384x2x128xf32>, tensor<16384x2xf32>) outs(%e144 : tensor<16384x2x128xf32>) {
  ^bb0(%a145: f32, %a146: f32, %o147: f32):
    %b148 = arith.subf %a145, %a146 : f32
    %b149 = arith.mulf %b148, %b148 : f32
    linalg.yield %b149 : f32
  } -> tensor<16384x2x128xf32>
  %e151 = tensor.empty() : tensor<16384x2xf32>
  %f152 = linalg.fill ins(%c0 : f32) outs(%e151 : tensor<16384x2xf32>) -> tensor<16384x2xf32>
  %g156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g150 : tensor<16384x2x128xf32>) outs(%f152 : tensor<16384x2xf32>) {
  ^bb0(%a153: f32, %o154: f32):
    %b155 = arith.addf %a153, %o154 : f32
    linalg.yield %b155 : f32
  } -> tensor<16384x2xf32>
  %e157 = tensor.empty() : tensor<16384x2xf32>
  %g161 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g156 : tensor<16384x2xf32>) outs(%e157 : tensor<16384x2xf32>) {
  ^bb0(%a158: f32, %o159: f32):
    %b160 = arith.divf %a158, %c3 : f32
    linalg.yield %b160 : f32
  } -> tensor<16384x2xf32>
  %e163 = tensor.empty() : tensor<16384x2x128xf32>
  %g176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g131, %g142, %g161, %norm_weight, %norm_bias : tensor<16384x2x128xf32>, tensor<16384x2xf32>, tensor<16384x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e163 : tensor<16384x2x128xf32>) {
  ^bb0(%a164: f32, %a165: f32, %a166: f32, %a167: f32, %a168: f32, %o169: f32):
    %b170 = arith.addf %a166, %c4 : f32
    %b171 = math.sqrt %b170 : f32
    %b172 = arith.subf %a164, %a165 : f32
    %b173 = arith.divf %b172, %b171 : f32
    %b174 = arith.mulf %b173, %a167 : f32
    %b175 = arith.addf %b174, %a168 : f32
    linalg.yield %b175 : f32
  } -> tensor<16384x2x128xf32>
  %e177 = tensor.empty() : tensor<2x128x16384xf32>
  %g180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g176 : tensor<16384x2x128xf32>) outs(%e177 : tensor<2x128x16384xf32>) {
  ^bb0(%a178: f32, %o179: f32):
    linalg.yield %a178 : f32
  } -> tensor<2x128x16384xf32>
  %r181 = tensor.expand_shape %g180 [[0], [1], [2, 3]] output_shape [2, 128, 128, 128] : tensor<2x128x16384xf32> into tensor<2x128x128x128xf32>
  return %r181 : tensor<2x128x128x128xf32>
}
