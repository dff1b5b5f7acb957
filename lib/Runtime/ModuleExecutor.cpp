//===- ModuleExecutor.cpp - Load a candidate's kernels and library steps --===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// createModuleExecutor, on the worker side: loads the module image, resolves
// every launch's function, creates the cuBLAS/cuBLASLt/cuDNN handles and
// prepares the cuDNN steps, allocates the scratch buffers and uploads the
// constants, all before any timed region; the executor then runs the
// launches in order on one stream.
//
//===----------------------------------------------------------------------===//

#include "WorkerBuffers.h"

#include "htam/Runtime/Cublas.h"
#include "htam/Runtime/CublasLt.h"
#include "htam/Runtime/Cudnn.h"
#include "htam/Runtime/Evaluator.h"
#include "htam/Runtime/KernelSpec.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::cuda;
using namespace mlir::htam::worker;

KernelExecutor::~KernelExecutor() = default;

namespace {
/// A module image whose launches go through cuLaunchKernel, and library
/// steps that go through the worker's cuBLAS or cuBLASLt handle on the same
/// stream.
class ModuleExecutor final : public KernelExecutor {
public:
  /// One resolved launch (function is null for a library step).
  struct Launch {
    CUfunction function;
    KernelLaunch spec;
  };

  ModuleExecutor(CudaDriver &driver, CUmodule module,
                 const std::vector<ArgSpec> &args)
      : driver(driver), module(module), args(args) {
    for (auto [i, arg] : llvm::enumerate(args)) {
      bufferIndex.push_back(arg.isBuffer() ? numBuffers : -1);
      if (arg.isBuffer())
        ++numBuffers;
    }
  }
  ~ModuleExecutor() override {
    for (CUdeviceptr p : scratch)
      driver.cuMemFree(p);
    for (CUdeviceptr p : constants)
      driver.cuMemFree(p);
    if (module)
      driver.cuModuleUnload(module);
  }

  std::vector<Launch> launches;
  std::vector<CUdeviceptr> scratch;
  /// The constant buffers, uploaded once when the kernel is loaded.
  std::vector<CUdeviceptr> constants;
  /// Set when some launch is a cublas.sgemm step.
  CublasHandle *cublas = nullptr;
  /// Set when some launch is a cublaslt.matmul step.
  CublasLtHandle *cublasLt = nullptr;
  /// Set when some launch is a cuDNN step; its prepared steps by launch.
  CudnnHandle *cudnn = nullptr;
  std::vector<const CudnnHandle::Prepared *> cudnnSteps;

  /// The device pointer of a buffer parameter.
  CUdeviceptr pointer(ParamRef p, llvm::ArrayRef<CUdeviceptr> buffers) const {
    return p.scratch    ? scratch[p.index]
           : p.constant ? constants[p.index]
                        : buffers[bufferIndex[p.index]];
  }

  llvm::Error launch(llvm::ArrayRef<CUdeviceptr> buffers,
                     CUstream stream) override {
    // Argument values live here while cuLaunchKernel reads them.
    union Value {
      CUdeviceptr ptr;
      int32_t i32;
      int64_t i64;
      float f32;
      double f64;
    };
    for (auto [i, l] : llvm::enumerate(launches)) {
      if (l.spec.isLibraryCall()) {
        const std::vector<ParamRef> &ops = l.spec.params;
        const LibraryCall &call = l.spec.library;
        if (call.isCudnn()) {
          if (auto err = cudnn->conv(
                  *cudnnSteps[i], pointer(ops[0], buffers),
                  pointer(ops[1], buffers), pointer(ops[2], buffers),
                  ops.size() > 3 ? pointer(ops[3], buffers) : 0, stream))
            return err;
          continue;
        }
        llvm::Error err =
            call.kind == LibraryCall::Kind::CublasLtMatmul
                ? cublasLt->matmul(
                      call, pointer(ops[0], buffers), pointer(ops[1], buffers),
                      pointer(ops[2], buffers),
                      call.hasBias() ? pointer(ops[3], buffers) : 0, stream)
                : cublas->sgemm(call, pointer(ops[0], buffers),
                                pointer(ops[1], buffers),
                                pointer(ops[2], buffers), stream);
        if (err)
          return err;
        continue;
      }
      llvm::SmallVector<ParamRef> params(l.spec.params.begin(),
                                         l.spec.params.end());
      if (params.empty())
        for (unsigned i = 0; i < args.size(); ++i)
          params.push_back(ParamRef{false, i});
      llvm::SmallVector<Value> values(params.size());
      llvm::SmallVector<void *> pointers;
      for (auto [v, p] : llvm::zip_equal(values, params)) {
        if (p.scratch) {
          v.ptr = scratch[p.index];
        } else if (p.constant) {
          v.ptr = constants[p.index];
        } else if (args[p.index].isBuffer()) {
          v.ptr = buffers[bufferIndex[p.index]];
        } else {
          const ArgSpec &arg = args[p.index];
          switch (arg.scalarType) {
          case ScalarType::I32:
            v.i32 = static_cast<int32_t>(arg.intValue);
            break;
          case ScalarType::I64:
            v.i64 = arg.intValue;
            break;
          case ScalarType::F32:
            v.f32 = static_cast<float>(arg.floatValue);
            break;
          case ScalarType::F64:
            v.f64 = arg.floatValue;
            break;
          }
        }
        pointers.push_back(&v);
      }
      const LaunchConfig &c = l.spec.config;
      if (auto err =
              driver.check(driver.cuLaunchKernel(
                               l.function, c.grid[0], c.grid[1], c.grid[2],
                               c.block[0], c.block[1], c.block[2],
                               c.sharedBytes, stream, pointers.data(), nullptr),
                           "cuLaunchKernel '" + l.spec.entry + "'"))
        return err;
    }
    return llvm::Error::success();
  }

  std::vector<std::string> libraryAlgorithms() const override {
    std::vector<std::string> algos;
    for (const CudnnHandle::Prepared *step : cudnnSteps)
      if (step)
        algos.push_back(CudnnHandle::describe(*step));
    return algos;
  }

private:
  CudaDriver &driver;
  CUmodule module;
  const std::vector<ArgSpec> &args;
  /// Argument index -> index into `buffers` (-1 for scalars).
  std::vector<int> bufferIndex;
  int numBuffers = 0;
};
} // namespace

llvm::Expected<std::unique_ptr<KernelExecutor>>
mlir::htam::createModuleExecutor(CudaDriver &driver,
                                 const WorkerRequest::Kernel &kernel,
                                 const std::vector<ArgSpec> &args) {
  bool anyKernel = false, anyCublas = false, anyCublasLt = false,
       anyCudnn = false;
  for (const KernelLaunch &launch : kernel.launches) {
    if (auto err = validateLaunch(launch, args, kernel.scratchBytes,
                                  kernel.constantBytes()))
      return std::move(err);
    if (!launch.isLibraryCall())
      anyKernel = true;
    else if (launch.library.kind == LibraryCall::Kind::CublasLtMatmul)
      anyCublasLt = true;
    else if (launch.library.isCudnn())
      anyCudnn = true;
    else
      anyCublas = true;
  }
  // A candidate made only of library steps has no module image.
  CUmodule module = nullptr;
  if (anyKernel) {
    auto image = llvm::MemoryBuffer::getFile(kernel.imagePath, /*IsText=*/false,
                                             /*RequiresNullTerminator=*/true);
    if (!image)
      return llvm::createStringError(image.getError(),
                                     "cannot read " + kernel.imagePath);
    if (auto err = driver.check(
            driver.cuModuleLoadData(&module, (*image)->getBufferStart()),
            "cuModuleLoadData"))
      return std::move(err);
  }
  auto executor = std::make_unique<ModuleExecutor>(driver, module, args);
  // Handles are created here, outside every timed region; one per worker.
  if (anyCublas) {
    auto handle = CublasHandle::get(driver);
    if (!handle)
      return handle.takeError();
    executor->cublas = &*handle;
  }
  if (anyCublasLt) {
    auto handle = CublasLtHandle::get(driver);
    if (!handle)
      return handle.takeError();
    executor->cublasLt = &*handle;
  }
  if (anyCudnn) {
    auto handle = CudnnHandle::get(driver);
    if (!handle)
      return handle.takeError();
    executor->cudnn = &*handle;
    // Descriptors, algorithms and workspace before any timed call.
    for (const KernelLaunch &launch : kernel.launches) {
      const CudnnHandle::Prepared *step = nullptr;
      if (launch.library.isCudnn()) {
        auto prepared = handle->prepare(launch.library);
        if (!prepared)
          return prepared.takeError();
        step = *prepared;
      }
      executor->cudnnSteps.push_back(step);
    }
  }
  for (const KernelLaunch &launch : kernel.launches) {
    if (launch.isLibraryCall()) {
      executor->launches.push_back({nullptr, launch});
      continue;
    }
    CUfunction function;
    if (auto err = driver.check(
            driver.cuModuleGetFunction(&function, module, launch.entry.c_str()),
            "cuModuleGetFunction '" + launch.entry + "'"))
      return std::move(err);
    if (launch.config.sharedBytes > 48 * 1024)
      if (auto err = driver.check(
              driver.cuFuncSetAttribute(
                  function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                  static_cast<int>(launch.config.sharedBytes)),
              "cuFuncSetAttribute(max dynamic shared memory)"))
        return std::move(err);
    // Thread block clusters of 16 CTAs (non-portable on sm_90, compiled into
    // the kernel with __cluster_dims__) launch only with this opt-in. It
    // changes nothing for other kernels; devices without clusters refuse it,
    // which is harmless, so the result is ignored.
    (void)driver.cuFuncSetAttribute(
        function, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1);
    executor->launches.push_back({function, launch});
  }
  for (int64_t bytes : kernel.scratchBytes) {
    CUdeviceptr p = 0;
    if (auto err =
            driver.check(driver.cuMemAlloc(&p, bytes), "cuMemAlloc(scratch)"))
      return std::move(err);
    executor->scratch.push_back(p);
    if (auto err = driver.check(driver.cuMemsetD32(p, kNaNBits, bytes / 4),
                                "cuMemsetD32(scratch)"))
      return std::move(err);
  }
  // Constants: read, checked against their hash and uploaded once; the
  // trials never touch them.
  for (const WorkerRequest::Kernel::Constant &c : kernel.constants) {
    auto file = llvm::MemoryBuffer::getFile(c.path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
    if (!file)
      return llvm::createStringError(file.getError(),
                                     "cannot read constant '" + c.name +
                                         "' from " + c.path);
    llvm::StringRef data = (*file)->getBuffer();
    if (int64_t(data.size()) != c.bytes ||
        ConstantBuffer::contentHash(data) != c.hash)
      return llvm::createStringError(
          "constant '" + c.name + "' in " + c.path +
          " does not have the size and hash of the request");
    CUdeviceptr p = 0;
    // A zero-byte allocation fails; an empty constant gets one byte.
    if (auto err = driver.check(
            driver.cuMemAlloc(&p, std::max<size_t>(data.size(), 1)),
            "cuMemAlloc(constant '" + c.name + "')"))
      return std::move(err);
    executor->constants.push_back(p);
    if (!data.empty())
      if (auto err = driver.check(
              driver.cuMemcpyHtoD(p, data.data(), data.size()),
              "cuMemcpyHtoD(constant '" + c.name + "')"))
        return std::move(err);
  }
  return std::move(executor);
}
