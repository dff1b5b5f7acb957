//===- CudaApi.h - CUDA driver and nvrtc declarations -----------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The handful of CUDA driver API and nvrtc types, constants and function
// signatures htam uses, declared here so that the build needs neither the CUDA
// toolkit headers nor its libraries: both libraries are opened with dlopen at
// run time (see CudaDriver.h and Nvrtc.h). The values match cuda.h and nvrtc.h
// of CUDA 12 and 13; these ABIs are stable.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_CUDAAPI_H
#define HTAM_RUNTIME_CUDAAPI_H

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace mlir {
namespace htam {
namespace cuda {

/// Driver API status code (`CUresult`); 0 is success.
using CUresult = int;
/// Device ordinal (`CUdevice`).
using CUdevice = int;
/// Device address (`CUdeviceptr`).
using CUdeviceptr = unsigned long long;
/// Opaque driver handles.
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;

/// Driver status codes htam tests for.
constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_NOT_INITIALIZED = 3;
constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;
constexpr CUresult CUDA_ERROR_ILLEGAL_ADDRESS = 700;

/// Device attributes (`CUdevice_attribute`) htam queries.
enum DeviceAttribute : int {
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
  CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE = 36,
  CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH = 37,
  CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
};

/// `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`.
constexpr int CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
/// `CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED` (sm_90: clusters of
/// up to 16 CTAs instead of 8).
constexpr int CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14;
/// `CU_STREAM_NON_BLOCKING`.
constexpr unsigned CU_STREAM_NON_BLOCKING = 1;
/// `CU_EVENT_DEFAULT`.
constexpr unsigned CU_EVENT_DEFAULT = 0;

/// nvrtc status code (`nvrtcResult`); 0 is success.
using nvrtcResult = int;
/// Opaque nvrtc program handle.
using nvrtcProgram = struct _nvrtcProgram *;
constexpr nvrtcResult NVRTC_SUCCESS = 0;

/// Turns CUDA's compute cache (~/.nv/ComputeCache) off unless the user set
/// CUDA_CACHE_DISABLE. A compile answered from the cache runs no ptxas and so
/// logs no ptxas statistics: on the H200 a second dry run reported registers
/// -1 where the first said 18. htam needs the statistics of every compile.
/// Called before nvrtc or the driver is loaded.
inline void disableComputeCache() {
  ::setenv("CUDA_CACHE_DISABLE", "1", /*overwrite=*/0);
}

} // namespace cuda
} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_CUDAAPI_H
