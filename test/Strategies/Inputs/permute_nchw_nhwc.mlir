// NCHW to NHWC (3x37x5x33 -> 3x5x33x37) as one linalg.generic with a
// permuted input map, scaled and added to a per-channel shift read in the
// output's layout: the input is read transposed (its innermost dim W is
// the result's dim 2), the shift contiguously.
#perm = affine_map<(n, h, w, c) -> (n, c, h, w)>
#chan = affine_map<(n, h, w, c) -> (c)>
#id = affine_map<(n, h, w, c) -> (n, h, w, c)>
func.func @permute_nchw_nhwc(%x: tensor<3x37x5x33xf32>, %shift: tensor<37xf32>) -> tensor<3x5x33x37xf32> {
  %k = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<3x5x33x37xf32>
  %y = linalg.generic {indexing_maps = [#perm, #chan, #id],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %shift : tensor<3x37x5x33xf32>, tensor<37xf32>) outs(%e : tensor<3x5x33x37xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %m = arith.mulf %v, %k : f32
      %r = arith.addf %m, %s : f32
      linalg.yield %r : f32
    } -> tensor<3x5x33x37xf32>
  return %y : tensor<3x5x33x37xf32>
}
