// Discardable attributes of an unknown dialect on a task and on its op.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> attributes {frob.level = 3 : i64} {
  %y = arith.mulf %x, %x {frob.hint = "fast"} : tensor<128xf32>
  return %y : tensor<128xf32>
}
