// Function declarations only: no operator task.
func.func private @f(tensor<128xf32>) -> tensor<128xf32>
func.func private @g(memref<4xf32>)
