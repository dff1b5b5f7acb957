//===- Elementwise.cpp - result kernels -----------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `Plan::emitFinal`: a result computed elementwise (one output per
// thread, grid-stride or vector lanes), reading its inputs through the
// tensor reader; windowed and tiled pooling results go to Pooling.cpp.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

LogicalResult Plan::emitFinal(unsigned result, Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !type.hasStaticShape() || !type.getElementType().isF32())
    return fail("results must be static f32 tensors");
  ArrayRef<int64_t> shape = type.getShape();
  int64_t n = numel(shape);
  ParamRef dst{false, numArgs + result};
  Writer w(*this, entryName());
  std::string o = w.useParam(dst);
  const std::string &T = idxType;
  int64_t block = opts.block;
  if (opts.transposeTile > 0) {
    FailureOr<bool> tiled = emitFinalTransposed(w, o, v, shape);
    if (failed(tiled))
      return failure();
    if (*tiled)
      return success();
  }
  int64_t vw = opts.vecWidth;
  bool vec = opts.final == FinalStrategy::Vector && !shape.empty() &&
             (vw == 2 || vw == 4) && shape.back() % vw == 0;
  if (vec) {
    int64_t nv = n / vw, items = std::max<int64_t>(1, opts.items);
    std::string span = std::to_string(block * items);
    w.open("for (" + T + " b = (" + T + ")blockIdx.x * " + span +
           " + threadIdx.x; b < " + std::to_string(nv) + "; b += (" + T +
           ")gridDim.x * " + span + ")");
    w.line("#pragma unroll");
    w.open("for (int it = 0; it < " + std::to_string(items) + "; ++it)");
    w.line("const " + T + " vi = b + it * " + std::to_string(block) + ";");
    w.open("if (vi < " + std::to_string(nv) + ")");
    Strs idx = w.delinearize("vi * " + std::to_string(vw), shape, "o");
    w.vecWidth = vw;
    w.vecShape.assign(shape.begin(), shape.end());
    w.vecIndex = "vi";
    Strs lanesVals;
    for (int64_t l = 0; l < vw; ++l) {
      Strs li = idx;
      if (l)
        li.back() = "(" + idx.back() + " + " + std::to_string(l) + ")";
      w.laneIdx.push_back(li);
    }
    for (int64_t l = 0; l < vw; ++l) {
      FailureOr<std::string> s = w.read(v, w.laneIdx[l]);
      if (failed(s))
        return failure();
      lanesVals.push_back(*s);
    }
    std::string vt = vw == 4 ? "float4" : "float2";
    w.line("reinterpret_cast<" + vt + " *>(" + o + ")[vi] = make_" + vt + "(" +
           join(lanesVals, ", ") + ");");
    w.close();
    w.close();
    w.close();
    int64_t g = ceilDiv(nv, block * items);
    if (opts.waves > 0)
      g = std::min<int64_t>(g, opts.waves * opts.smCount *
                                   std::max<int64_t>(1, 2048 / block));
    g = std::min<int64_t>(g, kMaxGridX);
    addKernel(w, {unsigned(std::max<int64_t>(g, 1)), 1, 1}, unsigned(block));
    stats.vectorized = true;
    notes.push_back(vt + " vectorized elementwise");
    return success();
  }
  if (opts.windowOutputs > 0 && opts.tileCols > 0 && !shape.empty())
    return emitFinalTiled(w, o, v, shape);
  if (opts.windowOutputs > 0 && !shape.empty())
    return emitFinalWindowed(w, o, v, shape);
  bool onePer = opts.final == FinalStrategy::OnePerThread &&
                ceilDiv(n, block) <= kMaxGridX;
  if (onePer) {
    w.line("const " + T + " e = (" + T +
           ")blockIdx.x * blockDim.x + threadIdx.x;");
    w.open("if (e < " + std::to_string(n) + ")");
  } else {
    w.open(gridStrideLoop("e", n));
  }
  Strs idx = w.delinearize("e", shape, "o");
  FailureOr<std::string> s = w.read(v, idx);
  if (failed(s))
    return failure();
  w.line(o + "[e] = " + *s + ";");
  w.close();
  addKernel(w, {gridFor(n, block, !onePer), 1, 1}, unsigned(block));
  notes.push_back(onePer ? "one thread per element"
                         : "grid-stride elementwise");
  return success();
}

} // namespace cuda_emitter
