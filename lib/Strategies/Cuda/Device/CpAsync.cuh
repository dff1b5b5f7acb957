// CpAsync.cuh - cp.async copies of the staged GEMM (sm_80+).
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// PTX inline assembly for Cuda/Gemm.cpp. A 4-byte copy per element lets one
// code path serve every operand layout (transposed, batched, several m dims):
// the copy writes the k-major shared tile directly, and a source size of 0
// zero-fills the tails.
// Embedded by lib/Strategies/CMakeLists.txt (CudaDeviceSources.h); this
// leading comment block and the blank line after it are dropped.

// cp.async (sm_80+): 4-byte global-to-shared copies, zero-filled when
// `in` is false (the source is then not read).
__device__ __forceinline__ void htam_cp_async4(float *dst, const float *src,
                                               bool in) {
  const unsigned d = (unsigned)__cvta_generic_to_shared(dst);
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" ::"r"(d),
               "l"(src), "r"(in ? 4 : 0));
}
__device__ __forceinline__ void htam_cp_async_commit() {
  asm volatile("cp.async.commit_group;\n" ::);
}
template <int N> __device__ __forceinline__ void htam_cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}
