// Softmax over 64 rows of 393216 floats (1.5 MiB per row, the row length of
// KernelBench l1_23): too long for one block's registers or shared memory,
// so the row-resident templates split each row over a cluster of 8 CTAs.
// Scaled by the row length (see softmax_4096.mlir).
func.func @softmax_large_rows(%x: tensor<64x393216xf32>) -> tensor<64x393216xf32> {
  %n = arith.constant 393216.0 : f32
  %e = tensor.empty() : tensor<64x393216xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<64x393216xf32>) outs(%e : tensor<64x393216xf32>) -> tensor<64x393216xf32>
  %e2 = tensor.empty() : tensor<64x393216xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<64x393216xf32>) outs(%e2 : tensor<64x393216xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<64x393216xf32>
  return %y : tensor<64x393216xf32>
}
