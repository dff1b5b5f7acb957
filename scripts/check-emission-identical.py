#!/usr/bin/env python3
#===- check-emission-identical.py - Snapshot and compare htam's emission -===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Snapshot what htam emits, so that a refactoring can be shown to leave it
byte-identical (issue 23, "Done means").

  scripts/check-emission-identical.py OUTDIR                  # snapshot
  scripts/check-emission-identical.py OUTDIR --compare OLD    # and compare

For every task function of every input (the suite bench/kernelbench, the
Strategies, GPU/Strategies and Transforms test inputs, examples/) it runs
htam-gen with
  - every template at its default parameters, also those that refuse the
    task (the refusal text is behaviour too),
  - the best --rank N (default 8) configurations of every template that
    --list says supports the task (the configurations
    gpu-strategies-check.sh --configs N generates),
  - every --impl/--param combination an htam-gen RUN line of test/**/*.test
    asks for,
  - --emit-mlir for every supporting template at its defaults (the upstream
    form: kernels compiled by nvrtc into a gpu.binary, library steps as
    calls; the launch plan printed and parsed back through KernelSpec);
and htam-mem (validate, show, stats, merge, rank, record) on memory/*.yaml
and test/Memory/Inputs/*.yaml (the memory reader and writer).

Each case writes one file (command, stdout, stderr, exit status, and the
emitted MLIR where there is one) under OUTDIR/files; OUTDIR/digests.txt has
`sha256  name` per file and OUTDIR/inputs.txt `sha256  path` per input, so
that a comparison tells a changed emission from a changed input.
--compare OLD (a snapshot folder or its digests.txt) reports the files
compared, identical, different (with unchanged / changed inputs), only old
and only new, writes OUTDIR/compare.txt, and exits 1 on any difference.
"""

import argparse
import concurrent.futures
import glob
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

INPUT_GLOBS = [
    "bench/kernelbench/*.mlir",
    "test/Strategies/Inputs/**/*.mlir",
    "test/GPU/Strategies/Inputs/**/*.mlir",
    "test/Transforms/Inputs/**/*.mlir",
    "examples/**/*.mlir",
]
MEMORY_GLOBS = ["memory/*.yaml", "test/Memory/Inputs/*.yaml"]
MEMORY_STATE = "test/Memory/Inputs/state.yaml"
MEMORY_TRAJECTORY = "test/Memory/Inputs/trajectory.yaml"


def sha256(data):
  return hashlib.sha256(data if isinstance(data, bytes) else data.encode()
                        ).hexdigest()


def file_sha(path):
  with open(path, "rb") as fh:
    return sha256(fh.read())


class Tools:
  def __init__(self, bindir):
    self.gen = os.path.join(bindir, "htam-gen")
    self.mem = os.path.join(bindir, "htam-mem")

  def run(self, tool, args, cwd=None):
    p = subprocess.run([tool] + args, capture_output=True, cwd=cwd,
                       errors="replace", text=True)
    return p.returncode, p.stdout, p.stderr


def public_funcs(path):
  with open(path) as fh:
    return re.findall(r"func\.func\s+@([\w$.]+)", fh.read())


def all_templates(tools):
  """Every template id, from --list (supporting) and its stderr (refusing)."""
  _, so, se = tools.run(tools.gen, ["--list", "examples/swish.mlir"])
  names = [l.split()[0] for l in so.splitlines() if l.strip()]
  names += [l.split()[1].rstrip(":") for l in se.splitlines()
            if l.startswith("not ")]
  return names


def run_line_cases():
  """(input, func or None, template, params) of test RUN lines."""
  cases = set()
  for test in glob.glob("test/**/*.test", recursive=True):
    d = os.path.dirname(test)
    for line in open(test, errors="replace"):
      if "RUN:" not in line or "htam-gen" not in line:
        continue
      cmd = line.split("RUN:", 1)[1].split("|")[0].replace("%S", d)
      try:
        toks = shlex.split(cmd)
      except ValueError:
        continue
      if not toks or "htam-gen" not in toks[0] or "--impl" not in toks:
        continue
      path = next((t for t in toks if t.endswith(".mlir")), None)
      if not path or toks.index("--impl") + 1 >= len(toks):
        continue
      path = os.path.relpath(os.path.normpath(path))
      func = None
      if "--func" in toks and toks.index("--func") + 1 < len(toks):
        func = toks[toks.index("--func") + 1]
      impl = toks[toks.index("--impl") + 1]
      params = tuple(toks[i + 1] for i, t in enumerate(toks)
                     if t == "--param" and i + 1 < len(toks))
      if os.path.exists(path):
        cases.add(("gen", path, func, impl, params))
  return cases


def case_name(case):
  kind, path = case[0], case[1]
  base = path.replace("/", "_").rsplit(".", 1)[0]
  if kind in ("gen", "mlir"):
    _, _, func, impl, params = case
    name = base + "__" + (func or "_") + "__" + impl
    if params:
      name += "__" + hashlib.sha1(",".join(params).encode()).hexdigest()[:10]
    return name + (".out" if kind == "gen" else ".mlir.out")
  return base + "__mem-" + case[2] + ".out"


def gen_args(case):
  _, path, func, impl, params = case
  args = [path] + (["--func", func] if func else []) + ["--impl", impl]
  for p in params:
    args += ["--param", p]
  return args


def emit_case(tools, case):
  """Runs one case; returns the text to store."""
  kind = case[0]
  if kind == "gen":
    args = gen_args(case)
    rc, so, se = tools.run(tools.gen, args)
    return ("# htam-gen " + " ".join(shlex.quote(a) for a in args) + "\n" +
            so + "# stderr:\n" + se + "# rc=%d\n" % rc)
  if kind == "mlir":
    args = gen_args(case)
    with tempfile.TemporaryDirectory() as tmp:
      rc, so, se = tools.run(tools.gen, args + ["--no-source", "--emit-mlir",
                                                 os.path.join(tmp, "t.mlir")])
      emitted = ""
      if os.path.exists(os.path.join(tmp, "t.mlir")):
        emitted = open(os.path.join(tmp, "t.mlir"), errors="replace").read()
    se = se.replace(tmp, "TMP")
    return ("# htam-gen --emit-mlir " + " ".join(shlex.quote(a) for a in args)
            + "\n" + so + "# stderr:\n" + se + "# rc=%d\n" % rc +
            "# emitted:\n" + emitted)
  return emit_memory_case(tools, case)


def emit_memory_case(tools, case):
  _, path, what = case
  src = os.path.join(ROOT, path)
  with tempfile.TemporaryDirectory() as tmp:
    if what == "record":
      # Written in place: work on a copy, then keep what was written.
      shutil.copy(src, os.path.join(tmp, "m.yaml"))
      rc, so, se = tools.run(tools.mem, [
          "record", "m.yaml",
          "--trajectory=" + os.path.join(ROOT, MEMORY_TRAJECTORY)], cwd=tmp)
      so += "# written:\n" + open(os.path.join(tmp, "m.yaml"),
                                  errors="replace").read()
    else:
      args = {
          "validate": ["validate", src],
          "show": ["show", src],
          "stats": ["stats", src],
          "merge": ["merge", src, src],
          "rank": ["rank", src, "--state=" + os.path.join(ROOT, MEMORY_STATE)],
          "export": ["export", src, "--dot"],
      }[what]
      rc, so, se = tools.run(tools.mem, args, cwd=tmp)
  text = so + "# stderr:\n" + se + "# rc=%d\n" % rc
  text = text.replace(ROOT + "/", "").replace(tmp, "TMP")
  return "# htam-mem %s %s\n" % (what, path) + text


def supported_configs(tools, rank, pf):
  """--list of one task, and the --rank configurations of each template."""
  path, func = pf
  _, so, _ = tools.run(tools.gen, [path, "--func", func, "--list"])
  found = []
  for impl in so.split():
    found.append(("mlir", path, func, impl, ()))
    _, ranked, _ = tools.run(tools.gen, [path, "--func", func, "--impl", impl,
                                         "--rank", str(rank)])
    for line in ranked.splitlines():
      if line.startswith("config: ") and line[8:]:
        found.append(("gen", path, func, impl, tuple(line[8:].split(","))))
  return found


def snapshot(args):
  tools = Tools(args.bin)
  for t in (tools.gen, tools.mem):
    if not os.access(t, os.X_OK):
      sys.exit("check-emission-identical: no %s (use --bin)" % t)
  out = os.path.abspath(args.outdir)
  if os.path.exists(out) and not os.path.exists(
      os.path.join(out, "digests.txt")) and os.listdir(out):
    sys.exit("check-emission-identical: %s exists and is not a snapshot; "
             "not replacing it" % out)
  shutil.rmtree(out, ignore_errors=True)
  os.makedirs(os.path.join(out, "files"))
  os.chdir(ROOT)

  inputs = sorted({p for g in INPUT_GLOBS for p in glob.glob(g, recursive=True)})
  memories = sorted({p for g in MEMORY_GLOBS for p in glob.glob(g)})
  templates = all_templates(tools)
  cases = set()
  for path in inputs:
    for func in public_funcs(path):
      for impl in templates:
        cases.add(("gen", path, func, impl, ()))
  cases |= run_line_cases()
  for path in memories:
    for what in ("validate", "show", "stats", "merge", "rank", "record",
                 "export"):
      cases.add(("mem", path, what))
  with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
    pairs = [(p, f) for p in inputs for f in public_funcs(p)]
    for found in ex.map(lambda pf: supported_configs(tools, args.rank, pf),
                        pairs):
      cases.update(found)

  def emit(case):
    text = emit_case(tools, case)
    name = case_name(case)
    with open(os.path.join(out, "files", name), "w") as fh:
      fh.write(text)
    return name, sha256(text), case

  with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
    results = sorted(ex.map(emit, sorted(cases, key=str)))
  with open(os.path.join(out, "digests.txt"), "w") as fh:
    for name, digest, _ in results:
      fh.write("%s  %s\n" % (digest, name))
  with open(os.path.join(out, "sources.txt"), "w") as fh:
    for name, _, case in results:
      fh.write("%s  %s\n" % (name, case[1]))
  with open(os.path.join(out, "inputs.txt"), "w") as fh:
    for path in sorted(set(inputs) | set(memories) |
                       {c[1] for c in cases}):
      fh.write("%s  %s\n" % (file_sha(path), path))
  kinds = {}
  for _, _, case in results:
    kinds[case[0]] = kinds.get(case[0], 0) + 1
  print("emitted %d files (htam-gen %d, --emit-mlir %d, htam-mem %d) from "
        "%d inputs and %d memories into %s" %
        (len(results), kinds.get("gen", 0), kinds.get("mlir", 0),
         kinds.get("mem", 0), len(inputs), len(memories), out))


def read_pairs(path):
  pairs = {}
  if os.path.exists(path):
    for line in open(path):
      parts = line.rstrip("\n").split("  ", 1)
      if len(parts) == 2:
        pairs[parts[1]] = parts[0]
  return pairs


def compare(new_dir, old):
  old_dir = old if os.path.isdir(old) else os.path.dirname(old)
  old_digests = read_pairs(old if os.path.isfile(old)
                           else os.path.join(old, "digests.txt"))
  if not old_digests:
    sys.exit("check-emission-identical: no digests in %s" % old)
  new_digests = read_pairs(os.path.join(new_dir, "digests.txt"))
  old_inputs = read_pairs(os.path.join(old_dir, "inputs.txt"))
  new_inputs = read_pairs(os.path.join(new_dir, "inputs.txt"))
  sources = {}
  for line in open(os.path.join(new_dir, "sources.txt")):
    name, _, path = line.rstrip("\n").partition("  ")
    sources[name] = path

  def input_changed(name):
    path = sources.get(name)
    return path is None or old_inputs.get(path) != new_inputs.get(path)

  both = sorted(set(old_digests) & set(new_digests))
  differ = [n for n in both if old_digests[n] != new_digests[n]]
  same_input = [n for n in differ if not input_changed(n)]
  only_old = sorted(set(old_digests) - set(new_digests))
  only_new = sorted(set(new_digests) - set(old_digests))
  lines = ["compared %d files: %d identical, %d different (%d with unchanged "
           "inputs), %d only in the old snapshot, %d only in the new" %
           (len(both), len(both) - len(differ), len(differ), len(same_input),
            len(only_old), len(only_new))]
  for n in differ:
    lines.append("differ%s: %s" % ("" if n in same_input else
                                   " (input changed)", n))
  lines += ["only old: " + n for n in only_old]
  lines += ["only new: " + n for n in only_new]
  with open(os.path.join(new_dir, "compare.txt"), "w") as fh:
    fh.write("\n".join(lines) + "\n")
  print(lines[0])
  for line in lines[1:21]:
    print("  " + line)
  if len(lines) > 21:
    print("  ... (%d more in %s/compare.txt)" % (len(lines) - 21, new_dir))
  if differ:
    print("  see: diff %s/files/NAME %s/files/NAME" % (old_dir, new_dir))
  return 0 if not differ and not only_old and not only_new else 1


def main():
  p = argparse.ArgumentParser(
      description=__doc__.split("\n\n")[0],
      formatter_class=argparse.RawDescriptionHelpFormatter,
      epilog=__doc__.split("\n\n", 1)[1])
  p.add_argument("outdir", help="where the snapshot is written")
  p.add_argument("--compare", metavar="OLD",
                 help="a previous snapshot (folder or its digests.txt)")
  p.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"),
                 help="folder with htam-gen and htam-mem (default build/bin)")
  p.add_argument("--jobs", type=int, default=2)
  p.add_argument("--rank", type=int, default=8,
                 help="configurations of --rank per supporting template")
  p.add_argument("--compare-only", action="store_true",
                 help="compare OUTDIR (an existing snapshot) with --compare")
  args = p.parse_args()
  args.bin = os.path.abspath(args.bin)
  if not args.compare_only:
    snapshot(args)
  if args.compare:
    sys.exit(compare(os.path.abspath(args.outdir), os.path.abspath(args.compare)))


if __name__ == "__main__":
  main()
