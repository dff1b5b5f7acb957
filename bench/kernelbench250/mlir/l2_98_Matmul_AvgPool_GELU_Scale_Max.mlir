// Imported by htam-import from 98_Matmul_AvgPool_GELU_Scale_Max.py (torch 1.13.0a0, torch.fx)
// Arguments: x 1024x8192 (input), matmul_weight 8192x8192 (parameter:matmul.weight), matmul_bias 8192 (parameter:matmul.bias)
func.func @l2_98_matmul_avgpool_gelu_scale_max(
    %x: tensor<1024x8192xf32>,
    %matmul_weight: tensor<8192x8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"},
    %matmul_bias: tensor<8192xf32> {htam.init = "uniform(-0.0110485435..0.0110485435)"}) -> (tensor<1024xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 16.0 : f32
  %c2 = arith.constant 0.5 : f32
  %c3 = arith.constant 0.70710677 : f32
  %c4 = arith.constant 1.0 : f32
  %c5 = arith.constant 2.0 : f32
  %c6 = arith.constant 0xFF800000 : f32
  %c7 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<1024x8192xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %mm3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %matmul_weight : tensor<1024x8192xf32>, tensor<8192x8192xf32>) outs(%f2 : tensor<1024x8192xf32>) -> tensor<1024x8192xf32>
  %e4 = tensor.empty() : tensor<1024x8192xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %matmul_bias : tensor<1024x8192xf32>, tensor<8192xf32>) outs(%e4 : tensor<1024x8192xf32>) {
  ^bb0(%a5: f32, %a6: f32, %o7: f32):
    %b8 = arith.addf %a5, %a6 : f32
    linalg.yield %b8 : f32
  } -> tensor<1024x8192xf32>
  %r10 = tensor.expand_shape %g9 [[0], [1, 2]] output_shape [1024, 1, 8192] : tensor<1024x8192xf32> into tensor<1024x1x8192xf32>
  %e11 = tensor.empty() : tensor<1024x1x512xf32>
  %f12 = linalg.fill ins(%c0 : f32) outs(%e11 : tensor<1024x1x512xf32>) -> tensor<1024x1x512xf32>
  %e13 = tensor.empty() : tensor<16xf32>
  %pool14 = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<16> : tensor<1xi64>}
      ins(%r10, %e13 : tensor<1024x1x8192xf32>, tensor<16xf32>) outs(%f12 : tensor<1024x1x512xf32>) -> tensor<1024x1x512xf32>
  %e15 = tensor.empty() : tensor<1024x1x512xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%pool14 : tensor<1024x1x512xf32>) outs(%e15 : tensor<1024x1x512xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = arith.divf %a16, %c1 : f32
    linalg.yield %b18 : f32
  } -> tensor<1024x1x512xf32>
  %r20 = tensor.collapse_shape %g19 [[0], [1, 2]] : tensor<1024x1x512xf32> into tensor<1024x512xf32>
  %e21 = tensor.empty() : tensor<1024x512xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r20 : tensor<1024x512xf32>) outs(%e21 : tensor<1024x512xf32>) {
  ^bb0(%a22: f32, %o23: f32):
    %b24 = arith.mulf %a22, %c2 : f32
    %b25 = arith.mulf %a22, %c3 : f32
    %b26 = math.erf %b25 : f32
    %b27 = arith.addf %b26, %c4 : f32
    %b28 = arith.mulf %b24, %b27 : f32
    linalg.yield %b28 : f32
  } -> tensor<1024x512xf32>
  %e30 = tensor.empty() : tensor<1024x512xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g29 : tensor<1024x512xf32>) outs(%e30 : tensor<1024x512xf32>) {
  ^bb0(%a31: f32, %o32: f32):
    %b33 = arith.mulf %a31, %c5 : f32
    linalg.yield %b33 : f32
  } -> tensor<1024x512xf32>
  %e35 = tensor.empty() : tensor<1024xf32>
  %f36 = linalg.fill ins(%c6 : f32) outs(%e35 : tensor<1024xf32>) -> tensor<1024xf32>
  %e37 = tensor.empty() : tensor<1024xi64>
  %f38 = linalg.fill ins(%c7 : i64) outs(%e37 : tensor<1024xi64>) -> tensor<1024xi64>
  %g49:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%g34 : tensor<1024x512xf32>) outs(%f36, %f38 : tensor<1024xf32>, tensor<1024xi64>) {
  ^bb0(%a39: f32, %o40: f32, %o41: i64):
    %i42 = linalg.index 1 : index
    %b43 = arith.index_cast %i42 : index to i64
    %b44 = arith.cmpf ogt, %a39, %o40 : f32
    %b45 = arith.cmpf uno, %a39, %a39 : f32
    %b46 = arith.ori %b44, %b45 : i1
    %b47 = arith.select %b46, %a39, %o40 : f32
    %b48 = arith.select %b46, %b43, %o41 : i64
    linalg.yield %b47, %b48 : f32, i64
  } -> (tensor<1024xf32>, tensor<1024xi64>)
  return %g49#0 : tensor<1024xf32>
}
