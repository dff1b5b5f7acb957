// Imported by htam-import from 34_VanillaRNNHidden.py (torch 1.13.0a0, torch.fx)
// Arguments: x 256x8x1024 (input), h0_ 8x256 (input), i2h_weight 256x1280 (parameter:i2h.weight), i2h_bias 256 (parameter:i2h.bias), h2o_weight 128x256 (parameter:h2o.weight), h2o_bias 128 (parameter:h2o.bias)
func.func @l3_34_vanillarnnhidden(
    %x: tensor<256x8x1024xf32>,
    %h0_: tensor<8x256xf32>,
    %i2h_weight: tensor<256x1280xf32> {htam.init = "uniform(-0.0279508497..0.0279508497)"},
    %i2h_bias: tensor<256xf32> {htam.init = "uniform(-0.0279508497..0.0279508497)"},
    %h2o_weight: tensor<128x256xf32> {htam.init = "uniform(-0.0625..0.0625)"},
    %h2o_bias: tensor<128xf32> {htam.init = "uniform(-0.0625..0.0625)"}) -> (tensor<256x8x128xf32>) {
  %c0 = arith.constant 0.0 : f32
  %s1 = tensor.extract_slice %x[0, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2 = tensor.collapse_shape %s1 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3 = tensor.empty() : tensor<8x1280xf32>
  %cat4 = tensor.insert_slice %r2 into %e3[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5 = tensor.insert_slice %h0_ into %cat4[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6 = tensor.empty() : tensor<8x256xf32>
  %f7 = linalg.fill ins(%c0 : f32) outs(%e6 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f7 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e9 = tensor.empty() : tensor<8x256xf32>
  %g14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm8, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e9 : tensor<8x256xf32>) {
  ^bb0(%a10: f32, %a11: f32, %o12: f32):
    %b13 = arith.addf %a10, %a11 : f32
    linalg.yield %b13 : f32
  } -> tensor<8x256xf32>
  %e15 = tensor.empty() : tensor<8x256xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g14 : tensor<8x256xf32>) outs(%e15 : tensor<8x256xf32>) {
  ^bb0(%a16: f32, %o17: f32):
    %b18 = math.tanh %a16 : f32
    linalg.yield %b18 : f32
  } -> tensor<8x256xf32>
  %e20 = tensor.empty() : tensor<8x128xf32>
  %f21 = linalg.fill ins(%c0 : f32) outs(%e20 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm22 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g19, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f21 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e23 = tensor.empty() : tensor<8x128xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm22, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e23 : tensor<8x128xf32>) {
  ^bb0(%a24: f32, %a25: f32, %o26: f32):
    %b27 = arith.addf %a24, %a25 : f32
    linalg.yield %b27 : f32
  } -> tensor<8x128xf32>
  %s29 = tensor.extract_slice %x[1, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r30 = tensor.collapse_shape %s29 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e31 = tensor.empty() : tensor<8x1280xf32>
  %cat32 = tensor.insert_slice %r30 into %e31[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat33 = tensor.insert_slice %g19 into %cat32[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e34 = tensor.empty() : tensor<8x256xf32>
  %f35 = linalg.fill ins(%c0 : f32) outs(%e34 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm36 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat33, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f35 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e37 = tensor.empty() : tensor<8x256xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm36, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e37 : tensor<8x256xf32>) {
  ^bb0(%a38: f32, %a39: f32, %o40: f32):
    %b41 = arith.addf %a38, %a39 : f32
    linalg.yield %b41 : f32
  } -> tensor<8x256xf32>
  %e43 = tensor.empty() : tensor<8x256xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g42 : tensor<8x256xf32>) outs(%e43 : tensor<8x256xf32>) {
  ^bb0(%a44: f32, %o45: f32):
    %b46 = math.tanh %a44 : f32
    linalg.yield %b46 : f32
  } -> tensor<8x256xf32>
  %e48 = tensor.empty() : tensor<8x128xf32>
  %f49 = linalg.fill ins(%c0 : f32) outs(%e48 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm50 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g47, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f49 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e51 = tensor.empty() : tensor<8x128xf32>
  %g56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm50, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e51 : tensor<8x128xf32>) {
  ^bb0(%a52: f32, %a53: f32, %o54: f32):
    %b55 = arith.addf %a52, %a53 : f32
    linalg.yield %b55 : f32
  } -> tensor<8x128xf32>
  %s57 = tensor.extract_slice %x[2, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r58 = tensor.collapse_shape %s57 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e59 = tensor.empty() : tensor<8x1280xf32>
  %cat60 = tensor.insert_slice %r58 into %e59[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat61 = tensor.insert_slice %g47 into %cat60[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e62 = tensor.empty() : tensor<8x256xf32>
  %f63 = linalg.fill ins(%c0 : f32) outs(%e62 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm64 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat61, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f63 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e65 = tensor.empty() : tensor<8x256xf32>
  %g70 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm64, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e65 : tensor<8x256xf32>) {
  ^bb0(%a66: f32, %a67: f32, %o68: f32):
    %b69 = arith.addf %a66, %a67 : f32
    linalg.yield %b69 : f32
  } -> tensor<8x256xf32>
  %e71 = tensor.empty() : tensor<8x256xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g70 : tensor<8x256xf32>) outs(%e71 : tensor<8x256xf32>) {
  ^bb0(%a72: f32, %o73: f32):
    %b74 = math.tanh %a72 : f32
    linalg.yield %b74 : f32
  } -> tensor<8x256xf32>
  %e76 = tensor.empty() : tensor<8x128xf32>
  %f77 = linalg.fill ins(%c0 : f32) outs(%e76 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm78 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g75, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f77 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e79 = tensor.empty() : tensor<8x128xf32>
  %g84 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm78, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e79 : tensor<8x128xf32>) {
  ^bb0(%a80: f32, %a81: f32, %o82: f32):
    %b83 = arith.addf %a80, %a81 : f32
    linalg.yield %b83 : f32
  } -> tensor<8x128xf32>
  %s85 = tensor.extract_slice %x[3, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r86 = tensor.collapse_shape %s85 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e87 = tensor.empty() : tensor<8x1280xf32>
  %cat88 = tensor.insert_slice %r86 into %e87[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat89 = tensor.insert_slice %g75 into %cat88[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e90 = tensor.empty() : tensor<8x256xf32>
  %f91 = linalg.fill ins(%c0 : f32) outs(%e90 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm92 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat89, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f91 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e93 = tensor.empty() : tensor<8x256xf32>
  %g98 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm92, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e93 : tensor<8x256xf32>) {
  ^bb0(%a94: f32, %a95: f32, %o96: f32):
    %b97 = arith.addf %a94, %a95 : f32
    linalg.yield %b97 : f32
  } -> tensor<8x256xf32>
  %e99 = tensor.empty() : tensor<8x256xf32>
  %g103 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g98 : tensor<8x256xf32>) outs(%e99 : tensor<8x256xf32>) {
  ^bb0(%a100: f32, %o101: f32):
    %b102 = math.tanh %a100 : f32
    linalg.yield %b102 : f32
  } -> tensor<8x256xf32>
  %e104 = tensor.empty() : tensor<8x128xf32>
  %f105 = linalg.fill ins(%c0 : f32) outs(%e104 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm106 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g103, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f105 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e107 = tensor.empty() : tensor<8x128xf32>
  %g112 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm106, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e107 : tensor<8x128xf32>) {
  ^bb0(%a108: f32, %a109: f32, %o110: f32):
    %b111 = arith.addf %a108, %a109 : f32
    linalg.yield %b111 : f32
  } -> tensor<8x128xf32>
  %s113 = tensor.extract_slice %x[4, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r114 = tensor.collapse_shape %s113 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e115 = tensor.empty() : tensor<8x1280xf32>
  %cat116 = tensor.insert_slice %r114 into %e115[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat117 = tensor.insert_slice %g103 into %cat116[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e118 = tensor.empty() : tensor<8x256xf32>
  %f119 = linalg.fill ins(%c0 : f32) outs(%e118 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm120 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat117, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f119 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e121 = tensor.empty() : tensor<8x256xf32>
  %g126 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm120, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e121 : tensor<8x256xf32>) {
  ^bb0(%a122: f32, %a123: f32, %o124: f32):
    %b125 = arith.addf %a122, %a123 : f32
    linalg.yield %b125 : f32
  } -> tensor<8x256xf32>
  %e127 = tensor.empty() : tensor<8x256xf32>
  %g131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g126 : tensor<8x256xf32>) outs(%e127 : tensor<8x256xf32>) {
  ^bb0(%a128: f32, %o129: f32):
    %b130 = math.tanh %a128 : f32
    linalg.yield %b130 : f32
  } -> tensor<8x256xf32>
  %e132 = tensor.empty() : tensor<8x128xf32>
  %f133 = linalg.fill ins(%c0 : f32) outs(%e132 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g131, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f133 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e135 = tensor.empty() : tensor<8x128xf32>
  %g140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm134, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e135 : tensor<8x128xf32>) {
  ^bb0(%a136: f32, %a137: f32, %o138: f32):
    %b139 = arith.addf %a136, %a137 : f32
    linalg.yield %b139 : f32
  } -> tensor<8x128xf32>
  %s141 = tensor.extract_slice %x[5, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r142 = tensor.collapse_shape %s141 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e143 = tensor.empty() : tensor<8x1280xf32>
  %cat144 = tensor.insert_slice %r142 into %e143[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat145 = tensor.insert_slice %g131 into %cat144[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e146 = tensor.empty() : tensor<8x256xf32>
  %f147 = linalg.fill ins(%c0 : f32) outs(%e146 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm148 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat145, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f147 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e149 = tensor.empty() : tensor<8x256xf32>
  %g154 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm148, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e149 : tensor<8x256xf32>) {
  ^bb0(%a150: f32, %a151: f32, %o152: f32):
    %b153 = arith.addf %a150, %a151 : f32
    linalg.yield %b153 : f32
  } -> tensor<8x256xf32>
  %e155 = tensor.empty() : tensor<8x256xf32>
  %g159 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g154 : tensor<8x256xf32>) outs(%e155 : tensor<8x256xf32>) {
  ^bb0(%a156: f32, %o157: f32):
    %b158 = math.tanh %a156 : f32
    linalg.yield %b158 : f32
  } -> tensor<8x256xf32>
  %e160 = tensor.empty() : tensor<8x128xf32>
  %f161 = linalg.fill ins(%c0 : f32) outs(%e160 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm162 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g159, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f161 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e163 = tensor.empty() : tensor<8x128xf32>
  %g168 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm162, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e163 : tensor<8x128xf32>) {
  ^bb0(%a164: f32, %a165: f32, %o166: f32):
    %b167 = arith.addf %a164, %a165 : f32
    linalg.yield %b167 : f32
  } -> tensor<8x128xf32>
  %s169 = tensor.extract_slice %x[6, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r170 = tensor.collapse_shape %s169 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e171 = tensor.empty() : tensor<8x1280xf32>
  %cat172 = tensor.insert_slice %r170 into %e171[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat173 = tensor.insert_slice %g159 into %cat172[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e174 = tensor.empty() : tensor<8x256xf32>
  %f175 = linalg.fill ins(%c0 : f32) outs(%e174 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm176 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat173, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f175 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e177 = tensor.empty() : tensor<8x256xf32>
  %g182 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm176, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e177 : tensor<8x256xf32>) {
  ^bb0(%a178: f32, %a179: f32, %o180: f32):
    %b181 = arith.addf %a178, %a179 : f32
    linalg.yield %b181 : f32
  } -> tensor<8x256xf32>
  %e183 = tensor.empty() : tensor<8x256xf32>
  %g187 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g182 : tensor<8x256xf32>) outs(%e183 : tensor<8x256xf32>) {
  ^bb0(%a184: f32, %o185: f32):
    %b186 = math.tanh %a184 : f32
    linalg.yield %b186 : f32
  } -> tensor<8x256xf32>
  %e188 = tensor.empty() : tensor<8x128xf32>
  %f189 = linalg.fill ins(%c0 : f32) outs(%e188 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm190 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g187, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f189 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e191 = tensor.empty() : tensor<8x128xf32>
  %g196 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm190, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e191 : tensor<8x128xf32>) {
  ^bb0(%a192: f32, %a193: f32, %o194: f32):
    %b195 = arith.addf %a192, %a193 : f32
    linalg.yield %b195 : f32
  } -> tensor<8x128xf32>
  %s197 = tensor.extract_slice %x[7, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r198 = tensor.collapse_shape %s197 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e199 = tensor.empty() : tensor<8x1280xf32>
  %cat200 = tensor.insert_slice %r198 into %e199[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat201 = tensor.insert_slice %g187 into %cat200[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e202 = tensor.empty() : tensor<8x256xf32>
  %f203 = linalg.fill ins(%c0 : f32) outs(%e202 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm204 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat201, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f203 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e205 = tensor.empty() : tensor<8x256xf32>
  %g210 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm204, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e205 : tensor<8x256xf32>) {
  ^bb0(%a206: f32, %a207: f32, %o208: f32):
    %b209 = arith.addf %a206, %a207 : f32
    linalg.yield %b209 : f32
  } -> tensor<8x256xf32>
  %e211 = tensor.empty() : tensor<8x256xf32>
  %g215 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g210 : tensor<8x256xf32>) outs(%e211 : tensor<8x256xf32>) {
  ^bb0(%a212: f32, %o213: f32):
    %b214 = math.tanh %a212 : f32
    linalg.yield %b214 : f32
  } -> tensor<8x256xf32>
  %e216 = tensor.empty() : tensor<8x128xf32>
  %f217 = linalg.fill ins(%c0 : f32) outs(%e216 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm218 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g215, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f217 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e219 = tensor.empty() : tensor<8x128xf32>
  %g224 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm218, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e219 : tensor<8x128xf32>) {
  ^bb0(%a220: f32, %a221: f32, %o222: f32):
    %b223 = arith.addf %a220, %a221 : f32
    linalg.yield %b223 : f32
  } -> tensor<8x128xf32>
  %s225 = tensor.extract_slice %x[8, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r226 = tensor.collapse_shape %s225 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e227 = tensor.empty() : tensor<8x1280xf32>
  %cat228 = tensor.insert_slice %r226 into %e227[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat229 = tensor.insert_slice %g215 into %cat228[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e230 = tensor.empty() : tensor<8x256xf32>
  %f231 = linalg.fill ins(%c0 : f32) outs(%e230 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm232 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat229, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f231 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e233 = tensor.empty() : tensor<8x256xf32>
  %g238 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm232, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e233 : tensor<8x256xf32>) {
  ^bb0(%a234: f32, %a235: f32, %o236: f32):
    %b237 = arith.addf %a234, %a235 : f32
    linalg.yield %b237 : f32
  } -> tensor<8x256xf32>
  %e239 = tensor.empty() : tensor<8x256xf32>
  %g243 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g238 : tensor<8x256xf32>) outs(%e239 : tensor<8x256xf32>) {
  ^bb0(%a240: f32, %o241: f32):
    %b242 = math.tanh %a240 : f32
    linalg.yield %b242 : f32
  } -> tensor<8x256xf32>
  %e244 = tensor.empty() : tensor<8x128xf32>
  %f245 = linalg.fill ins(%c0 : f32) outs(%e244 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm246 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g243, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f245 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e247 = tensor.empty() : tensor<8x128xf32>
  %g252 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm246, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e247 : tensor<8x128xf32>) {
  ^bb0(%a248: f32, %a249: f32, %o250: f32):
    %b251 = arith.addf %a248, %a249 : f32
    linalg.yield %b251 : f32
  } -> tensor<8x128xf32>
  %s253 = tensor.extract_slice %x[9, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r254 = tensor.collapse_shape %s253 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e255 = tensor.empty() : tensor<8x1280xf32>
  %cat256 = tensor.insert_slice %r254 into %e255[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat257 = tensor.insert_slice %g243 into %cat256[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e258 = tensor.empty() : tensor<8x256xf32>
  %f259 = linalg.fill ins(%c0 : f32) outs(%e258 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm260 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat257, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f259 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e261 = tensor.empty() : tensor<8x256xf32>
  %g266 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm260, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e261 : tensor<8x256xf32>) {
  ^bb0(%a262: f32, %a263: f32, %o264: f32):
    %b265 = arith.addf %a262, %a263 : f32
    linalg.yield %b265 : f32
  } -> tensor<8x256xf32>
  %e267 = tensor.empty() : tensor<8x256xf32>
  %g271 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g266 : tensor<8x256xf32>) outs(%e267 : tensor<8x256xf32>) {
  ^bb0(%a268: f32, %o269: f32):
    %b270 = math.tanh %a268 : f32
    linalg.yield %b270 : f32
  } -> tensor<8x256xf32>
  %e272 = tensor.empty() : tensor<8x128xf32>
  %f273 = linalg.fill ins(%c0 : f32) outs(%e272 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm274 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g271, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f273 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e275 = tensor.empty() : tensor<8x128xf32>
  %g280 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm274, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e275 : tensor<8x128xf32>) {
  ^bb0(%a276: f32, %a277: f32, %o278: f32):
    %b279 = arith.addf %a276, %a277 : f32
    linalg.yield %b279 : f32
  } -> tensor<8x128xf32>
  %s281 = tensor.extract_slice %x[10, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r282 = tensor.collapse_shape %s281 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e283 = tensor.empty() : tensor<8x1280xf32>
  %cat284 = tensor.insert_slice %r282 into %e283[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat285 = tensor.insert_slice %g271 into %cat284[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e286 = tensor.empty() : tensor<8x256xf32>
  %f287 = linalg.fill ins(%c0 : f32) outs(%e286 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm288 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat285, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f287 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e289 = tensor.empty() : tensor<8x256xf32>
  %g294 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm288, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e289 : tensor<8x256xf32>) {
  ^bb0(%a290: f32, %a291: f32, %o292: f32):
    %b293 = arith.addf %a290, %a291 : f32
    linalg.yield %b293 : f32
  } -> tensor<8x256xf32>
  %e295 = tensor.empty() : tensor<8x256xf32>
  %g299 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g294 : tensor<8x256xf32>) outs(%e295 : tensor<8x256xf32>) {
  ^bb0(%a296: f32, %o297: f32):
    %b298 = math.tanh %a296 : f32
    linalg.yield %b298 : f32
  } -> tensor<8x256xf32>
  %e300 = tensor.empty() : tensor<8x128xf32>
  %f301 = linalg.fill ins(%c0 : f32) outs(%e300 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm302 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g299, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f301 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e303 = tensor.empty() : tensor<8x128xf32>
  %g308 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm302, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e303 : tensor<8x128xf32>) {
  ^bb0(%a304: f32, %a305: f32, %o306: f32):
    %b307 = arith.addf %a304, %a305 : f32
    linalg.yield %b307 : f32
  } -> tensor<8x128xf32>
  %s309 = tensor.extract_slice %x[11, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r310 = tensor.collapse_shape %s309 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e311 = tensor.empty() : tensor<8x1280xf32>
  %cat312 = tensor.insert_slice %r310 into %e311[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat313 = tensor.insert_slice %g299 into %cat312[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e314 = tensor.empty() : tensor<8x256xf32>
  %f315 = linalg.fill ins(%c0 : f32) outs(%e314 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm316 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat313, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f315 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e317 = tensor.empty() : tensor<8x256xf32>
  %g322 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm316, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e317 : tensor<8x256xf32>) {
  ^bb0(%a318: f32, %a319: f32, %o320: f32):
    %b321 = arith.addf %a318, %a319 : f32
    linalg.yield %b321 : f32
  } -> tensor<8x256xf32>
  %e323 = tensor.empty() : tensor<8x256xf32>
  %g327 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g322 : tensor<8x256xf32>) outs(%e323 : tensor<8x256xf32>) {
  ^bb0(%a324: f32, %o325: f32):
    %b326 = math.tanh %a324 : f32
    linalg.yield %b326 : f32
  } -> tensor<8x256xf32>
  %e328 = tensor.empty() : tensor<8x128xf32>
  %f329 = linalg.fill ins(%c0 : f32) outs(%e328 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm330 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g327, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f329 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e331 = tensor.empty() : tensor<8x128xf32>
  %g336 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm330, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e331 : tensor<8x128xf32>) {
  ^bb0(%a332: f32, %a333: f32, %o334: f32):
    %b335 = arith.addf %a332, %a333 : f32
    linalg.yield %b335 : f32
  } -> tensor<8x128xf32>
  %s337 = tensor.extract_slice %x[12, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r338 = tensor.collapse_shape %s337 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e339 = tensor.empty() : tensor<8x1280xf32>
  %cat340 = tensor.insert_slice %r338 into %e339[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat341 = tensor.insert_slice %g327 into %cat340[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e342 = tensor.empty() : tensor<8x256xf32>
  %f343 = linalg.fill ins(%c0 : f32) outs(%e342 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm344 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat341, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f343 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e345 = tensor.empty() : tensor<8x256xf32>
  %g350 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm344, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e345 : tensor<8x256xf32>) {
  ^bb0(%a346: f32, %a347: f32, %o348: f32):
    %b349 = arith.addf %a346, %a347 : f32
    linalg.yield %b349 : f32
  } -> tensor<8x256xf32>
  %e351 = tensor.empty() : tensor<8x256xf32>
  %g355 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g350 : tensor<8x256xf32>) outs(%e351 : tensor<8x256xf32>) {
  ^bb0(%a352: f32, %o353: f32):
    %b354 = math.tanh %a352 : f32
    linalg.yield %b354 : f32
  } -> tensor<8x256xf32>
  %e356 = tensor.empty() : tensor<8x128xf32>
  %f357 = linalg.fill ins(%c0 : f32) outs(%e356 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm358 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g355, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f357 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e359 = tensor.empty() : tensor<8x128xf32>
  %g364 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm358, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e359 : tensor<8x128xf32>) {
  ^bb0(%a360: f32, %a361: f32, %o362: f32):
    %b363 = arith.addf %a360, %a361 : f32
    linalg.yield %b363 : f32
  } -> tensor<8x128xf32>
  %s365 = tensor.extract_slice %x[13, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r366 = tensor.collapse_shape %s365 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e367 = tensor.empty() : tensor<8x1280xf32>
  %cat368 = tensor.insert_slice %r366 into %e367[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat369 = tensor.insert_slice %g355 into %cat368[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e370 = tensor.empty() : tensor<8x256xf32>
  %f371 = linalg.fill ins(%c0 : f32) outs(%e370 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm372 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat369, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f371 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e373 = tensor.empty() : tensor<8x256xf32>
  %g378 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm372, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e373 : tensor<8x256xf32>) {
  ^bb0(%a374: f32, %a375: f32, %o376: f32):
    %b377 = arith.addf %a374, %a375 : f32
    linalg.yield %b377 : f32
  } -> tensor<8x256xf32>
  %e379 = tensor.empty() : tensor<8x256xf32>
  %g383 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g378 : tensor<8x256xf32>) outs(%e379 : tensor<8x256xf32>) {
  ^bb0(%a380: f32, %o381: f32):
    %b382 = math.tanh %a380 : f32
    linalg.yield %b382 : f32
  } -> tensor<8x256xf32>
  %e384 = tensor.empty() : tensor<8x128xf32>
  %f385 = linalg.fill ins(%c0 : f32) outs(%e384 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm386 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g383, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f385 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e387 = tensor.empty() : tensor<8x128xf32>
  %g392 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm386, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e387 : tensor<8x128xf32>) {
  ^bb0(%a388: f32, %a389: f32, %o390: f32):
    %b391 = arith.addf %a388, %a389 : f32
    linalg.yield %b391 : f32
  } -> tensor<8x128xf32>
  %s393 = tensor.extract_slice %x[14, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r394 = tensor.collapse_shape %s393 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e395 = tensor.empty() : tensor<8x1280xf32>
  %cat396 = tensor.insert_slice %r394 into %e395[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat397 = tensor.insert_slice %g383 into %cat396[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e398 = tensor.empty() : tensor<8x256xf32>
  %f399 = linalg.fill ins(%c0 : f32) outs(%e398 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm400 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat397, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f399 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e401 = tensor.empty() : tensor<8x256xf32>
  %g406 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm400, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e401 : tensor<8x256xf32>) {
  ^bb0(%a402: f32, %a403: f32, %o404: f32):
    %b405 = arith.addf %a402, %a403 : f32
    linalg.yield %b405 : f32
  } -> tensor<8x256xf32>
  %e407 = tensor.empty() : tensor<8x256xf32>
  %g411 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g406 : tensor<8x256xf32>) outs(%e407 : tensor<8x256xf32>) {
  ^bb0(%a408: f32, %o409: f32):
    %b410 = math.tanh %a408 : f32
    linalg.yield %b410 : f32
  } -> tensor<8x256xf32>
  %e412 = tensor.empty() : tensor<8x128xf32>
  %f413 = linalg.fill ins(%c0 : f32) outs(%e412 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm414 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g411, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f413 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e415 = tensor.empty() : tensor<8x128xf32>
  %g420 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm414, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e415 : tensor<8x128xf32>) {
  ^bb0(%a416: f32, %a417: f32, %o418: f32):
    %b419 = arith.addf %a416, %a417 : f32
    linalg.yield %b419 : f32
  } -> tensor<8x128xf32>
  %s421 = tensor.extract_slice %x[15, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r422 = tensor.collapse_shape %s421 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e423 = tensor.empty() : tensor<8x1280xf32>
  %cat424 = tensor.insert_slice %r422 into %e423[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat425 = tensor.insert_slice %g411 into %cat424[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e426 = tensor.empty() : tensor<8x256xf32>
  %f427 = linalg.fill ins(%c0 : f32) outs(%e426 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm428 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat425, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f427 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e429 = tensor.empty() : tensor<8x256xf32>
  %g434 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm428, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e429 : tensor<8x256xf32>) {
  ^bb0(%a430: f32, %a431: f32, %o432: f32):
    %b433 = arith.addf %a430, %a431 : f32
    linalg.yield %b433 : f32
  } -> tensor<8x256xf32>
  %e435 = tensor.empty() : tensor<8x256xf32>
  %g439 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g434 : tensor<8x256xf32>) outs(%e435 : tensor<8x256xf32>) {
  ^bb0(%a436: f32, %o437: f32):
    %b438 = math.tanh %a436 : f32
    linalg.yield %b438 : f32
  } -> tensor<8x256xf32>
  %e440 = tensor.empty() : tensor<8x128xf32>
  %f441 = linalg.fill ins(%c0 : f32) outs(%e440 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm442 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g439, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f441 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e443 = tensor.empty() : tensor<8x128xf32>
  %g448 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm442, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e443 : tensor<8x128xf32>) {
  ^bb0(%a444: f32, %a445: f32, %o446: f32):
    %b447 = arith.addf %a444, %a445 : f32
    linalg.yield %b447 : f32
  } -> tensor<8x128xf32>
  %s449 = tensor.extract_slice %x[16, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r450 = tensor.collapse_shape %s449 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e451 = tensor.empty() : tensor<8x1280xf32>
  %cat452 = tensor.insert_slice %r450 into %e451[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat453 = tensor.insert_slice %g439 into %cat452[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e454 = tensor.empty() : tensor<8x256xf32>
  %f455 = linalg.fill ins(%c0 : f32) outs(%e454 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm456 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat453, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f455 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e457 = tensor.empty() : tensor<8x256xf32>
  %g462 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm456, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e457 : tensor<8x256xf32>) {
  ^bb0(%a458: f32, %a459: f32, %o460: f32):
    %b461 = arith.addf %a458, %a459 : f32
    linalg.yield %b461 : f32
  } -> tensor<8x256xf32>
  %e463 = tensor.empty() : tensor<8x256xf32>
  %g467 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g462 : tensor<8x256xf32>) outs(%e463 : tensor<8x256xf32>) {
  ^bb0(%a464: f32, %o465: f32):
    %b466 = math.tanh %a464 : f32
    linalg.yield %b466 : f32
  } -> tensor<8x256xf32>
  %e468 = tensor.empty() : tensor<8x128xf32>
  %f469 = linalg.fill ins(%c0 : f32) outs(%e468 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm470 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g467, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f469 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e471 = tensor.empty() : tensor<8x128xf32>
  %g476 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm470, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e471 : tensor<8x128xf32>) {
  ^bb0(%a472: f32, %a473: f32, %o474: f32):
    %b475 = arith.addf %a472, %a473 : f32
    linalg.yield %b475 : f32
  } -> tensor<8x128xf32>
  %s477 = tensor.extract_slice %x[17, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r478 = tensor.collapse_shape %s477 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e479 = tensor.empty() : tensor<8x1280xf32>
  %cat480 = tensor.insert_slice %r478 into %e479[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat481 = tensor.insert_slice %g467 into %cat480[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e482 = tensor.empty() : tensor<8x256xf32>
  %f483 = linalg.fill ins(%c0 : f32) outs(%e482 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm484 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat481, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f483 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e485 = tensor.empty() : tensor<8x256xf32>
  %g490 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm484, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e485 : tensor<8x256xf32>) {
  ^bb0(%a486: f32, %a487: f32, %o488: f32):
    %b489 = arith.addf %a486, %a487 : f32
    linalg.yield %b489 : f32
  } -> tensor<8x256xf32>
  %e491 = tensor.empty() : tensor<8x256xf32>
  %g495 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g490 : tensor<8x256xf32>) outs(%e491 : tensor<8x256xf32>) {
  ^bb0(%a492: f32, %o493: f32):
    %b494 = math.tanh %a492 : f32
    linalg.yield %b494 : f32
  } -> tensor<8x256xf32>
  %e496 = tensor.empty() : tensor<8x128xf32>
  %f497 = linalg.fill ins(%c0 : f32) outs(%e496 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm498 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g495, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f497 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e499 = tensor.empty() : tensor<8x128xf32>
  %g504 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm498, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e499 : tensor<8x128xf32>) {
  ^bb0(%a500: f32, %a501: f32, %o502: f32):
    %b503 = arith.addf %a500, %a501 : f32
    linalg.yield %b503 : f32
  } -> tensor<8x128xf32>
  %s505 = tensor.extract_slice %x[18, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r506 = tensor.collapse_shape %s505 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e507 = tensor.empty() : tensor<8x1280xf32>
  %cat508 = tensor.insert_slice %r506 into %e507[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat509 = tensor.insert_slice %g495 into %cat508[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e510 = tensor.empty() : tensor<8x256xf32>
  %f511 = linalg.fill ins(%c0 : f32) outs(%e510 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm512 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat509, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f511 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e513 = tensor.empty() : tensor<8x256xf32>
  %g518 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm512, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e513 : tensor<8x256xf32>) {
  ^bb0(%a514: f32, %a515: f32, %o516: f32):
    %b517 = arith.addf %a514, %a515 : f32
    linalg.yield %b517 : f32
  } -> tensor<8x256xf32>
  %e519 = tensor.empty() : tensor<8x256xf32>
  %g523 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g518 : tensor<8x256xf32>) outs(%e519 : tensor<8x256xf32>) {
  ^bb0(%a520: f32, %o521: f32):
    %b522 = math.tanh %a520 : f32
    linalg.yield %b522 : f32
  } -> tensor<8x256xf32>
  %e524 = tensor.empty() : tensor<8x128xf32>
  %f525 = linalg.fill ins(%c0 : f32) outs(%e524 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm526 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g523, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f525 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e527 = tensor.empty() : tensor<8x128xf32>
  %g532 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm526, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e527 : tensor<8x128xf32>) {
  ^bb0(%a528: f32, %a529: f32, %o530: f32):
    %b531 = arith.addf %a528, %a529 : f32
    linalg.yield %b531 : f32
  } -> tensor<8x128xf32>
  %s533 = tensor.extract_slice %x[19, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r534 = tensor.collapse_shape %s533 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e535 = tensor.empty() : tensor<8x1280xf32>
  %cat536 = tensor.insert_slice %r534 into %e535[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat537 = tensor.insert_slice %g523 into %cat536[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e538 = tensor.empty() : tensor<8x256xf32>
  %f539 = linalg.fill ins(%c0 : f32) outs(%e538 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm540 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat537, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f539 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e541 = tensor.empty() : tensor<8x256xf32>
  %g546 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm540, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e541 : tensor<8x256xf32>) {
  ^bb0(%a542: f32, %a543: f32, %o544: f32):
    %b545 = arith.addf %a542, %a543 : f32
    linalg.yield %b545 : f32
  } -> tensor<8x256xf32>
  %e547 = tensor.empty() : tensor<8x256xf32>
  %g551 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g546 : tensor<8x256xf32>) outs(%e547 : tensor<8x256xf32>) {
  ^bb0(%a548: f32, %o549: f32):
    %b550 = math.tanh %a548 : f32
    linalg.yield %b550 : f32
  } -> tensor<8x256xf32>
  %e552 = tensor.empty() : tensor<8x128xf32>
  %f553 = linalg.fill ins(%c0 : f32) outs(%e552 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm554 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g551, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f553 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e555 = tensor.empty() : tensor<8x128xf32>
  %g560 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm554, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e555 : tensor<8x128xf32>) {
  ^bb0(%a556: f32, %a557: f32, %o558: f32):
    %b559 = arith.addf %a556, %a557 : f32
    linalg.yield %b559 : f32
  } -> tensor<8x128xf32>
  %s561 = tensor.extract_slice %x[20, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r562 = tensor.collapse_shape %s561 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e563 = tensor.empty() : tensor<8x1280xf32>
  %cat564 = tensor.insert_slice %r562 into %e563[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat565 = tensor.insert_slice %g551 into %cat564[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e566 = tensor.empty() : tensor<8x256xf32>
  %f567 = linalg.fill ins(%c0 : f32) outs(%e566 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm568 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat565, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f567 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e569 = tensor.empty() : tensor<8x256xf32>
  %g574 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm568, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e569 : tensor<8x256xf32>) {
  ^bb0(%a570: f32, %a571: f32, %o572: f32):
    %b573 = arith.addf %a570, %a571 : f32
    linalg.yield %b573 : f32
  } -> tensor<8x256xf32>
  %e575 = tensor.empty() : tensor<8x256xf32>
  %g579 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g574 : tensor<8x256xf32>) outs(%e575 : tensor<8x256xf32>) {
  ^bb0(%a576: f32, %o577: f32):
    %b578 = math.tanh %a576 : f32
    linalg.yield %b578 : f32
  } -> tensor<8x256xf32>
  %e580 = tensor.empty() : tensor<8x128xf32>
  %f581 = linalg.fill ins(%c0 : f32) outs(%e580 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm582 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g579, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f581 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e583 = tensor.empty() : tensor<8x128xf32>
  %g588 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm582, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e583 : tensor<8x128xf32>) {
  ^bb0(%a584: f32, %a585: f32, %o586: f32):
    %b587 = arith.addf %a584, %a585 : f32
    linalg.yield %b587 : f32
  } -> tensor<8x128xf32>
  %s589 = tensor.extract_slice %x[21, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r590 = tensor.collapse_shape %s589 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e591 = tensor.empty() : tensor<8x1280xf32>
  %cat592 = tensor.insert_slice %r590 into %e591[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat593 = tensor.insert_slice %g579 into %cat592[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e594 = tensor.empty() : tensor<8x256xf32>
  %f595 = linalg.fill ins(%c0 : f32) outs(%e594 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm596 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat593, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f595 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e597 = tensor.empty() : tensor<8x256xf32>
  %g602 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm596, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e597 : tensor<8x256xf32>) {
  ^bb0(%a598: f32, %a599: f32, %o600: f32):
    %b601 = arith.addf %a598, %a599 : f32
    linalg.yield %b601 : f32
  } -> tensor<8x256xf32>
  %e603 = tensor.empty() : tensor<8x256xf32>
  %g607 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g602 : tensor<8x256xf32>) outs(%e603 : tensor<8x256xf32>) {
  ^bb0(%a604: f32, %o605: f32):
    %b606 = math.tanh %a604 : f32
    linalg.yield %b606 : f32
  } -> tensor<8x256xf32>
  %e608 = tensor.empty() : tensor<8x128xf32>
  %f609 = linalg.fill ins(%c0 : f32) outs(%e608 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm610 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g607, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f609 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e611 = tensor.empty() : tensor<8x128xf32>
  %g616 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm610, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e611 : tensor<8x128xf32>) {
  ^bb0(%a612: f32, %a613: f32, %o614: f32):
    %b615 = arith.addf %a612, %a613 : f32
    linalg.yield %b615 : f32
  } -> tensor<8x128xf32>
  %s617 = tensor.extract_slice %x[22, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r618 = tensor.collapse_shape %s617 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e619 = tensor.empty() : tensor<8x1280xf32>
  %cat620 = tensor.insert_slice %r618 into %e619[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat621 = tensor.insert_slice %g607 into %cat620[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e622 = tensor.empty() : tensor<8x256xf32>
  %f623 = linalg.fill ins(%c0 : f32) outs(%e622 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm624 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat621, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f623 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e625 = tensor.empty() : tensor<8x256xf32>
  %g630 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm624, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e625 : tensor<8x256xf32>) {
  ^bb0(%a626: f32, %a627: f32, %o628: f32):
    %b629 = arith.addf %a626, %a627 : f32
    linalg.yield %b629 : f32
  } -> tensor<8x256xf32>
  %e631 = tensor.empty() : tensor<8x256xf32>
  %g635 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g630 : tensor<8x256xf32>) outs(%e631 : tensor<8x256xf32>) {
  ^bb0(%a632: f32, %o633: f32):
    %b634 = math.tanh %a632 : f32
    linalg.yield %b634 : f32
  } -> tensor<8x256xf32>
  %e636 = tensor.empty() : tensor<8x128xf32>
  %f637 = linalg.fill ins(%c0 : f32) outs(%e636 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm638 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g635, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f637 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e639 = tensor.empty() : tensor<8x128xf32>
  %g644 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm638, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e639 : tensor<8x128xf32>) {
  ^bb0(%a640: f32, %a641: f32, %o642: f32):
    %b643 = arith.addf %a640, %a641 : f32
    linalg.yield %b643 : f32
  } -> tensor<8x128xf32>
  %s645 = tensor.extract_slice %x[23, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r646 = tensor.collapse_shape %s645 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e647 = tensor.empty() : tensor<8x1280xf32>
  %cat648 = tensor.insert_slice %r646 into %e647[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat649 = tensor.insert_slice %g635 into %cat648[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e650 = tensor.empty() : tensor<8x256xf32>
  %f651 = linalg.fill ins(%c0 : f32) outs(%e650 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm652 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat649, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f651 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e653 = tensor.empty() : tensor<8x256xf32>
  %g658 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm652, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e653 : tensor<8x256xf32>) {
  ^bb0(%a654: f32, %a655: f32, %o656: f32):
    %b657 = arith.addf %a654, %a655 : f32
    linalg.yield %b657 : f32
  } -> tensor<8x256xf32>
  %e659 = tensor.empty() : tensor<8x256xf32>
  %g663 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g658 : tensor<8x256xf32>) outs(%e659 : tensor<8x256xf32>) {
  ^bb0(%a660: f32, %o661: f32):
    %b662 = math.tanh %a660 : f32
    linalg.yield %b662 : f32
  } -> tensor<8x256xf32>
  %e664 = tensor.empty() : tensor<8x128xf32>
  %f665 = linalg.fill ins(%c0 : f32) outs(%e664 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm666 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g663, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f665 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e667 = tensor.empty() : tensor<8x128xf32>
  %g672 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm666, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e667 : tensor<8x128xf32>) {
  ^bb0(%a668: f32, %a669: f32, %o670: f32):
    %b671 = arith.addf %a668, %a669 : f32
    linalg.yield %b671 : f32
  } -> tensor<8x128xf32>
  %s673 = tensor.extract_slice %x[24, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r674 = tensor.collapse_shape %s673 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e675 = tensor.empty() : tensor<8x1280xf32>
  %cat676 = tensor.insert_slice %r674 into %e675[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat677 = tensor.insert_slice %g663 into %cat676[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e678 = tensor.empty() : tensor<8x256xf32>
  %f679 = linalg.fill ins(%c0 : f32) outs(%e678 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm680 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat677, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f679 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e681 = tensor.empty() : tensor<8x256xf32>
  %g686 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm680, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e681 : tensor<8x256xf32>) {
  ^bb0(%a682: f32, %a683: f32, %o684: f32):
    %b685 = arith.addf %a682, %a683 : f32
    linalg.yield %b685 : f32
  } -> tensor<8x256xf32>
  %e687 = tensor.empty() : tensor<8x256xf32>
  %g691 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g686 : tensor<8x256xf32>) outs(%e687 : tensor<8x256xf32>) {
  ^bb0(%a688: f32, %o689: f32):
    %b690 = math.tanh %a688 : f32
    linalg.yield %b690 : f32
  } -> tensor<8x256xf32>
  %e692 = tensor.empty() : tensor<8x128xf32>
  %f693 = linalg.fill ins(%c0 : f32) outs(%e692 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm694 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g691, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f693 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e695 = tensor.empty() : tensor<8x128xf32>
  %g700 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm694, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e695 : tensor<8x128xf32>) {
  ^bb0(%a696: f32, %a697: f32, %o698: f32):
    %b699 = arith.addf %a696, %a697 : f32
    linalg.yield %b699 : f32
  } -> tensor<8x128xf32>
  %s701 = tensor.extract_slice %x[25, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r702 = tensor.collapse_shape %s701 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e703 = tensor.empty() : tensor<8x1280xf32>
  %cat704 = tensor.insert_slice %r702 into %e703[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat705 = tensor.insert_slice %g691 into %cat704[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e706 = tensor.empty() : tensor<8x256xf32>
  %f707 = linalg.fill ins(%c0 : f32) outs(%e706 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm708 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat705, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f707 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e709 = tensor.empty() : tensor<8x256xf32>
  %g714 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm708, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e709 : tensor<8x256xf32>) {
  ^bb0(%a710: f32, %a711: f32, %o712: f32):
    %b713 = arith.addf %a710, %a711 : f32
    linalg.yield %b713 : f32
  } -> tensor<8x256xf32>
  %e715 = tensor.empty() : tensor<8x256xf32>
  %g719 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g714 : tensor<8x256xf32>) outs(%e715 : tensor<8x256xf32>) {
  ^bb0(%a716: f32, %o717: f32):
    %b718 = math.tanh %a716 : f32
    linalg.yield %b718 : f32
  } -> tensor<8x256xf32>
  %e720 = tensor.empty() : tensor<8x128xf32>
  %f721 = linalg.fill ins(%c0 : f32) outs(%e720 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm722 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g719, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f721 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e723 = tensor.empty() : tensor<8x128xf32>
  %g728 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm722, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e723 : tensor<8x128xf32>) {
  ^bb0(%a724: f32, %a725: f32, %o726: f32):
    %b727 = arith.addf %a724, %a725 : f32
    linalg.yield %b727 : f32
  } -> tensor<8x128xf32>
  %s729 = tensor.extract_slice %x[26, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r730 = tensor.collapse_shape %s729 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e731 = tensor.empty() : tensor<8x1280xf32>
  %cat732 = tensor.insert_slice %r730 into %e731[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat733 = tensor.insert_slice %g719 into %cat732[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e734 = tensor.empty() : tensor<8x256xf32>
  %f735 = linalg.fill ins(%c0 : f32) outs(%e734 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm736 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat733, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f735 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e737 = tensor.empty() : tensor<8x256xf32>
  %g742 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm736, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e737 : tensor<8x256xf32>) {
  ^bb0(%a738: f32, %a739: f32, %o740: f32):
    %b741 = arith.addf %a738, %a739 : f32
    linalg.yield %b741 : f32
  } -> tensor<8x256xf32>
  %e743 = tensor.empty() : tensor<8x256xf32>
  %g747 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g742 : tensor<8x256xf32>) outs(%e743 : tensor<8x256xf32>) {
  ^bb0(%a744: f32, %o745: f32):
    %b746 = math.tanh %a744 : f32
    linalg.yield %b746 : f32
  } -> tensor<8x256xf32>
  %e748 = tensor.empty() : tensor<8x128xf32>
  %f749 = linalg.fill ins(%c0 : f32) outs(%e748 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm750 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g747, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f749 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e751 = tensor.empty() : tensor<8x128xf32>
  %g756 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm750, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e751 : tensor<8x128xf32>) {
  ^bb0(%a752: f32, %a753: f32, %o754: f32):
    %b755 = arith.addf %a752, %a753 : f32
    linalg.yield %b755 : f32
  } -> tensor<8x128xf32>
  %s757 = tensor.extract_slice %x[27, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r758 = tensor.collapse_shape %s757 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e759 = tensor.empty() : tensor<8x1280xf32>
  %cat760 = tensor.insert_slice %r758 into %e759[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat761 = tensor.insert_slice %g747 into %cat760[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e762 = tensor.empty() : tensor<8x256xf32>
  %f763 = linalg.fill ins(%c0 : f32) outs(%e762 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm764 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat761, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f763 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e765 = tensor.empty() : tensor<8x256xf32>
  %g770 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm764, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e765 : tensor<8x256xf32>) {
  ^bb0(%a766: f32, %a767: f32, %o768: f32):
    %b769 = arith.addf %a766, %a767 : f32
    linalg.yield %b769 : f32
  } -> tensor<8x256xf32>
  %e771 = tensor.empty() : tensor<8x256xf32>
  %g775 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g770 : tensor<8x256xf32>) outs(%e771 : tensor<8x256xf32>) {
  ^bb0(%a772: f32, %o773: f32):
    %b774 = math.tanh %a772 : f32
    linalg.yield %b774 : f32
  } -> tensor<8x256xf32>
  %e776 = tensor.empty() : tensor<8x128xf32>
  %f777 = linalg.fill ins(%c0 : f32) outs(%e776 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm778 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g775, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f777 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e779 = tensor.empty() : tensor<8x128xf32>
  %g784 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm778, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e779 : tensor<8x128xf32>) {
  ^bb0(%a780: f32, %a781: f32, %o782: f32):
    %b783 = arith.addf %a780, %a781 : f32
    linalg.yield %b783 : f32
  } -> tensor<8x128xf32>
  %s785 = tensor.extract_slice %x[28, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r786 = tensor.collapse_shape %s785 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e787 = tensor.empty() : tensor<8x1280xf32>
  %cat788 = tensor.insert_slice %r786 into %e787[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat789 = tensor.insert_slice %g775 into %cat788[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e790 = tensor.empty() : tensor<8x256xf32>
  %f791 = linalg.fill ins(%c0 : f32) outs(%e790 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm792 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat789, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f791 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e793 = tensor.empty() : tensor<8x256xf32>
  %g798 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm792, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e793 : tensor<8x256xf32>) {
  ^bb0(%a794: f32, %a795: f32, %o796: f32):
    %b797 = arith.addf %a794, %a795 : f32
    linalg.yield %b797 : f32
  } -> tensor<8x256xf32>
  %e799 = tensor.empty() : tensor<8x256xf32>
  %g803 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g798 : tensor<8x256xf32>) outs(%e799 : tensor<8x256xf32>) {
  ^bb0(%a800: f32, %o801: f32):
    %b802 = math.tanh %a800 : f32
    linalg.yield %b802 : f32
  } -> tensor<8x256xf32>
  %e804 = tensor.empty() : tensor<8x128xf32>
  %f805 = linalg.fill ins(%c0 : f32) outs(%e804 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm806 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g803, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f805 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e807 = tensor.empty() : tensor<8x128xf32>
  %g812 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm806, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e807 : tensor<8x128xf32>) {
  ^bb0(%a808: f32, %a809: f32, %o810: f32):
    %b811 = arith.addf %a808, %a809 : f32
    linalg.yield %b811 : f32
  } -> tensor<8x128xf32>
  %s813 = tensor.extract_slice %x[29, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r814 = tensor.collapse_shape %s813 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e815 = tensor.empty() : tensor<8x1280xf32>
  %cat816 = tensor.insert_slice %r814 into %e815[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat817 = tensor.insert_slice %g803 into %cat816[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e818 = tensor.empty() : tensor<8x256xf32>
  %f819 = linalg.fill ins(%c0 : f32) outs(%e818 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm820 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat817, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f819 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e821 = tensor.empty() : tensor<8x256xf32>
  %g826 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm820, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e821 : tensor<8x256xf32>) {
  ^bb0(%a822: f32, %a823: f32, %o824: f32):
    %b825 = arith.addf %a822, %a823 : f32
    linalg.yield %b825 : f32
  } -> tensor<8x256xf32>
  %e827 = tensor.empty() : tensor<8x256xf32>
  %g831 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g826 : tensor<8x256xf32>) outs(%e827 : tensor<8x256xf32>) {
  ^bb0(%a828: f32, %o829: f32):
    %b830 = math.tanh %a828 : f32
    linalg.yield %b830 : f32
  } -> tensor<8x256xf32>
  %e832 = tensor.empty() : tensor<8x128xf32>
  %f833 = linalg.fill ins(%c0 : f32) outs(%e832 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm834 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g831, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f833 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e835 = tensor.empty() : tensor<8x128xf32>
  %g840 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm834, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e835 : tensor<8x128xf32>) {
  ^bb0(%a836: f32, %a837: f32, %o838: f32):
    %b839 = arith.addf %a836, %a837 : f32
    linalg.yield %b839 : f32
  } -> tensor<8x128xf32>
  %s841 = tensor.extract_slice %x[30, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r842 = tensor.collapse_shape %s841 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e843 = tensor.empty() : tensor<8x1280xf32>
  %cat844 = tensor.insert_slice %r842 into %e843[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat845 = tensor.insert_slice %g831 into %cat844[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e846 = tensor.empty() : tensor<8x256xf32>
  %f847 = linalg.fill ins(%c0 : f32) outs(%e846 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm848 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat845, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f847 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e849 = tensor.empty() : tensor<8x256xf32>
  %g854 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm848, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e849 : tensor<8x256xf32>) {
  ^bb0(%a850: f32, %a851: f32, %o852: f32):
    %b853 = arith.addf %a850, %a851 : f32
    linalg.yield %b853 : f32
  } -> tensor<8x256xf32>
  %e855 = tensor.empty() : tensor<8x256xf32>
  %g859 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g854 : tensor<8x256xf32>) outs(%e855 : tensor<8x256xf32>) {
  ^bb0(%a856: f32, %o857: f32):
    %b858 = math.tanh %a856 : f32
    linalg.yield %b858 : f32
  } -> tensor<8x256xf32>
  %e860 = tensor.empty() : tensor<8x128xf32>
  %f861 = linalg.fill ins(%c0 : f32) outs(%e860 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm862 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g859, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f861 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e863 = tensor.empty() : tensor<8x128xf32>
  %g868 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm862, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e863 : tensor<8x128xf32>) {
  ^bb0(%a864: f32, %a865: f32, %o866: f32):
    %b867 = arith.addf %a864, %a865 : f32
    linalg.yield %b867 : f32
  } -> tensor<8x128xf32>
  %s869 = tensor.extract_slice %x[31, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r870 = tensor.collapse_shape %s869 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e871 = tensor.empty() : tensor<8x1280xf32>
  %cat872 = tensor.insert_slice %r870 into %e871[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat873 = tensor.insert_slice %g859 into %cat872[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e874 = tensor.empty() : tensor<8x256xf32>
  %f875 = linalg.fill ins(%c0 : f32) outs(%e874 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm876 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat873, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f875 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e877 = tensor.empty() : tensor<8x256xf32>
  %g882 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm876, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e877 : tensor<8x256xf32>) {
  ^bb0(%a878: f32, %a879: f32, %o880: f32):
    %b881 = arith.addf %a878, %a879 : f32
    linalg.yield %b881 : f32
  } -> tensor<8x256xf32>
  %e883 = tensor.empty() : tensor<8x256xf32>
  %g887 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g882 : tensor<8x256xf32>) outs(%e883 : tensor<8x256xf32>) {
  ^bb0(%a884: f32, %o885: f32):
    %b886 = math.tanh %a884 : f32
    linalg.yield %b886 : f32
  } -> tensor<8x256xf32>
  %e888 = tensor.empty() : tensor<8x128xf32>
  %f889 = linalg.fill ins(%c0 : f32) outs(%e888 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm890 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g887, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f889 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e891 = tensor.empty() : tensor<8x128xf32>
  %g896 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm890, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e891 : tensor<8x128xf32>) {
  ^bb0(%a892: f32, %a893: f32, %o894: f32):
    %b895 = arith.addf %a892, %a893 : f32
    linalg.yield %b895 : f32
  } -> tensor<8x128xf32>
  %s897 = tensor.extract_slice %x[32, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r898 = tensor.collapse_shape %s897 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e899 = tensor.empty() : tensor<8x1280xf32>
  %cat900 = tensor.insert_slice %r898 into %e899[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat901 = tensor.insert_slice %g887 into %cat900[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e902 = tensor.empty() : tensor<8x256xf32>
  %f903 = linalg.fill ins(%c0 : f32) outs(%e902 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm904 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat901, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f903 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e905 = tensor.empty() : tensor<8x256xf32>
  %g910 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm904, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e905 : tensor<8x256xf32>) {
  ^bb0(%a906: f32, %a907: f32, %o908: f32):
    %b909 = arith.addf %a906, %a907 : f32
    linalg.yield %b909 : f32
  } -> tensor<8x256xf32>
  %e911 = tensor.empty() : tensor<8x256xf32>
  %g915 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g910 : tensor<8x256xf32>) outs(%e911 : tensor<8x256xf32>) {
  ^bb0(%a912: f32, %o913: f32):
    %b914 = math.tanh %a912 : f32
    linalg.yield %b914 : f32
  } -> tensor<8x256xf32>
  %e916 = tensor.empty() : tensor<8x128xf32>
  %f917 = linalg.fill ins(%c0 : f32) outs(%e916 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm918 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g915, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f917 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e919 = tensor.empty() : tensor<8x128xf32>
  %g924 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm918, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e919 : tensor<8x128xf32>) {
  ^bb0(%a920: f32, %a921: f32, %o922: f32):
    %b923 = arith.addf %a920, %a921 : f32
    linalg.yield %b923 : f32
  } -> tensor<8x128xf32>
  %s925 = tensor.extract_slice %x[33, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r926 = tensor.collapse_shape %s925 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e927 = tensor.empty() : tensor<8x1280xf32>
  %cat928 = tensor.insert_slice %r926 into %e927[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat929 = tensor.insert_slice %g915 into %cat928[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e930 = tensor.empty() : tensor<8x256xf32>
  %f931 = linalg.fill ins(%c0 : f32) outs(%e930 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm932 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat929, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f931 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e933 = tensor.empty() : tensor<8x256xf32>
  %g938 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm932, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e933 : tensor<8x256xf32>) {
  ^bb0(%a934: f32, %a935: f32, %o936: f32):
    %b937 = arith.addf %a934, %a935 : f32
    linalg.yield %b937 : f32
  } -> tensor<8x256xf32>
  %e939 = tensor.empty() : tensor<8x256xf32>
  %g943 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g938 : tensor<8x256xf32>) outs(%e939 : tensor<8x256xf32>) {
  ^bb0(%a940: f32, %o941: f32):
    %b942 = math.tanh %a940 : f32
    linalg.yield %b942 : f32
  } -> tensor<8x256xf32>
  %e944 = tensor.empty() : tensor<8x128xf32>
  %f945 = linalg.fill ins(%c0 : f32) outs(%e944 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm946 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g943, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f945 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e947 = tensor.empty() : tensor<8x128xf32>
  %g952 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm946, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e947 : tensor<8x128xf32>) {
  ^bb0(%a948: f32, %a949: f32, %o950: f32):
    %b951 = arith.addf %a948, %a949 : f32
    linalg.yield %b951 : f32
  } -> tensor<8x128xf32>
  %s953 = tensor.extract_slice %x[34, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r954 = tensor.collapse_shape %s953 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e955 = tensor.empty() : tensor<8x1280xf32>
  %cat956 = tensor.insert_slice %r954 into %e955[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat957 = tensor.insert_slice %g943 into %cat956[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e958 = tensor.empty() : tensor<8x256xf32>
  %f959 = linalg.fill ins(%c0 : f32) outs(%e958 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm960 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat957, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f959 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e961 = tensor.empty() : tensor<8x256xf32>
  %g966 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm960, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e961 : tensor<8x256xf32>) {
  ^bb0(%a962: f32, %a963: f32, %o964: f32):
    %b965 = arith.addf %a962, %a963 : f32
    linalg.yield %b965 : f32
  } -> tensor<8x256xf32>
  %e967 = tensor.empty() : tensor<8x256xf32>
  %g971 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g966 : tensor<8x256xf32>) outs(%e967 : tensor<8x256xf32>) {
  ^bb0(%a968: f32, %o969: f32):
    %b970 = math.tanh %a968 : f32
    linalg.yield %b970 : f32
  } -> tensor<8x256xf32>
  %e972 = tensor.empty() : tensor<8x128xf32>
  %f973 = linalg.fill ins(%c0 : f32) outs(%e972 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm974 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g971, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f973 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e975 = tensor.empty() : tensor<8x128xf32>
  %g980 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm974, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e975 : tensor<8x128xf32>) {
  ^bb0(%a976: f32, %a977: f32, %o978: f32):
    %b979 = arith.addf %a976, %a977 : f32
    linalg.yield %b979 : f32
  } -> tensor<8x128xf32>
  %s981 = tensor.extract_slice %x[35, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r982 = tensor.collapse_shape %s981 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e983 = tensor.empty() : tensor<8x1280xf32>
  %cat984 = tensor.insert_slice %r982 into %e983[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat985 = tensor.insert_slice %g971 into %cat984[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e986 = tensor.empty() : tensor<8x256xf32>
  %f987 = linalg.fill ins(%c0 : f32) outs(%e986 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm988 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat985, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f987 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e989 = tensor.empty() : tensor<8x256xf32>
  %g994 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm988, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e989 : tensor<8x256xf32>) {
  ^bb0(%a990: f32, %a991: f32, %o992: f32):
    %b993 = arith.addf %a990, %a991 : f32
    linalg.yield %b993 : f32
  } -> tensor<8x256xf32>
  %e995 = tensor.empty() : tensor<8x256xf32>
  %g999 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g994 : tensor<8x256xf32>) outs(%e995 : tensor<8x256xf32>) {
  ^bb0(%a996: f32, %o997: f32):
    %b998 = math.tanh %a996 : f32
    linalg.yield %b998 : f32
  } -> tensor<8x256xf32>
  %e1000 = tensor.empty() : tensor<8x128xf32>
  %f1001 = linalg.fill ins(%c0 : f32) outs(%e1000 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1002 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g999, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1001 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1003 = tensor.empty() : tensor<8x128xf32>
  %g1008 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1002, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1003 : tensor<8x128xf32>) {
  ^bb0(%a1004: f32, %a1005: f32, %o1006: f32):
    %b1007 = arith.addf %a1004, %a1005 : f32
    linalg.yield %b1007 : f32
  } -> tensor<8x128xf32>
  %s1009 = tensor.extract_slice %x[36, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1010 = tensor.collapse_shape %s1009 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1011 = tensor.empty() : tensor<8x1280xf32>
  %cat1012 = tensor.insert_slice %r1010 into %e1011[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1013 = tensor.insert_slice %g999 into %cat1012[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1014 = tensor.empty() : tensor<8x256xf32>
  %f1015 = linalg.fill ins(%c0 : f32) outs(%e1014 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1016 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1013, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1015 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1017 = tensor.empty() : tensor<8x256xf32>
  %g1022 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1016, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1017 : tensor<8x256xf32>) {
  ^bb0(%a1018: f32, %a1019: f32, %o1020: f32):
    %b1021 = arith.addf %a1018, %a1019 : f32
    linalg.yield %b1021 : f32
  } -> tensor<8x256xf32>
  %e1023 = tensor.empty() : tensor<8x256xf32>
  %g1027 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1022 : tensor<8x256xf32>) outs(%e1023 : tensor<8x256xf32>) {
  ^bb0(%a1024: f32, %o1025: f32):
    %b1026 = math.tanh %a1024 : f32
    linalg.yield %b1026 : f32
  } -> tensor<8x256xf32>
  %e1028 = tensor.empty() : tensor<8x128xf32>
  %f1029 = linalg.fill ins(%c0 : f32) outs(%e1028 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1030 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1027, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1029 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1031 = tensor.empty() : tensor<8x128xf32>
  %g1036 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1030, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1031 : tensor<8x128xf32>) {
  ^bb0(%a1032: f32, %a1033: f32, %o1034: f32):
    %b1035 = arith.addf %a1032, %a1033 : f32
    linalg.yield %b1035 : f32
  } -> tensor<8x128xf32>
  %s1037 = tensor.extract_slice %x[37, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1038 = tensor.collapse_shape %s1037 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1039 = tensor.empty() : tensor<8x1280xf32>
  %cat1040 = tensor.insert_slice %r1038 into %e1039[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1041 = tensor.insert_slice %g1027 into %cat1040[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1042 = tensor.empty() : tensor<8x256xf32>
  %f1043 = linalg.fill ins(%c0 : f32) outs(%e1042 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1044 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1041, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1043 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1045 = tensor.empty() : tensor<8x256xf32>
  %g1050 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1044, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1045 : tensor<8x256xf32>) {
  ^bb0(%a1046: f32, %a1047: f32, %o1048: f32):
    %b1049 = arith.addf %a1046, %a1047 : f32
    linalg.yield %b1049 : f32
  } -> tensor<8x256xf32>
  %e1051 = tensor.empty() : tensor<8x256xf32>
  %g1055 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1050 : tensor<8x256xf32>) outs(%e1051 : tensor<8x256xf32>) {
  ^bb0(%a1052: f32, %o1053: f32):
    %b1054 = math.tanh %a1052 : f32
    linalg.yield %b1054 : f32
  } -> tensor<8x256xf32>
  %e1056 = tensor.empty() : tensor<8x128xf32>
  %f1057 = linalg.fill ins(%c0 : f32) outs(%e1056 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1058 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1055, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1057 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1059 = tensor.empty() : tensor<8x128xf32>
  %g1064 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1058, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1059 : tensor<8x128xf32>) {
  ^bb0(%a1060: f32, %a1061: f32, %o1062: f32):
    %b1063 = arith.addf %a1060, %a1061 : f32
    linalg.yield %b1063 : f32
  } -> tensor<8x128xf32>
  %s1065 = tensor.extract_slice %x[38, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1066 = tensor.collapse_shape %s1065 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1067 = tensor.empty() : tensor<8x1280xf32>
  %cat1068 = tensor.insert_slice %r1066 into %e1067[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1069 = tensor.insert_slice %g1055 into %cat1068[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1070 = tensor.empty() : tensor<8x256xf32>
  %f1071 = linalg.fill ins(%c0 : f32) outs(%e1070 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1072 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1069, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1071 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1073 = tensor.empty() : tensor<8x256xf32>
  %g1078 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1072, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1073 : tensor<8x256xf32>) {
  ^bb0(%a1074: f32, %a1075: f32, %o1076: f32):
    %b1077 = arith.addf %a1074, %a1075 : f32
    linalg.yield %b1077 : f32
  } -> tensor<8x256xf32>
  %e1079 = tensor.empty() : tensor<8x256xf32>
  %g1083 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1078 : tensor<8x256xf32>) outs(%e1079 : tensor<8x256xf32>) {
  ^bb0(%a1080: f32, %o1081: f32):
    %b1082 = math.tanh %a1080 : f32
    linalg.yield %b1082 : f32
  } -> tensor<8x256xf32>
  %e1084 = tensor.empty() : tensor<8x128xf32>
  %f1085 = linalg.fill ins(%c0 : f32) outs(%e1084 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1086 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1083, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1085 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1087 = tensor.empty() : tensor<8x128xf32>
  %g1092 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1086, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1087 : tensor<8x128xf32>) {
  ^bb0(%a1088: f32, %a1089: f32, %o1090: f32):
    %b1091 = arith.addf %a1088, %a1089 : f32
    linalg.yield %b1091 : f32
  } -> tensor<8x128xf32>
  %s1093 = tensor.extract_slice %x[39, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1094 = tensor.collapse_shape %s1093 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1095 = tensor.empty() : tensor<8x1280xf32>
  %cat1096 = tensor.insert_slice %r1094 into %e1095[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1097 = tensor.insert_slice %g1083 into %cat1096[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1098 = tensor.empty() : tensor<8x256xf32>
  %f1099 = linalg.fill ins(%c0 : f32) outs(%e1098 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1100 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1097, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1099 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1101 = tensor.empty() : tensor<8x256xf32>
  %g1106 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1100, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1101 : tensor<8x256xf32>) {
  ^bb0(%a1102: f32, %a1103: f32, %o1104: f32):
    %b1105 = arith.addf %a1102, %a1103 : f32
    linalg.yield %b1105 : f32
  } -> tensor<8x256xf32>
  %e1107 = tensor.empty() : tensor<8x256xf32>
  %g1111 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1106 : tensor<8x256xf32>) outs(%e1107 : tensor<8x256xf32>) {
  ^bb0(%a1108: f32, %o1109: f32):
    %b1110 = math.tanh %a1108 : f32
    linalg.yield %b1110 : f32
  } -> tensor<8x256xf32>
  %e1112 = tensor.empty() : tensor<8x128xf32>
  %f1113 = linalg.fill ins(%c0 : f32) outs(%e1112 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1114 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1111, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1113 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1115 = tensor.empty() : tensor<8x128xf32>
  %g1120 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1114, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1115 : tensor<8x128xf32>) {
  ^bb0(%a1116: f32, %a1117: f32, %o1118: f32):
    %b1119 = arith.addf %a1116, %a1117 : f32
    linalg.yield %b1119 : f32
  } -> tensor<8x128xf32>
  %s1121 = tensor.extract_slice %x[40, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1122 = tensor.collapse_shape %s1121 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1123 = tensor.empty() : tensor<8x1280xf32>
  %cat1124 = tensor.insert_slice %r1122 into %e1123[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1125 = tensor.insert_slice %g1111 into %cat1124[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1126 = tensor.empty() : tensor<8x256xf32>
  %f1127 = linalg.fill ins(%c0 : f32) outs(%e1126 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1128 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1125, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1127 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1129 = tensor.empty() : tensor<8x256xf32>
  %g1134 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1128, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1129 : tensor<8x256xf32>) {
  ^bb0(%a1130: f32, %a1131: f32, %o1132: f32):
    %b1133 = arith.addf %a1130, %a1131 : f32
    linalg.yield %b1133 : f32
  } -> tensor<8x256xf32>
  %e1135 = tensor.empty() : tensor<8x256xf32>
  %g1139 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1134 : tensor<8x256xf32>) outs(%e1135 : tensor<8x256xf32>) {
  ^bb0(%a1136: f32, %o1137: f32):
    %b1138 = math.tanh %a1136 : f32
    linalg.yield %b1138 : f32
  } -> tensor<8x256xf32>
  %e1140 = tensor.empty() : tensor<8x128xf32>
  %f1141 = linalg.fill ins(%c0 : f32) outs(%e1140 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1142 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1139, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1141 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1143 = tensor.empty() : tensor<8x128xf32>
  %g1148 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1142, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1143 : tensor<8x128xf32>) {
  ^bb0(%a1144: f32, %a1145: f32, %o1146: f32):
    %b1147 = arith.addf %a1144, %a1145 : f32
    linalg.yield %b1147 : f32
  } -> tensor<8x128xf32>
  %s1149 = tensor.extract_slice %x[41, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1150 = tensor.collapse_shape %s1149 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1151 = tensor.empty() : tensor<8x1280xf32>
  %cat1152 = tensor.insert_slice %r1150 into %e1151[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1153 = tensor.insert_slice %g1139 into %cat1152[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1154 = tensor.empty() : tensor<8x256xf32>
  %f1155 = linalg.fill ins(%c0 : f32) outs(%e1154 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1156 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1153, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1155 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1157 = tensor.empty() : tensor<8x256xf32>
  %g1162 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1156, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1157 : tensor<8x256xf32>) {
  ^bb0(%a1158: f32, %a1159: f32, %o1160: f32):
    %b1161 = arith.addf %a1158, %a1159 : f32
    linalg.yield %b1161 : f32
  } -> tensor<8x256xf32>
  %e1163 = tensor.empty() : tensor<8x256xf32>
  %g1167 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1162 : tensor<8x256xf32>) outs(%e1163 : tensor<8x256xf32>) {
  ^bb0(%a1164: f32, %o1165: f32):
    %b1166 = math.tanh %a1164 : f32
    linalg.yield %b1166 : f32
  } -> tensor<8x256xf32>
  %e1168 = tensor.empty() : tensor<8x128xf32>
  %f1169 = linalg.fill ins(%c0 : f32) outs(%e1168 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1170 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1167, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1169 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1171 = tensor.empty() : tensor<8x128xf32>
  %g1176 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1170, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1171 : tensor<8x128xf32>) {
  ^bb0(%a1172: f32, %a1173: f32, %o1174: f32):
    %b1175 = arith.addf %a1172, %a1173 : f32
    linalg.yield %b1175 : f32
  } -> tensor<8x128xf32>
  %s1177 = tensor.extract_slice %x[42, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1178 = tensor.collapse_shape %s1177 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1179 = tensor.empty() : tensor<8x1280xf32>
  %cat1180 = tensor.insert_slice %r1178 into %e1179[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1181 = tensor.insert_slice %g1167 into %cat1180[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1182 = tensor.empty() : tensor<8x256xf32>
  %f1183 = linalg.fill ins(%c0 : f32) outs(%e1182 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1184 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1181, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1183 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1185 = tensor.empty() : tensor<8x256xf32>
  %g1190 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1184, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1185 : tensor<8x256xf32>) {
  ^bb0(%a1186: f32, %a1187: f32, %o1188: f32):
    %b1189 = arith.addf %a1186, %a1187 : f32
    linalg.yield %b1189 : f32
  } -> tensor<8x256xf32>
  %e1191 = tensor.empty() : tensor<8x256xf32>
  %g1195 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1190 : tensor<8x256xf32>) outs(%e1191 : tensor<8x256xf32>) {
  ^bb0(%a1192: f32, %o1193: f32):
    %b1194 = math.tanh %a1192 : f32
    linalg.yield %b1194 : f32
  } -> tensor<8x256xf32>
  %e1196 = tensor.empty() : tensor<8x128xf32>
  %f1197 = linalg.fill ins(%c0 : f32) outs(%e1196 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1198 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1195, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1197 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1199 = tensor.empty() : tensor<8x128xf32>
  %g1204 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1198, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1199 : tensor<8x128xf32>) {
  ^bb0(%a1200: f32, %a1201: f32, %o1202: f32):
    %b1203 = arith.addf %a1200, %a1201 : f32
    linalg.yield %b1203 : f32
  } -> tensor<8x128xf32>
  %s1205 = tensor.extract_slice %x[43, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1206 = tensor.collapse_shape %s1205 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1207 = tensor.empty() : tensor<8x1280xf32>
  %cat1208 = tensor.insert_slice %r1206 into %e1207[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1209 = tensor.insert_slice %g1195 into %cat1208[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1210 = tensor.empty() : tensor<8x256xf32>
  %f1211 = linalg.fill ins(%c0 : f32) outs(%e1210 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1212 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1209, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1211 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1213 = tensor.empty() : tensor<8x256xf32>
  %g1218 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1212, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1213 : tensor<8x256xf32>) {
  ^bb0(%a1214: f32, %a1215: f32, %o1216: f32):
    %b1217 = arith.addf %a1214, %a1215 : f32
    linalg.yield %b1217 : f32
  } -> tensor<8x256xf32>
  %e1219 = tensor.empty() : tensor<8x256xf32>
  %g1223 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1218 : tensor<8x256xf32>) outs(%e1219 : tensor<8x256xf32>) {
  ^bb0(%a1220: f32, %o1221: f32):
    %b1222 = math.tanh %a1220 : f32
    linalg.yield %b1222 : f32
  } -> tensor<8x256xf32>
  %e1224 = tensor.empty() : tensor<8x128xf32>
  %f1225 = linalg.fill ins(%c0 : f32) outs(%e1224 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1226 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1223, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1225 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1227 = tensor.empty() : tensor<8x128xf32>
  %g1232 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1226, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1227 : tensor<8x128xf32>) {
  ^bb0(%a1228: f32, %a1229: f32, %o1230: f32):
    %b1231 = arith.addf %a1228, %a1229 : f32
    linalg.yield %b1231 : f32
  } -> tensor<8x128xf32>
  %s1233 = tensor.extract_slice %x[44, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1234 = tensor.collapse_shape %s1233 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1235 = tensor.empty() : tensor<8x1280xf32>
  %cat1236 = tensor.insert_slice %r1234 into %e1235[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1237 = tensor.insert_slice %g1223 into %cat1236[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1238 = tensor.empty() : tensor<8x256xf32>
  %f1239 = linalg.fill ins(%c0 : f32) outs(%e1238 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1240 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1237, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1239 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1241 = tensor.empty() : tensor<8x256xf32>
  %g1246 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1240, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1241 : tensor<8x256xf32>) {
  ^bb0(%a1242: f32, %a1243: f32, %o1244: f32):
    %b1245 = arith.addf %a1242, %a1243 : f32
    linalg.yield %b1245 : f32
  } -> tensor<8x256xf32>
  %e1247 = tensor.empty() : tensor<8x256xf32>
  %g1251 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1246 : tensor<8x256xf32>) outs(%e1247 : tensor<8x256xf32>) {
  ^bb0(%a1248: f32, %o1249: f32):
    %b1250 = math.tanh %a1248 : f32
    linalg.yield %b1250 : f32
  } -> tensor<8x256xf32>
  %e1252 = tensor.empty() : tensor<8x128xf32>
  %f1253 = linalg.fill ins(%c0 : f32) outs(%e1252 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1254 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1251, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1253 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1255 = tensor.empty() : tensor<8x128xf32>
  %g1260 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1254, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1255 : tensor<8x128xf32>) {
  ^bb0(%a1256: f32, %a1257: f32, %o1258: f32):
    %b1259 = arith.addf %a1256, %a1257 : f32
    linalg.yield %b1259 : f32
  } -> tensor<8x128xf32>
  %s1261 = tensor.extract_slice %x[45, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1262 = tensor.collapse_shape %s1261 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1263 = tensor.empty() : tensor<8x1280xf32>
  %cat1264 = tensor.insert_slice %r1262 into %e1263[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1265 = tensor.insert_slice %g1251 into %cat1264[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1266 = tensor.empty() : tensor<8x256xf32>
  %f1267 = linalg.fill ins(%c0 : f32) outs(%e1266 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1268 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1265, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1267 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1269 = tensor.empty() : tensor<8x256xf32>
  %g1274 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1268, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1269 : tensor<8x256xf32>) {
  ^bb0(%a1270: f32, %a1271: f32, %o1272: f32):
    %b1273 = arith.addf %a1270, %a1271 : f32
    linalg.yield %b1273 : f32
  } -> tensor<8x256xf32>
  %e1275 = tensor.empty() : tensor<8x256xf32>
  %g1279 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1274 : tensor<8x256xf32>) outs(%e1275 : tensor<8x256xf32>) {
  ^bb0(%a1276: f32, %o1277: f32):
    %b1278 = math.tanh %a1276 : f32
    linalg.yield %b1278 : f32
  } -> tensor<8x256xf32>
  %e1280 = tensor.empty() : tensor<8x128xf32>
  %f1281 = linalg.fill ins(%c0 : f32) outs(%e1280 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1282 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1279, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1281 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1283 = tensor.empty() : tensor<8x128xf32>
  %g1288 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1282, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1283 : tensor<8x128xf32>) {
  ^bb0(%a1284: f32, %a1285: f32, %o1286: f32):
    %b1287 = arith.addf %a1284, %a1285 : f32
    linalg.yield %b1287 : f32
  } -> tensor<8x128xf32>
  %s1289 = tensor.extract_slice %x[46, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1290 = tensor.collapse_shape %s1289 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1291 = tensor.empty() : tensor<8x1280xf32>
  %cat1292 = tensor.insert_slice %r1290 into %e1291[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1293 = tensor.insert_slice %g1279 into %cat1292[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1294 = tensor.empty() : tensor<8x256xf32>
  %f1295 = linalg.fill ins(%c0 : f32) outs(%e1294 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1296 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1293, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1295 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1297 = tensor.empty() : tensor<8x256xf32>
  %g1302 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1296, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1297 : tensor<8x256xf32>) {
  ^bb0(%a1298: f32, %a1299: f32, %o1300: f32):
    %b1301 = arith.addf %a1298, %a1299 : f32
    linalg.yield %b1301 : f32
  } -> tensor<8x256xf32>
  %e1303 = tensor.empty() : tensor<8x256xf32>
  %g1307 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1302 : tensor<8x256xf32>) outs(%e1303 : tensor<8x256xf32>) {
  ^bb0(%a1304: f32, %o1305: f32):
    %b1306 = math.tanh %a1304 : f32
    linalg.yield %b1306 : f32
  } -> tensor<8x256xf32>
  %e1308 = tensor.empty() : tensor<8x128xf32>
  %f1309 = linalg.fill ins(%c0 : f32) outs(%e1308 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1310 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1307, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1309 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1311 = tensor.empty() : tensor<8x128xf32>
  %g1316 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1310, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1311 : tensor<8x128xf32>) {
  ^bb0(%a1312: f32, %a1313: f32, %o1314: f32):
    %b1315 = arith.addf %a1312, %a1313 : f32
    linalg.yield %b1315 : f32
  } -> tensor<8x128xf32>
  %s1317 = tensor.extract_slice %x[47, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1318 = tensor.collapse_shape %s1317 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1319 = tensor.empty() : tensor<8x1280xf32>
  %cat1320 = tensor.insert_slice %r1318 into %e1319[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1321 = tensor.insert_slice %g1307 into %cat1320[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1322 = tensor.empty() : tensor<8x256xf32>
  %f1323 = linalg.fill ins(%c0 : f32) outs(%e1322 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1324 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1321, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1323 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1325 = tensor.empty() : tensor<8x256xf32>
  %g1330 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1324, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1325 : tensor<8x256xf32>) {
  ^bb0(%a1326: f32, %a1327: f32, %o1328: f32):
    %b1329 = arith.addf %a1326, %a1327 : f32
    linalg.yield %b1329 : f32
  } -> tensor<8x256xf32>
  %e1331 = tensor.empty() : tensor<8x256xf32>
  %g1335 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1330 : tensor<8x256xf32>) outs(%e1331 : tensor<8x256xf32>) {
  ^bb0(%a1332: f32, %o1333: f32):
    %b1334 = math.tanh %a1332 : f32
    linalg.yield %b1334 : f32
  } -> tensor<8x256xf32>
  %e1336 = tensor.empty() : tensor<8x128xf32>
  %f1337 = linalg.fill ins(%c0 : f32) outs(%e1336 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1338 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1335, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1337 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1339 = tensor.empty() : tensor<8x128xf32>
  %g1344 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1338, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1339 : tensor<8x128xf32>) {
  ^bb0(%a1340: f32, %a1341: f32, %o1342: f32):
    %b1343 = arith.addf %a1340, %a1341 : f32
    linalg.yield %b1343 : f32
  } -> tensor<8x128xf32>
  %s1345 = tensor.extract_slice %x[48, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1346 = tensor.collapse_shape %s1345 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1347 = tensor.empty() : tensor<8x1280xf32>
  %cat1348 = tensor.insert_slice %r1346 into %e1347[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1349 = tensor.insert_slice %g1335 into %cat1348[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1350 = tensor.empty() : tensor<8x256xf32>
  %f1351 = linalg.fill ins(%c0 : f32) outs(%e1350 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1352 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1349, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1351 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1353 = tensor.empty() : tensor<8x256xf32>
  %g1358 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1352, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1353 : tensor<8x256xf32>) {
  ^bb0(%a1354: f32, %a1355: f32, %o1356: f32):
    %b1357 = arith.addf %a1354, %a1355 : f32
    linalg.yield %b1357 : f32
  } -> tensor<8x256xf32>
  %e1359 = tensor.empty() : tensor<8x256xf32>
  %g1363 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1358 : tensor<8x256xf32>) outs(%e1359 : tensor<8x256xf32>) {
  ^bb0(%a1360: f32, %o1361: f32):
    %b1362 = math.tanh %a1360 : f32
    linalg.yield %b1362 : f32
  } -> tensor<8x256xf32>
  %e1364 = tensor.empty() : tensor<8x128xf32>
  %f1365 = linalg.fill ins(%c0 : f32) outs(%e1364 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1366 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1363, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1365 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1367 = tensor.empty() : tensor<8x128xf32>
  %g1372 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1366, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1367 : tensor<8x128xf32>) {
  ^bb0(%a1368: f32, %a1369: f32, %o1370: f32):
    %b1371 = arith.addf %a1368, %a1369 : f32
    linalg.yield %b1371 : f32
  } -> tensor<8x128xf32>
  %s1373 = tensor.extract_slice %x[49, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1374 = tensor.collapse_shape %s1373 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1375 = tensor.empty() : tensor<8x1280xf32>
  %cat1376 = tensor.insert_slice %r1374 into %e1375[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1377 = tensor.insert_slice %g1363 into %cat1376[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1378 = tensor.empty() : tensor<8x256xf32>
  %f1379 = linalg.fill ins(%c0 : f32) outs(%e1378 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1380 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1377, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1379 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1381 = tensor.empty() : tensor<8x256xf32>
  %g1386 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1380, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1381 : tensor<8x256xf32>) {
  ^bb0(%a1382: f32, %a1383: f32, %o1384: f32):
    %b1385 = arith.addf %a1382, %a1383 : f32
    linalg.yield %b1385 : f32
  } -> tensor<8x256xf32>
  %e1387 = tensor.empty() : tensor<8x256xf32>
  %g1391 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1386 : tensor<8x256xf32>) outs(%e1387 : tensor<8x256xf32>) {
  ^bb0(%a1388: f32, %o1389: f32):
    %b1390 = math.tanh %a1388 : f32
    linalg.yield %b1390 : f32
  } -> tensor<8x256xf32>
  %e1392 = tensor.empty() : tensor<8x128xf32>
  %f1393 = linalg.fill ins(%c0 : f32) outs(%e1392 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1394 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1391, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1393 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1395 = tensor.empty() : tensor<8x128xf32>
  %g1400 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1394, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1395 : tensor<8x128xf32>) {
  ^bb0(%a1396: f32, %a1397: f32, %o1398: f32):
    %b1399 = arith.addf %a1396, %a1397 : f32
    linalg.yield %b1399 : f32
  } -> tensor<8x128xf32>
  %s1401 = tensor.extract_slice %x[50, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1402 = tensor.collapse_shape %s1401 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1403 = tensor.empty() : tensor<8x1280xf32>
  %cat1404 = tensor.insert_slice %r1402 into %e1403[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1405 = tensor.insert_slice %g1391 into %cat1404[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1406 = tensor.empty() : tensor<8x256xf32>
  %f1407 = linalg.fill ins(%c0 : f32) outs(%e1406 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1408 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1405, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1407 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1409 = tensor.empty() : tensor<8x256xf32>
  %g1414 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1408, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1409 : tensor<8x256xf32>) {
  ^bb0(%a1410: f32, %a1411: f32, %o1412: f32):
    %b1413 = arith.addf %a1410, %a1411 : f32
    linalg.yield %b1413 : f32
  } -> tensor<8x256xf32>
  %e1415 = tensor.empty() : tensor<8x256xf32>
  %g1419 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1414 : tensor<8x256xf32>) outs(%e1415 : tensor<8x256xf32>) {
  ^bb0(%a1416: f32, %o1417: f32):
    %b1418 = math.tanh %a1416 : f32
    linalg.yield %b1418 : f32
  } -> tensor<8x256xf32>
  %e1420 = tensor.empty() : tensor<8x128xf32>
  %f1421 = linalg.fill ins(%c0 : f32) outs(%e1420 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1422 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1419, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1421 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1423 = tensor.empty() : tensor<8x128xf32>
  %g1428 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1422, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1423 : tensor<8x128xf32>) {
  ^bb0(%a1424: f32, %a1425: f32, %o1426: f32):
    %b1427 = arith.addf %a1424, %a1425 : f32
    linalg.yield %b1427 : f32
  } -> tensor<8x128xf32>
  %s1429 = tensor.extract_slice %x[51, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1430 = tensor.collapse_shape %s1429 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1431 = tensor.empty() : tensor<8x1280xf32>
  %cat1432 = tensor.insert_slice %r1430 into %e1431[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1433 = tensor.insert_slice %g1419 into %cat1432[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1434 = tensor.empty() : tensor<8x256xf32>
  %f1435 = linalg.fill ins(%c0 : f32) outs(%e1434 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1436 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1433, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1435 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1437 = tensor.empty() : tensor<8x256xf32>
  %g1442 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1436, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1437 : tensor<8x256xf32>) {
  ^bb0(%a1438: f32, %a1439: f32, %o1440: f32):
    %b1441 = arith.addf %a1438, %a1439 : f32
    linalg.yield %b1441 : f32
  } -> tensor<8x256xf32>
  %e1443 = tensor.empty() : tensor<8x256xf32>
  %g1447 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1442 : tensor<8x256xf32>) outs(%e1443 : tensor<8x256xf32>) {
  ^bb0(%a1444: f32, %o1445: f32):
    %b1446 = math.tanh %a1444 : f32
    linalg.yield %b1446 : f32
  } -> tensor<8x256xf32>
  %e1448 = tensor.empty() : tensor<8x128xf32>
  %f1449 = linalg.fill ins(%c0 : f32) outs(%e1448 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1450 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1447, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1449 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1451 = tensor.empty() : tensor<8x128xf32>
  %g1456 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1450, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1451 : tensor<8x128xf32>) {
  ^bb0(%a1452: f32, %a1453: f32, %o1454: f32):
    %b1455 = arith.addf %a1452, %a1453 : f32
    linalg.yield %b1455 : f32
  } -> tensor<8x128xf32>
  %s1457 = tensor.extract_slice %x[52, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1458 = tensor.collapse_shape %s1457 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1459 = tensor.empty() : tensor<8x1280xf32>
  %cat1460 = tensor.insert_slice %r1458 into %e1459[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1461 = tensor.insert_slice %g1447 into %cat1460[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1462 = tensor.empty() : tensor<8x256xf32>
  %f1463 = linalg.fill ins(%c0 : f32) outs(%e1462 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1464 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1461, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1463 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1465 = tensor.empty() : tensor<8x256xf32>
  %g1470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1464, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1465 : tensor<8x256xf32>) {
  ^bb0(%a1466: f32, %a1467: f32, %o1468: f32):
    %b1469 = arith.addf %a1466, %a1467 : f32
    linalg.yield %b1469 : f32
  } -> tensor<8x256xf32>
  %e1471 = tensor.empty() : tensor<8x256xf32>
  %g1475 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1470 : tensor<8x256xf32>) outs(%e1471 : tensor<8x256xf32>) {
  ^bb0(%a1472: f32, %o1473: f32):
    %b1474 = math.tanh %a1472 : f32
    linalg.yield %b1474 : f32
  } -> tensor<8x256xf32>
  %e1476 = tensor.empty() : tensor<8x128xf32>
  %f1477 = linalg.fill ins(%c0 : f32) outs(%e1476 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1478 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1475, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1477 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1479 = tensor.empty() : tensor<8x128xf32>
  %g1484 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1478, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1479 : tensor<8x128xf32>) {
  ^bb0(%a1480: f32, %a1481: f32, %o1482: f32):
    %b1483 = arith.addf %a1480, %a1481 : f32
    linalg.yield %b1483 : f32
  } -> tensor<8x128xf32>
  %s1485 = tensor.extract_slice %x[53, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1486 = tensor.collapse_shape %s1485 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1487 = tensor.empty() : tensor<8x1280xf32>
  %cat1488 = tensor.insert_slice %r1486 into %e1487[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1489 = tensor.insert_slice %g1475 into %cat1488[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1490 = tensor.empty() : tensor<8x256xf32>
  %f1491 = linalg.fill ins(%c0 : f32) outs(%e1490 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1492 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1489, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1491 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1493 = tensor.empty() : tensor<8x256xf32>
  %g1498 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1492, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1493 : tensor<8x256xf32>) {
  ^bb0(%a1494: f32, %a1495: f32, %o1496: f32):
    %b1497 = arith.addf %a1494, %a1495 : f32
    linalg.yield %b1497 : f32
  } -> tensor<8x256xf32>
  %e1499 = tensor.empty() : tensor<8x256xf32>
  %g1503 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1498 : tensor<8x256xf32>) outs(%e1499 : tensor<8x256xf32>) {
  ^bb0(%a1500: f32, %o1501: f32):
    %b1502 = math.tanh %a1500 : f32
    linalg.yield %b1502 : f32
  } -> tensor<8x256xf32>
  %e1504 = tensor.empty() : tensor<8x128xf32>
  %f1505 = linalg.fill ins(%c0 : f32) outs(%e1504 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1506 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1503, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1505 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1507 = tensor.empty() : tensor<8x128xf32>
  %g1512 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1506, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1507 : tensor<8x128xf32>) {
  ^bb0(%a1508: f32, %a1509: f32, %o1510: f32):
    %b1511 = arith.addf %a1508, %a1509 : f32
    linalg.yield %b1511 : f32
  } -> tensor<8x128xf32>
  %s1513 = tensor.extract_slice %x[54, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1514 = tensor.collapse_shape %s1513 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1515 = tensor.empty() : tensor<8x1280xf32>
  %cat1516 = tensor.insert_slice %r1514 into %e1515[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1517 = tensor.insert_slice %g1503 into %cat1516[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1518 = tensor.empty() : tensor<8x256xf32>
  %f1519 = linalg.fill ins(%c0 : f32) outs(%e1518 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1520 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1517, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1519 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1521 = tensor.empty() : tensor<8x256xf32>
  %g1526 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1520, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1521 : tensor<8x256xf32>) {
  ^bb0(%a1522: f32, %a1523: f32, %o1524: f32):
    %b1525 = arith.addf %a1522, %a1523 : f32
    linalg.yield %b1525 : f32
  } -> tensor<8x256xf32>
  %e1527 = tensor.empty() : tensor<8x256xf32>
  %g1531 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1526 : tensor<8x256xf32>) outs(%e1527 : tensor<8x256xf32>) {
  ^bb0(%a1528: f32, %o1529: f32):
    %b1530 = math.tanh %a1528 : f32
    linalg.yield %b1530 : f32
  } -> tensor<8x256xf32>
  %e1532 = tensor.empty() : tensor<8x128xf32>
  %f1533 = linalg.fill ins(%c0 : f32) outs(%e1532 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1534 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1531, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1533 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1535 = tensor.empty() : tensor<8x128xf32>
  %g1540 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1534, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1535 : tensor<8x128xf32>) {
  ^bb0(%a1536: f32, %a1537: f32, %o1538: f32):
    %b1539 = arith.addf %a1536, %a1537 : f32
    linalg.yield %b1539 : f32
  } -> tensor<8x128xf32>
  %s1541 = tensor.extract_slice %x[55, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1542 = tensor.collapse_shape %s1541 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1543 = tensor.empty() : tensor<8x1280xf32>
  %cat1544 = tensor.insert_slice %r1542 into %e1543[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1545 = tensor.insert_slice %g1531 into %cat1544[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1546 = tensor.empty() : tensor<8x256xf32>
  %f1547 = linalg.fill ins(%c0 : f32) outs(%e1546 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1548 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1545, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1547 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1549 = tensor.empty() : tensor<8x256xf32>
  %g1554 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1548, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1549 : tensor<8x256xf32>) {
  ^bb0(%a1550: f32, %a1551: f32, %o1552: f32):
    %b1553 = arith.addf %a1550, %a1551 : f32
    linalg.yield %b1553 : f32
  } -> tensor<8x256xf32>
  %e1555 = tensor.empty() : tensor<8x256xf32>
  %g1559 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1554 : tensor<8x256xf32>) outs(%e1555 : tensor<8x256xf32>) {
  ^bb0(%a1556: f32, %o1557: f32):
    %b1558 = math.tanh %a1556 : f32
    linalg.yield %b1558 : f32
  } -> tensor<8x256xf32>
  %e1560 = tensor.empty() : tensor<8x128xf32>
  %f1561 = linalg.fill ins(%c0 : f32) outs(%e1560 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1562 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1559, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1561 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1563 = tensor.empty() : tensor<8x128xf32>
  %g1568 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1562, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1563 : tensor<8x128xf32>) {
  ^bb0(%a1564: f32, %a1565: f32, %o1566: f32):
    %b1567 = arith.addf %a1564, %a1565 : f32
    linalg.yield %b1567 : f32
  } -> tensor<8x128xf32>
  %s1569 = tensor.extract_slice %x[56, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1570 = tensor.collapse_shape %s1569 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1571 = tensor.empty() : tensor<8x1280xf32>
  %cat1572 = tensor.insert_slice %r1570 into %e1571[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1573 = tensor.insert_slice %g1559 into %cat1572[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1574 = tensor.empty() : tensor<8x256xf32>
  %f1575 = linalg.fill ins(%c0 : f32) outs(%e1574 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1576 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1573, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1575 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1577 = tensor.empty() : tensor<8x256xf32>
  %g1582 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1576, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1577 : tensor<8x256xf32>) {
  ^bb0(%a1578: f32, %a1579: f32, %o1580: f32):
    %b1581 = arith.addf %a1578, %a1579 : f32
    linalg.yield %b1581 : f32
  } -> tensor<8x256xf32>
  %e1583 = tensor.empty() : tensor<8x256xf32>
  %g1587 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1582 : tensor<8x256xf32>) outs(%e1583 : tensor<8x256xf32>) {
  ^bb0(%a1584: f32, %o1585: f32):
    %b1586 = math.tanh %a1584 : f32
    linalg.yield %b1586 : f32
  } -> tensor<8x256xf32>
  %e1588 = tensor.empty() : tensor<8x128xf32>
  %f1589 = linalg.fill ins(%c0 : f32) outs(%e1588 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1590 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1587, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1589 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1591 = tensor.empty() : tensor<8x128xf32>
  %g1596 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1590, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1591 : tensor<8x128xf32>) {
  ^bb0(%a1592: f32, %a1593: f32, %o1594: f32):
    %b1595 = arith.addf %a1592, %a1593 : f32
    linalg.yield %b1595 : f32
  } -> tensor<8x128xf32>
  %s1597 = tensor.extract_slice %x[57, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1598 = tensor.collapse_shape %s1597 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1599 = tensor.empty() : tensor<8x1280xf32>
  %cat1600 = tensor.insert_slice %r1598 into %e1599[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1601 = tensor.insert_slice %g1587 into %cat1600[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1602 = tensor.empty() : tensor<8x256xf32>
  %f1603 = linalg.fill ins(%c0 : f32) outs(%e1602 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1604 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1601, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1603 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1605 = tensor.empty() : tensor<8x256xf32>
  %g1610 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1604, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1605 : tensor<8x256xf32>) {
  ^bb0(%a1606: f32, %a1607: f32, %o1608: f32):
    %b1609 = arith.addf %a1606, %a1607 : f32
    linalg.yield %b1609 : f32
  } -> tensor<8x256xf32>
  %e1611 = tensor.empty() : tensor<8x256xf32>
  %g1615 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1610 : tensor<8x256xf32>) outs(%e1611 : tensor<8x256xf32>) {
  ^bb0(%a1612: f32, %o1613: f32):
    %b1614 = math.tanh %a1612 : f32
    linalg.yield %b1614 : f32
  } -> tensor<8x256xf32>
  %e1616 = tensor.empty() : tensor<8x128xf32>
  %f1617 = linalg.fill ins(%c0 : f32) outs(%e1616 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1618 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1615, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1617 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1619 = tensor.empty() : tensor<8x128xf32>
  %g1624 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1618, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1619 : tensor<8x128xf32>) {
  ^bb0(%a1620: f32, %a1621: f32, %o1622: f32):
    %b1623 = arith.addf %a1620, %a1621 : f32
    linalg.yield %b1623 : f32
  } -> tensor<8x128xf32>
  %s1625 = tensor.extract_slice %x[58, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1626 = tensor.collapse_shape %s1625 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1627 = tensor.empty() : tensor<8x1280xf32>
  %cat1628 = tensor.insert_slice %r1626 into %e1627[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1629 = tensor.insert_slice %g1615 into %cat1628[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1630 = tensor.empty() : tensor<8x256xf32>
  %f1631 = linalg.fill ins(%c0 : f32) outs(%e1630 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1632 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1629, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1631 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1633 = tensor.empty() : tensor<8x256xf32>
  %g1638 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1632, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1633 : tensor<8x256xf32>) {
  ^bb0(%a1634: f32, %a1635: f32, %o1636: f32):
    %b1637 = arith.addf %a1634, %a1635 : f32
    linalg.yield %b1637 : f32
  } -> tensor<8x256xf32>
  %e1639 = tensor.empty() : tensor<8x256xf32>
  %g1643 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1638 : tensor<8x256xf32>) outs(%e1639 : tensor<8x256xf32>) {
  ^bb0(%a1640: f32, %o1641: f32):
    %b1642 = math.tanh %a1640 : f32
    linalg.yield %b1642 : f32
  } -> tensor<8x256xf32>
  %e1644 = tensor.empty() : tensor<8x128xf32>
  %f1645 = linalg.fill ins(%c0 : f32) outs(%e1644 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1646 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1643, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1645 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1647 = tensor.empty() : tensor<8x128xf32>
  %g1652 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1646, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1647 : tensor<8x128xf32>) {
  ^bb0(%a1648: f32, %a1649: f32, %o1650: f32):
    %b1651 = arith.addf %a1648, %a1649 : f32
    linalg.yield %b1651 : f32
  } -> tensor<8x128xf32>
  %s1653 = tensor.extract_slice %x[59, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1654 = tensor.collapse_shape %s1653 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1655 = tensor.empty() : tensor<8x1280xf32>
  %cat1656 = tensor.insert_slice %r1654 into %e1655[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1657 = tensor.insert_slice %g1643 into %cat1656[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1658 = tensor.empty() : tensor<8x256xf32>
  %f1659 = linalg.fill ins(%c0 : f32) outs(%e1658 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1660 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1657, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1659 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1661 = tensor.empty() : tensor<8x256xf32>
  %g1666 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1660, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1661 : tensor<8x256xf32>) {
  ^bb0(%a1662: f32, %a1663: f32, %o1664: f32):
    %b1665 = arith.addf %a1662, %a1663 : f32
    linalg.yield %b1665 : f32
  } -> tensor<8x256xf32>
  %e1667 = tensor.empty() : tensor<8x256xf32>
  %g1671 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1666 : tensor<8x256xf32>) outs(%e1667 : tensor<8x256xf32>) {
  ^bb0(%a1668: f32, %o1669: f32):
    %b1670 = math.tanh %a1668 : f32
    linalg.yield %b1670 : f32
  } -> tensor<8x256xf32>
  %e1672 = tensor.empty() : tensor<8x128xf32>
  %f1673 = linalg.fill ins(%c0 : f32) outs(%e1672 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1674 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1671, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1673 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1675 = tensor.empty() : tensor<8x128xf32>
  %g1680 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1674, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1675 : tensor<8x128xf32>) {
  ^bb0(%a1676: f32, %a1677: f32, %o1678: f32):
    %b1679 = arith.addf %a1676, %a1677 : f32
    linalg.yield %b1679 : f32
  } -> tensor<8x128xf32>
  %s1681 = tensor.extract_slice %x[60, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1682 = tensor.collapse_shape %s1681 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1683 = tensor.empty() : tensor<8x1280xf32>
  %cat1684 = tensor.insert_slice %r1682 into %e1683[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1685 = tensor.insert_slice %g1671 into %cat1684[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1686 = tensor.empty() : tensor<8x256xf32>
  %f1687 = linalg.fill ins(%c0 : f32) outs(%e1686 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1688 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1685, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1687 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1689 = tensor.empty() : tensor<8x256xf32>
  %g1694 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1688, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1689 : tensor<8x256xf32>) {
  ^bb0(%a1690: f32, %a1691: f32, %o1692: f32):
    %b1693 = arith.addf %a1690, %a1691 : f32
    linalg.yield %b1693 : f32
  } -> tensor<8x256xf32>
  %e1695 = tensor.empty() : tensor<8x256xf32>
  %g1699 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1694 : tensor<8x256xf32>) outs(%e1695 : tensor<8x256xf32>) {
  ^bb0(%a1696: f32, %o1697: f32):
    %b1698 = math.tanh %a1696 : f32
    linalg.yield %b1698 : f32
  } -> tensor<8x256xf32>
  %e1700 = tensor.empty() : tensor<8x128xf32>
  %f1701 = linalg.fill ins(%c0 : f32) outs(%e1700 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1702 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1699, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1701 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1703 = tensor.empty() : tensor<8x128xf32>
  %g1708 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1702, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1703 : tensor<8x128xf32>) {
  ^bb0(%a1704: f32, %a1705: f32, %o1706: f32):
    %b1707 = arith.addf %a1704, %a1705 : f32
    linalg.yield %b1707 : f32
  } -> tensor<8x128xf32>
  %s1709 = tensor.extract_slice %x[61, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1710 = tensor.collapse_shape %s1709 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1711 = tensor.empty() : tensor<8x1280xf32>
  %cat1712 = tensor.insert_slice %r1710 into %e1711[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1713 = tensor.insert_slice %g1699 into %cat1712[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1714 = tensor.empty() : tensor<8x256xf32>
  %f1715 = linalg.fill ins(%c0 : f32) outs(%e1714 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1716 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1713, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1715 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1717 = tensor.empty() : tensor<8x256xf32>
  %g1722 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1716, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1717 : tensor<8x256xf32>) {
  ^bb0(%a1718: f32, %a1719: f32, %o1720: f32):
    %b1721 = arith.addf %a1718, %a1719 : f32
    linalg.yield %b1721 : f32
  } -> tensor<8x256xf32>
  %e1723 = tensor.empty() : tensor<8x256xf32>
  %g1727 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1722 : tensor<8x256xf32>) outs(%e1723 : tensor<8x256xf32>) {
  ^bb0(%a1724: f32, %o1725: f32):
    %b1726 = math.tanh %a1724 : f32
    linalg.yield %b1726 : f32
  } -> tensor<8x256xf32>
  %e1728 = tensor.empty() : tensor<8x128xf32>
  %f1729 = linalg.fill ins(%c0 : f32) outs(%e1728 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1730 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1727, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1729 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1731 = tensor.empty() : tensor<8x128xf32>
  %g1736 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1730, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1731 : tensor<8x128xf32>) {
  ^bb0(%a1732: f32, %a1733: f32, %o1734: f32):
    %b1735 = arith.addf %a1732, %a1733 : f32
    linalg.yield %b1735 : f32
  } -> tensor<8x128xf32>
  %s1737 = tensor.extract_slice %x[62, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1738 = tensor.collapse_shape %s1737 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1739 = tensor.empty() : tensor<8x1280xf32>
  %cat1740 = tensor.insert_slice %r1738 into %e1739[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1741 = tensor.insert_slice %g1727 into %cat1740[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1742 = tensor.empty() : tensor<8x256xf32>
  %f1743 = linalg.fill ins(%c0 : f32) outs(%e1742 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1744 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1741, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1743 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1745 = tensor.empty() : tensor<8x256xf32>
  %g1750 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1744, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1745 : tensor<8x256xf32>) {
  ^bb0(%a1746: f32, %a1747: f32, %o1748: f32):
    %b1749 = arith.addf %a1746, %a1747 : f32
    linalg.yield %b1749 : f32
  } -> tensor<8x256xf32>
  %e1751 = tensor.empty() : tensor<8x256xf32>
  %g1755 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1750 : tensor<8x256xf32>) outs(%e1751 : tensor<8x256xf32>) {
  ^bb0(%a1752: f32, %o1753: f32):
    %b1754 = math.tanh %a1752 : f32
    linalg.yield %b1754 : f32
  } -> tensor<8x256xf32>
  %e1756 = tensor.empty() : tensor<8x128xf32>
  %f1757 = linalg.fill ins(%c0 : f32) outs(%e1756 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1758 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1755, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1757 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1759 = tensor.empty() : tensor<8x128xf32>
  %g1764 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1758, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1759 : tensor<8x128xf32>) {
  ^bb0(%a1760: f32, %a1761: f32, %o1762: f32):
    %b1763 = arith.addf %a1760, %a1761 : f32
    linalg.yield %b1763 : f32
  } -> tensor<8x128xf32>
  %s1765 = tensor.extract_slice %x[63, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1766 = tensor.collapse_shape %s1765 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1767 = tensor.empty() : tensor<8x1280xf32>
  %cat1768 = tensor.insert_slice %r1766 into %e1767[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1769 = tensor.insert_slice %g1755 into %cat1768[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1770 = tensor.empty() : tensor<8x256xf32>
  %f1771 = linalg.fill ins(%c0 : f32) outs(%e1770 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1772 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1769, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1771 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1773 = tensor.empty() : tensor<8x256xf32>
  %g1778 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1772, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1773 : tensor<8x256xf32>) {
  ^bb0(%a1774: f32, %a1775: f32, %o1776: f32):
    %b1777 = arith.addf %a1774, %a1775 : f32
    linalg.yield %b1777 : f32
  } -> tensor<8x256xf32>
  %e1779 = tensor.empty() : tensor<8x256xf32>
  %g1783 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1778 : tensor<8x256xf32>) outs(%e1779 : tensor<8x256xf32>) {
  ^bb0(%a1780: f32, %o1781: f32):
    %b1782 = math.tanh %a1780 : f32
    linalg.yield %b1782 : f32
  } -> tensor<8x256xf32>
  %e1784 = tensor.empty() : tensor<8x128xf32>
  %f1785 = linalg.fill ins(%c0 : f32) outs(%e1784 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1786 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1783, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1785 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1787 = tensor.empty() : tensor<8x128xf32>
  %g1792 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1786, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1787 : tensor<8x128xf32>) {
  ^bb0(%a1788: f32, %a1789: f32, %o1790: f32):
    %b1791 = arith.addf %a1788, %a1789 : f32
    linalg.yield %b1791 : f32
  } -> tensor<8x128xf32>
  %s1793 = tensor.extract_slice %x[64, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1794 = tensor.collapse_shape %s1793 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1795 = tensor.empty() : tensor<8x1280xf32>
  %cat1796 = tensor.insert_slice %r1794 into %e1795[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1797 = tensor.insert_slice %g1783 into %cat1796[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1798 = tensor.empty() : tensor<8x256xf32>
  %f1799 = linalg.fill ins(%c0 : f32) outs(%e1798 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1800 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1797, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1799 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1801 = tensor.empty() : tensor<8x256xf32>
  %g1806 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1800, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1801 : tensor<8x256xf32>) {
  ^bb0(%a1802: f32, %a1803: f32, %o1804: f32):
    %b1805 = arith.addf %a1802, %a1803 : f32
    linalg.yield %b1805 : f32
  } -> tensor<8x256xf32>
  %e1807 = tensor.empty() : tensor<8x256xf32>
  %g1811 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1806 : tensor<8x256xf32>) outs(%e1807 : tensor<8x256xf32>) {
  ^bb0(%a1808: f32, %o1809: f32):
    %b1810 = math.tanh %a1808 : f32
    linalg.yield %b1810 : f32
  } -> tensor<8x256xf32>
  %e1812 = tensor.empty() : tensor<8x128xf32>
  %f1813 = linalg.fill ins(%c0 : f32) outs(%e1812 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1814 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1811, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1813 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1815 = tensor.empty() : tensor<8x128xf32>
  %g1820 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1814, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1815 : tensor<8x128xf32>) {
  ^bb0(%a1816: f32, %a1817: f32, %o1818: f32):
    %b1819 = arith.addf %a1816, %a1817 : f32
    linalg.yield %b1819 : f32
  } -> tensor<8x128xf32>
  %s1821 = tensor.extract_slice %x[65, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1822 = tensor.collapse_shape %s1821 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1823 = tensor.empty() : tensor<8x1280xf32>
  %cat1824 = tensor.insert_slice %r1822 into %e1823[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1825 = tensor.insert_slice %g1811 into %cat1824[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1826 = tensor.empty() : tensor<8x256xf32>
  %f1827 = linalg.fill ins(%c0 : f32) outs(%e1826 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1828 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1825, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1827 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1829 = tensor.empty() : tensor<8x256xf32>
  %g1834 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1828, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1829 : tensor<8x256xf32>) {
  ^bb0(%a1830: f32, %a1831: f32, %o1832: f32):
    %b1833 = arith.addf %a1830, %a1831 : f32
    linalg.yield %b1833 : f32
  } -> tensor<8x256xf32>
  %e1835 = tensor.empty() : tensor<8x256xf32>
  %g1839 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1834 : tensor<8x256xf32>) outs(%e1835 : tensor<8x256xf32>) {
  ^bb0(%a1836: f32, %o1837: f32):
    %b1838 = math.tanh %a1836 : f32
    linalg.yield %b1838 : f32
  } -> tensor<8x256xf32>
  %e1840 = tensor.empty() : tensor<8x128xf32>
  %f1841 = linalg.fill ins(%c0 : f32) outs(%e1840 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1842 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1839, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1841 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1843 = tensor.empty() : tensor<8x128xf32>
  %g1848 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1842, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1843 : tensor<8x128xf32>) {
  ^bb0(%a1844: f32, %a1845: f32, %o1846: f32):
    %b1847 = arith.addf %a1844, %a1845 : f32
    linalg.yield %b1847 : f32
  } -> tensor<8x128xf32>
  %s1849 = tensor.extract_slice %x[66, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1850 = tensor.collapse_shape %s1849 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1851 = tensor.empty() : tensor<8x1280xf32>
  %cat1852 = tensor.insert_slice %r1850 into %e1851[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1853 = tensor.insert_slice %g1839 into %cat1852[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1854 = tensor.empty() : tensor<8x256xf32>
  %f1855 = linalg.fill ins(%c0 : f32) outs(%e1854 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1856 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1853, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1855 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1857 = tensor.empty() : tensor<8x256xf32>
  %g1862 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1856, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1857 : tensor<8x256xf32>) {
  ^bb0(%a1858: f32, %a1859: f32, %o1860: f32):
    %b1861 = arith.addf %a1858, %a1859 : f32
    linalg.yield %b1861 : f32
  } -> tensor<8x256xf32>
  %e1863 = tensor.empty() : tensor<8x256xf32>
  %g1867 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1862 : tensor<8x256xf32>) outs(%e1863 : tensor<8x256xf32>) {
  ^bb0(%a1864: f32, %o1865: f32):
    %b1866 = math.tanh %a1864 : f32
    linalg.yield %b1866 : f32
  } -> tensor<8x256xf32>
  %e1868 = tensor.empty() : tensor<8x128xf32>
  %f1869 = linalg.fill ins(%c0 : f32) outs(%e1868 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1870 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1867, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1869 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1871 = tensor.empty() : tensor<8x128xf32>
  %g1876 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1870, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1871 : tensor<8x128xf32>) {
  ^bb0(%a1872: f32, %a1873: f32, %o1874: f32):
    %b1875 = arith.addf %a1872, %a1873 : f32
    linalg.yield %b1875 : f32
  } -> tensor<8x128xf32>
  %s1877 = tensor.extract_slice %x[67, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1878 = tensor.collapse_shape %s1877 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1879 = tensor.empty() : tensor<8x1280xf32>
  %cat1880 = tensor.insert_slice %r1878 into %e1879[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1881 = tensor.insert_slice %g1867 into %cat1880[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1882 = tensor.empty() : tensor<8x256xf32>
  %f1883 = linalg.fill ins(%c0 : f32) outs(%e1882 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1884 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1881, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1883 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1885 = tensor.empty() : tensor<8x256xf32>
  %g1890 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1884, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1885 : tensor<8x256xf32>) {
  ^bb0(%a1886: f32, %a1887: f32, %o1888: f32):
    %b1889 = arith.addf %a1886, %a1887 : f32
    linalg.yield %b1889 : f32
  } -> tensor<8x256xf32>
  %e1891 = tensor.empty() : tensor<8x256xf32>
  %g1895 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1890 : tensor<8x256xf32>) outs(%e1891 : tensor<8x256xf32>) {
  ^bb0(%a1892: f32, %o1893: f32):
    %b1894 = math.tanh %a1892 : f32
    linalg.yield %b1894 : f32
  } -> tensor<8x256xf32>
  %e1896 = tensor.empty() : tensor<8x128xf32>
  %f1897 = linalg.fill ins(%c0 : f32) outs(%e1896 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1898 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1895, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1897 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1899 = tensor.empty() : tensor<8x128xf32>
  %g1904 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1898, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1899 : tensor<8x128xf32>) {
  ^bb0(%a1900: f32, %a1901: f32, %o1902: f32):
    %b1903 = arith.addf %a1900, %a1901 : f32
    linalg.yield %b1903 : f32
  } -> tensor<8x128xf32>
  %s1905 = tensor.extract_slice %x[68, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1906 = tensor.collapse_shape %s1905 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1907 = tensor.empty() : tensor<8x1280xf32>
  %cat1908 = tensor.insert_slice %r1906 into %e1907[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1909 = tensor.insert_slice %g1895 into %cat1908[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1910 = tensor.empty() : tensor<8x256xf32>
  %f1911 = linalg.fill ins(%c0 : f32) outs(%e1910 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1912 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1909, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1911 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1913 = tensor.empty() : tensor<8x256xf32>
  %g1918 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1912, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1913 : tensor<8x256xf32>) {
  ^bb0(%a1914: f32, %a1915: f32, %o1916: f32):
    %b1917 = arith.addf %a1914, %a1915 : f32
    linalg.yield %b1917 : f32
  } -> tensor<8x256xf32>
  %e1919 = tensor.empty() : tensor<8x256xf32>
  %g1923 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1918 : tensor<8x256xf32>) outs(%e1919 : tensor<8x256xf32>) {
  ^bb0(%a1920: f32, %o1921: f32):
    %b1922 = math.tanh %a1920 : f32
    linalg.yield %b1922 : f32
  } -> tensor<8x256xf32>
  %e1924 = tensor.empty() : tensor<8x128xf32>
  %f1925 = linalg.fill ins(%c0 : f32) outs(%e1924 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1926 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1923, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1925 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1927 = tensor.empty() : tensor<8x128xf32>
  %g1932 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1926, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1927 : tensor<8x128xf32>) {
  ^bb0(%a1928: f32, %a1929: f32, %o1930: f32):
    %b1931 = arith.addf %a1928, %a1929 : f32
    linalg.yield %b1931 : f32
  } -> tensor<8x128xf32>
  %s1933 = tensor.extract_slice %x[69, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1934 = tensor.collapse_shape %s1933 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1935 = tensor.empty() : tensor<8x1280xf32>
  %cat1936 = tensor.insert_slice %r1934 into %e1935[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1937 = tensor.insert_slice %g1923 into %cat1936[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1938 = tensor.empty() : tensor<8x256xf32>
  %f1939 = linalg.fill ins(%c0 : f32) outs(%e1938 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1940 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1937, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1939 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1941 = tensor.empty() : tensor<8x256xf32>
  %g1946 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1940, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1941 : tensor<8x256xf32>) {
  ^bb0(%a1942: f32, %a1943: f32, %o1944: f32):
    %b1945 = arith.addf %a1942, %a1943 : f32
    linalg.yield %b1945 : f32
  } -> tensor<8x256xf32>
  %e1947 = tensor.empty() : tensor<8x256xf32>
  %g1951 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1946 : tensor<8x256xf32>) outs(%e1947 : tensor<8x256xf32>) {
  ^bb0(%a1948: f32, %o1949: f32):
    %b1950 = math.tanh %a1948 : f32
    linalg.yield %b1950 : f32
  } -> tensor<8x256xf32>
  %e1952 = tensor.empty() : tensor<8x128xf32>
  %f1953 = linalg.fill ins(%c0 : f32) outs(%e1952 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1954 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1951, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1953 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1955 = tensor.empty() : tensor<8x128xf32>
  %g1960 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1954, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1955 : tensor<8x128xf32>) {
  ^bb0(%a1956: f32, %a1957: f32, %o1958: f32):
    %b1959 = arith.addf %a1956, %a1957 : f32
    linalg.yield %b1959 : f32
  } -> tensor<8x128xf32>
  %s1961 = tensor.extract_slice %x[70, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1962 = tensor.collapse_shape %s1961 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1963 = tensor.empty() : tensor<8x1280xf32>
  %cat1964 = tensor.insert_slice %r1962 into %e1963[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1965 = tensor.insert_slice %g1951 into %cat1964[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1966 = tensor.empty() : tensor<8x256xf32>
  %f1967 = linalg.fill ins(%c0 : f32) outs(%e1966 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1968 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1965, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1967 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1969 = tensor.empty() : tensor<8x256xf32>
  %g1974 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1968, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1969 : tensor<8x256xf32>) {
  ^bb0(%a1970: f32, %a1971: f32, %o1972: f32):
    %b1973 = arith.addf %a1970, %a1971 : f32
    linalg.yield %b1973 : f32
  } -> tensor<8x256xf32>
  %e1975 = tensor.empty() : tensor<8x256xf32>
  %g1979 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g1974 : tensor<8x256xf32>) outs(%e1975 : tensor<8x256xf32>) {
  ^bb0(%a1976: f32, %o1977: f32):
    %b1978 = math.tanh %a1976 : f32
    linalg.yield %b1978 : f32
  } -> tensor<8x256xf32>
  %e1980 = tensor.empty() : tensor<8x128xf32>
  %f1981 = linalg.fill ins(%c0 : f32) outs(%e1980 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm1982 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g1979, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f1981 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e1983 = tensor.empty() : tensor<8x128xf32>
  %g1988 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1982, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e1983 : tensor<8x128xf32>) {
  ^bb0(%a1984: f32, %a1985: f32, %o1986: f32):
    %b1987 = arith.addf %a1984, %a1985 : f32
    linalg.yield %b1987 : f32
  } -> tensor<8x128xf32>
  %s1989 = tensor.extract_slice %x[71, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r1990 = tensor.collapse_shape %s1989 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e1991 = tensor.empty() : tensor<8x1280xf32>
  %cat1992 = tensor.insert_slice %r1990 into %e1991[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat1993 = tensor.insert_slice %g1979 into %cat1992[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e1994 = tensor.empty() : tensor<8x256xf32>
  %f1995 = linalg.fill ins(%c0 : f32) outs(%e1994 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm1996 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat1993, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f1995 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1997 = tensor.empty() : tensor<8x256xf32>
  %g2002 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm1996, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e1997 : tensor<8x256xf32>) {
  ^bb0(%a1998: f32, %a1999: f32, %o2000: f32):
    %b2001 = arith.addf %a1998, %a1999 : f32
    linalg.yield %b2001 : f32
  } -> tensor<8x256xf32>
  %e2003 = tensor.empty() : tensor<8x256xf32>
  %g2007 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2002 : tensor<8x256xf32>) outs(%e2003 : tensor<8x256xf32>) {
  ^bb0(%a2004: f32, %o2005: f32):
    %b2006 = math.tanh %a2004 : f32
    linalg.yield %b2006 : f32
  } -> tensor<8x256xf32>
  %e2008 = tensor.empty() : tensor<8x128xf32>
  %f2009 = linalg.fill ins(%c0 : f32) outs(%e2008 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2010 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2007, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2009 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2011 = tensor.empty() : tensor<8x128xf32>
  %g2016 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2010, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2011 : tensor<8x128xf32>) {
  ^bb0(%a2012: f32, %a2013: f32, %o2014: f32):
    %b2015 = arith.addf %a2012, %a2013 : f32
    linalg.yield %b2015 : f32
  } -> tensor<8x128xf32>
  %s2017 = tensor.extract_slice %x[72, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2018 = tensor.collapse_shape %s2017 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2019 = tensor.empty() : tensor<8x1280xf32>
  %cat2020 = tensor.insert_slice %r2018 into %e2019[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2021 = tensor.insert_slice %g2007 into %cat2020[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2022 = tensor.empty() : tensor<8x256xf32>
  %f2023 = linalg.fill ins(%c0 : f32) outs(%e2022 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2024 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2021, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2023 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2025 = tensor.empty() : tensor<8x256xf32>
  %g2030 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2024, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2025 : tensor<8x256xf32>) {
  ^bb0(%a2026: f32, %a2027: f32, %o2028: f32):
    %b2029 = arith.addf %a2026, %a2027 : f32
    linalg.yield %b2029 : f32
  } -> tensor<8x256xf32>
  %e2031 = tensor.empty() : tensor<8x256xf32>
  %g2035 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2030 : tensor<8x256xf32>) outs(%e2031 : tensor<8x256xf32>) {
  ^bb0(%a2032: f32, %o2033: f32):
    %b2034 = math.tanh %a2032 : f32
    linalg.yield %b2034 : f32
  } -> tensor<8x256xf32>
  %e2036 = tensor.empty() : tensor<8x128xf32>
  %f2037 = linalg.fill ins(%c0 : f32) outs(%e2036 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2038 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2035, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2037 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2039 = tensor.empty() : tensor<8x128xf32>
  %g2044 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2038, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2039 : tensor<8x128xf32>) {
  ^bb0(%a2040: f32, %a2041: f32, %o2042: f32):
    %b2043 = arith.addf %a2040, %a2041 : f32
    linalg.yield %b2043 : f32
  } -> tensor<8x128xf32>
  %s2045 = tensor.extract_slice %x[73, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2046 = tensor.collapse_shape %s2045 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2047 = tensor.empty() : tensor<8x1280xf32>
  %cat2048 = tensor.insert_slice %r2046 into %e2047[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2049 = tensor.insert_slice %g2035 into %cat2048[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2050 = tensor.empty() : tensor<8x256xf32>
  %f2051 = linalg.fill ins(%c0 : f32) outs(%e2050 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2052 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2049, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2051 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2053 = tensor.empty() : tensor<8x256xf32>
  %g2058 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2052, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2053 : tensor<8x256xf32>) {
  ^bb0(%a2054: f32, %a2055: f32, %o2056: f32):
    %b2057 = arith.addf %a2054, %a2055 : f32
    linalg.yield %b2057 : f32
  } -> tensor<8x256xf32>
  %e2059 = tensor.empty() : tensor<8x256xf32>
  %g2063 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2058 : tensor<8x256xf32>) outs(%e2059 : tensor<8x256xf32>) {
  ^bb0(%a2060: f32, %o2061: f32):
    %b2062 = math.tanh %a2060 : f32
    linalg.yield %b2062 : f32
  } -> tensor<8x256xf32>
  %e2064 = tensor.empty() : tensor<8x128xf32>
  %f2065 = linalg.fill ins(%c0 : f32) outs(%e2064 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2066 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2063, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2065 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2067 = tensor.empty() : tensor<8x128xf32>
  %g2072 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2066, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2067 : tensor<8x128xf32>) {
  ^bb0(%a2068: f32, %a2069: f32, %o2070: f32):
    %b2071 = arith.addf %a2068, %a2069 : f32
    linalg.yield %b2071 : f32
  } -> tensor<8x128xf32>
  %s2073 = tensor.extract_slice %x[74, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2074 = tensor.collapse_shape %s2073 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2075 = tensor.empty() : tensor<8x1280xf32>
  %cat2076 = tensor.insert_slice %r2074 into %e2075[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2077 = tensor.insert_slice %g2063 into %cat2076[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2078 = tensor.empty() : tensor<8x256xf32>
  %f2079 = linalg.fill ins(%c0 : f32) outs(%e2078 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2080 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2077, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2079 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2081 = tensor.empty() : tensor<8x256xf32>
  %g2086 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2080, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2081 : tensor<8x256xf32>) {
  ^bb0(%a2082: f32, %a2083: f32, %o2084: f32):
    %b2085 = arith.addf %a2082, %a2083 : f32
    linalg.yield %b2085 : f32
  } -> tensor<8x256xf32>
  %e2087 = tensor.empty() : tensor<8x256xf32>
  %g2091 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2086 : tensor<8x256xf32>) outs(%e2087 : tensor<8x256xf32>) {
  ^bb0(%a2088: f32, %o2089: f32):
    %b2090 = math.tanh %a2088 : f32
    linalg.yield %b2090 : f32
  } -> tensor<8x256xf32>
  %e2092 = tensor.empty() : tensor<8x128xf32>
  %f2093 = linalg.fill ins(%c0 : f32) outs(%e2092 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2094 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2091, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2093 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2095 = tensor.empty() : tensor<8x128xf32>
  %g2100 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2094, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2095 : tensor<8x128xf32>) {
  ^bb0(%a2096: f32, %a2097: f32, %o2098: f32):
    %b2099 = arith.addf %a2096, %a2097 : f32
    linalg.yield %b2099 : f32
  } -> tensor<8x128xf32>
  %s2101 = tensor.extract_slice %x[75, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2102 = tensor.collapse_shape %s2101 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2103 = tensor.empty() : tensor<8x1280xf32>
  %cat2104 = tensor.insert_slice %r2102 into %e2103[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2105 = tensor.insert_slice %g2091 into %cat2104[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2106 = tensor.empty() : tensor<8x256xf32>
  %f2107 = linalg.fill ins(%c0 : f32) outs(%e2106 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2108 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2105, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2107 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2109 = tensor.empty() : tensor<8x256xf32>
  %g2114 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2108, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2109 : tensor<8x256xf32>) {
  ^bb0(%a2110: f32, %a2111: f32, %o2112: f32):
    %b2113 = arith.addf %a2110, %a2111 : f32
    linalg.yield %b2113 : f32
  } -> tensor<8x256xf32>
  %e2115 = tensor.empty() : tensor<8x256xf32>
  %g2119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2114 : tensor<8x256xf32>) outs(%e2115 : tensor<8x256xf32>) {
  ^bb0(%a2116: f32, %o2117: f32):
    %b2118 = math.tanh %a2116 : f32
    linalg.yield %b2118 : f32
  } -> tensor<8x256xf32>
  %e2120 = tensor.empty() : tensor<8x128xf32>
  %f2121 = linalg.fill ins(%c0 : f32) outs(%e2120 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2122 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2119, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2121 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2123 = tensor.empty() : tensor<8x128xf32>
  %g2128 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2122, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2123 : tensor<8x128xf32>) {
  ^bb0(%a2124: f32, %a2125: f32, %o2126: f32):
    %b2127 = arith.addf %a2124, %a2125 : f32
    linalg.yield %b2127 : f32
  } -> tensor<8x128xf32>
  %s2129 = tensor.extract_slice %x[76, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2130 = tensor.collapse_shape %s2129 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2131 = tensor.empty() : tensor<8x1280xf32>
  %cat2132 = tensor.insert_slice %r2130 into %e2131[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2133 = tensor.insert_slice %g2119 into %cat2132[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2134 = tensor.empty() : tensor<8x256xf32>
  %f2135 = linalg.fill ins(%c0 : f32) outs(%e2134 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2136 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2133, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2135 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2137 = tensor.empty() : tensor<8x256xf32>
  %g2142 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2136, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2137 : tensor<8x256xf32>) {
  ^bb0(%a2138: f32, %a2139: f32, %o2140: f32):
    %b2141 = arith.addf %a2138, %a2139 : f32
    linalg.yield %b2141 : f32
  } -> tensor<8x256xf32>
  %e2143 = tensor.empty() : tensor<8x256xf32>
  %g2147 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2142 : tensor<8x256xf32>) outs(%e2143 : tensor<8x256xf32>) {
  ^bb0(%a2144: f32, %o2145: f32):
    %b2146 = math.tanh %a2144 : f32
    linalg.yield %b2146 : f32
  } -> tensor<8x256xf32>
  %e2148 = tensor.empty() : tensor<8x128xf32>
  %f2149 = linalg.fill ins(%c0 : f32) outs(%e2148 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2150 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2147, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2149 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2151 = tensor.empty() : tensor<8x128xf32>
  %g2156 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2150, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2151 : tensor<8x128xf32>) {
  ^bb0(%a2152: f32, %a2153: f32, %o2154: f32):
    %b2155 = arith.addf %a2152, %a2153 : f32
    linalg.yield %b2155 : f32
  } -> tensor<8x128xf32>
  %s2157 = tensor.extract_slice %x[77, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2158 = tensor.collapse_shape %s2157 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2159 = tensor.empty() : tensor<8x1280xf32>
  %cat2160 = tensor.insert_slice %r2158 into %e2159[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2161 = tensor.insert_slice %g2147 into %cat2160[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2162 = tensor.empty() : tensor<8x256xf32>
  %f2163 = linalg.fill ins(%c0 : f32) outs(%e2162 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2164 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2161, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2163 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2165 = tensor.empty() : tensor<8x256xf32>
  %g2170 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2164, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2165 : tensor<8x256xf32>) {
  ^bb0(%a2166: f32, %a2167: f32, %o2168: f32):
    %b2169 = arith.addf %a2166, %a2167 : f32
    linalg.yield %b2169 : f32
  } -> tensor<8x256xf32>
  %e2171 = tensor.empty() : tensor<8x256xf32>
  %g2175 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2170 : tensor<8x256xf32>) outs(%e2171 : tensor<8x256xf32>) {
  ^bb0(%a2172: f32, %o2173: f32):
    %b2174 = math.tanh %a2172 : f32
    linalg.yield %b2174 : f32
  } -> tensor<8x256xf32>
  %e2176 = tensor.empty() : tensor<8x128xf32>
  %f2177 = linalg.fill ins(%c0 : f32) outs(%e2176 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2178 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2175, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2177 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2179 = tensor.empty() : tensor<8x128xf32>
  %g2184 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2178, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2179 : tensor<8x128xf32>) {
  ^bb0(%a2180: f32, %a2181: f32, %o2182: f32):
    %b2183 = arith.addf %a2180, %a2181 : f32
    linalg.yield %b2183 : f32
  } -> tensor<8x128xf32>
  %s2185 = tensor.extract_slice %x[78, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2186 = tensor.collapse_shape %s2185 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2187 = tensor.empty() : tensor<8x1280xf32>
  %cat2188 = tensor.insert_slice %r2186 into %e2187[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2189 = tensor.insert_slice %g2175 into %cat2188[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2190 = tensor.empty() : tensor<8x256xf32>
  %f2191 = linalg.fill ins(%c0 : f32) outs(%e2190 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2192 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2189, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2191 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2193 = tensor.empty() : tensor<8x256xf32>
  %g2198 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2192, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2193 : tensor<8x256xf32>) {
  ^bb0(%a2194: f32, %a2195: f32, %o2196: f32):
    %b2197 = arith.addf %a2194, %a2195 : f32
    linalg.yield %b2197 : f32
  } -> tensor<8x256xf32>
  %e2199 = tensor.empty() : tensor<8x256xf32>
  %g2203 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2198 : tensor<8x256xf32>) outs(%e2199 : tensor<8x256xf32>) {
  ^bb0(%a2200: f32, %o2201: f32):
    %b2202 = math.tanh %a2200 : f32
    linalg.yield %b2202 : f32
  } -> tensor<8x256xf32>
  %e2204 = tensor.empty() : tensor<8x128xf32>
  %f2205 = linalg.fill ins(%c0 : f32) outs(%e2204 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2206 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2203, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2205 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2207 = tensor.empty() : tensor<8x128xf32>
  %g2212 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2206, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2207 : tensor<8x128xf32>) {
  ^bb0(%a2208: f32, %a2209: f32, %o2210: f32):
    %b2211 = arith.addf %a2208, %a2209 : f32
    linalg.yield %b2211 : f32
  } -> tensor<8x128xf32>
  %s2213 = tensor.extract_slice %x[79, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2214 = tensor.collapse_shape %s2213 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2215 = tensor.empty() : tensor<8x1280xf32>
  %cat2216 = tensor.insert_slice %r2214 into %e2215[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2217 = tensor.insert_slice %g2203 into %cat2216[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2218 = tensor.empty() : tensor<8x256xf32>
  %f2219 = linalg.fill ins(%c0 : f32) outs(%e2218 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2220 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2217, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2219 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2221 = tensor.empty() : tensor<8x256xf32>
  %g2226 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2220, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2221 : tensor<8x256xf32>) {
  ^bb0(%a2222: f32, %a2223: f32, %o2224: f32):
    %b2225 = arith.addf %a2222, %a2223 : f32
    linalg.yield %b2225 : f32
  } -> tensor<8x256xf32>
  %e2227 = tensor.empty() : tensor<8x256xf32>
  %g2231 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2226 : tensor<8x256xf32>) outs(%e2227 : tensor<8x256xf32>) {
  ^bb0(%a2228: f32, %o2229: f32):
    %b2230 = math.tanh %a2228 : f32
    linalg.yield %b2230 : f32
  } -> tensor<8x256xf32>
  %e2232 = tensor.empty() : tensor<8x128xf32>
  %f2233 = linalg.fill ins(%c0 : f32) outs(%e2232 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2234 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2231, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2233 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2235 = tensor.empty() : tensor<8x128xf32>
  %g2240 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2234, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2235 : tensor<8x128xf32>) {
  ^bb0(%a2236: f32, %a2237: f32, %o2238: f32):
    %b2239 = arith.addf %a2236, %a2237 : f32
    linalg.yield %b2239 : f32
  } -> tensor<8x128xf32>
  %s2241 = tensor.extract_slice %x[80, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2242 = tensor.collapse_shape %s2241 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2243 = tensor.empty() : tensor<8x1280xf32>
  %cat2244 = tensor.insert_slice %r2242 into %e2243[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2245 = tensor.insert_slice %g2231 into %cat2244[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2246 = tensor.empty() : tensor<8x256xf32>
  %f2247 = linalg.fill ins(%c0 : f32) outs(%e2246 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2248 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2245, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2247 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2249 = tensor.empty() : tensor<8x256xf32>
  %g2254 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2248, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2249 : tensor<8x256xf32>) {
  ^bb0(%a2250: f32, %a2251: f32, %o2252: f32):
    %b2253 = arith.addf %a2250, %a2251 : f32
    linalg.yield %b2253 : f32
  } -> tensor<8x256xf32>
  %e2255 = tensor.empty() : tensor<8x256xf32>
  %g2259 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2254 : tensor<8x256xf32>) outs(%e2255 : tensor<8x256xf32>) {
  ^bb0(%a2256: f32, %o2257: f32):
    %b2258 = math.tanh %a2256 : f32
    linalg.yield %b2258 : f32
  } -> tensor<8x256xf32>
  %e2260 = tensor.empty() : tensor<8x128xf32>
  %f2261 = linalg.fill ins(%c0 : f32) outs(%e2260 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2262 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2259, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2261 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2263 = tensor.empty() : tensor<8x128xf32>
  %g2268 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2262, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2263 : tensor<8x128xf32>) {
  ^bb0(%a2264: f32, %a2265: f32, %o2266: f32):
    %b2267 = arith.addf %a2264, %a2265 : f32
    linalg.yield %b2267 : f32
  } -> tensor<8x128xf32>
  %s2269 = tensor.extract_slice %x[81, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2270 = tensor.collapse_shape %s2269 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2271 = tensor.empty() : tensor<8x1280xf32>
  %cat2272 = tensor.insert_slice %r2270 into %e2271[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2273 = tensor.insert_slice %g2259 into %cat2272[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2274 = tensor.empty() : tensor<8x256xf32>
  %f2275 = linalg.fill ins(%c0 : f32) outs(%e2274 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2276 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2273, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2275 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2277 = tensor.empty() : tensor<8x256xf32>
  %g2282 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2276, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2277 : tensor<8x256xf32>) {
  ^bb0(%a2278: f32, %a2279: f32, %o2280: f32):
    %b2281 = arith.addf %a2278, %a2279 : f32
    linalg.yield %b2281 : f32
  } -> tensor<8x256xf32>
  %e2283 = tensor.empty() : tensor<8x256xf32>
  %g2287 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2282 : tensor<8x256xf32>) outs(%e2283 : tensor<8x256xf32>) {
  ^bb0(%a2284: f32, %o2285: f32):
    %b2286 = math.tanh %a2284 : f32
    linalg.yield %b2286 : f32
  } -> tensor<8x256xf32>
  %e2288 = tensor.empty() : tensor<8x128xf32>
  %f2289 = linalg.fill ins(%c0 : f32) outs(%e2288 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2290 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2287, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2289 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2291 = tensor.empty() : tensor<8x128xf32>
  %g2296 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2290, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2291 : tensor<8x128xf32>) {
  ^bb0(%a2292: f32, %a2293: f32, %o2294: f32):
    %b2295 = arith.addf %a2292, %a2293 : f32
    linalg.yield %b2295 : f32
  } -> tensor<8x128xf32>
  %s2297 = tensor.extract_slice %x[82, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2298 = tensor.collapse_shape %s2297 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2299 = tensor.empty() : tensor<8x1280xf32>
  %cat2300 = tensor.insert_slice %r2298 into %e2299[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2301 = tensor.insert_slice %g2287 into %cat2300[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2302 = tensor.empty() : tensor<8x256xf32>
  %f2303 = linalg.fill ins(%c0 : f32) outs(%e2302 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2304 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2301, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2303 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2305 = tensor.empty() : tensor<8x256xf32>
  %g2310 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2304, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2305 : tensor<8x256xf32>) {
  ^bb0(%a2306: f32, %a2307: f32, %o2308: f32):
    %b2309 = arith.addf %a2306, %a2307 : f32
    linalg.yield %b2309 : f32
  } -> tensor<8x256xf32>
  %e2311 = tensor.empty() : tensor<8x256xf32>
  %g2315 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2310 : tensor<8x256xf32>) outs(%e2311 : tensor<8x256xf32>) {
  ^bb0(%a2312: f32, %o2313: f32):
    %b2314 = math.tanh %a2312 : f32
    linalg.yield %b2314 : f32
  } -> tensor<8x256xf32>
  %e2316 = tensor.empty() : tensor<8x128xf32>
  %f2317 = linalg.fill ins(%c0 : f32) outs(%e2316 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2318 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2315, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2317 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2319 = tensor.empty() : tensor<8x128xf32>
  %g2324 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2318, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2319 : tensor<8x128xf32>) {
  ^bb0(%a2320: f32, %a2321: f32, %o2322: f32):
    %b2323 = arith.addf %a2320, %a2321 : f32
    linalg.yield %b2323 : f32
  } -> tensor<8x128xf32>
  %s2325 = tensor.extract_slice %x[83, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2326 = tensor.collapse_shape %s2325 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2327 = tensor.empty() : tensor<8x1280xf32>
  %cat2328 = tensor.insert_slice %r2326 into %e2327[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2329 = tensor.insert_slice %g2315 into %cat2328[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2330 = tensor.empty() : tensor<8x256xf32>
  %f2331 = linalg.fill ins(%c0 : f32) outs(%e2330 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2332 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2329, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2331 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2333 = tensor.empty() : tensor<8x256xf32>
  %g2338 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2332, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2333 : tensor<8x256xf32>) {
  ^bb0(%a2334: f32, %a2335: f32, %o2336: f32):
    %b2337 = arith.addf %a2334, %a2335 : f32
    linalg.yield %b2337 : f32
  } -> tensor<8x256xf32>
  %e2339 = tensor.empty() : tensor<8x256xf32>
  %g2343 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2338 : tensor<8x256xf32>) outs(%e2339 : tensor<8x256xf32>) {
  ^bb0(%a2340: f32, %o2341: f32):
    %b2342 = math.tanh %a2340 : f32
    linalg.yield %b2342 : f32
  } -> tensor<8x256xf32>
  %e2344 = tensor.empty() : tensor<8x128xf32>
  %f2345 = linalg.fill ins(%c0 : f32) outs(%e2344 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2346 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2343, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2345 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2347 = tensor.empty() : tensor<8x128xf32>
  %g2352 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2346, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2347 : tensor<8x128xf32>) {
  ^bb0(%a2348: f32, %a2349: f32, %o2350: f32):
    %b2351 = arith.addf %a2348, %a2349 : f32
    linalg.yield %b2351 : f32
  } -> tensor<8x128xf32>
  %s2353 = tensor.extract_slice %x[84, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2354 = tensor.collapse_shape %s2353 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2355 = tensor.empty() : tensor<8x1280xf32>
  %cat2356 = tensor.insert_slice %r2354 into %e2355[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2357 = tensor.insert_slice %g2343 into %cat2356[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2358 = tensor.empty() : tensor<8x256xf32>
  %f2359 = linalg.fill ins(%c0 : f32) outs(%e2358 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2360 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2357, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2359 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2361 = tensor.empty() : tensor<8x256xf32>
  %g2366 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2360, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2361 : tensor<8x256xf32>) {
  ^bb0(%a2362: f32, %a2363: f32, %o2364: f32):
    %b2365 = arith.addf %a2362, %a2363 : f32
    linalg.yield %b2365 : f32
  } -> tensor<8x256xf32>
  %e2367 = tensor.empty() : tensor<8x256xf32>
  %g2371 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2366 : tensor<8x256xf32>) outs(%e2367 : tensor<8x256xf32>) {
  ^bb0(%a2368: f32, %o2369: f32):
    %b2370 = math.tanh %a2368 : f32
    linalg.yield %b2370 : f32
  } -> tensor<8x256xf32>
  %e2372 = tensor.empty() : tensor<8x128xf32>
  %f2373 = linalg.fill ins(%c0 : f32) outs(%e2372 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2374 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2371, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2373 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2375 = tensor.empty() : tensor<8x128xf32>
  %g2380 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2374, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2375 : tensor<8x128xf32>) {
  ^bb0(%a2376: f32, %a2377: f32, %o2378: f32):
    %b2379 = arith.addf %a2376, %a2377 : f32
    linalg.yield %b2379 : f32
  } -> tensor<8x128xf32>
  %s2381 = tensor.extract_slice %x[85, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2382 = tensor.collapse_shape %s2381 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2383 = tensor.empty() : tensor<8x1280xf32>
  %cat2384 = tensor.insert_slice %r2382 into %e2383[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2385 = tensor.insert_slice %g2371 into %cat2384[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2386 = tensor.empty() : tensor<8x256xf32>
  %f2387 = linalg.fill ins(%c0 : f32) outs(%e2386 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2388 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2385, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2387 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2389 = tensor.empty() : tensor<8x256xf32>
  %g2394 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2388, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2389 : tensor<8x256xf32>) {
  ^bb0(%a2390: f32, %a2391: f32, %o2392: f32):
    %b2393 = arith.addf %a2390, %a2391 : f32
    linalg.yield %b2393 : f32
  } -> tensor<8x256xf32>
  %e2395 = tensor.empty() : tensor<8x256xf32>
  %g2399 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2394 : tensor<8x256xf32>) outs(%e2395 : tensor<8x256xf32>) {
  ^bb0(%a2396: f32, %o2397: f32):
    %b2398 = math.tanh %a2396 : f32
    linalg.yield %b2398 : f32
  } -> tensor<8x256xf32>
  %e2400 = tensor.empty() : tensor<8x128xf32>
  %f2401 = linalg.fill ins(%c0 : f32) outs(%e2400 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2402 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2399, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2401 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2403 = tensor.empty() : tensor<8x128xf32>
  %g2408 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2402, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2403 : tensor<8x128xf32>) {
  ^bb0(%a2404: f32, %a2405: f32, %o2406: f32):
    %b2407 = arith.addf %a2404, %a2405 : f32
    linalg.yield %b2407 : f32
  } -> tensor<8x128xf32>
  %s2409 = tensor.extract_slice %x[86, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2410 = tensor.collapse_shape %s2409 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2411 = tensor.empty() : tensor<8x1280xf32>
  %cat2412 = tensor.insert_slice %r2410 into %e2411[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2413 = tensor.insert_slice %g2399 into %cat2412[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2414 = tensor.empty() : tensor<8x256xf32>
  %f2415 = linalg.fill ins(%c0 : f32) outs(%e2414 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2416 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2413, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2415 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2417 = tensor.empty() : tensor<8x256xf32>
  %g2422 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2416, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2417 : tensor<8x256xf32>) {
  ^bb0(%a2418: f32, %a2419: f32, %o2420: f32):
    %b2421 = arith.addf %a2418, %a2419 : f32
    linalg.yield %b2421 : f32
  } -> tensor<8x256xf32>
  %e2423 = tensor.empty() : tensor<8x256xf32>
  %g2427 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2422 : tensor<8x256xf32>) outs(%e2423 : tensor<8x256xf32>) {
  ^bb0(%a2424: f32, %o2425: f32):
    %b2426 = math.tanh %a2424 : f32
    linalg.yield %b2426 : f32
  } -> tensor<8x256xf32>
  %e2428 = tensor.empty() : tensor<8x128xf32>
  %f2429 = linalg.fill ins(%c0 : f32) outs(%e2428 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2430 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2427, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2429 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2431 = tensor.empty() : tensor<8x128xf32>
  %g2436 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2430, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2431 : tensor<8x128xf32>) {
  ^bb0(%a2432: f32, %a2433: f32, %o2434: f32):
    %b2435 = arith.addf %a2432, %a2433 : f32
    linalg.yield %b2435 : f32
  } -> tensor<8x128xf32>
  %s2437 = tensor.extract_slice %x[87, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2438 = tensor.collapse_shape %s2437 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2439 = tensor.empty() : tensor<8x1280xf32>
  %cat2440 = tensor.insert_slice %r2438 into %e2439[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2441 = tensor.insert_slice %g2427 into %cat2440[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2442 = tensor.empty() : tensor<8x256xf32>
  %f2443 = linalg.fill ins(%c0 : f32) outs(%e2442 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2444 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2441, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2443 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2445 = tensor.empty() : tensor<8x256xf32>
  %g2450 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2444, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2445 : tensor<8x256xf32>) {
  ^bb0(%a2446: f32, %a2447: f32, %o2448: f32):
    %b2449 = arith.addf %a2446, %a2447 : f32
    linalg.yield %b2449 : f32
  } -> tensor<8x256xf32>
  %e2451 = tensor.empty() : tensor<8x256xf32>
  %g2455 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2450 : tensor<8x256xf32>) outs(%e2451 : tensor<8x256xf32>) {
  ^bb0(%a2452: f32, %o2453: f32):
    %b2454 = math.tanh %a2452 : f32
    linalg.yield %b2454 : f32
  } -> tensor<8x256xf32>
  %e2456 = tensor.empty() : tensor<8x128xf32>
  %f2457 = linalg.fill ins(%c0 : f32) outs(%e2456 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2458 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2455, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2457 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2459 = tensor.empty() : tensor<8x128xf32>
  %g2464 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2458, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2459 : tensor<8x128xf32>) {
  ^bb0(%a2460: f32, %a2461: f32, %o2462: f32):
    %b2463 = arith.addf %a2460, %a2461 : f32
    linalg.yield %b2463 : f32
  } -> tensor<8x128xf32>
  %s2465 = tensor.extract_slice %x[88, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2466 = tensor.collapse_shape %s2465 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2467 = tensor.empty() : tensor<8x1280xf32>
  %cat2468 = tensor.insert_slice %r2466 into %e2467[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2469 = tensor.insert_slice %g2455 into %cat2468[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2470 = tensor.empty() : tensor<8x256xf32>
  %f2471 = linalg.fill ins(%c0 : f32) outs(%e2470 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2472 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2469, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2471 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2473 = tensor.empty() : tensor<8x256xf32>
  %g2478 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2472, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2473 : tensor<8x256xf32>) {
  ^bb0(%a2474: f32, %a2475: f32, %o2476: f32):
    %b2477 = arith.addf %a2474, %a2475 : f32
    linalg.yield %b2477 : f32
  } -> tensor<8x256xf32>
  %e2479 = tensor.empty() : tensor<8x256xf32>
  %g2483 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2478 : tensor<8x256xf32>) outs(%e2479 : tensor<8x256xf32>) {
  ^bb0(%a2480: f32, %o2481: f32):
    %b2482 = math.tanh %a2480 : f32
    linalg.yield %b2482 : f32
  } -> tensor<8x256xf32>
  %e2484 = tensor.empty() : tensor<8x128xf32>
  %f2485 = linalg.fill ins(%c0 : f32) outs(%e2484 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2486 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2483, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2485 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2487 = tensor.empty() : tensor<8x128xf32>
  %g2492 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2486, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2487 : tensor<8x128xf32>) {
  ^bb0(%a2488: f32, %a2489: f32, %o2490: f32):
    %b2491 = arith.addf %a2488, %a2489 : f32
    linalg.yield %b2491 : f32
  } -> tensor<8x128xf32>
  %s2493 = tensor.extract_slice %x[89, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2494 = tensor.collapse_shape %s2493 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2495 = tensor.empty() : tensor<8x1280xf32>
  %cat2496 = tensor.insert_slice %r2494 into %e2495[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2497 = tensor.insert_slice %g2483 into %cat2496[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2498 = tensor.empty() : tensor<8x256xf32>
  %f2499 = linalg.fill ins(%c0 : f32) outs(%e2498 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2500 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2497, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2499 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2501 = tensor.empty() : tensor<8x256xf32>
  %g2506 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2500, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2501 : tensor<8x256xf32>) {
  ^bb0(%a2502: f32, %a2503: f32, %o2504: f32):
    %b2505 = arith.addf %a2502, %a2503 : f32
    linalg.yield %b2505 : f32
  } -> tensor<8x256xf32>
  %e2507 = tensor.empty() : tensor<8x256xf32>
  %g2511 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2506 : tensor<8x256xf32>) outs(%e2507 : tensor<8x256xf32>) {
  ^bb0(%a2508: f32, %o2509: f32):
    %b2510 = math.tanh %a2508 : f32
    linalg.yield %b2510 : f32
  } -> tensor<8x256xf32>
  %e2512 = tensor.empty() : tensor<8x128xf32>
  %f2513 = linalg.fill ins(%c0 : f32) outs(%e2512 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2514 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2511, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2513 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2515 = tensor.empty() : tensor<8x128xf32>
  %g2520 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2514, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2515 : tensor<8x128xf32>) {
  ^bb0(%a2516: f32, %a2517: f32, %o2518: f32):
    %b2519 = arith.addf %a2516, %a2517 : f32
    linalg.yield %b2519 : f32
  } -> tensor<8x128xf32>
  %s2521 = tensor.extract_slice %x[90, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2522 = tensor.collapse_shape %s2521 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2523 = tensor.empty() : tensor<8x1280xf32>
  %cat2524 = tensor.insert_slice %r2522 into %e2523[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2525 = tensor.insert_slice %g2511 into %cat2524[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2526 = tensor.empty() : tensor<8x256xf32>
  %f2527 = linalg.fill ins(%c0 : f32) outs(%e2526 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2528 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2525, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2527 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2529 = tensor.empty() : tensor<8x256xf32>
  %g2534 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2528, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2529 : tensor<8x256xf32>) {
  ^bb0(%a2530: f32, %a2531: f32, %o2532: f32):
    %b2533 = arith.addf %a2530, %a2531 : f32
    linalg.yield %b2533 : f32
  } -> tensor<8x256xf32>
  %e2535 = tensor.empty() : tensor<8x256xf32>
  %g2539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2534 : tensor<8x256xf32>) outs(%e2535 : tensor<8x256xf32>) {
  ^bb0(%a2536: f32, %o2537: f32):
    %b2538 = math.tanh %a2536 : f32
    linalg.yield %b2538 : f32
  } -> tensor<8x256xf32>
  %e2540 = tensor.empty() : tensor<8x128xf32>
  %f2541 = linalg.fill ins(%c0 : f32) outs(%e2540 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2542 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2539, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2541 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2543 = tensor.empty() : tensor<8x128xf32>
  %g2548 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2542, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2543 : tensor<8x128xf32>) {
  ^bb0(%a2544: f32, %a2545: f32, %o2546: f32):
    %b2547 = arith.addf %a2544, %a2545 : f32
    linalg.yield %b2547 : f32
  } -> tensor<8x128xf32>
  %s2549 = tensor.extract_slice %x[91, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2550 = tensor.collapse_shape %s2549 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2551 = tensor.empty() : tensor<8x1280xf32>
  %cat2552 = tensor.insert_slice %r2550 into %e2551[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2553 = tensor.insert_slice %g2539 into %cat2552[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2554 = tensor.empty() : tensor<8x256xf32>
  %f2555 = linalg.fill ins(%c0 : f32) outs(%e2554 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2556 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2553, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2555 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2557 = tensor.empty() : tensor<8x256xf32>
  %g2562 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2556, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2557 : tensor<8x256xf32>) {
  ^bb0(%a2558: f32, %a2559: f32, %o2560: f32):
    %b2561 = arith.addf %a2558, %a2559 : f32
    linalg.yield %b2561 : f32
  } -> tensor<8x256xf32>
  %e2563 = tensor.empty() : tensor<8x256xf32>
  %g2567 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2562 : tensor<8x256xf32>) outs(%e2563 : tensor<8x256xf32>) {
  ^bb0(%a2564: f32, %o2565: f32):
    %b2566 = math.tanh %a2564 : f32
    linalg.yield %b2566 : f32
  } -> tensor<8x256xf32>
  %e2568 = tensor.empty() : tensor<8x128xf32>
  %f2569 = linalg.fill ins(%c0 : f32) outs(%e2568 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2570 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2567, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2569 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2571 = tensor.empty() : tensor<8x128xf32>
  %g2576 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2570, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2571 : tensor<8x128xf32>) {
  ^bb0(%a2572: f32, %a2573: f32, %o2574: f32):
    %b2575 = arith.addf %a2572, %a2573 : f32
    linalg.yield %b2575 : f32
  } -> tensor<8x128xf32>
  %s2577 = tensor.extract_slice %x[92, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2578 = tensor.collapse_shape %s2577 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2579 = tensor.empty() : tensor<8x1280xf32>
  %cat2580 = tensor.insert_slice %r2578 into %e2579[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2581 = tensor.insert_slice %g2567 into %cat2580[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2582 = tensor.empty() : tensor<8x256xf32>
  %f2583 = linalg.fill ins(%c0 : f32) outs(%e2582 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2584 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2581, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2583 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2585 = tensor.empty() : tensor<8x256xf32>
  %g2590 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2584, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2585 : tensor<8x256xf32>) {
  ^bb0(%a2586: f32, %a2587: f32, %o2588: f32):
    %b2589 = arith.addf %a2586, %a2587 : f32
    linalg.yield %b2589 : f32
  } -> tensor<8x256xf32>
  %e2591 = tensor.empty() : tensor<8x256xf32>
  %g2595 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2590 : tensor<8x256xf32>) outs(%e2591 : tensor<8x256xf32>) {
  ^bb0(%a2592: f32, %o2593: f32):
    %b2594 = math.tanh %a2592 : f32
    linalg.yield %b2594 : f32
  } -> tensor<8x256xf32>
  %e2596 = tensor.empty() : tensor<8x128xf32>
  %f2597 = linalg.fill ins(%c0 : f32) outs(%e2596 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2598 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2595, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2597 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2599 = tensor.empty() : tensor<8x128xf32>
  %g2604 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2598, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2599 : tensor<8x128xf32>) {
  ^bb0(%a2600: f32, %a2601: f32, %o2602: f32):
    %b2603 = arith.addf %a2600, %a2601 : f32
    linalg.yield %b2603 : f32
  } -> tensor<8x128xf32>
  %s2605 = tensor.extract_slice %x[93, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2606 = tensor.collapse_shape %s2605 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2607 = tensor.empty() : tensor<8x1280xf32>
  %cat2608 = tensor.insert_slice %r2606 into %e2607[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2609 = tensor.insert_slice %g2595 into %cat2608[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2610 = tensor.empty() : tensor<8x256xf32>
  %f2611 = linalg.fill ins(%c0 : f32) outs(%e2610 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2612 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2609, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2611 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2613 = tensor.empty() : tensor<8x256xf32>
  %g2618 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2612, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2613 : tensor<8x256xf32>) {
  ^bb0(%a2614: f32, %a2615: f32, %o2616: f32):
    %b2617 = arith.addf %a2614, %a2615 : f32
    linalg.yield %b2617 : f32
  } -> tensor<8x256xf32>
  %e2619 = tensor.empty() : tensor<8x256xf32>
  %g2623 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2618 : tensor<8x256xf32>) outs(%e2619 : tensor<8x256xf32>) {
  ^bb0(%a2620: f32, %o2621: f32):
    %b2622 = math.tanh %a2620 : f32
    linalg.yield %b2622 : f32
  } -> tensor<8x256xf32>
  %e2624 = tensor.empty() : tensor<8x128xf32>
  %f2625 = linalg.fill ins(%c0 : f32) outs(%e2624 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2626 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2623, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2625 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2627 = tensor.empty() : tensor<8x128xf32>
  %g2632 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2626, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2627 : tensor<8x128xf32>) {
  ^bb0(%a2628: f32, %a2629: f32, %o2630: f32):
    %b2631 = arith.addf %a2628, %a2629 : f32
    linalg.yield %b2631 : f32
  } -> tensor<8x128xf32>
  %s2633 = tensor.extract_slice %x[94, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2634 = tensor.collapse_shape %s2633 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2635 = tensor.empty() : tensor<8x1280xf32>
  %cat2636 = tensor.insert_slice %r2634 into %e2635[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2637 = tensor.insert_slice %g2623 into %cat2636[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2638 = tensor.empty() : tensor<8x256xf32>
  %f2639 = linalg.fill ins(%c0 : f32) outs(%e2638 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2640 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2637, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2639 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2641 = tensor.empty() : tensor<8x256xf32>
  %g2646 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2640, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2641 : tensor<8x256xf32>) {
  ^bb0(%a2642: f32, %a2643: f32, %o2644: f32):
    %b2645 = arith.addf %a2642, %a2643 : f32
    linalg.yield %b2645 : f32
  } -> tensor<8x256xf32>
  %e2647 = tensor.empty() : tensor<8x256xf32>
  %g2651 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2646 : tensor<8x256xf32>) outs(%e2647 : tensor<8x256xf32>) {
  ^bb0(%a2648: f32, %o2649: f32):
    %b2650 = math.tanh %a2648 : f32
    linalg.yield %b2650 : f32
  } -> tensor<8x256xf32>
  %e2652 = tensor.empty() : tensor<8x128xf32>
  %f2653 = linalg.fill ins(%c0 : f32) outs(%e2652 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2654 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2651, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2653 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2655 = tensor.empty() : tensor<8x128xf32>
  %g2660 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2654, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2655 : tensor<8x128xf32>) {
  ^bb0(%a2656: f32, %a2657: f32, %o2658: f32):
    %b2659 = arith.addf %a2656, %a2657 : f32
    linalg.yield %b2659 : f32
  } -> tensor<8x128xf32>
  %s2661 = tensor.extract_slice %x[95, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2662 = tensor.collapse_shape %s2661 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2663 = tensor.empty() : tensor<8x1280xf32>
  %cat2664 = tensor.insert_slice %r2662 into %e2663[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2665 = tensor.insert_slice %g2651 into %cat2664[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2666 = tensor.empty() : tensor<8x256xf32>
  %f2667 = linalg.fill ins(%c0 : f32) outs(%e2666 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2668 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2665, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2667 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2669 = tensor.empty() : tensor<8x256xf32>
  %g2674 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2668, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2669 : tensor<8x256xf32>) {
  ^bb0(%a2670: f32, %a2671: f32, %o2672: f32):
    %b2673 = arith.addf %a2670, %a2671 : f32
    linalg.yield %b2673 : f32
  } -> tensor<8x256xf32>
  %e2675 = tensor.empty() : tensor<8x256xf32>
  %g2679 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2674 : tensor<8x256xf32>) outs(%e2675 : tensor<8x256xf32>) {
  ^bb0(%a2676: f32, %o2677: f32):
    %b2678 = math.tanh %a2676 : f32
    linalg.yield %b2678 : f32
  } -> tensor<8x256xf32>
  %e2680 = tensor.empty() : tensor<8x128xf32>
  %f2681 = linalg.fill ins(%c0 : f32) outs(%e2680 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2682 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2679, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2681 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2683 = tensor.empty() : tensor<8x128xf32>
  %g2688 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2682, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2683 : tensor<8x128xf32>) {
  ^bb0(%a2684: f32, %a2685: f32, %o2686: f32):
    %b2687 = arith.addf %a2684, %a2685 : f32
    linalg.yield %b2687 : f32
  } -> tensor<8x128xf32>
  %s2689 = tensor.extract_slice %x[96, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2690 = tensor.collapse_shape %s2689 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2691 = tensor.empty() : tensor<8x1280xf32>
  %cat2692 = tensor.insert_slice %r2690 into %e2691[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2693 = tensor.insert_slice %g2679 into %cat2692[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2694 = tensor.empty() : tensor<8x256xf32>
  %f2695 = linalg.fill ins(%c0 : f32) outs(%e2694 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2696 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2693, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2695 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2697 = tensor.empty() : tensor<8x256xf32>
  %g2702 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2696, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2697 : tensor<8x256xf32>) {
  ^bb0(%a2698: f32, %a2699: f32, %o2700: f32):
    %b2701 = arith.addf %a2698, %a2699 : f32
    linalg.yield %b2701 : f32
  } -> tensor<8x256xf32>
  %e2703 = tensor.empty() : tensor<8x256xf32>
  %g2707 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2702 : tensor<8x256xf32>) outs(%e2703 : tensor<8x256xf32>) {
  ^bb0(%a2704: f32, %o2705: f32):
    %b2706 = math.tanh %a2704 : f32
    linalg.yield %b2706 : f32
  } -> tensor<8x256xf32>
  %e2708 = tensor.empty() : tensor<8x128xf32>
  %f2709 = linalg.fill ins(%c0 : f32) outs(%e2708 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2710 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2707, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2709 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2711 = tensor.empty() : tensor<8x128xf32>
  %g2716 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2710, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2711 : tensor<8x128xf32>) {
  ^bb0(%a2712: f32, %a2713: f32, %o2714: f32):
    %b2715 = arith.addf %a2712, %a2713 : f32
    linalg.yield %b2715 : f32
  } -> tensor<8x128xf32>
  %s2717 = tensor.extract_slice %x[97, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2718 = tensor.collapse_shape %s2717 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2719 = tensor.empty() : tensor<8x1280xf32>
  %cat2720 = tensor.insert_slice %r2718 into %e2719[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2721 = tensor.insert_slice %g2707 into %cat2720[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2722 = tensor.empty() : tensor<8x256xf32>
  %f2723 = linalg.fill ins(%c0 : f32) outs(%e2722 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2724 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2721, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2723 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2725 = tensor.empty() : tensor<8x256xf32>
  %g2730 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2724, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2725 : tensor<8x256xf32>) {
  ^bb0(%a2726: f32, %a2727: f32, %o2728: f32):
    %b2729 = arith.addf %a2726, %a2727 : f32
    linalg.yield %b2729 : f32
  } -> tensor<8x256xf32>
  %e2731 = tensor.empty() : tensor<8x256xf32>
  %g2735 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2730 : tensor<8x256xf32>) outs(%e2731 : tensor<8x256xf32>) {
  ^bb0(%a2732: f32, %o2733: f32):
    %b2734 = math.tanh %a2732 : f32
    linalg.yield %b2734 : f32
  } -> tensor<8x256xf32>
  %e2736 = tensor.empty() : tensor<8x128xf32>
  %f2737 = linalg.fill ins(%c0 : f32) outs(%e2736 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2738 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2735, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2737 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2739 = tensor.empty() : tensor<8x128xf32>
  %g2744 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2738, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2739 : tensor<8x128xf32>) {
  ^bb0(%a2740: f32, %a2741: f32, %o2742: f32):
    %b2743 = arith.addf %a2740, %a2741 : f32
    linalg.yield %b2743 : f32
  } -> tensor<8x128xf32>
  %s2745 = tensor.extract_slice %x[98, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2746 = tensor.collapse_shape %s2745 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2747 = tensor.empty() : tensor<8x1280xf32>
  %cat2748 = tensor.insert_slice %r2746 into %e2747[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2749 = tensor.insert_slice %g2735 into %cat2748[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2750 = tensor.empty() : tensor<8x256xf32>
  %f2751 = linalg.fill ins(%c0 : f32) outs(%e2750 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2752 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2749, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2751 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2753 = tensor.empty() : tensor<8x256xf32>
  %g2758 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2752, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2753 : tensor<8x256xf32>) {
  ^bb0(%a2754: f32, %a2755: f32, %o2756: f32):
    %b2757 = arith.addf %a2754, %a2755 : f32
    linalg.yield %b2757 : f32
  } -> tensor<8x256xf32>
  %e2759 = tensor.empty() : tensor<8x256xf32>
  %g2763 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2758 : tensor<8x256xf32>) outs(%e2759 : tensor<8x256xf32>) {
  ^bb0(%a2760: f32, %o2761: f32):
    %b2762 = math.tanh %a2760 : f32
    linalg.yield %b2762 : f32
  } -> tensor<8x256xf32>
  %e2764 = tensor.empty() : tensor<8x128xf32>
  %f2765 = linalg.fill ins(%c0 : f32) outs(%e2764 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2766 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2763, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2765 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2767 = tensor.empty() : tensor<8x128xf32>
  %g2772 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2766, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2767 : tensor<8x128xf32>) {
  ^bb0(%a2768: f32, %a2769: f32, %o2770: f32):
    %b2771 = arith.addf %a2768, %a2769 : f32
    linalg.yield %b2771 : f32
  } -> tensor<8x128xf32>
  %s2773 = tensor.extract_slice %x[99, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2774 = tensor.collapse_shape %s2773 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2775 = tensor.empty() : tensor<8x1280xf32>
  %cat2776 = tensor.insert_slice %r2774 into %e2775[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2777 = tensor.insert_slice %g2763 into %cat2776[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2778 = tensor.empty() : tensor<8x256xf32>
  %f2779 = linalg.fill ins(%c0 : f32) outs(%e2778 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2780 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2777, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2779 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2781 = tensor.empty() : tensor<8x256xf32>
  %g2786 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2780, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2781 : tensor<8x256xf32>) {
  ^bb0(%a2782: f32, %a2783: f32, %o2784: f32):
    %b2785 = arith.addf %a2782, %a2783 : f32
    linalg.yield %b2785 : f32
  } -> tensor<8x256xf32>
  %e2787 = tensor.empty() : tensor<8x256xf32>
  %g2791 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2786 : tensor<8x256xf32>) outs(%e2787 : tensor<8x256xf32>) {
  ^bb0(%a2788: f32, %o2789: f32):
    %b2790 = math.tanh %a2788 : f32
    linalg.yield %b2790 : f32
  } -> tensor<8x256xf32>
  %e2792 = tensor.empty() : tensor<8x128xf32>
  %f2793 = linalg.fill ins(%c0 : f32) outs(%e2792 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2794 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2791, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2793 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2795 = tensor.empty() : tensor<8x128xf32>
  %g2800 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2794, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2795 : tensor<8x128xf32>) {
  ^bb0(%a2796: f32, %a2797: f32, %o2798: f32):
    %b2799 = arith.addf %a2796, %a2797 : f32
    linalg.yield %b2799 : f32
  } -> tensor<8x128xf32>
  %s2801 = tensor.extract_slice %x[100, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2802 = tensor.collapse_shape %s2801 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2803 = tensor.empty() : tensor<8x1280xf32>
  %cat2804 = tensor.insert_slice %r2802 into %e2803[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2805 = tensor.insert_slice %g2791 into %cat2804[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2806 = tensor.empty() : tensor<8x256xf32>
  %f2807 = linalg.fill ins(%c0 : f32) outs(%e2806 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2808 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2805, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2807 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2809 = tensor.empty() : tensor<8x256xf32>
  %g2814 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2808, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2809 : tensor<8x256xf32>) {
  ^bb0(%a2810: f32, %a2811: f32, %o2812: f32):
    %b2813 = arith.addf %a2810, %a2811 : f32
    linalg.yield %b2813 : f32
  } -> tensor<8x256xf32>
  %e2815 = tensor.empty() : tensor<8x256xf32>
  %g2819 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2814 : tensor<8x256xf32>) outs(%e2815 : tensor<8x256xf32>) {
  ^bb0(%a2816: f32, %o2817: f32):
    %b2818 = math.tanh %a2816 : f32
    linalg.yield %b2818 : f32
  } -> tensor<8x256xf32>
  %e2820 = tensor.empty() : tensor<8x128xf32>
  %f2821 = linalg.fill ins(%c0 : f32) outs(%e2820 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2822 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2819, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2821 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2823 = tensor.empty() : tensor<8x128xf32>
  %g2828 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2822, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2823 : tensor<8x128xf32>) {
  ^bb0(%a2824: f32, %a2825: f32, %o2826: f32):
    %b2827 = arith.addf %a2824, %a2825 : f32
    linalg.yield %b2827 : f32
  } -> tensor<8x128xf32>
  %s2829 = tensor.extract_slice %x[101, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2830 = tensor.collapse_shape %s2829 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2831 = tensor.empty() : tensor<8x1280xf32>
  %cat2832 = tensor.insert_slice %r2830 into %e2831[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2833 = tensor.insert_slice %g2819 into %cat2832[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2834 = tensor.empty() : tensor<8x256xf32>
  %f2835 = linalg.fill ins(%c0 : f32) outs(%e2834 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2836 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2833, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2835 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2837 = tensor.empty() : tensor<8x256xf32>
  %g2842 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2836, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2837 : tensor<8x256xf32>) {
  ^bb0(%a2838: f32, %a2839: f32, %o2840: f32):
    %b2841 = arith.addf %a2838, %a2839 : f32
    linalg.yield %b2841 : f32
  } -> tensor<8x256xf32>
  %e2843 = tensor.empty() : tensor<8x256xf32>
  %g2847 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2842 : tensor<8x256xf32>) outs(%e2843 : tensor<8x256xf32>) {
  ^bb0(%a2844: f32, %o2845: f32):
    %b2846 = math.tanh %a2844 : f32
    linalg.yield %b2846 : f32
  } -> tensor<8x256xf32>
  %e2848 = tensor.empty() : tensor<8x128xf32>
  %f2849 = linalg.fill ins(%c0 : f32) outs(%e2848 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2850 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2847, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2849 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2851 = tensor.empty() : tensor<8x128xf32>
  %g2856 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2850, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2851 : tensor<8x128xf32>) {
  ^bb0(%a2852: f32, %a2853: f32, %o2854: f32):
    %b2855 = arith.addf %a2852, %a2853 : f32
    linalg.yield %b2855 : f32
  } -> tensor<8x128xf32>
  %s2857 = tensor.extract_slice %x[102, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2858 = tensor.collapse_shape %s2857 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2859 = tensor.empty() : tensor<8x1280xf32>
  %cat2860 = tensor.insert_slice %r2858 into %e2859[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2861 = tensor.insert_slice %g2847 into %cat2860[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2862 = tensor.empty() : tensor<8x256xf32>
  %f2863 = linalg.fill ins(%c0 : f32) outs(%e2862 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2864 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2861, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2863 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2865 = tensor.empty() : tensor<8x256xf32>
  %g2870 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2864, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2865 : tensor<8x256xf32>) {
  ^bb0(%a2866: f32, %a2867: f32, %o2868: f32):
    %b2869 = arith.addf %a2866, %a2867 : f32
    linalg.yield %b2869 : f32
  } -> tensor<8x256xf32>
  %e2871 = tensor.empty() : tensor<8x256xf32>
  %g2875 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2870 : tensor<8x256xf32>) outs(%e2871 : tensor<8x256xf32>) {
  ^bb0(%a2872: f32, %o2873: f32):
    %b2874 = math.tanh %a2872 : f32
    linalg.yield %b2874 : f32
  } -> tensor<8x256xf32>
  %e2876 = tensor.empty() : tensor<8x128xf32>
  %f2877 = linalg.fill ins(%c0 : f32) outs(%e2876 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2878 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2875, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2877 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2879 = tensor.empty() : tensor<8x128xf32>
  %g2884 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2878, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2879 : tensor<8x128xf32>) {
  ^bb0(%a2880: f32, %a2881: f32, %o2882: f32):
    %b2883 = arith.addf %a2880, %a2881 : f32
    linalg.yield %b2883 : f32
  } -> tensor<8x128xf32>
  %s2885 = tensor.extract_slice %x[103, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2886 = tensor.collapse_shape %s2885 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2887 = tensor.empty() : tensor<8x1280xf32>
  %cat2888 = tensor.insert_slice %r2886 into %e2887[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2889 = tensor.insert_slice %g2875 into %cat2888[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2890 = tensor.empty() : tensor<8x256xf32>
  %f2891 = linalg.fill ins(%c0 : f32) outs(%e2890 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2892 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2889, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2891 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2893 = tensor.empty() : tensor<8x256xf32>
  %g2898 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2892, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2893 : tensor<8x256xf32>) {
  ^bb0(%a2894: f32, %a2895: f32, %o2896: f32):
    %b2897 = arith.addf %a2894, %a2895 : f32
    linalg.yield %b2897 : f32
  } -> tensor<8x256xf32>
  %e2899 = tensor.empty() : tensor<8x256xf32>
  %g2903 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2898 : tensor<8x256xf32>) outs(%e2899 : tensor<8x256xf32>) {
  ^bb0(%a2900: f32, %o2901: f32):
    %b2902 = math.tanh %a2900 : f32
    linalg.yield %b2902 : f32
  } -> tensor<8x256xf32>
  %e2904 = tensor.empty() : tensor<8x128xf32>
  %f2905 = linalg.fill ins(%c0 : f32) outs(%e2904 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2906 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2903, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2905 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2907 = tensor.empty() : tensor<8x128xf32>
  %g2912 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2906, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2907 : tensor<8x128xf32>) {
  ^bb0(%a2908: f32, %a2909: f32, %o2910: f32):
    %b2911 = arith.addf %a2908, %a2909 : f32
    linalg.yield %b2911 : f32
  } -> tensor<8x128xf32>
  %s2913 = tensor.extract_slice %x[104, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2914 = tensor.collapse_shape %s2913 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2915 = tensor.empty() : tensor<8x1280xf32>
  %cat2916 = tensor.insert_slice %r2914 into %e2915[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2917 = tensor.insert_slice %g2903 into %cat2916[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2918 = tensor.empty() : tensor<8x256xf32>
  %f2919 = linalg.fill ins(%c0 : f32) outs(%e2918 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2920 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2917, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2919 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2921 = tensor.empty() : tensor<8x256xf32>
  %g2926 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2920, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2921 : tensor<8x256xf32>) {
  ^bb0(%a2922: f32, %a2923: f32, %o2924: f32):
    %b2925 = arith.addf %a2922, %a2923 : f32
    linalg.yield %b2925 : f32
  } -> tensor<8x256xf32>
  %e2927 = tensor.empty() : tensor<8x256xf32>
  %g2931 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2926 : tensor<8x256xf32>) outs(%e2927 : tensor<8x256xf32>) {
  ^bb0(%a2928: f32, %o2929: f32):
    %b2930 = math.tanh %a2928 : f32
    linalg.yield %b2930 : f32
  } -> tensor<8x256xf32>
  %e2932 = tensor.empty() : tensor<8x128xf32>
  %f2933 = linalg.fill ins(%c0 : f32) outs(%e2932 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2934 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2931, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2933 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2935 = tensor.empty() : tensor<8x128xf32>
  %g2940 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2934, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2935 : tensor<8x128xf32>) {
  ^bb0(%a2936: f32, %a2937: f32, %o2938: f32):
    %b2939 = arith.addf %a2936, %a2937 : f32
    linalg.yield %b2939 : f32
  } -> tensor<8x128xf32>
  %s2941 = tensor.extract_slice %x[105, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2942 = tensor.collapse_shape %s2941 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2943 = tensor.empty() : tensor<8x1280xf32>
  %cat2944 = tensor.insert_slice %r2942 into %e2943[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2945 = tensor.insert_slice %g2931 into %cat2944[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2946 = tensor.empty() : tensor<8x256xf32>
  %f2947 = linalg.fill ins(%c0 : f32) outs(%e2946 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2948 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2945, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2947 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2949 = tensor.empty() : tensor<8x256xf32>
  %g2954 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2948, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2949 : tensor<8x256xf32>) {
  ^bb0(%a2950: f32, %a2951: f32, %o2952: f32):
    %b2953 = arith.addf %a2950, %a2951 : f32
    linalg.yield %b2953 : f32
  } -> tensor<8x256xf32>
  %e2955 = tensor.empty() : tensor<8x256xf32>
  %g2959 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2954 : tensor<8x256xf32>) outs(%e2955 : tensor<8x256xf32>) {
  ^bb0(%a2956: f32, %o2957: f32):
    %b2958 = math.tanh %a2956 : f32
    linalg.yield %b2958 : f32
  } -> tensor<8x256xf32>
  %e2960 = tensor.empty() : tensor<8x128xf32>
  %f2961 = linalg.fill ins(%c0 : f32) outs(%e2960 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2962 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2959, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2961 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2963 = tensor.empty() : tensor<8x128xf32>
  %g2968 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2962, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2963 : tensor<8x128xf32>) {
  ^bb0(%a2964: f32, %a2965: f32, %o2966: f32):
    %b2967 = arith.addf %a2964, %a2965 : f32
    linalg.yield %b2967 : f32
  } -> tensor<8x128xf32>
  %s2969 = tensor.extract_slice %x[106, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2970 = tensor.collapse_shape %s2969 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2971 = tensor.empty() : tensor<8x1280xf32>
  %cat2972 = tensor.insert_slice %r2970 into %e2971[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat2973 = tensor.insert_slice %g2959 into %cat2972[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e2974 = tensor.empty() : tensor<8x256xf32>
  %f2975 = linalg.fill ins(%c0 : f32) outs(%e2974 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm2976 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat2973, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f2975 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2977 = tensor.empty() : tensor<8x256xf32>
  %g2982 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2976, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e2977 : tensor<8x256xf32>) {
  ^bb0(%a2978: f32, %a2979: f32, %o2980: f32):
    %b2981 = arith.addf %a2978, %a2979 : f32
    linalg.yield %b2981 : f32
  } -> tensor<8x256xf32>
  %e2983 = tensor.empty() : tensor<8x256xf32>
  %g2987 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g2982 : tensor<8x256xf32>) outs(%e2983 : tensor<8x256xf32>) {
  ^bb0(%a2984: f32, %o2985: f32):
    %b2986 = math.tanh %a2984 : f32
    linalg.yield %b2986 : f32
  } -> tensor<8x256xf32>
  %e2988 = tensor.empty() : tensor<8x128xf32>
  %f2989 = linalg.fill ins(%c0 : f32) outs(%e2988 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm2990 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g2987, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f2989 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2991 = tensor.empty() : tensor<8x128xf32>
  %g2996 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm2990, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e2991 : tensor<8x128xf32>) {
  ^bb0(%a2992: f32, %a2993: f32, %o2994: f32):
    %b2995 = arith.addf %a2992, %a2993 : f32
    linalg.yield %b2995 : f32
  } -> tensor<8x128xf32>
  %s2997 = tensor.extract_slice %x[107, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r2998 = tensor.collapse_shape %s2997 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e2999 = tensor.empty() : tensor<8x1280xf32>
  %cat3000 = tensor.insert_slice %r2998 into %e2999[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3001 = tensor.insert_slice %g2987 into %cat3000[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3002 = tensor.empty() : tensor<8x256xf32>
  %f3003 = linalg.fill ins(%c0 : f32) outs(%e3002 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3004 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3001, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3003 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3005 = tensor.empty() : tensor<8x256xf32>
  %g3010 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3004, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3005 : tensor<8x256xf32>) {
  ^bb0(%a3006: f32, %a3007: f32, %o3008: f32):
    %b3009 = arith.addf %a3006, %a3007 : f32
    linalg.yield %b3009 : f32
  } -> tensor<8x256xf32>
  %e3011 = tensor.empty() : tensor<8x256xf32>
  %g3015 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3010 : tensor<8x256xf32>) outs(%e3011 : tensor<8x256xf32>) {
  ^bb0(%a3012: f32, %o3013: f32):
    %b3014 = math.tanh %a3012 : f32
    linalg.yield %b3014 : f32
  } -> tensor<8x256xf32>
  %e3016 = tensor.empty() : tensor<8x128xf32>
  %f3017 = linalg.fill ins(%c0 : f32) outs(%e3016 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3018 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3015, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3017 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3019 = tensor.empty() : tensor<8x128xf32>
  %g3024 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3018, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3019 : tensor<8x128xf32>) {
  ^bb0(%a3020: f32, %a3021: f32, %o3022: f32):
    %b3023 = arith.addf %a3020, %a3021 : f32
    linalg.yield %b3023 : f32
  } -> tensor<8x128xf32>
  %s3025 = tensor.extract_slice %x[108, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3026 = tensor.collapse_shape %s3025 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3027 = tensor.empty() : tensor<8x1280xf32>
  %cat3028 = tensor.insert_slice %r3026 into %e3027[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3029 = tensor.insert_slice %g3015 into %cat3028[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3030 = tensor.empty() : tensor<8x256xf32>
  %f3031 = linalg.fill ins(%c0 : f32) outs(%e3030 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3032 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3029, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3031 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3033 = tensor.empty() : tensor<8x256xf32>
  %g3038 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3032, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3033 : tensor<8x256xf32>) {
  ^bb0(%a3034: f32, %a3035: f32, %o3036: f32):
    %b3037 = arith.addf %a3034, %a3035 : f32
    linalg.yield %b3037 : f32
  } -> tensor<8x256xf32>
  %e3039 = tensor.empty() : tensor<8x256xf32>
  %g3043 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3038 : tensor<8x256xf32>) outs(%e3039 : tensor<8x256xf32>) {
  ^bb0(%a3040: f32, %o3041: f32):
    %b3042 = math.tanh %a3040 : f32
    linalg.yield %b3042 : f32
  } -> tensor<8x256xf32>
  %e3044 = tensor.empty() : tensor<8x128xf32>
  %f3045 = linalg.fill ins(%c0 : f32) outs(%e3044 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3046 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3043, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3045 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3047 = tensor.empty() : tensor<8x128xf32>
  %g3052 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3046, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3047 : tensor<8x128xf32>) {
  ^bb0(%a3048: f32, %a3049: f32, %o3050: f32):
    %b3051 = arith.addf %a3048, %a3049 : f32
    linalg.yield %b3051 : f32
  } -> tensor<8x128xf32>
  %s3053 = tensor.extract_slice %x[109, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3054 = tensor.collapse_shape %s3053 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3055 = tensor.empty() : tensor<8x1280xf32>
  %cat3056 = tensor.insert_slice %r3054 into %e3055[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3057 = tensor.insert_slice %g3043 into %cat3056[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3058 = tensor.empty() : tensor<8x256xf32>
  %f3059 = linalg.fill ins(%c0 : f32) outs(%e3058 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3060 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3057, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3059 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3061 = tensor.empty() : tensor<8x256xf32>
  %g3066 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3060, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3061 : tensor<8x256xf32>) {
  ^bb0(%a3062: f32, %a3063: f32, %o3064: f32):
    %b3065 = arith.addf %a3062, %a3063 : f32
    linalg.yield %b3065 : f32
  } -> tensor<8x256xf32>
  %e3067 = tensor.empty() : tensor<8x256xf32>
  %g3071 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3066 : tensor<8x256xf32>) outs(%e3067 : tensor<8x256xf32>) {
  ^bb0(%a3068: f32, %o3069: f32):
    %b3070 = math.tanh %a3068 : f32
    linalg.yield %b3070 : f32
  } -> tensor<8x256xf32>
  %e3072 = tensor.empty() : tensor<8x128xf32>
  %f3073 = linalg.fill ins(%c0 : f32) outs(%e3072 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3074 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3071, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3073 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3075 = tensor.empty() : tensor<8x128xf32>
  %g3080 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3074, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3075 : tensor<8x128xf32>) {
  ^bb0(%a3076: f32, %a3077: f32, %o3078: f32):
    %b3079 = arith.addf %a3076, %a3077 : f32
    linalg.yield %b3079 : f32
  } -> tensor<8x128xf32>
  %s3081 = tensor.extract_slice %x[110, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3082 = tensor.collapse_shape %s3081 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3083 = tensor.empty() : tensor<8x1280xf32>
  %cat3084 = tensor.insert_slice %r3082 into %e3083[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3085 = tensor.insert_slice %g3071 into %cat3084[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3086 = tensor.empty() : tensor<8x256xf32>
  %f3087 = linalg.fill ins(%c0 : f32) outs(%e3086 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3088 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3085, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3087 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3089 = tensor.empty() : tensor<8x256xf32>
  %g3094 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3088, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3089 : tensor<8x256xf32>) {
  ^bb0(%a3090: f32, %a3091: f32, %o3092: f32):
    %b3093 = arith.addf %a3090, %a3091 : f32
    linalg.yield %b3093 : f32
  } -> tensor<8x256xf32>
  %e3095 = tensor.empty() : tensor<8x256xf32>
  %g3099 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3094 : tensor<8x256xf32>) outs(%e3095 : tensor<8x256xf32>) {
  ^bb0(%a3096: f32, %o3097: f32):
    %b3098 = math.tanh %a3096 : f32
    linalg.yield %b3098 : f32
  } -> tensor<8x256xf32>
  %e3100 = tensor.empty() : tensor<8x128xf32>
  %f3101 = linalg.fill ins(%c0 : f32) outs(%e3100 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3102 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3099, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3101 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3103 = tensor.empty() : tensor<8x128xf32>
  %g3108 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3102, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3103 : tensor<8x128xf32>) {
  ^bb0(%a3104: f32, %a3105: f32, %o3106: f32):
    %b3107 = arith.addf %a3104, %a3105 : f32
    linalg.yield %b3107 : f32
  } -> tensor<8x128xf32>
  %s3109 = tensor.extract_slice %x[111, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3110 = tensor.collapse_shape %s3109 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3111 = tensor.empty() : tensor<8x1280xf32>
  %cat3112 = tensor.insert_slice %r3110 into %e3111[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3113 = tensor.insert_slice %g3099 into %cat3112[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3114 = tensor.empty() : tensor<8x256xf32>
  %f3115 = linalg.fill ins(%c0 : f32) outs(%e3114 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3116 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3113, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3115 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3117 = tensor.empty() : tensor<8x256xf32>
  %g3122 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3116, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3117 : tensor<8x256xf32>) {
  ^bb0(%a3118: f32, %a3119: f32, %o3120: f32):
    %b3121 = arith.addf %a3118, %a3119 : f32
    linalg.yield %b3121 : f32
  } -> tensor<8x256xf32>
  %e3123 = tensor.empty() : tensor<8x256xf32>
  %g3127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3122 : tensor<8x256xf32>) outs(%e3123 : tensor<8x256xf32>) {
  ^bb0(%a3124: f32, %o3125: f32):
    %b3126 = math.tanh %a3124 : f32
    linalg.yield %b3126 : f32
  } -> tensor<8x256xf32>
  %e3128 = tensor.empty() : tensor<8x128xf32>
  %f3129 = linalg.fill ins(%c0 : f32) outs(%e3128 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3130 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3127, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3129 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3131 = tensor.empty() : tensor<8x128xf32>
  %g3136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3130, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3131 : tensor<8x128xf32>) {
  ^bb0(%a3132: f32, %a3133: f32, %o3134: f32):
    %b3135 = arith.addf %a3132, %a3133 : f32
    linalg.yield %b3135 : f32
  } -> tensor<8x128xf32>
  %s3137 = tensor.extract_slice %x[112, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3138 = tensor.collapse_shape %s3137 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3139 = tensor.empty() : tensor<8x1280xf32>
  %cat3140 = tensor.insert_slice %r3138 into %e3139[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3141 = tensor.insert_slice %g3127 into %cat3140[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3142 = tensor.empty() : tensor<8x256xf32>
  %f3143 = linalg.fill ins(%c0 : f32) outs(%e3142 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3144 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3141, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3143 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3145 = tensor.empty() : tensor<8x256xf32>
  %g3150 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3144, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3145 : tensor<8x256xf32>) {
  ^bb0(%a3146: f32, %a3147: f32, %o3148: f32):
    %b3149 = arith.addf %a3146, %a3147 : f32
    linalg.yield %b3149 : f32
  } -> tensor<8x256xf32>
  %e3151 = tensor.empty() : tensor<8x256xf32>
  %g3155 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3150 : tensor<8x256xf32>) outs(%e3151 : tensor<8x256xf32>) {
  ^bb0(%a3152: f32, %o3153: f32):
    %b3154 = math.tanh %a3152 : f32
    linalg.yield %b3154 : f32
  } -> tensor<8x256xf32>
  %e3156 = tensor.empty() : tensor<8x128xf32>
  %f3157 = linalg.fill ins(%c0 : f32) outs(%e3156 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3158 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3155, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3157 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3159 = tensor.empty() : tensor<8x128xf32>
  %g3164 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3158, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3159 : tensor<8x128xf32>) {
  ^bb0(%a3160: f32, %a3161: f32, %o3162: f32):
    %b3163 = arith.addf %a3160, %a3161 : f32
    linalg.yield %b3163 : f32
  } -> tensor<8x128xf32>
  %s3165 = tensor.extract_slice %x[113, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3166 = tensor.collapse_shape %s3165 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3167 = tensor.empty() : tensor<8x1280xf32>
  %cat3168 = tensor.insert_slice %r3166 into %e3167[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3169 = tensor.insert_slice %g3155 into %cat3168[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3170 = tensor.empty() : tensor<8x256xf32>
  %f3171 = linalg.fill ins(%c0 : f32) outs(%e3170 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3172 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3169, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3171 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3173 = tensor.empty() : tensor<8x256xf32>
  %g3178 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3172, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3173 : tensor<8x256xf32>) {
  ^bb0(%a3174: f32, %a3175: f32, %o3176: f32):
    %b3177 = arith.addf %a3174, %a3175 : f32
    linalg.yield %b3177 : f32
  } -> tensor<8x256xf32>
  %e3179 = tensor.empty() : tensor<8x256xf32>
  %g3183 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3178 : tensor<8x256xf32>) outs(%e3179 : tensor<8x256xf32>) {
  ^bb0(%a3180: f32, %o3181: f32):
    %b3182 = math.tanh %a3180 : f32
    linalg.yield %b3182 : f32
  } -> tensor<8x256xf32>
  %e3184 = tensor.empty() : tensor<8x128xf32>
  %f3185 = linalg.fill ins(%c0 : f32) outs(%e3184 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3186 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3183, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3185 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3187 = tensor.empty() : tensor<8x128xf32>
  %g3192 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3186, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3187 : tensor<8x128xf32>) {
  ^bb0(%a3188: f32, %a3189: f32, %o3190: f32):
    %b3191 = arith.addf %a3188, %a3189 : f32
    linalg.yield %b3191 : f32
  } -> tensor<8x128xf32>
  %s3193 = tensor.extract_slice %x[114, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3194 = tensor.collapse_shape %s3193 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3195 = tensor.empty() : tensor<8x1280xf32>
  %cat3196 = tensor.insert_slice %r3194 into %e3195[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3197 = tensor.insert_slice %g3183 into %cat3196[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3198 = tensor.empty() : tensor<8x256xf32>
  %f3199 = linalg.fill ins(%c0 : f32) outs(%e3198 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3200 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3197, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3199 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3201 = tensor.empty() : tensor<8x256xf32>
  %g3206 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3200, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3201 : tensor<8x256xf32>) {
  ^bb0(%a3202: f32, %a3203: f32, %o3204: f32):
    %b3205 = arith.addf %a3202, %a3203 : f32
    linalg.yield %b3205 : f32
  } -> tensor<8x256xf32>
  %e3207 = tensor.empty() : tensor<8x256xf32>
  %g3211 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3206 : tensor<8x256xf32>) outs(%e3207 : tensor<8x256xf32>) {
  ^bb0(%a3208: f32, %o3209: f32):
    %b3210 = math.tanh %a3208 : f32
    linalg.yield %b3210 : f32
  } -> tensor<8x256xf32>
  %e3212 = tensor.empty() : tensor<8x128xf32>
  %f3213 = linalg.fill ins(%c0 : f32) outs(%e3212 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3214 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3211, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3213 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3215 = tensor.empty() : tensor<8x128xf32>
  %g3220 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3214, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3215 : tensor<8x128xf32>) {
  ^bb0(%a3216: f32, %a3217: f32, %o3218: f32):
    %b3219 = arith.addf %a3216, %a3217 : f32
    linalg.yield %b3219 : f32
  } -> tensor<8x128xf32>
  %s3221 = tensor.extract_slice %x[115, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3222 = tensor.collapse_shape %s3221 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3223 = tensor.empty() : tensor<8x1280xf32>
  %cat3224 = tensor.insert_slice %r3222 into %e3223[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3225 = tensor.insert_slice %g3211 into %cat3224[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3226 = tensor.empty() : tensor<8x256xf32>
  %f3227 = linalg.fill ins(%c0 : f32) outs(%e3226 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3228 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3225, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3227 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3229 = tensor.empty() : tensor<8x256xf32>
  %g3234 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3228, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3229 : tensor<8x256xf32>) {
  ^bb0(%a3230: f32, %a3231: f32, %o3232: f32):
    %b3233 = arith.addf %a3230, %a3231 : f32
    linalg.yield %b3233 : f32
  } -> tensor<8x256xf32>
  %e3235 = tensor.empty() : tensor<8x256xf32>
  %g3239 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3234 : tensor<8x256xf32>) outs(%e3235 : tensor<8x256xf32>) {
  ^bb0(%a3236: f32, %o3237: f32):
    %b3238 = math.tanh %a3236 : f32
    linalg.yield %b3238 : f32
  } -> tensor<8x256xf32>
  %e3240 = tensor.empty() : tensor<8x128xf32>
  %f3241 = linalg.fill ins(%c0 : f32) outs(%e3240 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3242 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3239, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3241 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3243 = tensor.empty() : tensor<8x128xf32>
  %g3248 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3242, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3243 : tensor<8x128xf32>) {
  ^bb0(%a3244: f32, %a3245: f32, %o3246: f32):
    %b3247 = arith.addf %a3244, %a3245 : f32
    linalg.yield %b3247 : f32
  } -> tensor<8x128xf32>
  %s3249 = tensor.extract_slice %x[116, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3250 = tensor.collapse_shape %s3249 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3251 = tensor.empty() : tensor<8x1280xf32>
  %cat3252 = tensor.insert_slice %r3250 into %e3251[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3253 = tensor.insert_slice %g3239 into %cat3252[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3254 = tensor.empty() : tensor<8x256xf32>
  %f3255 = linalg.fill ins(%c0 : f32) outs(%e3254 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3256 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3253, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3255 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3257 = tensor.empty() : tensor<8x256xf32>
  %g3262 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3256, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3257 : tensor<8x256xf32>) {
  ^bb0(%a3258: f32, %a3259: f32, %o3260: f32):
    %b3261 = arith.addf %a3258, %a3259 : f32
    linalg.yield %b3261 : f32
  } -> tensor<8x256xf32>
  %e3263 = tensor.empty() : tensor<8x256xf32>
  %g3267 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3262 : tensor<8x256xf32>) outs(%e3263 : tensor<8x256xf32>) {
  ^bb0(%a3264: f32, %o3265: f32):
    %b3266 = math.tanh %a3264 : f32
    linalg.yield %b3266 : f32
  } -> tensor<8x256xf32>
  %e3268 = tensor.empty() : tensor<8x128xf32>
  %f3269 = linalg.fill ins(%c0 : f32) outs(%e3268 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3270 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3267, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3269 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3271 = tensor.empty() : tensor<8x128xf32>
  %g3276 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3270, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3271 : tensor<8x128xf32>) {
  ^bb0(%a3272: f32, %a3273: f32, %o3274: f32):
    %b3275 = arith.addf %a3272, %a3273 : f32
    linalg.yield %b3275 : f32
  } -> tensor<8x128xf32>
  %s3277 = tensor.extract_slice %x[117, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3278 = tensor.collapse_shape %s3277 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3279 = tensor.empty() : tensor<8x1280xf32>
  %cat3280 = tensor.insert_slice %r3278 into %e3279[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3281 = tensor.insert_slice %g3267 into %cat3280[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3282 = tensor.empty() : tensor<8x256xf32>
  %f3283 = linalg.fill ins(%c0 : f32) outs(%e3282 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3284 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3281, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3283 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3285 = tensor.empty() : tensor<8x256xf32>
  %g3290 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3284, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3285 : tensor<8x256xf32>) {
  ^bb0(%a3286: f32, %a3287: f32, %o3288: f32):
    %b3289 = arith.addf %a3286, %a3287 : f32
    linalg.yield %b3289 : f32
  } -> tensor<8x256xf32>
  %e3291 = tensor.empty() : tensor<8x256xf32>
  %g3295 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3290 : tensor<8x256xf32>) outs(%e3291 : tensor<8x256xf32>) {
  ^bb0(%a3292: f32, %o3293: f32):
    %b3294 = math.tanh %a3292 : f32
    linalg.yield %b3294 : f32
  } -> tensor<8x256xf32>
  %e3296 = tensor.empty() : tensor<8x128xf32>
  %f3297 = linalg.fill ins(%c0 : f32) outs(%e3296 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3298 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3295, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3297 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3299 = tensor.empty() : tensor<8x128xf32>
  %g3304 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3298, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3299 : tensor<8x128xf32>) {
  ^bb0(%a3300: f32, %a3301: f32, %o3302: f32):
    %b3303 = arith.addf %a3300, %a3301 : f32
    linalg.yield %b3303 : f32
  } -> tensor<8x128xf32>
  %s3305 = tensor.extract_slice %x[118, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3306 = tensor.collapse_shape %s3305 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3307 = tensor.empty() : tensor<8x1280xf32>
  %cat3308 = tensor.insert_slice %r3306 into %e3307[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3309 = tensor.insert_slice %g3295 into %cat3308[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3310 = tensor.empty() : tensor<8x256xf32>
  %f3311 = linalg.fill ins(%c0 : f32) outs(%e3310 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3312 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3309, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3311 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3313 = tensor.empty() : tensor<8x256xf32>
  %g3318 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3312, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3313 : tensor<8x256xf32>) {
  ^bb0(%a3314: f32, %a3315: f32, %o3316: f32):
    %b3317 = arith.addf %a3314, %a3315 : f32
    linalg.yield %b3317 : f32
  } -> tensor<8x256xf32>
  %e3319 = tensor.empty() : tensor<8x256xf32>
  %g3323 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3318 : tensor<8x256xf32>) outs(%e3319 : tensor<8x256xf32>) {
  ^bb0(%a3320: f32, %o3321: f32):
    %b3322 = math.tanh %a3320 : f32
    linalg.yield %b3322 : f32
  } -> tensor<8x256xf32>
  %e3324 = tensor.empty() : tensor<8x128xf32>
  %f3325 = linalg.fill ins(%c0 : f32) outs(%e3324 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3326 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3323, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3325 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3327 = tensor.empty() : tensor<8x128xf32>
  %g3332 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3326, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3327 : tensor<8x128xf32>) {
  ^bb0(%a3328: f32, %a3329: f32, %o3330: f32):
    %b3331 = arith.addf %a3328, %a3329 : f32
    linalg.yield %b3331 : f32
  } -> tensor<8x128xf32>
  %s3333 = tensor.extract_slice %x[119, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3334 = tensor.collapse_shape %s3333 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3335 = tensor.empty() : tensor<8x1280xf32>
  %cat3336 = tensor.insert_slice %r3334 into %e3335[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3337 = tensor.insert_slice %g3323 into %cat3336[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3338 = tensor.empty() : tensor<8x256xf32>
  %f3339 = linalg.fill ins(%c0 : f32) outs(%e3338 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3340 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3337, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3339 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3341 = tensor.empty() : tensor<8x256xf32>
  %g3346 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3340, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3341 : tensor<8x256xf32>) {
  ^bb0(%a3342: f32, %a3343: f32, %o3344: f32):
    %b3345 = arith.addf %a3342, %a3343 : f32
    linalg.yield %b3345 : f32
  } -> tensor<8x256xf32>
  %e3347 = tensor.empty() : tensor<8x256xf32>
  %g3351 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3346 : tensor<8x256xf32>) outs(%e3347 : tensor<8x256xf32>) {
  ^bb0(%a3348: f32, %o3349: f32):
    %b3350 = math.tanh %a3348 : f32
    linalg.yield %b3350 : f32
  } -> tensor<8x256xf32>
  %e3352 = tensor.empty() : tensor<8x128xf32>
  %f3353 = linalg.fill ins(%c0 : f32) outs(%e3352 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3354 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3351, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3353 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3355 = tensor.empty() : tensor<8x128xf32>
  %g3360 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3354, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3355 : tensor<8x128xf32>) {
  ^bb0(%a3356: f32, %a3357: f32, %o3358: f32):
    %b3359 = arith.addf %a3356, %a3357 : f32
    linalg.yield %b3359 : f32
  } -> tensor<8x128xf32>
  %s3361 = tensor.extract_slice %x[120, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3362 = tensor.collapse_shape %s3361 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3363 = tensor.empty() : tensor<8x1280xf32>
  %cat3364 = tensor.insert_slice %r3362 into %e3363[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3365 = tensor.insert_slice %g3351 into %cat3364[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3366 = tensor.empty() : tensor<8x256xf32>
  %f3367 = linalg.fill ins(%c0 : f32) outs(%e3366 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3368 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3365, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3367 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3369 = tensor.empty() : tensor<8x256xf32>
  %g3374 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3368, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3369 : tensor<8x256xf32>) {
  ^bb0(%a3370: f32, %a3371: f32, %o3372: f32):
    %b3373 = arith.addf %a3370, %a3371 : f32
    linalg.yield %b3373 : f32
  } -> tensor<8x256xf32>
  %e3375 = tensor.empty() : tensor<8x256xf32>
  %g3379 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3374 : tensor<8x256xf32>) outs(%e3375 : tensor<8x256xf32>) {
  ^bb0(%a3376: f32, %o3377: f32):
    %b3378 = math.tanh %a3376 : f32
    linalg.yield %b3378 : f32
  } -> tensor<8x256xf32>
  %e3380 = tensor.empty() : tensor<8x128xf32>
  %f3381 = linalg.fill ins(%c0 : f32) outs(%e3380 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3382 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3379, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3381 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3383 = tensor.empty() : tensor<8x128xf32>
  %g3388 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3382, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3383 : tensor<8x128xf32>) {
  ^bb0(%a3384: f32, %a3385: f32, %o3386: f32):
    %b3387 = arith.addf %a3384, %a3385 : f32
    linalg.yield %b3387 : f32
  } -> tensor<8x128xf32>
  %s3389 = tensor.extract_slice %x[121, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3390 = tensor.collapse_shape %s3389 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3391 = tensor.empty() : tensor<8x1280xf32>
  %cat3392 = tensor.insert_slice %r3390 into %e3391[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3393 = tensor.insert_slice %g3379 into %cat3392[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3394 = tensor.empty() : tensor<8x256xf32>
  %f3395 = linalg.fill ins(%c0 : f32) outs(%e3394 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3396 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3393, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3395 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3397 = tensor.empty() : tensor<8x256xf32>
  %g3402 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3396, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3397 : tensor<8x256xf32>) {
  ^bb0(%a3398: f32, %a3399: f32, %o3400: f32):
    %b3401 = arith.addf %a3398, %a3399 : f32
    linalg.yield %b3401 : f32
  } -> tensor<8x256xf32>
  %e3403 = tensor.empty() : tensor<8x256xf32>
  %g3407 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3402 : tensor<8x256xf32>) outs(%e3403 : tensor<8x256xf32>) {
  ^bb0(%a3404: f32, %o3405: f32):
    %b3406 = math.tanh %a3404 : f32
    linalg.yield %b3406 : f32
  } -> tensor<8x256xf32>
  %e3408 = tensor.empty() : tensor<8x128xf32>
  %f3409 = linalg.fill ins(%c0 : f32) outs(%e3408 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3410 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3407, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3409 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3411 = tensor.empty() : tensor<8x128xf32>
  %g3416 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3410, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3411 : tensor<8x128xf32>) {
  ^bb0(%a3412: f32, %a3413: f32, %o3414: f32):
    %b3415 = arith.addf %a3412, %a3413 : f32
    linalg.yield %b3415 : f32
  } -> tensor<8x128xf32>
  %s3417 = tensor.extract_slice %x[122, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3418 = tensor.collapse_shape %s3417 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3419 = tensor.empty() : tensor<8x1280xf32>
  %cat3420 = tensor.insert_slice %r3418 into %e3419[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3421 = tensor.insert_slice %g3407 into %cat3420[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3422 = tensor.empty() : tensor<8x256xf32>
  %f3423 = linalg.fill ins(%c0 : f32) outs(%e3422 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3424 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3421, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3423 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3425 = tensor.empty() : tensor<8x256xf32>
  %g3430 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3424, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3425 : tensor<8x256xf32>) {
  ^bb0(%a3426: f32, %a3427: f32, %o3428: f32):
    %b3429 = arith.addf %a3426, %a3427 : f32
    linalg.yield %b3429 : f32
  } -> tensor<8x256xf32>
  %e3431 = tensor.empty() : tensor<8x256xf32>
  %g3435 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3430 : tensor<8x256xf32>) outs(%e3431 : tensor<8x256xf32>) {
  ^bb0(%a3432: f32, %o3433: f32):
    %b3434 = math.tanh %a3432 : f32
    linalg.yield %b3434 : f32
  } -> tensor<8x256xf32>
  %e3436 = tensor.empty() : tensor<8x128xf32>
  %f3437 = linalg.fill ins(%c0 : f32) outs(%e3436 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3438 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3435, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3437 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3439 = tensor.empty() : tensor<8x128xf32>
  %g3444 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3438, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3439 : tensor<8x128xf32>) {
  ^bb0(%a3440: f32, %a3441: f32, %o3442: f32):
    %b3443 = arith.addf %a3440, %a3441 : f32
    linalg.yield %b3443 : f32
  } -> tensor<8x128xf32>
  %s3445 = tensor.extract_slice %x[123, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3446 = tensor.collapse_shape %s3445 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3447 = tensor.empty() : tensor<8x1280xf32>
  %cat3448 = tensor.insert_slice %r3446 into %e3447[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3449 = tensor.insert_slice %g3435 into %cat3448[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3450 = tensor.empty() : tensor<8x256xf32>
  %f3451 = linalg.fill ins(%c0 : f32) outs(%e3450 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3452 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3449, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3451 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3453 = tensor.empty() : tensor<8x256xf32>
  %g3458 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3452, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3453 : tensor<8x256xf32>) {
  ^bb0(%a3454: f32, %a3455: f32, %o3456: f32):
    %b3457 = arith.addf %a3454, %a3455 : f32
    linalg.yield %b3457 : f32
  } -> tensor<8x256xf32>
  %e3459 = tensor.empty() : tensor<8x256xf32>
  %g3463 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3458 : tensor<8x256xf32>) outs(%e3459 : tensor<8x256xf32>) {
  ^bb0(%a3460: f32, %o3461: f32):
    %b3462 = math.tanh %a3460 : f32
    linalg.yield %b3462 : f32
  } -> tensor<8x256xf32>
  %e3464 = tensor.empty() : tensor<8x128xf32>
  %f3465 = linalg.fill ins(%c0 : f32) outs(%e3464 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3466 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3463, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3465 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3467 = tensor.empty() : tensor<8x128xf32>
  %g3472 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3466, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3467 : tensor<8x128xf32>) {
  ^bb0(%a3468: f32, %a3469: f32, %o3470: f32):
    %b3471 = arith.addf %a3468, %a3469 : f32
    linalg.yield %b3471 : f32
  } -> tensor<8x128xf32>
  %s3473 = tensor.extract_slice %x[124, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3474 = tensor.collapse_shape %s3473 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3475 = tensor.empty() : tensor<8x1280xf32>
  %cat3476 = tensor.insert_slice %r3474 into %e3475[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3477 = tensor.insert_slice %g3463 into %cat3476[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3478 = tensor.empty() : tensor<8x256xf32>
  %f3479 = linalg.fill ins(%c0 : f32) outs(%e3478 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3480 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3477, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3479 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3481 = tensor.empty() : tensor<8x256xf32>
  %g3486 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3480, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3481 : tensor<8x256xf32>) {
  ^bb0(%a3482: f32, %a3483: f32, %o3484: f32):
    %b3485 = arith.addf %a3482, %a3483 : f32
    linalg.yield %b3485 : f32
  } -> tensor<8x256xf32>
  %e3487 = tensor.empty() : tensor<8x256xf32>
  %g3491 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3486 : tensor<8x256xf32>) outs(%e3487 : tensor<8x256xf32>) {
  ^bb0(%a3488: f32, %o3489: f32):
    %b3490 = math.tanh %a3488 : f32
    linalg.yield %b3490 : f32
  } -> tensor<8x256xf32>
  %e3492 = tensor.empty() : tensor<8x128xf32>
  %f3493 = linalg.fill ins(%c0 : f32) outs(%e3492 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3494 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3491, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3493 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3495 = tensor.empty() : tensor<8x128xf32>
  %g3500 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3494, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3495 : tensor<8x128xf32>) {
  ^bb0(%a3496: f32, %a3497: f32, %o3498: f32):
    %b3499 = arith.addf %a3496, %a3497 : f32
    linalg.yield %b3499 : f32
  } -> tensor<8x128xf32>
  %s3501 = tensor.extract_slice %x[125, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3502 = tensor.collapse_shape %s3501 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3503 = tensor.empty() : tensor<8x1280xf32>
  %cat3504 = tensor.insert_slice %r3502 into %e3503[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3505 = tensor.insert_slice %g3491 into %cat3504[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3506 = tensor.empty() : tensor<8x256xf32>
  %f3507 = linalg.fill ins(%c0 : f32) outs(%e3506 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3508 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3505, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3507 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3509 = tensor.empty() : tensor<8x256xf32>
  %g3514 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3508, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3509 : tensor<8x256xf32>) {
  ^bb0(%a3510: f32, %a3511: f32, %o3512: f32):
    %b3513 = arith.addf %a3510, %a3511 : f32
    linalg.yield %b3513 : f32
  } -> tensor<8x256xf32>
  %e3515 = tensor.empty() : tensor<8x256xf32>
  %g3519 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3514 : tensor<8x256xf32>) outs(%e3515 : tensor<8x256xf32>) {
  ^bb0(%a3516: f32, %o3517: f32):
    %b3518 = math.tanh %a3516 : f32
    linalg.yield %b3518 : f32
  } -> tensor<8x256xf32>
  %e3520 = tensor.empty() : tensor<8x128xf32>
  %f3521 = linalg.fill ins(%c0 : f32) outs(%e3520 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3522 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3519, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3521 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3523 = tensor.empty() : tensor<8x128xf32>
  %g3528 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3522, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3523 : tensor<8x128xf32>) {
  ^bb0(%a3524: f32, %a3525: f32, %o3526: f32):
    %b3527 = arith.addf %a3524, %a3525 : f32
    linalg.yield %b3527 : f32
  } -> tensor<8x128xf32>
  %s3529 = tensor.extract_slice %x[126, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3530 = tensor.collapse_shape %s3529 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3531 = tensor.empty() : tensor<8x1280xf32>
  %cat3532 = tensor.insert_slice %r3530 into %e3531[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3533 = tensor.insert_slice %g3519 into %cat3532[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3534 = tensor.empty() : tensor<8x256xf32>
  %f3535 = linalg.fill ins(%c0 : f32) outs(%e3534 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3536 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3533, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3535 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3537 = tensor.empty() : tensor<8x256xf32>
  %g3542 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3536, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3537 : tensor<8x256xf32>) {
  ^bb0(%a3538: f32, %a3539: f32, %o3540: f32):
    %b3541 = arith.addf %a3538, %a3539 : f32
    linalg.yield %b3541 : f32
  } -> tensor<8x256xf32>
  %e3543 = tensor.empty() : tensor<8x256xf32>
  %g3547 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3542 : tensor<8x256xf32>) outs(%e3543 : tensor<8x256xf32>) {
  ^bb0(%a3544: f32, %o3545: f32):
    %b3546 = math.tanh %a3544 : f32
    linalg.yield %b3546 : f32
  } -> tensor<8x256xf32>
  %e3548 = tensor.empty() : tensor<8x128xf32>
  %f3549 = linalg.fill ins(%c0 : f32) outs(%e3548 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3550 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3547, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3549 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3551 = tensor.empty() : tensor<8x128xf32>
  %g3556 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3550, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3551 : tensor<8x128xf32>) {
  ^bb0(%a3552: f32, %a3553: f32, %o3554: f32):
    %b3555 = arith.addf %a3552, %a3553 : f32
    linalg.yield %b3555 : f32
  } -> tensor<8x128xf32>
  %s3557 = tensor.extract_slice %x[127, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3558 = tensor.collapse_shape %s3557 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3559 = tensor.empty() : tensor<8x1280xf32>
  %cat3560 = tensor.insert_slice %r3558 into %e3559[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3561 = tensor.insert_slice %g3547 into %cat3560[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3562 = tensor.empty() : tensor<8x256xf32>
  %f3563 = linalg.fill ins(%c0 : f32) outs(%e3562 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3564 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3561, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3563 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3565 = tensor.empty() : tensor<8x256xf32>
  %g3570 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3564, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3565 : tensor<8x256xf32>) {
  ^bb0(%a3566: f32, %a3567: f32, %o3568: f32):
    %b3569 = arith.addf %a3566, %a3567 : f32
    linalg.yield %b3569 : f32
  } -> tensor<8x256xf32>
  %e3571 = tensor.empty() : tensor<8x256xf32>
  %g3575 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3570 : tensor<8x256xf32>) outs(%e3571 : tensor<8x256xf32>) {
  ^bb0(%a3572: f32, %o3573: f32):
    %b3574 = math.tanh %a3572 : f32
    linalg.yield %b3574 : f32
  } -> tensor<8x256xf32>
  %e3576 = tensor.empty() : tensor<8x128xf32>
  %f3577 = linalg.fill ins(%c0 : f32) outs(%e3576 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3578 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3575, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3577 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3579 = tensor.empty() : tensor<8x128xf32>
  %g3584 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3578, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3579 : tensor<8x128xf32>) {
  ^bb0(%a3580: f32, %a3581: f32, %o3582: f32):
    %b3583 = arith.addf %a3580, %a3581 : f32
    linalg.yield %b3583 : f32
  } -> tensor<8x128xf32>
  %s3585 = tensor.extract_slice %x[128, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3586 = tensor.collapse_shape %s3585 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3587 = tensor.empty() : tensor<8x1280xf32>
  %cat3588 = tensor.insert_slice %r3586 into %e3587[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3589 = tensor.insert_slice %g3575 into %cat3588[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3590 = tensor.empty() : tensor<8x256xf32>
  %f3591 = linalg.fill ins(%c0 : f32) outs(%e3590 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3592 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3589, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3591 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3593 = tensor.empty() : tensor<8x256xf32>
  %g3598 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3592, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3593 : tensor<8x256xf32>) {
  ^bb0(%a3594: f32, %a3595: f32, %o3596: f32):
    %b3597 = arith.addf %a3594, %a3595 : f32
    linalg.yield %b3597 : f32
  } -> tensor<8x256xf32>
  %e3599 = tensor.empty() : tensor<8x256xf32>
  %g3603 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3598 : tensor<8x256xf32>) outs(%e3599 : tensor<8x256xf32>) {
  ^bb0(%a3600: f32, %o3601: f32):
    %b3602 = math.tanh %a3600 : f32
    linalg.yield %b3602 : f32
  } -> tensor<8x256xf32>
  %e3604 = tensor.empty() : tensor<8x128xf32>
  %f3605 = linalg.fill ins(%c0 : f32) outs(%e3604 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3606 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3603, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3605 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3607 = tensor.empty() : tensor<8x128xf32>
  %g3612 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3606, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3607 : tensor<8x128xf32>) {
  ^bb0(%a3608: f32, %a3609: f32, %o3610: f32):
    %b3611 = arith.addf %a3608, %a3609 : f32
    linalg.yield %b3611 : f32
  } -> tensor<8x128xf32>
  %s3613 = tensor.extract_slice %x[129, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3614 = tensor.collapse_shape %s3613 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3615 = tensor.empty() : tensor<8x1280xf32>
  %cat3616 = tensor.insert_slice %r3614 into %e3615[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3617 = tensor.insert_slice %g3603 into %cat3616[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3618 = tensor.empty() : tensor<8x256xf32>
  %f3619 = linalg.fill ins(%c0 : f32) outs(%e3618 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3620 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3617, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3619 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3621 = tensor.empty() : tensor<8x256xf32>
  %g3626 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3620, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3621 : tensor<8x256xf32>) {
  ^bb0(%a3622: f32, %a3623: f32, %o3624: f32):
    %b3625 = arith.addf %a3622, %a3623 : f32
    linalg.yield %b3625 : f32
  } -> tensor<8x256xf32>
  %e3627 = tensor.empty() : tensor<8x256xf32>
  %g3631 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3626 : tensor<8x256xf32>) outs(%e3627 : tensor<8x256xf32>) {
  ^bb0(%a3628: f32, %o3629: f32):
    %b3630 = math.tanh %a3628 : f32
    linalg.yield %b3630 : f32
  } -> tensor<8x256xf32>
  %e3632 = tensor.empty() : tensor<8x128xf32>
  %f3633 = linalg.fill ins(%c0 : f32) outs(%e3632 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3634 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3631, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3633 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3635 = tensor.empty() : tensor<8x128xf32>
  %g3640 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3634, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3635 : tensor<8x128xf32>) {
  ^bb0(%a3636: f32, %a3637: f32, %o3638: f32):
    %b3639 = arith.addf %a3636, %a3637 : f32
    linalg.yield %b3639 : f32
  } -> tensor<8x128xf32>
  %s3641 = tensor.extract_slice %x[130, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3642 = tensor.collapse_shape %s3641 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3643 = tensor.empty() : tensor<8x1280xf32>
  %cat3644 = tensor.insert_slice %r3642 into %e3643[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3645 = tensor.insert_slice %g3631 into %cat3644[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3646 = tensor.empty() : tensor<8x256xf32>
  %f3647 = linalg.fill ins(%c0 : f32) outs(%e3646 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3648 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3645, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3647 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3649 = tensor.empty() : tensor<8x256xf32>
  %g3654 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3648, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3649 : tensor<8x256xf32>) {
  ^bb0(%a3650: f32, %a3651: f32, %o3652: f32):
    %b3653 = arith.addf %a3650, %a3651 : f32
    linalg.yield %b3653 : f32
  } -> tensor<8x256xf32>
  %e3655 = tensor.empty() : tensor<8x256xf32>
  %g3659 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3654 : tensor<8x256xf32>) outs(%e3655 : tensor<8x256xf32>) {
  ^bb0(%a3656: f32, %o3657: f32):
    %b3658 = math.tanh %a3656 : f32
    linalg.yield %b3658 : f32
  } -> tensor<8x256xf32>
  %e3660 = tensor.empty() : tensor<8x128xf32>
  %f3661 = linalg.fill ins(%c0 : f32) outs(%e3660 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3662 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3659, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3661 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3663 = tensor.empty() : tensor<8x128xf32>
  %g3668 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3662, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3663 : tensor<8x128xf32>) {
  ^bb0(%a3664: f32, %a3665: f32, %o3666: f32):
    %b3667 = arith.addf %a3664, %a3665 : f32
    linalg.yield %b3667 : f32
  } -> tensor<8x128xf32>
  %s3669 = tensor.extract_slice %x[131, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3670 = tensor.collapse_shape %s3669 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3671 = tensor.empty() : tensor<8x1280xf32>
  %cat3672 = tensor.insert_slice %r3670 into %e3671[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3673 = tensor.insert_slice %g3659 into %cat3672[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3674 = tensor.empty() : tensor<8x256xf32>
  %f3675 = linalg.fill ins(%c0 : f32) outs(%e3674 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3676 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3673, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3675 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3677 = tensor.empty() : tensor<8x256xf32>
  %g3682 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3676, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3677 : tensor<8x256xf32>) {
  ^bb0(%a3678: f32, %a3679: f32, %o3680: f32):
    %b3681 = arith.addf %a3678, %a3679 : f32
    linalg.yield %b3681 : f32
  } -> tensor<8x256xf32>
  %e3683 = tensor.empty() : tensor<8x256xf32>
  %g3687 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3682 : tensor<8x256xf32>) outs(%e3683 : tensor<8x256xf32>) {
  ^bb0(%a3684: f32, %o3685: f32):
    %b3686 = math.tanh %a3684 : f32
    linalg.yield %b3686 : f32
  } -> tensor<8x256xf32>
  %e3688 = tensor.empty() : tensor<8x128xf32>
  %f3689 = linalg.fill ins(%c0 : f32) outs(%e3688 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3690 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3687, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3689 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3691 = tensor.empty() : tensor<8x128xf32>
  %g3696 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3690, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3691 : tensor<8x128xf32>) {
  ^bb0(%a3692: f32, %a3693: f32, %o3694: f32):
    %b3695 = arith.addf %a3692, %a3693 : f32
    linalg.yield %b3695 : f32
  } -> tensor<8x128xf32>
  %s3697 = tensor.extract_slice %x[132, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3698 = tensor.collapse_shape %s3697 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3699 = tensor.empty() : tensor<8x1280xf32>
  %cat3700 = tensor.insert_slice %r3698 into %e3699[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3701 = tensor.insert_slice %g3687 into %cat3700[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3702 = tensor.empty() : tensor<8x256xf32>
  %f3703 = linalg.fill ins(%c0 : f32) outs(%e3702 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3704 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3701, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3703 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3705 = tensor.empty() : tensor<8x256xf32>
  %g3710 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3704, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3705 : tensor<8x256xf32>) {
  ^bb0(%a3706: f32, %a3707: f32, %o3708: f32):
    %b3709 = arith.addf %a3706, %a3707 : f32
    linalg.yield %b3709 : f32
  } -> tensor<8x256xf32>
  %e3711 = tensor.empty() : tensor<8x256xf32>
  %g3715 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3710 : tensor<8x256xf32>) outs(%e3711 : tensor<8x256xf32>) {
  ^bb0(%a3712: f32, %o3713: f32):
    %b3714 = math.tanh %a3712 : f32
    linalg.yield %b3714 : f32
  } -> tensor<8x256xf32>
  %e3716 = tensor.empty() : tensor<8x128xf32>
  %f3717 = linalg.fill ins(%c0 : f32) outs(%e3716 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3718 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3715, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3717 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3719 = tensor.empty() : tensor<8x128xf32>
  %g3724 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3718, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3719 : tensor<8x128xf32>) {
  ^bb0(%a3720: f32, %a3721: f32, %o3722: f32):
    %b3723 = arith.addf %a3720, %a3721 : f32
    linalg.yield %b3723 : f32
  } -> tensor<8x128xf32>
  %s3725 = tensor.extract_slice %x[133, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3726 = tensor.collapse_shape %s3725 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3727 = tensor.empty() : tensor<8x1280xf32>
  %cat3728 = tensor.insert_slice %r3726 into %e3727[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3729 = tensor.insert_slice %g3715 into %cat3728[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3730 = tensor.empty() : tensor<8x256xf32>
  %f3731 = linalg.fill ins(%c0 : f32) outs(%e3730 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3732 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3729, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3731 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3733 = tensor.empty() : tensor<8x256xf32>
  %g3738 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3732, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3733 : tensor<8x256xf32>) {
  ^bb0(%a3734: f32, %a3735: f32, %o3736: f32):
    %b3737 = arith.addf %a3734, %a3735 : f32
    linalg.yield %b3737 : f32
  } -> tensor<8x256xf32>
  %e3739 = tensor.empty() : tensor<8x256xf32>
  %g3743 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3738 : tensor<8x256xf32>) outs(%e3739 : tensor<8x256xf32>) {
  ^bb0(%a3740: f32, %o3741: f32):
    %b3742 = math.tanh %a3740 : f32
    linalg.yield %b3742 : f32
  } -> tensor<8x256xf32>
  %e3744 = tensor.empty() : tensor<8x128xf32>
  %f3745 = linalg.fill ins(%c0 : f32) outs(%e3744 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3746 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3743, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3745 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3747 = tensor.empty() : tensor<8x128xf32>
  %g3752 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3746, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3747 : tensor<8x128xf32>) {
  ^bb0(%a3748: f32, %a3749: f32, %o3750: f32):
    %b3751 = arith.addf %a3748, %a3749 : f32
    linalg.yield %b3751 : f32
  } -> tensor<8x128xf32>
  %s3753 = tensor.extract_slice %x[134, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3754 = tensor.collapse_shape %s3753 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3755 = tensor.empty() : tensor<8x1280xf32>
  %cat3756 = tensor.insert_slice %r3754 into %e3755[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3757 = tensor.insert_slice %g3743 into %cat3756[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3758 = tensor.empty() : tensor<8x256xf32>
  %f3759 = linalg.fill ins(%c0 : f32) outs(%e3758 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3760 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3757, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3759 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3761 = tensor.empty() : tensor<8x256xf32>
  %g3766 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3760, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3761 : tensor<8x256xf32>) {
  ^bb0(%a3762: f32, %a3763: f32, %o3764: f32):
    %b3765 = arith.addf %a3762, %a3763 : f32
    linalg.yield %b3765 : f32
  } -> tensor<8x256xf32>
  %e3767 = tensor.empty() : tensor<8x256xf32>
  %g3771 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3766 : tensor<8x256xf32>) outs(%e3767 : tensor<8x256xf32>) {
  ^bb0(%a3768: f32, %o3769: f32):
    %b3770 = math.tanh %a3768 : f32
    linalg.yield %b3770 : f32
  } -> tensor<8x256xf32>
  %e3772 = tensor.empty() : tensor<8x128xf32>
  %f3773 = linalg.fill ins(%c0 : f32) outs(%e3772 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3774 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3771, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3773 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3775 = tensor.empty() : tensor<8x128xf32>
  %g3780 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3774, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3775 : tensor<8x128xf32>) {
  ^bb0(%a3776: f32, %a3777: f32, %o3778: f32):
    %b3779 = arith.addf %a3776, %a3777 : f32
    linalg.yield %b3779 : f32
  } -> tensor<8x128xf32>
  %s3781 = tensor.extract_slice %x[135, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3782 = tensor.collapse_shape %s3781 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3783 = tensor.empty() : tensor<8x1280xf32>
  %cat3784 = tensor.insert_slice %r3782 into %e3783[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3785 = tensor.insert_slice %g3771 into %cat3784[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3786 = tensor.empty() : tensor<8x256xf32>
  %f3787 = linalg.fill ins(%c0 : f32) outs(%e3786 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3788 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3785, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3787 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3789 = tensor.empty() : tensor<8x256xf32>
  %g3794 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3788, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3789 : tensor<8x256xf32>) {
  ^bb0(%a3790: f32, %a3791: f32, %o3792: f32):
    %b3793 = arith.addf %a3790, %a3791 : f32
    linalg.yield %b3793 : f32
  } -> tensor<8x256xf32>
  %e3795 = tensor.empty() : tensor<8x256xf32>
  %g3799 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3794 : tensor<8x256xf32>) outs(%e3795 : tensor<8x256xf32>) {
  ^bb0(%a3796: f32, %o3797: f32):
    %b3798 = math.tanh %a3796 : f32
    linalg.yield %b3798 : f32
  } -> tensor<8x256xf32>
  %e3800 = tensor.empty() : tensor<8x128xf32>
  %f3801 = linalg.fill ins(%c0 : f32) outs(%e3800 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3802 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3799, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3801 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3803 = tensor.empty() : tensor<8x128xf32>
  %g3808 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3802, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3803 : tensor<8x128xf32>) {
  ^bb0(%a3804: f32, %a3805: f32, %o3806: f32):
    %b3807 = arith.addf %a3804, %a3805 : f32
    linalg.yield %b3807 : f32
  } -> tensor<8x128xf32>
  %s3809 = tensor.extract_slice %x[136, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3810 = tensor.collapse_shape %s3809 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3811 = tensor.empty() : tensor<8x1280xf32>
  %cat3812 = tensor.insert_slice %r3810 into %e3811[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3813 = tensor.insert_slice %g3799 into %cat3812[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3814 = tensor.empty() : tensor<8x256xf32>
  %f3815 = linalg.fill ins(%c0 : f32) outs(%e3814 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3816 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3813, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3815 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3817 = tensor.empty() : tensor<8x256xf32>
  %g3822 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3816, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3817 : tensor<8x256xf32>) {
  ^bb0(%a3818: f32, %a3819: f32, %o3820: f32):
    %b3821 = arith.addf %a3818, %a3819 : f32
    linalg.yield %b3821 : f32
  } -> tensor<8x256xf32>
  %e3823 = tensor.empty() : tensor<8x256xf32>
  %g3827 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3822 : tensor<8x256xf32>) outs(%e3823 : tensor<8x256xf32>) {
  ^bb0(%a3824: f32, %o3825: f32):
    %b3826 = math.tanh %a3824 : f32
    linalg.yield %b3826 : f32
  } -> tensor<8x256xf32>
  %e3828 = tensor.empty() : tensor<8x128xf32>
  %f3829 = linalg.fill ins(%c0 : f32) outs(%e3828 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3830 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3827, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3829 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3831 = tensor.empty() : tensor<8x128xf32>
  %g3836 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3830, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3831 : tensor<8x128xf32>) {
  ^bb0(%a3832: f32, %a3833: f32, %o3834: f32):
    %b3835 = arith.addf %a3832, %a3833 : f32
    linalg.yield %b3835 : f32
  } -> tensor<8x128xf32>
  %s3837 = tensor.extract_slice %x[137, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3838 = tensor.collapse_shape %s3837 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3839 = tensor.empty() : tensor<8x1280xf32>
  %cat3840 = tensor.insert_slice %r3838 into %e3839[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3841 = tensor.insert_slice %g3827 into %cat3840[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3842 = tensor.empty() : tensor<8x256xf32>
  %f3843 = linalg.fill ins(%c0 : f32) outs(%e3842 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3844 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3841, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3843 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3845 = tensor.empty() : tensor<8x256xf32>
  %g3850 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3844, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3845 : tensor<8x256xf32>) {
  ^bb0(%a3846: f32, %a3847: f32, %o3848: f32):
    %b3849 = arith.addf %a3846, %a3847 : f32
    linalg.yield %b3849 : f32
  } -> tensor<8x256xf32>
  %e3851 = tensor.empty() : tensor<8x256xf32>
  %g3855 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3850 : tensor<8x256xf32>) outs(%e3851 : tensor<8x256xf32>) {
  ^bb0(%a3852: f32, %o3853: f32):
    %b3854 = math.tanh %a3852 : f32
    linalg.yield %b3854 : f32
  } -> tensor<8x256xf32>
  %e3856 = tensor.empty() : tensor<8x128xf32>
  %f3857 = linalg.fill ins(%c0 : f32) outs(%e3856 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3858 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3855, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3857 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3859 = tensor.empty() : tensor<8x128xf32>
  %g3864 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3858, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3859 : tensor<8x128xf32>) {
  ^bb0(%a3860: f32, %a3861: f32, %o3862: f32):
    %b3863 = arith.addf %a3860, %a3861 : f32
    linalg.yield %b3863 : f32
  } -> tensor<8x128xf32>
  %s3865 = tensor.extract_slice %x[138, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3866 = tensor.collapse_shape %s3865 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3867 = tensor.empty() : tensor<8x1280xf32>
  %cat3868 = tensor.insert_slice %r3866 into %e3867[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3869 = tensor.insert_slice %g3855 into %cat3868[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3870 = tensor.empty() : tensor<8x256xf32>
  %f3871 = linalg.fill ins(%c0 : f32) outs(%e3870 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3872 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3869, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3871 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3873 = tensor.empty() : tensor<8x256xf32>
  %g3878 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3872, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3873 : tensor<8x256xf32>) {
  ^bb0(%a3874: f32, %a3875: f32, %o3876: f32):
    %b3877 = arith.addf %a3874, %a3875 : f32
    linalg.yield %b3877 : f32
  } -> tensor<8x256xf32>
  %e3879 = tensor.empty() : tensor<8x256xf32>
  %g3883 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3878 : tensor<8x256xf32>) outs(%e3879 : tensor<8x256xf32>) {
  ^bb0(%a3880: f32, %o3881: f32):
    %b3882 = math.tanh %a3880 : f32
    linalg.yield %b3882 : f32
  } -> tensor<8x256xf32>
  %e3884 = tensor.empty() : tensor<8x128xf32>
  %f3885 = linalg.fill ins(%c0 : f32) outs(%e3884 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3886 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3883, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3885 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3887 = tensor.empty() : tensor<8x128xf32>
  %g3892 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3886, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3887 : tensor<8x128xf32>) {
  ^bb0(%a3888: f32, %a3889: f32, %o3890: f32):
    %b3891 = arith.addf %a3888, %a3889 : f32
    linalg.yield %b3891 : f32
  } -> tensor<8x128xf32>
  %s3893 = tensor.extract_slice %x[139, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3894 = tensor.collapse_shape %s3893 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3895 = tensor.empty() : tensor<8x1280xf32>
  %cat3896 = tensor.insert_slice %r3894 into %e3895[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3897 = tensor.insert_slice %g3883 into %cat3896[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3898 = tensor.empty() : tensor<8x256xf32>
  %f3899 = linalg.fill ins(%c0 : f32) outs(%e3898 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3900 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3897, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3899 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3901 = tensor.empty() : tensor<8x256xf32>
  %g3906 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3900, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3901 : tensor<8x256xf32>) {
  ^bb0(%a3902: f32, %a3903: f32, %o3904: f32):
    %b3905 = arith.addf %a3902, %a3903 : f32
    linalg.yield %b3905 : f32
  } -> tensor<8x256xf32>
  %e3907 = tensor.empty() : tensor<8x256xf32>
  %g3911 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3906 : tensor<8x256xf32>) outs(%e3907 : tensor<8x256xf32>) {
  ^bb0(%a3908: f32, %o3909: f32):
    %b3910 = math.tanh %a3908 : f32
    linalg.yield %b3910 : f32
  } -> tensor<8x256xf32>
  %e3912 = tensor.empty() : tensor<8x128xf32>
  %f3913 = linalg.fill ins(%c0 : f32) outs(%e3912 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3914 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3911, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3913 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3915 = tensor.empty() : tensor<8x128xf32>
  %g3920 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3914, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3915 : tensor<8x128xf32>) {
  ^bb0(%a3916: f32, %a3917: f32, %o3918: f32):
    %b3919 = arith.addf %a3916, %a3917 : f32
    linalg.yield %b3919 : f32
  } -> tensor<8x128xf32>
  %s3921 = tensor.extract_slice %x[140, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3922 = tensor.collapse_shape %s3921 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3923 = tensor.empty() : tensor<8x1280xf32>
  %cat3924 = tensor.insert_slice %r3922 into %e3923[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3925 = tensor.insert_slice %g3911 into %cat3924[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3926 = tensor.empty() : tensor<8x256xf32>
  %f3927 = linalg.fill ins(%c0 : f32) outs(%e3926 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3928 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3925, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3927 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3929 = tensor.empty() : tensor<8x256xf32>
  %g3934 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3928, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3929 : tensor<8x256xf32>) {
  ^bb0(%a3930: f32, %a3931: f32, %o3932: f32):
    %b3933 = arith.addf %a3930, %a3931 : f32
    linalg.yield %b3933 : f32
  } -> tensor<8x256xf32>
  %e3935 = tensor.empty() : tensor<8x256xf32>
  %g3939 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3934 : tensor<8x256xf32>) outs(%e3935 : tensor<8x256xf32>) {
  ^bb0(%a3936: f32, %o3937: f32):
    %b3938 = math.tanh %a3936 : f32
    linalg.yield %b3938 : f32
  } -> tensor<8x256xf32>
  %e3940 = tensor.empty() : tensor<8x128xf32>
  %f3941 = linalg.fill ins(%c0 : f32) outs(%e3940 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3942 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3939, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3941 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3943 = tensor.empty() : tensor<8x128xf32>
  %g3948 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3942, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3943 : tensor<8x128xf32>) {
  ^bb0(%a3944: f32, %a3945: f32, %o3946: f32):
    %b3947 = arith.addf %a3944, %a3945 : f32
    linalg.yield %b3947 : f32
  } -> tensor<8x128xf32>
  %s3949 = tensor.extract_slice %x[141, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3950 = tensor.collapse_shape %s3949 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3951 = tensor.empty() : tensor<8x1280xf32>
  %cat3952 = tensor.insert_slice %r3950 into %e3951[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3953 = tensor.insert_slice %g3939 into %cat3952[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3954 = tensor.empty() : tensor<8x256xf32>
  %f3955 = linalg.fill ins(%c0 : f32) outs(%e3954 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3956 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3953, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3955 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3957 = tensor.empty() : tensor<8x256xf32>
  %g3962 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3956, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3957 : tensor<8x256xf32>) {
  ^bb0(%a3958: f32, %a3959: f32, %o3960: f32):
    %b3961 = arith.addf %a3958, %a3959 : f32
    linalg.yield %b3961 : f32
  } -> tensor<8x256xf32>
  %e3963 = tensor.empty() : tensor<8x256xf32>
  %g3967 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3962 : tensor<8x256xf32>) outs(%e3963 : tensor<8x256xf32>) {
  ^bb0(%a3964: f32, %o3965: f32):
    %b3966 = math.tanh %a3964 : f32
    linalg.yield %b3966 : f32
  } -> tensor<8x256xf32>
  %e3968 = tensor.empty() : tensor<8x128xf32>
  %f3969 = linalg.fill ins(%c0 : f32) outs(%e3968 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3970 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3967, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3969 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3971 = tensor.empty() : tensor<8x128xf32>
  %g3976 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3970, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3971 : tensor<8x128xf32>) {
  ^bb0(%a3972: f32, %a3973: f32, %o3974: f32):
    %b3975 = arith.addf %a3972, %a3973 : f32
    linalg.yield %b3975 : f32
  } -> tensor<8x128xf32>
  %s3977 = tensor.extract_slice %x[142, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r3978 = tensor.collapse_shape %s3977 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e3979 = tensor.empty() : tensor<8x1280xf32>
  %cat3980 = tensor.insert_slice %r3978 into %e3979[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat3981 = tensor.insert_slice %g3967 into %cat3980[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e3982 = tensor.empty() : tensor<8x256xf32>
  %f3983 = linalg.fill ins(%c0 : f32) outs(%e3982 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm3984 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat3981, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f3983 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3985 = tensor.empty() : tensor<8x256xf32>
  %g3990 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3984, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e3985 : tensor<8x256xf32>) {
  ^bb0(%a3986: f32, %a3987: f32, %o3988: f32):
    %b3989 = arith.addf %a3986, %a3987 : f32
    linalg.yield %b3989 : f32
  } -> tensor<8x256xf32>
  %e3991 = tensor.empty() : tensor<8x256xf32>
  %g3995 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g3990 : tensor<8x256xf32>) outs(%e3991 : tensor<8x256xf32>) {
  ^bb0(%a3992: f32, %o3993: f32):
    %b3994 = math.tanh %a3992 : f32
    linalg.yield %b3994 : f32
  } -> tensor<8x256xf32>
  %e3996 = tensor.empty() : tensor<8x128xf32>
  %f3997 = linalg.fill ins(%c0 : f32) outs(%e3996 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm3998 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g3995, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f3997 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e3999 = tensor.empty() : tensor<8x128xf32>
  %g4004 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm3998, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e3999 : tensor<8x128xf32>) {
  ^bb0(%a4000: f32, %a4001: f32, %o4002: f32):
    %b4003 = arith.addf %a4000, %a4001 : f32
    linalg.yield %b4003 : f32
  } -> tensor<8x128xf32>
  %s4005 = tensor.extract_slice %x[143, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4006 = tensor.collapse_shape %s4005 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4007 = tensor.empty() : tensor<8x1280xf32>
  %cat4008 = tensor.insert_slice %r4006 into %e4007[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4009 = tensor.insert_slice %g3995 into %cat4008[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4010 = tensor.empty() : tensor<8x256xf32>
  %f4011 = linalg.fill ins(%c0 : f32) outs(%e4010 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4012 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4009, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4011 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4013 = tensor.empty() : tensor<8x256xf32>
  %g4018 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4012, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4013 : tensor<8x256xf32>) {
  ^bb0(%a4014: f32, %a4015: f32, %o4016: f32):
    %b4017 = arith.addf %a4014, %a4015 : f32
    linalg.yield %b4017 : f32
  } -> tensor<8x256xf32>
  %e4019 = tensor.empty() : tensor<8x256xf32>
  %g4023 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4018 : tensor<8x256xf32>) outs(%e4019 : tensor<8x256xf32>) {
  ^bb0(%a4020: f32, %o4021: f32):
    %b4022 = math.tanh %a4020 : f32
    linalg.yield %b4022 : f32
  } -> tensor<8x256xf32>
  %e4024 = tensor.empty() : tensor<8x128xf32>
  %f4025 = linalg.fill ins(%c0 : f32) outs(%e4024 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4026 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4023, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4025 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4027 = tensor.empty() : tensor<8x128xf32>
  %g4032 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4026, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4027 : tensor<8x128xf32>) {
  ^bb0(%a4028: f32, %a4029: f32, %o4030: f32):
    %b4031 = arith.addf %a4028, %a4029 : f32
    linalg.yield %b4031 : f32
  } -> tensor<8x128xf32>
  %s4033 = tensor.extract_slice %x[144, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4034 = tensor.collapse_shape %s4033 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4035 = tensor.empty() : tensor<8x1280xf32>
  %cat4036 = tensor.insert_slice %r4034 into %e4035[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4037 = tensor.insert_slice %g4023 into %cat4036[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4038 = tensor.empty() : tensor<8x256xf32>
  %f4039 = linalg.fill ins(%c0 : f32) outs(%e4038 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4040 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4037, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4039 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4041 = tensor.empty() : tensor<8x256xf32>
  %g4046 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4040, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4041 : tensor<8x256xf32>) {
  ^bb0(%a4042: f32, %a4043: f32, %o4044: f32):
    %b4045 = arith.addf %a4042, %a4043 : f32
    linalg.yield %b4045 : f32
  } -> tensor<8x256xf32>
  %e4047 = tensor.empty() : tensor<8x256xf32>
  %g4051 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4046 : tensor<8x256xf32>) outs(%e4047 : tensor<8x256xf32>) {
  ^bb0(%a4048: f32, %o4049: f32):
    %b4050 = math.tanh %a4048 : f32
    linalg.yield %b4050 : f32
  } -> tensor<8x256xf32>
  %e4052 = tensor.empty() : tensor<8x128xf32>
  %f4053 = linalg.fill ins(%c0 : f32) outs(%e4052 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4054 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4051, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4053 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4055 = tensor.empty() : tensor<8x128xf32>
  %g4060 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4054, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4055 : tensor<8x128xf32>) {
  ^bb0(%a4056: f32, %a4057: f32, %o4058: f32):
    %b4059 = arith.addf %a4056, %a4057 : f32
    linalg.yield %b4059 : f32
  } -> tensor<8x128xf32>
  %s4061 = tensor.extract_slice %x[145, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4062 = tensor.collapse_shape %s4061 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4063 = tensor.empty() : tensor<8x1280xf32>
  %cat4064 = tensor.insert_slice %r4062 into %e4063[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4065 = tensor.insert_slice %g4051 into %cat4064[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4066 = tensor.empty() : tensor<8x256xf32>
  %f4067 = linalg.fill ins(%c0 : f32) outs(%e4066 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4068 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4065, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4067 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4069 = tensor.empty() : tensor<8x256xf32>
  %g4074 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4068, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4069 : tensor<8x256xf32>) {
  ^bb0(%a4070: f32, %a4071: f32, %o4072: f32):
    %b4073 = arith.addf %a4070, %a4071 : f32
    linalg.yield %b4073 : f32
  } -> tensor<8x256xf32>
  %e4075 = tensor.empty() : tensor<8x256xf32>
  %g4079 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4074 : tensor<8x256xf32>) outs(%e4075 : tensor<8x256xf32>) {
  ^bb0(%a4076: f32, %o4077: f32):
    %b4078 = math.tanh %a4076 : f32
    linalg.yield %b4078 : f32
  } -> tensor<8x256xf32>
  %e4080 = tensor.empty() : tensor<8x128xf32>
  %f4081 = linalg.fill ins(%c0 : f32) outs(%e4080 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4082 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4079, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4081 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4083 = tensor.empty() : tensor<8x128xf32>
  %g4088 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4082, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4083 : tensor<8x128xf32>) {
  ^bb0(%a4084: f32, %a4085: f32, %o4086: f32):
    %b4087 = arith.addf %a4084, %a4085 : f32
    linalg.yield %b4087 : f32
  } -> tensor<8x128xf32>
  %s4089 = tensor.extract_slice %x[146, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4090 = tensor.collapse_shape %s4089 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4091 = tensor.empty() : tensor<8x1280xf32>
  %cat4092 = tensor.insert_slice %r4090 into %e4091[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4093 = tensor.insert_slice %g4079 into %cat4092[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4094 = tensor.empty() : tensor<8x256xf32>
  %f4095 = linalg.fill ins(%c0 : f32) outs(%e4094 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4096 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4093, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4095 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4097 = tensor.empty() : tensor<8x256xf32>
  %g4102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4096, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4097 : tensor<8x256xf32>) {
  ^bb0(%a4098: f32, %a4099: f32, %o4100: f32):
    %b4101 = arith.addf %a4098, %a4099 : f32
    linalg.yield %b4101 : f32
  } -> tensor<8x256xf32>
  %e4103 = tensor.empty() : tensor<8x256xf32>
  %g4107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4102 : tensor<8x256xf32>) outs(%e4103 : tensor<8x256xf32>) {
  ^bb0(%a4104: f32, %o4105: f32):
    %b4106 = math.tanh %a4104 : f32
    linalg.yield %b4106 : f32
  } -> tensor<8x256xf32>
  %e4108 = tensor.empty() : tensor<8x128xf32>
  %f4109 = linalg.fill ins(%c0 : f32) outs(%e4108 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4110 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4107, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4109 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4111 = tensor.empty() : tensor<8x128xf32>
  %g4116 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4110, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4111 : tensor<8x128xf32>) {
  ^bb0(%a4112: f32, %a4113: f32, %o4114: f32):
    %b4115 = arith.addf %a4112, %a4113 : f32
    linalg.yield %b4115 : f32
  } -> tensor<8x128xf32>
  %s4117 = tensor.extract_slice %x[147, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4118 = tensor.collapse_shape %s4117 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4119 = tensor.empty() : tensor<8x1280xf32>
  %cat4120 = tensor.insert_slice %r4118 into %e4119[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4121 = tensor.insert_slice %g4107 into %cat4120[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4122 = tensor.empty() : tensor<8x256xf32>
  %f4123 = linalg.fill ins(%c0 : f32) outs(%e4122 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4124 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4121, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4123 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4125 = tensor.empty() : tensor<8x256xf32>
  %g4130 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4124, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4125 : tensor<8x256xf32>) {
  ^bb0(%a4126: f32, %a4127: f32, %o4128: f32):
    %b4129 = arith.addf %a4126, %a4127 : f32
    linalg.yield %b4129 : f32
  } -> tensor<8x256xf32>
  %e4131 = tensor.empty() : tensor<8x256xf32>
  %g4135 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4130 : tensor<8x256xf32>) outs(%e4131 : tensor<8x256xf32>) {
  ^bb0(%a4132: f32, %o4133: f32):
    %b4134 = math.tanh %a4132 : f32
    linalg.yield %b4134 : f32
  } -> tensor<8x256xf32>
  %e4136 = tensor.empty() : tensor<8x128xf32>
  %f4137 = linalg.fill ins(%c0 : f32) outs(%e4136 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4138 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4135, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4137 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4139 = tensor.empty() : tensor<8x128xf32>
  %g4144 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4138, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4139 : tensor<8x128xf32>) {
  ^bb0(%a4140: f32, %a4141: f32, %o4142: f32):
    %b4143 = arith.addf %a4140, %a4141 : f32
    linalg.yield %b4143 : f32
  } -> tensor<8x128xf32>
  %s4145 = tensor.extract_slice %x[148, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4146 = tensor.collapse_shape %s4145 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4147 = tensor.empty() : tensor<8x1280xf32>
  %cat4148 = tensor.insert_slice %r4146 into %e4147[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4149 = tensor.insert_slice %g4135 into %cat4148[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4150 = tensor.empty() : tensor<8x256xf32>
  %f4151 = linalg.fill ins(%c0 : f32) outs(%e4150 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4152 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4149, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4151 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4153 = tensor.empty() : tensor<8x256xf32>
  %g4158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4152, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4153 : tensor<8x256xf32>) {
  ^bb0(%a4154: f32, %a4155: f32, %o4156: f32):
    %b4157 = arith.addf %a4154, %a4155 : f32
    linalg.yield %b4157 : f32
  } -> tensor<8x256xf32>
  %e4159 = tensor.empty() : tensor<8x256xf32>
  %g4163 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4158 : tensor<8x256xf32>) outs(%e4159 : tensor<8x256xf32>) {
  ^bb0(%a4160: f32, %o4161: f32):
    %b4162 = math.tanh %a4160 : f32
    linalg.yield %b4162 : f32
  } -> tensor<8x256xf32>
  %e4164 = tensor.empty() : tensor<8x128xf32>
  %f4165 = linalg.fill ins(%c0 : f32) outs(%e4164 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4166 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4163, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4165 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4167 = tensor.empty() : tensor<8x128xf32>
  %g4172 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4166, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4167 : tensor<8x128xf32>) {
  ^bb0(%a4168: f32, %a4169: f32, %o4170: f32):
    %b4171 = arith.addf %a4168, %a4169 : f32
    linalg.yield %b4171 : f32
  } -> tensor<8x128xf32>
  %s4173 = tensor.extract_slice %x[149, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4174 = tensor.collapse_shape %s4173 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4175 = tensor.empty() : tensor<8x1280xf32>
  %cat4176 = tensor.insert_slice %r4174 into %e4175[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4177 = tensor.insert_slice %g4163 into %cat4176[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4178 = tensor.empty() : tensor<8x256xf32>
  %f4179 = linalg.fill ins(%c0 : f32) outs(%e4178 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4180 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4177, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4179 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4181 = tensor.empty() : tensor<8x256xf32>
  %g4186 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4180, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4181 : tensor<8x256xf32>) {
  ^bb0(%a4182: f32, %a4183: f32, %o4184: f32):
    %b4185 = arith.addf %a4182, %a4183 : f32
    linalg.yield %b4185 : f32
  } -> tensor<8x256xf32>
  %e4187 = tensor.empty() : tensor<8x256xf32>
  %g4191 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4186 : tensor<8x256xf32>) outs(%e4187 : tensor<8x256xf32>) {
  ^bb0(%a4188: f32, %o4189: f32):
    %b4190 = math.tanh %a4188 : f32
    linalg.yield %b4190 : f32
  } -> tensor<8x256xf32>
  %e4192 = tensor.empty() : tensor<8x128xf32>
  %f4193 = linalg.fill ins(%c0 : f32) outs(%e4192 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4194 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4191, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4193 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4195 = tensor.empty() : tensor<8x128xf32>
  %g4200 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4194, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4195 : tensor<8x128xf32>) {
  ^bb0(%a4196: f32, %a4197: f32, %o4198: f32):
    %b4199 = arith.addf %a4196, %a4197 : f32
    linalg.yield %b4199 : f32
  } -> tensor<8x128xf32>
  %s4201 = tensor.extract_slice %x[150, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4202 = tensor.collapse_shape %s4201 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4203 = tensor.empty() : tensor<8x1280xf32>
  %cat4204 = tensor.insert_slice %r4202 into %e4203[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4205 = tensor.insert_slice %g4191 into %cat4204[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4206 = tensor.empty() : tensor<8x256xf32>
  %f4207 = linalg.fill ins(%c0 : f32) outs(%e4206 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4208 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4205, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4207 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4209 = tensor.empty() : tensor<8x256xf32>
  %g4214 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4208, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4209 : tensor<8x256xf32>) {
  ^bb0(%a4210: f32, %a4211: f32, %o4212: f32):
    %b4213 = arith.addf %a4210, %a4211 : f32
    linalg.yield %b4213 : f32
  } -> tensor<8x256xf32>
  %e4215 = tensor.empty() : tensor<8x256xf32>
  %g4219 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4214 : tensor<8x256xf32>) outs(%e4215 : tensor<8x256xf32>) {
  ^bb0(%a4216: f32, %o4217: f32):
    %b4218 = math.tanh %a4216 : f32
    linalg.yield %b4218 : f32
  } -> tensor<8x256xf32>
  %e4220 = tensor.empty() : tensor<8x128xf32>
  %f4221 = linalg.fill ins(%c0 : f32) outs(%e4220 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4222 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4219, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4221 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4223 = tensor.empty() : tensor<8x128xf32>
  %g4228 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4222, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4223 : tensor<8x128xf32>) {
  ^bb0(%a4224: f32, %a4225: f32, %o4226: f32):
    %b4227 = arith.addf %a4224, %a4225 : f32
    linalg.yield %b4227 : f32
  } -> tensor<8x128xf32>
  %s4229 = tensor.extract_slice %x[151, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4230 = tensor.collapse_shape %s4229 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4231 = tensor.empty() : tensor<8x1280xf32>
  %cat4232 = tensor.insert_slice %r4230 into %e4231[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4233 = tensor.insert_slice %g4219 into %cat4232[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4234 = tensor.empty() : tensor<8x256xf32>
  %f4235 = linalg.fill ins(%c0 : f32) outs(%e4234 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4236 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4233, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4235 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4237 = tensor.empty() : tensor<8x256xf32>
  %g4242 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4236, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4237 : tensor<8x256xf32>) {
  ^bb0(%a4238: f32, %a4239: f32, %o4240: f32):
    %b4241 = arith.addf %a4238, %a4239 : f32
    linalg.yield %b4241 : f32
  } -> tensor<8x256xf32>
  %e4243 = tensor.empty() : tensor<8x256xf32>
  %g4247 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4242 : tensor<8x256xf32>) outs(%e4243 : tensor<8x256xf32>) {
  ^bb0(%a4244: f32, %o4245: f32):
    %b4246 = math.tanh %a4244 : f32
    linalg.yield %b4246 : f32
  } -> tensor<8x256xf32>
  %e4248 = tensor.empty() : tensor<8x128xf32>
  %f4249 = linalg.fill ins(%c0 : f32) outs(%e4248 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4250 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4247, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4249 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4251 = tensor.empty() : tensor<8x128xf32>
  %g4256 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4250, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4251 : tensor<8x128xf32>) {
  ^bb0(%a4252: f32, %a4253: f32, %o4254: f32):
    %b4255 = arith.addf %a4252, %a4253 : f32
    linalg.yield %b4255 : f32
  } -> tensor<8x128xf32>
  %s4257 = tensor.extract_slice %x[152, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4258 = tensor.collapse_shape %s4257 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4259 = tensor.empty() : tensor<8x1280xf32>
  %cat4260 = tensor.insert_slice %r4258 into %e4259[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4261 = tensor.insert_slice %g4247 into %cat4260[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4262 = tensor.empty() : tensor<8x256xf32>
  %f4263 = linalg.fill ins(%c0 : f32) outs(%e4262 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4264 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4261, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4263 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4265 = tensor.empty() : tensor<8x256xf32>
  %g4270 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4264, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4265 : tensor<8x256xf32>) {
  ^bb0(%a4266: f32, %a4267: f32, %o4268: f32):
    %b4269 = arith.addf %a4266, %a4267 : f32
    linalg.yield %b4269 : f32
  } -> tensor<8x256xf32>
  %e4271 = tensor.empty() : tensor<8x256xf32>
  %g4275 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4270 : tensor<8x256xf32>) outs(%e4271 : tensor<8x256xf32>) {
  ^bb0(%a4272: f32, %o4273: f32):
    %b4274 = math.tanh %a4272 : f32
    linalg.yield %b4274 : f32
  } -> tensor<8x256xf32>
  %e4276 = tensor.empty() : tensor<8x128xf32>
  %f4277 = linalg.fill ins(%c0 : f32) outs(%e4276 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4278 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4275, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4277 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4279 = tensor.empty() : tensor<8x128xf32>
  %g4284 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4278, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4279 : tensor<8x128xf32>) {
  ^bb0(%a4280: f32, %a4281: f32, %o4282: f32):
    %b4283 = arith.addf %a4280, %a4281 : f32
    linalg.yield %b4283 : f32
  } -> tensor<8x128xf32>
  %s4285 = tensor.extract_slice %x[153, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4286 = tensor.collapse_shape %s4285 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4287 = tensor.empty() : tensor<8x1280xf32>
  %cat4288 = tensor.insert_slice %r4286 into %e4287[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4289 = tensor.insert_slice %g4275 into %cat4288[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4290 = tensor.empty() : tensor<8x256xf32>
  %f4291 = linalg.fill ins(%c0 : f32) outs(%e4290 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4292 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4289, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4291 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4293 = tensor.empty() : tensor<8x256xf32>
  %g4298 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4292, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4293 : tensor<8x256xf32>) {
  ^bb0(%a4294: f32, %a4295: f32, %o4296: f32):
    %b4297 = arith.addf %a4294, %a4295 : f32
    linalg.yield %b4297 : f32
  } -> tensor<8x256xf32>
  %e4299 = tensor.empty() : tensor<8x256xf32>
  %g4303 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4298 : tensor<8x256xf32>) outs(%e4299 : tensor<8x256xf32>) {
  ^bb0(%a4300: f32, %o4301: f32):
    %b4302 = math.tanh %a4300 : f32
    linalg.yield %b4302 : f32
  } -> tensor<8x256xf32>
  %e4304 = tensor.empty() : tensor<8x128xf32>
  %f4305 = linalg.fill ins(%c0 : f32) outs(%e4304 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4306 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4303, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4305 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4307 = tensor.empty() : tensor<8x128xf32>
  %g4312 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4306, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4307 : tensor<8x128xf32>) {
  ^bb0(%a4308: f32, %a4309: f32, %o4310: f32):
    %b4311 = arith.addf %a4308, %a4309 : f32
    linalg.yield %b4311 : f32
  } -> tensor<8x128xf32>
  %s4313 = tensor.extract_slice %x[154, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4314 = tensor.collapse_shape %s4313 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4315 = tensor.empty() : tensor<8x1280xf32>
  %cat4316 = tensor.insert_slice %r4314 into %e4315[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4317 = tensor.insert_slice %g4303 into %cat4316[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4318 = tensor.empty() : tensor<8x256xf32>
  %f4319 = linalg.fill ins(%c0 : f32) outs(%e4318 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4320 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4317, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4319 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4321 = tensor.empty() : tensor<8x256xf32>
  %g4326 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4320, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4321 : tensor<8x256xf32>) {
  ^bb0(%a4322: f32, %a4323: f32, %o4324: f32):
    %b4325 = arith.addf %a4322, %a4323 : f32
    linalg.yield %b4325 : f32
  } -> tensor<8x256xf32>
  %e4327 = tensor.empty() : tensor<8x256xf32>
  %g4331 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4326 : tensor<8x256xf32>) outs(%e4327 : tensor<8x256xf32>) {
  ^bb0(%a4328: f32, %o4329: f32):
    %b4330 = math.tanh %a4328 : f32
    linalg.yield %b4330 : f32
  } -> tensor<8x256xf32>
  %e4332 = tensor.empty() : tensor<8x128xf32>
  %f4333 = linalg.fill ins(%c0 : f32) outs(%e4332 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4334 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4331, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4333 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4335 = tensor.empty() : tensor<8x128xf32>
  %g4340 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4334, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4335 : tensor<8x128xf32>) {
  ^bb0(%a4336: f32, %a4337: f32, %o4338: f32):
    %b4339 = arith.addf %a4336, %a4337 : f32
    linalg.yield %b4339 : f32
  } -> tensor<8x128xf32>
  %s4341 = tensor.extract_slice %x[155, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4342 = tensor.collapse_shape %s4341 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4343 = tensor.empty() : tensor<8x1280xf32>
  %cat4344 = tensor.insert_slice %r4342 into %e4343[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4345 = tensor.insert_slice %g4331 into %cat4344[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4346 = tensor.empty() : tensor<8x256xf32>
  %f4347 = linalg.fill ins(%c0 : f32) outs(%e4346 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4348 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4345, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4347 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4349 = tensor.empty() : tensor<8x256xf32>
  %g4354 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4348, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4349 : tensor<8x256xf32>) {
  ^bb0(%a4350: f32, %a4351: f32, %o4352: f32):
    %b4353 = arith.addf %a4350, %a4351 : f32
    linalg.yield %b4353 : f32
  } -> tensor<8x256xf32>
  %e4355 = tensor.empty() : tensor<8x256xf32>
  %g4359 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4354 : tensor<8x256xf32>) outs(%e4355 : tensor<8x256xf32>) {
  ^bb0(%a4356: f32, %o4357: f32):
    %b4358 = math.tanh %a4356 : f32
    linalg.yield %b4358 : f32
  } -> tensor<8x256xf32>
  %e4360 = tensor.empty() : tensor<8x128xf32>
  %f4361 = linalg.fill ins(%c0 : f32) outs(%e4360 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4362 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4359, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4361 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4363 = tensor.empty() : tensor<8x128xf32>
  %g4368 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4362, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4363 : tensor<8x128xf32>) {
  ^bb0(%a4364: f32, %a4365: f32, %o4366: f32):
    %b4367 = arith.addf %a4364, %a4365 : f32
    linalg.yield %b4367 : f32
  } -> tensor<8x128xf32>
  %s4369 = tensor.extract_slice %x[156, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4370 = tensor.collapse_shape %s4369 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4371 = tensor.empty() : tensor<8x1280xf32>
  %cat4372 = tensor.insert_slice %r4370 into %e4371[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4373 = tensor.insert_slice %g4359 into %cat4372[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4374 = tensor.empty() : tensor<8x256xf32>
  %f4375 = linalg.fill ins(%c0 : f32) outs(%e4374 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4376 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4373, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4375 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4377 = tensor.empty() : tensor<8x256xf32>
  %g4382 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4376, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4377 : tensor<8x256xf32>) {
  ^bb0(%a4378: f32, %a4379: f32, %o4380: f32):
    %b4381 = arith.addf %a4378, %a4379 : f32
    linalg.yield %b4381 : f32
  } -> tensor<8x256xf32>
  %e4383 = tensor.empty() : tensor<8x256xf32>
  %g4387 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4382 : tensor<8x256xf32>) outs(%e4383 : tensor<8x256xf32>) {
  ^bb0(%a4384: f32, %o4385: f32):
    %b4386 = math.tanh %a4384 : f32
    linalg.yield %b4386 : f32
  } -> tensor<8x256xf32>
  %e4388 = tensor.empty() : tensor<8x128xf32>
  %f4389 = linalg.fill ins(%c0 : f32) outs(%e4388 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4390 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4387, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4389 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4391 = tensor.empty() : tensor<8x128xf32>
  %g4396 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4390, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4391 : tensor<8x128xf32>) {
  ^bb0(%a4392: f32, %a4393: f32, %o4394: f32):
    %b4395 = arith.addf %a4392, %a4393 : f32
    linalg.yield %b4395 : f32
  } -> tensor<8x128xf32>
  %s4397 = tensor.extract_slice %x[157, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4398 = tensor.collapse_shape %s4397 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4399 = tensor.empty() : tensor<8x1280xf32>
  %cat4400 = tensor.insert_slice %r4398 into %e4399[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4401 = tensor.insert_slice %g4387 into %cat4400[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4402 = tensor.empty() : tensor<8x256xf32>
  %f4403 = linalg.fill ins(%c0 : f32) outs(%e4402 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4404 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4401, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4403 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4405 = tensor.empty() : tensor<8x256xf32>
  %g4410 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4404, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4405 : tensor<8x256xf32>) {
  ^bb0(%a4406: f32, %a4407: f32, %o4408: f32):
    %b4409 = arith.addf %a4406, %a4407 : f32
    linalg.yield %b4409 : f32
  } -> tensor<8x256xf32>
  %e4411 = tensor.empty() : tensor<8x256xf32>
  %g4415 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4410 : tensor<8x256xf32>) outs(%e4411 : tensor<8x256xf32>) {
  ^bb0(%a4412: f32, %o4413: f32):
    %b4414 = math.tanh %a4412 : f32
    linalg.yield %b4414 : f32
  } -> tensor<8x256xf32>
  %e4416 = tensor.empty() : tensor<8x128xf32>
  %f4417 = linalg.fill ins(%c0 : f32) outs(%e4416 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4418 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4415, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4417 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4419 = tensor.empty() : tensor<8x128xf32>
  %g4424 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4418, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4419 : tensor<8x128xf32>) {
  ^bb0(%a4420: f32, %a4421: f32, %o4422: f32):
    %b4423 = arith.addf %a4420, %a4421 : f32
    linalg.yield %b4423 : f32
  } -> tensor<8x128xf32>
  %s4425 = tensor.extract_slice %x[158, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4426 = tensor.collapse_shape %s4425 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4427 = tensor.empty() : tensor<8x1280xf32>
  %cat4428 = tensor.insert_slice %r4426 into %e4427[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4429 = tensor.insert_slice %g4415 into %cat4428[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4430 = tensor.empty() : tensor<8x256xf32>
  %f4431 = linalg.fill ins(%c0 : f32) outs(%e4430 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4432 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4429, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4431 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4433 = tensor.empty() : tensor<8x256xf32>
  %g4438 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4432, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4433 : tensor<8x256xf32>) {
  ^bb0(%a4434: f32, %a4435: f32, %o4436: f32):
    %b4437 = arith.addf %a4434, %a4435 : f32
    linalg.yield %b4437 : f32
  } -> tensor<8x256xf32>
  %e4439 = tensor.empty() : tensor<8x256xf32>
  %g4443 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4438 : tensor<8x256xf32>) outs(%e4439 : tensor<8x256xf32>) {
  ^bb0(%a4440: f32, %o4441: f32):
    %b4442 = math.tanh %a4440 : f32
    linalg.yield %b4442 : f32
  } -> tensor<8x256xf32>
  %e4444 = tensor.empty() : tensor<8x128xf32>
  %f4445 = linalg.fill ins(%c0 : f32) outs(%e4444 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4446 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4443, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4445 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4447 = tensor.empty() : tensor<8x128xf32>
  %g4452 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4446, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4447 : tensor<8x128xf32>) {
  ^bb0(%a4448: f32, %a4449: f32, %o4450: f32):
    %b4451 = arith.addf %a4448, %a4449 : f32
    linalg.yield %b4451 : f32
  } -> tensor<8x128xf32>
  %s4453 = tensor.extract_slice %x[159, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4454 = tensor.collapse_shape %s4453 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4455 = tensor.empty() : tensor<8x1280xf32>
  %cat4456 = tensor.insert_slice %r4454 into %e4455[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4457 = tensor.insert_slice %g4443 into %cat4456[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4458 = tensor.empty() : tensor<8x256xf32>
  %f4459 = linalg.fill ins(%c0 : f32) outs(%e4458 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4460 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4457, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4459 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4461 = tensor.empty() : tensor<8x256xf32>
  %g4466 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4460, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4461 : tensor<8x256xf32>) {
  ^bb0(%a4462: f32, %a4463: f32, %o4464: f32):
    %b4465 = arith.addf %a4462, %a4463 : f32
    linalg.yield %b4465 : f32
  } -> tensor<8x256xf32>
  %e4467 = tensor.empty() : tensor<8x256xf32>
  %g4471 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4466 : tensor<8x256xf32>) outs(%e4467 : tensor<8x256xf32>) {
  ^bb0(%a4468: f32, %o4469: f32):
    %b4470 = math.tanh %a4468 : f32
    linalg.yield %b4470 : f32
  } -> tensor<8x256xf32>
  %e4472 = tensor.empty() : tensor<8x128xf32>
  %f4473 = linalg.fill ins(%c0 : f32) outs(%e4472 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4474 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4471, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4473 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4475 = tensor.empty() : tensor<8x128xf32>
  %g4480 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4474, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4475 : tensor<8x128xf32>) {
  ^bb0(%a4476: f32, %a4477: f32, %o4478: f32):
    %b4479 = arith.addf %a4476, %a4477 : f32
    linalg.yield %b4479 : f32
  } -> tensor<8x128xf32>
  %s4481 = tensor.extract_slice %x[160, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4482 = tensor.collapse_shape %s4481 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4483 = tensor.empty() : tensor<8x1280xf32>
  %cat4484 = tensor.insert_slice %r4482 into %e4483[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4485 = tensor.insert_slice %g4471 into %cat4484[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4486 = tensor.empty() : tensor<8x256xf32>
  %f4487 = linalg.fill ins(%c0 : f32) outs(%e4486 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4488 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4485, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4487 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4489 = tensor.empty() : tensor<8x256xf32>
  %g4494 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4488, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4489 : tensor<8x256xf32>) {
  ^bb0(%a4490: f32, %a4491: f32, %o4492: f32):
    %b4493 = arith.addf %a4490, %a4491 : f32
    linalg.yield %b4493 : f32
  } -> tensor<8x256xf32>
  %e4495 = tensor.empty() : tensor<8x256xf32>
  %g4499 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4494 : tensor<8x256xf32>) outs(%e4495 : tensor<8x256xf32>) {
  ^bb0(%a4496: f32, %o4497: f32):
    %b4498 = math.tanh %a4496 : f32
    linalg.yield %b4498 : f32
  } -> tensor<8x256xf32>
  %e4500 = tensor.empty() : tensor<8x128xf32>
  %f4501 = linalg.fill ins(%c0 : f32) outs(%e4500 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4502 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4499, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4501 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4503 = tensor.empty() : tensor<8x128xf32>
  %g4508 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4502, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4503 : tensor<8x128xf32>) {
  ^bb0(%a4504: f32, %a4505: f32, %o4506: f32):
    %b4507 = arith.addf %a4504, %a4505 : f32
    linalg.yield %b4507 : f32
  } -> tensor<8x128xf32>
  %s4509 = tensor.extract_slice %x[161, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4510 = tensor.collapse_shape %s4509 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4511 = tensor.empty() : tensor<8x1280xf32>
  %cat4512 = tensor.insert_slice %r4510 into %e4511[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4513 = tensor.insert_slice %g4499 into %cat4512[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4514 = tensor.empty() : tensor<8x256xf32>
  %f4515 = linalg.fill ins(%c0 : f32) outs(%e4514 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4516 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4513, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4515 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4517 = tensor.empty() : tensor<8x256xf32>
  %g4522 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4516, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4517 : tensor<8x256xf32>) {
  ^bb0(%a4518: f32, %a4519: f32, %o4520: f32):
    %b4521 = arith.addf %a4518, %a4519 : f32
    linalg.yield %b4521 : f32
  } -> tensor<8x256xf32>
  %e4523 = tensor.empty() : tensor<8x256xf32>
  %g4527 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4522 : tensor<8x256xf32>) outs(%e4523 : tensor<8x256xf32>) {
  ^bb0(%a4524: f32, %o4525: f32):
    %b4526 = math.tanh %a4524 : f32
    linalg.yield %b4526 : f32
  } -> tensor<8x256xf32>
  %e4528 = tensor.empty() : tensor<8x128xf32>
  %f4529 = linalg.fill ins(%c0 : f32) outs(%e4528 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4530 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4527, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4529 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4531 = tensor.empty() : tensor<8x128xf32>
  %g4536 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4530, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4531 : tensor<8x128xf32>) {
  ^bb0(%a4532: f32, %a4533: f32, %o4534: f32):
    %b4535 = arith.addf %a4532, %a4533 : f32
    linalg.yield %b4535 : f32
  } -> tensor<8x128xf32>
  %s4537 = tensor.extract_slice %x[162, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4538 = tensor.collapse_shape %s4537 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4539 = tensor.empty() : tensor<8x1280xf32>
  %cat4540 = tensor.insert_slice %r4538 into %e4539[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4541 = tensor.insert_slice %g4527 into %cat4540[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4542 = tensor.empty() : tensor<8x256xf32>
  %f4543 = linalg.fill ins(%c0 : f32) outs(%e4542 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4544 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4541, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4543 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4545 = tensor.empty() : tensor<8x256xf32>
  %g4550 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4544, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4545 : tensor<8x256xf32>) {
  ^bb0(%a4546: f32, %a4547: f32, %o4548: f32):
    %b4549 = arith.addf %a4546, %a4547 : f32
    linalg.yield %b4549 : f32
  } -> tensor<8x256xf32>
  %e4551 = tensor.empty() : tensor<8x256xf32>
  %g4555 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4550 : tensor<8x256xf32>) outs(%e4551 : tensor<8x256xf32>) {
  ^bb0(%a4552: f32, %o4553: f32):
    %b4554 = math.tanh %a4552 : f32
    linalg.yield %b4554 : f32
  } -> tensor<8x256xf32>
  %e4556 = tensor.empty() : tensor<8x128xf32>
  %f4557 = linalg.fill ins(%c0 : f32) outs(%e4556 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4558 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4555, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4557 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4559 = tensor.empty() : tensor<8x128xf32>
  %g4564 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4558, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4559 : tensor<8x128xf32>) {
  ^bb0(%a4560: f32, %a4561: f32, %o4562: f32):
    %b4563 = arith.addf %a4560, %a4561 : f32
    linalg.yield %b4563 : f32
  } -> tensor<8x128xf32>
  %s4565 = tensor.extract_slice %x[163, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4566 = tensor.collapse_shape %s4565 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4567 = tensor.empty() : tensor<8x1280xf32>
  %cat4568 = tensor.insert_slice %r4566 into %e4567[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4569 = tensor.insert_slice %g4555 into %cat4568[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4570 = tensor.empty() : tensor<8x256xf32>
  %f4571 = linalg.fill ins(%c0 : f32) outs(%e4570 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4572 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4569, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4571 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4573 = tensor.empty() : tensor<8x256xf32>
  %g4578 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4572, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4573 : tensor<8x256xf32>) {
  ^bb0(%a4574: f32, %a4575: f32, %o4576: f32):
    %b4577 = arith.addf %a4574, %a4575 : f32
    linalg.yield %b4577 : f32
  } -> tensor<8x256xf32>
  %e4579 = tensor.empty() : tensor<8x256xf32>
  %g4583 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4578 : tensor<8x256xf32>) outs(%e4579 : tensor<8x256xf32>) {
  ^bb0(%a4580: f32, %o4581: f32):
    %b4582 = math.tanh %a4580 : f32
    linalg.yield %b4582 : f32
  } -> tensor<8x256xf32>
  %e4584 = tensor.empty() : tensor<8x128xf32>
  %f4585 = linalg.fill ins(%c0 : f32) outs(%e4584 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4586 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4583, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4585 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4587 = tensor.empty() : tensor<8x128xf32>
  %g4592 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4586, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4587 : tensor<8x128xf32>) {
  ^bb0(%a4588: f32, %a4589: f32, %o4590: f32):
    %b4591 = arith.addf %a4588, %a4589 : f32
    linalg.yield %b4591 : f32
  } -> tensor<8x128xf32>
  %s4593 = tensor.extract_slice %x[164, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4594 = tensor.collapse_shape %s4593 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4595 = tensor.empty() : tensor<8x1280xf32>
  %cat4596 = tensor.insert_slice %r4594 into %e4595[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4597 = tensor.insert_slice %g4583 into %cat4596[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4598 = tensor.empty() : tensor<8x256xf32>
  %f4599 = linalg.fill ins(%c0 : f32) outs(%e4598 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4600 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4597, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4599 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4601 = tensor.empty() : tensor<8x256xf32>
  %g4606 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4600, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4601 : tensor<8x256xf32>) {
  ^bb0(%a4602: f32, %a4603: f32, %o4604: f32):
    %b4605 = arith.addf %a4602, %a4603 : f32
    linalg.yield %b4605 : f32
  } -> tensor<8x256xf32>
  %e4607 = tensor.empty() : tensor<8x256xf32>
  %g4611 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4606 : tensor<8x256xf32>) outs(%e4607 : tensor<8x256xf32>) {
  ^bb0(%a4608: f32, %o4609: f32):
    %b4610 = math.tanh %a4608 : f32
    linalg.yield %b4610 : f32
  } -> tensor<8x256xf32>
  %e4612 = tensor.empty() : tensor<8x128xf32>
  %f4613 = linalg.fill ins(%c0 : f32) outs(%e4612 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4614 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4611, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4613 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4615 = tensor.empty() : tensor<8x128xf32>
  %g4620 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4614, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4615 : tensor<8x128xf32>) {
  ^bb0(%a4616: f32, %a4617: f32, %o4618: f32):
    %b4619 = arith.addf %a4616, %a4617 : f32
    linalg.yield %b4619 : f32
  } -> tensor<8x128xf32>
  %s4621 = tensor.extract_slice %x[165, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4622 = tensor.collapse_shape %s4621 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4623 = tensor.empty() : tensor<8x1280xf32>
  %cat4624 = tensor.insert_slice %r4622 into %e4623[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4625 = tensor.insert_slice %g4611 into %cat4624[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4626 = tensor.empty() : tensor<8x256xf32>
  %f4627 = linalg.fill ins(%c0 : f32) outs(%e4626 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4628 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4625, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4627 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4629 = tensor.empty() : tensor<8x256xf32>
  %g4634 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4628, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4629 : tensor<8x256xf32>) {
  ^bb0(%a4630: f32, %a4631: f32, %o4632: f32):
    %b4633 = arith.addf %a4630, %a4631 : f32
    linalg.yield %b4633 : f32
  } -> tensor<8x256xf32>
  %e4635 = tensor.empty() : tensor<8x256xf32>
  %g4639 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4634 : tensor<8x256xf32>) outs(%e4635 : tensor<8x256xf32>) {
  ^bb0(%a4636: f32, %o4637: f32):
    %b4638 = math.tanh %a4636 : f32
    linalg.yield %b4638 : f32
  } -> tensor<8x256xf32>
  %e4640 = tensor.empty() : tensor<8x128xf32>
  %f4641 = linalg.fill ins(%c0 : f32) outs(%e4640 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4642 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4639, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4641 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4643 = tensor.empty() : tensor<8x128xf32>
  %g4648 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4642, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4643 : tensor<8x128xf32>) {
  ^bb0(%a4644: f32, %a4645: f32, %o4646: f32):
    %b4647 = arith.addf %a4644, %a4645 : f32
    linalg.yield %b4647 : f32
  } -> tensor<8x128xf32>
  %s4649 = tensor.extract_slice %x[166, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4650 = tensor.collapse_shape %s4649 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4651 = tensor.empty() : tensor<8x1280xf32>
  %cat4652 = tensor.insert_slice %r4650 into %e4651[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4653 = tensor.insert_slice %g4639 into %cat4652[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4654 = tensor.empty() : tensor<8x256xf32>
  %f4655 = linalg.fill ins(%c0 : f32) outs(%e4654 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4656 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4653, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4655 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4657 = tensor.empty() : tensor<8x256xf32>
  %g4662 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4656, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4657 : tensor<8x256xf32>) {
  ^bb0(%a4658: f32, %a4659: f32, %o4660: f32):
    %b4661 = arith.addf %a4658, %a4659 : f32
    linalg.yield %b4661 : f32
  } -> tensor<8x256xf32>
  %e4663 = tensor.empty() : tensor<8x256xf32>
  %g4667 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4662 : tensor<8x256xf32>) outs(%e4663 : tensor<8x256xf32>) {
  ^bb0(%a4664: f32, %o4665: f32):
    %b4666 = math.tanh %a4664 : f32
    linalg.yield %b4666 : f32
  } -> tensor<8x256xf32>
  %e4668 = tensor.empty() : tensor<8x128xf32>
  %f4669 = linalg.fill ins(%c0 : f32) outs(%e4668 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4670 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4667, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4669 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4671 = tensor.empty() : tensor<8x128xf32>
  %g4676 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4670, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4671 : tensor<8x128xf32>) {
  ^bb0(%a4672: f32, %a4673: f32, %o4674: f32):
    %b4675 = arith.addf %a4672, %a4673 : f32
    linalg.yield %b4675 : f32
  } -> tensor<8x128xf32>
  %s4677 = tensor.extract_slice %x[167, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4678 = tensor.collapse_shape %s4677 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4679 = tensor.empty() : tensor<8x1280xf32>
  %cat4680 = tensor.insert_slice %r4678 into %e4679[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4681 = tensor.insert_slice %g4667 into %cat4680[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4682 = tensor.empty() : tensor<8x256xf32>
  %f4683 = linalg.fill ins(%c0 : f32) outs(%e4682 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4684 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4681, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4683 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4685 = tensor.empty() : tensor<8x256xf32>
  %g4690 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4684, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4685 : tensor<8x256xf32>) {
  ^bb0(%a4686: f32, %a4687: f32, %o4688: f32):
    %b4689 = arith.addf %a4686, %a4687 : f32
    linalg.yield %b4689 : f32
  } -> tensor<8x256xf32>
  %e4691 = tensor.empty() : tensor<8x256xf32>
  %g4695 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4690 : tensor<8x256xf32>) outs(%e4691 : tensor<8x256xf32>) {
  ^bb0(%a4692: f32, %o4693: f32):
    %b4694 = math.tanh %a4692 : f32
    linalg.yield %b4694 : f32
  } -> tensor<8x256xf32>
  %e4696 = tensor.empty() : tensor<8x128xf32>
  %f4697 = linalg.fill ins(%c0 : f32) outs(%e4696 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4698 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4695, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4697 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4699 = tensor.empty() : tensor<8x128xf32>
  %g4704 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4698, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4699 : tensor<8x128xf32>) {
  ^bb0(%a4700: f32, %a4701: f32, %o4702: f32):
    %b4703 = arith.addf %a4700, %a4701 : f32
    linalg.yield %b4703 : f32
  } -> tensor<8x128xf32>
  %s4705 = tensor.extract_slice %x[168, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4706 = tensor.collapse_shape %s4705 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4707 = tensor.empty() : tensor<8x1280xf32>
  %cat4708 = tensor.insert_slice %r4706 into %e4707[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4709 = tensor.insert_slice %g4695 into %cat4708[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4710 = tensor.empty() : tensor<8x256xf32>
  %f4711 = linalg.fill ins(%c0 : f32) outs(%e4710 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4712 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4709, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4711 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4713 = tensor.empty() : tensor<8x256xf32>
  %g4718 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4712, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4713 : tensor<8x256xf32>) {
  ^bb0(%a4714: f32, %a4715: f32, %o4716: f32):
    %b4717 = arith.addf %a4714, %a4715 : f32
    linalg.yield %b4717 : f32
  } -> tensor<8x256xf32>
  %e4719 = tensor.empty() : tensor<8x256xf32>
  %g4723 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4718 : tensor<8x256xf32>) outs(%e4719 : tensor<8x256xf32>) {
  ^bb0(%a4720: f32, %o4721: f32):
    %b4722 = math.tanh %a4720 : f32
    linalg.yield %b4722 : f32
  } -> tensor<8x256xf32>
  %e4724 = tensor.empty() : tensor<8x128xf32>
  %f4725 = linalg.fill ins(%c0 : f32) outs(%e4724 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4726 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4723, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4725 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4727 = tensor.empty() : tensor<8x128xf32>
  %g4732 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4726, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4727 : tensor<8x128xf32>) {
  ^bb0(%a4728: f32, %a4729: f32, %o4730: f32):
    %b4731 = arith.addf %a4728, %a4729 : f32
    linalg.yield %b4731 : f32
  } -> tensor<8x128xf32>
  %s4733 = tensor.extract_slice %x[169, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4734 = tensor.collapse_shape %s4733 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4735 = tensor.empty() : tensor<8x1280xf32>
  %cat4736 = tensor.insert_slice %r4734 into %e4735[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4737 = tensor.insert_slice %g4723 into %cat4736[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4738 = tensor.empty() : tensor<8x256xf32>
  %f4739 = linalg.fill ins(%c0 : f32) outs(%e4738 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4740 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4737, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4739 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4741 = tensor.empty() : tensor<8x256xf32>
  %g4746 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4740, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4741 : tensor<8x256xf32>) {
  ^bb0(%a4742: f32, %a4743: f32, %o4744: f32):
    %b4745 = arith.addf %a4742, %a4743 : f32
    linalg.yield %b4745 : f32
  } -> tensor<8x256xf32>
  %e4747 = tensor.empty() : tensor<8x256xf32>
  %g4751 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4746 : tensor<8x256xf32>) outs(%e4747 : tensor<8x256xf32>) {
  ^bb0(%a4748: f32, %o4749: f32):
    %b4750 = math.tanh %a4748 : f32
    linalg.yield %b4750 : f32
  } -> tensor<8x256xf32>
  %e4752 = tensor.empty() : tensor<8x128xf32>
  %f4753 = linalg.fill ins(%c0 : f32) outs(%e4752 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4754 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4751, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4753 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4755 = tensor.empty() : tensor<8x128xf32>
  %g4760 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4754, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4755 : tensor<8x128xf32>) {
  ^bb0(%a4756: f32, %a4757: f32, %o4758: f32):
    %b4759 = arith.addf %a4756, %a4757 : f32
    linalg.yield %b4759 : f32
  } -> tensor<8x128xf32>
  %s4761 = tensor.extract_slice %x[170, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4762 = tensor.collapse_shape %s4761 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4763 = tensor.empty() : tensor<8x1280xf32>
  %cat4764 = tensor.insert_slice %r4762 into %e4763[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4765 = tensor.insert_slice %g4751 into %cat4764[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4766 = tensor.empty() : tensor<8x256xf32>
  %f4767 = linalg.fill ins(%c0 : f32) outs(%e4766 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4768 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4765, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4767 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4769 = tensor.empty() : tensor<8x256xf32>
  %g4774 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4768, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4769 : tensor<8x256xf32>) {
  ^bb0(%a4770: f32, %a4771: f32, %o4772: f32):
    %b4773 = arith.addf %a4770, %a4771 : f32
    linalg.yield %b4773 : f32
  } -> tensor<8x256xf32>
  %e4775 = tensor.empty() : tensor<8x256xf32>
  %g4779 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4774 : tensor<8x256xf32>) outs(%e4775 : tensor<8x256xf32>) {
  ^bb0(%a4776: f32, %o4777: f32):
    %b4778 = math.tanh %a4776 : f32
    linalg.yield %b4778 : f32
  } -> tensor<8x256xf32>
  %e4780 = tensor.empty() : tensor<8x128xf32>
  %f4781 = linalg.fill ins(%c0 : f32) outs(%e4780 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4782 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4779, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4781 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4783 = tensor.empty() : tensor<8x128xf32>
  %g4788 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4782, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4783 : tensor<8x128xf32>) {
  ^bb0(%a4784: f32, %a4785: f32, %o4786: f32):
    %b4787 = arith.addf %a4784, %a4785 : f32
    linalg.yield %b4787 : f32
  } -> tensor<8x128xf32>
  %s4789 = tensor.extract_slice %x[171, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4790 = tensor.collapse_shape %s4789 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4791 = tensor.empty() : tensor<8x1280xf32>
  %cat4792 = tensor.insert_slice %r4790 into %e4791[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4793 = tensor.insert_slice %g4779 into %cat4792[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4794 = tensor.empty() : tensor<8x256xf32>
  %f4795 = linalg.fill ins(%c0 : f32) outs(%e4794 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4796 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4793, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4795 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4797 = tensor.empty() : tensor<8x256xf32>
  %g4802 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4796, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4797 : tensor<8x256xf32>) {
  ^bb0(%a4798: f32, %a4799: f32, %o4800: f32):
    %b4801 = arith.addf %a4798, %a4799 : f32
    linalg.yield %b4801 : f32
  } -> tensor<8x256xf32>
  %e4803 = tensor.empty() : tensor<8x256xf32>
  %g4807 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4802 : tensor<8x256xf32>) outs(%e4803 : tensor<8x256xf32>) {
  ^bb0(%a4804: f32, %o4805: f32):
    %b4806 = math.tanh %a4804 : f32
    linalg.yield %b4806 : f32
  } -> tensor<8x256xf32>
  %e4808 = tensor.empty() : tensor<8x128xf32>
  %f4809 = linalg.fill ins(%c0 : f32) outs(%e4808 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4810 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4807, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4809 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4811 = tensor.empty() : tensor<8x128xf32>
  %g4816 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4810, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4811 : tensor<8x128xf32>) {
  ^bb0(%a4812: f32, %a4813: f32, %o4814: f32):
    %b4815 = arith.addf %a4812, %a4813 : f32
    linalg.yield %b4815 : f32
  } -> tensor<8x128xf32>
  %s4817 = tensor.extract_slice %x[172, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4818 = tensor.collapse_shape %s4817 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4819 = tensor.empty() : tensor<8x1280xf32>
  %cat4820 = tensor.insert_slice %r4818 into %e4819[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4821 = tensor.insert_slice %g4807 into %cat4820[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4822 = tensor.empty() : tensor<8x256xf32>
  %f4823 = linalg.fill ins(%c0 : f32) outs(%e4822 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4824 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4821, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4823 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4825 = tensor.empty() : tensor<8x256xf32>
  %g4830 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4824, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4825 : tensor<8x256xf32>) {
  ^bb0(%a4826: f32, %a4827: f32, %o4828: f32):
    %b4829 = arith.addf %a4826, %a4827 : f32
    linalg.yield %b4829 : f32
  } -> tensor<8x256xf32>
  %e4831 = tensor.empty() : tensor<8x256xf32>
  %g4835 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4830 : tensor<8x256xf32>) outs(%e4831 : tensor<8x256xf32>) {
  ^bb0(%a4832: f32, %o4833: f32):
    %b4834 = math.tanh %a4832 : f32
    linalg.yield %b4834 : f32
  } -> tensor<8x256xf32>
  %e4836 = tensor.empty() : tensor<8x128xf32>
  %f4837 = linalg.fill ins(%c0 : f32) outs(%e4836 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4838 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4835, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4837 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4839 = tensor.empty() : tensor<8x128xf32>
  %g4844 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4838, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4839 : tensor<8x128xf32>) {
  ^bb0(%a4840: f32, %a4841: f32, %o4842: f32):
    %b4843 = arith.addf %a4840, %a4841 : f32
    linalg.yield %b4843 : f32
  } -> tensor<8x128xf32>
  %s4845 = tensor.extract_slice %x[173, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4846 = tensor.collapse_shape %s4845 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4847 = tensor.empty() : tensor<8x1280xf32>
  %cat4848 = tensor.insert_slice %r4846 into %e4847[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4849 = tensor.insert_slice %g4835 into %cat4848[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4850 = tensor.empty() : tensor<8x256xf32>
  %f4851 = linalg.fill ins(%c0 : f32) outs(%e4850 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4852 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4849, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4851 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4853 = tensor.empty() : tensor<8x256xf32>
  %g4858 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4852, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4853 : tensor<8x256xf32>) {
  ^bb0(%a4854: f32, %a4855: f32, %o4856: f32):
    %b4857 = arith.addf %a4854, %a4855 : f32
    linalg.yield %b4857 : f32
  } -> tensor<8x256xf32>
  %e4859 = tensor.empty() : tensor<8x256xf32>
  %g4863 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4858 : tensor<8x256xf32>) outs(%e4859 : tensor<8x256xf32>) {
  ^bb0(%a4860: f32, %o4861: f32):
    %b4862 = math.tanh %a4860 : f32
    linalg.yield %b4862 : f32
  } -> tensor<8x256xf32>
  %e4864 = tensor.empty() : tensor<8x128xf32>
  %f4865 = linalg.fill ins(%c0 : f32) outs(%e4864 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4866 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4863, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4865 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4867 = tensor.empty() : tensor<8x128xf32>
  %g4872 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4866, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4867 : tensor<8x128xf32>) {
  ^bb0(%a4868: f32, %a4869: f32, %o4870: f32):
    %b4871 = arith.addf %a4868, %a4869 : f32
    linalg.yield %b4871 : f32
  } -> tensor<8x128xf32>
  %s4873 = tensor.extract_slice %x[174, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4874 = tensor.collapse_shape %s4873 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4875 = tensor.empty() : tensor<8x1280xf32>
  %cat4876 = tensor.insert_slice %r4874 into %e4875[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4877 = tensor.insert_slice %g4863 into %cat4876[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4878 = tensor.empty() : tensor<8x256xf32>
  %f4879 = linalg.fill ins(%c0 : f32) outs(%e4878 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4880 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4877, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4879 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4881 = tensor.empty() : tensor<8x256xf32>
  %g4886 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4880, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4881 : tensor<8x256xf32>) {
  ^bb0(%a4882: f32, %a4883: f32, %o4884: f32):
    %b4885 = arith.addf %a4882, %a4883 : f32
    linalg.yield %b4885 : f32
  } -> tensor<8x256xf32>
  %e4887 = tensor.empty() : tensor<8x256xf32>
  %g4891 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4886 : tensor<8x256xf32>) outs(%e4887 : tensor<8x256xf32>) {
  ^bb0(%a4888: f32, %o4889: f32):
    %b4890 = math.tanh %a4888 : f32
    linalg.yield %b4890 : f32
  } -> tensor<8x256xf32>
  %e4892 = tensor.empty() : tensor<8x128xf32>
  %f4893 = linalg.fill ins(%c0 : f32) outs(%e4892 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4894 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4891, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4893 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4895 = tensor.empty() : tensor<8x128xf32>
  %g4900 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4894, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4895 : tensor<8x128xf32>) {
  ^bb0(%a4896: f32, %a4897: f32, %o4898: f32):
    %b4899 = arith.addf %a4896, %a4897 : f32
    linalg.yield %b4899 : f32
  } -> tensor<8x128xf32>
  %s4901 = tensor.extract_slice %x[175, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4902 = tensor.collapse_shape %s4901 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4903 = tensor.empty() : tensor<8x1280xf32>
  %cat4904 = tensor.insert_slice %r4902 into %e4903[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4905 = tensor.insert_slice %g4891 into %cat4904[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4906 = tensor.empty() : tensor<8x256xf32>
  %f4907 = linalg.fill ins(%c0 : f32) outs(%e4906 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4908 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4905, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4907 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4909 = tensor.empty() : tensor<8x256xf32>
  %g4914 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4908, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4909 : tensor<8x256xf32>) {
  ^bb0(%a4910: f32, %a4911: f32, %o4912: f32):
    %b4913 = arith.addf %a4910, %a4911 : f32
    linalg.yield %b4913 : f32
  } -> tensor<8x256xf32>
  %e4915 = tensor.empty() : tensor<8x256xf32>
  %g4919 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4914 : tensor<8x256xf32>) outs(%e4915 : tensor<8x256xf32>) {
  ^bb0(%a4916: f32, %o4917: f32):
    %b4918 = math.tanh %a4916 : f32
    linalg.yield %b4918 : f32
  } -> tensor<8x256xf32>
  %e4920 = tensor.empty() : tensor<8x128xf32>
  %f4921 = linalg.fill ins(%c0 : f32) outs(%e4920 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4922 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4919, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4921 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4923 = tensor.empty() : tensor<8x128xf32>
  %g4928 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4922, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4923 : tensor<8x128xf32>) {
  ^bb0(%a4924: f32, %a4925: f32, %o4926: f32):
    %b4927 = arith.addf %a4924, %a4925 : f32
    linalg.yield %b4927 : f32
  } -> tensor<8x128xf32>
  %s4929 = tensor.extract_slice %x[176, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4930 = tensor.collapse_shape %s4929 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4931 = tensor.empty() : tensor<8x1280xf32>
  %cat4932 = tensor.insert_slice %r4930 into %e4931[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4933 = tensor.insert_slice %g4919 into %cat4932[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4934 = tensor.empty() : tensor<8x256xf32>
  %f4935 = linalg.fill ins(%c0 : f32) outs(%e4934 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4936 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4933, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4935 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4937 = tensor.empty() : tensor<8x256xf32>
  %g4942 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4936, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4937 : tensor<8x256xf32>) {
  ^bb0(%a4938: f32, %a4939: f32, %o4940: f32):
    %b4941 = arith.addf %a4938, %a4939 : f32
    linalg.yield %b4941 : f32
  } -> tensor<8x256xf32>
  %e4943 = tensor.empty() : tensor<8x256xf32>
  %g4947 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4942 : tensor<8x256xf32>) outs(%e4943 : tensor<8x256xf32>) {
  ^bb0(%a4944: f32, %o4945: f32):
    %b4946 = math.tanh %a4944 : f32
    linalg.yield %b4946 : f32
  } -> tensor<8x256xf32>
  %e4948 = tensor.empty() : tensor<8x128xf32>
  %f4949 = linalg.fill ins(%c0 : f32) outs(%e4948 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4950 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4947, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4949 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4951 = tensor.empty() : tensor<8x128xf32>
  %g4956 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4950, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4951 : tensor<8x128xf32>) {
  ^bb0(%a4952: f32, %a4953: f32, %o4954: f32):
    %b4955 = arith.addf %a4952, %a4953 : f32
    linalg.yield %b4955 : f32
  } -> tensor<8x128xf32>
  %s4957 = tensor.extract_slice %x[177, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4958 = tensor.collapse_shape %s4957 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4959 = tensor.empty() : tensor<8x1280xf32>
  %cat4960 = tensor.insert_slice %r4958 into %e4959[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4961 = tensor.insert_slice %g4947 into %cat4960[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4962 = tensor.empty() : tensor<8x256xf32>
  %f4963 = linalg.fill ins(%c0 : f32) outs(%e4962 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4964 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4961, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4963 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4965 = tensor.empty() : tensor<8x256xf32>
  %g4970 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4964, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4965 : tensor<8x256xf32>) {
  ^bb0(%a4966: f32, %a4967: f32, %o4968: f32):
    %b4969 = arith.addf %a4966, %a4967 : f32
    linalg.yield %b4969 : f32
  } -> tensor<8x256xf32>
  %e4971 = tensor.empty() : tensor<8x256xf32>
  %g4975 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4970 : tensor<8x256xf32>) outs(%e4971 : tensor<8x256xf32>) {
  ^bb0(%a4972: f32, %o4973: f32):
    %b4974 = math.tanh %a4972 : f32
    linalg.yield %b4974 : f32
  } -> tensor<8x256xf32>
  %e4976 = tensor.empty() : tensor<8x128xf32>
  %f4977 = linalg.fill ins(%c0 : f32) outs(%e4976 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm4978 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g4975, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f4977 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4979 = tensor.empty() : tensor<8x128xf32>
  %g4984 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4978, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e4979 : tensor<8x128xf32>) {
  ^bb0(%a4980: f32, %a4981: f32, %o4982: f32):
    %b4983 = arith.addf %a4980, %a4981 : f32
    linalg.yield %b4983 : f32
  } -> tensor<8x128xf32>
  %s4985 = tensor.extract_slice %x[178, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r4986 = tensor.collapse_shape %s4985 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e4987 = tensor.empty() : tensor<8x1280xf32>
  %cat4988 = tensor.insert_slice %r4986 into %e4987[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat4989 = tensor.insert_slice %g4975 into %cat4988[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e4990 = tensor.empty() : tensor<8x256xf32>
  %f4991 = linalg.fill ins(%c0 : f32) outs(%e4990 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm4992 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat4989, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f4991 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4993 = tensor.empty() : tensor<8x256xf32>
  %g4998 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm4992, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e4993 : tensor<8x256xf32>) {
  ^bb0(%a4994: f32, %a4995: f32, %o4996: f32):
    %b4997 = arith.addf %a4994, %a4995 : f32
    linalg.yield %b4997 : f32
  } -> tensor<8x256xf32>
  %e4999 = tensor.empty() : tensor<8x256xf32>
  %g5003 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g4998 : tensor<8x256xf32>) outs(%e4999 : tensor<8x256xf32>) {
  ^bb0(%a5000: f32, %o5001: f32):
    %b5002 = math.tanh %a5000 : f32
    linalg.yield %b5002 : f32
  } -> tensor<8x256xf32>
  %e5004 = tensor.empty() : tensor<8x128xf32>
  %f5005 = linalg.fill ins(%c0 : f32) outs(%e5004 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5006 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5003, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5005 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5007 = tensor.empty() : tensor<8x128xf32>
  %g5012 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5006, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5007 : tensor<8x128xf32>) {
  ^bb0(%a5008: f32, %a5009: f32, %o5010: f32):
    %b5011 = arith.addf %a5008, %a5009 : f32
    linalg.yield %b5011 : f32
  } -> tensor<8x128xf32>
  %s5013 = tensor.extract_slice %x[179, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5014 = tensor.collapse_shape %s5013 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5015 = tensor.empty() : tensor<8x1280xf32>
  %cat5016 = tensor.insert_slice %r5014 into %e5015[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5017 = tensor.insert_slice %g5003 into %cat5016[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5018 = tensor.empty() : tensor<8x256xf32>
  %f5019 = linalg.fill ins(%c0 : f32) outs(%e5018 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5020 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5017, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5019 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5021 = tensor.empty() : tensor<8x256xf32>
  %g5026 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5020, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5021 : tensor<8x256xf32>) {
  ^bb0(%a5022: f32, %a5023: f32, %o5024: f32):
    %b5025 = arith.addf %a5022, %a5023 : f32
    linalg.yield %b5025 : f32
  } -> tensor<8x256xf32>
  %e5027 = tensor.empty() : tensor<8x256xf32>
  %g5031 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5026 : tensor<8x256xf32>) outs(%e5027 : tensor<8x256xf32>) {
  ^bb0(%a5028: f32, %o5029: f32):
    %b5030 = math.tanh %a5028 : f32
    linalg.yield %b5030 : f32
  } -> tensor<8x256xf32>
  %e5032 = tensor.empty() : tensor<8x128xf32>
  %f5033 = linalg.fill ins(%c0 : f32) outs(%e5032 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5034 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5031, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5033 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5035 = tensor.empty() : tensor<8x128xf32>
  %g5040 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5034, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5035 : tensor<8x128xf32>) {
  ^bb0(%a5036: f32, %a5037: f32, %o5038: f32):
    %b5039 = arith.addf %a5036, %a5037 : f32
    linalg.yield %b5039 : f32
  } -> tensor<8x128xf32>
  %s5041 = tensor.extract_slice %x[180, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5042 = tensor.collapse_shape %s5041 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5043 = tensor.empty() : tensor<8x1280xf32>
  %cat5044 = tensor.insert_slice %r5042 into %e5043[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5045 = tensor.insert_slice %g5031 into %cat5044[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5046 = tensor.empty() : tensor<8x256xf32>
  %f5047 = linalg.fill ins(%c0 : f32) outs(%e5046 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5048 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5045, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5047 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5049 = tensor.empty() : tensor<8x256xf32>
  %g5054 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5048, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5049 : tensor<8x256xf32>) {
  ^bb0(%a5050: f32, %a5051: f32, %o5052: f32):
    %b5053 = arith.addf %a5050, %a5051 : f32
    linalg.yield %b5053 : f32
  } -> tensor<8x256xf32>
  %e5055 = tensor.empty() : tensor<8x256xf32>
  %g5059 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5054 : tensor<8x256xf32>) outs(%e5055 : tensor<8x256xf32>) {
  ^bb0(%a5056: f32, %o5057: f32):
    %b5058 = math.tanh %a5056 : f32
    linalg.yield %b5058 : f32
  } -> tensor<8x256xf32>
  %e5060 = tensor.empty() : tensor<8x128xf32>
  %f5061 = linalg.fill ins(%c0 : f32) outs(%e5060 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5062 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5059, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5061 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5063 = tensor.empty() : tensor<8x128xf32>
  %g5068 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5062, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5063 : tensor<8x128xf32>) {
  ^bb0(%a5064: f32, %a5065: f32, %o5066: f32):
    %b5067 = arith.addf %a5064, %a5065 : f32
    linalg.yield %b5067 : f32
  } -> tensor<8x128xf32>
  %s5069 = tensor.extract_slice %x[181, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5070 = tensor.collapse_shape %s5069 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5071 = tensor.empty() : tensor<8x1280xf32>
  %cat5072 = tensor.insert_slice %r5070 into %e5071[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5073 = tensor.insert_slice %g5059 into %cat5072[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5074 = tensor.empty() : tensor<8x256xf32>
  %f5075 = linalg.fill ins(%c0 : f32) outs(%e5074 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5076 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5073, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5075 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5077 = tensor.empty() : tensor<8x256xf32>
  %g5082 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5076, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5077 : tensor<8x256xf32>) {
  ^bb0(%a5078: f32, %a5079: f32, %o5080: f32):
    %b5081 = arith.addf %a5078, %a5079 : f32
    linalg.yield %b5081 : f32
  } -> tensor<8x256xf32>
  %e5083 = tensor.empty() : tensor<8x256xf32>
  %g5087 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5082 : tensor<8x256xf32>) outs(%e5083 : tensor<8x256xf32>) {
  ^bb0(%a5084: f32, %o5085: f32):
    %b5086 = math.tanh %a5084 : f32
    linalg.yield %b5086 : f32
  } -> tensor<8x256xf32>
  %e5088 = tensor.empty() : tensor<8x128xf32>
  %f5089 = linalg.fill ins(%c0 : f32) outs(%e5088 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5090 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5087, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5089 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5091 = tensor.empty() : tensor<8x128xf32>
  %g5096 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5090, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5091 : tensor<8x128xf32>) {
  ^bb0(%a5092: f32, %a5093: f32, %o5094: f32):
    %b5095 = arith.addf %a5092, %a5093 : f32
    linalg.yield %b5095 : f32
  } -> tensor<8x128xf32>
  %s5097 = tensor.extract_slice %x[182, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5098 = tensor.collapse_shape %s5097 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5099 = tensor.empty() : tensor<8x1280xf32>
  %cat5100 = tensor.insert_slice %r5098 into %e5099[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5101 = tensor.insert_slice %g5087 into %cat5100[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5102 = tensor.empty() : tensor<8x256xf32>
  %f5103 = linalg.fill ins(%c0 : f32) outs(%e5102 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5104 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5101, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5103 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5105 = tensor.empty() : tensor<8x256xf32>
  %g5110 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5104, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5105 : tensor<8x256xf32>) {
  ^bb0(%a5106: f32, %a5107: f32, %o5108: f32):
    %b5109 = arith.addf %a5106, %a5107 : f32
    linalg.yield %b5109 : f32
  } -> tensor<8x256xf32>
  %e5111 = tensor.empty() : tensor<8x256xf32>
  %g5115 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5110 : tensor<8x256xf32>) outs(%e5111 : tensor<8x256xf32>) {
  ^bb0(%a5112: f32, %o5113: f32):
    %b5114 = math.tanh %a5112 : f32
    linalg.yield %b5114 : f32
  } -> tensor<8x256xf32>
  %e5116 = tensor.empty() : tensor<8x128xf32>
  %f5117 = linalg.fill ins(%c0 : f32) outs(%e5116 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5118 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5115, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5117 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5119 = tensor.empty() : tensor<8x128xf32>
  %g5124 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5118, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5119 : tensor<8x128xf32>) {
  ^bb0(%a5120: f32, %a5121: f32, %o5122: f32):
    %b5123 = arith.addf %a5120, %a5121 : f32
    linalg.yield %b5123 : f32
  } -> tensor<8x128xf32>
  %s5125 = tensor.extract_slice %x[183, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5126 = tensor.collapse_shape %s5125 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5127 = tensor.empty() : tensor<8x1280xf32>
  %cat5128 = tensor.insert_slice %r5126 into %e5127[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5129 = tensor.insert_slice %g5115 into %cat5128[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5130 = tensor.empty() : tensor<8x256xf32>
  %f5131 = linalg.fill ins(%c0 : f32) outs(%e5130 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5132 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5129, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5131 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5133 = tensor.empty() : tensor<8x256xf32>
  %g5138 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5132, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5133 : tensor<8x256xf32>) {
  ^bb0(%a5134: f32, %a5135: f32, %o5136: f32):
    %b5137 = arith.addf %a5134, %a5135 : f32
    linalg.yield %b5137 : f32
  } -> tensor<8x256xf32>
  %e5139 = tensor.empty() : tensor<8x256xf32>
  %g5143 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5138 : tensor<8x256xf32>) outs(%e5139 : tensor<8x256xf32>) {
  ^bb0(%a5140: f32, %o5141: f32):
    %b5142 = math.tanh %a5140 : f32
    linalg.yield %b5142 : f32
  } -> tensor<8x256xf32>
  %e5144 = tensor.empty() : tensor<8x128xf32>
  %f5145 = linalg.fill ins(%c0 : f32) outs(%e5144 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5146 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5143, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5145 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5147 = tensor.empty() : tensor<8x128xf32>
  %g5152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5146, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5147 : tensor<8x128xf32>) {
  ^bb0(%a5148: f32, %a5149: f32, %o5150: f32):
    %b5151 = arith.addf %a5148, %a5149 : f32
    linalg.yield %b5151 : f32
  } -> tensor<8x128xf32>
  %s5153 = tensor.extract_slice %x[184, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5154 = tensor.collapse_shape %s5153 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5155 = tensor.empty() : tensor<8x1280xf32>
  %cat5156 = tensor.insert_slice %r5154 into %e5155[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5157 = tensor.insert_slice %g5143 into %cat5156[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5158 = tensor.empty() : tensor<8x256xf32>
  %f5159 = linalg.fill ins(%c0 : f32) outs(%e5158 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5160 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5157, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5159 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5161 = tensor.empty() : tensor<8x256xf32>
  %g5166 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5160, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5161 : tensor<8x256xf32>) {
  ^bb0(%a5162: f32, %a5163: f32, %o5164: f32):
    %b5165 = arith.addf %a5162, %a5163 : f32
    linalg.yield %b5165 : f32
  } -> tensor<8x256xf32>
  %e5167 = tensor.empty() : tensor<8x256xf32>
  %g5171 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5166 : tensor<8x256xf32>) outs(%e5167 : tensor<8x256xf32>) {
  ^bb0(%a5168: f32, %o5169: f32):
    %b5170 = math.tanh %a5168 : f32
    linalg.yield %b5170 : f32
  } -> tensor<8x256xf32>
  %e5172 = tensor.empty() : tensor<8x128xf32>
  %f5173 = linalg.fill ins(%c0 : f32) outs(%e5172 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5174 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5171, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5173 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5175 = tensor.empty() : tensor<8x128xf32>
  %g5180 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5174, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5175 : tensor<8x128xf32>) {
  ^bb0(%a5176: f32, %a5177: f32, %o5178: f32):
    %b5179 = arith.addf %a5176, %a5177 : f32
    linalg.yield %b5179 : f32
  } -> tensor<8x128xf32>
  %s5181 = tensor.extract_slice %x[185, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5182 = tensor.collapse_shape %s5181 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5183 = tensor.empty() : tensor<8x1280xf32>
  %cat5184 = tensor.insert_slice %r5182 into %e5183[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5185 = tensor.insert_slice %g5171 into %cat5184[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5186 = tensor.empty() : tensor<8x256xf32>
  %f5187 = linalg.fill ins(%c0 : f32) outs(%e5186 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5188 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5185, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5187 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5189 = tensor.empty() : tensor<8x256xf32>
  %g5194 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5188, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5189 : tensor<8x256xf32>) {
  ^bb0(%a5190: f32, %a5191: f32, %o5192: f32):
    %b5193 = arith.addf %a5190, %a5191 : f32
    linalg.yield %b5193 : f32
  } -> tensor<8x256xf32>
  %e5195 = tensor.empty() : tensor<8x256xf32>
  %g5199 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5194 : tensor<8x256xf32>) outs(%e5195 : tensor<8x256xf32>) {
  ^bb0(%a5196: f32, %o5197: f32):
    %b5198 = math.tanh %a5196 : f32
    linalg.yield %b5198 : f32
  } -> tensor<8x256xf32>
  %e5200 = tensor.empty() : tensor<8x128xf32>
  %f5201 = linalg.fill ins(%c0 : f32) outs(%e5200 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5202 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5199, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5201 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5203 = tensor.empty() : tensor<8x128xf32>
  %g5208 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5202, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5203 : tensor<8x128xf32>) {
  ^bb0(%a5204: f32, %a5205: f32, %o5206: f32):
    %b5207 = arith.addf %a5204, %a5205 : f32
    linalg.yield %b5207 : f32
  } -> tensor<8x128xf32>
  %s5209 = tensor.extract_slice %x[186, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5210 = tensor.collapse_shape %s5209 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5211 = tensor.empty() : tensor<8x1280xf32>
  %cat5212 = tensor.insert_slice %r5210 into %e5211[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5213 = tensor.insert_slice %g5199 into %cat5212[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5214 = tensor.empty() : tensor<8x256xf32>
  %f5215 = linalg.fill ins(%c0 : f32) outs(%e5214 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5216 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5213, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5215 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5217 = tensor.empty() : tensor<8x256xf32>
  %g5222 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5216, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5217 : tensor<8x256xf32>) {
  ^bb0(%a5218: f32, %a5219: f32, %o5220: f32):
    %b5221 = arith.addf %a5218, %a5219 : f32
    linalg.yield %b5221 : f32
  } -> tensor<8x256xf32>
  %e5223 = tensor.empty() : tensor<8x256xf32>
  %g5227 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5222 : tensor<8x256xf32>) outs(%e5223 : tensor<8x256xf32>) {
  ^bb0(%a5224: f32, %o5225: f32):
    %b5226 = math.tanh %a5224 : f32
    linalg.yield %b5226 : f32
  } -> tensor<8x256xf32>
  %e5228 = tensor.empty() : tensor<8x128xf32>
  %f5229 = linalg.fill ins(%c0 : f32) outs(%e5228 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5230 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5227, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5229 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5231 = tensor.empty() : tensor<8x128xf32>
  %g5236 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5230, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5231 : tensor<8x128xf32>) {
  ^bb0(%a5232: f32, %a5233: f32, %o5234: f32):
    %b5235 = arith.addf %a5232, %a5233 : f32
    linalg.yield %b5235 : f32
  } -> tensor<8x128xf32>
  %s5237 = tensor.extract_slice %x[187, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5238 = tensor.collapse_shape %s5237 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5239 = tensor.empty() : tensor<8x1280xf32>
  %cat5240 = tensor.insert_slice %r5238 into %e5239[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5241 = tensor.insert_slice %g5227 into %cat5240[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5242 = tensor.empty() : tensor<8x256xf32>
  %f5243 = linalg.fill ins(%c0 : f32) outs(%e5242 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5244 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5241, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5243 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5245 = tensor.empty() : tensor<8x256xf32>
  %g5250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5244, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5245 : tensor<8x256xf32>) {
  ^bb0(%a5246: f32, %a5247: f32, %o5248: f32):
    %b5249 = arith.addf %a5246, %a5247 : f32
    linalg.yield %b5249 : f32
  } -> tensor<8x256xf32>
  %e5251 = tensor.empty() : tensor<8x256xf32>
  %g5255 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5250 : tensor<8x256xf32>) outs(%e5251 : tensor<8x256xf32>) {
  ^bb0(%a5252: f32, %o5253: f32):
    %b5254 = math.tanh %a5252 : f32
    linalg.yield %b5254 : f32
  } -> tensor<8x256xf32>
  %e5256 = tensor.empty() : tensor<8x128xf32>
  %f5257 = linalg.fill ins(%c0 : f32) outs(%e5256 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5258 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5255, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5257 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5259 = tensor.empty() : tensor<8x128xf32>
  %g5264 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5258, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5259 : tensor<8x128xf32>) {
  ^bb0(%a5260: f32, %a5261: f32, %o5262: f32):
    %b5263 = arith.addf %a5260, %a5261 : f32
    linalg.yield %b5263 : f32
  } -> tensor<8x128xf32>
  %s5265 = tensor.extract_slice %x[188, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5266 = tensor.collapse_shape %s5265 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5267 = tensor.empty() : tensor<8x1280xf32>
  %cat5268 = tensor.insert_slice %r5266 into %e5267[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5269 = tensor.insert_slice %g5255 into %cat5268[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5270 = tensor.empty() : tensor<8x256xf32>
  %f5271 = linalg.fill ins(%c0 : f32) outs(%e5270 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5272 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5269, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5271 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5273 = tensor.empty() : tensor<8x256xf32>
  %g5278 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5272, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5273 : tensor<8x256xf32>) {
  ^bb0(%a5274: f32, %a5275: f32, %o5276: f32):
    %b5277 = arith.addf %a5274, %a5275 : f32
    linalg.yield %b5277 : f32
  } -> tensor<8x256xf32>
  %e5279 = tensor.empty() : tensor<8x256xf32>
  %g5283 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5278 : tensor<8x256xf32>) outs(%e5279 : tensor<8x256xf32>) {
  ^bb0(%a5280: f32, %o5281: f32):
    %b5282 = math.tanh %a5280 : f32
    linalg.yield %b5282 : f32
  } -> tensor<8x256xf32>
  %e5284 = tensor.empty() : tensor<8x128xf32>
  %f5285 = linalg.fill ins(%c0 : f32) outs(%e5284 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5286 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5283, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5285 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5287 = tensor.empty() : tensor<8x128xf32>
  %g5292 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5286, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5287 : tensor<8x128xf32>) {
  ^bb0(%a5288: f32, %a5289: f32, %o5290: f32):
    %b5291 = arith.addf %a5288, %a5289 : f32
    linalg.yield %b5291 : f32
  } -> tensor<8x128xf32>
  %s5293 = tensor.extract_slice %x[189, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5294 = tensor.collapse_shape %s5293 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5295 = tensor.empty() : tensor<8x1280xf32>
  %cat5296 = tensor.insert_slice %r5294 into %e5295[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5297 = tensor.insert_slice %g5283 into %cat5296[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5298 = tensor.empty() : tensor<8x256xf32>
  %f5299 = linalg.fill ins(%c0 : f32) outs(%e5298 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5300 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5297, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5299 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5301 = tensor.empty() : tensor<8x256xf32>
  %g5306 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5300, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5301 : tensor<8x256xf32>) {
  ^bb0(%a5302: f32, %a5303: f32, %o5304: f32):
    %b5305 = arith.addf %a5302, %a5303 : f32
    linalg.yield %b5305 : f32
  } -> tensor<8x256xf32>
  %e5307 = tensor.empty() : tensor<8x256xf32>
  %g5311 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5306 : tensor<8x256xf32>) outs(%e5307 : tensor<8x256xf32>) {
  ^bb0(%a5308: f32, %o5309: f32):
    %b5310 = math.tanh %a5308 : f32
    linalg.yield %b5310 : f32
  } -> tensor<8x256xf32>
  %e5312 = tensor.empty() : tensor<8x128xf32>
  %f5313 = linalg.fill ins(%c0 : f32) outs(%e5312 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5314 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5311, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5313 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5315 = tensor.empty() : tensor<8x128xf32>
  %g5320 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5314, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5315 : tensor<8x128xf32>) {
  ^bb0(%a5316: f32, %a5317: f32, %o5318: f32):
    %b5319 = arith.addf %a5316, %a5317 : f32
    linalg.yield %b5319 : f32
  } -> tensor<8x128xf32>
  %s5321 = tensor.extract_slice %x[190, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5322 = tensor.collapse_shape %s5321 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5323 = tensor.empty() : tensor<8x1280xf32>
  %cat5324 = tensor.insert_slice %r5322 into %e5323[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5325 = tensor.insert_slice %g5311 into %cat5324[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5326 = tensor.empty() : tensor<8x256xf32>
  %f5327 = linalg.fill ins(%c0 : f32) outs(%e5326 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5328 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5325, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5327 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5329 = tensor.empty() : tensor<8x256xf32>
  %g5334 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5328, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5329 : tensor<8x256xf32>) {
  ^bb0(%a5330: f32, %a5331: f32, %o5332: f32):
    %b5333 = arith.addf %a5330, %a5331 : f32
    linalg.yield %b5333 : f32
  } -> tensor<8x256xf32>
  %e5335 = tensor.empty() : tensor<8x256xf32>
  %g5339 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5334 : tensor<8x256xf32>) outs(%e5335 : tensor<8x256xf32>) {
  ^bb0(%a5336: f32, %o5337: f32):
    %b5338 = math.tanh %a5336 : f32
    linalg.yield %b5338 : f32
  } -> tensor<8x256xf32>
  %e5340 = tensor.empty() : tensor<8x128xf32>
  %f5341 = linalg.fill ins(%c0 : f32) outs(%e5340 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5342 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5339, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5341 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5343 = tensor.empty() : tensor<8x128xf32>
  %g5348 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5342, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5343 : tensor<8x128xf32>) {
  ^bb0(%a5344: f32, %a5345: f32, %o5346: f32):
    %b5347 = arith.addf %a5344, %a5345 : f32
    linalg.yield %b5347 : f32
  } -> tensor<8x128xf32>
  %s5349 = tensor.extract_slice %x[191, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5350 = tensor.collapse_shape %s5349 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5351 = tensor.empty() : tensor<8x1280xf32>
  %cat5352 = tensor.insert_slice %r5350 into %e5351[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5353 = tensor.insert_slice %g5339 into %cat5352[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5354 = tensor.empty() : tensor<8x256xf32>
  %f5355 = linalg.fill ins(%c0 : f32) outs(%e5354 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5356 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5353, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5355 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5357 = tensor.empty() : tensor<8x256xf32>
  %g5362 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5356, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5357 : tensor<8x256xf32>) {
  ^bb0(%a5358: f32, %a5359: f32, %o5360: f32):
    %b5361 = arith.addf %a5358, %a5359 : f32
    linalg.yield %b5361 : f32
  } -> tensor<8x256xf32>
  %e5363 = tensor.empty() : tensor<8x256xf32>
  %g5367 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5362 : tensor<8x256xf32>) outs(%e5363 : tensor<8x256xf32>) {
  ^bb0(%a5364: f32, %o5365: f32):
    %b5366 = math.tanh %a5364 : f32
    linalg.yield %b5366 : f32
  } -> tensor<8x256xf32>
  %e5368 = tensor.empty() : tensor<8x128xf32>
  %f5369 = linalg.fill ins(%c0 : f32) outs(%e5368 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5370 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5367, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5369 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5371 = tensor.empty() : tensor<8x128xf32>
  %g5376 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5370, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5371 : tensor<8x128xf32>) {
  ^bb0(%a5372: f32, %a5373: f32, %o5374: f32):
    %b5375 = arith.addf %a5372, %a5373 : f32
    linalg.yield %b5375 : f32
  } -> tensor<8x128xf32>
  %s5377 = tensor.extract_slice %x[192, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5378 = tensor.collapse_shape %s5377 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5379 = tensor.empty() : tensor<8x1280xf32>
  %cat5380 = tensor.insert_slice %r5378 into %e5379[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5381 = tensor.insert_slice %g5367 into %cat5380[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5382 = tensor.empty() : tensor<8x256xf32>
  %f5383 = linalg.fill ins(%c0 : f32) outs(%e5382 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5384 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5381, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5383 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5385 = tensor.empty() : tensor<8x256xf32>
  %g5390 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5384, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5385 : tensor<8x256xf32>) {
  ^bb0(%a5386: f32, %a5387: f32, %o5388: f32):
    %b5389 = arith.addf %a5386, %a5387 : f32
    linalg.yield %b5389 : f32
  } -> tensor<8x256xf32>
  %e5391 = tensor.empty() : tensor<8x256xf32>
  %g5395 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5390 : tensor<8x256xf32>) outs(%e5391 : tensor<8x256xf32>) {
  ^bb0(%a5392: f32, %o5393: f32):
    %b5394 = math.tanh %a5392 : f32
    linalg.yield %b5394 : f32
  } -> tensor<8x256xf32>
  %e5396 = tensor.empty() : tensor<8x128xf32>
  %f5397 = linalg.fill ins(%c0 : f32) outs(%e5396 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5398 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5395, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5397 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5399 = tensor.empty() : tensor<8x128xf32>
  %g5404 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5398, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5399 : tensor<8x128xf32>) {
  ^bb0(%a5400: f32, %a5401: f32, %o5402: f32):
    %b5403 = arith.addf %a5400, %a5401 : f32
    linalg.yield %b5403 : f32
  } -> tensor<8x128xf32>
  %s5405 = tensor.extract_slice %x[193, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5406 = tensor.collapse_shape %s5405 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5407 = tensor.empty() : tensor<8x1280xf32>
  %cat5408 = tensor.insert_slice %r5406 into %e5407[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5409 = tensor.insert_slice %g5395 into %cat5408[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5410 = tensor.empty() : tensor<8x256xf32>
  %f5411 = linalg.fill ins(%c0 : f32) outs(%e5410 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5412 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5409, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5411 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5413 = tensor.empty() : tensor<8x256xf32>
  %g5418 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5412, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5413 : tensor<8x256xf32>) {
  ^bb0(%a5414: f32, %a5415: f32, %o5416: f32):
    %b5417 = arith.addf %a5414, %a5415 : f32
    linalg.yield %b5417 : f32
  } -> tensor<8x256xf32>
  %e5419 = tensor.empty() : tensor<8x256xf32>
  %g5423 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5418 : tensor<8x256xf32>) outs(%e5419 : tensor<8x256xf32>) {
  ^bb0(%a5420: f32, %o5421: f32):
    %b5422 = math.tanh %a5420 : f32
    linalg.yield %b5422 : f32
  } -> tensor<8x256xf32>
  %e5424 = tensor.empty() : tensor<8x128xf32>
  %f5425 = linalg.fill ins(%c0 : f32) outs(%e5424 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5426 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5423, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5425 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5427 = tensor.empty() : tensor<8x128xf32>
  %g5432 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5426, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5427 : tensor<8x128xf32>) {
  ^bb0(%a5428: f32, %a5429: f32, %o5430: f32):
    %b5431 = arith.addf %a5428, %a5429 : f32
    linalg.yield %b5431 : f32
  } -> tensor<8x128xf32>
  %s5433 = tensor.extract_slice %x[194, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5434 = tensor.collapse_shape %s5433 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5435 = tensor.empty() : tensor<8x1280xf32>
  %cat5436 = tensor.insert_slice %r5434 into %e5435[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5437 = tensor.insert_slice %g5423 into %cat5436[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5438 = tensor.empty() : tensor<8x256xf32>
  %f5439 = linalg.fill ins(%c0 : f32) outs(%e5438 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5440 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5437, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5439 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5441 = tensor.empty() : tensor<8x256xf32>
  %g5446 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5440, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5441 : tensor<8x256xf32>) {
  ^bb0(%a5442: f32, %a5443: f32, %o5444: f32):
    %b5445 = arith.addf %a5442, %a5443 : f32
    linalg.yield %b5445 : f32
  } -> tensor<8x256xf32>
  %e5447 = tensor.empty() : tensor<8x256xf32>
  %g5451 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5446 : tensor<8x256xf32>) outs(%e5447 : tensor<8x256xf32>) {
  ^bb0(%a5448: f32, %o5449: f32):
    %b5450 = math.tanh %a5448 : f32
    linalg.yield %b5450 : f32
  } -> tensor<8x256xf32>
  %e5452 = tensor.empty() : tensor<8x128xf32>
  %f5453 = linalg.fill ins(%c0 : f32) outs(%e5452 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5454 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5451, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5453 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5455 = tensor.empty() : tensor<8x128xf32>
  %g5460 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5454, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5455 : tensor<8x128xf32>) {
  ^bb0(%a5456: f32, %a5457: f32, %o5458: f32):
    %b5459 = arith.addf %a5456, %a5457 : f32
    linalg.yield %b5459 : f32
  } -> tensor<8x128xf32>
  %s5461 = tensor.extract_slice %x[195, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5462 = tensor.collapse_shape %s5461 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5463 = tensor.empty() : tensor<8x1280xf32>
  %cat5464 = tensor.insert_slice %r5462 into %e5463[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5465 = tensor.insert_slice %g5451 into %cat5464[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5466 = tensor.empty() : tensor<8x256xf32>
  %f5467 = linalg.fill ins(%c0 : f32) outs(%e5466 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5468 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5465, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5467 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5469 = tensor.empty() : tensor<8x256xf32>
  %g5474 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5468, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5469 : tensor<8x256xf32>) {
  ^bb0(%a5470: f32, %a5471: f32, %o5472: f32):
    %b5473 = arith.addf %a5470, %a5471 : f32
    linalg.yield %b5473 : f32
  } -> tensor<8x256xf32>
  %e5475 = tensor.empty() : tensor<8x256xf32>
  %g5479 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5474 : tensor<8x256xf32>) outs(%e5475 : tensor<8x256xf32>) {
  ^bb0(%a5476: f32, %o5477: f32):
    %b5478 = math.tanh %a5476 : f32
    linalg.yield %b5478 : f32
  } -> tensor<8x256xf32>
  %e5480 = tensor.empty() : tensor<8x128xf32>
  %f5481 = linalg.fill ins(%c0 : f32) outs(%e5480 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5482 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5479, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5481 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5483 = tensor.empty() : tensor<8x128xf32>
  %g5488 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5482, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5483 : tensor<8x128xf32>) {
  ^bb0(%a5484: f32, %a5485: f32, %o5486: f32):
    %b5487 = arith.addf %a5484, %a5485 : f32
    linalg.yield %b5487 : f32
  } -> tensor<8x128xf32>
  %s5489 = tensor.extract_slice %x[196, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5490 = tensor.collapse_shape %s5489 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5491 = tensor.empty() : tensor<8x1280xf32>
  %cat5492 = tensor.insert_slice %r5490 into %e5491[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5493 = tensor.insert_slice %g5479 into %cat5492[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5494 = tensor.empty() : tensor<8x256xf32>
  %f5495 = linalg.fill ins(%c0 : f32) outs(%e5494 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5496 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5493, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5495 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5497 = tensor.empty() : tensor<8x256xf32>
  %g5502 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5496, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5497 : tensor<8x256xf32>) {
  ^bb0(%a5498: f32, %a5499: f32, %o5500: f32):
    %b5501 = arith.addf %a5498, %a5499 : f32
    linalg.yield %b5501 : f32
  } -> tensor<8x256xf32>
  %e5503 = tensor.empty() : tensor<8x256xf32>
  %g5507 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5502 : tensor<8x256xf32>) outs(%e5503 : tensor<8x256xf32>) {
  ^bb0(%a5504: f32, %o5505: f32):
    %b5506 = math.tanh %a5504 : f32
    linalg.yield %b5506 : f32
  } -> tensor<8x256xf32>
  %e5508 = tensor.empty() : tensor<8x128xf32>
  %f5509 = linalg.fill ins(%c0 : f32) outs(%e5508 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5510 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5507, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5509 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5511 = tensor.empty() : tensor<8x128xf32>
  %g5516 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5510, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5511 : tensor<8x128xf32>) {
  ^bb0(%a5512: f32, %a5513: f32, %o5514: f32):
    %b5515 = arith.addf %a5512, %a5513 : f32
    linalg.yield %b5515 : f32
  } -> tensor<8x128xf32>
  %s5517 = tensor.extract_slice %x[197, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5518 = tensor.collapse_shape %s5517 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5519 = tensor.empty() : tensor<8x1280xf32>
  %cat5520 = tensor.insert_slice %r5518 into %e5519[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5521 = tensor.insert_slice %g5507 into %cat5520[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5522 = tensor.empty() : tensor<8x256xf32>
  %f5523 = linalg.fill ins(%c0 : f32) outs(%e5522 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5524 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5521, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5523 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5525 = tensor.empty() : tensor<8x256xf32>
  %g5530 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5524, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5525 : tensor<8x256xf32>) {
  ^bb0(%a5526: f32, %a5527: f32, %o5528: f32):
    %b5529 = arith.addf %a5526, %a5527 : f32
    linalg.yield %b5529 : f32
  } -> tensor<8x256xf32>
  %e5531 = tensor.empty() : tensor<8x256xf32>
  %g5535 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5530 : tensor<8x256xf32>) outs(%e5531 : tensor<8x256xf32>) {
  ^bb0(%a5532: f32, %o5533: f32):
    %b5534 = math.tanh %a5532 : f32
    linalg.yield %b5534 : f32
  } -> tensor<8x256xf32>
  %e5536 = tensor.empty() : tensor<8x128xf32>
  %f5537 = linalg.fill ins(%c0 : f32) outs(%e5536 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5538 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5535, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5537 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5539 = tensor.empty() : tensor<8x128xf32>
  %g5544 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5538, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5539 : tensor<8x128xf32>) {
  ^bb0(%a5540: f32, %a5541: f32, %o5542: f32):
    %b5543 = arith.addf %a5540, %a5541 : f32
    linalg.yield %b5543 : f32
  } -> tensor<8x128xf32>
  %s5545 = tensor.extract_slice %x[198, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5546 = tensor.collapse_shape %s5545 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5547 = tensor.empty() : tensor<8x1280xf32>
  %cat5548 = tensor.insert_slice %r5546 into %e5547[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5549 = tensor.insert_slice %g5535 into %cat5548[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5550 = tensor.empty() : tensor<8x256xf32>
  %f5551 = linalg.fill ins(%c0 : f32) outs(%e5550 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5552 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5549, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5551 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5553 = tensor.empty() : tensor<8x256xf32>
  %g5558 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5552, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5553 : tensor<8x256xf32>) {
  ^bb0(%a5554: f32, %a5555: f32, %o5556: f32):
    %b5557 = arith.addf %a5554, %a5555 : f32
    linalg.yield %b5557 : f32
  } -> tensor<8x256xf32>
  %e5559 = tensor.empty() : tensor<8x256xf32>
  %g5563 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5558 : tensor<8x256xf32>) outs(%e5559 : tensor<8x256xf32>) {
  ^bb0(%a5560: f32, %o5561: f32):
    %b5562 = math.tanh %a5560 : f32
    linalg.yield %b5562 : f32
  } -> tensor<8x256xf32>
  %e5564 = tensor.empty() : tensor<8x128xf32>
  %f5565 = linalg.fill ins(%c0 : f32) outs(%e5564 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5566 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5563, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5565 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5567 = tensor.empty() : tensor<8x128xf32>
  %g5572 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5566, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5567 : tensor<8x128xf32>) {
  ^bb0(%a5568: f32, %a5569: f32, %o5570: f32):
    %b5571 = arith.addf %a5568, %a5569 : f32
    linalg.yield %b5571 : f32
  } -> tensor<8x128xf32>
  %s5573 = tensor.extract_slice %x[199, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5574 = tensor.collapse_shape %s5573 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5575 = tensor.empty() : tensor<8x1280xf32>
  %cat5576 = tensor.insert_slice %r5574 into %e5575[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5577 = tensor.insert_slice %g5563 into %cat5576[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5578 = tensor.empty() : tensor<8x256xf32>
  %f5579 = linalg.fill ins(%c0 : f32) outs(%e5578 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5580 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5577, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5579 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5581 = tensor.empty() : tensor<8x256xf32>
  %g5586 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5580, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5581 : tensor<8x256xf32>) {
  ^bb0(%a5582: f32, %a5583: f32, %o5584: f32):
    %b5585 = arith.addf %a5582, %a5583 : f32
    linalg.yield %b5585 : f32
  } -> tensor<8x256xf32>
  %e5587 = tensor.empty() : tensor<8x256xf32>
  %g5591 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5586 : tensor<8x256xf32>) outs(%e5587 : tensor<8x256xf32>) {
  ^bb0(%a5588: f32, %o5589: f32):
    %b5590 = math.tanh %a5588 : f32
    linalg.yield %b5590 : f32
  } -> tensor<8x256xf32>
  %e5592 = tensor.empty() : tensor<8x128xf32>
  %f5593 = linalg.fill ins(%c0 : f32) outs(%e5592 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5594 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5591, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5593 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5595 = tensor.empty() : tensor<8x128xf32>
  %g5600 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5594, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5595 : tensor<8x128xf32>) {
  ^bb0(%a5596: f32, %a5597: f32, %o5598: f32):
    %b5599 = arith.addf %a5596, %a5597 : f32
    linalg.yield %b5599 : f32
  } -> tensor<8x128xf32>
  %s5601 = tensor.extract_slice %x[200, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5602 = tensor.collapse_shape %s5601 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5603 = tensor.empty() : tensor<8x1280xf32>
  %cat5604 = tensor.insert_slice %r5602 into %e5603[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5605 = tensor.insert_slice %g5591 into %cat5604[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5606 = tensor.empty() : tensor<8x256xf32>
  %f5607 = linalg.fill ins(%c0 : f32) outs(%e5606 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5608 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5605, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5607 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5609 = tensor.empty() : tensor<8x256xf32>
  %g5614 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5608, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5609 : tensor<8x256xf32>) {
  ^bb0(%a5610: f32, %a5611: f32, %o5612: f32):
    %b5613 = arith.addf %a5610, %a5611 : f32
    linalg.yield %b5613 : f32
  } -> tensor<8x256xf32>
  %e5615 = tensor.empty() : tensor<8x256xf32>
  %g5619 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5614 : tensor<8x256xf32>) outs(%e5615 : tensor<8x256xf32>) {
  ^bb0(%a5616: f32, %o5617: f32):
    %b5618 = math.tanh %a5616 : f32
    linalg.yield %b5618 : f32
  } -> tensor<8x256xf32>
  %e5620 = tensor.empty() : tensor<8x128xf32>
  %f5621 = linalg.fill ins(%c0 : f32) outs(%e5620 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5622 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5619, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5621 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5623 = tensor.empty() : tensor<8x128xf32>
  %g5628 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5622, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5623 : tensor<8x128xf32>) {
  ^bb0(%a5624: f32, %a5625: f32, %o5626: f32):
    %b5627 = arith.addf %a5624, %a5625 : f32
    linalg.yield %b5627 : f32
  } -> tensor<8x128xf32>
  %s5629 = tensor.extract_slice %x[201, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5630 = tensor.collapse_shape %s5629 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5631 = tensor.empty() : tensor<8x1280xf32>
  %cat5632 = tensor.insert_slice %r5630 into %e5631[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5633 = tensor.insert_slice %g5619 into %cat5632[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5634 = tensor.empty() : tensor<8x256xf32>
  %f5635 = linalg.fill ins(%c0 : f32) outs(%e5634 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5636 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5633, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5635 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5637 = tensor.empty() : tensor<8x256xf32>
  %g5642 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5636, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5637 : tensor<8x256xf32>) {
  ^bb0(%a5638: f32, %a5639: f32, %o5640: f32):
    %b5641 = arith.addf %a5638, %a5639 : f32
    linalg.yield %b5641 : f32
  } -> tensor<8x256xf32>
  %e5643 = tensor.empty() : tensor<8x256xf32>
  %g5647 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5642 : tensor<8x256xf32>) outs(%e5643 : tensor<8x256xf32>) {
  ^bb0(%a5644: f32, %o5645: f32):
    %b5646 = math.tanh %a5644 : f32
    linalg.yield %b5646 : f32
  } -> tensor<8x256xf32>
  %e5648 = tensor.empty() : tensor<8x128xf32>
  %f5649 = linalg.fill ins(%c0 : f32) outs(%e5648 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5650 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5647, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5649 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5651 = tensor.empty() : tensor<8x128xf32>
  %g5656 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5650, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5651 : tensor<8x128xf32>) {
  ^bb0(%a5652: f32, %a5653: f32, %o5654: f32):
    %b5655 = arith.addf %a5652, %a5653 : f32
    linalg.yield %b5655 : f32
  } -> tensor<8x128xf32>
  %s5657 = tensor.extract_slice %x[202, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5658 = tensor.collapse_shape %s5657 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5659 = tensor.empty() : tensor<8x1280xf32>
  %cat5660 = tensor.insert_slice %r5658 into %e5659[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5661 = tensor.insert_slice %g5647 into %cat5660[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5662 = tensor.empty() : tensor<8x256xf32>
  %f5663 = linalg.fill ins(%c0 : f32) outs(%e5662 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5664 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5661, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5663 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5665 = tensor.empty() : tensor<8x256xf32>
  %g5670 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5664, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5665 : tensor<8x256xf32>) {
  ^bb0(%a5666: f32, %a5667: f32, %o5668: f32):
    %b5669 = arith.addf %a5666, %a5667 : f32
    linalg.yield %b5669 : f32
  } -> tensor<8x256xf32>
  %e5671 = tensor.empty() : tensor<8x256xf32>
  %g5675 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5670 : tensor<8x256xf32>) outs(%e5671 : tensor<8x256xf32>) {
  ^bb0(%a5672: f32, %o5673: f32):
    %b5674 = math.tanh %a5672 : f32
    linalg.yield %b5674 : f32
  } -> tensor<8x256xf32>
  %e5676 = tensor.empty() : tensor<8x128xf32>
  %f5677 = linalg.fill ins(%c0 : f32) outs(%e5676 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5678 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5675, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5677 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5679 = tensor.empty() : tensor<8x128xf32>
  %g5684 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5678, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5679 : tensor<8x128xf32>) {
  ^bb0(%a5680: f32, %a5681: f32, %o5682: f32):
    %b5683 = arith.addf %a5680, %a5681 : f32
    linalg.yield %b5683 : f32
  } -> tensor<8x128xf32>
  %s5685 = tensor.extract_slice %x[203, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5686 = tensor.collapse_shape %s5685 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5687 = tensor.empty() : tensor<8x1280xf32>
  %cat5688 = tensor.insert_slice %r5686 into %e5687[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5689 = tensor.insert_slice %g5675 into %cat5688[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5690 = tensor.empty() : tensor<8x256xf32>
  %f5691 = linalg.fill ins(%c0 : f32) outs(%e5690 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5692 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5689, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5691 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5693 = tensor.empty() : tensor<8x256xf32>
  %g5698 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5692, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5693 : tensor<8x256xf32>) {
  ^bb0(%a5694: f32, %a5695: f32, %o5696: f32):
    %b5697 = arith.addf %a5694, %a5695 : f32
    linalg.yield %b5697 : f32
  } -> tensor<8x256xf32>
  %e5699 = tensor.empty() : tensor<8x256xf32>
  %g5703 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5698 : tensor<8x256xf32>) outs(%e5699 : tensor<8x256xf32>) {
  ^bb0(%a5700: f32, %o5701: f32):
    %b5702 = math.tanh %a5700 : f32
    linalg.yield %b5702 : f32
  } -> tensor<8x256xf32>
  %e5704 = tensor.empty() : tensor<8x128xf32>
  %f5705 = linalg.fill ins(%c0 : f32) outs(%e5704 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5706 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5703, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5705 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5707 = tensor.empty() : tensor<8x128xf32>
  %g5712 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5706, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5707 : tensor<8x128xf32>) {
  ^bb0(%a5708: f32, %a5709: f32, %o5710: f32):
    %b5711 = arith.addf %a5708, %a5709 : f32
    linalg.yield %b5711 : f32
  } -> tensor<8x128xf32>
  %s5713 = tensor.extract_slice %x[204, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5714 = tensor.collapse_shape %s5713 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5715 = tensor.empty() : tensor<8x1280xf32>
  %cat5716 = tensor.insert_slice %r5714 into %e5715[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5717 = tensor.insert_slice %g5703 into %cat5716[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5718 = tensor.empty() : tensor<8x256xf32>
  %f5719 = linalg.fill ins(%c0 : f32) outs(%e5718 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5720 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5717, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5719 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5721 = tensor.empty() : tensor<8x256xf32>
  %g5726 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5720, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5721 : tensor<8x256xf32>) {
  ^bb0(%a5722: f32, %a5723: f32, %o5724: f32):
    %b5725 = arith.addf %a5722, %a5723 : f32
    linalg.yield %b5725 : f32
  } -> tensor<8x256xf32>
  %e5727 = tensor.empty() : tensor<8x256xf32>
  %g5731 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5726 : tensor<8x256xf32>) outs(%e5727 : tensor<8x256xf32>) {
  ^bb0(%a5728: f32, %o5729: f32):
    %b5730 = math.tanh %a5728 : f32
    linalg.yield %b5730 : f32
  } -> tensor<8x256xf32>
  %e5732 = tensor.empty() : tensor<8x128xf32>
  %f5733 = linalg.fill ins(%c0 : f32) outs(%e5732 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5734 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5731, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5733 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5735 = tensor.empty() : tensor<8x128xf32>
  %g5740 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5734, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5735 : tensor<8x128xf32>) {
  ^bb0(%a5736: f32, %a5737: f32, %o5738: f32):
    %b5739 = arith.addf %a5736, %a5737 : f32
    linalg.yield %b5739 : f32
  } -> tensor<8x128xf32>
  %s5741 = tensor.extract_slice %x[205, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5742 = tensor.collapse_shape %s5741 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5743 = tensor.empty() : tensor<8x1280xf32>
  %cat5744 = tensor.insert_slice %r5742 into %e5743[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5745 = tensor.insert_slice %g5731 into %cat5744[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5746 = tensor.empty() : tensor<8x256xf32>
  %f5747 = linalg.fill ins(%c0 : f32) outs(%e5746 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5748 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5745, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5747 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5749 = tensor.empty() : tensor<8x256xf32>
  %g5754 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5748, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5749 : tensor<8x256xf32>) {
  ^bb0(%a5750: f32, %a5751: f32, %o5752: f32):
    %b5753 = arith.addf %a5750, %a5751 : f32
    linalg.yield %b5753 : f32
  } -> tensor<8x256xf32>
  %e5755 = tensor.empty() : tensor<8x256xf32>
  %g5759 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5754 : tensor<8x256xf32>) outs(%e5755 : tensor<8x256xf32>) {
  ^bb0(%a5756: f32, %o5757: f32):
    %b5758 = math.tanh %a5756 : f32
    linalg.yield %b5758 : f32
  } -> tensor<8x256xf32>
  %e5760 = tensor.empty() : tensor<8x128xf32>
  %f5761 = linalg.fill ins(%c0 : f32) outs(%e5760 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5762 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5759, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5761 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5763 = tensor.empty() : tensor<8x128xf32>
  %g5768 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5762, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5763 : tensor<8x128xf32>) {
  ^bb0(%a5764: f32, %a5765: f32, %o5766: f32):
    %b5767 = arith.addf %a5764, %a5765 : f32
    linalg.yield %b5767 : f32
  } -> tensor<8x128xf32>
  %s5769 = tensor.extract_slice %x[206, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5770 = tensor.collapse_shape %s5769 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5771 = tensor.empty() : tensor<8x1280xf32>
  %cat5772 = tensor.insert_slice %r5770 into %e5771[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5773 = tensor.insert_slice %g5759 into %cat5772[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5774 = tensor.empty() : tensor<8x256xf32>
  %f5775 = linalg.fill ins(%c0 : f32) outs(%e5774 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5776 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5773, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5775 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5777 = tensor.empty() : tensor<8x256xf32>
  %g5782 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5776, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5777 : tensor<8x256xf32>) {
  ^bb0(%a5778: f32, %a5779: f32, %o5780: f32):
    %b5781 = arith.addf %a5778, %a5779 : f32
    linalg.yield %b5781 : f32
  } -> tensor<8x256xf32>
  %e5783 = tensor.empty() : tensor<8x256xf32>
  %g5787 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5782 : tensor<8x256xf32>) outs(%e5783 : tensor<8x256xf32>) {
  ^bb0(%a5784: f32, %o5785: f32):
    %b5786 = math.tanh %a5784 : f32
    linalg.yield %b5786 : f32
  } -> tensor<8x256xf32>
  %e5788 = tensor.empty() : tensor<8x128xf32>
  %f5789 = linalg.fill ins(%c0 : f32) outs(%e5788 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5790 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5787, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5789 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5791 = tensor.empty() : tensor<8x128xf32>
  %g5796 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5790, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5791 : tensor<8x128xf32>) {
  ^bb0(%a5792: f32, %a5793: f32, %o5794: f32):
    %b5795 = arith.addf %a5792, %a5793 : f32
    linalg.yield %b5795 : f32
  } -> tensor<8x128xf32>
  %s5797 = tensor.extract_slice %x[207, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5798 = tensor.collapse_shape %s5797 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5799 = tensor.empty() : tensor<8x1280xf32>
  %cat5800 = tensor.insert_slice %r5798 into %e5799[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5801 = tensor.insert_slice %g5787 into %cat5800[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5802 = tensor.empty() : tensor<8x256xf32>
  %f5803 = linalg.fill ins(%c0 : f32) outs(%e5802 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5804 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5801, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5803 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5805 = tensor.empty() : tensor<8x256xf32>
  %g5810 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5804, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5805 : tensor<8x256xf32>) {
  ^bb0(%a5806: f32, %a5807: f32, %o5808: f32):
    %b5809 = arith.addf %a5806, %a5807 : f32
    linalg.yield %b5809 : f32
  } -> tensor<8x256xf32>
  %e5811 = tensor.empty() : tensor<8x256xf32>
  %g5815 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5810 : tensor<8x256xf32>) outs(%e5811 : tensor<8x256xf32>) {
  ^bb0(%a5812: f32, %o5813: f32):
    %b5814 = math.tanh %a5812 : f32
    linalg.yield %b5814 : f32
  } -> tensor<8x256xf32>
  %e5816 = tensor.empty() : tensor<8x128xf32>
  %f5817 = linalg.fill ins(%c0 : f32) outs(%e5816 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5818 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5815, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5817 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5819 = tensor.empty() : tensor<8x128xf32>
  %g5824 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5818, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5819 : tensor<8x128xf32>) {
  ^bb0(%a5820: f32, %a5821: f32, %o5822: f32):
    %b5823 = arith.addf %a5820, %a5821 : f32
    linalg.yield %b5823 : f32
  } -> tensor<8x128xf32>
  %s5825 = tensor.extract_slice %x[208, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5826 = tensor.collapse_shape %s5825 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5827 = tensor.empty() : tensor<8x1280xf32>
  %cat5828 = tensor.insert_slice %r5826 into %e5827[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5829 = tensor.insert_slice %g5815 into %cat5828[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5830 = tensor.empty() : tensor<8x256xf32>
  %f5831 = linalg.fill ins(%c0 : f32) outs(%e5830 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5832 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5829, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5831 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5833 = tensor.empty() : tensor<8x256xf32>
  %g5838 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5832, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5833 : tensor<8x256xf32>) {
  ^bb0(%a5834: f32, %a5835: f32, %o5836: f32):
    %b5837 = arith.addf %a5834, %a5835 : f32
    linalg.yield %b5837 : f32
  } -> tensor<8x256xf32>
  %e5839 = tensor.empty() : tensor<8x256xf32>
  %g5843 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5838 : tensor<8x256xf32>) outs(%e5839 : tensor<8x256xf32>) {
  ^bb0(%a5840: f32, %o5841: f32):
    %b5842 = math.tanh %a5840 : f32
    linalg.yield %b5842 : f32
  } -> tensor<8x256xf32>
  %e5844 = tensor.empty() : tensor<8x128xf32>
  %f5845 = linalg.fill ins(%c0 : f32) outs(%e5844 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5846 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5843, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5845 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5847 = tensor.empty() : tensor<8x128xf32>
  %g5852 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5846, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5847 : tensor<8x128xf32>) {
  ^bb0(%a5848: f32, %a5849: f32, %o5850: f32):
    %b5851 = arith.addf %a5848, %a5849 : f32
    linalg.yield %b5851 : f32
  } -> tensor<8x128xf32>
  %s5853 = tensor.extract_slice %x[209, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5854 = tensor.collapse_shape %s5853 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5855 = tensor.empty() : tensor<8x1280xf32>
  %cat5856 = tensor.insert_slice %r5854 into %e5855[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5857 = tensor.insert_slice %g5843 into %cat5856[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5858 = tensor.empty() : tensor<8x256xf32>
  %f5859 = linalg.fill ins(%c0 : f32) outs(%e5858 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5860 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5857, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5859 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5861 = tensor.empty() : tensor<8x256xf32>
  %g5866 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5860, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5861 : tensor<8x256xf32>) {
  ^bb0(%a5862: f32, %a5863: f32, %o5864: f32):
    %b5865 = arith.addf %a5862, %a5863 : f32
    linalg.yield %b5865 : f32
  } -> tensor<8x256xf32>
  %e5867 = tensor.empty() : tensor<8x256xf32>
  %g5871 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5866 : tensor<8x256xf32>) outs(%e5867 : tensor<8x256xf32>) {
  ^bb0(%a5868: f32, %o5869: f32):
    %b5870 = math.tanh %a5868 : f32
    linalg.yield %b5870 : f32
  } -> tensor<8x256xf32>
  %e5872 = tensor.empty() : tensor<8x128xf32>
  %f5873 = linalg.fill ins(%c0 : f32) outs(%e5872 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5874 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5871, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5873 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5875 = tensor.empty() : tensor<8x128xf32>
  %g5880 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5874, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5875 : tensor<8x128xf32>) {
  ^bb0(%a5876: f32, %a5877: f32, %o5878: f32):
    %b5879 = arith.addf %a5876, %a5877 : f32
    linalg.yield %b5879 : f32
  } -> tensor<8x128xf32>
  %s5881 = tensor.extract_slice %x[210, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5882 = tensor.collapse_shape %s5881 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5883 = tensor.empty() : tensor<8x1280xf32>
  %cat5884 = tensor.insert_slice %r5882 into %e5883[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5885 = tensor.insert_slice %g5871 into %cat5884[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5886 = tensor.empty() : tensor<8x256xf32>
  %f5887 = linalg.fill ins(%c0 : f32) outs(%e5886 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5888 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5885, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5887 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5889 = tensor.empty() : tensor<8x256xf32>
  %g5894 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5888, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5889 : tensor<8x256xf32>) {
  ^bb0(%a5890: f32, %a5891: f32, %o5892: f32):
    %b5893 = arith.addf %a5890, %a5891 : f32
    linalg.yield %b5893 : f32
  } -> tensor<8x256xf32>
  %e5895 = tensor.empty() : tensor<8x256xf32>
  %g5899 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5894 : tensor<8x256xf32>) outs(%e5895 : tensor<8x256xf32>) {
  ^bb0(%a5896: f32, %o5897: f32):
    %b5898 = math.tanh %a5896 : f32
    linalg.yield %b5898 : f32
  } -> tensor<8x256xf32>
  %e5900 = tensor.empty() : tensor<8x128xf32>
  %f5901 = linalg.fill ins(%c0 : f32) outs(%e5900 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5902 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5899, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5901 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5903 = tensor.empty() : tensor<8x128xf32>
  %g5908 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5902, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5903 : tensor<8x128xf32>) {
  ^bb0(%a5904: f32, %a5905: f32, %o5906: f32):
    %b5907 = arith.addf %a5904, %a5905 : f32
    linalg.yield %b5907 : f32
  } -> tensor<8x128xf32>
  %s5909 = tensor.extract_slice %x[211, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5910 = tensor.collapse_shape %s5909 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5911 = tensor.empty() : tensor<8x1280xf32>
  %cat5912 = tensor.insert_slice %r5910 into %e5911[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5913 = tensor.insert_slice %g5899 into %cat5912[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5914 = tensor.empty() : tensor<8x256xf32>
  %f5915 = linalg.fill ins(%c0 : f32) outs(%e5914 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5916 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5913, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5915 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5917 = tensor.empty() : tensor<8x256xf32>
  %g5922 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5916, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5917 : tensor<8x256xf32>) {
  ^bb0(%a5918: f32, %a5919: f32, %o5920: f32):
    %b5921 = arith.addf %a5918, %a5919 : f32
    linalg.yield %b5921 : f32
  } -> tensor<8x256xf32>
  %e5923 = tensor.empty() : tensor<8x256xf32>
  %g5927 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5922 : tensor<8x256xf32>) outs(%e5923 : tensor<8x256xf32>) {
  ^bb0(%a5924: f32, %o5925: f32):
    %b5926 = math.tanh %a5924 : f32
    linalg.yield %b5926 : f32
  } -> tensor<8x256xf32>
  %e5928 = tensor.empty() : tensor<8x128xf32>
  %f5929 = linalg.fill ins(%c0 : f32) outs(%e5928 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5930 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5927, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5929 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5931 = tensor.empty() : tensor<8x128xf32>
  %g5936 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5930, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5931 : tensor<8x128xf32>) {
  ^bb0(%a5932: f32, %a5933: f32, %o5934: f32):
    %b5935 = arith.addf %a5932, %a5933 : f32
    linalg.yield %b5935 : f32
  } -> tensor<8x128xf32>
  %s5937 = tensor.extract_slice %x[212, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5938 = tensor.collapse_shape %s5937 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5939 = tensor.empty() : tensor<8x1280xf32>
  %cat5940 = tensor.insert_slice %r5938 into %e5939[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5941 = tensor.insert_slice %g5927 into %cat5940[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5942 = tensor.empty() : tensor<8x256xf32>
  %f5943 = linalg.fill ins(%c0 : f32) outs(%e5942 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5944 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5941, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5943 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5945 = tensor.empty() : tensor<8x256xf32>
  %g5950 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5944, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5945 : tensor<8x256xf32>) {
  ^bb0(%a5946: f32, %a5947: f32, %o5948: f32):
    %b5949 = arith.addf %a5946, %a5947 : f32
    linalg.yield %b5949 : f32
  } -> tensor<8x256xf32>
  %e5951 = tensor.empty() : tensor<8x256xf32>
  %g5955 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5950 : tensor<8x256xf32>) outs(%e5951 : tensor<8x256xf32>) {
  ^bb0(%a5952: f32, %o5953: f32):
    %b5954 = math.tanh %a5952 : f32
    linalg.yield %b5954 : f32
  } -> tensor<8x256xf32>
  %e5956 = tensor.empty() : tensor<8x128xf32>
  %f5957 = linalg.fill ins(%c0 : f32) outs(%e5956 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5958 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5955, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5957 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5959 = tensor.empty() : tensor<8x128xf32>
  %g5964 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5958, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5959 : tensor<8x128xf32>) {
  ^bb0(%a5960: f32, %a5961: f32, %o5962: f32):
    %b5963 = arith.addf %a5960, %a5961 : f32
    linalg.yield %b5963 : f32
  } -> tensor<8x128xf32>
  %s5965 = tensor.extract_slice %x[213, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5966 = tensor.collapse_shape %s5965 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5967 = tensor.empty() : tensor<8x1280xf32>
  %cat5968 = tensor.insert_slice %r5966 into %e5967[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5969 = tensor.insert_slice %g5955 into %cat5968[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5970 = tensor.empty() : tensor<8x256xf32>
  %f5971 = linalg.fill ins(%c0 : f32) outs(%e5970 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm5972 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5969, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5971 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e5973 = tensor.empty() : tensor<8x256xf32>
  %g5978 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5972, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e5973 : tensor<8x256xf32>) {
  ^bb0(%a5974: f32, %a5975: f32, %o5976: f32):
    %b5977 = arith.addf %a5974, %a5975 : f32
    linalg.yield %b5977 : f32
  } -> tensor<8x256xf32>
  %e5979 = tensor.empty() : tensor<8x256xf32>
  %g5983 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g5978 : tensor<8x256xf32>) outs(%e5979 : tensor<8x256xf32>) {
  ^bb0(%a5980: f32, %o5981: f32):
    %b5982 = math.tanh %a5980 : f32
    linalg.yield %b5982 : f32
  } -> tensor<8x256xf32>
  %e5984 = tensor.empty() : tensor<8x128xf32>
  %f5985 = linalg.fill ins(%c0 : f32) outs(%e5984 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm5986 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g5983, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f5985 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5987 = tensor.empty() : tensor<8x128xf32>
  %g5992 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm5986, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e5987 : tensor<8x128xf32>) {
  ^bb0(%a5988: f32, %a5989: f32, %o5990: f32):
    %b5991 = arith.addf %a5988, %a5989 : f32
    linalg.yield %b5991 : f32
  } -> tensor<8x128xf32>
  %s5993 = tensor.extract_slice %x[214, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r5994 = tensor.collapse_shape %s5993 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e5995 = tensor.empty() : tensor<8x1280xf32>
  %cat5996 = tensor.insert_slice %r5994 into %e5995[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat5997 = tensor.insert_slice %g5983 into %cat5996[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e5998 = tensor.empty() : tensor<8x256xf32>
  %f5999 = linalg.fill ins(%c0 : f32) outs(%e5998 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6000 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat5997, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f5999 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6001 = tensor.empty() : tensor<8x256xf32>
  %g6006 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6000, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6001 : tensor<8x256xf32>) {
  ^bb0(%a6002: f32, %a6003: f32, %o6004: f32):
    %b6005 = arith.addf %a6002, %a6003 : f32
    linalg.yield %b6005 : f32
  } -> tensor<8x256xf32>
  %e6007 = tensor.empty() : tensor<8x256xf32>
  %g6011 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6006 : tensor<8x256xf32>) outs(%e6007 : tensor<8x256xf32>) {
  ^bb0(%a6008: f32, %o6009: f32):
    %b6010 = math.tanh %a6008 : f32
    linalg.yield %b6010 : f32
  } -> tensor<8x256xf32>
  %e6012 = tensor.empty() : tensor<8x128xf32>
  %f6013 = linalg.fill ins(%c0 : f32) outs(%e6012 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6014 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6011, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6013 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6015 = tensor.empty() : tensor<8x128xf32>
  %g6020 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6014, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6015 : tensor<8x128xf32>) {
  ^bb0(%a6016: f32, %a6017: f32, %o6018: f32):
    %b6019 = arith.addf %a6016, %a6017 : f32
    linalg.yield %b6019 : f32
  } -> tensor<8x128xf32>
  %s6021 = tensor.extract_slice %x[215, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6022 = tensor.collapse_shape %s6021 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6023 = tensor.empty() : tensor<8x1280xf32>
  %cat6024 = tensor.insert_slice %r6022 into %e6023[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6025 = tensor.insert_slice %g6011 into %cat6024[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6026 = tensor.empty() : tensor<8x256xf32>
  %f6027 = linalg.fill ins(%c0 : f32) outs(%e6026 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6028 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6025, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6027 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6029 = tensor.empty() : tensor<8x256xf32>
  %g6034 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6028, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6029 : tensor<8x256xf32>) {
  ^bb0(%a6030: f32, %a6031: f32, %o6032: f32):
    %b6033 = arith.addf %a6030, %a6031 : f32
    linalg.yield %b6033 : f32
  } -> tensor<8x256xf32>
  %e6035 = tensor.empty() : tensor<8x256xf32>
  %g6039 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6034 : tensor<8x256xf32>) outs(%e6035 : tensor<8x256xf32>) {
  ^bb0(%a6036: f32, %o6037: f32):
    %b6038 = math.tanh %a6036 : f32
    linalg.yield %b6038 : f32
  } -> tensor<8x256xf32>
  %e6040 = tensor.empty() : tensor<8x128xf32>
  %f6041 = linalg.fill ins(%c0 : f32) outs(%e6040 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6042 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6039, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6041 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6043 = tensor.empty() : tensor<8x128xf32>
  %g6048 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6042, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6043 : tensor<8x128xf32>) {
  ^bb0(%a6044: f32, %a6045: f32, %o6046: f32):
    %b6047 = arith.addf %a6044, %a6045 : f32
    linalg.yield %b6047 : f32
  } -> tensor<8x128xf32>
  %s6049 = tensor.extract_slice %x[216, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6050 = tensor.collapse_shape %s6049 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6051 = tensor.empty() : tensor<8x1280xf32>
  %cat6052 = tensor.insert_slice %r6050 into %e6051[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6053 = tensor.insert_slice %g6039 into %cat6052[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6054 = tensor.empty() : tensor<8x256xf32>
  %f6055 = linalg.fill ins(%c0 : f32) outs(%e6054 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6056 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6053, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6055 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6057 = tensor.empty() : tensor<8x256xf32>
  %g6062 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6056, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6057 : tensor<8x256xf32>) {
  ^bb0(%a6058: f32, %a6059: f32, %o6060: f32):
    %b6061 = arith.addf %a6058, %a6059 : f32
    linalg.yield %b6061 : f32
  } -> tensor<8x256xf32>
  %e6063 = tensor.empty() : tensor<8x256xf32>
  %g6067 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6062 : tensor<8x256xf32>) outs(%e6063 : tensor<8x256xf32>) {
  ^bb0(%a6064: f32, %o6065: f32):
    %b6066 = math.tanh %a6064 : f32
    linalg.yield %b6066 : f32
  } -> tensor<8x256xf32>
  %e6068 = tensor.empty() : tensor<8x128xf32>
  %f6069 = linalg.fill ins(%c0 : f32) outs(%e6068 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6070 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6067, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6069 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6071 = tensor.empty() : tensor<8x128xf32>
  %g6076 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6070, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6071 : tensor<8x128xf32>) {
  ^bb0(%a6072: f32, %a6073: f32, %o6074: f32):
    %b6075 = arith.addf %a6072, %a6073 : f32
    linalg.yield %b6075 : f32
  } -> tensor<8x128xf32>
  %s6077 = tensor.extract_slice %x[217, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6078 = tensor.collapse_shape %s6077 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6079 = tensor.empty() : tensor<8x1280xf32>
  %cat6080 = tensor.insert_slice %r6078 into %e6079[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6081 = tensor.insert_slice %g6067 into %cat6080[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6082 = tensor.empty() : tensor<8x256xf32>
  %f6083 = linalg.fill ins(%c0 : f32) outs(%e6082 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6084 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6081, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6083 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6085 = tensor.empty() : tensor<8x256xf32>
  %g6090 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6084, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6085 : tensor<8x256xf32>) {
  ^bb0(%a6086: f32, %a6087: f32, %o6088: f32):
    %b6089 = arith.addf %a6086, %a6087 : f32
    linalg.yield %b6089 : f32
  } -> tensor<8x256xf32>
  %e6091 = tensor.empty() : tensor<8x256xf32>
  %g6095 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6090 : tensor<8x256xf32>) outs(%e6091 : tensor<8x256xf32>) {
  ^bb0(%a6092: f32, %o6093: f32):
    %b6094 = math.tanh %a6092 : f32
    linalg.yield %b6094 : f32
  } -> tensor<8x256xf32>
  %e6096 = tensor.empty() : tensor<8x128xf32>
  %f6097 = linalg.fill ins(%c0 : f32) outs(%e6096 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6098 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6095, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6097 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6099 = tensor.empty() : tensor<8x128xf32>
  %g6104 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6098, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6099 : tensor<8x128xf32>) {
  ^bb0(%a6100: f32, %a6101: f32, %o6102: f32):
    %b6103 = arith.addf %a6100, %a6101 : f32
    linalg.yield %b6103 : f32
  } -> tensor<8x128xf32>
  %s6105 = tensor.extract_slice %x[218, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6106 = tensor.collapse_shape %s6105 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6107 = tensor.empty() : tensor<8x1280xf32>
  %cat6108 = tensor.insert_slice %r6106 into %e6107[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6109 = tensor.insert_slice %g6095 into %cat6108[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6110 = tensor.empty() : tensor<8x256xf32>
  %f6111 = linalg.fill ins(%c0 : f32) outs(%e6110 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6112 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6109, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6111 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6113 = tensor.empty() : tensor<8x256xf32>
  %g6118 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6112, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6113 : tensor<8x256xf32>) {
  ^bb0(%a6114: f32, %a6115: f32, %o6116: f32):
    %b6117 = arith.addf %a6114, %a6115 : f32
    linalg.yield %b6117 : f32
  } -> tensor<8x256xf32>
  %e6119 = tensor.empty() : tensor<8x256xf32>
  %g6123 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6118 : tensor<8x256xf32>) outs(%e6119 : tensor<8x256xf32>) {
  ^bb0(%a6120: f32, %o6121: f32):
    %b6122 = math.tanh %a6120 : f32
    linalg.yield %b6122 : f32
  } -> tensor<8x256xf32>
  %e6124 = tensor.empty() : tensor<8x128xf32>
  %f6125 = linalg.fill ins(%c0 : f32) outs(%e6124 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6126 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6123, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6125 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6127 = tensor.empty() : tensor<8x128xf32>
  %g6132 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6126, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6127 : tensor<8x128xf32>) {
  ^bb0(%a6128: f32, %a6129: f32, %o6130: f32):
    %b6131 = arith.addf %a6128, %a6129 : f32
    linalg.yield %b6131 : f32
  } -> tensor<8x128xf32>
  %s6133 = tensor.extract_slice %x[219, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6134 = tensor.collapse_shape %s6133 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6135 = tensor.empty() : tensor<8x1280xf32>
  %cat6136 = tensor.insert_slice %r6134 into %e6135[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6137 = tensor.insert_slice %g6123 into %cat6136[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6138 = tensor.empty() : tensor<8x256xf32>
  %f6139 = linalg.fill ins(%c0 : f32) outs(%e6138 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6140 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6137, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6139 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6141 = tensor.empty() : tensor<8x256xf32>
  %g6146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6140, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6141 : tensor<8x256xf32>) {
  ^bb0(%a6142: f32, %a6143: f32, %o6144: f32):
    %b6145 = arith.addf %a6142, %a6143 : f32
    linalg.yield %b6145 : f32
  } -> tensor<8x256xf32>
  %e6147 = tensor.empty() : tensor<8x256xf32>
  %g6151 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6146 : tensor<8x256xf32>) outs(%e6147 : tensor<8x256xf32>) {
  ^bb0(%a6148: f32, %o6149: f32):
    %b6150 = math.tanh %a6148 : f32
    linalg.yield %b6150 : f32
  } -> tensor<8x256xf32>
  %e6152 = tensor.empty() : tensor<8x128xf32>
  %f6153 = linalg.fill ins(%c0 : f32) outs(%e6152 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6154 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6151, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6153 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6155 = tensor.empty() : tensor<8x128xf32>
  %g6160 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6154, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6155 : tensor<8x128xf32>) {
  ^bb0(%a6156: f32, %a6157: f32, %o6158: f32):
    %b6159 = arith.addf %a6156, %a6157 : f32
    linalg.yield %b6159 : f32
  } -> tensor<8x128xf32>
  %s6161 = tensor.extract_slice %x[220, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6162 = tensor.collapse_shape %s6161 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6163 = tensor.empty() : tensor<8x1280xf32>
  %cat6164 = tensor.insert_slice %r6162 into %e6163[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6165 = tensor.insert_slice %g6151 into %cat6164[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6166 = tensor.empty() : tensor<8x256xf32>
  %f6167 = linalg.fill ins(%c0 : f32) outs(%e6166 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6168 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6165, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6167 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6169 = tensor.empty() : tensor<8x256xf32>
  %g6174 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6168, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6169 : tensor<8x256xf32>) {
  ^bb0(%a6170: f32, %a6171: f32, %o6172: f32):
    %b6173 = arith.addf %a6170, %a6171 : f32
    linalg.yield %b6173 : f32
  } -> tensor<8x256xf32>
  %e6175 = tensor.empty() : tensor<8x256xf32>
  %g6179 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6174 : tensor<8x256xf32>) outs(%e6175 : tensor<8x256xf32>) {
  ^bb0(%a6176: f32, %o6177: f32):
    %b6178 = math.tanh %a6176 : f32
    linalg.yield %b6178 : f32
  } -> tensor<8x256xf32>
  %e6180 = tensor.empty() : tensor<8x128xf32>
  %f6181 = linalg.fill ins(%c0 : f32) outs(%e6180 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6182 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6179, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6181 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6183 = tensor.empty() : tensor<8x128xf32>
  %g6188 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6182, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6183 : tensor<8x128xf32>) {
  ^bb0(%a6184: f32, %a6185: f32, %o6186: f32):
    %b6187 = arith.addf %a6184, %a6185 : f32
    linalg.yield %b6187 : f32
  } -> tensor<8x128xf32>
  %s6189 = tensor.extract_slice %x[221, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6190 = tensor.collapse_shape %s6189 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6191 = tensor.empty() : tensor<8x1280xf32>
  %cat6192 = tensor.insert_slice %r6190 into %e6191[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6193 = tensor.insert_slice %g6179 into %cat6192[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6194 = tensor.empty() : tensor<8x256xf32>
  %f6195 = linalg.fill ins(%c0 : f32) outs(%e6194 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6196 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6193, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6195 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6197 = tensor.empty() : tensor<8x256xf32>
  %g6202 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6196, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6197 : tensor<8x256xf32>) {
  ^bb0(%a6198: f32, %a6199: f32, %o6200: f32):
    %b6201 = arith.addf %a6198, %a6199 : f32
    linalg.yield %b6201 : f32
  } -> tensor<8x256xf32>
  %e6203 = tensor.empty() : tensor<8x256xf32>
  %g6207 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6202 : tensor<8x256xf32>) outs(%e6203 : tensor<8x256xf32>) {
  ^bb0(%a6204: f32, %o6205: f32):
    %b6206 = math.tanh %a6204 : f32
    linalg.yield %b6206 : f32
  } -> tensor<8x256xf32>
  %e6208 = tensor.empty() : tensor<8x128xf32>
  %f6209 = linalg.fill ins(%c0 : f32) outs(%e6208 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6210 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6207, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6209 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6211 = tensor.empty() : tensor<8x128xf32>
  %g6216 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6210, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6211 : tensor<8x128xf32>) {
  ^bb0(%a6212: f32, %a6213: f32, %o6214: f32):
    %b6215 = arith.addf %a6212, %a6213 : f32
    linalg.yield %b6215 : f32
  } -> tensor<8x128xf32>
  %s6217 = tensor.extract_slice %x[222, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6218 = tensor.collapse_shape %s6217 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6219 = tensor.empty() : tensor<8x1280xf32>
  %cat6220 = tensor.insert_slice %r6218 into %e6219[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6221 = tensor.insert_slice %g6207 into %cat6220[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6222 = tensor.empty() : tensor<8x256xf32>
  %f6223 = linalg.fill ins(%c0 : f32) outs(%e6222 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6224 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6221, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6223 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6225 = tensor.empty() : tensor<8x256xf32>
  %g6230 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6224, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6225 : tensor<8x256xf32>) {
  ^bb0(%a6226: f32, %a6227: f32, %o6228: f32):
    %b6229 = arith.addf %a6226, %a6227 : f32
    linalg.yield %b6229 : f32
  } -> tensor<8x256xf32>
  %e6231 = tensor.empty() : tensor<8x256xf32>
  %g6235 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6230 : tensor<8x256xf32>) outs(%e6231 : tensor<8x256xf32>) {
  ^bb0(%a6232: f32, %o6233: f32):
    %b6234 = math.tanh %a6232 : f32
    linalg.yield %b6234 : f32
  } -> tensor<8x256xf32>
  %e6236 = tensor.empty() : tensor<8x128xf32>
  %f6237 = linalg.fill ins(%c0 : f32) outs(%e6236 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6238 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6235, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6237 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6239 = tensor.empty() : tensor<8x128xf32>
  %g6244 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6238, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6239 : tensor<8x128xf32>) {
  ^bb0(%a6240: f32, %a6241: f32, %o6242: f32):
    %b6243 = arith.addf %a6240, %a6241 : f32
    linalg.yield %b6243 : f32
  } -> tensor<8x128xf32>
  %s6245 = tensor.extract_slice %x[223, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6246 = tensor.collapse_shape %s6245 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6247 = tensor.empty() : tensor<8x1280xf32>
  %cat6248 = tensor.insert_slice %r6246 into %e6247[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6249 = tensor.insert_slice %g6235 into %cat6248[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6250 = tensor.empty() : tensor<8x256xf32>
  %f6251 = linalg.fill ins(%c0 : f32) outs(%e6250 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6252 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6249, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6251 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6253 = tensor.empty() : tensor<8x256xf32>
  %g6258 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6252, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6253 : tensor<8x256xf32>) {
  ^bb0(%a6254: f32, %a6255: f32, %o6256: f32):
    %b6257 = arith.addf %a6254, %a6255 : f32
    linalg.yield %b6257 : f32
  } -> tensor<8x256xf32>
  %e6259 = tensor.empty() : tensor<8x256xf32>
  %g6263 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6258 : tensor<8x256xf32>) outs(%e6259 : tensor<8x256xf32>) {
  ^bb0(%a6260: f32, %o6261: f32):
    %b6262 = math.tanh %a6260 : f32
    linalg.yield %b6262 : f32
  } -> tensor<8x256xf32>
  %e6264 = tensor.empty() : tensor<8x128xf32>
  %f6265 = linalg.fill ins(%c0 : f32) outs(%e6264 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6266 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6263, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6265 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6267 = tensor.empty() : tensor<8x128xf32>
  %g6272 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6266, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6267 : tensor<8x128xf32>) {
  ^bb0(%a6268: f32, %a6269: f32, %o6270: f32):
    %b6271 = arith.addf %a6268, %a6269 : f32
    linalg.yield %b6271 : f32
  } -> tensor<8x128xf32>
  %s6273 = tensor.extract_slice %x[224, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6274 = tensor.collapse_shape %s6273 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6275 = tensor.empty() : tensor<8x1280xf32>
  %cat6276 = tensor.insert_slice %r6274 into %e6275[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6277 = tensor.insert_slice %g6263 into %cat6276[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6278 = tensor.empty() : tensor<8x256xf32>
  %f6279 = linalg.fill ins(%c0 : f32) outs(%e6278 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6280 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6277, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6279 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6281 = tensor.empty() : tensor<8x256xf32>
  %g6286 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6280, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6281 : tensor<8x256xf32>) {
  ^bb0(%a6282: f32, %a6283: f32, %o6284: f32):
    %b6285 = arith.addf %a6282, %a6283 : f32
    linalg.yield %b6285 : f32
  } -> tensor<8x256xf32>
  %e6287 = tensor.empty() : tensor<8x256xf32>
  %g6291 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6286 : tensor<8x256xf32>) outs(%e6287 : tensor<8x256xf32>) {
  ^bb0(%a6288: f32, %o6289: f32):
    %b6290 = math.tanh %a6288 : f32
    linalg.yield %b6290 : f32
  } -> tensor<8x256xf32>
  %e6292 = tensor.empty() : tensor<8x128xf32>
  %f6293 = linalg.fill ins(%c0 : f32) outs(%e6292 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6294 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6291, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6293 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6295 = tensor.empty() : tensor<8x128xf32>
  %g6300 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6294, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6295 : tensor<8x128xf32>) {
  ^bb0(%a6296: f32, %a6297: f32, %o6298: f32):
    %b6299 = arith.addf %a6296, %a6297 : f32
    linalg.yield %b6299 : f32
  } -> tensor<8x128xf32>
  %s6301 = tensor.extract_slice %x[225, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6302 = tensor.collapse_shape %s6301 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6303 = tensor.empty() : tensor<8x1280xf32>
  %cat6304 = tensor.insert_slice %r6302 into %e6303[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6305 = tensor.insert_slice %g6291 into %cat6304[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6306 = tensor.empty() : tensor<8x256xf32>
  %f6307 = linalg.fill ins(%c0 : f32) outs(%e6306 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6308 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6305, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6307 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6309 = tensor.empty() : tensor<8x256xf32>
  %g6314 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6308, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6309 : tensor<8x256xf32>) {
  ^bb0(%a6310: f32, %a6311: f32, %o6312: f32):
    %b6313 = arith.addf %a6310, %a6311 : f32
    linalg.yield %b6313 : f32
  } -> tensor<8x256xf32>
  %e6315 = tensor.empty() : tensor<8x256xf32>
  %g6319 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6314 : tensor<8x256xf32>) outs(%e6315 : tensor<8x256xf32>) {
  ^bb0(%a6316: f32, %o6317: f32):
    %b6318 = math.tanh %a6316 : f32
    linalg.yield %b6318 : f32
  } -> tensor<8x256xf32>
  %e6320 = tensor.empty() : tensor<8x128xf32>
  %f6321 = linalg.fill ins(%c0 : f32) outs(%e6320 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6322 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6319, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6321 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6323 = tensor.empty() : tensor<8x128xf32>
  %g6328 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6322, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6323 : tensor<8x128xf32>) {
  ^bb0(%a6324: f32, %a6325: f32, %o6326: f32):
    %b6327 = arith.addf %a6324, %a6325 : f32
    linalg.yield %b6327 : f32
  } -> tensor<8x128xf32>
  %s6329 = tensor.extract_slice %x[226, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6330 = tensor.collapse_shape %s6329 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6331 = tensor.empty() : tensor<8x1280xf32>
  %cat6332 = tensor.insert_slice %r6330 into %e6331[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6333 = tensor.insert_slice %g6319 into %cat6332[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6334 = tensor.empty() : tensor<8x256xf32>
  %f6335 = linalg.fill ins(%c0 : f32) outs(%e6334 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6336 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6333, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6335 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6337 = tensor.empty() : tensor<8x256xf32>
  %g6342 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6336, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6337 : tensor<8x256xf32>) {
  ^bb0(%a6338: f32, %a6339: f32, %o6340: f32):
    %b6341 = arith.addf %a6338, %a6339 : f32
    linalg.yield %b6341 : f32
  } -> tensor<8x256xf32>
  %e6343 = tensor.empty() : tensor<8x256xf32>
  %g6347 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6342 : tensor<8x256xf32>) outs(%e6343 : tensor<8x256xf32>) {
  ^bb0(%a6344: f32, %o6345: f32):
    %b6346 = math.tanh %a6344 : f32
    linalg.yield %b6346 : f32
  } -> tensor<8x256xf32>
  %e6348 = tensor.empty() : tensor<8x128xf32>
  %f6349 = linalg.fill ins(%c0 : f32) outs(%e6348 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6350 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6347, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6349 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6351 = tensor.empty() : tensor<8x128xf32>
  %g6356 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6350, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6351 : tensor<8x128xf32>) {
  ^bb0(%a6352: f32, %a6353: f32, %o6354: f32):
    %b6355 = arith.addf %a6352, %a6353 : f32
    linalg.yield %b6355 : f32
  } -> tensor<8x128xf32>
  %s6357 = tensor.extract_slice %x[227, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6358 = tensor.collapse_shape %s6357 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6359 = tensor.empty() : tensor<8x1280xf32>
  %cat6360 = tensor.insert_slice %r6358 into %e6359[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6361 = tensor.insert_slice %g6347 into %cat6360[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6362 = tensor.empty() : tensor<8x256xf32>
  %f6363 = linalg.fill ins(%c0 : f32) outs(%e6362 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6364 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6361, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6363 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6365 = tensor.empty() : tensor<8x256xf32>
  %g6370 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6364, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6365 : tensor<8x256xf32>) {
  ^bb0(%a6366: f32, %a6367: f32, %o6368: f32):
    %b6369 = arith.addf %a6366, %a6367 : f32
    linalg.yield %b6369 : f32
  } -> tensor<8x256xf32>
  %e6371 = tensor.empty() : tensor<8x256xf32>
  %g6375 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6370 : tensor<8x256xf32>) outs(%e6371 : tensor<8x256xf32>) {
  ^bb0(%a6372: f32, %o6373: f32):
    %b6374 = math.tanh %a6372 : f32
    linalg.yield %b6374 : f32
  } -> tensor<8x256xf32>
  %e6376 = tensor.empty() : tensor<8x128xf32>
  %f6377 = linalg.fill ins(%c0 : f32) outs(%e6376 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6378 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6375, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6377 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6379 = tensor.empty() : tensor<8x128xf32>
  %g6384 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6378, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6379 : tensor<8x128xf32>) {
  ^bb0(%a6380: f32, %a6381: f32, %o6382: f32):
    %b6383 = arith.addf %a6380, %a6381 : f32
    linalg.yield %b6383 : f32
  } -> tensor<8x128xf32>
  %s6385 = tensor.extract_slice %x[228, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6386 = tensor.collapse_shape %s6385 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6387 = tensor.empty() : tensor<8x1280xf32>
  %cat6388 = tensor.insert_slice %r6386 into %e6387[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6389 = tensor.insert_slice %g6375 into %cat6388[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6390 = tensor.empty() : tensor<8x256xf32>
  %f6391 = linalg.fill ins(%c0 : f32) outs(%e6390 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6392 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6389, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6391 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6393 = tensor.empty() : tensor<8x256xf32>
  %g6398 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6392, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6393 : tensor<8x256xf32>) {
  ^bb0(%a6394: f32, %a6395: f32, %o6396: f32):
    %b6397 = arith.addf %a6394, %a6395 : f32
    linalg.yield %b6397 : f32
  } -> tensor<8x256xf32>
  %e6399 = tensor.empty() : tensor<8x256xf32>
  %g6403 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6398 : tensor<8x256xf32>) outs(%e6399 : tensor<8x256xf32>) {
  ^bb0(%a6400: f32, %o6401: f32):
    %b6402 = math.tanh %a6400 : f32
    linalg.yield %b6402 : f32
  } -> tensor<8x256xf32>
  %e6404 = tensor.empty() : tensor<8x128xf32>
  %f6405 = linalg.fill ins(%c0 : f32) outs(%e6404 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6406 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6403, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6405 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6407 = tensor.empty() : tensor<8x128xf32>
  %g6412 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6406, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6407 : tensor<8x128xf32>) {
  ^bb0(%a6408: f32, %a6409: f32, %o6410: f32):
    %b6411 = arith.addf %a6408, %a6409 : f32
    linalg.yield %b6411 : f32
  } -> tensor<8x128xf32>
  %s6413 = tensor.extract_slice %x[229, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6414 = tensor.collapse_shape %s6413 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6415 = tensor.empty() : tensor<8x1280xf32>
  %cat6416 = tensor.insert_slice %r6414 into %e6415[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6417 = tensor.insert_slice %g6403 into %cat6416[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6418 = tensor.empty() : tensor<8x256xf32>
  %f6419 = linalg.fill ins(%c0 : f32) outs(%e6418 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6420 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6417, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6419 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6421 = tensor.empty() : tensor<8x256xf32>
  %g6426 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6420, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6421 : tensor<8x256xf32>) {
  ^bb0(%a6422: f32, %a6423: f32, %o6424: f32):
    %b6425 = arith.addf %a6422, %a6423 : f32
    linalg.yield %b6425 : f32
  } -> tensor<8x256xf32>
  %e6427 = tensor.empty() : tensor<8x256xf32>
  %g6431 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6426 : tensor<8x256xf32>) outs(%e6427 : tensor<8x256xf32>) {
  ^bb0(%a6428: f32, %o6429: f32):
    %b6430 = math.tanh %a6428 : f32
    linalg.yield %b6430 : f32
  } -> tensor<8x256xf32>
  %e6432 = tensor.empty() : tensor<8x128xf32>
  %f6433 = linalg.fill ins(%c0 : f32) outs(%e6432 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6434 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6431, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6433 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6435 = tensor.empty() : tensor<8x128xf32>
  %g6440 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6434, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6435 : tensor<8x128xf32>) {
  ^bb0(%a6436: f32, %a6437: f32, %o6438: f32):
    %b6439 = arith.addf %a6436, %a6437 : f32
    linalg.yield %b6439 : f32
  } -> tensor<8x128xf32>
  %s6441 = tensor.extract_slice %x[230, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6442 = tensor.collapse_shape %s6441 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6443 = tensor.empty() : tensor<8x1280xf32>
  %cat6444 = tensor.insert_slice %r6442 into %e6443[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6445 = tensor.insert_slice %g6431 into %cat6444[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6446 = tensor.empty() : tensor<8x256xf32>
  %f6447 = linalg.fill ins(%c0 : f32) outs(%e6446 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6448 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6445, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6447 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6449 = tensor.empty() : tensor<8x256xf32>
  %g6454 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6448, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6449 : tensor<8x256xf32>) {
  ^bb0(%a6450: f32, %a6451: f32, %o6452: f32):
    %b6453 = arith.addf %a6450, %a6451 : f32
    linalg.yield %b6453 : f32
  } -> tensor<8x256xf32>
  %e6455 = tensor.empty() : tensor<8x256xf32>
  %g6459 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6454 : tensor<8x256xf32>) outs(%e6455 : tensor<8x256xf32>) {
  ^bb0(%a6456: f32, %o6457: f32):
    %b6458 = math.tanh %a6456 : f32
    linalg.yield %b6458 : f32
  } -> tensor<8x256xf32>
  %e6460 = tensor.empty() : tensor<8x128xf32>
  %f6461 = linalg.fill ins(%c0 : f32) outs(%e6460 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6462 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6459, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6461 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6463 = tensor.empty() : tensor<8x128xf32>
  %g6468 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6462, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6463 : tensor<8x128xf32>) {
  ^bb0(%a6464: f32, %a6465: f32, %o6466: f32):
    %b6467 = arith.addf %a6464, %a6465 : f32
    linalg.yield %b6467 : f32
  } -> tensor<8x128xf32>
  %s6469 = tensor.extract_slice %x[231, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6470 = tensor.collapse_shape %s6469 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6471 = tensor.empty() : tensor<8x1280xf32>
  %cat6472 = tensor.insert_slice %r6470 into %e6471[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6473 = tensor.insert_slice %g6459 into %cat6472[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6474 = tensor.empty() : tensor<8x256xf32>
  %f6475 = linalg.fill ins(%c0 : f32) outs(%e6474 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6476 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6473, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6475 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6477 = tensor.empty() : tensor<8x256xf32>
  %g6482 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6476, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6477 : tensor<8x256xf32>) {
  ^bb0(%a6478: f32, %a6479: f32, %o6480: f32):
    %b6481 = arith.addf %a6478, %a6479 : f32
    linalg.yield %b6481 : f32
  } -> tensor<8x256xf32>
  %e6483 = tensor.empty() : tensor<8x256xf32>
  %g6487 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6482 : tensor<8x256xf32>) outs(%e6483 : tensor<8x256xf32>) {
  ^bb0(%a6484: f32, %o6485: f32):
    %b6486 = math.tanh %a6484 : f32
    linalg.yield %b6486 : f32
  } -> tensor<8x256xf32>
  %e6488 = tensor.empty() : tensor<8x128xf32>
  %f6489 = linalg.fill ins(%c0 : f32) outs(%e6488 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6490 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6487, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6489 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6491 = tensor.empty() : tensor<8x128xf32>
  %g6496 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6490, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6491 : tensor<8x128xf32>) {
  ^bb0(%a6492: f32, %a6493: f32, %o6494: f32):
    %b6495 = arith.addf %a6492, %a6493 : f32
    linalg.yield %b6495 : f32
  } -> tensor<8x128xf32>
  %s6497 = tensor.extract_slice %x[232, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6498 = tensor.collapse_shape %s6497 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6499 = tensor.empty() : tensor<8x1280xf32>
  %cat6500 = tensor.insert_slice %r6498 into %e6499[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6501 = tensor.insert_slice %g6487 into %cat6500[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6502 = tensor.empty() : tensor<8x256xf32>
  %f6503 = linalg.fill ins(%c0 : f32) outs(%e6502 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6504 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6501, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6503 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6505 = tensor.empty() : tensor<8x256xf32>
  %g6510 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6504, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6505 : tensor<8x256xf32>) {
  ^bb0(%a6506: f32, %a6507: f32, %o6508: f32):
    %b6509 = arith.addf %a6506, %a6507 : f32
    linalg.yield %b6509 : f32
  } -> tensor<8x256xf32>
  %e6511 = tensor.empty() : tensor<8x256xf32>
  %g6515 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6510 : tensor<8x256xf32>) outs(%e6511 : tensor<8x256xf32>) {
  ^bb0(%a6512: f32, %o6513: f32):
    %b6514 = math.tanh %a6512 : f32
    linalg.yield %b6514 : f32
  } -> tensor<8x256xf32>
  %e6516 = tensor.empty() : tensor<8x128xf32>
  %f6517 = linalg.fill ins(%c0 : f32) outs(%e6516 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6518 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6515, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6517 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6519 = tensor.empty() : tensor<8x128xf32>
  %g6524 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6518, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6519 : tensor<8x128xf32>) {
  ^bb0(%a6520: f32, %a6521: f32, %o6522: f32):
    %b6523 = arith.addf %a6520, %a6521 : f32
    linalg.yield %b6523 : f32
  } -> tensor<8x128xf32>
  %s6525 = tensor.extract_slice %x[233, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6526 = tensor.collapse_shape %s6525 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6527 = tensor.empty() : tensor<8x1280xf32>
  %cat6528 = tensor.insert_slice %r6526 into %e6527[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6529 = tensor.insert_slice %g6515 into %cat6528[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6530 = tensor.empty() : tensor<8x256xf32>
  %f6531 = linalg.fill ins(%c0 : f32) outs(%e6530 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6532 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6529, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6531 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6533 = tensor.empty() : tensor<8x256xf32>
  %g6538 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6532, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6533 : tensor<8x256xf32>) {
  ^bb0(%a6534: f32, %a6535: f32, %o6536: f32):
    %b6537 = arith.addf %a6534, %a6535 : f32
    linalg.yield %b6537 : f32
  } -> tensor<8x256xf32>
  %e6539 = tensor.empty() : tensor<8x256xf32>
  %g6543 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6538 : tensor<8x256xf32>) outs(%e6539 : tensor<8x256xf32>) {
  ^bb0(%a6540: f32, %o6541: f32):
    %b6542 = math.tanh %a6540 : f32
    linalg.yield %b6542 : f32
  } -> tensor<8x256xf32>
  %e6544 = tensor.empty() : tensor<8x128xf32>
  %f6545 = linalg.fill ins(%c0 : f32) outs(%e6544 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6546 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6543, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6545 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6547 = tensor.empty() : tensor<8x128xf32>
  %g6552 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6546, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6547 : tensor<8x128xf32>) {
  ^bb0(%a6548: f32, %a6549: f32, %o6550: f32):
    %b6551 = arith.addf %a6548, %a6549 : f32
    linalg.yield %b6551 : f32
  } -> tensor<8x128xf32>
  %s6553 = tensor.extract_slice %x[234, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6554 = tensor.collapse_shape %s6553 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6555 = tensor.empty() : tensor<8x1280xf32>
  %cat6556 = tensor.insert_slice %r6554 into %e6555[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6557 = tensor.insert_slice %g6543 into %cat6556[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6558 = tensor.empty() : tensor<8x256xf32>
  %f6559 = linalg.fill ins(%c0 : f32) outs(%e6558 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6560 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6557, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6559 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6561 = tensor.empty() : tensor<8x256xf32>
  %g6566 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6560, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6561 : tensor<8x256xf32>) {
  ^bb0(%a6562: f32, %a6563: f32, %o6564: f32):
    %b6565 = arith.addf %a6562, %a6563 : f32
    linalg.yield %b6565 : f32
  } -> tensor<8x256xf32>
  %e6567 = tensor.empty() : tensor<8x256xf32>
  %g6571 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6566 : tensor<8x256xf32>) outs(%e6567 : tensor<8x256xf32>) {
  ^bb0(%a6568: f32, %o6569: f32):
    %b6570 = math.tanh %a6568 : f32
    linalg.yield %b6570 : f32
  } -> tensor<8x256xf32>
  %e6572 = tensor.empty() : tensor<8x128xf32>
  %f6573 = linalg.fill ins(%c0 : f32) outs(%e6572 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6574 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6571, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6573 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6575 = tensor.empty() : tensor<8x128xf32>
  %g6580 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6574, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6575 : tensor<8x128xf32>) {
  ^bb0(%a6576: f32, %a6577: f32, %o6578: f32):
    %b6579 = arith.addf %a6576, %a6577 : f32
    linalg.yield %b6579 : f32
  } -> tensor<8x128xf32>
  %s6581 = tensor.extract_slice %x[235, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6582 = tensor.collapse_shape %s6581 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6583 = tensor.empty() : tensor<8x1280xf32>
  %cat6584 = tensor.insert_slice %r6582 into %e6583[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6585 = tensor.insert_slice %g6571 into %cat6584[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6586 = tensor.empty() : tensor<8x256xf32>
  %f6587 = linalg.fill ins(%c0 : f32) outs(%e6586 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6588 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6585, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6587 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6589 = tensor.empty() : tensor<8x256xf32>
  %g6594 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6588, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6589 : tensor<8x256xf32>) {
  ^bb0(%a6590: f32, %a6591: f32, %o6592: f32):
    %b6593 = arith.addf %a6590, %a6591 : f32
    linalg.yield %b6593 : f32
  } -> tensor<8x256xf32>
  %e6595 = tensor.empty() : tensor<8x256xf32>
  %g6599 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6594 : tensor<8x256xf32>) outs(%e6595 : tensor<8x256xf32>) {
  ^bb0(%a6596: f32, %o6597: f32):
    %b6598 = math.tanh %a6596 : f32
    linalg.yield %b6598 : f32
  } -> tensor<8x256xf32>
  %e6600 = tensor.empty() : tensor<8x128xf32>
  %f6601 = linalg.fill ins(%c0 : f32) outs(%e6600 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6602 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6599, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6601 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6603 = tensor.empty() : tensor<8x128xf32>
  %g6608 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6602, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6603 : tensor<8x128xf32>) {
  ^bb0(%a6604: f32, %a6605: f32, %o6606: f32):
    %b6607 = arith.addf %a6604, %a6605 : f32
    linalg.yield %b6607 : f32
  } -> tensor<8x128xf32>
  %s6609 = tensor.extract_slice %x[236, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6610 = tensor.collapse_shape %s6609 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6611 = tensor.empty() : tensor<8x1280xf32>
  %cat6612 = tensor.insert_slice %r6610 into %e6611[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6613 = tensor.insert_slice %g6599 into %cat6612[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6614 = tensor.empty() : tensor<8x256xf32>
  %f6615 = linalg.fill ins(%c0 : f32) outs(%e6614 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6616 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6613, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6615 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6617 = tensor.empty() : tensor<8x256xf32>
  %g6622 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6616, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6617 : tensor<8x256xf32>) {
  ^bb0(%a6618: f32, %a6619: f32, %o6620: f32):
    %b6621 = arith.addf %a6618, %a6619 : f32
    linalg.yield %b6621 : f32
  } -> tensor<8x256xf32>
  %e6623 = tensor.empty() : tensor<8x256xf32>
  %g6627 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6622 : tensor<8x256xf32>) outs(%e6623 : tensor<8x256xf32>) {
  ^bb0(%a6624: f32, %o6625: f32):
    %b6626 = math.tanh %a6624 : f32
    linalg.yield %b6626 : f32
  } -> tensor<8x256xf32>
  %e6628 = tensor.empty() : tensor<8x128xf32>
  %f6629 = linalg.fill ins(%c0 : f32) outs(%e6628 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6630 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6627, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6629 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6631 = tensor.empty() : tensor<8x128xf32>
  %g6636 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6630, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6631 : tensor<8x128xf32>) {
  ^bb0(%a6632: f32, %a6633: f32, %o6634: f32):
    %b6635 = arith.addf %a6632, %a6633 : f32
    linalg.yield %b6635 : f32
  } -> tensor<8x128xf32>
  %s6637 = tensor.extract_slice %x[237, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6638 = tensor.collapse_shape %s6637 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6639 = tensor.empty() : tensor<8x1280xf32>
  %cat6640 = tensor.insert_slice %r6638 into %e6639[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6641 = tensor.insert_slice %g6627 into %cat6640[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6642 = tensor.empty() : tensor<8x256xf32>
  %f6643 = linalg.fill ins(%c0 : f32) outs(%e6642 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6644 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6641, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6643 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6645 = tensor.empty() : tensor<8x256xf32>
  %g6650 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6644, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6645 : tensor<8x256xf32>) {
  ^bb0(%a6646: f32, %a6647: f32, %o6648: f32):
    %b6649 = arith.addf %a6646, %a6647 : f32
    linalg.yield %b6649 : f32
  } -> tensor<8x256xf32>
  %e6651 = tensor.empty() : tensor<8x256xf32>
  %g6655 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6650 : tensor<8x256xf32>) outs(%e6651 : tensor<8x256xf32>) {
  ^bb0(%a6652: f32, %o6653: f32):
    %b6654 = math.tanh %a6652 : f32
    linalg.yield %b6654 : f32
  } -> tensor<8x256xf32>
  %e6656 = tensor.empty() : tensor<8x128xf32>
  %f6657 = linalg.fill ins(%c0 : f32) outs(%e6656 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6658 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6655, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6657 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6659 = tensor.empty() : tensor<8x128xf32>
  %g6664 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6658, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6659 : tensor<8x128xf32>) {
  ^bb0(%a6660: f32, %a6661: f32, %o6662: f32):
    %b6663 = arith.addf %a6660, %a6661 : f32
    linalg.yield %b6663 : f32
  } -> tensor<8x128xf32>
  %s6665 = tensor.extract_slice %x[238, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6666 = tensor.collapse_shape %s6665 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6667 = tensor.empty() : tensor<8x1280xf32>
  %cat6668 = tensor.insert_slice %r6666 into %e6667[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6669 = tensor.insert_slice %g6655 into %cat6668[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6670 = tensor.empty() : tensor<8x256xf32>
  %f6671 = linalg.fill ins(%c0 : f32) outs(%e6670 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6672 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6669, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6671 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6673 = tensor.empty() : tensor<8x256xf32>
  %g6678 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6672, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6673 : tensor<8x256xf32>) {
  ^bb0(%a6674: f32, %a6675: f32, %o6676: f32):
    %b6677 = arith.addf %a6674, %a6675 : f32
    linalg.yield %b6677 : f32
  } -> tensor<8x256xf32>
  %e6679 = tensor.empty() : tensor<8x256xf32>
  %g6683 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6678 : tensor<8x256xf32>) outs(%e6679 : tensor<8x256xf32>) {
  ^bb0(%a6680: f32, %o6681: f32):
    %b6682 = math.tanh %a6680 : f32
    linalg.yield %b6682 : f32
  } -> tensor<8x256xf32>
  %e6684 = tensor.empty() : tensor<8x128xf32>
  %f6685 = linalg.fill ins(%c0 : f32) outs(%e6684 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6686 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6683, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6685 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6687 = tensor.empty() : tensor<8x128xf32>
  %g6692 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6686, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6687 : tensor<8x128xf32>) {
  ^bb0(%a6688: f32, %a6689: f32, %o6690: f32):
    %b6691 = arith.addf %a6688, %a6689 : f32
    linalg.yield %b6691 : f32
  } -> tensor<8x128xf32>
  %s6693 = tensor.extract_slice %x[239, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6694 = tensor.collapse_shape %s6693 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6695 = tensor.empty() : tensor<8x1280xf32>
  %cat6696 = tensor.insert_slice %r6694 into %e6695[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6697 = tensor.insert_slice %g6683 into %cat6696[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6698 = tensor.empty() : tensor<8x256xf32>
  %f6699 = linalg.fill ins(%c0 : f32) outs(%e6698 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6700 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6697, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6699 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6701 = tensor.empty() : tensor<8x256xf32>
  %g6706 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6700, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6701 : tensor<8x256xf32>) {
  ^bb0(%a6702: f32, %a6703: f32, %o6704: f32):
    %b6705 = arith.addf %a6702, %a6703 : f32
    linalg.yield %b6705 : f32
  } -> tensor<8x256xf32>
  %e6707 = tensor.empty() : tensor<8x256xf32>
  %g6711 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6706 : tensor<8x256xf32>) outs(%e6707 : tensor<8x256xf32>) {
  ^bb0(%a6708: f32, %o6709: f32):
    %b6710 = math.tanh %a6708 : f32
    linalg.yield %b6710 : f32
  } -> tensor<8x256xf32>
  %e6712 = tensor.empty() : tensor<8x128xf32>
  %f6713 = linalg.fill ins(%c0 : f32) outs(%e6712 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6714 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6711, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6713 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6715 = tensor.empty() : tensor<8x128xf32>
  %g6720 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6714, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6715 : tensor<8x128xf32>) {
  ^bb0(%a6716: f32, %a6717: f32, %o6718: f32):
    %b6719 = arith.addf %a6716, %a6717 : f32
    linalg.yield %b6719 : f32
  } -> tensor<8x128xf32>
  %s6721 = tensor.extract_slice %x[240, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6722 = tensor.collapse_shape %s6721 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6723 = tensor.empty() : tensor<8x1280xf32>
  %cat6724 = tensor.insert_slice %r6722 into %e6723[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6725 = tensor.insert_slice %g6711 into %cat6724[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6726 = tensor.empty() : tensor<8x256xf32>
  %f6727 = linalg.fill ins(%c0 : f32) outs(%e6726 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6728 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6725, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6727 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6729 = tensor.empty() : tensor<8x256xf32>
  %g6734 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6728, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6729 : tensor<8x256xf32>) {
  ^bb0(%a6730: f32, %a6731: f32, %o6732: f32):
    %b6733 = arith.addf %a6730, %a6731 : f32
    linalg.yield %b6733 : f32
  } -> tensor<8x256xf32>
  %e6735 = tensor.empty() : tensor<8x256xf32>
  %g6739 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6734 : tensor<8x256xf32>) outs(%e6735 : tensor<8x256xf32>) {
  ^bb0(%a6736: f32, %o6737: f32):
    %b6738 = math.tanh %a6736 : f32
    linalg.yield %b6738 : f32
  } -> tensor<8x256xf32>
  %e6740 = tensor.empty() : tensor<8x128xf32>
  %f6741 = linalg.fill ins(%c0 : f32) outs(%e6740 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6742 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6739, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6741 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6743 = tensor.empty() : tensor<8x128xf32>
  %g6748 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6742, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6743 : tensor<8x128xf32>) {
  ^bb0(%a6744: f32, %a6745: f32, %o6746: f32):
    %b6747 = arith.addf %a6744, %a6745 : f32
    linalg.yield %b6747 : f32
  } -> tensor<8x128xf32>
  %s6749 = tensor.extract_slice %x[241, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6750 = tensor.collapse_shape %s6749 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6751 = tensor.empty() : tensor<8x1280xf32>
  %cat6752 = tensor.insert_slice %r6750 into %e6751[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6753 = tensor.insert_slice %g6739 into %cat6752[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6754 = tensor.empty() : tensor<8x256xf32>
  %f6755 = linalg.fill ins(%c0 : f32) outs(%e6754 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6756 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6753, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6755 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6757 = tensor.empty() : tensor<8x256xf32>
  %g6762 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6756, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6757 : tensor<8x256xf32>) {
  ^bb0(%a6758: f32, %a6759: f32, %o6760: f32):
    %b6761 = arith.addf %a6758, %a6759 : f32
    linalg.yield %b6761 : f32
  } -> tensor<8x256xf32>
  %e6763 = tensor.empty() : tensor<8x256xf32>
  %g6767 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6762 : tensor<8x256xf32>) outs(%e6763 : tensor<8x256xf32>) {
  ^bb0(%a6764: f32, %o6765: f32):
    %b6766 = math.tanh %a6764 : f32
    linalg.yield %b6766 : f32
  } -> tensor<8x256xf32>
  %e6768 = tensor.empty() : tensor<8x128xf32>
  %f6769 = linalg.fill ins(%c0 : f32) outs(%e6768 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6770 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6767, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6769 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6771 = tensor.empty() : tensor<8x128xf32>
  %g6776 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6770, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6771 : tensor<8x128xf32>) {
  ^bb0(%a6772: f32, %a6773: f32, %o6774: f32):
    %b6775 = arith.addf %a6772, %a6773 : f32
    linalg.yield %b6775 : f32
  } -> tensor<8x128xf32>
  %s6777 = tensor.extract_slice %x[242, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6778 = tensor.collapse_shape %s6777 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6779 = tensor.empty() : tensor<8x1280xf32>
  %cat6780 = tensor.insert_slice %r6778 into %e6779[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6781 = tensor.insert_slice %g6767 into %cat6780[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6782 = tensor.empty() : tensor<8x256xf32>
  %f6783 = linalg.fill ins(%c0 : f32) outs(%e6782 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6784 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6781, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6783 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6785 = tensor.empty() : tensor<8x256xf32>
  %g6790 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6784, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6785 : tensor<8x256xf32>) {
  ^bb0(%a6786: f32, %a6787: f32, %o6788: f32):
    %b6789 = arith.addf %a6786, %a6787 : f32
    linalg.yield %b6789 : f32
  } -> tensor<8x256xf32>
  %e6791 = tensor.empty() : tensor<8x256xf32>
  %g6795 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6790 : tensor<8x256xf32>) outs(%e6791 : tensor<8x256xf32>) {
  ^bb0(%a6792: f32, %o6793: f32):
    %b6794 = math.tanh %a6792 : f32
    linalg.yield %b6794 : f32
  } -> tensor<8x256xf32>
  %e6796 = tensor.empty() : tensor<8x128xf32>
  %f6797 = linalg.fill ins(%c0 : f32) outs(%e6796 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6798 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6795, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6797 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6799 = tensor.empty() : tensor<8x128xf32>
  %g6804 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6798, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6799 : tensor<8x128xf32>) {
  ^bb0(%a6800: f32, %a6801: f32, %o6802: f32):
    %b6803 = arith.addf %a6800, %a6801 : f32
    linalg.yield %b6803 : f32
  } -> tensor<8x128xf32>
  %s6805 = tensor.extract_slice %x[243, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6806 = tensor.collapse_shape %s6805 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6807 = tensor.empty() : tensor<8x1280xf32>
  %cat6808 = tensor.insert_slice %r6806 into %e6807[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6809 = tensor.insert_slice %g6795 into %cat6808[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6810 = tensor.empty() : tensor<8x256xf32>
  %f6811 = linalg.fill ins(%c0 : f32) outs(%e6810 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6812 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6809, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6811 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6813 = tensor.empty() : tensor<8x256xf32>
  %g6818 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6812, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6813 : tensor<8x256xf32>) {
  ^bb0(%a6814: f32, %a6815: f32, %o6816: f32):
    %b6817 = arith.addf %a6814, %a6815 : f32
    linalg.yield %b6817 : f32
  } -> tensor<8x256xf32>
  %e6819 = tensor.empty() : tensor<8x256xf32>
  %g6823 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6818 : tensor<8x256xf32>) outs(%e6819 : tensor<8x256xf32>) {
  ^bb0(%a6820: f32, %o6821: f32):
    %b6822 = math.tanh %a6820 : f32
    linalg.yield %b6822 : f32
  } -> tensor<8x256xf32>
  %e6824 = tensor.empty() : tensor<8x128xf32>
  %f6825 = linalg.fill ins(%c0 : f32) outs(%e6824 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6826 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6823, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6825 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6827 = tensor.empty() : tensor<8x128xf32>
  %g6832 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6826, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6827 : tensor<8x128xf32>) {
  ^bb0(%a6828: f32, %a6829: f32, %o6830: f32):
    %b6831 = arith.addf %a6828, %a6829 : f32
    linalg.yield %b6831 : f32
  } -> tensor<8x128xf32>
  %s6833 = tensor.extract_slice %x[244, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6834 = tensor.collapse_shape %s6833 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6835 = tensor.empty() : tensor<8x1280xf32>
  %cat6836 = tensor.insert_slice %r6834 into %e6835[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6837 = tensor.insert_slice %g6823 into %cat6836[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6838 = tensor.empty() : tensor<8x256xf32>
  %f6839 = linalg.fill ins(%c0 : f32) outs(%e6838 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6840 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6837, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6839 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6841 = tensor.empty() : tensor<8x256xf32>
  %g6846 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6840, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6841 : tensor<8x256xf32>) {
  ^bb0(%a6842: f32, %a6843: f32, %o6844: f32):
    %b6845 = arith.addf %a6842, %a6843 : f32
    linalg.yield %b6845 : f32
  } -> tensor<8x256xf32>
  %e6847 = tensor.empty() : tensor<8x256xf32>
  %g6851 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6846 : tensor<8x256xf32>) outs(%e6847 : tensor<8x256xf32>) {
  ^bb0(%a6848: f32, %o6849: f32):
    %b6850 = math.tanh %a6848 : f32
    linalg.yield %b6850 : f32
  } -> tensor<8x256xf32>
  %e6852 = tensor.empty() : tensor<8x128xf32>
  %f6853 = linalg.fill ins(%c0 : f32) outs(%e6852 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6854 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6851, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6853 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6855 = tensor.empty() : tensor<8x128xf32>
  %g6860 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6854, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6855 : tensor<8x128xf32>) {
  ^bb0(%a6856: f32, %a6857: f32, %o6858: f32):
    %b6859 = arith.addf %a6856, %a6857 : f32
    linalg.yield %b6859 : f32
  } -> tensor<8x128xf32>
  %s6861 = tensor.extract_slice %x[245, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6862 = tensor.collapse_shape %s6861 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6863 = tensor.empty() : tensor<8x1280xf32>
  %cat6864 = tensor.insert_slice %r6862 into %e6863[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6865 = tensor.insert_slice %g6851 into %cat6864[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6866 = tensor.empty() : tensor<8x256xf32>
  %f6867 = linalg.fill ins(%c0 : f32) outs(%e6866 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6868 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6865, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6867 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6869 = tensor.empty() : tensor<8x256xf32>
  %g6874 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6868, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6869 : tensor<8x256xf32>) {
  ^bb0(%a6870: f32, %a6871: f32, %o6872: f32):
    %b6873 = arith.addf %a6870, %a6871 : f32
    linalg.yield %b6873 : f32
  } -> tensor<8x256xf32>
  %e6875 = tensor.empty() : tensor<8x256xf32>
  %g6879 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6874 : tensor<8x256xf32>) outs(%e6875 : tensor<8x256xf32>) {
  ^bb0(%a6876: f32, %o6877: f32):
    %b6878 = math.tanh %a6876 : f32
    linalg.yield %b6878 : f32
  } -> tensor<8x256xf32>
  %e6880 = tensor.empty() : tensor<8x128xf32>
  %f6881 = linalg.fill ins(%c0 : f32) outs(%e6880 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6882 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6879, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6881 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6883 = tensor.empty() : tensor<8x128xf32>
  %g6888 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6882, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6883 : tensor<8x128xf32>) {
  ^bb0(%a6884: f32, %a6885: f32, %o6886: f32):
    %b6887 = arith.addf %a6884, %a6885 : f32
    linalg.yield %b6887 : f32
  } -> tensor<8x128xf32>
  %s6889 = tensor.extract_slice %x[246, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6890 = tensor.collapse_shape %s6889 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6891 = tensor.empty() : tensor<8x1280xf32>
  %cat6892 = tensor.insert_slice %r6890 into %e6891[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6893 = tensor.insert_slice %g6879 into %cat6892[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6894 = tensor.empty() : tensor<8x256xf32>
  %f6895 = linalg.fill ins(%c0 : f32) outs(%e6894 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6896 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6893, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6895 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6897 = tensor.empty() : tensor<8x256xf32>
  %g6902 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6896, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6897 : tensor<8x256xf32>) {
  ^bb0(%a6898: f32, %a6899: f32, %o6900: f32):
    %b6901 = arith.addf %a6898, %a6899 : f32
    linalg.yield %b6901 : f32
  } -> tensor<8x256xf32>
  %e6903 = tensor.empty() : tensor<8x256xf32>
  %g6907 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6902 : tensor<8x256xf32>) outs(%e6903 : tensor<8x256xf32>) {
  ^bb0(%a6904: f32, %o6905: f32):
    %b6906 = math.tanh %a6904 : f32
    linalg.yield %b6906 : f32
  } -> tensor<8x256xf32>
  %e6908 = tensor.empty() : tensor<8x128xf32>
  %f6909 = linalg.fill ins(%c0 : f32) outs(%e6908 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6910 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6907, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6909 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6911 = tensor.empty() : tensor<8x128xf32>
  %g6916 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6910, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6911 : tensor<8x128xf32>) {
  ^bb0(%a6912: f32, %a6913: f32, %o6914: f32):
    %b6915 = arith.addf %a6912, %a6913 : f32
    linalg.yield %b6915 : f32
  } -> tensor<8x128xf32>
  %s6917 = tensor.extract_slice %x[247, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6918 = tensor.collapse_shape %s6917 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6919 = tensor.empty() : tensor<8x1280xf32>
  %cat6920 = tensor.insert_slice %r6918 into %e6919[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6921 = tensor.insert_slice %g6907 into %cat6920[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6922 = tensor.empty() : tensor<8x256xf32>
  %f6923 = linalg.fill ins(%c0 : f32) outs(%e6922 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6924 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6921, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6923 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6925 = tensor.empty() : tensor<8x256xf32>
  %g6930 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6924, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6925 : tensor<8x256xf32>) {
  ^bb0(%a6926: f32, %a6927: f32, %o6928: f32):
    %b6929 = arith.addf %a6926, %a6927 : f32
    linalg.yield %b6929 : f32
  } -> tensor<8x256xf32>
  %e6931 = tensor.empty() : tensor<8x256xf32>
  %g6935 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6930 : tensor<8x256xf32>) outs(%e6931 : tensor<8x256xf32>) {
  ^bb0(%a6932: f32, %o6933: f32):
    %b6934 = math.tanh %a6932 : f32
    linalg.yield %b6934 : f32
  } -> tensor<8x256xf32>
  %e6936 = tensor.empty() : tensor<8x128xf32>
  %f6937 = linalg.fill ins(%c0 : f32) outs(%e6936 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6938 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6935, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6937 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6939 = tensor.empty() : tensor<8x128xf32>
  %g6944 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6938, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6939 : tensor<8x128xf32>) {
  ^bb0(%a6940: f32, %a6941: f32, %o6942: f32):
    %b6943 = arith.addf %a6940, %a6941 : f32
    linalg.yield %b6943 : f32
  } -> tensor<8x128xf32>
  %s6945 = tensor.extract_slice %x[248, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6946 = tensor.collapse_shape %s6945 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6947 = tensor.empty() : tensor<8x1280xf32>
  %cat6948 = tensor.insert_slice %r6946 into %e6947[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6949 = tensor.insert_slice %g6935 into %cat6948[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6950 = tensor.empty() : tensor<8x256xf32>
  %f6951 = linalg.fill ins(%c0 : f32) outs(%e6950 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6952 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6949, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6951 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6953 = tensor.empty() : tensor<8x256xf32>
  %g6958 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6952, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6953 : tensor<8x256xf32>) {
  ^bb0(%a6954: f32, %a6955: f32, %o6956: f32):
    %b6957 = arith.addf %a6954, %a6955 : f32
    linalg.yield %b6957 : f32
  } -> tensor<8x256xf32>
  %e6959 = tensor.empty() : tensor<8x256xf32>
  %g6963 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6958 : tensor<8x256xf32>) outs(%e6959 : tensor<8x256xf32>) {
  ^bb0(%a6960: f32, %o6961: f32):
    %b6962 = math.tanh %a6960 : f32
    linalg.yield %b6962 : f32
  } -> tensor<8x256xf32>
  %e6964 = tensor.empty() : tensor<8x128xf32>
  %f6965 = linalg.fill ins(%c0 : f32) outs(%e6964 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6966 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6963, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6965 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6967 = tensor.empty() : tensor<8x128xf32>
  %g6972 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6966, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6967 : tensor<8x128xf32>) {
  ^bb0(%a6968: f32, %a6969: f32, %o6970: f32):
    %b6971 = arith.addf %a6968, %a6969 : f32
    linalg.yield %b6971 : f32
  } -> tensor<8x128xf32>
  %s6973 = tensor.extract_slice %x[249, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r6974 = tensor.collapse_shape %s6973 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e6975 = tensor.empty() : tensor<8x1280xf32>
  %cat6976 = tensor.insert_slice %r6974 into %e6975[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat6977 = tensor.insert_slice %g6963 into %cat6976[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e6978 = tensor.empty() : tensor<8x256xf32>
  %f6979 = linalg.fill ins(%c0 : f32) outs(%e6978 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm6980 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat6977, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f6979 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e6981 = tensor.empty() : tensor<8x256xf32>
  %g6986 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6980, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e6981 : tensor<8x256xf32>) {
  ^bb0(%a6982: f32, %a6983: f32, %o6984: f32):
    %b6985 = arith.addf %a6982, %a6983 : f32
    linalg.yield %b6985 : f32
  } -> tensor<8x256xf32>
  %e6987 = tensor.empty() : tensor<8x256xf32>
  %g6991 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g6986 : tensor<8x256xf32>) outs(%e6987 : tensor<8x256xf32>) {
  ^bb0(%a6988: f32, %o6989: f32):
    %b6990 = math.tanh %a6988 : f32
    linalg.yield %b6990 : f32
  } -> tensor<8x256xf32>
  %e6992 = tensor.empty() : tensor<8x128xf32>
  %f6993 = linalg.fill ins(%c0 : f32) outs(%e6992 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm6994 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g6991, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f6993 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e6995 = tensor.empty() : tensor<8x128xf32>
  %g7000 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm6994, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e6995 : tensor<8x128xf32>) {
  ^bb0(%a6996: f32, %a6997: f32, %o6998: f32):
    %b6999 = arith.addf %a6996, %a6997 : f32
    linalg.yield %b6999 : f32
  } -> tensor<8x128xf32>
  %s7001 = tensor.extract_slice %x[250, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r7002 = tensor.collapse_shape %s7001 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e7003 = tensor.empty() : tensor<8x1280xf32>
  %cat7004 = tensor.insert_slice %r7002 into %e7003[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat7005 = tensor.insert_slice %g6991 into %cat7004[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e7006 = tensor.empty() : tensor<8x256xf32>
  %f7007 = linalg.fill ins(%c0 : f32) outs(%e7006 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm7008 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat7005, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f7007 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e7009 = tensor.empty() : tensor<8x256xf32>
  %g7014 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7008, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e7009 : tensor<8x256xf32>) {
  ^bb0(%a7010: f32, %a7011: f32, %o7012: f32):
    %b7013 = arith.addf %a7010, %a7011 : f32
    linalg.yield %b7013 : f32
  } -> tensor<8x256xf32>
  %e7015 = tensor.empty() : tensor<8x256xf32>
  %g7019 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g7014 : tensor<8x256xf32>) outs(%e7015 : tensor<8x256xf32>) {
  ^bb0(%a7016: f32, %o7017: f32):
    %b7018 = math.tanh %a7016 : f32
    linalg.yield %b7018 : f32
  } -> tensor<8x256xf32>
  %e7020 = tensor.empty() : tensor<8x128xf32>
  %f7021 = linalg.fill ins(%c0 : f32) outs(%e7020 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm7022 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g7019, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f7021 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e7023 = tensor.empty() : tensor<8x128xf32>
  %g7028 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7022, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e7023 : tensor<8x128xf32>) {
  ^bb0(%a7024: f32, %a7025: f32, %o7026: f32):
    %b7027 = arith.addf %a7024, %a7025 : f32
    linalg.yield %b7027 : f32
  } -> tensor<8x128xf32>
  %s7029 = tensor.extract_slice %x[251, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r7030 = tensor.collapse_shape %s7029 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e7031 = tensor.empty() : tensor<8x1280xf32>
  %cat7032 = tensor.insert_slice %r7030 into %e7031[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat7033 = tensor.insert_slice %g7019 into %cat7032[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e7034 = tensor.empty() : tensor<8x256xf32>
  %f7035 = linalg.fill ins(%c0 : f32) outs(%e7034 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm7036 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat7033, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f7035 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e7037 = tensor.empty() : tensor<8x256xf32>
  %g7042 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7036, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e7037 : tensor<8x256xf32>) {
  ^bb0(%a7038: f32, %a7039: f32, %o7040: f32):
    %b7041 = arith.addf %a7038, %a7039 : f32
    linalg.yield %b7041 : f32
  } -> tensor<8x256xf32>
  %e7043 = tensor.empty() : tensor<8x256xf32>
  %g7047 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g7042 : tensor<8x256xf32>) outs(%e7043 : tensor<8x256xf32>) {
  ^bb0(%a7044: f32, %o7045: f32):
    %b7046 = math.tanh %a7044 : f32
    linalg.yield %b7046 : f32
  } -> tensor<8x256xf32>
  %e7048 = tensor.empty() : tensor<8x128xf32>
  %f7049 = linalg.fill ins(%c0 : f32) outs(%e7048 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm7050 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g7047, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f7049 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e7051 = tensor.empty() : tensor<8x128xf32>
  %g7056 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7050, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e7051 : tensor<8x128xf32>) {
  ^bb0(%a7052: f32, %a7053: f32, %o7054: f32):
    %b7055 = arith.addf %a7052, %a7053 : f32
    linalg.yield %b7055 : f32
  } -> tensor<8x128xf32>
  %s7057 = tensor.extract_slice %x[252, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r7058 = tensor.collapse_shape %s7057 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e7059 = tensor.empty() : tensor<8x1280xf32>
  %cat7060 = tensor.insert_slice %r7058 into %e7059[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat7061 = tensor.insert_slice %g7047 into %cat7060[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e7062 = tensor.empty() : tensor<8x256xf32>
  %f7063 = linalg.fill ins(%c0 : f32) outs(%e7062 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm7064 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat7061, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f7063 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e7065 = tensor.empty() : tensor<8x256xf32>
  %g7070 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7064, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e7065 : tensor<8x256xf32>) {
  ^bb0(%a7066: f32, %a7067: f32, %o7068: f32):
    %b7069 = arith.addf %a7066, %a7067 : f32
    linalg.yield %b7069 : f32
  } -> tensor<8x256xf32>
  %e7071 = tensor.empty() : tensor<8x256xf32>
  %g7075 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g7070 : tensor<8x256xf32>) outs(%e7071 : tensor<8x256xf32>) {
  ^bb0(%a7072: f32, %o7073: f32):
    %b7074 = math.tanh %a7072 : f32
    linalg.yield %b7074 : f32
  } -> tensor<8x256xf32>
  %e7076 = tensor.empty() : tensor<8x128xf32>
  %f7077 = linalg.fill ins(%c0 : f32) outs(%e7076 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm7078 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g7075, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f7077 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e7079 = tensor.empty() : tensor<8x128xf32>
  %g7084 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7078, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e7079 : tensor<8x128xf32>) {
  ^bb0(%a7080: f32, %a7081: f32, %o7082: f32):
    %b7083 = arith.addf %a7080, %a7081 : f32
    linalg.yield %b7083 : f32
  } -> tensor<8x128xf32>
  %s7085 = tensor.extract_slice %x[253, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r7086 = tensor.collapse_shape %s7085 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e7087 = tensor.empty() : tensor<8x1280xf32>
  %cat7088 = tensor.insert_slice %r7086 into %e7087[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat7089 = tensor.insert_slice %g7075 into %cat7088[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e7090 = tensor.empty() : tensor<8x256xf32>
  %f7091 = linalg.fill ins(%c0 : f32) outs(%e7090 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm7092 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat7089, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f7091 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e7093 = tensor.empty() : tensor<8x256xf32>
  %g7098 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7092, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e7093 : tensor<8x256xf32>) {
  ^bb0(%a7094: f32, %a7095: f32, %o7096: f32):
    %b7097 = arith.addf %a7094, %a7095 : f32
    linalg.yield %b7097 : f32
  } -> tensor<8x256xf32>
  %e7099 = tensor.empty() : tensor<8x256xf32>
  %g7103 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g7098 : tensor<8x256xf32>) outs(%e7099 : tensor<8x256xf32>) {
  ^bb0(%a7100: f32, %o7101: f32):
    %b7102 = math.tanh %a7100 : f32
    linalg.yield %b7102 : f32
  } -> tensor<8x256xf32>
  %e7104 = tensor.empty() : tensor<8x128xf32>
  %f7105 = linalg.fill ins(%c0 : f32) outs(%e7104 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm7106 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g7103, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f7105 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e7107 = tensor.empty() : tensor<8x128xf32>
  %g7112 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7106, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e7107 : tensor<8x128xf32>) {
  ^bb0(%a7108: f32, %a7109: f32, %o7110: f32):
    %b7111 = arith.addf %a7108, %a7109 : f32
    linalg.yield %b7111 : f32
  } -> tensor<8x128xf32>
  %s7113 = tensor.extract_slice %x[254, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r7114 = tensor.collapse_shape %s7113 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e7115 = tensor.empty() : tensor<8x1280xf32>
  %cat7116 = tensor.insert_slice %r7114 into %e7115[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat7117 = tensor.insert_slice %g7103 into %cat7116[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e7118 = tensor.empty() : tensor<8x256xf32>
  %f7119 = linalg.fill ins(%c0 : f32) outs(%e7118 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm7120 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat7117, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f7119 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e7121 = tensor.empty() : tensor<8x256xf32>
  %g7126 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7120, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e7121 : tensor<8x256xf32>) {
  ^bb0(%a7122: f32, %a7123: f32, %o7124: f32):
    %b7125 = arith.addf %a7122, %a7123 : f32
    linalg.yield %b7125 : f32
  } -> tensor<8x256xf32>
  %e7127 = tensor.empty() : tensor<8x256xf32>
  %g7131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g7126 : tensor<8x256xf32>) outs(%e7127 : tensor<8x256xf32>) {
  ^bb0(%a7128: f32, %o7129: f32):
    %b7130 = math.tanh %a7128 : f32
    linalg.yield %b7130 : f32
  } -> tensor<8x256xf32>
  %e7132 = tensor.empty() : tensor<8x128xf32>
  %f7133 = linalg.fill ins(%c0 : f32) outs(%e7132 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm7134 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g7131, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f7133 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e7135 = tensor.empty() : tensor<8x128xf32>
  %g7140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7134, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e7135 : tensor<8x128xf32>) {
  ^bb0(%a7136: f32, %a7137: f32, %o7138: f32):
    %b7139 = arith.addf %a7136, %a7137 : f32
    linalg.yield %b7139 : f32
  } -> tensor<8x128xf32>
  %s7141 = tensor.extract_slice %x[255, 0, 0] [1, 8, 1024] [1, 1, 1] : tensor<256x8x1024xf32> to tensor<1x8x1024xf32>
  %r7142 = tensor.collapse_shape %s7141 [[0, 1], [2]] : tensor<1x8x1024xf32> into tensor<8x1024xf32>
  %e7143 = tensor.empty() : tensor<8x1280xf32>
  %cat7144 = tensor.insert_slice %r7142 into %e7143[0, 0] [8, 1024] [1, 1] : tensor<8x1024xf32> into tensor<8x1280xf32>
  %cat7145 = tensor.insert_slice %g7131 into %cat7144[0, 1024] [8, 256] [1, 1] : tensor<8x256xf32> into tensor<8x1280xf32>
  %e7146 = tensor.empty() : tensor<8x256xf32>
  %f7147 = linalg.fill ins(%c0 : f32) outs(%e7146 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %mm7148 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%cat7145, %i2h_weight : tensor<8x1280xf32>, tensor<256x1280xf32>) outs(%f7147 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e7149 = tensor.empty() : tensor<8x256xf32>
  %g7154 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7148, %i2h_bias : tensor<8x256xf32>, tensor<256xf32>) outs(%e7149 : tensor<8x256xf32>) {
  ^bb0(%a7150: f32, %a7151: f32, %o7152: f32):
    %b7153 = arith.addf %a7150, %a7151 : f32
    linalg.yield %b7153 : f32
  } -> tensor<8x256xf32>
  %e7155 = tensor.empty() : tensor<8x256xf32>
  %g7159 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%g7154 : tensor<8x256xf32>) outs(%e7155 : tensor<8x256xf32>) {
  ^bb0(%a7156: f32, %o7157: f32):
    %b7158 = math.tanh %a7156 : f32
    linalg.yield %b7158 : f32
  } -> tensor<8x256xf32>
  %e7160 = tensor.empty() : tensor<8x128xf32>
  %f7161 = linalg.fill ins(%c0 : f32) outs(%e7160 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %mm7162 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%g7159, %h2o_weight : tensor<8x256xf32>, tensor<128x256xf32>) outs(%f7161 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e7163 = tensor.empty() : tensor<8x128xf32>
  %g7168 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm7162, %h2o_bias : tensor<8x128xf32>, tensor<128xf32>) outs(%e7163 : tensor<8x128xf32>) {
  ^bb0(%a7164: f32, %a7165: f32, %o7166: f32):
    %b7167 = arith.addf %a7164, %a7165 : f32
    linalg.yield %b7167 : f32
  } -> tensor<8x128xf32>
  %r7169 = tensor.expand_shape %g28 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7170 = tensor.expand_shape %g56 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7171 = tensor.expand_shape %g84 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7172 = tensor.expand_shape %g112 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7173 = tensor.expand_shape %g140 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7174 = tensor.expand_shape %g168 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7175 = tensor.expand_shape %g196 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7176 = tensor.expand_shape %g224 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7177 = tensor.expand_shape %g252 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7178 = tensor.expand_shape %g280 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7179 = tensor.expand_shape %g308 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7180 = tensor.expand_shape %g336 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7181 = tensor.expand_shape %g364 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7182 = tensor.expand_shape %g392 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7183 = tensor.expand_shape %g420 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7184 = tensor.expand_shape %g448 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7185 = tensor.expand_shape %g476 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7186 = tensor.expand_shape %g504 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7187 = tensor.expand_shape %g532 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7188 = tensor.expand_shape %g560 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7189 = tensor.expand_shape %g588 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7190 = tensor.expand_shape %g616 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7191 = tensor.expand_shape %g644 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7192 = tensor.expand_shape %g672 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7193 = tensor.expand_shape %g700 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7194 = tensor.expand_shape %g728 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7195 = tensor.expand_shape %g756 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7196 = tensor.expand_shape %g784 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7197 = tensor.expand_shape %g812 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7198 = tensor.expand_shape %g840 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7199 = tensor.expand_shape %g868 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7200 = tensor.expand_shape %g896 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7201 = tensor.expand_shape %g924 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7202 = tensor.expand_shape %g952 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7203 = tensor.expand_shape %g980 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7204 = tensor.expand_shape %g1008 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7205 = tensor.expand_shape %g1036 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7206 = tensor.expand_shape %g1064 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7207 = tensor.expand_shape %g1092 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7208 = tensor.expand_shape %g1120 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7209 = tensor.expand_shape %g1148 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7210 = tensor.expand_shape %g1176 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7211 = tensor.expand_shape %g1204 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7212 = tensor.expand_shape %g1232 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7213 = tensor.expand_shape %g1260 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7214 = tensor.expand_shape %g1288 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7215 = tensor.expand_shape %g1316 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7216 = tensor.expand_shape %g1344 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7217 = tensor.expand_shape %g1372 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7218 = tensor.expand_shape %g1400 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7219 = tensor.expand_shape %g1428 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7220 = tensor.expand_shape %g1456 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7221 = tensor.expand_shape %g1484 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7222 = tensor.expand_shape %g1512 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7223 = tensor.expand_shape %g1540 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7224 = tensor.expand_shape %g1568 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7225 = tensor.expand_shape %g1596 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7226 = tensor.expand_shape %g1624 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7227 = tensor.expand_shape %g1652 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7228 = tensor.expand_shape %g1680 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7229 = tensor.expand_shape %g1708 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7230 = tensor.expand_shape %g1736 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7231 = tensor.expand_shape %g1764 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7232 = tensor.expand_shape %g1792 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7233 = tensor.expand_shape %g1820 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7234 = tensor.expand_shape %g1848 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7235 = tensor.expand_shape %g1876 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7236 = tensor.expand_shape %g1904 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7237 = tensor.expand_shape %g1932 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7238 = tensor.expand_shape %g1960 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7239 = tensor.expand_shape %g1988 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7240 = tensor.expand_shape %g2016 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7241 = tensor.expand_shape %g2044 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7242 = tensor.expand_shape %g2072 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7243 = tensor.expand_shape %g2100 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7244 = tensor.expand_shape %g2128 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7245 = tensor.expand_shape %g2156 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7246 = tensor.expand_shape %g2184 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7247 = tensor.expand_shape %g2212 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7248 = tensor.expand_shape %g2240 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7249 = tensor.expand_shape %g2268 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7250 = tensor.expand_shape %g2296 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7251 = tensor.expand_shape %g2324 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7252 = tensor.expand_shape %g2352 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7253 = tensor.expand_shape %g2380 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7254 = tensor.expand_shape %g2408 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7255 = tensor.expand_shape %g2436 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7256 = tensor.expand_shape %g2464 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7257 = tensor.expand_shape %g2492 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7258 = tensor.expand_shape %g2520 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7259 = tensor.expand_shape %g2548 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7260 = tensor.expand_shape %g2576 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7261 = tensor.expand_shape %g2604 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7262 = tensor.expand_shape %g2632 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7263 = tensor.expand_shape %g2660 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7264 = tensor.expand_shape %g2688 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7265 = tensor.expand_shape %g2716 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7266 = tensor.expand_shape %g2744 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7267 = tensor.expand_shape %g2772 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7268 = tensor.expand_shape %g2800 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7269 = tensor.expand_shape %g2828 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7270 = tensor.expand_shape %g2856 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7271 = tensor.expand_shape %g2884 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7272 = tensor.expand_shape %g2912 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7273 = tensor.expand_shape %g2940 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7274 = tensor.expand_shape %g2968 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7275 = tensor.expand_shape %g2996 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7276 = tensor.expand_shape %g3024 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7277 = tensor.expand_shape %g3052 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7278 = tensor.expand_shape %g3080 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7279 = tensor.expand_shape %g3108 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7280 = tensor.expand_shape %g3136 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7281 = tensor.expand_shape %g3164 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7282 = tensor.expand_shape %g3192 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7283 = tensor.expand_shape %g3220 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7284 = tensor.expand_shape %g3248 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7285 = tensor.expand_shape %g3276 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7286 = tensor.expand_shape %g3304 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7287 = tensor.expand_shape %g3332 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7288 = tensor.expand_shape %g3360 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7289 = tensor.expand_shape %g3388 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7290 = tensor.expand_shape %g3416 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7291 = tensor.expand_shape %g3444 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7292 = tensor.expand_shape %g3472 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7293 = tensor.expand_shape %g3500 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7294 = tensor.expand_shape %g3528 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7295 = tensor.expand_shape %g3556 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7296 = tensor.expand_shape %g3584 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7297 = tensor.expand_shape %g3612 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7298 = tensor.expand_shape %g3640 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7299 = tensor.expand_shape %g3668 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7300 = tensor.expand_shape %g3696 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7301 = tensor.expand_shape %g3724 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7302 = tensor.expand_shape %g3752 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7303 = tensor.expand_shape %g3780 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7304 = tensor.expand_shape %g3808 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7305 = tensor.expand_shape %g3836 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7306 = tensor.expand_shape %g3864 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7307 = tensor.expand_shape %g3892 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7308 = tensor.expand_shape %g3920 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7309 = tensor.expand_shape %g3948 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7310 = tensor.expand_shape %g3976 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7311 = tensor.expand_shape %g4004 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7312 = tensor.expand_shape %g4032 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7313 = tensor.expand_shape %g4060 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7314 = tensor.expand_shape %g4088 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7315 = tensor.expand_shape %g4116 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7316 = tensor.expand_shape %g4144 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7317 = tensor.expand_shape %g4172 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7318 = tensor.expand_shape %g4200 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7319 = tensor.expand_shape %g4228 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7320 = tensor.expand_shape %g4256 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7321 = tensor.expand_shape %g4284 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7322 = tensor.expand_shape %g4312 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7323 = tensor.expand_shape %g4340 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7324 = tensor.expand_shape %g4368 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7325 = tensor.expand_shape %g4396 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7326 = tensor.expand_shape %g4424 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7327 = tensor.expand_shape %g4452 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7328 = tensor.expand_shape %g4480 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7329 = tensor.expand_shape %g4508 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7330 = tensor.expand_shape %g4536 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7331 = tensor.expand_shape %g4564 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7332 = tensor.expand_shape %g4592 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7333 = tensor.expand_shape %g4620 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7334 = tensor.expand_shape %g4648 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7335 = tensor.expand_shape %g4676 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7336 = tensor.expand_shape %g4704 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7337 = tensor.expand_shape %g4732 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7338 = tensor.expand_shape %g4760 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7339 = tensor.expand_shape %g4788 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7340 = tensor.expand_shape %g4816 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7341 = tensor.expand_shape %g4844 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7342 = tensor.expand_shape %g4872 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7343 = tensor.expand_shape %g4900 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7344 = tensor.expand_shape %g4928 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7345 = tensor.expand_shape %g4956 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7346 = tensor.expand_shape %g4984 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7347 = tensor.expand_shape %g5012 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7348 = tensor.expand_shape %g5040 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7349 = tensor.expand_shape %g5068 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7350 = tensor.expand_shape %g5096 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7351 = tensor.expand_shape %g5124 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7352 = tensor.expand_shape %g5152 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7353 = tensor.expand_shape %g5180 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7354 = tensor.expand_shape %g5208 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7355 = tensor.expand_shape %g5236 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7356 = tensor.expand_shape %g5264 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7357 = tensor.expand_shape %g5292 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7358 = tensor.expand_shape %g5320 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7359 = tensor.expand_shape %g5348 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7360 = tensor.expand_shape %g5376 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7361 = tensor.expand_shape %g5404 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7362 = tensor.expand_shape %g5432 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7363 = tensor.expand_shape %g5460 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7364 = tensor.expand_shape %g5488 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7365 = tensor.expand_shape %g5516 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7366 = tensor.expand_shape %g5544 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7367 = tensor.expand_shape %g5572 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7368 = tensor.expand_shape %g5600 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7369 = tensor.expand_shape %g5628 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7370 = tensor.expand_shape %g5656 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7371 = tensor.expand_shape %g5684 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7372 = tensor.expand_shape %g5712 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7373 = tensor.expand_shape %g5740 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7374 = tensor.expand_shape %g5768 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7375 = tensor.expand_shape %g5796 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7376 = tensor.expand_shape %g5824 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7377 = tensor.expand_shape %g5852 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7378 = tensor.expand_shape %g5880 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7379 = tensor.expand_shape %g5908 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7380 = tensor.expand_shape %g5936 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7381 = tensor.expand_shape %g5964 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7382 = tensor.expand_shape %g5992 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7383 = tensor.expand_shape %g6020 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7384 = tensor.expand_shape %g6048 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7385 = tensor.expand_shape %g6076 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7386 = tensor.expand_shape %g6104 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7387 = tensor.expand_shape %g6132 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7388 = tensor.expand_shape %g6160 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7389 = tensor.expand_shape %g6188 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7390 = tensor.expand_shape %g6216 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7391 = tensor.expand_shape %g6244 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7392 = tensor.expand_shape %g6272 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7393 = tensor.expand_shape %g6300 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7394 = tensor.expand_shape %g6328 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7395 = tensor.expand_shape %g6356 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7396 = tensor.expand_shape %g6384 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7397 = tensor.expand_shape %g6412 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7398 = tensor.expand_shape %g6440 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7399 = tensor.expand_shape %g6468 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7400 = tensor.expand_shape %g6496 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7401 = tensor.expand_shape %g6524 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7402 = tensor.expand_shape %g6552 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7403 = tensor.expand_shape %g6580 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7404 = tensor.expand_shape %g6608 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7405 = tensor.expand_shape %g6636 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7406 = tensor.expand_shape %g6664 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7407 = tensor.expand_shape %g6692 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7408 = tensor.expand_shape %g6720 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7409 = tensor.expand_shape %g6748 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7410 = tensor.expand_shape %g6776 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7411 = tensor.expand_shape %g6804 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7412 = tensor.expand_shape %g6832 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7413 = tensor.expand_shape %g6860 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7414 = tensor.expand_shape %g6888 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7415 = tensor.expand_shape %g6916 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7416 = tensor.expand_shape %g6944 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7417 = tensor.expand_shape %g6972 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7418 = tensor.expand_shape %g7000 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7419 = tensor.expand_shape %g7028 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7420 = tensor.expand_shape %g7056 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7421 = tensor.expand_shape %g7084 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7422 = tensor.expand_shape %g7112 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7423 = tensor.expand_shape %g7140 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %r7424 = tensor.expand_shape %g7168 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
  %e7425 = tensor.empty() : tensor<256x8x128xf32>
  %cat7426 = tensor.insert_slice %r7169 into %e7425[0, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7427 = tensor.insert_slice %r7170 into %cat7426[1, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7428 = tensor.insert_slice %r7171 into %cat7427[2, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7429 = tensor.insert_slice %r7172 into %cat7428[3, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7430 = tensor.insert_slice %r7173 into %cat7429[4, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7431 = tensor.insert_slice %r7174 into %cat7430[5, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7432 = tensor.insert_slice %r7175 into %cat7431[6, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7433 = tensor.insert_slice %r7176 into %cat7432[7, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7434 = tensor.insert_slice %r7177 into %cat7433[8, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7435 = tensor.insert_slice %r7178 into %cat7434[9, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7436 = tensor.insert_slice %r7179 into %cat7435[10, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7437 = tensor.insert_slice %r7180 into %cat7436[11, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7438 = tensor.insert_slice %r7181 into %cat7437[12, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7439 = tensor.insert_slice %r7182 into %cat7438[13, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7440 = tensor.insert_slice %r7183 into %cat7439[14, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7441 = tensor.insert_slice %r7184 into %cat7440[15, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7442 = tensor.insert_slice %r7185 into %cat7441[16, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7443 = tensor.insert_slice %r7186 into %cat7442[17, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7444 = tensor.insert_slice %r7187 into %cat7443[18, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7445 = tensor.insert_slice %r7188 into %cat7444[19, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7446 = tensor.insert_slice %r7189 into %cat7445[20, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7447 = tensor.insert_slice %r7190 into %cat7446[21, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7448 = tensor.insert_slice %r7191 into %cat7447[22, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7449 = tensor.insert_slice %r7192 into %cat7448[23, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7450 = tensor.insert_slice %r7193 into %cat7449[24, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7451 = tensor.insert_slice %r7194 into %cat7450[25, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7452 = tensor.insert_slice %r7195 into %cat7451[26, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7453 = tensor.insert_slice %r7196 into %cat7452[27, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7454 = tensor.insert_slice %r7197 into %cat7453[28, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7455 = tensor.insert_slice %r7198 into %cat7454[29, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7456 = tensor.insert_slice %r7199 into %cat7455[30, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7457 = tensor.insert_slice %r7200 into %cat7456[31, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7458 = tensor.insert_slice %r7201 into %cat7457[32, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7459 = tensor.insert_slice %r7202 into %cat7458[33, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7460 = tensor.insert_slice %r7203 into %cat7459[34, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7461 = tensor.insert_slice %r7204 into %cat7460[35, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7462 = tensor.insert_slice %r7205 into %cat7461[36, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7463 = tensor.insert_slice %r7206 into %cat7462[37, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7464 = tensor.insert_slice %r7207 into %cat7463[38, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7465 = tensor.insert_slice %r7208 into %cat7464[39, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7466 = tensor.insert_slice %r7209 into %cat7465[40, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7467 = tensor.insert_slice %r7210 into %cat7466[41, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7468 = tensor.insert_slice %r7211 into %cat7467[42, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7469 = tensor.insert_slice %r7212 into %cat7468[43, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7470 = tensor.insert_slice %r7213 into %cat7469[44, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7471 = tensor.insert_slice %r7214 into %cat7470[45, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7472 = tensor.insert_slice %r7215 into %cat7471[46, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7473 = tensor.insert_slice %r7216 into %cat7472[47, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7474 = tensor.insert_slice %r7217 into %cat7473[48, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7475 = tensor.insert_slice %r7218 into %cat7474[49, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7476 = tensor.insert_slice %r7219 into %cat7475[50, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7477 = tensor.insert_slice %r7220 into %cat7476[51, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7478 = tensor.insert_slice %r7221 into %cat7477[52, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7479 = tensor.insert_slice %r7222 into %cat7478[53, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7480 = tensor.insert_slice %r7223 into %cat7479[54, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7481 = tensor.insert_slice %r7224 into %cat7480[55, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7482 = tensor.insert_slice %r7225 into %cat7481[56, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7483 = tensor.insert_slice %r7226 into %cat7482[57, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7484 = tensor.insert_slice %r7227 into %cat7483[58, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7485 = tensor.insert_slice %r7228 into %cat7484[59, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7486 = tensor.insert_slice %r7229 into %cat7485[60, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7487 = tensor.insert_slice %r7230 into %cat7486[61, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7488 = tensor.insert_slice %r7231 into %cat7487[62, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7489 = tensor.insert_slice %r7232 into %cat7488[63, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7490 = tensor.insert_slice %r7233 into %cat7489[64, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7491 = tensor.insert_slice %r7234 into %cat7490[65, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7492 = tensor.insert_slice %r7235 into %cat7491[66, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7493 = tensor.insert_slice %r7236 into %cat7492[67, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7494 = tensor.insert_slice %r7237 into %cat7493[68, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7495 = tensor.insert_slice %r7238 into %cat7494[69, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7496 = tensor.insert_slice %r7239 into %cat7495[70, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7497 = tensor.insert_slice %r7240 into %cat7496[71, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7498 = tensor.insert_slice %r7241 into %cat7497[72, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7499 = tensor.insert_slice %r7242 into %cat7498[73, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7500 = tensor.insert_slice %r7243 into %cat7499[74, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7501 = tensor.insert_slice %r7244 into %cat7500[75, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7502 = tensor.insert_slice %r7245 into %cat7501[76, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7503 = tensor.insert_slice %r7246 into %cat7502[77, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7504 = tensor.insert_slice %r7247 into %cat7503[78, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7505 = tensor.insert_slice %r7248 into %cat7504[79, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7506 = tensor.insert_slice %r7249 into %cat7505[80, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7507 = tensor.insert_slice %r7250 into %cat7506[81, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7508 = tensor.insert_slice %r7251 into %cat7507[82, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7509 = tensor.insert_slice %r7252 into %cat7508[83, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7510 = tensor.insert_slice %r7253 into %cat7509[84, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7511 = tensor.insert_slice %r7254 into %cat7510[85, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7512 = tensor.insert_slice %r7255 into %cat7511[86, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7513 = tensor.insert_slice %r7256 into %cat7512[87, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7514 = tensor.insert_slice %r7257 into %cat7513[88, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7515 = tensor.insert_slice %r7258 into %cat7514[89, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7516 = tensor.insert_slice %r7259 into %cat7515[90, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7517 = tensor.insert_slice %r7260 into %cat7516[91, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7518 = tensor.insert_slice %r7261 into %cat7517[92, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7519 = tensor.insert_slice %r7262 into %cat7518[93, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7520 = tensor.insert_slice %r7263 into %cat7519[94, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7521 = tensor.insert_slice %r7264 into %cat7520[95, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7522 = tensor.insert_slice %r7265 into %cat7521[96, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7523 = tensor.insert_slice %r7266 into %cat7522[97, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7524 = tensor.insert_slice %r7267 into %cat7523[98, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7525 = tensor.insert_slice %r7268 into %cat7524[99, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7526 = tensor.insert_slice %r7269 into %cat7525[100, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7527 = tensor.insert_slice %r7270 into %cat7526[101, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7528 = tensor.insert_slice %r7271 into %cat7527[102, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7529 = tensor.insert_slice %r7272 into %cat7528[103, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7530 = tensor.insert_slice %r7273 into %cat7529[104, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7531 = tensor.insert_slice %r7274 into %cat7530[105, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7532 = tensor.insert_slice %r7275 into %cat7531[106, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7533 = tensor.insert_slice %r7276 into %cat7532[107, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7534 = tensor.insert_slice %r7277 into %cat7533[108, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7535 = tensor.insert_slice %r7278 into %cat7534[109, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7536 = tensor.insert_slice %r7279 into %cat7535[110, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7537 = tensor.insert_slice %r7280 into %cat7536[111, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7538 = tensor.insert_slice %r7281 into %cat7537[112, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7539 = tensor.insert_slice %r7282 into %cat7538[113, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7540 = tensor.insert_slice %r7283 into %cat7539[114, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7541 = tensor.insert_slice %r7284 into %cat7540[115, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7542 = tensor.insert_slice %r7285 into %cat7541[116, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7543 = tensor.insert_slice %r7286 into %cat7542[117, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7544 = tensor.insert_slice %r7287 into %cat7543[118, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7545 = tensor.insert_slice %r7288 into %cat7544[119, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7546 = tensor.insert_slice %r7289 into %cat7545[120, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7547 = tensor.insert_slice %r7290 into %cat7546[121, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7548 = tensor.insert_slice %r7291 into %cat7547[122, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7549 = tensor.insert_slice %r7292 into %cat7548[123, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7550 = tensor.insert_slice %r7293 into %cat7549[124, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7551 = tensor.insert_slice %r7294 into %cat7550[125, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7552 = tensor.insert_slice %r7295 into %cat7551[126, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7553 = tensor.insert_slice %r7296 into %cat7552[127, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7554 = tensor.insert_slice %r7297 into %cat7553[128, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7555 = tensor.insert_slice %r7298 into %cat7554[129, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7556 = tensor.insert_slice %r7299 into %cat7555[130, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7557 = tensor.insert_slice %r7300 into %cat7556[131, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7558 = tensor.insert_slice %r7301 into %cat7557[132, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7559 = tensor.insert_slice %r7302 into %cat7558[133, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7560 = tensor.insert_slice %r7303 into %cat7559[134, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7561 = tensor.insert_slice %r7304 into %cat7560[135, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7562 = tensor.insert_slice %r7305 into %cat7561[136, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7563 = tensor.insert_slice %r7306 into %cat7562[137, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7564 = tensor.insert_slice %r7307 into %cat7563[138, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7565 = tensor.insert_slice %r7308 into %cat7564[139, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7566 = tensor.insert_slice %r7309 into %cat7565[140, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7567 = tensor.insert_slice %r7310 into %cat7566[141, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7568 = tensor.insert_slice %r7311 into %cat7567[142, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7569 = tensor.insert_slice %r7312 into %cat7568[143, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7570 = tensor.insert_slice %r7313 into %cat7569[144, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7571 = tensor.insert_slice %r7314 into %cat7570[145, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7572 = tensor.insert_slice %r7315 into %cat7571[146, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7573 = tensor.insert_slice %r7316 into %cat7572[147, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7574 = tensor.insert_slice %r7317 into %cat7573[148, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7575 = tensor.insert_slice %r7318 into %cat7574[149, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7576 = tensor.insert_slice %r7319 into %cat7575[150, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7577 = tensor.insert_slice %r7320 into %cat7576[151, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7578 = tensor.insert_slice %r7321 into %cat7577[152, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7579 = tensor.insert_slice %r7322 into %cat7578[153, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7580 = tensor.insert_slice %r7323 into %cat7579[154, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7581 = tensor.insert_slice %r7324 into %cat7580[155, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7582 = tensor.insert_slice %r7325 into %cat7581[156, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7583 = tensor.insert_slice %r7326 into %cat7582[157, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7584 = tensor.insert_slice %r7327 into %cat7583[158, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7585 = tensor.insert_slice %r7328 into %cat7584[159, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7586 = tensor.insert_slice %r7329 into %cat7585[160, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7587 = tensor.insert_slice %r7330 into %cat7586[161, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7588 = tensor.insert_slice %r7331 into %cat7587[162, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7589 = tensor.insert_slice %r7332 into %cat7588[163, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7590 = tensor.insert_slice %r7333 into %cat7589[164, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7591 = tensor.insert_slice %r7334 into %cat7590[165, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7592 = tensor.insert_slice %r7335 into %cat7591[166, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7593 = tensor.insert_slice %r7336 into %cat7592[167, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7594 = tensor.insert_slice %r7337 into %cat7593[168, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7595 = tensor.insert_slice %r7338 into %cat7594[169, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7596 = tensor.insert_slice %r7339 into %cat7595[170, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7597 = tensor.insert_slice %r7340 into %cat7596[171, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7598 = tensor.insert_slice %r7341 into %cat7597[172, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7599 = tensor.insert_slice %r7342 into %cat7598[173, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7600 = tensor.insert_slice %r7343 into %cat7599[174, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7601 = tensor.insert_slice %r7344 into %cat7600[175, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7602 = tensor.insert_slice %r7345 into %cat7601[176, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7603 = tensor.insert_slice %r7346 into %cat7602[177, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7604 = tensor.insert_slice %r7347 into %cat7603[178, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7605 = tensor.insert_slice %r7348 into %cat7604[179, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7606 = tensor.insert_slice %r7349 into %cat7605[180, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7607 = tensor.insert_slice %r7350 into %cat7606[181, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7608 = tensor.insert_slice %r7351 into %cat7607[182, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7609 = tensor.insert_slice %r7352 into %cat7608[183, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7610 = tensor.insert_slice %r7353 into %cat7609[184, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7611 = tensor.insert_slice %r7354 into %cat7610[185, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7612 = tensor.insert_slice %r7355 into %cat7611[186, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7613 = tensor.insert_slice %r7356 into %cat7612[187, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7614 = tensor.insert_slice %r7357 into %cat7613[188, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7615 = tensor.insert_slice %r7358 into %cat7614[189, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7616 = tensor.insert_slice %r7359 into %cat7615[190, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7617 = tensor.insert_slice %r7360 into %cat7616[191, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7618 = tensor.insert_slice %r7361 into %cat7617[192, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7619 = tensor.insert_slice %r7362 into %cat7618[193, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7620 = tensor.insert_slice %r7363 into %cat7619[194, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7621 = tensor.insert_slice %r7364 into %cat7620[195, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7622 = tensor.insert_slice %r7365 into %cat7621[196, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7623 = tensor.insert_slice %r7366 into %cat7622[197, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7624 = tensor.insert_slice %r7367 into %cat7623[198, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7625 = tensor.insert_slice %r7368 into %cat7624[199, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7626 = tensor.insert_slice %r7369 into %cat7625[200, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7627 = tensor.insert_slice %r7370 into %cat7626[201, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7628 = tensor.insert_slice %r7371 into %cat7627[202, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7629 = tensor.insert_slice %r7372 into %cat7628[203, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7630 = tensor.insert_slice %r7373 into %cat7629[204, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7631 = tensor.insert_slice %r7374 into %cat7630[205, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7632 = tensor.insert_slice %r7375 into %cat7631[206, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7633 = tensor.insert_slice %r7376 into %cat7632[207, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7634 = tensor.insert_slice %r7377 into %cat7633[208, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7635 = tensor.insert_slice %r7378 into %cat7634[209, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7636 = tensor.insert_slice %r7379 into %cat7635[210, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7637 = tensor.insert_slice %r7380 into %cat7636[211, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7638 = tensor.insert_slice %r7381 into %cat7637[212, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7639 = tensor.insert_slice %r7382 into %cat7638[213, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7640 = tensor.insert_slice %r7383 into %cat7639[214, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7641 = tensor.insert_slice %r7384 into %cat7640[215, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7642 = tensor.insert_slice %r7385 into %cat7641[216, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7643 = tensor.insert_slice %r7386 into %cat7642[217, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7644 = tensor.insert_slice %r7387 into %cat7643[218, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7645 = tensor.insert_slice %r7388 into %cat7644[219, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7646 = tensor.insert_slice %r7389 into %cat7645[220, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7647 = tensor.insert_slice %r7390 into %cat7646[221, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7648 = tensor.insert_slice %r7391 into %cat7647[222, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7649 = tensor.insert_slice %r7392 into %cat7648[223, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7650 = tensor.insert_slice %r7393 into %cat7649[224, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7651 = tensor.insert_slice %r7394 into %cat7650[225, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7652 = tensor.insert_slice %r7395 into %cat7651[226, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7653 = tensor.insert_slice %r7396 into %cat7652[227, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7654 = tensor.insert_slice %r7397 into %cat7653[228, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7655 = tensor.insert_slice %r7398 into %cat7654[229, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7656 = tensor.insert_slice %r7399 into %cat7655[230, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7657 = tensor.insert_slice %r7400 into %cat7656[231, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7658 = tensor.insert_slice %r7401 into %cat7657[232, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7659 = tensor.insert_slice %r7402 into %cat7658[233, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7660 = tensor.insert_slice %r7403 into %cat7659[234, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7661 = tensor.insert_slice %r7404 into %cat7660[235, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7662 = tensor.insert_slice %r7405 into %cat7661[236, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7663 = tensor.insert_slice %r7406 into %cat7662[237, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7664 = tensor.insert_slice %r7407 into %cat7663[238, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7665 = tensor.insert_slice %r7408 into %cat7664[239, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7666 = tensor.insert_slice %r7409 into %cat7665[240, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7667 = tensor.insert_slice %r7410 into %cat7666[241, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7668 = tensor.insert_slice %r7411 into %cat7667[242, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7669 = tensor.insert_slice %r7412 into %cat7668[243, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7670 = tensor.insert_slice %r7413 into %cat7669[244, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7671 = tensor.insert_slice %r7414 into %cat7670[245, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7672 = tensor.insert_slice %r7415 into %cat7671[246, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7673 = tensor.insert_slice %r7416 into %cat7672[247, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7674 = tensor.insert_slice %r7417 into %cat7673[248, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7675 = tensor.insert_slice %r7418 into %cat7674[249, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7676 = tensor.insert_slice %r7419 into %cat7675[250, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7677 = tensor.insert_slice %r7420 into %cat7676[251, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7678 = tensor.insert_slice %r7421 into %cat7677[252, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7679 = tensor.insert_slice %r7422 into %cat7678[253, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7680 = tensor.insert_slice %r7423 into %cat7679[254, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  %cat7681 = tensor.insert_slice %r7424 into %cat7680[255, 0, 0] [1, 8, 128] [1, 1, 1] : tensor<1x8x128xf32> into tensor<256x8x128xf32>
  return %cat7681 : tensor<256x8x128xf32>
}
