// Wgmma3xTf32.cuh - FP32-accurate GEMM on Hopper's TF32 tensor cores (sm_90a).
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// 3xTF32: every operand is split into big = tf32(x) and small = tf32(x - big);
// a product is big*big + big*small + small*big (small*small is below FP32's
// rounding). Long tensor-core accumulation chains lose the small terms, so
// every K chunk of 32 starts from a fresh accumulator (wgmma scale-d = 0) and
// is added into FP32 registers. A memory-bound pack pass writes each operand
// once as tiles already in the shared-memory image wgmma reads (K-major,
// 128-byte swizzle, big and small side by side, zero padded to whole tiles):
// the main loop is then one bulk copy per operand and stage (the copy engine,
// completing on an mbarrier), with a producer warp group feeding
// `Consumers` math warp groups of 64 rows each through `Stages` buffers.
// Embedded by lib/Strategies/CMakeLists.txt (CudaDeviceSources.h); this
// leading comment block and the blank line after it are dropped.

#define HTAM_W3_BK 32
#define HTAM_W3_BN 128

// Packed operand: for tile row block t (TR rows) and K chunk c, a block of
// 2 * TR * 32 floats: big rows then small rows, each row 32 floats (128 B)
// with 16-byte chunk j stored at j ^ (row % 8) (the 128-byte swizzle).
__device__ __forceinline__ unsigned htam_w3_tf32(float x) {
  unsigned r;
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(x));
  return r;
}

// Stores a 32x32 block `t` of an operand (rows r0 .. r0 + 31 of the row
// dimension, K chunk kc; t[r][k], zeros out of range) into the packed image
// P (tile rows TR, KC chunks) as big and small halves. 256 threads, one
// 16-byte chunk of each half per thread, coalesced.
__device__ __forceinline__ void htam_w3_pack_store(const float (&t)[32][33],
                                                   long long r0, int kc,
                                                   int TR, int KC,
                                                   float *__restrict__ P) {
  const int r = threadIdx.x / 8, j = threadIdx.x % 8, lc = j ^ (r % 8);
  const long long row = r0 + r, tileRow = row / TR;
  const int inTile = int(row % TR);
  float *big = P + (tileRow * KC + kc) * (2LL * TR * 32) + inTile * 32 + j * 4;
  float *small = big + TR * 32;
  unsigned b[4], s[4];
#pragma unroll
  for (int e = 0; e < 4; ++e) {
    const float x = t[r][lc * 4 + e];
    b[e] = htam_w3_tf32(x);
    s[e] = htam_w3_tf32(x - __uint_as_float(b[e]));
  }
  *reinterpret_cast<uint4 *>(big) = make_uint4(b[0], b[1], b[2], b[3]);
  *reinterpret_cast<uint4 *>(small) = make_uint4(s[0], s[1], s[2], s[3]);
}

__device__ __forceinline__ unsigned htam_w3_smem(const void *p) {
  return (unsigned)__cvta_generic_to_shared(p);
}
__device__ __forceinline__ void htam_w3_mbar_init(unsigned bar, unsigned n) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(n));
}
__device__ __forceinline__ void htam_w3_mbar_wait(unsigned bar, unsigned ph) {
  unsigned done = 0;
  do {
    asm volatile("{\n.reg .pred p;\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
                 "selp.u32 %0, 1, 0, p;\n}\n"
                 : "=r"(done)
                 : "r"(bar), "r"(ph)
                 : "memory");
  } while (!done);
}
__device__ __forceinline__ void htam_w3_mbar_arrive(unsigned bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(bar)
               : "memory");
}
__device__ __forceinline__ void htam_w3_mbar_expect(unsigned bar,
                                                    unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(
                   bar),
               "r"(bytes)
               : "memory");
}
// Contiguous global-to-shared copy by the copy engine, completing on `bar`.
__device__ __forceinline__ void htam_w3_bulk_copy(unsigned dst,
                                                  const void *src,
                                                  unsigned bytes,
                                                  unsigned bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::"
               "bytes [%0], [%1], %2, [%3];" ::"r"(dst),
               "l"(src), "r"(bytes), "r"(bar)
               : "memory");
}

// Shared-memory matrix descriptor: K-major, 128-byte swizzle, 8-row groups
// 1024 bytes apart (the start address must come from a real shared address).
__device__ __forceinline__ unsigned long long htam_w3_desc(unsigned addr) {
  return (unsigned long long)((addr & 0x3FFFF) >> 4) |
         (1ULL << 16) | (64ULL << 32) | (1ULL << 62);
}
__device__ __forceinline__ void htam_w3_wgmma_fence() {
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
}
__device__ __forceinline__ void htam_w3_wgmma_commit() {
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
}
__device__ __forceinline__ void htam_w3_wgmma_wait0() {
  asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
}
// Keeps the compiler from moving accumulator reads across the wgmma waits.
__device__ __forceinline__ void htam_w3_fence_regs(float (&d)[64]) {
#pragma unroll
  for (int i = 0; i < 64; ++i)
    asm volatile("" : "+f"(d[i])::"memory");
}

// D (64 fp32 registers of one thread) = A(desc) * B(desc) + (scaleD ? D : 0),
// one m64n128k8 TF32 wgmma, both operands K-major in shared memory.
template <int ScaleD>
__device__ __forceinline__ void htam_w3_mma_m64n128k8(float (&d)[64],
                                                      unsigned long long a,
                                                      unsigned long long b) {
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n"
               "wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 "
               "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
               : "l"(a), "l"(b), "n"(ScaleD));
}

// Shared memory a launch needs: Stages x (A and B tiles, big and small),
// 1024 bytes of alignment slack, the barriers.
#define HTAM_W3_SMEM_BYTES(Consumers, Stages)                                \
  ((Stages) * (64 * (Consumers) + HTAM_W3_BN) * HTAM_W3_BK * 8 + 1024 +      \
   16 * (Stages))

// The consumer loop of one output tile, shared by the packed GEMM and the
// gathered one (Wgmma3xTf32Gather.cuh): consumer warp group `c` waits for
// each stage at `base` (full barrier bars + 8 s), runs the 3 products of
// its 64 rows from a fresh accumulator (big*small and small*big first, the
// larger big*big last), releases the stage (empty barrier, one arrival per
// warp), adds the chunk into FP32 registers and hands its results to
// `store`.
template <int Consumers, int Stages, class Store>
__device__ __forceinline__ void htam_w3_consume(unsigned base, unsigned bars,
                                                int c, int M, int KC, int mt,
                                                int nt, Store store) {
  constexpr int BM = 64 * Consumers, BN = HTAM_W3_BN, BK = HTAM_W3_BK;
  constexpr unsigned A_BYTES = BM * BK * 8, B_BYTES = BN * BK * 8;
  constexpr unsigned STAGE_BYTES = A_BYTES + B_BYTES;
  const int lane = threadIdx.x % 32, warp = (threadIdx.x / 32) % 4;
  float acc[64], tot[64];
#pragma unroll
  for (int i = 0; i < 64; ++i)
    tot[i] = 0.0f;
  for (int kc = 0; kc < KC; ++kc) {
    const int s = kc % Stages;
    const unsigned ph = (kc / Stages) & 1;
    htam_w3_mbar_wait(bars + 8 * s, ph);
    const unsigned st = base + s * STAGE_BYTES;
    const unsigned long long aBig = htam_w3_desc(st + c * 64 * 128);
    const unsigned long long aSmall = htam_w3_desc(st + BM * 128 + c * 64 * 128);
    const unsigned long long bBig = htam_w3_desc(st + A_BYTES);
    const unsigned long long bSmall = htam_w3_desc(st + A_BYTES + BN * 128);
    htam_w3_wgmma_fence();
    // k step kk: +32 bytes (8 tf32) = +2 in the descriptor's address.
    htam_w3_mma_m64n128k8<0>(acc, aBig, bSmall);
    htam_w3_mma_m64n128k8<1>(acc, aSmall, bBig);
#pragma unroll
    for (int kk = 1; kk < 4; ++kk) {
      htam_w3_mma_m64n128k8<1>(acc, aBig + 2 * kk, bSmall + 2 * kk);
      htam_w3_mma_m64n128k8<1>(acc, aSmall + 2 * kk, bBig + 2 * kk);
    }
#pragma unroll
    for (int kk = 0; kk < 4; ++kk)
      htam_w3_mma_m64n128k8<1>(acc, aBig + 2 * kk, bBig + 2 * kk);
    htam_w3_wgmma_commit();
    htam_w3_wgmma_wait0();
    htam_w3_fence_regs(acc);
    if (lane == 0)
      htam_w3_mbar_arrive(bars + 8 * (Stages + s));
#pragma unroll
    for (int i = 0; i < 64; ++i)
      tot[i] += acc[i];
  }
  // Accumulator layout of m64nNk8: warp w owns rows 16 w .. 16 w + 15;
  // register i is row lane / 4 + 8 ((i / 2) % 2), column 8 (i / 4) +
  // 2 (lane % 4) + i % 2.
  const int row0 = mt * BM + c * 64 + warp * 16 + lane / 4;
  const int col0 = nt * BN + 2 * (lane % 4);
#pragma unroll
  for (int i = 0; i < 64; i += 2) {
    const int row = row0 + 8 * ((i / 2) % 2), col = col0 + 8 * (i / 4);
    if (row < M)
      store(row, col, tot[i], tot[i + 1]);
  }
}

// The main loop of one output tile (blockIdx.x in a grouped raster, batch
// blockIdx.z) over packed A (tile rows 64 * Consumers) and packed B (tile
// rows 128, i.e. B as [N][K]). `store(row, col, v0, v1)` receives each
// thread's result pairs (columns col, col + 1; rows below M, columns
// possibly past N: the functor tests them).
template <int Consumers, int Stages, class Store>
__device__ __forceinline__ void
htam_w3_gemm(const float *__restrict__ Ap, const float *__restrict__ Bp,
             int M, int KC, int tilesM, int tilesN, int groupM,
             long long strideA, long long strideB, Store store) {
  constexpr int BM = 64 * Consumers, BN = HTAM_W3_BN, BK = HTAM_W3_BK;
  constexpr unsigned A_BYTES = BM * BK * 8, B_BYTES = BN * BK * 8;
  constexpr unsigned STAGE_BYTES = A_BYTES + B_BYTES;
  extern __shared__ __align__(1024) unsigned char htam_w3_smem_raw[];
  const unsigned base = (htam_w3_smem(htam_w3_smem_raw) + 1023u) & ~1023u;
  const unsigned bars = base + Stages * STAGE_BYTES;
  // full[s] at bars + 8 s, empty[s] at bars + 8 (Stages + s)
  const int wg = threadIdx.x / 128;
  if (threadIdx.x == 0) {
    for (int s = 0; s < Stages; ++s) {
      htam_w3_mbar_init(bars + 8 * s, 1);
      htam_w3_mbar_init(bars + 8 * (Stages + s), 4 * Consumers);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  const int pid = blockIdx.x, inGroup = groupM * tilesN;
  const int firstM = (pid / inGroup) * groupM;
  const int sizeM = min(tilesM - firstM, groupM);
  const int mt = firstM + (pid % inGroup) % sizeM;
  const int nt = (pid % inGroup) / sizeM;
  if (wg == 0) {
    // Producer: one thread issues two bulk copies per stage.
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    if (threadIdx.x == 0) {
      const char *a = reinterpret_cast<const char *>(Ap + blockIdx.z * strideA) +
                      (long long)mt * KC * A_BYTES;
      const char *b = reinterpret_cast<const char *>(Bp + blockIdx.z * strideB) +
                      (long long)nt * KC * B_BYTES;
      for (int kc = 0; kc < KC; ++kc) {
        const int s = kc % Stages;
        const unsigned ph = (kc / Stages) & 1;
        htam_w3_mbar_wait(bars + 8 * (Stages + s), ph ^ 1);
        htam_w3_mbar_expect(bars + 8 * s, STAGE_BYTES);
        const unsigned dst = base + s * STAGE_BYTES;
        htam_w3_bulk_copy(dst, a + (long long)kc * A_BYTES, A_BYTES,
                          bars + 8 * s);
        htam_w3_bulk_copy(dst + A_BYTES, b + (long long)kc * B_BYTES, B_BYTES,
                          bars + 8 * s);
      }
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    htam_w3_consume<Consumers, Stages>(base, bars, wg - 1, M, KC, mt, nt,
                                        store);
  }
}
