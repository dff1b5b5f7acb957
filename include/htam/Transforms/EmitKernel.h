//===- EmitKernel.h - CUDA candidates as upstream MLIR ----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Packages a compiled kernel candidate (CUDA source, its PTX or cubin, the
// launches) into the same upstream form as the reference lowering: a host
// func.func over memrefs with gpu.launch_func ops and one gpu.binary. The
// CUDA source stays in the binary's `htam.cuda_source` attribute for people
// to read. docs/TRANSFORMS.md describes the format.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_EMITKERNEL_H
#define HTAM_TRANSFORMS_EMITKERNEL_H

#include "htam/Runtime/KernelSpec.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// A compiled candidate, as the driver hands it to emission.
struct EmittedKernel {
  /// The CUDA C++ source (kept for reading; may be empty for PTX inputs).
  std::string source;
  /// The loadable image: PTX text or cubin bytes.
  std::string image;
  bool imageIsPtx = true;
  /// The architecture the image was built for.
  std::string chip = "sm_90";
  /// Launches in order; each entry is its name in the image. Parameters
  /// index the operator arguments (inputs, then outputs) or scratch
  /// buffers; an empty list passes all operator arguments in order.
  std::vector<KernelLaunch> launches;
  /// Scratch buffer sizes in bytes (placed in the workspace argument).
  std::vector<int64_t> scratchBytes;
  /// Constant buffers (ParamRef::constant): each becomes a `memref.global`
  /// holding its contents and an argument after the outputs that names it
  /// (`htam.constant`), which the caller binds to a device copy.
  std::vector<ConstantBuffer> constants;
  /// Where the candidate came from, e.g. "template:tpl_elementwise_vec4".
  std::string origin;
  /// True when the kernel calls a vendor library (cuBLAS, cuDNN).
  bool usesVendorLibrary = false;
};

/// Replaces the operator task `task` (a public func.func on tensors) by a
/// host function over memrefs in destination-passing style that launches
/// `kernel`, and adds the `gpu.binary @<task>_kernels` holding its image.
/// Fails with a located error when the task's signature is not static or
/// a launch names a parameter that does not exist.
LogicalResult emitKernel(func::FuncOp task, const EmittedKernel &kernel);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_EMITKERNEL_H
