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
#include "htam/Transforms/DeviceBuffers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::htam;


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
          (!p.scratch && p.index >= numBuffers))
        return task.emitOpError()
               << "launch of '" << launch.entry << "' names parameter "
               << (p.scratch ? "s" : "") << p.index << ", which does not exist";

  // Rebuild the function in place: same symbol, new signature and body.
  unsigned numOutputs = type.getNumResults();
  task.getBody().getBlocks().clear();
  task.setType(FunctionType::get(ctx, argTypes, {}));
  task.setAllArgAttrs(ArrayRef<DictionaryAttr>{});
  task.setAllResultAttrs(ArrayRef<DictionaryAttr>{});
  Block *body = task.addEntryBlock();
  if (workspaceBytes > 0)
    task.setArgAttr(numBuffers, "htam.workspace", b.getUnitAttr());
  OpBuilder ob = OpBuilder::atBlockBegin(body);
  Location loc = task.getLoc();

  SmallVector<Value> scratch;
  for (auto [bytes, offset] : llvm::zip(kernel.scratchBytes, scratchOffsets)) {
    Value start = arith::ConstantIndexOp::create(ob, loc, offset);
    auto viewType = MemRefType::get({bytes}, b.getI8Type());
    scratch.push_back(memref::ViewOp::create(ob, loc, viewType,
                                             body->getArguments().back(),
                                             start, ValueRange{}));
  }

  std::string binaryName = (task.getSymName() + "_kernels").str();
  auto index = [&](unsigned v) -> Value {
    return arith::ConstantIndexOp::create(ob, loc, v);
  };
  for (const KernelLaunch &launch : kernel.launches) {
    SmallVector<Value> operands;
    if (launch.params.empty())
      operands.append(body->args_begin(), body->args_begin() + numBuffers);
    for (const ParamRef &p : launch.params)
      operands.push_back(p.scratch ? scratch[p.index]
                                   : body->getArgument(p.index));
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

  // The binary, next to the function.
  OpBuilder mb(module.getBodyRegion());
  mb.setInsertionPointAfter(task);
  if (auto old = SymbolTable::lookupSymbolIn(module, binaryName))
    old->erase();
  auto target = NVVM::NVVMTargetAttr::get(ctx, /*optLevel=*/3,
                                          "nvptx64-nvidia-cuda", kernel.chip,
                                          "+ptx80");
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
