//===- Unsupported.cpp - What htam cannot lower or run --------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The checks behind htam-lower-reference's located errors and
// htam-optimize's skipped functions (see Unsupported.h).
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Unsupported.h"
#include "htam/Transforms/LaunchPlan.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/FormatVariadic.h"

#include <atomic>

using namespace mlir;
using namespace mlir::htam;

namespace {

/// Ops a task may contain for the reference lowering.
bool isLowerable(Operation *op) {
  Dialect *dialect = op->getDialect();
  if (!dialect)
    return false;
  if (isa<func::ReturnOp>(op))
    return true;
  // Tiled and fused ops (the fusion direction) arrive in scf.forall loops,
  // which become parallel loops after bufferization.
  if (isa<scf::ForallOp, scf::InParallelOp>(op))
    return true;
  // In a tile, the index arithmetic and guards of fused producers (a padded
  // window's bounds).
  if (op->getParentOfType<scf::ForallOp>() &&
      isa<affine::AffineDialect, scf::SCFDialect>(dialect))
    return true;
  return isa<arith::ArithDialect, math::MathDialect, linalg::LinalgDialect,
             tensor::TensorDialect, bufferization::BufferizationDialect>(
      dialect);
}

/// Why `op` (not lowerable) is not: the kind of construct it is.
std::string whyNotLowerable(Operation *op) {
  if (!op->isRegistered())
    return "it is an op of an unregistered dialect";
  if (auto call = dyn_cast<func::CallOp>(op))
    return llvm::formatv("it calls @{0} (inline the callee first, e.g. "
                         "--inline)",
                         call.getCallee())
        .str();
  if (isa<scf::ForOp, scf::WhileOp, affine::AffineForOp>(op))
    return "loops in a task body are not lowered (write the loop as a "
           "linalg op)";
  if (isa<scf::SCFDialect, affine::AffineDialect>(op->getDialect()))
    return "control flow in a task body is not lowered";
  return "the reference lowering takes linalg, tensor, arith, math and "
         "bufferization ops";
}

/// The kind of construct `op` (not lowerable) is, matching whyNotLowerable.
StringRef kindNotLowerable(Operation *op) {
  if (!op->isRegistered())
    return "unregistered_dialect";
  if (isa<func::CallOp>(op))
    return "call";
  if (isa<scf::ForOp, scf::WhileOp, affine::AffineForOp>(op))
    return "loop";
  if (isa<scf::SCFDialect, affine::AffineDialect>(op->getDialect()))
    return "control_flow";
  return "unsupported_op";
}

/// Element types with an NVVM lowering.
bool isLowerableElementType(Type type) {
  if (isa<IntegerType, IndexType>(type))
    return true;
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

/// The first shape or element-type problem of `type`, or "". With
/// `elementOnly`, shapes are not checked.
std::string typeProblem(Type type, bool elementOnly = false) {
  if (isa<UnrankedTensorType, UnrankedMemRefType>(type) && !elementOnly)
    return "an unranked tensor";
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    if (!shaped.hasStaticShape() && !elementOnly)
      return "a dynamic shape";
    type = shaped.getElementType();
  }
  if (!isLowerableElementType(type))
    return llvm::formatv("element type {0}, which has no NVVM lowering "
                         "(f16, bf16, f32, f64, integers and index have)",
                         type)
        .str();
  return "";
}

/// The kind of a typeProblem.
StringRef problemKind(StringRef problem) {
  if (problem == "an unranked tensor")
    return "unranked_tensor";
  if (problem == "a dynamic shape")
    return "dynamic_shape";
  return "unsupported_element_type";
}

std::string describe(StringRef problem, StringRef what, unsigned index,
                     Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "has " << problem;
  if (problem == "a dynamic shape" || problem == "an unranked tensor")
    os << "; the reference needs static shapes";
  os << " (" << what << " " << index << " is " << type << ")";
  return text;
}

} // namespace

void mlir::htam::findUnlowerable(
    func::FuncOp func,
    llvm::function_ref<void(const UnsupportedConstruct &)> report) {
  if (func.isExternal())
    return;
  std::string name = ("'" + func.getSymName() + "' ").str();
  FunctionType type = func.getFunctionType();
  auto checkSignature = [&](TypeRange types, StringRef what) {
    for (auto [i, t] : llvm::enumerate(types))
      if (std::string problem = typeProblem(t); !problem.empty()) {
        report({func, name + describe(problem, what, i, t),
                problemKind(problem)});
        return;
      }
  };
  checkSignature(type.getInputs(), "argument");
  checkSignature(type.getResults(), "result");

  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == func.getOperation())
      return WalkResult::advance();
    std::string opName = ("'" + op->getName().getStringRef() + "' ").str();
    // Ops nested in linalg payloads are scalar code, accepted with their
    // parent; their types still need a lowering.
    bool inPayload = op->getParentOfType<linalg::LinalgOp>() != nullptr;
    if (!inPayload && !isLowerable(op)) {
      report({op,
              opName + "cannot be lowered to a GPU kernel: " +
                  whyNotLowerable(op),
              kindNotLowerable(op)});
      return WalkResult::skip();
    }
    // Tiles (scf.forall, made by the fusion direction) may hold dynamic
    // slices of a fused pad's window; the lowering takes them.
    bool inTile = op->getParentOfType<scf::ForallOp>() != nullptr;
    for (auto [i, t] : llvm::enumerate(op->getResultTypes()))
      if (std::string problem = typeProblem(t, inTile); !problem.empty()) {
        report({op, opName + describe(problem, "result", i, t),
                problemKind(problem)});
        return WalkResult::skip();
      }
    return WalkResult::advance();
  });
}

std::optional<UnsupportedConstruct>
mlir::htam::findUnsupported(func::FuncOp func) {
  std::optional<UnsupportedConstruct> first;
  findUnlowerable(func, [&](const UnsupportedConstruct &c) {
    if (!first)
      first = c;
  });
  if (first)
    return first;
  return findUnboundEdge(func);
}

std::optional<UnsupportedConstruct>
mlir::htam::findUnboundEdge(func::FuncOp func) {
  FunctionType type = func.getFunctionType();
  auto runtimeProblem = [&](TypeRange types, StringRef what)
      -> std::optional<UnsupportedConstruct> {
    for (auto [i, t] : llvm::enumerate(types))
      if (!isa<ShapedType>(t) ||
          !isRuntimeArgumentElementType(getElementTypeOrSelf(t)))
        return UnsupportedConstruct{
            func, llvm::formatv("'{0}' has {1} {2} of type {3}: the runtime "
                                "generates, binds and compares only f32 "
                                "tensors as arguments and results",
                                func.getSymName(), what, i, t)
                      .str(),
            "unsupported_edge_type"};
    return std::nullopt;
  };
  if (auto c = runtimeProblem(type.getInputs(), "argument"))
    return c;
  return runtimeProblem(type.getResults(), "result");
}

std::string mlir::htam::fileLineCol(Location loc) {
  if (auto file = loc->findInstanceOf<FileLineColRange>())
    return llvm::formatv("{0}:{1}:{2}", file.getFilename().getValue(),
                         file.getStartLine(), file.getStartColumn())
        .str();
  std::string text;
  llvm::raw_string_ostream os(text);
  loc.print(os);
  return text;
}

static std::atomic<bool> skippedTask{false};

void mlir::htam::noteSkippedTask() { skippedTask = true; }

bool mlir::htam::hadSkippedTask() { return skippedTask; }
