// Imported by htam-import from 18_Matmul_Sum_Max_AvgPool_LogSumExp_LogSumExp.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), linear_weight 8192x8192 (parameter:linear.weight), linear_bias 8192 (parameter:linear.bias)
func.func @l2_18_matmul_sum_max_avgpool_logsumexp_logsumexp(
    %x: tensor<1024x8192xf32>,
    %linear_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %linear_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<1024x1xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %c2 = arith.constant 0 : i64
  %c3 = arith.constant 1.0 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %e1 = tensor.empty() : tensor<1024x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %linear_weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e4 = tensor.empty() : tensor<1024x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %linear_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<1024x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x8192xf32>
  %e10 = tensor.empty() : tensor<1024xf32>
  %f11 = linalg.fill ins(%c0 : f32) outs(%e10 : tensor<1024xf32>) -> tensor<1024xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g9 : tensor<1024x8192xf32>) outs(%f11 : tensor<1024xf32>) {
  ^bb0(%a12: f32, %o13: f32):
    %b14 = arith.addf %a12, %o13 : f32
    linalg.yield %b14 : f32
  } -> tensor<1024xf32>
  %r16 = tensor.expand_shape %g15 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e17 = tensor.empty() : tensor<1024xf32>
  %f18 = linalg.fill ins(%c1 : f32) outs(%e17 : tensor<1024xf32>) -> tensor<1024xf32>
  %e19 = tensor.empty() : tensor<1024xi64>
  %f20 = linalg.fill ins(%c2 : i64) outs(%e19 : tensor<1024xi64>) -> tensor<1024xi64>
  %g31:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r16 : tensor<1024x1xf32>) outs(%f18, %f20 : tensor<1024xf32>, tensor<1024xi64>) {
  ^bb0(%a21: f32, %o22: f32, %o23: i64):
    %i24 = linalg.index 1 : index
    %b25 = arith.index_cast %i24 : index to i64
    %b26 = arith.cmpf ogt, %a21, %o22 : f32
    %b27 = arith.cmpf uno, %a21, %a21 : f32
    %b28 = arith.ori %b26, %b27 : i1
    %b29 = arith.select %b28, %a21, %o22 : f32
    %b30 = arith.select %b28, %b25, %o23 : i64
    linalg.yield %b29, %b30 : f32, i64
  } -> (tensor<1024xf32>, tensor<1024xi64>)
  %r32 = tensor.expand_shape %g31#0 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e34 = tensor.empty() : tensor<1024xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<1024xf32>) -> tensor<1024xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r32 : tensor<1024x1xf32>) outs(%f35 : tensor<1024xf32>) {
  ^bb0(%a36: f32, %o37: f32):
    %b38 = arith.addf %a36, %o37 : f32
    linalg.yield %b38 : f32
  } -> tensor<1024xf32>
  %e40 = tensor.empty() : tensor<1024xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g39 : tensor<1024xf32>) outs(%e40 : tensor<1024xf32>) {
  ^bb0(%a41: f32, %o42: f32):
    %b43 = arith.divf %a41, %c3 : f32
    linalg.yield %b43 : f32
  } -> tensor<1024xf32>
  %r45 = tensor.expand_shape %g44 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e46 = tensor.empty() : tensor<1024xf32>
  %f47 = linalg.fill ins(%c1 : f32) outs(%e46 : tensor<1024xf32>) -> tensor<1024xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r45 : tensor<1024x1xf32>) outs(%f47 : tensor<1024xf32>) {
  ^bb0(%a48: f32, %o49: f32):
    %b50 = arith.maximumf %a48, %o49 : f32
    linalg.yield %b50 : f32
  } -> tensor<1024xf32>
  %e52 = tensor.empty() : tensor<1024xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g51 : tensor<1024xf32>) outs(%e52 : tensor<1024xf32>) {
  ^bb0(%a53: f32, %o54: f32):
    %b55 = math.absf %a53 : f32
    %b56 = arith.cmpf olt, %b55, %c4 : f32
    %b57 = arith.select %b56, %a53, %c0 : f32
    linalg.yield %b57 : f32
  } -> tensor<1024xf32>
  %r59 = tensor.expand_shape %g58 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e60 = tensor.empty() : tensor<1024x1xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r45, %r59 : tensor<1024x1xf32>, tensor<1024x1xf32>) outs(%e60 : tensor<1024x1xf32>) {
  ^bb0(%a61: f32, %a62: f32, %o63: f32):
    %b64 = arith.subf %a61, %a62 : f32
    %b65 = math.exp %b64 : f32
    linalg.yield %b65 : f32
  } -> tensor<1024x1xf32>
  %e67 = tensor.empty() : tensor<1024xf32>
  %f68 = linalg.fill ins(%c0 : f32) outs(%e67 : tensor<1024xf32>) -> tensor<1024xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g66 : tensor<1024x1xf32>) outs(%f68 : tensor<1024xf32>) {
  ^bb0(%a69: f32, %o70: f32):
    %b71 = arith.addf %a69, %o70 : f32
    linalg.yield %b71 : f32
  } -> tensor<1024xf32>
  %e73 = tensor.empty() : tensor<1024xf32>
  %g79 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g72, %g58 : tensor<1024xf32>, tensor<1024xf32>) outs(%e73 : tensor<1024xf32>) {
  ^bb0(%a74: f32, %a75: f32, %o76: f32):
    %b77 = math.log %a74 : f32
    %b78 = arith.addf %b77, %a75 : f32
    linalg.yield %b78 : f32
  } -> tensor<1024xf32>
  %r80 = tensor.expand_shape %g79 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e81 = tensor.empty() : tensor<1024xf32>
  %f82 = linalg.fill ins(%c1 : f32) outs(%e81 : tensor<1024xf32>) -> tensor<1024xf32>
  %g86 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%r80 : tensor<1024x1xf32>) outs(%f82 : tensor<1024xf32>) {
  ^bb0(%a83: f32, %o84: f32):
    %b85 = arith.maximumf %a83, %o84 : f32
    linalg.yield %b85 : f32
  } -> tensor<1024xf32>
  %e87 = tensor.empty() : tensor<1024xf32>
  %g93 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g86 : tensor<1024xf32>) outs(%e87 : tensor<1024xf32>) {
  ^bb0(%a88: f32, %o89: f32):
    %b90 = math.absf %a88 : f32
    %b91 = arith.cmpf olt, %b90, %c4 : f32
    %b92 = arith.select %b91, %a88, %c0 : f32
    linalg.yield %b92 : f32
  } -> tensor<1024xf32>
  %r94 = tensor.expand_shape %g93 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  %e95 = tensor.empty() : tensor<1024x1xf32>
  %g101 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r80, %r94 : tensor<1024x1xf32>, tensor<1024x1xf32>) outs(%e95 : tensor<1024x1xf32>) {
  ^bb0(%a96: f32, %a97: f32, %o98: f32):
    %b99 = arith.subf %a96, %a97 : f32
    %b100 = math.exp %b99 : f32
    linalg.yield %b100 : f32
  } -> tensor<1024x1xf32>
  %e102 = tensor.empty() : tensor<1024xf32>
  %f103 = linalg.fill ins(%c0 : f32) outs(%e102 : tensor<1024xf32>) -> tensor<1024xf32>
  %g107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g101 : tensor<1024x1xf32>) outs(%f103 : tensor<1024xf32>) {
  ^bb0(%a104: f32, %o105: f32):
    %b106 = arith.addf %a104, %o105 : f32
    linalg.yield %b106 : f32
  } -> tensor<1024xf32>
  %e108 = tensor.empty() : tensor<1024xf32>
  %g114 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%g107, %g93 : tensor<1024xf32>, tensor<1024xf32>) outs(%e108 : tensor<1024xf32>) {
  ^bb0(%a109: f32, %a110: f32, %o111: f32):
    %b112 = math.log %a109 : f32
    %b113 = arith.addf %b112, %a110 : f32
    linalg.yield %b113 : f32
  } -> tensor<1024xf32>
  %r115 = tensor.expand_shape %g114 [[0, 1]] output_shape [1024, 1] : tensor<1024xf32> into tensor<1024x1xf32>
  return %r115 : tensor<1024x1xf32>
}
