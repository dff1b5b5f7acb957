// A function on vectors next to a tensor result.
func.func @f(%v: vector<4xf32>) -> tensor<4xf32> {
  %init = tensor.empty() : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %y = vector.transfer_write %v, %init[%c0] : vector<4xf32>, tensor<4xf32>
  return %y : tensor<4xf32>
}
