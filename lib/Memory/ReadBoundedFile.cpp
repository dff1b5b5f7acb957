//===- ReadBoundedFile.cpp - Read a file up to a size limit ---------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// readBoundedFile: memories, states and trajectories are read whole, so a
// file (or a pipe) larger than the limit is refused before it is read, and
// devices and directories are refused with errno's text.
//
//===----------------------------------------------------------------------===//

#include "htam/Memory/MemoryIO.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlir::htam::memory;
using llvm::StringRef;

/// An error about reading `Path`, with errno's text.
static llvm::Error readError(StringRef Path, int Errno) {
  std::error_code EC(Errno, std::generic_category());
  return llvm::createStringError(EC, "cannot read '" + Path +
                                         "': " + EC.message());
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
mlir::htam::memory::readBoundedFile(StringRef Path, uint64_t MaxBytes) {
  auto TooLarge = [&] {
    return llvm::createStringError(
        std::make_error_code(std::errc::file_too_large),
        "cannot read '" + Path + "': larger than the limit of " +
            std::to_string(MaxBytes >> 20) + " MiB");
  };
  int FD = Path == "-" ? ::dup(0) : ::open(Path.str().c_str(),
                                           O_RDONLY | O_CLOEXEC);
  if (FD < 0)
    return readError(Path, errno);
  llvm::scope_exit Close([&] { ::close(FD); });
  struct stat St;
  if (::fstat(FD, &St) != 0)
    return readError(Path, errno);
  if (S_ISDIR(St.st_mode))
    return readError(Path, EISDIR);
  // Devices (/dev/zero, /dev/urandom) are unbounded; pipes are read up to
  // the limit.
  if (S_ISCHR(St.st_mode) || S_ISBLK(St.st_mode))
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "cannot read '" + Path + "': not a regular file (a device)");
  if (S_ISREG(St.st_mode) && uint64_t(St.st_size) > MaxBytes)
    return TooLarge();
  std::string Data;
  if (S_ISREG(St.st_mode))
    Data.reserve(size_t(St.st_size));
  char Chunk[65536];
  while (true) {
    ssize_t N = ::read(FD, Chunk, sizeof(Chunk));
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0)
      return readError(Path, errno);
    if (N == 0)
      break;
    if (Data.size() + size_t(N) > MaxBytes)
      return TooLarge();
    Data.append(Chunk, size_t(N));
  }
  return llvm::MemoryBuffer::getMemBufferCopy(Data, Path);
}
