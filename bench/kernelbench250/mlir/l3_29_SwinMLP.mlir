// Imported by htam-import from 29_SwinMLP.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), patch_embed_proj_weight 96x3x4x4 (parameter:patch_embed.proj.weight), patch_embed_proj_bias 96 (parameter:patch_embed.proj.bias), patch_embed_norm_weight 96 (parameter:patch_embed.norm.weight), patch_embed_norm_bias 96 (parameter:patch_embed.norm.bias), layers_0_blocks_0_norm1_weight 96 (parameter:layers.0.blocks.0.norm1.weight), layers_0_blocks_0_norm1_bias 96 (parameter:layers.0.blocks.0.norm1.bias), layers_0_blocks_0_spatial_mlp_weight 147x49x1 (parameter:layers.0.blocks.0.spatial_mlp.weight), layers_0_blocks_0_spatial_mlp_bias 147 (parameter:layers.0.blocks.0.spatial_mlp.bias), layers_0_blocks_0_norm2_weight 96 (parameter:layers.0.blocks.0.norm2.weight), layers_0_blocks_0_norm2_bias 96 (parameter:layers.0.blocks.0.norm2.bias), layers_0_blocks_0_mlp_fc1_weight 384x96 (parameter:layers.0.blocks.0.mlp.fc1.weight), layers_0_blocks_0_mlp_fc1_bias 384 (parameter:layers.0.blocks.0.mlp.fc1.bias), layers_0_blocks_0_mlp_fc2_weight 96x384 (parameter:layers.0.blocks.0.mlp.fc2.weight), layers_0_blocks_0_mlp_fc2_bias 96 (parameter:layers.0.blocks.0.mlp.fc2.bias), layers_0_blocks_1_norm1_weight 96 (parameter:layers.0.blocks.1.norm1.weight), layers_0_blocks_1_norm1_bias 96 (parameter:layers.0.blocks.1.norm1.bias), layers_0_blocks_1_spatial_mlp_weight 147x49x1 (parameter:layers.0.blocks.1.spatial_mlp.weight), layers_0_blocks_1_spatial_mlp_bias 147 (parameter:layers.0.blocks.1.spatial_mlp.bias), layers_0_blocks_1_norm2_weight 96 (parameter:layers.0.blocks.1.norm2.weight), layers_0_blocks_1_norm2_bias 96 (parameter:layers.0.blocks.1.norm2.bias), layers_0_blocks_1_mlp_fc1_weight 384x96 (parameter:layers.0.blocks.1.mlp.fc1.weight), layers_0_blocks_1_mlp_fc1_bias 384 (parameter:layers.0.blocks.1.mlp.fc1.bias), layers_0_blocks_1_mlp_fc2_weight 96x384 (parameter:layers.0.blocks.1.mlp.fc2.weight), layers_0_blocks_1_mlp_fc2_bias 96 (parameter:layers.0.blocks.1.mlp.fc2.bias), layers_0_downsample_norm_weight 384 (parameter:layers.0.downsample.norm.weight), layers_0_downsample_norm_bias 384 (parameter:layers.0.downsample.norm.bias), layers_0_downsample_reduction_weight 192x384 (parameter:layers.0.downsample.reduction.weight), layers_1_blocks_0_norm1_weight 192 (parameter:layers.1.blocks.0.norm1.weight), layers_1_blocks_0_norm1_bias 192 (parameter:layers.1.blocks.0.norm1.bias), layers_1_blocks_0_spatial_mlp_weight 294x49x1 (parameter:layers.1.blocks.0.spatial_mlp.weight), layers_1_blocks_0_spatial_mlp_bias 294 (parameter:layers.1.blocks.0.spatial_mlp.bias), layers_1_blocks_0_norm2_weight 192 (parameter:layers.1.blocks.0.norm2.weight), layers_1_blocks_0_norm2_bias 192 (parameter:layers.1.blocks.0.norm2.bias), layers_1_blocks_0_mlp_fc1_weight 768x192 (parameter:layers.1.blocks.0.mlp.fc1.weight), layers_1_blocks_0_mlp_fc1_bias 768 (parameter:layers.1.blocks.0.mlp.fc1.bias), layers_1_blocks_0_mlp_fc2_weight 192x768 (parameter:layers.1.blocks.0.mlp.fc2.weight), layers_1_blocks_0_mlp_fc2_bias 192 (parameter:layers.1.blocks.0.mlp.fc2.bias), layers_1_blocks_1_norm1_weight 192 (parameter:layers.1.blocks.1.norm1.weight), layers_1_blocks_1_norm1_bias 192 (parameter:layers.1.blocks.1.norm1.bias), layers_1_blocks_1_spatial_mlp_weight 294x49x1 (parameter:layers.1.blocks.1.spatial_mlp.weight), layers_1_blocks_1_spatial_mlp_bias 294 (parameter:layers.1.blocks.1.spatial_mlp.bias), layers_1_blocks_1_norm2_weight 192 (parameter:layers.1.blocks.1.norm2.weight), layers_1_blocks_1_norm2_bias 192 (parameter:layers.1.blocks.1.norm2.bias), layers_1_blocks_1_mlp_fc1_weight 768x192 (parameter:layers.1.blocks.1.mlp.fc1.weight), layers_1_blocks_1_mlp_fc1_bias 768 (parameter:layers.1.blocks.1.mlp.fc1.bias), layers_1_blocks_1_mlp_fc2_weight 192x768 (parameter:layers.1.blocks.1.mlp.fc2.weight), layers_1_blocks_1_mlp_fc2_bias 192 (parameter:layers.1.blocks.1.mlp.fc2.bias), layers_1_downsample_norm_weight 768 (parameter:layers.1.downsample.norm.weight), layers_1_downsample_norm_bias 768 (parameter:layers.1.downsample.norm.bias), layers_1_downsample_reduction_weight 384x768 (parameter:layers.1.downsample.reduction.weight), layers_2_blocks_0_norm1_weight 384 (parameter:layers.2.blocks.0.norm1.weight), layers_2_blocks_0_norm1_bias 384 (parameter:layers.2.blocks.0.norm1.bias), layers_2_blocks_0_spatial_mlp_weight 588x49x1 (parameter:layers.2.blocks.0.spatial_mlp.weight), layers_2_blocks_0_spatial_mlp_bias 588 (parameter:layers.2.blocks.0.spatial_mlp.bias), layers_2_blocks_0_norm2_weight 384 (parameter:layers.2.blocks.0.norm2.weight), layers_2_blocks_0_norm2_bias 384 (parameter:layers.2.blocks.0.norm2.bias), layers_2_blocks_0_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.0.mlp.fc1.weight), layers_2_blocks_0_mlp_fc1_bias 1536 (parameter:layers.2.blocks.0.mlp.fc1.bias), layers_2_blocks_0_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.0.mlp.fc2.weight), layers_2_blocks_0_mlp_fc2_bias 384 (parameter:layers.2.blocks.0.mlp.fc2.bias), layers_2_blocks_1_norm1_weight 384 (parameter:layers.2.blocks.1.norm1.weight), layers_2_blocks_1_norm1_bias 384 (parameter:layers.2.blocks.1.norm1.bias), layers_2_blocks_1_spatial_mlp_weight 588x49x1 (parameter:layers.2.blocks.1.spatial_mlp.weight), layers_2_blocks_1_spatial_mlp_bias 588 (parameter:layers.2.blocks.1.spatial_mlp.bias), layers_2_blocks_1_norm2_weight 384 (parameter:layers.2.blocks.1.norm2.weight), layers_2_blocks_1_norm2_bias 384 (parameter:layers.2.blocks.1.norm2.bias), layers_2_blocks_1_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.1.mlp.fc1.weight), layers_2_blocks_1_mlp_fc1_bias 1536 (parameter:layers.2.blocks.1.mlp.fc1.bias), layers_2_blocks_1_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.1.mlp.fc2.weight), layers_2_blocks_1_mlp_fc2_bias 384 (parameter:layers.2.blocks.1.mlp.fc2.bias), layers_2_blocks_2_norm1_weight 384 (parameter:layers.2.blocks.2.norm1.weight), layers_2_blocks_2_norm1_bias 384 (parameter:layers.2.blocks.2.norm1.bias), layers_2_blocks_2_spatial_mlp_weight 588x49x1 (parameter:layers.2.blocks.2.spatial_mlp.weight), layers_2_blocks_2_spatial_mlp_bias 588 (parameter:layers.2.blocks.2.spatial_mlp.bias), layers_2_blocks_2_norm2_weight 384 (parameter:layers.2.blocks.2.norm2.weight), layers_2_blocks_2_norm2_bias 384 (parameter:layers.2.blocks.2.norm2.bias), layers_2_blocks_2_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.2.mlp.fc1.weight), layers_2_blocks_2_mlp_fc1_bias 1536 (parameter:layers.2.blocks.2.mlp.fc1.bias), layers_2_blocks_2_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.2.mlp.fc2.weight), layers_2_blocks_2_mlp_fc2_bias 384 (parameter:layers.2.blocks.2.mlp.fc2.bias), layers_2_blocks_3_norm1_weight 384 (parameter:layers.2.blocks.3.norm1.weight), layers_2_blocks_3_norm1_bias 384 (parameter:layers.2.blocks.3.norm1.bias), layers_2_blocks_3_spatial_mlp_weight 588x49x1 (parameter:layers.2.blocks.3.spatial_mlp.weight), layers_2_blocks_3_spatial_mlp_bias 588 (parameter:layers.2.blocks.3.spatial_mlp.bias), layers_2_blocks_3_norm2_weight 384 (parameter:layers.2.blocks.3.norm2.weight), layers_2_blocks_3_norm2_bias 384 (parameter:layers.2.blocks.3.norm2.bias), layers_2_blocks_3_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.3.mlp.fc1.weight), layers_2_blocks_3_mlp_fc1_bias 1536 (parameter:layers.2.blocks.3.mlp.fc1.bias), layers_2_blocks_3_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.3.mlp.fc2.weight), layers_2_blocks_3_mlp_fc2_bias 384 (parameter:layers.2.blocks.3.mlp.fc2.bias), layers_2_blocks_4_norm1_weight 384 (parameter:layers.2.blocks.4.norm1.weight), layers_2_blocks_4_norm1_bias 384 (parameter:layers.2.blocks.4.norm1.bias), layers_2_blocks_4_spatial_mlp_weight 588x49x1 (parameter:layers.2.blocks.4.spatial_mlp.weight), layers_2_blocks_4_spatial_mlp_bias 588 (parameter:layers.2.blocks.4.spatial_mlp.bias), layers_2_blocks_4_norm2_weight 384 (parameter:layers.2.blocks.4.norm2.weight), layers_2_blocks_4_norm2_bias 384 (parameter:layers.2.blocks.4.norm2.bias), layers_2_blocks_4_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.4.mlp.fc1.weight), layers_2_blocks_4_mlp_fc1_bias 1536 (parameter:layers.2.blocks.4.mlp.fc1.bias), layers_2_blocks_4_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.4.mlp.fc2.weight), layers_2_blocks_4_mlp_fc2_bias 384 (parameter:layers.2.blocks.4.mlp.fc2.bias), layers_2_blocks_5_norm1_weight 384 (parameter:layers.2.blocks.5.norm1.weight), layers_2_blocks_5_norm1_bias 384 (parameter:layers.2.blocks.5.norm1.bias), layers_2_blocks_5_spatial_mlp_weight 588x49x1 (parameter:layers.2.blocks.5.spatial_mlp.weight), layers_2_blocks_5_spatial_mlp_bias 588 (parameter:layers.2.blocks.5.spatial_mlp.bias), layers_2_blocks_5_norm2_weight 384 (parameter:layers.2.blocks.5.norm2.weight), layers_2_blocks_5_norm2_bias 384 (parameter:layers.2.blocks.5.norm2.bias), layers_2_blocks_5_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.5.mlp.fc1.weight), layers_2_blocks_5_mlp_fc1_bias 1536 (parameter:layers.2.blocks.5.mlp.fc1.bias), layers_2_blocks_5_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.5.mlp.fc2.weight), layers_2_blocks_5_mlp_fc2_bias 384 (parameter:layers.2.blocks.5.mlp.fc2.bias), layers_2_downsample_norm_weight 1536 (parameter:layers.2.downsample.norm.weight), layers_2_downsample_norm_bias 1536 (parameter:layers.2.downsample.norm.bias), layers_2_downsample_reduction_weight 768x1536 (parameter:layers.2.downsample.reduction.weight), layers_3_blocks_0_norm1_weight 768 (parameter:layers.3.blocks.0.norm1.weight), layers_3_blocks_0_norm1_bias 768 (parameter:layers.3.blocks.0.norm1.bias), layers_3_blocks_0_spatial_mlp_weight 1176x49x1 (parameter:layers.3.blocks.0.spatial_mlp.weight), layers_3_blocks_0_spatial_mlp_bias 1176 (parameter:layers.3.blocks.0.spatial_mlp.bias), layers_3_blocks_0_norm2_weight 768 (parameter:layers.3.blocks.0.norm2.weight), layers_3_blocks_0_norm2_bias 768 (parameter:layers.3.blocks.0.norm2.bias), layers_3_blocks_0_mlp_fc1_weight 3072x768 (parameter:layers.3.blocks.0.mlp.fc1.weight), layers_3_blocks_0_mlp_fc1_bias 3072 (parameter:layers.3.blocks.0.mlp.fc1.bias), layers_3_blocks_0_mlp_fc2_weight 768x3072 (parameter:layers.3.blocks.0.mlp.fc2.weight), layers_3_blocks_0_mlp_fc2_bias 768 (parameter:layers.3.blocks.0.mlp.fc2.bias), layers_3_blocks_1_norm1_weight 768 (parameter:layers.3.blocks.1.norm1.weight), layers_3_blocks_1_norm1_bias 768 (parameter:layers.3.blocks.1.norm1.bias), layers_3_blocks_1_spatial_mlp_weight 1176x49x1 (parameter:layers.3.blocks.1.spatial_mlp.weight), layers_3_blocks_1_spatial_mlp_bias 1176 (parameter:layers.3.blocks.1.spatial_mlp.bias), layers_3_blocks_1_norm2_weight 768 (parameter:layers.3.blocks.1.norm2.weight), layers_3_blocks_1_norm2_bias 768 (parameter:layers.3.blocks.1.norm2.bias), layers_3_blocks_1_mlp_fc1_weight 3072x768 (parameter:layers.3.blocks.1.mlp.fc1.weight), layers_3_blocks_1_mlp_fc1_bias 3072 (parameter:layers.3.blocks.1.mlp.fc1.bias), layers_3_blocks_1_mlp_fc2_weight 768x3072 (parameter:layers.3.blocks.1.mlp.fc2.weight), layers_3_blocks_1_mlp_fc2_bias 768 (parameter:layers.3.blocks.1.mlp.fc2.bias), norm_weight 768 (parameter:norm.weight), norm_bias 768 (parameter:norm.bias), head_weight 1000x768 (parameter:head.weight), head_bias 1000 (parameter:head.bias)
func.func @l3_29_swinmlp(
    %x: tensor<10x3x224x224xf32>,
    %patch_embed_proj_weight: tensor<96x3x4x4xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %patch_embed_proj_bias: tensor<96xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %patch_embed_norm_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %patch_embed_norm_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_0_norm1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_blocks_0_norm1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_0_spatial_mlp_weight: tensor<147x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_0_blocks_0_spatial_mlp_bias: tensor<147xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_0_blocks_0_norm2_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_blocks_0_norm2_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_0_mlp_fc1_weight: tensor<384x96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_0_mlp_fc1_bias: tensor<384xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_0_mlp_fc2_weight: tensor<96x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_blocks_0_mlp_fc2_bias: tensor<96xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_blocks_1_norm1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_blocks_1_norm1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_1_spatial_mlp_weight: tensor<147x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_0_blocks_1_spatial_mlp_bias: tensor<147xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_0_blocks_1_norm2_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_blocks_1_norm2_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_1_mlp_fc1_weight: tensor<384x96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_1_mlp_fc1_bias: tensor<384xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_1_mlp_fc2_weight: tensor<96x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_blocks_1_mlp_fc2_bias: tensor<96xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_downsample_norm_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_downsample_norm_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_downsample_reduction_weight: tensor<192x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_1_blocks_0_norm1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_blocks_0_norm1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_0_spatial_mlp_weight: tensor<294x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_1_blocks_0_spatial_mlp_bias: tensor<294xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_1_blocks_0_norm2_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_blocks_0_norm2_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_0_mlp_fc1_weight: tensor<768x192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_0_mlp_fc1_bias: tensor<768xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_0_mlp_fc2_weight: tensor<192x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_blocks_0_mlp_fc2_bias: tensor<192xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_blocks_1_norm1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_blocks_1_norm1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_1_spatial_mlp_weight: tensor<294x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_1_blocks_1_spatial_mlp_bias: tensor<294xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_1_blocks_1_norm2_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_blocks_1_norm2_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_1_mlp_fc1_weight: tensor<768x192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_1_mlp_fc1_bias: tensor<768xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_1_mlp_fc2_weight: tensor<192x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_blocks_1_mlp_fc2_bias: tensor<192xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_downsample_norm_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_downsample_norm_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_downsample_reduction_weight: tensor<384x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_2_blocks_0_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_0_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_0_spatial_mlp_weight: tensor<588x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_0_spatial_mlp_bias: tensor<588xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_0_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_0_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_0_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_0_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_0_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_0_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_1_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_1_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_1_spatial_mlp_weight: tensor<588x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_1_spatial_mlp_bias: tensor<588xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_1_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_1_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_1_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_1_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_1_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_1_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_2_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_2_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_2_spatial_mlp_weight: tensor<588x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_2_spatial_mlp_bias: tensor<588xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_2_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_2_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_2_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_2_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_2_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_2_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_3_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_3_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_3_spatial_mlp_weight: tensor<588x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_3_spatial_mlp_bias: tensor<588xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_3_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_3_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_3_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_3_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_3_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_3_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_4_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_4_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_4_spatial_mlp_weight: tensor<588x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_4_spatial_mlp_bias: tensor<588xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_4_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_4_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_4_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_4_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_4_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_4_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_5_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_5_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_5_spatial_mlp_weight: tensor<588x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_5_spatial_mlp_bias: tensor<588xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_2_blocks_5_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_5_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_5_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_5_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_5_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_5_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_downsample_norm_weight: tensor<1536xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_downsample_norm_bias: tensor<1536xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_downsample_reduction_weight: tensor<768x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_3_blocks_0_norm1_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_blocks_0_norm1_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_0_spatial_mlp_weight: tensor<1176x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_3_blocks_0_spatial_mlp_bias: tensor<1176xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_3_blocks_0_norm2_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_blocks_0_norm2_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_0_mlp_fc1_weight: tensor<3072x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_0_mlp_fc1_bias: tensor<3072xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_0_mlp_fc2_weight: tensor<768x3072xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %layers_3_blocks_0_mlp_fc2_bias: tensor<768xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %layers_3_blocks_1_norm1_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_blocks_1_norm1_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_1_spatial_mlp_weight: tensor<1176x49x1xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_3_blocks_1_spatial_mlp_bias: tensor<1176xf32> {htam.init = "uniform(-0.142857143..0.142857143)"},
    %layers_3_blocks_1_norm2_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_blocks_1_norm2_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_1_mlp_fc1_weight: tensor<3072x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_1_mlp_fc1_bias: tensor<3072xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_1_mlp_fc2_weight: tensor<768x3072xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %layers_3_blocks_1_mlp_fc2_bias: tensor<768xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %norm_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %norm_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %head_weight: tensor<1000x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %head_bias: tensor<1000xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 96.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 0.5 : f32
  %c4 = arith.constant 0.70710677 : f32
  %c5 = arith.constant 1.0 : f32
  %c6 = arith.constant 384.0 : f32
  %c7 = arith.constant 192.0 : f32
  %c8 = arith.constant 768.0 : f32
  %c9 = arith.constant 1536.0 : f32
  %c10 = arith.constant 49.0 : f32
  %e1 = tensor.empty() : tensor<10x96x56x56xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<10x96x56x56xf32>) -> tensor<10x96x56x56xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%x, %patch_embed_proj_weight : tensor<10x3x224x224xf32>, tensor<96x3x4x4xf32>) outs(%f2 : tensor<10x96x56x56xf32>) -> tensor<10x96x56x56xf32>
  %e5 = tensor.empty() : tensor<10x96x56x56xf32>
  %g10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %patch_embed_proj_bias : tensor<10x96x56x56xf32>, tensor<96xf32>) outs(%e5 : tensor<10x96x56x56xf32>) {
  ^bb0(%a6: f32, %a7: f32, %o8: f32):
    %b9 = arith.addf %a6, %a7 : f32
    linalg.yield %b9 : f32
  } -> tensor<10x96x56x56xf32>
  %r11 = tensor.collapse_shape %g10 [[0], [1], [2, 3]] : tensor<10x96x56x56xf32> into tensor<10x96x3136xf32>
  %e12 = tensor.empty() : tensor<10x3136x96xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r11 : tensor<10x96x3136xf32>) outs(%e12 : tensor<10x3136x96xf32>) {
  ^bb0(%a13: f32, %o14: f32):
    linalg.yield %a13 : f32
  } -> tensor<10x3136x96xf32>
  %e16 = tensor.empty() : tensor<10x3136xf32>
  %f17 = linalg.fill ins(%c0 : f32) outs(%e16 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g15 : tensor<10x3136x96xf32>) outs(%f17 : tensor<10x3136xf32>) {
  ^bb0(%a18: f32, %o19: f32):
    %b20 = arith.addf %a18, %o19 : f32
    linalg.yield %b20 : f32
  } -> tensor<10x3136xf32>
  %e22 = tensor.empty() : tensor<10x3136xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g21 : tensor<10x3136xf32>) outs(%e22 : tensor<10x3136xf32>) {
  ^bb0(%a23: f32, %o24: f32):
    %b25 = arith.divf %a23, %c1 : f32
    linalg.yield %b25 : f32
  } -> tensor<10x3136xf32>
  %e28 = tensor.empty() : tensor<10x3136x96xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g15, %g26 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e28 : tensor<10x3136x96xf32>) {
  ^bb0(%a29: f32, %a30: f32, %o31: f32):
    %b32 = arith.subf %a29, %a30 : f32
    %b33 = arith.mulf %b32, %b32 : f32
    linalg.yield %b33 : f32
  } -> tensor<10x3136x96xf32>
  %e35 = tensor.empty() : tensor<10x3136xf32>
  %f36 = linalg.fill ins(%c0 : f32) outs(%e35 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g34 : tensor<10x3136x96xf32>) outs(%f36 : tensor<10x3136xf32>) {
  ^bb0(%a37: f32, %o38: f32):
    %b39 = arith.addf %a37, %o38 : f32
    linalg.yield %b39 : f32
  } -> tensor<10x3136xf32>
  %e41 = tensor.empty() : tensor<10x3136xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g40 : tensor<10x3136xf32>) outs(%e41 : tensor<10x3136xf32>) {
  ^bb0(%a42: f32, %o43: f32):
    %b44 = arith.divf %a42, %c1 : f32
    linalg.yield %b44 : f32
  } -> tensor<10x3136xf32>
  %e47 = tensor.empty() : tensor<10x3136x96xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g15, %g26, %g45, %patch_embed_norm_weight, %patch_embed_norm_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e47 : tensor<10x3136x96xf32>) {
  ^bb0(%a48: f32, %a49: f32, %a50: f32, %a51: f32, %a52: f32, %o53: f32):
    %b54 = arith.addf %a50, %c2 : f32
    %b55 = math.sqrt %b54 : f32
    %b56 = arith.subf %a48, %a49 : f32
    %b57 = arith.divf %b56, %b55 : f32
    %b58 = arith.mulf %b57, %a51 : f32
    %b59 = arith.addf %b58, %a52 : f32
    linalg.yield %b59 : f32
  } -> tensor<10x3136x96xf32>
  %e61 = tensor.empty() : tensor<10x3136xf32>
  %f62 = linalg.fill ins(%c0 : f32) outs(%e61 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g60 : tensor<10x3136x96xf32>) outs(%f62 : tensor<10x3136xf32>) {
  ^bb0(%a63: f32, %o64: f32):
    %b65 = arith.addf %a63, %o64 : f32
    linalg.yield %b65 : f32
  } -> tensor<10x3136xf32>
  %e67 = tensor.empty() : tensor<10x3136xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g66 : tensor<10x3136xf32>) outs(%e67 : tensor<10x3136xf32>) {
  ^bb0(%a68: f32, %o69: f32):
    %b70 = arith.divf %a68, %c1 : f32
    linalg.yield %b70 : f32
  } -> tensor<10x3136xf32>
  %e73 = tensor.empty() : tensor<10x3136x96xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g60, %g71 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e73 : tensor<10x3136x96xf32>) {
  ^bb0(%a74: f32, %a75: f32, %o76: f32):
    %b77 = arith.subf %a74, %a75 : f32
    %b78 = arith.mulf %b77, %b77 : f32
    linalg.yield %b78 : f32
  } -> tensor<10x3136x96xf32>
  %e80 = tensor.empty() : tensor<10x3136xf32>
  %f81 = linalg.fill ins(%c0 : f32) outs(%e80 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g79 : tensor<10x3136x96xf32>) outs(%f81 : tensor<10x3136xf32>) {
  ^bb0(%a82: f32, %o83: f32):
    %b84 = arith.addf %a82, %o83 : f32
    linalg.yield %b84 : f32
  } -> tensor<10x3136xf32>
  %e86 = tensor.empty() : tensor<10x3136xf32>
  %g90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g85 : tensor<10x3136xf32>) outs(%e86 : tensor<10x3136xf32>) {
  ^bb0(%a87: f32, %o88: f32):
    %b89 = arith.divf %a87, %c1 : f32
    linalg.yield %b89 : f32
  } -> tensor<10x3136xf32>
  %e92 = tensor.empty() : tensor<10x3136x96xf32>
  %g105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g60, %g71, %g90, %layers_0_blocks_0_norm1_weight, %layers_0_blocks_0_norm1_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e92 : tensor<10x3136x96xf32>) {
  ^bb0(%a93: f32, %a94: f32, %a95: f32, %a96: f32, %a97: f32, %o98: f32):
    %b99 = arith.addf %a95, %c2 : f32
    %b100 = math.sqrt %b99 : f32
    %b101 = arith.subf %a93, %a94 : f32
    %b102 = arith.divf %b101, %b100 : f32
    %b103 = arith.mulf %b102, %a96 : f32
    %b104 = arith.addf %b103, %a97 : f32
    linalg.yield %b104 : f32
  } -> tensor<10x3136x96xf32>
  %r106 = tensor.expand_shape %g105 [[0], [1, 2], [3]] output_shape [10, 56, 56, 96] : tensor<10x3136x96xf32> into tensor<10x56x56x96xf32>
  %r107 = tensor.expand_shape %r106 [[0], [1, 2], [3, 4], [5]] output_shape [10, 8, 7, 8, 7, 96] : tensor<10x56x56x96xf32> into tensor<10x8x7x8x7x96xf32>
  %e108 = tensor.empty() : tensor<10x8x8x7x7x96xf32>
  %g111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r107 : tensor<10x8x7x8x7x96xf32>) outs(%e108 : tensor<10x8x8x7x7x96xf32>) {
  ^bb0(%a109: f32, %o110: f32):
    linalg.yield %a109 : f32
  } -> tensor<10x8x8x7x7x96xf32>
  %r112 = tensor.collapse_shape %g111 [[0, 1, 2], [3], [4], [5]] : tensor<10x8x8x7x7x96xf32> into tensor<640x7x7x96xf32>
  %r113 = tensor.collapse_shape %r112 [[0], [1, 2], [3]] : tensor<640x7x7x96xf32> into tensor<640x49x96xf32>
  %r114 = tensor.expand_shape %r113 [[0], [1], [2, 3]] output_shape [640, 49, 3, 32] : tensor<640x49x96xf32> into tensor<640x49x3x32xf32>
  %e115 = tensor.empty() : tensor<640x3x49x32xf32>
  %g118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r114 : tensor<640x49x3x32xf32>) outs(%e115 : tensor<640x3x49x32xf32>) {
  ^bb0(%a116: f32, %o117: f32):
    linalg.yield %a116 : f32
  } -> tensor<640x3x49x32xf32>
  %r119 = tensor.collapse_shape %g118 [[0], [1, 2], [3]] : tensor<640x3x49x32xf32> into tensor<640x147x32xf32>
  %r120 = tensor.expand_shape %layers_0_blocks_0_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [3, 49, 49, 1] : tensor<147x49x1xf32> into tensor<3x49x49x1xf32>
  %r121 = tensor.expand_shape %r119 [[0], [1, 2], [3]] output_shape [640, 3, 49, 32] : tensor<640x147x32xf32> into tensor<640x3x49x32xf32>
  %e122 = tensor.empty() : tensor<640x3x49x32xf32>
  %f123 = linalg.fill ins(%c0 : f32) outs(%e122 : tensor<640x3x49x32xf32>) -> tensor<640x3x49x32xf32>
  %g129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r121, %r120 : tensor<640x3x49x32xf32>, tensor<3x49x49x1xf32>) outs(%f123 : tensor<640x3x49x32xf32>) {
  ^bb0(%a124: f32, %a125: f32, %o126: f32):
    %b127 = arith.mulf %a124, %a125 : f32
    %b128 = arith.addf %o126, %b127 : f32
    linalg.yield %b128 : f32
  } -> tensor<640x3x49x32xf32>
  %r130 = tensor.collapse_shape %g129 [[0], [1, 2], [3]] : tensor<640x3x49x32xf32> into tensor<640x147x32xf32>
  %e132 = tensor.empty() : tensor<640x147x32xf32>
  %g137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r130, %layers_0_blocks_0_spatial_mlp_bias : tensor<640x147x32xf32>, tensor<147xf32>) outs(%e132 : tensor<640x147x32xf32>) {
  ^bb0(%a133: f32, %a134: f32, %o135: f32):
    %b136 = arith.addf %a133, %a134 : f32
    linalg.yield %b136 : f32
  } -> tensor<640x147x32xf32>
  %r138 = tensor.expand_shape %g137 [[0], [1, 2], [3]] output_shape [640, 3, 49, 32] : tensor<640x147x32xf32> into tensor<640x3x49x32xf32>
  %e139 = tensor.empty() : tensor<640x49x3x32xf32>
  %g142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r138 : tensor<640x3x49x32xf32>) outs(%e139 : tensor<640x49x3x32xf32>) {
  ^bb0(%a140: f32, %o141: f32):
    linalg.yield %a140 : f32
  } -> tensor<640x49x3x32xf32>
  %r143 = tensor.collapse_shape %g142 [[0], [1], [2, 3]] : tensor<640x49x3x32xf32> into tensor<640x49x96xf32>
  %r144 = tensor.expand_shape %r143 [[0], [1, 2], [3]] output_shape [640, 7, 7, 96] : tensor<640x49x96xf32> into tensor<640x7x7x96xf32>
  %r145 = tensor.expand_shape %r144 [[0, 1, 2], [3], [4], [5]] output_shape [10, 8, 8, 7, 7, 96] : tensor<640x7x7x96xf32> into tensor<10x8x8x7x7x96xf32>
  %e146 = tensor.empty() : tensor<10x8x7x8x7x96xf32>
  %g149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r145 : tensor<10x8x8x7x7x96xf32>) outs(%e146 : tensor<10x8x7x8x7x96xf32>) {
  ^bb0(%a147: f32, %o148: f32):
    linalg.yield %a147 : f32
  } -> tensor<10x8x7x8x7x96xf32>
  %r150 = tensor.collapse_shape %g149 [[0], [1, 2], [3, 4], [5]] : tensor<10x8x7x8x7x96xf32> into tensor<10x56x56x96xf32>
  %r151 = tensor.collapse_shape %r150 [[0], [1, 2], [3]] : tensor<10x56x56x96xf32> into tensor<10x3136x96xf32>
  %e152 = tensor.empty() : tensor<10x3136x96xf32>
  %g157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g60, %r151 : tensor<10x3136x96xf32>, tensor<10x3136x96xf32>) outs(%e152 : tensor<10x3136x96xf32>) {
  ^bb0(%a153: f32, %a154: f32, %o155: f32):
    %b156 = arith.addf %a153, %a154 : f32
    linalg.yield %b156 : f32
  } -> tensor<10x3136x96xf32>
  %e158 = tensor.empty() : tensor<10x3136xf32>
  %f159 = linalg.fill ins(%c0 : f32) outs(%e158 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g157 : tensor<10x3136x96xf32>) outs(%f159 : tensor<10x3136xf32>) {
  ^bb0(%a160: f32, %o161: f32):
    %b162 = arith.addf %a160, %o161 : f32
    linalg.yield %b162 : f32
  } -> tensor<10x3136xf32>
  %e164 = tensor.empty() : tensor<10x3136xf32>
  %g168 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g163 : tensor<10x3136xf32>) outs(%e164 : tensor<10x3136xf32>) {
  ^bb0(%a165: f32, %o166: f32):
    %b167 = arith.divf %a165, %c1 : f32
    linalg.yield %b167 : f32
  } -> tensor<10x3136xf32>
  %e170 = tensor.empty() : tensor<10x3136x96xf32>
  %g176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g157, %g168 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e170 : tensor<10x3136x96xf32>) {
  ^bb0(%a171: f32, %a172: f32, %o173: f32):
    %b174 = arith.subf %a171, %a172 : f32
    %b175 = arith.mulf %b174, %b174 : f32
    linalg.yield %b175 : f32
  } -> tensor<10x3136x96xf32>
  %e177 = tensor.empty() : tensor<10x3136xf32>
  %f178 = linalg.fill ins(%c0 : f32) outs(%e177 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g176 : tensor<10x3136x96xf32>) outs(%f178 : tensor<10x3136xf32>) {
  ^bb0(%a179: f32, %o180: f32):
    %b181 = arith.addf %a179, %o180 : f32
    linalg.yield %b181 : f32
  } -> tensor<10x3136xf32>
  %e183 = tensor.empty() : tensor<10x3136xf32>
  %g187 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g182 : tensor<10x3136xf32>) outs(%e183 : tensor<10x3136xf32>) {
  ^bb0(%a184: f32, %o185: f32):
    %b186 = arith.divf %a184, %c1 : f32
    linalg.yield %b186 : f32
  } -> tensor<10x3136xf32>
  %e189 = tensor.empty() : tensor<10x3136x96xf32>
  %g202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g157, %g168, %g187, %layers_0_blocks_0_norm2_weight, %layers_0_blocks_0_norm2_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e189 : tensor<10x3136x96xf32>) {
  ^bb0(%a190: f32, %a191: f32, %a192: f32, %a193: f32, %a194: f32, %o195: f32):
    %b196 = arith.addf %a192, %c2 : f32
    %b197 = math.sqrt %b196 : f32
    %b198 = arith.subf %a190, %a191 : f32
    %b199 = arith.divf %b198, %b197 : f32
    %b200 = arith.mulf %b199, %a193 : f32
    %b201 = arith.addf %b200, %a194 : f32
    linalg.yield %b201 : f32
  } -> tensor<10x3136x96xf32>
  %r203 = tensor.collapse_shape %g202 [[0, 1], [2]] : tensor<10x3136x96xf32> into tensor<31360x96xf32>
  %e204 = tensor.empty() : tensor<31360x384xf32>
  %f205 = linalg.fill ins(%c0 : f32) outs(%e204 : tensor<31360x384xf32>) -> tensor<31360x384xf32>
  %mm206 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r203, %layers_0_blocks_0_mlp_fc1_weight : tensor<31360x96xf32>, tensor<384x96xf32>) outs(%f205 : tensor<31360x384xf32>) -> tensor<31360x384xf32>
  %e207 = tensor.empty() : tensor<31360x384xf32>
  %g212 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm206, %layers_0_blocks_0_mlp_fc1_bias : tensor<31360x384xf32>, tensor<384xf32>) outs(%e207 : tensor<31360x384xf32>) {
  ^bb0(%a208: f32, %a209: f32, %o210: f32):
    %b211 = arith.addf %a208, %a209 : f32
    linalg.yield %b211 : f32
  } -> tensor<31360x384xf32>
  %r213 = tensor.expand_shape %g212 [[0, 1], [2]] output_shape [10, 3136, 384] : tensor<31360x384xf32> into tensor<10x3136x384xf32>
  %e214 = tensor.empty() : tensor<10x3136x384xf32>
  %g222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r213 : tensor<10x3136x384xf32>) outs(%e214 : tensor<10x3136x384xf32>) {
  ^bb0(%a215: f32, %o216: f32):
    %b217 = arith.mulf %a215, %c3 : f32
    %b218 = arith.mulf %a215, %c4 : f32
    %b219 = math.erf %b218 : f32
    %b220 = arith.addf %b219, %c5 : f32
    %b221 = arith.mulf %b217, %b220 : f32
    linalg.yield %b221 : f32
  } -> tensor<10x3136x384xf32>
  %r223 = tensor.collapse_shape %g222 [[0, 1], [2]] : tensor<10x3136x384xf32> into tensor<31360x384xf32>
  %e224 = tensor.empty() : tensor<31360x96xf32>
  %f225 = linalg.fill ins(%c0 : f32) outs(%e224 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %mm226 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r223, %layers_0_blocks_0_mlp_fc2_weight : tensor<31360x384xf32>, tensor<96x384xf32>) outs(%f225 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %e227 = tensor.empty() : tensor<31360x96xf32>
  %g232 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm226, %layers_0_blocks_0_mlp_fc2_bias : tensor<31360x96xf32>, tensor<96xf32>) outs(%e227 : tensor<31360x96xf32>) {
  ^bb0(%a228: f32, %a229: f32, %o230: f32):
    %b231 = arith.addf %a228, %a229 : f32
    linalg.yield %b231 : f32
  } -> tensor<31360x96xf32>
  %r233 = tensor.expand_shape %g232 [[0, 1], [2]] output_shape [10, 3136, 96] : tensor<31360x96xf32> into tensor<10x3136x96xf32>
  %e234 = tensor.empty() : tensor<10x3136x96xf32>
  %g239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g157, %r233 : tensor<10x3136x96xf32>, tensor<10x3136x96xf32>) outs(%e234 : tensor<10x3136x96xf32>) {
  ^bb0(%a235: f32, %a236: f32, %o237: f32):
    %b238 = arith.addf %a235, %a236 : f32
    linalg.yield %b238 : f32
  } -> tensor<10x3136x96xf32>
  %e240 = tensor.empty() : tensor<10x3136xf32>
  %f241 = linalg.fill ins(%c0 : f32) outs(%e240 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g239 : tensor<10x3136x96xf32>) outs(%f241 : tensor<10x3136xf32>) {
  ^bb0(%a242: f32, %o243: f32):
    %b244 = arith.addf %a242, %o243 : f32
    linalg.yield %b244 : f32
  } -> tensor<10x3136xf32>
  %e246 = tensor.empty() : tensor<10x3136xf32>
  %g250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g245 : tensor<10x3136xf32>) outs(%e246 : tensor<10x3136xf32>) {
  ^bb0(%a247: f32, %o248: f32):
    %b249 = arith.divf %a247, %c1 : f32
    linalg.yield %b249 : f32
  } -> tensor<10x3136xf32>
  %e252 = tensor.empty() : tensor<10x3136x96xf32>
  %g258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g239, %g250 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e252 : tensor<10x3136x96xf32>) {
  ^bb0(%a253: f32, %a254: f32, %o255: f32):
    %b256 = arith.subf %a253, %a254 : f32
    %b257 = arith.mulf %b256, %b256 : f32
    linalg.yield %b257 : f32
  } -> tensor<10x3136x96xf32>
  %e259 = tensor.empty() : tensor<10x3136xf32>
  %f260 = linalg.fill ins(%c0 : f32) outs(%e259 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g258 : tensor<10x3136x96xf32>) outs(%f260 : tensor<10x3136xf32>) {
  ^bb0(%a261: f32, %o262: f32):
    %b263 = arith.addf %a261, %o262 : f32
    linalg.yield %b263 : f32
  } -> tensor<10x3136xf32>
  %e265 = tensor.empty() : tensor<10x3136xf32>
  %g269 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g264 : tensor<10x3136xf32>) outs(%e265 : tensor<10x3136xf32>) {
  ^bb0(%a266: f32, %o267: f32):
    %b268 = arith.divf %a266, %c1 : f32
    linalg.yield %b268 : f32
  } -> tensor<10x3136xf32>
  %e271 = tensor.empty() : tensor<10x3136x96xf32>
  %g284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g239, %g250, %g269, %layers_0_blocks_1_norm1_weight, %layers_0_blocks_1_norm1_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e271 : tensor<10x3136x96xf32>) {
  ^bb0(%a272: f32, %a273: f32, %a274: f32, %a275: f32, %a276: f32, %o277: f32):
    %b278 = arith.addf %a274, %c2 : f32
    %b279 = math.sqrt %b278 : f32
    %b280 = arith.subf %a272, %a273 : f32
    %b281 = arith.divf %b280, %b279 : f32
    %b282 = arith.mulf %b281, %a275 : f32
    %b283 = arith.addf %b282, %a276 : f32
    linalg.yield %b283 : f32
  } -> tensor<10x3136x96xf32>
  %r285 = tensor.expand_shape %g284 [[0], [1, 2], [3]] output_shape [10, 56, 56, 96] : tensor<10x3136x96xf32> into tensor<10x56x56x96xf32>
  %e286 = tensor.empty() : tensor<10x63x63x96xf32>
  %f287 = linalg.fill ins(%c0 : f32) outs(%e286 : tensor<10x63x63x96xf32>) -> tensor<10x63x63x96xf32>
  %g290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 + 4, d2 + 4, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r285 : tensor<10x56x56x96xf32>) outs(%f287 : tensor<10x63x63x96xf32>) {
  ^bb0(%a288: f32, %o289: f32):
    linalg.yield %a288 : f32
  } -> tensor<10x63x63x96xf32>
  %r291 = tensor.expand_shape %g290 [[0], [1, 2], [3, 4], [5]] output_shape [10, 9, 7, 9, 7, 96] : tensor<10x63x63x96xf32> into tensor<10x9x7x9x7x96xf32>
  %e292 = tensor.empty() : tensor<10x9x9x7x7x96xf32>
  %g295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r291 : tensor<10x9x7x9x7x96xf32>) outs(%e292 : tensor<10x9x9x7x7x96xf32>) {
  ^bb0(%a293: f32, %o294: f32):
    linalg.yield %a293 : f32
  } -> tensor<10x9x9x7x7x96xf32>
  %r296 = tensor.collapse_shape %g295 [[0, 1, 2], [3], [4], [5]] : tensor<10x9x9x7x7x96xf32> into tensor<810x7x7x96xf32>
  %r297 = tensor.collapse_shape %r296 [[0], [1, 2], [3]] : tensor<810x7x7x96xf32> into tensor<810x49x96xf32>
  %r298 = tensor.expand_shape %r297 [[0], [1], [2, 3]] output_shape [810, 49, 3, 32] : tensor<810x49x96xf32> into tensor<810x49x3x32xf32>
  %e299 = tensor.empty() : tensor<810x3x49x32xf32>
  %g302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r298 : tensor<810x49x3x32xf32>) outs(%e299 : tensor<810x3x49x32xf32>) {
  ^bb0(%a300: f32, %o301: f32):
    linalg.yield %a300 : f32
  } -> tensor<810x3x49x32xf32>
  %r303 = tensor.collapse_shape %g302 [[0], [1, 2], [3]] : tensor<810x3x49x32xf32> into tensor<810x147x32xf32>
  %r304 = tensor.expand_shape %layers_0_blocks_1_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [3, 49, 49, 1] : tensor<147x49x1xf32> into tensor<3x49x49x1xf32>
  %r305 = tensor.expand_shape %r303 [[0], [1, 2], [3]] output_shape [810, 3, 49, 32] : tensor<810x147x32xf32> into tensor<810x3x49x32xf32>
  %e306 = tensor.empty() : tensor<810x3x49x32xf32>
  %f307 = linalg.fill ins(%c0 : f32) outs(%e306 : tensor<810x3x49x32xf32>) -> tensor<810x3x49x32xf32>
  %g313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r305, %r304 : tensor<810x3x49x32xf32>, tensor<3x49x49x1xf32>) outs(%f307 : tensor<810x3x49x32xf32>) {
  ^bb0(%a308: f32, %a309: f32, %o310: f32):
    %b311 = arith.mulf %a308, %a309 : f32
    %b312 = arith.addf %o310, %b311 : f32
    linalg.yield %b312 : f32
  } -> tensor<810x3x49x32xf32>
  %r314 = tensor.collapse_shape %g313 [[0], [1, 2], [3]] : tensor<810x3x49x32xf32> into tensor<810x147x32xf32>
  %e316 = tensor.empty() : tensor<810x147x32xf32>
  %g321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r314, %layers_0_blocks_1_spatial_mlp_bias : tensor<810x147x32xf32>, tensor<147xf32>) outs(%e316 : tensor<810x147x32xf32>) {
  ^bb0(%a317: f32, %a318: f32, %o319: f32):
    %b320 = arith.addf %a317, %a318 : f32
    linalg.yield %b320 : f32
  } -> tensor<810x147x32xf32>
  %r322 = tensor.expand_shape %g321 [[0], [1, 2], [3]] output_shape [810, 3, 49, 32] : tensor<810x147x32xf32> into tensor<810x3x49x32xf32>
  %e323 = tensor.empty() : tensor<810x49x3x32xf32>
  %g326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r322 : tensor<810x3x49x32xf32>) outs(%e323 : tensor<810x49x3x32xf32>) {
  ^bb0(%a324: f32, %o325: f32):
    linalg.yield %a324 : f32
  } -> tensor<810x49x3x32xf32>
  %r327 = tensor.collapse_shape %g326 [[0], [1], [2, 3]] : tensor<810x49x3x32xf32> into tensor<810x49x96xf32>
  %r328 = tensor.expand_shape %r327 [[0], [1, 2], [3]] output_shape [810, 7, 7, 96] : tensor<810x49x96xf32> into tensor<810x7x7x96xf32>
  %r329 = tensor.expand_shape %r328 [[0, 1, 2], [3], [4], [5]] output_shape [10, 9, 9, 7, 7, 96] : tensor<810x7x7x96xf32> into tensor<10x9x9x7x7x96xf32>
  %e330 = tensor.empty() : tensor<10x9x7x9x7x96xf32>
  %g333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r329 : tensor<10x9x9x7x7x96xf32>) outs(%e330 : tensor<10x9x7x9x7x96xf32>) {
  ^bb0(%a331: f32, %o332: f32):
    linalg.yield %a331 : f32
  } -> tensor<10x9x7x9x7x96xf32>
  %r334 = tensor.collapse_shape %g333 [[0], [1, 2], [3, 4], [5]] : tensor<10x9x7x9x7x96xf32> into tensor<10x63x63x96xf32>
  %s335 = tensor.extract_slice %r334[0, 4, 4, 0] [10, 56, 56, 96] [1, 1, 1, 1] : tensor<10x63x63x96xf32> to tensor<10x56x56x96xf32>
  %r336 = tensor.collapse_shape %s335 [[0], [1, 2], [3]] : tensor<10x56x56x96xf32> into tensor<10x3136x96xf32>
  %e337 = tensor.empty() : tensor<10x3136x96xf32>
  %g342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g239, %r336 : tensor<10x3136x96xf32>, tensor<10x3136x96xf32>) outs(%e337 : tensor<10x3136x96xf32>) {
  ^bb0(%a338: f32, %a339: f32, %o340: f32):
    %b341 = arith.addf %a338, %a339 : f32
    linalg.yield %b341 : f32
  } -> tensor<10x3136x96xf32>
  %e343 = tensor.empty() : tensor<10x3136xf32>
  %f344 = linalg.fill ins(%c0 : f32) outs(%e343 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g342 : tensor<10x3136x96xf32>) outs(%f344 : tensor<10x3136xf32>) {
  ^bb0(%a345: f32, %o346: f32):
    %b347 = arith.addf %a345, %o346 : f32
    linalg.yield %b347 : f32
  } -> tensor<10x3136xf32>
  %e349 = tensor.empty() : tensor<10x3136xf32>
  %g353 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g348 : tensor<10x3136xf32>) outs(%e349 : tensor<10x3136xf32>) {
  ^bb0(%a350: f32, %o351: f32):
    %b352 = arith.divf %a350, %c1 : f32
    linalg.yield %b352 : f32
  } -> tensor<10x3136xf32>
  %e355 = tensor.empty() : tensor<10x3136x96xf32>
  %g361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g342, %g353 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e355 : tensor<10x3136x96xf32>) {
  ^bb0(%a356: f32, %a357: f32, %o358: f32):
    %b359 = arith.subf %a356, %a357 : f32
    %b360 = arith.mulf %b359, %b359 : f32
    linalg.yield %b360 : f32
  } -> tensor<10x3136x96xf32>
  %e362 = tensor.empty() : tensor<10x3136xf32>
  %f363 = linalg.fill ins(%c0 : f32) outs(%e362 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g361 : tensor<10x3136x96xf32>) outs(%f363 : tensor<10x3136xf32>) {
  ^bb0(%a364: f32, %o365: f32):
    %b366 = arith.addf %a364, %o365 : f32
    linalg.yield %b366 : f32
  } -> tensor<10x3136xf32>
  %e368 = tensor.empty() : tensor<10x3136xf32>
  %g372 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g367 : tensor<10x3136xf32>) outs(%e368 : tensor<10x3136xf32>) {
  ^bb0(%a369: f32, %o370: f32):
    %b371 = arith.divf %a369, %c1 : f32
    linalg.yield %b371 : f32
  } -> tensor<10x3136xf32>
  %e374 = tensor.empty() : tensor<10x3136x96xf32>
  %g387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g342, %g353, %g372, %layers_0_blocks_1_norm2_weight, %layers_0_blocks_1_norm2_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e374 : tensor<10x3136x96xf32>) {
  ^bb0(%a375: f32, %a376: f32, %a377: f32, %a378: f32, %a379: f32, %o380: f32):
    %b381 = arith.addf %a377, %c2 : f32
    %b382 = math.sqrt %b381 : f32
    %b383 = arith.subf %a375, %a376 : f32
    %b384 = arith.divf %b383, %b382 : f32
    %b385 = arith.mulf %b384, %a378 : f32
    %b386 = arith.addf %b385, %a379 : f32
    linalg.yield %b386 : f32
  } -> tensor<10x3136x96xf32>
  %r388 = tensor.collapse_shape %g387 [[0, 1], [2]] : tensor<10x3136x96xf32> into tensor<31360x96xf32>
  %e389 = tensor.empty() : tensor<31360x384xf32>
  %f390 = linalg.fill ins(%c0 : f32) outs(%e389 : tensor<31360x384xf32>) -> tensor<31360x384xf32>
  %mm391 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r388, %layers_0_blocks_1_mlp_fc1_weight : tensor<31360x96xf32>, tensor<384x96xf32>) outs(%f390 : tensor<31360x384xf32>) -> tensor<31360x384xf32>
  %e392 = tensor.empty() : tensor<31360x384xf32>
  %g397 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm391, %layers_0_blocks_1_mlp_fc1_bias : tensor<31360x384xf32>, tensor<384xf32>) outs(%e392 : tensor<31360x384xf32>) {
  ^bb0(%a393: f32, %a394: f32, %o395: f32):
    %b396 = arith.addf %a393, %a394 : f32
    linalg.yield %b396 : f32
  } -> tensor<31360x384xf32>
  %r398 = tensor.expand_shape %g397 [[0, 1], [2]] output_shape [10, 3136, 384] : tensor<31360x384xf32> into tensor<10x3136x384xf32>
  %e399 = tensor.empty() : tensor<10x3136x384xf32>
  %g407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r398 : tensor<10x3136x384xf32>) outs(%e399 : tensor<10x3136x384xf32>) {
  ^bb0(%a400: f32, %o401: f32):
    %b402 = arith.mulf %a400, %c3 : f32
    %b403 = arith.mulf %a400, %c4 : f32
    %b404 = math.erf %b403 : f32
    %b405 = arith.addf %b404, %c5 : f32
    %b406 = arith.mulf %b402, %b405 : f32
    linalg.yield %b406 : f32
  } -> tensor<10x3136x384xf32>
  %r408 = tensor.collapse_shape %g407 [[0, 1], [2]] : tensor<10x3136x384xf32> into tensor<31360x384xf32>
  %e409 = tensor.empty() : tensor<31360x96xf32>
  %f410 = linalg.fill ins(%c0 : f32) outs(%e409 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %mm411 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r408, %layers_0_blocks_1_mlp_fc2_weight : tensor<31360x384xf32>, tensor<96x384xf32>) outs(%f410 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %e412 = tensor.empty() : tensor<31360x96xf32>
  %g417 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm411, %layers_0_blocks_1_mlp_fc2_bias : tensor<31360x96xf32>, tensor<96xf32>) outs(%e412 : tensor<31360x96xf32>) {
  ^bb0(%a413: f32, %a414: f32, %o415: f32):
    %b416 = arith.addf %a413, %a414 : f32
    linalg.yield %b416 : f32
  } -> tensor<31360x96xf32>
  %r418 = tensor.expand_shape %g417 [[0, 1], [2]] output_shape [10, 3136, 96] : tensor<31360x96xf32> into tensor<10x3136x96xf32>
  %e419 = tensor.empty() : tensor<10x3136x96xf32>
  %g424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g342, %r418 : tensor<10x3136x96xf32>, tensor<10x3136x96xf32>) outs(%e419 : tensor<10x3136x96xf32>) {
  ^bb0(%a420: f32, %a421: f32, %o422: f32):
    %b423 = arith.addf %a420, %a421 : f32
    linalg.yield %b423 : f32
  } -> tensor<10x3136x96xf32>
  %r425 = tensor.expand_shape %g424 [[0], [1, 2], [3]] output_shape [10, 56, 56, 96] : tensor<10x3136x96xf32> into tensor<10x56x56x96xf32>
  %s426 = tensor.extract_slice %r425[0, 0, 0, 0] [10, 28, 28, 96] [1, 2, 2, 1] : tensor<10x56x56x96xf32> to tensor<10x28x28x96xf32>
  %s427 = tensor.extract_slice %r425[0, 1, 0, 0] [10, 28, 28, 96] [1, 2, 2, 1] : tensor<10x56x56x96xf32> to tensor<10x28x28x96xf32>
  %s428 = tensor.extract_slice %r425[0, 0, 1, 0] [10, 28, 28, 96] [1, 2, 2, 1] : tensor<10x56x56x96xf32> to tensor<10x28x28x96xf32>
  %s429 = tensor.extract_slice %r425[0, 1, 1, 0] [10, 28, 28, 96] [1, 2, 2, 1] : tensor<10x56x56x96xf32> to tensor<10x28x28x96xf32>
  %e430 = tensor.empty() : tensor<10x28x28x384xf32>
  %cat431 = tensor.insert_slice %s426 into %e430[0, 0, 0, 0] [10, 28, 28, 96] [1, 1, 1, 1] : tensor<10x28x28x96xf32> into tensor<10x28x28x384xf32>
  %cat432 = tensor.insert_slice %s427 into %cat431[0, 0, 0, 96] [10, 28, 28, 96] [1, 1, 1, 1] : tensor<10x28x28x96xf32> into tensor<10x28x28x384xf32>
  %cat433 = tensor.insert_slice %s428 into %cat432[0, 0, 0, 192] [10, 28, 28, 96] [1, 1, 1, 1] : tensor<10x28x28x96xf32> into tensor<10x28x28x384xf32>
  %cat434 = tensor.insert_slice %s429 into %cat433[0, 0, 0, 288] [10, 28, 28, 96] [1, 1, 1, 1] : tensor<10x28x28x96xf32> into tensor<10x28x28x384xf32>
  %r435 = tensor.collapse_shape %cat434 [[0], [1, 2], [3]] : tensor<10x28x28x384xf32> into tensor<10x784x384xf32>
  %e436 = tensor.empty() : tensor<10x784xf32>
  %f437 = linalg.fill ins(%c0 : f32) outs(%e436 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r435 : tensor<10x784x384xf32>) outs(%f437 : tensor<10x784xf32>) {
  ^bb0(%a438: f32, %o439: f32):
    %b440 = arith.addf %a438, %o439 : f32
    linalg.yield %b440 : f32
  } -> tensor<10x784xf32>
  %e442 = tensor.empty() : tensor<10x784xf32>
  %g446 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g441 : tensor<10x784xf32>) outs(%e442 : tensor<10x784xf32>) {
  ^bb0(%a443: f32, %o444: f32):
    %b445 = arith.divf %a443, %c6 : f32
    linalg.yield %b445 : f32
  } -> tensor<10x784xf32>
  %e448 = tensor.empty() : tensor<10x784x384xf32>
  %g454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r435, %g446 : tensor<10x784x384xf32>, tensor<10x784xf32>) outs(%e448 : tensor<10x784x384xf32>) {
  ^bb0(%a449: f32, %a450: f32, %o451: f32):
    %b452 = arith.subf %a449, %a450 : f32
    %b453 = arith.mulf %b452, %b452 : f32
    linalg.yield %b453 : f32
  } -> tensor<10x784x384xf32>
  %e455 = tensor.empty() : tensor<10x784xf32>
  %f456 = linalg.fill ins(%c0 : f32) outs(%e455 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g454 : tensor<10x784x384xf32>) outs(%f456 : tensor<10x784xf32>) {
  ^bb0(%a457: f32, %o458: f32):
    %b459 = arith.addf %a457, %o458 : f32
    linalg.yield %b459 : f32
  } -> tensor<10x784xf32>
  %e461 = tensor.empty() : tensor<10x784xf32>
  %g465 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g460 : tensor<10x784xf32>) outs(%e461 : tensor<10x784xf32>) {
  ^bb0(%a462: f32, %o463: f32):
    %b464 = arith.divf %a462, %c6 : f32
    linalg.yield %b464 : f32
  } -> tensor<10x784xf32>
  %e467 = tensor.empty() : tensor<10x784x384xf32>
  %g480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r435, %g446, %g465, %layers_0_downsample_norm_weight, %layers_0_downsample_norm_bias : tensor<10x784x384xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e467 : tensor<10x784x384xf32>) {
  ^bb0(%a468: f32, %a469: f32, %a470: f32, %a471: f32, %a472: f32, %o473: f32):
    %b474 = arith.addf %a470, %c2 : f32
    %b475 = math.sqrt %b474 : f32
    %b476 = arith.subf %a468, %a469 : f32
    %b477 = arith.divf %b476, %b475 : f32
    %b478 = arith.mulf %b477, %a471 : f32
    %b479 = arith.addf %b478, %a472 : f32
    linalg.yield %b479 : f32
  } -> tensor<10x784x384xf32>
  %r481 = tensor.collapse_shape %g480 [[0, 1], [2]] : tensor<10x784x384xf32> into tensor<7840x384xf32>
  %e482 = tensor.empty() : tensor<7840x192xf32>
  %f483 = linalg.fill ins(%c0 : f32) outs(%e482 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %mm484 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r481, %layers_0_downsample_reduction_weight : tensor<7840x384xf32>, tensor<192x384xf32>) outs(%f483 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %r485 = tensor.expand_shape %mm484 [[0, 1], [2]] output_shape [10, 784, 192] : tensor<7840x192xf32> into tensor<10x784x192xf32>
  %e486 = tensor.empty() : tensor<10x784xf32>
  %f487 = linalg.fill ins(%c0 : f32) outs(%e486 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g491 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r485 : tensor<10x784x192xf32>) outs(%f487 : tensor<10x784xf32>) {
  ^bb0(%a488: f32, %o489: f32):
    %b490 = arith.addf %a488, %o489 : f32
    linalg.yield %b490 : f32
  } -> tensor<10x784xf32>
  %e492 = tensor.empty() : tensor<10x784xf32>
  %g496 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g491 : tensor<10x784xf32>) outs(%e492 : tensor<10x784xf32>) {
  ^bb0(%a493: f32, %o494: f32):
    %b495 = arith.divf %a493, %c7 : f32
    linalg.yield %b495 : f32
  } -> tensor<10x784xf32>
  %e498 = tensor.empty() : tensor<10x784x192xf32>
  %g504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r485, %g496 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e498 : tensor<10x784x192xf32>) {
  ^bb0(%a499: f32, %a500: f32, %o501: f32):
    %b502 = arith.subf %a499, %a500 : f32
    %b503 = arith.mulf %b502, %b502 : f32
    linalg.yield %b503 : f32
  } -> tensor<10x784x192xf32>
  %e505 = tensor.empty() : tensor<10x784xf32>
  %f506 = linalg.fill ins(%c0 : f32) outs(%e505 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g504 : tensor<10x784x192xf32>) outs(%f506 : tensor<10x784xf32>) {
  ^bb0(%a507: f32, %o508: f32):
    %b509 = arith.addf %a507, %o508 : f32
    linalg.yield %b509 : f32
  } -> tensor<10x784xf32>
  %e511 = tensor.empty() : tensor<10x784xf32>
  %g515 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g510 : tensor<10x784xf32>) outs(%e511 : tensor<10x784xf32>) {
  ^bb0(%a512: f32, %o513: f32):
    %b514 = arith.divf %a512, %c7 : f32
    linalg.yield %b514 : f32
  } -> tensor<10x784xf32>
  %e517 = tensor.empty() : tensor<10x784x192xf32>
  %g530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r485, %g496, %g515, %layers_1_blocks_0_norm1_weight, %layers_1_blocks_0_norm1_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e517 : tensor<10x784x192xf32>) {
  ^bb0(%a518: f32, %a519: f32, %a520: f32, %a521: f32, %a522: f32, %o523: f32):
    %b524 = arith.addf %a520, %c2 : f32
    %b525 = math.sqrt %b524 : f32
    %b526 = arith.subf %a518, %a519 : f32
    %b527 = arith.divf %b526, %b525 : f32
    %b528 = arith.mulf %b527, %a521 : f32
    %b529 = arith.addf %b528, %a522 : f32
    linalg.yield %b529 : f32
  } -> tensor<10x784x192xf32>
  %r531 = tensor.expand_shape %g530 [[0], [1, 2], [3]] output_shape [10, 28, 28, 192] : tensor<10x784x192xf32> into tensor<10x28x28x192xf32>
  %r532 = tensor.expand_shape %r531 [[0], [1, 2], [3, 4], [5]] output_shape [10, 4, 7, 4, 7, 192] : tensor<10x28x28x192xf32> into tensor<10x4x7x4x7x192xf32>
  %e533 = tensor.empty() : tensor<10x4x4x7x7x192xf32>
  %g536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r532 : tensor<10x4x7x4x7x192xf32>) outs(%e533 : tensor<10x4x4x7x7x192xf32>) {
  ^bb0(%a534: f32, %o535: f32):
    linalg.yield %a534 : f32
  } -> tensor<10x4x4x7x7x192xf32>
  %r537 = tensor.collapse_shape %g536 [[0, 1, 2], [3], [4], [5]] : tensor<10x4x4x7x7x192xf32> into tensor<160x7x7x192xf32>
  %r538 = tensor.collapse_shape %r537 [[0], [1, 2], [3]] : tensor<160x7x7x192xf32> into tensor<160x49x192xf32>
  %r539 = tensor.expand_shape %r538 [[0], [1], [2, 3]] output_shape [160, 49, 6, 32] : tensor<160x49x192xf32> into tensor<160x49x6x32xf32>
  %e540 = tensor.empty() : tensor<160x6x49x32xf32>
  %g543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r539 : tensor<160x49x6x32xf32>) outs(%e540 : tensor<160x6x49x32xf32>) {
  ^bb0(%a541: f32, %o542: f32):
    linalg.yield %a541 : f32
  } -> tensor<160x6x49x32xf32>
  %r544 = tensor.collapse_shape %g543 [[0], [1, 2], [3]] : tensor<160x6x49x32xf32> into tensor<160x294x32xf32>
  %r545 = tensor.expand_shape %layers_1_blocks_0_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [6, 49, 49, 1] : tensor<294x49x1xf32> into tensor<6x49x49x1xf32>
  %r546 = tensor.expand_shape %r544 [[0], [1, 2], [3]] output_shape [160, 6, 49, 32] : tensor<160x294x32xf32> into tensor<160x6x49x32xf32>
  %e547 = tensor.empty() : tensor<160x6x49x32xf32>
  %f548 = linalg.fill ins(%c0 : f32) outs(%e547 : tensor<160x6x49x32xf32>) -> tensor<160x6x49x32xf32>
  %g554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r546, %r545 : tensor<160x6x49x32xf32>, tensor<6x49x49x1xf32>) outs(%f548 : tensor<160x6x49x32xf32>) {
  ^bb0(%a549: f32, %a550: f32, %o551: f32):
    %b552 = arith.mulf %a549, %a550 : f32
    %b553 = arith.addf %o551, %b552 : f32
    linalg.yield %b553 : f32
  } -> tensor<160x6x49x32xf32>
  %r555 = tensor.collapse_shape %g554 [[0], [1, 2], [3]] : tensor<160x6x49x32xf32> into tensor<160x294x32xf32>
  %e557 = tensor.empty() : tensor<160x294x32xf32>
  %g562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r555, %layers_1_blocks_0_spatial_mlp_bias : tensor<160x294x32xf32>, tensor<294xf32>) outs(%e557 : tensor<160x294x32xf32>) {
  ^bb0(%a558: f32, %a559: f32, %o560: f32):
    %b561 = arith.addf %a558, %a559 : f32
    linalg.yield %b561 : f32
  } -> tensor<160x294x32xf32>
  %r563 = tensor.expand_shape %g562 [[0], [1, 2], [3]] output_shape [160, 6, 49, 32] : tensor<160x294x32xf32> into tensor<160x6x49x32xf32>
  %e564 = tensor.empty() : tensor<160x49x6x32xf32>
  %g567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r563 : tensor<160x6x49x32xf32>) outs(%e564 : tensor<160x49x6x32xf32>) {
  ^bb0(%a565: f32, %o566: f32):
    linalg.yield %a565 : f32
  } -> tensor<160x49x6x32xf32>
  %r568 = tensor.collapse_shape %g567 [[0], [1], [2, 3]] : tensor<160x49x6x32xf32> into tensor<160x49x192xf32>
  %r569 = tensor.expand_shape %r568 [[0], [1, 2], [3]] output_shape [160, 7, 7, 192] : tensor<160x49x192xf32> into tensor<160x7x7x192xf32>
  %r570 = tensor.expand_shape %r569 [[0, 1, 2], [3], [4], [5]] output_shape [10, 4, 4, 7, 7, 192] : tensor<160x7x7x192xf32> into tensor<10x4x4x7x7x192xf32>
  %e571 = tensor.empty() : tensor<10x4x7x4x7x192xf32>
  %g574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r570 : tensor<10x4x4x7x7x192xf32>) outs(%e571 : tensor<10x4x7x4x7x192xf32>) {
  ^bb0(%a572: f32, %o573: f32):
    linalg.yield %a572 : f32
  } -> tensor<10x4x7x4x7x192xf32>
  %r575 = tensor.collapse_shape %g574 [[0], [1, 2], [3, 4], [5]] : tensor<10x4x7x4x7x192xf32> into tensor<10x28x28x192xf32>
  %r576 = tensor.collapse_shape %r575 [[0], [1, 2], [3]] : tensor<10x28x28x192xf32> into tensor<10x784x192xf32>
  %e577 = tensor.empty() : tensor<10x784x192xf32>
  %g582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r485, %r576 : tensor<10x784x192xf32>, tensor<10x784x192xf32>) outs(%e577 : tensor<10x784x192xf32>) {
  ^bb0(%a578: f32, %a579: f32, %o580: f32):
    %b581 = arith.addf %a578, %a579 : f32
    linalg.yield %b581 : f32
  } -> tensor<10x784x192xf32>
  %e583 = tensor.empty() : tensor<10x784xf32>
  %f584 = linalg.fill ins(%c0 : f32) outs(%e583 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g582 : tensor<10x784x192xf32>) outs(%f584 : tensor<10x784xf32>) {
  ^bb0(%a585: f32, %o586: f32):
    %b587 = arith.addf %a585, %o586 : f32
    linalg.yield %b587 : f32
  } -> tensor<10x784xf32>
  %e589 = tensor.empty() : tensor<10x784xf32>
  %g593 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g588 : tensor<10x784xf32>) outs(%e589 : tensor<10x784xf32>) {
  ^bb0(%a590: f32, %o591: f32):
    %b592 = arith.divf %a590, %c7 : f32
    linalg.yield %b592 : f32
  } -> tensor<10x784xf32>
  %e595 = tensor.empty() : tensor<10x784x192xf32>
  %g601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g582, %g593 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e595 : tensor<10x784x192xf32>) {
  ^bb0(%a596: f32, %a597: f32, %o598: f32):
    %b599 = arith.subf %a596, %a597 : f32
    %b600 = arith.mulf %b599, %b599 : f32
    linalg.yield %b600 : f32
  } -> tensor<10x784x192xf32>
  %e602 = tensor.empty() : tensor<10x784xf32>
  %f603 = linalg.fill ins(%c0 : f32) outs(%e602 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g601 : tensor<10x784x192xf32>) outs(%f603 : tensor<10x784xf32>) {
  ^bb0(%a604: f32, %o605: f32):
    %b606 = arith.addf %a604, %o605 : f32
    linalg.yield %b606 : f32
  } -> tensor<10x784xf32>
  %e608 = tensor.empty() : tensor<10x784xf32>
  %g612 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g607 : tensor<10x784xf32>) outs(%e608 : tensor<10x784xf32>) {
  ^bb0(%a609: f32, %o610: f32):
    %b611 = arith.divf %a609, %c7 : f32
    linalg.yield %b611 : f32
  } -> tensor<10x784xf32>
  %e614 = tensor.empty() : tensor<10x784x192xf32>
  %g627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g582, %g593, %g612, %layers_1_blocks_0_norm2_weight, %layers_1_blocks_0_norm2_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e614 : tensor<10x784x192xf32>) {
  ^bb0(%a615: f32, %a616: f32, %a617: f32, %a618: f32, %a619: f32, %o620: f32):
    %b621 = arith.addf %a617, %c2 : f32
    %b622 = math.sqrt %b621 : f32
    %b623 = arith.subf %a615, %a616 : f32
    %b624 = arith.divf %b623, %b622 : f32
    %b625 = arith.mulf %b624, %a618 : f32
    %b626 = arith.addf %b625, %a619 : f32
    linalg.yield %b626 : f32
  } -> tensor<10x784x192xf32>
  %r628 = tensor.collapse_shape %g627 [[0, 1], [2]] : tensor<10x784x192xf32> into tensor<7840x192xf32>
  %e629 = tensor.empty() : tensor<7840x768xf32>
  %f630 = linalg.fill ins(%c0 : f32) outs(%e629 : tensor<7840x768xf32>) -> tensor<7840x768xf32>
  %mm631 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r628, %layers_1_blocks_0_mlp_fc1_weight : tensor<7840x192xf32>, tensor<768x192xf32>) outs(%f630 : tensor<7840x768xf32>) -> tensor<7840x768xf32>
  %e632 = tensor.empty() : tensor<7840x768xf32>
  %g637 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm631, %layers_1_blocks_0_mlp_fc1_bias : tensor<7840x768xf32>, tensor<768xf32>) outs(%e632 : tensor<7840x768xf32>) {
  ^bb0(%a633: f32, %a634: f32, %o635: f32):
    %b636 = arith.addf %a633, %a634 : f32
    linalg.yield %b636 : f32
  } -> tensor<7840x768xf32>
  %r638 = tensor.expand_shape %g637 [[0, 1], [2]] output_shape [10, 784, 768] : tensor<7840x768xf32> into tensor<10x784x768xf32>
  %e639 = tensor.empty() : tensor<10x784x768xf32>
  %g647 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r638 : tensor<10x784x768xf32>) outs(%e639 : tensor<10x784x768xf32>) {
  ^bb0(%a640: f32, %o641: f32):
    %b642 = arith.mulf %a640, %c3 : f32
    %b643 = arith.mulf %a640, %c4 : f32
    %b644 = math.erf %b643 : f32
    %b645 = arith.addf %b644, %c5 : f32
    %b646 = arith.mulf %b642, %b645 : f32
    linalg.yield %b646 : f32
  } -> tensor<10x784x768xf32>
  %r648 = tensor.collapse_shape %g647 [[0, 1], [2]] : tensor<10x784x768xf32> into tensor<7840x768xf32>
  %e649 = tensor.empty() : tensor<7840x192xf32>
  %f650 = linalg.fill ins(%c0 : f32) outs(%e649 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %mm651 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r648, %layers_1_blocks_0_mlp_fc2_weight : tensor<7840x768xf32>, tensor<192x768xf32>) outs(%f650 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %e652 = tensor.empty() : tensor<7840x192xf32>
  %g657 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm651, %layers_1_blocks_0_mlp_fc2_bias : tensor<7840x192xf32>, tensor<192xf32>) outs(%e652 : tensor<7840x192xf32>) {
  ^bb0(%a653: f32, %a654: f32, %o655: f32):
    %b656 = arith.addf %a653, %a654 : f32
    linalg.yield %b656 : f32
  } -> tensor<7840x192xf32>
  %r658 = tensor.expand_shape %g657 [[0, 1], [2]] output_shape [10, 784, 192] : tensor<7840x192xf32> into tensor<10x784x192xf32>
  %e659 = tensor.empty() : tensor<10x784x192xf32>
  %g664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g582, %r658 : tensor<10x784x192xf32>, tensor<10x784x192xf32>) outs(%e659 : tensor<10x784x192xf32>) {
  ^bb0(%a660: f32, %a661: f32, %o662: f32):
    %b663 = arith.addf %a660, %a661 : f32
    linalg.yield %b663 : f32
  } -> tensor<10x784x192xf32>
  %e665 = tensor.empty() : tensor<10x784xf32>
  %f666 = linalg.fill ins(%c0 : f32) outs(%e665 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g664 : tensor<10x784x192xf32>) outs(%f666 : tensor<10x784xf32>) {
  ^bb0(%a667: f32, %o668: f32):
    %b669 = arith.addf %a667, %o668 : f32
    linalg.yield %b669 : f32
  } -> tensor<10x784xf32>
  %e671 = tensor.empty() : tensor<10x784xf32>
  %g675 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g670 : tensor<10x784xf32>) outs(%e671 : tensor<10x784xf32>) {
  ^bb0(%a672: f32, %o673: f32):
    %b674 = arith.divf %a672, %c7 : f32
    linalg.yield %b674 : f32
  } -> tensor<10x784xf32>
  %e677 = tensor.empty() : tensor<10x784x192xf32>
  %g683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g664, %g675 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e677 : tensor<10x784x192xf32>) {
  ^bb0(%a678: f32, %a679: f32, %o680: f32):
    %b681 = arith.subf %a678, %a679 : f32
    %b682 = arith.mulf %b681, %b681 : f32
    linalg.yield %b682 : f32
  } -> tensor<10x784x192xf32>
  %e684 = tensor.empty() : tensor<10x784xf32>
  %f685 = linalg.fill ins(%c0 : f32) outs(%e684 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g683 : tensor<10x784x192xf32>) outs(%f685 : tensor<10x784xf32>) {
  ^bb0(%a686: f32, %o687: f32):
    %b688 = arith.addf %a686, %o687 : f32
    linalg.yield %b688 : f32
  } -> tensor<10x784xf32>
  %e690 = tensor.empty() : tensor<10x784xf32>
  %g694 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g689 : tensor<10x784xf32>) outs(%e690 : tensor<10x784xf32>) {
  ^bb0(%a691: f32, %o692: f32):
    %b693 = arith.divf %a691, %c7 : f32
    linalg.yield %b693 : f32
  } -> tensor<10x784xf32>
  %e696 = tensor.empty() : tensor<10x784x192xf32>
  %g709 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g664, %g675, %g694, %layers_1_blocks_1_norm1_weight, %layers_1_blocks_1_norm1_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e696 : tensor<10x784x192xf32>) {
  ^bb0(%a697: f32, %a698: f32, %a699: f32, %a700: f32, %a701: f32, %o702: f32):
    %b703 = arith.addf %a699, %c2 : f32
    %b704 = math.sqrt %b703 : f32
    %b705 = arith.subf %a697, %a698 : f32
    %b706 = arith.divf %b705, %b704 : f32
    %b707 = arith.mulf %b706, %a700 : f32
    %b708 = arith.addf %b707, %a701 : f32
    linalg.yield %b708 : f32
  } -> tensor<10x784x192xf32>
  %r710 = tensor.expand_shape %g709 [[0], [1, 2], [3]] output_shape [10, 28, 28, 192] : tensor<10x784x192xf32> into tensor<10x28x28x192xf32>
  %e711 = tensor.empty() : tensor<10x35x35x192xf32>
  %f712 = linalg.fill ins(%c0 : f32) outs(%e711 : tensor<10x35x35x192xf32>) -> tensor<10x35x35x192xf32>
  %g715 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 + 4, d2 + 4, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r710 : tensor<10x28x28x192xf32>) outs(%f712 : tensor<10x35x35x192xf32>) {
  ^bb0(%a713: f32, %o714: f32):
    linalg.yield %a713 : f32
  } -> tensor<10x35x35x192xf32>
  %r716 = tensor.expand_shape %g715 [[0], [1, 2], [3, 4], [5]] output_shape [10, 5, 7, 5, 7, 192] : tensor<10x35x35x192xf32> into tensor<10x5x7x5x7x192xf32>
  %e717 = tensor.empty() : tensor<10x5x5x7x7x192xf32>
  %g720 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r716 : tensor<10x5x7x5x7x192xf32>) outs(%e717 : tensor<10x5x5x7x7x192xf32>) {
  ^bb0(%a718: f32, %o719: f32):
    linalg.yield %a718 : f32
  } -> tensor<10x5x5x7x7x192xf32>
  %r721 = tensor.collapse_shape %g720 [[0, 1, 2], [3], [4], [5]] : tensor<10x5x5x7x7x192xf32> into tensor<250x7x7x192xf32>
  %r722 = tensor.collapse_shape %r721 [[0], [1, 2], [3]] : tensor<250x7x7x192xf32> into tensor<250x49x192xf32>
  %r723 = tensor.expand_shape %r722 [[0], [1], [2, 3]] output_shape [250, 49, 6, 32] : tensor<250x49x192xf32> into tensor<250x49x6x32xf32>
  %e724 = tensor.empty() : tensor<250x6x49x32xf32>
  %g727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r723 : tensor<250x49x6x32xf32>) outs(%e724 : tensor<250x6x49x32xf32>) {
  ^bb0(%a725: f32, %o726: f32):
    linalg.yield %a725 : f32
  } -> tensor<250x6x49x32xf32>
  %r728 = tensor.collapse_shape %g727 [[0], [1, 2], [3]] : tensor<250x6x49x32xf32> into tensor<250x294x32xf32>
  %r729 = tensor.expand_shape %layers_1_blocks_1_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [6, 49, 49, 1] : tensor<294x49x1xf32> into tensor<6x49x49x1xf32>
  %r730 = tensor.expand_shape %r728 [[0], [1, 2], [3]] output_shape [250, 6, 49, 32] : tensor<250x294x32xf32> into tensor<250x6x49x32xf32>
  %e731 = tensor.empty() : tensor<250x6x49x32xf32>
  %f732 = linalg.fill ins(%c0 : f32) outs(%e731 : tensor<250x6x49x32xf32>) -> tensor<250x6x49x32xf32>
  %g738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r730, %r729 : tensor<250x6x49x32xf32>, tensor<6x49x49x1xf32>) outs(%f732 : tensor<250x6x49x32xf32>) {
  ^bb0(%a733: f32, %a734: f32, %o735: f32):
    %b736 = arith.mulf %a733, %a734 : f32
    %b737 = arith.addf %o735, %b736 : f32
    linalg.yield %b737 : f32
  } -> tensor<250x6x49x32xf32>
  %r739 = tensor.collapse_shape %g738 [[0], [1, 2], [3]] : tensor<250x6x49x32xf32> into tensor<250x294x32xf32>
  %e741 = tensor.empty() : tensor<250x294x32xf32>
  %g746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r739, %layers_1_blocks_1_spatial_mlp_bias : tensor<250x294x32xf32>, tensor<294xf32>) outs(%e741 : tensor<250x294x32xf32>) {
  ^bb0(%a742: f32, %a743: f32, %o744: f32):
    %b745 = arith.addf %a742, %a743 : f32
    linalg.yield %b745 : f32
  } -> tensor<250x294x32xf32>
  %r747 = tensor.expand_shape %g746 [[0], [1, 2], [3]] output_shape [250, 6, 49, 32] : tensor<250x294x32xf32> into tensor<250x6x49x32xf32>
  %e748 = tensor.empty() : tensor<250x49x6x32xf32>
  %g751 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r747 : tensor<250x6x49x32xf32>) outs(%e748 : tensor<250x49x6x32xf32>) {
  ^bb0(%a749: f32, %o750: f32):
    linalg.yield %a749 : f32
  } -> tensor<250x49x6x32xf32>
  %r752 = tensor.collapse_shape %g751 [[0], [1], [2, 3]] : tensor<250x49x6x32xf32> into tensor<250x49x192xf32>
  %r753 = tensor.expand_shape %r752 [[0], [1, 2], [3]] output_shape [250, 7, 7, 192] : tensor<250x49x192xf32> into tensor<250x7x7x192xf32>
  %r754 = tensor.expand_shape %r753 [[0, 1, 2], [3], [4], [5]] output_shape [10, 5, 5, 7, 7, 192] : tensor<250x7x7x192xf32> into tensor<10x5x5x7x7x192xf32>
  %e755 = tensor.empty() : tensor<10x5x7x5x7x192xf32>
  %g758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r754 : tensor<10x5x5x7x7x192xf32>) outs(%e755 : tensor<10x5x7x5x7x192xf32>) {
  ^bb0(%a756: f32, %o757: f32):
    linalg.yield %a756 : f32
  } -> tensor<10x5x7x5x7x192xf32>
  %r759 = tensor.collapse_shape %g758 [[0], [1, 2], [3, 4], [5]] : tensor<10x5x7x5x7x192xf32> into tensor<10x35x35x192xf32>
  %s760 = tensor.extract_slice %r759[0, 4, 4, 0] [10, 28, 28, 192] [1, 1, 1, 1] : tensor<10x35x35x192xf32> to tensor<10x28x28x192xf32>
  %r761 = tensor.collapse_shape %s760 [[0], [1, 2], [3]] : tensor<10x28x28x192xf32> into tensor<10x784x192xf32>
  %e762 = tensor.empty() : tensor<10x784x192xf32>
  %g767 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g664, %r761 : tensor<10x784x192xf32>, tensor<10x784x192xf32>) outs(%e762 : tensor<10x784x192xf32>) {
  ^bb0(%a763: f32, %a764: f32, %o765: f32):
    %b766 = arith.addf %a763, %a764 : f32
    linalg.yield %b766 : f32
  } -> tensor<10x784x192xf32>
  %e768 = tensor.empty() : tensor<10x784xf32>
  %f769 = linalg.fill ins(%c0 : f32) outs(%e768 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g767 : tensor<10x784x192xf32>) outs(%f769 : tensor<10x784xf32>) {
  ^bb0(%a770: f32, %o771: f32):
    %b772 = arith.addf %a770, %o771 : f32
    linalg.yield %b772 : f32
  } -> tensor<10x784xf32>
  %e774 = tensor.empty() : tensor<10x784xf32>
  %g778 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g773 : tensor<10x784xf32>) outs(%e774 : tensor<10x784xf32>) {
  ^bb0(%a775: f32, %o776: f32):
    %b777 = arith.divf %a775, %c7 : f32
    linalg.yield %b777 : f32
  } -> tensor<10x784xf32>
  %e780 = tensor.empty() : tensor<10x784x192xf32>
  %g786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g767, %g778 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e780 : tensor<10x784x192xf32>) {
  ^bb0(%a781: f32, %a782: f32, %o783: f32):
    %b784 = arith.subf %a781, %a782 : f32
    %b785 = arith.mulf %b784, %b784 : f32
    linalg.yield %b785 : f32
  } -> tensor<10x784x192xf32>
  %e787 = tensor.empty() : tensor<10x784xf32>
  %f788 = linalg.fill ins(%c0 : f32) outs(%e787 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g786 : tensor<10x784x192xf32>) outs(%f788 : tensor<10x784xf32>) {
  ^bb0(%a789: f32, %o790: f32):
    %b791 = arith.addf %a789, %o790 : f32
    linalg.yield %b791 : f32
  } -> tensor<10x784xf32>
  %e793 = tensor.empty() : tensor<10x784xf32>
  %g797 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g792 : tensor<10x784xf32>) outs(%e793 : tensor<10x784xf32>) {
  ^bb0(%a794: f32, %o795: f32):
    %b796 = arith.divf %a794, %c7 : f32
    linalg.yield %b796 : f32
  } -> tensor<10x784xf32>
  %e799 = tensor.empty() : tensor<10x784x192xf32>
  %g812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g767, %g778, %g797, %layers_1_blocks_1_norm2_weight, %layers_1_blocks_1_norm2_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e799 : tensor<10x784x192xf32>) {
  ^bb0(%a800: f32, %a801: f32, %a802: f32, %a803: f32, %a804: f32, %o805: f32):
    %b806 = arith.addf %a802, %c2 : f32
    %b807 = math.sqrt %b806 : f32
    %b808 = arith.subf %a800, %a801 : f32
    %b809 = arith.divf %b808, %b807 : f32
    %b810 = arith.mulf %b809, %a803 : f32
    %b811 = arith.addf %b810, %a804 : f32
    linalg.yield %b811 : f32
  } -> tensor<10x784x192xf32>
  %r813 = tensor.collapse_shape %g812 [[0, 1], [2]] : tensor<10x784x192xf32> into tensor<7840x192xf32>
  %e814 = tensor.empty() : tensor<7840x768xf32>
  %f815 = linalg.fill ins(%c0 : f32) outs(%e814 : tensor<7840x768xf32>) -> tensor<7840x768xf32>
  %mm816 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r813, %layers_1_blocks_1_mlp_fc1_weight : tensor<7840x192xf32>, tensor<768x192xf32>) outs(%f815 : tensor<7840x768xf32>) -> tensor<7840x768xf32>
  %e817 = tensor.empty() : tensor<7840x768xf32>
  %g822 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm816, %layers_1_blocks_1_mlp_fc1_bias : tensor<7840x768xf32>, tensor<768xf32>) outs(%e817 : tensor<7840x768xf32>) {
  ^bb0(%a818: f32, %a819: f32, %o820: f32):
    %b821 = arith.addf %a818, %a819 : f32
    linalg.yield %b821 : f32
  } -> tensor<7840x768xf32>
  %r823 = tensor.expand_shape %g822 [[0, 1], [2]] output_shape [10, 784, 768] : tensor<7840x768xf32> into tensor<10x784x768xf32>
  %e824 = tensor.empty() : tensor<10x784x768xf32>
  %g832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r823 : tensor<10x784x768xf32>) outs(%e824 : tensor<10x784x768xf32>) {
  ^bb0(%a825: f32, %o826: f32):
    %b827 = arith.mulf %a825, %c3 : f32
    %b828 = arith.mulf %a825, %c4 : f32
    %b829 = math.erf %b828 : f32
    %b830 = arith.addf %b829, %c5 : f32
    %b831 = arith.mulf %b827, %b830 : f32
    linalg.yield %b831 : f32
  } -> tensor<10x784x768xf32>
  %r833 = tensor.collapse_shape %g832 [[0, 1], [2]] : tensor<10x784x768xf32> into tensor<7840x768xf32>
  %e834 = tensor.empty() : tensor<7840x192xf32>
  %f835 = linalg.fill ins(%c0 : f32) outs(%e834 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %mm836 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r833, %layers_1_blocks_1_mlp_fc2_weight : tensor<7840x768xf32>, tensor<192x768xf32>) outs(%f835 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %e837 = tensor.empty() : tensor<7840x192xf32>
  %g842 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm836, %layers_1_blocks_1_mlp_fc2_bias : tensor<7840x192xf32>, tensor<192xf32>) outs(%e837 : tensor<7840x192xf32>) {
  ^bb0(%a838: f32, %a839: f32, %o840: f32):
    %b841 = arith.addf %a838, %a839 : f32
    linalg.yield %b841 : f32
  } -> tensor<7840x192xf32>
  %r843 = tensor.expand_shape %g842 [[0, 1], [2]] output_shape [10, 784, 192] : tensor<7840x192xf32> into tensor<10x784x192xf32>
  %e844 = tensor.empty() : tensor<10x784x192xf32>
  %g849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g767, %r843 : tensor<10x784x192xf32>, tensor<10x784x192xf32>) outs(%e844 : tensor<10x784x192xf32>) {
  ^bb0(%a845: f32, %a846: f32, %o847: f32):
    %b848 = arith.addf %a845, %a846 : f32
    linalg.yield %b848 : f32
  } -> tensor<10x784x192xf32>
  %r850 = tensor.expand_shape %g849 [[0], [1, 2], [3]] output_shape [10, 28, 28, 192] : tensor<10x784x192xf32> into tensor<10x28x28x192xf32>
  %s851 = tensor.extract_slice %r850[0, 0, 0, 0] [10, 14, 14, 192] [1, 2, 2, 1] : tensor<10x28x28x192xf32> to tensor<10x14x14x192xf32>
  %s852 = tensor.extract_slice %r850[0, 1, 0, 0] [10, 14, 14, 192] [1, 2, 2, 1] : tensor<10x28x28x192xf32> to tensor<10x14x14x192xf32>
  %s853 = tensor.extract_slice %r850[0, 0, 1, 0] [10, 14, 14, 192] [1, 2, 2, 1] : tensor<10x28x28x192xf32> to tensor<10x14x14x192xf32>
  %s854 = tensor.extract_slice %r850[0, 1, 1, 0] [10, 14, 14, 192] [1, 2, 2, 1] : tensor<10x28x28x192xf32> to tensor<10x14x14x192xf32>
  %e855 = tensor.empty() : tensor<10x14x14x768xf32>
  %cat856 = tensor.insert_slice %s851 into %e855[0, 0, 0, 0] [10, 14, 14, 192] [1, 1, 1, 1] : tensor<10x14x14x192xf32> into tensor<10x14x14x768xf32>
  %cat857 = tensor.insert_slice %s852 into %cat856[0, 0, 0, 192] [10, 14, 14, 192] [1, 1, 1, 1] : tensor<10x14x14x192xf32> into tensor<10x14x14x768xf32>
  %cat858 = tensor.insert_slice %s853 into %cat857[0, 0, 0, 384] [10, 14, 14, 192] [1, 1, 1, 1] : tensor<10x14x14x192xf32> into tensor<10x14x14x768xf32>
  %cat859 = tensor.insert_slice %s854 into %cat858[0, 0, 0, 576] [10, 14, 14, 192] [1, 1, 1, 1] : tensor<10x14x14x192xf32> into tensor<10x14x14x768xf32>
  %r860 = tensor.collapse_shape %cat859 [[0], [1, 2], [3]] : tensor<10x14x14x768xf32> into tensor<10x196x768xf32>
  %e861 = tensor.empty() : tensor<10x196xf32>
  %f862 = linalg.fill ins(%c0 : f32) outs(%e861 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r860 : tensor<10x196x768xf32>) outs(%f862 : tensor<10x196xf32>) {
  ^bb0(%a863: f32, %o864: f32):
    %b865 = arith.addf %a863, %o864 : f32
    linalg.yield %b865 : f32
  } -> tensor<10x196xf32>
  %e867 = tensor.empty() : tensor<10x196xf32>
  %g871 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g866 : tensor<10x196xf32>) outs(%e867 : tensor<10x196xf32>) {
  ^bb0(%a868: f32, %o869: f32):
    %b870 = arith.divf %a868, %c8 : f32
    linalg.yield %b870 : f32
  } -> tensor<10x196xf32>
  %e873 = tensor.empty() : tensor<10x196x768xf32>
  %g879 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r860, %g871 : tensor<10x196x768xf32>, tensor<10x196xf32>) outs(%e873 : tensor<10x196x768xf32>) {
  ^bb0(%a874: f32, %a875: f32, %o876: f32):
    %b877 = arith.subf %a874, %a875 : f32
    %b878 = arith.mulf %b877, %b877 : f32
    linalg.yield %b878 : f32
  } -> tensor<10x196x768xf32>
  %e880 = tensor.empty() : tensor<10x196xf32>
  %f881 = linalg.fill ins(%c0 : f32) outs(%e880 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g885 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g879 : tensor<10x196x768xf32>) outs(%f881 : tensor<10x196xf32>) {
  ^bb0(%a882: f32, %o883: f32):
    %b884 = arith.addf %a882, %o883 : f32
    linalg.yield %b884 : f32
  } -> tensor<10x196xf32>
  %e886 = tensor.empty() : tensor<10x196xf32>
  %g890 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g885 : tensor<10x196xf32>) outs(%e886 : tensor<10x196xf32>) {
  ^bb0(%a887: f32, %o888: f32):
    %b889 = arith.divf %a887, %c8 : f32
    linalg.yield %b889 : f32
  } -> tensor<10x196xf32>
  %e892 = tensor.empty() : tensor<10x196x768xf32>
  %g905 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r860, %g871, %g890, %layers_1_downsample_norm_weight, %layers_1_downsample_norm_bias : tensor<10x196x768xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e892 : tensor<10x196x768xf32>) {
  ^bb0(%a893: f32, %a894: f32, %a895: f32, %a896: f32, %a897: f32, %o898: f32):
    %b899 = arith.addf %a895, %c2 : f32
    %b900 = math.sqrt %b899 : f32
    %b901 = arith.subf %a893, %a894 : f32
    %b902 = arith.divf %b901, %b900 : f32
    %b903 = arith.mulf %b902, %a896 : f32
    %b904 = arith.addf %b903, %a897 : f32
    linalg.yield %b904 : f32
  } -> tensor<10x196x768xf32>
  %r906 = tensor.collapse_shape %g905 [[0, 1], [2]] : tensor<10x196x768xf32> into tensor<1960x768xf32>
  %e907 = tensor.empty() : tensor<1960x384xf32>
  %f908 = linalg.fill ins(%c0 : f32) outs(%e907 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm909 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r906, %layers_1_downsample_reduction_weight : tensor<1960x768xf32>, tensor<384x768xf32>) outs(%f908 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %r910 = tensor.expand_shape %mm909 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e911 = tensor.empty() : tensor<10x196xf32>
  %f912 = linalg.fill ins(%c0 : f32) outs(%e911 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g916 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r910 : tensor<10x196x384xf32>) outs(%f912 : tensor<10x196xf32>) {
  ^bb0(%a913: f32, %o914: f32):
    %b915 = arith.addf %a913, %o914 : f32
    linalg.yield %b915 : f32
  } -> tensor<10x196xf32>
  %e917 = tensor.empty() : tensor<10x196xf32>
  %g921 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g916 : tensor<10x196xf32>) outs(%e917 : tensor<10x196xf32>) {
  ^bb0(%a918: f32, %o919: f32):
    %b920 = arith.divf %a918, %c6 : f32
    linalg.yield %b920 : f32
  } -> tensor<10x196xf32>
  %e923 = tensor.empty() : tensor<10x196x384xf32>
  %g929 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r910, %g921 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e923 : tensor<10x196x384xf32>) {
  ^bb0(%a924: f32, %a925: f32, %o926: f32):
    %b927 = arith.subf %a924, %a925 : f32
    %b928 = arith.mulf %b927, %b927 : f32
    linalg.yield %b928 : f32
  } -> tensor<10x196x384xf32>
  %e930 = tensor.empty() : tensor<10x196xf32>
  %f931 = linalg.fill ins(%c0 : f32) outs(%e930 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g929 : tensor<10x196x384xf32>) outs(%f931 : tensor<10x196xf32>) {
  ^bb0(%a932: f32, %o933: f32):
    %b934 = arith.addf %a932, %o933 : f32
    linalg.yield %b934 : f32
  } -> tensor<10x196xf32>
  %e936 = tensor.empty() : tensor<10x196xf32>
  %g940 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g935 : tensor<10x196xf32>) outs(%e936 : tensor<10x196xf32>) {
  ^bb0(%a937: f32, %o938: f32):
    %b939 = arith.divf %a937, %c6 : f32
    linalg.yield %b939 : f32
  } -> tensor<10x196xf32>
  %e942 = tensor.empty() : tensor<10x196x384xf32>
  %g955 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r910, %g921, %g940, %layers_2_blocks_0_norm1_weight, %layers_2_blocks_0_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e942 : tensor<10x196x384xf32>) {
  ^bb0(%a943: f32, %a944: f32, %a945: f32, %a946: f32, %a947: f32, %o948: f32):
    %b949 = arith.addf %a945, %c2 : f32
    %b950 = math.sqrt %b949 : f32
    %b951 = arith.subf %a943, %a944 : f32
    %b952 = arith.divf %b951, %b950 : f32
    %b953 = arith.mulf %b952, %a946 : f32
    %b954 = arith.addf %b953, %a947 : f32
    linalg.yield %b954 : f32
  } -> tensor<10x196x384xf32>
  %r956 = tensor.expand_shape %g955 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %r957 = tensor.expand_shape %r956 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e958 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g961 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r957 : tensor<10x2x7x2x7x384xf32>) outs(%e958 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a959: f32, %o960: f32):
    linalg.yield %a959 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r962 = tensor.collapse_shape %g961 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r963 = tensor.collapse_shape %r962 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %r964 = tensor.expand_shape %r963 [[0], [1], [2, 3]] output_shape [40, 49, 12, 32] : tensor<40x49x384xf32> into tensor<40x49x12x32xf32>
  %e965 = tensor.empty() : tensor<40x12x49x32xf32>
  %g968 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r964 : tensor<40x49x12x32xf32>) outs(%e965 : tensor<40x12x49x32xf32>) {
  ^bb0(%a966: f32, %o967: f32):
    linalg.yield %a966 : f32
  } -> tensor<40x12x49x32xf32>
  %r969 = tensor.collapse_shape %g968 [[0], [1, 2], [3]] : tensor<40x12x49x32xf32> into tensor<40x588x32xf32>
  %r970 = tensor.expand_shape %layers_2_blocks_0_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [12, 49, 49, 1] : tensor<588x49x1xf32> into tensor<12x49x49x1xf32>
  %r971 = tensor.expand_shape %r969 [[0], [1, 2], [3]] output_shape [40, 12, 49, 32] : tensor<40x588x32xf32> into tensor<40x12x49x32xf32>
  %e972 = tensor.empty() : tensor<40x12x49x32xf32>
  %f973 = linalg.fill ins(%c0 : f32) outs(%e972 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r971, %r970 : tensor<40x12x49x32xf32>, tensor<12x49x49x1xf32>) outs(%f973 : tensor<40x12x49x32xf32>) {
  ^bb0(%a974: f32, %a975: f32, %o976: f32):
    %b977 = arith.mulf %a974, %a975 : f32
    %b978 = arith.addf %o976, %b977 : f32
    linalg.yield %b978 : f32
  } -> tensor<40x12x49x32xf32>
  %r980 = tensor.collapse_shape %g979 [[0], [1, 2], [3]] : tensor<40x12x49x32xf32> into tensor<40x588x32xf32>
  %e982 = tensor.empty() : tensor<40x588x32xf32>
  %g987 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r980, %layers_2_blocks_0_spatial_mlp_bias : tensor<40x588x32xf32>, tensor<588xf32>) outs(%e982 : tensor<40x588x32xf32>) {
  ^bb0(%a983: f32, %a984: f32, %o985: f32):
    %b986 = arith.addf %a983, %a984 : f32
    linalg.yield %b986 : f32
  } -> tensor<40x588x32xf32>
  %r988 = tensor.expand_shape %g987 [[0], [1, 2], [3]] output_shape [40, 12, 49, 32] : tensor<40x588x32xf32> into tensor<40x12x49x32xf32>
  %e989 = tensor.empty() : tensor<40x49x12x32xf32>
  %g992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r988 : tensor<40x12x49x32xf32>) outs(%e989 : tensor<40x49x12x32xf32>) {
  ^bb0(%a990: f32, %o991: f32):
    linalg.yield %a990 : f32
  } -> tensor<40x49x12x32xf32>
  %r993 = tensor.collapse_shape %g992 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r994 = tensor.expand_shape %r993 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r995 = tensor.expand_shape %r994 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e996 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g999 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r995 : tensor<10x2x2x7x7x384xf32>) outs(%e996 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a997: f32, %o998: f32):
    linalg.yield %a997 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r1000 = tensor.collapse_shape %g999 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %r1001 = tensor.collapse_shape %r1000 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e1002 = tensor.empty() : tensor<10x196x384xf32>
  %g1007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r910, %r1001 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1002 : tensor<10x196x384xf32>) {
  ^bb0(%a1003: f32, %a1004: f32, %o1005: f32):
    %b1006 = arith.addf %a1003, %a1004 : f32
    linalg.yield %b1006 : f32
  } -> tensor<10x196x384xf32>
  %e1008 = tensor.empty() : tensor<10x196xf32>
  %f1009 = linalg.fill ins(%c0 : f32) outs(%e1008 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1013 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1007 : tensor<10x196x384xf32>) outs(%f1009 : tensor<10x196xf32>) {
  ^bb0(%a1010: f32, %o1011: f32):
    %b1012 = arith.addf %a1010, %o1011 : f32
    linalg.yield %b1012 : f32
  } -> tensor<10x196xf32>
  %e1014 = tensor.empty() : tensor<10x196xf32>
  %g1018 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1013 : tensor<10x196xf32>) outs(%e1014 : tensor<10x196xf32>) {
  ^bb0(%a1015: f32, %o1016: f32):
    %b1017 = arith.divf %a1015, %c6 : f32
    linalg.yield %b1017 : f32
  } -> tensor<10x196xf32>
  %e1020 = tensor.empty() : tensor<10x196x384xf32>
  %g1026 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1007, %g1018 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1020 : tensor<10x196x384xf32>) {
  ^bb0(%a1021: f32, %a1022: f32, %o1023: f32):
    %b1024 = arith.subf %a1021, %a1022 : f32
    %b1025 = arith.mulf %b1024, %b1024 : f32
    linalg.yield %b1025 : f32
  } -> tensor<10x196x384xf32>
  %e1027 = tensor.empty() : tensor<10x196xf32>
  %f1028 = linalg.fill ins(%c0 : f32) outs(%e1027 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1032 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1026 : tensor<10x196x384xf32>) outs(%f1028 : tensor<10x196xf32>) {
  ^bb0(%a1029: f32, %o1030: f32):
    %b1031 = arith.addf %a1029, %o1030 : f32
    linalg.yield %b1031 : f32
  } -> tensor<10x196xf32>
  %e1033 = tensor.empty() : tensor<10x196xf32>
  %g1037 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1032 : tensor<10x196xf32>) outs(%e1033 : tensor<10x196xf32>) {
  ^bb0(%a1034: f32, %o1035: f32):
    %b1036 = arith.divf %a1034, %c6 : f32
    linalg.yield %b1036 : f32
  } -> tensor<10x196xf32>
  %e1039 = tensor.empty() : tensor<10x196x384xf32>
  %g1052 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1007, %g1018, %g1037, %layers_2_blocks_0_norm2_weight, %layers_2_blocks_0_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1039 : tensor<10x196x384xf32>) {
  ^bb0(%a1040: f32, %a1041: f32, %a1042: f32, %a1043: f32, %a1044: f32, %o1045: f32):
    %b1046 = arith.addf %a1042, %c2 : f32
    %b1047 = math.sqrt %b1046 : f32
    %b1048 = arith.subf %a1040, %a1041 : f32
    %b1049 = arith.divf %b1048, %b1047 : f32
    %b1050 = arith.mulf %b1049, %a1043 : f32
    %b1051 = arith.addf %b1050, %a1044 : f32
    linalg.yield %b1051 : f32
  } -> tensor<10x196x384xf32>
  %r1053 = tensor.collapse_shape %g1052 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e1054 = tensor.empty() : tensor<1960x1536xf32>
  %f1055 = linalg.fill ins(%c0 : f32) outs(%e1054 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm1056 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1053, %layers_2_blocks_0_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f1055 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e1057 = tensor.empty() : tensor<1960x1536xf32>
  %g1062 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1056, %layers_2_blocks_0_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e1057 : tensor<1960x1536xf32>) {
  ^bb0(%a1058: f32, %a1059: f32, %o1060: f32):
    %b1061 = arith.addf %a1058, %a1059 : f32
    linalg.yield %b1061 : f32
  } -> tensor<1960x1536xf32>
  %r1063 = tensor.expand_shape %g1062 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e1064 = tensor.empty() : tensor<10x196x1536xf32>
  %g1072 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1063 : tensor<10x196x1536xf32>) outs(%e1064 : tensor<10x196x1536xf32>) {
  ^bb0(%a1065: f32, %o1066: f32):
    %b1067 = arith.mulf %a1065, %c3 : f32
    %b1068 = arith.mulf %a1065, %c4 : f32
    %b1069 = math.erf %b1068 : f32
    %b1070 = arith.addf %b1069, %c5 : f32
    %b1071 = arith.mulf %b1067, %b1070 : f32
    linalg.yield %b1071 : f32
  } -> tensor<10x196x1536xf32>
  %r1073 = tensor.collapse_shape %g1072 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e1074 = tensor.empty() : tensor<1960x384xf32>
  %f1075 = linalg.fill ins(%c0 : f32) outs(%e1074 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1076 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1073, %layers_2_blocks_0_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f1075 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e1077 = tensor.empty() : tensor<1960x384xf32>
  %g1082 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1076, %layers_2_blocks_0_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e1077 : tensor<1960x384xf32>) {
  ^bb0(%a1078: f32, %a1079: f32, %o1080: f32):
    %b1081 = arith.addf %a1078, %a1079 : f32
    linalg.yield %b1081 : f32
  } -> tensor<1960x384xf32>
  %r1083 = tensor.expand_shape %g1082 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e1084 = tensor.empty() : tensor<10x196x384xf32>
  %g1089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1007, %r1083 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1084 : tensor<10x196x384xf32>) {
  ^bb0(%a1085: f32, %a1086: f32, %o1087: f32):
    %b1088 = arith.addf %a1085, %a1086 : f32
    linalg.yield %b1088 : f32
  } -> tensor<10x196x384xf32>
  %e1090 = tensor.empty() : tensor<10x196xf32>
  %f1091 = linalg.fill ins(%c0 : f32) outs(%e1090 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1089 : tensor<10x196x384xf32>) outs(%f1091 : tensor<10x196xf32>) {
  ^bb0(%a1092: f32, %o1093: f32):
    %b1094 = arith.addf %a1092, %o1093 : f32
    linalg.yield %b1094 : f32
  } -> tensor<10x196xf32>
  %e1096 = tensor.empty() : tensor<10x196xf32>
  %g1100 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1095 : tensor<10x196xf32>) outs(%e1096 : tensor<10x196xf32>) {
  ^bb0(%a1097: f32, %o1098: f32):
    %b1099 = arith.divf %a1097, %c6 : f32
    linalg.yield %b1099 : f32
  } -> tensor<10x196xf32>
  %e1102 = tensor.empty() : tensor<10x196x384xf32>
  %g1108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1089, %g1100 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1102 : tensor<10x196x384xf32>) {
  ^bb0(%a1103: f32, %a1104: f32, %o1105: f32):
    %b1106 = arith.subf %a1103, %a1104 : f32
    %b1107 = arith.mulf %b1106, %b1106 : f32
    linalg.yield %b1107 : f32
  } -> tensor<10x196x384xf32>
  %e1109 = tensor.empty() : tensor<10x196xf32>
  %f1110 = linalg.fill ins(%c0 : f32) outs(%e1109 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1108 : tensor<10x196x384xf32>) outs(%f1110 : tensor<10x196xf32>) {
  ^bb0(%a1111: f32, %o1112: f32):
    %b1113 = arith.addf %a1111, %o1112 : f32
    linalg.yield %b1113 : f32
  } -> tensor<10x196xf32>
  %e1115 = tensor.empty() : tensor<10x196xf32>
  %g1119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1114 : tensor<10x196xf32>) outs(%e1115 : tensor<10x196xf32>) {
  ^bb0(%a1116: f32, %o1117: f32):
    %b1118 = arith.divf %a1116, %c6 : f32
    linalg.yield %b1118 : f32
  } -> tensor<10x196xf32>
  %e1121 = tensor.empty() : tensor<10x196x384xf32>
  %g1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1089, %g1100, %g1119, %layers_2_blocks_1_norm1_weight, %layers_2_blocks_1_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1121 : tensor<10x196x384xf32>) {
  ^bb0(%a1122: f32, %a1123: f32, %a1124: f32, %a1125: f32, %a1126: f32, %o1127: f32):
    %b1128 = arith.addf %a1124, %c2 : f32
    %b1129 = math.sqrt %b1128 : f32
    %b1130 = arith.subf %a1122, %a1123 : f32
    %b1131 = arith.divf %b1130, %b1129 : f32
    %b1132 = arith.mulf %b1131, %a1125 : f32
    %b1133 = arith.addf %b1132, %a1126 : f32
    linalg.yield %b1133 : f32
  } -> tensor<10x196x384xf32>
  %r1135 = tensor.expand_shape %g1134 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %e1136 = tensor.empty() : tensor<10x21x21x384xf32>
  %f1137 = linalg.fill ins(%c0 : f32) outs(%e1136 : tensor<10x21x21x384xf32>) -> tensor<10x21x21x384xf32>
  %g1140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 + 4, d2 + 4, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1135 : tensor<10x14x14x384xf32>) outs(%f1137 : tensor<10x21x21x384xf32>) {
  ^bb0(%a1138: f32, %o1139: f32):
    linalg.yield %a1138 : f32
  } -> tensor<10x21x21x384xf32>
  %r1141 = tensor.expand_shape %g1140 [[0], [1, 2], [3, 4], [5]] output_shape [10, 3, 7, 3, 7, 384] : tensor<10x21x21x384xf32> into tensor<10x3x7x3x7x384xf32>
  %e1142 = tensor.empty() : tensor<10x3x3x7x7x384xf32>
  %g1145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1141 : tensor<10x3x7x3x7x384xf32>) outs(%e1142 : tensor<10x3x3x7x7x384xf32>) {
  ^bb0(%a1143: f32, %o1144: f32):
    linalg.yield %a1143 : f32
  } -> tensor<10x3x3x7x7x384xf32>
  %r1146 = tensor.collapse_shape %g1145 [[0, 1, 2], [3], [4], [5]] : tensor<10x3x3x7x7x384xf32> into tensor<90x7x7x384xf32>
  %r1147 = tensor.collapse_shape %r1146 [[0], [1, 2], [3]] : tensor<90x7x7x384xf32> into tensor<90x49x384xf32>
  %r1148 = tensor.expand_shape %r1147 [[0], [1], [2, 3]] output_shape [90, 49, 12, 32] : tensor<90x49x384xf32> into tensor<90x49x12x32xf32>
  %e1149 = tensor.empty() : tensor<90x12x49x32xf32>
  %g1152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1148 : tensor<90x49x12x32xf32>) outs(%e1149 : tensor<90x12x49x32xf32>) {
  ^bb0(%a1150: f32, %o1151: f32):
    linalg.yield %a1150 : f32
  } -> tensor<90x12x49x32xf32>
  %r1153 = tensor.collapse_shape %g1152 [[0], [1, 2], [3]] : tensor<90x12x49x32xf32> into tensor<90x588x32xf32>
  %r1154 = tensor.expand_shape %layers_2_blocks_1_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [12, 49, 49, 1] : tensor<588x49x1xf32> into tensor<12x49x49x1xf32>
  %r1155 = tensor.expand_shape %r1153 [[0], [1, 2], [3]] output_shape [90, 12, 49, 32] : tensor<90x588x32xf32> into tensor<90x12x49x32xf32>
  %e1156 = tensor.empty() : tensor<90x12x49x32xf32>
  %f1157 = linalg.fill ins(%c0 : f32) outs(%e1156 : tensor<90x12x49x32xf32>) -> tensor<90x12x49x32xf32>
  %g1163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r1155, %r1154 : tensor<90x12x49x32xf32>, tensor<12x49x49x1xf32>) outs(%f1157 : tensor<90x12x49x32xf32>) {
  ^bb0(%a1158: f32, %a1159: f32, %o1160: f32):
    %b1161 = arith.mulf %a1158, %a1159 : f32
    %b1162 = arith.addf %o1160, %b1161 : f32
    linalg.yield %b1162 : f32
  } -> tensor<90x12x49x32xf32>
  %r1164 = tensor.collapse_shape %g1163 [[0], [1, 2], [3]] : tensor<90x12x49x32xf32> into tensor<90x588x32xf32>
  %e1166 = tensor.empty() : tensor<90x588x32xf32>
  %g1171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1164, %layers_2_blocks_1_spatial_mlp_bias : tensor<90x588x32xf32>, tensor<588xf32>) outs(%e1166 : tensor<90x588x32xf32>) {
  ^bb0(%a1167: f32, %a1168: f32, %o1169: f32):
    %b1170 = arith.addf %a1167, %a1168 : f32
    linalg.yield %b1170 : f32
  } -> tensor<90x588x32xf32>
  %r1172 = tensor.expand_shape %g1171 [[0], [1, 2], [3]] output_shape [90, 12, 49, 32] : tensor<90x588x32xf32> into tensor<90x12x49x32xf32>
  %e1173 = tensor.empty() : tensor<90x49x12x32xf32>
  %g1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1172 : tensor<90x12x49x32xf32>) outs(%e1173 : tensor<90x49x12x32xf32>) {
  ^bb0(%a1174: f32, %o1175: f32):
    linalg.yield %a1174 : f32
  } -> tensor<90x49x12x32xf32>
  %r1177 = tensor.collapse_shape %g1176 [[0], [1], [2, 3]] : tensor<90x49x12x32xf32> into tensor<90x49x384xf32>
  %r1178 = tensor.expand_shape %r1177 [[0], [1, 2], [3]] output_shape [90, 7, 7, 384] : tensor<90x49x384xf32> into tensor<90x7x7x384xf32>
  %r1179 = tensor.expand_shape %r1178 [[0, 1, 2], [3], [4], [5]] output_shape [10, 3, 3, 7, 7, 384] : tensor<90x7x7x384xf32> into tensor<10x3x3x7x7x384xf32>
  %e1180 = tensor.empty() : tensor<10x3x7x3x7x384xf32>
  %g1183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1179 : tensor<10x3x3x7x7x384xf32>) outs(%e1180 : tensor<10x3x7x3x7x384xf32>) {
  ^bb0(%a1181: f32, %o1182: f32):
    linalg.yield %a1181 : f32
  } -> tensor<10x3x7x3x7x384xf32>
  %r1184 = tensor.collapse_shape %g1183 [[0], [1, 2], [3, 4], [5]] : tensor<10x3x7x3x7x384xf32> into tensor<10x21x21x384xf32>
  %s1185 = tensor.extract_slice %r1184[0, 4, 4, 0] [10, 14, 14, 384] [1, 1, 1, 1] : tensor<10x21x21x384xf32> to tensor<10x14x14x384xf32>
  %r1186 = tensor.collapse_shape %s1185 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e1187 = tensor.empty() : tensor<10x196x384xf32>
  %g1192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1089, %r1186 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1187 : tensor<10x196x384xf32>) {
  ^bb0(%a1188: f32, %a1189: f32, %o1190: f32):
    %b1191 = arith.addf %a1188, %a1189 : f32
    linalg.yield %b1191 : f32
  } -> tensor<10x196x384xf32>
  %e1193 = tensor.empty() : tensor<10x196xf32>
  %f1194 = linalg.fill ins(%c0 : f32) outs(%e1193 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1192 : tensor<10x196x384xf32>) outs(%f1194 : tensor<10x196xf32>) {
  ^bb0(%a1195: f32, %o1196: f32):
    %b1197 = arith.addf %a1195, %o1196 : f32
    linalg.yield %b1197 : f32
  } -> tensor<10x196xf32>
  %e1199 = tensor.empty() : tensor<10x196xf32>
  %g1203 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1198 : tensor<10x196xf32>) outs(%e1199 : tensor<10x196xf32>) {
  ^bb0(%a1200: f32, %o1201: f32):
    %b1202 = arith.divf %a1200, %c6 : f32
    linalg.yield %b1202 : f32
  } -> tensor<10x196xf32>
  %e1205 = tensor.empty() : tensor<10x196x384xf32>
  %g1211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1192, %g1203 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1205 : tensor<10x196x384xf32>) {
  ^bb0(%a1206: f32, %a1207: f32, %o1208: f32):
    %b1209 = arith.subf %a1206, %a1207 : f32
    %b1210 = arith.mulf %b1209, %b1209 : f32
    linalg.yield %b1210 : f32
  } -> tensor<10x196x384xf32>
  %e1212 = tensor.empty() : tensor<10x196xf32>
  %f1213 = linalg.fill ins(%c0 : f32) outs(%e1212 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1211 : tensor<10x196x384xf32>) outs(%f1213 : tensor<10x196xf32>) {
  ^bb0(%a1214: f32, %o1215: f32):
    %b1216 = arith.addf %a1214, %o1215 : f32
    linalg.yield %b1216 : f32
  } -> tensor<10x196xf32>
  %e1218 = tensor.empty() : tensor<10x196xf32>
  %g1222 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1217 : tensor<10x196xf32>) outs(%e1218 : tensor<10x196xf32>) {
  ^bb0(%a1219: f32, %o1220: f32):
    %b1221 = arith.divf %a1219, %c6 : f32
    linalg.yield %b1221 : f32
  } -> tensor<10x196xf32>
  %e1224 = tensor.empty() : tensor<10x196x384xf32>
  %g1237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1192, %g1203, %g1222, %layers_2_blocks_1_norm2_weight, %layers_2_blocks_1_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1224 : tensor<10x196x384xf32>) {
  ^bb0(%a1225: f32, %a1226: f32, %a1227: f32, %a1228: f32, %a1229: f32, %o1230: f32):
    %b1231 = arith.addf %a1227, %c2 : f32
    %b1232 = math.sqrt %b1231 : f32
    %b1233 = arith.subf %a1225, %a1226 : f32
    %b1234 = arith.divf %b1233, %b1232 : f32
    %b1235 = arith.mulf %b1234, %a1228 : f32
    %b1236 = arith.addf %b1235, %a1229 : f32
    linalg.yield %b1236 : f32
  } -> tensor<10x196x384xf32>
  %r1238 = tensor.collapse_shape %g1237 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e1239 = tensor.empty() : tensor<1960x1536xf32>
  %f1240 = linalg.fill ins(%c0 : f32) outs(%e1239 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm1241 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1238, %layers_2_blocks_1_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f1240 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e1242 = tensor.empty() : tensor<1960x1536xf32>
  %g1247 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1241, %layers_2_blocks_1_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e1242 : tensor<1960x1536xf32>) {
  ^bb0(%a1243: f32, %a1244: f32, %o1245: f32):
    %b1246 = arith.addf %a1243, %a1244 : f32
    linalg.yield %b1246 : f32
  } -> tensor<1960x1536xf32>
  %r1248 = tensor.expand_shape %g1247 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e1249 = tensor.empty() : tensor<10x196x1536xf32>
  %g1257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1248 : tensor<10x196x1536xf32>) outs(%e1249 : tensor<10x196x1536xf32>) {
  ^bb0(%a1250: f32, %o1251: f32):
    %b1252 = arith.mulf %a1250, %c3 : f32
    %b1253 = arith.mulf %a1250, %c4 : f32
    %b1254 = math.erf %b1253 : f32
    %b1255 = arith.addf %b1254, %c5 : f32
    %b1256 = arith.mulf %b1252, %b1255 : f32
    linalg.yield %b1256 : f32
  } -> tensor<10x196x1536xf32>
  %r1258 = tensor.collapse_shape %g1257 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e1259 = tensor.empty() : tensor<1960x384xf32>
  %f1260 = linalg.fill ins(%c0 : f32) outs(%e1259 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1261 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1258, %layers_2_blocks_1_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f1260 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e1262 = tensor.empty() : tensor<1960x384xf32>
  %g1267 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1261, %layers_2_blocks_1_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e1262 : tensor<1960x384xf32>) {
  ^bb0(%a1263: f32, %a1264: f32, %o1265: f32):
    %b1266 = arith.addf %a1263, %a1264 : f32
    linalg.yield %b1266 : f32
  } -> tensor<1960x384xf32>
  %r1268 = tensor.expand_shape %g1267 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e1269 = tensor.empty() : tensor<10x196x384xf32>
  %g1274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1192, %r1268 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1269 : tensor<10x196x384xf32>) {
  ^bb0(%a1270: f32, %a1271: f32, %o1272: f32):
    %b1273 = arith.addf %a1270, %a1271 : f32
    linalg.yield %b1273 : f32
  } -> tensor<10x196x384xf32>
  %e1275 = tensor.empty() : tensor<10x196xf32>
  %f1276 = linalg.fill ins(%c0 : f32) outs(%e1275 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1274 : tensor<10x196x384xf32>) outs(%f1276 : tensor<10x196xf32>) {
  ^bb0(%a1277: f32, %o1278: f32):
    %b1279 = arith.addf %a1277, %o1278 : f32
    linalg.yield %b1279 : f32
  } -> tensor<10x196xf32>
  %e1281 = tensor.empty() : tensor<10x196xf32>
  %g1285 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1280 : tensor<10x196xf32>) outs(%e1281 : tensor<10x196xf32>) {
  ^bb0(%a1282: f32, %o1283: f32):
    %b1284 = arith.divf %a1282, %c6 : f32
    linalg.yield %b1284 : f32
  } -> tensor<10x196xf32>
  %e1287 = tensor.empty() : tensor<10x196x384xf32>
  %g1293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1274, %g1285 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1287 : tensor<10x196x384xf32>) {
  ^bb0(%a1288: f32, %a1289: f32, %o1290: f32):
    %b1291 = arith.subf %a1288, %a1289 : f32
    %b1292 = arith.mulf %b1291, %b1291 : f32
    linalg.yield %b1292 : f32
  } -> tensor<10x196x384xf32>
  %e1294 = tensor.empty() : tensor<10x196xf32>
  %f1295 = linalg.fill ins(%c0 : f32) outs(%e1294 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1293 : tensor<10x196x384xf32>) outs(%f1295 : tensor<10x196xf32>) {
  ^bb0(%a1296: f32, %o1297: f32):
    %b1298 = arith.addf %a1296, %o1297 : f32
    linalg.yield %b1298 : f32
  } -> tensor<10x196xf32>
  %e1300 = tensor.empty() : tensor<10x196xf32>
  %g1304 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1299 : tensor<10x196xf32>) outs(%e1300 : tensor<10x196xf32>) {
  ^bb0(%a1301: f32, %o1302: f32):
    %b1303 = arith.divf %a1301, %c6 : f32
    linalg.yield %b1303 : f32
  } -> tensor<10x196xf32>
  %e1306 = tensor.empty() : tensor<10x196x384xf32>
  %g1319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1274, %g1285, %g1304, %layers_2_blocks_2_norm1_weight, %layers_2_blocks_2_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1306 : tensor<10x196x384xf32>) {
  ^bb0(%a1307: f32, %a1308: f32, %a1309: f32, %a1310: f32, %a1311: f32, %o1312: f32):
    %b1313 = arith.addf %a1309, %c2 : f32
    %b1314 = math.sqrt %b1313 : f32
    %b1315 = arith.subf %a1307, %a1308 : f32
    %b1316 = arith.divf %b1315, %b1314 : f32
    %b1317 = arith.mulf %b1316, %a1310 : f32
    %b1318 = arith.addf %b1317, %a1311 : f32
    linalg.yield %b1318 : f32
  } -> tensor<10x196x384xf32>
  %r1320 = tensor.expand_shape %g1319 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %r1321 = tensor.expand_shape %r1320 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e1322 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g1325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1321 : tensor<10x2x7x2x7x384xf32>) outs(%e1322 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a1323: f32, %o1324: f32):
    linalg.yield %a1323 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r1326 = tensor.collapse_shape %g1325 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r1327 = tensor.collapse_shape %r1326 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %r1328 = tensor.expand_shape %r1327 [[0], [1], [2, 3]] output_shape [40, 49, 12, 32] : tensor<40x49x384xf32> into tensor<40x49x12x32xf32>
  %e1329 = tensor.empty() : tensor<40x12x49x32xf32>
  %g1332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1328 : tensor<40x49x12x32xf32>) outs(%e1329 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1330: f32, %o1331: f32):
    linalg.yield %a1330 : f32
  } -> tensor<40x12x49x32xf32>
  %r1333 = tensor.collapse_shape %g1332 [[0], [1, 2], [3]] : tensor<40x12x49x32xf32> into tensor<40x588x32xf32>
  %r1334 = tensor.expand_shape %layers_2_blocks_2_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [12, 49, 49, 1] : tensor<588x49x1xf32> into tensor<12x49x49x1xf32>
  %r1335 = tensor.expand_shape %r1333 [[0], [1, 2], [3]] output_shape [40, 12, 49, 32] : tensor<40x588x32xf32> into tensor<40x12x49x32xf32>
  %e1336 = tensor.empty() : tensor<40x12x49x32xf32>
  %f1337 = linalg.fill ins(%c0 : f32) outs(%e1336 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g1343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r1335, %r1334 : tensor<40x12x49x32xf32>, tensor<12x49x49x1xf32>) outs(%f1337 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1338: f32, %a1339: f32, %o1340: f32):
    %b1341 = arith.mulf %a1338, %a1339 : f32
    %b1342 = arith.addf %o1340, %b1341 : f32
    linalg.yield %b1342 : f32
  } -> tensor<40x12x49x32xf32>
  %r1344 = tensor.collapse_shape %g1343 [[0], [1, 2], [3]] : tensor<40x12x49x32xf32> into tensor<40x588x32xf32>
  %e1346 = tensor.empty() : tensor<40x588x32xf32>
  %g1351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1344, %layers_2_blocks_2_spatial_mlp_bias : tensor<40x588x32xf32>, tensor<588xf32>) outs(%e1346 : tensor<40x588x32xf32>) {
  ^bb0(%a1347: f32, %a1348: f32, %o1349: f32):
    %b1350 = arith.addf %a1347, %a1348 : f32
    linalg.yield %b1350 : f32
  } -> tensor<40x588x32xf32>
  %r1352 = tensor.expand_shape %g1351 [[0], [1, 2], [3]] output_shape [40, 12, 49, 32] : tensor<40x588x32xf32> into tensor<40x12x49x32xf32>
  %e1353 = tensor.empty() : tensor<40x49x12x32xf32>
  %g1356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1352 : tensor<40x12x49x32xf32>) outs(%e1353 : tensor<40x49x12x32xf32>) {
  ^bb0(%a1354: f32, %o1355: f32):
    linalg.yield %a1354 : f32
  } -> tensor<40x49x12x32xf32>
  %r1357 = tensor.collapse_shape %g1356 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r1358 = tensor.expand_shape %r1357 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r1359 = tensor.expand_shape %r1358 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e1360 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g1363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1359 : tensor<10x2x2x7x7x384xf32>) outs(%e1360 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a1361: f32, %o1362: f32):
    linalg.yield %a1361 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r1364 = tensor.collapse_shape %g1363 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %r1365 = tensor.collapse_shape %r1364 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e1366 = tensor.empty() : tensor<10x196x384xf32>
  %g1371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1274, %r1365 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1366 : tensor<10x196x384xf32>) {
  ^bb0(%a1367: f32, %a1368: f32, %o1369: f32):
    %b1370 = arith.addf %a1367, %a1368 : f32
    linalg.yield %b1370 : f32
  } -> tensor<10x196x384xf32>
  %e1372 = tensor.empty() : tensor<10x196xf32>
  %f1373 = linalg.fill ins(%c0 : f32) outs(%e1372 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1371 : tensor<10x196x384xf32>) outs(%f1373 : tensor<10x196xf32>) {
  ^bb0(%a1374: f32, %o1375: f32):
    %b1376 = arith.addf %a1374, %o1375 : f32
    linalg.yield %b1376 : f32
  } -> tensor<10x196xf32>
  %e1378 = tensor.empty() : tensor<10x196xf32>
  %g1382 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1377 : tensor<10x196xf32>) outs(%e1378 : tensor<10x196xf32>) {
  ^bb0(%a1379: f32, %o1380: f32):
    %b1381 = arith.divf %a1379, %c6 : f32
    linalg.yield %b1381 : f32
  } -> tensor<10x196xf32>
  %e1384 = tensor.empty() : tensor<10x196x384xf32>
  %g1390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1371, %g1382 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1384 : tensor<10x196x384xf32>) {
  ^bb0(%a1385: f32, %a1386: f32, %o1387: f32):
    %b1388 = arith.subf %a1385, %a1386 : f32
    %b1389 = arith.mulf %b1388, %b1388 : f32
    linalg.yield %b1389 : f32
  } -> tensor<10x196x384xf32>
  %e1391 = tensor.empty() : tensor<10x196xf32>
  %f1392 = linalg.fill ins(%c0 : f32) outs(%e1391 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1390 : tensor<10x196x384xf32>) outs(%f1392 : tensor<10x196xf32>) {
  ^bb0(%a1393: f32, %o1394: f32):
    %b1395 = arith.addf %a1393, %o1394 : f32
    linalg.yield %b1395 : f32
  } -> tensor<10x196xf32>
  %e1397 = tensor.empty() : tensor<10x196xf32>
  %g1401 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1396 : tensor<10x196xf32>) outs(%e1397 : tensor<10x196xf32>) {
  ^bb0(%a1398: f32, %o1399: f32):
    %b1400 = arith.divf %a1398, %c6 : f32
    linalg.yield %b1400 : f32
  } -> tensor<10x196xf32>
  %e1403 = tensor.empty() : tensor<10x196x384xf32>
  %g1416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1371, %g1382, %g1401, %layers_2_blocks_2_norm2_weight, %layers_2_blocks_2_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1403 : tensor<10x196x384xf32>) {
  ^bb0(%a1404: f32, %a1405: f32, %a1406: f32, %a1407: f32, %a1408: f32, %o1409: f32):
    %b1410 = arith.addf %a1406, %c2 : f32
    %b1411 = math.sqrt %b1410 : f32
    %b1412 = arith.subf %a1404, %a1405 : f32
    %b1413 = arith.divf %b1412, %b1411 : f32
    %b1414 = arith.mulf %b1413, %a1407 : f32
    %b1415 = arith.addf %b1414, %a1408 : f32
    linalg.yield %b1415 : f32
  } -> tensor<10x196x384xf32>
  %r1417 = tensor.collapse_shape %g1416 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e1418 = tensor.empty() : tensor<1960x1536xf32>
  %f1419 = linalg.fill ins(%c0 : f32) outs(%e1418 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm1420 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1417, %layers_2_blocks_2_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f1419 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e1421 = tensor.empty() : tensor<1960x1536xf32>
  %g1426 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1420, %layers_2_blocks_2_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e1421 : tensor<1960x1536xf32>) {
  ^bb0(%a1422: f32, %a1423: f32, %o1424: f32):
    %b1425 = arith.addf %a1422, %a1423 : f32
    linalg.yield %b1425 : f32
  } -> tensor<1960x1536xf32>
  %r1427 = tensor.expand_shape %g1426 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e1428 = tensor.empty() : tensor<10x196x1536xf32>
  %g1436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1427 : tensor<10x196x1536xf32>) outs(%e1428 : tensor<10x196x1536xf32>) {
  ^bb0(%a1429: f32, %o1430: f32):
    %b1431 = arith.mulf %a1429, %c3 : f32
    %b1432 = arith.mulf %a1429, %c4 : f32
    %b1433 = math.erf %b1432 : f32
    %b1434 = arith.addf %b1433, %c5 : f32
    %b1435 = arith.mulf %b1431, %b1434 : f32
    linalg.yield %b1435 : f32
  } -> tensor<10x196x1536xf32>
  %r1437 = tensor.collapse_shape %g1436 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e1438 = tensor.empty() : tensor<1960x384xf32>
  %f1439 = linalg.fill ins(%c0 : f32) outs(%e1438 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1440 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1437, %layers_2_blocks_2_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f1439 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e1441 = tensor.empty() : tensor<1960x384xf32>
  %g1446 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1440, %layers_2_blocks_2_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e1441 : tensor<1960x384xf32>) {
  ^bb0(%a1442: f32, %a1443: f32, %o1444: f32):
    %b1445 = arith.addf %a1442, %a1443 : f32
    linalg.yield %b1445 : f32
  } -> tensor<1960x384xf32>
  %r1447 = tensor.expand_shape %g1446 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e1448 = tensor.empty() : tensor<10x196x384xf32>
  %g1453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1371, %r1447 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1448 : tensor<10x196x384xf32>) {
  ^bb0(%a1449: f32, %a1450: f32, %o1451: f32):
    %b1452 = arith.addf %a1449, %a1450 : f32
    linalg.yield %b1452 : f32
  } -> tensor<10x196x384xf32>
  %e1454 = tensor.empty() : tensor<10x196xf32>
  %f1455 = linalg.fill ins(%c0 : f32) outs(%e1454 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1453 : tensor<10x196x384xf32>) outs(%f1455 : tensor<10x196xf32>) {
  ^bb0(%a1456: f32, %o1457: f32):
    %b1458 = arith.addf %a1456, %o1457 : f32
    linalg.yield %b1458 : f32
  } -> tensor<10x196xf32>
  %e1460 = tensor.empty() : tensor<10x196xf32>
  %g1464 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1459 : tensor<10x196xf32>) outs(%e1460 : tensor<10x196xf32>) {
  ^bb0(%a1461: f32, %o1462: f32):
    %b1463 = arith.divf %a1461, %c6 : f32
    linalg.yield %b1463 : f32
  } -> tensor<10x196xf32>
  %e1466 = tensor.empty() : tensor<10x196x384xf32>
  %g1472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1453, %g1464 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1466 : tensor<10x196x384xf32>) {
  ^bb0(%a1467: f32, %a1468: f32, %o1469: f32):
    %b1470 = arith.subf %a1467, %a1468 : f32
    %b1471 = arith.mulf %b1470, %b1470 : f32
    linalg.yield %b1471 : f32
  } -> tensor<10x196x384xf32>
  %e1473 = tensor.empty() : tensor<10x196xf32>
  %f1474 = linalg.fill ins(%c0 : f32) outs(%e1473 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1472 : tensor<10x196x384xf32>) outs(%f1474 : tensor<10x196xf32>) {
  ^bb0(%a1475: f32, %o1476: f32):
    %b1477 = arith.addf %a1475, %o1476 : f32
    linalg.yield %b1477 : f32
  } -> tensor<10x196xf32>
  %e1479 = tensor.empty() : tensor<10x196xf32>
  %g1483 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1478 : tensor<10x196xf32>) outs(%e1479 : tensor<10x196xf32>) {
  ^bb0(%a1480: f32, %o1481: f32):
    %b1482 = arith.divf %a1480, %c6 : f32
    linalg.yield %b1482 : f32
  } -> tensor<10x196xf32>
  %e1485 = tensor.empty() : tensor<10x196x384xf32>
  %g1498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1453, %g1464, %g1483, %layers_2_blocks_3_norm1_weight, %layers_2_blocks_3_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1485 : tensor<10x196x384xf32>) {
  ^bb0(%a1486: f32, %a1487: f32, %a1488: f32, %a1489: f32, %a1490: f32, %o1491: f32):
    %b1492 = arith.addf %a1488, %c2 : f32
    %b1493 = math.sqrt %b1492 : f32
    %b1494 = arith.subf %a1486, %a1487 : f32
    %b1495 = arith.divf %b1494, %b1493 : f32
    %b1496 = arith.mulf %b1495, %a1489 : f32
    %b1497 = arith.addf %b1496, %a1490 : f32
    linalg.yield %b1497 : f32
  } -> tensor<10x196x384xf32>
  %r1499 = tensor.expand_shape %g1498 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %e1500 = tensor.empty() : tensor<10x21x21x384xf32>
  %f1501 = linalg.fill ins(%c0 : f32) outs(%e1500 : tensor<10x21x21x384xf32>) -> tensor<10x21x21x384xf32>
  %g1504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 + 4, d2 + 4, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1499 : tensor<10x14x14x384xf32>) outs(%f1501 : tensor<10x21x21x384xf32>) {
  ^bb0(%a1502: f32, %o1503: f32):
    linalg.yield %a1502 : f32
  } -> tensor<10x21x21x384xf32>
  %r1505 = tensor.expand_shape %g1504 [[0], [1, 2], [3, 4], [5]] output_shape [10, 3, 7, 3, 7, 384] : tensor<10x21x21x384xf32> into tensor<10x3x7x3x7x384xf32>
  %e1506 = tensor.empty() : tensor<10x3x3x7x7x384xf32>
  %g1509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1505 : tensor<10x3x7x3x7x384xf32>) outs(%e1506 : tensor<10x3x3x7x7x384xf32>) {
  ^bb0(%a1507: f32, %o1508: f32):
    linalg.yield %a1507 : f32
  } -> tensor<10x3x3x7x7x384xf32>
  %r1510 = tensor.collapse_shape %g1509 [[0, 1, 2], [3], [4], [5]] : tensor<10x3x3x7x7x384xf32> into tensor<90x7x7x384xf32>
  %r1511 = tensor.collapse_shape %r1510 [[0], [1, 2], [3]] : tensor<90x7x7x384xf32> into tensor<90x49x384xf32>
  %r1512 = tensor.expand_shape %r1511 [[0], [1], [2, 3]] output_shape [90, 49, 12, 32] : tensor<90x49x384xf32> into tensor<90x49x12x32xf32>
  %e1513 = tensor.empty() : tensor<90x12x49x32xf32>
  %g1516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1512 : tensor<90x49x12x32xf32>) outs(%e1513 : tensor<90x12x49x32xf32>) {
  ^bb0(%a1514: f32, %o1515: f32):
    linalg.yield %a1514 : f32
  } -> tensor<90x12x49x32xf32>
  %r1517 = tensor.collapse_shape %g1516 [[0], [1, 2], [3]] : tensor<90x12x49x32xf32> into tensor<90x588x32xf32>
  %r1518 = tensor.expand_shape %layers_2_blocks_3_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [12, 49, 49, 1] : tensor<588x49x1xf32> into tensor<12x49x49x1xf32>
  %r1519 = tensor.expand_shape %r1517 [[0], [1, 2], [3]] output_shape [90, 12, 49, 32] : tensor<90x588x32xf32> into tensor<90x12x49x32xf32>
  %e1520 = tensor.empty() : tensor<90x12x49x32xf32>
  %f1521 = linalg.fill ins(%c0 : f32) outs(%e1520 : tensor<90x12x49x32xf32>) -> tensor<90x12x49x32xf32>
  %g1527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r1519, %r1518 : tensor<90x12x49x32xf32>, tensor<12x49x49x1xf32>) outs(%f1521 : tensor<90x12x49x32xf32>) {
  ^bb0(%a1522: f32, %a1523: f32, %o1524: f32):
    %b1525 = arith.mulf %a1522, %a1523 : f32
    %b1526 = arith.addf %o1524, %b1525 : f32
    linalg.yield %b1526 : f32
  } -> tensor<90x12x49x32xf32>
  %r1528 = tensor.collapse_shape %g1527 [[0], [1, 2], [3]] : tensor<90x12x49x32xf32> into tensor<90x588x32xf32>
  %e1530 = tensor.empty() : tensor<90x588x32xf32>
  %g1535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1528, %layers_2_blocks_3_spatial_mlp_bias : tensor<90x588x32xf32>, tensor<588xf32>) outs(%e1530 : tensor<90x588x32xf32>) {
  ^bb0(%a1531: f32, %a1532: f32, %o1533: f32):
    %b1534 = arith.addf %a1531, %a1532 : f32
    linalg.yield %b1534 : f32
  } -> tensor<90x588x32xf32>
  %r1536 = tensor.expand_shape %g1535 [[0], [1, 2], [3]] output_shape [90, 12, 49, 32] : tensor<90x588x32xf32> into tensor<90x12x49x32xf32>
  %e1537 = tensor.empty() : tensor<90x49x12x32xf32>
  %g1540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1536 : tensor<90x12x49x32xf32>) outs(%e1537 : tensor<90x49x12x32xf32>) {
  ^bb0(%a1538: f32, %o1539: f32):
    linalg.yield %a1538 : f32
  } -> tensor<90x49x12x32xf32>
  %r1541 = tensor.collapse_shape %g1540 [[0], [1], [2, 3]] : tensor<90x49x12x32xf32> into tensor<90x49x384xf32>
  %r1542 = tensor.expand_shape %r1541 [[0], [1, 2], [3]] output_shape [90, 7, 7, 384] : tensor<90x49x384xf32> into tensor<90x7x7x384xf32>
  %r1543 = tensor.expand_shape %r1542 [[0, 1, 2], [3], [4], [5]] output_shape [10, 3, 3, 7, 7, 384] : tensor<90x7x7x384xf32> into tensor<10x3x3x7x7x384xf32>
  %e1544 = tensor.empty() : tensor<10x3x7x3x7x384xf32>
  %g1547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1543 : tensor<10x3x3x7x7x384xf32>) outs(%e1544 : tensor<10x3x7x3x7x384xf32>) {
  ^bb0(%a1545: f32, %o1546: f32):
    linalg.yield %a1545 : f32
  } -> tensor<10x3x7x3x7x384xf32>
  %r1548 = tensor.collapse_shape %g1547 [[0], [1, 2], [3, 4], [5]] : tensor<10x3x7x3x7x384xf32> into tensor<10x21x21x384xf32>
  %s1549 = tensor.extract_slice %r1548[0, 4, 4, 0] [10, 14, 14, 384] [1, 1, 1, 1] : tensor<10x21x21x384xf32> to tensor<10x14x14x384xf32>
  %r1550 = tensor.collapse_shape %s1549 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e1551 = tensor.empty() : tensor<10x196x384xf32>
  %g1556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1453, %r1550 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1551 : tensor<10x196x384xf32>) {
  ^bb0(%a1552: f32, %a1553: f32, %o1554: f32):
    %b1555 = arith.addf %a1552, %a1553 : f32
    linalg.yield %b1555 : f32
  } -> tensor<10x196x384xf32>
  %e1557 = tensor.empty() : tensor<10x196xf32>
  %f1558 = linalg.fill ins(%c0 : f32) outs(%e1557 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1556 : tensor<10x196x384xf32>) outs(%f1558 : tensor<10x196xf32>) {
  ^bb0(%a1559: f32, %o1560: f32):
    %b1561 = arith.addf %a1559, %o1560 : f32
    linalg.yield %b1561 : f32
  } -> tensor<10x196xf32>
  %e1563 = tensor.empty() : tensor<10x196xf32>
  %g1567 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1562 : tensor<10x196xf32>) outs(%e1563 : tensor<10x196xf32>) {
  ^bb0(%a1564: f32, %o1565: f32):
    %b1566 = arith.divf %a1564, %c6 : f32
    linalg.yield %b1566 : f32
  } -> tensor<10x196xf32>
  %e1569 = tensor.empty() : tensor<10x196x384xf32>
  %g1575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1556, %g1567 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1569 : tensor<10x196x384xf32>) {
  ^bb0(%a1570: f32, %a1571: f32, %o1572: f32):
    %b1573 = arith.subf %a1570, %a1571 : f32
    %b1574 = arith.mulf %b1573, %b1573 : f32
    linalg.yield %b1574 : f32
  } -> tensor<10x196x384xf32>
  %e1576 = tensor.empty() : tensor<10x196xf32>
  %f1577 = linalg.fill ins(%c0 : f32) outs(%e1576 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1575 : tensor<10x196x384xf32>) outs(%f1577 : tensor<10x196xf32>) {
  ^bb0(%a1578: f32, %o1579: f32):
    %b1580 = arith.addf %a1578, %o1579 : f32
    linalg.yield %b1580 : f32
  } -> tensor<10x196xf32>
  %e1582 = tensor.empty() : tensor<10x196xf32>
  %g1586 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1581 : tensor<10x196xf32>) outs(%e1582 : tensor<10x196xf32>) {
  ^bb0(%a1583: f32, %o1584: f32):
    %b1585 = arith.divf %a1583, %c6 : f32
    linalg.yield %b1585 : f32
  } -> tensor<10x196xf32>
  %e1588 = tensor.empty() : tensor<10x196x384xf32>
  %g1601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1556, %g1567, %g1586, %layers_2_blocks_3_norm2_weight, %layers_2_blocks_3_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1588 : tensor<10x196x384xf32>) {
  ^bb0(%a1589: f32, %a1590: f32, %a1591: f32, %a1592: f32, %a1593: f32, %o1594: f32):
    %b1595 = arith.addf %a1591, %c2 : f32
    %b1596 = math.sqrt %b1595 : f32
    %b1597 = arith.subf %a1589, %a1590 : f32
    %b1598 = arith.divf %b1597, %b1596 : f32
    %b1599 = arith.mulf %b1598, %a1592 : f32
    %b1600 = arith.addf %b1599, %a1593 : f32
    linalg.yield %b1600 : f32
  } -> tensor<10x196x384xf32>
  %r1602 = tensor.collapse_shape %g1601 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e1603 = tensor.empty() : tensor<1960x1536xf32>
  %f1604 = linalg.fill ins(%c0 : f32) outs(%e1603 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm1605 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1602, %layers_2_blocks_3_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f1604 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e1606 = tensor.empty() : tensor<1960x1536xf32>
  %g1611 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1605, %layers_2_blocks_3_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e1606 : tensor<1960x1536xf32>) {
  ^bb0(%a1607: f32, %a1608: f32, %o1609: f32):
    %b1610 = arith.addf %a1607, %a1608 : f32
    linalg.yield %b1610 : f32
  } -> tensor<1960x1536xf32>
  %r1612 = tensor.expand_shape %g1611 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e1613 = tensor.empty() : tensor<10x196x1536xf32>
  %g1621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1612 : tensor<10x196x1536xf32>) outs(%e1613 : tensor<10x196x1536xf32>) {
  ^bb0(%a1614: f32, %o1615: f32):
    %b1616 = arith.mulf %a1614, %c3 : f32
    %b1617 = arith.mulf %a1614, %c4 : f32
    %b1618 = math.erf %b1617 : f32
    %b1619 = arith.addf %b1618, %c5 : f32
    %b1620 = arith.mulf %b1616, %b1619 : f32
    linalg.yield %b1620 : f32
  } -> tensor<10x196x1536xf32>
  %r1622 = tensor.collapse_shape %g1621 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e1623 = tensor.empty() : tensor<1960x384xf32>
  %f1624 = linalg.fill ins(%c0 : f32) outs(%e1623 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1625 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1622, %layers_2_blocks_3_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f1624 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e1626 = tensor.empty() : tensor<1960x384xf32>
  %g1631 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1625, %layers_2_blocks_3_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e1626 : tensor<1960x384xf32>) {
  ^bb0(%a1627: f32, %a1628: f32, %o1629: f32):
    %b1630 = arith.addf %a1627, %a1628 : f32
    linalg.yield %b1630 : f32
  } -> tensor<1960x384xf32>
  %r1632 = tensor.expand_shape %g1631 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e1633 = tensor.empty() : tensor<10x196x384xf32>
  %g1638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1556, %r1632 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1633 : tensor<10x196x384xf32>) {
  ^bb0(%a1634: f32, %a1635: f32, %o1636: f32):
    %b1637 = arith.addf %a1634, %a1635 : f32
    linalg.yield %b1637 : f32
  } -> tensor<10x196x384xf32>
  %e1639 = tensor.empty() : tensor<10x196xf32>
  %f1640 = linalg.fill ins(%c0 : f32) outs(%e1639 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1638 : tensor<10x196x384xf32>) outs(%f1640 : tensor<10x196xf32>) {
  ^bb0(%a1641: f32, %o1642: f32):
    %b1643 = arith.addf %a1641, %o1642 : f32
    linalg.yield %b1643 : f32
  } -> tensor<10x196xf32>
  %e1645 = tensor.empty() : tensor<10x196xf32>
  %g1649 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1644 : tensor<10x196xf32>) outs(%e1645 : tensor<10x196xf32>) {
  ^bb0(%a1646: f32, %o1647: f32):
    %b1648 = arith.divf %a1646, %c6 : f32
    linalg.yield %b1648 : f32
  } -> tensor<10x196xf32>
  %e1651 = tensor.empty() : tensor<10x196x384xf32>
  %g1657 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1638, %g1649 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1651 : tensor<10x196x384xf32>) {
  ^bb0(%a1652: f32, %a1653: f32, %o1654: f32):
    %b1655 = arith.subf %a1652, %a1653 : f32
    %b1656 = arith.mulf %b1655, %b1655 : f32
    linalg.yield %b1656 : f32
  } -> tensor<10x196x384xf32>
  %e1658 = tensor.empty() : tensor<10x196xf32>
  %f1659 = linalg.fill ins(%c0 : f32) outs(%e1658 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1657 : tensor<10x196x384xf32>) outs(%f1659 : tensor<10x196xf32>) {
  ^bb0(%a1660: f32, %o1661: f32):
    %b1662 = arith.addf %a1660, %o1661 : f32
    linalg.yield %b1662 : f32
  } -> tensor<10x196xf32>
  %e1664 = tensor.empty() : tensor<10x196xf32>
  %g1668 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1663 : tensor<10x196xf32>) outs(%e1664 : tensor<10x196xf32>) {
  ^bb0(%a1665: f32, %o1666: f32):
    %b1667 = arith.divf %a1665, %c6 : f32
    linalg.yield %b1667 : f32
  } -> tensor<10x196xf32>
  %e1670 = tensor.empty() : tensor<10x196x384xf32>
  %g1683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1638, %g1649, %g1668, %layers_2_blocks_4_norm1_weight, %layers_2_blocks_4_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1670 : tensor<10x196x384xf32>) {
  ^bb0(%a1671: f32, %a1672: f32, %a1673: f32, %a1674: f32, %a1675: f32, %o1676: f32):
    %b1677 = arith.addf %a1673, %c2 : f32
    %b1678 = math.sqrt %b1677 : f32
    %b1679 = arith.subf %a1671, %a1672 : f32
    %b1680 = arith.divf %b1679, %b1678 : f32
    %b1681 = arith.mulf %b1680, %a1674 : f32
    %b1682 = arith.addf %b1681, %a1675 : f32
    linalg.yield %b1682 : f32
  } -> tensor<10x196x384xf32>
  %r1684 = tensor.expand_shape %g1683 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %r1685 = tensor.expand_shape %r1684 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e1686 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g1689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1685 : tensor<10x2x7x2x7x384xf32>) outs(%e1686 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a1687: f32, %o1688: f32):
    linalg.yield %a1687 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r1690 = tensor.collapse_shape %g1689 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r1691 = tensor.collapse_shape %r1690 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %r1692 = tensor.expand_shape %r1691 [[0], [1], [2, 3]] output_shape [40, 49, 12, 32] : tensor<40x49x384xf32> into tensor<40x49x12x32xf32>
  %e1693 = tensor.empty() : tensor<40x12x49x32xf32>
  %g1696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1692 : tensor<40x49x12x32xf32>) outs(%e1693 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1694: f32, %o1695: f32):
    linalg.yield %a1694 : f32
  } -> tensor<40x12x49x32xf32>
  %r1697 = tensor.collapse_shape %g1696 [[0], [1, 2], [3]] : tensor<40x12x49x32xf32> into tensor<40x588x32xf32>
  %r1698 = tensor.expand_shape %layers_2_blocks_4_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [12, 49, 49, 1] : tensor<588x49x1xf32> into tensor<12x49x49x1xf32>
  %r1699 = tensor.expand_shape %r1697 [[0], [1, 2], [3]] output_shape [40, 12, 49, 32] : tensor<40x588x32xf32> into tensor<40x12x49x32xf32>
  %e1700 = tensor.empty() : tensor<40x12x49x32xf32>
  %f1701 = linalg.fill ins(%c0 : f32) outs(%e1700 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g1707 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r1699, %r1698 : tensor<40x12x49x32xf32>, tensor<12x49x49x1xf32>) outs(%f1701 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1702: f32, %a1703: f32, %o1704: f32):
    %b1705 = arith.mulf %a1702, %a1703 : f32
    %b1706 = arith.addf %o1704, %b1705 : f32
    linalg.yield %b1706 : f32
  } -> tensor<40x12x49x32xf32>
  %r1708 = tensor.collapse_shape %g1707 [[0], [1, 2], [3]] : tensor<40x12x49x32xf32> into tensor<40x588x32xf32>
  %e1710 = tensor.empty() : tensor<40x588x32xf32>
  %g1715 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1708, %layers_2_blocks_4_spatial_mlp_bias : tensor<40x588x32xf32>, tensor<588xf32>) outs(%e1710 : tensor<40x588x32xf32>) {
  ^bb0(%a1711: f32, %a1712: f32, %o1713: f32):
    %b1714 = arith.addf %a1711, %a1712 : f32
    linalg.yield %b1714 : f32
  } -> tensor<40x588x32xf32>
  %r1716 = tensor.expand_shape %g1715 [[0], [1, 2], [3]] output_shape [40, 12, 49, 32] : tensor<40x588x32xf32> into tensor<40x12x49x32xf32>
  %e1717 = tensor.empty() : tensor<40x49x12x32xf32>
  %g1720 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1716 : tensor<40x12x49x32xf32>) outs(%e1717 : tensor<40x49x12x32xf32>) {
  ^bb0(%a1718: f32, %o1719: f32):
    linalg.yield %a1718 : f32
  } -> tensor<40x49x12x32xf32>
  %r1721 = tensor.collapse_shape %g1720 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r1722 = tensor.expand_shape %r1721 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r1723 = tensor.expand_shape %r1722 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e1724 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g1727 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1723 : tensor<10x2x2x7x7x384xf32>) outs(%e1724 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a1725: f32, %o1726: f32):
    linalg.yield %a1725 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r1728 = tensor.collapse_shape %g1727 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %r1729 = tensor.collapse_shape %r1728 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e1730 = tensor.empty() : tensor<10x196x384xf32>
  %g1735 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1638, %r1729 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1730 : tensor<10x196x384xf32>) {
  ^bb0(%a1731: f32, %a1732: f32, %o1733: f32):
    %b1734 = arith.addf %a1731, %a1732 : f32
    linalg.yield %b1734 : f32
  } -> tensor<10x196x384xf32>
  %e1736 = tensor.empty() : tensor<10x196xf32>
  %f1737 = linalg.fill ins(%c0 : f32) outs(%e1736 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1735 : tensor<10x196x384xf32>) outs(%f1737 : tensor<10x196xf32>) {
  ^bb0(%a1738: f32, %o1739: f32):
    %b1740 = arith.addf %a1738, %o1739 : f32
    linalg.yield %b1740 : f32
  } -> tensor<10x196xf32>
  %e1742 = tensor.empty() : tensor<10x196xf32>
  %g1746 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1741 : tensor<10x196xf32>) outs(%e1742 : tensor<10x196xf32>) {
  ^bb0(%a1743: f32, %o1744: f32):
    %b1745 = arith.divf %a1743, %c6 : f32
    linalg.yield %b1745 : f32
  } -> tensor<10x196xf32>
  %e1748 = tensor.empty() : tensor<10x196x384xf32>
  %g1754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1735, %g1746 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1748 : tensor<10x196x384xf32>) {
  ^bb0(%a1749: f32, %a1750: f32, %o1751: f32):
    %b1752 = arith.subf %a1749, %a1750 : f32
    %b1753 = arith.mulf %b1752, %b1752 : f32
    linalg.yield %b1753 : f32
  } -> tensor<10x196x384xf32>
  %e1755 = tensor.empty() : tensor<10x196xf32>
  %f1756 = linalg.fill ins(%c0 : f32) outs(%e1755 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1754 : tensor<10x196x384xf32>) outs(%f1756 : tensor<10x196xf32>) {
  ^bb0(%a1757: f32, %o1758: f32):
    %b1759 = arith.addf %a1757, %o1758 : f32
    linalg.yield %b1759 : f32
  } -> tensor<10x196xf32>
  %e1761 = tensor.empty() : tensor<10x196xf32>
  %g1765 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1760 : tensor<10x196xf32>) outs(%e1761 : tensor<10x196xf32>) {
  ^bb0(%a1762: f32, %o1763: f32):
    %b1764 = arith.divf %a1762, %c6 : f32
    linalg.yield %b1764 : f32
  } -> tensor<10x196xf32>
  %e1767 = tensor.empty() : tensor<10x196x384xf32>
  %g1780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1735, %g1746, %g1765, %layers_2_blocks_4_norm2_weight, %layers_2_blocks_4_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1767 : tensor<10x196x384xf32>) {
  ^bb0(%a1768: f32, %a1769: f32, %a1770: f32, %a1771: f32, %a1772: f32, %o1773: f32):
    %b1774 = arith.addf %a1770, %c2 : f32
    %b1775 = math.sqrt %b1774 : f32
    %b1776 = arith.subf %a1768, %a1769 : f32
    %b1777 = arith.divf %b1776, %b1775 : f32
    %b1778 = arith.mulf %b1777, %a1771 : f32
    %b1779 = arith.addf %b1778, %a1772 : f32
    linalg.yield %b1779 : f32
  } -> tensor<10x196x384xf32>
  %r1781 = tensor.collapse_shape %g1780 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e1782 = tensor.empty() : tensor<1960x1536xf32>
  %f1783 = linalg.fill ins(%c0 : f32) outs(%e1782 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm1784 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1781, %layers_2_blocks_4_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f1783 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e1785 = tensor.empty() : tensor<1960x1536xf32>
  %g1790 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1784, %layers_2_blocks_4_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e1785 : tensor<1960x1536xf32>) {
  ^bb0(%a1786: f32, %a1787: f32, %o1788: f32):
    %b1789 = arith.addf %a1786, %a1787 : f32
    linalg.yield %b1789 : f32
  } -> tensor<1960x1536xf32>
  %r1791 = tensor.expand_shape %g1790 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e1792 = tensor.empty() : tensor<10x196x1536xf32>
  %g1800 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1791 : tensor<10x196x1536xf32>) outs(%e1792 : tensor<10x196x1536xf32>) {
  ^bb0(%a1793: f32, %o1794: f32):
    %b1795 = arith.mulf %a1793, %c3 : f32
    %b1796 = arith.mulf %a1793, %c4 : f32
    %b1797 = math.erf %b1796 : f32
    %b1798 = arith.addf %b1797, %c5 : f32
    %b1799 = arith.mulf %b1795, %b1798 : f32
    linalg.yield %b1799 : f32
  } -> tensor<10x196x1536xf32>
  %r1801 = tensor.collapse_shape %g1800 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e1802 = tensor.empty() : tensor<1960x384xf32>
  %f1803 = linalg.fill ins(%c0 : f32) outs(%e1802 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1804 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1801, %layers_2_blocks_4_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f1803 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e1805 = tensor.empty() : tensor<1960x384xf32>
  %g1810 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1804, %layers_2_blocks_4_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e1805 : tensor<1960x384xf32>) {
  ^bb0(%a1806: f32, %a1807: f32, %o1808: f32):
    %b1809 = arith.addf %a1806, %a1807 : f32
    linalg.yield %b1809 : f32
  } -> tensor<1960x384xf32>
  %r1811 = tensor.expand_shape %g1810 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e1812 = tensor.empty() : tensor<10x196x384xf32>
  %g1817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1735, %r1811 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1812 : tensor<10x196x384xf32>) {
  ^bb0(%a1813: f32, %a1814: f32, %o1815: f32):
    %b1816 = arith.addf %a1813, %a1814 : f32
    linalg.yield %b1816 : f32
  } -> tensor<10x196x384xf32>
  %e1818 = tensor.empty() : tensor<10x196xf32>
  %f1819 = linalg.fill ins(%c0 : f32) outs(%e1818 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1823 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1817 : tensor<10x196x384xf32>) outs(%f1819 : tensor<10x196xf32>) {
  ^bb0(%a1820: f32, %o1821: f32):
    %b1822 = arith.addf %a1820, %o1821 : f32
    linalg.yield %b1822 : f32
  } -> tensor<10x196xf32>
  %e1824 = tensor.empty() : tensor<10x196xf32>
  %g1828 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1823 : tensor<10x196xf32>) outs(%e1824 : tensor<10x196xf32>) {
  ^bb0(%a1825: f32, %o1826: f32):
    %b1827 = arith.divf %a1825, %c6 : f32
    linalg.yield %b1827 : f32
  } -> tensor<10x196xf32>
  %e1830 = tensor.empty() : tensor<10x196x384xf32>
  %g1836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1817, %g1828 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1830 : tensor<10x196x384xf32>) {
  ^bb0(%a1831: f32, %a1832: f32, %o1833: f32):
    %b1834 = arith.subf %a1831, %a1832 : f32
    %b1835 = arith.mulf %b1834, %b1834 : f32
    linalg.yield %b1835 : f32
  } -> tensor<10x196x384xf32>
  %e1837 = tensor.empty() : tensor<10x196xf32>
  %f1838 = linalg.fill ins(%c0 : f32) outs(%e1837 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1836 : tensor<10x196x384xf32>) outs(%f1838 : tensor<10x196xf32>) {
  ^bb0(%a1839: f32, %o1840: f32):
    %b1841 = arith.addf %a1839, %o1840 : f32
    linalg.yield %b1841 : f32
  } -> tensor<10x196xf32>
  %e1843 = tensor.empty() : tensor<10x196xf32>
  %g1847 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1842 : tensor<10x196xf32>) outs(%e1843 : tensor<10x196xf32>) {
  ^bb0(%a1844: f32, %o1845: f32):
    %b1846 = arith.divf %a1844, %c6 : f32
    linalg.yield %b1846 : f32
  } -> tensor<10x196xf32>
  %e1849 = tensor.empty() : tensor<10x196x384xf32>
  %g1862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1817, %g1828, %g1847, %layers_2_blocks_5_norm1_weight, %layers_2_blocks_5_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1849 : tensor<10x196x384xf32>) {
  ^bb0(%a1850: f32, %a1851: f32, %a1852: f32, %a1853: f32, %a1854: f32, %o1855: f32):
    %b1856 = arith.addf %a1852, %c2 : f32
    %b1857 = math.sqrt %b1856 : f32
    %b1858 = arith.subf %a1850, %a1851 : f32
    %b1859 = arith.divf %b1858, %b1857 : f32
    %b1860 = arith.mulf %b1859, %a1853 : f32
    %b1861 = arith.addf %b1860, %a1854 : f32
    linalg.yield %b1861 : f32
  } -> tensor<10x196x384xf32>
  %r1863 = tensor.expand_shape %g1862 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %e1864 = tensor.empty() : tensor<10x21x21x384xf32>
  %f1865 = linalg.fill ins(%c0 : f32) outs(%e1864 : tensor<10x21x21x384xf32>) -> tensor<10x21x21x384xf32>
  %g1868 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 + 4, d2 + 4, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1863 : tensor<10x14x14x384xf32>) outs(%f1865 : tensor<10x21x21x384xf32>) {
  ^bb0(%a1866: f32, %o1867: f32):
    linalg.yield %a1866 : f32
  } -> tensor<10x21x21x384xf32>
  %r1869 = tensor.expand_shape %g1868 [[0], [1, 2], [3, 4], [5]] output_shape [10, 3, 7, 3, 7, 384] : tensor<10x21x21x384xf32> into tensor<10x3x7x3x7x384xf32>
  %e1870 = tensor.empty() : tensor<10x3x3x7x7x384xf32>
  %g1873 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1869 : tensor<10x3x7x3x7x384xf32>) outs(%e1870 : tensor<10x3x3x7x7x384xf32>) {
  ^bb0(%a1871: f32, %o1872: f32):
    linalg.yield %a1871 : f32
  } -> tensor<10x3x3x7x7x384xf32>
  %r1874 = tensor.collapse_shape %g1873 [[0, 1, 2], [3], [4], [5]] : tensor<10x3x3x7x7x384xf32> into tensor<90x7x7x384xf32>
  %r1875 = tensor.collapse_shape %r1874 [[0], [1, 2], [3]] : tensor<90x7x7x384xf32> into tensor<90x49x384xf32>
  %r1876 = tensor.expand_shape %r1875 [[0], [1], [2, 3]] output_shape [90, 49, 12, 32] : tensor<90x49x384xf32> into tensor<90x49x12x32xf32>
  %e1877 = tensor.empty() : tensor<90x12x49x32xf32>
  %g1880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1876 : tensor<90x49x12x32xf32>) outs(%e1877 : tensor<90x12x49x32xf32>) {
  ^bb0(%a1878: f32, %o1879: f32):
    linalg.yield %a1878 : f32
  } -> tensor<90x12x49x32xf32>
  %r1881 = tensor.collapse_shape %g1880 [[0], [1, 2], [3]] : tensor<90x12x49x32xf32> into tensor<90x588x32xf32>
  %r1882 = tensor.expand_shape %layers_2_blocks_5_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [12, 49, 49, 1] : tensor<588x49x1xf32> into tensor<12x49x49x1xf32>
  %r1883 = tensor.expand_shape %r1881 [[0], [1, 2], [3]] output_shape [90, 12, 49, 32] : tensor<90x588x32xf32> into tensor<90x12x49x32xf32>
  %e1884 = tensor.empty() : tensor<90x12x49x32xf32>
  %f1885 = linalg.fill ins(%c0 : f32) outs(%e1884 : tensor<90x12x49x32xf32>) -> tensor<90x12x49x32xf32>
  %g1891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r1883, %r1882 : tensor<90x12x49x32xf32>, tensor<12x49x49x1xf32>) outs(%f1885 : tensor<90x12x49x32xf32>) {
  ^bb0(%a1886: f32, %a1887: f32, %o1888: f32):
    %b1889 = arith.mulf %a1886, %a1887 : f32
    %b1890 = arith.addf %o1888, %b1889 : f32
    linalg.yield %b1890 : f32
  } -> tensor<90x12x49x32xf32>
  %r1892 = tensor.collapse_shape %g1891 [[0], [1, 2], [3]] : tensor<90x12x49x32xf32> into tensor<90x588x32xf32>
  %e1894 = tensor.empty() : tensor<90x588x32xf32>
  %g1899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1892, %layers_2_blocks_5_spatial_mlp_bias : tensor<90x588x32xf32>, tensor<588xf32>) outs(%e1894 : tensor<90x588x32xf32>) {
  ^bb0(%a1895: f32, %a1896: f32, %o1897: f32):
    %b1898 = arith.addf %a1895, %a1896 : f32
    linalg.yield %b1898 : f32
  } -> tensor<90x588x32xf32>
  %r1900 = tensor.expand_shape %g1899 [[0], [1, 2], [3]] output_shape [90, 12, 49, 32] : tensor<90x588x32xf32> into tensor<90x12x49x32xf32>
  %e1901 = tensor.empty() : tensor<90x49x12x32xf32>
  %g1904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1900 : tensor<90x12x49x32xf32>) outs(%e1901 : tensor<90x49x12x32xf32>) {
  ^bb0(%a1902: f32, %o1903: f32):
    linalg.yield %a1902 : f32
  } -> tensor<90x49x12x32xf32>
  %r1905 = tensor.collapse_shape %g1904 [[0], [1], [2, 3]] : tensor<90x49x12x32xf32> into tensor<90x49x384xf32>
  %r1906 = tensor.expand_shape %r1905 [[0], [1, 2], [3]] output_shape [90, 7, 7, 384] : tensor<90x49x384xf32> into tensor<90x7x7x384xf32>
  %r1907 = tensor.expand_shape %r1906 [[0, 1, 2], [3], [4], [5]] output_shape [10, 3, 3, 7, 7, 384] : tensor<90x7x7x384xf32> into tensor<10x3x3x7x7x384xf32>
  %e1908 = tensor.empty() : tensor<10x3x7x3x7x384xf32>
  %g1911 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1907 : tensor<10x3x3x7x7x384xf32>) outs(%e1908 : tensor<10x3x7x3x7x384xf32>) {
  ^bb0(%a1909: f32, %o1910: f32):
    linalg.yield %a1909 : f32
  } -> tensor<10x3x7x3x7x384xf32>
  %r1912 = tensor.collapse_shape %g1911 [[0], [1, 2], [3, 4], [5]] : tensor<10x3x7x3x7x384xf32> into tensor<10x21x21x384xf32>
  %s1913 = tensor.extract_slice %r1912[0, 4, 4, 0] [10, 14, 14, 384] [1, 1, 1, 1] : tensor<10x21x21x384xf32> to tensor<10x14x14x384xf32>
  %r1914 = tensor.collapse_shape %s1913 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e1915 = tensor.empty() : tensor<10x196x384xf32>
  %g1920 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1817, %r1914 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1915 : tensor<10x196x384xf32>) {
  ^bb0(%a1916: f32, %a1917: f32, %o1918: f32):
    %b1919 = arith.addf %a1916, %a1917 : f32
    linalg.yield %b1919 : f32
  } -> tensor<10x196x384xf32>
  %e1921 = tensor.empty() : tensor<10x196xf32>
  %f1922 = linalg.fill ins(%c0 : f32) outs(%e1921 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1926 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1920 : tensor<10x196x384xf32>) outs(%f1922 : tensor<10x196xf32>) {
  ^bb0(%a1923: f32, %o1924: f32):
    %b1925 = arith.addf %a1923, %o1924 : f32
    linalg.yield %b1925 : f32
  } -> tensor<10x196xf32>
  %e1927 = tensor.empty() : tensor<10x196xf32>
  %g1931 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1926 : tensor<10x196xf32>) outs(%e1927 : tensor<10x196xf32>) {
  ^bb0(%a1928: f32, %o1929: f32):
    %b1930 = arith.divf %a1928, %c6 : f32
    linalg.yield %b1930 : f32
  } -> tensor<10x196xf32>
  %e1933 = tensor.empty() : tensor<10x196x384xf32>
  %g1939 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1920, %g1931 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1933 : tensor<10x196x384xf32>) {
  ^bb0(%a1934: f32, %a1935: f32, %o1936: f32):
    %b1937 = arith.subf %a1934, %a1935 : f32
    %b1938 = arith.mulf %b1937, %b1937 : f32
    linalg.yield %b1938 : f32
  } -> tensor<10x196x384xf32>
  %e1940 = tensor.empty() : tensor<10x196xf32>
  %f1941 = linalg.fill ins(%c0 : f32) outs(%e1940 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1945 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1939 : tensor<10x196x384xf32>) outs(%f1941 : tensor<10x196xf32>) {
  ^bb0(%a1942: f32, %o1943: f32):
    %b1944 = arith.addf %a1942, %o1943 : f32
    linalg.yield %b1944 : f32
  } -> tensor<10x196xf32>
  %e1946 = tensor.empty() : tensor<10x196xf32>
  %g1950 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1945 : tensor<10x196xf32>) outs(%e1946 : tensor<10x196xf32>) {
  ^bb0(%a1947: f32, %o1948: f32):
    %b1949 = arith.divf %a1947, %c6 : f32
    linalg.yield %b1949 : f32
  } -> tensor<10x196xf32>
  %e1952 = tensor.empty() : tensor<10x196x384xf32>
  %g1965 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1920, %g1931, %g1950, %layers_2_blocks_5_norm2_weight, %layers_2_blocks_5_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1952 : tensor<10x196x384xf32>) {
  ^bb0(%a1953: f32, %a1954: f32, %a1955: f32, %a1956: f32, %a1957: f32, %o1958: f32):
    %b1959 = arith.addf %a1955, %c2 : f32
    %b1960 = math.sqrt %b1959 : f32
    %b1961 = arith.subf %a1953, %a1954 : f32
    %b1962 = arith.divf %b1961, %b1960 : f32
    %b1963 = arith.mulf %b1962, %a1956 : f32
    %b1964 = arith.addf %b1963, %a1957 : f32
    linalg.yield %b1964 : f32
  } -> tensor<10x196x384xf32>
  %r1966 = tensor.collapse_shape %g1965 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e1967 = tensor.empty() : tensor<1960x1536xf32>
  %f1968 = linalg.fill ins(%c0 : f32) outs(%e1967 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm1969 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1966, %layers_2_blocks_5_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f1968 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e1970 = tensor.empty() : tensor<1960x1536xf32>
  %g1975 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1969, %layers_2_blocks_5_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e1970 : tensor<1960x1536xf32>) {
  ^bb0(%a1971: f32, %a1972: f32, %o1973: f32):
    %b1974 = arith.addf %a1971, %a1972 : f32
    linalg.yield %b1974 : f32
  } -> tensor<1960x1536xf32>
  %r1976 = tensor.expand_shape %g1975 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e1977 = tensor.empty() : tensor<10x196x1536xf32>
  %g1985 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1976 : tensor<10x196x1536xf32>) outs(%e1977 : tensor<10x196x1536xf32>) {
  ^bb0(%a1978: f32, %o1979: f32):
    %b1980 = arith.mulf %a1978, %c3 : f32
    %b1981 = arith.mulf %a1978, %c4 : f32
    %b1982 = math.erf %b1981 : f32
    %b1983 = arith.addf %b1982, %c5 : f32
    %b1984 = arith.mulf %b1980, %b1983 : f32
    linalg.yield %b1984 : f32
  } -> tensor<10x196x1536xf32>
  %r1986 = tensor.collapse_shape %g1985 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e1987 = tensor.empty() : tensor<1960x384xf32>
  %f1988 = linalg.fill ins(%c0 : f32) outs(%e1987 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1989 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1986, %layers_2_blocks_5_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f1988 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e1990 = tensor.empty() : tensor<1960x384xf32>
  %g1995 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1989, %layers_2_blocks_5_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e1990 : tensor<1960x384xf32>) {
  ^bb0(%a1991: f32, %a1992: f32, %o1993: f32):
    %b1994 = arith.addf %a1991, %a1992 : f32
    linalg.yield %b1994 : f32
  } -> tensor<1960x384xf32>
  %r1996 = tensor.expand_shape %g1995 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e1997 = tensor.empty() : tensor<10x196x384xf32>
  %g2002 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1920, %r1996 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1997 : tensor<10x196x384xf32>) {
  ^bb0(%a1998: f32, %a1999: f32, %o2000: f32):
    %b2001 = arith.addf %a1998, %a1999 : f32
    linalg.yield %b2001 : f32
  } -> tensor<10x196x384xf32>
  %r2003 = tensor.expand_shape %g2002 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %s2004 = tensor.extract_slice %r2003[0, 0, 0, 0] [10, 7, 7, 384] [1, 2, 2, 1] : tensor<10x14x14x384xf32> to tensor<10x7x7x384xf32>
  %s2005 = tensor.extract_slice %r2003[0, 1, 0, 0] [10, 7, 7, 384] [1, 2, 2, 1] : tensor<10x14x14x384xf32> to tensor<10x7x7x384xf32>
  %s2006 = tensor.extract_slice %r2003[0, 0, 1, 0] [10, 7, 7, 384] [1, 2, 2, 1] : tensor<10x14x14x384xf32> to tensor<10x7x7x384xf32>
  %s2007 = tensor.extract_slice %r2003[0, 1, 1, 0] [10, 7, 7, 384] [1, 2, 2, 1] : tensor<10x14x14x384xf32> to tensor<10x7x7x384xf32>
  %e2008 = tensor.empty() : tensor<10x7x7x1536xf32>
  %cat2009 = tensor.insert_slice %s2004 into %e2008[0, 0, 0, 0] [10, 7, 7, 384] [1, 1, 1, 1] : tensor<10x7x7x384xf32> into tensor<10x7x7x1536xf32>
  %cat2010 = tensor.insert_slice %s2005 into %cat2009[0, 0, 0, 384] [10, 7, 7, 384] [1, 1, 1, 1] : tensor<10x7x7x384xf32> into tensor<10x7x7x1536xf32>
  %cat2011 = tensor.insert_slice %s2006 into %cat2010[0, 0, 0, 768] [10, 7, 7, 384] [1, 1, 1, 1] : tensor<10x7x7x384xf32> into tensor<10x7x7x1536xf32>
  %cat2012 = tensor.insert_slice %s2007 into %cat2011[0, 0, 0, 1152] [10, 7, 7, 384] [1, 1, 1, 1] : tensor<10x7x7x384xf32> into tensor<10x7x7x1536xf32>
  %r2013 = tensor.collapse_shape %cat2012 [[0], [1, 2], [3]] : tensor<10x7x7x1536xf32> into tensor<10x49x1536xf32>
  %e2014 = tensor.empty() : tensor<10x49xf32>
  %f2015 = linalg.fill ins(%c0 : f32) outs(%e2014 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2019 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2013 : tensor<10x49x1536xf32>) outs(%f2015 : tensor<10x49xf32>) {
  ^bb0(%a2016: f32, %o2017: f32):
    %b2018 = arith.addf %a2016, %o2017 : f32
    linalg.yield %b2018 : f32
  } -> tensor<10x49xf32>
  %e2020 = tensor.empty() : tensor<10x49xf32>
  %g2024 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2019 : tensor<10x49xf32>) outs(%e2020 : tensor<10x49xf32>) {
  ^bb0(%a2021: f32, %o2022: f32):
    %b2023 = arith.divf %a2021, %c9 : f32
    linalg.yield %b2023 : f32
  } -> tensor<10x49xf32>
  %e2026 = tensor.empty() : tensor<10x49x1536xf32>
  %g2032 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2013, %g2024 : tensor<10x49x1536xf32>, tensor<10x49xf32>) outs(%e2026 : tensor<10x49x1536xf32>) {
  ^bb0(%a2027: f32, %a2028: f32, %o2029: f32):
    %b2030 = arith.subf %a2027, %a2028 : f32
    %b2031 = arith.mulf %b2030, %b2030 : f32
    linalg.yield %b2031 : f32
  } -> tensor<10x49x1536xf32>
  %e2033 = tensor.empty() : tensor<10x49xf32>
  %f2034 = linalg.fill ins(%c0 : f32) outs(%e2033 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2038 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2032 : tensor<10x49x1536xf32>) outs(%f2034 : tensor<10x49xf32>) {
  ^bb0(%a2035: f32, %o2036: f32):
    %b2037 = arith.addf %a2035, %o2036 : f32
    linalg.yield %b2037 : f32
  } -> tensor<10x49xf32>
  %e2039 = tensor.empty() : tensor<10x49xf32>
  %g2043 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2038 : tensor<10x49xf32>) outs(%e2039 : tensor<10x49xf32>) {
  ^bb0(%a2040: f32, %o2041: f32):
    %b2042 = arith.divf %a2040, %c9 : f32
    linalg.yield %b2042 : f32
  } -> tensor<10x49xf32>
  %e2045 = tensor.empty() : tensor<10x49x1536xf32>
  %g2058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2013, %g2024, %g2043, %layers_2_downsample_norm_weight, %layers_2_downsample_norm_bias : tensor<10x49x1536xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<1536xf32>, tensor<1536xf32>) outs(%e2045 : tensor<10x49x1536xf32>) {
  ^bb0(%a2046: f32, %a2047: f32, %a2048: f32, %a2049: f32, %a2050: f32, %o2051: f32):
    %b2052 = arith.addf %a2048, %c2 : f32
    %b2053 = math.sqrt %b2052 : f32
    %b2054 = arith.subf %a2046, %a2047 : f32
    %b2055 = arith.divf %b2054, %b2053 : f32
    %b2056 = arith.mulf %b2055, %a2049 : f32
    %b2057 = arith.addf %b2056, %a2050 : f32
    linalg.yield %b2057 : f32
  } -> tensor<10x49x1536xf32>
  %r2059 = tensor.collapse_shape %g2058 [[0, 1], [2]] : tensor<10x49x1536xf32> into tensor<490x1536xf32>
  %e2060 = tensor.empty() : tensor<490x768xf32>
  %f2061 = linalg.fill ins(%c0 : f32) outs(%e2060 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %mm2062 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2059, %layers_2_downsample_reduction_weight : tensor<490x1536xf32>, tensor<768x1536xf32>) outs(%f2061 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %r2063 = tensor.expand_shape %mm2062 [[0, 1], [2]] output_shape [10, 49, 768] : tensor<490x768xf32> into tensor<10x49x768xf32>
  %e2064 = tensor.empty() : tensor<10x49xf32>
  %f2065 = linalg.fill ins(%c0 : f32) outs(%e2064 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2069 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2063 : tensor<10x49x768xf32>) outs(%f2065 : tensor<10x49xf32>) {
  ^bb0(%a2066: f32, %o2067: f32):
    %b2068 = arith.addf %a2066, %o2067 : f32
    linalg.yield %b2068 : f32
  } -> tensor<10x49xf32>
  %e2070 = tensor.empty() : tensor<10x49xf32>
  %g2074 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2069 : tensor<10x49xf32>) outs(%e2070 : tensor<10x49xf32>) {
  ^bb0(%a2071: f32, %o2072: f32):
    %b2073 = arith.divf %a2071, %c8 : f32
    linalg.yield %b2073 : f32
  } -> tensor<10x49xf32>
  %e2076 = tensor.empty() : tensor<10x49x768xf32>
  %g2082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2063, %g2074 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e2076 : tensor<10x49x768xf32>) {
  ^bb0(%a2077: f32, %a2078: f32, %o2079: f32):
    %b2080 = arith.subf %a2077, %a2078 : f32
    %b2081 = arith.mulf %b2080, %b2080 : f32
    linalg.yield %b2081 : f32
  } -> tensor<10x49x768xf32>
  %e2083 = tensor.empty() : tensor<10x49xf32>
  %f2084 = linalg.fill ins(%c0 : f32) outs(%e2083 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2082 : tensor<10x49x768xf32>) outs(%f2084 : tensor<10x49xf32>) {
  ^bb0(%a2085: f32, %o2086: f32):
    %b2087 = arith.addf %a2085, %o2086 : f32
    linalg.yield %b2087 : f32
  } -> tensor<10x49xf32>
  %e2089 = tensor.empty() : tensor<10x49xf32>
  %g2093 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2088 : tensor<10x49xf32>) outs(%e2089 : tensor<10x49xf32>) {
  ^bb0(%a2090: f32, %o2091: f32):
    %b2092 = arith.divf %a2090, %c8 : f32
    linalg.yield %b2092 : f32
  } -> tensor<10x49xf32>
  %e2095 = tensor.empty() : tensor<10x49x768xf32>
  %g2108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2063, %g2074, %g2093, %layers_3_blocks_0_norm1_weight, %layers_3_blocks_0_norm1_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e2095 : tensor<10x49x768xf32>) {
  ^bb0(%a2096: f32, %a2097: f32, %a2098: f32, %a2099: f32, %a2100: f32, %o2101: f32):
    %b2102 = arith.addf %a2098, %c2 : f32
    %b2103 = math.sqrt %b2102 : f32
    %b2104 = arith.subf %a2096, %a2097 : f32
    %b2105 = arith.divf %b2104, %b2103 : f32
    %b2106 = arith.mulf %b2105, %a2099 : f32
    %b2107 = arith.addf %b2106, %a2100 : f32
    linalg.yield %b2107 : f32
  } -> tensor<10x49x768xf32>
  %r2109 = tensor.expand_shape %g2108 [[0], [1, 2], [3]] output_shape [10, 7, 7, 768] : tensor<10x49x768xf32> into tensor<10x7x7x768xf32>
  %r2110 = tensor.expand_shape %r2109 [[0], [1, 2], [3, 4], [5]] output_shape [10, 1, 7, 1, 7, 768] : tensor<10x7x7x768xf32> into tensor<10x1x7x1x7x768xf32>
  %e2111 = tensor.empty() : tensor<10x1x1x7x7x768xf32>
  %g2114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2110 : tensor<10x1x7x1x7x768xf32>) outs(%e2111 : tensor<10x1x1x7x7x768xf32>) {
  ^bb0(%a2112: f32, %o2113: f32):
    linalg.yield %a2112 : f32
  } -> tensor<10x1x1x7x7x768xf32>
  %r2115 = tensor.collapse_shape %g2114 [[0], [1, 2, 3], [4], [5]] : tensor<10x1x1x7x7x768xf32> into tensor<10x7x7x768xf32>
  %r2116 = tensor.collapse_shape %r2115 [[0], [1, 2], [3]] : tensor<10x7x7x768xf32> into tensor<10x49x768xf32>
  %r2117 = tensor.expand_shape %r2116 [[0], [1], [2, 3]] output_shape [10, 49, 24, 32] : tensor<10x49x768xf32> into tensor<10x49x24x32xf32>
  %e2118 = tensor.empty() : tensor<10x24x49x32xf32>
  %g2121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2117 : tensor<10x49x24x32xf32>) outs(%e2118 : tensor<10x24x49x32xf32>) {
  ^bb0(%a2119: f32, %o2120: f32):
    linalg.yield %a2119 : f32
  } -> tensor<10x24x49x32xf32>
  %r2122 = tensor.collapse_shape %g2121 [[0], [1, 2], [3]] : tensor<10x24x49x32xf32> into tensor<10x1176x32xf32>
  %r2123 = tensor.expand_shape %layers_3_blocks_0_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [24, 49, 49, 1] : tensor<1176x49x1xf32> into tensor<24x49x49x1xf32>
  %r2124 = tensor.expand_shape %r2122 [[0], [1, 2], [3]] output_shape [10, 24, 49, 32] : tensor<10x1176x32xf32> into tensor<10x24x49x32xf32>
  %e2125 = tensor.empty() : tensor<10x24x49x32xf32>
  %f2126 = linalg.fill ins(%c0 : f32) outs(%e2125 : tensor<10x24x49x32xf32>) -> tensor<10x24x49x32xf32>
  %g2132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r2124, %r2123 : tensor<10x24x49x32xf32>, tensor<24x49x49x1xf32>) outs(%f2126 : tensor<10x24x49x32xf32>) {
  ^bb0(%a2127: f32, %a2128: f32, %o2129: f32):
    %b2130 = arith.mulf %a2127, %a2128 : f32
    %b2131 = arith.addf %o2129, %b2130 : f32
    linalg.yield %b2131 : f32
  } -> tensor<10x24x49x32xf32>
  %r2133 = tensor.collapse_shape %g2132 [[0], [1, 2], [3]] : tensor<10x24x49x32xf32> into tensor<10x1176x32xf32>
  %e2135 = tensor.empty() : tensor<10x1176x32xf32>
  %g2140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2133, %layers_3_blocks_0_spatial_mlp_bias : tensor<10x1176x32xf32>, tensor<1176xf32>) outs(%e2135 : tensor<10x1176x32xf32>) {
  ^bb0(%a2136: f32, %a2137: f32, %o2138: f32):
    %b2139 = arith.addf %a2136, %a2137 : f32
    linalg.yield %b2139 : f32
  } -> tensor<10x1176x32xf32>
  %r2141 = tensor.expand_shape %g2140 [[0], [1, 2], [3]] output_shape [10, 24, 49, 32] : tensor<10x1176x32xf32> into tensor<10x24x49x32xf32>
  %e2142 = tensor.empty() : tensor<10x49x24x32xf32>
  %g2145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2141 : tensor<10x24x49x32xf32>) outs(%e2142 : tensor<10x49x24x32xf32>) {
  ^bb0(%a2143: f32, %o2144: f32):
    linalg.yield %a2143 : f32
  } -> tensor<10x49x24x32xf32>
  %r2146 = tensor.collapse_shape %g2145 [[0], [1], [2, 3]] : tensor<10x49x24x32xf32> into tensor<10x49x768xf32>
  %r2147 = tensor.expand_shape %r2146 [[0], [1, 2], [3]] output_shape [10, 7, 7, 768] : tensor<10x49x768xf32> into tensor<10x7x7x768xf32>
  %r2148 = tensor.expand_shape %r2147 [[0], [1, 2, 3], [4], [5]] output_shape [10, 1, 1, 7, 7, 768] : tensor<10x7x7x768xf32> into tensor<10x1x1x7x7x768xf32>
  %e2149 = tensor.empty() : tensor<10x1x7x1x7x768xf32>
  %g2152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2148 : tensor<10x1x1x7x7x768xf32>) outs(%e2149 : tensor<10x1x7x1x7x768xf32>) {
  ^bb0(%a2150: f32, %o2151: f32):
    linalg.yield %a2150 : f32
  } -> tensor<10x1x7x1x7x768xf32>
  %r2153 = tensor.collapse_shape %g2152 [[0], [1, 2], [3, 4], [5]] : tensor<10x1x7x1x7x768xf32> into tensor<10x7x7x768xf32>
  %r2154 = tensor.collapse_shape %r2153 [[0], [1, 2], [3]] : tensor<10x7x7x768xf32> into tensor<10x49x768xf32>
  %e2155 = tensor.empty() : tensor<10x49x768xf32>
  %g2160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2063, %r2154 : tensor<10x49x768xf32>, tensor<10x49x768xf32>) outs(%e2155 : tensor<10x49x768xf32>) {
  ^bb0(%a2156: f32, %a2157: f32, %o2158: f32):
    %b2159 = arith.addf %a2156, %a2157 : f32
    linalg.yield %b2159 : f32
  } -> tensor<10x49x768xf32>
  %e2161 = tensor.empty() : tensor<10x49xf32>
  %f2162 = linalg.fill ins(%c0 : f32) outs(%e2161 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2160 : tensor<10x49x768xf32>) outs(%f2162 : tensor<10x49xf32>) {
  ^bb0(%a2163: f32, %o2164: f32):
    %b2165 = arith.addf %a2163, %o2164 : f32
    linalg.yield %b2165 : f32
  } -> tensor<10x49xf32>
  %e2167 = tensor.empty() : tensor<10x49xf32>
  %g2171 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2166 : tensor<10x49xf32>) outs(%e2167 : tensor<10x49xf32>) {
  ^bb0(%a2168: f32, %o2169: f32):
    %b2170 = arith.divf %a2168, %c8 : f32
    linalg.yield %b2170 : f32
  } -> tensor<10x49xf32>
  %e2173 = tensor.empty() : tensor<10x49x768xf32>
  %g2179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2160, %g2171 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e2173 : tensor<10x49x768xf32>) {
  ^bb0(%a2174: f32, %a2175: f32, %o2176: f32):
    %b2177 = arith.subf %a2174, %a2175 : f32
    %b2178 = arith.mulf %b2177, %b2177 : f32
    linalg.yield %b2178 : f32
  } -> tensor<10x49x768xf32>
  %e2180 = tensor.empty() : tensor<10x49xf32>
  %f2181 = linalg.fill ins(%c0 : f32) outs(%e2180 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2179 : tensor<10x49x768xf32>) outs(%f2181 : tensor<10x49xf32>) {
  ^bb0(%a2182: f32, %o2183: f32):
    %b2184 = arith.addf %a2182, %o2183 : f32
    linalg.yield %b2184 : f32
  } -> tensor<10x49xf32>
  %e2186 = tensor.empty() : tensor<10x49xf32>
  %g2190 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2185 : tensor<10x49xf32>) outs(%e2186 : tensor<10x49xf32>) {
  ^bb0(%a2187: f32, %o2188: f32):
    %b2189 = arith.divf %a2187, %c8 : f32
    linalg.yield %b2189 : f32
  } -> tensor<10x49xf32>
  %e2192 = tensor.empty() : tensor<10x49x768xf32>
  %g2205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2160, %g2171, %g2190, %layers_3_blocks_0_norm2_weight, %layers_3_blocks_0_norm2_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e2192 : tensor<10x49x768xf32>) {
  ^bb0(%a2193: f32, %a2194: f32, %a2195: f32, %a2196: f32, %a2197: f32, %o2198: f32):
    %b2199 = arith.addf %a2195, %c2 : f32
    %b2200 = math.sqrt %b2199 : f32
    %b2201 = arith.subf %a2193, %a2194 : f32
    %b2202 = arith.divf %b2201, %b2200 : f32
    %b2203 = arith.mulf %b2202, %a2196 : f32
    %b2204 = arith.addf %b2203, %a2197 : f32
    linalg.yield %b2204 : f32
  } -> tensor<10x49x768xf32>
  %r2206 = tensor.collapse_shape %g2205 [[0, 1], [2]] : tensor<10x49x768xf32> into tensor<490x768xf32>
  %e2207 = tensor.empty() : tensor<490x3072xf32>
  %f2208 = linalg.fill ins(%c0 : f32) outs(%e2207 : tensor<490x3072xf32>) -> tensor<490x3072xf32>
  %mm2209 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2206, %layers_3_blocks_0_mlp_fc1_weight : tensor<490x768xf32>, tensor<3072x768xf32>) outs(%f2208 : tensor<490x3072xf32>) -> tensor<490x3072xf32>
  %e2210 = tensor.empty() : tensor<490x3072xf32>
  %g2215 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2209, %layers_3_blocks_0_mlp_fc1_bias : tensor<490x3072xf32>, tensor<3072xf32>) outs(%e2210 : tensor<490x3072xf32>) {
  ^bb0(%a2211: f32, %a2212: f32, %o2213: f32):
    %b2214 = arith.addf %a2211, %a2212 : f32
    linalg.yield %b2214 : f32
  } -> tensor<490x3072xf32>
  %r2216 = tensor.expand_shape %g2215 [[0, 1], [2]] output_shape [10, 49, 3072] : tensor<490x3072xf32> into tensor<10x49x3072xf32>
  %e2217 = tensor.empty() : tensor<10x49x3072xf32>
  %g2225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2216 : tensor<10x49x3072xf32>) outs(%e2217 : tensor<10x49x3072xf32>) {
  ^bb0(%a2218: f32, %o2219: f32):
    %b2220 = arith.mulf %a2218, %c3 : f32
    %b2221 = arith.mulf %a2218, %c4 : f32
    %b2222 = math.erf %b2221 : f32
    %b2223 = arith.addf %b2222, %c5 : f32
    %b2224 = arith.mulf %b2220, %b2223 : f32
    linalg.yield %b2224 : f32
  } -> tensor<10x49x3072xf32>
  %r2226 = tensor.collapse_shape %g2225 [[0, 1], [2]] : tensor<10x49x3072xf32> into tensor<490x3072xf32>
  %e2227 = tensor.empty() : tensor<490x768xf32>
  %f2228 = linalg.fill ins(%c0 : f32) outs(%e2227 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %mm2229 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2226, %layers_3_blocks_0_mlp_fc2_weight : tensor<490x3072xf32>, tensor<768x3072xf32>) outs(%f2228 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %e2230 = tensor.empty() : tensor<490x768xf32>
  %g2235 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2229, %layers_3_blocks_0_mlp_fc2_bias : tensor<490x768xf32>, tensor<768xf32>) outs(%e2230 : tensor<490x768xf32>) {
  ^bb0(%a2231: f32, %a2232: f32, %o2233: f32):
    %b2234 = arith.addf %a2231, %a2232 : f32
    linalg.yield %b2234 : f32
  } -> tensor<490x768xf32>
  %r2236 = tensor.expand_shape %g2235 [[0, 1], [2]] output_shape [10, 49, 768] : tensor<490x768xf32> into tensor<10x49x768xf32>
  %e2237 = tensor.empty() : tensor<10x49x768xf32>
  %g2242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2160, %r2236 : tensor<10x49x768xf32>, tensor<10x49x768xf32>) outs(%e2237 : tensor<10x49x768xf32>) {
  ^bb0(%a2238: f32, %a2239: f32, %o2240: f32):
    %b2241 = arith.addf %a2238, %a2239 : f32
    linalg.yield %b2241 : f32
  } -> tensor<10x49x768xf32>
  %e2243 = tensor.empty() : tensor<10x49xf32>
  %f2244 = linalg.fill ins(%c0 : f32) outs(%e2243 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2242 : tensor<10x49x768xf32>) outs(%f2244 : tensor<10x49xf32>) {
  ^bb0(%a2245: f32, %o2246: f32):
    %b2247 = arith.addf %a2245, %o2246 : f32
    linalg.yield %b2247 : f32
  } -> tensor<10x49xf32>
  %e2249 = tensor.empty() : tensor<10x49xf32>
  %g2253 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2248 : tensor<10x49xf32>) outs(%e2249 : tensor<10x49xf32>) {
  ^bb0(%a2250: f32, %o2251: f32):
    %b2252 = arith.divf %a2250, %c8 : f32
    linalg.yield %b2252 : f32
  } -> tensor<10x49xf32>
  %e2255 = tensor.empty() : tensor<10x49x768xf32>
  %g2261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2242, %g2253 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e2255 : tensor<10x49x768xf32>) {
  ^bb0(%a2256: f32, %a2257: f32, %o2258: f32):
    %b2259 = arith.subf %a2256, %a2257 : f32
    %b2260 = arith.mulf %b2259, %b2259 : f32
    linalg.yield %b2260 : f32
  } -> tensor<10x49x768xf32>
  %e2262 = tensor.empty() : tensor<10x49xf32>
  %f2263 = linalg.fill ins(%c0 : f32) outs(%e2262 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2261 : tensor<10x49x768xf32>) outs(%f2263 : tensor<10x49xf32>) {
  ^bb0(%a2264: f32, %o2265: f32):
    %b2266 = arith.addf %a2264, %o2265 : f32
    linalg.yield %b2266 : f32
  } -> tensor<10x49xf32>
  %e2268 = tensor.empty() : tensor<10x49xf32>
  %g2272 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2267 : tensor<10x49xf32>) outs(%e2268 : tensor<10x49xf32>) {
  ^bb0(%a2269: f32, %o2270: f32):
    %b2271 = arith.divf %a2269, %c8 : f32
    linalg.yield %b2271 : f32
  } -> tensor<10x49xf32>
  %e2274 = tensor.empty() : tensor<10x49x768xf32>
  %g2287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2242, %g2253, %g2272, %layers_3_blocks_1_norm1_weight, %layers_3_blocks_1_norm1_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e2274 : tensor<10x49x768xf32>) {
  ^bb0(%a2275: f32, %a2276: f32, %a2277: f32, %a2278: f32, %a2279: f32, %o2280: f32):
    %b2281 = arith.addf %a2277, %c2 : f32
    %b2282 = math.sqrt %b2281 : f32
    %b2283 = arith.subf %a2275, %a2276 : f32
    %b2284 = arith.divf %b2283, %b2282 : f32
    %b2285 = arith.mulf %b2284, %a2278 : f32
    %b2286 = arith.addf %b2285, %a2279 : f32
    linalg.yield %b2286 : f32
  } -> tensor<10x49x768xf32>
  %r2288 = tensor.expand_shape %g2287 [[0], [1, 2], [3]] output_shape [10, 7, 7, 768] : tensor<10x49x768xf32> into tensor<10x7x7x768xf32>
  %r2289 = tensor.expand_shape %r2288 [[0], [1, 2], [3, 4], [5]] output_shape [10, 1, 7, 1, 7, 768] : tensor<10x7x7x768xf32> into tensor<10x1x7x1x7x768xf32>
  %e2290 = tensor.empty() : tensor<10x1x1x7x7x768xf32>
  %g2293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2289 : tensor<10x1x7x1x7x768xf32>) outs(%e2290 : tensor<10x1x1x7x7x768xf32>) {
  ^bb0(%a2291: f32, %o2292: f32):
    linalg.yield %a2291 : f32
  } -> tensor<10x1x1x7x7x768xf32>
  %r2294 = tensor.collapse_shape %g2293 [[0], [1, 2, 3], [4], [5]] : tensor<10x1x1x7x7x768xf32> into tensor<10x7x7x768xf32>
  %r2295 = tensor.collapse_shape %r2294 [[0], [1, 2], [3]] : tensor<10x7x7x768xf32> into tensor<10x49x768xf32>
  %r2296 = tensor.expand_shape %r2295 [[0], [1], [2, 3]] output_shape [10, 49, 24, 32] : tensor<10x49x768xf32> into tensor<10x49x24x32xf32>
  %e2297 = tensor.empty() : tensor<10x24x49x32xf32>
  %g2300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2296 : tensor<10x49x24x32xf32>) outs(%e2297 : tensor<10x24x49x32xf32>) {
  ^bb0(%a2298: f32, %o2299: f32):
    linalg.yield %a2298 : f32
  } -> tensor<10x24x49x32xf32>
  %r2301 = tensor.collapse_shape %g2300 [[0], [1, 2], [3]] : tensor<10x24x49x32xf32> into tensor<10x1176x32xf32>
  %r2302 = tensor.expand_shape %layers_3_blocks_1_spatial_mlp_weight [[0, 1], [2], [3]] output_shape [24, 49, 49, 1] : tensor<1176x49x1xf32> into tensor<24x49x49x1xf32>
  %r2303 = tensor.expand_shape %r2301 [[0], [1, 2], [3]] output_shape [10, 24, 49, 32] : tensor<10x1176x32xf32> into tensor<10x24x49x32xf32>
  %e2304 = tensor.empty() : tensor<10x24x49x32xf32>
  %f2305 = linalg.fill ins(%c0 : f32) outs(%e2304 : tensor<10x24x49x32xf32>) -> tensor<10x24x49x32xf32>
  %g2311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r2303, %r2302 : tensor<10x24x49x32xf32>, tensor<24x49x49x1xf32>) outs(%f2305 : tensor<10x24x49x32xf32>) {
  ^bb0(%a2306: f32, %a2307: f32, %o2308: f32):
    %b2309 = arith.mulf %a2306, %a2307 : f32
    %b2310 = arith.addf %o2308, %b2309 : f32
    linalg.yield %b2310 : f32
  } -> tensor<10x24x49x32xf32>
  %r2312 = tensor.collapse_shape %g2311 [[0], [1, 2], [3]] : tensor<10x24x49x32xf32> into tensor<10x1176x32xf32>
  %e2314 = tensor.empty() : tensor<10x1176x32xf32>
  %g2319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2312, %layers_3_blocks_1_spatial_mlp_bias : tensor<10x1176x32xf32>, tensor<1176xf32>) outs(%e2314 : tensor<10x1176x32xf32>) {
  ^bb0(%a2315: f32, %a2316: f32, %o2317: f32):
    %b2318 = arith.addf %a2315, %a2316 : f32
    linalg.yield %b2318 : f32
  } -> tensor<10x1176x32xf32>
  %r2320 = tensor.expand_shape %g2319 [[0], [1, 2], [3]] output_shape [10, 24, 49, 32] : tensor<10x1176x32xf32> into tensor<10x24x49x32xf32>
  %e2321 = tensor.empty() : tensor<10x49x24x32xf32>
  %g2324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2320 : tensor<10x24x49x32xf32>) outs(%e2321 : tensor<10x49x24x32xf32>) {
  ^bb0(%a2322: f32, %o2323: f32):
    linalg.yield %a2322 : f32
  } -> tensor<10x49x24x32xf32>
  %r2325 = tensor.collapse_shape %g2324 [[0], [1], [2, 3]] : tensor<10x49x24x32xf32> into tensor<10x49x768xf32>
  %r2326 = tensor.expand_shape %r2325 [[0], [1, 2], [3]] output_shape [10, 7, 7, 768] : tensor<10x49x768xf32> into tensor<10x7x7x768xf32>
  %r2327 = tensor.expand_shape %r2326 [[0], [1, 2, 3], [4], [5]] output_shape [10, 1, 1, 7, 7, 768] : tensor<10x7x7x768xf32> into tensor<10x1x1x7x7x768xf32>
  %e2328 = tensor.empty() : tensor<10x1x7x1x7x768xf32>
  %g2331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2327 : tensor<10x1x1x7x7x768xf32>) outs(%e2328 : tensor<10x1x7x1x7x768xf32>) {
  ^bb0(%a2329: f32, %o2330: f32):
    linalg.yield %a2329 : f32
  } -> tensor<10x1x7x1x7x768xf32>
  %r2332 = tensor.collapse_shape %g2331 [[0], [1, 2], [3, 4], [5]] : tensor<10x1x7x1x7x768xf32> into tensor<10x7x7x768xf32>
  %r2333 = tensor.collapse_shape %r2332 [[0], [1, 2], [3]] : tensor<10x7x7x768xf32> into tensor<10x49x768xf32>
  %e2334 = tensor.empty() : tensor<10x49x768xf32>
  %g2339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2242, %r2333 : tensor<10x49x768xf32>, tensor<10x49x768xf32>) outs(%e2334 : tensor<10x49x768xf32>) {
  ^bb0(%a2335: f32, %a2336: f32, %o2337: f32):
    %b2338 = arith.addf %a2335, %a2336 : f32
    linalg.yield %b2338 : f32
  } -> tensor<10x49x768xf32>
  %e2340 = tensor.empty() : tensor<10x49xf32>
  %f2341 = linalg.fill ins(%c0 : f32) outs(%e2340 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2339 : tensor<10x49x768xf32>) outs(%f2341 : tensor<10x49xf32>) {
  ^bb0(%a2342: f32, %o2343: f32):
    %b2344 = arith.addf %a2342, %o2343 : f32
    linalg.yield %b2344 : f32
  } -> tensor<10x49xf32>
  %e2346 = tensor.empty() : tensor<10x49xf32>
  %g2350 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2345 : tensor<10x49xf32>) outs(%e2346 : tensor<10x49xf32>) {
  ^bb0(%a2347: f32, %o2348: f32):
    %b2349 = arith.divf %a2347, %c8 : f32
    linalg.yield %b2349 : f32
  } -> tensor<10x49xf32>
  %e2352 = tensor.empty() : tensor<10x49x768xf32>
  %g2358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2339, %g2350 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e2352 : tensor<10x49x768xf32>) {
  ^bb0(%a2353: f32, %a2354: f32, %o2355: f32):
    %b2356 = arith.subf %a2353, %a2354 : f32
    %b2357 = arith.mulf %b2356, %b2356 : f32
    linalg.yield %b2357 : f32
  } -> tensor<10x49x768xf32>
  %e2359 = tensor.empty() : tensor<10x49xf32>
  %f2360 = linalg.fill ins(%c0 : f32) outs(%e2359 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2358 : tensor<10x49x768xf32>) outs(%f2360 : tensor<10x49xf32>) {
  ^bb0(%a2361: f32, %o2362: f32):
    %b2363 = arith.addf %a2361, %o2362 : f32
    linalg.yield %b2363 : f32
  } -> tensor<10x49xf32>
  %e2365 = tensor.empty() : tensor<10x49xf32>
  %g2369 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2364 : tensor<10x49xf32>) outs(%e2365 : tensor<10x49xf32>) {
  ^bb0(%a2366: f32, %o2367: f32):
    %b2368 = arith.divf %a2366, %c8 : f32
    linalg.yield %b2368 : f32
  } -> tensor<10x49xf32>
  %e2371 = tensor.empty() : tensor<10x49x768xf32>
  %g2384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2339, %g2350, %g2369, %layers_3_blocks_1_norm2_weight, %layers_3_blocks_1_norm2_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e2371 : tensor<10x49x768xf32>) {
  ^bb0(%a2372: f32, %a2373: f32, %a2374: f32, %a2375: f32, %a2376: f32, %o2377: f32):
    %b2378 = arith.addf %a2374, %c2 : f32
    %b2379 = math.sqrt %b2378 : f32
    %b2380 = arith.subf %a2372, %a2373 : f32
    %b2381 = arith.divf %b2380, %b2379 : f32
    %b2382 = arith.mulf %b2381, %a2375 : f32
    %b2383 = arith.addf %b2382, %a2376 : f32
    linalg.yield %b2383 : f32
  } -> tensor<10x49x768xf32>
  %r2385 = tensor.collapse_shape %g2384 [[0, 1], [2]] : tensor<10x49x768xf32> into tensor<490x768xf32>
  %e2386 = tensor.empty() : tensor<490x3072xf32>
  %f2387 = linalg.fill ins(%c0 : f32) outs(%e2386 : tensor<490x3072xf32>) -> tensor<490x3072xf32>
  %mm2388 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2385, %layers_3_blocks_1_mlp_fc1_weight : tensor<490x768xf32>, tensor<3072x768xf32>) outs(%f2387 : tensor<490x3072xf32>) -> tensor<490x3072xf32>
  %e2389 = tensor.empty() : tensor<490x3072xf32>
  %g2394 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2388, %layers_3_blocks_1_mlp_fc1_bias : tensor<490x3072xf32>, tensor<3072xf32>) outs(%e2389 : tensor<490x3072xf32>) {
  ^bb0(%a2390: f32, %a2391: f32, %o2392: f32):
    %b2393 = arith.addf %a2390, %a2391 : f32
    linalg.yield %b2393 : f32
  } -> tensor<490x3072xf32>
  %r2395 = tensor.expand_shape %g2394 [[0, 1], [2]] output_shape [10, 49, 3072] : tensor<490x3072xf32> into tensor<10x49x3072xf32>
  %e2396 = tensor.empty() : tensor<10x49x3072xf32>
  %g2404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2395 : tensor<10x49x3072xf32>) outs(%e2396 : tensor<10x49x3072xf32>) {
  ^bb0(%a2397: f32, %o2398: f32):
    %b2399 = arith.mulf %a2397, %c3 : f32
    %b2400 = arith.mulf %a2397, %c4 : f32
    %b2401 = math.erf %b2400 : f32
    %b2402 = arith.addf %b2401, %c5 : f32
    %b2403 = arith.mulf %b2399, %b2402 : f32
    linalg.yield %b2403 : f32
  } -> tensor<10x49x3072xf32>
  %r2405 = tensor.collapse_shape %g2404 [[0, 1], [2]] : tensor<10x49x3072xf32> into tensor<490x3072xf32>
  %e2406 = tensor.empty() : tensor<490x768xf32>
  %f2407 = linalg.fill ins(%c0 : f32) outs(%e2406 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %mm2408 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2405, %layers_3_blocks_1_mlp_fc2_weight : tensor<490x3072xf32>, tensor<768x3072xf32>) outs(%f2407 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %e2409 = tensor.empty() : tensor<490x768xf32>
  %g2414 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2408, %layers_3_blocks_1_mlp_fc2_bias : tensor<490x768xf32>, tensor<768xf32>) outs(%e2409 : tensor<490x768xf32>) {
  ^bb0(%a2410: f32, %a2411: f32, %o2412: f32):
    %b2413 = arith.addf %a2410, %a2411 : f32
    linalg.yield %b2413 : f32
  } -> tensor<490x768xf32>
  %r2415 = tensor.expand_shape %g2414 [[0, 1], [2]] output_shape [10, 49, 768] : tensor<490x768xf32> into tensor<10x49x768xf32>
  %e2416 = tensor.empty() : tensor<10x49x768xf32>
  %g2421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2339, %r2415 : tensor<10x49x768xf32>, tensor<10x49x768xf32>) outs(%e2416 : tensor<10x49x768xf32>) {
  ^bb0(%a2417: f32, %a2418: f32, %o2419: f32):
    %b2420 = arith.addf %a2417, %a2418 : f32
    linalg.yield %b2420 : f32
  } -> tensor<10x49x768xf32>
  %e2422 = tensor.empty() : tensor<10x49xf32>
  %f2423 = linalg.fill ins(%c0 : f32) outs(%e2422 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2421 : tensor<10x49x768xf32>) outs(%f2423 : tensor<10x49xf32>) {
  ^bb0(%a2424: f32, %o2425: f32):
    %b2426 = arith.addf %a2424, %o2425 : f32
    linalg.yield %b2426 : f32
  } -> tensor<10x49xf32>
  %e2428 = tensor.empty() : tensor<10x49xf32>
  %g2432 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2427 : tensor<10x49xf32>) outs(%e2428 : tensor<10x49xf32>) {
  ^bb0(%a2429: f32, %o2430: f32):
    %b2431 = arith.divf %a2429, %c8 : f32
    linalg.yield %b2431 : f32
  } -> tensor<10x49xf32>
  %e2434 = tensor.empty() : tensor<10x49x768xf32>
  %g2440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2421, %g2432 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e2434 : tensor<10x49x768xf32>) {
  ^bb0(%a2435: f32, %a2436: f32, %o2437: f32):
    %b2438 = arith.subf %a2435, %a2436 : f32
    %b2439 = arith.mulf %b2438, %b2438 : f32
    linalg.yield %b2439 : f32
  } -> tensor<10x49x768xf32>
  %e2441 = tensor.empty() : tensor<10x49xf32>
  %f2442 = linalg.fill ins(%c0 : f32) outs(%e2441 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g2446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2440 : tensor<10x49x768xf32>) outs(%f2442 : tensor<10x49xf32>) {
  ^bb0(%a2443: f32, %o2444: f32):
    %b2445 = arith.addf %a2443, %o2444 : f32
    linalg.yield %b2445 : f32
  } -> tensor<10x49xf32>
  %e2447 = tensor.empty() : tensor<10x49xf32>
  %g2451 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2446 : tensor<10x49xf32>) outs(%e2447 : tensor<10x49xf32>) {
  ^bb0(%a2448: f32, %o2449: f32):
    %b2450 = arith.divf %a2448, %c8 : f32
    linalg.yield %b2450 : f32
  } -> tensor<10x49xf32>
  %e2453 = tensor.empty() : tensor<10x49x768xf32>
  %g2466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2421, %g2432, %g2451, %norm_weight, %norm_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e2453 : tensor<10x49x768xf32>) {
  ^bb0(%a2454: f32, %a2455: f32, %a2456: f32, %a2457: f32, %a2458: f32, %o2459: f32):
    %b2460 = arith.addf %a2456, %c2 : f32
    %b2461 = math.sqrt %b2460 : f32
    %b2462 = arith.subf %a2454, %a2455 : f32
    %b2463 = arith.divf %b2462, %b2461 : f32
    %b2464 = arith.mulf %b2463, %a2457 : f32
    %b2465 = arith.addf %b2464, %a2458 : f32
    linalg.yield %b2465 : f32
  } -> tensor<10x49x768xf32>
  %e2467 = tensor.empty() : tensor<10x768x49xf32>
  %g2470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2466 : tensor<10x49x768xf32>) outs(%e2467 : tensor<10x768x49xf32>) {
  ^bb0(%a2468: f32, %o2469: f32):
    linalg.yield %a2468 : f32
  } -> tensor<10x768x49xf32>
  %e2471 = tensor.empty() : tensor<10x768xf32>
  %f2472 = linalg.fill ins(%c0 : f32) outs(%e2471 : tensor<10x768xf32>) -> tensor<10x768xf32>
  %g2476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2470 : tensor<10x768x49xf32>) outs(%f2472 : tensor<10x768xf32>) {
  ^bb0(%a2473: f32, %o2474: f32):
    %b2475 = arith.addf %a2473, %o2474 : f32
    linalg.yield %b2475 : f32
  } -> tensor<10x768xf32>
  %e2477 = tensor.empty() : tensor<10x768xf32>
  %g2481 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2476 : tensor<10x768xf32>) outs(%e2477 : tensor<10x768xf32>) {
  ^bb0(%a2478: f32, %o2479: f32):
    %b2480 = arith.divf %a2478, %c10 : f32
    linalg.yield %b2480 : f32
  } -> tensor<10x768xf32>
  %r2482 = tensor.expand_shape %g2481 [[0], [1, 2]] output_shape [10, 768, 1] : tensor<10x768xf32> into tensor<10x768x1xf32>
  %r2483 = tensor.collapse_shape %r2482 [[0], [1, 2]] : tensor<10x768x1xf32> into tensor<10x768xf32>
  %e2484 = tensor.empty() : tensor<10x1000xf32>
  %f2485 = linalg.fill ins(%c0 : f32) outs(%e2484 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm2486 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2483, %head_weight : tensor<10x768xf32>, tensor<1000x768xf32>) outs(%f2485 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e2487 = tensor.empty() : tensor<10x1000xf32>
  %g2492 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2486, %head_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e2487 : tensor<10x1000xf32>) {
  ^bb0(%a2488: f32, %a2489: f32, %o2490: f32):
    %b2491 = arith.addf %a2488, %a2489 : f32
    linalg.yield %b2491 : f32
  } -> tensor<10x1000xf32>
  return %g2492 : tensor<10x1000xf32>
}
