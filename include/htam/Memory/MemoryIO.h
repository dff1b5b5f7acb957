//===- MemoryIO.h - YAML reading, writing and validation --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The YAML form of the memory (docs/MEMORY.md gives the schema), of a state
// and of a recorded trajectory, read and written with llvm::yaml. Parsing
// validates the whole memory; every problem is reported as
// `file:line:col: error: message` with the source line, and parsing fails
// unless the file is entirely valid.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_MEMORY_MEMORYIO_H
#define HTAM_MEMORY_MEMORYIO_H

#include "htam/Memory/Memory.h"
#include "htam/Memory/State.h"
#include "htam/Memory/Updater.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace htam {
namespace memory {

/// The largest memory, state or trajectory file read: 256 MiB.
constexpr uint64_t kMaxInputBytes = uint64_t(256) << 20;

/// Reads `Path` ("-" for stdin) whole, refusing directories, devices and
/// anything larger than `MaxBytes` with a clear error instead of exhausting
/// memory.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readBoundedFile(llvm::StringRef Path, uint64_t MaxBytes = kMaxInputBytes);

/// A problem a CardCheck found: an error fails the read; a warning is
/// printed (located, on stderr) and the read goes on.
struct CardProblem {
  bool Warning = false;
  std::string Text;
};

/// A check of one card beyond the memory's own (a tool's: htam-mem validate
/// checks `params` against the template table, which the memory does not
/// link); each problem it returns is located at the card.
using CardCheck = std::function<std::vector<CardProblem>(const LocalCard &)>;

/// Parses and validates a memory. The buffer identifier names the file in
/// diagnostics. On failure the error's message holds every diagnostic.
llvm::Expected<Memory> parseMemory(llvm::MemoryBufferRef Buffer,
                                   const CardCheck &Extra = nullptr);

/// Reads, parses and validates the memory file at `Path`.
llvm::Expected<Memory> readMemoryFile(llvm::StringRef Path,
                                      const CardCheck &Extra = nullptr);

/// Checks the cross-references of a memory built in code (duplicate ids,
/// missing parents, dangling edges, inconsistent counters). Messages name the
/// items instead of source locations.
llvm::Error validateMemory(const Memory &M);

/// Writes `M` as YAML.
void writeMemory(llvm::raw_ostream &OS, const Memory &M);
std::string printMemory(const Memory &M);

/// Parses a state from YAML or JSON.
llvm::Expected<State> parseState(llvm::MemoryBufferRef Buffer);
llvm::Expected<State> readStateFile(llvm::StringRef Path);
void writeState(llvm::raw_ostream &OS, const State &S);

/// A recorded trajectory: the steps of one task, in order.
struct Trajectory {
  std::vector<StepOutcome> Steps;
  /// Whether the trajectory is complete (downstream returns are applied).
  bool Finished = true;
};

/// Parses a trajectory file (for `htam-mem record`). A step without
/// `prev_global` takes the previous step's direction.
llvm::Expected<Trajectory> parseTrajectory(llvm::MemoryBufferRef Buffer);
llvm::Expected<Trajectory> readTrajectoryFile(llvm::StringRef Path);

} // namespace memory
} // namespace htam
} // namespace mlir

#endif // HTAM_MEMORY_MEMORYIO_H
