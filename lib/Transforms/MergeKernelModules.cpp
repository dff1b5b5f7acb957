//===- MergeKernelModules.cpp - The htam-merge-kernel-modules pass --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One binary per operator task: the runtime loads one image per candidate,
// whether it came from the MLIR lowering or from CUDA source, and resolves
// each launch's entry in it.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMMERGEKERNELMODULESPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

namespace {

/// `name` as a PTX identifier: letters, digits, '_' and '$' (the NVPTX
/// printer aborts on anything else, e.g. a task named in unicode); other
/// bytes become '_', and a leading digit gets a '_' before it.
std::string ptxIdentifier(StringRef name) {
  std::string id;
  for (char c : name)
    id += llvm::isAlnum(c) || c == '_' || c == '$' ? c : '_';
  if (id.empty() || llvm::isDigit(id[0]))
    id.insert(0, "_");
  return id;
}

class HTAMMergeKernelModulesPass final
    : public htam::impl::HTAMMergeKernelModulesPassBase<
          HTAMMergeKernelModulesPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
    for (func::FuncOp func : funcs) {
      SmallVector<gpu::LaunchFuncOp> launches;
      func.walk([&](gpu::LaunchFuncOp op) { launches.push_back(op); });
      if (launches.empty())
        continue;

      OpBuilder b(module.getBodyRegion());
      b.setInsertionPointAfter(func);
      auto merged = gpu::GPUModuleOp::create(
          b, func.getLoc(), (func.getSymName() + "_kernels").str());
      symbols.insert(merged);
      Block &body = merged.getBodyRegion().front();
      llvm::StringSet<> names;

      for (gpu::LaunchFuncOp launch : launches) {
        auto source =
            symbols.lookup<gpu::GPUModuleOp>(launch.getKernelModuleName());
        if (!source) {
          launch.emitOpError("launches a kernel outside a gpu.module");
          return signalPassFailure();
        }
        auto kernel =
            source.lookupSymbol<gpu::GPUFuncOp>(launch.getKernelName());
        if (!kernel) {
          launch.emitOpError("launches an unknown kernel");
          return signalPassFailure();
        }
        // Outlined module names are unique; they name the kernels (made PTX
        // identifiers, unique again).
        std::string id = ptxIdentifier(source.getSymName());
        for (unsigned n = 1; !names.insert(id).second; ++n)
          id = ptxIdentifier(source.getSymName()) + "_" + std::to_string(n);
        StringAttr newName = StringAttr::get(&getContext(), id);
        kernel->moveBefore(&body, body.end());
        SymbolTable::setSymbolName(kernel, newName);
        launch.setKernelAttr(SymbolRefAttr::get(
            merged.getSymNameAttr(), {FlatSymbolRefAttr::get(newName)}));
        source.erase();
      }
    }
  }
};

} // namespace
