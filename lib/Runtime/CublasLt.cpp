//===- CublasLt.cpp - cuBLASLt, opened at run time ------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// dlopen of libcublasLt.so.13, the worker's cuBLASLt handle, the descriptors
// and heuristic algorithm of each cublaslt.matmul step, and the C ABI that
// emitted modules call.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/CublasLt.h"
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
using namespace mlir::htam::cublaslt;

static_assert(sizeof(MatmulAlgo) == 64, "cublasLtMatmulAlgo_t is 8 uint64_t");
static_assert(sizeof(HeuristicResult) == 96,
              "cublasLtMatmulHeuristicResult_t layout");

std::vector<std::string> CublasLt::candidateLibraries() {
  // Also next to a cuBLAS named by $HTAM_CUBLAS_LIB (cuBLAS itself depends
  // on the cuBLASLt of its directory).
  std::vector<std::string> besideCublas;
  if (const char *cublas = std::getenv("HTAM_CUBLAS_LIB"))
    if (*cublas && llvm::sys::path::has_parent_path(cublas)) {
      llvm::SmallString<256> path(llvm::sys::path::parent_path(cublas));
      llvm::sys::path::append(path, "libcublasLt.so.13");
      besideCublas.push_back(std::string(path));
    }
  return cudaLibraryCandidates("HTAM_CUBLASLT_LIB", "libcublasLt.so.13",
                               besideCublas);
}

static llvm::Error ltError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Expected<std::unique_ptr<CublasLt>>
CublasLt::load(const std::vector<std::string> &libraries) {
  llvm::Expected<OpenedLibrary> lib = openVendorLibrary(
      libraries, "cuBLASLt", "libcublasLt.so.13", "HTAM_CUBLASLT_LIB",
      "cublaslt.matmul steps need cuBLASLt 13");
  if (!lib)
    return lib.takeError();
  std::unique_ptr<CublasLt> api(new CublasLt());
  api->libraryPath = lib->path;
  SymbolResolver resolve(lib->handle);
  resolve(api->cublasLtCreate, "cublasLtCreate");
  resolve(api->cublasLtDestroy, "cublasLtDestroy");
  resolve(api->cublasLtGetStatusString, "cublasLtGetStatusString");
  resolve(api->cublasLtMatmulDescCreate, "cublasLtMatmulDescCreate");
  resolve(api->cublasLtMatmulDescDestroy, "cublasLtMatmulDescDestroy");
  resolve(api->cublasLtMatmulDescSetAttribute,
          "cublasLtMatmulDescSetAttribute");
  resolve(api->cublasLtMatrixLayoutCreate, "cublasLtMatrixLayoutCreate");
  resolve(api->cublasLtMatrixLayoutDestroy, "cublasLtMatrixLayoutDestroy");
  resolve(api->cublasLtMatrixLayoutSetAttribute,
          "cublasLtMatrixLayoutSetAttribute");
  resolve(api->cublasLtMatmulPreferenceCreate,
          "cublasLtMatmulPreferenceCreate");
  resolve(api->cublasLtMatmulPreferenceDestroy,
          "cublasLtMatmulPreferenceDestroy");
  resolve(api->cublasLtMatmulPreferenceSetAttribute,
          "cublasLtMatmulPreferenceSetAttribute");
  resolve(api->cublasLtMatmulAlgoGetHeuristic,
          "cublasLtMatmulAlgoGetHeuristic");
  resolve(api->cublasLtMatmul, "cublasLtMatmul");
  if (llvm::Error err = resolve.check("cuBLASLt", lib->path))
    return std::move(err);
  return std::move(api);
}

llvm::Expected<CublasLt &> CublasLt::get() {
  return loadLibraryOnce<CublasLt>([] { return load(candidateLibraries()); });
}

llvm::Error CublasLt::check(int status, llvm::StringRef what) const {
  if (status == CUBLAS_STATUS_SUCCESS)
    return llvm::Error::success();
  return libraryStatusError(
      what, cublasLtGetStatusString ? cublasLtGetStatusString(status) : nullptr,
      status);
}

//===----------------------------------------------------------------------===//
// The column-major problem
//===----------------------------------------------------------------------===//

LtProblem mlir::htam::ltProblemOf(const LibraryCall &call) {
  // Row-major C (m x n, row stride ldc) is column-major C^T (n x m, leading
  // dimension ldc); C^T = op(B)^T op(A)^T, so cuBLASLt's A is our B and its
  // B is our A, each with its own transpose flag.
  LtProblem p;
  p.transA = call.transB ? CUBLAS_OP_T : CUBLAS_OP_N;
  p.transB = call.transA ? CUBLAS_OP_T : CUBLAS_OP_N;
  // Our B stored k x n (tb=0) is column-major n x k; stored n x k (tb=1) it
  // is column-major k x n. Likewise our A: k x m (ta=0) or m x k (ta=1).
  p.rowsA = uint64_t(call.transB ? call.k : call.n);
  p.colsA = uint64_t(call.transB ? call.n : call.k);
  p.rowsB = uint64_t(call.transA ? call.m : call.k);
  p.colsB = uint64_t(call.transA ? call.k : call.m);
  p.rowsC = uint64_t(call.n);
  p.colsC = uint64_t(call.m);
  p.lda = call.ldb;
  p.ldb = call.lda;
  p.ldc = call.ldc;
  p.batch = int32_t(call.batch);
  p.strideA = call.strideB;
  p.strideB = call.strideA;
  p.strideC = call.strideC;
  switch (call.epilogue) {
  case LibraryCall::Epilogue::None:
    p.epilogue = CUBLASLT_EPILOGUE_DEFAULT;
    break;
  case LibraryCall::Epilogue::Bias:
    p.epilogue = CUBLASLT_EPILOGUE_BIAS;
    break;
  case LibraryCall::Epilogue::Relu:
    p.epilogue = CUBLASLT_EPILOGUE_RELU;
    break;
  case LibraryCall::Epilogue::ReluBias:
    p.epilogue = CUBLASLT_EPILOGUE_RELU_BIAS;
    break;
  }
  return p;
}

int32_t mlir::htam::epilogueCode(LibraryCall::Epilogue e) {
  switch (e) {
  case LibraryCall::Epilogue::None:
    return 0;
  case LibraryCall::Epilogue::Bias:
    return 1;
  case LibraryCall::Epilogue::Relu:
    return 2;
  case LibraryCall::Epilogue::ReluBias:
    return 3;
  }
  return 0;
}

std::optional<LibraryCall::Epilogue>
mlir::htam::epilogueFromCode(int64_t code) {
  switch (code) {
  case 0:
    return LibraryCall::Epilogue::None;
  case 1:
    return LibraryCall::Epilogue::Bias;
  case 2:
    return LibraryCall::Epilogue::Relu;
  case 3:
    return LibraryCall::Epilogue::ReluBias;
  default:
    return std::nullopt;
  }
}

//===----------------------------------------------------------------------===//
// The worker's handle
//===----------------------------------------------------------------------===//

/// The process's handle (see CublasLtHandle::get).
static CublasLtHandle *ltInstance = nullptr;

void CublasLtHandle::destroy(Prepared &p) {
  if (p.a)
    api.cublasLtMatrixLayoutDestroy(p.a);
  if (p.b)
    api.cublasLtMatrixLayoutDestroy(p.b);
  if (p.c)
    api.cublasLtMatrixLayoutDestroy(p.c);
  if (p.desc)
    api.cublasLtMatmulDescDestroy(p.desc);
  p = Prepared();
}

void CublasLtHandle::release(CudaDriver &driver) {
  if (!ltInstance)
    return;
  for (auto &[key, p] : ltInstance->prepared)
    ltInstance->destroy(p);
  ltInstance->api.cublasLtDestroy(ltInstance->handle);
  driver.cuMemFree(ltInstance->workspace);
  delete ltInstance;
  ltInstance = nullptr;
}

llvm::Expected<CublasLtHandle &> CublasLtHandle::get(CudaDriver &driver) {
  if (ltInstance)
    return *ltInstance;
  auto api = CublasLt::get();
  if (!api)
    return api.takeError();
  CublasLt::Handle handle = nullptr;
  if (auto err = api->check(api->cublasLtCreate(&handle), "cublasLtCreate"))
    return std::move(err);
  // The workspace every call gets (and the heuristic's limit), allocated
  // once, outside every timed region.
  cuda::CUdeviceptr workspace = 0;
  if (auto err = driver.check(driver.cuMemAlloc(&workspace, kWorkspaceBytes),
                              "cuMemAlloc(cuBLASLt workspace)")) {
    api->cublasLtDestroy(handle);
    return std::move(err);
  }
  ltInstance = new CublasLtHandle(*api, handle, workspace);
  return *ltInstance;
}

/// The largest power of two (at most 256) that divides `p`: cuBLASLt's
/// heuristic picks kernels by the operands' alignment.
static uint64_t alignmentOf(cuda::CUdeviceptr p) {
  if (p == 0)
    return 256;
  uint64_t a = uint64_t(p) & (~uint64_t(p) + 1);
  return a > 256 ? 256 : a;
}

llvm::Expected<CublasLtHandle::Prepared &>
CublasLtHandle::prepare(const LibraryCall &call, const std::string &key,
                        cuda::CUdeviceptr bias) {
  auto it = prepared.find(key);
  if (it != prepared.end())
    return it->second;
  Prepared p;
  LtProblem lt = ltProblemOf(call);
  auto fail = [&](llvm::Error err) -> llvm::Expected<Prepared &> {
    destroy(p);
    return std::move(err);
  };
  // Strict FP32: CUBLAS_COMPUTE_32F with a float scale, never a TF32
  // compute type.
  if (auto err = api.check(
          api.cublasLtMatmulDescCreate(&p.desc, CUBLAS_COMPUTE_32F, CUDA_R_32F),
          "cublasLtMatmulDescCreate(CUBLAS_COMPUTE_32F)"))
    return fail(std::move(err));
  auto setDesc = [&](int attr, const void *value, size_t size,
                     const char *what) {
    return api.check(
        api.cublasLtMatmulDescSetAttribute(p.desc, attr, value, size),
        llvm::formatv("cublasLtMatmulDescSetAttribute({0})", what).str());
  };
  int32_t transA = lt.transA, transB = lt.transB;
  if (auto err = setDesc(CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof(transA),
                         "TRANSA"))
    return fail(std::move(err));
  if (auto err = setDesc(CUBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof(transB),
                         "TRANSB"))
    return fail(std::move(err));
  uint32_t epilogue = lt.epilogue;
  if (auto err = setDesc(CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue,
                         sizeof(epilogue), "EPILOGUE"))
    return fail(std::move(err));
  if (call.hasBias()) {
    // One float bias vector for every matrix of a batch (stride 0).
    int32_t biasType = CUDA_R_32F;
    int64_t biasStride = 0;
    const void *biasPtr = reinterpret_cast<const void *>(bias);
    if (auto err = setDesc(CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &biasType,
                           sizeof(biasType), "BIAS_DATA_TYPE"))
      return fail(std::move(err));
    if (auto err = setDesc(CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE, &biasStride,
                           sizeof(biasStride), "BIAS_BATCH_STRIDE"))
      return fail(std::move(err));
    if (auto err = setDesc(CUBLASLT_MATMUL_DESC_BIAS_POINTER, &biasPtr,
                           sizeof(biasPtr), "BIAS_POINTER"))
      return fail(std::move(err));
    p.bias = bias;
  }
  auto layout = [&](CublasLt::Layout &out, uint64_t rows, uint64_t cols,
                    int64_t ld, int64_t stride,
                    const char *name) -> llvm::Error {
    if (auto err = api.check(
            api.cublasLtMatrixLayoutCreate(&out, CUDA_R_32F, rows, cols, ld),
            llvm::formatv("cublasLtMatrixLayoutCreate({0})", name).str()))
      return err;
    if (lt.batch <= 1)
      return llvm::Error::success();
    int32_t count = lt.batch;
    if (auto err = api.check(
            api.cublasLtMatrixLayoutSetAttribute(
                out, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)),
            "cublasLtMatrixLayoutSetAttribute(BATCH_COUNT)"))
      return err;
    return api.check(api.cublasLtMatrixLayoutSetAttribute(
                         out, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET,
                         &stride, sizeof(stride)),
                     "cublasLtMatrixLayoutSetAttribute(STRIDED_BATCH_OFFSET)");
  };
  if (auto err = layout(p.a, lt.rowsA, lt.colsA, lt.lda, lt.strideA, "A"))
    return fail(std::move(err));
  if (auto err = layout(p.b, lt.rowsB, lt.colsB, lt.ldb, lt.strideB, "B"))
    return fail(std::move(err));
  if (auto err = layout(p.c, lt.rowsC, lt.colsC, lt.ldc, lt.strideC, "C"))
    return fail(std::move(err));

  // The heuristic's best algorithms within our workspace, best first.
  CublasLt::Preference pref = nullptr;
  if (auto err = api.check(api.cublasLtMatmulPreferenceCreate(&pref),
                           "cublasLtMatmulPreferenceCreate"))
    return fail(std::move(err));
  uint64_t maxWorkspace = kWorkspaceBytes;
  llvm::Error prefErr =
      api.check(api.cublasLtMatmulPreferenceSetAttribute(
                    pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                    &maxWorkspace, sizeof(maxWorkspace)),
                "cublasLtMatmulPreferenceSetAttribute(MAX_WORKSPACE_BYTES)");
  HeuristicResult results[LibraryCall::kMaxAlgo + 1] = {};
  int offered = 0;
  if (!prefErr)
    prefErr = api.check(api.cublasLtMatmulAlgoGetHeuristic(
                            handle, p.desc, p.a, p.b, p.c, p.c, pref,
                            int(LibraryCall::kMaxAlgo + 1), results, &offered),
                        "cublasLtMatmulAlgoGetHeuristic");
  api.cublasLtMatmulPreferenceDestroy(pref);
  if (prefErr)
    return fail(std::move(prefErr));
  if (call.algo >= offered)
    return fail(ltError(llvm::formatv(
        "cuBLASLt's heuristic offers {0} algorithm{1} for this matmul "
        "({2}x{3}x{4}, epilogue {5}, workspace <= {6} MiB); algo={7} does "
        "not exist",
        offered, offered == 1 ? "" : "s", call.m, call.n, call.k,
        epilogueName(call.epilogue), kWorkspaceBytes >> 20, call.algo)));
  const HeuristicResult &chosen = results[call.algo];
  if (chosen.state != CUBLAS_STATUS_SUCCESS)
    return fail(api.check(
        chosen.state,
        llvm::formatv("cuBLASLt heuristic result {0}", call.algo).str()));
  p.algo = chosen.algo;
  return prepared.emplace(key, p).first->second;
}

llvm::Error CublasLtHandle::matmul(const LibraryCall &call, cuda::CUdeviceptr a,
                                   cuda::CUdeviceptr b, cuda::CUdeviceptr c,
                                   cuda::CUdeviceptr bias,
                                   cuda::CUstream stream) {
  if (call.kind != LibraryCall::Kind::CublasLtMatmul)
    return ltError("cuBLASLt: the step is not a cublaslt.matmul");
  // The step's text (every key) and the operands' alignment.
  KernelLaunch step;
  step.library = call;
  std::string key =
      llvm::formatv("{0}|{1},{2},{3},{4}", step.str(), alignmentOf(a),
                    alignmentOf(b), alignmentOf(c), alignmentOf(bias))
          .str();
  auto p = prepare(call, key, bias);
  if (!p)
    return p.takeError();
  if (call.hasBias() && p->bias != bias) {
    // Same alignment (same key), another buffer: the algorithm stays valid.
    const void *biasPtr = reinterpret_cast<const void *>(bias);
    if (auto err = api.check(api.cublasLtMatmulDescSetAttribute(
                                 p->desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER,
                                 &biasPtr, sizeof(biasPtr)),
                             "cublasLtMatmulDescSetAttribute(BIAS_POINTER)"))
      return err;
    p->bias = bias;
  }
  float alpha = static_cast<float>(call.alpha);
  float beta = static_cast<float>(call.beta);
  // cuBLASLt's A is our B, its B our A (C^T = op(B)^T op(A)^T); C and D
  // are the same buffer.
  return api.check(
      api.cublasLtMatmul(
          handle, p->desc, &alpha, reinterpret_cast<const void *>(b), p->a,
          reinterpret_cast<const void *>(a), p->b, &beta,
          reinterpret_cast<const void *>(c), p->c, reinterpret_cast<void *>(c),
          p->c, &p->algo, reinterpret_cast<void *>(workspace), kWorkspaceBytes,
          stream),
      "cublasLtMatmul");
}

extern "C" int32_t htam_cublaslt_matmul(uintptr_t a, uintptr_t b, uintptr_t c,
                                        uintptr_t bias, int32_t ta, int32_t tb,
                                        int64_t m, int64_t n, int64_t k,
                                        int64_t lda, int64_t ldb, int64_t ldc,
                                        int64_t batch, int64_t sa, int64_t sb,
                                        int64_t sc, int32_t epilogue,
                                        int32_t algo, float alpha, float beta) {
  llvm::Error err = [&]() -> llvm::Error {
    std::optional<LibraryCall::Epilogue> e = epilogueFromCode(epilogue);
    if (!e)
      return ltError(llvm::formatv("epilogue code {0} is not 0 (none), 1 "
                                   "(bias), 2 (relu) or 3 (relu_bias)",
                                   epilogue));
    // The same checks as a launch plan's step, through its text form.
    KernelLaunch step;
    LibraryCall &call = step.library;
    call.kind = LibraryCall::Kind::CublasLtMatmul;
    call.transA = ta != 0;
    call.transB = tb != 0;
    call.m = m, call.n = n, call.k = k;
    call.lda = lda, call.ldb = ldb, call.ldc = ldc;
    call.batch = batch, call.strideA = sa, call.strideB = sb, call.strideC = sc;
    call.alpha = alpha, call.beta = beta;
    call.epilogue = *e;
    call.algo = algo;
    for (unsigned i = 0; i < call.numOperands(); ++i)
      step.params.push_back(ParamRef{false, i});
    if (call.hasBias() && bias == 0)
      return ltError("the epilogue reads a bias, but its pointer is null");
    auto checked = parseKernelLaunch(step.str(), "");
    if (!checked)
      return checked.takeError();
    auto driver = CudaDriver::get();
    if (!driver)
      return driver.takeError();
    auto handle = CublasLtHandle::get(*driver);
    if (!handle)
      return handle.takeError();
    if (auto err =
            handle->matmul(checked->library, a, b, c, bias, /*stream=*/nullptr))
      return err;
    return driver->check(driver->cuStreamSynchronize(nullptr),
                         "htam_cublaslt_matmul: synchronize");
  }();
  if (!err)
    return 0;
  llvm::errs() << "htam_cublaslt_matmul: " << llvm::toString(std::move(err))
               << "\n";
  return 1;
}
