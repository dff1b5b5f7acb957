// Imported by htam-import from 34_InstanceNorm.py (torch 1.13.0a0, torch.fx)
// Arguments: x 112x64x512x512 (input)
func.func @l1_34_instancenorm(
    %x: tensor<112x64x512x512xf32>) -> (tensor<112x64x512x512xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 262144.0 : f32
  %c2 = arith.constant 1.0e-05 : f32
  %e1 = tensor.empty() : tensor<112x64x512xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<112x64x512xf32>) -> tensor<112x64x512xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<112x64x512x512xf32>) outs(%f2 : tensor<112x64x512xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.addf %a3, %o4 : f32
    linalg.yield %b5 : f32
  } -> tensor<112x64x512xf32>
  %e7 = tensor.empty() : tensor<112x64xf32>
  %f8 = linalg.fill ins(%c0 : f32) outs(%e7 : tensor<112x64xf32>) -> tensor<112x64xf32>
  %g12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g6 : tensor<112x64x512xf32>) outs(%f8 : tensor<112x64xf32>) {
  ^bb0(%a9: f32, %o10: f32):
    %b11 = arith.addf %a9, %o10 : f32
    linalg.yield %b11 : f32
  } -> tensor<112x64xf32>
  %e13 = tensor.empty() : tensor<112x64xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g12 : tensor<112x64xf32>) outs(%e13 : tensor<112x64xf32>) {
  ^bb0(%a14: f32, %o15: f32):
    %b16 = arith.divf %a14, %c1 : f32
    linalg.yield %b16 : f32
  } -> tensor<112x64xf32>
  %e19 = tensor.empty() : tensor<112x64x512x512xf32>
  %g25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g17 : tensor<112x64x512x512xf32>, tensor<112x64xf32>) outs(%e19 : tensor<112x64x512x512xf32>) {
  ^bb0(%a20: f32, %a21: f32, %o22: f32):
    %b23 = arith.subf %a20, %a21 : f32
    %b24 = arith.mulf %b23, %b23 : f32
    linalg.yield %b24 : f32
  } -> tensor<112x64x512x512xf32>
  %e26 = tensor.empty() : tensor<112x64x512xf32>
  %f27 = linalg.fill ins(%c0 : f32) outs(%e26 : tensor<112x64x512xf32>) -> tensor<112x64x512xf32>
  %g31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g25 : tensor<112x64x512x512xf32>) outs(%f27 : tensor<112x64x512xf32>) {
  ^bb0(%a28: f32, %o29: f32):
    %b30 = arith.addf %a28, %o29 : f32
    linalg.yield %b30 : f32
  } -> tensor<112x64x512xf32>
  %e32 = tensor.empty() : tensor<112x64xf32>
  %f33 = linalg.fill ins(%c0 : f32) outs(%e32 : tensor<112x64xf32>) -> tensor<112x64xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g31 : tensor<112x64x512xf32>) outs(%f33 : tensor<112x64xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %a34, %o35 : f32
    linalg.yield %b36 : f32
  } -> tensor<112x64xf32>
  %e38 = tensor.empty() : tensor<112x64xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g37 : tensor<112x64xf32>) outs(%e38 : tensor<112x64xf32>) {
  ^bb0(%a39: f32, %o40: f32):
    %b41 = arith.divf %a39, %c1 : f32
    linalg.yield %b41 : f32
  } -> tensor<112x64xf32>
  %e44 = tensor.empty() : tensor<112x64x512x512xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g17, %g42 : tensor<112x64x512x512xf32>, tensor<112x64xf32>, tensor<112x64xf32>) outs(%e44 : tensor<112x64x512x512xf32>) {
  ^bb0(%a45: f32, %a46: f32, %a47: f32, %o48: f32):
    %b49 = arith.addf %a47, %c2 : f32
    %b50 = math.sqrt %b49 : f32
    %b51 = arith.subf %a45, %a46 : f32
    %b52 = arith.divf %b51, %b50 : f32
    linalg.yield %b52 : f32
  } -> tensor<112x64x512x512xf32>
  return %g53 : tensor<112x64x512x512xf32>
}
