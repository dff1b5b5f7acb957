//===- DynamicLibrary.h - Opening CUDA libraries at run time ----*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What every dlopen'ed CUDA library of the runtime (nvrtc, cuBLAS,
// cuBLASLt, cuDNN) shares: its search list (an environment variable alone,
// else the CUDA toolkit's lib64 and lib, then the loader path), opening the
// first candidate that loads with the reason each other one failed, and
// resolving entry points while remembering the first missing one.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_DYNAMICLIBRARY_H
#define HTAM_RUNTIME_DYNAMICLIBRARY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace mlir {
namespace htam {

/// The candidates for CUDA library `soname`: `$envVar` alone when it is set
/// and not empty; else `<cuda>/lib64/<soname>`, `<cuda>/lib/<soname>`, the
/// paths of `extra`, then `soname` itself (the loader path).
std::vector<std::string>
cudaLibraryCandidates(const char *envVar, llvm::StringRef soname,
                      llvm::ArrayRef<std::string> extra = {});

/// A library opened with dlopen (never closed: its functions live as long
/// as the process).
struct OpenedLibrary {
  void *handle = nullptr;
  std::string path;
};

/// dlopen (RTLD_NOW | RTLD_LOCAL) of the first of `libraries` that loads.
/// On failure, `tried` gets one "\n  <path>: <reason>" line per candidate;
/// absolute paths that do not exist are skipped, and listed as "no such
/// file" only with `listMissingFiles`.
std::optional<OpenedLibrary>
openFirstLibrary(llvm::ArrayRef<std::string> libraries, std::string &tried,
                 bool listMissingFiles = true);

/// openFirstLibrary for a vendor library, or an error that names it, where
/// it was searched and what needs it, then the candidates tried:
/// "no cuBLAS: cannot open libcublas.so.13 (searched $HTAM_CUBLAS_LIB, the
/// CUDA toolkit and the loader path); library steps need cuBLAS 13:...".
llvm::Expected<OpenedLibrary>
openVendorLibrary(llvm::ArrayRef<std::string> libraries, llvm::StringRef name,
                  llvm::StringRef soname, llvm::StringRef envVar,
                  llvm::StringRef neededBy);

/// The error of a vendor-library call whose `status` is not its success
/// code: "<what>: <text> (status <status>)", with `text` from the library's
/// own status-string function ("error" when it has none).
llvm::Error libraryStatusError(llvm::StringRef what, const char *text,
                               int status);

/// Looks up symbols of an opened library into typed function pointers;
/// `missing()` is the first name that was not found (empty when all were).
class SymbolResolver {
public:
  explicit SymbolResolver(void *handle) : handle(handle) {}
  template <class Fn> void operator()(Fn &fn, const char *name) {
    void *sym = lookup(name);
    fn = reinterpret_cast<std::remove_reference_t<Fn>>(sym);
  }
  const std::string &missing() const { return firstMissing; }
  /// "<name> <path> lacks <symbol>" for the first missing symbol, else
  /// success.
  llvm::Error check(llvm::StringRef name, llvm::StringRef path) const;

private:
  void *lookup(const char *name);
  void *handle;
  std::string firstMissing;
};

/// The process-wide instance of library API `Api`, loaded by `load()` (an
/// llvm::Expected<std::unique_ptr<Api>>) on first use; a failed load is
/// remembered and its message returned on every call.
template <class Api, class LoadFn>
llvm::Expected<Api &> loadLibraryOnce(LoadFn load) {
  static std::once_flag once;
  static std::unique_ptr<Api> instance;
  static std::string error;
  std::call_once(once, [&] {
    auto loaded = load();
    if (loaded)
      instance = std::move(*loaded);
    else
      error = llvm::toString(loaded.takeError());
  });
  if (!instance)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), error);
  return *instance;
}

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_DYNAMICLIBRARY_H
