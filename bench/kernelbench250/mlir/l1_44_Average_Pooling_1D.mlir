// Imported by htam-import from 44_Average_Pooling_1D.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x128x65536 (input)
func.func @l1_44_average_pooling_1d(
    %x: tensor<64x128x65536xf32>) -> (tensor<64x128x65537xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 8.0 : f32
  %e1 = tensor.empty() : tensor<64x128x65544xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x128x65544xf32>) -> tensor<64x128x65544xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 4)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<64x128x65536xf32>) outs(%f2 : tensor<64x128x65544xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<64x128x65544xf32>
  %e6 = tensor.empty() : tensor<64x128x65537xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<64x128x65537xf32>) -> tensor<64x128x65537xf32>
  %e8 = tensor.empty() : tensor<8xf32>
  %pool9 = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%g5, %e8 : tensor<64x128x65544xf32>, tensor<8xf32>) outs(%f7 : tensor<64x128x65537xf32>) -> tensor<64x128x65537xf32>
  %e10 = tensor.empty() : tensor<64x128x65537xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%pool9 : tensor<64x128x65537xf32>) outs(%e10 : tensor<64x128x65537xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.divf %a11, %c1 : f32
    linalg.yield %b13 : f32
  } -> tensor<64x128x65537xf32>
  return %g14 : tensor<64x128x65537xf32>
}
