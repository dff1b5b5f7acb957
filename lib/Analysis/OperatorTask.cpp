//===- OperatorTask.cpp - Operator classification and cost model ---------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Classifies linalg ops (named and generic) by their iterator types, indexing
// maps and payload, and counts FLOPs and compulsory bytes from static shapes.
// A task's class combines its ops' classes; its bytes are those of the
// function's tensor arguments and results, the traffic a fully fused kernel
// cannot avoid.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/OperatorTask.h"
#include "htam/Analysis/ConstantTensors.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::htam;

StringRef mlir::htam::stringifyOpClass(OpClass cls) {
  switch (cls) {
  case OpClass::Elementwise:
    return "elementwise";
  case OpClass::Broadcast:
    return "broadcast";
  case OpClass::Reduction:
    return "reduction";
  case OpClass::SoftmaxNorm:
    return "softmax_norm";
  case OpClass::Contraction:
    return "contraction";
  case OpClass::Convolution:
    return "convolution";
  case OpClass::Pooling:
    return "pooling";
  case OpClass::FusedMix:
    return "fused_mix";
  }
  llvm_unreachable("unknown op class");
}

std::optional<OpClass> mlir::htam::symbolizeOpClass(StringRef name) {
  return llvm::StringSwitch<std::optional<OpClass>>(name)
      .Case("elementwise", OpClass::Elementwise)
      .Case("broadcast", OpClass::Broadcast)
      .Case("reduction", OpClass::Reduction)
      .Case("softmax_norm", OpClass::SoftmaxNorm)
      .Case("contraction", OpClass::Contraction)
      .Case("convolution", OpClass::Convolution)
      .Case("pooling", OpClass::Pooling)
      .Case("fused_mix", OpClass::FusedMix)
      .Default(std::nullopt);
}

StringRef mlir::htam::stringifyBound(RooflineBound bound) {
  return bound == RooflineBound::Memory ? "memory" : "compute";
}

double CostModel::rooflineMicros(const GpuDescription &gpu) const {
  double memorySec = double(bytes()) / gpu.bandwidthBytesPerSec;
  double computeSec = double(flops) / gpu.peakFlopsPerSec();
  return std::max(memorySec, computeSec) * 1e6;
}

RooflineBound CostModel::bound(const GpuDescription &gpu) const {
  double memorySec = double(bytes()) / gpu.bandwidthBytesPerSec;
  double computeSec = double(flops) / gpu.peakFlopsPerSec();
  return computeSec > memorySec ? RooflineBound::Compute
                                : RooflineBound::Memory;
}

bool mlir::htam::isOperatorTask(func::FuncOp func) {
  return whyNotOperatorTask(func).empty();
}

std::string mlir::htam::whyNotOperatorTask(func::FuncOp func) {
  if (func.isExternal())
    return "it is a declaration (no body)";
  if (func.isPrivate())
    return "it is private";
  auto isTensor = [](Type t) { return isa<RankedTensorType>(t); };
  FunctionType type = func.getFunctionType();
  if (llvm::any_of(type.getInputs(), isTensor) ||
      llvm::any_of(type.getResults(), isTensor))
    return "";
  auto isMemRef = [](Type t) { return isa<BaseMemRefType>(t); };
  if (llvm::any_of(type.getInputs(), isMemRef) ||
      llvm::any_of(type.getResults(), isMemRef))
    return "it takes memrefs, not tensors (operator tasks are functions on "
           "ranked tensors, before bufferization)";
  return "it has no ranked tensor argument or result";
}

void mlir::htam::warnSkippedFunctions(
    Operation *root, StringRef pass, bool nested,
    function_ref<void(func::FuncOp, StringRef, StringRef)> onSkipped) {
  unsigned numFunctions = 0, numTasks = 0;
  auto visit = [&](func::FuncOp func) {
    ++numFunctions;
    std::string why = whyNotOperatorTask(func);
    if (why.empty()) {
      ++numTasks;
      return;
    }
    // Declarations and private helpers are expected next to tasks; a public
    // function with a body is what the user meant to optimize.
    std::string warning;
    if (!func.isExternal() && func.isPublic()) {
      warning = (pass + ": '" + func.getSymName() +
                 "' is not an operator task and is skipped: " + why)
                    .str();
      func.emitWarning() << warning;
    }
    if (onSkipped)
      onSkipped(func, why, warning);
  };
  if (nested) {
    root->walk(visit);
  } else {
    for (Region &region : root->getRegions())
      for (Block &block : region)
        for (auto func : block.getOps<func::FuncOp>())
          visit(func);
  }
  if (numFunctions > 0 && numTasks == 0)
    root->emitWarning() << pass
                        << ": no operator task in the module (a public "
                           "func.func with a body on ranked tensors); "
                           "declarations and private functions are skipped";
}

//===----------------------------------------------------------------------===//
// Counting
//===----------------------------------------------------------------------===//

/// Bytes of one element; sub-byte types round up, index counts as 8 bytes.
static int64_t elementBytes(Type type) {
  if (isa<IndexType>(type))
    return 8;
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * elementBytes(complex.getElementType());
  if (type.isIntOrFloat())
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  return 0;
}

/// The product of `sizes`; std::nullopt when it overflows int64 (a shape
/// can hold 2^62 x 4 elements: ShapedType::getNumElements would wrap).
static std::optional<int64_t> checkedProduct(ArrayRef<int64_t> sizes) {
  int64_t product = 1;
  for (int64_t size : sizes) {
    std::optional<int64_t> next = llvm::checkedMul(product, size);
    if (!next)
      return std::nullopt;
    product = *next;
  }
  return product;
}

/// Bytes of a statically shaped value; std::nullopt when dynamic, or when
/// the count overflows int64 (then `overflow` is set).
static std::optional<int64_t> staticBytes(Type type, bool &overflow) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped)
    return elementBytes(type);
  if (!shaped.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> bytes = checkedProduct(shaped.getShape());
  if (bytes)
    bytes = llvm::checkedMul(*bytes, elementBytes(shaped.getElementType()));
  overflow |= !bytes;
  return bytes;
}

/// Adds `value` to `counter`; false (and `overflow` set) when the sum
/// overflows int64.
static bool addChecked(int64_t &counter, int64_t value, bool &overflow) {
  std::optional<int64_t> sum = llvm::checkedAdd(counter, value);
  if (!sum) {
    overflow = true;
    return false;
  }
  counter = *sum;
  return true;
}

static bool isCountedValueType(Type type) {
  Type element = getElementTypeOrSelf(type);
  return isa<FloatType, ComplexType>(element) ||
         (element.isInteger() && !element.isInteger(1));
}

/// FLOPs of one scalar op; zero for free ops.
static int64_t scalarOpFlops(Operation &op) {
  Dialect *dialect = op.getDialect();
  if (!dialect || !isa<arith::ArithDialect, math::MathDialect>(dialect))
    return 0;
  if (isa<arith::ConstantOp, arith::SelectOp, CastOpInterface>(op))
    return 0;
  if (!llvm::any_of(op.getOperandTypes(), isCountedValueType))
    return 0;
  return isa<math::FmaOp>(op) ? 2 : 1;
}

int64_t mlir::htam::countPayloadFlops(Block &body) {
  int64_t flops = 0;
  for (Operation &op : body)
    flops += scalarOpFlops(op);
  return flops;
}

//===----------------------------------------------------------------------===//
// Single ops
//===----------------------------------------------------------------------===//

static SmallVector<int64_t> shapeOf(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return llvm::to_vector(shaped.getShape());
  return {};
}

/// An init whose producer is a fill or an empty tensor holds nothing the
/// kernel must load from memory.
static bool isFreshInit(Value init) {
  Operation *def = init.getDefiningOp();
  return def && isa<linalg::FillOp, tensor::EmptyOp>(def);
}

/// True when some input is read through a map that drops loop dimensions,
/// i.e. the same element feeds several iterations.
static bool hasBroadcastInput(linalg::LinalgOp op) {
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (!isa<ShapedType>(input->get().getType()))
      continue;
    AffineMap map = op.getMatchingIndexingMap(input);
    if (map.getNumResults() < op.getNumLoops() || !map.isPermutation())
      return true;
  }
  return false;
}

static OpClass classifyLinalgOp(linalg::LinalgOp op) {
  if (op->getName().getStringRef().starts_with("linalg.pooling_"))
    return OpClass::Pooling;
  if (linalg::isaConvolutionOpInterface(op)) {
    // A pooling written as a generic only uses the window for its shape.
    SmallVector<OpOperand *> inputs = op.getDpsInputOperands();
    if (inputs.size() >= 2 && !op.payloadUsesValueFromOperand(inputs[1]))
      return OpClass::Pooling;
    return OpClass::Convolution;
  }
  if (linalg::isaContractionOpInterface(op))
    return OpClass::Contraction;
  if (op.getNumReductionLoops() > 0)
    return OpClass::Reduction;
  return hasBroadcastInput(op) ? OpClass::Broadcast : OpClass::Elementwise;
}

static std::optional<CostModel> costLinalgOp(linalg::LinalgOp op,
                                             bool &overflow) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  std::optional<int64_t> iterations = checkedProduct(ranges);
  std::optional<int64_t> flops =
      iterations ? llvm::checkedMul(*iterations,
                                    countPayloadFlops(*op.getBlock()))
                 : std::nullopt;
  if (!flops) {
    overflow = true;
    return std::nullopt;
  }

  CostModel cost;
  cost.flops = *flops;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (!isa<ShapedType>(input->get().getType()) ||
        !op.payloadUsesValueFromOperand(input))
      continue;
    std::optional<int64_t> bytes =
        staticBytes(input->get().getType(), overflow);
    if (!bytes || !addChecked(cost.bytesRead, *bytes, overflow))
      return std::nullopt;
  }
  for (OpOperand &init : op.getDpsInitsMutable()) {
    std::optional<int64_t> bytes = staticBytes(init.get().getType(), overflow);
    if (!bytes || !addChecked(cost.bytesWritten, *bytes, overflow))
      return std::nullopt;
    if (op.payloadUsesValueFromOperand(&init) && !isFreshInit(init.get()) &&
        !addChecked(cost.bytesRead, *bytes, overflow))
      return std::nullopt;
  }
  return cost;
}

/// linalg.softmax per element: max, subtract, exp, sum, divide.
static constexpr int64_t kSoftmaxFlopsPerElement = 5;

static std::optional<CostModel> costSoftmax(linalg::SoftmaxOp op,
                                            bool &overflow) {
  std::optional<int64_t> in = staticBytes(op.getInput().getType(), overflow);
  std::optional<int64_t> out = staticBytes(op.getOutput().getType(), overflow);
  if (!in || !out)
    return std::nullopt;
  std::optional<int64_t> elements =
      checkedProduct(cast<ShapedType>(op.getInput().getType()).getShape());
  std::optional<int64_t> flops =
      elements ? llvm::checkedMul(*elements, kSoftmaxFlopsPerElement)
               : std::nullopt;
  if (!flops) {
    overflow = true;
    return std::nullopt;
  }
  CostModel cost;
  cost.flops = *flops;
  cost.bytesRead = *in;
  cost.bytesWritten = *out;
  return cost;
}

/// An arith or math op applied to whole tensors.
static std::optional<CostModel> costTensorScalarOp(Operation *op,
                                                   bool &overflow) {
  auto result = cast<ShapedType>(op->getResult(0).getType());
  if (!result.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> elements = checkedProduct(result.getShape());
  std::optional<int64_t> flops =
      elements ? llvm::checkedMul(*elements, scalarOpFlops(*op))
               : std::nullopt;
  std::optional<int64_t> written = staticBytes(result, overflow);
  if (!flops || !written) {
    overflow = true;
    return std::nullopt;
  }
  CostModel cost;
  cost.flops = *flops;
  for (Value operand : op->getOperands()) {
    std::optional<int64_t> bytes = staticBytes(operand.getType(), overflow);
    if (!bytes)
      return std::nullopt;
    if (isa<ShapedType>(operand.getType()) &&
        !addChecked(cost.bytesRead, *bytes, overflow))
      return std::nullopt;
  }
  cost.bytesWritten = *written;
  return cost;
}

/// Ops that carry no computation of their own: shape plumbing, constants,
/// terminators and bufferization markers.
static bool isNonCompute(Operation *op) {
  Dialect *dialect = op->getDialect();
  if (dialect &&
      isa<tensor::TensorDialect, bufferization::BufferizationDialect>(dialect))
    return true;
  if (op->hasTrait<OpTrait::IsTerminator>() ||
      op->hasTrait<OpTrait::ConstantLike>())
    return true;
  // Scalar arith/math outside a linalg payload (e.g. index arithmetic).
  if (dialect && isa<arith::ArithDialect, math::MathDialect>(dialect))
    return llvm::none_of(op->getResultTypes(),
                         [](Type t) { return isa<ShapedType>(t); });
  return false;
}

/// A cost whose total traffic (CostModel::bytes) fits in int64; else none,
/// with `overflow` set.
static std::optional<CostModel> checkTotal(std::optional<CostModel> cost,
                                           bool &overflow) {
  if (cost && !llvm::checkedAdd(cost->bytesRead, cost->bytesWritten)) {
    overflow = true;
    return std::nullopt;
  }
  return cost;
}

std::optional<OpAnalysis> mlir::htam::analyzeOp(Operation *op,
                                                bool &unclassified) {
  unclassified = false;
  OpAnalysis result;
  result.op = op;
  for (Value operand : op->getOperands())
    if (isa<ShapedType>(operand.getType()))
      result.shapes.push_back(shapeOf(operand.getType()));

  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op)) {
    result.opClass = OpClass::SoftmaxNorm;
    result.elementType = getElementTypeOrSelf(softmax.getOutput().getType());
    result.cost = checkTotal(costSoftmax(softmax, result.overflow),
                             result.overflow);
    return result;
  }
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
    result.opClass = classifyLinalgOp(linalgOp);
    Value out =
        linalgOp.getDpsInits().empty() ? Value() : linalgOp.getDpsInits()[0];
    result.elementType = out ? getElementTypeOrSelf(out.getType()) : Type();
    result.cost = checkTotal(costLinalgOp(linalgOp, result.overflow),
                             result.overflow);
    return result;
  }
  Dialect *dialect = op->getDialect();
  if (dialect && isa<arith::ArithDialect, math::MathDialect>(dialect) &&
      op->getNumResults() == 1 &&
      isa<RankedTensorType>(op->getResult(0).getType())) {
    result.opClass = OpClass::Elementwise;
    result.elementType = getElementTypeOrSelf(op->getResult(0).getType());
    result.cost = checkTotal(costTensorScalarOp(op, result.overflow),
                             result.overflow);
    return result;
  }
  if (!isNonCompute(op))
    unclassified = true;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Tasks
//===----------------------------------------------------------------------===//

static bool isHeavy(OpClass cls) {
  return cls == OpClass::Contraction || cls == OpClass::Convolution ||
         cls == OpClass::Pooling;
}

/// Reduce-then-normalize: a reduction's result (possibly after elementwise
/// ops) is broadcast back over the iteration space of a later op. This is how
/// softmax, layer norm and RMS norm look when written as generics.
static bool hasNormalizePattern(ArrayRef<OpAnalysis> ops) {
  llvm::SetVector<Value> derived;
  for (const OpAnalysis &info : ops) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(info.op);
    if (!linalgOp)
      continue;
    bool consumesDerived = false;
    for (OpOperand *input : linalgOp.getDpsInputOperands()) {
      if (!derived.contains(input->get()))
        continue;
      consumesDerived = true;
      AffineMap map = linalgOp.getMatchingIndexingMap(input);
      if (info.opClass == OpClass::Broadcast &&
          map.getNumResults() < linalgOp.getNumLoops())
        return true;
    }
    if (info.opClass == OpClass::Reduction || consumesDerived)
      for (Value r : info.op->getResults())
        derived.insert(r);
  }
  return false;
}

static OpClass combineClasses(ArrayRef<OpAnalysis> ops) {
  unsigned heavy = 0, others = 0;
  OpClass heavyClass = OpClass::Elementwise;
  bool reduction = false, broadcast = false, softmax = false;
  for (const OpAnalysis &info : ops) {
    // A fill only initializes an accumulator; it does not shape the task.
    if (isa<linalg::FillOp>(info.op))
      continue;
    if (isHeavy(info.opClass)) {
      ++heavy;
      heavyClass = info.opClass;
      continue;
    }
    ++others;
    reduction |= info.opClass == OpClass::Reduction;
    broadcast |= info.opClass == OpClass::Broadcast;
    softmax |= info.opClass == OpClass::SoftmaxNorm;
  }
  if (heavy == 1 && others == 0)
    return heavyClass;
  if (heavy > 0)
    return OpClass::FusedMix;
  if (softmax || (reduction && hasNormalizePattern(ops)))
    return OpClass::SoftmaxNorm;
  if (reduction)
    return OpClass::Reduction;
  return broadcast ? OpClass::Broadcast : OpClass::Elementwise;
}

/// An argument is read unless its only uses are linalg operands whose value
/// the payload ignores (the init of a fill, the window of a pooling).
static bool isReadByTask(BlockArgument arg) {
  return llvm::any_of(arg.getUses(), [](OpOperand &use) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    return !linalgOp || linalgOp.payloadUsesValueFromOperand(&use);
  });
}

OperatorTask mlir::htam::analyzeOperatorTask(func::FuncOp func) {
  OperatorTask task;
  task.func = func;
  FunctionType type = func.getFunctionType();
  for (Type t : type.getInputs())
    if (isa<RankedTensorType>(t))
      task.inputShapes.push_back(shapeOf(t));
  for (Type t : type.getResults())
    if (isa<RankedTensorType>(t))
      task.outputShapes.push_back(shapeOf(t));
  // The element type of the first tensor result (else the first argument).
  SmallVector<Type> signature(type.getResults());
  llvm::append_range(signature, type.getInputs());
  for (Type t : signature) {
    if (isa<RankedTensorType>(t)) {
      task.elementType = getElementTypeOrSelf(t);
      break;
    }
  }

  bool costed = true;
  // Set when a count of the task (not of one op) overflows int64.
  bool overflow = false;
  CostModel total;
  for (Operation &op : func.getBody().getOps()) {
    bool unclassified = false;
    std::optional<OpAnalysis> info = analyzeOp(&op, unclassified);
    if (unclassified) {
      op.emitWarning() << "htam-analyze: cannot classify '" << op.getName()
                       << "'; the task's FLOPs are not computed";
      costed = false;
      continue;
    }
    if (!info)
      continue;
    if (info->cost) {
      costed &= addChecked(total.flops, info->cost->flops, overflow);
    } else if (info->overflow) {
      op.emitWarning() << "htam-analyze: the element or byte counts of '"
                       << op.getName()
                       << "' overflow 64 bits; its FLOPs and bytes (and the "
                          "task's roofline) are not computed";
      costed = false;
    } else {
      op.emitWarning() << "htam-analyze: dynamic shape; FLOPs and bytes of '"
                       << op.getName() << "' are not computed";
      costed = false;
    }
    task.ops.push_back(std::move(*info));
  }

  // Compulsory traffic of the task: arguments that are read, results.
  bool dynamicSignature = false;
  auto addBytes = [&](Type t, int64_t &counter) {
    bool typeOverflow = false;
    if (std::optional<int64_t> bytes = staticBytes(t, typeOverflow))
      addChecked(counter, *bytes, overflow);
    else if (typeOverflow)
      overflow = true;
    else
      dynamicSignature = true;
  };
  for (BlockArgument arg : func.getArguments())
    if (isa<ShapedType>(arg.getType()) && isReadByTask(arg))
      addBytes(arg.getType(), total.bytesRead);
  for (Type t : type.getResults())
    addBytes(t, total.bytesWritten);
  // Constant tensors that become device buffers are read like inputs.
  llvm::SmallPtrSet<Attribute, 4> seenConstants;
  func.walk([&](arith::ConstantOp c) {
    if (!isa<RankedTensorType>(c.getType()) ||
        !isBufferConstant(c.getValue()) ||
        !seenConstants.insert(c.getValue()).second)
      return;
    task.constantShapes.push_back(shapeOf(c.getType()));
    int64_t before = total.bytesRead;
    addBytes(c.getType(), total.bytesRead);
    task.constantBytes += total.bytesRead - before;
  });
  if (dynamicSignature) {
    func.emitWarning() << "htam-analyze: dynamic shape in the signature of '"
                       << func.getSymName() << "'; bytes are not computed";
    costed = false;
  }
  if (!checkTotal(total, overflow))
    costed = false;
  if (overflow) {
    func.emitWarning() << "htam-analyze: the FLOPs or bytes of '"
                       << func.getSymName()
                       << "' overflow 64 bits; its cost and roofline are not "
                          "computed";
    costed = false;
  }
  task.opClass = combineClasses(task.ops);
  if (costed)
    task.cost = total;
  return task;
}
