// Imported by htam-import from 13_DenseNet121TransitionLayer.py (torch 1.13.0a0, torch.fx)
// Arguments: x 128x32x256x256 (input), transition_0_weight 32 (parameter:transition.0.weight), transition_0_bias 32 (parameter:transition.0.bias), transition_2_weight 64x32x1x1 (parameter:transition.2.weight)
func.func @l3_13_densenet121transitionlayer(
    %x: tensor<128x32x256x256xf32>,
    %transition_0_weight: tensor<32xf32> {htam.init = "uniform(0.5..1.5)"},
    %transition_0_bias: tensor<32xf32> {htam.init = "uniform(-0.5..0.5)"},
    %transition_2_weight: tensor<64x32x1x1xf32> {htam.init = "uniform(-0.176776695..0.176776695)"}) -> (tensor<128x64x128x128xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 8388608.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %c3 = arith.constant 4.0 : f32
  %e1 = tensor.empty() : tensor<128x32x256xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<128x32x256xf32>) -> tensor<128x32x256xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<128x32x256x256xf32>) outs(%f2 : tensor<128x32x256xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.addf %a3, %o4 : f32
    linalg.yield %b5 : f32
  } -> tensor<128x32x256xf32>
  %e7 = tensor.empty() : tensor<32xf32>
  %f8 = linalg.fill ins(%c0 : f32) outs(%e7 : tensor<32xf32>) -> tensor<32xf32>
  %g12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g6 : tensor<128x32x256xf32>) outs(%f8 : tensor<32xf32>) {
  ^bb0(%a9: f32, %o10: f32):
    %b11 = arith.addf %a9, %o10 : f32
    linalg.yield %b11 : f32
  } -> tensor<32xf32>
  %e13 = tensor.empty() : tensor<32xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g12 : tensor<32xf32>) outs(%e13 : tensor<32xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %b16 = arith.divf %a14, %c1 : f32
    linalg.yield %b16 : f32
  } -> tensor<32xf32>
  %e19 = tensor.empty() : tensor<128x32x256x256xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g17 : tensor<128x32x256x256xf32>, tensor<32xf32>) outs(%e19 : tensor<128x32x256x256xf32>) {
  ^bb0(%a20: f32, %a21: f32, %o22: f32):
    %b23 = arith.subf %a20, %a21 : f32
    %b24 = arith.mulf %b23, %b23 : f32
    linalg.yield %b24 : f32
  } -> tensor<128x32x256x256xf32>
  %e26 = tensor.empty() : tensor<128x32x256xf32>
  %f27 = linalg.fill ins(%c0 : f32) outs(%e26 : tensor<128x32x256xf32>) -> tensor<128x32x256xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g25 : tensor<128x32x256x256xf32>) outs(%f27 : tensor<128x32x256xf32>) {
  ^bb0(%a28: f32, %o29: f32):
    %b30 = arith.addf %a28, %o29 : f32
    linalg.yield %b30 : f32
  } -> tensor<128x32x256xf32>
  %e32 = tensor.empty() : tensor<32xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<32xf32>) -> tensor<32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g31 : tensor<128x32x256xf32>) outs(%f33 : tensor<32xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %a34, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<32xf32>
  %e38 = tensor.empty() : tensor<32xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g37 : tensor<32xf32>) outs(%e38 : tensor<32xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.divf %a39, %c1 : f32
    linalg.yield %b41 : f32
  } -> tensor<32xf32>
  %e46 = tensor.empty() : tensor<128x32x256x256xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g17, %g42, %transition_0_weight, %transition_0_bias : tensor<128x32x256x256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e46 : tensor<128x32x256x256xf32>) {
  ^bb0(%a47: f32, %a48: f32, %a49: f32, %a50: f32, %a51: f32, %o52: f32):
    %b53 = arith.addf %a49, %c2 : f32
    %b54 = math.sqrt %b53 : f32
    %b55 = arith.subf %a47, %a48 : f32
    %b56 = arith.divf %b55, %b54 : f32
    %b57 = arith.mulf %b56, %a50 : f32
    %b58 = arith.addf %b57, %a51 : f32
    linalg.yield %b58 : f32
  } -> tensor<128x32x256x256xf32>
  %e60 = tensor.empty() : tensor<128x32x256x256xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g59 : tensor<128x32x256x256xf32>) outs(%e60 : tensor<128x32x256x256xf32>) {
  ^bb0(%a61: f32, %o62: f32):
    %b63 = arith.maximumf %a61, %c0 : f32
    linalg.yield %b63 : f32
  } -> tensor<128x32x256x256xf32>
  %e65 = tensor.empty() : tensor<128x64x256x256xf32>
  %f66 = linalg.fill ins(%c0 : f32) outs(%e65 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %conv67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%g64, %transition_2_weight : tensor<128x32x256x256xf32>, tensor<64x32x1x1xf32>) outs(%f66 : tensor<128x64x256x256xf32>) -> tensor<128x64x256x256xf32>
  %e68 = tensor.empty() : tensor<128x64x128x128xf32>
  %f69 = linalg.fill ins(%c0 : f32) outs(%e68 : tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xf32>
  %e70 = tensor.empty() : tensor<2x2xf32>
  %pool71 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%conv67, %e70 : tensor<128x64x256x256xf32>, tensor<2x2xf32>) outs(%f69 : tensor<128x64x128x128xf32>) -> tensor<128x64x128x128xf32>
  %e72 = tensor.empty() : tensor<128x64x128x128xf32>
  %g76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool71 : tensor<128x64x128x128xf32>) outs(%e72 : tensor<128x64x128x128xf32>) {
  ^bb0(%a73: f32, %o74: f32):
    %b75 = arith.divf %a73, %c3 : f32
    linalg.yield %b75 : f32
  } -> tensor<128x64x128x128xf32>
  return %g76 : tensor<128x64x128x128xf32>
}
