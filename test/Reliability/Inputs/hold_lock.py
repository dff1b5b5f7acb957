#!/usr/bin/env python3
"""Holds the lock of a memory file for a while, as a writer would.

usage: hold_lock.py FILE SECONDS
Locks FILE.lock (flock), writes the holder's pid into it, and returns once
the lock is held; a child process keeps holding it for SECONDS.
"""
import fcntl
import os
import sys
import time

path, seconds = sys.argv[1] + ".lock", float(sys.argv[2])
ready_r, ready_w = os.pipe()
if os.fork() == 0:
    os.close(ready_r)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    os.ftruncate(fd, 0)
    os.write(fd, b"%d\n" % os.getpid())
    print(os.getpid(), flush=True)
    os.write(ready_w, b"x")
    os.close(ready_w)
    # Detach from lit's pipes so the test does not wait for the holder.
    devnull = os.open(os.devnull, os.O_RDWR)
    for f in (0, 1, 2):
        os.dup2(devnull, f)
    time.sleep(seconds)
    os._exit(0)
os.close(ready_w)
os.read(ready_r, 1)
