// Imported by htam-import from 28_VisionTransformer.py (torch 1.13.0a0, torch.fx)
// Arguments: img 2x3x224x224 (input), patch_to_embedding_weight 512x768 (parameter:patch_to_embedding.weight), patch_to_embedding_bias 512 (parameter:patch_to_embedding.bias), cls_token 1x1x512 (parameter:cls_token), pos_embedding 1x197x512 (parameter:pos_embedding), transformer_layers_0_self_attn_in_proj_weight 1536x512 (parameter:transformer.layers.0.self_attn.in_proj_weight), transformer_layers_0_self_attn_in_proj_bias 1536 (parameter:transformer.layers.0.self_attn.in_proj_bias), transformer_layers_0_self_attn_out_proj_weight 512x512 (parameter:transformer.layers.0.self_attn.out_proj.weight), transformer_layers_0_self_attn_out_proj_bias 512 (parameter:transformer.layers.0.self_attn.out_proj.bias), transformer_layers_0_norm1_weight 512 (parameter:transformer.layers.0.norm1.weight), transformer_layers_0_norm1_bias 512 (parameter:transformer.layers.0.norm1.bias), transformer_layers_0_linear1_weight 2048x512 (parameter:transformer.layers.0.linear1.weight), transformer_layers_0_linear1_bias 2048 (parameter:transformer.layers.0.linear1.bias), transformer_layers_0_linear2_weight 512x2048 (parameter:transformer.layers.0.linear2.weight), transformer_layers_0_linear2_bias 512 (parameter:transformer.layers.0.linear2.bias), transformer_layers_0_norm2_weight 512 (parameter:transformer.layers.0.norm2.weight), transformer_layers_0_norm2_bias 512 (parameter:transformer.layers.0.norm2.bias), transformer_layers_1_self_attn_in_proj_weight 1536x512 (parameter:transformer.layers.1.self_attn.in_proj_weight), transformer_layers_1_self_attn_in_proj_bias 1536 (parameter:transformer.layers.1.self_attn.in_proj_bias), transformer_layers_1_self_attn_out_proj_weight 512x512 (parameter:transformer.layers.1.self_attn.out_proj.weight), transformer_layers_1_self_attn_out_proj_bias 512 (parameter:transformer.layers.1.self_attn.out_proj.bias), transformer_layers_1_norm1_weight 512 (parameter:transformer.layers.1.norm1.weight), transformer_layers_1_norm1_bias 512 (parameter:transformer.layers.1.norm1.bias), transformer_layers_1_linear1_weight 2048x512 (parameter:transformer.layers.1.linear1.weight), transformer_layers_1_linear1_bias 2048 (parameter:transformer.layers.1.linear1.bias), transformer_layers_1_linear2_weight 512x2048 (parameter:transformer.layers.1.linear2.weight), transformer_layers_1_linear2_bias 512 (parameter:transformer.layers.1.linear2.bias), transformer_layers_1_norm2_weight 512 (parameter:transformer.layers.1.norm2.weight), transformer_layers_1_norm2_bias 512 (parameter:transformer.layers.1.norm2.bias), transformer_layers_2_self_attn_in_proj_weight 1536x512 (parameter:transformer.layers.2.self_attn.in_proj_weight), transformer_layers_2_self_attn_in_proj_bias 1536 (parameter:transformer.layers.2.self_attn.in_proj_bias), transformer_layers_2_self_attn_out_proj_weight 512x512 (parameter:transformer.layers.2.self_attn.out_proj.weight), transformer_layers_2_self_attn_out_proj_bias 512 (parameter:transformer.layers.2.self_attn.out_proj.bias), transformer_layers_2_norm1_weight 512 (parameter:transformer.layers.2.norm1.weight), transformer_layers_2_norm1_bias 512 (parameter:transformer.layers.2.norm1.bias), transformer_layers_2_linear1_weight 2048x512 (parameter:transformer.layers.2.linear1.weight), transformer_layers_2_linear1_bias 2048 (parameter:transformer.layers.2.linear1.bias), transformer_layers_2_linear2_weight 512x2048 (parameter:transformer.layers.2.linear2.weight), transformer_layers_2_linear2_bias 512 (parameter:transformer.layers.2.linear2.bias), transformer_layers_2_norm2_weight 512 (parameter:transformer.layers.2.norm2.weight), transformer_layers_2_norm2_bias 512 (parameter:transformer.layers.2.norm2.bias), transformer_layers_3_self_attn_in_proj_weight 1536x512 (parameter:transformer.layers.3.self_attn.in_proj_weight), transformer_layers_3_self_attn_in_proj_bias 1536 (parameter:transformer.layers.3.self_attn.in_proj_bias), transformer_layers_3_self_attn_out_proj_weight 512x512 (parameter:transformer.layers.3.self_attn.out_proj.weight), transformer_layers_3_self_attn_out_proj_bias 512 (parameter:transformer.layers.3.self_attn.out_proj.bias), transformer_layers_3_norm1_weight 512 (parameter:transformer.layers.3.norm1.weight), transformer_layers_3_norm1_bias 512 (parameter:transformer.layers.3.norm1.bias), transformer_layers_3_linear1_weight 2048x512 (parameter:transformer.layers.3.linear1.weight), transformer_layers_3_linear1_bias 2048 (parameter:transformer.layers.3.linear1.bias), transformer_layers_3_linear2_weight 512x2048 (parameter:transformer.layers.3.linear2.weight), transformer_layers_3_linear2_bias 512 (parameter:transformer.layers.3.linear2.bias), transformer_layers_3_norm2_weight 512 (parameter:transformer.layers.3.norm2.weight), transformer_layers_3_norm2_bias 512 (parameter:transformer.layers.3.norm2.bias), transformer_layers_4_self_attn_in_proj_weight 1536x512 (parameter:transformer.layers.4.self_attn.in_proj_weight), transformer_layers_4_self_attn_in_proj_bias 1536 (parameter:transformer.layers.4.self_attn.in_proj_bias), transformer_layers_4_self_attn_out_proj_weight 512x512 (parameter:transformer.layers.4.self_attn.out_proj.weight), transformer_layers_4_self_attn_out_proj_bias 512 (parameter:transformer.layers.4.self_attn.out_proj.bias), transformer_layers_4_norm1_weight 512 (parameter:transformer.layers.4.norm1.weight), transformer_layers_4_norm1_bias 512 (parameter:transformer.layers.4.norm1.bias), transformer_layers_4_linear1_weight 2048x512 (parameter:transformer.layers.4.linear1.weight), transformer_layers_4_linear1_bias 2048 (parameter:transformer.layers.4.linear1.bias), transformer_layers_4_linear2_weight 512x2048 (parameter:transformer.layers.4.linear2.weight), transformer_layers_4_linear2_bias 512 (parameter:transformer.layers.4.linear2.bias), transformer_layers_4_norm2_weight 512 (parameter:transformer.layers.4.norm2.weight), transformer_layers_4_norm2_bias 512 (parameter:transformer.layers.4.norm2.bias), transformer_layers_5_self_attn_in_proj_weight 1536x512 (parameter:transformer.layers.5.self_attn.in_proj_weight), transformer_layers_5_self_attn_in_proj_bias 1536 (parameter:transformer.layers.5.self_attn.in_proj_bias), transformer_layers_5_self_attn_out_proj_weight 512x512 (parameter:transformer.layers.5.self_attn.out_proj.weight), transformer_layers_5_self_attn_out_proj_bias 512 (parameter:transformer.layers.5.self_attn.out_proj.bias), transformer_layers_5_norm1_weight 512 (parameter:transformer.layers.5.norm1.weight), transformer_layers_5_norm1_bias 512 (parameter:transformer.layers.5.norm1.bias), transformer_layers_5_linear1_weight 2048x512 (parameter:transformer.layers.5.linear1.weight), transformer_layers_5_linear1_bias 2048 (parameter:transformer.layers.5.linear1.bias), transformer_layers_5_linear2_weight 512x2048 (parameter:transformer.layers.5.linear2.weight), transformer_layers_5_linear2_bias 512 (parameter:transformer.layers.5.linear2.bias), transformer_layers_5_norm2_weight 512 (parameter:transformer.layers.5.norm2.weight), transformer_layers_5_norm2_bias 512 (parameter:transformer.layers.5.norm2.bias), mlp_head_0_weight 2048x512 (parameter:mlp_head.0.weight), mlp_head_0_bias 2048 (parameter:mlp_head.0.bias), mlp_head_3_weight 10x2048 (parameter:mlp_head.3.weight), mlp_head_3_bias 10 (parameter:mlp_head.3.bias)
func.func @l3_28_visiontransformer(
    %img: tensor<2x3x224x224xf32>,
    %patch_to_embedding_weight: tensor<512x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %patch_to_embedding_bias: tensor<512xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %cls_token: tensor<1x1x512xf32> {htam.init = "normal"},
    %pos_embedding: tensor<1x197x512xf32> {htam.init = "normal"},
    %transformer_layers_0_self_attn_in_proj_weight: tensor<1536x512xf32> {htam.init = "uniform(-0.0541261882..0.0541264452)"},
    %transformer_layers_0_self_attn_in_proj_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_0_self_attn_out_proj_weight: tensor<512x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_0_self_attn_out_proj_bias: tensor<512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_0_norm1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_0_norm1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_0_linear1_weight: tensor<2048x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_0_linear1_bias: tensor<2048xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_0_linear2_weight: tensor<512x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_0_linear2_bias: tensor<512xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_0_norm2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_0_norm2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_1_self_attn_in_proj_weight: tensor<1536x512xf32> {htam.init = "uniform(-0.0541261882..0.0541264452)"},
    %transformer_layers_1_self_attn_in_proj_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_1_self_attn_out_proj_weight: tensor<512x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_1_self_attn_out_proj_bias: tensor<512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_1_norm1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_1_norm1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_1_linear1_weight: tensor<2048x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_1_linear1_bias: tensor<2048xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_1_linear2_weight: tensor<512x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_1_linear2_bias: tensor<512xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_1_norm2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_1_norm2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_2_self_attn_in_proj_weight: tensor<1536x512xf32> {htam.init = "uniform(-0.0541261882..0.0541264452)"},
    %transformer_layers_2_self_attn_in_proj_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_2_self_attn_out_proj_weight: tensor<512x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_2_self_attn_out_proj_bias: tensor<512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_2_norm1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_2_norm1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_2_linear1_weight: tensor<2048x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_2_linear1_bias: tensor<2048xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_2_linear2_weight: tensor<512x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_2_linear2_bias: tensor<512xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_2_norm2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_2_norm2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_3_self_attn_in_proj_weight: tensor<1536x512xf32> {htam.init = "uniform(-0.0541261882..0.0541264452)"},
    %transformer_layers_3_self_attn_in_proj_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_3_self_attn_out_proj_weight: tensor<512x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_3_self_attn_out_proj_bias: tensor<512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_3_norm1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_3_norm1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_3_linear1_weight: tensor<2048x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_3_linear1_bias: tensor<2048xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_3_linear2_weight: tensor<512x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_3_linear2_bias: tensor<512xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_3_norm2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_3_norm2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_4_self_attn_in_proj_weight: tensor<1536x512xf32> {htam.init = "uniform(-0.0541261882..0.0541264452)"},
    %transformer_layers_4_self_attn_in_proj_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_4_self_attn_out_proj_weight: tensor<512x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_4_self_attn_out_proj_bias: tensor<512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_4_norm1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_4_norm1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_4_linear1_weight: tensor<2048x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_4_linear1_bias: tensor<2048xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_4_linear2_weight: tensor<512x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_4_linear2_bias: tensor<512xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_4_norm2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_4_norm2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_5_self_attn_in_proj_weight: tensor<1536x512xf32> {htam.init = "uniform(-0.0541261882..0.0541264452)"},
    %transformer_layers_5_self_attn_in_proj_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_5_self_attn_out_proj_weight: tensor<512x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_5_self_attn_out_proj_bias: tensor<512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_5_norm1_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_5_norm1_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transformer_layers_5_linear1_weight: tensor<2048x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_5_linear1_bias: tensor<2048xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %transformer_layers_5_linear2_weight: tensor<512x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_5_linear2_bias: tensor<512xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %transformer_layers_5_norm2_weight: tensor<512xf32> {htam.init = "uniform(0.5..1.5)"},
    %transformer_layers_5_norm2_bias: tensor<512xf32> {htam.init = "uniform(-0.5..0.5)"},
    %mlp_head_0_weight: tensor<2048x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %mlp_head_0_bias: tensor<2048xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %mlp_head_3_weight: tensor<10x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %mlp_head_3_bias: tensor<10xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"}) -> (tensor<2x10xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.125 : f32
  %c2 = arith.constant 512.0 : f32
  %c3 = arith.constant 1.0e-05 : f32
  %c4 = arith.constant 0.5 : f32
  %c5 = arith.constant 0.70710677 : f32
  %c6 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<2x3x14x224x16xf32>
  %g4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 16 + d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%img : tensor<2x3x224x224xf32>) outs(%e1 : tensor<2x3x14x224x16xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    linalg.yield %a2 : f32
  } -> tensor<2x3x14x224x16xf32>
  %e5 = tensor.empty() : tensor<2x3x14x14x16x16xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3 * 16 + d5, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g4 : tensor<2x3x14x224x16xf32>) outs(%e5 : tensor<2x3x14x14x16x16xf32>) {
  ^bb0(%a6: f32, %o7: f32):
    linalg.yield %a6 : f32
  } -> tensor<2x3x14x14x16x16xf32>
  %r9 = tensor.collapse_shape %g8 [[0], [1, 2, 3, 4, 5]] : tensor<2x3x14x14x16x16xf32> into tensor<2x150528xf32>
  %r10 = tensor.expand_shape %r9 [[0], [1, 2]] output_shape [2, 196, 768] : tensor<2x150528xf32> into tensor<2x196x768xf32>
  %r11 = tensor.collapse_shape %r10 [[0, 1], [2]] : tensor<2x196x768xf32> into tensor<392x768xf32>
  %e12 = tensor.empty() : tensor<392x512xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<392x512xf32>) -> tensor<392x512xf32>
  %mm14 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r11, %patch_to_embedding_weight : tensor<392x768xf32>, tensor<512x768xf32>) outs(%f13 : tensor<392x512xf32>) -> tensor<392x512xf32>
  %e15 = tensor.empty() : tensor<392x512xf32>
  %g20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm14, %patch_to_embedding_bias : tensor<392x512xf32>, tensor<512xf32>) outs(%e15 : tensor<392x512xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.addf %a16, %a17 : f32
    linalg.yield %b19 : f32
  } -> tensor<392x512xf32>
  %r21 = tensor.expand_shape %g20 [[0, 1], [2]] output_shape [2, 196, 512] : tensor<392x512xf32> into tensor<2x196x512xf32>
  %r22 = tensor.collapse_shape %cls_token [[0, 1], [2]] : tensor<1x1x512xf32> into tensor<1x512xf32>
  %e23 = tensor.empty() : tensor<2x1x512xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r22 : tensor<1x512xf32>) outs(%e23 : tensor<2x1x512xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    linalg.yield %a24 : f32
  } -> tensor<2x1x512xf32>
  %e27 = tensor.empty() : tensor<2x197x512xf32>
  %cat28 = tensor.insert_slice %g26 into %e27[0, 0, 0] [2, 1, 512] [1, 1, 1] : tensor<2x1x512xf32> into tensor<2x197x512xf32>
  %cat29 = tensor.insert_slice %r21 into %cat28[0, 1, 0] [2, 196, 512] [1, 1, 1] : tensor<2x196x512xf32> into tensor<2x197x512xf32>
  %r30 = tensor.collapse_shape %pos_embedding [[0, 1], [2]] : tensor<1x197x512xf32> into tensor<197x512xf32>
  %e31 = tensor.empty() : tensor<2x197x512xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%cat29, %r30 : tensor<2x197x512xf32>, tensor<197x512xf32>) outs(%e31 : tensor<2x197x512xf32>) {
  ^bb0(%a32: f32, %a33: f32, %o34: f32):
    %b35 = arith.addf %a32, %a33 : f32
    linalg.yield %b35 : f32
  } -> tensor<2x197x512xf32>
  %e37 = tensor.empty() : tensor<197x2x512xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g36 : tensor<2x197x512xf32>) outs(%e37 : tensor<197x2x512xf32>) {
  ^bb0(%a38: f32, %o39: f32):
    linalg.yield %a38 : f32
  } -> tensor<197x2x512xf32>
  %e41 = tensor.empty() : tensor<197x2x512xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g36 : tensor<2x197x512xf32>) outs(%e41 : tensor<197x2x512xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    linalg.yield %a42 : f32
  } -> tensor<197x2x512xf32>
  %e45 = tensor.empty() : tensor<197x2x512xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g36 : tensor<2x197x512xf32>) outs(%e45 : tensor<197x2x512xf32>) {
  ^bb0(%a46: f32, %o47: f32):
    linalg.yield %a46 : f32
  } -> tensor<197x2x512xf32>
  %s49 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_weight[0, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s50 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_bias[0] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r51 = tensor.collapse_shape %g40 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e52 = tensor.empty() : tensor<394x512xf32>
  %f53 = linalg.fill ins(%c0 : f32) outs(%e52 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm54 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r51, %s49 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f53 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e55 = tensor.empty() : tensor<394x512xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm54, %s50 : tensor<394x512xf32>, tensor<512xf32>) outs(%e55 : tensor<394x512xf32>) {
  ^bb0(%a56: f32, %a57: f32, %o58: f32):
    %b59 = arith.addf %a56, %a57 : f32
    linalg.yield %b59 : f32
  } -> tensor<394x512xf32>
  %r61 = tensor.expand_shape %g60 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r62 = tensor.expand_shape %r61 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e63 = tensor.empty() : tensor<197x8x2x64xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r62 : tensor<197x2x8x64xf32>) outs(%e63 : tensor<197x8x2x64xf32>) {
  ^bb0(%a64: f32, %o65: f32):
    linalg.yield %a64 : f32
  } -> tensor<197x8x2x64xf32>
  %s67 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_weight[512, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s68 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_bias[512] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r69 = tensor.collapse_shape %g44 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e70 = tensor.empty() : tensor<394x512xf32>
  %f71 = linalg.fill ins(%c0 : f32) outs(%e70 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm72 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r69, %s67 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f71 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e73 = tensor.empty() : tensor<394x512xf32>
  %g78 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm72, %s68 : tensor<394x512xf32>, tensor<512xf32>) outs(%e73 : tensor<394x512xf32>) {
  ^bb0(%a74: f32, %a75: f32, %o76: f32):
    %b77 = arith.addf %a74, %a75 : f32
    linalg.yield %b77 : f32
  } -> tensor<394x512xf32>
  %r79 = tensor.expand_shape %g78 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r80 = tensor.expand_shape %r79 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e81 = tensor.empty() : tensor<197x8x2x64xf32>
  %g84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r80 : tensor<197x2x8x64xf32>) outs(%e81 : tensor<197x8x2x64xf32>) {
  ^bb0(%a82: f32, %o83: f32):
    linalg.yield %a82 : f32
  } -> tensor<197x8x2x64xf32>
  %s85 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_weight[1024, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s86 = tensor.extract_slice %transformer_layers_0_self_attn_in_proj_bias[1024] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r87 = tensor.collapse_shape %g48 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e88 = tensor.empty() : tensor<394x512xf32>
  %f89 = linalg.fill ins(%c0 : f32) outs(%e88 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm90 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r87, %s85 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f89 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e91 = tensor.empty() : tensor<394x512xf32>
  %g96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm90, %s86 : tensor<394x512xf32>, tensor<512xf32>) outs(%e91 : tensor<394x512xf32>) {
  ^bb0(%a92: f32, %a93: f32, %o94: f32):
    %b95 = arith.addf %a92, %a93 : f32
    linalg.yield %b95 : f32
  } -> tensor<394x512xf32>
  %r97 = tensor.expand_shape %g96 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r98 = tensor.expand_shape %r97 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e99 = tensor.empty() : tensor<197x8x2x64xf32>
  %g102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r98 : tensor<197x2x8x64xf32>) outs(%e99 : tensor<197x8x2x64xf32>) {
  ^bb0(%a100: f32, %o101: f32):
    linalg.yield %a100 : f32
  } -> tensor<197x8x2x64xf32>
  %e103 = tensor.empty() : tensor<197x8x64x2xf32>
  %g106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g84 : tensor<197x8x2x64xf32>) outs(%e103 : tensor<197x8x64x2xf32>) {
  ^bb0(%a104: f32, %o105: f32):
    linalg.yield %a104 : f32
  } -> tensor<197x8x64x2xf32>
  %r107 = tensor.collapse_shape %g66 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %r108 = tensor.collapse_shape %g106 [[0, 1], [2], [3]] : tensor<197x8x64x2xf32> into tensor<1576x64x2xf32>
  %e109 = tensor.empty() : tensor<1576x2x2xf32>
  %f110 = linalg.fill ins(%c0 : f32) outs(%e109 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %bmm111 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r107, %r108 : tensor<1576x2x64xf32>, tensor<1576x64x2xf32>) outs(%f110 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %r112 = tensor.expand_shape %bmm111 [[0, 1], [2], [3]] output_shape [197, 8, 2, 2] : tensor<1576x2x2xf32> into tensor<197x8x2x2xf32>
  %e113 = tensor.empty() : tensor<197x8x2x2xf32>
  %g117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r112 : tensor<197x8x2x2xf32>) outs(%e113 : tensor<197x8x2x2xf32>) {
  ^bb0(%a114: f32, %o115: f32):
    %b116 = arith.mulf %a114, %c1 : f32
    linalg.yield %b116 : f32
  } -> tensor<197x8x2x2xf32>
  %e118 = tensor.empty() : tensor<197x8x2x2xf32>
  %sm119 = linalg.softmax dimension(3) ins(%g117 : tensor<197x8x2x2xf32>) outs(%e118 : tensor<197x8x2x2xf32>) -> tensor<197x8x2x2xf32>
  %r120 = tensor.collapse_shape %sm119 [[0, 1], [2], [3]] : tensor<197x8x2x2xf32> into tensor<1576x2x2xf32>
  %r121 = tensor.collapse_shape %g102 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %e122 = tensor.empty() : tensor<1576x2x64xf32>
  %f123 = linalg.fill ins(%c0 : f32) outs(%e122 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %bmm124 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r120, %r121 : tensor<1576x2x2xf32>, tensor<1576x2x64xf32>) outs(%f123 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %r125 = tensor.expand_shape %bmm124 [[0, 1], [2], [3]] output_shape [197, 8, 2, 64] : tensor<1576x2x64xf32> into tensor<197x8x2x64xf32>
  %e126 = tensor.empty() : tensor<197x2x8x64xf32>
  %g129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r125 : tensor<197x8x2x64xf32>) outs(%e126 : tensor<197x2x8x64xf32>) {
  ^bb0(%a127: f32, %o128: f32):
    linalg.yield %a127 : f32
  } -> tensor<197x2x8x64xf32>
  %r130 = tensor.collapse_shape %g129 [[0], [1], [2, 3]] : tensor<197x2x8x64xf32> into tensor<197x2x512xf32>
  %r131 = tensor.collapse_shape %r130 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e132 = tensor.empty() : tensor<394x512xf32>
  %f133 = linalg.fill ins(%c0 : f32) outs(%e132 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r131, %transformer_layers_0_self_attn_out_proj_weight : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f133 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e135 = tensor.empty() : tensor<394x512xf32>
  %g140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm134, %transformer_layers_0_self_attn_out_proj_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e135 : tensor<394x512xf32>) {
  ^bb0(%a136: f32, %a137: f32, %o138: f32):
    %b139 = arith.addf %a136, %a137 : f32
    linalg.yield %b139 : f32
  } -> tensor<394x512xf32>
  %r141 = tensor.expand_shape %g140 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %e142 = tensor.empty() : tensor<2x197x512xf32>
  %g145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r141 : tensor<197x2x512xf32>) outs(%e142 : tensor<2x197x512xf32>) {
  ^bb0(%a143: f32, %o144: f32):
    linalg.yield %a143 : f32
  } -> tensor<2x197x512xf32>
  %e146 = tensor.empty() : tensor<2x197x512xf32>
  %g151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g36, %g145 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e146 : tensor<2x197x512xf32>) {
  ^bb0(%a147: f32, %a148: f32, %o149: f32):
    %b150 = arith.addf %a147, %a148 : f32
    linalg.yield %b150 : f32
  } -> tensor<2x197x512xf32>
  %e152 = tensor.empty() : tensor<2x197xf32>
  %f153 = linalg.fill ins(%c0 : f32) outs(%e152 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g151 : tensor<2x197x512xf32>) outs(%f153 : tensor<2x197xf32>) {
  ^bb0(%a154: f32, %o155: f32):
    %b156 = arith.addf %a154, %o155 : f32
    linalg.yield %b156 : f32
  } -> tensor<2x197xf32>
  %e158 = tensor.empty() : tensor<2x197xf32>
  %g162 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g157 : tensor<2x197xf32>) outs(%e158 : tensor<2x197xf32>) {
  ^bb0(%a159: f32, %o160: f32):
    %b161 = arith.divf %a159, %c2 : f32
    linalg.yield %b161 : f32
  } -> tensor<2x197xf32>
  %e164 = tensor.empty() : tensor<2x197x512xf32>
  %g170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g151, %g162 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e164 : tensor<2x197x512xf32>) {
  ^bb0(%a165: f32, %a166: f32, %o167: f32):
    %b168 = arith.subf %a165, %a166 : f32
    %b169 = arith.mulf %b168, %b168 : f32
    linalg.yield %b169 : f32
  } -> tensor<2x197x512xf32>
  %e171 = tensor.empty() : tensor<2x197xf32>
  %f172 = linalg.fill ins(%c0 : f32) outs(%e171 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g170 : tensor<2x197x512xf32>) outs(%f172 : tensor<2x197xf32>) {
  ^bb0(%a173: f32, %o174: f32):
    %b175 = arith.addf %a173, %o174 : f32
    linalg.yield %b175 : f32
  } -> tensor<2x197xf32>
  %e177 = tensor.empty() : tensor<2x197xf32>
  %g181 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g176 : tensor<2x197xf32>) outs(%e177 : tensor<2x197xf32>) {
  ^bb0(%a178: f32, %o179: f32):
    %b180 = arith.divf %a178, %c2 : f32
    linalg.yield %b180 : f32
  } -> tensor<2x197xf32>
  %e183 = tensor.empty() : tensor<2x197x512xf32>
  %g196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g151, %g162, %g181, %transformer_layers_0_norm1_weight, %transformer_layers_0_norm1_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e183 : tensor<2x197x512xf32>) {
  ^bb0(%a184: f32, %a185: f32, %a186: f32, %a187: f32, %a188: f32, %o189: f32):
    %b190 = arith.addf %a186, %c3 : f32
    %b191 = math.sqrt %b190 : f32
    %b192 = arith.subf %a184, %a185 : f32
    %b193 = arith.divf %b192, %b191 : f32
    %b194 = arith.mulf %b193, %a187 : f32
    %b195 = arith.addf %b194, %a188 : f32
    linalg.yield %b195 : f32
  } -> tensor<2x197x512xf32>
  %r197 = tensor.collapse_shape %g196 [[0, 1], [2]] : tensor<2x197x512xf32> into tensor<394x512xf32>
  %e198 = tensor.empty() : tensor<394x2048xf32>
  %f199 = linalg.fill ins(%c0 : f32) outs(%e198 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %mm200 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r197, %transformer_layers_0_linear1_weight : tensor<394x512xf32>, tensor<2048x512xf32>) outs(%f199 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %e201 = tensor.empty() : tensor<394x2048xf32>
  %g206 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm200, %transformer_layers_0_linear1_bias : tensor<394x2048xf32>, tensor<2048xf32>) outs(%e201 : tensor<394x2048xf32>) {
  ^bb0(%a202: f32, %a203: f32, %o204: f32):
    %b205 = arith.addf %a202, %a203 : f32
    linalg.yield %b205 : f32
  } -> tensor<394x2048xf32>
  %r207 = tensor.expand_shape %g206 [[0, 1], [2]] output_shape [2, 197, 2048] : tensor<394x2048xf32> into tensor<2x197x2048xf32>
  %e208 = tensor.empty() : tensor<2x197x2048xf32>
  %g212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r207 : tensor<2x197x2048xf32>) outs(%e208 : tensor<2x197x2048xf32>) {
  ^bb0(%a209: f32, %o210: f32):
    %b211 = arith.maximumf %a209, %c0 : f32
    linalg.yield %b211 : f32
  } -> tensor<2x197x2048xf32>
  %r213 = tensor.collapse_shape %g212 [[0, 1], [2]] : tensor<2x197x2048xf32> into tensor<394x2048xf32>
  %e214 = tensor.empty() : tensor<394x512xf32>
  %f215 = linalg.fill ins(%c0 : f32) outs(%e214 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm216 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r213, %transformer_layers_0_linear2_weight : tensor<394x2048xf32>, tensor<512x2048xf32>) outs(%f215 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e217 = tensor.empty() : tensor<394x512xf32>
  %g222 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm216, %transformer_layers_0_linear2_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e217 : tensor<394x512xf32>) {
  ^bb0(%a218: f32, %a219: f32, %o220: f32):
    %b221 = arith.addf %a218, %a219 : f32
    linalg.yield %b221 : f32
  } -> tensor<394x512xf32>
  %r223 = tensor.expand_shape %g222 [[0, 1], [2]] output_shape [2, 197, 512] : tensor<394x512xf32> into tensor<2x197x512xf32>
  %e224 = tensor.empty() : tensor<2x197x512xf32>
  %g229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g196, %r223 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e224 : tensor<2x197x512xf32>) {
  ^bb0(%a225: f32, %a226: f32, %o227: f32):
    %b228 = arith.addf %a225, %a226 : f32
    linalg.yield %b228 : f32
  } -> tensor<2x197x512xf32>
  %e230 = tensor.empty() : tensor<2x197xf32>
  %f231 = linalg.fill ins(%c0 : f32) outs(%e230 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g229 : tensor<2x197x512xf32>) outs(%f231 : tensor<2x197xf32>) {
  ^bb0(%a232: f32, %o233: f32):
    %b234 = arith.addf %a232, %o233 : f32
    linalg.yield %b234 : f32
  } -> tensor<2x197xf32>
  %e236 = tensor.empty() : tensor<2x197xf32>
  %g240 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g235 : tensor<2x197xf32>) outs(%e236 : tensor<2x197xf32>) {
  ^bb0(%a237: f32, %o238: f32):
    %b239 = arith.divf %a237, %c2 : f32
    linalg.yield %b239 : f32
  } -> tensor<2x197xf32>
  %e242 = tensor.empty() : tensor<2x197x512xf32>
  %g248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g229, %g240 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e242 : tensor<2x197x512xf32>) {
  ^bb0(%a243: f32, %a244: f32, %o245: f32):
    %b246 = arith.subf %a243, %a244 : f32
    %b247 = arith.mulf %b246, %b246 : f32
    linalg.yield %b247 : f32
  } -> tensor<2x197x512xf32>
  %e249 = tensor.empty() : tensor<2x197xf32>
  %f250 = linalg.fill ins(%c0 : f32) outs(%e249 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g248 : tensor<2x197x512xf32>) outs(%f250 : tensor<2x197xf32>) {
  ^bb0(%a251: f32, %o252: f32):
    %b253 = arith.addf %a251, %o252 : f32
    linalg.yield %b253 : f32
  } -> tensor<2x197xf32>
  %e255 = tensor.empty() : tensor<2x197xf32>
  %g259 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g254 : tensor<2x197xf32>) outs(%e255 : tensor<2x197xf32>) {
  ^bb0(%a256: f32, %o257: f32):
    %b258 = arith.divf %a256, %c2 : f32
    linalg.yield %b258 : f32
  } -> tensor<2x197xf32>
  %e261 = tensor.empty() : tensor<2x197x512xf32>
  %g274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g229, %g240, %g259, %transformer_layers_0_norm2_weight, %transformer_layers_0_norm2_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e261 : tensor<2x197x512xf32>) {
  ^bb0(%a262: f32, %a263: f32, %a264: f32, %a265: f32, %a266: f32, %o267: f32):
    %b268 = arith.addf %a264, %c3 : f32
    %b269 = math.sqrt %b268 : f32
    %b270 = arith.subf %a262, %a263 : f32
    %b271 = arith.divf %b270, %b269 : f32
    %b272 = arith.mulf %b271, %a265 : f32
    %b273 = arith.addf %b272, %a266 : f32
    linalg.yield %b273 : f32
  } -> tensor<2x197x512xf32>
  %e275 = tensor.empty() : tensor<197x2x512xf32>
  %g278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g274 : tensor<2x197x512xf32>) outs(%e275 : tensor<197x2x512xf32>) {
  ^bb0(%a276: f32, %o277: f32):
    linalg.yield %a276 : f32
  } -> tensor<197x2x512xf32>
  %e279 = tensor.empty() : tensor<197x2x512xf32>
  %g282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g274 : tensor<2x197x512xf32>) outs(%e279 : tensor<197x2x512xf32>) {
  ^bb0(%a280: f32, %o281: f32):
    linalg.yield %a280 : f32
  } -> tensor<197x2x512xf32>
  %e283 = tensor.empty() : tensor<197x2x512xf32>
  %g286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g274 : tensor<2x197x512xf32>) outs(%e283 : tensor<197x2x512xf32>) {
  ^bb0(%a284: f32, %o285: f32):
    linalg.yield %a284 : f32
  } -> tensor<197x2x512xf32>
  %s287 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_weight[0, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s288 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_bias[0] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r289 = tensor.collapse_shape %g278 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e290 = tensor.empty() : tensor<394x512xf32>
  %f291 = linalg.fill ins(%c0 : f32) outs(%e290 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm292 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r289, %s287 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f291 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e293 = tensor.empty() : tensor<394x512xf32>
  %g298 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm292, %s288 : tensor<394x512xf32>, tensor<512xf32>) outs(%e293 : tensor<394x512xf32>) {
  ^bb0(%a294: f32, %a295: f32, %o296: f32):
    %b297 = arith.addf %a294, %a295 : f32
    linalg.yield %b297 : f32
  } -> tensor<394x512xf32>
  %r299 = tensor.expand_shape %g298 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r300 = tensor.expand_shape %r299 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e301 = tensor.empty() : tensor<197x8x2x64xf32>
  %g304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r300 : tensor<197x2x8x64xf32>) outs(%e301 : tensor<197x8x2x64xf32>) {
  ^bb0(%a302: f32, %o303: f32):
    linalg.yield %a302 : f32
  } -> tensor<197x8x2x64xf32>
  %s305 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_weight[512, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s306 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_bias[512] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r307 = tensor.collapse_shape %g282 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e308 = tensor.empty() : tensor<394x512xf32>
  %f309 = linalg.fill ins(%c0 : f32) outs(%e308 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm310 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r307, %s305 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f309 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e311 = tensor.empty() : tensor<394x512xf32>
  %g316 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm310, %s306 : tensor<394x512xf32>, tensor<512xf32>) outs(%e311 : tensor<394x512xf32>) {
  ^bb0(%a312: f32, %a313: f32, %o314: f32):
    %b315 = arith.addf %a312, %a313 : f32
    linalg.yield %b315 : f32
  } -> tensor<394x512xf32>
  %r317 = tensor.expand_shape %g316 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r318 = tensor.expand_shape %r317 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e319 = tensor.empty() : tensor<197x8x2x64xf32>
  %g322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r318 : tensor<197x2x8x64xf32>) outs(%e319 : tensor<197x8x2x64xf32>) {
  ^bb0(%a320: f32, %o321: f32):
    linalg.yield %a320 : f32
  } -> tensor<197x8x2x64xf32>
  %s323 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_weight[1024, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s324 = tensor.extract_slice %transformer_layers_1_self_attn_in_proj_bias[1024] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r325 = tensor.collapse_shape %g286 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e326 = tensor.empty() : tensor<394x512xf32>
  %f327 = linalg.fill ins(%c0 : f32) outs(%e326 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm328 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r325, %s323 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f327 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e329 = tensor.empty() : tensor<394x512xf32>
  %g334 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm328, %s324 : tensor<394x512xf32>, tensor<512xf32>) outs(%e329 : tensor<394x512xf32>) {
  ^bb0(%a330: f32, %a331: f32, %o332: f32):
    %b333 = arith.addf %a330, %a331 : f32
    linalg.yield %b333 : f32
  } -> tensor<394x512xf32>
  %r335 = tensor.expand_shape %g334 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r336 = tensor.expand_shape %r335 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e337 = tensor.empty() : tensor<197x8x2x64xf32>
  %g340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r336 : tensor<197x2x8x64xf32>) outs(%e337 : tensor<197x8x2x64xf32>) {
  ^bb0(%a338: f32, %o339: f32):
    linalg.yield %a338 : f32
  } -> tensor<197x8x2x64xf32>
  %e341 = tensor.empty() : tensor<197x8x64x2xf32>
  %g344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g322 : tensor<197x8x2x64xf32>) outs(%e341 : tensor<197x8x64x2xf32>) {
  ^bb0(%a342: f32, %o343: f32):
    linalg.yield %a342 : f32
  } -> tensor<197x8x64x2xf32>
  %r345 = tensor.collapse_shape %g304 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %r346 = tensor.collapse_shape %g344 [[0, 1], [2], [3]] : tensor<197x8x64x2xf32> into tensor<1576x64x2xf32>
  %e347 = tensor.empty() : tensor<1576x2x2xf32>
  %f348 = linalg.fill ins(%c0 : f32) outs(%e347 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %bmm349 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r345, %r346 : tensor<1576x2x64xf32>, tensor<1576x64x2xf32>) outs(%f348 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %r350 = tensor.expand_shape %bmm349 [[0, 1], [2], [3]] output_shape [197, 8, 2, 2] : tensor<1576x2x2xf32> into tensor<197x8x2x2xf32>
  %e351 = tensor.empty() : tensor<197x8x2x2xf32>
  %g355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r350 : tensor<197x8x2x2xf32>) outs(%e351 : tensor<197x8x2x2xf32>) {
  ^bb0(%a352: f32, %o353: f32):
    %b354 = arith.mulf %a352, %c1 : f32
    linalg.yield %b354 : f32
  } -> tensor<197x8x2x2xf32>
  %e356 = tensor.empty() : tensor<197x8x2x2xf32>
  %sm357 = linalg.softmax dimension(3) ins(%g355 : tensor<197x8x2x2xf32>) outs(%e356 : tensor<197x8x2x2xf32>) -> tensor<197x8x2x2xf32>
  %r358 = tensor.collapse_shape %sm357 [[0, 1], [2], [3]] : tensor<197x8x2x2xf32> into tensor<1576x2x2xf32>
  %r359 = tensor.collapse_shape %g340 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %e360 = tensor.empty() : tensor<1576x2x64xf32>
  %f361 = linalg.fill ins(%c0 : f32) outs(%e360 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %bmm362 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r358, %r359 : tensor<1576x2x2xf32>, tensor<1576x2x64xf32>) outs(%f361 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %r363 = tensor.expand_shape %bmm362 [[0, 1], [2], [3]] output_shape [197, 8, 2, 64] : tensor<1576x2x64xf32> into tensor<197x8x2x64xf32>
  %e364 = tensor.empty() : tensor<197x2x8x64xf32>
  %g367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r363 : tensor<197x8x2x64xf32>) outs(%e364 : tensor<197x2x8x64xf32>) {
  ^bb0(%a365: f32, %o366: f32):
    linalg.yield %a365 : f32
  } -> tensor<197x2x8x64xf32>
  %r368 = tensor.collapse_shape %g367 [[0], [1], [2, 3]] : tensor<197x2x8x64xf32> into tensor<197x2x512xf32>
  %r369 = tensor.collapse_shape %r368 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e370 = tensor.empty() : tensor<394x512xf32>
  %f371 = linalg.fill ins(%c0 : f32) outs(%e370 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm372 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r369, %transformer_layers_1_self_attn_out_proj_weight : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f371 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e373 = tensor.empty() : tensor<394x512xf32>
  %g378 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm372, %transformer_layers_1_self_attn_out_proj_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e373 : tensor<394x512xf32>) {
  ^bb0(%a374: f32, %a375: f32, %o376: f32):
    %b377 = arith.addf %a374, %a375 : f32
    linalg.yield %b377 : f32
  } -> tensor<394x512xf32>
  %r379 = tensor.expand_shape %g378 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %e380 = tensor.empty() : tensor<2x197x512xf32>
  %g383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r379 : tensor<197x2x512xf32>) outs(%e380 : tensor<2x197x512xf32>) {
  ^bb0(%a381: f32, %o382: f32):
    linalg.yield %a381 : f32
  } -> tensor<2x197x512xf32>
  %e384 = tensor.empty() : tensor<2x197x512xf32>
  %g389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g274, %g383 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e384 : tensor<2x197x512xf32>) {
  ^bb0(%a385: f32, %a386: f32, %o387: f32):
    %b388 = arith.addf %a385, %a386 : f32
    linalg.yield %b388 : f32
  } -> tensor<2x197x512xf32>
  %e390 = tensor.empty() : tensor<2x197xf32>
  %f391 = linalg.fill ins(%c0 : f32) outs(%e390 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g389 : tensor<2x197x512xf32>) outs(%f391 : tensor<2x197xf32>) {
  ^bb0(%a392: f32, %o393: f32):
    %b394 = arith.addf %a392, %o393 : f32
    linalg.yield %b394 : f32
  } -> tensor<2x197xf32>
  %e396 = tensor.empty() : tensor<2x197xf32>
  %g400 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g395 : tensor<2x197xf32>) outs(%e396 : tensor<2x197xf32>) {
  ^bb0(%a397: f32, %o398: f32):
    %b399 = arith.divf %a397, %c2 : f32
    linalg.yield %b399 : f32
  } -> tensor<2x197xf32>
  %e402 = tensor.empty() : tensor<2x197x512xf32>
  %g408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g389, %g400 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e402 : tensor<2x197x512xf32>) {
  ^bb0(%a403: f32, %a404: f32, %o405: f32):
    %b406 = arith.subf %a403, %a404 : f32
    %b407 = arith.mulf %b406, %b406 : f32
    linalg.yield %b407 : f32
  } -> tensor<2x197x512xf32>
  %e409 = tensor.empty() : tensor<2x197xf32>
  %f410 = linalg.fill ins(%c0 : f32) outs(%e409 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g408 : tensor<2x197x512xf32>) outs(%f410 : tensor<2x197xf32>) {
  ^bb0(%a411: f32, %o412: f32):
    %b413 = arith.addf %a411, %o412 : f32
    linalg.yield %b413 : f32
  } -> tensor<2x197xf32>
  %e415 = tensor.empty() : tensor<2x197xf32>
  %g419 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g414 : tensor<2x197xf32>) outs(%e415 : tensor<2x197xf32>) {
  ^bb0(%a416: f32, %o417: f32):
    %b418 = arith.divf %a416, %c2 : f32
    linalg.yield %b418 : f32
  } -> tensor<2x197xf32>
  %e421 = tensor.empty() : tensor<2x197x512xf32>
  %g434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g389, %g400, %g419, %transformer_layers_1_norm1_weight, %transformer_layers_1_norm1_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e421 : tensor<2x197x512xf32>) {
  ^bb0(%a422: f32, %a423: f32, %a424: f32, %a425: f32, %a426: f32, %o427: f32):
    %b428 = arith.addf %a424, %c3 : f32
    %b429 = math.sqrt %b428 : f32
    %b430 = arith.subf %a422, %a423 : f32
    %b431 = arith.divf %b430, %b429 : f32
    %b432 = arith.mulf %b431, %a425 : f32
    %b433 = arith.addf %b432, %a426 : f32
    linalg.yield %b433 : f32
  } -> tensor<2x197x512xf32>
  %r435 = tensor.collapse_shape %g434 [[0, 1], [2]] : tensor<2x197x512xf32> into tensor<394x512xf32>
  %e436 = tensor.empty() : tensor<394x2048xf32>
  %f437 = linalg.fill ins(%c0 : f32) outs(%e436 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %mm438 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r435, %transformer_layers_1_linear1_weight : tensor<394x512xf32>, tensor<2048x512xf32>) outs(%f437 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %e439 = tensor.empty() : tensor<394x2048xf32>
  %g444 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm438, %transformer_layers_1_linear1_bias : tensor<394x2048xf32>, tensor<2048xf32>) outs(%e439 : tensor<394x2048xf32>) {
  ^bb0(%a440: f32, %a441: f32, %o442: f32):
    %b443 = arith.addf %a440, %a441 : f32
    linalg.yield %b443 : f32
  } -> tensor<394x2048xf32>
  %r445 = tensor.expand_shape %g444 [[0, 1], [2]] output_shape [2, 197, 2048] : tensor<394x2048xf32> into tensor<2x197x2048xf32>
  %e446 = tensor.empty() : tensor<2x197x2048xf32>
  %g450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r445 : tensor<2x197x2048xf32>) outs(%e446 : tensor<2x197x2048xf32>) {
  ^bb0(%a447: f32, %o448: f32):
    %b449 = arith.maximumf %a447, %c0 : f32
    linalg.yield %b449 : f32
  } -> tensor<2x197x2048xf32>
  %r451 = tensor.collapse_shape %g450 [[0, 1], [2]] : tensor<2x197x2048xf32> into tensor<394x2048xf32>
  %e452 = tensor.empty() : tensor<394x512xf32>
  %f453 = linalg.fill ins(%c0 : f32) outs(%e452 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm454 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r451, %transformer_layers_1_linear2_weight : tensor<394x2048xf32>, tensor<512x2048xf32>) outs(%f453 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e455 = tensor.empty() : tensor<394x512xf32>
  %g460 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm454, %transformer_layers_1_linear2_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e455 : tensor<394x512xf32>) {
  ^bb0(%a456: f32, %a457: f32, %o458: f32):
    %b459 = arith.addf %a456, %a457 : f32
    linalg.yield %b459 : f32
  } -> tensor<394x512xf32>
  %r461 = tensor.expand_shape %g460 [[0, 1], [2]] output_shape [2, 197, 512] : tensor<394x512xf32> into tensor<2x197x512xf32>
  %e462 = tensor.empty() : tensor<2x197x512xf32>
  %g467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g434, %r461 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e462 : tensor<2x197x512xf32>) {
  ^bb0(%a463: f32, %a464: f32, %o465: f32):
    %b466 = arith.addf %a463, %a464 : f32
    linalg.yield %b466 : f32
  } -> tensor<2x197x512xf32>
  %e468 = tensor.empty() : tensor<2x197xf32>
  %f469 = linalg.fill ins(%c0 : f32) outs(%e468 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g467 : tensor<2x197x512xf32>) outs(%f469 : tensor<2x197xf32>) {
  ^bb0(%a470: f32, %o471: f32):
    %b472 = arith.addf %a470, %o471 : f32
    linalg.yield %b472 : f32
  } -> tensor<2x197xf32>
  %e474 = tensor.empty() : tensor<2x197xf32>
  %g478 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g473 : tensor<2x197xf32>) outs(%e474 : tensor<2x197xf32>) {
  ^bb0(%a475: f32, %o476: f32):
    %b477 = arith.divf %a475, %c2 : f32
    linalg.yield %b477 : f32
  } -> tensor<2x197xf32>
  %e480 = tensor.empty() : tensor<2x197x512xf32>
  %g486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g467, %g478 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e480 : tensor<2x197x512xf32>) {
  ^bb0(%a481: f32, %a482: f32, %o483: f32):
    %b484 = arith.subf %a481, %a482 : f32
    %b485 = arith.mulf %b484, %b484 : f32
    linalg.yield %b485 : f32
  } -> tensor<2x197x512xf32>
  %e487 = tensor.empty() : tensor<2x197xf32>
  %f488 = linalg.fill ins(%c0 : f32) outs(%e487 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g486 : tensor<2x197x512xf32>) outs(%f488 : tensor<2x197xf32>) {
  ^bb0(%a489: f32, %o490: f32):
    %b491 = arith.addf %a489, %o490 : f32
    linalg.yield %b491 : f32
  } -> tensor<2x197xf32>
  %e493 = tensor.empty() : tensor<2x197xf32>
  %g497 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g492 : tensor<2x197xf32>) outs(%e493 : tensor<2x197xf32>) {
  ^bb0(%a494: f32, %o495: f32):
    %b496 = arith.divf %a494, %c2 : f32
    linalg.yield %b496 : f32
  } -> tensor<2x197xf32>
  %e499 = tensor.empty() : tensor<2x197x512xf32>
  %g512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g467, %g478, %g497, %transformer_layers_1_norm2_weight, %transformer_layers_1_norm2_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e499 : tensor<2x197x512xf32>) {
  ^bb0(%a500: f32, %a501: f32, %a502: f32, %a503: f32, %a504: f32, %o505: f32):
    %b506 = arith.addf %a502, %c3 : f32
    %b507 = math.sqrt %b506 : f32
    %b508 = arith.subf %a500, %a501 : f32
    %b509 = arith.divf %b508, %b507 : f32
    %b510 = arith.mulf %b509, %a503 : f32
    %b511 = arith.addf %b510, %a504 : f32
    linalg.yield %b511 : f32
  } -> tensor<2x197x512xf32>
  %e513 = tensor.empty() : tensor<197x2x512xf32>
  %g516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g512 : tensor<2x197x512xf32>) outs(%e513 : tensor<197x2x512xf32>) {
  ^bb0(%a514: f32, %o515: f32):
    linalg.yield %a514 : f32
  } -> tensor<197x2x512xf32>
  %e517 = tensor.empty() : tensor<197x2x512xf32>
  %g520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g512 : tensor<2x197x512xf32>) outs(%e517 : tensor<197x2x512xf32>) {
  ^bb0(%a518: f32, %o519: f32):
    linalg.yield %a518 : f32
  } -> tensor<197x2x512xf32>
  %e521 = tensor.empty() : tensor<197x2x512xf32>
  %g524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g512 : tensor<2x197x512xf32>) outs(%e521 : tensor<197x2x512xf32>) {
  ^bb0(%a522: f32, %o523: f32):
    linalg.yield %a522 : f32
  } -> tensor<197x2x512xf32>
  %s525 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_weight[0, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s526 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_bias[0] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r527 = tensor.collapse_shape %g516 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e528 = tensor.empty() : tensor<394x512xf32>
  %f529 = linalg.fill ins(%c0 : f32) outs(%e528 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm530 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r527, %s525 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f529 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e531 = tensor.empty() : tensor<394x512xf32>
  %g536 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm530, %s526 : tensor<394x512xf32>, tensor<512xf32>) outs(%e531 : tensor<394x512xf32>) {
  ^bb0(%a532: f32, %a533: f32, %o534: f32):
    %b535 = arith.addf %a532, %a533 : f32
    linalg.yield %b535 : f32
  } -> tensor<394x512xf32>
  %r537 = tensor.expand_shape %g536 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r538 = tensor.expand_shape %r537 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e539 = tensor.empty() : tensor<197x8x2x64xf32>
  %g542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r538 : tensor<197x2x8x64xf32>) outs(%e539 : tensor<197x8x2x64xf32>) {
  ^bb0(%a540: f32, %o541: f32):
    linalg.yield %a540 : f32
  } -> tensor<197x8x2x64xf32>
  %s543 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_weight[512, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s544 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_bias[512] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r545 = tensor.collapse_shape %g520 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e546 = tensor.empty() : tensor<394x512xf32>
  %f547 = linalg.fill ins(%c0 : f32) outs(%e546 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm548 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r545, %s543 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f547 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e549 = tensor.empty() : tensor<394x512xf32>
  %g554 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm548, %s544 : tensor<394x512xf32>, tensor<512xf32>) outs(%e549 : tensor<394x512xf32>) {
  ^bb0(%a550: f32, %a551: f32, %o552: f32):
    %b553 = arith.addf %a550, %a551 : f32
    linalg.yield %b553 : f32
  } -> tensor<394x512xf32>
  %r555 = tensor.expand_shape %g554 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r556 = tensor.expand_shape %r555 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e557 = tensor.empty() : tensor<197x8x2x64xf32>
  %g560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r556 : tensor<197x2x8x64xf32>) outs(%e557 : tensor<197x8x2x64xf32>) {
  ^bb0(%a558: f32, %o559: f32):
    linalg.yield %a558 : f32
  } -> tensor<197x8x2x64xf32>
  %s561 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_weight[1024, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s562 = tensor.extract_slice %transformer_layers_2_self_attn_in_proj_bias[1024] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r563 = tensor.collapse_shape %g524 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e564 = tensor.empty() : tensor<394x512xf32>
  %f565 = linalg.fill ins(%c0 : f32) outs(%e564 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm566 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r563, %s561 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f565 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e567 = tensor.empty() : tensor<394x512xf32>
  %g572 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm566, %s562 : tensor<394x512xf32>, tensor<512xf32>) outs(%e567 : tensor<394x512xf32>) {
  ^bb0(%a568: f32, %a569: f32, %o570: f32):
    %b571 = arith.addf %a568, %a569 : f32
    linalg.yield %b571 : f32
  } -> tensor<394x512xf32>
  %r573 = tensor.expand_shape %g572 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r574 = tensor.expand_shape %r573 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e575 = tensor.empty() : tensor<197x8x2x64xf32>
  %g578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r574 : tensor<197x2x8x64xf32>) outs(%e575 : tensor<197x8x2x64xf32>) {
  ^bb0(%a576: f32, %o577: f32):
    linalg.yield %a576 : f32
  } -> tensor<197x8x2x64xf32>
  %e579 = tensor.empty() : tensor<197x8x64x2xf32>
  %g582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g560 : tensor<197x8x2x64xf32>) outs(%e579 : tensor<197x8x64x2xf32>) {
  ^bb0(%a580: f32, %o581: f32):
    linalg.yield %a580 : f32
  } -> tensor<197x8x64x2xf32>
  %r583 = tensor.collapse_shape %g542 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %r584 = tensor.collapse_shape %g582 [[0, 1], [2], [3]] : tensor<197x8x64x2xf32> into tensor<1576x64x2xf32>
  %e585 = tensor.empty() : tensor<1576x2x2xf32>
  %f586 = linalg.fill ins(%c0 : f32) outs(%e585 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %bmm587 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r583, %r584 : tensor<1576x2x64xf32>, tensor<1576x64x2xf32>) outs(%f586 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %r588 = tensor.expand_shape %bmm587 [[0, 1], [2], [3]] output_shape [197, 8, 2, 2] : tensor<1576x2x2xf32> into tensor<197x8x2x2xf32>
  %e589 = tensor.empty() : tensor<197x8x2x2xf32>
  %g593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r588 : tensor<197x8x2x2xf32>) outs(%e589 : tensor<197x8x2x2xf32>) {
  ^bb0(%a590: f32, %o591: f32):
    %b592 = arith.mulf %a590, %c1 : f32
    linalg.yield %b592 : f32
  } -> tensor<197x8x2x2xf32>
  %e594 = tensor.empty() : tensor<197x8x2x2xf32>
  %sm595 = linalg.softmax dimension(3) ins(%g593 : tensor<197x8x2x2xf32>) outs(%e594 : tensor<197x8x2x2xf32>) -> tensor<197x8x2x2xf32>
  %r596 = tensor.collapse_shape %sm595 [[0, 1], [2], [3]] : tensor<197x8x2x2xf32> into tensor<1576x2x2xf32>
  %r597 = tensor.collapse_shape %g578 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %e598 = tensor.empty() : tensor<1576x2x64xf32>
  %f599 = linalg.fill ins(%c0 : f32) outs(%e598 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %bmm600 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r596, %r597 : tensor<1576x2x2xf32>, tensor<1576x2x64xf32>) outs(%f599 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %r601 = tensor.expand_shape %bmm600 [[0, 1], [2], [3]] output_shape [197, 8, 2, 64] : tensor<1576x2x64xf32> into tensor<197x8x2x64xf32>
  %e602 = tensor.empty() : tensor<197x2x8x64xf32>
  %g605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r601 : tensor<197x8x2x64xf32>) outs(%e602 : tensor<197x2x8x64xf32>) {
  ^bb0(%a603: f32, %o604: f32):
    linalg.yield %a603 : f32
  } -> tensor<197x2x8x64xf32>
  %r606 = tensor.collapse_shape %g605 [[0], [1], [2, 3]] : tensor<197x2x8x64xf32> into tensor<197x2x512xf32>
  %r607 = tensor.collapse_shape %r606 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e608 = tensor.empty() : tensor<394x512xf32>
  %f609 = linalg.fill ins(%c0 : f32) outs(%e608 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm610 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r607, %transformer_layers_2_self_attn_out_proj_weight : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f609 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e611 = tensor.empty() : tensor<394x512xf32>
  %g616 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm610, %transformer_layers_2_self_attn_out_proj_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e611 : tensor<394x512xf32>) {
  ^bb0(%a612: f32, %a613: f32, %o614: f32):
    %b615 = arith.addf %a612, %a613 : f32
    linalg.yield %b615 : f32
  } -> tensor<394x512xf32>
  %r617 = tensor.expand_shape %g616 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %e618 = tensor.empty() : tensor<2x197x512xf32>
  %g621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r617 : tensor<197x2x512xf32>) outs(%e618 : tensor<2x197x512xf32>) {
  ^bb0(%a619: f32, %o620: f32):
    linalg.yield %a619 : f32
  } -> tensor<2x197x512xf32>
  %e622 = tensor.empty() : tensor<2x197x512xf32>
  %g627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g512, %g621 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e622 : tensor<2x197x512xf32>) {
  ^bb0(%a623: f32, %a624: f32, %o625: f32):
    %b626 = arith.addf %a623, %a624 : f32
    linalg.yield %b626 : f32
  } -> tensor<2x197x512xf32>
  %e628 = tensor.empty() : tensor<2x197xf32>
  %f629 = linalg.fill ins(%c0 : f32) outs(%e628 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g627 : tensor<2x197x512xf32>) outs(%f629 : tensor<2x197xf32>) {
  ^bb0(%a630: f32, %o631: f32):
    %b632 = arith.addf %a630, %o631 : f32
    linalg.yield %b632 : f32
  } -> tensor<2x197xf32>
  %e634 = tensor.empty() : tensor<2x197xf32>
  %g638 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g633 : tensor<2x197xf32>) outs(%e634 : tensor<2x197xf32>) {
  ^bb0(%a635: f32, %o636: f32):
    %b637 = arith.divf %a635, %c2 : f32
    linalg.yield %b637 : f32
  } -> tensor<2x197xf32>
  %e640 = tensor.empty() : tensor<2x197x512xf32>
  %g646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g627, %g638 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e640 : tensor<2x197x512xf32>) {
  ^bb0(%a641: f32, %a642: f32, %o643: f32):
    %b644 = arith.subf %a641, %a642 : f32
    %b645 = arith.mulf %b644, %b644 : f32
    linalg.yield %b645 : f32
  } -> tensor<2x197x512xf32>
  %e647 = tensor.empty() : tensor<2x197xf32>
  %f648 = linalg.fill ins(%c0 : f32) outs(%e647 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g646 : tensor<2x197x512xf32>) outs(%f648 : tensor<2x197xf32>) {
  ^bb0(%a649: f32, %o650: f32):
    %b651 = arith.addf %a649, %o650 : f32
    linalg.yield %b651 : f32
  } -> tensor<2x197xf32>
  %e653 = tensor.empty() : tensor<2x197xf32>
  %g657 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g652 : tensor<2x197xf32>) outs(%e653 : tensor<2x197xf32>) {
  ^bb0(%a654: f32, %o655: f32):
    %b656 = arith.divf %a654, %c2 : f32
    linalg.yield %b656 : f32
  } -> tensor<2x197xf32>
  %e659 = tensor.empty() : tensor<2x197x512xf32>
  %g672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g627, %g638, %g657, %transformer_layers_2_norm1_weight, %transformer_layers_2_norm1_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e659 : tensor<2x197x512xf32>) {
  ^bb0(%a660: f32, %a661: f32, %a662: f32, %a663: f32, %a664: f32, %o665: f32):
    %b666 = arith.addf %a662, %c3 : f32
    %b667 = math.sqrt %b666 : f32
    %b668 = arith.subf %a660, %a661 : f32
    %b669 = arith.divf %b668, %b667 : f32
    %b670 = arith.mulf %b669, %a663 : f32
    %b671 = arith.addf %b670, %a664 : f32
    linalg.yield %b671 : f32
  } -> tensor<2x197x512xf32>
  %r673 = tensor.collapse_shape %g672 [[0, 1], [2]] : tensor<2x197x512xf32> into tensor<394x512xf32>
  %e674 = tensor.empty() : tensor<394x2048xf32>
  %f675 = linalg.fill ins(%c0 : f32) outs(%e674 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %mm676 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r673, %transformer_layers_2_linear1_weight : tensor<394x512xf32>, tensor<2048x512xf32>) outs(%f675 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %e677 = tensor.empty() : tensor<394x2048xf32>
  %g682 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm676, %transformer_layers_2_linear1_bias : tensor<394x2048xf32>, tensor<2048xf32>) outs(%e677 : tensor<394x2048xf32>) {
  ^bb0(%a678: f32, %a679: f32, %o680: f32):
    %b681 = arith.addf %a678, %a679 : f32
    linalg.yield %b681 : f32
  } -> tensor<394x2048xf32>
  %r683 = tensor.expand_shape %g682 [[0, 1], [2]] output_shape [2, 197, 2048] : tensor<394x2048xf32> into tensor<2x197x2048xf32>
  %e684 = tensor.empty() : tensor<2x197x2048xf32>
  %g688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r683 : tensor<2x197x2048xf32>) outs(%e684 : tensor<2x197x2048xf32>) {
  ^bb0(%a685: f32, %o686: f32):
    %b687 = arith.maximumf %a685, %c0 : f32
    linalg.yield %b687 : f32
  } -> tensor<2x197x2048xf32>
  %r689 = tensor.collapse_shape %g688 [[0, 1], [2]] : tensor<2x197x2048xf32> into tensor<394x2048xf32>
  %e690 = tensor.empty() : tensor<394x512xf32>
  %f691 = linalg.fill ins(%c0 : f32) outs(%e690 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm692 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r689, %transformer_layers_2_linear2_weight : tensor<394x2048xf32>, tensor<512x2048xf32>) outs(%f691 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e693 = tensor.empty() : tensor<394x512xf32>
  %g698 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm692, %transformer_layers_2_linear2_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e693 : tensor<394x512xf32>) {
  ^bb0(%a694: f32, %a695: f32, %o696: f32):
    %b697 = arith.addf %a694, %a695 : f32
    linalg.yield %b697 : f32
  } -> tensor<394x512xf32>
  %r699 = tensor.expand_shape %g698 [[0, 1], [2]] output_shape [2, 197, 512] : tensor<394x512xf32> into tensor<2x197x512xf32>
  %e700 = tensor.empty() : tensor<2x197x512xf32>
  %g705 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g672, %r699 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e700 : tensor<2x197x512xf32>) {
  ^bb0(%a701: f32, %a702: f32, %o703: f32):
    %b704 = arith.addf %a701, %a702 : f32
    linalg.yield %b704 : f32
  } -> tensor<2x197x512xf32>
  %e706 = tensor.empty() : tensor<2x197xf32>
  %f707 = linalg.fill ins(%c0 : f32) outs(%e706 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g705 : tensor<2x197x512xf32>) outs(%f707 : tensor<2x197xf32>) {
  ^bb0(%a708: f32, %o709: f32):
    %b710 = arith.addf %a708, %o709 : f32
    linalg.yield %b710 : f32
  } -> tensor<2x197xf32>
  %e712 = tensor.empty() : tensor<2x197xf32>
  %g716 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g711 : tensor<2x197xf32>) outs(%e712 : tensor<2x197xf32>) {
  ^bb0(%a713: f32, %o714: f32):
    %b715 = arith.divf %a713, %c2 : f32
    linalg.yield %b715 : f32
  } -> tensor<2x197xf32>
  %e718 = tensor.empty() : tensor<2x197x512xf32>
  %g724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g705, %g716 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e718 : tensor<2x197x512xf32>) {
  ^bb0(%a719: f32, %a720: f32, %o721: f32):
    %b722 = arith.subf %a719, %a720 : f32
    %b723 = arith.mulf %b722, %b722 : f32
    linalg.yield %b723 : f32
  } -> tensor<2x197x512xf32>
  %e725 = tensor.empty() : tensor<2x197xf32>
  %f726 = linalg.fill ins(%c0 : f32) outs(%e725 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g724 : tensor<2x197x512xf32>) outs(%f726 : tensor<2x197xf32>) {
  ^bb0(%a727: f32, %o728: f32):
    %b729 = arith.addf %a727, %o728 : f32
    linalg.yield %b729 : f32
  } -> tensor<2x197xf32>
  %e731 = tensor.empty() : tensor<2x197xf32>
  %g735 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g730 : tensor<2x197xf32>) outs(%e731 : tensor<2x197xf32>) {
  ^bb0(%a732: f32, %o733: f32):
    %b734 = arith.divf %a732, %c2 : f32
    linalg.yield %b734 : f32
  } -> tensor<2x197xf32>
  %e737 = tensor.empty() : tensor<2x197x512xf32>
  %g750 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g705, %g716, %g735, %transformer_layers_2_norm2_weight, %transformer_layers_2_norm2_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e737 : tensor<2x197x512xf32>) {
  ^bb0(%a738: f32, %a739: f32, %a740: f32, %a741: f32, %a742: f32, %o743: f32):
    %b744 = arith.addf %a740, %c3 : f32
    %b745 = math.sqrt %b744 : f32
    %b746 = arith.subf %a738, %a739 : f32
    %b747 = arith.divf %b746, %b745 : f32
    %b748 = arith.mulf %b747, %a741 : f32
    %b749 = arith.addf %b748, %a742 : f32
    linalg.yield %b749 : f32
  } -> tensor<2x197x512xf32>
  %e751 = tensor.empty() : tensor<197x2x512xf32>
  %g754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g750 : tensor<2x197x512xf32>) outs(%e751 : tensor<197x2x512xf32>) {
  ^bb0(%a752: f32, %o753: f32):
    linalg.yield %a752 : f32
  } -> tensor<197x2x512xf32>
  %e755 = tensor.empty() : tensor<197x2x512xf32>
  %g758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g750 : tensor<2x197x512xf32>) outs(%e755 : tensor<197x2x512xf32>) {
  ^bb0(%a756: f32, %o757: f32):
    linalg.yield %a756 : f32
  } -> tensor<197x2x512xf32>
  %e759 = tensor.empty() : tensor<197x2x512xf32>
  %g762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g750 : tensor<2x197x512xf32>) outs(%e759 : tensor<197x2x512xf32>) {
  ^bb0(%a760: f32, %o761: f32):
    linalg.yield %a760 : f32
  } -> tensor<197x2x512xf32>
  %s763 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_weight[0, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s764 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_bias[0] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r765 = tensor.collapse_shape %g754 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e766 = tensor.empty() : tensor<394x512xf32>
  %f767 = linalg.fill ins(%c0 : f32) outs(%e766 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm768 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r765, %s763 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f767 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e769 = tensor.empty() : tensor<394x512xf32>
  %g774 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm768, %s764 : tensor<394x512xf32>, tensor<512xf32>) outs(%e769 : tensor<394x512xf32>) {
  ^bb0(%a770: f32, %a771: f32, %o772: f32):
    %b773 = arith.addf %a770, %a771 : f32
    linalg.yield %b773 : f32
  } -> tensor<394x512xf32>
  %r775 = tensor.expand_shape %g774 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r776 = tensor.expand_shape %r775 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e777 = tensor.empty() : tensor<197x8x2x64xf32>
  %g780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r776 : tensor<197x2x8x64xf32>) outs(%e777 : tensor<197x8x2x64xf32>) {
  ^bb0(%a778: f32, %o779: f32):
    linalg.yield %a778 : f32
  } -> tensor<197x8x2x64xf32>
  %s781 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_weight[512, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s782 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_bias[512] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r783 = tensor.collapse_shape %g758 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e784 = tensor.empty() : tensor<394x512xf32>
  %f785 = linalg.fill ins(%c0 : f32) outs(%e784 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm786 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r783, %s781 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f785 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e787 = tensor.empty() : tensor<394x512xf32>
  %g792 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm786, %s782 : tensor<394x512xf32>, tensor<512xf32>) outs(%e787 : tensor<394x512xf32>) {
  ^bb0(%a788: f32, %a789: f32, %o790: f32):
    %b791 = arith.addf %a788, %a789 : f32
    linalg.yield %b791 : f32
  } -> tensor<394x512xf32>
  %r793 = tensor.expand_shape %g792 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r794 = tensor.expand_shape %r793 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e795 = tensor.empty() : tensor<197x8x2x64xf32>
  %g798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r794 : tensor<197x2x8x64xf32>) outs(%e795 : tensor<197x8x2x64xf32>) {
  ^bb0(%a796: f32, %o797: f32):
    linalg.yield %a796 : f32
  } -> tensor<197x8x2x64xf32>
  %s799 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_weight[1024, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s800 = tensor.extract_slice %transformer_layers_3_self_attn_in_proj_bias[1024] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r801 = tensor.collapse_shape %g762 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e802 = tensor.empty() : tensor<394x512xf32>
  %f803 = linalg.fill ins(%c0 : f32) outs(%e802 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm804 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r801, %s799 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f803 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e805 = tensor.empty() : tensor<394x512xf32>
  %g810 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm804, %s800 : tensor<394x512xf32>, tensor<512xf32>) outs(%e805 : tensor<394x512xf32>) {
  ^bb0(%a806: f32, %a807: f32, %o808: f32):
    %b809 = arith.addf %a806, %a807 : f32
    linalg.yield %b809 : f32
  } -> tensor<394x512xf32>
  %r811 = tensor.expand_shape %g810 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r812 = tensor.expand_shape %r811 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e813 = tensor.empty() : tensor<197x8x2x64xf32>
  %g816 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r812 : tensor<197x2x8x64xf32>) outs(%e813 : tensor<197x8x2x64xf32>) {
  ^bb0(%a814: f32, %o815: f32):
    linalg.yield %a814 : f32
  } -> tensor<197x8x2x64xf32>
  %e817 = tensor.empty() : tensor<197x8x64x2xf32>
  %g820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g798 : tensor<197x8x2x64xf32>) outs(%e817 : tensor<197x8x64x2xf32>) {
  ^bb0(%a818: f32, %o819: f32):
    linalg.yield %a818 : f32
  } -> tensor<197x8x64x2xf32>
  %r821 = tensor.collapse_shape %g780 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %r822 = tensor.collapse_shape %g820 [[0, 1], [2], [3]] : tensor<197x8x64x2xf32> into tensor<1576x64x2xf32>
  %e823 = tensor.empty() : tensor<1576x2x2xf32>
  %f824 = linalg.fill ins(%c0 : f32) outs(%e823 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %bmm825 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r821, %r822 : tensor<1576x2x64xf32>, tensor<1576x64x2xf32>) outs(%f824 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %r826 = tensor.expand_shape %bmm825 [[0, 1], [2], [3]] output_shape [197, 8, 2, 2] : tensor<1576x2x2xf32> into tensor<197x8x2x2xf32>
  %e827 = tensor.empty() : tensor<197x8x2x2xf32>
  %g831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r826 : tensor<197x8x2x2xf32>) outs(%e827 : tensor<197x8x2x2xf32>) {
  ^bb0(%a828: f32, %o829: f32):
    %b830 = arith.mulf %a828, %c1 : f32
    linalg.yield %b830 : f32
  } -> tensor<197x8x2x2xf32>
  %e832 = tensor.empty() : tensor<197x8x2x2xf32>
  %sm833 = linalg.softmax dimension(3) ins(%g831 : tensor<197x8x2x2xf32>) outs(%e832 : tensor<197x8x2x2xf32>) -> tensor<197x8x2x2xf32>
  %r834 = tensor.collapse_shape %sm833 [[0, 1], [2], [3]] : tensor<197x8x2x2xf32> into tensor<1576x2x2xf32>
  %r835 = tensor.collapse_shape %g816 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %e836 = tensor.empty() : tensor<1576x2x64xf32>
  %f837 = linalg.fill ins(%c0 : f32) outs(%e836 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %bmm838 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r834, %r835 : tensor<1576x2x2xf32>, tensor<1576x2x64xf32>) outs(%f837 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %r839 = tensor.expand_shape %bmm838 [[0, 1], [2], [3]] output_shape [197, 8, 2, 64] : tensor<1576x2x64xf32> into tensor<197x8x2x64xf32>
  %e840 = tensor.empty() : tensor<197x2x8x64xf32>
  %g843 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r839 : tensor<197x8x2x64xf32>) outs(%e840 : tensor<197x2x8x64xf32>) {
  ^bb0(%a841: f32, %o842: f32):
    linalg.yield %a841 : f32
  } -> tensor<197x2x8x64xf32>
  %r844 = tensor.collapse_shape %g843 [[0], [1], [2, 3]] : tensor<197x2x8x64xf32> into tensor<197x2x512xf32>
  %r845 = tensor.collapse_shape %r844 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e846 = tensor.empty() : tensor<394x512xf32>
  %f847 = linalg.fill ins(%c0 : f32) outs(%e846 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm848 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r845, %transformer_layers_3_self_attn_out_proj_weight : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f847 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e849 = tensor.empty() : tensor<394x512xf32>
  %g854 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm848, %transformer_layers_3_self_attn_out_proj_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e849 : tensor<394x512xf32>) {
  ^bb0(%a850: f32, %a851: f32, %o852: f32):
    %b853 = arith.addf %a850, %a851 : f32
    linalg.yield %b853 : f32
  } -> tensor<394x512xf32>
  %r855 = tensor.expand_shape %g854 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %e856 = tensor.empty() : tensor<2x197x512xf32>
  %g859 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r855 : tensor<197x2x512xf32>) outs(%e856 : tensor<2x197x512xf32>) {
  ^bb0(%a857: f32, %o858: f32):
    linalg.yield %a857 : f32
  } -> tensor<2x197x512xf32>
  %e860 = tensor.empty() : tensor<2x197x512xf32>
  %g865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g750, %g859 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e860 : tensor<2x197x512xf32>) {
  ^bb0(%a861: f32, %a862: f32, %o863: f32):
    %b864 = arith.addf %a861, %a862 : f32
    linalg.yield %b864 : f32
  } -> tensor<2x197x512xf32>
  %e866 = tensor.empty() : tensor<2x197xf32>
  %f867 = linalg.fill ins(%c0 : f32) outs(%e866 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g871 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g865 : tensor<2x197x512xf32>) outs(%f867 : tensor<2x197xf32>) {
  ^bb0(%a868: f32, %o869: f32):
    %b870 = arith.addf %a868, %o869 : f32
    linalg.yield %b870 : f32
  } -> tensor<2x197xf32>
  %e872 = tensor.empty() : tensor<2x197xf32>
  %g876 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g871 : tensor<2x197xf32>) outs(%e872 : tensor<2x197xf32>) {
  ^bb0(%a873: f32, %o874: f32):
    %b875 = arith.divf %a873, %c2 : f32
    linalg.yield %b875 : f32
  } -> tensor<2x197xf32>
  %e878 = tensor.empty() : tensor<2x197x512xf32>
  %g884 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g865, %g876 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e878 : tensor<2x197x512xf32>) {
  ^bb0(%a879: f32, %a880: f32, %o881: f32):
    %b882 = arith.subf %a879, %a880 : f32
    %b883 = arith.mulf %b882, %b882 : f32
    linalg.yield %b883 : f32
  } -> tensor<2x197x512xf32>
  %e885 = tensor.empty() : tensor<2x197xf32>
  %f886 = linalg.fill ins(%c0 : f32) outs(%e885 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g890 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g884 : tensor<2x197x512xf32>) outs(%f886 : tensor<2x197xf32>) {
  ^bb0(%a887: f32, %o888: f32):
    %b889 = arith.addf %a887, %o888 : f32
    linalg.yield %b889 : f32
  } -> tensor<2x197xf32>
  %e891 = tensor.empty() : tensor<2x197xf32>
  %g895 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g890 : tensor<2x197xf32>) outs(%e891 : tensor<2x197xf32>) {
  ^bb0(%a892: f32, %o893: f32):
    %b894 = arith.divf %a892, %c2 : f32
    linalg.yield %b894 : f32
  } -> tensor<2x197xf32>
  %e897 = tensor.empty() : tensor<2x197x512xf32>
  %g910 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g865, %g876, %g895, %transformer_layers_3_norm1_weight, %transformer_layers_3_norm1_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e897 : tensor<2x197x512xf32>) {
  ^bb0(%a898: f32, %a899: f32, %a900: f32, %a901: f32, %a902: f32, %o903: f32):
    %b904 = arith.addf %a900, %c3 : f32
    %b905 = math.sqrt %b904 : f32
    %b906 = arith.subf %a898, %a899 : f32
    %b907 = arith.divf %b906, %b905 : f32
    %b908 = arith.mulf %b907, %a901 : f32
    %b909 = arith.addf %b908, %a902 : f32
    linalg.yield %b909 : f32
  } -> tensor<2x197x512xf32>
  %r911 = tensor.collapse_shape %g910 [[0, 1], [2]] : tensor<2x197x512xf32> into tensor<394x512xf32>
  %e912 = tensor.empty() : tensor<394x2048xf32>
  %f913 = linalg.fill ins(%c0 : f32) outs(%e912 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %mm914 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r911, %transformer_layers_3_linear1_weight : tensor<394x512xf32>, tensor<2048x512xf32>) outs(%f913 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %e915 = tensor.empty() : tensor<394x2048xf32>
  %g920 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm914, %transformer_layers_3_linear1_bias : tensor<394x2048xf32>, tensor<2048xf32>) outs(%e915 : tensor<394x2048xf32>) {
  ^bb0(%a916: f32, %a917: f32, %o918: f32):
    %b919 = arith.addf %a916, %a917 : f32
    linalg.yield %b919 : f32
  } -> tensor<394x2048xf32>
  %r921 = tensor.expand_shape %g920 [[0, 1], [2]] output_shape [2, 197, 2048] : tensor<394x2048xf32> into tensor<2x197x2048xf32>
  %e922 = tensor.empty() : tensor<2x197x2048xf32>
  %g926 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r921 : tensor<2x197x2048xf32>) outs(%e922 : tensor<2x197x2048xf32>) {
  ^bb0(%a923: f32, %o924: f32):
    %b925 = arith.maximumf %a923, %c0 : f32
    linalg.yield %b925 : f32
  } -> tensor<2x197x2048xf32>
  %r927 = tensor.collapse_shape %g926 [[0, 1], [2]] : tensor<2x197x2048xf32> into tensor<394x2048xf32>
  %e928 = tensor.empty() : tensor<394x512xf32>
  %f929 = linalg.fill ins(%c0 : f32) outs(%e928 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm930 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r927, %transformer_layers_3_linear2_weight : tensor<394x2048xf32>, tensor<512x2048xf32>) outs(%f929 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e931 = tensor.empty() : tensor<394x512xf32>
  %g936 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm930, %transformer_layers_3_linear2_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e931 : tensor<394x512xf32>) {
  ^bb0(%a932: f32, %a933: f32, %o934: f32):
    %b935 = arith.addf %a932, %a933 : f32
    linalg.yield %b935 : f32
  } -> tensor<394x512xf32>
  %r937 = tensor.expand_shape %g936 [[0, 1], [2]] output_shape [2, 197, 512] : tensor<394x512xf32> into tensor<2x197x512xf32>
  %e938 = tensor.empty() : tensor<2x197x512xf32>
  %g943 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g910, %r937 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e938 : tensor<2x197x512xf32>) {
  ^bb0(%a939: f32, %a940: f32, %o941: f32):
    %b942 = arith.addf %a939, %a940 : f32
    linalg.yield %b942 : f32
  } -> tensor<2x197x512xf32>
  %e944 = tensor.empty() : tensor<2x197xf32>
  %f945 = linalg.fill ins(%c0 : f32) outs(%e944 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g949 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g943 : tensor<2x197x512xf32>) outs(%f945 : tensor<2x197xf32>) {
  ^bb0(%a946: f32, %o947: f32):
    %b948 = arith.addf %a946, %o947 : f32
    linalg.yield %b948 : f32
  } -> tensor<2x197xf32>
  %e950 = tensor.empty() : tensor<2x197xf32>
  %g954 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g949 : tensor<2x197xf32>) outs(%e950 : tensor<2x197xf32>) {
  ^bb0(%a951: f32, %o952: f32):
    %b953 = arith.divf %a951, %c2 : f32
    linalg.yield %b953 : f32
  } -> tensor<2x197xf32>
  %e956 = tensor.empty() : tensor<2x197x512xf32>
  %g962 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g943, %g954 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e956 : tensor<2x197x512xf32>) {
  ^bb0(%a957: f32, %a958: f32, %o959: f32):
    %b960 = arith.subf %a957, %a958 : f32
    %b961 = arith.mulf %b960, %b960 : f32
    linalg.yield %b961 : f32
  } -> tensor<2x197x512xf32>
  %e963 = tensor.empty() : tensor<2x197xf32>
  %f964 = linalg.fill ins(%c0 : f32) outs(%e963 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g968 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g962 : tensor<2x197x512xf32>) outs(%f964 : tensor<2x197xf32>) {
  ^bb0(%a965: f32, %o966: f32):
    %b967 = arith.addf %a965, %o966 : f32
    linalg.yield %b967 : f32
  } -> tensor<2x197xf32>
  %e969 = tensor.empty() : tensor<2x197xf32>
  %g973 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g968 : tensor<2x197xf32>) outs(%e969 : tensor<2x197xf32>) {
  ^bb0(%a970: f32, %o971: f32):
    %b972 = arith.divf %a970, %c2 : f32
    linalg.yield %b972 : f32
  } -> tensor<2x197xf32>
  %e975 = tensor.empty() : tensor<2x197x512xf32>
  %g988 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g943, %g954, %g973, %transformer_layers_3_norm2_weight, %transformer_layers_3_norm2_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e975 : tensor<2x197x512xf32>) {
  ^bb0(%a976: f32, %a977: f32, %a978: f32, %a979: f32, %a980: f32, %o981: f32):
    %b982 = arith.addf %a978, %c3 : f32
    %b983 = math.sqrt %b982 : f32
    %b984 = arith.subf %a976, %a977 : f32
    %b985 = arith.divf %b984, %b983 : f32
    %b986 = arith.mulf %b985, %a979 : f32
    %b987 = arith.addf %b986, %a980 : f32
    linalg.yield %b987 : f32
  } -> tensor<2x197x512xf32>
  %e989 = tensor.empty() : tensor<197x2x512xf32>
  %g992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g988 : tensor<2x197x512xf32>) outs(%e989 : tensor<197x2x512xf32>) {
  ^bb0(%a990: f32, %o991: f32):
    linalg.yield %a990 : f32
  } -> tensor<197x2x512xf32>
  %e993 = tensor.empty() : tensor<197x2x512xf32>
  %g996 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g988 : tensor<2x197x512xf32>) outs(%e993 : tensor<197x2x512xf32>) {
  ^bb0(%a994: f32, %o995: f32):
    linalg.yield %a994 : f32
  } -> tensor<197x2x512xf32>
  %e997 = tensor.empty() : tensor<197x2x512xf32>
  %g1000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g988 : tensor<2x197x512xf32>) outs(%e997 : tensor<197x2x512xf32>) {
  ^bb0(%a998: f32, %o999: f32):
    linalg.yield %a998 : f32
  } -> tensor<197x2x512xf32>
  %s1001 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_weight[0, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s1002 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_bias[0] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r1003 = tensor.collapse_shape %g992 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e1004 = tensor.empty() : tensor<394x512xf32>
  %f1005 = linalg.fill ins(%c0 : f32) outs(%e1004 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1006 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1003, %s1001 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f1005 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1007 = tensor.empty() : tensor<394x512xf32>
  %g1012 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1006, %s1002 : tensor<394x512xf32>, tensor<512xf32>) outs(%e1007 : tensor<394x512xf32>) {
  ^bb0(%a1008: f32, %a1009: f32, %o1010: f32):
    %b1011 = arith.addf %a1008, %a1009 : f32
    linalg.yield %b1011 : f32
  } -> tensor<394x512xf32>
  %r1013 = tensor.expand_shape %g1012 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r1014 = tensor.expand_shape %r1013 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e1015 = tensor.empty() : tensor<197x8x2x64xf32>
  %g1018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1014 : tensor<197x2x8x64xf32>) outs(%e1015 : tensor<197x8x2x64xf32>) {
  ^bb0(%a1016: f32, %o1017: f32):
    linalg.yield %a1016 : f32
  } -> tensor<197x8x2x64xf32>
  %s1019 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_weight[512, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s1020 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_bias[512] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r1021 = tensor.collapse_shape %g996 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e1022 = tensor.empty() : tensor<394x512xf32>
  %f1023 = linalg.fill ins(%c0 : f32) outs(%e1022 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1024 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1021, %s1019 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f1023 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1025 = tensor.empty() : tensor<394x512xf32>
  %g1030 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1024, %s1020 : tensor<394x512xf32>, tensor<512xf32>) outs(%e1025 : tensor<394x512xf32>) {
  ^bb0(%a1026: f32, %a1027: f32, %o1028: f32):
    %b1029 = arith.addf %a1026, %a1027 : f32
    linalg.yield %b1029 : f32
  } -> tensor<394x512xf32>
  %r1031 = tensor.expand_shape %g1030 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r1032 = tensor.expand_shape %r1031 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e1033 = tensor.empty() : tensor<197x8x2x64xf32>
  %g1036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1032 : tensor<197x2x8x64xf32>) outs(%e1033 : tensor<197x8x2x64xf32>) {
  ^bb0(%a1034: f32, %o1035: f32):
    linalg.yield %a1034 : f32
  } -> tensor<197x8x2x64xf32>
  %s1037 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_weight[1024, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s1038 = tensor.extract_slice %transformer_layers_4_self_attn_in_proj_bias[1024] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r1039 = tensor.collapse_shape %g1000 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e1040 = tensor.empty() : tensor<394x512xf32>
  %f1041 = linalg.fill ins(%c0 : f32) outs(%e1040 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1042 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1039, %s1037 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f1041 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1043 = tensor.empty() : tensor<394x512xf32>
  %g1048 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1042, %s1038 : tensor<394x512xf32>, tensor<512xf32>) outs(%e1043 : tensor<394x512xf32>) {
  ^bb0(%a1044: f32, %a1045: f32, %o1046: f32):
    %b1047 = arith.addf %a1044, %a1045 : f32
    linalg.yield %b1047 : f32
  } -> tensor<394x512xf32>
  %r1049 = tensor.expand_shape %g1048 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r1050 = tensor.expand_shape %r1049 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e1051 = tensor.empty() : tensor<197x8x2x64xf32>
  %g1054 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1050 : tensor<197x2x8x64xf32>) outs(%e1051 : tensor<197x8x2x64xf32>) {
  ^bb0(%a1052: f32, %o1053: f32):
    linalg.yield %a1052 : f32
  } -> tensor<197x8x2x64xf32>
  %e1055 = tensor.empty() : tensor<197x8x64x2xf32>
  %g1058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1036 : tensor<197x8x2x64xf32>) outs(%e1055 : tensor<197x8x64x2xf32>) {
  ^bb0(%a1056: f32, %o1057: f32):
    linalg.yield %a1056 : f32
  } -> tensor<197x8x64x2xf32>
  %r1059 = tensor.collapse_shape %g1018 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %r1060 = tensor.collapse_shape %g1058 [[0, 1], [2], [3]] : tensor<197x8x64x2xf32> into tensor<1576x64x2xf32>
  %e1061 = tensor.empty() : tensor<1576x2x2xf32>
  %f1062 = linalg.fill ins(%c0 : f32) outs(%e1061 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %bmm1063 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r1059, %r1060 : tensor<1576x2x64xf32>, tensor<1576x64x2xf32>) outs(%f1062 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %r1064 = tensor.expand_shape %bmm1063 [[0, 1], [2], [3]] output_shape [197, 8, 2, 2] : tensor<1576x2x2xf32> into tensor<197x8x2x2xf32>
  %e1065 = tensor.empty() : tensor<197x8x2x2xf32>
  %g1069 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1064 : tensor<197x8x2x2xf32>) outs(%e1065 : tensor<197x8x2x2xf32>) {
  ^bb0(%a1066: f32, %o1067: f32):
    %b1068 = arith.mulf %a1066, %c1 : f32
    linalg.yield %b1068 : f32
  } -> tensor<197x8x2x2xf32>
  %e1070 = tensor.empty() : tensor<197x8x2x2xf32>
  %sm1071 = linalg.softmax dimension(3) ins(%g1069 : tensor<197x8x2x2xf32>) outs(%e1070 : tensor<197x8x2x2xf32>) -> tensor<197x8x2x2xf32>
  %r1072 = tensor.collapse_shape %sm1071 [[0, 1], [2], [3]] : tensor<197x8x2x2xf32> into tensor<1576x2x2xf32>
  %r1073 = tensor.collapse_shape %g1054 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %e1074 = tensor.empty() : tensor<1576x2x64xf32>
  %f1075 = linalg.fill ins(%c0 : f32) outs(%e1074 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %bmm1076 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r1072, %r1073 : tensor<1576x2x2xf32>, tensor<1576x2x64xf32>) outs(%f1075 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %r1077 = tensor.expand_shape %bmm1076 [[0, 1], [2], [3]] output_shape [197, 8, 2, 64] : tensor<1576x2x64xf32> into tensor<197x8x2x64xf32>
  %e1078 = tensor.empty() : tensor<197x2x8x64xf32>
  %g1081 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1077 : tensor<197x8x2x64xf32>) outs(%e1078 : tensor<197x2x8x64xf32>) {
  ^bb0(%a1079: f32, %o1080: f32):
    linalg.yield %a1079 : f32
  } -> tensor<197x2x8x64xf32>
  %r1082 = tensor.collapse_shape %g1081 [[0], [1], [2, 3]] : tensor<197x2x8x64xf32> into tensor<197x2x512xf32>
  %r1083 = tensor.collapse_shape %r1082 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e1084 = tensor.empty() : tensor<394x512xf32>
  %f1085 = linalg.fill ins(%c0 : f32) outs(%e1084 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1086 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1083, %transformer_layers_4_self_attn_out_proj_weight : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f1085 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1087 = tensor.empty() : tensor<394x512xf32>
  %g1092 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1086, %transformer_layers_4_self_attn_out_proj_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e1087 : tensor<394x512xf32>) {
  ^bb0(%a1088: f32, %a1089: f32, %o1090: f32):
    %b1091 = arith.addf %a1088, %a1089 : f32
    linalg.yield %b1091 : f32
  } -> tensor<394x512xf32>
  %r1093 = tensor.expand_shape %g1092 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %e1094 = tensor.empty() : tensor<2x197x512xf32>
  %g1097 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1093 : tensor<197x2x512xf32>) outs(%e1094 : tensor<2x197x512xf32>) {
  ^bb0(%a1095: f32, %o1096: f32):
    linalg.yield %a1095 : f32
  } -> tensor<2x197x512xf32>
  %e1098 = tensor.empty() : tensor<2x197x512xf32>
  %g1103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g988, %g1097 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e1098 : tensor<2x197x512xf32>) {
  ^bb0(%a1099: f32, %a1100: f32, %o1101: f32):
    %b1102 = arith.addf %a1099, %a1100 : f32
    linalg.yield %b1102 : f32
  } -> tensor<2x197x512xf32>
  %e1104 = tensor.empty() : tensor<2x197xf32>
  %f1105 = linalg.fill ins(%c0 : f32) outs(%e1104 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g1109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1103 : tensor<2x197x512xf32>) outs(%f1105 : tensor<2x197xf32>) {
  ^bb0(%a1106: f32, %o1107: f32):
    %b1108 = arith.addf %a1106, %o1107 : f32
    linalg.yield %b1108 : f32
  } -> tensor<2x197xf32>
  %e1110 = tensor.empty() : tensor<2x197xf32>
  %g1114 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1109 : tensor<2x197xf32>) outs(%e1110 : tensor<2x197xf32>) {
  ^bb0(%a1111: f32, %o1112: f32):
    %b1113 = arith.divf %a1111, %c2 : f32
    linalg.yield %b1113 : f32
  } -> tensor<2x197xf32>
  %e1116 = tensor.empty() : tensor<2x197x512xf32>
  %g1122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1103, %g1114 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e1116 : tensor<2x197x512xf32>) {
  ^bb0(%a1117: f32, %a1118: f32, %o1119: f32):
    %b1120 = arith.subf %a1117, %a1118 : f32
    %b1121 = arith.mulf %b1120, %b1120 : f32
    linalg.yield %b1121 : f32
  } -> tensor<2x197x512xf32>
  %e1123 = tensor.empty() : tensor<2x197xf32>
  %f1124 = linalg.fill ins(%c0 : f32) outs(%e1123 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g1128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1122 : tensor<2x197x512xf32>) outs(%f1124 : tensor<2x197xf32>) {
  ^bb0(%a1125: f32, %o1126: f32):
    %b1127 = arith.addf %a1125, %o1126 : f32
    linalg.yield %b1127 : f32
  } -> tensor<2x197xf32>
  %e1129 = tensor.empty() : tensor<2x197xf32>
  %g1133 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1128 : tensor<2x197xf32>) outs(%e1129 : tensor<2x197xf32>) {
  ^bb0(%a1130: f32, %o1131: f32):
    %b1132 = arith.divf %a1130, %c2 : f32
    linalg.yield %b1132 : f32
  } -> tensor<2x197xf32>
  %e1135 = tensor.empty() : tensor<2x197x512xf32>
  %g1148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1103, %g1114, %g1133, %transformer_layers_4_norm1_weight, %transformer_layers_4_norm1_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1135 : tensor<2x197x512xf32>) {
  ^bb0(%a1136: f32, %a1137: f32, %a1138: f32, %a1139: f32, %a1140: f32, %o1141: f32):
    %b1142 = arith.addf %a1138, %c3 : f32
    %b1143 = math.sqrt %b1142 : f32
    %b1144 = arith.subf %a1136, %a1137 : f32
    %b1145 = arith.divf %b1144, %b1143 : f32
    %b1146 = arith.mulf %b1145, %a1139 : f32
    %b1147 = arith.addf %b1146, %a1140 : f32
    linalg.yield %b1147 : f32
  } -> tensor<2x197x512xf32>
  %r1149 = tensor.collapse_shape %g1148 [[0, 1], [2]] : tensor<2x197x512xf32> into tensor<394x512xf32>
  %e1150 = tensor.empty() : tensor<394x2048xf32>
  %f1151 = linalg.fill ins(%c0 : f32) outs(%e1150 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %mm1152 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1149, %transformer_layers_4_linear1_weight : tensor<394x512xf32>, tensor<2048x512xf32>) outs(%f1151 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %e1153 = tensor.empty() : tensor<394x2048xf32>
  %g1158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1152, %transformer_layers_4_linear1_bias : tensor<394x2048xf32>, tensor<2048xf32>) outs(%e1153 : tensor<394x2048xf32>) {
  ^bb0(%a1154: f32, %a1155: f32, %o1156: f32):
    %b1157 = arith.addf %a1154, %a1155 : f32
    linalg.yield %b1157 : f32
  } -> tensor<394x2048xf32>
  %r1159 = tensor.expand_shape %g1158 [[0, 1], [2]] output_shape [2, 197, 2048] : tensor<394x2048xf32> into tensor<2x197x2048xf32>
  %e1160 = tensor.empty() : tensor<2x197x2048xf32>
  %g1164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1159 : tensor<2x197x2048xf32>) outs(%e1160 : tensor<2x197x2048xf32>) {
  ^bb0(%a1161: f32, %o1162: f32):
    %b1163 = arith.maximumf %a1161, %c0 : f32
    linalg.yield %b1163 : f32
  } -> tensor<2x197x2048xf32>
  %r1165 = tensor.collapse_shape %g1164 [[0, 1], [2]] : tensor<2x197x2048xf32> into tensor<394x2048xf32>
  %e1166 = tensor.empty() : tensor<394x512xf32>
  %f1167 = linalg.fill ins(%c0 : f32) outs(%e1166 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1168 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1165, %transformer_layers_4_linear2_weight : tensor<394x2048xf32>, tensor<512x2048xf32>) outs(%f1167 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1169 = tensor.empty() : tensor<394x512xf32>
  %g1174 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1168, %transformer_layers_4_linear2_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e1169 : tensor<394x512xf32>) {
  ^bb0(%a1170: f32, %a1171: f32, %o1172: f32):
    %b1173 = arith.addf %a1170, %a1171 : f32
    linalg.yield %b1173 : f32
  } -> tensor<394x512xf32>
  %r1175 = tensor.expand_shape %g1174 [[0, 1], [2]] output_shape [2, 197, 512] : tensor<394x512xf32> into tensor<2x197x512xf32>
  %e1176 = tensor.empty() : tensor<2x197x512xf32>
  %g1181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1148, %r1175 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e1176 : tensor<2x197x512xf32>) {
  ^bb0(%a1177: f32, %a1178: f32, %o1179: f32):
    %b1180 = arith.addf %a1177, %a1178 : f32
    linalg.yield %b1180 : f32
  } -> tensor<2x197x512xf32>
  %e1182 = tensor.empty() : tensor<2x197xf32>
  %f1183 = linalg.fill ins(%c0 : f32) outs(%e1182 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g1187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1181 : tensor<2x197x512xf32>) outs(%f1183 : tensor<2x197xf32>) {
  ^bb0(%a1184: f32, %o1185: f32):
    %b1186 = arith.addf %a1184, %o1185 : f32
    linalg.yield %b1186 : f32
  } -> tensor<2x197xf32>
  %e1188 = tensor.empty() : tensor<2x197xf32>
  %g1192 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1187 : tensor<2x197xf32>) outs(%e1188 : tensor<2x197xf32>) {
  ^bb0(%a1189: f32, %o1190: f32):
    %b1191 = arith.divf %a1189, %c2 : f32
    linalg.yield %b1191 : f32
  } -> tensor<2x197xf32>
  %e1194 = tensor.empty() : tensor<2x197x512xf32>
  %g1200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1181, %g1192 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e1194 : tensor<2x197x512xf32>) {
  ^bb0(%a1195: f32, %a1196: f32, %o1197: f32):
    %b1198 = arith.subf %a1195, %a1196 : f32
    %b1199 = arith.mulf %b1198, %b1198 : f32
    linalg.yield %b1199 : f32
  } -> tensor<2x197x512xf32>
  %e1201 = tensor.empty() : tensor<2x197xf32>
  %f1202 = linalg.fill ins(%c0 : f32) outs(%e1201 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g1206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1200 : tensor<2x197x512xf32>) outs(%f1202 : tensor<2x197xf32>) {
  ^bb0(%a1203: f32, %o1204: f32):
    %b1205 = arith.addf %a1203, %o1204 : f32
    linalg.yield %b1205 : f32
  } -> tensor<2x197xf32>
  %e1207 = tensor.empty() : tensor<2x197xf32>
  %g1211 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1206 : tensor<2x197xf32>) outs(%e1207 : tensor<2x197xf32>) {
  ^bb0(%a1208: f32, %o1209: f32):
    %b1210 = arith.divf %a1208, %c2 : f32
    linalg.yield %b1210 : f32
  } -> tensor<2x197xf32>
  %e1213 = tensor.empty() : tensor<2x197x512xf32>
  %g1226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1181, %g1192, %g1211, %transformer_layers_4_norm2_weight, %transformer_layers_4_norm2_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1213 : tensor<2x197x512xf32>) {
  ^bb0(%a1214: f32, %a1215: f32, %a1216: f32, %a1217: f32, %a1218: f32, %o1219: f32):
    %b1220 = arith.addf %a1216, %c3 : f32
    %b1221 = math.sqrt %b1220 : f32
    %b1222 = arith.subf %a1214, %a1215 : f32
    %b1223 = arith.divf %b1222, %b1221 : f32
    %b1224 = arith.mulf %b1223, %a1217 : f32
    %b1225 = arith.addf %b1224, %a1218 : f32
    linalg.yield %b1225 : f32
  } -> tensor<2x197x512xf32>
  %e1227 = tensor.empty() : tensor<197x2x512xf32>
  %g1230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1226 : tensor<2x197x512xf32>) outs(%e1227 : tensor<197x2x512xf32>) {
  ^bb0(%a1228: f32, %o1229: f32):
    linalg.yield %a1228 : f32
  } -> tensor<197x2x512xf32>
  %e1231 = tensor.empty() : tensor<197x2x512xf32>
  %g1234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1226 : tensor<2x197x512xf32>) outs(%e1231 : tensor<197x2x512xf32>) {
  ^bb0(%a1232: f32, %o1233: f32):
    linalg.yield %a1232 : f32
  } -> tensor<197x2x512xf32>
  %e1235 = tensor.empty() : tensor<197x2x512xf32>
  %g1238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1226 : tensor<2x197x512xf32>) outs(%e1235 : tensor<197x2x512xf32>) {
  ^bb0(%a1236: f32, %o1237: f32):
    linalg.yield %a1236 : f32
  } -> tensor<197x2x512xf32>
  %s1239 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_weight[0, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s1240 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_bias[0] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r1241 = tensor.collapse_shape %g1230 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e1242 = tensor.empty() : tensor<394x512xf32>
  %f1243 = linalg.fill ins(%c0 : f32) outs(%e1242 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1244 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1241, %s1239 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f1243 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1245 = tensor.empty() : tensor<394x512xf32>
  %g1250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1244, %s1240 : tensor<394x512xf32>, tensor<512xf32>) outs(%e1245 : tensor<394x512xf32>) {
  ^bb0(%a1246: f32, %a1247: f32, %o1248: f32):
    %b1249 = arith.addf %a1246, %a1247 : f32
    linalg.yield %b1249 : f32
  } -> tensor<394x512xf32>
  %r1251 = tensor.expand_shape %g1250 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r1252 = tensor.expand_shape %r1251 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e1253 = tensor.empty() : tensor<197x8x2x64xf32>
  %g1256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1252 : tensor<197x2x8x64xf32>) outs(%e1253 : tensor<197x8x2x64xf32>) {
  ^bb0(%a1254: f32, %o1255: f32):
    linalg.yield %a1254 : f32
  } -> tensor<197x8x2x64xf32>
  %s1257 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_weight[512, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s1258 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_bias[512] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r1259 = tensor.collapse_shape %g1234 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e1260 = tensor.empty() : tensor<394x512xf32>
  %f1261 = linalg.fill ins(%c0 : f32) outs(%e1260 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1262 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1259, %s1257 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f1261 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1263 = tensor.empty() : tensor<394x512xf32>
  %g1268 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1262, %s1258 : tensor<394x512xf32>, tensor<512xf32>) outs(%e1263 : tensor<394x512xf32>) {
  ^bb0(%a1264: f32, %a1265: f32, %o1266: f32):
    %b1267 = arith.addf %a1264, %a1265 : f32
    linalg.yield %b1267 : f32
  } -> tensor<394x512xf32>
  %r1269 = tensor.expand_shape %g1268 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r1270 = tensor.expand_shape %r1269 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e1271 = tensor.empty() : tensor<197x8x2x64xf32>
  %g1274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1270 : tensor<197x2x8x64xf32>) outs(%e1271 : tensor<197x8x2x64xf32>) {
  ^bb0(%a1272: f32, %o1273: f32):
    linalg.yield %a1272 : f32
  } -> tensor<197x8x2x64xf32>
  %s1275 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_weight[1024, 0] [512, 512] [1, 1] : tensor<1536x512xf32> to tensor<512x512xf32>
  %s1276 = tensor.extract_slice %transformer_layers_5_self_attn_in_proj_bias[1024] [512] [1] : tensor<1536xf32> to tensor<512xf32>
  %r1277 = tensor.collapse_shape %g1238 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e1278 = tensor.empty() : tensor<394x512xf32>
  %f1279 = linalg.fill ins(%c0 : f32) outs(%e1278 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1280 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1277, %s1275 : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f1279 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1281 = tensor.empty() : tensor<394x512xf32>
  %g1286 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1280, %s1276 : tensor<394x512xf32>, tensor<512xf32>) outs(%e1281 : tensor<394x512xf32>) {
  ^bb0(%a1282: f32, %a1283: f32, %o1284: f32):
    %b1285 = arith.addf %a1282, %a1283 : f32
    linalg.yield %b1285 : f32
  } -> tensor<394x512xf32>
  %r1287 = tensor.expand_shape %g1286 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %r1288 = tensor.expand_shape %r1287 [[0], [1], [2, 3]] output_shape [197, 2, 8, 64] : tensor<197x2x512xf32> into tensor<197x2x8x64xf32>
  %e1289 = tensor.empty() : tensor<197x8x2x64xf32>
  %g1292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1288 : tensor<197x2x8x64xf32>) outs(%e1289 : tensor<197x8x2x64xf32>) {
  ^bb0(%a1290: f32, %o1291: f32):
    linalg.yield %a1290 : f32
  } -> tensor<197x8x2x64xf32>
  %e1293 = tensor.empty() : tensor<197x8x64x2xf32>
  %g1296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1274 : tensor<197x8x2x64xf32>) outs(%e1293 : tensor<197x8x64x2xf32>) {
  ^bb0(%a1294: f32, %o1295: f32):
    linalg.yield %a1294 : f32
  } -> tensor<197x8x64x2xf32>
  %r1297 = tensor.collapse_shape %g1256 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %r1298 = tensor.collapse_shape %g1296 [[0, 1], [2], [3]] : tensor<197x8x64x2xf32> into tensor<1576x64x2xf32>
  %e1299 = tensor.empty() : tensor<1576x2x2xf32>
  %f1300 = linalg.fill ins(%c0 : f32) outs(%e1299 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %bmm1301 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r1297, %r1298 : tensor<1576x2x64xf32>, tensor<1576x64x2xf32>) outs(%f1300 : tensor<1576x2x2xf32>) -> tensor<1576x2x2xf32>
  %r1302 = tensor.expand_shape %bmm1301 [[0, 1], [2], [3]] output_shape [197, 8, 2, 2] : tensor<1576x2x2xf32> into tensor<197x8x2x2xf32>
  %e1303 = tensor.empty() : tensor<197x8x2x2xf32>
  %g1307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1302 : tensor<197x8x2x2xf32>) outs(%e1303 : tensor<197x8x2x2xf32>) {
  ^bb0(%a1304: f32, %o1305: f32):
    %b1306 = arith.mulf %a1304, %c1 : f32
    linalg.yield %b1306 : f32
  } -> tensor<197x8x2x2xf32>
  %e1308 = tensor.empty() : tensor<197x8x2x2xf32>
  %sm1309 = linalg.softmax dimension(3) ins(%g1307 : tensor<197x8x2x2xf32>) outs(%e1308 : tensor<197x8x2x2xf32>) -> tensor<197x8x2x2xf32>
  %r1310 = tensor.collapse_shape %sm1309 [[0, 1], [2], [3]] : tensor<197x8x2x2xf32> into tensor<1576x2x2xf32>
  %r1311 = tensor.collapse_shape %g1292 [[0, 1], [2], [3]] : tensor<197x8x2x64xf32> into tensor<1576x2x64xf32>
  %e1312 = tensor.empty() : tensor<1576x2x64xf32>
  %f1313 = linalg.fill ins(%c0 : f32) outs(%e1312 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %bmm1314 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%r1310, %r1311 : tensor<1576x2x2xf32>, tensor<1576x2x64xf32>) outs(%f1313 : tensor<1576x2x64xf32>) -> tensor<1576x2x64xf32>
  %r1315 = tensor.expand_shape %bmm1314 [[0, 1], [2], [3]] output_shape [197, 8, 2, 64] : tensor<1576x2x64xf32> into tensor<197x8x2x64xf32>
  %e1316 = tensor.empty() : tensor<197x2x8x64xf32>
  %g1319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1315 : tensor<197x8x2x64xf32>) outs(%e1316 : tensor<197x2x8x64xf32>) {
  ^bb0(%a1317: f32, %o1318: f32):
    linalg.yield %a1317 : f32
  } -> tensor<197x2x8x64xf32>
  %r1320 = tensor.collapse_shape %g1319 [[0], [1], [2, 3]] : tensor<197x2x8x64xf32> into tensor<197x2x512xf32>
  %r1321 = tensor.collapse_shape %r1320 [[0, 1], [2]] : tensor<197x2x512xf32> into tensor<394x512xf32>
  %e1322 = tensor.empty() : tensor<394x512xf32>
  %f1323 = linalg.fill ins(%c0 : f32) outs(%e1322 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1324 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1321, %transformer_layers_5_self_attn_out_proj_weight : tensor<394x512xf32>, tensor<512x512xf32>) outs(%f1323 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1325 = tensor.empty() : tensor<394x512xf32>
  %g1330 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1324, %transformer_layers_5_self_attn_out_proj_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e1325 : tensor<394x512xf32>) {
  ^bb0(%a1326: f32, %a1327: f32, %o1328: f32):
    %b1329 = arith.addf %a1326, %a1327 : f32
    linalg.yield %b1329 : f32
  } -> tensor<394x512xf32>
  %r1331 = tensor.expand_shape %g1330 [[0, 1], [2]] output_shape [197, 2, 512] : tensor<394x512xf32> into tensor<197x2x512xf32>
  %e1332 = tensor.empty() : tensor<2x197x512xf32>
  %g1335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1331 : tensor<197x2x512xf32>) outs(%e1332 : tensor<2x197x512xf32>) {
  ^bb0(%a1333: f32, %o1334: f32):
    linalg.yield %a1333 : f32
  } -> tensor<2x197x512xf32>
  %e1336 = tensor.empty() : tensor<2x197x512xf32>
  %g1341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1226, %g1335 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e1336 : tensor<2x197x512xf32>) {
  ^bb0(%a1337: f32, %a1338: f32, %o1339: f32):
    %b1340 = arith.addf %a1337, %a1338 : f32
    linalg.yield %b1340 : f32
  } -> tensor<2x197x512xf32>
  %e1342 = tensor.empty() : tensor<2x197xf32>
  %f1343 = linalg.fill ins(%c0 : f32) outs(%e1342 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g1347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1341 : tensor<2x197x512xf32>) outs(%f1343 : tensor<2x197xf32>) {
  ^bb0(%a1344: f32, %o1345: f32):
    %b1346 = arith.addf %a1344, %o1345 : f32
    linalg.yield %b1346 : f32
  } -> tensor<2x197xf32>
  %e1348 = tensor.empty() : tensor<2x197xf32>
  %g1352 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1347 : tensor<2x197xf32>) outs(%e1348 : tensor<2x197xf32>) {
  ^bb0(%a1349: f32, %o1350: f32):
    %b1351 = arith.divf %a1349, %c2 : f32
    linalg.yield %b1351 : f32
  } -> tensor<2x197xf32>
  %e1354 = tensor.empty() : tensor<2x197x512xf32>
  %g1360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1341, %g1352 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e1354 : tensor<2x197x512xf32>) {
  ^bb0(%a1355: f32, %a1356: f32, %o1357: f32):
    %b1358 = arith.subf %a1355, %a1356 : f32
    %b1359 = arith.mulf %b1358, %b1358 : f32
    linalg.yield %b1359 : f32
  } -> tensor<2x197x512xf32>
  %e1361 = tensor.empty() : tensor<2x197xf32>
  %f1362 = linalg.fill ins(%c0 : f32) outs(%e1361 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g1366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1360 : tensor<2x197x512xf32>) outs(%f1362 : tensor<2x197xf32>) {
  ^bb0(%a1363: f32, %o1364: f32):
    %b1365 = arith.addf %a1363, %o1364 : f32
    linalg.yield %b1365 : f32
  } -> tensor<2x197xf32>
  %e1367 = tensor.empty() : tensor<2x197xf32>
  %g1371 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1366 : tensor<2x197xf32>) outs(%e1367 : tensor<2x197xf32>) {
  ^bb0(%a1368: f32, %o1369: f32):
    %b1370 = arith.divf %a1368, %c2 : f32
    linalg.yield %b1370 : f32
  } -> tensor<2x197xf32>
  %e1373 = tensor.empty() : tensor<2x197x512xf32>
  %g1386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1341, %g1352, %g1371, %transformer_layers_5_norm1_weight, %transformer_layers_5_norm1_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1373 : tensor<2x197x512xf32>) {
  ^bb0(%a1374: f32, %a1375: f32, %a1376: f32, %a1377: f32, %a1378: f32, %o1379: f32):
    %b1380 = arith.addf %a1376, %c3 : f32
    %b1381 = math.sqrt %b1380 : f32
    %b1382 = arith.subf %a1374, %a1375 : f32
    %b1383 = arith.divf %b1382, %b1381 : f32
    %b1384 = arith.mulf %b1383, %a1377 : f32
    %b1385 = arith.addf %b1384, %a1378 : f32
    linalg.yield %b1385 : f32
  } -> tensor<2x197x512xf32>
  %r1387 = tensor.collapse_shape %g1386 [[0, 1], [2]] : tensor<2x197x512xf32> into tensor<394x512xf32>
  %e1388 = tensor.empty() : tensor<394x2048xf32>
  %f1389 = linalg.fill ins(%c0 : f32) outs(%e1388 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %mm1390 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1387, %transformer_layers_5_linear1_weight : tensor<394x512xf32>, tensor<2048x512xf32>) outs(%f1389 : tensor<394x2048xf32>) -> tensor<394x2048xf32>
  %e1391 = tensor.empty() : tensor<394x2048xf32>
  %g1396 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1390, %transformer_layers_5_linear1_bias : tensor<394x2048xf32>, tensor<2048xf32>) outs(%e1391 : tensor<394x2048xf32>) {
  ^bb0(%a1392: f32, %a1393: f32, %o1394: f32):
    %b1395 = arith.addf %a1392, %a1393 : f32
    linalg.yield %b1395 : f32
  } -> tensor<394x2048xf32>
  %r1397 = tensor.expand_shape %g1396 [[0, 1], [2]] output_shape [2, 197, 2048] : tensor<394x2048xf32> into tensor<2x197x2048xf32>
  %e1398 = tensor.empty() : tensor<2x197x2048xf32>
  %g1402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1397 : tensor<2x197x2048xf32>) outs(%e1398 : tensor<2x197x2048xf32>) {
  ^bb0(%a1399: f32, %o1400: f32):
    %b1401 = arith.maximumf %a1399, %c0 : f32
    linalg.yield %b1401 : f32
  } -> tensor<2x197x2048xf32>
  %r1403 = tensor.collapse_shape %g1402 [[0, 1], [2]] : tensor<2x197x2048xf32> into tensor<394x2048xf32>
  %e1404 = tensor.empty() : tensor<394x512xf32>
  %f1405 = linalg.fill ins(%c0 : f32) outs(%e1404 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %mm1406 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1403, %transformer_layers_5_linear2_weight : tensor<394x2048xf32>, tensor<512x2048xf32>) outs(%f1405 : tensor<394x512xf32>) -> tensor<394x512xf32>
  %e1407 = tensor.empty() : tensor<394x512xf32>
  %g1412 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1406, %transformer_layers_5_linear2_bias : tensor<394x512xf32>, tensor<512xf32>) outs(%e1407 : tensor<394x512xf32>) {
  ^bb0(%a1408: f32, %a1409: f32, %o1410: f32):
    %b1411 = arith.addf %a1408, %a1409 : f32
    linalg.yield %b1411 : f32
  } -> tensor<394x512xf32>
  %r1413 = tensor.expand_shape %g1412 [[0, 1], [2]] output_shape [2, 197, 512] : tensor<394x512xf32> into tensor<2x197x512xf32>
  %e1414 = tensor.empty() : tensor<2x197x512xf32>
  %g1419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1386, %r1413 : tensor<2x197x512xf32>, tensor<2x197x512xf32>) outs(%e1414 : tensor<2x197x512xf32>) {
  ^bb0(%a1415: f32, %a1416: f32, %o1417: f32):
    %b1418 = arith.addf %a1415, %a1416 : f32
    linalg.yield %b1418 : f32
  } -> tensor<2x197x512xf32>
  %e1420 = tensor.empty() : tensor<2x197xf32>
  %f1421 = linalg.fill ins(%c0 : f32) outs(%e1420 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g1425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1419 : tensor<2x197x512xf32>) outs(%f1421 : tensor<2x197xf32>) {
  ^bb0(%a1422: f32, %o1423: f32):
    %b1424 = arith.addf %a1422, %o1423 : f32
    linalg.yield %b1424 : f32
  } -> tensor<2x197xf32>
  %e1426 = tensor.empty() : tensor<2x197xf32>
  %g1430 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1425 : tensor<2x197xf32>) outs(%e1426 : tensor<2x197xf32>) {
  ^bb0(%a1427: f32, %o1428: f32):
    %b1429 = arith.divf %a1427, %c2 : f32
    linalg.yield %b1429 : f32
  } -> tensor<2x197xf32>
  %e1432 = tensor.empty() : tensor<2x197x512xf32>
  %g1438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1419, %g1430 : tensor<2x197x512xf32>, tensor<2x197xf32>) outs(%e1432 : tensor<2x197x512xf32>) {
  ^bb0(%a1433: f32, %a1434: f32, %o1435: f32):
    %b1436 = arith.subf %a1433, %a1434 : f32
    %b1437 = arith.mulf %b1436, %b1436 : f32
    linalg.yield %b1437 : f32
  } -> tensor<2x197x512xf32>
  %e1439 = tensor.empty() : tensor<2x197xf32>
  %f1440 = linalg.fill ins(%c0 : f32) outs(%e1439 : tensor<2x197xf32>) -> tensor<2x197xf32>
  %g1444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1438 : tensor<2x197x512xf32>) outs(%f1440 : tensor<2x197xf32>) {
  ^bb0(%a1441: f32, %o1442: f32):
    %b1443 = arith.addf %a1441, %o1442 : f32
    linalg.yield %b1443 : f32
  } -> tensor<2x197xf32>
  %e1445 = tensor.empty() : tensor<2x197xf32>
  %g1449 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1444 : tensor<2x197xf32>) outs(%e1445 : tensor<2x197xf32>) {
  ^bb0(%a1446: f32, %o1447: f32):
    %b1448 = arith.divf %a1446, %c2 : f32
    linalg.yield %b1448 : f32
  } -> tensor<2x197xf32>
  %e1451 = tensor.empty() : tensor<2x197x512xf32>
  %g1464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1419, %g1430, %g1449, %transformer_layers_5_norm2_weight, %transformer_layers_5_norm2_bias : tensor<2x197x512xf32>, tensor<2x197xf32>, tensor<2x197xf32>, tensor<512xf32>, tensor<512xf32>) outs(%e1451 : tensor<2x197x512xf32>) {
  ^bb0(%a1452: f32, %a1453: f32, %a1454: f32, %a1455: f32, %a1456: f32, %o1457: f32):
    %b1458 = arith.addf %a1454, %c3 : f32
    %b1459 = math.sqrt %b1458 : f32
    %b1460 = arith.subf %a1452, %a1453 : f32
    %b1461 = arith.divf %b1460, %b1459 : f32
    %b1462 = arith.mulf %b1461, %a1455 : f32
    %b1463 = arith.addf %b1462, %a1456 : f32
    linalg.yield %b1463 : f32
  } -> tensor<2x197x512xf32>
  %s1465 = tensor.extract_slice %g1464[0, 0, 0] [2, 1, 512] [1, 1, 1] : tensor<2x197x512xf32> to tensor<2x1x512xf32>
  %r1466 = tensor.collapse_shape %s1465 [[0], [1, 2]] : tensor<2x1x512xf32> into tensor<2x512xf32>
  %e1467 = tensor.empty() : tensor<2x2048xf32>
  %f1468 = linalg.fill ins(%c0 : f32) outs(%e1467 : tensor<2x2048xf32>) -> tensor<2x2048xf32>
  %mm1469 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1466, %mlp_head_0_weight : tensor<2x512xf32>, tensor<2048x512xf32>) outs(%f1468 : tensor<2x2048xf32>) -> tensor<2x2048xf32>
  %e1470 = tensor.empty() : tensor<2x2048xf32>
  %g1475 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1469, %mlp_head_0_bias : tensor<2x2048xf32>, tensor<2048xf32>) outs(%e1470 : tensor<2x2048xf32>) {
  ^bb0(%a1471: f32, %a1472: f32, %o1473: f32):
    %b1474 = arith.addf %a1471, %a1472 : f32
    linalg.yield %b1474 : f32
  } -> tensor<2x2048xf32>
  %e1476 = tensor.empty() : tensor<2x2048xf32>
  %g1484 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1475 : tensor<2x2048xf32>) outs(%e1476 : tensor<2x2048xf32>) {
  ^bb0(%a1477: f32, %o1478: f32):
    %b1479 = arith.mulf %a1477, %c4 : f32
    %b1480 = arith.mulf %a1477, %c5 : f32
    %b1481 = math.erf %b1480 : f32
    %b1482 = arith.addf %b1481, %c6 : f32
    %b1483 = arith.mulf %b1479, %b1482 : f32
    linalg.yield %b1483 : f32
  } -> tensor<2x2048xf32>
  %e1485 = tensor.empty() : tensor<2x10xf32>
  %f1486 = linalg.fill ins(%c0 : f32) outs(%e1485 : tensor<2x10xf32>) -> tensor<2x10xf32>
  %mm1487 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1484, %mlp_head_3_weight : tensor<2x2048xf32>, tensor<10x2048xf32>) outs(%f1486 : tensor<2x10xf32>) -> tensor<2x10xf32>
  %e1488 = tensor.empty() : tensor<2x10xf32>
  %g1493 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1487, %mlp_head_3_bias : tensor<2x10xf32>, tensor<10xf32>) outs(%e1488 : tensor<2x10xf32>) {
  ^bb0(%a1489: f32, %a1490: f32, %o1491: f32):
    %b1492 = arith.addf %a1489, %a1490 : f32
    linalg.yield %b1492 : f32
  } -> tensor<2x10xf32>
  return %g1493 : tensor<2x10xf32>
}
