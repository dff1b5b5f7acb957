//===- Gemm.cpp - tiled GEMM kernels --------------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The tiled GEMM with a fused epilogue: register-prefetch main loop, or
// the multi-stage cp.async pipeline (Device/CpAsync.cuh).
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

/// Element `r` of a thread's share of a GEMM tile copy: `e`, its position
/// in the tile, then the tile row `x` (mm or nn) and the k offset `kk`,
/// k fastest when `kFast`.
static void emitTileElement(Writer &w, int64_t r, int64_t threads,
                            const std::string &x, int64_t tile, int64_t bk,
                            bool kFast) {
  auto S = [](int64_t v) { return std::to_string(v); };
  w.line("const int e = threadIdx.x + " + S(r * threads) + ";");
  if (kFast)
    w.line("const int " + x + " = e / " + S(bk) + ", kk = e % " + S(bk) + ";");
  else
    w.line("const int " + x + " = e % " + S(tile) + ", kk = e / " + S(tile) +
           ";");
}

LogicalResult Plan::emitGemm(linalg::GenericOp op,
                             const linalg::ContractionDimensions &dims,
                             std::optional<ParamRef> dst, bool epilogue) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  AffineMap aMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap bMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  // Groups ordered by their position in the output (m, n, batch) or in A (k).
  auto order = [&](ArrayRef<unsigned> group, AffineMap map) {
    SmallVector<unsigned> g(group.begin(), group.end());
    llvm::sort(g, [&](unsigned x, unsigned y) {
      return *map.getResultPosition(getAffineDimExpr(x, op.getContext())) <
             *map.getResultPosition(getAffineDimExpr(y, op.getContext()));
    });
    return g;
  };
  // A convolution (implicit GEMM) has k dims inside the input's index
  // expressions: K is then linearized in loop order (the filter's order).
  bool plainK = llvm::all_of(dims.k, [&](unsigned d) {
    return aMap.getResultPosition(getAffineDimExpr(d, op.getContext()))
        .has_value();
  });
  bool conv = !aMap.isProjectedPermutation();
  if (!plainK && !conv)
    return fail("contraction with a k dimension missing from A");
  SmallVector<unsigned> mD = order(dims.m, outMap), nD = order(dims.n, outMap),
                        bD = order(dims.batch, outMap);
  SmallVector<unsigned> kD(dims.k.begin(), dims.k.end());
  if (plainK)
    kD = order(dims.k, aMap);
  else
    llvm::sort(kD);
  auto extent = [&](ArrayRef<unsigned> g) {
    int64_t e = 1;
    for (unsigned d : g)
      e *= ranges[d];
    return e;
  };
  int64_t M = extent(mD), N = extent(nD), K = extent(kD), B = extent(bD);
  if (B > 65535)
    return fail("batch count above 65535");
  int64_t tm = opts.tm, tn = opts.tn;
  const int64_t ty = 16, tx = 16;
  int64_t bm = ty * tm, bn = tx * tn,
          bk = opts.bk ? opts.bk : (tm >= 8 ? 8 : 16);
  int64_t threads = tx * ty;
  int64_t gm = ceilDiv(M, bm), gn = ceilDiv(N, bn);
  // Coalescing: which index of A/B is contiguous in memory.
  auto lastIs = [&](AffineMap map, ArrayRef<unsigned> g) {
    AffineExpr last = map.getResult(map.getNumResults() - 1);
    auto d = dyn_cast<AffineDimExpr>(last);
    return d && llvm::is_contained(g, d.getPosition());
  };
  bool aKFast = lastIs(aMap, kD), bNFast = lastIs(bMap, nD);
  // The multi-stage cp.async pipeline (sm_80+) copies the operands straight
  // from their buffers (task arguments or scratch) into shared memory.
  auto bufferOf = [&](Value v) -> std::optional<ParamRef> {
    if (auto ba = dyn_cast<BlockArgument>(v))
      if (ba.getOwner()->getParentOp() == func)
        return ParamRef{false, ba.getArgNumber()};
    auto it = materialized.find(v);
    if (it != materialized.end())
      return it->second;
    return std::nullopt;
  };
  Value aVal = op.getDpsInputs()[0], bVal = op.getDpsInputs()[1];
  std::optional<ParamRef> aBuf = bufferOf(aVal), bBuf = bufferOf(bVal);
  if (opts.wgmma) {
    // With A gathered in the kernel, A may be a convolution's input (its
    // im2col read) or a fused producer; B is packed from its buffer.
    if (conv && !opts.wgmmaGatherA)
      return fail("the wgmma GEMM takes plain contractions, not convolutions");
    if (opts.wgmmaGatherA && !bBuf)
      return fail("the wgmma GEMM packs B read from a buffer (not a fused "
                  "producer)");
    if (!opts.wgmmaGatherA && (!aBuf || !bBuf))
      return fail("the wgmma GEMM packs operands read from buffers (not "
                  "fused producers)");
    GemmTile tile{mD, nD, kD, M, N, K, 0, 0, 0, opts.stages, aKFast, bNFast};
    return emitGemmWgmma(op, tile, bD, B, aBuf, *bBuf, dst, epilogue);
  }
  int64_t stages = opts.stages;
  bool pipelined = stages >= 2;
  if (pipelined) {
    if (tm != 8 || tn != 8)
      return fail("the cp.async GEMM needs 8x8 micro-tiles");
    if (!aBuf || !bBuf)
      return fail("the cp.async GEMM needs operands read from buffers (not "
                  "fused producers)");
    bk = opts.bk ? opts.bk : 8;
    // Dynamic shared memory (the runtime opts in above 48 KiB); at most
    // 227 KiB per block on sm_90.
    if (stages * bk * (bm + bn + 8) * 4 > 227 * 1024)
      return fail("stages x bk tiles exceed 227 KiB of shared memory");
  }
  const std::string &T = idxType;
  Writer w(*this, entryName());
  auto S = [](int64_t v) { return std::to_string(v); };
  if (pipelined) {
    // A stored k-major (transposed) so micro-tile rows are float4 reads;
    // rows padded by 4 against bank conflicts of the transposing copies.
    w.line("extern __shared__ __align__(16) float htam_smem[];");
    w.line("float (*As)[" + S(bk) + "][" + S(bm + 4) +
           "] = reinterpret_cast<"
           "float (*)[" +
           S(bk) + "][" + S(bm + 4) + "]>(htam_smem);");
    w.line("float (*Bs)[" + S(bk) + "][" + S(bn + 4) +
           "] = reinterpret_cast<"
           "float (*)[" +
           S(bk) + "][" + S(bn + 4) + "]>(htam_smem + " +
           S(stages * bk * (bm + 4)) + ");");
  } else {
    w.line("__shared__ __align__(16) float As[" + S(bk) + "][" + S(bm + 4) +
           "];");
    w.line("__shared__ __align__(16) float Bs[" + S(bk) + "][" + S(bn) + "];");
  }
  w.line("const int tx = threadIdx.x % " + S(tx) + ", ty = threadIdx.x / " +
         S(tx) + ";");
  w.line("const " + T + " pid = blockIdx.x;");
  if (opts.groupM > 1) {
    int64_t g = opts.groupM;
    w.line("const " + T + " inGroup = " + S(g * gn) + ";");
    w.line("const " + T + " firstM = (pid / inGroup) * " + S(g) + ";");
    w.line("const " + T + " sizeM = min((" + T + ")" + S(gm) + " - firstM, (" +
           T + ")" + S(g) + ");");
    w.line("const " + T + " mt = firstM + (pid % inGroup) % sizeM;");
    w.line("const " + T + " nt = (pid % inGroup) / sizeM;");
  } else {
    w.line("const " + T + " mt = pid / " + S(gn) + ", nt = pid % " + S(gn) +
           ";");
  }
  w.line("const " + T + " m0 = mt * " + S(bm) + ", n0 = nt * " + S(bn) + ";");
  w.line("const " + T + " bz = blockIdx.y;");
  w.line("float acc[" + S(tm) + "][" + S(tn) + "];");
  w.line("#pragma unroll");
  w.line("for (int i = 0; i < " + S(tm) + "; ++i)");
  w.line("  #pragma unroll");
  w.line("  for (int j = 0; j < " + S(tn) + "; ++j) acc[i][j] = 0.0f;");
  Strs loops(op.getNumLoops(), "0");
  auto assign = [&](ArrayRef<unsigned> g, StringRef lin, StringRef prefix) {
    SmallVector<int64_t> sz;
    for (unsigned d : g)
      sz.push_back(ranges[d]);
    if (g.size() == 1) {
      loops[g[0]] = lin.str();
      return;
    }
    Strs parts = w.delinearize(lin, sz, prefix);
    for (auto [i, d] : llvm::enumerate(g))
      loops[d] = parts[i];
  };
  if (!bD.empty())
    assign(bD, "bz", "b");
  if (pipelined) {
    GemmTile tile{mD, nD, kD, M, N, K, bm, bn, bk, stages, aKFast, bNFast};
    if (failed(emitGemmPipelineLoop(w, op, tile, *aBuf, *bBuf, loops, assign)))
      return failure();
  } else {
    // Software pipelining through registers: the next tiles' global loads are
    // in flight while the current tiles are multiplied from shared memory.
    int64_t aPer = bm * bk / threads, bPer = bn * bk / threads;
    w.line("float pa[" + S(aPer) + "], pb[" + S(bPer) + "];");
    // One operand's tile copy through registers: `x` names its row index
    // (mm or nn) in the code; `kFast` when k is the fastest-varying index
    // of an element's position in the tile.
    struct TileOperand {
      const char *regs, *smem, *x, *origin, *prefix;
      int64_t per, tile, limit;
      bool kFast;
      ArrayRef<unsigned> dims;
      AffineMap map;
      Value value;
    };
    TileOperand operands[] = {{"pa", "As", "mm", "m0", "l_m", aPer, bm, M,
                               aKFast, mD, aMap, op.getDpsInputs()[0]},
                              {"pb", "Bs", "nn", "n0", "l_n", bPer, bn, N,
                               !bNFast, nD, bMap, op.getDpsInputs()[1]}};
    auto emitLoads = [&](const std::string &kb) -> LogicalResult {
      for (const TileOperand &t : operands) {
        std::string x = t.x;
        for (int64_t r = 0; r < t.per; ++r) {
          w.open("");
          emitTileElement(w, r, threads, x, t.tile, bk, t.kFast);
          w.line(std::string(t.regs) + "[" + S(r) + "] = 0.0f;");
          w.open("if (" + std::string(t.origin) + " + " + x + " < " +
                 S(t.limit) + " && " + kb + " + kk < " + S(K) + ")");
          assign(t.dims, "(" + std::string(t.origin) + " + " + x + ")",
                 t.prefix);
          assign(kD, "(" + kb + " + kk)", "l_k");
          FailureOr<std::string> v = w.readAt(t.value, t.map, loops);
          if (failed(v))
            return failure();
          w.line(std::string(t.regs) + "[" + S(r) + "] = " + *v + ";");
          w.close();
          w.close();
        }
      }
      return success();
    };
    auto emitStores = [&]() {
      for (const TileOperand &t : operands)
        for (int64_t r = 0; r < t.per; ++r) {
          w.open("");
          w.line("const int e = threadIdx.x + " + S(r * threads) + ";");
          if (t.kFast)
            w.line(std::string(t.smem) + "[e % " + S(bk) + "][e / " + S(bk) +
                   "] = " + t.regs + "[" + S(r) + "];");
          else
            w.line(std::string(t.smem) + "[e / " + S(t.tile) + "][e % " +
                   S(t.tile) + "] = " + t.regs + "[" + S(r) + "];");
          w.close();
        }
    };
    if (failed(emitLoads("0")))
      return failure();
    emitStores();
    w.line("__syncthreads();");
    w.open("for (" + T + " k0 = 0; k0 < " + S(K) + "; k0 += " + S(bk) + ")");
    w.line("const bool more = k0 + " + S(bk) + " < " + S(K) + ";");
    w.open("if (more)");
    if (failed(emitLoads("(k0 + " + S(bk) + ")")))
      return failure();
    w.close();
    w.line("#pragma unroll");
    w.open("for (int kk = 0; kk < " + S(bk) + "; ++kk)");
    w.line("float ra[" + S(tm) + "], rb[" + S(tn) + "];");
    w.line("#pragma unroll");
    w.line("for (int i = 0; i < " + S(tm) + "; ++i) ra[i] = As[kk][ty + i * " +
           S(ty) + "];");
    w.line("#pragma unroll");
    w.line("for (int j = 0; j < " + S(tn) + "; ++j) rb[j] = Bs[kk][tx + j * " +
           S(tx) + "];");
    w.line("#pragma unroll");
    w.line("for (int i = 0; i < " + S(tm) + "; ++i)");
    w.line("  #pragma unroll");
    w.line("  for (int j = 0; j < " + S(tn) +
           "; ++j) acc[i][j] += ra[i] * rb[j];");
    w.close();
    w.line("__syncthreads();");
    w.open("if (more)");
    emitStores();
    w.close();
    w.line("__syncthreads();");
    w.close();
  }
  // Epilogue.
  w.line("#pragma unroll");
  w.open("for (int i = 0; i < " + S(tm) + "; ++i)");
  w.line("#pragma unroll");
  w.open("for (int j = 0; j < " + S(tn) + "; ++j)");
  if (pipelined)
    // Two 4x4 quadrants per thread (float4 shared-memory reads).
    w.line("const " + T + " gm = m0 + ty * 4 + (i & 3) + (i >> 2) * " +
           S(bm / 2) + ", gn = n0 + tx * 4 + (j & 3) + (j >> 2) * " +
           S(bn / 2) + ";");
  else
    w.line("const " + T + " gm = m0 + ty + i * " + S(ty) +
           ", gn = n0 + tx + j * " + S(tx) + ";");
  w.open("if (gm < " + S(M) + " && gn < " + S(N) + ")");
  assign(mD, "gm", "l_m");
  assign(nD, "gn", "l_n");
  if (failed(emitContractionStore(w, op, loops, kD, dst, epilogue,
                                  "acc[i][j]")))
    return failure();
  w.close();
  w.close();
  w.close();
  // Two blocks per SM for the pipelined GEMM (<= 128 registers).
  addKernel(w, {unsigned(gm * gn), unsigned(B), 1}, unsigned(threads),
            pipelined ? unsigned(stages * bk * (bm + bn + 8) * 4) : 0,
            pipelined ? 2 : 0);
  stats.numContractions++;
  if (conv)
    stats.numConvGemms++;
  notes.push_back(std::string(conv ? "implicit-GEMM convolution " : "") +
                  "tiled GEMM " + S(bm) + "x" + S(bn) + "x" + S(bk) +
                  ", micro-tile " + S(tm) + "x" + S(tn) +
                  (pipelined ? ", cp.async " + S(stages) + " stages" : "") +
                  (opts.groupM > 1 ? ", swizzle " + S(opts.groupM) : "") +
                  (epilogue ? ", fused epilogue" : ""));
  return success();
}

/// Stores the contraction's value `acc` (plus its init unless that is zero)
/// at the output index of `loops` (the k dims set to 0 here): into `dst`, or,
/// with `epilogue`, every result of the task read at that index with the
/// contraction there replaced by the value.
LogicalResult Plan::emitContractionStore(Writer &w, linalg::GenericOp op,
                                         Strs &loops, ArrayRef<unsigned> kDims,
                                         std::optional<ParamRef> dst,
                                         bool epilogue,
                                         const std::string &acc) {
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  auto resType = cast<ShapedType>(op->getResult(0).getType());
  for (unsigned d : kDims)
    loops[d] = "0";
  FailureOr<Strs> cIdx = w.applyMap(outMap, loops);
  if (failed(cIdx))
    return failure();
  FailureOr<std::string> init = w.read(op.getDpsInits()[0], *cIdx);
  if (failed(init))
    return failure();
  std::string c = *init == "0.0f" ? acc : "(" + *init + " + " + acc + ")";
  if (!epilogue) {
    std::string o = w.useParam(*dst);
    w.line(o + "[" + w.linearize(*cIdx, resType.getShape()) + "] = " + c + ";");
  } else {
    Value cv = op->getResult(0);
    Strs want = *cIdx;
    w.override = [cv, want,
                  c](Value v,
                     ArrayRef<std::string> idx) -> std::optional<std::string> {
      if (v == cv && ArrayRef<std::string>(want) == idx)
        return c;
      return std::nullopt;
    };
    w.reduceHook = [this](linalg::GenericOp, Value,
                          ArrayRef<std::string>) -> FailureOr<std::string> {
      return fail("the epilogue reads the contraction at another index or "
                  "another reduction");
    };
    auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
    for (auto [r, rv] : llvm::enumerate(ret.getOperands())) {
      auto rt = cast<ShapedType>(rv.getType());
      if (rt.getShape() != resType.getShape())
        return fail("a result whose shape differs from the contraction");
      FailureOr<std::string> s = w.read(rv, *cIdx);
      if (failed(s))
        return failure();
      std::string o = w.useParam(ParamRef{false, numArgs + unsigned(r)});
      w.line(o + "[" + w.linearize(*cIdx, rt.getShape()) + "] = " + *s + ";");
    }
  }
  return success();
}

/// The main loop of the multi-stage cp.async GEMM: `stages` shared-memory
/// buffers of the A (k-major) and B tiles filled by 4-byte cp.async copies
/// (any operand layout: the copies transpose, zero-fill out of range), a
/// prologue of stages - 1 tiles, then per k tile: wait for the oldest group,
/// one barrier (which also frees the stage consumed last iteration), issue
/// the copies of the tile stages - 1 ahead into that stage, and multiply the
/// current stage with float4 shared-memory reads into 8x8 register tiles.
LogicalResult Plan::emitGemmPipelineLoop(
    Writer &w, linalg::GenericOp op, const GemmTile &tile, ParamRef aBuf,
    ParamRef bBuf, Strs &loops,
    llvm::function_ref<void(ArrayRef<unsigned>, StringRef, StringRef)> assign) {
  const int64_t bm = tile.bm, bn = tile.bn, bk = tile.bk, K = tile.K;
  const int64_t stages = tile.stages;
  if (extraPrelude.find("htam_cp_async4") == std::string::npos)
    extraPrelude += kCudaCpAsyncSource;
  auto S = [](int64_t v) { return std::to_string(v); };
  AffineMap aMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap bMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  ArrayRef<int64_t> aShape =
      cast<ShapedType>(op.getDpsInputs()[0].getType()).getShape();
  ArrayRef<int64_t> bShape =
      cast<ShapedType>(op.getDpsInputs()[1].getType()).getShape();
  std::string pa = w.useParam(aBuf), pb = w.useParam(bBuf);
  const int64_t threads = 256;
  int64_t aPer = bm * bk / threads, bPer = bn * bk / threads;
  int64_t numK = ceilDiv(K, bk);
  // One operand's asynchronous tile copy: `x` names its row index (mm or
  // nn); `kFast` when k is the fastest-varying index of an element's
  // position in the tile.
  struct AsyncOperand {
    const char *smem, *x, *origin, *prefix;
    std::string ptr;
    int64_t per, tile, limit;
    bool kFast;
    ArrayRef<unsigned> dims;
    AffineMap map;
    ArrayRef<int64_t> shape;
  };
  AsyncOperand operands[] = {{"As", "mm", "m0", "l_m", pa, aPer, bm, tile.M,
                              tile.aKFast, tile.mDims, aMap, aShape},
                             {"Bs", "nn", "n0", "l_n", pb, bPer, bn, tile.N,
                              !tile.bNFast, tile.nDims, bMap, bShape}};
  auto copies = [&](const std::string &kb,
                    const std::string &st) -> LogicalResult {
    for (const AsyncOperand &t : operands) {
      std::string x = t.x, origin = t.origin;
      for (int64_t r = 0; r < t.per; ++r) {
        w.open("");
        emitTileElement(w, r, threads, x, t.tile, bk, t.kFast);
        w.line("const bool in = " + origin + " + " + x + " < " + S(t.limit) +
               " && " + kb + " + kk < " + S(K) + ";");
        assign(t.dims, "(" + origin + " + " + x + ")", t.prefix);
        assign(tile.kDims, "(" + kb + " + kk)", "l_k");
        FailureOr<Strs> idx = w.applyMap(t.map, loops);
        if (failed(idx))
          return failure();
        w.line("htam_cp_async4(&" + std::string(t.smem) + "[" + st + "][kk][" +
               x + "], " + t.ptr + " + (in ? " + w.linearize(*idx, t.shape) +
               " : 0), in);");
        w.close();
      }
    }
    return success();
  };
  // Prologue: the first stages - 1 tiles in flight, one group each (empty
  // groups keep the wait counts uniform when K has fewer tiles).
  for (int64_t st = 0; st + 1 < stages; ++st) {
    if (st < numK && failed(copies(S(st * bk), S(st))))
      return failure();
    w.line("htam_cp_async_commit();");
  }
  w.open("for (int kt = 0; kt < " + S(numK) + "; ++kt)");
  w.line("htam_cp_async_wait<" + S(stages - 2) + ">();");
  w.line("__syncthreads();");
  w.line("const int nk = kt + " + S(stages - 1) + ";");
  w.open("if (nk < " + S(numK) + ")");
  if (failed(copies("nk * " + S(bk), "nk % " + S(stages))))
    return failure();
  w.close();
  w.line("htam_cp_async_commit();");
  w.line("const int st = kt % " + S(stages) + ";");
  w.line("#pragma unroll");
  w.open("for (int kk = 0; kk < " + S(bk) + "; ++kk)");
  w.line("const float4 a0 = *reinterpret_cast<const float4 *>(&As[st][kk][ty "
         "* 4]);");
  w.line("const float4 a1 = *reinterpret_cast<const float4 *>(&As[st][kk][ty "
         "* 4 + " +
         S(bm / 2) + "]);");
  w.line("const float4 b0 = *reinterpret_cast<const float4 *>(&Bs[st][kk][tx "
         "* 4]);");
  w.line("const float4 b1 = *reinterpret_cast<const float4 *>(&Bs[st][kk][tx "
         "* 4 + " +
         S(bn / 2) + "]);");
  w.line("const float ra[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, "
         "a1.w};");
  w.line("const float rb[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, "
         "b1.w};");
  w.line("#pragma unroll");
  w.line("for (int i = 0; i < 8; ++i)");
  w.line("  #pragma unroll");
  w.line("  for (int j = 0; j < 8; ++j) acc[i][j] += ra[i] * rb[j];");
  w.close();
  w.close();
  w.line("htam_cp_async_wait<0>();");
  return success();
}

} // namespace cuda_emitter
