// Matmul followed by a row logsumexp (KernelBench level 2 task 18/22 family,
// small): the GEMM is materialized, the row reduction runs after it.
#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
#r1 = affine_map<(d0) -> (d0)>
func.func @matmul_logsumexp(%a: tensor<32x64xf32>, %b: tensor<64x128xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<32x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<32x128xf32>) -> tensor<32x128xf32>
  %c = linalg.matmul ins(%a, %b : tensor<32x64xf32>, tensor<64x128xf32>)
      outs(%acc : tensor<32x128xf32>) -> tensor<32x128xf32>
  %e1 = tensor.empty() : tensor<32xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<32xf32>) -> tensor<32xf32>
  %mx = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<32x128xf32>) outs(%m0 : tensor<32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r0 = arith.maximumf %in, %out : f32
    linalg.yield %r0 : f32
  } -> tensor<32xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32xf32>) -> tensor<32xf32>
  %sm = linalg.generic {indexing_maps = [#id, #r, #r], iterator_types = ["parallel", "reduction"]}
      ins(%c, %mx : tensor<32x128xf32>, tensor<32xf32>) outs(%s0 : tensor<32xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %x = math.exp %d : f32
    %r0 = arith.addf %x, %out : f32
    linalg.yield %r0 : f32
  } -> tensor<32xf32>
  %y = linalg.generic {indexing_maps = [#r1, #r1, #r1], iterator_types = ["parallel"]}
      ins(%sm, %mx : tensor<32xf32>, tensor<32xf32>) outs(%e1 : tensor<32xf32>) {
  ^bb0(%s: f32, %m: f32, %out: f32):
    %l = math.log %s : f32
    %r0 = arith.addf %l, %m : f32
    linalg.yield %r0 : f32
  } -> tensor<32xf32>
  return %y : tensor<32xf32>
}
