// x read transposed and also through a slice, which the transpose analysis
// does not follow: x is not staged, so no tile template takes the task.
func.func @transpose_and_slice(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %s = tensor.extract_slice %x[0, 0] [64, 64] [1, 1] : tensor<64x64xf32> to tensor<64x64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<64x64xf32>
  return %y : tensor<64x64xf32>
}
