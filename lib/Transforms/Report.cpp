//===- Report.cpp - htam-optimize's report-dir and report.md --------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Report.h"

#include "htam/LLM/Redact.h"
#include "htam/Memory/Store.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <cmath>

using namespace mlir;
using namespace mlir::htam;

void ReportWriter::writeFile(const llvm::Twine &name,
                             llvm::StringRef contents) {
  if (dir.empty())
    return;
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, name);
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path));
  // A report holds server text (plans, sources, errors): redacted.
  llvm::Error err = memory::writeFileAtomic(path, llm::redact(contents));
  if (!err)
    return;
  // One short line for the first failure (a full disk fails them all);
  // a warning on the module would print the module, PTX included.
  std::string why = llvm::toString(std::move(err));
  if (writeFailed)
    return;
  writeFailed = true;
  if (!llvm::StringRef(why).contains(path))
    why = ("cannot write " + path + ": " + why).str();
  mlir::emitWarning(loc) << "htam-optimize: report-dir: " << why
                         << " (later report-dir write failures are not "
                            "reported)";
}

void ReportWriter::header(llvm::StringRef memoryPath, llvm::StringRef method,
                          unsigned steps, llvm::StringRef proposer,
                          bool dryRun) {
  md = "# htam-optimize report\n\n";
  md += llvm::formatv("memory: `{0}`; method: {4}; steps: {1}; "
                      "proposer: {2}; dry-run: {3}\n\n",
                      memoryPath, steps, proposer, dryRun ? "yes" : "no",
                      method)
            .str();
}

std::string mlir::htam::fixedOrDash(double v, llvm::StringRef suffix) {
  if (std::isnan(v))
    return "-";
  return llvm::formatv("{0:f2}{1}", v, suffix).str();
}

std::string mlir::htam::stepTableHeader() {
  return "| step | direction | card | candidate | outcome | "
         "time (us) | vs reference | vs best before | "
         "error vs reference |\n"
         "| --- | --- | --- | --- | --- | --- | --- | --- | --- "
         "|\n";
}

std::string mlir::htam::stepTableRow(unsigned step, llvm::StringRef direction,
                                     llvm::StringRef card,
                                     llvm::StringRef candidate,
                                     llvm::StringRef outcome, double timeUs,
                                     double referenceUs, double prevBestUs,
                                     double accuracyRatio) {
  return llvm::formatv("| {0} | {1} | {2} | `{3}` | {4} | {5} | {6} | "
                       "{7} | {8} |\n",
                       step, direction, card, candidate, outcome,
                       fixedOrDash(timeUs, ""),
                       fixedOrDash(referenceUs / timeUs, "x"),
                       fixedOrDash(prevBestUs / timeUs, "x"),
                       fixedOrDash(accuracyRatio, "x"))
      .str();
}

std::string mlir::htam::taskHeading(llvm::StringRef name,
                                    llvm::StringRef opClass,
                                    llvm::StringRef bound, double rooflineUs,
                                    bool dryRun, double referenceUs) {
  std::string md =
      llvm::formatv("## {0} ({1}, {2}-bound, roofline {3:f2} us)\n\n", name,
                    opClass, bound, rooflineUs)
          .str();
  if (dryRun)
    md += "Dry run: candidates were generated and compiled, not run; "
          "the reference lowering stays.\n\n";
  else
    md += llvm::formatv("Reference: {0:f2} us.\n\n", referenceUs).str();
  return md;
}

std::string mlir::htam::accuracyLine(double accuracyRatio,
                                     llvm::StringRef accept) {
  return llvm::formatv("Accuracy: the best kernel's error against the "
                       "f64 oracle is {0:f2}x the FP32 reference's "
                       "(accept={1}).\n\n",
                       accuracyRatio, accept)
      .str();
}

std::string mlir::htam::acceptFallbackLine(llvm::StringRef requested,
                                           llvm::StringRef why) {
  return llvm::formatv("Acceptance: allclose, not accept={0}: the task has "
                       "no f64 oracle ({1}).\n\n",
                       requested, why.split('\n').first)
      .str();
}

std::string mlir::htam::winnerLine(unsigned step, llvm::StringRef candidate,
                                   llvm::StringRef card, double timeUs,
                                   double referenceUs) {
  return llvm::formatv("Winner: step {0}, `{1}` ({2}), {3:f2} us, "
                       "{4:f2}x over the reference.\n\n",
                       step, candidate, card, timeUs, referenceUs / timeUs)
      .str();
}

std::string mlir::htam::strategyLine(llvm::StringRef candidate,
                                     llvm::StringRef card, unsigned step,
                                     bool dryRun) {
  return llvm::formatv("Written as the task's `htam.strategy` "
                       "(strategy-only): `{0}` ({1}), step {2}{3}; "
                       "`htam-opt --htam-emit-strategy` emits it.\n\n",
                       candidate, card, step,
                       dryRun ? ", the first template candidate that "
                                "compiled (a dry run verifies nothing)"
                              : "")
      .str();
}

/// `text` for a Markdown table cell.
static std::string tableCell(llvm::StringRef text) {
  std::string cell;
  for (char c : text) {
    if (c == '|')
      cell += '\\';
    cell += c == '\n' ? ' ' : c;
  }
  return cell;
}

std::string
mlir::htam::skippedFunctionsSection(llvm::ArrayRef<SkippedFunction> skipped) {
  if (skipped.empty())
    return "";
  std::string md = llvm::formatv("## Skipped functions\n\n{0} function{1} "
                                 "left as {2}:\n\n",
                                 skipped.size(),
                                 skipped.size() == 1 ? " was" : "s were",
                                 skipped.size() == 1 ? "it was" : "they were")
                       .str();
  md += "| function | location | op | kind | reason | warning |\n"
        "| --- | --- | --- | --- | --- | --- |\n";
  for (const SkippedFunction &f : skipped)
    md += llvm::formatv("| `{0}` | `{1}` | `{2}` | {3} | {4} | {5} |\n",
                        f.name, tableCell(f.location), f.op, f.kind,
                        tableCell(f.reason),
                        f.warning.empty()
                            ? std::string("-")
                            : "`" + tableCell(f.warning) + "`")
              .str();
  md += "\n";
  return md;
}

std::string
mlir::htam::vendorLibrarySection(llvm::ArrayRef<KernelLaunch> launches) {
  std::string md = "The winner calls a vendor library (cuBLAS, cuBLASLt or "
                   "cuDNN, strict FP32):\n";
  for (const KernelLaunch &l : launches)
    if (l.isLibraryCall())
      md += "- `" + l.str() + "`\n";
  md += "\n";
  return md;
}
