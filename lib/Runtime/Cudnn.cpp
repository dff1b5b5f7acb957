//===- Cudnn.cpp - cuDNN convolutions, opened at run time -----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// dlopen of libcudnn.so.9, the worker's handle, the preparation of a
// cudnn.conv_* step (NCHW / NCDHW descriptors, the algorithm chosen among
// cuDNN's FMA-math heuristics, the workspace) and its run, plus
// the C functions emitted modules call.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/Cudnn.h"
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
using namespace mlir::htam::cudnn;

std::vector<std::string> Cudnn::candidateLibraries() {
  return cudaLibraryCandidates("HTAM_CUDNN_LIB", "libcudnn.so.9");
}

static llvm::Error loadError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Expected<std::unique_ptr<Cudnn>>
Cudnn::load(const std::vector<std::string> &libraries) {
  llvm::Expected<OpenedLibrary> lib =
      openVendorLibrary(libraries, "cuDNN", "libcudnn.so.9", "HTAM_CUDNN_LIB",
                        "convolution steps need cuDNN 9");
  if (!lib)
    return lib.takeError();
  std::unique_ptr<Cudnn> api(new Cudnn());
  api->libraryPath = lib->path;
  SymbolResolver resolve(lib->handle);
#define HTAM_RESOLVE(name) resolve(api->name, #name)
  HTAM_RESOLVE(cudnnGetVersion);
  HTAM_RESOLVE(cudnnCreate);
  HTAM_RESOLVE(cudnnDestroy);
  HTAM_RESOLVE(cudnnSetStream);
  HTAM_RESOLVE(cudnnGetErrorString);
  HTAM_RESOLVE(cudnnCreateTensorDescriptor);
  HTAM_RESOLVE(cudnnDestroyTensorDescriptor);
  HTAM_RESOLVE(cudnnSetTensorNdDescriptor);
  HTAM_RESOLVE(cudnnCreateFilterDescriptor);
  HTAM_RESOLVE(cudnnDestroyFilterDescriptor);
  HTAM_RESOLVE(cudnnSetFilterNdDescriptor);
  HTAM_RESOLVE(cudnnCreateConvolutionDescriptor);
  HTAM_RESOLVE(cudnnDestroyConvolutionDescriptor);
  HTAM_RESOLVE(cudnnSetConvolutionNdDescriptor);
  HTAM_RESOLVE(cudnnSetConvolutionGroupCount);
  HTAM_RESOLVE(cudnnSetConvolutionMathType);
  HTAM_RESOLVE(cudnnGetConvolutionForwardAlgorithm_v7);
  HTAM_RESOLVE(cudnnGetConvolutionBackwardDataAlgorithm_v7);
  HTAM_RESOLVE(cudnnGetConvolutionForwardWorkspaceSize);
  HTAM_RESOLVE(cudnnGetConvolutionBackwardDataWorkspaceSize);
  HTAM_RESOLVE(cudnnConvolutionForward);
  HTAM_RESOLVE(cudnnConvolutionBackwardData);
  HTAM_RESOLVE(cudnnAddTensor);
#undef HTAM_RESOLVE
  if (llvm::Error err = resolve.check("cuDNN", lib->path))
    return std::move(err);
  if (api->cudnnGetVersion() / 10000 != 9)
    return loadError(llvm::formatv("cuDNN {0} is version {1}; htam needs 9",
                                   lib->path, api->cudnnGetVersion()));
  return std::move(api);
}

llvm::Expected<Cudnn &> Cudnn::get() {
  return loadLibraryOnce<Cudnn>([] { return load(candidateLibraries()); });
}

llvm::Error Cudnn::check(Status status, llvm::StringRef what) const {
  if (status == CUDNN_STATUS_SUCCESS)
    return llvm::Error::success();
  return libraryStatusError(
      what, cudnnGetErrorString ? cudnnGetErrorString(status) : nullptr,
      status);
}

/// The descriptors and algorithm of one step.
struct CudnnHandle::Prepared {
  Cudnn &api;
  LibraryCall call;
  Cudnn::TensorDesc x = nullptr, y = nullptr, bias = nullptr;
  Cudnn::FilterDesc w = nullptr;
  Cudnn::ConvDesc conv = nullptr;
  int algo = 0;
  size_t workspaceBytes = 0;
  std::string description;

  explicit Prepared(Cudnn &api) : api(api) {}
  ~Prepared() {
    if (x)
      api.cudnnDestroyTensorDescriptor(x);
    if (y)
      api.cudnnDestroyTensorDescriptor(y);
    if (bias)
      api.cudnnDestroyTensorDescriptor(bias);
    if (w)
      api.cudnnDestroyFilterDescriptor(w);
    if (conv)
      api.cudnnDestroyConvolutionDescriptor(conv);
  }
};

/// The process's handle (see CudnnHandle::get).
static CudnnHandle *handleInstance = nullptr;

CudnnHandle::~CudnnHandle() {
  prepared.clear();
  api.cudnnDestroy(handle);
  if (workspace)
    driver.cuMemFree(workspace);
}

void CudnnHandle::release(CudaDriver &) {
  delete handleInstance;
  handleInstance = nullptr;
}

llvm::Expected<CudnnHandle &> CudnnHandle::get(CudaDriver &driver) {
  if (handleInstance)
    return *handleInstance;
  auto api = Cudnn::get();
  if (!api)
    return api.takeError();
  Cudnn::Handle handle = nullptr;
  if (auto err = api->check(api->cudnnCreate(&handle), "cudnnCreate"))
    return std::move(err);
  handleInstance = new CudnnHandle(*api, driver, handle);
  return *handleInstance;
}

std::vector<AlgoPerf> mlir::htam::cudnn::usableAlgorithms(const AlgoPerf *perf,
                                                          int returned) {
  std::vector<AlgoPerf> usable;
  for (int i = 0; i < returned; ++i)
    if (perf[i].status == CUDNN_STATUS_SUCCESS &&
        (perf[i].mathType == CUDNN_FMA_MATH ||
         perf[i].mathType == CUDNN_DEFAULT_MATH))
      usable.push_back(perf[i]);
  return usable;
}

/// Row-major (packed) strides of `dims`.
static std::vector<int> packedStrides(const std::vector<int> &dims) {
  std::vector<int> strides(dims.size(), 1);
  for (int i = int(dims.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * dims[i + 1];
  return strides;
}

const std::string &CudnnHandle::describe(const Prepared &step) {
  return step.description;
}

llvm::Expected<const CudnnHandle::Prepared *>
CudnnHandle::prepare(const LibraryCall &call) {
  if (!call.isCudnn())
    return loadError("not a cuDNN step");
  KernelLaunch key;
  key.library = call;
  key.params = {ParamRef{}, ParamRef{}, ParamRef{}};
  if (call.conv.bias)
    key.params.push_back(ParamRef{});
  std::string text = key.str();
  auto it = prepared.find(text);
  if (it != prepared.end())
    return it->second.get();

  const LibraryCall::Conv &cv = call.conv;
  bool bwd = call.kind == LibraryCall::Kind::CudnnConvBwdData;
  auto p = std::make_shared<Prepared>(api);
  p->call = call;
  // cuDNN wants at least 4-D tensors: a 1-D convolution is a 2-D one with a
  // leading spatial dim of 1.
  int nd = std::max(cv.nd, 2);
  int lead = nd - cv.nd;
  std::vector<int> xDims = {int(cv.n), int(cv.c)},
                   yDims = {int(cv.n), int(cv.k)},
                   wDims = {int(cv.k), int(cv.c / cv.groups)};
  std::vector<int> pad, stride, dil;
  for (int d = 0; d < lead; ++d) {
    xDims.push_back(1), yDims.push_back(1), wDims.push_back(1);
    pad.push_back(0), stride.push_back(1), dil.push_back(1);
  }
  for (int d = 0; d < cv.nd; ++d) {
    xDims.push_back(int(cv.in[d]));
    yDims.push_back(int(cv.out[d]));
    wDims.push_back(int(cv.ker[d]));
    pad.push_back(int(cv.pad[d]));
    stride.push_back(int(cv.stride[d]));
    dil.push_back(int(cv.dil[d]));
  }
  int rank = nd + 2;
  std::vector<int> xStrides = packedStrides(xDims),
                   yStrides = packedStrides(yDims);
  auto fail = [&](int status, const llvm::Twine &what) -> llvm::Error {
    return api.check(status, (call.name() + ": " + what).str());
  };
#define HTAM_CHECK(expr, what)                                                 \
  if (auto err = fail((expr), what))                                           \
    return std::move(err);
  HTAM_CHECK(api.cudnnCreateTensorDescriptor(&p->x), "create x");
  HTAM_CHECK(api.cudnnSetTensorNdDescriptor(p->x, CUDNN_DATA_FLOAT, rank,
                                            xDims.data(), xStrides.data()),
             "x descriptor");
  HTAM_CHECK(api.cudnnCreateTensorDescriptor(&p->y), "create y");
  HTAM_CHECK(api.cudnnSetTensorNdDescriptor(p->y, CUDNN_DATA_FLOAT, rank,
                                            yDims.data(), yStrides.data()),
             "y descriptor");
  HTAM_CHECK(api.cudnnCreateFilterDescriptor(&p->w), "create w");
  HTAM_CHECK(api.cudnnSetFilterNdDescriptor(
                 p->w, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, rank, wDims.data()),
             "filter descriptor");
  HTAM_CHECK(api.cudnnCreateConvolutionDescriptor(&p->conv), "create conv");
  HTAM_CHECK(api.cudnnSetConvolutionNdDescriptor(
                 p->conv, nd, pad.data(), stride.data(), dil.data(),
                 CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT),
             "convolution descriptor");
  HTAM_CHECK(api.cudnnSetConvolutionGroupCount(p->conv, int(cv.groups)),
             "group count");
  // Strict FP32: FMA math only, no TF32 tensor cores.
  HTAM_CHECK(api.cudnnSetConvolutionMathType(p->conv, CUDNN_FMA_MATH),
             "cudnnSetConvolutionMathType(CUDNN_FMA_MATH)");
  if (cv.bias) {
    std::vector<int> bDims(rank, 1);
    bDims[1] = int(cv.outChannels(bwd));
    std::vector<int> bStrides = packedStrides(bDims);
    HTAM_CHECK(api.cudnnCreateTensorDescriptor(&p->bias), "create bias");
    HTAM_CHECK(api.cudnnSetTensorNdDescriptor(p->bias, CUDNN_DATA_FLOAT, rank,
                                              bDims.data(), bStrides.data()),
               "bias descriptor");
  }
  // The heuristics' ranking, filtered to deterministic FMA-math algorithms.
  constexpr int kMaxAlgos = 16;
  AlgoPerf perf[kMaxAlgos] = {};
  int returned = 0;
  if (bwd) {
    HTAM_CHECK(
        api.cudnnGetConvolutionBackwardDataAlgorithm_v7(
            handle, p->w, p->y, p->conv, p->x, kMaxAlgos, &returned, perf),
        "cudnnGetConvolutionBackwardDataAlgorithm_v7");
  } else {
    HTAM_CHECK(
        api.cudnnGetConvolutionForwardAlgorithm_v7(
            handle, p->x, p->w, p->conv, p->y, kMaxAlgos, &returned, perf),
        "cudnnGetConvolutionForwardAlgorithm_v7");
  }
  std::vector<AlgoPerf> usable =
      usableAlgorithms(perf, std::min(returned, kMaxAlgos));
  if (cv.algo >= int64_t(usable.size()))
    return loadError(
        llvm::formatv("{0}: algo={1}, but cuDNN's heuristics give {2} FMA-math "
                      "algorithm(s) for this convolution",
                      call.name(), cv.algo, usable.size()));
  p->algo = usable[cv.algo].algo;
  // The descriptor stays in FMA math whatever the heuristics reported.
  size_t bytes = 0;
  if (bwd) {
    HTAM_CHECK(api.cudnnGetConvolutionBackwardDataWorkspaceSize(
                   handle, p->w, p->y, p->conv, p->x, p->algo, &bytes),
               "backward-data workspace size");
  } else {
    HTAM_CHECK(api.cudnnGetConvolutionForwardWorkspaceSize(
                   handle, p->x, p->w, p->conv, p->y, p->algo, &bytes),
               "forward workspace size");
  }
#undef HTAM_CHECK
  p->workspaceBytes = bytes;
  if (bytes > workspaceBytes) {
    if (workspace)
      driver.cuMemFree(workspace);
    workspace = 0;
    workspaceBytes = 0;
    if (auto err = driver.check(driver.cuMemAlloc(&workspace, bytes),
                                "cuMemAlloc(cuDNN workspace)"))
      return std::move(err);
    workspaceBytes = bytes;
  }
  p->description =
      llvm::formatv("{0} algo {1} (rank {2} of {3}{4}), workspace "
                    "{5} bytes",
                    call.name(), p->algo, cv.algo, usable.size(),
                    usable[cv.algo].determinism == CUDNN_DETERMINISTIC
                        ? ""
                        : ", non-deterministic",
                    bytes)
          .str();
  const Prepared *result = p.get();
  prepared.emplace(text, std::move(p));
  return result;
}

llvm::Error CudnnHandle::conv(const Prepared &p, cuda::CUdeviceptr x,
                              cuda::CUdeviceptr w, cuda::CUdeviceptr y,
                              cuda::CUdeviceptr bias, cuda::CUstream s) {
  const LibraryCall &call = p.call;
  if (!streamSet || s != stream) {
    if (auto err = api.check(api.cudnnSetStream(handle, s), "cudnnSetStream"))
      return err;
    stream = s;
    streamSet = true;
  }
  float one = 1, zero = 0;
  void *ws = reinterpret_cast<void *>(workspace);
  bool bwd = call.kind == LibraryCall::Kind::CudnnConvBwdData;
  auto *px = reinterpret_cast<const void *>(x);
  auto *pw = reinterpret_cast<const void *>(w);
  auto *py = reinterpret_cast<void *>(y);
  if (bwd) {
    // The transposed convolution reads y-shaped data (X) and writes the
    // x-shaped result (Y).
    if (auto err = api.check(api.cudnnConvolutionBackwardData(
                                 handle, &one, p.w, pw, p.y, px, p.conv, p.algo,
                                 ws, p.workspaceBytes, &zero, p.x, py),
                             "cudnnConvolutionBackwardData"))
      return err;
  } else {
    if (auto err = api.check(api.cudnnConvolutionForward(
                                 handle, &one, p.x, px, p.w, pw, p.conv, p.algo,
                                 ws, p.workspaceBytes, &zero, p.y, py),
                             "cudnnConvolutionForward"))
      return err;
  }
  if (!call.conv.bias)
    return llvm::Error::success();
  return api.check(api.cudnnAddTensor(handle, &one, p.bias,
                                      reinterpret_cast<const void *>(bias),
                                      &one, bwd ? p.x : p.y, py),
                   "cudnnAddTensor(bias)");
}

/// The step described by the C ABI's scalars, checked through its text form
/// like a launch plan's step.
static int32_t runConvAbi(LibraryCall::Kind kind, const char *symbol,
                          uintptr_t x, uintptr_t w, uintptr_t y, uintptr_t bias,
                          int32_t nd, int64_t n, int64_t c, int64_t k,
                          int64_t groups, const int64_t (&dims)[6][3],
                          int64_t algo) {
  llvm::Error err = [&]() -> llvm::Error {
    if (nd < 1 || nd > 3)
      return loadError(llvm::formatv("nd={0} is not 1, 2 or 3", nd));
    KernelLaunch step;
    LibraryCall &call = step.library;
    call.kind = kind;
    LibraryCall::Conv &cv = call.conv;
    cv.nd = nd, cv.n = n, cv.c = c, cv.k = k, cv.groups = groups;
    cv.algo = algo;
    cv.bias = bias != 0;
    for (int d = 0; d < 3; ++d) {
      cv.in[d] = dims[0][d], cv.ker[d] = dims[1][d], cv.out[d] = dims[2][d];
      cv.pad[d] = dims[3][d], cv.stride[d] = dims[4][d], cv.dil[d] = dims[5][d];
    }
    step.params = {ParamRef{false, 0}, ParamRef{false, 1}, ParamRef{false, 2}};
    if (cv.bias)
      step.params.push_back(ParamRef{false, 3});
    auto checked = parseKernelLaunch(step.str(), "");
    if (!checked)
      return checked.takeError();
    // cuDNN first: its absence is the error to report on any machine.
    auto api = Cudnn::get();
    if (!api)
      return api.takeError();
    auto driver = CudaDriver::get();
    if (!driver)
      return driver.takeError();
    auto handle = CudnnHandle::get(*driver);
    if (!handle)
      return handle.takeError();
    auto prepared = handle->prepare(checked->library);
    if (!prepared)
      return prepared.takeError();
    if (auto err = handle->conv(**prepared, x, w, y, bias, nullptr))
      return err;
    return driver->check(driver->cuStreamSynchronize(nullptr),
                         llvm::formatv("{0}: synchronize", symbol).str());
  }();
  if (!err)
    return 0;
  llvm::errs() << symbol << ": " << llvm::toString(std::move(err)) << "\n";
  return 1;
}

extern "C" int32_t htam_cudnn_conv_fwd(HTAM_CUDNN_CONV_PARAMS) {
  const int64_t dims[6][3] = {
      {in0, in1, in2},    {ker0, ker1, ker2},          {out0, out1, out2},
      {pad0, pad1, pad2}, {stride0, stride1, stride2}, {dil0, dil1, dil2}};
  return runConvAbi(LibraryCall::Kind::CudnnConvFwd, kCudnnConvFwdSymbol, x, w,
                    y, bias, nd, n, c, k, groups, dims, algo);
}

extern "C" int32_t htam_cudnn_conv_bwd_data(HTAM_CUDNN_CONV_PARAMS) {
  const int64_t dims[6][3] = {
      {in0, in1, in2},    {ker0, ker1, ker2},          {out0, out1, out2},
      {pad0, pad1, pad2}, {stride0, stride1, stride2}, {dil0, dil1, dil2}};
  return runConvAbi(LibraryCall::Kind::CudnnConvBwdData,
                    kCudnnConvBwdDataSymbol, x, w, y, bias, nd, n, c, k, groups,
                    dims, algo);
}
