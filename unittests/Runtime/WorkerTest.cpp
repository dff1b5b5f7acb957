//===- WorkerTest.cpp - Tests of isolated worker processes ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// runIsolated with children that exit, crash, hang, leave grandchildren
// behind, or cannot start; runForked with functions that return output,
// crash, hang or exit; the caller must survive all of them.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Worker.h"

#include "gtest/gtest.h"

#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <thread>
#include <unistd.h>

using namespace mlir::htam;

namespace {

ProcessResult run(const std::string &script, double timeout) {
  auto result = runIsolated({"/bin/sh", "-c", script}, timeout);
  EXPECT_TRUE(static_cast<bool>(result));
  if (!result) {
    llvm::consumeError(result.takeError());
    return {};
  }
  return *result;
}

TEST(WorkerTest, CapturesOutputAndExitCode) {
  ProcessResult r = run("echo out; echo err >&2; exit 3", 10);
  EXPECT_FALSE(r.timedOut);
  EXPECT_FALSE(r.signaled);
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_EQ(r.stdoutText, "out\n");
  EXPECT_EQ(r.stderrText, "err\n");
  EXPECT_FALSE(r.succeeded());
  EXPECT_EQ(r.describe(), "exited with code 3");
  EXPECT_TRUE(run("true", 10).succeeded());
}

TEST(WorkerTest, ReportsCrashes) {
  ProcessResult r = run("kill -SEGV $$", 10);
  EXPECT_TRUE(r.signaled);
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_FALSE(r.timedOut);
  EXPECT_NE(r.describe().find("signal 11"), std::string::npos);
  ProcessResult abrt = run("kill -ABRT $$", 10);
  EXPECT_TRUE(abrt.signaled);
  EXPECT_EQ(abrt.signal, SIGABRT);
}

TEST(WorkerTest, KillsHangsAtTheTimeLimit) {
  ProcessResult r = run("sleep 30", 0.3);
  EXPECT_TRUE(r.timedOut);
  EXPECT_GE(r.wallMs, 300);
  EXPECT_LT(r.wallMs, 10000);
  EXPECT_NE(r.describe().find("timed out"), std::string::npos);
}

TEST(WorkerTest, KillsTheWholeProcessGroup) {
  // The grandchild holds stdout open; if it survived, it would write later.
  ProcessResult r = run("(sleep 30; echo late) & echo started; wait", 0.3);
  EXPECT_TRUE(r.timedOut);
  EXPECT_EQ(r.stdoutText, "started\n");
}

TEST(WorkerTest, NoTimeLimitWhenZero) {
  ProcessResult r = run("sleep 0.2; exit 0", 0);
  EXPECT_TRUE(r.succeeded());
}

TEST(WorkerTest, MissingProgramIsAnErrorOrExit127) {
  auto r = runIsolated({"/nonexistent/htam-worker"}, 5);
  if (r) {
    // glibc's posix_spawn reports exec failure as exit status 127.
    EXPECT_EQ(r->exitCode, 127);
  } else {
    llvm::consumeError(r.takeError());
  }
  auto empty = runIsolated({}, 5);
  EXPECT_FALSE(static_cast<bool>(empty));
  llvm::consumeError(empty.takeError());
}

TEST(WorkerTest, CallerSurvivesManyFailures) {
  for (int i = 0; i < 5; ++i) {
    EXPECT_TRUE(run("kill -SEGV $$", 10).signaled);
    EXPECT_TRUE(run("sleep 10", 0.05).timedOut);
  }
  EXPECT_TRUE(run("exit 0", 10).succeeded());
}

ForkedResult forked(llvm::function_ref<void(int)> work, double timeout) {
  auto result = runForked(work, timeout);
  EXPECT_TRUE(static_cast<bool>(result));
  if (!result) {
    llvm::consumeError(result.takeError());
    return {};
  }
  return *result;
}

TEST(ForkedTest, ReturnsWhatTheChildWrites) {
  // More than a pipe holds, so the parent must read while the child writes.
  std::string big(1 << 20, 'x');
  ForkedResult r = forked(
      [&](int fd) {
        for (size_t done = 0; done < big.size();)
          done += ::write(fd, big.data() + done, big.size() - done);
        ::write(STDERR_FILENO, "note\n", 5);
      },
      10);
  EXPECT_TRUE(r.process.succeeded());
  EXPECT_EQ(r.output, big);
  EXPECT_EQ(r.process.stderrText, "note\n");
}

TEST(ForkedTest, ReportsCrashesWithoutHandlers) {
  // A handler of the parent (LLVM's stack dump) must not run in the child.
  auto previous = ::signal(SIGSEGV, [](int) { ::_exit(42); });
  ForkedResult r = forked([](int) { ::raise(SIGSEGV); }, 10);
  ::signal(SIGSEGV, previous);
  EXPECT_TRUE(r.process.signaled);
  EXPECT_EQ(r.process.signal, SIGSEGV);
  EXPECT_FALSE(r.process.timedOut);
  ForkedResult abrt = forked([](int) { ::abort(); }, 10);
  EXPECT_EQ(abrt.process.signal, SIGABRT);
}

TEST(ForkedTest, KillsHangsAtTheTimeLimit) {
  ForkedResult r = forked(
      [](int fd) {
        ::write(fd, "partial", 7);
        while (true)
          ::pause();
      },
      0.3);
  EXPECT_TRUE(r.process.timedOut);
  EXPECT_GE(r.process.wallMs, 300);
  EXPECT_LT(r.process.wallMs, 10000);
  EXPECT_EQ(r.output, "partial");
}

TEST(ForkedTest, ExitCodeOfAChildThatLeavesEarly) {
  ForkedResult r = forked([](int) { ::_exit(3); }, 10);
  EXPECT_EQ(r.process.exitCode, 3);
  EXPECT_FALSE(r.process.succeeded());
}

TEST(ForkedTest, ChildHasNoOtherDescriptorOfTheParent) {
  int fd = ::open("/dev/null", O_RDONLY);
  ASSERT_GE(fd, 0);
  ForkedResult r = forked(
      [&](int out) {
        const char *answer = ::fcntl(fd, F_GETFD) < 0 ? "closed" : "open";
        ::write(out, answer, std::strlen(answer));
      },
      10);
  ::close(fd);
  EXPECT_EQ(r.output, "closed");
}

TEST(ForkedTest, WorksFromSeveralThreads) {
  std::vector<std::thread> threads;
  std::vector<std::string> outputs(4);
  for (size_t t = 0; t < outputs.size(); ++t)
    threads.emplace_back([&, t] {
      auto r = runForked(
          [&](int fd) {
            std::string text = "thread " + std::to_string(t);
            ::write(fd, text.data(), text.size());
          },
          10);
      if (r)
        outputs[t] = r->output;
      else
        llvm::consumeError(r.takeError());
    });
  for (std::thread &t : threads)
    t.join();
  for (size_t t = 0; t < outputs.size(); ++t)
    EXPECT_EQ(outputs[t], "thread " + std::to_string(t));
}

} // namespace
