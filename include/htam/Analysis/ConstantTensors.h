//===- ConstantTensors.h - Constant tensors as device buffers ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one place that defines how a task's constant tensors (weights, masks,
// index tables) become device buffers: their bytes in the device layout,
// and the attributes that mark them in a lowered host function. The
// analysis, htam-hoist-constants, the launch-plan reader, the CUDA templates
// and kernel emission all follow it (docs/RUNTIME.md, "Constant buffers").
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_ANALYSIS_CONSTANTTENSORS_H
#define HTAM_ANALYSIS_CONSTANTTENSORS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <string>

namespace mlir {
namespace htam {

/// The argument attribute of a host function's constant buffer: a symbol
/// reference to the `memref.global` holding its contents.
constexpr llvm::StringLiteral kConstantArgAttr = "htam.constant";
/// The attribute of such a global: the xxh3 of its device bytes (16 hex
/// digits).
constexpr llvm::StringLiteral kContentHashAttr = "htam.content_hash";

/// The bytes of `value` (a dense or dense_resource elements attribute of a
/// static shape) as the device holds them: row-major, each element in
/// `ceil(bits / 8)` bytes (i1 as one byte 0 or 1, index as 8 bytes), little
/// endian. Fails with the reason in `why` (an elided resource, a resource of
/// the wrong size, an i1 resource, an unsupported element type).
FailureOr<std::string> constantDeviceBytes(ElementsAttr value,
                                           std::string &why);

/// The name of an element type as the runtime reports it ("f32", "i1").
std::string elementTypeName(Type type);

/// The inverse of constantDeviceBytes for emission: a dense elements
/// attribute of `type` holding `bytes`; failure when the size or the
/// element type does not fit.
FailureOr<DenseElementsAttr> constantFromDeviceBytes(ShapedType type,
                                                     StringRef bytes);

/// True for a tensor constant that htam passes as a device buffer rather
/// than as a literal: non-splat dense and every dense_resource.
bool isBufferConstant(Attribute value);

/// The limit on one task's device constants, in bytes (1 GiB; the runtime's
/// kMaxConstantBytes).
constexpr int64_t kMaxTaskConstantBytes = int64_t(1) << 30;

} // namespace htam
} // namespace mlir

#endif // HTAM_ANALYSIS_CONSTANTTENSORS_H
