"""Raw f32 files of the CPU-run tests, shared by their expectation scripts
(test/Runtime/Inputs/cpu_expect.py, test/Constants/Inputs/constants_expect.py,
test/ElementTypes/Inputs/elementtypes_expect.py), which import it through
sys.path from their own location.

The files are those of htam-run --inputs and --dump-outputs: DIR/in/arg<N>.f32
and DIR/out/arg<N>.f32, raw little-endian f32, outputs numbered after the
inputs.
"""
import array, os, random, struct


def f32(v):
    """`v` rounded to the nearest f32."""
    return struct.unpack("f", struct.pack("f", v))[0]


def arg_path(d, sub, n):
    return os.path.join(d, sub, "arg%d.f32" % n)


def read_f32(path, n):
    a = array.array("f")
    with open(path, "rb") as f:
        a.fromfile(f, n)
    return list(a)


def write_inputs(func, d, sizes):
    """DIR/in/arg<k>.f32 for each size: uniform in [-1, 1) from one
    generator seeded with `func`, in argument order. Returns the values as
    written (f32)."""
    rng = random.Random(func)
    os.makedirs(os.path.join(d, "in"), exist_ok=True)
    for k, n in enumerate(sizes):
        vals = array.array("f", (rng.uniform(-1, 1) for _ in range(n)))
        with open(arg_path(d, "in", k), "wb") as f:
            vals.tofile(f)
    return read_inputs(d, sizes)


def read_inputs(d, sizes):
    return [read_f32(arg_path(d, "in", k), n) for k, n in enumerate(sizes)]


def mismatches(got, expected, tol):
    """The indices where |got - expected| > tol + tol |expected|."""
    return [i for i, (g, e) in enumerate(zip(got, expected))
            if not abs(g - e) <= tol + tol * abs(e)]
