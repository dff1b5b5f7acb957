//===- Worker.cpp - Isolated worker processes with a time limit -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// posix_spawn in a new process group, output captured to temporary files,
// waitpid polling against a deadline, SIGKILL to the group on timeout.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Worker.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

using namespace mlir;
using namespace mlir::htam;

std::string ProcessResult::describe() const {
  if (timedOut)
    return llvm::formatv("timed out after {0:F1} s and was killed",
                         wallMs / 1000.0);
  if (signaled)
    return llvm::formatv("killed by signal {0} ({1})", signal,
                         ::strsignal(signal));
  return llvm::formatv("exited with code {0}", exitCode);
}

/// The last `limit` bytes of file `path` (empty if unreadable).
static std::string readTail(llvm::StringRef path, size_t limit = 64 * 1024) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return "";
  llvm::StringRef text = (*buffer)->getBuffer();
  if (text.size() > limit)
    text = text.take_back(limit);
  return text.str();
}

llvm::Expected<ProcessResult>
mlir::htam::runIsolated(llvm::ArrayRef<std::string> argv,
                        double timeoutSeconds) {
  if (argv.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "runIsolated: empty command");
  llvm::SmallString<128> outPath, errPath;
  if (auto ec =
          llvm::sys::fs::createTemporaryFile("htam-worker", "out", outPath))
    return llvm::createStringError(ec, "cannot create a temporary file");
  if (auto ec =
          llvm::sys::fs::createTemporaryFile("htam-worker", "err", errPath)) {
    llvm::sys::fs::remove(outPath);
    return llvm::createStringError(ec, "cannot create a temporary file");
  }
  llvm::scope_exit cleanup([&] {
    llvm::sys::fs::remove(outPath);
    llvm::sys::fs::remove(errPath);
  });

  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_init(&attr);
  llvm::scope_exit freeSpawn([&] {
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
  });
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null",
                                   O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath.c_str(),
                                   O_WRONLY | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath.c_str(),
                                   O_WRONLY | O_TRUNC, 0600);
  // A process group of its own, so that the timeout kill reaches anything
  // the worker started; default signal handling in the child.
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGSEGV);
  sigaddset(&defaults, SIGABRT);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  sigset_t noMask;
  sigemptyset(&noMask);
  posix_spawnattr_setsigmask(&attr, &noMask);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP |
                                      POSIX_SPAWN_SETSIGDEF |
                                      POSIX_SPAWN_SETSIGMASK);

  std::vector<char *> cargv;
  for (const std::string &arg : argv)
    cargv.push_back(const_cast<char *>(arg.c_str()));
  cargv.push_back(nullptr);

  auto start = std::chrono::steady_clock::now();
  pid_t pid;
  int rc = argv[0].find('/') != std::string::npos
               ? ::posix_spawn(&pid, cargv[0], &actions, &attr, cargv.data(),
                               environ)
               : ::posix_spawnp(&pid, cargv[0], &actions, &attr, cargv.data(),
                                environ);
  if (rc != 0)
    return llvm::createStringError(std::error_code(rc, std::generic_category()),
                                   "cannot start worker '" + argv[0] +
                                       "': " + ::strerror(rc));

  ProcessResult result;
  int status = 0;
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  auto sleep = std::chrono::milliseconds(1);
  while (true) {
    pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid)
      break;
    if (done < 0 && errno != EINTR) {
      status = 0;
      break;
    }
    if (timeoutSeconds > 0 && elapsed() > timeoutSeconds) {
      ::kill(-pid, SIGKILL);
      ::kill(pid, SIGKILL);
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
      result.timedOut = true;
      break;
    }
    std::this_thread::sleep_for(sleep);
    if (sleep < std::chrono::milliseconds(20))
      sleep *= 2;
  }
  // Anything the worker left behind in its group goes too.
  ::kill(-pid, SIGKILL);
  result.wallMs = elapsed() * 1000.0;
  if (WIFSIGNALED(status)) {
    result.signaled = true;
    result.signal = WTERMSIG(status);
  } else if (WIFEXITED(status)) {
    result.exitCode = WEXITSTATUS(status);
  }
  result.stdoutText = readTail(outPath);
  result.stderrText = readTail(errPath);
  return result;
}
