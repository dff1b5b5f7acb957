//===- KernelSpecText.h - Shared pieces of the launch grammar ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Runtime: what KernelSpec.cpp (arguments, kernel launches)
// and LibraryStep.cpp (library steps) share of the launch text form.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_RUNTIME_KERNELSPECTEXT_H
#define HTAM_LIB_RUNTIME_KERNELSPECTEXT_H

#include "htam/Runtime/KernelSpec.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir::htam::spec {

/// An error of the launch grammar.
inline llvm::Error specError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Formats the parameter list "0:1:s0".
std::string formatParams(const std::vector<ParamRef> &params);

/// Parses the items of a library step (`lib=` among `items`).
llvm::Expected<KernelLaunch>
parseLibraryStep(llvm::ArrayRef<llvm::StringRef> items);

/// The text of library step `launch` (KernelLaunch::str).
std::string formatLibraryStep(const KernelLaunch &launch);

} // namespace mlir::htam::spec

#endif // HTAM_LIB_RUNTIME_KERNELSPECTEXT_H
