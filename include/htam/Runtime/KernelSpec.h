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
//                                        | 'cN' (constant N)
//
// A launch may instead be a vendor-library step (SPEC §6), run in order with
// the kernels on the same stream and timed with them:
//
//   step   := 'lib=cublas.sgemm' (',' key '=' value)* ',params=' A ':' B ':' C
//   keys   := m n k (required) ta tb (0|1) lda ldb ldc batch sa sb sc
//             alpha beta
//
// cublas.sgemm is a row-major (batched) GEMM in strict FP32 (no TF32):
// C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b] with op(A) m x k, op(B)
// k x n, C m x n; A is stored m x k with row stride lda (ta=0) or k x m
// (ta=1), likewise B (k x n or, with tb=1, n x k) and C (row stride ldc);
// matrix b of X starts at element b * sX.
//
//   step   := 'lib=cublaslt.matmul' (',' key '=' value)* ',params=' A ':' B
//             ':' C [':' bias]
//   keys   := the keys of cublas.sgemm, epilogue (none | bias | relu |
//             relu_bias), algo (0..7)
//
// cublaslt.matmul is the same GEMM through cublasLtMatmul (CUBLAS_COMPUTE_32F,
// no TF32) with an epilogue: `bias` adds bias[j] (n floats, the same for
// every batch entry) to C[b][i][j], `relu` applies max(x, 0), `relu_bias`
// both (bias first); epilogues with a bias take a fourth buffer. `algo` is
// the rank of the algorithm in cublasLtMatmulAlgoGetHeuristic's answer (0 =
// the heuristic's first choice).
//   conv   := 'lib=' ('cudnn.conv_fwd' | 'cudnn.conv_bwd_data')
//             ',n=' N ',c=' C ',k=' K ',in=' dims ',ker=' dims ',out=' dims
//             [',pad=' dims] [',stride=' dims] [',dil=' dims] [',groups=' G]
//             [',algo=' R] ',params=' X ':' W ':' Y [':' BIAS]
//
// A cuDNN step describes the forward convolution y = x * w (NCHW / NCDHW,
// cross-correlation, strict FP32): x is N x C x in, w is K x C/G x ker,
// y is N x K x out, with out = (in + 2 pad - dil (ker - 1) - 1) / stride + 1
// in every spatial dim (dims: 1 to 3 values joined by 'x'). conv_fwd reads x
// (X) and w and writes y (Y); conv_bwd_data (a transposed convolution) reads
// y (X) and w and writes x (Y). An optional fourth buffer is a bias added per
// output channel. algo=R runs the R-th algorithm of cuDNN's heuristics that
// is deterministic and runs in FMA math (default 0).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_KERNELSPEC_H
#define HTAM_RUNTIME_KERNELSPEC_H

#include "htam/Runtime/Protocol.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
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

/// The role's name in spec text and launch plans: "in", "out", "inout",
/// "scalar". One spelling, used by the printer, the parser and htam-run.
llvm::StringRef toString(ArgRole role);
/// The buffer role named `name` ("in", "out", "inout"); none otherwise.
std::optional<ArgRole> parseBufferRole(llvm::StringRef name);

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
  /// A parameter's initialization (inputs only; `~init` in the spec text).
  ParamInit init;

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

/// One kernel parameter of a launch: an operator argument, a scratch
/// buffer of the candidate, or one of its constant buffers (`constant`).
struct ParamRef {
  bool scratch = false;
  unsigned index = 0;
  /// A read-only buffer of known contents (KernelSource::constants): never
  /// generated by the protocol, uploaded once per worker.
  bool constant = false;

  /// An operator argument (neither scratch nor constant).
  bool isArgument() const { return !scratch && !constant; }
  /// "3", "s0" or "c1".
  std::string str() const;
};

/// A constant tensor of a task (a weight, a mask, an index table) as a
/// device buffer: its bytes in the device layout (row-major, i1 as one byte
/// per element), uploaded once per worker and never written.
struct ConstantBuffer {
  /// A stable name (the symbol of its memref.global), for messages.
  std::string name;
  /// The element type's name ("f32", "i1", ...) and the shape (row-major),
  /// which emission needs to rebuild the global.
  std::string elementType;
  std::vector<int64_t> shape;
  /// The contents (shared: a kernel source is copied often).
  std::shared_ptr<const std::string> data;
  /// xxh3 of `data`: workers check the file they read against it.
  uint64_t hash = 0;

  int64_t numBytes() const { return data ? int64_t(data->size()) : 0; }
  /// A ConstantBuffer over `bytes`, with its hash.
  static ConstantBuffer make(std::string name, std::string elementType,
                             std::string bytes);
  /// The content hash of a constant's device bytes (constantDeviceBytes):
  /// the one definition that htam-hoist-constants (`htam.content_hash`),
  /// the kernel database and the worker's upload check must agree on.
  static uint64_t contentHash(llvm::StringRef bytes);
};

/// The total size of the constants of one task that htam places on the
/// device (1 GiB); the reference lowering refuses more with a located error.
constexpr int64_t kMaxConstantBytes = int64_t(1) << 30;

/// A vendor-library call of a candidate (the library-dispatch direction).
struct LibraryCall {
  enum class Kind {
    /// Not a library call: the launch is a kernel.
    None,
    /// cublasSgemm / cublasSgemmStridedBatched on row-major data.
    CublasSgemm,
    /// cublasLtMatmul on row-major data, with an epilogue and a heuristic
    /// algorithm rank.
    CublasLtMatmul,
    /// cudnnConvolutionForward (conv).
    CudnnConvFwd,
    /// cudnnConvolutionBackwardData: a transposed convolution (conv).
    CudnnConvBwdData,
  };
  /// What cublaslt.matmul applies to the product before it stores C.
  enum class Epilogue { None, Bias, Relu, ReluBias };
  /// The largest `algo` rank (cublaslt.matmul asks the heuristic for
  /// kMaxAlgo + 1 algorithms).
  static constexpr int64_t kMaxAlgo = 7;
  /// The forward convolution of a cuDNN step (see the grammar above).
  struct Conv {
    /// Spatial dims (1 to 3); arrays hold `nd` values.
    int nd = 2;
    int64_t n = 1, c = 1, k = 1, groups = 1;
    std::array<int64_t, 3> in = {1, 1, 1}, ker = {1, 1, 1}, out = {1, 1, 1};
    std::array<int64_t, 3> pad = {0, 0, 0}, stride = {1, 1, 1}, dil = {1, 1, 1};
    /// Rank among cuDNN's deterministic FMA-math heuristic algorithms.
    int64_t algo = 0;
    /// A fourth operand holds a per-output-channel bias.
    bool bias = false;

    /// Elements of x, w, y; channels of the written tensor.
    int64_t xElements() const;
    int64_t wElements() const;
    int64_t yElements() const;
    int64_t outChannels(bool transposed) const { return transposed ? c : k; }
    /// The output size of spatial dim `d` that the other fields imply.
    int64_t impliedOut(int d) const {
      return (in[d] + 2 * pad[d] - dil[d] * (ker[d] - 1) - 1) / stride[d] + 1;
    }
  };
  Conv conv;
  Kind kind = Kind::None;
  bool transA = false, transB = false;
  int64_t m = 0, n = 0, k = 0;
  int64_t lda = 0, ldb = 0, ldc = 0;
  int64_t batch = 1;
  /// Element offsets between consecutive matrices of a batch.
  int64_t strideA = 0, strideB = 0, strideC = 0;
  double alpha = 1, beta = 0;
  /// cublaslt.matmul only: the epilogue and the heuristic rank.
  Epilogue epilogue = Epilogue::None;
  int64_t algo = 0;

  /// The name after "lib=" (e.g. "cublas.sgemm").
  llvm::StringRef name() const;
  /// True when the epilogue reads a bias vector (a fourth operand).
  bool hasBias() const {
    return epilogue == Epilogue::Bias || epilogue == Epilogue::ReluBias;
  }
  /// Rows and columns of A, B and C as stored (row-major).
  int64_t rowsA() const { return transA ? k : m; }
  int64_t colsA() const { return transA ? m : k; }
  int64_t rowsB() const { return transB ? n : k; }
  int64_t colsB() const { return transB ? k : n; }
  /// Elements of operand `i` (0 = A, 1 = B, 2 = C, 3 = bias) the call
  /// touches, from the first element of its buffer.
  int64_t extent(unsigned operand) const;
  bool isCudnn() const {
    return kind == Kind::CudnnConvFwd || kind == Kind::CudnnConvBwdData;
  }
  /// Operands of the step: A, B, C (X, W, Y for cuDNN) and, with a bias,
  /// the bias.
  unsigned numOperands() const {
    return (isCudnn() ? conv.bias : hasBias()) ? 4 : 3;
  }
  /// Floating-point operations (2 m n k per matrix; 2 per multiply-add of
  /// a convolution).
  double flops() const;
};

/// The epilogue's name in a step ("none", "bias", "relu", "relu_bias").
llvm::StringRef epilogueName(LibraryCall::Epilogue e);

/// The epilogue named `name`, or nullopt.
std::optional<LibraryCall::Epilogue> parseEpilogue(llvm::StringRef name);

/// One launch of a (possibly multi-kernel) candidate: a kernel, or a
/// vendor-library step when `library.kind` is not None.
struct KernelLaunch {
  /// Entry name as written in the source (extern "C" or C++ name); empty
  /// for a library step.
  std::string entry;
  LaunchConfig config;
  /// The kernel's parameters in order; empty: the operator arguments in
  /// order. A library step lists its operands (A, B, C[, bias]).
  std::vector<ParamRef> params;
  LibraryCall library;

  bool isLibraryCall() const { return library.kind != LibraryCall::Kind::None; }
  /// A short name for messages: the entry, or "lib=cublas.sgemm".
  std::string displayName() const;

  /// "entry=NAME,grid=..,block=..,smem=N[,params=0:1:s0]", or for a library
  /// step "lib=cublas.sgemm,ta=0,...,params=A:B:C" with every key.
  std::string str() const;
};

/// Parses a launch with optional entry= and params= items; `defaultEntry` is
/// used when there is no entry= item.
llvm::Expected<KernelLaunch> parseKernelLaunch(llvm::StringRef text,
                                               llvm::StringRef defaultEntry);

/// Checks that every parameter of `launch` names an existing argument
/// (< numArgs), scratch buffer (< numScratch) or constant (< numConstants).
llvm::Error validateLaunchParams(const KernelLaunch &launch, size_t numArgs,
                                 size_t numScratch, size_t numConstants = 0);

/// validateLaunchParams, plus for a library step: its operands are buffers
/// (not scalars) large enough for every element the call touches.
llvm::Error validateLaunch(const KernelLaunch &launch,
                           const std::vector<ArgSpec> &args,
                           const std::vector<int64_t> &scratchBytes,
                           const std::vector<int64_t> &constantBytes = {});

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_KERNELSPEC_H
