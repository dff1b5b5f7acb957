// Column reductions with few outputs: a sum over dim 0 of a tall 4099x33
// matrix (33 outputs, 2 column tiles: the column is split across blocks,
// partials combined by a second kernel), and a max over the middle dim of
// 5x1023x40 (keep 5x40).
func.func @column_split(%x: tensor<4099x33xf32>, %y: tensor<5x1023x40xf32>) -> (tensor<33xf32>, tensor<5x40xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<33xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<33xf32>) -> tensor<33xf32>
  %s = linalg.reduce ins(%x : tensor<4099x33xf32>) outs(%acc : tensor<33xf32>)
      dimensions = [0]
    (%in: f32, %out: f32) {
      %r = arith.addf %in, %out : f32
      linalg.yield %r : f32
    }
  %e2 = tensor.empty() : tensor<5x40xf32>
  %acc2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<5x40xf32>) -> tensor<5x40xf32>
  %m = linalg.reduce ins(%y : tensor<5x1023x40xf32>) outs(%acc2 : tensor<5x40xf32>)
      dimensions = [1]
    (%in: f32, %out: f32) {
      %r = arith.maximumf %out, %in : f32
      linalg.yield %r : f32
    }
  return %s, %m : tensor<33xf32>, tensor<5x40xf32>
}
