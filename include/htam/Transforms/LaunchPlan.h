//===- LaunchPlan.h - Lowered tasks as runtime kernel sources ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The bridge from a lowered task (a host func.func of gpu.launch_func ops
// over memrefs, and its gpu.binary) to what the runtime executes: a kernel
// image, the launches with their buffer parameters, the scratch buffers and
// the operator's argument specs. Host code of this form is straight-line
// launches with constant bounds, so it is read here rather than JIT-compiled
// (docs/RUNTIME.md explains the choice).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_LAUNCHPLAN_H
#define HTAM_TRANSFORMS_LAUNCHPLAN_H

#include "htam/Runtime/Evaluator.h"
#include "htam/Runtime/KernelSpec.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <vector>

namespace mlir {
namespace htam {

/// A lowered task ready for the runtime.
struct LaunchPlan {
  /// Operator arguments: the task's inputs (In) then its outputs (Out).
  std::vector<ArgSpec> args;
  /// The kernel image (PTX or cubin), launches in order, scratch sizes.
  KernelSource kernel;
};

/// Reads the launch plan of `host`, a function produced by
/// `htam-lower-reference` (or by kernel emission): its arguments are the
/// inputs, the outputs (count in `htam.num_outputs`), the constants (each
/// marked `htam.constant = @global`: a constant buffer of the kernel with
/// the global's contents, kernel parameter `cN`) and an optional
/// workspace, whose `memref.view`s become scratch buffers. Fails with a
/// located error for anything else: non-constant launch bounds, scalar
/// kernel operands, non-f32 operator buffers, a constant that names no
/// constant global or more than 1 GiB of constants, a missing gpu.binary.
FailureOr<LaunchPlan> extractLaunchPlan(func::FuncOp host);

/// True for the element types of operator arguments and results that the
/// runtime can generate, bind and compare (f32); a task with others is
/// skipped by htam-optimize before its reference is lowered.
bool isRuntimeArgumentElementType(Type elementType);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_LAUNCHPLAN_H
