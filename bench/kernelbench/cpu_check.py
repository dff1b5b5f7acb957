#!/usr/bin/env python3
"""CPU check of the suite's building blocks (no GPU, no PyTorch, no numpy).

gen_suite.py's helpers (conv_transpose, conv with padding, group_norm,
batch_norm_train with staged sums, logsumexp, the NCDHW max-pooling generic,
the dilated 1-D max pooling) are instantiated at small shapes, lowered to the
CPU with upstream mlir-opt and run with mlir-runner, and compared with plain
Python implementations of PyTorch's definitions (within 1e-4; printMemrefF32
prints 6 significant digits).

    python3 bench/kernelbench/cpu_check.py [--llvm-bin /usr/lib/llvm-22/bin]
"""
import sys, os, itertools, math, random, subprocess, re
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
LLVM_BIN = sys.argv[sys.argv.index("--llvm-bin") + 1] if "--llvm-bin" in sys.argv else "/usr/lib/llvm-22/bin"
LLVM_LIB = os.path.join(os.path.dirname(LLVM_BIN), "lib")
import gen_suite as G
from gen_suite import Func, T

random.seed(1)
def rnd(shape):
    n = 1
    for d in shape: n *= d
    return [random.uniform(-1, 1) for _ in range(n)]

def idx(shape, ix):
    f = 0
    for d, i in zip(shape, ix): f = f * d + i
    return f

def dense(vals, shape):
    return f"dense<[{', '.join(repr(float(v)) for v in vals)}]> : tensor<{len(vals)}xf32>"

def run(fn_text, fname, args, out_shape):
    """args: [(vals, shape)]"""
    lines = [fn_text, "func.func private @printMemrefF32(memref<*xf32>)", "func.func @main() {"]
    names = []
    for i, (vals, shape) in enumerate(args):
        lines.append(f"  %flat{i} = arith.constant {dense(vals, shape)}")
        g = "[" + ", ".join(str(j) for j in range(len(shape))) + "]"
        lines.append(f"  %a{i} = tensor.expand_shape %flat{i} [{g}] output_shape [{', '.join(map(str, shape))}] : tensor<{len(vals)}xf32> into {T(shape)}")
        names.append((f"%a{i}", shape))
    lines.append(f"  %r = call @{fname}({', '.join(n for n, _ in names)}) : ({', '.join(T(s) for _, s in names)}) -> {T(out_shape)}")
    lines.append(f"  %m = bufferization.to_buffer %r : {T(out_shape)} to memref<{'x'.join(map(str,out_shape))}xf32>")
    lines.append(f"  %u = memref.cast %m : memref<{'x'.join(map(str,out_shape))}xf32> to memref<*xf32>")
    lines.append("  call @printMemrefF32(%u) : (memref<*xf32>) -> ()")
    lines.append("  return\n}")
    src = "\n".join(lines)
    import tempfile
    tmp = os.path.join(tempfile.mkdtemp(prefix="cpu_check_"), "t.mlir")
    open(tmp, "w").write(src)
    p = subprocess.run(f"mlir-opt {tmp} -one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' "
                       "-convert-linalg-to-loops -expand-strided-metadata -lower-affine -convert-scf-to-cf -convert-math-to-llvm "
                       "-convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts "
                       f"| mlir-runner -e main -entry-point-result=void -shared-libs={LLVM_LIB}/libmlir_runner_utils.so,{LLVM_LIB}/libmlir_c_runner_utils.so",
                       shell=True, capture_output=True, text=True, env=dict(os.environ, PATH=LLVM_BIN + ":" + os.environ["PATH"]))
    if p.returncode:
        print(p.stderr[:3000]); raise SystemExit(1)
    body = p.stdout[p.stdout.index("data =") + 6:]
    return [float(x) for x in re.findall(r"-?\d+\.?\d*(?:e[-+]?\d+)?|nan|-?inf", body)]

def compare(name, got, want, tol=1e-4):
    assert len(got) == len(want), (name, len(got), len(want))
    err = max(abs(a - b) for a, b in zip(got, want))
    print(f"{name}: n={len(got)} max_err={err:.2e} {'OK' if err < tol else 'FAIL'}")
    return err < tol

# ---- reference implementations (PyTorch semantics)
def ref_convt(x, xs, w, cout, k, s, p, op, bias=None):
    n, cin = xs[0], xs[1]; sp = xs[2:]; nd = len(sp)
    osp = [(d - 1) * s - 2 * p + k + op for d in sp]
    out = [0.0] * (n * cout * math.prod(osp))
    ws = [cin, cout] + [k] * nd
    for b in range(n):
        for ci in range(cin):
            for ii in itertools.product(*[range(d) for d in sp]):
                xv = x[idx(xs, (b, ci) + ii)]
                for co in range(cout):
                    for kk in itertools.product(*[range(k)] * nd):
                        o = [i * s - p + q for i, q in zip(ii, kk)]
                        if all(0 <= a < d for a, d in zip(o, osp)):
                            out[idx([n, cout] + osp, (b, co) + tuple(o))] += xv * w[idx(ws, (ci, co) + kk)]
    return out, [n, cout] + osp

ok = True
for (xs, cout, k, s, p, op) in [([2, 3, 4, 5], 2, 3, 1, 0, 0), ([2, 3, 4, 5], 4, 5, 1, 1, 0), ([2, 3, 4, 5], 2, 3, 2, 1, 1),
                                ([1, 2, 3, 3, 4], 3, 3, 2, 1, 0), ([1, 2, 3, 3, 4], 2, 3, 2, 1, 1)]:
    nd = len(xs) - 2
    ws = [xs[1], cout] + [k] * nd
    x, w = rnd(xs), rnd(ws)
    want, os_ = ref_convt(x, xs, w, cout, k, s, p, op)
    f = Func("t", [("%x", xs, "input", ""), ("%w", ws, "parameter", "")], [])
    r, out = G.conv_transpose(f, "%x", xs, "%w", cout, k, s, p, op)
    assert out == os_, (out, os_)
    f.results, f.results_shapes = [r], [out]
    got = run(f.text(), "t", [(x, xs), (w, ws)], out)
    ok &= compare(f"conv_transpose xs={xs} cout={cout} k={k} s={s} p={p} op={op}", got, want)

# group norm
xs = [2, 6, 3, 4]; G_ = 3
x = rnd(xs); w = rnd([6]); b = rnd([6])
want = []
for n in range(2):
    for c in range(6):
        g = c // 2
        vals = [x[idx(xs, (n, cc, h, ww))] for cc in range(g * 2, g * 2 + 2) for h in range(3) for ww in range(4)]
        m = sum(vals) / len(vals); v = sum((q - m) ** 2 for q in vals) / len(vals)
        for h in range(3):
            for ww in range(4):
                want.append((x[idx(xs, (n, c, h, ww))] - m) / math.sqrt(v + 1e-5) * w[c] + b[c])
f = Func("t", [("%x", xs, "", ""), ("%w", [6], "", ""), ("%b", [6], "", "")], [])
r = G.group_norm(f, "%x", xs, 3, "%w", "%b")
f.results, f.results_shapes = [r], [xs]
ok &= compare("group_norm", run(f.text(), "t", [(x, xs), (w, [6]), (b, [6])], xs), want)

# batch norm (train) with staged sums forced
G.LARGE_REDUCTION = 4
xs = [3, 2, 3, 4]; x = rnd(xs); w = rnd([2]); b = rnd([2])
want = [0.0] * len(x)
for c in range(2):
    vals = [x[idx(xs, (n, c, h, ww))] for n in range(3) for h in range(3) for ww in range(4)]
    m = sum(vals) / len(vals); v = sum((q - m) ** 2 for q in vals) / len(vals)
    for n in range(3):
        for h in range(3):
            for ww in range(4):
                i = idx(xs, (n, c, h, ww)); want[i] = (x[i] - m) / math.sqrt(v + 1e-5) * w[c] + b[c]
f = Func("t", [("%x", xs, "", ""), ("%w", [2], "", ""), ("%b", [2], "", "")], [])
r = G.batch_norm_train(f, "%x", xs, "%w", "%b")
f.results, f.results_shapes = [r], [xs]
ok &= compare("batch_norm_train (staged)", run(f.text(), "t", [(x, xs), (w, [2]), (b, [2])], xs), want)
G.LARGE_REDUCTION = 65536

# logsumexp over dim 1
xs = [3, 5]; x = rnd(xs)
want = [math.log(sum(math.exp(x[idx(xs, (i, j))]) for j in range(5))) for i in range(3)]
f = Func("t", [("%x", xs, "", "")], [])
r, rs = G.logsumexp(f, "%x", xs, 1)
f.results, f.results_shapes = [r], [rs]
ok &= compare("logsumexp", run(f.text(), "t", [(x, xs)], rs), want)

# keepdim reductions (written directly, staged when long)
xs = [3, 5]; x = rnd(xs)
want = [math.log(sum(math.exp(x[idx(xs, (i, j))]) for j in range(5))) for i in range(3)]
f = Func("t", [("%x", xs, "", "")], [])
r, rs = G.logsumexp(f, "%x", xs, 1, keepdim=True)
assert rs == [3, 1]
f.results, f.results_shapes = [r], [rs]
ok &= compare("logsumexp keepdim", run(f.text(), "t", [(x, xs)], rs), want)
G.LARGE_REDUCTION = 4
xs = [2, 3, 4]; x = rnd(xs)
f = Func("t", [("%x", xs, "", "")], [])
r = G.reduce(f, "%x", xs, [0, 1, 2], pre=["%v = arith.mulf %x, %x : f32"], keepdim=True)
f.results, f.results_shapes = [r], [[1, 1, 1]]
ok &= compare("staged keepdim sum of squares", run(f.text(), "t", [(x, xs)], [1, 1, 1]), [sum(v * v for v in x)])
xs = [2, 3, 4]; x = rnd(xs); cb = rnd([3])
f = Func("t", [("%x", xs, "", ""), ("%cb", [3], "", "")], [])
r = G.reduce(f, "%x", xs, [1], "min", pre=["%v = arith.addf %x, %e0 : f32"], extras=[("%cb", [3], [1])], keepdim=True)
f.results, f.results_shapes = [r], [[2, 1, 4]]
want = [min(x[idx(xs, (a, c, w))] + cb[c] for c in range(3)) for a in range(2) for w in range(4)]
ok &= compare("keepdim min over channels with a per-channel extra", run(f.text(), "t", [(x, xs), (cb, [3])], [2, 1, 4]), want)
G.LARGE_REDUCTION = 65536

# max pool 3d generic k3 s2 p1 d3 and k2 s2
for (s_, k, st, dil, pd) in [([1, 2, 9, 8, 9], 3, 2, 3, 1), ([1, 2, 4, 6, 4], 2, 2, 1, 0)]:
    x = rnd(s_)
    osp = [(d + 2 * pd - dil * (k - 1) - 1) // st + 1 for d in s_[2:]]
    want = []
    for c in range(2):
        for o in itertools.product(*[range(d) for d in osp]):
            best = -math.inf
            for kk in itertools.product(*[range(k)] * 3):
                ii = [a * st - pd + q * dil for a, q in zip(o, kk)]
                if all(0 <= a < d for a, d in zip(ii, s_[2:])):
                    best = max(best, x[idx(s_, (0, c) + tuple(ii))])
            want.append(best)
    f = Func("t", [("%x", s_, "", "")], [])
    r, out = G.maxpool3d_generic(f, "%x", s_, k, st, dil, pd)
    f.results, f.results_shapes = [r], [out]
    ok &= compare(f"maxpool3d k={k} s={st} d={dil} p={pd}", run(f.text(), "t", [(x, s_)], out), want)

# max pool 1d k8 s1 p4 d3 via the named op as in l1_41
s_ = [1, 2, 30]; x = rnd(s_)
f = Func("t", [("%x", s_, "", "")], [])
xp, ps = G.pad(f, "%x", s_, [0, 0, 4], [0, 0, 4], G.NEG_INF)
out = [1, 2, (ps[2] - 3 * 7 - 1) + 1]
r = G._pool_named(f, "linalg.pooling_ncw_max", xp, ps, [8], out, f.fill(out, G.NEG_INF), 1, 3)
f.results, f.results_shapes = [r], [out]
want = []
for c in range(2):
    for o in range(out[2]):
        want.append(max(x[idx(s_, (0, c, o - 4 + 3 * q))] for q in range(8) if 0 <= o - 4 + 3 * q < 30))
ok &= compare("maxpool1d k8 s1 p4 d3", run(f.text(), "t", [(x, s_)], out), want)
# conv3d with pad 1 (l2_43 helper)
xs = [1, 2, 3, 4, 3]; ws = [3, 2, 3, 3, 3]; x = rnd(xs); w = rnd(ws)
f = Func("t", [("%x", xs, "", ""), ("%w", ws, "", "")], [])
r, out = G.conv(f, "%x", xs, "%w", 3, 3, 1, 1)
f.results, f.results_shapes = [r], [out]
want = []
for co in range(3):
    for o in itertools.product(*[range(d) for d in out[2:]]):
        acc = 0.0
        for ci in range(2):
            for kk in itertools.product(range(3), repeat=3):
                ii = [a - 1 + q for a, q in zip(o, kk)]
                if all(0 <= a < d for a, d in zip(ii, xs[2:])):
                    acc += x[idx(xs, (0, ci) + tuple(ii))] * w[idx(ws, (co, ci) + kk)]
        want.append(acc)
ok &= compare("conv3d pad 1", run(f.text(), "t", [(x, xs), (w, ws)], out), want)
print("ALL OK" if ok else "SOME FAILED")
sys.exit(0 if ok else 1)
