// A task whose body has several blocks (cf.br).
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  cf.br ^bb1(%x : tensor<128xf32>)
^bb1(%t: tensor<128xf32>):
  %y = arith.mulf %t, %t : tensor<128xf32>
  return %y : tensor<128xf32>
}
