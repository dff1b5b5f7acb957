//===- KernelReuse.h - htam-optimize and the kernel database ----*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What htam-optimize does with a kernel database (KernelDatabase.h):
// before a task's search it looks the task's workload key up; a usable hit
// is emitted without a search (`trust`), or after one evaluation of it
// (`verify`: the normal verification and timing) and otherwise the search
// runs as usual; after a search the best verified kernel is recorded. A
// reused kernel is emitted from what the search that found it emitted, so
// the module is the same. docs/DRIVER.md, "Kernel database".
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_KERNELREUSE_H
#define HTAM_TRANSFORMS_KERNELREUSE_H

#include "htam/Analysis/OperatorTask.h"
#include "htam/Analysis/WorkloadKey.h"
#include "htam/Runtime/Evaluator.h"
#include "htam/Strategies/Strategies.h"
#include "htam/Transforms/EmitKernel.h"
#include "htam/Transforms/KernelDatabase.h"
#include "htam/Transforms/OptimizeOptions.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/JSON.h"

#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace htam {

/// The run's options that concern the database.
struct KernelDbOptions {
  std::string dir;
  KernelDbReuse reuse = KernelDbReuse::Verify;
  /// The GPU name of the keys; empty: the name of CUDA device 0.
  std::string gpu;
  std::string arch, accept;
  double atol = 0, rtol = 0;
  uint64_t seed = 0;
  bool dryRun = false;
};

/// One task and the database: its key, the usable entry if any, and what
/// happened (for the trajectory and the report).
struct KernelDbTask {
  WorkloadKey key;
  /// The entry, when it can be reused.
  std::optional<KernelDbEntry> entry;
  /// The entry's constant buffers, found again in the task.
  std::vector<ConstantBuffer> constants;
  /// "hit", "miss", "unusable" (why), "corrupt" (why), "no_gpu_name".
  std::string lookup;
  std::string why;
  /// A trusted hit that this run verifies before reusing it, and why (an
  /// entry judged by allclose under accept=accuracy); empty otherwise.
  std::string mustVerify;
  /// verify: "passed", "failed" (why), "slower" (than the reference),
  /// "skipped" (why); the evaluation and its time.
  std::string verification;
  std::optional<llvm::json::Value> evaluation;
  double verifiedUs = NAN;
  /// The f64 oracle's runs in that evaluation (ms; 0: none or cached).
  double oracleMs = 0;
  /// The entry whose verification failed (a new record replaces it).
  std::optional<KernelDbEntry> failedEntry;
  /// After a search: "added", "replaced", "kept_faster", "failed" (why).
  std::string recorded;

  /// The task's `kernel_db` object in trajectory.json.
  llvm::json::Value toJSON() const;
};

/// What the driver's winner is, for recording.
struct KernelDbWinner {
  /// A CUDA winner as it was emitted; null for a compiler-action winner,
  /// whose lowered module `loweredModule` holds.
  const EmittedKernel *emitted = nullptr;
  llvm::StringRef loweredModule;
  const GeneratedKernel *kernel = nullptr;
  double timeUs = NAN, referenceUs = NAN, accuracyRatio = NAN;
  unsigned step = 0, trials = 0;
  std::string card, candidate, proposer;
  /// The rule that judged it; empty: the run's `accept`.
  std::string accept;
};

/// The database of one htam-optimize run.
class KernelDbSession {
public:
  /// Null when `options.dir` is empty; an error for a reuse mode other
  /// than the default or a GPU name given without a database, and for a
  /// path that cannot be a directory.
  static llvm::Expected<std::unique_ptr<KernelDbSession>>
  open(const KernelDbOptions &options);

  KernelDbReuse mode() const { return reuse; }
  llvm::StringRef modeName() const;

  /// The key of `task` and its entry when one can be reused here. A file
  /// that does not read is reported (a warning at the task) and ignored.
  KernelDbTask lookup(func::FuncOp task) const;

  /// verify (or a trusted hit with `mustVerify`): evaluates the hit once,
  /// its worker limited to `timeLimitSeconds`; true when it verifies and
  /// beats `referenceUs`. Otherwise `t.verification` says why and the
  /// search runs.
  bool verify(KernelDbTask &t, func::FuncOp task, Evaluator &evaluator,
              double referenceUs, double timeLimitSeconds) const;

  /// Replaces `task` by the hit's kernel, as the run that found it did, and
  /// adds the task to the trajectory and the report (0 steps, "reused from
  /// the kernel database"). `referenceUs`: the reference timed by this run
  /// (verify), NaN to take the entry's (trust).
  LogicalResult emitHit(KernelDbTask &t, func::FuncOp task,
                        const OperatorTask &analysis, double referenceUs,
                        llvm::json::Array &tasksJSON,
                        std::string &reportMd) const;

  /// After a search: records the winner under the task's key, and says so
  /// in the task's trajectory entry (the last of `tasksJSON`) and report.
  void record(KernelDbTask &t, const KernelDbWinner &winner,
              llvm::json::Array &tasksJSON, std::string &reportMd) const;

private:
  KernelDbSession(KernelDbOptions options, KernelDbReuse reuse)
      : options(std::move(options)), reuse(reuse), db(this->options.dir) {}
  KernelDbOptions options;
  KernelDbReuse reuse;
  KernelDatabase db;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_KERNELREUSE_H
