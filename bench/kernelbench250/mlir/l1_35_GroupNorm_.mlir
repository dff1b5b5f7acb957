// Imported by htam-import from 35_GroupNorm_.py (torch 1.13.0a0, torch.fx)
// Arguments: x 112x64x512x512 (input), gn_weight 64 (parameter:gn.weight), gn_bias 64 (parameter:gn.bias)
func.func @l1_35_groupnorm_(
    %x: tensor<112x64x512x512xf32>,
    %gn_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %gn_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<112x64x512x512xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2097152.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %r1 = tensor.collapse_shape %x [[0], [1, 2, 3]] : tensor<112x64x512x512xf32> into tensor<112x16777216xf32>
  %r2 = tensor.expand_shape %r1 [[0], [1, 2]] output_shape [112, 8, 2097152] : tensor<112x16777216xf32> into tensor<112x8x2097152xf32>
  %e3 = tensor.empty() : tensor<112x8xf32>
  %f4 = linalg.fill ins(%c0 : f32) outs(%e3 : tensor<112x8xf32>) -> tensor<112x8xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2 : tensor<112x8x2097152xf32>) outs(%f4 : tensor<112x8xf32>) {
  ^bb0(%a5: f32, %o6: f32):
    %b7 = arith.addf %a5, %o6 : f32
    linalg.yield %b7 : f32
  } -> tensor<112x8xf32>
  %e9 = tensor.empty() : tensor<112x8xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g8 : tensor<112x8xf32>) outs(%e9 : tensor<112x8xf32>) {
  ^bb0(%a10: f32, %o11: f32):
    %b12 = arith.divf %a10, %c1 : f32
    linalg.yield %b12 : f32
  } -> tensor<112x8xf32>
  %e15 = tensor.empty() : tensor<112x8x2097152xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2, %g13 : tensor<112x8x2097152xf32>, tensor<112x8xf32>) outs(%e15 : tensor<112x8x2097152xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.subf %a16, %a17 : f32
    %b20 = arith.mulf %b19, %b19 : f32
    linalg.yield %b20 : f32
  } -> tensor<112x8x2097152xf32>
  %e22 = tensor.empty() : tensor<112x8xf32>
  %f23 = linalg.fill ins(%c0 : f32) outs(%e22 : tensor<112x8xf32>) -> tensor<112x8xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g21 : tensor<112x8x2097152xf32>) outs(%f23 : tensor<112x8xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<112x8xf32>
  %e28 = tensor.empty() : tensor<112x8xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g27 : tensor<112x8xf32>) outs(%e28 : tensor<112x8xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.divf %a29, %c1 : f32
    linalg.yield %b31 : f32
  } -> tensor<112x8xf32>
  %e34 = tensor.empty() : tensor<112x8x2097152xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2, %g13, %g32 : tensor<112x8x2097152xf32>, tensor<112x8xf32>, tensor<112x8xf32>) outs(%e34 : tensor<112x8x2097152xf32>) {
  ^bb0(%a35: f32, %a36: f32, %a37: f32, %o38: f32):
    %b39 = arith.addf %a37, %c2 : f32
    %b40 = math.sqrt %b39 : f32
    %b41 = arith.subf %a35, %a36 : f32
    %b42 = arith.divf %b41, %b40 : f32
    linalg.yield %b42 : f32
  } -> tensor<112x8x2097152xf32>
  %r44 = tensor.collapse_shape %g43 [[0], [1, 2]] : tensor<112x8x2097152xf32> into tensor<112x16777216xf32>
  %r45 = tensor.expand_shape %r44 [[0], [1, 2, 3]] output_shape [112, 64, 512, 512] : tensor<112x16777216xf32> into tensor<112x64x512x512xf32>
  %e48 = tensor.empty() : tensor<112x64x512x512xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r45, %gn_weight, %gn_bias : tensor<112x64x512x512xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e48 : tensor<112x64x512x512xf32>) {
  ^bb0(%a49: f32, %a50: f32, %a51: f32, %o52: f32):
    %b53 = arith.mulf %a49, %a50 : f32
    %b54 = arith.addf %b53, %a51 : f32
    linalg.yield %b54 : f32
  } -> tensor<112x64x512x512xf32>
  return %g55 : tensor<112x64x512x512xf32>
}
