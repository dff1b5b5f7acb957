// Symbol names in unicode (quoted).
func.func @"ƒünçtïøn_λ"(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = arith.mulf %x, %x : tensor<128xf32>
  return %y : tensor<128xf32>
}
