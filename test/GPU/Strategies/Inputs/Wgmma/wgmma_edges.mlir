// Edge shapes of tpl_gemm_wgmma_3xtf32: M, N off the 128 tiles, K off the
// 32 chunks; a transposed B with a bias; a batch with odd sizes.
func.func @matmul_ragged(%a: tensor<300x77xf32>, %b: tensor<77x200xf32>) -> tensor<300x200xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<300x200xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<300x200xf32>) -> tensor<300x200xf32>
  %c = linalg.matmul ins(%a, %b : tensor<300x77xf32>, tensor<77x200xf32>)
      outs(%acc : tensor<300x200xf32>) -> tensor<300x200xf32>
  return %c : tensor<300x200xf32>
}
func.func @linear_bias_odd(%x: tensor<130x96xf32>, %w: tensor<70x96xf32>,
                           %bias: tensor<70xf32>) -> tensor<130x70xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<130x70xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<130x70xf32>) -> tensor<130x70xf32>
  %mm = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %w : tensor<130x96xf32>, tensor<70x96xf32>) outs(%acc : tensor<130x70xf32>) -> tensor<130x70xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<130x70xf32>, tensor<70xf32>) outs(%e : tensor<130x70xf32>) {
  ^bb0(%m: f32, %b: f32, %o: f32):
    %s = arith.addf %m, %b : f32
    linalg.yield %s : f32
  } -> tensor<130x70xf32>
  return %y : tensor<130x70xf32>
}
func.func @bmm_odd(%a: tensor<3x65x40xf32>, %b: tensor<3x40x129xf32>) -> tensor<3x65x129xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x65x129xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3x65x129xf32>) -> tensor<3x65x129xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<3x65x40xf32>, tensor<3x40x129xf32>)
      outs(%acc : tensor<3x65x129xf32>) -> tensor<3x65x129xf32>
  return %c : tensor<3x65x129xf32>
}
