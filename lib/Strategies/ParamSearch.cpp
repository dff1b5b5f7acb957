//===- ParamSearch.cpp - The in-card parameter search ---------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// rankParameterConfigs: the Cartesian product of a template's parameter
// domains (or a card's), each configuration scored by a small deterministic
// model of the task's analysis (shapes, bytes, FLOPs, indexing maps),
// highest first; configurations that cannot implement the task are dropped.
//
//===----------------------------------------------------------------------===//

#include "htam/Strategies/Strategies.h"

#include "RowResident.h"
#include "WindowIndex.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/STLExtras.h"

#include <cmath>
#include <cstdio>
#include <limits>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

int64_t numelOf(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Distance of log2(v) from log2(target).
double logDist(double v, double target) {
  if (v <= 0 || target <= 0)
    return 8;
  return std::fabs(std::log2(v) - std::log2(target));
}

/// The task's pooling ops (those with an input to window over).
static SmallVector<linalg::LinalgOp> poolingOps(const OperatorTask &task) {
  SmallVector<linalg::LinalgOp> ops;
  for (const OpAnalysis &a : task.ops) {
    auto op = dyn_cast_or_null<linalg::LinalgOp>(a.op);
    if (op && a.opClass == OpClass::Pooling && op.getNumDpsInputs() > 0)
      ops.push_back(op);
  }
  return ops;
}

/// The most input dims one pooling window of the task spans (an index
/// that mixes a parallel and a reduction loop).
static unsigned windowedDims(const OperatorTask &task) {
  unsigned most = 0;
  for (linalg::LinalgOp op : poolingOps(task)) {
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    unsigned n = llvm::count_if(
        op.getMatchingIndexingMap(op.getDpsInputOperand(0)).getResults(),
        [&](AffineExpr e) { return mixesParallelAndReduction(e, iters); });
    most = std::max(most, n);
  }
  return most;
}

/// Whether the windows of neighbouring outputs share inputs along the
/// innermost dim, in some pooling op of `task`: the input index there is
/// `o * stride + k * dilation`, and the window spans more than the stride.
/// Without overlap (l1_45: window = stride = 11) several outputs per thread
/// reuse nothing and only spread each warp's loads over more memory.
static bool innermostWindowsOverlap(const OperatorTask &task) {
  for (linalg::LinalgOp op : poolingOps(task)) {
    AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
    if (map.getNumResults() == 0)
      continue;
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    // The coefficients of `o * stride + k * dilation`, per loop.
    llvm::SmallDenseMap<unsigned, int64_t> coeffs;
    int64_t offset = 0;
    if (!linearTerms(map.getResults().back(), 1, coeffs, offset) || offset)
      return true; // an index we cannot read: assume reuse
    int64_t stride = 0, span = 1;
    for (auto [loop, coeff] : coeffs) {
      if (iters[loop] == utils::IteratorType::parallel)
        stride = coeff;
      else if (!ShapedType::isDynamic(ranges[loop]))
        span += coeff * (ranges[loop] - 1);
    }
    if (stride == 0 || span > stride)
      return true;
  }
  return false;
}

/// A simple model: higher is better. It reads only the analysis (shapes,
/// bytes, FLOPs, the ops' indexing maps), so it is deterministic and cheap.
double scoreConfig(llvm::StringRef id, const OperatorTask &task,
                   const TemplateParams &p) {
  int64_t outNumel = 1, inner = 1;
  if (!task.outputShapes.empty()) {
    for (int64_t d : task.outputShapes.front())
      outNumel *= d;
    if (!task.outputShapes.front().empty())
      inner = task.outputShapes.front().back();
  }
  int64_t inNumel = 1;
  if (!task.inputShapes.empty()) {
    inNumel = 0;
    for (const auto &s : task.inputShapes) {
      int64_t n = 1;
      for (int64_t d : s)
        n *= d;
      inNumel = std::max(inNumel, n);
    }
  }
  // Elements reduced per output (rough).
  double rlen = outNumel ? double(inNumel) / double(outNumel) : 1;
  if (rlen < 1)
    rlen = 1;
  double s = 0;
  double sms = double(p.getInt("sm_count", 132));
  if (id.starts_with("lib_cublaslt_") || id.starts_with("lib_cudnn_conv")) {
    // The heuristic's order first (its rank 0 is its best estimate); the
    // GEMM or convolution dominates the time, so every algorithm comes
    // before another epilogue-kernel block size (on the H200 the transposed
    // 3-D convolution of l2_20 spent three steps on block sizes of algo 0).
    s -= 0.25 * double(p.getInt("algo", 0));
    if (p.has("block"))
      s -= logDist(double(p.getInt("block", 256)), 256);
  } else if (id == "tpl_elementwise_fused" ||
             id == "tpl_elementwise_grid_stride" ||
             id == "tpl_static_shape_constants" ||
             id == "lib_gemm_plus_fused_kernel") {
    s -= logDist(double(p.getInt("block", 256)), 256);
    if (p.has("waves"))
      s -= logDist(double(p.getInt("waves", 4)), outNumel >= (1 << 24) ? 4 : 2);
  } else if (id == "tpl_elementwise_vec4") {
    int64_t vw = p.getInt("vec_width", 4);
    s += inner % vw == 0 ? (vw == 4 ? 1.0 : 0.0) : -10;
    s -= logDist(double(p.getInt("block", 256)), 256);
    int64_t items = p.getInt("items_per_thread", 1);
    double wantItems = outNumel >= (int64_t(1) << 26)   ? 4
                       : outNumel >= (int64_t(1) << 22) ? 2
                                                        : 1;
    s -= 0.5 * logDist(double(items), wantItems);
    // The grid: capped at `waves` x resident blocks (a grid-stride loop), or
    // (0) one vector per thread like PyTorch's and the upstream lowering's
    // elementwise kernels, which ran 5-7% faster than the capped loop on the
    // suite's 1.6e9-element tasks (H200, 2026-11-30).
    // Below 2^26 elements the cap rarely binds and both grids are the same
    // kernel: the uncapped one goes last.
    if (p.has("waves")) {
      bool full = p.getInt("waves", 4) == 0;
      if (outNumel >= (int64_t(1) << 26))
        s += full ? 0.3 : 0.0;
      else
        s -= full ? 2.0 : 0.0;
    }
  } else if (id == "tpl_transpose_smem_tile") {
    // 32x32 tiles of 256 threads (4 rows each) first.
    s -= logDist(double(p.getInt("tile", 32)), 32);
    s -= 0.5 * logDist(double(p.getInt("block", 256)), 256);
  } else if (id == "tpl_reduce_warp_per_row") {
    s -= logDist(double(p.getInt("warps_per_block", 4)), 8);
  } else if (id == "tpl_reduce_block_per_row" || id == "tpl_row_norm_fused") {
    double want = std::min(1024.0, std::max(128.0, rlen / 16.0));
    s -= logDist(double(p.getInt("block", 256)), want);
  } else if (id == "tpl_row_softmax_online" ||
             id == "tpl_row_layernorm_welford" ||
             id == "tpl_row_softmax_resident" ||
             id == "tpl_row_norm_resident") {
    // A block per long row, a warp per short row; float4 when rows allow;
    // several blocks per row when there are fewer rows than SMs. Softmax
    // keeps the input's shape: its rows are then the innermost dim.
    double rowLen = outNumel == inNumel ? double(inner) : rlen;
    double rows = std::max(1.0, double(inNumel) / std::max(1.0, rowLen));
    // The row structure the template actually finds (e.g. LayerNorm rows
    // span several trailing dims): its note says "R rows of L".
    if (task.func) {
      std::string err;
      FailureOr<GeneratedKernel> k =
          generateKernelQuiet(task.func, id, TemplateParams(), err);
      size_t at =
          succeeded(k) ? k->note.find("fused row kernel: ") : std::string::npos;
      long long r = 0, l = 0;
      if (at != std::string::npos &&
          std::sscanf(k->note.c_str() + at,
                      "fused row kernel: %lld rows of %lld", &r, &l) == 2 &&
          r > 0 && l > 0) {
        rows = double(r);
        // The statistics' rows: logsumexp results have rows of one element.
        rowLen = l > 1 ? double(l) : std::max(1.0, double(inNumel) / rows);
      }
    }
    bool warp = rowLen <= 1024 && rows >= 2 * sms;
    rlen = rowLen;
    if (id.ends_with("_resident")) {
      // A block per row, a warp per short row; about 4 vectors per thread
      // (registers); the smallest cluster that holds the row (auto).
      s -= 2 * std::fabs((p.getInt("lanes_per_row", 0) == 32) - double(warp));
      double want = std::min(1024.0, std::max(128.0, rlen / 16.0));
      s -= logDist(double(p.getInt("block", 256)), want);
      s -= (p.getInt("vec_width", 4) == 4) == (inner % 4 == 0) ? 0 : 1;
      s -= p.getInt("cluster", 0) == 0 ? 0 : 0.5;
      // Configurations whose row does not fit on chip are not candidates.
      int64_t lanes = p.getInt("lanes_per_row", 0);
      int64_t block = p.getInt("block", 256);
      int64_t width = p.getInt("vec_width", 4) == 4 && inner % 4 == 0 ? 4 : 1;
      std::string why;
      int64_t len = int64_t(rowLen);
      if (len % width != 0 ||
          failed(planResidentRow(len, width, block, lanes ? lanes : block,
                                 p.getInt("cluster", 0),
                                 ResidentStorage::Auto, why)))
        return -std::numeric_limits<double>::infinity();
      return s;
    }
    bool split = rows < sms && rowLen >= 8192;
    s -= 2 * std::fabs((p.getInt("splits", 1) == 0) - double(split));
    s -= 2 * std::fabs((p.getInt("lanes_per_row", 0) == 32) - double(warp));
    double want = std::min(1024.0, std::max(128.0, rlen / 32.0));
    s -= logDist(double(p.getInt("block", 256)), want);
    s -= (p.getInt("vec_width", 4) == 4) == (inner % 4 == 0) ? 0 : 1;
  } else if (id == "tpl_pool_window") {
    double want = innermostWindowsOverlap(task) ? 4 : 1;
    s -= logDist(double(p.getInt("outputs", 4)), want);
    s -= 0.5 * logDist(double(p.getInt("block", 256)), 256);
  } else if (id == "tpl_pool_tile") {
    // Windows along one dim: long rows of outputs; over two: a few rows of
    // a moderate width, so the region's halo rows stay a small share.
    bool twoDims = windowedDims(task) >= 2;
    s -= logDist(double(p.getInt("tile_cols", 256)), twoDims ? 128 : 1024);
    s -= logDist(double(p.getInt("tile_rows", 8)), twoDims ? 8 : 1);
    // 128 threads: twice the blocks per SM with their copies in flight,
    // and over two dims twice the adjacent outputs per thread in the
    // full-tile loop (on the H200, 3 to 7% ahead of 256 on l1_41, l1_42
    // and l1_44).
    s -= 0.5 * logDist(double(p.getInt("block", 256)), 128);
  } else if (id == "tpl_reduce_subwarp_rows") {
    double want = std::min(
        16.0, std::max(1.0, std::exp2(std::floor(std::log2(rlen / 4.0)))));
    s -= logDist(double(p.getInt("lanes_per_row", 8)), want);
  } else if (id == "tpl_reduce_split_two_pass") {
    double rows = std::max<double>(1, double(outNumel));
    double want = std::max(4.0, 2.0 * sms / rows);
    s -= logDist(double(p.getInt("splits", 8)), want);
  } else if (id == "tpl_matmul_register_tile") {
    int64_t m = 1, n = 1;
    if (!task.outputShapes.empty() && task.outputShapes.front().size() >= 2) {
      const auto &o = task.outputShapes.front();
      m = o[o.size() - 2];
      n = o.back();
    }
    double want = (m >= 1024 && n >= 1024) ? 8 : 4;
    s -= logDist(double(p.getInt("tm", 8)), want);
    s -= logDist(double(p.getInt("tn", 8)), want);
  } else if (id == "tpl_conv_implicit_gemm") {
    // 8x8 micro-tiles when the GEMM is large (M = N*OH*OW, N = OC).
    int64_t oc = 1, m = 1;
    if (!task.outputShapes.empty() && task.outputShapes.front().size() >= 2) {
      const auto &o = task.outputShapes.front();
      oc = o[1];
      m = numelOf(o) / std::max<int64_t>(1, oc);
    }
    s -= logDist(double(p.getInt("tm", 8)), m >= 1024 ? 8 : 4);
    s -= logDist(double(p.getInt("tn", 8)), oc >= 128 ? 8 : 4);
    s -= 0.25 * logDist(double(p.getInt("group_m", 1)), 1);
  } else if (id == "tpl_matmul_cp_async") {
    int64_t k = 1;
    if (!task.inputShapes.empty() && !task.inputShapes.front().empty())
      k = task.inputShapes.front().back();
    // 3 stages hide the load latency at 2 blocks per SM; BK 8 keeps two
    // blocks' tiles within shared memory; swizzle for large operands.
    s -= logDist(double(p.getInt("stages", 3)), 3);
    s -= 0.5 * logDist(double(p.getInt("bk", 8)), k >= 64 ? 8 : 16);
    int64_t bytes = task.cost ? task.cost->bytes() : 0;
    s -= 0.5 * logDist(double(p.getInt("group_m", 8)),
                       bytes > (int64_t(64) << 20) ? 8 : 1);
  } else if (id == "tpl_gemm_wgmma_3xtf32" ||
             id == "tpl_gemm_wgmma_3xtf32_gather") {
    // Two consumer warp groups and 3 stages were fastest on the H200
    // (docs/STRATEGIES.md); one for outputs of at most 64 rows (less
    // padding); swizzle for large operands.
    int64_t m = 1;
    if (!task.outputShapes.empty() && !task.outputShapes.front().empty())
      m = numelOf(task.outputShapes.front()) /
          std::max<int64_t>(1, task.outputShapes.front().back());
    s -= logDist(double(p.getInt("tile_m", 128)), m > 64 ? 128 : 64);
    s -= logDist(double(p.getInt("stages", 3)), 3);
    int64_t bytes = task.cost ? task.cost->bytes() : 0;
    s -= 0.5 * logDist(double(p.getInt("group_m", 8)),
                       bytes > (int64_t(64) << 20) ? 8 : 1);
    // Gathering A: two producer warp groups were 1.47x one on l2_1's conv.
    if (id == "tpl_gemm_wgmma_3xtf32_gather") {
      s -= logDist(double(p.getInt("producers", 2)), 2);
      // The per-K table replaces the div/mod of every element's address;
      // the address per element stays for comparison.
      if (p.getInt("k_table", 1) == 0)
        s -= 0.5;
    }
  } else if (id == "tpl_matmul_swizzle") {
    int64_t bytes = task.cost ? task.cost->bytes() : 0;
    s -= logDist(double(p.getInt("group_m", 8)),
                 bytes > (int64_t(64) << 20) ? 8 : 4);
  }
  // The reduction templates' scalar final kernel only after the vector one.
  if (id.starts_with("tpl_reduce_") && p.getInt("vec_final", 1) == 0)
    s -= 0.5;
  return s;
}

} // namespace

std::vector<TemplateParams>
mlir::htam::rankParameterConfigs(llvm::StringRef id, const OperatorTask &task,
                                 llvm::ArrayRef<ParamDomain> space,
                                 unsigned maxConfigs) {
  const StrategyTemplate *t = lookupStrategyTemplate(id);
  std::vector<ParamDomain> dims;
  if (!space.empty())
    dims.assign(space.begin(), space.end());
  else if (t)
    dims = t->space;
  // The Cartesian product, in a fixed order.
  std::vector<TemplateParams> configs(1);
  for (const ParamDomain &d : dims) {
    if (d.values.empty())
      continue;
    std::vector<TemplateParams> next;
    for (const TemplateParams &c : configs)
      for (const std::string &v : d.values) {
        TemplateParams n = c;
        n.set(d.name, v);
        next.push_back(n);
      }
    configs = std::move(next);
    if (configs.size() > 4096)
      break;
  }
  std::vector<std::pair<double, TemplateParams>> scored;
  for (const TemplateParams &c : configs) {
    double score = scoreConfig(id, task, c);
    // -inf: the configuration cannot implement the task.
    if (score != -std::numeric_limits<double>::infinity())
      scored.push_back({score, c});
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto &a, const auto &b) {
                     if (a.first != b.first)
                       return a.first > b.first;
                     return a.second.str() < b.second.str();
                   });
  std::vector<TemplateParams> out;
  for (auto &[s, c] : scored) {
    if (out.size() >= maxConfigs)
      break;
    out.push_back(c);
  }
  return out;
}
