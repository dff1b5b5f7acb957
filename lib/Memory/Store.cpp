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

#include "llvm/Support/raw_ostream.h"

#include <optional>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <thread>
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

/// The prefix of the temporary files of `Path`; the writer's pid follows, so
/// a later writer can tell a dead writer's leftovers from a live one's.
static std::string tempPrefix(StringRef Path) { return (Path + ".tmp.").str(); }

/// `Path` with symbolic links followed (also dangling ones), so that writes
/// go through a link to its target and keep the link.
static std::string resolveLinks(StringRef Path) {
  std::string P = Path.str();
  for (int Hops = 0; Hops < 40; ++Hops) {
    struct stat St;
    if (::lstat(P.c_str(), &St) != 0 || !S_ISLNK(St.st_mode))
      return P;
    char Buf[4096];
    ssize_t N = ::readlink(P.c_str(), Buf, sizeof(Buf));
    if (N <= 0 || size_t(N) >= sizeof(Buf))
      return P;
    std::string Target(Buf, size_t(N));
    StringRef Dir = llvm::sys::path::parent_path(P);
    if (!llvm::sys::path::is_absolute(Target) && !Dir.empty()) {
      llvm::SmallString<256> Joined(Dir);
      llvm::sys::path::append(Joined, Target);
      Target = std::string(Joined);
    }
    P = std::move(Target);
  }
  return P;
}

/// Removes temporary files that dead writers of `Path` left behind (their
/// pid no longer exists). A live writer's temporary file is left alone, so
/// this is safe with or without the lock.
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

/// Whether the existing file `St` (at `Path`) may not be replaced: no write
/// permission bit, or no write access for this process.
static bool isReadOnly(const std::string &Path, const struct stat &St) {
  return (St.st_mode & 0222) == 0 || ::access(Path.c_str(), W_OK) != 0;
}

llvm::Error mlir::htam::memory::checkWritableFile(StringRef Path) {
  std::string Target = resolveLinks(Path);
  std::string Shown = Target == Path ? "'" + Target + "'"
                                     : "'" + Path.str() + "' (-> '" +
                                           Target + "')";
  struct stat St;
  if (::stat(Target.c_str(), &St) == 0) {
    if (!S_ISREG(St.st_mode))
      return llvm::createStringError(Shown + " is not a regular file");
    if (isReadOnly(Target, St))
      return llvm::createStringError(Shown +
                                     " is read-only; refusing to replace it");
  }
  std::string Dir = parentDir(Target);
  if (::stat(Dir.c_str(), &St) != 0)
    return errnoError("cannot write " + Shown + ": directory '" + Dir + "'");
  if (!S_ISDIR(St.st_mode))
    return llvm::createStringError("cannot write " + Shown + ": '" + Dir +
                                   "' is not a directory");
  if (::access(Dir.c_str(), W_OK | X_OK) != 0)
    return errnoError("cannot write " + Shown + ": directory '" + Dir + "'");
  return llvm::Error::success();
}

llvm::Error mlir::htam::memory::prepareOutputDirectory(StringRef Dir) {
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
    return llvm::createStringError(EC, "cannot create directory '" + Dir +
                                           "': " + EC.message());
  if (!llvm::sys::fs::is_directory(Dir))
    return llvm::createStringError("'" + Dir + "' is not a directory");
  if (::access(Dir.str().c_str(), W_OK | X_OK) != 0)
    return errnoError("cannot write into directory '" + Dir + "'");
  return llvm::Error::success();
}

llvm::Error mlir::htam::memory::writeFileAtomic(StringRef LinkPath,
                                                StringRef Contents,
                                                const WriteOptions &Options) {
  if (llvm::Error E = checkWritableFile(LinkPath))
    return E;
  // Through a symbolic link: replace the target, keep the link.
  std::string Target = resolveLinks(LinkPath);
  StringRef Path = Target;
  removeStaleTemps(Path);
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
      removeStaleTemps(Bak);
      std::string BakTemp = tempPrefix(Bak) + std::to_string(::getpid());
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

double mlir::htam::memory::defaultLockTimeout() {
  if (const char *Env = std::getenv("HTAM_LOCK_TIMEOUT"); Env && *Env) {
    double V = 0;
    if (!StringRef(Env).getAsDouble(V) && V >= 0)
      return V;
  }
  return 60.0;
}

/// The pid a lock holder recorded in its lock file, or 0.
static long lockHolder(int FD) {
  char Buf[32] = {};
  ssize_t N = ::pread(FD, Buf, sizeof(Buf) - 1, 0);
  long Pid = 0;
  if (N <= 0 || StringRef(Buf, size_t(N)).trim().getAsInteger(10, Pid) ||
      Pid <= 0)
    return 0;
  // A previous holder's pid stays in the file; show only a live one.
  if (::kill(pid_t(Pid), 0) != 0 && errno == ESRCH)
    return 0;
  return Pid;
}

/// "lock file 'F'" plus ", held by pid N" when the holder recorded it.
static std::string holderText(const std::string &LockPath, int FD) {
  std::string T = "lock file '" + LockPath + "'";
  if (long Pid = lockHolder(FD))
    T += ", held by pid " + std::to_string(Pid);
  return T;
}

llvm::Expected<FileLock> FileLock::acquire(StringRef Path,
                                           std::optional<double> Timeout) {
  // Lock the target of a symbolic link, so every name of a file shares one
  // lock.
  std::string LockPath = resolveLinks(Path) + ".lock";
  int FD = ::open(LockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (FD < 0)
    return errnoError("cannot open lock file '" + LockPath + "'");
  double Limit = Timeout ? *Timeout : defaultLockTimeout();
  using Clock = std::chrono::steady_clock;
  Clock::time_point Start = Clock::now();
  std::chrono::milliseconds Pause(1);
  bool Told = false;
  while (::flock(FD, LOCK_EX | LOCK_NB) != 0) {
    if (errno == EINTR)
      continue;
    if (errno != EWOULDBLOCK) {
      llvm::Error E = errnoError("cannot lock '" + LockPath + "'");
      ::close(FD);
      return std::move(E);
    }
    double Waited = std::chrono::duration<double>(Clock::now() - Start).count();
    if (Waited >= Limit) {
      std::string Msg = "timed out after " +
                        std::to_string(int64_t(std::ceil(Limit))) +
                        " s waiting for the lock of '" + Path.str() + "' (" +
                        holderText(LockPath, FD) +
                        "); set HTAM_LOCK_TIMEOUT to wait longer";
      ::close(FD);
      return llvm::createStringError(
          std::make_error_code(std::errc::timed_out), Msg);
    }
    // Short waits are normal under concurrent writers; say so only when a
    // wait gets long.
    if (!Told && Waited >= 1.0) {
      llvm::errs() << "htam: waiting for the lock of '" << Path << "' ("
                   << holderText(LockPath, FD) << ")\n";
      Told = true;
    }
    std::this_thread::sleep_for(Pause);
    Pause = std::min(Pause * 2, std::chrono::milliseconds(50));
  }
  // Record the holder for the messages of waiting processes.
  std::string Pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(FD, 0) == 0)
    (void)!::pwrite(FD, Pid.data(), Pid.size(), 0);
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

/// The memory file an update under its lock starts from: none when the file
/// does not exist yet; an error, never an overwrite, when it does not parse.
static llvm::Expected<std::optional<Memory>>
readExistingToUpdate(StringRef Path) {
  if (!llvm::sys::fs::exists(Path))
    return std::nullopt;
  llvm::Expected<Memory> Disk = readMemoryFile(Path);
  if (!Disk)
    return llvm::createStringError("refusing to overwrite '" + Path +
                                   "', which does not parse:\n" +
                                   llvm::toString(Disk.takeError()));
  return std::optional<Memory>(std::move(*Disk));
}

llvm::Error MemoryStore::commit() {
  llvm::Expected<FileLock> Lock = FileLock::acquire(Path);
  if (!Lock)
    return Lock.takeError();
  llvm::Expected<std::optional<Memory>> Disk = readExistingToUpdate(Path);
  if (!Disk)
    return Disk.takeError();
  Memory Result = *Disk ? applyDelta(**Disk, Snapshot, Working) : Working;
  if (llvm::Error E = validateMemory(Result))
    return E;
  if (llvm::Error E = writeFileAtomic(Path, printMemory(Result), Options))
    return E;
  Snapshot = Result;
  Working = std::move(Result);
  return llvm::Error::success();
}

llvm::Error mlir::htam::memory::updateMemoryFile(
    StringRef Path, const Memory &Initial,
    llvm::function_ref<llvm::Error(Memory &)> Update,
    const WriteOptions &Options) {
  llvm::Expected<FileLock> Lock = FileLock::acquire(Path);
  if (!Lock)
    return Lock.takeError();
  // The base is read under the lock: a file another updater created counts
  // as it is, so `Initial`'s evidence enters the file once.
  llvm::Expected<std::optional<Memory>> Disk = readExistingToUpdate(Path);
  if (!Disk)
    return Disk.takeError();
  Memory Result = *Disk ? std::move(**Disk) : Initial;
  if (llvm::Error E = Update(Result))
    return E;
  if (llvm::Error E = validateMemory(Result))
    return E;
  return writeFileAtomic(Path, printMemory(Result), Options);
}

static std::atomic<bool> DeferredFailure{false};

void mlir::htam::memory::noteDeferredFailure() { DeferredFailure = true; }

bool mlir::htam::memory::hadDeferredFailure() { return DeferredFailure; }
