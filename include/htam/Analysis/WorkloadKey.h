//===- WorkloadKey.h - Structural keys of operator tasks --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The workload key names what a kernel was found for: the structure of a
// task (or of any function, e.g. an outlined fusion group), the GPU, the
// target architecture and the htam version. Two functions that differ only
// in their symbol name, SSA names or locations have the same key; another
// op, attribute, shape, element type or constant value gives another one.
// The kernel database (docs/DRIVER.md, "Kernel database") files its entries
// under it. The header is light on purpose: only strings cross it.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_ANALYSIS_WORKLOADKEY_H
#define HTAM_ANALYSIS_WORKLOADKEY_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir {
class Operation;

namespace htam {

/// The parts of a workload key and the key itself.
struct WorkloadKey {
  /// structuralHash() of the function (32 hex digits).
  std::string structure;
  /// The function's symbol name where it was seen (not part of the key).
  std::string func;
  /// functionSignature() of the function (part of `structure` already).
  std::string signature;
  std::string gpu, arch, version;
  /// combineWorkloadKey() of the parts (32 hex digits).
  std::string key;
};

/// A 128-bit BLAKE3 hash (32 hex digits) of `op` printed in generic form
/// without locations, with the root's `sym_name` left out, and of the data
/// of every dense_resource it refers to (the printed form names a blob but
/// does not hold it). SSA values are numbered by the printer, so the names
/// of the source do not matter.
std::string structuralHash(Operation *op);

/// The function type of a function op, e.g. "(tensor<4x8xf32>) ->
/// tensor<4x8xf32>"; empty for other ops.
std::string functionSignature(Operation *op);

/// The key (32 hex digits) of a structure on a GPU, for an architecture and
/// an htam version.
std::string combineWorkloadKey(llvm::StringRef structure, llvm::StringRef gpu,
                               llvm::StringRef arch, llvm::StringRef version);

/// All parts of the key of `func` (any op with a symbol name, usually a
/// func.func) and the key.
WorkloadKey computeWorkloadKey(Operation *func, llvm::StringRef gpu,
                               llvm::StringRef arch, llvm::StringRef version);

} // namespace htam
} // namespace mlir

#endif // HTAM_ANALYSIS_WORKLOADKEY_H
