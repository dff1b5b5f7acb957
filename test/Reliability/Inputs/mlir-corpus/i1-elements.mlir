// A task on i1 tensors.
func.func @f(%x: tensor<64xi1>, %y: tensor<64xi1>) -> tensor<64xi1> {
  %z = arith.xori %x, %y : tensor<64xi1>
  return %z : tensor<64xi1>
}
