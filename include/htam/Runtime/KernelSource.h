//===- KernelSource.h - A kernel to evaluate, as data -----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What a candidate is made of (source text, launches, scratch, constants),
// as the strategies and the driver hand it to the Evaluator. Data only: it
// belongs to HTAMKernelSpec, so that a library that makes candidates does
// not link the compiler or the device runtime.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_KERNELSOURCE_H
#define HTAM_RUNTIME_KERNELSOURCE_H

#include "htam/Runtime/KernelSpec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// A kernel to evaluate: what it is made of and how it is launched. A
/// candidate may be several kernels of one source, launched in order on one
/// stream (e.g. a two-pass reduction), with scratch buffers of its own.
struct KernelSource {
  enum class Kind {
    /// CUDA C++ device code, compiled with nvrtc.
    Cuda,
    /// A cubin (ELF) for the device's architecture.
    Cubin,
    /// PTX text, JIT-compiled by the driver.
    Ptx,
    /// A lowered MLIR module (not executable yet: issue 4 item 3).
    LoweredMlir,
  };
  Kind kind = Kind::Cuda;
  /// Name used in reports (usually the file name).
  std::string label;
  /// The source text, PTX text, or cubin bytes.
  std::string text;
  /// The launches, in order; at least one. Library steps (cuBLAS) run
  /// between the kernels on the same stream.
  std::vector<KernelLaunch> launches;
  /// Sizes in bytes of the candidate's scratch buffers (ParamRef::scratch),
  /// allocated once per worker and pre-filled with NaN.
  std::vector<int64_t> scratchBytes;
  /// The candidate's constant buffers (ParamRef::constant): a task's
  /// constant tensors with their contents, uploaded once per worker, never
  /// generated or compared (docs/RUNTIME.md, "Constant buffers").
  std::vector<ConstantBuffer> constants;
  /// Extra nvrtc options (Cuda kind only).
  std::vector<std::string> compileOptions;
  /// The candidate's rounding differs from FP32's by design (3xTF32 on
  /// tensor cores): it is judged only by the accuracy rule against the f64
  /// oracle, never by allclose against the FP32 reference alone; the
  /// evaluator refuses it otherwise (docs/RUNTIME.md).
  bool acceptByAccuracyOnly = false;

  /// Bytes of each constant, in order (for validateLaunch).
  std::vector<int64_t> constantBytes() const;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_KERNELSOURCE_H
