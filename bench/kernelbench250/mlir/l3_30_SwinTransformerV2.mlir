// Imported by htam-import from 30_SwinTransformerV2.py (torch 1.13.0a0, torch.fx)
// Arguments: x 10x3x224x224 (input), patch_embed_proj_weight 96x3x4x4 (parameter:patch_embed.proj.weight), patch_embed_proj_bias 96 (parameter:patch_embed.proj.bias), patch_embed_norm_weight 96 (parameter:patch_embed.norm.weight), patch_embed_norm_bias 96 (parameter:patch_embed.norm.bias), layers_0_blocks_0_attn_q_bias 96 (parameter:layers.0.blocks.0.attn.q_bias), layers_0_blocks_0_attn_v_bias 96 (parameter:layers.0.blocks.0.attn.v_bias), layers_0_blocks_0_attn_qkv_weight 288x96 (parameter:layers.0.blocks.0.attn.qkv.weight), layers_0_blocks_0_attn_logit_scale 3x1x1 (parameter:layers.0.blocks.0.attn.logit_scale), layers_0_blocks_0_attn_relative_coords_table 1x13x13x2 (parameter:layers.0.blocks.0.attn.relative_coords_table), layers_0_blocks_0_attn_cpb_mlp_0_weight 512x2 (parameter:layers.0.blocks.0.attn.cpb_mlp.0.weight), layers_0_blocks_0_attn_cpb_mlp_0_bias 512 (parameter:layers.0.blocks.0.attn.cpb_mlp.0.bias), layers_0_blocks_0_attn_cpb_mlp_2_weight 3x512 (parameter:layers.0.blocks.0.attn.cpb_mlp.2.weight), layers_0_blocks_0_attn_relative_position_index 49x49 (parameter:layers.0.blocks.0.attn.relative_position_index), layers_0_blocks_0_attn_proj_weight 96x96 (parameter:layers.0.blocks.0.attn.proj.weight), layers_0_blocks_0_attn_proj_bias 96 (parameter:layers.0.blocks.0.attn.proj.bias), layers_0_blocks_0_norm1_weight 96 (parameter:layers.0.blocks.0.norm1.weight), layers_0_blocks_0_norm1_bias 96 (parameter:layers.0.blocks.0.norm1.bias), layers_0_blocks_0_mlp_fc1_weight 384x96 (parameter:layers.0.blocks.0.mlp.fc1.weight), layers_0_blocks_0_mlp_fc1_bias 384 (parameter:layers.0.blocks.0.mlp.fc1.bias), layers_0_blocks_0_mlp_fc2_weight 96x384 (parameter:layers.0.blocks.0.mlp.fc2.weight), layers_0_blocks_0_mlp_fc2_bias 96 (parameter:layers.0.blocks.0.mlp.fc2.bias), layers_0_blocks_0_norm2_weight 96 (parameter:layers.0.blocks.0.norm2.weight), layers_0_blocks_0_norm2_bias 96 (parameter:layers.0.blocks.0.norm2.bias), layers_0_blocks_1_attn_mask 64x49x49 (parameter:layers.0.blocks.1.attn_mask), layers_0_blocks_1_attn_q_bias 96 (parameter:layers.0.blocks.1.attn.q_bias), layers_0_blocks_1_attn_v_bias 96 (parameter:layers.0.blocks.1.attn.v_bias), layers_0_blocks_1_attn_qkv_weight 288x96 (parameter:layers.0.blocks.1.attn.qkv.weight), layers_0_blocks_1_attn_logit_scale 3x1x1 (parameter:layers.0.blocks.1.attn.logit_scale), layers_0_blocks_1_attn_relative_coords_table 1x13x13x2 (parameter:layers.0.blocks.1.attn.relative_coords_table), layers_0_blocks_1_attn_cpb_mlp_0_weight 512x2 (parameter:layers.0.blocks.1.attn.cpb_mlp.0.weight), layers_0_blocks_1_attn_cpb_mlp_0_bias 512 (parameter:layers.0.blocks.1.attn.cpb_mlp.0.bias), layers_0_blocks_1_attn_cpb_mlp_2_weight 3x512 (parameter:layers.0.blocks.1.attn.cpb_mlp.2.weight), layers_0_blocks_1_attn_relative_position_index 49x49 (parameter:layers.0.blocks.1.attn.relative_position_index), layers_0_blocks_1_attn_proj_weight 96x96 (parameter:layers.0.blocks.1.attn.proj.weight), layers_0_blocks_1_attn_proj_bias 96 (parameter:layers.0.blocks.1.attn.proj.bias), layers_0_blocks_1_norm1_weight 96 (parameter:layers.0.blocks.1.norm1.weight), layers_0_blocks_1_norm1_bias 96 (parameter:layers.0.blocks.1.norm1.bias), layers_0_blocks_1_mlp_fc1_weight 384x96 (parameter:layers.0.blocks.1.mlp.fc1.weight), layers_0_blocks_1_mlp_fc1_bias 384 (parameter:layers.0.blocks.1.mlp.fc1.bias), layers_0_blocks_1_mlp_fc2_weight 96x384 (parameter:layers.0.blocks.1.mlp.fc2.weight), layers_0_blocks_1_mlp_fc2_bias 96 (parameter:layers.0.blocks.1.mlp.fc2.bias), layers_0_blocks_1_norm2_weight 96 (parameter:layers.0.blocks.1.norm2.weight), layers_0_blocks_1_norm2_bias 96 (parameter:layers.0.blocks.1.norm2.bias), layers_0_downsample_reduction_weight 192x384 (parameter:layers.0.downsample.reduction.weight), layers_0_downsample_norm_weight 192 (parameter:layers.0.downsample.norm.weight), layers_0_downsample_norm_bias 192 (parameter:layers.0.downsample.norm.bias), layers_1_blocks_0_attn_q_bias 192 (parameter:layers.1.blocks.0.attn.q_bias), layers_1_blocks_0_attn_v_bias 192 (parameter:layers.1.blocks.0.attn.v_bias), layers_1_blocks_0_attn_qkv_weight 576x192 (parameter:layers.1.blocks.0.attn.qkv.weight), layers_1_blocks_0_attn_logit_scale 6x1x1 (parameter:layers.1.blocks.0.attn.logit_scale), layers_1_blocks_0_attn_relative_coords_table 1x13x13x2 (parameter:layers.1.blocks.0.attn.relative_coords_table), layers_1_blocks_0_attn_cpb_mlp_0_weight 512x2 (parameter:layers.1.blocks.0.attn.cpb_mlp.0.weight), layers_1_blocks_0_attn_cpb_mlp_0_bias 512 (parameter:layers.1.blocks.0.attn.cpb_mlp.0.bias), layers_1_blocks_0_attn_cpb_mlp_2_weight 6x512 (parameter:layers.1.blocks.0.attn.cpb_mlp.2.weight), layers_1_blocks_0_attn_relative_position_index 49x49 (parameter:layers.1.blocks.0.attn.relative_position_index), layers_1_blocks_0_attn_proj_weight 192x192 (parameter:layers.1.blocks.0.attn.proj.weight), layers_1_blocks_0_attn_proj_bias 192 (parameter:layers.1.blocks.0.attn.proj.bias), layers_1_blocks_0_norm1_weight 192 (parameter:layers.1.blocks.0.norm1.weight), layers_1_blocks_0_norm1_bias 192 (parameter:layers.1.blocks.0.norm1.bias), layers_1_blocks_0_mlp_fc1_weight 768x192 (parameter:layers.1.blocks.0.mlp.fc1.weight), layers_1_blocks_0_mlp_fc1_bias 768 (parameter:layers.1.blocks.0.mlp.fc1.bias), layers_1_blocks_0_mlp_fc2_weight 192x768 (parameter:layers.1.blocks.0.mlp.fc2.weight), layers_1_blocks_0_mlp_fc2_bias 192 (parameter:layers.1.blocks.0.mlp.fc2.bias), layers_1_blocks_0_norm2_weight 192 (parameter:layers.1.blocks.0.norm2.weight), layers_1_blocks_0_norm2_bias 192 (parameter:layers.1.blocks.0.norm2.bias), layers_1_blocks_1_attn_mask 16x49x49 (parameter:layers.1.blocks.1.attn_mask), layers_1_blocks_1_attn_q_bias 192 (parameter:layers.1.blocks.1.attn.q_bias), layers_1_blocks_1_attn_v_bias 192 (parameter:layers.1.blocks.1.attn.v_bias), layers_1_blocks_1_attn_qkv_weight 576x192 (parameter:layers.1.blocks.1.attn.qkv.weight), layers_1_blocks_1_attn_logit_scale 6x1x1 (parameter:layers.1.blocks.1.attn.logit_scale), layers_1_blocks_1_attn_relative_coords_table 1x13x13x2 (parameter:layers.1.blocks.1.attn.relative_coords_table), layers_1_blocks_1_attn_cpb_mlp_0_weight 512x2 (parameter:layers.1.blocks.1.attn.cpb_mlp.0.weight), layers_1_blocks_1_attn_cpb_mlp_0_bias 512 (parameter:layers.1.blocks.1.attn.cpb_mlp.0.bias), layers_1_blocks_1_attn_cpb_mlp_2_weight 6x512 (parameter:layers.1.blocks.1.attn.cpb_mlp.2.weight), layers_1_blocks_1_attn_relative_position_index 49x49 (parameter:layers.1.blocks.1.attn.relative_position_index), layers_1_blocks_1_attn_proj_weight 192x192 (parameter:layers.1.blocks.1.attn.proj.weight), layers_1_blocks_1_attn_proj_bias 192 (parameter:layers.1.blocks.1.attn.proj.bias), layers_1_blocks_1_norm1_weight 192 (parameter:layers.1.blocks.1.norm1.weight), layers_1_blocks_1_norm1_bias 192 (parameter:layers.1.blocks.1.norm1.bias), layers_1_blocks_1_mlp_fc1_weight 768x192 (parameter:layers.1.blocks.1.mlp.fc1.weight), layers_1_blocks_1_mlp_fc1_bias 768 (parameter:layers.1.blocks.1.mlp.fc1.bias), layers_1_blocks_1_mlp_fc2_weight 192x768 (parameter:layers.1.blocks.1.mlp.fc2.weight), layers_1_blocks_1_mlp_fc2_bias 192 (parameter:layers.1.blocks.1.mlp.fc2.bias), layers_1_blocks_1_norm2_weight 192 (parameter:layers.1.blocks.1.norm2.weight), layers_1_blocks_1_norm2_bias 192 (parameter:layers.1.blocks.1.norm2.bias), layers_1_downsample_reduction_weight 384x768 (parameter:layers.1.downsample.reduction.weight), layers_1_downsample_norm_weight 384 (parameter:layers.1.downsample.norm.weight), layers_1_downsample_norm_bias 384 (parameter:layers.1.downsample.norm.bias), layers_2_blocks_0_attn_q_bias 384 (parameter:layers.2.blocks.0.attn.q_bias), layers_2_blocks_0_attn_v_bias 384 (parameter:layers.2.blocks.0.attn.v_bias), layers_2_blocks_0_attn_qkv_weight 1152x384 (parameter:layers.2.blocks.0.attn.qkv.weight), layers_2_blocks_0_attn_logit_scale 12x1x1 (parameter:layers.2.blocks.0.attn.logit_scale), layers_2_blocks_0_attn_relative_coords_table 1x13x13x2 (parameter:layers.2.blocks.0.attn.relative_coords_table), layers_2_blocks_0_attn_cpb_mlp_0_weight 512x2 (parameter:layers.2.blocks.0.attn.cpb_mlp.0.weight), layers_2_blocks_0_attn_cpb_mlp_0_bias 512 (parameter:layers.2.blocks.0.attn.cpb_mlp.0.bias), layers_2_blocks_0_attn_cpb_mlp_2_weight 12x512 (parameter:layers.2.blocks.0.attn.cpb_mlp.2.weight), layers_2_blocks_0_attn_relative_position_index 49x49 (parameter:layers.2.blocks.0.attn.relative_position_index), layers_2_blocks_0_attn_proj_weight 384x384 (parameter:layers.2.blocks.0.attn.proj.weight), layers_2_blocks_0_attn_proj_bias 384 (parameter:layers.2.blocks.0.attn.proj.bias), layers_2_blocks_0_norm1_weight 384 (parameter:layers.2.blocks.0.norm1.weight), layers_2_blocks_0_norm1_bias 384 (parameter:layers.2.blocks.0.norm1.bias), layers_2_blocks_0_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.0.mlp.fc1.weight), layers_2_blocks_0_mlp_fc1_bias 1536 (parameter:layers.2.blocks.0.mlp.fc1.bias), layers_2_blocks_0_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.0.mlp.fc2.weight), layers_2_blocks_0_mlp_fc2_bias 384 (parameter:layers.2.blocks.0.mlp.fc2.bias), layers_2_blocks_0_norm2_weight 384 (parameter:layers.2.blocks.0.norm2.weight), layers_2_blocks_0_norm2_bias 384 (parameter:layers.2.blocks.0.norm2.bias), layers_2_blocks_1_attn_mask 4x49x49 (parameter:layers.2.blocks.1.attn_mask), layers_2_blocks_1_attn_q_bias 384 (parameter:layers.2.blocks.1.attn.q_bias), layers_2_blocks_1_attn_v_bias 384 (parameter:layers.2.blocks.1.attn.v_bias), layers_2_blocks_1_attn_qkv_weight 1152x384 (parameter:layers.2.blocks.1.attn.qkv.weight), layers_2_blocks_1_attn_logit_scale 12x1x1 (parameter:layers.2.blocks.1.attn.logit_scale), layers_2_blocks_1_attn_relative_coords_table 1x13x13x2 (parameter:layers.2.blocks.1.attn.relative_coords_table), layers_2_blocks_1_attn_cpb_mlp_0_weight 512x2 (parameter:layers.2.blocks.1.attn.cpb_mlp.0.weight), layers_2_blocks_1_attn_cpb_mlp_0_bias 512 (parameter:layers.2.blocks.1.attn.cpb_mlp.0.bias), layers_2_blocks_1_attn_cpb_mlp_2_weight 12x512 (parameter:layers.2.blocks.1.attn.cpb_mlp.2.weight), layers_2_blocks_1_attn_relative_position_index 49x49 (parameter:layers.2.blocks.1.attn.relative_position_index), layers_2_blocks_1_attn_proj_weight 384x384 (parameter:layers.2.blocks.1.attn.proj.weight), layers_2_blocks_1_attn_proj_bias 384 (parameter:layers.2.blocks.1.attn.proj.bias), layers_2_blocks_1_norm1_weight 384 (parameter:layers.2.blocks.1.norm1.weight), layers_2_blocks_1_norm1_bias 384 (parameter:layers.2.blocks.1.norm1.bias), layers_2_blocks_1_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.1.mlp.fc1.weight), layers_2_blocks_1_mlp_fc1_bias 1536 (parameter:layers.2.blocks.1.mlp.fc1.bias), layers_2_blocks_1_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.1.mlp.fc2.weight), layers_2_blocks_1_mlp_fc2_bias 384 (parameter:layers.2.blocks.1.mlp.fc2.bias), layers_2_blocks_1_norm2_weight 384 (parameter:layers.2.blocks.1.norm2.weight), layers_2_blocks_1_norm2_bias 384 (parameter:layers.2.blocks.1.norm2.bias), layers_2_blocks_2_attn_q_bias 384 (parameter:layers.2.blocks.2.attn.q_bias), layers_2_blocks_2_attn_v_bias 384 (parameter:layers.2.blocks.2.attn.v_bias), layers_2_blocks_2_attn_qkv_weight 1152x384 (parameter:layers.2.blocks.2.attn.qkv.weight), layers_2_blocks_2_attn_logit_scale 12x1x1 (parameter:layers.2.blocks.2.attn.logit_scale), layers_2_blocks_2_attn_relative_coords_table 1x13x13x2 (parameter:layers.2.blocks.2.attn.relative_coords_table), layers_2_blocks_2_attn_cpb_mlp_0_weight 512x2 (parameter:layers.2.blocks.2.attn.cpb_mlp.0.weight), layers_2_blocks_2_attn_cpb_mlp_0_bias 512 (parameter:layers.2.blocks.2.attn.cpb_mlp.0.bias), layers_2_blocks_2_attn_cpb_mlp_2_weight 12x512 (parameter:layers.2.blocks.2.attn.cpb_mlp.2.weight), layers_2_blocks_2_attn_relative_position_index 49x49 (parameter:layers.2.blocks.2.attn.relative_position_index), layers_2_blocks_2_attn_proj_weight 384x384 (parameter:layers.2.blocks.2.attn.proj.weight), layers_2_blocks_2_attn_proj_bias 384 (parameter:layers.2.blocks.2.attn.proj.bias), layers_2_blocks_2_norm1_weight 384 (parameter:layers.2.blocks.2.norm1.weight), layers_2_blocks_2_norm1_bias 384 (parameter:layers.2.blocks.2.norm1.bias), layers_2_blocks_2_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.2.mlp.fc1.weight), layers_2_blocks_2_mlp_fc1_bias 1536 (parameter:layers.2.blocks.2.mlp.fc1.bias), layers_2_blocks_2_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.2.mlp.fc2.weight), layers_2_blocks_2_mlp_fc2_bias 384 (parameter:layers.2.blocks.2.mlp.fc2.bias), layers_2_blocks_2_norm2_weight 384 (parameter:layers.2.blocks.2.norm2.weight), layers_2_blocks_2_norm2_bias 384 (parameter:layers.2.blocks.2.norm2.bias), layers_2_blocks_3_attn_mask 4x49x49 (parameter:layers.2.blocks.3.attn_mask), layers_2_blocks_3_attn_q_bias 384 (parameter:layers.2.blocks.3.attn.q_bias), layers_2_blocks_3_attn_v_bias 384 (parameter:layers.2.blocks.3.attn.v_bias), layers_2_blocks_3_attn_qkv_weight 1152x384 (parameter:layers.2.blocks.3.attn.qkv.weight), layers_2_blocks_3_attn_logit_scale 12x1x1 (parameter:layers.2.blocks.3.attn.logit_scale), layers_2_blocks_3_attn_relative_coords_table 1x13x13x2 (parameter:layers.2.blocks.3.attn.relative_coords_table), layers_2_blocks_3_attn_cpb_mlp_0_weight 512x2 (parameter:layers.2.blocks.3.attn.cpb_mlp.0.weight), layers_2_blocks_3_attn_cpb_mlp_0_bias 512 (parameter:layers.2.blocks.3.attn.cpb_mlp.0.bias), layers_2_blocks_3_attn_cpb_mlp_2_weight 12x512 (parameter:layers.2.blocks.3.attn.cpb_mlp.2.weight), layers_2_blocks_3_attn_relative_position_index 49x49 (parameter:layers.2.blocks.3.attn.relative_position_index), layers_2_blocks_3_attn_proj_weight 384x384 (parameter:layers.2.blocks.3.attn.proj.weight), layers_2_blocks_3_attn_proj_bias 384 (parameter:layers.2.blocks.3.attn.proj.bias), layers_2_blocks_3_norm1_weight 384 (parameter:layers.2.blocks.3.norm1.weight), layers_2_blocks_3_norm1_bias 384 (parameter:layers.2.blocks.3.norm1.bias), layers_2_blocks_3_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.3.mlp.fc1.weight), layers_2_blocks_3_mlp_fc1_bias 1536 (parameter:layers.2.blocks.3.mlp.fc1.bias), layers_2_blocks_3_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.3.mlp.fc2.weight), layers_2_blocks_3_mlp_fc2_bias 384 (parameter:layers.2.blocks.3.mlp.fc2.bias), layers_2_blocks_3_norm2_weight 384 (parameter:layers.2.blocks.3.norm2.weight), layers_2_blocks_3_norm2_bias 384 (parameter:layers.2.blocks.3.norm2.bias), layers_2_blocks_4_attn_q_bias 384 (parameter:layers.2.blocks.4.attn.q_bias), layers_2_blocks_4_attn_v_bias 384 (parameter:layers.2.blocks.4.attn.v_bias), layers_2_blocks_4_attn_qkv_weight 1152x384 (parameter:layers.2.blocks.4.attn.qkv.weight), layers_2_blocks_4_attn_logit_scale 12x1x1 (parameter:layers.2.blocks.4.attn.logit_scale), layers_2_blocks_4_attn_relative_coords_table 1x13x13x2 (parameter:layers.2.blocks.4.attn.relative_coords_table), layers_2_blocks_4_attn_cpb_mlp_0_weight 512x2 (parameter:layers.2.blocks.4.attn.cpb_mlp.0.weight), layers_2_blocks_4_attn_cpb_mlp_0_bias 512 (parameter:layers.2.blocks.4.attn.cpb_mlp.0.bias), layers_2_blocks_4_attn_cpb_mlp_2_weight 12x512 (parameter:layers.2.blocks.4.attn.cpb_mlp.2.weight), layers_2_blocks_4_attn_relative_position_index 49x49 (parameter:layers.2.blocks.4.attn.relative_position_index), layers_2_blocks_4_attn_proj_weight 384x384 (parameter:layers.2.blocks.4.attn.proj.weight), layers_2_blocks_4_attn_proj_bias 384 (parameter:layers.2.blocks.4.attn.proj.bias), layers_2_blocks_4_norm1_weight 384 (parameter:layers.2.blocks.4.norm1.weight), layers_2_blocks_4_norm1_bias 384 (parameter:layers.2.blocks.4.norm1.bias), layers_2_blocks_4_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.4.mlp.fc1.weight), layers_2_blocks_4_mlp_fc1_bias 1536 (parameter:layers.2.blocks.4.mlp.fc1.bias), layers_2_blocks_4_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.4.mlp.fc2.weight), layers_2_blocks_4_mlp_fc2_bias 384 (parameter:layers.2.blocks.4.mlp.fc2.bias), layers_2_blocks_4_norm2_weight 384 (parameter:layers.2.blocks.4.norm2.weight), layers_2_blocks_4_norm2_bias 384 (parameter:layers.2.blocks.4.norm2.bias), layers_2_blocks_5_attn_mask 4x49x49 (parameter:layers.2.blocks.5.attn_mask), layers_2_blocks_5_attn_q_bias 384 (parameter:layers.2.blocks.5.attn.q_bias), layers_2_blocks_5_attn_v_bias 384 (parameter:layers.2.blocks.5.attn.v_bias), layers_2_blocks_5_attn_qkv_weight 1152x384 (parameter:layers.2.blocks.5.attn.qkv.weight), layers_2_blocks_5_attn_logit_scale 12x1x1 (parameter:layers.2.blocks.5.attn.logit_scale), layers_2_blocks_5_attn_relative_coords_table 1x13x13x2 (parameter:layers.2.blocks.5.attn.relative_coords_table), layers_2_blocks_5_attn_cpb_mlp_0_weight 512x2 (parameter:layers.2.blocks.5.attn.cpb_mlp.0.weight), layers_2_blocks_5_attn_cpb_mlp_0_bias 512 (parameter:layers.2.blocks.5.attn.cpb_mlp.0.bias), layers_2_blocks_5_attn_cpb_mlp_2_weight 12x512 (parameter:layers.2.blocks.5.attn.cpb_mlp.2.weight), layers_2_blocks_5_attn_relative_position_index 49x49 (parameter:layers.2.blocks.5.attn.relative_position_index), layers_2_blocks_5_attn_proj_weight 384x384 (parameter:layers.2.blocks.5.attn.proj.weight), layers_2_blocks_5_attn_proj_bias 384 (parameter:layers.2.blocks.5.attn.proj.bias), layers_2_blocks_5_norm1_weight 384 (parameter:layers.2.blocks.5.norm1.weight), layers_2_blocks_5_norm1_bias 384 (parameter:layers.2.blocks.5.norm1.bias), layers_2_blocks_5_mlp_fc1_weight 1536x384 (parameter:layers.2.blocks.5.mlp.fc1.weight), layers_2_blocks_5_mlp_fc1_bias 1536 (parameter:layers.2.blocks.5.mlp.fc1.bias), layers_2_blocks_5_mlp_fc2_weight 384x1536 (parameter:layers.2.blocks.5.mlp.fc2.weight), layers_2_blocks_5_mlp_fc2_bias 384 (parameter:layers.2.blocks.5.mlp.fc2.bias), layers_2_blocks_5_norm2_weight 384 (parameter:layers.2.blocks.5.norm2.weight), layers_2_blocks_5_norm2_bias 384 (parameter:layers.2.blocks.5.norm2.bias), layers_2_downsample_reduction_weight 768x1536 (parameter:layers.2.downsample.reduction.weight), layers_2_downsample_norm_weight 768 (parameter:layers.2.downsample.norm.weight), layers_2_downsample_norm_bias 768 (parameter:layers.2.downsample.norm.bias), layers_3_blocks_0_attn_q_bias 768 (parameter:layers.3.blocks.0.attn.q_bias), layers_3_blocks_0_attn_v_bias 768 (parameter:layers.3.blocks.0.attn.v_bias), layers_3_blocks_0_attn_qkv_weight 2304x768 (parameter:layers.3.blocks.0.attn.qkv.weight), layers_3_blocks_0_attn_logit_scale 24x1x1 (parameter:layers.3.blocks.0.attn.logit_scale), layers_3_blocks_0_attn_relative_coords_table 1x13x13x2 (parameter:layers.3.blocks.0.attn.relative_coords_table), layers_3_blocks_0_attn_cpb_mlp_0_weight 512x2 (parameter:layers.3.blocks.0.attn.cpb_mlp.0.weight), layers_3_blocks_0_attn_cpb_mlp_0_bias 512 (parameter:layers.3.blocks.0.attn.cpb_mlp.0.bias), layers_3_blocks_0_attn_cpb_mlp_2_weight 24x512 (parameter:layers.3.blocks.0.attn.cpb_mlp.2.weight), layers_3_blocks_0_attn_relative_position_index 49x49 (parameter:layers.3.blocks.0.attn.relative_position_index), layers_3_blocks_0_attn_proj_weight 768x768 (parameter:layers.3.blocks.0.attn.proj.weight), layers_3_blocks_0_attn_proj_bias 768 (parameter:layers.3.blocks.0.attn.proj.bias), layers_3_blocks_0_norm1_weight 768 (parameter:layers.3.blocks.0.norm1.weight), layers_3_blocks_0_norm1_bias 768 (parameter:layers.3.blocks.0.norm1.bias), layers_3_blocks_0_mlp_fc1_weight 3072x768 (parameter:layers.3.blocks.0.mlp.fc1.weight), layers_3_blocks_0_mlp_fc1_bias 3072 (parameter:layers.3.blocks.0.mlp.fc1.bias), layers_3_blocks_0_mlp_fc2_weight 768x3072 (parameter:layers.3.blocks.0.mlp.fc2.weight), layers_3_blocks_0_mlp_fc2_bias 768 (parameter:layers.3.blocks.0.mlp.fc2.bias), layers_3_blocks_0_norm2_weight 768 (parameter:layers.3.blocks.0.norm2.weight), layers_3_blocks_0_norm2_bias 768 (parameter:layers.3.blocks.0.norm2.bias), layers_3_blocks_1_attn_q_bias 768 (parameter:layers.3.blocks.1.attn.q_bias), layers_3_blocks_1_attn_v_bias 768 (parameter:layers.3.blocks.1.attn.v_bias), layers_3_blocks_1_attn_qkv_weight 2304x768 (parameter:layers.3.blocks.1.attn.qkv.weight), layers_3_blocks_1_attn_logit_scale 24x1x1 (parameter:layers.3.blocks.1.attn.logit_scale), layers_3_blocks_1_attn_relative_coords_table 1x13x13x2 (parameter:layers.3.blocks.1.attn.relative_coords_table), layers_3_blocks_1_attn_cpb_mlp_0_weight 512x2 (parameter:layers.3.blocks.1.attn.cpb_mlp.0.weight), layers_3_blocks_1_attn_cpb_mlp_0_bias 512 (parameter:layers.3.blocks.1.attn.cpb_mlp.0.bias), layers_3_blocks_1_attn_cpb_mlp_2_weight 24x512 (parameter:layers.3.blocks.1.attn.cpb_mlp.2.weight), layers_3_blocks_1_attn_relative_position_index 49x49 (parameter:layers.3.blocks.1.attn.relative_position_index), layers_3_blocks_1_attn_proj_weight 768x768 (parameter:layers.3.blocks.1.attn.proj.weight), layers_3_blocks_1_attn_proj_bias 768 (parameter:layers.3.blocks.1.attn.proj.bias), layers_3_blocks_1_norm1_weight 768 (parameter:layers.3.blocks.1.norm1.weight), layers_3_blocks_1_norm1_bias 768 (parameter:layers.3.blocks.1.norm1.bias), layers_3_blocks_1_mlp_fc1_weight 3072x768 (parameter:layers.3.blocks.1.mlp.fc1.weight), layers_3_blocks_1_mlp_fc1_bias 3072 (parameter:layers.3.blocks.1.mlp.fc1.bias), layers_3_blocks_1_mlp_fc2_weight 768x3072 (parameter:layers.3.blocks.1.mlp.fc2.weight), layers_3_blocks_1_mlp_fc2_bias 768 (parameter:layers.3.blocks.1.mlp.fc2.bias), layers_3_blocks_1_norm2_weight 768 (parameter:layers.3.blocks.1.norm2.weight), layers_3_blocks_1_norm2_bias 768 (parameter:layers.3.blocks.1.norm2.bias), norm_weight 768 (parameter:norm.weight), norm_bias 768 (parameter:norm.bias), head_weight 1000x768 (parameter:head.weight), head_bias 1000 (parameter:head.bias)
func.func @l3_30_swintransformerv2(
    %x: tensor<10x3x224x224xf32>,
    %patch_embed_proj_weight: tensor<96x3x4x4xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %patch_embed_proj_bias: tensor<96xf32> {htam.init = "uniform(-0.144337567..0.144337567)"},
    %patch_embed_norm_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %patch_embed_norm_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_0_attn_q_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_0_attn_v_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_0_attn_qkv_weight: tensor<288x96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_0_attn_logit_scale: tensor<3x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_0_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_0_blocks_0_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_0_blocks_0_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_0_blocks_0_attn_cpb_mlp_2_weight: tensor<3x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_0_blocks_0_attn_relative_position_index: tensor<49x49xi64>,
    %layers_0_blocks_0_attn_proj_weight: tensor<96x96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_0_attn_proj_bias: tensor<96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_0_norm1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_blocks_0_norm1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_0_mlp_fc1_weight: tensor<384x96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_0_mlp_fc1_bias: tensor<384xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_0_mlp_fc2_weight: tensor<96x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_blocks_0_mlp_fc2_bias: tensor<96xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_blocks_0_norm2_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_blocks_0_norm2_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_1_attn_mask: tensor<64x49x49xf32> {htam.init = "uniform(-100..0)"},
    %layers_0_blocks_1_attn_q_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_1_attn_v_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_1_attn_qkv_weight: tensor<288x96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_1_attn_logit_scale: tensor<3x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_1_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_0_blocks_1_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_0_blocks_1_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_0_blocks_1_attn_cpb_mlp_2_weight: tensor<3x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_0_blocks_1_attn_relative_position_index: tensor<49x49xi64>,
    %layers_0_blocks_1_attn_proj_weight: tensor<96x96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_1_attn_proj_bias: tensor<96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_1_norm1_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_blocks_1_norm1_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_blocks_1_mlp_fc1_weight: tensor<384x96xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_1_mlp_fc1_bias: tensor<384xf32> {htam.init = "uniform(-0.102062073..0.102062073)"},
    %layers_0_blocks_1_mlp_fc2_weight: tensor<96x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_blocks_1_mlp_fc2_bias: tensor<96xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_blocks_1_norm2_weight: tensor<96xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_blocks_1_norm2_bias: tensor<96xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_0_downsample_reduction_weight: tensor<192x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_0_downsample_norm_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_0_downsample_norm_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_0_attn_q_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_0_attn_v_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_0_attn_qkv_weight: tensor<576x192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_0_attn_logit_scale: tensor<6x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_0_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_1_blocks_0_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_1_blocks_0_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_1_blocks_0_attn_cpb_mlp_2_weight: tensor<6x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_1_blocks_0_attn_relative_position_index: tensor<49x49xi64>,
    %layers_1_blocks_0_attn_proj_weight: tensor<192x192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_0_attn_proj_bias: tensor<192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_0_norm1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_blocks_0_norm1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_0_mlp_fc1_weight: tensor<768x192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_0_mlp_fc1_bias: tensor<768xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_0_mlp_fc2_weight: tensor<192x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_blocks_0_mlp_fc2_bias: tensor<192xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_blocks_0_norm2_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_blocks_0_norm2_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_1_attn_mask: tensor<16x49x49xf32> {htam.init = "uniform(-100..0)"},
    %layers_1_blocks_1_attn_q_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_1_attn_v_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_1_attn_qkv_weight: tensor<576x192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_1_attn_logit_scale: tensor<6x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_1_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_1_blocks_1_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_1_blocks_1_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_1_blocks_1_attn_cpb_mlp_2_weight: tensor<6x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_1_blocks_1_attn_relative_position_index: tensor<49x49xi64>,
    %layers_1_blocks_1_attn_proj_weight: tensor<192x192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_1_attn_proj_bias: tensor<192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_1_norm1_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_blocks_1_norm1_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_blocks_1_mlp_fc1_weight: tensor<768x192xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_1_mlp_fc1_bias: tensor<768xf32> {htam.init = "uniform(-0.0721687836..0.0721687836)"},
    %layers_1_blocks_1_mlp_fc2_weight: tensor<192x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_blocks_1_mlp_fc2_bias: tensor<192xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_blocks_1_norm2_weight: tensor<192xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_blocks_1_norm2_bias: tensor<192xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_1_downsample_reduction_weight: tensor<384x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_1_downsample_norm_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_1_downsample_norm_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_0_attn_q_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_0_attn_v_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_0_attn_qkv_weight: tensor<1152x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_0_attn_logit_scale: tensor<12x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_0_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_2_blocks_0_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_0_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_0_attn_cpb_mlp_2_weight: tensor<12x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_2_blocks_0_attn_relative_position_index: tensor<49x49xi64>,
    %layers_2_blocks_0_attn_proj_weight: tensor<384x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_0_attn_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_0_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_0_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_0_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_0_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_0_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_0_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_0_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_0_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_1_attn_mask: tensor<4x49x49xf32> {htam.init = "uniform(-100..0)"},
    %layers_2_blocks_1_attn_q_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_1_attn_v_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_1_attn_qkv_weight: tensor<1152x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_1_attn_logit_scale: tensor<12x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_1_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_2_blocks_1_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_1_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_1_attn_cpb_mlp_2_weight: tensor<12x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_2_blocks_1_attn_relative_position_index: tensor<49x49xi64>,
    %layers_2_blocks_1_attn_proj_weight: tensor<384x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_1_attn_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_1_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_1_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_1_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_1_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_1_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_1_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_1_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_1_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_2_attn_q_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_2_attn_v_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_2_attn_qkv_weight: tensor<1152x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_2_attn_logit_scale: tensor<12x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_2_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_2_blocks_2_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_2_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_2_attn_cpb_mlp_2_weight: tensor<12x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_2_blocks_2_attn_relative_position_index: tensor<49x49xi64>,
    %layers_2_blocks_2_attn_proj_weight: tensor<384x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_2_attn_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_2_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_2_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_2_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_2_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_2_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_2_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_2_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_2_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_3_attn_mask: tensor<4x49x49xf32> {htam.init = "uniform(-100..0)"},
    %layers_2_blocks_3_attn_q_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_3_attn_v_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_3_attn_qkv_weight: tensor<1152x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_3_attn_logit_scale: tensor<12x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_3_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_2_blocks_3_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_3_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_3_attn_cpb_mlp_2_weight: tensor<12x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_2_blocks_3_attn_relative_position_index: tensor<49x49xi64>,
    %layers_2_blocks_3_attn_proj_weight: tensor<384x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_3_attn_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_3_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_3_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_3_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_3_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_3_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_3_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_3_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_3_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_4_attn_q_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_4_attn_v_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_4_attn_qkv_weight: tensor<1152x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_4_attn_logit_scale: tensor<12x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_4_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_2_blocks_4_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_4_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_4_attn_cpb_mlp_2_weight: tensor<12x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_2_blocks_4_attn_relative_position_index: tensor<49x49xi64>,
    %layers_2_blocks_4_attn_proj_weight: tensor<384x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_4_attn_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_4_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_4_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_4_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_4_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_4_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_4_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_4_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_4_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_5_attn_mask: tensor<4x49x49xf32> {htam.init = "uniform(-100..0)"},
    %layers_2_blocks_5_attn_q_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_5_attn_v_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_5_attn_qkv_weight: tensor<1152x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_5_attn_logit_scale: tensor<12x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_5_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_2_blocks_5_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_5_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_2_blocks_5_attn_cpb_mlp_2_weight: tensor<12x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_2_blocks_5_attn_relative_position_index: tensor<49x49xi64>,
    %layers_2_blocks_5_attn_proj_weight: tensor<384x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_5_attn_proj_bias: tensor<384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_5_norm1_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_5_norm1_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_blocks_5_mlp_fc1_weight: tensor<1536x384xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_5_mlp_fc1_bias: tensor<1536xf32> {htam.init = "uniform(-0.0510310363..0.0510310363)"},
    %layers_2_blocks_5_mlp_fc2_weight: tensor<384x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_5_mlp_fc2_bias: tensor<384xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_blocks_5_norm2_weight: tensor<384xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_blocks_5_norm2_bias: tensor<384xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_2_downsample_reduction_weight: tensor<768x1536xf32> {htam.init = "uniform(-0.0255155182..0.0255155182)"},
    %layers_2_downsample_norm_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_2_downsample_norm_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_0_attn_q_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_0_attn_v_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_0_attn_qkv_weight: tensor<2304x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_0_attn_logit_scale: tensor<24x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_0_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_3_blocks_0_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_3_blocks_0_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_3_blocks_0_attn_cpb_mlp_2_weight: tensor<24x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_3_blocks_0_attn_relative_position_index: tensor<49x49xi64>,
    %layers_3_blocks_0_attn_proj_weight: tensor<768x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_0_attn_proj_bias: tensor<768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_0_norm1_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_blocks_0_norm1_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_0_mlp_fc1_weight: tensor<3072x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_0_mlp_fc1_bias: tensor<3072xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_0_mlp_fc2_weight: tensor<768x3072xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %layers_3_blocks_0_mlp_fc2_bias: tensor<768xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %layers_3_blocks_0_norm2_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_blocks_0_norm2_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_1_attn_q_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_1_attn_v_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_1_attn_qkv_weight: tensor<2304x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_1_attn_logit_scale: tensor<24x1x1xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_1_attn_relative_coords_table: tensor<1x13x13x2xf32> {htam.init = "normal"},
    %layers_3_blocks_1_attn_cpb_mlp_0_weight: tensor<512x2xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_3_blocks_1_attn_cpb_mlp_0_bias: tensor<512xf32> {htam.init = "uniform(-0.707106781..0.707106781)"},
    %layers_3_blocks_1_attn_cpb_mlp_2_weight: tensor<24x512xf32> {htam.init = "uniform(-0.0441941738..0.0441941738)"},
    %layers_3_blocks_1_attn_relative_position_index: tensor<49x49xi64>,
    %layers_3_blocks_1_attn_proj_weight: tensor<768x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_1_attn_proj_bias: tensor<768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_1_norm1_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_blocks_1_norm1_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %layers_3_blocks_1_mlp_fc1_weight: tensor<3072x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_1_mlp_fc1_bias: tensor<3072xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %layers_3_blocks_1_mlp_fc2_weight: tensor<768x3072xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %layers_3_blocks_1_mlp_fc2_bias: tensor<768xf32> {htam.init = "uniform(-0.0180421959..0.0180421959)"},
    %layers_3_blocks_1_norm2_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %layers_3_blocks_1_norm2_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %norm_weight: tensor<768xf32> {htam.init = "uniform(0.5..1.5)"},
    %norm_bias: tensor<768xf32> {htam.init = "uniform(-0.5..0.5)"},
    %head_weight: tensor<1000x768xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"},
    %head_bias: tensor<1000xf32> {htam.init = "uniform(-0.0360843918..0.0360843918)"}) -> (tensor<10x1000xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 96.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 1.0e-12 : f32
  %c4 = arith.constant 4.6051702 : f32
  %c5 = arith.constant 0 : i64
  %c6 = arith.constant 169 : i64
  %c7 = arith.constant 1.0 : f32
  %c8 = arith.constant 16.0 : f32
  %c9 = arith.constant 0.5 : f32
  %c10 = arith.constant 0.70710677 : f32
  %c11 = arith.constant 192.0 : f32
  %c12 = arith.constant 384.0 : f32
  %c13 = arith.constant 768.0 : f32
  %c14 = arith.constant 49.0 : f32
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
  %r61 = tensor.expand_shape %g60 [[0], [1, 2], [3]] output_shape [10, 56, 56, 96] : tensor<10x3136x96xf32> into tensor<10x56x56x96xf32>
  %r62 = tensor.expand_shape %r61 [[0], [1, 2], [3, 4], [5]] output_shape [10, 8, 7, 8, 7, 96] : tensor<10x56x56x96xf32> into tensor<10x8x7x8x7x96xf32>
  %e63 = tensor.empty() : tensor<10x8x8x7x7x96xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r62 : tensor<10x8x7x8x7x96xf32>) outs(%e63 : tensor<10x8x8x7x7x96xf32>) {
  ^bb0(%a64: f32, %o65: f32):
    linalg.yield %a64 : f32
  } -> tensor<10x8x8x7x7x96xf32>
  %r67 = tensor.collapse_shape %g66 [[0, 1, 2], [3], [4], [5]] : tensor<10x8x8x7x7x96xf32> into tensor<640x7x7x96xf32>
  %r68 = tensor.collapse_shape %r67 [[0], [1, 2], [3]] : tensor<640x7x7x96xf32> into tensor<640x49x96xf32>
  %e69 = tensor.empty() : tensor<96xf32>
  %f70 = linalg.fill ins(%c0 : f32) outs(%e69 : tensor<96xf32>) -> tensor<96xf32>
  %e71 = tensor.empty() : tensor<288xf32>
  %cat72 = tensor.insert_slice %layers_0_blocks_0_attn_q_bias into %e71[0] [96] [1] : tensor<96xf32> into tensor<288xf32>
  %cat73 = tensor.insert_slice %f70 into %cat72[96] [96] [1] : tensor<96xf32> into tensor<288xf32>
  %cat74 = tensor.insert_slice %layers_0_blocks_0_attn_v_bias into %cat73[192] [96] [1] : tensor<96xf32> into tensor<288xf32>
  %r75 = tensor.collapse_shape %r68 [[0, 1], [2]] : tensor<640x49x96xf32> into tensor<31360x96xf32>
  %e76 = tensor.empty() : tensor<31360x288xf32>
  %f77 = linalg.fill ins(%c0 : f32) outs(%e76 : tensor<31360x288xf32>) -> tensor<31360x288xf32>
  %mm78 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r75, %layers_0_blocks_0_attn_qkv_weight : tensor<31360x96xf32>, tensor<288x96xf32>) outs(%f77 : tensor<31360x288xf32>) -> tensor<31360x288xf32>
  %e79 = tensor.empty() : tensor<31360x288xf32>
  %g84 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm78, %cat74 : tensor<31360x288xf32>, tensor<288xf32>) outs(%e79 : tensor<31360x288xf32>) {
  ^bb0(%a80: f32, %a81: f32, %o82: f32):
    %b83 = arith.addf %a80, %a81 : f32
    linalg.yield %b83 : f32
  } -> tensor<31360x288xf32>
  %r85 = tensor.expand_shape %g84 [[0, 1], [2]] output_shape [640, 49, 288] : tensor<31360x288xf32> into tensor<640x49x288xf32>
  %r86 = tensor.expand_shape %r85 [[0], [1], [2, 3, 4]] output_shape [640, 49, 3, 3, 32] : tensor<640x49x288xf32> into tensor<640x49x3x3x32xf32>
  %e87 = tensor.empty() : tensor<3x640x3x49x32xf32>
  %g90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r86 : tensor<640x49x3x3x32xf32>) outs(%e87 : tensor<3x640x3x49x32xf32>) {
  ^bb0(%a88: f32, %o89: f32):
    linalg.yield %a88 : f32
  } -> tensor<3x640x3x49x32xf32>
  %s91 = tensor.extract_slice %g90[0, 0, 0, 0, 0] [1, 640, 3, 49, 32] [1, 1, 1, 1, 1] : tensor<3x640x3x49x32xf32> to tensor<1x640x3x49x32xf32>
  %r92 = tensor.collapse_shape %s91 [[0, 1], [2], [3], [4]] : tensor<1x640x3x49x32xf32> into tensor<640x3x49x32xf32>
  %s93 = tensor.extract_slice %g90[1, 0, 0, 0, 0] [1, 640, 3, 49, 32] [1, 1, 1, 1, 1] : tensor<3x640x3x49x32xf32> to tensor<1x640x3x49x32xf32>
  %r94 = tensor.collapse_shape %s93 [[0, 1], [2], [3], [4]] : tensor<1x640x3x49x32xf32> into tensor<640x3x49x32xf32>
  %s95 = tensor.extract_slice %g90[2, 0, 0, 0, 0] [1, 640, 3, 49, 32] [1, 1, 1, 1, 1] : tensor<3x640x3x49x32xf32> to tensor<1x640x3x49x32xf32>
  %r96 = tensor.collapse_shape %s95 [[0, 1], [2], [3], [4]] : tensor<1x640x3x49x32xf32> into tensor<640x3x49x32xf32>
  %e97 = tensor.empty() : tensor<640x3x49xf32>
  %f98 = linalg.fill ins(%c0 : f32) outs(%e97 : tensor<640x3x49xf32>) -> tensor<640x3x49xf32>
  %g103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r92 : tensor<640x3x49x32xf32>) outs(%f98 : tensor<640x3x49xf32>) {
  ^bb0(%a99: f32, %o100: f32):
    %b101 = arith.mulf %a99, %a99 : f32
    %b102 = arith.addf %b101, %o100 : f32
    linalg.yield %b102 : f32
  } -> tensor<640x3x49xf32>
  %r104 = tensor.expand_shape %g103 [[0], [1], [2, 3]] output_shape [640, 3, 49, 1] : tensor<640x3x49xf32> into tensor<640x3x49x1xf32>
  %e105 = tensor.empty() : tensor<640x3x49x1xf32>
  %g109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r104 : tensor<640x3x49x1xf32>) outs(%e105 : tensor<640x3x49x1xf32>) {
  ^bb0(%a106: f32, %o107: f32):
    %b108 = math.sqrt %a106 : f32
    linalg.yield %b108 : f32
  } -> tensor<640x3x49x1xf32>
  %r110 = tensor.collapse_shape %g109 [[0], [1], [2, 3]] : tensor<640x3x49x1xf32> into tensor<640x3x49xf32>
  %e111 = tensor.empty() : tensor<640x3x49x32xf32>
  %g117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r92, %r110 : tensor<640x3x49x32xf32>, tensor<640x3x49xf32>) outs(%e111 : tensor<640x3x49x32xf32>) {
  ^bb0(%a112: f32, %a113: f32, %o114: f32):
    %b115 = arith.maximumf %a113, %c3 : f32
    %b116 = arith.divf %a112, %b115 : f32
    linalg.yield %b116 : f32
  } -> tensor<640x3x49x32xf32>
  %e118 = tensor.empty() : tensor<640x3x49xf32>
  %f119 = linalg.fill ins(%c0 : f32) outs(%e118 : tensor<640x3x49xf32>) -> tensor<640x3x49xf32>
  %g124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r94 : tensor<640x3x49x32xf32>) outs(%f119 : tensor<640x3x49xf32>) {
  ^bb0(%a120: f32, %o121: f32):
    %b122 = arith.mulf %a120, %a120 : f32
    %b123 = arith.addf %b122, %o121 : f32
    linalg.yield %b123 : f32
  } -> tensor<640x3x49xf32>
  %r125 = tensor.expand_shape %g124 [[0], [1], [2, 3]] output_shape [640, 3, 49, 1] : tensor<640x3x49xf32> into tensor<640x3x49x1xf32>
  %e126 = tensor.empty() : tensor<640x3x49x1xf32>
  %g130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r125 : tensor<640x3x49x1xf32>) outs(%e126 : tensor<640x3x49x1xf32>) {
  ^bb0(%a127: f32, %o128: f32):
    %b129 = math.sqrt %a127 : f32
    linalg.yield %b129 : f32
  } -> tensor<640x3x49x1xf32>
  %r131 = tensor.collapse_shape %g130 [[0], [1], [2, 3]] : tensor<640x3x49x1xf32> into tensor<640x3x49xf32>
  %e132 = tensor.empty() : tensor<640x3x49x32xf32>
  %g138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r94, %r131 : tensor<640x3x49x32xf32>, tensor<640x3x49xf32>) outs(%e132 : tensor<640x3x49x32xf32>) {
  ^bb0(%a133: f32, %a134: f32, %o135: f32):
    %b136 = arith.maximumf %a134, %c3 : f32
    %b137 = arith.divf %a133, %b136 : f32
    linalg.yield %b137 : f32
  } -> tensor<640x3x49x32xf32>
  %e139 = tensor.empty() : tensor<640x3x32x49xf32>
  %g142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g138 : tensor<640x3x49x32xf32>) outs(%e139 : tensor<640x3x32x49xf32>) {
  ^bb0(%a140: f32, %o141: f32):
    linalg.yield %a140 : f32
  } -> tensor<640x3x32x49xf32>
  %e143 = tensor.empty() : tensor<640x3x49x49xf32>
  %f144 = linalg.fill ins(%c0 : f32) outs(%e143 : tensor<640x3x49x49xf32>) -> tensor<640x3x49x49xf32>
  %g150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g117, %g142 : tensor<640x3x49x32xf32>, tensor<640x3x32x49xf32>) outs(%f144 : tensor<640x3x49x49xf32>) {
  ^bb0(%a145: f32, %a146: f32, %o147: f32):
    %b148 = arith.mulf %a145, %a146 : f32
    %b149 = arith.addf %o147, %b148 : f32
    linalg.yield %b149 : f32
  } -> tensor<640x3x49x49xf32>
  %e151 = tensor.empty() : tensor<f32>
  %f152 = linalg.fill ins(%c4 : f32) outs(%e151 : tensor<f32>) -> tensor<f32>
  %e153 = tensor.empty() : tensor<3x1x1xf32>
  %g158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_0_blocks_0_attn_logit_scale, %f152 : tensor<3x1x1xf32>, tensor<f32>) outs(%e153 : tensor<3x1x1xf32>) {
  ^bb0(%a154: f32, %a155: f32, %o156: f32):
    %b157 = arith.minimumf %a154, %a155 : f32
    linalg.yield %b157 : f32
  } -> tensor<3x1x1xf32>
  %e159 = tensor.empty() : tensor<3x1x1xf32>
  %g163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g158 : tensor<3x1x1xf32>) outs(%e159 : tensor<3x1x1xf32>) {
  ^bb0(%a160: f32, %o161: f32):
    %b162 = math.exp %a160 : f32
    linalg.yield %b162 : f32
  } -> tensor<3x1x1xf32>
  %r164 = tensor.collapse_shape %g163 [[0, 1, 2]] : tensor<3x1x1xf32> into tensor<3xf32>
  %e165 = tensor.empty() : tensor<640x3x49x49xf32>
  %g170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g150, %r164 : tensor<640x3x49x49xf32>, tensor<3xf32>) outs(%e165 : tensor<640x3x49x49xf32>) {
  ^bb0(%a166: f32, %a167: f32, %o168: f32):
    %b169 = arith.mulf %a166, %a167 : f32
    linalg.yield %b169 : f32
  } -> tensor<640x3x49x49xf32>
  %r171 = tensor.collapse_shape %layers_0_blocks_0_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e172 = tensor.empty() : tensor<169x512xf32>
  %f173 = linalg.fill ins(%c0 : f32) outs(%e172 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm174 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r171, %layers_0_blocks_0_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f173 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e175 = tensor.empty() : tensor<169x512xf32>
  %g180 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm174, %layers_0_blocks_0_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e175 : tensor<169x512xf32>) {
  ^bb0(%a176: f32, %a177: f32, %o178: f32):
    %b179 = arith.addf %a176, %a177 : f32
    linalg.yield %b179 : f32
  } -> tensor<169x512xf32>
  %r181 = tensor.expand_shape %g180 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e182 = tensor.empty() : tensor<1x13x13x512xf32>
  %g186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r181 : tensor<1x13x13x512xf32>) outs(%e182 : tensor<1x13x13x512xf32>) {
  ^bb0(%a183: f32, %o184: f32):
    %b185 = arith.maximumf %a183, %c0 : f32
    linalg.yield %b185 : f32
  } -> tensor<1x13x13x512xf32>
  %r187 = tensor.collapse_shape %g186 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e188 = tensor.empty() : tensor<169x3xf32>
  %f189 = linalg.fill ins(%c0 : f32) outs(%e188 : tensor<169x3xf32>) -> tensor<169x3xf32>
  %mm190 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r187, %layers_0_blocks_0_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<3x512xf32>) outs(%f189 : tensor<169x3xf32>) -> tensor<169x3xf32>
  %r191 = tensor.expand_shape %mm190 [[0, 1, 2], [3]] output_shape [1, 13, 13, 3] : tensor<169x3xf32> into tensor<1x13x13x3xf32>
  %r192 = tensor.collapse_shape %r191 [[0, 1, 2], [3]] : tensor<1x13x13x3xf32> into tensor<169x3xf32>
  %r193 = tensor.collapse_shape %layers_0_blocks_0_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e194 = tensor.empty() : tensor<2401x3xf32>
  %g203 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r193 : tensor<2401xi64>) outs(%e194 : tensor<2401x3xf32>) {
  ^bb0(%a195: i64, %o196: f32):
    %b197 = arith.cmpi slt, %a195, %c5 : i64
    %b198 = arith.addi %a195, %c6 : i64
    %b199 = arith.select %b197, %b198, %a195 : i64
    %b200 = arith.index_cast %b199 : i64 to index
    %i201 = linalg.index 1 : index
    %b202 = tensor.extract %r192[%b200, %i201] : tensor<169x3xf32>
    linalg.yield %b202 : f32
  } -> tensor<2401x3xf32>
  %r204 = tensor.expand_shape %g203 [[0, 1], [2]] output_shape [49, 49, 3] : tensor<2401x3xf32> into tensor<49x49x3xf32>
  %e205 = tensor.empty() : tensor<3x49x49xf32>
  %g208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r204 : tensor<49x49x3xf32>) outs(%e205 : tensor<3x49x49xf32>) {
  ^bb0(%a206: f32, %o207: f32):
    linalg.yield %a206 : f32
  } -> tensor<3x49x49xf32>
  %e209 = tensor.empty() : tensor<3x49x49xf32>
  %g216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g208 : tensor<3x49x49xf32>) outs(%e209 : tensor<3x49x49xf32>) {
  ^bb0(%a210: f32, %o211: f32):
    %b212 = arith.negf %a210 : f32
    %b213 = math.exp %b212 : f32
    %b214 = arith.addf %b213, %c7 : f32
    %b215 = arith.divf %c7, %b214 : f32
    linalg.yield %b215 : f32
  } -> tensor<3x49x49xf32>
  %e217 = tensor.empty() : tensor<3x49x49xf32>
  %g221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g216 : tensor<3x49x49xf32>) outs(%e217 : tensor<3x49x49xf32>) {
  ^bb0(%a218: f32, %o219: f32):
    %b220 = arith.mulf %c8, %a218 : f32
    linalg.yield %b220 : f32
  } -> tensor<3x49x49xf32>
  %e223 = tensor.empty() : tensor<640x3x49x49xf32>
  %g228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g170, %g221 : tensor<640x3x49x49xf32>, tensor<3x49x49xf32>) outs(%e223 : tensor<640x3x49x49xf32>) {
  ^bb0(%a224: f32, %a225: f32, %o226: f32):
    %b227 = arith.addf %a224, %a225 : f32
    linalg.yield %b227 : f32
  } -> tensor<640x3x49x49xf32>
  %e229 = tensor.empty() : tensor<640x3x49x49xf32>
  %sm230 = linalg.softmax dimension(3) ins(%g228 : tensor<640x3x49x49xf32>) outs(%e229 : tensor<640x3x49x49xf32>) -> tensor<640x3x49x49xf32>
  %e231 = tensor.empty() : tensor<640x3x49x32xf32>
  %f232 = linalg.fill ins(%c0 : f32) outs(%e231 : tensor<640x3x49x32xf32>) -> tensor<640x3x49x32xf32>
  %g238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm230, %r96 : tensor<640x3x49x49xf32>, tensor<640x3x49x32xf32>) outs(%f232 : tensor<640x3x49x32xf32>) {
  ^bb0(%a233: f32, %a234: f32, %o235: f32):
    %b236 = arith.mulf %a233, %a234 : f32
    %b237 = arith.addf %o235, %b236 : f32
    linalg.yield %b237 : f32
  } -> tensor<640x3x49x32xf32>
  %e239 = tensor.empty() : tensor<640x49x3x32xf32>
  %g242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g238 : tensor<640x3x49x32xf32>) outs(%e239 : tensor<640x49x3x32xf32>) {
  ^bb0(%a240: f32, %o241: f32):
    linalg.yield %a240 : f32
  } -> tensor<640x49x3x32xf32>
  %r243 = tensor.collapse_shape %g242 [[0], [1], [2, 3]] : tensor<640x49x3x32xf32> into tensor<640x49x96xf32>
  %r244 = tensor.collapse_shape %r243 [[0, 1], [2]] : tensor<640x49x96xf32> into tensor<31360x96xf32>
  %e245 = tensor.empty() : tensor<31360x96xf32>
  %f246 = linalg.fill ins(%c0 : f32) outs(%e245 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %mm247 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r244, %layers_0_blocks_0_attn_proj_weight : tensor<31360x96xf32>, tensor<96x96xf32>) outs(%f246 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %e248 = tensor.empty() : tensor<31360x96xf32>
  %g253 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm247, %layers_0_blocks_0_attn_proj_bias : tensor<31360x96xf32>, tensor<96xf32>) outs(%e248 : tensor<31360x96xf32>) {
  ^bb0(%a249: f32, %a250: f32, %o251: f32):
    %b252 = arith.addf %a249, %a250 : f32
    linalg.yield %b252 : f32
  } -> tensor<31360x96xf32>
  %r254 = tensor.expand_shape %g253 [[0, 1], [2]] output_shape [640, 49, 96] : tensor<31360x96xf32> into tensor<640x49x96xf32>
  %r255 = tensor.expand_shape %r254 [[0], [1, 2], [3]] output_shape [640, 7, 7, 96] : tensor<640x49x96xf32> into tensor<640x7x7x96xf32>
  %r256 = tensor.expand_shape %r255 [[0, 1, 2], [3], [4], [5]] output_shape [10, 8, 8, 7, 7, 96] : tensor<640x7x7x96xf32> into tensor<10x8x8x7x7x96xf32>
  %e257 = tensor.empty() : tensor<10x8x7x8x7x96xf32>
  %g260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r256 : tensor<10x8x8x7x7x96xf32>) outs(%e257 : tensor<10x8x7x8x7x96xf32>) {
  ^bb0(%a258: f32, %o259: f32):
    linalg.yield %a258 : f32
  } -> tensor<10x8x7x8x7x96xf32>
  %r261 = tensor.collapse_shape %g260 [[0], [1, 2], [3, 4], [5]] : tensor<10x8x7x8x7x96xf32> into tensor<10x56x56x96xf32>
  %r262 = tensor.collapse_shape %r261 [[0], [1, 2], [3]] : tensor<10x56x56x96xf32> into tensor<10x3136x96xf32>
  %e263 = tensor.empty() : tensor<10x3136xf32>
  %f264 = linalg.fill ins(%c0 : f32) outs(%e263 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r262 : tensor<10x3136x96xf32>) outs(%f264 : tensor<10x3136xf32>) {
  ^bb0(%a265: f32, %o266: f32):
    %b267 = arith.addf %a265, %o266 : f32
    linalg.yield %b267 : f32
  } -> tensor<10x3136xf32>
  %e269 = tensor.empty() : tensor<10x3136xf32>
  %g273 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g268 : tensor<10x3136xf32>) outs(%e269 : tensor<10x3136xf32>) {
  ^bb0(%a270: f32, %o271: f32):
    %b272 = arith.divf %a270, %c1 : f32
    linalg.yield %b272 : f32
  } -> tensor<10x3136xf32>
  %e275 = tensor.empty() : tensor<10x3136x96xf32>
  %g281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r262, %g273 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e275 : tensor<10x3136x96xf32>) {
  ^bb0(%a276: f32, %a277: f32, %o278: f32):
    %b279 = arith.subf %a276, %a277 : f32
    %b280 = arith.mulf %b279, %b279 : f32
    linalg.yield %b280 : f32
  } -> tensor<10x3136x96xf32>
  %e282 = tensor.empty() : tensor<10x3136xf32>
  %f283 = linalg.fill ins(%c0 : f32) outs(%e282 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g281 : tensor<10x3136x96xf32>) outs(%f283 : tensor<10x3136xf32>) {
  ^bb0(%a284: f32, %o285: f32):
    %b286 = arith.addf %a284, %o285 : f32
    linalg.yield %b286 : f32
  } -> tensor<10x3136xf32>
  %e288 = tensor.empty() : tensor<10x3136xf32>
  %g292 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g287 : tensor<10x3136xf32>) outs(%e288 : tensor<10x3136xf32>) {
  ^bb0(%a289: f32, %o290: f32):
    %b291 = arith.divf %a289, %c1 : f32
    linalg.yield %b291 : f32
  } -> tensor<10x3136xf32>
  %e294 = tensor.empty() : tensor<10x3136x96xf32>
  %g307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r262, %g273, %g292, %layers_0_blocks_0_norm1_weight, %layers_0_blocks_0_norm1_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e294 : tensor<10x3136x96xf32>) {
  ^bb0(%a295: f32, %a296: f32, %a297: f32, %a298: f32, %a299: f32, %o300: f32):
    %b301 = arith.addf %a297, %c2 : f32
    %b302 = math.sqrt %b301 : f32
    %b303 = arith.subf %a295, %a296 : f32
    %b304 = arith.divf %b303, %b302 : f32
    %b305 = arith.mulf %b304, %a298 : f32
    %b306 = arith.addf %b305, %a299 : f32
    linalg.yield %b306 : f32
  } -> tensor<10x3136x96xf32>
  %e308 = tensor.empty() : tensor<10x3136x96xf32>
  %g313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g60, %g307 : tensor<10x3136x96xf32>, tensor<10x3136x96xf32>) outs(%e308 : tensor<10x3136x96xf32>) {
  ^bb0(%a309: f32, %a310: f32, %o311: f32):
    %b312 = arith.addf %a309, %a310 : f32
    linalg.yield %b312 : f32
  } -> tensor<10x3136x96xf32>
  %r314 = tensor.collapse_shape %g313 [[0, 1], [2]] : tensor<10x3136x96xf32> into tensor<31360x96xf32>
  %e315 = tensor.empty() : tensor<31360x384xf32>
  %f316 = linalg.fill ins(%c0 : f32) outs(%e315 : tensor<31360x384xf32>) -> tensor<31360x384xf32>
  %mm317 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r314, %layers_0_blocks_0_mlp_fc1_weight : tensor<31360x96xf32>, tensor<384x96xf32>) outs(%f316 : tensor<31360x384xf32>) -> tensor<31360x384xf32>
  %e318 = tensor.empty() : tensor<31360x384xf32>
  %g323 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm317, %layers_0_blocks_0_mlp_fc1_bias : tensor<31360x384xf32>, tensor<384xf32>) outs(%e318 : tensor<31360x384xf32>) {
  ^bb0(%a319: f32, %a320: f32, %o321: f32):
    %b322 = arith.addf %a319, %a320 : f32
    linalg.yield %b322 : f32
  } -> tensor<31360x384xf32>
  %r324 = tensor.expand_shape %g323 [[0, 1], [2]] output_shape [10, 3136, 384] : tensor<31360x384xf32> into tensor<10x3136x384xf32>
  %e325 = tensor.empty() : tensor<10x3136x384xf32>
  %g333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r324 : tensor<10x3136x384xf32>) outs(%e325 : tensor<10x3136x384xf32>) {
  ^bb0(%a326: f32, %o327: f32):
    %b328 = arith.mulf %a326, %c9 : f32
    %b329 = arith.mulf %a326, %c10 : f32
    %b330 = math.erf %b329 : f32
    %b331 = arith.addf %b330, %c7 : f32
    %b332 = arith.mulf %b328, %b331 : f32
    linalg.yield %b332 : f32
  } -> tensor<10x3136x384xf32>
  %r334 = tensor.collapse_shape %g333 [[0, 1], [2]] : tensor<10x3136x384xf32> into tensor<31360x384xf32>
  %e335 = tensor.empty() : tensor<31360x96xf32>
  %f336 = linalg.fill ins(%c0 : f32) outs(%e335 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %mm337 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r334, %layers_0_blocks_0_mlp_fc2_weight : tensor<31360x384xf32>, tensor<96x384xf32>) outs(%f336 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %e338 = tensor.empty() : tensor<31360x96xf32>
  %g343 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm337, %layers_0_blocks_0_mlp_fc2_bias : tensor<31360x96xf32>, tensor<96xf32>) outs(%e338 : tensor<31360x96xf32>) {
  ^bb0(%a339: f32, %a340: f32, %o341: f32):
    %b342 = arith.addf %a339, %a340 : f32
    linalg.yield %b342 : f32
  } -> tensor<31360x96xf32>
  %r344 = tensor.expand_shape %g343 [[0, 1], [2]] output_shape [10, 3136, 96] : tensor<31360x96xf32> into tensor<10x3136x96xf32>
  %e345 = tensor.empty() : tensor<10x3136xf32>
  %f346 = linalg.fill ins(%c0 : f32) outs(%e345 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r344 : tensor<10x3136x96xf32>) outs(%f346 : tensor<10x3136xf32>) {
  ^bb0(%a347: f32, %o348: f32):
    %b349 = arith.addf %a347, %o348 : f32
    linalg.yield %b349 : f32
  } -> tensor<10x3136xf32>
  %e351 = tensor.empty() : tensor<10x3136xf32>
  %g355 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g350 : tensor<10x3136xf32>) outs(%e351 : tensor<10x3136xf32>) {
  ^bb0(%a352: f32, %o353: f32):
    %b354 = arith.divf %a352, %c1 : f32
    linalg.yield %b354 : f32
  } -> tensor<10x3136xf32>
  %e357 = tensor.empty() : tensor<10x3136x96xf32>
  %g363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r344, %g355 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e357 : tensor<10x3136x96xf32>) {
  ^bb0(%a358: f32, %a359: f32, %o360: f32):
    %b361 = arith.subf %a358, %a359 : f32
    %b362 = arith.mulf %b361, %b361 : f32
    linalg.yield %b362 : f32
  } -> tensor<10x3136x96xf32>
  %e364 = tensor.empty() : tensor<10x3136xf32>
  %f365 = linalg.fill ins(%c0 : f32) outs(%e364 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g363 : tensor<10x3136x96xf32>) outs(%f365 : tensor<10x3136xf32>) {
  ^bb0(%a366: f32, %o367: f32):
    %b368 = arith.addf %a366, %o367 : f32
    linalg.yield %b368 : f32
  } -> tensor<10x3136xf32>
  %e370 = tensor.empty() : tensor<10x3136xf32>
  %g374 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g369 : tensor<10x3136xf32>) outs(%e370 : tensor<10x3136xf32>) {
  ^bb0(%a371: f32, %o372: f32):
    %b373 = arith.divf %a371, %c1 : f32
    linalg.yield %b373 : f32
  } -> tensor<10x3136xf32>
  %e376 = tensor.empty() : tensor<10x3136x96xf32>
  %g389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r344, %g355, %g374, %layers_0_blocks_0_norm2_weight, %layers_0_blocks_0_norm2_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e376 : tensor<10x3136x96xf32>) {
  ^bb0(%a377: f32, %a378: f32, %a379: f32, %a380: f32, %a381: f32, %o382: f32):
    %b383 = arith.addf %a379, %c2 : f32
    %b384 = math.sqrt %b383 : f32
    %b385 = arith.subf %a377, %a378 : f32
    %b386 = arith.divf %b385, %b384 : f32
    %b387 = arith.mulf %b386, %a380 : f32
    %b388 = arith.addf %b387, %a381 : f32
    linalg.yield %b388 : f32
  } -> tensor<10x3136x96xf32>
  %e390 = tensor.empty() : tensor<10x3136x96xf32>
  %g395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g313, %g389 : tensor<10x3136x96xf32>, tensor<10x3136x96xf32>) outs(%e390 : tensor<10x3136x96xf32>) {
  ^bb0(%a391: f32, %a392: f32, %o393: f32):
    %b394 = arith.addf %a391, %a392 : f32
    linalg.yield %b394 : f32
  } -> tensor<10x3136x96xf32>
  %r396 = tensor.expand_shape %g395 [[0], [1, 2], [3]] output_shape [10, 56, 56, 96] : tensor<10x3136x96xf32> into tensor<10x56x56x96xf32>
  %e397 = tensor.empty() : tensor<10x56x56x96xf32>
  %g400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 3) mod 56, (d2 + 3) mod 56, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r396 : tensor<10x56x56x96xf32>) outs(%e397 : tensor<10x56x56x96xf32>) {
  ^bb0(%a398: f32, %o399: f32):
    linalg.yield %a398 : f32
  } -> tensor<10x56x56x96xf32>
  %r401 = tensor.expand_shape %g400 [[0], [1, 2], [3, 4], [5]] output_shape [10, 8, 7, 8, 7, 96] : tensor<10x56x56x96xf32> into tensor<10x8x7x8x7x96xf32>
  %e402 = tensor.empty() : tensor<10x8x8x7x7x96xf32>
  %g405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r401 : tensor<10x8x7x8x7x96xf32>) outs(%e402 : tensor<10x8x8x7x7x96xf32>) {
  ^bb0(%a403: f32, %o404: f32):
    linalg.yield %a403 : f32
  } -> tensor<10x8x8x7x7x96xf32>
  %r406 = tensor.collapse_shape %g405 [[0, 1, 2], [3], [4], [5]] : tensor<10x8x8x7x7x96xf32> into tensor<640x7x7x96xf32>
  %r407 = tensor.collapse_shape %r406 [[0], [1, 2], [3]] : tensor<640x7x7x96xf32> into tensor<640x49x96xf32>
  %e408 = tensor.empty() : tensor<96xf32>
  %f409 = linalg.fill ins(%c0 : f32) outs(%e408 : tensor<96xf32>) -> tensor<96xf32>
  %e410 = tensor.empty() : tensor<288xf32>
  %cat411 = tensor.insert_slice %layers_0_blocks_1_attn_q_bias into %e410[0] [96] [1] : tensor<96xf32> into tensor<288xf32>
  %cat412 = tensor.insert_slice %f409 into %cat411[96] [96] [1] : tensor<96xf32> into tensor<288xf32>
  %cat413 = tensor.insert_slice %layers_0_blocks_1_attn_v_bias into %cat412[192] [96] [1] : tensor<96xf32> into tensor<288xf32>
  %r414 = tensor.collapse_shape %r407 [[0, 1], [2]] : tensor<640x49x96xf32> into tensor<31360x96xf32>
  %e415 = tensor.empty() : tensor<31360x288xf32>
  %f416 = linalg.fill ins(%c0 : f32) outs(%e415 : tensor<31360x288xf32>) -> tensor<31360x288xf32>
  %mm417 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r414, %layers_0_blocks_1_attn_qkv_weight : tensor<31360x96xf32>, tensor<288x96xf32>) outs(%f416 : tensor<31360x288xf32>) -> tensor<31360x288xf32>
  %e418 = tensor.empty() : tensor<31360x288xf32>
  %g423 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm417, %cat413 : tensor<31360x288xf32>, tensor<288xf32>) outs(%e418 : tensor<31360x288xf32>) {
  ^bb0(%a419: f32, %a420: f32, %o421: f32):
    %b422 = arith.addf %a419, %a420 : f32
    linalg.yield %b422 : f32
  } -> tensor<31360x288xf32>
  %r424 = tensor.expand_shape %g423 [[0, 1], [2]] output_shape [640, 49, 288] : tensor<31360x288xf32> into tensor<640x49x288xf32>
  %r425 = tensor.expand_shape %r424 [[0], [1], [2, 3, 4]] output_shape [640, 49, 3, 3, 32] : tensor<640x49x288xf32> into tensor<640x49x3x3x32xf32>
  %e426 = tensor.empty() : tensor<3x640x3x49x32xf32>
  %g429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r425 : tensor<640x49x3x3x32xf32>) outs(%e426 : tensor<3x640x3x49x32xf32>) {
  ^bb0(%a427: f32, %o428: f32):
    linalg.yield %a427 : f32
  } -> tensor<3x640x3x49x32xf32>
  %s430 = tensor.extract_slice %g429[0, 0, 0, 0, 0] [1, 640, 3, 49, 32] [1, 1, 1, 1, 1] : tensor<3x640x3x49x32xf32> to tensor<1x640x3x49x32xf32>
  %r431 = tensor.collapse_shape %s430 [[0, 1], [2], [3], [4]] : tensor<1x640x3x49x32xf32> into tensor<640x3x49x32xf32>
  %s432 = tensor.extract_slice %g429[1, 0, 0, 0, 0] [1, 640, 3, 49, 32] [1, 1, 1, 1, 1] : tensor<3x640x3x49x32xf32> to tensor<1x640x3x49x32xf32>
  %r433 = tensor.collapse_shape %s432 [[0, 1], [2], [3], [4]] : tensor<1x640x3x49x32xf32> into tensor<640x3x49x32xf32>
  %s434 = tensor.extract_slice %g429[2, 0, 0, 0, 0] [1, 640, 3, 49, 32] [1, 1, 1, 1, 1] : tensor<3x640x3x49x32xf32> to tensor<1x640x3x49x32xf32>
  %r435 = tensor.collapse_shape %s434 [[0, 1], [2], [3], [4]] : tensor<1x640x3x49x32xf32> into tensor<640x3x49x32xf32>
  %e436 = tensor.empty() : tensor<640x3x49xf32>
  %f437 = linalg.fill ins(%c0 : f32) outs(%e436 : tensor<640x3x49xf32>) -> tensor<640x3x49xf32>
  %g442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r431 : tensor<640x3x49x32xf32>) outs(%f437 : tensor<640x3x49xf32>) {
  ^bb0(%a438: f32, %o439: f32):
    %b440 = arith.mulf %a438, %a438 : f32
    %b441 = arith.addf %b440, %o439 : f32
    linalg.yield %b441 : f32
  } -> tensor<640x3x49xf32>
  %r443 = tensor.expand_shape %g442 [[0], [1], [2, 3]] output_shape [640, 3, 49, 1] : tensor<640x3x49xf32> into tensor<640x3x49x1xf32>
  %e444 = tensor.empty() : tensor<640x3x49x1xf32>
  %g448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r443 : tensor<640x3x49x1xf32>) outs(%e444 : tensor<640x3x49x1xf32>) {
  ^bb0(%a445: f32, %o446: f32):
    %b447 = math.sqrt %a445 : f32
    linalg.yield %b447 : f32
  } -> tensor<640x3x49x1xf32>
  %r449 = tensor.collapse_shape %g448 [[0], [1], [2, 3]] : tensor<640x3x49x1xf32> into tensor<640x3x49xf32>
  %e450 = tensor.empty() : tensor<640x3x49x32xf32>
  %g456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r431, %r449 : tensor<640x3x49x32xf32>, tensor<640x3x49xf32>) outs(%e450 : tensor<640x3x49x32xf32>) {
  ^bb0(%a451: f32, %a452: f32, %o453: f32):
    %b454 = arith.maximumf %a452, %c3 : f32
    %b455 = arith.divf %a451, %b454 : f32
    linalg.yield %b455 : f32
  } -> tensor<640x3x49x32xf32>
  %e457 = tensor.empty() : tensor<640x3x49xf32>
  %f458 = linalg.fill ins(%c0 : f32) outs(%e457 : tensor<640x3x49xf32>) -> tensor<640x3x49xf32>
  %g463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r433 : tensor<640x3x49x32xf32>) outs(%f458 : tensor<640x3x49xf32>) {
  ^bb0(%a459: f32, %o460: f32):
    %b461 = arith.mulf %a459, %a459 : f32
    %b462 = arith.addf %b461, %o460 : f32
    linalg.yield %b462 : f32
  } -> tensor<640x3x49xf32>
  %r464 = tensor.expand_shape %g463 [[0], [1], [2, 3]] output_shape [640, 3, 49, 1] : tensor<640x3x49xf32> into tensor<640x3x49x1xf32>
  %e465 = tensor.empty() : tensor<640x3x49x1xf32>
  %g469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r464 : tensor<640x3x49x1xf32>) outs(%e465 : tensor<640x3x49x1xf32>) {
  ^bb0(%a466: f32, %o467: f32):
    %b468 = math.sqrt %a466 : f32
    linalg.yield %b468 : f32
  } -> tensor<640x3x49x1xf32>
  %r470 = tensor.collapse_shape %g469 [[0], [1], [2, 3]] : tensor<640x3x49x1xf32> into tensor<640x3x49xf32>
  %e471 = tensor.empty() : tensor<640x3x49x32xf32>
  %g477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r433, %r470 : tensor<640x3x49x32xf32>, tensor<640x3x49xf32>) outs(%e471 : tensor<640x3x49x32xf32>) {
  ^bb0(%a472: f32, %a473: f32, %o474: f32):
    %b475 = arith.maximumf %a473, %c3 : f32
    %b476 = arith.divf %a472, %b475 : f32
    linalg.yield %b476 : f32
  } -> tensor<640x3x49x32xf32>
  %e478 = tensor.empty() : tensor<640x3x32x49xf32>
  %g481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g477 : tensor<640x3x49x32xf32>) outs(%e478 : tensor<640x3x32x49xf32>) {
  ^bb0(%a479: f32, %o480: f32):
    linalg.yield %a479 : f32
  } -> tensor<640x3x32x49xf32>
  %e482 = tensor.empty() : tensor<640x3x49x49xf32>
  %f483 = linalg.fill ins(%c0 : f32) outs(%e482 : tensor<640x3x49x49xf32>) -> tensor<640x3x49x49xf32>
  %g489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g456, %g481 : tensor<640x3x49x32xf32>, tensor<640x3x32x49xf32>) outs(%f483 : tensor<640x3x49x49xf32>) {
  ^bb0(%a484: f32, %a485: f32, %o486: f32):
    %b487 = arith.mulf %a484, %a485 : f32
    %b488 = arith.addf %o486, %b487 : f32
    linalg.yield %b488 : f32
  } -> tensor<640x3x49x49xf32>
  %e490 = tensor.empty() : tensor<f32>
  %f491 = linalg.fill ins(%c4 : f32) outs(%e490 : tensor<f32>) -> tensor<f32>
  %e492 = tensor.empty() : tensor<3x1x1xf32>
  %g497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_0_blocks_1_attn_logit_scale, %f491 : tensor<3x1x1xf32>, tensor<f32>) outs(%e492 : tensor<3x1x1xf32>) {
  ^bb0(%a493: f32, %a494: f32, %o495: f32):
    %b496 = arith.minimumf %a493, %a494 : f32
    linalg.yield %b496 : f32
  } -> tensor<3x1x1xf32>
  %e498 = tensor.empty() : tensor<3x1x1xf32>
  %g502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g497 : tensor<3x1x1xf32>) outs(%e498 : tensor<3x1x1xf32>) {
  ^bb0(%a499: f32, %o500: f32):
    %b501 = math.exp %a499 : f32
    linalg.yield %b501 : f32
  } -> tensor<3x1x1xf32>
  %r503 = tensor.collapse_shape %g502 [[0, 1, 2]] : tensor<3x1x1xf32> into tensor<3xf32>
  %e504 = tensor.empty() : tensor<640x3x49x49xf32>
  %g509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g489, %r503 : tensor<640x3x49x49xf32>, tensor<3xf32>) outs(%e504 : tensor<640x3x49x49xf32>) {
  ^bb0(%a505: f32, %a506: f32, %o507: f32):
    %b508 = arith.mulf %a505, %a506 : f32
    linalg.yield %b508 : f32
  } -> tensor<640x3x49x49xf32>
  %r510 = tensor.collapse_shape %layers_0_blocks_1_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e511 = tensor.empty() : tensor<169x512xf32>
  %f512 = linalg.fill ins(%c0 : f32) outs(%e511 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm513 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r510, %layers_0_blocks_1_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f512 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e514 = tensor.empty() : tensor<169x512xf32>
  %g519 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm513, %layers_0_blocks_1_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e514 : tensor<169x512xf32>) {
  ^bb0(%a515: f32, %a516: f32, %o517: f32):
    %b518 = arith.addf %a515, %a516 : f32
    linalg.yield %b518 : f32
  } -> tensor<169x512xf32>
  %r520 = tensor.expand_shape %g519 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e521 = tensor.empty() : tensor<1x13x13x512xf32>
  %g525 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r520 : tensor<1x13x13x512xf32>) outs(%e521 : tensor<1x13x13x512xf32>) {
  ^bb0(%a522: f32, %o523: f32):
    %b524 = arith.maximumf %a522, %c0 : f32
    linalg.yield %b524 : f32
  } -> tensor<1x13x13x512xf32>
  %r526 = tensor.collapse_shape %g525 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e527 = tensor.empty() : tensor<169x3xf32>
  %f528 = linalg.fill ins(%c0 : f32) outs(%e527 : tensor<169x3xf32>) -> tensor<169x3xf32>
  %mm529 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r526, %layers_0_blocks_1_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<3x512xf32>) outs(%f528 : tensor<169x3xf32>) -> tensor<169x3xf32>
  %r530 = tensor.expand_shape %mm529 [[0, 1, 2], [3]] output_shape [1, 13, 13, 3] : tensor<169x3xf32> into tensor<1x13x13x3xf32>
  %r531 = tensor.collapse_shape %r530 [[0, 1, 2], [3]] : tensor<1x13x13x3xf32> into tensor<169x3xf32>
  %r532 = tensor.collapse_shape %layers_0_blocks_1_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e533 = tensor.empty() : tensor<2401x3xf32>
  %g542 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r532 : tensor<2401xi64>) outs(%e533 : tensor<2401x3xf32>) {
  ^bb0(%a534: i64, %o535: f32):
    %b536 = arith.cmpi slt, %a534, %c5 : i64
    %b537 = arith.addi %a534, %c6 : i64
    %b538 = arith.select %b536, %b537, %a534 : i64
    %b539 = arith.index_cast %b538 : i64 to index
    %i540 = linalg.index 1 : index
    %b541 = tensor.extract %r531[%b539, %i540] : tensor<169x3xf32>
    linalg.yield %b541 : f32
  } -> tensor<2401x3xf32>
  %r543 = tensor.expand_shape %g542 [[0, 1], [2]] output_shape [49, 49, 3] : tensor<2401x3xf32> into tensor<49x49x3xf32>
  %e544 = tensor.empty() : tensor<3x49x49xf32>
  %g547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r543 : tensor<49x49x3xf32>) outs(%e544 : tensor<3x49x49xf32>) {
  ^bb0(%a545: f32, %o546: f32):
    linalg.yield %a545 : f32
  } -> tensor<3x49x49xf32>
  %e548 = tensor.empty() : tensor<3x49x49xf32>
  %g555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g547 : tensor<3x49x49xf32>) outs(%e548 : tensor<3x49x49xf32>) {
  ^bb0(%a549: f32, %o550: f32):
    %b551 = arith.negf %a549 : f32
    %b552 = math.exp %b551 : f32
    %b553 = arith.addf %b552, %c7 : f32
    %b554 = arith.divf %c7, %b553 : f32
    linalg.yield %b554 : f32
  } -> tensor<3x49x49xf32>
  %e556 = tensor.empty() : tensor<3x49x49xf32>
  %g560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g555 : tensor<3x49x49xf32>) outs(%e556 : tensor<3x49x49xf32>) {
  ^bb0(%a557: f32, %o558: f32):
    %b559 = arith.mulf %c8, %a557 : f32
    linalg.yield %b559 : f32
  } -> tensor<3x49x49xf32>
  %e562 = tensor.empty() : tensor<640x3x49x49xf32>
  %g567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g509, %g560 : tensor<640x3x49x49xf32>, tensor<3x49x49xf32>) outs(%e562 : tensor<640x3x49x49xf32>) {
  ^bb0(%a563: f32, %a564: f32, %o565: f32):
    %b566 = arith.addf %a563, %a564 : f32
    linalg.yield %b566 : f32
  } -> tensor<640x3x49x49xf32>
  %r568 = tensor.expand_shape %g567 [[0, 1], [2], [3], [4]] output_shape [10, 64, 3, 49, 49] : tensor<640x3x49x49xf32> into tensor<10x64x3x49x49xf32>
  %e571 = tensor.empty() : tensor<10x64x3x49x49xf32>
  %g576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r568, %layers_0_blocks_1_attn_mask : tensor<10x64x3x49x49xf32>, tensor<64x49x49xf32>) outs(%e571 : tensor<10x64x3x49x49xf32>) {
  ^bb0(%a572: f32, %a573: f32, %o574: f32):
    %b575 = arith.addf %a572, %a573 : f32
    linalg.yield %b575 : f32
  } -> tensor<10x64x3x49x49xf32>
  %r577 = tensor.collapse_shape %g576 [[0, 1], [2], [3], [4]] : tensor<10x64x3x49x49xf32> into tensor<640x3x49x49xf32>
  %e578 = tensor.empty() : tensor<640x3x49x49xf32>
  %sm579 = linalg.softmax dimension(3) ins(%r577 : tensor<640x3x49x49xf32>) outs(%e578 : tensor<640x3x49x49xf32>) -> tensor<640x3x49x49xf32>
  %e580 = tensor.empty() : tensor<640x3x49x32xf32>
  %f581 = linalg.fill ins(%c0 : f32) outs(%e580 : tensor<640x3x49x32xf32>) -> tensor<640x3x49x32xf32>
  %g587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm579, %r435 : tensor<640x3x49x49xf32>, tensor<640x3x49x32xf32>) outs(%f581 : tensor<640x3x49x32xf32>) {
  ^bb0(%a582: f32, %a583: f32, %o584: f32):
    %b585 = arith.mulf %a582, %a583 : f32
    %b586 = arith.addf %o584, %b585 : f32
    linalg.yield %b586 : f32
  } -> tensor<640x3x49x32xf32>
  %e588 = tensor.empty() : tensor<640x49x3x32xf32>
  %g591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g587 : tensor<640x3x49x32xf32>) outs(%e588 : tensor<640x49x3x32xf32>) {
  ^bb0(%a589: f32, %o590: f32):
    linalg.yield %a589 : f32
  } -> tensor<640x49x3x32xf32>
  %r592 = tensor.collapse_shape %g591 [[0], [1], [2, 3]] : tensor<640x49x3x32xf32> into tensor<640x49x96xf32>
  %r593 = tensor.collapse_shape %r592 [[0, 1], [2]] : tensor<640x49x96xf32> into tensor<31360x96xf32>
  %e594 = tensor.empty() : tensor<31360x96xf32>
  %f595 = linalg.fill ins(%c0 : f32) outs(%e594 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %mm596 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r593, %layers_0_blocks_1_attn_proj_weight : tensor<31360x96xf32>, tensor<96x96xf32>) outs(%f595 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %e597 = tensor.empty() : tensor<31360x96xf32>
  %g602 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm596, %layers_0_blocks_1_attn_proj_bias : tensor<31360x96xf32>, tensor<96xf32>) outs(%e597 : tensor<31360x96xf32>) {
  ^bb0(%a598: f32, %a599: f32, %o600: f32):
    %b601 = arith.addf %a598, %a599 : f32
    linalg.yield %b601 : f32
  } -> tensor<31360x96xf32>
  %r603 = tensor.expand_shape %g602 [[0, 1], [2]] output_shape [640, 49, 96] : tensor<31360x96xf32> into tensor<640x49x96xf32>
  %r604 = tensor.expand_shape %r603 [[0], [1, 2], [3]] output_shape [640, 7, 7, 96] : tensor<640x49x96xf32> into tensor<640x7x7x96xf32>
  %r605 = tensor.expand_shape %r604 [[0, 1, 2], [3], [4], [5]] output_shape [10, 8, 8, 7, 7, 96] : tensor<640x7x7x96xf32> into tensor<10x8x8x7x7x96xf32>
  %e606 = tensor.empty() : tensor<10x8x7x8x7x96xf32>
  %g609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r605 : tensor<10x8x8x7x7x96xf32>) outs(%e606 : tensor<10x8x7x8x7x96xf32>) {
  ^bb0(%a607: f32, %o608: f32):
    linalg.yield %a607 : f32
  } -> tensor<10x8x7x8x7x96xf32>
  %r610 = tensor.collapse_shape %g609 [[0], [1, 2], [3, 4], [5]] : tensor<10x8x7x8x7x96xf32> into tensor<10x56x56x96xf32>
  %e611 = tensor.empty() : tensor<10x56x56x96xf32>
  %g614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 53) mod 56, (d2 + 53) mod 56, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r610 : tensor<10x56x56x96xf32>) outs(%e611 : tensor<10x56x56x96xf32>) {
  ^bb0(%a612: f32, %o613: f32):
    linalg.yield %a612 : f32
  } -> tensor<10x56x56x96xf32>
  %r615 = tensor.collapse_shape %g614 [[0], [1, 2], [3]] : tensor<10x56x56x96xf32> into tensor<10x3136x96xf32>
  %e616 = tensor.empty() : tensor<10x3136xf32>
  %f617 = linalg.fill ins(%c0 : f32) outs(%e616 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r615 : tensor<10x3136x96xf32>) outs(%f617 : tensor<10x3136xf32>) {
  ^bb0(%a618: f32, %o619: f32):
    %b620 = arith.addf %a618, %o619 : f32
    linalg.yield %b620 : f32
  } -> tensor<10x3136xf32>
  %e622 = tensor.empty() : tensor<10x3136xf32>
  %g626 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g621 : tensor<10x3136xf32>) outs(%e622 : tensor<10x3136xf32>) {
  ^bb0(%a623: f32, %o624: f32):
    %b625 = arith.divf %a623, %c1 : f32
    linalg.yield %b625 : f32
  } -> tensor<10x3136xf32>
  %e628 = tensor.empty() : tensor<10x3136x96xf32>
  %g634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r615, %g626 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e628 : tensor<10x3136x96xf32>) {
  ^bb0(%a629: f32, %a630: f32, %o631: f32):
    %b632 = arith.subf %a629, %a630 : f32
    %b633 = arith.mulf %b632, %b632 : f32
    linalg.yield %b633 : f32
  } -> tensor<10x3136x96xf32>
  %e635 = tensor.empty() : tensor<10x3136xf32>
  %f636 = linalg.fill ins(%c0 : f32) outs(%e635 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g634 : tensor<10x3136x96xf32>) outs(%f636 : tensor<10x3136xf32>) {
  ^bb0(%a637: f32, %o638: f32):
    %b639 = arith.addf %a637, %o638 : f32
    linalg.yield %b639 : f32
  } -> tensor<10x3136xf32>
  %e641 = tensor.empty() : tensor<10x3136xf32>
  %g645 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g640 : tensor<10x3136xf32>) outs(%e641 : tensor<10x3136xf32>) {
  ^bb0(%a642: f32, %o643: f32):
    %b644 = arith.divf %a642, %c1 : f32
    linalg.yield %b644 : f32
  } -> tensor<10x3136xf32>
  %e647 = tensor.empty() : tensor<10x3136x96xf32>
  %g660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r615, %g626, %g645, %layers_0_blocks_1_norm1_weight, %layers_0_blocks_1_norm1_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e647 : tensor<10x3136x96xf32>) {
  ^bb0(%a648: f32, %a649: f32, %a650: f32, %a651: f32, %a652: f32, %o653: f32):
    %b654 = arith.addf %a650, %c2 : f32
    %b655 = math.sqrt %b654 : f32
    %b656 = arith.subf %a648, %a649 : f32
    %b657 = arith.divf %b656, %b655 : f32
    %b658 = arith.mulf %b657, %a651 : f32
    %b659 = arith.addf %b658, %a652 : f32
    linalg.yield %b659 : f32
  } -> tensor<10x3136x96xf32>
  %e661 = tensor.empty() : tensor<10x3136x96xf32>
  %g666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g395, %g660 : tensor<10x3136x96xf32>, tensor<10x3136x96xf32>) outs(%e661 : tensor<10x3136x96xf32>) {
  ^bb0(%a662: f32, %a663: f32, %o664: f32):
    %b665 = arith.addf %a662, %a663 : f32
    linalg.yield %b665 : f32
  } -> tensor<10x3136x96xf32>
  %r667 = tensor.collapse_shape %g666 [[0, 1], [2]] : tensor<10x3136x96xf32> into tensor<31360x96xf32>
  %e668 = tensor.empty() : tensor<31360x384xf32>
  %f669 = linalg.fill ins(%c0 : f32) outs(%e668 : tensor<31360x384xf32>) -> tensor<31360x384xf32>
  %mm670 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r667, %layers_0_blocks_1_mlp_fc1_weight : tensor<31360x96xf32>, tensor<384x96xf32>) outs(%f669 : tensor<31360x384xf32>) -> tensor<31360x384xf32>
  %e671 = tensor.empty() : tensor<31360x384xf32>
  %g676 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm670, %layers_0_blocks_1_mlp_fc1_bias : tensor<31360x384xf32>, tensor<384xf32>) outs(%e671 : tensor<31360x384xf32>) {
  ^bb0(%a672: f32, %a673: f32, %o674: f32):
    %b675 = arith.addf %a672, %a673 : f32
    linalg.yield %b675 : f32
  } -> tensor<31360x384xf32>
  %r677 = tensor.expand_shape %g676 [[0, 1], [2]] output_shape [10, 3136, 384] : tensor<31360x384xf32> into tensor<10x3136x384xf32>
  %e678 = tensor.empty() : tensor<10x3136x384xf32>
  %g686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r677 : tensor<10x3136x384xf32>) outs(%e678 : tensor<10x3136x384xf32>) {
  ^bb0(%a679: f32, %o680: f32):
    %b681 = arith.mulf %a679, %c9 : f32
    %b682 = arith.mulf %a679, %c10 : f32
    %b683 = math.erf %b682 : f32
    %b684 = arith.addf %b683, %c7 : f32
    %b685 = arith.mulf %b681, %b684 : f32
    linalg.yield %b685 : f32
  } -> tensor<10x3136x384xf32>
  %r687 = tensor.collapse_shape %g686 [[0, 1], [2]] : tensor<10x3136x384xf32> into tensor<31360x384xf32>
  %e688 = tensor.empty() : tensor<31360x96xf32>
  %f689 = linalg.fill ins(%c0 : f32) outs(%e688 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %mm690 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r687, %layers_0_blocks_1_mlp_fc2_weight : tensor<31360x384xf32>, tensor<96x384xf32>) outs(%f689 : tensor<31360x96xf32>) -> tensor<31360x96xf32>
  %e691 = tensor.empty() : tensor<31360x96xf32>
  %g696 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm690, %layers_0_blocks_1_mlp_fc2_bias : tensor<31360x96xf32>, tensor<96xf32>) outs(%e691 : tensor<31360x96xf32>) {
  ^bb0(%a692: f32, %a693: f32, %o694: f32):
    %b695 = arith.addf %a692, %a693 : f32
    linalg.yield %b695 : f32
  } -> tensor<31360x96xf32>
  %r697 = tensor.expand_shape %g696 [[0, 1], [2]] output_shape [10, 3136, 96] : tensor<31360x96xf32> into tensor<10x3136x96xf32>
  %e698 = tensor.empty() : tensor<10x3136xf32>
  %f699 = linalg.fill ins(%c0 : f32) outs(%e698 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g703 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r697 : tensor<10x3136x96xf32>) outs(%f699 : tensor<10x3136xf32>) {
  ^bb0(%a700: f32, %o701: f32):
    %b702 = arith.addf %a700, %o701 : f32
    linalg.yield %b702 : f32
  } -> tensor<10x3136xf32>
  %e704 = tensor.empty() : tensor<10x3136xf32>
  %g708 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g703 : tensor<10x3136xf32>) outs(%e704 : tensor<10x3136xf32>) {
  ^bb0(%a705: f32, %o706: f32):
    %b707 = arith.divf %a705, %c1 : f32
    linalg.yield %b707 : f32
  } -> tensor<10x3136xf32>
  %e710 = tensor.empty() : tensor<10x3136x96xf32>
  %g716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r697, %g708 : tensor<10x3136x96xf32>, tensor<10x3136xf32>) outs(%e710 : tensor<10x3136x96xf32>) {
  ^bb0(%a711: f32, %a712: f32, %o713: f32):
    %b714 = arith.subf %a711, %a712 : f32
    %b715 = arith.mulf %b714, %b714 : f32
    linalg.yield %b715 : f32
  } -> tensor<10x3136x96xf32>
  %e717 = tensor.empty() : tensor<10x3136xf32>
  %f718 = linalg.fill ins(%c0 : f32) outs(%e717 : tensor<10x3136xf32>) -> tensor<10x3136xf32>
  %g722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g716 : tensor<10x3136x96xf32>) outs(%f718 : tensor<10x3136xf32>) {
  ^bb0(%a719: f32, %o720: f32):
    %b721 = arith.addf %a719, %o720 : f32
    linalg.yield %b721 : f32
  } -> tensor<10x3136xf32>
  %e723 = tensor.empty() : tensor<10x3136xf32>
  %g727 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g722 : tensor<10x3136xf32>) outs(%e723 : tensor<10x3136xf32>) {
  ^bb0(%a724: f32, %o725: f32):
    %b726 = arith.divf %a724, %c1 : f32
    linalg.yield %b726 : f32
  } -> tensor<10x3136xf32>
  %e729 = tensor.empty() : tensor<10x3136x96xf32>
  %g742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r697, %g708, %g727, %layers_0_blocks_1_norm2_weight, %layers_0_blocks_1_norm2_bias : tensor<10x3136x96xf32>, tensor<10x3136xf32>, tensor<10x3136xf32>, tensor<96xf32>, tensor<96xf32>) outs(%e729 : tensor<10x3136x96xf32>) {
  ^bb0(%a730: f32, %a731: f32, %a732: f32, %a733: f32, %a734: f32, %o735: f32):
    %b736 = arith.addf %a732, %c2 : f32
    %b737 = math.sqrt %b736 : f32
    %b738 = arith.subf %a730, %a731 : f32
    %b739 = arith.divf %b738, %b737 : f32
    %b740 = arith.mulf %b739, %a733 : f32
    %b741 = arith.addf %b740, %a734 : f32
    linalg.yield %b741 : f32
  } -> tensor<10x3136x96xf32>
  %e743 = tensor.empty() : tensor<10x3136x96xf32>
  %g748 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g666, %g742 : tensor<10x3136x96xf32>, tensor<10x3136x96xf32>) outs(%e743 : tensor<10x3136x96xf32>) {
  ^bb0(%a744: f32, %a745: f32, %o746: f32):
    %b747 = arith.addf %a744, %a745 : f32
    linalg.yield %b747 : f32
  } -> tensor<10x3136x96xf32>
  %r749 = tensor.expand_shape %g748 [[0], [1, 2], [3]] output_shape [10, 56, 56, 96] : tensor<10x3136x96xf32> into tensor<10x56x56x96xf32>
  %s750 = tensor.extract_slice %r749[0, 0, 0, 0] [10, 28, 28, 96] [1, 2, 2, 1] : tensor<10x56x56x96xf32> to tensor<10x28x28x96xf32>
  %s751 = tensor.extract_slice %r749[0, 1, 0, 0] [10, 28, 28, 96] [1, 2, 2, 1] : tensor<10x56x56x96xf32> to tensor<10x28x28x96xf32>
  %s752 = tensor.extract_slice %r749[0, 0, 1, 0] [10, 28, 28, 96] [1, 2, 2, 1] : tensor<10x56x56x96xf32> to tensor<10x28x28x96xf32>
  %s753 = tensor.extract_slice %r749[0, 1, 1, 0] [10, 28, 28, 96] [1, 2, 2, 1] : tensor<10x56x56x96xf32> to tensor<10x28x28x96xf32>
  %e754 = tensor.empty() : tensor<10x28x28x384xf32>
  %cat755 = tensor.insert_slice %s750 into %e754[0, 0, 0, 0] [10, 28, 28, 96] [1, 1, 1, 1] : tensor<10x28x28x96xf32> into tensor<10x28x28x384xf32>
  %cat756 = tensor.insert_slice %s751 into %cat755[0, 0, 0, 96] [10, 28, 28, 96] [1, 1, 1, 1] : tensor<10x28x28x96xf32> into tensor<10x28x28x384xf32>
  %cat757 = tensor.insert_slice %s752 into %cat756[0, 0, 0, 192] [10, 28, 28, 96] [1, 1, 1, 1] : tensor<10x28x28x96xf32> into tensor<10x28x28x384xf32>
  %cat758 = tensor.insert_slice %s753 into %cat757[0, 0, 0, 288] [10, 28, 28, 96] [1, 1, 1, 1] : tensor<10x28x28x96xf32> into tensor<10x28x28x384xf32>
  %r759 = tensor.collapse_shape %cat758 [[0], [1, 2], [3]] : tensor<10x28x28x384xf32> into tensor<10x784x384xf32>
  %r760 = tensor.collapse_shape %r759 [[0, 1], [2]] : tensor<10x784x384xf32> into tensor<7840x384xf32>
  %e761 = tensor.empty() : tensor<7840x192xf32>
  %f762 = linalg.fill ins(%c0 : f32) outs(%e761 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %mm763 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r760, %layers_0_downsample_reduction_weight : tensor<7840x384xf32>, tensor<192x384xf32>) outs(%f762 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %r764 = tensor.expand_shape %mm763 [[0, 1], [2]] output_shape [10, 784, 192] : tensor<7840x192xf32> into tensor<10x784x192xf32>
  %e765 = tensor.empty() : tensor<10x784xf32>
  %f766 = linalg.fill ins(%c0 : f32) outs(%e765 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r764 : tensor<10x784x192xf32>) outs(%f766 : tensor<10x784xf32>) {
  ^bb0(%a767: f32, %o768: f32):
    %b769 = arith.addf %a767, %o768 : f32
    linalg.yield %b769 : f32
  } -> tensor<10x784xf32>
  %e771 = tensor.empty() : tensor<10x784xf32>
  %g775 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g770 : tensor<10x784xf32>) outs(%e771 : tensor<10x784xf32>) {
  ^bb0(%a772: f32, %o773: f32):
    %b774 = arith.divf %a772, %c11 : f32
    linalg.yield %b774 : f32
  } -> tensor<10x784xf32>
  %e777 = tensor.empty() : tensor<10x784x192xf32>
  %g783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r764, %g775 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e777 : tensor<10x784x192xf32>) {
  ^bb0(%a778: f32, %a779: f32, %o780: f32):
    %b781 = arith.subf %a778, %a779 : f32
    %b782 = arith.mulf %b781, %b781 : f32
    linalg.yield %b782 : f32
  } -> tensor<10x784x192xf32>
  %e784 = tensor.empty() : tensor<10x784xf32>
  %f785 = linalg.fill ins(%c0 : f32) outs(%e784 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g783 : tensor<10x784x192xf32>) outs(%f785 : tensor<10x784xf32>) {
  ^bb0(%a786: f32, %o787: f32):
    %b788 = arith.addf %a786, %o787 : f32
    linalg.yield %b788 : f32
  } -> tensor<10x784xf32>
  %e790 = tensor.empty() : tensor<10x784xf32>
  %g794 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g789 : tensor<10x784xf32>) outs(%e790 : tensor<10x784xf32>) {
  ^bb0(%a791: f32, %o792: f32):
    %b793 = arith.divf %a791, %c11 : f32
    linalg.yield %b793 : f32
  } -> tensor<10x784xf32>
  %e796 = tensor.empty() : tensor<10x784x192xf32>
  %g809 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r764, %g775, %g794, %layers_0_downsample_norm_weight, %layers_0_downsample_norm_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e796 : tensor<10x784x192xf32>) {
  ^bb0(%a797: f32, %a798: f32, %a799: f32, %a800: f32, %a801: f32, %o802: f32):
    %b803 = arith.addf %a799, %c2 : f32
    %b804 = math.sqrt %b803 : f32
    %b805 = arith.subf %a797, %a798 : f32
    %b806 = arith.divf %b805, %b804 : f32
    %b807 = arith.mulf %b806, %a800 : f32
    %b808 = arith.addf %b807, %a801 : f32
    linalg.yield %b808 : f32
  } -> tensor<10x784x192xf32>
  %r810 = tensor.expand_shape %g809 [[0], [1, 2], [3]] output_shape [10, 28, 28, 192] : tensor<10x784x192xf32> into tensor<10x28x28x192xf32>
  %r811 = tensor.expand_shape %r810 [[0], [1, 2], [3, 4], [5]] output_shape [10, 4, 7, 4, 7, 192] : tensor<10x28x28x192xf32> into tensor<10x4x7x4x7x192xf32>
  %e812 = tensor.empty() : tensor<10x4x4x7x7x192xf32>
  %g815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r811 : tensor<10x4x7x4x7x192xf32>) outs(%e812 : tensor<10x4x4x7x7x192xf32>) {
  ^bb0(%a813: f32, %o814: f32):
    linalg.yield %a813 : f32
  } -> tensor<10x4x4x7x7x192xf32>
  %r816 = tensor.collapse_shape %g815 [[0, 1, 2], [3], [4], [5]] : tensor<10x4x4x7x7x192xf32> into tensor<160x7x7x192xf32>
  %r817 = tensor.collapse_shape %r816 [[0], [1, 2], [3]] : tensor<160x7x7x192xf32> into tensor<160x49x192xf32>
  %e818 = tensor.empty() : tensor<192xf32>
  %f819 = linalg.fill ins(%c0 : f32) outs(%e818 : tensor<192xf32>) -> tensor<192xf32>
  %e820 = tensor.empty() : tensor<576xf32>
  %cat821 = tensor.insert_slice %layers_1_blocks_0_attn_q_bias into %e820[0] [192] [1] : tensor<192xf32> into tensor<576xf32>
  %cat822 = tensor.insert_slice %f819 into %cat821[192] [192] [1] : tensor<192xf32> into tensor<576xf32>
  %cat823 = tensor.insert_slice %layers_1_blocks_0_attn_v_bias into %cat822[384] [192] [1] : tensor<192xf32> into tensor<576xf32>
  %r824 = tensor.collapse_shape %r817 [[0, 1], [2]] : tensor<160x49x192xf32> into tensor<7840x192xf32>
  %e825 = tensor.empty() : tensor<7840x576xf32>
  %f826 = linalg.fill ins(%c0 : f32) outs(%e825 : tensor<7840x576xf32>) -> tensor<7840x576xf32>
  %mm827 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r824, %layers_1_blocks_0_attn_qkv_weight : tensor<7840x192xf32>, tensor<576x192xf32>) outs(%f826 : tensor<7840x576xf32>) -> tensor<7840x576xf32>
  %e828 = tensor.empty() : tensor<7840x576xf32>
  %g833 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm827, %cat823 : tensor<7840x576xf32>, tensor<576xf32>) outs(%e828 : tensor<7840x576xf32>) {
  ^bb0(%a829: f32, %a830: f32, %o831: f32):
    %b832 = arith.addf %a829, %a830 : f32
    linalg.yield %b832 : f32
  } -> tensor<7840x576xf32>
  %r834 = tensor.expand_shape %g833 [[0, 1], [2]] output_shape [160, 49, 576] : tensor<7840x576xf32> into tensor<160x49x576xf32>
  %r835 = tensor.expand_shape %r834 [[0], [1], [2, 3, 4]] output_shape [160, 49, 3, 6, 32] : tensor<160x49x576xf32> into tensor<160x49x3x6x32xf32>
  %e836 = tensor.empty() : tensor<3x160x6x49x32xf32>
  %g839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r835 : tensor<160x49x3x6x32xf32>) outs(%e836 : tensor<3x160x6x49x32xf32>) {
  ^bb0(%a837: f32, %o838: f32):
    linalg.yield %a837 : f32
  } -> tensor<3x160x6x49x32xf32>
  %s840 = tensor.extract_slice %g839[0, 0, 0, 0, 0] [1, 160, 6, 49, 32] [1, 1, 1, 1, 1] : tensor<3x160x6x49x32xf32> to tensor<1x160x6x49x32xf32>
  %r841 = tensor.collapse_shape %s840 [[0, 1], [2], [3], [4]] : tensor<1x160x6x49x32xf32> into tensor<160x6x49x32xf32>
  %s842 = tensor.extract_slice %g839[1, 0, 0, 0, 0] [1, 160, 6, 49, 32] [1, 1, 1, 1, 1] : tensor<3x160x6x49x32xf32> to tensor<1x160x6x49x32xf32>
  %r843 = tensor.collapse_shape %s842 [[0, 1], [2], [3], [4]] : tensor<1x160x6x49x32xf32> into tensor<160x6x49x32xf32>
  %s844 = tensor.extract_slice %g839[2, 0, 0, 0, 0] [1, 160, 6, 49, 32] [1, 1, 1, 1, 1] : tensor<3x160x6x49x32xf32> to tensor<1x160x6x49x32xf32>
  %r845 = tensor.collapse_shape %s844 [[0, 1], [2], [3], [4]] : tensor<1x160x6x49x32xf32> into tensor<160x6x49x32xf32>
  %e846 = tensor.empty() : tensor<160x6x49xf32>
  %f847 = linalg.fill ins(%c0 : f32) outs(%e846 : tensor<160x6x49xf32>) -> tensor<160x6x49xf32>
  %g852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r841 : tensor<160x6x49x32xf32>) outs(%f847 : tensor<160x6x49xf32>) {
  ^bb0(%a848: f32, %o849: f32):
    %b850 = arith.mulf %a848, %a848 : f32
    %b851 = arith.addf %b850, %o849 : f32
    linalg.yield %b851 : f32
  } -> tensor<160x6x49xf32>
  %r853 = tensor.expand_shape %g852 [[0], [1], [2, 3]] output_shape [160, 6, 49, 1] : tensor<160x6x49xf32> into tensor<160x6x49x1xf32>
  %e854 = tensor.empty() : tensor<160x6x49x1xf32>
  %g858 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r853 : tensor<160x6x49x1xf32>) outs(%e854 : tensor<160x6x49x1xf32>) {
  ^bb0(%a855: f32, %o856: f32):
    %b857 = math.sqrt %a855 : f32
    linalg.yield %b857 : f32
  } -> tensor<160x6x49x1xf32>
  %r859 = tensor.collapse_shape %g858 [[0], [1], [2, 3]] : tensor<160x6x49x1xf32> into tensor<160x6x49xf32>
  %e860 = tensor.empty() : tensor<160x6x49x32xf32>
  %g866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r841, %r859 : tensor<160x6x49x32xf32>, tensor<160x6x49xf32>) outs(%e860 : tensor<160x6x49x32xf32>) {
  ^bb0(%a861: f32, %a862: f32, %o863: f32):
    %b864 = arith.maximumf %a862, %c3 : f32
    %b865 = arith.divf %a861, %b864 : f32
    linalg.yield %b865 : f32
  } -> tensor<160x6x49x32xf32>
  %e867 = tensor.empty() : tensor<160x6x49xf32>
  %f868 = linalg.fill ins(%c0 : f32) outs(%e867 : tensor<160x6x49xf32>) -> tensor<160x6x49xf32>
  %g873 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r843 : tensor<160x6x49x32xf32>) outs(%f868 : tensor<160x6x49xf32>) {
  ^bb0(%a869: f32, %o870: f32):
    %b871 = arith.mulf %a869, %a869 : f32
    %b872 = arith.addf %b871, %o870 : f32
    linalg.yield %b872 : f32
  } -> tensor<160x6x49xf32>
  %r874 = tensor.expand_shape %g873 [[0], [1], [2, 3]] output_shape [160, 6, 49, 1] : tensor<160x6x49xf32> into tensor<160x6x49x1xf32>
  %e875 = tensor.empty() : tensor<160x6x49x1xf32>
  %g879 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r874 : tensor<160x6x49x1xf32>) outs(%e875 : tensor<160x6x49x1xf32>) {
  ^bb0(%a876: f32, %o877: f32):
    %b878 = math.sqrt %a876 : f32
    linalg.yield %b878 : f32
  } -> tensor<160x6x49x1xf32>
  %r880 = tensor.collapse_shape %g879 [[0], [1], [2, 3]] : tensor<160x6x49x1xf32> into tensor<160x6x49xf32>
  %e881 = tensor.empty() : tensor<160x6x49x32xf32>
  %g887 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r843, %r880 : tensor<160x6x49x32xf32>, tensor<160x6x49xf32>) outs(%e881 : tensor<160x6x49x32xf32>) {
  ^bb0(%a882: f32, %a883: f32, %o884: f32):
    %b885 = arith.maximumf %a883, %c3 : f32
    %b886 = arith.divf %a882, %b885 : f32
    linalg.yield %b886 : f32
  } -> tensor<160x6x49x32xf32>
  %e888 = tensor.empty() : tensor<160x6x32x49xf32>
  %g891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g887 : tensor<160x6x49x32xf32>) outs(%e888 : tensor<160x6x32x49xf32>) {
  ^bb0(%a889: f32, %o890: f32):
    linalg.yield %a889 : f32
  } -> tensor<160x6x32x49xf32>
  %e892 = tensor.empty() : tensor<160x6x49x49xf32>
  %f893 = linalg.fill ins(%c0 : f32) outs(%e892 : tensor<160x6x49x49xf32>) -> tensor<160x6x49x49xf32>
  %g899 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g866, %g891 : tensor<160x6x49x32xf32>, tensor<160x6x32x49xf32>) outs(%f893 : tensor<160x6x49x49xf32>) {
  ^bb0(%a894: f32, %a895: f32, %o896: f32):
    %b897 = arith.mulf %a894, %a895 : f32
    %b898 = arith.addf %o896, %b897 : f32
    linalg.yield %b898 : f32
  } -> tensor<160x6x49x49xf32>
  %e900 = tensor.empty() : tensor<f32>
  %f901 = linalg.fill ins(%c4 : f32) outs(%e900 : tensor<f32>) -> tensor<f32>
  %e902 = tensor.empty() : tensor<6x1x1xf32>
  %g907 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_1_blocks_0_attn_logit_scale, %f901 : tensor<6x1x1xf32>, tensor<f32>) outs(%e902 : tensor<6x1x1xf32>) {
  ^bb0(%a903: f32, %a904: f32, %o905: f32):
    %b906 = arith.minimumf %a903, %a904 : f32
    linalg.yield %b906 : f32
  } -> tensor<6x1x1xf32>
  %e908 = tensor.empty() : tensor<6x1x1xf32>
  %g912 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g907 : tensor<6x1x1xf32>) outs(%e908 : tensor<6x1x1xf32>) {
  ^bb0(%a909: f32, %o910: f32):
    %b911 = math.exp %a909 : f32
    linalg.yield %b911 : f32
  } -> tensor<6x1x1xf32>
  %r913 = tensor.collapse_shape %g912 [[0, 1, 2]] : tensor<6x1x1xf32> into tensor<6xf32>
  %e914 = tensor.empty() : tensor<160x6x49x49xf32>
  %g919 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g899, %r913 : tensor<160x6x49x49xf32>, tensor<6xf32>) outs(%e914 : tensor<160x6x49x49xf32>) {
  ^bb0(%a915: f32, %a916: f32, %o917: f32):
    %b918 = arith.mulf %a915, %a916 : f32
    linalg.yield %b918 : f32
  } -> tensor<160x6x49x49xf32>
  %r920 = tensor.collapse_shape %layers_1_blocks_0_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e921 = tensor.empty() : tensor<169x512xf32>
  %f922 = linalg.fill ins(%c0 : f32) outs(%e921 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm923 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r920, %layers_1_blocks_0_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f922 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e924 = tensor.empty() : tensor<169x512xf32>
  %g929 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm923, %layers_1_blocks_0_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e924 : tensor<169x512xf32>) {
  ^bb0(%a925: f32, %a926: f32, %o927: f32):
    %b928 = arith.addf %a925, %a926 : f32
    linalg.yield %b928 : f32
  } -> tensor<169x512xf32>
  %r930 = tensor.expand_shape %g929 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e931 = tensor.empty() : tensor<1x13x13x512xf32>
  %g935 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r930 : tensor<1x13x13x512xf32>) outs(%e931 : tensor<1x13x13x512xf32>) {
  ^bb0(%a932: f32, %o933: f32):
    %b934 = arith.maximumf %a932, %c0 : f32
    linalg.yield %b934 : f32
  } -> tensor<1x13x13x512xf32>
  %r936 = tensor.collapse_shape %g935 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e937 = tensor.empty() : tensor<169x6xf32>
  %f938 = linalg.fill ins(%c0 : f32) outs(%e937 : tensor<169x6xf32>) -> tensor<169x6xf32>
  %mm939 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r936, %layers_1_blocks_0_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<6x512xf32>) outs(%f938 : tensor<169x6xf32>) -> tensor<169x6xf32>
  %r940 = tensor.expand_shape %mm939 [[0, 1, 2], [3]] output_shape [1, 13, 13, 6] : tensor<169x6xf32> into tensor<1x13x13x6xf32>
  %r941 = tensor.collapse_shape %r940 [[0, 1, 2], [3]] : tensor<1x13x13x6xf32> into tensor<169x6xf32>
  %r942 = tensor.collapse_shape %layers_1_blocks_0_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e943 = tensor.empty() : tensor<2401x6xf32>
  %g952 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r942 : tensor<2401xi64>) outs(%e943 : tensor<2401x6xf32>) {
  ^bb0(%a944: i64, %o945: f32):
    %b946 = arith.cmpi slt, %a944, %c5 : i64
    %b947 = arith.addi %a944, %c6 : i64
    %b948 = arith.select %b946, %b947, %a944 : i64
    %b949 = arith.index_cast %b948 : i64 to index
    %i950 = linalg.index 1 : index
    %b951 = tensor.extract %r941[%b949, %i950] : tensor<169x6xf32>
    linalg.yield %b951 : f32
  } -> tensor<2401x6xf32>
  %r953 = tensor.expand_shape %g952 [[0, 1], [2]] output_shape [49, 49, 6] : tensor<2401x6xf32> into tensor<49x49x6xf32>
  %e954 = tensor.empty() : tensor<6x49x49xf32>
  %g957 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r953 : tensor<49x49x6xf32>) outs(%e954 : tensor<6x49x49xf32>) {
  ^bb0(%a955: f32, %o956: f32):
    linalg.yield %a955 : f32
  } -> tensor<6x49x49xf32>
  %e958 = tensor.empty() : tensor<6x49x49xf32>
  %g965 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g957 : tensor<6x49x49xf32>) outs(%e958 : tensor<6x49x49xf32>) {
  ^bb0(%a959: f32, %o960: f32):
    %b961 = arith.negf %a959 : f32
    %b962 = math.exp %b961 : f32
    %b963 = arith.addf %b962, %c7 : f32
    %b964 = arith.divf %c7, %b963 : f32
    linalg.yield %b964 : f32
  } -> tensor<6x49x49xf32>
  %e966 = tensor.empty() : tensor<6x49x49xf32>
  %g970 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g965 : tensor<6x49x49xf32>) outs(%e966 : tensor<6x49x49xf32>) {
  ^bb0(%a967: f32, %o968: f32):
    %b969 = arith.mulf %c8, %a967 : f32
    linalg.yield %b969 : f32
  } -> tensor<6x49x49xf32>
  %e972 = tensor.empty() : tensor<160x6x49x49xf32>
  %g977 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g919, %g970 : tensor<160x6x49x49xf32>, tensor<6x49x49xf32>) outs(%e972 : tensor<160x6x49x49xf32>) {
  ^bb0(%a973: f32, %a974: f32, %o975: f32):
    %b976 = arith.addf %a973, %a974 : f32
    linalg.yield %b976 : f32
  } -> tensor<160x6x49x49xf32>
  %e978 = tensor.empty() : tensor<160x6x49x49xf32>
  %sm979 = linalg.softmax dimension(3) ins(%g977 : tensor<160x6x49x49xf32>) outs(%e978 : tensor<160x6x49x49xf32>) -> tensor<160x6x49x49xf32>
  %e980 = tensor.empty() : tensor<160x6x49x32xf32>
  %f981 = linalg.fill ins(%c0 : f32) outs(%e980 : tensor<160x6x49x32xf32>) -> tensor<160x6x49x32xf32>
  %g987 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm979, %r845 : tensor<160x6x49x49xf32>, tensor<160x6x49x32xf32>) outs(%f981 : tensor<160x6x49x32xf32>) {
  ^bb0(%a982: f32, %a983: f32, %o984: f32):
    %b985 = arith.mulf %a982, %a983 : f32
    %b986 = arith.addf %o984, %b985 : f32
    linalg.yield %b986 : f32
  } -> tensor<160x6x49x32xf32>
  %e988 = tensor.empty() : tensor<160x49x6x32xf32>
  %g991 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g987 : tensor<160x6x49x32xf32>) outs(%e988 : tensor<160x49x6x32xf32>) {
  ^bb0(%a989: f32, %o990: f32):
    linalg.yield %a989 : f32
  } -> tensor<160x49x6x32xf32>
  %r992 = tensor.collapse_shape %g991 [[0], [1], [2, 3]] : tensor<160x49x6x32xf32> into tensor<160x49x192xf32>
  %r993 = tensor.collapse_shape %r992 [[0, 1], [2]] : tensor<160x49x192xf32> into tensor<7840x192xf32>
  %e994 = tensor.empty() : tensor<7840x192xf32>
  %f995 = linalg.fill ins(%c0 : f32) outs(%e994 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %mm996 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r993, %layers_1_blocks_0_attn_proj_weight : tensor<7840x192xf32>, tensor<192x192xf32>) outs(%f995 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %e997 = tensor.empty() : tensor<7840x192xf32>
  %g1002 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm996, %layers_1_blocks_0_attn_proj_bias : tensor<7840x192xf32>, tensor<192xf32>) outs(%e997 : tensor<7840x192xf32>) {
  ^bb0(%a998: f32, %a999: f32, %o1000: f32):
    %b1001 = arith.addf %a998, %a999 : f32
    linalg.yield %b1001 : f32
  } -> tensor<7840x192xf32>
  %r1003 = tensor.expand_shape %g1002 [[0, 1], [2]] output_shape [160, 49, 192] : tensor<7840x192xf32> into tensor<160x49x192xf32>
  %r1004 = tensor.expand_shape %r1003 [[0], [1, 2], [3]] output_shape [160, 7, 7, 192] : tensor<160x49x192xf32> into tensor<160x7x7x192xf32>
  %r1005 = tensor.expand_shape %r1004 [[0, 1, 2], [3], [4], [5]] output_shape [10, 4, 4, 7, 7, 192] : tensor<160x7x7x192xf32> into tensor<10x4x4x7x7x192xf32>
  %e1006 = tensor.empty() : tensor<10x4x7x4x7x192xf32>
  %g1009 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1005 : tensor<10x4x4x7x7x192xf32>) outs(%e1006 : tensor<10x4x7x4x7x192xf32>) {
  ^bb0(%a1007: f32, %o1008: f32):
    linalg.yield %a1007 : f32
  } -> tensor<10x4x7x4x7x192xf32>
  %r1010 = tensor.collapse_shape %g1009 [[0], [1, 2], [3, 4], [5]] : tensor<10x4x7x4x7x192xf32> into tensor<10x28x28x192xf32>
  %r1011 = tensor.collapse_shape %r1010 [[0], [1, 2], [3]] : tensor<10x28x28x192xf32> into tensor<10x784x192xf32>
  %e1012 = tensor.empty() : tensor<10x784xf32>
  %f1013 = linalg.fill ins(%c0 : f32) outs(%e1012 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g1017 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r1011 : tensor<10x784x192xf32>) outs(%f1013 : tensor<10x784xf32>) {
  ^bb0(%a1014: f32, %o1015: f32):
    %b1016 = arith.addf %a1014, %o1015 : f32
    linalg.yield %b1016 : f32
  } -> tensor<10x784xf32>
  %e1018 = tensor.empty() : tensor<10x784xf32>
  %g1022 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1017 : tensor<10x784xf32>) outs(%e1018 : tensor<10x784xf32>) {
  ^bb0(%a1019: f32, %o1020: f32):
    %b1021 = arith.divf %a1019, %c11 : f32
    linalg.yield %b1021 : f32
  } -> tensor<10x784xf32>
  %e1024 = tensor.empty() : tensor<10x784x192xf32>
  %g1030 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1011, %g1022 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e1024 : tensor<10x784x192xf32>) {
  ^bb0(%a1025: f32, %a1026: f32, %o1027: f32):
    %b1028 = arith.subf %a1025, %a1026 : f32
    %b1029 = arith.mulf %b1028, %b1028 : f32
    linalg.yield %b1029 : f32
  } -> tensor<10x784x192xf32>
  %e1031 = tensor.empty() : tensor<10x784xf32>
  %f1032 = linalg.fill ins(%c0 : f32) outs(%e1031 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g1036 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1030 : tensor<10x784x192xf32>) outs(%f1032 : tensor<10x784xf32>) {
  ^bb0(%a1033: f32, %o1034: f32):
    %b1035 = arith.addf %a1033, %o1034 : f32
    linalg.yield %b1035 : f32
  } -> tensor<10x784xf32>
  %e1037 = tensor.empty() : tensor<10x784xf32>
  %g1041 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1036 : tensor<10x784xf32>) outs(%e1037 : tensor<10x784xf32>) {
  ^bb0(%a1038: f32, %o1039: f32):
    %b1040 = arith.divf %a1038, %c11 : f32
    linalg.yield %b1040 : f32
  } -> tensor<10x784xf32>
  %e1043 = tensor.empty() : tensor<10x784x192xf32>
  %g1056 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1011, %g1022, %g1041, %layers_1_blocks_0_norm1_weight, %layers_1_blocks_0_norm1_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1043 : tensor<10x784x192xf32>) {
  ^bb0(%a1044: f32, %a1045: f32, %a1046: f32, %a1047: f32, %a1048: f32, %o1049: f32):
    %b1050 = arith.addf %a1046, %c2 : f32
    %b1051 = math.sqrt %b1050 : f32
    %b1052 = arith.subf %a1044, %a1045 : f32
    %b1053 = arith.divf %b1052, %b1051 : f32
    %b1054 = arith.mulf %b1053, %a1047 : f32
    %b1055 = arith.addf %b1054, %a1048 : f32
    linalg.yield %b1055 : f32
  } -> tensor<10x784x192xf32>
  %e1057 = tensor.empty() : tensor<10x784x192xf32>
  %g1062 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g809, %g1056 : tensor<10x784x192xf32>, tensor<10x784x192xf32>) outs(%e1057 : tensor<10x784x192xf32>) {
  ^bb0(%a1058: f32, %a1059: f32, %o1060: f32):
    %b1061 = arith.addf %a1058, %a1059 : f32
    linalg.yield %b1061 : f32
  } -> tensor<10x784x192xf32>
  %r1063 = tensor.collapse_shape %g1062 [[0, 1], [2]] : tensor<10x784x192xf32> into tensor<7840x192xf32>
  %e1064 = tensor.empty() : tensor<7840x768xf32>
  %f1065 = linalg.fill ins(%c0 : f32) outs(%e1064 : tensor<7840x768xf32>) -> tensor<7840x768xf32>
  %mm1066 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1063, %layers_1_blocks_0_mlp_fc1_weight : tensor<7840x192xf32>, tensor<768x192xf32>) outs(%f1065 : tensor<7840x768xf32>) -> tensor<7840x768xf32>
  %e1067 = tensor.empty() : tensor<7840x768xf32>
  %g1072 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1066, %layers_1_blocks_0_mlp_fc1_bias : tensor<7840x768xf32>, tensor<768xf32>) outs(%e1067 : tensor<7840x768xf32>) {
  ^bb0(%a1068: f32, %a1069: f32, %o1070: f32):
    %b1071 = arith.addf %a1068, %a1069 : f32
    linalg.yield %b1071 : f32
  } -> tensor<7840x768xf32>
  %r1073 = tensor.expand_shape %g1072 [[0, 1], [2]] output_shape [10, 784, 768] : tensor<7840x768xf32> into tensor<10x784x768xf32>
  %e1074 = tensor.empty() : tensor<10x784x768xf32>
  %g1082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1073 : tensor<10x784x768xf32>) outs(%e1074 : tensor<10x784x768xf32>) {
  ^bb0(%a1075: f32, %o1076: f32):
    %b1077 = arith.mulf %a1075, %c9 : f32
    %b1078 = arith.mulf %a1075, %c10 : f32
    %b1079 = math.erf %b1078 : f32
    %b1080 = arith.addf %b1079, %c7 : f32
    %b1081 = arith.mulf %b1077, %b1080 : f32
    linalg.yield %b1081 : f32
  } -> tensor<10x784x768xf32>
  %r1083 = tensor.collapse_shape %g1082 [[0, 1], [2]] : tensor<10x784x768xf32> into tensor<7840x768xf32>
  %e1084 = tensor.empty() : tensor<7840x192xf32>
  %f1085 = linalg.fill ins(%c0 : f32) outs(%e1084 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %mm1086 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1083, %layers_1_blocks_0_mlp_fc2_weight : tensor<7840x768xf32>, tensor<192x768xf32>) outs(%f1085 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %e1087 = tensor.empty() : tensor<7840x192xf32>
  %g1092 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1086, %layers_1_blocks_0_mlp_fc2_bias : tensor<7840x192xf32>, tensor<192xf32>) outs(%e1087 : tensor<7840x192xf32>) {
  ^bb0(%a1088: f32, %a1089: f32, %o1090: f32):
    %b1091 = arith.addf %a1088, %a1089 : f32
    linalg.yield %b1091 : f32
  } -> tensor<7840x192xf32>
  %r1093 = tensor.expand_shape %g1092 [[0, 1], [2]] output_shape [10, 784, 192] : tensor<7840x192xf32> into tensor<10x784x192xf32>
  %e1094 = tensor.empty() : tensor<10x784xf32>
  %f1095 = linalg.fill ins(%c0 : f32) outs(%e1094 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g1099 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r1093 : tensor<10x784x192xf32>) outs(%f1095 : tensor<10x784xf32>) {
  ^bb0(%a1096: f32, %o1097: f32):
    %b1098 = arith.addf %a1096, %o1097 : f32
    linalg.yield %b1098 : f32
  } -> tensor<10x784xf32>
  %e1100 = tensor.empty() : tensor<10x784xf32>
  %g1104 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1099 : tensor<10x784xf32>) outs(%e1100 : tensor<10x784xf32>) {
  ^bb0(%a1101: f32, %o1102: f32):
    %b1103 = arith.divf %a1101, %c11 : f32
    linalg.yield %b1103 : f32
  } -> tensor<10x784xf32>
  %e1106 = tensor.empty() : tensor<10x784x192xf32>
  %g1112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1093, %g1104 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e1106 : tensor<10x784x192xf32>) {
  ^bb0(%a1107: f32, %a1108: f32, %o1109: f32):
    %b1110 = arith.subf %a1107, %a1108 : f32
    %b1111 = arith.mulf %b1110, %b1110 : f32
    linalg.yield %b1111 : f32
  } -> tensor<10x784x192xf32>
  %e1113 = tensor.empty() : tensor<10x784xf32>
  %f1114 = linalg.fill ins(%c0 : f32) outs(%e1113 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g1118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1112 : tensor<10x784x192xf32>) outs(%f1114 : tensor<10x784xf32>) {
  ^bb0(%a1115: f32, %o1116: f32):
    %b1117 = arith.addf %a1115, %o1116 : f32
    linalg.yield %b1117 : f32
  } -> tensor<10x784xf32>
  %e1119 = tensor.empty() : tensor<10x784xf32>
  %g1123 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1118 : tensor<10x784xf32>) outs(%e1119 : tensor<10x784xf32>) {
  ^bb0(%a1120: f32, %o1121: f32):
    %b1122 = arith.divf %a1120, %c11 : f32
    linalg.yield %b1122 : f32
  } -> tensor<10x784xf32>
  %e1125 = tensor.empty() : tensor<10x784x192xf32>
  %g1138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1093, %g1104, %g1123, %layers_1_blocks_0_norm2_weight, %layers_1_blocks_0_norm2_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1125 : tensor<10x784x192xf32>) {
  ^bb0(%a1126: f32, %a1127: f32, %a1128: f32, %a1129: f32, %a1130: f32, %o1131: f32):
    %b1132 = arith.addf %a1128, %c2 : f32
    %b1133 = math.sqrt %b1132 : f32
    %b1134 = arith.subf %a1126, %a1127 : f32
    %b1135 = arith.divf %b1134, %b1133 : f32
    %b1136 = arith.mulf %b1135, %a1129 : f32
    %b1137 = arith.addf %b1136, %a1130 : f32
    linalg.yield %b1137 : f32
  } -> tensor<10x784x192xf32>
  %e1139 = tensor.empty() : tensor<10x784x192xf32>
  %g1144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1062, %g1138 : tensor<10x784x192xf32>, tensor<10x784x192xf32>) outs(%e1139 : tensor<10x784x192xf32>) {
  ^bb0(%a1140: f32, %a1141: f32, %o1142: f32):
    %b1143 = arith.addf %a1140, %a1141 : f32
    linalg.yield %b1143 : f32
  } -> tensor<10x784x192xf32>
  %r1145 = tensor.expand_shape %g1144 [[0], [1, 2], [3]] output_shape [10, 28, 28, 192] : tensor<10x784x192xf32> into tensor<10x28x28x192xf32>
  %e1146 = tensor.empty() : tensor<10x28x28x192xf32>
  %g1149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 3) mod 28, (d2 + 3) mod 28, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1145 : tensor<10x28x28x192xf32>) outs(%e1146 : tensor<10x28x28x192xf32>) {
  ^bb0(%a1147: f32, %o1148: f32):
    linalg.yield %a1147 : f32
  } -> tensor<10x28x28x192xf32>
  %r1150 = tensor.expand_shape %g1149 [[0], [1, 2], [3, 4], [5]] output_shape [10, 4, 7, 4, 7, 192] : tensor<10x28x28x192xf32> into tensor<10x4x7x4x7x192xf32>
  %e1151 = tensor.empty() : tensor<10x4x4x7x7x192xf32>
  %g1154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1150 : tensor<10x4x7x4x7x192xf32>) outs(%e1151 : tensor<10x4x4x7x7x192xf32>) {
  ^bb0(%a1152: f32, %o1153: f32):
    linalg.yield %a1152 : f32
  } -> tensor<10x4x4x7x7x192xf32>
  %r1155 = tensor.collapse_shape %g1154 [[0, 1, 2], [3], [4], [5]] : tensor<10x4x4x7x7x192xf32> into tensor<160x7x7x192xf32>
  %r1156 = tensor.collapse_shape %r1155 [[0], [1, 2], [3]] : tensor<160x7x7x192xf32> into tensor<160x49x192xf32>
  %e1157 = tensor.empty() : tensor<192xf32>
  %f1158 = linalg.fill ins(%c0 : f32) outs(%e1157 : tensor<192xf32>) -> tensor<192xf32>
  %e1159 = tensor.empty() : tensor<576xf32>
  %cat1160 = tensor.insert_slice %layers_1_blocks_1_attn_q_bias into %e1159[0] [192] [1] : tensor<192xf32> into tensor<576xf32>
  %cat1161 = tensor.insert_slice %f1158 into %cat1160[192] [192] [1] : tensor<192xf32> into tensor<576xf32>
  %cat1162 = tensor.insert_slice %layers_1_blocks_1_attn_v_bias into %cat1161[384] [192] [1] : tensor<192xf32> into tensor<576xf32>
  %r1163 = tensor.collapse_shape %r1156 [[0, 1], [2]] : tensor<160x49x192xf32> into tensor<7840x192xf32>
  %e1164 = tensor.empty() : tensor<7840x576xf32>
  %f1165 = linalg.fill ins(%c0 : f32) outs(%e1164 : tensor<7840x576xf32>) -> tensor<7840x576xf32>
  %mm1166 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1163, %layers_1_blocks_1_attn_qkv_weight : tensor<7840x192xf32>, tensor<576x192xf32>) outs(%f1165 : tensor<7840x576xf32>) -> tensor<7840x576xf32>
  %e1167 = tensor.empty() : tensor<7840x576xf32>
  %g1172 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1166, %cat1162 : tensor<7840x576xf32>, tensor<576xf32>) outs(%e1167 : tensor<7840x576xf32>) {
  ^bb0(%a1168: f32, %a1169: f32, %o1170: f32):
    %b1171 = arith.addf %a1168, %a1169 : f32
    linalg.yield %b1171 : f32
  } -> tensor<7840x576xf32>
  %r1173 = tensor.expand_shape %g1172 [[0, 1], [2]] output_shape [160, 49, 576] : tensor<7840x576xf32> into tensor<160x49x576xf32>
  %r1174 = tensor.expand_shape %r1173 [[0], [1], [2, 3, 4]] output_shape [160, 49, 3, 6, 32] : tensor<160x49x576xf32> into tensor<160x49x3x6x32xf32>
  %e1175 = tensor.empty() : tensor<3x160x6x49x32xf32>
  %g1178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1174 : tensor<160x49x3x6x32xf32>) outs(%e1175 : tensor<3x160x6x49x32xf32>) {
  ^bb0(%a1176: f32, %o1177: f32):
    linalg.yield %a1176 : f32
  } -> tensor<3x160x6x49x32xf32>
  %s1179 = tensor.extract_slice %g1178[0, 0, 0, 0, 0] [1, 160, 6, 49, 32] [1, 1, 1, 1, 1] : tensor<3x160x6x49x32xf32> to tensor<1x160x6x49x32xf32>
  %r1180 = tensor.collapse_shape %s1179 [[0, 1], [2], [3], [4]] : tensor<1x160x6x49x32xf32> into tensor<160x6x49x32xf32>
  %s1181 = tensor.extract_slice %g1178[1, 0, 0, 0, 0] [1, 160, 6, 49, 32] [1, 1, 1, 1, 1] : tensor<3x160x6x49x32xf32> to tensor<1x160x6x49x32xf32>
  %r1182 = tensor.collapse_shape %s1181 [[0, 1], [2], [3], [4]] : tensor<1x160x6x49x32xf32> into tensor<160x6x49x32xf32>
  %s1183 = tensor.extract_slice %g1178[2, 0, 0, 0, 0] [1, 160, 6, 49, 32] [1, 1, 1, 1, 1] : tensor<3x160x6x49x32xf32> to tensor<1x160x6x49x32xf32>
  %r1184 = tensor.collapse_shape %s1183 [[0, 1], [2], [3], [4]] : tensor<1x160x6x49x32xf32> into tensor<160x6x49x32xf32>
  %e1185 = tensor.empty() : tensor<160x6x49xf32>
  %f1186 = linalg.fill ins(%c0 : f32) outs(%e1185 : tensor<160x6x49xf32>) -> tensor<160x6x49xf32>
  %g1191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r1180 : tensor<160x6x49x32xf32>) outs(%f1186 : tensor<160x6x49xf32>) {
  ^bb0(%a1187: f32, %o1188: f32):
    %b1189 = arith.mulf %a1187, %a1187 : f32
    %b1190 = arith.addf %b1189, %o1188 : f32
    linalg.yield %b1190 : f32
  } -> tensor<160x6x49xf32>
  %r1192 = tensor.expand_shape %g1191 [[0], [1], [2, 3]] output_shape [160, 6, 49, 1] : tensor<160x6x49xf32> into tensor<160x6x49x1xf32>
  %e1193 = tensor.empty() : tensor<160x6x49x1xf32>
  %g1197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1192 : tensor<160x6x49x1xf32>) outs(%e1193 : tensor<160x6x49x1xf32>) {
  ^bb0(%a1194: f32, %o1195: f32):
    %b1196 = math.sqrt %a1194 : f32
    linalg.yield %b1196 : f32
  } -> tensor<160x6x49x1xf32>
  %r1198 = tensor.collapse_shape %g1197 [[0], [1], [2, 3]] : tensor<160x6x49x1xf32> into tensor<160x6x49xf32>
  %e1199 = tensor.empty() : tensor<160x6x49x32xf32>
  %g1205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1180, %r1198 : tensor<160x6x49x32xf32>, tensor<160x6x49xf32>) outs(%e1199 : tensor<160x6x49x32xf32>) {
  ^bb0(%a1200: f32, %a1201: f32, %o1202: f32):
    %b1203 = arith.maximumf %a1201, %c3 : f32
    %b1204 = arith.divf %a1200, %b1203 : f32
    linalg.yield %b1204 : f32
  } -> tensor<160x6x49x32xf32>
  %e1206 = tensor.empty() : tensor<160x6x49xf32>
  %f1207 = linalg.fill ins(%c0 : f32) outs(%e1206 : tensor<160x6x49xf32>) -> tensor<160x6x49xf32>
  %g1212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r1182 : tensor<160x6x49x32xf32>) outs(%f1207 : tensor<160x6x49xf32>) {
  ^bb0(%a1208: f32, %o1209: f32):
    %b1210 = arith.mulf %a1208, %a1208 : f32
    %b1211 = arith.addf %b1210, %o1209 : f32
    linalg.yield %b1211 : f32
  } -> tensor<160x6x49xf32>
  %r1213 = tensor.expand_shape %g1212 [[0], [1], [2, 3]] output_shape [160, 6, 49, 1] : tensor<160x6x49xf32> into tensor<160x6x49x1xf32>
  %e1214 = tensor.empty() : tensor<160x6x49x1xf32>
  %g1218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1213 : tensor<160x6x49x1xf32>) outs(%e1214 : tensor<160x6x49x1xf32>) {
  ^bb0(%a1215: f32, %o1216: f32):
    %b1217 = math.sqrt %a1215 : f32
    linalg.yield %b1217 : f32
  } -> tensor<160x6x49x1xf32>
  %r1219 = tensor.collapse_shape %g1218 [[0], [1], [2, 3]] : tensor<160x6x49x1xf32> into tensor<160x6x49xf32>
  %e1220 = tensor.empty() : tensor<160x6x49x32xf32>
  %g1226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1182, %r1219 : tensor<160x6x49x32xf32>, tensor<160x6x49xf32>) outs(%e1220 : tensor<160x6x49x32xf32>) {
  ^bb0(%a1221: f32, %a1222: f32, %o1223: f32):
    %b1224 = arith.maximumf %a1222, %c3 : f32
    %b1225 = arith.divf %a1221, %b1224 : f32
    linalg.yield %b1225 : f32
  } -> tensor<160x6x49x32xf32>
  %e1227 = tensor.empty() : tensor<160x6x32x49xf32>
  %g1230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1226 : tensor<160x6x49x32xf32>) outs(%e1227 : tensor<160x6x32x49xf32>) {
  ^bb0(%a1228: f32, %o1229: f32):
    linalg.yield %a1228 : f32
  } -> tensor<160x6x32x49xf32>
  %e1231 = tensor.empty() : tensor<160x6x49x49xf32>
  %f1232 = linalg.fill ins(%c0 : f32) outs(%e1231 : tensor<160x6x49x49xf32>) -> tensor<160x6x49x49xf32>
  %g1238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g1205, %g1230 : tensor<160x6x49x32xf32>, tensor<160x6x32x49xf32>) outs(%f1232 : tensor<160x6x49x49xf32>) {
  ^bb0(%a1233: f32, %a1234: f32, %o1235: f32):
    %b1236 = arith.mulf %a1233, %a1234 : f32
    %b1237 = arith.addf %o1235, %b1236 : f32
    linalg.yield %b1237 : f32
  } -> tensor<160x6x49x49xf32>
  %e1239 = tensor.empty() : tensor<f32>
  %f1240 = linalg.fill ins(%c4 : f32) outs(%e1239 : tensor<f32>) -> tensor<f32>
  %e1241 = tensor.empty() : tensor<6x1x1xf32>
  %g1246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_1_blocks_1_attn_logit_scale, %f1240 : tensor<6x1x1xf32>, tensor<f32>) outs(%e1241 : tensor<6x1x1xf32>) {
  ^bb0(%a1242: f32, %a1243: f32, %o1244: f32):
    %b1245 = arith.minimumf %a1242, %a1243 : f32
    linalg.yield %b1245 : f32
  } -> tensor<6x1x1xf32>
  %e1247 = tensor.empty() : tensor<6x1x1xf32>
  %g1251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1246 : tensor<6x1x1xf32>) outs(%e1247 : tensor<6x1x1xf32>) {
  ^bb0(%a1248: f32, %o1249: f32):
    %b1250 = math.exp %a1248 : f32
    linalg.yield %b1250 : f32
  } -> tensor<6x1x1xf32>
  %r1252 = tensor.collapse_shape %g1251 [[0, 1, 2]] : tensor<6x1x1xf32> into tensor<6xf32>
  %e1253 = tensor.empty() : tensor<160x6x49x49xf32>
  %g1258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1238, %r1252 : tensor<160x6x49x49xf32>, tensor<6xf32>) outs(%e1253 : tensor<160x6x49x49xf32>) {
  ^bb0(%a1254: f32, %a1255: f32, %o1256: f32):
    %b1257 = arith.mulf %a1254, %a1255 : f32
    linalg.yield %b1257 : f32
  } -> tensor<160x6x49x49xf32>
  %r1259 = tensor.collapse_shape %layers_1_blocks_1_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e1260 = tensor.empty() : tensor<169x512xf32>
  %f1261 = linalg.fill ins(%c0 : f32) outs(%e1260 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm1262 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1259, %layers_1_blocks_1_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f1261 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e1263 = tensor.empty() : tensor<169x512xf32>
  %g1268 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1262, %layers_1_blocks_1_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e1263 : tensor<169x512xf32>) {
  ^bb0(%a1264: f32, %a1265: f32, %o1266: f32):
    %b1267 = arith.addf %a1264, %a1265 : f32
    linalg.yield %b1267 : f32
  } -> tensor<169x512xf32>
  %r1269 = tensor.expand_shape %g1268 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e1270 = tensor.empty() : tensor<1x13x13x512xf32>
  %g1274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1269 : tensor<1x13x13x512xf32>) outs(%e1270 : tensor<1x13x13x512xf32>) {
  ^bb0(%a1271: f32, %o1272: f32):
    %b1273 = arith.maximumf %a1271, %c0 : f32
    linalg.yield %b1273 : f32
  } -> tensor<1x13x13x512xf32>
  %r1275 = tensor.collapse_shape %g1274 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e1276 = tensor.empty() : tensor<169x6xf32>
  %f1277 = linalg.fill ins(%c0 : f32) outs(%e1276 : tensor<169x6xf32>) -> tensor<169x6xf32>
  %mm1278 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1275, %layers_1_blocks_1_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<6x512xf32>) outs(%f1277 : tensor<169x6xf32>) -> tensor<169x6xf32>
  %r1279 = tensor.expand_shape %mm1278 [[0, 1, 2], [3]] output_shape [1, 13, 13, 6] : tensor<169x6xf32> into tensor<1x13x13x6xf32>
  %r1280 = tensor.collapse_shape %r1279 [[0, 1, 2], [3]] : tensor<1x13x13x6xf32> into tensor<169x6xf32>
  %r1281 = tensor.collapse_shape %layers_1_blocks_1_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e1282 = tensor.empty() : tensor<2401x6xf32>
  %g1291 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r1281 : tensor<2401xi64>) outs(%e1282 : tensor<2401x6xf32>) {
  ^bb0(%a1283: i64, %o1284: f32):
    %b1285 = arith.cmpi slt, %a1283, %c5 : i64
    %b1286 = arith.addi %a1283, %c6 : i64
    %b1287 = arith.select %b1285, %b1286, %a1283 : i64
    %b1288 = arith.index_cast %b1287 : i64 to index
    %i1289 = linalg.index 1 : index
    %b1290 = tensor.extract %r1280[%b1288, %i1289] : tensor<169x6xf32>
    linalg.yield %b1290 : f32
  } -> tensor<2401x6xf32>
  %r1292 = tensor.expand_shape %g1291 [[0, 1], [2]] output_shape [49, 49, 6] : tensor<2401x6xf32> into tensor<49x49x6xf32>
  %e1293 = tensor.empty() : tensor<6x49x49xf32>
  %g1296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1292 : tensor<49x49x6xf32>) outs(%e1293 : tensor<6x49x49xf32>) {
  ^bb0(%a1294: f32, %o1295: f32):
    linalg.yield %a1294 : f32
  } -> tensor<6x49x49xf32>
  %e1297 = tensor.empty() : tensor<6x49x49xf32>
  %g1304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1296 : tensor<6x49x49xf32>) outs(%e1297 : tensor<6x49x49xf32>) {
  ^bb0(%a1298: f32, %o1299: f32):
    %b1300 = arith.negf %a1298 : f32
    %b1301 = math.exp %b1300 : f32
    %b1302 = arith.addf %b1301, %c7 : f32
    %b1303 = arith.divf %c7, %b1302 : f32
    linalg.yield %b1303 : f32
  } -> tensor<6x49x49xf32>
  %e1305 = tensor.empty() : tensor<6x49x49xf32>
  %g1309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1304 : tensor<6x49x49xf32>) outs(%e1305 : tensor<6x49x49xf32>) {
  ^bb0(%a1306: f32, %o1307: f32):
    %b1308 = arith.mulf %c8, %a1306 : f32
    linalg.yield %b1308 : f32
  } -> tensor<6x49x49xf32>
  %e1311 = tensor.empty() : tensor<160x6x49x49xf32>
  %g1316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1258, %g1309 : tensor<160x6x49x49xf32>, tensor<6x49x49xf32>) outs(%e1311 : tensor<160x6x49x49xf32>) {
  ^bb0(%a1312: f32, %a1313: f32, %o1314: f32):
    %b1315 = arith.addf %a1312, %a1313 : f32
    linalg.yield %b1315 : f32
  } -> tensor<160x6x49x49xf32>
  %r1317 = tensor.expand_shape %g1316 [[0, 1], [2], [3], [4]] output_shape [10, 16, 6, 49, 49] : tensor<160x6x49x49xf32> into tensor<10x16x6x49x49xf32>
  %e1320 = tensor.empty() : tensor<10x16x6x49x49xf32>
  %g1325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1317, %layers_1_blocks_1_attn_mask : tensor<10x16x6x49x49xf32>, tensor<16x49x49xf32>) outs(%e1320 : tensor<10x16x6x49x49xf32>) {
  ^bb0(%a1321: f32, %a1322: f32, %o1323: f32):
    %b1324 = arith.addf %a1321, %a1322 : f32
    linalg.yield %b1324 : f32
  } -> tensor<10x16x6x49x49xf32>
  %r1326 = tensor.collapse_shape %g1325 [[0, 1], [2], [3], [4]] : tensor<10x16x6x49x49xf32> into tensor<160x6x49x49xf32>
  %e1327 = tensor.empty() : tensor<160x6x49x49xf32>
  %sm1328 = linalg.softmax dimension(3) ins(%r1326 : tensor<160x6x49x49xf32>) outs(%e1327 : tensor<160x6x49x49xf32>) -> tensor<160x6x49x49xf32>
  %e1329 = tensor.empty() : tensor<160x6x49x32xf32>
  %f1330 = linalg.fill ins(%c0 : f32) outs(%e1329 : tensor<160x6x49x32xf32>) -> tensor<160x6x49x32xf32>
  %g1336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm1328, %r1184 : tensor<160x6x49x49xf32>, tensor<160x6x49x32xf32>) outs(%f1330 : tensor<160x6x49x32xf32>) {
  ^bb0(%a1331: f32, %a1332: f32, %o1333: f32):
    %b1334 = arith.mulf %a1331, %a1332 : f32
    %b1335 = arith.addf %o1333, %b1334 : f32
    linalg.yield %b1335 : f32
  } -> tensor<160x6x49x32xf32>
  %e1337 = tensor.empty() : tensor<160x49x6x32xf32>
  %g1340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1336 : tensor<160x6x49x32xf32>) outs(%e1337 : tensor<160x49x6x32xf32>) {
  ^bb0(%a1338: f32, %o1339: f32):
    linalg.yield %a1338 : f32
  } -> tensor<160x49x6x32xf32>
  %r1341 = tensor.collapse_shape %g1340 [[0], [1], [2, 3]] : tensor<160x49x6x32xf32> into tensor<160x49x192xf32>
  %r1342 = tensor.collapse_shape %r1341 [[0, 1], [2]] : tensor<160x49x192xf32> into tensor<7840x192xf32>
  %e1343 = tensor.empty() : tensor<7840x192xf32>
  %f1344 = linalg.fill ins(%c0 : f32) outs(%e1343 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %mm1345 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1342, %layers_1_blocks_1_attn_proj_weight : tensor<7840x192xf32>, tensor<192x192xf32>) outs(%f1344 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %e1346 = tensor.empty() : tensor<7840x192xf32>
  %g1351 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1345, %layers_1_blocks_1_attn_proj_bias : tensor<7840x192xf32>, tensor<192xf32>) outs(%e1346 : tensor<7840x192xf32>) {
  ^bb0(%a1347: f32, %a1348: f32, %o1349: f32):
    %b1350 = arith.addf %a1347, %a1348 : f32
    linalg.yield %b1350 : f32
  } -> tensor<7840x192xf32>
  %r1352 = tensor.expand_shape %g1351 [[0, 1], [2]] output_shape [160, 49, 192] : tensor<7840x192xf32> into tensor<160x49x192xf32>
  %r1353 = tensor.expand_shape %r1352 [[0], [1, 2], [3]] output_shape [160, 7, 7, 192] : tensor<160x49x192xf32> into tensor<160x7x7x192xf32>
  %r1354 = tensor.expand_shape %r1353 [[0, 1, 2], [3], [4], [5]] output_shape [10, 4, 4, 7, 7, 192] : tensor<160x7x7x192xf32> into tensor<10x4x4x7x7x192xf32>
  %e1355 = tensor.empty() : tensor<10x4x7x4x7x192xf32>
  %g1358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1354 : tensor<10x4x4x7x7x192xf32>) outs(%e1355 : tensor<10x4x7x4x7x192xf32>) {
  ^bb0(%a1356: f32, %o1357: f32):
    linalg.yield %a1356 : f32
  } -> tensor<10x4x7x4x7x192xf32>
  %r1359 = tensor.collapse_shape %g1358 [[0], [1, 2], [3, 4], [5]] : tensor<10x4x7x4x7x192xf32> into tensor<10x28x28x192xf32>
  %e1360 = tensor.empty() : tensor<10x28x28x192xf32>
  %g1363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 25) mod 28, (d2 + 25) mod 28, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1359 : tensor<10x28x28x192xf32>) outs(%e1360 : tensor<10x28x28x192xf32>) {
  ^bb0(%a1361: f32, %o1362: f32):
    linalg.yield %a1361 : f32
  } -> tensor<10x28x28x192xf32>
  %r1364 = tensor.collapse_shape %g1363 [[0], [1, 2], [3]] : tensor<10x28x28x192xf32> into tensor<10x784x192xf32>
  %e1365 = tensor.empty() : tensor<10x784xf32>
  %f1366 = linalg.fill ins(%c0 : f32) outs(%e1365 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g1370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r1364 : tensor<10x784x192xf32>) outs(%f1366 : tensor<10x784xf32>) {
  ^bb0(%a1367: f32, %o1368: f32):
    %b1369 = arith.addf %a1367, %o1368 : f32
    linalg.yield %b1369 : f32
  } -> tensor<10x784xf32>
  %e1371 = tensor.empty() : tensor<10x784xf32>
  %g1375 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1370 : tensor<10x784xf32>) outs(%e1371 : tensor<10x784xf32>) {
  ^bb0(%a1372: f32, %o1373: f32):
    %b1374 = arith.divf %a1372, %c11 : f32
    linalg.yield %b1374 : f32
  } -> tensor<10x784xf32>
  %e1377 = tensor.empty() : tensor<10x784x192xf32>
  %g1383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1364, %g1375 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e1377 : tensor<10x784x192xf32>) {
  ^bb0(%a1378: f32, %a1379: f32, %o1380: f32):
    %b1381 = arith.subf %a1378, %a1379 : f32
    %b1382 = arith.mulf %b1381, %b1381 : f32
    linalg.yield %b1382 : f32
  } -> tensor<10x784x192xf32>
  %e1384 = tensor.empty() : tensor<10x784xf32>
  %f1385 = linalg.fill ins(%c0 : f32) outs(%e1384 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g1389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1383 : tensor<10x784x192xf32>) outs(%f1385 : tensor<10x784xf32>) {
  ^bb0(%a1386: f32, %o1387: f32):
    %b1388 = arith.addf %a1386, %o1387 : f32
    linalg.yield %b1388 : f32
  } -> tensor<10x784xf32>
  %e1390 = tensor.empty() : tensor<10x784xf32>
  %g1394 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1389 : tensor<10x784xf32>) outs(%e1390 : tensor<10x784xf32>) {
  ^bb0(%a1391: f32, %o1392: f32):
    %b1393 = arith.divf %a1391, %c11 : f32
    linalg.yield %b1393 : f32
  } -> tensor<10x784xf32>
  %e1396 = tensor.empty() : tensor<10x784x192xf32>
  %g1409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1364, %g1375, %g1394, %layers_1_blocks_1_norm1_weight, %layers_1_blocks_1_norm1_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1396 : tensor<10x784x192xf32>) {
  ^bb0(%a1397: f32, %a1398: f32, %a1399: f32, %a1400: f32, %a1401: f32, %o1402: f32):
    %b1403 = arith.addf %a1399, %c2 : f32
    %b1404 = math.sqrt %b1403 : f32
    %b1405 = arith.subf %a1397, %a1398 : f32
    %b1406 = arith.divf %b1405, %b1404 : f32
    %b1407 = arith.mulf %b1406, %a1400 : f32
    %b1408 = arith.addf %b1407, %a1401 : f32
    linalg.yield %b1408 : f32
  } -> tensor<10x784x192xf32>
  %e1410 = tensor.empty() : tensor<10x784x192xf32>
  %g1415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1144, %g1409 : tensor<10x784x192xf32>, tensor<10x784x192xf32>) outs(%e1410 : tensor<10x784x192xf32>) {
  ^bb0(%a1411: f32, %a1412: f32, %o1413: f32):
    %b1414 = arith.addf %a1411, %a1412 : f32
    linalg.yield %b1414 : f32
  } -> tensor<10x784x192xf32>
  %r1416 = tensor.collapse_shape %g1415 [[0, 1], [2]] : tensor<10x784x192xf32> into tensor<7840x192xf32>
  %e1417 = tensor.empty() : tensor<7840x768xf32>
  %f1418 = linalg.fill ins(%c0 : f32) outs(%e1417 : tensor<7840x768xf32>) -> tensor<7840x768xf32>
  %mm1419 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1416, %layers_1_blocks_1_mlp_fc1_weight : tensor<7840x192xf32>, tensor<768x192xf32>) outs(%f1418 : tensor<7840x768xf32>) -> tensor<7840x768xf32>
  %e1420 = tensor.empty() : tensor<7840x768xf32>
  %g1425 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1419, %layers_1_blocks_1_mlp_fc1_bias : tensor<7840x768xf32>, tensor<768xf32>) outs(%e1420 : tensor<7840x768xf32>) {
  ^bb0(%a1421: f32, %a1422: f32, %o1423: f32):
    %b1424 = arith.addf %a1421, %a1422 : f32
    linalg.yield %b1424 : f32
  } -> tensor<7840x768xf32>
  %r1426 = tensor.expand_shape %g1425 [[0, 1], [2]] output_shape [10, 784, 768] : tensor<7840x768xf32> into tensor<10x784x768xf32>
  %e1427 = tensor.empty() : tensor<10x784x768xf32>
  %g1435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1426 : tensor<10x784x768xf32>) outs(%e1427 : tensor<10x784x768xf32>) {
  ^bb0(%a1428: f32, %o1429: f32):
    %b1430 = arith.mulf %a1428, %c9 : f32
    %b1431 = arith.mulf %a1428, %c10 : f32
    %b1432 = math.erf %b1431 : f32
    %b1433 = arith.addf %b1432, %c7 : f32
    %b1434 = arith.mulf %b1430, %b1433 : f32
    linalg.yield %b1434 : f32
  } -> tensor<10x784x768xf32>
  %r1436 = tensor.collapse_shape %g1435 [[0, 1], [2]] : tensor<10x784x768xf32> into tensor<7840x768xf32>
  %e1437 = tensor.empty() : tensor<7840x192xf32>
  %f1438 = linalg.fill ins(%c0 : f32) outs(%e1437 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %mm1439 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1436, %layers_1_blocks_1_mlp_fc2_weight : tensor<7840x768xf32>, tensor<192x768xf32>) outs(%f1438 : tensor<7840x192xf32>) -> tensor<7840x192xf32>
  %e1440 = tensor.empty() : tensor<7840x192xf32>
  %g1445 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1439, %layers_1_blocks_1_mlp_fc2_bias : tensor<7840x192xf32>, tensor<192xf32>) outs(%e1440 : tensor<7840x192xf32>) {
  ^bb0(%a1441: f32, %a1442: f32, %o1443: f32):
    %b1444 = arith.addf %a1441, %a1442 : f32
    linalg.yield %b1444 : f32
  } -> tensor<7840x192xf32>
  %r1446 = tensor.expand_shape %g1445 [[0, 1], [2]] output_shape [10, 784, 192] : tensor<7840x192xf32> into tensor<10x784x192xf32>
  %e1447 = tensor.empty() : tensor<10x784xf32>
  %f1448 = linalg.fill ins(%c0 : f32) outs(%e1447 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g1452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r1446 : tensor<10x784x192xf32>) outs(%f1448 : tensor<10x784xf32>) {
  ^bb0(%a1449: f32, %o1450: f32):
    %b1451 = arith.addf %a1449, %o1450 : f32
    linalg.yield %b1451 : f32
  } -> tensor<10x784xf32>
  %e1453 = tensor.empty() : tensor<10x784xf32>
  %g1457 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1452 : tensor<10x784xf32>) outs(%e1453 : tensor<10x784xf32>) {
  ^bb0(%a1454: f32, %o1455: f32):
    %b1456 = arith.divf %a1454, %c11 : f32
    linalg.yield %b1456 : f32
  } -> tensor<10x784xf32>
  %e1459 = tensor.empty() : tensor<10x784x192xf32>
  %g1465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1446, %g1457 : tensor<10x784x192xf32>, tensor<10x784xf32>) outs(%e1459 : tensor<10x784x192xf32>) {
  ^bb0(%a1460: f32, %a1461: f32, %o1462: f32):
    %b1463 = arith.subf %a1460, %a1461 : f32
    %b1464 = arith.mulf %b1463, %b1463 : f32
    linalg.yield %b1464 : f32
  } -> tensor<10x784x192xf32>
  %e1466 = tensor.empty() : tensor<10x784xf32>
  %f1467 = linalg.fill ins(%c0 : f32) outs(%e1466 : tensor<10x784xf32>) -> tensor<10x784xf32>
  %g1471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1465 : tensor<10x784x192xf32>) outs(%f1467 : tensor<10x784xf32>) {
  ^bb0(%a1468: f32, %o1469: f32):
    %b1470 = arith.addf %a1468, %o1469 : f32
    linalg.yield %b1470 : f32
  } -> tensor<10x784xf32>
  %e1472 = tensor.empty() : tensor<10x784xf32>
  %g1476 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1471 : tensor<10x784xf32>) outs(%e1472 : tensor<10x784xf32>) {
  ^bb0(%a1473: f32, %o1474: f32):
    %b1475 = arith.divf %a1473, %c11 : f32
    linalg.yield %b1475 : f32
  } -> tensor<10x784xf32>
  %e1478 = tensor.empty() : tensor<10x784x192xf32>
  %g1491 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1446, %g1457, %g1476, %layers_1_blocks_1_norm2_weight, %layers_1_blocks_1_norm2_bias : tensor<10x784x192xf32>, tensor<10x784xf32>, tensor<10x784xf32>, tensor<192xf32>, tensor<192xf32>) outs(%e1478 : tensor<10x784x192xf32>) {
  ^bb0(%a1479: f32, %a1480: f32, %a1481: f32, %a1482: f32, %a1483: f32, %o1484: f32):
    %b1485 = arith.addf %a1481, %c2 : f32
    %b1486 = math.sqrt %b1485 : f32
    %b1487 = arith.subf %a1479, %a1480 : f32
    %b1488 = arith.divf %b1487, %b1486 : f32
    %b1489 = arith.mulf %b1488, %a1482 : f32
    %b1490 = arith.addf %b1489, %a1483 : f32
    linalg.yield %b1490 : f32
  } -> tensor<10x784x192xf32>
  %e1492 = tensor.empty() : tensor<10x784x192xf32>
  %g1497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1415, %g1491 : tensor<10x784x192xf32>, tensor<10x784x192xf32>) outs(%e1492 : tensor<10x784x192xf32>) {
  ^bb0(%a1493: f32, %a1494: f32, %o1495: f32):
    %b1496 = arith.addf %a1493, %a1494 : f32
    linalg.yield %b1496 : f32
  } -> tensor<10x784x192xf32>
  %r1498 = tensor.expand_shape %g1497 [[0], [1, 2], [3]] output_shape [10, 28, 28, 192] : tensor<10x784x192xf32> into tensor<10x28x28x192xf32>
  %s1499 = tensor.extract_slice %r1498[0, 0, 0, 0] [10, 14, 14, 192] [1, 2, 2, 1] : tensor<10x28x28x192xf32> to tensor<10x14x14x192xf32>
  %s1500 = tensor.extract_slice %r1498[0, 1, 0, 0] [10, 14, 14, 192] [1, 2, 2, 1] : tensor<10x28x28x192xf32> to tensor<10x14x14x192xf32>
  %s1501 = tensor.extract_slice %r1498[0, 0, 1, 0] [10, 14, 14, 192] [1, 2, 2, 1] : tensor<10x28x28x192xf32> to tensor<10x14x14x192xf32>
  %s1502 = tensor.extract_slice %r1498[0, 1, 1, 0] [10, 14, 14, 192] [1, 2, 2, 1] : tensor<10x28x28x192xf32> to tensor<10x14x14x192xf32>
  %e1503 = tensor.empty() : tensor<10x14x14x768xf32>
  %cat1504 = tensor.insert_slice %s1499 into %e1503[0, 0, 0, 0] [10, 14, 14, 192] [1, 1, 1, 1] : tensor<10x14x14x192xf32> into tensor<10x14x14x768xf32>
  %cat1505 = tensor.insert_slice %s1500 into %cat1504[0, 0, 0, 192] [10, 14, 14, 192] [1, 1, 1, 1] : tensor<10x14x14x192xf32> into tensor<10x14x14x768xf32>
  %cat1506 = tensor.insert_slice %s1501 into %cat1505[0, 0, 0, 384] [10, 14, 14, 192] [1, 1, 1, 1] : tensor<10x14x14x192xf32> into tensor<10x14x14x768xf32>
  %cat1507 = tensor.insert_slice %s1502 into %cat1506[0, 0, 0, 576] [10, 14, 14, 192] [1, 1, 1, 1] : tensor<10x14x14x192xf32> into tensor<10x14x14x768xf32>
  %r1508 = tensor.collapse_shape %cat1507 [[0], [1, 2], [3]] : tensor<10x14x14x768xf32> into tensor<10x196x768xf32>
  %r1509 = tensor.collapse_shape %r1508 [[0, 1], [2]] : tensor<10x196x768xf32> into tensor<1960x768xf32>
  %e1510 = tensor.empty() : tensor<1960x384xf32>
  %f1511 = linalg.fill ins(%c0 : f32) outs(%e1510 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1512 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1509, %layers_1_downsample_reduction_weight : tensor<1960x768xf32>, tensor<384x768xf32>) outs(%f1511 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %r1513 = tensor.expand_shape %mm1512 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e1514 = tensor.empty() : tensor<10x196xf32>
  %f1515 = linalg.fill ins(%c0 : f32) outs(%e1514 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r1513 : tensor<10x196x384xf32>) outs(%f1515 : tensor<10x196xf32>) {
  ^bb0(%a1516: f32, %o1517: f32):
    %b1518 = arith.addf %a1516, %o1517 : f32
    linalg.yield %b1518 : f32
  } -> tensor<10x196xf32>
  %e1520 = tensor.empty() : tensor<10x196xf32>
  %g1524 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1519 : tensor<10x196xf32>) outs(%e1520 : tensor<10x196xf32>) {
  ^bb0(%a1521: f32, %o1522: f32):
    %b1523 = arith.divf %a1521, %c12 : f32
    linalg.yield %b1523 : f32
  } -> tensor<10x196xf32>
  %e1526 = tensor.empty() : tensor<10x196x384xf32>
  %g1532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1513, %g1524 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1526 : tensor<10x196x384xf32>) {
  ^bb0(%a1527: f32, %a1528: f32, %o1529: f32):
    %b1530 = arith.subf %a1527, %a1528 : f32
    %b1531 = arith.mulf %b1530, %b1530 : f32
    linalg.yield %b1531 : f32
  } -> tensor<10x196x384xf32>
  %e1533 = tensor.empty() : tensor<10x196xf32>
  %f1534 = linalg.fill ins(%c0 : f32) outs(%e1533 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1532 : tensor<10x196x384xf32>) outs(%f1534 : tensor<10x196xf32>) {
  ^bb0(%a1535: f32, %o1536: f32):
    %b1537 = arith.addf %a1535, %o1536 : f32
    linalg.yield %b1537 : f32
  } -> tensor<10x196xf32>
  %e1539 = tensor.empty() : tensor<10x196xf32>
  %g1543 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1538 : tensor<10x196xf32>) outs(%e1539 : tensor<10x196xf32>) {
  ^bb0(%a1540: f32, %o1541: f32):
    %b1542 = arith.divf %a1540, %c12 : f32
    linalg.yield %b1542 : f32
  } -> tensor<10x196xf32>
  %e1545 = tensor.empty() : tensor<10x196x384xf32>
  %g1558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1513, %g1524, %g1543, %layers_1_downsample_norm_weight, %layers_1_downsample_norm_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1545 : tensor<10x196x384xf32>) {
  ^bb0(%a1546: f32, %a1547: f32, %a1548: f32, %a1549: f32, %a1550: f32, %o1551: f32):
    %b1552 = arith.addf %a1548, %c2 : f32
    %b1553 = math.sqrt %b1552 : f32
    %b1554 = arith.subf %a1546, %a1547 : f32
    %b1555 = arith.divf %b1554, %b1553 : f32
    %b1556 = arith.mulf %b1555, %a1549 : f32
    %b1557 = arith.addf %b1556, %a1550 : f32
    linalg.yield %b1557 : f32
  } -> tensor<10x196x384xf32>
  %r1559 = tensor.expand_shape %g1558 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %r1560 = tensor.expand_shape %r1559 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e1561 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g1564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1560 : tensor<10x2x7x2x7x384xf32>) outs(%e1561 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a1562: f32, %o1563: f32):
    linalg.yield %a1562 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r1565 = tensor.collapse_shape %g1564 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r1566 = tensor.collapse_shape %r1565 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %e1567 = tensor.empty() : tensor<384xf32>
  %f1568 = linalg.fill ins(%c0 : f32) outs(%e1567 : tensor<384xf32>) -> tensor<384xf32>
  %e1569 = tensor.empty() : tensor<1152xf32>
  %cat1570 = tensor.insert_slice %layers_2_blocks_0_attn_q_bias into %e1569[0] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat1571 = tensor.insert_slice %f1568 into %cat1570[384] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat1572 = tensor.insert_slice %layers_2_blocks_0_attn_v_bias into %cat1571[768] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %r1573 = tensor.collapse_shape %r1566 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e1574 = tensor.empty() : tensor<1960x1152xf32>
  %f1575 = linalg.fill ins(%c0 : f32) outs(%e1574 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %mm1576 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1573, %layers_2_blocks_0_attn_qkv_weight : tensor<1960x384xf32>, tensor<1152x384xf32>) outs(%f1575 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %e1577 = tensor.empty() : tensor<1960x1152xf32>
  %g1582 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1576, %cat1572 : tensor<1960x1152xf32>, tensor<1152xf32>) outs(%e1577 : tensor<1960x1152xf32>) {
  ^bb0(%a1578: f32, %a1579: f32, %o1580: f32):
    %b1581 = arith.addf %a1578, %a1579 : f32
    linalg.yield %b1581 : f32
  } -> tensor<1960x1152xf32>
  %r1583 = tensor.expand_shape %g1582 [[0, 1], [2]] output_shape [40, 49, 1152] : tensor<1960x1152xf32> into tensor<40x49x1152xf32>
  %r1584 = tensor.expand_shape %r1583 [[0], [1], [2, 3, 4]] output_shape [40, 49, 3, 12, 32] : tensor<40x49x1152xf32> into tensor<40x49x3x12x32xf32>
  %e1585 = tensor.empty() : tensor<3x40x12x49x32xf32>
  %g1588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1584 : tensor<40x49x3x12x32xf32>) outs(%e1585 : tensor<3x40x12x49x32xf32>) {
  ^bb0(%a1586: f32, %o1587: f32):
    linalg.yield %a1586 : f32
  } -> tensor<3x40x12x49x32xf32>
  %s1589 = tensor.extract_slice %g1588[0, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r1590 = tensor.collapse_shape %s1589 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s1591 = tensor.extract_slice %g1588[1, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r1592 = tensor.collapse_shape %s1591 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s1593 = tensor.extract_slice %g1588[2, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r1594 = tensor.collapse_shape %s1593 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %e1595 = tensor.empty() : tensor<40x12x49xf32>
  %f1596 = linalg.fill ins(%c0 : f32) outs(%e1595 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g1601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r1590 : tensor<40x12x49x32xf32>) outs(%f1596 : tensor<40x12x49xf32>) {
  ^bb0(%a1597: f32, %o1598: f32):
    %b1599 = arith.mulf %a1597, %a1597 : f32
    %b1600 = arith.addf %b1599, %o1598 : f32
    linalg.yield %b1600 : f32
  } -> tensor<40x12x49xf32>
  %r1602 = tensor.expand_shape %g1601 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e1603 = tensor.empty() : tensor<40x12x49x1xf32>
  %g1607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1602 : tensor<40x12x49x1xf32>) outs(%e1603 : tensor<40x12x49x1xf32>) {
  ^bb0(%a1604: f32, %o1605: f32):
    %b1606 = math.sqrt %a1604 : f32
    linalg.yield %b1606 : f32
  } -> tensor<40x12x49x1xf32>
  %r1608 = tensor.collapse_shape %g1607 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e1609 = tensor.empty() : tensor<40x12x49x32xf32>
  %g1615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1590, %r1608 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e1609 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1610: f32, %a1611: f32, %o1612: f32):
    %b1613 = arith.maximumf %a1611, %c3 : f32
    %b1614 = arith.divf %a1610, %b1613 : f32
    linalg.yield %b1614 : f32
  } -> tensor<40x12x49x32xf32>
  %e1616 = tensor.empty() : tensor<40x12x49xf32>
  %f1617 = linalg.fill ins(%c0 : f32) outs(%e1616 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g1622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r1592 : tensor<40x12x49x32xf32>) outs(%f1617 : tensor<40x12x49xf32>) {
  ^bb0(%a1618: f32, %o1619: f32):
    %b1620 = arith.mulf %a1618, %a1618 : f32
    %b1621 = arith.addf %b1620, %o1619 : f32
    linalg.yield %b1621 : f32
  } -> tensor<40x12x49xf32>
  %r1623 = tensor.expand_shape %g1622 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e1624 = tensor.empty() : tensor<40x12x49x1xf32>
  %g1628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1623 : tensor<40x12x49x1xf32>) outs(%e1624 : tensor<40x12x49x1xf32>) {
  ^bb0(%a1625: f32, %o1626: f32):
    %b1627 = math.sqrt %a1625 : f32
    linalg.yield %b1627 : f32
  } -> tensor<40x12x49x1xf32>
  %r1629 = tensor.collapse_shape %g1628 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e1630 = tensor.empty() : tensor<40x12x49x32xf32>
  %g1636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1592, %r1629 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e1630 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1631: f32, %a1632: f32, %o1633: f32):
    %b1634 = arith.maximumf %a1632, %c3 : f32
    %b1635 = arith.divf %a1631, %b1634 : f32
    linalg.yield %b1635 : f32
  } -> tensor<40x12x49x32xf32>
  %e1637 = tensor.empty() : tensor<40x12x32x49xf32>
  %g1640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1636 : tensor<40x12x49x32xf32>) outs(%e1637 : tensor<40x12x32x49xf32>) {
  ^bb0(%a1638: f32, %o1639: f32):
    linalg.yield %a1638 : f32
  } -> tensor<40x12x32x49xf32>
  %e1641 = tensor.empty() : tensor<40x12x49x49xf32>
  %f1642 = linalg.fill ins(%c0 : f32) outs(%e1641 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %g1648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g1615, %g1640 : tensor<40x12x49x32xf32>, tensor<40x12x32x49xf32>) outs(%f1642 : tensor<40x12x49x49xf32>) {
  ^bb0(%a1643: f32, %a1644: f32, %o1645: f32):
    %b1646 = arith.mulf %a1643, %a1644 : f32
    %b1647 = arith.addf %o1645, %b1646 : f32
    linalg.yield %b1647 : f32
  } -> tensor<40x12x49x49xf32>
  %e1649 = tensor.empty() : tensor<f32>
  %f1650 = linalg.fill ins(%c4 : f32) outs(%e1649 : tensor<f32>) -> tensor<f32>
  %e1651 = tensor.empty() : tensor<12x1x1xf32>
  %g1656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_2_blocks_0_attn_logit_scale, %f1650 : tensor<12x1x1xf32>, tensor<f32>) outs(%e1651 : tensor<12x1x1xf32>) {
  ^bb0(%a1652: f32, %a1653: f32, %o1654: f32):
    %b1655 = arith.minimumf %a1652, %a1653 : f32
    linalg.yield %b1655 : f32
  } -> tensor<12x1x1xf32>
  %e1657 = tensor.empty() : tensor<12x1x1xf32>
  %g1661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1656 : tensor<12x1x1xf32>) outs(%e1657 : tensor<12x1x1xf32>) {
  ^bb0(%a1658: f32, %o1659: f32):
    %b1660 = math.exp %a1658 : f32
    linalg.yield %b1660 : f32
  } -> tensor<12x1x1xf32>
  %r1662 = tensor.collapse_shape %g1661 [[0, 1, 2]] : tensor<12x1x1xf32> into tensor<12xf32>
  %e1663 = tensor.empty() : tensor<40x12x49x49xf32>
  %g1668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1648, %r1662 : tensor<40x12x49x49xf32>, tensor<12xf32>) outs(%e1663 : tensor<40x12x49x49xf32>) {
  ^bb0(%a1664: f32, %a1665: f32, %o1666: f32):
    %b1667 = arith.mulf %a1664, %a1665 : f32
    linalg.yield %b1667 : f32
  } -> tensor<40x12x49x49xf32>
  %r1669 = tensor.collapse_shape %layers_2_blocks_0_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e1670 = tensor.empty() : tensor<169x512xf32>
  %f1671 = linalg.fill ins(%c0 : f32) outs(%e1670 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm1672 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1669, %layers_2_blocks_0_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f1671 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e1673 = tensor.empty() : tensor<169x512xf32>
  %g1678 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1672, %layers_2_blocks_0_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e1673 : tensor<169x512xf32>) {
  ^bb0(%a1674: f32, %a1675: f32, %o1676: f32):
    %b1677 = arith.addf %a1674, %a1675 : f32
    linalg.yield %b1677 : f32
  } -> tensor<169x512xf32>
  %r1679 = tensor.expand_shape %g1678 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e1680 = tensor.empty() : tensor<1x13x13x512xf32>
  %g1684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1679 : tensor<1x13x13x512xf32>) outs(%e1680 : tensor<1x13x13x512xf32>) {
  ^bb0(%a1681: f32, %o1682: f32):
    %b1683 = arith.maximumf %a1681, %c0 : f32
    linalg.yield %b1683 : f32
  } -> tensor<1x13x13x512xf32>
  %r1685 = tensor.collapse_shape %g1684 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e1686 = tensor.empty() : tensor<169x12xf32>
  %f1687 = linalg.fill ins(%c0 : f32) outs(%e1686 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %mm1688 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1685, %layers_2_blocks_0_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<12x512xf32>) outs(%f1687 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %r1689 = tensor.expand_shape %mm1688 [[0, 1, 2], [3]] output_shape [1, 13, 13, 12] : tensor<169x12xf32> into tensor<1x13x13x12xf32>
  %r1690 = tensor.collapse_shape %r1689 [[0, 1, 2], [3]] : tensor<1x13x13x12xf32> into tensor<169x12xf32>
  %r1691 = tensor.collapse_shape %layers_2_blocks_0_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e1692 = tensor.empty() : tensor<2401x12xf32>
  %g1701 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r1691 : tensor<2401xi64>) outs(%e1692 : tensor<2401x12xf32>) {
  ^bb0(%a1693: i64, %o1694: f32):
    %b1695 = arith.cmpi slt, %a1693, %c5 : i64
    %b1696 = arith.addi %a1693, %c6 : i64
    %b1697 = arith.select %b1695, %b1696, %a1693 : i64
    %b1698 = arith.index_cast %b1697 : i64 to index
    %i1699 = linalg.index 1 : index
    %b1700 = tensor.extract %r1690[%b1698, %i1699] : tensor<169x12xf32>
    linalg.yield %b1700 : f32
  } -> tensor<2401x12xf32>
  %r1702 = tensor.expand_shape %g1701 [[0, 1], [2]] output_shape [49, 49, 12] : tensor<2401x12xf32> into tensor<49x49x12xf32>
  %e1703 = tensor.empty() : tensor<12x49x49xf32>
  %g1706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1702 : tensor<49x49x12xf32>) outs(%e1703 : tensor<12x49x49xf32>) {
  ^bb0(%a1704: f32, %o1705: f32):
    linalg.yield %a1704 : f32
  } -> tensor<12x49x49xf32>
  %e1707 = tensor.empty() : tensor<12x49x49xf32>
  %g1714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1706 : tensor<12x49x49xf32>) outs(%e1707 : tensor<12x49x49xf32>) {
  ^bb0(%a1708: f32, %o1709: f32):
    %b1710 = arith.negf %a1708 : f32
    %b1711 = math.exp %b1710 : f32
    %b1712 = arith.addf %b1711, %c7 : f32
    %b1713 = arith.divf %c7, %b1712 : f32
    linalg.yield %b1713 : f32
  } -> tensor<12x49x49xf32>
  %e1715 = tensor.empty() : tensor<12x49x49xf32>
  %g1719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1714 : tensor<12x49x49xf32>) outs(%e1715 : tensor<12x49x49xf32>) {
  ^bb0(%a1716: f32, %o1717: f32):
    %b1718 = arith.mulf %c8, %a1716 : f32
    linalg.yield %b1718 : f32
  } -> tensor<12x49x49xf32>
  %e1721 = tensor.empty() : tensor<40x12x49x49xf32>
  %g1726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1668, %g1719 : tensor<40x12x49x49xf32>, tensor<12x49x49xf32>) outs(%e1721 : tensor<40x12x49x49xf32>) {
  ^bb0(%a1722: f32, %a1723: f32, %o1724: f32):
    %b1725 = arith.addf %a1722, %a1723 : f32
    linalg.yield %b1725 : f32
  } -> tensor<40x12x49x49xf32>
  %e1727 = tensor.empty() : tensor<40x12x49x49xf32>
  %sm1728 = linalg.softmax dimension(3) ins(%g1726 : tensor<40x12x49x49xf32>) outs(%e1727 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %e1729 = tensor.empty() : tensor<40x12x49x32xf32>
  %f1730 = linalg.fill ins(%c0 : f32) outs(%e1729 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g1736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm1728, %r1594 : tensor<40x12x49x49xf32>, tensor<40x12x49x32xf32>) outs(%f1730 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1731: f32, %a1732: f32, %o1733: f32):
    %b1734 = arith.mulf %a1731, %a1732 : f32
    %b1735 = arith.addf %o1733, %b1734 : f32
    linalg.yield %b1735 : f32
  } -> tensor<40x12x49x32xf32>
  %e1737 = tensor.empty() : tensor<40x49x12x32xf32>
  %g1740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1736 : tensor<40x12x49x32xf32>) outs(%e1737 : tensor<40x49x12x32xf32>) {
  ^bb0(%a1738: f32, %o1739: f32):
    linalg.yield %a1738 : f32
  } -> tensor<40x49x12x32xf32>
  %r1741 = tensor.collapse_shape %g1740 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r1742 = tensor.collapse_shape %r1741 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e1743 = tensor.empty() : tensor<1960x384xf32>
  %f1744 = linalg.fill ins(%c0 : f32) outs(%e1743 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1745 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1742, %layers_2_blocks_0_attn_proj_weight : tensor<1960x384xf32>, tensor<384x384xf32>) outs(%f1744 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e1746 = tensor.empty() : tensor<1960x384xf32>
  %g1751 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1745, %layers_2_blocks_0_attn_proj_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e1746 : tensor<1960x384xf32>) {
  ^bb0(%a1747: f32, %a1748: f32, %o1749: f32):
    %b1750 = arith.addf %a1747, %a1748 : f32
    linalg.yield %b1750 : f32
  } -> tensor<1960x384xf32>
  %r1752 = tensor.expand_shape %g1751 [[0, 1], [2]] output_shape [40, 49, 384] : tensor<1960x384xf32> into tensor<40x49x384xf32>
  %r1753 = tensor.expand_shape %r1752 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r1754 = tensor.expand_shape %r1753 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e1755 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g1758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1754 : tensor<10x2x2x7x7x384xf32>) outs(%e1755 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a1756: f32, %o1757: f32):
    linalg.yield %a1756 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r1759 = tensor.collapse_shape %g1758 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %r1760 = tensor.collapse_shape %r1759 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e1761 = tensor.empty() : tensor<10x196xf32>
  %f1762 = linalg.fill ins(%c0 : f32) outs(%e1761 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r1760 : tensor<10x196x384xf32>) outs(%f1762 : tensor<10x196xf32>) {
  ^bb0(%a1763: f32, %o1764: f32):
    %b1765 = arith.addf %a1763, %o1764 : f32
    linalg.yield %b1765 : f32
  } -> tensor<10x196xf32>
  %e1767 = tensor.empty() : tensor<10x196xf32>
  %g1771 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1766 : tensor<10x196xf32>) outs(%e1767 : tensor<10x196xf32>) {
  ^bb0(%a1768: f32, %o1769: f32):
    %b1770 = arith.divf %a1768, %c12 : f32
    linalg.yield %b1770 : f32
  } -> tensor<10x196xf32>
  %e1773 = tensor.empty() : tensor<10x196x384xf32>
  %g1779 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1760, %g1771 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1773 : tensor<10x196x384xf32>) {
  ^bb0(%a1774: f32, %a1775: f32, %o1776: f32):
    %b1777 = arith.subf %a1774, %a1775 : f32
    %b1778 = arith.mulf %b1777, %b1777 : f32
    linalg.yield %b1778 : f32
  } -> tensor<10x196x384xf32>
  %e1780 = tensor.empty() : tensor<10x196xf32>
  %f1781 = linalg.fill ins(%c0 : f32) outs(%e1780 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1779 : tensor<10x196x384xf32>) outs(%f1781 : tensor<10x196xf32>) {
  ^bb0(%a1782: f32, %o1783: f32):
    %b1784 = arith.addf %a1782, %o1783 : f32
    linalg.yield %b1784 : f32
  } -> tensor<10x196xf32>
  %e1786 = tensor.empty() : tensor<10x196xf32>
  %g1790 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1785 : tensor<10x196xf32>) outs(%e1786 : tensor<10x196xf32>) {
  ^bb0(%a1787: f32, %o1788: f32):
    %b1789 = arith.divf %a1787, %c12 : f32
    linalg.yield %b1789 : f32
  } -> tensor<10x196xf32>
  %e1792 = tensor.empty() : tensor<10x196x384xf32>
  %g1805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1760, %g1771, %g1790, %layers_2_blocks_0_norm1_weight, %layers_2_blocks_0_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1792 : tensor<10x196x384xf32>) {
  ^bb0(%a1793: f32, %a1794: f32, %a1795: f32, %a1796: f32, %a1797: f32, %o1798: f32):
    %b1799 = arith.addf %a1795, %c2 : f32
    %b1800 = math.sqrt %b1799 : f32
    %b1801 = arith.subf %a1793, %a1794 : f32
    %b1802 = arith.divf %b1801, %b1800 : f32
    %b1803 = arith.mulf %b1802, %a1796 : f32
    %b1804 = arith.addf %b1803, %a1797 : f32
    linalg.yield %b1804 : f32
  } -> tensor<10x196x384xf32>
  %e1806 = tensor.empty() : tensor<10x196x384xf32>
  %g1811 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1558, %g1805 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1806 : tensor<10x196x384xf32>) {
  ^bb0(%a1807: f32, %a1808: f32, %o1809: f32):
    %b1810 = arith.addf %a1807, %a1808 : f32
    linalg.yield %b1810 : f32
  } -> tensor<10x196x384xf32>
  %r1812 = tensor.collapse_shape %g1811 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e1813 = tensor.empty() : tensor<1960x1536xf32>
  %f1814 = linalg.fill ins(%c0 : f32) outs(%e1813 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm1815 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1812, %layers_2_blocks_0_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f1814 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e1816 = tensor.empty() : tensor<1960x1536xf32>
  %g1821 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1815, %layers_2_blocks_0_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e1816 : tensor<1960x1536xf32>) {
  ^bb0(%a1817: f32, %a1818: f32, %o1819: f32):
    %b1820 = arith.addf %a1817, %a1818 : f32
    linalg.yield %b1820 : f32
  } -> tensor<1960x1536xf32>
  %r1822 = tensor.expand_shape %g1821 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e1823 = tensor.empty() : tensor<10x196x1536xf32>
  %g1831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1822 : tensor<10x196x1536xf32>) outs(%e1823 : tensor<10x196x1536xf32>) {
  ^bb0(%a1824: f32, %o1825: f32):
    %b1826 = arith.mulf %a1824, %c9 : f32
    %b1827 = arith.mulf %a1824, %c10 : f32
    %b1828 = math.erf %b1827 : f32
    %b1829 = arith.addf %b1828, %c7 : f32
    %b1830 = arith.mulf %b1826, %b1829 : f32
    linalg.yield %b1830 : f32
  } -> tensor<10x196x1536xf32>
  %r1832 = tensor.collapse_shape %g1831 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e1833 = tensor.empty() : tensor<1960x384xf32>
  %f1834 = linalg.fill ins(%c0 : f32) outs(%e1833 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm1835 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1832, %layers_2_blocks_0_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f1834 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e1836 = tensor.empty() : tensor<1960x384xf32>
  %g1841 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1835, %layers_2_blocks_0_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e1836 : tensor<1960x384xf32>) {
  ^bb0(%a1837: f32, %a1838: f32, %o1839: f32):
    %b1840 = arith.addf %a1837, %a1838 : f32
    linalg.yield %b1840 : f32
  } -> tensor<1960x384xf32>
  %r1842 = tensor.expand_shape %g1841 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e1843 = tensor.empty() : tensor<10x196xf32>
  %f1844 = linalg.fill ins(%c0 : f32) outs(%e1843 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r1842 : tensor<10x196x384xf32>) outs(%f1844 : tensor<10x196xf32>) {
  ^bb0(%a1845: f32, %o1846: f32):
    %b1847 = arith.addf %a1845, %o1846 : f32
    linalg.yield %b1847 : f32
  } -> tensor<10x196xf32>
  %e1849 = tensor.empty() : tensor<10x196xf32>
  %g1853 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1848 : tensor<10x196xf32>) outs(%e1849 : tensor<10x196xf32>) {
  ^bb0(%a1850: f32, %o1851: f32):
    %b1852 = arith.divf %a1850, %c12 : f32
    linalg.yield %b1852 : f32
  } -> tensor<10x196xf32>
  %e1855 = tensor.empty() : tensor<10x196x384xf32>
  %g1861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1842, %g1853 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e1855 : tensor<10x196x384xf32>) {
  ^bb0(%a1856: f32, %a1857: f32, %o1858: f32):
    %b1859 = arith.subf %a1856, %a1857 : f32
    %b1860 = arith.mulf %b1859, %b1859 : f32
    linalg.yield %b1860 : f32
  } -> tensor<10x196x384xf32>
  %e1862 = tensor.empty() : tensor<10x196xf32>
  %f1863 = linalg.fill ins(%c0 : f32) outs(%e1862 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g1867 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g1861 : tensor<10x196x384xf32>) outs(%f1863 : tensor<10x196xf32>) {
  ^bb0(%a1864: f32, %o1865: f32):
    %b1866 = arith.addf %a1864, %o1865 : f32
    linalg.yield %b1866 : f32
  } -> tensor<10x196xf32>
  %e1868 = tensor.empty() : tensor<10x196xf32>
  %g1872 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1867 : tensor<10x196xf32>) outs(%e1868 : tensor<10x196xf32>) {
  ^bb0(%a1869: f32, %o1870: f32):
    %b1871 = arith.divf %a1869, %c12 : f32
    linalg.yield %b1871 : f32
  } -> tensor<10x196xf32>
  %e1874 = tensor.empty() : tensor<10x196x384xf32>
  %g1887 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1842, %g1853, %g1872, %layers_2_blocks_0_norm2_weight, %layers_2_blocks_0_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e1874 : tensor<10x196x384xf32>) {
  ^bb0(%a1875: f32, %a1876: f32, %a1877: f32, %a1878: f32, %a1879: f32, %o1880: f32):
    %b1881 = arith.addf %a1877, %c2 : f32
    %b1882 = math.sqrt %b1881 : f32
    %b1883 = arith.subf %a1875, %a1876 : f32
    %b1884 = arith.divf %b1883, %b1882 : f32
    %b1885 = arith.mulf %b1884, %a1878 : f32
    %b1886 = arith.addf %b1885, %a1879 : f32
    linalg.yield %b1886 : f32
  } -> tensor<10x196x384xf32>
  %e1888 = tensor.empty() : tensor<10x196x384xf32>
  %g1893 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1811, %g1887 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e1888 : tensor<10x196x384xf32>) {
  ^bb0(%a1889: f32, %a1890: f32, %o1891: f32):
    %b1892 = arith.addf %a1889, %a1890 : f32
    linalg.yield %b1892 : f32
  } -> tensor<10x196x384xf32>
  %r1894 = tensor.expand_shape %g1893 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %e1895 = tensor.empty() : tensor<10x14x14x384xf32>
  %g1898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 3) mod 14, (d2 + 3) mod 14, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1894 : tensor<10x14x14x384xf32>) outs(%e1895 : tensor<10x14x14x384xf32>) {
  ^bb0(%a1896: f32, %o1897: f32):
    linalg.yield %a1896 : f32
  } -> tensor<10x14x14x384xf32>
  %r1899 = tensor.expand_shape %g1898 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e1900 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g1903 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1899 : tensor<10x2x7x2x7x384xf32>) outs(%e1900 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a1901: f32, %o1902: f32):
    linalg.yield %a1901 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r1904 = tensor.collapse_shape %g1903 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r1905 = tensor.collapse_shape %r1904 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %e1906 = tensor.empty() : tensor<384xf32>
  %f1907 = linalg.fill ins(%c0 : f32) outs(%e1906 : tensor<384xf32>) -> tensor<384xf32>
  %e1908 = tensor.empty() : tensor<1152xf32>
  %cat1909 = tensor.insert_slice %layers_2_blocks_1_attn_q_bias into %e1908[0] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat1910 = tensor.insert_slice %f1907 into %cat1909[384] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat1911 = tensor.insert_slice %layers_2_blocks_1_attn_v_bias into %cat1910[768] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %r1912 = tensor.collapse_shape %r1905 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e1913 = tensor.empty() : tensor<1960x1152xf32>
  %f1914 = linalg.fill ins(%c0 : f32) outs(%e1913 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %mm1915 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r1912, %layers_2_blocks_1_attn_qkv_weight : tensor<1960x384xf32>, tensor<1152x384xf32>) outs(%f1914 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %e1916 = tensor.empty() : tensor<1960x1152xf32>
  %g1921 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1915, %cat1911 : tensor<1960x1152xf32>, tensor<1152xf32>) outs(%e1916 : tensor<1960x1152xf32>) {
  ^bb0(%a1917: f32, %a1918: f32, %o1919: f32):
    %b1920 = arith.addf %a1917, %a1918 : f32
    linalg.yield %b1920 : f32
  } -> tensor<1960x1152xf32>
  %r1922 = tensor.expand_shape %g1921 [[0, 1], [2]] output_shape [40, 49, 1152] : tensor<1960x1152xf32> into tensor<40x49x1152xf32>
  %r1923 = tensor.expand_shape %r1922 [[0], [1], [2, 3, 4]] output_shape [40, 49, 3, 12, 32] : tensor<40x49x1152xf32> into tensor<40x49x3x12x32xf32>
  %e1924 = tensor.empty() : tensor<3x40x12x49x32xf32>
  %g1927 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r1923 : tensor<40x49x3x12x32xf32>) outs(%e1924 : tensor<3x40x12x49x32xf32>) {
  ^bb0(%a1925: f32, %o1926: f32):
    linalg.yield %a1925 : f32
  } -> tensor<3x40x12x49x32xf32>
  %s1928 = tensor.extract_slice %g1927[0, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r1929 = tensor.collapse_shape %s1928 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s1930 = tensor.extract_slice %g1927[1, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r1931 = tensor.collapse_shape %s1930 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s1932 = tensor.extract_slice %g1927[2, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r1933 = tensor.collapse_shape %s1932 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %e1934 = tensor.empty() : tensor<40x12x49xf32>
  %f1935 = linalg.fill ins(%c0 : f32) outs(%e1934 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g1940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r1929 : tensor<40x12x49x32xf32>) outs(%f1935 : tensor<40x12x49xf32>) {
  ^bb0(%a1936: f32, %o1937: f32):
    %b1938 = arith.mulf %a1936, %a1936 : f32
    %b1939 = arith.addf %b1938, %o1937 : f32
    linalg.yield %b1939 : f32
  } -> tensor<40x12x49xf32>
  %r1941 = tensor.expand_shape %g1940 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e1942 = tensor.empty() : tensor<40x12x49x1xf32>
  %g1946 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1941 : tensor<40x12x49x1xf32>) outs(%e1942 : tensor<40x12x49x1xf32>) {
  ^bb0(%a1943: f32, %o1944: f32):
    %b1945 = math.sqrt %a1943 : f32
    linalg.yield %b1945 : f32
  } -> tensor<40x12x49x1xf32>
  %r1947 = tensor.collapse_shape %g1946 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e1948 = tensor.empty() : tensor<40x12x49x32xf32>
  %g1954 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1929, %r1947 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e1948 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1949: f32, %a1950: f32, %o1951: f32):
    %b1952 = arith.maximumf %a1950, %c3 : f32
    %b1953 = arith.divf %a1949, %b1952 : f32
    linalg.yield %b1953 : f32
  } -> tensor<40x12x49x32xf32>
  %e1955 = tensor.empty() : tensor<40x12x49xf32>
  %f1956 = linalg.fill ins(%c0 : f32) outs(%e1955 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g1961 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r1931 : tensor<40x12x49x32xf32>) outs(%f1956 : tensor<40x12x49xf32>) {
  ^bb0(%a1957: f32, %o1958: f32):
    %b1959 = arith.mulf %a1957, %a1957 : f32
    %b1960 = arith.addf %b1959, %o1958 : f32
    linalg.yield %b1960 : f32
  } -> tensor<40x12x49xf32>
  %r1962 = tensor.expand_shape %g1961 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e1963 = tensor.empty() : tensor<40x12x49x1xf32>
  %g1967 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1962 : tensor<40x12x49x1xf32>) outs(%e1963 : tensor<40x12x49x1xf32>) {
  ^bb0(%a1964: f32, %o1965: f32):
    %b1966 = math.sqrt %a1964 : f32
    linalg.yield %b1966 : f32
  } -> tensor<40x12x49x1xf32>
  %r1968 = tensor.collapse_shape %g1967 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e1969 = tensor.empty() : tensor<40x12x49x32xf32>
  %g1975 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r1931, %r1968 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e1969 : tensor<40x12x49x32xf32>) {
  ^bb0(%a1970: f32, %a1971: f32, %o1972: f32):
    %b1973 = arith.maximumf %a1971, %c3 : f32
    %b1974 = arith.divf %a1970, %b1973 : f32
    linalg.yield %b1974 : f32
  } -> tensor<40x12x49x32xf32>
  %e1976 = tensor.empty() : tensor<40x12x32x49xf32>
  %g1979 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1975 : tensor<40x12x49x32xf32>) outs(%e1976 : tensor<40x12x32x49xf32>) {
  ^bb0(%a1977: f32, %o1978: f32):
    linalg.yield %a1977 : f32
  } -> tensor<40x12x32x49xf32>
  %e1980 = tensor.empty() : tensor<40x12x49x49xf32>
  %f1981 = linalg.fill ins(%c0 : f32) outs(%e1980 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %g1987 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g1954, %g1979 : tensor<40x12x49x32xf32>, tensor<40x12x32x49xf32>) outs(%f1981 : tensor<40x12x49x49xf32>) {
  ^bb0(%a1982: f32, %a1983: f32, %o1984: f32):
    %b1985 = arith.mulf %a1982, %a1983 : f32
    %b1986 = arith.addf %o1984, %b1985 : f32
    linalg.yield %b1986 : f32
  } -> tensor<40x12x49x49xf32>
  %e1988 = tensor.empty() : tensor<f32>
  %f1989 = linalg.fill ins(%c4 : f32) outs(%e1988 : tensor<f32>) -> tensor<f32>
  %e1990 = tensor.empty() : tensor<12x1x1xf32>
  %g1995 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_2_blocks_1_attn_logit_scale, %f1989 : tensor<12x1x1xf32>, tensor<f32>) outs(%e1990 : tensor<12x1x1xf32>) {
  ^bb0(%a1991: f32, %a1992: f32, %o1993: f32):
    %b1994 = arith.minimumf %a1991, %a1992 : f32
    linalg.yield %b1994 : f32
  } -> tensor<12x1x1xf32>
  %e1996 = tensor.empty() : tensor<12x1x1xf32>
  %g2000 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1995 : tensor<12x1x1xf32>) outs(%e1996 : tensor<12x1x1xf32>) {
  ^bb0(%a1997: f32, %o1998: f32):
    %b1999 = math.exp %a1997 : f32
    linalg.yield %b1999 : f32
  } -> tensor<12x1x1xf32>
  %r2001 = tensor.collapse_shape %g2000 [[0, 1, 2]] : tensor<12x1x1xf32> into tensor<12xf32>
  %e2002 = tensor.empty() : tensor<40x12x49x49xf32>
  %g2007 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g1987, %r2001 : tensor<40x12x49x49xf32>, tensor<12xf32>) outs(%e2002 : tensor<40x12x49x49xf32>) {
  ^bb0(%a2003: f32, %a2004: f32, %o2005: f32):
    %b2006 = arith.mulf %a2003, %a2004 : f32
    linalg.yield %b2006 : f32
  } -> tensor<40x12x49x49xf32>
  %r2008 = tensor.collapse_shape %layers_2_blocks_1_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e2009 = tensor.empty() : tensor<169x512xf32>
  %f2010 = linalg.fill ins(%c0 : f32) outs(%e2009 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm2011 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2008, %layers_2_blocks_1_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f2010 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e2012 = tensor.empty() : tensor<169x512xf32>
  %g2017 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2011, %layers_2_blocks_1_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e2012 : tensor<169x512xf32>) {
  ^bb0(%a2013: f32, %a2014: f32, %o2015: f32):
    %b2016 = arith.addf %a2013, %a2014 : f32
    linalg.yield %b2016 : f32
  } -> tensor<169x512xf32>
  %r2018 = tensor.expand_shape %g2017 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e2019 = tensor.empty() : tensor<1x13x13x512xf32>
  %g2023 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2018 : tensor<1x13x13x512xf32>) outs(%e2019 : tensor<1x13x13x512xf32>) {
  ^bb0(%a2020: f32, %o2021: f32):
    %b2022 = arith.maximumf %a2020, %c0 : f32
    linalg.yield %b2022 : f32
  } -> tensor<1x13x13x512xf32>
  %r2024 = tensor.collapse_shape %g2023 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e2025 = tensor.empty() : tensor<169x12xf32>
  %f2026 = linalg.fill ins(%c0 : f32) outs(%e2025 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %mm2027 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2024, %layers_2_blocks_1_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<12x512xf32>) outs(%f2026 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %r2028 = tensor.expand_shape %mm2027 [[0, 1, 2], [3]] output_shape [1, 13, 13, 12] : tensor<169x12xf32> into tensor<1x13x13x12xf32>
  %r2029 = tensor.collapse_shape %r2028 [[0, 1, 2], [3]] : tensor<1x13x13x12xf32> into tensor<169x12xf32>
  %r2030 = tensor.collapse_shape %layers_2_blocks_1_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e2031 = tensor.empty() : tensor<2401x12xf32>
  %g2040 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r2030 : tensor<2401xi64>) outs(%e2031 : tensor<2401x12xf32>) {
  ^bb0(%a2032: i64, %o2033: f32):
    %b2034 = arith.cmpi slt, %a2032, %c5 : i64
    %b2035 = arith.addi %a2032, %c6 : i64
    %b2036 = arith.select %b2034, %b2035, %a2032 : i64
    %b2037 = arith.index_cast %b2036 : i64 to index
    %i2038 = linalg.index 1 : index
    %b2039 = tensor.extract %r2029[%b2037, %i2038] : tensor<169x12xf32>
    linalg.yield %b2039 : f32
  } -> tensor<2401x12xf32>
  %r2041 = tensor.expand_shape %g2040 [[0, 1], [2]] output_shape [49, 49, 12] : tensor<2401x12xf32> into tensor<49x49x12xf32>
  %e2042 = tensor.empty() : tensor<12x49x49xf32>
  %g2045 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2041 : tensor<49x49x12xf32>) outs(%e2042 : tensor<12x49x49xf32>) {
  ^bb0(%a2043: f32, %o2044: f32):
    linalg.yield %a2043 : f32
  } -> tensor<12x49x49xf32>
  %e2046 = tensor.empty() : tensor<12x49x49xf32>
  %g2053 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2045 : tensor<12x49x49xf32>) outs(%e2046 : tensor<12x49x49xf32>) {
  ^bb0(%a2047: f32, %o2048: f32):
    %b2049 = arith.negf %a2047 : f32
    %b2050 = math.exp %b2049 : f32
    %b2051 = arith.addf %b2050, %c7 : f32
    %b2052 = arith.divf %c7, %b2051 : f32
    linalg.yield %b2052 : f32
  } -> tensor<12x49x49xf32>
  %e2054 = tensor.empty() : tensor<12x49x49xf32>
  %g2058 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2053 : tensor<12x49x49xf32>) outs(%e2054 : tensor<12x49x49xf32>) {
  ^bb0(%a2055: f32, %o2056: f32):
    %b2057 = arith.mulf %c8, %a2055 : f32
    linalg.yield %b2057 : f32
  } -> tensor<12x49x49xf32>
  %e2060 = tensor.empty() : tensor<40x12x49x49xf32>
  %g2065 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2007, %g2058 : tensor<40x12x49x49xf32>, tensor<12x49x49xf32>) outs(%e2060 : tensor<40x12x49x49xf32>) {
  ^bb0(%a2061: f32, %a2062: f32, %o2063: f32):
    %b2064 = arith.addf %a2061, %a2062 : f32
    linalg.yield %b2064 : f32
  } -> tensor<40x12x49x49xf32>
  %r2066 = tensor.expand_shape %g2065 [[0, 1], [2], [3], [4]] output_shape [10, 4, 12, 49, 49] : tensor<40x12x49x49xf32> into tensor<10x4x12x49x49xf32>
  %e2069 = tensor.empty() : tensor<10x4x12x49x49xf32>
  %g2074 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2066, %layers_2_blocks_1_attn_mask : tensor<10x4x12x49x49xf32>, tensor<4x49x49xf32>) outs(%e2069 : tensor<10x4x12x49x49xf32>) {
  ^bb0(%a2070: f32, %a2071: f32, %o2072: f32):
    %b2073 = arith.addf %a2070, %a2071 : f32
    linalg.yield %b2073 : f32
  } -> tensor<10x4x12x49x49xf32>
  %r2075 = tensor.collapse_shape %g2074 [[0, 1], [2], [3], [4]] : tensor<10x4x12x49x49xf32> into tensor<40x12x49x49xf32>
  %e2076 = tensor.empty() : tensor<40x12x49x49xf32>
  %sm2077 = linalg.softmax dimension(3) ins(%r2075 : tensor<40x12x49x49xf32>) outs(%e2076 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %e2078 = tensor.empty() : tensor<40x12x49x32xf32>
  %f2079 = linalg.fill ins(%c0 : f32) outs(%e2078 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g2085 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm2077, %r1933 : tensor<40x12x49x49xf32>, tensor<40x12x49x32xf32>) outs(%f2079 : tensor<40x12x49x32xf32>) {
  ^bb0(%a2080: f32, %a2081: f32, %o2082: f32):
    %b2083 = arith.mulf %a2080, %a2081 : f32
    %b2084 = arith.addf %o2082, %b2083 : f32
    linalg.yield %b2084 : f32
  } -> tensor<40x12x49x32xf32>
  %e2086 = tensor.empty() : tensor<40x49x12x32xf32>
  %g2089 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2085 : tensor<40x12x49x32xf32>) outs(%e2086 : tensor<40x49x12x32xf32>) {
  ^bb0(%a2087: f32, %o2088: f32):
    linalg.yield %a2087 : f32
  } -> tensor<40x49x12x32xf32>
  %r2090 = tensor.collapse_shape %g2089 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r2091 = tensor.collapse_shape %r2090 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e2092 = tensor.empty() : tensor<1960x384xf32>
  %f2093 = linalg.fill ins(%c0 : f32) outs(%e2092 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm2094 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2091, %layers_2_blocks_1_attn_proj_weight : tensor<1960x384xf32>, tensor<384x384xf32>) outs(%f2093 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e2095 = tensor.empty() : tensor<1960x384xf32>
  %g2100 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2094, %layers_2_blocks_1_attn_proj_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e2095 : tensor<1960x384xf32>) {
  ^bb0(%a2096: f32, %a2097: f32, %o2098: f32):
    %b2099 = arith.addf %a2096, %a2097 : f32
    linalg.yield %b2099 : f32
  } -> tensor<1960x384xf32>
  %r2101 = tensor.expand_shape %g2100 [[0, 1], [2]] output_shape [40, 49, 384] : tensor<1960x384xf32> into tensor<40x49x384xf32>
  %r2102 = tensor.expand_shape %r2101 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r2103 = tensor.expand_shape %r2102 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e2104 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g2107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2103 : tensor<10x2x2x7x7x384xf32>) outs(%e2104 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a2105: f32, %o2106: f32):
    linalg.yield %a2105 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r2108 = tensor.collapse_shape %g2107 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %e2109 = tensor.empty() : tensor<10x14x14x384xf32>
  %g2112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 11) mod 14, (d2 + 11) mod 14, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2108 : tensor<10x14x14x384xf32>) outs(%e2109 : tensor<10x14x14x384xf32>) {
  ^bb0(%a2110: f32, %o2111: f32):
    linalg.yield %a2110 : f32
  } -> tensor<10x14x14x384xf32>
  %r2113 = tensor.collapse_shape %g2112 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e2114 = tensor.empty() : tensor<10x196xf32>
  %f2115 = linalg.fill ins(%c0 : f32) outs(%e2114 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2113 : tensor<10x196x384xf32>) outs(%f2115 : tensor<10x196xf32>) {
  ^bb0(%a2116: f32, %o2117: f32):
    %b2118 = arith.addf %a2116, %o2117 : f32
    linalg.yield %b2118 : f32
  } -> tensor<10x196xf32>
  %e2120 = tensor.empty() : tensor<10x196xf32>
  %g2124 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2119 : tensor<10x196xf32>) outs(%e2120 : tensor<10x196xf32>) {
  ^bb0(%a2121: f32, %o2122: f32):
    %b2123 = arith.divf %a2121, %c12 : f32
    linalg.yield %b2123 : f32
  } -> tensor<10x196xf32>
  %e2126 = tensor.empty() : tensor<10x196x384xf32>
  %g2132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2113, %g2124 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e2126 : tensor<10x196x384xf32>) {
  ^bb0(%a2127: f32, %a2128: f32, %o2129: f32):
    %b2130 = arith.subf %a2127, %a2128 : f32
    %b2131 = arith.mulf %b2130, %b2130 : f32
    linalg.yield %b2131 : f32
  } -> tensor<10x196x384xf32>
  %e2133 = tensor.empty() : tensor<10x196xf32>
  %f2134 = linalg.fill ins(%c0 : f32) outs(%e2133 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2132 : tensor<10x196x384xf32>) outs(%f2134 : tensor<10x196xf32>) {
  ^bb0(%a2135: f32, %o2136: f32):
    %b2137 = arith.addf %a2135, %o2136 : f32
    linalg.yield %b2137 : f32
  } -> tensor<10x196xf32>
  %e2139 = tensor.empty() : tensor<10x196xf32>
  %g2143 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2138 : tensor<10x196xf32>) outs(%e2139 : tensor<10x196xf32>) {
  ^bb0(%a2140: f32, %o2141: f32):
    %b2142 = arith.divf %a2140, %c12 : f32
    linalg.yield %b2142 : f32
  } -> tensor<10x196xf32>
  %e2145 = tensor.empty() : tensor<10x196x384xf32>
  %g2158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2113, %g2124, %g2143, %layers_2_blocks_1_norm1_weight, %layers_2_blocks_1_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e2145 : tensor<10x196x384xf32>) {
  ^bb0(%a2146: f32, %a2147: f32, %a2148: f32, %a2149: f32, %a2150: f32, %o2151: f32):
    %b2152 = arith.addf %a2148, %c2 : f32
    %b2153 = math.sqrt %b2152 : f32
    %b2154 = arith.subf %a2146, %a2147 : f32
    %b2155 = arith.divf %b2154, %b2153 : f32
    %b2156 = arith.mulf %b2155, %a2149 : f32
    %b2157 = arith.addf %b2156, %a2150 : f32
    linalg.yield %b2157 : f32
  } -> tensor<10x196x384xf32>
  %e2159 = tensor.empty() : tensor<10x196x384xf32>
  %g2164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g1893, %g2158 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e2159 : tensor<10x196x384xf32>) {
  ^bb0(%a2160: f32, %a2161: f32, %o2162: f32):
    %b2163 = arith.addf %a2160, %a2161 : f32
    linalg.yield %b2163 : f32
  } -> tensor<10x196x384xf32>
  %r2165 = tensor.collapse_shape %g2164 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e2166 = tensor.empty() : tensor<1960x1536xf32>
  %f2167 = linalg.fill ins(%c0 : f32) outs(%e2166 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm2168 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2165, %layers_2_blocks_1_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f2167 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e2169 = tensor.empty() : tensor<1960x1536xf32>
  %g2174 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2168, %layers_2_blocks_1_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e2169 : tensor<1960x1536xf32>) {
  ^bb0(%a2170: f32, %a2171: f32, %o2172: f32):
    %b2173 = arith.addf %a2170, %a2171 : f32
    linalg.yield %b2173 : f32
  } -> tensor<1960x1536xf32>
  %r2175 = tensor.expand_shape %g2174 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e2176 = tensor.empty() : tensor<10x196x1536xf32>
  %g2184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2175 : tensor<10x196x1536xf32>) outs(%e2176 : tensor<10x196x1536xf32>) {
  ^bb0(%a2177: f32, %o2178: f32):
    %b2179 = arith.mulf %a2177, %c9 : f32
    %b2180 = arith.mulf %a2177, %c10 : f32
    %b2181 = math.erf %b2180 : f32
    %b2182 = arith.addf %b2181, %c7 : f32
    %b2183 = arith.mulf %b2179, %b2182 : f32
    linalg.yield %b2183 : f32
  } -> tensor<10x196x1536xf32>
  %r2185 = tensor.collapse_shape %g2184 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e2186 = tensor.empty() : tensor<1960x384xf32>
  %f2187 = linalg.fill ins(%c0 : f32) outs(%e2186 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm2188 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2185, %layers_2_blocks_1_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f2187 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e2189 = tensor.empty() : tensor<1960x384xf32>
  %g2194 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2188, %layers_2_blocks_1_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e2189 : tensor<1960x384xf32>) {
  ^bb0(%a2190: f32, %a2191: f32, %o2192: f32):
    %b2193 = arith.addf %a2190, %a2191 : f32
    linalg.yield %b2193 : f32
  } -> tensor<1960x384xf32>
  %r2195 = tensor.expand_shape %g2194 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e2196 = tensor.empty() : tensor<10x196xf32>
  %f2197 = linalg.fill ins(%c0 : f32) outs(%e2196 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2195 : tensor<10x196x384xf32>) outs(%f2197 : tensor<10x196xf32>) {
  ^bb0(%a2198: f32, %o2199: f32):
    %b2200 = arith.addf %a2198, %o2199 : f32
    linalg.yield %b2200 : f32
  } -> tensor<10x196xf32>
  %e2202 = tensor.empty() : tensor<10x196xf32>
  %g2206 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2201 : tensor<10x196xf32>) outs(%e2202 : tensor<10x196xf32>) {
  ^bb0(%a2203: f32, %o2204: f32):
    %b2205 = arith.divf %a2203, %c12 : f32
    linalg.yield %b2205 : f32
  } -> tensor<10x196xf32>
  %e2208 = tensor.empty() : tensor<10x196x384xf32>
  %g2214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2195, %g2206 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e2208 : tensor<10x196x384xf32>) {
  ^bb0(%a2209: f32, %a2210: f32, %o2211: f32):
    %b2212 = arith.subf %a2209, %a2210 : f32
    %b2213 = arith.mulf %b2212, %b2212 : f32
    linalg.yield %b2213 : f32
  } -> tensor<10x196x384xf32>
  %e2215 = tensor.empty() : tensor<10x196xf32>
  %f2216 = linalg.fill ins(%c0 : f32) outs(%e2215 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2214 : tensor<10x196x384xf32>) outs(%f2216 : tensor<10x196xf32>) {
  ^bb0(%a2217: f32, %o2218: f32):
    %b2219 = arith.addf %a2217, %o2218 : f32
    linalg.yield %b2219 : f32
  } -> tensor<10x196xf32>
  %e2221 = tensor.empty() : tensor<10x196xf32>
  %g2225 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2220 : tensor<10x196xf32>) outs(%e2221 : tensor<10x196xf32>) {
  ^bb0(%a2222: f32, %o2223: f32):
    %b2224 = arith.divf %a2222, %c12 : f32
    linalg.yield %b2224 : f32
  } -> tensor<10x196xf32>
  %e2227 = tensor.empty() : tensor<10x196x384xf32>
  %g2240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2195, %g2206, %g2225, %layers_2_blocks_1_norm2_weight, %layers_2_blocks_1_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e2227 : tensor<10x196x384xf32>) {
  ^bb0(%a2228: f32, %a2229: f32, %a2230: f32, %a2231: f32, %a2232: f32, %o2233: f32):
    %b2234 = arith.addf %a2230, %c2 : f32
    %b2235 = math.sqrt %b2234 : f32
    %b2236 = arith.subf %a2228, %a2229 : f32
    %b2237 = arith.divf %b2236, %b2235 : f32
    %b2238 = arith.mulf %b2237, %a2231 : f32
    %b2239 = arith.addf %b2238, %a2232 : f32
    linalg.yield %b2239 : f32
  } -> tensor<10x196x384xf32>
  %e2241 = tensor.empty() : tensor<10x196x384xf32>
  %g2246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2164, %g2240 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e2241 : tensor<10x196x384xf32>) {
  ^bb0(%a2242: f32, %a2243: f32, %o2244: f32):
    %b2245 = arith.addf %a2242, %a2243 : f32
    linalg.yield %b2245 : f32
  } -> tensor<10x196x384xf32>
  %r2247 = tensor.expand_shape %g2246 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %r2248 = tensor.expand_shape %r2247 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e2249 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g2252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2248 : tensor<10x2x7x2x7x384xf32>) outs(%e2249 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a2250: f32, %o2251: f32):
    linalg.yield %a2250 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r2253 = tensor.collapse_shape %g2252 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r2254 = tensor.collapse_shape %r2253 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %e2255 = tensor.empty() : tensor<384xf32>
  %f2256 = linalg.fill ins(%c0 : f32) outs(%e2255 : tensor<384xf32>) -> tensor<384xf32>
  %e2257 = tensor.empty() : tensor<1152xf32>
  %cat2258 = tensor.insert_slice %layers_2_blocks_2_attn_q_bias into %e2257[0] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat2259 = tensor.insert_slice %f2256 into %cat2258[384] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat2260 = tensor.insert_slice %layers_2_blocks_2_attn_v_bias into %cat2259[768] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %r2261 = tensor.collapse_shape %r2254 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e2262 = tensor.empty() : tensor<1960x1152xf32>
  %f2263 = linalg.fill ins(%c0 : f32) outs(%e2262 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %mm2264 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2261, %layers_2_blocks_2_attn_qkv_weight : tensor<1960x384xf32>, tensor<1152x384xf32>) outs(%f2263 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %e2265 = tensor.empty() : tensor<1960x1152xf32>
  %g2270 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2264, %cat2260 : tensor<1960x1152xf32>, tensor<1152xf32>) outs(%e2265 : tensor<1960x1152xf32>) {
  ^bb0(%a2266: f32, %a2267: f32, %o2268: f32):
    %b2269 = arith.addf %a2266, %a2267 : f32
    linalg.yield %b2269 : f32
  } -> tensor<1960x1152xf32>
  %r2271 = tensor.expand_shape %g2270 [[0, 1], [2]] output_shape [40, 49, 1152] : tensor<1960x1152xf32> into tensor<40x49x1152xf32>
  %r2272 = tensor.expand_shape %r2271 [[0], [1], [2, 3, 4]] output_shape [40, 49, 3, 12, 32] : tensor<40x49x1152xf32> into tensor<40x49x3x12x32xf32>
  %e2273 = tensor.empty() : tensor<3x40x12x49x32xf32>
  %g2276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2272 : tensor<40x49x3x12x32xf32>) outs(%e2273 : tensor<3x40x12x49x32xf32>) {
  ^bb0(%a2274: f32, %o2275: f32):
    linalg.yield %a2274 : f32
  } -> tensor<3x40x12x49x32xf32>
  %s2277 = tensor.extract_slice %g2276[0, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2278 = tensor.collapse_shape %s2277 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s2279 = tensor.extract_slice %g2276[1, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2280 = tensor.collapse_shape %s2279 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s2281 = tensor.extract_slice %g2276[2, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2282 = tensor.collapse_shape %s2281 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %e2283 = tensor.empty() : tensor<40x12x49xf32>
  %f2284 = linalg.fill ins(%c0 : f32) outs(%e2283 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g2289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r2278 : tensor<40x12x49x32xf32>) outs(%f2284 : tensor<40x12x49xf32>) {
  ^bb0(%a2285: f32, %o2286: f32):
    %b2287 = arith.mulf %a2285, %a2285 : f32
    %b2288 = arith.addf %b2287, %o2286 : f32
    linalg.yield %b2288 : f32
  } -> tensor<40x12x49xf32>
  %r2290 = tensor.expand_shape %g2289 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e2291 = tensor.empty() : tensor<40x12x49x1xf32>
  %g2295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2290 : tensor<40x12x49x1xf32>) outs(%e2291 : tensor<40x12x49x1xf32>) {
  ^bb0(%a2292: f32, %o2293: f32):
    %b2294 = math.sqrt %a2292 : f32
    linalg.yield %b2294 : f32
  } -> tensor<40x12x49x1xf32>
  %r2296 = tensor.collapse_shape %g2295 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e2297 = tensor.empty() : tensor<40x12x49x32xf32>
  %g2303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2278, %r2296 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e2297 : tensor<40x12x49x32xf32>) {
  ^bb0(%a2298: f32, %a2299: f32, %o2300: f32):
    %b2301 = arith.maximumf %a2299, %c3 : f32
    %b2302 = arith.divf %a2298, %b2301 : f32
    linalg.yield %b2302 : f32
  } -> tensor<40x12x49x32xf32>
  %e2304 = tensor.empty() : tensor<40x12x49xf32>
  %f2305 = linalg.fill ins(%c0 : f32) outs(%e2304 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g2310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r2280 : tensor<40x12x49x32xf32>) outs(%f2305 : tensor<40x12x49xf32>) {
  ^bb0(%a2306: f32, %o2307: f32):
    %b2308 = arith.mulf %a2306, %a2306 : f32
    %b2309 = arith.addf %b2308, %o2307 : f32
    linalg.yield %b2309 : f32
  } -> tensor<40x12x49xf32>
  %r2311 = tensor.expand_shape %g2310 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e2312 = tensor.empty() : tensor<40x12x49x1xf32>
  %g2316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2311 : tensor<40x12x49x1xf32>) outs(%e2312 : tensor<40x12x49x1xf32>) {
  ^bb0(%a2313: f32, %o2314: f32):
    %b2315 = math.sqrt %a2313 : f32
    linalg.yield %b2315 : f32
  } -> tensor<40x12x49x1xf32>
  %r2317 = tensor.collapse_shape %g2316 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e2318 = tensor.empty() : tensor<40x12x49x32xf32>
  %g2324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2280, %r2317 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e2318 : tensor<40x12x49x32xf32>) {
  ^bb0(%a2319: f32, %a2320: f32, %o2321: f32):
    %b2322 = arith.maximumf %a2320, %c3 : f32
    %b2323 = arith.divf %a2319, %b2322 : f32
    linalg.yield %b2323 : f32
  } -> tensor<40x12x49x32xf32>
  %e2325 = tensor.empty() : tensor<40x12x32x49xf32>
  %g2328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2324 : tensor<40x12x49x32xf32>) outs(%e2325 : tensor<40x12x32x49xf32>) {
  ^bb0(%a2326: f32, %o2327: f32):
    linalg.yield %a2326 : f32
  } -> tensor<40x12x32x49xf32>
  %e2329 = tensor.empty() : tensor<40x12x49x49xf32>
  %f2330 = linalg.fill ins(%c0 : f32) outs(%e2329 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %g2336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g2303, %g2328 : tensor<40x12x49x32xf32>, tensor<40x12x32x49xf32>) outs(%f2330 : tensor<40x12x49x49xf32>) {
  ^bb0(%a2331: f32, %a2332: f32, %o2333: f32):
    %b2334 = arith.mulf %a2331, %a2332 : f32
    %b2335 = arith.addf %o2333, %b2334 : f32
    linalg.yield %b2335 : f32
  } -> tensor<40x12x49x49xf32>
  %e2337 = tensor.empty() : tensor<f32>
  %f2338 = linalg.fill ins(%c4 : f32) outs(%e2337 : tensor<f32>) -> tensor<f32>
  %e2339 = tensor.empty() : tensor<12x1x1xf32>
  %g2344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_2_blocks_2_attn_logit_scale, %f2338 : tensor<12x1x1xf32>, tensor<f32>) outs(%e2339 : tensor<12x1x1xf32>) {
  ^bb0(%a2340: f32, %a2341: f32, %o2342: f32):
    %b2343 = arith.minimumf %a2340, %a2341 : f32
    linalg.yield %b2343 : f32
  } -> tensor<12x1x1xf32>
  %e2345 = tensor.empty() : tensor<12x1x1xf32>
  %g2349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2344 : tensor<12x1x1xf32>) outs(%e2345 : tensor<12x1x1xf32>) {
  ^bb0(%a2346: f32, %o2347: f32):
    %b2348 = math.exp %a2346 : f32
    linalg.yield %b2348 : f32
  } -> tensor<12x1x1xf32>
  %r2350 = tensor.collapse_shape %g2349 [[0, 1, 2]] : tensor<12x1x1xf32> into tensor<12xf32>
  %e2351 = tensor.empty() : tensor<40x12x49x49xf32>
  %g2356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2336, %r2350 : tensor<40x12x49x49xf32>, tensor<12xf32>) outs(%e2351 : tensor<40x12x49x49xf32>) {
  ^bb0(%a2352: f32, %a2353: f32, %o2354: f32):
    %b2355 = arith.mulf %a2352, %a2353 : f32
    linalg.yield %b2355 : f32
  } -> tensor<40x12x49x49xf32>
  %r2357 = tensor.collapse_shape %layers_2_blocks_2_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e2358 = tensor.empty() : tensor<169x512xf32>
  %f2359 = linalg.fill ins(%c0 : f32) outs(%e2358 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm2360 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2357, %layers_2_blocks_2_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f2359 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e2361 = tensor.empty() : tensor<169x512xf32>
  %g2366 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2360, %layers_2_blocks_2_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e2361 : tensor<169x512xf32>) {
  ^bb0(%a2362: f32, %a2363: f32, %o2364: f32):
    %b2365 = arith.addf %a2362, %a2363 : f32
    linalg.yield %b2365 : f32
  } -> tensor<169x512xf32>
  %r2367 = tensor.expand_shape %g2366 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e2368 = tensor.empty() : tensor<1x13x13x512xf32>
  %g2372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2367 : tensor<1x13x13x512xf32>) outs(%e2368 : tensor<1x13x13x512xf32>) {
  ^bb0(%a2369: f32, %o2370: f32):
    %b2371 = arith.maximumf %a2369, %c0 : f32
    linalg.yield %b2371 : f32
  } -> tensor<1x13x13x512xf32>
  %r2373 = tensor.collapse_shape %g2372 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e2374 = tensor.empty() : tensor<169x12xf32>
  %f2375 = linalg.fill ins(%c0 : f32) outs(%e2374 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %mm2376 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2373, %layers_2_blocks_2_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<12x512xf32>) outs(%f2375 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %r2377 = tensor.expand_shape %mm2376 [[0, 1, 2], [3]] output_shape [1, 13, 13, 12] : tensor<169x12xf32> into tensor<1x13x13x12xf32>
  %r2378 = tensor.collapse_shape %r2377 [[0, 1, 2], [3]] : tensor<1x13x13x12xf32> into tensor<169x12xf32>
  %r2379 = tensor.collapse_shape %layers_2_blocks_2_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e2380 = tensor.empty() : tensor<2401x12xf32>
  %g2389 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r2379 : tensor<2401xi64>) outs(%e2380 : tensor<2401x12xf32>) {
  ^bb0(%a2381: i64, %o2382: f32):
    %b2383 = arith.cmpi slt, %a2381, %c5 : i64
    %b2384 = arith.addi %a2381, %c6 : i64
    %b2385 = arith.select %b2383, %b2384, %a2381 : i64
    %b2386 = arith.index_cast %b2385 : i64 to index
    %i2387 = linalg.index 1 : index
    %b2388 = tensor.extract %r2378[%b2386, %i2387] : tensor<169x12xf32>
    linalg.yield %b2388 : f32
  } -> tensor<2401x12xf32>
  %r2390 = tensor.expand_shape %g2389 [[0, 1], [2]] output_shape [49, 49, 12] : tensor<2401x12xf32> into tensor<49x49x12xf32>
  %e2391 = tensor.empty() : tensor<12x49x49xf32>
  %g2394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2390 : tensor<49x49x12xf32>) outs(%e2391 : tensor<12x49x49xf32>) {
  ^bb0(%a2392: f32, %o2393: f32):
    linalg.yield %a2392 : f32
  } -> tensor<12x49x49xf32>
  %e2395 = tensor.empty() : tensor<12x49x49xf32>
  %g2402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2394 : tensor<12x49x49xf32>) outs(%e2395 : tensor<12x49x49xf32>) {
  ^bb0(%a2396: f32, %o2397: f32):
    %b2398 = arith.negf %a2396 : f32
    %b2399 = math.exp %b2398 : f32
    %b2400 = arith.addf %b2399, %c7 : f32
    %b2401 = arith.divf %c7, %b2400 : f32
    linalg.yield %b2401 : f32
  } -> tensor<12x49x49xf32>
  %e2403 = tensor.empty() : tensor<12x49x49xf32>
  %g2407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2402 : tensor<12x49x49xf32>) outs(%e2403 : tensor<12x49x49xf32>) {
  ^bb0(%a2404: f32, %o2405: f32):
    %b2406 = arith.mulf %c8, %a2404 : f32
    linalg.yield %b2406 : f32
  } -> tensor<12x49x49xf32>
  %e2409 = tensor.empty() : tensor<40x12x49x49xf32>
  %g2414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2356, %g2407 : tensor<40x12x49x49xf32>, tensor<12x49x49xf32>) outs(%e2409 : tensor<40x12x49x49xf32>) {
  ^bb0(%a2410: f32, %a2411: f32, %o2412: f32):
    %b2413 = arith.addf %a2410, %a2411 : f32
    linalg.yield %b2413 : f32
  } -> tensor<40x12x49x49xf32>
  %e2415 = tensor.empty() : tensor<40x12x49x49xf32>
  %sm2416 = linalg.softmax dimension(3) ins(%g2414 : tensor<40x12x49x49xf32>) outs(%e2415 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %e2417 = tensor.empty() : tensor<40x12x49x32xf32>
  %f2418 = linalg.fill ins(%c0 : f32) outs(%e2417 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g2424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm2416, %r2282 : tensor<40x12x49x49xf32>, tensor<40x12x49x32xf32>) outs(%f2418 : tensor<40x12x49x32xf32>) {
  ^bb0(%a2419: f32, %a2420: f32, %o2421: f32):
    %b2422 = arith.mulf %a2419, %a2420 : f32
    %b2423 = arith.addf %o2421, %b2422 : f32
    linalg.yield %b2423 : f32
  } -> tensor<40x12x49x32xf32>
  %e2425 = tensor.empty() : tensor<40x49x12x32xf32>
  %g2428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2424 : tensor<40x12x49x32xf32>) outs(%e2425 : tensor<40x49x12x32xf32>) {
  ^bb0(%a2426: f32, %o2427: f32):
    linalg.yield %a2426 : f32
  } -> tensor<40x49x12x32xf32>
  %r2429 = tensor.collapse_shape %g2428 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r2430 = tensor.collapse_shape %r2429 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e2431 = tensor.empty() : tensor<1960x384xf32>
  %f2432 = linalg.fill ins(%c0 : f32) outs(%e2431 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm2433 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2430, %layers_2_blocks_2_attn_proj_weight : tensor<1960x384xf32>, tensor<384x384xf32>) outs(%f2432 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e2434 = tensor.empty() : tensor<1960x384xf32>
  %g2439 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2433, %layers_2_blocks_2_attn_proj_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e2434 : tensor<1960x384xf32>) {
  ^bb0(%a2435: f32, %a2436: f32, %o2437: f32):
    %b2438 = arith.addf %a2435, %a2436 : f32
    linalg.yield %b2438 : f32
  } -> tensor<1960x384xf32>
  %r2440 = tensor.expand_shape %g2439 [[0, 1], [2]] output_shape [40, 49, 384] : tensor<1960x384xf32> into tensor<40x49x384xf32>
  %r2441 = tensor.expand_shape %r2440 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r2442 = tensor.expand_shape %r2441 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e2443 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g2446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2442 : tensor<10x2x2x7x7x384xf32>) outs(%e2443 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a2444: f32, %o2445: f32):
    linalg.yield %a2444 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r2447 = tensor.collapse_shape %g2446 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %r2448 = tensor.collapse_shape %r2447 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e2449 = tensor.empty() : tensor<10x196xf32>
  %f2450 = linalg.fill ins(%c0 : f32) outs(%e2449 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2448 : tensor<10x196x384xf32>) outs(%f2450 : tensor<10x196xf32>) {
  ^bb0(%a2451: f32, %o2452: f32):
    %b2453 = arith.addf %a2451, %o2452 : f32
    linalg.yield %b2453 : f32
  } -> tensor<10x196xf32>
  %e2455 = tensor.empty() : tensor<10x196xf32>
  %g2459 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2454 : tensor<10x196xf32>) outs(%e2455 : tensor<10x196xf32>) {
  ^bb0(%a2456: f32, %o2457: f32):
    %b2458 = arith.divf %a2456, %c12 : f32
    linalg.yield %b2458 : f32
  } -> tensor<10x196xf32>
  %e2461 = tensor.empty() : tensor<10x196x384xf32>
  %g2467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2448, %g2459 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e2461 : tensor<10x196x384xf32>) {
  ^bb0(%a2462: f32, %a2463: f32, %o2464: f32):
    %b2465 = arith.subf %a2462, %a2463 : f32
    %b2466 = arith.mulf %b2465, %b2465 : f32
    linalg.yield %b2466 : f32
  } -> tensor<10x196x384xf32>
  %e2468 = tensor.empty() : tensor<10x196xf32>
  %f2469 = linalg.fill ins(%c0 : f32) outs(%e2468 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2467 : tensor<10x196x384xf32>) outs(%f2469 : tensor<10x196xf32>) {
  ^bb0(%a2470: f32, %o2471: f32):
    %b2472 = arith.addf %a2470, %o2471 : f32
    linalg.yield %b2472 : f32
  } -> tensor<10x196xf32>
  %e2474 = tensor.empty() : tensor<10x196xf32>
  %g2478 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2473 : tensor<10x196xf32>) outs(%e2474 : tensor<10x196xf32>) {
  ^bb0(%a2475: f32, %o2476: f32):
    %b2477 = arith.divf %a2475, %c12 : f32
    linalg.yield %b2477 : f32
  } -> tensor<10x196xf32>
  %e2480 = tensor.empty() : tensor<10x196x384xf32>
  %g2493 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2448, %g2459, %g2478, %layers_2_blocks_2_norm1_weight, %layers_2_blocks_2_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e2480 : tensor<10x196x384xf32>) {
  ^bb0(%a2481: f32, %a2482: f32, %a2483: f32, %a2484: f32, %a2485: f32, %o2486: f32):
    %b2487 = arith.addf %a2483, %c2 : f32
    %b2488 = math.sqrt %b2487 : f32
    %b2489 = arith.subf %a2481, %a2482 : f32
    %b2490 = arith.divf %b2489, %b2488 : f32
    %b2491 = arith.mulf %b2490, %a2484 : f32
    %b2492 = arith.addf %b2491, %a2485 : f32
    linalg.yield %b2492 : f32
  } -> tensor<10x196x384xf32>
  %e2494 = tensor.empty() : tensor<10x196x384xf32>
  %g2499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2246, %g2493 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e2494 : tensor<10x196x384xf32>) {
  ^bb0(%a2495: f32, %a2496: f32, %o2497: f32):
    %b2498 = arith.addf %a2495, %a2496 : f32
    linalg.yield %b2498 : f32
  } -> tensor<10x196x384xf32>
  %r2500 = tensor.collapse_shape %g2499 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e2501 = tensor.empty() : tensor<1960x1536xf32>
  %f2502 = linalg.fill ins(%c0 : f32) outs(%e2501 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm2503 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2500, %layers_2_blocks_2_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f2502 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e2504 = tensor.empty() : tensor<1960x1536xf32>
  %g2509 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2503, %layers_2_blocks_2_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e2504 : tensor<1960x1536xf32>) {
  ^bb0(%a2505: f32, %a2506: f32, %o2507: f32):
    %b2508 = arith.addf %a2505, %a2506 : f32
    linalg.yield %b2508 : f32
  } -> tensor<1960x1536xf32>
  %r2510 = tensor.expand_shape %g2509 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e2511 = tensor.empty() : tensor<10x196x1536xf32>
  %g2519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2510 : tensor<10x196x1536xf32>) outs(%e2511 : tensor<10x196x1536xf32>) {
  ^bb0(%a2512: f32, %o2513: f32):
    %b2514 = arith.mulf %a2512, %c9 : f32
    %b2515 = arith.mulf %a2512, %c10 : f32
    %b2516 = math.erf %b2515 : f32
    %b2517 = arith.addf %b2516, %c7 : f32
    %b2518 = arith.mulf %b2514, %b2517 : f32
    linalg.yield %b2518 : f32
  } -> tensor<10x196x1536xf32>
  %r2520 = tensor.collapse_shape %g2519 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e2521 = tensor.empty() : tensor<1960x384xf32>
  %f2522 = linalg.fill ins(%c0 : f32) outs(%e2521 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm2523 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2520, %layers_2_blocks_2_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f2522 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e2524 = tensor.empty() : tensor<1960x384xf32>
  %g2529 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2523, %layers_2_blocks_2_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e2524 : tensor<1960x384xf32>) {
  ^bb0(%a2525: f32, %a2526: f32, %o2527: f32):
    %b2528 = arith.addf %a2525, %a2526 : f32
    linalg.yield %b2528 : f32
  } -> tensor<1960x384xf32>
  %r2530 = tensor.expand_shape %g2529 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e2531 = tensor.empty() : tensor<10x196xf32>
  %f2532 = linalg.fill ins(%c0 : f32) outs(%e2531 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2530 : tensor<10x196x384xf32>) outs(%f2532 : tensor<10x196xf32>) {
  ^bb0(%a2533: f32, %o2534: f32):
    %b2535 = arith.addf %a2533, %o2534 : f32
    linalg.yield %b2535 : f32
  } -> tensor<10x196xf32>
  %e2537 = tensor.empty() : tensor<10x196xf32>
  %g2541 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2536 : tensor<10x196xf32>) outs(%e2537 : tensor<10x196xf32>) {
  ^bb0(%a2538: f32, %o2539: f32):
    %b2540 = arith.divf %a2538, %c12 : f32
    linalg.yield %b2540 : f32
  } -> tensor<10x196xf32>
  %e2543 = tensor.empty() : tensor<10x196x384xf32>
  %g2549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2530, %g2541 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e2543 : tensor<10x196x384xf32>) {
  ^bb0(%a2544: f32, %a2545: f32, %o2546: f32):
    %b2547 = arith.subf %a2544, %a2545 : f32
    %b2548 = arith.mulf %b2547, %b2547 : f32
    linalg.yield %b2548 : f32
  } -> tensor<10x196x384xf32>
  %e2550 = tensor.empty() : tensor<10x196xf32>
  %f2551 = linalg.fill ins(%c0 : f32) outs(%e2550 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2549 : tensor<10x196x384xf32>) outs(%f2551 : tensor<10x196xf32>) {
  ^bb0(%a2552: f32, %o2553: f32):
    %b2554 = arith.addf %a2552, %o2553 : f32
    linalg.yield %b2554 : f32
  } -> tensor<10x196xf32>
  %e2556 = tensor.empty() : tensor<10x196xf32>
  %g2560 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2555 : tensor<10x196xf32>) outs(%e2556 : tensor<10x196xf32>) {
  ^bb0(%a2557: f32, %o2558: f32):
    %b2559 = arith.divf %a2557, %c12 : f32
    linalg.yield %b2559 : f32
  } -> tensor<10x196xf32>
  %e2562 = tensor.empty() : tensor<10x196x384xf32>
  %g2575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2530, %g2541, %g2560, %layers_2_blocks_2_norm2_weight, %layers_2_blocks_2_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e2562 : tensor<10x196x384xf32>) {
  ^bb0(%a2563: f32, %a2564: f32, %a2565: f32, %a2566: f32, %a2567: f32, %o2568: f32):
    %b2569 = arith.addf %a2565, %c2 : f32
    %b2570 = math.sqrt %b2569 : f32
    %b2571 = arith.subf %a2563, %a2564 : f32
    %b2572 = arith.divf %b2571, %b2570 : f32
    %b2573 = arith.mulf %b2572, %a2566 : f32
    %b2574 = arith.addf %b2573, %a2567 : f32
    linalg.yield %b2574 : f32
  } -> tensor<10x196x384xf32>
  %e2576 = tensor.empty() : tensor<10x196x384xf32>
  %g2581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2499, %g2575 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e2576 : tensor<10x196x384xf32>) {
  ^bb0(%a2577: f32, %a2578: f32, %o2579: f32):
    %b2580 = arith.addf %a2577, %a2578 : f32
    linalg.yield %b2580 : f32
  } -> tensor<10x196x384xf32>
  %r2582 = tensor.expand_shape %g2581 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %e2583 = tensor.empty() : tensor<10x14x14x384xf32>
  %g2586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 3) mod 14, (d2 + 3) mod 14, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2582 : tensor<10x14x14x384xf32>) outs(%e2583 : tensor<10x14x14x384xf32>) {
  ^bb0(%a2584: f32, %o2585: f32):
    linalg.yield %a2584 : f32
  } -> tensor<10x14x14x384xf32>
  %r2587 = tensor.expand_shape %g2586 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e2588 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g2591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2587 : tensor<10x2x7x2x7x384xf32>) outs(%e2588 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a2589: f32, %o2590: f32):
    linalg.yield %a2589 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r2592 = tensor.collapse_shape %g2591 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r2593 = tensor.collapse_shape %r2592 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %e2594 = tensor.empty() : tensor<384xf32>
  %f2595 = linalg.fill ins(%c0 : f32) outs(%e2594 : tensor<384xf32>) -> tensor<384xf32>
  %e2596 = tensor.empty() : tensor<1152xf32>
  %cat2597 = tensor.insert_slice %layers_2_blocks_3_attn_q_bias into %e2596[0] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat2598 = tensor.insert_slice %f2595 into %cat2597[384] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat2599 = tensor.insert_slice %layers_2_blocks_3_attn_v_bias into %cat2598[768] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %r2600 = tensor.collapse_shape %r2593 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e2601 = tensor.empty() : tensor<1960x1152xf32>
  %f2602 = linalg.fill ins(%c0 : f32) outs(%e2601 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %mm2603 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2600, %layers_2_blocks_3_attn_qkv_weight : tensor<1960x384xf32>, tensor<1152x384xf32>) outs(%f2602 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %e2604 = tensor.empty() : tensor<1960x1152xf32>
  %g2609 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2603, %cat2599 : tensor<1960x1152xf32>, tensor<1152xf32>) outs(%e2604 : tensor<1960x1152xf32>) {
  ^bb0(%a2605: f32, %a2606: f32, %o2607: f32):
    %b2608 = arith.addf %a2605, %a2606 : f32
    linalg.yield %b2608 : f32
  } -> tensor<1960x1152xf32>
  %r2610 = tensor.expand_shape %g2609 [[0, 1], [2]] output_shape [40, 49, 1152] : tensor<1960x1152xf32> into tensor<40x49x1152xf32>
  %r2611 = tensor.expand_shape %r2610 [[0], [1], [2, 3, 4]] output_shape [40, 49, 3, 12, 32] : tensor<40x49x1152xf32> into tensor<40x49x3x12x32xf32>
  %e2612 = tensor.empty() : tensor<3x40x12x49x32xf32>
  %g2615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2611 : tensor<40x49x3x12x32xf32>) outs(%e2612 : tensor<3x40x12x49x32xf32>) {
  ^bb0(%a2613: f32, %o2614: f32):
    linalg.yield %a2613 : f32
  } -> tensor<3x40x12x49x32xf32>
  %s2616 = tensor.extract_slice %g2615[0, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2617 = tensor.collapse_shape %s2616 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s2618 = tensor.extract_slice %g2615[1, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2619 = tensor.collapse_shape %s2618 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s2620 = tensor.extract_slice %g2615[2, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2621 = tensor.collapse_shape %s2620 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %e2622 = tensor.empty() : tensor<40x12x49xf32>
  %f2623 = linalg.fill ins(%c0 : f32) outs(%e2622 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g2628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r2617 : tensor<40x12x49x32xf32>) outs(%f2623 : tensor<40x12x49xf32>) {
  ^bb0(%a2624: f32, %o2625: f32):
    %b2626 = arith.mulf %a2624, %a2624 : f32
    %b2627 = arith.addf %b2626, %o2625 : f32
    linalg.yield %b2627 : f32
  } -> tensor<40x12x49xf32>
  %r2629 = tensor.expand_shape %g2628 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e2630 = tensor.empty() : tensor<40x12x49x1xf32>
  %g2634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2629 : tensor<40x12x49x1xf32>) outs(%e2630 : tensor<40x12x49x1xf32>) {
  ^bb0(%a2631: f32, %o2632: f32):
    %b2633 = math.sqrt %a2631 : f32
    linalg.yield %b2633 : f32
  } -> tensor<40x12x49x1xf32>
  %r2635 = tensor.collapse_shape %g2634 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e2636 = tensor.empty() : tensor<40x12x49x32xf32>
  %g2642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2617, %r2635 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e2636 : tensor<40x12x49x32xf32>) {
  ^bb0(%a2637: f32, %a2638: f32, %o2639: f32):
    %b2640 = arith.maximumf %a2638, %c3 : f32
    %b2641 = arith.divf %a2637, %b2640 : f32
    linalg.yield %b2641 : f32
  } -> tensor<40x12x49x32xf32>
  %e2643 = tensor.empty() : tensor<40x12x49xf32>
  %f2644 = linalg.fill ins(%c0 : f32) outs(%e2643 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g2649 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r2619 : tensor<40x12x49x32xf32>) outs(%f2644 : tensor<40x12x49xf32>) {
  ^bb0(%a2645: f32, %o2646: f32):
    %b2647 = arith.mulf %a2645, %a2645 : f32
    %b2648 = arith.addf %b2647, %o2646 : f32
    linalg.yield %b2648 : f32
  } -> tensor<40x12x49xf32>
  %r2650 = tensor.expand_shape %g2649 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e2651 = tensor.empty() : tensor<40x12x49x1xf32>
  %g2655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2650 : tensor<40x12x49x1xf32>) outs(%e2651 : tensor<40x12x49x1xf32>) {
  ^bb0(%a2652: f32, %o2653: f32):
    %b2654 = math.sqrt %a2652 : f32
    linalg.yield %b2654 : f32
  } -> tensor<40x12x49x1xf32>
  %r2656 = tensor.collapse_shape %g2655 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e2657 = tensor.empty() : tensor<40x12x49x32xf32>
  %g2663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2619, %r2656 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e2657 : tensor<40x12x49x32xf32>) {
  ^bb0(%a2658: f32, %a2659: f32, %o2660: f32):
    %b2661 = arith.maximumf %a2659, %c3 : f32
    %b2662 = arith.divf %a2658, %b2661 : f32
    linalg.yield %b2662 : f32
  } -> tensor<40x12x49x32xf32>
  %e2664 = tensor.empty() : tensor<40x12x32x49xf32>
  %g2667 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2663 : tensor<40x12x49x32xf32>) outs(%e2664 : tensor<40x12x32x49xf32>) {
  ^bb0(%a2665: f32, %o2666: f32):
    linalg.yield %a2665 : f32
  } -> tensor<40x12x32x49xf32>
  %e2668 = tensor.empty() : tensor<40x12x49x49xf32>
  %f2669 = linalg.fill ins(%c0 : f32) outs(%e2668 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %g2675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g2642, %g2667 : tensor<40x12x49x32xf32>, tensor<40x12x32x49xf32>) outs(%f2669 : tensor<40x12x49x49xf32>) {
  ^bb0(%a2670: f32, %a2671: f32, %o2672: f32):
    %b2673 = arith.mulf %a2670, %a2671 : f32
    %b2674 = arith.addf %o2672, %b2673 : f32
    linalg.yield %b2674 : f32
  } -> tensor<40x12x49x49xf32>
  %e2676 = tensor.empty() : tensor<f32>
  %f2677 = linalg.fill ins(%c4 : f32) outs(%e2676 : tensor<f32>) -> tensor<f32>
  %e2678 = tensor.empty() : tensor<12x1x1xf32>
  %g2683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_2_blocks_3_attn_logit_scale, %f2677 : tensor<12x1x1xf32>, tensor<f32>) outs(%e2678 : tensor<12x1x1xf32>) {
  ^bb0(%a2679: f32, %a2680: f32, %o2681: f32):
    %b2682 = arith.minimumf %a2679, %a2680 : f32
    linalg.yield %b2682 : f32
  } -> tensor<12x1x1xf32>
  %e2684 = tensor.empty() : tensor<12x1x1xf32>
  %g2688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2683 : tensor<12x1x1xf32>) outs(%e2684 : tensor<12x1x1xf32>) {
  ^bb0(%a2685: f32, %o2686: f32):
    %b2687 = math.exp %a2685 : f32
    linalg.yield %b2687 : f32
  } -> tensor<12x1x1xf32>
  %r2689 = tensor.collapse_shape %g2688 [[0, 1, 2]] : tensor<12x1x1xf32> into tensor<12xf32>
  %e2690 = tensor.empty() : tensor<40x12x49x49xf32>
  %g2695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2675, %r2689 : tensor<40x12x49x49xf32>, tensor<12xf32>) outs(%e2690 : tensor<40x12x49x49xf32>) {
  ^bb0(%a2691: f32, %a2692: f32, %o2693: f32):
    %b2694 = arith.mulf %a2691, %a2692 : f32
    linalg.yield %b2694 : f32
  } -> tensor<40x12x49x49xf32>
  %r2696 = tensor.collapse_shape %layers_2_blocks_3_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e2697 = tensor.empty() : tensor<169x512xf32>
  %f2698 = linalg.fill ins(%c0 : f32) outs(%e2697 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm2699 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2696, %layers_2_blocks_3_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f2698 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e2700 = tensor.empty() : tensor<169x512xf32>
  %g2705 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2699, %layers_2_blocks_3_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e2700 : tensor<169x512xf32>) {
  ^bb0(%a2701: f32, %a2702: f32, %o2703: f32):
    %b2704 = arith.addf %a2701, %a2702 : f32
    linalg.yield %b2704 : f32
  } -> tensor<169x512xf32>
  %r2706 = tensor.expand_shape %g2705 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e2707 = tensor.empty() : tensor<1x13x13x512xf32>
  %g2711 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2706 : tensor<1x13x13x512xf32>) outs(%e2707 : tensor<1x13x13x512xf32>) {
  ^bb0(%a2708: f32, %o2709: f32):
    %b2710 = arith.maximumf %a2708, %c0 : f32
    linalg.yield %b2710 : f32
  } -> tensor<1x13x13x512xf32>
  %r2712 = tensor.collapse_shape %g2711 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e2713 = tensor.empty() : tensor<169x12xf32>
  %f2714 = linalg.fill ins(%c0 : f32) outs(%e2713 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %mm2715 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2712, %layers_2_blocks_3_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<12x512xf32>) outs(%f2714 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %r2716 = tensor.expand_shape %mm2715 [[0, 1, 2], [3]] output_shape [1, 13, 13, 12] : tensor<169x12xf32> into tensor<1x13x13x12xf32>
  %r2717 = tensor.collapse_shape %r2716 [[0, 1, 2], [3]] : tensor<1x13x13x12xf32> into tensor<169x12xf32>
  %r2718 = tensor.collapse_shape %layers_2_blocks_3_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e2719 = tensor.empty() : tensor<2401x12xf32>
  %g2728 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r2718 : tensor<2401xi64>) outs(%e2719 : tensor<2401x12xf32>) {
  ^bb0(%a2720: i64, %o2721: f32):
    %b2722 = arith.cmpi slt, %a2720, %c5 : i64
    %b2723 = arith.addi %a2720, %c6 : i64
    %b2724 = arith.select %b2722, %b2723, %a2720 : i64
    %b2725 = arith.index_cast %b2724 : i64 to index
    %i2726 = linalg.index 1 : index
    %b2727 = tensor.extract %r2717[%b2725, %i2726] : tensor<169x12xf32>
    linalg.yield %b2727 : f32
  } -> tensor<2401x12xf32>
  %r2729 = tensor.expand_shape %g2728 [[0, 1], [2]] output_shape [49, 49, 12] : tensor<2401x12xf32> into tensor<49x49x12xf32>
  %e2730 = tensor.empty() : tensor<12x49x49xf32>
  %g2733 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2729 : tensor<49x49x12xf32>) outs(%e2730 : tensor<12x49x49xf32>) {
  ^bb0(%a2731: f32, %o2732: f32):
    linalg.yield %a2731 : f32
  } -> tensor<12x49x49xf32>
  %e2734 = tensor.empty() : tensor<12x49x49xf32>
  %g2741 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2733 : tensor<12x49x49xf32>) outs(%e2734 : tensor<12x49x49xf32>) {
  ^bb0(%a2735: f32, %o2736: f32):
    %b2737 = arith.negf %a2735 : f32
    %b2738 = math.exp %b2737 : f32
    %b2739 = arith.addf %b2738, %c7 : f32
    %b2740 = arith.divf %c7, %b2739 : f32
    linalg.yield %b2740 : f32
  } -> tensor<12x49x49xf32>
  %e2742 = tensor.empty() : tensor<12x49x49xf32>
  %g2746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2741 : tensor<12x49x49xf32>) outs(%e2742 : tensor<12x49x49xf32>) {
  ^bb0(%a2743: f32, %o2744: f32):
    %b2745 = arith.mulf %c8, %a2743 : f32
    linalg.yield %b2745 : f32
  } -> tensor<12x49x49xf32>
  %e2748 = tensor.empty() : tensor<40x12x49x49xf32>
  %g2753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2695, %g2746 : tensor<40x12x49x49xf32>, tensor<12x49x49xf32>) outs(%e2748 : tensor<40x12x49x49xf32>) {
  ^bb0(%a2749: f32, %a2750: f32, %o2751: f32):
    %b2752 = arith.addf %a2749, %a2750 : f32
    linalg.yield %b2752 : f32
  } -> tensor<40x12x49x49xf32>
  %r2754 = tensor.expand_shape %g2753 [[0, 1], [2], [3], [4]] output_shape [10, 4, 12, 49, 49] : tensor<40x12x49x49xf32> into tensor<10x4x12x49x49xf32>
  %e2757 = tensor.empty() : tensor<10x4x12x49x49xf32>
  %g2762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2754, %layers_2_blocks_3_attn_mask : tensor<10x4x12x49x49xf32>, tensor<4x49x49xf32>) outs(%e2757 : tensor<10x4x12x49x49xf32>) {
  ^bb0(%a2758: f32, %a2759: f32, %o2760: f32):
    %b2761 = arith.addf %a2758, %a2759 : f32
    linalg.yield %b2761 : f32
  } -> tensor<10x4x12x49x49xf32>
  %r2763 = tensor.collapse_shape %g2762 [[0, 1], [2], [3], [4]] : tensor<10x4x12x49x49xf32> into tensor<40x12x49x49xf32>
  %e2764 = tensor.empty() : tensor<40x12x49x49xf32>
  %sm2765 = linalg.softmax dimension(3) ins(%r2763 : tensor<40x12x49x49xf32>) outs(%e2764 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %e2766 = tensor.empty() : tensor<40x12x49x32xf32>
  %f2767 = linalg.fill ins(%c0 : f32) outs(%e2766 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g2773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm2765, %r2621 : tensor<40x12x49x49xf32>, tensor<40x12x49x32xf32>) outs(%f2767 : tensor<40x12x49x32xf32>) {
  ^bb0(%a2768: f32, %a2769: f32, %o2770: f32):
    %b2771 = arith.mulf %a2768, %a2769 : f32
    %b2772 = arith.addf %o2770, %b2771 : f32
    linalg.yield %b2772 : f32
  } -> tensor<40x12x49x32xf32>
  %e2774 = tensor.empty() : tensor<40x49x12x32xf32>
  %g2777 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g2773 : tensor<40x12x49x32xf32>) outs(%e2774 : tensor<40x49x12x32xf32>) {
  ^bb0(%a2775: f32, %o2776: f32):
    linalg.yield %a2775 : f32
  } -> tensor<40x49x12x32xf32>
  %r2778 = tensor.collapse_shape %g2777 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r2779 = tensor.collapse_shape %r2778 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e2780 = tensor.empty() : tensor<1960x384xf32>
  %f2781 = linalg.fill ins(%c0 : f32) outs(%e2780 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm2782 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2779, %layers_2_blocks_3_attn_proj_weight : tensor<1960x384xf32>, tensor<384x384xf32>) outs(%f2781 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e2783 = tensor.empty() : tensor<1960x384xf32>
  %g2788 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2782, %layers_2_blocks_3_attn_proj_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e2783 : tensor<1960x384xf32>) {
  ^bb0(%a2784: f32, %a2785: f32, %o2786: f32):
    %b2787 = arith.addf %a2784, %a2785 : f32
    linalg.yield %b2787 : f32
  } -> tensor<1960x384xf32>
  %r2789 = tensor.expand_shape %g2788 [[0, 1], [2]] output_shape [40, 49, 384] : tensor<1960x384xf32> into tensor<40x49x384xf32>
  %r2790 = tensor.expand_shape %r2789 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r2791 = tensor.expand_shape %r2790 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e2792 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g2795 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2791 : tensor<10x2x2x7x7x384xf32>) outs(%e2792 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a2793: f32, %o2794: f32):
    linalg.yield %a2793 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r2796 = tensor.collapse_shape %g2795 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %e2797 = tensor.empty() : tensor<10x14x14x384xf32>
  %g2800 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 11) mod 14, (d2 + 11) mod 14, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2796 : tensor<10x14x14x384xf32>) outs(%e2797 : tensor<10x14x14x384xf32>) {
  ^bb0(%a2798: f32, %o2799: f32):
    linalg.yield %a2798 : f32
  } -> tensor<10x14x14x384xf32>
  %r2801 = tensor.collapse_shape %g2800 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e2802 = tensor.empty() : tensor<10x196xf32>
  %f2803 = linalg.fill ins(%c0 : f32) outs(%e2802 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2807 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2801 : tensor<10x196x384xf32>) outs(%f2803 : tensor<10x196xf32>) {
  ^bb0(%a2804: f32, %o2805: f32):
    %b2806 = arith.addf %a2804, %o2805 : f32
    linalg.yield %b2806 : f32
  } -> tensor<10x196xf32>
  %e2808 = tensor.empty() : tensor<10x196xf32>
  %g2812 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2807 : tensor<10x196xf32>) outs(%e2808 : tensor<10x196xf32>) {
  ^bb0(%a2809: f32, %o2810: f32):
    %b2811 = arith.divf %a2809, %c12 : f32
    linalg.yield %b2811 : f32
  } -> tensor<10x196xf32>
  %e2814 = tensor.empty() : tensor<10x196x384xf32>
  %g2820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2801, %g2812 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e2814 : tensor<10x196x384xf32>) {
  ^bb0(%a2815: f32, %a2816: f32, %o2817: f32):
    %b2818 = arith.subf %a2815, %a2816 : f32
    %b2819 = arith.mulf %b2818, %b2818 : f32
    linalg.yield %b2819 : f32
  } -> tensor<10x196x384xf32>
  %e2821 = tensor.empty() : tensor<10x196xf32>
  %f2822 = linalg.fill ins(%c0 : f32) outs(%e2821 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2826 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2820 : tensor<10x196x384xf32>) outs(%f2822 : tensor<10x196xf32>) {
  ^bb0(%a2823: f32, %o2824: f32):
    %b2825 = arith.addf %a2823, %o2824 : f32
    linalg.yield %b2825 : f32
  } -> tensor<10x196xf32>
  %e2827 = tensor.empty() : tensor<10x196xf32>
  %g2831 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2826 : tensor<10x196xf32>) outs(%e2827 : tensor<10x196xf32>) {
  ^bb0(%a2828: f32, %o2829: f32):
    %b2830 = arith.divf %a2828, %c12 : f32
    linalg.yield %b2830 : f32
  } -> tensor<10x196xf32>
  %e2833 = tensor.empty() : tensor<10x196x384xf32>
  %g2846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2801, %g2812, %g2831, %layers_2_blocks_3_norm1_weight, %layers_2_blocks_3_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e2833 : tensor<10x196x384xf32>) {
  ^bb0(%a2834: f32, %a2835: f32, %a2836: f32, %a2837: f32, %a2838: f32, %o2839: f32):
    %b2840 = arith.addf %a2836, %c2 : f32
    %b2841 = math.sqrt %b2840 : f32
    %b2842 = arith.subf %a2834, %a2835 : f32
    %b2843 = arith.divf %b2842, %b2841 : f32
    %b2844 = arith.mulf %b2843, %a2837 : f32
    %b2845 = arith.addf %b2844, %a2838 : f32
    linalg.yield %b2845 : f32
  } -> tensor<10x196x384xf32>
  %e2847 = tensor.empty() : tensor<10x196x384xf32>
  %g2852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2581, %g2846 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e2847 : tensor<10x196x384xf32>) {
  ^bb0(%a2848: f32, %a2849: f32, %o2850: f32):
    %b2851 = arith.addf %a2848, %a2849 : f32
    linalg.yield %b2851 : f32
  } -> tensor<10x196x384xf32>
  %r2853 = tensor.collapse_shape %g2852 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e2854 = tensor.empty() : tensor<1960x1536xf32>
  %f2855 = linalg.fill ins(%c0 : f32) outs(%e2854 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm2856 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2853, %layers_2_blocks_3_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f2855 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e2857 = tensor.empty() : tensor<1960x1536xf32>
  %g2862 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2856, %layers_2_blocks_3_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e2857 : tensor<1960x1536xf32>) {
  ^bb0(%a2858: f32, %a2859: f32, %o2860: f32):
    %b2861 = arith.addf %a2858, %a2859 : f32
    linalg.yield %b2861 : f32
  } -> tensor<1960x1536xf32>
  %r2863 = tensor.expand_shape %g2862 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e2864 = tensor.empty() : tensor<10x196x1536xf32>
  %g2872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2863 : tensor<10x196x1536xf32>) outs(%e2864 : tensor<10x196x1536xf32>) {
  ^bb0(%a2865: f32, %o2866: f32):
    %b2867 = arith.mulf %a2865, %c9 : f32
    %b2868 = arith.mulf %a2865, %c10 : f32
    %b2869 = math.erf %b2868 : f32
    %b2870 = arith.addf %b2869, %c7 : f32
    %b2871 = arith.mulf %b2867, %b2870 : f32
    linalg.yield %b2871 : f32
  } -> tensor<10x196x1536xf32>
  %r2873 = tensor.collapse_shape %g2872 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e2874 = tensor.empty() : tensor<1960x384xf32>
  %f2875 = linalg.fill ins(%c0 : f32) outs(%e2874 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm2876 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2873, %layers_2_blocks_3_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f2875 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e2877 = tensor.empty() : tensor<1960x384xf32>
  %g2882 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2876, %layers_2_blocks_3_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e2877 : tensor<1960x384xf32>) {
  ^bb0(%a2878: f32, %a2879: f32, %o2880: f32):
    %b2881 = arith.addf %a2878, %a2879 : f32
    linalg.yield %b2881 : f32
  } -> tensor<1960x384xf32>
  %r2883 = tensor.expand_shape %g2882 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e2884 = tensor.empty() : tensor<10x196xf32>
  %f2885 = linalg.fill ins(%c0 : f32) outs(%e2884 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2889 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r2883 : tensor<10x196x384xf32>) outs(%f2885 : tensor<10x196xf32>) {
  ^bb0(%a2886: f32, %o2887: f32):
    %b2888 = arith.addf %a2886, %o2887 : f32
    linalg.yield %b2888 : f32
  } -> tensor<10x196xf32>
  %e2890 = tensor.empty() : tensor<10x196xf32>
  %g2894 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2889 : tensor<10x196xf32>) outs(%e2890 : tensor<10x196xf32>) {
  ^bb0(%a2891: f32, %o2892: f32):
    %b2893 = arith.divf %a2891, %c12 : f32
    linalg.yield %b2893 : f32
  } -> tensor<10x196xf32>
  %e2896 = tensor.empty() : tensor<10x196x384xf32>
  %g2902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2883, %g2894 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e2896 : tensor<10x196x384xf32>) {
  ^bb0(%a2897: f32, %a2898: f32, %o2899: f32):
    %b2900 = arith.subf %a2897, %a2898 : f32
    %b2901 = arith.mulf %b2900, %b2900 : f32
    linalg.yield %b2901 : f32
  } -> tensor<10x196x384xf32>
  %e2903 = tensor.empty() : tensor<10x196xf32>
  %f2904 = linalg.fill ins(%c0 : f32) outs(%e2903 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g2908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g2902 : tensor<10x196x384xf32>) outs(%f2904 : tensor<10x196xf32>) {
  ^bb0(%a2905: f32, %o2906: f32):
    %b2907 = arith.addf %a2905, %o2906 : f32
    linalg.yield %b2907 : f32
  } -> tensor<10x196xf32>
  %e2909 = tensor.empty() : tensor<10x196xf32>
  %g2913 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2908 : tensor<10x196xf32>) outs(%e2909 : tensor<10x196xf32>) {
  ^bb0(%a2910: f32, %o2911: f32):
    %b2912 = arith.divf %a2910, %c12 : f32
    linalg.yield %b2912 : f32
  } -> tensor<10x196xf32>
  %e2915 = tensor.empty() : tensor<10x196x384xf32>
  %g2928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r2883, %g2894, %g2913, %layers_2_blocks_3_norm2_weight, %layers_2_blocks_3_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e2915 : tensor<10x196x384xf32>) {
  ^bb0(%a2916: f32, %a2917: f32, %a2918: f32, %a2919: f32, %a2920: f32, %o2921: f32):
    %b2922 = arith.addf %a2918, %c2 : f32
    %b2923 = math.sqrt %b2922 : f32
    %b2924 = arith.subf %a2916, %a2917 : f32
    %b2925 = arith.divf %b2924, %b2923 : f32
    %b2926 = arith.mulf %b2925, %a2919 : f32
    %b2927 = arith.addf %b2926, %a2920 : f32
    linalg.yield %b2927 : f32
  } -> tensor<10x196x384xf32>
  %e2929 = tensor.empty() : tensor<10x196x384xf32>
  %g2934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2852, %g2928 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e2929 : tensor<10x196x384xf32>) {
  ^bb0(%a2930: f32, %a2931: f32, %o2932: f32):
    %b2933 = arith.addf %a2930, %a2931 : f32
    linalg.yield %b2933 : f32
  } -> tensor<10x196x384xf32>
  %r2935 = tensor.expand_shape %g2934 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %r2936 = tensor.expand_shape %r2935 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e2937 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g2940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2936 : tensor<10x2x7x2x7x384xf32>) outs(%e2937 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a2938: f32, %o2939: f32):
    linalg.yield %a2938 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r2941 = tensor.collapse_shape %g2940 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r2942 = tensor.collapse_shape %r2941 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %e2943 = tensor.empty() : tensor<384xf32>
  %f2944 = linalg.fill ins(%c0 : f32) outs(%e2943 : tensor<384xf32>) -> tensor<384xf32>
  %e2945 = tensor.empty() : tensor<1152xf32>
  %cat2946 = tensor.insert_slice %layers_2_blocks_4_attn_q_bias into %e2945[0] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat2947 = tensor.insert_slice %f2944 into %cat2946[384] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat2948 = tensor.insert_slice %layers_2_blocks_4_attn_v_bias into %cat2947[768] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %r2949 = tensor.collapse_shape %r2942 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e2950 = tensor.empty() : tensor<1960x1152xf32>
  %f2951 = linalg.fill ins(%c0 : f32) outs(%e2950 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %mm2952 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r2949, %layers_2_blocks_4_attn_qkv_weight : tensor<1960x384xf32>, tensor<1152x384xf32>) outs(%f2951 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %e2953 = tensor.empty() : tensor<1960x1152xf32>
  %g2958 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2952, %cat2948 : tensor<1960x1152xf32>, tensor<1152xf32>) outs(%e2953 : tensor<1960x1152xf32>) {
  ^bb0(%a2954: f32, %a2955: f32, %o2956: f32):
    %b2957 = arith.addf %a2954, %a2955 : f32
    linalg.yield %b2957 : f32
  } -> tensor<1960x1152xf32>
  %r2959 = tensor.expand_shape %g2958 [[0, 1], [2]] output_shape [40, 49, 1152] : tensor<1960x1152xf32> into tensor<40x49x1152xf32>
  %r2960 = tensor.expand_shape %r2959 [[0], [1], [2, 3, 4]] output_shape [40, 49, 3, 12, 32] : tensor<40x49x1152xf32> into tensor<40x49x3x12x32xf32>
  %e2961 = tensor.empty() : tensor<3x40x12x49x32xf32>
  %g2964 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r2960 : tensor<40x49x3x12x32xf32>) outs(%e2961 : tensor<3x40x12x49x32xf32>) {
  ^bb0(%a2962: f32, %o2963: f32):
    linalg.yield %a2962 : f32
  } -> tensor<3x40x12x49x32xf32>
  %s2965 = tensor.extract_slice %g2964[0, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2966 = tensor.collapse_shape %s2965 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s2967 = tensor.extract_slice %g2964[1, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2968 = tensor.collapse_shape %s2967 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s2969 = tensor.extract_slice %g2964[2, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r2970 = tensor.collapse_shape %s2969 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %e2971 = tensor.empty() : tensor<40x12x49xf32>
  %f2972 = linalg.fill ins(%c0 : f32) outs(%e2971 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g2977 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r2966 : tensor<40x12x49x32xf32>) outs(%f2972 : tensor<40x12x49xf32>) {
  ^bb0(%a2973: f32, %o2974: f32):
    %b2975 = arith.mulf %a2973, %a2973 : f32
    %b2976 = arith.addf %b2975, %o2974 : f32
    linalg.yield %b2976 : f32
  } -> tensor<40x12x49xf32>
  %r2978 = tensor.expand_shape %g2977 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e2979 = tensor.empty() : tensor<40x12x49x1xf32>
  %g2983 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2978 : tensor<40x12x49x1xf32>) outs(%e2979 : tensor<40x12x49x1xf32>) {
  ^bb0(%a2980: f32, %o2981: f32):
    %b2982 = math.sqrt %a2980 : f32
    linalg.yield %b2982 : f32
  } -> tensor<40x12x49x1xf32>
  %r2984 = tensor.collapse_shape %g2983 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e2985 = tensor.empty() : tensor<40x12x49x32xf32>
  %g2991 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2966, %r2984 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e2985 : tensor<40x12x49x32xf32>) {
  ^bb0(%a2986: f32, %a2987: f32, %o2988: f32):
    %b2989 = arith.maximumf %a2987, %c3 : f32
    %b2990 = arith.divf %a2986, %b2989 : f32
    linalg.yield %b2990 : f32
  } -> tensor<40x12x49x32xf32>
  %e2992 = tensor.empty() : tensor<40x12x49xf32>
  %f2993 = linalg.fill ins(%c0 : f32) outs(%e2992 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g2998 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r2968 : tensor<40x12x49x32xf32>) outs(%f2993 : tensor<40x12x49xf32>) {
  ^bb0(%a2994: f32, %o2995: f32):
    %b2996 = arith.mulf %a2994, %a2994 : f32
    %b2997 = arith.addf %b2996, %o2995 : f32
    linalg.yield %b2997 : f32
  } -> tensor<40x12x49xf32>
  %r2999 = tensor.expand_shape %g2998 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e3000 = tensor.empty() : tensor<40x12x49x1xf32>
  %g3004 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2999 : tensor<40x12x49x1xf32>) outs(%e3000 : tensor<40x12x49x1xf32>) {
  ^bb0(%a3001: f32, %o3002: f32):
    %b3003 = math.sqrt %a3001 : f32
    linalg.yield %b3003 : f32
  } -> tensor<40x12x49x1xf32>
  %r3005 = tensor.collapse_shape %g3004 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e3006 = tensor.empty() : tensor<40x12x49x32xf32>
  %g3012 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2968, %r3005 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e3006 : tensor<40x12x49x32xf32>) {
  ^bb0(%a3007: f32, %a3008: f32, %o3009: f32):
    %b3010 = arith.maximumf %a3008, %c3 : f32
    %b3011 = arith.divf %a3007, %b3010 : f32
    linalg.yield %b3011 : f32
  } -> tensor<40x12x49x32xf32>
  %e3013 = tensor.empty() : tensor<40x12x32x49xf32>
  %g3016 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3012 : tensor<40x12x49x32xf32>) outs(%e3013 : tensor<40x12x32x49xf32>) {
  ^bb0(%a3014: f32, %o3015: f32):
    linalg.yield %a3014 : f32
  } -> tensor<40x12x32x49xf32>
  %e3017 = tensor.empty() : tensor<40x12x49x49xf32>
  %f3018 = linalg.fill ins(%c0 : f32) outs(%e3017 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %g3024 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g2991, %g3016 : tensor<40x12x49x32xf32>, tensor<40x12x32x49xf32>) outs(%f3018 : tensor<40x12x49x49xf32>) {
  ^bb0(%a3019: f32, %a3020: f32, %o3021: f32):
    %b3022 = arith.mulf %a3019, %a3020 : f32
    %b3023 = arith.addf %o3021, %b3022 : f32
    linalg.yield %b3023 : f32
  } -> tensor<40x12x49x49xf32>
  %e3025 = tensor.empty() : tensor<f32>
  %f3026 = linalg.fill ins(%c4 : f32) outs(%e3025 : tensor<f32>) -> tensor<f32>
  %e3027 = tensor.empty() : tensor<12x1x1xf32>
  %g3032 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_2_blocks_4_attn_logit_scale, %f3026 : tensor<12x1x1xf32>, tensor<f32>) outs(%e3027 : tensor<12x1x1xf32>) {
  ^bb0(%a3028: f32, %a3029: f32, %o3030: f32):
    %b3031 = arith.minimumf %a3028, %a3029 : f32
    linalg.yield %b3031 : f32
  } -> tensor<12x1x1xf32>
  %e3033 = tensor.empty() : tensor<12x1x1xf32>
  %g3037 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3032 : tensor<12x1x1xf32>) outs(%e3033 : tensor<12x1x1xf32>) {
  ^bb0(%a3034: f32, %o3035: f32):
    %b3036 = math.exp %a3034 : f32
    linalg.yield %b3036 : f32
  } -> tensor<12x1x1xf32>
  %r3038 = tensor.collapse_shape %g3037 [[0, 1, 2]] : tensor<12x1x1xf32> into tensor<12xf32>
  %e3039 = tensor.empty() : tensor<40x12x49x49xf32>
  %g3044 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3024, %r3038 : tensor<40x12x49x49xf32>, tensor<12xf32>) outs(%e3039 : tensor<40x12x49x49xf32>) {
  ^bb0(%a3040: f32, %a3041: f32, %o3042: f32):
    %b3043 = arith.mulf %a3040, %a3041 : f32
    linalg.yield %b3043 : f32
  } -> tensor<40x12x49x49xf32>
  %r3045 = tensor.collapse_shape %layers_2_blocks_4_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e3046 = tensor.empty() : tensor<169x512xf32>
  %f3047 = linalg.fill ins(%c0 : f32) outs(%e3046 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm3048 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3045, %layers_2_blocks_4_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f3047 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e3049 = tensor.empty() : tensor<169x512xf32>
  %g3054 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3048, %layers_2_blocks_4_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e3049 : tensor<169x512xf32>) {
  ^bb0(%a3050: f32, %a3051: f32, %o3052: f32):
    %b3053 = arith.addf %a3050, %a3051 : f32
    linalg.yield %b3053 : f32
  } -> tensor<169x512xf32>
  %r3055 = tensor.expand_shape %g3054 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e3056 = tensor.empty() : tensor<1x13x13x512xf32>
  %g3060 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3055 : tensor<1x13x13x512xf32>) outs(%e3056 : tensor<1x13x13x512xf32>) {
  ^bb0(%a3057: f32, %o3058: f32):
    %b3059 = arith.maximumf %a3057, %c0 : f32
    linalg.yield %b3059 : f32
  } -> tensor<1x13x13x512xf32>
  %r3061 = tensor.collapse_shape %g3060 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e3062 = tensor.empty() : tensor<169x12xf32>
  %f3063 = linalg.fill ins(%c0 : f32) outs(%e3062 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %mm3064 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3061, %layers_2_blocks_4_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<12x512xf32>) outs(%f3063 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %r3065 = tensor.expand_shape %mm3064 [[0, 1, 2], [3]] output_shape [1, 13, 13, 12] : tensor<169x12xf32> into tensor<1x13x13x12xf32>
  %r3066 = tensor.collapse_shape %r3065 [[0, 1, 2], [3]] : tensor<1x13x13x12xf32> into tensor<169x12xf32>
  %r3067 = tensor.collapse_shape %layers_2_blocks_4_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e3068 = tensor.empty() : tensor<2401x12xf32>
  %g3077 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r3067 : tensor<2401xi64>) outs(%e3068 : tensor<2401x12xf32>) {
  ^bb0(%a3069: i64, %o3070: f32):
    %b3071 = arith.cmpi slt, %a3069, %c5 : i64
    %b3072 = arith.addi %a3069, %c6 : i64
    %b3073 = arith.select %b3071, %b3072, %a3069 : i64
    %b3074 = arith.index_cast %b3073 : i64 to index
    %i3075 = linalg.index 1 : index
    %b3076 = tensor.extract %r3066[%b3074, %i3075] : tensor<169x12xf32>
    linalg.yield %b3076 : f32
  } -> tensor<2401x12xf32>
  %r3078 = tensor.expand_shape %g3077 [[0, 1], [2]] output_shape [49, 49, 12] : tensor<2401x12xf32> into tensor<49x49x12xf32>
  %e3079 = tensor.empty() : tensor<12x49x49xf32>
  %g3082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3078 : tensor<49x49x12xf32>) outs(%e3079 : tensor<12x49x49xf32>) {
  ^bb0(%a3080: f32, %o3081: f32):
    linalg.yield %a3080 : f32
  } -> tensor<12x49x49xf32>
  %e3083 = tensor.empty() : tensor<12x49x49xf32>
  %g3090 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3082 : tensor<12x49x49xf32>) outs(%e3083 : tensor<12x49x49xf32>) {
  ^bb0(%a3084: f32, %o3085: f32):
    %b3086 = arith.negf %a3084 : f32
    %b3087 = math.exp %b3086 : f32
    %b3088 = arith.addf %b3087, %c7 : f32
    %b3089 = arith.divf %c7, %b3088 : f32
    linalg.yield %b3089 : f32
  } -> tensor<12x49x49xf32>
  %e3091 = tensor.empty() : tensor<12x49x49xf32>
  %g3095 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3090 : tensor<12x49x49xf32>) outs(%e3091 : tensor<12x49x49xf32>) {
  ^bb0(%a3092: f32, %o3093: f32):
    %b3094 = arith.mulf %c8, %a3092 : f32
    linalg.yield %b3094 : f32
  } -> tensor<12x49x49xf32>
  %e3097 = tensor.empty() : tensor<40x12x49x49xf32>
  %g3102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3044, %g3095 : tensor<40x12x49x49xf32>, tensor<12x49x49xf32>) outs(%e3097 : tensor<40x12x49x49xf32>) {
  ^bb0(%a3098: f32, %a3099: f32, %o3100: f32):
    %b3101 = arith.addf %a3098, %a3099 : f32
    linalg.yield %b3101 : f32
  } -> tensor<40x12x49x49xf32>
  %e3103 = tensor.empty() : tensor<40x12x49x49xf32>
  %sm3104 = linalg.softmax dimension(3) ins(%g3102 : tensor<40x12x49x49xf32>) outs(%e3103 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %e3105 = tensor.empty() : tensor<40x12x49x32xf32>
  %f3106 = linalg.fill ins(%c0 : f32) outs(%e3105 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g3112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm3104, %r2970 : tensor<40x12x49x49xf32>, tensor<40x12x49x32xf32>) outs(%f3106 : tensor<40x12x49x32xf32>) {
  ^bb0(%a3107: f32, %a3108: f32, %o3109: f32):
    %b3110 = arith.mulf %a3107, %a3108 : f32
    %b3111 = arith.addf %o3109, %b3110 : f32
    linalg.yield %b3111 : f32
  } -> tensor<40x12x49x32xf32>
  %e3113 = tensor.empty() : tensor<40x49x12x32xf32>
  %g3116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3112 : tensor<40x12x49x32xf32>) outs(%e3113 : tensor<40x49x12x32xf32>) {
  ^bb0(%a3114: f32, %o3115: f32):
    linalg.yield %a3114 : f32
  } -> tensor<40x49x12x32xf32>
  %r3117 = tensor.collapse_shape %g3116 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r3118 = tensor.collapse_shape %r3117 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e3119 = tensor.empty() : tensor<1960x384xf32>
  %f3120 = linalg.fill ins(%c0 : f32) outs(%e3119 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm3121 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3118, %layers_2_blocks_4_attn_proj_weight : tensor<1960x384xf32>, tensor<384x384xf32>) outs(%f3120 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e3122 = tensor.empty() : tensor<1960x384xf32>
  %g3127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3121, %layers_2_blocks_4_attn_proj_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e3122 : tensor<1960x384xf32>) {
  ^bb0(%a3123: f32, %a3124: f32, %o3125: f32):
    %b3126 = arith.addf %a3123, %a3124 : f32
    linalg.yield %b3126 : f32
  } -> tensor<1960x384xf32>
  %r3128 = tensor.expand_shape %g3127 [[0, 1], [2]] output_shape [40, 49, 384] : tensor<1960x384xf32> into tensor<40x49x384xf32>
  %r3129 = tensor.expand_shape %r3128 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r3130 = tensor.expand_shape %r3129 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e3131 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g3134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r3130 : tensor<10x2x2x7x7x384xf32>) outs(%e3131 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a3132: f32, %o3133: f32):
    linalg.yield %a3132 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r3135 = tensor.collapse_shape %g3134 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %r3136 = tensor.collapse_shape %r3135 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e3137 = tensor.empty() : tensor<10x196xf32>
  %f3138 = linalg.fill ins(%c0 : f32) outs(%e3137 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g3142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r3136 : tensor<10x196x384xf32>) outs(%f3138 : tensor<10x196xf32>) {
  ^bb0(%a3139: f32, %o3140: f32):
    %b3141 = arith.addf %a3139, %o3140 : f32
    linalg.yield %b3141 : f32
  } -> tensor<10x196xf32>
  %e3143 = tensor.empty() : tensor<10x196xf32>
  %g3147 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3142 : tensor<10x196xf32>) outs(%e3143 : tensor<10x196xf32>) {
  ^bb0(%a3144: f32, %o3145: f32):
    %b3146 = arith.divf %a3144, %c12 : f32
    linalg.yield %b3146 : f32
  } -> tensor<10x196xf32>
  %e3149 = tensor.empty() : tensor<10x196x384xf32>
  %g3155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3136, %g3147 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e3149 : tensor<10x196x384xf32>) {
  ^bb0(%a3150: f32, %a3151: f32, %o3152: f32):
    %b3153 = arith.subf %a3150, %a3151 : f32
    %b3154 = arith.mulf %b3153, %b3153 : f32
    linalg.yield %b3154 : f32
  } -> tensor<10x196x384xf32>
  %e3156 = tensor.empty() : tensor<10x196xf32>
  %f3157 = linalg.fill ins(%c0 : f32) outs(%e3156 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g3161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g3155 : tensor<10x196x384xf32>) outs(%f3157 : tensor<10x196xf32>) {
  ^bb0(%a3158: f32, %o3159: f32):
    %b3160 = arith.addf %a3158, %o3159 : f32
    linalg.yield %b3160 : f32
  } -> tensor<10x196xf32>
  %e3162 = tensor.empty() : tensor<10x196xf32>
  %g3166 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3161 : tensor<10x196xf32>) outs(%e3162 : tensor<10x196xf32>) {
  ^bb0(%a3163: f32, %o3164: f32):
    %b3165 = arith.divf %a3163, %c12 : f32
    linalg.yield %b3165 : f32
  } -> tensor<10x196xf32>
  %e3168 = tensor.empty() : tensor<10x196x384xf32>
  %g3181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3136, %g3147, %g3166, %layers_2_blocks_4_norm1_weight, %layers_2_blocks_4_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e3168 : tensor<10x196x384xf32>) {
  ^bb0(%a3169: f32, %a3170: f32, %a3171: f32, %a3172: f32, %a3173: f32, %o3174: f32):
    %b3175 = arith.addf %a3171, %c2 : f32
    %b3176 = math.sqrt %b3175 : f32
    %b3177 = arith.subf %a3169, %a3170 : f32
    %b3178 = arith.divf %b3177, %b3176 : f32
    %b3179 = arith.mulf %b3178, %a3172 : f32
    %b3180 = arith.addf %b3179, %a3173 : f32
    linalg.yield %b3180 : f32
  } -> tensor<10x196x384xf32>
  %e3182 = tensor.empty() : tensor<10x196x384xf32>
  %g3187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g2934, %g3181 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e3182 : tensor<10x196x384xf32>) {
  ^bb0(%a3183: f32, %a3184: f32, %o3185: f32):
    %b3186 = arith.addf %a3183, %a3184 : f32
    linalg.yield %b3186 : f32
  } -> tensor<10x196x384xf32>
  %r3188 = tensor.collapse_shape %g3187 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e3189 = tensor.empty() : tensor<1960x1536xf32>
  %f3190 = linalg.fill ins(%c0 : f32) outs(%e3189 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm3191 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3188, %layers_2_blocks_4_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f3190 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e3192 = tensor.empty() : tensor<1960x1536xf32>
  %g3197 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3191, %layers_2_blocks_4_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e3192 : tensor<1960x1536xf32>) {
  ^bb0(%a3193: f32, %a3194: f32, %o3195: f32):
    %b3196 = arith.addf %a3193, %a3194 : f32
    linalg.yield %b3196 : f32
  } -> tensor<1960x1536xf32>
  %r3198 = tensor.expand_shape %g3197 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e3199 = tensor.empty() : tensor<10x196x1536xf32>
  %g3207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3198 : tensor<10x196x1536xf32>) outs(%e3199 : tensor<10x196x1536xf32>) {
  ^bb0(%a3200: f32, %o3201: f32):
    %b3202 = arith.mulf %a3200, %c9 : f32
    %b3203 = arith.mulf %a3200, %c10 : f32
    %b3204 = math.erf %b3203 : f32
    %b3205 = arith.addf %b3204, %c7 : f32
    %b3206 = arith.mulf %b3202, %b3205 : f32
    linalg.yield %b3206 : f32
  } -> tensor<10x196x1536xf32>
  %r3208 = tensor.collapse_shape %g3207 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e3209 = tensor.empty() : tensor<1960x384xf32>
  %f3210 = linalg.fill ins(%c0 : f32) outs(%e3209 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm3211 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3208, %layers_2_blocks_4_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f3210 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e3212 = tensor.empty() : tensor<1960x384xf32>
  %g3217 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3211, %layers_2_blocks_4_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e3212 : tensor<1960x384xf32>) {
  ^bb0(%a3213: f32, %a3214: f32, %o3215: f32):
    %b3216 = arith.addf %a3213, %a3214 : f32
    linalg.yield %b3216 : f32
  } -> tensor<1960x384xf32>
  %r3218 = tensor.expand_shape %g3217 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e3219 = tensor.empty() : tensor<10x196xf32>
  %f3220 = linalg.fill ins(%c0 : f32) outs(%e3219 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g3224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r3218 : tensor<10x196x384xf32>) outs(%f3220 : tensor<10x196xf32>) {
  ^bb0(%a3221: f32, %o3222: f32):
    %b3223 = arith.addf %a3221, %o3222 : f32
    linalg.yield %b3223 : f32
  } -> tensor<10x196xf32>
  %e3225 = tensor.empty() : tensor<10x196xf32>
  %g3229 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3224 : tensor<10x196xf32>) outs(%e3225 : tensor<10x196xf32>) {
  ^bb0(%a3226: f32, %o3227: f32):
    %b3228 = arith.divf %a3226, %c12 : f32
    linalg.yield %b3228 : f32
  } -> tensor<10x196xf32>
  %e3231 = tensor.empty() : tensor<10x196x384xf32>
  %g3237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3218, %g3229 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e3231 : tensor<10x196x384xf32>) {
  ^bb0(%a3232: f32, %a3233: f32, %o3234: f32):
    %b3235 = arith.subf %a3232, %a3233 : f32
    %b3236 = arith.mulf %b3235, %b3235 : f32
    linalg.yield %b3236 : f32
  } -> tensor<10x196x384xf32>
  %e3238 = tensor.empty() : tensor<10x196xf32>
  %f3239 = linalg.fill ins(%c0 : f32) outs(%e3238 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g3243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g3237 : tensor<10x196x384xf32>) outs(%f3239 : tensor<10x196xf32>) {
  ^bb0(%a3240: f32, %o3241: f32):
    %b3242 = arith.addf %a3240, %o3241 : f32
    linalg.yield %b3242 : f32
  } -> tensor<10x196xf32>
  %e3244 = tensor.empty() : tensor<10x196xf32>
  %g3248 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3243 : tensor<10x196xf32>) outs(%e3244 : tensor<10x196xf32>) {
  ^bb0(%a3245: f32, %o3246: f32):
    %b3247 = arith.divf %a3245, %c12 : f32
    linalg.yield %b3247 : f32
  } -> tensor<10x196xf32>
  %e3250 = tensor.empty() : tensor<10x196x384xf32>
  %g3263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3218, %g3229, %g3248, %layers_2_blocks_4_norm2_weight, %layers_2_blocks_4_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e3250 : tensor<10x196x384xf32>) {
  ^bb0(%a3251: f32, %a3252: f32, %a3253: f32, %a3254: f32, %a3255: f32, %o3256: f32):
    %b3257 = arith.addf %a3253, %c2 : f32
    %b3258 = math.sqrt %b3257 : f32
    %b3259 = arith.subf %a3251, %a3252 : f32
    %b3260 = arith.divf %b3259, %b3258 : f32
    %b3261 = arith.mulf %b3260, %a3254 : f32
    %b3262 = arith.addf %b3261, %a3255 : f32
    linalg.yield %b3262 : f32
  } -> tensor<10x196x384xf32>
  %e3264 = tensor.empty() : tensor<10x196x384xf32>
  %g3269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3187, %g3263 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e3264 : tensor<10x196x384xf32>) {
  ^bb0(%a3265: f32, %a3266: f32, %o3267: f32):
    %b3268 = arith.addf %a3265, %a3266 : f32
    linalg.yield %b3268 : f32
  } -> tensor<10x196x384xf32>
  %r3270 = tensor.expand_shape %g3269 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %e3271 = tensor.empty() : tensor<10x14x14x384xf32>
  %g3274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 3) mod 14, (d2 + 3) mod 14, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3270 : tensor<10x14x14x384xf32>) outs(%e3271 : tensor<10x14x14x384xf32>) {
  ^bb0(%a3272: f32, %o3273: f32):
    linalg.yield %a3272 : f32
  } -> tensor<10x14x14x384xf32>
  %r3275 = tensor.expand_shape %g3274 [[0], [1, 2], [3, 4], [5]] output_shape [10, 2, 7, 2, 7, 384] : tensor<10x14x14x384xf32> into tensor<10x2x7x2x7x384xf32>
  %e3276 = tensor.empty() : tensor<10x2x2x7x7x384xf32>
  %g3279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r3275 : tensor<10x2x7x2x7x384xf32>) outs(%e3276 : tensor<10x2x2x7x7x384xf32>) {
  ^bb0(%a3277: f32, %o3278: f32):
    linalg.yield %a3277 : f32
  } -> tensor<10x2x2x7x7x384xf32>
  %r3280 = tensor.collapse_shape %g3279 [[0, 1, 2], [3], [4], [5]] : tensor<10x2x2x7x7x384xf32> into tensor<40x7x7x384xf32>
  %r3281 = tensor.collapse_shape %r3280 [[0], [1, 2], [3]] : tensor<40x7x7x384xf32> into tensor<40x49x384xf32>
  %e3282 = tensor.empty() : tensor<384xf32>
  %f3283 = linalg.fill ins(%c0 : f32) outs(%e3282 : tensor<384xf32>) -> tensor<384xf32>
  %e3284 = tensor.empty() : tensor<1152xf32>
  %cat3285 = tensor.insert_slice %layers_2_blocks_5_attn_q_bias into %e3284[0] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat3286 = tensor.insert_slice %f3283 into %cat3285[384] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %cat3287 = tensor.insert_slice %layers_2_blocks_5_attn_v_bias into %cat3286[768] [384] [1] : tensor<384xf32> into tensor<1152xf32>
  %r3288 = tensor.collapse_shape %r3281 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e3289 = tensor.empty() : tensor<1960x1152xf32>
  %f3290 = linalg.fill ins(%c0 : f32) outs(%e3289 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %mm3291 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3288, %layers_2_blocks_5_attn_qkv_weight : tensor<1960x384xf32>, tensor<1152x384xf32>) outs(%f3290 : tensor<1960x1152xf32>) -> tensor<1960x1152xf32>
  %e3292 = tensor.empty() : tensor<1960x1152xf32>
  %g3297 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3291, %cat3287 : tensor<1960x1152xf32>, tensor<1152xf32>) outs(%e3292 : tensor<1960x1152xf32>) {
  ^bb0(%a3293: f32, %a3294: f32, %o3295: f32):
    %b3296 = arith.addf %a3293, %a3294 : f32
    linalg.yield %b3296 : f32
  } -> tensor<1960x1152xf32>
  %r3298 = tensor.expand_shape %g3297 [[0, 1], [2]] output_shape [40, 49, 1152] : tensor<1960x1152xf32> into tensor<40x49x1152xf32>
  %r3299 = tensor.expand_shape %r3298 [[0], [1], [2, 3, 4]] output_shape [40, 49, 3, 12, 32] : tensor<40x49x1152xf32> into tensor<40x49x3x12x32xf32>
  %e3300 = tensor.empty() : tensor<3x40x12x49x32xf32>
  %g3303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r3299 : tensor<40x49x3x12x32xf32>) outs(%e3300 : tensor<3x40x12x49x32xf32>) {
  ^bb0(%a3301: f32, %o3302: f32):
    linalg.yield %a3301 : f32
  } -> tensor<3x40x12x49x32xf32>
  %s3304 = tensor.extract_slice %g3303[0, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r3305 = tensor.collapse_shape %s3304 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s3306 = tensor.extract_slice %g3303[1, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r3307 = tensor.collapse_shape %s3306 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %s3308 = tensor.extract_slice %g3303[2, 0, 0, 0, 0] [1, 40, 12, 49, 32] [1, 1, 1, 1, 1] : tensor<3x40x12x49x32xf32> to tensor<1x40x12x49x32xf32>
  %r3309 = tensor.collapse_shape %s3308 [[0, 1], [2], [3], [4]] : tensor<1x40x12x49x32xf32> into tensor<40x12x49x32xf32>
  %e3310 = tensor.empty() : tensor<40x12x49xf32>
  %f3311 = linalg.fill ins(%c0 : f32) outs(%e3310 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g3316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r3305 : tensor<40x12x49x32xf32>) outs(%f3311 : tensor<40x12x49xf32>) {
  ^bb0(%a3312: f32, %o3313: f32):
    %b3314 = arith.mulf %a3312, %a3312 : f32
    %b3315 = arith.addf %b3314, %o3313 : f32
    linalg.yield %b3315 : f32
  } -> tensor<40x12x49xf32>
  %r3317 = tensor.expand_shape %g3316 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e3318 = tensor.empty() : tensor<40x12x49x1xf32>
  %g3322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3317 : tensor<40x12x49x1xf32>) outs(%e3318 : tensor<40x12x49x1xf32>) {
  ^bb0(%a3319: f32, %o3320: f32):
    %b3321 = math.sqrt %a3319 : f32
    linalg.yield %b3321 : f32
  } -> tensor<40x12x49x1xf32>
  %r3323 = tensor.collapse_shape %g3322 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e3324 = tensor.empty() : tensor<40x12x49x32xf32>
  %g3330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3305, %r3323 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e3324 : tensor<40x12x49x32xf32>) {
  ^bb0(%a3325: f32, %a3326: f32, %o3327: f32):
    %b3328 = arith.maximumf %a3326, %c3 : f32
    %b3329 = arith.divf %a3325, %b3328 : f32
    linalg.yield %b3329 : f32
  } -> tensor<40x12x49x32xf32>
  %e3331 = tensor.empty() : tensor<40x12x49xf32>
  %f3332 = linalg.fill ins(%c0 : f32) outs(%e3331 : tensor<40x12x49xf32>) -> tensor<40x12x49xf32>
  %g3337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r3307 : tensor<40x12x49x32xf32>) outs(%f3332 : tensor<40x12x49xf32>) {
  ^bb0(%a3333: f32, %o3334: f32):
    %b3335 = arith.mulf %a3333, %a3333 : f32
    %b3336 = arith.addf %b3335, %o3334 : f32
    linalg.yield %b3336 : f32
  } -> tensor<40x12x49xf32>
  %r3338 = tensor.expand_shape %g3337 [[0], [1], [2, 3]] output_shape [40, 12, 49, 1] : tensor<40x12x49xf32> into tensor<40x12x49x1xf32>
  %e3339 = tensor.empty() : tensor<40x12x49x1xf32>
  %g3343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3338 : tensor<40x12x49x1xf32>) outs(%e3339 : tensor<40x12x49x1xf32>) {
  ^bb0(%a3340: f32, %o3341: f32):
    %b3342 = math.sqrt %a3340 : f32
    linalg.yield %b3342 : f32
  } -> tensor<40x12x49x1xf32>
  %r3344 = tensor.collapse_shape %g3343 [[0], [1], [2, 3]] : tensor<40x12x49x1xf32> into tensor<40x12x49xf32>
  %e3345 = tensor.empty() : tensor<40x12x49x32xf32>
  %g3351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3307, %r3344 : tensor<40x12x49x32xf32>, tensor<40x12x49xf32>) outs(%e3345 : tensor<40x12x49x32xf32>) {
  ^bb0(%a3346: f32, %a3347: f32, %o3348: f32):
    %b3349 = arith.maximumf %a3347, %c3 : f32
    %b3350 = arith.divf %a3346, %b3349 : f32
    linalg.yield %b3350 : f32
  } -> tensor<40x12x49x32xf32>
  %e3352 = tensor.empty() : tensor<40x12x32x49xf32>
  %g3355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3351 : tensor<40x12x49x32xf32>) outs(%e3352 : tensor<40x12x32x49xf32>) {
  ^bb0(%a3353: f32, %o3354: f32):
    linalg.yield %a3353 : f32
  } -> tensor<40x12x32x49xf32>
  %e3356 = tensor.empty() : tensor<40x12x49x49xf32>
  %f3357 = linalg.fill ins(%c0 : f32) outs(%e3356 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %g3363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g3330, %g3355 : tensor<40x12x49x32xf32>, tensor<40x12x32x49xf32>) outs(%f3357 : tensor<40x12x49x49xf32>) {
  ^bb0(%a3358: f32, %a3359: f32, %o3360: f32):
    %b3361 = arith.mulf %a3358, %a3359 : f32
    %b3362 = arith.addf %o3360, %b3361 : f32
    linalg.yield %b3362 : f32
  } -> tensor<40x12x49x49xf32>
  %e3364 = tensor.empty() : tensor<f32>
  %f3365 = linalg.fill ins(%c4 : f32) outs(%e3364 : tensor<f32>) -> tensor<f32>
  %e3366 = tensor.empty() : tensor<12x1x1xf32>
  %g3371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_2_blocks_5_attn_logit_scale, %f3365 : tensor<12x1x1xf32>, tensor<f32>) outs(%e3366 : tensor<12x1x1xf32>) {
  ^bb0(%a3367: f32, %a3368: f32, %o3369: f32):
    %b3370 = arith.minimumf %a3367, %a3368 : f32
    linalg.yield %b3370 : f32
  } -> tensor<12x1x1xf32>
  %e3372 = tensor.empty() : tensor<12x1x1xf32>
  %g3376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3371 : tensor<12x1x1xf32>) outs(%e3372 : tensor<12x1x1xf32>) {
  ^bb0(%a3373: f32, %o3374: f32):
    %b3375 = math.exp %a3373 : f32
    linalg.yield %b3375 : f32
  } -> tensor<12x1x1xf32>
  %r3377 = tensor.collapse_shape %g3376 [[0, 1, 2]] : tensor<12x1x1xf32> into tensor<12xf32>
  %e3378 = tensor.empty() : tensor<40x12x49x49xf32>
  %g3383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3363, %r3377 : tensor<40x12x49x49xf32>, tensor<12xf32>) outs(%e3378 : tensor<40x12x49x49xf32>) {
  ^bb0(%a3379: f32, %a3380: f32, %o3381: f32):
    %b3382 = arith.mulf %a3379, %a3380 : f32
    linalg.yield %b3382 : f32
  } -> tensor<40x12x49x49xf32>
  %r3384 = tensor.collapse_shape %layers_2_blocks_5_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e3385 = tensor.empty() : tensor<169x512xf32>
  %f3386 = linalg.fill ins(%c0 : f32) outs(%e3385 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm3387 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3384, %layers_2_blocks_5_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f3386 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e3388 = tensor.empty() : tensor<169x512xf32>
  %g3393 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3387, %layers_2_blocks_5_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e3388 : tensor<169x512xf32>) {
  ^bb0(%a3389: f32, %a3390: f32, %o3391: f32):
    %b3392 = arith.addf %a3389, %a3390 : f32
    linalg.yield %b3392 : f32
  } -> tensor<169x512xf32>
  %r3394 = tensor.expand_shape %g3393 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e3395 = tensor.empty() : tensor<1x13x13x512xf32>
  %g3399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3394 : tensor<1x13x13x512xf32>) outs(%e3395 : tensor<1x13x13x512xf32>) {
  ^bb0(%a3396: f32, %o3397: f32):
    %b3398 = arith.maximumf %a3396, %c0 : f32
    linalg.yield %b3398 : f32
  } -> tensor<1x13x13x512xf32>
  %r3400 = tensor.collapse_shape %g3399 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e3401 = tensor.empty() : tensor<169x12xf32>
  %f3402 = linalg.fill ins(%c0 : f32) outs(%e3401 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %mm3403 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3400, %layers_2_blocks_5_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<12x512xf32>) outs(%f3402 : tensor<169x12xf32>) -> tensor<169x12xf32>
  %r3404 = tensor.expand_shape %mm3403 [[0, 1, 2], [3]] output_shape [1, 13, 13, 12] : tensor<169x12xf32> into tensor<1x13x13x12xf32>
  %r3405 = tensor.collapse_shape %r3404 [[0, 1, 2], [3]] : tensor<1x13x13x12xf32> into tensor<169x12xf32>
  %r3406 = tensor.collapse_shape %layers_2_blocks_5_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e3407 = tensor.empty() : tensor<2401x12xf32>
  %g3416 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r3406 : tensor<2401xi64>) outs(%e3407 : tensor<2401x12xf32>) {
  ^bb0(%a3408: i64, %o3409: f32):
    %b3410 = arith.cmpi slt, %a3408, %c5 : i64
    %b3411 = arith.addi %a3408, %c6 : i64
    %b3412 = arith.select %b3410, %b3411, %a3408 : i64
    %b3413 = arith.index_cast %b3412 : i64 to index
    %i3414 = linalg.index 1 : index
    %b3415 = tensor.extract %r3405[%b3413, %i3414] : tensor<169x12xf32>
    linalg.yield %b3415 : f32
  } -> tensor<2401x12xf32>
  %r3417 = tensor.expand_shape %g3416 [[0, 1], [2]] output_shape [49, 49, 12] : tensor<2401x12xf32> into tensor<49x49x12xf32>
  %e3418 = tensor.empty() : tensor<12x49x49xf32>
  %g3421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3417 : tensor<49x49x12xf32>) outs(%e3418 : tensor<12x49x49xf32>) {
  ^bb0(%a3419: f32, %o3420: f32):
    linalg.yield %a3419 : f32
  } -> tensor<12x49x49xf32>
  %e3422 = tensor.empty() : tensor<12x49x49xf32>
  %g3429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3421 : tensor<12x49x49xf32>) outs(%e3422 : tensor<12x49x49xf32>) {
  ^bb0(%a3423: f32, %o3424: f32):
    %b3425 = arith.negf %a3423 : f32
    %b3426 = math.exp %b3425 : f32
    %b3427 = arith.addf %b3426, %c7 : f32
    %b3428 = arith.divf %c7, %b3427 : f32
    linalg.yield %b3428 : f32
  } -> tensor<12x49x49xf32>
  %e3430 = tensor.empty() : tensor<12x49x49xf32>
  %g3434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3429 : tensor<12x49x49xf32>) outs(%e3430 : tensor<12x49x49xf32>) {
  ^bb0(%a3431: f32, %o3432: f32):
    %b3433 = arith.mulf %c8, %a3431 : f32
    linalg.yield %b3433 : f32
  } -> tensor<12x49x49xf32>
  %e3436 = tensor.empty() : tensor<40x12x49x49xf32>
  %g3441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3383, %g3434 : tensor<40x12x49x49xf32>, tensor<12x49x49xf32>) outs(%e3436 : tensor<40x12x49x49xf32>) {
  ^bb0(%a3437: f32, %a3438: f32, %o3439: f32):
    %b3440 = arith.addf %a3437, %a3438 : f32
    linalg.yield %b3440 : f32
  } -> tensor<40x12x49x49xf32>
  %r3442 = tensor.expand_shape %g3441 [[0, 1], [2], [3], [4]] output_shape [10, 4, 12, 49, 49] : tensor<40x12x49x49xf32> into tensor<10x4x12x49x49xf32>
  %e3445 = tensor.empty() : tensor<10x4x12x49x49xf32>
  %g3450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r3442, %layers_2_blocks_5_attn_mask : tensor<10x4x12x49x49xf32>, tensor<4x49x49xf32>) outs(%e3445 : tensor<10x4x12x49x49xf32>) {
  ^bb0(%a3446: f32, %a3447: f32, %o3448: f32):
    %b3449 = arith.addf %a3446, %a3447 : f32
    linalg.yield %b3449 : f32
  } -> tensor<10x4x12x49x49xf32>
  %r3451 = tensor.collapse_shape %g3450 [[0, 1], [2], [3], [4]] : tensor<10x4x12x49x49xf32> into tensor<40x12x49x49xf32>
  %e3452 = tensor.empty() : tensor<40x12x49x49xf32>
  %sm3453 = linalg.softmax dimension(3) ins(%r3451 : tensor<40x12x49x49xf32>) outs(%e3452 : tensor<40x12x49x49xf32>) -> tensor<40x12x49x49xf32>
  %e3454 = tensor.empty() : tensor<40x12x49x32xf32>
  %f3455 = linalg.fill ins(%c0 : f32) outs(%e3454 : tensor<40x12x49x32xf32>) -> tensor<40x12x49x32xf32>
  %g3461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm3453, %r3309 : tensor<40x12x49x49xf32>, tensor<40x12x49x32xf32>) outs(%f3455 : tensor<40x12x49x32xf32>) {
  ^bb0(%a3456: f32, %a3457: f32, %o3458: f32):
    %b3459 = arith.mulf %a3456, %a3457 : f32
    %b3460 = arith.addf %o3458, %b3459 : f32
    linalg.yield %b3460 : f32
  } -> tensor<40x12x49x32xf32>
  %e3462 = tensor.empty() : tensor<40x49x12x32xf32>
  %g3465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3461 : tensor<40x12x49x32xf32>) outs(%e3462 : tensor<40x49x12x32xf32>) {
  ^bb0(%a3463: f32, %o3464: f32):
    linalg.yield %a3463 : f32
  } -> tensor<40x49x12x32xf32>
  %r3466 = tensor.collapse_shape %g3465 [[0], [1], [2, 3]] : tensor<40x49x12x32xf32> into tensor<40x49x384xf32>
  %r3467 = tensor.collapse_shape %r3466 [[0, 1], [2]] : tensor<40x49x384xf32> into tensor<1960x384xf32>
  %e3468 = tensor.empty() : tensor<1960x384xf32>
  %f3469 = linalg.fill ins(%c0 : f32) outs(%e3468 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm3470 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3467, %layers_2_blocks_5_attn_proj_weight : tensor<1960x384xf32>, tensor<384x384xf32>) outs(%f3469 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e3471 = tensor.empty() : tensor<1960x384xf32>
  %g3476 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3470, %layers_2_blocks_5_attn_proj_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e3471 : tensor<1960x384xf32>) {
  ^bb0(%a3472: f32, %a3473: f32, %o3474: f32):
    %b3475 = arith.addf %a3472, %a3473 : f32
    linalg.yield %b3475 : f32
  } -> tensor<1960x384xf32>
  %r3477 = tensor.expand_shape %g3476 [[0, 1], [2]] output_shape [40, 49, 384] : tensor<1960x384xf32> into tensor<40x49x384xf32>
  %r3478 = tensor.expand_shape %r3477 [[0], [1, 2], [3]] output_shape [40, 7, 7, 384] : tensor<40x49x384xf32> into tensor<40x7x7x384xf32>
  %r3479 = tensor.expand_shape %r3478 [[0, 1, 2], [3], [4], [5]] output_shape [10, 2, 2, 7, 7, 384] : tensor<40x7x7x384xf32> into tensor<10x2x2x7x7x384xf32>
  %e3480 = tensor.empty() : tensor<10x2x7x2x7x384xf32>
  %g3483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r3479 : tensor<10x2x2x7x7x384xf32>) outs(%e3480 : tensor<10x2x7x2x7x384xf32>) {
  ^bb0(%a3481: f32, %o3482: f32):
    linalg.yield %a3481 : f32
  } -> tensor<10x2x7x2x7x384xf32>
  %r3484 = tensor.collapse_shape %g3483 [[0], [1, 2], [3, 4], [5]] : tensor<10x2x7x2x7x384xf32> into tensor<10x14x14x384xf32>
  %e3485 = tensor.empty() : tensor<10x14x14x384xf32>
  %g3488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, (d1 + 11) mod 14, (d2 + 11) mod 14, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3484 : tensor<10x14x14x384xf32>) outs(%e3485 : tensor<10x14x14x384xf32>) {
  ^bb0(%a3486: f32, %o3487: f32):
    linalg.yield %a3486 : f32
  } -> tensor<10x14x14x384xf32>
  %r3489 = tensor.collapse_shape %g3488 [[0], [1, 2], [3]] : tensor<10x14x14x384xf32> into tensor<10x196x384xf32>
  %e3490 = tensor.empty() : tensor<10x196xf32>
  %f3491 = linalg.fill ins(%c0 : f32) outs(%e3490 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g3495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r3489 : tensor<10x196x384xf32>) outs(%f3491 : tensor<10x196xf32>) {
  ^bb0(%a3492: f32, %o3493: f32):
    %b3494 = arith.addf %a3492, %o3493 : f32
    linalg.yield %b3494 : f32
  } -> tensor<10x196xf32>
  %e3496 = tensor.empty() : tensor<10x196xf32>
  %g3500 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3495 : tensor<10x196xf32>) outs(%e3496 : tensor<10x196xf32>) {
  ^bb0(%a3497: f32, %o3498: f32):
    %b3499 = arith.divf %a3497, %c12 : f32
    linalg.yield %b3499 : f32
  } -> tensor<10x196xf32>
  %e3502 = tensor.empty() : tensor<10x196x384xf32>
  %g3508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3489, %g3500 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e3502 : tensor<10x196x384xf32>) {
  ^bb0(%a3503: f32, %a3504: f32, %o3505: f32):
    %b3506 = arith.subf %a3503, %a3504 : f32
    %b3507 = arith.mulf %b3506, %b3506 : f32
    linalg.yield %b3507 : f32
  } -> tensor<10x196x384xf32>
  %e3509 = tensor.empty() : tensor<10x196xf32>
  %f3510 = linalg.fill ins(%c0 : f32) outs(%e3509 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g3514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g3508 : tensor<10x196x384xf32>) outs(%f3510 : tensor<10x196xf32>) {
  ^bb0(%a3511: f32, %o3512: f32):
    %b3513 = arith.addf %a3511, %o3512 : f32
    linalg.yield %b3513 : f32
  } -> tensor<10x196xf32>
  %e3515 = tensor.empty() : tensor<10x196xf32>
  %g3519 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3514 : tensor<10x196xf32>) outs(%e3515 : tensor<10x196xf32>) {
  ^bb0(%a3516: f32, %o3517: f32):
    %b3518 = arith.divf %a3516, %c12 : f32
    linalg.yield %b3518 : f32
  } -> tensor<10x196xf32>
  %e3521 = tensor.empty() : tensor<10x196x384xf32>
  %g3534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3489, %g3500, %g3519, %layers_2_blocks_5_norm1_weight, %layers_2_blocks_5_norm1_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e3521 : tensor<10x196x384xf32>) {
  ^bb0(%a3522: f32, %a3523: f32, %a3524: f32, %a3525: f32, %a3526: f32, %o3527: f32):
    %b3528 = arith.addf %a3524, %c2 : f32
    %b3529 = math.sqrt %b3528 : f32
    %b3530 = arith.subf %a3522, %a3523 : f32
    %b3531 = arith.divf %b3530, %b3529 : f32
    %b3532 = arith.mulf %b3531, %a3525 : f32
    %b3533 = arith.addf %b3532, %a3526 : f32
    linalg.yield %b3533 : f32
  } -> tensor<10x196x384xf32>
  %e3535 = tensor.empty() : tensor<10x196x384xf32>
  %g3540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3269, %g3534 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e3535 : tensor<10x196x384xf32>) {
  ^bb0(%a3536: f32, %a3537: f32, %o3538: f32):
    %b3539 = arith.addf %a3536, %a3537 : f32
    linalg.yield %b3539 : f32
  } -> tensor<10x196x384xf32>
  %r3541 = tensor.collapse_shape %g3540 [[0, 1], [2]] : tensor<10x196x384xf32> into tensor<1960x384xf32>
  %e3542 = tensor.empty() : tensor<1960x1536xf32>
  %f3543 = linalg.fill ins(%c0 : f32) outs(%e3542 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %mm3544 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3541, %layers_2_blocks_5_mlp_fc1_weight : tensor<1960x384xf32>, tensor<1536x384xf32>) outs(%f3543 : tensor<1960x1536xf32>) -> tensor<1960x1536xf32>
  %e3545 = tensor.empty() : tensor<1960x1536xf32>
  %g3550 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3544, %layers_2_blocks_5_mlp_fc1_bias : tensor<1960x1536xf32>, tensor<1536xf32>) outs(%e3545 : tensor<1960x1536xf32>) {
  ^bb0(%a3546: f32, %a3547: f32, %o3548: f32):
    %b3549 = arith.addf %a3546, %a3547 : f32
    linalg.yield %b3549 : f32
  } -> tensor<1960x1536xf32>
  %r3551 = tensor.expand_shape %g3550 [[0, 1], [2]] output_shape [10, 196, 1536] : tensor<1960x1536xf32> into tensor<10x196x1536xf32>
  %e3552 = tensor.empty() : tensor<10x196x1536xf32>
  %g3560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3551 : tensor<10x196x1536xf32>) outs(%e3552 : tensor<10x196x1536xf32>) {
  ^bb0(%a3553: f32, %o3554: f32):
    %b3555 = arith.mulf %a3553, %c9 : f32
    %b3556 = arith.mulf %a3553, %c10 : f32
    %b3557 = math.erf %b3556 : f32
    %b3558 = arith.addf %b3557, %c7 : f32
    %b3559 = arith.mulf %b3555, %b3558 : f32
    linalg.yield %b3559 : f32
  } -> tensor<10x196x1536xf32>
  %r3561 = tensor.collapse_shape %g3560 [[0, 1], [2]] : tensor<10x196x1536xf32> into tensor<1960x1536xf32>
  %e3562 = tensor.empty() : tensor<1960x384xf32>
  %f3563 = linalg.fill ins(%c0 : f32) outs(%e3562 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %mm3564 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3561, %layers_2_blocks_5_mlp_fc2_weight : tensor<1960x1536xf32>, tensor<384x1536xf32>) outs(%f3563 : tensor<1960x384xf32>) -> tensor<1960x384xf32>
  %e3565 = tensor.empty() : tensor<1960x384xf32>
  %g3570 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3564, %layers_2_blocks_5_mlp_fc2_bias : tensor<1960x384xf32>, tensor<384xf32>) outs(%e3565 : tensor<1960x384xf32>) {
  ^bb0(%a3566: f32, %a3567: f32, %o3568: f32):
    %b3569 = arith.addf %a3566, %a3567 : f32
    linalg.yield %b3569 : f32
  } -> tensor<1960x384xf32>
  %r3571 = tensor.expand_shape %g3570 [[0, 1], [2]] output_shape [10, 196, 384] : tensor<1960x384xf32> into tensor<10x196x384xf32>
  %e3572 = tensor.empty() : tensor<10x196xf32>
  %f3573 = linalg.fill ins(%c0 : f32) outs(%e3572 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g3577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r3571 : tensor<10x196x384xf32>) outs(%f3573 : tensor<10x196xf32>) {
  ^bb0(%a3574: f32, %o3575: f32):
    %b3576 = arith.addf %a3574, %o3575 : f32
    linalg.yield %b3576 : f32
  } -> tensor<10x196xf32>
  %e3578 = tensor.empty() : tensor<10x196xf32>
  %g3582 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3577 : tensor<10x196xf32>) outs(%e3578 : tensor<10x196xf32>) {
  ^bb0(%a3579: f32, %o3580: f32):
    %b3581 = arith.divf %a3579, %c12 : f32
    linalg.yield %b3581 : f32
  } -> tensor<10x196xf32>
  %e3584 = tensor.empty() : tensor<10x196x384xf32>
  %g3590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3571, %g3582 : tensor<10x196x384xf32>, tensor<10x196xf32>) outs(%e3584 : tensor<10x196x384xf32>) {
  ^bb0(%a3585: f32, %a3586: f32, %o3587: f32):
    %b3588 = arith.subf %a3585, %a3586 : f32
    %b3589 = arith.mulf %b3588, %b3588 : f32
    linalg.yield %b3589 : f32
  } -> tensor<10x196x384xf32>
  %e3591 = tensor.empty() : tensor<10x196xf32>
  %f3592 = linalg.fill ins(%c0 : f32) outs(%e3591 : tensor<10x196xf32>) -> tensor<10x196xf32>
  %g3596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g3590 : tensor<10x196x384xf32>) outs(%f3592 : tensor<10x196xf32>) {
  ^bb0(%a3593: f32, %o3594: f32):
    %b3595 = arith.addf %a3593, %o3594 : f32
    linalg.yield %b3595 : f32
  } -> tensor<10x196xf32>
  %e3597 = tensor.empty() : tensor<10x196xf32>
  %g3601 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3596 : tensor<10x196xf32>) outs(%e3597 : tensor<10x196xf32>) {
  ^bb0(%a3598: f32, %o3599: f32):
    %b3600 = arith.divf %a3598, %c12 : f32
    linalg.yield %b3600 : f32
  } -> tensor<10x196xf32>
  %e3603 = tensor.empty() : tensor<10x196x384xf32>
  %g3616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3571, %g3582, %g3601, %layers_2_blocks_5_norm2_weight, %layers_2_blocks_5_norm2_bias : tensor<10x196x384xf32>, tensor<10x196xf32>, tensor<10x196xf32>, tensor<384xf32>, tensor<384xf32>) outs(%e3603 : tensor<10x196x384xf32>) {
  ^bb0(%a3604: f32, %a3605: f32, %a3606: f32, %a3607: f32, %a3608: f32, %o3609: f32):
    %b3610 = arith.addf %a3606, %c2 : f32
    %b3611 = math.sqrt %b3610 : f32
    %b3612 = arith.subf %a3604, %a3605 : f32
    %b3613 = arith.divf %b3612, %b3611 : f32
    %b3614 = arith.mulf %b3613, %a3607 : f32
    %b3615 = arith.addf %b3614, %a3608 : f32
    linalg.yield %b3615 : f32
  } -> tensor<10x196x384xf32>
  %e3617 = tensor.empty() : tensor<10x196x384xf32>
  %g3622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3540, %g3616 : tensor<10x196x384xf32>, tensor<10x196x384xf32>) outs(%e3617 : tensor<10x196x384xf32>) {
  ^bb0(%a3618: f32, %a3619: f32, %o3620: f32):
    %b3621 = arith.addf %a3618, %a3619 : f32
    linalg.yield %b3621 : f32
  } -> tensor<10x196x384xf32>
  %r3623 = tensor.expand_shape %g3622 [[0], [1, 2], [3]] output_shape [10, 14, 14, 384] : tensor<10x196x384xf32> into tensor<10x14x14x384xf32>
  %s3624 = tensor.extract_slice %r3623[0, 0, 0, 0] [10, 7, 7, 384] [1, 2, 2, 1] : tensor<10x14x14x384xf32> to tensor<10x7x7x384xf32>
  %s3625 = tensor.extract_slice %r3623[0, 1, 0, 0] [10, 7, 7, 384] [1, 2, 2, 1] : tensor<10x14x14x384xf32> to tensor<10x7x7x384xf32>
  %s3626 = tensor.extract_slice %r3623[0, 0, 1, 0] [10, 7, 7, 384] [1, 2, 2, 1] : tensor<10x14x14x384xf32> to tensor<10x7x7x384xf32>
  %s3627 = tensor.extract_slice %r3623[0, 1, 1, 0] [10, 7, 7, 384] [1, 2, 2, 1] : tensor<10x14x14x384xf32> to tensor<10x7x7x384xf32>
  %e3628 = tensor.empty() : tensor<10x7x7x1536xf32>
  %cat3629 = tensor.insert_slice %s3624 into %e3628[0, 0, 0, 0] [10, 7, 7, 384] [1, 1, 1, 1] : tensor<10x7x7x384xf32> into tensor<10x7x7x1536xf32>
  %cat3630 = tensor.insert_slice %s3625 into %cat3629[0, 0, 0, 384] [10, 7, 7, 384] [1, 1, 1, 1] : tensor<10x7x7x384xf32> into tensor<10x7x7x1536xf32>
  %cat3631 = tensor.insert_slice %s3626 into %cat3630[0, 0, 0, 768] [10, 7, 7, 384] [1, 1, 1, 1] : tensor<10x7x7x384xf32> into tensor<10x7x7x1536xf32>
  %cat3632 = tensor.insert_slice %s3627 into %cat3631[0, 0, 0, 1152] [10, 7, 7, 384] [1, 1, 1, 1] : tensor<10x7x7x384xf32> into tensor<10x7x7x1536xf32>
  %r3633 = tensor.collapse_shape %cat3632 [[0], [1, 2], [3]] : tensor<10x7x7x1536xf32> into tensor<10x49x1536xf32>
  %r3634 = tensor.collapse_shape %r3633 [[0, 1], [2]] : tensor<10x49x1536xf32> into tensor<490x1536xf32>
  %e3635 = tensor.empty() : tensor<490x768xf32>
  %f3636 = linalg.fill ins(%c0 : f32) outs(%e3635 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %mm3637 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3634, %layers_2_downsample_reduction_weight : tensor<490x1536xf32>, tensor<768x1536xf32>) outs(%f3636 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %r3638 = tensor.expand_shape %mm3637 [[0, 1], [2]] output_shape [10, 49, 768] : tensor<490x768xf32> into tensor<10x49x768xf32>
  %e3639 = tensor.empty() : tensor<10x49xf32>
  %f3640 = linalg.fill ins(%c0 : f32) outs(%e3639 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g3644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r3638 : tensor<10x49x768xf32>) outs(%f3640 : tensor<10x49xf32>) {
  ^bb0(%a3641: f32, %o3642: f32):
    %b3643 = arith.addf %a3641, %o3642 : f32
    linalg.yield %b3643 : f32
  } -> tensor<10x49xf32>
  %e3645 = tensor.empty() : tensor<10x49xf32>
  %g3649 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3644 : tensor<10x49xf32>) outs(%e3645 : tensor<10x49xf32>) {
  ^bb0(%a3646: f32, %o3647: f32):
    %b3648 = arith.divf %a3646, %c13 : f32
    linalg.yield %b3648 : f32
  } -> tensor<10x49xf32>
  %e3651 = tensor.empty() : tensor<10x49x768xf32>
  %g3657 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3638, %g3649 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e3651 : tensor<10x49x768xf32>) {
  ^bb0(%a3652: f32, %a3653: f32, %o3654: f32):
    %b3655 = arith.subf %a3652, %a3653 : f32
    %b3656 = arith.mulf %b3655, %b3655 : f32
    linalg.yield %b3656 : f32
  } -> tensor<10x49x768xf32>
  %e3658 = tensor.empty() : tensor<10x49xf32>
  %f3659 = linalg.fill ins(%c0 : f32) outs(%e3658 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g3663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g3657 : tensor<10x49x768xf32>) outs(%f3659 : tensor<10x49xf32>) {
  ^bb0(%a3660: f32, %o3661: f32):
    %b3662 = arith.addf %a3660, %o3661 : f32
    linalg.yield %b3662 : f32
  } -> tensor<10x49xf32>
  %e3664 = tensor.empty() : tensor<10x49xf32>
  %g3668 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3663 : tensor<10x49xf32>) outs(%e3664 : tensor<10x49xf32>) {
  ^bb0(%a3665: f32, %o3666: f32):
    %b3667 = arith.divf %a3665, %c13 : f32
    linalg.yield %b3667 : f32
  } -> tensor<10x49xf32>
  %e3670 = tensor.empty() : tensor<10x49x768xf32>
  %g3683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3638, %g3649, %g3668, %layers_2_downsample_norm_weight, %layers_2_downsample_norm_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e3670 : tensor<10x49x768xf32>) {
  ^bb0(%a3671: f32, %a3672: f32, %a3673: f32, %a3674: f32, %a3675: f32, %o3676: f32):
    %b3677 = arith.addf %a3673, %c2 : f32
    %b3678 = math.sqrt %b3677 : f32
    %b3679 = arith.subf %a3671, %a3672 : f32
    %b3680 = arith.divf %b3679, %b3678 : f32
    %b3681 = arith.mulf %b3680, %a3674 : f32
    %b3682 = arith.addf %b3681, %a3675 : f32
    linalg.yield %b3682 : f32
  } -> tensor<10x49x768xf32>
  %r3684 = tensor.expand_shape %g3683 [[0], [1, 2], [3]] output_shape [10, 7, 7, 768] : tensor<10x49x768xf32> into tensor<10x7x7x768xf32>
  %r3685 = tensor.expand_shape %r3684 [[0], [1, 2], [3, 4], [5]] output_shape [10, 1, 7, 1, 7, 768] : tensor<10x7x7x768xf32> into tensor<10x1x7x1x7x768xf32>
  %e3686 = tensor.empty() : tensor<10x1x1x7x7x768xf32>
  %g3689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r3685 : tensor<10x1x7x1x7x768xf32>) outs(%e3686 : tensor<10x1x1x7x7x768xf32>) {
  ^bb0(%a3687: f32, %o3688: f32):
    linalg.yield %a3687 : f32
  } -> tensor<10x1x1x7x7x768xf32>
  %r3690 = tensor.collapse_shape %g3689 [[0], [1, 2, 3], [4], [5]] : tensor<10x1x1x7x7x768xf32> into tensor<10x7x7x768xf32>
  %r3691 = tensor.collapse_shape %r3690 [[0], [1, 2], [3]] : tensor<10x7x7x768xf32> into tensor<10x49x768xf32>
  %e3692 = tensor.empty() : tensor<768xf32>
  %f3693 = linalg.fill ins(%c0 : f32) outs(%e3692 : tensor<768xf32>) -> tensor<768xf32>
  %e3694 = tensor.empty() : tensor<2304xf32>
  %cat3695 = tensor.insert_slice %layers_3_blocks_0_attn_q_bias into %e3694[0] [768] [1] : tensor<768xf32> into tensor<2304xf32>
  %cat3696 = tensor.insert_slice %f3693 into %cat3695[768] [768] [1] : tensor<768xf32> into tensor<2304xf32>
  %cat3697 = tensor.insert_slice %layers_3_blocks_0_attn_v_bias into %cat3696[1536] [768] [1] : tensor<768xf32> into tensor<2304xf32>
  %r3698 = tensor.collapse_shape %r3691 [[0, 1], [2]] : tensor<10x49x768xf32> into tensor<490x768xf32>
  %e3699 = tensor.empty() : tensor<490x2304xf32>
  %f3700 = linalg.fill ins(%c0 : f32) outs(%e3699 : tensor<490x2304xf32>) -> tensor<490x2304xf32>
  %mm3701 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3698, %layers_3_blocks_0_attn_qkv_weight : tensor<490x768xf32>, tensor<2304x768xf32>) outs(%f3700 : tensor<490x2304xf32>) -> tensor<490x2304xf32>
  %e3702 = tensor.empty() : tensor<490x2304xf32>
  %g3707 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3701, %cat3697 : tensor<490x2304xf32>, tensor<2304xf32>) outs(%e3702 : tensor<490x2304xf32>) {
  ^bb0(%a3703: f32, %a3704: f32, %o3705: f32):
    %b3706 = arith.addf %a3703, %a3704 : f32
    linalg.yield %b3706 : f32
  } -> tensor<490x2304xf32>
  %r3708 = tensor.expand_shape %g3707 [[0, 1], [2]] output_shape [10, 49, 2304] : tensor<490x2304xf32> into tensor<10x49x2304xf32>
  %r3709 = tensor.expand_shape %r3708 [[0], [1], [2, 3, 4]] output_shape [10, 49, 3, 24, 32] : tensor<10x49x2304xf32> into tensor<10x49x3x24x32xf32>
  %e3710 = tensor.empty() : tensor<3x10x24x49x32xf32>
  %g3713 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r3709 : tensor<10x49x3x24x32xf32>) outs(%e3710 : tensor<3x10x24x49x32xf32>) {
  ^bb0(%a3711: f32, %o3712: f32):
    linalg.yield %a3711 : f32
  } -> tensor<3x10x24x49x32xf32>
  %s3714 = tensor.extract_slice %g3713[0, 0, 0, 0, 0] [1, 10, 24, 49, 32] [1, 1, 1, 1, 1] : tensor<3x10x24x49x32xf32> to tensor<1x10x24x49x32xf32>
  %r3715 = tensor.collapse_shape %s3714 [[0, 1], [2], [3], [4]] : tensor<1x10x24x49x32xf32> into tensor<10x24x49x32xf32>
  %s3716 = tensor.extract_slice %g3713[1, 0, 0, 0, 0] [1, 10, 24, 49, 32] [1, 1, 1, 1, 1] : tensor<3x10x24x49x32xf32> to tensor<1x10x24x49x32xf32>
  %r3717 = tensor.collapse_shape %s3716 [[0, 1], [2], [3], [4]] : tensor<1x10x24x49x32xf32> into tensor<10x24x49x32xf32>
  %s3718 = tensor.extract_slice %g3713[2, 0, 0, 0, 0] [1, 10, 24, 49, 32] [1, 1, 1, 1, 1] : tensor<3x10x24x49x32xf32> to tensor<1x10x24x49x32xf32>
  %r3719 = tensor.collapse_shape %s3718 [[0, 1], [2], [3], [4]] : tensor<1x10x24x49x32xf32> into tensor<10x24x49x32xf32>
  %e3720 = tensor.empty() : tensor<10x24x49xf32>
  %f3721 = linalg.fill ins(%c0 : f32) outs(%e3720 : tensor<10x24x49xf32>) -> tensor<10x24x49xf32>
  %g3726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r3715 : tensor<10x24x49x32xf32>) outs(%f3721 : tensor<10x24x49xf32>) {
  ^bb0(%a3722: f32, %o3723: f32):
    %b3724 = arith.mulf %a3722, %a3722 : f32
    %b3725 = arith.addf %b3724, %o3723 : f32
    linalg.yield %b3725 : f32
  } -> tensor<10x24x49xf32>
  %r3727 = tensor.expand_shape %g3726 [[0], [1], [2, 3]] output_shape [10, 24, 49, 1] : tensor<10x24x49xf32> into tensor<10x24x49x1xf32>
  %e3728 = tensor.empty() : tensor<10x24x49x1xf32>
  %g3732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3727 : tensor<10x24x49x1xf32>) outs(%e3728 : tensor<10x24x49x1xf32>) {
  ^bb0(%a3729: f32, %o3730: f32):
    %b3731 = math.sqrt %a3729 : f32
    linalg.yield %b3731 : f32
  } -> tensor<10x24x49x1xf32>
  %r3733 = tensor.collapse_shape %g3732 [[0], [1], [2, 3]] : tensor<10x24x49x1xf32> into tensor<10x24x49xf32>
  %e3734 = tensor.empty() : tensor<10x24x49x32xf32>
  %g3740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3715, %r3733 : tensor<10x24x49x32xf32>, tensor<10x24x49xf32>) outs(%e3734 : tensor<10x24x49x32xf32>) {
  ^bb0(%a3735: f32, %a3736: f32, %o3737: f32):
    %b3738 = arith.maximumf %a3736, %c3 : f32
    %b3739 = arith.divf %a3735, %b3738 : f32
    linalg.yield %b3739 : f32
  } -> tensor<10x24x49x32xf32>
  %e3741 = tensor.empty() : tensor<10x24x49xf32>
  %f3742 = linalg.fill ins(%c0 : f32) outs(%e3741 : tensor<10x24x49xf32>) -> tensor<10x24x49xf32>
  %g3747 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r3717 : tensor<10x24x49x32xf32>) outs(%f3742 : tensor<10x24x49xf32>) {
  ^bb0(%a3743: f32, %o3744: f32):
    %b3745 = arith.mulf %a3743, %a3743 : f32
    %b3746 = arith.addf %b3745, %o3744 : f32
    linalg.yield %b3746 : f32
  } -> tensor<10x24x49xf32>
  %r3748 = tensor.expand_shape %g3747 [[0], [1], [2, 3]] output_shape [10, 24, 49, 1] : tensor<10x24x49xf32> into tensor<10x24x49x1xf32>
  %e3749 = tensor.empty() : tensor<10x24x49x1xf32>
  %g3753 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3748 : tensor<10x24x49x1xf32>) outs(%e3749 : tensor<10x24x49x1xf32>) {
  ^bb0(%a3750: f32, %o3751: f32):
    %b3752 = math.sqrt %a3750 : f32
    linalg.yield %b3752 : f32
  } -> tensor<10x24x49x1xf32>
  %r3754 = tensor.collapse_shape %g3753 [[0], [1], [2, 3]] : tensor<10x24x49x1xf32> into tensor<10x24x49xf32>
  %e3755 = tensor.empty() : tensor<10x24x49x32xf32>
  %g3761 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3717, %r3754 : tensor<10x24x49x32xf32>, tensor<10x24x49xf32>) outs(%e3755 : tensor<10x24x49x32xf32>) {
  ^bb0(%a3756: f32, %a3757: f32, %o3758: f32):
    %b3759 = arith.maximumf %a3757, %c3 : f32
    %b3760 = arith.divf %a3756, %b3759 : f32
    linalg.yield %b3760 : f32
  } -> tensor<10x24x49x32xf32>
  %e3762 = tensor.empty() : tensor<10x24x32x49xf32>
  %g3765 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3761 : tensor<10x24x49x32xf32>) outs(%e3762 : tensor<10x24x32x49xf32>) {
  ^bb0(%a3763: f32, %o3764: f32):
    linalg.yield %a3763 : f32
  } -> tensor<10x24x32x49xf32>
  %e3766 = tensor.empty() : tensor<10x24x49x49xf32>
  %f3767 = linalg.fill ins(%c0 : f32) outs(%e3766 : tensor<10x24x49x49xf32>) -> tensor<10x24x49x49xf32>
  %g3773 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g3740, %g3765 : tensor<10x24x49x32xf32>, tensor<10x24x32x49xf32>) outs(%f3767 : tensor<10x24x49x49xf32>) {
  ^bb0(%a3768: f32, %a3769: f32, %o3770: f32):
    %b3771 = arith.mulf %a3768, %a3769 : f32
    %b3772 = arith.addf %o3770, %b3771 : f32
    linalg.yield %b3772 : f32
  } -> tensor<10x24x49x49xf32>
  %e3774 = tensor.empty() : tensor<f32>
  %f3775 = linalg.fill ins(%c4 : f32) outs(%e3774 : tensor<f32>) -> tensor<f32>
  %e3776 = tensor.empty() : tensor<24x1x1xf32>
  %g3781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_3_blocks_0_attn_logit_scale, %f3775 : tensor<24x1x1xf32>, tensor<f32>) outs(%e3776 : tensor<24x1x1xf32>) {
  ^bb0(%a3777: f32, %a3778: f32, %o3779: f32):
    %b3780 = arith.minimumf %a3777, %a3778 : f32
    linalg.yield %b3780 : f32
  } -> tensor<24x1x1xf32>
  %e3782 = tensor.empty() : tensor<24x1x1xf32>
  %g3786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3781 : tensor<24x1x1xf32>) outs(%e3782 : tensor<24x1x1xf32>) {
  ^bb0(%a3783: f32, %o3784: f32):
    %b3785 = math.exp %a3783 : f32
    linalg.yield %b3785 : f32
  } -> tensor<24x1x1xf32>
  %r3787 = tensor.collapse_shape %g3786 [[0, 1, 2]] : tensor<24x1x1xf32> into tensor<24xf32>
  %e3788 = tensor.empty() : tensor<10x24x49x49xf32>
  %g3793 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3773, %r3787 : tensor<10x24x49x49xf32>, tensor<24xf32>) outs(%e3788 : tensor<10x24x49x49xf32>) {
  ^bb0(%a3789: f32, %a3790: f32, %o3791: f32):
    %b3792 = arith.mulf %a3789, %a3790 : f32
    linalg.yield %b3792 : f32
  } -> tensor<10x24x49x49xf32>
  %r3794 = tensor.collapse_shape %layers_3_blocks_0_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e3795 = tensor.empty() : tensor<169x512xf32>
  %f3796 = linalg.fill ins(%c0 : f32) outs(%e3795 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm3797 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3794, %layers_3_blocks_0_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f3796 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e3798 = tensor.empty() : tensor<169x512xf32>
  %g3803 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3797, %layers_3_blocks_0_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e3798 : tensor<169x512xf32>) {
  ^bb0(%a3799: f32, %a3800: f32, %o3801: f32):
    %b3802 = arith.addf %a3799, %a3800 : f32
    linalg.yield %b3802 : f32
  } -> tensor<169x512xf32>
  %r3804 = tensor.expand_shape %g3803 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e3805 = tensor.empty() : tensor<1x13x13x512xf32>
  %g3809 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r3804 : tensor<1x13x13x512xf32>) outs(%e3805 : tensor<1x13x13x512xf32>) {
  ^bb0(%a3806: f32, %o3807: f32):
    %b3808 = arith.maximumf %a3806, %c0 : f32
    linalg.yield %b3808 : f32
  } -> tensor<1x13x13x512xf32>
  %r3810 = tensor.collapse_shape %g3809 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e3811 = tensor.empty() : tensor<169x24xf32>
  %f3812 = linalg.fill ins(%c0 : f32) outs(%e3811 : tensor<169x24xf32>) -> tensor<169x24xf32>
  %mm3813 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3810, %layers_3_blocks_0_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<24x512xf32>) outs(%f3812 : tensor<169x24xf32>) -> tensor<169x24xf32>
  %r3814 = tensor.expand_shape %mm3813 [[0, 1, 2], [3]] output_shape [1, 13, 13, 24] : tensor<169x24xf32> into tensor<1x13x13x24xf32>
  %r3815 = tensor.collapse_shape %r3814 [[0, 1, 2], [3]] : tensor<1x13x13x24xf32> into tensor<169x24xf32>
  %r3816 = tensor.collapse_shape %layers_3_blocks_0_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e3817 = tensor.empty() : tensor<2401x24xf32>
  %g3826 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r3816 : tensor<2401xi64>) outs(%e3817 : tensor<2401x24xf32>) {
  ^bb0(%a3818: i64, %o3819: f32):
    %b3820 = arith.cmpi slt, %a3818, %c5 : i64
    %b3821 = arith.addi %a3818, %c6 : i64
    %b3822 = arith.select %b3820, %b3821, %a3818 : i64
    %b3823 = arith.index_cast %b3822 : i64 to index
    %i3824 = linalg.index 1 : index
    %b3825 = tensor.extract %r3815[%b3823, %i3824] : tensor<169x24xf32>
    linalg.yield %b3825 : f32
  } -> tensor<2401x24xf32>
  %r3827 = tensor.expand_shape %g3826 [[0, 1], [2]] output_shape [49, 49, 24] : tensor<2401x24xf32> into tensor<49x49x24xf32>
  %e3828 = tensor.empty() : tensor<24x49x49xf32>
  %g3831 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3827 : tensor<49x49x24xf32>) outs(%e3828 : tensor<24x49x49xf32>) {
  ^bb0(%a3829: f32, %o3830: f32):
    linalg.yield %a3829 : f32
  } -> tensor<24x49x49xf32>
  %e3832 = tensor.empty() : tensor<24x49x49xf32>
  %g3839 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3831 : tensor<24x49x49xf32>) outs(%e3832 : tensor<24x49x49xf32>) {
  ^bb0(%a3833: f32, %o3834: f32):
    %b3835 = arith.negf %a3833 : f32
    %b3836 = math.exp %b3835 : f32
    %b3837 = arith.addf %b3836, %c7 : f32
    %b3838 = arith.divf %c7, %b3837 : f32
    linalg.yield %b3838 : f32
  } -> tensor<24x49x49xf32>
  %e3840 = tensor.empty() : tensor<24x49x49xf32>
  %g3844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3839 : tensor<24x49x49xf32>) outs(%e3840 : tensor<24x49x49xf32>) {
  ^bb0(%a3841: f32, %o3842: f32):
    %b3843 = arith.mulf %c8, %a3841 : f32
    linalg.yield %b3843 : f32
  } -> tensor<24x49x49xf32>
  %e3846 = tensor.empty() : tensor<10x24x49x49xf32>
  %g3851 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3793, %g3844 : tensor<10x24x49x49xf32>, tensor<24x49x49xf32>) outs(%e3846 : tensor<10x24x49x49xf32>) {
  ^bb0(%a3847: f32, %a3848: f32, %o3849: f32):
    %b3850 = arith.addf %a3847, %a3848 : f32
    linalg.yield %b3850 : f32
  } -> tensor<10x24x49x49xf32>
  %e3852 = tensor.empty() : tensor<10x24x49x49xf32>
  %sm3853 = linalg.softmax dimension(3) ins(%g3851 : tensor<10x24x49x49xf32>) outs(%e3852 : tensor<10x24x49x49xf32>) -> tensor<10x24x49x49xf32>
  %e3854 = tensor.empty() : tensor<10x24x49x32xf32>
  %f3855 = linalg.fill ins(%c0 : f32) outs(%e3854 : tensor<10x24x49x32xf32>) -> tensor<10x24x49x32xf32>
  %g3861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm3853, %r3719 : tensor<10x24x49x49xf32>, tensor<10x24x49x32xf32>) outs(%f3855 : tensor<10x24x49x32xf32>) {
  ^bb0(%a3856: f32, %a3857: f32, %o3858: f32):
    %b3859 = arith.mulf %a3856, %a3857 : f32
    %b3860 = arith.addf %o3858, %b3859 : f32
    linalg.yield %b3860 : f32
  } -> tensor<10x24x49x32xf32>
  %e3862 = tensor.empty() : tensor<10x49x24x32xf32>
  %g3865 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g3861 : tensor<10x24x49x32xf32>) outs(%e3862 : tensor<10x49x24x32xf32>) {
  ^bb0(%a3863: f32, %o3864: f32):
    linalg.yield %a3863 : f32
  } -> tensor<10x49x24x32xf32>
  %r3866 = tensor.collapse_shape %g3865 [[0], [1], [2, 3]] : tensor<10x49x24x32xf32> into tensor<10x49x768xf32>
  %r3867 = tensor.collapse_shape %r3866 [[0, 1], [2]] : tensor<10x49x768xf32> into tensor<490x768xf32>
  %e3868 = tensor.empty() : tensor<490x768xf32>
  %f3869 = linalg.fill ins(%c0 : f32) outs(%e3868 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %mm3870 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3867, %layers_3_blocks_0_attn_proj_weight : tensor<490x768xf32>, tensor<768x768xf32>) outs(%f3869 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %e3871 = tensor.empty() : tensor<490x768xf32>
  %g3876 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3870, %layers_3_blocks_0_attn_proj_bias : tensor<490x768xf32>, tensor<768xf32>) outs(%e3871 : tensor<490x768xf32>) {
  ^bb0(%a3872: f32, %a3873: f32, %o3874: f32):
    %b3875 = arith.addf %a3872, %a3873 : f32
    linalg.yield %b3875 : f32
  } -> tensor<490x768xf32>
  %r3877 = tensor.expand_shape %g3876 [[0, 1], [2]] output_shape [10, 49, 768] : tensor<490x768xf32> into tensor<10x49x768xf32>
  %r3878 = tensor.expand_shape %r3877 [[0], [1, 2], [3]] output_shape [10, 7, 7, 768] : tensor<10x49x768xf32> into tensor<10x7x7x768xf32>
  %r3879 = tensor.expand_shape %r3878 [[0], [1, 2, 3], [4], [5]] output_shape [10, 1, 1, 7, 7, 768] : tensor<10x7x7x768xf32> into tensor<10x1x1x7x7x768xf32>
  %e3880 = tensor.empty() : tensor<10x1x7x1x7x768xf32>
  %g3883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r3879 : tensor<10x1x1x7x7x768xf32>) outs(%e3880 : tensor<10x1x7x1x7x768xf32>) {
  ^bb0(%a3881: f32, %o3882: f32):
    linalg.yield %a3881 : f32
  } -> tensor<10x1x7x1x7x768xf32>
  %r3884 = tensor.collapse_shape %g3883 [[0], [1, 2], [3, 4], [5]] : tensor<10x1x7x1x7x768xf32> into tensor<10x7x7x768xf32>
  %r3885 = tensor.collapse_shape %r3884 [[0], [1, 2], [3]] : tensor<10x7x7x768xf32> into tensor<10x49x768xf32>
  %e3886 = tensor.empty() : tensor<10x49xf32>
  %f3887 = linalg.fill ins(%c0 : f32) outs(%e3886 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g3891 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r3885 : tensor<10x49x768xf32>) outs(%f3887 : tensor<10x49xf32>) {
  ^bb0(%a3888: f32, %o3889: f32):
    %b3890 = arith.addf %a3888, %o3889 : f32
    linalg.yield %b3890 : f32
  } -> tensor<10x49xf32>
  %e3892 = tensor.empty() : tensor<10x49xf32>
  %g3896 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3891 : tensor<10x49xf32>) outs(%e3892 : tensor<10x49xf32>) {
  ^bb0(%a3893: f32, %o3894: f32):
    %b3895 = arith.divf %a3893, %c13 : f32
    linalg.yield %b3895 : f32
  } -> tensor<10x49xf32>
  %e3898 = tensor.empty() : tensor<10x49x768xf32>
  %g3904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3885, %g3896 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e3898 : tensor<10x49x768xf32>) {
  ^bb0(%a3899: f32, %a3900: f32, %o3901: f32):
    %b3902 = arith.subf %a3899, %a3900 : f32
    %b3903 = arith.mulf %b3902, %b3902 : f32
    linalg.yield %b3903 : f32
  } -> tensor<10x49x768xf32>
  %e3905 = tensor.empty() : tensor<10x49xf32>
  %f3906 = linalg.fill ins(%c0 : f32) outs(%e3905 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g3910 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g3904 : tensor<10x49x768xf32>) outs(%f3906 : tensor<10x49xf32>) {
  ^bb0(%a3907: f32, %o3908: f32):
    %b3909 = arith.addf %a3907, %o3908 : f32
    linalg.yield %b3909 : f32
  } -> tensor<10x49xf32>
  %e3911 = tensor.empty() : tensor<10x49xf32>
  %g3915 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3910 : tensor<10x49xf32>) outs(%e3911 : tensor<10x49xf32>) {
  ^bb0(%a3912: f32, %o3913: f32):
    %b3914 = arith.divf %a3912, %c13 : f32
    linalg.yield %b3914 : f32
  } -> tensor<10x49xf32>
  %e3917 = tensor.empty() : tensor<10x49x768xf32>
  %g3930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3885, %g3896, %g3915, %layers_3_blocks_0_norm1_weight, %layers_3_blocks_0_norm1_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e3917 : tensor<10x49x768xf32>) {
  ^bb0(%a3918: f32, %a3919: f32, %a3920: f32, %a3921: f32, %a3922: f32, %o3923: f32):
    %b3924 = arith.addf %a3920, %c2 : f32
    %b3925 = math.sqrt %b3924 : f32
    %b3926 = arith.subf %a3918, %a3919 : f32
    %b3927 = arith.divf %b3926, %b3925 : f32
    %b3928 = arith.mulf %b3927, %a3921 : f32
    %b3929 = arith.addf %b3928, %a3922 : f32
    linalg.yield %b3929 : f32
  } -> tensor<10x49x768xf32>
  %e3931 = tensor.empty() : tensor<10x49x768xf32>
  %g3936 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3683, %g3930 : tensor<10x49x768xf32>, tensor<10x49x768xf32>) outs(%e3931 : tensor<10x49x768xf32>) {
  ^bb0(%a3932: f32, %a3933: f32, %o3934: f32):
    %b3935 = arith.addf %a3932, %a3933 : f32
    linalg.yield %b3935 : f32
  } -> tensor<10x49x768xf32>
  %r3937 = tensor.collapse_shape %g3936 [[0, 1], [2]] : tensor<10x49x768xf32> into tensor<490x768xf32>
  %e3938 = tensor.empty() : tensor<490x3072xf32>
  %f3939 = linalg.fill ins(%c0 : f32) outs(%e3938 : tensor<490x3072xf32>) -> tensor<490x3072xf32>
  %mm3940 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3937, %layers_3_blocks_0_mlp_fc1_weight : tensor<490x768xf32>, tensor<3072x768xf32>) outs(%f3939 : tensor<490x3072xf32>) -> tensor<490x3072xf32>
  %e3941 = tensor.empty() : tensor<490x3072xf32>
  %g3946 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3940, %layers_3_blocks_0_mlp_fc1_bias : tensor<490x3072xf32>, tensor<3072xf32>) outs(%e3941 : tensor<490x3072xf32>) {
  ^bb0(%a3942: f32, %a3943: f32, %o3944: f32):
    %b3945 = arith.addf %a3942, %a3943 : f32
    linalg.yield %b3945 : f32
  } -> tensor<490x3072xf32>
  %r3947 = tensor.expand_shape %g3946 [[0, 1], [2]] output_shape [10, 49, 3072] : tensor<490x3072xf32> into tensor<10x49x3072xf32>
  %e3948 = tensor.empty() : tensor<10x49x3072xf32>
  %g3956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3947 : tensor<10x49x3072xf32>) outs(%e3948 : tensor<10x49x3072xf32>) {
  ^bb0(%a3949: f32, %o3950: f32):
    %b3951 = arith.mulf %a3949, %c9 : f32
    %b3952 = arith.mulf %a3949, %c10 : f32
    %b3953 = math.erf %b3952 : f32
    %b3954 = arith.addf %b3953, %c7 : f32
    %b3955 = arith.mulf %b3951, %b3954 : f32
    linalg.yield %b3955 : f32
  } -> tensor<10x49x3072xf32>
  %r3957 = tensor.collapse_shape %g3956 [[0, 1], [2]] : tensor<10x49x3072xf32> into tensor<490x3072xf32>
  %e3958 = tensor.empty() : tensor<490x768xf32>
  %f3959 = linalg.fill ins(%c0 : f32) outs(%e3958 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %mm3960 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r3957, %layers_3_blocks_0_mlp_fc2_weight : tensor<490x3072xf32>, tensor<768x3072xf32>) outs(%f3959 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %e3961 = tensor.empty() : tensor<490x768xf32>
  %g3966 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3960, %layers_3_blocks_0_mlp_fc2_bias : tensor<490x768xf32>, tensor<768xf32>) outs(%e3961 : tensor<490x768xf32>) {
  ^bb0(%a3962: f32, %a3963: f32, %o3964: f32):
    %b3965 = arith.addf %a3962, %a3963 : f32
    linalg.yield %b3965 : f32
  } -> tensor<490x768xf32>
  %r3967 = tensor.expand_shape %g3966 [[0, 1], [2]] output_shape [10, 49, 768] : tensor<490x768xf32> into tensor<10x49x768xf32>
  %e3968 = tensor.empty() : tensor<10x49xf32>
  %f3969 = linalg.fill ins(%c0 : f32) outs(%e3968 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g3973 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r3967 : tensor<10x49x768xf32>) outs(%f3969 : tensor<10x49xf32>) {
  ^bb0(%a3970: f32, %o3971: f32):
    %b3972 = arith.addf %a3970, %o3971 : f32
    linalg.yield %b3972 : f32
  } -> tensor<10x49xf32>
  %e3974 = tensor.empty() : tensor<10x49xf32>
  %g3978 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3973 : tensor<10x49xf32>) outs(%e3974 : tensor<10x49xf32>) {
  ^bb0(%a3975: f32, %o3976: f32):
    %b3977 = arith.divf %a3975, %c13 : f32
    linalg.yield %b3977 : f32
  } -> tensor<10x49xf32>
  %e3980 = tensor.empty() : tensor<10x49x768xf32>
  %g3986 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3967, %g3978 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e3980 : tensor<10x49x768xf32>) {
  ^bb0(%a3981: f32, %a3982: f32, %o3983: f32):
    %b3984 = arith.subf %a3981, %a3982 : f32
    %b3985 = arith.mulf %b3984, %b3984 : f32
    linalg.yield %b3985 : f32
  } -> tensor<10x49x768xf32>
  %e3987 = tensor.empty() : tensor<10x49xf32>
  %f3988 = linalg.fill ins(%c0 : f32) outs(%e3987 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g3992 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g3986 : tensor<10x49x768xf32>) outs(%f3988 : tensor<10x49xf32>) {
  ^bb0(%a3989: f32, %o3990: f32):
    %b3991 = arith.addf %a3989, %o3990 : f32
    linalg.yield %b3991 : f32
  } -> tensor<10x49xf32>
  %e3993 = tensor.empty() : tensor<10x49xf32>
  %g3997 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3992 : tensor<10x49xf32>) outs(%e3993 : tensor<10x49xf32>) {
  ^bb0(%a3994: f32, %o3995: f32):
    %b3996 = arith.divf %a3994, %c13 : f32
    linalg.yield %b3996 : f32
  } -> tensor<10x49xf32>
  %e3999 = tensor.empty() : tensor<10x49x768xf32>
  %g4012 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r3967, %g3978, %g3997, %layers_3_blocks_0_norm2_weight, %layers_3_blocks_0_norm2_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e3999 : tensor<10x49x768xf32>) {
  ^bb0(%a4000: f32, %a4001: f32, %a4002: f32, %a4003: f32, %a4004: f32, %o4005: f32):
    %b4006 = arith.addf %a4002, %c2 : f32
    %b4007 = math.sqrt %b4006 : f32
    %b4008 = arith.subf %a4000, %a4001 : f32
    %b4009 = arith.divf %b4008, %b4007 : f32
    %b4010 = arith.mulf %b4009, %a4003 : f32
    %b4011 = arith.addf %b4010, %a4004 : f32
    linalg.yield %b4011 : f32
  } -> tensor<10x49x768xf32>
  %e4013 = tensor.empty() : tensor<10x49x768xf32>
  %g4018 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g3936, %g4012 : tensor<10x49x768xf32>, tensor<10x49x768xf32>) outs(%e4013 : tensor<10x49x768xf32>) {
  ^bb0(%a4014: f32, %a4015: f32, %o4016: f32):
    %b4017 = arith.addf %a4014, %a4015 : f32
    linalg.yield %b4017 : f32
  } -> tensor<10x49x768xf32>
  %r4019 = tensor.expand_shape %g4018 [[0], [1, 2], [3]] output_shape [10, 7, 7, 768] : tensor<10x49x768xf32> into tensor<10x7x7x768xf32>
  %r4020 = tensor.expand_shape %r4019 [[0], [1, 2], [3, 4], [5]] output_shape [10, 1, 7, 1, 7, 768] : tensor<10x7x7x768xf32> into tensor<10x1x7x1x7x768xf32>
  %e4021 = tensor.empty() : tensor<10x1x1x7x7x768xf32>
  %g4024 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r4020 : tensor<10x1x7x1x7x768xf32>) outs(%e4021 : tensor<10x1x1x7x7x768xf32>) {
  ^bb0(%a4022: f32, %o4023: f32):
    linalg.yield %a4022 : f32
  } -> tensor<10x1x1x7x7x768xf32>
  %r4025 = tensor.collapse_shape %g4024 [[0], [1, 2, 3], [4], [5]] : tensor<10x1x1x7x7x768xf32> into tensor<10x7x7x768xf32>
  %r4026 = tensor.collapse_shape %r4025 [[0], [1, 2], [3]] : tensor<10x7x7x768xf32> into tensor<10x49x768xf32>
  %e4027 = tensor.empty() : tensor<768xf32>
  %f4028 = linalg.fill ins(%c0 : f32) outs(%e4027 : tensor<768xf32>) -> tensor<768xf32>
  %e4029 = tensor.empty() : tensor<2304xf32>
  %cat4030 = tensor.insert_slice %layers_3_blocks_1_attn_q_bias into %e4029[0] [768] [1] : tensor<768xf32> into tensor<2304xf32>
  %cat4031 = tensor.insert_slice %f4028 into %cat4030[768] [768] [1] : tensor<768xf32> into tensor<2304xf32>
  %cat4032 = tensor.insert_slice %layers_3_blocks_1_attn_v_bias into %cat4031[1536] [768] [1] : tensor<768xf32> into tensor<2304xf32>
  %r4033 = tensor.collapse_shape %r4026 [[0, 1], [2]] : tensor<10x49x768xf32> into tensor<490x768xf32>
  %e4034 = tensor.empty() : tensor<490x2304xf32>
  %f4035 = linalg.fill ins(%c0 : f32) outs(%e4034 : tensor<490x2304xf32>) -> tensor<490x2304xf32>
  %mm4036 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r4033, %layers_3_blocks_1_attn_qkv_weight : tensor<490x768xf32>, tensor<2304x768xf32>) outs(%f4035 : tensor<490x2304xf32>) -> tensor<490x2304xf32>
  %e4037 = tensor.empty() : tensor<490x2304xf32>
  %g4042 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4036, %cat4032 : tensor<490x2304xf32>, tensor<2304xf32>) outs(%e4037 : tensor<490x2304xf32>) {
  ^bb0(%a4038: f32, %a4039: f32, %o4040: f32):
    %b4041 = arith.addf %a4038, %a4039 : f32
    linalg.yield %b4041 : f32
  } -> tensor<490x2304xf32>
  %r4043 = tensor.expand_shape %g4042 [[0, 1], [2]] output_shape [10, 49, 2304] : tensor<490x2304xf32> into tensor<10x49x2304xf32>
  %r4044 = tensor.expand_shape %r4043 [[0], [1], [2, 3, 4]] output_shape [10, 49, 3, 24, 32] : tensor<10x49x2304xf32> into tensor<10x49x3x24x32xf32>
  %e4045 = tensor.empty() : tensor<3x10x24x49x32xf32>
  %g4048 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r4044 : tensor<10x49x3x24x32xf32>) outs(%e4045 : tensor<3x10x24x49x32xf32>) {
  ^bb0(%a4046: f32, %o4047: f32):
    linalg.yield %a4046 : f32
  } -> tensor<3x10x24x49x32xf32>
  %s4049 = tensor.extract_slice %g4048[0, 0, 0, 0, 0] [1, 10, 24, 49, 32] [1, 1, 1, 1, 1] : tensor<3x10x24x49x32xf32> to tensor<1x10x24x49x32xf32>
  %r4050 = tensor.collapse_shape %s4049 [[0, 1], [2], [3], [4]] : tensor<1x10x24x49x32xf32> into tensor<10x24x49x32xf32>
  %s4051 = tensor.extract_slice %g4048[1, 0, 0, 0, 0] [1, 10, 24, 49, 32] [1, 1, 1, 1, 1] : tensor<3x10x24x49x32xf32> to tensor<1x10x24x49x32xf32>
  %r4052 = tensor.collapse_shape %s4051 [[0, 1], [2], [3], [4]] : tensor<1x10x24x49x32xf32> into tensor<10x24x49x32xf32>
  %s4053 = tensor.extract_slice %g4048[2, 0, 0, 0, 0] [1, 10, 24, 49, 32] [1, 1, 1, 1, 1] : tensor<3x10x24x49x32xf32> to tensor<1x10x24x49x32xf32>
  %r4054 = tensor.collapse_shape %s4053 [[0, 1], [2], [3], [4]] : tensor<1x10x24x49x32xf32> into tensor<10x24x49x32xf32>
  %e4055 = tensor.empty() : tensor<10x24x49xf32>
  %f4056 = linalg.fill ins(%c0 : f32) outs(%e4055 : tensor<10x24x49xf32>) -> tensor<10x24x49xf32>
  %g4061 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r4050 : tensor<10x24x49x32xf32>) outs(%f4056 : tensor<10x24x49xf32>) {
  ^bb0(%a4057: f32, %o4058: f32):
    %b4059 = arith.mulf %a4057, %a4057 : f32
    %b4060 = arith.addf %b4059, %o4058 : f32
    linalg.yield %b4060 : f32
  } -> tensor<10x24x49xf32>
  %r4062 = tensor.expand_shape %g4061 [[0], [1], [2, 3]] output_shape [10, 24, 49, 1] : tensor<10x24x49xf32> into tensor<10x24x49x1xf32>
  %e4063 = tensor.empty() : tensor<10x24x49x1xf32>
  %g4067 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r4062 : tensor<10x24x49x1xf32>) outs(%e4063 : tensor<10x24x49x1xf32>) {
  ^bb0(%a4064: f32, %o4065: f32):
    %b4066 = math.sqrt %a4064 : f32
    linalg.yield %b4066 : f32
  } -> tensor<10x24x49x1xf32>
  %r4068 = tensor.collapse_shape %g4067 [[0], [1], [2, 3]] : tensor<10x24x49x1xf32> into tensor<10x24x49xf32>
  %e4069 = tensor.empty() : tensor<10x24x49x32xf32>
  %g4075 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r4050, %r4068 : tensor<10x24x49x32xf32>, tensor<10x24x49xf32>) outs(%e4069 : tensor<10x24x49x32xf32>) {
  ^bb0(%a4070: f32, %a4071: f32, %o4072: f32):
    %b4073 = arith.maximumf %a4071, %c3 : f32
    %b4074 = arith.divf %a4070, %b4073 : f32
    linalg.yield %b4074 : f32
  } -> tensor<10x24x49x32xf32>
  %e4076 = tensor.empty() : tensor<10x24x49xf32>
  %f4077 = linalg.fill ins(%c0 : f32) outs(%e4076 : tensor<10x24x49xf32>) -> tensor<10x24x49xf32>
  %g4082 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r4052 : tensor<10x24x49x32xf32>) outs(%f4077 : tensor<10x24x49xf32>) {
  ^bb0(%a4078: f32, %o4079: f32):
    %b4080 = arith.mulf %a4078, %a4078 : f32
    %b4081 = arith.addf %b4080, %o4079 : f32
    linalg.yield %b4081 : f32
  } -> tensor<10x24x49xf32>
  %r4083 = tensor.expand_shape %g4082 [[0], [1], [2, 3]] output_shape [10, 24, 49, 1] : tensor<10x24x49xf32> into tensor<10x24x49x1xf32>
  %e4084 = tensor.empty() : tensor<10x24x49x1xf32>
  %g4088 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r4083 : tensor<10x24x49x1xf32>) outs(%e4084 : tensor<10x24x49x1xf32>) {
  ^bb0(%a4085: f32, %o4086: f32):
    %b4087 = math.sqrt %a4085 : f32
    linalg.yield %b4087 : f32
  } -> tensor<10x24x49x1xf32>
  %r4089 = tensor.collapse_shape %g4088 [[0], [1], [2, 3]] : tensor<10x24x49x1xf32> into tensor<10x24x49xf32>
  %e4090 = tensor.empty() : tensor<10x24x49x32xf32>
  %g4096 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r4052, %r4089 : tensor<10x24x49x32xf32>, tensor<10x24x49xf32>) outs(%e4090 : tensor<10x24x49x32xf32>) {
  ^bb0(%a4091: f32, %a4092: f32, %o4093: f32):
    %b4094 = arith.maximumf %a4092, %c3 : f32
    %b4095 = arith.divf %a4091, %b4094 : f32
    linalg.yield %b4095 : f32
  } -> tensor<10x24x49x32xf32>
  %e4097 = tensor.empty() : tensor<10x24x32x49xf32>
  %g4100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4096 : tensor<10x24x49x32xf32>) outs(%e4097 : tensor<10x24x32x49xf32>) {
  ^bb0(%a4098: f32, %o4099: f32):
    linalg.yield %a4098 : f32
  } -> tensor<10x24x32x49xf32>
  %e4101 = tensor.empty() : tensor<10x24x49x49xf32>
  %f4102 = linalg.fill ins(%c0 : f32) outs(%e4101 : tensor<10x24x49x49xf32>) -> tensor<10x24x49x49xf32>
  %g4108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g4075, %g4100 : tensor<10x24x49x32xf32>, tensor<10x24x32x49xf32>) outs(%f4102 : tensor<10x24x49x49xf32>) {
  ^bb0(%a4103: f32, %a4104: f32, %o4105: f32):
    %b4106 = arith.mulf %a4103, %a4104 : f32
    %b4107 = arith.addf %o4105, %b4106 : f32
    linalg.yield %b4107 : f32
  } -> tensor<10x24x49x49xf32>
  %e4109 = tensor.empty() : tensor<f32>
  %f4110 = linalg.fill ins(%c4 : f32) outs(%e4109 : tensor<f32>) -> tensor<f32>
  %e4111 = tensor.empty() : tensor<24x1x1xf32>
  %g4116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%layers_3_blocks_1_attn_logit_scale, %f4110 : tensor<24x1x1xf32>, tensor<f32>) outs(%e4111 : tensor<24x1x1xf32>) {
  ^bb0(%a4112: f32, %a4113: f32, %o4114: f32):
    %b4115 = arith.minimumf %a4112, %a4113 : f32
    linalg.yield %b4115 : f32
  } -> tensor<24x1x1xf32>
  %e4117 = tensor.empty() : tensor<24x1x1xf32>
  %g4121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g4116 : tensor<24x1x1xf32>) outs(%e4117 : tensor<24x1x1xf32>) {
  ^bb0(%a4118: f32, %o4119: f32):
    %b4120 = math.exp %a4118 : f32
    linalg.yield %b4120 : f32
  } -> tensor<24x1x1xf32>
  %r4122 = tensor.collapse_shape %g4121 [[0, 1, 2]] : tensor<24x1x1xf32> into tensor<24xf32>
  %e4123 = tensor.empty() : tensor<10x24x49x49xf32>
  %g4128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4108, %r4122 : tensor<10x24x49x49xf32>, tensor<24xf32>) outs(%e4123 : tensor<10x24x49x49xf32>) {
  ^bb0(%a4124: f32, %a4125: f32, %o4126: f32):
    %b4127 = arith.mulf %a4124, %a4125 : f32
    linalg.yield %b4127 : f32
  } -> tensor<10x24x49x49xf32>
  %r4129 = tensor.collapse_shape %layers_3_blocks_1_attn_relative_coords_table [[0, 1, 2], [3]] : tensor<1x13x13x2xf32> into tensor<169x2xf32>
  %e4130 = tensor.empty() : tensor<169x512xf32>
  %f4131 = linalg.fill ins(%c0 : f32) outs(%e4130 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %mm4132 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r4129, %layers_3_blocks_1_attn_cpb_mlp_0_weight : tensor<169x2xf32>, tensor<512x2xf32>) outs(%f4131 : tensor<169x512xf32>) -> tensor<169x512xf32>
  %e4133 = tensor.empty() : tensor<169x512xf32>
  %g4138 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4132, %layers_3_blocks_1_attn_cpb_mlp_0_bias : tensor<169x512xf32>, tensor<512xf32>) outs(%e4133 : tensor<169x512xf32>) {
  ^bb0(%a4134: f32, %a4135: f32, %o4136: f32):
    %b4137 = arith.addf %a4134, %a4135 : f32
    linalg.yield %b4137 : f32
  } -> tensor<169x512xf32>
  %r4139 = tensor.expand_shape %g4138 [[0, 1, 2], [3]] output_shape [1, 13, 13, 512] : tensor<169x512xf32> into tensor<1x13x13x512xf32>
  %e4140 = tensor.empty() : tensor<1x13x13x512xf32>
  %g4144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r4139 : tensor<1x13x13x512xf32>) outs(%e4140 : tensor<1x13x13x512xf32>) {
  ^bb0(%a4141: f32, %o4142: f32):
    %b4143 = arith.maximumf %a4141, %c0 : f32
    linalg.yield %b4143 : f32
  } -> tensor<1x13x13x512xf32>
  %r4145 = tensor.collapse_shape %g4144 [[0, 1, 2], [3]] : tensor<1x13x13x512xf32> into tensor<169x512xf32>
  %e4146 = tensor.empty() : tensor<169x24xf32>
  %f4147 = linalg.fill ins(%c0 : f32) outs(%e4146 : tensor<169x24xf32>) -> tensor<169x24xf32>
  %mm4148 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r4145, %layers_3_blocks_1_attn_cpb_mlp_2_weight : tensor<169x512xf32>, tensor<24x512xf32>) outs(%f4147 : tensor<169x24xf32>) -> tensor<169x24xf32>
  %r4149 = tensor.expand_shape %mm4148 [[0, 1, 2], [3]] output_shape [1, 13, 13, 24] : tensor<169x24xf32> into tensor<1x13x13x24xf32>
  %r4150 = tensor.collapse_shape %r4149 [[0, 1, 2], [3]] : tensor<1x13x13x24xf32> into tensor<169x24xf32>
  %r4151 = tensor.collapse_shape %layers_3_blocks_1_attn_relative_position_index [[0, 1]] : tensor<49x49xi64> into tensor<2401xi64>
  %e4152 = tensor.empty() : tensor<2401x24xf32>
  %g4161 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r4151 : tensor<2401xi64>) outs(%e4152 : tensor<2401x24xf32>) {
  ^bb0(%a4153: i64, %o4154: f32):
    %b4155 = arith.cmpi slt, %a4153, %c5 : i64
    %b4156 = arith.addi %a4153, %c6 : i64
    %b4157 = arith.select %b4155, %b4156, %a4153 : i64
    %b4158 = arith.index_cast %b4157 : i64 to index
    %i4159 = linalg.index 1 : index
    %b4160 = tensor.extract %r4150[%b4158, %i4159] : tensor<169x24xf32>
    linalg.yield %b4160 : f32
  } -> tensor<2401x24xf32>
  %r4162 = tensor.expand_shape %g4161 [[0, 1], [2]] output_shape [49, 49, 24] : tensor<2401x24xf32> into tensor<49x49x24xf32>
  %e4163 = tensor.empty() : tensor<24x49x49xf32>
  %g4166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r4162 : tensor<49x49x24xf32>) outs(%e4163 : tensor<24x49x49xf32>) {
  ^bb0(%a4164: f32, %o4165: f32):
    linalg.yield %a4164 : f32
  } -> tensor<24x49x49xf32>
  %e4167 = tensor.empty() : tensor<24x49x49xf32>
  %g4174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g4166 : tensor<24x49x49xf32>) outs(%e4167 : tensor<24x49x49xf32>) {
  ^bb0(%a4168: f32, %o4169: f32):
    %b4170 = arith.negf %a4168 : f32
    %b4171 = math.exp %b4170 : f32
    %b4172 = arith.addf %b4171, %c7 : f32
    %b4173 = arith.divf %c7, %b4172 : f32
    linalg.yield %b4173 : f32
  } -> tensor<24x49x49xf32>
  %e4175 = tensor.empty() : tensor<24x49x49xf32>
  %g4179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g4174 : tensor<24x49x49xf32>) outs(%e4175 : tensor<24x49x49xf32>) {
  ^bb0(%a4176: f32, %o4177: f32):
    %b4178 = arith.mulf %c8, %a4176 : f32
    linalg.yield %b4178 : f32
  } -> tensor<24x49x49xf32>
  %e4181 = tensor.empty() : tensor<10x24x49x49xf32>
  %g4186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4128, %g4179 : tensor<10x24x49x49xf32>, tensor<24x49x49xf32>) outs(%e4181 : tensor<10x24x49x49xf32>) {
  ^bb0(%a4182: f32, %a4183: f32, %o4184: f32):
    %b4185 = arith.addf %a4182, %a4183 : f32
    linalg.yield %b4185 : f32
  } -> tensor<10x24x49x49xf32>
  %e4187 = tensor.empty() : tensor<10x24x49x49xf32>
  %sm4188 = linalg.softmax dimension(3) ins(%g4186 : tensor<10x24x49x49xf32>) outs(%e4187 : tensor<10x24x49x49xf32>) -> tensor<10x24x49x49xf32>
  %e4189 = tensor.empty() : tensor<10x24x49x32xf32>
  %f4190 = linalg.fill ins(%c0 : f32) outs(%e4189 : tensor<10x24x49x32xf32>) -> tensor<10x24x49x32xf32>
  %g4196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm4188, %r4054 : tensor<10x24x49x49xf32>, tensor<10x24x49x32xf32>) outs(%f4190 : tensor<10x24x49x32xf32>) {
  ^bb0(%a4191: f32, %a4192: f32, %o4193: f32):
    %b4194 = arith.mulf %a4191, %a4192 : f32
    %b4195 = arith.addf %o4193, %b4194 : f32
    linalg.yield %b4195 : f32
  } -> tensor<10x24x49x32xf32>
  %e4197 = tensor.empty() : tensor<10x49x24x32xf32>
  %g4200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g4196 : tensor<10x24x49x32xf32>) outs(%e4197 : tensor<10x49x24x32xf32>) {
  ^bb0(%a4198: f32, %o4199: f32):
    linalg.yield %a4198 : f32
  } -> tensor<10x49x24x32xf32>
  %r4201 = tensor.collapse_shape %g4200 [[0], [1], [2, 3]] : tensor<10x49x24x32xf32> into tensor<10x49x768xf32>
  %r4202 = tensor.collapse_shape %r4201 [[0, 1], [2]] : tensor<10x49x768xf32> into tensor<490x768xf32>
  %e4203 = tensor.empty() : tensor<490x768xf32>
  %f4204 = linalg.fill ins(%c0 : f32) outs(%e4203 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %mm4205 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r4202, %layers_3_blocks_1_attn_proj_weight : tensor<490x768xf32>, tensor<768x768xf32>) outs(%f4204 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %e4206 = tensor.empty() : tensor<490x768xf32>
  %g4211 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4205, %layers_3_blocks_1_attn_proj_bias : tensor<490x768xf32>, tensor<768xf32>) outs(%e4206 : tensor<490x768xf32>) {
  ^bb0(%a4207: f32, %a4208: f32, %o4209: f32):
    %b4210 = arith.addf %a4207, %a4208 : f32
    linalg.yield %b4210 : f32
  } -> tensor<490x768xf32>
  %r4212 = tensor.expand_shape %g4211 [[0, 1], [2]] output_shape [10, 49, 768] : tensor<490x768xf32> into tensor<10x49x768xf32>
  %r4213 = tensor.expand_shape %r4212 [[0], [1, 2], [3]] output_shape [10, 7, 7, 768] : tensor<10x49x768xf32> into tensor<10x7x7x768xf32>
  %r4214 = tensor.expand_shape %r4213 [[0], [1, 2, 3], [4], [5]] output_shape [10, 1, 1, 7, 7, 768] : tensor<10x7x7x768xf32> into tensor<10x1x1x7x7x768xf32>
  %e4215 = tensor.empty() : tensor<10x1x7x1x7x768xf32>
  %g4218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%r4214 : tensor<10x1x1x7x7x768xf32>) outs(%e4215 : tensor<10x1x7x1x7x768xf32>) {
  ^bb0(%a4216: f32, %o4217: f32):
    linalg.yield %a4216 : f32
  } -> tensor<10x1x7x1x7x768xf32>
  %r4219 = tensor.collapse_shape %g4218 [[0], [1, 2], [3, 4], [5]] : tensor<10x1x7x1x7x768xf32> into tensor<10x7x7x768xf32>
  %r4220 = tensor.collapse_shape %r4219 [[0], [1, 2], [3]] : tensor<10x7x7x768xf32> into tensor<10x49x768xf32>
  %e4221 = tensor.empty() : tensor<10x49xf32>
  %f4222 = linalg.fill ins(%c0 : f32) outs(%e4221 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g4226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r4220 : tensor<10x49x768xf32>) outs(%f4222 : tensor<10x49xf32>) {
  ^bb0(%a4223: f32, %o4224: f32):
    %b4225 = arith.addf %a4223, %o4224 : f32
    linalg.yield %b4225 : f32
  } -> tensor<10x49xf32>
  %e4227 = tensor.empty() : tensor<10x49xf32>
  %g4231 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4226 : tensor<10x49xf32>) outs(%e4227 : tensor<10x49xf32>) {
  ^bb0(%a4228: f32, %o4229: f32):
    %b4230 = arith.divf %a4228, %c13 : f32
    linalg.yield %b4230 : f32
  } -> tensor<10x49xf32>
  %e4233 = tensor.empty() : tensor<10x49x768xf32>
  %g4239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r4220, %g4231 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e4233 : tensor<10x49x768xf32>) {
  ^bb0(%a4234: f32, %a4235: f32, %o4236: f32):
    %b4237 = arith.subf %a4234, %a4235 : f32
    %b4238 = arith.mulf %b4237, %b4237 : f32
    linalg.yield %b4238 : f32
  } -> tensor<10x49x768xf32>
  %e4240 = tensor.empty() : tensor<10x49xf32>
  %f4241 = linalg.fill ins(%c0 : f32) outs(%e4240 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g4245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g4239 : tensor<10x49x768xf32>) outs(%f4241 : tensor<10x49xf32>) {
  ^bb0(%a4242: f32, %o4243: f32):
    %b4244 = arith.addf %a4242, %o4243 : f32
    linalg.yield %b4244 : f32
  } -> tensor<10x49xf32>
  %e4246 = tensor.empty() : tensor<10x49xf32>
  %g4250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4245 : tensor<10x49xf32>) outs(%e4246 : tensor<10x49xf32>) {
  ^bb0(%a4247: f32, %o4248: f32):
    %b4249 = arith.divf %a4247, %c13 : f32
    linalg.yield %b4249 : f32
  } -> tensor<10x49xf32>
  %e4252 = tensor.empty() : tensor<10x49x768xf32>
  %g4265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r4220, %g4231, %g4250, %layers_3_blocks_1_norm1_weight, %layers_3_blocks_1_norm1_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e4252 : tensor<10x49x768xf32>) {
  ^bb0(%a4253: f32, %a4254: f32, %a4255: f32, %a4256: f32, %a4257: f32, %o4258: f32):
    %b4259 = arith.addf %a4255, %c2 : f32
    %b4260 = math.sqrt %b4259 : f32
    %b4261 = arith.subf %a4253, %a4254 : f32
    %b4262 = arith.divf %b4261, %b4260 : f32
    %b4263 = arith.mulf %b4262, %a4256 : f32
    %b4264 = arith.addf %b4263, %a4257 : f32
    linalg.yield %b4264 : f32
  } -> tensor<10x49x768xf32>
  %e4266 = tensor.empty() : tensor<10x49x768xf32>
  %g4271 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g4018, %g4265 : tensor<10x49x768xf32>, tensor<10x49x768xf32>) outs(%e4266 : tensor<10x49x768xf32>) {
  ^bb0(%a4267: f32, %a4268: f32, %o4269: f32):
    %b4270 = arith.addf %a4267, %a4268 : f32
    linalg.yield %b4270 : f32
  } -> tensor<10x49x768xf32>
  %r4272 = tensor.collapse_shape %g4271 [[0, 1], [2]] : tensor<10x49x768xf32> into tensor<490x768xf32>
  %e4273 = tensor.empty() : tensor<490x3072xf32>
  %f4274 = linalg.fill ins(%c0 : f32) outs(%e4273 : tensor<490x3072xf32>) -> tensor<490x3072xf32>
  %mm4275 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r4272, %layers_3_blocks_1_mlp_fc1_weight : tensor<490x768xf32>, tensor<3072x768xf32>) outs(%f4274 : tensor<490x3072xf32>) -> tensor<490x3072xf32>
  %e4276 = tensor.empty() : tensor<490x3072xf32>
  %g4281 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4275, %layers_3_blocks_1_mlp_fc1_bias : tensor<490x3072xf32>, tensor<3072xf32>) outs(%e4276 : tensor<490x3072xf32>) {
  ^bb0(%a4277: f32, %a4278: f32, %o4279: f32):
    %b4280 = arith.addf %a4277, %a4278 : f32
    linalg.yield %b4280 : f32
  } -> tensor<490x3072xf32>
  %r4282 = tensor.expand_shape %g4281 [[0, 1], [2]] output_shape [10, 49, 3072] : tensor<490x3072xf32> into tensor<10x49x3072xf32>
  %e4283 = tensor.empty() : tensor<10x49x3072xf32>
  %g4291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r4282 : tensor<10x49x3072xf32>) outs(%e4283 : tensor<10x49x3072xf32>) {
  ^bb0(%a4284: f32, %o4285: f32):
    %b4286 = arith.mulf %a4284, %c9 : f32
    %b4287 = arith.mulf %a4284, %c10 : f32
    %b4288 = math.erf %b4287 : f32
    %b4289 = arith.addf %b4288, %c7 : f32
    %b4290 = arith.mulf %b4286, %b4289 : f32
    linalg.yield %b4290 : f32
  } -> tensor<10x49x3072xf32>
  %r4292 = tensor.collapse_shape %g4291 [[0, 1], [2]] : tensor<10x49x3072xf32> into tensor<490x3072xf32>
  %e4293 = tensor.empty() : tensor<490x768xf32>
  %f4294 = linalg.fill ins(%c0 : f32) outs(%e4293 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %mm4295 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r4292, %layers_3_blocks_1_mlp_fc2_weight : tensor<490x3072xf32>, tensor<768x3072xf32>) outs(%f4294 : tensor<490x768xf32>) -> tensor<490x768xf32>
  %e4296 = tensor.empty() : tensor<490x768xf32>
  %g4301 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4295, %layers_3_blocks_1_mlp_fc2_bias : tensor<490x768xf32>, tensor<768xf32>) outs(%e4296 : tensor<490x768xf32>) {
  ^bb0(%a4297: f32, %a4298: f32, %o4299: f32):
    %b4300 = arith.addf %a4297, %a4298 : f32
    linalg.yield %b4300 : f32
  } -> tensor<490x768xf32>
  %r4302 = tensor.expand_shape %g4301 [[0, 1], [2]] output_shape [10, 49, 768] : tensor<490x768xf32> into tensor<10x49x768xf32>
  %e4303 = tensor.empty() : tensor<10x49xf32>
  %f4304 = linalg.fill ins(%c0 : f32) outs(%e4303 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g4308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%r4302 : tensor<10x49x768xf32>) outs(%f4304 : tensor<10x49xf32>) {
  ^bb0(%a4305: f32, %o4306: f32):
    %b4307 = arith.addf %a4305, %o4306 : f32
    linalg.yield %b4307 : f32
  } -> tensor<10x49xf32>
  %e4309 = tensor.empty() : tensor<10x49xf32>
  %g4313 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4308 : tensor<10x49xf32>) outs(%e4309 : tensor<10x49xf32>) {
  ^bb0(%a4310: f32, %o4311: f32):
    %b4312 = arith.divf %a4310, %c13 : f32
    linalg.yield %b4312 : f32
  } -> tensor<10x49xf32>
  %e4315 = tensor.empty() : tensor<10x49x768xf32>
  %g4321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r4302, %g4313 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e4315 : tensor<10x49x768xf32>) {
  ^bb0(%a4316: f32, %a4317: f32, %o4318: f32):
    %b4319 = arith.subf %a4316, %a4317 : f32
    %b4320 = arith.mulf %b4319, %b4319 : f32
    linalg.yield %b4320 : f32
  } -> tensor<10x49x768xf32>
  %e4322 = tensor.empty() : tensor<10x49xf32>
  %f4323 = linalg.fill ins(%c0 : f32) outs(%e4322 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g4327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g4321 : tensor<10x49x768xf32>) outs(%f4323 : tensor<10x49xf32>) {
  ^bb0(%a4324: f32, %o4325: f32):
    %b4326 = arith.addf %a4324, %o4325 : f32
    linalg.yield %b4326 : f32
  } -> tensor<10x49xf32>
  %e4328 = tensor.empty() : tensor<10x49xf32>
  %g4332 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4327 : tensor<10x49xf32>) outs(%e4328 : tensor<10x49xf32>) {
  ^bb0(%a4329: f32, %o4330: f32):
    %b4331 = arith.divf %a4329, %c13 : f32
    linalg.yield %b4331 : f32
  } -> tensor<10x49xf32>
  %e4334 = tensor.empty() : tensor<10x49x768xf32>
  %g4347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r4302, %g4313, %g4332, %layers_3_blocks_1_norm2_weight, %layers_3_blocks_1_norm2_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e4334 : tensor<10x49x768xf32>) {
  ^bb0(%a4335: f32, %a4336: f32, %a4337: f32, %a4338: f32, %a4339: f32, %o4340: f32):
    %b4341 = arith.addf %a4337, %c2 : f32
    %b4342 = math.sqrt %b4341 : f32
    %b4343 = arith.subf %a4335, %a4336 : f32
    %b4344 = arith.divf %b4343, %b4342 : f32
    %b4345 = arith.mulf %b4344, %a4338 : f32
    %b4346 = arith.addf %b4345, %a4339 : f32
    linalg.yield %b4346 : f32
  } -> tensor<10x49x768xf32>
  %e4348 = tensor.empty() : tensor<10x49x768xf32>
  %g4353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g4271, %g4347 : tensor<10x49x768xf32>, tensor<10x49x768xf32>) outs(%e4348 : tensor<10x49x768xf32>) {
  ^bb0(%a4349: f32, %a4350: f32, %o4351: f32):
    %b4352 = arith.addf %a4349, %a4350 : f32
    linalg.yield %b4352 : f32
  } -> tensor<10x49x768xf32>
  %e4354 = tensor.empty() : tensor<10x49xf32>
  %f4355 = linalg.fill ins(%c0 : f32) outs(%e4354 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g4359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g4353 : tensor<10x49x768xf32>) outs(%f4355 : tensor<10x49xf32>) {
  ^bb0(%a4356: f32, %o4357: f32):
    %b4358 = arith.addf %a4356, %o4357 : f32
    linalg.yield %b4358 : f32
  } -> tensor<10x49xf32>
  %e4360 = tensor.empty() : tensor<10x49xf32>
  %g4364 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4359 : tensor<10x49xf32>) outs(%e4360 : tensor<10x49xf32>) {
  ^bb0(%a4361: f32, %o4362: f32):
    %b4363 = arith.divf %a4361, %c13 : f32
    linalg.yield %b4363 : f32
  } -> tensor<10x49xf32>
  %e4366 = tensor.empty() : tensor<10x49x768xf32>
  %g4372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g4353, %g4364 : tensor<10x49x768xf32>, tensor<10x49xf32>) outs(%e4366 : tensor<10x49x768xf32>) {
  ^bb0(%a4367: f32, %a4368: f32, %o4369: f32):
    %b4370 = arith.subf %a4367, %a4368 : f32
    %b4371 = arith.mulf %b4370, %b4370 : f32
    linalg.yield %b4371 : f32
  } -> tensor<10x49x768xf32>
  %e4373 = tensor.empty() : tensor<10x49xf32>
  %f4374 = linalg.fill ins(%c0 : f32) outs(%e4373 : tensor<10x49xf32>) -> tensor<10x49xf32>
  %g4378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g4372 : tensor<10x49x768xf32>) outs(%f4374 : tensor<10x49xf32>) {
  ^bb0(%a4375: f32, %o4376: f32):
    %b4377 = arith.addf %a4375, %o4376 : f32
    linalg.yield %b4377 : f32
  } -> tensor<10x49xf32>
  %e4379 = tensor.empty() : tensor<10x49xf32>
  %g4383 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4378 : tensor<10x49xf32>) outs(%e4379 : tensor<10x49xf32>) {
  ^bb0(%a4380: f32, %o4381: f32):
    %b4382 = arith.divf %a4380, %c13 : f32
    linalg.yield %b4382 : f32
  } -> tensor<10x49xf32>
  %e4385 = tensor.empty() : tensor<10x49x768xf32>
  %g4398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g4353, %g4364, %g4383, %norm_weight, %norm_bias : tensor<10x49x768xf32>, tensor<10x49xf32>, tensor<10x49xf32>, tensor<768xf32>, tensor<768xf32>) outs(%e4385 : tensor<10x49x768xf32>) {
  ^bb0(%a4386: f32, %a4387: f32, %a4388: f32, %a4389: f32, %a4390: f32, %o4391: f32):
    %b4392 = arith.addf %a4388, %c2 : f32
    %b4393 = math.sqrt %b4392 : f32
    %b4394 = arith.subf %a4386, %a4387 : f32
    %b4395 = arith.divf %b4394, %b4393 : f32
    %b4396 = arith.mulf %b4395, %a4389 : f32
    %b4397 = arith.addf %b4396, %a4390 : f32
    linalg.yield %b4397 : f32
  } -> tensor<10x49x768xf32>
  %e4399 = tensor.empty() : tensor<10x768x49xf32>
  %g4402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g4398 : tensor<10x49x768xf32>) outs(%e4399 : tensor<10x768x49xf32>) {
  ^bb0(%a4400: f32, %o4401: f32):
    linalg.yield %a4400 : f32
  } -> tensor<10x768x49xf32>
  %e4403 = tensor.empty() : tensor<10x768xf32>
  %f4404 = linalg.fill ins(%c0 : f32) outs(%e4403 : tensor<10x768xf32>) -> tensor<10x768xf32>
  %g4408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g4402 : tensor<10x768x49xf32>) outs(%f4404 : tensor<10x768xf32>) {
  ^bb0(%a4405: f32, %o4406: f32):
    %b4407 = arith.addf %a4405, %o4406 : f32
    linalg.yield %b4407 : f32
  } -> tensor<10x768xf32>
  %e4409 = tensor.empty() : tensor<10x768xf32>
  %g4413 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4408 : tensor<10x768xf32>) outs(%e4409 : tensor<10x768xf32>) {
  ^bb0(%a4410: f32, %o4411: f32):
    %b4412 = arith.divf %a4410, %c14 : f32
    linalg.yield %b4412 : f32
  } -> tensor<10x768xf32>
  %r4414 = tensor.expand_shape %g4413 [[0], [1, 2]] output_shape [10, 768, 1] : tensor<10x768xf32> into tensor<10x768x1xf32>
  %r4415 = tensor.collapse_shape %r4414 [[0], [1, 2]] : tensor<10x768x1xf32> into tensor<10x768xf32>
  %e4416 = tensor.empty() : tensor<10x1000xf32>
  %f4417 = linalg.fill ins(%c0 : f32) outs(%e4416 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %mm4418 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%r4415, %head_weight : tensor<10x768xf32>, tensor<1000x768xf32>) outs(%f4417 : tensor<10x1000xf32>) -> tensor<10x1000xf32>
  %e4419 = tensor.empty() : tensor<10x1000xf32>
  %g4424 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4418, %head_bias : tensor<10x1000xf32>, tensor<1000xf32>) outs(%e4419 : tensor<10x1000xf32>) {
  ^bb0(%a4420: f32, %a4421: f32, %o4422: f32):
    %b4423 = arith.addf %a4420, %a4421 : f32
    linalg.yield %b4423 : f32
  } -> tensor<10x1000xf32>
  return %g4424 : tensor<10x1000xf32>
}
