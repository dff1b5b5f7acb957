//===- KernelSpecTest.cpp - Tests of argument and launch specs ------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parsing and validation of --args and --launch.
//
//===----------------------------------------------------------------------===//

#include "htam/Runtime/KernelSpec.h"

#include "gtest/gtest.h"

using namespace mlir::htam;

namespace {

/// The error message of a failed parse ("" on success).
template <typename T> std::string errorOf(llvm::Expected<T> value) {
  if (value)
    return "";
  return llvm::toString(value.takeError());
}

TEST(KernelSpecTest, ParsesBuffersAndScalars) {
  auto args = parseArgSpecs(
      "in:f32[64x128], inout:f32[7],out:f32[64x128],i32:1024,i64:0x10,"
      "f32:0.5,f64:-2");
  ASSERT_TRUE(static_cast<bool>(args)) << llvm::toString(args.takeError());
  ASSERT_EQ(args->size(), 7u);
  const ArgSpec &in = (*args)[0];
  EXPECT_EQ(in.role, ArgRole::In);
  EXPECT_EQ(in.shape, (std::vector<int64_t>{64, 128}));
  EXPECT_EQ(in.numElements(), 8192);
  EXPECT_EQ(in.numBytes(), 32768);
  EXPECT_TRUE(in.isInput());
  EXPECT_FALSE(in.isOutput());
  EXPECT_TRUE((*args)[1].isInput() && (*args)[1].isOutput());
  EXPECT_EQ((*args)[2].role, ArgRole::Out);
  EXPECT_EQ((*args)[3].role, ArgRole::Scalar);
  EXPECT_EQ((*args)[3].scalarType, ScalarType::I32);
  EXPECT_EQ((*args)[3].intValue, 1024);
  EXPECT_EQ((*args)[4].intValue, 16);
  EXPECT_EQ((*args)[5].scalarType, ScalarType::F32);
  EXPECT_DOUBLE_EQ((*args)[5].floatValue, 0.5);
  EXPECT_DOUBLE_EQ((*args)[6].floatValue, -2.0);
  EXPECT_FALSE((*args)[3].isBuffer());
}

/// A rank-0 tensor (tensor<f32>, e.g. a sum over every dim) is the one-element
/// buffer f32[]; the spec printer writes it that way and the worker reads it.
TEST(KernelSpecTest, ParsesZeroDimBuffers) {
  auto args = parseArgSpecs("in:f32[8x3],out:f32[]");
  ASSERT_TRUE(static_cast<bool>(args)) << llvm::toString(args.takeError());
  const ArgSpec &out = (*args)[1];
  EXPECT_TRUE(out.shape.empty());
  EXPECT_EQ(out.numElements(), 1);
  EXPECT_EQ(out.numBytes(), 4);
  auto again = parseArgSpecs(formatArgSpecs(*args));
  ASSERT_TRUE(static_cast<bool>(again)) << llvm::toString(again.takeError());
  EXPECT_TRUE((*again)[1].shape.empty());
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4x]")).find("positive"),
            std::string::npos);
}

TEST(KernelSpecTest, RoundTrips) {
  const char *text = "in:f32[64x128],out:f32[8],i32:-3,f32:0.25";
  auto args = parseArgSpecs(text);
  ASSERT_TRUE(static_cast<bool>(args));
  EXPECT_EQ(formatArgSpecs(*args), text);
}

TEST(KernelSpecTest, ParsesParameterInits) {
  const char *text = "in:f32[4]~uniform(-0.25..0.5),in:f32[2]~normal,"
                     "in:f32[3]~const(1),out:f32[8]";
  auto args = parseArgSpecs(text);
  ASSERT_TRUE(static_cast<bool>(args)) << errorOf(std::move(args));
  EXPECT_EQ((*args)[0].init.kind, ParamInit::Kind::Uniform);
  EXPECT_EQ((*args)[0].init.lo, -0.25f);
  EXPECT_EQ((*args)[0].init.hi, 0.5f);
  EXPECT_EQ((*args)[1].init.kind, ParamInit::Kind::Normal);
  EXPECT_EQ((*args)[2].init.kind, ParamInit::Kind::Constant);
  EXPECT_TRUE((*args)[3].init.empty());
  EXPECT_EQ(formatArgSpecs(*args), text);
  // The bounds print with enough digits to read back the same float.
  auto odd = parseArgSpecs("in:f32[4]~uniform(-0.11785113..0.11785113),"
                           "out:f32[4]");
  ASSERT_TRUE(static_cast<bool>(odd));
  auto again = parseArgSpecs(formatArgSpecs(*odd));
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ((*again)[0].init.lo, (*odd)[0].init.lo);
  EXPECT_EQ((*again)[0].init.hi, (*odd)[0].init.hi);

  EXPECT_NE(errorOf(parseArgSpecs("in:f32[4]~uniform(1..0),out:f32[4]"))
                .find("LO < HI"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("in:f32[4]~gauss,out:f32[4]"))
                .find("expected uniform"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4]~normal")).find("only inputs"),
            std::string::npos);
}

TEST(KernelSpecTest, RejectsBadArguments) {
  EXPECT_NE(errorOf(parseArgSpecs("")).find("empty"), std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("in:f32[4]")).find("no output"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f16[4]"))
                .find("unsupported element "
                      "type 'f16'"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[0]")).find("positive"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4x-1]")).find("positive"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32 4")).find("brackets"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4],i32:abc")).find("argument 1"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4],i32:99999999999")).find("range"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4],bogus:1")).find("unknown role"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[4],in")).find("expected"),
            std::string::npos);
  EXPECT_NE(errorOf(parseArgSpecs("out:f32[100000x100000]")).find("16 GiB"),
            std::string::npos);
}

TEST(KernelSpecTest, ParsesLaunch) {
  auto launch = parseLaunchConfig("grid=128,block=256");
  ASSERT_TRUE(static_cast<bool>(launch));
  EXPECT_EQ(launch->grid, (std::array<unsigned, 3>{128, 1, 1}));
  EXPECT_EQ(launch->block, (std::array<unsigned, 3>{256, 1, 1}));
  EXPECT_EQ(launch->sharedBytes, 0u);
  auto full = parseLaunchConfig("grid=8x4x2, block=16x16, smem=49152");
  ASSERT_TRUE(static_cast<bool>(full));
  EXPECT_EQ(full->grid, (std::array<unsigned, 3>{8, 4, 2}));
  EXPECT_EQ(full->block, (std::array<unsigned, 3>{16, 16, 1}));
  EXPECT_EQ(full->sharedBytes, 49152u);
  EXPECT_EQ(full->str(), "grid=8x4x2,block=16x16x1,smem=49152");
  auto again = parseLaunchConfig(full->str());
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ(again->grid, full->grid);
}

TEST(KernelSpecTest, ParsesKernelLaunches) {
  auto plain = parseKernelLaunch("grid=4,block=64", "k");
  ASSERT_TRUE(static_cast<bool>(plain));
  EXPECT_EQ(plain->entry, "k");
  EXPECT_TRUE(plain->params.empty());
  EXPECT_EQ(plain->config.grid[0], 4u);
  auto full = parseKernelLaunch(
      "entry=final, grid=1, block=32, smem=128, params=2:s0:s1:0", "k");
  ASSERT_TRUE(static_cast<bool>(full)) << llvm::toString(full.takeError());
  EXPECT_EQ(full->entry, "final");
  ASSERT_EQ(full->params.size(), 4u);
  EXPECT_FALSE(full->params[0].scratch);
  EXPECT_EQ(full->params[0].index, 2u);
  EXPECT_TRUE(full->params[2].scratch);
  EXPECT_EQ(full->params[2].index, 1u);
  EXPECT_EQ(full->config.sharedBytes, 128u);
  EXPECT_EQ(full->str(),
            "entry=final,grid=1x1x1,block=32x1x1,smem=128,params=2:s0:s1:0");
  auto again = parseKernelLaunch(full->str(), "");
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ(again->str(), full->str());

  EXPECT_NE(errorOf(parseKernelLaunch("grid=1,block=1", "")).find("no entry"),
            std::string::npos);
  EXPECT_NE(errorOf(parseKernelLaunch("grid=1,block=1,params=0:x", "k"))
                .find("'x' must be N"),
            std::string::npos);
  EXPECT_NE(errorOf(parseKernelLaunch("entry=,grid=1,block=1", "k"))
                .find("empty entry"),
            std::string::npos);
  EXPECT_NE(errorOf(parseKernelLaunch("entry=k,block=1", "k")).find("grid"),
            std::string::npos);
}

TEST(KernelSpecTest, ValidatesLaunchParams) {
  auto launch = parseKernelLaunch("grid=1,block=1,params=0:1:s0", "k");
  ASSERT_TRUE(static_cast<bool>(launch));
  EXPECT_FALSE(static_cast<bool>(validateLaunchParams(*launch, 2, 1)));
  llvm::Error noScratch = validateLaunchParams(*launch, 2, 0);
  EXPECT_NE(llvm::toString(std::move(noScratch)).find("s0 does not exist"),
            std::string::npos);
  llvm::Error fewArgs = validateLaunchParams(*launch, 1, 1);
  EXPECT_NE(llvm::toString(std::move(fewArgs)).find("argument 1 does not"),
            std::string::npos);
}

TEST(KernelSpecTest, ConstantParams) {
  // cN names constant buffer N; it round-trips and is validated apart from
  // arguments and scratch.
  auto launch = parseKernelLaunch("grid=1,block=1,params=0:c1:s0:c0", "k");
  ASSERT_TRUE(static_cast<bool>(launch));
  ASSERT_EQ(launch->params.size(), 4u);
  EXPECT_TRUE(launch->params[1].constant);
  EXPECT_FALSE(launch->params[1].scratch);
  EXPECT_EQ(launch->params[1].index, 1u);
  EXPECT_TRUE(launch->params[0].isArgument());
  EXPECT_NE(launch->str().find("params=0:c1:s0:c0"), std::string::npos);
  EXPECT_FALSE(static_cast<bool>(validateLaunchParams(*launch, 1, 1, 2)));
  llvm::Error missing = validateLaunchParams(*launch, 1, 1, 1);
  EXPECT_NE(llvm::toString(std::move(missing)).find("constant c1 does not"),
            std::string::npos);
  EXPECT_NE(errorOf(parseKernelLaunch("grid=1,block=1,params=cx", "k"))
                .find("cN (constant N)"),
            std::string::npos);
  // A library step reading a constant B is checked against its bytes.
  auto args = parseArgSpecs("in:f32[4x8],out:f32[4x2]");
  ASSERT_TRUE(static_cast<bool>(args));
  auto step = parseKernelLaunch(
      "lib=cublas.sgemm,m=4,n=2,k=8,params=0:c0:1", "");
  ASSERT_TRUE(static_cast<bool>(step));
  EXPECT_FALSE(static_cast<bool>(validateLaunch(*step, *args, {}, {64})));
  EXPECT_NE(llvm::toString(validateLaunch(*step, *args, {}, {60}))
                .find("operand B (c0) holds 15 elements"),
            std::string::npos);
  ConstantBuffer c = ConstantBuffer::make("w", "f32", std::string(8, '\1'));
  EXPECT_EQ(c.numBytes(), 8);
  EXPECT_NE(c.hash, ConstantBuffer::make("w", "f32", std::string(8, '\2')).hash);
}

TEST(KernelSpecTest, RejectsBadLaunch) {
  EXPECT_NE(errorOf(parseLaunchConfig("grid=4")).find("required"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=4,block=2048")).find("1024"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=0,block=32")).find("positive"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=4,block=32,warps=2"))
                .find("unknown key 'warps'"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=1x70000,block=32")).find("65535"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=1x1x1x1,block=32")).find("grid"),
            std::string::npos);
  EXPECT_NE(errorOf(parseLaunchConfig("grid=4,block=1x1x128")).find("z"),
            std::string::npos);
  EXPECT_NE(
      errorOf(parseLaunchConfig("grid=4,block=32,smem=lots")).find("smem"),
      std::string::npos);
}

TEST(KernelSpecTest, ParsesLibrarySteps) {
  // Defaults: packed row-major operands.
  auto plain =
      parseKernelLaunch("lib=cublas.sgemm,m=3,n=5,k=7,params=0:1:2", "ignored");
  ASSERT_TRUE(static_cast<bool>(plain)) << llvm::toString(plain.takeError());
  EXPECT_TRUE(plain->isLibraryCall());
  EXPECT_TRUE(plain->entry.empty());
  const LibraryCall &c = plain->library;
  EXPECT_EQ(c.kind, LibraryCall::Kind::CublasSgemm);
  EXPECT_EQ(c.lda, 7);
  EXPECT_EQ(c.ldb, 5);
  EXPECT_EQ(c.ldc, 5);
  EXPECT_EQ(c.batch, 1);
  EXPECT_EQ(plain->str(), "lib=cublas.sgemm,ta=0,tb=0,m=3,n=5,k=7,lda=7,ldb=5,"
                          "ldc=5,batch=1,sa=0,sb=0,sc=0,alpha=1,beta=0,"
                          "params=0:1:2");
  EXPECT_EQ(plain->displayName(), "lib=cublas.sgemm");

  // Transposes change the stored shapes and the default leading dimensions;
  // batches get packed strides.
  auto t = parseKernelLaunch("lib=cublas.sgemm, m=3, n=5, k=7, ta=1, tb=1, "
                             "batch=4, alpha=0.5, beta=-2, params=s0:1:2",
                             "");
  ASSERT_TRUE(static_cast<bool>(t)) << llvm::toString(t.takeError());
  EXPECT_EQ(t->library.lda, 3);
  EXPECT_EQ(t->library.ldb, 7);
  EXPECT_EQ(t->library.strideA, 21);
  EXPECT_EQ(t->library.strideB, 35);
  EXPECT_EQ(t->library.strideC, 15);
  EXPECT_TRUE(t->params[0].scratch);
  EXPECT_EQ(t->library.extent(0), 3 * 21 + 6 * 3 + 3);
  auto again = parseKernelLaunch(t->str(), "");
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ(again->str(), t->str());
  EXPECT_EQ(again->library.alpha, 0.5);
  EXPECT_EQ(again->library.beta, -2);
  // Real values survive the round trip exactly.
  auto real = parseKernelLaunch(
      "lib=cublas.sgemm,m=1,n=1,k=1,alpha=0.1,params=0:1:2", "");
  ASSERT_TRUE(static_cast<bool>(real));
  auto realAgain = parseKernelLaunch(real->str(), "");
  ASSERT_TRUE(static_cast<bool>(realAgain));
  EXPECT_EQ(realAgain->library.alpha, 0.1);
}

TEST(KernelSpecTest, RejectsBadLibrarySteps) {
  auto err = [](llvm::StringRef text) {
    return errorOf(parseKernelLaunch(text, ""));
  };
  EXPECT_NE(err("lib=cublas.dgemm,m=1,n=1,k=1,params=0:1:2")
                .find("not a known library call"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=1,n=1,params=0:1:2").find("k= are"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=1,n=1,k=1,params=0:1").find("3 buffers"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=0,n=1,k=1,params=0:1:2").find("m='0'"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=4,n=1,k=8,lda=4,params=0:1:2")
                .find("lda=4 is less than the 8 columns"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=4,n=8,k=2,ldc=4,params=0:1:2")
                .find("ldc=4 is less than n=8"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=4,n=8,k=2,batch=2,sc=8,params=0:1:2")
                .find("overlap"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=1,n=1,k=1,ta=2,params=0:1:2").find("ta"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=1,n=1,k=1,grid=1,params=0:1:2")
                .find("unknown key 'grid'"),
            std::string::npos);
  EXPECT_NE(
      err("lib=cublas.sgemm,m=1,n=1,k=1,alpha=nan,params=0:1:2").find("finite"),
      std::string::npos);
}

TEST(KernelSpecTest, ValidatesLibraryOperands) {
  auto args = parseArgSpecs("in:f32[4x8],in:f32[8x16],out:f32[4x16],i32:3");
  ASSERT_TRUE(static_cast<bool>(args));
  auto ok = parseKernelLaunch("lib=cublas.sgemm,m=4,n=16,k=8,params=0:1:2", "");
  ASSERT_TRUE(static_cast<bool>(ok));
  EXPECT_FALSE(static_cast<bool>(validateLaunch(*ok, *args, {})));
  // Into scratch of the right size, and one element too small.
  auto scratch =
      parseKernelLaunch("lib=cublas.sgemm,m=4,n=16,k=8,params=0:1:s0", "");
  ASSERT_TRUE(static_cast<bool>(scratch));
  EXPECT_FALSE(static_cast<bool>(validateLaunch(*scratch, *args, {256})));
  std::string small = llvm::toString(validateLaunch(*scratch, *args, {252}));
  EXPECT_NE(small.find("operand C (s0) holds 63 elements, the call touches "
                       "64"),
            std::string::npos)
      << small;
  // B read as 16x8 transposed with k = 8 fits; k = 9 does not.
  auto big =
      parseKernelLaunch("lib=cublas.sgemm,m=4,n=16,k=9,lda=9,params=0:1:2", "");
  ASSERT_TRUE(static_cast<bool>(big));
  std::string tooBig = llvm::toString(validateLaunch(*big, *args, {}));
  EXPECT_NE(tooBig.find("operand A (argument 0) holds 32 elements"),
            std::string::npos)
      << tooBig;
  auto scalar =
      parseKernelLaunch("lib=cublas.sgemm,m=1,n=1,k=1,params=0:3:2", "");
  ASSERT_TRUE(static_cast<bool>(scalar));
  EXPECT_NE(llvm::toString(validateLaunch(*scalar, *args, {}))
                .find("operand B is scalar argument 3"),
            std::string::npos);
  auto missing =
      parseKernelLaunch("lib=cublas.sgemm,m=1,n=1,k=1,params=0:1:s2", "");
  ASSERT_TRUE(static_cast<bool>(missing));
  EXPECT_NE(llvm::toString(validateLaunch(*missing, *args, {4}))
                .find("launch of 'lib=cublas.sgemm': scratch buffer s2"),
            std::string::npos);
}

} // namespace

namespace {

TEST(KernelSpecTest, ParsesCublasLtSteps) {
  // Defaults: no epilogue, the heuristic's first algorithm, three buffers.
  auto plain =
      parseKernelLaunch("lib=cublaslt.matmul,m=3,n=5,k=7,params=0:1:2", "");
  ASSERT_TRUE(static_cast<bool>(plain)) << llvm::toString(plain.takeError());
  const LibraryCall &c = plain->library;
  EXPECT_EQ(c.kind, LibraryCall::Kind::CublasLtMatmul);
  EXPECT_EQ(c.epilogue, LibraryCall::Epilogue::None);
  EXPECT_EQ(c.algo, 0);
  EXPECT_EQ(c.numOperands(), 3u);
  EXPECT_EQ(plain->str(),
            "lib=cublaslt.matmul,ta=0,tb=0,m=3,n=5,k=7,lda=7,ldb=5,ldc=5,"
            "batch=1,sa=0,sb=0,sc=0,alpha=1,beta=0,epilogue=none,algo=0,"
            "params=0:1:2");
  EXPECT_EQ(plain->displayName(), "lib=cublaslt.matmul");

  // A bias epilogue takes a fourth buffer of n floats; the text reads back.
  auto bias = parseKernelLaunch("lib=cublaslt.matmul,m=4,n=16,k=8,tb=1,"
                                "epilogue=relu_bias,algo=3,params=0:1:s0:2",
                                "");
  ASSERT_TRUE(static_cast<bool>(bias)) << llvm::toString(bias.takeError());
  EXPECT_EQ(bias->library.epilogue, LibraryCall::Epilogue::ReluBias);
  EXPECT_TRUE(bias->library.hasBias());
  EXPECT_EQ(bias->library.algo, 3);
  EXPECT_EQ(bias->library.extent(3), 16);
  EXPECT_EQ(bias->params.size(), 4u);
  auto again = parseKernelLaunch(bias->str(), "");
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ(again->str(), bias->str());
  for (llvm::StringRef e : {"none", "bias", "relu", "relu_bias"}) {
    std::optional<LibraryCall::Epilogue> parsed = parseEpilogue(e);
    ASSERT_TRUE(parsed.has_value());
    EXPECT_EQ(epilogueName(*parsed), e);
  }
}

TEST(KernelSpecTest, RejectsBadCublasLtSteps) {
  auto err = [](llvm::StringRef text) {
    return errorOf(parseKernelLaunch(text, ""));
  };
  // Epilogues and ranks belong to cublaslt.matmul only.
  EXPECT_NE(err("lib=cublas.sgemm,m=1,n=1,k=1,epilogue=bias,params=0:1:2:3")
                .find("epilogue= is a key of cublaslt.matmul, not "
                      "cublas.sgemm"),
            std::string::npos);
  EXPECT_NE(err("lib=cublas.sgemm,m=1,n=1,k=1,algo=1,params=0:1:2")
                .find("algo= is a key of cublaslt.matmul"),
            std::string::npos);
  EXPECT_NE(err("lib=cublaslt.matmul,m=1,n=1,k=1,epilogue=gelu,params=0:1:2")
                .find("not an epilogue"),
            std::string::npos);
  EXPECT_NE(err("lib=cublaslt.matmul,m=1,n=1,k=1,algo=8,params=0:1:2")
                .find("algo='8' must be an integer in [0, 7]"),
            std::string::npos);
  // The bias is a fourth buffer exactly when the epilogue reads one.
  EXPECT_NE(err("lib=cublaslt.matmul,m=1,n=1,k=1,epilogue=bias,params=0:1:2")
                .find("with epilogue=bias takes params=A:B:C:bias (4 "
                      "buffers), 3 given"),
            std::string::npos);
  EXPECT_NE(err("lib=cublaslt.matmul,m=1,n=1,k=1,epilogue=relu,"
                "params=0:1:2:3")
                .find("takes params=A:B:C (3 buffers), 4 given"),
            std::string::npos);
}

TEST(KernelSpecTest, ValidatesCublasLtBias) {
  auto args =
      parseArgSpecs("in:f32[4x8],in:f32[8x16],in:f32[15],out:f32[4x16]");
  ASSERT_TRUE(static_cast<bool>(args));
  auto step = parseKernelLaunch(
      "lib=cublaslt.matmul,m=4,n=16,k=8,epilogue=bias,params=0:1:3:2", "");
  ASSERT_TRUE(static_cast<bool>(step));
  std::string small = llvm::toString(validateLaunch(*step, *args, {}));
  EXPECT_NE(small.find("operand bias (argument 2) holds 15 elements, the "
                       "call touches 16"),
            std::string::npos)
      << small;
}

} // namespace
