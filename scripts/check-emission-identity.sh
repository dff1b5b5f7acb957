#!/usr/bin/env bash
# Snapshots what the CUDA emitter produces, so that a refactoring of
# lib/Strategies can be shown to leave it byte-identical.
#
#   scripts/check-emission-identity.sh OUTDIR            # take a snapshot
#   scripts/check-emission-identity.sh OUTDIR BEFOREDIR  # and compare
#
# For every task function of every input (the suite bench/kernelbench, the
# Strategies and Transforms test inputs, examples/), it runs htam-gen with
#   - every template at its default parameters (also the ones that do not
#     support the task: their refusal text is part of the behaviour),
#   - the best HTAM_IDENTITY_RANK (default 8) configurations of --rank for
#     every template that --list says supports the task,
#   - every --impl/--param combination a test/**/*.test RUN line asks for,
# and writes one file per (input, function, template, configuration) with
# htam-gen's stdout (the source, note and launch lines), its stderr and exit
# status, plus OUTDIR/digests.txt (sha256 per file). With BEFOREDIR it
# diffs the two digest lists and exits non-zero on any difference.
# Environment: HTAM_BIN (default build/bin), HTAM_JOBS (default 2).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: $0 OUTDIR [BEFOREDIR]}
before=${2:-}
export HTAM_GEN=${HTAM_BIN:-$root/build/bin}/htam-gen
export HTAM_IDENTITY_RANK=${HTAM_IDENTITY_RANK:-8}
jobs=${HTAM_JOBS:-2}
[ -x "$HTAM_GEN" ] || { echo "no $HTAM_GEN" >&2; exit 2; }
# Only a previous snapshot (or nothing) is replaced.
if [ -e "$out" ] && [ ! -f "$out/digests.txt" ] && [ -n "$(ls -A "$out")" ]; then
  echo "$out exists and is not a snapshot; not replacing it" >&2
  exit 2
fi
rm -rf "$out"
mkdir -p "$out/files"

cd "$root"
python3 - "$out" "$jobs" <<'EOF'
import concurrent.futures, glob, hashlib, os, re, shlex, subprocess, sys

out, jobs = sys.argv[1], int(sys.argv[2])
gen = os.environ["HTAM_GEN"]
rank = os.environ["HTAM_IDENTITY_RANK"]

inputs = sorted(set(
    glob.glob("bench/kernelbench/*.mlir") +
    glob.glob("test/Strategies/Inputs/**/*.mlir", recursive=True) +
    glob.glob("test/GPU/Strategies/Inputs/**/*.mlir", recursive=True) +
    glob.glob("test/Transforms/Inputs/**/*.mlir", recursive=True) +
    glob.glob("examples/**/*.mlir", recursive=True)))

def run(args):
    p = subprocess.run([gen] + args, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr

def public_funcs(path):
    text = open(path).read()
    return re.findall(r"func\.func\s+@([\w$.]+)", text), text

templates = [l.split()[0] for l in
             run(["--list", "examples/swish.mlir"])[1].splitlines()]
templates += [l.split()[1].rstrip(":") for l in
              run(["--list", "examples/swish.mlir"])[2].splitlines()
              if l.startswith("not ")]

# (input, func or None, template, [param items]) to emit.
jobs_set = set()
for path in inputs:
    funcs, text = public_funcs(path)
    for f in funcs:
        for t in templates:
            jobs_set.add((path, f, t, ()))

# Explicit RUN-line combinations of the tests.
for test in glob.glob("test/**/*.test", recursive=True):
    d = os.path.dirname(test)
    for line in open(test):
        if "RUN:" not in line or "htam-gen" not in line:
            continue
        cmd = line.split("RUN:", 1)[1].split("|")[0].replace("%S", d)
        try:
            toks = shlex.split(cmd)
        except ValueError:
            continue
        if "htam-gen" not in toks[0]:
            continue
        path = next((t for t in toks if t.endswith(".mlir")), None)
        if not path or "--impl" not in toks:
            continue
        path = os.path.relpath(os.path.normpath(path))
        func = toks[toks.index("--func") + 1] if "--func" in toks else None
        impl = toks[toks.index("--impl") + 1]
        params = tuple(toks[i + 1] for i, t in enumerate(toks) if t == "--param")
        if os.path.exists(path):
            jobs_set.add((path, func, impl, params))

def list_and_rank(pf):
    path, f = pf
    rc, so, se = run([path, "--func", f, "--list"])
    found = []
    for t in so.split():
        rc, so2, _ = run([path, "--func", f, "--impl", t, "--rank", rank])
        for l in so2.splitlines():
            if l.startswith("config: ") and l[8:]:
                found.append((path, f, t, tuple(l[8:].split(","))))
    return found

with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
    pairs = [(p, f) for p in inputs for f in public_funcs(p)[0]]
    for found in ex.map(list_and_rank, pairs):
        jobs_set.update(found)

def name(job):
    path, f, t, params = job
    base = path.replace("/", "_")[:-5] + "__" + (f or "_") + "__" + t
    if params:
        base += "__" + hashlib.sha1(",".join(params).encode()).hexdigest()[:10]
    return base + ".out"

def emit(job):
    path, f, t, params = job
    args = [path] + (["--func", f] if f else []) + ["--impl", t]
    for p in params:
        args += ["--param", p]
    rc, so, se = run(args)
    body = ("# htam-gen " + " ".join(args[0:1] + [shlex.quote(a) for a in args[1:]]) +
            "\n" + so + "# stderr:\n" + se + "# rc=%d\n" % rc)
    n = name(job)
    with open(os.path.join(out, "files", n), "w") as fh:
        fh.write(body)
    return n, hashlib.sha256(body.encode()).hexdigest(), rc

with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
    results = sorted(ex.map(emit, sorted(jobs_set, key=str)))
with open(os.path.join(out, "digests.txt"), "w") as fh:
    for n, h, rc in results:
        fh.write(h + "  " + n + "\n")
ok = sum(1 for r in results if r[2] == 0)
print("emitted %d files (%d generated, %d refused) from %d inputs"
      % (len(results), ok, len(results) - ok, len(inputs)))
EOF

if [ -n "$before" ]; then
  if diff -u "$before/digests.txt" "$out/digests.txt" >"$out/digests.diff"; then
    echo "identical: $(wc -l <"$out/digests.txt") files match $before"
  else
    echo "DIFFERENT: see $out/digests.diff and diff -r $before/files $out/files" >&2
    exit 1
  fi
fi
