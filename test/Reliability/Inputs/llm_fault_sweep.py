#!/usr/bin/env python3
"""The LLM fault sweep: one short dry run of htam-opt per llmfault.py mode.

  llm_fault_sweep.py SRC_ROOT OUT_DIR [MODE...]

Each run (steps=1, llm-retries=1, llm-timeout=2, a key in the environment)
gets its own server and scratch directory; runs go in parallel. A mode
passes when htam-opt was not killed by a signal (exit < 128), printed no
stack dump, ended within its time bound, reached the expected outcome (the
step's outcome and, for outages, every failed call's failure class), made
no more requests than the retry bound allows, left memory-out's evidence
unchanged when nothing was learned, and wrote the key into no file and not
on stderr. Prints one line per mode and a summary; exits 1 on a failure.
"""
import concurrent.futures
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
KEY = "sk-sweep-7b1e5d0c9a"
RETRIES = 1
TIMEOUT_S = 2
# huge50 must be refused by the size limit, not the clock: its 50 MB answer
# can take more than 2 s to stream on a loaded two-core machine (CI).
TIMEOUT_BY_MODE_S = {"huge50": 20}
# Far above any mode's worst case (a stalled server: 2 calls x 2 requests x
# 2 s, plus backoff), far below a hang.
WALL_LIMIT_S = 45

# mode -> (step outcome, failure classes the failed calls may have, exit
# status). Outages: the endpoint answered nothing usable, so the step is
# llm_unavailable and the run (all calls failed) exits 1.
EXPECTED = {
    "429": ("llm_unavailable", {"rate_limited"}, 1),
    "429-huge": ("llm_unavailable", {"rate_limited"}, 1),
    "429-date": ("llm_unavailable", {"rate_limited"}, 1),
    "429-garbage": ("llm_unavailable", {"rate_limited"}, 1),
    "500": ("llm_unavailable", {"server_error"}, 1),
    "503": ("llm_unavailable", {"server_error"}, 1),
    "401": ("llm_unavailable", {"unauthorized"}, 1),
    "stall": ("llm_unavailable", {"timeout"}, 1),
    "drip": ("llm_unavailable", {"timeout"}, 1),
    "truncate": ("llm_unavailable", {"network"}, 1),
    "reset": ("llm_unavailable", {"network"}, 1),
    "nonjson": ("llm_unavailable", {"unreadable"}, 1),
    "nochoices": ("llm_unavailable", {"unreadable"}, 1),
    "nullcontent": ("llm_unavailable", {"unreadable"}, 1),
    "huge50": ("llm_unavailable", {"too_large"}, 1),
    # The server compresses 64 MiB per request: under load that alone may
    # pass llm-timeout (a timeout, retried) before the capped inflation.
    "gzipbomb": ("llm_unavailable", {"too_large", "timeout"}, 1),
    "echo500": ("llm_unavailable", {"server_error"}, 1),
    "redirect": ("llm_unavailable", {"redirect"}, 1),
    # Answers that arrive but cannot be used: repairs, then generate_error
    # (feedback about the answer, as before).
    "empty": ("generate_error", None, 0),
    "nocode": ("generate_error", None, 0),
    "ok": ("compiled", None, 0),
    "echo200": ("compiled", None, 0),
}
# Failures a retry would only repeat: one request per call. 429-huge's
# Retry-After (100000 s) is over the 120 s cap: the call gives up at once.
NOT_RETRIED = {"429-huge", "401", "huge50", "redirect"}
# Tighter wall bounds: 429-huge must not wait its Retry-After (100000 s, or
# the 120 s cap) at all; 20 s leaves room for a loaded two-core machine.
WALL_BOUND_S = {"429-huge": 20}


def start_server(mode, log):
    server = subprocess.Popen(
        [sys.executable, os.path.join(HERE, "llmfault.py"), mode, log],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = server.stdout.readline().strip()
    return server, port


def files_with_key(root):
    found = []
    for dirpath, _, names in os.walk(root):
        for name in names:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as f:
                if KEY.encode() in f.read():
                    found.append(os.path.relpath(path, root))
    return found


def stats(path):
    return subprocess.run(["htam-mem", "stats", path], capture_output=True,
                          text=True).stdout


def run_mode(src, out, mode):
    d = os.path.join(out, mode)
    os.makedirs(d, exist_ok=True)
    log = os.path.join(out, mode + ".server.jsonl")
    memory = os.path.join(src, "memory", "htg.yaml")
    server, port = start_server(mode, log)
    problems = []
    try:
        if not port.isdigit():
            return mode, ["the server printed no port"], ""
        options = " ".join([
            # allclose: the f64 oracle's lowering has nothing to do with the
            # LLM client's faults.
            "proposer=llm dry-run=true steps=1 accept=allclose",
            "llm-url=http://127.0.0.1:%s/v1 llm-model=m" % port,
            "llm-retries=%d llm-timeout=%d llm-key-env=SWEEP_KEY" % (
                RETRIES, TIMEOUT_BY_MODE_S.get(mode, TIMEOUT_S)),
            "memory=" + memory,
            "memory-out=" + os.path.join(d, "mem.yaml"),
            "report-dir=" + os.path.join(d, "rep"),
            "llm-transcript=" + os.path.join(d, "t.jsonl"),
            "llm-cache=" + os.path.join(d, "cache")])
        cmd = ["htam-opt", os.path.join(src, "examples", "swish.mlir"),
               "-o", os.path.join(d, "out.mlir"),
               "--htam-optimize=" + options]
        env = dict(os.environ, SWEEP_KEY=KEY)
        t0 = time.time()
        with open(os.path.join(d, "stderr"), "w") as err:
            try:
                rc = subprocess.call(cmd, env=env, stdout=subprocess.DEVNULL,
                                     stderr=err, timeout=WALL_LIMIT_S)
            except subprocess.TimeoutExpired:
                rc = None
        wall = time.time() - t0
    finally:
        server.kill()
        server.wait()

    stderr = open(os.path.join(d, "stderr")).read()
    if rc is None:
        return mode, ["no exit within %d s" % WALL_LIMIT_S], ""
    outcome_want, failure_want, rc_want = EXPECTED[mode]
    if rc < 0 or rc >= 128:
        problems.append("killed (exit %d)" % rc)
    elif rc != rc_want:
        problems.append("exit %d, expected %d" % (rc, rc_want))
    if "Stack dump" in stderr or "PLEASE submit" in stderr:
        problems.append("stack dump on stderr")

    outcome, failures, calls = None, set(), 0
    try:
        traj = json.load(open(os.path.join(d, "rep", "trajectory.json")))
        step = traj["tasks"][0]["steps"][0]
        outcome = step.get("outcome")
        for call in step.get("llm", {}).get("calls", []):
            calls += 1
            if "error" in call:
                failures.add(call.get("failure"))
    except (OSError, ValueError, KeyError, IndexError) as e:
        problems.append("no readable trajectory (%s)" % e)
    if outcome != outcome_want:
        problems.append("outcome %s, expected %s" % (outcome, outcome_want))
    if failure_want and not (failures and failures <= failure_want):
        problems.append("failure classes %s, expected %s" %
                        (sorted(map(str, failures)), sorted(failure_want)))
    if wall > WALL_BOUND_S.get(mode, WALL_LIMIT_S):
        problems.append("took %.1f s" % wall)
    if outcome_want == "llm_unavailable" and \
            "every LLM call of the run failed" not in stderr:
        problems.append("no line saying every call failed")

    requests = sum(1 for line in open(log) if line.strip()) if \
        os.path.exists(log) else 0
    bound = calls if mode in NOT_RETRIED else calls * (RETRIES + 1)
    if requests > bound:
        problems.append("%d requests for %d calls (bound %d)" %
                        (requests, calls, bound))
    if outcome_want == "llm_unavailable" and \
            stats(os.path.join(d, "mem.yaml")) != stats(memory):
        problems.append("memory-out's evidence changed")
    leaked = files_with_key(d) + (["stderr"] if KEY in stderr else [])
    if leaked:
        problems.append("the key is in " + ", ".join(sorted(set(leaked))))
    summary = "outcome=%s failure=%s exit=%d calls=%d requests=%d wall=%.1fs" % (
        outcome, ",".join(sorted(map(str, failures))) or "-", rc, calls,
        requests, wall)
    return mode, problems, summary


def main():
    src, out = sys.argv[1], sys.argv[2]
    modes = sys.argv[3:] or list(EXPECTED)
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda m: run_mode(src, out, m), modes))
    failed = 0
    for mode, problems, summary in results:
        if problems:
            failed += 1
            print("FAIL %s: %s [%s]" % (mode, "; ".join(problems), summary))
        else:
            print("ok %s: %s" % (mode, summary))
    print("sweep: %d modes, %d failed, %.0f s" % (len(results), failed,
                                                  time.time() - t0))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
