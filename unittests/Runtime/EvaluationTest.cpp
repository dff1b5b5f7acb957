//===- EvaluationTest.cpp - Tests of the JSON forms -----------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Evaluations and worker requests survive the trip through JSON, including
// non-finite values; malformed input is rejected.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Evaluation.h"
#include "htam/Runtime/Evaluator.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir::htam;

namespace {

TEST(EvaluationTest, FailureKindNames) {
  for (const char *name :
       {"none", "compile_error", "compiler_crash", "compile_timeout",
        "launch_error", "timeout", "crash", "mismatch", "nan_mismatch",
        "input_mutated", "out_of_bounds", "reference_error", "inaccurate",
        "degenerate", "impossible_time"}) {
    auto kind = parseFailureKind(name);
    ASSERT_TRUE(kind.has_value()) << name;
    EXPECT_EQ(toString(*kind), name);
  }
  EXPECT_FALSE(parseFailureKind("segfault").has_value());
}

TEST(EvaluationTest, RoundTripsThroughJson) {
  Evaluation e;
  e.label = "cand.cu";
  e.kind = FailureKind::NanMismatch;
  e.message = "argument 2: ...";
  e.verified = true;
  e.trialsRun = 4;
  e.trialsPassed = 3;
  e.trial = 3;
  e.seed = 0xFFFFFFFFFFFFFFF0ULL;
  e.distribution = "normal";
  e.argIndex = 2;
  e.firstBadIndex = 17;
  e.numBad = 5;
  e.expectedValue = 1.5;
  e.actualValue = NAN;
  e.maxAbsError = 0.25;
  PtxasKernelStats stats;
  stats.name = "k";
  stats.registers = 40;
  stats.spillStoreBytes = 8;
  e.ptxas = {stats};
  e.libraryAlgorithms = {"cudnn.conv_fwd algo 1 (rank 0 of 4), workspace 0 "
                         "bytes"};
  TimingResult t;
  t.stats = computeStats({1.0, 2.0, 3.0});
  t.repeats = {t.stats};
  t.effectiveBandwidthGBs = 3000;
  t.l2FlushBytes = 100 << 20;
  t.cutShort = true;
  t.inputs = "uniform";
  e.timing = t;
  e.referenceTiming = t;
  e.speedup = 1.25;
  e.timeBoundUs = 20.5;
  e.wallMs = 900;
  e.setupMs = 310.5;
  e.verifyMs = 420.25;
  e.timingMs = 95;
  DeviceInfo d;
  d.name = "NVIDIA H200";
  d.ccMajor = 9;
  d.l2Bytes = 50 << 20;
  e.device = d;

  llvm::json::Value v = toJSON(e);
  std::string text = llvm::formatv("{0}", v).str();
  auto parsed = llvm::json::parse(text);
  ASSERT_TRUE(static_cast<bool>(parsed));
  Evaluation back;
  llvm::json::Path::Root root;
  ASSERT_TRUE(fromJSON(*parsed, back, root)) << llvm::toString(root.getError());
  EXPECT_EQ(back.label, "cand.cu");
  EXPECT_EQ(back.kind, FailureKind::NanMismatch);
  EXPECT_TRUE(back.verified);
  EXPECT_EQ(back.trialsRun, 4u);
  EXPECT_EQ(back.trialsPassed, 3u);
  EXPECT_EQ(back.seed, e.seed);
  EXPECT_EQ(back.distribution, "normal");
  EXPECT_EQ(back.argIndex, 2);
  EXPECT_EQ(back.firstBadIndex, 17);
  EXPECT_EQ(back.numBad, 5u);
  EXPECT_DOUBLE_EQ(back.expectedValue, 1.5);
  EXPECT_TRUE(std::isnan(back.actualValue));
  ASSERT_EQ(back.ptxas.size(), 1u);
  EXPECT_EQ(back.ptxas[0].registers, 40);
  EXPECT_EQ(back.ptxas[0].spillStoreBytes, 8);
  EXPECT_EQ(back.libraryAlgorithms, e.libraryAlgorithms);
  ASSERT_TRUE(back.timing.has_value());
  EXPECT_DOUBLE_EQ(back.timing->stats.median, 2.0);
  EXPECT_EQ(back.timing->repeats.size(), 1u);
  EXPECT_DOUBLE_EQ(back.timing->effectiveBandwidthGBs, 3000);
  EXPECT_EQ(back.timing->l2FlushBytes, 100 << 20);
  EXPECT_TRUE(back.timing->cutShort);
  EXPECT_EQ(back.timing->inputs, "uniform");
  EXPECT_DOUBLE_EQ(back.speedup, 1.25);
  EXPECT_DOUBLE_EQ(back.timeBoundUs, 20.5);
  EXPECT_DOUBLE_EQ(back.wallMs, 900);
  EXPECT_DOUBLE_EQ(back.setupMs, 310.5);
  EXPECT_DOUBLE_EQ(back.verifyMs, 420.25);
  EXPECT_DOUBLE_EQ(back.timingMs, 95);
  ASSERT_TRUE(back.device.has_value());
  EXPECT_EQ(back.device->name, "NVIDIA H200");
  EXPECT_EQ(back.device->ccMajor, 9);
}

TEST(EvaluationTest, AccuracyRoundTripsThroughJson) {
  Evaluation e;
  e.label = "zeros.cu";
  e.kind = FailureKind::Inaccurate;
  e.firstBadIndex = 9;
  AccuracySummary a;
  a.worstRatio = INFINITY;
  a.normwiseRatio = 3.5e4;
  a.candidateNormwise = 1.0;
  a.referenceNormwise = 2.5e-5;
  a.referenceMaxRelative = 1e-6;
  a.numJudged = 3;
  e.accuracy = a;
  auto parsed = llvm::json::parse(llvm::formatv("{0}", toJSON(e)).str());
  ASSERT_TRUE(static_cast<bool>(parsed));
  Evaluation back;
  llvm::json::Path::Root root;
  ASSERT_TRUE(fromJSON(*parsed, back, root)) << llvm::toString(root.getError());
  EXPECT_EQ(back.kind, FailureKind::Inaccurate);
  EXPECT_EQ(back.firstBadIndex, 9);
  ASSERT_TRUE(back.accuracy.has_value());
  EXPECT_TRUE(std::isinf(back.accuracy->worstRatio));
  EXPECT_DOUBLE_EQ(back.accuracy->normwiseRatio, 3.5e4);
  EXPECT_DOUBLE_EQ(back.accuracy->candidateNormwise, 1.0);
  EXPECT_DOUBLE_EQ(back.accuracy->referenceNormwise, 2.5e-5);
  EXPECT_DOUBLE_EQ(back.accuracy->referenceMaxRelative, 1e-6);
  EXPECT_EQ(back.accuracy->numJudged, 3u);
  // Without an oracle there is no accuracy object.
  Evaluation plain;
  plain.label = "x";
  EXPECT_EQ(toJSON(plain).getAsObject()->get("accuracy"), nullptr);
}

TEST(EvaluationTest, AcceptanceNames) {
  for (const char *name : {"auto", "allclose", "accuracy"}) {
    auto a = parseAcceptance(name);
    ASSERT_TRUE(a.has_value()) << name;
    EXPECT_EQ(toString(*a), name);
  }
  EXPECT_FALSE(parseAcceptance("exact").has_value());
}

TEST(EvaluationTest, RejectsUnknownKinds) {
  auto parsed = llvm::json::parse(R"({"label": "x", "failure": "oops"})");
  ASSERT_TRUE(static_cast<bool>(parsed));
  Evaluation e;
  llvm::json::Path::Root root;
  EXPECT_FALSE(fromJSON(*parsed, e, root));
  llvm::consumeError(root.getError());
}

TEST(EvaluationTest, WorkerRequestRoundTrips) {
  WorkerRequest r;
  r.options.numTrials = 7;
  r.options.baseSeed = 99;
  r.options.distributions = {Distribution::Edge};
  r.options.tolerance = {1e-3, 2e-3};
  r.options.time = true;
  r.options.timing.repeats = 10;
  r.options.timing.cutAboveUs = 250.5;
  r.options.referenceCacheDir = "/tmp/refcache";
  r.options.workerTestMode = "hang";
  auto args = parseArgSpecs("in:f32[16x4],out:f32[64],i32:64");
  ASSERT_TRUE(static_cast<bool>(args));
  r.args = *args;
  r.candidate.label = "c.cu";
  r.candidate.imagePath = "/tmp/c.img";
  KernelLaunch first, second;
  first.entry = "_Z1kPf";
  first.config.grid = {2, 1, 1};
  second.entry = "fin";
  second.params = {{false, 1}, {true, 0}};
  auto step = parseKernelLaunch(
      "lib=cublas.sgemm,m=4,n=16,k=4,tb=1,batch=4,alpha=0.5,params=0:s0:1", "");
  ASSERT_TRUE(static_cast<bool>(step));
  r.candidate.launches = {first, second, *step};
  r.candidate.scratchBytes = {4096};
  r.candidate.constants = {{"w", "/tmp/w.bin", 24, 0xabcdef0123456789ull}};
  r.reference = r.candidate;
  r.reference->isPtx = true;
  r.protocolImagePath = "/tmp/protocol.img";
  r.oracle = r.candidate;
  r.oracle->label = "task.mlir:f (f64 oracle)";
  r.options.oracleCacheDir = "/tmp/oraclecache";
  r.options.accept = Acceptance::Accuracy;
  r.options.checkTimeBound = false;
  r.options.minFlops = 3.5e9;
  std::string text = llvm::formatv("{0}", toJSON(r)).str();
  auto back = parseWorkerRequest(text);
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->options.numTrials, 7u);
  EXPECT_EQ(back->options.baseSeed, 99u);
  ASSERT_EQ(back->options.distributions.size(), 1u);
  EXPECT_EQ(back->options.distributions[0], Distribution::Edge);
  EXPECT_DOUBLE_EQ(back->options.tolerance.rtol, 2e-3);
  EXPECT_TRUE(back->options.time);
  EXPECT_EQ(back->options.timing.repeats, 10u);
  EXPECT_DOUBLE_EQ(back->options.timing.cutAboveUs, 250.5);
  EXPECT_EQ(back->options.referenceCacheDir, "/tmp/refcache");
  EXPECT_EQ(back->options.workerTestMode, "hang");
  EXPECT_EQ(formatArgSpecs(back->args), "in:f32[16x4],out:f32[64],i32:64");
  ASSERT_EQ(back->candidate.launches.size(), 3u);
  EXPECT_TRUE(back->candidate.launches[2].isLibraryCall());
  EXPECT_EQ(back->candidate.launches[2].str(), step->str());
  EXPECT_EQ(back->candidate.launches[0].entry, "_Z1kPf");
  EXPECT_EQ(back->candidate.launches[0].config.grid[0], 2u);
  EXPECT_TRUE(back->candidate.launches[0].params.empty());
  EXPECT_EQ(back->candidate.launches[1].str(),
            "entry=fin,grid=1x1x1,block=1x1x1,smem=0,params=1:s0");
  EXPECT_EQ(back->candidate.scratchBytes, std::vector<int64_t>{4096});
  ASSERT_EQ(back->candidate.constants.size(), 1u);
  EXPECT_EQ(back->candidate.constants[0].name, "w");
  EXPECT_EQ(back->candidate.constants[0].path, "/tmp/w.bin");
  EXPECT_EQ(back->candidate.constants[0].bytes, 24);
  EXPECT_EQ(back->candidate.constants[0].hash, 0xabcdef0123456789ull);
  ASSERT_TRUE(back->reference.has_value());
  EXPECT_TRUE(back->reference->isPtx);
  EXPECT_EQ(back->protocolImagePath, "/tmp/protocol.img");
  ASSERT_TRUE(back->oracle.has_value());
  EXPECT_EQ(back->oracle->label, "task.mlir:f (f64 oracle)");
  EXPECT_EQ(back->oracle->launches.size(), 3u);
  EXPECT_EQ(back->options.oracleCacheDir, "/tmp/oraclecache");
  EXPECT_EQ(back->options.accept, Acceptance::Accuracy);
  EXPECT_FALSE(back->options.checkTimeBound);
  EXPECT_DOUBLE_EQ(back->options.minFlops, 3.5e9);
  // Without one the worker compiles the protocol kernels itself.
  WorkerRequest plain = r;
  plain.protocolImagePath.clear();
  auto plainBack =
      parseWorkerRequest(llvm::formatv("{0}", toJSON(plain)).str());
  ASSERT_TRUE(static_cast<bool>(plainBack));
  EXPECT_TRUE(plainBack->protocolImagePath.empty());
  // Requests of older callers have no oracle and accept automatically.
  WorkerRequest noOracle;
  noOracle.args = r.args;
  noOracle.candidate = r.candidate;
  auto noOracleBack =
      parseWorkerRequest(llvm::formatv("{0}", toJSON(noOracle)).str());
  ASSERT_TRUE(static_cast<bool>(noOracleBack));
  EXPECT_FALSE(noOracleBack->oracle.has_value());
  EXPECT_EQ(noOracleBack->options.accept, Acceptance::Auto);

  auto bad = parseWorkerRequest(R"({"args": "out:f32[4]"})");
  EXPECT_FALSE(static_cast<bool>(bad));
  llvm::consumeError(bad.takeError());
  auto notJson = parseWorkerRequest("{");
  EXPECT_FALSE(static_cast<bool>(notJson));
  llvm::consumeError(notJson.takeError());
}

} // namespace
