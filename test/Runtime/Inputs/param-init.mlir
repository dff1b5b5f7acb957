// A convolution whose weight and norm-style scale are parameters with inits.
func.func @t(%x: tensor<1x2x6x6xf32>, %w: tensor<2x2x3x3xf32> {htam.init = "uniform(-0.2357..0.2357)"}, %g: tensor<2xf32> {htam.init = "const(1)"}) -> tensor<1x2x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a,b,c,d) -> (a,b,c,d)>, affine_map<(a,b,c,d) -> (b)>, affine_map<(a,b,c,d) -> (a,b,c,d)>], iterator_types = ["parallel","parallel","parallel","parallel"]} ins(%c, %g : tensor<1x2x4x4xf32>, tensor<2xf32>) outs(%e2 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}
