// Two functions with the same name.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  return %x : tensor<128xf32>
}
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  return %x : tensor<128xf32>
}
