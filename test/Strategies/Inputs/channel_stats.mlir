// Batch-norm style statistics: sum over N and the spatial dims, one output
// per channel (the reduction loops are not all trailing, but the last one
// walks the innermost dimension), then a strided one (reducing the middle
// dim of x: the last reduction loop walks a dim of stride 64).
func.func @channel_sums(%x: tensor<8x16x4096xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(n, c, w) -> (n, c, w)>, affine_map<(n, c, w) -> (c)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%x : tensor<8x16x4096xf32>) outs(%f : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  return %s : tensor<16xf32>
}

func.func @middle_sums(%x: tensor<8x4096x64xf32>) -> tensor<8x64xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x64xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x64xf32>) -> tensor<8x64xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(n, c, k) -> (n, k, c)>, affine_map<(n, c, k) -> (n, c)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<8x4096x64xf32>) outs(%f : tensor<8x64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %s : tensor<8x64xf32>
}
