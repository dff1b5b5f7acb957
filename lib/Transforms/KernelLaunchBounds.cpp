//===- KernelLaunchBounds.cpp - The htam-kernel-launch-bounds pass --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The register-bound actions of the parallelism direction, on outlined
// kernels: `max-registers` caps the registers per thread (nvvm.maxnreg, PTX
// .maxnreg, like -maxrregcount) and `min-blocks-per-sm` asks ptxas to fit
// that many blocks of the kernel's block size on one SM (nvvm.minctasm, PTX
// .minnctapersm, like __launch_bounds__(BLOCK, MIN_BLOCKS)).
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMKERNELLAUNCHBOUNDSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

class HTAMKernelLaunchBoundsPass final
    : public htam::impl::HTAMKernelLaunchBoundsPassBase<
          HTAMKernelLaunchBoundsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // ptxas accepts 16 to 255 registers per thread.
    if (maxRegisters != 0 && (maxRegisters < 16 || maxRegisters > 255)) {
      module.emitError() << "htam-kernel-launch-bounds: max-registers must "
                            "be 0 (no cap) or 16 to 255, got "
                         << static_cast<int64_t>(maxRegisters);
      return signalPassFailure();
    }
    if (minBlocksPerSM < 0 || minBlocksPerSM > 32) {
      module.emitError() << "htam-kernel-launch-bounds: min-blocks-per-sm "
                            "must be 0 (none) to 32, got "
                         << static_cast<int64_t>(minBlocksPerSM);
      return signalPassFailure();
    }
    auto i32 = IntegerType::get(&getContext(), 32);
    module.walk([&](gpu::GPUFuncOp kernel) {
      if (!kernel.isKernel())
        return;
      if (maxRegisters != 0)
        kernel->setAttr(NVVM::NVVMDialect::getMaxnregAttrName(),
                        IntegerAttr::get(i32, maxRegisters));
      if (minBlocksPerSM != 0)
        kernel->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                        IntegerAttr::get(i32, minBlocksPerSM));
    });
  }
};

} // namespace
