// RUN: htam-opt %s --htam-map-parallel-loops="threads-per-block=2000" -verify-diagnostics

// expected-error @below {{htam-map-parallel-loops: threads-per-block must be in [1, 1024], got 2000}}
func.func @f() {
  return
}
