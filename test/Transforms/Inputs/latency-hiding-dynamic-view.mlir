// Without canonicalize after htam-data-reuse, the promoted tiles are views
// with dynamic sizes of byte buffers, which cannot be multi-buffered: a
// located error, no invalid IR.
func.func @gemm(%a: tensor<128x64xf32>, %b: tensor<64x64xf32>, %c: tensor<128x64xf32>) -> tensor<128x64xf32> {
  // expected-error @below {{htam-latency-hiding: a workgroup buffer viewed with dynamic sizes cannot be multi-buffered (canonicalize first)}}
  %r = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x64xf32>) outs(%c : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}
