// "Functions on memrefs are skipped without a warning": a public function
// with a body that is not an operator task is skipped with a warning at its
// location that says why; a module with functions but no task says so once.
// Declarations and private helpers are skipped silently.
// RUN: htam-opt %s -split-input-file --htam-analyze -verify-diagnostics \
// RUN:   -o /dev/null
// RUN: htam-opt %s -split-input-file -o /dev/null \
// RUN:   --htam-optimize="dry-run=true steps=1" \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// CHECK: skipped-functions-warning.mlir:[[#@LINE+12]]:3: warning: htam-optimize: 'on_memrefs' is not an operator task and is skipped: it takes memrefs, not tensors
// CHECK: skipped-functions-warning.mlir:[[#@LINE+16]]:3: warning: htam-optimize: 'on_scalars' is not an operator task and is skipped: it has no ranked tensor argument or result
// CHECK: warning: htam-optimize: no operator task in the module
// CHECK-NOT: 'declared'
// CHECK-NOT: 'helper'
// CHECK: skipped-functions-warning.mlir:[[#@LINE+26]]:3: warning: htam-optimize: 'on_memrefs' is not an operator task
// CHECK-NOT: no operator task
// CHECK: htam: task step 1/1

// expected-warning @below {{htam-analyze: no operator task in the module (a public func.func with a body on ranked tensors); declarations and private functions are skipped}}
module {
  // expected-warning @below {{htam-analyze: 'on_memrefs' is not an operator task and is skipped: it takes memrefs, not tensors (operator tasks are functions on ranked tensors, before bufferization)}}
  func.func @on_memrefs(%x: memref<128xf32>, %y: memref<128xf32>) {
    linalg.copy ins(%x : memref<128xf32>) outs(%y : memref<128xf32>)
    return
  }
  // expected-warning @below {{htam-analyze: 'on_scalars' is not an operator task and is skipped: it has no ranked tensor argument or result}}
  func.func @on_scalars(%a: f32) -> f32 {
    return %a : f32
  }
  func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
  func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

// With a task, only the memref function is reported.
module {
  // expected-warning @below {{htam-analyze: 'on_memrefs' is not an operator task and is skipped: it takes memrefs}}
  func.func @on_memrefs(%x: memref<128xf32>) {
    return
  }
  func.func @task(%x: tensor<4xf32>) -> tensor<4xf32> {
    %y = arith.addf %x, %x : tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
