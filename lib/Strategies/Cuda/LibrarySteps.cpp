//===- LibrarySteps.cpp - cuBLAS, cuBLASLt and cuDNN steps ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Contractions and convolutions as vendor-library steps, their operands'
// buffers and the convolution + bias form.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

LogicalResult Plan::emitLibraryGemm(linalg::GenericOp op, ParamRef dst,
                                    const LibraryEpilogue *epilogue) {
  std::string why;
  FailureOr<LibraryGemm> g = planLibraryGemm(op, why);
  if (failed(g))
    return fail("cuBLAS cannot compute the contraction: " + why);
  FailureOr<ParamRef> a = bufferOf(op.getDpsInputs()[0]);
  if (failed(a))
    return failure();
  FailureOr<ParamRef> b = bufferOf(op.getDpsInputs()[1]);
  if (failed(b))
    return failure();
  KernelLaunch l;
  l.library = g->call;
  l.params = g->swapped ? std::vector<ParamRef>{*b, *a, dst}
                        : std::vector<ParamRef>{*a, *b, dst};
  LibraryCall &c = l.library;
  if (opts.libraryLt) {
    c.kind = LibraryCall::Kind::CublasLtMatmul;
    c.algo = opts.ltAlgo;
    if (epilogue) {
      // The split keeps epilogues to unswapped layouts: the bias runs
      // along the step's n.
      if (g->swapped)
        return fail("a cuBLASLt bias epilogue on a transposed output");
      c.epilogue = epilogue->kind;
      if (c.hasBias()) {
        FailureOr<ParamRef> bias = bufferOf(epilogue->bias);
        if (failed(bias))
          return failure();
        l.params.push_back(*bias);
      }
      stats.numLibraryEpilogues++;
    }
  }
  // Kernels and launches stay parallel; a library step has no kernel text.
  kernels.push_back("");
  launches.push_back(l);
  stats.numContractions++;
  stats.numLibraryCalls++;
  stats.maxLibraryBatch = std::max(stats.maxLibraryBatch, c.batch);
  std::string shape =
      llvm::formatv("{0}x{1}x{2}{3}{4}{5}", c.m, c.n, c.k,
                    c.batch > 1 ? " batch " + std::to_string(c.batch)
                                : std::string(),
                    c.transA ? " A^T" : "", c.transB ? " B^T" : "")
          .str();
  if (c.kind == LibraryCall::Kind::CublasLtMatmul)
    notes.push_back(llvm::formatv("cuBLASLt matmul {0}, epilogue {1}, "
                                  "heuristic algo {2}",
                                  shape, epilogueName(c.epilogue), c.algo)
                        .str());
  else
    notes.push_back("cuBLAS SGEMM " + shape);
  return success();
}

FailureOr<ParamRef> Plan::libraryOperand(Value v) {
  Value base = v;
  while (true) {
    if (auto e = base.getDefiningOp<tensor::ExpandShapeOp>())
      base = e.getSrc();
    else if (auto c = base.getDefiningOp<tensor::CollapseShapeOp>())
      base = c.getSrc();
    else if (auto c = base.getDefiningOp<tensor::CastOp>())
      base = c.getSource();
    else
      break;
  }
  if (auto arg = dyn_cast<BlockArgument>(base))
    if (arg.getOwner()->getParentOp() == func.getOperation())
      return ParamRef{false, arg.getArgNumber()};
  auto gen = base.getDefiningOp<linalg::GenericOp>();
  if (gen && hasReduction(gen))
    return materialize(base, std::nullopt);
  auto it = materialized.find(v);
  if (it != materialized.end())
    return it->second;
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !type.hasStaticShape() || !type.getElementType().isF32())
    return fail("a library operand must be a static f32 tensor");
  ParamRef dst{true, unsigned(scratch.size())};
  int64_t n = numel(type.getShape());
  scratch.push_back(n * 4);
  Writer w(*this, entryName());
  std::string o = w.useParam(dst);
  w.open(gridStrideLoop("e", n));
  Strs idx = w.delinearize("e", type.getShape(), "o");
  FailureOr<std::string> val = w.read(v, idx);
  if (failed(val))
    return failure();
  w.line(o + "[e] = " + *val + ";");
  w.close();
  addKernel(w, {gridFor(n, opts.block, true), 1, 1}, unsigned(opts.block));
  notes.push_back("library operand copied into scratch");
  materialized[v] = dst;
  return dst;
}

FailureOr<bool> Plan::emitLibraryConvBias(Value v, ParamRef dst) {
  auto gen = v.getDefiningOp<linalg::GenericOp>();
  if (!gen || hasReduction(gen) || gen->getNumResults() != 1 ||
      gen.getNumDpsInputs() != 2 ||
      !gen.getIndexingMapMatchingResult(gen->getResult(0)).isIdentity())
    return false;
  Block &body = gen.getRegion().front();
  if (!llvm::hasSingleElement(body.without_terminator()))
    return false;
  auto add = dyn_cast<arith::AddFOp>(&body.front());
  if (!add || body.getTerminator()->getOperand(0) != add.getResult() ||
      !operandsAre(add, body.getArgument(0), body.getArgument(1)))
    return false;
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getRank() < 3)
    return false;
  for (unsigned i = 0; i < 2; ++i) {
    Value c = gen.getDpsInputs()[i], b = gen.getDpsInputs()[1 - i];
    auto conv = c.getDefiningOp<linalg::GenericOp>();
    if (!conv || !isLibraryConv(conv) || !c.hasOneUse() ||
        !gen.getMatchingIndexingMap(gen.getDpsInputOperand(i)).isIdentity())
      continue;
    // The bias: one value per channel (output dim 1), e.g. (d1) on
    // tensor<K> or (d1, 0, 0) on tensor<Kx1x1>.
    auto bType = dyn_cast<RankedTensorType>(b.getType());
    AffineMap bMap = gen.getMatchingIndexingMap(gen.getDpsInputOperand(1 - i));
    if (!bType || !bType.hasStaticShape() ||
        numel(bType.getShape()) != type.getDimSize(1))
      continue;
    unsigned channelReads = 0;
    bool plain = true;
    for (AffineExpr e : bMap.getResults()) {
      if (auto d = dyn_cast<AffineDimExpr>(e)) {
        channelReads += d.getPosition() == 1;
        plain &= d.getPosition() == 1;
      } else if (auto k = dyn_cast<AffineConstantExpr>(e)) {
        plain &= k.getValue() == 0;
      } else {
        plain = false;
      }
    }
    if (!plain || channelReads != 1)
      continue;
    std::string why;
    FailureOr<LibraryConv> lc = planLibraryConv(conv, why);
    if (failed(lc))
      return false;
    if (failed(emitLibraryConv(conv, dst)))
      return failure();
    FailureOr<ParamRef> bias = libraryOperand(b);
    if (failed(bias))
      return failure();
    KernelLaunch &step = launches.back();
    step.library.conv.bias = true;
    step.params.push_back(*bias);
    notes.back() += " + bias (cudnnAddTensor)";
    materialized[c] = dst;
    materialized[v] = dst;
    return true;
  }
  return false;
}

LogicalResult Plan::emitLibraryConv(linalg::GenericOp op, ParamRef dst) {
  std::string why;
  FailureOr<LibraryConv> c = planLibraryConv(op, why);
  if (failed(c))
    return fail("cuDNN cannot compute the convolution: " + why);
  FailureOr<ParamRef> x = libraryOperand(c->x);
  if (failed(x))
    return failure();
  FailureOr<ParamRef> w = libraryOperand(c->w);
  if (failed(w))
    return failure();
  KernelLaunch l;
  l.library = c->call;
  l.library.conv.algo = opts.convAlgo;
  l.params = {*x, *w, dst};
  kernels.push_back("");
  launches.push_back(l);
  stats.numLibraryCalls++;
  stats.numConvLibraryCalls++;
  const LibraryCall::Conv &cv = l.library.conv;
  auto dimsText = [&](const std::array<int64_t, 3> &d) {
    std::string t;
    for (int i = 0; i < cv.nd; ++i)
      t += (i ? "x" : "") + std::to_string(d[i]);
    return t;
  };
  notes.push_back(
      llvm::formatv("cuDNN {0} {1}-D N={2} C={3} K={4} in {5} "
                    "ker {6} out {7}{8}",
                    l.library.kind == LibraryCall::Kind::CudnnConvBwdData
                        ? "transposed conv (backward data)"
                        : "conv",
                    cv.nd, cv.n, cv.c, cv.k, dimsText(cv.in), dimsText(cv.ker),
                    dimsText(cv.out),
                    cv.groups > 1 ? " groups " + std::to_string(cv.groups)
                                  : std::string())
          .str());
  return success();
}

} // namespace cuda_emitter
