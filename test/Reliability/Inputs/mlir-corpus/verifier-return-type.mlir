// Verifier error: the returned type does not match the signature.
func.func @f(%x: tensor<128xf32>) -> tensor<64xf32> {
  return %x : tensor<128xf32>
}
