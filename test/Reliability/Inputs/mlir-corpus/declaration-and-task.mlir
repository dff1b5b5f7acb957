// A declaration next to a real task, which is still handled.
func.func private @decl(tensor<128xf32>) -> tensor<128xf32>
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %y = arith.mulf %x, %x : tensor<128xf32>
  return %y : tensor<128xf32>
}
