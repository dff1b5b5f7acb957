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

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <optional>
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
/// file, never a partial one, even if the process dies at any point. The
/// temporary file `<path>.tmp.<pid>.<n>` is removed by a later write if its
/// writer died. A symbolic link is written through (the link stays); a
/// read-only or non-regular `Path` is refused and left untouched.
llvm::Error writeFileAtomic(llvm::StringRef Path, llvm::StringRef Contents,
                            const WriteOptions &Options = {});

/// Checks, before a long computation, that writeFileAtomic(Path) can work:
/// the (link-resolved) directory exists and is writable, and an existing file
/// is a regular, writable file.
llvm::Error checkWritableFile(llvm::StringRef Path);

/// Creates `Dir` (with parents) and checks that it is a writable directory.
llvm::Error prepareOutputDirectory(llvm::StringRef Dir);

/// The lock timeout: $HTAM_LOCK_TIMEOUT seconds, else 60.
double defaultLockTimeout();

/// An exclusive advisory lock (flock) on `<path>.lock`, released on
/// destruction. The holder writes its pid into the lock file.
class FileLock {
public:
  /// Waits until the lock on `<Path>.lock` is held, at most `Timeout`
  /// seconds (defaultLockTimeout() when unset). A wait longer than a second
  /// prints one line naming the lock file and its holder's pid; a timeout
  /// is an error naming both.
  static llvm::Expected<FileLock>
  acquire(llvm::StringRef Path, std::optional<double> Timeout = std::nullopt);
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

/// Locked read-modify-write of the memory file `Path`: under its lock the
/// base is the file as it is now, or `Initial` when it does not exist yet;
/// `Update` applies the caller's evidence to it; the result is validated and
/// written atomically. Concurrent updaters that create the same file count
/// `Initial`'s evidence once and each add their own.
llvm::Error updateMemoryFile(llvm::StringRef Path, const Memory &Initial,
                             llvm::function_ref<llvm::Error(Memory &)> Update,
                             const WriteOptions &Options = {});

/// A failure after the tool's main output was computed (e.g. a late memory
/// write): the tool still writes its output, then exits non-zero.
void noteDeferredFailure();
bool hadDeferredFailure();

} // namespace memory
} // namespace htam
} // namespace mlir

#endif // HTAM_MEMORY_STORE_H
