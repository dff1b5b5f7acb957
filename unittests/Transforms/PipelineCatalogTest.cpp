//===- PipelineCatalogTest.cpp - The driver's pipeline catalog ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Pipelines.h"

#include "gtest/gtest.h"

using namespace mlir::htam;

namespace {

class PipelineCatalogTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() { registerHTAMDirectionPipelines(); }
  const PipelineCatalog &catalog = directionPipelineCatalog();
};

TEST_F(PipelineCatalogTest, KnowsRegisteredPipelinesOnly) {
  EXPECT_TRUE(catalog.contains("htam-fusion-pipeline"));
  EXPECT_TRUE(catalog.contains("htam-latency-hiding-pipeline"));
  EXPECT_FALSE(catalog.contains("htam-no-such-pipeline"));
}

TEST_F(PipelineCatalogTest, BuildsWithKnownOptions) {
  std::string why;
  EXPECT_TRUE(catalog.builds("htam-fusion-pipeline", "mode=epilogue", why))
      << why;
  EXPECT_TRUE(catalog.builds("htam-data-reuse-pipeline",
                             "tile-sizes=64,64,8", why))
      << why;
}

// An unknown option is refused with its name in the reason and nothing on
// stderr (the registered pipeline's own parser would print it there).
TEST_F(PipelineCatalogTest, RefusesUnknownOptionQuietly) {
  std::string why;
  ::testing::internal::CaptureStderr();
  bool built = catalog.builds("htam-fusion-pipeline", "no-such-key=1", why);
  std::string printed = ::testing::internal::GetCapturedStderr();
  EXPECT_FALSE(built);
  EXPECT_NE(why.find("no-such-key"), std::string::npos) << why;
  EXPECT_EQ(printed, "");
}

// A value that does not parse (a block size that is no number) is refused
// too, with a reason.
TEST_F(PipelineCatalogTest, RefusesBadValue) {
  std::string why;
  EXPECT_FALSE(catalog.builds("htam-fusion-pipeline", "block-size=abc", why));
  EXPECT_FALSE(why.empty());
}

} // namespace
