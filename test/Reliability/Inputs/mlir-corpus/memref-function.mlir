// A function on memrefs: not an operator task (skipped with a warning).
func.func @f(%x: memref<128xf32>, %y: memref<128xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : memref<128xf32>) outs(%y : memref<128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  }
  return
}
