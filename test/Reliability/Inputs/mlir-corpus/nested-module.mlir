// A task inside a nested module.
module {
  module @inner {
    func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
      %y = arith.mulf %x, %x : tensor<128xf32>
      return %y : tensor<128xf32>
    }
  }
}
