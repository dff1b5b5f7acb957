// An L1 row normalization (x / mean(|x|) over each row, as the imported
// KernelBench l1_38) whose row length 65535 splits unevenly over a cluster,
// with more than 2^31 elements (64-bit indices).
func.func @l1norm_odd_row(
    %x: tensor<32768x65535xf32>) -> (tensor<32768x65535xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 65535.0 : f32
  %e1 = tensor.empty() : tensor<32768x65535xf32>
  %g5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32768x65535xf32>) outs(%e1 : tensor<32768x65535xf32>) {
  ^bb0(%a2: f32, %o3: f32):
    %b4 = math.absf %a2 : f32
    linalg.yield %b4 : f32
  } -> tensor<32768x65535xf32>
  %e6 = tensor.empty() : tensor<32768xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<32768xf32>) -> tensor<32768xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g5 : tensor<32768x65535xf32>) outs(%f7 : tensor<32768xf32>) {
  ^bb0(%a8: f32, %o9: f32):
    %b10 = arith.addf %a8, %o9 : f32
    linalg.yield %b10 : f32
  } -> tensor<32768xf32>
  %e12 = tensor.empty() : tensor<32768xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g11 : tensor<32768xf32>) outs(%e12 : tensor<32768xf32>) {
  ^bb0(%a13: f32, %o14: f32):
    %b15 = arith.divf %a13, %c1 : f32
    linalg.yield %b15 : f32
  } -> tensor<32768xf32>
  %e18 = tensor.empty() : tensor<32768x65535xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g16 : tensor<32768x65535xf32>, tensor<32768xf32>) outs(%e18 : tensor<32768x65535xf32>) {
  ^bb0(%a19: f32, %a20: f32, %o21: f32):
    %b22 = arith.divf %a19, %a20 : f32
    linalg.yield %b22 : f32
  } -> tensor<32768x65535xf32>
  return %g23 : tensor<32768x65535xf32>
}
