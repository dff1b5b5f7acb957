// RUN: htam-opt %s -split-input-file --htam-analyze="sm-count=0" -verify-diagnostics

// A GPU description with no SMs is a user error, reported on the module.
// expected-error @below {{htam-analyze: GPU description must be positive}}
module {
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}
