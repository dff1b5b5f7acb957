//===- NvrtcTest.cpp - Tests of nvrtc compilation -------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Real compilations through nvrtc (no GPU needed): PTX and cubin, the ptxas
// statistics of kernels with spills and shared memory, compile errors,
// compiler crashes and hangs, C++ entry names, and compileKernel's handling
// of entries. Skipped only when
// nvrtc cannot be opened at all.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Nvrtc.h"
#include "htam/Runtime/DeviceProtocol.h"
#include "htam/Runtime/Evaluator.h"

#include "gtest/gtest.h"

#include <cstdlib>

using namespace mlir::htam;

namespace {

class NvrtcTest : public ::testing::Test {
protected:
  void SetUp() override {
    auto loaded = Nvrtc::get();
    if (!loaded)
      GTEST_SKIP() << "nvrtc is not installed: "
                   << llvm::toString(loaded.takeError());
    nvrtc = &*loaded;
  }
  CompileResult compile(llvm::StringRef source, CompileOptions options = {}) {
    auto result = nvrtc->compile(source, options);
    EXPECT_TRUE(static_cast<bool>(result));
    if (!result) {
      llvm::consumeError(result.takeError());
      return {};
    }
    return std::move(*result);
  }
  Nvrtc *nvrtc = nullptr;
};

const char *kAdd = R"(
extern "C" __global__ void add(const float *a, const float *b, float *c,
                               int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
)";

TEST_F(NvrtcTest, CompilesToPtxAndCubin) {
  EXPECT_GE(nvrtc->versionMajor, 11);
  CompileOptions options;
  options.entries = {"add"};
  CompileResult r = compile(kAdd, options);
  ASSERT_TRUE(r.success) << r.log;
  EXPECT_NE(r.ptx.find(".entry add"), std::string::npos);
  EXPECT_NE(r.ptx.find(".target sm_90"), std::string::npos);
  ASSERT_GT(r.cubin.size(), 4u);
  EXPECT_EQ(r.cubin.substr(0, 4), "\177ELF");
  EXPECT_EQ(r.loweredNames.lookup("add"), "add");
  const PtxasKernelStats *k = r.ptxas.find("add");
  ASSERT_NE(k, nullptr) << r.log;
  EXPECT_GT(k->registers, 0);
  EXPECT_EQ(k->arch, "sm_90");
  EXPECT_EQ(k->spillStoreBytes, 0);
  // From the cubin: 3 pointers + 1 int of parameters plus driver data.
  EXPECT_GE(k->cmemBytes, 28);
  EXPECT_EQ(r.options.front(), "-arch=sm_90");
}

TEST_F(NvrtcTest, ReportsSpillsAndSharedMemory) {
  const char *source = R"(
extern "C" __global__ void heavy(const float *a, float *c) {
  __shared__ float tile[256];
  float acc[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll
  for (int k = 0; k < 32; ++k) acc[k] = a[i * 32 + k];
  tile[threadIdx.x] = acc[threadIdx.x % 32];
  __syncthreads();
  float s = 0;
#pragma unroll
  for (int k = 0; k < 32; ++k)
    for (int j = 0; j < 32; ++j) s += acc[k] * acc[j] * tile[(k + j) % 256];
  c[i] = s;
}
)";
  CompileOptions options;
  options.extraOptions = {"-maxrregcount=24"};
  CompileResult r = compile(source, options);
  ASSERT_TRUE(r.success) << r.log;
  const PtxasKernelStats *k = r.ptxas.find("heavy");
  ASSERT_NE(k, nullptr) << r.log;
  EXPECT_LE(k->registers, 24);
  EXPECT_GT(k->spillStoreBytes + k->stackFrameBytes, 0) << r.log;
  EXPECT_EQ(k->sharedBytes, 1024) << r.log;
  EXPECT_EQ(k->barriers, 1);
}

TEST_F(NvrtcTest, CompileErrorIsAResultWithLog) {
  CompileOptions options;
  options.sourceName = "broken.cu";
  CompileResult r =
      compile("__global__ void k(float *x) { x[0] = y; }", options);
  EXPECT_FALSE(r.success);
  EXPECT_NE(r.log.find("broken.cu"), std::string::npos) << r.log;
  EXPECT_NE(r.log.find("error"), std::string::npos) << r.log;
  EXPECT_TRUE(r.cubin.empty());
}

// nvrtc runs in a child process: a crash or a hang there is a failed result
// of its own kind, and the next compilation works. The faults are planted by
// $HTAM_TEST_COMPILER_FAULT (only for sources with the marker).
TEST_F(NvrtcTest, CompilerCrashAndHangAreResults) {
  ::setenv("HTAM_TEST_COMPILER_FAULT", "crash:plant-here", 1);
  CompileOptions options;
  options.sourceName = "planted.cu";
  CompileResult crashed =
      compile(std::string(kAdd) + "// plant-here\n", options);
  EXPECT_FALSE(crashed.success);
  EXPECT_EQ(crashed.fault, CompilerFault::Crash);
  EXPECT_NE(crashed.log.find("SIGSEGV"), std::string::npos) << crashed.log;
  EXPECT_NE(crashed.log.find("planted.cu"), std::string::npos) << crashed.log;
  EXPECT_EQ(compileFailureKind(crashed), FailureKind::CompilerCrash);
  // Without the marker: compiled as usual.
  EXPECT_TRUE(compile(kAdd).success);

  ::setenv("HTAM_TEST_COMPILER_FAULT", "hang", 1);
  options.timeoutSeconds = 0.5;
  CompileResult hung = compile(kAdd, options);
  ::unsetenv("HTAM_TEST_COMPILER_FAULT");
  EXPECT_FALSE(hung.success);
  EXPECT_EQ(hung.fault, CompilerFault::Timeout);
  EXPECT_EQ(compileFailureKind(hung), FailureKind::CompileTimeout);
  EXPECT_NE(hung.log.find("within 0.5 s"), std::string::npos) << hung.log;
  EXPECT_GE(hung.compileMs, 500);

  // The next compilation works; with the default limit, as 0.5 s is too
  // short for a real nvrtc run on a loaded machine.
  options.timeoutSeconds = CompileOptions().timeoutSeconds;
  CompileResult after = compile(kAdd, options);
  EXPECT_TRUE(after.success) << after.log;
  EXPECT_EQ(after.fault, CompilerFault::None);
}

// The same source gives the same bytes on every compilation (the child
// changes nothing in what nvrtc produces).
TEST_F(NvrtcTest, CompilationIsDeterministic) {
  CompileOptions options;
  options.entries = {"add"};
  CompileResult first = compile(kAdd, options);
  CompileResult second = compile(kAdd, options);
  ASSERT_TRUE(first.success && second.success);
  EXPECT_EQ(first.ptx, second.ptx);
  EXPECT_EQ(first.cubin, second.cubin);
  EXPECT_EQ(first.loweredNames.lookup("add"), "add");
}

TEST(CompileTimeoutTest, DefaultAndEnvironment) {
  ::unsetenv("HTAM_COMPILE_TIMEOUT");
  EXPECT_EQ(defaultCompileTimeoutSeconds(), 120);
  ::setenv("HTAM_COMPILE_TIMEOUT", "7.5", 1);
  EXPECT_EQ(defaultCompileTimeoutSeconds(), 7.5);
  for (const char *bad : {"0", "-3", "soon"}) {
    ::setenv("HTAM_COMPILE_TIMEOUT", bad, 1);
    EXPECT_EQ(defaultCompileTimeoutSeconds(), 120) << bad;
  }
  ::unsetenv("HTAM_COMPILE_TIMEOUT");
}

TEST_F(NvrtcTest, LowersCxxEntryNames) {
  CompileOptions options;
  options.entries = {"scale", "tmpl<4>"};
  CompileResult r = compile(R"(
__global__ void scale(float *x) { x[threadIdx.x] *= 2.0f; }
template <int N> __global__ void tmpl(float *x) { x[threadIdx.x] = N; }
)",
                            options);
  ASSERT_TRUE(r.success) << r.log;
  EXPECT_EQ(r.loweredNames.lookup("scale"), "_Z5scalePf");
  EXPECT_EQ(r.loweredNames.lookup("tmpl<4>"), "_Z4tmplILi4EEvPf");
  EXPECT_NE(r.ptxas.find("_Z5scalePf"), nullptr);
}

TEST_F(NvrtcTest, ComputeArchGivesPtxOnly) {
  CompileOptions options;
  options.arch = "compute_90";
  CompileResult r = compile(kAdd, options);
  ASSERT_TRUE(r.success) << r.log;
  EXPECT_FALSE(r.ptx.empty());
  EXPECT_TRUE(r.cubin.empty());
}

TEST_F(NvrtcTest, RejectsInvalidArch) {
  CompileOptions options;
  options.arch = "hopper";
  auto r = nvrtc->compile(kAdd, options);
  ASSERT_FALSE(static_cast<bool>(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("invalid arch"),
            std::string::npos);
}

TEST_F(NvrtcTest, CompileKernelChecksTheEntry) {
  KernelSource source;
  source.label = "add.cu";
  source.text = kAdd;
  source.launches = {KernelLaunch()};
  source.launches[0].entry = "add";
  auto ok = compileKernel(source, EvaluatorOptions());
  ASSERT_TRUE(static_cast<bool>(ok));
  EXPECT_TRUE(ok->ok());
  EXPECT_EQ(ok->loweredEntries, std::vector<std::string>{"add"});
  ASSERT_EQ(ok->entryStats().size(), 1u);
  EXPECT_GT(ok->entryStats()[0].registers, 0);
  EXPECT_EQ(ok->image, ok->compile.cubin);

  source.launches[0].entry = "nope";
  auto missing = compileKernel(source, EvaluatorOptions());
  ASSERT_TRUE(static_cast<bool>(missing));
  EXPECT_FALSE(missing->compile.success);
  EXPECT_NE(missing->compile.log.find("nope"), std::string::npos);

  source.launches[0].entry = "";
  auto none = compileKernel(source, EvaluatorOptions());
  EXPECT_FALSE(static_cast<bool>(none));
  llvm::consumeError(none.takeError());
}

TEST(CompileKernelTest, MlirModulesAreNotExecutableYet) {
  KernelSource source;
  source.kind = KernelSource::Kind::LoweredMlir;
  source.label = "m.mlir";
  source.launches = {KernelLaunch()};
  source.launches[0].entry = "main";
  auto r = compileKernel(source, EvaluatorOptions());
  ASSERT_FALSE(static_cast<bool>(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("not supported yet"),
            std::string::npos);
}

} // namespace

namespace {
// The worker's protocol kernels compile, and their floating-point code is
// what bit-identity with the host needs: round-to-nearest conversions and
// multiplications, no FMA and no approximate instruction (a GPU test,
// test/GPU/Runtime/protocol-bit-exact.test, compares the bits themselves).
TEST_F(NvrtcTest, ProtocolKernelsCompileWithoutContraction) {
  CompileOptions options;
  options.arch = "sm_90";
  options.entries = {"htam_generate", "htam_checksum", "htam_first_difference",
                     "htam_compare"};
  options.extraOptions = DeviceProtocol::compileOptions();
  CompileResult r = compile(DeviceProtocol::source(), options);
  ASSERT_TRUE(r.success) << r.log;
  for (const std::string &entry : options.entries)
    EXPECT_NE(r.ptx.find(".entry " + entry), std::string::npos) << entry;
  for (llvm::StringRef bad : {"fma.", "approx", "lg2.", "ex2.", ".ftz"})
    EXPECT_EQ(r.ptx.find(bad.str()), std::string::npos) << bad.str();
  EXPECT_NE(r.ptx.find("cvt.rn.f32.s64"), std::string::npos);
  // Contraction would be there without --fmad=false: the check can fail.
  options.extraOptions = {"--fmad=true"};
  CompileResult contracted = compile(DeviceProtocol::source(), options);
  ASSERT_TRUE(contracted.success) << contracted.log;
  EXPECT_NE(contracted.ptx.find("fma."), std::string::npos);
}

// The image the evaluator compiles once and sends to its workers: a cubin
// (an ELF) for sm_90; an unknown architecture is an error, not an empty
// image.
TEST_F(NvrtcTest, ProtocolImageIsACubin) {
  auto image = DeviceProtocol::compileImage("sm_90");
  ASSERT_TRUE(static_cast<bool>(image)) << llvm::toString(image.takeError());
  ASSERT_GT(image->size(), 4u);
  EXPECT_EQ(image->substr(0, 4), "\x7f"
                                 "ELF");
  auto bad = DeviceProtocol::compileImage("sm_1");
  EXPECT_FALSE(static_cast<bool>(bad));
  llvm::consumeError(bad.takeError());
}
} // namespace
