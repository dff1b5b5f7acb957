//===- Strategies.h - The built-in CUDA strategy library --------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The built-in strategy library implements the local cards of the default
// memory (memory/htg.yaml, `implementation: tpl_...`) as CUDA code
// generators. Each template reads the linalg structure of one operator task
// (a func.func on static f32 tensors), emits CUDA C++ with extern "C"
// __global__ entries whose buffer parameters follow the operator-argument
// convention (task arguments, then results, then scratch buffers sN), and a
// launch plan. A registry maps implementation ids to generators, a support
// predicate and a parameter space; rankParameterConfigs() is the small,
// deterministic in-card search.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_STRATEGIES_STRATEGIES_H
#define HTAM_STRATEGIES_STRATEGIES_H

#include "htam/Analysis/OperatorTask.h"
#include "htam/Runtime/KernelSource.h"
#include "htam/Runtime/KernelSpec.h"
#include "htam/Strategies/TemplateTable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// Parameter values of one template instance (card parameters such as
/// `block=256`, plus the common `fast_math`, `index_bits`, `sm_count`).
class TemplateParams {
public:
  /// Sets `name` to `value` (replacing an earlier value).
  void set(llvm::StringRef name, llvm::StringRef value);
  /// True when `name` has a value.
  bool has(llvm::StringRef name) const;
  /// The integer value of `name`, or `def` when absent or not an integer.
  int64_t getInt(llvm::StringRef name, int64_t def) const;
  /// The value of `name` as text, or `def` when absent.
  std::string getString(llvm::StringRef name, llvm::StringRef def) const;
  /// "k1=v1,k2=v2" in name order; empty when there are no values.
  std::string str() const;
  /// Parses one "name=value" item into this set; false when malformed.
  bool parseItem(llvm::StringRef item);
  const std::map<std::string, std::string> &values() const { return vals; }

private:
  std::map<std::string, std::string> vals;
};


/// A generated candidate: CUDA source and launch plan.
struct GeneratedKernel {
  std::string templateId;
  TemplateParams params;
  /// CUDA C++ source with extern "C" __global__ entries (none when every
  /// launch is a library step).
  std::string source;
  /// Launches in order: kernels and library steps (KernelLaunch::library);
  /// params reference operator arguments (task arguments then results) and
  /// scratch buffers.
  std::vector<KernelLaunch> launches;
  /// Byte sizes of the scratch buffers s0, s1, ...
  std::vector<int64_t> scratchBytes;
  /// The task's constant tensors the launches read as buffers c0, c1, ...
  std::vector<ConstantBuffer> constants;
  /// Extra nvrtc options (e.g. -use_fast_math when fast_math=1).
  std::vector<std::string> compileOptions;
  /// True when some launch is a vendor-library step (cuBLAS: the lib_*
  /// templates); reported in the trajectory and the report.
  bool usesVendorLibrary = false;
  /// Accepted only by the accuracy rule against the f64 oracle
  /// (KernelSource::acceptByAccuracyOnly): tpl_gemm_wgmma_3xtf32.
  bool acceptByAccuracyOnly = false;
  /// One human-readable line on what was generated.
  std::string note;

  /// The candidate as the evaluator takes it.
  KernelSource toKernelSource(llvm::StringRef label) const;
};

/// True when template `id` supports `task`: the task's class fits the
/// template and a kernel can be generated with default parameters. When not,
/// `why` (if given) says why.
bool templateSupports(llvm::StringRef id, func::FuncOp task,
                      std::string *why = nullptr);

/// Generates the kernel of template `id` for `task`. Parameters absent from
/// `params` take the template's defaults. Emits an error at the task (with
/// the reason) and fails for unknown templates, unsupported ops or shapes.
FailureOr<GeneratedKernel> generateKernel(func::FuncOp task, llvm::StringRef id,
                                          const TemplateParams &params);

/// The same without diagnostics: on failure `error` says why.
FailureOr<GeneratedKernel> generateKernelQuiet(func::FuncOp task,
                                               llvm::StringRef id,
                                               const TemplateParams &params,
                                               std::string &error);

/// The in-card search: up to `maxConfigs` parameter configurations of
/// template `id` for `task`, best first, ranked by a simple model of the
/// analysis attributes (shapes, bytes, FLOPs). `space` is the card's
/// parameter space; empty means the template's own. Deterministic.
std::vector<TemplateParams>
rankParameterConfigs(llvm::StringRef id, const OperatorTask &task,
                     llvm::ArrayRef<ParamDomain> space, unsigned maxConfigs);

} // namespace htam
} // namespace mlir

#endif // HTAM_STRATEGIES_STRATEGIES_H
