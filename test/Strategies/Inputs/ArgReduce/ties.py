#!/usr/bin/env python3
# Writes DIR/arg0.f32 (raw f32) of N elements for the (value, index)
# reduction tests: small integers (many ties), some -inf and +inf, and a
# NaN at a few positions only (most outputs stay NaN-free, so the parallel
# combine is what they test; the others test the serial recomputation).
#   ties.py DIR N [--no-nan]
import os
import random
import struct
import sys

out, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(25)
vals = []
for _ in range(n):
    r = rng.random()
    vals.append(float("-inf") if r < 0.05 else
                float("inf") if r < 0.06 else float(rng.randint(-3, 3)))
if "--no-nan" not in sys.argv:
    for p in (n // 7, n // 3, n - 1):
        vals[p] = float("nan")
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "arg0.f32"), "wb") as f:
    f.write(struct.pack(f"<{n}f", *vals))
