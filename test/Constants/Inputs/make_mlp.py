#!/usr/bin/env python3
"""Writes an MLP layer task with constant weights: relu(x @ w + b).

    make_mlp.py M K N [resource|perturb]   x: MxK input, w: KxN and b: N
                                           constants

Weights are deterministic ((i * 7 + j * 3) % 17 - 8) / 16, the bias
(j % 5 - 2) / 8: exact in f32. With `resource`, w is a dense_resource blob
(how frontends store large weights) instead of dense<...>; with `perturb`,
w[0][0] is off by 1/4 (a task that must not verify against the others).
"""
import struct, sys

m, k, n = (int(v) for v in sys.argv[1:4])
variant = sys.argv[4] if len(sys.argv) > 4 else ""
resource = variant == "resource"
w = [[((i * 7 + j * 3) % 17 - 8) / 16 for j in range(n)] for i in range(k)]
if variant == "perturb":
    w[0][0] += 0.25
b = [(j % 5 - 2) / 8 for j in range(n)]
if resource:
    wattr = "dense_resource<mlp_weights>"
else:
    wattr = "dense<[" + ", ".join(
        "[" + ", ".join(repr(v) for v in row) + "]" for row in w) + "]>"
battr = "dense<[" + ", ".join(repr(v) for v in b) + "]>"
print(f"""#map = affine_map<(d0, d1) -> (d0, d1)>
#mapb = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<{m}x{k}xf32>) -> tensor<{m}x{n}xf32> {{
  %w = arith.constant {wattr} : tensor<{k}x{n}xf32>
  %b = arith.constant {battr} : tensor<{n}xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{m}x{n}xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%f : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  %r = linalg.generic {{indexing_maps = [#map, #mapb, #map], iterator_types = ["parallel", "parallel"]}}
      ins(%mm, %b : tensor<{m}x{n}xf32>, tensor<{n}xf32>) outs(%e : tensor<{m}x{n}xf32>) {{
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    %r0 = arith.maximumf %s, %zero : f32
    linalg.yield %r0 : f32
  }} -> tensor<{m}x{n}xf32>
  return %r : tensor<{m}x{n}xf32>
}}""")
if resource:
    blob = struct.pack("<I", 4) + b"".join(
        struct.pack("<f", v) for row in w for v in row)
    print('{-#\n  dialect_resources: {\n    builtin: {\n      mlp_weights: "0x'
          + blob.hex().upper() + '"\n    }\n  }\n#-}')
