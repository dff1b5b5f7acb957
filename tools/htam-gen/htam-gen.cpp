//===- htam-gen.cpp - Emit CUDA kernels from the strategy library ---------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The command-line face of lib/Strategies: parses an MLIR file, picks one
// task function, and prints the CUDA source and launch plan a built-in
// template generates for it (--impl, --param). --list shows which templates
// support the task, --rank the in-card search's configurations, --compile
// runs nvrtc (no GPU needed) and prints the ptxas statistics, --args prints
// the argument specification htam-run takes for the task.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/OperatorTask.h"
#include "htam/InitAll.h"
#include "htam/Runtime/Nvrtc.h"
#include "htam/Strategies/Strategies.h"
#include "htam/Transforms/EmitKernel.h"
#include "htam/Version.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::htam;
namespace cl = llvm::cl;

static cl::OptionCategory genCat("htam-gen options");
static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<task.mlir>"),
                                      cl::init("-"), cl::cat(genCat));
static cl::opt<std::string>
    funcName("func", cl::desc("Task function (default: the first public one)"),
             cl::cat(genCat));
static cl::opt<std::string> implOpt("impl",
                                    cl::desc("Template implementation id "
                                             "(tpl_...)"),
                                    cl::cat(genCat));
static cl::list<std::string>
    paramItems("param", cl::desc("Template parameter name=value (repeatable)"),
               cl::cat(genCat));
static cl::opt<bool> listOpt("list",
                             cl::desc("List the templates that support the "
                                      "task (and why the others do not)"),
                             cl::cat(genCat));
static cl::opt<bool>
    allOpt("all",
           cl::desc("Generate (and with --compile, compile) every template "
                    "that supports the task with its default parameters; "
                    "one line per template"),
           cl::cat(genCat));
static cl::opt<unsigned>
    rankOpt("rank",
            cl::desc("Print the N best parameter configurations of --impl "
                     "(the in-card search)"),
            cl::init(0), cl::cat(genCat));
static cl::opt<bool> compileOpt("compile",
                                cl::desc("Compile with nvrtc and print the "
                                         "ptxas statistics"),
                                cl::cat(genCat));
static cl::opt<std::string> archOpt("arch", cl::desc("nvrtc target"),
                                    cl::init("sm_90"), cl::cat(genCat));
static cl::opt<bool> argsOpt("args",
                             cl::desc("Print the htam-run --args spec of the "
                                      "task"),
                             cl::cat(genCat));
static cl::opt<bool> quietSource("no-source",
                                 cl::desc("Do not print the CUDA source"),
                                 cl::cat(genCat));
static cl::opt<std::string> emitMlirFile(
    "emit-mlir",
    cl::desc("Write the module with the task replaced by the candidate in "
             "upstream form (docs/TRANSFORMS.md): kernels compiled with nvrtc "
             "into a gpu.binary, library steps as runtime calls"),
    cl::value_desc("file"), cl::cat(genCat));
static cl::opt<std::string> outputFile("o",
                                       cl::desc("Write the CUDA source here"),
                                       cl::value_desc("file"), cl::cat(genCat));
static cl::opt<std::string>
    launchFile("launch-file",
               cl::desc("Write the launch lines here (one per launch; a "
                        "'scratch=' line first when there are scratch "
                        "buffers)"),
               cl::value_desc("file"), cl::cat(genCat));

/// The task's arguments in htam-run's syntax; a parameter's `htam.init`
/// (docs/RUNTIME.md) is kept as `~init`.
static std::string argSpec(func::FuncOp f) {
  std::string s;
  auto add = [&](StringRef role, Type t, StringAttr init) {
    auto rt = dyn_cast<RankedTensorType>(t);
    if (!s.empty())
      s += ",";
    s += role.str() + ":f32[";
    if (rt) {
      for (auto [i, d] : llvm::enumerate(rt.getShape()))
        s += (i ? "x" : "") + std::to_string(d);
      if (rt.getRank() == 0)
        s += "1";
    }
    s += "]";
    if (init)
      s += "~" + init.getValue().str();
  };
  for (auto [i, t] : llvm::enumerate(f.getArgumentTypes()))
    add("in", t, f.getArgAttrOfType<StringAttr>(i, "htam.init"));
  for (Type t : f.getResultTypes())
    add("out", t, nullptr);
  return s;
}

static std::string launchLine(const KernelLaunch &l) {
  // A library step in htam-run's syntax, every key spelled out.
  if (l.isLibraryCall())
    return l.str();
  std::string p;
  for (const ParamRef &r : l.params) {
    if (!p.empty())
      p += ":";
    p += r.str();
  }
  return "entry=" + l.entry + ",grid=" + std::to_string(l.config.grid[0]) +
         "x" + std::to_string(l.config.grid[1]) + "x" +
         std::to_string(l.config.grid[2]) +
         ",block=" + std::to_string(l.config.block[0]) + "x" +
         std::to_string(l.config.block[1]) + "x" +
         std::to_string(l.config.block[2]) +
         ",smem=" + std::to_string(l.config.sharedBytes) + ",params=" + p;
}

/// The nvrtc options of `k`: the target, its extra options and the entries
/// of its kernel launches (library steps have none).
static CompileOptions nvrtcOptions(func::FuncOp task,
                                   const GeneratedKernel &k) {
  CompileOptions opts;
  opts.arch = archOpt;
  opts.sourceName = task.getSymName().str() + ".cu";
  opts.extraOptions = k.compileOptions;
  for (const KernelLaunch &l : k.launches)
    if (!l.isLibraryCall())
      opts.entries.push_back(l.entry);
  return opts;
}

/// Compiles `k` with nvrtc; prints the ptxas statistics when `print`.
static LogicalResult compileKernel(func::FuncOp task, const GeneratedKernel &k,
                                   bool print) {
  llvm::Expected<Nvrtc &> nvrtc = Nvrtc::get();
  if (!nvrtc) {
    llvm::errs() << "htam-gen: " << llvm::toString(nvrtc.takeError()) << "\n";
    return failure();
  }
  CompileOptions opts = nvrtcOptions(task, k);
  // Only library steps: there is no device code to compile.
  if (opts.entries.empty()) {
    if (print)
      llvm::outs() << "// compiled: no device code (library steps only)\n";
    return success();
  }
  llvm::Expected<CompileResult> res = nvrtc->compile(k.source, opts);
  if (!res) {
    llvm::errs() << "htam-gen: " << llvm::toString(res.takeError()) << "\n";
    return failure();
  }
  if (!res->success) {
    llvm::errs() << "htam-gen: nvrtc failed for " << k.templateId << ":\n"
                 << res->log << "\n";
    return failure();
  }
  if (print) {
    for (const PtxasKernelStats &s : res->ptxas.kernels)
      llvm::outs() << "// ptxas: " << s.name << " registers=" << s.registers
                   << " spill_stores=" << s.spillStoreBytes
                   << " spill_loads=" << s.spillLoadBytes
                   << " smem=" << s.sharedBytes << "\n";
    llvm::outs() << "// compiled: " << opts.arch << " ok\n";
  }
  return success();
}

/// --emit-mlir: the task replaced by `k` in upstream form, written out.
static LogicalResult emitMlir(func::FuncOp task, const GeneratedKernel &k) {
  EmittedKernel e;
  e.source = k.source;
  e.chip = archOpt;
  e.launches = k.launches;
  e.scratchBytes = k.scratchBytes;
  e.constants = k.constants;
  e.origin = "builtin:" + k.templateId + ":" + k.params.str();
  e.usesVendorLibrary = k.usesVendorLibrary;
  CompileOptions opts = nvrtcOptions(task, k);
  if (!opts.entries.empty()) {
    llvm::Expected<Nvrtc &> nvrtc = Nvrtc::get();
    if (!nvrtc) {
      llvm::errs() << "htam-gen: " << llvm::toString(nvrtc.takeError()) << "\n";
      return failure();
    }
    llvm::Expected<CompileResult> res = nvrtc->compile(k.source, opts);
    if (!res || !res->success) {
      llvm::errs() << "htam-gen: nvrtc failed: "
                   << (res ? res->log : llvm::toString(res.takeError()))
                   << "\n";
      return failure();
    }
    e.image = res->ptx;
    for (KernelLaunch &l : e.launches)
      if (auto it = res->loweredNames.find(l.entry);
          it != res->loweredNames.end())
        l.entry = it->second;
  }
  if (failed(emitKernel(task, e)))
    return failure();
  std::string err;
  auto out = openOutputFile(emitMlirFile, &err);
  if (!out) {
    llvm::errs() << "htam-gen: " << err << "\n";
    return failure();
  }
  task->getParentOfType<ModuleOp>().print(out->os());
  out->os() << "\n";
  out->keep();
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM y(argc, argv);
  mlir::htam::registerVersionPrinter();
  cl::HideUnrelatedOptions(genCat);
  cl::ParseCommandLineOptions(
      argc, argv,
      "htam-gen: CUDA kernels from the built-in strategy library\n\n"
      "Prints the CUDA source a template (--impl) generates for a task\n"
      "function (--func) of an MLIR file, then one 'launch:' line per launch\n"
      "(entry=...,grid=...,block=...,smem=...,params=...) and a 'scratch:'\n"
      "line with the scratch buffer sizes. Kernel parameters: the task's\n"
      "tensor arguments, then its results, then scratch buffers (sN).\n");

  DialectRegistry registry;
  registerHTAMDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  std::string err;
  auto buffer = openInputFile(inputFile, &err);
  if (!buffer) {
    llvm::errs() << "htam-gen: " << err << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  func::FuncOp task;
  module->walk([&](func::FuncOp f) {
    if (task)
      return;
    if (funcName.empty() ? isOperatorTask(f) : f.getSymName() == funcName)
      task = f;
  });
  if (!task) {
    llvm::errs() << "htam-gen: no task function"
                 << (funcName.empty() ? "" : " '" + funcName + "'") << " in "
                 << inputFile << "\n";
    return 1;
  }

  if (argsOpt) {
    llvm::outs() << argSpec(task) << "\n";
    return 0;
  }

  if (listOpt) {
    for (const StrategyTemplate &t : getStrategyTemplates()) {
      std::string why;
      bool ok = templateSupports(t.id, task, &why);
      if (ok)
        llvm::outs() << t.id << "\n";
      else
        llvm::errs() << "not " << t.id << ": " << why << "\n";
    }
    return 0;
  }

  if (allOpt) {
    bool ok = true;
    for (const StrategyTemplate &t : getStrategyTemplates()) {
      if (!templateSupports(t.id, task))
        continue;
      FailureOr<GeneratedKernel> k = generateKernel(task, t.id, {});
      if (failed(k) || (compileOpt && failed(compileKernel(task, *k, false)))) {
        ok = false;
        llvm::outs() << t.id << ": failed\n";
        continue;
      }
      llvm::outs() << t.id << ": " << k->launches.size() << " launch"
                   << (k->launches.size() == 1 ? "" : "es")
                   << (compileOpt ? ", compiled " + archOpt : std::string())
                   << "\n";
    }
    return ok ? 0 : 1;
  }

  if (implOpt.empty()) {
    llvm::errs() << "htam-gen: --impl is required (see --list)\n";
    return 1;
  }
  TemplateParams params;
  for (const std::string &item : paramItems)
    if (!params.parseItem(item)) {
      llvm::errs() << "htam-gen: malformed --param '" << item
                   << "' (expected name=value)\n";
      return 1;
    }

  if (rankOpt) {
    OperatorTask analysis = analyzeOperatorTask(task);
    for (const TemplateParams &p :
         rankParameterConfigs(implOpt, analysis, {}, rankOpt))
      llvm::outs() << "config: " << p.str() << "\n";
    return 0;
  }

  FailureOr<GeneratedKernel> k = generateKernel(task, implOpt, params);
  if (failed(k))
    return 1;

  if (!outputFile.empty()) {
    auto out = openOutputFile(outputFile, &err);
    if (!out) {
      llvm::errs() << "htam-gen: " << err << "\n";
      return 1;
    }
    out->os() << k->source;
    out->keep();
  } else if (!quietSource) {
    llvm::outs() << k->source;
  }
  std::string scratch;
  for (int64_t b : k->scratchBytes)
    scratch += (scratch.empty() ? "" : ",") + std::to_string(b);
  if (!launchFile.empty()) {
    auto out = openOutputFile(launchFile, &err);
    if (!out) {
      llvm::errs() << "htam-gen: " << err << "\n";
      return 1;
    }
    if (!scratch.empty())
      out->os() << "scratch=" << scratch << "\n";
    // The candidate's own nvrtc options (htam-run --Xnvrtc).
    for (const std::string &opt : k->compileOptions)
      out->os() << "nvrtc=" << opt << "\n";
    for (const KernelLaunch &l : k->launches)
      out->os() << launchLine(l) << "\n";
    out->keep();
  }
  llvm::outs() << "// note: " << k->note << "\n";
  llvm::outs() << "// vendor-library: " << (k->usesVendorLibrary ? "yes" : "no")
               << "\n";
  for (const KernelLaunch &l : k->launches)
    llvm::outs() << "// launch: " << launchLine(l) << "\n";
  if (!scratch.empty())
    llvm::outs() << "// scratch: " << scratch << "\n";
  // The constant buffers cN: name, element type, shape and contents (hex,
  // device layout), so that a CPU emulation can bind them.
  for (auto [i, c] : llvm::enumerate(k->constants)) {
    std::string shape;
    for (int64_t d : c.shape)
      shape += (shape.empty() ? "" : "x") + std::to_string(d);
    llvm::outs() << "// constant: c" << i << " " << c.elementType << " "
                 << (shape.empty() ? "1" : shape) << " " << c.numBytes()
                 << " " << llvm::toHex(*c.data, /*LowerCase=*/true) << "\n";
  }
  if (!k->compileOptions.empty())
    llvm::outs() << "// nvrtc: " << llvm::join(k->compileOptions, " ") << "\n";
  if (k->acceptByAccuracyOnly)
    llvm::outs() << "// accept: accuracy only (errors against the f64 "
                    "oracle)\n";

  if (compileOpt && failed(compileKernel(task, *k, /*print=*/true)))
    return 1;
  if (!emitMlirFile.empty() && failed(emitMlir(task, *k)))
    return 1;
  return 0;
}
