//===- KernelDatabaseTest.cpp - The kernel database store -----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The entry format round trip, the faster-wins rule, corrupt files, and
// concurrent writers (forked processes) that must lose no entry.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/KernelDatabase.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <sys/wait.h>
#include <unistd.h>

using namespace mlir::htam;
namespace json = llvm::json;

namespace {

/// An entry of key `key` (any 32 hex digits) with time `us`.
KernelDbEntry entry(const std::string &key, double us) {
  KernelDbEntry e;
  e.key = key;
  e.structure = "s" + key;
  e.func = "relu";
  e.signature = "(tensor<4xf32>) -> tensor<4xf32>";
  e.gpu = "NVIDIA H200";
  e.arch = "sm_90";
  e.version = "htam 0.0 (commit test)";
  e.card = "l_vectorize";
  e.candidate = "tpl_elementwise_vec4[block=256]";
  e.templateId = "tpl_elementwise_vec4";
  e.params = "block=256";
  e.proposer = "builtin";
  e.step = 3;
  e.source = "extern \"C\" __global__ void k(float *x) {}\n";
  e.image = "// PTX \"quoted\"\n";
  llvm::Expected<KernelLaunch> l =
      parseKernelLaunch("entry=k,grid=4,block=32,params=0:s0:c0", "");
  EXPECT_TRUE(bool(l));
  e.launches.push_back(*l);
  e.scratchBytes = {128};
  e.constants.push_back({"c0", "f32", {2, 2}, 0x0123456789abcdefULL, 16});
  e.origin = "builtin:l_vectorize:tpl";
  e.timeUs = us;
  e.referenceUs = 4 * us;
  e.accept = "measure";
  e.trials = 5;
  e.atol = 1e-4;
  e.rtol = 1e-5;
  e.seed = 0x68746D;
  e.accuracyRatio = 1.5;
  e.date = kernelDbNow();
  return e;
}

std::string key(unsigned i) {
  std::string k;
  llvm::raw_string_ostream(k) << llvm::format_hex_no_prefix(i, 32);
  return k;
}

class KernelDatabaseTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("htam-kdb", Dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  llvm::SmallString<128> Dir;
};

TEST_F(KernelDatabaseTest, EntriesRoundTrip) {
  KernelDbEntry e = entry(key(1), 12.5);
  std::string text = llvm::formatv("{0}", toJSON(e)).str();
  llvm::Expected<KernelDbEntry> back = parseKernelDbEntry(text);
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(llvm::formatv("{0}", toJSON(*back)).str(), text);
  EXPECT_EQ(back->launches[0].str(), e.launches[0].str());
  EXPECT_EQ(back->constants[0].hash, 0x0123456789abcdefULL);
  // Unknown values stay unknown.
  e.accuracyRatio = NAN;
  back = parseKernelDbEntry(llvm::formatv("{0}", toJSON(e)).str());
  ASSERT_TRUE(bool(back));
  EXPECT_TRUE(std::isnan(back->accuracyRatio));
}

TEST_F(KernelDatabaseTest, BadEntriesSayWhatIsWrong) {
  auto why = [](llvm::StringRef text) {
    llvm::Expected<KernelDbEntry> e = parseKernelDbEntry(text);
    return e ? std::string("parsed") : llvm::toString(e.takeError());
  };
  EXPECT_NE(why("{").find("not JSON"), std::string::npos);
  EXPECT_EQ(why("[]"), "not a JSON object");
  EXPECT_EQ(why("{\"schema_version\": 2}"),
            "schema_version 2, but this htam reads 1");
  json::Object o = *toJSON(entry(key(1), 1)).getAsObject();
  o.erase("time_us");
  EXPECT_EQ(why(llvm::formatv("{0}", json::Value(json::Object(o))).str()),
            "time_us: missing");
  json::Object k = *o.getObject("kernel");
  k["launches"] = json::Array{"grid=nope"};
  o["kernel"] = std::move(k);
  o["time_us"] = 1.0;
  EXPECT_NE(why(llvm::formatv("{0}", json::Value(json::Object(o))).str())
                .find("kernel.launches: expected launches"),
            std::string::npos);
}

TEST_F(KernelDatabaseTest, FasterReplacesSlowerNeverTheReverse) {
  KernelDatabase db(Dir.str().str());
  std::string warning;
  auto record = [&](double us) {
    llvm::Expected<KernelDatabase::Outcome> o =
        db.record(entry(key(7), us), nullptr, warning);
    EXPECT_TRUE(bool(o));
    return o ? *o : KernelDatabase::Outcome::Added;
  };
  EXPECT_EQ(record(10), KernelDatabase::Outcome::Added);
  EXPECT_EQ(record(12), KernelDatabase::Outcome::KeptFaster);
  EXPECT_EQ(record(10), KernelDatabase::Outcome::KeptFaster);
  EXPECT_EQ(record(8), KernelDatabase::Outcome::Replaced);
  llvm::Expected<std::optional<KernelDbEntry>> e = db.read(key(7));
  ASSERT_TRUE(e && *e);
  EXPECT_EQ((*e)->timeUs, 8);
  // An entry that failed its re-verification is replaced by a slower one.
  KernelDbEntry failed = **e;
  llvm::Expected<KernelDatabase::Outcome> o =
      db.record(entry(key(7), 20), &failed, warning);
  ASSERT_TRUE(bool(o));
  EXPECT_EQ(*o, KernelDatabase::Outcome::Replaced);
  EXPECT_TRUE(warning.empty());
  EXPECT_EQ(db.list().size(), 1u);
}

TEST_F(KernelDatabaseTest, CorruptFilesAreReportedAndReplaced) {
  KernelDatabase db(Dir.str().str());
  std::string path = db.entryPath(key(3));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    os << "{\"schema_version\": 1, \"key\":";
  }
  llvm::Expected<std::optional<KernelDbEntry>> e = db.read(key(3));
  ASSERT_FALSE(bool(e));
  std::string why = llvm::toString(e.takeError());
  EXPECT_NE(why.find(path), std::string::npos) << why;
  std::vector<KernelDatabase::File> files = db.list();
  ASSERT_EQ(files.size(), 1u);
  EXPECT_FALSE(files[0].entry);
  EXPECT_NE(files[0].error.find("not JSON"), std::string::npos);
  std::string warning;
  llvm::Expected<KernelDatabase::Outcome> o =
      db.record(entry(key(3), 5), nullptr, warning);
  ASSERT_TRUE(bool(o));
  EXPECT_EQ(*o, KernelDatabase::Outcome::Replaced);
  EXPECT_NE(warning.find("does not read"), std::string::npos);
  // A file named after another key is not that key's entry.
  ASSERT_FALSE(llvm::sys::fs::copy_file(path, db.entryPath(key(4))));
  e = db.read(key(4));
  ASSERT_FALSE(bool(e));
  EXPECT_NE(llvm::toString(e.takeError()).find("holds the entry of key"),
            std::string::npos);
}

TEST_F(KernelDatabaseTest, ConcurrentWritersLoseNothing) {
  // Each writer records its own keys and, every time, the shared key with a
  // time of its own; afterwards every key is there and the shared one holds
  // the fastest time any writer recorded.
  constexpr int Procs = 4, Iters = 12;
  std::vector<pid_t> pids;
  for (int p = 0; p < Procs; ++p) {
    pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      KernelDatabase db(Dir.str().str());
      for (int i = 0; i < Iters; ++i) {
        std::string warning;
        if (!db.record(entry(key(1000 + 100 * p + i), 1.0 + i), nullptr,
                       warning))
          ::_exit(2);
        if (!db.record(entry(key(1), 100.0 - (p * Iters + i)), nullptr,
                       warning))
          ::_exit(3);
        if (!warning.empty())
          ::_exit(4);
      }
      ::_exit(0);
    }
    pids.push_back(pid);
  }
  for (pid_t pid : pids) {
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
  }
  KernelDatabase db(Dir.str().str());
  std::vector<KernelDatabase::File> files = db.list();
  EXPECT_EQ(files.size(), size_t(Procs * Iters + 1));
  for (const KernelDatabase::File &f : files)
    EXPECT_TRUE(f.entry) << f.path << ": " << f.error;
  llvm::Expected<std::optional<KernelDbEntry>> shared = db.read(key(1));
  ASSERT_TRUE(shared && *shared);
  EXPECT_EQ((*shared)->timeUs, 100.0 - (Procs * Iters - 1));
  // No temporary file is left behind.
  std::error_code ec;
  unsigned others = 0;
  for (llvm::sys::fs::directory_iterator it(Dir, ec), end; it != end && !ec;
       it.increment(ec))
    if (!llvm::StringRef(it->path()).ends_with(".json") &&
        !llvm::StringRef(it->path()).ends_with(".htam-kernel-db.lock"))
      ++others;
  EXPECT_EQ(others, 0u);
}

TEST_F(KernelDatabaseTest, Dates) {
  std::optional<int64_t> t = parseKernelDbDate("1970-01-02T00:00:00Z");
  ASSERT_TRUE(t);
  EXPECT_EQ(*t, 86400);
  EXPECT_FALSE(parseKernelDbDate("yesterday"));
  EXPECT_TRUE(parseKernelDbDate(kernelDbNow()));
}

} // namespace
