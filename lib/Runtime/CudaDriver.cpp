//===- CudaDriver.cpp - The CUDA driver API, opened at run time -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Opens libcuda.so.1 with dlopen, resolves the driver entry points, and wraps
// the device queries and the primary context htam needs. Every failure becomes
// one llvm::Error naming what is missing.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/CudaDriver.h"

#include "llvm/Support/FormatVariadic.h"

#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <type_traits>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::cuda;

namespace mlir {
namespace htam {
/// Fills a CudaDriver; a friend so that the constructor stays private.
struct CudaDriverLoader {
  /// Returns the driver or the message saying why it is unusable.
  static CudaDriver *load(std::string &error);
};
} // namespace htam
} // namespace mlir

std::string CudaDriver::libraryName() {
  if (const char *env = std::getenv("HTAM_CUDA_DRIVER"))
    if (*env)
      return env;
  return "libcuda.so.1";
}

CudaDriver *CudaDriverLoader::load(std::string &error) {
  cuda::disableComputeCache();
  std::string lib = CudaDriver::libraryName();
  void *handle = ::dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = ::dlerror();
    error = llvm::formatv("no CUDA driver: cannot open {0} ({1}); GPU actions "
                          "need an NVIDIA GPU with its driver installed",
                          lib, why ? why : "unknown reason");
    return nullptr;
  }
  auto *driver = new CudaDriver();
  driver->handle = handle;
  bool ok = true;
  auto resolve = [&](auto &fn, const char *name, const char *fallback) {
    void *sym = ::dlsym(handle, name);
    if (!sym && fallback)
      sym = ::dlsym(handle, fallback);
    if (!sym && ok) {
      ok = false;
      error = llvm::formatv("CUDA driver {0} lacks the entry point {1}; the "
                            "driver is too old or not a CUDA driver",
                            lib, name);
    }
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(sym);
  };
  resolve(driver->cuInit, "cuInit", nullptr);
  resolve(driver->cuDriverGetVersion, "cuDriverGetVersion", nullptr);
  resolve(driver->cuDeviceGetCount, "cuDeviceGetCount", nullptr);
  resolve(driver->cuDeviceGet, "cuDeviceGet", nullptr);
  resolve(driver->cuDeviceGetName, "cuDeviceGetName", nullptr);
  resolve(driver->cuDeviceGetAttribute, "cuDeviceGetAttribute", nullptr);
  resolve(driver->cuDeviceTotalMem, "cuDeviceTotalMem_v2", nullptr);
  resolve(driver->cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain",
          nullptr);
  resolve(driver->cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2",
          "cuDevicePrimaryCtxRelease");
  resolve(driver->cuCtxSetCurrent, "cuCtxSetCurrent", nullptr);
  resolve(driver->cuCtxSynchronize, "cuCtxSynchronize", nullptr);
  resolve(driver->cuModuleLoadData, "cuModuleLoadData", nullptr);
  resolve(driver->cuModuleUnload, "cuModuleUnload", nullptr);
  resolve(driver->cuModuleGetFunction, "cuModuleGetFunction", nullptr);
  resolve(driver->cuFuncSetAttribute, "cuFuncSetAttribute", nullptr);
  resolve(driver->cuLaunchKernel, "cuLaunchKernel", nullptr);
  resolve(driver->cuMemAlloc, "cuMemAlloc_v2", nullptr);
  resolve(driver->cuMemFree, "cuMemFree_v2", nullptr);
  resolve(driver->cuMemcpyHtoD, "cuMemcpyHtoD_v2", nullptr);
  resolve(driver->cuMemcpyDtoH, "cuMemcpyDtoH_v2", nullptr);
  resolve(driver->cuMemsetD8, "cuMemsetD8_v2", nullptr);
  resolve(driver->cuMemsetD32, "cuMemsetD32_v2", nullptr);
  resolve(driver->cuMemsetD8Async, "cuMemsetD8Async", nullptr);
  resolve(driver->cuStreamCreate, "cuStreamCreate", nullptr);
  resolve(driver->cuStreamDestroy, "cuStreamDestroy_v2", "cuStreamDestroy");
  resolve(driver->cuStreamSynchronize, "cuStreamSynchronize", nullptr);
  resolve(driver->cuEventCreate, "cuEventCreate", nullptr);
  resolve(driver->cuEventDestroy, "cuEventDestroy_v2", "cuEventDestroy");
  resolve(driver->cuEventRecord, "cuEventRecord", nullptr);
  resolve(driver->cuEventSynchronize, "cuEventSynchronize", nullptr);
  resolve(driver->cuEventElapsedTime, "cuEventElapsedTime_v2",
          "cuEventElapsedTime");
  resolve(driver->cuGetErrorString, "cuGetErrorString", nullptr);
  resolve(driver->cuGetErrorName, "cuGetErrorName", nullptr);
  if (!ok)
    return nullptr;

  CUresult rc = driver->cuInit(0);
  if (rc == CUDA_ERROR_NO_DEVICE) {
    error = llvm::formatv("no CUDA device: the driver {0} is present but "
                          "reports no GPU",
                          lib);
    return nullptr;
  }
  if (rc != CUDA_SUCCESS) {
    error = llvm::formatv("CUDA driver {0} failed to initialize: cuInit: {1}",
                          lib, driver->describe(rc));
    return nullptr;
  }
  driver->cuDriverGetVersion(&driver->driverVersion);
  if (driver->cuDeviceGetCount(&driver->deviceCount) != CUDA_SUCCESS ||
      driver->deviceCount == 0) {
    error = "no CUDA device: the driver is present but reports no GPU";
    return nullptr;
  }
  return driver;
}

llvm::Expected<CudaDriver &> CudaDriver::get() {
  static std::once_flag once;
  static CudaDriver *instance = nullptr;
  static std::string error;
  std::call_once(once, [] { instance = CudaDriverLoader::load(error); });
  if (!instance)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), error);
  return *instance;
}

std::string CudaDriver::describe(CUresult result) const {
  const char *name = nullptr, *text = nullptr;
  if (cuGetErrorName)
    cuGetErrorName(result, &name);
  if (cuGetErrorString)
    cuGetErrorString(result, &text);
  if (!name)
    return llvm::formatv("CUDA error {0}", result);
  return llvm::formatv("{0} ({1})", name, text ? text : "no description");
}

llvm::Error CudaDriver::check(CUresult result, llvm::StringRef what) const {
  if (result == CUDA_SUCCESS)
    return llvm::Error::success();
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 what + ": " + describe(result));
}

llvm::Expected<DeviceInfo> mlir::htam::queryDevice(CudaDriver &driver,
                                                   int ordinal) {
  if (ordinal < 0 || ordinal >= driver.deviceCount)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("no CUDA device {0}: {1} device(s) visible", ordinal,
                      driver.deviceCount));
  DeviceInfo info;
  info.ordinal = ordinal;
  info.driverVersion = driver.driverVersion;
  CUdevice dev;
  if (auto err = driver.check(driver.cuDeviceGet(&dev, ordinal), "cuDeviceGet"))
    return std::move(err);
  char name[256] = {0};
  if (auto err = driver.check(driver.cuDeviceGetName(name, sizeof(name), dev),
                              "cuDeviceGetName"))
    return std::move(err);
  info.name = name;
  auto attr = [&](int which) {
    int value = 0;
    if (driver.cuDeviceGetAttribute(&value, which, dev) != CUDA_SUCCESS)
      return 0;
    return value;
  };
  info.ccMajor = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
  info.ccMinor = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
  info.smCount = attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
  info.l2Bytes = attr(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
  info.maxSharedPerBlockOptin =
      attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
  int memClockKHz = attr(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE);
  int busBits = attr(CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH);
  // Double data rate: two transfers per clock.
  info.peakBandwidthGBs = 2.0 * memClockKHz * 1e3 * (busBits / 8.0) / 1e9;
  size_t total = 0;
  if (driver.cuDeviceTotalMem(&total, dev) == CUDA_SUCCESS)
    info.totalMemBytes = static_cast<int64_t>(total);
  return info;
}

llvm::Expected<std::unique_ptr<CudaContext>>
CudaContext::create(CudaDriver &driver, int ordinal) {
  if (ordinal < 0 || ordinal >= driver.deviceCount)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("no CUDA device {0}: {1} device(s) visible", ordinal,
                      driver.deviceCount));
  CUdevice dev;
  if (auto err = driver.check(driver.cuDeviceGet(&dev, ordinal), "cuDeviceGet"))
    return std::move(err);
  CUcontext ctx;
  if (auto err = driver.check(driver.cuDevicePrimaryCtxRetain(&ctx, dev),
                              "cuDevicePrimaryCtxRetain"))
    return std::move(err);
  if (auto err = driver.check(driver.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")) {
    driver.cuDevicePrimaryCtxRelease(dev);
    return std::move(err);
  }
  return std::unique_ptr<CudaContext>(new CudaContext(driver, dev, ctx));
}

CudaContext::~CudaContext() {
  driver.cuCtxSetCurrent(nullptr);
  driver.cuDevicePrimaryCtxRelease(device);
}
