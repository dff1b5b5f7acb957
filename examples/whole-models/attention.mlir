// Causal attention (make_whole_models.py): q, k, v [2, 8, 16].
func.func @attention(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  %e2 = tensor.empty() : tensor<2x16x8xf32>
  %kt1 = linalg.transpose ins(%k : tensor<2x8x16xf32>) outs(%e2 : tensor<2x16x8xf32>) permutation = [0, 2, 1]
  %c5 = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<2x8x8xf32>
  %f4 = linalg.fill ins(%c5 : f32) outs(%e3 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scores6 = linalg.batch_matmul ins(%q, %kt1 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%f4 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %e7 = tensor.empty() : tensor<2x8x8xf32>
  %masked8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores6 : tensor<2x8x8xf32>)
      outs(%e7 : tensor<2x8x8xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %sc = arith.constant 0.25 : f32
      %ninf = arith.constant -1.0e+30 : f32
      %i = linalg.index 1 : index
      %j = linalg.index 2 : index
      %keep = arith.cmpi ule, %j, %i : index
      %sv = arith.mulf %a0, %sc : f32
      %r = arith.select %keep, %sv, %ninf : f32
      linalg.yield %r : f32
    } -> tensor<2x8x8xf32>
  %c11 = arith.constant -3.4e+38 : f32
  %e9 = tensor.empty() : tensor<2x8xf32>
  %f10 = linalg.fill ins(%c11 : f32) outs(%e9 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %max12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%masked8 : tensor<2x8x8xf32>)
      outs(%f10 : tensor<2x8xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %r = arith.maximumf %a0, %o : f32
      linalg.yield %r : f32
    } -> tensor<2x8xf32>
  %e13 = tensor.empty() : tensor<2x8x8xf32>
  %exp14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%masked8, %max12 : tensor<2x8x8xf32>, tensor<2x8xf32>)
      outs(%e13 : tensor<2x8x8xf32>) {
    ^bb0(%a0: f32, %a1: f32, %o: f32):
      %d = arith.subf %a0, %a1 : f32
      %r = math.exp %d : f32
      linalg.yield %r : f32
    } -> tensor<2x8x8xf32>
  %c17 = arith.constant 0.0 : f32
  %e15 = tensor.empty() : tensor<2x8xf32>
  %f16 = linalg.fill ins(%c17 : f32) outs(%e15 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sum18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%exp14 : tensor<2x8x8xf32>)
      outs(%f16 : tensor<2x8xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %r = arith.addf %a0, %o : f32
      linalg.yield %r : f32
    } -> tensor<2x8xf32>
  %e19 = tensor.empty() : tensor<2x8x8xf32>
  %probs20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%exp14, %sum18 : tensor<2x8x8xf32>, tensor<2x8xf32>)
      outs(%e19 : tensor<2x8x8xf32>) {
    ^bb0(%a0: f32, %a1: f32, %o: f32):
      %r = arith.divf %a0, %a1 : f32
      linalg.yield %r : f32
    } -> tensor<2x8x8xf32>
  %c23 = arith.constant 0.0 : f32
  %e21 = tensor.empty() : tensor<2x8x16xf32>
  %f22 = linalg.fill ins(%c23 : f32) outs(%e21 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %out24 = linalg.batch_matmul ins(%probs20, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%f22 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out24 : tensor<2x8x16xf32>
}
