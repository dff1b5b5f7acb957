// Sums of values linear in a contraction, in several spellings, at small odd
// shapes. Shared by htam-collapse-linear-reductions.mlir (IR before/after)
// and htam-collapse-linear-reductions-cpu.test (same values on the CPU).

// x W^T (nn.Linear, transposed B in linalg.matmul's maps), the bias added
// in the sum's body, keepdim output.
func.func @linear_bias_sum(%x: tensor<5x9xf32>, %w: tensor<7x9xf32>, %bias: tensor<7xf32>) -> tensor<5x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<5x7xf32>) -> tensor<5x7xf32>
  %mm = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %w : tensor<5x9xf32>, tensor<7x9xf32>) outs(%f : tensor<5x7xf32>) -> tensor<5x7xf32>
  %e2 = tensor.empty() : tensor<5x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<5x1xf32>) -> tensor<5x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%mm, %bias : tensor<5x7xf32>, tensor<7xf32>) outs(%f2 : tensor<5x1xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %v = arith.addf %a, %b : f32
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<5x1xf32>
  return %r : tensor<5x1xf32>
}

// A generic contraction (A[i,k] B[k,j]), then separate elementwise steps:
// divide by a constant, add a bias, sum over j, scale the sum.
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#row = affine_map<(i, j) -> (i)>
func.func @gemm_divide_bias_sum(%x: tensor<3x11xf32>, %y: tensor<11x6xf32>, %bias: tensor<6xf32>) -> tensor<3xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %scale = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<3x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x6xf32>) -> tensor<3x6xf32>
  %mm = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %y : tensor<3x11xf32>, tensor<11x6xf32>) outs(%f : tensor<3x6xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x6xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<3x6xf32>) outs(%e : tensor<3x6xf32>) {
  ^bb0(%v: f32, %o: f32):
    %q = arith.divf %v, %two : f32
    linalg.yield %q : f32
  } -> tensor<3x6xf32>
  %bsd = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %bias : tensor<3x6xf32>, tensor<6xf32>) outs(%e : tensor<3x6xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %q = arith.addf %v, %b : f32
    linalg.yield %q : f32
  } -> tensor<3x6xf32>
  %e2 = tensor.empty() : tensor<3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%bsd : tensor<3x6xf32>) outs(%f2 : tensor<3xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%sum : tensor<3xf32>) outs(%e2 : tensor<3xf32>) {
  ^bb0(%v: f32, %o: f32):
    %q = arith.mulf %v, %scale : f32
    linalg.yield %q : f32
  } -> tensor<3xf32>
  return %out : tensor<3xf32>
}

// The bias before the scale, the scale a per-row factor r[i] (independent
// of j), and the mean written as a sum of x / N.
func.func @bias_then_row_scale_mean(%x: tensor<4x5xf32>, %y: tensor<5x7xf32>, %bias: tensor<7xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<4x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x7xf32>) -> tensor<4x7xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<4x5xf32>, tensor<5x7xf32>) outs(%f : tensor<4x7xf32>) -> tensor<4x7xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [#id, #col, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%mm, %bias, %r : tensor<4x7xf32>, tensor<7xf32>, tensor<4xf32>) outs(%f2 : tensor<4xf32>) {
  ^bb0(%v: f32, %b: f32, %s: f32, %acc: f32):
    %t = arith.addf %v, %b : f32
    %u = arith.mulf %s, %t : f32
    %m = arith.divf %u, %n : f32
    %o = arith.addf %acc, %m : f32
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %mean : tensor<4xf32>
}

// Batched: the sum over j of C[b,i,j] = sum_k A[b,i,k] B[b,k,j], written
// with the combiner acc - x (a sum of negated terms).
func.func @batch_matmul_negated_sum(%a: tensor<2x3x5xf32>, %b: tensor<2x5x4xf32>) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %bmm = linalg.batch_matmul ins(%a, %b : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%f : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%bmm : tensor<2x3x4xf32>) outs(%f2 : tensor<2x3xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.subf %acc, %v : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// The column sums of A^T B (transposed A): the reduced dim indexes A, which
// is summed instead; the output keeps j.
func.func @transposed_a_column_sum(%a: tensor<6x3xf32>, %b: tensor<6x5xf32>) -> tensor<5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %mm = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<6x3xf32>, tensor<6x5xf32>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  %e2 = tensor.empty() : tensor<5xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<5xf32>) -> tensor<5xf32>
  %r = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%mm : tensor<3x5xf32>) outs(%f2 : tensor<5xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}
