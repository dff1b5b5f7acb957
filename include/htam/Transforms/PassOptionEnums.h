//===- PassOptionEnums.h - The enum options of the other passes -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The enum types of the closed-set options of htam's passes other than
// htam-optimize (OptimizeOptions.h has those) and of the direction
// pipelines. Passes.td and Pipelines.h list their spellings with
// `clEnumValN`; EnumOptionParser.h's parser refuses any other value with
// the list of the valid ones, so the passes never see an unknown value.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_TRANSFORMS_PASSOPTIONENUMS_H
#define HTAM_TRANSFORMS_PASSOPTIONENUMS_H

#include "htam/Transforms/EnumOptionParser.h"

namespace mlir {
namespace htam {

/// htam-set-fast-math `flags`: the fast-math flags added to every op.
enum class FastMathFlags {
  /// Every flag (`fastmath<fast>`).
  Fast,
  /// Only `contract`: multiply-add contraction into fma.
  Contract,
};

/// htam-plant-candidate `kind`: the planted mistake (Passes.td describes
/// each).
enum class PlantKind {
  Zeros,
  Constant,
  Copy,
  Tiny,
  OneOff,
  Partial,
  Edge,
  IgnoreInput,
  Tf32,
  Fp16,
  Reverse,
};

/// htam-tile-and-fuse `mode`: which roots are tiled and which producers
/// are fused into them.
enum class TileAndFuseMode { Epilogue, Producer };

/// htam-fusion-pipeline `mode`: elementwise fusion only, or followed by
/// htam-tile-and-fuse in its epilogue or producer mode.
enum class FusionMode { Elementwise, Epilogue, Producer };

/// htam-lower-reference `format` (and the direction pipelines'): what each
/// `gpu.module` is serialized to.
enum class ReferenceFormat {
  /// PTX text.
  Isa,
  /// A cubin (runs ptxas).
  Bin,
  /// A fatbin (runs ptxas and fatbinary).
  Fatbin,
};

} // namespace htam
} // namespace mlir

HTAM_ENUM_OPTION_PARSER(::mlir::htam::FastMathFlags)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::PlantKind)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::TileAndFuseMode)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::FusionMode)
HTAM_ENUM_OPTION_PARSER(::mlir::htam::ReferenceFormat)

#endif // HTAM_TRANSFORMS_PASSOPTIONENUMS_H
