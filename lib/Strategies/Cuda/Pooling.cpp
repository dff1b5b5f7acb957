//===- Pooling.cpp - windowed and tiled pooling kernels -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The result kernels of tpl_pool_window (several adjacent outputs per
// thread, interior groups without bounds tests) and tpl_pool_tile (the
// input region of a tile staged in shared memory).
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

/// A result kernel in which each thread computes `windowOutputs` adjacent
/// outputs along the innermost dim (the last group of a row may be short):
/// the outer indices are shared, the loop over the outputs is unrolled, and
/// so are the short loops of inline window reductions, so the loads that
/// overlapping windows share can be issued once (tpl_pool_window).
LogicalResult Plan::emitFinalWindowed(Writer &w, const std::string &o, Value v,
                                      ArrayRef<int64_t> shape) {
  const std::string &T = idxType;
  auto S = [](int64_t x) { return std::to_string(x); };
  int64_t inner = shape.back();
  int64_t outs = std::min(opts.windowOutputs, inner);
  int64_t groups = ceilDiv(inner, outs);
  SmallVector<int64_t> groupShape(shape.begin(), shape.end());
  groupShape.back() = groups;
  int64_t numGroups = numel(groupShape);
  unsigned before = stats.numWindowReductions;
  w.open(gridStrideLoop("g", numGroups));
  Strs idx = w.delinearize("g", groupShape, "o");
  // A row's last group, when short, is moved back to end at the row's end:
  // it recomputes some outputs of the group before it and stores the same
  // values again. All outputs of a group are then in range, so no guard
  // separates their loads (a clamp per output would make the indices of
  // overlapping windows differ to the compiler).
  std::string first = w.fresh("ow");
  std::string start = idx.back() + " * " + S(outs);
  w.line("const " + T + " " + first + " = " +
         (inner % outs ? "min((" + T + ")(" + start + "), (" + T + ")" +
                             S(inner - outs) + ")"
                       : start) +
         ";");
  w.line("const " + T + " rowBase = (g / " + S(groups) + ") * " + S(inner) +
         ";");
  auto emitOutputs = [&](const Writer::WindowProbe *interior) {
    w.line("#pragma unroll");
    w.open("for (int wv = 0; wv < " + S(outs) + "; ++wv)");
    Strs at = idx;
    at.back() = "(" + first + " + wv)";
    w.interior = interior;
    w.interiorIdx = at;
    FailureOr<std::string> s = w.read(v, at);
    w.interior = nullptr;
    if (failed(s))
      return failure();
    w.line(o + "[rowBase + " + at.back() + "] = " + *s + ";");
    w.close();
    return success();
  };
  // Most groups read their windows inside the copied part of a padding:
  // they get a copy of the loop without its bounds tests (and without the
  // selects on every index, which bound these kernels). Probing the
  // windows at the group's first and last corner gives the test, since
  // every window index grows with the output and window indices.
  Writer::WindowProbe probe;
  std::string probed;
  for (bool last : {false, true}) {
    probe.last = last;
    Strs corner = idx;
    corner.back() = "(" + first + " + " + S(last ? outs - 1 : 0) + ")";
    if (probeRead(w, v, corner, probe, probed))
      probe.unsafe = true;
  }
  bool split = !probe.unsafe && !probe.strided && !probe.conds.empty();
  if (!split) {
    if (failed(emitOutputs(nullptr)))
      return failure();
  } else {
    // The probe's reads and values are dead code; only its tests are used.
    std::string inside = w.fresh("interior");
    w.line("bool " + inside + ";");
    w.open("");
    w.out->append(probed);
    w.line(inside + " = " + join(probe.conds, " && ") + ";");
    w.close();
    w.open("if (" + inside + ")");
    if (failed(emitOutputs(&probe)))
      return failure();
    w.close();
    w.open("else");
    if (failed(emitOutputs(nullptr)))
      return failure();
    w.close();
  }
  w.close();
  addKernel(w, {gridFor(numGroups, opts.block, true), 1, 1},
            unsigned(opts.block));
  notes.push_back(S(outs) + (outs == 1 ? " output" : " outputs") +
                  " per thread" +
                  (stats.numWindowReductions > before
                       ? std::string(", window loops unrolled")
                       : std::string()) +
                  (split ? ", interior groups without bounds tests" : ""));
  return success();
}

/// A window index of a pooling input map: `out * stride + win * dilation +
/// offset`, one parallel and one reduction dim.
namespace {
struct WindowIndex {
  unsigned out = 0, win = 0;
  int64_t stride = 0, dilation = 0, offset = 0;
};
} // namespace

/// The result kernel of tpl_pool_tile. The result must read one pooling
/// window at its own index (through elementwise consumers, as the interior
/// probe checks), whose input is read by nothing else, and the window must
/// span the input's last 1 to 3 dims. One block per tile of outputs (a
/// grid-stride loop over the tiles): tileCols outputs along the innermost
/// dim, tileRows along the next (with 2 or 3 windowed dims), 1 along the
/// third. The block
///   1. copies the tile's input region, (n - 1) * stride + (window - 1) *
///      dilation + 1 per windowed dim, into shared memory with consecutive
///      threads on consecutive inputs (the padding's bounds tested once per
///      copied element);
///   2. computes each output of the tile from shared memory (consecutive
///      threads on consecutive outputs), consumers fused.
/// Each input is loaded from DRAM about once per tile instead of once per
/// window that covers it (l1_41: 8 taps, l1_42: 16).
LogicalResult Plan::emitFinalTiled(Writer &w, const std::string &o, Value v,
                                   ArrayRef<int64_t> shape) {
  const std::string &T = idxType;
  auto S = [](int64_t x) { return std::to_string(x); };
  // Which pooling window the result reads, and at which index.
  Strs probeIdx;
  for (size_t d = 0; d < shape.size(); ++d)
    probeIdx.push_back("p" + S(d));
  Writer::WindowProbe probe;
  std::string discarded;
  if (std::optional<std::string> why =
          probeRead(w, v, probeIdx, probe, discarded))
    return fail(*why);
  if (probe.ops.size() != 1 || probe.unsafe)
    return fail("tpl_pool_tile needs a result that reads one pooling window "
                "at its own index (through elementwise consumers)");
  auto pool = cast<linalg::GenericOp>(*probe.ops.begin());
  OpOperand *in = windowInput(pool);
  Value x = in->get();
  if (!x.hasOneUse())
    return fail("tpl_pool_tile: the pooling input has other users");
  auto xType = cast<RankedTensorType>(x.getType());
  AffineMap map = pool.getMatchingIndexingMap(in);
  AffineMap outMap = pool.getIndexingMapMatchingResult(pool->getResult(0));
  SmallVector<utils::IteratorType> iters = pool.getIteratorTypesArray();
  SmallVector<int64_t> ranges = pool.getStaticLoopRanges();
  // The input's window dims: its last ones, each `out * stride + win *
  // dilation + offset` with `out` one of the output's last dims in order.
  SmallVector<WindowIndex> wins;
  SmallVector<unsigned> winDims;
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    llvm::SmallDenseMap<unsigned, int64_t> coeffs;
    int64_t offset = 0;
    if (!linearTerms(map.getResult(r), 1, coeffs, offset))
      return fail("tpl_pool_tile: a pooling index that is not linear");
    if (coeffs.size() == 1 && !offset && coeffs.begin()->second == 1 &&
        iters[coeffs.begin()->first] == utils::IteratorType::parallel) {
      if (!wins.empty())
        return fail("tpl_pool_tile: window dims must be the input's last");
      continue;
    }
    WindowIndex wi;
    wi.offset = offset;
    for (auto [dim, c] : coeffs) {
      if (c < 1)
        return fail("tpl_pool_tile: a pooling index that does not grow");
      bool red = iters[dim] == utils::IteratorType::reduction;
      (red ? wi.win : wi.out) = dim;
      (red ? wi.dilation : wi.stride) = c;
    }
    if (coeffs.size() != 2 || !wi.stride || !wi.dilation)
      return fail("tpl_pool_tile: a window index needs one output and one "
                  "window dim");
    wins.push_back(wi);
    winDims.push_back(r);
  }
  size_t k = wins.size(), rank = shape.size();
  if (k < 1 || k > 3)
    return fail("tpl_pool_tile tiles windows over 1 to 3 dims");
  for (size_t i = 0; i < k; ++i) {
    std::optional<unsigned> pos = outMap.getResultPosition(
        getAffineDimExpr(wins[i].out, pool.getContext()));
    if (!pos || *pos != rank - k + i)
      return fail("tpl_pool_tile: the windowed output dims must be the "
                  "result's last");
  }
  // Per windowed dim i (outermost first): outputs per tile `tile[i]`, the
  // input region's extent `region[i]`, the outputs `outs[i]` and the
  // input's extent `extent[i]`.
  SmallVector<int64_t> tile(k, 1), region(k), outs(k), extent(k);
  for (size_t i = 0; i < k; ++i) {
    outs[i] = shape[rank - k + i];
    extent[i] = xType.getDimSize(winDims[i]);
  }
  tile[k - 1] = std::min(opts.tileCols, outs[k - 1]);
  if (k >= 2)
    tile[k - 2] = std::min(opts.tileRows, outs[k - 2]);
  // A region over 48 KiB of shared memory (large strides or windows, as
  // l1_45's 11x11) halves the tile, rows first.
  while (true) {
    for (size_t i = 0; i < k; ++i)
      region[i] = (tile[i] - 1) * wins[i].stride +
                  (ranges[wins[i].win] - 1) * wins[i].dilation + 1;
    if (numel(region) * 4 <= 48 * 1024)
      break;
    if (k >= 2 && tile[k - 2] > 1)
      tile[k - 2] = (tile[k - 2] + 1) / 2;
    else if (tile[k - 1] > 1)
      tile[k - 1] = (tile[k - 1] + 1) / 2;
    else
      return fail("tpl_pool_tile: one window's input region exceeds 48 KiB "
                  "of shared memory");
  }
  // Tiling pays when the region loads fewer inputs per output than the
  // windows read (3-D windows with stride 2, as l1_43, load about 47 per
  // output for 27 taps: a tile one output deep re-reads its 7-plane halo).
  int64_t taps = 1;
  for (const WindowIndex &wi : wins)
    taps *= ranges[wi.win];
  if (numel(region) > taps * numel(tile))
    return fail("tpl_pool_tile: the tile's input region (" + S(numel(region)) +
                " inputs for " + S(numel(tile)) +
                " outputs) loads more per output than the windows read (" +
                S(taps) + ")");
  SmallVector<int64_t> tiles(k);
  for (size_t i = 0; i < k; ++i)
    tiles[i] = ceilDiv(outs[i], tile[i]);
  SmallVector<int64_t> outerShape(shape.begin(), shape.end() - k);
  int64_t numTiles = numel(outerShape) * numel(tiles);
  // Names per windowed dim: the tile's first output and first input, a
  // region position, an input index, an output index.
  auto name = [&](StringRef what, size_t i) {
    return (what + "_" + Twine(i)).str();
  };
  auto windowed = [&](StringRef what) {
    Strs r;
    for (size_t i = 0; i < k; ++i)
      r.push_back(name(what, i));
    return r;
  };
  // `vars` < `ends`, per windowed dim.
  auto below = [&](const Strs &vars, ArrayRef<int64_t> ends) {
    Strs c;
    for (size_t i = 0; i < k; ++i)
      c.push_back(vars[i] + " < " + S(ends[i]));
    return join(c, " && ");
  };
  // Row-major position `e` over `extents`, as one declaration per dim.
  auto positions = [&](StringRef what, ArrayRef<int64_t> extents,
                       StringRef e = "e") {
    int64_t stride = numel(extents);
    for (size_t i = 0; i < k; ++i) {
      stride /= extents[i];
      w.line("const int " + name(what, i) + " = (" + e.str() + " / " +
             S(stride) + ") % " + S(extents[i]) + ";");
    }
  };

  w.line("__shared__ float tile[" + S(numel(region)) + "];");
  w.open("for (" + T + " t = blockIdx.x; t < " + S(numTiles) +
         "; t += gridDim.x)");
  SmallVector<int64_t> tileSpace(outerShape.begin(), outerShape.end());
  tileSpace.append(tiles.begin(), tiles.end());
  Strs pos = w.delinearize("t", tileSpace, "o");
  Strs idx(pos.begin(), pos.end() - k);
  for (size_t i = 0; i < k; ++i) {
    const std::string &ti = pos[pos.size() - k + i];
    w.line("const " + T + " " + name("first", i) + " = " + ti + " * " +
           S(tile[i]) + ", " + name("base", i) + " = " + ti + " * " +
           S(tile[i] * wins[i].stride) + " + " + S(wins[i].offset) + ";");
  }
  // The input index of the pooling at output `outIdx`, with the windowed
  // dims replaced by `winIdx`.
  auto inputIndex = [&](ArrayRef<std::string> outIdx,
                        ArrayRef<std::string> winIdx) -> FailureOr<Strs> {
    Strs loops = parallelLoops(pool, outIdx);
    for (auto &l : loops)
      if (l.empty())
        l = "0";
    FailureOr<Strs> xi = w.applyMap(map, loops);
    if (failed(xi))
      return failure();
    for (size_t i = 0; i < k; ++i)
      (*xi)[winDims[i]] = winIdx[i];
    return xi;
  };
  const std::string block = S(opts.block);
  // The previous tile's windows are read before the region is replaced.
  w.line("__syncthreads();");
  // The region copy loads in groups of up to 8 per thread into registers,
  // without branches, then stores the group: the group's loads are in
  // flight together (one at a time, the copy is bound by memory latency,
  // not bandwidth). Past the region or the input, a position loads a
  // clamped, valid index instead; only outputs past the result's end read
  // those tile entries, and they are not stored.
  int64_t regionSize = numel(region);
  int64_t rounds = ceilDiv(regionSize, opts.block);
  // Groups of equal size (9 rounds: 2 groups of 5, not 8 and 1).
  int64_t groups = ceilDiv(rounds, 8), group = ceilDiv(rounds, groups);
  bool pastRegion = groups * group * opts.block != regionSize;
  auto groupPosition = [&] {
    w.line("const int e = (g * " + S(group) + " + u) * " + block +
           " + threadIdx.x;");
  };
  w.open("for (int g = 0; g < " + S(groups) + "; ++g)");
  w.line("float v[" + S(group) + "];");
  w.line("#pragma unroll");
  w.open("for (int u = 0; u < " + S(group) + "; ++u)");
  groupPosition();
  w.line("const int c = e < " + S(regionSize) + " ? e : " + S(regionSize - 1) +
         ";");
  positions("r", region, "c");
  Strs xs = windowed("x");
  for (size_t i = 0; i < k; ++i) {
    std::string at = name("base", i) + " + " + name("r", i);
    w.line("const " + T + " " + xs[i] + " = " + at + " < " + S(extent[i]) +
           " ? " + at + " : " + S(extent[i] - 1) + ";");
  }
  {
    Strs outIdx = idx;
    llvm::append_range(outIdx, windowed("first"));
    FailureOr<Strs> xi = inputIndex(outIdx, xs);
    if (failed(xi))
      return failure();
    FailureOr<std::string> s = w.read(x, *xi);
    if (failed(s))
      return failure();
    w.line("v[u] = " + *s + ";");
  }
  w.close();
  w.line("#pragma unroll");
  w.open("for (int u = 0; u < " + S(group) + "; ++u)");
  groupPosition();
  w.line((pastRegion ? "if (e < " + S(regionSize) + ") " : std::string()) +
         "tile[e] = v[u];");
  w.close();
  w.close();
  w.line("__syncthreads();");
  // Every read of the pooling input is a read of the tile.
  auto tileRead = [&](Value val,
                      ArrayRef<std::string> i) -> std::optional<std::string> {
    if (val != x)
      return std::nullopt;
    std::string flat;
    for (size_t d = 0; d < k; ++d) {
      std::string part = "((" + i[winDims[d]] + ") - " + name("base", d) + ")";
      flat = d == 0 ? part : "(" + flat + ") * " + S(region[d]) + " + " + part;
    }
    return "tile[" + flat + "]";
  };
  // The outputs at tile position `q_*` (declared before): the result read
  // through the tile and stored, past the result's end only if `guarded`.
  auto emitOutput = [&](bool guarded) -> LogicalResult {
    for (size_t i = 0; i < k; ++i)
      w.line("const " + T + " " + name("out", i) + " = " + name("first", i) +
             " + " + name("q", i) + ";");
    Strs at = idx;
    llvm::append_range(at, windowed("out"));
    w.open(guarded ? "if (" + below(windowed("out"), outs) + ")"
                   : std::string());
    w.override = tileRead;
    FailureOr<std::string> s = w.read(v, at);
    w.override = nullptr;
    if (failed(s))
      return failure();
    w.line(o + "[" + w.linearize(at, shape) + "] = " + *s + ";");
    w.close();
    return success();
  };
  // Windows over 2 or 3 dims: in a tile inside the result, each thread
  // computes `rows` vertically adjacent outputs of one column in one
  // unrolled loop with no bounds test, so that nvcc loads the window rows
  // they share from shared memory once (l1_42's 4x4 windows, 8 outputs: 44
  // reads instead of 128). Consecutive threads stay on consecutive columns.
  // (Only the tile's last two dims exceed 1; the row is written as a
  // plain sum in `i`, which nvcc's value numbering sees through.)
  int64_t cols = tile[k - 1], tileRows = k >= 2 ? tile[k - 2] : 1;
  int64_t rows = opts.block % cols == 0 ? tileRows / (opts.block / cols) : 0;
  bool columns = k >= 2 && rows >= 2 && tileRows % (opts.block / cols) == 0;
  if (columns) {
    Strs full;
    for (size_t i = 0; i < k; ++i)
      full.push_back(name("first", i) + " + " + S(tile[i]) +
                     " <= " + S(outs[i]));
    w.open("if (" + join(full, " && ") + ")");
    w.line("#pragma unroll");
    w.open("for (int i = 0; i < " + S(rows) + "; ++i)");
    for (size_t d = 0; d + 2 < k; ++d)
      w.line("const int " + name("q", d) + " = 0;");
    w.line("const int " + name("q", k - 2) + " = (threadIdx.x / " + S(cols) +
           ") * " + S(rows) + " + i;");
    w.line("const int " + name("q", k - 1) + " = threadIdx.x % " + S(cols) +
           ";");
    if (failed(emitOutput(false)))
      return failure();
    w.close(); // for i
    w.close(); // if the tile is inside the result
    w.open("else");
  }
  // Any tile: the tile's outputs block by block, stepping by the block size
  // as a constant so that nvcc unrolls the loop.
  int64_t tileSize = numel(tile);
  w.line("#pragma unroll 8");
  w.open("for (int e0 = 0; e0 < " + S(tileSize) + "; e0 += " + block + ")");
  w.line("const int e = e0 + threadIdx.x;");
  w.open(tileSize % opts.block ? "if (e < " + S(tileSize) + ")"
                               : std::string());
  positions("q", tile);
  if (failed(emitOutput(true)))
    return failure();
  w.close(); // if e is in the tile
  w.close(); // for e0
  if (columns)
    w.close(); // else
  w.close();   // for t
  int64_t grid = std::min<int64_t>(numTiles, kMaxGridX);
  addKernel(w, {unsigned(grid), 1, 1}, unsigned(opts.block));
  auto cross = [&](ArrayRef<int64_t> v) {
    Strs p;
    for (int64_t d : v)
      p.push_back(S(d));
    return join(p, "x");
  };
  notes.push_back("tiles of " + cross(tile) + " outputs, an input region of " +
                  cross(region) + " in shared memory");
  return success();
}

} // namespace cuda_emitter
