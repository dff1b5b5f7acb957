//===- Emitter.h - the CUDA emitter's shared declarations -------*- C++ -*-===//
//
// Part of the htam project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The emitter behind the strategy templates. A task is cloned, its aggregate
// ops (linalg.softmax) decomposed and its named linalg ops generalized; then
// every returned value is produced by reading it at symbolic indices
// (`Writer::read`). A read of an all-parallel linalg.generic inlines its
// scalar payload at the inverse of its output map (this is how chains of
// elementwise and broadcast ops fuse into one kernel); reshapes, pads,
// slices and splat constants are index rewrites; a read of an op with
// reduction iterators goes to the strategy hook: materialize it with an
// earlier kernel (serial, warp, sub-warp, block, split or tiled GEMM), or,
// in the fused row kernel, compute it block-cooperatively once per row.
//
// The emitter is split by concern (docs/STRATEGIES.md has the file map):
// CudaSyntax.cpp (string utilities, scalar ops in CUDA), LinalgMatch.cpp
// (reduction and contraction shapes), TensorReader.cpp (the symbolic-index
// reader: `Writer::read`), KernelPlan.cpp (kernels, launches, scratch,
// materialization, the prelude), one file per kernel family (Elementwise,
// Reductions, Pooling, Gemm, FusedRow, LibrarySteps) and EmitTask.cpp (the
// entry `emitTask`). This header is private to lib/Strategies/Cuda. Its
// declarations live in the global namespace `cuda_emitter` (as they lived
// in one anonymous namespace before the split), so that name lookup in them
// is what it was.
//
//===----------------------------------------------------------------------===//

#ifndef HTAM_LIB_STRATEGIES_CUDA_EMITTER_H
#define HTAM_LIB_STRATEGIES_CUDA_EMITTER_H

#include "ConvImplicitGemm.h"
#include "CudaDeviceSources.h"
#include "CudaEmitter.h"
#include "LibraryConv.h"
#include "LibraryEpilogue.h"
#include "LibraryGemm.h"
#include "OnlineSoftmax.h"
#include "PayloadMatch.h"
#include "RowResident.h"
#include "Welford.h"
#include "WindowIndex.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

// Private to the emitter's files: they read as one unit.
using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace cuda_emitter {

using Strs = SmallVector<std::string>;

/// Largest grid.x the hardware accepts.
inline constexpr int64_t kMaxGridX = 2147483647;

/// Joins `items` with `sep`.
std::string join(ArrayRef<std::string> items, StringRef sep);
/// Wraps `s` in parentheses unless it is an identifier or a number.
std::string paren(StringRef s);
int64_t numel(ArrayRef<int64_t> shape);
int64_t ceilDiv(int64_t a, int64_t b);
/// A CUDA literal of `v` (f32 with `f32`, else f64), NaN and inf spelled
/// as bit patterns.
std::string floatLiteral(double v, bool f32);
/// The CUDA spelling of a scalar type.
FailureOr<std::string> cudaType(Type t);
/// A key for an index vector over a shape.
std::string shapeKey(ArrayRef<std::string> idx, ArrayRef<int64_t> shape);
/// The memoization key of the value `v` at index `idx`.
std::string memoKey(Value v, ArrayRef<std::string> idx);

/// The combining operation of a recognized reduction body
/// `yield combine(f(ins), out)`.
struct Combiner {
  /// Functor type defined in the prelude.
  std::string functor;
  /// Identity element (as a float literal).
  std::string identity;
};

// Linalg structure tests (LinalgMatch.cpp).
/// The combiner of a reduction that the parallel strategies may
/// reassociate; else nullopt and, with `why`, the reason.
std::optional<Combiner> detectCombiner(linalg::GenericOp op,
                                       std::string *why = nullptr);
/// The input with the most elements (the first of those), or nullptr.
OpOperand *largestInput(linalg::GenericOp op);
/// The reduction loop dims of `op` in the order of the largest input's
/// index (its innermost last), and their extents: the order in which the
/// lanes of a row walk the linearized reduction.
void rowReductionDims(linalg::GenericOp op, SmallVector<unsigned> &dims,
                      SmallVector<int64_t> &sizes);
bool reductionWalksContiguous(linalg::GenericOp op);
bool outputsWalkContiguous(linalg::GenericOp op);
/// The outputs a column tile walks as one run (a multiple of 32 are one
/// tile's): the result's innermost extent when it is at least 32, else the
/// product of its trailing dims that are the largest input's trailing dims
/// in order (kept rows contiguous in the input); 0 when the innermost dims
/// differ.
int64_t columnTileRun(linalg::GenericOp op);
OpOperand *windowInput(linalg::GenericOp op);
std::optional<linalg::ContractionDimensions>
detectContraction(linalg::GenericOp op);

/// The geometry of one tiled GEMM as Plan::emitGemm decides it (Gemm.cpp):
/// the loop dims of each group (m and n in output order, k in A's order or,
/// for a convolution, loop order), their extents, the block tile and the
/// operand layouts.
struct GemmTile {
  SmallVector<unsigned> mDims, nDims, kDims;
  int64_t M = 0, N = 0, K = 0;
  int64_t bm = 0, bn = 0, bk = 0;
  /// Shared-memory buffers of the cp.async pipeline (>= 2 when pipelined).
  int64_t stages = 0;
  /// k is A's contiguous index; n is B's.
  bool aKFast = false, bNFast = false;
};

struct Plan;

/// The geometry of a reduction by column tiles (Plan::columnTiling): tiles
/// of 32 adjacent outputs (`inner` of them a run, `tilesPerRow` tiles each),
/// the `slices` warps of a `block` splitting a column of `rlen` elements;
/// with too few tiles for two waves the column is also split over `splits`
/// blocks of `chunk` elements.
struct ColumnTiling {
  int64_t block = 0, slices = 0, inner = 0, tilesPerRow = 0, tiles = 0;
  int64_t splits = 1, chunk = 0, rlen = 0;
};

/// One kernel being written.
class Writer {
public:
  Writer(Plan &plan, std::string name);

  Plan &plan;
  std::string name;
  std::string text;
  std::string *out = &text;
  int indent = 1;
  std::vector<llvm::StringMap<std::string>> frames;
  std::vector<ParamRef> params;
  std::vector<std::string> paramNames;
  unsigned counter = 0;
  /// Linear index expressions of delinearized index vectors, so a read at
  /// the delinearization of `e` over the same shape is a read at `e`.
  llvm::StringMap<std::string> linearOf;

  /// Replaces reads of some values (accumulators, vector lanes).
  std::function<std::optional<std::string>(Value, ArrayRef<std::string>)>
      override;
  /// Produces a read of a value defined by an op with reduction loops.
  std::function<FailureOr<std::string>(linalg::GenericOp, Value,
                                       ArrayRef<std::string>)>
      reduceHook;

  /// The interior test of a group of window outputs (emitFinalWindowed).
  /// While `windowProbe` is set, a pooling window reads nothing: it adds
  /// the bounds tests of the padding it reads, evaluated at one corner of
  /// its windows (every window loop at 0, or every one at its last value).
  struct WindowProbe {
    bool last = false;
    /// The output index every probed window must be read at.
    Strs idx;
    Strs conds;
    /// A window read at another index, or an index that does not grow
    /// with the loops: corners decide nothing.
    bool unsafe = false;
    /// A window reads a strided insertion, whose parity test corners
    /// cannot decide.
    bool strided = false;
    llvm::SmallPtrSet<Operation *, 2> ops;
  };
  WindowProbe *windowProbe = nullptr;
  /// In a group proven interior: the windows `interior->ops` read at
  /// `interiorIdx` skip the bounds tests of their padding.
  const WindowProbe *interior = nullptr;
  Strs interiorIdx;
  /// The padding whose bounds tests the read in progress skips.
  Operation *skipGuardsOf = nullptr;

  // Vector lanes of the vectorized elementwise kernel.
  int64_t vecWidth = 0;
  SmallVector<int64_t> vecShape;
  SmallVector<Strs> laneIdx;
  std::string vecIndex;

  // The row-resident kernel: reads of buffer `residentRef` at
  // `residentIdx[l]` are the on-chip value `residentLane[l]`; any other read
  // of that buffer is a global load, counted as a miss.
  std::optional<ParamRef> residentRef;
  SmallVector<Strs> residentIdx;
  Strs residentLane;

  void line(const Twine &t) {
    out->append(2 * indent, ' ');
    out->append(t.str());
    out->push_back('\n');
  }
  void open(const Twine &header) {
    std::string h = header.str();
    line(h.empty() ? std::string("{") : h + " {");
    ++indent;
    frames.emplace_back();
  }
  void close() {
    --indent;
    line("}");
    frames.pop_back();
  }
  std::string fresh(StringRef prefix) {
    return (prefix + Twine(counter++)).str();
  }
  std::string decl(StringRef type, StringRef expr, StringRef prefix = "v") {
    std::string n = fresh(prefix);
    line("const " + type + " " + n + " = " + expr + ";");
    return n;
  }
  const std::string *lookup(StringRef key) const {
    for (auto it = frames.rbegin(); it != frames.rend(); ++it) {
      auto f = it->find(key);
      if (f != it->end())
        return &f->second;
    }
    return nullptr;
  }
  void remember(StringRef key, StringRef var) {
    frames.back()[key] = var.str();
  }

  /// The C name of buffer `ref` in this kernel.
  std::string useParam(ParamRef ref);
  /// Delinearizes `linear` over `shape` into index expressions (declared).
  Strs delinearize(StringRef linear, ArrayRef<int64_t> shape, StringRef prefix);

  FailureOr<std::string> read(Value v, ArrayRef<std::string> idx);
  FailureOr<std::string> readUncached(Value v, ArrayRef<std::string> idx);
  FailureOr<std::string> readBuffer(ParamRef ref, ArrayRef<int64_t> shape,
                                    ArrayRef<std::string> idx);
  FailureOr<std::string> scalar(Value v);
  FailureOr<std::string> readInsertion(linalg::GenericOp gen, Value v,
                                       ArrayRef<std::string> idx);
  /// The source index of a tensor.pad (static low pads) read at `idx`, the
  /// tests that it is inside the source, and the dims they concern.
  void padGuards(tensor::PadOp pad, ArrayRef<std::string> idx, Strs &sidx,
                 Strs &conds, SmallVector<bool> &padded);
  /// The loop indices of `gen` (a partial insertion) writing `v` at `idx`,
  /// and the tests that they are in the written part; `mayBeOutside` marks
  /// the loops those tests concern, `strided` whether one is a divisibility
  /// test.
  LogicalResult insertionGuards(linalg::GenericOp gen, Value v,
                                ArrayRef<std::string> idx, Strs &loops,
                                Strs &conds, SmallVector<bool> &mayBeOutside,
                                bool &strided);
  /// Declares `in` = all `conds` and replaces each index that `mayBeOutside`
  /// marks by 0 where `in` is false (index 0 is always in bounds): the guard
  /// of a branch-free read. Returns `in`'s name.
  std::string clampOutside(ArrayRef<std::string> conds, Strs &indices,
                           ArrayRef<bool> mayBeOutside);
  FailureOr<std::string> scalarOp(Operation *op, ArrayRef<std::string> args);
  /// The payload of `op` at `loops` with the accumulators `outArgs` (the
  /// rest read from the inits); returns the yielded values and, with
  /// `valuesOut`, every payload value's C expression.
  FailureOr<Strs> genericAt(linalg::GenericOp op, ArrayRef<std::string> loops,
                            ArrayRef<std::string> outArgs,
                            DenseMap<Value, std::string> *valuesOut = nullptr);
  FailureOr<Strs> applyMap(AffineMap map, ArrayRef<std::string> loops);
  /// read() at the index `map` gives for `loops`.
  FailureOr<std::string> readAt(Value v, AffineMap map,
                                ArrayRef<std::string> loops);
  FailureOr<std::string> affine(AffineExpr e, ArrayRef<std::string> loops);
  std::string linearize(ArrayRef<std::string> idx, ArrayRef<int64_t> shape);
};

/// The whole candidate: kernels in launch order and scratch buffers.
struct Plan {
  Plan(func::FuncOp func, const EmitOptions &opts, std::string &error)
      : func(func), opts(opts), error(error) {}

  func::FuncOp func;
  EmitOptions opts;
  std::string &error;
  unsigned numArgs = 0, numResults = 0;
  std::string idxType = "int";
  /// The header of a grid-stride loop of `var` over [0, n) (idxType).
  std::string gridStrideLoop(llvm::StringRef var, int64_t n) const {
    std::string v = var.str(), t = idxType;
    return "for (" + t + " " + v + " = (" + t +
           ")blockIdx.x * blockDim.x + threadIdx.x; " + v + " < " +
           std::to_string(n) + "; " + v + " += (" + t +
           ")gridDim.x * blockDim.x)";
  }
  std::vector<std::string> kernels;
  std::vector<KernelLaunch> launches;
  std::vector<int64_t> scratch;
  DenseMap<Value, ParamRef> materialized;
  /// The task's constant tensors read as buffers (cN, KernelPlan.cpp), in
  /// order of first use, with the C type of their elements.
  std::vector<ConstantBuffer> constants;
  std::vector<std::string> constantTypes;
  DenseMap<Attribute, unsigned> constantIndex;
  /// The buffer of a non-splat tensor constant (its contents go with the
  /// candidate, uploaded once per worker).
  FailureOr<ParamRef> constantBuffer(arith::ConstantOp c);
  std::vector<std::string> notes;
  EmitResult stats;
  unsigned nextKernel = 0;
  /// Device helpers some strategies add after the common prelude.
  std::string extraPrelude;

  LogicalResult fail(const Twine &msg) {
    if (error.empty())
      error = msg.str();
    return failure();
  }
  std::string entryName() {
    std::string base;
    for (char c : func.getSymName())
      base.push_back(isalnum(static_cast<unsigned char>(c)) ? c : '_');
    return "htam_" + base + "_k" + std::to_string(nextKernel++);
  }
  /// Finishes `w` as one kernel launched on `grid` x `block`.
  void addKernel(Writer &w, std::array<unsigned, 3> grid, unsigned block,
                 unsigned smem = 0, unsigned minBlocks = 0,
                 StringRef attrs = "");
  /// Installs the default (staged) reduction hook on `w`.
  void installStagedHook(Writer &w);
  /// A pooling window met while `w.windowProbe` is set (emitFinalWindowed).
  FailureOr<std::string> probeWindow(Writer &w, linalg::GenericOp op,
                                     ArrayRef<std::string> idx);
  /// Reads `v` at `idx` with `probe` set, in a frame of its own (a read
  /// remembered from another probe would skip its windows), its lines
  /// appended to `text` one level deeper than the current code; the plan's
  /// counters and error stay as they were. The read's error if it fails.
  std::optional<std::string> probeRead(Writer &w, Value v,
                                       ArrayRef<std::string> idx,
                                       Writer::WindowProbe &probe,
                                       std::string &text);
  /// Computes the value `v` (an op with reduction loops) into a buffer by
  /// one or more earlier kernels; `target` is the result buffer to use.
  FailureOr<ParamRef> materialize(Value v, std::optional<ParamRef> target);
  /// materialize() of a result `v` of `op`, a reduction with several
  /// results: all of them are computed by the same kernels.
  FailureOr<ParamRef> materializeResults(linalg::GenericOp op, Value v,
                                         std::optional<ParamRef> target);
  LogicalResult emitFinal(unsigned result, Value v);
  LogicalResult emitFinalWindowed(Writer &w, const std::string &o, Value v,
                                  ArrayRef<int64_t> shape);
  LogicalResult emitFinalTiled(Writer &w, const std::string &o, Value v,
                               ArrayRef<int64_t> shape);
  /// The result `v` through shared-memory transpose tiles when it reads a
  /// task argument transposed (Transpose.cpp); false, with nothing
  /// written, when it reads none.
  FailureOr<bool> emitFinalTransposed(Writer &w, const std::string &o, Value v,
                                      ArrayRef<int64_t> shape);
  LogicalResult emitSerialReduction(linalg::GenericOp op, ParamRef dst);
  /// The serial reduction of an op with several results, result j into
  /// `dsts[j]` (one thread per output, every accumulator in loop order).
  LogicalResult emitSerialReduction(linalg::GenericOp op,
                                    ArrayRef<ParamRef> dsts);
  /// An argmax/argmin-style (value, index) reduction in parallel
  /// (ArgReductions.cpp): rows by a warp, sub-warp or block per output,
  /// columns by column tiles (split over blocks when they are few); result
  /// j into `dsts[j]`. False, with nothing emitted, when the strategy or
  /// shape does not take it.
  FailureOr<bool> emitArgReduction(linalg::GenericOp op,
                                   ArrayRef<ParamRef> dsts);
  LogicalResult emitColumnReduction(linalg::GenericOp op, const Combiner &comb,
                                    ParamRef dst);
  /// The column tiling of `op` (nOut outputs, columns of rlen elements) for
  /// emitColumnReduction and emitArgReduction (Reductions.cpp).
  ColumnTiling columnTiling(linalg::GenericOp op, int64_t nOut,
                            int64_t rlen) const;
  /// Opens the tile loop of a column-tile kernel (over tiles and splits)
  /// and declares the lane (tx), warp (ty), split, column, `valid` and the
  /// output `e`; returns where warp ty's walk of its column begins and
  /// ends (loop bounds, its step being the warp count).
  std::pair<std::string, std::string> emitColumnTileHead(Writer &w,
                                                         const ColumnTiling &g);
  LogicalResult emitSerialOnlinePair(const OnlineSoftmaxMatch &match, Value v,
                                     ParamRef dst);
  /// Adds the online softmax helpers to the prelude once; returns the max
  /// functor of `m` and its identity.
  std::pair<std::string, std::string>
  useOnlineSoftmax(const OnlineSoftmaxMatch &m) {
    if (extraPrelude.find("htam_online_rescale") == std::string::npos)
      extraPrelude += std::string("#define HTAM_EXP ") +
                      (opts.fastMath ? "__expf" : "expf") + "\n" +
                      kCudaOnlineSoftmaxSource;
    if (m.maxNum)
      return {"htam_op_maxnumf", "__int_as_float(0x7fc00000)"};
    return {"htam_op_maximumf", "(-__int_as_float(0x7f800000))"};
  }
  /// A contraction as a cuBLAS (or cuBLASLt, with `epilogue`) step writing
  /// `dst` (libraryGemm).
  LogicalResult emitLibraryGemm(linalg::GenericOp op, ParamRef dst,
                                const LibraryEpilogue *epilogue = nullptr);
  /// Generics computed as the epilogue of a cublaslt.matmul step.
  llvm::DenseMap<Value, LibraryEpilogue> libraryEpilogues;
  /// A convolution as a cuDNN step writing `dst` (libraryConv).
  LogicalResult emitLibraryConv(linalg::GenericOp op, ParamRef dst);
  /// When `v` is `conv + bias[channel]` (the convolution used only there),
  /// one cuDNN step with its bias operand writing `dst`; false when `v` has
  /// another form.
  FailureOr<bool> emitLibraryConvBias(Value v, ParamRef dst);
  /// The buffer of a library step's operand `v`: a task argument (through
  /// reshapes), a materialized reduction, or else a scratch copy of `v`
  /// computed by one elementwise kernel.
  FailureOr<ParamRef> libraryOperand(Value v);
  /// The buffer holding tensor `v` as dense row-major data: a task argument
  /// (through reshapes), or a materialized reduction.
  FailureOr<ParamRef> bufferOf(Value v);
  LogicalResult emitRowReduction(linalg::GenericOp op, const Combiner &comb,
                                 ParamRef dst);
  LogicalResult emitSplitReduction(linalg::GenericOp op, const Combiner &comb,
                                   ParamRef dst);
  LogicalResult emitGemm(linalg::GenericOp op,
                         const linalg::ContractionDimensions &dims,
                         std::optional<ParamRef> dst, bool epilogue);
  /// The store of a GEMM's value `acc` at the output index of `loops`, into
  /// `dst` or through the fused epilogue (Gemm.cpp, also GemmWgmma.cpp).
  LogicalResult emitContractionStore(Writer &w, linalg::GenericOp op,
                                     Strs &loops, ArrayRef<unsigned> kDims,
                                     std::optional<ParamRef> dst, bool epilogue,
                                     const std::string &acc);
  LogicalResult emitFusedRow();
  FailureOr<std::string> emitOnlinePair(Writer &w, const OnlineSoftmaxMatch &m,
                                        Value v, ArrayRef<std::string> idx,
                                        int64_t lanes, int64_t block);
  /// The contraction as the 3xTF32 wgmma GEMM (opts.wgmma, GemmWgmma.cpp):
  /// pack kernels for A and B into scratch, then the sm_90a main kernel
  /// (with opts.wgmmaGatherA: B packed, A read in the main kernel, `aBuf`
  /// unused).
  LogicalResult emitGemmWgmma(linalg::GenericOp op, const GemmTile &tile,
                              ArrayRef<unsigned> batchDims, int64_t batch,
                              std::optional<ParamRef> aBuf, ParamRef bBuf,
                              std::optional<ParamRef> dst, bool epilogue);
  LogicalResult emitGemmPipelineLoop(
      Writer &w, linalg::GenericOp op, const GemmTile &tile, ParamRef aBuf,
      ParamRef bBuf, Strs &loops,
      llvm::function_ref<void(ArrayRef<unsigned>, StringRef, StringRef)>
          assign);
  FailureOr<std::string> emitWelfordPair(Writer &w, const WelfordMatch &m,
                                         Value v, ArrayRef<std::string> idx,
                                         int64_t lanes, int64_t block);
  /// Loads of `x` at `xMap` over the reduction dims of `op` in a lane loop:
  /// opens the loop and returns the loaded values (4 with float4 loads).
  FailureOr<Strs> openRowLoop(Writer &w, linalg::GenericOp op, Value x,
                              AffineMap xMap, ArrayRef<std::string> idx,
                              int64_t lanes, int64_t splits = 1,
                              StringRef split = "");
  /// Pass 1 of a row split over `splits` blocks (RowPairs.cpp): a kernel of
  /// one block per row chunk; `chunk` emits the lanes' pass over the chunk
  /// of row `pidx` into the state `stateDecl` declares, whose `state`
  /// variables thread 0 stores into a new scratch buffer, returned.
  FailureOr<ParamRef> emitRowPartials(
      ShapedType rowsType, int64_t splits, int64_t block, StringRef stateDecl,
      ArrayRef<StringRef> state,
      llvm::function_ref<LogicalResult(Writer &, ArrayRef<std::string>)>
          chunk);
  /// Blocks per row of the fused row kernel (online softmax splits).
  int64_t rowSplitsFor(int64_t rows, int64_t len, int64_t block) const {
    if (!(opts.onlineSoftmax || opts.welford) || opts.rowSplits == 1)
      return 1;
    int64_t s = opts.rowSplits;
    if (s == 0)
      s = ceilDiv(2 * opts.smCount, std::max<int64_t>(rows, 1));
    // At least 4 elements per thread in every chunk.
    s = std::min<int64_t>(s, std::max<int64_t>(1, len / (4 * block)));
    return std::max<int64_t>(s, 1);
  }
  /// The splits of the current fused row kernel (1: none).
  int64_t curSplits = 1;
  std::string prelude() const;
  /// Drops the kernels, launches, scratch buffers and notes of a failed
  /// attempt (a fused GEMM), so that another family can start over; the
  /// entry counter and the prelude additions are kept.
  void discardKernels() {
    kernels.clear();
    launches.clear();
    scratch.clear();
    materialized.clear();
    constants.clear();
    constantTypes.clear();
    constantIndex.clear();
    notes.clear();
    stats.numContractions = 0;
    stats.numConvGemms = 0;
  }
  unsigned gridFor(int64_t work, int64_t block, bool gridStride) const {
    int64_t g = ceilDiv(std::max<int64_t>(work, 1), block);
    if (gridStride) {
      int64_t perSM = std::max<int64_t>(1, 2048 / block);
      g = std::min<int64_t>(g, opts.waves * opts.smCount * perSM);
    }
    return unsigned(std::min<int64_t>(g, kMaxGridX));
  }
};

//===----------------------------------------------------------------------===//
// Helpers shared by the kernel families
//===----------------------------------------------------------------------===//

/// Loop variables of `op` for the output point `outIdx` (reduction loops
/// left empty) (TensorReader.cpp).
Strs parallelLoops(linalg::GenericOp op, ArrayRef<std::string> outIdx);

/// Reduction loop dims of `op` in loop order and their extents
/// (Reductions.cpp).
void reductionDims(linalg::GenericOp op, SmallVector<unsigned> &dims,
                   SmallVector<int64_t> &sizes);
/// Emits the strided partial reduction `part = combine(part, f(j))` for j in
/// [begin, end) by `step` into `w`, j the reduction dims linearized in
/// `rowReductionDims` order (Reductions.cpp).
LogicalResult emitPartialLoop(Writer &w, linalg::GenericOp op, Strs loops,
                              StringRef begin, StringRef end, StringRef step,
                              StringRef part);
/// The sum of an online (max, sum of exp(x - c)) pair from the running
/// (`mv`, `sv`) (Reductions.cpp; used by the serial and the fused row
/// forms).
FailureOr<std::string> emitOnlineSum(
    Writer &w, OnlineSoftmaxMatch &m, const Strs &sumLoops, StringRef mv,
    StringRef sv, llvm::function_ref<FailureOr<std::string>()> readInitS,
    StringRef begin, StringRef end, StringRef step, StringRef combine);
/// The statement combining `var` across the lanes of a row by `functor`:
/// over the whole block (`identity` for the missing warps) when
/// `wholeBlock`, else over `width` lanes of a warp (Reductions.cpp).
std::string rowReduce(StringRef var, StringRef functor, StringRef identity,
                      bool wholeBlock, int64_t width);
/// Clones `task` into `module`, decomposes aggregates and generalizes named
/// linalg ops (EmitTask.cpp).
FailureOr<func::FuncOp> prepare(func::FuncOp task, ModuleOp module,
                                std::string &error);

} // namespace cuda_emitter

#endif // HTAM_LIB_STRATEGIES_CUDA_EMITTER_H
