//===- StoreTest.cpp - Persistence, fault injection and concurrency -------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The memory file survives its writers: a writer killed with SIGKILL at any
// point of an atomic write leaves the old or the new file, never a broken or
// missing one; several processes committing to the same file lose no evidence
// counts; a file that does not parse is never overwritten. Processes are
// forked; no test depends on timing.
//
//===----------------------------------------------------------------------===//

#include "TestMemory.h"

#include "htam/Memory/MemoryIO.h"
#include "htam/Memory/Store.h"
#include "htam/Memory/Updater.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cmath>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir::htam::memory;
using namespace mlir::htam::memory::test;

namespace {

class StoreTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("htam-mem-store", Dir));
    Path = (Dir + "/memory.yaml").str();
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }

  static std::string read(llvm::StringRef P) {
    auto Buf = llvm::MemoryBuffer::getFile(P);
    return Buf ? (*Buf)->getBuffer().str() : std::string("<missing>");
  }
  static void write(llvm::StringRef P, llvm::StringRef Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    ASSERT_FALSE(EC);
    OS << Text;
  }
  /// Writes the small memory as the initial file and returns its text.
  std::string seed() {
    MemoryStore S = MemoryStore::create(Path, smallMemory());
    EXPECT_FALSE(bool(S.commit()));
    return read(Path);
  }
  size_t tempFiles() const {
    size_t N = 0;
    std::error_code EC;
    for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
         It.increment(EC))
      N += llvm::StringRef(It->path()).contains(".tmp.");
    return N;
  }

  llvm::SmallString<128> Dir;
  std::string Path;
};

StepOutcome improve(int64_t When) {
  StepOutcome O;
  O.Global = "g_a";
  O.Local = "l_x";
  O.PrevGlobal = "g_b";
  O.Compiled = O.Correct = true;
  O.PrevBestMs = 2;
  O.NewMs = 1;
  O.When = When;
  return O;
}

TEST_F(StoreTest, CommitWritesAndReloads) {
  std::string Text = seed();
  llvm::Expected<MemoryStore> S = MemoryStore::open(Path);
  ASSERT_TRUE(bool(S)) << llvm::toString(S.takeError());
  EXPECT_EQ(printMemory(S->memory()), Text);
  EXPECT_EQ(printMemory(S->memory()), printMemory(smallMemory()));
  EXPECT_EQ(tempFiles(), 0u);
}

TEST_F(StoreTest, TwoStoresInOneProcessMergeTheirDeltas) {
  seed();
  llvm::Expected<MemoryStore> S1 = MemoryStore::open(Path);
  llvm::Expected<MemoryStore> S2 = MemoryStore::open(Path);
  ASSERT_TRUE(S1 && S2);
  ASSERT_FALSE(bool(applyStep(S1->memory(), improve(1))));
  ASSERT_FALSE(bool(applyStep(S2->memory(), improve(2))));
  ASSERT_FALSE(bool(applyStep(S2->memory(), improve(3))));
  ASSERT_FALSE(bool(S1->commit()));
  ASSERT_FALSE(bool(S2->commit()));
  // S1 commits again: its snapshot moved, nothing is counted twice.
  ASSERT_FALSE(bool(S1->commit()));
  llvm::Expected<Memory> M = readMemoryFile(Path);
  ASSERT_TRUE(bool(M));
  EXPECT_EQ(M->findGlobal("g_a")->Stats.Attempts, 4u + 3u);
  EXPECT_EQ(M->findCard("l_x")->Stats.Attempts, 2u + 3u);
  EXPECT_EQ(M->findEdge("g_b", "g_a")->Stats.Count, 1u + 3u);
  EXPECT_EQ(M->findCard("l_x")->Positive.size(), 1u + 3u);
}

TEST_F(StoreTest, NeverOverwritesAFileThatDoesNotParse) {
  seed();
  llvm::Expected<MemoryStore> S = MemoryStore::open(Path);
  ASSERT_TRUE(bool(S));
  ASSERT_FALSE(bool(applyStep(S->memory(), improve(1))));
  const char *Broken = "schema_version: 1\ndirections: [ {id: g_a\n";
  write(Path, Broken);
  llvm::Error E = S->commit();
  ASSERT_TRUE(bool(E));
  std::string Msg = llvm::toString(std::move(E));
  EXPECT_NE(Msg.find("refusing to overwrite"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("memory.yaml:"), std::string::npos) << Msg;
  EXPECT_EQ(read(Path), Broken);
  // Nor a file of another schema version.
  write(Path, "schema_version: 7\ndirections: []\n");
  E = S->commit();
  EXPECT_TRUE(bool(E));
  llvm::consumeError(std::move(E));
  EXPECT_EQ(read(Path), "schema_version: 7\ndirections: []\n");
  // Opening fails the same way.
  llvm::Expected<MemoryStore> Bad = MemoryStore::open(Path);
  EXPECT_FALSE(bool(Bad));
  llvm::consumeError(Bad.takeError());
}

TEST_F(StoreTest, BackupKeepsThePreviousVersion) {
  std::string Old = seed();
  WriteOptions W;
  W.Backup = true;
  llvm::Expected<MemoryStore> S = MemoryStore::open(Path, W);
  ASSERT_TRUE(bool(S));
  ASSERT_FALSE(bool(applyStep(S->memory(), improve(1))));
  ASSERT_FALSE(bool(S->commit()));
  EXPECT_EQ(read(Path + ".bak"), Old);
  EXPECT_NE(read(Path), Old);
}

TEST_F(StoreTest, ReplacedFileKeepsItsPermissions) {
  seed();
  ASSERT_FALSE(llvm::sys::fs::setPermissions(
      Path, llvm::sys::fs::owner_read | llvm::sys::fs::owner_write));
  llvm::Expected<MemoryStore> S = MemoryStore::open(Path);
  ASSERT_TRUE(bool(S));
  ASSERT_FALSE(bool(applyStep(S->memory(), improve(1))));
  ASSERT_FALSE(bool(S->commit()));
  llvm::ErrorOr<llvm::sys::fs::perms> P = llvm::sys::fs::getPermissions(Path);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(*P, llvm::sys::fs::owner_read | llvm::sys::fs::owner_write);
}

/// Forks a writer that commits one step and kills itself with SIGKILL at
/// `Phase`; returns after it died.
void killWriterAt(const std::string &Path, WritePhase Phase) {
  pid_t Pid = ::fork();
  ASSERT_GE(Pid, 0);
  if (Pid == 0) {
    WriteOptions W;
    W.Hook = [Phase](WritePhase P) {
      if (P == Phase)
        ::raise(SIGKILL);
    };
    llvm::Expected<MemoryStore> S = MemoryStore::open(Path, W);
    if (!S)
      ::_exit(2);
    if (applyStep(S->memory(), improve(1)))
      ::_exit(3);
    if (S->commit())
      ::_exit(4);
    ::_exit(0); // not reached: the hook kills the process
  }
  int Status = 0;
  ASSERT_EQ(::waitpid(Pid, &Status, 0), Pid);
  ASSERT_TRUE(WIFSIGNALED(Status)) << "writer exited with " << Status;
  EXPECT_EQ(WTERMSIG(Status), SIGKILL);
}

TEST_F(StoreTest, WriterKilledBeforeRenameLeavesTheOldFile) {
  for (WritePhase Phase : {WritePhase::PartlyWritten, WritePhase::Synced}) {
    std::string Old = seed();
    killWriterAt(Path, Phase);
    EXPECT_EQ(read(Path), Old);
    llvm::Expected<Memory> M = readMemoryFile(Path);
    ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
    // The dead writer's temporary file is left; the next commit removes it.
    EXPECT_EQ(tempFiles(), 1u);
    MemoryStore S = MemoryStore::create(Path, smallMemory());
    ASSERT_FALSE(bool(S.commit()));
    EXPECT_EQ(tempFiles(), 0u);
    ASSERT_FALSE(bool(llvm::sys::fs::remove(Path)));
  }
}

TEST_F(StoreTest, WriterKilledAfterRenameLeavesTheNewFile) {
  seed();
  killWriterAt(Path, WritePhase::Renamed);
  llvm::Expected<Memory> M = readMemoryFile(Path);
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  EXPECT_EQ(M->findGlobal("g_a")->Stats.Attempts, 5u);
  EXPECT_EQ(tempFiles(), 0u);
}

TEST_F(StoreTest, WriterKilledAtAnUnknownPointLeavesAValidFile) {
  seed();
  int Pipe[2];
  ASSERT_EQ(::pipe(Pipe), 0);
  pid_t Pid = ::fork();
  ASSERT_GE(Pid, 0);
  if (Pid == 0) {
    ::close(Pipe[0]);
    for (int I = 0;; ++I) {
      llvm::Expected<MemoryStore> S = MemoryStore::open(Path);
      if (!S || applyStep(S->memory(), improve(10 + I)) || S->commit())
        ::_exit(2);
      char C = 'c';
      if (::write(Pipe[1], &C, 1) != 1)
        ::_exit(3);
    }
  }
  ::close(Pipe[1]);
  // Wait for three commits, then kill the writer wherever it is now.
  char Buf[3];
  size_t Got = 0;
  while (Got < sizeof(Buf)) {
    ssize_t N = ::read(Pipe[0], Buf + Got, sizeof(Buf) - Got);
    ASSERT_GT(N, 0);
    Got += size_t(N);
  }
  ::kill(Pid, SIGKILL);
  int Status = 0;
  ASSERT_EQ(::waitpid(Pid, &Status, 0), Pid);
  ::close(Pipe[0]);
  ASSERT_TRUE(WIFSIGNALED(Status));
  llvm::Expected<Memory> M = readMemoryFile(Path);
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  EXPECT_GE(M->findGlobal("g_a")->Stats.Attempts, 4u + 3u);
  // The next writer commits on top of whatever is there.
  llvm::Expected<MemoryStore> S = MemoryStore::open(Path);
  ASSERT_TRUE(bool(S));
  uint64_t Before = S->memory().findGlobal("g_a")->Stats.Attempts;
  ASSERT_FALSE(bool(applyStep(S->memory(), improve(99))));
  ASSERT_FALSE(bool(S->commit()));
  llvm::Expected<Memory> After = readMemoryFile(Path);
  ASSERT_TRUE(bool(After)) << llvm::toString(After.takeError());
  EXPECT_EQ(After->findGlobal("g_a")->Stats.Attempts, Before + 1);
  EXPECT_EQ(tempFiles(), 0u);
}

TEST_F(StoreTest, ConcurrentWritersLoseNoCounts) {
  seed();
  constexpr int Procs = 4, Iters = 15;
  std::vector<pid_t> Pids;
  for (int P = 0; P < Procs; ++P) {
    pid_t Pid = ::fork();
    ASSERT_GE(Pid, 0);
    if (Pid == 0) {
      // Even writers reopen the file every time, odd writers keep one store
      // and commit repeatedly (their snapshot moves at each commit).
      std::optional<MemoryStore> Kept;
      for (int I = 0; I < Iters; ++I) {
        if (!Kept || P % 2 == 0) {
          llvm::Expected<MemoryStore> S = MemoryStore::open(Path);
          if (!S)
            ::_exit(2);
          Kept.emplace(std::move(*S));
        }
        StepOutcome O = improve(1000 * (P + 1) + I);
        O.Reason = "writer " + std::to_string(P);
        if (applyStep(Kept->memory(), O))
          ::_exit(3);
        if (Kept->commit())
          ::_exit(4);
      }
      ::_exit(0);
    }
    Pids.push_back(Pid);
  }
  for (pid_t Pid : Pids) {
    int Status = 0;
    ASSERT_EQ(::waitpid(Pid, &Status, 0), Pid);
    ASSERT_TRUE(WIFEXITED(Status));
    EXPECT_EQ(WEXITSTATUS(Status), 0);
  }
  llvm::Expected<Memory> M = readMemoryFile(Path);
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  constexpr unsigned N = Procs * Iters;
  EXPECT_EQ(M->findGlobal("g_a")->Stats.Attempts, 4u + N);
  EXPECT_EQ(M->findGlobal("g_a")->Stats.Improved, 3u + N);
  EXPECT_EQ(M->findCard("l_x")->Stats.Attempts, 2u + N);
  EXPECT_EQ(M->findEdge("g_b", "g_a")->Stats.Count, 1u + N);
  EXPECT_NEAR(M->findGlobal("g_a")->Stats.SumLogGain, 0.6 + N * std::log(2.0),
              1e-9);
  // The example list stays bounded and holds the newest examples.
  const std::vector<Example> &Pos = M->findCard("l_x")->Positive;
  ASSERT_EQ(Pos.size(), M->Bounds.MaxExamples);
  EXPECT_EQ(Pos.back().When, 1000 * Procs + Iters - 1);
  EXPECT_EQ(tempFiles(), 0u);
}

} // namespace

TEST_F(StoreTest, UpdatersCreatingOneFileCountTheInitialEvidenceOnce) {
  // D1: each updater starts from the same input memory (g_a has 4 attempts)
  // while the output does not exist yet; the second must build on the file
  // the first created, not add the input's evidence again.
  Memory Initial = smallMemory();
  uint64_t Base = Initial.findGlobal("g_a")->Stats.Attempts;
  for (int I = 0; I < 3; ++I)
    ASSERT_FALSE(bool(updateMemoryFile(Path, Initial, [&](Memory &M) {
      return applyStep(M, improve(I + 1));
    })));
  llvm::Expected<Memory> M = readMemoryFile(Path);
  ASSERT_TRUE(bool(M)) << llvm::toString(M.takeError());
  EXPECT_EQ(M->findGlobal("g_a")->Stats.Attempts, Base + 3);
}

TEST_F(StoreTest, LockWaitTimesOutNamingTheLockFile) {
  seed();
  llvm::Expected<FileLock> Held = FileLock::acquire(Path);
  ASSERT_TRUE(bool(Held));
  // flock locks belong to the open file description: a second open in this
  // process contends like another process would.
  llvm::Expected<FileLock> Second = FileLock::acquire(Path, 0.05);
  ASSERT_FALSE(bool(Second));
  std::string Msg = llvm::toString(Second.takeError());
  EXPECT_NE(Msg.find("timed out"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find(Path + ".lock"), std::string::npos) << Msg;
  EXPECT_NE(Msg.find("held by pid " + std::to_string(::getpid())),
            std::string::npos)
      << Msg;
}

TEST_F(StoreTest, ReadOnlyFileIsNeverReplaced) {
  std::string Old = seed();
  ASSERT_FALSE(llvm::sys::fs::setPermissions(Path, llvm::sys::fs::owner_read));
  llvm::Error E = writeFileAtomic(Path, "schema_version: 1\n");
  ASSERT_TRUE(bool(E));
  EXPECT_NE(llvm::toString(std::move(E)).find("read-only"), std::string::npos);
  EXPECT_EQ(read(Path), Old);
}

TEST_F(StoreTest, WritesGoThroughSymbolicLinks) {
  std::string Target = (Dir + "/target.yaml").str();
  std::string Link = (Dir + "/link.yaml").str();
  ASSERT_EQ(::symlink("target.yaml", Link.c_str()), 0);
  ASSERT_FALSE(bool(writeFileAtomic(Link, "one\n")));
  ASSERT_FALSE(bool(writeFileAtomic(Link, "two\n")));
  EXPECT_EQ(read(Target), "two\n");
  EXPECT_TRUE(llvm::sys::fs::is_symlink_file(Link));
}
