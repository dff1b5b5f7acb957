// A task on i32 tensors.
func.func @f(%x: tensor<128xi32>) -> tensor<128xi32> {
  %y = arith.muli %x, %x : tensor<128xi32>
  return %y : tensor<128xi32>
}
