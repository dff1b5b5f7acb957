//===- StrategiesTest.cpp - Tests of the built-in strategy library --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Unit tests of lib/Strategies without a GPU: template parameters, the
// registry, the deterministic in-card search, and kernels generated for
// small tasks (the operator-argument convention of their launches, strict
// FP32 by default, failures with a reason instead of code).
//
//===----------------------------------------------------------------------===//

#include "htam/Strategies/Strategies.h"

#include "htam/Analysis/OperatorTask.h"
#include "htam/InitAll.h"
#include "htam/Transforms/EmitKernel.h"
#include "htam/Transforms/LaunchPlan.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::htam;

namespace {

const char *kSwish = R"mlir(
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @swish(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %init = tensor.empty() : tensor<8x64xf32>
  %y = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%init : tensor<8x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %neg = arith.negf %in : f32
    %e = math.exp %neg : f32
    %den = arith.addf %one, %e : f32
    %r = arith.divf %in, %den : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
)mlir";

const char *kSoftmax = R"mlir(
func.func @softmax(%x: tensor<4x128xf32>) -> tensor<4x128xf32> {
  %init = tensor.empty() : tensor<4x128xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<4x128xf32>)
      outs(%init : tensor<4x128xf32>) -> tensor<4x128xf32>
  return %y : tensor<4x128xf32>
}
)mlir";

class StrategiesTest : public ::testing::Test {
protected:
  StrategiesTest() {
    DialectRegistry registry;
    registerHTAMDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }
  func::FuncOp parse(const char *text) {
    module = parseSourceString<ModuleOp>(text, &context);
    if (!module)
      return nullptr;
    func::FuncOp f;
    module->walk([&](func::FuncOp op) { f = op; });
    return f;
  }
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST(TemplateParamsTest, ParseAndPrint) {
  TemplateParams p;
  EXPECT_TRUE(p.parseItem("block=256"));
  EXPECT_TRUE(p.parseItem("kind=softmax"));
  EXPECT_FALSE(p.parseItem("block"));
  EXPECT_FALSE(p.parseItem("=3"));
  EXPECT_EQ(p.getInt("block", 0), 256);
  EXPECT_EQ(p.getInt("kind", 7), 7);
  EXPECT_EQ(p.getString("kind", ""), "softmax");
  EXPECT_EQ(p.str(), "block=256,kind=softmax");
}

TEST(RegistryTest, CardIdsAreRegistered) {
  for (llvm::StringRef id :
       {"tpl_elementwise_fused", "tpl_elementwise_grid_stride",
        "tpl_elementwise_vec4", "tpl_reduce_warp_per_row",
        "tpl_reduce_block_per_row", "tpl_reduce_subwarp_rows",
        "tpl_reduce_split_two_pass", "tpl_row_norm_fused",
        "tpl_matmul_register_tile", "tpl_matmul_swizzle",
        "tpl_static_shape_constants", "tpl_row_softmax_online",
        "tpl_row_layernorm_welford", "tpl_matmul_cp_async",
        "tpl_conv_implicit_gemm", "lib_cudnn_conv",
        "lib_cudnn_conv_plus_fused_kernel", "tpl_row_softmax_resident",
        "tpl_row_norm_resident"})
    EXPECT_NE(lookupStrategyTemplate(id), nullptr) << id.str();
  EXPECT_EQ(lookupStrategyTemplate("tpl_nope"), nullptr);
}

TEST_F(StrategiesTest, ElementwiseLaunchConvention) {
  func::FuncOp f = parse(kSwish);
  ASSERT_TRUE(f);
  std::string error;
  FailureOr<GeneratedKernel> k =
      generateKernelQuiet(f, "tpl_elementwise_vec4", {}, error);
  ASSERT_TRUE(succeeded(k)) << error;
  ASSERT_EQ(k->launches.size(), 1u);
  const KernelLaunch &l = k->launches[0];
  ASSERT_EQ(l.params.size(), 2u);
  EXPECT_FALSE(l.params[0].scratch);
  EXPECT_EQ(l.params[0].index, 0u); // the argument
  EXPECT_EQ(l.params[1].index, 1u); // the result
  EXPECT_NE(k->source.find("expf("), std::string::npos);
  EXPECT_EQ(k->source.find("__expf("), std::string::npos);
  EXPECT_TRUE(k->compileOptions.empty());
  EXPECT_FALSE(k->usesVendorLibrary);
  KernelSource src = k->toKernelSource("swish");
  EXPECT_EQ(src.launches.size(), 1u);
  EXPECT_EQ(src.text, k->source);
}

TEST_F(StrategiesTest, FastMathIsOptIn) {
  func::FuncOp f = parse(kSwish);
  ASSERT_TRUE(f);
  TemplateParams p;
  p.set("fast_math", "1");
  std::string error;
  FailureOr<GeneratedKernel> k =
      generateKernelQuiet(f, "tpl_elementwise_fused", p, error);
  ASSERT_TRUE(succeeded(k)) << error;
  EXPECT_NE(k->source.find("__expf("), std::string::npos);
  ASSERT_EQ(k->compileOptions.size(), 1u);
  EXPECT_EQ(k->compileOptions[0], "-use_fast_math");
}

TEST_F(StrategiesTest, SupportFollowsTheStructure) {
  func::FuncOp f = parse(kSoftmax);
  ASSERT_TRUE(f);
  std::string why;
  EXPECT_TRUE(templateSupports("tpl_row_norm_fused", f, &why)) << why;
  EXPECT_FALSE(templateSupports("tpl_elementwise_fused", f, &why));
  EXPECT_EQ(why, "the task has reductions");
  EXPECT_FALSE(templateSupports("tpl_matmul_register_tile", f, &why));
  std::string error;
  FailureOr<GeneratedKernel> k =
      generateKernelQuiet(f, "tpl_reduce_block_per_row", {}, error);
  ASSERT_TRUE(succeeded(k)) << error;
  // max and sum into scratch, then the normalize kernel.
  EXPECT_EQ(k->launches.size(), 3u);
  EXPECT_EQ(k->scratchBytes.size(), 2u);
}

TEST_F(StrategiesTest, RankingIsDeterministic) {
  func::FuncOp f = parse(kSwish);
  ASSERT_TRUE(f);
  OperatorTask task = analyzeOperatorTask(f);
  std::vector<TemplateParams> a =
      rankParameterConfigs("tpl_elementwise_vec4", task, {}, 4);
  std::vector<TemplateParams> b =
      rankParameterConfigs("tpl_elementwise_vec4", task, {}, 4);
  ASSERT_EQ(a.size(), 4u);
  for (size_t i = 0; i < a.size(); ++i)
    EXPECT_EQ(a[i].str(), b[i].str());
  EXPECT_EQ(a[0].getInt("vec_width", 0), 4);
  // A card's own space replaces the template's.
  std::vector<TemplateParams> c = rankParameterConfigs(
      "tpl_elementwise_vec4", task, {ParamDomain{"block", {"128", "256"}}}, 8);
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].str(), "block=256");
}

/// ConvTranspose2d(2, 3, 3, stride=2, padding=1, output_padding=1) in the
/// suite's form, then a bias and a ReLU.
const char *kConvTransposeBias = R"mlir(
func.func @ct(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>,
              %b: tensor<3xf32>) -> tensor<1x3x8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x2x10x10xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<1x2x10x10xf32>) -> tensor<1x2x10x10xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + 1, d3 * 2 + 1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xf32>) outs(%f2 : tensor<1x2x10x10xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x2x10x10xf32>
  %e3 = tensor.empty() : tensor<3x2x3x3xf32>
  %wf = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, -d2 + 2, -d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w : tensor<2x3x3x3xf32>) outs(%e3 : tensor<3x2x3x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3x2x3x3xf32>
  %e4 = tensor.empty() : tensor<1x3x8x8xf32>
  %f5 = linalg.fill ins(%c0 : f32) outs(%e4 : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %wf : tensor<1x2x10x10xf32>, tensor<3x2x3x3xf32>) outs(%f5 : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %e6 = tensor.empty() : tensor<1x3x8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<1x3x8x8xf32>, tensor<3xf32>) outs(%e6 : tensor<1x3x8x8xf32>) {
  ^bb0(%c: f32, %bb: f32, %o: f32):
    %s = arith.addf %c, %bb : f32
    %m = arith.maximumf %s, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<1x3x8x8xf32>
  return %r : tensor<1x3x8x8xf32>
}
)mlir";

TEST_F(StrategiesTest, CudnnTransposedConvPlan) {
  func::FuncOp f = parse(kConvTransposeBias);
  ASSERT_TRUE(f);
  std::string why;
  EXPECT_FALSE(templateSupports("lib_cudnn_conv", f, &why));
  EXPECT_NE(why.find("ops besides the convolution need kernels"),
            std::string::npos)
      << why;
  std::string error;
  FailureOr<GeneratedKernel> k =
      generateKernelQuiet(f, "lib_cudnn_conv_plus_fused_kernel", {}, error);
  ASSERT_TRUE(succeeded(k)) << error;
  EXPECT_TRUE(k->usesVendorLibrary);
  ASSERT_EQ(k->launches.size(), 2u);
  // dy = x (2 channels), dx = the result (3 channels), the weight as stored.
  EXPECT_EQ(k->launches[0].str(),
            "lib=cudnn.conv_bwd_data,n=1,c=3,k=2,in=8x8,ker=3x3,out=4x4,"
            "pad=1x1,stride=2x2,dil=1x1,groups=1,algo=0,bias=0,"
            "params=0:1:s0");
  EXPECT_FALSE(k->launches[1].isLibraryCall());
  ASSERT_EQ(k->scratchBytes.size(), 1u);
  EXPECT_EQ(k->scratchBytes[0], 3 * 64 * 4);
}

// emitKernel writes cuDNN steps as runtime calls and extractLaunchPlan reads
// them back unchanged (bias operand, scratch operands, 3-D sizes).
TEST_F(StrategiesTest, CudnnStepsRoundTrip) {
  func::FuncOp f = parse(kConvTransposeBias);
  ASSERT_TRUE(f);
  EmittedKernel kernel;
  kernel.usesVendorLibrary = true;
  kernel.scratchBytes = {3 * 64 * 4};
  for (llvm::StringRef text :
       {"lib=cudnn.conv_bwd_data,n=1,c=3,k=2,in=8x8,ker=3x3,out=4x4,"
        "pad=1x1,stride=2x2,dil=1x1,groups=1,algo=1,bias=1,"
        "params=0:1:s0:2",
        "lib=cudnn.conv_fwd,n=1,c=3,k=3,in=8x8,ker=1x1,out=8x8,pad=0x0,"
        "stride=1x1,dil=1x1,groups=3,algo=0,bias=0,params=s0:1:3"}) {
    auto step = parseKernelLaunch(text, "");
    ASSERT_TRUE(static_cast<bool>(step)) << llvm::toString(step.takeError());
    kernel.launches.push_back(*step);
  }
  ASSERT_TRUE(succeeded(emitKernel(f, kernel)));
  FailureOr<LaunchPlan> plan = extractLaunchPlan(f);
  ASSERT_TRUE(succeeded(plan));
  ASSERT_EQ(plan->kernel.launches.size(), 2u);
  for (size_t i = 0; i < 2; ++i)
    EXPECT_EQ(plan->kernel.launches[i].str(), kernel.launches[i].str());
  ASSERT_EQ(plan->kernel.scratchBytes.size(), 1u);
  EXPECT_GE(plan->kernel.scratchBytes[0], 3 * 64 * 4);
}

const char *kSoftmaxLongRows = R"mlir(
func.func @softmax(%x: tensor<64x393216xf32>) -> tensor<64x393216xf32> {
  %init = tensor.empty() : tensor<64x393216xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<64x393216xf32>)
      outs(%init : tensor<64x393216xf32>) -> tensor<64x393216xf32>
  return %y : tensor<64x393216xf32>
}
)mlir";

// The row-resident search offers only configurations whose row fits on
// chip: every ranked configuration generates, rows of 1.5 MiB need a
// cluster (auto first), short rows are kept in registers.
TEST_F(StrategiesTest, ResidentRankingOffersOnlyRowsThatFit) {
  func::FuncOp f = parse(kSoftmaxLongRows);
  ASSERT_TRUE(f);
  OperatorTask task = analyzeOperatorTask(f);
  std::vector<TemplateParams> ranked =
      rankParameterConfigs("tpl_row_softmax_resident", task, {}, 100);
  // Warp-per-row configurations and clusters of 1, 2 or 4 CTAs cannot hold
  // the row: 4 blocks x 2 widths x {auto, 8, 16} remain of 96.
  EXPECT_EQ(ranked.size(), 24u);
  EXPECT_EQ(ranked[0].getInt("cluster", -1), 0);
  EXPECT_EQ(ranked[0].getInt("block", 0), 1024);
  for (const TemplateParams &p : ranked) {
    EXPECT_EQ(p.getInt("lanes_per_row", -1), 0) << p.str();
    EXPECT_NE(p.getInt("cluster", -1), 1) << p.str();
    std::string error;
    FailureOr<GeneratedKernel> k =
        generateKernelQuiet(f, "tpl_row_softmax_resident", p, error);
    ASSERT_TRUE(succeeded(k)) << p.str() << ": " << error;
    EXPECT_NE(k->source.find("__cluster_dims__("), std::string::npos);
  }
  func::FuncOp small = parse(kSoftmax);
  ASSERT_TRUE(small);
  std::string error;
  FailureOr<GeneratedKernel> k =
      generateKernelQuiet(small, "tpl_row_softmax_resident", {}, error);
  ASSERT_TRUE(succeeded(k)) << error;
  EXPECT_EQ(k->source.find("__cluster_dims__("), std::string::npos);
  EXPECT_NE(k->note.find("row-resident in registers"), std::string::npos);
}

} // namespace
