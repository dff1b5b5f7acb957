//===- KernelDatabase.h - Verified best kernels by workload key -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The kernel database: a directory with one JSON file per workload key
// (WorkloadKey.h), `<dir>/<key>.json`, holding the best verified kernel
// htam-optimize found for that task on that GPU with that htam: its source
// and everything emission needs to rebuild the same module, its time, the
// reference's time and how it was verified (docs/DRIVER.md, "Kernel
// database"). Writes are atomic (temporary file and rename, as the memory
// store writes) and serialized by one lock per database, so concurrent runs
// never corrupt or lose an entry; a faster entry replaces a slower one,
// never the reverse. A file that does not read is reported, never trusted.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_KERNELDATABASE_H
#define HTAM_TRANSFORMS_KERNELDATABASE_H

#include "htam/Runtime/KernelSpec.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// A constant buffer a database kernel reads, named by its contents: the
/// bytes stay in the task (the key covers them) and are found again there.
struct KernelDbConstant {
  std::string name;
  std::string elementType;
  std::vector<int64_t> shape;
  /// xxh3 of the device bytes (ConstantBuffer::hash).
  uint64_t hash = 0;
  int64_t bytes = 0;
};

/// One entry: the key parts, the kernel, its measurements and verification.
struct KernelDbEntry {
  /// The file format's version (`schema_version`).
  static constexpr int64_t kSchemaVersion = 1;

  // The workload key and its parts.
  std::string key, structure, func, signature, gpu, arch, version;

  /// How the kernel is emitted: `cuda`, a template or proposer candidate
  /// (source, PTX image, launches) emitted with emitKernel; `mlir`, a
  /// compiler-action winner whose lowered module replaces the task.
  enum class Form { Cuda, Mlir };
  Form form = Form::Cuda;
  /// The card, the candidate's key (template id and parameters), the
  /// template, its parameters ("k=v,..."), the proposer and the step of the
  /// search that found it.
  std::string card, candidate, templateId, params, proposer;
  unsigned step = 0;
  /// cuda: the CUDA source; mlir: the lowered module.
  std::string source;
  /// cuda: the PTX emission embeds and verification runs.
  std::string image;
  /// cuda: launches with the entries' names in the image, scratch sizes, the
  /// constants, `htam.origin`, the vendor-library and accuracy-rule flags.
  std::vector<KernelLaunch> launches;
  std::vector<int64_t> scratchBytes;
  std::vector<KernelDbConstant> constants;
  std::string origin;
  bool usesVendorLibrary = false;
  bool acceptByAccuracyOnly = false;

  // Measurements (median microseconds).
  double timeUs = NAN;
  double referenceUs = NAN;

  // Verification: the acceptance rule, trials, tolerance, seed, and the
  // error against the f64 oracle over the FP32 reference's (NaN: no oracle).
  std::string accept = "allclose";
  unsigned trials = 0;
  double atol = 0, rtol = 0;
  uint64_t seed = 0;
  double accuracyRatio = NAN;

  /// When it was recorded, UTC ("2026-12-02T03:04:05Z").
  std::string date;

  /// "cuda" or "mlir".
  llvm::StringRef formName() const;
};

llvm::json::Value toJSON(const KernelDbEntry &entry);

/// Reads an entry from JSON text; errors say which field is wrong.
llvm::Expected<KernelDbEntry> parseKernelDbEntry(llvm::StringRef text);

/// The current time as an entry's date.
std::string kernelDbNow();

/// Seconds since the epoch of an entry's date; nullopt when malformed.
std::optional<int64_t> parseKernelDbDate(llvm::StringRef date);

/// A database directory.
class KernelDatabase {
public:
  explicit KernelDatabase(std::string dir) : dir(std::move(dir)) {}
  llvm::StringRef directory() const { return dir; }

  /// Creates the directory if needed; an error when it is not a directory.
  llvm::Error prepare() const;

  /// `<dir>/<key>.json`.
  std::string entryPath(llvm::StringRef key) const;

  /// The entry of `key`: nullopt when there is none; an error naming the
  /// file when it does not read or holds another key's entry.
  llvm::Expected<std::optional<KernelDbEntry>> read(llvm::StringRef key) const;

  /// What record() did.
  enum class Outcome { Added, Replaced, KeptFaster };
  /// Under the database lock: writes `entry` unless the file holds a
  /// verified entry at least as fast (KeptFaster). An entry equal to
  /// `supersede` (an entry whose re-verification failed) is replaced
  /// whatever its time; so is a file that does not read (`warning` then
  /// names it).
  llvm::Expected<Outcome> record(const KernelDbEntry &entry,
                                 const KernelDbEntry *supersede,
                                 std::string &warning) const;

  /// One file of the database: its entry, or why it does not read.
  struct File {
    std::string path;
    std::optional<KernelDbEntry> entry;
    std::string error;
  };
  /// Every `*.json` file, by name.
  std::vector<File> list() const;

  /// Under the database lock, removes the files of `paths`.
  llvm::Error remove(const std::vector<std::string> &paths) const;

private:
  std::string dir;
};

/// The name of an Outcome ("added", "replaced", "kept_faster").
llvm::StringRef toString(KernelDatabase::Outcome outcome);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_KERNELDATABASE_H
