// KernelBench level-2 task 12 (Gemm_Multiply_LeakyReLU) at a smaller size:
// y = leaky_relu((x @ W^T + b) * 2.0, 0.1) with x: 1024x1024, W: 1024x1024
// (the suite uses 1024x8192 with 8192 features).
#x = affine_map<(m, n, k) -> (m, k)>
#wt = affine_map<(m, n, k) -> (n, k)>
#y = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @gemm_mul_leakyrelu(%x: tensor<1024x1024xf32>, %w: tensor<1024x1024xf32>,
                              %b: tensor<1024xf32>) -> tensor<1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %mm = linalg.matmul indexing_maps = [#x, #wt, #y]
      ins(%x, %w : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
      outs(%acc : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<1024x1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %slope = arith.constant 0.1 : f32
    %s = arith.addf %v, %bias : f32
    %m = arith.mulf %s, %two : f32
    %neg = arith.mulf %m, %slope : f32
    %pos = arith.cmpf ogt, %m, %zero : f32
    %l = arith.select %pos, %m, %neg : f32
    linalg.yield %l : f32
  } -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}
