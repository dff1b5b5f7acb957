//===- WorkerTest.cpp - Tests of isolated worker processes ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// runIsolated with children that exit, crash, hang, leave grandchildren
// behind, or cannot start; the caller must survive all of them.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Worker.h"

#include "gtest/gtest.h"

#include <csignal>

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

} // namespace
