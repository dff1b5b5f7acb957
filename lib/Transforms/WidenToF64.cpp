//===- WidenToF64.cpp - The htam-widen-to-f64 pass ------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The f64 oracle of an operator task (issue 21): the same IR with every f32
// replaced by f64, lowered by the same reference paths. The ops a task is
// made of (arith, math, linalg, tensor, ...) mean the same thing at any
// float width, so no op needs rewriting: upstream's AttrTypeReplacer swaps
// the types (and float constants) in place, and only the casts that became
// f64 -> f64 are folded away. Ops whose meaning is width-dependent or
// unknown are rejected before anything changes.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMWIDENTOF64PASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;

static bool mentionsF32(Type type) {
  return type.walk([](Float32Type) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

static bool mentionsF32(TypeRange types) {
  return llvm::any_of(types, [](Type t) { return mentionsF32(t); });
}

/// Whether `op` itself (not its nested ops) carries an f32: in a result,
/// an operand, a block argument of one of its regions or an attribute.
static bool touchesF32(Operation *op) {
  if (mentionsF32(op->getResultTypes()) || mentionsF32(op->getOperandTypes()))
    return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (mentionsF32(block.getArgumentTypes()))
        return true;
  return op->getAttrDictionary()
      .walk([](Type t) {
        return isa<Float32Type>(t) ? WalkResult::interrupt()
                                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Ops of these dialects compute the same function at any float width.
static bool isWidthAgnosticDialect(Dialect *dialect) {
  return isa_and_nonnull<
      arith::ArithDialect, math::MathDialect, linalg::LinalgDialect,
      tensor::TensorDialect, memref::MemRefDialect,
      bufferization::BufferizationDialect, scf::SCFDialect,
      affine::AffineDialect, func::FuncDialect, ub::UBDialect>(dialect);
}

/// Why `op` cannot be widened, or an empty string.
static std::string reasonNotWidenable(Operation *op) {
  if (!touchesF32(op))
    return "";
  // Reinterpreting bits or bytes depends on the width of an f32.
  if (isa<arith::BitcastOp, tensor::BitcastOp, memref::ViewOp,
          arith::ScalingExtFOp, arith::ScalingTruncFOp>(op))
    return "its meaning depends on the 32-bit width of f32";
  if (auto func = dyn_cast<func::FuncOp>(op))
    if (func.isExternal())
      return "it is a declaration: what it computes in f64 is unknown";
  if (!isWidthAgnosticDialect(op->getDialect()))
    return "its f32 semantics are unknown to the pass";
  // Resource blobs and sparse constants hold f32 bits that cannot be
  // reinterpreted in place.
  WalkResult opaque = op->getAttrDictionary().walk([](ElementsAttr attr) {
    return !isa<DenseElementsAttr>(attr) &&
                   mentionsF32(cast<ShapedType>(attr.getType()))
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  if (opaque.wasInterrupted())
    return "it holds f32 constants that are not dense elements";
  return "";
}

/// f32 -> f64 in every type and float constant, values unchanged.
static void configureReplacer(AttrTypeReplacer &replacer,
                              MLIRContext *context) {
  Type f64 = Float64Type::get(context);
  replacer.addReplacement([f64](Float32Type) -> Type { return f64; });
  auto widen = [](const APFloat &value) {
    APFloat wide = value;
    bool losesInfo = false;
    wide.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                 &losesInfo);
    return wide;
  };
  replacer.addReplacement(
      [f64, widen](
          FloatAttr attr) -> std::optional<std::pair<Attribute, WalkResult>> {
        if (!attr.getType().isF32())
          return std::nullopt;
        return std::make_pair(FloatAttr::get(f64, widen(attr.getValue())),
                              WalkResult::skip());
      });
  replacer.addReplacement(
      [f64, widen](DenseFPElementsAttr attr)
          -> std::optional<std::pair<Attribute, WalkResult>> {
        if (!attr.getElementType().isF32())
          return std::nullopt;
        Attribute wide = attr.mapValues(f64, [&](const APFloat &value) {
          return widen(value).bitcastToAPInt();
        });
        return std::make_pair(wide, WalkResult::skip());
      });
}

/// Removes the extf/truncf that the widening turned into f64 -> f64.
static unsigned removeIdentityCasts(Operation *root) {
  SmallVector<Operation *> identities;
  root->walk([&](Operation *op) {
    if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
        op->getOperand(0).getType() == op->getResult(0).getType())
      identities.push_back(op);
  });
  for (Operation *op : identities) {
    op->getResult(0).replaceAllUsesWith(op->getOperand(0));
    op->erase();
  }
  return identities.size();
}

/// A widened public function gets its f32 signature back: arguments are
/// extended to f64 on entry, results truncated before every return.
static void restoreSignature(func::FuncOp func, FunctionType original) {
  Block &entry = func.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  for (auto [arg, type] :
       llvm::zip(entry.getArguments(), original.getInputs())) {
    Type wide = arg.getType();
    if (wide == type)
      continue;
    arg.setType(type);
    auto ext = arith::ExtFOp::create(b, arg.getLoc(), wide, arg);
    arg.replaceAllUsesExcept(ext.getResult(), ext);
  }
  func.walk([&](func::ReturnOp ret) {
    OpBuilder rb(ret);
    for (auto [operand, type] :
         llvm::zip(ret->getOpOperands(), original.getResults()))
      if (operand.get().getType() != type)
        operand.set(
            arith::TruncFOp::create(rb, ret.getLoc(), type, operand.get())
                .getResult());
  });
  func.setFunctionType(original);
}

/// Only tensors and float scalars can be cast at a kept boundary.
static bool castableAtBoundary(Type type) {
  return !mentionsF32(type) || isa<Float32Type>(type) ||
         (isa<RankedTensorType>(type) &&
          isa<Float32Type>(cast<RankedTensorType>(type).getElementType()));
}

namespace {

class HTAMWidenToF64Pass final
    : public htam::impl::HTAMWidenToF64PassBase<HTAMWidenToF64Pass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(checkWidenable(module)))
      return signalPassFailure();

    // Public signatures to restore (widen-signature=false).
    SmallVector<std::pair<func::FuncOp, FunctionType>> kept;
    for (auto func : module.getOps<func::FuncOp>())
      if (!widenSignature && keepsSignature(func))
        kept.emplace_back(func, func.getFunctionType());

    AttrTypeReplacer replacer;
    configureReplacer(replacer, &getContext());
    for (Operation &op : module.getBody()->getOperations()) {
      if (auto func = dyn_cast<func::FuncOp>(op);
          func && mentionsF32(func.getFunctionType()))
        ++numFunctions;
      replacer.recursivelyReplaceElementsIn(&op, /*replaceAttrs=*/true,
                                            /*replaceLocs=*/false,
                                            /*replaceTypes=*/true);
    }
    numCastsRemoved += removeIdentityCasts(module);
    for (auto [func, type] : kept)
      restoreSignature(func, type);
  }

private:
  bool keepsSignature(func::FuncOp func) const {
    return func.isPublic() && !func.isExternal() &&
           mentionsF32(func.getFunctionType());
  }

  /// Every op that carries an f32 must be widenable; with kept signatures,
  /// their types must be castable and no call may cross them.
  LogicalResult checkWidenable(ModuleOp module) {
    bool ok = true;
    module.getBody()->walk([&](Operation *op) {
      std::string reason = reasonNotWidenable(op);
      if (!reason.empty()) {
        op->emitOpError() << "cannot be widened to f64: " << reason;
        ok = false;
      }
    });
    if (widenSignature)
      return success(ok);
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!keepsSignature(func))
        continue;
      FunctionType type = func.getFunctionType();
      if (!llvm::all_of(type.getInputs(), castableAtBoundary) ||
          !llvm::all_of(type.getResults(), castableAtBoundary)) {
        func.emitOpError() << "cannot keep its f32 signature "
                              "(widen-signature=false): only f32 tensors and "
                              "scalars can be cast at the boundary";
        ok = false;
      }
    }
    module.walk([&](func::CallOp call) {
      auto callee = module.lookupSymbol<func::FuncOp>(call.getCallee());
      if (callee && keepsSignature(callee)) {
        call.emitOpError() << "calls '" << call.getCalleeAttr()
                           << "', whose f32 signature is kept "
                              "(widen-signature=false); widen the signature "
                              "instead";
        ok = false;
      }
    });
    return success(ok);
  }
};

} // namespace
