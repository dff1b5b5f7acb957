//===- OperatorTask.h - Operator tasks and their cost model -----*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// An operator task is one public `func.func` on tensors: the unit htam
// optimizes. This header declares how a task and each of its compute ops are
// classified (elementwise, reduction, contraction, ...) and costed (FLOPs,
// compulsory bytes, arithmetic intensity, roofline bound on a given GPU).
// Everything downstream (the state summary, the memory's trigger matching,
// the strategy library) reads these numbers.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_ANALYSIS_OPERATORTASK_H
#define HTAM_ANALYSIS_OPERATORTASK_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
namespace htam {

/// Coarse operator classes of SPEC §4, ordered from cheapest to richest.
enum class OpClass {
  Elementwise,
  Broadcast,
  Reduction,
  SoftmaxNorm,
  Contraction,
  Convolution,
  Pooling,
  FusedMix,
};

/// The attribute spelling of an operator class (e.g. "softmax_norm").
llvm::StringRef stringifyOpClass(OpClass cls);
/// Parses the attribute spelling; std::nullopt for unknown names.
std::optional<OpClass> symbolizeOpClass(llvm::StringRef name);

/// The GPU the roofline is computed for.
struct GpuDescription {
  /// Sustained DRAM bandwidth in bytes per second (reads plus writes).
  double bandwidthBytesPerSec = 4.3e12;
  unsigned smCount = 132;
  double clockHz = 1.98e9;
  unsigned fp32LanesPerSM = 128;

  /// Peak FP32 rate: every lane retires one FMA (two FLOPs) per cycle.
  double peakFlopsPerSec() const {
    return double(smCount) * fp32LanesPerSM * 2.0 * clockHz;
  }
};

/// Which roofline ceiling limits a kernel.
enum class RooflineBound { Memory, Compute };

llvm::StringRef stringifyBound(RooflineBound bound);

/// Cost of one op or one task. Byte counts are compulsory traffic: what any
/// implementation must move through DRAM at least once.
struct CostModel {
  int64_t flops = 0;
  int64_t bytesRead = 0;
  int64_t bytesWritten = 0;

  int64_t bytes() const { return bytesRead + bytesWritten; }
  /// FLOPs per byte; 0 when nothing moves.
  double intensity() const {
    return bytes() == 0 ? 0.0 : double(flops) / double(bytes());
  }
  /// Lower bound on run time in microseconds on `gpu`.
  double rooflineMicros(const GpuDescription &gpu) const;
  RooflineBound bound(const GpuDescription &gpu) const;
};

/// What the analysis learned about one compute op.
struct OpAnalysis {
  Operation *op = nullptr;
  OpClass opClass = OpClass::Elementwise;
  /// Static shapes of the operands (inputs then outputs).
  llvm::SmallVector<llvm::SmallVector<int64_t>> shapes;
  Type elementType;
  /// Empty when a shape is dynamic or a count overflows int64.
  std::optional<CostModel> cost;
  /// The cost is empty because an element, FLOP or byte count overflows
  /// int64 (not because a shape is dynamic).
  bool overflow = false;
};

/// An operator task: the function, its class and its cost.
struct OperatorTask {
  func::FuncOp func;
  OpClass opClass = OpClass::Elementwise;
  llvm::SmallVector<llvm::SmallVector<int64_t>> inputShapes;
  llvm::SmallVector<llvm::SmallVector<int64_t>> outputShapes;
  /// Constant tensors passed as device buffers (weights, masks, tables:
  /// non-splat dense and dense_resource), each distinct one once; their bytes
  /// are part of the cost's bytesRead.
  llvm::SmallVector<llvm::SmallVector<int64_t>> constantShapes;
  int64_t constantBytes = 0;
  Type elementType;
  /// Empty when a shape is dynamic or an op could not be costed.
  std::optional<CostModel> cost;
  llvm::SmallVector<OpAnalysis> ops;
};

/// True for the functions htam treats as operator tasks: public, with a
/// body, and with at least one tensor argument or result.
bool isOperatorTask(func::FuncOp func);

/// Why `func` is not an operator task, as a clause for a diagnostic ("it is
/// a declaration (no body)", ...); empty when it is one.
std::string whyNotOperatorTask(func::FuncOp func);

/// Warns, prefixed by `pass`, at every public function with a body under
/// `root` that is not an operator task (one on memrefs or scalars), saying
/// why it is skipped, and at `root` when it holds functions but no task
/// (declarations only, say). `nested`: also functions in nested modules.
/// `onSkipped`, when given, is called for every function that is not an
/// operator task (declarations and private functions too) with the reason
/// and the warning given ("" when none).
void warnSkippedFunctions(
    Operation *root, llvm::StringRef pass, bool nested,
    llvm::function_ref<void(func::FuncOp, llvm::StringRef why,
                            llvm::StringRef warning)>
        onSkipped = {});

/// Classifies and costs one op. Returns std::nullopt for ops that are not
/// compute (tensor.empty, reshapes, constants, terminators) and for ops it
/// cannot classify; `unclassified` is set for the latter.
std::optional<OpAnalysis> analyzeOp(Operation *op, bool &unclassified);

/// Analyzes a whole task. Emits a warning at the location of every op it
/// cannot classify and of every dynamic shape; never fails on valid IR.
OperatorTask analyzeOperatorTask(func::FuncOp func);

/// FLOPs one execution of a scalar payload block performs: one per arith or
/// math op on non-index values, two per fma; constants, casts, selects and
/// yields are free.
int64_t countPayloadFlops(Block &body);

} // namespace htam
} // namespace mlir

#endif // HTAM_ANALYSIS_OPERATORTASK_H
