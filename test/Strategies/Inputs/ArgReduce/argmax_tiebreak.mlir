// An explicit tie break on the index (`x > acc || (x == acc && j < idx)`):
// not the recognized cmpf + select pair, so it keeps the serial reduction.
func.func @argmax_tiebreak(%x: tensor<16x128xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %big = arith.constant 1.0e9 : f32
  %e = tensor.empty() : tensor<16xf32>
  %v0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %i0 = linalg.fill ins(%big : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %v, %i = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<16x128xf32>) outs(%v0, %i0 : tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%a: f32, %ov: f32, %oi: f32):
    %j = linalg.index 1 : index
    %j32 = arith.index_cast %j : index to i32
    %jf = arith.sitofp %j32 : i32 to f32
    %gt = arith.cmpf ogt, %a, %ov : f32
    %eq = arith.cmpf oeq, %a, %ov : f32
    %lt = arith.cmpf olt, %jf, %oi : f32
    %tie = arith.andi %eq, %lt : i1
    %c = arith.ori %gt, %tie : i1
    %nv = arith.select %c, %a, %ov : f32
    %ni = arith.select %c, %jf, %oi : f32
    linalg.yield %nv, %ni : f32, f32
  } -> (tensor<16xf32>, tensor<16xf32>)
  return %v, %i : tensor<16xf32>, tensor<16xf32>
}
