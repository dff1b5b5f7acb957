//===- LaunchPlan.cpp - Lowered tasks as runtime kernel sources -----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Reads a lowered host function into a LaunchPlan (see LaunchPlan.h).
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/LaunchPlan.h"
#include "htam/Runtime/Cublas.h"
#include "htam/Runtime/CublasLt.h"
#include "htam/Runtime/Cudnn.h"
#include "htam/Analysis/ConstantTensors.h"
#include "htam/Transforms/DeviceBuffers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace mlir::htam;

static FailureOr<unsigned> constantDim(gpu::LaunchFuncOp launch, Value v) {
  APInt value;
  if (auto cst = v.getDefiningOp<arith::ConstantIndexOp>()) {
    int64_t n = cst.value();
    if (n >= 1 && n <= std::numeric_limits<unsigned>::max())
      return unsigned(n);
  }
  return launch.emitOpError("needs constant, positive launch bounds for the "
                            "runtime");
}

/// A constant integer or float operand of a runtime call.
static FailureOr<double> constantOperand(Value v) {
  if (auto cst = v.getDefiningOp<arith::ConstantOp>()) {
    if (auto i = dyn_cast<IntegerAttr>(cst.getValue()))
      return double(i.getInt());
    if (auto f = dyn_cast<FloatAttr>(cst.getValue()))
      return f.getValueAsDouble();
  }
  return failure();
}

bool mlir::htam::isRuntimeArgumentElementType(Type elementType) {
  return elementType.isF32();
}

FailureOr<LaunchPlan> mlir::htam::extractLaunchPlan(func::FuncOp host) {
  LaunchPlan plan;
  if (host.isExternal())
    return host.emitOpError("is a declaration (no body): it launches nothing");
  auto numOutputs = host->getAttrOfType<IntegerAttr>("htam.num_outputs");
  if (!numOutputs)
    return host.emitOpError("has no 'htam.num_outputs'; it was not produced "
                            "by htam-lower-reference");
  unsigned numArgs = host.getNumArguments();
  bool hasWorkspace =
      numArgs > 0 && host.getArgAttr(numArgs - 1, "htam.workspace");
  unsigned numBuffers = numArgs - (hasWorkspace ? 1 : 0);
  // Arguments marked htam.constant are the task's constant pool; the others
  // are the operator's arguments, in order.
  SmallVector<std::optional<ParamRef>> refOfArg(numBuffers);
  unsigned numOperands = 0;
  int64_t constantTotal = 0;
  for (unsigned i = 0; i < numBuffers; ++i) {
    auto symbol = host.getArgAttrOfType<FlatSymbolRefAttr>(i, kConstantArgAttr);
    if (!symbol && host.getArgAttr(i, kConstantArgAttr))
      return host.emitOpError() << "argument " << i << ": '"
                                << kConstantArgAttr
                                << "' must name a memref.global";
    if (!symbol) {
      refOfArg[i] = ParamRef{false, numOperands++};
      continue;
    }
    auto global =
        SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(host, symbol);
    if (!global)
      return host.emitOpError() << "argument " << i << " names " << symbol
                                << ", which is not a memref.global";
    std::string why = "has no contents";
    auto value = dyn_cast_or_null<ElementsAttr>(
        global.getInitialValue().value_or(Attribute()));
    FailureOr<std::string> bytes =
        global.getConstant() && value ? constantDeviceBytes(value, why)
                                      : FailureOr<std::string>();
    if (failed(bytes))
      return global.emitOpError()
             << "cannot be a device constant: it "
             << (global.getConstant() ? why : "is not constant");
    std::optional<ConstantBuffer> constant = ConstantBuffer::make(
        global.getSymName().str(),
        elementTypeName(global.getType().getElementType()), std::move(*bytes));
    constant->shape.assign(global.getType().getShape().begin(),
                           global.getType().getShape().end());
    auto argType = dyn_cast<MemRefType>(host.getArgument(i).getType());
    if (!argType || argType.getShape() != global.getType().getShape() ||
        argType.getElementType() != global.getType().getElementType())
      return host.emitOpError()
             << "argument " << i << " has another type than its constant "
             << symbol;
    constantTotal += constant->numBytes();
    if (constantTotal > kMaxConstantBytes)
      return host.emitOpError()
             << "has constants of more than " << kMaxConstantBytes
             << " bytes (1 GiB), the limit of one task's device constants";
    refOfArg[i] = ParamRef{false, unsigned(plan.kernel.constants.size()),
                           /*constant=*/true};
    plan.kernel.constants.push_back(std::move(*constant));
  }
  if (numOutputs.getInt() < 0 || numOutputs.getInt() > numOperands)
    return host.emitOpError("has an inconsistent 'htam.num_outputs'");
  unsigned firstOutput = numOperands - numOutputs.getInt();

  for (unsigned i = 0; i < numBuffers; ++i) {
    if (refOfArg[i]->constant)
      continue;
    auto type = dyn_cast<MemRefType>(host.getArgument(i).getType());
    if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity() ||
        !isRuntimeArgumentElementType(type.getElementType()))
      return host.emitOpError() << "argument " << i
                                << " must be a static, dense f32 memref for "
                                   "the runtime";
    if (!storageBytes(type))
      return host.emitOpError() << "argument " << i
                                << " has more than 2^63 bytes";
    ArgSpec spec;
    spec.role = refOfArg[i]->index < firstOutput ? ArgRole::In : ArgRole::Out;
    spec.shape.assign(type.getShape().begin(), type.getShape().end());
    if (auto init = host.getArgAttrOfType<StringAttr>(i, "htam.init")) {
      if (spec.role != ArgRole::In)
        return host.emitOpError()
               << "argument " << i << ": 'htam.init' is only for inputs";
      auto parsed = parseParamInit(init.getValue());
      if (!parsed)
        return host.emitOpError() << "argument " << i << ": "
                                  << llvm::toString(parsed.takeError());
      spec.init = *parsed;
    }
    plan.args.push_back(spec);
  }

  // Each view of the workspace is one scratch buffer.
  llvm::DenseMap<Value, unsigned> scratchIndex;
  if (hasWorkspace) {
    for (Operation *user : host.getArgument(numArgs - 1).getUsers()) {
      auto view = dyn_cast<memref::ViewOp>(user);
      if (!view)
        return user->emitOpError("uses the workspace other than by a view");
      std::optional<int64_t> bytes = storageBytes(view.getType());
      if (!bytes)
        return view.emitOpError("has a size the runtime cannot allocate");
      scratchIndex[view.getResult()] = plan.kernel.scratchBytes.size();
      plan.kernel.scratchBytes.push_back(*bytes);
    }
  }

  // The buffer behind an operand: an operator argument or a scratch view.
  auto bufferRef = [&](Value operand) -> std::optional<ParamRef> {
    if (auto arg = dyn_cast<BlockArgument>(operand);
        arg && arg.getOwner()->getParentOp() == host &&
        arg.getArgNumber() < numBuffers)
      return refOfArg[arg.getArgNumber()];
    if (auto it = scratchIndex.find(operand); it != scratchIndex.end())
      return ParamRef{true, it->second};
    return std::nullopt;
  };
  // The buffer behind a pointer operand of a runtime call: the aligned
  // pointer (memref.extract_aligned_pointer_as_index) of one.
  auto pointerRef = [&](Value operand) -> std::optional<ParamRef> {
    auto ptr = operand.getDefiningOp<memref::ExtractAlignedPointerAsIndexOp>();
    return ptr ? bufferRef(ptr.getSource()) : std::nullopt;
  };
  // A kernel operand may also be a statically laid-out view of such a buffer
  // (the reference lowering passes `memref.subview`s of a padded workspace
  // tensor): kernels take bare pointers and apply a static offset and
  // strides themselves, so the buffer's base pointer is the right argument.
  // Library calls take raw pointers and get no such look-through.
  auto kernelBufferRef = [&](Value operand) -> std::optional<ParamRef> {
    while (true) {
      if (std::optional<ParamRef> ref = bufferRef(operand))
        return ref;
      auto type = dyn_cast<MemRefType>(operand.getType());
      int64_t offset;
      SmallVector<int64_t> strides;
      if (!type || failed(type.getStridesAndOffset(strides, offset)) ||
          ShapedType::isDynamic(offset) ||
          llvm::any_of(strides, ShapedType::isDynamic))
        return std::nullopt;
      Operation *def = operand.getDefiningOp();
      if (!def || !isa<memref::SubViewOp, memref::CastOp,
                       memref::ExpandShapeOp, memref::CollapseShapeOp>(def))
        return std::nullopt;
      operand = def->getOperand(0);
    }
  };
  // func.call @htam_cublas_sgemm(ptrA, ptrB, ptrC, ta, tb, m, n, k, lda, ldb,
  // ldc, batch, sa, sb, sc, alpha, beta), or @htam_cublaslt_matmul(ptrA,
  // ptrB, ptrC, ptrBias, ta, tb, m, n, k, lda, ldb, ldc, batch, sa, sb, sc,
  // epilogue, algo, alpha, beta), with constant sizes is a library step of
  // the plan.
  // func.call @htam_cudnn_conv_fwd / @htam_cudnn_conv_bwd_data(ptrX, ptrW,
  // ptrY, ptrBias or 0, nd, n, c, k, groups, in[3], ker[3], out[3], pad[3],
  // stride[3], dil[3], algo) with constant sizes is a cuDNN step.
  auto convStep = [&](func::CallOp call) -> FailureOr<KernelLaunch> {
    StringRef callee = call.getCallee();
    if (call.getNumOperands() != kCudnnConvNumParams)
      return call.emitOpError()
             << "passes " << call.getNumOperands() << " operands to @" << callee
             << ", which takes " << kCudnnConvNumParams;
    KernelLaunch kl;
    LibraryCall &c = kl.library;
    c.kind = callee == kCudnnConvFwdSymbol
                 ? LibraryCall::Kind::CudnnConvFwd
                 : LibraryCall::Kind::CudnnConvBwdData;
    for (unsigned i = 0; i < 4; ++i) {
      Value operand = call.getOperand(i);
      if (i == 3) {
        FailureOr<double> zero = constantOperand(operand);
        if (succeeded(zero) && *zero == 0)
          break;
      }
      std::optional<ParamRef> ref = pointerRef(operand);
      if (!ref)
        return call.emitOpError()
               << "operand " << i
               << " must be the aligned pointer of an operator buffer or a "
                  "workspace view"
               << (i == 3 ? " (or 0: no bias)" : "");
      kl.params.push_back(*ref);
      c.conv.bias = i == 3;
    }
    int64_t v[kCudnnConvNumParams - 4];
    for (unsigned i = 4; i < kCudnnConvNumParams; ++i) {
      FailureOr<double> cst = constantOperand(call.getOperand(i));
      if (failed(cst))
        return call.emitOpError()
               << "needs constant sizes for the runtime (operand " << i << ")";
      v[i - 4] = int64_t(*cst);
    }
    LibraryCall::Conv &cv = c.conv;
    if (v[0] < 1 || v[0] > 3)
      return call.emitOpError()
             << "passes nd=" << v[0] << " to @" << callee << " (1, 2 or 3)";
    cv.nd = int(v[0]);
    cv.n = v[1], cv.c = v[2], cv.k = v[3], cv.groups = v[4];
    std::array<int64_t, 3> *dims[] = {&cv.in,  &cv.ker,    &cv.out,
                                      &cv.pad, &cv.stride, &cv.dil};
    for (unsigned a = 0; a < 6; ++a)
      for (unsigned d = 0; d < 3; ++d)
        (*dims[a])[d] = v[5 + 3 * a + d];
    cv.algo = v[23];
    // The checks of the launch-plan syntax (sizes, the output relation).
    auto checked = parseKernelLaunch(kl.str(), "");
    if (!checked)
      return call.emitOpError() << llvm::toString(checked.takeError());
    return *checked;
  };
  auto libraryStep = [&](func::CallOp call) -> FailureOr<KernelLaunch> {
    if (call.getCallee() == kCudnnConvFwdSymbol ||
        call.getCallee() == kCudnnConvBwdDataSymbol)
      return convStep(call);
    bool lt = call.getCallee() == kCublasLtMatmulSymbol;
    if (!lt && call.getCallee() != kCublasSgemmSymbol)
      return call.emitOpError()
             << "calls @" << call.getCallee()
             << ", which the runtime does not provide (only @"
             << kCublasSgemmSymbol << ", @" << kCublasLtMatmulSymbol << ", @"
             << kCudnnConvFwdSymbol << " and @" << kCudnnConvBwdDataSymbol
             << ")";
    StringRef callee = lt ? kCublasLtMatmulSymbol : kCublasSgemmSymbol;
    unsigned numPointers = lt ? 4 : 3;
    unsigned numOperands = lt ? 20 : 17;
    if (call.getNumOperands() != numOperands)
      return call.emitOpError()
             << "passes " << call.getNumOperands() << " operands to @" << callee
             << ", which takes " << numOperands;
    SmallVector<double> v;
    for (unsigned i = numPointers; i < numOperands; ++i) {
      FailureOr<double> c = constantOperand(call.getOperand(i));
      if (failed(c))
        return call.emitOpError()
               << "needs constant sizes for the runtime (operand " << i << ")";
      v.push_back(*c);
    }
    KernelLaunch kl;
    LibraryCall &c = kl.library;
    c.kind =
        lt ? LibraryCall::Kind::CublasLtMatmul : LibraryCall::Kind::CublasSgemm;
    c.transA = v[0] != 0;
    c.transB = v[1] != 0;
    int64_t *ints[] = {&c.m,   &c.n,     &c.k,       &c.lda,     &c.ldb,
                       &c.ldc, &c.batch, &c.strideA, &c.strideB, &c.strideC};
    for (unsigned i = 0; i < 10; ++i)
      *ints[i] = int64_t(v[2 + i]);
    unsigned next = 12;
    if (lt) {
      std::optional<LibraryCall::Epilogue> e =
          epilogueFromCode(int64_t(v[next]));
      if (!e)
        return call.emitOpError()
               << "passes epilogue code " << int64_t(v[next]) << " to @"
               << callee << " (0 none, 1 bias, 2 relu, 3 relu_bias)";
      c.epilogue = *e;
      c.algo = int64_t(v[next + 1]);
      next += 2;
    }
    c.alpha = v[next];
    c.beta = v[next + 1];
    for (unsigned i = 0; i < c.numOperands(); ++i) {
      std::optional<ParamRef> ref = pointerRef(call.getOperand(i));
      if (!ref)
        return call.emitOpError()
               << "operand " << i
               << " must be the aligned pointer of an operator buffer or a "
                  "workspace view";
      kl.params.push_back(*ref);
    }
    // Without a bias epilogue, the bias pointer is a constant 0.
    if (lt && !c.hasBias()) {
      FailureOr<double> zero = constantOperand(call.getOperand(3));
      if (failed(zero) || *zero != 0)
        return call.emitOpError()
               << "passes a bias pointer to @" << callee << " with epilogue "
               << epilogueName(c.epilogue) << ", which reads none (pass 0)";
    }
    // The checks of the launch-plan syntax (sizes, leading dimensions).
    auto checked = parseKernelLaunch(kl.str(), "");
    if (!checked)
      return call.emitOpError() << llvm::toString(checked.takeError());
    return *checked;
  };

  auto module = host->getParentOfType<ModuleOp>();
  gpu::BinaryOp binary;
  WalkResult walk = host.walk([&](Operation *op) {
    if (auto call = dyn_cast<func::CallOp>(op)) {
      FailureOr<KernelLaunch> step = libraryStep(call);
      if (failed(step))
        return WalkResult::interrupt();
      plan.kernel.launches.push_back(std::move(*step));
      return WalkResult::advance();
    }
    // The runtime runs only the kernels and library steps of the host
    // function: a buffer read or written on the host would be lost.
    if (isa<memref::LoadOp, memref::StoreOp, memref::CopyOp>(op)) {
      op->emitOpError("reads or writes a buffer on the host, which the "
                      "runtime would not do (it runs only the kernels and "
                      "library calls); compute it in a kernel");
      return WalkResult::interrupt();
    }
    auto launch = dyn_cast<gpu::LaunchFuncOp>(op);
    if (!launch)
      return WalkResult::advance();
    auto thisBinary = SymbolTable::lookupNearestSymbolFrom<gpu::BinaryOp>(
        module, launch.getKernelModuleName());
    if (!thisBinary) {
      launch.emitOpError("launches a kernel without a gpu.binary; lower and "
                         "serialize the module first");
      return WalkResult::interrupt();
    }
    if (binary && binary != thisBinary) {
      launch.emitOpError("launches from a second gpu.binary; the runtime "
                         "loads one image per task");
      return WalkResult::interrupt();
    }
    binary = thisBinary;

    KernelLaunch kl;
    kl.entry = launch.getKernelName().str();
    gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
    gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
    Value dims[6] = {grid.x, grid.y, grid.z, block.x, block.y, block.z};
    for (int d = 0; d < 6; ++d) {
      FailureOr<unsigned> n = constantDim(launch, dims[d]);
      if (failed(n))
        return WalkResult::interrupt();
      (d < 3 ? kl.config.grid[d] : kl.config.block[d - 3]) = *n;
    }
    if (launch.hasClusterSize()) {
      // cuLaunchKernel takes no cluster shape: a cluster kernel carries it
      // (__cluster_dims__, .reqnctapercluster in its PTX).
      launch.emitOpError("sets a cluster size at launch, which the runtime "
                         "cannot pass (compile the cluster shape into the "
                         "kernel with __cluster_dims__)");
      return WalkResult::interrupt();
    }
    if (Value smem = launch.getDynamicSharedMemorySize()) {
      auto cst = smem.getDefiningOp<arith::ConstantIntOp>();
      if (!cst) {
        launch.emitOpError("needs a constant dynamic shared memory size");
        return WalkResult::interrupt();
      }
      kl.config.sharedBytes = cst.value();
    }
    for (Value operand : launch.getKernelOperands()) {
      std::optional<ParamRef> ref = kernelBufferRef(operand);
      if (!ref) {
        launch.emitOpError("passes an operand that is neither an operator "
                           "buffer, a workspace view nor a static view of "
                           "one");
        return WalkResult::interrupt();
      }
      kl.params.push_back(*ref);
    }
    plan.kernel.launches.push_back(std::move(kl));
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  plan.kernel.label = host.getSymName().str();
  if (!binary) {
    // Library calls only: no image to load.
    if (plan.kernel.launches.empty())
      return host.emitOpError("launches no kernel");
    plan.kernel.kind = KernelSource::Kind::Ptx;
    return plan;
  }

  auto object = dyn_cast<gpu::ObjectAttr>(binary.getObjects()[0]);
  if (!object)
    return binary.emitOpError("holds no gpu.object");
  switch (object.getFormat()) {
  case gpu::CompilationTarget::Assembly:
    plan.kernel.kind = KernelSource::Kind::Ptx;
    break;
  case gpu::CompilationTarget::Binary:
    plan.kernel.kind = KernelSource::Kind::Cubin;
    break;
  default:
    return binary.emitOpError("must hold PTX (isa) or a cubin (bin) for the "
                              "runtime");
  }
  plan.kernel.text = object.getObject().getValue().str();
  plan.kernel.label = host.getSymName().str();
  return plan;
}
