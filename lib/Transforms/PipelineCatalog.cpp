//===- PipelineCatalog.cpp - The direction pipelines for proposers --------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The driver's answer to a proposer's `pipeline:` card: pipelines are found
// in MLIR's pass registry (registerHTAMDirectionPipelines fills it), and a
// card's options are parsed into DirectionPipelineOptions first, with the
// errors captured, because the registered pipeline's own option parser
// prints unknown options to stderr.
//
//===----------------------------------------------------------------------===//

#include "htam/Transforms/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::htam;

namespace {
class RegisteredDirectionPipelines final : public PipelineCatalog {
public:
  bool contains(StringRef name) const override {
    return PassPipelineInfo::lookup(name) != nullptr;
  }

  bool builds(StringRef name, StringRef options,
              std::string &why) const override {
    std::string errors;
    llvm::raw_string_ostream os(errors);
    DirectionPipelineOptions parsed;
    if (failed(parsed.parseFromString(options, os))) {
      why = (name + ": " + StringRef(errors).trim()).str();
      return false;
    }
    OpPassManager pm("builtin.module");
    if (succeeded(
            parsePassPipeline((name + "{" + options + "}").str(), pm, os)))
      return true;
    why = (name + ": " + StringRef(errors).trim()).str();
    return false;
  }
};
} // namespace

const PipelineCatalog &mlir::htam::directionPipelineCatalog() {
  static const RegisteredDirectionPipelines catalog;
  return catalog;
}
