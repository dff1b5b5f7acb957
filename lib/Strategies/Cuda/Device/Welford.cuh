// Welford.cuh - Welford's one-pass row mean and variance.
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Per-lane (n, mean, M2) states merged by Chan's formula, across a warp and a
// block (tpl_row_layernorm_welford, Welford.h); used by Cuda/FusedRow.cpp.
// Embedded by lib/Strategies/CMakeLists.txt (CudaDeviceSources.h); this
// leading comment block and the blank line after it are dropped.

// Welford states (n, mean, M2) per lane, merged by Chan's formula.
__device__ __forceinline__ void htam_welford_merge(float &n, float &m,
                                                   float &q, float n2,
                                                   float m2, float q2) {
  const float nn = n + n2;
  if (nn == 0.0f)
    return;
  const float d = m2 - m;
  const float f = n2 / nn;
  m = m + d * f;
  q = q + q2 + d * d * n * f;
  n = nn;
}
__device__ __forceinline__ void htam_welford_add(float &n, float &m, float &q,
                                                 float x) {
  n += 1.0f;
  const float d = x - m;
  m += d / n;
  q += d * (x - m);
}
// Four elements: their own mean and M2 (one division), then merged.
__device__ __forceinline__ void htam_welford_add4(float &n, float &m, float &q,
                                                  float a, float b, float c,
                                                  float d) {
  const float m4 = ((a + b) + (c + d)) * 0.25f;
  const float da = a - m4, db = b - m4, dc = c - m4, dd = d - m4;
  htam_welford_merge(n, m, q, 4.0f, m4, (da * da + db * db) + (dc * dc + dd * dd));
}
__device__ __forceinline__ void htam_welford_warp(float &n, float &m, float &q,
                                                  int width) {
  for (int o = width / 2; o > 0; o >>= 1) {
    const float n2 = __shfl_xor_sync(0xffffffffu, n, o, width);
    const float m2 = __shfl_xor_sync(0xffffffffu, m, o, width);
    const float q2 = __shfl_xor_sync(0xffffffffu, q, o, width);
    htam_welford_merge(n, m, q, n2, m2, q2);
  }
  // The merge is not symmetric in rounding: every lane takes lane 0's.
  n = __shfl_sync(0xffffffffu, n, 0, width);
  m = __shfl_sync(0xffffffffu, m, 0, width);
  q = __shfl_sync(0xffffffffu, q, 0, width);
}
__device__ __forceinline__ void htam_welford_block(float &n, float &m,
                                                   float &q) {
  __shared__ float wn[32], wm[32], wq[32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  htam_welford_warp(n, m, q, 32);
  __syncthreads();
  if (lane == 0) {
    wn[warp] = n;
    wm[warp] = m;
    wq[warp] = q;
  }
  __syncthreads();
  const bool has = lane < (int)((blockDim.x + 31) >> 5);
  n = has ? wn[lane] : 0.0f;
  m = has ? wm[lane] : 0.0f;
  q = has ? wq[lane] : 0.0f;
  htam_welford_warp(n, m, q, 32);
}
