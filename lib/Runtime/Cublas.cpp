//===- Cublas.cpp - cuBLAS, opened at run time ----------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// dlopen of libcublas.so.13, the worker's handle and the row-major SGEMM of
// library steps.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Cublas.h"
#include "htam/Runtime/DynamicLibrary.h"
#include "htam/Runtime/Nvrtc.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <dlfcn.h>
#include <mutex>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::cublas;

std::vector<std::string> Cublas::candidateLibraries() {
  return cudaLibraryCandidates("HTAM_CUBLAS_LIB", "libcublas.so.13");
}

llvm::Expected<std::unique_ptr<Cublas>>
Cublas::load(const std::vector<std::string> &libraries) {
  llvm::Expected<OpenedLibrary> lib =
      openVendorLibrary(libraries, "cuBLAS", "libcublas.so.13",
                        "HTAM_CUBLAS_LIB", "library steps need cuBLAS 13");
  if (!lib)
    return lib.takeError();
  std::unique_ptr<Cublas> api(new Cublas());
  api->libraryPath = lib->path;
  SymbolResolver resolve(lib->handle);
  resolve(api->cublasCreate_v2, "cublasCreate_v2");
  resolve(api->cublasDestroy_v2, "cublasDestroy_v2");
  resolve(api->cublasSetStream_v2, "cublasSetStream_v2");
  resolve(api->cublasSetMathMode, "cublasSetMathMode");
  resolve(api->cublasSetWorkspace_v2, "cublasSetWorkspace_v2");
  resolve(api->cublasSgemm_v2, "cublasSgemm_v2");
  resolve(api->cublasSgemmStridedBatched, "cublasSgemmStridedBatched");
  resolve(api->cublasGetStatusString, "cublasGetStatusString");
  if (llvm::Error err = resolve.check("cuBLAS", lib->path))
    return std::move(err);
  return std::move(api);
}

llvm::Expected<Cublas &> Cublas::get() {
  return loadLibraryOnce<Cublas>([] { return load(candidateLibraries()); });
}

llvm::Error Cublas::check(Status status, llvm::StringRef what) const {
  if (status == CUBLAS_STATUS_SUCCESS)
    return llvm::Error::success();
  return libraryStatusError(
      what, cublasGetStatusString ? cublasGetStatusString(status) : nullptr,
      status);
}

/// The process's handle (see CublasHandle::get).
static CublasHandle *handleInstance = nullptr;

void CublasHandle::release(CudaDriver &driver) {
  if (!handleInstance)
    return;
  handleInstance->api.cublasDestroy_v2(handleInstance->handle);
  driver.cuMemFree(handleInstance->workspace);
  delete handleInstance;
  handleInstance = nullptr;
}

llvm::Expected<CublasHandle &> CublasHandle::get(CudaDriver &driver) {
  CublasHandle *&instance = handleInstance;
  if (instance)
    return *instance;
  auto api = Cublas::get();
  if (!api)
    return api.takeError();
  Cublas::Handle handle = nullptr;
  if (auto err = api->check(api->cublasCreate_v2(&handle), "cublasCreate"))
    return std::move(err);
  // Strict FP32: no TF32 tensor cores, no reduced-precision reductions.
  if (auto err =
          api->check(api->cublasSetMathMode(handle, CUBLAS_PEDANTIC_MATH),
                     "cublasSetMathMode(CUBLAS_PEDANTIC_MATH)"))
    return std::move(err);
  // A workspace of our own: cuBLAS would otherwise allocate one on first use
  // of each stream, possibly inside a timed call.
  cuda::CUdeviceptr workspace = 0;
  if (auto err = driver.check(driver.cuMemAlloc(&workspace, kWorkspaceBytes),
                              "cuMemAlloc(cuBLAS workspace)"))
    return std::move(err);
  instance = new CublasHandle(*api, handle, workspace);
  return *instance;
}

llvm::Error CublasHandle::sgemm(const LibraryCall &call, cuda::CUdeviceptr a,
                                cuda::CUdeviceptr b, cuda::CUdeviceptr c,
                                cuda::CUstream s) {
  if (!streamSet || s != stream) {
    if (auto err =
            api.check(api.cublasSetStream_v2(handle, s), "cublasSetStream"))
      return err;
    // cublasSetStream resets the workspace to the library's default pool.
    if (auto err = api.check(
            api.cublasSetWorkspace_v2(
                handle, reinterpret_cast<void *>(workspace), kWorkspaceBytes),
            "cublasSetWorkspace"))
      return err;
    stream = s;
    streamSet = true;
  }
  // Row-major C = op(A) op(B) is column-major C^T = op(B)^T op(A)^T: the
  // column-major view of a row-major buffer is its transpose, so B comes
  // first, with B's own transpose flag, and cuBLAS's m, n are our n, m.
  float alpha = static_cast<float>(call.alpha);
  float beta = static_cast<float>(call.beta);
  int opB = call.transB ? CUBLAS_OP_T : CUBLAS_OP_N;
  int opA = call.transA ? CUBLAS_OP_T : CUBLAS_OP_N;
  auto *pa = reinterpret_cast<const float *>(a);
  auto *pb = reinterpret_cast<const float *>(b);
  auto *pc = reinterpret_cast<float *>(c);
  if (call.batch == 1)
    return api.check(api.cublasSgemm_v2(handle, opB, opA, int(call.n),
                                        int(call.m), int(call.k), &alpha, pb,
                                        int(call.ldb), pa, int(call.lda), &beta,
                                        pc, int(call.ldc)),
                     "cublasSgemm");
  return api.check(api.cublasSgemmStridedBatched(
                       handle, opB, opA, int(call.n), int(call.m), int(call.k),
                       &alpha, pb, int(call.ldb), call.strideB, pa,
                       int(call.lda), call.strideA, &beta, pc, int(call.ldc),
                       call.strideC, int(call.batch)),
                   "cublasSgemmStridedBatched");
}

extern "C" int32_t htam_cublas_sgemm(uintptr_t a, uintptr_t b, uintptr_t c,
                                     int32_t ta, int32_t tb, int64_t m,
                                     int64_t n, int64_t k, int64_t lda,
                                     int64_t ldb, int64_t ldc, int64_t batch,
                                     int64_t sa, int64_t sb, int64_t sc,
                                     float alpha, float beta) {
  // The same checks as a launch plan's step, through its text form.
  KernelLaunch step;
  LibraryCall &call = step.library;
  call.kind = LibraryCall::Kind::CublasSgemm;
  call.transA = ta != 0;
  call.transB = tb != 0;
  call.m = m, call.n = n, call.k = k;
  call.lda = lda, call.ldb = ldb, call.ldc = ldc;
  call.batch = batch, call.strideA = sa, call.strideB = sb, call.strideC = sc;
  call.alpha = alpha, call.beta = beta;
  step.params = {ParamRef{false, 0}, ParamRef{false, 1}, ParamRef{false, 2}};
  llvm::Error err = [&]() -> llvm::Error {
    auto checked = parseKernelLaunch(step.str(), "");
    if (!checked)
      return checked.takeError();
    auto driver = CudaDriver::get();
    if (!driver)
      return driver.takeError();
    auto handle = CublasHandle::get(*driver);
    if (!handle)
      return handle.takeError();
    if (auto err = handle->sgemm(checked->library, a, b, c, nullptr))
      return err;
    return driver->check(driver->cuStreamSynchronize(nullptr),
                         "htam_cublas_sgemm: synchronize");
  }();
  if (!err)
    return 0;
  llvm::errs() << "htam_cublas_sgemm: " << llvm::toString(std::move(err))
               << "\n";
  return 1;
}
