//===- Transpose.cpp - results that read an input transposed --------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `Plan::emitFinalTransposed`: an elementwise result that reads a task
// argument transposed (its innermost index follows another dim of the
// result than the result's innermost one: a transpose, a permute, NCHW to
// NHWC, a transposed operand added to a broadcast bias). One thread per
// output would read that argument with a stride; here each block stages a
// 32x32 (or 64x64) tile of it in shared memory (33 or 65 columns: the
// padding keeps both phases free of bank conflicts), loaded along the
// argument's innermost dim, then writes the outputs along the result's
// innermost dim reading the tile transposed. Both global sides are coalesced;
// the rest of the expression (broadcasts, elementwise consumers) is fused as
// usual.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

namespace {

/// How the result's kernel reads one task argument: the map from the
/// result's dims to the argument's index, or `unsafe` when some read goes
/// through an op whose index the analysis does not follow (a reshape, a
/// pad, ...) or the argument is read at two different maps.
struct ArgRead {
  std::optional<AffineMap> map;
  bool unsafe = false;
};

/// The reads of task arguments by the expression of `v` at the result's
/// index, composed through all-parallel generics with permutation output
/// maps and projected-permutation input maps (the reader inlines those).
class TransposeAnalysis {
public:
  explicit TransposeAnalysis(func::FuncOp func) : func(func) {}

  void visit(Value v, AffineMap m) {
    if (!visited.insert({v, m}).second)
      return;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner()->getParentOp() != func.getOperation())
        return;
      ArgRead &r = reads[arg.getArgNumber()];
      if (r.map && *r.map != m)
        r.unsafe = true;
      r.map = m;
      return;
    }
    auto gen = v.getDefiningOp<linalg::GenericOp>();
    if (!gen || hasReduction(gen) || gen->getNumResults() != 1 ||
        !gen.getIndexingMapMatchingResult(cast<OpResult>(v)).isPermutation()) {
      markOpaque(v);
      return;
    }
    AffineMap loops =
        inversePermutation(gen.getIndexingMapMatchingResult(cast<OpResult>(v)))
            .compose(m);
    Block &body = gen.getRegion().front();
    for (OpOperand &operand : gen->getOpOperands()) {
      if (body.getArgument(operand.getOperandNumber()).use_empty())
        continue;
      AffineMap in = gen.getMatchingIndexingMap(&operand);
      if (!in.isProjectedPermutation(/*allowZeroInResults=*/true)) {
        markOpaque(operand.get());
        continue;
      }
      visit(operand.get(), in.compose(loops));
    }
  }

  /// Every task argument `v` depends on is read in a way not followed.
  void markOpaque(Value v) {
    SmallVector<Value> work{v};
    llvm::DenseSet<Value> seen;
    while (!work.empty()) {
      Value x = work.pop_back_val();
      if (!seen.insert(x).second)
        continue;
      if (auto arg = dyn_cast<BlockArgument>(x)) {
        if (arg.getOwner()->getParentOp() == func.getOperation())
          reads[arg.getArgNumber()].unsafe = true;
        continue;
      }
      Operation *def = x.getDefiningOp();
      if (!def)
        continue;
      llvm::append_range(work, def->getOperands());
      // Values used inside regions (captured from above).
      def->walk([&](Operation *inner) {
        for (Value o : inner->getOperands()) {
          Operation *owner = o.getParentBlock()->getParentOp();
          if (owner != def && !def->isProperAncestor(owner))
            work.push_back(o);
        }
      });
    }
  }

  func::FuncOp func;
  llvm::SmallDenseMap<unsigned, ArgRead> reads;
  llvm::DenseSet<std::pair<Value, AffineMap>> visited;
};

/// The result dim an argument's innermost index follows, and the argument
/// position that holds the result's innermost dim, when the argument is
/// read transposed; nullopt otherwise.
std::optional<std::pair<unsigned, unsigned>> transposedDims(AffineMap m) {
  unsigned rank = m.getNumDims();
  if (rank < 2 || m.getNumResults() < 2)
    return std::nullopt;
  auto inner = dyn_cast<AffineDimExpr>(m.getResults().back());
  if (!inner || inner.getPosition() == rank - 1)
    return std::nullopt;
  for (unsigned i = 0; i + 1 < m.getNumResults(); ++i)
    if (auto d = dyn_cast<AffineDimExpr>(m.getResult(i));
        d && d.getPosition() == rank - 1)
      return std::make_pair(inner.getPosition(), i);
  return std::nullopt;
}

} // namespace

FailureOr<bool> Plan::emitFinalTransposed(Writer &w, const std::string &o,
                                          Value v, ArrayRef<int64_t> shape) {
  unsigned rank = shape.size();
  if (rank < 2)
    return false;
  TransposeAnalysis an(func);
  an.visit(v, AffineMap::getMultiDimIdentityMap(rank, func.getContext()));
  // The tile's dims: the result dim `p` that the largest transposed
  // argument's innermost index follows, and the result's innermost dim.
  std::optional<unsigned> p;
  int64_t most = -1;
  for (auto &[argNo, r] : an.reads) {
    if (r.unsafe || !r.map)
      continue;
    std::optional<std::pair<unsigned, unsigned>> td = transposedDims(*r.map);
    auto type = cast<ShapedType>(func.getArgument(argNo).getType());
    if (td && type.getNumElements() > most) {
      most = type.getNumElements();
      p = td->first;
    }
  }
  if (!p)
    return false;
  unsigned q = rank - 1;
  // Every argument read transposed along (p, q) is staged.
  struct Staged {
    unsigned argNo;
    AffineMap map;
    unsigned qPos;
    std::string tile;
  };
  SmallVector<Staged> staged;
  for (unsigned argNo = 0; argNo < numArgs; ++argNo) {
    auto it = an.reads.find(argNo);
    if (it == an.reads.end() || it->second.unsafe || !it->second.map)
      continue;
    std::optional<std::pair<unsigned, unsigned>> td =
        transposedDims(*it->second.map);
    if (td && td->first == *p)
      staged.push_back({argNo, *it->second.map, td->second,
                        "tt" + std::to_string(staged.size())});
  }
  auto S = [](int64_t x) { return std::to_string(x); };
  const std::string &T = idxType;
  int64_t tile = opts.transposeTile;
  if (tile <= 0 || opts.block % tile != 0)
    return fail("the block must be a multiple of the transpose tile");
  std::string ts = S(tile), rows = S(opts.block / tile);
  int64_t dp = shape[*p], dq = shape[q];
  int64_t tilesP = ceilDiv(dp, tile), tilesQ = ceilDiv(dq, tile);
  int64_t batch = numel(shape) / (dp * dq);
  int64_t tiles = batch * tilesP * tilesQ;
  // The other dims of the result, outermost first: `batch` linearized.
  SmallVector<int64_t> restShape;
  SmallVector<unsigned> restDims;
  for (unsigned d = 0; d < rank; ++d)
    if (d != *p && d != q) {
      restShape.push_back(shape[d]);
      restDims.push_back(d);
    }
  for (const Staged &s : staged)
    w.line("__shared__ float " + s.tile + "[" + ts + "][" + S(tile + 1) + "];");
  w.line("const int tr_x = threadIdx.x % " + ts + ", tr_y = threadIdx.x / " +
         ts + ";");
  w.open("for (" + T + " tr_t = blockIdx.x; tr_t < " + S(tiles) +
         "; tr_t += gridDim.x)");
  w.line("const " + T + " tr_p0 = ((tr_t / " + S(tilesQ) + ") % " + S(tilesP) +
         ") * " + ts + ";");
  w.line("const " + T + " tr_q0 = (tr_t % " + S(tilesQ) + ") * " + ts + ";");
  Strs rest;
  if (!restShape.empty())
    rest = w.delinearize("tr_t / " + S(tilesP * tilesQ), restShape, "b");
  auto resultIndex = [&](StringRef pi, StringRef qi) {
    Strs idx(rank);
    for (auto [k, d] : llvm::enumerate(restDims))
      idx[d] = rest[k];
    idx[*p] = pi.str();
    idx[q] = qi.str();
    return idx;
  };
  // Phase 1: the staged tiles, loaded along each argument's innermost dim
  // (consecutive tx on consecutive result positions along p).
  w.open("for (int tr_i = tr_y; tr_i < " + ts + "; tr_i += " + rows + ")");
  w.open("if (tr_p0 + tr_x < " + S(dp) + " && tr_q0 + tr_i < " + S(dq) + ")");
  for (const Staged &s : staged) {
    FailureOr<Strs> ai =
        w.applyMap(s.map, resultIndex("(tr_p0 + tr_x)", "(tr_q0 + tr_i)"));
    if (failed(ai))
      return failure();
    auto type = cast<ShapedType>(func.getArgument(s.argNo).getType());
    FailureOr<std::string> x =
        w.readBuffer(ParamRef{false, s.argNo}, type.getShape(), *ai);
    if (failed(x))
      return failure();
    w.line(s.tile + "[tr_i][tr_x] = " + *x + ";");
  }
  w.close();
  w.close();
  w.line("__syncthreads();");
  // Phase 2: the outputs along the result's innermost dim; a read of a
  // staged argument is its tile, transposed.
  w.override = [&](Value val,
                   ArrayRef<std::string> i) -> std::optional<std::string> {
    auto arg = dyn_cast<BlockArgument>(val);
    if (!arg || arg.getOwner()->getParentOp() != func.getOperation())
      return std::nullopt;
    for (const Staged &s : staged)
      if (s.argNo == arg.getArgNumber())
        return s.tile + "[(" + i[s.qPos] + ") - tr_q0][(" + i.back() +
               ") - tr_p0]";
    return std::nullopt;
  };
  w.open("for (int tr_i = tr_y; tr_i < " + ts + "; tr_i += " + rows + ")");
  w.open("if (tr_p0 + tr_i < " + S(dp) + " && tr_q0 + tr_x < " + S(dq) + ")");
  Strs idx = resultIndex("(tr_p0 + tr_i)", "(tr_q0 + tr_x)");
  FailureOr<std::string> val = w.read(v, idx);
  w.override = nullptr;
  if (failed(val))
    return failure();
  w.line(o + "[" + w.linearize(idx, shape) + "] = " + *val + ";");
  w.close();
  w.close();
  w.line("__syncthreads();");
  w.close();
  // A grid-stride loop over the tiles, `waves` waves of resident blocks.
  int64_t grid = std::min<int64_t>(
      {tiles,
       opts.waves * opts.smCount * std::max<int64_t>(1, 2048 / opts.block),
       kMaxGridX});
  addKernel(w, {unsigned(std::max<int64_t>(grid, 1)), 1, 1},
            unsigned(opts.block));
  stats.numTransposeTiles++;
  notes.push_back("transposed through " + ts + "x" + ts +
                  " shared-memory tiles (" + S(staged.size()) +
                  " staged input" + (staged.size() == 1 ? "" : "s") + ")");
  return true;
}

} // namespace cuda_emitter
