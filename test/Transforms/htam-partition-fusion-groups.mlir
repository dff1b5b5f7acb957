// RUN: htam-opt %s --htam-partition-fusion-groups | FileCheck %s
// RUN: htam-opt %S/../../examples/whole-models/mlp.mlir --htam-partition-fusion-groups | FileCheck %s --check-prefix=MLP
// RUN: htam-opt %S/../../examples/whole-models/bottleneck.mlir --htam-partition-fusion-groups | FileCheck %s --check-prefix=BOTTLENECK
// RUN: htam-opt %S/../../examples/whole-models/attention.mlir --htam-partition-fusion-groups | FileCheck %s --check-prefix=ATTENTION
// RUN: htam-opt %S/../../examples/whole-models/attention.mlir --htam-partition-fusion-groups --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// Deterministic: a second run prints the same module.
// RUN: htam-opt %S/../../examples/whole-models/bottleneck.mlir --htam-partition-fusion-groups -o %t.1
// RUN: htam-opt %S/../../examples/whole-models/bottleneck.mlir --htam-partition-fusion-groups -o %t.2
// RUN: diff %t.1 %t.2
// Semantics: inlining the groups back gives outputs equal, bit for bit, to
// the unpartitioned function's on the CPU (the arguments and results of
// every group are wired as before).
// RUN: htam-opt %S/../../examples/whole-models/bottleneck.mlir --htam-partition-fusion-groups --inline --symbol-dce -o %t.inlined.mlir
// RUN: htam-run %S/../../examples/whole-models/bottleneck.mlir --func bottleneck --cpu-run --seeds 1 | grep checksum > %t.whole
// RUN: htam-run %t.inlined.mlir --func bottleneck --cpu-run --seeds 1 | grep checksum > %t.parts
// RUN: diff %t.whole %t.parts
// RUN: FileCheck %s --check-prefix=SUM < %t.parts
// SUM: checksum

// Three linears of the MLP, three groups; the first two have the same shapes
// (their weights differ: they are arguments), so the same hash.
// MLP-LABEL: func.func @mlp(%arg0: tensor<8x32xf32>) -> tensor<8x16xf32> attributes {htam.fusion_groups = 3 : i64}
// MLP: %[[G0:.+]] = call @mlp__g0(%arg0, %[[W0:.+]], %[[B0:.+]]) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
// MLP: %[[G1:.+]] = call @mlp__g1(%[[G0]], %{{.+}}, %{{.+}}) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
// MLP: %[[G2:.+]] = call @mlp__g2(%[[G1]], %{{.+}}, %{{.+}}) : (tensor<8x32xf32>, tensor<16x32xf32>, tensor<16xf32>) -> tensor<8x16xf32>
// MLP: return %[[G2]]
// MLP: func.func private @mlp__g0(%arg0: tensor<8x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32xf32>) -> tensor<8x32xf32> attributes {htam.group_anchor = "linalg.matmul", htam.group_hash = "[[H01:[0-9a-f]{32}]]"}
// MLP: linalg.fill
// MLP: linalg.matmul
// MLP: linalg.generic
// MLP: return
// MLP: func.func private @mlp__g1({{.*}}htam.group_hash = "[[H01]]"}
// MLP: func.func private @mlp__g2({{.*}}htam.group_hash = "[[H2:[0-9a-f]{32}]]"}
// MLP-NOT: htam.group_hash = "[[H01]]"

// Bottleneck: each convolution with its batch norm (two reductions) and
// ReLU; the zero-pad copy joins the 3x3 convolution it feeds (a layout
// change before an anchor), the residual add and ReLU the last group.
// BOTTLENECK-LABEL: func.func @bottleneck(%arg0: tensor<2x16x8x8xf32>
// BOTTLENECK: %[[A:.+]] = call @bottleneck__g0(%arg0, %{{.+}}, %arg1, %arg2) : ({{.*}}) -> tensor<2x4x8x8xf32>
// BOTTLENECK: %[[B:.+]] = call @bottleneck__g1(%[[A]], %{{.+}}, %arg3, %arg4) : ({{.*}}) -> tensor<2x4x8x8xf32>
// BOTTLENECK: %[[C:.+]] = call @bottleneck__g2(%[[B]], %{{.+}}, %arg5, %arg6, %arg0) : ({{.*}}) -> tensor<2x16x8x8xf32>
// BOTTLENECK: return %[[C]]
// BOTTLENECK: func.func private @bottleneck__g0({{.*}}htam.group_anchor = "linalg.conv_2d_nchw_fchw"
// BOTTLENECK-COUNT-5: linalg.generic
// BOTTLENECK: func.func private @bottleneck__g1(%arg0: tensor<2x4x8x8xf32>, %arg1: tensor<4x4x3x3xf32>
// BOTTLENECK: linalg.fill
// BOTTLENECK: linalg.generic
// BOTTLENECK: linalg.conv_2d_nchw_fchw
// BOTTLENECK: func.func private @bottleneck__g2(

// Attention: q @ k^T with its transpose (a producer), scale, causal mask and
// softmax; then p @ v.
// ATTENTION-LABEL: func.func @attention(
// ATTENTION-SAME: htam.fusion_groups = 2 : i64
// ATTENTION: %[[P:.+]] = call @attention__g0(%arg1, %arg0) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x8xf32>
// ATTENTION: %[[O:.+]] = call @attention__g1(%[[P]], %arg2) : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
// ATTENTION: return %[[O]]
// ATTENTION: func.func private @attention__g0({{.*}}htam.group_anchor = "linalg.batch_matmul"
// ATTENTION: linalg.transpose
// ATTENTION: linalg.batch_matmul
// ATTENTION: arith.select
// ATTENTION: math.exp
// ATTENTION: arith.divf
// ATTENTION: return
// ATTENTION: func.func private @attention__g1(
// ATTENTION-NOT: linalg.generic
// ATTENTION: linalg.batch_matmul

// Locations are kept: the call carries its group's anchor's (q @ k^T, line
// 8 of the input; p @ v, line 63).
// LOC-DAG: #[[QK:loc[0-9]+]] = loc("{{.*}}attention.mlir":8:
// LOC-DAG: #[[PV:loc[0-9]+]] = loc("{{.*}}attention.mlir":63:
// LOC: call @attention__g0({{.*}} loc(#[[QK]])
// LOC: call @attention__g1({{.*}} loc(#[[PV]])

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

// Already one group (a matmul and its epilogue): left alone.
// CHECK-LABEL: func.func @one_group(
// CHECK-NOT: htam.fusion_groups
// CHECK-NOT: call
// CHECK: linalg.matmul
// CHECK-NOT: call
// CHECK: return
func.func @one_group(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    %t = arith.maximumf %s, %z : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// A producer read by two anchors is its own group (fusing it into one would
// leave the other to read it anyway); the two matmuls have the same
// structure and shapes, so the same hash. The scalar %z captured by a body
// is cloned into the group.
// CHECK-LABEL: func.func @shared_producer(
// CHECK-SAME: htam.fusion_groups = 3 : i64
// CHECK: %[[T:.+]] = call @shared_producer__g0(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: %[[M1:.+]] = call @shared_producer__g1(%[[T]], %arg1)
// CHECK: %[[M2:.+]] = call @shared_producer__g2(%[[T]], %arg2)
// CHECK: return %[[M1]], %[[M2]]
// CHECK: func.func private @shared_producer__g0(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> attributes {htam.group_anchor = "none", htam.group_hash = "[[HT:[0-9a-f]+]]"}
// CHECK: math.tanh
// CHECK: func.func private @shared_producer__g1({{.*}}htam.group_hash = "[[HM:[0-9a-f]+]]"}
// CHECK: func.func private @shared_producer__g2({{.*}}htam.group_hash = "[[HM]]"}
func.func @shared_producer(%x: tensor<8x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %x2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m1 = linalg.matmul ins(%x2, %w1 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m2 = linalg.matmul ins(%x2, %w2 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %m1, %m2 : tensor<8x16xf32>, tensor<8x16xf32>
}

// A value that a later group and the function both use is a result of its
// group; an elementwise stretch that no anchor follows is a group of its
// own; the reduction reads the matmul's group and joins it.
// CHECK-LABEL: func.func @epilogue_and_tail(
// CHECK: %[[G:.+]]:2 = call @epilogue_and_tail__g0(%arg0, %arg1) : (tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<8xf32>)
// CHECK: %[[E:.+]] = call @epilogue_and_tail__g1(%[[G]]#0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: return %[[G]]#1, %[[E]]
func.func @epilogue_and_tail(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> (tensor<8xf32>, tensor<8x16xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %er = tensor.empty() : tensor<8xf32>
  %fr = linalg.fill ins(%z : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%m : tensor<8x16xf32>) outs(%fr : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.addf %v, %o : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %t = linalg.transpose ins(%m : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) permutation = [0, 1]
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %u = math.exp %v : f32
    linalg.yield %u : f32
  } -> tensor<8x16xf32>
  return %s, %n : tensor<8xf32>, tensor<8x16xf32>
}

// A group whose values nothing uses is dead code: dropped, not outlined
// (a task without outputs cannot be verified); numbering stays contiguous.
// A constant tensor and a fill the function returns stay in it.
// CHECK-LABEL: func.func @dead_group(
// CHECK-SAME: htam.fusion_groups = 2 : i64
// CHECK: %[[A:.+]] = call @dead_group__g0(%arg0, %[[C:.+]]) :
// CHECK-NEXT: %[[B:.+]] = call @dead_group__g1(%[[A]], %arg1) :
// CHECK-NEXT: return %[[B]], %[[C]], %{{.+}} :
// CHECK-NOT: @dead_group__g2
func.func @dead_group(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %z = arith.constant 0.0 : f32
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 5.0]]> : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %dead = linalg.matmul ins(%m, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%m, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m2, %c, %f : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
