//===- DeviceBuffers.h - The workspace convention ---------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one place that defines how temporaries sit in a task's workspace
// argument; the reference lowering, kernel emission and the launch-plan
// reader all follow it.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_DEVICEBUFFERS_H
#define HTAM_TRANSFORMS_DEVICEBUFFERS_H

#include "mlir/IR/BuiltinTypes.h"

#include <cstdint>

namespace mlir {
namespace htam {

/// Alignment of each temporary inside the workspace: a cudaMalloc'd base is
/// 256-byte aligned, so every view is too.
constexpr int64_t kWorkspaceAlignment = 256;

/// Bytes a static memref occupies (sub-byte elements round up).
inline int64_t storageBytes(MemRefType type) {
  return type.getNumElements() * ((type.getElementTypeBitWidth() + 7) / 8);
}

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_DEVICEBUFFERS_H
