//===- LowerReference.cpp - The htam-lower-reference pass -----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The reference kernel of every operator task: the upstream GPU path, made to
// produce destination-passing host functions over device buffers. The pass
// checks first that each task can take that path and reports, at their
// location, the ops that cannot; then it runs the pipeline built by
// buildHTAMLowerReferencePipeline, which the driver reuses.
//
//===----------------------------------------------------------------------===//

#include "htam/Analysis/OperatorTask.h"
#include "htam/Transforms/Passes.h"
#include "htam/Transforms/TaskBufferization.h"
#include "htam/Transforms/Unsupported.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

namespace mlir {
namespace htam {
#define GEN_PASS_DEF_HTAMLOWERREFERENCEPASS
#include "htam/Transforms/Passes.h.inc"
} // namespace htam
} // namespace mlir

using namespace mlir;
using namespace mlir::htam;

std::string mlir::htam::defaultCudaPath() {
  if (const char *env = std::getenv("HTAM_CUDA_PATH"); env && *env)
    return env;
  return HTAM_DEFAULT_CUDA_PATH;
}

/// libdevice, which the NVVM serializer links for math functions.
static std::string libdevicePath(StringRef cudaPath) {
  SmallString<256> path(cudaPath);
  llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
  return std::string(path);
}

/// gpu-module-to-binary's name of `format` (the same words as ours).
static StringRef compilationTarget(ReferenceFormat format) {
  switch (format) {
  case ReferenceFormat::Isa:
    return "isa";
  case ReferenceFormat::Bin:
    return "bin";
  case ReferenceFormat::Fatbin:
    return "fatbin";
  }
  llvm_unreachable("unknown reference format");
}

LogicalResult
mlir::htam::addBufferPipeline(OpPassManager &pm,
                              const LowerReferenceOptions &options,
                              llvm::raw_ostream &os) {
  if (options.bufferPipeline.empty())
    return success();
  return parsePassPipeline(options.bufferPipeline, pm, os);
}

LogicalResult
mlir::htam::addKernelPipeline(OpPassManager &pm,
                              const LowerReferenceOptions &options,
                              llvm::raw_ostream &os) {
  if (options.kernelPipeline.empty())
    return success();
  return parsePassPipeline(options.kernelPipeline, pm, os);
}

namespace {
/// Returns each result in a tensor of its own: a value returned twice is
/// copied for its later results. (Bufferization gives both results one
/// buffer, and promoting results to out-parameters then crashes on it.)
struct HTAMDistinctResultsPass final
    : PassWrapper<HTAMDistinctResultsPass, OperationPass<func::FuncOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(HTAMDistinctResultsPass)
  StringRef getArgument() const override { return "htam-distinct-results"; }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<linalg::LinalgDialect, tensor::TensorDialect>();
  }
  void runOnOperation() override {
    getOperation().walk([](func::ReturnOp ret) {
      llvm::SmallPtrSet<Value, 4> seen;
      OpBuilder b(ret);
      for (OpOperand &operand : ret->getOpOperands()) {
        Value v = operand.get();
        auto type = dyn_cast<RankedTensorType>(v.getType());
        if (!type || seen.insert(v).second)
          continue;
        Value init = tensor::EmptyOp::create(b, ret.getLoc(), type.getShape(),
                                             type.getElementType());
        operand.set(
            linalg::CopyOp::create(b, ret.getLoc(), v, init).getResult(0));
      }
    });
  }
};
} // namespace

void mlir::htam::buildHTAMTaskBufferizationPipeline(OpPassManager &pm) {
  pm.addNestedPass<func::FuncOp>(createHTAMMarkInputsReadOnlyPass());
  pm.addNestedPass<func::FuncOp>(std::make_unique<HTAMDistinctResultsPass>());
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  pm.addNestedPass<func::FuncOp>(createHTAMDecomposeAggregatesPass());

  // Destination-passing style with plain memrefs at the boundary.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  bufferize.unknownTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
}

void mlir::htam::buildHTAMLowerReferencePipeline(
    OpPassManager &pm, const LowerReferenceOptions &options) {
  buildHTAMTaskBufferizationPipeline(pm);
  pm.addPass(createCanonicalizerPass());
  // Constant tensors become buffers the caller binds (a constant pool).
  pm.addPass(createHTAMHoistConstantsPass());
  pm.addNestedPass<func::FuncOp>(createHTAMPrepareDeviceBuffersPass());
  // Errors were reported by the pass before it built the pipeline.
  (void)addBufferPipeline(pm, options, llvm::nulls());
  pm.addNestedPass<func::FuncOp>(createForallToParallelLoopPass());

  // Loops, one thread per point of each parallel nest.
  pm.addNestedPass<func::FuncOp>(createHTAMParallelFirstPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  // Scalar extracts and inserts outside linalg ops run on the device too.
  pm.addNestedPass<func::FuncOp>(createHTAMDeviceScalarAccessesPass());
  HTAMMapParallelLoopsPassOptions mapping;
  mapping.threadsPerBlock = options.threadsPerBlock;
  pm.addNestedPass<func::FuncOp>(createHTAMMapParallelLoopsPass(mapping));
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  // Fold the launch bounds to constants so that they sink into the kernels
  // instead of becoming kernel parameters.
  pm.addNestedPass<func::FuncOp>(createCanonicalizerPass());
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(createHTAMMergeKernelModulesPass());
  pm.addPass(createHTAMWorkgroupBuffersPass());
  (void)addKernelPipeline(pm, options, llvm::nulls());

  // Device code: NVVM with bare-pointer kernel arguments, then serialized.
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = options.optLevel;
  target.fastFlag = options.fastMath;
  target.ftzFlag = options.fastMath;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &device = pm.nest<gpu::GPUModuleOp>();
  // Asynchronous copies (the latency-hiding direction); nothing otherwise.
  device.addPass(createConvertNVGPUToNVVMPass());
  device.addPass(createLowerAffinePass());
  device.addPass(createSCFToControlFlowPass());
  device.addPass(memref::createExpandStridedMetadataPass());
  device.addPass(createLowerAffinePass());
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  nvvm.useBarePtrCallConv = true;
  device.addPass(createConvertGpuOpsToNVVMOps(nvvm));
  device.addPass(createCanonicalizerPass());
  device.addPass(createCSEPass());
  device.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = compilationTarget(options.format);
  binary.toolkitPath = options.cudaPath;
  pm.addPass(createGpuModuleToBinaryPass(binary));

  pm.addNestedPass<func::FuncOp>(createLowerAffinePass());
  pm.addNestedPass<func::FuncOp>(createCanonicalizerPass());
  pm.addNestedPass<func::FuncOp>(createCSEPass());
}

namespace {

class HTAMLowerReferencePass final
    : public htam::impl::HTAMLowerReferencePassBase<HTAMLowerReferencePass> {
public:
  using Base::Base;

  LowerReferenceOptions getOptions() const {
    LowerReferenceOptions options;
    options.chip = chip;
    options.features = features;
    options.format = format;
    options.threadsPerBlock = threadsPerBlock;
    options.optLevel = optLevel;
    if (!cudaPath.empty())
      options.cudaPath = cudaPath;
    options.fastMath = fastMath;
    options.bufferPipeline = bufferPipeline;
    options.kernelPipeline = kernelPipeline;
    return options;
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    OpPassManager pm(ModuleOp::getOperationName());
    buildHTAMLowerReferencePipeline(pm, getOptions());
    pm.getDependentDialects(registry);
  }

  /// Reports every op and type the reference lowering cannot handle.
  LogicalResult checkLowerable(ModuleOp module) {
    bool ok = true;
    for (auto func : module.getOps<func::FuncOp>())
      findUnlowerable(func, [&](const UnsupportedConstruct &c) {
        c.op->emitError() << "htam-lower-reference: " << c.reason;
        ok = false;
      });
    return success(ok);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(checkLowerable(module)))
      return signalPassFailure();
    // Declarations are not tasks: they are only re-typed by bufferization.
    auto funcs = module.getOps<func::FuncOp>();
    if (!funcs.empty() && llvm::none_of(funcs, [](func::FuncOp func) {
          return isOperatorTask(func);
        }))
      module.emitWarning()
          << "htam-lower-reference: no operator task in the module (a public "
             "func.func with a body on ranked tensors); declarations are "
             "skipped";
    LowerReferenceOptions options = getOptions();
    {
      OpPassManager check(ModuleOp::getOperationName());
      std::string errors;
      llvm::raw_string_ostream os(errors);
      if (failed(addBufferPipeline(check, options, os))) {
        module.emitError() << "htam-lower-reference: invalid buffer-pipeline '"
                           << options.bufferPipeline << "': " << errors;
        return signalPassFailure();
      }
      if (failed(addKernelPipeline(check, options, os))) {
        module.emitError() << "htam-lower-reference: invalid kernel-pipeline '"
                           << options.kernelPipeline << "': " << errors;
        return signalPassFailure();
      }
    }
    // Without libdevice, math functions would stay unresolved calls in the
    // PTX and the kernel would fail to load.
    bool usesMath = module
                        .walk([](Operation *op) {
                          return isa<math::MathDialect>(op->getDialect())
                                     ? WalkResult::interrupt()
                                     : WalkResult::advance();
                        })
                        .wasInterrupted();
    if (usesMath && !llvm::sys::fs::exists(libdevicePath(options.cudaPath))) {
      module.emitError() << "htam-lower-reference: libdevice not found at '"
                         << libdevicePath(options.cudaPath)
                         << "'; set cuda-path or HTAM_CUDA_PATH to a CUDA "
                            "toolkit";
      return signalPassFailure();
    }
    // The runtime needs to know which arguments are outputs once results
    // have become out-parameters.
    for (auto func : module.getOps<func::FuncOp>())
      if (isOperatorTask(func))
        func->setAttr("htam.num_outputs",
                      IntegerAttr::get(IntegerType::get(&getContext(), 64),
                                       func.getNumResults()));
    OpPassManager pm(ModuleOp::getOperationName());
    buildHTAMLowerReferencePipeline(pm, options);
    if (failed(runPipeline(pm, module)))
      return signalPassFailure();
    module->setAttr("htam.kernel_abi",
                    StringAttr::get(&getContext(), "bare-ptr"));
  }
};

} // namespace
