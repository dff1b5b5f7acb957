//===- KernelReuse.cpp - htam-optimize and the kernel database ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Lookup, verification, emission and recording of database kernels for the
// driver (Optimize.cpp calls these at a few points of a task). An entry holds
// what the driver emitted when it found the kernel (the EmittedKernel of a
// CUDA winner, the lowered module of a compiler-action winner), so a reuse
// rebuilds exactly that; only constant data come from the task again, found
// by their hash.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/KernelReuse.h"
#include "htam/Analysis/ConstantTensors.h"
#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/Evaluation.h"
#include "htam/Runtime/KernelSpec.h"
#include "htam/Transforms/LaunchPlan.h"
#include "htam/Version.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::htam;
namespace json = llvm::json;

/// A number for JSON: NaN (unknown) as null.
static json::Value num(double v) {
  if (!std::isfinite(v))
    return nullptr;
  return v;
}

/// "12.34" or "-".
static std::string fixed(double v) {
  return std::isfinite(v) ? llvm::formatv("{0:f2}", v).str() : "-";
}

json::Value KernelDbTask::toJSON() const {
  json::Object o{{"key", key.key},
                 {"structure", key.structure},
                 {"gpu", key.gpu},
                 {"arch", key.arch},
                 {"version", key.version},
                 {"lookup", lookup}};
  if (!why.empty())
    o["why"] = why;
  if (!mustVerify.empty())
    o["must_verify"] = mustVerify;
  if (!verification.empty())
    o["verification"] = verification;
  if (evaluation)
    o["evaluation"] = *evaluation;
  if (!recorded.empty())
    o["recorded"] = recorded;
  return o;
}

llvm::Expected<std::unique_ptr<KernelDbSession>>
KernelDbSession::open(const KernelDbOptions &options) {
  if (options.dir.empty()) {
    // verify is the default, so only off and trust say that a database
    // was meant.
    if (options.reuse != KernelDbReuse::Verify || !options.gpu.empty())
      return llvm::createStringError(
          "kernel-db-reuse and kernel-db-gpu need kernel-db=<directory>");
    return nullptr;
  }
  KernelDbOptions o = options;
  if (o.gpu.empty()) {
    // The device the evaluator's workers use (EvaluatorOptions::device).
    if (llvm::Expected<CudaDriver &> driver = CudaDriver::get()) {
      llvm::Expected<DeviceInfo> info = queryDevice(*driver, 0);
      if (info)
        o.gpu = info->name;
      else
        llvm::consumeError(info.takeError());
    } else {
      llvm::consumeError(driver.takeError());
    }
  }
  auto session = std::unique_ptr<KernelDbSession>(
      new KernelDbSession(std::move(o), options.reuse));
  if (llvm::Error err = session->db.prepare())
    return std::move(err);
  return session;
}

llvm::StringRef KernelDbSession::modeName() const {
  return stringifyKernelDbReuse(reuse);
}

/// The task's buffer constants by the hash of their device bytes.
static llvm::DenseMap<uint64_t, std::string> taskConstants(func::FuncOp task) {
  llvm::DenseMap<uint64_t, std::string> byHash;
  task.walk([&](arith::ConstantOp c) {
    auto value = dyn_cast<ElementsAttr>(c.getValue());
    if (!value || !isBufferConstant(value))
      return;
    std::string why;
    FailureOr<std::string> bytes = constantDeviceBytes(value, why);
    if (succeeded(bytes))
      byHash[ConstantBuffer::contentHash(*bytes)] = std::move(*bytes);
  });
  return byHash;
}

/// A tolerance as written in options ("0.0001").
static std::string shortest(double v) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%g", v);
  return text;
}

/// Why `entry` cannot be reused by this run ("" when it can).
static std::string unusable(const KernelDbEntry &e, const WorkloadKey &key,
                            const KernelDbOptions &o, KernelDbReuse reuse) {
  if (e.structure != key.structure || e.gpu != key.gpu ||
      e.arch != key.arch || e.version != key.version)
    return "its key parts differ from the task's";
  // A kernel the accuracy rule accepted may fail allclose.
  bool runAllclose = o.accept != "accuracy";
  if (runAllclose && (e.accept == "accuracy" || e.acceptByAccuracyOnly))
    return "it was accepted by accept=accuracy, this run accepts by allclose";
  if (reuse == KernelDbReuse::Trust && (e.atol > o.atol || e.rtol > o.rtol))
    return llvm::formatv("it was verified with atol={0} rtol={1}, looser "
                         "than this run's atol={2} rtol={3}",
                         shortest(e.atol), shortest(e.rtol),
                         shortest(o.atol), shortest(o.rtol))
        .str();
  return "";
}

KernelDbTask KernelDbSession::lookup(func::FuncOp task) const {
  KernelDbTask t;
  t.key = computeWorkloadKey(task, options.gpu, options.arch, versionString());
  if (options.gpu.empty()) {
    t.lookup = "no_gpu_name";
    t.why = "no GPU is visible and kernel-db-gpu is not set";
    return t;
  }
  if (reuse == KernelDbReuse::Off) {
    t.lookup = "off";
    return t;
  }
  llvm::Expected<std::optional<KernelDbEntry>> read = db.read(t.key.key);
  if (!read) {
    t.lookup = "corrupt";
    t.why = llvm::toString(read.takeError());
    mlir::emitWarning(task.getLoc())
        << "htam-optimize: kernel database: ignoring the entry " << t.why;
    return t;
  }
  if (!*read) {
    t.lookup = "miss";
    return t;
  }
  KernelDbEntry &e = **read;
  t.why = unusable(e, t.key, options, reuse);
  if (!t.why.empty()) {
    t.lookup = "unusable";
    return t;
  }
  if (e.form == KernelDbEntry::Form::Cuda && !e.constants.empty()) {
    llvm::DenseMap<uint64_t, std::string> found = taskConstants(task);
    for (const KernelDbConstant &c : e.constants) {
      auto it = found.find(c.hash);
      if (it == found.end() || int64_t(it->second.size()) != c.bytes) {
        t.lookup = "unusable";
        t.why = "its constant " + c.name + " is not among the task's";
        return t;
      }
      ConstantBuffer b = ConstantBuffer::make(c.name, c.elementType, it->second);
      b.shape = c.shape;
      t.constants.push_back(std::move(b));
    }
  }
  // The accuracy rule may reject what allclose accepted: under
  // accept=accuracy an entry judged by allclose (or measure) is verified
  // before it is reused, also under trust.
  if (reuse == KernelDbReuse::Trust && options.accept == "accuracy" &&
      e.accept != "accuracy") {
    t.mustVerify = "judged by accept=" + e.accept +
                   ": accept=accuracy verifies it before reuse";
    llvm::errs() << "htam: " << task.getSymName()
                 << ": the kernel database's entry " << t.key.key << " was "
                 << t.mustVerify << "\n";
  }
  t.lookup = "hit";
  t.entry = std::move(e);
  return t;
}

/// Parses a lowered module quietly; failure with the first error in `why`.
static OwningOpRef<ModuleOp> parseLowered(llvm::StringRef text,
                                          MLIRContext *ctx, std::string &why) {
  ScopedDiagnosticHandler quiet(ctx, [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && why.empty())
      why = d.str();
    return success();
  });
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, ctx);
  if (!module && why.empty())
    why = "the lowered module does not parse";
  return module;
}

/// The hit as the evaluator runs it: the PTX that emission embeds, or the
/// launch plan of the lowered module.
static FailureOr<KernelSource> sourceOf(const KernelDbTask &t,
                                        func::FuncOp task, std::string &why) {
  const KernelDbEntry &e = *t.entry;
  if (e.form == KernelDbEntry::Form::Cuda) {
    KernelSource s;
    s.kind = KernelSource::Kind::Ptx;
    s.label = e.func + "-kernel-db";
    s.text = e.image;
    s.launches = e.launches;
    s.scratchBytes = e.scratchBytes;
    s.constants = t.constants;
    s.acceptByAccuracyOnly = e.acceptByAccuracyOnly;
    return s;
  }
  OwningOpRef<ModuleOp> module = parseLowered(e.source, task.getContext(), why);
  if (!module)
    return failure();
  auto hosts = module->getOps<func::FuncOp>();
  if (hosts.empty()) {
    why = "the lowered module has no host function";
    return failure();
  }
  ScopedDiagnosticHandler quiet(task.getContext(), [&](Diagnostic &d) {
    if (d.getSeverity() == DiagnosticSeverity::Error && why.empty())
      why = d.str();
    return success();
  });
  FailureOr<LaunchPlan> plan = extractLaunchPlan(*hosts.begin());
  if (failed(plan))
    return failure();
  plan->kernel.label = e.func + "-kernel-db";
  return plan->kernel;
}

bool KernelDbSession::verify(KernelDbTask &t, func::FuncOp task,
                             Evaluator &evaluator, double referenceUs,
                             double timeLimitSeconds) const {
  auto reject = [&](llvm::StringRef verdict, const llvm::Twine &why) {
    t.verification = verdict.str();
    t.why = why.str();
    if (verdict == "failed")
      t.failedEntry = std::move(t.entry);
    t.entry.reset();
    llvm::errs() << "htam: " << task.getSymName()
                 << ": the kernel database's entry " << t.key.key << " "
                 << t.why << "; searching\n";
    return false;
  };
  if (options.dryRun)
    return reject("skipped", "cannot be verified in a dry run");
  std::string why;
  FailureOr<KernelSource> source = sourceOf(t, task, why);
  if (failed(source))
    return reject("failed", "does not load: " + why);
  llvm::Expected<CompiledKernel> compiled =
      compileKernel(*source, evaluator.getOptions());
  if (!compiled)
    return reject("failed",
                  "does not compile: " + llvm::toString(compiled.takeError()));
  if (!compiled->compile.success)
    return reject("failed", "does not compile: " +
                                llvm::StringRef(compiled->compile.log)
                                    .take_front(300));
  // The limits of a search's candidate (TaskSearch.cpp).
  EvaluatorOptions &o = evaluator.getOptions();
  EvaluatorOptions saved = o;
  o.timing.cutAboveUs = std::isfinite(referenceUs) ? 2 * referenceUs : 0;
  o.timeoutSeconds = timeLimitSeconds;
  Evaluation e = evaluator.evaluate(*compiled);
  o.timing = saved.timing;
  o.timeoutSeconds = saved.timeoutSeconds;
  t.evaluation = htam::toJSON(e);
  t.oracleMs = e.oracleMs;
  if (!e.passed())
    return reject("failed", "failed verification (" + toString(e.kind) +
                                "): " + llvm::StringRef(e.message).take_front(300));
  double us = e.timing ? e.timing->stats.median : NAN;
  if (!(us < referenceUs))
    return reject("slower",
                  llvm::formatv("verified, but at {0} us it is not faster "
                                "than the reference ({1} us)",
                                fixed(us), fixed(referenceUs)));
  t.verification = "passed";
  t.verifiedUs = us;
  return true;
}

/// Replaces `task` by the lowered module of a compiler-action entry, as the
/// driver adopts a lowered winner (Optimize.cpp, adoptReference); symbols
/// named after the function that was searched are renamed after `task`.
static LogicalResult adoptLowered(func::FuncOp task, const KernelDbEntry &e) {
  std::string why;
  OwningOpRef<ModuleOp> lowered =
      parseLowered(e.source, task.getContext(), why);
  if (!lowered)
    return task.emitError() << "htam-optimize: kernel database entry "
                            << e.key << ": " << why;
  std::string name = task.getSymName().str();
  if (name != e.func) {
    std::string prefix = e.func + "_";
    for (Operation &op : llvm::make_early_inc_range(*lowered->getBody())) {
      auto sym = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
      if (!sym)
        continue;
      llvm::StringRef old = sym.getValue();
      std::string renamed;
      if (old == e.func)
        renamed = name;
      else if (old.starts_with(prefix))
        renamed = name + "_" + old.drop_front(prefix.size()).str();
      else
        continue;
      auto attr = StringAttr::get(task.getContext(), renamed);
      if (failed(SymbolTable::replaceAllSymbolUses(&op, attr, *lowered)))
        return task.emitError("htam-optimize: cannot rename the kernel "
                              "database's module");
      SymbolTable::setSymbolName(&op, attr);
    }
  }
  auto module = task->getParentOfType<ModuleOp>();
  OpBuilder b(task);
  for (Operation &op : llvm::make_early_inc_range(*lowered->getBody()))
    b.clone(op);
  task.erase();
  module->setAttr("gpu.container_module", b.getUnitAttr());
  module->setAttr("htam.kernel_abi", b.getStringAttr("bare-ptr"));
  return success();
}

LogicalResult KernelDbSession::emitHit(KernelDbTask &t, func::FuncOp task,
                                       const OperatorTask &analysis,
                                       double referenceUs,
                                       json::Array &tasksJSON,
                                       std::string &reportMd) const {
  const KernelDbEntry &e = *t.entry;
  std::string name = task.getSymName().str();
  // What emission builds (htam-emit-cuda's dialects); a trusted hit comes
  // before anything else of the run has loaded them.
  task.getContext()
      ->loadDialect<arith::ArithDialect, gpu::GPUDialect,
                    memref::MemRefDialect, NVVM::NVVMDialect>();
  bool trusted = !std::isfinite(referenceUs);
  double refUs = trusted ? e.referenceUs : referenceUs;
  double us = trusted ? e.timeUs : t.verifiedUs;
  t.recorded = "";
  json::Object taskJSON{
      {"name", name},
      {"op_class", stringifyOpClass(analysis.opClass)},
      {"reference_us", num(refUs)},
      {"reference_timed", !trusted},
      {"atol", options.atol},
      {"rtol", options.rtol},
      {"best_us", num(us)},
      {"best_step", int64_t(0)},
      {"best_card", e.card},
      {"best_candidate", e.candidate},
      {"speedup", num(refUs / us)},
      {"accept", options.accept},
      {"best_accuracy_ratio", num(e.accuracyRatio)},
      {"emitted", "candidate"},
      {"best_uses_vendor_library", e.usesVendorLibrary},
      {"reused_from_kernel_db", modeName()},
      {"kernel_db", t.toJSON()},
      {"steps", json::Array()}};
  tasksJSON.push_back(std::move(taskJSON));
  std::string how = trusted ? "trusted, not run"
                            : "verified and timed again by this run";
  reportMd += llvm::formatv("## {0} ({1})\n\nReused from the kernel database: "
                            "key `{2}`, kernel-db-reuse={3} ({4}); no search "
                            "ran (0 steps).\n\n",
                            name, stringifyOpClass(analysis.opClass), t.key.key,
                            modeName(), how)
                  .str();
  reportMd += llvm::formatv("Winner: `{0}` ({1}), {2} us, {3}x over the "
                            "reference ({4} us); found at step {5} by the {6} "
                            "proposer on {7}, recorded {8}.\n\n",
                            e.candidate, e.card, fixed(us), fixed(refUs / us),
                            fixed(refUs), e.step, e.proposer, e.gpu, e.date)
                  .str();
  if (e.form == KernelDbEntry::Form::Cuda)
    reportMd += "```cuda\n" + e.source + "```\n\n";
  llvm::errs() << llvm::formatv("htam: {0} reused from the kernel database "
                                "(key {1}, {2}): {3} {4} us, best {5}x\n",
                                name, t.key.key, modeName(), e.candidate,
                                fixed(us), fixed(refUs / us));
  if (e.form == KernelDbEntry::Form::Mlir)
    return adoptLowered(task, e);
  EmittedKernel k;
  k.source = e.source;
  k.image = e.image;
  k.imageIsPtx = true;
  k.chip = e.arch;
  k.launches = e.launches;
  k.scratchBytes = e.scratchBytes;
  k.constants = t.constants;
  k.origin = e.origin;
  k.usesVendorLibrary = e.usesVendorLibrary;
  return emitKernel(task, k);
}

/// Why `emitted` cannot be stored faithfully ("" when it can).
static std::string unstorable(const EmittedKernel &emitted) {
  if (!emitted.imageIsPtx)
    return "its image is not PTX";
  for (const KernelLaunch &l : emitted.launches) {
    llvm::Expected<KernelLaunch> back = parseKernelLaunch(l.str(), "");
    if (!back || back->str() != l.str()) {
      if (!back)
        llvm::consumeError(back.takeError());
      return "its launch '" + l.str() + "' does not read back";
    }
  }
  return "";
}

void KernelDbSession::record(KernelDbTask &t, const KernelDbWinner &w,
                             json::Array &tasksJSON,
                             std::string &reportMd) const {
  if (options.dryRun || t.key.gpu.empty() || !std::isfinite(w.timeUs))
    return;
  KernelDbEntry e;
  e.key = t.key.key;
  e.structure = t.key.structure;
  e.func = t.key.func;
  e.signature = t.key.signature;
  e.gpu = t.key.gpu;
  e.arch = t.key.arch;
  e.version = t.key.version;
  e.card = w.card;
  e.candidate = w.candidate;
  e.proposer = w.proposer;
  e.step = w.step;
  if (w.kernel) {
    e.templateId = w.kernel->templateId;
    e.params = w.kernel->params.str();
    e.acceptByAccuracyOnly = w.kernel->acceptByAccuracyOnly;
    e.usesVendorLibrary = w.kernel->usesVendorLibrary;
  }
  std::string why;
  if (w.emitted) {
    e.form = KernelDbEntry::Form::Cuda;
    why = unstorable(*w.emitted);
    e.source = w.emitted->source;
    e.image = w.emitted->image;
    e.launches = w.emitted->launches;
    e.scratchBytes = w.emitted->scratchBytes;
    for (const ConstantBuffer &c : w.emitted->constants)
      e.constants.push_back(
          {c.name, c.elementType, c.shape, c.hash, c.numBytes()});
    e.origin = w.emitted->origin;
    e.usesVendorLibrary = w.emitted->usesVendorLibrary;
  } else {
    e.form = KernelDbEntry::Form::Mlir;
    e.source = w.loweredModule.str();
    if (e.source.empty())
      why = "the winner has no lowered module";
  }
  e.timeUs = w.timeUs;
  e.referenceUs = w.referenceUs;
  // The rule that judged the winner (allclose where the task had no
  // oracle), which decides how a later run may reuse it.
  e.accept = w.accept.empty() ? options.accept : w.accept;
  e.trials = w.trials;
  e.atol = options.atol;
  e.rtol = options.rtol;
  e.seed = options.seed;
  e.accuracyRatio = w.accuracyRatio;
  e.date = kernelDbNow();

  std::string line;
  if (!why.empty()) {
    t.recorded = "failed";
    line = "not recorded: " + why;
  } else {
    std::string warning;
    const KernelDbEntry *supersede = t.failedEntry ? &*t.failedEntry : nullptr;
    llvm::Expected<KernelDatabase::Outcome> outcome =
        db.record(e, supersede, warning);
    if (!warning.empty())
      llvm::errs() << "htam: kernel database: " << warning << "\n";
    if (!outcome) {
      t.recorded = "failed";
      line = "not recorded: " + llvm::toString(outcome.takeError());
    } else {
      t.recorded = toString(*outcome).str();
      line = *outcome == KernelDatabase::Outcome::KeptFaster
                 ? "not recorded: the database's entry is at least as fast"
                 : "recorded (" + t.recorded + ") in " + db.entryPath(e.key);
    }
  }
  if (!tasksJSON.empty())
    if (json::Object *o = tasksJSON.back().getAsObject())
      (*o)["kernel_db"] = t.toJSON();
  reportMd += "Kernel database: key `" + t.key.key + "`, " + line + ".\n\n";
  llvm::errs() << "htam: " << e.func << ": kernel database key " << e.key
               << ": " << line << "\n";
}
