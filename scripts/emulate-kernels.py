#!/usr/bin/env python3
#===- emulate-kernels.py - Run generated kernels on the CPU ----------------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Differential check of built-in templates on the CPU, without a GPU.

Each template's CUDA source (htam-gen --impl) is compiled as C++ with one
block of one thread: every `for (e = threadIdx.x; ...; e += blockDim.x)` and
grid-stride loop then runs all its iterations in order, and __syncthreads()
separates the phases as on the GPU. Its outputs on random inputs are compared
with the naive single-kernel reference (tpl_static_shape_constants with
reference=1: one thread per output, every reduction a serial loop), the
reference gpu-strategies-check.sh --ref naive uses.

Only kernels whose threads share nothing but shared memory between barriers
are emulated faithfully: the pooling templates (tpl_pool_window,
tpl_pool_tile). Warp shuffles and block reductions are not (with one thread
they combine a value with itself). Tasks with one input and one output.

    emulate-kernels.py TASK.mlir IMPL[,PARAM=V...] ... [--htam-gen PATH]

One line per configuration ("ok" or "FAIL" with the first differing output);
exit status 1 if any configuration differs or cannot be generated.
"""
import argparse
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

PRELUDE = r'''
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using std::max;
using std::min;
#define __global__
#define __device__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __shared__ static
#define __restrict__
#define __align__(x)
struct EmuDim { unsigned x = 0, y = 0, z = 0; };
// One block of one thread.
static EmuDim blockIdx, threadIdx, blockDim{1, 1, 1}, gridDim{1, 1, 1};
inline void __syncthreads() {}
inline float __int_as_float(int i) { float f; std::memcpy(&f, &i, 4); return f; }
template <class T> inline T __ldg(const T *p) { return *p; }
inline float __shfl_xor_sync(unsigned, float v, int, int = 32) { return v; }
inline float __expf(float x) { return std::exp(x); }
'''


def generate(gen, task, impl, params):
    """(source, entry) of one configuration, or (None, error)."""
    cmd = [gen, task, "--impl", impl]
    for p in params:
        cmd += ["--param", p]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode:
        lines = out.stderr.strip().splitlines()
        return None, lines[0] if lines else f"htam-gen exit {out.returncode}"
    launches = [l for l in out.stdout.splitlines()
                if l.startswith("// launch:")]
    if len(launches) != 1 or "entry=" not in launches[0]:
        return None, f"{len(launches)} launches (one kernel only)"
    entry = re.search(r"entry=([^,]+)", launches[0]).group(1)
    return (out.stdout.replace('extern "C" ', ""), entry), None


def numel(shape):
    return math.prod(int(d) for d in shape.split("x"))


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("task", help="the task (.mlir, one function)")
    ap.add_argument("configs", nargs="+",
                    help="IMPL or IMPL,PARAM=V,... (htam-gen --impl/--param)")
    ap.add_argument("--htam-gen", default=shutil.which("htam-gen"),
                    help="the htam-gen binary (default: from PATH)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--tol", type=float, default=1e-5,
                    help="atol = rtol (default 1e-5)")
    args = ap.parse_args()
    if not args.htam_gen:
        sys.exit("emulate-kernels: htam-gen not found (--htam-gen)")
    cxx = os.environ.get("CXX") or next(
        (c for c in ("c++", "g++", "clang++") if shutil.which(c)), None)
    if not cxx:
        sys.exit("emulate-kernels: no C++ compiler (set CXX)")
    spec = subprocess.run([args.htam_gen, args.task, "--args"],
                          capture_output=True, text=True)
    ins = re.findall(r"in:f32\[([0-9x]+)\]", spec.stdout)
    outs = re.findall(r"out:f32\[([0-9x]+)\]", spec.stdout)
    if spec.returncode or len(ins) != 1 or len(outs) != 1:
        sys.exit(f"emulate-kernels: {args.task}: one f32 input and one f32 "
                 f"output only (htam-gen --args: {spec.stdout.strip()})")
    n_in, n_out = numel(ins[0]), numel(outs[0])
    ref, err = generate(args.htam_gen, args.task,
                        "tpl_static_shape_constants", ["reference=1"])
    if not ref:
        sys.exit(f"emulate-kernels: the naive reference: {err}")
    failed = False
    cands = []
    for c in args.configs:
        impl, *params = c.split(",")
        k, err = generate(args.htam_gen, args.task, impl, params)
        if not k:
            print(f"FAIL {c}: {err}")
            failed = True
            continue
        cands.append((c, k))
    prog = PRELUDE + "namespace ref {\n" + ref[0] + "\n}\n"
    for i, (_, k) in enumerate(cands):
        prog += f"namespace c{i} {{\n{k[0]}\n}}\n"
    prog += f"""
int main() {{
  std::vector<float> x({n_in});
  srand({args.seed});
  for (float &v : x) v = (rand() % 20001) / 10000.0f - 1.0f;
  std::vector<float> r({n_out}, NAN);
  ref::{ref[1]}(x.data(), r.data());
  int failed = 0;
"""
    for i, (c, k) in enumerate(cands):
        prog += f"""
  {{
    std::vector<float> o({n_out}, NAN);  // unwritten outputs fail
    c{i}::{k[1]}(x.data(), o.data());
    long bad = 0, first = -1;
    for (long j = 0; j < {n_out}; ++j) {{
      double d = std::fabs((double)o[j] - r[j]);
      if (!(d <= {args.tol} + {args.tol} * std::fabs(r[j])) && bad++ == 0)
        first = j;
    }}
    if (bad)
      printf("FAIL {c}: %ld of {n_out} outputs differ, first at %ld: %g, "
             "expected %g\\n", bad, first, o[first], r[first]);
    else
      printf("ok {c}: {n_out} outputs\\n");
    failed |= bad != 0;
  }}
"""
    prog += "  return failed;\n}\n"
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = os.path.join(tmp, "emu.cpp"), os.path.join(tmp, "emu")
        with open(src, "w") as f:
            f.write(prog)
        cc = subprocess.run([cxx, "-O1", "-w", "-o", exe, src],
                            capture_output=True, text=True)
        if cc.returncode:
            sys.exit(f"emulate-kernels: {cxx} failed:\n{cc.stderr[:4000]}")
        run = subprocess.run([exe], capture_output=True, text=True)
        sys.stdout.write(run.stdout)
        failed |= run.returncode != 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
