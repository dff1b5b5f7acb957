// Average pooling 1D, kernel 8, stride 1, padding 4 (KernelBench level 1
// task 44, small; count_include_pad): zero padding, a window sum, then / 8.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @avgpool1d(%x: tensor<2x4x64xf32>) -> tensor<2x4x65xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 4] high[0, 0, 4] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %zero : f32
  } : tensor<2x4x64xf32> to tensor<2x4x72xf32>
  %win = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<2x4x65xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x65xf32>) -> tensor<2x4x65xf32>
  %s = linalg.pooling_ncw_sum {dilations = dense<1> : vector<1xi64>,
                               strides = dense<1> : vector<1xi64>}
      ins(%p, %win : tensor<2x4x72xf32>, tensor<8xf32>)
      outs(%acc : tensor<2x4x65xf32>) -> tensor<2x4x65xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s : tensor<2x4x65xf32>) outs(%e : tensor<2x4x65xf32>) {
  ^bb0(%in: f32, %out: f32):
    %k = arith.constant 8.0 : f32
    %r = arith.divf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<2x4x65xf32>
  return %y : tensor<2x4x65xf32>
}
