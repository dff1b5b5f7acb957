//===- DeviceProtocol.h - The verification protocol on the GPU --*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// DeviceProtocol runs the data-sized steps of the SPEC §5 protocol on the
// GPU, so that a worker never holds a host copy of a tensor: it generates the
// trial inputs in device memory, checksums them, finds the first changed
// element of a mutated input, and compares outputs with allclose and NaN/Inf
// parity, and computes the partials of the accuracy measures against the
// f64 oracle (Accuracy.h) per chunk. Its kernels (lib/Runtime/ProtocolKernels.cu.inc) are compiled once
// per worker by nvrtc, together with the per-element definitions that the
// host side (Protocol.cpp) compiles too, so both give the same bits. Only
// scalars come back to the host.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_DEVICEPROTOCOL_H
#define HTAM_RUNTIME_DEVICEPROTOCOL_H

#include "htam/Runtime/Accuracy.h"
#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/Protocol.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <string>

namespace mlir {
namespace htam {

/// The protocol's kernels, loaded on the current context.
class DeviceProtocol {
public:
  /// The CUDA source nvrtc compiles: a prelude for the device, the shared
  /// definitions and the kernels.
  static std::string source();
  /// The nvrtc options (no FMA contraction: the bits must equal the host's).
  static std::vector<std::string> compileOptions();

  /// The kernels compiled for `arch` (e.g. sm_90): a cubin, or PTX with its
  /// terminating NUL, ready for cuModuleLoadData.
  static llvm::Expected<std::string> compileImage(llvm::StringRef arch);

  /// Loads the kernels: `image` when given (compiled once by the evaluator
  /// for all its workers), else compiled here for `arch`, as also when
  /// `image` does not load. `smCount` sizes the grids.
  static llvm::Expected<std::unique_ptr<DeviceProtocol>>
  create(CudaDriver &driver, llvm::StringRef arch, int smCount,
         llvm::StringRef image = {});
  ~DeviceProtocol();
  DeviceProtocol(const DeviceProtocol &) = delete;
  DeviceProtocol &operator=(const DeviceProtocol &) = delete;

  /// Writes inputValue(d, seed, i, init) to out[i] for i < n.
  llvm::Error generate(cuda::CUdeviceptr out, uint64_t n, Distribution d,
                       uint64_t seed, const ParamInit &init = {});
  /// checksum() of the n floats at `data`.
  llvm::Expected<uint64_t> checksum(cuda::CUdeviceptr data, uint64_t n);
  /// The first i < n where the bits of a[i] differ from b[i], or, when `b`
  /// is 0, from inputValue(d, seed, i, init); -1 when there is none.
  llvm::Expected<int64_t>
  firstDifference(cuda::CUdeviceptr a, cuda::CUdeviceptr b, uint64_t n,
                  Distribution d = Distribution::Uniform, uint64_t seed = 0,
                  const ParamInit &init = {});
  /// compareOutputs() of n floats: `expected` and `actual` are device
  /// buffers; the values at the first bad index are read back.
  llvm::Expected<CompareResult> compare(cuda::CUdeviceptr expected,
                                        cuda::CUdeviceptr actual, uint64_t n,
                                        const Tolerance &tolerance);

  /// The accuracy partials of n elements, one per chunk of kAccuracyChunk,
  /// in chunk order: the candidate's and the FP32 reference's against the
  /// oracle (an f32 output), both excused where the reference is NaN/Inf.
  /// Merged in order (mergeAccuracyPartials) they give what the host
  /// measures of the same buffers give, up to the rounding of the sums.
  struct AccuracyPartials {
    std::vector<AccuracyPartial> candidate, reference;
  };
  llvm::Expected<AccuracyPartials>
  accuracy(cuda::CUdeviceptr candidate, cuda::CUdeviceptr reference,
           cuda::CUdeviceptr oracle, uint64_t n, const Tolerance &tolerance);
  /// Whether the loaded kernels include htam_accuracy (else the worker
  /// judges accuracy on the host).
  bool hasAccuracy() const { return accuracyFn != nullptr; }

private:
  DeviceProtocol(CudaDriver &driver) : driver(driver) {}
  llvm::Error launch(cuda::CUfunction f, uint64_t n, void **params);
  llvm::Error readBack(void *host, size_t bytes);

  CudaDriver &driver;
  cuda::CUmodule module = nullptr;
  cuda::CUfunction generateFn = nullptr, checksumFn = nullptr,
                   differenceFn = nullptr, compareFn = nullptr,
                   accuracyFn = nullptr;
  /// 64 bytes for the scalar results.
  cuda::CUdeviceptr result = 0;
  /// The accuracy partials, grown to the largest output measured.
  cuda::CUdeviceptr partials = 0;
  size_t partialsBytes = 0;
  unsigned maxBlocks = 1024;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_RUNTIME_DEVICEPROTOCOL_H
