//===- GatherTableTest.cpp - The gather's per-K table against the map -----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// planGatherTable (lib/Strategies/GatherTable.h) splits every address and
// padding bound of a convolution's im2col read into a row share and a K
// share. For random convolutions (strides, dilations, asymmetric pads,
// groups, channel-last, a fused elementwise producer) every (row, k) point
// is checked: the table's bounds say "inside the input" exactly where the
// indexing map (evaluated by MLIR) lands inside it, and there the table's
// address (row share + K share) is the map's linearized index. The float4
// decision is checked against the addresses of each aligned run of 4.
//
//===----------------------------------------------------------------------===//

#include "GatherTable.h"

#include "htam/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <random>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

/// One random convolution: 2-D, NCHW (optionally grouped) or NHWC.
struct ConvShape {
  int64_t n, g, c, h, w, f, kh, kw, sh, sw, dh, dw, ph0, ph1, pw0, pw1;
  bool nhwc, relu;
  int64_t oh() const { return (h + ph0 + ph1 - dh * (kh - 1) - 1) / sh + 1; }
  int64_t ow() const { return (w + pw0 + pw1 - dw * (kw - 1) - 1) / sw + 1; }
};

/// The task as a linalg.generic reading the padded input (of an optional
/// ReLU producer). Loops: n, [g], f, oh, ow, c, kh, kw (NCHW) or n, oh, ow,
/// f, kh, kw, c (NHWC).
std::string convText(const ConvShape &s) {
  std::string xs, ps, lows, highs, inMap, flMap, outMap, ys, iters, fs;
  auto dims = [](std::initializer_list<int64_t> d) {
    std::string r;
    for (int64_t v : d)
      r += std::to_string(v) + "x";
    return r;
  };
  const int64_t hp = s.h + s.ph0 + s.ph1, wp = s.w + s.pw0 + s.pw1;
  std::string hi = llvm::formatv("oh * {0} + kh * {1}", s.sh, s.dh).str();
  std::string wi = llvm::formatv("ow * {0} + kw * {1}", s.sw, s.dw).str();
  if (s.nhwc) {
    xs = dims({s.n, s.h, s.w, s.c});
    ps = dims({s.n, hp, wp, s.c});
    lows = llvm::formatv("0, {0}, {1}, 0", s.ph0, s.pw0);
    highs = llvm::formatv("0, {0}, {1}, 0", s.ph1, s.pw1);
    std::string l = "(n, oh, ow, f, kh, kw, c)";
    inMap = l + " -> (n, " + hi + ", " + wi + ", c)";
    flMap = l + " -> (f, kh, kw, c)";
    outMap = l + " -> (n, oh, ow, f)";
    fs = dims({s.f, s.kh, s.kw, s.c});
    ys = dims({s.n, s.oh(), s.ow(), s.f});
    iters = R"("parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction")";
  } else if (s.g > 1) {
    xs = dims({s.n, s.g, s.c, s.h, s.w});
    ps = dims({s.n, s.g, s.c, hp, wp});
    lows = llvm::formatv("0, 0, 0, {0}, {1}", s.ph0, s.pw0);
    highs = llvm::formatv("0, 0, 0, {0}, {1}", s.ph1, s.pw1);
    std::string l = "(n, g, f, oh, ow, c, kh, kw)";
    inMap = l + " -> (n, g, c, " + hi + ", " + wi + ")";
    flMap = l + " -> (g, f, c, kh, kw)";
    outMap = l + " -> (n, g, f, oh, ow)";
    fs = dims({s.g, s.f, s.c, s.kh, s.kw});
    ys = dims({s.n, s.g, s.f, s.oh(), s.ow()});
    iters = R"("parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction")";
  } else {
    xs = dims({s.n, s.c, s.h, s.w});
    ps = dims({s.n, s.c, hp, wp});
    lows = llvm::formatv("0, 0, {0}, {1}", s.ph0, s.pw0);
    highs = llvm::formatv("0, 0, {0}, {1}", s.ph1, s.pw1);
    std::string l = "(n, f, oh, ow, c, kh, kw)";
    inMap = l + " -> (n, c, " + hi + ", " + wi + ")";
    flMap = l + " -> (f, c, kh, kw)";
    outMap = l + " -> (n, f, oh, ow)";
    fs = dims({s.f, s.c, s.kh, s.kw});
    ys = dims({s.n, s.f, s.oh(), s.ow()});
    iters = R"("parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction")";
  }
  const size_t rank = s.g > 1 ? 5 : 4;
  std::string id = "(a, b, c, d" + std::string(rank == 5 ? ", e" : "") +
                   ") -> (a, b, c, d" + std::string(rank == 5 ? ", e" : "") +
                   ")";
  std::string par = R"("parallel", "parallel", "parallel", "parallel")";
  if (rank == 5)
    par += R"(, "parallel")";
  std::string src = "%x";
  std::string relu;
  if (s.relu) {
    relu = llvm::formatv(R"(
  %e0 = tensor.empty() : tensor<{0}f32>
  %r = linalg.generic {{indexing_maps = [affine_map<{1}>, affine_map<{1}>],
                       iterator_types = [{2}]}
      ins(%x : tensor<{0}f32>) outs(%e0 : tensor<{0}f32>) {{
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<{0}f32>)",
                         xs, id, par)
               .str();
    src = "%r";
  }
  std::string padArgs = rank == 5 ? "%i: index, %j: index, %k: index, %l: "
                                    "index, %q: index"
                                  : "%i: index, %j: index, %k: index, %l: "
                                    "index";
  return llvm::formatv(R"(
func.func @conv(%x: tensor<{0}f32>, %w: tensor<{1}f32>) -> tensor<{2}f32> {{
  %zero = arith.constant 0.0 : f32{3}
  %p = tensor.pad {4} low[{5}] high[{6}] {{
  ^bb0({7}):
    tensor.yield %zero : f32
  } : tensor<{0}f32> to tensor<{8}f32>
  %e = tensor.empty() : tensor<{2}f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<{2}f32>) -> tensor<{2}f32>
  %y = linalg.generic {{indexing_maps = [affine_map<{9}>, affine_map<{10}>, affine_map<{11}>],
                       iterator_types = [{12}]}
      ins(%p, %w : tensor<{8}f32>, tensor<{1}f32>) outs(%acc : tensor<{2}f32>) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.mulf %a, %b : f32
    %u = arith.addf %o, %t : f32
    linalg.yield %u : f32
  } -> tensor<{2}f32>
  return %y : tensor<{2}f32>
}
)",
                       xs, fs, ys, relu, src, lows, highs, padArgs, ps, inMap,
                       flMap, outMap, iters)
      .str();
}

class GatherTableTest : public ::testing::Test {
protected:
  GatherTableTest() {
    DialectRegistry registry;
    registerHTAMDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }
  MLIRContext context;
};

/// Calls `body` at every point of the loops `dims` (ranges `ranges`),
/// set in `loops`.
void forEachPoint(ArrayRef<int64_t> ranges, ArrayRef<unsigned> dims,
                  SmallVector<int64_t> &loops,
                  llvm::function_ref<void()> body, unsigned i = 0) {
  if (i == dims.size()) {
    body();
    return;
  }
  for (int64_t v = 0; v < ranges[dims[i]]; ++v) {
    loops[dims[i]] = v;
    forEachPoint(ranges, dims, loops, body, i + 1);
  }
}

/// Checks the table of one convolution at every (row, k) point; returns
/// the number of points checked.
int64_t checkConv(MLIRContext &context, const ConvShape &s) {
  std::string text = convText(s);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  EXPECT_TRUE(module) << text;
  if (!module)
    return 0;
  linalg::GenericOp conv;
  module->walk([&](linalg::GenericOp g) {
    if (g.getNumReductionLoops())
      conv = g;
  });
  AffineMap aMap = conv.getMatchingIndexingMap(conv.getDpsInputOperand(0));
  std::string why;
  std::optional<GatherTable> t =
      planGatherTable(conv.getDpsInputs()[0], aMap.getResults(),
                      conv.getNumLoops(), [](Value) { return false; }, why);
  EXPECT_TRUE(t.has_value()) << why << "\n" << text;
  if (!t)
    return 0;
  EXPECT_EQ(t->reads.size(), 1u);
  EXPECT_EQ(t->direct, !s.relu);
  // Loops not in the row share: the K loops (the last three); the output
  // channel (f) is in neither, and A must not depend on it.
  const unsigned nl = conv.getNumLoops();
  SmallVector<unsigned> kDims = {nl - 3, nl - 2, nl - 1};
  unsigned fDim = s.nhwc ? 3 : (s.g > 1 ? 2 : 1);
  SmallVector<unsigned> rowDims;
  for (unsigned d = 0; d < nl - 3; ++d)
    if (d != fDim)
      rowDims.push_back(d);
  for (unsigned i = 0; i < t->words(); ++i)
    EXPECT_EQ(t->form(i).coeff[fDim], 0);
  SmallVector<int64_t> ranges = conv.getStaticLoopRanges();
  auto padType = cast<RankedTensorType>(conv.getDpsInputs()[0].getType());
  SmallVector<int64_t> src(padType.getShape());
  SmallVector<int64_t> lows(src.size(), 0);
  const unsigned hDim = s.nhwc ? 1 : src.size() - 2, wDim = hDim + 1;
  lows[hDim] = s.ph0;
  lows[wDim] = s.pw0;
  src[hDim] = s.h;
  src[wDim] = s.w;
  int64_t points = 0;
  SmallVector<int64_t> loops(nl, 0);
  // Every output pixel (and batch, group) at f = 0, every K index.
  forEachPoint(ranges, rowDims, loops, [&] {
    SmallVector<int64_t> rowShare;
    for (unsigned i = 0; i < t->words(); ++i)
      rowShare.push_back(t->form(i).part(rowDims, true).eval(loops));
    forEachPoint(ranges, kDims, loops, [&] {
      SmallVector<int64_t> idx = aMap.compose(loops);
      bool inside = true;
      int64_t off = 0;
      for (size_t d = 0; d < idx.size(); ++d) {
        int64_t i = idx[d] - lows[d];
        inside &= i >= 0 && i < src[d];
        off = off * src[d] + i;
      }
      bool tableInside = true;
      for (unsigned b = 0; b < t->bounds.size(); ++b) {
        unsigned word = t->reads.size() + b;
        int64_t i = rowShare[word] +
                    t->form(word).part(kDims, false).eval(loops);
        tableInside &= i >= 0 && i < t->bounds[b].size;
      }
      EXPECT_EQ(tableInside, inside);
      if (inside) {
        EXPECT_EQ(rowShare[0] + t->form(0).part(kDims, false).eval(loops),
                  off);
      }
      ++points;
    });
  });
  // float4: only channel-last with C % 4 == 0 (no pad on C), and then
  // every aligned run of 4 K indices is 4 consecutive, aligned addresses.
  std::string noVec;
  bool vec = gatherVec4(*t, kDims.back(), ranges[kDims.back()], noVec);
  EXPECT_EQ(vec, s.nhwc && !s.relu && s.c % 4 == 0) << noVec;
  if (vec) {
    std::fill(loops.begin(), loops.end(), 0);
    forEachPoint(ranges, rowDims, loops, [&] {
      forEachPoint(ranges, {kDims[0], kDims[1]}, loops, [&] {
        for (int64_t c = 0; c < s.c; c += 4) {
          loops[kDims[2]] = c;
          int64_t base = t->form(0).eval(loops);
          EXPECT_EQ(base % 4, 0);
          for (int64_t e = 1; e < 4; ++e) {
            loops[kDims[2]] = c + e;
            EXPECT_EQ(t->form(0).eval(loops), base + e);
          }
        }
      });
    });
  }
  return points;
}

TEST_F(GatherTableTest, TableMatchesTheMapOnRandomConvolutions) {
  std::mt19937 rng(20261202);
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  int64_t points = 0;
  for (int trial = 0; trial < 24; ++trial) {
    ConvShape s{};
    s.nhwc = trial % 4 == 3;
    s.g = !s.nhwc && trial % 4 == 2 ? pick(2, 3) : 1;
    s.relu = trial % 3 == 1;
    s.n = pick(1, 2);
    s.c = s.nhwc ? (trial % 8 == 3 ? 6 : 4 * pick(1, 2)) : pick(1, 5);
    s.f = pick(1, 3);
    s.kh = pick(1, 3);
    s.kw = pick(1, 3);
    s.sh = pick(1, 3);
    s.sw = pick(1, 2);
    s.dh = pick(1, 2);
    s.dw = pick(1, 3);
    s.ph0 = pick(0, 2);
    s.ph1 = pick(0, 2);
    s.pw0 = pick(0, 2);
    s.pw1 = pick(0, 1);
    s.h = s.dh * (s.kh - 1) + pick(1, 6);
    s.w = s.dw * (s.kw - 1) + pick(1, 6);
    points += checkConv(context, s);
  }
  EXPECT_GT(points, 1000);
}

TEST_F(GatherTableTest, NonLinearIndicesAreRefused) {
  // A read through a collapse_shape delinearizes: no linear form.
  const char *text = R"(
func.func @f(%x: tensor<2x6xf32>) -> tensor<12xf32> {
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  return %c : tensor<12xf32>
}
)";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
  ASSERT_TRUE(module);
  Value c;
  module->walk([&](tensor::CollapseShapeOp op) { c = op.getResult(); });
  std::string why;
  AffineExpr d0 = getAffineDimExpr(0, &context);
  EXPECT_FALSE(planGatherTable(c, {d0}, 1, [](Value) { return false; }, why));
  EXPECT_FALSE(why.empty());
  EXPECT_FALSE(linearFormOf(d0 % 3, 1).has_value());
  EXPECT_FALSE(linearFormOf(d0 * d0, 1).has_value());
  std::optional<LinearForm> f = linearFormOf(d0 * 3 + 2 - d0, 1);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->coeff[0], 2);
  EXPECT_EQ(f->constant, 2);
}

} // namespace
