// Imported by htam-import from 5_AlexNet.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x3x224x224 (input), conv1_weight 96x3x11x11 (parameter:conv1.weight), conv1_bias 96 (parameter:conv1.bias), conv2_weight 256x96x5x5 (parameter:conv2.weight), conv2_bias 256 (parameter:conv2.bias), conv3_weight 384x256x3x3 (parameter:conv3.weight), conv3_bias 384 (parameter:conv3.bias), conv4_weight 384x384x3x3 (parameter:conv4.weight), conv4_bias 384 (parameter:conv4.bias), conv5_weight 256x384x3x3 (parameter:conv5.weight), conv5_bias 256 (parameter:conv5.bias), fc1_weight 4096x9216 (parameter:fc1.weight), fc1_bias 4096 (parameter:fc1.bias), fc2_weight 4096x4096 (parameter:fc2.weight), fc2_bias 4096 (parameter:fc2.bias), fc3_weight 1000x4096 (parameter:fc3.weight), fc3_bias 1000 (parameter:fc3.bias)
func.func @l3_5_alexnet(
    %x: tensor<1024x3x224x224xf32>,
    %conv1_weight: tensor<96x3x11x11xf32> {htam.init = "uniform(-0.0524863881..0.0524863881)"},
    %conv1_bias: tensor<96xf32> {htam.init = "uniform(-0.0524863881..0.0524863881)"},
    %conv2_weight: tensor<256x96x5x5xf32> {htam.init = "uniform(-0.0204124145..0.0204124145)"},
    %conv2_bias: tensor<256xf32> {htam.init = "uniform(-0.0204124145..0.0204124145)"},
    %conv3_weight: tensor<384x256x3x3xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %conv3_bias: tensor<384xf32> {htam.init = "uniform(-0.0208333333..0.0208333333)"},
    %conv4_weight: tensor<384x384x3x3xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"},
    %conv4_bias: tensor<384xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"},
    %conv5_weight: tensor<256x384x3x3xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"},
    %conv5_bias: tensor<256xf32> {htam.init = "uniform(-0.0170103454..0.0170103454)"},
    %fc1_weight: tensor<4096x9216xf32> {htam.init = "uniform(-0.0104166667..0.0104166667)"},
    %fc1_bias: tensor<4096xf32> {htam.init = "uniform(-0.0104166667..0.0104166667)"},
    %fc2_weight: tensor<4096x4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %fc2_bias: tensor<4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %fc3_weight: tensor<1000x4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %fc3_bias: tensor<1000xf32> {htam.init = "uniform(-0.015625..0.015625)"}) -> (tensor<1024x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %e1 = tensor.empty() : tensor<1024x3x228x228xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x3x228x228xf32>) -> tensor<1024x3x228x228xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1024x3x224x224xf32>) outs(%f2 : tensor<1024x3x228x228xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    linalg.yield %a3 : f32
  } -> tensor<1024x3x228x228xf32>
  %e6 = tensor.empty() : tensor<1024x96x55x55xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<1024x96x55x55xf32>) -> tensor<1024x96x55x55xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%g5, %conv1_weight : tensor<1024x3x228x228xf32>, tensor<96x3x11x11xf32>) outs(%f7 : tensor<1024x96x55x55xf32>) -> tensor<1024x96x55x55xf32>
  %e10 = tensor.empty() : tensor<1024x96x55x55xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %conv1_bias : tensor<1024x96x55x55xf32>, tensor<96xf32>) outs(%e10 : tensor<1024x96x55x55xf32>) {
  ^bb0(%a11: f32, %a12: f32, %o13: f32):
    %b14 = arith.addf %a11, %a12 : f32
    linalg.yield %b14 : f32
  } -> tensor<1024x96x55x55xf32>
  %e16 = tensor.empty() : tensor<1024x96x55x55xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g15 : tensor<1024x96x55x55xf32>) outs(%e16 : tensor<1024x96x55x55xf32>) {
  ^bb0(%a17: f32, %o18: f32):
    %b19 = arith.maximumf %a17, %c0 : f32
    linalg.yield %b19 : f32
  } -> tensor<1024x96x55x55xf32>
  %e21 = tensor.empty() : tensor<1024x96x27x27xf32>
  %f22 = linalg.fill ins(%c1 : f32) outs(%e21 : tensor<1024x96x27x27xf32>) -> tensor<1024x96x27x27xf32>
  %e23 = tensor.empty() : tensor<3x3xf32>
  %pool24 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g20, %e23 : tensor<1024x96x55x55xf32>, tensor<3x3xf32>) outs(%f22 : tensor<1024x96x27x27xf32>) -> tensor<1024x96x27x27xf32>
  %e25 = tensor.empty() : tensor<1024x96x31x31xf32>
  %f26 = linalg.fill ins(%c0 : f32) outs(%e25 : tensor<1024x96x31x31xf32>) -> tensor<1024x96x31x31xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3 + 2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool24 : tensor<1024x96x27x27xf32>) outs(%f26 : tensor<1024x96x31x31xf32>) {
  ^bb0(%a27: f32, %o28: f32):
    linalg.yield %a27 : f32
  } -> tensor<1024x96x31x31xf32>
  %e30 = tensor.empty() : tensor<1024x256x27x27xf32>
  %f31 = linalg.fill ins(%c0 : f32) outs(%e30 : tensor<1024x256x27x27xf32>) -> tensor<1024x256x27x27xf32>
  %conv32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g29, %conv2_weight : tensor<1024x96x31x31xf32>, tensor<256x96x5x5xf32>) outs(%f31 : tensor<1024x256x27x27xf32>) -> tensor<1024x256x27x27xf32>
  %e34 = tensor.empty() : tensor<1024x256x27x27xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv32, %conv2_bias : tensor<1024x256x27x27xf32>, tensor<256xf32>) outs(%e34 : tensor<1024x256x27x27xf32>) {
  ^bb0(%a35: f32, %a36: f32, %o37: f32):
    %b38 = arith.addf %a35, %a36 : f32
    linalg.yield %b38 : f32
  } -> tensor<1024x256x27x27xf32>
  %e40 = tensor.empty() : tensor<1024x256x27x27xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g39 : tensor<1024x256x27x27xf32>) outs(%e40 : tensor<1024x256x27x27xf32>) {
  ^bb0(%a41: f32, %o42: f32):
    %b43 = arith.maximumf %a41, %c0 : f32
    linalg.yield %b43 : f32
  } -> tensor<1024x256x27x27xf32>
  %e45 = tensor.empty() : tensor<1024x256x13x13xf32>
  %f46 = linalg.fill ins(%c1 : f32) outs(%e45 : tensor<1024x256x13x13xf32>) -> tensor<1024x256x13x13xf32>
  %e47 = tensor.empty() : tensor<3x3xf32>
  %pool48 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g44, %e47 : tensor<1024x256x27x27xf32>, tensor<3x3xf32>) outs(%f46 : tensor<1024x256x13x13xf32>) -> tensor<1024x256x13x13xf32>
  %e49 = tensor.empty() : tensor<1024x256x15x15xf32>
  %f50 = linalg.fill ins(%c0 : f32) outs(%e49 : tensor<1024x256x15x15xf32>) -> tensor<1024x256x15x15xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool48 : tensor<1024x256x13x13xf32>) outs(%f50 : tensor<1024x256x15x15xf32>) {
  ^bb0(%a51: f32, %o52: f32):
    linalg.yield %a51 : f32
  } -> tensor<1024x256x15x15xf32>
  %e54 = tensor.empty() : tensor<1024x384x13x13xf32>
  %f55 = linalg.fill ins(%c0 : f32) outs(%e54 : tensor<1024x384x13x13xf32>) -> tensor<1024x384x13x13xf32>
  %conv56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g53, %conv3_weight : tensor<1024x256x15x15xf32>, tensor<384x256x3x3xf32>) outs(%f55 : tensor<1024x384x13x13xf32>) -> tensor<1024x384x13x13xf32>
  %e58 = tensor.empty() : tensor<1024x384x13x13xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv56, %conv3_bias : tensor<1024x384x13x13xf32>, tensor<384xf32>) outs(%e58 : tensor<1024x384x13x13xf32>) {
  ^bb0(%a59: f32, %a60: f32, %o61: f32):
    %b62 = arith.addf %a59, %a60 : f32
    linalg.yield %b62 : f32
  } -> tensor<1024x384x13x13xf32>
  %e64 = tensor.empty() : tensor<1024x384x13x13xf32>
  %g68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g63 : tensor<1024x384x13x13xf32>) outs(%e64 : tensor<1024x384x13x13xf32>) {
  ^bb0(%a65: f32, %o66: f32):
    %b67 = arith.maximumf %a65, %c0 : f32
    linalg.yield %b67 : f32
  } -> tensor<1024x384x13x13xf32>
  %e69 = tensor.empty() : tensor<1024x384x15x15xf32>
  %f70 = linalg.fill ins(%c0 : f32) outs(%e69 : tensor<1024x384x15x15xf32>) -> tensor<1024x384x15x15xf32>
  %g73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g68 : tensor<1024x384x13x13xf32>) outs(%f70 : tensor<1024x384x15x15xf32>) {
  ^bb0(%a71: f32, %o72: f32):
    linalg.yield %a71 : f32
  } -> tensor<1024x384x15x15xf32>
  %e74 = tensor.empty() : tensor<1024x384x13x13xf32>
  %f75 = linalg.fill ins(%c0 : f32) outs(%e74 : tensor<1024x384x13x13xf32>) -> tensor<1024x384x13x13xf32>
  %conv76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g73, %conv4_weight : tensor<1024x384x15x15xf32>, tensor<384x384x3x3xf32>) outs(%f75 : tensor<1024x384x13x13xf32>) -> tensor<1024x384x13x13xf32>
  %e78 = tensor.empty() : tensor<1024x384x13x13xf32>
  %g83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv76, %conv4_bias : tensor<1024x384x13x13xf32>, tensor<384xf32>) outs(%e78 : tensor<1024x384x13x13xf32>) {
  ^bb0(%a79: f32, %a80: f32, %o81: f32):
    %b82 = arith.addf %a79, %a80 : f32
    linalg.yield %b82 : f32
  } -> tensor<1024x384x13x13xf32>
  %e84 = tensor.empty() : tensor<1024x384x13x13xf32>
  %g88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g83 : tensor<1024x384x13x13xf32>) outs(%e84 : tensor<1024x384x13x13xf32>) {
  ^bb0(%a85: f32, %o86: f32):
    %b87 = arith.maximumf %a85, %c0 : f32
    linalg.yield %b87 : f32
  } -> tensor<1024x384x13x13xf32>
  %e89 = tensor.empty() : tensor<1024x384x15x15xf32>
  %f90 = linalg.fill ins(%c0 : f32) outs(%e89 : tensor<1024x384x15x15xf32>) -> tensor<1024x384x15x15xf32>
  %g93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g88 : tensor<1024x384x13x13xf32>) outs(%f90 : tensor<1024x384x15x15xf32>) {
  ^bb0(%a91: f32, %o92: f32):
    linalg.yield %a91 : f32
  } -> tensor<1024x384x15x15xf32>
  %e94 = tensor.empty() : tensor<1024x256x13x13xf32>
  %f95 = linalg.fill ins(%c0 : f32) outs(%e94 : tensor<1024x256x13x13xf32>) -> tensor<1024x256x13x13xf32>
  %conv96 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g93, %conv5_weight : tensor<1024x384x15x15xf32>, tensor<256x384x3x3xf32>) outs(%f95 : tensor<1024x256x13x13xf32>) -> tensor<1024x256x13x13xf32>
  %e98 = tensor.empty() : tensor<1024x256x13x13xf32>
  %g103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv96, %conv5_bias : tensor<1024x256x13x13xf32>, tensor<256xf32>) outs(%e98 : tensor<1024x256x13x13xf32>) {
  ^bb0(%a99: f32, %a100: f32, %o101: f32):
    %b102 = arith.addf %a99, %a100 : f32
    linalg.yield %b102 : f32
  } -> tensor<1024x256x13x13xf32>
  %e104 = tensor.empty() : tensor<1024x256x13x13xf32>
  %g108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g103 : tensor<1024x256x13x13xf32>) outs(%e104 : tensor<1024x256x13x13xf32>) {
  ^bb0(%a105: f32, %o106: f32):
    %b107 = arith.maximumf %a105, %c0 : f32
    linalg.yield %b107 : f32
  } -> tensor<1024x256x13x13xf32>
  %e109 = tensor.empty() : tensor<1024x256x6x6xf32>
  %f110 = linalg.fill ins(%c1 : f32) outs(%e109 : tensor<1024x256x6x6xf32>) -> tensor<1024x256x6x6xf32>
  %e111 = tensor.empty() : tensor<3x3xf32>
  %pool112 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%g108, %e111 : tensor<1024x256x13x13xf32>, tensor<3x3xf32>) outs(%f110 : tensor<1024x256x6x6xf32>) -> tensor<1024x256x6x6xf32>
  %r113 = tensor.collapse_shape %pool112 [[0], [1, 2, 3]] : tensor<1024x256x6x6xf32> into tensor<1024x9216xf32>
  %e114 = tensor.empty() : tensor<1024x4096xf32>
  %f115 = linalg.fill ins(%c0 : f32) outs(%e114 : tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %mm116 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r113, %fc1_weight : tensor<1024x9216xf32>, tensor<4096x9216xf32>) outs(%f115 : tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %e117 = tensor.empty() : tensor<1024x4096xf32>
  %g122 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm116, %fc1_bias : tensor<1024x4096xf32>, tensor<4096xf32>) outs(%e117 : tensor<1024x4096xf32>) {
  ^bb0(%a118: f32, %a119: f32, %o120: f32):
    %b121 = arith.addf %a118, %a119 : f32
    linalg.yield %b121 : f32
  } -> tensor<1024x4096xf32>
  %e123 = tensor.empty() : tensor<1024x4096xf32>
  %g127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g122 : tensor<1024x4096xf32>) outs(%e123 : tensor<1024x4096xf32>) {
  ^bb0(%a124: f32, %o125: f32):
    %b126 = arith.maximumf %a124, %c0 : f32
    linalg.yield %b126 : f32
  } -> tensor<1024x4096xf32>
  %e128 = tensor.empty() : tensor<1024x4096xf32>
  %f129 = linalg.fill ins(%c0 : f32) outs(%e128 : tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %mm130 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g127, %fc2_weight : tensor<1024x4096xf32>, tensor<4096x4096xf32>) outs(%f129 : tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %e131 = tensor.empty() : tensor<1024x4096xf32>
  %g136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm130, %fc2_bias : tensor<1024x4096xf32>, tensor<4096xf32>) outs(%e131 : tensor<1024x4096xf32>) {
  ^bb0(%a132: f32, %a133: f32, %o134: f32):
    %b135 = arith.addf %a132, %a133 : f32
    linalg.yield %b135 : f32
  } -> tensor<1024x4096xf32>
  %e137 = tensor.empty() : tensor<1024x4096xf32>
  %g141 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g136 : tensor<1024x4096xf32>) outs(%e137 : tensor<1024x4096xf32>) {
  ^bb0(%a138: f32, %o139: f32):
    %b140 = arith.maximumf %a138, %c0 : f32
    linalg.yield %b140 : f32
  } -> tensor<1024x4096xf32>
  %e142 = tensor.empty() : tensor<1024x1000xf32>
  %f143 = linalg.fill ins(%c0 : f32) outs(%e142 : tensor<1024x1000xf32>) -> tensor<1024x1000xf32>
  %mm144 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g141, %fc3_weight : tensor<1024x4096xf32>, tensor<1000x4096xf32>) outs(%f143 : tensor<1024x1000xf32>) -> tensor<1024x1000xf32>
  %e145 = tensor.empty() : tensor<1024x1000xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm144, %fc3_bias : tensor<1024x1000xf32>, tensor<1000xf32>) outs(%e145 : tensor<1024x1000xf32>) {
  ^bb0(%a146: f32, %a147: f32, %o148: f32):
    %b149 = arith.addf %a146, %a147 : f32
    linalg.yield %b149 : f32
  } -> tensor<1024x1000xf32>
  return %g150 : tensor<1024x1000xf32>
}
