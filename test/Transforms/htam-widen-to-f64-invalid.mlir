// RUN: htam-opt %s -split-input-file --htam-widen-to-f64 -verify-diagnostics
// RUN: not htam-opt %s -split-input-file --htam-widen-to-f64="widen-signature=false" 2>&1 | FileCheck %s --check-prefix=KEEP

// Ops whose meaning depends on the width of f32, or is unknown, are errors
// at their location (nothing is changed).

func.func @bits(%x: f32) -> i32 {
  // expected-error @below {{'arith.bitcast' op cannot be widened to f64: its meaning depends on the 32-bit width of f32}}
  %b = arith.bitcast %x : f32 to i32
  return %b : i32
}

// -----

// expected-error @below {{'func.func' op cannot be widened to f64: it is a declaration: what it computes in f64 is unknown}}
func.func private @expf(f32) -> f32

func.func @calls(%x: f32) -> f32 {
  %y = func.call @expf(%x) : (f32) -> f32
  return %y : f32
}

// -----

func.func @unknown(%x: vector<4xf32>) -> vector<4xf32> {
  %c = arith.constant 1.0 : f32
  // expected-error @below {{'vector.broadcast' op cannot be widened to f64: its f32 semantics are unknown to the pass}}
  %b = vector.broadcast %c : f32 to vector<4xf32>
  %r = arith.addf %x, %b : vector<4xf32>
  return %r : vector<4xf32>
}

// -----

func.func @view(%buf: memref<1024xi8>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'memref.view' op cannot be widened to f64: its meaning depends on the 32-bit width of f32}}
  %v = memref.view %buf[%c0][] : memref<1024xi8> to memref<16xf32>
  return %v : memref<16xf32>
}

// -----

func.func @resource() -> tensor<2xf32> {
  // expected-error @below {{'arith.constant' op cannot be widened to f64: it holds f32 constants that are not dense elements}}
  %c = arith.constant dense_resource<blob> : tensor<2xf32>
  return %c : tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F00000040"
    }
  }
#-}

// -----

// Valid with a widened signature; with widen-signature=false a memref
// boundary cannot be cast, and a call cannot cross a kept signature.
// KEEP: error: 'func.func' op cannot keep its f32 signature (widen-signature=false): only f32 tensors and scalars can be cast at the boundary
// KEEP: error: 'func.call' op calls '@twice', whose f32 signature is kept (widen-signature=false); widen the signature instead
func.func @scale(%x: memref<4xf32>) {
  return
}

func.func @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = arith.addf %x, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @twice(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
