// Imported by htam-import from 88_MinGPTNewGelu.py (torch 1.13.0a0, torch.fx)
// Arguments: x 8192x8192 (input)
func.func @l1_88_mingptnewgelu(
    %x: tensor<8192x8192xf32>) -> (tensor<8192x8192xf32>) {
  %c0 = arith.constant 0.5 : f32
  %c1 = arith.constant 0.044715 : f32
  %c2 = arith.constant 0.7978846 : f32
  %c3 = arith.constant 1.0 : f32
  %e1 = tensor.empty() : tensor<8192x8192xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8192x8192xf32>) outs(%e1 : tensor<8192x8192xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = arith.mulf %c0, %a2 : f32
    linalg.yield %b4 : f32
  } -> tensor<8192x8192xf32>
  %e6 = tensor.empty() : tensor<8192x8192xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8192x8192xf32>) outs(%e6 : tensor<8192x8192xf32>) {
  ^bb0(%a7: f32, %o8: f32):
    %b9 = arith.mulf %a7, %a7 : f32
    %b10 = arith.mulf %b9, %a7 : f32
    linalg.yield %b10 : f32
  } -> tensor<8192x8192xf32>
  %e12 = tensor.empty() : tensor<8192x8192xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g11 : tensor<8192x8192xf32>) outs(%e12 : tensor<8192x8192xf32>) {
  ^bb0(%a13: f32, %o14: f32):
    %b15 = arith.mulf %c1, %a13 : f32
    linalg.yield %b15 : f32
  } -> tensor<8192x8192xf32>
  %e17 = tensor.empty() : tensor<8192x8192xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g16 : tensor<8192x8192xf32>, tensor<8192x8192xf32>) outs(%e17 : tensor<8192x8192xf32>) {
  ^bb0(%a18: f32, %a19: f32, %o20: f32):
    %b21 = arith.addf %a18, %a19 : f32
    linalg.yield %b21 : f32
  } -> tensor<8192x8192xf32>
  %e23 = tensor.empty() : tensor<8192x8192xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g22 : tensor<8192x8192xf32>) outs(%e23 : tensor<8192x8192xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.mulf %c2, %a24 : f32
    linalg.yield %b26 : f32
  } -> tensor<8192x8192xf32>
  %e28 = tensor.empty() : tensor<8192x8192xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g27 : tensor<8192x8192xf32>) outs(%e28 : tensor<8192x8192xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = math.tanh %a29 : f32
    linalg.yield %b31 : f32
  } -> tensor<8192x8192xf32>
  %e33 = tensor.empty() : tensor<8192x8192xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g32 : tensor<8192x8192xf32>) outs(%e33 : tensor<8192x8192xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = arith.addf %c3, %a34 : f32
    linalg.yield %b36 : f32
  } -> tensor<8192x8192xf32>
  %e38 = tensor.empty() : tensor<8192x8192xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5, %g37 : tensor<8192x8192xf32>, tensor<8192x8192xf32>) outs(%e38 : tensor<8192x8192xf32>) {
  ^bb0(%a39: f32, %a40: f32, %o41: f32):
    %b42 = arith.mulf %a39, %a40 : f32
    linalg.yield %b42 : f32
  } -> tensor<8192x8192xf32>
  return %g43 : tensor<8192x8192xf32>
}
