// Prelude.cuh - the device helpers every emitted kernel starts with.
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Plan::prelude() puts the `hidx` typedef before it. arith.maximumf/minimumf
// propagate NaN: one max.NaN/min.NaN instruction on sm_80+ (PTX ISA 7.0), a
// compare-and-select chain before.
// Embedded by lib/Strategies/CMakeLists.txt (CudaDeviceSources.h); this
// leading comment block and the blank line after it are dropped.

__device__ __forceinline__ float htam_maximumf(float a, float b) {
#if __CUDA_ARCH__ >= 800
  float r;
  asm("max.NaN.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
#else
  return (a != a) ? a : ((b != b) ? b : (a > b ? a : b));
#endif
}
__device__ __forceinline__ float htam_minimumf(float a, float b) {
#if __CUDA_ARCH__ >= 800
  float r;
  asm("min.NaN.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
#else
  return (a != a) ? a : ((b != b) ? b : (a < b ? a : b));
#endif
}
template <class T>
__device__ __forceinline__ T htam_maximumf(T a, T b) {
  return (a != a) ? a : ((b != b) ? b : (a > b ? a : b));
}
template <class T>
__device__ __forceinline__ T htam_minimumf(T a, T b) {
  return (a != a) ? a : ((b != b) ? b : (a < b ? a : b));
}
__device__ __forceinline__ long long htam_floordiv(long long a,
                                                   long long b) {
  long long q = a / b;
  return (q * b != a && ((a < 0) != (b < 0))) ? q - 1 : q;
}
__device__ __forceinline__ long long htam_ceildiv(long long a, long long b) {
  return -htam_floordiv(-a, b);
}
__device__ __forceinline__ long long htam_mod(long long a, long long b) {
  long long r = a % b;
  return r < 0 ? r + b : r;
}
struct htam_op_add {
  __device__ float operator()(float a, float b) const { return a + b; }
};
struct htam_op_mul {
  __device__ float operator()(float a, float b) const { return a * b; }
};
struct htam_op_maximumf {
  __device__ float operator()(float a, float b) const {
    return htam_maximumf(a, b);
  }
};
struct htam_op_minimumf {
  __device__ float operator()(float a, float b) const {
    return htam_minimumf(a, b);
  }
};
struct htam_op_maxnumf {
  __device__ float operator()(float a, float b) const { return fmaxf(a, b); }
};
struct htam_op_minnumf {
  __device__ float operator()(float a, float b) const { return fminf(a, b); }
};
// `select(v > acc, v, acc)` accumulators (a = acc, b = the new value): a NaN
// b is ignored, a NaN a stays, as in the IR's sequential order.
struct htam_op_selmax {
  __device__ float operator()(float a, float b) const { return b > a ? b : a; }
};
struct htam_op_selmin {
  __device__ float operator()(float a, float b) const { return b < a ? b : a; }
};
template <class Op>
__device__ __forceinline__ float htam_warp_reduce(float v, Op op, int width) {
  for (int o = width / 2; o > 0; o >>= 1)
    v = op(v, __shfl_xor_sync(0xffffffffu, v, o, width));
  return v;
}
template <class Op>
__device__ __forceinline__ float htam_block_reduce(float v, Op op,
                                                  float identity) {
  __shared__ float red[32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = htam_warp_reduce(v, op, 32);
  __syncthreads();
  if (lane == 0) red[warp] = v;
  __syncthreads();
  v = (lane < (int)((blockDim.x + 31) >> 5)) ? red[lane] : identity;
  v = htam_warp_reduce(v, op, 32);
  return v;
}
