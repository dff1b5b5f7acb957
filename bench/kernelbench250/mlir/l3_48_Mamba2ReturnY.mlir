// Imported by htam-import from 48_Mamba2ReturnY.py (torch 1.13.0a0, torch.fx)
// Arguments: x 2048x128x8x64 (input), A 2048x128x8 (parameter:A), B 2048x128x8x16 (parameter:B), C 2048x128x8x16 (parameter:C)
func.func @l3_48_mamba2returny(
    %x: tensor<2048x128x8x64xf32>,
    %A: tensor<2048x128x8xf32> {htam.init = "normal"},
    %B: tensor<2048x128x8x16xf32> {htam.init = "normal"},
    %C: tensor<2048x128x8x16xf32> {htam.init = "normal"}) -> (tensor<2048x128x8x64xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant true
  %c2 = arith.constant 0 : i64
  %c3 = arith.constant false
  %c4 = arith.constant 0xFF800000 : f32
  %r1 = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [2048, 2, 64, 8, 64] : tensor<2048x128x8x64xf32> into tensor<2048x2x64x8x64xf32>
  %r2 = tensor.expand_shape %A [[0], [1, 2], [3]] output_shape [2048, 2, 64, 8] : tensor<2048x128x8xf32> into tensor<2048x2x64x8xf32>
  %r3 = tensor.expand_shape %B [[0], [1, 2], [3], [4]] output_shape [2048, 2, 64, 8, 16] : tensor<2048x128x8x16xf32> into tensor<2048x2x64x8x16xf32>
  %r4 = tensor.expand_shape %C [[0], [1, 2], [3], [4]] output_shape [2048, 2, 64, 8, 16] : tensor<2048x128x8x16xf32> into tensor<2048x2x64x8x16xf32>
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
  %e19 = tensor.empty() : tensor<2048x8x2x64xf32>
  %f20 = linalg.fill ins(%c0 : f32) outs(%e19 : tensor<2048x8x2x64xf32>) -> tensor<2048x8x2x64xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%g8 : tensor<2048x8x2x64xf32>) outs(%f20 : tensor<2048x8x2x64xf32>) {
  ^bb0(%a21: f32, %o22: f32):
    %i23 = linalg.index 3 : index
    %i24 = linalg.index 4 : index
    %b25 = arith.cmpi ule, %i24, %i23 : index
    %b26 = arith.select %b25, %a21, %c0 : f32
    %b27 = arith.addf %b26, %o22 : f32
    linalg.yield %b27 : f32
  } -> tensor<2048x8x2x64xf32>
  %e31 = tensor.empty() : tensor<2048x8x2x64x64xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g28, %g28 : tensor<2048x8x2x64xf32>, tensor<2048x8x2x64xf32>) outs(%e31 : tensor<2048x8x2x64x64xf32>) {
  ^bb0(%a32: f32, %a33: f32, %o34: f32):
    %b35 = arith.subf %a32, %a33 : f32
    linalg.yield %b35 : f32
  } -> tensor<2048x8x2x64x64xf32>
  %e37 = tensor.empty() : tensor<64x64xi1>
  %f38 = linalg.fill ins(%c1 : i1) outs(%e37 : tensor<64x64xi1>) -> tensor<64x64xi1>
  %e39 = tensor.empty() : tensor<64x64xi1>
  %g49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%f38 : tensor<64x64xi1>) outs(%e39 : tensor<64x64xi1>) {
  ^bb0(%a40: i1, %o41: i1):
    %i42 = linalg.index 0 : index
    %i43 = linalg.index 1 : index
    %b44 = arith.index_cast %i42 : index to i64
    %b45 = arith.index_cast %i43 : index to i64
    %b46 = arith.subi %b45, %b44 : i64
    %b47 = arith.cmpi sle, %b46, %c2 : i64
    %b48 = arith.select %b47, %a40, %c3 : i1
    linalg.yield %b48 : i1
  } -> tensor<64x64xi1>
  %e50 = tensor.empty() : tensor<64x64xi1>
  %g54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g49 : tensor<64x64xi1>) outs(%e50 : tensor<64x64xi1>) {
  ^bb0(%a51: i1, %o52: i1):
    %b53 = arith.xori %a51, %c1 : i1
    linalg.yield %b53 : i1
  } -> tensor<64x64xi1>
  %e55 = tensor.empty() : tensor<2048x8x2x64x64xf32>
  %g60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g54, %g36 : tensor<64x64xi1>, tensor<2048x8x2x64x64xf32>) outs(%e55 : tensor<2048x8x2x64x64xf32>) {
  ^bb0(%a56: i1, %a57: f32, %o58: f32):
    %b59 = arith.select %a56, %c4, %a57 : f32
    linalg.yield %b59 : f32
  } -> tensor<2048x8x2x64x64xf32>
  %e61 = tensor.empty() : tensor<2048x8x2x64x64xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g60 : tensor<2048x8x2x64x64xf32>) outs(%e61 : tensor<2048x8x2x64x64xf32>) {
  ^bb0(%a62: f32, %o63: f32):
    %b64 = math.exp %a62 : f32
    linalg.yield %b64 : f32
  } -> tensor<2048x8x2x64x64xf32>
  %e66 = tensor.empty() : tensor<2048x2x64x8x64xf32>
  %f67 = linalg.fill ins(%c0 : f32) outs(%e66 : tensor<2048x2x64x8x64xf32>) -> tensor<2048x2x64x8x64xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d6, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d1, d2, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d6, d3, d4)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%r4, %r3, %g65, %r1 : tensor<2048x2x64x8x16xf32>, tensor<2048x2x64x8x16xf32>, tensor<2048x8x2x64x64xf32>, tensor<2048x2x64x8x64xf32>) outs(%f67 : tensor<2048x2x64x8x64xf32>) {
  ^bb0(%a68: f32, %a69: f32, %a70: f32, %a71: f32, %o72: f32):
    %b73 = arith.mulf %a68, %a69 : f32
    %b74 = arith.mulf %b73, %a70 : f32
    %b75 = arith.mulf %b74, %a71 : f32
    %b76 = arith.addf %o72, %b75 : f32
    linalg.yield %b76 : f32
  } -> tensor<2048x2x64x8x64xf32>
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
  %s169 = tensor.extract_slice %g168[0, 0, 0, 0, 0] [2048, 2, 8, 64, 16] [1, 1, 1, 1, 1] : tensor<2048x3x8x64x16xf32> to tensor<2048x2x8x64x16xf32>
  %e170 = tensor.empty() : tensor<2048x8x2x64xf32>
  %g174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%g18 : tensor<2048x8x2x64xf32>) outs(%e170 : tensor<2048x8x2x64xf32>) {
  ^bb0(%a171: f32, %o172: f32):
    %b173 = math.exp %a171 : f32
    linalg.yield %b173 : f32
  } -> tensor<2048x8x2x64xf32>
  %e175 = tensor.empty() : tensor<2048x2x64x8x64xf32>
  %f176 = linalg.fill ins(%c0 : f32) outs(%e175 : tensor<2048x2x64x8x64xf32>) -> tensor<2048x2x64x8x64xf32>
  %g184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%r4, %s169, %g174 : tensor<2048x2x64x8x16xf32>, tensor<2048x2x8x64x16xf32>, tensor<2048x8x2x64xf32>) outs(%f176 : tensor<2048x2x64x8x64xf32>) {
  ^bb0(%a177: f32, %a178: f32, %a179: f32, %o180: f32):
    %b181 = arith.mulf %a177, %a178 : f32
    %b182 = arith.mulf %b181, %a179 : f32
    %b183 = arith.addf %o180, %b182 : f32
    linalg.yield %b183 : f32
  } -> tensor<2048x2x64x8x64xf32>
  %e185 = tensor.empty() : tensor<2048x2x64x8x64xf32>
  %g190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%g77, %g184 : tensor<2048x2x64x8x64xf32>, tensor<2048x2x64x8x64xf32>) outs(%e185 : tensor<2048x2x64x8x64xf32>) {
  ^bb0(%a186: f32, %a187: f32, %o188: f32):
    %b189 = arith.addf %a186, %a187 : f32
    linalg.yield %b189 : f32
  } -> tensor<2048x2x64x8x64xf32>
  %r191 = tensor.collapse_shape %g190 [[0], [1, 2], [3], [4]] : tensor<2048x2x64x8x64xf32> into tensor<2048x128x8x64xf32>
  return %r191 : tensor<2048x128x8x64xf32>
}
