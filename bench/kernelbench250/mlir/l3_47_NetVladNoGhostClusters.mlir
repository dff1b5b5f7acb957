// Imported by htam-import from 47_NetVladNoGhostClusters.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2048x100x512 (input), clusters 512x32 (parameter:clusters), batch_norm_weight 32 (parameter:batch_norm.weight), batch_norm_bias 32 (parameter:batch_norm.bias), clusters2_ 1x512x32 (parameter:clusters2)
func.func @l3_47_netvladnoghostclusters(
    %x: tensor<2048x100x512xf32>,
    %clusters: tensor<512x32xf32> {htam.init = "uniform(-0.169375569..0.186538532)"},
    %batch_norm_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %batch_norm_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %clusters2_: tensor<1x512x32xf32> {htam.init = "uniform(-0.202872783..0.152216509)"}) -> (tensor<2048x16384xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.048e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 1.0e-12 : f32
  %r1 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2048x100x512xf32> into tensor<204800x512xf32>
  %e2 = tensor.empty() : tensor<204800x32xf32>
  %f3 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<204800x32xf32>) -> tensor<204800x32xf32>
  %mm4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1, %clusters : tensor<204800x512xf32>, tensor<512x32xf32>) outs(%f3 : tensor<204800x32xf32>) -> tensor<204800x32xf32>
  %e5 = tensor.empty() : tensor<32xf32>
  %f6 = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<32xf32>) -> tensor<32xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%mm4 : tensor<204800x32xf32>) outs(%f6 : tensor<32xf32>) {
  ^bb0(%a7: f32, %o8: f32):
    %b9 = arith.addf %a7, %o8 : f32
    linalg.yield %b9 : f32
  } -> tensor<32xf32>
  %e11 = tensor.empty() : tensor<32xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g10 : tensor<32xf32>) outs(%e11 : tensor<32xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.divf %a12, %c1 : f32
    linalg.yield %b14 : f32
  } -> tensor<32xf32>
  %e17 = tensor.empty() : tensor<204800x32xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4, %g15 : tensor<204800x32xf32>, tensor<32xf32>) outs(%e17 : tensor<204800x32xf32>) {
  ^bb0(%a18: f32, %a19: f32, %o20: f32):
    %b21 = arith.subf %a18, %a19 : f32
    %b22 = arith.mulf %b21, %b21 : f32
    linalg.yield %b22 : f32
  } -> tensor<204800x32xf32>
  %e24 = tensor.empty() : tensor<32xf32>
  %f25 = linalg.fill ins(%c0 : f32) outs(%e24 : tensor<32xf32>) -> tensor<32xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%g23 : tensor<204800x32xf32>) outs(%f25 : tensor<32xf32>) {
  ^bb0(%a26: f32, %o27: f32):
    %b28 = arith.addf %a26, %o27 : f32
    linalg.yield %b28 : f32
  } -> tensor<32xf32>
  %e30 = tensor.empty() : tensor<32xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g29 : tensor<32xf32>) outs(%e30 : tensor<32xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.divf %a31, %c1 : f32
    linalg.yield %b33 : f32
  } -> tensor<32xf32>
  %e36 = tensor.empty() : tensor<204800x32xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4, %g15, %g34, %batch_norm_weight, %batch_norm_bias : tensor<204800x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e36 : tensor<204800x32xf32>) {
  ^bb0(%a37: f32, %a38: f32, %a39: f32, %a40: f32, %a41: f32, %o42: f32):
    %b43 = arith.addf %a39, %c2 : f32
    %b44 = math.sqrt %b43 : f32
    %b45 = arith.subf %a37, %a38 : f32
    %b46 = arith.divf %b45, %b44 : f32
    %b47 = arith.mulf %b46, %a40 : f32
    %b48 = arith.addf %b47, %a41 : f32
    linalg.yield %b48 : f32
  } -> tensor<204800x32xf32>
  %e50 = tensor.empty() : tensor<204800x32xf32>
  %sm51 = linalg.softmax dimension(1) ins(%g49 : tensor<204800x32xf32>) outs(%e50 : tensor<204800x32xf32>) -> tensor<204800x32xf32>
  %r52 = tensor.expand_shape %sm51 [[0, 1], [2]] output_shape [2048, 100, 32] : tensor<204800x32xf32> into tensor<2048x100x32xf32>
  %e53 = tensor.empty() : tensor<2048x32xf32>
  %f54 = linalg.fill ins(%c0 : f32) outs(%e53 : tensor<2048x32xf32>) -> tensor<2048x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%r52 : tensor<2048x100x32xf32>) outs(%f54 : tensor<2048x32xf32>) {
  ^bb0(%a55: f32, %o56: f32):
    %b57 = arith.addf %a55, %o56 : f32
    linalg.yield %b57 : f32
  } -> tensor<2048x32xf32>
  %r60 = tensor.collapse_shape %clusters2_ [[0, 1], [2]] : tensor<1x512x32xf32> into tensor<512x32xf32>
  %e61 = tensor.empty() : tensor<2048x512x32xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g58, %r60 : tensor<2048x32xf32>, tensor<512x32xf32>) outs(%e61 : tensor<2048x512x32xf32>) {
  ^bb0(%a62: f32, %a63: f32, %o64: f32):
    %b65 = arith.mulf %a62, %a63 : f32
    linalg.yield %b65 : f32
  } -> tensor<2048x512x32xf32>
  %e67 = tensor.empty() : tensor<2048x32x100xf32>
  %g70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r52 : tensor<2048x100x32xf32>) outs(%e67 : tensor<2048x32x100xf32>) {
  ^bb0(%a68: f32, %o69: f32):
    linalg.yield %a68 : f32
  } -> tensor<2048x32x100xf32>
  %r71 = tensor.expand_shape %r1 [[0, 1], [2]] output_shape [2048, 100, 512] : tensor<204800x512xf32> into tensor<2048x100x512xf32>
  %e72 = tensor.empty() : tensor<2048x32x512xf32>
  %f73 = linalg.fill ins(%c0 : f32) outs(%e72 : tensor<2048x32x512xf32>) -> tensor<2048x32x512xf32>
  %bmm74 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%g70, %r71 : tensor<2048x32x100xf32>, tensor<2048x100x512xf32>) outs(%f73 : tensor<2048x32x512xf32>) -> tensor<2048x32x512xf32>
  %e75 = tensor.empty() : tensor<2048x512x32xf32>
  %g78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bmm74 : tensor<2048x32x512xf32>) outs(%e75 : tensor<2048x512x32xf32>) {
  ^bb0(%a76: f32, %o77: f32):
    linalg.yield %a76 : f32
  } -> tensor<2048x512x32xf32>
  %e79 = tensor.empty() : tensor<2048x512x32xf32>
  %g84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g78, %g66 : tensor<2048x512x32xf32>, tensor<2048x512x32xf32>) outs(%e79 : tensor<2048x512x32xf32>) {
  ^bb0(%a80: f32, %a81: f32, %o82: f32):
    %b83 = arith.subf %a80, %a81 : f32
    linalg.yield %b83 : f32
  } -> tensor<2048x512x32xf32>
  %e85 = tensor.empty() : tensor<2048x32xf32>
  %f86 = linalg.fill ins(%c0 : f32) outs(%e85 : tensor<2048x32xf32>) -> tensor<2048x32xf32>
  %g91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%g84 : tensor<2048x512x32xf32>) outs(%f86 : tensor<2048x32xf32>) {
  ^bb0(%a87: f32, %o88: f32):
    %b89 = arith.mulf %a87, %a87 : f32
    %b90 = arith.addf %b89, %o88 : f32
    linalg.yield %b90 : f32
  } -> tensor<2048x32xf32>
  %r92 = tensor.expand_shape %g91 [[0], [1, 2]] output_shape [2048, 1, 32] : tensor<2048x32xf32> into tensor<2048x1x32xf32>
  %e93 = tensor.empty() : tensor<2048x1x32xf32>
  %g97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r92 : tensor<2048x1x32xf32>) outs(%e93 : tensor<2048x1x32xf32>) {
  ^bb0(%a94: f32, %o95: f32):
    %b96 = math.sqrt %a94 : f32
    linalg.yield %b96 : f32
  } -> tensor<2048x1x32xf32>
  %r98 = tensor.collapse_shape %g97 [[0], [1, 2]] : tensor<2048x1x32xf32> into tensor<2048x32xf32>
  %e99 = tensor.empty() : tensor<2048x512x32xf32>
  %g105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g84, %r98 : tensor<2048x512x32xf32>, tensor<2048x32xf32>) outs(%e99 : tensor<2048x512x32xf32>) {
  ^bb0(%a100: f32, %a101: f32, %o102: f32):
    %b103 = arith.maximumf %a101, %c3 : f32
    %b104 = arith.divf %a100, %b103 : f32
    linalg.yield %b104 : f32
  } -> tensor<2048x512x32xf32>
  %r106 = tensor.collapse_shape %g105 [[0], [1, 2]] : tensor<2048x512x32xf32> into tensor<2048x16384xf32>
  %e107 = tensor.empty() : tensor<2048xf32>
  %f108 = linalg.fill ins(%c0 : f32) outs(%e107 : tensor<2048xf32>) -> tensor<2048xf32>
  %g113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r106 : tensor<2048x16384xf32>) outs(%f108 : tensor<2048xf32>) {
  ^bb0(%a109: f32, %o110: f32):
    %b111 = arith.mulf %a109, %a109 : f32
    %b112 = arith.addf %b111, %o110 : f32
    linalg.yield %b112 : f32
  } -> tensor<2048xf32>
  %r114 = tensor.expand_shape %g113 [[0, 1]] output_shape [2048, 1] : tensor<2048xf32> into tensor<2048x1xf32>
  %e115 = tensor.empty() : tensor<2048x1xf32>
  %g119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r114 : tensor<2048x1xf32>) outs(%e115 : tensor<2048x1xf32>) {
  ^bb0(%a116: f32, %o117: f32):
    %b118 = math.sqrt %a116 : f32
    linalg.yield %b118 : f32
  } -> tensor<2048x1xf32>
  %r120 = tensor.collapse_shape %g119 [[0, 1]] : tensor<2048x1xf32> into tensor<2048xf32>
  %e121 = tensor.empty() : tensor<2048x16384xf32>
  %g127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r106, %r120 : tensor<2048x16384xf32>, tensor<2048xf32>) outs(%e121 : tensor<2048x16384xf32>) {
  ^bb0(%a122: f32, %a123: f32, %o124: f32):
    %b125 = arith.maximumf %a123, %c3 : f32
    %b126 = arith.divf %a122, %b125 : f32
    linalg.yield %b126 : f32
  } -> tensor<2048x16384xf32>
  return %g127 : tensor<2048x16384xf32>
}
