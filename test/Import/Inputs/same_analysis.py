"""Compares htam-analyze's task attributes of an imported function with a
hand-written one: argument and result shapes must be equal; the FLOP
counts, compulsory bytes and classes are printed side by side.

    python3 same_analysis.py HTAM_OPT IMPORTED.mlir HANDWRITTEN.mlir FUNC
"""
import re
import subprocess
import sys


def task_attrs(htam_opt, path, func):
    out = subprocess.run([htam_opt, "--htam-analyze", path], capture_output=True, text=True, check=True).stdout
    m = re.search(r"func\.func @" + re.escape(func) + r"\(.*?attributes \{(.*?)\} \{\n", out)
    if not m:
        sys.exit(f"no task @{func} in {path}")
    text = m.group(1)
    get = lambda k: re.search(k + r" = ([^,]*(?:\[[^\]]*\]\]?)?[^,]*)", text).group(1).strip()
    shapes = lambda k: re.findall(r"array<i64: ([\d, ]*)>", re.search(k + r" = \[(.*?)\]\]?(?:,|$)", text).group(0))
    return dict(inputs=shapes("htam.input_shapes"), outputs=shapes("htam.output_shapes"),
                flops=int(get("htam.flops").split(":")[0]), read=int(get("htam.bytes_read").split(":")[0]),
                written=int(get("htam.bytes_written").split(":")[0]), op_class=get("htam.op_class"))


def main():
    htam_opt, imported, hand, func = sys.argv[1:5]
    a, b = task_attrs(htam_opt, imported, func), task_attrs(htam_opt, hand, func)
    same = a["inputs"] == b["inputs"] and a["outputs"] == b["outputs"]
    print(f"{func}: shapes {'same' if same else 'DIFFER'}; flops {a['flops']} vs {b['flops']} "
          f"(ratio {a['flops'] / max(b['flops'], 1):.3f}); bytes {a['read'] + a['written']} vs "
          f"{b['read'] + b['written']}; class {a['op_class']} vs {b['op_class']}")
    if not same:
        print(f"  imported {a['inputs']} -> {a['outputs']}\n  hand     {b['inputs']} -> {b['outputs']}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
