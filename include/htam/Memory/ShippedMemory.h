//===- ShippedMemory.h - Where the memory htam ships is found --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The default memory is a data file installed beside the tools, never a path
// compiled into them, so a build tree, an install prefix or the GPU bundle
// can move anywhere.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_MEMORY_SHIPPEDMEMORY_H
#define HTAM_MEMORY_SHIPPEDMEMORY_H

#include <string>

namespace mlir::htam::memory {

/// The memory file to read when none is named: `$HTAM_MEMORY` when set, else
/// `<dir>/../share/htam/memory/htg.yaml` for the first <dir> that has it,
/// among the folder of the binary or shared library holding this code (the
/// mlir-opt plugin) and the folder of the running executable. When none has
/// it, the path expected beside the library, so the error names it.
std::string shippedMemoryPath();

} // namespace mlir::htam::memory

#endif // HTAM_MEMORY_SHIPPEDMEMORY_H
