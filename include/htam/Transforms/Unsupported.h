//===- Unsupported.h - What htam cannot lower or run ------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The constructs of an operator task that htam cannot handle, found before
// any lowering so that each is reported where it is, with the reason: the
// reference lowering fails on them with located errors, htam-optimize skips
// the function with a located warning and optimizes the rest of the module.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_UNSUPPORTED_H
#define HTAM_TRANSFORMS_UNSUPPORTED_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>

namespace mlir {
namespace htam {

/// One construct htam cannot handle.
struct UnsupportedConstruct {
  /// Where: the op, or the function for its signature.
  Operation *op;
  /// Why, naming the op or the function first (`'scf.for' cannot be
  /// lowered to a GPU kernel: ...`).
  std::string reason;
  /// What kind of construct it is, for the records of skipped functions:
  /// `loop`, `control_flow`, `call`, `unregistered_dialect`,
  /// `unsupported_op`, `dynamic_shape`, `unranked_tensor`,
  /// `unsupported_element_type` (no NVVM lowering) or
  /// `unsupported_edge_type` (an argument or result the runtime cannot bind).
  llvm::StringRef kind = "unsupported_op";
};

/// A function that htam-optimize left as it was, as trajectory.json
/// (`skipped_functions`) and report.md record it.
struct SkippedFunction {
  std::string name;
  /// `file:line:col` of the offending op (the function for its signature).
  std::string location;
  /// The offending op's name (`func.func` for the signature).
  std::string op;
  /// An UnsupportedConstruct's kind, or `declaration`, `private`,
  /// `not_operator_task` (on memrefs or scalars) for functions that are no
  /// operator task.
  std::string kind;
  std::string reason;
  /// The warning as printed without its location (empty when none was
  /// given: declarations and private functions are skipped silently).
  std::string warning;
};

/// `file:line:col` of the first file location in `loc` (looking through
/// fused, named and call-site locations); else `loc` as printed.
std::string fileLineCol(Location loc);

/// Reports every construct of `func` that the reference lowering cannot
/// take, in program order: unranked tensors and dynamic shapes (signature,
/// op results), ops outside the lowered dialects (loops and other control
/// flow, calls, ops of unknown or other dialects), element types without an
/// NVVM lowering (f8 and other small floats, complex).
void findUnlowerable(func::FuncOp func,
                     llvm::function_ref<void(const UnsupportedConstruct &)>
                         report);

/// The first construct of the operator task `func` that htam-optimize
/// cannot handle: what findUnlowerable reports, then an argument or result
/// whose element type the runtime cannot bind (isRuntimeArgumentElementType).
std::optional<UnsupportedConstruct> findUnsupported(func::FuncOp func);

/// The first argument or result of `func` (on tensors) that the runtime
/// cannot bind: not a tensor, or of another element type than f32 (an i1
/// mask, i64 indices, ...). htam-run refuses such a task before lowering it.
std::optional<UnsupportedConstruct> findUnboundEdge(func::FuncOp func);

/// htam-opt's exit status when it skipped an operator task it could not
/// handle and optimized the rest (0: everything optimized, 1: errors).
constexpr int kExitSkippedTasks = 2;

/// Records, for the process, that a pass skipped an operator task.
void noteSkippedTask();
/// True once noteSkippedTask was called in this process.
bool hadSkippedTask();

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_UNSUPPORTED_H
