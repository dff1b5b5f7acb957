// Imported by htam-import from 46_NetVladWithGhostClusters.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2048x100x512 (input), clusters 512x48 (parameter:clusters), batch_norm_weight 48 (parameter:batch_norm.weight), batch_norm_bias 48 (parameter:batch_norm.bias), clusters2_ 1x512x32 (parameter:clusters2)
func.func @l3_46_netvladwithghostclusters(
    %x: tensor<2048x100x512xf32>,
    %clusters: tensor<512x48xf32> {htam.init = "uniform(-0.202872783..0.186538532)"},
    %batch_norm_weight: tensor<48xf32> {htam.init = "uniform(0.5..1.5)"},
    %batch_norm_bias: tensor<48xf32> {htam.init = "uniform(-0.5..0.5)"},
    %clusters2_: tensor<1x512x32xf32> {htam.init = "uniform(-0.189372167..0.152216509)"}) -> (tensor<2048x16384xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 2.048e+05 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 1.0e-12 : f32
  %r1 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2048x100x512xf32> into tensor<204800x512xf32>
  %e2 = tensor.empty() : tensor<204800x48xf32>
  %f3 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<204800x48xf32>) -> tensor<204800x48xf32>
  %mm4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1, %clusters : tensor<204800x512xf32>, tensor<512x48xf32>) outs(%f3 : tensor<204800x48xf32>) -> tensor<204800x48xf32>
  %e5 = tensor.empty() : tensor<48xf32>
  %f6 = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<48xf32>) -> tensor<48xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%mm4 : tensor<204800x48xf32>) outs(%f6 : tensor<48xf32>) {
  ^bb0(%a7: f32, %o8: f32):
    %b9 = arith.addf %a7, %o8 : f32
    linalg.yield %b9 : f32
  } -> tensor<48xf32>
  %e11 = tensor.empty() : tensor<48xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g10 : tensor<48xf32>) outs(%e11 : tensor<48xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.divf %a12, %c1 : f32
    linalg.yield %b14 : f32
  } -> tensor<48xf32>
  %e17 = tensor.empty() : tensor<204800x48xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4, %g15 : tensor<204800x48xf32>, tensor<48xf32>) outs(%e17 : tensor<204800x48xf32>) {
  ^bb0(%a18: f32, %a19: f32, %o20: f32):
    %b21 = arith.subf %a18, %a19 : f32
    %b22 = arith.mulf %b21, %b21 : f32
    linalg.yield %b22 : f32
  } -> tensor<204800x48xf32>
  %e24 = tensor.empty() : tensor<48xf32>
  %f25 = linalg.fill ins(%c0 : f32) outs(%e24 : tensor<48xf32>) -> tensor<48xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%g23 : tensor<204800x48xf32>) outs(%f25 : tensor<48xf32>) {
  ^bb0(%a26: f32, %o27: f32):
    %b28 = arith.addf %a26, %o27 : f32
    linalg.yield %b28 : f32
  } -> tensor<48xf32>
  %e30 = tensor.empty() : tensor<48xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g29 : tensor<48xf32>) outs(%e30 : tensor<48xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.divf %a31, %c1 : f32
    linalg.yield %b33 : f32
  } -> tensor<48xf32>
  %e36 = tensor.empty() : tensor<204800x48xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4, %g15, %g34, %batch_norm_weight, %batch_norm_bias : tensor<204800x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) outs(%e36 : tensor<204800x48xf32>) {
  ^bb0(%a37: f32, %a38: f32, %a39: f32, %a40: f32, %a41: f32, %o42: f32):
    %b43 = arith.addf %a39, %c2 : f32
    %b44 = math.sqrt %b43 : f32
    %b45 = arith.subf %a37, %a38 : f32
    %b46 = arith.divf %b45, %b44 : f32
    %b47 = arith.mulf %b46, %a40 : f32
    %b48 = arith.addf %b47, %a41 : f32
    linalg.yield %b48 : f32
  } -> tensor<204800x48xf32>
  %e50 = tensor.empty() : tensor<204800x48xf32>
  %sm51 = linalg.softmax dimension(1) ins(%g49 : tensor<204800x48xf32>) outs(%e50 : tensor<204800x48xf32>) -> tensor<204800x48xf32>
  %s52 = tensor.extract_slice %sm51[0, 0] [204800, 32] [1, 1] : tensor<204800x48xf32> to tensor<204800x32xf32>
  %r53 = tensor.expand_shape %s52 [[0, 1], [2]] output_shape [2048, 100, 32] : tensor<204800x32xf32> into tensor<2048x100x32xf32>
  %e54 = tensor.empty() : tensor<2048x32xf32>
  %f55 = linalg.fill ins(%c0 : f32) outs(%e54 : tensor<2048x32xf32>) -> tensor<2048x32xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%r53 : tensor<2048x100x32xf32>) outs(%f55 : tensor<2048x32xf32>) {
  ^bb0(%a56: f32, %o57: f32):
    %b58 = arith.addf %a56, %o57 : f32
    linalg.yield %b58 : f32
  } -> tensor<2048x32xf32>
  %r61 = tensor.collapse_shape %clusters2_ [[0, 1], [2]] : tensor<1x512x32xf32> into tensor<512x32xf32>
  %e62 = tensor.empty() : tensor<2048x512x32xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g59, %r61 : tensor<2048x32xf32>, tensor<512x32xf32>) outs(%e62 : tensor<2048x512x32xf32>) {
  ^bb0(%a63: f32, %a64: f32, %o65: f32):
    %b66 = arith.mulf %a63, %a64 : f32
    linalg.yield %b66 : f32
  } -> tensor<2048x512x32xf32>
  %e68 = tensor.empty() : tensor<2048x32x100xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r53 : tensor<2048x100x32xf32>) outs(%e68 : tensor<2048x32x100xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    linalg.yield %a69 : f32
  } -> tensor<2048x32x100xf32>
  %r72 = tensor.expand_shape %r1 [[0, 1], [2]] output_shape [2048, 100, 512] : tensor<204800x512xf32> into tensor<2048x100x512xf32>
  %e73 = tensor.empty() : tensor<2048x32x512xf32>
  %f74 = linalg.fill ins(%c0 : f32) outs(%e73 : tensor<2048x32x512xf32>) -> tensor<2048x32x512xf32>
  %bmm75 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%g71, %r72 : tensor<2048x32x100xf32>, tensor<2048x100x512xf32>) outs(%f74 : tensor<2048x32x512xf32>) -> tensor<2048x32x512xf32>
  %e76 = tensor.empty() : tensor<2048x512x32xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%bmm75 : tensor<2048x32x512xf32>) outs(%e76 : tensor<2048x512x32xf32>) {
  ^bb0(%a77: f32, %o78: f32):
    linalg.yield %a77 : f32
  } -> tensor<2048x512x32xf32>
  %e80 = tensor.empty() : tensor<2048x512x32xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g79, %g67 : tensor<2048x512x32xf32>, tensor<2048x512x32xf32>) outs(%e80 : tensor<2048x512x32xf32>) {
  ^bb0(%a81: f32, %a82: f32, %o83: f32):
    %b84 = arith.subf %a81, %a82 : f32
    linalg.yield %b84 : f32
  } -> tensor<2048x512x32xf32>
  %e86 = tensor.empty() : tensor<2048x32xf32>
  %f87 = linalg.fill ins(%c0 : f32) outs(%e86 : tensor<2048x32xf32>) -> tensor<2048x32xf32>
  %g92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%g85 : tensor<2048x512x32xf32>) outs(%f87 : tensor<2048x32xf32>) {
  ^bb0(%a88: f32, %o89: f32):
    %b90 = arith.mulf %a88, %a88 : f32
    %b91 = arith.addf %b90, %o89 : f32
    linalg.yield %b91 : f32
  } -> tensor<2048x32xf32>
  %r93 = tensor.expand_shape %g92 [[0], [1, 2]] output_shape [2048, 1, 32] : tensor<2048x32xf32> into tensor<2048x1x32xf32>
  %e94 = tensor.empty() : tensor<2048x1x32xf32>
  %g98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r93 : tensor<2048x1x32xf32>) outs(%e94 : tensor<2048x1x32xf32>) {
  ^bb0(%a95: f32, %o96: f32):
    %b97 = math.sqrt %a95 : f32
    linalg.yield %b97 : f32
  } -> tensor<2048x1x32xf32>
  %r99 = tensor.collapse_shape %g98 [[0], [1, 2]] : tensor<2048x1x32xf32> into tensor<2048x32xf32>
  %e100 = tensor.empty() : tensor<2048x512x32xf32>
  %g106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g85, %r99 : tensor<2048x512x32xf32>, tensor<2048x32xf32>) outs(%e100 : tensor<2048x512x32xf32>) {
  ^bb0(%a101: f32, %a102: f32, %o103: f32):
    %b104 = arith.maximumf %a102, %c3 : f32
    %b105 = arith.divf %a101, %b104 : f32
    linalg.yield %b105 : f32
  } -> tensor<2048x512x32xf32>
  %r107 = tensor.collapse_shape %g106 [[0], [1, 2]] : tensor<2048x512x32xf32> into tensor<2048x16384xf32>
  %e108 = tensor.empty() : tensor<2048xf32>
  %f109 = linalg.fill ins(%c0 : f32) outs(%e108 : tensor<2048xf32>) -> tensor<2048xf32>
  %g114 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r107 : tensor<2048x16384xf32>) outs(%f109 : tensor<2048xf32>) {
  ^bb0(%a110: f32, %o111: f32):
    %b112 = arith.mulf %a110, %a110 : f32
    %b113 = arith.addf %b112, %o111 : f32
    linalg.yield %b113 : f32
  } -> tensor<2048xf32>
  %r115 = tensor.expand_shape %g114 [[0, 1]] output_shape [2048, 1] : tensor<2048xf32> into tensor<2048x1xf32>
  %e116 = tensor.empty() : tensor<2048x1xf32>
  %g120 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r115 : tensor<2048x1xf32>) outs(%e116 : tensor<2048x1xf32>) {
  ^bb0(%a117: f32, %o118: f32):
    %b119 = math.sqrt %a117 : f32
    linalg.yield %b119 : f32
  } -> tensor<2048x1xf32>
  %r121 = tensor.collapse_shape %g120 [[0, 1]] : tensor<2048x1xf32> into tensor<2048xf32>
  %e122 = tensor.empty() : tensor<2048x16384xf32>
  %g128 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r107, %r121 : tensor<2048x16384xf32>, tensor<2048xf32>) outs(%e122 : tensor<2048x16384xf32>) {
  ^bb0(%a123: f32, %a124: f32, %o125: f32):
    %b126 = arith.maximumf %a124, %c3 : f32
    %b127 = arith.divf %a123, %b126 : f32
    linalg.yield %b127 : f32
  } -> tensor<2048x16384xf32>
  return %g128 : tensor<2048x16384xf32>
}
