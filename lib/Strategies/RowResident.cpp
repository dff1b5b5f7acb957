//===- RowResident.cpp - Rows kept on chip between passes -----------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Sizes the on-chip layout of the row-resident templates (registers, shared
// memory, thread block clusters). The cluster variant exchanges partial row
// statistics through distributed shared memory with PTX (barrier.cluster,
// mapa, ld.shared::cluster; Cuda/Device/Cluster.cuh), so no
// cooperative_groups header is needed under nvrtc.
//
//===----------------------------------------------------------------------===//

#include "RowResident.h"

#include "llvm/ADT/SmallVector.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/// The layout with `cluster` CTAs per row and the given storage, or failure
/// when the chunk does not fit it.
FailureOr<ResidentLayout> tryLayout(int64_t len, int64_t width, int64_t block,
                                    int64_t lanes, int64_t cluster,
                                    ResidentStorage storage) {
  ResidentLayout l;
  l.width = width;
  l.lanes = lanes;
  l.rowsPerBlock = block / lanes;
  l.cluster = cluster;
  l.rowVecs = len / width;
  l.chunkVecs = ceilDiv(l.rowVecs, cluster);
  l.items = ceilDiv(l.chunkVecs, lanes);
  bool regs = l.items * width <= residentMaxRegFloats(block);
  int64_t bytes = l.rowsPerBlock * l.items * lanes * width * 4;
  bool smem = bytes <= kResidentMaxSmemBytes;
  if (storage == ResidentStorage::Registers || storage == ResidentStorage::Auto)
    if (regs)
      return l;
  if (storage == ResidentStorage::Shared ||
      (storage == ResidentStorage::Auto && !regs))
    if (smem) {
      l.shared = true;
      l.smemBytes = bytes;
      return l;
    }
  return failure();
}

} // namespace

FailureOr<ResidentLayout>
mlir::htam::detail::planResidentRow(int64_t len, int64_t width, int64_t block,
                                    int64_t lanes, int64_t cluster,
                                    ResidentStorage storage, std::string &why) {
  if (len <= 0 || width <= 0 || len % width != 0 || lanes <= 0 ||
      block % lanes != 0) {
    why = "invalid resident row layout";
    return failure();
  }
  if (cluster > 1 && lanes != block) {
    why = "a cluster per row needs a block per row (lanes_per_row=0)";
    return failure();
  }
  if (cluster < 0 || cluster > kResidentMaxCluster ||
      (cluster & (cluster - 1)) != 0) {
    why = "cluster must be 0 (auto) or a power of two <= " +
          std::to_string(kResidentMaxCluster);
    return failure();
  }
  SmallVector<int64_t> sizes;
  if (cluster)
    sizes.push_back(cluster);
  else if (lanes != block)
    sizes.push_back(1);
  else
    sizes = {1, 2, 4, 8};
  for (int64_t c : sizes)
    if (FailureOr<ResidentLayout> l =
            tryLayout(len, width, block, lanes, c, storage);
        succeeded(l))
      return l;
  int64_t c = sizes.back();
  int64_t perThread = ceilDiv(ceilDiv(len / width, c), lanes) * width;
  why = "a row of " + std::to_string(len) + " floats does not fit on chip: " +
        std::to_string(perThread) + " floats per thread with " +
        std::to_string(c) + (c > 1 ? " CTAs" : " CTA") +
        " per row (at most " + std::to_string(residentMaxRegFloats(block)) +
        " in registers, " + std::to_string(kResidentMaxSmemBytes) +
        " bytes of shared memory per block" +
        (lanes == block && !cluster
             ? ", portable clusters of at most " +
                   std::to_string(kResidentMaxPortableCluster)
             : std::string()) +
        ")";
  return failure();
}
