// Imported by htam-import from 33_BatchNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 64x64x512x512 (input), bn_weight 64 (parameter:bn.weight), bn_bias 64 (parameter:bn.bias)
func.func @l1_33_batchnorm(
    %x: tensor<64x64x512x512xf32>,
    %bn_weight: tensor<64xf32> {htam.init = "uniform(0.5..1.5)"},
    %bn_bias: tensor<64xf32> {htam.init = "uniform(-0.5..0.5)"}) -> (tensor<64x64x512x512xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 16777216.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<64x64x512xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x64x512xf32>) -> tensor<64x64x512xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<64x64x512x512xf32>) outs(%f2 : tensor<64x64x512xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.addf %a3, %o4 : f32
    linalg.yield %b5 : f32
  } -> tensor<64x64x512xf32>
  %e7 = tensor.empty() : tensor<64xf32>
  %f8 = linalg.fill ins(%c0 : f32) outs(%e7 : tensor<64xf32>) -> tensor<64xf32>
  %g12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g6 : tensor<64x64x512xf32>) outs(%f8 : tensor<64xf32>) {
  ^bb0(%a9: f32, %o10: f32):
    %b11 = arith.addf %a9, %o10 : f32
    linalg.yield %b11 : f32
  } -> tensor<64xf32>
  %e13 = tensor.empty() : tensor<64xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g12 : tensor<64xf32>) outs(%e13 : tensor<64xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %b16 = arith.divf %a14, %c1 : f32
    linalg.yield %b16 : f32
  } -> tensor<64xf32>
  %e19 = tensor.empty() : tensor<64x64x512x512xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g17 : tensor<64x64x512x512xf32>, tensor<64xf32>) outs(%e19 : tensor<64x64x512x512xf32>) {
  ^bb0(%a20: f32, %a21: f32, %o22: f32):
    %b23 = arith.subf %a20, %a21 : f32
    %b24 = arith.mulf %b23, %b23 : f32
    linalg.yield %b24 : f32
  } -> tensor<64x64x512x512xf32>
  %e26 = tensor.empty() : tensor<64x64x512xf32>
  %f27 = linalg.fill ins(%c0 : f32) outs(%e26 : tensor<64x64x512xf32>) -> tensor<64x64x512xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g25 : tensor<64x64x512x512xf32>) outs(%f27 : tensor<64x64x512xf32>) {
  ^bb0(%a28: f32, %o29: f32):
    %b30 = arith.addf %a28, %o29 : f32
    linalg.yield %b30 : f32
  } -> tensor<64x64x512xf32>
  %e32 = tensor.empty() : tensor<64xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<64xf32>) -> tensor<64xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%g31 : tensor<64x64x512xf32>) outs(%f33 : tensor<64xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %a34, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<64xf32>
  %e38 = tensor.empty() : tensor<64xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g37 : tensor<64xf32>) outs(%e38 : tensor<64xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.divf %a39, %c1 : f32
    linalg.yield %b41 : f32
  } -> tensor<64xf32>
  %e46 = tensor.empty() : tensor<64x64x512x512xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g17, %g42, %bn_weight, %bn_bias : tensor<64x64x512x512xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e46 : tensor<64x64x512x512xf32>) {
  ^bb0(%a47: f32, %a48: f32, %a49: f32, %a50: f32, %a51: f32, %o52: f32):
    %b53 = arith.addf %a49, %c2 : f32
    %b54 = math.sqrt %b53 : f32
    %b55 = arith.subf %a47, %a48 : f32
    %b56 = arith.divf %b55, %b54 : f32
    %b57 = arith.mulf %b56, %a50 : f32
    %b58 = arith.addf %b57, %a51 : f32
    linalg.yield %b58 : f32
  } -> tensor<64x64x512x512xf32>
  return %g59 : tensor<64x64x512x512xf32>
}
