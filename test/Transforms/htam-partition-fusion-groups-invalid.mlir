// RUN: htam-opt %s -split-input-file -verify-diagnostics --htam-partition-fusion-groups

// What the partition refuses: located errors naming the op and the reason.

// expected-error@+1 {{htam-partition-fusion-groups: 'dynamic_signature' is not partitioned: its signature has a dynamic shape}}
func.func @dynamic_signature(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  return %x : tensor<?x8xf32>
}

// -----

func.func @dynamic_op(%x: tensor<4x8xf32>, %n: index) -> tensor<4x8xf32> {
  // expected-error@+1 {{htam-partition-fusion-groups: 'dynamic_op' is not partitioned: 'tensor.empty' has a dynamic shape 'tensor<?x8xf32>'}}
  %e = tensor.empty(%n) : tensor<?x8xf32>
  return %x : tensor<4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @loop(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // expected-error@+1 {{htam-partition-fusion-groups: 'loop' is not partitioned: 'scf.for' is a loop or branch (scf ops are not partitioned)}}
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> (tensor<4x8xf32>) {
    %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = arith.addf %v, %v : f32
      linalg.yield %t : f32
    } -> tensor<4x8xf32>
    scf.yield %n : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

// -----

func.func private @helper(tensor<4x8xf32>) -> tensor<4x8xf32>

func.func @calls(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{htam-partition-fusion-groups: 'calls' is not partitioned: 'func.call' calls another function (calls are not partitioned)}}
  %r = func.call @helper(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Several refusals in one function are all reported; a second function of
// the module is still partitioned (the error comes from the first only).
func.func private @helper(tensor<4x8xf32>) -> tensor<4x8xf32>

func.func @two_problems(%x: tensor<4x8xf32>, %c: i1) -> tensor<4x8xf32> {
  // expected-error@+1 {{'func.call' calls another function}}
  %r = func.call @helper(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error@+1 {{'scf.if' is a loop or branch}}
  %s = scf.if %c -> tensor<4x8xf32> {
    scf.yield %r : tensor<4x8xf32>
  } else {
    scf.yield %x : tensor<4x8xf32>
  }
  return %s : tensor<4x8xf32>
}

#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @fine(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%m : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m2 : tensor<4x4xf32>
}
