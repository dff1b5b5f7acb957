#!/usr/bin/env python3
"""A faulty OpenAI-compatible chat-completions server on 127.0.0.1.

  llmfault.py MODE LOGFILE     prints the port on stdout, serves until killed

Every request gets the same fault (MODE), so the client's retry bound shows in
the request count. Modes:
  429 (Retry-After: 1), 429-huge (Retry-After: 100000), 429-date (an HTTP
  date 2 s ahead), 429-garbage (Retry-After: soon), 500, 503, 401, stall
  (sleeps 8 s before answering), drip (one byte a second), truncate (body
  shorter than Content-Length), reset (closes without a response), nonjson,
  nochoices, empty (empty content), nullcontent, huge50 (a 50 MB body),
  gzipbomb (gzip body inflating to 64 MiB), nocode (prose only, no code
  block), ok (usable answers), echo500 (500 whose body echoes the request
  headers, the key included), echo200 (usable answers whose text contains the
  Authorization header), redirect (302 to a second port that logs headers).
Answers for ok/echo200 come from htam's own test server
(test/LLM/Inputs/fake_llm.py), imported read-only.
"""
import gzip
import os
import http.server
import json
import socket
import sys
import threading
import time
import email.utils

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "LLM", "Inputs"))
import fake_llm  # noqa: E402

MODE = sys.argv[1]
LOG = sys.argv[2]
lock = threading.Lock()


def log(entry):
    with lock, open(LOG, "a") as f:
        f.write(json.dumps(entry) + "\n")


def usable(req, echo=None):
    messages = req["messages"]
    kind = fake_llm.kind_of(messages)
    text = fake_llm.all_text(messages)
    if kind.startswith("local_selection"):
        answer = fake_llm.select_answer(text, None)
    elif kind.startswith("code_generation"):
        import re
        step = re.search(r'"step": (\d+)', text)
        answer = fake_llm.code_answer(text, None, int(step.group(1)) if step else 0)
    else:
        answer = "pong"
    if echo:
        answer = "Your header was: " + echo + "\n" + answer.replace(
            "apply ", "apply (auth " + echo + ") ")
    return kind, answer


def completion(req, content, finish="stop", choices=True):
    resp = {"id": "f", "object": "chat.completion", "model": req.get("model")}
    if choices:
        resp["choices"] = [{"index": 0, "finish_reason": finish,
                            "message": {"role": "assistant", "content": content}}]
    resp["usage"] = {"prompt_tokens": 10, "completion_tokens": 10,
                     "total_tokens": 20}
    return json.dumps(resp)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    name = "main"

    def log_message(self, *a):
        pass

    def send(self, status, body, ctype="application/json", extra=None,
             length=None):
        data = body.encode() if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data) if length is None else length))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        try:
            self.wfile.write(data)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_POST(self):
        n = int(self.headers.get("Content-Length", "0"))
        raw = self.rfile.read(n)
        auth = self.headers.get("Authorization", "")
        try:
            req = json.loads(raw)
            kind = fake_llm.kind_of(req["messages"])
        except Exception:  # noqa: BLE001
            req, kind = {}, "unparsable"
        log({"t": time.time(), "mode": MODE, "path": self.path, "kind": kind,
             "auth_present": bool(auth), "server": self.name})
        m = MODE
        if self.name == "second":
            # The redirect target: a usable answer.
            return self.send(200, completion(req, usable(req)[1]))
        if m == "429":
            return self.send(429, '{"error":{"message":"slow down"}}', extra={"Retry-After": "1"})
        if m == "429-huge":
            return self.send(429, '{"error":{"message":"slow down"}}', extra={"Retry-After": "100000"})
        if m == "429-date":
            return self.send(429, '{"error":{"message":"slow down"}}', extra={
                "Retry-After": email.utils.formatdate(time.time() + 2, usegmt=True)})
        if m == "429-garbage":
            return self.send(429, '{"error":{"message":"slow down"}}', extra={"Retry-After": "soon"})
        if m in ("500", "503", "401"):
            return self.send(int(m), '{"error":{"message":"server says %s"}}' % m)
        if m == "echo500":
            return self.send(500, '{"error":{"message":"bad request with headers: %s"}}' %
                             json.dumps(dict(self.headers.items())).replace('"', "'"))
        if m == "stall":
            time.sleep(8)
            return self.send(200, completion(req, usable(req)[1]))
        if m == "drip":
            body = completion(req, usable(req)[1]).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                for i in range(12):  # 12 s of drip, then the rest
                    self.wfile.write(body[i:i + 1])
                    self.wfile.flush()
                    time.sleep(1)
                self.wfile.write(body[12:])
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if m == "truncate":
            body = completion(req, usable(req)[1])
            self.close_connection = True
            return self.send(200, body[: len(body) // 2], length=len(body))
        if m == "reset":
            self.close_connection = True
            try:
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                           b"\x01\x00\x00\x00\x00\x00\x00\x00")
                self.connection.close()
            except OSError:
                pass
            return
        if m == "nonjson":
            return self.send(200, "this is not json at all", ctype="text/plain")
        if m == "nochoices":
            return self.send(200, completion(req, "", choices=False))
        if m == "empty":
            return self.send(200, completion(req, ""))
        if m == "nullcontent":
            return self.send(200, json.dumps({"id": "f", "choices": [
                {"index": 0, "finish_reason": "stop",
                 "message": {"role": "assistant", "content": None}}]}))
        if m == "huge50":
            return self.send(200, b'{"choices": [{"message": {"content": "' +
                             b"x" * (50 << 20) + b'"}}]}')
        if m == "gzipbomb":
            data = gzip.compress(b'{"choices": [{"message": {"content": "' +
                                 b"x" * (64 << 20) + b'"}}]}')
            return self.send(200, data, extra={"Content-Encoding": "gzip"})
        if m == "nocode":
            kind, _ = usable(req)
            if kind.startswith("code_generation"):
                return self.send(200, completion(req, "Just use a grid-stride loop; it will be fast."))
            return self.send(200, completion(req, usable(req)[1]))
        if m == "ok":
            return self.send(200, completion(req, usable(req)[1]))
        if m == "echo200":
            return self.send(200, completion(req, usable(req, echo=auth)[1]))
        if m == "redirect":
            self.close_connection = True
            return self.send(302, "", extra={"Location": "http://127.0.0.1:%d/v1/chat/completions" % SECOND_PORT})
        return self.send(500, "unknown mode")


SECOND_PORT = 0


def main():
    global SECOND_PORT
    second = None
    if MODE == "redirect":
        class H2(Handler):
            name = "second"
        second = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H2)
        SECOND_PORT = second.server_address[1]
        second.daemon_threads = True
        threading.Thread(target=second.serve_forever, daemon=True).start()
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    srv.daemon_threads = True
    srv.handle_error = lambda request, address: None
    print(srv.server_address[1], flush=True)
    # Bounded: serves at most 15 minutes.
    threading.Timer(900, srv.shutdown).start()
    srv.serve_forever()


if __name__ == "__main__":
    main()
