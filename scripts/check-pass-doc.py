#!/usr/bin/env python3
#===- check-pass-doc.py - The committed pass reference is current --------===#
#
# Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===------------------------------------------------------------------------===#
"""Check that the committed pass reference equals the generated one.

  check-pass-doc.py GENERATED COMMITTED

GENERATED is what the build makes from include/htam/Transforms/Passes.td
(`mlir-tblgen -gen-pass-doc`, the target htam-pass-doc, in
build/include/htam/Transforms/PassesDoc.md); COMMITTED is docs/PASSES.md.
When they differ, the first lines of the difference are printed with the
command that regenerates the committed copy. Exit status: 0 when equal, 1
when not, 2 when a file cannot be read.
"""

import difflib
import sys

REGENERATE = "scripts/build.sh htam-update-pass-doc"


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    generated, committed = argv
    try:
        with open(generated, encoding="utf-8") as f:
            want = f.read().splitlines(keepends=True)
        with open(committed, encoding="utf-8") as f:
            have = f.read().splitlines(keepends=True)
    except OSError as e:
        print(f"check-pass-doc: error: {e}", file=sys.stderr)
        return 2
    if want == have:
        print(f"check-pass-doc: {committed} is current ({len(have)} lines)")
        return 0
    diff = list(difflib.unified_diff(have, want, committed, generated))
    sys.stderr.writelines(diff[:40])
    if len(diff) > 40:
        print(f"... ({len(diff) - 40} more lines of difference)",
              file=sys.stderr)
    print(f"check-pass-doc: error: {committed} is out of date with "
          f"include/htam/Transforms/Passes.td; regenerate it with "
          f"`{REGENERATE}`", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
