//===- Worker.cpp - Isolated worker processes with a time limit -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// posix_spawn in a new process group, output captured to temporary files,
// waitpid polling against a deadline, SIGKILL to the group on timeout; and
// fork with the result and stderr read from pipes against a deadline.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Worker.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/resource.h>
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

/// In a forked child: the default action for the signals that end a process
/// with a crash (the parent's handlers, e.g. LLVM's stack dump, would run
/// otherwise), no blocked signals, no core file, death with the parent,
/// stdin/stdout on /dev/null, stderr on `errFd`, and no other descriptor of
/// the parent but `resultFd` (a copy of a locked file or a socket would
/// outlive the parent's close). Returns the descriptor that stands for
/// `resultFd` now. Only async-signal-safe calls.
static int prepareForkedChild(pid_t parent, int errFd, int resultFd) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != parent)
    ::_exit(127);
  for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS,
                  SIGPIPE, SIGXCPU, SIGXFSZ, SIGINT, SIGTERM, SIGHUP})
    ::signal(sig, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  struct rlimit noCore = {0, 0};
  ::setrlimit(RLIMIT_CORE, &noCore);
  // Out of the way of 0-2 (a parent without stdin may have got the pipes
  // there).
  if (errFd <= STDERR_FILENO)
    errFd = ::fcntl(errFd, F_DUPFD, STDERR_FILENO + 1);
  if (resultFd <= STDERR_FILENO)
    resultFd = ::fcntl(resultFd, F_DUPFD, STDERR_FILENO + 1);
  int devNull = ::open("/dev/null", O_RDWR | O_CLOEXEC);
  if (devNull >= 0) {
    ::dup2(devNull, STDIN_FILENO);
    ::dup2(devNull, STDOUT_FILENO);
  }
  ::dup2(errFd, STDERR_FILENO);
  if (resultFd > STDERR_FILENO + 1)
    ::close_range(STDERR_FILENO + 1, resultFd - 1, 0);
  ::close_range(resultFd + 1, ~0U, 0);
  return resultFd;
}

llvm::Expected<ForkedResult>
mlir::htam::runForked(llvm::function_ref<void(int fd)> work,
                      double timeoutSeconds) {
  int out[2], err[2];
  if (::pipe2(out, O_CLOEXEC) != 0)
    return llvm::createStringError(
        std::error_code(errno, std::generic_category()),
        llvm::Twine("cannot create a pipe: ") + ::strerror(errno));
  if (::pipe2(err, O_CLOEXEC) != 0) {
    int e = errno;
    ::close(out[0]);
    ::close(out[1]);
    return llvm::createStringError(std::error_code(e, std::generic_category()),
                                   llvm::Twine("cannot create a pipe: ") +
                                       ::strerror(e));
  }
  auto start = std::chrono::steady_clock::now();
  pid_t parent = ::getpid();
  pid_t pid = ::fork();
  if (pid < 0) {
    int e = errno;
    for (int fd : {out[0], out[1], err[0], err[1]})
      ::close(fd);
    return llvm::createStringError(std::error_code(e, std::generic_category()),
                                   llvm::Twine("cannot fork: ") +
                                       ::strerror(e));
  }
  if (pid == 0) {
    work(prepareForkedChild(parent, err[1], out[1]));
    ::_exit(0);
  }
  ::close(out[1]);
  ::close(err[1]);

  ForkedResult result;
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  // Both pipes until end of file, and the child until it exits or the
  // deadline passes. The end of file alone is not enough: a process forked
  // by another thread meanwhile may hold a copy of the write ends. stderr
  // keeps its last 64 KiB.
  const size_t stderrLimit = 64 * 1024;
  std::string &errText = result.process.stderrText;
  struct pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
  for (struct pollfd &p : fds)
    ::fcntl(p.fd, F_SETFL, ::fcntl(p.fd, F_GETFL) | O_NONBLOCK);
  char buffer[1 << 16];
  auto drain = [&](struct pollfd &p) {
    while (p.fd >= 0) {
      ssize_t n = ::read(p.fd, buffer, sizeof(buffer));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        return;
      if (n <= 0) {
        ::close(p.fd);
        p.fd = -1;
        return;
      }
      std::string &to = p.fd == out[0] ? result.output : errText;
      to.append(buffer, n);
      if (&to == &errText && errText.size() > 2 * stderrLimit)
        errText.erase(0, errText.size() - stderrLimit);
    }
  };
  int status = 0;
  auto sleep = std::chrono::milliseconds(1);
  while (true) {
    bool pipesOpen = fds[0].fd >= 0 || fds[1].fd >= 0;
    if (pipesOpen) {
      int waitMs = 20;
      if (timeoutSeconds > 0)
        waitMs = std::clamp(
            static_cast<int>((timeoutSeconds - elapsed()) * 1000.0) + 1, 0,
            waitMs);
      if (::poll(fds, 2, waitMs) > 0)
        for (struct pollfd &p : fds)
          if (p.fd >= 0 && p.revents)
            drain(p);
    }
    pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) {
      for (struct pollfd &p : fds)
        drain(p);
      break;
    }
    if (done < 0 && errno != EINTR) {
      status = 0;
      break;
    }
    if (timeoutSeconds > 0 && elapsed() > timeoutSeconds) {
      result.process.timedOut = true;
      ::kill(pid, SIGKILL);
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
      break;
    }
    if (!pipesOpen) {
      std::this_thread::sleep_for(sleep);
      if (sleep < std::chrono::milliseconds(20))
        sleep *= 2;
    }
  }
  for (struct pollfd &p : fds)
    if (p.fd >= 0)
      ::close(p.fd);
  if (errText.size() > stderrLimit)
    errText.erase(0, errText.size() - stderrLimit);
  result.process.wallMs = elapsed() * 1000.0;
  if (WIFSIGNALED(status)) {
    result.process.signaled = true;
    result.process.signal = WTERMSIG(status);
  } else if (WIFEXITED(status)) {
    result.process.exitCode = WEXITSTATUS(status);
  }
  return result;
}
