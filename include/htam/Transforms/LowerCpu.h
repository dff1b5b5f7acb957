//===- LowerCpu.h - Lowering an operator task for the host CPU --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The independent check of the reference (SPEC §5, issue 4 item 6) runs the
// same operator task on the CPU: bufferized in the reference's
// destination-passing form (task arguments, then one out-parameter per
// result), lowered to serial loops and the LLVM dialect, with C interfaces
// so that MLIR's ExecutionEngine can call it. Nothing here is shared with
// the GPU lowering after bufferization, so a bug in the GPU mapping, the
// outlining or the NVVM back end shows up as a disagreement.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_LOWERCPU_H
#define HTAM_TRANSFORMS_LOWERCPU_H

#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace htam {

/// Tensor-level operator tasks -> LLVM dialect for the host, every public
/// function with `llvm.emit_c_interface`.
void buildHTAMLowerCpuPipeline(OpPassManager &pm);

/// Registers the pipeline as `htam-lower-cpu`.
void registerHTAMLowerCpuPipeline();

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_LOWERCPU_H
