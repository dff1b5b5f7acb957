// Row lengths that are not multiples of the vector width or the block
// (37 rows of 4099: scalar loads, guarded last items), short rows for a warp
// per row (600 rows of 1000), and a row too long for one block whose length
// is odd (8 rows of 100003 floats, 391 KiB: a cluster of two CTAs with
// unequal chunks). Outputs are scaled by the row length so that every
// element is above the absolute tolerance.
func.func @softmax_tail(%x: tensor<37x4099xf32>) -> tensor<37x4099xf32> {
  %n = arith.constant 4099.0 : f32
  %e = tensor.empty() : tensor<37x4099xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<37x4099xf32>) outs(%e : tensor<37x4099xf32>) -> tensor<37x4099xf32>
  %e2 = tensor.empty() : tensor<37x4099xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<37x4099xf32>) outs(%e2 : tensor<37x4099xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<37x4099xf32>
  return %y : tensor<37x4099xf32>
}
func.func @softmax_warp_rows(%x: tensor<600x1000xf32>) -> tensor<600x1000xf32> {
  %n = arith.constant 1000.0 : f32
  %e = tensor.empty() : tensor<600x1000xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<600x1000xf32>) outs(%e : tensor<600x1000xf32>) -> tensor<600x1000xf32>
  %e2 = tensor.empty() : tensor<600x1000xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<600x1000xf32>) outs(%e2 : tensor<600x1000xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<600x1000xf32>
  return %y : tensor<600x1000xf32>
}
func.func @softmax_cluster_tail(%x: tensor<8x100003xf32>) -> tensor<8x100003xf32> {
  %n = arith.constant 100003.0 : f32
  %e = tensor.empty() : tensor<8x100003xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<8x100003xf32>) outs(%e : tensor<8x100003xf32>) -> tensor<8x100003xf32>
  %e2 = tensor.empty() : tensor<8x100003xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x100003xf32>) outs(%e2 : tensor<8x100003xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<8x100003xf32>
  return %y : tensor<8x100003xf32>
}
