//===- htam-opt.cpp - The htam optimizer driver ---------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// An mlir-opt style driver: the upstream dialects and passes htam's flows use
// plus every htam pass and pipeline, with mlir-opt's flags
// (-split-input-file, -verify-diagnostics, --mlir-print-ir-after-all, ...).
//
//===----------------------------------------------------------------------===//

#include "htam/InitAll.h"
#include "htam/Memory/Store.h"
#include "htam/Transforms/Unsupported.h"
#include "htam/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

int main(int argc, char **argv) {
  mlir::htam::registerVersionPrinter();
  mlir::DialectRegistry registry;
  mlir::htam::registerHTAMDialects(registry);
  mlir::htam::registerHTAMUpstreamPasses();
  mlir::htam::registerHTAMPassesAndPipelines();
  int rc = mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "htam optimizer driver: memory-guided GPU kernel optimization for MLIR "
      "operators\n",
      registry));
  // A late failure (memory-out) let -o be written but fails the run.
  if (rc == 0 && mlir::htam::memory::hadDeferredFailure())
    return 1;
  // Operator tasks were skipped (located warnings say why) and the rest was
  // optimized; under -verify-diagnostics those warnings are what is tested.
  bool verifying = llvm::any_of(llvm::make_range(argv + 1, argv + argc),
                                [](const char *arg) {
                                  return llvm::StringRef(arg).contains(
                                      "-verify-diagnostics");
                                });
  if (rc == 0 && mlir::htam::hadSkippedTask() && !verifying)
    return mlir::htam::kExitSkippedTasks;
  return rc;
}
