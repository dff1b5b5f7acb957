//===- CpuReference.h - Running operator tasks with MLIR's JIT --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The independent check of the reference kernel (SPEC §5, issue 4 item 6):
// the operator task is lowered for the host CPU (htam-lower-cpu) and run by
// MLIR's ExecutionEngine on the same inputs the GPU sees, so the GPU
// reference is compared with a second lowering that shares nothing with it
// after bufferization. Meant for small shapes: the CPU code is serial loops.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_CPUREFERENCE_CPUREFERENCE_H
#define HTAM_CPUREFERENCE_CPUREFERENCE_H

#include "htam/Runtime/KernelSpec.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <vector>

namespace mlir {
namespace htam {

/// Runs the tensor-level task `funcName` of `module` on the CPU. `args` are
/// the operator arguments in the reference's order (task arguments, then
/// one per result) and `buffers[i]` holds argument i: inputs are read,
/// outputs are resized and overwritten. The task's tensors may be f32 or
/// f64 (its oracle, htam-widen-to-f64): an argument whose element type is
/// not the buffers' is converted on the way in and out. `module` is not
/// modified (the function is cloned). Errors say what could not be lowered,
/// compiled or matched.
llvm::Error runTaskOnCpu(ModuleOp module, llvm::StringRef funcName,
                         llvm::ArrayRef<ArgSpec> args,
                         std::vector<std::vector<float>> &buffers);

/// The same with f64 buffers: the oracle's outputs at full precision.
llvm::Error runTaskOnCpu(ModuleOp module, llvm::StringRef funcName,
                         llvm::ArrayRef<ArgSpec> args,
                         std::vector<std::vector<double>> &buffers);

/// A task lowered and JIT-compiled once, run on many inputs (htam-run
/// --cpu-verify runs every trial of a candidate, the reference and the
/// oracle; a compilation takes far longer than a small task's run).
class CpuTask {
public:
  /// Lowers and compiles `funcName` of `module` (not modified) for
  /// arguments `args`, checked as runTaskOnCpu checks them.
  static llvm::Expected<CpuTask> compile(ModuleOp module,
                                         llvm::StringRef funcName,
                                         llvm::ArrayRef<ArgSpec> args);
  CpuTask(CpuTask &&);
  CpuTask &operator=(CpuTask &&);
  ~CpuTask();

  /// Runs it over `buffers`, as runTaskOnCpu does; an output buffer that
  /// already has its size keeps its contents where the task does not write
  /// (the caller's NaN pre-fill), an empty one starts as zeros.
  llvm::Error run(std::vector<std::vector<float>> &buffers);
  llvm::Error run(std::vector<std::vector<double>> &buffers);

  struct Impl;

private:
  explicit CpuTask(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_CPUREFERENCE_CPUREFERENCE_H
