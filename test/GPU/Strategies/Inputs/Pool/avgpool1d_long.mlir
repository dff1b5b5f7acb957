// Average pooling 1D, kernel 5, stride 2, padding 3, dilation 2, zero
// padding through tensor.pad: rows of 1499 outputs, so tiles of 512 or
// 1024 outputs leave a partial tile at each row's end, and stride 2 makes
// the tile's input region (cols - 1) * 2 + 9 wide.
func.func @avgpool1d_long(%x: tensor<2x3x3000xf32>) -> tensor<2x3x1499xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 3] high[0, 0, 3] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %zero : f32
  } : tensor<2x3x3000xf32> to tensor<2x3x3006xf32>
  %win = tensor.empty() : tensor<5xf32>
  %e = tensor.empty() : tensor<2x3x1499xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x1499xf32>) -> tensor<2x3x1499xf32>
  %y = linalg.pooling_ncw_sum {dilations = dense<2> : vector<1xi64>,
                               strides = dense<2> : vector<1xi64>}
      ins(%p, %win : tensor<2x3x3006xf32>, tensor<5xf32>)
      outs(%acc : tensor<2x3x1499xf32>) -> tensor<2x3x1499xf32>
  %e2 = tensor.empty() : tensor<2x3x1499xf32>
  %avg = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
                                          affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%y : tensor<2x3x1499xf32>) outs(%e2 : tensor<2x3x1499xf32>) {
  ^bb0(%s: f32, %o: f32):
    %c5 = arith.constant 5.0 : f32
    %d = arith.divf %s, %c5 : f32
    linalg.yield %d : f32
  } -> tensor<2x3x1499xf32>
  return %avg : tensor<2x3x1499xf32>
}
