//===- HoistConstants.cpp - The htam-hoist-constants pass -----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A bufferized task reads its constant tensors from host globals, which a GPU
// kernel cannot reach. This pass turns each of them into a trailing argument
// of the task that names its global (`htam.constant`): a constant pool whose
// entries the launch plan uploads once per worker as read-only buffers and
// which emitted modules keep, contents and hash included, for their callers.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/ConstantTensors.h"
#include "htam/Runtime/KernelSpec.h"
#include "htam/Transforms/DeviceBuffers.h"
#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMHOISTCONSTANTSPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;
using namespace mlir::htam;

namespace {

class HTAMHoistConstantsPass final
    : public htam::impl::HTAMHoistConstantsPassBase<HTAMHoistConstantsPass> {
public:
  using Base::Base;

  /// Hoists the globals `func` reads; false after an error.
  bool hoist(func::FuncOp func, SymbolTable &symbols,
             llvm::SmallPtrSetImpl<Operation *> &replaced) {
    SmallVector<memref::GetGlobalOp> reads;
    func.walk([&](memref::GetGlobalOp get) { reads.push_back(get); });
    if (reads.empty())
      return true;
    Builder b(&getContext());
    // The argument of each global, in order of first use.
    llvm::MapVector<Operation *, Value> argOf;
    int64_t total = 0;
    for (memref::GetGlobalOp get : reads) {
      auto global = symbols.lookup<memref::GlobalOp>(get.getName());
      if (!global) {
        get.emitOpError() << "htam-hoist-constants: reads @" << get.getName()
                          << ", which is not a memref.global of the module";
        return false;
      }
      if (!global.getConstant()) {
        get.emitOpError()
            << "htam-hoist-constants: reads the mutable global @"
            << get.getName()
            << "; only constant tensors can be passed to the GPU";
        return false;
      }
      auto found = argOf.find(global);
      if (found == argOf.end()) {
        // The size first: a splat of 2 GiB must not be expanded to say so.
        std::optional<int64_t> size = storageBytes(global.getType());
        if (!size || *size > kMaxTaskConstantBytes - total) {
          get.emitOpError() << "htam-hoist-constants: the constant tensors of '"
                            << func.getSymName() << "' take more than "
                            << kMaxTaskConstantBytes
                            << " bytes (1 GiB), the limit of one task's "
                               "device constants";
          return false;
        }
        std::string why;
        auto value = dyn_cast_or_null<ElementsAttr>(global.getInitialValue()
                                                        .value_or(Attribute()));
        FailureOr<std::string> bytes =
            value ? constantDeviceBytes(value, why) : FailureOr<std::string>();
        if (failed(bytes)) {
          get.emitOpError() << "htam-hoist-constants: the constant tensor "
                            << (value ? why : "has no contents");
          return false;
        }
        total += int64_t(bytes->size());
        uint64_t hash = ConstantBuffer::contentHash(*bytes);
        // The task's own copy under a stable name, with its content hash.
        auto pooled = cast<memref::GlobalOp>(global->clone());
        pooled.setSymName(llvm::formatv("__htam_const_{0}_{1}",
                                        func.getSymName(), argOf.size())
                              .str());
        pooled->setAttr(kContentHashAttr,
                        b.getStringAttr(llvm::formatv("{0:x-16}", hash).str()));
        pooled.setPrivate();
        symbols.insert(pooled, Block::iterator(func));
        unsigned index = func.getNumArguments();
        DictionaryAttr attrs = b.getDictionaryAttr(b.getNamedAttr(
            kConstantArgAttr, FlatSymbolRefAttr::get(pooled.getSymNameAttr())));
        if (failed(func.insertArgument(index, get.getType(), attrs,
                                       get.getLoc()))) {
          func.emitOpError("htam-hoist-constants: could not add an argument");
          return false;
        }
        found = argOf.insert({global, func.getArgument(index)}).first;
        replaced.insert(global);
      }
      get.replaceAllUsesWith(found->second);
      get.erase();
    }
    return true;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    llvm::SmallPtrSet<Operation *, 8> replaced;
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (!func.isExternal() && !hoist(func, symbols, replaced))
        return signalPassFailure();
    // The upstream globals that only the tasks read are gone now.
    for (Operation *global : replaced)
      if (SymbolTable::symbolKnownUseEmpty(global, module))
        symbols.erase(global);
  }
};

} // namespace
