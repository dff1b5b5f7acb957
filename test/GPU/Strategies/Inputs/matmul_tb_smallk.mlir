// GEMMs at the edges of the cp.async pipeline: B transposed with K = 5 (one
// k tile, fewer than the stages: empty groups in the prologue), and a
// 3-D x 2-D contraction with K = 130 (a k tail) and M, N not multiples of
// the 128 x 128 tile.
func.func @matmul_tb_smallk(%a: tensor<33x5xf32>, %b: tensor<47x5xf32>) -> tensor<33x47xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<33x47xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<33x47xf32>) -> tensor<33x47xf32>
  %c = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<33x5xf32>, tensor<47x5xf32>) outs(%acc : tensor<33x47xf32>) -> tensor<33x47xf32>
  return %c : tensor<33x47xf32>
}
func.func @tensor_matrix_ktail(%a: tensor<3x70x130xf32>, %b: tensor<130x131xf32>) -> tensor<3x70x131xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x70x131xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3x70x131xf32>) -> tensor<3x70x131xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<3x70x130xf32>, tensor<130x131xf32>) outs(%acc : tensor<3x70x131xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x70x131xf32>
  return %c : tensor<3x70x131xf32>
}
// The A operand is a fused producer (relu(a)): no buffer to copy from, the
// cp.async template refuses it.
func.func @matmul_relu_operand(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>) -> tensor<64x48xf32> {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<64x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x32xf32>) outs(%ea : tensor<64x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<64x32xf32>
  %e = tensor.empty() : tensor<64x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x48xf32>) -> tensor<64x48xf32>
  %c = linalg.matmul ins(%r, %b : tensor<64x32xf32>, tensor<32x48xf32>) outs(%acc : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %c : tensor<64x48xf32>
}
