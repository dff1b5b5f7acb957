//===- TensorReader.cpp - reading tensors at symbolic indices -------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `Writer::read`: the value of a tensor at a symbolic index, through
// elementwise generics (their payload inlined), reshapes, slices, pads,
// insertions and constants; reductions go to the kernel's hook. This is
// how chains of ops fuse into one kernel.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "htam/Analysis/ConstantTensors.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

Writer::Writer(Plan &plan, std::string name)
    : plan(plan), name(std::move(name)) {
  frames.emplace_back();
  plan.installStagedHook(*this);
}

std::string Writer::useParam(ParamRef ref) {
  for (size_t i = 0; i < params.size(); ++i)
    if (params[i].scratch == ref.scratch &&
        params[i].constant == ref.constant && params[i].index == ref.index)
      return paramNames[i];
  std::string n;
  if (ref.scratch)
    n = "s" + std::to_string(ref.index);
  else if (ref.constant)
    n = "c" + std::to_string(ref.index);
  else if (ref.index < plan.numArgs)
    n = "arg" + std::to_string(ref.index);
  else
    n = "res" + std::to_string(ref.index - plan.numArgs);
  params.push_back(ref);
  paramNames.push_back(n);
  return n;
}

Strs Writer::delinearize(StringRef linear, ArrayRef<int64_t> shape,
                         StringRef prefix) {
  Strs vars(shape.size());
  int64_t stride = 1;
  // Variables derived from loop-level values keep the loop-level prefix, so
  // the fused row kernel can tell row-level from loop-level indices.
  std::string pre = prefix.str();
  if (linear.contains("l_") && !prefix.starts_with("l_"))
    pre = "l_" + pre;
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    if (shape[d] == 1) {
      vars[d] = "0";
      continue;
    }
    std::string e = stride == 1
                        ? paren(linear)
                        : paren(linear) + " / " + std::to_string(stride);
    if (d > 0)
      e = "(" + e + ") % " + std::to_string(shape[d]);
    vars[d] = decl(plan.idxType, e, pre);
    stride *= shape[d];
  }
  linearOf[shapeKey(vars, shape)] = linear.str();
  return vars;
}

std::string Writer::linearize(ArrayRef<std::string> idx,
                              ArrayRef<int64_t> shape) {
  auto known = linearOf.find(shapeKey(idx, shape));
  if (known != linearOf.end())
    return known->second;
  std::string e;
  for (size_t d = 0; d < idx.size(); ++d) {
    if (shape[d] == 1)
      continue; // the index is 0
    if (e.empty())
      e = paren(idx[d]);
    else
      e = "(" + e + ") * " + std::to_string(shape[d]) + " + " + paren(idx[d]);
  }
  return e.empty() ? "0" : e;
}

FailureOr<std::string> Writer::affine(AffineExpr e,
                                      ArrayRef<std::string> loops) {
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return loops[d.getPosition()];
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return std::to_string(c.getValue());
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return plan.fail("affine maps with symbols are not supported");
  FailureOr<std::string> l = affine(bin.getLHS(), loops);
  FailureOr<std::string> r = affine(bin.getRHS(), loops);
  if (failed(l) || failed(r))
    return failure();
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return "(" + *l + " + " + *r + ")";
  case AffineExprKind::Mul:
    return "(" + *l + " * " + *r + ")";
  case AffineExprKind::FloorDiv:
    return "htam_floordiv(" + *l + ", " + *r + ")";
  case AffineExprKind::CeilDiv:
    return "htam_ceildiv(" + *l + ", " + *r + ")";
  case AffineExprKind::Mod:
    return "htam_mod(" + *l + ", " + *r + ")";
  default:
    return plan.fail("unsupported affine expression");
  }
}

FailureOr<Strs> Writer::applyMap(AffineMap map, ArrayRef<std::string> loops) {
  Strs r;
  for (AffineExpr e : map.getResults()) {
    FailureOr<std::string> s = affine(e, loops);
    if (failed(s))
      return failure();
    r.push_back(*s);
  }
  return r;
}

FailureOr<std::string> Writer::readAt(Value v, AffineMap map,
                                      ArrayRef<std::string> loops) {
  FailureOr<Strs> idx = applyMap(map, loops);
  if (failed(idx))
    return failure();
  return read(v, *idx);
}

FailureOr<std::string> Writer::read(Value v, ArrayRef<std::string> idx) {
  if (override)
    if (std::optional<std::string> s = override(v, idx))
      return *s;
  std::string key = memoKey(v, idx);
  if (const std::string *hit = lookup(key))
    return *hit;
  FailureOr<std::string> r = readUncached(v, idx);
  if (succeeded(r))
    remember(key, *r);
  return r;
}

FailureOr<std::string> Writer::readBuffer(ParamRef ref, ArrayRef<int64_t> shape,
                                          ArrayRef<std::string> idx) {
  if (residentRef && residentRef->scratch == ref.scratch &&
      residentRef->index == ref.index) {
    for (auto [l, at] : llvm::enumerate(residentIdx))
      if (ArrayRef<std::string>(at) == idx) {
        plan.stats.residentHits++;
        return residentLane[l];
      }
    plan.stats.residentMisses++;
  }
  std::string p = useParam(ref);
  // A constant of another element type than f32 (a mask, an index table,
  // f64 weights) is read plainly as its own C type.
  if (ref.constant && plan.constantTypes[ref.index] != "float")
    return decl(plan.constantTypes[ref.index],
                p + "[" + linearize(idx, shape) + "]");
  if (vecWidth > 1 && ArrayRef<int64_t>(vecShape) == shape) {
    for (int64_t l = 0; l < vecWidth; ++l) {
      if (ArrayRef<std::string>(laneIdx[l]) != idx)
        continue;
      std::string key = "vec:" + p;
      const std::string *vec = lookup(key);
      std::string vname;
      if (vec) {
        vname = *vec;
      } else {
        std::string vt = vecWidth == 4 ? "float4" : "float2";
        vname = decl(vt,
                     "__ldg(reinterpret_cast<const " + vt + " *>(" + p +
                         ") + " + vecIndex + ")",
                     "w");
        remember(key, vname);
      }
      static const char *comp[] = {".x", ".y", ".z", ".w"};
      return vname + comp[l];
    }
  }
  // Window kernels load task arguments plainly: __ldg is opaque to the
  // compiler, which then cannot merge the loads that unrolled overlapping
  // windows share; a `const __restrict__` argument still gets the
  // read-only path (ld.global.nc).
  bool plain = ref.scratch || (!ref.constant && ref.index >= plan.numArgs) ||
               plan.opts.windowOutputs > 0;
  std::string load = plain ? p + "[" + linearize(idx, shape) + "]"
                           : "__ldg(" + p + " + " + linearize(idx, shape) + ")";
  return decl("float", load);
}

FailureOr<std::string> Writer::readUncached(Value v,
                                            ArrayRef<std::string> idx) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    return scalar(v);
  if (!type.hasStaticShape())
    return plan.fail("dynamic shapes are not supported");
  if (auto ba = dyn_cast<BlockArgument>(v)) {
    if (ba.getOwner()->getParentOp() != plan.func)
      return plan.fail("unexpected tensor block argument");
    if (!type.getElementType().isF32())
      return plan.fail("only f32 tensor arguments are supported");
    return readBuffer(ParamRef{false, ba.getArgNumber()}, type.getShape(), idx);
  }
  auto mat = plan.materialized.find(v);
  if (mat != plan.materialized.end())
    return readBuffer(mat->second, type.getShape(), idx);
  // A cuBLASLt epilogue is computed by its library step into a buffer.
  if (plan.libraryEpilogues.count(v)) {
    FailureOr<ParamRef> ref = plan.materialize(v, std::nullopt);
    if (failed(ref))
      return failure();
    return readBuffer(*ref, type.getShape(), idx);
  }

  Operation *def = v.getDefiningOp();
  if (auto gen = dyn_cast<linalg::GenericOp>(def)) {
    if (hasReduction(gen))
      return reduceHook(gen, v, idx);
    unsigned resNo = cast<OpResult>(v).getResultNumber();
    AffineMap outMap = gen.getIndexingMapMatchingResult(cast<OpResult>(v));
    if (!outMap.isPermutation())
      return readInsertion(gen, v, idx);
    Strs loops(gen.getNumLoops());
    for (unsigned r = 0; r < outMap.getNumResults(); ++r)
      loops[outMap.getDimPosition(r)] = idx[r];
    FailureOr<Strs> ys = genericAt(gen, loops, {});
    if (failed(ys))
      return failure();
    return (*ys)[resNo];
  }
  if (auto c = dyn_cast<arith::ConstantOp>(def)) {
    // Weights, masks, tables: a constant buffer, read like an input.
    if (isBufferConstant(c.getValue())) {
      FailureOr<ParamRef> ref = plan.constantBuffer(c);
      if (failed(ref))
        return failure();
      return readBuffer(*ref, type.getShape(), idx);
    }
    auto dense = dyn_cast<DenseElementsAttr>(c.getValue());
    if (!dense || !dense.isSplat())
      return plan.fail("unsupported tensor constant");
    auto f = dense.getSplatValue<Attribute>();
    if (auto fa = dyn_cast<FloatAttr>(f))
      return floatLiteral(fa.getValueAsDouble(), fa.getType().isF32());
    if (auto ia = dyn_cast<IntegerAttr>(f))
      return std::to_string(ia.getInt());
    return plan.fail("unsupported splat constant");
  }
  if (auto e = dyn_cast<tensor::ExpandShapeOp>(def)) {
    auto src = e.getSrcType();
    Strs sidx;
    for (auto [i, group] : llvm::enumerate(e.getReassociationIndices())) {
      SmallVector<int64_t> sub;
      Strs subIdx;
      for (int64_t d : group) {
        sub.push_back(type.getDimSize(d));
        subIdx.push_back(idx[d]);
      }
      sidx.push_back(linearize(subIdx, sub));
    }
    (void)src;
    return read(e.getSrc(), sidx);
  }
  if (auto c = dyn_cast<tensor::CollapseShapeOp>(def)) {
    auto src = c.getSrcType();
    Strs sidx(src.getRank());
    for (auto [i, group] : llvm::enumerate(c.getReassociationIndices())) {
      SmallVector<int64_t> sub;
      for (int64_t d : group)
        sub.push_back(src.getDimSize(d));
      Strs parts = delinearize(idx[i], sub, "c");
      for (auto [j, d] : llvm::enumerate(group))
        sidx[d] = parts[j];
    }
    return read(c.getSrc(), sidx);
  }
  if (auto cast = dyn_cast<tensor::CastOp>(def))
    return read(cast.getSource(), idx);
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def)) {
    auto offs = slice.getStaticOffsets();
    auto strides = slice.getStaticStrides();
    auto sizes = slice.getStaticSizes();
    if (ShapedType::isDynamicShape(offs) || ShapedType::isDynamicShape(strides))
      return plan.fail("tensor.extract_slice with dynamic offsets");
    llvm::SmallBitVector dropped = slice.getDroppedDims();
    Strs sidx;
    unsigned r = 0;
    for (size_t d = 0; d < offs.size(); ++d) {
      std::string i = "0";
      if (!dropped.test(d))
        i = idx[r++];
      (void)sizes;
      std::string e = i;
      if (strides[d] != 1)
        e = "(" + paren(e) + " * " + std::to_string(strides[d]) + ")";
      if (offs[d] != 0)
        e = "(" + e + " + " + std::to_string(offs[d]) + ")";
      sidx.push_back(e);
    }
    return read(slice.getSource(), sidx);
  }
  if (auto pad = dyn_cast<tensor::PadOp>(def)) {
    auto lows = pad.getStaticLow();
    if (ShapedType::isDynamicShape(lows))
      return plan.fail("tensor.pad with dynamic padding");
    Value padVal = pad.getConstantPaddingValue();
    if (!padVal)
      return plan.fail("tensor.pad without a constant padding value");
    FailureOr<std::string> pv = scalar(padVal);
    if (failed(pv))
      return failure();
    Strs sidx, conds;
    SmallVector<bool> padded;
    padGuards(pad, idx, sidx, conds, padded);
    // A window of an interior group reads inside the source.
    if (skipGuardsOf == pad.getOperation())
      conds.clear();
    if (conds.empty())
      return read(pad.getSource(), sidx);
    if (plan.opts.windowOutputs > 0) {
      // Branch-free (see readInsertion): a clamped, unconditional read.
      std::string in = clampOutside(conds, sidx, padded);
      FailureOr<std::string> val = read(pad.getSource(), sidx);
      if (failed(val))
        return failure();
      std::string n = fresh("v");
      line("const float " + n + " = " + in + " ? " + *val + " : " + *pv + ";");
      return n;
    }
    std::string n = fresh("v");
    line("float " + n + " = " + *pv + ";");
    open("if (" + join(conds, " && ") + ")");
    FailureOr<std::string> in = read(pad.getSource(), sidx);
    if (failed(in))
      return failure();
    line(n + " = " + *in + ";");
    close();
    return n;
  }
  if (isa<tensor::EmptyOp>(def))
    return plan.fail("the task reads an uninitialized tensor.empty");
  StringRef dialect = def->getName().getDialectNamespace();
  if (def->getNumResults() == 1 && (dialect == "arith" || dialect == "math")) {
    // Elementwise arith/math on whole tensors.
    Strs args;
    for (Value o : def->getOperands()) {
      auto ot = dyn_cast<RankedTensorType>(o.getType());
      if (ot && ot.getShape() != type.getShape())
        return plan.fail("tensor arith op with mismatched shapes");
      FailureOr<std::string> a = ot ? read(o, idx) : scalar(o);
      if (failed(a))
        return failure();
      args.push_back(*a);
    }
    FailureOr<std::string> e = scalarOp(def, args);
    if (failed(e))
      return failure();
    FailureOr<std::string> t = cudaType(type.getElementType());
    if (failed(t))
      return plan.fail("unsupported element type");
    return decl(*t, *e);
  }
  return plan.fail("unsupported op '" + def->getName().getStringRef() +
                   "' in the task");
}

/// One output-map result of the form `a * d + c` (a >= 1).
struct StridedDim {
  unsigned dim = 0;
  int64_t stride = 1, offset = 0;
};

static std::optional<StridedDim> matchStridedDim(AffineExpr e) {
  StridedDim r;
  if (auto bin = dyn_cast<AffineBinaryOpExpr>(e);
      bin && e.getKind() == AffineExprKind::Add) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    if (!c)
      return std::nullopt;
    r.offset = c.getValue();
    e = bin.getLHS();
  }
  if (auto bin = dyn_cast<AffineBinaryOpExpr>(e);
      bin && e.getKind() == AffineExprKind::Mul) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    if (!c || c.getValue() < 1)
      return std::nullopt;
    r.stride = c.getValue();
    e = bin.getLHS();
  }
  auto d = dyn_cast<AffineDimExpr>(e);
  if (!d)
    return std::nullopt;
  r.dim = d.getPosition();
  return r;
}

std::string Writer::clampOutside(ArrayRef<std::string> conds, Strs &indices,
                                 ArrayRef<bool> mayBeOutside) {
  std::string in = fresh("in");
  line("const bool " + in + " = " + join(conds, " && ") + ";");
  // Indices that are always in range need no clamp: their part of the
  // address stays a plain expression the compiler can hoist.
  for (auto [i, outside] : llvm::zip(indices, mayBeOutside))
    if (outside)
      i = "(" + in + " ? " + i + " : 0)";
  return in;
}

void Writer::padGuards(tensor::PadOp pad, ArrayRef<std::string> idx, Strs &sidx,
                       Strs &conds, SmallVector<bool> &padded) {
  ArrayRef<int64_t> lows = pad.getStaticLow();
  RankedTensorType src = pad.getSourceType(), type = pad.getResultType();
  for (int64_t d = 0; d < src.getRank(); ++d) {
    std::string s =
        lows[d] ? "(" + paren(idx[d]) + " - " + std::to_string(lows[d]) + ")"
                : idx[d];
    sidx.push_back(s);
    padded.push_back(lows[d] || src.getDimSize(d) != type.getDimSize(d));
    if (padded.back())
      conds.push_back("(" + s + " >= 0 && " + s + " < " +
                      std::to_string(src.getDimSize(d)) + ")");
  }
}

LogicalResult Writer::insertionGuards(linalg::GenericOp gen, Value v,
                                      ArrayRef<std::string> idx, Strs &loops,
                                      Strs &conds,
                                      SmallVector<bool> &mayBeOutside,
                                      bool &strided) {
  AffineMap outMap = gen.getIndexingMapMatchingResult(cast<OpResult>(v));
  if (outMap.getNumResults() != gen.getNumLoops())
    return plan.fail("a parallel op whose output map is not invertible");
  SmallVector<int64_t> ranges = gen.getStaticLoopRanges();
  loops.assign(gen.getNumLoops(), "");
  strided = false;
  // Per loop: whether its index can fall outside the image. `idx` is a
  // valid index of `v` (in [0, size)), so a dim the op writes whole
  // (offset 0, stride 1, as many iterations as the dim: the batch and
  // channel dims of a padding) needs no test and no clamp.
  mayBeOutside.assign(gen.getNumLoops(), false);
  ArrayRef<int64_t> shape = cast<ShapedType>(v.getType()).getShape();
  for (unsigned r = 0; r < outMap.getNumResults(); ++r) {
    std::optional<StridedDim> sd = matchStridedDim(outMap.getResult(r));
    if (!sd || !loops[sd->dim].empty())
      return plan.fail("a parallel op whose output map is not invertible");
    std::string shifted = sd->offset ? "(" + paren(idx[r]) + " - " +
                                           std::to_string(sd->offset) + ")"
                                     : idx[r];
    std::string d = sd->stride == 1 ? shifted
                                    : "(" + shifted + " / " +
                                          std::to_string(sd->stride) + ")";
    loops[sd->dim] = d;
    size_t before = conds.size();
    if (sd->offset > 0)
      conds.push_back("(" + shifted + " >= 0)");
    if (sd->stride != 1) {
      conds.push_back("(" + shifted + " % " + std::to_string(sd->stride) +
                      " == 0)");
      strided = true;
    }
    // The largest loop index `idx` can give, against the loop's range.
    int64_t last = ShapedType::isDynamic(shape[r])
                       ? std::numeric_limits<int64_t>::max()
                       : (shape[r] - 1 - sd->offset) / sd->stride;
    if (ShapedType::isDynamic(ranges[sd->dim]) || last >= ranges[sd->dim])
      conds.push_back("(" + d + " < " + std::to_string(ranges[sd->dim]) + ")");
    mayBeOutside[sd->dim] = conds.size() > before;
  }
  return success();
}

/// A parallel op that writes only part of its init (output map results
/// `a * d + c`, e.g. padding or a strided scatter): the payload where the
/// index is in the image of the map, the init elsewhere.
FailureOr<std::string> Writer::readInsertion(linalg::GenericOp gen, Value v,
                                             ArrayRef<std::string> idx) {
  unsigned resNo = cast<OpResult>(v).getResultNumber();
  Strs loops, conds;
  SmallVector<bool> mayBeOutside;
  bool strided;
  if (failed(insertionGuards(gen, v, idx, loops, conds, mayBeOutside, strided)))
    return failure();
  // A window of an interior group reads inside the copied part.
  if (skipGuardsOf == gen.getOperation())
    conds.clear();
  if (conds.empty()) {
    FailureOr<Strs> ys = genericAt(gen, loops, {});
    if (failed(ys))
      return failure();
    return (*ys)[resNo];
  }
  FailureOr<std::string> t =
      cudaType(cast<ShapedType>(v.getType()).getElementType());
  if (failed(t))
    return plan.fail("unsupported element type");
  if (plan.opts.windowOutputs > 0) {
    // Branch-free: the payload runs at loop indices clamped to 0 outside
    // the image (always in bounds) and a select keeps the init there. The
    // loads are then unconditional, so once windows are unrolled the
    // compiler can merge the ones overlapping windows share.
    std::string in = clampOutside(conds, loops, mayBeOutside);
    FailureOr<Strs> ys = genericAt(gen, loops, {});
    if (failed(ys))
      return failure();
    FailureOr<std::string> init = read(gen.getDpsInits()[resNo], idx);
    if (failed(init))
      return failure();
    std::string n = fresh("v");
    line("const " + *t + " " + n + " = " + in + " ? " + (*ys)[resNo] + " : " +
         *init + ";");
    return n;
  }
  std::string n = fresh("v");
  line(*t + " " + n + ";");
  open("if (" + join(conds, " && ") + ")");
  FailureOr<Strs> ys = genericAt(gen, loops, {});
  if (failed(ys))
    return failure();
  line(n + " = " + (*ys)[resNo] + ";");
  close();
  open("else");
  FailureOr<std::string> init = read(gen.getDpsInits()[resNo], idx);
  if (failed(init))
    return failure();
  line(n + " = " + *init + ";");
  close();
  return n;
}

FailureOr<std::string> Writer::scalar(Value v) {
  if (isa<ShapedType>(v.getType()))
    return plan.fail("a tensor used as a scalar (only tensor.extract reads "
                     "one in a payload)");
  if (auto arg = dyn_cast<BlockArgument>(v))
    return plan.fail(isa<func::FuncOp>(arg.getOwner()->getParentOp())
                         ? "scalar task arguments are not supported"
                         : "a payload's block argument read outside its "
                           "payload");
  Operation *def = v.getDefiningOp();
  if (auto ex = dyn_cast<tensor::ExtractOp>(def)) {
    Strs idx;
    for (Value i : ex.getIndices()) {
      FailureOr<std::string> s = scalar(i);
      if (failed(s))
        return failure();
      idx.push_back(*s);
    }
    return read(ex.getTensor(), idx);
  }
  Strs args;
  for (Value o : def->getOperands()) {
    FailureOr<std::string> a = scalar(o);
    if (failed(a))
      return failure();
    args.push_back(*a);
  }
  return scalarOp(def, args);
}

FailureOr<Strs> Writer::genericAt(linalg::GenericOp op,
                                  ArrayRef<std::string> loops,
                                  ArrayRef<std::string> outArgs,
                                  DenseMap<Value, std::string> *valuesOut) {
  Block &body = op.getRegion().front();
  DenseMap<Value, std::string> vals;
  for (OpOperand *in : op.getDpsInputOperands()) {
    BlockArgument ba = op.getMatchingBlockArgument(in);
    if (ba.use_empty())
      continue;
    Value operand = in->get();
    FailureOr<std::string> s;
    if (!isa<ShapedType>(operand.getType())) {
      s = scalar(operand);
    } else {
      s = readAt(operand, op.getMatchingIndexingMap(in), loops);
    }
    if (failed(s))
      return failure();
    vals[ba] = *s;
  }
  for (auto [j, init] : llvm::enumerate(op.getDpsInitsMutable())) {
    BlockArgument ba = op.getMatchingBlockArgument(&init);
    if (ba.use_empty())
      continue;
    if (j < outArgs.size()) {
      vals[ba] = outArgs[j];
      continue;
    }
    FailureOr<std::string> s =
        readAt(init.get(), op.getMatchingIndexingMap(&init), loops);
    if (failed(s))
      return failure();
    vals[ba] = *s;
  }
  for (Operation &o : body.without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(o)) {
      vals[index.getResult()] = loops[index.getDim()];
      continue;
    }
    if (o.getNumRegions())
      return plan.fail("ops with regions in a payload are not supported");
    auto operandText = [&](Value operand) -> FailureOr<std::string> {
      auto it = vals.find(operand);
      if (it != vals.end())
        return it->second;
      return scalar(operand);
    };
    if (auto ex = dyn_cast<tensor::ExtractOp>(o)) {
      // A gather (an embedding lookup): the indices are payload values,
      // perhaps loaded from an index table; read() takes them as index
      // expressions like any other.
      Strs idx;
      for (Value i : ex.getIndices()) {
        FailureOr<std::string> s = operandText(i);
        if (failed(s))
          return failure();
        idx.push_back(*s);
      }
      FailureOr<std::string> x = read(ex.getTensor(), idx);
      if (failed(x))
        return failure();
      vals[ex.getResult()] = *x;
      continue;
    }
    Strs args;
    for (Value operand : o.getOperands()) {
      if (isa<ShapedType>(operand.getType()))
        return plan.fail("'" + o.getName().getStringRef() +
                         "' in a payload takes a tensor operand (only "
                         "tensor.extract reads one)");
      FailureOr<std::string> s = operandText(operand);
      if (failed(s))
        return failure();
      args.push_back(*s);
    }
    FailureOr<std::string> e = scalarOp(&o, args);
    if (failed(e))
      return failure();
    FailureOr<std::string> t = cudaType(o.getResult(0).getType());
    if (failed(t))
      return plan.fail("unsupported type in a payload");
    if (isa<arith::ConstantOp>(o))
      vals[o.getResult(0)] = *e;
    else
      vals[o.getResult(0)] = decl(*t, *e);
  }
  Strs ys;
  for (Value y : body.getTerminator()->getOperands()) {
    auto it = vals.find(y);
    if (it != vals.end()) {
      ys.push_back(it->second);
      continue;
    }
    FailureOr<std::string> s = scalar(y);
    if (failed(s))
      return failure();
    ys.push_back(*s);
  }
  if (valuesOut)
    *valuesOut = std::move(vals);
  return ys;
}

/// Loop variables of `op` for the output point `outIdx` (reduction loops
/// left empty).
Strs parallelLoops(linalg::GenericOp op, ArrayRef<std::string> outIdx) {
  Strs loops(op.getNumLoops());
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  for (unsigned r = 0; r < outMap.getNumResults(); ++r)
    if (auto d = dyn_cast<AffineDimExpr>(outMap.getResult(r)))
      loops[d.getPosition()] = outIdx[r];
  return loops;
}

} // namespace cuda_emitter
