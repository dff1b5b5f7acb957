// Imported by htam-import from 50_ReLUSelfAttention.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16x1024x768 (input), c_attn_weight 2304x768 (parameter:c_attn.weight), c_attn_bias 2304 (parameter:c_attn.bias), bias 1x1x1024x1024 (parameter:bias)
func.func @l3_50_reluselfattention(
    %x: tensor<16x1024x768xf32>,
    %c_attn_weight: tensor<2304x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %c_attn_bias: tensor<2304xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %bias: tensor<1x1x1024x1024xf32> {htam.init = "uniform(0..1)"}) -> (tensor<16x1024x768xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.125 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %r1 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<16x1024x768xf32> into tensor<16384x768xf32>
  %e2 = tensor.empty() : tensor<16384x2304xf32>
  %f3 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<16384x2304xf32>) -> tensor<16384x2304xf32>
  %mm4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1, %c_attn_weight : tensor<16384x768xf32>, tensor<2304x768xf32>) outs(%f3 : tensor<16384x2304xf32>) -> tensor<16384x2304xf32>
  %e5 = tensor.empty() : tensor<16384x2304xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4, %c_attn_bias : tensor<16384x2304xf32>, tensor<2304xf32>) outs(%e5 : tensor<16384x2304xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<16384x2304xf32>
  %r11 = tensor.expand_shape %g10 [[0, 1], [2]] output_shape [16, 1024, 2304] : tensor<16384x2304xf32> into tensor<16x1024x2304xf32>
  %s12 = tensor.extract_slice %r11[0, 0, 0] [16, 1024, 768] [1, 1, 1] : tensor<16x1024x2304xf32> to tensor<16x1024x768xf32>
  %s13 = tensor.extract_slice %r11[0, 0, 768] [16, 1024, 768] [1, 1, 1] : tensor<16x1024x2304xf32> to tensor<16x1024x768xf32>
  %s14 = tensor.extract_slice %r11[0, 0, 1536] [16, 1024, 768] [1, 1, 1] : tensor<16x1024x2304xf32> to tensor<16x1024x768xf32>
  %r15 = tensor.expand_shape %s13 [[0], [1], [2, 3]] output_shape [16, 1024, 12, 64] : tensor<16x1024x768xf32> into tensor<16x1024x12x64xf32>
  %e16 = tensor.empty() : tensor<16x12x1024x64xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r15 : tensor<16x1024x12x64xf32>) outs(%e16 : tensor<16x12x1024x64xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    linalg.yield %a17 : f32
  } -> tensor<16x12x1024x64xf32>
  %r20 = tensor.expand_shape %s12 [[0], [1], [2, 3]] output_shape [16, 1024, 12, 64] : tensor<16x1024x768xf32> into tensor<16x1024x12x64xf32>
  %e21 = tensor.empty() : tensor<16x12x1024x64xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r20 : tensor<16x1024x12x64xf32>) outs(%e21 : tensor<16x12x1024x64xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    linalg.yield %a22 : f32
  } -> tensor<16x12x1024x64xf32>
  %r25 = tensor.expand_shape %s14 [[0], [1], [2, 3]] output_shape [16, 1024, 12, 64] : tensor<16x1024x768xf32> into tensor<16x1024x12x64xf32>
  %e26 = tensor.empty() : tensor<16x12x1024x64xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r25 : tensor<16x1024x12x64xf32>) outs(%e26 : tensor<16x12x1024x64xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    linalg.yield %a27 : f32
  } -> tensor<16x12x1024x64xf32>
  %e30 = tensor.empty() : tensor<16x12x64x1024xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g19 : tensor<16x12x1024x64xf32>) outs(%e30 : tensor<16x12x64x1024xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    linalg.yield %a31 : f32
  } -> tensor<16x12x64x1024xf32>
  %e34 = tensor.empty() : tensor<16x12x1024x1024xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<16x12x1024x1024xf32>) -> tensor<16x12x1024x1024xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g24, %g33 : tensor<16x12x1024x64xf32>, tensor<16x12x64x1024xf32>) outs(%f35 : tensor<16x12x1024x1024xf32>) {
  ^bb0(%a36: f32, %a37: f32, %o38: f32):
    %b39 = arith.mulf %a36, %a37 : f32
    %b40 = arith.addf %o38, %b39 : f32
    linalg.yield %b40 : f32
  } -> tensor<16x12x1024x1024xf32>
  %e42 = tensor.empty() : tensor<16x12x1024x1024xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g41 : tensor<16x12x1024x1024xf32>) outs(%e42 : tensor<16x12x1024x1024xf32>) {
  ^bb0(%a43: f32, %o44: f32):
    %b45 = arith.mulf %a43, %c1 : f32
    linalg.yield %b45 : f32
  } -> tensor<16x12x1024x1024xf32>
  %e47 = tensor.empty() : tensor<1x1x1024x1024xi1>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%bias : tensor<1x1x1024x1024xf32>) outs(%e47 : tensor<1x1x1024x1024xi1>) {
  ^bb0(%a48: f32, %o49: i1):
    %b50 = arith.cmpf oeq, %a48, %c0 : f32
    linalg.yield %b50 : i1
  } -> tensor<1x1x1024x1024xi1>
  %r52 = tensor.collapse_shape %g51 [[0, 1, 2], [3]] : tensor<1x1x1024x1024xi1> into tensor<1024x1024xi1>
  %e53 = tensor.empty() : tensor<16x12x1024x1024xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r52, %g46 : tensor<1024x1024xi1>, tensor<16x12x1024x1024xf32>) outs(%e53 : tensor<16x12x1024x1024xf32>) {
  ^bb0(%a54: i1, %a55: f32, %o56: f32):
    %b57 = arith.select %a54, %c2, %a55 : f32
    linalg.yield %b57 : f32
  } -> tensor<16x12x1024x1024xf32>
  %e59 = tensor.empty() : tensor<16x12x1024x1024xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g58 : tensor<16x12x1024x1024xf32>) outs(%e59 : tensor<16x12x1024x1024xf32>) {
  ^bb0(%a60: f32, %o61: f32):
    %b62 = arith.maximumf %a60, %c0 : f32
    linalg.yield %b62 : f32
  } -> tensor<16x12x1024x1024xf32>
  %e64 = tensor.empty() : tensor<16x12x1024x64xf32>
  %f65 = linalg.fill ins(%c0 : f32) outs(%e64 : tensor<16x12x1024x64xf32>) -> tensor<16x12x1024x64xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g63, %g29 : tensor<16x12x1024x1024xf32>, tensor<16x12x1024x64xf32>) outs(%f65 : tensor<16x12x1024x64xf32>) {
  ^bb0(%a66: f32, %a67: f32, %o68: f32):
    %b69 = arith.mulf %a66, %a67 : f32
    %b70 = arith.addf %o68, %b69 : f32
    linalg.yield %b70 : f32
  } -> tensor<16x12x1024x64xf32>
  %e72 = tensor.empty() : tensor<16x1024x12x64xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g71 : tensor<16x12x1024x64xf32>) outs(%e72 : tensor<16x1024x12x64xf32>) {
  ^bb0(%a73: f32, %o74: f32):
    linalg.yield %a73 : f32
  } -> tensor<16x1024x12x64xf32>
  %r76 = tensor.collapse_shape %g75 [[0], [1], [2, 3]] : tensor<16x1024x12x64xf32> into tensor<16x1024x768xf32>
  return %r76 : tensor<16x1024x768xf32>
}
