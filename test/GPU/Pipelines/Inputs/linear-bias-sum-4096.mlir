// nn.Linear(4096, 4096) on 1024 rows, then sum(dim=1, keepdim): the shape
// of KernelBench level 2 Gemm + Sum tasks, smaller (algorithmic-collapse.test).
func.func @linear_bias_sum(%x: tensor<1024x4096xf32>, %w: tensor<4096x4096xf32>, %bias: tensor<4096xf32>) -> tensor<1024x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x4096xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %mm = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %w : tensor<1024x4096xf32>, tensor<4096x4096xf32>) outs(%f : tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %e2 = tensor.empty() : tensor<1024x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1024x1xf32>) -> tensor<1024x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%mm, %bias : tensor<1024x4096xf32>, tensor<4096xf32>) outs(%f2 : tensor<1024x1xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %v = arith.addf %a, %b : f32
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1024x1xf32>
  return %r : tensor<1024x1xf32>
}
