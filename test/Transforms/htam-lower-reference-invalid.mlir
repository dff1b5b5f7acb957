// RUN: htam-opt %s -split-input-file --htam-lower-reference -verify-diagnostics
// RUN: not htam-opt %s -split-input-file --htam-lower-reference="format=elf" 2>&1 | FileCheck %s --check-prefix=FORMAT

// FORMAT: for the --format option: unknown value 'elf', valid values: isa, bin, fatbin

func.func @loop(%x: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{htam-lower-reference: 'scf.for' cannot be lowered to a GPU kernel}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<16xf32>) {
    scf.yield %acc : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// expected-error @below {{htam-lower-reference: 'dynamic' has a dynamic shape; the reference needs static shapes}}
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

// -----

func.func private @callee(%x: tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{htam-lower-reference: 'func.call' cannot be lowered to a GPU kernel}}
  %r = func.call @callee(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
