//===- LibraryEpilogue.cpp - cuBLASLt epilogues ---------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The IR rewrite behind the cuBLASLt templates: a bias add over n and a ReLU
// at the head of a contraction's consumer become a generic of their own,
// which the emitter computes as the epilogue of one cublaslt.matmul step.
//
//===----------------------------------------------------------------------===//

#include "LibraryEpilogue.h"
#include "LibraryGemm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

/// True when `v` is a scalar float constant +0.0 or -0.0.
bool isZeroScalar(Value v) {
  FloatAttr attr;
  return matchPattern(v, m_Constant(&attr)) && attr.getValue().isZero();
}

/// The dims of the contraction's output (in output order) that belong to
/// its n group.
FailureOr<SmallVector<unsigned>> nPositions(linalg::GenericOp cop) {
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(cop);
  if (failed(dims) || dims->n.empty())
    return failure();
  AffineMap cMap = cop.getIndexingMapMatchingResult(cop->getResult(0));
  SmallVector<unsigned> pos;
  for (unsigned d : dims->n) {
    std::optional<unsigned> p =
        cMap.getResultPosition(getAffineDimExpr(d, cop.getContext()));
    if (!p)
      return failure();
    pos.push_back(*p);
  }
  llvm::sort(pos);
  return pos;
}

/// What one consumer offers: the ops to move and the bias operand.
struct Match {
  linalg::GenericOp consumer;
  unsigned mmInput = 0;
  std::optional<unsigned> biasInput;
  /// The bias map in the contraction output's coordinates.
  AffineMap biasMap;
  arith::AddFOp add;
  Operation *relu = nullptr;
};

/// Matches the epilogue at the head of the only user of contraction `cop`:
/// the contraction's value, read once, plus a bias over n, then ReLU.
std::optional<Match> matchEpilogue(linalg::GenericOp cop) {
  Value mm = cop->getResult(0);
  if (!mm.hasOneUse())
    return std::nullopt;
  OpOperand &use = *mm.getUses().begin();
  auto g = dyn_cast<linalg::GenericOp>(use.getOwner());
  if (!g || g->getNumResults() != 1 || !g.isDpsInput(&use))
    return std::nullopt;
  // The consumer may reduce (a sum of the biased output): the payload ops
  // applied to each element read stay exact when computed before it.
  AffineMap mmMap = g.getMatchingIndexingMap(&use);
  if (!mmMap.isProjectedPermutation())
    return std::nullopt;
  Match m;
  m.consumer = g;
  m.mmInput = use.getOperandNumber();
  BlockArgument x = g.getMatchingBlockArgument(&use);
  if (!x.hasOneUse())
    return std::nullopt;
  Operation *next = *x.getUsers().begin();
  Value head = x;
  if (auto add = dyn_cast<arith::AddFOp>(next)) {
    Value other = add.getLhs() == x ? add.getRhs() : add.getLhs();
    auto arg = dyn_cast<BlockArgument>(other);
    if (arg && arg.getOwner() == g.getBody() &&
        arg.getArgNumber() < g.getNumDpsInputs() &&
        arg.getArgNumber() != m.mmInput) {
      OpOperand *biasOperand = g.getDpsInputOperand(arg.getArgNumber());
      Value bias = biasOperand->get();
      auto type = dyn_cast<RankedTensorType>(bias.getType());
      auto funcArg = dyn_cast<BlockArgument>(bias);
      FailureOr<SmallVector<unsigned>> nPos = nPositions(cop);
      // The bias map in the contraction output's coordinates: each loop dim
      // the bias reads must be one the contraction's value is read along.
      AffineMap biasLoopMap = g.getMatchingIndexingMap(biasOperand);
      SmallVector<AffineExpr> biasDims;
      for (AffineExpr r : biasLoopMap.getResults()) {
        auto d = dyn_cast<AffineDimExpr>(r);
        std::optional<unsigned> pos =
            d ? mmMap.getResultPosition(d) : std::nullopt;
        if (!pos)
          break;
        biasDims.push_back(getAffineDimExpr(*pos, g.getContext()));
      }
      AffineMap biasMap;
      if (biasDims.size() == biasLoopMap.getNumResults())
        biasMap =
            AffineMap::get(mmMap.getNumResults(), 0, biasDims, g.getContext());
      bool exact = biasMap && funcArg &&
                   isa<func::FuncOp>(funcArg.getOwner()->getParentOp()) &&
                   type && type.hasStaticShape() &&
                   type.getElementType().isF32() && succeeded(nPos) &&
                   biasMap.getNumResults() == nPos->size();
      auto mmShape = cast<ShapedType>(mm.getType()).getShape();
      for (unsigned r = 0; exact && r < biasMap.getNumResults(); ++r) {
        auto d = dyn_cast<AffineDimExpr>(biasMap.getResult(r));
        exact = d && d.getPosition() == (*nPos)[r] &&
                type.getDimSize(r) == mmShape[(*nPos)[r]];
      }
      if (exact) {
        m.biasInput = arg.getArgNumber();
        m.biasMap = biasMap;
        m.add = add;
        head = add.getResult();
      }
    }
  }
  // A ReLU on what came so far: max(head, 0).
  if (head.hasOneUse()) {
    Operation *r = *head.getUsers().begin();
    if (isa<arith::MaximumFOp, arith::MaxNumFOp>(r) &&
        ((r->getOperand(0) == head && isZeroScalar(r->getOperand(1))) ||
         (r->getOperand(1) == head && isZeroScalar(r->getOperand(0)))))
      m.relu = r;
  }
  if (!m.add && !m.relu)
    return std::nullopt;
  return m;
}

/// `g` without the inputs whose block arguments are unused.
linalg::GenericOp dropUnusedInputs(IRRewriter &rewriter, linalg::GenericOp g) {
  SmallVector<unsigned> dead;
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *in : g.getDpsInputOperands()) {
    if (g.getMatchingBlockArgument(in).use_empty()) {
      dead.push_back(in->getOperandNumber());
      continue;
    }
    inputs.push_back(in->get());
    maps.push_back(g.getMatchingIndexingMap(in));
  }
  if (dead.empty())
    return g;
  for (OpOperand &out : g.getDpsInitsMutable())
    maps.push_back(g.getMatchingIndexingMap(&out));
  rewriter.setInsertionPoint(g);
  auto n = linalg::GenericOp::create(rewriter, g.getLoc(), g->getResultTypes(),
                                     inputs, g.getDpsInits(), maps,
                                     g.getIteratorTypesArray());
  n.getRegion().takeBody(g.getRegion());
  for (unsigned i : llvm::reverse(dead))
    n.getBody()->eraseArgument(i);
  rewriter.replaceOp(g, n->getResults());
  return n;
}

/// True when `g` only copies its single input to its output through the
/// same map, so that its result is that input.
bool isCopy(linalg::GenericOp g) {
  if (g.getNumDpsInputs() != 1 || g.getNumDpsInits() != 1 ||
      g.getNumReductionLoops() != 0)
    return false;
  auto yield = cast<linalg::YieldOp>(g.getBody()->getTerminator());
  if (g.getBody()->getOperations().size() != 1 ||
      yield.getOperand(0) != g.getBody()->getArgument(0))
    return false;
  OpOperand *in = g.getDpsInputOperand(0);
  return g.getMatchingIndexingMap(in) ==
             g.getMatchingIndexingMap(g.getDpsInitOperand(0)) &&
         in->get().getType() == g->getResult(0).getType();
}

} // namespace

void mlir::htam::detail::splitLibraryEpilogues(
    func::FuncOp func, llvm::DenseMap<Value, LibraryEpilogue> &out) {
  SmallVector<linalg::GenericOp> contractions;
  func.walk([&](linalg::GenericOp op) {
    if (isLibraryContraction(op))
      contractions.push_back(op);
  });
  IRRewriter rewriter(func.getContext());
  for (linalg::GenericOp cop : contractions) {
    std::string why;
    FailureOr<LibraryGemm> plan = planLibraryGemm(cop, why);
    // A swapped layout computes C^T: cuBLASLt's bias would run along m.
    if (failed(plan) || plan->swapped)
      continue;
    std::optional<Match> m = matchEpilogue(cop);
    if (!m)
      continue;
    linalg::GenericOp g = m->consumer;
    Value mm = cop->getResult(0);
    auto mmType = cast<RankedTensorType>(mm.getType());
    unsigned rank = mmType.getRank();
    Location loc = g.getLoc();

    // e = epilogue(mm[, bias]) in the contraction output's coordinates.
    rewriter.setInsertionPoint(g);
    Value empty = tensor::EmptyOp::create(rewriter, loc, mmType.getShape(),
                                          mmType.getElementType());
    SmallVector<Value> inputs = {mm};
    SmallVector<AffineMap> maps = {
        AffineMap::getMultiDimIdentityMap(rank, func.getContext())};
    Value bias;
    if (m->biasInput) {
      bias = g.getDpsInputs()[*m->biasInput];
      inputs.push_back(bias);
      maps.push_back(m->biasMap);
    }
    maps.push_back(maps.front());
    BlockArgument x = g.getBody()->getArgument(m->mmInput);
    Region &gRegion = g.getRegion();
    auto e = linalg::GenericOp::create(
        rewriter, loc, TypeRange{mmType}, inputs, ValueRange{empty}, maps,
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location l, ValueRange args) {
          IRMapping map;
          map.map(x, args[0]);
          if (m->biasInput)
            map.map(g.getBody()->getArgument(*m->biasInput), args[1]);
          Value v = args[0];
          SmallVector<Operation *> moved;
          if (m->add)
            moved.push_back(m->add);
          if (m->relu)
            moved.push_back(m->relu);
          for (Operation *op : moved) {
            // A zero constant defined inside the consumer comes along.
            for (Value operand : op->getOperands())
              if (Operation *def = operand.getDefiningOp();
                  def && gRegion.isAncestor(def->getParentRegion()) &&
                  !map.contains(operand))
                b.clone(*def, map);
            v = b.clone(*op, map)->getResult(0);
          }
          linalg::YieldOp::create(b, l, v);
        });

    // The consumer reads e where it read mm, and starts after the epilogue.
    Operation *last = m->relu ? m->relu : m->add.getOperation();
    rewriter.replaceAllUsesWith(last->getResult(0), x);
    if (m->relu)
      rewriter.eraseOp(m->relu);
    if (m->add)
      rewriter.eraseOp(m->add);
    // Constants only the moved ops used (a zero defined in the payload).
    for (Operation &op : llvm::make_early_inc_range(
             llvm::reverse(g.getBody()->without_terminator())))
      if (isOpTriviallyDead(&op))
        rewriter.eraseOp(&op);
    rewriter.modifyOpInPlace(
        g, [&] { g->setOperand(m->mmInput, e->getResult(0)); });
    g = dropUnusedInputs(rewriter, g);
    if (isCopy(g))
      rewriter.replaceOp(g, e->getResult(0));

    LibraryCall::Epilogue kind =
        m->add ? (m->relu ? LibraryCall::Epilogue::ReluBias
                          : LibraryCall::Epilogue::Bias)
               : LibraryCall::Epilogue::Relu;
    out[e->getResult(0)] = LibraryEpilogue{cop, bias, kind};
  }
}
