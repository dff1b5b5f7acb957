// LayerNorm written like the suite's l1_40 (staged sums: over the last dim,
// then over the middle dims), normalized over the last 3 dims of 6x8x16x20.
func.func @layernorm_staged(
    %x: tensor<6x8x16x20xf32>,
    %weight: tensor<8x16x20xf32>,
    %bias: tensor<8x16x20xf32>) -> tensor<6x8x16x20xf32> {
  %c2 = arith.constant 1.0e-05 : f32
  %c1 = arith.constant 2560.0 : f32
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<6x8x16xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<6x8x16xf32>) -> tensor<6x8x16xf32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<6x8x16x20xf32>) outs(%f2 : tensor<6x8x16xf32>) {
  ^bb0(%r3_x: f32, %r3_acc: f32):
    %r3_r = arith.addf %r3_x, %r3_acc : f32
    linalg.yield %r3_r : f32
  } -> tensor<6x8x16xf32>
  %e4 = tensor.empty() : tensor<6xf32>
  %f5 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<6xf32>) -> tensor<6xf32>
  %r6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%r3 : tensor<6x8x16xf32>) outs(%f5 : tensor<6xf32>) {
  ^bb0(%r6_x: f32, %r6_acc: f32):
    %r6_r = arith.addf %r6_x, %r6_acc : f32
    linalg.yield %r6_r : f32
  } -> tensor<6xf32>
  %e7 = tensor.empty() : tensor<6xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%r6 : tensor<6xf32>) outs(%e7 : tensor<6xf32>) {
  ^bb0(%g8_s: f32, %g8_o: f32):
    %g8_m = arith.divf %g8_s, %c1 : f32
    linalg.yield %g8_m : f32
  } -> tensor<6xf32>
  %e9 = tensor.empty() : tensor<6x8x16xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<6x8x16xf32>) -> tensor<6x8x16xf32>
  %r11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %g8 : tensor<6x8x16x20xf32>, tensor<6xf32>) outs(%f10 : tensor<6x8x16xf32>) {
  ^bb0(%r11_x: f32, %r11_e0: f32, %r11_acc: f32):
    %r11_d = arith.subf %r11_x, %r11_e0 : f32
    %r11_v = arith.mulf %r11_d, %r11_d : f32
    %r11_r = arith.addf %r11_v, %r11_acc : f32
    linalg.yield %r11_r : f32
  } -> tensor<6x8x16xf32>
  %e12 = tensor.empty() : tensor<6xf32>
  %f13 = linalg.fill ins(%c0 : f32) outs(%e12 : tensor<6xf32>) -> tensor<6xf32>
  %r14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%r11 : tensor<6x8x16xf32>) outs(%f13 : tensor<6xf32>) {
  ^bb0(%r14_x: f32, %r14_acc: f32):
    %r14_r = arith.addf %r14_x, %r14_acc : f32
    linalg.yield %r14_r : f32
  } -> tensor<6xf32>
  %e15 = tensor.empty() : tensor<6x8x16x20xf32>
  %g16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %g8, %r14, %weight, %bias : tensor<6x8x16x20xf32>, tensor<6xf32>, tensor<6xf32>, tensor<8x16x20xf32>, tensor<8x16x20xf32>) outs(%e15 : tensor<6x8x16x20xf32>) {
  ^bb0(%g16_x: f32, %g16_m: f32, %g16_q: f32, %g16_w: f32, %g16_b: f32, %g16_o: f32):
    %g16_var = arith.divf %g16_q, %c1 : f32
    %g16_ve = arith.addf %g16_var, %c2 : f32
    %g16_sd = math.sqrt %g16_ve : f32
    %g16_d = arith.subf %g16_x, %g16_m : f32
    %g16_n = arith.divf %g16_d, %g16_sd : f32
    %g16_nw = arith.mulf %g16_n, %g16_w : f32
    %g16_nb = arith.addf %g16_nw, %g16_b : f32
    linalg.yield %g16_nb : f32
  } -> tensor<6x8x16x20xf32>
  return %g16 : tensor<6x8x16x20xf32>
}
