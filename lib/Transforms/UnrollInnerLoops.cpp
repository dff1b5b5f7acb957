//===- UnrollInnerLoops.cpp - The htam-unroll-inner-loops pass ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The unrolling action of the instruction-throughput direction, on outlined
// kernels: every innermost scf.for of a kernel (a reduction loop, the k loop
// of a tile) is unrolled by `factor`, so that its loads and index math fold
// into immediate offsets and the loop overhead is paid once per `factor`
// iterations. A trip count the factor does not divide keeps an epilogue.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/SCF/Utils/Utils.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMUNROLLINNERLOOPSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

class HTAMUnrollInnerLoopsPass final
    : public htam::impl::HTAMUnrollInnerLoopsPassBase<
          HTAMUnrollInnerLoopsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (factor < 1 || factor > 64) {
      module.emitError() << "htam-unroll-inner-loops: factor must be 1 to 64, "
                            "got "
                         << static_cast<int64_t>(factor);
      return signalPassFailure();
    }
    if (factor == 1)
      return;
    SmallVector<scf::ForOp> loops;
    module.walk([&](gpu::GPUFuncOp kernel) {
      kernel.walk([&](scf::ForOp loop) {
        bool innermost =
            !loop.getBody()
                 ->walk([](scf::ForOp) { return WalkResult::interrupt(); })
                 .wasInterrupted();
        if (innermost)
          loops.push_back(loop);
      });
    });
    for (scf::ForOp loop : loops) {
      if (failed(loopUnrollByFactor(loop, factor)))
        continue;
      ++numUnrolled;
    }
  }
};

} // namespace
