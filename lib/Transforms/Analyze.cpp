//===- Analyze.cpp - The htam-analyze pass --------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Attaches the operator-task analysis (lib/Analysis) to the IR as `htam.*`
// attributes, so that later passes, tests and people can read it. The
// attribute names are the contract documented in docs/ARCHITECTURE.md.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/OperatorTask.h"
#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMANALYZEPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;
using namespace mlir::htam;

namespace {

ArrayAttr shapesAttr(Builder &b, ArrayRef<SmallVector<int64_t>> shapes) {
  SmallVector<Attribute> elems;
  for (const SmallVector<int64_t> &shape : shapes)
    elems.push_back(b.getDenseI64ArrayAttr(shape));
  return b.getArrayAttr(elems);
}

/// Writes class, element type and (when known) cost attributes on `op`.
void annotate(Operation *op, OpClass cls, Type elementType,
              const std::optional<CostModel> &cost,
              const GpuDescription &gpu) {
  Builder b(op->getContext());
  op->setAttr("htam.op_class", b.getStringAttr(stringifyOpClass(cls)));
  if (elementType)
    op->setAttr("htam.element_type", TypeAttr::get(elementType));
  if (!cost)
    return;
  op->setAttr("htam.flops", b.getI64IntegerAttr(cost->flops));
  op->setAttr("htam.bytes_read", b.getI64IntegerAttr(cost->bytesRead));
  op->setAttr("htam.bytes_written", b.getI64IntegerAttr(cost->bytesWritten));
  op->setAttr("htam.intensity", b.getF64FloatAttr(cost->intensity()));
  op->setAttr("htam.roofline_us", b.getF64FloatAttr(cost->rooflineMicros(gpu)));
  op->setAttr("htam.bound", b.getStringAttr(stringifyBound(cost->bound(gpu))));
}

class HTAMAnalyzePass final
    : public htam::impl::HTAMAnalyzePassBase<HTAMAnalyzePass> {
public:
  using Base::Base;

  void runOnOperation() override {
    if (peakBandwidthGBps <= 0 || clockMHz <= 0 || smCount == 0 ||
        fp32LanesPerSM == 0) {
      getOperation().emitError()
          << "htam-analyze: GPU description must be positive (peak-bandwidth-"
             "gbps, sm-count, clock-mhz, fp32-lanes-per-sm)";
      return signalPassFailure();
    }
    GpuDescription gpu;
    gpu.bandwidthBytesPerSec = peakBandwidthGBps * 1e9;
    gpu.smCount = smCount;
    gpu.clockHz = clockMHz * 1e6;
    gpu.fp32LanesPerSM = fp32LanesPerSM;

    Builder b(&getContext());
    warnSkippedFunctions(getOperation(), "htam-analyze", /*nested=*/true);
    getOperation().walk([&](func::FuncOp func) {
      if (!isOperatorTask(func))
        return;
      OperatorTask task = analyzeOperatorTask(func);
      ++numTasks;
      for (const OpAnalysis &info : task.ops) {
        annotate(info.op, info.opClass, info.elementType, info.cost, gpu);
        info.op->setAttr("htam.shapes", shapesAttr(b, info.shapes));
        ++numOpsAnalyzed;
        if (!info.cost)
          ++numWarnings;
      }
      annotate(func, task.opClass, task.elementType, task.cost, gpu);
      func->setAttr("htam.input_shapes", shapesAttr(b, task.inputShapes));
      func->setAttr("htam.output_shapes", shapesAttr(b, task.outputShapes));
      if (!task.constantShapes.empty()) {
        func->setAttr("htam.constant_shapes",
                      shapesAttr(b, task.constantShapes));
        func->setAttr("htam.constant_bytes",
                      b.getI64IntegerAttr(task.constantBytes));
      }
      if (!task.cost)
        ++numWarnings;
    });
  }
};

} // namespace
