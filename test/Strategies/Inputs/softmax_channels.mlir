// Softmax and logsumexp over dims that are not rows: the channels of NCHW
// (KernelBench level 2 task 24's softmax(dim=1), small) and dim 0 of a
// matrix with PyTorch's logsumexp (max guarded when infinite).
func.func @softmax_channels(%x: tensor<4x24x6x7xf32>) -> tensor<4x24x6x7xf32> {
  %init = tensor.empty() : tensor<4x24x6x7xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<4x24x6x7xf32>)
      outs(%init : tensor<4x24x6x7xf32>) -> tensor<4x24x6x7xf32>
  return %y : tensor<4x24x6x7xf32>
}

#x = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#v = affine_map<(d0) -> (d0)>
func.func @logsumexp_dim0(%x: tensor<300x40xf32>) -> tensor<40xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %e = tensor.empty() : tensor<40xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<40xf32>) -> tensor<40xf32>
  %mx = linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<300x40xf32>) outs(%m0 : tensor<40xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  // c = |max| == inf ? 0 : max
  %c = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%mx : tensor<40xf32>) outs(%e : tensor<40xf32>) {
  ^bb0(%m: f32, %out: f32):
    %a = math.absf %m : f32
    %isinf = arith.cmpf oeq, %a, %inf : f32
    %r = arith.select %isinf, %zero, %m : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<40xf32>) -> tensor<40xf32>
  %sm = linalg.generic {indexing_maps = [#x, #col, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x, %c : tensor<300x40xf32>, tensor<40xf32>) outs(%s0 : tensor<40xf32>) {
  ^bb0(%in: f32, %cv: f32, %out: f32):
    %d = arith.subf %in, %cv : f32
    %ex = math.exp %d : f32
    %r = arith.addf %ex, %out : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  %y = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}
      ins(%sm, %c : tensor<40xf32>, tensor<40xf32>) outs(%e : tensor<40xf32>) {
  ^bb0(%s: f32, %cv: f32, %out: f32):
    %l = math.log %s : f32
    %r = arith.addf %l, %cv : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  return %y : tensor<40xf32>
}
