// Imported by htam-import from 45_Gemm_Sigmoid_LogSumExp.py (torch 1.13.0a0, torch.fx)
// Arguments: x 16384x2048 (input), linear1_weight 4096x2048 (parameter:linear1.weight), linear1_bias 4096 (parameter:linear1.bias), linear2_weight 1024x4096 (parameter:linear2.weight), linear2_bias 1024 (parameter:linear2.bias)
func.func @l2_45_gemm_sigmoid_logsumexp(
    %x: tensor<16384x2048xf32>,
    %linear1_weight: tensor<4096x2048xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %linear1_bias: tensor<4096xf32> {htam.init = "uniform(-0.0220970869..0.0220970869)"},
    %linear2_weight: tensor<1024x4096xf32> {htam.init = "uniform(-0.015625..0.015625)"},
    %linear2_bias: tensor<1024xf32> {htam.init = "uniform(-0.015625..0.015625)"}) -> (tensor<16384xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %e1 = tensor.empty() : tensor<16384x4096xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16384x4096xf32>) -> tensor<16384x4096xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %linear1_weight : tensor<16384x2048xf32>, tensor<4096x2048xf32>) outs(%f2 : tensor<16384x4096xf32>) -> tensor<16384x4096xf32>
  %e4 = tensor.empty() : tensor<16384x4096xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %linear1_bias : tensor<16384x4096xf32>, tensor<4096xf32>) outs(%e4 : tensor<16384x4096xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<16384x4096xf32>
  %e10 = tensor.empty() : tensor<16384x4096xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g9 : tensor<16384x4096xf32>) outs(%e10 : tensor<16384x4096xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %b13 = arith.negf %a11 : f32
    %b14 = math.exp %b13 : f32
    %b15 = arith.addf %b14, %c1 : f32
    %b16 = arith.divf %c1, %b15 : f32
    linalg.yield %b16 : f32
  } -> tensor<16384x4096xf32>
  %e18 = tensor.empty() : tensor<16384x1024xf32>
  %f19 = linalg.fill ins(%c0 : f32) outs(%e18 : tensor<16384x1024xf32>) -> tensor<16384x1024xf32>
  %mm20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g17, %linear2_weight : tensor<16384x4096xf32>, tensor<1024x4096xf32>) outs(%f19 : tensor<16384x1024xf32>) -> tensor<16384x1024xf32>
  %e21 = tensor.empty() : tensor<16384x1024xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm20, %linear2_bias : tensor<16384x1024xf32>, tensor<1024xf32>) outs(%e21 : tensor<16384x1024xf32>) {
  ^bb0(%a22: f32, %a23: f32, %o24: f32):
    %b25 = arith.addf %a22, %a23 : f32
    linalg.yield %b25 : f32
  } -> tensor<16384x1024xf32>
  %e27 = tensor.empty() : tensor<16384xf32>
  %f28 = linalg.fill ins(%c2 : f32) outs(%e27 : tensor<16384xf32>) -> tensor<16384xf32>
  %g32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g26 : tensor<16384x1024xf32>) outs(%f28 : tensor<16384xf32>) {
  ^bb0(%a29: f32, %o30: f32):
    %b31 = arith.maximumf %a29, %o30 : f32
    linalg.yield %b31 : f32
  } -> tensor<16384xf32>
  %e33 = tensor.empty() : tensor<16384xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g32 : tensor<16384xf32>) outs(%e33 : tensor<16384xf32>) {
  ^bb0(%a34: f32, %o35: f32):
    %b36 = math.absf %a34 : f32
    %b37 = arith.cmpf olt, %b36, %c3 : f32
    %b38 = arith.select %b37, %a34, %c0 : f32
    linalg.yield %b38 : f32
  } -> tensor<16384xf32>
  %e41 = tensor.empty() : tensor<16384x1024xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g26, %g39 : tensor<16384x1024xf32>, tensor<16384xf32>) outs(%e41 : tensor<16384x1024xf32>) {
  ^bb0(%a42: f32, %a43: f32, %o44: f32):
    %b45 = arith.subf %a42, %a43 : f32
    %b46 = math.exp %b45 : f32
    linalg.yield %b46 : f32
  } -> tensor<16384x1024xf32>
  %e48 = tensor.empty() : tensor<16384xf32>
  %f49 = linalg.fill ins(%c0 : f32) outs(%e48 : tensor<16384xf32>) -> tensor<16384xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g47 : tensor<16384x1024xf32>) outs(%f49 : tensor<16384xf32>) {
  ^bb0(%a50: f32, %o51: f32):
    %b52 = arith.addf %a50, %o51 : f32
    linalg.yield %b52 : f32
  } -> tensor<16384xf32>
  %e54 = tensor.empty() : tensor<16384xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g53, %g39 : tensor<16384xf32>, tensor<16384xf32>) outs(%e54 : tensor<16384xf32>) {
  ^bb0(%a55: f32, %a56: f32, %o57: f32):
    %b58 = math.log %a55 : f32
    %b59 = arith.addf %b58, %a56 : f32
    linalg.yield %b59 : f32
  } -> tensor<16384xf32>
  return %g60 : tensor<16384xf32>
}
