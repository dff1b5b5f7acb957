//===- FusedRow.cpp - the fused row kernel --------------------------------===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One kernel per row of the task's rows: reductions computed
// block-cooperatively once per row (row-resident copies, split rows and
// clusters; the online softmax and Welford pairs are in RowPairs.cpp).
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

LogicalResult Plan::emitFusedRow() {
  auto ret = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  if (ret.getNumOperands() == 0)
    return fail("the task returns nothing");
  auto t0 = dyn_cast<RankedTensorType>(ret.getOperand(0).getType());
  if (!t0 || !t0.hasStaticShape())
    return fail("results must be static tensors");
  ArrayRef<int64_t> shape = t0.getShape();
  for (Value r : ret.getOperands())
    if (cast<ShapedType>(r.getType()).getShape() != shape)
      return fail("the fused row kernel needs results of one shape");
  int64_t rank = shape.size();
  std::string lastError, fitError;
  // Row-resident: the row kept on chip is a task argument of the results'
  // shape (its rows are the results' rows).
  std::optional<ParamRef> residentX;
  if (opts.rowResident) {
    for (BlockArgument a : func.getArguments())
      if (cast<ShapedType>(a.getType()).getShape() == shape) {
        residentX = ParamRef{false, a.getArgNumber()};
        break;
      }
    if (!residentX)
      return fail("no task argument has the results' shape (the resident "
                  "row is an input row of the result)");
  }
  // The fewest row dims that the reductions need: every row statistic is
  // then computed once.
  // The online softmax also takes rows of one element (logsumexp results).
  int64_t maxK = (opts.onlineSoftmax || opts.welford) ? rank : rank - 1;
  for (int64_t k = 0; k <= maxK; ++k) {
    error.clear();
    std::vector<std::string> savedKernels = kernels;
    auto savedLaunches = launches;
    auto savedScratch = scratch;
    auto savedMat = materialized;
    auto savedNotes = notes;
    int64_t rows = numel(shape.take_front(k));
    int64_t len = numel(shape.drop_front(k));
    int64_t block = opts.block;
    int64_t lanes = opts.rowLanes ? opts.rowLanes : block;
    int64_t rpb = block / lanes;
    const std::string &T = idxType;
    // Row-resident: the on-chip layout of a row (a cluster of CTAs per row
    // when one block cannot hold it).
    std::optional<ResidentLayout> lay;
    if (opts.rowResident) {
      if (k >= rank)
        continue;
      int64_t width = opts.rowVec == 4 && shape.back() % 4 == 0 ? 4 : 1;
      std::string why;
      FailureOr<ResidentLayout> l = planResidentRow(
          len, width, block, lanes, opts.residentCluster,
          ResidentStorage(opts.residentStorage), why);
      if (failed(l)) {
        fitError = why;
        continue;
      }
      lay = *l;
    }
    // Online softmax over few long rows: several blocks per row, each
    // writing its chunk (the row statistics come from pass-1 partials). A
    // resident row over a cluster: CTA `split` of the cluster holds chunk
    // `split`.
    int64_t splits = lay                ? lay->cluster
                     : lanes == block ? rowSplitsFor(rows, len, block)
                                      : 1;
    curSplits = lay ? 1 : splits;
    Writer w(*this, entryName());
    if (splits > 1) {
      w.line("const int split = blockIdx.x % " + std::to_string(splits) + ";");
      w.open("for (" + T + " r0 = (" + T + ")blockIdx.x / " +
             std::to_string(splits) + "; r0 < " + std::to_string(rows) +
             "; r0 += (" + T + ")gridDim.x / " + std::to_string(splits) + ")");
    } else {
      w.open("for (" + T + " r0 = (" + T + ")blockIdx.x * " +
             std::to_string(rpb) + "; r0 < " + std::to_string(rows) +
             "; r0 += (" + T + ")gridDim.x * " + std::to_string(rpb) + ")");
    }
    w.line(T + " row = r0 + threadIdx.x / " + std::to_string(lanes) + ";");
    w.line("const bool valid = row < " + std::to_string(rows) + ";");
    w.line("if (!valid) row = " + std::to_string(rows - 1) + ";");
    w.line("const int lane = threadIdx.x % " + std::to_string(lanes) + ";");
    Strs rowIdx = w.delinearize("row", shape.take_front(k), "p");
    // Row-resident loops: `it` walks this thread's vectors of the row (or of
    // its CTA's chunk); vector `it` is `elem`.
    std::string elem;
    unsigned clusterSlots = 0;
    auto openItems = [&](Writer &wr, StringRef var) {
      int64_t c = lay->cluster, cv = lay->chunkVecs;
      std::string base =
          c > 1 ? "split * " + std::to_string(cv) + " + " : std::string();
      wr.line(lay->shared ? "#pragma unroll 4" : "#pragma unroll");
      wr.open("for (int it = 0; it < " + std::to_string(lay->items) +
              "; ++it)");
      wr.line("const " + T + " " + var.str() + " = " + base + "lane + it * " +
              std::to_string(lanes) + ";");
      bool exact = cv * c == lay->rowVecs && cv % lanes == 0;
      if (!exact) {
        std::string end = std::to_string(lay->rowVecs);
        if (c > 1)
          // Both operands of one type: `split` is an int, and CUDA's min
          // overloads make (int, long long) ambiguous.
          end = "min((" + T + ")(" + base + std::to_string(cv) + "), (" + T +
                ")" + end + ")";
        wr.open("if (" + var.str() + " < " + end + ")");
      }
    };
    auto closeItems = [&](Writer &wr) {
      if (lay->chunkVecs * lay->cluster != lay->rowVecs ||
          lay->chunkVecs % lanes != 0)
        wr.close();
      wr.close();
    };
    if (lay) {
      std::string vt = lay->width == 4 ? "float4" : "float";
      std::string xn = w.useParam(*residentX);
      w.line("// The row" + std::string(lay->cluster > 1 ? " chunk" : "") +
             ", read once from global memory and kept in " +
             (lay->shared ? "shared memory" : "registers") + ".");
      w.line("const " + vt + " *__restrict__ xrow = reinterpret_cast<const " +
             vt + " *>(" + xn + ") + (long long)row * " +
             std::to_string(lay->rowVecs) + ";");
      if (lay->shared) {
        w.line("extern __shared__ " + vt + " htam_row[];");
        std::string off =
            lay->rowsPerBlock > 1
                ? "(threadIdx.x / " + std::to_string(lanes) + ") * " +
                      std::to_string(lay->items * lanes) + " + "
                : std::string();
        elem = "htam_row[" + off + "it * " + std::to_string(lanes) + " + lane]";
      } else {
        w.line(vt + " xr[" + std::to_string(lay->items) + "];");
        elem = "xr[it]";
      }
      openItems(w, "l_v");
      if (lay->shared) {
        // Asynchronous copies (sm_80+): every vector of the thread in
        // flight at once, no register staging. Each thread reads back only
        // its own vectors, so waiting for its own copies is enough.
        w.line("asm volatile(\"cp.async." +
               std::string(lay->width == 4 ? "cg" : "ca") +
               ".shared.global [%0], [%1], " +
               std::to_string(lay->width * 4) +
               ";\" :: \"r\"((unsigned)__cvta_generic_to_shared(&" + elem +
               ")), \"l\"(xrow + l_v) : \"memory\");");
      } else {
        w.line(elem + " = __ldg(xrow + l_v);");
      }
      closeItems(w);
      if (lay->shared)
        w.line("asm volatile(\"cp.async.wait_all;\" ::: \"memory\");");
      w.residentRef = *residentX;
      if (lay->cluster > 1 &&
          extraPrelude.find("htam_cluster_reduce") == std::string::npos)
        extraPrelude += kCudaClusterSource;
    }
    static const char *comp[] = {".x", ".y", ".z", ".w"};
    auto laneOf = [&](int64_t l) {
      return lay->width == 4 ? elem + comp[l] : elem;
    };
    size_t rowDepth = w.frames.size();
    int rowIndent = w.indent;
    std::string rowText = std::move(w.text);
    std::string loopText;
    w.text.clear();
    w.out = &loopText;
    bool bad = false;
    w.reduceHook = [&](linalg::GenericOp op, Value v,
                       ArrayRef<std::string> idx) -> FailureOr<std::string> {
      bool perElement = llvm::any_of(idx, [](const std::string &s) {
        return s.find("l_") != std::string::npos;
      });
      std::string combWhy;
      std::optional<Combiner> comb = detectCombiner(op, &combWhy);
      if ((opts.onlineSoftmax || opts.welford) &&
          (perElement || !comb || detectContraction(op))) {
        // A statistics pair read per element: the row dims are too few.
        if ((opts.onlineSoftmax && matchOnlineSoftmax(op)) ||
            (opts.welford && matchWelford(op)))
          return fail("a reduction read inside the row loop depends on the "
                      "position in the row");
        // Producers of the row (a GEMM, a convolution) run before the row
        // kernel, into scratch.
        FailureOr<ParamRef> ref = materialize(v, std::nullopt);
        if (failed(ref))
          return failure();
        return w.readBuffer(*ref, cast<ShapedType>(v.getType()).getShape(),
                            idx);
      }
      if (perElement)
        return fail("a reduction read inside the row loop depends on the "
                    "position in the row");
      if (!comb && !detectContraction(op))
        return fail("an unsupported reduction in the fused row kernel: " +
                    combWhy);
      if (!comb || detectContraction(op))
        return fail("an unsupported reduction in the fused row kernel");
      if (!cast<ShapedType>(op->getResult(0).getType())
               .getElementType()
               .isF32())
        return fail("non-f32 reduction");
      // Hoist: write the reduction at row level, in its own text.
      std::vector<llvm::StringMap<std::string>> hidden(
          w.frames.begin() + rowDepth, w.frames.end());
      w.frames.resize(rowDepth);
      std::string *savedOut = w.out;
      int savedIndent = w.indent;
      std::string mine;
      w.out = &mine;
      w.indent = rowIndent;
      std::optional<OnlineSoftmaxMatch> om;
      std::optional<WelfordMatch> wm;
      if (opts.onlineSoftmax)
        om = matchOnlineSoftmax(op);
      if (opts.welford)
        wm = matchWelford(op);
      if (om || wm) {
        {
          // Vector lanes of the output pass do not apply inside the row
          // statistics.
          int64_t savedVec = w.vecWidth;
          SmallVector<int64_t> savedShape = w.vecShape;
          SmallVector<Strs> savedLanes = w.laneIdx;
          std::string savedIndex = w.vecIndex;
          w.vecWidth = 0;
          FailureOr<std::string> r =
              om ? emitOnlinePair(w, *om, v, idx, lanes, block)
                 : emitWelfordPair(w, *wm, v, idx, lanes, block);
          w.vecWidth = savedVec;
          w.vecShape = savedShape;
          w.laneIdx = savedLanes;
          w.vecIndex = savedIndex;
          rowText += mine;
          w.out = savedOut;
          w.indent = savedIndent;
          w.frames.insert(w.frames.end(), hidden.begin(), hidden.end());
          return r;
        }
      }
      int64_t savedVec = w.vecWidth;
      w.vecWidth = 0;
      std::string part = w.fresh("red");
      w.line("float " + part + " = " + comb->identity + ";");
      Strs loops(op.getNumLoops());
      AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
      for (unsigned r = 0; r < outMap.getNumResults(); ++r)
        if (auto d = dyn_cast<AffineDimExpr>(outMap.getResult(r)))
          loops[d.getPosition()] = idx[r];
      SmallVector<unsigned> dims;
      SmallVector<int64_t> sizes;
      reductionDims(op, dims, sizes);
      LogicalResult ok = success();
      if (lay) {
        // The reduction over the on-chip row: its loops walk the row's
        // elements in the order they were loaded.
        auto savedIdx = w.residentIdx;
        auto savedLane = w.residentLane;
        if (ArrayRef<int64_t>(sizes) != shape.drop_front(k)) {
          ok = fail("a row reduction does not walk the resident row (its "
                    "reduction extents differ from the row's dims)");
        } else {
          openItems(w, "l_v");
          Strs in = w.delinearize(lay->width == 4 ? "l_v * 4" : "l_v",
                                  shape.drop_front(k), "l_i");
          for (int64_t l = 0; l < lay->width && succeeded(ok); ++l) {
            Strs at = in;
            if (l)
              at.back() = "(" + in.back() + " + " + std::to_string(l) + ")";
            Strs ll = loops;
            for (auto [q, d] : llvm::enumerate(dims))
              ll[d] = at[q];
            Strs xi = rowIdx;
            xi.append(at.begin(), at.end());
            w.residentIdx = {xi};
            w.residentLane = {laneOf(l)};
            FailureOr<Strs> ys = w.genericAt(op, ll, {part});
            if (failed(ys))
              ok = failure();
            else
              w.line(part + " = " + (*ys)[0] + ";");
          }
          closeItems(w);
        }
        w.residentIdx = savedIdx;
        w.residentLane = savedLane;
      } else {
        ok = emitPartialLoop(w, op, loops, "lane",
                             std::to_string(numel(sizes)),
                             std::to_string(lanes), part);
      }
      FailureOr<std::string> init = failure();
      if (succeeded(ok)) {
        w.line(rowReduce(part, comb->functor, comb->identity, lanes == block,
                         lanes));
        if (lay && lay->cluster > 1) {
          if (clusterSlots >= 32)
            ok = fail("more than 32 row statistics in a cluster kernel");
          else
            w.line(part + " = htam_cluster_reduce<" +
                   std::to_string(lay->cluster) + ">(" + part + ", " +
                   comb->functor + "(), " + std::to_string(clusterSlots++) +
                   ");");
        }
        if (succeeded(ok))
          init = w.read(op.getDpsInits()[0], idx);
      }
      std::string result;
      if (succeeded(init))
        result =
            w.decl("float", comb->functor + "()(" + *init + ", " + part + ")");
      w.vecWidth = savedVec;
      rowText += mine;
      w.out = savedOut;
      w.indent = savedIndent;
      w.frames.insert(w.frames.end(), hidden.begin(), hidden.end());
      if (failed(init))
        return failure();
      stats.numRowReductions++;
      w.frames[rowDepth - 1][memoKey(v, idx)] = result;
      return result;
    };
    // The output pass over the row: float4 loads of every operand of the
    // result's shape and float4 stores when rows are multiples of 4.
    bool vec = lay ? lay->width == 4
                   : opts.rowVec == 4 && k < rank && shape.back() % 4 == 0;
    // Row-resident: 64-bit row offsets of the stores.
    std::string rowBase = lay ? "(long long)row" : "row";
    if (vec) {
      std::string lv = std::to_string(len / 4);
      std::string begin = "lane", end = lv;
      if (splits > 1) {
        std::string ch = std::to_string(ceilDiv(len / 4, splits));
        begin = "split * " + ch + " + lane";
        end = "(split * " + ch + " + " + ch + " < " + lv + " ? split * " + ch +
              " + " + ch + " : " + lv + ")";
      }
      if (lay)
        openItems(w, "l_jv");
      else
        w.open("for (" + T + " l_jv = " + begin + "; l_jv < " + end +
               "; l_jv += " + std::to_string(lanes) + ")");
      Strs inner = w.delinearize("l_jv * 4", shape.drop_front(k), "l_i");
      Strs idx = rowIdx;
      idx.append(inner.begin(), inner.end());
      w.vecShape.assign(shape.begin(), shape.end());
      w.laneIdx.clear();
      for (int64_t l = 0; l < 4; ++l) {
        Strs li = idx;
        if (l)
          li.back() = "(" + idx.back() + " + " + std::to_string(l) + ")";
        w.laneIdx.push_back(li);
      }
      std::string outIndex = rowBase + " * " + lv + " + l_jv";
      w.vecIndex = outIndex;
      if (lay) {
        w.residentIdx = w.laneIdx;
        w.residentLane.clear();
        for (int64_t l = 0; l < 4; ++l)
          w.residentLane.push_back(laneOf(l));
      }
      for (auto [r, rv] : llvm::enumerate(ret.getOperands())) {
        Strs vals;
        for (int64_t l = 0; l < 4 && !bad; ++l) {
          w.vecWidth = 4;
          FailureOr<std::string> s = w.read(rv, w.laneIdx[l]);
          if (failed(s))
            bad = true;
          else
            vals.push_back(*s);
        }
        w.vecWidth = 0;
        if (bad)
          break;
        std::string o = w.useParam(ParamRef{false, numArgs + unsigned(r)});
        w.line("if (valid) reinterpret_cast<float4 *>(" + o + ")[" + outIndex +
               "] = make_float4(" + join(vals, ", ") + ");");
      }
    } else {
      std::string begin = "lane", end = std::to_string(len);
      if (splits > 1) {
        std::string ch = std::to_string(ceilDiv(len, splits));
        begin = "split * " + ch + " + lane";
        end = "(split * " + ch + " + " + ch + " < " + end + " ? split * " + ch +
              " + " + ch + " : " + end + ")";
      }
      if (lay)
        openItems(w, "l_j");
      else
        w.open("for (" + T + " l_j = " + begin + "; l_j < " + end +
               "; l_j += " + std::to_string(lanes) + ")");
      Strs inner = w.delinearize("l_j", shape.drop_front(k), "l_i");
      Strs idx = rowIdx;
      idx.append(inner.begin(), inner.end());
      if (lay) {
        w.residentIdx = {idx};
        w.residentLane = {laneOf(0)};
      }
      for (auto [r, rv] : llvm::enumerate(ret.getOperands())) {
        FailureOr<std::string> s = w.read(rv, idx);
        if (failed(s)) {
          bad = true;
          break;
        }
        std::string o = w.useParam(ParamRef{false, numArgs + unsigned(r)});
        w.line("if (valid) " + o + "[" + rowBase + " * " +
               std::to_string(len) + " + l_j] = " + *s + ";");
      }
    }
    if (!bad && lay && stats.residentMisses)
      bad = failed(fail("the resident row's input is also read at positions "
                        "the on-chip row does not hold (" +
                        std::to_string(stats.residentMisses) +
                        " global reads)"));
    if (!bad) {
      if (lay)
        closeItems(w);
      else
        w.close();
      // A cluster's CTAs leave each row together: the statistics slots
      // (and the CTA's shared memory) stay valid while others read them.
      if (lay && lay->cluster > 1)
        w.line("htam_cluster_sync();");
      w.close();
      w.text = rowText + loopText;
      w.out = &w.text;
      int64_t grid = std::min<int64_t>(ceilDiv(rows, rpb) * splits, kMaxGridX);
      grid -= grid % splits;
      std::string attrs;
      if (lay && lay->cluster > 1)
        attrs = "__cluster_dims__(" + std::to_string(lay->cluster) + ", 1, 1)";
      addKernel(w, {unsigned(grid), 1, 1}, unsigned(block),
                lay ? unsigned(lay->smemBytes) : 0u, 0, attrs);
      if (lay) {
        stats.residentCluster = lay->cluster;
        notes.push_back(
            "row-resident in " +
            std::string(lay->shared ? "shared memory" : "registers") + " (" +
            std::to_string(lay->items * lay->width) + " floats per thread" +
            (lay->cluster > 1 ? ", a cluster of " +
                                    std::to_string(lay->cluster) +
                                    " CTAs per row"
                              : std::string()) +
            ")");
      } else if (splits > 1) {
        notes.push_back(std::to_string(splits) + " blocks per row");
      }
      if (stats.numWelfordPairs)
        notes.push_back(std::to_string(stats.numWelfordPairs) +
                        " Welford pass" +
                        (stats.numWelfordPairs > 1 ? "es" : ""));
      if (stats.numOnlinePairs)
        notes.push_back(std::to_string(stats.numOnlinePairs) +
                        " online softmax pass" +
                        (stats.numOnlinePairs > 1 ? "es" : ""));
      if (vec)
        notes.push_back("float4 rows");
      notes.push_back("fused row kernel: " + std::to_string(rows) +
                      " rows of " + std::to_string(len) +
                      (lanes == block
                           ? ", one block per row"
                           : ", " + std::to_string(lanes) + " lanes per row"));
      return success();
    }
    lastError = error;
    stats.numRowReductions = 0;
    stats.residentHits = 0;
    stats.residentMisses = 0;
    stats.numOnlinePairs = 0;
    stats.numWelfordPairs = 0;
    kernels = savedKernels;
    launches = savedLaunches;
    scratch = savedScratch;
    materialized = savedMat;
    notes = savedNotes;
  }
  error.clear();
  if (!fitError.empty())
    return fail(fitError + (lastError.empty()
                                ? std::string()
                                : " (with shorter rows: " + lastError + ")"));
  return fail(lastError.empty() ? "no row structure found" : lastError);
}

} // namespace cuda_emitter
