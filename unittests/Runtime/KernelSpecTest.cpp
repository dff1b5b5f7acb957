//===- KernelSpecTest.cpp - Tests of argument and launch specs ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parsing and validation of --args and --launch.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/KernelSpec.h"

#include "gtest/gtest.h"

using namespace mlir::htam;

namespace {

/// The error message of a failed parse ("" on success).
template <typename T> std::string errorOf(llvm::Expected<T> value) {
  if (value)
    return "";
  return llvm::toString(value.takeError());
}

TEST(KernelSpecTest, ParsesBuffersAndScalars) {
  auto args = parseArgSpecs(
      "in:f32[64x128], inout:f32[7],out:f32[64x128],i32:1024,i64:0x10,"
      "f32:0.5,f64:-2");
  ASSERT_TRUE(static_cast<bool>(args)) << llvm::toString(args.takeError());
  ASSERT_EQ(args->size(), 7u);
  const ArgSpec &in = (*args)[0];
  EXPECT_EQ(in.role, ArgRole::In);
  EXPECT_EQ(in.shape, (std::vector<int64_t>{64, 128}));
  EXPECT_EQ(in.numElements(), 8192);
  EXPECT_EQ(in.numBytes(), 32768);
  EXPECT_TRUE(in.isInput());
  EXPECT_FALSE(in.isOutput());
  EXPECT_TRUE((*args)[1].isInput() && (*args)[1].isOutput());
  EXPECT_EQ((*args)[2].role, ArgRole::Out);
  EXPECT_EQ((*args)[3].role, ArgRole::Scalar);
  EXPECT_EQ((*args)[3].scalarType, ScalarType::I32);
  EXPECT_EQ((*args)[3].intValue, 1024);
  EXPECT_EQ((*args)[4].intValue, 16);
  EXPECT_EQ((*args)[5].scalarType, ScalarType::F32);
  EXPECT_DOUBLE_EQ((*args)[5].floatValue, 0.5);
  EXPECT_DOUBLE_EQ((*args)[6].floatValue, -2.0);
  EXPECT_FALSE((*args)[3].isBuffer());
}

TEST(KernelSpecTest, RoundTrips) {
  const char *text = "in:f32[64x128],out:f32[8],i32:-3,f32:0.25";
  auto args = parseArgSpecs(text);
  ASSERT_TRUE(static_cast<bool>(args));
  EXPECT_EQ(formatArgSpecs(*args), text);
}

TEST(KernelSpecTest, RejectsBadArguments) {
  EXPECT_NE(errorOf(parseArgSpecs("")).find("empty"), std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("in:f32[4]")).find("no output"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f16[4]"))
                .find("unsupported element "
                      "type 'f16'"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[0]")).find("positive"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4x-1]")).find("positive"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32 4")).find("brackets"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4],i32:abc")).find("argument 1"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4],i32:99999999999")).find("range"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4],bogus:1")).find("unknown role"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4],in")).find("expected"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[100000x100000]")).find("16 GiB"),
            std::string::npos);
}

TEST(KernelSpecTest, ParsesLaunch) {
  auto launch = parseLaunchConfig("grid=128,block=256");
  ASSERT_TRUE(static_cast<bool>(launch));
  EXPECT_EQ(launch->grid, (std::array<unsigned, 3>{128, 1, 1}));
  EXPECT_EQ(launch->block, (std::array<unsigned, 3>{256, 1, 1}));
  EXPECT_EQ(launch->sharedBytes, 0u);
  auto full = parseLaunchConfig("grid=8x4x2, block=16x16, smem=49152");
  ASSERT_TRUE(static_cast<bool>(full));
  EXPECT_EQ(full->grid, (std::array<unsigned, 3>{8, 4, 2}));
  EXPECT_EQ(full->block, (std::array<unsigned, 3>{16, 16, 1}));
  EXPECT_EQ(full->sharedBytes, 49152u);
  EXPECT_EQ(full->str(), "grid=8x4x2,block=16x16x1,smem=49152");
  auto again = parseLaunchConfig(full->str());
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ(again->grid, full->grid);
}

TEST(KernelSpecTest, ParsesKernelLaunches) {
  auto plain = parseKernelLaunch("grid=4,block=64", "k");
  ASSERT_TRUE(static_cast<bool>(plain));
  EXPECT_EQ(plain->entry, "k");
  EXPECT_TRUE(plain->params.empty());
  EXPECT_EQ(plain->config.grid[0], 4u);
  auto full = parseKernelLaunch(
      "entry=final, grid=1, block=32, smem=128, params=2:s0:s1:0", "k");
  ASSERT_TRUE(static_cast<bool>(full)) << llvm::toString(full.takeError());
  EXPECT_EQ(full->entry, "final");
  ASSERT_EQ(full->params.size(), 4u);
  EXPECT_FALSE(full->params[0].scratch);
  EXPECT_EQ(full->params[0].index, 2u);
  EXPECT_TRUE(full->params[2].scratch);
  EXPECT_EQ(full->params[2].index, 1u);
  EXPECT_EQ(full->config.sharedBytes, 128u);
  EXPECT_EQ(full->str(),
            "entry=final,grid=1x1x1,block=32x1x1,smem=128,params=2:s0:s1:0");
  auto again = parseKernelLaunch(full->str(), "");
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ(again->str(), full->str());

  EXPECT_NE(errorOf(parseKernelLaunch("grid=1,block=1", "")).find("no entry"),
            std::string::npos);
  EXPECT_NE(errorOf(parseKernelLaunch("grid=1,block=1,params=0:x", "k"))
                .find("'x' must be N"),
            std::string::npos);
  EXPECT_NE(errorOf(parseKernelLaunch("entry=,grid=1,block=1", "k"))
                .find("empty entry"),
            std::string::npos);
  EXPECT_NE(errorOf(parseKernelLaunch("entry=k,block=1", "k")).find("grid"),
            std::string::npos);
}

TEST(KernelSpecTest, ValidatesLaunchParams) {
  auto launch = parseKernelLaunch("grid=1,block=1,params=0:1:s0", "k");
  ASSERT_TRUE(static_cast<bool>(launch));
  EXPECT_FALSE(static_cast<bool>(validateLaunchParams(*launch, 2, 1)));
  llvm::Error noScratch = validateLaunchParams(*launch, 2, 0);
  EXPECT_NE(llvm::toString(std::move(noScratch)).find("s0 does not exist"),
            std::string::npos);
  llvm::Error fewArgs = validateLaunchParams(*launch, 1, 1);
  EXPECT_NE(llvm::toString(std::move(fewArgs)).find("argument 1 does not"),
            std::string::npos);
}

TEST(KernelSpecTest, RejectsBadLaunch) {
  EXPECT_NE(errorOf(parseLaunchConfig("grid=4")).find("required"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=4,block=2048")).find("1024"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=0,block=32")).find("positive"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=4,block=32,warps=2"))
                .find("unknown key 'warps'"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=1x70000,block=32")).find("65535"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=1x1x1x1,block=32")).find("grid"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=4,block=1x1x128")).find("z"),
            std::string::npos);
  EXPECT_NE(
      errorOf(parseLaunchConfig("grid=4,block=32,smem=lots")).find("smem"),
      std::string::npos);
}

} // namespace
