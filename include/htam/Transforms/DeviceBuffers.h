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
#include "llvm/Support/CheckedArithmetic.h"

#include <cstdint>
#include <optional>

namespace mlir {
namespace htam {

/// Alignment of each temporary inside the workspace: a cudaMalloc'd base is
/// 256-byte aligned, so every view is too.
constexpr int64_t kWorkspaceAlignment = 256;

/// Bytes a static memref occupies (sub-byte elements round up, index is 8
/// bytes on the device, complex twice its parts); std::nullopt for other
/// element types and when the size overflows int64.
inline std::optional<int64_t> storageBytes(MemRefType type) {
  Type element = type.getElementType();
  int64_t parts = 1;
  if (auto complex = dyn_cast<ComplexType>(element)) {
    element = complex.getElementType();
    parts = 2;
  }
  std::optional<int64_t> bytes;
  if (isa<IndexType>(element))
    bytes = 8 * parts;
  else if (element.isIntOrFloat())
    bytes = (element.getIntOrFloatBitWidth() + 7) / 8 * parts;
  for (int64_t size : type.getShape())
    bytes = bytes ? llvm::checkedMul(*bytes, size) : std::nullopt;
  return bytes;
}

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_DEVICEBUFFERS_H
