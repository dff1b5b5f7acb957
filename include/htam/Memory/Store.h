//===- Store.h - Safe persistence of the memory file ------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The memory file is a user asset. Writes are atomic (temporary file in the
// same directory, fsync, rename, fsync of the directory), serialized by an
// advisory lock on a sidecar `<file>.lock`, and merge what the writer learned
// since it loaded the file (its evidence delta) into what is on disk now, so
// concurrent runs lose no evidence. A file that does not parse is never
// overwritten. Optionally the previous version is kept as `<file>.bak`.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_MEMORY_STORE_H
#define HTAM_MEMORY_STORE_H

#include "htam/Memory/Memory.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <string>

namespace mlir {
namespace htam {
namespace memory {

/// Points inside an atomic write where a test hook runs (fault injection).
enum class WritePhase {
  /// Half of the contents are in the temporary file.
  PartlyWritten,
  /// The temporary file is complete and synced, not yet renamed.
  Synced,
  /// The rename happened; the directory is not yet synced.
  Renamed,
};

/// Options of atomic writes.
struct WriteOptions {
  /// Keep the replaced file as `<path>.bak`.
  bool Backup = false;
  /// Called at each WritePhase; for fault-injection tests only.
  std::function<void(WritePhase)> Hook;
};

/// Writes `Contents` to `Path` atomically: readers see the old or the new
/// file, never a partial one, even if the process dies at any point.
llvm::Error writeFileAtomic(llvm::StringRef Path, llvm::StringRef Contents,
                            const WriteOptions &Options = {});

/// An exclusive advisory lock (flock) on `<path>.lock`, released on
/// destruction.
class FileLock {
public:
  /// Blocks until the lock on `<Path>.lock` is held.
  static llvm::Expected<FileLock> acquire(llvm::StringRef Path);
  FileLock(FileLock &&O) : FD(O.FD) { O.FD = -1; }
  FileLock &operator=(FileLock &&O);
  FileLock(const FileLock &) = delete;
  FileLock &operator=(const FileLock &) = delete;
  ~FileLock();

private:
  explicit FileLock(int FD) : FD(FD) {}
  int FD = -1;
};

/// A memory file opened for a run: a working copy the caller updates, and
/// the snapshot it was loaded from.
class MemoryStore {
public:
  /// Loads `Path`. Fails with the located diagnostics if it does not parse.
  static llvm::Expected<MemoryStore> open(llvm::StringRef Path,
                                          WriteOptions Options = {});
  /// Starts a store for `Path` from an in-memory memory, e.g. to create a
  /// new file; the snapshot is empty, so all its evidence counts as new.
  static MemoryStore create(llvm::StringRef Path, Memory Initial,
                            WriteOptions Options = {});

  /// The working copy.
  Memory &memory() { return Working; }
  const Memory &memory() const { return Working; }
  /// The snapshot the working copy started from.
  const Memory &snapshot() const { return Snapshot; }
  llvm::StringRef path() const { return Path; }

  /// Under the lock: reads the file (if it exists), applies the working
  /// copy's delta against the snapshot, writes the result atomically. Both
  /// the working copy and the snapshot become the result. Fails without
  /// writing if the file on disk does not parse.
  llvm::Error commit();

private:
  MemoryStore(std::string Path, Memory Snapshot, WriteOptions Options)
      : Path(std::move(Path)), Snapshot(Snapshot), Working(std::move(Snapshot)),
        Options(std::move(Options)) {}
  std::string Path;
  Memory Snapshot;
  Memory Working;
  WriteOptions Options;
};

} // namespace memory
} // namespace htam
} // namespace mlir

#endif // HTAM_MEMORY_STORE_H
