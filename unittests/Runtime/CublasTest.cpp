//===- CublasTest.cpp - Tests of the dlopen'd cuBLAS ----------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Opening cuBLAS: the search order, the missing-library error, and (where
// the toolkit has cuBLAS 13) that every entry point resolves. No GPU needed.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Cublas.h"

#include "gtest/gtest.h"

#include <cstdlib>

using namespace mlir::htam;

namespace {

TEST(CublasTest, SearchOrder) {
  ::setenv("HTAM_CUBLAS_LIB", "/nonexistent/libcublas.so.13", 1);
  EXPECT_EQ(Cublas::candidateLibraries(),
            std::vector<std::string>{"/nonexistent/libcublas.so.13"});
  ::unsetenv("HTAM_CUBLAS_LIB");
  std::vector<std::string> libs = Cublas::candidateLibraries();
  ASSERT_EQ(libs.size(), 3u);
  EXPECT_NE(libs[0].find("lib64/libcublas.so.13"), std::string::npos);
  EXPECT_EQ(libs[2], "libcublas.so.13");
}

TEST(CublasTest, MissingLibraryIsOneClearError) {
  auto api = Cublas::load({"/nonexistent/libcublas.so.13"});
  ASSERT_FALSE(static_cast<bool>(api));
  std::string message = llvm::toString(api.takeError());
  EXPECT_NE(message.find("no cuBLAS: cannot open libcublas.so.13"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("/nonexistent/libcublas.so.13: no such file"),
            std::string::npos)
      << message;
}

TEST(CublasTest, ResolvesEveryEntryPoint) {
  auto api = Cublas::load(Cublas::candidateLibraries());
  if (!api) {
    std::string message = llvm::toString(api.takeError());
    GTEST_SKIP() << message;
  }
  Cublas &c = **api;
  EXPECT_NE(c.libraryPath.find("libcublas.so.13"), std::string::npos);
  EXPECT_TRUE(c.cublasCreate_v2 && c.cublasSetMathMode && c.cublasSgemm_v2 &&
              c.cublasSgemmStridedBatched && c.cublasSetWorkspace_v2 &&
              c.cublasSetStream_v2 && c.cublasGetStatusString);
  // The status strings come from the library itself.
  llvm::Error ok = c.check(cublas::CUBLAS_STATUS_SUCCESS, "x");
  EXPECT_FALSE(static_cast<bool>(ok));
  std::string bad = llvm::toString(c.check(7, "cublasSgemm"));
  EXPECT_NE(bad.find("cublasSgemm: "), std::string::npos) << bad;
  EXPECT_NE(bad.find("(status 7)"), std::string::npos) << bad;
}

} // namespace
