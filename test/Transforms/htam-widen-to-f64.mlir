// RUN: htam-opt %s -split-input-file --htam-widen-to-f64 | FileCheck %s
// RUN: htam-opt %s -split-input-file --htam-widen-to-f64="widen-signature=false" | FileCheck %s --check-prefix=KEEP

// The f64 oracle of a task: every f32 type and constant becomes f64 with the
// same value; integer and index parts are untouched.

#id = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @elementwise(
// CHECK-SAME: %[[X:.+]]: tensor<8x16xf64>) -> tensor<8x16xf64>
// CHECK: %[[E:.+]] = tensor.empty() : tensor<8x16xf64>
// CHECK: %[[HALF:.+]] = arith.constant 5.000000e-01 : f64
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<8x16xf64>) outs(%[[E]] : tensor<8x16xf64>)
// CHECK: ^bb0(%[[A:.+]]: f64, %{{.+}}: f64):
// CHECK: %[[M:.+]] = arith.mulf %[[A]], %[[HALF]] : f64
// CHECK: math.tanh %[[M]] : f64
// CHECK: } -> tensor<8x16xf64>
// CHECK-NOT: f32
// KEEP-LABEL: func.func @elementwise(
// KEEP-SAME: %[[X:.+]]: tensor<8x16xf32>) -> tensor<8x16xf32>
// KEEP: %[[W:.+]] = arith.extf %[[X]] : tensor<8x16xf32> to tensor<8x16xf64>
// KEEP: %[[G:.+]] = linalg.generic
// KEEP-SAME: ins(%[[W]] : tensor<8x16xf64>)
// KEEP: %[[N:.+]] = arith.truncf %[[G]] : tensor<8x16xf64> to tensor<8x16xf32>
// KEEP: return %[[N]] : tensor<8x16xf32>
func.func @elementwise(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %half = arith.constant 0.5 : f32
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %half : f32
    %t = math.tanh %m : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// A row sum: the f32 accumulator's initial constant is widened with its
// value (0.1f is 0.100000001490116... exactly, not 0.1).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @row_sum(
// CHECK-SAME: tensor<4x1024xf64>) -> tensor<4xf64>
// CHECK: %[[INIT:.+]] = arith.constant 0.10000000149011612 : f64
// CHECK: linalg.fill ins(%[[INIT]] : f64) outs(%{{.+}} : tensor<4xf64>) -> tensor<4xf64>
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: arith.addf %{{.+}}, %{{.+}} : f64
// CHECK-NOT: f32
func.func @row_sum(%x: tensor<4x1024xf32>) -> tensor<4xf32> {
  %init = arith.constant 0.1 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%init : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x1024xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Named ops: their implicit bodies are widened with their operands.
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:.+]]: tensor<16x32xf64>, %[[B:.+]]: tensor<32x8xf64>) -> tensor<16x8xf64>
// CHECK: %[[Z:.+]] = arith.constant 0.000000e+00 : f64
// CHECK: %[[F:.+]] = linalg.fill ins(%[[Z]] : f64) outs(%{{.+}} : tensor<16x8xf64>)
// CHECK: linalg.matmul ins(%[[A]], %[[B]] : tensor<16x32xf64>, tensor<32x8xf64>) outs(%[[F]] : tensor<16x8xf64>) -> tensor<16x8xf64>
func.func @matmul(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %c = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%f : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %c : tensor<16x8xf32>
}

// -----

// A padded convolution with a dense bias constant (the values are kept).
// CHECK-LABEL: func.func @conv(
// CHECK-SAME: tensor<1x2x8x8xf64>, %{{.+}}: tensor<3x2x3x3xf64>) -> tensor<1x3x8x8xf64>
// CHECK: %[[BIAS:.+]] = arith.constant dense<[1.000000e+00, -2.5{{0*}}e-01, 3.000000e+00]> : tensor<3xf64>
// CHECK: tensor.pad
// CHECK: tensor.yield %{{.+}} : f64
// CHECK: } : tensor<1x2x8x8xf64> to tensor<1x2x10x10xf64>
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-SAME: -> tensor<1x3x8x8xf64>
// CHECK: linalg.broadcast ins(%[[BIAS]] : tensor<3xf64>)
// CHECK-NOT: f32
func.func @conv(%x: tensor<1x2x8x8xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<[1.0, -0.25, 3.0]> : tensor<3xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %e = tensor.empty() : tensor<1x3x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x2x10x10xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %e2 = tensor.empty() : tensor<1x3x8x8xf32>
  %b = linalg.broadcast ins(%bias : tensor<3xf32>) outs(%e2 : tensor<1x3x8x8xf32>) dimensions = [0, 2, 3]
  %r = arith.addf %c, %b : tensor<1x3x8x8xf32>
  return %r : tensor<1x3x8x8xf32>
}

// -----

// Softmax-like: max, exp, sum and division; -inf stays -inf.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @softmax_like(
// CHECK: arith.constant 0xFFF0000000000000 : f64
// CHECK: arith.maximumf %{{.+}}, %{{.+}} : f64
// CHECK: arith.subf %{{.+}}, %{{.+}} : f64
// CHECK: math.exp %{{.+}} : f64
// CHECK: arith.divf %{{.+}}, %{{.+}} : f64
// CHECK-NOT: f32
func.func @softmax_like(%x: tensor<2x64xf32>) -> tensor<2x64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<2xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<2xf32>) -> tensor<2xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x64xf32>) outs(%mi : tensor<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %v = arith.maximumf %a, %acc : f32
    linalg.yield %v : f32
  } -> tensor<2xf32>
  %si = linalg.fill ins(%zero : f32) outs(%er : tensor<2xf32>) -> tensor<2xf32>
  %s = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : tensor<2x64xf32>, tensor<2xf32>) outs(%si : tensor<2xf32>) {
  ^bb0(%a: f32, %mx: f32, %acc: f32):
    %d = arith.subf %a, %mx : f32
    %ex = math.exp %d : f32
    %v = arith.addf %ex, %acc : f32
    linalg.yield %v : f32
  } -> tensor<2xf32>
  %e = tensor.empty() : tensor<2x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m, %s : tensor<2x64xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2x64xf32>) {
  ^bb0(%a: f32, %mx: f32, %sum: f32, %o: f32):
    %d = arith.subf %a, %mx : f32
    %ex = math.exp %d : f32
    %v = arith.divf %ex, %sum : f32
    linalg.yield %v : f32
  } -> tensor<2x64xf32>
  return %r : tensor<2x64xf32>
}

// -----

// A select on a comparison: the i1 stays i1.
// CHECK-LABEL: func.func @leaky(
// CHECK: ^bb0(%[[A:.+]]: f64, %{{.+}}: f64):
// CHECK: %[[C:.+]] = arith.cmpf ogt, %[[A]], %{{.+}} : f64
// CHECK: %[[S:.+]] = arith.mulf %[[A]], %{{.+}} : f64
// CHECK: arith.select %[[C]], %[[A]], %[[S]] : f64
#id = affine_map<(d0) -> (d0)>
func.func @leaky(%x: tensor<32xf32>) -> tensor<32xf32> {
  %zero = arith.constant 0.0 : f32
  %slope = arith.constant 0.01 : f32
  %e = tensor.empty() : tensor<32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<32xf32>) outs(%e : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.cmpf ogt, %a, %zero : f32
    %s = arith.mulf %a, %slope : f32
    %v = arith.select %c, %a, %s : f32
    linalg.yield %v : f32
  } -> tensor<32xf32>
  return %r : tensor<32xf32>
}

// -----

// A frontend's f64 constant truncated to f32 is used at full precision;
// f16 and its casts are left alone.
// CHECK-LABEL: func.func @eps(
// CHECK-SAME: %[[X:.+]]: tensor<8xf64>, %[[H:.+]]: tensor<8xf16>) -> tensor<8xf64>
// CHECK-NOT: arith.truncf
// CHECK: %[[EPS:.+]] = arith.constant 1.000000e-05 : f64
// CHECK-NOT: arith.truncf
// CHECK: ^bb0(%[[A:.+]]: f64, %[[B:.+]]: f16, %{{.+}}: f64):
// CHECK: %[[W:.+]] = arith.extf %[[B]] : f16 to f64
// CHECK: %[[S:.+]] = arith.addf %[[A]], %[[EPS]] : f64
// CHECK: arith.mulf %[[S]], %[[W]] : f64
#id = affine_map<(d0) -> (d0)>
func.func @eps(%x: tensor<8xf32>, %h: tensor<8xf16>) -> tensor<8xf32> {
  %eps64 = arith.constant 1.0e-5 : f64
  %eps = arith.truncf %eps64 : f64 to f32
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %h : tensor<8xf32>, tensor<8xf16>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f16, %o: f32):
    %w = arith.extf %b : f16 to f32
    %s = arith.addf %a, %eps : f32
    %v = arith.mulf %s, %w : f32
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Integer, index and i64 parts are untouched: an argmax with an i64 index
// output and an index-typed loop.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @argmax(
// CHECK-SAME: tensor<4x16xf64>) -> (tensor<4xf64>, tensor<4xi64>)
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK: linalg.fill ins(%[[ZERO]] : i64) outs(%{{.+}} : tensor<4xi64>)
// CHECK: ^bb0(%{{.+}}: f64, %{{.+}}: f64, %{{.+}}: i64):
// CHECK: %[[I:.+]] = linalg.index 1 : index
// CHECK: arith.index_cast %[[I]] : index to i64
// CHECK: arith.cmpf ogt, %{{.+}}, %{{.+}} : f64
// CHECK: arith.select %{{.+}}, %{{.+}}, %{{.+}} : i64
// CHECK: } -> (tensor<4xf64>, tensor<4xi64>)
func.func @argmax(%x: tensor<4x16xf32>) -> (tensor<4xf32>, tensor<4xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %ev = tensor.empty() : tensor<4xf32>
  %ei = tensor.empty() : tensor<4xi64>
  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<4xf32>) -> tensor<4xf32>
  %fi = linalg.fill ins(%zero : i64) outs(%ei : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf32>) outs(%fv, %fi : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%a: f32, %best: f32, %at: i64):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %gt = arith.cmpf ogt, %a, %best : f32
    %v = arith.select %gt, %a, %best : f32
    %j = arith.select %gt, %ii, %at : i64
    linalg.yield %v, %j : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi64>
}

// -----

// Shape ops and scf loops carry the widened element type.
// CHECK-LABEL: func.func @shapes(
// CHECK: tensor.extract_slice %{{.+}}[0, 0] [4, 8] [1, 1] : tensor<8x8xf64> to tensor<4x8xf64>
// CHECK: tensor.expand_shape %{{.+}} {{\[\[}}0], [1, 2]] output_shape [4, 2, 4] : tensor<4x8xf64> into tensor<4x2x4xf64>
// CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<4x2x4xf64>)
// CHECK: scf.yield %{{.+}} : tensor<4x2x4xf64>
func.func @shapes(%x: tensor<8x8xf32>) -> tensor<4x2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %e = tensor.expand_shape %s [[0], [1, 2]] output_shape [4, 2, 4] : tensor<4x8xf32> into tensor<4x2x4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %e) -> (tensor<4x2x4xf32>) {
    %d = arith.addf %acc, %acc : tensor<4x2x4xf32>
    scf.yield %d : tensor<4x2x4xf32>
  }
  return %r : tensor<4x2x4xf32>
}
