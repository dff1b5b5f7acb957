//===- CpuCheck.cpp - htam-run --cpu-check and --cpu-run ------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The independent check of the reference (SPEC §5): for every trial the
// inputs are generated exactly as the evaluator's worker generates them,
// the task runs on the CPU (MLIR JIT) and the GPU reference runs on the same
// inputs (written to files, read by the worker with --inputs semantics);
// its dumped outputs are compared with the CPU's under the same allclose
// and NaN/Inf parity rules as candidates.
//
//===----------------------------------------------------------------------===//

#include "CpuCheck.h"

#include "htam/CpuReference/CpuReference.h"
#include "htam/InitAll.h"
#include "htam/Runtime/RawBuffers.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <optional>

using namespace mlir;
using namespace mlir::htam;

static int toolError(const llvm::Twine &message) {
  llvm::errs() << "htam-run: error: " << message << "\n";
  return 1;
}

static llvm::json::Object compareToJSON(const CompareResult &c, size_t arg) {
  llvm::StringRef status =
      c.status == CompareResult::Status::Ok            ? "ok"
      : c.status == CompareResult::Status::Mismatch    ? "mismatch"
      : c.status == CompareResult::Status::NanMismatch ? "nan_mismatch"
                                                       : "shape_mismatch";
  llvm::json::Object o{{"arg", static_cast<int64_t>(arg)},
                       {"status", status},
                       {"elements", static_cast<int64_t>(c.numElements)},
                       {"bad", static_cast<int64_t>(c.numBad)},
                       {"max_abs_error", c.maxAbsError},
                       {"max_rel_error", c.maxRelError}};
  if (c.firstBadIndex >= 0) {
    o["first_bad_index"] = c.firstBadIndex;
    o["cpu_at_first_bad"] = c.expectedAtFirstBad;
    o["gpu_at_first_bad"] = c.actualAtFirstBad;
  }
  return o;
}

int mlir::htam::runCpuCheck(const CpuCheckRequest &request,
                            llvm::json::Object &doc) {
  MLIRContext context([] {
    DialectRegistry registry;
    registerHTAMDialects(registry);
    return registry;
  }());
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(request.path, &context);
  if (!module)
    return toolError(request.path + ": cannot parse the module");
  auto func = module->lookupSymbol<func::FuncOp>(request.funcName);
  if (!func)
    return toolError(request.path + ": no function '" + request.funcName + "'");

  // The GPU reference, lowered from a copy (the CPU lowering clones the
  // tensor-level function).
  OwningOpRef<ModuleOp> gpu = module->clone();
  PassManager pm(&context);
  pm.addPass(createHTAMLowerReferencePass());
  if (failed(pm.run(*gpu)))
    return toolError(request.path +
                     ": htam-lower-reference failed (diagnostics above)");
  FailureOr<LaunchPlan> plan =
      extractLaunchPlan(gpu->lookupSymbol<func::FuncOp>(request.funcName));
  if (failed(plan))
    return toolError(request.path + ": cannot run '" + request.funcName +
                     "' (diagnostics above)");
  plan->kernel.label =
      (llvm::sys::path::filename(request.path) + ":" + request.funcName).str();
  const std::vector<ArgSpec> &args = plan->args;

  EvaluatorOptions options = request.options;
  bool givenInputs = !options.inputsDir.empty();
  std::vector<TrialPlan> trials =
      givenInputs ? std::vector<TrialPlan>{TrialPlan{}}
                  : planTrials(options.numTrials, options.baseSeed,
                               options.distributions);
  llvm::SmallString<128> workDir;
  if (!request.cpuOnly)
    if (std::error_code ec =
            llvm::sys::fs::createUniqueDirectory("htam-cpu-check", workDir))
      return toolError("cannot create a temporary directory: " + ec.message());
  std::optional<Evaluator> evaluator;
  if (!request.cpuOnly) {
    options.numTrials = 1;
    options.time = false;
    evaluator.emplace(options, args);
  }

  bool agree = true;
  llvm::json::Array trialsJson;
  for (auto [t, trial] : llvm::enumerate(trials)) {
    std::vector<std::vector<float>> buffers(args.size());
    for (auto [i, spec] : llvm::enumerate(args)) {
      if (!spec.isInput())
        continue;
      buffers[i].resize(spec.numElements());
      if (givenInputs) {
        if (llvm::Error err = readRawFloats(options.inputsDir, i, buffers[i]))
          return toolError(llvm::toString(std::move(err)));
      } else {
        generateInput(buffers[i], trial.distribution,
                      argumentSeed(trial.seed, i), spec.init);
      }
    }
    std::vector<std::vector<float>> inputs = buffers;
    if (llvm::Error err =
            runTaskOnCpu(*module, request.funcName, args, buffers))
      return toolError(llvm::toString(std::move(err)));

    llvm::json::Object trialJson;
    if (!givenInputs) {
      trialJson["seed"] = trial.seed;
      trialJson["distribution"] = toString(trial.distribution);
    }
    if (request.cpuOnly) {
      llvm::json::Array outs;
      for (auto [i, spec] : llvm::enumerate(args)) {
        if (!spec.isOutput())
          continue;
        outs.push_back(llvm::json::Object{
            {"arg", static_cast<int64_t>(i)},
            {"checksum",
             llvm::formatv("{0:x16}", checksum(buffers[i])).str()}});
        if (!options.dumpDir.empty())
          if (llvm::Error err = writeRawFloats(options.dumpDir, i, buffers[i]))
            return toolError(llvm::toString(std::move(err)));
      }
      trialJson["outputs"] = std::move(outs);
      trialsJson.push_back(std::move(trialJson));
      continue;
    }

    // The GPU reference on the same inputs.
    llvm::SmallString<128> trialDir(workDir), inDir, outDir;
    llvm::sys::path::append(trialDir, "trial" + llvm::Twine(t));
    inDir = trialDir;
    llvm::sys::path::append(inDir, "in");
    outDir = trialDir;
    llvm::sys::path::append(outDir, "gpu");
    for (auto [i, spec] : llvm::enumerate(args))
      if (spec.isInput())
        if (llvm::Error err = writeRawFloats(inDir, i, inputs[i]))
          return toolError(llvm::toString(std::move(err)));
    evaluator->getOptions().inputsDir = std::string(inDir);
    evaluator->getOptions().dumpDir = std::string(outDir);
    Evaluation e = evaluator->evaluate(plan->kernel);
    if (!e.passed()) {
      trialJson["gpu"] = toJSON(e);
      trialsJson.push_back(std::move(trialJson));
      agree = false;
      continue;
    }
    llvm::json::Array outs;
    for (auto [i, spec] : llvm::enumerate(args)) {
      if (!spec.isOutput())
        continue;
      std::vector<float> gpuValues(spec.numElements());
      if (llvm::Error err = readRawFloats(outDir, i, gpuValues))
        return toolError(llvm::toString(std::move(err)));
      CompareResult c =
          compareOutputs(buffers[i], gpuValues, options.tolerance);
      agree &= c.ok();
      outs.push_back(compareToJSON(c, i));
    }
    trialJson["outputs"] = std::move(outs);
    trialsJson.push_back(std::move(trialJson));
  }
  if (!workDir.empty() && !options.keepFiles)
    llvm::sys::fs::remove_directories(workDir);

  doc["tool"] = "htam-run";
  doc["version"] = 1;
  doc["mode"] = request.cpuOnly ? "cpu-run" : "cpu-check";
  doc["func"] = request.funcName;
  doc["args"] = formatArgSpecs(args);
  doc["atol"] = options.tolerance.atol;
  doc["rtol"] = options.tolerance.rtol;
  doc["trials"] = std::move(trialsJson);
  if (!request.cpuOnly)
    doc["agree"] = agree;
  return agree ? 0 : 2;
}
