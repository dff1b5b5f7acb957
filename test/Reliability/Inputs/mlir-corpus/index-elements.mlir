// A task on tensors of index values.
func.func @f(%x: tensor<16xindex>) -> tensor<16xindex> {
  %y = arith.addi %x, %x : tensor<16xindex>
  return %y : tensor<16xindex>
}
