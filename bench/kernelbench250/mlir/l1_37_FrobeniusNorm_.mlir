// Imported by htam-import from 37_FrobeniusNorm_.py (torch 1.13.0a0, torch.fx)
// Arguments: x 112x64x512x512 (input)
func.func @l1_37_frobeniusnorm_(
    %x: tensor<112x64x512x512xf32>) -> (tensor<112x64x512x512xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<112x64x512xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<112x64x512xf32>) -> tensor<112x64x512xf32>
  %g7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<112x64x512x512xf32>) outs(%f2 : tensor<112x64x512xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.mulf %a3, %a3 : f32
    %b6 = arith.addf %b5, %o4 : f32
    linalg.yield %b6 : f32
  } -> tensor<112x64x512xf32>
  %e8 = tensor.empty() : tensor<112x64xf32>
  %f9 = linalg.fill ins(%c0 : f32) outs(%e8 : tensor<112x64xf32>) -> tensor<112x64xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g7 : tensor<112x64x512xf32>) outs(%f9 : tensor<112x64xf32>) {
  ^bb0(%a10: f32, %o11: f32):
    %b12 = arith.addf %a10, %o11 : f32
    linalg.yield %b12 : f32
  } -> tensor<112x64xf32>
  %e14 = tensor.empty() : tensor<f32>
  %f15 = linalg.fill ins(%c0 : f32) outs(%e14 : tensor<f32>) -> tensor<f32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%g13 : tensor<112x64xf32>) outs(%f15 : tensor<f32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = arith.addf %a16, %o17 : f32
    linalg.yield %b18 : f32
  } -> tensor<f32>
  %e20 = tensor.empty() : tensor<f32>
  %g24 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%g19 : tensor<f32>) outs(%e20 : tensor<f32>) {
  ^bb0(%a21: f32, %o22: f32):
    %b23 = math.sqrt %a21 : f32
    linalg.yield %b23 : f32
  } -> tensor<f32>
  %e25 = tensor.empty() : tensor<112x64x512x512xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g24 : tensor<112x64x512x512xf32>, tensor<f32>) outs(%e25 : tensor<112x64x512x512xf32>) {
  ^bb0(%a26: f32, %a27: f32, %o28: f32):
    %b29 = arith.divf %a26, %a27 : f32
    linalg.yield %b29 : f32
  } -> tensor<112x64x512x512xf32>
  return %g30 : tensor<112x64x512x512xf32>
}
