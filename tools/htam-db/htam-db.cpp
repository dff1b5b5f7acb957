//===- htam-db.cpp - List, show and prune the kernel database -------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The kernel database tool (docs/DRIVER.md, "Kernel database"): `list`,
// `show`, `prune` and `key` subcommands, each with --help. Errors go to
// stderr with a non-zero exit status; a corrupt entry is named with its
// path and never stops a listing.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/WorkloadKey.h"
#include "htam/InitAll.h"
#include "htam/Runtime/CudaDriver.h"
#include "htam/Transforms/KernelDatabase.h"
#include "htam/Version.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <ctime>

using namespace llvm;
using namespace mlir::htam;

namespace {
cl::OptionCategory Cat("htam-db options");

cl::SubCommand ListCmd("list", "One line per entry: key, function, GPU, "
                               "time (us), candidate");
cl::SubCommand ShowCmd("show", "Print one entry: key parts, kernel, times, "
                               "verification");
cl::SubCommand PruneCmd("prune", "Remove entries by GPU, version or age, or "
                                 "whose files are corrupt");
cl::SubCommand KeyCmd("key", "Print the workload key of a function in an "
                             "MLIR file");

cl::opt<std::string> Db("db", cl::desc("The database directory (default: "
                                       "$HTAM_KERNEL_DB)"),
                        cl::sub(ListCmd), cl::sub(ShowCmd), cl::sub(PruneCmd),
                        cl::cat(Cat));

cl::opt<std::string> ShowKey(cl::Positional, cl::Required, cl::desc("<key>"),
                             cl::sub(ShowCmd), cl::cat(Cat));
cl::opt<bool> ShowSource("source", cl::desc("Also print the kernel's source "
                                            "(CUDA or the lowered module)"),
                         cl::sub(ShowCmd), cl::cat(Cat));
cl::opt<bool> ShowJson("json", cl::desc("Print the entry as JSON"),
                       cl::sub(ShowCmd), cl::cat(Cat));

cl::opt<std::string> Gpu("gpu",
                         cl::desc("prune: entries of this GPU; key: the GPU "
                                  "name (default: CUDA device 0's)"),
                         cl::sub(PruneCmd), cl::sub(KeyCmd), cl::cat(Cat));
cl::opt<std::string> VersionNot("version-not",
                                cl::desc("Entries whose htam version is not "
                                         "this string"),
                                cl::sub(PruneCmd), cl::cat(Cat));
cl::opt<bool> OtherVersions("other-versions",
                            cl::desc("Entries of another htam version than "
                                     "this tool's"),
                            cl::sub(PruneCmd), cl::cat(Cat));
cl::opt<double> OlderThan("older-than",
                          cl::desc("Entries recorded more than DAYS ago"),
                          cl::value_desc("DAYS"), cl::init(-1),
                          cl::sub(PruneCmd), cl::cat(Cat));
cl::opt<bool> Corrupt("corrupt", cl::desc("Files that do not read as entries"),
                      cl::sub(PruneCmd), cl::cat(Cat));
cl::opt<bool> DryRun("dry-run",
                     cl::desc("Say what would be removed, remove nothing"),
                     cl::sub(PruneCmd), cl::cat(Cat));

cl::opt<std::string> KeyFile(cl::Positional, cl::Required,
                             cl::desc("<file.mlir>"), cl::sub(KeyCmd),
                             cl::cat(Cat));
cl::opt<std::string> KeyFunc("func",
                             cl::desc("The function (default: the only one)"),
                             cl::sub(KeyCmd), cl::cat(Cat));
cl::opt<std::string> KeyArch("arch", cl::desc("Target architecture"),
                             cl::init("sm_90"), cl::sub(KeyCmd), cl::cat(Cat));
cl::opt<bool> KeyParts("parts", cl::desc("Print every part of the key"),
                       cl::sub(KeyCmd), cl::cat(Cat));
} // namespace

static int fail(const Twine &Msg) {
  errs() << "htam-db: " << Msg << "\n";
  return 1;
}

/// The database the command names; empty with a message when none.
static std::string databaseDir() {
  if (!Db.empty())
    return Db;
  if (const char *Env = std::getenv("HTAM_KERNEL_DB"); Env && *Env)
    return Env;
  return "";
}

static std::string us(double V) {
  return std::isfinite(V) ? formatv("{0:f2}", V).str() : "-";
}

/// `htam-db list`.
static int runList() {
  std::string Dir = databaseDir();
  if (Dir.empty())
    return fail("no database: give --db DIR (or set HTAM_KERNEL_DB)");
  if (!sys::fs::is_directory(Dir))
    return fail("'" + Dir + "' is not a directory");
  KernelDatabase D(Dir);
  unsigned Entries = 0, Bad = 0;
  for (const KernelDatabase::File &F : D.list()) {
    if (!F.entry) {
      errs() << "htam-db: corrupt entry " << F.error << "\n";
      ++Bad;
      continue;
    }
    const KernelDbEntry &E = *F.entry;
    outs() << E.key << "\t" << E.func << "\t" << E.gpu << "\t" << us(E.timeUs)
           << " us\t" << E.candidate << "\n";
    ++Entries;
  }
  errs() << formatv("htam-db: {0} entries, {1} corrupt, in {2}\n", Entries, Bad,
                    Dir);
  return 0;
}

/// `htam-db show`.
static int runShow() {
  std::string Dir = databaseDir();
  if (Dir.empty())
    return fail("no database: give --db DIR (or set HTAM_KERNEL_DB)");
  KernelDatabase D(Dir);
  Expected<std::optional<KernelDbEntry>> E = D.read(ShowKey);
  if (!E)
    return fail("corrupt entry " + toString(E.takeError()));
  if (!*E)
    return fail("no entry " + ShowKey + " in " + Dir);
  const KernelDbEntry &K = **E;
  if (ShowJson) {
    outs() << formatv("{0:2}", toJSON(K)) << "\n";
    return 0;
  }
  outs() << "key:          " << K.key << "\n"
         << "function:     " << K.func << " " << K.signature << "\n"
         << "structure:    " << K.structure << "\n"
         << "gpu:          " << K.gpu << "\n"
         << "arch:         " << K.arch << "\n"
         << "version:      " << K.version << "\n"
         << "kernel:       " << K.formName() << ", " << K.candidate << " ("
         << K.card << "), step " << K.step << " of a " << K.proposer
         << " search\n";
  if (!K.templateId.empty())
    outs() << "template:     " << K.templateId << " " << K.params << "\n";
  for (const mlir::htam::KernelLaunch &L : K.launches)
    outs() << "launch:       " << L.str() << "\n";
  if (!K.scratchBytes.empty()) {
    outs() << "scratch:     ";
    for (int64_t B : K.scratchBytes)
      outs() << " " << B;
    outs() << " bytes\n";
  }
  for (const KernelDbConstant &C : K.constants)
    outs() << formatv("constant:     {0} {1} ({2} bytes, hash {3:x16})\n",
                      C.name, C.elementType, C.bytes, C.hash);
  outs() << "time:         " << us(K.timeUs) << " us (reference "
         << us(K.referenceUs) << " us, "
         << us(K.referenceUs / K.timeUs) << "x)\n"
         << "verification: accept=" << K.accept << ", " << K.trials
         << " trials, atol=" << format("%g", K.atol)
         << " rtol=" << format("%g", K.rtol) << ", seed "
         << K.seed << ", accuracy ratio " << us(K.accuracyRatio) << "\n"
         << "vendor lib:   " << (K.usesVendorLibrary ? "yes" : "no") << "\n"
         << "date:         " << K.date << "\n";
  if (ShowSource)
    outs() << "\n" << K.source << (StringRef(K.source).ends_with("\n") ? "" : "\n");
  return 0;
}

/// `htam-db prune`.
static int runPrune() {
  std::string Dir = databaseDir();
  if (Dir.empty())
    return fail("no database: give --db DIR (or set HTAM_KERNEL_DB)");
  if (Gpu.empty() && VersionNot.empty() && !OtherVersions && OlderThan < 0 &&
      !Corrupt)
    return fail("prune what? give --gpu, --version-not, --other-versions, "
                "--older-than or --corrupt");
  if (!sys::fs::is_directory(Dir))
    return fail("'" + Dir + "' is not a directory");
  KernelDatabase D(Dir);
  std::time_t Now = std::time(nullptr);
  std::vector<std::string> Doomed;
  unsigned Total = 0;
  for (const KernelDatabase::File &F : D.list()) {
    ++Total;
    std::string Why;
    if (!F.entry) {
      if (Corrupt)
        Why = "corrupt: " + F.error;
      else
        errs() << "htam-db: corrupt entry " << F.error
               << " (kept; --corrupt removes it)\n";
    } else {
      const KernelDbEntry &E = *F.entry;
      std::optional<int64_t> When = parseKernelDbDate(E.date);
      if (!Gpu.empty() && E.gpu == Gpu)
        Why = "gpu " + E.gpu;
      else if (!VersionNot.empty() && E.version != VersionNot)
        Why = "version " + E.version;
      else if (OtherVersions && E.version != versionString())
        Why = "version " + E.version;
      else if (OlderThan >= 0 &&
               (!When || double(Now - *When) > OlderThan * 86400.0))
        Why = "recorded " + (E.date.empty() ? std::string("(no date)") : E.date);
    }
    if (Why.empty())
      continue;
    outs() << (DryRun ? "would remove " : "removed ") << F.path << " (" << Why
           << ")\n";
    Doomed.push_back(F.path);
  }
  if (!DryRun)
    if (Error E = D.remove(Doomed))
      return fail(toString(std::move(E)));
  outs() << formatv("{0} {1} of {2} files\n", DryRun ? "would prune" : "pruned",
                    Doomed.size(), Total);
  return 0;
}

/// `htam-db key`.
static int runKey() {
  mlir::DialectRegistry Registry;
  registerHTAMDialects(Registry);
  mlir::MLIRContext Ctx(Registry);
  Ctx.loadAllAvailableDialects();
  llvm::SourceMgr Sources;
  mlir::SourceMgrDiagnosticHandler Handler(Sources, &Ctx);
  mlir::OwningOpRef<mlir::ModuleOp> Module =
      mlir::parseSourceFile<mlir::ModuleOp>(KeyFile, Sources,
                                            mlir::ParserConfig(&Ctx));
  if (!Module)
    return 1;
  mlir::func::FuncOp Func;
  if (!KeyFunc.empty()) {
    Func = Module->lookupSymbol<mlir::func::FuncOp>(KeyFunc);
    if (!Func)
      return fail(KeyFile + ": no function @" + KeyFunc);
  } else {
    auto Funcs = Module->getOps<mlir::func::FuncOp>();
    unsigned N = std::distance(Funcs.begin(), Funcs.end());
    if (N != 1)
      return fail(formatv("{0}: {1} functions; choose one with --func",
                          KeyFile, N));
    Func = *Funcs.begin();
  }
  std::string GpuName = Gpu;
  if (GpuName.empty()) {
    Expected<CudaDriver &> Driver = CudaDriver::get();
    if (!Driver) {
      consumeError(Driver.takeError());
      return fail("no GPU is visible: give --gpu NAME");
    }
    Expected<DeviceInfo> Info = queryDevice(*Driver, 0);
    if (!Info)
      return fail(toString(Info.takeError()) + "; give --gpu NAME");
    GpuName = Info->name;
  }
  WorkloadKey K = computeWorkloadKey(Func, GpuName, KeyArch, versionString());
  outs() << K.key << "\n";
  if (KeyParts)
    outs() << "structure: " << K.structure << "\n"
           << "func:      " << K.func << "\n"
           << "signature: " << K.signature << "\n"
           << "gpu:       " << K.gpu << "\n"
           << "arch:      " << K.arch << "\n"
           << "version:   " << K.version << "\n";
  return 0;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  registerVersionPrinter();
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(
      argc, argv,
      "htam-db: the kernel database of htam-optimize (docs/DRIVER.md)\n\n"
      "  htam-db list --db kernels/\n"
      "  htam-db show KEY --db kernels/ [--source] [--json]\n"
      "  htam-db prune --db kernels/ --gpu 'NVIDIA H100' | --other-versions "
      "| --older-than 30 | --corrupt [--dry-run]\n"
      "  htam-db key task.mlir [--func F] [--gpu 'NVIDIA H200'] [--arch "
      "sm_90]\n");
  if (ListCmd)
    return runList();
  if (ShowCmd)
    return runShow();
  if (PruneCmd)
    return runPrune();
  if (KeyCmd)
    return runKey();
  errs() << "htam-db: no subcommand given; see htam-db --help\n";
  return 1;
}
