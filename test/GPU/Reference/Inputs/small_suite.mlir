// l2_1 Conv2D_ReLU_BiasAdd
// Small shapes of suite tasks, made with bench/kernelbench/gen_suite.py's builders.
func.func @conv2d_relu_bias(
    %x: tensor<2x3x12x10xf32>,
    %conv_weight: tensor<5x3x3x3xf32>,
    %conv_bias: tensor<5xf32>,
    %bias: tensor<5x1x1xf32>) -> tensor<2x5x10x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x5x10x8xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<2x5x10x8xf32>) -> tensor<2x5x10x8xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %conv_weight : tensor<2x3x12x10xf32>, tensor<5x3x3x3xf32>) outs(%f2 : tensor<2x5x10x8xf32>) -> tensor<2x5x10x8xf32>
  %e4 = tensor.empty() : tensor<2x5x10x8xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv_bias, %bias : tensor<2x5x10x8xf32>, tensor<5xf32>, tensor<5x1x1xf32>) outs(%e4 : tensor<2x5x10x8xf32>) {
  ^bb0(%g5_c: f32, %g5_cb: f32, %g5_b: f32, %g5_o: f32):
    %g5_y = arith.addf %g5_c, %g5_cb : f32
    %g5_r = arith.maximumf %g5_y, %c0 : f32
    %g5_z = arith.addf %g5_r, %g5_b : f32
    linalg.yield %g5_z : f32
  } -> tensor<2x5x10x8xf32>
  return %g5 : tensor<2x5x10x8xf32>
}

// l1_40 LayerNorm
// Small shapes of suite tasks, made with bench/kernelbench/gen_suite.py's builders.
func.func @layernorm(
    %x: tensor<3x4x6x8xf32>,
    %weight: tensor<4x6x8xf32>,
    %bias: tensor<4x6x8xf32>) -> tensor<3x4x6x8xf32> {
  %c2 = arith.constant 1.0e-05 : f32
  %c1 = arith.constant 192.0 : f32
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<3xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]}
      ins(%x : tensor<3x4x6x8xf32>) outs(%f2 : tensor<3xf32>) {
  ^bb0(%r3_x: f32, %r3_acc: f32):
    %r3_r = arith.addf %r3_x, %r3_acc : f32
    linalg.yield %r3_r : f32
  } -> tensor<3xf32>
  %e4 = tensor.empty() : tensor<3xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%r3 : tensor<3xf32>) outs(%e4 : tensor<3xf32>) {
  ^bb0(%g5_s: f32, %g5_o: f32):
    %g5_m = arith.divf %g5_s, %c1 : f32
    linalg.yield %g5_m : f32
  } -> tensor<3xf32>
  %e6 = tensor.empty() : tensor<3xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<3xf32>) -> tensor<3xf32>
  %r8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %g5 : tensor<3x4x6x8xf32>, tensor<3xf32>) outs(%f7 : tensor<3xf32>) {
  ^bb0(%r8_x: f32, %r8_e0: f32, %r8_acc: f32):
    %r8_d = arith.subf %r8_x, %r8_e0 : f32
    %r8_v = arith.mulf %r8_d, %r8_d : f32
    %r8_r = arith.addf %r8_v, %r8_acc : f32
    linalg.yield %r8_r : f32
  } -> tensor<3xf32>
  %e9 = tensor.empty() : tensor<3x4x6x8xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g5, %r8, %weight, %bias : tensor<3x4x6x8xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>) outs(%e9 : tensor<3x4x6x8xf32>) {
  ^bb0(%g10_x: f32, %g10_m: f32, %g10_q: f32, %g10_w: f32, %g10_b: f32, %g10_o: f32):
    %g10_var = arith.divf %g10_q, %c1 : f32
    %g10_ve = arith.addf %g10_var, %c2 : f32
    %g10_sd = math.sqrt %g10_ve : f32
    %g10_d = arith.subf %g10_x, %g10_m : f32
    %g10_n = arith.divf %g10_d, %g10_sd : f32
    %g10_nw = arith.mulf %g10_n, %g10_w : f32
    %g10_nb = arith.addf %g10_nw, %g10_b : f32
    linalg.yield %g10_nb : f32
  } -> tensor<3x4x6x8xf32>
  return %g10 : tensor<3x4x6x8xf32>
}

// l2_12 Gemm_Multiply_LeakyReLU
// Small shapes of suite tasks, made with bench/kernelbench/gen_suite.py's builders.
func.func @gemm_mul_leakyrelu(
    %x: tensor<33x70xf32>,
    %weight: tensor<45x70xf32>,
    %bias: tensor<45xf32>) -> tensor<33x45xf32> {
  %c2 = arith.constant 0.1 : f32
  %c1 = arith.constant 2.0 : f32
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<33x45xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<33x45xf32>) -> tensor<33x45xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %weight : tensor<33x70xf32>, tensor<45x70xf32>) outs(%f2 : tensor<33x45xf32>) -> tensor<33x45xf32>
  %e4 = tensor.empty() : tensor<33x45xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %bias : tensor<33x45xf32>, tensor<45xf32>) outs(%e4 : tensor<33x45xf32>) {
  ^bb0(%g5_m: f32, %g5_b: f32, %g5_o: f32):
    %g5_y = arith.addf %g5_m, %g5_b : f32
    %g5_s = arith.mulf %g5_y, %c1 : f32
    %g5_n = arith.mulf %g5_s, %c2 : f32
    %g5_p = arith.cmpf ogt, %g5_s, %c0 : f32
    %g5_r = arith.select %g5_p, %g5_s, %g5_n : f32
    linalg.yield %g5_r : f32
  } -> tensor<33x45xf32>
  return %g5 : tensor<33x45xf32>
}

