//===- OperatorTaskTest.cpp - Unit tests of the operator-task analysis ----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Checks the roofline arithmetic and the C++ API of the analysis (the lit
// tests check the attributes the pass writes).
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/OperatorTask.h"
#include "htam/Analysis/ReductionShape.h"
#include "htam/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::htam;

namespace {

TEST(Roofline, H200DefaultsMatchTheSpec) {
  GpuDescription h200;
  // 132 SMs x 128 lanes x 2 FLOPs x 1.98 GHz.
  EXPECT_DOUBLE_EQ(h200.peakFlopsPerSec(), 132.0 * 128 * 2 * 1.98e9);
  EXPECT_DOUBLE_EQ(h200.bandwidthBytesPerSec, 4.3e12);
}

TEST(Roofline, BoundFollowsTheRidgePoint) {
  GpuDescription gpu;
  double ridge = gpu.peakFlopsPerSec() / gpu.bandwidthBytesPerSec;
  CostModel memoryBound{/*flops=*/1000, /*bytesRead=*/500,
                        /*bytesWritten=*/500};
  EXPECT_LT(memoryBound.intensity(), ridge);
  EXPECT_EQ(memoryBound.bound(gpu), RooflineBound::Memory);
  EXPECT_DOUBLE_EQ(memoryBound.rooflineMicros(gpu),
                   1000.0 / gpu.bandwidthBytesPerSec * 1e6);

  CostModel computeBound{/*flops=*/int64_t(1e9), /*bytesRead=*/1000,
                         /*bytesWritten=*/0};
  EXPECT_EQ(computeBound.bound(gpu), RooflineBound::Compute);
  EXPECT_DOUBLE_EQ(computeBound.rooflineMicros(gpu),
                   1e9 / gpu.peakFlopsPerSec() * 1e6);
}

TEST(Roofline, NothingMovedHasZeroIntensity) {
  EXPECT_EQ(CostModel{}.intensity(), 0.0);
}

TEST(OpClassNames, RoundTrip) {
  for (OpClass cls :
       {OpClass::Elementwise, OpClass::Broadcast, OpClass::Reduction,
        OpClass::SoftmaxNorm, OpClass::Contraction, OpClass::Convolution,
        OpClass::Pooling, OpClass::FusedMix})
    EXPECT_EQ(symbolizeOpClass(stringifyOpClass(cls)), cls);
  EXPECT_EQ(symbolizeOpClass("matmul"), std::nullopt);
}

class AnalyzeTask : public ::testing::Test {
protected:
  AnalyzeTask() {
    DialectRegistry registry;
    registerHTAMDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  OperatorTask analyze(StringRef source, StringRef name) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    auto func = module->lookupSymbol<func::FuncOp>(name);
    EXPECT_TRUE(func);
    return analyzeOperatorTask(func);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(AnalyzeTask, MatmulWithFillIsAContraction) {
  OperatorTask task = analyze(R"mlir(
    func.func @mm(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>)
        -> tensor<64x16xf32> {
      %zero = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<64x16xf32>
      %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>)
          -> tensor<64x16xf32>
      %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x16xf32>)
          outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
      return %r : tensor<64x16xf32>
    })mlir",
                              "mm");
  EXPECT_EQ(task.opClass, OpClass::Contraction);
  ASSERT_TRUE(task.cost.has_value());
  EXPECT_EQ(task.cost->flops, 2 * 64 * 32 * 16);
  EXPECT_EQ(task.cost->bytesRead, 4 * (64 * 32 + 32 * 16));
  EXPECT_EQ(task.cost->bytesWritten, 4 * 64 * 16);
  ASSERT_EQ(task.ops.size(), 2u);
  EXPECT_TRUE(task.elementType.isF32());
  EXPECT_EQ(task.inputShapes[0], (SmallVector<int64_t>{64, 32}));
}

TEST_F(AnalyzeTask, PrivateAndScalarFunctionsAreNotTasks) {
  module = parseSourceString<ModuleOp>(R"mlir(
    func.func private @helper(%a: tensor<4xf32>) -> tensor<4xf32> {
      return %a : tensor<4xf32>
    }
    func.func @scalar(%a: f32) -> f32 { return %a : f32 }
    func.func @task(%a: tensor<4xf32>) -> tensor<4xf32> {
      return %a : tensor<4xf32>
    })mlir",
                                       &context);
  ASSERT_TRUE(module);
  EXPECT_FALSE(isOperatorTask(module->lookupSymbol<func::FuncOp>("helper")));
  EXPECT_FALSE(isOperatorTask(module->lookupSymbol<func::FuncOp>("scalar")));
  EXPECT_TRUE(isOperatorTask(module->lookupSymbol<func::FuncOp>("task")));
}

// The main reduction's shape comes from its loops: a row sum, a column max
// through a size-1 keepdim loop, a softmax over a middle dim, and none.
TEST_F(AnalyzeTask, MainReductionShape) {
  OperatorTask task = analyze(R"mlir(
    func.func @row(%x: tensor<8x1000xf32>) -> tensor<8xf32> {
      %z = arith.constant 0.0 : f32
      %e = tensor.empty() : tensor<8xf32>
      %a = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
      %r = linalg.reduce ins(%x : tensor<8x1000xf32>) outs(%a : tensor<8xf32>) dimensions = [1]
        (%in: f32, %o: f32) { %s = arith.addf %in, %o : f32 linalg.yield %s : f32 }
      return %r : tensor<8xf32>
    }
    func.func @col(%x: tensor<281x3235x45xf32>) -> tensor<1x1x45xf32> {
      %c = arith.constant 0xFF800000 : f32
      %e = tensor.empty() : tensor<1x1x45xf32>
      %a = linalg.fill ins(%c : f32) outs(%e : tensor<1x1x45xf32>) -> tensor<1x1x45xf32>
      %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<281x3235x45xf32>) outs(%a : tensor<1x1x45xf32>) {
      ^bb0(%in: f32, %o: f32):
        %m = arith.maximumf %in, %o : f32
        linalg.yield %m : f32
      } -> tensor<1x1x45xf32>
      return %g : tensor<1x1x45xf32>
    }
    func.func @soft(%x: tensor<4x100x7xf32>) -> tensor<4x100x7xf32> {
      %e = tensor.empty() : tensor<4x100x7xf32>
      %s = linalg.softmax dimension(1) ins(%x : tensor<4x100x7xf32>) outs(%e : tensor<4x100x7xf32>) -> tensor<4x100x7xf32>
      return %s : tensor<4x100x7xf32>
    }
    func.func @none(%x: tensor<16xf32>) -> tensor<16xf32> {
      %y = arith.addf %x, %x : tensor<16xf32>
      return %y : tensor<16xf32>
    }
  )mlir", "row");
  std::optional<ReductionShape> row = mainReductionShape(task);
  ASSERT_TRUE(row.has_value());
  EXPECT_EQ(row->outputs, 8);
  EXPECT_EQ(row->length, 1000);
  EXPECT_EQ(row->layout, ReductionLayout::Row);

  auto of = [&](StringRef name) {
    return mainReductionShape(
        analyzeOperatorTask(module->lookupSymbol<func::FuncOp>(name)));
  };
  std::optional<ReductionShape> col = of("col");
  ASSERT_TRUE(col.has_value());
  EXPECT_EQ(col->outputs, 45);
  EXPECT_EQ(col->length, 281 * 3235);
  EXPECT_EQ(col->layout, ReductionLayout::Column);

  std::optional<ReductionShape> soft = of("soft");
  ASSERT_TRUE(soft.has_value());
  EXPECT_EQ(soft->outputs, 28);
  EXPECT_EQ(soft->length, 100);
  EXPECT_EQ(soft->layout, ReductionLayout::Column);

  EXPECT_FALSE(of("none").has_value());
}

} // namespace
