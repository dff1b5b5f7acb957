//===- NvrtcCompileCheck.h - The driver's compile check for proposers -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_NVRTCCOMPILECHECK_H
#define HTAM_TRANSFORMS_NVRTCCOMPILECHECK_H

#include "htam/Proposers/CompileCheck.h"

namespace mlir {
namespace htam {

/// nvrtc (HTAMCompile) as the proposers' compile check: each source compiled
/// in a child process, without ptxas statistics (NvrtcCompileCheck.cpp).
CompileCheck &nvrtcCompileCheck();

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_NVRTCCOMPILECHECK_H
