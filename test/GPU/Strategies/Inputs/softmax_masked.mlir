// Softmax over rows with -inf entries: every third row is all -inf (the IR
// gives NaN there: exp(-inf - -inf)), the other rows have -inf where the
// input is below 0.5; 12 rows of 1000 (no float4: 1000 % 4 == 0 but the
// rows are short enough for a warp).
func.func @softmax_masked(%x: tensor<12x1000xf32>) -> tensor<12x1000xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %half = arith.constant 0.5 : f32
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<12x1000xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<12x1000xf32>) outs(%e : tensor<12x1000xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %r = arith.remui %i, %c3 : index
    %full = arith.cmpi eq, %r, %c0 : index
    %small = arith.cmpf olt, %a, %half : f32
    %mask = arith.ori %full, %small : i1
    %v = arith.select %mask, %ninf, %a : f32
    linalg.yield %v : f32
  } -> tensor<12x1000xf32>
  %e2 = tensor.empty() : tensor<12x1000xf32>
  %y = linalg.softmax dimension(1) ins(%m : tensor<12x1000xf32>) outs(%e2 : tensor<12x1000xf32>) -> tensor<12x1000xf32>
  return %y : tensor<12x1000xf32>
}
// The same on 6 long rows of 8192 (several blocks per row with splits=0).
func.func @softmax_masked_long(%x: tensor<6x8192xf32>) -> tensor<6x8192xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %half = arith.constant 0.5 : f32
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<6x8192xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x8192xf32>) outs(%e : tensor<6x8192xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %r = arith.remui %i, %c3 : index
    %full = arith.cmpi eq, %r, %c0 : index
    %small = arith.cmpf olt, %a, %half : f32
    %mask = arith.ori %full, %small : i1
    %v = arith.select %mask, %ninf, %a : f32
    linalg.yield %v : f32
  } -> tensor<6x8192xf32>
  %e2 = tensor.empty() : tensor<6x8192xf32>
  %y = linalg.softmax dimension(1) ins(%m : tensor<6x8192xf32>) outs(%e2 : tensor<6x8192xf32>) -> tensor<6x8192xf32>
  return %y : tensor<6x8192xf32>
}
