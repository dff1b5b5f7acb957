//===- Schedule.cpp - Transform-dialect schedules -------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Schedule.h"

#include "mlir/Dialect/GPU/TransformOps/GPUTransformOps.h"
#include "mlir/Dialect/Linalg/TransformOps/DialectExtension.h"
#include "mlir/Dialect/SCF/TransformOps/SCFTransformOps.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/Dialect/Vector/TransformOps/VectorTransformOps.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;
using namespace mlir::htam;

void mlir::htam::registerScheduleExtensions(DialectRegistry &registry) {
  registry.insert<transform::TransformDialect>();
  linalg::registerTransformDialectExtension(registry);
  gpu::registerTransformDialectExtension(registry);
  scf::registerTransformDialectExtension(registry);
  vector::registerTransformDialectExtension(registry);
}

FailureOr<Schedule> Schedule::parse(StringRef text, StringRef name,
                                    Operation *anchor) {
  ParserConfig config(anchor->getContext());
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, config, name);
  if (!module)
    return anchor->emitError()
           << "the embedded schedule " << name << " does not parse";
  Schedule schedule;
  schedule.module = std::make_shared<OwningOpRef<ModuleOp>>(std::move(module));
  schedule.name = name.str();
  return schedule;
}

LogicalResult Schedule::apply(StringRef entry,
                              RaggedArray<transform::MappedValue> bindings,
                              Operation *anchor) {
  ModuleOp library = **module;
  auto sequence = library.lookupSymbol<transform::NamedSequenceOp>(entry);
  if (!sequence)
    return anchor->emitError()
           << "the schedule " << name << " has no @" << entry;
  // The transform ops report at the schedule's own locations: say which
  // payload op they failed on (taken first: a failed schedule may have
  // erased it).
  Location loc = anchor->getLoc();
  if (failed(transform::applyTransformNamedSequence(
          std::move(bindings), sequence, library,
          transform::TransformOptions())))
    return emitError(loc) << "the schedule " << name << " (@" << entry
                          << ") failed on this op (see the error above)";
  return success();
}
