// Tasks the templates must refuse with a reason (test/Strategies/errors.test).
#map = affine_map<(d0) -> (d0)>
func.func @scf_body(%x: tensor<64xf32>) -> tensor<64xf32> {
  %init = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %c = arith.cmpf ogt, %in, %zero : f32
    %r = scf.if %c -> f32 {
      scf.yield %in : f32
    } else {
      scf.yield %zero : f32
    }
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}

func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

func.func @no_contraction(%x: tensor<64xf32>) -> tensor<64xf32> {
  %init = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}
