//===- EmitTask.cpp - the emitter's entry ---------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `emitTask`: validates the task, prepares a clone (aggregates decomposed,
// named ops generalized), and dispatches to a kernel family.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;
using namespace cuda_emitter;

FailureOr<func::FuncOp>
cuda_emitter::prepare(func::FuncOp task, ModuleOp module, std::string &error) {
  OpBuilder b(task.getContext());
  b.setInsertionPointToEnd(module.getBody());
  auto clone = cast<func::FuncOp>(b.clone(*task.getOperation()));
  IRRewriter rewriter(task.getContext());
  SmallVector<linalg::AggregatedOpInterface> aggs;
  clone.walk([&](linalg::AggregatedOpInterface op) { aggs.push_back(op); });
  for (linalg::AggregatedOpInterface op : aggs) {
    rewriter.setInsertionPoint(op);
    FailureOr<SmallVector<Value>> res = op.decomposeOperation(rewriter);
    if (failed(res)) {
      error =
          "could not decompose '" + op->getName().getStringRef().str() + "'";
      return failure();
    }
    rewriter.replaceOp(op, *res);
  }
  SmallVector<linalg::LinalgOp> named;
  clone.walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    if (failed(linalg::generalizeNamedOp(rewriter, op))) {
      error =
          "could not generalize '" + op->getName().getStringRef().str() + "'";
      return failure();
    }
  }
  return clone;
}

FailureOr<EmitResult> mlir::htam::detail::emitTask(func::FuncOp task,
                                                   const EmitOptions &options,
                                                   std::string &error) {
  error.clear();
  if (task.isExternal()) {
    error = "the task has no body";
    return failure();
  }
  OwningOpRef<ModuleOp> module(ModuleOp::create(task.getLoc()));
  FailureOr<func::FuncOp> func = prepare(task, *module, error);
  if (failed(func))
    return failure();
  if (!llvm::hasSingleElement(func->getBody())) {
    error = "the task body must be one block";
    return failure();
  }
  // Staged sums become one reduction for the templates that read a whole
  // statistic in one pass: a split reduction of l1_37's sum of squares is
  // then one split over all 7.5 GB, not three stages.
  if (options.welford || options.rowResident ||
      options.reduce == ReduceStrategy::Split)
    flattenNestedSums(*func);
  Plan plan(*func, options, error);
  if (options.libraryGemm && options.libraryLt)
    splitLibraryEpilogues(*func, plan.libraryEpilogues);
  plan.numArgs = func->getNumArguments();
  plan.numResults = func->getNumResults();
  // Index width from the largest tensor in the task.
  int64_t largest = 0;
  func->walk([&](Operation *op) {
    for (Value r : op->getResults())
      if (auto t = dyn_cast<RankedTensorType>(r.getType()))
        if (t.hasStaticShape())
          largest = std::max(largest, numel(t.getShape()));
  });
  for (Value a : func->getArguments())
    if (auto t = dyn_cast<RankedTensorType>(a.getType()))
      if (t.hasStaticShape())
        largest = std::max(largest, numel(t.getShape()));
  int bits = options.indexBits;
  if (bits != 32 && bits != 64)
    bits = largest >= (int64_t(1) << 31) - (int64_t(1) << 26) ? 64 : 32;
  if (bits == 32 && largest >= (int64_t(1) << 31) - (int64_t(1) << 26)) {
    error = "index_bits=32 is too narrow for a tensor of " +
            std::to_string(largest) + " elements";
    return failure();
  }
  plan.idxType = bits == 64 ? "long long" : "int";
  for (Type t : func->getArgumentTypes()) {
    auto rt = dyn_cast<RankedTensorType>(t);
    if (!rt || !rt.hasStaticShape() || !rt.getElementType().isF32()) {
      error = "task arguments must be static f32 tensors";
      return failure();
    }
  }
  auto gemmDims = [&](linalg::GenericOp op)
      -> std::optional<linalg::ContractionDimensions> {
    if (std::optional<linalg::ContractionDimensions> d = detectContraction(op))
      return d;
    if (options.implicitGemm)
      return detectConvAsGemm(op);
    return std::nullopt;
  };
  func->walk([&](linalg::GenericOp op) {
    if (hasReduction(op))
      plan.stats.numReductions++;
    if (matchOnlineSoftmax(op))
      plan.stats.hasSoftmaxPair = true;
    if (gemmDims(op))
      plan.stats.numContractions++;
  });
  unsigned contractions = plan.stats.numContractions;
  plan.stats.numContractions = 0;
  auto ret = cast<func::ReturnOp>(func->getBody().front().getTerminator());

  // A softmax over dims that are not rows (the channels of NCHW): its
  // (max, sum) pair is one serial online pass per output, then the results
  // elementwise; the row kernel would see the whole tensor as one row.
  bool columnSoftmax = false;
  if (options.onlineSoftmax) {
    bool rows = false, other = false;
    func->walk([&](linalg::GenericOp op) {
      if (matchOnlineSoftmax(op))
        rows = true;
      else if (matchOnlineSoftmax(op, /*anyDims=*/true))
        other = true;
    });
    columnSoftmax = other && !rows;
  }

  LogicalResult ok = failure();
  if (options.fusedRow && !columnSoftmax) {
    ok = plan.emitFusedRow();
  } else {
    bool done = false;
    if (options.gemm && contractions == 1) {
      linalg::GenericOp cop;
      func->walk([&](linalg::GenericOp op) {
        if (gemmDims(op))
          cop = op;
      });
      if (plan.stats.numReductions == 1) {
        if (succeeded(plan.emitGemm(cop, *gemmDims(cop), std::nullopt, true))) {
          done = true;
          ok = success();
          plan.stats.gemmFused = true;
        } else {
          plan.discardKernels();
        }
      }
      if (!done && options.gemmRequireFused) {
        if (error.empty())
          error = "the epilogue cannot be fused into the GEMM";
        return failure();
      }
      error.clear();
    }
    if (!done) {
      ok = success();
      for (auto [r, v] : llvm::enumerate(ret.getOperands())) {
        if (options.libraryConv && !plan.materialized.count(v)) {
          FailureOr<bool> fused = plan.emitLibraryConvBias(
              v, ParamRef{false, plan.numArgs + unsigned(r)});
          if (failed(fused)) {
            ok = failure();
            break;
          }
          if (*fused)
            continue;
        }
        // A partner result (an argmax's index) its reduction already wrote
        // into this result's buffer.
        auto done = plan.materialized.find(v);
        if (done != plan.materialized.end() && done->second.isArgument() &&
            done->second.index == plan.numArgs + unsigned(r))
          continue;
        auto gen = v.getDefiningOp<linalg::GenericOp>();
        if (gen && (hasReduction(gen) || plan.libraryEpilogues.count(v)) &&
            !plan.materialized.count(v) && !options.inlineReductions) {
          if (failed(plan.materialize(
                  v, ParamRef{false, plan.numArgs + unsigned(r)}))) {
            ok = failure();
            break;
          }
          continue;
        }
        if (failed(plan.emitFinal(unsigned(r), v))) {
          ok = failure();
          break;
        }
      }
    }
  }
  if (failed(ok)) {
    if (error.empty())
      error = "kernel generation failed";
    return failure();
  }
  // Entries are numbered in launch order (kernels are created depth-first).
  for (size_t i = 0; i < plan.launches.size(); ++i) {
    if (plan.launches[i].isLibraryCall())
      continue;
    std::string oldName = plan.launches[i].entry;
    std::string newName =
        oldName.substr(0, oldName.rfind("_k")) + "_k" + std::to_string(i);
    std::string &text = plan.kernels[i];
    size_t at = text.find("\n" + oldName + "(");
    if (at != std::string::npos)
      text.replace(at + 1, oldName.size(), newName);
    plan.launches[i].entry = newName;
  }
  EmitResult res = plan.stats;
  res.source = plan.prelude() + plan.extraPrelude;
  for (const std::string &k : plan.kernels)
    if (!k.empty())
      res.source += "\n" + k;
  res.launches = plan.launches;
  res.scratchBytes = plan.scratch;
  res.constants = plan.constants;
  res.note = join(plan.notes, "; ");
  return res;
}
