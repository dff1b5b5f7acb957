// RUN: htam-opt %s --split-input-file --htam-collapse-linear-reductions=remarks=true -verify-diagnostics | FileCheck %s

// Reductions of a contraction that are not collapsed: each keeps its
// contraction (the IR is unchanged) and says why.

#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#row = affine_map<(i, j) -> (i)>

// CHECK-LABEL: func.func @relu_between
// CHECK: linalg.matmul
// CHECK: arith.maximumf
func.func @relu_between(%x: tensor<4x5xf32>, %y: tensor<5x6xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<4x5xf32>, tensor<5x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{not collapsed: 'arith.maximumf' between the contraction and the sum is not linear}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%relu : tensor<4x6xf32>) outs(%f2 : tensor<4xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// The exponential inside the sum's body (a logsumexp's sum).
// CHECK-LABEL: func.func @exp_in_sum
// CHECK: linalg.matmul
func.func @exp_in_sum(%x: tensor<4x5xf32>, %y: tensor<5x6xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<4x5xf32>, tensor<5x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{not collapsed: 'math.exp' between the contraction and the sum is not linear}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%mm : tensor<4x6xf32>) outs(%f2 : tensor<4xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %ex = math.exp %v : f32
    %s = arith.addf %ex, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// A clamp between (min and max of constants).
// CHECK-LABEL: func.func @clamp_in_sum
// CHECK: linalg.matmul
func.func @clamp_in_sum(%x: tensor<4x5xf32>, %y: tensor<5x6xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<4x5xf32>, tensor<5x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{not collapsed: 'arith.minimumf' between the contraction and the sum is not linear}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%mm : tensor<4x6xf32>) outs(%f2 : tensor<4xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %lo = arith.minimumf %v, %one : f32
    %c = arith.maximumf %lo, %zero : f32
    %s = arith.addf %c, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// A max over j, not a sum.
// CHECK-LABEL: func.func @max_combiner
// CHECK: linalg.matmul
func.func @max_combiner(%x: tensor<4x5xf32>, %y: tensor<5x6xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<4x5xf32>, tensor<5x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{not collapsed: the reduction's combiner is not a sum}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%mm : tensor<4x6xf32>) outs(%f2 : tensor<4xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.maximumf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// The sum over the batch dim of a batch_matmul: b indexes A and B.
// CHECK-LABEL: func.func @batch_dim_sum
// CHECK: linalg.batch_matmul
func.func @batch_dim_sum(%a: tensor<2x3x5xf32>, %b: tensor<2x5x4xf32>) -> tensor<3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %bmm = linalg.batch_matmul ins(%a, %b : tensor<2x3x5xf32>, tensor<2x5x4xf32>) outs(%f : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %e2 = tensor.empty() : tensor<3x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x4xf32>) -> tensor<3x4xf32>
  // expected-remark @below {{not collapsed: the reduced dimension indexes both operands of the contraction}}
  %r = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (i, j)>], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%bmm : tensor<2x3x4xf32>) outs(%f2 : tensor<3x4xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// The GEMM's result is also returned: collapsing would not remove it.
// CHECK-LABEL: func.func @contraction_also_returned
// CHECK: linalg.matmul
func.func @contraction_also_returned(%x: tensor<4x5xf32>, %y: tensor<5x6xf32>) -> (tensor<4xf32>, tensor<4x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<4x5xf32>, tensor<5x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{not collapsed: the contraction's result has other users (the contraction would stay)}}
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%mm : tensor<4x6xf32>) outs(%f2 : tensor<4xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r, %mm : tensor<4xf32>, tensor<4x6xf32>
}

// -----

#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#row = affine_map<(i, j) -> (i)>

// A per-column divisor w[j] varies along the sum (not applied once per row).
// (A plain sum of C[i,j] * w[j] is itself a contraction, left as is.)
// CHECK-LABEL: func.func @column_factor
// CHECK: linalg.matmul
func.func @column_factor(%x: tensor<4x5xf32>, %y: tensor<5x6xf32>, %w: tensor<6xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %y : tensor<4x5xf32>, tensor<5x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{not collapsed: a factor of the contraction's result varies along the reduced dimension}}
  %r = linalg.generic {indexing_maps = [#id, #col, #row], iterator_types = ["parallel", "reduction"]}
      ins(%mm, %w : tensor<4x6xf32>, tensor<6xf32>) outs(%f2 : tensor<4xf32>) {
  ^bb0(%v: f32, %s: f32, %acc: f32):
    %m = arith.divf %v, %s : f32
    %o = arith.addf %m, %acc : f32
    linalg.yield %o : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
