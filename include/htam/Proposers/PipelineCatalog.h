//===- PipelineCatalog.h - The direction pipelines a proposer may use -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A `pipeline:` card names a direction pipeline. The pipelines and their
// options are defined by the driver's library (lib/Transforms), which links
// the proposers, so proposers ask this interface instead of including the
// pipeline registry: the driver passes its catalog when it makes a proposer.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_PROPOSERS_PIPELINECATALOG_H
#define HTAM_PROPOSERS_PIPELINECATALOG_H

#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir {
namespace htam {

class PipelineCatalog {
public:
  virtual ~PipelineCatalog();
  /// True when a pipeline of this name can be built.
  virtual bool contains(llvm::StringRef name) const = 0;
  /// True when `builtin.module(NAME{options})` builds (the pipeline accepts
  /// these space-separated `key=value` options); `why` gets the reason
  /// otherwise, without printing anything.
  virtual bool builds(llvm::StringRef name, llvm::StringRef options,
                      std::string &why) const = 0;
};

} // namespace htam
} // namespace mlir

#endif // HTAM_PROPOSERS_PIPELINECATALOG_H
