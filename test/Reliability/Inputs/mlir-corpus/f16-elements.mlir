// A task on f16 tensors.
func.func @f(%x: tensor<128xf16>) -> tensor<128xf16> {
  %y = math.exp %x : tensor<128xf16>
  return %y : tensor<128xf16>
}
