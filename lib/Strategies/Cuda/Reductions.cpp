//===- Reductions.cpp - reduction kernels ---------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Reductions materialized by their own kernels: serial (and the serial
// online softmax pair), row (warp, sub-warp, block), column and split.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

/// Opens one serial loop `l_r<i>` per reduction loop i of `op`, in loop
/// order, naming it in `loops`; returns how many were opened.
static int openSerialReductionLoops(Writer &w, linalg::GenericOp op,
                                    Strs &loops) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int opened = 0;
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray())) {
    if (t != utils::IteratorType::reduction)
      continue;
    std::string var = "l_r" + std::to_string(i);
    loops[i] = var;
    w.open("for (" + w.plan.idxType + " " + var + " = 0; " + var + " < " +
           std::to_string(ranges[i]) + "; ++" + var + ")");
    ++opened;
  }
  return opened;
}

LogicalResult Plan::emitSerialReduction(linalg::GenericOp op, ParamRef dst) {
  return emitSerialReduction(op, ArrayRef<ParamRef>(dst));
}

/// One thread per output point runs the payload over the reduction loops in
/// loop order, one accumulator per result (an argmax's value and index):
/// exactly the IR's sequential semantics.
LogicalResult Plan::emitSerialReduction(linalg::GenericOp op,
                                        ArrayRef<ParamRef> dsts) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  if (!outMap.isProjectedPermutation())
    return fail("a reduction whose output map is not a projected permutation");
  for (OpResult r : op->getResults())
    if (op.getIndexingMapMatchingResult(r) != outMap)
      return fail("a reduction whose results have different output maps");
  int64_t n = numel(type.getShape());
  Writer w(*this, entryName());
  Strs outs;
  for (ParamRef dst : dsts)
    outs.push_back(w.useParam(dst));
  w.open(gridStrideLoop("e", n));
  Strs idx = w.delinearize("e", type.getShape(), "o");
  Strs loops = parallelLoops(op, idx);
  Strs accs;
  for (auto [j, initOp] : llvm::enumerate(op.getDpsInits())) {
    FailureOr<std::string> init = w.read(initOp, idx);
    if (failed(init))
      return failure();
    accs.push_back(dsts.size() == 1 ? std::string("acc")
                                    : "acc" + std::to_string(j));
    w.line("float " + accs.back() + " = " + *init + ";");
  }
  int opened = openSerialReductionLoops(w, op, loops);
  FailureOr<Strs> ys = w.genericAt(op, loops, accs);
  if (failed(ys))
    return failure();
  for (auto [acc, y] : llvm::zip(accs, *ys))
    w.line(acc + " = " + y + ";");
  for (int i = 0; i < opened; ++i)
    w.close();
  for (auto [o, acc] : llvm::zip(outs, accs))
    w.line(o + "[e] = " + acc + ";");
  w.close();
  addKernel(w, {gridFor(n, opts.block, true), 1, 1}, unsigned(opts.block));
  notes.push_back("serial reduction per output");
  return success();
}

/// The sum of an online (max, sum of exp(x - c)) pair from the running
/// (`mv`, `sv`): reads c, then S = init + s * exp(m - c), or, when m or c is
/// not finite, the exact sum by a partial loop over [begin, end) by `step`
/// (combined across lanes by `combine`, a statement on "%" = the partial,
/// when several lanes share the row). Returns S's variable.
FailureOr<std::string> emitOnlineSum(
    Writer &w, OnlineSoftmaxMatch &m, const Strs &sumLoops, StringRef mv,
    StringRef sv, llvm::function_ref<FailureOr<std::string>()> readInitS,
    StringRef begin, StringRef end, StringRef step, StringRef combine) {
  FailureOr<std::string> c = w.readAt(m.c, m.cMap, sumLoops);
  if (failed(c))
    return failure();
  FailureOr<std::string> initS = readInitS();
  if (failed(initS))
    return failure();
  std::string S = w.fresh("rowsum");
  w.line("float " + S + ";");
  w.open("if (isfinite(" + mv.str() + ") && isfinite(" + *c + "))");
  w.line(S + " = " + *initS + " + " + sv.str() + " * HTAM_EXP(" + mv.str() +
         " - " + *c + ");");
  w.close();
  w.open("else");
  std::string part = w.fresh("red");
  w.line("float " + part + " = 0.0f;");
  if (failed(emitPartialLoop(w, m.sum, sumLoops, begin, end, step, part)))
    return failure();
  if (!combine.empty())
    w.line(llvm::join(llvm::split(combine, "%"), part));
  w.line(S + " = " + *initS + " + " + part + ";");
  w.close();
  return S;
}

/// A (max, sum of exp(x - c)) pair over reductions that are not rows (a
/// softmax over the channels of NCHW): one thread per output computes both
/// in one pass with a running (m, s), as the row template does per lane;
/// S = init + s * exp(m - c), recomputed by the exact formula when m or c is
/// not finite. Both results go to buffers (`dst` for `v`, scratch for its
/// partner): 2 reads of x instead of 3.
LogicalResult Plan::emitSerialOnlinePair(const OnlineSoftmaxMatch &match,
                                         Value v, ParamRef dst) {
  OnlineSoftmaxMatch m = match;
  OpResult maxV = m.max->getResult(0), sumV = m.sum->getResult(0);
  auto type = cast<ShapedType>(maxV.getType());
  if (!m.max.getIndexingMapMatchingResult(maxV).isProjectedPermutation())
    return fail("a reduction whose output map is not a projected permutation");
  int64_t n = numel(type.getShape());
  ParamRef partner{true, unsigned(scratch.size())};
  scratch.push_back(n * 4);
  ParamRef maxDst = v == maxV ? dst : partner;
  ParamRef sumDst = v == maxV ? partner : dst;
  auto [functor, ident] = useOnlineSoftmax(m);
  Writer w(*this, entryName());
  std::string mo = w.useParam(maxDst), so = w.useParam(sumDst);
  w.open(gridStrideLoop("e", n));
  Strs idx = w.delinearize("e", type.getShape(), "o");
  Strs loops = parallelLoops(m.max, idx);
  FailureOr<std::string> initM = w.read(m.max.getDpsInits()[0], idx);
  FailureOr<std::string> initS = w.read(m.sum.getDpsInits()[0], idx);
  if (failed(initM) || failed(initS))
    return failure();
  w.line("float om = " + ident + ", os = 0.0f;");
  int opened = openSerialReductionLoops(w, m.max, loops);
  FailureOr<std::string> x = w.readAt(m.x, m.xMap, loops);
  if (failed(x))
    return failure();
  std::string mn = w.decl("float", functor + "()(om, " + *x + ")");
  w.line("os = htam_online_rescale(os, om, " + mn + ") + htam_online_term(" +
         *x + ", " + mn + ");");
  w.line("om = " + mn + ";");
  for (int i = 0; i < opened; ++i)
    w.close();
  // M first, in a register and in its buffer: c is usually computed from M.
  std::string M = w.decl("float", functor + "()(" + *initM + ", om)", "rowmax");
  w.line(mo + "[e] = " + M + ";");
  w.remember(memoKey(maxV, idx), M);
  materialized[maxV] = maxDst;
  materialized[sumV] = sumDst;
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(m.sum, dims, sizes);
  FailureOr<std::string> S = emitOnlineSum(
      w, m, parallelLoops(m.sum, idx), "om", "os",
      [&]() -> FailureOr<std::string> { return *initS; }, "0",
      std::to_string(numel(sizes)), "1", "");
  if (failed(S))
    return failure();
  w.line(so + "[e] = " + *S + ";");
  w.close();
  addKernel(w, {gridFor(n, opts.block, true), 1, 1}, unsigned(opts.block));
  stats.numOnlinePairs++;
  notes.push_back("online softmax pass per output");
  return success();
}

/// Reduction loop dims of `op` in loop order and their extents.
void reductionDims(linalg::GenericOp op, SmallVector<unsigned> &dims,
                   SmallVector<int64_t> &sizes) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction) {
      dims.push_back(i);
      sizes.push_back(ranges[i]);
    }
}

std::string rowReduce(StringRef var, StringRef functor, StringRef identity,
                      bool wholeBlock, int64_t width) {
  if (wholeBlock)
    return (var + " = htam_block_reduce(" + var + ", " + functor + "(), " +
            identity + ");")
        .str();
  return (var + " = htam_warp_reduce(" + var + ", " + functor + "(), " +
          Twine(width) + ");")
      .str();
}

/// Emits the strided partial reduction `part = combine(part, f(j))` for j in
/// [begin, end) by `step` into `w`.
LogicalResult emitPartialLoop(Writer &w, linalg::GenericOp op, Strs loops,
                              StringRef begin, StringRef end, StringRef step,
                              StringRef part) {
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  rowReductionDims(op, dims, sizes);
  std::string j = w.fresh("l_j");
  w.open("for (" + w.plan.idxType + " " + j + " = " + begin.str() + "; " + j +
         " < " + end.str() + "; " + j + " += " + step.str() + ")");
  Strs rv = w.delinearize(j, sizes, "l_q");
  for (auto [k, d] : llvm::enumerate(dims))
    loops[d] = rv[k];
  FailureOr<Strs> ys = w.genericAt(op, loops, {part.str()});
  if (failed(ys))
    return failure();
  w.line(part + " = " + (*ys)[0] + ";");
  w.close();
  return success();
}

LogicalResult Plan::emitRowReduction(linalg::GenericOp op, const Combiner &comb,
                                     ParamRef dst) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  int64_t rows = numel(type.getShape());
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  int64_t rlen = numel(sizes);
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
    // After a library call no reduction card shapes the kernel: a short row
    // gets part of a warp (about 4 elements per lane), not a block of
    // mostly idle lanes (l2_11's batch-norm sums over rows of 34 ran 256
    // lanes each).
    if (opts.splitFewRows && rlen < 4 * block) {
      lanes = 1;
      while (lanes < 32 && lanes * 4 < rlen)
        lanes *= 2;
    }
  }
  int64_t rpb = block / lanes;
  Writer w(*this, entryName());
  std::string o = w.useParam(dst);
  const std::string &T = idxType;
  w.open("for (" + T + " r0 = (" + T + ")blockIdx.x * " + std::to_string(rpb) +
         "; r0 < " + std::to_string(rows) + "; r0 += (" + T + ")gridDim.x * " +
         std::to_string(rpb) + ")");
  w.line(T + " row = r0 + threadIdx.x / " + std::to_string(lanes) + ";");
  w.line("const bool valid = row < " + std::to_string(rows) + ";");
  w.line("if (!valid) row = " + std::to_string(rows - 1) + ";");
  w.line("const int lane = threadIdx.x % " + std::to_string(lanes) + ";");
  Strs idx = w.delinearize("row", type.getShape(), "p");
  Strs loops = parallelLoops(op, idx);
  w.line("float part = " + comb.identity + ";");
  if (failed(emitPartialLoop(w, op, loops, "lane", std::to_string(rlen),
                             std::to_string(lanes), "part")))
    return failure();
  w.line(rowReduce("part", comb.functor, comb.identity, lanes == block, lanes));
  FailureOr<std::string> init = w.read(op.getDpsInits()[0], idx);
  if (failed(init))
    return failure();
  w.line("if (valid && lane == 0) " + o + "[row] = " + comb.functor + "()(" +
         *init + ", part);");
  w.close();
  unsigned grid = unsigned(std::min<int64_t>(ceilDiv(rows, rpb), kMaxGridX));
  addKernel(w, {grid, 1, 1}, unsigned(block));
  notes.push_back(lanes == block ? "block per row"
                  : lanes == 32  ? "warp per row"
                                 : "sub-warp rows");
  return success();
}

ColumnTiling Plan::columnTiling(linalg::GenericOp op, int64_t nOut,
                                int64_t rlen) const {
  ColumnTiling g;
  g.rlen = rlen;
  g.block = std::max<int64_t>(64, opts.block);
  g.slices = g.block / 32;
  // Kept rows shorter than a warp: a tile spans several of them.
  g.inner = columnTileRun(op);
  g.tilesPerRow = ceilDiv(g.inner, 32);
  g.tiles = (nOut / g.inner) * g.tilesPerRow;
  // Splits: enough blocks for two waves, each warp keeping at least 16
  // elements of its column per split.
  int64_t wave = opts.smCount * std::max<int64_t>(1, 2048 / g.block);
  g.splits = std::min<int64_t>(ceilDiv(2 * wave, g.tiles),
                               std::max<int64_t>(1, rlen / (16 * g.slices)));
  g.splits = std::max<int64_t>(1, g.splits);
  if (g.tiles * g.splits > kMaxGridX)
    g.splits = std::max<int64_t>(1, kMaxGridX / g.tiles);
  g.chunk = ceilDiv(rlen, g.splits);
  return g;
}

std::pair<std::string, std::string>
Plan::emitColumnTileHead(Writer &w, const ColumnTiling &g) {
  auto S = [](int64_t x) { return std::to_string(x); };
  const std::string &T = idxType;
  w.line("const int tx = threadIdx.x % 32, ty = threadIdx.x / 32;");
  std::string begin = "ty", end = S(g.rlen);
  if (g.splits > 1) {
    w.open("for (" + T + " bt = blockIdx.x; bt < " + S(g.tiles * g.splits) +
           "; bt += gridDim.x)");
    w.line("const " + T + " tile = bt / " + S(g.splits) + ";");
    w.line("const " + T + " split = bt % " + S(g.splits) + ";");
    w.line("const " + T + " j1 = split * " + S(g.chunk) + " + " + S(g.chunk) +
           " < " + S(g.rlen) + " ? split * " + S(g.chunk) + " + " +
           S(g.chunk) + " : " + S(g.rlen) + ";");
    begin = "split * " + S(g.chunk) + " + ty";
    end = "j1";
  } else {
    w.open("for (" + T + " tile = blockIdx.x; tile < " + S(g.tiles) +
           "; tile += gridDim.x)");
  }
  w.line("const " + T + " col = (tile % " + S(g.tilesPerRow) + ") * 32 + tx;");
  w.line("const bool valid = col < " + S(g.inner) + ";");
  // Lanes past the row's end reduce its last output and do not store.
  w.line("const " + T + " e = (tile / " + S(g.tilesPerRow) + ") * " +
         S(g.inner) + " + (valid ? col : " + S(g.inner - 1) + ");");
  return {begin, end};
}

/// A reduction over a dim that is not innermost, whose neighbouring outputs
/// are neighbouring in memory (a column sum): each block takes tiles of 32
/// adjacent outputs; its warps split the reduction (warp y takes indices
/// y, y + R, ...), each lane one output, so every load of a warp is 128
/// contiguous bytes; the R partials of an output are combined through shared
/// memory in a fixed order. One thread per output (the serial form) leaves
/// each thread the whole column and too few loads in flight. With too few
/// tiles to fill the GPU (a sum over dim 0 of a tall matrix: 32 outputs, one
/// tile), the column is also split across S blocks per tile: each writes its
/// chunk's partials to scratch, and a second kernel combines the S partials
/// of each output in split order (deterministic, no atomics).
LogicalResult Plan::emitColumnReduction(linalg::GenericOp op,
                                        const Combiner &comb, ParamRef dst) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  int64_t rlen = numel(sizes);
  int64_t nOut = numel(shape);
  ColumnTiling g = columnTiling(op, nOut, rlen);
  int64_t block = g.block, slices = g.slices, tiles = g.tiles,
          splits = g.splits;
  auto S = [](int64_t x) { return std::to_string(x); };
  std::optional<ParamRef> partial;
  if (splits > 1) {
    partial = ParamRef{true, unsigned(scratch.size())};
    scratch.push_back(splits * nOut * 4);
  }
  {
    Writer w(*this, entryName());
    std::string o = w.useParam(partial ? *partial : dst);
    w.line("__shared__ float colpart[" + S(slices) + "][33];");
    auto [begin, end] = emitColumnTileHead(w, g);
    Strs idx = w.delinearize("e", shape, "p");
    Strs loops = parallelLoops(op, idx);
    w.line("float part = " + comb.identity + ";");
    if (failed(emitPartialLoop(w, op, loops, begin, end, S(slices), "part")))
      return failure();
    w.line("colpart[ty][tx] = part;");
    w.line("__syncthreads();");
    FailureOr<std::string> init = std::string();
    if (splits == 1)
      init = w.read(op.getDpsInits()[0], idx);
    if (failed(init))
      return failure();
    w.open("if (ty == 0 && valid)");
    w.line("float acc = colpart[0][tx];");
    w.line("for (int y = 1; y < " + S(slices) + "; ++y) acc = " +
           comb.functor + "()(acc, colpart[y][tx]);");
    if (splits > 1)
      w.line(o + "[split * " + S(nOut) + " + e] = acc;");
    else
      w.line(o + "[e] = " + comb.functor + "()(" + *init + ", acc);");
    w.close();
    w.line("__syncthreads();");
    w.close();
    int64_t blocks = tiles * splits;
    unsigned grid = unsigned(std::min<int64_t>(blocks, kMaxGridX));
    addKernel(w, {grid, 1, 1}, unsigned(block));
  }
  if (splits > 1) {
    // The S partials of each output in split order, then the init.
    Writer w(*this, entryName());
    std::string p = w.useParam(*partial);
    std::string o = w.useParam(dst);
    w.open(gridStrideLoop("e", nOut));
    Strs idx = w.delinearize("e", shape, "p");
    w.line("float acc = " + p + "[e];");
    w.line("for (int s = 1; s < " + S(splits) + "; ++s) acc = " +
           comb.functor + "()(acc, " + p + "[s * " + S(nOut) + " + e]);");
    FailureOr<std::string> init = w.read(op.getDpsInits()[0], idx);
    if (failed(init))
      return failure();
    w.line(o + "[e] = " + comb.functor + "()(" + *init + ", acc);");
    w.close();
    addKernel(w, {gridFor(nOut, 256, true), 1, 1}, 256);
  }
  notes.push_back("block per column tile (" + S(slices) + " warps split " +
                  S(rlen) + ")" +
                  (splits > 1 ? ", the column over " + S(splits) +
                                    " blocks, partials combined by a second "
                                    "kernel"
                              : std::string()));
  return success();
}

LogicalResult Plan::emitSplitReduction(linalg::GenericOp op,
                                       const Combiner &comb, ParamRef dst) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  int64_t rows = numel(type.getShape());
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  int64_t rlen = numel(sizes);
  int64_t block = opts.block;
  // Enough blocks for two waves, at least `splits` per row, and at least four
  // elements per thread in each chunk.
  int64_t splits =
      std::max<int64_t>(opts.splits, ceilDiv(2 * opts.smCount * 4, rows));
  splits = std::min<int64_t>(splits, std::max<int64_t>(1, rlen / (block * 4)));
  splits = std::max<int64_t>(splits, 1);
  int64_t chunk = ceilDiv(rlen, splits);
  if (rows * splits > kMaxGridX)
    return fail("too many blocks for the split reduction");
  ParamRef partial{true, unsigned(scratch.size())};
  scratch.push_back(rows * splits * 4);
  const std::string &T = idxType;
  {
    Writer w(*this, entryName());
    std::string p = w.useParam(partial);
    w.line("const " + T + " row = (" + T + ")blockIdx.x / " +
           std::to_string(splits) + ";");
    w.line("const " + T + " split = (" + T + ")blockIdx.x % " +
           std::to_string(splits) + ";");
    w.line("const " + T + " j0 = split * " + std::to_string(chunk) + ";");
    w.line(T + " j1 = j0 + " + std::to_string(chunk) + ";");
    w.line("if (j1 > " + std::to_string(rlen) +
           ") j1 = " + std::to_string(rlen) + ";");
    Strs idx = w.delinearize("row", type.getShape(), "p");
    Strs loops = parallelLoops(op, idx);
    w.line("float part = " + comb.identity + ";");
    if (failed(emitPartialLoop(w, op, loops, "j0 + threadIdx.x", "j1",
                               "blockDim.x", "part")))
      return failure();
    w.line(rowReduce("part", comb.functor, comb.identity, true, 32));
    w.line("if (threadIdx.x == 0) " + p + "[blockIdx.x] = part;");
    addKernel(w, {unsigned(rows * splits), 1, 1}, unsigned(block));
  }
  {
    Writer w(*this, entryName());
    std::string p = w.useParam(partial);
    std::string o = w.useParam(dst);
    w.open(gridStrideLoop("row", rows));
    Strs idx = w.delinearize("row", type.getShape(), "p");
    w.line("float acc = " + comb.identity + ";");
    w.line("for (int s = 0; s < " + std::to_string(splits) +
           "; ++s) acc = " + comb.functor + "()(acc, " + p + "[row * " +
           std::to_string(splits) + " + s]);");
    FailureOr<std::string> init = w.read(op.getDpsInits()[0], idx);
    if (failed(init))
      return failure();
    w.line(o + "[row] = " + comb.functor + "()(" + *init + ", acc);");
    w.close();
    addKernel(w, {gridFor(rows, 256, true), 1, 1}, 256);
  }
  notes.push_back("split reduction (" + std::to_string(splits) + " splits)");
  return success();
}

} // namespace cuda_emitter
