//===- DeviceProtocol.cpp - The verification protocol on the GPU ----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Compiles the protocol kernels (the embedded texts of ProtocolShared.inc and
// ProtocolKernels.cu.inc, with the accuracy partials of AccuracyPartial.inc
// and AccuracyShared.inc) with nvrtc, loads them and launches them on the
// legacy default stream; each call reads back its scalar results, which
// waits for the kernel and reports a fault in it.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/DeviceProtocol.h"
#include "htam/Runtime/Nvrtc.h"

#include "ProtocolSources.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cstring>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::cuda;

namespace {
/// The layout of HtamCompareResult in ProtocolKernels.cu.inc.
struct CompareWords {
  uint64_t numBad = 0;
  uint64_t firstParity = ~uint64_t(0), firstTolerance = ~uint64_t(0);
  uint64_t maxAbsBits = 0, maxRelBits = 0;
};
constexpr unsigned kBlock = 256;
} // namespace

std::string DeviceProtocol::source() {
  std::string text = "#define HTAM_FN static __device__ __forceinline__\n"
                     "#define htam_bits_to_float(b) __uint_as_float(b)\n"
                     "#define htam_float_to_bits(f) __float_as_uint(f)\n"
                     "#define htam_fabs(x) __longlong_as_double("
                     "__double_as_longlong(x) & 0x7FFFFFFFFFFFFFFFLL)\n";
  text += kProtocolSharedSource;
  text += kAccuracyPartialSource;
  text += kAccuracySharedSource;
  text += kProtocolKernelsSource;
  return text;
}

std::vector<std::string> DeviceProtocol::compileOptions() {
  // No contraction into FMAs and IEEE float semantics: the generated bits and
  // the tolerance test must be the host's.
  return {"--fmad=false", "--ftz=false", "--prec-div=true", "--prec-sqrt=true"};
}

llvm::Expected<std::string> DeviceProtocol::compileImage(llvm::StringRef arch) {
  auto nvrtc = Nvrtc::get();
  if (!nvrtc)
    return nvrtc.takeError();
  CompileOptions options;
  options.arch = arch.str();
  options.sourceName = "htam_protocol.cu";
  options.extraOptions = compileOptions();
  options.ptxasVerbose = false;
  auto compiled = nvrtc->compile(source(), options);
  if (!compiled)
    return compiled.takeError();
  if (!compiled->success)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the protocol kernels do not compile:\n" +
                                       compiled->log);
  return compiled->cubin.empty() ? compiled->ptx + '\0' : compiled->cubin;
}

llvm::Expected<std::unique_ptr<DeviceProtocol>>
DeviceProtocol::create(CudaDriver &driver, llvm::StringRef arch, int smCount,
                       llvm::StringRef image) {
  std::unique_ptr<DeviceProtocol> p(new DeviceProtocol(driver));
  // A given image saves each worker an nvrtc compilation; one that does not
  // load (a truncated file) is compiled again rather than failing the run.
  bool loaded =
      !image.empty() &&
      driver.cuModuleLoadData(&p->module, image.data()) == cuda::CUDA_SUCCESS;
  if (!loaded) {
    p->module = nullptr;
    auto compiled = compileImage(arch);
    if (!compiled)
      return compiled.takeError();
    if (auto err =
            driver.check(driver.cuModuleLoadData(&p->module, compiled->data()),
                         "cuModuleLoadData(protocol kernels)"))
      return std::move(err);
  }
  std::pair<CUfunction *, const char *> entries[] = {
      {&p->generateFn, "htam_generate"},
      {&p->checksumFn, "htam_checksum"},
      {&p->differenceFn, "htam_first_difference"},
      {&p->compareFn, "htam_compare"}};
  for (auto [fn, name] : entries)
    if (auto err = driver.check(
            driver.cuModuleGetFunction(fn, p->module, name),
            llvm::formatv("cuModuleGetFunction '{0}'", name).str()))
      return std::move(err);
  // Without it (an image of an older build) the accuracy is judged on the
  // host.
  if (driver.cuModuleGetFunction(&p->accuracyFn, p->module, "htam_accuracy") !=
      cuda::CUDA_SUCCESS)
    p->accuracyFn = nullptr;
  if (auto err = driver.check(driver.cuMemAlloc(&p->result, 64),
                              "cuMemAlloc(protocol results)"))
    return std::move(err);
  p->maxBlocks = static_cast<unsigned>(std::max(1, smCount) * 16);
  return std::move(p);
}

DeviceProtocol::~DeviceProtocol() {
  if (partials)
    driver.cuMemFree(partials);
  if (result)
    driver.cuMemFree(result);
  if (module)
    driver.cuModuleUnload(module);
}

llvm::Error DeviceProtocol::launch(CUfunction f, uint64_t n, void **params) {
  uint64_t blocks = std::max<uint64_t>(
      1, std::min<uint64_t>((n + kBlock - 1) / kBlock, maxBlocks));
  return driver.check(driver.cuLaunchKernel(f, static_cast<unsigned>(blocks), 1,
                                            1, kBlock, 1, 1, 0, nullptr, params,
                                            nullptr),
                      "cuLaunchKernel(protocol kernel)");
}

llvm::Error DeviceProtocol::readBack(void *host, size_t bytes) {
  // A synchronous copy on the legacy stream waits for the kernel.
  return driver.check(driver.cuMemcpyDtoH(host, result, bytes),
                      "protocol kernel");
}

llvm::Error DeviceProtocol::generate(CUdeviceptr out, uint64_t n,
                                     Distribution d, uint64_t seed,
                                     const ParamInit &init) {
  unsigned long long count = n, s = seed;
  GeneratorCode g = generatorCode(d, init);
  void *params[] = {&out, &count, &g.code, &s, &g.lo, &g.width};
  if (auto err = launch(generateFn, n, params))
    return err;
  return driver.check(driver.cuCtxSynchronize(), "input generation");
}

llvm::Expected<uint64_t> DeviceProtocol::checksum(CUdeviceptr data,
                                                  uint64_t n) {
  uint64_t sum = 0;
  if (auto err = driver.check(driver.cuMemcpyHtoD(result, &sum, sizeof sum),
                              "cuMemcpyHtoD(protocol results)"))
    return std::move(err);
  unsigned long long count = n;
  CUdeviceptr out = result;
  void *params[] = {&data, &count, &out};
  if (auto err = launch(checksumFn, n, params))
    return std::move(err);
  if (auto err = readBack(&sum, sizeof sum))
    return std::move(err);
  return sum;
}

llvm::Expected<int64_t>
DeviceProtocol::firstDifference(CUdeviceptr a, CUdeviceptr b, uint64_t n,
                                Distribution d, uint64_t seed,
                                const ParamInit &init) {
  uint64_t first = ~uint64_t(0);
  if (auto err = driver.check(driver.cuMemcpyHtoD(result, &first, sizeof first),
                              "cuMemcpyHtoD(protocol results)"))
    return std::move(err);
  unsigned long long count = n, s = seed;
  GeneratorCode g = generatorCode(d, init);
  CUdeviceptr out = result;
  void *params[] = {&a, &b, &count, &g.code, &s, &g.lo, &g.width, &out};
  if (auto err = launch(differenceFn, n, params))
    return std::move(err);
  if (auto err = readBack(&first, sizeof first))
    return std::move(err);
  return first == ~uint64_t(0) ? int64_t(-1) : static_cast<int64_t>(first);
}

llvm::Expected<CompareResult>
DeviceProtocol::compare(CUdeviceptr expected, CUdeviceptr actual, uint64_t n,
                        const Tolerance &tolerance) {
  CompareWords words;
  if (auto err = driver.check(driver.cuMemcpyHtoD(result, &words, sizeof words),
                              "cuMemcpyHtoD(protocol results)"))
    return std::move(err);
  unsigned long long count = n;
  double atol = tolerance.atol, rtol = tolerance.rtol;
  CUdeviceptr out = result;
  void *params[] = {&expected, &actual, &count, &atol, &rtol, &out};
  if (auto err = launch(compareFn, n, params))
    return std::move(err);
  if (auto err = readBack(&words, sizeof words))
    return std::move(err);

  CompareResult r;
  r.numElements = n;
  r.numBad = words.numBad;
  std::memcpy(&r.maxAbsError, &words.maxAbsBits, sizeof(double));
  std::memcpy(&r.maxRelError, &words.maxRelBits, sizeof(double));
  // A parity failure wins over a tolerance failure, as on the host.
  if (words.firstParity != ~uint64_t(0)) {
    r.status = CompareResult::Status::NanMismatch;
    r.firstBadIndex = static_cast<int64_t>(words.firstParity);
  } else if (words.firstTolerance != ~uint64_t(0)) {
    r.status = CompareResult::Status::Mismatch;
    r.firstBadIndex = static_cast<int64_t>(words.firstTolerance);
  }
  if (r.firstBadIndex >= 0) {
    CUdeviceptr offset = static_cast<CUdeviceptr>(r.firstBadIndex) * 4;
    if (auto err = driver.check(
            driver.cuMemcpyDtoH(&r.expectedAtFirstBad, expected + offset, 4),
            "cuMemcpyDtoH(first mismatch)"))
      return std::move(err);
    if (auto err = driver.check(
            driver.cuMemcpyDtoH(&r.actualAtFirstBad, actual + offset, 4),
            "cuMemcpyDtoH(first mismatch)"))
      return std::move(err);
  }
  return r;
}

llvm::Expected<DeviceProtocol::AccuracyPartials>
DeviceProtocol::accuracy(CUdeviceptr candidate, CUdeviceptr reference,
                         CUdeviceptr oracle, uint64_t n,
                         const Tolerance &tolerance) {
  AccuracyPartials out;
  if (!accuracyFn)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "the protocol kernels have no htam_accuracy");
  uint64_t chunks = (n + kAccuracyChunk - 1) / kAccuracyChunk;
  if (chunks == 0)
    return out;
  size_t bytes = 2 * chunks * sizeof(AccuracyPartial);
  if (bytes > partialsBytes) {
    if (partials)
      driver.cuMemFree(partials);
    partials = 0;
    partialsBytes = 0;
    if (auto err = driver.check(driver.cuMemAlloc(&partials, bytes),
                                "cuMemAlloc(accuracy partials)"))
      return std::move(err);
    partialsBytes = bytes;
  }
  unsigned long long count = n;
  double atol = tolerance.atol, rtol = tolerance.rtol;
  CUdeviceptr dst = partials;
  void *params[] = {&candidate, &reference, &oracle, &count,
                    &atol,      &rtol,      &dst};
  // One block per chunk (the kernel's fixed tree needs exactly
  // HTAM_ACCURACY_THREADS threads).
  if (auto err = driver.check(
          driver.cuLaunchKernel(accuracyFn, static_cast<unsigned>(chunks), 1, 1,
                                HTAM_ACCURACY_THREADS, 1, 1, 0, nullptr, params,
                                nullptr),
          "cuLaunchKernel(htam_accuracy)"))
    return std::move(err);
  std::vector<AccuracyPartial> interleaved(2 * chunks);
  if (auto err = driver.check(
          driver.cuMemcpyDtoH(interleaved.data(), partials, bytes),
          "htam_accuracy"))
    return std::move(err);
  out.candidate.reserve(chunks);
  out.reference.reserve(chunks);
  for (uint64_t k = 0; k < chunks; ++k) {
    out.candidate.push_back(interleaved[2 * k]);
    out.reference.push_back(interleaved[2 * k + 1]);
  }
  return out;
}
