// An attribute value of an unknown dialect.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> attributes {htam.thing = #frob<"x">} {
  return %x : tensor<128xf32>
}
