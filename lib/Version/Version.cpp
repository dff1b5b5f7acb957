//===- Version.cpp - The htam version and commit --------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Version.h"
#include "htam/Version.inc"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

const char *mlir::htam::versionString() {
  return "htam " HTAM_VERSION " (commit " HTAM_COMMIT ")";
}

void mlir::htam::registerVersionPrinter() {
  llvm::cl::AddExtraVersionPrinter(
      [](llvm::raw_ostream &os) { os << versionString() << "\n"; });
}
