// Max pooling 3D, kernel 2, stride 1, padding 1, over NCDHW with a
// tensor.pad: neighbouring windows overlap in every dim, so a tile of
// outputs one deep and several rows high reads each input about once.
func.func @maxpool3d_s1(%x: tensor<2x2x6x7x9xf32>) -> tensor<2x2x7x8x10xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1, 1] high[0, 0, 1, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index, %e: index):
    tensor.yield %ninf : f32
  } : tensor<2x2x6x7x9xf32> to tensor<2x2x8x9x11xf32>
  %win = tensor.empty() : tensor<2x2x2xf32>
  %e5 = tensor.empty() : tensor<2x2x7x8x10xf32>
  %f6 = linalg.fill ins(%ninf : f32) outs(%e5 : tensor<2x2x7x8x10xf32>) -> tensor<2x2x7x8x10xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 + d5, d3 + d6, d4 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%p, %win : tensor<2x2x8x9x11xf32>, tensor<2x2x2xf32>) outs(%f6 : tensor<2x2x7x8x10xf32>) {
  ^bb0(%a: f32, %w: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<2x2x7x8x10xf32>
  return %y : tensor<2x2x7x8x10xf32>
}
