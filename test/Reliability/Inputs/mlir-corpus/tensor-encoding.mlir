// Tensors with an (arbitrary) encoding attribute.
func.func @f(%x: tensor<16xf32, 7 : i64>) -> tensor<16xf32, 7 : i64> {
  %y = arith.addf %x, %x : tensor<16xf32, 7 : i64>
  return %y : tensor<16xf32, 7 : i64>
}
