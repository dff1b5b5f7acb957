#!/usr/bin/env python3
"""A fake OpenAI-compatible chat-completions server for htam's tests.

Runs a command while serving on 127.0.0.1 (a free port); every '@URL@' in the
command's arguments becomes the server's base URL (http://127.0.0.1:PORT/v1).

  fake_llm.py [options] -- COMMAND ARGS...

Transport faults (--faults, comma-separated, one per request in order, then
normal answers): 429 (with Retry-After: --retry-after), 500, 400, stall (no
answer for --stall seconds), truncate (body shorter than Content-Length),
malformed (invalid JSON), huge (a body of --huge-kib KiB), html (text/html
page), no-usage (a normal answer without the usage field).

Answer faults (--answers, consumed in order by the requests they apply to):
unknown-card (selection), zero-blocks, two-blocks, wrong-entry, bad-launch,
truncated, compile-error (code generation and repair), ok (either).

Normal answers are built from the prompt: a selection picks the first offered
card; code generation turns the linalg.generic body of the operator's MLIR
into an elementwise CUDA kernel following the kernel contract (the variant
depends on the step in the state, so successive steps differ).

Python 3 standard library only. Every request is logged to --log as a JSON
line (time, kind, fault, whether the Authorization header matched --key);
headers themselves are never logged.
"""
import argparse
import http.server
import json
import re
import subprocess
import sys
import threading
import time

TRANSPORT = {"429", "500", "400", "stall", "truncate", "malformed", "huge",
             "html", "no-usage"}
SELECTION_FAULTS = {"unknown-card"}
CODE_FAULTS = {"zero-blocks", "two-blocks", "wrong-entry", "bad-launch",
               "truncated", "compile-error"}

BINARY = {"arith.addf": "+", "arith.subf": "-", "arith.mulf": "*",
          "arith.divf": "/"}
CALLS = {"arith.maximumf": "fmaxf", "arith.minimumf": "fminf",
         "math.exp": "expf", "math.tanh": "tanhf", "math.sqrt": "sqrtf",
         "math.log": "logf", "math.absf": "fabsf", "math.rsqrt": "rsqrtf",
         "math.erf": "erff"}


def kind_of(messages):
    """The conversation's kind (from its first user message's header), with
    '+repair' when it continues with a repair request."""
    user = [m["content"] for m in messages if m.get("role") == "user"]
    kind = "chat"
    for k in ("local_selection", "code_generation"):
        if user and user[0].startswith("# htam " + k):
            kind = k
    if len(user) > 1 and user[-1].startswith("# htam repair"):
        kind += "+repair"
    return kind


def all_text(messages):
    return "\n".join(m.get("content", "") for m in messages)


def select_answer(text, fault):
    cards = re.findall(r"^- id: (l_[a-z0-9_]+)", text, re.M)
    card = "l_does_not_exist" if fault == "unknown-card" else (
        cards[0] if cards else "l_none")
    return ('I pick this card.\n```json\n{"card": "%s", "plan": "apply %s '
            'with coalesced accesses"}\n```\n' % (card, card))


def translate_body(text):
    """The linalg.generic payload as CUDA statements, or None."""
    consts = dict(re.findall(
        r"%(\w+) = arith\.constant ([-0-9.e+]+) : f32", text))
    m = re.search(r"\^bb0\(([^)]*)\):(.*?)linalg\.yield %(\w+)", text, re.S)
    if not m:
        return None
    args = re.findall(r"%(\w+): f32", m.group(1))
    ins = args[:-1]
    lines = ["float v_%s = %sf;" % (n, float(v)) for n, v in consts.items()]
    lines += ["float v_%s = x%d[i];" % (a, k) for k, a in enumerate(ins)]
    for op in m.group(2).strip().splitlines():
        op = op.strip()
        if not op or op.startswith("//") or "arith.constant" in op:
            continue
        d = re.match(r"%(\w+) = ([\w.]+) (.*?) : f32$", op)
        if not d:
            return None
        res, name, operands = d.group(1), d.group(2), re.findall(
            r"%(\w+)", d.group(3))
        vals = ["v_" + o for o in operands]
        if name in BINARY and len(vals) == 2:
            expr = "%s %s %s" % (vals[0], BINARY[name], vals[1])
        elif name in CALLS:
            expr = "%s(%s)" % (CALLS[name], ", ".join(vals))
        elif name == "arith.negf":
            expr = "-" + vals[0]
        else:
            return None
        lines.append("float v_%s = %s;" % (res, expr))
    lines.append("out[i] = v_%s;" % m.group(3))
    return len(ins), lines


def code_answer(text, fault, variant):
    contract = re.findall(r"^- arg (\d+): (in|out) f32\[([0-9x]+)\]", text,
                          re.M)
    task = re.search(r"func\.func @(\w+)", text)
    body = translate_body(text)
    if not contract or not task or not body:
        return "I cannot do this one."
    numel = 1
    for d in contract[-1][2].split("x"):
        numel *= int(d)
    nin, stmts = body
    name = task.group(1) + "_kernel"
    items = [1, 2, 4, 8][variant % 4]
    block = [256, 128, 512, 256][variant % 4]
    grid = (numel + block * items - 1) // (block * items)
    params = ", ".join(["const float *__restrict__ x%d" % k
                        for k in range(nin)] + ["float *__restrict__ out"])
    inner = "\n      ".join(stmts)
    if fault == "compile-error":
        inner += "\n      this does not compile;"
    source = f"""// {task.group(1)}: {items} element(s) per thread
constexpr long kN = {numel};
constexpr int kItems = {items};
extern "C" __global__ void {name}({params}) {{
  long base = (long(blockIdx.x) * blockDim.x + threadIdx.x) * kItems;
#pragma unroll
  for (int k = 0; k < kItems; ++k) {{
    long i = base + k;
    if (i < kN) {{
      {inner}
    }}
  }}
}}
"""
    entry = "kernel_main" if fault == "wrong-entry" else name
    launch = json.dumps({"launches": [{"entry": entry, "grid": [grid, 1, 1],
                                       "block": [block, 1, 1], "smem": 0}]})
    if fault == "bad-launch":
        launch = launch[: len(launch) // 2]
    if fault == "zero-blocks":
        return "Use a grid-stride loop; that should be fast.\n"
    answer = "Here is the kernel.\n```cuda\n" + source + "```\n"
    if fault == "two-blocks":
        answer += "And another:\n```cuda\n" + source.replace(
            name, name + "2") + "```\n"
    answer += "```json\n" + launch + "\n```\n"
    if fault == "truncated":
        return answer[: len(answer) // 2]
    return answer


class State:
    def __init__(self, args):
        self.lock = threading.Lock()
        self.faults = [f for f in args.faults.split(",") if f]
        self.answers = [a for a in args.answers.split(",") if a]
        self.args = args

    def next_fault(self):
        with self.lock:
            return self.faults.pop(0) if self.faults else None

    def next_answer(self, applies):
        with self.lock:
            if self.answers and (self.answers[0] in applies or
                                 self.answers[0] == "ok"):
                return self.answers.pop(0)
            return None

    def log(self, entry):
        if self.args.log:
            with self.lock, open(self.args.log, "a") as f:
                f.write(json.dumps(entry) + "\n")


def make_handler(state):
    args = state.args

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *a):
            pass

        def send(self, status, body, ctype="application/json", extra=None,
                 length=None):
            data = body.encode() if isinstance(body, str) else body
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length",
                             str(len(data) if length is None else length))
            for k, v in (extra or {}).items():
                self.send_header(k, v)
            self.end_headers()
            try:
                self.wfile.write(data)
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass

        def do_POST(self):
            length = int(self.headers.get("Content-Length", "0"))
            raw = self.rfile.read(length)
            auth_ok = (not args.key or self.headers.get("Authorization") ==
                       "Bearer " + args.key)
            try:
                req = json.loads(raw)
                messages = req["messages"]
            except (ValueError, KeyError, TypeError):
                return self.send(400, '{"error": {"message": "bad request"}}')
            kind = kind_of(messages)
            fault = self.path.endswith("/chat/completions") and auth_ok and \
                state.next_fault()
            state.log({"t": time.time(), "kind": kind, "fault": fault or None,
                       "auth_ok": auth_ok, "path": self.path,
                       "max_tokens": req.get("max_tokens")})
            if not self.path.endswith("/chat/completions"):
                return self.send(404, '{"error": {"message": "not found"}}')
            if not auth_ok:
                return self.send(401, '{"error": {"message": "bad key"}}')
            if fault == "429":
                return self.send(429, '{"error": {"message": "slow down"}}',
                                 extra={"Retry-After": args.retry_after})
            if fault == "500":
                return self.send(500, '{"error": {"message": "overloaded"}}')
            if fault == "400":
                return self.send(400, '{"error": {"message": "bad model"}}')
            if fault == "stall":
                time.sleep(args.stall)
            if fault == "malformed":
                return self.send(200, '{"choices": [{"message": {"cont')
            if fault == "html":
                return self.send(200, "<html><body>502 proxy</body></html>",
                                 ctype="text/html")
            if fault == "huge":
                return self.send(200, b"x" * (args.huge_kib << 10))
            text = all_text(messages)
            finish = "stop"
            if kind.startswith("local_selection"):
                answer = select_answer(text, state.next_answer(
                    SELECTION_FAULTS))
            elif kind.startswith("code_generation"):
                afault = state.next_answer(CODE_FAULTS)
                step = re.search(r'"step": (\d+)', text)
                answer = code_answer(text, afault,
                                     int(step.group(1)) if step else 0)
                if afault == "truncated":
                    finish = "length"
            else:
                answer = "pong: " + messages[-1]["content"][:200]
            resp = {"id": "fake", "object": "chat.completion",
                    "model": req.get("model"),
                    "choices": [{"index": 0, "finish_reason": finish,
                                 "message": {"role": "assistant",
                                             "content": answer}}]}
            if fault != "no-usage":
                resp["usage"] = {
                    "prompt_tokens": len(text) // 4 + 1,
                    "completion_tokens": len(answer) // 4 + 1,
                    "total_tokens": len(text) // 4 + len(answer) // 4 + 2}
            body = json.dumps(resp)
            if fault == "truncate":
                self.close_connection = True
                return self.send(200, body[: len(body) // 2],
                                 length=len(body))
            self.send(200, body)

    return Handler


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--key", default="")
    p.add_argument("--faults", default="")
    p.add_argument("--answers", default="")
    p.add_argument("--retry-after", default="1")
    p.add_argument("--stall", type=float, default=5.0)
    p.add_argument("--huge-kib", type=int, default=1024)
    p.add_argument("--log", default="")
    p.add_argument("command", nargs=argparse.REMAINDER)
    args = p.parse_args()
    cmd = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not cmd:
        p.error("no command")
    state = State(args)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             make_handler(state))
    server.daemon_threads = True
    # A client that aborts a huge or stalled answer resets the connection:
    # expected here, not worth a traceback.
    server.handle_error = lambda request, address: None
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/v1" % server.server_address[1]
    try:
        rc = subprocess.run([a.replace("@URL@", url) for a in cmd]).returncode
    finally:
        server.shutdown()
        server.server_close()
    sys.exit(rc)


if __name__ == "__main__":
    main()
