//===- Worker.h - Isolated worker processes with a time limit ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// runIsolated starts a program in its own process group (posix_spawn), with
// stdin from /dev/null and stdout/stderr captured to files, and waits for it
// at most a given time; on timeout the whole group is killed with SIGKILL. A
// crash, a hang or a GPU fault in the child is reported in ProcessResult and
// never affects the caller, which is how every candidate runs (SPEC §6).
// runForked does the same for a function of this process (a fork without an
// exec), which is how nvrtc compiles every source: nvrtc itself can crash.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_WORKER_H
#define HTAM_RUNTIME_WORKER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
namespace htam {

/// How a child process ended.
struct ProcessResult {
  /// Killed because it ran past the time limit.
  bool timedOut = false;
  /// Ended by a signal (a crash, or the timeout kill).
  bool signaled = false;
  int signal = 0;
  /// Exit status when it exited normally.
  int exitCode = -1;
  /// Captured output, each cut to its last 64 KiB.
  std::string stdoutText, stderrText;
  double wallMs = 0;

  bool succeeded() const { return !timedOut && !signaled && exitCode == 0; }
  /// "exited with code 3", "killed by signal 11 (Segmentation fault)", "timed
  /// out after 2.0 s".
  std::string describe() const;
};

/// Runs argv[0] (an absolute path, or a name searched in PATH) with
/// arguments argv[1..] and waits at most `timeoutSeconds` (<= 0: no limit).
/// Returns an error only when the process cannot be started.
llvm::Expected<ProcessResult> runIsolated(llvm::ArrayRef<std::string> argv,
                                          double timeoutSeconds);

/// How a forked child ended and the bytes it sent back.
struct ForkedResult {
  /// stdoutText stays empty: the child's stdout is /dev/null.
  ProcessResult process;
  /// Everything `work` wrote to its file descriptor (complete only when the
  /// child exited with code 0).
  std::string output;
};

/// Runs `work(fd)` in a forked child of this process and waits at most
/// `timeoutSeconds` (<= 0: no limit); a child past it is killed with SIGKILL.
/// What `work` writes to `fd` comes back as `output`, the child's stderr as
/// process.stderrText. The child has the default action for fatal signals,
/// no core dump, and dies with its parent; it leaves with _exit(0) after
/// `work` returns (no atexit handlers, no stream flushes), so a crash or hang
/// of `work` ends only the child. `work` runs in a copy of a process that may
/// have other threads: it must not take locks those threads may hold (LLVM
/// streams, an MLIR context); malloc and dlopen are safe after fork in glibc.
/// Returns an error only when the child cannot be started.
llvm::Expected<ForkedResult> runForked(llvm::function_ref<void(int fd)> work,
                                       double timeoutSeconds);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_WORKER_H
