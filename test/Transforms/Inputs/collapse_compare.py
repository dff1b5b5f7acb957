#!/usr/bin/env python3
"""Inputs and a comparison for htam-collapse-linear-reductions-cpu.test.

    collapse_compare.py write DIR SHAPE...   DIR/arg<N>.f32, seeded, [-1, 1)
                                             (SHAPE: 5x9)
    collapse_compare.py compare A B          every A/*.f32 against B/*.f32
                                             (allclose, rtol 1e-4, atol 1e-5)

The collapsed task sums in another order, so the outputs agree to rounding,
not bit for bit.
"""
import array, glob, os, random, sys


def write(out_dir, shapes):
    os.makedirs(out_dir, exist_ok=True)
    rng = random.Random(25)
    for n, shape in enumerate(shapes):
        count = 1
        for d in shape.split("x"):
            count *= int(d)
        data = array.array("f", (rng.uniform(-1.0, 1.0) for _ in range(count)))
        with open(os.path.join(out_dir, f"arg{n}.f32"), "wb") as f:
            data.tofile(f)


def load(path):
    data = array.array("f")
    with open(path, "rb") as f:
        data.frombytes(f.read())
    return data


def compare(a_dir, b_dir):
    files = sorted(os.path.basename(p) for p in glob.glob(f"{a_dir}/*.f32"))
    if not files:
        print(f"no outputs in {a_dir}")
        return 1
    bad = 0
    total = 0
    for name in files:
        a, b = load(os.path.join(a_dir, name)), load(os.path.join(b_dir, name))
        if len(a) != len(b):
            print(f"{name}: {len(a)} vs {len(b)} elements")
            return 1
        for i, (x, y) in enumerate(zip(a, b)):
            total += 1
            if abs(x - y) > 1e-5 + 1e-4 * abs(x):
                if bad < 5:
                    print(f"{name}[{i}]: {x} vs {y}")
                bad += 1
    print(f"{total} outputs, {bad} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    if sys.argv[1] == "write":
        write(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(compare(sys.argv[2], sys.argv[3]))
