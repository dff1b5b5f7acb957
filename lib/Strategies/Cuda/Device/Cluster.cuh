// Cluster.cuh - thread block cluster row reductions (sm_90).
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Rows held on chip across the CTAs of a cluster (RowResident.h) reduce
// through distributed shared memory; used by Cuda/FusedRow.cpp.
// Embedded by lib/Strategies/CMakeLists.txt (CudaDeviceSources.h); this
// leading comment block and the blank line after it are dropped.

// Thread block clusters (sm_90): each CTA holds a chunk of the row; partial
// row statistics go through distributed shared memory.
#define HTAM_CLUSTER_SLOTS 32
__shared__ float htam_cluster_slots[HTAM_CLUSTER_SLOTS];
__device__ __forceinline__ void htam_cluster_sync() {
  asm volatile("barrier.cluster.arrive.release.aligned;\n\t"
               "barrier.cluster.wait.acquire.aligned;" ::: "memory");
}
__device__ __forceinline__ float htam_cluster_load(const float *p,
                                                   unsigned rank) {
  const unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(p));
  unsigned r;
  float v;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;"
               : "=r"(r) : "r"(a), "r"(rank));
  asm volatile("ld.shared::cluster.f32 %0, [%1];"
               : "=f"(v) : "r"(r) : "memory");
  return v;
}
// The CTAs' values combined in rank order: every CTA gets the same result.
// Each reduction of a row has its own slot; a cluster barrier at the end of
// the row protects the slots (and keeps every CTA alive while others read).
template <int C, class Op>
__device__ __forceinline__ float htam_cluster_reduce(float v, Op op,
                                                     int slot) {
  if (threadIdx.x == 0)
    htam_cluster_slots[slot] = v;
  htam_cluster_sync();
  float r = htam_cluster_load(&htam_cluster_slots[slot], 0);
  for (int q = 1; q < C; ++q)
    r = op(r, htam_cluster_load(&htam_cluster_slots[slot], q));
  return r;
}
