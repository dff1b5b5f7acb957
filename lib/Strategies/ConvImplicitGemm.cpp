//===- ConvImplicitGemm.cpp - Convolutions as implicit GEMMs --------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Classifies the loops of a generalized convolution into GEMM dimensions
// from where they appear (output, input, filter), so the tiled GEMM of
// Cuda/Gemm.cpp runs it with im2col addresses computed on the fly: padding
// (tensor.pad or a padded copy), strides, dilations and the zero-inserted
// input of transposed convolutions all stay in the input's read.
//
//===----------------------------------------------------------------------===//

#include "ConvImplicitGemm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

std::optional<linalg::ContractionDimensions>
mlir::htam::detail::detectConvAsGemm(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op->getNumResults() != 1 ||
      !cast<ShapedType>(op->getResult(0).getType()).getElementType().isF32())
    return std::nullopt;
  // The payload is `out + a * b` (either operand order).
  Block &body = op.getRegion().front();
  auto ops = body.without_terminator();
  if (std::distance(ops.begin(), ops.end()) != 2)
    return std::nullopt;
  auto mul = dyn_cast<arith::MulFOp>(&*ops.begin());
  auto add = dyn_cast<arith::AddFOp>(&*std::next(ops.begin()));
  if (!mul || !add || body.getTerminator()->getOperand(0) != add.getResult())
    return std::nullopt;
  Value a = body.getArgument(0), b = body.getArgument(1),
        out = body.getArgument(2);
  bool mulOk = (mul.getLhs() == a && mul.getRhs() == b) ||
               (mul.getLhs() == b && mul.getRhs() == a);
  bool addOk = (add.getLhs() == out && add.getRhs() == mul.getResult()) ||
               (add.getRhs() == out && add.getLhs() == mul.getResult());
  if (!mulOk || !addOk)
    return std::nullopt;
  AffineMap aMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap bMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  // Plain contractions are the contraction templates' business.
  if (aMap.isProjectedPermutation() && bMap.isProjectedPermutation())
    return std::nullopt;
  if (!outMap.isProjectedPermutation() || aMap.getNumSymbols() ||
      bMap.getNumSymbols())
    return std::nullopt;
  linalg::ContractionDimensions dims;
  for (auto [d, t] : llvm::enumerate(op.getIteratorTypesArray())) {
    bool inA = aMap.isFunctionOfDim(d), inB = bMap.isFunctionOfDim(d),
         inOut = outMap.isFunctionOfDim(d);
    if (t == utils::IteratorType::reduction) {
      if (inOut || !(inA || inB))
        return std::nullopt;
      dims.k.push_back(d);
      continue;
    }
    if (!inOut)
      return std::nullopt;
    if (inA && inB)
      dims.batch.push_back(d);
    else if (inA)
      dims.m.push_back(d);
    else if (inB)
      dims.n.push_back(d);
    else
      return std::nullopt;
  }
  // The filter must be indexed by plain dims (its K and N are a GEMM
  // operand); only the input carries the convolution arithmetic.
  if (dims.m.empty() || dims.n.empty() || dims.k.empty() ||
      !bMap.isProjectedPermutation())
    return std::nullopt;
  return dims;
}
