// Tasks whose arguments or results are not f32 tensors (i1 masks, i64
// index tables and argmax results, i32 and i1 results): the runtime
// generates, binds and compares only f32 tensors, so htam-optimize skips
// each with a warning at the function, naming the argument or result, and
// leaves it as it was; htam-run refuses it with the same reason, located,
// before lowering anything. Nothing crashes.
// RUN: htam-opt %s --htam-optimize="dry-run=true steps=1" -verify-diagnostics -o /dev/null
// RUN: sh -c 'htam-opt %s --htam-optimize="dry-run=true steps=1" -o %t.mlir 2>/dev/null; echo "exit $?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit 2
// RUN: FileCheck %s --check-prefix=KEPT < %t.mlir
// KEPT-NOT: gpu.container_module
// KEPT: func.func @mask_arg(%{{.*}}: tensor<8xf32>, %{{.*}}: tensor<8xi1>) -> tensor<8xf32>
// KEPT: func.func @embedding_indices(%{{.*}}: tensor<6x4xf32>, %{{.*}}: tensor<5xi64>) -> tensor<5x4xf32>
// KEPT: func.func @argmax(%{{.*}}: tensor<4x16xf32>) -> tensor<4xi64>
// KEPT: func.func @to_int(%{{.*}}: tensor<8xf32>) -> tensor<8xi32>
// KEPT: func.func @greater(%{{.*}}: tensor<8xf32>, %{{.*}}: tensor<8xf32>) -> tensor<8xi1>

// htam-run refuses each before lowering it (the CPU run and the plan alike).
// RUN: not htam-run %s --func embedding_indices --cpu-run 2>&1 | FileCheck %s --check-prefix=RUN-EMB
// RUN-EMB: edge-types-unsupported.mlir:{{[0-9]+}}:1: error: htam-run: 'embedding_indices' has argument 1 of type tensor<5xi64>
// RUN: not htam-run %s --func argmax --print-plan 2>&1 | FileCheck %s --check-prefix=RUN-ARGMAX
// RUN-ARGMAX: edge-types-unsupported.mlir:{{[0-9]+}}:1: error: htam-run: 'argmax' has result 0 of type tensor<4xi64>
// RUN: not htam-run %s --func to_int --cpu-run 2>&1 | FileCheck %s --check-prefix=RUN-INT
// RUN-INT: edge-types-unsupported.mlir:{{[0-9]+}}:1: error: htam-run: 'to_int' has result 0 of type tensor<8xi32>
// RUN: not htam-run %s --func greater --print-plan 2>&1 | FileCheck %s --check-prefix=RUN-GT
// RUN-GT: edge-types-unsupported.mlir:{{[0-9]+}}:1: error: htam-run: 'greater' has result 0 of type tensor<8xi1>

// RUN: not htam-run %s --func mask_arg --cpu-run 2>&1 | FileCheck %s --check-prefix=RUN-MASK
// RUN: not htam-run %s --func mask_arg --print-plan 2>&1 | FileCheck %s --check-prefix=RUN-MASK
// RUN-MASK: edge-types-unsupported.mlir:[[@LINE+4]]:1: error: htam-run: 'mask_arg' has argument 1 of type tensor<8xi1>: the runtime generates, binds and compares only f32 tensors as arguments and results
// RUN-MASK-NOT: Stack dump
#map = affine_map<(d0) -> (d0)>
// expected-warning @below {{htam-optimize: 'mask_arg' is skipped and left as it was: 'mask_arg' has argument 1 of type tensor<8xi1>: the runtime generates, binds and compares only f32 tensors as arguments and results}}
func.func @mask_arg(%x: tensor<8xf32>, %m: tensor<8xi1>) -> tensor<8xf32> {
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%x, %m : tensor<8xf32>, tensor<8xi1>) outs(%0 : tensor<8xf32>) {
  ^bb0(%in: f32, %in_0: i1, %out: f32):
    %2 = arith.negf %in : f32
    %3 = arith.select %in_0, %in, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// torch.nn.functional.embedding(idx, w) with the indices an argument.
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
// expected-warning @below {{htam-optimize: 'embedding_indices' is skipped and left as it was: 'embedding_indices' has argument 1 of type tensor<5xi64>: the runtime}}
func.func @embedding_indices(%w: tensor<6x4xf32>, %idx: tensor<5xi64>) -> tensor<5x4xf32> {
  %0 = tensor.empty() : tensor<5x4xf32>
  %1 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<5xi64>) outs(%0 : tensor<5x4xf32>) {
  ^bb0(%in: i64, %out: f32):
    %2 = arith.index_cast %in : i64 to index
    %3 = linalg.index 1 : index
    %4 = tensor.extract %w[%2, %3] : tensor<6x4xf32>
    linalg.yield %4 : f32
  } -> tensor<5x4xf32>
  return %1 : tensor<5x4xf32>
}

// torch.argmax(x, dim=1): the i64 indices are the result.
// expected-warning @below {{htam-optimize: 'argmax' is skipped and left as it was: 'argmax' has result 0 of type tensor<4xi64>: the runtime}}
func.func @argmax(%x: tensor<4x16xf32>) -> tensor<4xi64> {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i64 = arith.constant 0 : i64
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.empty() : tensor<4xi64>
  %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<4xi64>) -> tensor<4xi64>
  %4:2 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x16xf32>) outs(%1, %3 : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %5 = linalg.index 1 : index
    %6 = arith.index_cast %5 : index to i64
    %7 = arith.maximumf %in, %out : f32
    %8 = arith.cmpf ogt, %in, %out : f32
    %9 = arith.select %8, %6, %out_0 : i64
    linalg.yield %7, %9 : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %4#1 : tensor<4xi64>
}

// x.to(torch.int32): an i32 result.
// expected-warning @below {{htam-optimize: 'to_int' is skipped and left as it was: 'to_int' has result 0 of type tensor<8xi32>: the runtime}}
func.func @to_int(%x: tensor<8xf32>) -> tensor<8xi32> {
  %0 = tensor.empty() : tensor<8xi32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%0 : tensor<8xi32>) {
  ^bb0(%in: f32, %out: i32):
    %2 = arith.fptosi %in : f32 to i32
    linalg.yield %2 : i32
  } -> tensor<8xi32>
  return %1 : tensor<8xi32>
}

// x > y: an i1 result.
// expected-warning @below {{htam-optimize: 'greater' is skipped and left as it was: 'greater' has result 0 of type tensor<8xi1>: the runtime}}
func.func @greater(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xi1> {
  %0 = tensor.empty() : tensor<8xi1>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xi1>) {
  ^bb0(%in: f32, %in_0: f32, %out: i1):
    %2 = arith.cmpf ogt, %in, %in_0 : f32
    linalg.yield %2 : i1
  } -> tensor<8xi1>
  return %1 : tensor<8xi1>
}
