//===- EmitKernel.cpp - CUDA candidates as upstream MLIR ------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builds the host function and gpu.binary of an emitted candidate; see
// EmitKernel.h.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/EmitKernel.h"
#include "htam/Runtime/Cublas.h"
#include "htam/Runtime/CublasLt.h"
#include "htam/Runtime/Cudnn.h"
#include "htam/Transforms/DeviceBuffers.h"
#include "htam/Analysis/ConstantTensors.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::htam;

/// The operand types of @htam_cublas_sgemm (see kCublasSgemmSymbol).
static FunctionType cublasSgemmType(Builder &b) {
  Type idx = b.getIndexType(), i32 = b.getI32Type(), i64 = b.getI64Type(),
       f32 = b.getF32Type();
  return b.getFunctionType({idx, idx, idx, i32, i32, i64, i64, i64, i64, i64,
                            i64, i64, i64, i64, i64, f32, f32},
                           {i32});
}

/// The operand types of @htam_cublaslt_matmul (see kCublasLtMatmulSymbol).
static FunctionType cublasLtMatmulType(Builder &b) {
  Type idx = b.getIndexType(), i32 = b.getI32Type(), i64 = b.getI64Type(),
       f32 = b.getF32Type();
  return b.getFunctionType({idx, idx, idx, idx, i32, i32, i64, i64, i64, i64,
                            i64, i64, i64, i64, i64, i64, i32, i32, f32, f32},
                           {i32});
}

/// The operand types of @htam_cudnn_conv_fwd and @htam_cudnn_conv_bwd_data
/// (see kCudnnConvFwdSymbol): x, w, y, bias pointers (index), nd (i32), then
/// 23 i64.
static FunctionType cudnnConvType(Builder &b) {
  SmallVector<Type> types(4, b.getIndexType());
  types.push_back(b.getI32Type());
  types.append(kCudnnConvNumParams - 5, b.getI64Type());
  return b.getFunctionType(types, {b.getI32Type()});
}

/// The runtime function of a library step's kind and its type.
static std::pair<StringRef, FunctionType>
runtimeFunctionOf(const LibraryCall &c, Builder &b) {
  switch (c.kind) {
  case LibraryCall::Kind::CudnnConvFwd:
    return {kCudnnConvFwdSymbol, cudnnConvType(b)};
  case LibraryCall::Kind::CudnnConvBwdData:
    return {kCudnnConvBwdDataSymbol, cudnnConvType(b)};
  case LibraryCall::Kind::CublasLtMatmul:
    return {kCublasLtMatmulSymbol, cublasLtMatmulType(b)};
  default:
    return {kCublasSgemmSymbol, cublasSgemmType(b)};
  }
}

/// The declaration of the runtime function of `call` in `module`, created
/// when absent.
static FailureOr<func::FuncOp>
declareRuntimeFunction(ModuleOp module, Location loc, const LibraryCall &call) {
  Builder b(module.getContext());
  auto [name, type] = runtimeFunctionOf(call, b);
  if (auto f = module.lookupSymbol<func::FuncOp>(name)) {
    if (f.getFunctionType() != type || !f.isExternal())
      return f.emitOpError() << "conflicts with htam's runtime function @"
                             << name << " of type " << type;
    return f;
  }
  OpBuilder mb = OpBuilder::atBlockBegin(module.getBody());
  auto f = func::FuncOp::create(mb, loc, name, type);
  f.setPrivate();
  return f;
}

LogicalResult mlir::htam::emitKernel(func::FuncOp task,
                                     const EmittedKernel &kernel) {
  MLIRContext *ctx = task.getContext();
  auto module = task->getParentOfType<ModuleOp>();
  if (!module)
    return task.emitOpError("must be inside a module");
  if (kernel.launches.empty())
    return task.emitOpError("cannot emit a candidate without launches");

  // The signature in destination-passing style.
  SmallVector<Type> argTypes;
  FunctionType type = task.getFunctionType();
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults())) {
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (!tensor || !tensor.hasStaticShape())
      return task.emitOpError("needs static tensor arguments and results to "
                              "emit a kernel");
    argTypes.push_back(
        MemRefType::get(tensor.getShape(), tensor.getElementType()));
  }
  unsigned numBuffers = argTypes.size();
  // The constant pool: one argument per constant, after the outputs.
  SmallVector<MemRefType> constantTypes;
  for (const ConstantBuffer &c : kernel.constants) {
    Type element = parseType(c.elementType, ctx);
    auto t = element ? MemRefType::get(c.shape, element) : MemRefType();
    if (!t || !c.data ||
        failed(constantFromDeviceBytes(
            RankedTensorType::get(c.shape, element), *c.data)))
      return task.emitOpError()
             << "cannot emit constant '" << c.name << "' (" << c.elementType
             << ", " << c.numBytes() << " bytes): its contents do not fit "
             << "its type";
    constantTypes.push_back(t);
    argTypes.push_back(t);
  }
  int64_t workspaceBytes = 0;
  SmallVector<int64_t> scratchOffsets;
  for (int64_t bytes : kernel.scratchBytes) {
    scratchOffsets.push_back(workspaceBytes);
    workspaceBytes += llvm::alignTo(bytes, kWorkspaceAlignment);
  }
  Builder b(ctx);
  if (workspaceBytes > 0)
    argTypes.push_back(MemRefType::get({workspaceBytes}, b.getI8Type()));

  for (const KernelLaunch &launch : kernel.launches)
    for (const ParamRef &p : launch.params)
      if ((p.scratch && p.index >= kernel.scratchBytes.size()) ||
          (p.constant && p.index >= kernel.constants.size()) ||
          (p.isArgument() && p.index >= numBuffers))
        return task.emitOpError()
               << "launch of '" << launch.displayName() << "' names parameter "
               << p.str() << ", which does not exist";
  bool anyKernel = llvm::any_of(kernel.launches, [](const KernelLaunch &l) {
    return !l.isLibraryCall();
  });
  // The runtime functions, by library step.
  SmallVector<func::FuncOp> runtimeFunctions;
  for (const KernelLaunch &l : kernel.launches) {
    if (!l.isLibraryCall()) {
      runtimeFunctions.push_back({});
      continue;
    }
    FailureOr<func::FuncOp> decl =
        declareRuntimeFunction(module, task.getLoc(), l.library);
    if (failed(decl))
      return failure();
    runtimeFunctions.push_back(*decl);
  }

  // Rebuild the function in place: same symbol, new signature and body.
  unsigned numOutputs = type.getNumResults();
  task.getBody().getBlocks().clear();
  task.setType(FunctionType::get(ctx, argTypes, {}));
  task.setAllArgAttrs(ArrayRef<DictionaryAttr>{});
  task.setAllResultAttrs(ArrayRef<DictionaryAttr>{});
  Block *body = task.addEntryBlock();
  unsigned numConstants = kernel.constants.size();
  if (workspaceBytes > 0)
    task.setArgAttr(numBuffers + numConstants, "htam.workspace",
                    b.getUnitAttr());
  // Each constant's contents in a global named after the task, with its
  // hash; its argument names it.
  SymbolTable symbols(module);
  for (auto [i, c] : llvm::enumerate(kernel.constants)) {
    OpBuilder gb(ctx);
    auto global = memref::GlobalOp::create(
        gb, task.getLoc(),
        (llvm::Twine("__htam_const_") + task.getSymName() + "_" +
         llvm::Twine(i))
            .str(),
        gb.getStringAttr("private"), constantTypes[i],
        *constantFromDeviceBytes(
            RankedTensorType::get(c.shape, constantTypes[i].getElementType()),
            *c.data),
        /*constant=*/true, gb.getI64IntegerAttr(kWorkspaceAlignment));
    global->setAttr(kContentHashAttr,
                    gb.getStringAttr(llvm::formatv("{0:x-16}", c.hash).str()));
    symbols.insert(global, Block::iterator(task));
    task.setArgAttr(numBuffers + i, kConstantArgAttr,
                    FlatSymbolRefAttr::get(global.getSymNameAttr()));
  }
  auto bufferOf = [&](const ParamRef &p, ArrayRef<Value> scratch) -> Value {
    if (p.scratch)
      return scratch[p.index];
    if (p.constant)
      return body->getArgument(numBuffers + p.index);
    return body->getArgument(p.index);
  };
  OpBuilder ob = OpBuilder::atBlockBegin(body);
  Location loc = task.getLoc();

  SmallVector<Value> scratch;
  for (auto [bytes, offset] : llvm::zip(kernel.scratchBytes, scratchOffsets)) {
    Value start = arith::ConstantIndexOp::create(ob, loc, offset);
    auto viewType = MemRefType::get({bytes}, b.getI8Type());
    scratch.push_back(memref::ViewOp::create(
        ob, loc, viewType, body->getArguments().back(), start, ValueRange{}));
  }

  std::string binaryName = (task.getSymName() + "_kernels").str();
  auto index = [&](unsigned v) -> Value {
    return arith::ConstantIndexOp::create(ob, loc, v);
  };
  for (auto [launch, callee] : llvm::zip(kernel.launches, runtimeFunctions)) {
    if (launch.isLibraryCall()) {
      // A runtime call between the launches: the operands' aligned pointers
      // (workspace views already point at their offset), then the sizes.
      const LibraryCall &c = launch.library;
      SmallVector<Value> operands;
      for (const ParamRef &p : launch.params) {
        Value buffer = bufferOf(p, scratch);
        operands.push_back(
            memref::ExtractAlignedPointerAsIndexOp::create(ob, loc, buffer));
      }
      auto i32 = [&](int64_t v) -> Value {
        return arith::ConstantIntOp::create(ob, loc, v, 32);
      };
      auto i64 = [&](int64_t v) -> Value {
        return arith::ConstantIntOp::create(ob, loc, v, 64);
      };
      auto f32 = [&](double v) -> Value {
        return arith::ConstantFloatOp::create(ob, loc, ob.getF32Type(),
                                              APFloat(float(v)));
      };
      if (c.isCudnn()) {
        const LibraryCall::Conv &cv = c.conv;
        if (!cv.bias)
          operands.push_back(index(0));
        operands.append(
            {i32(cv.nd), i64(cv.n), i64(cv.c), i64(cv.k), i64(cv.groups)});
        for (const std::array<int64_t, 3> *dims :
             {&cv.in, &cv.ker, &cv.out, &cv.pad, &cv.stride, &cv.dil})
          for (int d = 0; d < 3; ++d)
            operands.push_back(i64((*dims)[d]));
        operands.push_back(i64(cv.algo));
      } else {
        bool lt = c.kind == LibraryCall::Kind::CublasLtMatmul;
        // cuBLASLt without a bias: a null bias pointer.
        if (lt && !c.hasBias())
          operands.push_back(index(0));
        operands.append({i32(c.transA), i32(c.transB), i64(c.m), i64(c.n),
                         i64(c.k), i64(c.lda), i64(c.ldb), i64(c.ldc),
                         i64(c.batch), i64(c.strideA), i64(c.strideB),
                         i64(c.strideC)});
        if (lt)
          operands.append({i32(epilogueCode(c.epilogue)), i32(c.algo)});
        operands.append({f32(c.alpha), f32(c.beta)});
      }
      func::CallOp::create(ob, loc, callee, operands);
      continue;
    }
    SmallVector<Value> operands;
    if (launch.params.empty())
      operands.append(body->args_begin(), body->args_begin() + numBuffers);
    for (const ParamRef &p : launch.params)
      operands.push_back(bufferOf(p, scratch));
    const LaunchConfig &c = launch.config;
    gpu::KernelDim3 grid{index(c.grid[0]), index(c.grid[1]), index(c.grid[2])};
    gpu::KernelDim3 block{index(c.block[0]), index(c.block[1]),
                          index(c.block[2])};
    Value smem;
    if (c.sharedBytes > 0)
      smem = arith::ConstantIntOp::create(ob, loc, c.sharedBytes, 32);
    auto symbol = SymbolRefAttr::get(
        ctx, binaryName, {FlatSymbolRefAttr::get(ctx, launch.entry)});
    gpu::LaunchFuncOp::create(ob, loc, symbol, grid, block, smem, operands,
                              /*asyncObject=*/Value());
  }
  func::ReturnOp::create(ob, loc);

  task->setAttr("htam.num_outputs", b.getI64IntegerAttr(numOutputs));
  if (workspaceBytes > 0)
    task->setAttr("htam.workspace_bytes", b.getI64IntegerAttr(workspaceBytes));
  if (!kernel.origin.empty())
    task->setAttr("htam.origin", b.getStringAttr(kernel.origin));
  task->setAttr("htam.uses_vendor_library",
                b.getBoolAttr(kernel.usesVendorLibrary));

  // The binary, next to the function (none when every launch is a library
  // call).
  if (auto old = SymbolTable::lookupSymbolIn(module, binaryName))
    old->erase();
  module->setAttr("gpu.container_module", b.getUnitAttr());
  module->setAttr("htam.kernel_abi", b.getStringAttr("bare-ptr"));
  if (!anyKernel) {
    if (!kernel.source.empty())
      task->setAttr("htam.cuda_source", b.getStringAttr(kernel.source));
    return success();
  }
  OpBuilder mb(module.getBodyRegion());
  mb.setInsertionPointAfter(task);
  auto target = NVVM::NVVMTargetAttr::get(
      ctx, /*optLevel=*/3, "nvptx64-nvidia-cuda", kernel.chip, "+ptx80");
  auto object = gpu::ObjectAttr::get(
      ctx, target,
      kernel.imageIsPtx ? gpu::CompilationTarget::Assembly
                        : gpu::CompilationTarget::Binary,
      b.getStringAttr(kernel.image), /*properties=*/nullptr,
      /*kernels=*/nullptr);
  auto binary = gpu::BinaryOp::create(mb, loc, binaryName,
                                      /*offloadingHandler=*/nullptr,
                                      b.getArrayAttr({object}));
  if (!kernel.source.empty())
    binary->setAttr("htam.cuda_source", b.getStringAttr(kernel.source));
  module->setAttr("gpu.container_module", b.getUnitAttr());
  module->setAttr("htam.kernel_abi", b.getStringAttr("bare-ptr"));
  return success();
}
