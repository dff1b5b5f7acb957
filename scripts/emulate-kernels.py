#!/usr/bin/env python3
#===- emulate-kernels.py - Run generated kernels on the CPU ----------------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Differential check of built-in templates on the CPU, without a GPU.

Each configuration's CUDA source (htam-gen --impl) is compiled as C++20 and
its launches run in order on the CPU: the blocks of a grid one after another,
the threads of a block as real threads. __syncthreads() is a barrier of the
block, warp shuffles (__shfl_xor_sync, __shfl_sync) exchange values through a
barrier of the warp, and a thread that returns leaves both barriers, as on
the GPU. Scratch buffers are allocated as the candidate declares them. Every
output is compared with the naive single-kernel reference
(tpl_static_shape_constants with reference=1: one thread per output, every
reduction a serial loop, the reference of gpu-strategies-check.sh --ref
naive) on the same random inputs.

Not emulated, and reported as such: library steps (cuBLAS, cuDNN), inline
PTX (the cp.async GEMM pipeline) and thread-block clusters. Arithmetic is the
host's (fast intrinsics are the exact functions), so the comparison takes a
tolerance (--tol, default 1e-4 relative and absolute).

    emulate-kernels.py TASK.mlir IMPL[,PARAM=V...] ... [--htam-gen PATH]
    emulate-kernels.py TASK.mlir --all N     # every supporting template,
                                             # its N best configurations
    emulate-kernels.py TASK.mlir --inputs DIR --expect DIR2
        # inputs from DIR/arg<N>.f32 (raw f32, as htam-run --inputs), and
        # the naive reference compared with DIR2/arg<N>.f32 (outputs
        # numbered after the inputs, as htam-run --cpu-run --dump-outputs
        # writes them): the CPU JIT of the task against the reference

One line per configuration ("ok", "FAIL" with the first differing output,
or "skip" with the reason); exit status 1 if any configuration differs or
cannot be generated.
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
#include <barrier>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <thread>
#include <vector>
using std::max;
using std::min;
using std::isfinite;
using std::isinf;
using std::isnan;
#define __global__
#define __device__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __shared__ static
#define __restrict__
#define __align__(x)
struct EmuDim { unsigned x = 0, y = 0, z = 0; };
// One host thread per thread of a block; the threads run the grid's blocks
// one after another, all together (the blocks share the static "shared
// memory", so no thread starts a block before every thread left the last).
static EmuDim blockDim, gridDim;
static thread_local EmuDim blockIdx, threadIdx;
static std::unique_ptr<std::barrier<>> emuBlock;
static std::vector<std::unique_ptr<std::barrier<>>> emuWarps;
static float emuSlots[1024];
inline void __syncthreads() { emuBlock->arrive_and_wait(); }
// Lane `src` of the caller's warp reads the value each lane offers.
inline float emuExchange(float v, int src) {
  int t = threadIdx.x, warp = t / 32;
  emuSlots[t] = v;
  emuWarps[warp]->arrive_and_wait();
  float r = emuSlots[warp * 32 + src];
  emuWarps[warp]->arrive_and_wait();
  return r;
}
inline float __shfl_xor_sync(unsigned, float v, int laneMask, int width = 32) {
  int lane = threadIdx.x % 32, src = lane ^ laneMask;
  if (src / width > lane / width) src = lane;  // a later group: own value
  return emuExchange(v, src);
}
inline float __shfl_sync(unsigned, float v, int srcLane, int width = 32) {
  int lane = threadIdx.x % 32;
  return emuExchange(v, (lane / width) * width + srcLane % width);
}
// Fresh barriers of a block: every thread takes part until it returns.
static void emuNewBlock(unsigned n) {
  emuBlock = std::make_unique<std::barrier<>>(n);
  emuWarps.clear();
  for (unsigned w = 0; w * 32 < n; ++w)
    emuWarps.push_back(
        std::make_unique<std::barrier<>>(std::min(32u, n - w * 32)));
}
struct EmuNextBlock {
  unsigned n;
  void operator()() noexcept { emuNewBlock(n); }
};
// A kernel whose threads never meet (no barrier, no shuffle) runs its
// threads one after another on the calling thread.
template <class K> void emuLaunchAlone(EmuDim grid, EmuDim block, K kernel) {
  gridDim = grid;
  blockDim = block;
  for (unsigned b = 0; b < grid.x * grid.y * grid.z; ++b)
    for (unsigned t = 0; t < block.x * block.y * block.z; ++t) {
      blockIdx = {b % grid.x, (b / grid.x) % grid.y, b / (grid.x * grid.y)};
      threadIdx = {t % block.x, (t / block.x) % block.y,
                   t / (block.x * block.y)};
      kernel();
    }
}
template <class K> void emuLaunch(EmuDim grid, EmuDim block, K kernel) {
  gridDim = grid;
  blockDim = block;
  unsigned n = block.x * block.y * block.z;
  unsigned blocks = grid.x * grid.y * grid.z;
  emuNewBlock(n);
  std::barrier<EmuNextBlock> between(n, EmuNextBlock{n});
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < n; ++t)
    threads.emplace_back([&, t] {
      threadIdx = {t % block.x, (t / block.x) % block.y,
                   t / (block.x * block.y)};
      for (unsigned b = 0; b < blocks; ++b) {
        blockIdx = {b % grid.x, (b / grid.x) % grid.y, b / (grid.x * grid.y)};
        kernel();
        // A returned thread no longer takes part in the block's barriers.
        emuWarps[t / 32]->arrive_and_drop();
        emuBlock->arrive_and_drop();
        between.arrive_and_wait();
      }
    });
  for (std::thread &th : threads)
    th.join();
}
struct float2 { float x, y; };
struct float4 { float x, y, z, w; };
inline float2 make_float2(float x, float y) { return {x, y}; }
inline float4 make_float4(float x, float y, float z, float w) {
  return {x, y, z, w};
}
template <class T> inline T __ldg(const T *p) { return *p; }
inline float __int_as_float(int i) { float f; std::memcpy(&f, &i, 4); return f; }
inline int __float_as_int(float f) { int i; std::memcpy(&i, &f, 4); return i; }
inline float __expf(float x) { return std::exp(x); }
inline float __logf(float x) { return std::log(x); }
inline float __sinf(float x) { return std::sin(x); }
inline float __cosf(float x) { return std::cos(x); }
inline float __powf(float x, float y) { return std::pow(x, y); }
inline float __fdividef(float x, float y) { return x / y; }
inline float rsqrtf(float x) { return 1.0f / std::sqrt(x); }
// A raw f32 file of exactly v.size() values (--inputs, --expect).
static bool emuRead(const char *path, std::vector<float> &v) {
  FILE *f = std::fopen(path, "rb");
  size_t got = f ? std::fread(v.data(), 4, v.size(), f) : 0;
  bool whole = f && got == v.size() && std::fgetc(f) == EOF;
  if (f) std::fclose(f);
  if (!whole) std::fprintf(stderr, "emulate-kernels: %s: not %zu f32 values\n",
                           path, v.size());
  return whole;
}
'''


class Candidate:
    def __init__(self, source, launches, scratch, constants=()):
        self.source, self.launches, self.scratch = source, launches, scratch
        # (C type, hex bytes) of each constant buffer cN, in order.
        self.constants = list(constants)


# The C types of constant buffers (htam-gen's "// constant:" lines).
CONSTANT_TYPES = {"f32": "float", "f64": "double", "i1": "bool",
                  "i8": "signed char", "i16": "short", "i32": "int",
                  "i64": "long long", "index": "long long"}


def generate(gen, task, impl, params):
    """A Candidate for one configuration, or (None, why)."""
    cmd = [gen, task, "--impl", impl]
    for p in params:
        cmd += ["--param", p]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode:
        lines = out.stderr.strip().splitlines()
        return None, lines[0] if lines else f"htam-gen exit {out.returncode}"
    src = out.stdout
    launches, scratch, constants = [], [], []
    for line in src.splitlines():
        if line.startswith("// scratch:"):
            scratch = [int(b) for b in line.split(":", 1)[1].split(",") if b]
        if line.startswith("// constant:"):
            _, _, ty, _, _, data = (line.split() + [""])[1:7]
            if ty not in CONSTANT_TYPES:
                return None, "skip: a constant of type " + ty
            constants.append((CONSTANT_TYPES[ty], data))
        if not line.startswith("// launch:"):
            continue
        spec = dict(kv.split("=", 1) for kv in line[len("// launch:"):]
                    .strip().split(",") if "=" in kv)
        if "entry" not in spec:
            return None, "skip: a library step (" + line.split()[2] + ")"
        if spec.get("smem", "0") != "0":
            return None, "skip: dynamic shared memory (the cp.async GEMM)"
        launches.append(spec)
    if "asm(\"cp.async" in src or "__cluster_dims__" in src:
        return None, "skip: cp.async or thread-block clusters"
    src = src.replace('extern "C" ', "")
    return Candidate(src, launches, scratch, constants), None


def numel(shape):
    return math.prod(int(d) for d in shape.split("x"))


def dims(text):
    x, y, z = (int(v) for v in text.split("x"))
    return f"EmuDim{{{x}u, {y}u, {z}u}}"


# Threads of a kernel meet at barriers and shuffles, also inside htam's
# helpers (all but the scalar ones).
MEETS = re.compile(r"__syncthreads|__shfl|\bhtam_(?!maximumf|minimumf|"
                   r"floordiv|ceildiv|mod\b|op_)\w+\s*[(<]")


def kernel_body(source, entry):
    """The body of kernel `entry` (from its opening brace to its closing
    brace at column 0)."""
    start = source.find(entry + "(")
    if start < 0:
        return source
    start = source.find("{", start)
    return source[start:source.find("\n}\n", start)]


def calls(ns, cand, n_args):
    """The C++ launches of a candidate in namespace `ns`: buffers are
    in0.. (arguments), out0.. (results), s0.. (its scratch)."""
    code = ""
    for i, b in enumerate(cand.scratch):
        code += f"    std::vector<float> s{i}({max(1, (b + 3) // 4)}, 0.0f);\n"
    # Constant buffers hold the bytes htam-gen printed (device layout).
    for i, (_, data) in enumerate(cand.constants):
        items = ", ".join(str(int(data[k:k + 2], 16))
                          for k in range(0, len(data), 2)) or "0"
        code += (f"    alignas(16) static const unsigned char c{i}[] = "
                 f"{{{items}}};\n")
    for spec in cand.launches:
        ptrs = []
        for p in spec["params"].split(":"):
            if p.startswith("s"):
                ptrs.append(f"s{p[1:]}.data()")
            elif p.startswith("c"):
                ty = cand.constants[int(p[1:])][0]
                ptrs.append(f"reinterpret_cast<const {ty} *>(c{p[1:]})")
            elif int(p) < n_args:
                ptrs.append(f"in{p}.data()")
            else:
                ptrs.append(f"o{int(p) - n_args}.data()")
        launch = "emuLaunch" if MEETS.search(
            kernel_body(cand.source, spec["entry"])) else "emuLaunchAlone"
        code += (f"    {launch}({dims(spec['grid'])}, {dims(spec['block'])}, "
                 f"[&] {{ {ns}::{spec['entry']}({', '.join(ptrs)}); }});\n")
    return code


def arg_file(directory, n):
    return os.path.join(directory, f"arg{n}.f32")


def c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def compare(label, outs, tol):
    """C++ that compares outputs o<j> with expected[j], prints one ok or
    FAIL line for `label` and closes the scope of the o<j>."""
    code = "    long bad = 0, first = -1, which = 0;\n"
    for j in range(len(outs)):
        code += f"""    for (long e = 0; e < (long)o{j}.size(); ++e) {{
      double want = expected[{j}][e], d = std::fabs((double)o{j}[e] - want);
      // Equal infinities agree, and NaN agrees with a NaN the kernel wrote
      // (not the unwritten marker).
      bool same = (double)o{j}[e] == want ||
                  (std::isnan(want) && std::isnan(o{j}[e]) &&
                   __float_as_int(o{j}[e]) != 0x7fbadbad);
      if (!same && !(d <= {tol} + {tol} * std::fabs(want)) && bad++ == 0) {{
        first = e; which = {j};
      }}
    }}
"""
    got = " : ".join(f"which == {j} ? o{j}[first]" for j in range(len(outs)))
    return code + f"""    if (bad)
      printf("FAIL {label}: %ld outputs differ, first: result %ld at %ld: "
             "%g, expected %g\\n", bad, which, first, ({got} : 0.0f),
             expected[which][first]);
    else
      printf("ok {label}\\n");
    failed |= bad != 0;
  }}
"""


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("task", help="the task (.mlir, one function)")
    ap.add_argument("configs", nargs="*",
                    help="IMPL or IMPL,PARAM=V,... (htam-gen --impl/--param)")
    ap.add_argument("--all", type=int, metavar="N", default=0,
                    help="also every template that supports the task "
                         "(htam-gen --list) with its N best configurations "
                         "(htam-gen --rank N)")
    ap.add_argument("--htam-gen", default=shutil.which("htam-gen"),
                    help="the htam-gen binary (default: from PATH)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--tol", type=float, default=1e-4,
                    help="atol = rtol (default 1e-4)")
    ap.add_argument("--inputs", metavar="DIR",
                    help="read input N from DIR/arg<N>.f32 (raw f32) "
                         "instead of drawing it")
    ap.add_argument("--expect", metavar="DIR",
                    help="compare the naive reference's outputs with "
                         "DIR/arg<N>.f32 (N counts the inputs first)")
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
    if spec.returncode or not ins or not outs or \
            spec.stdout.count(":") != len(ins) + len(outs):
        sys.exit(f"emulate-kernels: {args.task}: f32 tensor arguments and "
                 f"results only (htam-gen --args: {spec.stdout.strip()})")
    configs = list(args.configs)
    if args.all > 0:
        listed = subprocess.run([args.htam_gen, args.task, "--list"],
                                capture_output=True, text=True).stdout.split()
        for impl in listed:
            ranked = subprocess.run(
                [args.htam_gen, args.task, "--impl", impl, "--rank",
                 str(args.all)], capture_output=True, text=True).stdout
            for line in ranked.splitlines():
                if line.startswith("config:"):
                    configs.append(impl + "," + line[len("config:"):].strip())
    if not configs and not args.expect:
        sys.exit("emulate-kernels: no configuration (IMPL... or --all N)")
    ref, err = generate(args.htam_gen, args.task,
                        "tpl_static_shape_constants", ["reference=1"])
    if not ref:
        sys.exit(f"emulate-kernels: the naive reference: {err}")
    failed = False
    cands = []
    for c in configs:
        impl, *params = [p for p in c.split(",") if p]
        k, err = generate(args.htam_gen, args.task, impl, params)
        if not k and err.startswith("skip: "):
            print(f"skip {c}: {err[6:]}")
        elif not k:
            print(f"FAIL {c}: {err}")
            failed = True
        else:
            cands.append((c, k))
    prog = PRELUDE + "namespace ref {\n" + ref.source + "\n}\n"
    for i, (_, k) in enumerate(cands):
        prog += f"namespace c{i} {{\n{k.source}\n}}\n"
    prog += f"int main() {{\n  srand({args.seed});\n"
    for i, shape in enumerate(ins):
        prog += f"  std::vector<float> in{i}({numel(shape)});\n"
        if args.inputs:
            prog += (f"  if (!emuRead({c_string(arg_file(args.inputs, i))}, "
                     f"in{i})) return 2;\n")
        else:
            prog += (f"  for (float &v : in{i}) v = (rand() % 20001) / "
                     f"10000.0f - 1.0f;\n")
    # Unwritten outputs stay a marked NaN and fail.
    alloc = "".join(f"    std::vector<float> o{j}({numel(s)}, "
                    f"__int_as_float(0x7fbadbad));\n"
                    for j, s in enumerate(outs))
    prog += "  std::vector<std::vector<float>> expected;\n  {\n" + alloc + \
        calls("ref", ref, len(ins)) + \
        "".join(f"    expected.push_back(o{j});\n" for j in range(len(outs))) + \
        "  }\n  int failed = 0;\n"
    if args.expect:
        prog += "  {\n" + "".join(
            f"    std::vector<float> o{j}({numel(s)});\n"
            f"    if (!emuRead({c_string(arg_file(args.expect, len(ins) + j))}"
            f", o{j})) return 2;\n" for j, s in enumerate(outs))
        # o<j>: the outputs given, `expected`: the reference's.
        prog += compare("tpl_static_shape_constants,reference=1 vs --expect",
                        outs, args.tol)
    for i, (c, k) in enumerate(cands):
        prog += "  {\n" + alloc + calls(f"c{i}", k, len(ins)) + \
            compare(c, outs, args.tol)
    prog += "  return failed;\n}\n"
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = os.path.join(tmp, "emu.cpp"), os.path.join(tmp, "emu")
        with open(src, "w") as f:
            f.write(prog)
        cc = subprocess.run([cxx, "-std=c++20", "-O1", "-w", "-pthread", "-o",
                             exe, src], capture_output=True, text=True)
        if cc.returncode:
            sys.exit(f"emulate-kernels: {cxx} failed:\n{cc.stderr[:4000]}")
        try:
            run = subprocess.run([exe], capture_output=True, text=True,
                                 timeout=300)
        except subprocess.TimeoutExpired:
            sys.exit("emulate-kernels: the emulation ran past 300 s (a "
                     "barrier not reached by every thread?)")
        sys.stdout.write(run.stdout)
        sys.stderr.write(run.stderr)
        failed |= run.returncode != 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
