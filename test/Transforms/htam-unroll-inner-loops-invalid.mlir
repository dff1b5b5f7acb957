// RUN: htam-opt %s --htam-unroll-inner-loops="factor=0" -verify-diagnostics
// RUN: htam-opt %s --htam-unroll-inner-loops="factor=65" -verify-diagnostics

// Factors outside 1 to 64 are refused at the module.
// expected-error @below {{htam-unroll-inner-loops: factor must be 1 to 64, got}}
module {
  gpu.module @m {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}
