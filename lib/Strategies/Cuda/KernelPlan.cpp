//===- KernelPlan.cpp - kernels, launches and materialization -------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `Plan`: finishing a kernel (`addKernel`), the staged reduction hook,
// the pooling-window probe, materializing a reduction into a buffer by
// earlier kernels, and the common CUDA prelude (Device/Prelude.cuh,
// embedded by CMake).
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "htam/Analysis/ConstantTensors.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

void Plan::addKernel(Writer &w, std::array<unsigned, 3> grid, unsigned block,
                     unsigned smem, unsigned minBlocks, StringRef attrs) {
  // Parameters in a canonical order: arguments, results, constants,
  // scratch buffers.
  std::vector<size_t> order(w.params.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  llvm::sort(order, [&](size_t a, size_t b) {
    return std::make_tuple(w.params[a].scratch, w.params[a].constant,
                           w.params[a].index) <
           std::make_tuple(w.params[b].scratch, w.params[b].constant,
                           w.params[b].index);
  });
  std::vector<ParamRef> params;
  std::vector<std::string> names;
  for (size_t i : order) {
    params.push_back(w.params[i]);
    names.push_back(w.paramNames[i]);
  }
  w.params = params;
  w.paramNames = names;
  std::string sig;
  for (size_t i = 0; i < w.params.size(); ++i) {
    if (i)
      sig += ", ";
    const ParamRef &p = w.params[i];
    bool in = p.isArgument() && p.index < numArgs;
    if (p.constant)
      sig += "const " + constantTypes[p.index] + " *__restrict__ ";
    else
      sig += in ? "const float *__restrict__ " : "float *__restrict__ ";
    sig += w.paramNames[i];
  }
  std::string bounds = std::to_string(block);
  if (minBlocks)
    bounds += ", " + std::to_string(minBlocks);
  std::string k = "extern \"C\" __global__ void " +
                  (attrs.empty() ? std::string() : attrs.str() + " ") +
                  "__launch_bounds__(" + bounds + ")\n" + w.name + "(" + sig +
                  ") {\n" + w.text + "}\n";
  kernels.push_back(k);
  KernelLaunch l;
  l.entry = w.name;
  l.config.grid = grid;
  l.config.block = {block, 1, 1};
  l.config.sharedBytes = smem;
  l.params = w.params;
  launches.push_back(l);
}

std::optional<std::string> Plan::probeRead(Writer &w, Value v,
                                           ArrayRef<std::string> idx,
                                           Writer::WindowProbe &probe,
                                           std::string &text) {
  std::string *out = w.out;
  EmitResult statsBefore = stats;
  std::string errorBefore = error;
  w.out = &text;
  ++w.indent;
  w.frames.emplace_back();
  probe.idx.assign(idx.begin(), idx.end());
  w.windowProbe = &probe;
  FailureOr<std::string> s = w.read(v, probe.idx);
  w.windowProbe = nullptr;
  w.frames.pop_back();
  --w.indent;
  w.out = out;
  stats = statsBefore;
  std::string why = error;
  error = errorBefore;
  if (succeeded(s))
    return std::nullopt;
  return why.empty() ? std::string("a probed read failed") : why;
}

FailureOr<std::string> Plan::probeWindow(Writer &w, linalg::GenericOp op,
                                         ArrayRef<std::string> idx) {
  Writer::WindowProbe &probe = *w.windowProbe;
  probe.ops.insert(op);
  if (ArrayRef<std::string>(probe.idx) != idx)
    probe.unsafe = true;
  OpOperand *in = windowInput(op);
  // Only a padding read directly has its tests collected (and skipped): a
  // tensor.pad or a partial insertion (a copy into a filled tensor).
  auto pad = in->get().getDefiningOp<tensor::PadOp>();
  auto insert = in->get().getDefiningOp<linalg::GenericOp>();
  if (insert && (hasReduction(insert) ||
                 insert.getIndexingMapMatchingResult(cast<OpResult>(in->get()))
                     .isPermutation()))
    insert = nullptr;
  if (pad && (ShapedType::isDynamicShape(pad.getStaticLow()) ||
              !pad.getResultType().hasStaticShape()))
    pad = nullptr;
  if (!pad && !insert)
    return std::string("0.0f");
  AffineMap map = op.getMatchingIndexingMap(in);
  if (!llvm::all_of(map.getResults(), isIncreasingExpr)) {
    probe.unsafe = true;
    return std::string("0.0f");
  }
  Strs loops = parallelLoops(op, idx);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction)
      loops[i] = std::to_string(probe.last ? ranges[i] - 1 : 0);
  FailureOr<Strs> padIdx = w.applyMap(map, loops);
  if (failed(padIdx))
    return failure();
  Strs inner;
  SmallVector<bool> mayBeOutside;
  bool strided = false;
  if (pad)
    w.padGuards(pad, *padIdx, inner, probe.conds, mayBeOutside);
  else if (failed(w.insertionGuards(insert, in->get(), *padIdx, inner,
                                    probe.conds, mayBeOutside, strided)))
    return failure();
  probe.strided |= strided;
  // The probe's value is never stored.
  return std::string("0.0f");
}

void Plan::installStagedHook(Writer &w) {
  w.reduceHook = [this,
                  &w](linalg::GenericOp op, Value v,
                      ArrayRef<std::string> idx) -> FailureOr<std::string> {
    if (opts.inlineReductions) {
      AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
      if (!outMap.isProjectedPermutation())
        return fail("a reduction whose output map is not a projected "
                    "permutation");
      // Several results (an argmax's value and index): every accumulator
      // runs, the one of `v` is returned.
      for (OpResult r : op->getResults())
        if (op.getIndexingMapMatchingResult(r) != outMap)
          return fail("a reduction whose results have different output "
                      "maps");
      Strs loops = parallelLoops(op, idx);
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      // Several outputs per thread: short window loops are unrolled so the
      // compiler sees the loads that neighbouring outputs share.
      bool unrollWindow = opts.windowOutputs > 0;
      if (unrollWindow && !windowInput(op))
        // Any other reduction would be recomputed at each of its uses.
        return fail("only pooling windows are reduced inline per output "
                    "(a convolution or a statistic over many outputs is "
                    "not)");
      if (unrollWindow)
        ++stats.numWindowReductions;
      if (w.windowProbe)
        return probeWindow(w, op, idx);
      Strs accs;
      for (Value initOp : op.getDpsInits()) {
        FailureOr<std::string> init = w.read(initOp, idx);
        if (failed(init))
          return failure();
        // The accumulator has the init's type: an any/all reduction is
        // bool, an argmax index long long, an f64 sum double.
        FailureOr<std::string> accType =
            cudaType(getElementTypeOrSelf(initOp.getType()));
        if (failed(accType))
          return fail("a reduction of an element type without a CUDA "
                      "scalar type");
        accs.push_back(w.fresh("acc"));
        w.line(*accType + " " + accs.back() + " = " + *init + ";");
      }
      const std::string &acc =
          accs[cast<OpResult>(v).getResultNumber()];
      // In a group proven interior (emitFinalWindowed), this window's
      // padding needs no bounds tests.
      Operation *skipBefore = w.skipGuardsOf;
      w.skipGuardsOf = nullptr;
      if (w.interior && w.interior->ops.contains(op) &&
          ArrayRef<std::string>(w.interiorIdx) == idx)
        w.skipGuardsOf = windowInput(op)->get().getDefiningOp();
      int opened = 0;
      for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray())) {
        if (t != utils::IteratorType::reduction)
          continue;
        std::string var = w.fresh("l_r");
        loops[i] = var;
        if (unrollWindow && ranges[i] <= 32)
          w.line("#pragma unroll");
        w.open("for (" + idxType + " " + var + " = 0; " + var + " < " +
               std::to_string(ranges[i]) + "; ++" + var + ")");
        ++opened;
      }
      FailureOr<Strs> ys = w.genericAt(op, loops, accs);
      w.skipGuardsOf = skipBefore;
      if (failed(ys))
        return failure();
      for (auto [a, y] : llvm::zip(accs, *ys))
        w.line(a + " = " + y + ";");
      for (int i = 0; i < opened; ++i)
        w.close();
      return acc;
    }
    FailureOr<ParamRef> ref = materialize(v, std::nullopt);
    if (failed(ref))
      return failure();
    return w.readBuffer(*ref, cast<ShapedType>(v.getType()).getShape(), idx);
  };
}

FailureOr<ParamRef> Plan::materialize(Value v, std::optional<ParamRef> target) {
  auto it = materialized.find(v);
  if (it != materialized.end())
    return it->second;
  auto op = v.getDefiningOp<linalg::GenericOp>();
  if (!op)
    return fail("reductions with several results are not supported");
  auto type = cast<ShapedType>(v.getType());
  if (!type.getElementType().isF32())
    return fail("only f32 intermediate tensors can be materialized");
  if (op->getNumResults() != 1)
    return materializeResults(op, v, target);
  ParamRef dst;
  if (target) {
    dst = *target;
  } else {
    dst = ParamRef{true, unsigned(scratch.size())};
    scratch.push_back(numel(type.getShape()) * 4);
  }
  LogicalResult ok = failure();
  std::optional<linalg::ContractionDimensions> cdims = detectContraction(op);
  if (!cdims && opts.implicitGemm)
    cdims = detectConvAsGemm(op);
  std::string combWhy;
  std::optional<Combiner> comb = detectCombiner(op, &combWhy);
  int64_t rlen = 1;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction)
      rlen *= ranges[i];
  // Lanes of a row reduction walk the last reduction loop: only worth it
  // when that loop walks contiguous memory. Otherwise (a min over channels
  // of NCHW: a stride of H*W) the lanes' loads do not coalesce, and one
  // thread per output, with neighbouring outputs adjacent, reads better.
  bool rowOk = comb && !cdims && reductionWalksContiguous(op);
  auto epilogue = libraryEpilogues.find(v);
  if (epilogue != libraryEpilogues.end()) {
    ok = emitLibraryGemm(epilogue->second.contraction, dst, &epilogue->second);
  } else if (opts.libraryConv && isLibraryConv(op)) {
    ok = emitLibraryConv(op, dst);
  } else if (opts.libraryGemm && isLibraryContraction(op)) {
    ok = emitLibraryGemm(op, dst);
  } else if (cdims && opts.gemm) {
    ok = emitGemm(op, *cdims, dst, false);
  } else if (rowOk && rlen >= 1024 &&
             (opts.reduce == ReduceStrategy::Split ||
              (opts.reduce == ReduceStrategy::Block && opts.splitFewRows &&
               numel(type.getShape()) < opts.smCount))) {
    ok = emitSplitReduction(op, *comb, dst);
  } else if (rowOk && rlen >= 32 &&
             (opts.reduce == ReduceStrategy::Warp ||
              opts.reduce == ReduceStrategy::Block ||
              opts.reduce == ReduceStrategy::Split)) {
    ok = emitRowReduction(op, *comb, dst);
  } else if (rowOk && rlen >= 2 && opts.reduce == ReduceStrategy::SubWarp) {
    ok = emitRowReduction(op, *comb, dst);
  } else if (comb && !cdims && !rowOk && rlen >= 256 &&
             opts.reduce == ReduceStrategy::Block && !opts.splitFewRows &&
             outputsWalkContiguous(op)) {
    ok = emitColumnReduction(op, *comb, dst);
  } else if (std::optional<OnlineSoftmaxMatch> om =
                 opts.onlineSoftmax ? matchOnlineSoftmax(op, /*anyDims=*/true)
                                    : std::nullopt;
             om && !materialized.count(om->max->getResult(0)) &&
             !materialized.count(om->sum->getResult(0))) {
    ok = emitSerialOnlinePair(*om, v, dst);
  } else {
    // Say why a template with parallel strategies fell back to the serial
    // one when the combiner is the cause.
    if (!comb && !cdims && !windowInput(op) &&
        opts.reduce != ReduceStrategy::Serial && stats.serialReason.empty())
      stats.serialReason = combWhy;
    ok = emitSerialReduction(op, dst);
  }
  if (failed(ok))
    return failure();
  materialized[v] = dst;
  return dst;
}

FailureOr<ParamRef> Plan::materializeResults(linalg::GenericOp op, Value v,
                                              std::optional<ParamRef> target) {
  if (!hasReduction(op))
    return fail("reductions with several results are not supported");
  // Each result into its buffer: `target` for `v`, a returned result's own
  // buffer for a partner the task returns (no copy kernel), else scratch.
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  SmallVector<ParamRef> dsts;
  for (OpResult r : op->getResults()) {
    auto type = cast<ShapedType>(r.getType());
    if (!type.getElementType().isF32())
      return fail("only f32 intermediate tensors can be materialized");
    if (r == v && target) {
      dsts.push_back(*target);
      continue;
    }
    auto returned = llvm::find(ret.getOperands(), r);
    if (returned != ret.getOperands().end()) {
      dsts.push_back(ParamRef{
          false, numArgs + unsigned(returned - ret.getOperands().begin())});
      continue;
    }
    dsts.push_back(ParamRef{true, unsigned(scratch.size())});
    scratch.push_back(numel(type.getShape()) * 4);
  }
  FailureOr<bool> parallel = false;
  if (opts.reduce != ReduceStrategy::Serial)
    parallel = emitArgReduction(op, dsts);
  if (failed(parallel))
    return failure();
  if (!*parallel && failed(emitSerialReduction(op, dsts)))
    return failure();
  for (auto [r, dst] : llvm::zip(op->getResults(), dsts))
    materialized[r] = dst;
  return materialized[v];
}

FailureOr<ParamRef> Plan::constantBuffer(arith::ConstantOp c) {
  auto value = cast<ElementsAttr>(c.getValue());
  auto known = constantIndex.find(value);
  if (known != constantIndex.end())
    return ParamRef{false, known->second, /*constant=*/true};
  FailureOr<std::string> ctype =
      cudaType(cast<ShapedType>(value.getType()).getElementType());
  std::string why;
  FailureOr<std::string> bytes = constantDeviceBytes(value, why);
  if (failed(ctype) || failed(bytes))
    return fail("a constant tensor " +
                (failed(bytes) ? why : std::string("has an unsupported type")));
  int64_t total = 0;
  for (const ConstantBuffer &k : constants)
    total += k.numBytes();
  if (total + int64_t(bytes->size()) > kMaxConstantBytes)
    return fail("the task's constant tensors exceed 1 GiB");
  unsigned index = constants.size();
  auto type = cast<ShapedType>(value.getType());
  ConstantBuffer buffer = ConstantBuffer::make(
      "c" + std::to_string(index), elementTypeName(type.getElementType()),
      std::move(*bytes));
  buffer.shape.assign(type.getShape().begin(), type.getShape().end());
  constants.push_back(std::move(buffer));
  constantTypes.push_back(*ctype);
  constantIndex[value] = index;
  return ParamRef{false, index, /*constant=*/true};
}

FailureOr<ParamRef> Plan::bufferOf(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    if (arg.getOwner()->getParentOp() == func.getOperation())
      return ParamRef{false, arg.getArgNumber()};
  // f32 weights as a constant buffer (a library step reads floats).
  if (auto c = v.getDefiningOp<arith::ConstantOp>())
    if (isBufferConstant(c.getValue()) &&
        cast<ShapedType>(c.getType()).getElementType().isF32())
      return constantBuffer(c);
  // Static reshapes and casts keep the row-major data as it is.
  if (auto e = v.getDefiningOp<tensor::ExpandShapeOp>())
    return bufferOf(e.getSrc());
  if (auto c = v.getDefiningOp<tensor::CollapseShapeOp>())
    return bufferOf(c.getSrc());
  if (auto c = v.getDefiningOp<tensor::CastOp>())
    return bufferOf(c.getSource());
  auto gen = v.getDefiningOp<linalg::GenericOp>();
  if (gen && (hasReduction(gen) || libraryEpilogues.count(v)))
    return materialize(v, std::nullopt);
  return fail("a cuBLAS operand must be a task argument or a reduction "
              "result, not an elementwise expression");
}

std::string Plan::prelude() const {
  std::string s;
  s += "// Generated by htam (lib/Strategies). Buffer parameters: task "
       "arguments (argN),\n// results (resN), scratch (sN); all dense "
       "row-major f32.\n";
  s += "typedef " + idxType + " hidx;\n";
  s += kCudaPreludeSource;
  return s;
}

} // namespace cuda_emitter
