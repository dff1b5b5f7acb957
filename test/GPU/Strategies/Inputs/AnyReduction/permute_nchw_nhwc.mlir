// NCHW to NHWC, 16x255x63x65 -> 16x63x65x255 (67 MB each way), scaled and
// shifted per channel: the input is read transposed (W, C tiles).
#perm = affine_map<(n, h, w, c) -> (n, c, h, w)>
#chan = affine_map<(n, h, w, c) -> (c)>
#id = affine_map<(n, h, w, c) -> (n, h, w, c)>
func.func @permute_nchw_nhwc(%x: tensor<16x255x63x65xf32>, %shift: tensor<255xf32>) -> tensor<16x63x65x255xf32> {
  %k = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<16x63x65x255xf32>
  %y = linalg.generic {indexing_maps = [#perm, #chan, #id],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %shift : tensor<16x255x63x65xf32>, tensor<255xf32>) outs(%e : tensor<16x63x65x255xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %m = arith.mulf %v, %k : f32
      %r = arith.addf %m, %s : f32
      linalg.yield %r : f32
    } -> tensor<16x63x65x255xf32>
  return %y : tensor<16x63x65x255xf32>
}
