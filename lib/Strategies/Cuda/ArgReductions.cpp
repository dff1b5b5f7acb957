//===- ArgReductions.cpp - (value, index) reductions in parallel ----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Argmax/argmin-style reductions: one linalg.generic with two results, a
// value and an index, whose payload compares the new element with the value
// accumulator (`arith.cmpf`) and selects the element's index on the outcome
// (`arith.select`); the value is selected by the same comparison (the
// random-operator generator's form) or combined by maximumf/minimumf/
// maxnumf/minnumf (torch-mlir's). The combiner is recognized structurally
// and its predicate decides the ties: without NaNs the serial chain keeps
// the first position of the extreme value for a strict comparison and the
// last for a weak one, a total order on (value, position) that lanes,
// warps and blocks can combine in any order (Device/ArgReduce.cuh). A NaN
// element or init, whose effect depends on the predicate (ordered or
// unordered) and on its position, makes the output recompute its reduction
// serially in loop order: exactly the IR's semantics, at serial speed for
// such outputs only. Rows (the reduction contiguous) take a warp, sub-warp
// or block per output; columns take the column tiles of the one-result
// column reduction (Reductions.cpp), split over blocks with a second combine
// kernel when the tiles are few. Anything else is refused, with the reason,
// to the serial reduction.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

namespace {
/// The structure of a (value, index) reduction.
struct ArgMatch {
  unsigned valueResult = 0, indexResult = 1;
  /// The element replaces the accumulators when `x R acc` (no NaNs):
  /// R is > or < (`greater`), strict or not (`weak`).
  bool greater = true, weak = false;
  /// The value result's combiner when it is not the selected element
  /// (maximumf next to the index's select); nullopt: the select form.
  std::optional<Combiner> valueComb;
  /// The compared element and the index it selects (payload values).
  Value x, k;
};
} // namespace

/// Whether payload value `v` depends on an accumulator of `op`.
static bool readsAccumulator(linalg::GenericOp op, Value v) {
  if (auto ba = dyn_cast<BlockArgument>(v))
    return ba.getOwner() == &op.getRegion().front() &&
           ba.getArgNumber() >= op.getNumDpsInputs();
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != &op.getRegion().front())
    return false;
  return llvm::any_of(def->getOperands(),
                      [&](Value o) { return readsAccumulator(op, o); });
}

/// The same comparison: one op, or two cmpf with equal predicate and
/// operands.
static bool sameCondition(Value a, Value b) {
  if (a == b)
    return true;
  auto ca = a.getDefiningOp<arith::CmpFOp>();
  auto cb = b.getDefiningOp<arith::CmpFOp>();
  return ca && cb && ca.getPredicate() == cb.getPredicate() &&
         ca.getLhs() == cb.getLhs() && ca.getRhs() == cb.getRhs();
}

/// Recognizes the (value, index) payload with the value accumulator in
/// result `vr` and the index's in `ir`; else nullopt and `why`.
static std::optional<ArgMatch> matchSlots(linalg::GenericOp op, unsigned vr,
                                          unsigned ir, std::string &why) {
  Block &body = op.getRegion().front();
  Value accV = body.getArgument(op.getNumDpsInputs() + vr);
  Value accI = body.getArgument(op.getNumDpsInputs() + ir);
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto isel = yield.getOperand(ir).getDefiningOp<arith::SelectOp>();
  if (!isel || isel->getBlock() != &body ||
      (isel.getTrueValue() != accI && isel.getFalseValue() != accI))
    return std::nullopt;
  bool replaceOnTrue = isel.getFalseValue() == accI;
  ArgMatch m;
  m.valueResult = vr;
  m.indexResult = ir;
  m.k = replaceOnTrue ? isel.getTrueValue() : isel.getFalseValue();
  auto cmp = isel.getCondition().getDefiningOp<arith::CmpFOp>();
  if (!cmp || cmp->getBlock() != &body ||
      (cmp.getLhs() != accV && cmp.getRhs() != accV) ||
      cmp.getLhs() == cmp.getRhs()) {
    why = "an index select whose condition is not an arith.cmpf of the new "
          "value with the value accumulator";
    return std::nullopt;
  }
  m.x = cmp.getLhs() == accV ? cmp.getRhs() : cmp.getLhs();
  if (m.k == accI || readsAccumulator(op, m.k) || readsAccumulator(op, m.x)) {
    why = "the compared value or the selected index reads an accumulator";
    return std::nullopt;
  }
  // The predicate as `x R accV` without NaNs (ordered and unordered forms
  // agree there; NaNs go to the serial recomputation).
  using P = arith::CmpFPredicate;
  P pred = cmp.getPredicate();
  bool gt = pred == P::OGT || pred == P::UGT, ge = pred == P::OGE || pred == P::UGE;
  bool lt = pred == P::OLT || pred == P::ULT, le = pred == P::OLE || pred == P::ULE;
  if (!(gt || ge || lt || le)) {
    why = "an index select on a comparison that is not an ordering "
          "(eq, ne, ord, uno, true or false)";
    return std::nullopt;
  }
  m.greater = gt || ge;
  m.weak = ge || le;
  if (cmp.getLhs() == accV) // acc R x is x R' acc, the same strictness
    m.greater = !m.greater;
  if (!replaceOnTrue) { // keeps acc when x R acc: replaces when !(x R acc)
    m.greater = !m.greater;
    m.weak = !m.weak;
  }
  // The value: the element the same comparison selects, or a max/min
  // combiner of the same direction.
  Value yv = yield.getOperand(vr);
  Operation *vop = yv.getDefiningOp();
  if (!vop || vop->getBlock() != &body) {
    why = "the value result is not computed by the payload";
    return std::nullopt;
  }
  if (auto vsel = dyn_cast<arith::SelectOp>(vop)) {
    Value keep = replaceOnTrue ? vsel.getFalseValue() : vsel.getTrueValue();
    Value take = replaceOnTrue ? vsel.getTrueValue() : vsel.getFalseValue();
    if (keep != accV || take != m.x ||
        !sameCondition(vsel.getCondition(), isel.getCondition())) {
      why = "the value select does not take the compared element on the "
            "index's condition";
      return std::nullopt;
    }
  } else if (vop->getNumOperands() == 2 &&
             ((vop->getOperand(0) == accV && vop->getOperand(1) == m.x) ||
              (vop->getOperand(1) == accV && vop->getOperand(0) == m.x))) {
    bool max = isa<arith::MaximumFOp, arith::MaxNumFOp>(vop);
    bool min = isa<arith::MinimumFOp, arith::MinNumFOp>(vop);
    if ((!max && !min) || max != m.greater) {
      why = "the value combiner is not a max/min in the direction of the "
            "index's comparison";
      return std::nullopt;
    }
    if (isa<arith::MaximumFOp>(vop))
      m.valueComb = Combiner{"htam_op_maximumf", "(-__int_as_float(0x7f800000))"};
    else if (isa<arith::MinimumFOp>(vop))
      m.valueComb = Combiner{"htam_op_minimumf", "__int_as_float(0x7f800000)"};
    else if (isa<arith::MaxNumFOp>(vop))
      m.valueComb = Combiner{"htam_op_maxnumf", "__int_as_float(0x7fc00000)"};
    else
      m.valueComb = Combiner{"htam_op_minnumf", "__int_as_float(0x7fc00000)"};
  } else {
    why = "the value result is neither the selected element nor a max/min "
          "of the element and the accumulator";
    return std::nullopt;
  }
  // The accumulators feed nothing else (a tie break on the index, a
  // running count): other payloads are not this order.
  for (Operation *u : accV.getUsers())
    if (u != cmp.getOperation() && u != vop &&
        !(isa<arith::CmpFOp>(u) && sameCondition(u->getResult(0), cmp))) {
      why = "the value accumulator has other uses than the comparison and "
            "the value's combiner";
      return std::nullopt;
    }
  if (!accI.hasOneUse()) {
    why = "the index accumulator has other uses than its select";
    return std::nullopt;
  }
  return m;
}

/// The (value, index) structure of `op`, or nullopt and `why`.
static std::optional<ArgMatch> matchArgReduction(linalg::GenericOp op,
                                                 std::string &why) {
  why.clear();
  if (op->getNumResults() != 2 || op.getNumDpsInits() != 2) {
    why = "a reduction with more than two results";
    return std::nullopt;
  }
  for (OpResult r : op->getResults())
    if (!cast<ShapedType>(r.getType()).getElementType().isF32()) {
      why = "a (value, index) reduction with a non-f32 result";
      return std::nullopt;
    }
  for (auto [vr, ir] : {std::pair<unsigned, unsigned>{0, 1}, {1, 0}}) {
    std::string w;
    if (std::optional<ArgMatch> m = matchSlots(op, vr, ir, w))
      return m;
    if (why.empty())
      why = w;
  }
  if (why.empty())
    why = "two results, but no index selected by a comparison of the value "
          "(not an argmax/argmin)";
  return std::nullopt;
}

namespace {
/// Writes the element loop and the final combine of one (value, index)
/// reduction for the row and column kernels.
struct ArgWriter {
  Plan &plan;
  linalg::GenericOp op;
  const ArgMatch &m;
  std::string tmpl; // "<G, W>"
  SmallVector<unsigned> laneDims, loopDims;
  SmallVector<int64_t> laneSizes, loopSizes;
  int64_t rlen = 1;

  ArgWriter(Plan &plan, linalg::GenericOp op, const ArgMatch &m)
      : plan(plan), op(op), m(m) {
    tmpl = std::string("<") + (m.greater ? "true" : "false") + ", " +
           (m.weak ? "true" : "false") + ">";
    rowReductionDims(op, laneDims, laneSizes);
    reductionDims(op, loopDims, loopSizes);
    rlen = numel(loopSizes);
  }

  /// Declares `best` (and `val` with a value combiner) as empty partials.
  void declare(Writer &w) {
    w.line("htam_arg best = htam_arg_none();");
    if (m.valueComb)
      w.line("float val = " + m.valueComb->identity + ";");
  }

  /// The lanes' loop: j from `begin` below `end` by `step`, the reduction
  /// dims linearized in the largest input's order (contiguous loads); each
  /// element added with its position in loop order (the serial order).
  LogicalResult loop(Writer &w, Strs loops, StringRef begin, StringRef end,
                     StringRef step) {
    std::string j = w.fresh("l_j");
    w.open("for (" + w.plan.idxType + " " + j + " = " + begin.str() + "; " +
           j + " < " + end.str() + "; " + j + " += " + step.str() + ")");
    Strs rv = w.delinearize(j, laneSizes, "l_q");
    for (auto [i, d] : llvm::enumerate(laneDims))
      loops[d] = rv[i];
    DenseMap<Value, std::string> vals;
    // The accumulators are not read by x and k: their selects are dead.
    if (failed(w.genericAt(op, loops, {"0.0f", "0.0f"}, &vals)))
      return failure();
    FailureOr<std::string> x = valueOf(w, vals, m.x);
    FailureOr<std::string> k = valueOf(w, vals, m.k);
    if (failed(x) || failed(k))
      return failure();
    std::string pos = j;
    if (laneDims != loopDims) {
      Strs at;
      for (unsigned d : loopDims)
        at.push_back(loops[d]);
      pos = w.linearize(at, loopSizes);
    }
    w.line("htam_arg_add" + tmpl + "(best, " + *x + ", (int)" + paren(pos) +
           ", " + *k + ");");
    if (m.valueComb)
      w.line("val = " + m.valueComb->functor + "()(val, " + *x + ");");
    w.close();
    return success();
  }

  FailureOr<std::string> valueOf(Writer &w,
                                 const DenseMap<Value, std::string> &vals,
                                 Value v) {
    auto it = vals.find(v);
    if (it != vals.end())
      return it->second;
    return w.scalar(v);
  }

  /// Combines the lanes of a row: `lanes` lanes of a warp, or the block.
  void reduceLanes(Writer &w, bool wholeBlock, int64_t lanes) {
    if (wholeBlock)
      w.line("best = htam_arg_block" + tmpl + "(best);");
    else
      w.line("best = htam_arg_warp" + tmpl + "(best, " +
             std::to_string(lanes) + ");");
    if (m.valueComb)
      w.line(rowReduce("val", m.valueComb->functor, m.valueComb->identity,
                       wholeBlock, lanes));
  }

  /// Stores both results of the output at `idx` (element `e` of the
  /// results) from the combined `best` (and `val`): combined after the init
  /// as the serial chain would, or, when a NaN was met in the elements or
  /// the init, recomputed by the serial loop in loop order.
  LogicalResult finish(Writer &w, ArrayRef<std::string> idx,
                       ArrayRef<std::string> outs, StringRef e) {
    FailureOr<std::string> initV =
        w.read(op.getDpsInits()[m.valueResult], idx);
    FailureOr<std::string> initI =
        w.read(op.getDpsInits()[m.indexResult], idx);
    if (failed(initV) || failed(initI))
      return failure();
    const std::string &ov = outs[m.valueResult], &oi = outs[m.indexResult];
    w.open("if (best.nan || " + *initV + " != " + *initV + ")");
    {
      // The IR's chain, element by element, in loop order.
      Strs loops = parallelLoops(op, idx);
      Strs accs = {"sa0", "sa1"};
      w.line("float sa" + std::to_string(m.valueResult) + " = " + *initV +
             ", sa" + std::to_string(m.indexResult) + " = " + *initI + ";");
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      int opened = 0;
      for (unsigned d : loopDims) {
        std::string var = w.fresh("l_s");
        loops[d] = var;
        w.open("for (" + plan.idxType + " " + var + " = 0; " + var + " < " +
               std::to_string(ranges[d]) + "; ++" + var + ")");
        ++opened;
      }
      FailureOr<Strs> ys = w.genericAt(op, loops, accs);
      if (failed(ys))
        return failure();
      w.line("const float sn0 = " + (*ys)[0] + ", sn1 = " + (*ys)[1] + ";");
      w.line("sa0 = sn0;");
      w.line("sa1 = sn1;");
      for (int i = 0; i < opened; ++i)
        w.close();
      w.line(ov + "[" + e.str() + "] = sa" + std::to_string(m.valueResult) +
             ";");
      w.line(oi + "[" + e.str() + "] = sa" + std::to_string(m.indexResult) +
             ";");
    }
    w.close();
    w.open("else");
    std::string rel = std::string(m.greater ? ">" : "<") + (m.weak ? "=" : "");
    w.line("const bool take = best.p >= 0 && best.v " + rel + " " + *initV +
           ";");
    if (m.valueComb)
      w.line(ov + "[" + e.str() + "] = " + m.valueComb->functor + "()(" +
             *initV + ", val);");
    else
      w.line(ov + "[" + e.str() + "] = take ? best.v : " + *initV + ";");
    w.line(oi + "[" + e.str() + "] = take ? best.k : " + *initI + ";");
    w.close();
    return success();
  }
};
} // namespace

FailureOr<bool> Plan::emitArgReduction(linalg::GenericOp op,
                                       ArrayRef<ParamRef> dsts) {
  std::string why;
  std::optional<ArgMatch> m = matchArgReduction(op, why);
  auto refuse = [&](StringRef reason) {
    if (stats.serialReason.empty())
      stats.serialReason = reason.str();
    return false;
  };
  if (!m)
    return refuse(why);
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  if (!outMap.isProjectedPermutation() ||
      op.getIndexingMapMatchingResult(op->getResult(1)) != outMap)
    return refuse("a (value, index) reduction whose results have other "
                  "output maps than one projected permutation");
  ArgWriter aw(*this, op, *m);
  if (aw.rlen >= (int64_t(1) << 31))
    return refuse("a (value, index) reduction of 2^31 or more elements");
  auto type = cast<ShapedType>(op->getResult(0).getType());
  ArrayRef<int64_t> shape = type.getShape();
  int64_t nOut = numel(shape);
  auto S = [](int64_t x) { return std::to_string(x); };
  const std::string &T = idxType;
  auto usePrelude = [&] {
    if (extraPrelude.find("htam_arg_better") == std::string::npos)
      extraPrelude += kCudaArgReduceSource;
  };
  bool rowOk = reductionWalksContiguous(op);
  bool rowStrategy = opts.reduce == ReduceStrategy::Warp ||
                     opts.reduce == ReduceStrategy::Block ||
                     opts.reduce == ReduceStrategy::Split;
  if (rowOk && ((aw.rlen >= 32 && rowStrategy) ||
                (aw.rlen >= 2 && opts.reduce == ReduceStrategy::SubWarp))) {
    // As emitRowReduction: a warp, a sub-warp or a block per row.
    int64_t block, lanes;
    if (opts.reduce == ReduceStrategy::Warp) {
      lanes = 32;
      block = 32 * opts.warpsPerBlock;
    } else if (opts.reduce == ReduceStrategy::SubWarp) {
      lanes = opts.lanes;
      block = opts.block;
    } else {
      block = opts.block;
      lanes = block;
      if (opts.splitFewRows && aw.rlen < 4 * block) {
        lanes = 1;
        while (lanes < 32 && lanes * 4 < aw.rlen)
          lanes *= 2;
      }
    }
    int64_t rpb = block / lanes;
    usePrelude();
    Writer w(*this, entryName());
    Strs outs;
    for (ParamRef d : dsts)
      outs.push_back(w.useParam(d));
    w.open("for (" + T + " r0 = (" + T + ")blockIdx.x * " + S(rpb) +
           "; r0 < " + S(nOut) + "; r0 += (" + T + ")gridDim.x * " + S(rpb) +
           ")");
    w.line(T + " row = r0 + threadIdx.x / " + S(lanes) + ";");
    w.line("const bool valid = row < " + S(nOut) + ";");
    w.line("if (!valid) row = " + S(nOut - 1) + ";");
    w.line("const int lane = threadIdx.x % " + S(lanes) + ";");
    Strs idx = w.delinearize("row", shape, "p");
    Strs loops = parallelLoops(op, idx);
    aw.declare(w);
    if (failed(aw.loop(w, loops, "lane", S(aw.rlen), S(lanes))))
      return failure();
    aw.reduceLanes(w, lanes == block, lanes);
    w.open("if (valid && lane == 0)");
    if (failed(aw.finish(w, idx, outs, "row")))
      return failure();
    w.close();
    w.close();
    unsigned grid = unsigned(std::min<int64_t>(ceilDiv(nOut, rpb), kMaxGridX));
    addKernel(w, {grid, 1, 1}, unsigned(block));
    notes.push_back(std::string("(value, index) reduction, ") +
                    (lanes == block ? "block per row"
                     : lanes == 32  ? "warp per row"
                                    : "sub-warp rows"));
    return true;
  }
  if (rowOk || aw.rlen < 256 || opts.reduce != ReduceStrategy::Block ||
      opts.splitFewRows || !outputsWalkContiguous(op))
    return false;

  usePrelude();
  // Columns, as emitColumnReduction: tiles of 32 adjacent outputs, the
  // block's warps splitting the column; with too few tiles for two waves
  // the column is also split over blocks, their partials combined by a
  // second kernel.
  ColumnTiling g = columnTiling(op, nOut, aw.rlen);
  int64_t block = g.block, slices = g.slices, tiles = g.tiles,
          splits = g.splits;
  // Partials: value, position, index, NaN seen (and the value combiner's).
  int64_t fields = m->valueComb ? 5 : 4;
  std::optional<ParamRef> partial;
  if (splits > 1) {
    partial = ParamRef{true, unsigned(scratch.size())};
    scratch.push_back(fields * splits * nOut * 4);
  }
  auto field = [&](int64_t f, StringRef split, StringRef e) {
    return "[" + S(f * splits * nOut) + " + " + split.str() + " * " + S(nOut) +
           " + " + e.str() + "]";
  };
  {
    Writer w(*this, entryName());
    Strs outs;
    std::string p;
    if (partial)
      p = w.useParam(*partial);
    else
      for (ParamRef d : dsts)
        outs.push_back(w.useParam(d));
    std::string dims = "[" + S(slices) + "][33]";
    w.line("__shared__ float cv" + dims + ", ck" + dims +
           (m->valueComb ? ", cval" + dims : std::string()) + ";");
    w.line("__shared__ int cp" + dims + ", cn" + dims + ";");
    auto [begin, end] = emitColumnTileHead(w, g);
    Strs idx = w.delinearize("e", shape, "p");
    Strs loops = parallelLoops(op, idx);
    aw.declare(w);
    if (failed(aw.loop(w, loops, begin, end, S(slices))))
      return failure();
    w.line("cv[ty][tx] = best.v;");
    w.line("cp[ty][tx] = best.p;");
    w.line("ck[ty][tx] = best.k;");
    w.line("cn[ty][tx] = best.nan;");
    if (m->valueComb)
      w.line("cval[ty][tx] = val;");
    w.line("__syncthreads();");
    w.open("if (ty == 0 && valid)");
    w.open("for (int y = 1; y < " + S(slices) + "; ++y)");
    w.line("const htam_arg b = {cv[y][tx], cp[y][tx], ck[y][tx], cn[y][tx]};");
    w.line("htam_arg_take" + aw.tmpl + "(best, b);");
    if (m->valueComb)
      w.line("val = " + m->valueComb->functor + "()(val, cval[y][tx]);");
    w.close();
    if (splits > 1) {
      w.line(p + field(0, "split", "e") + " = best.v;");
      w.line(p + field(1, "split", "e") + " = __int_as_float(best.p);");
      w.line(p + field(2, "split", "e") + " = best.k;");
      w.line(p + field(3, "split", "e") + " = __int_as_float(best.nan);");
      if (m->valueComb)
        w.line(p + field(4, "split", "e") + " = val;");
    } else if (failed(aw.finish(w, idx, outs, "e"))) {
      return failure();
    }
    w.close();
    w.line("__syncthreads();");
    w.close();
    unsigned grid = unsigned(std::min<int64_t>(tiles * splits, kMaxGridX));
    addKernel(w, {grid, 1, 1}, unsigned(block));
  }
  if (splits > 1) {
    // The splits' partials of each output (any order: the combine is a
    // total order), then the init.
    Writer w(*this, entryName());
    std::string p = w.useParam(*partial);
    Strs outs;
    for (ParamRef d : dsts)
      outs.push_back(w.useParam(d));
    w.open(gridStrideLoop("e", nOut));
    Strs idx = w.delinearize("e", shape, "p");
    aw.declare(w);
    w.open("for (int s = 0; s < " + S(splits) + "; ++s)");
    w.line("const htam_arg b = {" + p + field(0, "s", "e") +
           ", __float_as_int(" + p + field(1, "s", "e") + "), " + p +
           field(2, "s", "e") + ", __float_as_int(" + p + field(3, "s", "e") +
           ")};");
    w.line("htam_arg_take" + aw.tmpl + "(best, b);");
    if (m->valueComb)
      w.line("val = " + m->valueComb->functor + "()(val, " + p +
             field(4, "s", "e") + ");");
    w.close();
    if (failed(aw.finish(w, idx, outs, "e")))
      return failure();
    w.close();
    addKernel(w, {gridFor(nOut, 256, true), 1, 1}, 256);
  }
  notes.push_back("(value, index) reduction, block per column tile (" +
                  S(slices) + " warps split " + S(aw.rlen) + ")" +
                  (splits > 1 ? ", the column over " + S(splits) +
                                    " blocks, partials combined by a second "
                                    "kernel"
                              : std::string()));
  return true;
}

} // namespace cuda_emitter
