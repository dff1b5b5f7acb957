// A transpose followed by a broadcast add (issue 25: 17% of the roofline),
// 4099 x 8191 -> 8191 x 4099 (134 MB each way), then a ReLU.
func.func @transpose_bias(%x: tensor<4099x8191xf32>, %b: tensor<4099xf32>) -> tensor<8191x4099xf32> {
  %e = tensor.empty() : tensor<8191x4099xf32>
  %t = linalg.transpose ins(%x : tensor<4099x8191xf32>) outs(%e : tensor<8191x4099xf32>) permutation = [1, 0]
  %bb = linalg.broadcast ins(%b : tensor<4099xf32>) outs(%e : tensor<8191x4099xf32>) dimensions = [0]
  %s = linalg.add ins(%t, %bb : tensor<8191x4099xf32>, tensor<8191x4099xf32>) outs(%e : tensor<8191x4099xf32>) -> tensor<8191x4099xf32>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8191x4099xf32>) -> tensor<8191x4099xf32>
  %r = linalg.max ins(%s, %z : tensor<8191x4099xf32>, tensor<8191x4099xf32>) outs(%e : tensor<8191x4099xf32>) -> tensor<8191x4099xf32>
  return %r : tensor<8191x4099xf32>
}
