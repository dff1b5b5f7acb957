//===- ReferenceCache.cpp - The reference's outputs kept between runs -----===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// EvaluatorOptions::referenceCacheDir on the worker side: the reference's
// (or the oracle's) output buffers of one trial written as raw floats into a
// directory published by a rename, and read back by later runs.
//
//===----------------------------------------------------------------------===//

#include "WorkerBuffers.h"

#include "htam/Runtime/RawBuffers.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::worker;

/// Fills the reference's output buffers from `dir` (see
/// EvaluatorOptions::referenceCacheDir), and keeps what it read in
/// `kept[b]` (one entry per buffer, outputs only), so that the accuracy
/// judge need not copy them back. Without `upload` only `kept` is filled
/// (the oracle's outputs are needed on the host only).
llvm::Error
worker::readCachedOutputs(llvm::StringRef dir, const std::vector<ArgSpec> &args,
                          llvm::ArrayRef<int> argOf, BufferSet &buffers,
                          std::vector<std::vector<float>> &kept, bool upload) {
  kept.resize(argOf.size());
  for (size_t b = 0; b < argOf.size(); ++b) {
    const ArgSpec &arg = args[argOf[b]];
    std::vector<float> &values = kept[b];
    if (!arg.isOutput()) {
      values.clear();
      continue;
    }
    values.assign(arg.numElements(), 0.0f);
    if (auto err = readRawFloats(dir, argOf[b], values))
      return err;
    if (upload)
      if (auto err = buffers.upload(b, values))
        return err;
  }
  return llvm::Error::success();
}

/// Keeps the reference's outputs in `dir`; the marker file `complete`,
/// written last, makes them visible to readCachedOutputs. Workers running
/// side by side may fill the same entry, so the files are written into a
/// private directory that is then renamed into place: a reader never sees a
/// half-written buffer, and the first writer wins.
llvm::Error worker::writeCachedOutputs(llvm::StringRef dir,
                                       const std::vector<ArgSpec> &args,
                                       llvm::ArrayRef<int> argOf,
                                       BufferSet &buffers) {
  if (llvm::sys::fs::exists(dir + "/complete"))
    return llvm::Error::success();
  llvm::SmallString<256> parent = llvm::sys::path::parent_path(dir);
  if (std::error_code ec = llvm::sys::fs::create_directories(parent))
    return llvm::createStringError(ec, "cannot create " + parent);
  llvm::SmallString<256> staging;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory(dir + ".partial", staging))
    return llvm::createStringError(ec, "cannot create a staging directory");
  auto publish = [&]() -> llvm::Error {
    std::vector<float> values;
    for (size_t b = 0; b < argOf.size(); ++b) {
      if (!args[argOf[b]].isOutput())
        continue;
      if (auto err = buffers.download(b, values))
        return err;
      if (auto err = writeRawFloats(staging, argOf[b], values))
        return err;
    }
    std::error_code ec;
    { llvm::raw_fd_ostream marker((staging + "/complete").str(), ec); }
    if (ec)
      return llvm::createStringError(ec, "cannot write the cache marker");
    // Fails when another worker published first; its entry is as good.
    llvm::consumeError(
        llvm::errorCodeToError(llvm::sys::fs::rename(staging, dir)));
    return llvm::Error::success();
  };
  llvm::Error err = publish();
  // Left over when another worker won the rename or a write failed.
  if (llvm::sys::fs::exists(staging))
    (void)llvm::sys::fs::remove_directories(staging);
  return err;
}
