// Row norms for the row-resident template (tpl_row_norm_resident): LayerNorm
// with weight and bias written as the IR's two statistics (the row sum, then
// the sum of squared deviations from the mean) over 256 rows of 4096 and
// RMSNorm over 600 rows of 1000 (a warp per row). The 1 MiB rows are in
// ../ResidentLong/layernorm_long_rows.mlir.
#x2 = affine_map<(d0, d1) -> (d0, d1)>
#r2 = affine_map<(d0, d1) -> (d0)>
#w2 = affine_map<(d0, d1) -> (d1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @layernorm_rows(%x: tensor<256x4096xf32>, %g: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<256x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [#x2, #r2], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<256x4096xf32>) outs(%acc : tensor<256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %mean = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%sum : tensor<256xf32>) outs(%e1 : tensor<256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.constant 4096.0 : f32
    %r = arith.divf %in, %n : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %sq = linalg.generic {indexing_maps = [#x2, #r2, #r2], iterator_types = ["parallel", "reduction"]}
      ins(%x, %mean : tensor<256x4096xf32>, tensor<256xf32>) outs(%acc : tensor<256xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %out : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %e3 = tensor.empty() : tensor<256x4096xf32>
  %y = linalg.generic {indexing_maps = [#x2, #r2, #r2, #w2, #w2, #x2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean, %sq, %g, %b : tensor<256x4096xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4096xf32>, tensor<4096xf32>) outs(%e3 : tensor<256x4096xf32>) {
  ^bb0(%in: f32, %m: f32, %s: f32, %gw: f32, %bw: f32, %out: f32):
    %n = arith.constant 4096.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %sd = math.sqrt %ve : f32
    %d = arith.subf %in, %m : f32
    %nrm = arith.divf %d, %sd : f32
    %sc = arith.mulf %nrm, %gw : f32
    %r = arith.addf %sc, %bw : f32
    linalg.yield %r : f32
  } -> tensor<256x4096xf32>
  return %y : tensor<256x4096xf32>
}
func.func @rmsnorm_rows(%x: tensor<600x1000xf32>, %g: tensor<1000xf32>) -> tensor<600x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<600xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<600xf32>) -> tensor<600xf32>
  %ss = linalg.generic {indexing_maps = [#x2, #r2], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<600x1000xf32>) outs(%acc : tensor<600xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.mulf %in, %in : f32
    %r = arith.addf %q, %out : f32
    linalg.yield %r : f32
  } -> tensor<600xf32>
  %e3 = tensor.empty() : tensor<600x1000xf32>
  %y = linalg.generic {indexing_maps = [#x2, #r2, #w2, #x2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %ss, %g : tensor<600x1000xf32>, tensor<600xf32>, tensor<1000xf32>) outs(%e3 : tensor<600x1000xf32>) {
  ^bb0(%in: f32, %s: f32, %gw: f32, %out: f32):
    %n = arith.constant 1000.0 : f32
    %eps = arith.constant 1.0e-6 : f32
    %ms = arith.divf %s, %n : f32
    %me = arith.addf %ms, %eps : f32
    %rs = math.rsqrt %me : f32
    %nrm = arith.mulf %in, %rs : f32
    %r = arith.mulf %nrm, %gw : f32
    linalg.yield %r : f32
  } -> tensor<600x1000xf32>
  return %y : tensor<600x1000xf32>
}
