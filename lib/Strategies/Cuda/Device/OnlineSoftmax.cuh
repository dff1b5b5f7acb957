// OnlineSoftmax.cuh - the online softmax (max, sum of exp) pair.
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The update and combine of the pair across a warp and a block
// (OnlineSoftmax.h); used by Cuda/Reductions.cpp and Cuda/FusedRow.cpp. The
// emitter puts `#define HTAM_EXP expf` (__expf under fast math) before it.
// Embedded by lib/Strategies/CMakeLists.txt (CudaDeviceSources.h); this
// leading comment block and the blank line after it are dropped.

// Online softmax: (m, s) with s = sum exp(x - m). Rescaling skips s == 0
// (an empty or all -inf part, whose m may be the identity or -inf) so no
// exp(-inf - -inf) appears; a non-finite final m is recomputed exactly.
__device__ __forceinline__ float htam_online_rescale(float s, float from,
                                                     float to) {
  return (s == 0.0f || from == to) ? s : s * HTAM_EXP(from - to);
}
__device__ __forceinline__ float htam_online_term(float x, float m) {
  return x == -__int_as_float(0x7f800000) ? 0.0f : HTAM_EXP(x - m);
}
template <class Op>
__device__ __forceinline__ void htam_online_combine(float &m, float &s,
                                                    float m2, float s2, Op op) {
  const float mn = op(m, m2);
  s = htam_online_rescale(s, m, mn) + htam_online_rescale(s2, m2, mn);
  m = mn;
}
template <class Op>
__device__ __forceinline__ void htam_online_warp(float &m, float &s, Op op,
                                                 int width) {
  for (int o = width / 2; o > 0; o >>= 1) {
    const float m2 = __shfl_xor_sync(0xffffffffu, m, o, width);
    const float s2 = __shfl_xor_sync(0xffffffffu, s, o, width);
    htam_online_combine(m, s, m2, s2, op);
  }
}
template <class Op>
__device__ __forceinline__ void htam_online_block(float &m, float &s, Op op,
                                                  float identity) {
  __shared__ float rm[32], rs[32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  htam_online_warp(m, s, op, 32);
  __syncthreads();
  if (lane == 0) {
    rm[warp] = m;
    rs[warp] = s;
  }
  __syncthreads();
  const bool has = lane < (int)((blockDim.x + 31) >> 5);
  m = has ? rm[lane] : identity;
  s = has ? rs[lane] : 0.0f;
  htam_online_warp(m, s, op, 32);
}
