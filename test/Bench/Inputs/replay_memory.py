#!/usr/bin/env python3
"""What one process accumulates from a campaign's records in their order:
copies BASE to OUT, then records with `htam-mem record` the steps each run of
METHOD (with ablation none) took (the steps.yaml that fake_htam_opt_mpi.py
left in the record's report_dir), in the order of RECORDS.

    replay_memory.py RECORDS.jsonl METHOD BASE.yaml OUT.yaml"""
import json
import os
import shutil
import subprocess
import sys

records, method, base, out = sys.argv[1:5]
shutil.copyfile(base, out)
n = 0
for line in open(records):
    r = json.loads(line)
    if r["method"] != method or r["ablation"] != "none":
        continue
    steps = os.path.join(os.path.dirname(os.path.abspath(records)),
                         r["report_dir"], "steps.yaml")
    subprocess.run(["htam-mem", "record", out, f"--trajectory={steps}"],
                   check=True, stdout=subprocess.DEVNULL)
    n += 1
print(f"replayed {n} runs")
