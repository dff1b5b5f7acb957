// A file cut off in the middle of an operation.
func.func @f(%x: tensor<128xf32>) -> tensor<128xf32> {
  %init = tensor.empty() : tensor<128xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -