// Imported by htam-import from 49_Mamba2ReturnFinalState.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2048x128x8x64 (input), A 2048x128x8 (parameter:A), B 2048x128x8x16 (parameter:B), C 2048x128x8x16 (parameter:C)
func.func @l3_49_mamba2returnfinalstate(
    %x: tensor<2048x128x8x64xf32>,
    %A: tensor<2048x128x8xf32> {htam.init = "normal"},
    %B: tensor<2048x128x8x16xf32> {htam.init = "normal"},
    %C: tensor<2048x128x8x16xf32> {htam.init = "normal"}) -> (tensor<2048x8x64x16xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant true
  %c2 = arith.constant 0 : i64
  %c3 = arith.constant false
  %c4 = arith.constant 0xFF800000 : f32
  %r1 = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [2048, 2, 64, 8, 64] : tensor<2048x128x8x64xf32> into tensor<2048x2x64x8x64xf32>
  %r2 = tensor.expand_shape %A [[0], [1, 2], [3]] output_shape [2048, 2, 64, 8] : tensor<2048x128x8xf32> into tensor<2048x2x64x8xf32>
  %r3 = tensor.expand_shape %B [[0], [1, 2], [3], [4]] output_shape [2048, 2, 64, 8, 16] : tensor<2048x128x8x16xf32> into tensor<2048x2x64x8x16xf32>
  %e5 = tensor.empty() : tensor<2048x8x2x64xf32>
  %g8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r2 : tensor<2048x2x64x8xf32>) outs(%e5 : tensor<2048x8x2x64xf32>) {
  ^bb0(%a6: f32, %o7: f32):
    linalg.yield %a6 : f32
  } -> tensor<2048x8x2x64xf32>
  %e9 = tensor.empty() : tensor<2048x8x2x64xf32>
  %f10 = linalg.fill ins(%c0 : f32) outs(%e9 : tensor<2048x8x2x64xf32>) -> tensor<2048x8x2x64xf32>
  %g18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g8 : tensor<2048x8x2x64xf32>) outs(%f10 : tensor<2048x8x2x64xf32>) {
  ^bb0(%a11: f32, %o12: f32):
    %i13 = linalg.index 3 : index
    %i14 = linalg.index 4 : index
    %b15 = arith.cmpi ule, %i14, %i13 : index
    %b16 = arith.select %b15, %a11, %c0 : f32
    %b17 = arith.addf %b16, %o12 : f32
    linalg.yield %b17 : f32
  } -> tensor<2048x8x2x64xf32>
  %s78 = tensor.extract_slice %g18[0, 0, 0, 63] [2048, 8, 2, 1] [1, 1, 1, 1] : tensor<2048x8x2x64xf32> to tensor<2048x8x2x1xf32>
  %r79 = tensor.collapse_shape %s78 [[0], [1], [2, 3]] : tensor<2048x8x2x1xf32> into tensor<2048x8x2xf32>
  %e80 = tensor.empty() : tensor<2048x8x2x64xf32>
  %g85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r79, %g18 : tensor<2048x8x2xf32>, tensor<2048x8x2x64xf32>) outs(%e80 : tensor<2048x8x2x64xf32>) {
  ^bb0(%a81: f32, %a82: f32, %o83: f32):
    %b84 = arith.subf %a81, %a82 : f32
    linalg.yield %b84 : f32
  } -> tensor<2048x8x2x64xf32>
  %e86 = tensor.empty() : tensor<2048x8x2x64xf32>
  %g90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g85 : tensor<2048x8x2x64xf32>) outs(%e86 : tensor<2048x8x2x64xf32>) {
  ^bb0(%a87: f32, %o88: f32):
    %b89 = math.exp %a87 : f32
    linalg.yield %b89 : f32
  } -> tensor<2048x8x2x64xf32>
  %e91 = tensor.empty() : tensor<2048x2x8x64x16xf32>
  %f92 = linalg.fill ins(%c0 : f32) outs(%e91 : tensor<2048x2x8x64x16xf32>) -> tensor<2048x2x8x64x16xf32>
  %g100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d5, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d5, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%r3, %g90, %r1 : tensor<2048x2x64x8x16xf32>, tensor<2048x8x2x64xf32>, tensor<2048x2x64x8x64xf32>) outs(%f92 : tensor<2048x2x8x64x16xf32>) {
  ^bb0(%a93: f32, %a94: f32, %a95: f32, %o96: f32):
    %b97 = arith.mulf %a93, %a94 : f32
    %b98 = arith.mulf %b97, %a95 : f32
    %b99 = arith.addf %o96, %b98 : f32
    linalg.yield %b99 : f32
  } -> tensor<2048x2x8x64x16xf32>
  %e102 = tensor.empty() : tensor<2048x1x8x64x16xf32>
  %f103 = linalg.fill ins(%c0 : f32) outs(%e102 : tensor<2048x1x8x64x16xf32>) -> tensor<2048x1x8x64x16xf32>
  %e104 = tensor.empty() : tensor<2048x3x8x64x16xf32>
  %cat105 = tensor.insert_slice %f103 into %e104[0, 0, 0, 0, 0] [2048, 1, 8, 64, 16] [1, 1, 1, 1, 1] : tensor<2048x1x8x64x16xf32> into tensor<2048x3x8x64x16xf32>
  %cat106 = tensor.insert_slice %g100 into %cat105[0, 1, 0, 0, 0] [2048, 2, 8, 64, 16] [1, 1, 1, 1, 1] : tensor<2048x2x8x64x16xf32> into tensor<2048x3x8x64x16xf32>
  %s107 = tensor.extract_slice %g18[0, 0, 0, 63] [2048, 8, 2, 1] [1, 1, 1, 1] : tensor<2048x8x2x64xf32> to tensor<2048x8x2x1xf32>
  %r108 = tensor.collapse_shape %s107 [[0], [1], [2, 3]] : tensor<2048x8x2x1xf32> into tensor<2048x8x2xf32>
  %e109 = tensor.empty() : tensor<2048x8x3xf32>
  %f110 = linalg.fill ins(%c0 : f32) outs(%e109 : tensor<2048x8x3xf32>) -> tensor<2048x8x3xf32>
  %g113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 1)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r108 : tensor<2048x8x2xf32>) outs(%f110 : tensor<2048x8x3xf32>) {
  ^bb0(%a111: f32, %o112: f32):
    linalg.yield %a111 : f32
  } -> tensor<2048x8x3xf32>
  %e114 = tensor.empty() : tensor<2048x8x3xf32>
  %f115 = linalg.fill ins(%c0 : f32) outs(%e114 : tensor<2048x8x3xf32>) -> tensor<2048x8x3xf32>
  %g123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g113 : tensor<2048x8x3xf32>) outs(%f115 : tensor<2048x8x3xf32>) {
  ^bb0(%a116: f32, %o117: f32):
    %i118 = linalg.index 2 : index
    %i119 = linalg.index 3 : index
    %b120 = arith.cmpi ule, %i119, %i118 : index
    %b121 = arith.select %b120, %a116, %c0 : f32
    %b122 = arith.addf %b121, %o117 : f32
    linalg.yield %b122 : f32
  } -> tensor<2048x8x3xf32>
  %e126 = tensor.empty() : tensor<2048x8x3x3xf32>
  %g131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g123, %g123 : tensor<2048x8x3xf32>, tensor<2048x8x3xf32>) outs(%e126 : tensor<2048x8x3x3xf32>) {
  ^bb0(%a127: f32, %a128: f32, %o129: f32):
    %b130 = arith.subf %a127, %a128 : f32
    linalg.yield %b130 : f32
  } -> tensor<2048x8x3x3xf32>
  %e132 = tensor.empty() : tensor<3x3xi1>
  %f133 = linalg.fill ins(%c1 : i1) outs(%e132 : tensor<3x3xi1>) -> tensor<3x3xi1>
  %e134 = tensor.empty() : tensor<3x3xi1>
  %g144 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%f133 : tensor<3x3xi1>) outs(%e134 : tensor<3x3xi1>) {
  ^bb0(%a135: i1, %o136: i1):
    %i137 = linalg.index 0 : index
    %i138 = linalg.index 1 : index
    %b139 = arith.index_cast %i137 : index to i64
    %b140 = arith.index_cast %i138 : index to i64
    %b141 = arith.subi %b140, %b139 : i64
    %b142 = arith.cmpi sle, %b141, %c2 : i64
    %b143 = arith.select %b142, %a135, %c3 : i1
    linalg.yield %b143 : i1
  } -> tensor<3x3xi1>
  %e145 = tensor.empty() : tensor<3x3xi1>
  %g149 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g144 : tensor<3x3xi1>) outs(%e145 : tensor<3x3xi1>) {
  ^bb0(%a146: i1, %o147: i1):
    %b148 = arith.xori %a146, %c1 : i1
    linalg.yield %b148 : i1
  } -> tensor<3x3xi1>
  %e150 = tensor.empty() : tensor<2048x8x3x3xf32>
  %g155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g149, %g131 : tensor<3x3xi1>, tensor<2048x8x3x3xf32>) outs(%e150 : tensor<2048x8x3x3xf32>) {
  ^bb0(%a151: i1, %a152: f32, %o153: f32):
    %b154 = arith.select %a151, %c4, %a152 : f32
    linalg.yield %b154 : f32
  } -> tensor<2048x8x3x3xf32>
  %e156 = tensor.empty() : tensor<2048x8x3x3xf32>
  %g160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g155 : tensor<2048x8x3x3xf32>) outs(%e156 : tensor<2048x8x3x3xf32>) {
  ^bb0(%a157: f32, %o158: f32):
    %b159 = math.exp %a157 : f32
    linalg.yield %b159 : f32
  } -> tensor<2048x8x3x3xf32>
  %e161 = tensor.empty() : tensor<2048x3x8x64x16xf32>
  %f162 = linalg.fill ins(%c0 : f32) outs(%e161 : tensor<2048x3x8x64x16xf32>) -> tensor<2048x3x8x64x16xf32>
  %g168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g160, %cat106 : tensor<2048x8x3x3xf32>, tensor<2048x3x8x64x16xf32>) outs(%f162 : tensor<2048x3x8x64x16xf32>) {
  ^bb0(%a163: f32, %a164: f32, %o165: f32):
    %b166 = arith.mulf %a163, %a164 : f32
    %b167 = arith.addf %o165, %b166 : f32
    linalg.yield %b167 : f32
  } -> tensor<2048x3x8x64x16xf32>
  %s169 = tensor.extract_slice %g168[0, 2, 0, 0, 0] [2048, 1, 8, 64, 16] [1, 1, 1, 1, 1] : tensor<2048x3x8x64x16xf32> to tensor<2048x1x8x64x16xf32>
  %r170 = tensor.collapse_shape %s169 [[0], [1, 2], [3], [4]] : tensor<2048x1x8x64x16xf32> into tensor<2048x8x64x16xf32>
  return %r170 : tensor<2048x8x64x16xf32>
}
