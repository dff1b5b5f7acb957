// A task on complex tensors.
func.func @f(%x: tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
  %init = tensor.empty() : tensor<16xcomplex<f32>>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<16xcomplex<f32>>) outs(%init : tensor<16xcomplex<f32>>) {
  ^bb0(%in: complex<f32>, %out: complex<f32>):
    %r = complex.mul %in, %in : complex<f32>
    linalg.yield %r : complex<f32>
  } -> tensor<16xcomplex<f32>>
  return %y : tensor<16xcomplex<f32>>
}
