//===- DynamicLibraryTest.cpp - Opening CUDA libraries at run time --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/DynamicLibrary.h"

#include "gtest/gtest.h"

#include <cstdlib>

using namespace mlir::htam;

namespace {

// The environment variable alone when set; else the toolkit's lib64 and lib,
// the extra paths, then the bare name for the loader.
TEST(DynamicLibraryTest, CandidatesFollowTheSearchOrder) {
  ::unsetenv("HTAM_TEST_LIB");
  std::vector<std::string> libs =
      cudaLibraryCandidates("HTAM_TEST_LIB", "libfoo.so.1", {"/x/libfoo.so.1"});
  ASSERT_EQ(libs.size(), 4u);
  EXPECT_NE(libs[0].find("lib64/libfoo.so.1"), std::string::npos);
  EXPECT_NE(libs[1].find("lib/libfoo.so.1"), std::string::npos);
  EXPECT_EQ(libs[2], "/x/libfoo.so.1");
  EXPECT_EQ(libs[3], "libfoo.so.1");
  ::setenv("HTAM_TEST_LIB", "/only/this.so", 1);
  EXPECT_EQ(cudaLibraryCandidates("HTAM_TEST_LIB", "libfoo.so.1"),
            std::vector<std::string>{"/only/this.so"});
  ::setenv("HTAM_TEST_LIB", "", 1);
  EXPECT_EQ(cudaLibraryCandidates("HTAM_TEST_LIB", "libfoo.so.1").size(), 3u);
  ::unsetenv("HTAM_TEST_LIB");
}

// Every failed candidate is listed with its reason; missing absolute paths
// only when asked. libm always opens, and its symbols resolve.
TEST(DynamicLibraryTest, OpensTheFirstThatLoadsAndResolves) {
  std::string tried;
  std::optional<OpenedLibrary> none = openFirstLibrary(
      {"/nonexistent/libnothing.so", "libnothing-htam.so.0"}, tried);
  EXPECT_FALSE(none);
  EXPECT_NE(tried.find("/nonexistent/libnothing.so: no such file"),
            std::string::npos);
  EXPECT_NE(tried.find("libnothing-htam.so.0: "), std::string::npos);
  tried.clear();
  std::optional<OpenedLibrary> quiet = openFirstLibrary(
      {"/nonexistent/libnothing.so"}, tried, /*listMissingFiles=*/false);
  EXPECT_FALSE(quiet);
  EXPECT_TRUE(tried.empty());

  std::optional<OpenedLibrary> m =
      openFirstLibrary({"libnothing-htam.so.0", "libm.so.6"}, tried);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->path, "libm.so.6");
  double (*cosFn)(double) = nullptr;
  double (*absent)(double) = nullptr;
  SymbolResolver resolve(m->handle);
  resolve(cosFn, "cos");
  EXPECT_TRUE(resolve.missing().empty());
  ASSERT_NE(cosFn, nullptr);
  EXPECT_EQ(cosFn(0.0), 1.0);
  resolve(absent, "htam_no_such_symbol");
  resolve(absent, "htam_second_missing");
  EXPECT_EQ(absent, nullptr);
  EXPECT_EQ(resolve.missing(), "htam_no_such_symbol");
}

} // namespace
