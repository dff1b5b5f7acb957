//===- RawBuffers.h - Argument buffers as raw f32 files ---------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `<dir>/arg<N>.f32` holds the values of operator argument N as raw
// little-endian f32: the format of htam-run's --inputs and --dump-outputs, of
// the port check, and of the CPU check's exchange with the GPU worker.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_RAWBUFFERS_H
#define HTAM_RUNTIME_RAWBUFFERS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// `<dir>/arg<N>.f32`.
std::string rawBufferPath(llvm::StringRef dir, int arg);

/// Reads argument `arg`'s values; the file must hold exactly out.size().
llvm::Error readRawFloats(llvm::StringRef dir, int arg,
                          std::vector<float> &out);

/// Writes argument `arg`'s values, creating `dir` if needed.
llvm::Error writeRawFloats(llvm::StringRef dir, int arg,
                           const std::vector<float> &values);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_RAWBUFFERS_H
