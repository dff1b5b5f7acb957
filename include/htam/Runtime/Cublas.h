//===- Cublas.h - cuBLAS, opened at run time --------------------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Cublas opens libcublas.so.13 with dlopen (like the driver and nvrtc, so
// nothing links against CUDA libraries) and resolves the few entry points
// the library steps of a launch plan need. CublasHandle is the one handle of
// a worker process: created outside any timed region, strict FP32
// (CUBLAS_PEDANTIC_MATH: no TF32, no reduced precision), with a workspace of
// its own so that no allocation happens during a call. runCublasSgemm maps
// htam's row-major step to column-major cuBLAS by computing C^T = B^T A^T.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_CUBLAS_H
#define HTAM_RUNTIME_CUBLAS_H

#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/KernelSpec.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// The resolved cuBLAS API (one instance per process, created on first use).
class Cublas {
public:
  /// Opens cuBLAS and resolves its entry points; later calls return the
  /// same instance or the same error ("no cuBLAS: cannot open ...").
  static llvm::Expected<Cublas &> get();

  /// Libraries get() tries, in order: only $HTAM_CUBLAS_LIB when it is set
  /// (tests use it to force the missing-library error), else <cuda>/lib64
  /// and <cuda>/lib (libcublas.so.13), then the loader path.
  static std::vector<std::string> candidateLibraries();

  /// Opens the first of `libraries` that loads and resolves every entry
  /// point (uncached; get() calls it once).
  static llvm::Expected<std::unique_ptr<Cublas>>
  load(const std::vector<std::string> &libraries);

  /// The library that was opened.
  std::string libraryPath;

  using Handle = struct cublasContext *;
  using Status = int;
  int (*cublasCreate_v2)(Handle *) = nullptr;
  int (*cublasDestroy_v2)(Handle) = nullptr;
  int (*cublasSetStream_v2)(Handle, cuda::CUstream) = nullptr;
  int (*cublasSetMathMode)(Handle, int) = nullptr;
  int (*cublasSetWorkspace_v2)(Handle, void *, size_t) = nullptr;
  int (*cublasSgemm_v2)(Handle, int, int, int, int, int, const float *,
                        const float *, int, const float *, int, const float *,
                        float *, int) = nullptr;
  int (*cublasSgemmStridedBatched)(Handle, int, int, int, int, int,
                                   const float *, const float *, int, long long,
                                   const float *, int, long long, const float *,
                                   float *, int, long long, int) = nullptr;
  const char *(*cublasGetStatusString)(int) = nullptr;

  /// Success for CUBLAS_STATUS_SUCCESS, else "<what>: <status string>".
  llvm::Error check(Status status, llvm::StringRef what) const;

private:
  Cublas() = default;
};

/// cuBLAS constants htam uses (cublas_api.h).
namespace cublas {
constexpr int CUBLAS_STATUS_SUCCESS = 0;
constexpr int CUBLAS_OP_N = 0;
constexpr int CUBLAS_OP_T = 1;
constexpr int CUBLAS_PEDANTIC_MATH = 2;
} // namespace cublas

/// The worker's cuBLAS handle on the current context.
class CublasHandle {
public:
  /// The process's handle, created on the first call (outside timing) on
  /// the current context, with pedantic (strict FP32) math and a workspace.
  static llvm::Expected<CublasHandle &> get(CudaDriver &driver);

  /// Destroys the process's handle and frees its workspace, if any (the
  /// worker calls it before it releases the context).
  static void release(CudaDriver &driver);

  /// Enqueues `call` on `stream` (row-major operands at a, b, c).
  llvm::Error sgemm(const LibraryCall &call, cuda::CUdeviceptr a,
                    cuda::CUdeviceptr b, cuda::CUdeviceptr c,
                    cuda::CUstream stream);

  /// Bytes of the workspace given to cuBLAS.
  static constexpr size_t kWorkspaceBytes = size_t(32) << 20;

private:
  CublasHandle(Cublas &api, Cublas::Handle handle, cuda::CUdeviceptr ws)
      : api(api), handle(handle), workspace(ws) {}
  Cublas &api;
  Cublas::Handle handle;
  cuda::CUdeviceptr workspace;
  cuda::CUstream stream = nullptr;
  bool streamSet = false;
};

/// The runtime function an emitted module calls for a cublas.sgemm step
/// (docs/TRANSFORMS.md, "Library calls"): func.call @htam_cublas_sgemm with
/// the operands' aligned pointers (index), ta, tb (i32), m, n, k, lda, ldb,
/// ldc, batch, sa, sb, sc (i64), alpha, beta (f32).
constexpr const char *kCublasSgemmSymbol = "htam_cublas_sgemm";

} // namespace htam
} // namespace mlir

/// The C ABI of kCublasSgemmSymbol, for host code lowered from an emitted
/// module: a row-major (batched) SGEMM in strict FP32 on the current CUDA
/// context's default stream, synchronous (it returns when C is written, like
/// the synchronous gpu.launch_func lowering). Returns 0, or a non-zero
/// status after printing the error to stderr.
extern "C" int32_t htam_cublas_sgemm(uintptr_t a, uintptr_t b, uintptr_t c,
                                     int32_t ta, int32_t tb, int64_t m,
                                     int64_t n, int64_t k, int64_t lda,
                                     int64_t ldb, int64_t ldc, int64_t batch,
                                     int64_t sa, int64_t sb, int64_t sc,
                                     float alpha, float beta);

#endif // HTAM_RUNTIME_CUBLAS_H
