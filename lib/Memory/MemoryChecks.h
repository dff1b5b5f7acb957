//===- MemoryChecks.h - Structural checks of a memory -----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Memory: the checks MemoryIO.cpp runs after a clean read
// (problems located at the item) and validateMemory runs on a Memory.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_MEMORY_MEMORYCHECKS_H
#define HTAM_LIB_MEMORY_MEMORYCHECKS_H

#include "htam/Memory/MemoryIO.h"

#include <functional>
#include <optional>
#include <string>

namespace mlir::htam::memory {

enum class ItemKind { Global, Card, Edge };
/// Receives one problem: the item it is about, the message, and optionally
/// an earlier item of the same kind to point a note at.
using Reporter = std::function<void(ItemKind, size_t, const std::string &,
                                    std::optional<size_t>)>;

/// Every structural check of a memory; problems go to `Report`.
void checkMemory(const Memory &M, const Reporter &Report);

} // namespace mlir::htam::memory

#endif // HTAM_LIB_MEMORY_MEMORYCHECKS_H
