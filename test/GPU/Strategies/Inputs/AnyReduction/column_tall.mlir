// A column sum of a tall matrix, 1048577 x 33 (138 MB): 33 outputs, so
// the column is split across blocks (partials, then a second kernel).
func.func @column_tall(%x: tensor<1048577x33xf32>) -> tensor<33xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<33xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<33xf32>) -> tensor<33xf32>
  %s = linalg.reduce ins(%x : tensor<1048577x33xf32>) outs(%acc : tensor<33xf32>)
      dimensions = [0]
    (%in: f32, %out: f32) {
      %r = arith.addf %in, %out : f32
      linalg.yield %r : f32
    }
  return %s : tensor<33xf32>
}
