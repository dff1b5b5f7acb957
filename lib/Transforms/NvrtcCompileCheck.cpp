//===- NvrtcCompileCheck.cpp - nvrtc as the proposers' compile check ------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Proposers link no compiler (the layers, docs/ARCHITECTURE.md): the driver
// answers the llm proposer's "does this answer compile" with nvrtc, loaded
// when first asked, each compilation in its own process (Nvrtc::compile).
//
//===----------------------------------------------------------------------===//

#include "NvrtcCompileCheck.h"

#include "htam/Runtime/Nvrtc.h"

using namespace mlir;
using namespace mlir::htam;

namespace {
class NvrtcCheck final : public CompileCheck {
public:
  llvm::Error ready() override {
    llvm::Expected<Nvrtc &> nvrtc = Nvrtc::get();
    return nvrtc ? llvm::Error::success() : nvrtc.takeError();
  }

  llvm::Expected<CompileCheckResult>
  check(llvm::StringRef source, const std::vector<std::string> &entries,
        llvm::StringRef arch) override {
    llvm::Expected<Nvrtc &> nvrtc = Nvrtc::get();
    if (!nvrtc)
      return nvrtc.takeError();
    CompileOptions co;
    co.arch = arch.str();
    co.ptxasVerbose = false;
    co.entries = entries;
    llvm::Expected<CompileResult> c = nvrtc->compile(source, co);
    if (!c)
      return c.takeError();
    CompileCheckResult result;
    if (!c->success)
      result.outcome = c->fault == CompilerFault::Crash
                           ? CompileCheckResult::Outcome::Crash
                       : c->fault == CompilerFault::Timeout
                           ? CompileCheckResult::Outcome::Timeout
                           : CompileCheckResult::Outcome::Rejected;
    result.log = std::move(c->log);
    return result;
  }
};
} // namespace

CompileCheck &mlir::htam::nvrtcCompileCheck() {
  static NvrtcCheck check;
  return check;
}
