// Imported by htam-import from 97_ScaledDotProductAttention.py (torch 1.13.0a0, torch.fx)
// Arguments: q 32x32x512x1024 (input), k 32x32x512x1024 (input), v 32x32x512x1024 (input)
func.func @l1_97_scaleddotproductattention(
    %q: tensor<32x32x512x1024xf32>,
    %k: tensor<32x32x512x1024xf32>,
    %v: tensor<32x32x512x1024xf32>) -> (tensor<32x32x512x1024xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0.03125 : f32
  %e1 = tensor.empty() : tensor<32x32x1024x512xf32>
  %g4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<32x32x512x1024xf32>) outs(%e1 : tensor<32x32x1024x512xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    linalg.yield %a2 : f32
  } -> tensor<32x32x1024x512xf32>
  %e5 = tensor.empty() : tensor<32x32x512x512xf32>
  %f6 = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<32x32x512x512xf32>) -> tensor<32x32x512x512xf32>
  %g12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %g4 : tensor<32x32x512x1024xf32>, tensor<32x32x1024x512xf32>) outs(%f6 : tensor<32x32x512x512xf32>) {
  ^bb0(%a7: f32, %a8: f32, %o9: f32):
    %b10 = arith.mulf %a7, %a8 : f32
    %b11 = arith.addf %o9, %b10 : f32
    linalg.yield %b11 : f32
  } -> tensor<32x32x512x512xf32>
  %e13 = tensor.empty() : tensor<32x32x512x512xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g12 : tensor<32x32x512x512xf32>) outs(%e13 : tensor<32x32x512x512xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %b16 = arith.mulf %a14, %c1 : f32
    linalg.yield %b16 : f32
  } -> tensor<32x32x512x512xf32>
  %e18 = tensor.empty() : tensor<32x32x512x512xf32>
  %sm19 = linalg.softmax dimension(3) ins(%g17 : tensor<32x32x512x512xf32>) outs(%e18 : tensor<32x32x512x512xf32>) -> tensor<32x32x512x512xf32>
  %e20 = tensor.empty() : tensor<32x32x512x1024xf32>
  %f21 = linalg.fill ins(%c0 : f32) outs(%e20 : tensor<32x32x512x1024xf32>) -> tensor<32x32x512x1024xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%sm19, %v : tensor<32x32x512x512xf32>, tensor<32x32x512x1024xf32>) outs(%f21 : tensor<32x32x512x1024xf32>) {
  ^bb0(%a22: f32, %a23: f32, %o24: f32):
    %b25 = arith.mulf %a22, %a23 : f32
    %b26 = arith.addf %o24, %b25 : f32
    linalg.yield %b26 : f32
  } -> tensor<32x32x512x1024xf32>
  return %g27 : tensor<32x32x512x1024xf32>
}
