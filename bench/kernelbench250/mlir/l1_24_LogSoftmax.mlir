// Imported by htam-import from 24_LogSoftmax.py (torch 1.13.0a0, torch.fx)
// Arguments: x 4096x393216 (input)
func.func @l1_24_logsoftmax(
    %x: tensor<4096x393216xf32>) -> (tensor<4096x393216xf32>) {
  %c0 = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %c2 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4096xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<4096xf32>) -> tensor<4096xf32>
  %g6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4096x393216xf32>) outs(%f2 : tensor<4096xf32>) {
  ^bb0(%a3: f32, %o4: f32):
    %b5 = arith.maximumf %a3, %o4 : f32
    linalg.yield %b5 : f32
  } -> tensor<4096xf32>
  %e7 = tensor.empty() : tensor<4096xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g6 : tensor<4096xf32>) outs(%e7 : tensor<4096xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    %b10 = math.absf %a8 : f32
    %b11 = arith.cmpf olt, %b10, %c1 : f32
    %b12 = arith.select %b11, %a8, %c2 : f32
    linalg.yield %b12 : f32
  } -> tensor<4096xf32>
  %e15 = tensor.empty() : tensor<4096x393216xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g13 : tensor<4096x393216xf32>, tensor<4096xf32>) outs(%e15 : tensor<4096x393216xf32>) {
  ^bb0(%a16: f32, %a17: f32, %o18: f32):
    %b19 = arith.subf %a16, %a17 : f32
    %b20 = math.exp %b19 : f32
    linalg.yield %b20 : f32
  } -> tensor<4096x393216xf32>
  %e22 = tensor.empty() : tensor<4096xf32>
  %f23 = linalg.fill ins(%c2 : f32) outs(%e22 : tensor<4096xf32>) -> tensor<4096xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g21 : tensor<4096x393216xf32>) outs(%f23 : tensor<4096xf32>) {
  ^bb0(%a24: f32, %o25: f32):
    %b26 = arith.addf %a24, %o25 : f32
    linalg.yield %b26 : f32
  } -> tensor<4096xf32>
  %e28 = tensor.empty() : tensor<4096xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g27, %g13 : tensor<4096xf32>, tensor<4096xf32>) outs(%e28 : tensor<4096xf32>) {
  ^bb0(%a29: f32, %a30: f32, %o31: f32):
    %b32 = math.log %a29 : f32
    %b33 = arith.addf %b32, %a30 : f32
    linalg.yield %b33 : f32
  } -> tensor<4096xf32>
  %e36 = tensor.empty() : tensor<4096x393216xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g34 : tensor<4096x393216xf32>, tensor<4096xf32>) outs(%e36 : tensor<4096x393216xf32>) {
  ^bb0(%a37: f32, %a38: f32, %o39: f32):
    %b40 = arith.subf %a37, %a38 : f32
    linalg.yield %b40 : f32
  } -> tensor<4096x393216xf32>
  return %g41 : tensor<4096x393216xf32>
}
