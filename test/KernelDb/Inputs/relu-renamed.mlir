// The task of relu.mlir under another name, other SSA names, an alias for
// the map, explicit locations and comments: the same workload.
#id = affine_map<(i, j) -> (i, j)>
module {
  func.func @rectifier(%input: tensor<256x1024xf32> loc("model.py":3:1)) -> tensor<256x1024xf32> {
    %c0 = arith.constant 0.000000e+00 : f32 loc("model.py":4:2)
    %init = tensor.empty() : tensor<256x1024xf32>
    %out = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%input : tensor<256x1024xf32>) outs(%init : tensor<256x1024xf32>) {
    ^bb0(%v: f32, %unused: f32):
      // max(v, 0)
      %y = arith.maximumf %v, %c0 : f32 loc("model.py":5:7)
      linalg.yield %y : f32
    } -> tensor<256x1024xf32>
    return %out : tensor<256x1024xf32>
  }
}
