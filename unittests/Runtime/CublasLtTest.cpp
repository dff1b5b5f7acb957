//===- CublasLtTest.cpp - Tests of the dlopen'd cuBLASLt ------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Opening cuBLASLt: the search order, the missing-library error, that every
// entry point resolves where the toolkit has cuBLASLt 13, and the mapping of
// row-major steps onto column-major cuBLASLt problems. No GPU needed.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/CublasLt.h"

#include "gtest/gtest.h"

#include <cstdlib>

using namespace mlir::htam;

namespace {

TEST(CublasLtTest, SearchOrder) {
  ::setenv("HTAM_CUBLASLT_LIB", "/nonexistent/libcublasLt.so.13", 1);
  EXPECT_EQ(CublasLt::candidateLibraries(),
            std::vector<std::string>{"/nonexistent/libcublasLt.so.13"});
  ::unsetenv("HTAM_CUBLASLT_LIB");
  ::unsetenv("HTAM_CUBLAS_LIB");
  std::vector<std::string> libs = CublasLt::candidateLibraries();
  ASSERT_EQ(libs.size(), 3u);
  EXPECT_NE(libs[0].find("lib64/libcublasLt.so.13"), std::string::npos);
  EXPECT_EQ(libs[2], "libcublasLt.so.13");
  // Beside a cuBLAS named by $HTAM_CUBLAS_LIB, before the loader path.
  ::setenv("HTAM_CUBLAS_LIB", "/opt/nv/lib/libcublas.so.13", 1);
  libs = CublasLt::candidateLibraries();
  ::unsetenv("HTAM_CUBLAS_LIB");
  ASSERT_EQ(libs.size(), 4u);
  EXPECT_EQ(libs[2], "/opt/nv/lib/libcublasLt.so.13");
  EXPECT_EQ(libs[3], "libcublasLt.so.13");
}

TEST(CublasLtTest, MissingLibraryIsOneClearError) {
  auto api = CublasLt::load({"/nonexistent/libcublasLt.so.13"});
  ASSERT_FALSE(static_cast<bool>(api));
  std::string message = llvm::toString(api.takeError());
  EXPECT_NE(message.find("no cuBLASLt: cannot open libcublasLt.so.13"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("/nonexistent/libcublasLt.so.13: no such file"),
            std::string::npos)
      << message;
}

TEST(CublasLtTest, ResolvesEveryEntryPoint) {
  auto api = CublasLt::load(CublasLt::candidateLibraries());
  if (!api) {
    std::string message = llvm::toString(api.takeError());
    GTEST_SKIP() << message;
  }
  CublasLt &c = **api;
  EXPECT_NE(c.libraryPath.find("libcublasLt.so.13"), std::string::npos);
  EXPECT_TRUE(
      c.cublasLtCreate && c.cublasLtDestroy && c.cublasLtMatmulDescCreate &&
      c.cublasLtMatmulDescSetAttribute && c.cublasLtMatrixLayoutCreate &&
      c.cublasLtMatrixLayoutSetAttribute && c.cublasLtMatmulPreferenceCreate &&
      c.cublasLtMatmulPreferenceSetAttribute &&
      c.cublasLtMatmulAlgoGetHeuristic && c.cublasLtMatmul);
  // The descriptors need no GPU: a strict-FP32 matmul descriptor with the
  // attributes htam sets is accepted with the sizes we declared.
  CublasLt::MatmulDesc desc = nullptr;
  ASSERT_FALSE(static_cast<bool>(
      c.check(c.cublasLtMatmulDescCreate(&desc, cublaslt::CUBLAS_COMPUTE_32F,
                                         cublaslt::CUDA_R_32F),
              "create")));
  int32_t trans = cublaslt::CUBLAS_OP_T;
  EXPECT_FALSE(static_cast<bool>(c.check(
      c.cublasLtMatmulDescSetAttribute(
          desc, cublaslt::CUBLASLT_MATMUL_DESC_TRANSA, &trans, sizeof(trans)),
      "TRANSA")));
  uint32_t epilogue = cublaslt::CUBLASLT_EPILOGUE_RELU_BIAS;
  EXPECT_FALSE(static_cast<bool>(c.check(
      c.cublasLtMatmulDescSetAttribute(desc,
                                       cublaslt::CUBLASLT_MATMUL_DESC_EPILOGUE,
                                       &epilogue, sizeof(epilogue)),
      "EPILOGUE")));
  int64_t stride = 0;
  EXPECT_FALSE(static_cast<bool>(
      c.check(c.cublasLtMatmulDescSetAttribute(
                  desc, cublaslt::CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE,
                  &stride, sizeof(stride)),
              "BIAS_BATCH_STRIDE")));
  // A wrong attribute size is refused, with the library's status string.
  std::string bad =
      llvm::toString(c.check(c.cublasLtMatmulDescSetAttribute(
                                 desc, cublaslt::CUBLASLT_MATMUL_DESC_EPILOGUE,
                                 &stride, sizeof(stride)),
                             "EPILOGUE"));
  EXPECT_NE(bad.find("EPILOGUE: "), std::string::npos) << bad;
  EXPECT_NE(bad.find("(status 7)"), std::string::npos) << bad;
  c.cublasLtMatmulDescDestroy(desc);
  CublasLt::Layout layout = nullptr;
  ASSERT_FALSE(static_cast<bool>(c.check(
      c.cublasLtMatrixLayoutCreate(&layout, cublaslt::CUDA_R_32F, 16, 8, 16),
      "layout")));
  int32_t count = 3;
  EXPECT_FALSE(static_cast<bool>(
      c.check(c.cublasLtMatrixLayoutSetAttribute(
                  layout, cublaslt::CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count,
                  sizeof(count)),
              "BATCH_COUNT")));
  EXPECT_FALSE(static_cast<bool>(
      c.check(c.cublasLtMatrixLayoutSetAttribute(
                  layout, cublaslt::CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET,
                  &stride, sizeof(stride)),
              "STRIDED_BATCH_OFFSET")));
  c.cublasLtMatrixLayoutDestroy(layout);
}

/// The step of `text`.
LibraryCall stepOf(llvm::StringRef text) {
  auto launch = parseKernelLaunch(text, "");
  EXPECT_TRUE(static_cast<bool>(launch)) << llvm::toString(launch.takeError());
  return launch ? launch->library : LibraryCall();
}

TEST(CublasLtTest, RowMajorStepsAreTransposedColumnMajorProblems) {
  // C (4 x 16) = A (4 x 8) B (8 x 16): column-major C^T (16 x 4) = B^T A^T,
  // cuBLASLt's A is our B seen as 16 x 8 (ld 16), its B our A as 8 x 4.
  LtProblem p = ltProblemOf(
      stepOf("lib=cublaslt.matmul,m=4,n=16,k=8,epilogue=bias,params=0:1:2:3"));
  EXPECT_EQ(p.transA, cublaslt::CUBLAS_OP_N);
  EXPECT_EQ(p.transB, cublaslt::CUBLAS_OP_N);
  EXPECT_EQ(p.rowsA, 16u);
  EXPECT_EQ(p.colsA, 8u);
  EXPECT_EQ(p.lda, 16);
  EXPECT_EQ(p.rowsB, 8u);
  EXPECT_EQ(p.colsB, 4u);
  EXPECT_EQ(p.ldb, 8);
  EXPECT_EQ(p.rowsC, 16u);
  EXPECT_EQ(p.colsC, 4u);
  EXPECT_EQ(p.ldc, 16);
  // The bias (n values) runs along the rows of the column-major D.
  EXPECT_EQ(p.epilogue, cublaslt::CUBLASLT_EPILOGUE_BIAS);

  // B stored transposed (n x k, a Linear layer's weight) and A transposed:
  // each keeps its own flag on the other side.
  p = ltProblemOf(stepOf("lib=cublaslt.matmul,m=4,n=16,k=8,ta=1,tb=1,"
                         "epilogue=relu_bias,params=0:1:2:3"));
  EXPECT_EQ(p.transA, cublaslt::CUBLAS_OP_T);
  EXPECT_EQ(p.transB, cublaslt::CUBLAS_OP_T);
  EXPECT_EQ(p.rowsA, 8u);
  EXPECT_EQ(p.colsA, 16u);
  EXPECT_EQ(p.lda, 8);
  EXPECT_EQ(p.rowsB, 4u);
  EXPECT_EQ(p.colsB, 8u);
  EXPECT_EQ(p.ldb, 4);
  EXPECT_EQ(p.epilogue, cublaslt::CUBLASLT_EPILOGUE_RELU_BIAS);

  // Strided batches: cuBLASLt's A stride is our B's.
  p = ltProblemOf(stepOf("lib=cublaslt.matmul,m=4,n=16,k=8,batch=3,"
                         "epilogue=relu,params=0:1:2"));
  EXPECT_EQ(p.batch, 3);
  EXPECT_EQ(p.strideA, 8 * 16);
  EXPECT_EQ(p.strideB, 4 * 8);
  EXPECT_EQ(p.strideC, 4 * 16);
  EXPECT_EQ(p.epilogue, cublaslt::CUBLASLT_EPILOGUE_RELU);
  p = ltProblemOf(stepOf("lib=cublaslt.matmul,m=4,n=16,k=8,params=0:1:2"));
  EXPECT_EQ(p.epilogue, cublaslt::CUBLASLT_EPILOGUE_DEFAULT);
}

TEST(CublasLtTest, EpilogueCodesRoundTrip) {
  for (LibraryCall::Epilogue e :
       {LibraryCall::Epilogue::None, LibraryCall::Epilogue::Bias,
        LibraryCall::Epilogue::Relu, LibraryCall::Epilogue::ReluBias})
    EXPECT_EQ(epilogueFromCode(epilogueCode(e)), e);
  EXPECT_FALSE(epilogueFromCode(4).has_value());
  EXPECT_FALSE(epilogueFromCode(-1).has_value());
}

} // namespace
