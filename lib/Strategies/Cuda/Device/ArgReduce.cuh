// ArgReduce.cuh - the paired (value, index) combine of arg reductions.
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A candidate of an argmax/argmin-style reduction (ArgReductions.cpp): the
// compared value, its position in the IR's serial order (-1: none yet), the
// value of the index result there, and whether a NaN was met. Without NaNs
// the serial `select(x R acc, ...)` chain keeps the first (strict R) or last
// (weak R) position of the extreme value, so "better" is a total order on
// (value, position) and any combine order gives the serial answer; a NaN
// makes the caller recompute the row serially. Positions travel through the
// float shuffles as bits. Embedded by lib/Strategies/CMakeLists.txt
// (CudaDeviceSources.h); this leading comment block and the blank line after
// it are dropped.

struct htam_arg {
  float v;
  int p;
  float k;
  int nan;
};
template <bool Greater, bool Weak>
__device__ __forceinline__ bool htam_arg_better(const htam_arg &b,
                                                const htam_arg &a) {
  if (b.p < 0)
    return false;
  if (a.p < 0)
    return true;
  if (Greater ? b.v > a.v : b.v < a.v)
    return true;
  return b.v == a.v && (Weak ? b.p > a.p : b.p < a.p);
}
/// Merges `b` into `a`.
template <bool Greater, bool Weak>
__device__ __forceinline__ void htam_arg_take(htam_arg &a, const htam_arg &b) {
  const int nan = a.nan | b.nan;
  if (htam_arg_better<Greater, Weak>(b, a))
    a = b;
  a.nan = nan;
}
/// Adds the element `x` at serial position `p` with index value `k`.
template <bool Greater, bool Weak>
__device__ __forceinline__ void htam_arg_add(htam_arg &a, float x, int p,
                                             float k) {
  if (x != x) {
    a.nan = 1;
    return;
  }
  htam_arg b = {x, p, k, 0};
  htam_arg_take<Greater, Weak>(a, b);
}
__device__ __forceinline__ htam_arg htam_arg_none() {
  htam_arg a = {0.0f, -1, 0.0f, 0};
  return a;
}
__device__ __forceinline__ htam_arg htam_arg_shfl(const htam_arg &a, int o,
                                                  int width) {
  htam_arg b;
  b.v = __shfl_xor_sync(0xffffffffu, a.v, o, width);
  b.p = __float_as_int(
      __shfl_xor_sync(0xffffffffu, __int_as_float(a.p), o, width));
  b.k = __shfl_xor_sync(0xffffffffu, a.k, o, width);
  b.nan = __float_as_int(
      __shfl_xor_sync(0xffffffffu, __int_as_float(a.nan), o, width));
  return b;
}
/// The best of `width` lanes, in every lane.
template <bool Greater, bool Weak>
__device__ __forceinline__ htam_arg htam_arg_warp(htam_arg a, int width) {
  for (int o = width / 2; o > 0; o >>= 1)
    htam_arg_take<Greater, Weak>(a, htam_arg_shfl(a, o, width));
  return a;
}
/// The best of the block, in every thread of warp 0 (the others: their
/// warp's).
template <bool Greater, bool Weak>
__device__ __forceinline__ htam_arg htam_arg_block(htam_arg a) {
  __shared__ float rv[32], rk[32];
  __shared__ int rp[32], rn[32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  a = htam_arg_warp<Greater, Weak>(a, 32);
  __syncthreads();
  if (lane == 0) {
    rv[warp] = a.v;
    rp[warp] = a.p;
    rk[warp] = a.k;
    rn[warp] = a.nan;
  }
  __syncthreads();
  if (lane < (int)((blockDim.x + 31) >> 5)) {
    a.v = rv[lane];
    a.p = rp[lane];
    a.k = rk[lane];
    a.nan = rn[lane];
  } else {
    a = htam_arg_none();
  }
  return htam_arg_warp<Greater, Weak>(a, 32);
}
