//===- CudaDriver.h - The CUDA driver API, opened at run time ---*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// CudaDriver opens libcuda.so.1 with dlopen and resolves the driver API entry
// points htam needs. Nothing links against the driver, so every htam binary
// runs on machines without a GPU; there, CudaDriver::get() returns one error
// that names what is missing (the library, a symbol, or a usable device) and
// nothing else is affected. The environment variable HTAM_CUDA_DRIVER names
// another driver library to open (tests use it to force the error path).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_CUDADRIVER_H
#define HTAM_RUNTIME_CUDADRIVER_H

#include "htam/Runtime/CudaApi.h"

#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace mlir {
namespace htam {

/// The resolved CUDA driver API. One instance per process, created on first
/// use; its function pointers are never null once get() succeeded.
class CudaDriver {
public:
  /// Opens the driver, resolves every entry point, runs cuInit(0) and checks
  /// that at least one device exists. Later calls return the same instance or
  /// the same error.
  static llvm::Expected<CudaDriver &> get();

  /// The library get() opens: $HTAM_CUDA_DRIVER if set, else libcuda.so.1.
  static std::string libraryName();

  /// Returns success for CUDA_SUCCESS, else an error
  /// "<what>: CUDA_ERROR_NAME (description)".
  llvm::Error check(cuda::CUresult result, llvm::StringRef what) const;

  /// "CUDA_ERROR_NAME (description)" for a status code.
  std::string describe(cuda::CUresult result) const;

  /// Driver version as reported by cuDriverGetVersion (e.g. 13000).
  int driverVersion = 0;
  /// Number of devices visible to the process.
  int deviceCount = 0;

  // Entry points. Names follow the driver API; versioned symbols (_v2) are
  // resolved under their versioned names.
  cuda::CUresult (*cuInit)(unsigned) = nullptr;
  cuda::CUresult (*cuDriverGetVersion)(int *) = nullptr;
  cuda::CUresult (*cuDeviceGetCount)(int *) = nullptr;
  cuda::CUresult (*cuDeviceGet)(cuda::CUdevice *, int) = nullptr;
  cuda::CUresult (*cuDeviceGetName)(char *, int, cuda::CUdevice) = nullptr;
  cuda::CUresult (*cuDeviceGetAttribute)(int *, int, cuda::CUdevice) = nullptr;
  cuda::CUresult (*cuDeviceTotalMem)(size_t *, cuda::CUdevice) = nullptr;
  cuda::CUresult (*cuDevicePrimaryCtxRetain)(cuda::CUcontext *,
                                             cuda::CUdevice) = nullptr;
  cuda::CUresult (*cuDevicePrimaryCtxRelease)(cuda::CUdevice) = nullptr;
  cuda::CUresult (*cuCtxSetCurrent)(cuda::CUcontext) = nullptr;
  cuda::CUresult (*cuCtxSynchronize)() = nullptr;
  cuda::CUresult (*cuModuleLoadData)(cuda::CUmodule *, const void *) = nullptr;
  cuda::CUresult (*cuModuleUnload)(cuda::CUmodule) = nullptr;
  cuda::CUresult (*cuModuleGetFunction)(cuda::CUfunction *, cuda::CUmodule,
                                        const char *) = nullptr;
  cuda::CUresult (*cuFuncSetAttribute)(cuda::CUfunction, int, int) = nullptr;
  cuda::CUresult (*cuLaunchKernel)(cuda::CUfunction, unsigned, unsigned,
                                   unsigned, unsigned, unsigned, unsigned,
                                   unsigned, cuda::CUstream, void **,
                                   void **) = nullptr;
  cuda::CUresult (*cuMemAlloc)(cuda::CUdeviceptr *, size_t) = nullptr;
  cuda::CUresult (*cuMemFree)(cuda::CUdeviceptr) = nullptr;
  cuda::CUresult (*cuMemcpyHtoD)(cuda::CUdeviceptr, const void *,
                                 size_t) = nullptr;
  cuda::CUresult (*cuMemcpyDtoH)(void *, cuda::CUdeviceptr, size_t) = nullptr;
  cuda::CUresult (*cuMemsetD8)(cuda::CUdeviceptr, unsigned char,
                               size_t) = nullptr;
  cuda::CUresult (*cuMemsetD32)(cuda::CUdeviceptr, unsigned, size_t) = nullptr;
  cuda::CUresult (*cuMemsetD8Async)(cuda::CUdeviceptr, unsigned char, size_t,
                                    cuda::CUstream) = nullptr;
  cuda::CUresult (*cuStreamCreate)(cuda::CUstream *, unsigned) = nullptr;
  cuda::CUresult (*cuStreamDestroy)(cuda::CUstream) = nullptr;
  cuda::CUresult (*cuStreamSynchronize)(cuda::CUstream) = nullptr;
  cuda::CUresult (*cuEventCreate)(cuda::CUevent *, unsigned) = nullptr;
  cuda::CUresult (*cuEventDestroy)(cuda::CUevent) = nullptr;
  cuda::CUresult (*cuEventRecord)(cuda::CUevent, cuda::CUstream) = nullptr;
  cuda::CUresult (*cuEventSynchronize)(cuda::CUevent) = nullptr;
  cuda::CUresult (*cuEventElapsedTime)(float *, cuda::CUevent,
                                       cuda::CUevent) = nullptr;
  cuda::CUresult (*cuGetErrorString)(cuda::CUresult, const char **) = nullptr;
  cuda::CUresult (*cuGetErrorName)(cuda::CUresult, const char **) = nullptr;

private:
  CudaDriver() = default;
  void *handle = nullptr;
  friend struct CudaDriverLoader;
};

/// What htam records about a device.
struct DeviceInfo {
  int ordinal = 0;
  std::string name;
  int ccMajor = 0, ccMinor = 0;
  int smCount = 0;
  /// L2 cache size in bytes.
  int64_t l2Bytes = 0;
  /// Global memory size in bytes.
  int64_t totalMemBytes = 0;
  /// Theoretical DRAM bandwidth from clock and bus width, in GB/s (0 when the
  /// driver does not report them).
  double peakBandwidthGBs = 0;
  int maxSharedPerBlockOptin = 0;
  int driverVersion = 0;
};

/// Queries the name and attributes of device `ordinal`.
llvm::Expected<DeviceInfo> queryDevice(CudaDriver &driver, int ordinal);

/// The primary context of one device, made current on construction through
/// create() and released on destruction.
class CudaContext {
public:
  /// Retains the primary context of device `ordinal` and makes it current.
  static llvm::Expected<std::unique_ptr<CudaContext>> create(CudaDriver &driver,
                                                             int ordinal);
  ~CudaContext();
  CudaContext(const CudaContext &) = delete;
  CudaContext &operator=(const CudaContext &) = delete;

  CudaDriver &getDriver() const { return driver; }
  cuda::CUdevice getDevice() const { return device; }
  cuda::CUcontext getContext() const { return ctx; }

private:
  CudaContext(CudaDriver &driver, cuda::CUdevice device, cuda::CUcontext ctx)
      : driver(driver), device(device), ctx(ctx) {}
  CudaDriver &driver;
  cuda::CUdevice device;
  cuda::CUcontext ctx;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_CUDADRIVER_H
