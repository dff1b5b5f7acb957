#!/usr/bin/env python3
"""PyTorch eager and torch.compile timings of the operators in examples/.

The same protocol as htam-run (SPEC section 5): inputs uniform [0, 1) made on
the GPU, CUDA events, 3 warm-ups, 100 timed trials, L2 flushed before each
trial (a 256 MB buffer written), median reported. TF32 is off so that the
matrix products are strict FP32 like htam's kernels.

    python3 bench/torch_examples.py [-o out.json]
"""
import argparse
import json
import os
import sys

import torch

# One timing protocol for every PyTorch baseline: the suite's.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "kernelbench"))
from torch_baselines import time_fn  # noqa: E402

WARMUPS, TRIALS = 3, 100


def make(shape):
    return torch.rand(*shape, device="cuda", dtype=torch.float32)


# Each example: (inputs, function) with the shapes of examples/<name>.mlir.
EXAMPLES = {
    "swish": (lambda: [make((128, 4096))], lambda x: x * torch.sigmoid(x)),
    "softmax": (lambda: [make((4096, 4096))],
                lambda x: torch.softmax(x, dim=1)),
    "matmul": (lambda: [make((2048, 2048)), make((2048, 2048))],
               lambda a, b: a @ b),
    "gemm_mul_leakyrelu": (
        lambda: [make((1024, 1024)), make((1024, 1024)), make((1024,))],
        lambda x, w, b: torch.nn.functional.leaky_relu(
            torch.nn.functional.linear(x, w, b) * 2.0, 0.1)),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("-o", "--output", help="write the JSON here")
    opts = parser.parse_args()
    results = {"device": torch.cuda.get_device_name(),
               "torch": torch.__version__, "examples": {}}
    for name, (inputs, fn) in EXAMPLES.items():
        args = inputs()
        flush = torch.empty(256 * 1024 * 1024 // 4, device="cuda")
        with torch.no_grad():
            eager = time_fn(fn, args, flush, WARMUPS, TRIALS)
            compiled = time_fn(torch.compile(fn), args, flush, WARMUPS, TRIALS)
        results["examples"][name] = {"eager": eager, "compile": compiled}
        print(f"{name:20s} eager {eager['median_us']:10.2f} us   "
              f"compile {compiled['median_us']:10.2f} us", flush=True)
    text = json.dumps(results, indent=2, sort_keys=True)
    if opts.output:
        with open(opts.output, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
