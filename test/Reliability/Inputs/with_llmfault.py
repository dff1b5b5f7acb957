#!/usr/bin/env python3
"""Runs one command against llmfault.py, and always stops the server.

  with_llmfault.py MODE LOGFILE -- COMMAND...

Starts the faulty server (llmfault.py MODE LOGFILE) on 127.0.0.1, replaces
@URL@ in COMMAND by its base URL (http://127.0.0.1:PORT/v1), runs COMMAND
and exits with its status. The server is killed whatever happens, so a
failing test leaves no process behind.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def start(mode, log):
    """The server process and its base URL."""
    server = subprocess.Popen(
        [sys.executable, os.path.join(HERE, "llmfault.py"), mode, log],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    port = server.stdout.readline().strip()
    if not port.isdigit():
        server.kill()
        sys.exit("with_llmfault.py: the server printed no port")
    return server, "http://127.0.0.1:%s/v1" % port


def main():
    if len(sys.argv) < 5 or sys.argv[3] != "--":
        sys.exit(__doc__)
    mode, log, command = sys.argv[1], sys.argv[2], sys.argv[4:]
    server, url = start(mode, log)
    try:
        rc = subprocess.call([a.replace("@URL@", url) for a in command])
    finally:
        server.kill()
        server.wait()
    # A command killed by a signal exits as a shell reports it (128 + N).
    sys.exit(128 - rc if rc < 0 else rc)


if __name__ == "__main__":
    main()
