// A tensor of rank 12 with unit dimensions around a large one.
func.func @f(%x: tensor<1x1x1x1x1x1x1x1x1x1x1x4096xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x4096xf32> {
  %y = arith.addf %x, %x : tensor<1x1x1x1x1x1x1x1x1x1x1x4096xf32>
  return %y : tensor<1x1x1x1x1x1x1x1x1x1x1x4096xf32>
}
