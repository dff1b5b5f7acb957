// What htam cannot handle in a module is reported at the op, naming the
// function and the reason, and the function is left as it was (issue 20
// item 5); htam-analyze annotates the same modules without failing, and
// htam-lower-reference refuses them with located errors
// (test/Transforms/htam-lower-reference-invalid.mlir).
// RUN: htam-opt %s -split-input-file -allow-unregistered-dialect \
// RUN:   --htam-optimize="dry-run=true steps=1" -verify-diagnostics -o /dev/null
// RUN: htam-opt %s -split-input-file -allow-unregistered-dialect \
// RUN:   --htam-analyze -o /dev/null 2>/dev/null
// Without -verify-diagnostics, the exit status says that a task was skipped
// (2; docs/DRIVER.md "Exit status") and the module is still written.
// RUN: sh -c 'htam-opt %s -split-input-file -allow-unregistered-dialect --htam-optimize="dry-run=true steps=1" -o %t.mlir 2>/dev/null; echo "exit $?"' | FileCheck %s --check-prefix=EXIT
// RUN: FileCheck %s --check-prefix=KEPT < %t.mlir
// EXIT: exit 2
// KEPT: func.func @for_loop(%{{.*}}: tensor<16xf32>) -> tensor<16xf32>
// KEPT: scf.for

func.func @for_loop(%x: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-warning @below {{htam-optimize: 'for_loop' is skipped and left as it was: 'scf.for' cannot be lowered to a GPU kernel: loops in a task body are not lowered (write the loop as a linalg op)}}
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> tensor<16xf32> {
    %b = arith.addf %a, %x : tensor<16xf32>
    scf.yield %b : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

func.func @while_loop(%x: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-warning @below {{htam-optimize: 'while_loop' is skipped and left as it was: 'scf.while' cannot be lowered to a GPU kernel: loops in a task body are not lowered}}
  %r:2 = scf.while (%i = %c0, %a = %x) : (index, tensor<16xf32>) -> (index, tensor<16xf32>) {
    %go = arith.cmpi slt, %i, %c4 : index
    scf.condition(%go) %i, %a : index, tensor<16xf32>
  } do {
  ^bb0(%j: index, %b: tensor<16xf32>):
    %n = arith.addi %j, %c1 : index
    %d = arith.addf %b, %x : tensor<16xf32>
    scf.yield %n, %d : index, tensor<16xf32>
  }
  return %r#1 : tensor<16xf32>
}

// -----

func.func @branch(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %x[%c0] : tensor<16xf32>
  %zero = arith.constant 0.0 : f32
  %pos = arith.cmpf ogt, %v, %zero : f32
  // expected-warning @below {{htam-optimize: 'branch' is skipped and left as it was: 'scf.if' cannot be lowered to a GPU kernel: control flow in a task body is not lowered}}
  %r = scf.if %pos -> tensor<16xf32> {
    scf.yield %x : tensor<16xf32>
  } else {
    scf.yield %y : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

func.func private @helper(%x: tensor<16xf32>) -> tensor<16xf32> {
  %y = arith.addf %x, %x : tensor<16xf32>
  return %y : tensor<16xf32>
}
func.func @caller(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-warning @below {{htam-optimize: 'caller' is skipped and left as it was: 'func.call' cannot be lowered to a GPU kernel: it calls @helper (inline the callee first, e.g. --inline)}}
  %y = func.call @helper(%x) : (tensor<16xf32>) -> tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

func.func @unknown_op(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-warning @below {{htam-optimize: 'unknown_op' is skipped and left as it was: 'mydialect.frob' cannot be lowered to a GPU kernel: it is an op of an unregistered dialect}}
  %y = "mydialect.frob"(%x) : (tensor<16xf32>) -> tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

func.func @other_dialect(%x: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  // expected-warning @below {{htam-optimize: 'other_dialect' is skipped and left as it was: 'vector.transfer_read' cannot be lowered to a GPU kernel: the reference lowering takes linalg, tensor, arith, math and bufferization ops}}
  %v = vector.transfer_read %x[%c0], %pad : tensor<16xf32>, vector<16xf32>
  %w = arith.addf %v, %v : vector<16xf32>
  %y = vector.transfer_write %w, %x[%c0] : vector<16xf32>, tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

// expected-warning @below {{htam-optimize: 'dynamic' is skipped and left as it was: 'dynamic' has a dynamic shape; the reference needs static shapes (argument 0 is tensor<?xf32>)}}
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %y = arith.addf %x, %x : tensor<?xf32>
  return %y : tensor<?xf32>
}

// -----

// A dynamic shape inside a static signature (the slice's size is an
// argument); before, the lowering failed late in gpu.func legalization.
func.func @dynamic_slice(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  // expected-warning @below {{htam-optimize: 'dynamic_slice' is skipped and left as it was: 'tensor.extract_slice' has a dynamic shape; the reference needs static shapes (result 0 is tensor<?xf32>)}}
  %s = tensor.extract_slice %x[0] [%n] [1] : tensor<8xf32> to tensor<?xf32>
  %e = tensor.empty() : tensor<8xf32>
  %r = tensor.insert_slice %s into %e[0] [%n] [1] : tensor<?xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// expected-warning @below {{htam-optimize: 'unranked' is skipped and left as it was: 'unranked' has an unranked tensor; the reference needs static shapes (argument 0 is tensor<*xf32>)}}
func.func @unranked(%x: tensor<*xf32>, %z: tensor<16xf32>) -> tensor<16xf32> {
  %c = tensor.cast %x : tensor<*xf32> to tensor<16xf32>
  %y = arith.addf %c, %z : tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

// f8 has no NVVM lowering (before, LLVM translation failed on a cast).
// expected-warning @below {{htam-optimize: 'fp8' is skipped and left as it was: 'fp8' has element type f8E4M3FN, which has no NVVM lowering (f16, bf16, f32, f64, integers and index have) (argument 0 is tensor<16xf8E4M3FN>)}}
func.func @fp8(%x: tensor<16xf8E4M3FN>) -> tensor<16xf32> {
  %y = arith.extf %x : tensor<16xf8E4M3FN> to tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

// f8 inside a body with an f32 signature.
func.func @fp8_inside(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-warning @below {{htam-optimize: 'fp8_inside' is skipped and left as it was: 'arith.truncf' has element type f8E5M2}}
  %h = arith.truncf %x : tensor<16xf32> to tensor<16xf8E5M2>
  %y = arith.extf %h : tensor<16xf8E5M2> to tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

// f16 lowers, but the runtime generates and compares f32 buffers only.
// expected-warning @below {{htam-optimize: 'half' is skipped and left as it was: 'half' has argument 0 of type tensor<16xf16>: the runtime generates, binds and compares only f32 tensors as arguments and results}}
func.func @half(%x: tensor<16xf16>) -> tensor<16xf16> {
  %y = arith.addf %x, %x : tensor<16xf16>
  return %y : tensor<16xf16>
}

// -----

// expected-warning @below {{htam-optimize: 'argmax_index' is skipped and left as it was: 'argmax_index' has result 0 of type tensor<i64>}}
func.func @argmax_index(%x: tensor<16xf32>) -> tensor<i64> {
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<i64>
  %f = linalg.fill ins(%c0 : i64) outs(%e : tensor<i64>) -> tensor<i64>
  return %f : tensor<i64>
}

// -----

// A scalar argument (a size) is not a buffer the runtime binds.
// expected-warning @below {{htam-optimize: 'scalar_arg' is skipped and left as it was: 'scalar_arg' has argument 1 of type f32}}
func.func @scalar_arg(%x: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %y = arith.addf %x, %f : tensor<16xf32>
  return %y : tensor<16xf32>
}
