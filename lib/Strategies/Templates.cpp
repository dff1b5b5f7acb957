//===- Templates.cpp - The registry of built-in CUDA templates ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The entry points that generate a template's kernel for a task; the table
// of templates (ids, parameter domains) is TemplateTable.cpp. Per template,
// the emitter configuration is in TemplateOptions.cpp, the check of the
// emitted structure in TemplateFits.cpp, the in-card search in
// ParamSearch.cpp.
//
//===----------------------------------------------------------------------===//

#include "htam/Strategies/Strategies.h"

#include "CudaEmitter.h"
#include "TemplateRegistry.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

/// The template's default for every parameter absent from `given`.
TemplateParams withDefaults(const StrategyTemplate &t,
                            const TemplateParams &given) {
  TemplateParams p = given;
  for (const ParamDomain &d : t.space)
    if (!p.has(d.name) && !d.values.empty())
      p.set(d.name, d.values.front());
  return p;
}

} // namespace

FailureOr<GeneratedKernel>
mlir::htam::generateKernelQuiet(func::FuncOp task, llvm::StringRef id,
                                const TemplateParams &params,
                                std::string &error) {
  const StrategyTemplate *t = lookupStrategyTemplate(id);
  if (!t) {
    error = "unknown template '" + id.str() + "'";
    return failure();
  }
  TemplateParams p = withDefaults(*t, params);
  FailureOr<EmitOptions> opts = optionsFor(id, p, error);
  if (failed(opts))
    return failure();
  FailureOr<EmitResult> r = emitTask(task, *opts, error);
  if (failed(r))
    return failure();
  if (!structureFits(id, *r, error))
    return failure();
  GeneratedKernel k;
  k.templateId = id.str();
  k.params = p;
  k.source = "// htam template " + id.str() + " (" + p.str() + ") for @" +
             task.getSymName().str() + "\n" + r->source;
  k.launches = r->launches;
  k.scratchBytes = r->scratchBytes;
  k.constants = r->constants;
  if (opts->fastMath)
    k.compileOptions.push_back("-use_fast_math");
  if (opts->wgmma) {
    // wgmma and setmaxnreg exist in sm_90a only (Nvrtc.cpp honours the
    // option for an sm_90 target and refuses it for any other), and the
    // 3xTF32 rounding differs from FP32's: judged by the f64 oracle alone.
    k.compileOptions.push_back("-arch=sm_90a");
    k.acceptByAccuracyOnly = true;
  }
  k.usesVendorLibrary = r->numLibraryCalls > 0;
  k.note = id.str() + ": " + r->note;
  return k;
}

FailureOr<GeneratedKernel>
mlir::htam::generateKernel(func::FuncOp task, llvm::StringRef id,
                           const TemplateParams &params) {
  std::string error;
  FailureOr<GeneratedKernel> k = generateKernelQuiet(task, id, params, error);
  if (failed(k))
    task.emitError() << "template " << id
                     << " cannot implement this task: " << error;
  return k;
}

bool mlir::htam::templateSupports(llvm::StringRef id, func::FuncOp task,
                                  std::string *why) {
  std::string error;
  const StrategyTemplate *t = lookupStrategyTemplate(id);
  if (!t) {
    if (why)
      *why = "unknown template";
    return false;
  }
  FailureOr<GeneratedKernel> k = generateKernelQuiet(task, id, {}, error);
  if (failed(k)) {
    if (why)
      *why = error;
    return false;
  }
  return true;
}

