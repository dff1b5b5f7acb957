// Imported by htam-import from 43_MinGPTCausalAttention.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x512x768 (input), c_attn_weight 2304x768 (parameter:c_attn.weight), c_attn_bias 2304 (parameter:c_attn.bias), bias 1x1x1024x1024 (parameter:bias), c_proj_weight 768x768 (parameter:c_proj.weight), c_proj_bias 768 (parameter:c_proj.bias)
func.func @l3_43_mingptcausalattention(
    %x: tensor<128x512x768xf32>,
    %c_attn_weight: tensor<2304x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %c_attn_bias: tensor<2304xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %bias: tensor<1x1x1024x1024xf32> {htam.init = "uniform(0..1)"},
    %c_proj_weight: tensor<768x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %c_proj_bias: tensor<768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"}) -> (tensor<128x512x768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.10206208 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %r1 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<128x512x768xf32> into tensor<65536x768xf32>
  %e2 = tensor.empty() : tensor<65536x2304xf32>
  %f3 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<65536x2304xf32>) -> tensor<65536x2304xf32>
  %mm4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1, %c_attn_weight : tensor<65536x768xf32>, tensor<2304x768xf32>) outs(%f3 : tensor<65536x2304xf32>) -> tensor<65536x2304xf32>
  %e5 = tensor.empty() : tensor<65536x2304xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4, %c_attn_bias : tensor<65536x2304xf32>, tensor<2304xf32>) outs(%e5 : tensor<65536x2304xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<65536x2304xf32>
  %r11 = tensor.expand_shape %g10 [[0, 1], [2]] output_shape [128, 512, 2304] : tensor<65536x2304xf32> into tensor<128x512x2304xf32>
  %s12 = tensor.extract_slice %r11[0, 0, 0] [128, 512, 768] [1, 1, 1] : tensor<128x512x2304xf32> to tensor<128x512x768xf32>
  %s13 = tensor.extract_slice %r11[0, 0, 768] [128, 512, 768] [1, 1, 1] : tensor<128x512x2304xf32> to tensor<128x512x768xf32>
  %s14 = tensor.extract_slice %r11[0, 0, 1536] [128, 512, 768] [1, 1, 1] : tensor<128x512x2304xf32> to tensor<128x512x768xf32>
  %r15 = tensor.expand_shape %s13 [[0], [1], [2, 3]] output_shape [128, 512, 8, 96] : tensor<128x512x768xf32> into tensor<128x512x8x96xf32>
  %e16 = tensor.empty() : tensor<128x8x512x96xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r15 : tensor<128x512x8x96xf32>) outs(%e16 : tensor<128x8x512x96xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    linalg.yield %a17 : f32
  } -> tensor<128x8x512x96xf32>
  %r20 = tensor.expand_shape %s12 [[0], [1], [2, 3]] output_shape [128, 512, 8, 96] : tensor<128x512x768xf32> into tensor<128x512x8x96xf32>
  %e21 = tensor.empty() : tensor<128x8x512x96xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r20 : tensor<128x512x8x96xf32>) outs(%e21 : tensor<128x8x512x96xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    linalg.yield %a22 : f32
  } -> tensor<128x8x512x96xf32>
  %r25 = tensor.expand_shape %s14 [[0], [1], [2, 3]] output_shape [128, 512, 8, 96] : tensor<128x512x768xf32> into tensor<128x512x8x96xf32>
  %e26 = tensor.empty() : tensor<128x8x512x96xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r25 : tensor<128x512x8x96xf32>) outs(%e26 : tensor<128x8x512x96xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    linalg.yield %a27 : f32
  } -> tensor<128x8x512x96xf32>
  %e30 = tensor.empty() : tensor<128x8x96x512xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g19 : tensor<128x8x512x96xf32>) outs(%e30 : tensor<128x8x96x512xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    linalg.yield %a31 : f32
  } -> tensor<128x8x96x512xf32>
  %e34 = tensor.empty() : tensor<128x8x512x512xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<128x8x512x512xf32>) -> tensor<128x8x512x512xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g24, %g33 : tensor<128x8x512x96xf32>, tensor<128x8x96x512xf32>) outs(%f35 : tensor<128x8x512x512xf32>) {
  ^bb0(%a36: f32, %a37: f32, %o38: f32):
    %b39 = arith.mulf %a36, %a37 : f32
    %b40 = arith.addf %o38, %b39 : f32
    linalg.yield %b40 : f32
  } -> tensor<128x8x512x512xf32>
  %e42 = tensor.empty() : tensor<128x8x512x512xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g41 : tensor<128x8x512x512xf32>) outs(%e42 : tensor<128x8x512x512xf32>) {
  ^bb0(%a43: f32, %o44: f32):
    %b45 = arith.mulf %a43, %c1 : f32
    linalg.yield %b45 : f32
  } -> tensor<128x8x512x512xf32>
  %s47 = tensor.extract_slice %bias[0, 0, 0, 0] [1, 1, 512, 512] [1, 1, 1, 1] : tensor<1x1x1024x1024xf32> to tensor<1x1x512x512xf32>
  %e48 = tensor.empty() : tensor<1x1x512x512xi1>
  %g52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s47 : tensor<1x1x512x512xf32>) outs(%e48 : tensor<1x1x512x512xi1>) {
  ^bb0(%a49: f32, %o50: i1):
    %b51 = arith.cmpf oeq, %a49, %c0 : f32
    linalg.yield %b51 : i1
  } -> tensor<1x1x512x512xi1>
  %r53 = tensor.collapse_shape %g52 [[0, 1, 2], [3]] : tensor<1x1x512x512xi1> into tensor<512x512xi1>
  %e54 = tensor.empty() : tensor<128x8x512x512xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r53, %g46 : tensor<512x512xi1>, tensor<128x8x512x512xf32>) outs(%e54 : tensor<128x8x512x512xf32>) {
  ^bb0(%a55: i1, %a56: f32, %o57: f32):
    %b58 = arith.select %a55, %c2, %a56 : f32
    linalg.yield %b58 : f32
  } -> tensor<128x8x512x512xf32>
  %e60 = tensor.empty() : tensor<128x8x512x512xf32>
  %sm61 = linalg.softmax dimension(3) ins(%g59 : tensor<128x8x512x512xf32>) outs(%e60 : tensor<128x8x512x512xf32>) -> tensor<128x8x512x512xf32>
  %e62 = tensor.empty() : tensor<128x8x512x96xf32>
  %f63 = linalg.fill ins(%c0 : f32) outs(%e62 : tensor<128x8x512x96xf32>) -> tensor<128x8x512x96xf32>
  %g69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm61, %g29 : tensor<128x8x512x512xf32>, tensor<128x8x512x96xf32>) outs(%f63 : tensor<128x8x512x96xf32>) {
  ^bb0(%a64: f32, %a65: f32, %o66: f32):
    %b67 = arith.mulf %a64, %a65 : f32
    %b68 = arith.addf %o66, %b67 : f32
    linalg.yield %b68 : f32
  } -> tensor<128x8x512x96xf32>
  %e70 = tensor.empty() : tensor<128x512x8x96xf32>
  %g73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g69 : tensor<128x8x512x96xf32>) outs(%e70 : tensor<128x512x8x96xf32>) {
  ^bb0(%a71: f32, %o72: f32):
    linalg.yield %a71 : f32
  } -> tensor<128x512x8x96xf32>
  %r74 = tensor.collapse_shape %g73 [[0], [1], [2, 3]] : tensor<128x512x8x96xf32> into tensor<128x512x768xf32>
  %r75 = tensor.collapse_shape %r74 [[0, 1], [2]] : tensor<128x512x768xf32> into tensor<65536x768xf32>
  %e76 = tensor.empty() : tensor<65536x768xf32>
  %f77 = linalg.fill ins(%c0 : f32) outs(%e76 : tensor<65536x768xf32>) -> tensor<65536x768xf32>
  %mm78 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r75, %c_proj_weight : tensor<65536x768xf32>, tensor<768x768xf32>) outs(%f77 : tensor<65536x768xf32>) -> tensor<65536x768xf32>
  %e79 = tensor.empty() : tensor<65536x768xf32>
  %g84 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm78, %c_proj_bias : tensor<65536x768xf32>, tensor<768xf32>) outs(%e79 : tensor<65536x768xf32>) {
  ^bb0(%a80: f32, %a81: f32, %o82: f32):
    %b83 = arith.addf %a80, %a81 : f32
    linalg.yield %b83 : f32
  } -> tensor<65536x768xf32>
  %r85 = tensor.expand_shape %g84 [[0, 1], [2]] output_shape [128, 512, 768] : tensor<65536x768xf32> into tensor<128x512x768xf32>
  return %r85 : tensor<128x512x768xf32>
}
