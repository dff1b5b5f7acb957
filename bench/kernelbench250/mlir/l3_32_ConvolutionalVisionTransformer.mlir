// Imported by htam-import from 32_ConvolutionalVisionTransformer.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x32x32 (input), conv1_weight 128x3x4x4 (parameter:conv1.weight), conv1_bias 128 (parameter:conv1.bias), linear_proj_weight 128x8192 (parameter:linear_proj.weight), linear_proj_bias 128 (parameter:linear_proj.bias), cls_token 1x1x128 (parameter:cls_token), transformer_layers_0_self_attn_in_proj_weight 384x128 (parameter:transformer_layers.0.self_attn.in_proj_weight), transformer_layers_0_self_attn_in_proj_bias 384 (parameter:transformer_layers.0.self_attn.in_proj_bias), transformer_layers_0_self_attn_out_proj_weight 128x128 (parameter:transformer_layers.0.self_attn.out_proj.weight), transformer_layers_0_self_attn_out_proj_bias 128 (parameter:transformer_layers.0.self_attn.out_proj.bias), transformer_layers_0_norm1_weight 128 (parameter:transformer_layers.0.norm1.weight), transformer_layers_0_norm1_bias 128 (parameter:transformer_layers.0.norm1.bias), transformer_layers_0_linear1_weight 512x128 (parameter:transformer_layers.0.linear1.weight), transformer_layers_0_linear1_bias 512 (parameter:transformer_layers.0.linear1.bias), transformer_layers_0_linear2_weight 128x512 (parameter:transformer_layers.0.linear2.weight), transformer_layers_0_linear2_bias 128 (parameter:transformer_layers.0.linear2.bias), transformer_layers_0_norm2_weight 128 (parameter:transformer_layers.0.norm2.weight), transformer_layers_0_norm2_bias 128 (parameter:transformer_layers.0.norm2.bias), transformer_layers_1_self_attn_in_proj_weight 384x128 (parameter:transformer_layers.1.self_attn.in_proj_weight), transformer_layers_1_self_attn_in_proj_bias 384 (parameter:transformer_layers.1.self_attn.in_proj_bias), transformer_layers_1_self_attn_out_proj_weight 128x128 (parameter:transformer_layers.1.self_attn.out_proj.weight), transformer_layers_1_self_attn_out_proj_bias 128 (parameter:transformer_layers.1.self_attn.out_proj.bias), transformer_layers_1_norm1_weight 128 (parameter:transformer_layers.1.norm1.weight), transformer_layers_1_norm1_bias 128 (parameter:transformer_layers.1.norm1.bias), transformer_layers_1_linear1_weight 512x128 (parameter:transformer_layers.1.linear1.weight), transformer_layers_1_linear1_bias 512 (parameter:transformer_layers.1.linear1.bias), transformer_layers_1_linear2_weight 128x512 (parameter:transformer_layers.1.linear2.weight), transformer_layers_1_linear2_bias 128 (parameter:transformer_layers.1.linear2.bias), transformer_layers_1_norm2_weight 128 (parameter:transformer_layers.1.norm2.weight), transformer_layers_1_norm2_bias 128 (parameter:transformer_layers.1.norm2.bias), transformer_layers_2_self_attn_in_proj_weight 384x128 (parameter:transformer_layers.2.self_attn.in_proj_weight), transformer_layers_2_self_attn_in_proj_bias 384 (parameter:transformer_layers.2.self_attn.in_proj_bias), transformer_layers_2_self_attn_out_proj_weight 128x128 (parameter:transformer_layers.2.self_attn.out_proj.weight), transformer_layers_2_self_attn_out_proj_bias 128 (parameter:transformer_layers.2.self_attn.out_proj.bias), transformer_layers_2_norm1_weight 128 (parameter:transformer_layers.2.norm1.weight), transformer_layers_2_norm1_bias 128 (parameter:transformer_layers.2.norm1.bias), transformer_layers_2_linear1_weight 512x128 (parameter:transformer_layers.2.linear1.weight), transformer_layers_2_linear1_bias 512 (parameter:transformer_layers.2.linear1.bias), transformer_layers_2_linear2_weight 128x512 (parameter:transformer_layers.2.linear2.weight), transformer_layers_2_linear2_bias 128 (parameter:transformer_layers.2.linear2.bias), transformer_layers_2_norm2_weight 128 (parameter:transformer_layers.2.norm2.weight), transformer_layers_2_norm2_bias 128 (parameter:transformer_layers.2.norm2.bias), transformer_layers_3_self_attn_in_proj_weight 384x128 (parameter:transformer_layers.3.self_attn.in_proj_weight), transformer_layers_3_self_attn_in_proj_bias 384 (parameter:transformer_layers.3.self_attn.in_proj_bias), transformer_layers_3_self_attn_out_proj_weight 128x128 (parameter:transformer_layers.3.self_attn.out_proj.weight), transformer_layers_3_self_attn_out_proj_bias 128 (parameter:transformer_layers.3.self_attn.out_proj.bias), transformer_layers_3_norm1_weight 128 (parameter:transformer_layers.3.norm1.weight), transformer_layers_3_norm1_bias 128 (parameter:transformer_layers.3.norm1.bias), transformer_layers_3_linear1_weight 512x128 (parameter:transformer_layers.3.linear1.weight), transformer_layers_3_linear1_bias 512 (parameter:transformer_layers.3.linear1.bias), transformer_layers_3_linear2_weight 128x512 (parameter:transformer_layers.3.linear2.weight), transformer_layers_3_linear2_bias 128 (parameter:transformer_layers.3.linear2.bias), transformer_layers_3_norm2_weight 128 (parameter:transformer_layers.3.norm2.weight), transformer_layers_3_norm2_bias 128 (parameter:transformer_layers.3.norm2.bias), transformer_layers_4_self_attn_in_proj_weight 384x128 (parameter:transformer_layers.4.self_attn.in_proj_weight), transformer_layers_4_self_attn_in_proj_bias 384 (parameter:transformer_layers.4.self_attn.in_proj_bias), transformer_layers_4_self_attn_out_proj_weight 128x128 (parameter:transformer_layers.4.self_attn.out_proj.weight), transformer_layers_4_self_attn_out_proj_bias 128 (parameter:transformer_layers.4.self_attn.out_proj.bias), transformer_layers_4_norm1_weight 128 (parameter:transformer_layers.4.norm1.weight), transformer_layers_4_norm1_bias 128 (parameter:transformer_layers.4.norm1.bias), transformer_layers_4_linear1_weight 512x128 (parameter:transformer_layers.4.linear1.weight), transformer_layers_4_linear1_bias 512 (parameter:transformer_layers.4.linear1.bias), transformer_layers_4_linear2_weight 128x512 (parameter:transformer_layers.4.linear2.weight), transformer_layers_4_linear2_bias 128 (parameter:transformer_layers.4.linear2.bias), transformer_layers_4_norm2_weight 128 (parameter:transformer_layers.4.norm2.weight), transformer_layers_4_norm2_bias 128 (parameter:transformer_layers.4.norm2.bias), transformer_layers_5_self_attn_in_proj_weight 384x128 (parameter:transformer_layers.5.self_attn.in_proj_weight), transformer_layers_5_self_attn_in_proj_bias 384 (parameter:transformer_layers.5.self_attn.in_proj_bias), transformer_layers_5_self_attn_out_proj_weight 128x128 (parameter:transformer_layers.5.self_attn.out_proj.weight), transformer_layers_5_self_attn_out_proj_bias 128 (parameter:transformer_layers.5.self_attn.out_proj.bias), transformer_layers_5_norm1_weight 128 (parameter:transformer_layers.5.norm1.weight), transformer_layers_5_norm1_bias 128 (parameter:transformer_layers.5.norm1.bias), transformer_layers_5_linear1_weight 512x128 (parameter:transformer_layers.5.linear1.weight), transformer_layers_5_linear1_bias 512 (parameter:transformer_layers.5.linear1.bias), transformer_layers_5_linear2_weight 128x512 (parameter:transformer_layers.5.linear2.weight), transformer_layers_5_linear2_bias 128 (parameter:transformer_layers.5.linear2.bias), transformer_layers_5_norm2_weight 128 (parameter:transformer_layers.5.norm2.weight), transformer_layers_5_norm2_bias 128 (parameter:transformer_layers.5.norm2.bias), fc_out_weight 1000x128 (parameter:fc_out.weight), fc_out_bias 1000 (parameter:fc_out.bias)
func.func @l3_32_convolutionalvisiontransformer(
    %x: tensor<10x3x32x32xf32>,
    %conv1_weight: tensor<128x3x4x4xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %conv1_bias: tensor<128xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %linear_proj_weight: tensor<128x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %linear_proj_bias: tensor<128xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %cls_token: tensor<1x1x128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_0_self_attn_in_proj_weight: tensor<384x128xf32> {htam.init = "uniform(-0.108252376..0.1082417)"},
    %transformer_layers_0_self_attn_in_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_0_self_attn_out_proj_weight: tensor<128x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_0_self_attn_out_proj_bias: tensor<128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_0_norm1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_0_norm1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_0_linear1_weight: tensor<512x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_0_linear1_bias: tensor<512xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_0_linear2_weight: tensor<128x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_0_linear2_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_0_norm2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_0_norm2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_1_self_attn_in_proj_weight: tensor<384x128xf32> {htam.init = "uniform(-0.1082412..0.108246699)"},
    %transformer_layers_1_self_attn_in_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_1_self_attn_out_proj_weight: tensor<128x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_1_self_attn_out_proj_bias: tensor<128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_1_norm1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_1_norm1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_1_linear1_weight: tensor<512x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_1_linear1_bias: tensor<512xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_1_linear2_weight: tensor<128x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_1_linear2_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_1_norm2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_1_norm2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_2_self_attn_in_proj_weight: tensor<384x128xf32> {htam.init = "uniform(-0.108250543..0.108252324)"},
    %transformer_layers_2_self_attn_in_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_2_self_attn_out_proj_weight: tensor<128x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_2_self_attn_out_proj_bias: tensor<128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_2_norm1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_2_norm1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_2_linear1_weight: tensor<512x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_2_linear1_bias: tensor<512xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_2_linear2_weight: tensor<128x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_2_linear2_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_2_norm2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_2_norm2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_3_self_attn_in_proj_weight: tensor<384x128xf32> {htam.init = "uniform(-0.108251289..0.108248822)"},
    %transformer_layers_3_self_attn_in_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_3_self_attn_out_proj_weight: tensor<128x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_3_self_attn_out_proj_bias: tensor<128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_3_norm1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_3_norm1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_3_linear1_weight: tensor<512x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_3_linear1_bias: tensor<512xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_3_linear2_weight: tensor<128x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_3_linear2_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_3_norm2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_3_norm2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_4_self_attn_in_proj_weight: tensor<384x128xf32> {htam.init = "uniform(-0.10825187..0.108252414)"},
    %transformer_layers_4_self_attn_in_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_4_self_attn_out_proj_weight: tensor<128x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_4_self_attn_out_proj_bias: tensor<128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_4_norm1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_4_norm1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_4_linear1_weight: tensor<512x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_4_linear1_bias: tensor<512xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_4_linear2_weight: tensor<128x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_4_linear2_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_4_norm2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_4_norm2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_5_self_attn_in_proj_weight: tensor<384x128xf32> {htam.init = "uniform(-0.108252361..0.108228408)"},
    %transformer_layers_5_self_attn_in_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_5_self_attn_out_proj_weight: tensor<128x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_5_self_attn_out_proj_bias: tensor<128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_5_norm1_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_5_norm1_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_5_linear1_weight: tensor<512x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_5_linear1_bias: tensor<512xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %transformer_layers_5_linear2_weight: tensor<128x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_5_linear2_bias: tensor<128xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_5_norm2_weight: tensor<128xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_5_norm2_bias: tensor<128xf32> {htam.init = "uniform(-0.5..0.5)"},
    %fc_out_weight: tensor<1000x128xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"},
    %fc_out_bias: tensor<1000xf32> {htam.init = "uniform(-0.0883883476..0.0883883476)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.17677669 : f32
  %c2 = arith.constant 128.0 : f32
  %c3 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<10x128x8x8xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x128x8x8xf32>) -> tensor<10x128x8x8xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%x, %conv1_weight : tensor<10x3x32x32xf32>, tensor<128x3x4x4xf32>) outs(%f2 : tensor<10x128x8x8xf32>) -> tensor<10x128x8x8xf32>
  %e5 = tensor.empty() : tensor<10x128x8x8xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %conv1_bias : tensor<10x128x8x8xf32>, tensor<128xf32>) outs(%e5 : tensor<10x128x8x8xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<10x128x8x8xf32>
  %r11 = tensor.collapse_shape %g10 [[0], [1, 2, 3]] : tensor<10x128x8x8xf32> into tensor<10x8192xf32>
  %e12 = tensor.empty() : tensor<10x128xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<10x128xf32>) -> tensor<10x128xf32>
  %mm14 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r11, %linear_proj_weight : tensor<10x8192xf32>, tensor<128x8192xf32>) outs(%f13 : tensor<10x128xf32>) -> tensor<10x128xf32>
  %e15 = tensor.empty() : tensor<10x128xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm14, %linear_proj_bias : tensor<10x128xf32>, tensor<128xf32>) outs(%e15 : tensor<10x128xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.addf %a16, %a17 : f32
    linalg.yield %b19 : f32
  } -> tensor<10x128xf32>
  %r21 = tensor.collapse_shape %cls_token [[0, 1], [2]] : tensor<1x1x128xf32> into tensor<1x128xf32>
  %e22 = tensor.empty() : tensor<10x1x128xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r21 : tensor<1x128xf32>) outs(%e22 : tensor<10x1x128xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    linalg.yield %a23 : f32
  } -> tensor<10x1x128xf32>
  %r26 = tensor.expand_shape %g20 [[0], [1, 2]] output_shape [10, 1, 128] : tensor<10x128xf32> into tensor<10x1x128xf32>
  %e27 = tensor.empty() : tensor<10x2x128xf32>
  %cat28 = tensor.insert_slice %g25 into %e27[0, 0, 0] [10, 1, 128] [1, 1, 1] : tensor<10x1x128xf32> into tensor<10x2x128xf32>
  %cat29 = tensor.insert_slice %r26 into %cat28[0, 1, 0] [10, 1, 128] [1, 1, 1] : tensor<10x1x128xf32> into tensor<10x2x128xf32>
  %s30 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_weight[0, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s31 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_bias[0] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r32 = tensor.collapse_shape %cat29 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e33 = tensor.empty() : tensor<20x128xf32>
  %f34 = linalg.fill ins(%c0 : f32) outs(%e33 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm35 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r32, %s30 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f34 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e36 = tensor.empty() : tensor<20x128xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm35, %s31 : tensor<20x128xf32>, tensor<128xf32>) outs(%e36 : tensor<20x128xf32>) {
  ^bb0(%a37: f32, %a38: f32, %o39: f32):
    %b40 = arith.addf %a37, %a38 : f32
    linalg.yield %b40 : f32
  } -> tensor<20x128xf32>
  %r42 = tensor.expand_shape %g41 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r43 = tensor.expand_shape %r42 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e44 = tensor.empty() : tensor<10x4x2x32xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r43 : tensor<10x2x4x32xf32>) outs(%e44 : tensor<10x4x2x32xf32>) {
  ^bb0(%a45: f32, %o46: f32):
    linalg.yield %a45 : f32
  } -> tensor<10x4x2x32xf32>
  %s48 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_weight[128, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s49 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_bias[128] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r50 = tensor.collapse_shape %cat29 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e51 = tensor.empty() : tensor<20x128xf32>
  %f52 = linalg.fill ins(%c0 : f32) outs(%e51 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm53 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r50, %s48 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f52 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e54 = tensor.empty() : tensor<20x128xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm53, %s49 : tensor<20x128xf32>, tensor<128xf32>) outs(%e54 : tensor<20x128xf32>) {
  ^bb0(%a55: f32, %a56: f32, %o57: f32):
    %b58 = arith.addf %a55, %a56 : f32
    linalg.yield %b58 : f32
  } -> tensor<20x128xf32>
  %r60 = tensor.expand_shape %g59 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r61 = tensor.expand_shape %r60 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e62 = tensor.empty() : tensor<10x4x2x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r61 : tensor<10x2x4x32xf32>) outs(%e62 : tensor<10x4x2x32xf32>) {
  ^bb0(%a63: f32, %o64: f32):
    linalg.yield %a63 : f32
  } -> tensor<10x4x2x32xf32>
  %s66 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_weight[256, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s67 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_bias[256] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r68 = tensor.collapse_shape %cat29 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e69 = tensor.empty() : tensor<20x128xf32>
  %f70 = linalg.fill ins(%c0 : f32) outs(%e69 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm71 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r68, %s66 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f70 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e72 = tensor.empty() : tensor<20x128xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm71, %s67 : tensor<20x128xf32>, tensor<128xf32>) outs(%e72 : tensor<20x128xf32>) {
  ^bb0(%a73: f32, %a74: f32, %o75: f32):
    %b76 = arith.addf %a73, %a74 : f32
    linalg.yield %b76 : f32
  } -> tensor<20x128xf32>
  %r78 = tensor.expand_shape %g77 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r79 = tensor.expand_shape %r78 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e80 = tensor.empty() : tensor<10x4x2x32xf32>
  %g83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r79 : tensor<10x2x4x32xf32>) outs(%e80 : tensor<10x4x2x32xf32>) {
  ^bb0(%a81: f32, %o82: f32):
    linalg.yield %a81 : f32
  } -> tensor<10x4x2x32xf32>
  %e84 = tensor.empty() : tensor<10x4x32x2xf32>
  %g87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g65 : tensor<10x4x2x32xf32>) outs(%e84 : tensor<10x4x32x2xf32>) {
  ^bb0(%a85: f32, %o86: f32):
    linalg.yield %a85 : f32
  } -> tensor<10x4x32x2xf32>
  %r88 = tensor.collapse_shape %g47 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %r89 = tensor.collapse_shape %g87 [[0, 1], [2], [3]] : tensor<10x4x32x2xf32> into tensor<40x32x2xf32>
  %e90 = tensor.empty() : tensor<40x2x2xf32>
  %f91 = linalg.fill ins(%c0 : f32) outs(%e90 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %bmm92 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r88, %r89 : tensor<40x2x32xf32>, tensor<40x32x2xf32>) outs(%f91 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %r93 = tensor.expand_shape %bmm92 [[0, 1], [2], [3]] output_shape [10, 4, 2, 2] : tensor<40x2x2xf32> into tensor<10x4x2x2xf32>
  %e94 = tensor.empty() : tensor<10x4x2x2xf32>
  %g98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r93 : tensor<10x4x2x2xf32>) outs(%e94 : tensor<10x4x2x2xf32>) {
  ^bb0(%a95: f32, %o96: f32):
    %b97 = arith.mulf %a95, %c1 : f32
    linalg.yield %b97 : f32
  } -> tensor<10x4x2x2xf32>
  %e99 = tensor.empty() : tensor<10x4x2x2xf32>
  %sm100 = linalg.softmax dimension(3) ins(%g98 : tensor<10x4x2x2xf32>) outs(%e99 : tensor<10x4x2x2xf32>) -> tensor<10x4x2x2xf32>
  %r101 = tensor.collapse_shape %sm100 [[0, 1], [2], [3]] : tensor<10x4x2x2xf32> into tensor<40x2x2xf32>
  %r102 = tensor.collapse_shape %g83 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %e103 = tensor.empty() : tensor<40x2x32xf32>
  %f104 = linalg.fill ins(%c0 : f32) outs(%e103 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %bmm105 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r101, %r102 : tensor<40x2x2xf32>, tensor<40x2x32xf32>) outs(%f104 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %r106 = tensor.expand_shape %bmm105 [[0, 1], [2], [3]] output_shape [10, 4, 2, 32] : tensor<40x2x32xf32> into tensor<10x4x2x32xf32>
  %e107 = tensor.empty() : tensor<10x2x4x32xf32>
  %g110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r106 : tensor<10x4x2x32xf32>) outs(%e107 : tensor<10x2x4x32xf32>) {
  ^bb0(%a108: f32, %o109: f32):
    linalg.yield %a108 : f32
  } -> tensor<10x2x4x32xf32>
  %r111 = tensor.collapse_shape %g110 [[0], [1], [2, 3]] : tensor<10x2x4x32xf32> into tensor<10x2x128xf32>
  %r112 = tensor.collapse_shape %r111 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e113 = tensor.empty() : tensor<20x128xf32>
  %f114 = linalg.fill ins(%c0 : f32) outs(%e113 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm115 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r112, %transformer_layers_0_self_attn_out_proj_weight : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f114 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e116 = tensor.empty() : tensor<20x128xf32>
  %g121 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm115, %transformer_layers_0_self_attn_out_proj_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e116 : tensor<20x128xf32>) {
  ^bb0(%a117: f32, %a118: f32, %o119: f32):
    %b120 = arith.addf %a117, %a118 : f32
    linalg.yield %b120 : f32
  } -> tensor<20x128xf32>
  %r122 = tensor.expand_shape %g121 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e123 = tensor.empty() : tensor<10x2x128xf32>
  %g128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%cat29, %r122 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e123 : tensor<10x2x128xf32>) {
  ^bb0(%a124: f32, %a125: f32, %o126: f32):
    %b127 = arith.addf %a124, %a125 : f32
    linalg.yield %b127 : f32
  } -> tensor<10x2x128xf32>
  %e129 = tensor.empty() : tensor<10x2xf32>
  %f130 = linalg.fill ins(%c0 : f32) outs(%e129 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g128 : tensor<10x2x128xf32>) outs(%f130 : tensor<10x2xf32>) {
  ^bb0(%a131: f32, %o132: f32):
    %b133 = arith.addf %a131, %o132 : f32
    linalg.yield %b133 : f32
  } -> tensor<10x2xf32>
  %e135 = tensor.empty() : tensor<10x2xf32>
  %g139 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g134 : tensor<10x2xf32>) outs(%e135 : tensor<10x2xf32>) {
  ^bb0(%a136: f32, %o137: f32):
    %b138 = arith.divf %a136, %c2 : f32
    linalg.yield %b138 : f32
  } -> tensor<10x2xf32>
  %e141 = tensor.empty() : tensor<10x2x128xf32>
  %g147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g128, %g139 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e141 : tensor<10x2x128xf32>) {
  ^bb0(%a142: f32, %a143: f32, %o144: f32):
    %b145 = arith.subf %a142, %a143 : f32
    %b146 = arith.mulf %b145, %b145 : f32
    linalg.yield %b146 : f32
  } -> tensor<10x2x128xf32>
  %e148 = tensor.empty() : tensor<10x2xf32>
  %f149 = linalg.fill ins(%c0 : f32) outs(%e148 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g147 : tensor<10x2x128xf32>) outs(%f149 : tensor<10x2xf32>) {
  ^bb0(%a150: f32, %o151: f32):
    %b152 = arith.addf %a150, %o151 : f32
    linalg.yield %b152 : f32
  } -> tensor<10x2xf32>
  %e154 = tensor.empty() : tensor<10x2xf32>
  %g158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g153 : tensor<10x2xf32>) outs(%e154 : tensor<10x2xf32>) {
  ^bb0(%a155: f32, %o156: f32):
    %b157 = arith.divf %a155, %c2 : f32
    linalg.yield %b157 : f32
  } -> tensor<10x2xf32>
  %e160 = tensor.empty() : tensor<10x2x128xf32>
  %g173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g128, %g139, %g158, %transformer_layers_0_norm1_weight, %transformer_layers_0_norm1_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e160 : tensor<10x2x128xf32>) {
  ^bb0(%a161: f32, %a162: f32, %a163: f32, %a164: f32, %a165: f32, %o166: f32):
    %b167 = arith.addf %a163, %c3 : f32
    %b168 = math.sqrt %b167 : f32
    %b169 = arith.subf %a161, %a162 : f32
    %b170 = arith.divf %b169, %b168 : f32
    %b171 = arith.mulf %b170, %a164 : f32
    %b172 = arith.addf %b171, %a165 : f32
    linalg.yield %b172 : f32
  } -> tensor<10x2x128xf32>
  %r174 = tensor.collapse_shape %g173 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e175 = tensor.empty() : tensor<20x512xf32>
  %f176 = linalg.fill ins(%c0 : f32) outs(%e175 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %mm177 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r174, %transformer_layers_0_linear1_weight : tensor<20x128xf32>, tensor<512x128xf32>) outs(%f176 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %e178 = tensor.empty() : tensor<20x512xf32>
  %g183 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm177, %transformer_layers_0_linear1_bias : tensor<20x512xf32>, tensor<512xf32>) outs(%e178 : tensor<20x512xf32>) {
  ^bb0(%a179: f32, %a180: f32, %o181: f32):
    %b182 = arith.addf %a179, %a180 : f32
    linalg.yield %b182 : f32
  } -> tensor<20x512xf32>
  %r184 = tensor.expand_shape %g183 [[0, 1], [2]] output_shape [10, 2, 512] : tensor<20x512xf32> into tensor<10x2x512xf32>
  %e185 = tensor.empty() : tensor<10x2x512xf32>
  %g189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r184 : tensor<10x2x512xf32>) outs(%e185 : tensor<10x2x512xf32>) {
  ^bb0(%a186: f32, %o187: f32):
    %b188 = arith.maximumf %a186, %c0 : f32
    linalg.yield %b188 : f32
  } -> tensor<10x2x512xf32>
  %r190 = tensor.collapse_shape %g189 [[0, 1], [2]] : tensor<10x2x512xf32> into tensor<20x512xf32>
  %e191 = tensor.empty() : tensor<20x128xf32>
  %f192 = linalg.fill ins(%c0 : f32) outs(%e191 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm193 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r190, %transformer_layers_0_linear2_weight : tensor<20x512xf32>, tensor<128x512xf32>) outs(%f192 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e194 = tensor.empty() : tensor<20x128xf32>
  %g199 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm193, %transformer_layers_0_linear2_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e194 : tensor<20x128xf32>) {
  ^bb0(%a195: f32, %a196: f32, %o197: f32):
    %b198 = arith.addf %a195, %a196 : f32
    linalg.yield %b198 : f32
  } -> tensor<20x128xf32>
  %r200 = tensor.expand_shape %g199 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e201 = tensor.empty() : tensor<10x2x128xf32>
  %g206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g173, %r200 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e201 : tensor<10x2x128xf32>) {
  ^bb0(%a202: f32, %a203: f32, %o204: f32):
    %b205 = arith.addf %a202, %a203 : f32
    linalg.yield %b205 : f32
  } -> tensor<10x2x128xf32>
  %e207 = tensor.empty() : tensor<10x2xf32>
  %f208 = linalg.fill ins(%c0 : f32) outs(%e207 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g206 : tensor<10x2x128xf32>) outs(%f208 : tensor<10x2xf32>) {
  ^bb0(%a209: f32, %o210: f32):
    %b211 = arith.addf %a209, %o210 : f32
    linalg.yield %b211 : f32
  } -> tensor<10x2xf32>
  %e213 = tensor.empty() : tensor<10x2xf32>
  %g217 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g212 : tensor<10x2xf32>) outs(%e213 : tensor<10x2xf32>) {
  ^bb0(%a214: f32, %o215: f32):
    %b216 = arith.divf %a214, %c2 : f32
    linalg.yield %b216 : f32
  } -> tensor<10x2xf32>
  %e219 = tensor.empty() : tensor<10x2x128xf32>
  %g225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g206, %g217 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e219 : tensor<10x2x128xf32>) {
  ^bb0(%a220: f32, %a221: f32, %o222: f32):
    %b223 = arith.subf %a220, %a221 : f32
    %b224 = arith.mulf %b223, %b223 : f32
    linalg.yield %b224 : f32
  } -> tensor<10x2x128xf32>
  %e226 = tensor.empty() : tensor<10x2xf32>
  %f227 = linalg.fill ins(%c0 : f32) outs(%e226 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g225 : tensor<10x2x128xf32>) outs(%f227 : tensor<10x2xf32>) {
  ^bb0(%a228: f32, %o229: f32):
    %b230 = arith.addf %a228, %o229 : f32
    linalg.yield %b230 : f32
  } -> tensor<10x2xf32>
  %e232 = tensor.empty() : tensor<10x2xf32>
  %g236 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g231 : tensor<10x2xf32>) outs(%e232 : tensor<10x2xf32>) {
  ^bb0(%a233: f32, %o234: f32):
    %b235 = arith.divf %a233, %c2 : f32
    linalg.yield %b235 : f32
  } -> tensor<10x2xf32>
  %e238 = tensor.empty() : tensor<10x2x128xf32>
  %g251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g206, %g217, %g236, %transformer_layers_0_norm2_weight, %transformer_layers_0_norm2_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e238 : tensor<10x2x128xf32>) {
  ^bb0(%a239: f32, %a240: f32, %a241: f32, %a242: f32, %a243: f32, %o244: f32):
    %b245 = arith.addf %a241, %c3 : f32
    %b246 = math.sqrt %b245 : f32
    %b247 = arith.subf %a239, %a240 : f32
    %b248 = arith.divf %b247, %b246 : f32
    %b249 = arith.mulf %b248, %a242 : f32
    %b250 = arith.addf %b249, %a243 : f32
    linalg.yield %b250 : f32
  } -> tensor<10x2x128xf32>
  %s252 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_weight[0, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s253 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_bias[0] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r254 = tensor.collapse_shape %g251 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e255 = tensor.empty() : tensor<20x128xf32>
  %f256 = linalg.fill ins(%c0 : f32) outs(%e255 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm257 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r254, %s252 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f256 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e258 = tensor.empty() : tensor<20x128xf32>
  %g263 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm257, %s253 : tensor<20x128xf32>, tensor<128xf32>) outs(%e258 : tensor<20x128xf32>) {
  ^bb0(%a259: f32, %a260: f32, %o261: f32):
    %b262 = arith.addf %a259, %a260 : f32
    linalg.yield %b262 : f32
  } -> tensor<20x128xf32>
  %r264 = tensor.expand_shape %g263 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r265 = tensor.expand_shape %r264 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e266 = tensor.empty() : tensor<10x4x2x32xf32>
  %g269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r265 : tensor<10x2x4x32xf32>) outs(%e266 : tensor<10x4x2x32xf32>) {
  ^bb0(%a267: f32, %o268: f32):
    linalg.yield %a267 : f32
  } -> tensor<10x4x2x32xf32>
  %s270 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_weight[128, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s271 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_bias[128] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r272 = tensor.collapse_shape %g251 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e273 = tensor.empty() : tensor<20x128xf32>
  %f274 = linalg.fill ins(%c0 : f32) outs(%e273 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm275 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r272, %s270 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f274 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e276 = tensor.empty() : tensor<20x128xf32>
  %g281 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm275, %s271 : tensor<20x128xf32>, tensor<128xf32>) outs(%e276 : tensor<20x128xf32>) {
  ^bb0(%a277: f32, %a278: f32, %o279: f32):
    %b280 = arith.addf %a277, %a278 : f32
    linalg.yield %b280 : f32
  } -> tensor<20x128xf32>
  %r282 = tensor.expand_shape %g281 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r283 = tensor.expand_shape %r282 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e284 = tensor.empty() : tensor<10x4x2x32xf32>
  %g287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r283 : tensor<10x2x4x32xf32>) outs(%e284 : tensor<10x4x2x32xf32>) {
  ^bb0(%a285: f32, %o286: f32):
    linalg.yield %a285 : f32
  } -> tensor<10x4x2x32xf32>
  %s288 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_weight[256, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s289 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_bias[256] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r290 = tensor.collapse_shape %g251 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e291 = tensor.empty() : tensor<20x128xf32>
  %f292 = linalg.fill ins(%c0 : f32) outs(%e291 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm293 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r290, %s288 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f292 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e294 = tensor.empty() : tensor<20x128xf32>
  %g299 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm293, %s289 : tensor<20x128xf32>, tensor<128xf32>) outs(%e294 : tensor<20x128xf32>) {
  ^bb0(%a295: f32, %a296: f32, %o297: f32):
    %b298 = arith.addf %a295, %a296 : f32
    linalg.yield %b298 : f32
  } -> tensor<20x128xf32>
  %r300 = tensor.expand_shape %g299 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r301 = tensor.expand_shape %r300 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e302 = tensor.empty() : tensor<10x4x2x32xf32>
  %g305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r301 : tensor<10x2x4x32xf32>) outs(%e302 : tensor<10x4x2x32xf32>) {
  ^bb0(%a303: f32, %o304: f32):
    linalg.yield %a303 : f32
  } -> tensor<10x4x2x32xf32>
  %e306 = tensor.empty() : tensor<10x4x32x2xf32>
  %g309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g287 : tensor<10x4x2x32xf32>) outs(%e306 : tensor<10x4x32x2xf32>) {
  ^bb0(%a307: f32, %o308: f32):
    linalg.yield %a307 : f32
  } -> tensor<10x4x32x2xf32>
  %r310 = tensor.collapse_shape %g269 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %r311 = tensor.collapse_shape %g309 [[0, 1], [2], [3]] : tensor<10x4x32x2xf32> into tensor<40x32x2xf32>
  %e312 = tensor.empty() : tensor<40x2x2xf32>
  %f313 = linalg.fill ins(%c0 : f32) outs(%e312 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %bmm314 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r310, %r311 : tensor<40x2x32xf32>, tensor<40x32x2xf32>) outs(%f313 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %r315 = tensor.expand_shape %bmm314 [[0, 1], [2], [3]] output_shape [10, 4, 2, 2] : tensor<40x2x2xf32> into tensor<10x4x2x2xf32>
  %e316 = tensor.empty() : tensor<10x4x2x2xf32>
  %g320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r315 : tensor<10x4x2x2xf32>) outs(%e316 : tensor<10x4x2x2xf32>) {
  ^bb0(%a317: f32, %o318: f32):
    %b319 = arith.mulf %a317, %c1 : f32
    linalg.yield %b319 : f32
  } -> tensor<10x4x2x2xf32>
  %e321 = tensor.empty() : tensor<10x4x2x2xf32>
  %sm322 = linalg.softmax dimension(3) ins(%g320 : tensor<10x4x2x2xf32>) outs(%e321 : tensor<10x4x2x2xf32>) -> tensor<10x4x2x2xf32>
  %r323 = tensor.collapse_shape %sm322 [[0, 1], [2], [3]] : tensor<10x4x2x2xf32> into tensor<40x2x2xf32>
  %r324 = tensor.collapse_shape %g305 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %e325 = tensor.empty() : tensor<40x2x32xf32>
  %f326 = linalg.fill ins(%c0 : f32) outs(%e325 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %bmm327 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r323, %r324 : tensor<40x2x2xf32>, tensor<40x2x32xf32>) outs(%f326 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %r328 = tensor.expand_shape %bmm327 [[0, 1], [2], [3]] output_shape [10, 4, 2, 32] : tensor<40x2x32xf32> into tensor<10x4x2x32xf32>
  %e329 = tensor.empty() : tensor<10x2x4x32xf32>
  %g332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r328 : tensor<10x4x2x32xf32>) outs(%e329 : tensor<10x2x4x32xf32>) {
  ^bb0(%a330: f32, %o331: f32):
    linalg.yield %a330 : f32
  } -> tensor<10x2x4x32xf32>
  %r333 = tensor.collapse_shape %g332 [[0], [1], [2, 3]] : tensor<10x2x4x32xf32> into tensor<10x2x128xf32>
  %r334 = tensor.collapse_shape %r333 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e335 = tensor.empty() : tensor<20x128xf32>
  %f336 = linalg.fill ins(%c0 : f32) outs(%e335 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm337 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r334, %transformer_layers_1_self_attn_out_proj_weight : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f336 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e338 = tensor.empty() : tensor<20x128xf32>
  %g343 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm337, %transformer_layers_1_self_attn_out_proj_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e338 : tensor<20x128xf32>) {
  ^bb0(%a339: f32, %a340: f32, %o341: f32):
    %b342 = arith.addf %a339, %a340 : f32
    linalg.yield %b342 : f32
  } -> tensor<20x128xf32>
  %r344 = tensor.expand_shape %g343 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e345 = tensor.empty() : tensor<10x2x128xf32>
  %g350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g251, %r344 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e345 : tensor<10x2x128xf32>) {
  ^bb0(%a346: f32, %a347: f32, %o348: f32):
    %b349 = arith.addf %a346, %a347 : f32
    linalg.yield %b349 : f32
  } -> tensor<10x2x128xf32>
  %e351 = tensor.empty() : tensor<10x2xf32>
  %f352 = linalg.fill ins(%c0 : f32) outs(%e351 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g350 : tensor<10x2x128xf32>) outs(%f352 : tensor<10x2xf32>) {
  ^bb0(%a353: f32, %o354: f32):
    %b355 = arith.addf %a353, %o354 : f32
    linalg.yield %b355 : f32
  } -> tensor<10x2xf32>
  %e357 = tensor.empty() : tensor<10x2xf32>
  %g361 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g356 : tensor<10x2xf32>) outs(%e357 : tensor<10x2xf32>) {
  ^bb0(%a358: f32, %o359: f32):
    %b360 = arith.divf %a358, %c2 : f32
    linalg.yield %b360 : f32
  } -> tensor<10x2xf32>
  %e363 = tensor.empty() : tensor<10x2x128xf32>
  %g369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g350, %g361 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e363 : tensor<10x2x128xf32>) {
  ^bb0(%a364: f32, %a365: f32, %o366: f32):
    %b367 = arith.subf %a364, %a365 : f32
    %b368 = arith.mulf %b367, %b367 : f32
    linalg.yield %b368 : f32
  } -> tensor<10x2x128xf32>
  %e370 = tensor.empty() : tensor<10x2xf32>
  %f371 = linalg.fill ins(%c0 : f32) outs(%e370 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g369 : tensor<10x2x128xf32>) outs(%f371 : tensor<10x2xf32>) {
  ^bb0(%a372: f32, %o373: f32):
    %b374 = arith.addf %a372, %o373 : f32
    linalg.yield %b374 : f32
  } -> tensor<10x2xf32>
  %e376 = tensor.empty() : tensor<10x2xf32>
  %g380 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g375 : tensor<10x2xf32>) outs(%e376 : tensor<10x2xf32>) {
  ^bb0(%a377: f32, %o378: f32):
    %b379 = arith.divf %a377, %c2 : f32
    linalg.yield %b379 : f32
  } -> tensor<10x2xf32>
  %e382 = tensor.empty() : tensor<10x2x128xf32>
  %g395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g350, %g361, %g380, %transformer_layers_1_norm1_weight, %transformer_layers_1_norm1_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e382 : tensor<10x2x128xf32>) {
  ^bb0(%a383: f32, %a384: f32, %a385: f32, %a386: f32, %a387: f32, %o388: f32):
    %b389 = arith.addf %a385, %c3 : f32
    %b390 = math.sqrt %b389 : f32
    %b391 = arith.subf %a383, %a384 : f32
    %b392 = arith.divf %b391, %b390 : f32
    %b393 = arith.mulf %b392, %a386 : f32
    %b394 = arith.addf %b393, %a387 : f32
    linalg.yield %b394 : f32
  } -> tensor<10x2x128xf32>
  %r396 = tensor.collapse_shape %g395 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e397 = tensor.empty() : tensor<20x512xf32>
  %f398 = linalg.fill ins(%c0 : f32) outs(%e397 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %mm399 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r396, %transformer_layers_1_linear1_weight : tensor<20x128xf32>, tensor<512x128xf32>) outs(%f398 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %e400 = tensor.empty() : tensor<20x512xf32>
  %g405 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm399, %transformer_layers_1_linear1_bias : tensor<20x512xf32>, tensor<512xf32>) outs(%e400 : tensor<20x512xf32>) {
  ^bb0(%a401: f32, %a402: f32, %o403: f32):
    %b404 = arith.addf %a401, %a402 : f32
    linalg.yield %b404 : f32
  } -> tensor<20x512xf32>
  %r406 = tensor.expand_shape %g405 [[0, 1], [2]] output_shape [10, 2, 512] : tensor<20x512xf32> into tensor<10x2x512xf32>
  %e407 = tensor.empty() : tensor<10x2x512xf32>
  %g411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r406 : tensor<10x2x512xf32>) outs(%e407 : tensor<10x2x512xf32>) {
  ^bb0(%a408: f32, %o409: f32):
    %b410 = arith.maximumf %a408, %c0 : f32
    linalg.yield %b410 : f32
  } -> tensor<10x2x512xf32>
  %r412 = tensor.collapse_shape %g411 [[0, 1], [2]] : tensor<10x2x512xf32> into tensor<20x512xf32>
  %e413 = tensor.empty() : tensor<20x128xf32>
  %f414 = linalg.fill ins(%c0 : f32) outs(%e413 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm415 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r412, %transformer_layers_1_linear2_weight : tensor<20x512xf32>, tensor<128x512xf32>) outs(%f414 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e416 = tensor.empty() : tensor<20x128xf32>
  %g421 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm415, %transformer_layers_1_linear2_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e416 : tensor<20x128xf32>) {
  ^bb0(%a417: f32, %a418: f32, %o419: f32):
    %b420 = arith.addf %a417, %a418 : f32
    linalg.yield %b420 : f32
  } -> tensor<20x128xf32>
  %r422 = tensor.expand_shape %g421 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e423 = tensor.empty() : tensor<10x2x128xf32>
  %g428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g395, %r422 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e423 : tensor<10x2x128xf32>) {
  ^bb0(%a424: f32, %a425: f32, %o426: f32):
    %b427 = arith.addf %a424, %a425 : f32
    linalg.yield %b427 : f32
  } -> tensor<10x2x128xf32>
  %e429 = tensor.empty() : tensor<10x2xf32>
  %f430 = linalg.fill ins(%c0 : f32) outs(%e429 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g428 : tensor<10x2x128xf32>) outs(%f430 : tensor<10x2xf32>) {
  ^bb0(%a431: f32, %o432: f32):
    %b433 = arith.addf %a431, %o432 : f32
    linalg.yield %b433 : f32
  } -> tensor<10x2xf32>
  %e435 = tensor.empty() : tensor<10x2xf32>
  %g439 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g434 : tensor<10x2xf32>) outs(%e435 : tensor<10x2xf32>) {
  ^bb0(%a436: f32, %o437: f32):
    %b438 = arith.divf %a436, %c2 : f32
    linalg.yield %b438 : f32
  } -> tensor<10x2xf32>
  %e441 = tensor.empty() : tensor<10x2x128xf32>
  %g447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g428, %g439 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e441 : tensor<10x2x128xf32>) {
  ^bb0(%a442: f32, %a443: f32, %o444: f32):
    %b445 = arith.subf %a442, %a443 : f32
    %b446 = arith.mulf %b445, %b445 : f32
    linalg.yield %b446 : f32
  } -> tensor<10x2x128xf32>
  %e448 = tensor.empty() : tensor<10x2xf32>
  %f449 = linalg.fill ins(%c0 : f32) outs(%e448 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g447 : tensor<10x2x128xf32>) outs(%f449 : tensor<10x2xf32>) {
  ^bb0(%a450: f32, %o451: f32):
    %b452 = arith.addf %a450, %o451 : f32
    linalg.yield %b452 : f32
  } -> tensor<10x2xf32>
  %e454 = tensor.empty() : tensor<10x2xf32>
  %g458 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g453 : tensor<10x2xf32>) outs(%e454 : tensor<10x2xf32>) {
  ^bb0(%a455: f32, %o456: f32):
    %b457 = arith.divf %a455, %c2 : f32
    linalg.yield %b457 : f32
  } -> tensor<10x2xf32>
  %e460 = tensor.empty() : tensor<10x2x128xf32>
  %g473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g428, %g439, %g458, %transformer_layers_1_norm2_weight, %transformer_layers_1_norm2_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e460 : tensor<10x2x128xf32>) {
  ^bb0(%a461: f32, %a462: f32, %a463: f32, %a464: f32, %a465: f32, %o466: f32):
    %b467 = arith.addf %a463, %c3 : f32
    %b468 = math.sqrt %b467 : f32
    %b469 = arith.subf %a461, %a462 : f32
    %b470 = arith.divf %b469, %b468 : f32
    %b471 = arith.mulf %b470, %a464 : f32
    %b472 = arith.addf %b471, %a465 : f32
    linalg.yield %b472 : f32
  } -> tensor<10x2x128xf32>
  %s474 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_weight[0, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s475 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_bias[0] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r476 = tensor.collapse_shape %g473 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e477 = tensor.empty() : tensor<20x128xf32>
  %f478 = linalg.fill ins(%c0 : f32) outs(%e477 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm479 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r476, %s474 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f478 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e480 = tensor.empty() : tensor<20x128xf32>
  %g485 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm479, %s475 : tensor<20x128xf32>, tensor<128xf32>) outs(%e480 : tensor<20x128xf32>) {
  ^bb0(%a481: f32, %a482: f32, %o483: f32):
    %b484 = arith.addf %a481, %a482 : f32
    linalg.yield %b484 : f32
  } -> tensor<20x128xf32>
  %r486 = tensor.expand_shape %g485 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r487 = tensor.expand_shape %r486 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e488 = tensor.empty() : tensor<10x4x2x32xf32>
  %g491 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r487 : tensor<10x2x4x32xf32>) outs(%e488 : tensor<10x4x2x32xf32>) {
  ^bb0(%a489: f32, %o490: f32):
    linalg.yield %a489 : f32
  } -> tensor<10x4x2x32xf32>
  %s492 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_weight[128, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s493 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_bias[128] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r494 = tensor.collapse_shape %g473 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e495 = tensor.empty() : tensor<20x128xf32>
  %f496 = linalg.fill ins(%c0 : f32) outs(%e495 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm497 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r494, %s492 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f496 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e498 = tensor.empty() : tensor<20x128xf32>
  %g503 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm497, %s493 : tensor<20x128xf32>, tensor<128xf32>) outs(%e498 : tensor<20x128xf32>) {
  ^bb0(%a499: f32, %a500: f32, %o501: f32):
    %b502 = arith.addf %a499, %a500 : f32
    linalg.yield %b502 : f32
  } -> tensor<20x128xf32>
  %r504 = tensor.expand_shape %g503 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r505 = tensor.expand_shape %r504 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e506 = tensor.empty() : tensor<10x4x2x32xf32>
  %g509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r505 : tensor<10x2x4x32xf32>) outs(%e506 : tensor<10x4x2x32xf32>) {
  ^bb0(%a507: f32, %o508: f32):
    linalg.yield %a507 : f32
  } -> tensor<10x4x2x32xf32>
  %s510 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_weight[256, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s511 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_bias[256] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r512 = tensor.collapse_shape %g473 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e513 = tensor.empty() : tensor<20x128xf32>
  %f514 = linalg.fill ins(%c0 : f32) outs(%e513 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm515 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r512, %s510 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f514 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e516 = tensor.empty() : tensor<20x128xf32>
  %g521 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm515, %s511 : tensor<20x128xf32>, tensor<128xf32>) outs(%e516 : tensor<20x128xf32>) {
  ^bb0(%a517: f32, %a518: f32, %o519: f32):
    %b520 = arith.addf %a517, %a518 : f32
    linalg.yield %b520 : f32
  } -> tensor<20x128xf32>
  %r522 = tensor.expand_shape %g521 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r523 = tensor.expand_shape %r522 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e524 = tensor.empty() : tensor<10x4x2x32xf32>
  %g527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r523 : tensor<10x2x4x32xf32>) outs(%e524 : tensor<10x4x2x32xf32>) {
  ^bb0(%a525: f32, %o526: f32):
    linalg.yield %a525 : f32
  } -> tensor<10x4x2x32xf32>
  %e528 = tensor.empty() : tensor<10x4x32x2xf32>
  %g531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g509 : tensor<10x4x2x32xf32>) outs(%e528 : tensor<10x4x32x2xf32>) {
  ^bb0(%a529: f32, %o530: f32):
    linalg.yield %a529 : f32
  } -> tensor<10x4x32x2xf32>
  %r532 = tensor.collapse_shape %g491 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %r533 = tensor.collapse_shape %g531 [[0, 1], [2], [3]] : tensor<10x4x32x2xf32> into tensor<40x32x2xf32>
  %e534 = tensor.empty() : tensor<40x2x2xf32>
  %f535 = linalg.fill ins(%c0 : f32) outs(%e534 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %bmm536 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r532, %r533 : tensor<40x2x32xf32>, tensor<40x32x2xf32>) outs(%f535 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %r537 = tensor.expand_shape %bmm536 [[0, 1], [2], [3]] output_shape [10, 4, 2, 2] : tensor<40x2x2xf32> into tensor<10x4x2x2xf32>
  %e538 = tensor.empty() : tensor<10x4x2x2xf32>
  %g542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r537 : tensor<10x4x2x2xf32>) outs(%e538 : tensor<10x4x2x2xf32>) {
  ^bb0(%a539: f32, %o540: f32):
    %b541 = arith.mulf %a539, %c1 : f32
    linalg.yield %b541 : f32
  } -> tensor<10x4x2x2xf32>
  %e543 = tensor.empty() : tensor<10x4x2x2xf32>
  %sm544 = linalg.softmax dimension(3) ins(%g542 : tensor<10x4x2x2xf32>) outs(%e543 : tensor<10x4x2x2xf32>) -> tensor<10x4x2x2xf32>
  %r545 = tensor.collapse_shape %sm544 [[0, 1], [2], [3]] : tensor<10x4x2x2xf32> into tensor<40x2x2xf32>
  %r546 = tensor.collapse_shape %g527 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %e547 = tensor.empty() : tensor<40x2x32xf32>
  %f548 = linalg.fill ins(%c0 : f32) outs(%e547 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %bmm549 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r545, %r546 : tensor<40x2x2xf32>, tensor<40x2x32xf32>) outs(%f548 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %r550 = tensor.expand_shape %bmm549 [[0, 1], [2], [3]] output_shape [10, 4, 2, 32] : tensor<40x2x32xf32> into tensor<10x4x2x32xf32>
  %e551 = tensor.empty() : tensor<10x2x4x32xf32>
  %g554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r550 : tensor<10x4x2x32xf32>) outs(%e551 : tensor<10x2x4x32xf32>) {
  ^bb0(%a552: f32, %o553: f32):
    linalg.yield %a552 : f32
  } -> tensor<10x2x4x32xf32>
  %r555 = tensor.collapse_shape %g554 [[0], [1], [2, 3]] : tensor<10x2x4x32xf32> into tensor<10x2x128xf32>
  %r556 = tensor.collapse_shape %r555 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e557 = tensor.empty() : tensor<20x128xf32>
  %f558 = linalg.fill ins(%c0 : f32) outs(%e557 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm559 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r556, %transformer_layers_2_self_attn_out_proj_weight : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f558 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e560 = tensor.empty() : tensor<20x128xf32>
  %g565 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm559, %transformer_layers_2_self_attn_out_proj_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e560 : tensor<20x128xf32>) {
  ^bb0(%a561: f32, %a562: f32, %o563: f32):
    %b564 = arith.addf %a561, %a562 : f32
    linalg.yield %b564 : f32
  } -> tensor<20x128xf32>
  %r566 = tensor.expand_shape %g565 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e567 = tensor.empty() : tensor<10x2x128xf32>
  %g572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g473, %r566 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e567 : tensor<10x2x128xf32>) {
  ^bb0(%a568: f32, %a569: f32, %o570: f32):
    %b571 = arith.addf %a568, %a569 : f32
    linalg.yield %b571 : f32
  } -> tensor<10x2x128xf32>
  %e573 = tensor.empty() : tensor<10x2xf32>
  %f574 = linalg.fill ins(%c0 : f32) outs(%e573 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g572 : tensor<10x2x128xf32>) outs(%f574 : tensor<10x2xf32>) {
  ^bb0(%a575: f32, %o576: f32):
    %b577 = arith.addf %a575, %o576 : f32
    linalg.yield %b577 : f32
  } -> tensor<10x2xf32>
  %e579 = tensor.empty() : tensor<10x2xf32>
  %g583 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g578 : tensor<10x2xf32>) outs(%e579 : tensor<10x2xf32>) {
  ^bb0(%a580: f32, %o581: f32):
    %b582 = arith.divf %a580, %c2 : f32
    linalg.yield %b582 : f32
  } -> tensor<10x2xf32>
  %e585 = tensor.empty() : tensor<10x2x128xf32>
  %g591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g572, %g583 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e585 : tensor<10x2x128xf32>) {
  ^bb0(%a586: f32, %a587: f32, %o588: f32):
    %b589 = arith.subf %a586, %a587 : f32
    %b590 = arith.mulf %b589, %b589 : f32
    linalg.yield %b590 : f32
  } -> tensor<10x2x128xf32>
  %e592 = tensor.empty() : tensor<10x2xf32>
  %f593 = linalg.fill ins(%c0 : f32) outs(%e592 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g597 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g591 : tensor<10x2x128xf32>) outs(%f593 : tensor<10x2xf32>) {
  ^bb0(%a594: f32, %o595: f32):
    %b596 = arith.addf %a594, %o595 : f32
    linalg.yield %b596 : f32
  } -> tensor<10x2xf32>
  %e598 = tensor.empty() : tensor<10x2xf32>
  %g602 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g597 : tensor<10x2xf32>) outs(%e598 : tensor<10x2xf32>) {
  ^bb0(%a599: f32, %o600: f32):
    %b601 = arith.divf %a599, %c2 : f32
    linalg.yield %b601 : f32
  } -> tensor<10x2xf32>
  %e604 = tensor.empty() : tensor<10x2x128xf32>
  %g617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g572, %g583, %g602, %transformer_layers_2_norm1_weight, %transformer_layers_2_norm1_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e604 : tensor<10x2x128xf32>) {
  ^bb0(%a605: f32, %a606: f32, %a607: f32, %a608: f32, %a609: f32, %o610: f32):
    %b611 = arith.addf %a607, %c3 : f32
    %b612 = math.sqrt %b611 : f32
    %b613 = arith.subf %a605, %a606 : f32
    %b614 = arith.divf %b613, %b612 : f32
    %b615 = arith.mulf %b614, %a608 : f32
    %b616 = arith.addf %b615, %a609 : f32
    linalg.yield %b616 : f32
  } -> tensor<10x2x128xf32>
  %r618 = tensor.collapse_shape %g617 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e619 = tensor.empty() : tensor<20x512xf32>
  %f620 = linalg.fill ins(%c0 : f32) outs(%e619 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %mm621 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r618, %transformer_layers_2_linear1_weight : tensor<20x128xf32>, tensor<512x128xf32>) outs(%f620 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %e622 = tensor.empty() : tensor<20x512xf32>
  %g627 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm621, %transformer_layers_2_linear1_bias : tensor<20x512xf32>, tensor<512xf32>) outs(%e622 : tensor<20x512xf32>) {
  ^bb0(%a623: f32, %a624: f32, %o625: f32):
    %b626 = arith.addf %a623, %a624 : f32
    linalg.yield %b626 : f32
  } -> tensor<20x512xf32>
  %r628 = tensor.expand_shape %g627 [[0, 1], [2]] output_shape [10, 2, 512] : tensor<20x512xf32> into tensor<10x2x512xf32>
  %e629 = tensor.empty() : tensor<10x2x512xf32>
  %g633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r628 : tensor<10x2x512xf32>) outs(%e629 : tensor<10x2x512xf32>) {
  ^bb0(%a630: f32, %o631: f32):
    %b632 = arith.maximumf %a630, %c0 : f32
    linalg.yield %b632 : f32
  } -> tensor<10x2x512xf32>
  %r634 = tensor.collapse_shape %g633 [[0, 1], [2]] : tensor<10x2x512xf32> into tensor<20x512xf32>
  %e635 = tensor.empty() : tensor<20x128xf32>
  %f636 = linalg.fill ins(%c0 : f32) outs(%e635 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm637 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r634, %transformer_layers_2_linear2_weight : tensor<20x512xf32>, tensor<128x512xf32>) outs(%f636 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e638 = tensor.empty() : tensor<20x128xf32>
  %g643 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm637, %transformer_layers_2_linear2_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e638 : tensor<20x128xf32>) {
  ^bb0(%a639: f32, %a640: f32, %o641: f32):
    %b642 = arith.addf %a639, %a640 : f32
    linalg.yield %b642 : f32
  } -> tensor<20x128xf32>
  %r644 = tensor.expand_shape %g643 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e645 = tensor.empty() : tensor<10x2x128xf32>
  %g650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g617, %r644 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e645 : tensor<10x2x128xf32>) {
  ^bb0(%a646: f32, %a647: f32, %o648: f32):
    %b649 = arith.addf %a646, %a647 : f32
    linalg.yield %b649 : f32
  } -> tensor<10x2x128xf32>
  %e651 = tensor.empty() : tensor<10x2xf32>
  %f652 = linalg.fill ins(%c0 : f32) outs(%e651 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g650 : tensor<10x2x128xf32>) outs(%f652 : tensor<10x2xf32>) {
  ^bb0(%a653: f32, %o654: f32):
    %b655 = arith.addf %a653, %o654 : f32
    linalg.yield %b655 : f32
  } -> tensor<10x2xf32>
  %e657 = tensor.empty() : tensor<10x2xf32>
  %g661 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g656 : tensor<10x2xf32>) outs(%e657 : tensor<10x2xf32>) {
  ^bb0(%a658: f32, %o659: f32):
    %b660 = arith.divf %a658, %c2 : f32
    linalg.yield %b660 : f32
  } -> tensor<10x2xf32>
  %e663 = tensor.empty() : tensor<10x2x128xf32>
  %g669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g650, %g661 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e663 : tensor<10x2x128xf32>) {
  ^bb0(%a664: f32, %a665: f32, %o666: f32):
    %b667 = arith.subf %a664, %a665 : f32
    %b668 = arith.mulf %b667, %b667 : f32
    linalg.yield %b668 : f32
  } -> tensor<10x2x128xf32>
  %e670 = tensor.empty() : tensor<10x2xf32>
  %f671 = linalg.fill ins(%c0 : f32) outs(%e670 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g669 : tensor<10x2x128xf32>) outs(%f671 : tensor<10x2xf32>) {
  ^bb0(%a672: f32, %o673: f32):
    %b674 = arith.addf %a672, %o673 : f32
    linalg.yield %b674 : f32
  } -> tensor<10x2xf32>
  %e676 = tensor.empty() : tensor<10x2xf32>
  %g680 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g675 : tensor<10x2xf32>) outs(%e676 : tensor<10x2xf32>) {
  ^bb0(%a677: f32, %o678: f32):
    %b679 = arith.divf %a677, %c2 : f32
    linalg.yield %b679 : f32
  } -> tensor<10x2xf32>
  %e682 = tensor.empty() : tensor<10x2x128xf32>
  %g695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g650, %g661, %g680, %transformer_layers_2_norm2_weight, %transformer_layers_2_norm2_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e682 : tensor<10x2x128xf32>) {
  ^bb0(%a683: f32, %a684: f32, %a685: f32, %a686: f32, %a687: f32, %o688: f32):
    %b689 = arith.addf %a685, %c3 : f32
    %b690 = math.sqrt %b689 : f32
    %b691 = arith.subf %a683, %a684 : f32
    %b692 = arith.divf %b691, %b690 : f32
    %b693 = arith.mulf %b692, %a686 : f32
    %b694 = arith.addf %b693, %a687 : f32
    linalg.yield %b694 : f32
  } -> tensor<10x2x128xf32>
  %s696 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_weight[0, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s697 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_bias[0] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r698 = tensor.collapse_shape %g695 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e699 = tensor.empty() : tensor<20x128xf32>
  %f700 = linalg.fill ins(%c0 : f32) outs(%e699 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm701 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r698, %s696 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f700 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e702 = tensor.empty() : tensor<20x128xf32>
  %g707 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm701, %s697 : tensor<20x128xf32>, tensor<128xf32>) outs(%e702 : tensor<20x128xf32>) {
  ^bb0(%a703: f32, %a704: f32, %o705: f32):
    %b706 = arith.addf %a703, %a704 : f32
    linalg.yield %b706 : f32
  } -> tensor<20x128xf32>
  %r708 = tensor.expand_shape %g707 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r709 = tensor.expand_shape %r708 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e710 = tensor.empty() : tensor<10x4x2x32xf32>
  %g713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r709 : tensor<10x2x4x32xf32>) outs(%e710 : tensor<10x4x2x32xf32>) {
  ^bb0(%a711: f32, %o712: f32):
    linalg.yield %a711 : f32
  } -> tensor<10x4x2x32xf32>
  %s714 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_weight[128, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s715 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_bias[128] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r716 = tensor.collapse_shape %g695 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e717 = tensor.empty() : tensor<20x128xf32>
  %f718 = linalg.fill ins(%c0 : f32) outs(%e717 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm719 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r716, %s714 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f718 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e720 = tensor.empty() : tensor<20x128xf32>
  %g725 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm719, %s715 : tensor<20x128xf32>, tensor<128xf32>) outs(%e720 : tensor<20x128xf32>) {
  ^bb0(%a721: f32, %a722: f32, %o723: f32):
    %b724 = arith.addf %a721, %a722 : f32
    linalg.yield %b724 : f32
  } -> tensor<20x128xf32>
  %r726 = tensor.expand_shape %g725 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r727 = tensor.expand_shape %r726 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e728 = tensor.empty() : tensor<10x4x2x32xf32>
  %g731 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r727 : tensor<10x2x4x32xf32>) outs(%e728 : tensor<10x4x2x32xf32>) {
  ^bb0(%a729: f32, %o730: f32):
    linalg.yield %a729 : f32
  } -> tensor<10x4x2x32xf32>
  %s732 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_weight[256, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s733 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_bias[256] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r734 = tensor.collapse_shape %g695 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e735 = tensor.empty() : tensor<20x128xf32>
  %f736 = linalg.fill ins(%c0 : f32) outs(%e735 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm737 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r734, %s732 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f736 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e738 = tensor.empty() : tensor<20x128xf32>
  %g743 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm737, %s733 : tensor<20x128xf32>, tensor<128xf32>) outs(%e738 : tensor<20x128xf32>) {
  ^bb0(%a739: f32, %a740: f32, %o741: f32):
    %b742 = arith.addf %a739, %a740 : f32
    linalg.yield %b742 : f32
  } -> tensor<20x128xf32>
  %r744 = tensor.expand_shape %g743 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r745 = tensor.expand_shape %r744 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e746 = tensor.empty() : tensor<10x4x2x32xf32>
  %g749 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r745 : tensor<10x2x4x32xf32>) outs(%e746 : tensor<10x4x2x32xf32>) {
  ^bb0(%a747: f32, %o748: f32):
    linalg.yield %a747 : f32
  } -> tensor<10x4x2x32xf32>
  %e750 = tensor.empty() : tensor<10x4x32x2xf32>
  %g753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g731 : tensor<10x4x2x32xf32>) outs(%e750 : tensor<10x4x32x2xf32>) {
  ^bb0(%a751: f32, %o752: f32):
    linalg.yield %a751 : f32
  } -> tensor<10x4x32x2xf32>
  %r754 = tensor.collapse_shape %g713 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %r755 = tensor.collapse_shape %g753 [[0, 1], [2], [3]] : tensor<10x4x32x2xf32> into tensor<40x32x2xf32>
  %e756 = tensor.empty() : tensor<40x2x2xf32>
  %f757 = linalg.fill ins(%c0 : f32) outs(%e756 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %bmm758 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r754, %r755 : tensor<40x2x32xf32>, tensor<40x32x2xf32>) outs(%f757 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %r759 = tensor.expand_shape %bmm758 [[0, 1], [2], [3]] output_shape [10, 4, 2, 2] : tensor<40x2x2xf32> into tensor<10x4x2x2xf32>
  %e760 = tensor.empty() : tensor<10x4x2x2xf32>
  %g764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r759 : tensor<10x4x2x2xf32>) outs(%e760 : tensor<10x4x2x2xf32>) {
  ^bb0(%a761: f32, %o762: f32):
    %b763 = arith.mulf %a761, %c1 : f32
    linalg.yield %b763 : f32
  } -> tensor<10x4x2x2xf32>
  %e765 = tensor.empty() : tensor<10x4x2x2xf32>
  %sm766 = linalg.softmax dimension(3) ins(%g764 : tensor<10x4x2x2xf32>) outs(%e765 : tensor<10x4x2x2xf32>) -> tensor<10x4x2x2xf32>
  %r767 = tensor.collapse_shape %sm766 [[0, 1], [2], [3]] : tensor<10x4x2x2xf32> into tensor<40x2x2xf32>
  %r768 = tensor.collapse_shape %g749 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %e769 = tensor.empty() : tensor<40x2x32xf32>
  %f770 = linalg.fill ins(%c0 : f32) outs(%e769 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %bmm771 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r767, %r768 : tensor<40x2x2xf32>, tensor<40x2x32xf32>) outs(%f770 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %r772 = tensor.expand_shape %bmm771 [[0, 1], [2], [3]] output_shape [10, 4, 2, 32] : tensor<40x2x32xf32> into tensor<10x4x2x32xf32>
  %e773 = tensor.empty() : tensor<10x2x4x32xf32>
  %g776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r772 : tensor<10x4x2x32xf32>) outs(%e773 : tensor<10x2x4x32xf32>) {
  ^bb0(%a774: f32, %o775: f32):
    linalg.yield %a774 : f32
  } -> tensor<10x2x4x32xf32>
  %r777 = tensor.collapse_shape %g776 [[0], [1], [2, 3]] : tensor<10x2x4x32xf32> into tensor<10x2x128xf32>
  %r778 = tensor.collapse_shape %r777 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e779 = tensor.empty() : tensor<20x128xf32>
  %f780 = linalg.fill ins(%c0 : f32) outs(%e779 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm781 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r778, %transformer_layers_3_self_attn_out_proj_weight : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f780 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e782 = tensor.empty() : tensor<20x128xf32>
  %g787 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm781, %transformer_layers_3_self_attn_out_proj_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e782 : tensor<20x128xf32>) {
  ^bb0(%a783: f32, %a784: f32, %o785: f32):
    %b786 = arith.addf %a783, %a784 : f32
    linalg.yield %b786 : f32
  } -> tensor<20x128xf32>
  %r788 = tensor.expand_shape %g787 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e789 = tensor.empty() : tensor<10x2x128xf32>
  %g794 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g695, %r788 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e789 : tensor<10x2x128xf32>) {
  ^bb0(%a790: f32, %a791: f32, %o792: f32):
    %b793 = arith.addf %a790, %a791 : f32
    linalg.yield %b793 : f32
  } -> tensor<10x2x128xf32>
  %e795 = tensor.empty() : tensor<10x2xf32>
  %f796 = linalg.fill ins(%c0 : f32) outs(%e795 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g800 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g794 : tensor<10x2x128xf32>) outs(%f796 : tensor<10x2xf32>) {
  ^bb0(%a797: f32, %o798: f32):
    %b799 = arith.addf %a797, %o798 : f32
    linalg.yield %b799 : f32
  } -> tensor<10x2xf32>
  %e801 = tensor.empty() : tensor<10x2xf32>
  %g805 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g800 : tensor<10x2xf32>) outs(%e801 : tensor<10x2xf32>) {
  ^bb0(%a802: f32, %o803: f32):
    %b804 = arith.divf %a802, %c2 : f32
    linalg.yield %b804 : f32
  } -> tensor<10x2xf32>
  %e807 = tensor.empty() : tensor<10x2x128xf32>
  %g813 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g794, %g805 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e807 : tensor<10x2x128xf32>) {
  ^bb0(%a808: f32, %a809: f32, %o810: f32):
    %b811 = arith.subf %a808, %a809 : f32
    %b812 = arith.mulf %b811, %b811 : f32
    linalg.yield %b812 : f32
  } -> tensor<10x2x128xf32>
  %e814 = tensor.empty() : tensor<10x2xf32>
  %f815 = linalg.fill ins(%c0 : f32) outs(%e814 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g813 : tensor<10x2x128xf32>) outs(%f815 : tensor<10x2xf32>) {
  ^bb0(%a816: f32, %o817: f32):
    %b818 = arith.addf %a816, %o817 : f32
    linalg.yield %b818 : f32
  } -> tensor<10x2xf32>
  %e820 = tensor.empty() : tensor<10x2xf32>
  %g824 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g819 : tensor<10x2xf32>) outs(%e820 : tensor<10x2xf32>) {
  ^bb0(%a821: f32, %o822: f32):
    %b823 = arith.divf %a821, %c2 : f32
    linalg.yield %b823 : f32
  } -> tensor<10x2xf32>
  %e826 = tensor.empty() : tensor<10x2x128xf32>
  %g839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g794, %g805, %g824, %transformer_layers_3_norm1_weight, %transformer_layers_3_norm1_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e826 : tensor<10x2x128xf32>) {
  ^bb0(%a827: f32, %a828: f32, %a829: f32, %a830: f32, %a831: f32, %o832: f32):
    %b833 = arith.addf %a829, %c3 : f32
    %b834 = math.sqrt %b833 : f32
    %b835 = arith.subf %a827, %a828 : f32
    %b836 = arith.divf %b835, %b834 : f32
    %b837 = arith.mulf %b836, %a830 : f32
    %b838 = arith.addf %b837, %a831 : f32
    linalg.yield %b838 : f32
  } -> tensor<10x2x128xf32>
  %r840 = tensor.collapse_shape %g839 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e841 = tensor.empty() : tensor<20x512xf32>
  %f842 = linalg.fill ins(%c0 : f32) outs(%e841 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %mm843 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r840, %transformer_layers_3_linear1_weight : tensor<20x128xf32>, tensor<512x128xf32>) outs(%f842 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %e844 = tensor.empty() : tensor<20x512xf32>
  %g849 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm843, %transformer_layers_3_linear1_bias : tensor<20x512xf32>, tensor<512xf32>) outs(%e844 : tensor<20x512xf32>) {
  ^bb0(%a845: f32, %a846: f32, %o847: f32):
    %b848 = arith.addf %a845, %a846 : f32
    linalg.yield %b848 : f32
  } -> tensor<20x512xf32>
  %r850 = tensor.expand_shape %g849 [[0, 1], [2]] output_shape [10, 2, 512] : tensor<20x512xf32> into tensor<10x2x512xf32>
  %e851 = tensor.empty() : tensor<10x2x512xf32>
  %g855 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r850 : tensor<10x2x512xf32>) outs(%e851 : tensor<10x2x512xf32>) {
  ^bb0(%a852: f32, %o853: f32):
    %b854 = arith.maximumf %a852, %c0 : f32
    linalg.yield %b854 : f32
  } -> tensor<10x2x512xf32>
  %r856 = tensor.collapse_shape %g855 [[0, 1], [2]] : tensor<10x2x512xf32> into tensor<20x512xf32>
  %e857 = tensor.empty() : tensor<20x128xf32>
  %f858 = linalg.fill ins(%c0 : f32) outs(%e857 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm859 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r856, %transformer_layers_3_linear2_weight : tensor<20x512xf32>, tensor<128x512xf32>) outs(%f858 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e860 = tensor.empty() : tensor<20x128xf32>
  %g865 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm859, %transformer_layers_3_linear2_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e860 : tensor<20x128xf32>) {
  ^bb0(%a861: f32, %a862: f32, %o863: f32):
    %b864 = arith.addf %a861, %a862 : f32
    linalg.yield %b864 : f32
  } -> tensor<20x128xf32>
  %r866 = tensor.expand_shape %g865 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e867 = tensor.empty() : tensor<10x2x128xf32>
  %g872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g839, %r866 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e867 : tensor<10x2x128xf32>) {
  ^bb0(%a868: f32, %a869: f32, %o870: f32):
    %b871 = arith.addf %a868, %a869 : f32
    linalg.yield %b871 : f32
  } -> tensor<10x2x128xf32>
  %e873 = tensor.empty() : tensor<10x2xf32>
  %f874 = linalg.fill ins(%c0 : f32) outs(%e873 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g878 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g872 : tensor<10x2x128xf32>) outs(%f874 : tensor<10x2xf32>) {
  ^bb0(%a875: f32, %o876: f32):
    %b877 = arith.addf %a875, %o876 : f32
    linalg.yield %b877 : f32
  } -> tensor<10x2xf32>
  %e879 = tensor.empty() : tensor<10x2xf32>
  %g883 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g878 : tensor<10x2xf32>) outs(%e879 : tensor<10x2xf32>) {
  ^bb0(%a880: f32, %o881: f32):
    %b882 = arith.divf %a880, %c2 : f32
    linalg.yield %b882 : f32
  } -> tensor<10x2xf32>
  %e885 = tensor.empty() : tensor<10x2x128xf32>
  %g891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g872, %g883 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e885 : tensor<10x2x128xf32>) {
  ^bb0(%a886: f32, %a887: f32, %o888: f32):
    %b889 = arith.subf %a886, %a887 : f32
    %b890 = arith.mulf %b889, %b889 : f32
    linalg.yield %b890 : f32
  } -> tensor<10x2x128xf32>
  %e892 = tensor.empty() : tensor<10x2xf32>
  %f893 = linalg.fill ins(%c0 : f32) outs(%e892 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g897 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g891 : tensor<10x2x128xf32>) outs(%f893 : tensor<10x2xf32>) {
  ^bb0(%a894: f32, %o895: f32):
    %b896 = arith.addf %a894, %o895 : f32
    linalg.yield %b896 : f32
  } -> tensor<10x2xf32>
  %e898 = tensor.empty() : tensor<10x2xf32>
  %g902 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g897 : tensor<10x2xf32>) outs(%e898 : tensor<10x2xf32>) {
  ^bb0(%a899: f32, %o900: f32):
    %b901 = arith.divf %a899, %c2 : f32
    linalg.yield %b901 : f32
  } -> tensor<10x2xf32>
  %e904 = tensor.empty() : tensor<10x2x128xf32>
  %g917 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g872, %g883, %g902, %transformer_layers_3_norm2_weight, %transformer_layers_3_norm2_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e904 : tensor<10x2x128xf32>) {
  ^bb0(%a905: f32, %a906: f32, %a907: f32, %a908: f32, %a909: f32, %o910: f32):
    %b911 = arith.addf %a907, %c3 : f32
    %b912 = math.sqrt %b911 : f32
    %b913 = arith.subf %a905, %a906 : f32
    %b914 = arith.divf %b913, %b912 : f32
    %b915 = arith.mulf %b914, %a908 : f32
    %b916 = arith.addf %b915, %a909 : f32
    linalg.yield %b916 : f32
  } -> tensor<10x2x128xf32>
  %s918 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_weight[0, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s919 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_bias[0] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r920 = tensor.collapse_shape %g917 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e921 = tensor.empty() : tensor<20x128xf32>
  %f922 = linalg.fill ins(%c0 : f32) outs(%e921 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm923 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r920, %s918 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f922 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e924 = tensor.empty() : tensor<20x128xf32>
  %g929 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm923, %s919 : tensor<20x128xf32>, tensor<128xf32>) outs(%e924 : tensor<20x128xf32>) {
  ^bb0(%a925: f32, %a926: f32, %o927: f32):
    %b928 = arith.addf %a925, %a926 : f32
    linalg.yield %b928 : f32
  } -> tensor<20x128xf32>
  %r930 = tensor.expand_shape %g929 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r931 = tensor.expand_shape %r930 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e932 = tensor.empty() : tensor<10x4x2x32xf32>
  %g935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r931 : tensor<10x2x4x32xf32>) outs(%e932 : tensor<10x4x2x32xf32>) {
  ^bb0(%a933: f32, %o934: f32):
    linalg.yield %a933 : f32
  } -> tensor<10x4x2x32xf32>
  %s936 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_weight[128, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s937 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_bias[128] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r938 = tensor.collapse_shape %g917 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e939 = tensor.empty() : tensor<20x128xf32>
  %f940 = linalg.fill ins(%c0 : f32) outs(%e939 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm941 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r938, %s936 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f940 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e942 = tensor.empty() : tensor<20x128xf32>
  %g947 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm941, %s937 : tensor<20x128xf32>, tensor<128xf32>) outs(%e942 : tensor<20x128xf32>) {
  ^bb0(%a943: f32, %a944: f32, %o945: f32):
    %b946 = arith.addf %a943, %a944 : f32
    linalg.yield %b946 : f32
  } -> tensor<20x128xf32>
  %r948 = tensor.expand_shape %g947 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r949 = tensor.expand_shape %r948 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e950 = tensor.empty() : tensor<10x4x2x32xf32>
  %g953 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r949 : tensor<10x2x4x32xf32>) outs(%e950 : tensor<10x4x2x32xf32>) {
  ^bb0(%a951: f32, %o952: f32):
    linalg.yield %a951 : f32
  } -> tensor<10x4x2x32xf32>
  %s954 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_weight[256, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s955 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_bias[256] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r956 = tensor.collapse_shape %g917 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e957 = tensor.empty() : tensor<20x128xf32>
  %f958 = linalg.fill ins(%c0 : f32) outs(%e957 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm959 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r956, %s954 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f958 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e960 = tensor.empty() : tensor<20x128xf32>
  %g965 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm959, %s955 : tensor<20x128xf32>, tensor<128xf32>) outs(%e960 : tensor<20x128xf32>) {
  ^bb0(%a961: f32, %a962: f32, %o963: f32):
    %b964 = arith.addf %a961, %a962 : f32
    linalg.yield %b964 : f32
  } -> tensor<20x128xf32>
  %r966 = tensor.expand_shape %g965 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r967 = tensor.expand_shape %r966 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e968 = tensor.empty() : tensor<10x4x2x32xf32>
  %g971 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r967 : tensor<10x2x4x32xf32>) outs(%e968 : tensor<10x4x2x32xf32>) {
  ^bb0(%a969: f32, %o970: f32):
    linalg.yield %a969 : f32
  } -> tensor<10x4x2x32xf32>
  %e972 = tensor.empty() : tensor<10x4x32x2xf32>
  %g975 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g953 : tensor<10x4x2x32xf32>) outs(%e972 : tensor<10x4x32x2xf32>) {
  ^bb0(%a973: f32, %o974: f32):
    linalg.yield %a973 : f32
  } -> tensor<10x4x32x2xf32>
  %r976 = tensor.collapse_shape %g935 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %r977 = tensor.collapse_shape %g975 [[0, 1], [2], [3]] : tensor<10x4x32x2xf32> into tensor<40x32x2xf32>
  %e978 = tensor.empty() : tensor<40x2x2xf32>
  %f979 = linalg.fill ins(%c0 : f32) outs(%e978 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %bmm980 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r976, %r977 : tensor<40x2x32xf32>, tensor<40x32x2xf32>) outs(%f979 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %r981 = tensor.expand_shape %bmm980 [[0, 1], [2], [3]] output_shape [10, 4, 2, 2] : tensor<40x2x2xf32> into tensor<10x4x2x2xf32>
  %e982 = tensor.empty() : tensor<10x4x2x2xf32>
  %g986 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r981 : tensor<10x4x2x2xf32>) outs(%e982 : tensor<10x4x2x2xf32>) {
  ^bb0(%a983: f32, %o984: f32):
    %b985 = arith.mulf %a983, %c1 : f32
    linalg.yield %b985 : f32
  } -> tensor<10x4x2x2xf32>
  %e987 = tensor.empty() : tensor<10x4x2x2xf32>
  %sm988 = linalg.softmax dimension(3) ins(%g986 : tensor<10x4x2x2xf32>) outs(%e987 : tensor<10x4x2x2xf32>) -> tensor<10x4x2x2xf32>
  %r989 = tensor.collapse_shape %sm988 [[0, 1], [2], [3]] : tensor<10x4x2x2xf32> into tensor<40x2x2xf32>
  %r990 = tensor.collapse_shape %g971 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %e991 = tensor.empty() : tensor<40x2x32xf32>
  %f992 = linalg.fill ins(%c0 : f32) outs(%e991 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %bmm993 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r989, %r990 : tensor<40x2x2xf32>, tensor<40x2x32xf32>) outs(%f992 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %r994 = tensor.expand_shape %bmm993 [[0, 1], [2], [3]] output_shape [10, 4, 2, 32] : tensor<40x2x32xf32> into tensor<10x4x2x32xf32>
  %e995 = tensor.empty() : tensor<10x2x4x32xf32>
  %g998 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r994 : tensor<10x4x2x32xf32>) outs(%e995 : tensor<10x2x4x32xf32>) {
  ^bb0(%a996: f32, %o997: f32):
    linalg.yield %a996 : f32
  } -> tensor<10x2x4x32xf32>
  %r999 = tensor.collapse_shape %g998 [[0], [1], [2, 3]] : tensor<10x2x4x32xf32> into tensor<10x2x128xf32>
  %r1000 = tensor.collapse_shape %r999 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e1001 = tensor.empty() : tensor<20x128xf32>
  %f1002 = linalg.fill ins(%c0 : f32) outs(%e1001 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm1003 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1000, %transformer_layers_4_self_attn_out_proj_weight : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f1002 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e1004 = tensor.empty() : tensor<20x128xf32>
  %g1009 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1003, %transformer_layers_4_self_attn_out_proj_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e1004 : tensor<20x128xf32>) {
  ^bb0(%a1005: f32, %a1006: f32, %o1007: f32):
    %b1008 = arith.addf %a1005, %a1006 : f32
    linalg.yield %b1008 : f32
  } -> tensor<20x128xf32>
  %r1010 = tensor.expand_shape %g1009 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e1011 = tensor.empty() : tensor<10x2x128xf32>
  %g1016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g917, %r1010 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e1011 : tensor<10x2x128xf32>) {
  ^bb0(%a1012: f32, %a1013: f32, %o1014: f32):
    %b1015 = arith.addf %a1012, %a1013 : f32
    linalg.yield %b1015 : f32
  } -> tensor<10x2x128xf32>
  %e1017 = tensor.empty() : tensor<10x2xf32>
  %f1018 = linalg.fill ins(%c0 : f32) outs(%e1017 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g1022 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1016 : tensor<10x2x128xf32>) outs(%f1018 : tensor<10x2xf32>) {
  ^bb0(%a1019: f32, %o1020: f32):
    %b1021 = arith.addf %a1019, %o1020 : f32
    linalg.yield %b1021 : f32
  } -> tensor<10x2xf32>
  %e1023 = tensor.empty() : tensor<10x2xf32>
  %g1027 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1022 : tensor<10x2xf32>) outs(%e1023 : tensor<10x2xf32>) {
  ^bb0(%a1024: f32, %o1025: f32):
    %b1026 = arith.divf %a1024, %c2 : f32
    linalg.yield %b1026 : f32
  } -> tensor<10x2xf32>
  %e1029 = tensor.empty() : tensor<10x2x128xf32>
  %g1035 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1016, %g1027 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e1029 : tensor<10x2x128xf32>) {
  ^bb0(%a1030: f32, %a1031: f32, %o1032: f32):
    %b1033 = arith.subf %a1030, %a1031 : f32
    %b1034 = arith.mulf %b1033, %b1033 : f32
    linalg.yield %b1034 : f32
  } -> tensor<10x2x128xf32>
  %e1036 = tensor.empty() : tensor<10x2xf32>
  %f1037 = linalg.fill ins(%c0 : f32) outs(%e1036 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g1041 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1035 : tensor<10x2x128xf32>) outs(%f1037 : tensor<10x2xf32>) {
  ^bb0(%a1038: f32, %o1039: f32):
    %b1040 = arith.addf %a1038, %o1039 : f32
    linalg.yield %b1040 : f32
  } -> tensor<10x2xf32>
  %e1042 = tensor.empty() : tensor<10x2xf32>
  %g1046 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1041 : tensor<10x2xf32>) outs(%e1042 : tensor<10x2xf32>) {
  ^bb0(%a1043: f32, %o1044: f32):
    %b1045 = arith.divf %a1043, %c2 : f32
    linalg.yield %b1045 : f32
  } -> tensor<10x2xf32>
  %e1048 = tensor.empty() : tensor<10x2x128xf32>
  %g1061 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1016, %g1027, %g1046, %transformer_layers_4_norm1_weight, %transformer_layers_4_norm1_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1048 : tensor<10x2x128xf32>) {
  ^bb0(%a1049: f32, %a1050: f32, %a1051: f32, %a1052: f32, %a1053: f32, %o1054: f32):
    %b1055 = arith.addf %a1051, %c3 : f32
    %b1056 = math.sqrt %b1055 : f32
    %b1057 = arith.subf %a1049, %a1050 : f32
    %b1058 = arith.divf %b1057, %b1056 : f32
    %b1059 = arith.mulf %b1058, %a1052 : f32
    %b1060 = arith.addf %b1059, %a1053 : f32
    linalg.yield %b1060 : f32
  } -> tensor<10x2x128xf32>
  %r1062 = tensor.collapse_shape %g1061 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e1063 = tensor.empty() : tensor<20x512xf32>
  %f1064 = linalg.fill ins(%c0 : f32) outs(%e1063 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %mm1065 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1062, %transformer_layers_4_linear1_weight : tensor<20x128xf32>, tensor<512x128xf32>) outs(%f1064 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %e1066 = tensor.empty() : tensor<20x512xf32>
  %g1071 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1065, %transformer_layers_4_linear1_bias : tensor<20x512xf32>, tensor<512xf32>) outs(%e1066 : tensor<20x512xf32>) {
  ^bb0(%a1067: f32, %a1068: f32, %o1069: f32):
    %b1070 = arith.addf %a1067, %a1068 : f32
    linalg.yield %b1070 : f32
  } -> tensor<20x512xf32>
  %r1072 = tensor.expand_shape %g1071 [[0, 1], [2]] output_shape [10, 2, 512] : tensor<20x512xf32> into tensor<10x2x512xf32>
  %e1073 = tensor.empty() : tensor<10x2x512xf32>
  %g1077 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1072 : tensor<10x2x512xf32>) outs(%e1073 : tensor<10x2x512xf32>) {
  ^bb0(%a1074: f32, %o1075: f32):
    %b1076 = arith.maximumf %a1074, %c0 : f32
    linalg.yield %b1076 : f32
  } -> tensor<10x2x512xf32>
  %r1078 = tensor.collapse_shape %g1077 [[0, 1], [2]] : tensor<10x2x512xf32> into tensor<20x512xf32>
  %e1079 = tensor.empty() : tensor<20x128xf32>
  %f1080 = linalg.fill ins(%c0 : f32) outs(%e1079 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm1081 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1078, %transformer_layers_4_linear2_weight : tensor<20x512xf32>, tensor<128x512xf32>) outs(%f1080 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e1082 = tensor.empty() : tensor<20x128xf32>
  %g1087 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1081, %transformer_layers_4_linear2_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e1082 : tensor<20x128xf32>) {
  ^bb0(%a1083: f32, %a1084: f32, %o1085: f32):
    %b1086 = arith.addf %a1083, %a1084 : f32
    linalg.yield %b1086 : f32
  } -> tensor<20x128xf32>
  %r1088 = tensor.expand_shape %g1087 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e1089 = tensor.empty() : tensor<10x2x128xf32>
  %g1094 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1061, %r1088 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e1089 : tensor<10x2x128xf32>) {
  ^bb0(%a1090: f32, %a1091: f32, %o1092: f32):
    %b1093 = arith.addf %a1090, %a1091 : f32
    linalg.yield %b1093 : f32
  } -> tensor<10x2x128xf32>
  %e1095 = tensor.empty() : tensor<10x2xf32>
  %f1096 = linalg.fill ins(%c0 : f32) outs(%e1095 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g1100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1094 : tensor<10x2x128xf32>) outs(%f1096 : tensor<10x2xf32>) {
  ^bb0(%a1097: f32, %o1098: f32):
    %b1099 = arith.addf %a1097, %o1098 : f32
    linalg.yield %b1099 : f32
  } -> tensor<10x2xf32>
  %e1101 = tensor.empty() : tensor<10x2xf32>
  %g1105 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1100 : tensor<10x2xf32>) outs(%e1101 : tensor<10x2xf32>) {
  ^bb0(%a1102: f32, %o1103: f32):
    %b1104 = arith.divf %a1102, %c2 : f32
    linalg.yield %b1104 : f32
  } -> tensor<10x2xf32>
  %e1107 = tensor.empty() : tensor<10x2x128xf32>
  %g1113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1094, %g1105 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e1107 : tensor<10x2x128xf32>) {
  ^bb0(%a1108: f32, %a1109: f32, %o1110: f32):
    %b1111 = arith.subf %a1108, %a1109 : f32
    %b1112 = arith.mulf %b1111, %b1111 : f32
    linalg.yield %b1112 : f32
  } -> tensor<10x2x128xf32>
  %e1114 = tensor.empty() : tensor<10x2xf32>
  %f1115 = linalg.fill ins(%c0 : f32) outs(%e1114 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g1119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1113 : tensor<10x2x128xf32>) outs(%f1115 : tensor<10x2xf32>) {
  ^bb0(%a1116: f32, %o1117: f32):
    %b1118 = arith.addf %a1116, %o1117 : f32
    linalg.yield %b1118 : f32
  } -> tensor<10x2xf32>
  %e1120 = tensor.empty() : tensor<10x2xf32>
  %g1124 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1119 : tensor<10x2xf32>) outs(%e1120 : tensor<10x2xf32>) {
  ^bb0(%a1121: f32, %o1122: f32):
    %b1123 = arith.divf %a1121, %c2 : f32
    linalg.yield %b1123 : f32
  } -> tensor<10x2xf32>
  %e1126 = tensor.empty() : tensor<10x2x128xf32>
  %g1139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1094, %g1105, %g1124, %transformer_layers_4_norm2_weight, %transformer_layers_4_norm2_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1126 : tensor<10x2x128xf32>) {
  ^bb0(%a1127: f32, %a1128: f32, %a1129: f32, %a1130: f32, %a1131: f32, %o1132: f32):
    %b1133 = arith.addf %a1129, %c3 : f32
    %b1134 = math.sqrt %b1133 : f32
    %b1135 = arith.subf %a1127, %a1128 : f32
    %b1136 = arith.divf %b1135, %b1134 : f32
    %b1137 = arith.mulf %b1136, %a1130 : f32
    %b1138 = arith.addf %b1137, %a1131 : f32
    linalg.yield %b1138 : f32
  } -> tensor<10x2x128xf32>
  %s1140 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_weight[0, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s1141 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_bias[0] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r1142 = tensor.collapse_shape %g1139 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e1143 = tensor.empty() : tensor<20x128xf32>
  %f1144 = linalg.fill ins(%c0 : f32) outs(%e1143 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm1145 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1142, %s1140 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f1144 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e1146 = tensor.empty() : tensor<20x128xf32>
  %g1151 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1145, %s1141 : tensor<20x128xf32>, tensor<128xf32>) outs(%e1146 : tensor<20x128xf32>) {
  ^bb0(%a1147: f32, %a1148: f32, %o1149: f32):
    %b1150 = arith.addf %a1147, %a1148 : f32
    linalg.yield %b1150 : f32
  } -> tensor<20x128xf32>
  %r1152 = tensor.expand_shape %g1151 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r1153 = tensor.expand_shape %r1152 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e1154 = tensor.empty() : tensor<10x4x2x32xf32>
  %g1157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1153 : tensor<10x2x4x32xf32>) outs(%e1154 : tensor<10x4x2x32xf32>) {
  ^bb0(%a1155: f32, %o1156: f32):
    linalg.yield %a1155 : f32
  } -> tensor<10x4x2x32xf32>
  %s1158 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_weight[128, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s1159 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_bias[128] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r1160 = tensor.collapse_shape %g1139 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e1161 = tensor.empty() : tensor<20x128xf32>
  %f1162 = linalg.fill ins(%c0 : f32) outs(%e1161 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm1163 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1160, %s1158 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f1162 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e1164 = tensor.empty() : tensor<20x128xf32>
  %g1169 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1163, %s1159 : tensor<20x128xf32>, tensor<128xf32>) outs(%e1164 : tensor<20x128xf32>) {
  ^bb0(%a1165: f32, %a1166: f32, %o1167: f32):
    %b1168 = arith.addf %a1165, %a1166 : f32
    linalg.yield %b1168 : f32
  } -> tensor<20x128xf32>
  %r1170 = tensor.expand_shape %g1169 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r1171 = tensor.expand_shape %r1170 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e1172 = tensor.empty() : tensor<10x4x2x32xf32>
  %g1175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1171 : tensor<10x2x4x32xf32>) outs(%e1172 : tensor<10x4x2x32xf32>) {
  ^bb0(%a1173: f32, %o1174: f32):
    linalg.yield %a1173 : f32
  } -> tensor<10x4x2x32xf32>
  %s1176 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_weight[256, 0] [128, 128] [1, 1] : tensor<384x128xf32> to tensor<128x128xf32>
  %s1177 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_bias[256] [128] [1] : tensor<384xf32> to tensor<128xf32>
  %r1178 = tensor.collapse_shape %g1139 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e1179 = tensor.empty() : tensor<20x128xf32>
  %f1180 = linalg.fill ins(%c0 : f32) outs(%e1179 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm1181 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1178, %s1176 : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f1180 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e1182 = tensor.empty() : tensor<20x128xf32>
  %g1187 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1181, %s1177 : tensor<20x128xf32>, tensor<128xf32>) outs(%e1182 : tensor<20x128xf32>) {
  ^bb0(%a1183: f32, %a1184: f32, %o1185: f32):
    %b1186 = arith.addf %a1183, %a1184 : f32
    linalg.yield %b1186 : f32
  } -> tensor<20x128xf32>
  %r1188 = tensor.expand_shape %g1187 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %r1189 = tensor.expand_shape %r1188 [[0], [1], [2, 3]] output_shape [10, 2, 4, 32] : tensor<10x2x128xf32> into tensor<10x2x4x32xf32>
  %e1190 = tensor.empty() : tensor<10x4x2x32xf32>
  %g1193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1189 : tensor<10x2x4x32xf32>) outs(%e1190 : tensor<10x4x2x32xf32>) {
  ^bb0(%a1191: f32, %o1192: f32):
    linalg.yield %a1191 : f32
  } -> tensor<10x4x2x32xf32>
  %e1194 = tensor.empty() : tensor<10x4x32x2xf32>
  %g1197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1175 : tensor<10x4x2x32xf32>) outs(%e1194 : tensor<10x4x32x2xf32>) {
  ^bb0(%a1195: f32, %o1196: f32):
    linalg.yield %a1195 : f32
  } -> tensor<10x4x32x2xf32>
  %r1198 = tensor.collapse_shape %g1157 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %r1199 = tensor.collapse_shape %g1197 [[0, 1], [2], [3]] : tensor<10x4x32x2xf32> into tensor<40x32x2xf32>
  %e1200 = tensor.empty() : tensor<40x2x2xf32>
  %f1201 = linalg.fill ins(%c0 : f32) outs(%e1200 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %bmm1202 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r1198, %r1199 : tensor<40x2x32xf32>, tensor<40x32x2xf32>) outs(%f1201 : tensor<40x2x2xf32>) -> tensor<40x2x2xf32>
  %r1203 = tensor.expand_shape %bmm1202 [[0, 1], [2], [3]] output_shape [10, 4, 2, 2] : tensor<40x2x2xf32> into tensor<10x4x2x2xf32>
  %e1204 = tensor.empty() : tensor<10x4x2x2xf32>
  %g1208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1203 : tensor<10x4x2x2xf32>) outs(%e1204 : tensor<10x4x2x2xf32>) {
  ^bb0(%a1205: f32, %o1206: f32):
    %b1207 = arith.mulf %a1205, %c1 : f32
    linalg.yield %b1207 : f32
  } -> tensor<10x4x2x2xf32>
  %e1209 = tensor.empty() : tensor<10x4x2x2xf32>
  %sm1210 = linalg.softmax dimension(3) ins(%g1208 : tensor<10x4x2x2xf32>) outs(%e1209 : tensor<10x4x2x2xf32>) -> tensor<10x4x2x2xf32>
  %r1211 = tensor.collapse_shape %sm1210 [[0, 1], [2], [3]] : tensor<10x4x2x2xf32> into tensor<40x2x2xf32>
  %r1212 = tensor.collapse_shape %g1193 [[0, 1], [2], [3]] : tensor<10x4x2x32xf32> into tensor<40x2x32xf32>
  %e1213 = tensor.empty() : tensor<40x2x32xf32>
  %f1214 = linalg.fill ins(%c0 : f32) outs(%e1213 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %bmm1215 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r1211, %r1212 : tensor<40x2x2xf32>, tensor<40x2x32xf32>) outs(%f1214 : tensor<40x2x32xf32>) -> tensor<40x2x32xf32>
  %r1216 = tensor.expand_shape %bmm1215 [[0, 1], [2], [3]] output_shape [10, 4, 2, 32] : tensor<40x2x32xf32> into tensor<10x4x2x32xf32>
  %e1217 = tensor.empty() : tensor<10x2x4x32xf32>
  %g1220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1216 : tensor<10x4x2x32xf32>) outs(%e1217 : tensor<10x2x4x32xf32>) {
  ^bb0(%a1218: f32, %o1219: f32):
    linalg.yield %a1218 : f32
  } -> tensor<10x2x4x32xf32>
  %r1221 = tensor.collapse_shape %g1220 [[0], [1], [2, 3]] : tensor<10x2x4x32xf32> into tensor<10x2x128xf32>
  %r1222 = tensor.collapse_shape %r1221 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e1223 = tensor.empty() : tensor<20x128xf32>
  %f1224 = linalg.fill ins(%c0 : f32) outs(%e1223 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm1225 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1222, %transformer_layers_5_self_attn_out_proj_weight : tensor<20x128xf32>, tensor<128x128xf32>) outs(%f1224 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e1226 = tensor.empty() : tensor<20x128xf32>
  %g1231 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1225, %transformer_layers_5_self_attn_out_proj_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e1226 : tensor<20x128xf32>) {
  ^bb0(%a1227: f32, %a1228: f32, %o1229: f32):
    %b1230 = arith.addf %a1227, %a1228 : f32
    linalg.yield %b1230 : f32
  } -> tensor<20x128xf32>
  %r1232 = tensor.expand_shape %g1231 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e1233 = tensor.empty() : tensor<10x2x128xf32>
  %g1238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1139, %r1232 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e1233 : tensor<10x2x128xf32>) {
  ^bb0(%a1234: f32, %a1235: f32, %o1236: f32):
    %b1237 = arith.addf %a1234, %a1235 : f32
    linalg.yield %b1237 : f32
  } -> tensor<10x2x128xf32>
  %e1239 = tensor.empty() : tensor<10x2xf32>
  %f1240 = linalg.fill ins(%c0 : f32) outs(%e1239 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g1244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1238 : tensor<10x2x128xf32>) outs(%f1240 : tensor<10x2xf32>) {
  ^bb0(%a1241: f32, %o1242: f32):
    %b1243 = arith.addf %a1241, %o1242 : f32
    linalg.yield %b1243 : f32
  } -> tensor<10x2xf32>
  %e1245 = tensor.empty() : tensor<10x2xf32>
  %g1249 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1244 : tensor<10x2xf32>) outs(%e1245 : tensor<10x2xf32>) {
  ^bb0(%a1246: f32, %o1247: f32):
    %b1248 = arith.divf %a1246, %c2 : f32
    linalg.yield %b1248 : f32
  } -> tensor<10x2xf32>
  %e1251 = tensor.empty() : tensor<10x2x128xf32>
  %g1257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1238, %g1249 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e1251 : tensor<10x2x128xf32>) {
  ^bb0(%a1252: f32, %a1253: f32, %o1254: f32):
    %b1255 = arith.subf %a1252, %a1253 : f32
    %b1256 = arith.mulf %b1255, %b1255 : f32
    linalg.yield %b1256 : f32
  } -> tensor<10x2x128xf32>
  %e1258 = tensor.empty() : tensor<10x2xf32>
  %f1259 = linalg.fill ins(%c0 : f32) outs(%e1258 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g1263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1257 : tensor<10x2x128xf32>) outs(%f1259 : tensor<10x2xf32>) {
  ^bb0(%a1260: f32, %o1261: f32):
    %b1262 = arith.addf %a1260, %o1261 : f32
    linalg.yield %b1262 : f32
  } -> tensor<10x2xf32>
  %e1264 = tensor.empty() : tensor<10x2xf32>
  %g1268 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1263 : tensor<10x2xf32>) outs(%e1264 : tensor<10x2xf32>) {
  ^bb0(%a1265: f32, %o1266: f32):
    %b1267 = arith.divf %a1265, %c2 : f32
    linalg.yield %b1267 : f32
  } -> tensor<10x2xf32>
  %e1270 = tensor.empty() : tensor<10x2x128xf32>
  %g1283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1238, %g1249, %g1268, %transformer_layers_5_norm1_weight, %transformer_layers_5_norm1_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1270 : tensor<10x2x128xf32>) {
  ^bb0(%a1271: f32, %a1272: f32, %a1273: f32, %a1274: f32, %a1275: f32, %o1276: f32):
    %b1277 = arith.addf %a1273, %c3 : f32
    %b1278 = math.sqrt %b1277 : f32
    %b1279 = arith.subf %a1271, %a1272 : f32
    %b1280 = arith.divf %b1279, %b1278 : f32
    %b1281 = arith.mulf %b1280, %a1274 : f32
    %b1282 = arith.addf %b1281, %a1275 : f32
    linalg.yield %b1282 : f32
  } -> tensor<10x2x128xf32>
  %r1284 = tensor.collapse_shape %g1283 [[0, 1], [2]] : tensor<10x2x128xf32> into tensor<20x128xf32>
  %e1285 = tensor.empty() : tensor<20x512xf32>
  %f1286 = linalg.fill ins(%c0 : f32) outs(%e1285 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %mm1287 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1284, %transformer_layers_5_linear1_weight : tensor<20x128xf32>, tensor<512x128xf32>) outs(%f1286 : tensor<20x512xf32>) -> tensor<20x512xf32>
  %e1288 = tensor.empty() : tensor<20x512xf32>
  %g1293 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1287, %transformer_layers_5_linear1_bias : tensor<20x512xf32>, tensor<512xf32>) outs(%e1288 : tensor<20x512xf32>) {
  ^bb0(%a1289: f32, %a1290: f32, %o1291: f32):
    %b1292 = arith.addf %a1289, %a1290 : f32
    linalg.yield %b1292 : f32
  } -> tensor<20x512xf32>
  %r1294 = tensor.expand_shape %g1293 [[0, 1], [2]] output_shape [10, 2, 512] : tensor<20x512xf32> into tensor<10x2x512xf32>
  %e1295 = tensor.empty() : tensor<10x2x512xf32>
  %g1299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1294 : tensor<10x2x512xf32>) outs(%e1295 : tensor<10x2x512xf32>) {
  ^bb0(%a1296: f32, %o1297: f32):
    %b1298 = arith.maximumf %a1296, %c0 : f32
    linalg.yield %b1298 : f32
  } -> tensor<10x2x512xf32>
  %r1300 = tensor.collapse_shape %g1299 [[0, 1], [2]] : tensor<10x2x512xf32> into tensor<20x512xf32>
  %e1301 = tensor.empty() : tensor<20x128xf32>
  %f1302 = linalg.fill ins(%c0 : f32) outs(%e1301 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %mm1303 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1300, %transformer_layers_5_linear2_weight : tensor<20x512xf32>, tensor<128x512xf32>) outs(%f1302 : tensor<20x128xf32>) -> tensor<20x128xf32>
  %e1304 = tensor.empty() : tensor<20x128xf32>
  %g1309 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1303, %transformer_layers_5_linear2_bias : tensor<20x128xf32>, tensor<128xf32>) outs(%e1304 : tensor<20x128xf32>) {
  ^bb0(%a1305: f32, %a1306: f32, %o1307: f32):
    %b1308 = arith.addf %a1305, %a1306 : f32
    linalg.yield %b1308 : f32
  } -> tensor<20x128xf32>
  %r1310 = tensor.expand_shape %g1309 [[0, 1], [2]] output_shape [10, 2, 128] : tensor<20x128xf32> into tensor<10x2x128xf32>
  %e1311 = tensor.empty() : tensor<10x2x128xf32>
  %g1316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1283, %r1310 : tensor<10x2x128xf32>, tensor<10x2x128xf32>) outs(%e1311 : tensor<10x2x128xf32>) {
  ^bb0(%a1312: f32, %a1313: f32, %o1314: f32):
    %b1315 = arith.addf %a1312, %a1313 : f32
    linalg.yield %b1315 : f32
  } -> tensor<10x2x128xf32>
  %e1317 = tensor.empty() : tensor<10x2xf32>
  %f1318 = linalg.fill ins(%c0 : f32) outs(%e1317 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g1322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1316 : tensor<10x2x128xf32>) outs(%f1318 : tensor<10x2xf32>) {
  ^bb0(%a1319: f32, %o1320: f32):
    %b1321 = arith.addf %a1319, %o1320 : f32
    linalg.yield %b1321 : f32
  } -> tensor<10x2xf32>
  %e1323 = tensor.empty() : tensor<10x2xf32>
  %g1327 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1322 : tensor<10x2xf32>) outs(%e1323 : tensor<10x2xf32>) {
  ^bb0(%a1324: f32, %o1325: f32):
    %b1326 = arith.divf %a1324, %c2 : f32
    linalg.yield %b1326 : f32
  } -> tensor<10x2xf32>
  %e1329 = tensor.empty() : tensor<10x2x128xf32>
  %g1335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1316, %g1327 : tensor<10x2x128xf32>, tensor<10x2xf32>) outs(%e1329 : tensor<10x2x128xf32>) {
  ^bb0(%a1330: f32, %a1331: f32, %o1332: f32):
    %b1333 = arith.subf %a1330, %a1331 : f32
    %b1334 = arith.mulf %b1333, %b1333 : f32
    linalg.yield %b1334 : f32
  } -> tensor<10x2x128xf32>
  %e1336 = tensor.empty() : tensor<10x2xf32>
  %f1337 = linalg.fill ins(%c0 : f32) outs(%e1336 : tensor<10x2xf32>) -> tensor<10x2xf32>
  %g1341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1335 : tensor<10x2x128xf32>) outs(%f1337 : tensor<10x2xf32>) {
  ^bb0(%a1338: f32, %o1339: f32):
    %b1340 = arith.addf %a1338, %o1339 : f32
    linalg.yield %b1340 : f32
  } -> tensor<10x2xf32>
  %e1342 = tensor.empty() : tensor<10x2xf32>
  %g1346 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1341 : tensor<10x2xf32>) outs(%e1342 : tensor<10x2xf32>) {
  ^bb0(%a1343: f32, %o1344: f32):
    %b1345 = arith.divf %a1343, %c2 : f32
    linalg.yield %b1345 : f32
  } -> tensor<10x2xf32>
  %e1348 = tensor.empty() : tensor<10x2x128xf32>
  %g1361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1316, %g1327, %g1346, %transformer_layers_5_norm2_weight, %transformer_layers_5_norm2_bias : tensor<10x2x128xf32>, tensor<10x2xf32>, tensor<10x2xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e1348 : tensor<10x2x128xf32>) {
  ^bb0(%a1349: f32, %a1350: f32, %a1351: f32, %a1352: f32, %a1353: f32, %o1354: f32):
    %b1355 = arith.addf %a1351, %c3 : f32
    %b1356 = math.sqrt %b1355 : f32
    %b1357 = arith.subf %a1349, %a1350 : f32
    %b1358 = arith.divf %b1357, %b1356 : f32
    %b1359 = arith.mulf %b1358, %a1352 : f32
    %b1360 = arith.addf %b1359, %a1353 : f32
    linalg.yield %b1360 : f32
  } -> tensor<10x2x128xf32>
  %s1362 = tensor.extract_slice %g1361[0, 0, 0] [10, 1, 128] [1, 1, 1] : tensor<10x2x128xf32> to tensor<10x1x128xf32>
  %r1363 = tensor.collapse_shape %s1362 [[0], [1, 2]] : tensor<10x1x128xf32> into tensor<10x128xf32>
  %e1364 = tensor.empty() : tensor<10x1000xf32>
  %f1365 = linalg.fill ins(%c0 : f32) outs(%e1364 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm1366 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1363, %fc_out_weight : tensor<10x128xf32>, tensor<1000x128xf32>) outs(%f1365 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e1367 = tensor.empty() : tensor<10x1000xf32>
  %g1372 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1366, %fc_out_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e1367 : tensor<10x1000xf32>) {
  ^bb0(%a1368: f32, %a1369: f32, %o1370: f32):
    %b1371 = arith.addf %a1368, %a1369 : f32
    linalg.yield %b1371 : f32
  } -> tensor<10x1000xf32>
  return %g1372 : tensor<10x1000xf32>
}
