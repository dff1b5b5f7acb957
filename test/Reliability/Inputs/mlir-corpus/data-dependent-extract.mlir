// A task that indexes one tensor with a value of another.
func.func @f(%x: tensor<128xf32>, %i: tensor<1xindex>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %j = tensor.extract %i[%c0] : tensor<1xindex>
  %v = tensor.extract %x[%j] : tensor<128xf32>
  %y = tensor.from_elements %v : tensor<1xf32>
  return %y : tensor<1xf32>
}
