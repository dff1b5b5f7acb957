//===- Report.h - htam-optimize's report-dir and report.md -------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The report of a run: the files of report-dir (redacted, each written
// atomically) and report.md, a section per task with its step table, its
// winner and what a vendor library does in it.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_TRANSFORMS_REPORT_H
#define HTAM_LIB_TRANSFORMS_REPORT_H

#include "htam/Runtime/KernelSpec.h"
#include "htam/Transforms/Unsupported.h"

#include "mlir/IR/Location.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace mlir {
namespace htam {

/// report-dir and the Markdown report of one run.
class ReportWriter {
public:
  /// `dir` empty: no report files. A failed write is warned about at `loc`
  /// (the module).
  ReportWriter(llvm::StringRef dir, Location loc) : dir(dir.str()), loc(loc) {}

  /// Writes `contents` to report-dir/`name` (no-op without a report dir).
  void writeFile(const llvm::Twine &name, llvm::StringRef contents);

  /// report.md so far (the kernel database and the whole-function driver
  /// append their sections too).
  std::string &markdown() { return md; }

  /// The title and the run's line.
  void header(llvm::StringRef memoryPath, llvm::StringRef method,
              unsigned steps, llvm::StringRef proposer, bool dryRun);

private:
  std::string dir;
  Location loc;
  std::string md;
  /// Whether a write failed already (warned once).
  bool writeFailed = false;
};

/// "12.34" + suffix, or "-" for an unknown (NaN) value.
std::string fixedOrDash(double v, llvm::StringRef suffix);

/// The head of a task's step table.
std::string stepTableHeader();
/// One row of it; the speedups are over the reference and the best before.
std::string stepTableRow(unsigned step, llvm::StringRef direction,
                         llvm::StringRef card, llvm::StringRef candidate,
                         llvm::StringRef outcome, double timeUs,
                         double referenceUs, double prevBestUs,
                         double accuracyRatio);

/// A task's title and reference line.
std::string taskHeading(llvm::StringRef name, llvm::StringRef opClass,
                        llvm::StringRef bound, double rooflineUs, bool dryRun,
                        double referenceUs);
/// The best kernel's error against the oracle over the reference's.
std::string accuracyLine(double accuracyRatio, llvm::StringRef accept);
/// A task without an f64 oracle: judged by allclose, not `requested`.
std::string acceptFallbackLine(llvm::StringRef requested, llvm::StringRef why);
/// The winner: its step, candidate, card, time and speedup.
std::string winnerLine(unsigned step, llvm::StringRef candidate,
                       llvm::StringRef card, double timeUs,
                       double referenceUs);
/// strategy-only: the task keeps its tensor body and the candidate's
/// htam.strategy (a dry run's candidate compiled but was not run).
std::string strategyLine(llvm::StringRef candidate, llvm::StringRef card,
                         unsigned step, bool dryRun);
/// The functions left as they were, a table ("" when none).
std::string skippedFunctionsSection(llvm::ArrayRef<SkippedFunction> skipped);
/// Honesty (SPEC §6): which work of the winner a vendor library does.
std::string vendorLibrarySection(llvm::ArrayRef<KernelLaunch> launches);

} // namespace htam
} // namespace mlir

#endif // HTAM_LIB_TRANSFORMS_REPORT_H
