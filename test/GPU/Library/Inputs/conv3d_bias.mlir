// A 3-D convolution (no padding) plus a per-channel bias.
func.func @conv3d_bias(%x: tensor<2x3x6x7x8xf32>, %w: tensor<5x3x3x3x3xf32>,
                       %b: tensor<5xf32>) -> tensor<2x5x4x5x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x5x4x5x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x5x4x5x6xf32>) -> tensor<2x5x4x5x6xf32>
  %conv = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %w : tensor<2x3x6x7x8xf32>, tensor<5x3x3x3x3xf32>) outs(%f : tensor<2x5x4x5x6xf32>) -> tensor<2x5x4x5x6xf32>
  %e2 = tensor.empty() : tensor<2x5x4x5x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<2x5x4x5x6xf32>, tensor<5xf32>) outs(%e2 : tensor<2x5x4x5x6xf32>) {
  ^bb0(%c: f32, %bb: f32, %o: f32):
    %s = arith.addf %c, %bb : f32
    linalg.yield %s : f32
  } -> tensor<2x5x4x5x6xf32>
  return %r : tensor<2x5x4x5x6xf32>
}
