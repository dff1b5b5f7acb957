//===- InitAll.h - Everything a host compiler needs from htam ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one header a compiler embedding htam includes: it registers the upstream
// dialects, interface models and translations htam's pipelines rely on, the
// upstream passes htam-opt exposes, and htam's own passes and pipelines.
// htam-opt and the mlir-opt plugin both go through these functions.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_INITALL_H
#define HTAM_INITALL_H

namespace mlir {
class DialectRegistry;

namespace htam {

/// Registers the upstream dialects htam reads and produces (func, arith, math,
/// tensor, linalg, memref, bufferization, scf, affine, vector, gpu, nvvm, llvm,
/// transform and their helpers), their external interface models,
/// transform-dialect extensions, conversion-to-LLVM interfaces and the LLVM IR
/// translations that GPU module serialization needs.
void registerHTAMDialects(DialectRegistry &registry);

/// Registers the upstream passes htam-opt offers next to htam's: general
/// transforms, bufferization, linalg, loops, GPU mapping and outlining,
/// conversions to NVVM/LLVM and the GPU-to-NVVM pipeline.
void registerHTAMUpstreamPasses();

/// Registers htam's own passes and pipelines. This is all a host that already
/// registers the upstream dialects (such as mlir-opt) needs.
void registerHTAMPassesAndPipelines();

} // namespace htam
} // namespace mlir

#endif // HTAM_INITALL_H
