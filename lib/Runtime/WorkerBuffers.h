//===- WorkerBuffers.h - Guarded buffers and event timing -------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The worker's device-side helpers (private to lib/Runtime): the buffers of
// one kernel with a guard zone after each (NaN-filled outputs, generated or
// file inputs), CUDA-event timing with an L2 flush before every launch, and
// the reference-output cache (ReferenceCache.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_RUNTIME_WORKERBUFFERS_H
#define HTAM_LIB_RUNTIME_WORKERBUFFERS_H

#include "htam/Runtime/DeviceProtocol.h"
#include "htam/Runtime/Evaluator.h"

#include "llvm/Support/FormatVariadic.h"

#include <vector>

namespace mlir::htam::worker {
using namespace mlir::htam::cuda;

/// A quiet NaN, the pre-fill of every output and scratch buffer.
constexpr unsigned kNaNBits = 0x7FC00000u;

/// The guard pattern written after every buffer.
constexpr unsigned char kGuardByte = 0xA5;

/// Device buffers of one kernel, one per buffer argument, each followed by a
/// guard zone.
class BufferSet {
public:
  BufferSet(CudaDriver &driver, int64_t guardBytes)
      : driver(driver), guardBytes(guardBytes) {}
  ~BufferSet() {
    for (CUdeviceptr p : ptrs)
      driver.cuMemFree(p);
  }

  llvm::Error allocate(const std::vector<ArgSpec> &args) {
    for (const ArgSpec &arg : args) {
      if (!arg.isBuffer())
        continue;
      CUdeviceptr p = 0;
      size_t bytes = arg.numBytes();
      if (auto err = driver.check(
              driver.cuMemAlloc(&p, bytes + guardBytes),
              llvm::formatv("cuMemAlloc({0} bytes)", bytes + guardBytes).str()))
        return err;
      ptrs.push_back(p);
      sizes.push_back(bytes);
      if (guardBytes > 0)
        if (auto err = driver.check(
                driver.cuMemsetD8(p + bytes, kGuardByte, guardBytes),
                "cuMemsetD8(guard)"))
          return err;
    }
    return llvm::Error::success();
  }

  /// Fills the inputs of one trial in device memory (generated there, or
  /// copied from `files` when the inputs come from files) and NaN-fills the
  /// outputs. `seeds` and `files` have one entry per buffer.
  llvm::Error prepare(const std::vector<ArgSpec> &args,
                      DeviceProtocol &protocol, Distribution distribution,
                      const std::vector<uint64_t> &seeds,
                      const std::vector<std::vector<float>> &files) {
    size_t b = 0;
    for (const ArgSpec &arg : args) {
      if (!arg.isBuffer())
        continue;
      llvm::Error err = llvm::Error::success();
      if (!arg.isInput())
        err = driver.check(driver.cuMemsetD32(ptrs[b], kNaNBits, sizes[b] / 4),
                           "cuMemsetD32(NaN)");
      else if (!files.empty())
        err = driver.check(
            driver.cuMemcpyHtoD(ptrs[b], files[b].data(), sizes[b]),
            "cuMemcpyHtoD");
      else
        err = protocol.generate(ptrs[b], sizes[b] / 4, distribution, seeds[b],
                                arg.init);
      if (err)
        return err;
      ++b;
    }
    return llvm::Error::success();
  }

  /// Downloads buffer `b` (debugging outputs only: --dump-outputs).
  llvm::Error download(size_t b, std::vector<float> &out) {
    out.resize(sizes[b] / 4);
    return driver.check(driver.cuMemcpyDtoH(out.data(), ptrs[b], sizes[b]),
                        "cuMemcpyDtoH");
  }

  /// Overwrites buffer `b` with `values` (reference outputs from the cache).
  llvm::Error upload(size_t b, const std::vector<float> &values) {
    if (values.size() * sizeof(float) != sizes[b])
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "cached buffer has the wrong size");
    return driver.check(driver.cuMemcpyHtoD(ptrs[b], values.data(), sizes[b]),
                        "cuMemcpyHtoD");
  }

  /// Index of the first buffer whose guard zone changed, or -1.
  llvm::Expected<int> firstBadGuard() {
    std::vector<unsigned char> guard(guardBytes);
    for (size_t b = 0; b < ptrs.size() && guardBytes > 0; ++b) {
      if (auto err = driver.check(
              driver.cuMemcpyDtoH(guard.data(), ptrs[b] + sizes[b], guardBytes),
              "cuMemcpyDtoH(guard)"))
        return std::move(err);
      for (unsigned char c : guard)
        if (c != kGuardByte)
          return static_cast<int>(b);
    }
    return -1;
  }

  llvm::ArrayRef<CUdeviceptr> pointers() const { return ptrs; }

private:
  CudaDriver &driver;
  int64_t guardBytes;
  std::vector<CUdeviceptr> ptrs;
  std::vector<size_t> sizes;
};

/// Timing of the reference and the candidate with CUDA events.
class Timer {
public:
  Timer(CudaDriver &driver) : driver(driver) {}
  ~Timer() {
    if (start)
      driver.cuEventDestroy(start);
    if (stop)
      driver.cuEventDestroy(stop);
    if (flush)
      driver.cuMemFree(flush);
    if (stream)
      driver.cuStreamDestroy(stream);
  }

  llvm::Error init(int64_t flushBytes) {
    this->flushBytes = flushBytes;
    if (auto err =
            driver.check(driver.cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING),
                         "cuStreamCreate"))
      return err;
    if (auto err = driver.check(driver.cuEventCreate(&start, CU_EVENT_DEFAULT),
                                "cuEventCreate"))
      return err;
    if (auto err = driver.check(driver.cuEventCreate(&stop, CU_EVENT_DEFAULT),
                                "cuEventCreate"))
      return err;
    if (flushBytes > 0)
      return driver.check(driver.cuMemAlloc(&flush, flushBytes),
                          "cuMemAlloc(L2 flush buffer)");
    return llvm::Error::success();
  }

  /// Runs `kernel` once untimed and waits for it.
  llvm::Error warmup(KernelExecutor &kernel, llvm::ArrayRef<CUdeviceptr> bufs) {
    if (auto err = kernel.launch(bufs, stream))
      return err;
    return driver.check(driver.cuStreamSynchronize(stream),
                        "cuStreamSynchronize");
  }

  /// Flushes L2, then times one launch; appends microseconds to `out`.
  llvm::Error timeOne(KernelExecutor &kernel, llvm::ArrayRef<CUdeviceptr> bufs,
                      std::vector<double> &out) {
    if (flushBytes > 0)
      if (auto err = driver.check(
              driver.cuMemsetD8Async(flush, static_cast<unsigned char>(++count),
                                     flushBytes, stream),
              "cuMemsetD8Async(L2 flush)"))
        return err;
    if (auto err =
            driver.check(driver.cuEventRecord(start, stream), "cuEventRecord"))
      return err;
    if (auto err = kernel.launch(bufs, stream))
      return err;
    if (auto err =
            driver.check(driver.cuEventRecord(stop, stream), "cuEventRecord"))
      return err;
    if (auto err =
            driver.check(driver.cuEventSynchronize(stop), "cuEventSynchronize"))
      return err;
    float ms = 0;
    if (auto err = driver.check(driver.cuEventElapsedTime(&ms, start, stop),
                                "cuEventElapsedTime"))
      return err;
    out.push_back(ms * 1000.0);
    return llvm::Error::success();
  }

private:
  CudaDriver &driver;
  CUstream stream = nullptr;
  CUevent start = nullptr, stop = nullptr;
  CUdeviceptr flush = 0;
  int64_t flushBytes = 0;
  unsigned count = 0;
};

/// Fills the reference's output buffers from `dir`; see ReferenceCache.cpp.
llvm::Error readCachedOutputs(llvm::StringRef dir,
                              const std::vector<ArgSpec> &args,
                              llvm::ArrayRef<int> argOf, BufferSet &buffers,
                              std::vector<std::vector<float>> &kept,
                              bool upload = true);

/// Keeps the reference's outputs in `dir`; see ReferenceCache.cpp.
llvm::Error writeCachedOutputs(llvm::StringRef dir,
                               const std::vector<ArgSpec> &args,
                               llvm::ArrayRef<int> argOf, BufferSet &buffers);

} // namespace mlir::htam::worker

#endif // HTAM_LIB_RUNTIME_WORKERBUFFERS_H
