//===- Schedule.h - Transform-dialect schedules -----------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The direction passes keep their transformations as transform-dialect
// schedules (lib/Transforms/Schedules/*.mlir, embedded at build time) and
// apply one named sequence per payload op with the parameters they bind.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_SCHEDULE_H
#define HTAM_TRANSFORMS_SCHEDULE_H

#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace mlir {
namespace htam {

/// Registers the transform-dialect extensions the schedules use.
void registerScheduleExtensions(DialectRegistry &registry);

/// A parsed schedule library.
class Schedule {
public:
  /// Parses `text` (named `name` in diagnostics); errors are reported on
  /// `anchor`.
  static FailureOr<Schedule> parse(StringRef text, StringRef name,
                                   Operation *anchor);

  /// Applies the named sequence `entry` with `bindings` (one entry per
  /// argument: payload ops or parameter attributes).
  LogicalResult apply(StringRef entry,
                      RaggedArray<transform::MappedValue> bindings,
                      Operation *anchor);

private:
  std::shared_ptr<OwningOpRef<ModuleOp>> module;
  std::string name;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_SCHEDULE_H
