//===- EmitCuda.cpp - The htam-emit-cuda pass -----------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The command-line face of kernel emission: compile a CUDA file with nvrtc
// and package it for a task. The driver does the same in-process with the
// candidates it keeps.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Nvrtc.h"
#include "htam/Transforms/EmitKernel.h"
#include "htam/Transforms/Passes.h"

#include "llvm/Support/MemoryBuffer.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMEMITCUDAPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;
using namespace mlir::htam;

namespace {

class HTAMEmitCudaPass final
    : public htam::impl::HTAMEmitCudaPassBase<HTAMEmitCudaPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto fail = [&](Operation *at, const llvm::Twine &message) {
      at->emitError() << "htam-emit-cuda: " << message;
      signalPassFailure();
    };
    auto task = module.lookupSymbol<func::FuncOp>(funcName);
    if (!task)
      return fail(module, "no function '" + funcName + "'");
    if (task.isExternal())
      return fail(task, "'" + funcName +
                            "' is a declaration (no body), not an operator "
                            "task");
    if (launches.empty())
      return fail(task, "at least one launch is required");

    EmittedKernel kernel;
    // A candidate made only of library steps needs no source.
    if (!sourcePath.empty()) {
      auto buffer = llvm::MemoryBuffer::getFile(sourcePath.getValue());
      if (!buffer)
        return fail(task, "cannot read '" + sourcePath +
                              "': " + buffer.getError().message());
      kernel.source = (*buffer)->getBuffer().str();
    }
    kernel.chip = arch;
    kernel.origin = origin;
    kernel.scratchBytes.assign(scratch.begin(), scratch.end());
    CompileOptions options;
    options.arch = arch;
    options.sourceName = sourcePath;
    SmallVector<StringRef> specs;
    StringRef(launches).split(specs, ';', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
    for (StringRef spec : specs) {
      auto launch = parseKernelLaunch(spec.trim(), /*defaultEntry=*/"");
      if (!launch)
        return fail(task, "bad launch '" + spec +
                              "': " + llvm::toString(launch.takeError()));
      if (launch->isLibraryCall()) {
        kernel.usesVendorLibrary = true;
        kernel.launches.push_back(*launch);
        continue;
      }
      if (launch->entry.empty())
        return fail(task, "launch '" + spec + "' names no entry");
      options.entries.push_back(launch->entry);
      kernel.launches.push_back(*launch);
    }
    if (options.entries.empty()) {
      if (failed(emitKernel(task, kernel)))
        signalPassFailure();
      return;
    }
    if (sourcePath.empty())
      return fail(task, "the launches name kernels but no source is given");

    auto nvrtc = Nvrtc::get();
    if (!nvrtc)
      return fail(task, llvm::toString(nvrtc.takeError()));
    auto compiled = nvrtc->compile(kernel.source, options);
    if (!compiled)
      return fail(task, llvm::toString(compiled.takeError()));
    if (!compiled->success)
      return fail(task,
                  "'" + sourcePath + "' does not compile:\n" + compiled->log);
    kernel.image = compiled->ptx;
    kernel.imageIsPtx = true;
    for (KernelLaunch &launch : kernel.launches)
      if (auto it = compiled->loweredNames.find(launch.entry);
          it != compiled->loweredNames.end())
        launch.entry = it->second;

    if (failed(emitKernel(task, kernel)))
      signalPassFailure();
  }
};

} // namespace
