//===- EvaluatorTest.cpp - Tests of evaluation through workers ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The Evaluator end to end without a GPU: htam-run is the worker, and its
// test modes make it crash, hang, exit early or answer garbage. Each failure
// must become that candidate's failure kind while later candidates still
// run. Kernels are given as PTX so that no nvrtc is needed.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Evaluator.h"

#include "gtest/gtest.h"

using namespace mlir::htam;

namespace {

KernelSource ptxKernel() {
  KernelSource source;
  source.kind = KernelSource::Kind::Ptx;
  source.label = "k.ptx";
  source.text = ".version 8.0\n.target sm_90\n.address_size 64\n"
                ".visible .entry k(.param .u64 p) { ret; }\n";
  KernelLaunch launch;
  launch.entry = "k";
  launch.config.block = {32, 1, 1};
  source.launches = {launch};
  return source;
}

Evaluator makeEvaluator() {
  EvaluatorOptions options;
  options.workerPath = HTAM_RUN_PATH;
  options.timeoutSeconds = 1.0;
  auto args = parseArgSpecs("out:f32[32]");
  EXPECT_TRUE(static_cast<bool>(args));
  return Evaluator(options, *args);
}

TEST(EvaluatorTest, EachWorkerFailureFailsOnlyItsCandidate) {
  Evaluator evaluator = makeEvaluator();
  ASSERT_FALSE(static_cast<bool>(evaluator.setReference(ptxKernel())));
  struct Case {
    const char *mode;
    FailureKind kind;
    const char *message;
  } cases[] = {
      {"crash", FailureKind::Crash, "signal 11"},
      {"hang", FailureKind::Timeout, "timed out"},
      {"exit", FailureKind::Crash, "without a result"},
      {"garbage", FailureKind::Crash, "malformed result"},
      {"pass", FailureKind::None, "test mode"},
      {"crash", FailureKind::Crash, "signal 11"},
  };
  for (const Case &c : cases) {
    evaluator.getOptions().workerTestMode = c.mode;
    // Short only where the limit is the point; generous elsewhere, so that a
    // slow worker start on a loaded machine is not taken for a hang.
    evaluator.getOptions().timeoutSeconds =
        c.kind == FailureKind::Timeout ? 1.0 : 60.0;
    Evaluation e = evaluator.evaluate(ptxKernel());
    EXPECT_EQ(e.kind, c.kind) << c.mode << ": " << e.message;
    EXPECT_NE(e.message.find(c.message), std::string::npos)
        << c.mode << ": " << e.message;
    EXPECT_EQ(e.label, "k.ptx");
    if (c.kind == FailureKind::Timeout) {
      EXPECT_LT(e.wallMs, 10000);
    }
  }
}

TEST(EvaluatorTest, MissingWorkerIsACrashNotAnAbort) {
  Evaluator evaluator = makeEvaluator();
  evaluator.getOptions().workerPath = "/nonexistent/htam-run";
  Evaluation e = evaluator.evaluate(ptxKernel());
  EXPECT_EQ(e.kind, FailureKind::Crash);
}

TEST(EvaluatorTest, CompileErrorsNeedNoWorker) {
  Evaluator evaluator = makeEvaluator();
  evaluator.getOptions().workerPath = "/nonexistent/htam-run";
  KernelSource bad = ptxKernel();
  bad.launches[0].entry = "";
  Evaluation e = evaluator.evaluate(bad);
  EXPECT_EQ(e.kind, FailureKind::CompileError);
  EXPECT_NE(e.message.find("no entry"), std::string::npos);
}

TEST(EvaluatorTest, LaunchParamsMustExist) {
  Evaluator evaluator = makeEvaluator();
  evaluator.getOptions().workerPath = "/nonexistent/htam-run";
  KernelSource source = ptxKernel();
  source.launches[0].params = {{false, 3}};
  Evaluation e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::LaunchError);
  EXPECT_NE(e.message.find("argument 3 does not exist"), std::string::npos)
      << e.message;
  source.launches[0].params = {{true, 0}};
  e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::LaunchError);
  EXPECT_NE(e.message.find("scratch buffer s0 does not exist"),
            std::string::npos)
      << e.message;
  source.scratchBytes = {0};
  e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::LaunchError);
  EXPECT_NE(e.message.find("scratch buffer sizes"), std::string::npos);
}

TEST(EvaluatorTest, AccuracyOnlyCandidatesNeedTheOracleRule) {
  // Refused before any worker runs without an oracle or under allclose;
  // under the accuracy rule with an oracle it reaches the (missing) worker.
  Evaluator evaluator = makeEvaluator();
  evaluator.getOptions().workerPath = "/nonexistent/htam-run";
  KernelSource source = ptxKernel();
  source.acceptByAccuracyOnly = true;
  Evaluation e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::Inaccurate);
  EXPECT_NE(e.message.find("has no oracle"), std::string::npos) << e.message;
  ASSERT_FALSE(static_cast<bool>(evaluator.setReference(ptxKernel())));
  ASSERT_FALSE(static_cast<bool>(evaluator.setOracle(ptxKernel())));
  evaluator.getOptions().accept = Acceptance::Allclose;
  e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::Inaccurate);
  EXPECT_NE(e.message.find("accepts by allclose"), std::string::npos)
      << e.message;
  evaluator.getOptions().accept = Acceptance::Accuracy;
  e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::Crash) << e.message;
  evaluator.getOptions().accept = Acceptance::Auto;
  e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::Crash) << e.message;
}

TEST(EvaluatorTest, LibraryStepsCompileToNothingAndReachTheWorker) {
  EvaluatorOptions options;
  options.workerPath = HTAM_RUN_PATH;
  options.timeoutSeconds = 5.0;
  auto args = parseArgSpecs("in:f32[4x8],in:f32[8x16],out:f32[4x16]");
  ASSERT_TRUE(static_cast<bool>(args));
  Evaluator evaluator(options, *args);
  // A candidate of one library step: no device code, nothing compiled.
  KernelSource source;
  source.label = "gemm";
  auto step =
      parseKernelLaunch("lib=cublas.sgemm,m=4,n=16,k=8,params=0:1:s0", "");
  ASSERT_TRUE(static_cast<bool>(step));
  source.launches = {*step};
  source.scratchBytes = {256};
  auto compiled = compileKernel(source, evaluator.getOptions());
  ASSERT_TRUE(static_cast<bool>(compiled));
  EXPECT_TRUE(compiled->compile.success);
  EXPECT_TRUE(compiled->ok());
  EXPECT_FALSE(compiled->hasKernels());
  EXPECT_TRUE(compiled->image.empty());
  // The request (library step in it) reaches the worker, which reads it.
  evaluator.getOptions().workerTestMode = "pass";
  Evaluation e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::None) << e.message;
  EXPECT_NE(e.message.find("test mode"), std::string::npos) << e.message;
  // Operands too small for the call fail before any worker starts.
  source.scratchBytes = {128};
  evaluator.getOptions().workerPath = "/nonexistent/htam-run";
  e = evaluator.evaluate(source);
  EXPECT_EQ(e.kind, FailureKind::LaunchError);
  EXPECT_NE(e.message.find("operand C (s0) holds 32 elements"),
            std::string::npos)
      << e.message;
}

TEST(EvaluatorTest, WorkerPathDefaultsToHtamRun) {
  EvaluatorOptions options;
  Evaluator evaluator(options, {});
  EXPECT_NE(evaluator.workerPath().find("htam-run"), std::string::npos);
}

} // namespace
