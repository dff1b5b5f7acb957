//===- LibraryStep.cpp - Library steps of a launch plan -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LibraryCall (cuBLAS SGEMM, cuBLASLt matmul with its epilogue, cuDNN
// convolutions): names, operand extents and FLOPs, and the text form of a
// step, `lib=cublas.sgemm,m=..,n=..,k=..[,...],params=A:B:C` or
// `lib=cudnn.conv_fwd,n=..,c=..,k=..,in=HxW,ker=..,out=..[,...]`, parsed
// with every value checked and printed so that it reads back the same.
//
//===----------------------------------------------------------------------===//

#include "KernelSpecText.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::spec;

//===----------------------------------------------------------------------===//
// Library steps
//===----------------------------------------------------------------------===//

llvm::StringRef LibraryCall::name() const {
  switch (kind) {
  case Kind::None:
    return "";
  case Kind::CublasSgemm:
    return "cublas.sgemm";
  case Kind::CublasLtMatmul:
    return "cublaslt.matmul";
  case Kind::CudnnConvFwd:
    return "cudnn.conv_fwd";
  case Kind::CudnnConvBwdData:
    return "cudnn.conv_bwd_data";
  }
  return "";
}

llvm::StringRef mlir::htam::epilogueName(LibraryCall::Epilogue e) {
  switch (e) {
  case LibraryCall::Epilogue::None:
    return "none";
  case LibraryCall::Epilogue::Bias:
    return "bias";
  case LibraryCall::Epilogue::Relu:
    return "relu";
  case LibraryCall::Epilogue::ReluBias:
    return "relu_bias";
  }
  return "none";
}

std::optional<LibraryCall::Epilogue>
mlir::htam::parseEpilogue(llvm::StringRef name) {
  for (LibraryCall::Epilogue e :
       {LibraryCall::Epilogue::None, LibraryCall::Epilogue::Bias,
        LibraryCall::Epilogue::Relu, LibraryCall::Epilogue::ReluBias})
    if (name == epilogueName(e))
      return e;
  return std::nullopt;
}

/// Product of the first `nd` values of `dims`.
static int64_t product(const std::array<int64_t, 3> &dims, int nd) {
  int64_t p = 1;
  for (int d = 0; d < nd; ++d)
    p *= dims[d];
  return p;
}

int64_t LibraryCall::Conv::xElements() const { return n * c * product(in, nd); }
int64_t LibraryCall::Conv::wElements() const {
  return k * (c / groups) * product(ker, nd);
}
int64_t LibraryCall::Conv::yElements() const {
  return n * k * product(out, nd);
}

double LibraryCall::flops() const {
  if (isCudnn())
    return 2.0 * double(conv.yElements()) * double(conv.c / conv.groups) *
           double(product(conv.ker, conv.nd));
  return 2.0 * m * n * k * batch;
}

int64_t LibraryCall::extent(unsigned operand) const {
  if (isCudnn()) {
    bool bwd = kind == Kind::CudnnConvBwdData;
    switch (operand) {
    case 0:
      return bwd ? conv.yElements() : conv.xElements();
    case 1:
      return conv.wElements();
    case 2:
      return bwd ? conv.xElements() : conv.yElements();
    default:
      return conv.outChannels(bwd);
    }
  }
  // The bias: n floats, the same for every matrix of a batch.
  if (operand == 3)
    return n;
  int64_t rows = operand == 0 ? rowsA() : operand == 1 ? rowsB() : m;
  int64_t cols = operand == 0 ? colsA() : operand == 1 ? colsB() : n;
  int64_t ld = operand == 0 ? lda : operand == 1 ? ldb : ldc;
  int64_t stride = operand == 0 ? strideA : operand == 1 ? strideB : strideC;
  return (batch - 1) * stride + (rows - 1) * ld + cols;
}

/// The shortest text that reads back as `v` ("1", "0.5", "1e-30").
static std::string formatReal(double v) {
  char text[32];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(text, sizeof(text), "%.*g", digits, v);
    if (std::strtod(text, nullptr) == v)
      break;
  }
  return text;
}

/// Parses "AxBxC" (1 to 3 positive or, with `allowZero`, non-negative
/// values) into `dims`; returns the count or 0 on a syntax error.
static int parseConvDims(llvm::StringRef text, std::array<int64_t, 3> &dims,
                         bool allowZero) {
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, 'x');
  if (parts.empty() || parts.size() > 3)
    return 0;
  for (auto [i, part] : llvm::enumerate(parts)) {
    int64_t v;
    if (part.trim().getAsInteger(10, v) || v < (allowZero ? 0 : 1) ||
        v > INT32_MAX)
      return 0;
    dims[i] = v;
  }
  return int(parts.size());
}

/// "AxBxC" of the first `nd` values.
static std::string formatConvDims(const std::array<int64_t, 3> &dims, int nd) {
  std::string text;
  for (int d = 0; d < nd; ++d)
    text += (d ? "x" : "") + std::to_string(dims[d]);
  return text;
}

/// Parses the params= list of a library step.
static llvm::Error parseStepParams(llvm::StringRef value,
                                   std::vector<ParamRef> &params) {
  llvm::SmallVector<llvm::StringRef> refs;
  value.split(refs, ':');
  for (llvm::StringRef ref : refs) {
    ParamRef param;
    llvm::StringRef number = ref.trim();
    param.scratch = number.consume_front("s");
    param.constant = !param.scratch && number.consume_front("c");
    if (number.getAsInteger(10, param.index))
      return specError("library step: parameter '" + ref.trim() +
                       "' must be N (argument N), sN (scratch N) or cN "
                       "(constant N)");
    params.push_back(param);
  }
  return llvm::Error::success();
}

/// One `key=value` item of a library step, trimmed, with the checks of
/// its value that both step parsers use.
struct StepItem {
  llvm::StringRef key, value;

  explicit StepItem(llvm::StringRef item) {
    auto [k, v] = item.trim().split('=');
    key = k.trim();
    value = v.trim();
  }
  llvm::Error bad(const llvm::Twine &what) const {
    return specError("library step: " + key + "='" + value + "' " + what);
  }
  /// An integer in [min, max]; `*seen` is set when one is given.
  llvm::Error integer(int64_t &out, int64_t min, int64_t max,
                      bool *seen) const {
    if (value.getAsInteger(10, out) || out < min || out > max)
      return bad(
          llvm::formatv("must be an integer in [{0}, {1}]", min, max).str());
    if (seen)
      *seen = true;
    return llvm::Error::success();
  }
};

/// Parses the items of a cuDNN convolution step.
static llvm::Expected<KernelLaunch>
parseConvStep(llvm::ArrayRef<llvm::StringRef> items) {
  KernelLaunch launch;
  LibraryCall &call = launch.library;
  LibraryCall::Conv &cv = call.conv;
  int ndIn = 0, ndKer = 0, ndOut = 0;
  bool haveN = false, haveC = false, haveK = false;
  llvm::SmallVector<std::pair<llvm::StringRef, int>> optional;
  for (llvm::StringRef text : items) {
    StepItem item(text);
    llvm::StringRef key = item.key, value = item.value;
    auto integer = [&](int64_t &out, int64_t min, bool *seen) {
      return item.integer(out, min, INT32_MAX, seen);
    };
    auto dims = [&](std::array<int64_t, 3> &out, bool allowZero,
                    int &count) -> llvm::Error {
      count = parseConvDims(value, out, allowZero);
      if (!count)
        return item.bad(allowZero
                            ? "must be 1 to 3 non-negative integers joined "
                              "by 'x'"
                            : "must be 1 to 3 positive integers joined by "
                              "'x'");
      return llvm::Error::success();
    };
    llvm::Error err = llvm::Error::success();
    int count = 0;
    if (key == "lib") {
      call.kind = value == "cudnn.conv_fwd"
                      ? LibraryCall::Kind::CudnnConvFwd
                      : LibraryCall::Kind::CudnnConvBwdData;
    } else if (key == "n") {
      err = integer(cv.n, 1, &haveN);
    } else if (key == "c") {
      err = integer(cv.c, 1, &haveC);
    } else if (key == "k") {
      err = integer(cv.k, 1, &haveK);
    } else if (key == "groups") {
      err = integer(cv.groups, 1, nullptr);
    } else if (key == "algo") {
      err = integer(cv.algo, 0, nullptr);
    } else if (key == "bias") {
      int64_t b;
      err = integer(b, 0, nullptr);
      if (!err && b > 1)
        err = item.bad("must be 0 or 1");
      cv.bias = b == 1;
    } else if (key == "in") {
      err = dims(cv.in, false, ndIn);
    } else if (key == "ker") {
      err = dims(cv.ker, false, ndKer);
    } else if (key == "out") {
      err = dims(cv.out, false, ndOut);
    } else if (key == "pad") {
      err = dims(cv.pad, true, count);
      optional.push_back({"pad", count});
    } else if (key == "stride") {
      err = dims(cv.stride, false, count);
      optional.push_back({"stride", count});
    } else if (key == "dil") {
      err = dims(cv.dil, false, count);
      optional.push_back({"dil", count});
    } else if (key == "params") {
      err = parseStepParams(value, launch.params);
    } else {
      err = specError("library step: unknown key '" + key +
                      "' (expected lib, n, c, k, in, ker, out, pad, stride, "
                      "dil, groups, algo, bias, params)");
    }
    if (err)
      return std::move(err);
  }
  if (!haveN || !haveC || !haveK || !ndIn || !ndKer || !ndOut)
    return specError("library step: n=, c=, k=, in=, ker= and out= are "
                     "required");
  if (ndIn != ndKer || ndIn != ndOut)
    return specError("library step: in=, ker= and out= must have the same "
                     "number of spatial dims");
  cv.nd = ndIn;
  for (auto [key, count] : optional)
    if (count != cv.nd)
      return specError(llvm::formatv("library step: {0}= must have {1} "
                                     "values, like in=",
                                     key, cv.nd));
  if (cv.c % cv.groups || cv.k % cv.groups)
    return specError(llvm::formatv("library step: groups={0} does not "
                                   "divide c={1} and k={2}",
                                   cv.groups, cv.c, cv.k));
  for (int d = 0; d < cv.nd; ++d)
    if (cv.out[d] != cv.impliedOut(d) || cv.impliedOut(d) < 1)
      return specError(llvm::formatv(
          "library step: out={0} does not match in={1}, ker={2}, pad={3}, "
          "stride={4}, dil={5} (spatial dim {6} gives {7})",
          formatConvDims(cv.out, cv.nd), formatConvDims(cv.in, cv.nd),
          formatConvDims(cv.ker, cv.nd), formatConvDims(cv.pad, cv.nd),
          formatConvDims(cv.stride, cv.nd), formatConvDims(cv.dil, cv.nd), d,
          cv.impliedOut(d)));
  if (launch.params.size() != call.numOperands())
    return specError(llvm::formatv(
        "library step: {0} takes params=X:W:Y{1} ({2} buffers), {3} given",
        call.name(), cv.bias ? ":BIAS" : "", call.numOperands(),
        launch.params.size()));
  return launch;
}

/// Parses the items of a library step (`lib=` already seen in `items`).
llvm::Expected<KernelLaunch>
spec::parseLibraryStep(llvm::ArrayRef<llvm::StringRef> items) {
  for (llvm::StringRef item : items) {
    auto [key, value] = item.trim().split('=');
    if (key.trim() == "lib" && (value.trim() == "cudnn.conv_fwd" ||
                                value.trim() == "cudnn.conv_bwd_data"))
      return parseConvStep(items);
  }
  KernelLaunch launch;
  LibraryCall &call = launch.library;
  bool haveM = false, haveN = false, haveK = false, haveLda = false,
       haveLdb = false, haveLdc = false, haveSa = false, haveSb = false,
       haveSc = false;
  // cublaslt.matmul's own keys, checked against the kind at the end.
  std::string ltOnlyKey;
  for (llvm::StringRef text : items) {
    StepItem item(text);
    llvm::StringRef key = item.key, value = item.value;
    constexpr int64_t kIntMax = INT32_MAX;
    constexpr int64_t kStrideMax = int64_t(1) << 40;
    llvm::Error err = llvm::Error::success();
    if (key == "lib") {
      if (value == "cublas.sgemm")
        call.kind = LibraryCall::Kind::CublasSgemm;
      else if (value == "cublaslt.matmul")
        call.kind = LibraryCall::Kind::CublasLtMatmul;
      else
        err =
            item.bad("is not a known library call (expected cublas.sgemm, "
                     "cublaslt.matmul, cudnn.conv_fwd or cudnn.conv_bwd_data)");
    } else if (key == "epilogue") {
      std::optional<LibraryCall::Epilogue> e = parseEpilogue(value);
      if (!e)
        err = item.bad("is not an epilogue (expected none, bias, relu or "
                       "relu_bias)");
      else
        call.epilogue = *e;
      ltOnlyKey = key.str();
    } else if (key == "algo") {
      err = item.integer(call.algo, 0, LibraryCall::kMaxAlgo, nullptr);
      ltOnlyKey = key.str();
    } else if (key == "ta" || key == "tb") {
      int64_t t;
      err = item.integer(t, 0, 1, nullptr);
      (key == "ta" ? call.transA : call.transB) = t;
    } else if (key == "m") {
      err = item.integer(call.m, 1, kIntMax, &haveM);
    } else if (key == "n") {
      err = item.integer(call.n, 1, kIntMax, &haveN);
    } else if (key == "k") {
      err = item.integer(call.k, 1, kIntMax, &haveK);
    } else if (key == "lda") {
      err = item.integer(call.lda, 1, kIntMax, &haveLda);
    } else if (key == "ldb") {
      err = item.integer(call.ldb, 1, kIntMax, &haveLdb);
    } else if (key == "ldc") {
      err = item.integer(call.ldc, 1, kIntMax, &haveLdc);
    } else if (key == "batch") {
      err = item.integer(call.batch, 1, kIntMax, nullptr);
    } else if (key == "sa") {
      err = item.integer(call.strideA, 0, kStrideMax, &haveSa);
    } else if (key == "sb") {
      err = item.integer(call.strideB, 0, kStrideMax, &haveSb);
    } else if (key == "sc") {
      err = item.integer(call.strideC, 0, kStrideMax, &haveSc);
    } else if (key == "alpha" || key == "beta") {
      double v;
      if (value.getAsDouble(v) || !std::isfinite(v))
        err = item.bad("is not a finite number");
      (key == "alpha" ? call.alpha : call.beta) = v;
    } else if (key == "params") {
      err = parseStepParams(value, launch.params);
    } else {
      err = specError("library step: unknown key '" + key +
                      "' (expected lib, m, n, k, ta, tb, lda, ldb, ldc, "
                      "batch, sa, sb, sc, alpha, beta, epilogue, algo, "
                      "params)");
    }
    if (err)
      return std::move(err);
  }
  if (call.kind == LibraryCall::Kind::None)
    return specError("library step: lib= names no library call");
  if (!ltOnlyKey.empty() && call.kind != LibraryCall::Kind::CublasLtMatmul)
    return specError(llvm::Twine("library step: ") + ltOnlyKey +
                     "= is a key of cublaslt.matmul, not " + call.name());
  if (!haveM || !haveN || !haveK)
    return specError("library step: m=, n= and k= are required");
  if (launch.params.size() != call.numOperands())
    return specError(llvm::formatv(
        "library step: {0}{1} takes params=A:B:C{2} ({3} buffers), {4} given",
        call.name(),
        call.kind == LibraryCall::Kind::CublasLtMatmul
            ? (" with epilogue=" + epilogueName(call.epilogue)).str()
            : std::string(),
        call.hasBias() ? ":bias" : "", call.numOperands(),
        launch.params.size()));
  // Defaults: packed row-major matrices and batches.
  if (!haveLda)
    call.lda = call.colsA();
  if (!haveLdb)
    call.ldb = call.colsB();
  if (!haveLdc)
    call.ldc = call.n;
  if (!haveSa)
    call.strideA = call.batch > 1 ? call.rowsA() * call.lda : 0;
  if (!haveSb)
    call.strideB = call.batch > 1 ? call.rowsB() * call.ldb : 0;
  if (!haveSc)
    call.strideC = call.batch > 1 ? call.m * call.ldc : 0;
  if (call.lda < call.colsA())
    return specError(llvm::formatv("library step: lda={0} is less than the "
                                   "{1} columns of A as stored",
                                   call.lda, call.colsA()));
  if (call.ldb < call.colsB())
    return specError(llvm::formatv("library step: ldb={0} is less than the "
                                   "{1} columns of B as stored",
                                   call.ldb, call.colsB()));
  if (call.ldc < call.n)
    return specError(llvm::formatv("library step: ldc={0} is less than n={1}",
                                   call.ldc, call.n));
  // Matrices of C written by different batch entries must not overlap.
  if (call.batch > 1 && call.strideC < (call.m - 1) * call.ldc + call.n)
    return specError(llvm::formatv("library step: sc={0} makes the {1} "
                                   "output matrices overlap",
                                   call.strideC, call.batch));
  return launch;
}


std::string spec::formatLibraryStep(const KernelLaunch &launch) {
  if (launch.library.isCudnn()) {
    const LibraryCall::Conv &cv = launch.library.conv;
    return llvm::formatv(
        "lib={0},n={1},c={2},k={3},in={4},ker={5},out={6},"
        "pad={7},stride={8},dil={9},groups={10},algo={11},"
        "bias={12},params={13}",
        launch.library.name(), cv.n, cv.c, cv.k, formatConvDims(cv.in, cv.nd),
        formatConvDims(cv.ker, cv.nd), formatConvDims(cv.out, cv.nd),
        formatConvDims(cv.pad, cv.nd), formatConvDims(cv.stride, cv.nd),
        formatConvDims(cv.dil, cv.nd), cv.groups, cv.algo, int(cv.bias),
        formatParams(launch.params));
  }
  const LibraryCall &c = launch.library;
  std::string lt;
  if (c.kind == LibraryCall::Kind::CublasLtMatmul)
    lt = llvm::formatv(",epilogue={0},algo={1}", epilogueName(c.epilogue),
                       c.algo)
             .str();
  return llvm::formatv("lib={0},ta={1},tb={2},m={3},n={4},k={5},lda={6},"
                       "ldb={7},ldc={8},batch={9},sa={10},sb={11},sc={12},"
                       "alpha={13},beta={14}{15},params={16}",
                       c.name(), int(c.transA), int(c.transB), c.m, c.n, c.k,
                       c.lda, c.ldb, c.ldc, c.batch, c.strideA, c.strideB,
                       c.strideC, formatReal(c.alpha), formatReal(c.beta), lt,
                       formatParams(launch.params));
}
