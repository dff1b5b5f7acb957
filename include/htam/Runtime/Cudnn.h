//===- Cudnn.h - cuDNN convolutions, opened at run time ---------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Cudnn opens libcudnn.so.9 with dlopen (nothing links against CUDA
// libraries; cudnn.h is not included: the few types, enums and entry points
// the convolution steps need are declared here) and resolves the legacy
// convolution API. CudnnHandle is the one handle of a worker process: it
// prepares each cudnn.conv_* step once, outside timing (descriptors, the
// algorithm: the R-th deterministic FMA-math choice of cuDNN's heuristics,
// its workspace) and then runs it on the worker's stream in strict FP32.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_RUNTIME_CUDNN_H
#define HTAM_RUNTIME_CUDNN_H

#include "htam/Runtime/CudaDriver.h"
#include "htam/Runtime/KernelSpec.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace htam {

/// cuDNN constants and records htam uses (cudnn_graph.h, cudnn_ops.h,
/// cudnn_cnn.h of cuDNN 9).
namespace cudnn {
constexpr int CUDNN_STATUS_SUCCESS = 0;
constexpr int CUDNN_DATA_FLOAT = 0;
constexpr int CUDNN_TENSOR_NCHW = 0;
constexpr int CUDNN_CROSS_CORRELATION = 1;
constexpr int CUDNN_DEFAULT_MATH = 0;
constexpr int CUDNN_FMA_MATH = 3;
constexpr int CUDNN_DETERMINISTIC = 1;
/// cudnnConvolutionFwdAlgoPerf_t and cudnnConvolutionBwdDataAlgoPerf_t
/// (the same layout).
struct AlgoPerf {
  int algo;
  int status;
  float time;
  size_t memory;
  int determinism;
  int mathType;
  int reserved[3];
};

/// The algorithms of a heuristics answer htam may run, in cuDNN's order:
/// those that report success and FMA (or default) math, so strict FP32.
/// Non-deterministic ones (atomics) are kept: they differ from the others
/// only in rounding, which verification checks, and PyTorch's default
/// (`cudnn.deterministic = False`) uses them too; for some strided
/// transposed convolutions they are the only fast ones.
std::vector<AlgoPerf> usableAlgorithms(const AlgoPerf *perf, int returned);
} // namespace cudnn

/// The resolved cuDNN API (one instance per process, created on first use).
class Cudnn {
public:
  /// Opens cuDNN and resolves its entry points; later calls return the same
  /// instance or the same error ("no cuDNN: cannot open ...").
  static llvm::Expected<Cudnn &> get();

  /// Libraries get() tries, in order: only $HTAM_CUDNN_LIB when it is set
  /// (the GPU scripts point it at PyTorch's nvidia-cudnn wheel; tests use a
  /// missing path to force the error), else <cuda>/lib64 and <cuda>/lib
  /// (libcudnn.so.9), then the loader path.
  static std::vector<std::string> candidateLibraries();

  /// Opens the first of `libraries` that loads and resolves every entry
  /// point (uncached; get() calls it once).
  static llvm::Expected<std::unique_ptr<Cudnn>>
  load(const std::vector<std::string> &libraries);

  /// The library that was opened.
  std::string libraryPath;

  using Handle = struct cudnnContext *;
  using TensorDesc = struct cudnnTensorStruct *;
  using FilterDesc = struct cudnnFilterStruct *;
  using ConvDesc = struct cudnnConvolutionStruct *;
  using Status = int;
  size_t (*cudnnGetVersion)() = nullptr;
  int (*cudnnCreate)(Handle *) = nullptr;
  int (*cudnnDestroy)(Handle) = nullptr;
  int (*cudnnSetStream)(Handle, cuda::CUstream) = nullptr;
  const char *(*cudnnGetErrorString)(int) = nullptr;
  int (*cudnnCreateTensorDescriptor)(TensorDesc *) = nullptr;
  int (*cudnnDestroyTensorDescriptor)(TensorDesc) = nullptr;
  int (*cudnnSetTensorNdDescriptor)(TensorDesc, int, int, const int *,
                                    const int *) = nullptr;
  int (*cudnnCreateFilterDescriptor)(FilterDesc *) = nullptr;
  int (*cudnnDestroyFilterDescriptor)(FilterDesc) = nullptr;
  int (*cudnnSetFilterNdDescriptor)(FilterDesc, int, int, int,
                                    const int *) = nullptr;
  int (*cudnnCreateConvolutionDescriptor)(ConvDesc *) = nullptr;
  int (*cudnnDestroyConvolutionDescriptor)(ConvDesc) = nullptr;
  int (*cudnnSetConvolutionNdDescriptor)(ConvDesc, int, const int *,
                                         const int *, const int *, int,
                                         int) = nullptr;
  int (*cudnnSetConvolutionGroupCount)(ConvDesc, int) = nullptr;
  int (*cudnnSetConvolutionMathType)(ConvDesc, int) = nullptr;
  int (*cudnnGetConvolutionForwardAlgorithm_v7)(Handle, TensorDesc, FilterDesc,
                                                ConvDesc, TensorDesc, int,
                                                int *,
                                                cudnn::AlgoPerf *) = nullptr;
  int (*cudnnGetConvolutionBackwardDataAlgorithm_v7)(
      Handle, FilterDesc, TensorDesc, ConvDesc, TensorDesc, int, int *,
      cudnn::AlgoPerf *) = nullptr;
  int (*cudnnGetConvolutionForwardWorkspaceSize)(Handle, TensorDesc, FilterDesc,
                                                 ConvDesc, TensorDesc, int,
                                                 size_t *) = nullptr;
  int (*cudnnGetConvolutionBackwardDataWorkspaceSize)(Handle, FilterDesc,
                                                      TensorDesc, ConvDesc,
                                                      TensorDesc, int,
                                                      size_t *) = nullptr;
  int (*cudnnConvolutionForward)(Handle, const void *, TensorDesc, const void *,
                                 FilterDesc, const void *, ConvDesc, int,
                                 void *, size_t, const void *, TensorDesc,
                                 void *) = nullptr;
  int (*cudnnConvolutionBackwardData)(Handle, const void *, FilterDesc,
                                      const void *, TensorDesc, const void *,
                                      ConvDesc, int, void *, size_t,
                                      const void *, TensorDesc,
                                      void *) = nullptr;
  int (*cudnnAddTensor)(Handle, const void *, TensorDesc, const void *,
                        const void *, TensorDesc, void *) = nullptr;

  /// Success for CUDNN_STATUS_SUCCESS, else "<what>: <status string>".
  llvm::Error check(Status status, llvm::StringRef what) const;

private:
  Cudnn() = default;
};

/// The worker's cuDNN handle on the current context.
class CudnnHandle {
public:
  /// The process's handle, created on the first call (outside timing).
  static llvm::Expected<CudnnHandle &> get(CudaDriver &driver);

  /// Destroys the process's handle, its prepared steps and its workspace.
  static void release(CudaDriver &driver);

  /// A step ready to run: descriptors, algorithm, workspace size.
  struct Prepared;

  /// Creates the descriptors of `call`, picks its algorithm and grows the
  /// workspace (once per distinct step; no work is enqueued). The result
  /// lives as long as the handle.
  llvm::Expected<const Prepared *> prepare(const LibraryCall &call);

  /// The chosen algorithm as text ("cudnn.conv_fwd algo 1 (rank 0 of 5),
  /// workspace N bytes").
  static const std::string &describe(const Prepared &step);

  /// Enqueues the prepared step on `stream`: x, w, y as in the step grammar
  /// (KernelSpec.h), `bias` when the step has one.
  llvm::Error conv(const Prepared &step, cuda::CUdeviceptr x,
                   cuda::CUdeviceptr w, cuda::CUdeviceptr y,
                   cuda::CUdeviceptr bias, cuda::CUstream stream);

  ~CudnnHandle();

private:
  CudnnHandle(Cudnn &api, CudaDriver &driver, Cudnn::Handle handle)
      : api(api), driver(driver), handle(handle) {}
  Cudnn &api;
  CudaDriver &driver;
  Cudnn::Handle handle;
  cuda::CUdeviceptr workspace = 0;
  size_t workspaceBytes = 0;
  cuda::CUstream stream = nullptr;
  bool streamSet = false;
  /// Prepared steps by their text (KernelLaunch::str of the call).
  std::map<std::string, std::shared_ptr<Prepared>> prepared;
};

/// The runtime functions an emitted module calls for cudnn.conv_fwd and
/// cudnn.conv_bwd_data steps (docs/TRANSFORMS.md, "Library calls").
constexpr const char *kCudnnConvFwdSymbol = "htam_cudnn_conv_fwd";
constexpr const char *kCudnnConvBwdDataSymbol = "htam_cudnn_conv_bwd_data";

} // namespace htam
} // namespace mlir

/// The C ABI of kCudnnConvFwdSymbol and kCudnnConvBwdDataSymbol: the step's
/// operands' aligned device pointers x, w, y, bias (bias 0: none), then nd
/// (i32, 1 to 3), n, c, k, groups, in[3], ker[3], out[3], pad[3], stride[3],
/// dil[3] (only the first nd of each are read; the others are 1 or 0) and the
/// algorithm rank (all i64). Both run on the current CUDA context's default
/// stream and return when the result is written: 0, or a non-zero status
/// after printing the error to stderr.
#define HTAM_CUDNN_CONV_PARAMS                                                 \
  uintptr_t x, uintptr_t w, uintptr_t y, uintptr_t bias, int32_t nd,           \
      int64_t n, int64_t c, int64_t k, int64_t groups, int64_t in0,            \
      int64_t in1, int64_t in2, int64_t ker0, int64_t ker1, int64_t ker2,      \
      int64_t out0, int64_t out1, int64_t out2, int64_t pad0, int64_t pad1,    \
      int64_t pad2, int64_t stride0, int64_t stride1, int64_t stride2,         \
      int64_t dil0, int64_t dil1, int64_t dil2, int64_t algo
extern "C" int32_t htam_cudnn_conv_fwd(HTAM_CUDNN_CONV_PARAMS);
extern "C" int32_t htam_cudnn_conv_bwd_data(HTAM_CUDNN_CONV_PARAMS);

/// Number of parameters of the two functions above.
constexpr unsigned kCudnnConvNumParams = 28;

#endif // HTAM_RUNTIME_CUDNN_H
