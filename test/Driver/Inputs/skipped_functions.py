#!/usr/bin/env python3
"""Prints the skipped functions of a report-dir, one line per record.

    skipped_functions.py DIR

From DIR/trajectory.json (which must parse as JSON): `trajectory: NAME at
LOCATION op OP kind KIND reason: REASON warning: WARNING|none`, or
`trajectory: 0 skipped`; then the rows of report.md's "Skipped functions"
table as `report: ROW`, or `report: no section`.
"""
import json, os, sys

d = sys.argv[1]
with open(os.path.join(d, "trajectory.json")) as f:
    records = json.load(f)["skipped_functions"]
for r in records:
    print("trajectory: %s at %s op %s kind %s reason: %s warning: %s"
          % (r["name"], r["location"], r["op"], r["kind"], r["reason"],
             r["warning"] if r["warning"] is not None else "none"))
if not records:
    print("trajectory: 0 skipped")
with open(os.path.join(d, "report.md")) as f:
    lines = f.read().split("\n")
if "## Skipped functions" not in lines:
    print("report: no section")
else:
    i = lines.index("## Skipped functions")
    rows = []
    for line in lines[i + 1:]:
        if line.startswith("## "):
            break
        if line.startswith("| `"):
            rows.append(line)
    for row in rows:
        print("report: " + row)
