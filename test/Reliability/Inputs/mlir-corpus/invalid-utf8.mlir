// A string attribute holding invalid UTF-8.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> attributes {note = "ÿşÃ"} {
  return %x : tensor<128xf32>
}
