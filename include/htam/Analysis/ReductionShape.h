//===- ReductionShape.h - The parallel shape of a task's reduction -*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// How much independent work a task's main reduction offers, and how it lies
// in memory: the number of outputs (independent reductions), the length of
// each, and whether the reduced dims are the input's innermost ones (a row
// reduction) or not (a column reduction: neighbouring outputs are neighbours
// in memory). The search's state carries these (SPEC §4): a reduction with
// fewer outputs than the GPU has SMs needs its rows split, and a column
// reduction needs column tiles, whatever the task's other shapes are.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_ANALYSIS_REDUCTIONSHAPE_H
#define HTAM_ANALYSIS_REDUCTIONSHAPE_H

#include <cstdint>
#include <optional>

namespace mlir {
namespace htam {
struct OperatorTask;

/// Where the reduced dims of a reduction's input lie.
enum class ReductionLayout {
  /// The innermost dim of the input is reduced (a row: contiguous).
  Row,
  /// The innermost dim is kept: outputs are neighbours in memory.
  Column,
};

/// The main reduction of a task: of its linalg ops with reduction loops that
/// are not contractions, convolutions or poolings, the one reading the most
/// elements (outputs * length).
struct ReductionShape {
  int64_t outputs = 1;
  int64_t length = 1;
  ReductionLayout layout = ReductionLayout::Row;
};

/// The task's main reduction; empty when it has none or a shape is dynamic.
std::optional<ReductionShape> mainReductionShape(const OperatorTask &task);

/// "row" or "column".
const char *stringifyReductionLayout(ReductionLayout layout);

} // namespace htam
} // namespace mlir

#endif // HTAM_ANALYSIS_REDUCTIONSHAPE_H
