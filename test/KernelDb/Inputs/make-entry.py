#!/usr/bin/env python3
"""Writes a hand-made kernel database entry (<dir>/<key>.json) for tests.

The key and its parts come from `htam-db key --parts` (a file); the kernel
from the options. Field names follow docs/DRIVER.md, "Kernel database".
"""
import argparse
import json
import os


def main():
    p = argparse.ArgumentParser()
    p.add_argument("parts", help="output of htam-db key --parts")
    p.add_argument("dir")
    p.add_argument("--form", default="cuda", choices=["cuda", "mlir"])
    p.add_argument("--source", help="file with the CUDA source or module")
    p.add_argument("--image", default="// PTX\n")
    p.add_argument("--launch", action="append", default=[])
    p.add_argument("--time", type=float, default=10.0)
    p.add_argument("--reference", type=float, default=40.0)
    p.add_argument("--accept", default="allclose")
    p.add_argument("--atol", type=float, default=1e-4)
    p.add_argument("--date", default="2026-01-02T03:04:05Z")
    p.add_argument("--candidate", default="tpl_elementwise_vec4[block=256]")
    a = p.parse_args()
    with open(a.parts) as f:
        lines = f.read().splitlines()
    parts = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        parts[name.strip()] = value.strip()
    source = open(a.source).read() if a.source else ""
    entry = {
        "schema_version": 1,
        "key": lines[0].strip(),
        "key_parts": {k: parts[k] for k in ("structure", "func", "signature",
                                            "gpu", "arch", "version")},
        "kernel": {
            "form": a.form, "card": "l_vectorize", "candidate": a.candidate,
            "template": "tpl_elementwise_vec4", "params": "block=256",
            "proposer": "builtin", "step": 2,
            "origin": "builtin:l_vectorize:" + a.candidate,
            "uses_vendor_library": False, "accept_by_accuracy_only": False,
            "launches": a.launch if a.form == "cuda" else [],
            "scratch_bytes": [], "constants": [],
            "source": source, "image": a.image if a.form == "cuda" else "",
        },
        "time_us": a.time, "reference_us": a.reference,
        "verification": {"accept": a.accept, "trials": 5, "atol": a.atol,
                         "rtol": 1e-4, "seed": 6845549,
                         "accuracy_ratio": None},
        "date": a.date,
    }
    os.makedirs(a.dir, exist_ok=True)
    with open(os.path.join(a.dir, entry["key"] + ".json"), "w") as f:
        json.dump(entry, f, indent=2)


if __name__ == "__main__":
    main()
