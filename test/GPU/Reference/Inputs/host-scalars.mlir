// Tasks with scalar tensor.extract / tensor.insert / tensor.from_elements
// outside linalg ops: the reference lowering runs them as one-thread kernels
// or inside the kernel that reads the scalar (htam-device-scalar-accesses).
// Used by test/GPU/Reference/host-scalars.test and the CPU tests of
// test/Transforms/htam-device-scalar-accesses.mlir.

// y = exp(x), then y[1, 1] += y[1, 1]: a load and a store after a kernel.
func.func @host_store(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.exp ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %c1 = arith.constant 1 : index
  %v = tensor.extract %y[%c1, %c1] : tensor<4x8xf32>
  %w = arith.addf %v, %v : f32
  %r = tensor.insert %w into %y[%c1, %c1] : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// x + t[2]^2: a fill with a scalar extracted from an input.
func.func @fill_extracted(%x: tensor<1000xf32>, %t: tensor<4xf32>) -> tensor<1000xf32> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract %t[%c2] : tensor<4xf32>
  %s2 = arith.mulf %s, %s : f32
  %e = tensor.empty() : tensor<1000xf32>
  %f = linalg.fill ins(%s2 : f32) outs(%e : tensor<1000xf32>) -> tensor<1000xf32>
  %y = arith.addf %x, %f : tensor<1000xf32>
  return %y : tensor<1000xf32>
}

// x / sum(x): the scalar is read from a temporary a kernel wrote.
func.func @divide_by_sum(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%x : tensor<64x32xf32>) outs(%acc : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %total = tensor.extract %sum[] : tensor<f32>
  %e = tensor.empty() : tensor<64x32xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x32xf32>) outs(%e : tensor<64x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %total : f32
    linalg.yield %d : f32
  } -> tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}

// Two outputs: x + y, and x[3] * y[5] as a one-element tensor.
func.func @from_elements(%x: tensor<16xf32>, %y: tensor<16xf32>) -> (tensor<16xf32>, tensor<1xf32>) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = tensor.extract %x[%c3] : tensor<16xf32>
  %b = tensor.extract %y[%c5] : tensor<16xf32>
  %p = arith.mulf %a, %b : f32
  %s = tensor.from_elements %p : tensor<1xf32>
  %z = arith.addf %x, %y : tensor<16xf32>
  return %z, %s : tensor<16xf32>, tensor<1xf32>
}

// The input with its element 3 replaced by element 5 (an input is never
// written: bufferization copies it into the output first).
func.func @insert_into_input(%x: tensor<16xf32>) -> tensor<16xf32> {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %e = tensor.extract %x[%c5] : tensor<16xf32>
  %r = tensor.insert %e into %x[%c3] : tensor<16xf32>
  return %r : tensor<16xf32>
}
