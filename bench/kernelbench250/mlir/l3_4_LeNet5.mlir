// Imported by htam-import from 4_LeNet5.py (torch 1.13.0a0, torch.fx)
// Arguments: x 4096x1x32x32 (input), conv1_weight 6x1x5x5 (parameter:conv1.weight), conv1_bias 6 (parameter:conv1.bias), conv2_weight 16x6x5x5 (parameter:conv2.weight), conv2_bias 16 (parameter:conv2.bias), fc1_weight 120x400 (parameter:fc1.weight), fc1_bias 120 (parameter:fc1.bias), fc2_weight 84x120 (parameter:fc2.weight), fc2_bias 84 (parameter:fc2.bias), fc3_weight 20x84 (parameter:fc3.weight), fc3_bias 20 (parameter:fc3.bias)
func.func @l3_4_lenet5(
    %x: tensor<4096x1x32x32xf32>,
    %conv1_weight: tensor<6x1x5x5xf32> {htam.init = "uniform(-0.2..0.2)"},
    %conv1_bias: tensor<6xf32> {htam.init = "uniform(-0.2..0.2)"},
    %conv2_weight: tensor<16x6x5x5xf32> {htam.init = "uniform(-0.0816496581..0.0816496581)"},
    %conv2_bias: tensor<16xf32> {htam.init = "uniform(-0.0816496581..0.0816496581)"},
    %fc1_weight: tensor<120x400xf32> {htam.init = "uniform(-0.05..0.05)"},
    %fc1_bias: tensor<120xf32> {htam.init = "uniform(-0.05..0.05)"},
    %fc2_weight: tensor<84x120xf32> {htam.init = "uniform(-0.0912870929..0.0912870929)"},
    %fc2_bias: tensor<84xf32> {htam.init = "uniform(-0.0912870929..0.0912870929)"},
    %fc3_weight: tensor<20x84xf32> {htam.init = "uniform(-0.109108945..0.109108945)"},
    %fc3_bias: tensor<20xf32> {htam.init = "uniform(-0.109108945..0.109108945)"}) -> (tensor<4096x20xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<4096x6x28x28xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<4096x6x28x28xf32>) -> tensor<4096x6x28x28xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv1_weight : tensor<4096x1x32x32xf32>, tensor<6x1x5x5xf32>) outs(%f2 : tensor<4096x6x28x28xf32>) -> tensor<4096x6x28x28xf32>
  %e5 = tensor.empty() : tensor<4096x6x28x28xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv1_bias : tensor<4096x6x28x28xf32>, tensor<6xf32>) outs(%e5 : tensor<4096x6x28x28xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<4096x6x28x28xf32>
  %e11 = tensor.empty() : tensor<4096x6x28x28xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g10 : tensor<4096x6x28x28xf32>) outs(%e11 : tensor<4096x6x28x28xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.maximumf %a12, %c0 : f32
    linalg.yield %b14 : f32
  } -> tensor<4096x6x28x28xf32>
  %e16 = tensor.empty() : tensor<4096x6x14x14xf32>
  %f17 = linalg.fill ins(%c1 : f32) outs(%e16 : tensor<4096x6x14x14xf32>) -> tensor<4096x6x14x14xf32>
  %e18 = tensor.empty() : tensor<2x2xf32>
  %pool19 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g15, %e18 : tensor<4096x6x28x28xf32>, tensor<2x2xf32>) outs(%f17 : tensor<4096x6x14x14xf32>) -> tensor<4096x6x14x14xf32>
  %e20 = tensor.empty() : tensor<4096x16x10x10xf32>
  %f21 = linalg.fill ins(%c0 : f32) outs(%e20 : tensor<4096x16x10x10xf32>) -> tensor<4096x16x10x10xf32>
  %conv22 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pool19, %conv2_weight : tensor<4096x6x14x14xf32>, tensor<16x6x5x5xf32>) outs(%f21 : tensor<4096x16x10x10xf32>) -> tensor<4096x16x10x10xf32>
  %e24 = tensor.empty() : tensor<4096x16x10x10xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv22, %conv2_bias : tensor<4096x16x10x10xf32>, tensor<16xf32>) outs(%e24 : tensor<4096x16x10x10xf32>) {
  ^bb0(%a25: f32, %a26: f32, %o27: f32):
    %b28 = arith.addf %a25, %a26 : f32
    linalg.yield %b28 : f32
  } -> tensor<4096x16x10x10xf32>
  %e30 = tensor.empty() : tensor<4096x16x10x10xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g29 : tensor<4096x16x10x10xf32>) outs(%e30 : tensor<4096x16x10x10xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.maximumf %a31, %c0 : f32
    linalg.yield %b33 : f32
  } -> tensor<4096x16x10x10xf32>
  %e35 = tensor.empty() : tensor<4096x16x5x5xf32>
  %f36 = linalg.fill ins(%c1 : f32) outs(%e35 : tensor<4096x16x5x5xf32>) -> tensor<4096x16x5x5xf32>
  %e37 = tensor.empty() : tensor<2x2xf32>
  %pool38 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g34, %e37 : tensor<4096x16x10x10xf32>, tensor<2x2xf32>) outs(%f36 : tensor<4096x16x5x5xf32>) -> tensor<4096x16x5x5xf32>
  %r39 = tensor.collapse_shape %pool38 [[0], [1, 2, 3]] : tensor<4096x16x5x5xf32> into tensor<4096x400xf32>
  %e40 = tensor.empty() : tensor<4096x120xf32>
  %f41 = linalg.fill ins(%c0 : f32) outs(%e40 : tensor<4096x120xf32>) -> tensor<4096x120xf32>
  %mm42 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r39, %fc1_weight : tensor<4096x400xf32>, tensor<120x400xf32>) outs(%f41 : tensor<4096x120xf32>) -> tensor<4096x120xf32>
  %e43 = tensor.empty() : tensor<4096x120xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm42, %fc1_bias : tensor<4096x120xf32>, tensor<120xf32>) outs(%e43 : tensor<4096x120xf32>) {
  ^bb0(%a44: f32, %a45: f32, %o46: f32):
    %b47 = arith.addf %a44, %a45 : f32
    linalg.yield %b47 : f32
  } -> tensor<4096x120xf32>
  %e49 = tensor.empty() : tensor<4096x120xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g48 : tensor<4096x120xf32>) outs(%e49 : tensor<4096x120xf32>) {
  ^bb0(%a50: f32, %o51: f32):
    %b52 = arith.maximumf %a50, %c0 : f32
    linalg.yield %b52 : f32
  } -> tensor<4096x120xf32>
  %e54 = tensor.empty() : tensor<4096x84xf32>
  %f55 = linalg.fill ins(%c0 : f32) outs(%e54 : tensor<4096x84xf32>) -> tensor<4096x84xf32>
  %mm56 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g53, %fc2_weight : tensor<4096x120xf32>, tensor<84x120xf32>) outs(%f55 : tensor<4096x84xf32>) -> tensor<4096x84xf32>
  %e57 = tensor.empty() : tensor<4096x84xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm56, %fc2_bias : tensor<4096x84xf32>, tensor<84xf32>) outs(%e57 : tensor<4096x84xf32>) {
  ^bb0(%a58: f32, %a59: f32, %o60: f32):
    %b61 = arith.addf %a58, %a59 : f32
    linalg.yield %b61 : f32
  } -> tensor<4096x84xf32>
  %e63 = tensor.empty() : tensor<4096x84xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g62 : tensor<4096x84xf32>) outs(%e63 : tensor<4096x84xf32>) {
  ^bb0(%a64: f32, %o65: f32):
    %b66 = arith.maximumf %a64, %c0 : f32
    linalg.yield %b66 : f32
  } -> tensor<4096x84xf32>
  %e68 = tensor.empty() : tensor<4096x20xf32>
  %f69 = linalg.fill ins(%c0 : f32) outs(%e68 : tensor<4096x20xf32>) -> tensor<4096x20xf32>
  %mm70 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g67, %fc3_weight : tensor<4096x84xf32>, tensor<20x84xf32>) outs(%f69 : tensor<4096x20xf32>) -> tensor<4096x20xf32>
  %e71 = tensor.empty() : tensor<4096x20xf32>
  %g76 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm70, %fc3_bias : tensor<4096x20xf32>, tensor<20xf32>) outs(%e71 : tensor<4096x20xf32>) {
  ^bb0(%a72: f32, %a73: f32, %o74: f32):
    %b75 = arith.addf %a72, %a73 : f32
    linalg.yield %b75 : f32
  } -> tensor<4096x20xf32>
  return %g76 : tensor<4096x20xf32>
}
