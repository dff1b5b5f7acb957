//===- Version.h - The htam version and commit -----------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_VERSION_H
#define HTAM_VERSION_H

namespace mlir::htam {

/// "htam <version> (commit <hash>)"; the commit is "unknown" when the tools
/// were built outside a git checkout.
const char *versionString();

/// Adds the htam line to `--version` (after LLVM's). Call before the
/// command line is parsed.
void registerVersionPrinter();

} // namespace mlir::htam

#endif // HTAM_VERSION_H
