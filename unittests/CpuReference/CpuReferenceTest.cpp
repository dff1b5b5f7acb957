//===- CpuReferenceTest.cpp - Tests of running tasks with MLIR's JIT ------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// runTaskOnCpu on an f32 task and on its f64 oracle (htam-widen-to-f64),
// with f32 buffers (the oracle's inputs cast up, outputs cast down) and
// with f64 buffers (the oracle's outputs at full precision).
//
//===----------------------------------------------------------------------===//

#include "htam/CpuReference/CpuReference.h"
#include "htam/InitAll.h"
#include "htam/Transforms/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir;
using namespace mlir::htam;

namespace {

// A row sum of a large first element and 4096 values a quarter of its ulp:
// the f32 sum stays 1, the exact sum is 1 + 2^-13.
constexpr const char *kLongSum = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @long_sum(%x: tensor<1x4097xf32>) -> tensor<1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<1x4097xf32>) outs(%f : tensor<1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %r : tensor<1xf32>
}
)mlir";

class CpuReferenceTest : public ::testing::Test {
protected:
  CpuReferenceTest()
      : context([] {
          DialectRegistry registry;
          registerHTAMDialects(registry);
          return registry;
        }()) {
    module = parseSourceString<ModuleOp>(kLongSum, &context);
    in.role = ArgRole::In;
    in.shape = {1, 4097};
    out.role = ArgRole::Out;
    out.shape = {1};
  }

  OwningOpRef<ModuleOp> widened() {
    OwningOpRef<ModuleOp> oracle = module->clone();
    PassManager pm(&context);
    pm.addPass(createHTAMWidenToF64Pass());
    EXPECT_TRUE(succeeded(pm.run(*oracle)));
    return oracle;
  }

  template <typename T> std::vector<std::vector<T>> buffers() {
    std::vector<T> x(4097, T(0x1p-25));
    x[0] = 1;
    return {x, {}};
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  ArgSpec in, out;
};

TEST_F(CpuReferenceTest, F32TaskLosesTheSmallTerms) {
  ASSERT_TRUE(module);
  auto b = buffers<float>();
  ASSERT_FALSE(errorToBool(runTaskOnCpu(*module, "long_sum", {in, out}, b)));
  EXPECT_EQ(b[1].size(), 1u);
  EXPECT_EQ(b[1][0], 1.0f);
}

TEST_F(CpuReferenceTest, OracleWithF32BuffersIsExactAfterRounding) {
  OwningOpRef<ModuleOp> oracle = widened();
  auto b = buffers<float>();
  ASSERT_FALSE(errorToBool(runTaskOnCpu(*oracle, "long_sum", {in, out}, b)));
  EXPECT_EQ(b[1][0], 1.0f + 0x1p-13f);
}

TEST_F(CpuReferenceTest, OracleWithF64BuffersKeepsFullPrecision) {
  OwningOpRef<ModuleOp> oracle = widened();
  auto b = buffers<double>();
  // 2^-25 is exact in f32 and f64: the sum is exact in f64.
  ASSERT_FALSE(errorToBool(runTaskOnCpu(*oracle, "long_sum", {in, out}, b)));
  EXPECT_EQ(b[1][0], 1.0 + 4096 * 0x1p-25);
  // The f32 task with f64 buffers: cast down, run in f32, cast up.
  auto c = buffers<double>();
  ASSERT_FALSE(errorToBool(runTaskOnCpu(*module, "long_sum", {in, out}, c)));
  EXPECT_EQ(c[1][0], 1.0);
}

TEST_F(CpuReferenceTest, MismatchedShapeIsAnError) {
  ArgSpec wrong = out;
  wrong.shape = {2};
  auto b = buffers<double>();
  llvm::Error err = runTaskOnCpu(*module, "long_sum", {in, wrong}, b);
  ASSERT_TRUE(bool(err));
  EXPECT_NE(llvm::toString(std::move(err)).find("does not match"),
            std::string::npos);
}

} // namespace
