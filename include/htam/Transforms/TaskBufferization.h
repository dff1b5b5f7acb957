//===- TaskBufferization.h - The front end of every task lowering -*- C++
//-*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_TASKBUFFERIZATION_H
#define HTAM_TRANSFORMS_TASKBUFFERIZATION_H

#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace htam {

/// The front end shared by the GPU reference and the CPU check, so that both
/// see the same operator: inputs marked read-only, elementwise ops to linalg,
/// aggregates decomposed, one-shot bufferization to destination-passing
/// style (task arguments, then one out-parameter per result, identity
/// layouts).
void buildHTAMTaskBufferizationPipeline(OpPassManager &pm);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_TASKBUFFERIZATION_H
