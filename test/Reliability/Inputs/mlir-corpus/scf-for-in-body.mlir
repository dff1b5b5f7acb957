// An scf.for loop at the top of a task's body.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<128xf32>) {
    %init = tensor.empty() : tensor<128xf32>
    %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%acc : tensor<128xf32>) outs(%init : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %in : f32
      linalg.yield %m : f32
    } -> tensor<128xf32>
    scf.yield %y : tensor<128xf32>
  }
  return %r : tensor<128xf32>
}
