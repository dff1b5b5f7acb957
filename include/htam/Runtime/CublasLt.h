//===- CublasLt.h - cuBLASLt, opened at run time ----------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// CublasLt opens libcublasLt.so.13 with dlopen (like cuBLAS, the driver and
// nvrtc: nothing links against CUDA libraries) and resolves the entry points
// of a cublaslt.matmul step. CublasLtHandle is the one cuBLASLt handle of a
// worker process with a workspace of its own; for each distinct step it
// builds the matmul and layout descriptors once (CUBLAS_COMPUTE_32F with a
// CUDA_R_32F scale: strict FP32, never the TF32 compute types), asks
// cublasLtMatmulAlgoGetHeuristic for its best algorithms within the
// workspace and keeps the one of the step's rank (`algo`). Row-major steps
// map to column-major cuBLASLt as C^T = op(B)^T op(A)^T, so the bias of the
// BIAS epilogue (one value per row of the column-major D) runs along the
// row-major columns, n.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_CUBLASLT_H
#define HTAM_RUNTIME_CUBLASLT_H

#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/KernelSpec.h"

#include "llvm/Support/Error.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// cuBLASLt constants and plain structs htam uses (cublasLt.h, cublas_api.h,
/// library_types.h), declared by hand: the build needs no CUDA headers.
namespace cublaslt {
constexpr int CUBLAS_STATUS_SUCCESS = 0;
constexpr int CUBLAS_OP_N = 0;
constexpr int CUBLAS_OP_T = 1;
/// cublasComputeType_t: plain FP32 accumulation. The TF32 compute types
/// (CUBLAS_COMPUTE_32F_FAST_TF32 = 77) are never used.
constexpr int CUBLAS_COMPUTE_32F = 68;
/// cudaDataType_t of float.
constexpr int CUDA_R_32F = 0;
// cublasLtMatmulDescAttributes_t.
constexpr int CUBLASLT_MATMUL_DESC_TRANSA = 3;
constexpr int CUBLASLT_MATMUL_DESC_TRANSB = 4;
constexpr int CUBLASLT_MATMUL_DESC_EPILOGUE = 7;
constexpr int CUBLASLT_MATMUL_DESC_BIAS_POINTER = 8;
constexpr int CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE = 10;
constexpr int CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 26;
// cublasLtMatrixLayoutAttribute_t.
constexpr int CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 5;
constexpr int CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 6;
// cublasLtMatmulPreferenceAttributes_t.
constexpr int CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1;
// cublasLtEpilogue_t.
constexpr uint32_t CUBLASLT_EPILOGUE_DEFAULT = 1;
constexpr uint32_t CUBLASLT_EPILOGUE_RELU = 2;
constexpr uint32_t CUBLASLT_EPILOGUE_BIAS = 4;
constexpr uint32_t CUBLASLT_EPILOGUE_RELU_BIAS = 6;

/// cublasLtMatmulAlgo_t.
struct MatmulAlgo {
  uint64_t data[8];
};

/// cublasLtMatmulHeuristicResult_t.
struct HeuristicResult {
  MatmulAlgo algo;
  size_t workspaceSize;
  int state;
  float wavesCount;
  int reserved[4];
};
} // namespace cublaslt

/// The resolved cuBLASLt API (one instance per process, created on first
/// use).
class CublasLt {
public:
  /// Opens cuBLASLt and resolves its entry points; later calls return the
  /// same instance or the same error ("no cuBLASLt: cannot open ...").
  static llvm::Expected<CublasLt &> get();

  /// Libraries get() tries, in order: only $HTAM_CUBLASLT_LIB when it is set
  /// (tests use it to force the missing-library error), else <cuda>/lib64
  /// and <cuda>/lib (libcublasLt.so.13), the directory of $HTAM_CUBLAS_LIB
  /// when that is set, then the loader path.
  static std::vector<std::string> candidateLibraries();

  /// Opens the first of `libraries` that loads and resolves every entry
  /// point (uncached; get() calls it once).
  static llvm::Expected<std::unique_ptr<CublasLt>>
  load(const std::vector<std::string> &libraries);

  /// The library that was opened.
  std::string libraryPath;

  using Handle = struct cublasLtContext *;
  using MatmulDesc = struct htamCublasLtMatmulDesc *;
  using Layout = struct htamCublasLtLayout *;
  using Preference = struct htamCublasLtPreference *;
  int (*cublasLtCreate)(Handle *) = nullptr;
  int (*cublasLtDestroy)(Handle) = nullptr;
  const char *(*cublasLtGetStatusString)(int) = nullptr;
  int (*cublasLtMatmulDescCreate)(MatmulDesc *, int, int) = nullptr;
  int (*cublasLtMatmulDescDestroy)(MatmulDesc) = nullptr;
  int (*cublasLtMatmulDescSetAttribute)(MatmulDesc, int, const void *,
                                        size_t) = nullptr;
  int (*cublasLtMatrixLayoutCreate)(Layout *, int, uint64_t, uint64_t,
                                    int64_t) = nullptr;
  int (*cublasLtMatrixLayoutDestroy)(Layout) = nullptr;
  int (*cublasLtMatrixLayoutSetAttribute)(Layout, int, const void *,
                                          size_t) = nullptr;
  int (*cublasLtMatmulPreferenceCreate)(Preference *) = nullptr;
  int (*cublasLtMatmulPreferenceDestroy)(Preference) = nullptr;
  int (*cublasLtMatmulPreferenceSetAttribute)(Preference, int, const void *,
                                              size_t) = nullptr;
  int (*cublasLtMatmulAlgoGetHeuristic)(Handle, MatmulDesc, Layout, Layout,
                                        Layout, Layout, Preference, int,
                                        cublaslt::HeuristicResult *,
                                        int *) = nullptr;
  int (*cublasLtMatmul)(Handle, MatmulDesc, const void *, const void *, Layout,
                        const void *, Layout, const void *, const void *,
                        Layout, void *, Layout, const cublaslt::MatmulAlgo *,
                        void *, size_t, cuda::CUstream) = nullptr;

  /// Success for CUBLAS_STATUS_SUCCESS, else "<what>: <status string>".
  llvm::Error check(int status, llvm::StringRef what) const;

private:
  CublasLt() = default;
};

/// The column-major cuBLASLt problem of a row-major cublaslt.matmul step
/// (C^T = op(B)^T op(A)^T): what the descriptors are built from. Exposed so
/// that the mapping is unit-tested without a GPU.
struct LtProblem {
  /// cuBLASLt's A is the step's B, its B the step's A.
  int transA = 0, transB = 0;
  uint64_t rowsA = 0, colsA = 0, rowsB = 0, colsB = 0, rowsC = 0, colsC = 0;
  int64_t lda = 0, ldb = 0, ldc = 0;
  int32_t batch = 1;
  int64_t strideA = 0, strideB = 0, strideC = 0;
  uint32_t epilogue = cublaslt::CUBLASLT_EPILOGUE_DEFAULT;
};

/// The column-major problem of `call` (a cublaslt.matmul step).
LtProblem ltProblemOf(const LibraryCall &call);

/// The worker's cuBLASLt handle on the current context.
class CublasLtHandle {
public:
  /// The process's handle, created on the first call (outside timing) on
  /// the current context, with a workspace.
  static llvm::Expected<CublasLtHandle &> get(CudaDriver &driver);

  /// Destroys the process's handle, its descriptors and its workspace, if
  /// any (the worker calls it before it releases the context).
  static void release(CudaDriver &driver);

  /// Enqueues `call` on `stream` (row-major operands at a, b, c; the bias
  /// vector at `bias` when the epilogue has one). The first call of a step
  /// builds its descriptors and runs the heuristic (untimed: the
  /// verification trials come first); an `algo` rank the heuristic does not
  /// offer is an error.
  llvm::Error matmul(const LibraryCall &call, cuda::CUdeviceptr a,
                     cuda::CUdeviceptr b, cuda::CUdeviceptr c,
                     cuda::CUdeviceptr bias, cuda::CUstream stream);

  /// Bytes of the workspace (the heuristic's limit and every call's).
  static constexpr size_t kWorkspaceBytes = size_t(32) << 20;

private:
  /// The descriptors and chosen algorithm of one step.
  struct Prepared {
    CublasLt::MatmulDesc desc = nullptr;
    CublasLt::Layout a = nullptr, b = nullptr, c = nullptr;
    cublaslt::MatmulAlgo algo;
    cuda::CUdeviceptr bias = 0;
  };
  CublasLtHandle(CublasLt &api, CublasLt::Handle handle, cuda::CUdeviceptr ws)
      : api(api), handle(handle), workspace(ws) {}
  llvm::Expected<Prepared &> prepare(const LibraryCall &call,
                                     const std::string &key,
                                     cuda::CUdeviceptr bias);
  void destroy(Prepared &p);
  CublasLt &api;
  CublasLt::Handle handle;
  cuda::CUdeviceptr workspace;
  /// Prepared steps by their text and the operands' alignment.
  std::map<std::string, Prepared> prepared;
};

/// The runtime function an emitted module calls for a cublaslt.matmul step
/// (docs/TRANSFORMS.md, "Library calls"): func.call @htam_cublaslt_matmul
/// with the aligned pointers (index) of A, B, C and the bias (0 without a
/// bias), ta, tb (i32), m, n, k, lda, ldb, ldc, batch, sa, sb, sc (i64),
/// epilogue, algo (i32), alpha, beta (f32).
constexpr const char *kCublasLtMatmulSymbol = "htam_cublaslt_matmul";

/// The epilogue codes of the C ABI (not cuBLASLt's own values).
int32_t epilogueCode(LibraryCall::Epilogue e);
std::optional<LibraryCall::Epilogue> epilogueFromCode(int64_t code);

} // namespace htam
} // namespace mlir

/// The C ABI of kCublasLtMatmulSymbol, for host code lowered from an emitted
/// module: a row-major (batched) matmul in strict FP32 with an epilogue
/// (0 none, 1 bias, 2 relu, 3 relu_bias) and a heuristic rank, on the
/// current CUDA context's default stream, synchronous (it returns when C is
/// written). Returns 0, or a non-zero status after printing the error to
/// stderr.
extern "C" int32_t htam_cublaslt_matmul(uintptr_t a, uintptr_t b, uintptr_t c,
                                        uintptr_t bias, int32_t ta, int32_t tb,
                                        int64_t m, int64_t n, int64_t k,
                                        int64_t lda, int64_t ldb, int64_t ldc,
                                        int64_t batch, int64_t sa, int64_t sb,
                                        int64_t sc, int32_t epilogue,
                                        int32_t algo, float alpha, float beta);

#endif // HTAM_RUNTIME_CUBLASLT_H
