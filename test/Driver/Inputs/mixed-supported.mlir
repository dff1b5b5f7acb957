// A module with a task htam optimizes (@good) and one it cannot handle
// (@bad: an scf.for in its body), used by htam-optimize-skip-mixed.test.
func.func @good(%x: tensor<256xf32>, %y: tensor<256xf32>) -> tensor<256xf32> {
  %z = arith.addf %x, %y : tensor<256xf32>
  return %z : tensor<256xf32>
}

func.func @bad(%x: tensor<256xf32>) -> tensor<256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> tensor<256xf32> {
    %b = arith.mulf %a, %x : tensor<256xf32>
    scf.yield %b : tensor<256xf32>
  }
  return %r : tensor<256xf32>
}
