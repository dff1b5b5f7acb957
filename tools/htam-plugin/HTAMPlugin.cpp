//===- HTAMPlugin.cpp - htam as an mlir-opt pass plugin -------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Lets upstream mlir-opt load htam's passes:
//   mlir-opt --load-pass-plugin=HTAMPlugin.so in.mlir --htam-analyze
// mlir-opt registers the dialects itself, so only htam's passes and pipelines
// are registered here.
//
//===----------------------------------------------------------------------===//

#include "htam/InitAll.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "HTAM", LLVM_VERSION_STRING,
          []() { mlir::htam::registerHTAMPassesAndPipelines(); }};
}
