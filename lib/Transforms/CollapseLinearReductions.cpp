//===- CollapseLinearReductions.cpp - htam-collapse-linear-reductions -----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A sum over j of a value linear in C = A * B (a mul-add contraction), where
// only B is indexed by j, is pushed through the contraction:
//
//   sum_j (s * C[i,j] + b[j])  =  s * (sum_k A[i,k] * (sum_j B[k,j]))
//                                 + sum_j b[j]
//
// A GEMM becomes a reduction of B (memory-bound) and a matrix-vector
// product. The elementwise steps between C and the reduction are fused into
// the reduction first (upstream elementwise fusion, on copies: nothing
// changes when the rewrite is refused). The rewrite changes the summation
// order: the driver's f64-oracle acceptance judges its rounding.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMCOLLAPSELINEARREDUCTIONSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

/// True for a constant +0.0 or -0.0.
bool isZeroConstant(Value v) {
  FloatAttr attr;
  return matchPattern(v, m_Constant(&attr)) && attr.getValue().isZero();
}

/// A contraction `init + sum_k in0 * in1` on tensors with projected
/// permutation maps, a zero init and a body of exactly mulf, addf, yield:
/// linalg.matmul, batch_matmul, matvec ... or a generic of that form.
bool isMulAddContraction(linalg::LinalgOp op) {
  if (!op || op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1 || !op.hasPureTensorSemantics() ||
      op.getNumReductionLoops() == 0)
    return false;
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isProjectedPermutation())
      return false;
  auto fill = op.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  if (!fill || !isZeroConstant(fill.getInputs()[0]))
    return false;
  Block *body = op.getBlock();
  if (!body || body->getOperations().size() != 3)
    return false;
  auto mul = dyn_cast<arith::MulFOp>(body->front());
  auto add = dyn_cast<arith::AddFOp>(*std::next(body->begin()));
  if (!mul || !add)
    return false;
  Value a = body->getArgument(0), b = body->getArgument(1);
  Value acc = body->getArgument(2);
  bool mulReadsInputs = (mul.getLhs() == a && mul.getRhs() == b) ||
                        (mul.getLhs() == b && mul.getRhs() == a);
  bool addsToAcc = (add.getLhs() == mul && add.getRhs() == acc) ||
                   (add.getLhs() == acc && add.getRhs() == mul);
  return mulReadsInputs && addsToAcc &&
         body->getTerminator()->getOperand(0) == add.getResult();
}

/// How a value of the reduction's body depends on the contraction's element
/// x: not at all, as a*x + b, or otherwise.
enum class Dep { Independent, Linear, NonLinear };

/// The linearity of the reduction body's values in `x` (a block argument).
class Linearity {
public:
  Linearity(Block *body, Value x) : body(body), x(x) {}

  Dep of(Value v) {
    if (auto it = memo.find(v); it != memo.end())
      return it->second;
    Dep d = compute(v);
    memo[v] = d;
    return d;
  }

  /// The first op that is not linear in x, once `of` returned NonLinear.
  Operation *culprit = nullptr;

  /// True when the part of `v` that does not depend on x is structurally
  /// zero (v = a*x): no offset reduction is needed.
  bool offsetIsZero(Value v) {
    if (v == x)
      return true;
    if (of(v) == Dep::Independent)
      return false;
    Operation *op = v.getDefiningOp();
    if (isa<arith::AddFOp, arith::SubFOp>(op))
      return llvm::all_of(op->getOperands(),
                          [&](Value o) { return offsetIsZero(o); });
    if (isa<arith::MulFOp>(op))
      return llvm::any_of(op->getOperands(), [&](Value o) {
        return of(o) == Dep::Linear && offsetIsZero(o);
      });
    // divf (x in the dividend) and negf.
    return offsetIsZero(op->getOperand(0));
  }

private:
  Dep compute(Value v) {
    if (v == x)
      return Dep::Linear;
    Operation *op = v.getDefiningOp();
    if (!op || op->getBlock() != body)
      return Dep::Independent;
    SmallVector<Dep> deps;
    for (Value operand : op->getOperands())
      deps.push_back(of(operand));
    if (llvm::is_contained(deps, Dep::NonLinear))
      return Dep::NonLinear;
    // Ops with regions could use x inside them.
    bool regionUsesX = false;
    op->walk([&](Operation *inner) {
      if (inner != op && llvm::is_contained(inner->getOperands(), x))
        regionUsesX = true;
    });
    if (regionUsesX)
      return nonLinear(op);
    if (!llvm::is_contained(deps, Dep::Linear))
      return Dep::Independent;
    if (isa<arith::AddFOp, arith::SubFOp, arith::NegFOp>(op))
      return Dep::Linear;
    if (isa<arith::MulFOp>(op) && llvm::is_contained(deps, Dep::Independent))
      return Dep::Linear;
    if (isa<arith::DivFOp>(op) && deps[1] == Dep::Independent)
      return Dep::Linear;
    return nonLinear(op);
  }

  Dep nonLinear(Operation *op) {
    if (!culprit)
      culprit = op;
    return Dep::NonLinear;
  }

  Block *body;
  Value x;
  DenseMap<Value, Dep> memo;
};

/// Clones the x-independent `v` of `body` (and what it is computed from)
/// at `b`, with the block arguments mapped by `map`.
Value materialize(Value v, Block *body, OpBuilder &b, IRMapping &map) {
  if (Value mapped = map.lookupOrNull(v))
    return mapped;
  Operation *op = v.getDefiningOp();
  if (!op || op->getBlock() != body)
    return v; // Defined above the generic.
  for (Value operand : op->getOperands())
    materialize(operand, body, b, map);
  b.clone(*op, map);
  return map.lookup(v);
}

/// The reduction body's values rebuilt elsewhere: the linear part applied to
/// another value (`linear`), or the part independent of x (`offset`).
struct Rebuilder {
  Block *body;
  Value x;
  Linearity &lin;
  OpBuilder &b;
  IRMapping &map;

  /// `v` with x replaced by `s` and its x-independent terms dropped: the
  /// same steps applied to s (sum_j a*x_j = a * sum_j x_j).
  Value linear(Value v, Value s) {
    if (v == x)
      return s;
    Operation *op = v.getDefiningOp();
    auto isLinear = [&](Value o) { return lin.of(o) == Dep::Linear; };
    if (isa<arith::AddFOp, arith::SubFOp>(op)) {
      Value lhs = op->getOperand(0), rhs = op->getOperand(1);
      if (isLinear(lhs) && isLinear(rhs))
        return cloneWith(op, {linear(lhs, s), linear(rhs, s)});
      if (isLinear(lhs))
        return linear(lhs, s);
      Value r = linear(rhs, s);
      if (isa<arith::AddFOp>(op))
        return r;
      return arith::NegFOp::create(b, op->getLoc(), r);
    }
    SmallVector<Value> operands;
    for (Value o : op->getOperands())
      operands.push_back(isLinear(o) ? linear(o, s)
                                     : materialize(o, body, b, map));
    return cloneWith(op, operands);
  }

  /// The part of `v` independent of x; null where it is zero.
  Value offset(Value v) {
    if (v == x)
      return nullptr;
    if (lin.of(v) == Dep::Independent)
      return materialize(v, body, b, map);
    Operation *op = v.getDefiningOp();
    if (isa<arith::AddFOp, arith::SubFOp>(op)) {
      Value lhs = offset(op->getOperand(0)), rhs = offset(op->getOperand(1));
      if (lhs && rhs)
        return cloneWith(op, {lhs, rhs});
      if (lhs)
        return lhs;
      if (!rhs || isa<arith::AddFOp>(op))
        return rhs;
      return arith::NegFOp::create(b, op->getLoc(), rhs);
    }
    if (isa<arith::NegFOp>(op)) {
      Value o = offset(op->getOperand(0));
      return o ? cloneWith(op, {o}) : nullptr;
    }
    // mulf by, or divf of, a linear value: (a*x + c) * q -> c * q.
    SmallVector<Value> operands;
    for (Value o : op->getOperands()) {
      if (lin.of(o) == Dep::Independent) {
        operands.push_back(materialize(o, body, b, map));
        continue;
      }
      Value part = offset(o);
      if (!part)
        return nullptr;
      operands.push_back(part);
    }
    return cloneWith(op, operands);
  }

  /// A copy of `op` (attributes, fastmath flags) on other operands.
  Value cloneWith(Operation *op, ArrayRef<Value> operands) {
    Operation *copy = b.clone(*op);
    copy->setOperands(operands);
    return copy->getResult(0);
  }
};

/// A reduction of a contraction's result that can be collapsed, with what
/// the rewrite needs.
struct CollapsibleReduction {
  linalg::GenericOp reduction;
  linalg::LinalgOp contraction;
  /// The reduction's input operand that reads the contraction's result.
  unsigned cInput = 0;
  /// The combiner (acc + g or acc - g) and g.
  Operation *combiner = nullptr;
  Value term;
  /// The contraction's input indexed by the reduced dims, and those dims
  /// (in the contraction's iteration space).
  unsigned reducedOperand = 0;
  llvm::SmallDenseSet<unsigned> reducedDims;
};

class Collapser {
public:
  Collapser(RewriterBase &rewriter, bool remarks)
      : rewriter(rewriter), remarks(remarks) {}

  /// Collapses `reduction` (with its elementwise producers fused in) if it
  /// reduces a contraction linearly; true when it was rewritten.
  bool run(linalg::GenericOp reduction);

private:
  FailureOr<CollapsibleReduction>
  match(linalg::GenericOp reduction, const DenseSet<Operation *> &pending);
  void rewrite(const CollapsibleReduction &m);

  /// A refusal: a remark at the reduction when asked for, then failure.
  FailureOr<CollapsibleReduction> refuse(linalg::GenericOp reduction,
                                         const Twine &why) {
    if (remarks)
      reduction.emitRemark() << "not collapsed: " << why;
    return failure();
  }

  RewriterBase &rewriter;
  bool remarks;
};

/// True when every user of `op`'s results is in `users`.
bool usedOnlyBy(Operation *op, const DenseSet<Operation *> &users) {
  return llvm::all_of(op->getUsers(),
                      [&](Operation *user) { return users.contains(user); });
}

/// True when `v` is a contraction's result, or computed from one by a chain
/// of all-parallel generics used only by `users` (elementwise steps to
/// fuse).
bool readsContraction(Value v, DenseSet<Operation *> &users,
                      unsigned depth = 0) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > 16)
    return false;
  if (isMulAddContraction(dyn_cast<linalg::LinalgOp>(def)))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(def);
  if (!generic || !usedOnlyBy(def, users) ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return false;
  users.insert(def);
  bool reads = llvm::any_of(generic.getDpsInputs(), [&](Value in) {
    return readsContraction(in, users, depth + 1);
  });
  users.erase(def);
  return reads;
}

bool Collapser::run(linalg::GenericOp reduction) {
  // Fuse the elementwise steps between the contraction and the reduction
  // into a copy of the reduction, each step cloned first so that the fusion
  // keeps no extra result for the original; the originals stay until the
  // rewrite. `pending`: the ops the rewrite removes.
  SmallVector<Operation *> producers;
  DenseSet<Operation *> pending = {reduction};
  linalg::GenericOp current = reduction;
  bool fused = true;
  while (fused) {
    fused = false;
    for (OpOperand *operand : current.getDpsInputOperands()) {
      auto producer = operand->get().getDefiningOp<linalg::GenericOp>();
      if (!producer || isMulAddContraction(producer) ||
          !readsContraction(operand->get(), pending))
        continue;
      rewriter.setInsertionPoint(current);
      if (current == reduction) {
        current = cast<linalg::GenericOp>(rewriter.clone(*reduction));
        pending.insert(current);
      }
      OpOperand &copyOperand =
          current->getOpOperand(operand->getOperandNumber());
      auto step = cast<linalg::GenericOp>(rewriter.clone(*producer));
      copyOperand.set(step->getResult(
          cast<OpResult>(operand->get()).getResultNumber()));
      FailureOr<linalg::ElementwiseOpFusionResult> result = failure();
      if (linalg::areElementwiseOpsFusable(&copyOperand))
        result = linalg::fuseElementwiseOps(rewriter, &copyOperand);
      if (failed(result)) {
        copyOperand.set(operand->get());
        rewriter.eraseOp(step);
        continue;
      }
      rewriter.eraseOp(current);
      rewriter.eraseOp(step);
      current = cast<linalg::GenericOp>(result->fusedOp);
      producers.push_back(producer);
      pending.insert(producer);
      pending.insert(current);
      fused = true;
      break;
    }
  }
  FailureOr<CollapsibleReduction> m = match(current, pending);
  if (failed(m)) {
    if (current != reduction)
      rewriter.eraseOp(current);
    return false;
  }
  if (current != reduction) {
    // The originals, consumers first.
    rewriter.replaceAllUsesWith(reduction->getResults(),
                                current->getResults());
    rewriter.eraseOp(reduction);
    for (Operation *producer : producers)
      if (producer->use_empty())
        rewriter.eraseOp(producer);
  }
  rewrite(*m);
  return true;
}

FailureOr<CollapsibleReduction>
Collapser::match(linalg::GenericOp reduction,
                 const DenseSet<Operation *> &pending) {
  CollapsibleReduction m;
  m.reduction = reduction;
  // Which input is a contraction's result (the first, if several).
  bool found = false;
  for (OpOperand *operand : reduction.getDpsInputOperands()) {
    auto producer = operand->get().getDefiningOp<linalg::LinalgOp>();
    if (isMulAddContraction(producer)) {
      m.contraction = producer;
      m.cInput = operand->getOperandNumber();
      found = true;
      break;
    }
  }
  if (!found)
    return failure(); // Nothing to say about other reductions.
  if (reduction.getNumDpsInits() != 1 || !reduction.hasPureTensorSemantics())
    return refuse(reduction, "the reduction has several results");
  for (AffineMap map : reduction.getIndexingMapsArray())
    if (!map.isProjectedPermutation())
      return refuse(reduction, "an indexing map is not a projected "
                               "permutation");
  for (int64_t size : reduction.getStaticLoopRanges())
    if (ShapedType::isDynamic(size))
      return refuse(reduction, "the loop bounds are not static");
  for (OpOperand *operand : reduction.getDpsInputOperands())
    if (operand->getOperandNumber() != m.cInput &&
        operand->get() == reduction->getOperand(m.cInput))
      return refuse(reduction, "the contraction's result is read twice");
  if (!usedOnlyBy(m.contraction, pending))
    return refuse(reduction, "the contraction's result has other users "
                             "(the contraction would stay)");

  // The combiner: yield(acc + g), yield(g + acc) or yield(acc - g).
  Block *body = reduction.getBlock();
  Value acc = body->getArguments().back();
  Value x = body->getArgument(m.cInput);
  Operation *yielded = body->getTerminator()->getOperand(0).getDefiningOp();
  if (!yielded || yielded->getBlock() != body || !acc.hasOneUse() ||
      !isa<arith::AddFOp, arith::SubFOp>(yielded) ||
      !llvm::is_contained(yielded->getOperands(), acc) ||
      (isa<arith::SubFOp>(yielded) && yielded->getOperand(0) != acc) ||
      yielded->getOperand(0) == yielded->getOperand(1))
    return refuse(reduction, "the reduction's combiner is not a sum");
  m.combiner = yielded;
  m.term = yielded->getOperand(0) == acc ? yielded->getOperand(1)
                                         : yielded->getOperand(0);
  Linearity lin(body, x);
  Dep dep = lin.of(m.term);
  if (dep == Dep::Independent)
    return refuse(reduction, "the summed value does not depend on the "
                             "contraction's result");
  if (dep == Dep::NonLinear)
    return refuse(reduction, "'" + lin.culprit->getName().getStringRef() +
                                 "' between the contraction and the sum is "
                                 "not linear");

  // The reduced dims, in the contraction's space, and the operand they
  // index.
  AffineMap cRead = reduction.getIndexingMapsArray()[m.cInput];
  AffineMap cWrite = m.contraction.getIndexingMapMatchingResult(
      m.contraction->getResult(0));
  SmallVector<utils::IteratorType> iters = reduction.getIteratorTypesArray();
  llvm::SmallDenseSet<unsigned> reducedRead;
  for (unsigned t = 0; t < cRead.getNumResults(); ++t) {
    unsigned rdim = cRead.getDimPosition(t);
    if (iters[rdim] == utils::IteratorType::reduction) {
      reducedRead.insert(rdim);
      m.reducedDims.insert(cWrite.getDimPosition(t));
    }
  }
  if (reducedRead.size() != reduction.getNumReductionLoops())
    return refuse(reduction, "a reduced dimension does not index the "
                             "contraction's result");
  AffineMap mapA = m.contraction.getIndexingMapsArray()[0];
  AffineMap mapB = m.contraction.getIndexingMapsArray()[1];
  bool inA = false, inB = false;
  for (unsigned d : m.reducedDims) {
    bool a = mapA.isFunctionOfDim(d), b = mapB.isFunctionOfDim(d);
    if (a && b)
      return refuse(reduction, "the reduced dimension indexes both "
                               "operands of the contraction");
    inA |= a;
    inB |= b;
  }
  if (inA == inB)
    return refuse(reduction, "the reduced dimensions do not all index the "
                             "same operand of the contraction");
  m.reducedOperand = inA ? 0 : 1;

  // The factors of x are applied once per output: they must not vary along
  // the reduced dims.
  SetVector<Value> factors;
  std::function<void(Value)> collect = [&](Value v) {
    if (v == x || lin.of(v) != Dep::Linear)
      return;
    Operation *op = v.getDefiningOp();
    for (Value o : op->getOperands())
      if (lin.of(o) == Dep::Linear)
        collect(o);
      else if (isa<arith::MulFOp, arith::DivFOp>(op))
        factors.insert(o);
  };
  collect(m.term);
  SmallVector<Value> worklist(factors.begin(), factors.end());
  DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != body)
        continue;
      if (arg == acc)
        return refuse(reduction, "a factor depends on the accumulator");
      AffineMap map = reduction.getIndexingMapsArray()[arg.getArgNumber()];
      for (unsigned d : reducedRead)
        if (map.isFunctionOfDim(d))
          return refuse(reduction, "a factor of the contraction's result "
                                   "varies along the reduced dimension");
      continue;
    }
    Operation *op = v.getDefiningOp();
    if (!op || op->getBlock() != body)
      continue;
    if (isa<linalg::IndexOp>(op) || op->getNumRegions() != 0)
      return refuse(reduction, "a factor of the contraction's result "
                               "depends on an index");
    worklist.append(op->operand_begin(), op->operand_end());
  }
  // The output covers the parallel dims: the epilogue writes each point.
  AffineMap out = reduction.getIndexingMapsArray().back();
  if (out.getNumResults() != reduction.getNumParallelLoops())
    return refuse(reduction, "the output is not indexed by every parallel "
                             "dimension");
  for (int64_t size : m.contraction.getStaticLoopRanges())
    if (ShapedType::isDynamic(size))
      return refuse(reduction, "the contraction's loop bounds are not "
                               "static");
  return m;
}

/// `map` over the dims kept by `newIndex` (-1: dropped), renumbered.
AffineMap renumber(AffineMap map, ArrayRef<int64_t> newIndex,
                   unsigned newDims) {
  MLIRContext *ctx = map.getContext();
  SmallVector<AffineExpr> results;
  for (AffineExpr e : map.getResults()) {
    int64_t d = newIndex[cast<AffineDimExpr>(e).getPosition()];
    if (d >= 0)
      results.push_back(getAffineDimExpr(d, ctx));
  }
  return AffineMap::get(newDims, 0, results, ctx);
}

/// `linalg.fill 0.0` of a new tensor of `shape`.
Value zeros(OpBuilder &b, Location loc, ArrayRef<int64_t> shape, Type elem) {
  Value empty = tensor::EmptyOp::create(b, loc, shape, elem);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(elem));
  return linalg::FillOp::create(b, loc, zero, empty).getResult(0);
}

void Collapser::rewrite(const CollapsibleReduction &m) {
  linalg::GenericOp red = m.reduction;
  linalg::LinalgOp ctr = m.contraction;
  Location loc = red.getLoc();
  MLIRContext *ctx = red.getContext();
  rewriter.setInsertionPoint(red);
  Type elem = cast<ShapedType>(ctr->getResult(0).getType()).getElementType();
  SmallVector<AffineMap> ctrMaps = ctr.getIndexingMapsArray();
  SmallVector<utils::IteratorType> ctrIters = ctr.getIteratorTypesArray();
  unsigned ctrDims = ctr.getNumLoops();

  // 1. The reduced operand summed over the reduced dims.
  Value reducedIn = ctr.getDpsInputs()[m.reducedOperand];
  auto reducedType = cast<RankedTensorType>(reducedIn.getType());
  AffineMap reducedMap = ctrMaps[m.reducedOperand];
  SmallVector<int64_t> sumShape;
  SmallVector<AffineExpr> sumResults;
  SmallVector<utils::IteratorType> sumIters;
  for (unsigned t = 0; t < reducedType.getRank(); ++t) {
    bool reduced = m.reducedDims.contains(reducedMap.getDimPosition(t));
    sumIters.push_back(reduced ? utils::IteratorType::reduction
                               : utils::IteratorType::parallel);
    if (!reduced) {
      sumShape.push_back(reducedType.getDimSize(t));
      sumResults.push_back(getAffineDimExpr(t, ctx));
    }
  }
  unsigned rank = reducedType.getRank();
  auto operandSum = linalg::GenericOp::create(
      rewriter, loc, TypeRange{RankedTensorType::get(sumShape, elem)},
      ValueRange{reducedIn}, ValueRange{zeros(rewriter, loc, sumShape, elem)},
      ArrayRef<AffineMap>{AffineMap::getMultiDimIdentityMap(rank, ctx),
                          AffineMap::get(rank, 0, sumResults, ctx)},
      sumIters, [](OpBuilder &b, Location l, ValueRange args) {
        Value s = arith::AddFOp::create(b, l, args[0], args[1]);
        linalg::YieldOp::create(b, l, s);
      });

  // 2. The contraction of the other operand with that sum: its space
  // without the reduced dims.
  SmallVector<int64_t> newIndex(ctrDims, -1);
  SmallVector<utils::IteratorType> contractIters;
  unsigned kept = 0;
  for (unsigned d = 0; d < ctrDims; ++d)
    if (!m.reducedDims.contains(d)) {
      newIndex[d] = kept++;
      contractIters.push_back(ctrIters[d]);
    }
  AffineMap cWrite = ctrMaps.back();
  auto cType = cast<RankedTensorType>(ctr->getResult(0).getType());
  SmallVector<int64_t> contractShape;
  for (unsigned t = 0; t < cType.getRank(); ++t)
    if (!m.reducedDims.contains(cWrite.getDimPosition(t)))
      contractShape.push_back(cType.getDimSize(t));
  SmallVector<Value> contractIns(ctr.getDpsInputs());
  contractIns[m.reducedOperand] = operandSum.getResult(0);
  Block *ctrBody = ctr.getBlock();
  auto contract = linalg::GenericOp::create(
      rewriter, loc, TypeRange{RankedTensorType::get(contractShape, elem)},
      contractIns, ValueRange{zeros(rewriter, loc, contractShape, elem)},
      ArrayRef<AffineMap>{
          renumber(ctrMaps[0], newIndex, kept),
          renumber(ctrMaps[1], newIndex, kept),
          renumber(cWrite, newIndex, kept)},
      contractIters, [&](OpBuilder &b, Location, ValueRange args) {
        // The same multiply-add, operands in the same order.
        IRMapping map;
        map.map(ctrBody->getArguments(), args);
        for (Operation &op : *ctrBody)
          b.clone(op, map);
      });

  // 3. The reduction of the terms that do not involve the contraction.
  Block *body = red.getBlock();
  Value x = body->getArgument(m.cInput);
  Linearity lin(body, x);
  SmallVector<AffineMap> redMaps = red.getIndexingMapsArray();
  Value offsets = red.getDpsInits()[0];
  if (!lin.offsetIsZero(m.term)) {
    SmallVector<Value> ins;
    SmallVector<AffineMap> maps;
    for (OpOperand *operand : red.getDpsInputOperands())
      if (operand->getOperandNumber() != m.cInput) {
        ins.push_back(operand->get());
        maps.push_back(redMaps[operand->getOperandNumber()]);
      }
    maps.push_back(redMaps.back());
    auto offsetSum = linalg::GenericOp::create(
        rewriter, loc, red->getResultTypes(), ins, red.getDpsInits(), maps,
        red.getIteratorTypesArray(),
        [&](OpBuilder &b, Location l, ValueRange args) {
          IRMapping map;
          unsigned next = 0;
          for (BlockArgument arg : body->getArguments())
            if (arg != x)
              map.map(arg, args[next++]);
          Rebuilder rb{body, x, lin, b, map};
          Value term = rb.offset(m.term);
          Operation *combine = b.clone(*m.combiner, map);
          combine->replaceUsesOfWith(m.term, term);
          linalg::YieldOp::create(b, l, combine->getResult(0));
        });
    offsets = offsetSum.getResult(0);
  }

  // 4. The epilogue over the parallel dims: offsets (+|-) factors * sum.
  SmallVector<utils::IteratorType> redIters = red.getIteratorTypesArray();
  SmallVector<int64_t> parallelIndex(redIters.size(), -1);
  unsigned parallel = 0;
  for (unsigned d = 0; d < redIters.size(); ++d)
    if (redIters[d] == utils::IteratorType::parallel)
      parallelIndex[d] = parallel++;
  AffineMap outMap = renumber(redMaps.back(), parallelIndex, parallel);
  // The contraction sum's dims are the reduction's (through the read map).
  AffineMap cRead = redMaps[m.cInput];
  SmallVector<AffineExpr> sumRead;
  for (unsigned t = 0; t < cRead.getNumResults(); ++t)
    if (!m.reducedDims.contains(cWrite.getDimPosition(t)))
      sumRead.push_back(
          getAffineDimExpr(parallelIndex[cRead.getDimPosition(t)], ctx));
  SmallVector<Value> ins = {offsets, contract.getResult(0)};
  SmallVector<AffineMap> maps = {outMap,
                                 AffineMap::get(parallel, 0, sumRead, ctx)};
  // The other inputs, for the factors (unused ones fold away).
  SmallVector<unsigned> factorInputs;
  for (OpOperand *operand : red.getDpsInputOperands()) {
    unsigned i = operand->getOperandNumber();
    AffineMap map = redMaps[i];
    bool usesReduced = llvm::any_of(map.getResults(), [&](AffineExpr e) {
      return parallelIndex[cast<AffineDimExpr>(e).getPosition()] < 0;
    });
    if (i == m.cInput || usesReduced)
      continue;
    factorInputs.push_back(i);
    ins.push_back(operand->get());
    maps.push_back(renumber(map, parallelIndex, parallel));
  }
  maps.push_back(outMap);
  auto resultType = cast<RankedTensorType>(red->getResult(0).getType());
  Value init = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                       resultType.getElementType());
  SmallVector<utils::IteratorType> epilogueIters(
      parallel, utils::IteratorType::parallel);
  auto epilogue = linalg::GenericOp::create(
      rewriter, loc, TypeRange{resultType}, ins, ValueRange{init}, maps,
      epilogueIters, [&](OpBuilder &b, Location l, ValueRange args) {
        IRMapping map;
        for (auto [k, i] : llvm::enumerate(factorInputs))
          map.map(body->getArgument(i), args[2 + k]);
        Rebuilder rb{body, x, lin, b, map};
        Value term = rb.linear(m.term, args[1]);
        IRMapping combineMap;
        combineMap.map(body->getArguments().back(), args[0]);
        combineMap.map(m.term, term);
        Operation *combine = b.clone(*m.combiner, combineMap);
        linalg::YieldOp::create(b, l, combine->getResult(0));
      });

  rewriter.replaceOp(red, epilogue->getResults());
  Operation *fill = ctr.getDpsInits()[0].getDefiningOp();
  if (ctr->use_empty())
    rewriter.eraseOp(ctr);
  if (fill && fill->use_empty())
    rewriter.eraseOp(fill);
}

struct HTAMCollapseLinearReductionsPass final
    : htam::impl::HTAMCollapseLinearReductionsPassBase<
          HTAMCollapseLinearReductionsPass> {
  using HTAMCollapseLinearReductionsPassBase::
      HTAMCollapseLinearReductionsPassBase;

  void runOnOperation() override {
    SmallVector<linalg::GenericOp> reductions;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op.getNumReductionLoops() > 0 && !isMulAddContraction(op))
        reductions.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    Collapser collapser(rewriter, remarks);
    for (linalg::GenericOp op : reductions)
      if (collapser.run(op))
        ++numCollapsed;
  }
};

} // namespace
