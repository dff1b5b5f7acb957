// ResNet-style bottleneck (make_whole_models.py): x [2, 16, 8, 8], mid 4 channels.
func.func @bottleneck(%x: tensor<2x16x8x8xf32>, %bn0_w: tensor<4xf32>, %bn0_b: tensor<4xf32>, %bn1_w: tensor<4xf32>, %bn1_b: tensor<4xf32>, %bn2_w: tensor<16xf32>, %bn2_b: tensor<16xf32>) -> tensor<2x16x8x8xf32> {
  %w0 = arith.constant dense<"0xFA7E6A3E508D173E4C37893D426065BC5C8FC2BD583934BE819583BE560EADBE2B87D6BE000000BF2B87D63E560EAD3E8195833E5839343E5C8FC23D4260653C4C3789BD508D17BEFA7E6ABE52B89EBE2731C8BEFCA9F1BE2FDDE43E5A64BB3E85EB913E60E5503E6DE7FB3D31082C3D77BE1FBD8FC2F5BDF2D24DBE4E6290BE23DBB9BEF853E3BE3333F33E5EBAC93E8941A03E68916D3EBE9F1A3E295C8F3D583934BC7F6ABCBDE92631BE4A0C82BE1F85ABBEF4FDD4BEC976FEBE6210D83E8D97AE3EB81E853EC74B373E39B4C83D96438B3C6F1283BDE17A14BE8B6C67BE1B2F9DBEF0A7C6BEC520F0BE6666E63E91EDBC3EBC74933ECFF7533E2506013E"> : tensor<4x16x1x1xf32>
  %w1 = arith.constant dense<"0x31082CBD6DE7FBBD60E550BE85EB91BE5A64BBBE2FDDE4BEFCA9F13E2731C83E52B89E3EFA7E6A3E508D173E4C37893D426065BC5C8FC2BD583934BE819583BE560EADBE2B87D6BE000000BF2B87D63E560EAD3E8195833E5839343E5C8FC23D4260653C4C3789BD508D17BEFA7E6ABE52B89EBE2731C8BEFCA9F1BE2FDDE43E5A64BB3E85EB913E60E5503E6DE7FB3D31082C3D77BE1FBD8FC2F5BDF2D24DBE4E6290BE23DBB9BEF853E3BE3333F33E5EBAC93E8941A03E68916D3EBE9F1A3E295C8F3D583934BC7F6ABCBDE92631BE4A0C82BE1F85ABBEF4FDD4BEC976FEBE6210D83E8D97AE3EB81E853EC74B373E39B4C83D96438B3C6F1283BDE17A14BE8B6C67BE1B2F9DBEF0A7C6BEC520F0BE6666E63E91EDBC3EBC74933ECFF7533E2506013EEC51383DBC7413BDB29DEFBD83C04ABE17D98EBEEC51B8BEC1CAE1BE6ABCF43E9643CB3EC1CAA13ED7A3703E2DB21D3E0681953D6F1203BCA245B6BD7B142EBE128380BEE7FBA9BEBC74D3BE91EDFCBE9A99D93EC520B03EF0A7863E355E3A3E17D9CE3D0AD7A33C23DB79BD736811BE1D5A64BEE3A59BBEB81EC5BE8D97EEBE9EEFE73EC976BE3EF4FD943E3D0A573E9318043EA69B443D022B07BDD578E9BD14AE47BEDF4F8DBEB4C8B6BE8941E0BEA245F63ECDCCCC3EF853A33E46B6733E9CC4203EE3A59B3D0AD7A3BBC520B0BD0C022BBEB6F37DBEB072A8BE85EBD1BE5A64FBBED122DB3EFCA9B13E2731883EA4703D3EF4FDD43D7F6ABC3C68916DBD04560EBEAE4761BEAC1C9ABE8195C3BE560EEDBED578E93E0000C03E"> : tensor<4x4x3x3xf32>
  %w2 = arith.constant dense<"0x8941A0BE5EBAC9BE3333F3BEF853E33E23DBB93E4E62903EF2D24D3E8FC2F53D77BE1F3D31082CBD6DE7FBBD60E550BE85EB91BE5A64BBBE2FDDE4BEFCA9F13E2731C83E52B89E3EFA7E6A3E508D173E4C37893D426065BC5C8FC2BD583934BE819583BE560EADBE2B87D6BE000000BF2B87D63E560EAD3E8195833E5839343E5C8FC23D4260653C4C3789BD508D17BEFA7E6ABE52B89EBE2731C8BEFCA9F1BE2FDDE43E5A64BB3E85EB913E60E5503E6DE7FB3D31082C3D77BE1FBD8FC2F5BDF2D24DBE4E6290BE23DBB9BEF853E3BE3333F33E5EBAC93E8941A03E68916D3EBE9F1A3E295C8F3D583934BC7F6ABCBDE92631BE4A0C82BE1F85ABBEF4FDD4BE"> : tensor<16x4x1x1xf32>
  %c3 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x4x8x8xf32>
  %f2 = linalg.fill ins(%c3 : f32) outs(%e1 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %conv4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w0 : tensor<2x16x8x8xf32>, tensor<4x16x1x1xf32>) outs(%f2 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %c7 = arith.constant 0.0 : f32
  %e5 = tensor.empty() : tensor<4xf32>
  %f6 = linalg.fill ins(%c7 : f32) outs(%e5 : tensor<4xf32>) -> tensor<4xf32>
  %sum8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4 : tensor<2x4x8x8xf32>)
      outs(%f6 : tensor<4xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %r = arith.addf %a0, %o : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
  %e9 = tensor.empty() : tensor<4xf32>
  %mean10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%sum8 : tensor<4xf32>)
      outs(%e9 : tensor<4xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %cnt = arith.constant 128.0 : f32
      %m = arith.divf %a0, %cnt : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
  %c13 = arith.constant 0.0 : f32
  %e11 = tensor.empty() : tensor<4xf32>
  %f12 = linalg.fill ins(%c13 : f32) outs(%e11 : tensor<4xf32>) -> tensor<4xf32>
  %sq14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv4, %mean10 : tensor<2x4x8x8xf32>, tensor<4xf32>)
      outs(%f12 : tensor<4xf32>) {
    ^bb0(%a0: f32, %a1: f32, %o: f32):
      %d = arith.subf %a0, %a1 : f32
      %d2 = arith.mulf %d, %d : f32
      %r = arith.addf %d2, %o : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
  %e15 = tensor.empty() : tensor<2x4x8x8xf32>
  %bn16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4, %mean10, %sq14, %bn0_w, %bn0_b : tensor<2x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      outs(%e15 : tensor<2x4x8x8xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %o: f32):
      %cnt = arith.constant 128.0 : f32
      %eps = arith.constant 1.000000e-05 : f32
      %var = arith.divf %a2, %cnt : f32
      %ve = arith.addf %var, %eps : f32
      %sd = math.sqrt %ve : f32
      %d = arith.subf %a0, %a1 : f32
      %nrm = arith.divf %d, %sd : f32
      %nw = arith.mulf %nrm, %a3 : f32
      %nb = arith.addf %nw, %a4 : f32
      linalg.yield %nb : f32
    } -> tensor<2x4x8x8xf32>
  %e17 = tensor.empty() : tensor<2x4x8x8xf32>
  %relu18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%bn16 : tensor<2x4x8x8xf32>)
      outs(%e17 : tensor<2x4x8x8xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %z = arith.constant 0.0 : f32
      %r = arith.maximumf %a0, %z : f32
      linalg.yield %r : f32
    } -> tensor<2x4x8x8xf32>
  %c21 = arith.constant 0.0 : f32
  %e19 = tensor.empty() : tensor<2x4x10x10xf32>
  %f20 = linalg.fill ins(%c21 : f32) outs(%e19 : tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32>
  %pad22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 1, d3 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%relu18 : tensor<2x4x8x8xf32>)
      outs(%f20 : tensor<2x4x10x10xf32>) {
    ^bb0(%a0: f32, %o: f32):
      linalg.yield %a0 : f32
    } -> tensor<2x4x10x10xf32>
  %c25 = arith.constant 0.0 : f32
  %e23 = tensor.empty() : tensor<2x4x8x8xf32>
  %f24 = linalg.fill ins(%c25 : f32) outs(%e23 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %conv26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad22, %w1 : tensor<2x4x10x10xf32>, tensor<4x4x3x3xf32>) outs(%f24 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %c29 = arith.constant 0.0 : f32
  %e27 = tensor.empty() : tensor<4xf32>
  %f28 = linalg.fill ins(%c29 : f32) outs(%e27 : tensor<4xf32>) -> tensor<4xf32>
  %sum30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv26 : tensor<2x4x8x8xf32>)
      outs(%f28 : tensor<4xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %r = arith.addf %a0, %o : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
  %e31 = tensor.empty() : tensor<4xf32>
  %mean32 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%sum30 : tensor<4xf32>)
      outs(%e31 : tensor<4xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %cnt = arith.constant 128.0 : f32
      %m = arith.divf %a0, %cnt : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
  %c35 = arith.constant 0.0 : f32
  %e33 = tensor.empty() : tensor<4xf32>
  %f34 = linalg.fill ins(%c35 : f32) outs(%e33 : tensor<4xf32>) -> tensor<4xf32>
  %sq36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv26, %mean32 : tensor<2x4x8x8xf32>, tensor<4xf32>)
      outs(%f34 : tensor<4xf32>) {
    ^bb0(%a0: f32, %a1: f32, %o: f32):
      %d = arith.subf %a0, %a1 : f32
      %d2 = arith.mulf %d, %d : f32
      %r = arith.addf %d2, %o : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
  %e37 = tensor.empty() : tensor<2x4x8x8xf32>
  %bn38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv26, %mean32, %sq36, %bn1_w, %bn1_b : tensor<2x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      outs(%e37 : tensor<2x4x8x8xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %o: f32):
      %cnt = arith.constant 128.0 : f32
      %eps = arith.constant 1.000000e-05 : f32
      %var = arith.divf %a2, %cnt : f32
      %ve = arith.addf %var, %eps : f32
      %sd = math.sqrt %ve : f32
      %d = arith.subf %a0, %a1 : f32
      %nrm = arith.divf %d, %sd : f32
      %nw = arith.mulf %nrm, %a3 : f32
      %nb = arith.addf %nw, %a4 : f32
      linalg.yield %nb : f32
    } -> tensor<2x4x8x8xf32>
  %e39 = tensor.empty() : tensor<2x4x8x8xf32>
  %relu40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%bn38 : tensor<2x4x8x8xf32>)
      outs(%e39 : tensor<2x4x8x8xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %z = arith.constant 0.0 : f32
      %r = arith.maximumf %a0, %z : f32
      linalg.yield %r : f32
    } -> tensor<2x4x8x8xf32>
  %c43 = arith.constant 0.0 : f32
  %e41 = tensor.empty() : tensor<2x16x8x8xf32>
  %f42 = linalg.fill ins(%c43 : f32) outs(%e41 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
  %conv44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%relu40, %w2 : tensor<2x4x8x8xf32>, tensor<16x4x1x1xf32>) outs(%f42 : tensor<2x16x8x8xf32>) -> tensor<2x16x8x8xf32>
  %c47 = arith.constant 0.0 : f32
  %e45 = tensor.empty() : tensor<16xf32>
  %f46 = linalg.fill ins(%c47 : f32) outs(%e45 : tensor<16xf32>) -> tensor<16xf32>
  %sum48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv44 : tensor<2x16x8x8xf32>)
      outs(%f46 : tensor<16xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %r = arith.addf %a0, %o : f32
      linalg.yield %r : f32
    } -> tensor<16xf32>
  %e49 = tensor.empty() : tensor<16xf32>
  %mean50 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%sum48 : tensor<16xf32>)
      outs(%e49 : tensor<16xf32>) {
    ^bb0(%a0: f32, %o: f32):
      %cnt = arith.constant 128.0 : f32
      %m = arith.divf %a0, %cnt : f32
      linalg.yield %m : f32
    } -> tensor<16xf32>
  %c53 = arith.constant 0.0 : f32
  %e51 = tensor.empty() : tensor<16xf32>
  %f52 = linalg.fill ins(%c53 : f32) outs(%e51 : tensor<16xf32>) -> tensor<16xf32>
  %sq54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction", "reduction"]}
      ins(%conv44, %mean50 : tensor<2x16x8x8xf32>, tensor<16xf32>)
      outs(%f52 : tensor<16xf32>) {
    ^bb0(%a0: f32, %a1: f32, %o: f32):
      %d = arith.subf %a0, %a1 : f32
      %d2 = arith.mulf %d, %d : f32
      %r = arith.addf %d2, %o : f32
      linalg.yield %r : f32
    } -> tensor<16xf32>
  %e55 = tensor.empty() : tensor<2x16x8x8xf32>
  %bn56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv44, %mean50, %sq54, %bn2_w, %bn2_b : tensor<2x16x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
      outs(%e55 : tensor<2x16x8x8xf32>) {
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %o: f32):
      %cnt = arith.constant 128.0 : f32
      %eps = arith.constant 1.000000e-05 : f32
      %var = arith.divf %a2, %cnt : f32
      %ve = arith.addf %var, %eps : f32
      %sd = math.sqrt %ve : f32
      %d = arith.subf %a0, %a1 : f32
      %nrm = arith.divf %d, %sd : f32
      %nw = arith.mulf %nrm, %a3 : f32
      %nb = arith.addf %nw, %a4 : f32
      linalg.yield %nb : f32
    } -> tensor<2x16x8x8xf32>
  %e57 = tensor.empty() : tensor<2x16x8x8xf32>
  %res58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%bn56, %x : tensor<2x16x8x8xf32>, tensor<2x16x8x8xf32>)
      outs(%e57 : tensor<2x16x8x8xf32>) {
    ^bb0(%a0: f32, %a1: f32, %o: f32):
      %a = arith.addf %a0, %a1 : f32
      %z = arith.constant 0.0 : f32
      %r = arith.maximumf %a, %z : f32
      linalg.yield %r : f32
    } -> tensor<2x16x8x8xf32>
  return %res58 : tensor<2x16x8x8xf32>
}
