//===- RowPairs.cpp - Paired row statistics of the fused row kernel -------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Two row statistics computed in one pass of the fused row kernel: the
// online softmax pair (row max, row sum of exp(x - max)) and the Welford
// pair (row sum, row sum of squared deviations); the lane loop over a row
// (openRowLoop) and, for rows split over several blocks, the pass-1 kernel
// of per-chunk partial states (emitRowPartials).
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
    int64_t sp = curSplits;
    // Named for the lambda (C++17 lambdas cannot capture structured
    // bindings).
    const std::string &fn = functor, &id = ident;
    FailureOr<ParamRef> partial = emitRowPartials(
        outType, sp, block, "float pm = " + ident + ", ps = 0.0f;",
        {"pm", "ps"}, [&](Writer &wp, ArrayRef<std::string> pidx) {
          FailureOr<Strs> px =
              openRowLoop(wp, m.max, m.x, m.xMap, pidx, block, sp, "split");
          if (failed(px))
            return failure();
          std::string pmx = (*px)[0];
          if (px->size() == 4)
            pmx = wp.decl("float", fn + "()(" + fn + "()(" + (*px)[0] + ", " +
                                       (*px)[1] + "), " + fn + "()(" +
                                       (*px)[2] + ", " + (*px)[3] + "))");
          std::string pmn = wp.decl("float", fn + "()(pm, " + pmx + ")");
          std::string pupd = "htam_online_rescale(ps, pm, " + pmn + ")";
          for (const std::string &x : *px)
            pupd += " + htam_online_term(" + x + ", " + pmn + ")";
          wp.line("ps = " + pupd + ";");
          wp.line("pm = " + pmn + ";");
          wp.close();
          wp.line("htam_online_block(pm, ps, " + fn + "(), " + id + ");");
          return success();
        });
    if (failed(partial))
      return failure();
    // Every thread combines the partials of its row in the same order.
    std::string pp = w.useParam(*partial);
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
    int64_t sp = curSplits;
    FailureOr<ParamRef> partial = emitRowPartials(
        outType, sp, block, "float pn = 0.0f, pm = 0.0f, pq = 0.0f, ps = 0.0f;",
        {"pn", "pm", "pq", "ps"}, [&](Writer &wp, ArrayRef<std::string> pidx) {
          return lanePass(wp, pidx, sp, "split", "pn", "pm", "pq", "ps");
        });
    if (failed(partial))
      return failure();
    // Every thread merges the partials of its row in the same order.
    std::string pp = w.useParam(*partial);
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

FailureOr<ParamRef> Plan::emitRowPartials(
    ShapedType rowsType, int64_t splits, int64_t block, StringRef stateDecl,
    ArrayRef<StringRef> state,
    llvm::function_ref<LogicalResult(Writer &, ArrayRef<std::string>)> chunk) {
  int64_t outs = numel(rowsType.getShape());
  int64_t arity = int64_t(state.size());
  ParamRef partial{true, unsigned(scratch.size())};
  scratch.push_back(outs * splits * arity * 4);
  Writer wp(*this, entryName());
  std::string pp = wp.useParam(partial);
  wp.line("const " + idxType + " prow = (" + idxType + ")blockIdx.x / " +
          std::to_string(splits) + ";");
  wp.line("const int split = blockIdx.x % " + std::to_string(splits) + ";");
  wp.line("const int lane = threadIdx.x;");
  Strs pidx = wp.delinearize("prow", rowsType.getShape(), "p");
  wp.line(stateDecl);
  if (failed(chunk(wp, pidx)))
    return failure();
  wp.open("if (threadIdx.x == 0)");
  for (auto [k, name] : llvm::enumerate(state))
    wp.line(pp + "[" + std::to_string(arity) + " * blockIdx.x" +
            (k ? " + " + std::to_string(k) : std::string()) +
            "] = " + name.str() + ";");
  wp.close();
  addKernel(wp, {unsigned(outs * splits), 1, 1}, unsigned(block));
  return partial;
}

} // namespace cuda_emitter
