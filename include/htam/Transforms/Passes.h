//===- Passes.h - htam pass entry points ------------------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The generated declarations and registration of every htam pass.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_PASSES_H
#define HTAM_TRANSFORMS_PASSES_H

#include "htam/Transforms/OptimizeOptions.h"
#include "htam/Transforms/PassOptionEnums.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

#include <string>

namespace mlir {
namespace htam {

#define GEN_PASS_DECL
#include "htam/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "htam/Transforms/Passes.h.inc"

/// The CUDA toolkit root: $HTAM_CUDA_PATH if set, else the path configured
/// at build time (HTAM_CUDA_PATH in CMake, default /usr/local/cuda).
std::string defaultCudaPath();

/// Options of the reference lowering (see `htam-lower-reference`).
struct LowerReferenceOptions {
  std::string chip = "sm_90";
  std::string features = "+ptx80";
  ReferenceFormat format = ReferenceFormat::Isa;
  int64_t threadsPerBlock = 256;
  unsigned optLevel = 3;
  /// CUDA toolkit root: libdevice (math functions) and ptxas come from it.
  std::string cudaPath = defaultCudaPath();
  /// NVVM fast-math and flush-to-zero flags for the device code.
  bool fastMath = false;
  /// A textual pass pipeline on builtin.module run after bufferization and
  /// device buffers, before the loop lowering (direction pipelines).
  std::string bufferPipeline;
  /// A textual pass pipeline on builtin.module run once the kernels are
  /// outlined, before NVVM (direction pipelines' kernel-level actions).
  std::string kernelPipeline;
};

/// Parses `options.bufferPipeline` into `pm`; errors go to `os`.
LogicalResult addBufferPipeline(OpPassManager &pm,
                                const LowerReferenceOptions &options,
                                llvm::raw_ostream &os);

/// Parses `options.kernelPipeline` into `pm`; errors go to `os`.
LogicalResult addKernelPipeline(OpPassManager &pm,
                                const LowerReferenceOptions &options,
                                llvm::raw_ostream &os);

/// Appends the reference lowering of operator tasks to `pm` (anchored on a
/// module): bufferization in destination-passing style, device buffers, GPU
/// mapping, outlining, NVVM lowering and serialization.
void buildHTAMLowerReferencePipeline(OpPassManager &pm,
                                     const LowerReferenceOptions &options);

} // namespace htam
} // namespace mlir

#endif // HTAM_TRANSFORMS_PASSES_H
