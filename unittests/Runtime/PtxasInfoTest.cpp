//===- PtxasInfoTest.cpp - Tests of the ptxas log parser ------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// parsePtxasInfoLog on logs captured from nvrtc 13.0 and standalone ptxas
// 13.0, and on the older format that still printed smem and cmem[K] on the
// "Used" line.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Nvrtc.h"

#include "gtest/gtest.h"

using namespace mlir::htam;

namespace {

// nvrtc 13.0, -arch=sm_90 --ptxas-options=-v -maxrregcount=16.
const char *kNvrtc13Log =
    "ptxas warning : For profile sm_90 adjusting per thread register count of "
    "16 to lower bound of 24\n"
    "ptxas info    : Overriding maximum register limit 256 for 'dyn' with  24 "
    "of maxrregcount option\n"
    "ptxas info    : 16 bytes gmem\n"
    "ptxas info    : Compiling entry function 'dyn' for 'sm_90'\n"
    "ptxas info    : Function properties for dyn\n"
    "ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes "
    "spill loads\n"
    "ptxas info    : Used 10 registers, used 1 barriers\n"
    "ptxas info    : Compile time = 2.095 ms\n"
    "ptxas info    : Compiling entry function 'heavy' for 'sm_90'\n"
    "ptxas info    : Function properties for heavy\n"
    "ptxas         .     2816 bytes stack frame, 3676 bytes spill stores, "
    "5004 bytes spill loads\n"
    "ptxas info    : Used 24 registers, used 0 barriers, 2816 bytes "
    "cumulative stack size, 1024 bytes smem\n"
    "ptxas info    : Compile time = 163.029 ms\n";

TEST(PtxasInfoTest, ParsesNvrtc13Log) {
  PtxasInfo info = parsePtxasInfoLog(kNvrtc13Log);
  EXPECT_EQ(info.gmemBytes, 16);
  ASSERT_EQ(info.kernels.size(), 2u);
  ASSERT_EQ(info.warnings.size(), 1u);
  EXPECT_NE(info.warnings[0].find("lower bound of 24"), std::string::npos);

  const PtxasKernelStats *dyn = info.find("dyn");
  ASSERT_NE(dyn, nullptr);
  EXPECT_EQ(dyn->arch, "sm_90");
  EXPECT_EQ(dyn->registers, 10);
  EXPECT_EQ(dyn->barriers, 1);
  EXPECT_EQ(dyn->stackFrameBytes, 0);
  EXPECT_EQ(dyn->spillStoreBytes, 0);
  EXPECT_EQ(dyn->sharedBytes, 0);
  EXPECT_EQ(dyn->cmemBytes, -1);

  const PtxasKernelStats *heavy = info.find("heavy");
  ASSERT_NE(heavy, nullptr);
  EXPECT_EQ(heavy->registers, 24);
  EXPECT_EQ(heavy->barriers, 0);
  EXPECT_EQ(heavy->stackFrameBytes, 2816);
  EXPECT_EQ(heavy->spillStoreBytes, 3676);
  EXPECT_EQ(heavy->spillLoadBytes, 5004);
  EXPECT_EQ(heavy->cumulativeStackBytes, 2816);
  EXPECT_EQ(heavy->sharedBytes, 1024);
  EXPECT_EQ(info.find("missing"), nullptr);
}

TEST(PtxasInfoTest, ParsesStandalonePtxasLog) {
  // Standalone ptxas prints the frame line without the "ptxas ." prefix.
  PtxasInfo info = parsePtxasInfoLog(
      "ptxas info    : 0 bytes gmem\n"
      "ptxas info    : Compiling entry function 'k' for 'sm_90'\n"
      "ptxas info    : Function properties for k\n"
      "    8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads\n"
      "ptxas info    : Used 91 registers, used 0 barriers\n");
  const PtxasKernelStats *k = info.find("k");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->registers, 91);
  EXPECT_EQ(k->stackFrameBytes, 8);
  EXPECT_EQ(k->spillStoreBytes, 4);
  EXPECT_EQ(k->spillLoadBytes, 4);
}

TEST(PtxasInfoTest, ParsesOlderFormatWithCmem) {
  // CUDA 11/12 style, with a non-entry function's properties in between.
  PtxasInfo info = parsePtxasInfoLog(
      "ptxas info    : 0 bytes gmem, 64 bytes cmem[3]\n"
      "ptxas info    : Function properties for _Z6helperf\n"
      "    16 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
      "ptxas info    : Compiling entry function '_Z4gemmPfS_' for 'sm_80'\n"
      "ptxas info    : Function properties for _Z4gemmPfS_\n"
      "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
      "ptxas info    : Used 32 registers, 4096 bytes smem, 368 bytes cmem[0], "
      "8 bytes cmem[2]\n");
  ASSERT_EQ(info.kernels.size(), 1u);
  const PtxasKernelStats &k = info.kernels[0];
  EXPECT_EQ(k.name, "_Z4gemmPfS_");
  EXPECT_EQ(k.arch, "sm_80");
  EXPECT_EQ(k.registers, 32);
  EXPECT_EQ(k.sharedBytes, 4096);
  EXPECT_EQ(k.cmemBytes, 368);
  // The helper's stack frame does not leak into the kernel.
  EXPECT_EQ(k.stackFrameBytes, 0);
}

TEST(PtxasInfoTest, IgnoresNoiseAndEmptyLogs) {
  EXPECT_TRUE(parsePtxasInfoLog("").kernels.empty());
  PtxasInfo info = parsePtxasInfoLog(
      "kernel.cu(3): warning: variable declared but never referenced\n"
      "ptxas info    : Used 12 registers\n" // before any entry: ignored
      "random text\n");
  EXPECT_TRUE(info.kernels.empty());
}

TEST(PtxasInfoTest, CubinReaderIgnoresNonElf) {
  PtxasInfo info;
  addCubinResourceUsage(info, "not an elf file at all, just some bytes here");
  addCubinResourceUsage(info, "");
  EXPECT_TRUE(info.kernels.empty());
}

TEST(PtxasInfoTest, JsonHasEveryField) {
  PtxasInfo info = parsePtxasInfoLog(kNvrtc13Log);
  llvm::json::Value v = toJSON(info);
  const llvm::json::Object *o = v.getAsObject();
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->getInteger("gmem_bytes"), 16);
  const llvm::json::Array *kernels = o->getArray("kernels");
  ASSERT_NE(kernels, nullptr);
  ASSERT_EQ(kernels->size(), 2u);
  const llvm::json::Object *heavy = (*kernels)[1].getAsObject();
  EXPECT_EQ(heavy->getInteger("spill_store_bytes"), 3676);
  EXPECT_EQ(heavy->getInteger("registers"), 24);
}

} // namespace
