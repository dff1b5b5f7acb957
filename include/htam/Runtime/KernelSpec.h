//===- KernelSpec.h - Kernel arguments and launch configuration -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The description of how a kernel is called: its arguments (device buffers
// with a role, element type and exact shape, or scalars passed by value) and
// its launch configuration (grid, block, dynamic shared memory), with the
// parsers and validation behind htam-run's --args and --launch options.
//
//   args   := arg (',' arg)*
//   arg    := role ':' 'f32' '[' dim ('x' dim)* ']'     device buffer
//           | ('i32' | 'i64' | 'f32' | 'f64') ':' value  scalar by value
//   role   := 'in' | 'out' | 'inout'
//   launch := item (',' item)*    item := 'grid=' dims | 'block=' dims
//                                        | 'smem=' bytes
//                                        | 'entry=' name | 'params=' params
//   dims   := N | NxM | NxMxK
//   params := param (':' param)*  param := N (argument N) | 'sN' (scratch N)
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_KERNELSPEC_H
#define HTAM_RUNTIME_KERNELSPEC_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// How a kernel uses an argument.
enum class ArgRole {
  /// Read-only buffer: generated, checksummed before and after.
  In,
  /// Written buffer: pre-filled with NaN, compared with the reference.
  Out,
  /// Read and written buffer: generated, compared with the reference.
  InOut,
  /// Scalar passed by value.
  Scalar,
};

/// Types of scalars (buffers are f32 for now).
enum class ScalarType { I32, I64, F32, F64 };

/// One kernel argument.
struct ArgSpec {
  ArgRole role = ArgRole::In;
  /// Exact shape of a buffer (row-major); empty for scalars.
  std::vector<int64_t> shape;
  ScalarType scalarType = ScalarType::I32;
  int64_t intValue = 0;
  double floatValue = 0;

  bool isBuffer() const { return role != ArgRole::Scalar; }
  bool isInput() const { return role == ArgRole::In || role == ArgRole::InOut; }
  bool isOutput() const {
    return role == ArgRole::Out || role == ArgRole::InOut;
  }
  /// Number of elements of a buffer.
  int64_t numElements() const;
  /// Size of a buffer in bytes.
  int64_t numBytes() const { return numElements() * 4; }
  /// The spec text, e.g. "in:f32[64x128]" or "i32:1024".
  std::string str() const;
};

/// The largest buffer htam-run allocates (16 GiB).
constexpr int64_t kMaxBufferBytes = int64_t(16) << 30;

/// Parses and validates an argument list; errors name the offending item.
llvm::Expected<std::vector<ArgSpec>> parseArgSpecs(llvm::StringRef text);

/// The argument list as text (parseArgSpecs(formatArgSpecs(x)) == x).
std::string formatArgSpecs(const std::vector<ArgSpec> &args);

/// Grid, block and dynamic shared memory of one launch.
struct LaunchConfig {
  std::array<unsigned, 3> grid = {1, 1, 1};
  std::array<unsigned, 3> block = {1, 1, 1};
  unsigned sharedBytes = 0;

  /// "grid=AxBxC,block=AxBxC,smem=N".
  std::string str() const;
};

/// Parses and validates a launch configuration (grid and block required).
llvm::Expected<LaunchConfig> parseLaunchConfig(llvm::StringRef text);

/// One kernel parameter of a launch: an operator argument or a scratch
/// buffer of the candidate.
struct ParamRef {
  bool scratch = false;
  unsigned index = 0;
};

/// One launch of a (possibly multi-kernel) candidate.
struct KernelLaunch {
  /// Entry name as written in the source (extern "C" or C++ name).
  std::string entry;
  LaunchConfig config;
  /// The kernel's parameters in order; empty: the operator arguments in
  /// order.
  std::vector<ParamRef> params;

  /// "entry=NAME,grid=..,block=..,smem=N[,params=0:1:s0]".
  std::string str() const;
};

/// Parses a launch with optional entry= and params= items; `defaultEntry` is
/// used when there is no entry= item.
llvm::Expected<KernelLaunch> parseKernelLaunch(llvm::StringRef text,
                                               llvm::StringRef defaultEntry);

/// Checks that every parameter of `launch` names an existing argument
/// (< numArgs) or scratch buffer (< numScratch).
llvm::Error validateLaunchParams(const KernelLaunch &launch, size_t numArgs,
                                 size_t numScratch);

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_KERNELSPEC_H
