//===- RawBuffers.cpp - Argument buffers as raw f32 files -----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/RawBuffers.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

std::string mlir::htam::rawBufferPath(llvm::StringRef dir, int arg) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "arg" + llvm::Twine(arg) + ".f32");
  return std::string(path);
}

llvm::Error mlir::htam::readRawFloats(llvm::StringRef dir, int arg,
                                      std::vector<float> &out) {
  std::string path = rawBufferPath(dir, arg);
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buffer)
    return llvm::createStringError(buffer.getError(),
                                   "cannot read " + path + ": " +
                                       buffer.getError().message());
  if ((*buffer)->getBufferSize() != out.size() * sizeof(float))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("{0} holds {1} bytes, argument {2} needs {3}", path,
                      (*buffer)->getBufferSize(), arg,
                      out.size() * sizeof(float)));
  std::memcpy(out.data(), (*buffer)->getBufferStart(),
              out.size() * sizeof(float));
  return llvm::Error::success();
}

llvm::Error mlir::htam::writeRawFloats(llvm::StringRef dir, int arg,
                                       const std::vector<float> &values) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return llvm::createStringError(ec, "cannot create " + dir);
  std::string path = rawBufferPath(dir, arg);
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return llvm::createStringError(ec, "cannot write " + path);
  os.write(reinterpret_cast<const char *>(values.data()),
           values.size() * sizeof(float));
  return llvm::Error::success();
}
