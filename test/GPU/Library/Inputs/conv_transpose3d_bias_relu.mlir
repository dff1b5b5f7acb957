// ConvTranspose3d(2, 3, 3, stride=2, padding=1) + bias + ReLU: x
// zero-inserted at 2 i + 1 in 7x9x11, the flipped transposed weight, a 3-D
// convolution, then the epilogue.
func.func @conv_transpose3d_bias_relu(%x: tensor<1x2x3x4x5xf32>,
                                      %w: tensor<2x3x3x3x3xf32>,
                                      %b: tensor<3xf32>) -> tensor<1x3x5x7x9xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x2x7x9x11xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1x2x7x9x11xf32>) -> tensor<1x2x7x9x11xf32>
  %pad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1, d4 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x3x4x5xf32>) outs(%f2 : tensor<1x2x7x9x11xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x2x7x9x11xf32>
  %e3 = tensor.empty() : tensor<3x2x3x3x3xf32>
  %wf = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d0, -d2 + 2, -d3 + 2, -d4 + 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%w : tensor<2x3x3x3x3xf32>) outs(%e3 : tensor<3x2x3x3x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3x2x3x3x3xf32>
  %e4 = tensor.empty() : tensor<1x3x5x7x9xf32>
  %f5 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<1x3x5x7x9xf32>) -> tensor<1x3x5x7x9xf32>
  %conv = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%pad, %wf : tensor<1x2x7x9x11xf32>, tensor<3x2x3x3x3xf32>) outs(%f5 : tensor<1x3x5x7x9xf32>) -> tensor<1x3x5x7x9xf32>
  %e6 = tensor.empty() : tensor<1x3x5x7x9xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<1x3x5x7x9xf32>, tensor<3xf32>) outs(%e6 : tensor<1x3x5x7x9xf32>) {
  ^bb0(%c: f32, %bb: f32, %o: f32):
    %s = arith.addf %c, %bb : f32
    %m = arith.maximumf %s, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<1x3x5x7x9xf32>
  return %r : tensor<1x3x5x7x9xf32>
}
