//===- FusedRow.cpp - the fused row kernel --------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One kernel per row of the task's rows: reductions computed
// block-cooperatively once per row (online softmax and Welford pairs,
// row-resident copies, split rows and clusters).
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

/// The online pass of a (row max, row sum of exp(x - c)) pair at row level
/// of the fused row kernel: running (m, s) per lane (float4 loads when the
/// row allows), combined by shuffles and shared memory; then M = max(init,
/// m), c read, S = init + s * exp(m - c). When m or c is not finite (all
/// -inf rows, +inf or NaN inputs) S is recomputed by the exact two-pass
/// formula, so every special value matches the IR. Both results are
/// memoized at row level; returns the one read (`v`).
FailureOr<std::string> Plan::emitOnlinePair(Writer &w,
                                            const OnlineSoftmaxMatch &match,
                                            Value v, ArrayRef<std::string> idx,
                                            int64_t lanes, int64_t block) {
  OnlineSoftmaxMatch m = match;
  auto [functor, ident] = useOnlineSoftmax(m);
  if (lanes != block && lanes != 32)
    return fail("the online softmax needs a block or a full warp per row");
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(m.max, dims, sizes);
  int64_t rlen = numel(sizes);
  std::string mv = w.fresh("om"), sv = w.fresh("os");
  w.line("float " + mv + " = " + ident + ", " + sv + " = 0.0f;");
  if (curSplits > 1) {
    // Pass 1 (an earlier kernel): partial (m, s) of each row chunk.
    auto outType = cast<ShapedType>(m.max->getResult(0).getType());
    int64_t outs = numel(outType.getShape()), sp = curSplits;
    ParamRef partial{true, unsigned(scratch.size())};
    scratch.push_back(outs * sp * 2 * 4);
    {
      Writer wp(*this, entryName());
      std::string pp = wp.useParam(partial);
      wp.line("const " + idxType + " prow = (" + idxType + ")blockIdx.x / " +
              std::to_string(sp) + ";");
      wp.line("const int split = blockIdx.x % " + std::to_string(sp) + ";");
      wp.line("const int lane = threadIdx.x;");
      Strs pidx = wp.delinearize("prow", outType.getShape(), "p");
      wp.line("float pm = " + ident + ", ps = 0.0f;");
      FailureOr<Strs> px =
          openRowLoop(wp, m.max, m.x, m.xMap, pidx, block, sp, "split");
      if (failed(px))
        return failure();
      std::string pmx = (*px)[0];
      if (px->size() == 4)
        pmx = wp.decl("float", functor + "()(" + functor + "()(" + (*px)[0] +
                                   ", " + (*px)[1] + "), " + functor + "()(" +
                                   (*px)[2] + ", " + (*px)[3] + "))");
      std::string pmn = wp.decl("float", functor + "()(pm, " + pmx + ")");
      std::string pupd = "htam_online_rescale(ps, pm, " + pmn + ")";
      for (const std::string &x : *px)
        pupd += " + htam_online_term(" + x + ", " + pmn + ")";
      wp.line("ps = " + pupd + ";");
      wp.line("pm = " + pmn + ";");
      wp.close();
      wp.line("htam_online_block(pm, ps, " + functor + "(), " + ident + ");");
      wp.open("if (threadIdx.x == 0)");
      wp.line(pp + "[2 * blockIdx.x] = pm;");
      wp.line(pp + "[2 * blockIdx.x + 1] = ps;");
      wp.close();
      addKernel(wp, {unsigned(outs * sp), 1, 1}, unsigned(block));
    }
    // Every thread combines the partials of its row in the same order.
    std::string pp = w.useParam(partial);
    std::string lin = w.linearize(idx, outType.getShape());
    w.open("for (int q = 0; q < " + std::to_string(sp) + "; ++q)");
    w.line("htam_online_combine(" + mv + ", " + sv + ", " + pp + "[2 * ((" +
           lin + ") * " + std::to_string(sp) + " + q)], " + pp + "[2 * ((" +
           lin + ") * " + std::to_string(sp) + " + q) + 1], " + functor +
           "());");
    w.close();
  } else {
    FailureOr<Strs> loaded = openRowLoop(w, m.max, m.x, m.xMap, idx, lanes);
    if (failed(loaded))
      return failure();
    Strs xs = *loaded;
    std::string mx = xs[0];
    if (xs.size() == 4)
      mx = w.decl("float", functor + "()(" + functor + "()(" + xs[0] + ", " +
                               xs[1] + "), " + functor + "()(" + xs[2] + ", " +
                               xs[3] + "))");
    std::string mn = w.decl("float", functor + "()(" + mv + ", " + mx + ")");
    std::string upd = "htam_online_rescale(" + sv + ", " + mv + ", " + mn + ")";
    for (const std::string &x : xs)
      upd += " + htam_online_term(" + x + ", " + mn + ")";
    w.line(sv + " = " + upd + ";");
    w.line(mv + " = " + mn + ";");
    w.close();
    if (lanes == block)
      w.line("htam_online_block(" + mv + ", " + sv + ", " + functor + "(), " +
             ident + ");");
    else
      w.line("htam_online_warp(" + mv + ", " + sv + ", " + functor +
             "(), 32);");
  }
  // M, memoized before c is read (c is usually computed from M).
  FailureOr<std::string> initM = w.read(m.max.getDpsInits()[0], idx);
  if (failed(initM))
    return failure();
  std::string M =
      w.decl("float", functor + "()(" + *initM + ", " + mv + ")", "rowmax");
  w.remember(memoKey(m.max->getResult(0), idx), M);
  FailureOr<std::string> S = emitOnlineSum(
      w, m, parallelLoops(m.sum, idx), mv, sv,
      [&] { return w.read(m.sum.getDpsInits()[0], idx); }, "lane",
      std::to_string(rlen), std::to_string(lanes),
      rowReduce("%", "htam_op_add", "0.0f", lanes == block, 32));
  if (failed(S))
    return failure();
  w.remember(memoKey(m.sum->getResult(0), idx), *S);
  stats.numRowReductions += 2;
  stats.numOnlinePairs++;
  return v == m.max->getResult(0) ? M : *S;
}

FailureOr<Strs> Plan::openRowLoop(Writer &w, linalg::GenericOp op, Value x,
                                  AffineMap xMap, ArrayRef<std::string> idx,
                                  int64_t lanes, int64_t splits,
                                  StringRef split) {
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  int64_t rlen = numel(sizes);
  Strs loops = parallelLoops(op, idx);
  auto xType = cast<RankedTensorType>(x.getType());
  // float4 along the innermost reduction dim when it is x's contiguous dim.
  auto lastX = dyn_cast<AffineDimExpr>(xMap.getResults().back());
  bool vec = opts.rowVec == 4 && sizes.back() % 4 == 0 && lastX &&
             lastX.getPosition() == dims.back();
  std::string j = w.fresh("l_j");
  int64_t count = vec ? rlen / 4 : rlen;
  std::string begin = "lane", end = std::to_string(count);
  if (splits > 1) {
    // This block's chunk of the row.
    std::string ch = std::to_string(ceilDiv(count, splits));
    begin = split.str() + " * " + ch + " + lane";
    end = "(" + split.str() + " * " + ch + " + " + ch + " < " + end + " ? " +
          split.str() + " * " + ch + " + " + ch + " : " + end + ")";
  }
  w.open("for (" + idxType + " " + j + " = " + begin + "; " + j + " < " + end +
         "; " + j + " += " + std::to_string(lanes) + ")");
  Strs rv = w.delinearize(vec ? j + " * 4" : j, sizes, "l_q");
  for (auto [k, d] : llvm::enumerate(dims))
    loops[d] = rv[k];
  Strs xs;
  if (vec) {
    w.vecShape.assign(xType.getShape().begin(), xType.getShape().end());
    w.laneIdx.clear();
    for (int64_t l = 0; l < 4; ++l) {
      Strs ll = loops;
      if (l)
        ll[dims.back()] = "(" + rv.back() + " + " + std::to_string(l) + ")";
      FailureOr<Strs> li = w.applyMap(xMap, ll);
      if (failed(li))
        return failure();
      w.laneIdx.push_back(*li);
    }
    w.vecIndex = "(" + w.linearize(w.laneIdx[0], xType.getShape()) + ") / 4";
    for (int64_t l = 0; l < 4; ++l) {
      w.vecWidth = 4;
      FailureOr<std::string> xv = w.read(x, w.laneIdx[l]);
      w.vecWidth = 0;
      if (failed(xv))
        return failure();
      xs.push_back(*xv);
    }
    return xs;
  }
  FailureOr<std::string> xv = w.readAt(x, xMap, loops);
  if (failed(xv))
    return failure();
  xs.push_back(*xv);
  return xs;
}

/// The Welford pass of a (row sum, row sum of (x - c)^2) pair at row level
/// of the fused row kernel: per lane a plain sum (S1 keeps the IR's
/// semantics) and a Welford state (n, mean, M2) (four elements at a time
/// with float4 loads), merged by Chan's formula across lanes; then S1 =
/// init + sum, c read, S2 = init + M2 + n (mean - c)^2. Non-finite states
/// (inf/NaN inputs) recompute S2 by the exact formula. Both results are
/// memoized at row level; returns the one read (`v`).
FailureOr<std::string> Plan::emitWelfordPair(Writer &w,
                                             const WelfordMatch &match, Value v,
                                             ArrayRef<std::string> idx,
                                             int64_t lanes, int64_t block) {
  WelfordMatch m = match;
  if (extraPrelude.find("htam_welford_merge") == std::string::npos)
    extraPrelude += kCudaWelfordSource;
  if (lanes != block && lanes != 32)
    return fail("the Welford pass needs a block or a full warp per row");
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(m.sum, dims, sizes);
  int64_t rlen = numel(sizes);
  std::string n = w.fresh("wn"), mean = w.fresh("wm"), q = w.fresh("wq"),
              sum = w.fresh("ws");
  w.line("float " + n + " = 0.0f, " + mean + " = 0.0f, " + q + " = 0.0f, " +
         sum + " = 0.0f;");
  // One lane loop over (a chunk of) the row into (n, mean, M2, sum), then
  // the lanes merged.
  auto lanePass = [&](Writer &wr, ArrayRef<std::string> at, int64_t splits,
                      StringRef split, const std::string &n,
                      const std::string &mean, const std::string &q,
                      const std::string &sum) -> LogicalResult {
    FailureOr<Strs> xs =
        openRowLoop(wr, m.sum, m.x, m.xMap, at, lanes, splits, split);
    if (failed(xs))
      return failure();
    if (xs->size() == 4)
      wr.line("htam_welford_add4(" + n + ", " + mean + ", " + q + ", " +
              join(*xs, ", ") + ");");
    else
      wr.line("htam_welford_add(" + n + ", " + mean + ", " + q + ", " +
              (*xs)[0] + ");");
    for (const std::string &x : *xs)
      wr.line(sum + " += " + x + ";");
    wr.close();
    if (lanes == block) {
      wr.line("htam_welford_block(" + n + ", " + mean + ", " + q + ");");
      wr.line(rowReduce(sum, "htam_op_add", "0.0f", true, 32));
    } else {
      wr.line("htam_welford_warp(" + n + ", " + mean + ", " + q + ", 32);");
      wr.line(rowReduce(sum, "htam_op_add", "0.0f", false, 32));
    }
    return success();
  };
  if (curSplits > 1) {
    // Pass 1 (an earlier kernel): (n, mean, M2, sum) of each row chunk.
    auto outType = cast<ShapedType>(m.sum->getResult(0).getType());
    int64_t outs = numel(outType.getShape()), sp = curSplits;
    ParamRef partial{true, unsigned(scratch.size())};
    scratch.push_back(outs * sp * 4 * 4);
    {
      Writer wp(*this, entryName());
      std::string pp = wp.useParam(partial);
      wp.line("const " + idxType + " prow = (" + idxType + ")blockIdx.x / " +
              std::to_string(sp) + ";");
      wp.line("const int split = blockIdx.x % " + std::to_string(sp) + ";");
      wp.line("const int lane = threadIdx.x;");
      Strs pidx = wp.delinearize("prow", outType.getShape(), "p");
      wp.line("float pn = 0.0f, pm = 0.0f, pq = 0.0f, ps = 0.0f;");
      if (failed(lanePass(wp, pidx, sp, "split", "pn", "pm", "pq", "ps")))
        return failure();
      wp.open("if (threadIdx.x == 0)");
      wp.line(pp + "[4 * blockIdx.x] = pn;");
      wp.line(pp + "[4 * blockIdx.x + 1] = pm;");
      wp.line(pp + "[4 * blockIdx.x + 2] = pq;");
      wp.line(pp + "[4 * blockIdx.x + 3] = ps;");
      wp.close();
      addKernel(wp, {unsigned(outs * sp), 1, 1}, unsigned(block));
    }
    // Every thread merges the partials of its row in the same order.
    std::string pp = w.useParam(partial);
    std::string base = "4 * ((" + w.linearize(idx, outType.getShape()) +
                       ") * " + std::to_string(sp) + " + q)";
    w.open("for (int q = 0; q < " + std::to_string(sp) + "; ++q)");
    w.line("htam_welford_merge(" + n + ", " + mean + ", " + q + ", " + pp +
           "[" + base + "], " + pp + "[" + base + " + 1], " + pp + "[" + base +
           " + 2]);");
    w.line(sum + " += " + pp + "[" + base + " + 3];");
    w.close();
  } else if (failed(lanePass(w, idx, 1, "", n, mean, q, sum))) {
    return failure();
  }
  FailureOr<std::string> init1 = w.read(m.sum.getDpsInits()[0], idx);
  if (failed(init1))
    return failure();
  std::string S1 = w.decl("float", *init1 + " + " + sum, "rowsum");
  w.remember(memoKey(m.sum->getResult(0), idx), S1);
  Strs sqLoops = parallelLoops(m.sq, idx);
  FailureOr<std::string> c = w.readAt(m.c, m.cMap, sqLoops);
  if (failed(c))
    return failure();
  FailureOr<std::string> init2 = w.read(m.sq.getDpsInits()[0], idx);
  if (failed(init2))
    return failure();
  std::string S2 = w.fresh("rowsq");
  w.line("float " + S2 + ";");
  w.open("if (isfinite(" + mean + ") && isfinite(" + q + ") && isfinite(" + *c +
         "))");
  w.line(S2 + " = " + *init2 + " + (" + q + " + " + n + " * ((" + mean + " - " +
         *c + ") * (" + mean + " - " + *c + ")));");
  w.close();
  w.open("else");
  std::string part = w.fresh("red");
  w.line("float " + part + " = 0.0f;");
  if (failed(emitPartialLoop(w, m.sq, sqLoops, "lane", std::to_string(rlen),
                             std::to_string(lanes), part)))
    return failure();
  w.line(rowReduce(part, "htam_op_add", "0.0f", lanes == block, 32));
  w.line(S2 + " = " + *init2 + " + " + part + ";");
  w.close();
  w.remember(memoKey(m.sq->getResult(0), idx), S2);
  stats.numRowReductions += 2;
  stats.numWelfordPairs++;
  return v == m.sum->getResult(0) ? S1 : S2;
}

LogicalResult Plan::emitFusedRow() {
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  if (ret.getNumOperands() == 0)
    return fail("the task returns nothing");
  auto t0 = dyn_cast<RankedTensorType>(ret.getOperand(0).getType());
  if (!t0 || !t0.hasStaticShape())
    return fail("results must be static tensors");
  ArrayRef<int64_t> shape = t0.getShape();
  for (Value r : ret.getOperands())
    if (cast<ShapedType>(r.getType()).getShape() != shape)
      return fail("the fused row kernel needs results of one shape");
  int64_t rank = shape.size();
  std::string lastError, fitError;
  // Row-resident: the row kept on chip is a task argument of the results'
  // shape (its rows are the results' rows).
  std::optional<ParamRef> residentX;
  if (opts.rowResident) {
    for (BlockArgument a : func.getArguments())
      if (cast<ShapedType>(a.getType()).getShape() == shape) {
        residentX = ParamRef{false, a.getArgNumber()};
        break;
      }
    if (!residentX)
      return fail("no task argument has the results' shape (the resident "
                  "row is an input row of the result)");
  }
  // The fewest row dims that the reductions need: every row statistic is
  // then computed once.
  // The online softmax also takes rows of one element (logsumexp results).
  int64_t maxK = (opts.onlineSoftmax || opts.welford) ? rank : rank - 1;
  for (int64_t k = 0; k <= maxK; ++k) {
    error.clear();
    std::vector<std::string> savedKernels = kernels;
    auto savedLaunches = launches;
    auto savedScratch = scratch;
    auto savedMat = materialized;
    auto savedNotes = notes;
    int64_t rows = numel(shape.take_front(k));
    int64_t len = numel(shape.drop_front(k));
    int64_t block = opts.block;
    int64_t lanes = opts.rowLanes ? opts.rowLanes : block;
    int64_t rpb = block / lanes;
    const std::string &T = idxType;
    // Row-resident: the on-chip layout of a row (a cluster of CTAs per row
    // when one block cannot hold it).
    std::optional<ResidentLayout> lay;
    if (opts.rowResident) {
      if (k >= rank)
        continue;
      int64_t width = opts.rowVec == 4 && shape.back() % 4 == 0 ? 4 : 1;
      std::string why;
      FailureOr<ResidentLayout> l = planResidentRow(
          len, width, block, lanes, opts.residentCluster,
          ResidentStorage(opts.residentStorage), why);
      if (failed(l)) {
        fitError = why;
        continue;
      }
      lay = *l;
    }
    // Online softmax over few long rows: several blocks per row, each
    // writing its chunk (the row statistics come from pass-1 partials). A
    // resident row over a cluster: CTA `split` of the cluster holds chunk
    // `split`.
    int64_t splits = lay                ? lay->cluster
                     : lanes == block ? rowSplitsFor(rows, len, block)
                                      : 1;
    curSplits = lay ? 1 : splits;
    Writer w(*this, entryName());
    if (splits > 1) {
      w.line("const int split = blockIdx.x % " + std::to_string(splits) + ";");
      w.open("for (" + T + " r0 = (" + T + ")blockIdx.x / " +
             std::to_string(splits) + "; r0 < " + std::to_string(rows) +
             "; r0 += (" + T + ")gridDim.x / " + std::to_string(splits) + ")");
    } else {
      w.open("for (" + T + " r0 = (" + T + ")blockIdx.x * " +
             std::to_string(rpb) + "; r0 < " + std::to_string(rows) +
             "; r0 += (" + T + ")gridDim.x * " + std::to_string(rpb) + ")");
    }
    w.line(T + " row = r0 + threadIdx.x / " + std::to_string(lanes) + ";");
    w.line("const bool valid = row < " + std::to_string(rows) + ";");
    w.line("if (!valid) row = " + std::to_string(rows - 1) + ";");
    w.line("const int lane = threadIdx.x % " + std::to_string(lanes) + ";");
    Strs rowIdx = w.delinearize("row", shape.take_front(k), "p");
    // Row-resident loops: `it` walks this thread's vectors of the row (or of
    // its CTA's chunk); vector `it` is `elem`.
    std::string elem;
    unsigned clusterSlots = 0;
    auto openItems = [&](Writer &wr, StringRef var) {
      int64_t c = lay->cluster, cv = lay->chunkVecs;
      std::string base =
          c > 1 ? "split * " + std::to_string(cv) + " + " : std::string();
      wr.line(lay->shared ? "#pragma unroll 4" : "#pragma unroll");
      wr.open("for (int it = 0; it < " + std::to_string(lay->items) +
              "; ++it)");
      wr.line("const " + T + " " + var.str() + " = " + base + "lane + it * " +
              std::to_string(lanes) + ";");
      bool exact = cv * c == lay->rowVecs && cv % lanes == 0;
      if (!exact) {
        std::string end = std::to_string(lay->rowVecs);
        if (c > 1)
          end = "min(" + base + std::to_string(cv) + ", (" + T + ")" + end +
                ")";
        wr.open("if (" + var.str() + " < " + end + ")");
      }
    };
    auto closeItems = [&](Writer &wr) {
      if (lay->chunkVecs * lay->cluster != lay->rowVecs ||
          lay->chunkVecs % lanes != 0)
        wr.close();
      wr.close();
    };
    if (lay) {
      std::string vt = lay->width == 4 ? "float4" : "float";
      std::string xn = w.useParam(*residentX);
      w.line("// The row" + std::string(lay->cluster > 1 ? " chunk" : "") +
             ", read once from global memory and kept in " +
             (lay->shared ? "shared memory" : "registers") + ".");
      w.line("const " + vt + " *__restrict__ xrow = reinterpret_cast<const " +
             vt + " *>(" + xn + ") + (long long)row * " +
             std::to_string(lay->rowVecs) + ";");
      if (lay->shared) {
        w.line("extern __shared__ " + vt + " htam_row[];");
        std::string off =
            lay->rowsPerBlock > 1
                ? "(threadIdx.x / " + std::to_string(lanes) + ") * " +
                      std::to_string(lay->items * lanes) + " + "
                : std::string();
        elem = "htam_row[" + off + "it * " + std::to_string(lanes) + " + lane]";
      } else {
        w.line(vt + " xr[" + std::to_string(lay->items) + "];");
        elem = "xr[it]";
      }
      openItems(w, "l_v");
      if (lay->shared) {
        // Asynchronous copies (sm_80+): every vector of the thread in
        // flight at once, no register staging. Each thread reads back only
        // its own vectors, so waiting for its own copies is enough.
        w.line("asm volatile(\"cp.async." +
               std::string(lay->width == 4 ? "cg" : "ca") +
               ".shared.global [%0], [%1], " +
               std::to_string(lay->width * 4) +
               ";\" :: \"r\"((unsigned)__cvta_generic_to_shared(&" + elem +
               ")), \"l\"(xrow + l_v) : \"memory\");");
      } else {
        w.line(elem + " = __ldg(xrow + l_v);");
      }
      closeItems(w);
      if (lay->shared)
        w.line("asm volatile(\"cp.async.wait_all;\" ::: \"memory\");");
      w.residentRef = *residentX;
      if (lay->cluster > 1 &&
          extraPrelude.find("htam_cluster_reduce") == std::string::npos)
        extraPrelude += kCudaClusterSource;
    }
    static const char *comp[] = {".x", ".y", ".z", ".w"};
    auto laneOf = [&](int64_t l) {
      return lay->width == 4 ? elem + comp[l] : elem;
    };
    size_t rowDepth = w.frames.size();
    int rowIndent = w.indent;
    std::string rowText = std::move(w.text);
    std::string loopText;
    w.text.clear();
    w.out = &loopText;
    bool bad = false;
    w.reduceHook = [&](linalg::GenericOp op, Value v,
                       ArrayRef<std::string> idx) -> FailureOr<std::string> {
      bool perElement = llvm::any_of(idx, [](const std::string &s) {
        return s.find("l_") != std::string::npos;
      });
      std::string combWhy;
      std::optional<Combiner> comb = detectCombiner(op, &combWhy);
      if ((opts.onlineSoftmax || opts.welford) &&
          (perElement || !comb || detectContraction(op))) {
        // A statistics pair read per element: the row dims are too few.
        if ((opts.onlineSoftmax && matchOnlineSoftmax(op)) ||
            (opts.welford && matchWelford(op)))
          return fail("a reduction read inside the row loop depends on the "
                      "position in the row");
        // Producers of the row (a GEMM, a convolution) run before the row
        // kernel, into scratch.
        FailureOr<ParamRef> ref = materialize(v, std::nullopt);
        if (failed(ref))
          return failure();
        return w.readBuffer(*ref, cast<ShapedType>(v.getType()).getShape(),
                            idx);
      }
      if (perElement)
        return fail("a reduction read inside the row loop depends on the "
                    "position in the row");
      if (!comb && !detectContraction(op))
        return fail("an unsupported reduction in the fused row kernel: " +
                    combWhy);
      if (!comb || detectContraction(op))
        return fail("an unsupported reduction in the fused row kernel");
      if (!cast<ShapedType>(op->getResult(0).getType())
               .getElementType()
               .isF32())
        return fail("non-f32 reduction");
      // Hoist: write the reduction at row level, in its own text.
      std::vector<llvm::StringMap<std::string>> hidden(
          w.frames.begin() + rowDepth, w.frames.end());
      w.frames.resize(rowDepth);
      std::string *savedOut = w.out;
      int savedIndent = w.indent;
      std::string mine;
      w.out = &mine;
      w.indent = rowIndent;
      std::optional<OnlineSoftmaxMatch> om;
      std::optional<WelfordMatch> wm;
      if (opts.onlineSoftmax)
        om = matchOnlineSoftmax(op);
      if (opts.welford)
        wm = matchWelford(op);
      if (om || wm) {
        {
          // Vector lanes of the output pass do not apply inside the row
          // statistics.
          int64_t savedVec = w.vecWidth;
          SmallVector<int64_t> savedShape = w.vecShape;
          SmallVector<Strs> savedLanes = w.laneIdx;
          std::string savedIndex = w.vecIndex;
          w.vecWidth = 0;
          FailureOr<std::string> r =
              om ? emitOnlinePair(w, *om, v, idx, lanes, block)
                 : emitWelfordPair(w, *wm, v, idx, lanes, block);
          w.vecWidth = savedVec;
          w.vecShape = savedShape;
          w.laneIdx = savedLanes;
          w.vecIndex = savedIndex;
          rowText += mine;
          w.out = savedOut;
          w.indent = savedIndent;
          w.frames.insert(w.frames.end(), hidden.begin(), hidden.end());
          return r;
        }
      }
      int64_t savedVec = w.vecWidth;
      w.vecWidth = 0;
      std::string part = w.fresh("red");
      w.line("float " + part + " = " + comb->identity + ";");
      Strs loops(op.getNumLoops());
      AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
      for (unsigned r = 0; r < outMap.getNumResults(); ++r)
        if (auto d = dyn_cast<AffineDimExpr>(outMap.getResult(r)))
          loops[d.getPosition()] = idx[r];
      SmallVector<unsigned> dims;
      SmallVector<int64_t> sizes;
      reductionDims(op, dims, sizes);
      LogicalResult ok = success();
      if (lay) {
        // The reduction over the on-chip row: its loops walk the row's
        // elements in the order they were loaded.
        auto savedIdx = w.residentIdx;
        auto savedLane = w.residentLane;
        if (ArrayRef<int64_t>(sizes) != shape.drop_front(k)) {
          ok = fail("a row reduction does not walk the resident row (its "
                    "reduction extents differ from the row's dims)");
        } else {
          openItems(w, "l_v");
          Strs in = w.delinearize(lay->width == 4 ? "l_v * 4" : "l_v",
                                  shape.drop_front(k), "l_i");
          for (int64_t l = 0; l < lay->width && succeeded(ok); ++l) {
            Strs at = in;
            if (l)
              at.back() = "(" + in.back() + " + " + std::to_string(l) + ")";
            Strs ll = loops;
            for (auto [q, d] : llvm::enumerate(dims))
              ll[d] = at[q];
            Strs xi = rowIdx;
            xi.append(at.begin(), at.end());
            w.residentIdx = {xi};
            w.residentLane = {laneOf(l)};
            FailureOr<Strs> ys = w.genericAt(op, ll, {part});
            if (failed(ys))
              ok = failure();
            else
              w.line(part + " = " + (*ys)[0] + ";");
          }
          closeItems(w);
        }
        w.residentIdx = savedIdx;
        w.residentLane = savedLane;
      } else {
        ok = emitPartialLoop(w, op, loops, "lane",
                             std::to_string(numel(sizes)),
                             std::to_string(lanes), part);
      }
      FailureOr<std::string> init = failure();
      if (succeeded(ok)) {
        w.line(rowReduce(part, comb->functor, comb->identity, lanes == block,
                         lanes));
        if (lay && lay->cluster > 1) {
          if (clusterSlots >= 32)
            ok = fail("more than 32 row statistics in a cluster kernel");
          else
            w.line(part + " = htam_cluster_reduce<" +
                   std::to_string(lay->cluster) + ">(" + part + ", " +
                   comb->functor + "(), " + std::to_string(clusterSlots++) +
                   ");");
        }
        if (succeeded(ok))
          init = w.read(op.getDpsInits()[0], idx);
      }
      std::string result;
      if (succeeded(init))
        result =
            w.decl("float", comb->functor + "()(" + *init + ", " + part + ")");
      w.vecWidth = savedVec;
      rowText += mine;
      w.out = savedOut;
      w.indent = savedIndent;
      w.frames.insert(w.frames.end(), hidden.begin(), hidden.end());
      if (failed(init))
        return failure();
      stats.numRowReductions++;
      w.frames[rowDepth - 1][memoKey(v, idx)] = result;
      return result;
    };
    // The output pass over the row: float4 loads of every operand of the
    // result's shape and float4 stores when rows are multiples of 4.
    bool vec = lay ? lay->width == 4
                   : opts.rowVec == 4 && k < rank && shape.back() % 4 == 0;
    // Row-resident: 64-bit row offsets of the stores.
    std::string rowBase = lay ? "(long long)row" : "row";
    if (vec) {
      std::string lv = std::to_string(len / 4);
      std::string begin = "lane", end = lv;
      if (splits > 1) {
        std::string ch = std::to_string(ceilDiv(len / 4, splits));
        begin = "split * " + ch + " + lane";
        end = "(split * " + ch + " + " + ch + " < " + lv + " ? split * " + ch +
              " + " + ch + " : " + lv + ")";
      }
      if (lay)
        openItems(w, "l_jv");
      else
        w.open("for (" + T + " l_jv = " + begin + "; l_jv < " + end +
               "; l_jv += " + std::to_string(lanes) + ")");
      Strs inner = w.delinearize("l_jv * 4", shape.drop_front(k), "l_i");
      Strs idx = rowIdx;
      idx.append(inner.begin(), inner.end());
      w.vecShape.assign(shape.begin(), shape.end());
      w.laneIdx.clear();
      for (int64_t l = 0; l < 4; ++l) {
        Strs li = idx;
        if (l)
          li.back() = "(" + idx.back() + " + " + std::to_string(l) + ")";
        w.laneIdx.push_back(li);
      }
      std::string outIndex = rowBase + " * " + lv + " + l_jv";
      w.vecIndex = outIndex;
      if (lay) {
        w.residentIdx = w.laneIdx;
        w.residentLane.clear();
        for (int64_t l = 0; l < 4; ++l)
          w.residentLane.push_back(laneOf(l));
      }
      for (auto [r, rv] : llvm::enumerate(ret.getOperands())) {
        Strs vals;
        for (int64_t l = 0; l < 4 && !bad; ++l) {
          w.vecWidth = 4;
          FailureOr<std::string> s = w.read(rv, w.laneIdx[l]);
          if (failed(s))
            bad = true;
          else
            vals.push_back(*s);
        }
        w.vecWidth = 0;
        if (bad)
          break;
        std::string o = w.useParam(ParamRef{false, numArgs + unsigned(r)});
        w.line("if (valid) reinterpret_cast<float4 *>(" + o + ")[" + outIndex +
               "] = make_float4(" + join(vals, ", ") + ");");
      }
    } else {
      std::string begin = "lane", end = std::to_string(len);
      if (splits > 1) {
        std::string ch = std::to_string(ceilDiv(len, splits));
        begin = "split * " + ch + " + lane";
        end = "(split * " + ch + " + " + ch + " < " + end + " ? split * " + ch +
              " + " + ch + " : " + end + ")";
      }
      if (lay)
        openItems(w, "l_j");
      else
        w.open("for (" + T + " l_j = " + begin + "; l_j < " + end +
               "; l_j += " + std::to_string(lanes) + ")");
      Strs inner = w.delinearize("l_j", shape.drop_front(k), "l_i");
      Strs idx = rowIdx;
      idx.append(inner.begin(), inner.end());
      if (lay) {
        w.residentIdx = {idx};
        w.residentLane = {laneOf(0)};
      }
      for (auto [r, rv] : llvm::enumerate(ret.getOperands())) {
        FailureOr<std::string> s = w.read(rv, idx);
        if (failed(s)) {
          bad = true;
          break;
        }
        std::string o = w.useParam(ParamRef{false, numArgs + unsigned(r)});
        w.line("if (valid) " + o + "[" + rowBase + " * " +
               std::to_string(len) + " + l_j] = " + *s + ";");
      }
    }
    if (!bad && lay && stats.residentMisses)
      bad = failed(fail("the resident row's input is also read at positions "
                        "the on-chip row does not hold (" +
                        std::to_string(stats.residentMisses) +
                        " global reads)"));
    if (!bad) {
      if (lay)
        closeItems(w);
      else
        w.close();
      // A cluster's CTAs leave each row together: the statistics slots
      // (and the CTA's shared memory) stay valid while others read them.
      if (lay && lay->cluster > 1)
        w.line("htam_cluster_sync();");
      w.close();
      w.text = rowText + loopText;
      w.out = &w.text;
      int64_t grid = std::min<int64_t>(ceilDiv(rows, rpb) * splits, kMaxGridX);
      grid -= grid % splits;
      std::string attrs;
      if (lay && lay->cluster > 1)
        attrs = "__cluster_dims__(" + std::to_string(lay->cluster) + ", 1, 1)";
      addKernel(w, {unsigned(grid), 1, 1}, unsigned(block),
                lay ? unsigned(lay->smemBytes) : 0u, 0, attrs);
      if (lay) {
        stats.residentCluster = lay->cluster;
        notes.push_back(
            "row-resident in " +
            std::string(lay->shared ? "shared memory" : "registers") + " (" +
            std::to_string(lay->items * lay->width) + " floats per thread" +
            (lay->cluster > 1 ? ", a cluster of " +
                                    std::to_string(lay->cluster) +
                                    " CTAs per row"
                              : std::string()) +
            ")");
      } else if (splits > 1) {
        notes.push_back(std::to_string(splits) + " blocks per row");
      }
      if (stats.numWelfordPairs)
        notes.push_back(std::to_string(stats.numWelfordPairs) +
                        " Welford pass" +
                        (stats.numWelfordPairs > 1 ? "es" : ""));
      if (stats.numOnlinePairs)
        notes.push_back(std::to_string(stats.numOnlinePairs) +
                        " online softmax pass" +
                        (stats.numOnlinePairs > 1 ? "es" : ""));
      if (vec)
        notes.push_back("float4 rows");
      notes.push_back("fused row kernel: " + std::to_string(rows) +
                      " rows of " + std::to_string(len) +
                      (lanes == block
                           ? ", one block per row"
                           : ", " + std::to_string(lanes) + " lanes per row"));
      return success();
    }
    lastError = error;
    stats.numRowReductions = 0;
    stats.residentHits = 0;
    stats.residentMisses = 0;
    stats.numOnlinePairs = 0;
    stats.numWelfordPairs = 0;
    kernels = savedKernels;
    launches = savedLaunches;
    scratch = savedScratch;
    materialized = savedMat;
    notes = savedNotes;
  }
  error.clear();
  if (!fitError.empty())
    return fail(fitError + (lastError.empty()
                                ? std::string()
                                : " (with shorter rows: " + lastError + ")"));
  return fail(lastError.empty() ? "no row structure found" : lastError);
}

} // namespace cuda_emitter
