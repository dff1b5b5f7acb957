//===- WorkloadKey.cpp - Structural keys of operator tasks ----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The printed generic form is the structure: it holds every op, attribute,
// type and constant, and nothing of the source's names or locations. It is
// hashed as it is printed (a task's constants can be large), with BLAKE3.
// OperationEquivalence's hashes are not used: they hash attributes by their
// address, which differs from process to process.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/WorkloadKey.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::htam;

namespace {

/// A stream that feeds what is written to it into a BLAKE3 hasher.
class HashingStream final : public llvm::raw_ostream {
public:
  explicit HashingStream(llvm::BLAKE3 &hasher) : hasher(hasher) {}
  ~HashingStream() override { flush(); }

private:
  void write_impl(const char *data, size_t size) override {
    hasher.update(llvm::ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>(data), size));
    pos += size;
  }
  uint64_t current_pos() const override { return pos; }
  llvm::BLAKE3 &hasher;
  uint64_t pos = 0;
};

/// The first 16 bytes of the hasher's result as 32 hex digits.
std::string hexDigest(llvm::BLAKE3 &hasher) {
  llvm::BLAKE3Result<16> digest = hasher.final<16>();
  return llvm::toHex(digest, /*LowerCase=*/true);
}

/// Feeds `text` and a separator, so that parts cannot run into each other.
void updatePart(llvm::BLAKE3 &hasher, llvm::StringRef text) {
  hasher.update(std::to_string(text.size()));
  hasher.update(":");
  hasher.update(text);
}

} // namespace

std::string mlir::htam::structuralHash(Operation *op) {
  llvm::BLAKE3 hasher;
  hasher.update("htam-structure-v1\n");
  // A copy under a fixed name: the task's own name is not its structure.
  Operation *copy = op->clone();
  if (copy->hasAttr(SymbolTable::getSymbolAttrName()))
    copy->setAttr(SymbolTable::getSymbolAttrName(),
                  StringAttr::get(op->getContext(), "htam.task"));
  {
    HashingStream os(hasher);
    copy->print(os, OpPrintingFlags()
                        .printGenericOpForm()
                        .enableDebugInfo(false)
                        .assumeVerified());
  }
  copy->destroy();
  // The printed form names a dense_resource's blob; its bytes are here.
  AttrTypeWalker walker;
  walker.addWalk([&](DenseResourceElementsAttr resource) {
    hasher.update("\nresource ");
    const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob) {
      hasher.update("missing");
      return;
    }
    llvm::ArrayRef<char> data = blob->getData();
    updatePart(hasher, llvm::StringRef(data.data(), data.size()));
  });
  op->walk([&](Operation *nested) {
    walker.walk(nested->getAttrDictionary());
  });
  return hexDigest(hasher);
}

std::string mlir::htam::functionSignature(Operation *op) {
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return "";
  std::string text;
  llvm::raw_string_ostream(text) << function.getFunctionType();
  return text;
}

std::string mlir::htam::combineWorkloadKey(llvm::StringRef structure,
                                           llvm::StringRef gpu,
                                           llvm::StringRef arch,
                                           llvm::StringRef version) {
  llvm::BLAKE3 hasher;
  hasher.update("htam-workload-key-v1\n");
  for (llvm::StringRef part : {structure, gpu, arch, version})
    updatePart(hasher, part);
  return hexDigest(hasher);
}

WorkloadKey mlir::htam::computeWorkloadKey(Operation *func, llvm::StringRef gpu,
                                           llvm::StringRef arch,
                                           llvm::StringRef version) {
  WorkloadKey k;
  k.structure = structuralHash(func);
  if (auto name =
          func->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
    k.func = name.str();
  k.signature = functionSignature(func);
  k.gpu = gpu.str();
  k.arch = arch.str();
  k.version = version.str();
  k.key = combineWorkloadKey(k.structure, gpu, arch, version);
  return k;
}
