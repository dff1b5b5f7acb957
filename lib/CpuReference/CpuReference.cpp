//===- CpuReference.cpp - Running operator tasks with MLIR's JIT ----------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The task is cloned into its own module, lowered with htam-lower-cpu and
// JIT-compiled; its C interface takes one memref descriptor per argument
// ({allocated, aligned, offset, sizes[rank], strides[rank]}, all 64-bit),
// which is built here over the caller's buffers, so results are written in
// place. CpuTask keeps the compiled engine for many runs.
//
//===----------------------------------------------------------------------===//

#include "htam/CpuReference/CpuReference.h"
#include "htam/Transforms/LowerCpu.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/TargetSelect.h"

#include <cstdint>
#include <mutex>
#include <type_traits>

using namespace mlir;
using namespace mlir::htam;

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The task's tensor arguments and results must be exactly `args`, f32 or
/// f64 (the oracle, htam-widen-to-f64); `wide[i]` says which.
static llvm::Error checkSignature(func::FuncOp func,
                                  llvm::ArrayRef<ArgSpec> args,
                                  std::vector<bool> &wide) {
  llvm::SmallVector<Type> types(func.getArgumentTypes());
  llvm::append_range(types, func.getResultTypes());
  if (types.size() != args.size())
    return error(llvm::formatv("'{0}' has {1} arguments and results, the "
                               "argument list has {2}",
                               func.getSymName(), types.size(), args.size()));
  for (auto [i, type, spec] : llvm::enumerate(types, args)) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape() ||
        !isa<Float32Type, Float64Type>(tensor.getElementType()))
      return error(llvm::formatv("argument {0} of '{1}' is not a static f32 "
                                 "or f64 tensor",
                                 i, func.getSymName()));
    if (!spec.isBuffer() ||
        llvm::ArrayRef<int64_t>(spec.shape) != tensor.getShape())
      return error(llvm::formatv("argument {0} of '{1}' does not match {2}", i,
                                 func.getSymName(), spec.str()));
    wide.push_back(tensor.getElementType().isF64());
  }
  return llvm::Error::success();
}

/// A compiled task: its engine and what its arguments are.
struct CpuTask::Impl {
  std::unique_ptr<ExecutionEngine> engine;
  std::string funcName;
  std::vector<ArgSpec> args;
  /// Per argument: the function's element type is f64.
  std::vector<bool> wide;
};

/// Lowers and JIT-compiles `func` alone.
static llvm::Expected<std::unique_ptr<ExecutionEngine>>
compileOnCpu(ModuleOp module, func::FuncOp func) {
  llvm::StringRef funcName = func.getSymName();
  MLIRContext *context = module.getContext();
  OwningOpRef<ModuleOp> cpu = ModuleOp::create(module.getLoc());
  cpu->push_back(func->clone());
  PassManager pm(context);
  buildHTAMLowerCpuPipeline(pm);
  if (failed(pm.run(*cpu)))
    return error("htam-lower-cpu failed on '" + funcName +
                 "' (diagnostics above)");

  static std::once_flag targetsOnce;
  std::call_once(targetsOnce, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  registerBuiltinDialectTranslation(*context);
  registerLLVMDialectTranslation(*context);

  auto transformer = makeOptimizingTransformer(/*optLevel=*/2,
                                               /*sizeLevel=*/0,
                                               /*targetMachine=*/nullptr);
  ExecutionEngineOptions options;
  options.transformer = transformer;
  auto engine = ExecutionEngine::create(*cpu, options);
  if (!engine)
    return error("cannot JIT-compile '" + funcName +
                 "': " + llvm::toString(engine.takeError()));
  return std::move(*engine);
}

/// Calls the compiled task; `data[i]` points to argument i's elements, of
/// the function's element type.
static llvm::Error invokeOnCpu(const CpuTask::Impl &task,
                               llvm::ArrayRef<void *> data) {
  // One descriptor per argument over the caller's buffers.
  std::vector<std::vector<int64_t>> descriptors;
  for (auto [spec, pointer] : llvm::zip(task.args, data)) {
    size_t rank = spec.shape.size();
    std::vector<int64_t> d(3 + 2 * rank);
    d[0] = d[1] = static_cast<int64_t>(reinterpret_cast<intptr_t>(pointer));
    d[2] = 0;
    int64_t stride = 1;
    for (size_t k = rank; k-- > 0;) {
      d[3 + k] = spec.shape[k];
      d[3 + rank + k] = stride;
      stride *= spec.shape[k];
    }
    descriptors.push_back(std::move(d));
  }
  std::vector<void *> pointers, packed;
  for (std::vector<int64_t> &d : descriptors)
    pointers.push_back(d.data());
  for (void *&p : pointers)
    packed.push_back(&p);
  if (llvm::Error err = task.engine->invokePacked(
          "_mlir_ciface_" + task.funcName, packed))
    return error("cannot run '" + task.funcName +
                 "' on the CPU: " + llvm::toString(std::move(err)));
  return llvm::Error::success();
}

/// Runs the task over `buffers`, staging an argument in the other precision
/// where the function's element type is not T (inputs cast, outputs cast
/// back).
template <typename T>
static llvm::Error runStaged(const CpuTask::Impl &task,
                             std::vector<std::vector<T>> &buffers) {
  llvm::ArrayRef<ArgSpec> args = task.args;
  if (buffers.size() != args.size())
    return error("one buffer per argument is needed");
  for (auto [spec, buffer] : llvm::zip(args, buffers)) {
    // A pre-filled output keeps its values where the task writes none.
    if (spec.isOutput() && !spec.isInput() &&
        static_cast<int64_t>(buffer.size()) != spec.numElements())
      buffer.assign(spec.numElements(), T(0));
    if (static_cast<int64_t>(buffer.size()) != spec.numElements())
      return error("input " + spec.str() + " has the wrong number of values");
  }

  constexpr bool bufferIsF64 = std::is_same_v<T, double>;
  std::vector<std::vector<float>> f32Stage(args.size());
  std::vector<std::vector<double>> f64Stage(args.size());
  std::vector<void *> data;
  for (size_t i = 0; i < args.size(); ++i) {
    std::vector<T> &buffer = buffers[i];
    if (task.wide[i] == bufferIsF64) {
      data.push_back(buffer.data());
    } else if (task.wide[i]) {
      f64Stage[i].assign(buffer.begin(), buffer.end());
      data.push_back(f64Stage[i].data());
    } else {
      f32Stage[i].assign(buffer.begin(), buffer.end());
      data.push_back(f32Stage[i].data());
    }
  }
  if (llvm::Error err = invokeOnCpu(task, data))
    return err;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i].isOutput() || task.wide[i] == bufferIsF64)
      continue;
    if (task.wide[i])
      buffers[i].assign(f64Stage[i].begin(), f64Stage[i].end());
    else
      buffers[i].assign(f32Stage[i].begin(), f32Stage[i].end());
  }
  return llvm::Error::success();
}

CpuTask::CpuTask(std::unique_ptr<Impl> impl) : impl(std::move(impl)) {}
CpuTask::CpuTask(CpuTask &&) = default;
CpuTask &CpuTask::operator=(CpuTask &&) = default;
CpuTask::~CpuTask() = default;

llvm::Expected<CpuTask> CpuTask::compile(ModuleOp module,
                                         llvm::StringRef funcName,
                                         llvm::ArrayRef<ArgSpec> args) {
  auto func = module.lookupSymbol<func::FuncOp>(funcName);
  if (!func)
    return error("no function '" + funcName + "'");
  auto impl = std::make_unique<Impl>();
  if (llvm::Error err = checkSignature(func, args, impl->wide))
    return std::move(err);
  auto engine = compileOnCpu(module, func);
  if (!engine)
    return engine.takeError();
  impl->engine = std::move(*engine);
  impl->funcName = funcName.str();
  impl->args.assign(args.begin(), args.end());
  return CpuTask(std::move(impl));
}

llvm::Error CpuTask::run(std::vector<std::vector<float>> &buffers) {
  return runStaged(*impl, buffers);
}

llvm::Error CpuTask::run(std::vector<std::vector<double>> &buffers) {
  return runStaged(*impl, buffers);
}

template <typename T>
static llvm::Error compileAndRun(ModuleOp module, llvm::StringRef funcName,
                                 llvm::ArrayRef<ArgSpec> args,
                                 std::vector<std::vector<T>> &buffers) {
  auto task = CpuTask::compile(module, funcName, args);
  if (!task)
    return task.takeError();
  return task->run(buffers);
}

llvm::Error mlir::htam::runTaskOnCpu(ModuleOp module, llvm::StringRef funcName,
                                     llvm::ArrayRef<ArgSpec> args,
                                     std::vector<std::vector<float>> &buffers) {
  return compileAndRun(module, funcName, args, buffers);
}

llvm::Error
mlir::htam::runTaskOnCpu(ModuleOp module, llvm::StringRef funcName,
                         llvm::ArrayRef<ArgSpec> args,
                         std::vector<std::vector<double>> &buffers) {
  return compileAndRun(module, funcName, args, buffers);
}
