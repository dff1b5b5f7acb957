//===- CompileCheck.h - Does a proposed kernel compile ------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The llm proposer repairs an answer that does not compile before it hands
// it on. Proposers never touch the compiler or the GPU themselves: the driver,
// which links the compile library, passes an implementation of this
// interface when it makes a proposer (nvrtcCompileCheck() in lib/Transforms).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_PROPOSERS_COMPILECHECK_H
#define HTAM_PROPOSERS_COMPILECHECK_H

#include "mlir/Support/LLVM.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// How a source fared in the compile check.
struct CompileCheckResult {
  enum class Outcome {
    Compiles,
    /// The compiler rejects the source; `log` says why.
    Rejected,
    /// The compiler crashes on the source (in its own process).
    Crash,
    /// The compiler does not finish within its time limit.
    Timeout,
  };
  Outcome outcome = Outcome::Compiles;
  std::string log;
};

class CompileCheck {
public:
  virtual ~CompileCheck();
  /// Success when sources can be checked; otherwise why not (no compiler).
  virtual llvm::Error ready() = 0;
  /// Compiles CUDA `source` with these extern "C" `entries` for `arch` (on
  /// the CPU); an Error when the compiler itself broke (no verdict).
  virtual llvm::Expected<CompileCheckResult>
  check(llvm::StringRef source, const std::vector<std::string> &entries,
        llvm::StringRef arch) = 0;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_PROPOSERS_COMPILECHECK_H
