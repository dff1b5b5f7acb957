// A 2-D convolution of a tensor.pad-ded input (pad 1), then bias and ReLU:
// cuDNN into scratch, the epilogue as a generated kernel.
func.func @conv2d_tensor_pad_bias_relu(%x: tensor<2x3x10x10xf32>,
                                       %w: tensor<5x3x3x3xf32>,
                                       %b: tensor<5xf32>) -> tensor<2x5x10x10xf32> {
  %c0 = arith.constant 0.0 : f32
  %pad = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c0 : f32
  } : tensor<2x3x10x10xf32> to tensor<2x3x12x12xf32>
  %e = tensor.empty() : tensor<2x5x10x10xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x5x10x10xf32>) -> tensor<2x5x10x10xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad, %w : tensor<2x3x12x12xf32>, tensor<5x3x3x3xf32>) outs(%f : tensor<2x5x10x10xf32>) -> tensor<2x5x10x10xf32>
  %e2 = tensor.empty() : tensor<2x5x10x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<2x5x10x10xf32>, tensor<5xf32>) outs(%e2 : tensor<2x5x10x10xf32>) {
  ^bb0(%c: f32, %bb: f32, %o: f32):
    %s = arith.addf %c, %bb : f32
    %m = arith.maximumf %s, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<2x5x10x10xf32>
  return %r : tensor<2x5x10x10xf32>
}
