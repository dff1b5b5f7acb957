//===- GemmWgmma.cpp - the 3xTF32 wgmma GEMM (sm_90a) ---------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// tpl_gemm_wgmma_3xtf32: two pack kernels write A and B once into scratch as
// big/small TF32 halves in the swizzled shared-memory image of the main loop
// (Device/Wgmma3xTf32.cuh), transposing and zero-padding on the way, so the
// main kernel serves every operand layout with one code path; the main
// kernel runs the bulk-copy / mbarrier / wgmma pipeline and the fused
// epilogue (the same reads as the tiled GEMM's, per result pair).
// With opts.wgmmaGatherA (tpl_gemm_wgmma_3xtf32_gather) only B is packed:
// the main kernel's producer reads A through a load functor (a
// convolution's im2col address from the input's map, padding as guarded
// reads) and splits it on the way into shared memory
// (Device/Wgmma3xTf32Gather.cuh), so nothing M x K sized is written. With
// opts.wgmmaKTable the K share of each address and padding bound of that
// read comes from a per-K table in shared memory (GatherTable.h) and, where
// A's rows are contiguous along K in aligned runs of 4, as float4 loads.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"
#include "GatherTable.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

namespace {

/// K elements per packed chunk (one 128-byte swizzled row) and the main
/// loop's N tile; fixed by the device code.
constexpr int64_t kChunk = 32, kTileN = 128;

/// Ends a functor opened by Writer::open: its closing brace needs the
/// semicolon of the `auto f = [&](...) {...};` declaration.
void closeFunctor(Writer &w) {
  --w.indent;
  w.line("};");
  w.frames.pop_back();
}

/// Ends the scalar htam_load_a: A's element `x` assigned in the guard
/// (`if (in bounds)`, opened by the caller), then returned.
void closeScalarLoadA(Writer &w, StringRef x) {
  w.line("htam_a = " + x + ";");
  w.close();
  w.line("return htam_a;");
  closeFunctor(w);
}

/// Loop values for a group of dims from one linear index `lin`.
void assignGroup(Writer &w, Strs &loops, ArrayRef<unsigned> group,
                 ArrayRef<int64_t> ranges, StringRef lin, StringRef prefix) {
  if (group.size() == 1) {
    loops[group[0]] = lin.str();
    return;
  }
  SmallVector<int64_t> sizes;
  for (unsigned d : group)
    sizes.push_back(ranges[d]);
  Strs parts = w.delinearize(lin, sizes, prefix);
  for (auto [i, d] : llvm::enumerate(group))
    loops[d] = parts[i];
}

/// The part of `f` over `dims` (and its constant) as C over `loops`.
std::string formText(const LinearForm &f, ArrayRef<unsigned> dims,
                     bool withConstant, ArrayRef<std::string> loops) {
  std::string e;
  for (unsigned d : dims) {
    if (!f.coeff[d])
      continue;
    std::string term = paren(loops[d]);
    if (f.coeff[d] != 1)
      term += " * " + std::to_string(f.coeff[d]);
    e += (e.empty() ? "" : " + ") + term;
  }
  if (withConstant && f.constant)
    e += e.empty() ? std::to_string(f.constant)
                   : (f.constant < 0 ? " - " + std::to_string(-f.constant)
                                     : " + " + std::to_string(f.constant));
  return e.empty() ? "0" : e;
}

/// The largest magnitude of the part of `f` over `dims` for loops in
/// `ranges`.
int64_t formBound(const LinearForm &f, ArrayRef<unsigned> dims,
                  bool withConstant, ArrayRef<int64_t> ranges) {
  int64_t b = withConstant ? std::abs(f.constant) : 0;
  for (unsigned d : dims)
    b += std::abs(f.coeff[d]) * (ranges[d] - 1);
  return b;
}

/// Emits the table path's functors of the gathered A (before the main
/// kernel's call): `htam_fill_k(gk, e)` writes the K share of each word of
/// `t` for K index gk, `htam_row_a(gm)` the row share (the M and batch
/// loops, the constant) and whether gm is a row, `htam_load_a(r, e, gk)`
/// the value: the read chain as Writer::read emits it, with every buffer
/// address and padding bound replaced by row share + K share (vec4: the
/// float4 of gk .. gk + 3 of the one direct read).
LogicalResult emitGatherTable(Plan &plan, Writer &w, linalg::GenericOp op,
                              const GemmTile &tile, const GatherTable &t,
                              bool vec4, ArrayRef<unsigned> rowDims,
                              ArrayRef<int64_t> ranges, Strs &loops) {
  auto S = [](int64_t v) { return std::to_string(v); };
  const unsigned words = t.words();
  w.line("struct htam_a_row {");
  w.line("  int w[" + S(words) + "];");
  w.line("  bool ok;");
  w.line("};");
  w.open("auto htam_fill_k = [&](const int gk, int *__restrict__ htam_e)");
  assignGroup(w, loops, tile.kDims, ranges, "gk", "l_k");
  for (unsigned i = 0; i < words; ++i)
    w.line("htam_e[" + S(i) + "] = " +
           formText(t.form(i), tile.kDims, false, loops) + ";");
  closeFunctor(w);
  w.open("auto htam_row_a = [&](const int gm) -> htam_a_row");
  w.line("htam_a_row htam_r;");
  w.line("htam_r.ok = gm < " + S(tile.M) + ";");
  assignGroup(w, loops, tile.mDims, ranges, "gm", "l_m");
  for (unsigned i = 0; i < words; ++i)
    w.line("htam_r.w[" + S(i) + "] = " +
           formText(t.form(i), rowDims, true, loops) + ";");
  w.line("return htam_r;");
  closeFunctor(w);
  auto word = [&](unsigned i) {
    return "(htam_r.w[" + S(i) + "] + htam_e[" + S(i) + "])";
  };
  auto paramOf = [&](Value v) {
    if (auto ba = dyn_cast<BlockArgument>(v))
      return ParamRef{false, ba.getArgNumber()};
    return plan.materialized.find(v)->second;
  };
  auto inside = [&](Value pad) {
    Strs conds;
    for (unsigned b : t.boundsOf.find(pad)->second)
      conds.push_back("(unsigned)" + word(t.reads.size() + b) + " < " +
                      S(t.bounds[b].size) + "u");
    return join(conds, " && ");
  };
  const std::string tail = tile.K % kChunk ? " && gk < " + S(tile.K) : "";
  w.open(std::string("auto htam_load_a = [&](const htam_a_row &htam_r, "
                     "const int *__restrict__ htam_e, const int gk) -> ") +
         (vec4 ? "float4" : "float"));
  if (vec4) {
    // One read, perhaps padded (no bound on the innermost K dim).
    w.line("float4 htam_a = make_float4(0.0f, 0.0f, 0.0f, 0.0f);");
    w.open("if (htam_r.ok" + tail + ")");
    std::string load = "htam_a = __ldg(reinterpret_cast<const float4 *>(" +
                       w.useParam(paramOf(t.reads[0].value)) + " + " +
                       word(0) + "));";
    if (t.boundsOf.empty()) {
      w.line(load);
    } else {
      Value pad = t.boundsOf.begin()->first;
      FailureOr<std::string> pv = w.scalar(
          cast<tensor::PadOp>(pad.getDefiningOp()).getConstantPaddingValue());
      if (failed(pv))
        return failure();
      w.line("htam_a = make_float4(" + *pv + ", " + *pv + ", " + *pv + ", " +
             *pv + ");");
      w.open("if (" + inside(pad) + ")");
      w.line(load);
      w.close();
    }
    w.close();
  } else {
    w.line("float htam_a = 0.0f;");
    w.open("if (htam_r.ok" + tail + ")");
    // Reads and pads of the chain come from the table; the rest of the
    // chain (elementwise payloads) is Writer::read's. Index strings are
    // then only memoization keys.
    bool failedInside = false;
    w.override = [&](Value v,
                     ArrayRef<std::string> idx) -> std::optional<std::string> {
      if (auto r = t.readOf.find(v); r != t.readOf.end()) {
        std::string key = "htam_gather_read:" + S(r->second);
        if (const std::string *hit = w.lookup(key))
          return *hit;
        bool plain = plan.materialized.count(v) > 0;
        std::string p = w.useParam(paramOf(v));
        std::string at = p + " + " + word(r->second);
        std::string x =
            w.decl("float", plain ? "*(" + at + ")" : "__ldg(" + at + ")");
        w.remember(key, x);
        return x;
      }
      if (!t.boundsOf.count(v))
        return std::nullopt;
      auto pad = cast<tensor::PadOp>(v.getDefiningOp());
      FailureOr<std::string> pv = w.scalar(pad.getConstantPaddingValue());
      if (failed(pv)) {
        failedInside = true;
        return std::string("0.0f");
      }
      std::string n = w.fresh("v");
      w.line("float " + n + " = " + *pv + ";");
      w.open("if (" + inside(v) + ")");
      FailureOr<std::string> in = w.read(pad.getSource(), idx);
      if (failed(in))
        failedInside = true;
      else
        w.line(n + " = " + *in + ";");
      w.close();
      return n;
    };
    AffineMap aMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
    FailureOr<std::string> x = w.readAt(op.getDpsInputs()[0], aMap, loops);
    w.override = nullptr;
    if (failed(x) || failedInside)
      return failure();
    closeScalarLoadA(w, *x);
    return success();
  }
  w.line("return htam_a;");
  closeFunctor(w);
  return success();
}

} // namespace

LogicalResult Plan::emitGemmWgmma(linalg::GenericOp op, const GemmTile &tile,
                                  ArrayRef<unsigned> batchDims, int64_t batch,
                                  std::optional<ParamRef> aBuf, ParamRef bBuf,
                                  std::optional<ParamRef> dst, bool epilogue) {
  const int64_t consumers = opts.wgmmaConsumers, stages = opts.stages;
  const bool gather = opts.wgmmaGatherA;
  const int64_t producers = gather ? opts.wgmmaProducers : 1;
  const int64_t tileM = 64 * consumers;
  auto S = [](int64_t v) { return std::to_string(v); };
  if ((consumers != 1 && consumers != 2) || stages < 2 || stages > 4)
    return fail("the wgmma GEMM takes 1 or 2 consumer warp groups and 2 to "
                "4 stages");
  const int64_t M = tile.M, N = tile.N, K = tile.K;
  const int64_t kc = ceilDiv(K, kChunk);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  AffineMap aMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  // The per-K table of A's gathered read, decided before the shared-memory
  // check, which counts it: every address and padding bound of the read is
  // a row share (the M and batch loops) plus a K share (the K loops).
  std::optional<GatherTable> table;
  bool vec4 = false;
  std::string noTable, noVec;
  SmallVector<unsigned> rowDims(tile.mDims.begin(), tile.mDims.end());
  rowDims.append(batchDims.begin(), batchDims.end());
  if (gather && opts.wgmmaKTable) {
    auto isBuffer = [&](Value v) { return materialized.count(v) > 0; };
    if (!libraryEpilogues.empty())
      noTable = "a library epilogue in the task";
    else
      table = planGatherTable(op.getDpsInputs()[0], aMap.getResults(),
                              op.getNumLoops(), isBuffer, noTable);
    for (unsigned i = 0; table && i < table->words(); ++i) {
      const LinearForm &f = table->form(i);
      for (unsigned d : tile.nDims)
        if (f.coeff[d])
          noTable = "A's read depends on an N loop";
      if (formBound(f, rowDims, true, ranges) > INT32_MAX / 2 ||
          formBound(f, tile.kDims, false, ranges) > INT32_MAX / 2)
        noTable = "addresses beyond 2^30";
      if (!noTable.empty())
        table.reset();
    }
    if (table) {
      // The innermost K loop that moves (loops of extent 1 are always 0).
      unsigned kIn = tile.kDims.back();
      for (unsigned d : tile.kDims)
        if (ranges[d] > 1)
          kIn = d;
      vec4 = gatherVec4(*table, kIn, ranges[kIn], noVec);
      if (vec4 && !isa<BlockArgument>(table->reads[0].value)) {
        vec4 = false;
        noVec = "A is a scratch buffer";
      }
    }
  }
  const int64_t kWords = table ? table->words() : 0;
  // The K table, and with lanes along K the block's rows' shares (the
  // device's htam_a_row: the words and a flag).
  const int64_t tableBytes =
      kWords * kc * (vec4 ? kChunk / 4 : kChunk) * 4 +
      (kWords && tile.aKFast ? tileM * (kWords + 1) * 4 : 0);
  const int64_t smem =
      stages * (tileM + kTileN) * kChunk * 8 + 1024 + 16 * stages + tableBytes;
  if (smem > 227 * 1024)
    return fail(tableBytes
                    ? "stages x tiles and the K table (" + S(tableBytes) +
                          " bytes) exceed 227 KiB of shared memory"
                    : std::string("stages x tiles exceed 227 KiB of shared "
                                  "memory"));
  const int64_t mp = ceilDiv(M, tileM) * tileM, np = ceilDiv(N, kTileN) * kTileN;
  // The pack kernels' grids: (kc, rows / 32) per operand packed.
  if (gather ? np / 32 > 65535 || kc > 65535
             : mp / 32 > 65535 || np / 32 > 65535 || kc > 65535)
    return fail(gather ? "the wgmma GEMM packs B of at most 2^21 rows and "
                         "2^21 k"
                       : "the wgmma GEMM packs at most 2^21 rows and 2^21 k");
  assert((gather || aBuf) && "a packed A needs its buffer");
  if (M > INT32_MAX || N > INT32_MAX)
    return fail("the wgmma GEMM needs M and N below 2^31");
  if (extraPrelude.find("htam_w3_gemm") == std::string::npos)
    extraPrelude += kCudaWgmma3xTf32Source;
  if (gather && extraPrelude.find("htam_w3g_gemm") == std::string::npos)
    extraPrelude += kCudaWgmma3xTf32GatherSource;
  const std::string &T = idxType;

  // Pack kernels: scratch [batch][rows / TR][kc][big, small][TR][32].
  struct Operand {
    ParamRef buf;
    unsigned operand;
    Value value;
    ArrayRef<unsigned> rows;
    int64_t extent, padded, tileRows;
    bool kFast;
    unsigned scratchIndex;
  };
  auto packOperand = [&](Operand &x) -> LogicalResult {
    x.scratchIndex = scratch.size();
    scratch.push_back(batch * x.padded * kc * kChunk * 2 * 4);
    AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(x.operand));
    ArrayRef<int64_t> shape = cast<ShapedType>(x.value.getType()).getShape();
    Writer w(*this, entryName());
    std::string src = w.useParam(x.buf);
    std::string out = w.useParam(ParamRef{true, x.scratchIndex});
    w.line("__shared__ float htam_t[32][33];");
    w.line("const int lane = threadIdx.x % 32, wp = threadIdx.x / 32;");
    w.line("const " + T + " r0 = (" + T + ")blockIdx.y * 32, k0 = (" + T +
           ")blockIdx.x * 32;");
    w.line("const " + T + " bz = blockIdx.z;");
    Strs loops(op.getNumLoops(), "0");
    if (!batchDims.empty())
      assignGroup(w, loops, batchDims, ranges, "bz", "b");
    w.line("#pragma unroll");
    w.open("for (int i = 0; i < 4; ++i)");
    // Threads walk the contiguous index of the operand (coalesced reads).
    w.line(x.kFast ? "const " + T + " rr = r0 + wp + 8 * i, kk = k0 + lane;"
                   : "const " + T + " rr = r0 + lane, kk = k0 + wp + 8 * i;");
    w.line("float x = 0.0f;");
    w.open("if (rr < " + S(x.extent) + " && kk < " + S(K) + ")");
    assignGroup(w, loops, x.rows, ranges, "rr", "l_r");
    assignGroup(w, loops, tile.kDims, ranges, "kk", "l_k");
    FailureOr<Strs> idx = w.applyMap(map, loops);
    if (failed(idx))
      return failure();
    w.line("x = " + src + "[" + w.linearize(*idx, shape) + "];");
    w.close();
    w.line(x.kFast ? "htam_t[wp + 8 * i][lane] = x;"
                   : "htam_t[lane][wp + 8 * i] = x;");
    w.close();
    w.line("__syncthreads();");
    w.line("htam_w3_pack_store(htam_t, r0, blockIdx.x, " + S(x.tileRows) +
           ", " + S(kc) + ", " + out + " + bz * " +
           S(x.padded * kc * kChunk * 2) + "LL);");
    addKernel(w, {unsigned(kc), unsigned(x.padded / 32), unsigned(batch)}, 256);
    return success();
  };
  Operand a{aBuf.value_or(ParamRef{}), 0, op.getDpsInputs()[0], tile.mDims,
            M, mp, tileM, tile.aKFast, 0};
  Operand b{bBuf, 1, op.getDpsInputs()[1], tile.nDims, N, np, kTileN,
            !tile.bNFast, 0};
  if ((!gather && failed(packOperand(a))) || failed(packOperand(b)))
    return failure();

  // The main kernel: the device loop calls `htam_store` with result pairs.
  Writer w(*this, entryName());
  std::string pa =
      gather ? std::string() : w.useParam(ParamRef{true, a.scratchIndex});
  std::string pb = w.useParam(ParamRef{true, b.scratchIndex});
  w.line("const " + T + " bz = blockIdx.z;");
  Strs loops(op.getNumLoops(), "0");
  if (!batchDims.empty())
    assignGroup(w, loops, batchDims, ranges, "bz", "b");
  const bool conv = !aMap.isProjectedPermutation();
  if (gather && table) {
    if (failed(emitGatherTable(*this, w, op, tile, *table, vec4, rowDims,
                               ranges, loops)))
      return failure();
  } else if (gather) {
    // No table: the row is gm and loadA computes the whole address.
    w.line("auto htam_fill_k = [](const int, int *) {};");
    w.line("auto htam_row_a = [](const int gm) { return gm; };");
    // A's element (gm, gk), zero outside M x K; read() puts a fused
    // producer's guards (a tensor.pad's bounds, say) into the read.
    w.open("auto htam_load_a = [&](const " + T + " gm, const int *, const " +
           T + " gk) -> float");
    w.line("float htam_a = 0.0f;");
    w.open("if (gm < " + S(M) + " && gk < " + S(K) + ")");
    assignGroup(w, loops, tile.mDims, ranges, "gm", "l_m");
    assignGroup(w, loops, tile.kDims, ranges, "gk", "l_k");
    FailureOr<std::string> x = w.readAt(op.getDpsInputs()[0], aMap, loops);
    if (failed(x))
      return failure();
    closeScalarLoadA(w, *x);
  }
  // Parameter names outside the Writer's (v<N>, l_<x><N>) namespace.
  w.open("auto htam_store = [&](const " + T + " gm, const " + T +
         " gn0, const float htam_c0, const float htam_c1)");
  w.line("#pragma unroll");
  w.open("for (int j = 0; j < 2; ++j)");
  w.line("const " + T + " gn = gn0 + j;");
  w.line("const float acc = j ? htam_c1 : htam_c0;");
  w.open("if (gn < " + S(N) + ")");
  assignGroup(w, loops, tile.mDims, ranges, "gm", "l_m");
  assignGroup(w, loops, tile.nDims, ranges, "gn", "l_n");
  if (failed(emitContractionStore(w, op, loops, tile.kDims, dst, epilogue,
                                  "acc")))
    return failure();
  w.close();
  w.close();
  closeFunctor(w);
  const int64_t tilesM = mp / tileM, tilesN = np / kTileN;
  if (gather)
    w.line("htam_w3g_gemm<" + S(consumers) + ", " + S(stages) + ", " +
           (tile.aKFast ? "true" : "false") + ", " + S(producers) + ", " +
           S(kWords) + ", " + (vec4 ? "true" : "false") + ">(" + pb + ", " +
           S(M) + ", " + S(kc) + ", " + S(tilesM) + ", " + S(tilesN) + ", " +
           S(std::max<int64_t>(opts.groupM, 1)) + ", " +
           S(np * kc * kChunk * 2) +
           "LL, htam_fill_k, htam_row_a, htam_load_a, htam_store);");
  else
    w.line("htam_w3_gemm<" + S(consumers) + ", " + S(stages) + ">(" + pa +
           ", " + pb + ", " + S(M) + ", " + S(kc) + ", " + S(tilesM) + ", " +
           S(tilesN) + ", " + S(std::max<int64_t>(opts.groupM, 1)) + ", " +
           S(mp * kc * kChunk * 2) + "LL, " + S(np * kc * kChunk * 2) +
           "LL, htam_store);");
  addKernel(w, {unsigned(tilesM * tilesN), 1, unsigned(batch)},
            unsigned(128 * (consumers + producers)), unsigned(smem), 1);
  stats.numContractions++;
  if (conv)
    stats.numConvGemms++;
  notes.push_back(std::string(conv ? "implicit-GEMM convolution, " : "") +
                  "3xTF32 wgmma GEMM " + S(tileM) + "x" + S(kTileN) + "x" +
                  S(kChunk) + ", " + S(consumers) + " consumer warp group" +
                  (consumers > 1 ? "s" : "") + ", " + S(stages) +
                  (gather ? " stages, A gathered and split in the kernel by " +
                                S(producers) + " producer warp group" +
                                (producers > 1 ? "s" : "") +
                                (table ? ", A's addresses from a per-K table (" +
                                             S(kWords) +
                                             (kWords == 1 ? " int" : " ints") +
                                             " per K index, " +
                                             S(tableBytes) +
                                             " bytes of shared memory), " +
                                             (vec4 ? "float4 loads along K"
                                                   : "scalar loads (no float4: " +
                                                         noVec + ")")
                                 : opts.wgmmaKTable
                                     ? ", A's address per element (no K "
                                       "table: " + noTable + ")"
                                     : std::string(", A's address per element "
                                                   "(k_table=0)")) +
                                ", B packed into big/small tiles"
                          : " stages, operands packed into big/small tiles") +
                  (opts.groupM > 1 ? ", swizzle " + S(opts.groupM) : "") +
                  (epilogue ? ", fused epilogue" : ""));
  return success();
}

} // namespace cuda_emitter
