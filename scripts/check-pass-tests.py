#!/usr/bin/env python3
#===- check-pass-tests.py - Every htam pass has a lit test that runs it ---===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Check that every htam pass and pipeline is run by a lit test.

Reads, from a source tree ROOT (default: the checkout holding this script):
  - the passes: every `Pass<"name", ...>` in
    ROOT/include/htam/Transforms/Passes.td;
  - with --help FILE (the output of `htam-opt --help`), also every
    registered `--htam-*` pass or pipeline listed there (the direction
    pipelines are registered in C++, not in Passes.td);
  - the tests: the RUN lines (continuations joined) of every .mlir and
    .test file under ROOT/test, Inputs folders excepted.

A pass is run by a test when its name appears as a whole word (not a prefix
of a longer name: htam-data-reuse is not htam-data-reuse-pipeline) in one of
its RUN lines: `--name`, `--pass-pipeline="...(name{...})"`, a hook option
such as `kernel-pipeline=name`. Tests under test/GPU do not count: they run
on a GPU machine only, and every pass must have a test that CI runs.

Findings (one line each): `Passes.td:LINE: error: pass 'NAME' has no lit test
that runs it`, or `<help>: error: ...` for a pipeline. The last line is the
summary:
    check-pass-tests: P passes, T tests, F without a test
Exit status: 0 without findings, 1 with findings, 2 on a usage error.
"""

import argparse
import os
import re
import sys

PASS_RE = re.compile(r'\bPass<\s*"([^"]+)"')
HELP_RE = re.compile(r"^\s+--(htam-[a-z0-9-]+)\s+- ")
RUN_RE = re.compile(r"(?:^|\s)(?://|#|;)\s*RUN:(.*)$")


def passes_of_td(path):
    """[(line, name)] of the passes declared in Passes.td."""
    found = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            for m in PASS_RE.finditer(line):
                found.append((number, m.group(1)))
    return found


def passes_of_help(path):
    """[name] of the `--htam-*` entries of `htam-opt --help`."""
    with open(path, encoding="utf-8") as f:
        return [m.group(1) for m in map(HELP_RE.match, f) if m]


def run_lines(path):
    """The RUN lines of a lit test, `\\` continuations joined."""
    lines, current = [], ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = RUN_RE.search(line.rstrip("\n"))
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                current += text[:-1] + " "
                continue
            lines.append(current + text)
            current = ""
    if current:
        lines.append(current)
    return lines


def lit_tests(test_root):
    """{relative path: [RUN lines]} of the tests CI runs."""
    tests = {}
    for dirpath, dirnames, filenames in os.walk(test_root):
        rel = os.path.relpath(dirpath, test_root)
        dirnames[:] = sorted(d for d in dirnames
                             if d != "Inputs" and
                             not (rel == "." and d == "GPU"))
        for name in sorted(filenames):
            if not name.endswith((".mlir", ".test")):
                continue
            path = os.path.join(dirpath, name)
            lines = run_lines(path)
            if lines:
                tests[os.path.relpath(path, test_root)] = lines
    return tests


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0])
    parser.add_argument("root", nargs="?", default=os.path.dirname(here),
                        help="the source tree (default: this checkout)")
    parser.add_argument("--help-file", metavar="FILE",
                        help="`htam-opt --help` output: its --htam-* "
                             "passes and pipelines are checked too")
    parser.add_argument("--list", action="store_true",
                        help="print each pass with the tests that run it")
    args = parser.parse_args(argv)

    td = os.path.join(args.root, "include", "htam", "Transforms", "Passes.td")
    test_root = os.path.join(args.root, "test")
    try:
        declared = [(f"{td}:{line}", name) for line, name in passes_of_td(td)]
        if args.help_file:
            known = {name for _, name in declared}
            declared += [(args.help_file, name)
                         for name in passes_of_help(args.help_file)
                         if name not in known]
        tests = lit_tests(test_root)
    except OSError as e:
        print(f"check-pass-tests: error: {e}", file=sys.stderr)
        return 2
    if not declared:
        print(f"check-pass-tests: error: no passes in {td}", file=sys.stderr)
        return 2

    missing = 0
    for where, name in declared:
        word = re.compile(r"(?<![\w-])-{0,2}" + re.escape(name) + r"(?![\w-])")
        runners = [t for t, lines in tests.items()
                   if any(word.search(l) for l in lines)]
        if not runners:
            missing += 1
            print(f"{where}: error: pass '{name}' has no lit test that runs "
                  f"it (a RUN line naming it, outside test/GPU)")
        elif args.list:
            print(f"{name}: {', '.join(runners)}")
    print(f"check-pass-tests: {len(declared)} passes, {len(tests)} tests, "
          f"{missing} without a test")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
