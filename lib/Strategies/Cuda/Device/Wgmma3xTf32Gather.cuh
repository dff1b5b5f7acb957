// Wgmma3xTf32Gather.cuh - the 3xTF32 wgmma GEMM with A gathered in the kernel.
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The main loop of Wgmma3xTf32.cuh (included before this file) with the A
// operand read and split inside the kernel: nothing M x K sized is written,
// so a convolution's im2col matrix is never materialized. The producer warp
// group loads each TILE_M x 32 chunk of A through the emitted `loadA(row, k)`
// (the im2col address of a convolution, padding as guarded reads), splits
// each value into big = tf32(x) and small = tf32(x - big), and stores both
// into the swizzled image htam_w3_pack_store writes for the packed GEMM;
// B stays packed and arrives by one bulk copy per stage. A stage is full
// when the copy's bytes have landed and all 128 producer threads arrived
// (each after fence.proxy.async, so wgmma sees its stores). The consumer
// loop is htam_w3_consume, the packed GEMM's.
//
// The emitted functors: `rowA(gm)` is what a row of A contributes to its
// reads (computed once per row, outside the K loop), `loadA(R, e, gk)` the
// value at row R and K index gk, `e` the K entry of the per-K table (KWords
// ints per K index: each read's address and each padding bound's share of
// gk, so the inner loop has no div/mod over the filter sizes);
// `fillK(gk, e)` writes an entry, for every K index of the launch before
// the main loop, into shared memory behind the barriers (with KFastA the
// block's rows' shares follow it: BM values of rowA's type). KWords 0: no
// table (rowA(gm) is gm and loadA computes the whole address). Vec4: A's
// row is contiguous along K in aligned runs of 4, loadA returns the four
// values of gk .. gk + 3 as one float4 (one 16-byte load, one table entry
// per 4 K indices).
// Embedded by lib/Strategies/CMakeLists.txt (CudaDeviceSources.h); this
// leading comment block and the blank line after it are dropped.

// Threads walk rows (KFastA false: consecutive lanes read consecutive rows,
// coalesced for a convolution's output pixels; each thread keeps one row)
// or K (KFastA true: 8 lanes per row, for an A whose k is contiguous).
// Either way 8 lanes in a row or 8 rows of one 16-byte chunk cover all 32
// banks after the swizzle. `Producers` warp groups (1 or 2) take the K
// chunks in turn, so one's load latency overlaps the other's; with two,
// each holds half a chunk's values at a time (64 registers).
template <int Consumers, int Stages, bool KFastA, int Producers, int KWords,
          bool Vec4, class FillK, class RowA, class LoadA, class Store>
__device__ __forceinline__ void
htam_w3g_gemm(const float *__restrict__ Bp, int M, int KC, int tilesM,
              int tilesN, int groupM, long long strideB, FillK fillK,
              RowA rowA, LoadA loadA, Store store) {
  constexpr int BM = 64 * Consumers, BN = HTAM_W3_BN, BK = HTAM_W3_BK;
  constexpr unsigned A_BYTES = BM * BK * 8, B_BYTES = BN * BK * 8;
  constexpr unsigned STAGE_BYTES = A_BYTES + B_BYTES;
  static_assert(!Vec4 || KWords > 0, "the float4 gather reads the K table");
  // 16-byte groups of A (4 k values of one row) per producer thread, and
  // how many are loaded before they are stored.
  constexpr int PER = BM * (BK / 4) / 128;
  constexpr int BATCH = Producers == 2 && Consumers == 2 ? PER / 2 : PER;
  // K indices per table entry.
  constexpr int KSTEP = Vec4 ? 4 : 1;
  // Registers after setmaxnreg (0: unchanged): what the block starts with
  // (65536 / threads, rounded down to 8) moved from producers to consumers.
  constexpr int PRODUCER_REGS = Producers == 1 ? (Consumers == 2 ? 112 : 0)
                                               : (Consumers == 2 ? 64 : 112);
  constexpr int CONSUMER_REGS = Producers == 1 ? (Consumers == 2 ? 192 : 0)
                                               : (Consumers == 2 ? 192 : 232);
  extern __shared__ __align__(1024) unsigned char htam_w3_smem_raw[];
  const unsigned raw = htam_w3_smem(htam_w3_smem_raw);
  const unsigned base = (raw + 1023u) & ~1023u;
  const unsigned bars = base + Stages * STAGE_BYTES;
  // The K table behind the barriers (the launch's shared memory counts it).
  int *const tab =
      reinterpret_cast<int *>(htam_w3_smem_raw + (bars + 16 * Stages - raw));
  const int wg = threadIdx.x / 128;
  if (threadIdx.x == 0) {
    for (int s = 0; s < Stages; ++s) {
      // The bulk copy's arrive.expect_tx plus each producer warp.
      htam_w3_mbar_init(bars + 8 * s, 1 + 4);
      htam_w3_mbar_init(bars + 8 * (Stages + s), 4 * Consumers);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  const int pid = blockIdx.x, inGroup = groupM * tilesN;
  const int firstM = (pid / inGroup) * groupM;
  const int sizeM = min(tilesM - firstM, groupM);
  const int mt = firstM + (pid % inGroup) % sizeM;
  const int nt = (pid % inGroup) / sizeM;
  // With lanes along K a thread meets PER rows per chunk: their shares
  // come from a row table behind the K table (filled once, like it).
  using Row = decltype(rowA(0));
  Row *const rows = reinterpret_cast<Row *>(tab + KC * (BK / KSTEP) * KWords);
  if (KWords > 0) {
    for (int i = threadIdx.x; i < KC * (BK / KSTEP); i += blockDim.x)
      fillK(i * KSTEP, tab + i * KWords);
    if (KFastA)
      for (int r = threadIdx.x; r < BM; r += blockDim.x)
        rows[r] = rowA(mt * BM + r);
  }
  __syncthreads();
  if (wg < Producers) {
    // The gather holds BATCH x 4 values in flight (fewer registers spill).
    if (PRODUCER_REGS)
      asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" ::"n"(PRODUCER_REGS));
    const int t = threadIdx.x % 128;
    const char *b = reinterpret_cast<const char *>(Bp + blockIdx.z * strideB) +
                    (long long)nt * KC * B_BYTES;
    const int row0 = mt * BM;
    // Rows by lanes: the thread's one row (t % BM) is set up once.
    const Row fixedRow = rowA(row0 + t % BM);
    for (int kc = wg; kc < KC; kc += Producers) {
      const int s = kc % Stages;
      const unsigned ph = (kc / Stages) & 1;
      const unsigned st = base + s * STAGE_BYTES;
#pragma unroll
      for (int q0 = 0; q0 < PER; q0 += BATCH) {
        // Loads first: their latency overlaps the wait for a free stage.
        float v[BATCH][4];
#pragma unroll
        for (int q = 0; q < BATCH; ++q) {
          const int i = t + 128 * (q0 + q);
          const int r = KFastA ? i / 8 : i % BM, j = KFastA ? i % 8 : i / BM;
          const Row R = !KFastA ? fixedRow
                                : KWords > 0 ? rows[r] : rowA(row0 + r);
          const int gk = kc * BK + 4 * j;
          if constexpr (Vec4) {
            const float4 x = loadA(R, tab + (gk / 4) * KWords, gk);
            v[q][0] = x.x;
            v[q][1] = x.y;
            v[q][2] = x.z;
            v[q][3] = x.w;
          } else {
#pragma unroll
            for (int e = 0; e < 4; ++e)
              v[q][e] = loadA(R, tab + (gk + e) * KWords, gk + e);
          }
        }
        if (q0 == 0) {
          htam_w3_mbar_wait(bars + 8 * (Stages + s), ph ^ 1);
          if (t == 0) {
            htam_w3_mbar_expect(bars + 8 * s, B_BYTES);
            htam_w3_bulk_copy(st + A_BYTES, b + (long long)kc * B_BYTES,
                              B_BYTES, bars + 8 * s);
          }
        }
#pragma unroll
        for (int q = 0; q < BATCH; ++q) {
          const int i = t + 128 * (q0 + q);
          const int r = KFastA ? i / 8 : i % BM, j = KFastA ? i % 8 : i / BM;
          // Logical 16-byte chunk j of row r lives at chunk j ^ (r % 8).
          const unsigned big = st + r * 128 + ((j ^ (r % 8)) * 16);
          unsigned hb[4], hs[4];
#pragma unroll
          for (int e = 0; e < 4; ++e) {
            hb[e] = htam_w3_tf32(v[q][e]);
            hs[e] = htam_w3_tf32(v[q][e] - __uint_as_float(hb[e]));
          }
          asm volatile("st.shared.v4.b32 [%0], {%1, %2, %3, %4};" ::"r"(big),
                       "r"(hb[0]), "r"(hb[1]), "r"(hb[2]), "r"(hb[3])
                       : "memory");
          asm volatile("st.shared.v4.b32 [%0], {%1, %2, %3, %4};" ::"r"(
                           big + BM * 128),
                       "r"(hs[0]), "r"(hs[1]), "r"(hs[2]), "r"(hs[3])
                       : "memory");
        }
      }
      // Generic-proxy stores become visible to wgmma (the async proxy);
      // the warp's barrier orders its lanes' stores before lane 0 arrives.
      asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
      __syncwarp();
      if (t % 32 == 0)
        htam_w3_mbar_arrive(bars + 8 * s);
    }
  } else {
    if (CONSUMER_REGS)
      asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" ::"n"(CONSUMER_REGS));
    htam_w3_consume<Consumers, Stages>(base, bars, wg - Producers, M, KC, mt,
                                       nt, store);
  }
}
