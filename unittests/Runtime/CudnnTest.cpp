//===- CudnnTest.cpp - Tests of the dlopen'd cuDNN ------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Opening cuDNN: the search order, the missing-library error (also through
// the C function an emitted module calls), the text form of cuDNN steps,
// and (where cuDNN 9 can be opened) that every entry point resolves. No GPU
// needed.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Cudnn.h"

#include "gtest/gtest.h"

#include <cstdlib>

using namespace mlir::htam;

namespace {

TEST(CudnnTest, SearchOrder) {
  ::setenv("HTAM_CUDNN_LIB", "/nonexistent/libcudnn.so.9", 1);
  EXPECT_EQ(Cudnn::candidateLibraries(),
            std::vector<std::string>{"/nonexistent/libcudnn.so.9"});
  ::unsetenv("HTAM_CUDNN_LIB");
  std::vector<std::string> libs = Cudnn::candidateLibraries();
  ASSERT_EQ(libs.size(), 3u);
  EXPECT_NE(libs[0].find("lib64/libcudnn.so.9"), std::string::npos);
  EXPECT_EQ(libs[2], "libcudnn.so.9");
}

TEST(CudnnTest, MissingLibraryIsOneClearError) {
  auto api = Cudnn::load({"/nonexistent/libcudnn.so.9"});
  ASSERT_FALSE(static_cast<bool>(api));
  std::string message = llvm::toString(api.takeError());
  EXPECT_NE(message.find("no cuDNN: cannot open libcudnn.so.9"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("/nonexistent/libcudnn.so.9: no such file"),
            std::string::npos)
      << message;
}

// The C function of emitted modules reports the missing library (cuDNN is
// opened before the driver) and returns non-zero instead of crashing. The
// only test here that calls Cudnn::get(), which caches its result.
TEST(CudnnTest, AbiWithoutLibraryFails) {
  ::setenv("HTAM_CUDNN_LIB", "/nonexistent/libcudnn.so.9", 1);
  testing::internal::CaptureStderr();
  int32_t status = htam_cudnn_conv_fwd(
      /*x=*/0, /*w=*/0, /*y=*/0, /*bias=*/0, /*nd=*/2, /*n=*/1, /*c=*/3,
      /*k=*/4, /*groups=*/1, 8, 8, 1, 3, 3, 1, 6, 6, 1, 0, 0, 0, 1, 1, 1, 1, 1,
      1, /*algo=*/0);
  std::string err = testing::internal::GetCapturedStderr();
  ::unsetenv("HTAM_CUDNN_LIB");
  EXPECT_NE(status, 0);
  EXPECT_NE(err.find("htam_cudnn_conv_fwd: no cuDNN: cannot open "
                     "libcudnn.so.9"),
            std::string::npos)
      << err;
}

// The ABI checks its sizes through the step grammar before touching cuDNN.
TEST(CudnnTest, AbiRejectsInconsistentSizes) {
  testing::internal::CaptureStderr();
  int32_t status = htam_cudnn_conv_bwd_data(0, 0, 0, 0, /*nd=*/2, 1, 3, 4, 1, 8,
                                            8, 1, 3, 3, 1, /*out=*/7, 6, 1, 0,
                                            0, 0, 1, 1, 1, 1, 1, 1, 0);
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_NE(status, 0);
  EXPECT_NE(err.find("htam_cudnn_conv_bwd_data: library step: out=7x6 does "
                     "not match in=8x8"),
            std::string::npos)
      << err;
}

TEST(CudnnTest, UsableAlgorithmsKeepHeuristicOrderAndStrictFp32) {
  using namespace cudnn;
  auto perf = [](int algo, int status, int determinism, int math) {
    AlgoPerf p = {};
    p.algo = algo;
    p.status = status;
    p.determinism = determinism;
    p.mathType = math;
    return p;
  };
  constexpr int kTensorOpMath = 1, kNonDeterministic = 0, kFailed = 9;
  AlgoPerf answer[] = {
      perf(1, CUDNN_STATUS_SUCCESS, CUDNN_DETERMINISTIC, kTensorOpMath),
      perf(0, CUDNN_STATUS_SUCCESS, kNonDeterministic, CUDNN_FMA_MATH),
      perf(5, kFailed, CUDNN_DETERMINISTIC, CUDNN_FMA_MATH),
      perf(4, CUDNN_STATUS_SUCCESS, CUDNN_DETERMINISTIC, CUDNN_DEFAULT_MATH),
      perf(3, CUDNN_STATUS_SUCCESS, CUDNN_DETERMINISTIC, CUDNN_FMA_MATH)};
  std::vector<AlgoPerf> usable = usableAlgorithms(answer, 5);
  // No tensor-op (TF32) math, no failed entry; non-deterministic kept.
  ASSERT_EQ(usable.size(), 3u);
  EXPECT_EQ(usable[0].algo, 0);
  EXPECT_EQ(usable[1].algo, 4);
  EXPECT_EQ(usable[2].algo, 3);
  EXPECT_TRUE(usableAlgorithms(answer, 0).empty());
}

TEST(CudnnTest, StepTextRoundTrips) {
  auto step = parseKernelLaunch(
      "lib=cudnn.conv_bwd_data,n=16,c=64,k=32,in=32x64x64,ker=3x3x3,"
      "out=16x32x32,pad=1x1x1,stride=2x2x2,params=0:1:s0",
      "");
  ASSERT_TRUE(static_cast<bool>(step)) << llvm::toString(step.takeError());
  EXPECT_EQ(step->library.kind, LibraryCall::Kind::CudnnConvBwdData);
  EXPECT_EQ(step->library.conv.nd, 3);
  EXPECT_EQ(step->str(),
            "lib=cudnn.conv_bwd_data,n=16,c=64,k=32,in=32x64x64,ker=3x3x3,"
            "out=16x32x32,pad=1x1x1,stride=2x2x2,dil=1x1x1,groups=1,algo=0,"
            "bias=0,params=0:1:s0");
  // Operand extents: y (16 x 32 x 16x32x32) is read, x written.
  EXPECT_EQ(step->library.extent(0), 16 * 32 * 16 * 32 * 32);
  EXPECT_EQ(step->library.extent(1), 32 * 64 * 27);
  EXPECT_EQ(step->library.extent(2), 16 * 64 * 32 * 64 * 64);
  auto again = parseKernelLaunch(step->str(), "");
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ(again->str(), step->str());
}

TEST(CudnnTest, StepErrors) {
  auto expectError = [](llvm::StringRef text, llvm::StringRef what) {
    auto step = parseKernelLaunch(text, "");
    ASSERT_FALSE(static_cast<bool>(step)) << text.str();
    std::string message = llvm::toString(step.takeError());
    EXPECT_NE(message.find(what.str()), std::string::npos) << message;
  };
  expectError("lib=cudnn.conv_fwd,n=1,c=3,k=4,in=8x8,ker=3x3,params=0:1:2",
              "n=, c=, k=, in=, ker= and out= are required");
  expectError("lib=cudnn.conv_fwd,n=1,c=3,k=4,in=8x8,ker=3x3x3,out=6x6,"
              "params=0:1:2",
              "same number of spatial dims");
  expectError("lib=cudnn.conv_fwd,n=1,c=3,k=4,in=8x8,ker=3x3,out=6x6,"
              "groups=2,params=0:1:2",
              "groups=2 does not divide c=3 and k=4");
  expectError("lib=cudnn.conv_fwd,n=1,c=3,k=4,in=8x8,ker=3x3,out=6x6,"
              "pad=1,params=0:1:2",
              "pad= must have 2 values");
  expectError("lib=cudnn.conv_fwd,n=1,c=3,k=4,in=8x8,ker=3x3,out=6x6,"
              "bias=1,params=0:1:2",
              "takes params=X:W:Y:BIAS (4 buffers), 3 given");
  expectError("lib=cudnn.conv_fwd,n=1,c=3,k=4,in=8x8,ker=3x3,out=6x6,"
              "stride=0x1,params=0:1:2",
              "stride='0x1' must be 1 to 3 positive integers");
}

TEST(CudnnTest, ResolvesEveryEntryPoint) {
  auto api = Cudnn::load({"libcudnn.so.9"});
  if (!api) {
    std::string message = llvm::toString(api.takeError());
    GTEST_SKIP() << message;
  }
  Cudnn &c = **api;
  EXPECT_TRUE(c.cudnnCreate && c.cudnnConvolutionForward &&
              c.cudnnConvolutionBackwardData && c.cudnnAddTensor &&
              c.cudnnGetConvolutionForwardAlgorithm_v7 &&
              c.cudnnSetConvolutionMathType);
  std::string bad = llvm::toString(c.check(3, "cudnnConvolutionForward"));
  EXPECT_NE(bad.find("cudnnConvolutionForward: "), std::string::npos) << bad;
  EXPECT_NE(bad.find("(status 3)"), std::string::npos) << bad;
}

} // namespace
