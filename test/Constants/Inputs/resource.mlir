// A dense_resource blob (how frontends store large weights): out = x + w,
// w = [1.5, -0.25, 2.0, 0.75] in the blob (4-byte alignment header, then
// little-endian f32).
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @resource(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %w = arith.constant dense_resource<weights> : tensor<4xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<3x4xf32>, tensor<4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000C03F000080BE000000400000403F"
    }
  }
#-}
