//===- Store.cpp - Safe persistence of the memory file --------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Atomic writes, the sidecar lock, and the read-merge-write commit. POSIX
// only (open/fsync/rename/flock), like the rest of htam's host side.
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/Store.h"
#include "htam/Memory/MemoryIO.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlir::htam::memory;
using llvm::StringRef;

/// An error carrying errno and its text.
static llvm::Error errnoError(const llvm::Twine &What) {
  int E = errno;
  return llvm::createStringError(std::error_code(E, std::generic_category()),
                                 What + ": " + std::strerror(E));
}

/// Writes all of `Data`, retrying short writes and EINTR.
static bool writeAll(int FD, const char *Data, size_t Size) {
  while (Size) {
    ssize_t N = ::write(FD, Data, Size);
    if (N < 0) {
      if (errno == EINTR)
        continue;
      return false;
    }
    Data += N;
    Size -= size_t(N);
  }
  return true;
}

/// The directory of `Path` ("." for a bare name).
static std::string parentDir(StringRef Path) {
  StringRef Dir = llvm::sys::path::parent_path(Path);
  return Dir.empty() ? std::string(".") : Dir.str();
}

/// The prefix of the temporary files of `Path`.
static std::string tempPrefix(StringRef Path) { return (Path + ".tmp.").str(); }

llvm::Error mlir::htam::memory::writeFileAtomic(StringRef Path,
                                                StringRef Contents,
                                                const WriteOptions &Options) {
  static std::atomic<unsigned> Counter{0};
  std::string Temp = tempPrefix(Path) + std::to_string(::getpid()) + "." +
                     std::to_string(Counter++);
  int FD = ::open(Temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (FD < 0)
    return errnoError("cannot create '" + Temp + "'");
  auto Fail = [&](const llvm::Twine &What) {
    llvm::Error E = errnoError(What);
    if (FD >= 0)
      ::close(FD);
    ::unlink(Temp.c_str());
    return E;
  };
  // Keep the permissions of the file being replaced.
  struct stat Old;
  if (::stat(Path.str().c_str(), &Old) == 0 &&
      ::fchmod(FD, Old.st_mode & 07777) != 0)
    return Fail("cannot set the mode of '" + Temp + "'");
  size_t Half = Contents.size() / 2;
  if (!writeAll(FD, Contents.data(), Half))
    return Fail("cannot write '" + Temp + "'");
  if (Options.Hook)
    Options.Hook(WritePhase::PartlyWritten);
  if (!writeAll(FD, Contents.data() + Half, Contents.size() - Half))
    return Fail("cannot write '" + Temp + "'");
  if (::fsync(FD) != 0)
    return Fail("cannot sync '" + Temp + "'");
  if (::close(FD) != 0) {
    FD = -1;
    return Fail("cannot close '" + Temp + "'");
  }
  FD = -1;
  if (Options.Hook)
    Options.Hook(WritePhase::Synced);
  std::string P = Path.str();
  if (Options.Backup && llvm::sys::fs::exists(P)) {
    // A hard link keeps the old contents under the backup name while the
    // original name stays in place until the rename below replaces it.
    std::string Bak = P + ".bak";
    ::unlink(Bak.c_str());
    if (::link(P.c_str(), Bak.c_str()) != 0) {
      // No hard links here: copy, then rename the copy into place.
      std::string BakTemp = Bak + ".tmp";
      if (std::error_code EC = llvm::sys::fs::copy_file(P, BakTemp)) {
        errno = EC.value();
        return Fail("cannot create backup '" + Bak + "'");
      }
      if (::rename(BakTemp.c_str(), Bak.c_str()) != 0)
        return Fail("cannot create backup '" + Bak + "'");
    }
  }
  if (::rename(Temp.c_str(), P.c_str()) != 0)
    return Fail("cannot rename '" + Temp + "' to '" + P + "'");
  if (Options.Hook)
    Options.Hook(WritePhase::Renamed);
  std::string Dir = parentDir(Path);
  int DirFD = ::open(Dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (DirFD >= 0) {
    ::fsync(DirFD);
    ::close(DirFD);
  }
  return llvm::Error::success();
}

llvm::Expected<FileLock> FileLock::acquire(StringRef Path) {
  std::string LockPath = (Path + ".lock").str();
  int FD = ::open(LockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (FD < 0)
    return errnoError("cannot open lock file '" + LockPath + "'");
  while (::flock(FD, LOCK_EX) != 0) {
    if (errno == EINTR)
      continue;
    llvm::Error E = errnoError("cannot lock '" + LockPath + "'");
    ::close(FD);
    return std::move(E);
  }
  return FileLock(FD);
}

FileLock &FileLock::operator=(FileLock &&O) {
  if (this != &O) {
    if (FD >= 0)
      ::close(FD);
    FD = O.FD;
    O.FD = -1;
  }
  return *this;
}

FileLock::~FileLock() {
  // Closing the descriptor releases the flock.
  if (FD >= 0)
    ::close(FD);
}

/// Removes temporary files that dead writers left behind. Runs under the lock,
/// so no live writer of this file is between create and rename, except one
/// writing without the lock, whose pid is alive and is left alone.
static void removeStaleTemps(StringRef Path) {
  std::string Prefix = tempPrefix(llvm::sys::path::filename(Path));
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(parentDir(Path), EC), End;
       It != End && !EC; It.increment(EC)) {
    StringRef Name = llvm::sys::path::filename(It->path());
    if (!Name.consume_front(Prefix))
      continue;
    int Pid = 0;
    if (Name.split('.').first.getAsInteger(10, Pid) || Pid <= 0)
      continue;
    if (::kill(Pid, 0) == 0 || errno != ESRCH)
      continue;
    ::unlink(It->path().c_str());
  }
}

llvm::Expected<MemoryStore> MemoryStore::open(StringRef Path,
                                              WriteOptions Options) {
  llvm::Expected<Memory> M = readMemoryFile(Path);
  if (!M)
    return M.takeError();
  return MemoryStore(Path.str(), std::move(*M), std::move(Options));
}

MemoryStore MemoryStore::create(StringRef Path, Memory Initial,
                                WriteOptions Options) {
  MemoryStore S(Path.str(), Memory(), std::move(Options));
  S.Working = std::move(Initial);
  return S;
}

llvm::Error MemoryStore::commit() {
  llvm::Expected<FileLock> Lock = FileLock::acquire(Path);
  if (!Lock)
    return Lock.takeError();
  removeStaleTemps(Path);
  Memory Result;
  if (llvm::sys::fs::exists(Path)) {
    llvm::Expected<Memory> Disk = readMemoryFile(Path);
    if (!Disk)
      return llvm::createStringError("refusing to overwrite '" + Path +
                                     "', which does not parse:\n" +
                                     llvm::toString(Disk.takeError()));
    Result = applyDelta(*Disk, Snapshot, Working);
  } else {
    Result = Working;
  }
  if (llvm::Error E = validateMemory(Result))
    return E;
  if (llvm::Error E = writeFileAtomic(Path, printMemory(Result), Options))
    return E;
  Snapshot = Result;
  Working = std::move(Result);
  return llvm::Error::success();
}
