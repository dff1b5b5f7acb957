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

#include "htam/Analysis/OperatorTask.h"
#include "htam/CpuReference/CpuReference.h"
#include "htam/InitAll.h"
#include "htam/Runtime/RawBuffers.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Transforms/Passes.h"
#include "htam/Transforms/Unsupported.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <optional>

#include <unistd.h>

using namespace mlir;
using namespace mlir::htam;

static int toolError(const llvm::Twine &message) {
  llvm::errs() << "htam-run: error: " << message << "\n";
  return 1;
}

/// The host memory the buffers of a CPU run may take: half of this machine's
/// physical memory (16 GiB when the system does not say).
static uint64_t hostMemoryLimit() {
  long pages = ::sysconf(_SC_PHYS_PAGES);
  long pageSize = ::sysconf(_SC_PAGESIZE);
  if (pages <= 0 || pageSize <= 0)
    return uint64_t(16) << 30;
  return uint64_t(pages) * uint64_t(pageSize) / 2;
}

/// Checks, before anything is allocated, that the task's arguments and
/// results fit in host memory: the run holds each of them twice (the values
/// and a copy of the inputs, or the GPU's outputs to compare).
static LogicalResult checkHostMemory(func::FuncOp func) {
  std::optional<int64_t> total = 0;
  llvm::SmallVector<Type> types(func.getArgumentTypes());
  llvm::append_range(types, func.getResultTypes());
  for (Type type : types) {
    auto shaped = dyn_cast<ShapedType>(type);
    // Other types are rejected with a clearer message later.
    if (!shaped || !shaped.hasStaticShape() ||
        !shaped.getElementType().isIntOrFloat())
      continue;
    std::optional<int64_t> bytes =
        (shaped.getElementType().getIntOrFloatBitWidth() + 7) / 8;
    for (int64_t size : shaped.getShape())
      bytes = bytes ? llvm::checkedMul(*bytes, size) : std::nullopt;
    total = total && bytes ? llvm::checkedAdd(*total, *bytes) : std::nullopt;
  }
  std::optional<int64_t> needed =
      total ? llvm::checkedMul(*total, int64_t(2)) : std::nullopt;
  uint64_t limit = hostMemoryLimit();
  if (!needed)
    return func.emitError()
           << "htam-run: the arguments and results of '" << func.getSymName()
           << "' take more than 2^62 bytes; the CPU run holds them twice in "
              "host memory (limit: "
           << limit << " bytes, half of this machine's physical memory)";
  if (uint64_t(*needed) > limit)
    return func.emitError()
           << "htam-run: the arguments and results of '" << func.getSymName()
           << "' take " << *total << " bytes, held twice by the CPU run ("
           << *needed << " bytes); more than the limit of " << limit
           << " bytes (half of this machine's physical memory)";
  return success();
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
  // Diagnostics as file:line:col with the source line, as htam-opt prints,
  // without the whole module after each.
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(request.path, sourceMgr,
                                ParserConfig(&context));
  if (!module)
    return toolError(request.path + ": cannot parse the module");
  auto func = module->lookupSymbol<func::FuncOp>(request.funcName);
  if (!func) {
    module->emitError() << "htam-run: no function '" << request.funcName
                        << "' at the top level of the module";
    return toolError(request.path + ": no function '" + request.funcName + "'");
  }
  if (std::string why = whyNotOperatorTask(func); !why.empty()) {
    func.emitError() << "htam-run: '" << request.funcName
                     << "' is not an operator task: " << why;
    return 1;
  }
  if (std::optional<UnsupportedConstruct> why = findUnboundEdge(func)) {
    why->op->emitError() << "htam-run: " << why->reason;
    return 1;
  }
  if (failed(checkHostMemory(func)))
    return 1;

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

  // The f64 oracle replaces the task on the CPU; the arguments stay the f32
  // task's (the runtime's buffers are f32).
  OwningOpRef<ModuleOp> oracle;
  ModuleOp cpuModule = *module;
  if (request.f64Oracle) {
    oracle = module->clone();
    PassManager widen(&context);
    widen.addPass(createHTAMWidenToF64Pass());
    if (failed(widen.run(*oracle)))
      return toolError(request.path +
                       ": htam-widen-to-f64 failed (diagnostics above)");
    cpuModule = *oracle;
  }

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
            runTaskOnCpu(cpuModule, request.funcName, args, buffers))
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
             llvm::formatv("{0:x-16}", checksum(buffers[i])).str()}});
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
  if (request.f64Oracle)
    doc["oracle"] = "f64";
  doc["args"] = formatArgSpecs(args);
  doc["atol"] = options.tolerance.atol;
  doc["rtol"] = options.tolerance.rtol;
  doc["trials"] = std::move(trialsJson);
  if (!request.cpuOnly)
    doc["agree"] = agree;
  return agree ? 0 : 2;
}
