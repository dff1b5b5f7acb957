//===- CudaEmitter.cpp - linalg tasks to CUDA kernels ---------------------===//
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
//===----------------------------------------------------------------------===//

#include "CudaEmitter.h"
#include "ConvImplicitGemm.h"
#include "LibraryConv.h"
#include "LibraryEpilogue.h"
#include "LibraryGemm.h"
#include "MatmulPipelined.h"
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

using namespace mlir;
using namespace mlir::htam;
using namespace mlir::htam::detail;

namespace {

using Strs = SmallVector<std::string>;

/// Largest grid.x the hardware accepts.
constexpr int64_t kMaxGridX = 2147483647;

std::string join(ArrayRef<std::string> items, StringRef sep) {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i)
      s += sep.str();
    s += items[i];
  }
  return s;
}

/// Wraps `s` in parentheses unless it is an identifier or a number.
std::string paren(StringRef s) {
  bool simple = !s.empty();
  for (char c : s)
    if (!(isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'))
      simple = false;
  return simple ? s.str() : "(" + s.str() + ")";
}

int64_t numel(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

std::string floatLiteral(double v, bool f32) {
  if (std::isnan(v))
    return f32 ? "__int_as_float(0x7fc00000)"
               : "__longlong_as_double(0x7ff8000000000000LL)";
  if (std::isinf(v))
    return std::string(v < 0 ? "(-" : "(") +
           (f32 ? "__int_as_float(0x7f800000))"
                : "__longlong_as_double(0x7ff0000000000000LL))");
  char buf[64];
  std::snprintf(buf, sizeof(buf), f32 ? "%.9g" : "%.17g", v);
  std::string s = buf;
  if (s.find_first_of(".e") == std::string::npos)
    s += ".0";
  if (f32)
    s += "f";
  return s;
}

FailureOr<std::string> cudaType(Type t) {
  if (t.isF32())
    return std::string("float");
  if (t.isF64())
    return std::string("double");
  if (t.isInteger(1))
    return std::string("bool");
  if (t.isInteger(32))
    return std::string("int");
  if (t.isInteger(64) || t.isIndex())
    return std::string("long long");
  if (t.isInteger(16))
    return std::string("short");
  if (t.isInteger(8))
    return std::string("signed char");
  return failure();
}

/// A key for an index vector over a shape.
std::string shapeKey(ArrayRef<std::string> idx, ArrayRef<int64_t> shape) {
  std::string k = join(idx, ",") + "|";
  for (int64_t d : shape)
    k += std::to_string(d) + "x";
  return k;
}

/// The memoization key of the value `v` at index `idx`.
std::string memoKey(Value v, ArrayRef<std::string> idx) {
  return std::to_string(reinterpret_cast<uintptr_t>(v.getAsOpaquePointer())) +
         "@" + join(idx, ",");
}

/// The combining operation of a recognized reduction body
/// `yield combine(f(ins), out)`.
struct Combiner {
  /// Functor type defined in the prelude.
  std::string functor;
  /// Identity element (as a float literal).
  std::string identity;
};

std::optional<Combiner> detectCombiner(linalg::GenericOp op) {
  if (op.getNumDpsInits() != 1 || op->getNumResults() != 1)
    return std::nullopt;
  if (!cast<ShapedType>(op->getResult(0).getType()).getElementType().isF32())
    return std::nullopt;
  Block &body = op.getRegion().front();
  BlockArgument out = body.getArgument(op.getNumDpsInputs());
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Operation *comb = yield.getOperand(0).getDefiningOp();
  if (!comb || comb->getBlock() != &body || comb->getNumOperands() != 2 ||
      !out.hasOneUse() || out.getUses().begin()->getOwner() != comb)
    return std::nullopt;
  if (isa<arith::AddFOp>(comb))
    return Combiner{"htam_op_add", "0.0f"};
  if (isa<arith::MulFOp>(comb))
    return Combiner{"htam_op_mul", "1.0f"};
  if (isa<arith::MaximumFOp>(comb))
    return Combiner{"htam_op_maximumf", "(-__int_as_float(0x7f800000))"};
  if (isa<arith::MinimumFOp>(comb))
    return Combiner{"htam_op_minimumf", "__int_as_float(0x7f800000)"};
  if (isa<arith::MaxNumFOp>(comb))
    return Combiner{"htam_op_maxnumf", "__int_as_float(0x7fc00000)"};
  if (isa<arith::MinNumFOp>(comb))
    return Combiner{"htam_op_minnumf", "__int_as_float(0x7fc00000)"};
  return std::nullopt;
}

/// Whether consecutive values of the last reduction loop walk the innermost
/// (stride-1) dimension of the largest input, so that the lanes of a
/// block-per-output reduction read contiguous memory: a softmax row, and
/// also when parallel loops follow the reductions (batch-norm statistics:
/// reduce N and the spatial dims, keep C); not a reduction over channels or
/// over a middle dimension.
bool reductionWalksContiguous(linalg::GenericOp op) {
  int64_t lastRed = -1;
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction)
      lastRed = int64_t(i);
  if (lastRed < 0)
    return false;
  OpOperand *largest = nullptr;
  int64_t most = -1;
  for (OpOperand *in : op.getDpsInputOperands()) {
    auto type = dyn_cast<ShapedType>(in->get().getType());
    if (!type || !type.hasStaticShape() || type.getRank() == 0)
      continue;
    if (type.getNumElements() > most) {
      most = type.getNumElements();
      largest = in;
    }
  }
  if (!largest)
    return false;
  AffineMap map = op.getMatchingIndexingMap(largest);
  AffineExpr inner = map.getResult(map.getNumResults() - 1);
  auto isLastRed = [&](AffineExpr e) {
    auto dim = dyn_cast<AffineDimExpr>(e);
    return dim && int64_t(dim.getPosition()) == lastRed;
  };
  // Also a window offset `x + kw` (pooling): stride 1 along the window row.
  if (auto add = dyn_cast<AffineBinaryOpExpr>(inner);
      add && add.getKind() == AffineExprKind::Add)
    return isLastRed(add.getLHS()) || isLastRed(add.getRHS());
  return isLastRed(inner);
}

/// Whether neighbouring outputs of `op` (its result's innermost dim) read
/// neighbouring addresses of its largest input (that input's innermost
/// index is the same loop), and the result has at least a warp of them: a
/// reduction over a middle or leading dim (l1_47's sum over dim 1).
static bool outputsWalkContiguous(linalg::GenericOp op) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  if (type.getRank() == 0 || type.getShape().back() < 32)
    return false;
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  auto outDim =
      dyn_cast<AffineDimExpr>(outMap.getResult(outMap.getNumResults() - 1));
  OpOperand *largest = nullptr;
  int64_t most = -1;
  for (OpOperand *in : op.getDpsInputOperands()) {
    auto t = dyn_cast<ShapedType>(in->get().getType());
    if (t && t.hasStaticShape() && t.getRank() > 0 &&
        t.getNumElements() > most) {
      most = t.getNumElements();
      largest = in;
    }
  }
  if (!outDim || !largest)
    return false;
  AffineMap inMap = op.getMatchingIndexingMap(largest);
  auto inDim =
      dyn_cast<AffineDimExpr>(inMap.getResult(inMap.getNumResults() - 1));
  return inDim && inDim.getPosition() == outDim.getPosition();
}

/// The input of a pooling window (`nullptr` when `op` is not one): its
/// payload reads one input, at an index that mixes an output (parallel)
/// loop and a reduction loop (`oh * s + kh * d`), so neighbouring outputs
/// read overlapping inputs. A convolution reads a filter too (its products
/// are not pooling); the window-shape operand of a pooling op is not read.
static OpOperand *windowInput(linalg::GenericOp op) {
  OpOperand *read = nullptr;
  for (OpOperand *in : op.getDpsInputOperands()) {
    if (op.getMatchingBlockArgument(in).use_empty())
      continue; // the window-shape operand of a pooling op
    if (read)
      return nullptr;
    read = in;
  }
  if (!read)
    return nullptr;
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  for (AffineExpr e : op.getMatchingIndexingMap(read).getResults())
    if (mixesParallelAndReduction(e, iters))
      return read;
  return nullptr;
}

/// A contraction `out += a * b` with inferable batch/m/n/k dimensions.
std::optional<linalg::ContractionDimensions>
detectContraction(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return std::nullopt;
  if (!linalg::isaContractionOpInterface(op))
    return std::nullopt;
  Block &body = op.getRegion().front();
  auto ops = body.without_terminator();
  if (std::distance(ops.begin(), ops.end()) != 2)
    return std::nullopt;
  auto mul = dyn_cast<arith::MulFOp>(&*ops.begin());
  auto add = dyn_cast<arith::AddFOp>(&*std::next(ops.begin()));
  if (!mul || !add)
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims) || dims->m.empty() || dims->n.empty() || dims->k.empty())
    return std::nullopt;
  return *dims;
}

struct Plan;

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
  FailureOr<Strs> genericAt(linalg::GenericOp op, ArrayRef<std::string> loops,
                            ArrayRef<std::string> outArgs);
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
  LogicalResult emitFinal(unsigned result, Value v);
  LogicalResult emitFinalWindowed(Writer &w, const std::string &o, Value v,
                                  ArrayRef<int64_t> shape);
  LogicalResult emitFinalTiled(Writer &w, const std::string &o, Value v,
                               ArrayRef<int64_t> shape);
  LogicalResult emitSerialReduction(linalg::GenericOp op, ParamRef dst);
  LogicalResult emitColumnReduction(linalg::GenericOp op, const Combiner &comb,
                                    ParamRef dst);
  LogicalResult emitSerialOnlinePair(const OnlineSoftmaxMatch &match, Value v,
                                     ParamRef dst);
  /// Adds the online softmax helpers to the prelude once; returns the max
  /// functor of `m` and its identity.
  std::pair<std::string, std::string>
  useOnlineSoftmax(const OnlineSoftmaxMatch &m) {
    if (extraPrelude.find("htam_online_rescale") == std::string::npos)
      extraPrelude += onlineSoftmaxPrelude(opts.fastMath ? "__expf" : "expf");
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
  LogicalResult emitFusedRow();
  FailureOr<std::string> emitOnlinePair(Writer &w, const OnlineSoftmaxMatch &m,
                                        Value v, ArrayRef<std::string> idx,
                                        int64_t lanes, int64_t block);
  LogicalResult emitGemmPipelineLoop(
      Writer &w, linalg::GenericOp op, Strs &loops,
      llvm::function_ref<void(ArrayRef<unsigned>, StringRef, StringRef)> assign,
      ArrayRef<unsigned> mD, ArrayRef<unsigned> nD, ArrayRef<unsigned> kD,
      ParamRef aBuf, ParamRef bBuf, int64_t M, int64_t N, int64_t K, int64_t bm,
      int64_t bn, int64_t bk, int64_t stages, bool aKFast, bool bNFast);
  FailureOr<std::string> emitWelfordPair(Writer &w, const WelfordMatch &m,
                                         Value v, ArrayRef<std::string> idx,
                                         int64_t lanes, int64_t block);
  /// Loads of `x` at `xMap` over the reduction dims of `op` in a lane loop:
  /// opens the loop and returns the loaded values (4 with float4 loads).
  FailureOr<Strs> openRowLoop(Writer &w, linalg::GenericOp op, Value x,
                              AffineMap xMap, ArrayRef<std::string> idx,
                              int64_t lanes, int64_t splits = 1,
                              StringRef split = "");
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
  unsigned gridFor(int64_t work, int64_t block, bool gridStride) const {
    int64_t g = ceilDiv(std::max<int64_t>(work, 1), block);
    if (gridStride) {
      int64_t perSM = std::max<int64_t>(1, 2048 / block);
      g = std::min<int64_t>(g, opts.waves * opts.smCount * perSM);
    }
    return unsigned(std::min<int64_t>(g, kMaxGridX));
  }
};

Writer::Writer(Plan &plan, std::string name)
    : plan(plan), name(std::move(name)) {
  frames.emplace_back();
  plan.installStagedHook(*this);
}

std::string Writer::useParam(ParamRef ref) {
  for (size_t i = 0; i < params.size(); ++i)
    if (params[i].scratch == ref.scratch && params[i].index == ref.index)
      return paramNames[i];
  std::string n;
  if (ref.scratch)
    n = "s" + std::to_string(ref.index);
  else if (ref.index < plan.numArgs)
    n = "arg" + std::to_string(ref.index);
  else
    n = "res" + std::to_string(ref.index - plan.numArgs);
  params.push_back(ref);
  paramNames.push_back(n);
  return n;
}

Strs Writer::delinearize(StringRef linear, ArrayRef<int64_t> shape,
                         StringRef prefix) {
  Strs vars(shape.size());
  int64_t stride = 1;
  // Variables derived from loop-level values keep the loop-level prefix, so
  // the fused row kernel can tell row-level from loop-level indices.
  std::string pre = prefix.str();
  if (linear.contains("l_") && !prefix.starts_with("l_"))
    pre = "l_" + pre;
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    if (shape[d] == 1) {
      vars[d] = "0";
      continue;
    }
    std::string e = stride == 1
                        ? paren(linear)
                        : paren(linear) + " / " + std::to_string(stride);
    if (d > 0)
      e = "(" + e + ") % " + std::to_string(shape[d]);
    vars[d] = decl(plan.idxType, e, pre);
    stride *= shape[d];
  }
  linearOf[shapeKey(vars, shape)] = linear.str();
  return vars;
}

std::string Writer::linearize(ArrayRef<std::string> idx,
                              ArrayRef<int64_t> shape) {
  auto known = linearOf.find(shapeKey(idx, shape));
  if (known != linearOf.end())
    return known->second;
  std::string e;
  for (size_t d = 0; d < idx.size(); ++d) {
    if (shape[d] == 1)
      continue; // the index is 0
    if (e.empty())
      e = paren(idx[d]);
    else
      e = "(" + e + ") * " + std::to_string(shape[d]) + " + " + paren(idx[d]);
  }
  return e.empty() ? "0" : e;
}

FailureOr<std::string> Writer::affine(AffineExpr e,
                                      ArrayRef<std::string> loops) {
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return loops[d.getPosition()];
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return std::to_string(c.getValue());
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return plan.fail("affine maps with symbols are not supported");
  FailureOr<std::string> l = affine(bin.getLHS(), loops);
  FailureOr<std::string> r = affine(bin.getRHS(), loops);
  if (failed(l) || failed(r))
    return failure();
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return "(" + *l + " + " + *r + ")";
  case AffineExprKind::Mul:
    return "(" + *l + " * " + *r + ")";
  case AffineExprKind::FloorDiv:
    return "htam_floordiv(" + *l + ", " + *r + ")";
  case AffineExprKind::CeilDiv:
    return "htam_ceildiv(" + *l + ", " + *r + ")";
  case AffineExprKind::Mod:
    return "htam_mod(" + *l + ", " + *r + ")";
  default:
    return plan.fail("unsupported affine expression");
  }
}

FailureOr<Strs> Writer::applyMap(AffineMap map, ArrayRef<std::string> loops) {
  Strs r;
  for (AffineExpr e : map.getResults()) {
    FailureOr<std::string> s = affine(e, loops);
    if (failed(s))
      return failure();
    r.push_back(*s);
  }
  return r;
}

FailureOr<std::string> Writer::readAt(Value v, AffineMap map,
                                      ArrayRef<std::string> loops) {
  FailureOr<Strs> idx = applyMap(map, loops);
  if (failed(idx))
    return failure();
  return read(v, *idx);
}

FailureOr<std::string> Writer::read(Value v, ArrayRef<std::string> idx) {
  if (override)
    if (std::optional<std::string> s = override(v, idx))
      return *s;
  std::string key = memoKey(v, idx);
  if (const std::string *hit = lookup(key))
    return *hit;
  FailureOr<std::string> r = readUncached(v, idx);
  if (succeeded(r))
    remember(key, *r);
  return r;
}

FailureOr<std::string> Writer::readBuffer(ParamRef ref, ArrayRef<int64_t> shape,
                                          ArrayRef<std::string> idx) {
  if (residentRef && residentRef->scratch == ref.scratch &&
      residentRef->index == ref.index) {
    for (auto [l, at] : llvm::enumerate(residentIdx))
      if (ArrayRef<std::string>(at) == idx) {
        plan.stats.residentHits++;
        return residentLane[l];
      }
    plan.stats.residentMisses++;
  }
  std::string p = useParam(ref);
  if (vecWidth > 1 && ArrayRef<int64_t>(vecShape) == shape) {
    for (int64_t l = 0; l < vecWidth; ++l) {
      if (ArrayRef<std::string>(laneIdx[l]) != idx)
        continue;
      std::string key = "vec:" + p;
      const std::string *vec = lookup(key);
      std::string vname;
      if (vec) {
        vname = *vec;
      } else {
        std::string vt = vecWidth == 4 ? "float4" : "float2";
        vname = decl(vt,
                     "__ldg(reinterpret_cast<const " + vt + " *>(" + p +
                         ") + " + vecIndex + ")",
                     "w");
        remember(key, vname);
      }
      static const char *comp[] = {".x", ".y", ".z", ".w"};
      return vname + comp[l];
    }
  }
  // Window kernels load task arguments plainly: __ldg is opaque to the
  // compiler, which then cannot merge the loads that unrolled overlapping
  // windows share; a `const __restrict__` argument still gets the
  // read-only path (ld.global.nc).
  bool plain =
      ref.scratch || ref.index >= plan.numArgs || plan.opts.windowOutputs > 0;
  std::string load = plain ? p + "[" + linearize(idx, shape) + "]"
                           : "__ldg(" + p + " + " + linearize(idx, shape) + ")";
  return decl("float", load);
}

FailureOr<std::string> Writer::readUncached(Value v,
                                            ArrayRef<std::string> idx) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    return scalar(v);
  if (!type.hasStaticShape())
    return plan.fail("dynamic shapes are not supported");
  if (auto ba = dyn_cast<BlockArgument>(v)) {
    if (ba.getOwner()->getParentOp() != plan.func)
      return plan.fail("unexpected tensor block argument");
    if (!type.getElementType().isF32())
      return plan.fail("only f32 tensor arguments are supported");
    return readBuffer(ParamRef{false, ba.getArgNumber()}, type.getShape(), idx);
  }
  auto mat = plan.materialized.find(v);
  if (mat != plan.materialized.end())
    return readBuffer(mat->second, type.getShape(), idx);
  // A cuBLASLt epilogue is computed by its library step into a buffer.
  if (plan.libraryEpilogues.count(v)) {
    FailureOr<ParamRef> ref = plan.materialize(v, std::nullopt);
    if (failed(ref))
      return failure();
    return readBuffer(*ref, type.getShape(), idx);
  }

  Operation *def = v.getDefiningOp();
  if (auto gen = dyn_cast<linalg::GenericOp>(def)) {
    if (hasReduction(gen))
      return reduceHook(gen, v, idx);
    unsigned resNo = cast<OpResult>(v).getResultNumber();
    AffineMap outMap = gen.getIndexingMapMatchingResult(cast<OpResult>(v));
    if (!outMap.isPermutation())
      return readInsertion(gen, v, idx);
    Strs loops(gen.getNumLoops());
    for (unsigned r = 0; r < outMap.getNumResults(); ++r)
      loops[outMap.getDimPosition(r)] = idx[r];
    FailureOr<Strs> ys = genericAt(gen, loops, {});
    if (failed(ys))
      return failure();
    return (*ys)[resNo];
  }
  if (auto c = dyn_cast<arith::ConstantOp>(def)) {
    auto dense = dyn_cast<DenseElementsAttr>(c.getValue());
    if (!dense || !dense.isSplat())
      return plan.fail("only splat tensor constants are supported");
    auto f = dense.getSplatValue<Attribute>();
    if (auto fa = dyn_cast<FloatAttr>(f))
      return floatLiteral(fa.getValueAsDouble(), fa.getType().isF32());
    if (auto ia = dyn_cast<IntegerAttr>(f))
      return std::to_string(ia.getInt());
    return plan.fail("unsupported splat constant");
  }
  if (auto e = dyn_cast<tensor::ExpandShapeOp>(def)) {
    auto src = e.getSrcType();
    Strs sidx;
    for (auto [i, group] : llvm::enumerate(e.getReassociationIndices())) {
      SmallVector<int64_t> sub;
      Strs subIdx;
      for (int64_t d : group) {
        sub.push_back(type.getDimSize(d));
        subIdx.push_back(idx[d]);
      }
      sidx.push_back(linearize(subIdx, sub));
    }
    (void)src;
    return read(e.getSrc(), sidx);
  }
  if (auto c = dyn_cast<tensor::CollapseShapeOp>(def)) {
    auto src = c.getSrcType();
    Strs sidx(src.getRank());
    for (auto [i, group] : llvm::enumerate(c.getReassociationIndices())) {
      SmallVector<int64_t> sub;
      for (int64_t d : group)
        sub.push_back(src.getDimSize(d));
      Strs parts = delinearize(idx[i], sub, "c");
      for (auto [j, d] : llvm::enumerate(group))
        sidx[d] = parts[j];
    }
    return read(c.getSrc(), sidx);
  }
  if (auto cast = dyn_cast<tensor::CastOp>(def))
    return read(cast.getSource(), idx);
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(def)) {
    auto offs = slice.getStaticOffsets();
    auto strides = slice.getStaticStrides();
    auto sizes = slice.getStaticSizes();
    if (ShapedType::isDynamicShape(offs) || ShapedType::isDynamicShape(strides))
      return plan.fail("tensor.extract_slice with dynamic offsets");
    llvm::SmallBitVector dropped = slice.getDroppedDims();
    Strs sidx;
    unsigned r = 0;
    for (size_t d = 0; d < offs.size(); ++d) {
      std::string i = "0";
      if (!dropped.test(d))
        i = idx[r++];
      (void)sizes;
      std::string e = i;
      if (strides[d] != 1)
        e = "(" + paren(e) + " * " + std::to_string(strides[d]) + ")";
      if (offs[d] != 0)
        e = "(" + e + " + " + std::to_string(offs[d]) + ")";
      sidx.push_back(e);
    }
    return read(slice.getSource(), sidx);
  }
  if (auto pad = dyn_cast<tensor::PadOp>(def)) {
    auto lows = pad.getStaticLow();
    if (ShapedType::isDynamicShape(lows))
      return plan.fail("tensor.pad with dynamic padding");
    Value padVal = pad.getConstantPaddingValue();
    if (!padVal)
      return plan.fail("tensor.pad without a constant padding value");
    FailureOr<std::string> pv = scalar(padVal);
    if (failed(pv))
      return failure();
    Strs sidx, conds;
    SmallVector<bool> padded;
    padGuards(pad, idx, sidx, conds, padded);
    // A window of an interior group reads inside the source.
    if (skipGuardsOf == pad.getOperation())
      conds.clear();
    if (conds.empty())
      return read(pad.getSource(), sidx);
    if (plan.opts.windowOutputs > 0) {
      // Branch-free (see readInsertion): a clamped, unconditional read.
      std::string in = clampOutside(conds, sidx, padded);
      FailureOr<std::string> val = read(pad.getSource(), sidx);
      if (failed(val))
        return failure();
      std::string n = fresh("v");
      line("const float " + n + " = " + in + " ? " + *val + " : " + *pv + ";");
      return n;
    }
    std::string n = fresh("v");
    line("float " + n + " = " + *pv + ";");
    open("if (" + join(conds, " && ") + ")");
    FailureOr<std::string> in = read(pad.getSource(), sidx);
    if (failed(in))
      return failure();
    line(n + " = " + *in + ";");
    close();
    return n;
  }
  if (isa<tensor::EmptyOp>(def))
    return plan.fail("the task reads an uninitialized tensor.empty");
  StringRef dialect = def->getName().getDialectNamespace();
  if (def->getNumResults() == 1 && (dialect == "arith" || dialect == "math")) {
    // Elementwise arith/math on whole tensors.
    Strs args;
    for (Value o : def->getOperands()) {
      auto ot = dyn_cast<RankedTensorType>(o.getType());
      if (ot && ot.getShape() != type.getShape())
        return plan.fail("tensor arith op with mismatched shapes");
      FailureOr<std::string> a = ot ? read(o, idx) : scalar(o);
      if (failed(a))
        return failure();
      args.push_back(*a);
    }
    FailureOr<std::string> e = scalarOp(def, args);
    if (failed(e))
      return failure();
    FailureOr<std::string> t = cudaType(type.getElementType());
    if (failed(t))
      return plan.fail("unsupported element type");
    return decl(*t, *e);
  }
  return plan.fail("unsupported op '" + def->getName().getStringRef() +
                   "' in the task");
}

/// One output-map result of the form `a * d + c` (a >= 1).
struct StridedDim {
  unsigned dim = 0;
  int64_t stride = 1, offset = 0;
};

static std::optional<StridedDim> matchStridedDim(AffineExpr e) {
  StridedDim r;
  if (auto bin = dyn_cast<AffineBinaryOpExpr>(e);
      bin && e.getKind() == AffineExprKind::Add) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    if (!c)
      return std::nullopt;
    r.offset = c.getValue();
    e = bin.getLHS();
  }
  if (auto bin = dyn_cast<AffineBinaryOpExpr>(e);
      bin && e.getKind() == AffineExprKind::Mul) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    if (!c || c.getValue() < 1)
      return std::nullopt;
    r.stride = c.getValue();
    e = bin.getLHS();
  }
  auto d = dyn_cast<AffineDimExpr>(e);
  if (!d)
    return std::nullopt;
  r.dim = d.getPosition();
  return r;
}

std::string Writer::clampOutside(ArrayRef<std::string> conds, Strs &indices,
                                 ArrayRef<bool> mayBeOutside) {
  std::string in = fresh("in");
  line("const bool " + in + " = " + join(conds, " && ") + ";");
  // Indices that are always in range need no clamp: their part of the
  // address stays a plain expression the compiler can hoist.
  for (auto [i, outside] : llvm::zip(indices, mayBeOutside))
    if (outside)
      i = "(" + in + " ? " + i + " : 0)";
  return in;
}

void Writer::padGuards(tensor::PadOp pad, ArrayRef<std::string> idx, Strs &sidx,
                       Strs &conds, SmallVector<bool> &padded) {
  ArrayRef<int64_t> lows = pad.getStaticLow();
  RankedTensorType src = pad.getSourceType(), type = pad.getResultType();
  for (int64_t d = 0; d < src.getRank(); ++d) {
    std::string s =
        lows[d] ? "(" + paren(idx[d]) + " - " + std::to_string(lows[d]) + ")"
                : idx[d];
    sidx.push_back(s);
    padded.push_back(lows[d] || src.getDimSize(d) != type.getDimSize(d));
    if (padded.back())
      conds.push_back("(" + s + " >= 0 && " + s + " < " +
                      std::to_string(src.getDimSize(d)) + ")");
  }
}

LogicalResult Writer::insertionGuards(linalg::GenericOp gen, Value v,
                                      ArrayRef<std::string> idx, Strs &loops,
                                      Strs &conds,
                                      SmallVector<bool> &mayBeOutside,
                                      bool &strided) {
  AffineMap outMap = gen.getIndexingMapMatchingResult(cast<OpResult>(v));
  if (outMap.getNumResults() != gen.getNumLoops())
    return plan.fail("a parallel op whose output map is not invertible");
  SmallVector<int64_t> ranges = gen.getStaticLoopRanges();
  loops.assign(gen.getNumLoops(), "");
  strided = false;
  // Per loop: whether its index can fall outside the image. `idx` is a
  // valid index of `v` (in [0, size)), so a dim the op writes whole
  // (offset 0, stride 1, as many iterations as the dim: the batch and
  // channel dims of a padding) needs no test and no clamp.
  mayBeOutside.assign(gen.getNumLoops(), false);
  ArrayRef<int64_t> shape = cast<ShapedType>(v.getType()).getShape();
  for (unsigned r = 0; r < outMap.getNumResults(); ++r) {
    std::optional<StridedDim> sd = matchStridedDim(outMap.getResult(r));
    if (!sd || !loops[sd->dim].empty())
      return plan.fail("a parallel op whose output map is not invertible");
    std::string shifted = sd->offset ? "(" + paren(idx[r]) + " - " +
                                           std::to_string(sd->offset) + ")"
                                     : idx[r];
    std::string d = sd->stride == 1 ? shifted
                                    : "(" + shifted + " / " +
                                          std::to_string(sd->stride) + ")";
    loops[sd->dim] = d;
    size_t before = conds.size();
    if (sd->offset > 0)
      conds.push_back("(" + shifted + " >= 0)");
    if (sd->stride != 1) {
      conds.push_back("(" + shifted + " % " + std::to_string(sd->stride) +
                      " == 0)");
      strided = true;
    }
    // The largest loop index `idx` can give, against the loop's range.
    int64_t last = ShapedType::isDynamic(shape[r])
                       ? std::numeric_limits<int64_t>::max()
                       : (shape[r] - 1 - sd->offset) / sd->stride;
    if (ShapedType::isDynamic(ranges[sd->dim]) || last >= ranges[sd->dim])
      conds.push_back("(" + d + " < " + std::to_string(ranges[sd->dim]) + ")");
    mayBeOutside[sd->dim] = conds.size() > before;
  }
  return success();
}

/// A parallel op that writes only part of its init (output map results
/// `a * d + c`, e.g. padding or a strided scatter): the payload where the
/// index is in the image of the map, the init elsewhere.
FailureOr<std::string> Writer::readInsertion(linalg::GenericOp gen, Value v,
                                             ArrayRef<std::string> idx) {
  unsigned resNo = cast<OpResult>(v).getResultNumber();
  Strs loops, conds;
  SmallVector<bool> mayBeOutside;
  bool strided;
  if (failed(insertionGuards(gen, v, idx, loops, conds, mayBeOutside, strided)))
    return failure();
  // A window of an interior group reads inside the copied part.
  if (skipGuardsOf == gen.getOperation())
    conds.clear();
  if (conds.empty()) {
    FailureOr<Strs> ys = genericAt(gen, loops, {});
    if (failed(ys))
      return failure();
    return (*ys)[resNo];
  }
  FailureOr<std::string> t =
      cudaType(cast<ShapedType>(v.getType()).getElementType());
  if (failed(t))
    return plan.fail("unsupported element type");
  if (plan.opts.windowOutputs > 0) {
    // Branch-free: the payload runs at loop indices clamped to 0 outside
    // the image (always in bounds) and a select keeps the init there. The
    // loads are then unconditional, so once windows are unrolled the
    // compiler can merge the ones overlapping windows share.
    std::string in = clampOutside(conds, loops, mayBeOutside);
    FailureOr<Strs> ys = genericAt(gen, loops, {});
    if (failed(ys))
      return failure();
    FailureOr<std::string> init = read(gen.getDpsInits()[resNo], idx);
    if (failed(init))
      return failure();
    std::string n = fresh("v");
    line("const " + *t + " " + n + " = " + in + " ? " + (*ys)[resNo] + " : " +
         *init + ";");
    return n;
  }
  std::string n = fresh("v");
  line(*t + " " + n + ";");
  open("if (" + join(conds, " && ") + ")");
  FailureOr<Strs> ys = genericAt(gen, loops, {});
  if (failed(ys))
    return failure();
  line(n + " = " + (*ys)[resNo] + ";");
  close();
  open("else");
  FailureOr<std::string> init = read(gen.getDpsInits()[resNo], idx);
  if (failed(init))
    return failure();
  line(n + " = " + *init + ";");
  close();
  return n;
}

FailureOr<std::string> Writer::scalar(Value v) {
  if (isa<BlockArgument>(v))
    return plan.fail("scalar task arguments are not supported");
  Operation *def = v.getDefiningOp();
  if (auto ex = dyn_cast<tensor::ExtractOp>(def)) {
    Strs idx;
    for (Value i : ex.getIndices()) {
      FailureOr<std::string> s = scalar(i);
      if (failed(s))
        return failure();
      idx.push_back(*s);
    }
    return read(ex.getTensor(), idx);
  }
  Strs args;
  for (Value o : def->getOperands()) {
    FailureOr<std::string> a = scalar(o);
    if (failed(a))
      return failure();
    args.push_back(*a);
  }
  return scalarOp(def, args);
}

FailureOr<std::string> Writer::scalarOp(Operation *op,
                                        ArrayRef<std::string> a) {
  if (op->getNumResults() != 1)
    return plan.fail("unsupported op '" + op->getName().getStringRef() +
                     "' in a payload");
  Type t = op->getResult(0).getType();
  bool f64 = t.isF64();
  bool fm = plan.opts.fastMath && !f64;
  auto fn = [&](StringRef base) { return f64 ? base.str() : base.str() + "f"; };
  auto call = [&](const std::string &f) {
    return f + "(" + join(a, ", ") + ")";
  };
  auto bin = [&](StringRef o) {
    return "(" + a[0] + " " + o.str() + " " + a[1] + ")";
  };
  FailureOr<std::string> ty = cudaType(t);
  std::optional<std::string> r =
      llvm::TypeSwitch<Operation *, std::optional<std::string>>(op)
          .Case([&](arith::ConstantOp c) -> std::optional<std::string> {
            Attribute attr = c.getValue();
            if (auto f = dyn_cast<FloatAttr>(attr))
              return floatLiteral(f.getValueAsDouble(), f.getType().isF32());
            if (auto i = dyn_cast<IntegerAttr>(attr)) {
              if (i.getType().isInteger(1))
                return std::string(i.getValue().getBoolValue() ? "true"
                                                               : "false");
              return std::to_string(i.getValue().getSExtValue()) + "LL";
            }
            return std::nullopt;
          })
          .Case([&](arith::AddFOp) { return bin("+"); })
          .Case([&](arith::SubFOp) { return bin("-"); })
          .Case([&](arith::MulFOp) { return bin("*"); })
          .Case([&](arith::DivFOp) {
            return fm ? "__fdividef(" + a[0] + ", " + a[1] + ")" : bin("/");
          })
          .Case([&](arith::RemFOp) { return call(fn("fmod")); })
          .Case([&](arith::NegFOp) { return "(-" + a[0] + ")"; })
          .Case([&](arith::MaximumFOp) { return call("htam_maximumf"); })
          .Case([&](arith::MinimumFOp) { return call("htam_minimumf"); })
          .Case([&](arith::MaxNumFOp) { return call(fn("fmax")); })
          .Case([&](arith::MinNumFOp) { return call(fn("fmin")); })
          .Case([&](arith::AddIOp) { return bin("+"); })
          .Case([&](arith::SubIOp) { return bin("-"); })
          .Case([&](arith::MulIOp) { return bin("*"); })
          .Case([&](arith::DivSIOp) { return bin("/"); })
          .Case([&](arith::DivUIOp) {
            return "(" + ty.value_or("long long") + ")((unsigned long long)" +
                   paren(a[0]) + " / (unsigned long long)" + paren(a[1]) + ")";
          })
          .Case([&](arith::RemUIOp) {
            return "(" + ty.value_or("long long") + ")((unsigned long long)" +
                   paren(a[0]) + " % (unsigned long long)" + paren(a[1]) + ")";
          })
          .Case([&](arith::FloorDivSIOp) {
            return "htam_floordiv(" + a[0] + ", " + a[1] + ")";
          })
          .Case([&](arith::CeilDivSIOp) {
            return "htam_ceildiv(" + a[0] + ", " + a[1] + ")";
          })
          .Case([&](arith::MaxUIOp) {
            return "((unsigned long long)" + paren(a[0]) +
                   " > (unsigned long long)" + paren(a[1]) + " ? " + a[0] +
                   " : " + a[1] + ")";
          })
          .Case([&](arith::MinUIOp) {
            return "((unsigned long long)" + paren(a[0]) +
                   " < (unsigned long long)" + paren(a[1]) + " ? " + a[0] +
                   " : " + a[1] + ")";
          })
          .Case([&](arith::RemSIOp) { return bin("%"); })
          .Case([&](arith::AndIOp) { return bin("&"); })
          .Case([&](arith::OrIOp) { return bin("|"); })
          .Case([&](arith::XOrIOp) { return bin("^"); })
          .Case([&](arith::MaxSIOp) { return call("max"); })
          .Case([&](arith::MinSIOp) { return call("min"); })
          .Case([&](arith::SelectOp) {
            return "(" + a[0] + " ? " + a[1] + " : " + a[2] + ")";
          })
          .Case([&](arith::CmpFOp c) -> std::optional<std::string> {
            const std::string &x = a[0], &y = a[1];
            switch (c.getPredicate()) {
            case arith::CmpFPredicate::AlwaysFalse:
              return std::string("false");
            case arith::CmpFPredicate::AlwaysTrue:
              return std::string("true");
            case arith::CmpFPredicate::OEQ:
              return "(" + x + " == " + y + ")";
            case arith::CmpFPredicate::OGT:
              return "(" + x + " > " + y + ")";
            case arith::CmpFPredicate::OGE:
              return "(" + x + " >= " + y + ")";
            case arith::CmpFPredicate::OLT:
              return "(" + x + " < " + y + ")";
            case arith::CmpFPredicate::OLE:
              return "(" + x + " <= " + y + ")";
            case arith::CmpFPredicate::ONE:
              return "(" + x + " < " + y + " || " + x + " > " + y + ")";
            case arith::CmpFPredicate::ORD:
              return "(" + x + " == " + x + " && " + y + " == " + y + ")";
            case arith::CmpFPredicate::UEQ:
              return "!(" + x + " < " + y + " || " + x + " > " + y + ")";
            case arith::CmpFPredicate::UGT:
              return "!(" + x + " <= " + y + ")";
            case arith::CmpFPredicate::UGE:
              return "!(" + x + " < " + y + ")";
            case arith::CmpFPredicate::ULT:
              return "!(" + x + " >= " + y + ")";
            case arith::CmpFPredicate::ULE:
              return "!(" + x + " > " + y + ")";
            case arith::CmpFPredicate::UNE:
              return "(" + x + " != " + y + ")";
            case arith::CmpFPredicate::UNO:
              return "(" + x + " != " + x + " || " + y + " != " + y + ")";
            }
            return std::nullopt;
          })
          .Case([&](arith::CmpIOp c) -> std::optional<std::string> {
            std::string x = a[0], y = a[1];
            std::string ux = "(unsigned long long)" + paren(x),
                        uy = "(unsigned long long)" + paren(y);
            switch (c.getPredicate()) {
            case arith::CmpIPredicate::eq:
              return "(" + x + " == " + y + ")";
            case arith::CmpIPredicate::ne:
              return "(" + x + " != " + y + ")";
            case arith::CmpIPredicate::slt:
              return "(" + x + " < " + y + ")";
            case arith::CmpIPredicate::sle:
              return "(" + x + " <= " + y + ")";
            case arith::CmpIPredicate::sgt:
              return "(" + x + " > " + y + ")";
            case arith::CmpIPredicate::sge:
              return "(" + x + " >= " + y + ")";
            case arith::CmpIPredicate::ult:
              return "(" + ux + " < " + uy + ")";
            case arith::CmpIPredicate::ule:
              return "(" + ux + " <= " + uy + ")";
            case arith::CmpIPredicate::ugt:
              return "(" + ux + " > " + uy + ")";
            case arith::CmpIPredicate::uge:
              return "(" + ux + " >= " + uy + ")";
            }
            return std::nullopt;
          })
          .Case<arith::SIToFPOp, arith::ExtFOp, arith::TruncFOp,
                arith::FPToSIOp, arith::IndexCastOp, arith::ExtSIOp,
                arith::TruncIOp>(
              [&](Operation *) -> std::optional<std::string> {
                if (failed(ty))
                  return std::nullopt;
                return "((" + *ty + ")" + paren(a[0]) + ")";
              })
          .Case([&](arith::ExtUIOp) -> std::optional<std::string> {
            if (failed(ty))
              return std::nullopt;
            if (op->getOperand(0).getType().isInteger(1))
              return "((" + *ty + ")(" + a[0] + " ? 1 : 0))";
            return std::nullopt;
          })
          .Case([&](arith::UIToFPOp) -> std::optional<std::string> {
            if (failed(ty))
              return std::nullopt;
            return "((" + *ty + ")(unsigned long long)" + paren(a[0]) + ")";
          })
          .Case([&](math::ExpOp) { return call(fm ? "__expf" : fn("exp")); })
          .Case([&](math::Exp2Op) { return call(fn("exp2")); })
          .Case([&](math::ExpM1Op) { return call(fn("expm1")); })
          .Case([&](math::LogOp) { return call(fm ? "__logf" : fn("log")); })
          .Case([&](math::Log2Op) { return call(fn("log2")); })
          .Case([&](math::Log10Op) { return call(fn("log10")); })
          .Case([&](math::Log1pOp) { return call(fn("log1p")); })
          .Case([&](math::SqrtOp) { return call(fn("sqrt")); })
          .Case([&](math::RsqrtOp) {
            return fm ? call("rsqrtf")
                      : "(" + std::string(f64 ? "1.0" : "1.0f") + " / " +
                            fn("sqrt") + "(" + a[0] + "))";
          })
          .Case([&](math::CbrtOp) { return call(fn("cbrt")); })
          .Case([&](math::TanhOp) { return call(fn("tanh")); })
          .Case([&](math::SinOp) { return call(fm ? "__sinf" : fn("sin")); })
          .Case([&](math::CosOp) { return call(fm ? "__cosf" : fn("cos")); })
          .Case([&](math::TanOp) { return call(fn("tan")); })
          .Case([&](math::AsinOp) { return call(fn("asin")); })
          .Case([&](math::AcosOp) { return call(fn("acos")); })
          .Case([&](math::AtanOp) { return call(fn("atan")); })
          .Case([&](math::Atan2Op) { return call(fn("atan2")); })
          .Case([&](math::SinhOp) { return call(fn("sinh")); })
          .Case([&](math::CoshOp) { return call(fn("cosh")); })
          .Case([&](math::AsinhOp) { return call(fn("asinh")); })
          .Case([&](math::AcoshOp) { return call(fn("acosh")); })
          .Case([&](math::AtanhOp) { return call(fn("atanh")); })
          .Case([&](math::ErfOp) { return call(fn("erf")); })
          .Case([&](math::ErfcOp) { return call(fn("erfc")); })
          .Case([&](math::AbsFOp) { return call(fn("fabs")); })
          .Case([&](math::AbsIOp) { return call("abs"); })
          .Case([&](math::PowFOp) { return call(fm ? "__powf" : fn("pow")); })
          .Case([&](math::FPowIOp) {
            return fn("pow") + "(" + a[0] + ", (" + (f64 ? "double" : "float") +
                   ")" + paren(a[1]) + ")";
          })
          .Case([&](math::FmaOp) { return call(fn("fma")); })
          .Case([&](math::CeilOp) { return call(fn("ceil")); })
          .Case([&](math::FloorOp) { return call(fn("floor")); })
          .Case([&](math::RoundOp) { return call(fn("round")); })
          .Case([&](math::RoundEvenOp) { return call(fn("rint")); })
          .Case([&](math::TruncOp) { return call(fn("trunc")); })
          .Case([&](math::CopySignOp) { return call(fn("copysign")); })
          .Default([](Operation *) { return std::nullopt; });
  if (!r)
    return plan.fail("unsupported op '" + op->getName().getStringRef() +
                     "' in a payload");
  return *r;
}

FailureOr<Strs> Writer::genericAt(linalg::GenericOp op,
                                  ArrayRef<std::string> loops,
                                  ArrayRef<std::string> outArgs) {
  Block &body = op.getRegion().front();
  DenseMap<Value, std::string> vals;
  for (OpOperand *in : op.getDpsInputOperands()) {
    BlockArgument ba = op.getMatchingBlockArgument(in);
    if (ba.use_empty())
      continue;
    Value operand = in->get();
    FailureOr<std::string> s;
    if (!isa<ShapedType>(operand.getType())) {
      s = scalar(operand);
    } else {
      s = readAt(operand, op.getMatchingIndexingMap(in), loops);
    }
    if (failed(s))
      return failure();
    vals[ba] = *s;
  }
  for (auto [j, init] : llvm::enumerate(op.getDpsInitsMutable())) {
    BlockArgument ba = op.getMatchingBlockArgument(&init);
    if (ba.use_empty())
      continue;
    if (j < outArgs.size()) {
      vals[ba] = outArgs[j];
      continue;
    }
    FailureOr<std::string> s =
        readAt(init.get(), op.getMatchingIndexingMap(&init), loops);
    if (failed(s))
      return failure();
    vals[ba] = *s;
  }
  for (Operation &o : body.without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(o)) {
      vals[index.getResult()] = loops[index.getDim()];
      continue;
    }
    if (o.getNumRegions())
      return plan.fail("ops with regions in a payload are not supported");
    Strs args;
    for (Value operand : o.getOperands()) {
      auto it = vals.find(operand);
      if (it != vals.end()) {
        args.push_back(it->second);
        continue;
      }
      FailureOr<std::string> s = scalar(operand);
      if (failed(s))
        return failure();
      args.push_back(*s);
    }
    FailureOr<std::string> e = scalarOp(&o, args);
    if (failed(e))
      return failure();
    FailureOr<std::string> t = cudaType(o.getResult(0).getType());
    if (failed(t))
      return plan.fail("unsupported type in a payload");
    if (isa<arith::ConstantOp>(o))
      vals[o.getResult(0)] = *e;
    else
      vals[o.getResult(0)] = decl(*t, *e);
  }
  Strs ys;
  for (Value y : body.getTerminator()->getOperands()) {
    auto it = vals.find(y);
    if (it != vals.end()) {
      ys.push_back(it->second);
      continue;
    }
    FailureOr<std::string> s = scalar(y);
    if (failed(s))
      return failure();
    ys.push_back(*s);
  }
  return ys;
}

/// Loop variables of `op` for the output point `outIdx` (reduction loops
/// left empty).
static Strs parallelLoops(linalg::GenericOp op, ArrayRef<std::string> outIdx) {
  Strs loops(op.getNumLoops());
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  for (unsigned r = 0; r < outMap.getNumResults(); ++r)
    if (auto d = dyn_cast<AffineDimExpr>(outMap.getResult(r)))
      loops[d.getPosition()] = outIdx[r];
  return loops;
}

//===----------------------------------------------------------------------===//
// Plan: kernels
//===----------------------------------------------------------------------===//

void Plan::addKernel(Writer &w, std::array<unsigned, 3> grid, unsigned block,
                     unsigned smem, unsigned minBlocks, StringRef attrs) {
  // Parameters in a canonical order: arguments, results, scratch buffers.
  std::vector<size_t> order(w.params.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  llvm::sort(order, [&](size_t a, size_t b) {
    return std::make_pair(w.params[a].scratch, w.params[a].index) <
           std::make_pair(w.params[b].scratch, w.params[b].index);
  });
  std::vector<ParamRef> params;
  std::vector<std::string> names;
  for (size_t i : order) {
    params.push_back(w.params[i]);
    names.push_back(w.paramNames[i]);
  }
  w.params = params;
  w.paramNames = names;
  std::string sig;
  for (size_t i = 0; i < w.params.size(); ++i) {
    if (i)
      sig += ", ";
    bool in = !w.params[i].scratch && w.params[i].index < numArgs;
    sig += in ? "const float *__restrict__ " : "float *__restrict__ ";
    sig += w.paramNames[i];
  }
  std::string bounds = std::to_string(block);
  if (minBlocks)
    bounds += ", " + std::to_string(minBlocks);
  std::string k = "extern \"C\" __global__ void " +
                  (attrs.empty() ? std::string() : attrs.str() + " ") +
                  "__launch_bounds__(" + bounds + ")\n" + w.name + "(" + sig +
                  ") {\n" + w.text + "}\n";
  kernels.push_back(k);
  KernelLaunch l;
  l.entry = w.name;
  l.config.grid = grid;
  l.config.block = {block, 1, 1};
  l.config.sharedBytes = smem;
  l.params = w.params;
  launches.push_back(l);
}

std::optional<std::string> Plan::probeRead(Writer &w, Value v,
                                           ArrayRef<std::string> idx,
                                           Writer::WindowProbe &probe,
                                           std::string &text) {
  std::string *out = w.out;
  EmitResult statsBefore = stats;
  std::string errorBefore = error;
  w.out = &text;
  ++w.indent;
  w.frames.emplace_back();
  probe.idx.assign(idx.begin(), idx.end());
  w.windowProbe = &probe;
  FailureOr<std::string> s = w.read(v, probe.idx);
  w.windowProbe = nullptr;
  w.frames.pop_back();
  --w.indent;
  w.out = out;
  stats = statsBefore;
  std::string why = error;
  error = errorBefore;
  if (succeeded(s))
    return std::nullopt;
  return why.empty() ? std::string("a probed read failed") : why;
}

FailureOr<std::string> Plan::probeWindow(Writer &w, linalg::GenericOp op,
                                         ArrayRef<std::string> idx) {
  Writer::WindowProbe &probe = *w.windowProbe;
  probe.ops.insert(op);
  if (ArrayRef<std::string>(probe.idx) != idx)
    probe.unsafe = true;
  OpOperand *in = windowInput(op);
  // Only a padding read directly has its tests collected (and skipped): a
  // tensor.pad or a partial insertion (a copy into a filled tensor).
  auto pad = in->get().getDefiningOp<tensor::PadOp>();
  auto insert = in->get().getDefiningOp<linalg::GenericOp>();
  if (insert && (hasReduction(insert) ||
                 insert.getIndexingMapMatchingResult(cast<OpResult>(in->get()))
                     .isPermutation()))
    insert = nullptr;
  if (pad && (ShapedType::isDynamicShape(pad.getStaticLow()) ||
              !pad.getResultType().hasStaticShape()))
    pad = nullptr;
  if (!pad && !insert)
    return std::string("0.0f");
  AffineMap map = op.getMatchingIndexingMap(in);
  if (!llvm::all_of(map.getResults(), isIncreasingExpr)) {
    probe.unsafe = true;
    return std::string("0.0f");
  }
  Strs loops = parallelLoops(op, idx);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction)
      loops[i] = std::to_string(probe.last ? ranges[i] - 1 : 0);
  FailureOr<Strs> padIdx = w.applyMap(map, loops);
  if (failed(padIdx))
    return failure();
  Strs inner;
  SmallVector<bool> mayBeOutside;
  bool strided = false;
  if (pad)
    w.padGuards(pad, *padIdx, inner, probe.conds, mayBeOutside);
  else if (failed(w.insertionGuards(insert, in->get(), *padIdx, inner,
                                    probe.conds, mayBeOutside, strided)))
    return failure();
  probe.strided |= strided;
  // The probe's value is never stored.
  return std::string("0.0f");
}

void Plan::installStagedHook(Writer &w) {
  w.reduceHook = [this,
                  &w](linalg::GenericOp op, Value v,
                      ArrayRef<std::string> idx) -> FailureOr<std::string> {
    if (opts.inlineReductions) {
      if (op->getNumResults() != 1)
        return fail("reductions with several results are not supported");
      AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
      if (!outMap.isProjectedPermutation())
        return fail("a reduction whose output map is not a projected "
                    "permutation");
      Strs loops = parallelLoops(op, idx);
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      // Several outputs per thread: short window loops are unrolled so the
      // compiler sees the loads that neighbouring outputs share.
      bool unrollWindow = opts.windowOutputs > 0;
      if (unrollWindow && !windowInput(op))
        // Any other reduction would be recomputed at each of its uses.
        return fail("only pooling windows are reduced inline per output "
                    "(a convolution or a statistic over many outputs is "
                    "not)");
      if (unrollWindow)
        ++stats.numWindowReductions;
      if (w.windowProbe)
        return probeWindow(w, op, idx);
      FailureOr<std::string> init = w.read(op.getDpsInits()[0], idx);
      if (failed(init))
        return failure();
      std::string acc = w.fresh("acc");
      w.line("float " + acc + " = " + *init + ";");
      // In a group proven interior (emitFinalWindowed), this window's
      // padding needs no bounds tests.
      Operation *skipBefore = w.skipGuardsOf;
      w.skipGuardsOf = nullptr;
      if (w.interior && w.interior->ops.contains(op) &&
          ArrayRef<std::string>(w.interiorIdx) == idx)
        w.skipGuardsOf = windowInput(op)->get().getDefiningOp();
      int opened = 0;
      for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray())) {
        if (t != utils::IteratorType::reduction)
          continue;
        std::string var = w.fresh("l_r");
        loops[i] = var;
        if (unrollWindow && ranges[i] <= 32)
          w.line("#pragma unroll");
        w.open("for (" + idxType + " " + var + " = 0; " + var + " < " +
               std::to_string(ranges[i]) + "; ++" + var + ")");
        ++opened;
      }
      FailureOr<Strs> ys = w.genericAt(op, loops, {acc});
      w.skipGuardsOf = skipBefore;
      if (failed(ys))
        return failure();
      w.line(acc + " = " + (*ys)[0] + ";");
      for (int i = 0; i < opened; ++i)
        w.close();
      return acc;
    }
    FailureOr<ParamRef> ref = materialize(v, std::nullopt);
    if (failed(ref))
      return failure();
    return w.readBuffer(*ref, cast<ShapedType>(v.getType()).getShape(), idx);
  };
}

FailureOr<ParamRef> Plan::materialize(Value v, std::optional<ParamRef> target) {
  auto it = materialized.find(v);
  if (it != materialized.end())
    return it->second;
  auto op = v.getDefiningOp<linalg::GenericOp>();
  if (!op || op->getNumResults() != 1)
    return fail("reductions with several results are not supported");
  auto type = cast<ShapedType>(v.getType());
  if (!type.getElementType().isF32())
    return fail("only f32 intermediate tensors can be materialized");
  ParamRef dst;
  if (target) {
    dst = *target;
  } else {
    dst = ParamRef{true, unsigned(scratch.size())};
    scratch.push_back(numel(type.getShape()) * 4);
  }
  LogicalResult ok = failure();
  std::optional<linalg::ContractionDimensions> cdims = detectContraction(op);
  if (!cdims && opts.implicitGemm)
    cdims = detectConvAsGemm(op);
  std::optional<Combiner> comb = detectCombiner(op);
  int64_t rlen = 1;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction)
      rlen *= ranges[i];
  // Lanes of a row reduction walk the last reduction loop: only worth it
  // when that loop walks contiguous memory. Otherwise (a min over channels
  // of NCHW: a stride of H*W) the lanes' loads do not coalesce, and one
  // thread per output, with neighbouring outputs adjacent, reads better.
  bool rowOk = comb && !cdims && reductionWalksContiguous(op);
  auto epilogue = libraryEpilogues.find(v);
  if (epilogue != libraryEpilogues.end()) {
    ok = emitLibraryGemm(epilogue->second.contraction, dst, &epilogue->second);
  } else if (opts.libraryConv && isLibraryConv(op)) {
    ok = emitLibraryConv(op, dst);
  } else if (opts.libraryGemm && isLibraryContraction(op)) {
    ok = emitLibraryGemm(op, dst);
  } else if (cdims && opts.gemm) {
    ok = emitGemm(op, *cdims, dst, false);
  } else if (rowOk && rlen >= 1024 &&
             (opts.reduce == ReduceStrategy::Split ||
              (opts.reduce == ReduceStrategy::Block && opts.splitFewRows &&
               numel(type.getShape()) < opts.smCount))) {
    ok = emitSplitReduction(op, *comb, dst);
  } else if (rowOk && rlen >= 32 &&
             (opts.reduce == ReduceStrategy::Warp ||
              opts.reduce == ReduceStrategy::Block ||
              opts.reduce == ReduceStrategy::Split)) {
    ok = emitRowReduction(op, *comb, dst);
  } else if (rowOk && rlen >= 2 && opts.reduce == ReduceStrategy::SubWarp) {
    ok = emitRowReduction(op, *comb, dst);
  } else if (comb && !cdims && !rowOk && rlen >= 256 &&
             opts.reduce == ReduceStrategy::Block && !opts.splitFewRows &&
             outputsWalkContiguous(op)) {
    ok = emitColumnReduction(op, *comb, dst);
  } else if (std::optional<OnlineSoftmaxMatch> om =
                 opts.onlineSoftmax ? matchOnlineSoftmax(op, /*anyDims=*/true)
                                    : std::nullopt;
             om && !materialized.count(om->max->getResult(0)) &&
             !materialized.count(om->sum->getResult(0))) {
    ok = emitSerialOnlinePair(*om, v, dst);
  } else {
    ok = emitSerialReduction(op, dst);
  }
  if (failed(ok))
    return failure();
  materialized[v] = dst;
  return dst;
}

FailureOr<ParamRef> Plan::bufferOf(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    if (arg.getOwner()->getParentOp() == func.getOperation())
      return ParamRef{false, arg.getArgNumber()};
  // Static reshapes and casts keep the row-major data as it is.
  if (auto e = v.getDefiningOp<tensor::ExpandShapeOp>())
    return bufferOf(e.getSrc());
  if (auto c = v.getDefiningOp<tensor::CollapseShapeOp>())
    return bufferOf(c.getSrc());
  if (auto c = v.getDefiningOp<tensor::CastOp>())
    return bufferOf(c.getSource());
  auto gen = v.getDefiningOp<linalg::GenericOp>();
  if (gen && (hasReduction(gen) || libraryEpilogues.count(v)))
    return materialize(v, std::nullopt);
  return fail("a cuBLAS operand must be a task argument or a reduction "
              "result, not an elementwise expression");
}

LogicalResult Plan::emitLibraryGemm(linalg::GenericOp op, ParamRef dst,
                                    const LibraryEpilogue *epilogue) {
  std::string why;
  FailureOr<LibraryGemm> g = planLibraryGemm(op, why);
  if (failed(g))
    return fail("cuBLAS cannot compute the contraction: " + why);
  FailureOr<ParamRef> a = bufferOf(op.getDpsInputs()[0]);
  if (failed(a))
    return failure();
  FailureOr<ParamRef> b = bufferOf(op.getDpsInputs()[1]);
  if (failed(b))
    return failure();
  KernelLaunch l;
  l.library = g->call;
  l.params = g->swapped ? std::vector<ParamRef>{*b, *a, dst}
                        : std::vector<ParamRef>{*a, *b, dst};
  LibraryCall &c = l.library;
  if (opts.libraryLt) {
    c.kind = LibraryCall::Kind::CublasLtMatmul;
    c.algo = opts.ltAlgo;
    if (epilogue) {
      // The split keeps epilogues to unswapped layouts: the bias runs
      // along the step's n.
      if (g->swapped)
        return fail("a cuBLASLt bias epilogue on a transposed output");
      c.epilogue = epilogue->kind;
      if (c.hasBias()) {
        FailureOr<ParamRef> bias = bufferOf(epilogue->bias);
        if (failed(bias))
          return failure();
        l.params.push_back(*bias);
      }
      stats.numLibraryEpilogues++;
    }
  }
  // Kernels and launches stay parallel; a library step has no kernel text.
  kernels.push_back("");
  launches.push_back(l);
  stats.numContractions++;
  stats.numLibraryCalls++;
  stats.maxLibraryBatch = std::max(stats.maxLibraryBatch, c.batch);
  std::string shape =
      llvm::formatv("{0}x{1}x{2}{3}{4}{5}", c.m, c.n, c.k,
                    c.batch > 1 ? " batch " + std::to_string(c.batch)
                                : std::string(),
                    c.transA ? " A^T" : "", c.transB ? " B^T" : "")
          .str();
  if (c.kind == LibraryCall::Kind::CublasLtMatmul)
    notes.push_back(llvm::formatv("cuBLASLt matmul {0}, epilogue {1}, "
                                  "heuristic algo {2}",
                                  shape, epilogueName(c.epilogue), c.algo)
                        .str());
  else
    notes.push_back("cuBLAS SGEMM " + shape);
  return success();
}

FailureOr<ParamRef> Plan::libraryOperand(Value v) {
  Value base = v;
  while (true) {
    if (auto e = base.getDefiningOp<tensor::ExpandShapeOp>())
      base = e.getSrc();
    else if (auto c = base.getDefiningOp<tensor::CollapseShapeOp>())
      base = c.getSrc();
    else if (auto c = base.getDefiningOp<tensor::CastOp>())
      base = c.getSource();
    else
      break;
  }
  if (auto arg = dyn_cast<BlockArgument>(base))
    if (arg.getOwner()->getParentOp() == func.getOperation())
      return ParamRef{false, arg.getArgNumber()};
  auto gen = base.getDefiningOp<linalg::GenericOp>();
  if (gen && hasReduction(gen))
    return materialize(base, std::nullopt);
  auto it = materialized.find(v);
  if (it != materialized.end())
    return it->second;
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !type.hasStaticShape() || !type.getElementType().isF32())
    return fail("a library operand must be a static f32 tensor");
  ParamRef dst{true, unsigned(scratch.size())};
  int64_t n = numel(type.getShape());
  scratch.push_back(n * 4);
  Writer w(*this, entryName());
  std::string o = w.useParam(dst);
  w.open(gridStrideLoop("e", n));
  Strs idx = w.delinearize("e", type.getShape(), "o");
  FailureOr<std::string> val = w.read(v, idx);
  if (failed(val))
    return failure();
  w.line(o + "[e] = " + *val + ";");
  w.close();
  addKernel(w, {gridFor(n, opts.block, true), 1, 1}, unsigned(opts.block));
  notes.push_back("library operand copied into scratch");
  materialized[v] = dst;
  return dst;
}

FailureOr<bool> Plan::emitLibraryConvBias(Value v, ParamRef dst) {
  auto gen = v.getDefiningOp<linalg::GenericOp>();
  if (!gen || hasReduction(gen) || gen->getNumResults() != 1 ||
      gen.getNumDpsInputs() != 2 ||
      !gen.getIndexingMapMatchingResult(gen->getResult(0)).isIdentity())
    return false;
  Block &body = gen.getRegion().front();
  if (!llvm::hasSingleElement(body.without_terminator()))
    return false;
  auto add = dyn_cast<arith::AddFOp>(&body.front());
  if (!add || body.getTerminator()->getOperand(0) != add.getResult() ||
      !operandsAre(add, body.getArgument(0), body.getArgument(1)))
    return false;
  auto type = cast<RankedTensorType>(v.getType());
  if (type.getRank() < 3)
    return false;
  for (unsigned i = 0; i < 2; ++i) {
    Value c = gen.getDpsInputs()[i], b = gen.getDpsInputs()[1 - i];
    auto conv = c.getDefiningOp<linalg::GenericOp>();
    if (!conv || !isLibraryConv(conv) || !c.hasOneUse() ||
        !gen.getMatchingIndexingMap(gen.getDpsInputOperand(i)).isIdentity())
      continue;
    // The bias: one value per channel (output dim 1), e.g. (d1) on
    // tensor<K> or (d1, 0, 0) on tensor<Kx1x1>.
    auto bType = dyn_cast<RankedTensorType>(b.getType());
    AffineMap bMap = gen.getMatchingIndexingMap(gen.getDpsInputOperand(1 - i));
    if (!bType || !bType.hasStaticShape() ||
        numel(bType.getShape()) != type.getDimSize(1))
      continue;
    unsigned channelReads = 0;
    bool plain = true;
    for (AffineExpr e : bMap.getResults()) {
      if (auto d = dyn_cast<AffineDimExpr>(e)) {
        channelReads += d.getPosition() == 1;
        plain &= d.getPosition() == 1;
      } else if (auto k = dyn_cast<AffineConstantExpr>(e)) {
        plain &= k.getValue() == 0;
      } else {
        plain = false;
      }
    }
    if (!plain || channelReads != 1)
      continue;
    std::string why;
    FailureOr<LibraryConv> lc = planLibraryConv(conv, why);
    if (failed(lc))
      return false;
    if (failed(emitLibraryConv(conv, dst)))
      return failure();
    FailureOr<ParamRef> bias = libraryOperand(b);
    if (failed(bias))
      return failure();
    KernelLaunch &step = launches.back();
    step.library.conv.bias = true;
    step.params.push_back(*bias);
    notes.back() += " + bias (cudnnAddTensor)";
    materialized[c] = dst;
    materialized[v] = dst;
    return true;
  }
  return false;
}

LogicalResult Plan::emitLibraryConv(linalg::GenericOp op, ParamRef dst) {
  std::string why;
  FailureOr<LibraryConv> c = planLibraryConv(op, why);
  if (failed(c))
    return fail("cuDNN cannot compute the convolution: " + why);
  FailureOr<ParamRef> x = libraryOperand(c->x);
  if (failed(x))
    return failure();
  FailureOr<ParamRef> w = libraryOperand(c->w);
  if (failed(w))
    return failure();
  KernelLaunch l;
  l.library = c->call;
  l.library.conv.algo = opts.convAlgo;
  l.params = {*x, *w, dst};
  kernels.push_back("");
  launches.push_back(l);
  stats.numLibraryCalls++;
  stats.numConvLibraryCalls++;
  const LibraryCall::Conv &cv = l.library.conv;
  auto dimsText = [&](const std::array<int64_t, 3> &d) {
    std::string t;
    for (int i = 0; i < cv.nd; ++i)
      t += (i ? "x" : "") + std::to_string(d[i]);
    return t;
  };
  notes.push_back(
      llvm::formatv("cuDNN {0} {1}-D N={2} C={3} K={4} in {5} "
                    "ker {6} out {7}{8}",
                    l.library.kind == LibraryCall::Kind::CudnnConvBwdData
                        ? "transposed conv (backward data)"
                        : "conv",
                    cv.nd, cv.n, cv.c, cv.k, dimsText(cv.in), dimsText(cv.ker),
                    dimsText(cv.out),
                    cv.groups > 1 ? " groups " + std::to_string(cv.groups)
                                  : std::string())
          .str());
  return success();
}

/// Opens one serial loop `l_r<i>` per reduction loop i of `op`, in loop
/// order, naming it in `loops`; returns how many were opened.
static int openSerialReductionLoops(Writer &w, linalg::GenericOp op,
                                    Strs &loops) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int opened = 0;
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray())) {
    if (t != utils::IteratorType::reduction)
      continue;
    std::string var = "l_r" + std::to_string(i);
    loops[i] = var;
    w.open("for (" + w.plan.idxType + " " + var + " = 0; " + var + " < " +
           std::to_string(ranges[i]) + "; ++" + var + ")");
    ++opened;
  }
  return opened;
}

LogicalResult Plan::emitSerialReduction(linalg::GenericOp op, ParamRef dst) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  AffineMap outMap = op.getIndexingMapMatchingResult(op->getResult(0));
  if (!outMap.isProjectedPermutation())
    return fail("a reduction whose output map is not a projected permutation");
  int64_t n = numel(type.getShape());
  Writer w(*this, entryName());
  std::string o = w.useParam(dst);
  w.open(gridStrideLoop("e", n));
  Strs idx = w.delinearize("e", type.getShape(), "o");
  Strs loops = parallelLoops(op, idx);
  FailureOr<std::string> init = w.read(op.getDpsInits()[0], idx);
  if (failed(init))
    return failure();
  w.line("float acc = " + *init + ";");
  int opened = openSerialReductionLoops(w, op, loops);
  FailureOr<Strs> ys = w.genericAt(op, loops, {"acc"});
  if (failed(ys))
    return failure();
  w.line("acc = " + (*ys)[0] + ";");
  for (int i = 0; i < opened; ++i)
    w.close();
  w.line(o + "[e] = acc;");
  w.close();
  addKernel(w, {gridFor(n, opts.block, true), 1, 1}, unsigned(opts.block));
  notes.push_back("serial reduction per output");
  return success();
}

static void reductionDims(linalg::GenericOp op, SmallVector<unsigned> &dims,
                          SmallVector<int64_t> &sizes);
static LogicalResult emitPartialLoop(Writer &w, linalg::GenericOp op,
                                     Strs loops, StringRef begin, StringRef end,
                                     StringRef step, StringRef part);

/// The sum of an online (max, sum of exp(x - c)) pair from the running
/// (`mv`, `sv`): reads c, then S = init + s * exp(m - c), or, when m or c is
/// not finite, the exact sum by a partial loop over [begin, end) by `step`
/// (combined across lanes by `combine`, a statement on "%" = the partial,
/// when several lanes share the row). Returns S's variable.
static FailureOr<std::string> emitOnlineSum(
    Writer &w, OnlineSoftmaxMatch &m, const Strs &sumLoops, StringRef mv,
    StringRef sv, llvm::function_ref<FailureOr<std::string>()> readInitS,
    StringRef begin, StringRef end, StringRef step, StringRef combine) {
  FailureOr<std::string> c = w.readAt(m.c, m.cMap, sumLoops);
  if (failed(c))
    return failure();
  FailureOr<std::string> initS = readInitS();
  if (failed(initS))
    return failure();
  std::string S = w.fresh("rowsum");
  w.line("float " + S + ";");
  w.open("if (isfinite(" + mv.str() + ") && isfinite(" + *c + "))");
  w.line(S + " = " + *initS + " + " + sv.str() + " * HTAM_EXP(" + mv.str() +
         " - " + *c + ");");
  w.close();
  w.open("else");
  std::string part = w.fresh("red");
  w.line("float " + part + " = 0.0f;");
  if (failed(emitPartialLoop(w, m.sum, sumLoops, begin, end, step, part)))
    return failure();
  if (!combine.empty())
    w.line(llvm::join(llvm::split(combine, "%"), part));
  w.line(S + " = " + *initS + " + " + part + ";");
  w.close();
  return S;
}

/// A (max, sum of exp(x - c)) pair over reductions that are not rows (a
/// softmax over the channels of NCHW): one thread per output computes both
/// in one pass with a running (m, s), as the row template does per lane;
/// S = init + s * exp(m - c), recomputed by the exact formula when m or c is
/// not finite. Both results go to buffers (`dst` for `v`, scratch for its
/// partner): 2 reads of x instead of 3.
LogicalResult Plan::emitSerialOnlinePair(const OnlineSoftmaxMatch &match,
                                         Value v, ParamRef dst) {
  OnlineSoftmaxMatch m = match;
  OpResult maxV = m.max->getResult(0), sumV = m.sum->getResult(0);
  auto type = cast<ShapedType>(maxV.getType());
  if (!m.max.getIndexingMapMatchingResult(maxV).isProjectedPermutation())
    return fail("a reduction whose output map is not a projected permutation");
  int64_t n = numel(type.getShape());
  ParamRef partner{true, unsigned(scratch.size())};
  scratch.push_back(n * 4);
  ParamRef maxDst = v == maxV ? dst : partner;
  ParamRef sumDst = v == maxV ? partner : dst;
  auto [functor, ident] = useOnlineSoftmax(m);
  Writer w(*this, entryName());
  std::string mo = w.useParam(maxDst), so = w.useParam(sumDst);
  w.open(gridStrideLoop("e", n));
  Strs idx = w.delinearize("e", type.getShape(), "o");
  Strs loops = parallelLoops(m.max, idx);
  FailureOr<std::string> initM = w.read(m.max.getDpsInits()[0], idx);
  FailureOr<std::string> initS = w.read(m.sum.getDpsInits()[0], idx);
  if (failed(initM) || failed(initS))
    return failure();
  w.line("float om = " + ident + ", os = 0.0f;");
  int opened = openSerialReductionLoops(w, m.max, loops);
  FailureOr<std::string> x = w.readAt(m.x, m.xMap, loops);
  if (failed(x))
    return failure();
  std::string mn = w.decl("float", functor + "()(om, " + *x + ")");
  w.line("os = htam_online_rescale(os, om, " + mn + ") + htam_online_term(" +
         *x + ", " + mn + ");");
  w.line("om = " + mn + ";");
  for (int i = 0; i < opened; ++i)
    w.close();
  // M first, in a register and in its buffer: c is usually computed from M.
  std::string M = w.decl("float", functor + "()(" + *initM + ", om)", "rowmax");
  w.line(mo + "[e] = " + M + ";");
  w.remember(memoKey(maxV, idx), M);
  materialized[maxV] = maxDst;
  materialized[sumV] = sumDst;
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(m.sum, dims, sizes);
  FailureOr<std::string> S = emitOnlineSum(
      w, m, parallelLoops(m.sum, idx), "om", "os",
      [&]() -> FailureOr<std::string> { return *initS; }, "0",
      std::to_string(numel(sizes)), "1", "");
  if (failed(S))
    return failure();
  w.line(so + "[e] = " + *S + ";");
  w.close();
  addKernel(w, {gridFor(n, opts.block, true), 1, 1}, unsigned(opts.block));
  stats.numOnlinePairs++;
  notes.push_back("online softmax pass per output");
  return success();
}

/// Reduction loop dims of `op` in loop order and their extents.
static void reductionDims(linalg::GenericOp op, SmallVector<unsigned> &dims,
                          SmallVector<int64_t> &sizes) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (auto [i, t] : llvm::enumerate(op.getIteratorTypesArray()))
    if (t == utils::IteratorType::reduction) {
      dims.push_back(i);
      sizes.push_back(ranges[i]);
    }
}

/// Emits the strided partial reduction `part = combine(part, f(j))` for j in
/// [begin, end) by `step` into `w`.
static LogicalResult emitPartialLoop(Writer &w, linalg::GenericOp op,
                                     Strs loops, StringRef begin, StringRef end,
                                     StringRef step, StringRef part) {
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  std::string j = w.fresh("l_j");
  w.open("for (" + w.plan.idxType + " " + j + " = " + begin.str() + "; " + j +
         " < " + end.str() + "; " + j + " += " + step.str() + ")");
  Strs rv = w.delinearize(j, sizes, "l_q");
  for (auto [k, d] : llvm::enumerate(dims))
    loops[d] = rv[k];
  FailureOr<Strs> ys = w.genericAt(op, loops, {part.str()});
  if (failed(ys))
    return failure();
  w.line(part + " = " + (*ys)[0] + ";");
  w.close();
  return success();
}

LogicalResult Plan::emitRowReduction(linalg::GenericOp op, const Combiner &comb,
                                     ParamRef dst) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  int64_t rows = numel(type.getShape());
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  int64_t rlen = numel(sizes);
  int64_t block, lanes;
  if (opts.reduce == ReduceStrategy::Warp) {
    lanes = 32;
    block = 32 * opts.warpsPerBlock;
  } else if (opts.reduce == ReduceStrategy::SubWarp) {
    lanes = opts.lanes;
    block = opts.block;
  } else {
    block = opts.block;
    lanes = block;
    // After a library call no reduction card shapes the kernel: a short row
    // gets part of a warp (about 4 elements per lane), not a block of
    // mostly idle lanes (l2_11's batch-norm sums over rows of 34 ran 256
    // lanes each).
    if (opts.splitFewRows && rlen < 4 * block) {
      lanes = 1;
      while (lanes < 32 && lanes * 4 < rlen)
        lanes *= 2;
    }
  }
  int64_t rpb = block / lanes;
  Writer w(*this, entryName());
  std::string o = w.useParam(dst);
  const std::string &T = idxType;
  w.open("for (" + T + " r0 = (" + T + ")blockIdx.x * " + std::to_string(rpb) +
         "; r0 < " + std::to_string(rows) + "; r0 += (" + T + ")gridDim.x * " +
         std::to_string(rpb) + ")");
  w.line(T + " row = r0 + threadIdx.x / " + std::to_string(lanes) + ";");
  w.line("const bool valid = row < " + std::to_string(rows) + ";");
  w.line("if (!valid) row = " + std::to_string(rows - 1) + ";");
  w.line("const int lane = threadIdx.x % " + std::to_string(lanes) + ";");
  Strs idx = w.delinearize("row", type.getShape(), "p");
  Strs loops = parallelLoops(op, idx);
  w.line("float part = " + comb.identity + ";");
  if (failed(emitPartialLoop(w, op, loops, "lane", std::to_string(rlen),
                             std::to_string(lanes), "part")))
    return failure();
  if (lanes == block)
    w.line("part = htam_block_reduce(part, " + comb.functor + "(), " +
           comb.identity + ");");
  else
    w.line("part = htam_warp_reduce(part, " + comb.functor + "(), " +
           std::to_string(lanes) + ");");
  FailureOr<std::string> init = w.read(op.getDpsInits()[0], idx);
  if (failed(init))
    return failure();
  w.line("if (valid && lane == 0) " + o + "[row] = " + comb.functor + "()(" +
         *init + ", part);");
  w.close();
  unsigned grid = unsigned(std::min<int64_t>(ceilDiv(rows, rpb), kMaxGridX));
  addKernel(w, {grid, 1, 1}, unsigned(block));
  notes.push_back(lanes == block ? "block per row"
                  : lanes == 32  ? "warp per row"
                                 : "sub-warp rows");
  return success();
}

/// A reduction over a dim that is not innermost, whose neighbouring outputs
/// are neighbouring in memory (a column sum): each block takes tiles of 32
/// adjacent outputs; its warps split the reduction (warp y takes indices
/// y, y + R, ...), each lane one output, so every load of a warp is 128
/// contiguous bytes; the R partials of an output are combined through shared
/// memory in a fixed order. One thread per output (the serial form) leaves
/// each thread the whole column and too few loads in flight.
LogicalResult Plan::emitColumnReduction(linalg::GenericOp op,
                                        const Combiner &comb, ParamRef dst) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  int64_t rlen = numel(sizes);
  int64_t block = std::max<int64_t>(64, opts.block);
  int64_t slices = block / 32;
  int64_t inner = shape.back(), outer = numel(shape) / inner;
  int64_t tilesPerRow = ceilDiv(inner, 32), tiles = outer * tilesPerRow;
  auto S = [](int64_t x) { return std::to_string(x); };
  const std::string &T = idxType;
  Writer w(*this, entryName());
  std::string o = w.useParam(dst);
  w.line("__shared__ float colpart[" + S(slices) + "][33];");
  w.line("const int tx = threadIdx.x % 32, ty = threadIdx.x / 32;");
  w.open("for (" + T + " tile = blockIdx.x; tile < " + S(tiles) +
         "; tile += gridDim.x)");
  w.line("const " + T + " col = (tile % " + S(tilesPerRow) + ") * 32 + tx;");
  w.line("const bool valid = col < " + S(inner) + ";");
  // Lanes past the row's end reduce its last output and do not store.
  w.line("const " + T + " e = (tile / " + S(tilesPerRow) + ") * " + S(inner) +
         " + (valid ? col : " + S(inner - 1) + ");");
  Strs idx = w.delinearize("e", shape, "p");
  Strs loops = parallelLoops(op, idx);
  w.line("float part = " + comb.identity + ";");
  if (failed(emitPartialLoop(w, op, loops, "ty", S(rlen), S(slices), "part")))
    return failure();
  w.line("colpart[ty][tx] = part;");
  w.line("__syncthreads();");
  FailureOr<std::string> init = w.read(op.getDpsInits()[0], idx);
  if (failed(init))
    return failure();
  w.open("if (ty == 0 && valid)");
  w.line("float acc = colpart[0][tx];");
  w.line("for (int y = 1; y < " + S(slices) + "; ++y) acc = " + comb.functor +
         "()(acc, colpart[y][tx]);");
  w.line(o + "[e] = " + comb.functor + "()(" + *init + ", acc);");
  w.close();
  w.line("__syncthreads();");
  w.close();
  unsigned grid = unsigned(std::min<int64_t>(tiles, kMaxGridX));
  addKernel(w, {grid, 1, 1}, unsigned(block));
  notes.push_back("block per column tile (" + S(slices) + " warps split " +
                  S(rlen) + ")");
  return success();
}

LogicalResult Plan::emitSplitReduction(linalg::GenericOp op,
                                       const Combiner &comb, ParamRef dst) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  int64_t rows = numel(type.getShape());
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  int64_t rlen = numel(sizes);
  int64_t block = opts.block;
  // Enough blocks for two waves, at least `splits` per row, and at least four
  // elements per thread in each chunk.
  int64_t splits =
      std::max<int64_t>(opts.splits, ceilDiv(2 * opts.smCount * 4, rows));
  splits = std::min<int64_t>(splits, std::max<int64_t>(1, rlen / (block * 4)));
  splits = std::max<int64_t>(splits, 1);
  int64_t chunk = ceilDiv(rlen, splits);
  if (rows * splits > kMaxGridX)
    return fail("too many blocks for the split reduction");
  ParamRef partial{true, unsigned(scratch.size())};
  scratch.push_back(rows * splits * 4);
  const std::string &T = idxType;
  {
    Writer w(*this, entryName());
    std::string p = w.useParam(partial);
    w.line("const " + T + " row = (" + T + ")blockIdx.x / " +
           std::to_string(splits) + ";");
    w.line("const " + T + " split = (" + T + ")blockIdx.x % " +
           std::to_string(splits) + ";");
    w.line("const " + T + " j0 = split * " + std::to_string(chunk) + ";");
    w.line(T + " j1 = j0 + " + std::to_string(chunk) + ";");
    w.line("if (j1 > " + std::to_string(rlen) +
           ") j1 = " + std::to_string(rlen) + ";");
    Strs idx = w.delinearize("row", type.getShape(), "p");
    Strs loops = parallelLoops(op, idx);
    w.line("float part = " + comb.identity + ";");
    if (failed(emitPartialLoop(w, op, loops, "j0 + threadIdx.x", "j1",
                               "blockDim.x", "part")))
      return failure();
    w.line("part = htam_block_reduce(part, " + comb.functor + "(), " +
           comb.identity + ");");
    w.line("if (threadIdx.x == 0) " + p + "[blockIdx.x] = part;");
    addKernel(w, {unsigned(rows * splits), 1, 1}, unsigned(block));
  }
  {
    Writer w(*this, entryName());
    std::string p = w.useParam(partial);
    std::string o = w.useParam(dst);
    w.open(gridStrideLoop("row", rows));
    Strs idx = w.delinearize("row", type.getShape(), "p");
    w.line("float acc = " + comb.identity + ";");
    w.line("for (int s = 0; s < " + std::to_string(splits) +
           "; ++s) acc = " + comb.functor + "()(acc, " + p + "[row * " +
           std::to_string(splits) + " + s]);");
    FailureOr<std::string> init = w.read(op.getDpsInits()[0], idx);
    if (failed(init))
      return failure();
    w.line(o + "[row] = " + comb.functor + "()(" + *init + ", acc);");
    w.close();
    addKernel(w, {gridFor(rows, 256, true), 1, 1}, 256);
  }
  notes.push_back("split reduction (" + std::to_string(splits) + " splits)");
  return success();
}

LogicalResult Plan::emitFinal(unsigned result, Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !type.hasStaticShape() || !type.getElementType().isF32())
    return fail("results must be static f32 tensors");
  ArrayRef<int64_t> shape = type.getShape();
  int64_t n = numel(shape);
  ParamRef dst{false, numArgs + result};
  Writer w(*this, entryName());
  std::string o = w.useParam(dst);
  const std::string &T = idxType;
  int64_t block = opts.block;
  int64_t vw = opts.vecWidth;
  bool vec = opts.final == FinalStrategy::Vector && !shape.empty() &&
             (vw == 2 || vw == 4) && shape.back() % vw == 0;
  if (vec) {
    int64_t nv = n / vw, items = std::max<int64_t>(1, opts.items);
    std::string span = std::to_string(block * items);
    w.open("for (" + T + " b = (" + T + ")blockIdx.x * " + span +
           " + threadIdx.x; b < " + std::to_string(nv) + "; b += (" + T +
           ")gridDim.x * " + span + ")");
    w.line("#pragma unroll");
    w.open("for (int it = 0; it < " + std::to_string(items) + "; ++it)");
    w.line("const " + T + " vi = b + it * " + std::to_string(block) + ";");
    w.open("if (vi < " + std::to_string(nv) + ")");
    Strs idx = w.delinearize("vi * " + std::to_string(vw), shape, "o");
    w.vecWidth = vw;
    w.vecShape.assign(shape.begin(), shape.end());
    w.vecIndex = "vi";
    Strs lanesVals;
    for (int64_t l = 0; l < vw; ++l) {
      Strs li = idx;
      if (l)
        li.back() = "(" + idx.back() + " + " + std::to_string(l) + ")";
      w.laneIdx.push_back(li);
    }
    for (int64_t l = 0; l < vw; ++l) {
      FailureOr<std::string> s = w.read(v, w.laneIdx[l]);
      if (failed(s))
        return failure();
      lanesVals.push_back(*s);
    }
    std::string vt = vw == 4 ? "float4" : "float2";
    w.line("reinterpret_cast<" + vt + " *>(" + o + ")[vi] = make_" + vt + "(" +
           join(lanesVals, ", ") + ");");
    w.close();
    w.close();
    w.close();
    int64_t g = ceilDiv(nv, block * items);
    if (opts.waves > 0)
      g = std::min<int64_t>(g, opts.waves * opts.smCount *
                                   std::max<int64_t>(1, 2048 / block));
    g = std::min<int64_t>(g, kMaxGridX);
    addKernel(w, {unsigned(std::max<int64_t>(g, 1)), 1, 1}, unsigned(block));
    stats.vectorized = true;
    notes.push_back(vt + " vectorized elementwise");
    return success();
  }
  if (opts.windowOutputs > 0 && opts.tileCols > 0 && !shape.empty())
    return emitFinalTiled(w, o, v, shape);
  if (opts.windowOutputs > 0 && !shape.empty())
    return emitFinalWindowed(w, o, v, shape);
  bool onePer = opts.final == FinalStrategy::OnePerThread &&
                ceilDiv(n, block) <= kMaxGridX;
  if (onePer) {
    w.line("const " + T + " e = (" + T +
           ")blockIdx.x * blockDim.x + threadIdx.x;");
    w.open("if (e < " + std::to_string(n) + ")");
  } else {
    w.open(gridStrideLoop("e", n));
  }
  Strs idx = w.delinearize("e", shape, "o");
  FailureOr<std::string> s = w.read(v, idx);
  if (failed(s))
    return failure();
  w.line(o + "[e] = " + *s + ";");
  w.close();
  addKernel(w, {gridFor(n, block, !onePer), 1, 1}, unsigned(block));
  notes.push_back(onePer ? "one thread per element"
                         : "grid-stride elementwise");
  return success();
}

/// A result kernel in which each thread computes `windowOutputs` adjacent
/// outputs along the innermost dim (the last group of a row may be short):
/// the outer indices are shared, the loop over the outputs is unrolled, and
/// so are the short loops of inline window reductions, so the loads that
/// overlapping windows share can be issued once (tpl_pool_window).
LogicalResult Plan::emitFinalWindowed(Writer &w, const std::string &o, Value v,
                                      ArrayRef<int64_t> shape) {
  const std::string &T = idxType;
  auto S = [](int64_t x) { return std::to_string(x); };
  int64_t inner = shape.back();
  int64_t outs = std::min(opts.windowOutputs, inner);
  int64_t groups = ceilDiv(inner, outs);
  SmallVector<int64_t> groupShape(shape.begin(), shape.end());
  groupShape.back() = groups;
  int64_t numGroups = numel(groupShape);
  unsigned before = stats.numWindowReductions;
  w.open(gridStrideLoop("g", numGroups));
  Strs idx = w.delinearize("g", groupShape, "o");
  // A row's last group, when short, is moved back to end at the row's end:
  // it recomputes some outputs of the group before it and stores the same
  // values again. All outputs of a group are then in range, so no guard
  // separates their loads (a clamp per output would make the indices of
  // overlapping windows differ to the compiler).
  std::string first = w.fresh("ow");
  std::string start = idx.back() + " * " + S(outs);
  w.line("const " + T + " " + first + " = " +
         (inner % outs ? "min((" + T + ")(" + start + "), (" + T + ")" +
                             S(inner - outs) + ")"
                       : start) +
         ";");
  w.line("const " + T + " rowBase = (g / " + S(groups) + ") * " + S(inner) +
         ";");
  auto emitOutputs = [&](const Writer::WindowProbe *interior) {
    w.line("#pragma unroll");
    w.open("for (int wv = 0; wv < " + S(outs) + "; ++wv)");
    Strs at = idx;
    at.back() = "(" + first + " + wv)";
    w.interior = interior;
    w.interiorIdx = at;
    FailureOr<std::string> s = w.read(v, at);
    w.interior = nullptr;
    if (failed(s))
      return failure();
    w.line(o + "[rowBase + " + at.back() + "] = " + *s + ";");
    w.close();
    return success();
  };
  // Most groups read their windows inside the copied part of a padding:
  // they get a copy of the loop without its bounds tests (and without the
  // selects on every index, which bound these kernels). Probing the
  // windows at the group's first and last corner gives the test, since
  // every window index grows with the output and window indices.
  Writer::WindowProbe probe;
  std::string probed;
  for (bool last : {false, true}) {
    probe.last = last;
    Strs corner = idx;
    corner.back() = "(" + first + " + " + S(last ? outs - 1 : 0) + ")";
    if (probeRead(w, v, corner, probe, probed))
      probe.unsafe = true;
  }
  bool split = !probe.unsafe && !probe.strided && !probe.conds.empty();
  if (!split) {
    if (failed(emitOutputs(nullptr)))
      return failure();
  } else {
    // The probe's reads and values are dead code; only its tests are used.
    std::string inside = w.fresh("interior");
    w.line("bool " + inside + ";");
    w.open("");
    w.out->append(probed);
    w.line(inside + " = " + join(probe.conds, " && ") + ";");
    w.close();
    w.open("if (" + inside + ")");
    if (failed(emitOutputs(&probe)))
      return failure();
    w.close();
    w.open("else");
    if (failed(emitOutputs(nullptr)))
      return failure();
    w.close();
  }
  w.close();
  addKernel(w, {gridFor(numGroups, opts.block, true), 1, 1},
            unsigned(opts.block));
  notes.push_back(S(outs) + (outs == 1 ? " output" : " outputs") +
                  " per thread" +
                  (stats.numWindowReductions > before
                       ? std::string(", window loops unrolled")
                       : std::string()) +
                  (split ? ", interior groups without bounds tests" : ""));
  return success();
}

/// A window index of a pooling input map: `out * stride + win * dilation +
/// offset`, one parallel and one reduction dim.
struct WindowIndex {
  unsigned out = 0, win = 0;
  int64_t stride = 0, dilation = 0, offset = 0;
};

/// The result kernel of tpl_pool_tile. The result must read one pooling
/// window at its own index (through elementwise consumers, as the interior
/// probe checks), whose input is read by nothing else, and the window must
/// span the input's last 1 to 3 dims. One block per tile of outputs (a
/// grid-stride loop over the tiles): tileCols outputs along the innermost
/// dim, tileRows along the next (with 2 or 3 windowed dims), 1 along the
/// third. The block
///   1. copies the tile's input region, (n - 1) * stride + (window - 1) *
///      dilation + 1 per windowed dim, into shared memory with consecutive
///      threads on consecutive inputs (the padding's bounds tested once per
///      copied element);
///   2. computes each output of the tile from shared memory (consecutive
///      threads on consecutive outputs), consumers fused.
/// Each input is loaded from DRAM about once per tile instead of once per
/// window that covers it (l1_41: 8 taps, l1_42: 16).
LogicalResult Plan::emitFinalTiled(Writer &w, const std::string &o, Value v,
                                   ArrayRef<int64_t> shape) {
  const std::string &T = idxType;
  auto S = [](int64_t x) { return std::to_string(x); };
  // Which pooling window the result reads, and at which index.
  Strs probeIdx;
  for (size_t d = 0; d < shape.size(); ++d)
    probeIdx.push_back("p" + S(d));
  Writer::WindowProbe probe;
  std::string discarded;
  if (std::optional<std::string> why =
          probeRead(w, v, probeIdx, probe, discarded))
    return fail(*why);
  if (probe.ops.size() != 1 || probe.unsafe)
    return fail("tpl_pool_tile needs a result that reads one pooling window "
                "at its own index (through elementwise consumers)");
  auto pool = cast<linalg::GenericOp>(*probe.ops.begin());
  OpOperand *in = windowInput(pool);
  Value x = in->get();
  if (!x.hasOneUse())
    return fail("tpl_pool_tile: the pooling input has other users");
  auto xType = cast<RankedTensorType>(x.getType());
  AffineMap map = pool.getMatchingIndexingMap(in);
  AffineMap outMap = pool.getIndexingMapMatchingResult(pool->getResult(0));
  SmallVector<utils::IteratorType> iters = pool.getIteratorTypesArray();
  SmallVector<int64_t> ranges = pool.getStaticLoopRanges();
  // The input's window dims: its last ones, each `out * stride + win *
  // dilation + offset` with `out` one of the output's last dims in order.
  SmallVector<WindowIndex> wins;
  SmallVector<unsigned> winDims;
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    llvm::SmallDenseMap<unsigned, int64_t> coeffs;
    int64_t offset = 0;
    if (!linearTerms(map.getResult(r), 1, coeffs, offset))
      return fail("tpl_pool_tile: a pooling index that is not linear");
    if (coeffs.size() == 1 && !offset && coeffs.begin()->second == 1 &&
        iters[coeffs.begin()->first] == utils::IteratorType::parallel) {
      if (!wins.empty())
        return fail("tpl_pool_tile: window dims must be the input's last");
      continue;
    }
    WindowIndex wi;
    wi.offset = offset;
    for (auto [dim, c] : coeffs) {
      if (c < 1)
        return fail("tpl_pool_tile: a pooling index that does not grow");
      bool red = iters[dim] == utils::IteratorType::reduction;
      (red ? wi.win : wi.out) = dim;
      (red ? wi.dilation : wi.stride) = c;
    }
    if (coeffs.size() != 2 || !wi.stride || !wi.dilation)
      return fail("tpl_pool_tile: a window index needs one output and one "
                  "window dim");
    wins.push_back(wi);
    winDims.push_back(r);
  }
  size_t k = wins.size(), rank = shape.size();
  if (k < 1 || k > 3)
    return fail("tpl_pool_tile tiles windows over 1 to 3 dims");
  for (size_t i = 0; i < k; ++i) {
    std::optional<unsigned> pos = outMap.getResultPosition(
        getAffineDimExpr(wins[i].out, pool.getContext()));
    if (!pos || *pos != rank - k + i)
      return fail("tpl_pool_tile: the windowed output dims must be the "
                  "result's last");
  }
  // Per windowed dim i (outermost first): outputs per tile `tile[i]`, the
  // input region's extent `region[i]`, the outputs `outs[i]` and the
  // input's extent `extent[i]`.
  SmallVector<int64_t> tile(k, 1), region(k), outs(k), extent(k);
  for (size_t i = 0; i < k; ++i) {
    outs[i] = shape[rank - k + i];
    extent[i] = xType.getDimSize(winDims[i]);
  }
  tile[k - 1] = std::min(opts.tileCols, outs[k - 1]);
  if (k >= 2)
    tile[k - 2] = std::min(opts.tileRows, outs[k - 2]);
  // A region over 48 KiB of shared memory (large strides or windows, as
  // l1_45's 11x11) halves the tile, rows first.
  while (true) {
    for (size_t i = 0; i < k; ++i)
      region[i] = (tile[i] - 1) * wins[i].stride +
                  (ranges[wins[i].win] - 1) * wins[i].dilation + 1;
    if (numel(region) * 4 <= 48 * 1024)
      break;
    if (k >= 2 && tile[k - 2] > 1)
      tile[k - 2] = (tile[k - 2] + 1) / 2;
    else if (tile[k - 1] > 1)
      tile[k - 1] = (tile[k - 1] + 1) / 2;
    else
      return fail("tpl_pool_tile: one window's input region exceeds 48 KiB "
                  "of shared memory");
  }
  // Tiling pays when the region loads fewer inputs per output than the
  // windows read (3-D windows with stride 2, as l1_43, load about 47 per
  // output for 27 taps: a tile one output deep re-reads its 7-plane halo).
  int64_t taps = 1;
  for (const WindowIndex &wi : wins)
    taps *= ranges[wi.win];
  if (numel(region) > taps * numel(tile))
    return fail("tpl_pool_tile: the tile's input region (" + S(numel(region)) +
                " inputs for " + S(numel(tile)) +
                " outputs) loads more per output than the windows read (" +
                S(taps) + ")");
  SmallVector<int64_t> tiles(k);
  for (size_t i = 0; i < k; ++i)
    tiles[i] = ceilDiv(outs[i], tile[i]);
  SmallVector<int64_t> outerShape(shape.begin(), shape.end() - k);
  int64_t numTiles = numel(outerShape) * numel(tiles);
  // Names per windowed dim: the tile's first output and first input, a
  // region position, an input index, an output index.
  auto name = [&](StringRef what, size_t i) {
    return (what + "_" + Twine(i)).str();
  };
  auto windowed = [&](StringRef what) {
    Strs r;
    for (size_t i = 0; i < k; ++i)
      r.push_back(name(what, i));
    return r;
  };
  // `vars` < `ends`, per windowed dim.
  auto below = [&](const Strs &vars, ArrayRef<int64_t> ends) {
    Strs c;
    for (size_t i = 0; i < k; ++i)
      c.push_back(vars[i] + " < " + S(ends[i]));
    return join(c, " && ");
  };
  // Row-major position `e` over `extents`, as one declaration per dim.
  auto positions = [&](StringRef what, ArrayRef<int64_t> extents,
                       StringRef e = "e") {
    int64_t stride = numel(extents);
    for (size_t i = 0; i < k; ++i) {
      stride /= extents[i];
      w.line("const int " + name(what, i) + " = (" + e.str() + " / " +
             S(stride) + ") % " + S(extents[i]) + ";");
    }
  };

  w.line("__shared__ float tile[" + S(numel(region)) + "];");
  w.open("for (" + T + " t = blockIdx.x; t < " + S(numTiles) +
         "; t += gridDim.x)");
  SmallVector<int64_t> tileSpace(outerShape.begin(), outerShape.end());
  tileSpace.append(tiles.begin(), tiles.end());
  Strs pos = w.delinearize("t", tileSpace, "o");
  Strs idx(pos.begin(), pos.end() - k);
  for (size_t i = 0; i < k; ++i) {
    const std::string &ti = pos[pos.size() - k + i];
    w.line("const " + T + " " + name("first", i) + " = " + ti + " * " +
           S(tile[i]) + ", " + name("base", i) + " = " + ti + " * " +
           S(tile[i] * wins[i].stride) + " + " + S(wins[i].offset) + ";");
  }
  // The input index of the pooling at output `outIdx`, with the windowed
  // dims replaced by `winIdx`.
  auto inputIndex = [&](ArrayRef<std::string> outIdx,
                        ArrayRef<std::string> winIdx) -> FailureOr<Strs> {
    Strs loops = parallelLoops(pool, outIdx);
    for (auto &l : loops)
      if (l.empty())
        l = "0";
    FailureOr<Strs> xi = w.applyMap(map, loops);
    if (failed(xi))
      return failure();
    for (size_t i = 0; i < k; ++i)
      (*xi)[winDims[i]] = winIdx[i];
    return xi;
  };
  const std::string block = S(opts.block);
  // The previous tile's windows are read before the region is replaced.
  w.line("__syncthreads();");
  // The region copy loads in groups of up to 8 per thread into registers,
  // without branches, then stores the group: the group's loads are in
  // flight together (one at a time, the copy is bound by memory latency,
  // not bandwidth). Past the region or the input, a position loads a
  // clamped, valid index instead; only outputs past the result's end read
  // those tile entries, and they are not stored.
  int64_t regionSize = numel(region);
  int64_t rounds = ceilDiv(regionSize, opts.block);
  // Groups of equal size (9 rounds: 2 groups of 5, not 8 and 1).
  int64_t groups = ceilDiv(rounds, 8), group = ceilDiv(rounds, groups);
  bool pastRegion = groups * group * opts.block != regionSize;
  auto groupPosition = [&] {
    w.line("const int e = (g * " + S(group) + " + u) * " + block +
           " + threadIdx.x;");
  };
  w.open("for (int g = 0; g < " + S(groups) + "; ++g)");
  w.line("float v[" + S(group) + "];");
  w.line("#pragma unroll");
  w.open("for (int u = 0; u < " + S(group) + "; ++u)");
  groupPosition();
  w.line("const int c = e < " + S(regionSize) + " ? e : " + S(regionSize - 1) +
         ";");
  positions("r", region, "c");
  Strs xs = windowed("x");
  for (size_t i = 0; i < k; ++i) {
    std::string at = name("base", i) + " + " + name("r", i);
    w.line("const " + T + " " + xs[i] + " = " + at + " < " + S(extent[i]) +
           " ? " + at + " : " + S(extent[i] - 1) + ";");
  }
  {
    Strs outIdx = idx;
    llvm::append_range(outIdx, windowed("first"));
    FailureOr<Strs> xi = inputIndex(outIdx, xs);
    if (failed(xi))
      return failure();
    FailureOr<std::string> s = w.read(x, *xi);
    if (failed(s))
      return failure();
    w.line("v[u] = " + *s + ";");
  }
  w.close();
  w.line("#pragma unroll");
  w.open("for (int u = 0; u < " + S(group) + "; ++u)");
  groupPosition();
  w.line((pastRegion ? "if (e < " + S(regionSize) + ") " : std::string()) +
         "tile[e] = v[u];");
  w.close();
  w.close();
  w.line("__syncthreads();");
  // Every read of the pooling input is a read of the tile.
  auto tileRead = [&](Value val,
                      ArrayRef<std::string> i) -> std::optional<std::string> {
    if (val != x)
      return std::nullopt;
    std::string flat;
    for (size_t d = 0; d < k; ++d) {
      std::string part = "((" + i[winDims[d]] + ") - " + name("base", d) + ")";
      flat = d == 0 ? part : "(" + flat + ") * " + S(region[d]) + " + " + part;
    }
    return "tile[" + flat + "]";
  };
  // The outputs at tile position `q_*` (declared before): the result read
  // through the tile and stored, past the result's end only if `guarded`.
  auto emitOutput = [&](bool guarded) -> LogicalResult {
    for (size_t i = 0; i < k; ++i)
      w.line("const " + T + " " + name("out", i) + " = " + name("first", i) +
             " + " + name("q", i) + ";");
    Strs at = idx;
    llvm::append_range(at, windowed("out"));
    w.open(guarded ? "if (" + below(windowed("out"), outs) + ")"
                   : std::string());
    w.override = tileRead;
    FailureOr<std::string> s = w.read(v, at);
    w.override = nullptr;
    if (failed(s))
      return failure();
    w.line(o + "[" + w.linearize(at, shape) + "] = " + *s + ";");
    w.close();
    return success();
  };
  // Windows over 2 or 3 dims: in a tile inside the result, each thread
  // computes `rows` vertically adjacent outputs of one column in one
  // unrolled loop with no bounds test, so that nvcc loads the window rows
  // they share from shared memory once (l1_42's 4x4 windows, 8 outputs: 44
  // reads instead of 128). Consecutive threads stay on consecutive columns.
  // (Only the tile's last two dims exceed 1; the row is written as a
  // plain sum in `i`, which nvcc's value numbering sees through.)
  int64_t cols = tile[k - 1], tileRows = k >= 2 ? tile[k - 2] : 1;
  int64_t rows = opts.block % cols == 0 ? tileRows / (opts.block / cols) : 0;
  bool columns = k >= 2 && rows >= 2 && tileRows % (opts.block / cols) == 0;
  if (columns) {
    Strs full;
    for (size_t i = 0; i < k; ++i)
      full.push_back(name("first", i) + " + " + S(tile[i]) +
                     " <= " + S(outs[i]));
    w.open("if (" + join(full, " && ") + ")");
    w.line("#pragma unroll");
    w.open("for (int i = 0; i < " + S(rows) + "; ++i)");
    for (size_t d = 0; d + 2 < k; ++d)
      w.line("const int " + name("q", d) + " = 0;");
    w.line("const int " + name("q", k - 2) + " = (threadIdx.x / " + S(cols) +
           ") * " + S(rows) + " + i;");
    w.line("const int " + name("q", k - 1) + " = threadIdx.x % " + S(cols) +
           ";");
    if (failed(emitOutput(false)))
      return failure();
    w.close(); // for i
    w.close(); // if the tile is inside the result
    w.open("else");
  }
  // Any tile: the tile's outputs block by block, stepping by the block size
  // as a constant so that nvcc unrolls the loop.
  int64_t tileSize = numel(tile);
  w.line("#pragma unroll 8");
  w.open("for (int e0 = 0; e0 < " + S(tileSize) + "; e0 += " + block + ")");
  w.line("const int e = e0 + threadIdx.x;");
  w.open(tileSize % opts.block ? "if (e < " + S(tileSize) + ")"
                               : std::string());
  positions("q", tile);
  if (failed(emitOutput(true)))
    return failure();
  w.close(); // if e is in the tile
  w.close(); // for e0
  if (columns)
    w.close(); // else
  w.close();   // for t
  int64_t grid = std::min<int64_t>(numTiles, kMaxGridX);
  addKernel(w, {unsigned(grid), 1, 1}, unsigned(opts.block));
  auto cross = [&](ArrayRef<int64_t> v) {
    Strs p;
    for (int64_t d : v)
      p.push_back(S(d));
    return join(p, "x");
  };
  notes.push_back("tiles of " + cross(tile) + " outputs, an input region of " +
                  cross(region) + " in shared memory");
  return success();
}

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
  auto resType = cast<ShapedType>(op->getResult(0).getType());
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
    if (failed(emitGemmPipelineLoop(w, op, loops, assign, mD, nD, kD, *aBuf,
                                    *bBuf, M, N, K, bm, bn, bk, stages, aKFast,
                                    bNFast)))
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
  for (unsigned d : kD)
    loops[d] = "0";
  FailureOr<Strs> cIdx = w.applyMap(outMap, loops);
  if (failed(cIdx))
    return failure();
  FailureOr<std::string> init = w.read(op.getDpsInits()[0], *cIdx);
  if (failed(init))
    return failure();
  std::string c = *init == "0.0f" ? std::string("acc[i][j]")
                                  : "(" + *init + " + acc[i][j])";
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

/// The main loop of the multi-stage cp.async GEMM: `stages` shared-memory
/// buffers of the A (k-major) and B tiles filled by 4-byte cp.async copies
/// (any operand layout: the copies transpose, zero-fill out of range), a
/// prologue of stages - 1 tiles, then per k tile: wait for the oldest group,
/// one barrier (which also frees the stage consumed last iteration), issue
/// the copies of the tile stages - 1 ahead into that stage, and multiply the
/// current stage with float4 shared-memory reads into 8x8 register tiles.
LogicalResult Plan::emitGemmPipelineLoop(
    Writer &w, linalg::GenericOp op, Strs &loops,
    llvm::function_ref<void(ArrayRef<unsigned>, StringRef, StringRef)> assign,
    ArrayRef<unsigned> mD, ArrayRef<unsigned> nD, ArrayRef<unsigned> kD,
    ParamRef aBuf, ParamRef bBuf, int64_t M, int64_t N, int64_t K, int64_t bm,
    int64_t bn, int64_t bk, int64_t stages, bool aKFast, bool bNFast) {
  if (extraPrelude.find("htam_cp_async4") == std::string::npos)
    extraPrelude += cpAsyncPrelude();
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
  AsyncOperand operands[] = {
      {"As", "mm", "m0", "l_m", pa, aPer, bm, M, aKFast, mD, aMap, aShape},
      {"Bs", "nn", "n0", "l_n", pb, bPer, bn, N, !bNFast, nD, bMap, bShape}};
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
        assign(kD, "(" + kb + " + kk)", "l_k");
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

/// The online pass of a (row max, row sum of exp(x - c)) pair at row level
/// of the fused row kernel: running (m, s) per lane (float4 loads when the
/// row allows), combined by shuffles and shared memory; then M = max(init,
/// m), c read, S = init + s * exp(m - c). When m or c is not finite (all
/// -inf rows, +inf or NaN inputs) S is recomputed by the exact two-pass
/// formula, so every special value matches the IR. Both results are
/// memoized at row level; returns the one read (`v`).
FailureOr<std::string> Plan::emitOnlinePair(Writer &w,
                                            const OnlineSoftmaxMatch &match,
                                            Value v, ArrayRef<std::string> idx,
                                            int64_t lanes, int64_t block) {
  OnlineSoftmaxMatch m = match;
  auto [functor, ident] = useOnlineSoftmax(m);
  if (lanes != block && lanes != 32)
    return fail("the online softmax needs a block or a full warp per row");
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(m.max, dims, sizes);
  int64_t rlen = numel(sizes);
  std::string mv = w.fresh("om"), sv = w.fresh("os");
  w.line("float " + mv + " = " + ident + ", " + sv + " = 0.0f;");
  if (curSplits > 1) {
    // Pass 1 (an earlier kernel): partial (m, s) of each row chunk.
    auto outType = cast<ShapedType>(m.max->getResult(0).getType());
    int64_t outs = numel(outType.getShape()), sp = curSplits;
    ParamRef partial{true, unsigned(scratch.size())};
    scratch.push_back(outs * sp * 2 * 4);
    {
      Writer wp(*this, entryName());
      std::string pp = wp.useParam(partial);
      wp.line("const " + idxType + " prow = (" + idxType + ")blockIdx.x / " +
              std::to_string(sp) + ";");
      wp.line("const int split = blockIdx.x % " + std::to_string(sp) + ";");
      wp.line("const int lane = threadIdx.x;");
      Strs pidx = wp.delinearize("prow", outType.getShape(), "p");
      wp.line("float pm = " + ident + ", ps = 0.0f;");
      FailureOr<Strs> px =
          openRowLoop(wp, m.max, m.x, m.xMap, pidx, block, sp, "split");
      if (failed(px))
        return failure();
      std::string pmx = (*px)[0];
      if (px->size() == 4)
        pmx = wp.decl("float", functor + "()(" + functor + "()(" + (*px)[0] +
                                   ", " + (*px)[1] + "), " + functor + "()(" +
                                   (*px)[2] + ", " + (*px)[3] + "))");
      std::string pmn = wp.decl("float", functor + "()(pm, " + pmx + ")");
      std::string pupd = "htam_online_rescale(ps, pm, " + pmn + ")";
      for (const std::string &x : *px)
        pupd += " + htam_online_term(" + x + ", " + pmn + ")";
      wp.line("ps = " + pupd + ";");
      wp.line("pm = " + pmn + ";");
      wp.close();
      wp.line("htam_online_block(pm, ps, " + functor + "(), " + ident + ");");
      wp.open("if (threadIdx.x == 0)");
      wp.line(pp + "[2 * blockIdx.x] = pm;");
      wp.line(pp + "[2 * blockIdx.x + 1] = ps;");
      wp.close();
      addKernel(wp, {unsigned(outs * sp), 1, 1}, unsigned(block));
    }
    // Every thread combines the partials of its row in the same order.
    std::string pp = w.useParam(partial);
    std::string lin = w.linearize(idx, outType.getShape());
    w.open("for (int q = 0; q < " + std::to_string(sp) + "; ++q)");
    w.line("htam_online_combine(" + mv + ", " + sv + ", " + pp + "[2 * ((" +
           lin + ") * " + std::to_string(sp) + " + q)], " + pp + "[2 * ((" +
           lin + ") * " + std::to_string(sp) + " + q) + 1], " + functor +
           "());");
    w.close();
  } else {
    FailureOr<Strs> loaded = openRowLoop(w, m.max, m.x, m.xMap, idx, lanes);
    if (failed(loaded))
      return failure();
    Strs xs = *loaded;
    std::string mx = xs[0];
    if (xs.size() == 4)
      mx = w.decl("float", functor + "()(" + functor + "()(" + xs[0] + ", " +
                               xs[1] + "), " + functor + "()(" + xs[2] + ", " +
                               xs[3] + "))");
    std::string mn = w.decl("float", functor + "()(" + mv + ", " + mx + ")");
    std::string upd = "htam_online_rescale(" + sv + ", " + mv + ", " + mn + ")";
    for (const std::string &x : xs)
      upd += " + htam_online_term(" + x + ", " + mn + ")";
    w.line(sv + " = " + upd + ";");
    w.line(mv + " = " + mn + ";");
    w.close();
    if (lanes == block)
      w.line("htam_online_block(" + mv + ", " + sv + ", " + functor + "(), " +
             ident + ");");
    else
      w.line("htam_online_warp(" + mv + ", " + sv + ", " + functor +
             "(), 32);");
  }
  // M, memoized before c is read (c is usually computed from M).
  FailureOr<std::string> initM = w.read(m.max.getDpsInits()[0], idx);
  if (failed(initM))
    return failure();
  std::string M =
      w.decl("float", functor + "()(" + *initM + ", " + mv + ")", "rowmax");
  w.remember(memoKey(m.max->getResult(0), idx), M);
  FailureOr<std::string> S = emitOnlineSum(
      w, m, parallelLoops(m.sum, idx), mv, sv,
      [&] { return w.read(m.sum.getDpsInits()[0], idx); }, "lane",
      std::to_string(rlen), std::to_string(lanes),
      lanes == block ? "% = htam_block_reduce(%, htam_op_add(), 0.0f);"
                     : "% = htam_warp_reduce(%, htam_op_add(), 32);");
  if (failed(S))
    return failure();
  w.remember(memoKey(m.sum->getResult(0), idx), *S);
  stats.numRowReductions += 2;
  stats.numOnlinePairs++;
  return v == m.max->getResult(0) ? M : *S;
}

FailureOr<Strs> Plan::openRowLoop(Writer &w, linalg::GenericOp op, Value x,
                                  AffineMap xMap, ArrayRef<std::string> idx,
                                  int64_t lanes, int64_t splits,
                                  StringRef split) {
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(op, dims, sizes);
  int64_t rlen = numel(sizes);
  Strs loops = parallelLoops(op, idx);
  auto xType = cast<RankedTensorType>(x.getType());
  // float4 along the innermost reduction dim when it is x's contiguous dim.
  auto lastX = dyn_cast<AffineDimExpr>(xMap.getResults().back());
  bool vec = opts.rowVec == 4 && sizes.back() % 4 == 0 && lastX &&
             lastX.getPosition() == dims.back();
  std::string j = w.fresh("l_j");
  int64_t count = vec ? rlen / 4 : rlen;
  std::string begin = "lane", end = std::to_string(count);
  if (splits > 1) {
    // This block's chunk of the row.
    std::string ch = std::to_string(ceilDiv(count, splits));
    begin = split.str() + " * " + ch + " + lane";
    end = "(" + split.str() + " * " + ch + " + " + ch + " < " + end + " ? " +
          split.str() + " * " + ch + " + " + ch + " : " + end + ")";
  }
  w.open("for (" + idxType + " " + j + " = " + begin + "; " + j + " < " + end +
         "; " + j + " += " + std::to_string(lanes) + ")");
  Strs rv = w.delinearize(vec ? j + " * 4" : j, sizes, "l_q");
  for (auto [k, d] : llvm::enumerate(dims))
    loops[d] = rv[k];
  Strs xs;
  if (vec) {
    w.vecShape.assign(xType.getShape().begin(), xType.getShape().end());
    w.laneIdx.clear();
    for (int64_t l = 0; l < 4; ++l) {
      Strs ll = loops;
      if (l)
        ll[dims.back()] = "(" + rv.back() + " + " + std::to_string(l) + ")";
      FailureOr<Strs> li = w.applyMap(xMap, ll);
      if (failed(li))
        return failure();
      w.laneIdx.push_back(*li);
    }
    w.vecIndex = "(" + w.linearize(w.laneIdx[0], xType.getShape()) + ") / 4";
    for (int64_t l = 0; l < 4; ++l) {
      w.vecWidth = 4;
      FailureOr<std::string> xv = w.read(x, w.laneIdx[l]);
      w.vecWidth = 0;
      if (failed(xv))
        return failure();
      xs.push_back(*xv);
    }
    return xs;
  }
  FailureOr<std::string> xv = w.readAt(x, xMap, loops);
  if (failed(xv))
    return failure();
  xs.push_back(*xv);
  return xs;
}

/// The Welford pass of a (row sum, row sum of (x - c)^2) pair at row level
/// of the fused row kernel: per lane a plain sum (S1 keeps the IR's
/// semantics) and a Welford state (n, mean, M2) (four elements at a time
/// with float4 loads), merged by Chan's formula across lanes; then S1 =
/// init + sum, c read, S2 = init + M2 + n (mean - c)^2. Non-finite states
/// (inf/NaN inputs) recompute S2 by the exact formula. Both results are
/// memoized at row level; returns the one read (`v`).
FailureOr<std::string> Plan::emitWelfordPair(Writer &w,
                                             const WelfordMatch &match, Value v,
                                             ArrayRef<std::string> idx,
                                             int64_t lanes, int64_t block) {
  WelfordMatch m = match;
  if (extraPrelude.find("htam_welford_merge") == std::string::npos)
    extraPrelude += welfordPrelude();
  if (lanes != block && lanes != 32)
    return fail("the Welford pass needs a block or a full warp per row");
  SmallVector<unsigned> dims;
  SmallVector<int64_t> sizes;
  reductionDims(m.sum, dims, sizes);
  int64_t rlen = numel(sizes);
  std::string n = w.fresh("wn"), mean = w.fresh("wm"), q = w.fresh("wq"),
              sum = w.fresh("ws");
  w.line("float " + n + " = 0.0f, " + mean + " = 0.0f, " + q + " = 0.0f, " +
         sum + " = 0.0f;");
  // One lane loop over (a chunk of) the row into (n, mean, M2, sum), then
  // the lanes merged.
  auto lanePass = [&](Writer &wr, ArrayRef<std::string> at, int64_t splits,
                      StringRef split, const std::string &n,
                      const std::string &mean, const std::string &q,
                      const std::string &sum) -> LogicalResult {
    FailureOr<Strs> xs =
        openRowLoop(wr, m.sum, m.x, m.xMap, at, lanes, splits, split);
    if (failed(xs))
      return failure();
    if (xs->size() == 4)
      wr.line("htam_welford_add4(" + n + ", " + mean + ", " + q + ", " +
              join(*xs, ", ") + ");");
    else
      wr.line("htam_welford_add(" + n + ", " + mean + ", " + q + ", " +
              (*xs)[0] + ");");
    for (const std::string &x : *xs)
      wr.line(sum + " += " + x + ";");
    wr.close();
    if (lanes == block) {
      wr.line("htam_welford_block(" + n + ", " + mean + ", " + q + ");");
      wr.line(sum + " = htam_block_reduce(" + sum + ", htam_op_add(), 0.0f);");
    } else {
      wr.line("htam_welford_warp(" + n + ", " + mean + ", " + q + ", 32);");
      wr.line(sum + " = htam_warp_reduce(" + sum + ", htam_op_add(), 32);");
    }
    return success();
  };
  if (curSplits > 1) {
    // Pass 1 (an earlier kernel): (n, mean, M2, sum) of each row chunk.
    auto outType = cast<ShapedType>(m.sum->getResult(0).getType());
    int64_t outs = numel(outType.getShape()), sp = curSplits;
    ParamRef partial{true, unsigned(scratch.size())};
    scratch.push_back(outs * sp * 4 * 4);
    {
      Writer wp(*this, entryName());
      std::string pp = wp.useParam(partial);
      wp.line("const " + idxType + " prow = (" + idxType + ")blockIdx.x / " +
              std::to_string(sp) + ";");
      wp.line("const int split = blockIdx.x % " + std::to_string(sp) + ";");
      wp.line("const int lane = threadIdx.x;");
      Strs pidx = wp.delinearize("prow", outType.getShape(), "p");
      wp.line("float pn = 0.0f, pm = 0.0f, pq = 0.0f, ps = 0.0f;");
      if (failed(lanePass(wp, pidx, sp, "split", "pn", "pm", "pq", "ps")))
        return failure();
      wp.open("if (threadIdx.x == 0)");
      wp.line(pp + "[4 * blockIdx.x] = pn;");
      wp.line(pp + "[4 * blockIdx.x + 1] = pm;");
      wp.line(pp + "[4 * blockIdx.x + 2] = pq;");
      wp.line(pp + "[4 * blockIdx.x + 3] = ps;");
      wp.close();
      addKernel(wp, {unsigned(outs * sp), 1, 1}, unsigned(block));
    }
    // Every thread merges the partials of its row in the same order.
    std::string pp = w.useParam(partial);
    std::string base = "4 * ((" + w.linearize(idx, outType.getShape()) +
                       ") * " + std::to_string(sp) + " + q)";
    w.open("for (int q = 0; q < " + std::to_string(sp) + "; ++q)");
    w.line("htam_welford_merge(" + n + ", " + mean + ", " + q + ", " + pp +
           "[" + base + "], " + pp + "[" + base + " + 1], " + pp + "[" + base +
           " + 2]);");
    w.line(sum + " += " + pp + "[" + base + " + 3];");
    w.close();
  } else if (failed(lanePass(w, idx, 1, "", n, mean, q, sum))) {
    return failure();
  }
  FailureOr<std::string> init1 = w.read(m.sum.getDpsInits()[0], idx);
  if (failed(init1))
    return failure();
  std::string S1 = w.decl("float", *init1 + " + " + sum, "rowsum");
  w.remember(memoKey(m.sum->getResult(0), idx), S1);
  Strs sqLoops = parallelLoops(m.sq, idx);
  FailureOr<std::string> c = w.readAt(m.c, m.cMap, sqLoops);
  if (failed(c))
    return failure();
  FailureOr<std::string> init2 = w.read(m.sq.getDpsInits()[0], idx);
  if (failed(init2))
    return failure();
  std::string S2 = w.fresh("rowsq");
  w.line("float " + S2 + ";");
  w.open("if (isfinite(" + mean + ") && isfinite(" + q + ") && isfinite(" + *c +
         "))");
  w.line(S2 + " = " + *init2 + " + (" + q + " + " + n + " * ((" + mean + " - " +
         *c + ") * (" + mean + " - " + *c + ")));");
  w.close();
  w.open("else");
  std::string part = w.fresh("red");
  w.line("float " + part + " = 0.0f;");
  if (failed(emitPartialLoop(w, m.sq, sqLoops, "lane", std::to_string(rlen),
                             std::to_string(lanes), part)))
    return failure();
  if (lanes == block)
    w.line(part + " = htam_block_reduce(" + part + ", htam_op_add(), 0.0f);");
  else
    w.line(part + " = htam_warp_reduce(" + part + ", htam_op_add(), 32);");
  w.line(S2 + " = " + *init2 + " + " + part + ";");
  w.close();
  w.remember(memoKey(m.sq->getResult(0), idx), S2);
  stats.numRowReductions += 2;
  stats.numWelfordPairs++;
  return v == m.sum->getResult(0) ? S1 : S2;
}

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
          end = "min(" + base + std::to_string(cv) + ", (" + T + ")" + end +
                ")";
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
        extraPrelude += residentClusterPrelude();
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
      std::optional<Combiner> comb = detectCombiner(op);
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
        if (lanes == block)
          w.line(part + " = htam_block_reduce(" + part + ", " + comb->functor +
                 "(), " + comb->identity + ");");
        else
          w.line(part + " = htam_warp_reduce(" + part + ", " + comb->functor +
                 "(), " + std::to_string(lanes) + ");");
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

std::string Plan::prelude() const {
  std::string s;
  s += "// Generated by htam (lib/Strategies). Buffer parameters: task "
       "arguments (argN),\n// results (resN), scratch (sN); all dense "
       "row-major f32.\n";
  s += "typedef " + idxType + " hidx;\n";
  // arith.maximumf/minimumf propagate NaN: one max.NaN/min.NaN instruction
  // on sm_80+ (PTX ISA 7.0), a compare-and-select chain before.
  s += R"(__device__ __forceinline__ float htam_maximumf(float a, float b) {
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
)";
  return s;
}

/// Clones `task` into `module`, decomposes aggregates and generalizes named
/// linalg ops.
FailureOr<func::FuncOp> prepare(func::FuncOp task, ModuleOp module,
                                std::string &error) {
  OpBuilder b(task.getContext());
  b.setInsertionPointToEnd(module.getBody());
  auto clone = cast<func::FuncOp>(b.clone(*task.getOperation()));
  IRRewriter rewriter(task.getContext());
  SmallVector<linalg::AggregatedOpInterface> aggs;
  clone.walk([&](linalg::AggregatedOpInterface op) { aggs.push_back(op); });
  for (linalg::AggregatedOpInterface op : aggs) {
    rewriter.setInsertionPoint(op);
    FailureOr<SmallVector<Value>> res = op.decomposeOperation(rewriter);
    if (failed(res)) {
      error =
          "could not decompose '" + op->getName().getStringRef().str() + "'";
      return failure();
    }
    rewriter.replaceOp(op, *res);
  }
  SmallVector<linalg::LinalgOp> named;
  clone.walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op))
      named.push_back(op);
  });
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    if (failed(linalg::generalizeNamedOp(rewriter, op))) {
      error =
          "could not generalize '" + op->getName().getStringRef().str() + "'";
      return failure();
    }
  }
  return clone;
}

} // namespace

FailureOr<EmitResult> mlir::htam::detail::emitTask(func::FuncOp task,
                                                   const EmitOptions &options,
                                                   std::string &error) {
  error.clear();
  if (task.isExternal()) {
    error = "the task has no body";
    return failure();
  }
  OwningOpRef<ModuleOp> module(ModuleOp::create(task.getLoc()));
  FailureOr<func::FuncOp> func = prepare(task, *module, error);
  if (failed(func))
    return failure();
  if (!llvm::hasSingleElement(func->getBody())) {
    error = "the task body must be one block";
    return failure();
  }
  // Staged sums become one reduction for the templates that read a whole
  // statistic in one pass: a split reduction of l1_37's sum of squares is
  // then one split over all 7.5 GB, not three stages.
  if (options.welford || options.rowResident ||
      options.reduce == ReduceStrategy::Split)
    flattenNestedSums(*func);
  Plan plan(*func, options, error);
  if (options.libraryGemm && options.libraryLt)
    splitLibraryEpilogues(*func, plan.libraryEpilogues);
  plan.numArgs = func->getNumArguments();
  plan.numResults = func->getNumResults();
  // Index width from the largest tensor in the task.
  int64_t largest = 0;
  func->walk([&](Operation *op) {
    for (Value r : op->getResults())
      if (auto t = dyn_cast<RankedTensorType>(r.getType()))
        if (t.hasStaticShape())
          largest = std::max(largest, numel(t.getShape()));
  });
  for (Value a : func->getArguments())
    if (auto t = dyn_cast<RankedTensorType>(a.getType()))
      if (t.hasStaticShape())
        largest = std::max(largest, numel(t.getShape()));
  int bits = options.indexBits;
  if (bits != 32 && bits != 64)
    bits = largest >= (int64_t(1) << 31) - (int64_t(1) << 26) ? 64 : 32;
  if (bits == 32 && largest >= (int64_t(1) << 31) - (int64_t(1) << 26)) {
    error = "index_bits=32 is too narrow for a tensor of " +
            std::to_string(largest) + " elements";
    return failure();
  }
  plan.idxType = bits == 64 ? "long long" : "int";
  for (Type t : func->getArgumentTypes()) {
    auto rt = dyn_cast<RankedTensorType>(t);
    if (!rt || !rt.hasStaticShape() || !rt.getElementType().isF32()) {
      error = "task arguments must be static f32 tensors";
      return failure();
    }
  }
  auto gemmDims = [&](linalg::GenericOp op)
      -> std::optional<linalg::ContractionDimensions> {
    if (std::optional<linalg::ContractionDimensions> d = detectContraction(op))
      return d;
    if (options.implicitGemm)
      return detectConvAsGemm(op);
    return std::nullopt;
  };
  func->walk([&](linalg::GenericOp op) {
    if (hasReduction(op))
      plan.stats.numReductions++;
    if (matchOnlineSoftmax(op))
      plan.stats.hasSoftmaxPair = true;
    if (gemmDims(op))
      plan.stats.numContractions++;
  });
  unsigned contractions = plan.stats.numContractions;
  plan.stats.numContractions = 0;
  auto ret = cast<func::ReturnOp>(func->getBody().front().getTerminator());

  // A softmax over dims that are not rows (the channels of NCHW): its
  // (max, sum) pair is one serial online pass per output, then the results
  // elementwise; the row kernel would see the whole tensor as one row.
  bool columnSoftmax = false;
  if (options.onlineSoftmax) {
    bool rows = false, other = false;
    func->walk([&](linalg::GenericOp op) {
      if (matchOnlineSoftmax(op))
        rows = true;
      else if (matchOnlineSoftmax(op, /*anyDims=*/true))
        other = true;
    });
    columnSoftmax = other && !rows;
  }

  LogicalResult ok = failure();
  if (options.fusedRow && !columnSoftmax) {
    ok = plan.emitFusedRow();
  } else {
    bool done = false;
    if (options.gemm && contractions == 1) {
      linalg::GenericOp cop;
      func->walk([&](linalg::GenericOp op) {
        if (gemmDims(op))
          cop = op;
      });
      if (plan.stats.numReductions == 1) {
        if (succeeded(plan.emitGemm(cop, *gemmDims(cop), std::nullopt, true))) {
          done = true;
          ok = success();
          plan.stats.gemmFused = true;
        } else {
          plan.kernels.clear();
          plan.launches.clear();
          plan.scratch.clear();
          plan.materialized.clear();
          plan.notes.clear();
          plan.stats.numContractions = 0;
          plan.stats.numConvGemms = 0;
        }
      }
      if (!done && options.gemmRequireFused) {
        if (error.empty())
          error = "the epilogue cannot be fused into the GEMM";
        return failure();
      }
      error.clear();
    }
    if (!done) {
      ok = success();
      for (auto [r, v] : llvm::enumerate(ret.getOperands())) {
        if (options.libraryConv && !plan.materialized.count(v)) {
          FailureOr<bool> fused = plan.emitLibraryConvBias(
              v, ParamRef{false, plan.numArgs + unsigned(r)});
          if (failed(fused)) {
            ok = failure();
            break;
          }
          if (*fused)
            continue;
        }
        auto gen = v.getDefiningOp<linalg::GenericOp>();
        if (gen && (hasReduction(gen) || plan.libraryEpilogues.count(v)) &&
            !plan.materialized.count(v) && !options.inlineReductions) {
          if (failed(plan.materialize(
                  v, ParamRef{false, plan.numArgs + unsigned(r)}))) {
            ok = failure();
            break;
          }
          continue;
        }
        if (failed(plan.emitFinal(unsigned(r), v))) {
          ok = failure();
          break;
        }
      }
    }
  }
  if (failed(ok)) {
    if (error.empty())
      error = "kernel generation failed";
    return failure();
  }
  // Entries are numbered in launch order (kernels are created depth-first).
  for (size_t i = 0; i < plan.launches.size(); ++i) {
    if (plan.launches[i].isLibraryCall())
      continue;
    std::string oldName = plan.launches[i].entry;
    std::string newName =
        oldName.substr(0, oldName.rfind("_k")) + "_k" + std::to_string(i);
    std::string &text = plan.kernels[i];
    size_t at = text.find("\n" + oldName + "(");
    if (at != std::string::npos)
      text.replace(at + 1, oldName.size(), newName);
    plan.launches[i].entry = newName;
  }
  EmitResult res = plan.stats;
  res.source = plan.prelude() + plan.extraPrelude;
  for (const std::string &k : plan.kernels)
    if (!k.empty())
      res.source += "\n" + k;
  res.launches = plan.launches;
  res.scratchBytes = plan.scratch;
  res.note = join(plan.notes, "; ");
  return res;
}
